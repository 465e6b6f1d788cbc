"""Running a suite again: refused without --resume or --fresh; --fresh keeps the old run set apart.

End to end through the command line, on a tiny CartPole suite (Nevergrad, 200 steps per trial).
"""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from esbench.cli.main import main
from esbench.stores.file_store import FileRunStore

SUITE = """\
name: again
seeds: [0, 1]
budget: {timesteps: 200}
eval: {every_timesteps: 100, episodes: 1}
envs: [CartPole-v1]
algorithms:
  - {label: A, algo: nevergrad, params: {popsize: 4}}
  - {label: B, algo: nevergrad, params: {popsize: 4, scale: 0.2}}
policy: {hidden: [4]}
"""


def run(tmp_path: Path, *extra: str) -> int:
    suite = tmp_path / "suite.yaml"
    suite.write_text(SUITE)
    return main(["run", str(suite), "--results", str(tmp_path / "store"), "--no-report", *extra])


def snapshot(store: Path) -> dict[str, bytes]:
    """Every file of a store (lock file aside) with its bytes."""
    return {
        str(p.relative_to(store)): p.read_bytes()
        for p in sorted(store.rglob("*"))
        if p.is_file() and p.name != ".esbench.lock"
    }


def stored(store: Path) -> list[tuple[str, int, str, int]]:
    """(label, seed, status, run set) of every run, in run-id order."""
    return [
        (r.config["label"], r.config["seed"], r.status, r.run_set)
        for r in FileRunStore(store).iter_runs(metrics=False)
    ]


def rows(path: Path) -> list[dict[str, str]]:
    with path.open() as fh:
        return list(csv.DictReader(fh))


def test_a_second_plain_run_exits_2_naming_resume_and_fresh_and_stores_nothing(tmp_path, capsys):
    assert run(tmp_path, "--only", "A") == 0
    store = tmp_path / "store"
    before = snapshot(store)
    capsys.readouterr()

    assert run(tmp_path) == 2  # A's seeds are stored: a plain run would double them
    err = capsys.readouterr().err
    assert "2 run(s) of the trials to run are already stored" in err and "A on CartPole-v1 seed 0" in err
    assert "--resume" in err and "--fresh" in err and "Traceback" not in err
    assert snapshot(store) == before  # nothing run, nothing written

    assert run(tmp_path, "--only", "B") == 0  # other trials of the same set: nothing doubled
    assert run(tmp_path, "--resume") == 0
    assert "already completed" in capsys.readouterr().out
    assert sorted(stored(store)) == [("A", s, "COMPLETED", 1) for s in (0, 1)] + [
        ("B", s, "COMPLETED", 1) for s in (0, 1)
    ]
    with pytest.raises(SystemExit) as exc:  # argparse: one or the other
        run(tmp_path, "--resume", "--fresh")
    assert exc.value.code == 2


def test_fresh_keeps_both_sets_apart_and_reports_and_resumes_the_latest(tmp_path, capsys):
    assert run(tmp_path) == 0
    store = tmp_path / "store"
    first = snapshot(store)
    capsys.readouterr()

    assert run(tmp_path, "--fresh") == 0
    out = capsys.readouterr().out
    assert "run set 2 started" in out and "the 4 run(s) stored before (run set 1) are kept apart" in out
    runs = stored(store)
    assert [(lb, s, st) for lb, s, st, _ in runs[:4]] == [(lb, s, "COMPLETED") for lb in "AB" for s in (0, 1)]
    assert [r[3] for r in runs] == [1, 1, 1, 1, 2, 2, 2, 2]
    assert all(store.joinpath(name).read_bytes() == data for name, data in first.items() if name[0].isdigit())
    assert json.loads((store / "run_set.json").read_text()) == {"run_set": 2}

    # The report counts the latest set only: 2 seeds per label, no problem.
    assert main(["report", str(store), "-o", str(tmp_path / "report"), "--no-pdf"]) == 0
    tables = tmp_path / "report" / "tables"
    assert rows(tables / "runs_per_env.csv") == [
        {"env": "CartPole-v1", "label": lb, "runs": "2", "used": "2"} for lb in "AB"
    ]
    assert rows(tables / "problems.csv") == []
    summary = {r["item"]: r["value"] for r in rows(tables / "summary.csv")}
    assert summary["Runs"] == "4" and summary["Runs not counted: duplicates, earlier run sets"] == "0, 4"
    assert sorted(r["key"] for r in rows(tables / "appendix.csv")) == [f"store/{i}" for i in range(5, 9)]

    # The export has every run; `counted` marks the report's.
    assert main(["export", str(store), "-o", str(tmp_path / "runs.csv"), "--runs"]) == 0
    exported = {r["run"]: r for r in rows(tmp_path / "runs.csv")}
    assert [exported[f"store/{i}"]["counted"] for i in range(1, 9)] == ["False"] * 4 + ["True"] * 4
    assert "earlier run set" in exported["store/1"]["not_counted"]

    # --resume continues set 2 (its runs are completed); a plain run is refused naming set 2.
    assert run(tmp_path, "--resume") == 0
    assert capsys.readouterr().out.count("already completed") == 4
    assert run(tmp_path) == 2
    assert "(run set 2)" in capsys.readouterr().err
    assert len(stored(store)) == 8


