"""Stats against rliable: point estimates exactly, bootstrap intervals exactly given rliable's draws."""

from __future__ import annotations

import importlib.util
import sys
import types

import numpy as np
import pytest
import rliable.metrics as rm

from esbench.report import curves as cv
from esbench.report import stats


@pytest.fixture(scope="module")
def rliable_library():
    """``rliable.library`` without running ``arch/__init__`` (arch 7.2's univariate module fails to
    import under pandas 3; rliable only needs ``arch.bootstrap``)."""
    if "arch" not in sys.modules:
        spec = importlib.util.find_spec("arch")
        pkg = types.ModuleType("arch")
        pkg.__path__ = list(spec.submodule_search_locations)
        sys.modules["arch"] = pkg
    import rliable.library

    return rliable.library


def _scores(runs=6, tasks=4, seed=0):
    return np.random.RandomState(seed).rand(runs, tasks) * 2 - 0.3


def _replay(matrix: np.ndarray, reps: int, seed: int) -> list[np.ndarray]:
    """The resamples rliable's StratifiedBootstrap draws after ``np.random.seed(seed)``, per task."""
    np.random.seed(seed)
    n, m = matrix.shape
    idx = [np.random.choice(n, (n, m)) for _ in range(reps)]
    return [np.stack([matrix[i[:, t], t] for i in idx]) for t in range(m)]


def test_point_estimates_equal_rliable():
    x = _scores()
    groups = [x[:, t][None, :] for t in range(x.shape[1])]
    assert stats.agg_iqm(groups)[0] == pytest.approx(rm.aggregate_iqm(x), abs=1e-15)
    assert stats.agg_mean(groups)[0] == pytest.approx(rm.aggregate_mean(x), abs=1e-15)
    assert stats.agg_median(groups)[0] == pytest.approx(rm.aggregate_median(x), abs=1e-15)
    assert stats.agg_optimality_gap(groups)[0] == pytest.approx(rm.aggregate_optimality_gap(x), abs=1e-15)
    y = _scores(runs=5, seed=1)
    poi = stats.probability_of_improvement(groups, [y[:, t][None, :] for t in range(4)])[0]
    assert poi == pytest.approx(rm.probability_of_improvement(x, y), abs=1e-15)


def test_aggregate_intervals_equal_rliable_on_same_draws(rliable_library):
    x, reps = _scores(), 300

    def func(s):
        return np.array([rm.aggregate_iqm(s), rm.aggregate_median(s), rm.aggregate_mean(s),
                         rm.aggregate_optimality_gap(s)])  # fmt: skip

    np.random.seed(7)
    _, ci = rliable_library.get_interval_estimates({"a": x}, func, reps=reps)
    boot = _replay(x, reps, 7)
    ours = np.stack([stats.AGGREGATE_FUNCS[name](boot) for name in stats.AGGREGATES], axis=1)
    lo, hi = stats.percentile_interval(ours)
    np.testing.assert_allclose(lo, ci["a"][0], rtol=0, atol=1e-12)  # summation order only
    np.testing.assert_allclose(hi, ci["a"][1], rtol=0, atol=1e-12)


def test_profile_equals_rliable_on_same_draws(rliable_library):
    x, reps = _scores(), 200
    taus = np.linspace(0, 1, 11)
    np.random.seed(3)
    prof, cis = rliable_library.create_performance_profile({"a": x}, taus, reps=reps)
    boot = _replay(x, reps, 3)
    lo, hi = stats.percentile_interval(stats.score_distribution(boot, taus))
    point = stats.score_distribution([x[:, t][None, :] for t in range(4)], taus)[0]
    np.testing.assert_allclose(point, prof["a"], atol=1e-15)
    np.testing.assert_allclose(lo, cis["a"][0], atol=1e-15)
    np.testing.assert_allclose(hi, cis["a"][1], atol=1e-15)


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
    assert cv.first_crossing(x, y, 25.0) == 50.0
    assert cv.first_crossing(x, y, 100.0) == 200.0
    assert np.isnan(cv.first_crossing(x, y, 101.0))
    assert cv.first_crossing(x, y, -5.0) == 0.0
    np.testing.assert_array_equal(cv.progress_levels(x, y, [0.25, 1.0]), [25.0, 100.0])
    assert cv.progress_levels(x, y[::-1], [0.5]) is None


def test_seed_mean_and_band():
    a = (np.array([0.0, 10.0]), np.array([0.0, 10.0]))
    b = (np.array([0.0, 5.0, 20.0]), np.array([2.0, 7.0, 22.0]))
    grid, mean = cv.seed_mean([a, b])
    np.testing.assert_array_equal(grid, [0.0, 5.0, 10.0])
    np.testing.assert_array_equal(mean, [1.0, 6.0, 11.0])
    _, lo, hi = cv.band([a, b], grid, "minmax", seed=0)
    np.testing.assert_array_equal(lo, [0.0, 5.0, 10.0])
    np.testing.assert_array_equal(hi, [2.0, 7.0, 12.0])
    m2, lo2, hi2 = cv.band([a, b], grid, "ci", seed=0)
    assert np.all(lo2 <= m2) and np.all(m2 <= hi2) and np.all(lo2 >= lo) and np.all(hi2 <= hi)


def test_clean_curve_drops_nan_and_repeats():
    x, y = cv.clean_curve(np.array([0, 10, 10, np.nan, 5]), np.array([1, 2, 3, 4, np.nan]))
    np.testing.assert_array_equal(x, [0, 10])
    np.testing.assert_array_equal(y, [1, 3])
