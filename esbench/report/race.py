"""Time to reach at equal cores: who reaches each level first when every algorithm had the same cores.

The paper's headline is a wall-clock claim, and a wall-clock comparison is only fair between runs on
the same number of cores (a suite's ``resources: {cores: N}``). For each env and each core count,
the levels are fractions (``options.thresholds``: 25/50/75/100%) of the reference algorithm's final
return (the seed mean of its runs' final eval returns); each algorithm's time is where its seed-mean
eval curve over training wall-clock first reaches a level (the first point at or above it, never
interpolated between evaluations),
and its ratio is that time over the reference's. Runs on another core count are never compared.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from esbench.report import curves as cv
from esbench.report.tables import ReportData

COLUMNS = ["env", "cores", "label", "runs", "threshold", "target", "seconds", "ratio"]


def _cell_curves(data: ReportData, cell: pd.DataFrame) -> list[tuple[np.ndarray, np.ndarray]]:
    """Cleaned (training wall-clock, eval return) curves of the runs in ``cell``."""
    out = [cv.clean_curve(data.arrays[k]["wall_clock_s"], data.arrays[k]["ret"]) for k in cell.key]
    return [c for c in out if len(c[0])]


def equal_cores_table(data: ReportData) -> pd.DataFrame:
    """One row per (env, cores, label, threshold): the ``target`` return, the seconds to reach it, the ratio.

    Only (env, cores) groups where the reference algorithm ran. Targets are
    :func:`curves.fraction_levels` from 0 to the reference's final return (the levels helper of the
    time-to-reach tables, from 0 rather than from the initial return, as this table's spec says);
    NaN (and every time with them) when that final return is not positive, since a fraction of it
    is then no easier level than the return itself.
    """
    rows: list[tuple] = []
    usable = data.usable
    if data.reference is None or usable.empty:
        return pd.DataFrame(rows, columns=COLUMNS)
    fractions = np.asarray(data.options.thresholds, float)
    for env in data.envs:
        at_env = usable[(usable.env == env) & usable.cores.notna()]
        for cores in sorted(set(at_env.cores)):
            group = at_env[at_env.cores == cores]
            ref = group[group.label == data.reference]
            if ref.empty:
                continue
            levels = cv.fraction_levels(0.0, float(ref.final_return.mean()), fractions)
            ref_curves = _cell_curves(data, ref)
            ref_t = cv.times_to_levels(*cv.seed_mean(ref_curves), levels) if ref_curves else levels * np.nan
            for label in sorted(set(group.label)):
                cell = group[group.label == label]
                curves = _cell_curves(data, cell)
                if not curves:
                    continue
                t = cv.times_to_levels(*cv.seed_mean(curves), levels)
                with np.errstate(divide="ignore", invalid="ignore"):
                    ratio = np.where(ref_t > 0, t / ref_t, np.nan)
                for f, level, ti, ri in zip(fractions, levels, t, ratio, strict=True):
                    rows.append((env, int(cores), label, len(cell), f"{round(f * 100):d}%", level, ti, ri))
    return pd.DataFrame(rows, columns=COLUMNS)
