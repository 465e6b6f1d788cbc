"""Pure, vectorised statistics: bootstrap confidence intervals, IQM, rliable-style aggregates.

Every bootstrap draws its resamples at once from ``numpy.random.default_rng(seed)`` with a fixed
number of resamples, so the same inputs always give the same intervals:

- :data:`CI_RESAMPLES` (10,000) for the final-score intervals and the aggregates across envs;
- :data:`PROFILE_RESAMPLES` (2,000, rliable's default) for performance profiles;
- :data:`CURVE_RESAMPLES` (1,000) per curve point for the bands of the learning curves.

Intervals are percentile intervals (``numpy.percentile``, linear interpolation), as rliable's
``get_interval_estimates(method="percentile")``. Aggregates take *ragged* scores: one array of run
scores per task (env), so envs with different run counts are fine. On balanced scores they equal
``rliable.metrics`` and ``rliable.library`` exactly (see ``tests/report/test_rliable.py``).
"""

from __future__ import annotations

import zlib
from collections.abc import Callable, Sequence

import numpy as np
import scipy.stats

CI_RESAMPLES = 10_000
PROFILE_RESAMPLES = 2_000
CURVE_RESAMPLES = 1_000
CI_SIZE = 0.95
BASE_SEED = 2017

#: Aggregate metrics over normalised scores, in report order.
AGGREGATES = ("IQM", "Median", "Mean", "Optimality gap")

#: How an interval is labelled: a percentile bootstrap interval, or the min and max over seeds
#: (used for cells with too few seeds for a bootstrap to mean anything; see :func:`seed_interval`).
CI_LABEL = "95% CI"
MINMAX_LABEL = "min-max"


def seed_for(*parts: object) -> int:
    """A stable seed derived from ``parts`` (CRC32 of their text, so not Python's salted hash)."""
    return BASE_SEED + zlib.crc32("\x1f".join(map(str, parts)).encode())


def percentile_interval(samples: np.ndarray, size: float = CI_SIZE) -> tuple[np.ndarray, np.ndarray]:
    """Lower and upper percentile bounds of bootstrap ``samples`` along axis 0."""
    alpha = 100.0 * (1.0 - size) / 2.0
    lo, hi = np.percentile(samples, [alpha, 100.0 - alpha], axis=0)
    return lo, hi


def resample(values: np.ndarray, reps: int, rng: np.random.Generator) -> np.ndarray:
    """``reps`` bootstrap resamples of the rows of ``values``: shape ``(reps, n, ...)``."""
    values = np.asarray(values, dtype=float)
    idx = rng.integers(0, len(values), size=(reps, len(values)))
    return values[idx]


def iqm(values: np.ndarray, axis: int | None = None) -> np.ndarray:
    """Interquartile mean (25% trimmed mean, scipy's convention as rliable)."""
    return scipy.stats.trim_mean(values, proportiontocut=0.25, axis=axis)


def mean_ci(
    values: Sequence[float] | np.ndarray, seed: int, reps: int = CI_RESAMPLES
) -> tuple[float, float, float]:
    """Mean of ``values`` with its percentile bootstrap 95% interval; NaNs when empty."""
    x = np.asarray(values, dtype=float)
    if x.size == 0:
        return np.nan, np.nan, np.nan
    means = resample(x, reps, np.random.default_rng(seed)).mean(axis=1)
    lo, hi = percentile_interval(means)
    return float(x.mean()), float(lo), float(hi)


def seed_interval(
    values: Sequence[float], seed: int, min_seeds: int, reps: int = CI_RESAMPLES
) -> tuple[float, float, float, str]:
    """(mean, lower, upper, label) of the seed scores ``values``.

    With at least ``min_seeds`` values: :func:`mean_ci` labelled :data:`CI_LABEL`. With fewer, a
    bootstrap interval is little more than the range of the values (with 2 seeds, their min and
    max), so the interval is the min and max over the values, labelled :data:`MINMAX_LABEL`.
    """
    x = np.asarray(values, dtype=float)
    if x.size >= min_seeds:
        return (*mean_ci(x, seed, reps), CI_LABEL)
    if x.size == 0:
        return np.nan, np.nan, np.nan, MINMAX_LABEL
    return float(x.mean()), float(x.min()), float(x.max()), MINMAX_LABEL


# ----------------------------------------------------------------------------------------------
# Aggregates over tasks. ``groups`` is a list of arrays of shape (R, n_task): R replicates (R = 1
# for the point estimate, R = resamples for the bootstrap) of the run scores of each task.


def _pooled(groups: Sequence[np.ndarray]) -> np.ndarray:
    return np.concatenate(groups, axis=1)


