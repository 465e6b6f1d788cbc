"""The paper's trade-off and the speed-up from more cores, read from the equal-cores race table.

Salimans et al.'s claim is a trade: the ES reaches a level sooner in wall-clock, at the price of more
env steps. :func:`tradeoff_table` puts both side by side per (env, cores, level) for the ES against
each other algorithm on the same cores: its **time gain** (the other's seconds to the level over the
ES's: above 1 the ES is faster), once on training time (``time_gain_training``: set-up left out) and
once with set-up added to both (``time_gain_with_setup``: the median ``info.setup_s`` of each cell,
Ray start and env construction), and its **price in env steps** (the ES's steps to the level over
the other's: above 1 the ES needs more samples). Every ratio names which times it uses.

:func:`speedup_table` gives each algorithm's speed-up from its cores: its seconds to a level on the
fewest cores it ran on over its seconds on more (training time; and with set-up), so a race at 1 and
at 2 cores a trial gives the gain of the second core per algorithm, the paper's scaling argument
measured on the same machine. Both read only the race table's quiet runs
(:func:`esbench.report.race.equal_cores_table` leaves busy runs out); a level a side never reached
has no ratio (NaN).
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from esbench.report.families import ES
from esbench.report.tables import ReportData

TRADEOFF_COLUMNS = [
    "env", "cores", "es", "other", "threshold", "target", "es_seconds", "other_seconds",
    "time_gain_training", "time_gain_with_setup", "es_steps", "other_steps", "steps_price",
]  # fmt: skip
SPEEDUP_COLUMNS = [
    "env", "label", "threshold", "base_cores", "cores", "base_seconds", "seconds",
    "speedup_training", "speedup_with_setup",
]  # fmt: skip


def es_labels(data: ReportData) -> list[str]:
    """The labels of the ES's configurations (family ``es``), sorted: the trade-off's ES side."""
    return sorted(set(data.usable.label[data.usable.family == ES]))


def _ratio(num: float, den: float) -> float:
    """``num / den`` where both are finite and ``den`` is positive, else NaN."""
    return float(num / den) if np.isfinite(num) and np.isfinite(den) and den > 0 else np.nan


def _with_setup(row: pd.Series) -> float:
    """Seconds to the level with the cell's median set-up added (NaN without a set-up time)."""
    return float(row.seconds + row.setup_s) if np.isfinite(row.setup_s) else np.nan


def tradeoff_table(race: pd.DataFrame, es_labels: list[str]) -> pd.DataFrame:
    """One row per (env, cores, ES label, other label, threshold) of the race table ``race``: the
    module docstring's time gains and price in env steps. ``es_labels``: the ES configurations'
    labels (the report's: those whose algo is ``openai_es``)."""
    rows: list[tuple] = []
    if race.empty:
        return pd.DataFrame(rows, columns=TRADEOFF_COLUMNS)
    for (env, cores), group in race.groupby(["env", "cores"], sort=True):
        by = {(r.label, r.threshold): r for _, r in group.iterrows()}
        for es in sorted(set(group.label) & set(es_labels)):
            for other in sorted(set(group.label) - {es}):
                for threshold in group.threshold.drop_duplicates():
                    a, b = by.get((es, threshold)), by.get((other, threshold))
                    if a is None or b is None:
                        continue
                    rows.append((
                        env, int(cores), es, other, threshold, a.target, a.seconds, b.seconds,
                        _ratio(b.seconds, a.seconds), _ratio(_with_setup(b), _with_setup(a)),
                        a.steps, b.steps, _ratio(a.steps, b.steps),
                    ))  # fmt: skip
    return pd.DataFrame(rows, columns=TRADEOFF_COLUMNS)


def speedup_table(race: pd.DataFrame) -> pd.DataFrame:
    """One row per (env, label, threshold, cores) for every core count above the fewest the label
    ran on in ``race``: the module docstring's speed-ups (training time; with set-up). A label is
    its stored one (``base_label``: the report calls a race at other cores ``LABEL (SUITE)``); a core
    count where two configurations share it is ambiguous and left out."""
    rows: list[tuple] = []
    if race.empty:
        return pd.DataFrame(rows, columns=SPEEDUP_COLUMNS)
    for (env, label, threshold), group in race.groupby(["env", "base_label", "threshold"], sort=True):
        once = group.groupby("cores").filter(lambda g: g.label.nunique() == 1)
        ordered = once.sort_values("cores")
        if len(ordered) < 2:
            continue
        base = ordered.iloc[0]
        for _, row in ordered.iloc[1:].iterrows():
            rows.append((
                env, label, threshold, int(base.cores), int(row.cores), base.seconds, row.seconds,
                _ratio(base.seconds, row.seconds), _ratio(_with_setup(base), _with_setup(row)),
            ))  # fmt: skip
    return pd.DataFrame(rows, columns=SPEEDUP_COLUMNS)
