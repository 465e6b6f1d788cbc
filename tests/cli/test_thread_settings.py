"""Every trial's threads fit its cores and wait without spinning: the command line sets
``OMP_WAIT_POLICY=PASSIVE`` before torch loads (a user's own setting kept), and each run records its
torch and BLAS thread counts and the policy in ``info.threads``."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from esbench.core.config import Budget, EvalSpec, PolicySpec, Resources, Trial
from esbench.core.metrics import MemoryWriter
from esbench.runners.sb3.on_policy import A2CRunner


@pytest.mark.parametrize(("given", "expected"), [(None, "PASSIVE"), ("ACTIVE", "ACTIVE")])
def test_the_command_line_sets_a_passive_wait_before_torch_loads(given, expected):
    env = {k: v for k, v in os.environ.items() if k != "OMP_WAIT_POLICY"}
    if given:
        env["OMP_WAIT_POLICY"] = given
    code = (
        "import sys; import esbench.cli.main, os; "
        "print(os.environ['OMP_WAIT_POLICY'], 'torch' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.split() == [expected, "False"]  # set before torch was imported


def test_a_run_records_its_threads_and_the_wait_policy(monkeypatch):
    """An SB3 trial at resources.cores 1 trains with 1 torch thread; info.threads says so, with the
    policy in force (the one this process had when the run started)."""
    monkeypatch.setenv("OMP_WAIT_POLICY", "PASSIVE")
    trial = Trial(
        suite="t", label="A2C", algo="sb3_a2c", env="CartPole-v1", seed=0, budget=Budget(timesteps=200),
        eval=EvalSpec(every_timesteps=100, episodes=1), policy=PolicySpec(type="mlp"), params={"n_envs": 1},
        resources=Resources(cores=1),
    )  # fmt: skip
    runner = A2CRunner()
    runner.run(trial, MemoryWriter())
    threads = runner.info["threads"]
    assert threads["torch"] == 1 and threads["omp_wait_policy"] == "PASSIVE"
    assert set(threads) >= {"torch", "blas", "omp_wait_policy", "omp_num_threads"}
