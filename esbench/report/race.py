"""Time to reach at equal cores: who reaches each level first when every algorithm had the same cores.

The paper's headline is a wall-clock claim, and a wall-clock comparison is only fair between runs on
the same number of cores (a suite's ``resources: {cores: N}``). The levels are the report's, the
same for every core count (:mod:`esbench.report.levels`: fractions of the reference's progress from
its step-0 value to its final value on the env); each algorithm's time is where its seed-mean
eval curve over training wall-clock first reaches a level (the first point at or above it, never
interpolated between evaluations),
and its ratio is that time over the reference's on the same cores. Runs on another core count are
never compared.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from esbench.report import curves as cv
from esbench.report.levels import reference_levels
from esbench.report.tables import ReportData

COLUMNS = [
    "env", "cores", "label", "runs", "threshold", "target", "seconds", "ratio",
    "seconds_min", "seconds_max", "reached", "cpu_share_min", "eval_every_s", "busy_left_out",
    "steps", "setup_s", "base_label",
]  # fmt: skip


def _cell_curves(
    data: ReportData, cell: pd.DataFrame, axis: str = "wall_clock_s"
) -> list[tuple[np.ndarray, np.ndarray]]:
    """Cleaned (``axis``: training wall-clock or env steps, eval return) curves of the runs in ``cell``."""
    out = [cv.clean_curve(data.arrays[k][axis], data.arrays[k]["ret"]) for k in cell.key]
    return [c for c in out if len(c[0])]


def _eval_every_s(curves: list[tuple[np.ndarray, np.ndarray]]) -> float:
    """The median training time between successive eval points of these runs: the resolution of
    their times to reach (a time is known only to within one such gap)."""
    gaps = np.concatenate([np.diff(x) for x, _ in curves]) if curves else np.empty(0)
    return float(np.median(gaps)) if len(gaps) else np.nan


def _reference_here(runs: pd.DataFrame, reference: str, base: str) -> str | None:
    """The reference's label among ``runs`` (one env and core count): the report's reference, else
    the one label stored as the same label (``stored_label``: a race at other cores is another
    suite, whose labels the report keeps apart as ``LABEL (SUITE)``); None if neither ran here."""
    if (runs.label == reference).any():
        return reference
    same = sorted(set(runs.label[runs.stored_label == base]))
    return same[0] if len(same) == 1 else None


def equal_cores_table(data: ReportData) -> pd.DataFrame:
    """One row per (env, cores, label, threshold): the ``target`` return, the seconds to reach it, the ratio.

    ``seconds`` is read from the seed-mean curve; ``seconds_min``/``seconds_max`` over the seeds'
    own curves (``seconds_max`` NaN unless every seed reached the level; ``reached``: how many did);
    ``cpu_share_min``: the lowest CPU share of the cell's runs (CPU time over training wall-clock x
    cores: a wall-clock race is fair only where every run got its cores); ``eval_every_s``: the
    median training time between the cell's eval points (the resolution of its times);
    ``busy_left_out``: the cell's runs left out because their machine was busy (the loader's ``busy``:
    a contended host over the run; for runs that did not sample their host, a load above its cores or
    a CPU share below 0.8); ``runs`` counts
    the others. A cell whose every run was busy keeps its rows, with no times. ``steps``: the env
    steps at which the seed-mean curve over env steps first reaches the level (the same runs: the
    race's price in samples); ``setup_s``: the median set-up time of those runs (``info.setup_s``: Ray
    start, env construction), which ``seconds`` leaves out and a time with set-up adds; ``base_label``
    the label as stored (the same at every core count when the report keeps suites apart).

    Only (env, cores) groups where the reference algorithm ran. Targets are the report's levels
    (:func:`esbench.report.levels.reference_levels`, those of every other table); NaN (and every
    time with them) where the reference did not rise.
    """
    rows: list[tuple] = []
    usable = data.usable
    if data.reference is None or usable.empty:
        return pd.DataFrame(rows, columns=COLUMNS)
    fractions = np.asarray(data.options.thresholds, float)
    stored = usable.loc[usable.label == data.reference, "stored_label"]
    ref_base = str(stored.iloc[0]) if len(stored) else data.reference
    for env in data.envs:
        levels = reference_levels(data, env)
        at_env = usable[(usable.env == env) & usable.cores.notna()]
        for cores in sorted(set(at_env.cores)):
            everyone = at_env[at_env.cores == cores]
            group = everyone[~everyone.busy.astype(bool)]  # a wall-clock race counts quiet runs only
            reference = _reference_here(everyone, data.reference, ref_base)
            if reference is None:
                continue
            ref_curves = _cell_curves(data, group[group.label == reference])
            ref_t = cv.times_to_levels(*cv.seed_mean(ref_curves), levels) if ref_curves else levels * np.nan
            for label in sorted(set(everyone.label)):
                cell = group[group.label == label]
                left = int((everyone.label == label).sum()) - len(cell)
                base = str(everyone.loc[everyone.label == label, "stored_label"].iloc[0])
                curves = _cell_curves(data, cell)
                if not curves:  # every run busy (or none with points): the rows say so, with no times
                    for f, level in zip(fractions, levels, strict=True):
                        nothing = (np.nan, np.nan, np.nan, np.nan, 0, np.nan, np.nan)
                        rows.append((env, int(cores), label, 0, f"{f * 100:.0f}%", level, *nothing, left,
                                     np.nan, np.nan, base))  # fmt: skip
                    continue
                t = cv.times_to_levels(*cv.seed_mean(curves), levels)
                with np.errstate(divide="ignore", invalid="ignore"):  # ratio to this group's reference
                    ratio = np.where(ref_t > 0, t / ref_t, np.nan)
                per_seed = np.array([cv.times_to_levels(x, y, levels) for x, y in curves])  # seeds x levels
                reached = np.isfinite(per_seed).sum(axis=0)
                lows = np.where(
                    reached > 0, np.nanmin(np.where(np.isfinite(per_seed), per_seed, np.inf), 0), np.nan
                )
                highs = np.where(reached == len(curves), per_seed.max(axis=0), np.nan)  # NaN: a seed never
                share = float(cell.cpu_share.min()) if cell.cpu_share.notna().any() else np.nan
                every = _eval_every_s(curves)
                by_steps = _cell_curves(data, cell, "step")
                steps = cv.times_to_levels(*cv.seed_mean(by_steps), levels) if by_steps else levels * np.nan
                setup = float(cell.setup_s.median()) if cell.setup_s.notna().any() else np.nan
                for i, (f, level) in enumerate(zip(fractions, levels, strict=True)):
                    rows.append((env, int(cores), label, len(cell), f"{round(f * 100):d}%", level, t[i],
                                 ratio[i], lows[i], highs[i], int(reached[i]), share, every,
                                 left, steps[i], setup, base))  # fmt: skip
    return pd.DataFrame(rows, columns=COLUMNS)
