"""MongoDB failing: before the suite (exit 2, nothing runs) and in the middle of it (nothing is lost).

Against the real test server: refused credentials and a user without write permission are real
server answers, and the mid-suite failure stops the server during the second run (then restarts
it for ``esbench push``).
"""

from __future__ import annotations

import re
import time

import pytest
from realmongo import USER
from storehelpers import PASSWORD, write_suite

from esbench.cli.main import main
from esbench.core.errors import EsbenchError
from esbench.report import ReportOptions, build_report
from esbench.stores import mongo as mongo_mod
from esbench.stores.mongo import MongoStore, parse_url
from esbench.stores.mongo_runs import mongo_run_stores
from esbench.stores.observer import EsbenchMongoObserver

pytestmark = pytest.mark.mongo

UNREACHABLE = f"mongodb://alice:{PASSWORD}@127.0.0.1:9/esbench_test"  # port 9: nothing listens


def nothing_stored(store) -> bool:
    """True when no file was written under ``store`` (an empty folder may be left)."""
    return not store.exists() or not any(store.rglob("*"))


def test_unreachable_server_fails_fast_with_exit_2_and_runs_nothing(tmp_path, dummy_runner, capsys):
    store = tmp_path / "results"
    start = time.perf_counter()
    code = main(["run", str(write_suite(tmp_path)), "--results", str(store), "--mongo", UNREACHABLE])
    elapsed = time.perf_counter() - start
    err = capsys.readouterr().err
    assert code == 2 and elapsed < 3 * mongo_mod.TIMEOUT_MS / 1000
    assert "unreachable after" in err and "alice:****@127.0.0.1:9" in err and PASSWORD not in err
    assert "Traceback" not in err and nothing_stored(store)
    print(f"pre-flight failure for an unreachable URL: {elapsed:.2f} s")


def test_refused_credentials_fail_with_exit_2(tmp_path, dummy_runner, mongo, capsys):
    wrong = mongo.url.replace(f"{USER}:", f"{USER}x:", 1).replace("@", f"{PASSWORD}@", 1)
    store = tmp_path / "results"
    assert main(["run", str(write_suite(tmp_path)), "--results", str(store), "--mongo", wrong]) == 2
    err = capsys.readouterr().err
    assert f"authentication failed for user '{USER}x'" in err
    assert PASSWORD not in err and mongo.password not in err and nothing_stored(store)
    with pytest.raises(EsbenchError, match="not a MongoDB URL"):
        parse_url(f"http://alice:{PASSWORD}@host/db")


def test_a_user_who_may_only_read_fails_the_pre_flight_check(tmp_path, dummy_runner, mongo, capsys):
    mongo.db.command("createUser", "reader", pwd=PASSWORD, roles=[{"role": "read", "db": mongo.name}])
    try:
        url = re.sub(r"//[^@]*@", f"//reader:{PASSWORD}@", mongo.url).split("?")[0]  # authSource: its db
        store = tmp_path / "results"
        assert main(["run", str(write_suite(tmp_path)), "--results", str(store), "--mongo", url]) == 2
        err = capsys.readouterr().err
        assert f"user 'reader' may not write to database '{mongo.name}'" in err, err
        assert PASSWORD not in err and nothing_stored(store)
        MongoStore(parse_url(url)).check(write=False)  # reading is allowed: reports work
    finally:
        mongo.db.command("dropUser", "reader")


class StoppingStore(MongoStore):
    """A MongoStore whose server is stopped right after the ``stop_at``-th run is created in it."""

    def __init__(self, target, server, stop_at: int):
        super().__init__(target)
        self.server, self.stop_at, self.runs_started = server, stop_at, 0

    def observer(self, store_name, spool_dir=None) -> EsbenchMongoObserver:
        obs = super().observer(store_name, spool_dir)
        self.runs_started += 1
        if self.runs_started == self.stop_at:
            started = obs.started_event

            def started_then_stop(*args, **kwargs):
                result = started(*args, **kwargs)
                self.server.stop()  # the server goes away right after the run is created
                return result

            obs.started_event = started_then_stop
        return obs


