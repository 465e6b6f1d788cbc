"""``esbench-test/Gated-v0``: CartPole that can hold its process at a chosen step, for fault tests.

When ``$ESBENCH_TEST_GATE`` names a file that exists, the process's ``$ESBENCH_TEST_GATE_AT``-th
env step (counted over every instance of the process: training and evaluation) writes
``<gate>.waiting`` (holding the pid) and waits until the gate file is removed. A test thus knows
the driver is in the middle of a trial (after its first checkpoints) without any sleep, does
something to it (a signal, a full disk, a second ``esbench run``) and then lets it go on, or not.
With ``$ESBENCH_TEST_COLORAMA`` set, each env calls ``colorama.init()`` when made, as ``ray.init``
does inside a run.

Imported by ``tests/faults/site/sitecustomize.py`` in every process started with that directory
on ``PYTHONPATH`` (the ``esbench run`` driver and its Ray workers), so the env is registered there.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import gymnasium as gym

ENV_ID = "esbench-test/Gated-v0"
GATE = "ESBENCH_TEST_GATE"
GATE_AT = "ESBENCH_TEST_GATE_AT"
#: When set, each env calls ``colorama.init()`` when made (inside the trial's Sacred capture), as Ray
#: does: colorama's exit hook then holds Sacred's captured stdout.
COLORAMA = "ESBENCH_TEST_COLORAMA"
#: Waiting longer than this means the test died: the env goes on rather than hang forever.
MAX_WAIT_S = 600.0


class GatedCartPole(gym.Wrapper):
    """CartPole whose N-th step of the process waits while the gate file exists."""

    steps = 0

    def __init__(self):
        super().__init__(gym.make("CartPole-v1"))
        if os.environ.get(COLORAMA):  # as ray.init does when it imports its cli_logger inside a run
            import colorama

            colorama.init(strip=False)

    def step(self, action):
        GatedCartPole.steps += 1
        hold_at_gate(GatedCartPole.steps)
        return self.env.step(action)


def hold_at_gate(steps: int) -> None:
    """At the process's ``$ESBENCH_TEST_GATE_AT``-th step (``steps``: this one's number), while the gate
    file ``$ESBENCH_TEST_GATE`` exists: write ``<gate>.waiting`` (the pid) and wait until it is gone."""
    gate = os.environ.get(GATE)
    if gate and steps == int(os.environ.get(GATE_AT, "3000")) and os.path.exists(gate):
        Path(gate + ".waiting").write_text(str(os.getpid()))
        deadline = time.monotonic() + MAX_WAIT_S
        while os.path.exists(gate) and time.monotonic() < deadline:
            time.sleep(0.01)


if ENV_ID not in gym.registry:
    gym.register(ENV_ID, entry_point=GatedCartPole, max_episode_steps=200)
