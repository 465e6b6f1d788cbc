"""esbench's own statistics (``esbench/report/stats.py``) equal rliable's on shared score matrices.

rliable's values are stored in ``data/rliable_reference.json``, computed once by rliable 1.2 in an
environment of its own (``data/make_rliable_reference.py`` holds the command): rliable imports
arch, which does not import under pandas 3, and esbench is tested on the pandas users get. So these
tests need neither rliable nor arch. The file holds the score matrices and every bootstrap draw
(run indices) rliable used, both kinds: rliable's own draws, replayed here through esbench's
aggregate functions, and esbench's draws (``numpy.random.default_rng(seed)``), which rliable used in
place of its own. Floats were computed on another machine: they are compared within
:data:`RTOL` (relative), never bit for bit; draws are integers and compared exactly.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from esbench.report import stats

REFERENCE = json.loads((Path(__file__).parent / "data" / "rliable_reference.json").read_text())
CASES = REFERENCE["cases"]
#: Relative tolerance against rliable's stored values (sums and percentiles in numpy, another machine).
RTOL = 1e-9
ATOL = 1e-12  # for values at or near 0 (a profile's lower band, a small optimality gap)


def _close(actual, desired, what: str) -> None:
    np.testing.assert_allclose(actual, desired, rtol=RTOL, atol=ATOL, err_msg=what)


def _scores(case: dict) -> np.ndarray:
    return np.array(case["scores"], dtype=float)


def _draws(case: dict) -> np.ndarray:
    """The stored run indices, (reps, n, m): the i-th resample takes run ``d[i, r, t]`` as its
    ``r``-th run of task ``t`` (rliable's ``StratifiedBootstrap`` convention)."""
    n, m = np.shape(case["scores"])
    flat = np.array([[int(c) for c in draw] for draw in case["draws"]])
    assert flat.shape == (case["reps"], n * m)
    return flat.reshape(case["reps"], n, m)


def _replay(x: np.ndarray, draws: np.ndarray) -> list[np.ndarray]:
    """The resamples of ``draws`` per task, as :func:`stats.stratified_resamples` gives them."""
    return [x[draws[:, :, t], t] for t in range(x.shape[1])]


def _esbench_indices(n: int, m: int, reps: int, seed: int) -> np.ndarray:
    """The run indices :func:`stats.stratified_resamples` draws, ``m`` tasks of ``n`` runs: (reps, n, m)."""
    rng = np.random.default_rng(seed)
    return np.stack([rng.integers(0, n, size=(reps, n)) for _ in range(m)], axis=2)


def _esbench_draws(case: dict) -> np.ndarray:
    """The stored draws of an ``*_esbench_draws`` case, checked to be the ones esbench draws here."""
    x, draws = _scores(case), _draws(case)
    idx = _esbench_indices(*x.shape, case["reps"], case["seed"])
    assert np.array_equal(idx, draws), "numpy's Generator draws other integers than when stored"
    boot = stats.stratified_resamples([x[:, t] for t in range(x.shape[1])], case["reps"],
                                      np.random.default_rng(case["seed"]))  # fmt: skip
    for t, resampled in enumerate(boot):  # the indices are the ones esbench draws
        np.testing.assert_array_equal(resampled, x[idx[:, :, t], t])
    return draws


def test_reference_file_names_its_command_and_versions():
    assert REFERENCE["generated_by"] == "/tmp/rl-env/bin/python tests/report/data/make_rliable_reference.py"
    assert REFERENCE["versions"]["rliable"] == "1.2.0"
    assert tuple(REFERENCE["aggregates_order"]) == stats.AGGREGATES
    for name, case in CASES.items():
        if "draws" in case:
            assert len(case["draws"]) == case["reps"], name


def test_aggregates_point_estimates_equal_rliable():
    case = CASES["point"]
    x, y = _scores(case), np.array(case["scores_y"], dtype=float)
    groups = [x[:, t][None, :] for t in range(x.shape[1])]
    ours = [stats.AGGREGATE_FUNCS[name](groups)[0] for name in stats.AGGREGATES]
    _close(ours, case["aggregates"], "aggregates")
    poi = stats.probability_of_improvement(groups, [y[:, t][None, :] for t in range(y.shape[1])])[0]
    _close(poi, case["probability_of_improvement"], "probability of improvement")


def test_report_intervals_equal_rliable_given_esbench_draws():
    """``stats.aggregate_intervals`` (the report's aggregates table) equals rliable's
    ``get_interval_estimates`` when rliable's bootstrap used esbench's resample indices."""
    case = CASES["intervals_esbench_draws"]
    x, draws = _scores(case), _esbench_draws(case)
    ours = stats.aggregate_intervals([x[:, t] for t in range(x.shape[1])], case["seed"], case["reps"])
    for k, name in enumerate(stats.AGGREGATES):
        _close(ours[name], [case["point"][k], case["lower"][k], case["upper"][k]], name)
    # The same through the stored draws alone (no random generator on this side).
    boot = _replay(x, draws)
    replayed = np.stack([stats.AGGREGATE_FUNCS[name](boot) for name in stats.AGGREGATES], axis=1)
    lo, hi = stats.percentile_interval(replayed)
    _close(lo, case["lower"], "lower")
    _close(hi, case["upper"], "upper")


def test_aggregate_intervals_equal_rliable_on_rliable_draws():
    case = CASES["intervals_rliable_draws"]
    x = _scores(case)
    boot = _replay(x, _draws(case))
    ours = np.stack([stats.AGGREGATE_FUNCS[name](boot) for name in stats.AGGREGATES], axis=1)
    lo, hi = stats.percentile_interval(ours)
    _close(lo, case["lower"], "lower")
    _close(hi, case["upper"], "upper")
    point = [stats.AGGREGATE_FUNCS[name]([x[:, t][None, :] for t in range(x.shape[1])])[0]
             for name in stats.AGGREGATES]  # fmt: skip
    _close(point, case["point"], "point")


def test_profile_equals_rliable_on_rliable_draws():
    case = CASES["profile_rliable_draws"]
    x, taus = _scores(case), np.array(case["taus"])
    lo, hi = stats.percentile_interval(stats.score_distribution(_replay(x, _draws(case)), taus))
    point = stats.score_distribution([x[:, t][None, :] for t in range(x.shape[1])], taus)[0]
    _close(point, case["profile"], "profile")
    _close(lo, case["lower"], "lower")
    _close(hi, case["upper"], "upper")


def test_report_profile_equals_rliable_given_esbench_draws():
    """``stats.performance_profile`` (the report's profiles) on its own draws, which rliable used."""
    case = CASES["profile_esbench_draws"]
    x, taus = _scores(case), np.array(case["taus"])
    _esbench_draws(case)
    ours = stats.performance_profile([x[:, t] for t in range(x.shape[1])], taus, case["seed"], case["reps"])
    _close(ours[0], case["profile"], "profile")
    _close(ours[1], case["lower"], "lower")
    _close(ours[2], case["upper"], "upper")


@pytest.mark.parametrize("name", ["intervals_rliable_draws", "profile_rliable_draws"])
def test_rliable_draws_are_stratified_resamples(name):
    """rliable's stored draws resample runs within each task: every index names a run of the task."""
    case = CASES[name]
    draws = _draws(case)
    n = len(case["scores"])
    assert draws.min() >= 0 and draws.max() < n
    assert len({d.tobytes() for d in draws}) == case["reps"], "distinct resamples"
