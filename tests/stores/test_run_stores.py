"""The RunStore layer: file store and MongoDB (the real test server) give the same runs, trial lists
round-trip, the lock."""

from __future__ import annotations

import csv
import json
import os
import socket
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from realmongo import USER
from storehelpers import write_suite

from esbench.cli.main import main
from esbench.core.processes import is_stale
from esbench.stores.file_store import LOCK_FILE, FileRunStore
from esbench.stores.mongo import MongoStore, parse_url
from esbench.stores.mongo_runs import LOCKS_COLLECTION, MongoRunStore
from esbench.stores.push import push_store
from esbench.stores.runs import RawRun, StoreLocked

TRIALS = [
    {"suite": "s", "label": "ES", "algo": "openai_es", "env": "CartPole-v1[max_episode_steps=120]", "seed": 0,
     "budget": {"timesteps": 100, "wall_clock_s": None}, "params": {"sigma": 0.02, "hidden": [8, 8]}},
    {"suite": "s", "label": "ES", "algo": "openai_es", "env": "CartPole-v1[max_episode_steps=120]", "seed": 1,
     "budget": {"timesteps": 100, "wall_clock_s": None}, "params": {"sigma": 0.02, "hidden": [8, 8]}},
]  # fmt: skip


def comparable(raw: RawRun) -> tuple:
    """What the report reads of a run: identity, config, status, info, metric points, problems."""
    metrics = {n: (m["steps"], m["values"]) for n, m in (raw.metrics or {}).items()}
    return (raw.source, raw.run_id, raw.config, raw.status, raw.info, metrics, raw.problems)


@pytest.mark.mongo
def test_file_and_mongo_stores_give_the_same_runs(tmp_path, dummy_runner, mongo):
    store = tmp_path / "results" / "mongo-e2e"
    suite = write_suite(tmp_path, seeds=(0, 1))
    assert main(["run", str(suite), "--results", str(store), "--no-report", "--mongo", mongo.url]) == 0
    files = FileRunStore(store)
    mstore = MongoRunStore(mongo.db, "mongo-e2e")
    from_files, from_mongo = list(files.iter_runs()), list(mstore.iter_runs())
    assert len(from_files) == 4 and [r.run_id for r in from_files] == ["1", "2", "3", "4"]
    assert [comparable(r) for r in from_files] == [comparable(r) for r in from_mongo]
    assert all(r.location == store / r.run_id for r in from_files) and from_mongo[0].location is None
    # without metrics (what resume reads): the same runs, metrics left unread
    light = list(files.iter_runs(metrics=False))
    assert [r.metrics for r in light] == [None] * 4 and [r.config for r in light] == [
        r.config for r in from_files
    ]
    assert [r.metrics for r in mstore.iter_runs(metrics=False)] == [None] * 4
    # the suite and its trial list, in both stores
    assert files.suite()["name"] == mstore.suite()["name"] == "mongo-e2e"
    assert files.suite_text() == suite.read_text()
    assert files.trials() == mstore.trials() and len(files.trials()) == 4
    assert {(t["label"], t["seed"]) for t in files.trials()} == {("A", 0), ("A", 1), ("B", 0), ("B", 1)}


@pytest.mark.mongo
def test_trial_lists_round_trip(tmp_path, mongo):
    files = FileRunStore(tmp_path / "store")
    mstore = MongoRunStore(mongo.db, "s")
    for store in (files, mstore):
        assert store.trials() is None and store.suite() == {} and store.suite_text() is None
        store.write_suite("name: s\nseeds: [0, 1]\n")
        store.write_trials(TRIALS)
        assert store.trials() == TRIALS
        assert store.suite() == {"name": "s", "seeds": [0, 1]}
        store.write_trials(TRIALS[:1])  # a later run of the suite replaces the list
        assert store.trials() == TRIALS[:1]
        assert store.suite()["name"] == "s"  # writing the trials keeps the suite
    assert json.loads((tmp_path / "store" / "trials.json").read_text()) == TRIALS[:1]
    assert MongoRunStore(mongo.db).trials() is None  # a store of every suite has no list
    (tmp_path / "store" / "trials.json").write_text("{not json")
    assert files.trials() is None


@pytest.mark.mongo
def test_mongo_suite_is_stored_masked(mongo):
    store = MongoStore(parse_url(mongo.url))
    store.runs("s").write_suite(f"name: s\nstore:\n  mongo: {mongo.url}\n")
    text = store.runs("s").suite_text()
    assert mongo.password not in text and f"{USER}:****@" in text


@pytest.mark.mongo
def test_push_copies_the_trial_list(tmp_path, dummy_runner, mongo):
    store = tmp_path / "results" / "mongo-e2e"
    assert main(["run", str(write_suite(tmp_path)), "--results", str(store), "--no-report"]) == 0
    target = MongoStore(parse_url(mongo.url))
    result = push_store(store, target)
    assert (result.inserted, result.replaced, result.unchanged) == (2, 0, 0)
    pushed = target.runs("mongo-e2e")
    assert pushed.trials() == FileRunStore(store).trials() and len(pushed.trials()) == 2
    assert [comparable(r) for r in pushed.iter_runs()] == [
        comparable(r) for r in FileRunStore(store).iter_runs()
    ]


