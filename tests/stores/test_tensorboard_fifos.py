"""No file of a TensorBoard directory is read through a FIFO or a link, and its lock is waited on for
a bounded time that SIGTERM stops: a FIFO event file in a run's directory hung ``esbench push
--tensorboard`` forever (TensorBoard's reader opened it), holding the directory's lock, so every later
``run --tensorboard DIR`` hung silently too. Now each planted file is refused at once with exit code 2
and one line naming it, the directory works again once it is removed, and a held lock is named.

The pushes and runs that could hang are real processes with a generous timeout: a guard against a
hang, never a time limit.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from storehelpers import write_suite

from esbench.cli.main import main

pytest.importorskip("tensorboard")

#: Upper bound of any wait: reached only when something hangs.
HANG_S = 120.0
LOCK = ".esbench-tensorboard.lock"
#: A suite `esbench run` in a process of its own can load (it never gets to train: the lock stops it).
NG_SUITE = """\
name: tb-fifo
seeds: [0]
budget: {timesteps: 200}
eval: {every_timesteps: 100, episodes: 1}
envs: [CartPole-v1]
algorithms:
  - {label: NG, algo: nevergrad, params: {popsize: 4}}
policy: {hidden: [4]}
"""


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("ESBENCH_TENSORBOARD")}
    return {**env, **extra}


def _esbench(*args: str, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "esbench", *args],
        capture_output=True,
        text=True,
        timeout=HANG_S,
        env=_env(**env),
    )


@pytest.fixture
def pushed(tmp_path, dummy_runner, capsys):
    """A file store of one run, pushed once to ``tmp_path/tb``: (store, tb, the run's directory)."""
    suite = write_suite(tmp_path, name="tb-fifo", labels=("A",))
    store, tb = tmp_path / "r", tmp_path / "tb"
    assert main(["run", str(suite), "--results", str(store), "--no-report"]) == 0
    assert main(["push", str(store), "--tensorboard", str(tb)]) == 0
    (marker,) = tb.rglob("esbench-run.json")
    capsys.readouterr()
    return store, tb, marker.parent


def _plant(tb: Path, run_dir: Path, where: str, outside: Path) -> Path:
    """Put a FIFO (or a link) where the push reads or opens a file; the path planted."""
    marker = run_dir / "esbench-run.json"
    if where == "lock":
        path = tb / LOCK
        path.unlink()
        os.mkfifo(path)
        return path
    if where == "run directory":
        shutil.rmtree(run_dir)
        os.mkfifo(run_dir)
        return run_dir
    marker.unlink()  # the push writes the run again, and reads its directory back
    if where == "marker":
        os.mkfifo(marker)
        return marker
    path = run_dir / "events.out.tfevents.1700000000.planted"
    if where == "event file":
        os.mkfifo(path)
    else:  # an event file linked to one outside DIR: never read through
        shutil.copy(next(run_dir.glob("events.out.tfevents.*")), outside)
        path.symlink_to(outside)
    return path


@pytest.mark.parametrize("where", ["event file", "event file link", "marker", "lock", "run directory"])
def test_a_fifo_or_link_in_a_tensorboard_dir_is_refused_at_once(pushed, tmp_path, capsys, where):
    store, tb, run_dir = pushed
    outside = tmp_path / "outside.tfevents"
    planted = _plant(tb, run_dir, where, outside)
    proc = _esbench("push", str(store), "--tensorboard", str(tb))  # the old code hung on a FIFO event file
    err = proc.stderr
    assert proc.returncode == 2, proc.stdout + err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    assert str(planted) in err and "remove it" in err, err
    # removed, the directory takes the push again, the run whole in it
    os.unlink(planted)
    assert main(["push", str(store), "--tensorboard", str(tb)]) == 0
    capsys.readouterr()
    (marker,) = tb.rglob("esbench-run.json")
    assert json.loads(marker.read_text())["status"] == "COMPLETED"
    assert not (tb / LOCK).is_symlink() and (tb / LOCK).is_file()


def _held(tb: Path):
    """The TensorBoard directory's lock, held by this process (an open file with an flock)."""
    fd = os.open(tb / LOCK, os.O_RDWR | os.O_CREAT, 0o644)
    fcntl.flock(fd, fcntl.LOCK_EX)
    return fd


def test_a_held_lock_is_waited_on_for_a_bounded_time_and_named(pushed, tmp_path):
    store, tb, _ = pushed
    suite = tmp_path / "ng.yaml"
    suite.write_text(NG_SUITE)
    fd = _held(tb)
    try:
        for args in (
            ["push", str(store), "--tensorboard", str(tb)],
            ["run", str(suite), "--results", str(tmp_path / "r2"), "--no-report", "--tensorboard", str(tb)],
        ):
            proc = _esbench(*args, ESBENCH_TENSORBOARD_WAIT_S="0")  # the old code waited forever
            assert proc.returncode == 2, proc.stdout + proc.stderr
            err = proc.stderr.strip().splitlines()
            assert "Traceback" not in proc.stderr and str(tb / LOCK) in err[-1], proc.stderr
            assert "still held by another esbench" in err[-1], proc.stderr
    finally:
        os.close(fd)
    assert _esbench("push", str(store), "--tensorboard", str(tb)).returncode == 0  # released: it goes on


def test_sigterm_stops_a_run_waiting_for_the_lock(pushed, tmp_path):
    _, tb, _ = pushed
    suite = tmp_path / "ng.yaml"
    suite.write_text(NG_SUITE)
    fd = _held(tb)
    err_file = tmp_path / "stderr.txt"
    args = ["run", str(suite), "--results", str(tmp_path / "r2"), "--no-report", "--tensorboard", str(tb)]
    try:
        with err_file.open("w") as err:
            proc = subprocess.Popen(
                [sys.executable, "-m", "esbench", *args], stdout=subprocess.DEVNULL, stderr=err, env=_env()
            )
        try:
            deadline = time.monotonic() + HANG_S
            while "waiting for" not in err_file.read_text():  # the old code waited without a word
                assert proc.poll() is None, err_file.read_text()
                assert time.monotonic() < deadline, f"no 'waiting for' line: {err_file.read_text()}"
                time.sleep(0.1)
            assert str(tb / LOCK) in err_file.read_text()
            proc.send_signal(signal.SIGTERM)
            code = proc.wait(timeout=HANG_S)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    finally:
        os.close(fd)
    assert code != 0 and "Traceback" not in err_file.read_text(), err_file.read_text()
