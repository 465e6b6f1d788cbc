"""Evaluation by training time (``eval.every_seconds``), eval time's share and ``info.cpu_share``: real runs.

The slow env sleeps at every step, so training time passes whatever the machine's load; the tests
assert on the structure of the eval cadence (points between the step cadence's, each past a new
multiple of ``every_seconds``), never on seconds.
"""

from __future__ import annotations

import itertools
import math
import subprocess
import sys
import time

import gymnasium as gym

from esbench.core.metrics import MemoryWriter
from esbench.runners.machine import cpu_seconds
from esbench.runners.registry import get_runner
from esbench.suite.resolve import resolve_trial

SLOW_ID = "esbench-test/SlowCartPole-v0"
SLEEP_S = 0.004


class SlowCartPole(gym.Wrapper):
    """CartPole that sleeps at every step: training time passes, the CPU idles."""

    def __init__(self):
        super().__init__(gym.make("CartPole-v1", max_episode_steps=20))

    def step(self, action):
        time.sleep(SLEEP_S)
        return self.env.step(action)


if SLOW_ID not in gym.registry:
    gym.register(SLOW_ID, entry_point=SlowCartPole)


def run(env: str, budget: int, every: int, every_seconds: float | None, cores: int | None = None):
    """(runner, writer, seconds) of a tiny A2C run."""
    trial = resolve_trial(
        {"suite": "t", "algo": "sb3_a2c", "env": env, "seed": 0, "budget": {"timesteps": budget},
         "eval": {"every_timesteps": every, "episodes": 1, "every_seconds": every_seconds},
         "policy": {"hidden": [8]}, "params": {"n_steps": 8}, "resources": {"cores": cores}}
    )  # fmt: skip
    runner, writer = get_runner("sb3_a2c")(), MemoryWriter()
    start = time.perf_counter()
    runner.run(trial, writer)
    return runner, writer, time.perf_counter() - start


def test_slow_steps_are_evaluated_by_time_between_the_step_cadence_and_eval_time_is_kept_apart():
    every_s = 0.3
    runner, writer, elapsed = run(SLOW_ID, budget=600, every=300, every_seconds=every_s)
    evals = writer.steps("eval.return_mean")
    wall = dict(zip(writer.steps("wall_clock_s"), writer.values("wall_clock_s"), strict=True))
    step_cadence = [0, 304, 600]  # 8-step rollouts: the first point at or past 300, and the end
    assert set(step_cadence) <= set(evals)
    # 300 steps sleep >= 1.2 s: the time cadence adds evaluations between the step cadence's
    assert [s for s in evals if 0 < s < 304] and [s for s in evals if 304 < s < 600]
    for prev, cur in itertools.pairwise(evals):  # each one past a new multiple of every_s
        if cur not in step_cadence:
            assert math.floor(wall[cur] / every_s) > math.floor(wall[prev] / every_s)
    info = runner.info
    assert info["eval_time_s"] > 0 and 0 < info["eval_share"] < 1
    # training, evaluation and setup are disjoint parts of the run's time
    assert wall[600] + info["eval_time_s"] + info["setup_s"] <= elapsed
    # a sleeping env leaves its core idle: the run did not use its core
    assert 0 <= info["cpu_share"] < 0.8


def test_cpu_share_of_a_run_with_subprocess_envs():
    runner, _, _ = run("CartPole-v1", budget=400, every=200, every_seconds=None, cores=2)
    info = runner.info
    assert info["cpu_s"] > 0 and info["cpu_share"] > 0 and math.isfinite(info["cpu_share"])
    assert "eval_time_s" in info and info["eval_share"] < 1


def test_cpu_seconds_counts_children_and_worker_pids():
    burn = "import time\nwhile time.process_time() < 0.3: pass\nprint('done', flush=True)\ninput()"
    before = cpu_seconds()
    pipes = {"stdin": subprocess.PIPE, "stdout": subprocess.PIPE, "text": True}
    child = subprocess.Popen([sys.executable, "-c", burn], **pipes)
    try:
        assert child.stdout.readline().strip() == "done"  # the child used 0.3 s of CPU and waits
        assert cpu_seconds() - before >= 0.25  # alive: counted through /proc
        assert cpu_seconds([child.pid]) - before >= 0.25  # named as a worker too: counted once
        assert cpu_seconds([child.pid]) - cpu_seconds() < 0.25
    finally:
        child.stdin.close()
        child.wait()
    assert cpu_seconds() - before >= 0.25  # ended and waited for: RUSAGE_CHILDREN
