"""``esbench push``: a run whose metrics cannot be read is reported with its problem, never "inserted"."""

from __future__ import annotations

import io
import json

import pytest

from esbench.stores.file_store import FileRunStore
from esbench.stores.mongo import MongoStore, parse_url
from esbench.stores.mongo_runs import MongoRunStore
from esbench.stores.mongo_write import unreadable_because
from esbench.stores.push import push_store

pytestmark = pytest.mark.mongo  # the real test server (tests/realmongo.py)


def metric(n: int) -> dict:
    return {"steps": list(range(n)), "values": [1.0] * n, "timestamps": ["2024-01-01T00:00:00"] * n}


def write_run(root, run_id: int, metrics) -> None:
    d = root / str(run_id)
    d.mkdir(parents=True)
    config = {"suite": "p", "label": "ES", "algo": "openai_es", "env": "CartPole-v1", "seed": run_id}
    run = {"status": "COMPLETED", "start_time": f"2024-01-01T00:00:0{run_id}", "meta": {}, "experiment": {}}
    for name, doc in {"config": config, "run": run, "info": {}}.items():
        (d / f"{name}.json").write_text(json.dumps(doc))
    if metrics is not None:
        (d / "metrics.json").write_text(metrics if isinstance(metrics, str) else json.dumps(metrics))


BROKEN = {
    2: json.dumps({"timesteps": metric(3)})[:30],  # truncated
    3: None,  # missing
    4: {"timesteps": {"steps": None, "values": [1.0], "timestamps": []}},
    5: {"timesteps": {"steps": [0, 1], "values": [1.0], "timestamps": []}},
    6: {"timesteps": {"steps": [0], "values": ["x"], "timestamps": ["t"]}},
    7: {"timesteps": [1, 2]},
    8: [1, 2],
}


def test_push_reports_runs_with_unreadable_metrics_instead_of_inserting_them(tmp_path, mongo):
    root = tmp_path / "results"
    write_run(root, 1, {"timesteps": metric(3), "eval.return_mean": metric(3)})
    for run_id, metrics in BROKEN.items():
        write_run(root, run_id, metrics)
    store = MongoStore(parse_url(mongo.url))
    out = io.StringIO()
    result = push_store(root, store, out=out)
    assert (result.inserted, result.replaced, result.unchanged) == (1, 0, 0)
    assert [line.split(":")[0] for line in result.skipped] == [f"run {i}" for i in BROKEN]
    text = out.getvalue()
    assert "run 2: unreadable metrics.json" in text and "run 3: missing metrics.json" in text
    assert "has 2 steps but 1 values" in text and "not a number" in text and "is not an object" in text
    assert store.db["runs"].count_documents({}) == 1
    assert "7 skipped" in result.summary()


@pytest.mark.parametrize("run_id", sorted(BROKEN))
def test_write_run_refuses_a_run_with_unreadable_metrics(tmp_path, run_id, mongo):
    root = tmp_path / "results"
    write_run(root, run_id, BROKEN[run_id])
    (raw,) = FileRunStore(root).iter_runs()
    assert unreadable_because(raw)
    with pytest.raises(ValueError, match=f"run {run_id}: "):
        MongoRunStore(mongo.db, "p").write_run(raw)
    assert mongo.db["runs"].count_documents({}) == 0


def test_push_command_names_each_unreadable_run_with_its_path_and_exits_3(tmp_path, mongo, capsys):
    from esbench.cli.main import main

    clean = tmp_path / "clean"
    write_run(clean, 9, {"timesteps": metric(3)})  # another seed than the runs below
    assert main(["push", str(clean), "--mongo", mongo.url]) == 0
    assert "could not read" not in capsys.readouterr().out
    root = tmp_path / "results"
    write_run(root, 1, {"timesteps": metric(3), "eval.return_mean": metric(3)})
    write_run(root, 2, json.dumps({"timesteps": metric(3)})[:30])  # truncated metrics.json
    write_run(root, 3, {"timesteps": metric(2)})
    (root / "3" / "run.json").write_text('"COMPLETED"')  # a string, not an object
    write_run(root, 4, {"timesteps": metric(2)})
    (root / "4" / "config.json").unlink()
    write_run(root, 5, {"timesteps": metric(2)})
    (root / "5" / "info.json").unlink()  # pushed all the same, and named
    assert main(["push", str(root), "--mongo", mongo.url]) == 3
    captured = capsys.readouterr()
    for run_id, problem in {
        2: "unreadable metrics.json",
        3: "run.json is not an object",
        4: "missing config.json",
        5: "missing info.json",
    }.items():
        assert f"could not read {root / str(run_id)}: {problem}" in captured.out
    assert f"could not read {root / '1'}" not in captured.out
    assert "2 inserted" in captured.out and "3 skipped" in captured.out  # runs 1 and 5: nothing readable lost
    assert "4 run(s) not read whole (exit 3)" in captured.err
