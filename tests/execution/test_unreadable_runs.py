"""Every reader names the stored runs it cannot read whole and exits 3: ``esbench export``,
``esbench.load_runs`` and ``esbench run --resume`` (``esbench push``: tests/stores/test_push_unreadable.py).

End to end through the command line, on a tiny CartPole suite (Nevergrad, 200 steps per trial) whose
store then gets a truncated metrics.json, a run.json of the wrong type and a missing config.json.
"""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

import esbench
from esbench.cli.main import main
from esbench.report.export import UnreadableRunsWarning
from esbench.stores.file_store import FileRunStore
from esbench.stores.runs import EXIT_SKIPPED_RUNS

SUITE = """\
name: unreadable
seeds: [0, 1, 2, 3]
budget: {timesteps: 200}
eval: {every_timesteps: 100, episodes: 1}
envs: [CartPole-v1]
algorithms:
  - {label: A, algo: nevergrad, params: {popsize: 4}}
policy: {hidden: [4]}
"""
#: run id -> the problem each reader must name for it.
BROKEN = {
    "1": "unreadable metrics.json",
    "2": "run.json is not an object",
    "3": "missing config.json",
}


def run(tmp_path: Path, *extra: str) -> int:
    suite = tmp_path / "suite.yaml"
    suite.write_text(SUITE)
    return main(["run", str(suite), "--results", str(tmp_path / "store"), "--no-report", *extra])


def break_runs(store: Path) -> None:
    metrics = store / "1" / "metrics.json"
    metrics.write_bytes(metrics.read_bytes()[:40])  # truncated mid-write
    (store / "2" / "run.json").write_text("[1, 2]")  # JSON, of the wrong type
    (store / "3" / "config.json").unlink()


def named(text: str, store: Path) -> None:
    for run_id, problem in BROKEN.items():
        assert f"could not read {store / run_id}: " in text and problem in text, run_id
    assert f"could not read {store / '4'}" not in text


def test_export_load_runs_and_resume_name_each_unreadable_run_and_exit_3(tmp_path, capsys):
    assert run(tmp_path) == 0
    store = tmp_path / "store"
    out = tmp_path / "metrics.csv"
    assert main(["export", str(store), "-o", str(out)]) == 0  # nothing broken yet
    assert "could not read" not in capsys.readouterr().err
    with out.open() as fh:
        before = {row["run"]: row for row in csv.DictReader(fh) if row["metric"] == "eval.return_mean"}
    break_runs(store)
    untouched = {p: p.read_bytes() for p in sorted(store.glob("[123]/*.json"))}

    # esbench export: exit 3, each broken run named on stderr, everything readable still exported.
    assert main(["export", str(store), "-o", str(out)]) == EXIT_SKIPPED_RUNS
    named(capsys.readouterr().err, store)
    with out.open() as fh:
        rows = list(csv.DictReader(fh))
    runs = {row["run"] for row in rows}
    assert {"store/2", "store/3", "store/4"} <= runs  # their metrics.json is readable
    evals = {r["run"]: r for r in rows if r["metric"] == "eval.return_mean"}
    assert evals["store/4"]["value"] == before["store/4"]["value"]
    assert main(["export", str(store), "-o", str(tmp_path / "runs.csv"), "--runs"]) == EXIT_SKIPPED_RUNS
    with (tmp_path / "runs.csv").open() as fh:
        assert [r["run"] for r in csv.DictReader(fh)] == [f"store/{i}" for i in range(1, 5)]

    # esbench.load_runs: one warning naming every broken run; RunData.unreadable holds them.
    with pytest.warns(UnreadableRunsWarning) as caught:
        data = esbench.load_runs(store)
    named(str(caught[0].message), store)
    assert [u.path for u in data.unreadable] == [str(store / i) for i in BROKEN]
    assert len(data.runs) == 4 and data.runs.set_index("run").loc["store/4", "usable"]

    # esbench run --resume: each broken run named, its trial run again, exit 3; nothing removed.
    capsys.readouterr()
    assert run(tmp_path, "--resume") == EXIT_SKIPPED_RUNS
    printed = capsys.readouterr().out
    named(printed, store)
    assert printed.count("not taken as done: its trial runs again") == 3
    assert printed.count("already completed") == 1  # seed 3, run 4
    raws = list(FileRunStore(store).iter_runs(metrics=False))
    assert [r.run_id for r in raws] == [str(i) for i in range(1, 8)]
    assert sorted(r.config["seed"] for r in raws[4:]) == [0, 1, 2]
    assert all(r.status == "COMPLETED" for r in raws[4:])
    assert {p: p.read_bytes() for p in untouched} == untouched
