"""Pinned-value regression: fixed-seed runs must reproduce their recorded results exactly.

As Nevergrad's ``recorded_recommendations.csv``: a few small fixed-seed runs of every algorithm
family on classic-control envs, each recorded as its final θ hash (the float32 bytes of the trained
parameters), its eval curve (exact floats) and its training steps, in
``tests/regression/recorded.json``. Any change to results (maths, seeding, rollouts, budget
accounting, a library upgrade) fails here.

A deliberate change of results: re-record with ``ESBENCH_RECORD_REGRESSION=1 pytest
tests/test_regression_pinned.py`` and say why in the commit message. A case missing from the file
is recorded and the test fails, asking for a rerun.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import numpy as np
import pytest

from esbench.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.metrics import MemoryWriter
from esbench.runners.registry import get_runner

RECORD_FILE = Path(__file__).parent / "regression" / "recorded.json"
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
        "theta_sha256": hashlib.sha256(theta.tobytes()).hexdigest(),
        "num_params": int(theta.size),
        "eval_steps": writer.steps("eval.return_mean"),
        "eval_returns": [float(v).hex() for v in writer.values("eval.return_mean")],
        "timesteps": int(result.timesteps),
    }


def _recorded() -> dict:
    return json.loads(RECORD_FILE.read_text()) if RECORD_FILE.is_file() else {}


@pytest.mark.parametrize("name", list(CASES))
def test_pinned_results(name: str) -> None:
    """The run reproduces its recorded θ hash, eval curve and steps to the bit."""
    got = run_case(name)
    recorded = _recorded()
    if RECORD or name not in recorded:
        recorded[name] = got
        RECORD_FILE.parent.mkdir(parents=True, exist_ok=True)
        RECORD_FILE.write_text(json.dumps(recorded, indent=1, sort_keys=True) + "\n")
        if not RECORD:
            pytest.fail(f"{name}: no recorded values; recorded them now, run the test again")
        return
    want = recorded[name]
    readable = {k: [float.fromhex(v) for v in d["eval_returns"]] for k, d in (("got", got), ("want", want))}
    assert got["eval_steps"] == want["eval_steps"], f"{name}: eval steps changed"
    assert got["eval_returns"] == want["eval_returns"], f"{name}: eval curve changed: {readable}"
    assert got["timesteps"] == want["timesteps"], f"{name}: training steps changed"
    assert got == want, f"{name}: final θ changed"
