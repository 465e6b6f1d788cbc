"""Test envs of ``tests/test_jobs.py``, registered in every process started with ``tests/jobs_site``
on ``PYTHONPATH`` (the trials' processes of ``esbench run --jobs`` are fresh interpreters).

- ``esbench-test/KillOnce-v0``: CartPole whose process SIGKILLs itself at its
  ``$ESBENCH_TEST_KILL_AT``-th env step (counted over every instance of the process) unless the
  marker file ``$ESBENCH_TEST_KILL_MARKER`` exists; it creates the marker first, so only the first
  attempt dies.
- ``esbench-test/Hold-v0``: CartPole whose ``$ESBENCH_TEST_HOLD_AT``-th step of the process writes
  ``<$ESBENCH_TEST_HOLD>.waiting.<pid>`` and waits while the file ``$ESBENCH_TEST_HOLD`` exists: a
  test knows each trial is in the middle of its run, without a sleep.
"""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import gymnasium as gym

KILL_ID, HOLD_ID = "esbench-test/KillOnce-v0", "esbench-test/Hold-v0"
KILL_MARKER, KILL_AT = "ESBENCH_TEST_KILL_MARKER", "ESBENCH_TEST_KILL_AT"
HOLD, HOLD_AT = "ESBENCH_TEST_HOLD", "ESBENCH_TEST_HOLD_AT"
#: A hold longer than this means the test died: the env goes on rather than hang forever.
MAX_HOLD_S = 600.0


class KillOnceCartPole(gym.Wrapper):
    """CartPole whose process kills itself once (see the module docstring)."""

    steps = 0

    def __init__(self):
        super().__init__(gym.make("CartPole-v1"))

    def step(self, action):
        cls = KillOnceCartPole
        cls.steps += 1
        marker = os.environ.get(KILL_MARKER)
        if marker and cls.steps == int(os.environ.get(KILL_AT, "1500")) and not os.path.exists(marker):
            Path(marker).write_text(str(os.getpid()))
            os.kill(os.getpid(), signal.SIGKILL)
        return self.env.step(action)


class HoldCartPole(gym.Wrapper):
    """CartPole whose N-th step of the process holds while the hold file exists."""

    steps = 0

    def __init__(self):
        super().__init__(gym.make("CartPole-v1"))

    def step(self, action):
        cls = HoldCartPole
        cls.steps += 1
        hold = os.environ.get(HOLD)
        if hold and cls.steps == int(os.environ.get(HOLD_AT, "300")) and os.path.exists(hold):
            Path(f"{hold}.waiting.{os.getpid()}").write_text(str(os.getpid()))
            deadline = time.monotonic() + MAX_HOLD_S
            while os.path.exists(hold) and time.monotonic() < deadline:
                time.sleep(0.01)
        return self.env.step(action)


if KILL_ID not in gym.registry:
    gym.register(KILL_ID, entry_point=KillOnceCartPole, max_episode_steps=200)
if HOLD_ID not in gym.registry:
    gym.register(HOLD_ID, entry_point=HoldCartPole, max_episode_steps=200)
