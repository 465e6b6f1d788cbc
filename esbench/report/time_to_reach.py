"""Table-1 style data efficiency and time to reach, at the shared target levels: the tables the
data-efficiency section (:mod:`esbench.report.sections.efficiency`) shows.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from esbench.report import curves as cv
from esbench.report import evidence
from esbench.report.levels import reference_levels
from esbench.report.tables import ReportData


def target_levels(data: ReportData, env: str) -> np.ndarray:
    """The target returns of ``env``'s time-to-reach tables, one per ``options.thresholds``: the
    report's levels (:func:`esbench.report.levels.reference_levels`, the one definition every table
    uses). All NaN when the reference has no run on ``env`` or did not rise."""
    return reference_levels(data, env)


def efficiency_table(data: ReportData, axis: str) -> pd.DataFrame:
    """Ratios of the ``axis`` (steps or wall-clock) each label needs to reach the reference's progress.

    For each env, ``target`` is the return to reach (:func:`target_levels`: from the reference's curve
    over env steps, so both tables share them); ``value`` is where a label's seed-mean curve over
    ``axis`` first reaches it (its first point at or above the level, never interpolated past the last
    point below it), ``ratio`` is value / reference
    value; NaN where never reached, and on an env where the reference made no progress
    (:func:`esbench.report.evidence.progressed_envs`: no ratios there).
    """
    rows = []
    fractions = data.options.thresholds
    progressed = set(evidence.progressed_envs(data))
    for env in data.envs:
        levels = target_levels(data, env)
        ref = data.curves(env, data.reference, axis) if data.reference else []
        ref_t = cv.times_to_levels(*cv.seed_mean(ref), levels) if ref else np.full(len(levels), np.nan)
        for label in data.labels:
            cur = data.curves(env, label, axis)
            if not cur:
                continue
            t = cv.times_to_levels(*cv.seed_mean(cur), levels)
            with np.errstate(divide="ignore", invalid="ignore"):
                ratio = np.where((ref_t > 0) & (env in progressed), t / ref_t, np.nan)
            for f, lv, ti, ri in zip(fractions, levels, t, ratio, strict=True):
                rows.append((env, label, f"{round(f * 100):d}%", lv, ti, ri))
    return pd.DataFrame(rows, columns=["env", "label", "threshold", "target", "value", "ratio"])
