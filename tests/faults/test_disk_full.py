"""A full disk in the middle of a suite: the trial FAILS, the suite stops with its summary, and the
store stays whole: every JSON file parses, no temporary file is left, ``report`` and ``--resume``
read it. The disk is a small tmpfs (skipped where mounting one is not allowed); a second test fakes
the full disk in-process, so the logic is tested everywhere."""

from __future__ import annotations

import errno
import json
import os
import subprocess

import gated_env  # noqa: F401 (registers the env in this process, for --resume)
import numpy as np
import pytest
from faultdriver import ES_SUITE, Driver, write_suite

from esbench.cli.main import main
from esbench.stores import file_observer
from esbench.stores.atomic import TMP_SUFFIX
from esbench.stores.file_store import FileRunStore


@pytest.fixture
def small_disk(tmp_path):
    """A 8 MiB tmpfs mounted for the test."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root")
    disk = tmp_path / "disk"
    disk.mkdir()
    mount = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=8m", "tmpfs", str(disk)], capture_output=True, text=True
    )
    if mount.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mount.stderr.strip() or mount.returncode}")
    try:
        yield disk
    finally:
        subprocess.run(["umount", "-l", str(disk)], capture_output=True)


def fill(disk) -> None:
    """Write a file until the disk refuses one more byte."""
    with open(disk / "filler", "wb", buffering=0) as fh:
        for size in (1 << 16, 1 << 12, 1 << 8, 1):
            try:
                while True:
                    fh.write(b"\0" * size)
            except OSError as exc:
                assert exc.errno == errno.ENOSPC
    with pytest.raises(OSError):
        (disk / "probe").write_bytes(b"x" * 4096)


def assert_whole(store) -> None:
    """Every file esbench wrote is whole: JSON parses, checkpoints load, no temporaries left."""
    for path in store.rglob("*"):
        if not path.is_file():
            continue
        assert not path.name.endswith(TMP_SUFFIX) and not path.name.endswith(".tmp.npz"), path
        if path.suffix == ".json":
            assert path.stat().st_size > 0, path
            json.loads(path.read_text())
        elif path.suffix == ".npz":
            with np.load(path) as data:
                json.loads(str(data["header"]))


def test_a_full_disk_fails_the_trial_and_stops_the_suite_the_store_stays_whole(tmp_path, small_disk, capsys):
    suite = write_suite(tmp_path, ES_SUITE.replace("seeds: [3]", "seeds: [3, 4]"))
    store = small_disk / "store"
    driver = Driver(suite, store, gate=tmp_path / "gate")
    try:
        driver.wait_at_gate()
        fill(small_disk)
        driver.open_gate()
        code = driver.wait()
    finally:
        driver.close()
    out, err = driver.stdout, driver.stderr
    assert code == 1, out + err
    assert "Traceback" not in out + err, out + err
    assert "No space left on device" in out and "the disk is full" in out
    # the file that could not be written: the checkpoint, or a run file when Sacred's heartbeat
    # (every 10 s, in its own thread) hit the full disk first
    assert "openai_es_checkpoint.npz" in out or "of run 1 failed" in out
    assert "1 failed, 1 not_run" in out  # the summary; the second trial never started
    assert_whole(store)
    (status,) = [r.status for r in FileRunStore(store).iter_runs()]
    assert status in ("FAILED", "RUNNING")  # RUNNING: not even run.json could be written

    (small_disk / "filler").unlink()
    assert main(["report", str(store), "-o", str(tmp_path / "report"), "--no-pdf"]) == 0
    assert main(["run", str(suite), "--results", str(store), "--no-report", "--resume"]) == 0
    out = capsys.readouterr().out
    runs = list(FileRunStore(store).iter_runs())
    assert [r.status for r in runs][1:] == ["COMPLETED", "COMPLETED"]
    # INTERRUPTED: left RUNNING, closed by the next run ("driver died"); info.json may never have
    # been written (Sacred writes it with its first heartbeat)
    assert runs[0].status in ("FAILED", "INTERRUPTED") and set(runs[0].problems) <= {"missing info.json"}
    assert runs[1].info["resumed_from_generation"] >= 1  # from the last whole checkpoint
    assert_whole(store)


SMALL = """\
name: faked
seeds: [0, 1]
budget: {timesteps: 1000}
eval: {every_timesteps: 500, episodes: 2}
envs: [CartPole-v1]
algorithms:
  - {label: A2C, algo: sb3_a2c, params: {n_steps: 20}}
policy: {hidden: [8]}
"""


def test_a_failed_write_of_the_run_files_is_never_recorded_completed(tmp_path, capsys, monkeypatch):
    """metrics.json cannot be written (the disk is full): the run is FAILED (not COMPLETED with
    missing points), the suite stops, and the store keeps whole files only."""
    real = file_observer.atomic_write_text

    def no_space_for_metrics(path, text):
        if str(path).endswith("metrics.json"):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real(path, text)

    monkeypatch.setattr(file_observer, "atomic_write_text", no_space_for_metrics)
    store = tmp_path / "store"
    code = main(["run", str(write_suite(tmp_path, SMALL)), "--results", str(store), "--no-report"])
    out = capsys.readouterr().out
    assert code == 1
    assert "writing metrics.json of run 1 failed: No space left on device" in out
    assert "the disk is full" in out and "1 failed, 1 not_run" in out
    run = json.loads((store / "1" / "run.json").read_text())
    # FAILED at the end ("files are incomplete"), or earlier, if a heartbeat (every 10 s) hit it first
    trace = "".join(run["fail_trace"])
    assert run["status"] == "FAILED" and "writing metrics.json of run 1 failed: No space left" in trace
    assert not (store / "1" / "metrics.json").exists()
    assert_whole(store)
