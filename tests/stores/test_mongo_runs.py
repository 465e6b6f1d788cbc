"""`esbench run --mongo` against the real test server: Sacred's schema, Omniboard fields, GridFS
sources, push, reports, masking."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from realmongo import USER
from storehelpers import all_documents, all_files_text, write_suite

from esbench.cli.main import main
from esbench.core.metrics import CONTRACT_METRICS
from esbench.report import ReportOptions, build_report
from esbench.stores.mongo import MongoStore, parse_url
from esbench.stores.mongo_runs import MongoRunStore, mongo_run_stores
from esbench.stores.push import push_store

pytestmark = pytest.mark.mongo


def run_suite_cli(tmp_path: Path, suite: Path, url: str, *extra: str) -> tuple[int, Path]:
    store = tmp_path / "results" / "mongo-e2e"
    code = main(["run", str(suite), "--results", str(store), "--no-report", "--mongo", url, *extra])
    return code, store


def tables(out_dir: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted((out_dir / "tables").glob("*.csv"))}


def test_run_writes_sacred_schema_to_mongo(tmp_path, dummy_runner, mongo, capsys):
    code, store = run_suite_cli(tmp_path, write_suite(tmp_path), mongo.url)
    captured = capsys.readouterr()
    assert code == 0, captured.out + captured.err
    db = mongo.db
    runs = sorted(db.runs.find(), key=lambda d: d["_id"])
    assert len(runs) == 2
    for doc in runs:
        cfg = doc["config"]
        assert (cfg["suite"], cfg["algo"], cfg["env"]) == ("mongo-e2e", "test_dummy", "CartPole-v1")
        assert doc["status"] == "COMPLETED" and doc["experiment"]["name"] == "esbench"
        assert doc["meta"]["label"] == cfg["label"] and doc["meta"]["seed"] == cfg["seed"]
        esb = doc["meta"]["esbench"]
        assert esb["complete"] and esb["store"] == "mongo-e2e" and esb["run_id"] in ("1", "2")
        assert set(doc["omniboard"]["tags"]) >= {
            "mongo-e2e",
            cfg["label"],
            "CartPole-v1",
            f"seed={cfg['seed']}",
        }
        # Sacred's schema: one metrics document per (run, metric), parallel arrays, back-references.
        metrics = {m["name"]: m for m in db.metrics.find({"run_id": doc["_id"]})}
        assert set(CONTRACT_METRICS) <= set(metrics)
        refs = {r["name"]: r["id"] for r in doc["info"]["metrics"]}
        assert refs == {name: str(m["_id"]) for name, m in metrics.items()}
        on_disk = json.loads((store / esb["run_id"] / "metrics.json").read_text())
        for name, m in metrics.items():
            assert len(m["steps"]) == len(m["values"]) == len(m["timestamps"])
            assert (m["steps"], m["values"]) == (on_disk[name]["steps"], on_disk[name]["values"])
        assert doc["result"] == metrics["eval.return_mean"]["values"][-1]
    assert db["esbench_suites"].find_one({"_id": "mongo-e2e"})["yaml"].startswith("name: mongo-e2e")
    assert db["omniboard.metric.columns"].count_documents({}) == 3
    assert "reachable and writable" in captured.out


def test_report_from_mongo_equals_report_from_files(tmp_path, dummy_runner, mongo, capsys):
    code, store = run_suite_cli(tmp_path, write_suite(tmp_path), mongo.url)
    assert code == 0
    db = mongo.db
    opts = ReportOptions(pdf=False)
    build_report([store], tmp_path / "from_files", opts)
    build_report(mongo_run_stores(db), tmp_path / "from_mongo", opts)
    from_files, from_mongo = tables(tmp_path / "from_files"), tables(tmp_path / "from_mongo")
    assert len(from_files) >= 10 and from_files == from_mongo
    # and through the command line
    out = tmp_path / "cli_report"
    assert main(["report", "--mongo", mongo.url, "--suite", "mongo-e2e", "-o", str(out), "--no-pdf"]) == 0
    assert tables(out) == from_files
    assert mongo.password not in capsys.readouterr().out


def test_push_is_idempotent_and_skips_runs_already_live(tmp_path, dummy_runner, mongo, capsys):
    code, store = run_suite_cli(tmp_path, write_suite(tmp_path), mongo.url)
    assert code == 0
    live = MongoStore(parse_url(mongo.url))
    again = push_store(store, live)
    assert (again.inserted, again.replaced, again.unchanged) == (0, 0, 2)  # live copies are complete
    pushed_url, _ = mongo.other("pushed")
    fresh = MongoStore(parse_url(pushed_url))
    first = push_store(store, fresh)
    counts = {c: fresh.db[c].count_documents({}) for c in ("runs", "metrics", "fs.files", "fs.chunks")}
    second = push_store(store, fresh)
    assert (first.inserted, second.inserted, second.unchanged) == (2, 0, 2)
    assert counts == {c: fresh.db[c].count_documents({}) for c in counts}
    assert counts["fs.files"] == live.db["fs.files"].count_documents({}) >= 1  # each source once
    doc = fresh.db.runs.find_one({"config.label": "A", "config.seed": 0})
    assert doc["experiment"]["sources"] and doc["info"]["metrics"] and doc["omniboard"]["tags"]
    opts = ReportOptions(pdf=False)
    build_report([store], tmp_path / "f", opts)
    build_report(mongo_run_stores(fresh.db), tmp_path / "m", opts)
    assert tables(tmp_path / "f") == tables(tmp_path / "m")
    assert main(["push", str(store), "--mongo", pushed_url]) == 0
    assert "0 inserted, 0 replaced (incomplete in MongoDB), 2 already there" in capsys.readouterr().out


def test_push_of_the_report_fixture_keeps_its_problems(tmp_path, mongo):
    import importlib.util
    import shutil

    path = Path(__file__).parent.parent / "report" / "runfixture.py"  # importable whatever is collected
    spec = importlib.util.spec_from_file_location("report_runfixture", path)
    fixture = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fixture)
    store = fixture.build_main_store(tmp_path / "fixture")
    target = MongoStore(parse_url(mongo.url))
    result = push_store(store, target)
    assert result.skipped == [
        "run 103: missing run.json, missing metrics.json, missing info.json",
        "run 104: unreadable metrics.json: JSONDecodeError",
    ]
    for run in ("103", "104"):  # no Sacred run document without run.json or readable metrics
        shutil.rmtree(store / run)
    opts = ReportOptions(pdf=False)
    build_report([store], tmp_path / "f", opts)
    build_report([MongoRunStore(target.db, "fixture")], tmp_path / "m", opts)
    assert tables(tmp_path / "f") == tables(tmp_path / "m")


def test_credentials_never_stored_or_printed(tmp_path, dummy_runner, mongo, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    url, password = mongo.url, mongo.password
    suite = write_suite(tmp_path, extra=f"store:\n  mongo: {url}\n")
    assert main(["validate", str(suite)]) == 0
    assert main(["run", str(suite), "--dry-run"]) == 0
    assert main(["run", str(suite)]) == 0  # store.mongo from the suite; report written too
    assert main(["push", "results/mongo-e2e", "--mongo", url]) == 0
    assert main(["report", "--mongo", url, "-o", "reports/m", "--no-pdf"]) == 0
    captured = capsys.readouterr()
    assert f"{USER}:****@127.0.0.1" in captured.out
    for text in (
        captured.out,
        captured.err,
        all_files_text(tmp_path / "results"),
        all_files_text(tmp_path / "reports"),
    ):
        assert password not in text
    assert password not in all_documents(mongo.db)
    assert (
        f"store:\n  mongo: mongodb://{USER}:****@" in (tmp_path / "results/mongo-e2e/suite.yaml").read_text()
    )


def test_file_store_off_writes_mongo_only(tmp_path, dummy_runner, mongo, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    suite = write_suite(tmp_path, extra="store:\n  file: none\n")
    assert main(["run", str(suite), "--no-report"]) == 2  # nowhere to store the runs
    assert "store.file is off" in capsys.readouterr().err
    monkeypatch.setenv("ESBENCH_MONGO", mongo.url)
    assert main(["run", str(suite)]) == 0
    assert not any(p.name.isdigit() for p in (tmp_path / "results" / "mongo-e2e").iterdir())
    db = mongo.db
    assert db.runs.count_documents({"status": "COMPLETED", "meta.esbench.complete": True}) == 2
    assert (tmp_path / "reports" / "mongo-e2e" / "tables" / "summary.csv").is_file()
    assert main(["run", str(suite), "--resume", "--no-report"]) == 0
    assert "already completed" in capsys.readouterr().out and db.runs.count_documents({}) == 2


def test_live_runs_store_each_source_file_once(tmp_path, dummy_runner, mongo):
    """Sacred 0.8.7 stored every source again for every run under pymongo 4 (Sacred issue #891)."""
    code, store = run_suite_cli(tmp_path, write_suite(tmp_path, seeds=(0, 1, 2)), mongo.url)
    assert code == 0
    runs = list(mongo.db.runs.find({}, {"experiment.sources": 1}))
    sources = {tuple(map(str, s)) for run in runs for s in run["experiment"]["sources"]}
    assert len(runs) == 6 and len(sources) == len(runs[0]["experiment"]["sources"]) >= 1
    assert mongo.db["fs.files"].count_documents({}) == len(sources)  # one per distinct source
    files = list(mongo.db["fs.files"].find())
    assert all(f["md5"] and f["filename"].endswith(".py") for f in files)
    # pushing the same runs into another database stores the same sources once as well
    pushed_url, pushed_db = mongo.other("pushed")
    push_store(store, MongoStore(parse_url(pushed_url)))
    assert pushed_db["fs.files"].count_documents({}) == len(sources)


def test_overridden_suite_url_is_masked_in_every_stored_copy(
    tmp_path, dummy_runner, mongo, capsys, monkeypatch
):
    """The suite's own store.mongo password is masked when --mongo overrides it (the README's advice),
    and so is a URL in any other key or comment, in results/<suite>/suite.yaml and esbench_suites."""
    monkeypatch.chdir(tmp_path)
    suite_secret, note_secret, comment_secret = "su#ite/Secret9", "no?te@Secret8", "comm3nt-Secret7"
    extra = (
        f"store:\n  mongo: 'mongodb://other:{suite_secret}@127.0.0.1:1/x'\n"
        f"description: 'mirror at mongodb+srv://bob:{note_secret}@cluster.example.net/db'\n"
        f"# old server: mongodb://carol:{comment_secret}@10.0.0.1/db\n"
    )
    suite = write_suite(tmp_path, extra=extra)
    assert main(["run", str(suite), "--no-report", "--mongo", mongo.url]) == 0
    captured = capsys.readouterr()
    stored = (tmp_path / "results/mongo-e2e/suite.yaml").read_text()
    documents = all_documents(mongo.db)
    for secret in (suite_secret, note_secret, comment_secret, mongo.password):
        for text in (stored, documents, captured.out, captured.err):
            assert secret not in text
    assert "mongodb://other:****@127.0.0.1:1/x" in stored
