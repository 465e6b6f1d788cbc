"""The one driver loop's policy (esbench.execution.driver), fast and without processes: a fake
starter ends trials as a script says (an outcome, or lost), so skip, stop, re-run and signal
handling are checked in milliseconds. The process-level tests (tests/execution/local,
tests/execution/cluster, tests/faults) check the same policy with real processes, hosts and signals.
"""

from __future__ import annotations

import dataclasses
import io
import signal
from pathlib import Path

import pytest

from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.core.interrupts import InterruptGuard
from esbench.execution.attempt import SuiteContext
from esbench.execution.driver import LOST_TRIAL_RERUNS, Driver, SuiteDriver, TrialStarter, drive
from esbench.execution.outcomes import TrialOutcome
from esbench.execution.plan import SuitePlan
from esbench.stores.runs import RawRun


def _trial(seed: int) -> Trial:
    return Trial(
        suite="fake", label="ES", algo="openai_es", env="CartPole-v1", seed=seed,
        budget=Budget(timesteps=1000), eval=EvalSpec(every_timesteps=500, episodes=2),
        policy=PolicySpec(), params={},
    )  # fmt: skip


def _plan(n: int, stored: tuple[RawRun, ...] = (), guard: InterruptGuard | None = None) -> SuitePlan:
    ctx = SuiteContext(
        store_dir=Path("unused"), work_dir=Path("unused"), resume=bool(stored), extra_observers=(),
        out=io.StringIO(), guard=guard or InterruptGuard(), total=n, run_set=1,
    )  # fmt: skip
    return SuitePlan(trials=tuple(_trial(s) for s in range(n)), stored=stored, ctx=ctx)


def _completed(trial: Trial, run_id: str = "7") -> RawRun:
    return RawRun(
        source="store", run_id=run_id, config=trial.to_config(), metrics=None, info=None,
        run={"status": "COMPLETED", "result": 1.5, "meta": {"run_set": 1}},
    )  # fmt: skip


class Scripted(TrialStarter[SuiteDriver]):
    """Runs one trial per start, ending it at once as ``script[index]`` says: a list of what each
    attempt does ("lost", or a status), the last entry repeating."""

    def __init__(self, script: dict[int, list[str]] | None = None, signal_at: int | None = None):
        self.script = script or {}
        self.signal_at = signal_at
        self.started: list[int] = []
        self.forwarded: list[int] = []

    def start_what_fits(self, driver: SuiteDriver) -> None:
        index = driver.pending.pop(0)
        self.started.append(index)
        if index == self.signal_at:
            driver.ctx.guard.signum = signal.SIGTERM  # as the guard records a signal while deferred
        plan = self.script.get(index, ["COMPLETED"])
        what = plan[min(self.started.count(index) - 1, len(plan) - 1)]
        if what == "lost":
            driver.lost(index, "the trial's process died without reporting (killed by SIGKILL)", "SIGKILL")
        elif what == "disk_full":
            driver.finished(index, TrialOutcome(trial=driver.trial(index), status="FAILED", disk_full=True))
        else:
            driver.finished(index, TrialOutcome(trial=driver.trial(index), status=what))

    def forward(self, signum: int) -> None:
        self.forwarded.append(signum)


def _statuses(outcomes: list[TrialOutcome]) -> list[str]:
    return [o.status for o in outcomes]


def test_completed_trials_are_skipped_and_the_others_run_in_order():
    plan = _plan(3)
    plan = _plan(3, stored=(_completed(plan.trials[1]),))
    starter = Scripted()
    outcomes = drive(plan, starter)
    assert _statuses(outcomes) == ["COMPLETED", "SKIPPED", "COMPLETED"]
    assert starter.started == [1, 3]
    assert outcomes[1].run_id == 7 and outcomes[1].final_return == 1.5
    assert "[2/3] ES/CartPole-v1/1: already completed (run 7), skipped" in plan.ctx.out.getvalue()


