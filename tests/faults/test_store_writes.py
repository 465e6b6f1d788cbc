"""Whole files only, the store lock, and closing a run its driver left RUNNING, unit by unit."""

from __future__ import annotations

import errno
import json
import os
import socket
import subprocess
import sys
import threading

import pytest
from faultdriver import wait_until

from esbench.core.processes import is_stale, process_alive, process_identity, process_start
from esbench.stores.atomic import TMP_SUFFIX, atomic_write_text, is_disk_full, remove_temporaries
from esbench.stores.file_store import LOCK_FILE, FileRunStore, merge_points
from esbench.stores.runs import StoreLocked, dead_driver


def test_an_atomic_write_that_fails_leaves_the_previous_file_and_no_temporary(tmp_path, monkeypatch):
    path = tmp_path / "run.json"
    atomic_write_text(path, '{"status": "RUNNING"}')

    def no_space(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", no_space)
    with pytest.raises(OSError) as caught:
        atomic_write_text(path, '{"status": "COMPLETED"}')
    assert is_disk_full(caught.value) and not is_disk_full(ValueError())
    assert json.loads(path.read_text()) == {"status": "RUNNING"} and os.listdir(tmp_path) == ["run.json"]
    (tmp_path / f".x.1.abc{TMP_SUFFIX}").write_text("half")
    assert remove_temporaries(tmp_path) == 1 and os.listdir(tmp_path) == ["run.json"]


def test_a_disk_full_error_is_found_in_the_chain():
    try:
        try:
            raise OSError(errno.EDQUOT, "Disk quota exceeded")
        except OSError as exc:
            raise RuntimeError("wrapped") from exc
    except RuntimeError as exc:
        assert is_disk_full(exc)


def dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_process_identity_tells_a_live_process_from_a_dead_or_reused_pid():
    me = process_identity()
    assert me["pid"] == os.getpid() and me["host"] == socket.gethostname()
    assert process_alive(me["pid"], me["start"])
    assert not process_alive(dead_pid())
    if me["start"] is not None:  # /proc available: a pid given to another process is not alive
        assert not process_alive(me["pid"], me["start"] + 1)
        assert process_start(os.getpid()) == me["start"]
    assert is_stale({"pid": dead_pid(), "host": socket.gethostname()})
    assert not is_stale({"pid": dead_pid(), "host": "elsewhere"})


def test_a_lock_file_left_empty_or_by_a_dead_process_is_taken_over(tmp_path):
    store = FileRunStore(tmp_path / "s")
    (tmp_path / "s").mkdir()
    lock = tmp_path / "s" / LOCK_FILE
    lock.write_text("")  # a holder died between creating and writing it
    with store.lock():
        assert json.loads(lock.read_text())["pid"] == os.getpid()
    assert not lock.exists()
    lock.write_text(json.dumps({"pid": dead_pid(), "host": socket.gethostname(), "start": 1}))
    with store.lock():
        pass
    assert not lock.exists()


def test_only_one_of_many_threads_gets_the_lock(tmp_path):
    """Each thread opens its own descriptor: flock lets one in, whatever the interleaving."""
    got, refused, barrier, release = [], [], threading.Barrier(8), threading.Event()

    def take():
        barrier.wait()
        try:
            with FileRunStore(tmp_path / "s").lock():
                got.append(1)
                release.wait(60)  # hold it until every other thread was refused
        except StoreLocked:
            refused.append(1)

    threads = [threading.Thread(target=take) for _ in range(8)]
    for t in threads:
        t.start()
    wait_until(lambda: len(refused) == 7, "7 threads to be refused")
    release.set()
    for t in threads:
        t.join(60)
    assert len(got) == 1 and not (tmp_path / "s" / LOCK_FILE).exists()


def test_merge_points_keeps_the_longer_prefix_of_each_metric():
    stored = {
        "a": {"steps": [0, 1], "values": [0.0, 1.0], "timestamps": ["t0", "t1"]},
        "b": {"steps": [0, 1, 2], "values": [5.0, 6.0, 7.0], "timestamps": ["t0", "t1", "t2"]},
        "broken": {"steps": None},
    }
    points = [("a", 0.0, 0), ("b", 5.0, 0), ("a", 1.0, 1), ("a", 2.0, 2), ("c", 9.0, 2), ("broken", 1.0, 0)]
    merged, added = merge_points(stored, points, "T")
    assert merged["a"] == {"steps": [0, 1, 2], "values": [0.0, 1.0, 2.0], "timestamps": ["t0", "t1", "T"]}
    assert merged["b"] == stored["b"]  # metrics.json had more than the checkpoint
    assert merged["c"] == {"steps": [2], "values": [9.0], "timestamps": ["T"]}
    assert merged["broken"] == {"steps": [0], "values": [1.0], "timestamps": ["T"]}
    assert added == 3


def test_close_dead_run_marks_it_interrupted_and_is_idempotent(tmp_path):
    run_dir = tmp_path / "s" / "1"
    run_dir.mkdir(parents=True)
    driver = {"pid": dead_pid(), "host": socket.gethostname(), "start": None}
    run = {"status": "RUNNING", "start_time": "2024-01-01T00:00:00", "meta": {"driver": driver}}
    (run_dir / "run.json").write_text(json.dumps(run))
    assert dead_driver(run) and not dead_driver({**run, "status": "COMPLETED"})
    assert not dead_driver({**run, "meta": {"driver": {**driver, "pid": os.getpid()}}})
    assert not dead_driver({**run, "meta": {}})  # no driver recorded: never judged
    store = FileRunStore(tmp_path / "s")
    points = [("timesteps", 0.0, 0), ("timesteps", 10.0, 10)]
    assert store.close_dead_run("1", "driver died", points, "T") == 2
    closed = json.loads((run_dir / "run.json").read_text())
    assert closed["status"] == "INTERRUPTED" and closed["fail_trace"] == ["driver died\n"]
    assert closed["stop_time"] == "2024-01-01T00:00:00"
    assert json.loads((run_dir / "metrics.json").read_text())["timesteps"]["steps"] == [0, 10]
    assert store.close_dead_run("1", "driver died", points, "T") == 0
    assert sorted(os.listdir(run_dir)) == ["metrics.json", "run.json"]


def test_close_dead_runs_removes_the_temporaries_of_unfinished_writes(tmp_path):
    import io

    from esbench.execution.state import close_dead_runs

    store = tmp_path / "s"
    (store / "1").mkdir(parents=True)
    (store / "_sources").mkdir()
    driver = {"pid": dead_pid(), "host": socket.gethostname(), "start": None}
    (store / "1" / "run.json").write_text(json.dumps({"status": "RUNNING", "meta": {"driver": driver}}))
    leftovers = [store / f".trials.json.1.ab{TMP_SUFFIX}", store / "1" / f".run.json.1.cd{TMP_SUFFIX}",
                 store / "_sources" / f".x.py.1.ef{TMP_SUFFIX}"]  # fmt: skip
    for path in leftovers:
        path.write_text("half")
    out = io.StringIO()
    lines = close_dead_runs(store, store, out).lines
    assert len(lines) == 1 and "driver died" in out.getvalue() and "restored" not in out.getvalue()
    assert not any(p.exists() for p in leftovers)
    assert json.loads((store / "1" / "run.json").read_text())["status"] == "INTERRUPTED"
