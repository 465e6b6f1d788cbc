"""esbench's statistics: intervals, IQM, aggregates, curve bands (compared with rliable: test_rliable.py)."""

from __future__ import annotations

import numpy as np
import pytest

from esbench.report import curves as cv
from esbench.report import stats


def test_intervals_are_deterministic_and_cover_point():
    tasks = [np.array([0.1, 0.5, 0.9]), np.array([0.2, 0.4]), np.array([0.3, 0.6, 0.7, 0.8])]
    a = stats.aggregate_intervals(tasks, seed=1)
    assert a == stats.aggregate_intervals(tasks, seed=1)
    for point, lo, hi in a.values():
        assert lo <= point <= hi
    assert a["Mean"][0] == pytest.approx(np.mean([0.5, 0.3, 0.6]))
    # IQM of the 9 pooled scores: scipy trims int(0.25 * 9) = 2 from each end.
    assert a["IQM"][0] == pytest.approx(np.mean([0.3, 0.4, 0.5, 0.6, 0.7]))


def test_mean_ci_documented_procedure():
    x = np.array([1.0, 2.0, 4.0, 8.0])
    mean, lo, hi = stats.mean_ci(x, seed=11)
    rng = np.random.default_rng(11)
    means = x[rng.integers(0, 4, size=(stats.CI_RESAMPLES, 4))].mean(axis=1)
    assert (mean, lo, hi) == (3.75, np.percentile(means, 2.5), np.percentile(means, 97.5))
    assert stats.mean_ci([5.0, 5.0, 5.0], seed=1) == (5.0, 5.0, 5.0)
    assert all(np.isnan(v) for v in stats.mean_ci([], seed=1))


def test_seed_for_is_stable():
    assert stats.seed_for("final", "EnvA-v0", "ES") == stats.seed_for("final", "EnvA-v0", "ES")
    assert stats.seed_for("a", "b") != stats.seed_for("ab")


def test_first_crossing_and_levels():
    x = np.array([0.0, 100.0, 200.0])
    y = np.array([0.0, 50.0, 100.0])
    assert cv.first_crossing(x, y, 25.0) == 100.0  # the first point at or above: never interpolated
    assert cv.first_crossing(x, y, 50.0) == 100.0
    assert cv.first_crossing(x, y, 100.0) == 200.0
    assert np.isnan(cv.first_crossing(x, y, 101.0))
    assert cv.first_crossing(x, y, -5.0) == 0.0
    np.testing.assert_array_equal(cv.progress_levels(x, y, [0.25, 1.0]), [25.0, 100.0])
    assert cv.progress_levels(x, y[::-1], [0.5]) is None


def test_seed_mean_and_band():
    a = (np.array([0.0, 10.0]), np.array([0.0, 10.0]))
    b = (np.array([0.0, 5.0, 20.0]), np.array([2.0, 7.0, 22.0]))
    # The mean runs to the longest seed's end (20); seed a ended at 10 and holds 10 from there.
    grid, mean = cv.seed_mean([a, b])
    np.testing.assert_array_equal(grid, [0.0, 5.0, 10.0, 20.0])
    np.testing.assert_array_equal(mean, [1.0, 6.0, 11.0, 16.0])
    _, lo, hi = cv.band([a, b], grid, "minmax", seed=0)
    np.testing.assert_array_equal(lo, [0.0, 5.0, 10.0, 10.0])
    np.testing.assert_array_equal(hi, [2.0, 7.0, 12.0, 22.0])
    m2, lo2, hi2 = cv.band([a, b], grid, "ci", seed=0)
    assert np.all(lo2 <= m2) and np.all(m2 <= hi2) and np.all(lo2 >= lo) and np.all(hi2 <= hi)


def test_clean_curve_drops_nan_and_repeats():
    x, y = cv.clean_curve(np.array([0, 10, 10, np.nan, 5]), np.array([1, 2, 3, 4, np.nan]))
    np.testing.assert_array_equal(x, [0, 10])
    np.testing.assert_array_equal(y, [1, 3])


def test_short_seed_is_held_to_the_longest_end():
    # Wall-clock curves of two seeds that both reach 500: one at 455 s, the other at 600 s.
    short = (np.array([0.0, 200.0, 455.0]), np.array([0.0, 300.0, 500.0]))
    long = (np.array([0.0, 300.0, 600.0]), np.array([0.0, 250.0, 500.0]))
    assert cv.common_end([short, long]) == 600.0
    np.testing.assert_array_equal(cv.early_ends([short, long]), [455.0])
    grid = cv.plot_grid([short, long])
    assert grid[0] == 0.0 and grid[-1] == 600.0 and 455.0 in grid
    mean, lo, hi = cv.band([short, long], grid, "minmax", seed=0)
    # The mean reaches both seeds' last value at the longest seed's end, the short one held at 500.
    assert mean[-1] == lo[-1] == hi[-1] == 500.0
    at = np.flatnonzero(grid == 455.0)[0]
    assert mean[at] == pytest.approx((500.0 + 250.0 + 250.0 * 155.0 / 300.0) / 2, rel=1e-12)
    np.testing.assert_array_equal(cv.on_grid([short], np.array([455.0, 500.0, 600.0]))[0], [500.0] * 3)
    log_grid = cv.plot_grid([short, long], log_x=True)
    assert log_grid[-1] == 600.0 and 455.0 in log_grid and log_grid[0] == 200.0
    assert cv.early_ends([long, long]).size == 0


def test_seed_interval_min_max_below_min_seeds():
    assert stats.seed_interval([1.0, 5.0], seed=3, min_seeds=5) == (3.0, 1.0, 5.0, "min-max")
    x = [1.0, 2.0, 4.0, 8.0, 16.0]
    assert stats.seed_interval(x, seed=3, min_seeds=5) == (*stats.mean_ci(x, seed=3), "95% CI")
    assert stats.seed_interval([], seed=3, min_seeds=5)[3] == "min-max"