def run_with_outage(tmp_path, mongo, monkeypatch, suite_extra: str = "") -> StoppingStore:
    from esbench.stores import mongo as stores_mongo

    if not mongo.server.can_stop:
        pytest.skip("stops the server: needs the SecantusDB test server, not ESBENCH_TEST_MONGO")
    # The server really stops; a shorter wait for it than a user's 3 s only finds that sooner (a live
    # local server answers in milliseconds: 1.5 s leaves a busy machine's scheduler plenty).
    monkeypatch.setattr(stores_mongo, "TIMEOUT_MS", 1500)
    store = StoppingStore(parse_url(mongo.url), mongo.server, stop_at=2)
    monkeypatch.setattr(stores_mongo, "MongoStore", lambda target: store)
    monkeypatch.chdir(tmp_path)
    suite = write_suite(tmp_path, labels=("A", "B", "C"), extra=suite_extra)
    try:
        code = main(["run", str(suite), "--mongo", mongo.url, "--no-report"])
    finally:
        mongo.server.ensure_running()  # the server is back
    assert code == 0  # every run completed although MongoDB went away
    return store


#: What pymongo raises when the server is gone (the connection drops, then no server is found).
GONE = r"(AutoReconnect|ServerSelectionTimeoutError|NetworkTimeout|ConnectionFailure)"


def test_mongo_failure_mid_suite_loses_nothing(tmp_path, dummy_runner, mongo, monkeypatch, capsys):
    run_with_outage(tmp_path, mongo, monkeypatch)
    out = capsys.readouterr().out
    db = mongo.db
    docs = {d["config"]["label"]: d for d in db.runs.find()}
    assert docs["A"]["meta"]["esbench"]["complete"] and "C" not in docs  # C never reached MongoDB
    assert docs["B"]["status"] == "RUNNING" and not docs["B"]["meta"]["esbench"]["complete"]
    assert "3 completed" in out and "2 run(s) incomplete there; nothing is lost" in out
    assert re.search(rf"B/CartPole-v1/0 \(run 2\): metrics: {GONE}", out), out
    assert re.search(rf"C/CartPole-v1/0 \(run 3\): start: {GONE}", out), out
    masked = mongo.url.replace(f":{mongo.password}@", ":****@")
    push_line = f"ESBENCH_MONGO='{masked}' esbench push results/mongo-e2e  # **** = the password"
    assert push_line in out and mongo.password not in out
    # The server is back: the printed command uploads what is missing, once.
    assert main(["push", "results/mongo-e2e", "--mongo", mongo.url]) == 0
    assert "1 inserted, 1 replaced (incomplete in MongoDB), 1 already there" in capsys.readouterr().out
    assert db.runs.count_documents({"meta.esbench.complete": True, "status": "COMPLETED"}) == 3
    assert db.runs.count_documents({}) == 3 and db.metrics.count_documents({"run_id": docs["B"]["_id"]}) > 0
    opts = ReportOptions(pdf=False)
    build_report(["results/mongo-e2e"], "f", opts)
    build_report(mongo_run_stores(db), "m", opts)
    for table in (tmp_path / "f" / "tables").glob("*.csv"):
        assert table.read_bytes() == (tmp_path / "m" / "tables" / table.name).read_bytes(), table.name


def test_mongo_failure_without_file_store_spools_to_disk(tmp_path, dummy_runner, mongo, monkeypatch, capsys):
    run_with_outage(tmp_path, mongo, monkeypatch, suite_extra="store:\n  file: none\n")
    out = capsys.readouterr().out
    spool = tmp_path / "results" / "mongo-e2e" / "mongo_unsaved"
    assert sorted(p.name for p in spool.iterdir()) == ["1", "2"]
    assert "every one of them is complete in results/mongo-e2e/mongo_unsaved" in out
    assert main(["push", str(spool), "--mongo", mongo.url]) == 0
    db = mongo.db
    assert db.runs.count_documents({"meta.esbench.complete": True, "status": "COMPLETED"}) == 3
    assert db.runs.count_documents({}) == 3
    assert main(["push", str(spool), "--mongo", mongo.url]) == 0
    assert "0 inserted, 0 replaced (incomplete in MongoDB), 2 already there" in capsys.readouterr().out
    suite_store = mongo_run_stores(db)[0]
    runs = list(suite_store.iter_runs())
    assert {r.source for r in runs} == {"mongo-e2e"} and all(r.metrics["eval.return_mean"] for r in runs)
