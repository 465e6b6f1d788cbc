"""Write ``rliable_reference.json``: rliable's own statistics on fixed scores and fixed bootstrap draws.

``tests/report/test_rliable.py`` checks esbench's statistics (``esbench/report/stats.py``) against
these values, so the tests need neither rliable nor arch: rliable 1.2 imports arch, and arch 7.2
does not import under pandas 3, which users get. This script runs once, in a small environment of
its own (it does not import esbench), from the repository root::

    python3 -m venv /tmp/rl-env
    /tmp/rl-env/bin/pip install 'pandas<3' 'rliable==1.2.0' 'arch==7.2.0' numpy
    /tmp/rl-env/bin/python tests/report/data/make_rliable_reference.py

The file holds, for each case, the score matrix (runs x tasks), every bootstrap draw rliable used
(the run indices of one resample, an ``n x m`` array written row by row as a string of digits) and
rliable's outputs. Two kinds of draws: rliable's own (``np.random.seed(s)``, then its
``StratifiedBootstrap``), recorded as rliable drew them; and esbench's
(:func:`esbench_indices`, ``numpy.random.default_rng(seed)``), handed to rliable in place of its own.
Floats are written as Python's shortest round-trip repr.
"""

from __future__ import annotations

import json
import platform
import sys
from importlib.metadata import version
from pathlib import Path

import numpy as np
from rliable import library as rl
from rliable import metrics as rm

OUT = Path(__file__).with_name("rliable_reference.json")
COMMAND = "/tmp/rl-env/bin/python tests/report/data/make_rliable_reference.py"
TAUS = np.linspace(0, 1, 11)


def scores(runs: int = 6, tasks: int = 4, seed: int = 0) -> np.ndarray:
    """A (runs, tasks) matrix of normalised scores, some above 1 (for the optimality gap)."""
    return np.random.RandomState(seed).rand(runs, tasks) * 2 - 0.3


def esbench_indices(n: int, m: int, reps: int, seed: int) -> np.ndarray:
    """The run indices ``esbench.report.stats.stratified_resamples`` draws, m tasks of n runs.

    Shape (reps, n, m), as the (n, m) draws rliable's StratifiedBootstrap makes, one per resample.
    """
    rng = np.random.default_rng(seed)
    return np.stack([rng.integers(0, n, size=(reps, n)) for _ in range(m)], axis=2)


def aggregates(x: np.ndarray) -> np.ndarray:
    """rliable's four aggregates in esbench's order (``esbench.report.stats.AGGREGATES``)."""
    return np.array([rm.aggregate_iqm(x), rm.aggregate_median(x), rm.aggregate_mean(x),
                     rm.aggregate_optimality_gap(x)])  # fmt: skip


def encode(draws: list[np.ndarray]) -> list[str]:
    """Each (n, m) array of run indices (all below 10) as one string of digits, row by row."""
    assert all(d.max() < 10 for d in draws)
    return ["".join(map(str, d.ravel())) for d in draws]


def run_bootstrap(x: np.ndarray, reps: int, compute, *, seed: int | None = None, given=None):
    """``compute()`` with rliable's StratifiedBootstrap drawing either its own resamples after
    ``np.random.seed(seed)`` or the ``given`` ones (reps, n, m); returns (result, draws used)."""
    original = rl.StratifiedBootstrap.update_indices
    used: list[np.ndarray] = []
    supply = iter(given) if given is not None else None

    def update_indices(self):
        out = original(self) if supply is None else (next(supply), *self._strata_indices)
        used.append(np.array(out[0]))
        return out

    rl.StratifiedBootstrap.update_indices = update_indices
    try:
        if seed is not None:
            np.random.seed(seed)
        result = compute()
    finally:
        rl.StratifiedBootstrap.update_indices = original
    assert len(used) == reps and all(d.shape == x.shape for d in used), "rliable used `reps` resamples"
    return result, used


def intervals(x: np.ndarray, reps: int, **draws) -> dict:
    (point, ci), used = run_bootstrap(
        x, reps, lambda: rl.get_interval_estimates({"a": x}, aggregates, reps=reps), **draws
    )
    return {"draws": encode(used), "point": point["a"].tolist(), "lower": ci["a"][0].tolist(),
            "upper": ci["a"][1].tolist()}  # fmt: skip


def profile(x: np.ndarray, reps: int, **draws) -> dict:
    (prof, cis), used = run_bootstrap(
        x, reps, lambda: rl.create_performance_profile({"a": x}, TAUS, reps=reps), **draws
    )
    return {"draws": encode(used), "profile": prof["a"].tolist(), "lower": cis["a"][0].tolist(),
            "upper": cis["a"][1].tolist()}  # fmt: skip


def dump(value, indent: str = "") -> str:
    """JSON with one line per list of numbers or strings (a score row, the draws one per line)."""
    inner = indent + " "
    if isinstance(value, dict):
        items = [f"{inner}{json.dumps(k)}: {dump(v, inner)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + indent + "}"
    if isinstance(value, list) and value and isinstance(value[0], (list, str)):
        return "[\n" + ",\n".join(inner + dump(v, inner) for v in value) + "\n" + indent + "]"
    return json.dumps(value)


def main() -> None:
    x, y = scores(), scores(runs=5, seed=1)
    x7 = scores(runs=7, tasks=5, seed=4)
    point = {"scores": x.tolist(), "scores_y": y.tolist(), "aggregates": aggregates(x).tolist()}
    point["probability_of_improvement"] = float(rm.probability_of_improvement(x, y))
    cases = {
        "point": point,
        "intervals_esbench_draws": {"scores": x7.tolist(), "reps": 400, "seed": 11}
        | intervals(x7, 400, given=esbench_indices(*x7.shape, 400, 11)),
        "intervals_rliable_draws": {"scores": x.tolist(), "reps": 300, "np_random_seed": 7}
        | intervals(x, 300, seed=7),
        "profile_rliable_draws": {
            "scores": x.tolist(),
            "taus": TAUS.tolist(),
            "reps": 200,
            "np_random_seed": 3,
        }
        | profile(x, 200, seed=3),
        "profile_esbench_draws": {"scores": x.tolist(), "taus": TAUS.tolist(), "reps": 200, "seed": 3}
        | profile(x, 200, given=esbench_indices(*x.shape, 200, 3)),
    }
    packages = ("rliable", "arch", "numpy", "scipy", "pandas")
    doc = {
        "generated_by": COMMAND,
        "environment": "python3 -m venv /tmp/rl-env && /tmp/rl-env/bin/pip install 'pandas<3' "
        "'rliable==1.2.0' 'arch==7.2.0' numpy",
        "versions": {"python": platform.python_version(), **{p: version(p) for p in packages}},
        "aggregates_order": ["IQM", "Median", "Mean", "Optimality gap"],
        "cases": cases,
    }
    OUT.write_text(dump(doc) + "\n")
    print(f"{OUT}: {len(cases)} cases", file=sys.stderr)


if __name__ == "__main__":
    main()
