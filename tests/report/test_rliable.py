"""esbench's own statistics (``esbench/report/stats.py``) equal rliable's on shared score matrices.

rliable and arch are test dependencies only (the ``dev`` extra, with ``pandas<3``: arch 7.2 does not
import under pandas 3); esbench never imports them. Point estimates must be equal; bootstrap
intervals must be equal given the same resamples, both ways: rliable's draws replayed through
esbench's aggregate functions, and esbench's draws (``numpy.random.default_rng(seed)``) handed to
rliable's ``StratifiedBootstrap`` in place of its own.
"""

from __future__ import annotations

import numpy as np
import pytest

rm = pytest.importorskip("rliable.metrics", reason="rliable is in the dev extra")
rl = pytest.importorskip("rliable.library", reason="rliable is in the dev extra")

from esbench.report import stats  # noqa: E402


def _scores(runs=6, tasks=4, seed=0):
    """A (runs, tasks) matrix of normalised scores, some above 1 (for the optimality gap)."""
    return np.random.RandomState(seed).rand(runs, tasks) * 2 - 0.3


def _rliable_aggregates(scores: np.ndarray) -> np.ndarray:
    """rliable's four aggregates in esbench's order (:data:`esbench.report.stats.AGGREGATES`)."""
    return np.array([rm.aggregate_iqm(scores), rm.aggregate_median(scores), rm.aggregate_mean(scores),
                     rm.aggregate_optimality_gap(scores)])  # fmt: skip


def _replay(matrix: np.ndarray, reps: int, seed: int) -> list[np.ndarray]:
    """The resamples rliable's StratifiedBootstrap draws after ``np.random.seed(seed)``, per task."""
    np.random.seed(seed)
    n, m = matrix.shape
    idx = [np.random.choice(n, (n, m)) for _ in range(reps)]
    return [np.stack([matrix[i[:, t], t] for i in idx]) for t in range(m)]


def _esbench_indices(n: int, m: int, reps: int, seed: int) -> np.ndarray:
    """The run indices :func:`stats.stratified_resamples` draws, ``m`` tasks of ``n`` runs: (reps, n, m)."""
    rng = np.random.default_rng(seed)
    return np.stack([rng.integers(0, n, size=(reps, n)) for _ in range(m)], axis=2)


def test_aggregates_point_estimates_equal_rliable():
    x = _scores()
    groups = [x[:, t][None, :] for t in range(x.shape[1])]
    ours = [stats.AGGREGATE_FUNCS[name](groups)[0] for name in stats.AGGREGATES]
    np.testing.assert_allclose(ours, _rliable_aggregates(x), rtol=0, atol=1e-15)
    y = _scores(runs=5, seed=1)
    poi = stats.probability_of_improvement(groups, [y[:, t][None, :] for t in range(4)])[0]
    assert poi == pytest.approx(rm.probability_of_improvement(x, y), abs=1e-15)


def test_report_intervals_equal_rliable_given_esbench_draws(monkeypatch):
    """``stats.aggregate_intervals`` (the report's aggregates table) equals rliable's
    ``get_interval_estimates`` when rliable's bootstrap uses esbench's resample indices."""
    x, reps, seed = _scores(runs=7, tasks=5, seed=4), 400, 11
    tasks = [x[:, t] for t in range(x.shape[1])]
    idx = _esbench_indices(*x.shape, reps, seed)
    boot = stats.stratified_resamples(tasks, reps, np.random.default_rng(seed))
    for t, resampled in enumerate(boot):  # the indices are the ones esbench draws
        np.testing.assert_array_equal(resampled, x[idx[:, :, t], t])

    draws = iter(idx)
    monkeypatch.setattr(
        rl.StratifiedBootstrap, "update_indices", lambda self: (next(draws), *self._strata_indices)
    )
    point, ci = rl.get_interval_estimates({"a": x}, _rliable_aggregates, reps=reps)
    assert next(draws, None) is None, "rliable used exactly `reps` resamples"
    ours = stats.aggregate_intervals(tasks, seed, reps)
    for k, name in enumerate(stats.AGGREGATES):
        assert ours[name][0] == pytest.approx(point["a"][k], abs=1e-15), name
        np.testing.assert_allclose(ours[name][1:], ci["a"][:, k], rtol=0, atol=1e-12, err_msg=name)


def test_aggregate_intervals_equal_rliable_on_rliable_draws():
    x, reps = _scores(), 300
    np.random.seed(7)
    _, ci = rl.get_interval_estimates({"a": x}, _rliable_aggregates, reps=reps)
    boot = _replay(x, reps, 7)
    ours = np.stack([stats.AGGREGATE_FUNCS[name](boot) for name in stats.AGGREGATES], axis=1)
    lo, hi = stats.percentile_interval(ours)
    np.testing.assert_allclose(lo, ci["a"][0], rtol=0, atol=1e-12)  # summation order only
    np.testing.assert_allclose(hi, ci["a"][1], rtol=0, atol=1e-12)


def test_profile_equals_rliable_on_same_draws(monkeypatch):
    x, reps, seed = _scores(), 200, 3
    taus = np.linspace(0, 1, 11)
    np.random.seed(seed)
    prof, cis = rl.create_performance_profile({"a": x}, taus, reps=reps)
    boot = _replay(x, reps, seed)
    lo, hi = stats.percentile_interval(stats.score_distribution(boot, taus))
    point = stats.score_distribution([x[:, t][None, :] for t in range(4)], taus)[0]
    np.testing.assert_allclose(point, prof["a"], atol=1e-15)
    np.testing.assert_allclose(lo, cis["a"][0], atol=1e-15)
    np.testing.assert_allclose(hi, cis["a"][1], atol=1e-15)
    # And the report's function on its own draws, handed to rliable.
    draws = iter(_esbench_indices(*x.shape, reps, seed))
    monkeypatch.setattr(
        rl.StratifiedBootstrap, "update_indices", lambda self: (next(draws), *self._strata_indices)
    )
    prof, cis = rl.create_performance_profile({"a": x}, taus, reps=reps)
    ours = stats.performance_profile([x[:, t] for t in range(4)], taus, seed, reps)
    np.testing.assert_allclose(ours[0], prof["a"], atol=1e-15)
    np.testing.assert_allclose(ours[1:], cis["a"], atol=1e-15)