def agg_iqm(groups: Sequence[np.ndarray]) -> np.ndarray:
    """IQM over all runs of all tasks, per replicate (rliable ``aggregate_iqm``)."""
    return iqm(_pooled(groups), axis=1)


def agg_mean(groups: Sequence[np.ndarray]) -> np.ndarray:
    """Mean over tasks of the per-task mean (rliable ``aggregate_mean``)."""
    return np.mean([g.mean(axis=1) for g in groups], axis=0)


def agg_median(groups: Sequence[np.ndarray]) -> np.ndarray:
    """Median over tasks of the per-task mean (rliable ``aggregate_median``)."""
    return np.median([g.mean(axis=1) for g in groups], axis=0)


def agg_optimality_gap(groups: Sequence[np.ndarray], gamma: float = 1.0) -> np.ndarray:
    """``gamma`` minus the mean of scores clipped at ``gamma`` (rliable ``aggregate_optimality_gap``)."""
    return gamma - np.minimum(_pooled(groups), gamma).mean(axis=1)


AGGREGATE_FUNCS: dict[str, Callable[[Sequence[np.ndarray]], np.ndarray]] = {
    "IQM": agg_iqm,
    "Median": agg_median,
    "Mean": agg_mean,
    "Optimality gap": agg_optimality_gap,
}


def stratified_resamples(
    tasks: Sequence[np.ndarray], reps: int, rng: np.random.Generator
) -> list[np.ndarray]:
    """Stratified bootstrap: the runs of each task resampled within the task, ``(reps, n_task)`` each."""
    return [resample(np.asarray(t, dtype=float), reps, rng) for t in tasks]


def aggregate_intervals(
    tasks: Sequence[np.ndarray], seed: int, reps: int = CI_RESAMPLES
) -> dict[str, tuple[float, float, float]]:
    """{metric: (point, lower, upper)} for :data:`AGGREGATES` with stratified bootstrap intervals."""
    point_groups = [np.asarray(t, dtype=float)[None, :] for t in tasks]
    boot = stratified_resamples(tasks, reps, np.random.default_rng(seed))
    out = {}
    for name, func in AGGREGATE_FUNCS.items():
        lo, hi = percentile_interval(func(boot))
        out[name] = (float(func(point_groups)[0]), float(lo), float(hi))
    return out


def probability_of_improvement(xs: Sequence[np.ndarray], ys: Sequence[np.ndarray]) -> np.ndarray:
    """P(X > Y) + P(X = Y)/2 per task, averaged over tasks; ``xs[t]`` is ``(R, n_x)``, ``ys[t]`` ``(R, n_y)``.

    This is the Mann-Whitney U statistic over ``n_x * n_y`` (rliable ``probability_of_improvement``).
    """
    per_task = []
    for x, y in zip(xs, ys, strict=True):
        gt = (x[:, :, None] > y[:, None, :]).mean(axis=(1, 2))
        eq = (x[:, :, None] == y[:, None, :]).mean(axis=(1, 2))
        per_task.append(gt + 0.5 * eq)
    return np.mean(per_task, axis=0)


def poi_interval(
    x_tasks: Sequence[np.ndarray], y_tasks: Sequence[np.ndarray], seed: int, reps: int = CI_RESAMPLES
) -> tuple[float, float, float]:
    """Probability of improvement of X over Y with an independent stratified bootstrap interval."""
    point = probability_of_improvement(
        [np.asarray(t, float)[None, :] for t in x_tasks], [np.asarray(t, float)[None, :] for t in y_tasks]
    )
    rng = np.random.default_rng(seed)
    bx = stratified_resamples(x_tasks, reps, rng)
    by = stratified_resamples(y_tasks, reps, rng)
    lo, hi = percentile_interval(probability_of_improvement(bx, by))
    return float(point[0]), float(lo), float(hi)


def score_distribution(groups: Sequence[np.ndarray], taus: np.ndarray) -> np.ndarray:
    """Fraction of runs with a score above each tau, per replicate: ``(R, len(taus))``.

    Tasks weigh equally (the mean over tasks of the per-task fractions); on balanced scores this is
    rliable's run-score distribution (``create_performance_profile``).
    """
    taus = np.asarray(taus, dtype=float)
    return np.mean([(g[:, :, None] > taus).mean(axis=1) for g in groups], axis=0)


def performance_profile(
    tasks: Sequence[np.ndarray], taus: np.ndarray, seed: int, reps: int = PROFILE_RESAMPLES
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Run-score distribution at ``taus`` with its stratified bootstrap band: (profile, lower, upper)."""
    point = score_distribution([np.asarray(t, float)[None, :] for t in tasks], taus)[0]
    boot = score_distribution(stratified_resamples(tasks, reps, np.random.default_rng(seed)), taus)
    lo, hi = percentile_interval(boot)
    return point, lo, hi
