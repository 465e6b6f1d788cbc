"""The report loader never raises on a stored run, however broken: each is a row of its problems."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys

import pytest

from esbench.cli.main import main
from esbench.report.loader import load_frames
from esbench.stores.file_store import FileRunStore


def metric(steps, values) -> dict:
    return {"steps": list(steps), "values": list(values), "timestamps": ["2024-01-01T00:00:00"] * len(steps)}


def run_doc(status: str = "COMPLETED") -> dict:
    return {"status": status, "start_time": "2024-01-01T00:00:00", "stop_time": "2024-01-01T00:20:00",
            "heartbeat": "2024-01-01T00:10:00", "host": {"hostname": "node1"}, "result": 90.0,
            "experiment": {"repositories": [], "dependencies": ["numpy==2.0"]}}  # fmt: skip


def write_run(root, run_id: int, **docs) -> None:
    """Write ``docs`` (str values verbatim, others as JSON) as a run directory."""
    d = root / str(run_id)
    d.mkdir(parents=True)
    for name, doc in docs.items():
        (d / f"{name}.json").write_text(doc if isinstance(doc, str) else json.dumps(doc))


GOOD = {
    "config": {"suite": "s", "label": "ES", "algo": "openai_es", "env": "EnvA-v0", "seed": 0,
               "budget": {"timesteps": 1000}, "params": {"workers": 2}},
    "run": run_doc(),
    "metrics": {"timesteps": metric([0, 1000], [0, 1000]), "wall_clock_s": metric([0, 1000], [0.0, 5.0]),
                "eval.return_mean": metric([0, 1000], [10.0, 90.0])},
    "info": {"cores": 2, "num_params": 10},
}  # fmt: skip


def _with(doc: str, **changes):
    """A copy of the good run's ``doc`` (config, run, metrics, info) with ``changes``."""
    return {**json.loads(json.dumps(GOOD[doc])), **changes}


def dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


BROKEN = {
    "steps null": {"metrics": {**GOOD["metrics"], "eval.return_mean": {"steps": None, "values": [1.0]}}},
    "values a number": {"metrics": {**GOOD["metrics"], "eval.return_mean": {"steps": [1], "values": 3}}},
    "nested steps": {
        "metrics": {**GOOD["metrics"], "eval.return_mean": {"steps": [[1, 2]], "values": [[1, 2]]}}
    },
    "string values": {"metrics": {**GOOD["metrics"], "eval.return_mean": {"steps": [1], "values": ["x"]}}},
    "huge step": {"metrics": {**GOOD["metrics"], "timesteps": metric([0], [0]) | {"steps": [10**400]}}},
    "metric not a dict": {"metrics": {**GOOD["metrics"], "timesteps": [1, 2, 3]}},
    "metrics a list": {"metrics": [1, 2]},
    "seed above int64": {"config": _with("config", seed=2**70)},
    "seed a bool": {"config": _with("config", seed=True)},
    "config a list": {"config": ["not", "a", "dict"]},
    "params a string": {"config": _with("config", params="x", budget=[1])},
    "label a dict": {"config": _with("config", label={"a": 1}, env=[1])},
    "run a string": {"run": '"RUNNING"'},
    "host a list": {"run": {**run_doc(), "host": [1], "experiment": 3}},
    "repositories a number": {"run": {**run_doc(), "experiment": {"repositories": 5, "dependencies": 7}}},
    "mixed time zones": {"run": {**run_doc(), "stop_time": "2024-01-01T00:20:00+00:00"}},
    "bad times": {"run": {**run_doc(), "start_time": 5, "stop_time": "yesterday"}},
    "fail_trace a dict": {"run": {**run_doc("FAILED"), "fail_trace": {"a": 1}}},
    "info a list": {"info": [1]},
    "cores a string": {"info": {"cores": "8", "params_defaults": 3}},
    "result huge": {"run": {**run_doc(), "result": 10**400}},
    "deep nesting": {"config": "[" * 100_000 + "]" * 100_000},
    "empty files": {"config": "", "run": "", "metrics": "", "info": ""},
    "binary": {"run": "\x00\xff\xfe"},
    "dead driver": {
        "run": {**run_doc("RUNNING"), "meta": {"driver": {"pid": dead_pid(), "host": socket.gethostname()}}}
    },
}


def test_every_broken_run_is_a_row_of_problems_and_the_report_is_written(tmp_path):
    root = tmp_path / "store"
    write_run(root, 1, **GOOD)
    for run_id, changes in enumerate(BROKEN.values(), start=2):
        write_run(root, run_id, **{**GOOD, **changes})
    runs = load_frames([FileRunStore(root)]).runs.set_index("run_id")
    assert len(runs) == 1 + len(BROKEN)
    assert runs.loc["1", "usable"] and runs.loc["1", "problems"] == ""
    names = dict(enumerate(BROKEN, start=2))
    problems = {names[int(i)]: runs.loc[i, "problems"] for i in runs.index if i != "1"}
    assert "seed out of range" in problems["seed above int64"] and runs.loc["9", "seed"] == -1
    assert "driver died" in problems["dead driver"]
    assert "no eval.return_mean points" in problems["steps null"]
    assert "unreadable config.json" in problems["deep nesting"]
    assert "metrics.json is not an object" in problems["metrics a list"]
    assert "config.json is not an object" in problems["config a list"]
    assert runs.loc[
        [str(i) for i, n in names.items() if n in ("run a string", "empty files")], "status"
    ].tolist() == [
        "UNKNOWN",
        "UNKNOWN",
    ]
    assert main(["report", str(root), "-o", str(tmp_path / "report"), "--no-pdf"]) == 0


@pytest.mark.parametrize("name", ["label a dict", "host a list", "result huge"])
def test_a_run_readable_in_part_keeps_what_can_be_read(tmp_path, name):
    root = tmp_path / "store"
    write_run(root, 1, **{**GOOD, **BROKEN[name]})
    (row,) = load_frames([FileRunStore(root)]).runs.to_dict("records")
    assert row["run_id"] == "1" and row["status"] == "COMPLETED" and isinstance(row["problems"], str)


def test_a_live_driver_is_not_a_problem(tmp_path):
    root = tmp_path / "store"
    alive = {**run_doc("RUNNING"), "meta": {"driver": {"pid": os.getpid(), "host": socket.gethostname()}}}
    write_run(root, 1, **{**GOOD, "run": alive})
    (row,) = load_frames([FileRunStore(root)]).runs.to_dict("records")
    assert row["status"] == "RUNNING" and "driver died" not in row["problems"]