@pytest.mark.mongo
def test_mongo_write_run_is_idempotent(tmp_path, dummy_runner, mongo):
    store = tmp_path / "results" / "mongo-e2e"
    assert main(["run", str(write_suite(tmp_path)), "--results", str(store), "--no-report"]) == 0
    target = MongoRunStore(mongo.db, "mongo-e2e")
    raws = list(FileRunStore(store).iter_runs())
    assert [target.write_run(r) for r in raws] == ["inserted", "inserted"]
    assert [target.write_run(r) for r in raws] == ["unchanged", "unchanged"]
    with pytest.raises(ValueError, match="run 9"):
        target.write_run(RawRun(source="x", run_id="9", config=None, run=None, metrics=None, info=None))


@pytest.mark.mongo
@pytest.mark.parametrize("kind", ["file", "mongo"])
def test_the_lock_excludes_a_second_holder(tmp_path, mongo, kind):
    def make():
        if kind == "file":
            return FileRunStore(tmp_path / "store")
        return MongoRunStore(mongo.db, "s")

    first, second = make(), make()
    with first.lock():
        with pytest.raises(StoreLocked, match=f"pid {os.getpid()} on {socket.gethostname()}"):
            with second.lock():
                pass
        with pytest.raises(StoreLocked):  # the same store object cannot take it twice either
            with first.lock():
                pass
    with second.lock():  # released at the end of the block
        pass
    with pytest.raises(RuntimeError), first.lock():  # and released when the block raises
        raise RuntimeError
    with second.lock():
        pass


def dead_pid() -> int:
    """The pid of a process that has exited."""
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


@pytest.mark.mongo
def test_a_dead_holder_s_lock_is_taken_over_another_host_s_is_not(tmp_path, mongo):
    host = socket.gethostname()
    dead = {"pid": dead_pid(), "host": host, "since": "2024-01-01T00:00:00+00:00"}
    remote = {"pid": os.getpid(), "host": f"not-{host}", "since": "2024-01-01T00:00:00+00:00"}
    assert is_stale(dead) and not is_stale(remote) and not is_stale({"pid": os.getpid(), "host": host})
    files, lock_file = FileRunStore(tmp_path / "store"), tmp_path / "store" / LOCK_FILE
    db = mongo.db
    mstore = MongoRunStore(db, "s")
    lock_file.parent.mkdir()
    lock_file.write_text(json.dumps(dead))
    db[LOCKS_COLLECTION].insert_one({"_id": "s", **dead})
    for store in (files, mstore):
        with store.lock():
            pass
    assert not lock_file.exists() and db[LOCKS_COLLECTION].count_documents({}) == 0
    lock_file.write_text(json.dumps(remote))
    db[LOCKS_COLLECTION].insert_one({"_id": "s", **remote})
    for store in (files, mstore):
        with pytest.raises(StoreLocked, match=f"on not-{host}"), store.lock():
            pass
    assert json.loads(lock_file.read_text()) == remote  # a refused holder removes nothing


def test_the_file_lock_excludes_another_process(tmp_path):
    store = tmp_path / "store"
    holder = textwrap.dedent(f"""
        import sys
        from esbench.stores.file_store import FileRunStore
        with FileRunStore({str(store)!r}).lock():
            print("locked", flush=True)
            sys.stdin.readline()
    """)
    proc = subprocess.Popen(
        [sys.executable, "-c", holder], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert proc.stdout.readline().strip() == "locked"
        with pytest.raises(StoreLocked, match=f"pid {proc.pid} "), FileRunStore(store).lock():
            pass
        proc.stdin.write("\n")
        proc.stdin.flush()
        assert proc.wait(timeout=30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
    with FileRunStore(store).lock():  # released when its holder left the block
        assert json.loads((store / LOCK_FILE).read_text())["pid"] == os.getpid()
    assert not (Path(store) / LOCK_FILE).exists()


@pytest.mark.mongo
def test_only_stores_the_full_trial_list_and_mongo_reports_the_same_missing_runs(
    tmp_path, dummy_runner, mongo
):
    from esbench.report import ReportOptions, build_report

    env_ref = "CartPole-v1[max_episode_steps=120]"
    suite = write_suite(tmp_path, seeds=(0, 1))
    suite.write_text(
        suite.read_text().replace(
            "envs: [CartPole-v1]", "envs: [{id: CartPole-v1, options: {max_episode_steps: 120}}]"
        )
    )
    store = tmp_path / "results" / "mongo-e2e"
    assert (
        main(["run", str(suite), "--results", str(store), "--no-report", "--mongo", mongo.url, "--only", "A"])
        == 0
    )
    mstore = MongoRunStore(mongo.db, "mongo-e2e")
    cells = {(t["label"], t["env"], t["seed"]) for t in mstore.trials()}
    assert (
        cells == {(lb, env_ref, s) for lb in "AB" for s in (0, 1)}
        and mstore.trials() == FileRunStore(store).trials()
    )
    opts = ReportOptions(pdf=False)
    build_report([store], tmp_path / "f", opts)
    build_report([mstore], tmp_path / "m", opts)
    tables = sorted(p.name for p in (tmp_path / "f" / "tables").glob("*.csv"))
    for name in tables:
        assert (tmp_path / "f" / "tables" / name).read_bytes() == (
            tmp_path / "m" / "tables" / name
        ).read_bytes(), name
    with (tmp_path / "f" / "tables" / "problems.csv").open() as fh:
        problems = [(r["label"], r["env"], r["seed"], r["status"]) for r in csv.DictReader(fh)]
    assert problems == [("B", env_ref, "0", "MISSING"), ("B", env_ref, "1", "MISSING")]
