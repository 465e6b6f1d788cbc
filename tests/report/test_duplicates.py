"""A store holding two runs of one (label, env, seed): the report counts one, lists the other."""

from __future__ import annotations

import csv
import shutil
from pathlib import Path

import pytest
from runfixture import make_run, run_doc, write_run

import esbench
from esbench.report import ReportOptions, build_report
from esbench.report.duplicates import EARLIER_SET
from esbench.report.export import UnreadableRunsWarning


def rows(path: Path) -> list[dict[str, str]]:
    with path.open() as fh:
        return list(csv.DictReader(fh))


def with_duplicates(main_store: Path, root: Path) -> Path:
    """The main fixture store plus a later COMPLETED rerun of ES/EnvA-v0/0 (final return 7777) and a
    later INTERRUPTED rerun of TRPO/EnvA-v0/1, both as ``esbench run --resume`` or an old esbench
    would leave them."""
    store = shutil.copytree(main_store, root / "fixture")
    rerun = make_run("ES", "EnvA-v0", 0)
    rerun["metrics"]["eval.return_mean"]["values"][-1] = 7777.0
    rerun["run"] = run_doc(result=7777.0)
    write_run(store, 201, **rerun)
    interrupted = make_run("TRPO", "EnvA-v0", 1, total_frac=0.5)
    interrupted["run"] = run_doc("INTERRUPTED")
    write_run(store, 202, **interrupted)
    return store


@pytest.fixture(scope="module")
def reports(main_store, tmp_path_factory):
    root = tmp_path_factory.mktemp("dupes")
    opts = ReportOptions(pdf=False)
    build_report([main_store], root / "clean", opts)
    build_report([with_duplicates(main_store, root)], root / "dupes", opts)
    return root


def test_each_label_env_seed_is_counted_once_and_the_others_are_problems(reports):
    clean, dupes = reports / "clean" / "tables", reports / "dupes" / "tables"
    assert rows(dupes / "runs_per_env.csv") == rows(clean / "runs_per_env.csv")  # true seed counts
    key = {(r["label"], r["env"], r["seed"]): r["key"] for r in rows(clean / "appendix.csv")}
    es_run, trpo_run = key[("ES", "EnvA-v0", "0")], key[("TRPO", "EnvA-v0", "1")]
    new = {(r["key"], r["status"], r["problems"]) for r in rows(dupes / "problems.csv")}
    new -= {(r["key"], r["status"], r["problems"]) for r in rows(clean / "problems.csv")}
    note = "duplicate run of {} not counted (run {} is counted)"
    assert new == {
        (es_run, "COMPLETED", note.format("ES on EnvA-v0 seed 0,", "fixture/201")),
        ("fixture/202", "INTERRUPTED", note.format("TRPO on EnvA-v0 seed 1,", trpo_run)),
    }
    # the latest completed run counts: its final return is the one in the appendix
    appendix = {r["key"]: r for r in rows(dupes / "appendix.csv")}
    assert es_run not in appendix and float(appendix["fixture/201"]["final_return"]) == 7777.0
    summary = {r["item"]: r["value"] for r in rows(dupes / "summary.csv")}
    assert summary["Runs"] == {r["item"]: r["value"] for r in rows(clean / "summary.csv")}["Runs"]
    assert summary["Runs not counted: duplicates, earlier run sets"] == "2, 0"


def test_the_export_marks_the_runs_the_report_does_not_count(main_store, tmp_path):
    # the fixture store holds two runs broken on purpose (runfixture's docstring): their warning is
    # expected, and caught here instead of ending CI's output as if something failed
    with pytest.warns(UnreadableRunsWarning, match="2 stored run"):
        data = esbench.load_runs(with_duplicates(main_store, tmp_path))
    runs = data.runs.set_index("run")
    with pytest.warns(UnreadableRunsWarning, match="2 stored run"):
        plain = esbench.load_runs(main_store)
    assert len(runs) == len(plain.runs) + 2  # every stored run is exported
    assert not runs.loc["fixture/202", "counted"] and runs.loc["fixture/201", "counted"]
    assert runs.loc["fixture/202", "not_counted"].startswith("duplicate run of TRPO on EnvA-v0 seed 1")
    assert int((~runs.counted).sum()) == 2
    assert set(data.metrics.loc[~data.metrics.counted, "run"]) == set(runs.index[~runs.counted])
    assert EARLIER_SET not in set(runs.not_counted)
