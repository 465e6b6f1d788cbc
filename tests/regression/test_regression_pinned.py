"""Pinned-value regression: fixed-seed runs must reproduce their recorded results on any x86-64 CPU.

As Nevergrad's ``recorded_recommendations.csv``: a few small fixed-seed runs of every algorithm
family on classic-control envs, each recorded as its final θ (the trained parameters, float32), its
eval curve and its training steps, in ``tests/regression/recorded.json``. Any change to results
(maths, seeding, rollouts, budget accounting, a library upgrade) fails here.

What is exact and what is within a tolerance: numpy's OpenBLAS and torch pick SIMD kernels by CPU
(AVX-512, AVX2, SSE), and those kernels sum in different orders, so the same trial gives the same
*steps* everywhere but floats that agree only to within the kernels' spread. Measured on this
project's 2-core AMD EPYC (AVX-512) against ``OPENBLAS_CORETYPE=Sandybridge/Prescott/Haswell`` and
``ATEN_CPU_CAPABILITY=default``: ES and CMA-ES θ within 6e-8 absolute (1.5e-6 relative), returns
within 3e-9 relative; A2C and PPO θ within 3e-7 absolute, returns identical; TRPO, whose conjugate
gradient and line search amplify a last-bit difference, θ within 5e-4 absolute and returns within
3e-4 relative; SAC, TD3 and ARS θ within 2.4e-7 absolute, returns within 1.1e-8 relative.
:data:`TOLERANCES` allows about 10x those spreads; steps and eval steps are exact.
Bit-exact checks stay where they are true: the same trial twice on one machine
(:func:`test_same_machine_is_bit_exact`) and 1 against N workers (``tests/backends``).

A deliberate change of results: re-record with ``ESBENCH_RECORD_REGRESSION=1 pytest
tests/test_regression_pinned.py`` and say why in the commit message. A case missing from the file
is recorded and the test fails, asking for a rerun.
"""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.core.metrics import MemoryWriter
from esbench.runners.registry import get_runner

RECORD_FILE = Path(__file__).parent / "recorded.json"
RECORD = os.environ.get("ESBENCH_RECORD_REGRESSION") == "1"

ES_SMALL = {"noise_table_size": 2**20, "population": 8, "backend": "serial"}
#: name -> (algo, env, budget, params). Small budgets: the whole file takes seconds.
CASES: dict[str, tuple[str, str, int, dict]] = {
    "es-cartpole": ("openai_es", "CartPole-v1", 3000, ES_SMALL),
    "es-pendulum": ("openai_es", "Pendulum-v1", 4000, {**ES_SMALL, "calc_obstat_prob": 0.5}),
    "es-cartpole-2ep": ("openai_es", "CartPole-v1", 3000, {**ES_SMALL, "episodes_per_pair": 2}),
    "cma-cartpole": ("nevergrad", "CartPole-v1", 3000, {"popsize": 6}),
    "cma-pendulum": ("nevergrad", "Pendulum-v1", 2000, {"popsize": 6}),
    "a2c-cartpole": ("sb3_a2c", "CartPole-v1", 1000, {"n_steps": 8}),
    "ppo-cartpole": ("sb3_ppo", "CartPole-v1", 1000, {"n_steps": 64, "batch_size": 32, "n_epochs": 2}),
    "trpo-pendulum": (
        "sb3_trpo",
        "Pendulum-v1",
        600,
        {"n_steps": 64, "batch_size": 32, "n_critic_updates": 2, "cg_max_steps": 5},
    ),
    "sac-pendulum": (
        "sb3_sac",
        "Pendulum-v1",
        600,
        {"learning_starts": 200, "batch_size": 32, "buffer_size": 1000},
    ),
    "td3-pendulum": (
        "sb3_td3",
        "Pendulum-v1",
        600,
        {
            "learning_starts": 200,
            "batch_size": 32,
            "buffer_size": 1000,
            "noise_type": "normal",
            "noise_std": 0.1,
        },
    ),
    "ars-pendulum": ("sb3_ars", "Pendulum-v1", 2000, {"n_delta": 2, "n_top": 1, "delta_std": 0.05}),
}


@dataclasses.dataclass(frozen=True)
class Tolerance:
    """How far a pinned float may move between CPUs' kernels: ``|got - want| <= atol + rtol * |want|``."""

    theta_atol: float
    theta_rtol: float
    return_rtol: float


#: Per algorithm family: about 10x the spread measured between SIMD kernels (module docstring).
NUMPY_TOLERANCE = Tolerance(theta_atol=1e-6, theta_rtol=1e-5, return_rtol=1e-6)
TOLERANCES: dict[str, Tolerance] = {
    "openai_es": NUMPY_TOLERANCE,
    "nevergrad": NUMPY_TOLERANCE,
    "sb3_a2c": Tolerance(theta_atol=5e-6, theta_rtol=1e-5, return_rtol=1e-6),
    "sb3_ppo": Tolerance(theta_atol=5e-6, theta_rtol=1e-5, return_rtol=1e-6),
    "sb3_trpo": Tolerance(theta_atol=5e-3, theta_rtol=1e-2, return_rtol=3e-3),
    "sb3_sac": Tolerance(theta_atol=5e-6, theta_rtol=1e-5, return_rtol=1e-6),
    "sb3_td3": Tolerance(theta_atol=5e-6, theta_rtol=1e-5, return_rtol=1e-6),
    "sb3_ars": Tolerance(theta_atol=5e-6, theta_rtol=1e-5, return_rtol=1e-6),
}