def test_a_run_stored_before_budget_target_return_existed_still_counts_as_completed(tmp_path):
    # configs stored before budget.target_return have no such key: resume must still skip them, and
    # keep their checkpoints
    from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
    from esbench.execution.attempt import completed_run
    from esbench.stores.runs import RawRun

    common = dict(suite="s", label="ES", algo="openai_es", env="CartPole-v1", seed=0,
                  eval=EvalSpec(50, 2), policy=PolicySpec(), params={})  # fmt: skip
    trial = Trial(**common, budget=Budget(100))
    old = trial.to_config()
    old["budget"] = {"timesteps": 100, "wall_clock_s": None}  # as stored before
    stored = RawRun(source="store", run_id="1", config=old, run={"status": "COMPLETED"}, metrics={}, info={})
    assert completed_run([stored], trial) is stored
    target = Trial(**common, budget=Budget(100, target_return=5.0))
    assert completed_run([stored], target) is None  # a target is another trial
    _assert_checkpoint_kept(tmp_path, trial, old)


def _assert_checkpoint_kept(tmp_path, trial, old: dict) -> None:
    """``old`` (a config as stored before a key existed) is ``trial``'s: its checkpoint survives resume."""
    from esbench.execution.state import normalised_config, prepare_checkpoint_dir

    directory = prepare_checkpoint_dir(tmp_path, trial, resume=False, config=old)
    (directory / "checkpoint.npz").write_bytes(b"x")
    assert normalised_config(old) == normalised_config(trial.to_config())
    prepare_checkpoint_dir(tmp_path, trial, resume=True)
    assert (directory / "checkpoint.npz").is_file()  # kept: the same trial


def test_a_run_stored_before_request_schedule_existed_still_counts_as_completed(tmp_path):
    # ES configs stored before params.request_schedule have no such key, and ran the equal schedule:
    # resume must still skip them and keep their checkpoints; factoring is another config
    import dataclasses

    from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
    from esbench.execution.attempt import completed_run
    from esbench.execution.state import normalised_config
    from esbench.runners.openai_es.params import OpenAIESParams
    from esbench.stores.runs import RawRun

    params = dataclasses.asdict(OpenAIESParams())
    assert params["request_schedule"] == "equal"  # the default is the former behaviour
    common = dict(suite="s", label="ES", algo="openai_es", env="CartPole-v1", seed=0,
                  eval=EvalSpec(50, 2), policy=PolicySpec(), budget=Budget(100))  # fmt: skip
    trial = Trial(**common, params=params)
    old = trial.to_config()
    del old["params"]["request_schedule"]  # as stored before
    stored = RawRun(source="store", run_id="1", config=old, run={"status": "COMPLETED"}, metrics={}, info={})
    assert completed_run([stored], trial) is stored
    _assert_checkpoint_kept(tmp_path, trial, old)
    factoring = Trial(**common, params={**params, "request_schedule": "factoring"})
    assert completed_run([stored], factoring) is None
    assert normalised_config(factoring.to_config())["params"]["request_schedule"] == "factoring"


@pytest.mark.parametrize("extra", [(), ("--resume",)])
def test_a_store_refuses_another_suites_runs_unless_a_new_run_set_starts(tmp_path, capsys, extra):
    """A second suite run into an existing store replaced its suite.yaml and trials.json and the report
    counted seeds twice ("runs 4" from seeds 0, 0, 1, 1). Now it exits 2, names both suites and how to
    go on, and writes nothing; with --fresh it starts a new run set, which reports read alone."""
    assert run(tmp_path) == 0
    store = tmp_path / "store"
    before = snapshot(store)
    other = tmp_path / "other.yaml"
    other.write_text(SUITE.replace("name: again", "name: another"))
    capsys.readouterr()
    cmd = ["run", str(other), "--results", str(store), "--no-report"]
    assert main([*cmd, *extra]) == 2
    err = capsys.readouterr().err
    assert "holds runs of suite 'again'" in err and "suite 'another'" in err and "--fresh" in err
    assert snapshot(store) == before
    assert main([*cmd, "--fresh"]) == 0
    suites = {r.config["suite"] for r in FileRunStore(store).iter_runs() if r.run_set == 2}
    assert suites == {"another"}
