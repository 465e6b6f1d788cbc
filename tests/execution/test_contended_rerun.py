"""A race trial whose completed run was contended (its host busier than its free cores: its
wall-clock is not the algorithm's) runs again under ``--resume``; a quiet one, or one on a step
budget whatever the load, is skipped. Fails if completed_run ignored host_load, or re-ran step-budget
trials (their results do not depend on the load)."""

from __future__ import annotations

from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.execution.attempt import completed_run, contended_run
from esbench.execution.preview import resume_action
from esbench.stores.runs import RawRun


def _trial(wall_clock_s: float | None) -> Trial:
    return Trial(
        suite="race", label="ES", algo="openai_es", env="CartPole-v1", seed=0,
        budget=Budget(timesteps=10**8, wall_clock_s=wall_clock_s), eval=EvalSpec(every_timesteps=10**8),
        policy=PolicySpec(), params={},
    )  # fmt: skip


def _run(trial: Trial, busy: bool | None, run_id: str = "1") -> RawRun:
    info = (
        {} if busy is None else {"host_load": {"contended": busy, "others_cores_max": 1.4 if busy else 0.05}}
    )
    return RawRun(source="s", run_id=run_id, config=trial.to_config(), run={"status": "COMPLETED"},
                  metrics={}, info=info)  # fmt: skip


def test_a_contended_race_run_runs_again_and_a_quiet_one_is_skipped(tmp_path):
    race = _trial(1200.0)
    busy, quiet = _run(race, True), _run(race, False, "2")
    assert completed_run([busy], race) is None and contended_run([busy], race) is busy
    assert resume_action(race, [busy], tmp_path).startswith("restart (run 1 completed on a busy host")
    assert completed_run([busy, quiet], race) is quiet  # the later quiet run counts
    assert completed_run([_run(race, None)], race) is not None  # a run that recorded no load: kept


def test_a_step_budget_run_is_kept_whatever_the_load(tmp_path):
    steps = _trial(None)
    busy = _run(steps, True)
    assert completed_run([busy], steps) is busy and contended_run([busy], steps) is None
    assert resume_action(steps, [busy], tmp_path) == "skip (completed: run 1)"
