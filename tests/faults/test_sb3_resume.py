"""SB3 trials (PPO, SAC, ARS) killed with SIGKILL after their first checkpoint: ``--resume`` says
"resuming from checkpoint at N steps" and finishes the trial at its budget from that checkpoint,
never from step 0.

What holds for the curve: every point and evaluation at the steps of an uninterrupted run, the
points up to the checkpoint those the killed run logged, the same end. ARS on CartPole plays whole
episodes, so its resumed curve is the uninterrupted one, number for number (on one machine); PPO's
and SAC's gymnasium episodes in flight at the checkpoint restart (docs/algorithms.md), so theirs
goes on from the same state with other numbers. A2C, TRPO and TD3 share these code paths:
``tests/runners/sb3/test_checkpoint.py`` covers them in one process.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import gated_env  # registers the env in this process, for the in-process runs
import gated_pendulum
from faultdriver import Driver, metrics_json, run_json, wait_until, write_suite

from esbench.cli.main import main
from esbench.runners.registry import get_runner
from esbench.runners.sb3.checkpoint import CHECKPOINT_FILE
from esbench.testing import is_timing

SUITE = """\
name: sb3faults
seeds: [3]
budget: {{timesteps: {budget}}}
eval: {{every_timesteps: {every}, episodes: 2}}
envs: [{env}]
env_packages: {packages}
algorithms:
  - label: {label}
    algo: {algo}
    params: {params}
policy: {{hidden: [8]}}
"""


def kill_after_first_checkpoint(tmp_path: Path, suite: Path, slug: str, gate_at: int) -> Path:
    """Run the suite in a real driver, SIGKILL it at the gate (after its first checkpoint); the store."""
    store = tmp_path / "store"
    driver = Driver(suite, store, gate=tmp_path / "gate", gate_at=gate_at)
    try:
        driver.wait_at_gate()
        assert (store / "checkpoints" / slug / CHECKPOINT_FILE).is_file(), driver.stdout
        # Sacred writes a run's metrics at its heartbeat (a thread, every 10 s), which goes on while the
        # trial holds at the gate: a run quick to the gate has flushed nothing yet, so wait for it.
        wait_until(lambda: (store / "1" / "metrics.json").is_file(), "the killed run's first heartbeat")
        driver.kill()
    finally:
        driver.close()
    assert run_json(store, 1)["status"] == "RUNNING"
    return store


def resume(store: Path, suite: Path, capsys, algo: str, slug: str) -> tuple[int, str]:
    """``esbench run --resume`` in this process: (the checkpoint's steps, its output)."""
    steps = get_runner(algo).checkpoint_steps(store / "checkpoints" / slug)
    assert steps is not None and steps > 0
    code = main(["run", str(suite), "--results", str(store), "--no-report", "--resume"])
    out = capsys.readouterr().out
    assert code == 0, out
    assert re.search(rf"\[1/1\] .*: resuming from checkpoint at {steps} steps", out), out
    assert run_json(store, 1)["status"] == "INTERRUPTED" and run_json(store, 2)["status"] == "COMPLETED"
    info = json.loads((store / "2" / "info.json").read_text())
    assert info["resumed_from_timesteps"] == steps and "contract_violations" not in info
    return steps, out


def check_schedule(store: Path, steps: int, rollout: int, budget: int, every: int) -> dict:
    """The resumed run's points: one per rollout from 0 to the budget, evaluations at the first rollout
    boundary at or past each multiple of ``every``, the killed run's points up to ``steps`` kept."""
    killed, resumed = metrics_json(store, 1), metrics_json(store, 2)
    expected = list(range(0, budget + 1, rollout))
    assert resumed["timesteps"]["steps"] == expected
    evals = sorted({-(-k * every // rollout) * rollout for k in range(budget // every + 1)} | {budget})
    assert resumed["eval.return_mean"]["steps"] == evals
    for name, points in killed.items():  # what Sacred flushed before the kill is the curve's start
        if not is_timing(name):
            n = len([s for s in points["steps"] if s <= steps])
            assert resumed[name]["steps"][:n] == points["steps"][:n], name
            assert resumed[name]["values"][:n] == points["values"][:n], name
    return resumed


def test_ppo_resumes_after_sigkill_from_its_checkpoint(tmp_path, capsys):
    params = "{n_steps: 64, batch_size: 64, n_epochs: 1, checkpoint_every: 256}"
    suite = write_suite(tmp_path, SUITE.format(budget=2048, every=512, env=gated_env.ENV_ID, packages="[]",
                                               label="PPO", algo="sb3_ppo", params=params))  # fmt: skip
    slug = "PPO__esbench-test-Gated-v0__3"
    store = kill_after_first_checkpoint(tmp_path, suite, slug, gate_at=1200)
    steps, _ = resume(store, suite, capsys, "sb3_ppo", slug)
    check_schedule(store, steps, 64, 2048, 512)


def test_sac_resumes_after_sigkill_from_its_checkpoint(tmp_path, capsys, monkeypatch):
    here = str(Path(__file__).resolve().parent)
    monkeypatch.setenv("PYTHONPATH", here)  # the driver imports gated_pendulum (env_packages)
    monkeypatch.setenv("ESBENCH_ALLOW_IMPORTS", "gated_pendulum")
    monkeypatch.setenv("ESBENCH_ENV_PACKAGES", "")  # the in-process run adds to it: undone after the test
    params = "{learning_starts: 100, batch_size: 32, buffer_size: 2000, checkpoint_every: 250}"
    suite = write_suite(tmp_path, SUITE.format(budget=1000, every=500, env=gated_pendulum.ENV_ID,
                                               packages="[gated_pendulum]", label="SAC", algo="sb3_sac",
                                               params=params))  # fmt: skip
    slug = "SAC__esbench-test-GatedPendulum-v0__3"
    store = kill_after_first_checkpoint(tmp_path, suite, slug, gate_at=1200)
    steps, _ = resume(store, suite, capsys, "sb3_sac", slug)
    check_schedule(store, steps, 1, 1000, 500)


def test_ars_resumes_after_sigkill_to_the_uninterrupted_curve(tmp_path, capsys):
    params = "{n_delta: 2, normalize: true, checkpoint_every: 500}"
    suite = write_suite(tmp_path, SUITE.format(budget=3000, every=1000, env=gated_env.ENV_ID, packages="[]",
                                               label="ARS", algo="sb3_ars", params=params))  # fmt: skip
    reference = tmp_path / "reference"
    assert main(["run", str(suite), "--results", str(reference), "--no-report"]) == 0
    capsys.readouterr()
    slug = "ARS__esbench-test-Gated-v0__3"
    store = kill_after_first_checkpoint(tmp_path, suite, slug, gate_at=2000)
    resume(store, suite, capsys, "sb3_ars", slug)
    resumed, uninterrupted = metrics_json(store, 2), metrics_json(reference, 1)
    assert set(resumed) == set(uninterrupted)
    for name in {n for n in uninterrupted if not is_timing(n)}:
        assert resumed[name]["steps"] == uninterrupted[name]["steps"], name
        assert resumed[name]["values"] == uninterrupted[name]["values"], name
