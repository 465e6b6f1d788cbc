"""The study processes of `esbench tune --jobs N` die with their driver, even on SIGKILL (issue 35,
case 3), as `esbench run --jobs` trials do (tests/faults/test_hostile_orphans.py)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

import pytest
from faultdriver import REPO, SITE, wait_until
from gated_env import ENV_ID, GATE, GATE_AT
from test_hostile_orphans import alive, processes, trial_processes

pytest.importorskip("optuna")

SUITE = f"""\
name: tune-orphans
seeds: [0]
budget: {{timesteps: 8000}}
eval: {{episodes: 1}}
envs: [{ENV_ID}]
algorithms:
  - {{label: A, algo: openai_es, params: {{population: 4, backend: serial, noise_table_size: 100000}}}}
  - {{label: B, algo: openai_es, params: {{population: 4, backend: serial, noise_table_size: 100000}}}}
policy: {{hidden: [4]}}
tune:
  trials: 2
  timesteps: 4000
  seeds: [100]
  space:
    A: {{sigma: {{log_uniform: [0.005, 0.1]}}}}
    B: {{sigma: {{log_uniform: [0.005, 0.1]}}}}
"""


def test_studies_die_when_their_driver_is_killed(tmp_path):
    (tmp_path / "suite.yaml").write_text(SUITE)
    gate = tmp_path / "gate"
    gate.touch()
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(SITE), str(REPO)]),
        GATE: str(gate),
        GATE_AT: "300",
    }
    with open(tmp_path / "out", "wb") as out:
        driver = subprocess.Popen(
            [sys.executable, "-m", "esbench", "tune", "suite.yaml", "--results", "r", "--jobs", "2"],
            cwd=tmp_path, env=env, stdout=out, stderr=subprocess.STDOUT,
        )  # fmt: skip
    try:
        studies = wait_until(lambda: len(trial_processes(driver.pid)) == 2 and trial_processes(driver.pid),
                             "two study processes")  # fmt: skip
        servers = [p for p, (ppid, cmd) in processes().items() if ppid == driver.pid and b"forkserver" in cmd]
        wait_until(lambda: (tmp_path / "gate.waiting").exists(), "a study to reach the gate")
        os.kill(driver.pid, signal.SIGKILL)
        driver.wait()
        wait_until(
            lambda: not any(alive(p) for p in [*studies, *servers]), "the studies to die with their driver"
        )
    finally:
        gate.unlink(missing_ok=True)
        if driver.poll() is None:
            driver.kill()
            driver.wait()
