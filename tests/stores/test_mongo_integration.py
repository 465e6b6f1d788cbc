"""The whole MongoDB path on the session's real server: run, push, report from MongoDB.

Every test marked ``mongo`` runs against a real server started by the ``mongo_server`` fixture
(SecantusDB, see tests/realmongo.py). To run them against another server, e.g. MongoDB started with
``docker compose up -d mongo`` (repository root):

    ESBENCH_TEST_MONGO='mongodb://esbench:esbench@localhost:27017/esbench_it?authSource=admin' \\
        .venv/bin/python -m pytest -m mongo

Each test then writes to a database of its own on that server (named after the test) and drops it.
"""

from __future__ import annotations

import sys
import time

import pytest
from realmongo import MongoServer, ServerError, password_of, with_database
from storehelpers import write_suite

from esbench.cli.main import main
from esbench.report import ReportOptions, build_report
from esbench.stores.mongo import MongoStore, parse_url
from esbench.stores.mongo_runs import MongoRunStore
from esbench.stores.push import push_store


@pytest.mark.mongo
def test_real_server_run_push_report(tmp_path, dummy_runner, mongo, capsys):
    name = "it-suite"
    results = tmp_path / name
    suite = write_suite(tmp_path, name=name)
    assert main(["run", str(suite), "--results", str(results), "--no-report", "--mongo", mongo.url]) == 0
    db = mongo.db
    docs = list(db.runs.find({"config.suite": name}))
    assert len(docs) == 2 and all(d["meta"]["esbench"]["complete"] for d in docs)
    assert all(db.metrics.count_documents({"run_id": d["_id"]}) >= 6 for d in docs)
    store = MongoStore(parse_url(mongo.url))
    again = push_store(results, store)
    assert (again.inserted, again.replaced, again.unchanged) == (0, 0, 2)
    opts = ReportOptions(pdf=False)
    build_report([results], tmp_path / "f", opts)
    build_report([MongoRunStore(db, name)], tmp_path / "m", opts)
    for table in (tmp_path / "f" / "tables").glob("*.csv"):
        assert table.read_bytes() == (tmp_path / "m" / "tables" / table.name).read_bytes(), table.name
    assert mongo.password not in capsys.readouterr().out


def test_password_of_a_url_without_credentials_is_none():
    # The former version of this test took "27117/esb_it" for the password of such a URL.
    assert password_of("mongodb://localhost:27117/esb_it") is None
    assert password_of("mongodb://bob@h:1/db") is None
    assert password_of("mongodb://bob:p%40ss@h:1/db?authSource=admin") == "p@ss"
    assert with_database("mongodb://h:1/a?authSource=admin", "b") == "mongodb://h:1/b?authSource=admin"
    assert with_database("mongodb://h:1", "b") == "mongodb://h:1/b"


def test_a_server_that_does_not_start_fails_clearly_and_quickly(tmp_path, monkeypatch):
    server = MongoServer(tmp_path)
    # a server that exits at once, with a message
    monkeypatch.setattr(
        server, "command", lambda auth: [sys.executable, "-c", "raise SystemExit('no storage')"]
    )
    with pytest.raises(ServerError, match=r"(?s)exited with code 1 on port \d+:.*no storage"):
        server.start()
    # a server that never listens: bounded wait, then killed
    monkeypatch.setattr(server, "command", lambda auth: [sys.executable, "-c", "import time; time.sleep(60)"])
    start = time.monotonic()
    with pytest.raises(ServerError, match="did not listen"):
        server.start(timeout=1)
    assert time.monotonic() - start < 10 and server.process is None
