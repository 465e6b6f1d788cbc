"""Run sets and duplicates with MongoDB (real test server): the same as with the file store."""

from __future__ import annotations

import csv
import importlib.util
import shutil
from pathlib import Path

import pytest
from storehelpers import write_suite

from esbench.cli.main import main
from esbench.report import ReportOptions, build_report
from esbench.stores.mongo import MongoStore, parse_url
from esbench.stores.mongo_runs import MongoRunStore
from esbench.stores.push import push_store

pytestmark = pytest.mark.mongo


def tables(out_dir: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted((out_dir / "tables").glob("*.csv"))}


def rows(out_dir: Path, table: str) -> list[dict[str, str]]:
    with (out_dir / "tables" / f"{table}.csv").open() as fh:
        return list(csv.DictReader(fh))


def snapshot(db) -> list:
    return [sorted(map(repr, db[name].find())) for name in ("runs", "metrics", "esbench_suites")]


def test_file_store_and_mongo_refuse_a_second_plain_run_and_keep_fresh_sets_apart(
    tmp_path, dummy_runner, mongo, capsys
):
    suite, store = write_suite(tmp_path, seeds=(0, 1)), tmp_path / "results" / "mongo-e2e"
    args = ["run", str(suite), "--results", str(store), "--no-report", "--mongo", mongo.url]
    assert main(args) == 0
    before = snapshot(mongo.db)
    capsys.readouterr()
    assert main(args) == 2
    err = capsys.readouterr().err
    assert (
        "4 run(s) of the trials to run are already stored" in err and "--resume" in err and "--fresh" in err
    )
    assert snapshot(mongo.db) == before  # nothing added to MongoDB either

    assert main([*args, "--fresh"]) == 0
    docs = sorted(mongo.db.runs.find(), key=lambda d: d["_id"])
    assert [d["meta"]["run_set"] for d in docs] == [1, 1, 1, 1, 2, 2, 2, 2]
    assert mongo.db.esbench_suites.find_one({"_id": "mongo-e2e"})["run_set"] == 2
    opts = ReportOptions(pdf=False)
    build_report([store], tmp_path / "f", opts)
    build_report([MongoRunStore(mongo.db, "mongo-e2e")], tmp_path / "m", opts)
    assert tables(tmp_path / "f") == tables(tmp_path / "m")
    assert rows(tmp_path / "m", "runs_per_env") == [
        {"env": "CartPole-v1", "label": lb, "runs": "2", "used": "2"} for lb in "AB"
    ]
    assert rows(tmp_path / "m", "problems") == []


def test_mongo_only_refuses_a_second_plain_run_resumes_and_starts_fresh_sets(
    tmp_path, dummy_runner, mongo, monkeypatch, capsys
):
    monkeypatch.chdir(tmp_path)
    suite = write_suite(tmp_path, extra="store:\n  file: none\n")
    args = ["run", str(suite), "--mongo", mongo.url, "--no-report"]
    assert main(args) == 0
    capsys.readouterr()
    assert main(args) == 2
    assert "--fresh" in capsys.readouterr().err and mongo.db.runs.count_documents({}) == 2
    assert main([*args, "--fresh"]) == 0
    assert "run set 2 started" in capsys.readouterr().out
    assert main([*args, "--resume"]) == 0
    assert capsys.readouterr().out.count("already completed") == 2
    assert mongo.db.runs.count_documents({"meta.run_set": 2}) == 2
    build_report([MongoRunStore(mongo.db, "mongo-e2e")], tmp_path / "m", ReportOptions(pdf=False))
    assert [r["runs"] for r in rows(tmp_path / "m", "runs_per_env")] == ["1", "1"]


def test_pushed_duplicates_are_counted_once_from_mongo_as_from_files(tmp_path, mongo):
    path = Path(__file__).parent.parent / "report" / "runfixture.py"
    spec = importlib.util.spec_from_file_location("report_runfixture", path)
    fixture = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fixture)
    store = fixture.build_main_store(tmp_path / "fixture")
    for run in ("103", "104"):  # runs push cannot upload (see test_mongo_runs)
        shutil.rmtree(store / run)
    rerun = fixture.make_run("ES", "EnvA-v0", 0)
    rerun["run"].update(meta={"run_set": 1}, start_time="2024-01-02T00:00:00.000000")  # a later run
    fixture.write_run(store, 201, **rerun)
    target = MongoStore(parse_url(mongo.url))
    assert push_store(store, target).skipped == []
    opts = ReportOptions(pdf=False)
    build_report([store], tmp_path / "f", opts)
    build_report([MongoRunStore(target.db, "fixture")], tmp_path / "m", opts)
    assert tables(tmp_path / "f") == tables(tmp_path / "m")
    problems = [r["problems"] for r in rows(tmp_path / "m", "problems")]
    assert "duplicate run of ES on EnvA-v0 seed 0, not counted (run fixture/201 is counted)" in problems
