"""``esbench-test/GatedPendulum-v0``: Pendulum (continuous actions, for SAC) with the gate of
:mod:`gated_env` (``$ESBENCH_TEST_GATE``, ``$ESBENCH_TEST_GATE_AT``: the process's N-th env step
waits while the gate file exists).

A suite names it through ``env_packages: [gated_pendulum]`` with this directory on ``PYTHONPATH``
and the module allowed (``ESBENCH_ALLOW_IMPORTS``), so the driver that imports it is a real one.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import gymnasium as gym

ENV_ID = "esbench-test/GatedPendulum-v0"
MAX_WAIT_S = 600.0


class GatedPendulum(gym.Wrapper):
    """Pendulum whose N-th step of the process waits while the gate file exists."""

    steps = 0

    def __init__(self):
        super().__init__(gym.make("Pendulum-v1"))

    def step(self, action):
        cls = GatedPendulum
        cls.steps += 1
        gate = os.environ.get("ESBENCH_TEST_GATE")
        if gate and cls.steps == int(os.environ.get("ESBENCH_TEST_GATE_AT", "3000")) and os.path.exists(gate):
            Path(gate + ".waiting").write_text(str(os.getpid()))
            deadline = time.monotonic() + MAX_WAIT_S
            while os.path.exists(gate) and time.monotonic() < deadline:
                time.sleep(0.01)
        return self.env.step(action)


if ENV_ID not in gym.registry:
    gym.register(ENV_ID, entry_point=GatedPendulum, max_episode_steps=200)