def test_a_run_of_another_config_is_not_taken_as_done():
    plan = _plan(1)
    other = dataclasses.replace(plan.trials[0], budget=Budget(timesteps=2000))
    outcomes = drive(_plan(1, stored=(_completed(other),)), Scripted())
    assert _statuses(outcomes) == ["COMPLETED"]


@pytest.mark.parametrize(
    ("end", "stop_line"),
    [("INTERRUPTED", "interrupted; no further trial starts"), ("disk_full", "the disk is full")],
)
def test_an_interrupted_trial_or_a_full_disk_stops_new_starts(end: str, stop_line: str):
    plan = _plan(4)
    starter = Scripted({2: [end]})
    outcomes = drive(plan, starter)
    assert starter.started == [1, 2]
    assert _statuses(outcomes)[2:] == ["NOT_RUN", "NOT_RUN"]
    assert stop_line in plan.ctx.out.getvalue()


def test_a_lost_trial_runs_again_then_fails_after_the_reruns():
    plan = _plan(3)
    starter = Scripted({1: ["lost", "COMPLETED"], 2: ["lost"]})
    outcomes = drive(plan, starter)
    assert _statuses(outcomes) == ["COMPLETED", "FAILED", "COMPLETED"]
    # trial 1 re-runs before trial 2 (suite order among the waiting); trial 2 is lost 1 + RERUNS times
    assert starter.started.count(1) == 2
    assert starter.started.count(2) == 1 + LOST_TRIAL_RERUNS
    assert outcomes[1].error is not None and outcomes[1].error.startswith(
        f"lost {1 + LOST_TRIAL_RERUNS} times"
    )
    assert "lost (SIGKILL); it runs again, from its checkpoint if it has one" in plan.ctx.out.getvalue()


def test_a_signal_is_forwarded_once_and_a_trial_lost_after_it_is_interrupted():
    plan = _plan(3)
    starter = Scripted({2: ["lost"]}, signal_at=2)
    outcomes = drive(plan, starter)
    assert starter.started == [1, 2]  # nothing starts after the signal
    assert starter.forwarded == [signal.SIGTERM]
    assert _statuses(outcomes) == ["COMPLETED", "INTERRUPTED", "NOT_RUN"]
    assert outcomes[1].error == "SIGTERM; the trial's process died without reporting (killed by SIGKILL)"
    assert "interrupted (SIGTERM); the suite stops here" in plan.ctx.out.getvalue()


def test_interrupted_outcome_names_the_guard_signal_else_the_exception():
    trial, guard = _trial(0), InterruptGuard()
    assert TrialOutcome.interrupted(trial, guard, KeyboardInterrupt()).error == "Ctrl-C"
    guard.signum = signal.SIGTERM
    outcome = TrialOutcome.interrupted(trial, guard, KeyboardInterrupt(), wall_clock_s=2.0)
    assert (outcome.status, outcome.error, outcome.wall_clock_s) == ("INTERRUPTED", "SIGTERM", 2.0)


class Items(TrialStarter[Driver]):
    """Items of a plain driver (as ``esbench tune --jobs`` drives its studies): two at once."""

    def __init__(self) -> None:
        self.running: list[int] = []
        self.log: list[tuple[str, int]] = []

    @property
    def busy(self) -> bool:
        return bool(self.running)

    def start_what_fits(self, driver: Driver) -> None:
        while driver.pending and len(self.running) < 2:
            key = driver.pending.pop(0)
            self.running.append(key)
            self.log.append(("start", key))

    def watch(self, driver: Driver) -> None:
        key = self.running.pop(0)
        self.log.append(("stop", key))


def test_the_plain_loop_runs_every_item_with_at_most_two_at_once():
    driver = Driver(InterruptGuard(), io.StringIO(), pending=range(3))
    starter = Items()
    driver.loop(starter)
    assert starter.log == [("start", 0), ("start", 1), ("stop", 0), ("start", 2), ("stop", 1), ("stop", 2)]
