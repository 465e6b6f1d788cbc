"""``esbench-test/GatedPendulum-v0``: Pendulum (continuous actions, for SAC) with the gate of
:mod:`gated_env` (``$ESBENCH_TEST_GATE``, ``$ESBENCH_TEST_GATE_AT``: the process's N-th env step
waits while the gate file exists).

A suite names it through ``env_packages: [gated_pendulum]`` with this directory on ``PYTHONPATH``
and the module allowed (``ESBENCH_ALLOW_IMPORTS``), so the driver that imports it is a real one.
"""

from __future__ import annotations

import gymnasium as gym
from gated_env import hold_at_gate

ENV_ID = "esbench-test/GatedPendulum-v0"


class GatedPendulum(gym.Wrapper):
    """Pendulum whose N-th step of the process waits while the gate file exists."""

    steps = 0

    def __init__(self):
        super().__init__(gym.make("Pendulum-v1"))

    def step(self, action):
        GatedPendulum.steps += 1
        hold_at_gate(GatedPendulum.steps)
        return self.env.step(action)


if ENV_ID not in gym.registry:
    gym.register(ENV_ID, entry_point=GatedPendulum, max_episode_steps=200)