def _trained_theta(runner) -> np.ndarray:
    """The trained parameters of any runner as one float32 vector."""
    if hasattr(runner, "model") and runner.model is not None:  # SB3: every policy parameter
        import torch

        return torch.nn.utils.parameters_to_vector(runner.model.policy.parameters()).detach().numpy()
    if hasattr(runner, "evaluated_theta"):  # Nevergrad: the evaluated θ
        return np.asarray(runner.evaluated_theta(), np.float32)
    return np.asarray(runner.theta, np.float32)  # the ES


def run_case(name: str) -> dict:
    """Run one case and return what is pinned: θ hash, eval curve, training steps."""
    algo, env, budget, params = CASES[name]
    trial = Trial(
        suite="regression",
        label=name,
        algo=algo,
        env=env,
        seed=7,
        budget=Budget(timesteps=budget),
        eval=EvalSpec(every_timesteps=budget // 3, episodes=2),
        policy=PolicySpec(hidden=(16,)),
        params=params,
    )
    writer = MemoryWriter()
    runner = get_runner(algo)()
    result = runner.run(trial, writer)
    theta = np.ascontiguousarray(_trained_theta(runner), dtype=np.float32)
    return {
        "theta": [float(v) for v in theta],
        "eval_steps": writer.steps("eval.return_mean"),
        "eval_returns": [float(v) for v in writer.values("eval.return_mean")],
        "timesteps": int(result.timesteps),
    }


def pinned_problems(name: str, got: dict, want: dict) -> list[str]:
    """What differs between a run and its record beyond the family's tolerance (empty: it holds)."""
    tol = TOLERANCES[CASES[name][0]]
    problems = []
    for key in ("eval_steps", "timesteps"):
        if got[key] != want[key]:
            problems.append(f"{name}: {key} changed: {got[key]} != {want[key]}")
    got_theta, want_theta = np.asarray(got["theta"]), np.asarray(want["theta"])
    if got_theta.shape != want_theta.shape:
        problems.append(f"{name}: θ has {got_theta.size} params, {want_theta.size} recorded")
    elif not np.allclose(got_theta, want_theta, rtol=tol.theta_rtol, atol=tol.theta_atol):
        worst = float(np.max(np.abs(got_theta - want_theta)))
        problems.append(f"{name}: final θ changed (largest difference {worst:.3g}, atol {tol.theta_atol:g})")
    got_returns, want_returns = np.asarray(got["eval_returns"]), np.asarray(want["eval_returns"])
    if got_returns.shape != want_returns.shape or not np.allclose(
        got_returns, want_returns, rtol=tol.return_rtol, atol=0.0
    ):
        problems.append(f"{name}: eval curve changed: {got['eval_returns']} != {want['eval_returns']}")
    return problems


def _recorded() -> dict:
    return json.loads(RECORD_FILE.read_text()) if RECORD_FILE.is_file() else {}


@pytest.mark.parametrize("name", list(CASES))
def test_pinned_results(name: str) -> None:
    """The run reproduces its recorded steps exactly, and its θ and eval curve within the tolerance."""
    got = run_case(name)
    recorded = _recorded()
    if RECORD or name not in recorded:
        recorded[name] = got
        RECORD_FILE.parent.mkdir(parents=True, exist_ok=True)
        RECORD_FILE.write_text(json.dumps(recorded, indent=1, sort_keys=True) + "\n")
        if not RECORD:
            pytest.fail(f"{name}: no recorded values; recorded them now, run the test again")
        return
    problems = pinned_problems(name, got, recorded[name])
    assert not problems, "\n".join(problems)


def test_tolerance_catches_a_one_percent_change(monkeypatch) -> None:
    """A 1% change of the ES learning rate is far outside the tolerance: the pins still catch changes."""
    algo, env, budget, params = CASES["es-pendulum"]
    monkeypatch.setitem(CASES, "es-pendulum", (algo, env, budget, {**params, "learning_rate": 0.0101}))
    assert pinned_problems("es-pendulum", run_case("es-pendulum"), _recorded()["es-pendulum"])


@pytest.mark.parametrize("name", ["es-pendulum", "trpo-pendulum"])
def test_same_machine_is_bit_exact(name: str) -> None:
    """On one machine the same trial twice gives the same θ and curve to the bit."""
    assert run_case(name) == run_case(name)


def test_pins_hold_on_other_kernels(tmp_path: Path) -> None:
    """The pins hold when numpy and torch use other SIMD kernels (as on a CPU without AVX-512).

    A subprocess runs every case with OpenBLAS forced to Sandybridge's kernels and torch to its
    default (non-vector) ones: a real change of kernels, not a mock.
    """
    out = tmp_path / "other.json"
    script = (
        "import json, sys; sys.path.insert(0, sys.argv[2]); import test_regression_pinned as t; "
        "json.dump({n: t.run_case(n) for n in t.CASES}, open(sys.argv[1], 'w'))"
    )
    env = {**os.environ, "OPENBLAS_CORETYPE": "Sandybridge", "ATEN_CPU_CAPABILITY": "default"}
    subprocess.run([sys.executable, "-c", script, str(out), str(Path(__file__).parent)], env=env, check=True)
    other, recorded = json.loads(out.read_text()), _recorded()
    problems = [p for name in CASES for p in pinned_problems(name, other[name], recorded[name])]
    assert not problems, "\n".join(problems)
