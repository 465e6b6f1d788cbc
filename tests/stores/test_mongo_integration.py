"""The MongoDB path against a real server: set ESBENCH_TEST_MONGO to a URL (its database is used).

    ESBENCH_TEST_MONGO=mongodb://user:pass@localhost:27017/esbench_it .venv/bin/pytest -m mongo tests/stores

``docker compose up -d mongo`` (repository root) starts a suitable server:
``mongodb://esbench:esbench@localhost:27017/esbench_it?authSource=admin``. The test deletes what it
wrote (runs of its own suite name, their metrics and files).
"""

from __future__ import annotations

import os
import uuid

import pytest
from storehelpers import write_suite

from esbench.cli import main
from esbench.report import ReportOptions, build_report
from esbench.stores import mongo as mongo_mod
from esbench.stores.mongo import MongoStore, parse_url
from esbench.stores.mongo_runs import MongoRunStore
from esbench.stores.push import push_store

pytestmark = [
    pytest.mark.mongo,
    pytest.mark.skipif(not os.environ.get("ESBENCH_TEST_MONGO"), reason="ESBENCH_TEST_MONGO is not set"),
]


@pytest.fixture
def real_store(monkeypatch):
    monkeypatch.setattr(mongo_mod, "CLIENT_FACTORY", None)
    store = MongoStore(parse_url(os.environ["ESBENCH_TEST_MONGO"]))
    name = f"it-{uuid.uuid4().hex[:8]}"
    yield store, name
    import gridfs

    fs = gridfs.GridFS(store.db)
    for doc in store.db.runs.find({"config.suite": name}):
        for artifact in doc.get("artifacts") or []:
            fs.delete(artifact["file_id"])
        store.db.metrics.delete_many({"run_id": doc["_id"]})
        store.db.runs.delete_one({"_id": doc["_id"]})
    store.db["esbench_suites"].delete_one({"_id": name})
    store.close()


def test_real_server_run_push_report(tmp_path, dummy_runner, real_store, capsys):
    store, name = real_store
    url = store.target.url
    results = tmp_path / name
    assert (
        main(
            [
                "run",
                str(write_suite(tmp_path, name=name)),
                "--results",
                str(results),
                "--no-report",
                "--mongo",
                url,
            ]
        )
        == 0
    )
    db = store.db
    docs = list(db.runs.find({"config.suite": name}))
    assert len(docs) == 2 and all(d["meta"]["esbench"]["complete"] for d in docs)
    assert all(db.metrics.count_documents({"run_id": d["_id"]}) >= 6 for d in docs)
    again = push_store(results, store)
    assert (again.inserted, again.replaced, again.unchanged) == (0, 0, 2)
    opts = ReportOptions(pdf=False)
    build_report([results], tmp_path / "f", opts)
    build_report([MongoRunStore(db, name)], tmp_path / "m", opts)
    for table in (tmp_path / "f" / "tables").glob("*.csv"):
        assert table.read_bytes() == (tmp_path / "m" / "tables" / table.name).read_bytes(), table.name
    password = store.target.url.split("@")[0].rpartition(":")[2]
    if len(password) >= 3:
        assert password not in capsys.readouterr().out
