"""The progress line shows the budget that binds: seconds of training in a wall-clock race, else steps."""

from __future__ import annotations

import io
import re

from esbench.core.metrics import MemoryWriter
from esbench.execution.attempt import ProgressPrinter
from esbench.runners.registry import get_runner
from esbench.suite.resolve import resolve_trial


def trial(timesteps: int, wall_clock_s: float | None):
    return resolve_trial(
        {"suite": "t", "algo": "sb3_a2c", "env": "CartPole-v1", "seed": 0,
         "budget": {"timesteps": timesteps, "wall_clock_s": wall_clock_s},
         "eval": {"every_timesteps": 10**9, "episodes": 1}, "policy": {"hidden": [8]},
         "params": {"n_steps": 8}}
    )  # fmt: skip


def test_a_wall_clock_race_reports_seconds_and_a_step_budget_steps():
    out = io.StringIO()
    race, steps = trial(100_000_000, 300.0), trial(100_000, None)
    ProgressPrinter(2, out).for_trial(1, race)(6_600_000, 100_000_000, 12.0, wall_clock_s=140.4)
    ProgressPrinter(2, out).for_trial(2, steps)(6_600, 100_000, None, wall_clock_s=1e6)
    assert out.getvalue().splitlines() == [
        "[1/2] sb3_a2c/CartPole-v1/0: 140/300 s (47%)  eval return 12",
        "[2/2] sb3_a2c/CartPole-v1/0: 6,600/100,000 steps (7%)",
    ]


def test_a_real_run_stopped_by_its_wall_clock_ends_its_progress_at_the_seconds_budget():
    out = io.StringIO()
    race = trial(10**9, 1.0)
    get_runner("sb3_a2c")().run(race, MemoryWriter(), progress=ProgressPrinter(1, out).for_trial(1, race))
    last = out.getvalue().splitlines()[-1]
    # the last line is printed whatever the throttle: the run used its budget (>= 100%)
    assert re.fullmatch(r"\[1/1\] sb3_a2c/CartPole-v1/0: \d+/1 s \(\d{3,}%\)  eval return \S+", last), last
    assert "steps" not in last
