"""Learning curves across seeds: common grids, seed means with bootstrap bands, time to threshold.

A *curve* is a pair ``(x, y)`` of one run: eval return ``y`` against env steps, wall-clock seconds or
core-hours ``x``. Seeds evaluate at different ``x``, so each is linearly interpolated onto a common
grid that runs to the end of the longest seed: a seed that ended earlier (a shorter wall-clock, say)
holds its last value from its end on, so the mean never stops at the shortest seed (figures mark
where a seed ended, :func:`early_ends`).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from esbench.report import stats

#: Points of the plotting grid of a curve group.
PLOT_POINTS = 200


def clean_curve(x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Finite points sorted by x, keeping the last value of repeated x."""
    x, y = np.asarray(x, float), np.asarray(y, float)
    ok = np.isfinite(x) & np.isfinite(y)
    x, y = x[ok], y[ok]
    order = np.argsort(x, kind="stable")
    x, y = x[order], y[order]
    keep = np.append(x[1:] != x[:-1], True) if len(x) else np.zeros(0, bool)
    return x[keep], y[keep]


def common_end(curves: Sequence[tuple[np.ndarray, np.ndarray]]) -> float:
    """The x the seed mean is drawn to: the longest seed's last x (shorter seeds hold their last
    value up to it); NaN when there is no curve or a curve is empty."""
    ends = [c[0][-1] if len(c[0]) else np.nan for c in curves]
    return float(np.max(ends)) if ends and np.all(np.isfinite(ends)) else np.nan


def early_ends(curves: Sequence[tuple[np.ndarray, np.ndarray]]) -> np.ndarray:
    """Last x of each seed that ended before :func:`common_end` (held from there on), sorted."""
    end = common_end(curves)
    if not np.isfinite(end):
        return np.empty(0)
    return np.sort(np.array([c[0][-1] for c in curves if c[0][-1] < end], dtype=float))


def plot_grid(curves: Sequence[tuple[np.ndarray, np.ndarray]], log_x: bool = False) -> np.ndarray:
    """:data:`PLOT_POINTS` x values from the first x to :func:`common_end` (geometric when ``log_x``),
    with the ends of the seeds that ended early added, so the mean bends exactly where they do."""
    end = common_end(curves)
    if not np.isfinite(end):
        return np.empty(0)
    start = min(c[0][0] for c in curves)
    if log_x:
        positive = [c[0][c[0] > 0] for c in curves]
        first = min((p[0] for p in positive if len(p)), default=np.nan)
        if np.isfinite(first) and end > first:
            ends = early_ends(curves)
            return np.union1d(np.geomspace(first, end, PLOT_POINTS), ends[ends >= first])
    if end <= start:
        return np.array([start])
    return np.union1d(np.linspace(start, end, PLOT_POINTS), early_ends(curves))


def union_grid(curves: Sequence[tuple[np.ndarray, np.ndarray]]) -> np.ndarray:
    """Every x of every curve up to :func:`common_end`: the exact grid for seed means."""
    end = common_end(curves)
    if not np.isfinite(end):
        return np.empty(0)
    xs = np.unique(np.concatenate([c[0] for c in curves]))
    return xs[xs <= end]


def on_grid(curves: Sequence[tuple[np.ndarray, np.ndarray]], grid: np.ndarray) -> np.ndarray:
    """Each curve linearly interpolated at ``grid``: shape ``(seeds, len(grid))``.

    Past its last x a curve holds its last value (before its first x, its first value).
    """
    return np.array([np.interp(grid, x, y) for x, y in curves]).reshape(len(curves), len(grid))


def seed_mean(curves: Sequence[tuple[np.ndarray, np.ndarray]]) -> tuple[np.ndarray, np.ndarray]:
    """The seed-mean curve on :func:`union_grid` (to the longest seed's end; shorter seeds held)."""
    grid = union_grid(curves)
    return grid, on_grid(curves, grid).mean(axis=0) if len(grid) else np.empty(0)


def band(
    curves: Sequence[tuple[np.ndarray, np.ndarray]],
    grid: np.ndarray,
    kind: str,
    seed: int,
    reps: int = stats.CURVE_RESAMPLES,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Seed mean at ``grid`` and its band: ``kind`` "ci" (95% bootstrap of the mean) or "minmax"
    (the min and max over seeds); seeds that ended early are held at their last value."""
    values = on_grid(curves, grid)
    mean = values.mean(axis=0)
    if kind == "minmax":
        return mean, values.min(axis=0), values.max(axis=0)
    if len(values) < 2:
        return mean, mean.copy(), mean.copy()
    boot = stats.resample(values, reps, np.random.default_rng(seed)).mean(axis=1)
    lo, hi = stats.percentile_interval(boot)
    return mean, lo, hi


def first_crossing(x: np.ndarray, y: np.ndarray, level: float) -> float:
    """The x of the first point at or above ``level`` (NaN when none is).

    Never interpolated: between an evaluation below the level and the next one at or above it, the
    curve's value is unknown, so the level counts as reached at the later evaluation (an
    interpolated time would credit a run with a time no evaluation showed).
    """
    hit = np.flatnonzero(y >= level)
    return float(x[hit[0]]) if len(hit) else np.nan


def fraction_levels(start: float, end: float, fractions: Sequence[float] | np.ndarray) -> np.ndarray:
    """The levels ``start + f · (end - start)`` for each of ``fractions`` (the one rule for target
    levels: the time-to-reach tables and the equal-cores table); all NaN unless ``end`` is above
    ``start``, since a fraction of no progress is no target."""
    f = np.asarray(fractions, float)
    if not (np.isfinite(start) and np.isfinite(end) and end > start):
        return np.full(len(f), np.nan)
    return start + f * (end - start)


def progress_levels(ref_x: np.ndarray, ref_y: np.ndarray, fractions: Sequence[float]) -> np.ndarray | None:
    """Return levels at ``fractions`` of the reference's progress from its first to its last value.

    None when the reference made no progress (last value not above the first).
    """
    if len(ref_y) == 0 or not ref_y[-1] > ref_y[0]:
        return None
    return fraction_levels(ref_y[0], ref_y[-1], fractions)


def times_to_levels(x: np.ndarray, y: np.ndarray, levels: np.ndarray) -> np.ndarray:
    """:func:`first_crossing` of each level: the first point at or above it."""
    return np.array([first_crossing(x, y, lv) for lv in levels])
