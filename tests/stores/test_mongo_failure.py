"""MongoDB failing: before the suite (exit 2, nothing runs) and in the middle of it (nothing is lost)."""

from __future__ import annotations

import time

import pymongo.errors
import pytest
from storehelpers import PASSWORD, URL, FlakyCollection, Outage, write_suite

from esbench.cli import main
from esbench.errors import EsbenchError
from esbench.report import ReportOptions, build_report
from esbench.stores import mongo as mongo_mod
from esbench.stores.mongo import MongoStore, parse_url
from esbench.stores.mongo_runs import mongo_run_stores
from esbench.stores.observer import EsbenchMongoObserver

UNREACHABLE = f"mongodb://alice:{PASSWORD}@127.0.0.1:9/esbench_test"  # port 9: nothing listens


def test_unreachable_server_fails_fast_with_exit_2_and_runs_nothing(tmp_path, dummy_runner, capsys):
    store = tmp_path / "results"
    start = time.perf_counter()
    code = main(["run", str(write_suite(tmp_path)), "--results", str(store), "--mongo", UNREACHABLE])
    elapsed = time.perf_counter() - start
    err = capsys.readouterr().err
    assert code == 2 and elapsed < 3 * mongo_mod.TIMEOUT_MS / 1000
    assert "unreachable after" in err and "alice:****@127.0.0.1:9" in err and PASSWORD not in err
    assert "Traceback" not in err and not store.exists()
    print(f"pre-flight failure for an unreachable URL: {elapsed:.2f} s")


class RefusingClient:
    """A client whose server rejects the credentials (as MongoDB does with code 18)."""

    def __getitem__(self, name):
        return self

    def command(self, *args, **kwargs):
        raise pymongo.errors.OperationFailure(f"Authentication failed. pwd={PASSWORD}", code=18)


def test_refused_credentials_fail_with_exit_2(tmp_path, dummy_runner, monkeypatch, capsys):
    monkeypatch.setattr(mongo_mod, "CLIENT_FACTORY", lambda url: RefusingClient())
    store = tmp_path / "results"
    assert main(["run", str(write_suite(tmp_path)), "--results", str(store), "--mongo", URL]) == 2
    err = capsys.readouterr().err
    assert "authentication failed for user 'alice'" in err and PASSWORD not in err and not store.exists()
    with pytest.raises(EsbenchError, match="not a MongoDB URL"):
        parse_url(f"http://alice:{PASSWORD}@host/db")


class OutageStore(MongoStore):
    """A MongoStore whose server disappears during the ``cut_at``-th run (and stays away)."""

    def __init__(self, target, client, cut_at: int):
        super().__init__(target, lambda url: client)
        self.outage, self.cut_at, self.runs_started = Outage(), cut_at, 0

    def observer(self, store_name, spool_dir=None) -> EsbenchMongoObserver:
        obs = super().observer(store_name, spool_dir)
        self.runs_started += 1
        cut = self.runs_started == self.cut_at
        obs.runs = FlakyCollection(obs.runs, self.outage, cut_after_insert=cut)
        obs.metrics = FlakyCollection(obs.metrics, self.outage)
        return obs


def run_with_outage(tmp_path, mongo_client, monkeypatch, suite_extra: str = "") -> tuple[OutageStore, str]:
    from esbench.stores import mongo as stores_mongo

    store = OutageStore(parse_url(URL), mongo_client, cut_at=2)
    monkeypatch.setattr(stores_mongo, "MongoStore", lambda target: store)
    monkeypatch.chdir(tmp_path)
    suite = write_suite(tmp_path, labels=("A", "B", "C"), extra=suite_extra)
    code = main(["run", str(suite), "--mongo", URL, "--no-report"])
    assert code == 0  # every run completed although MongoDB went away
    return store, suite


def test_mongo_failure_mid_suite_loses_nothing(tmp_path, dummy_runner, mongo_client, monkeypatch, capsys):
    run_with_outage(tmp_path, mongo_client, monkeypatch)
    out = capsys.readouterr().out
    db = mongo_client["esbench_test"]
    docs = {d["config"]["label"]: d for d in db.runs.find()}
    assert docs["A"]["meta"]["esbench"]["complete"] and "C" not in docs  # C never reached MongoDB
    assert docs["B"]["status"] == "RUNNING" and not docs["B"]["meta"]["esbench"]["complete"]
    assert "3 completed" in out and "2 run(s) incomplete there; nothing is lost" in out
    assert "B/CartPole-v1/0 (run 2): metrics: ServerSelectionTimeoutError" in out
    assert "C/CartPole-v1/0 (run 3): start: ServerSelectionTimeoutError" in out
    push_line = (
        f"esbench push results/mongo-e2e --mongo '{URL.replace(PASSWORD, '****')}'  # **** = the password"
    )
    assert push_line in out and PASSWORD not in out
    # The server is back: the printed command uploads what is missing, once.
    assert main(["push", "results/mongo-e2e", "--mongo", URL]) == 0
    assert "1 inserted, 1 replaced (incomplete in MongoDB), 1 already there" in capsys.readouterr().out
    assert db.runs.count_documents({"meta.esbench.complete": True, "status": "COMPLETED"}) == 3
    assert db.runs.count_documents({}) == 3 and db.metrics.count_documents({"run_id": docs["B"]["_id"]}) > 0
    opts = ReportOptions(pdf=False)
    build_report(["results/mongo-e2e"], "f", opts)
    build_report(mongo_run_stores(db), "m", opts)
    for table in (tmp_path / "f" / "tables").glob("*.csv"):
        assert table.read_bytes() == (tmp_path / "m" / "tables" / table.name).read_bytes(), table.name


def test_mongo_failure_without_file_store_spools_to_disk(
    tmp_path, dummy_runner, mongo_client, monkeypatch, capsys
):
    run_with_outage(tmp_path, mongo_client, monkeypatch, suite_extra="store:\n  file: none\n")
    out = capsys.readouterr().out
    spool = tmp_path / "results" / "mongo-e2e" / "mongo_unsaved"
    assert sorted(p.name for p in spool.iterdir()) == ["1", "2"]
    assert "every one of them is complete in results/mongo-e2e/mongo_unsaved" in out
    assert main(["push", str(spool), "--mongo", URL]) == 0
    db = mongo_client["esbench_test"]
    assert db.runs.count_documents({"meta.esbench.complete": True, "status": "COMPLETED"}) == 3
    assert db.runs.count_documents({}) == 3
    assert main(["push", str(spool), "--mongo", URL]) == 0
    assert "0 inserted, 0 replaced (incomplete in MongoDB), 2 already there" in capsys.readouterr().out
    suite_store = mongo_run_stores(db)[0]
    runs = list(suite_store.iter_runs())
    assert {r.source for r in runs} == {"mongo-e2e"} and all(r.metrics["eval.return_mean"] for r in runs)
