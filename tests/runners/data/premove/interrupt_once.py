"""``esbench`` with CartPole-v1 raising KeyboardInterrupt (as Ctrl-C does) after N env steps.

Used once, to write the ``ES-resume`` run of the fixture store beside it (README.md):
``python interrupt_once.py N run suite.yaml --results store --resume --no-report``.
"""

from __future__ import annotations

import sys

from gymnasium.envs.classic_control.cartpole import CartPoleEnv

from esbench.cli.main import main

AFTER = int(sys.argv[1])
_step = CartPoleEnv.step
calls = 0


def step(self, action):
    """CartPole's step, until the ``AFTER``-th call in this process: then Ctrl-C."""
    global calls
    calls += 1
    if calls > AFTER:
        raise KeyboardInterrupt
    return _step(self, action)


if __name__ == "__main__":
    CartPoleEnv.step = step
    sys.exit(main(sys.argv[2:]))
