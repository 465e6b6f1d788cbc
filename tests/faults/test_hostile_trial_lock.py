"""The store's lock covers trial processes as well as the driver (issue 25, case 3): trial processes of
``esbench run --jobs`` hold the store's trials lock; a new driver waits for an earlier driver's trial
processes to end, and exits 2 naming them if they outlive the wait."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from faultdriver import ES_SUITE, Driver, write_suite
from hostile import REPO, TINY, esbench
from test_hostile_orphans import trial_processes

from esbench.stores.file_store import FileRunStore
from esbench.stores.trial_lock import TRIALS_LOCK_FILE, holders

HOLD = "import sys, time; from esbench.stores.trial_lock import hold_trials_lock; hold_trials_lock(sys.argv[1]); print('held', flush=True); time.sleep(600)"  # noqa: E501


def hold(directory) -> subprocess.Popen:
    """A real process holding the store's trials lock, as a trial process of another driver does
    (one that does not die: here, it sleeps), started once it holds it."""
    directory.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(directory)], env=env, stdout=subprocess.PIPE, text=True
    )
    assert holder.stdout.readline().strip() == "held"
    return holder


def test_trial_processes_hold_the_trials_lock(tmp_path):
    suite = write_suite(tmp_path, ES_SUITE.replace("seeds: [3]", "seeds: [3, 4]"))
    driver = Driver(suite, tmp_path / "store", "--jobs", "2", gate=tmp_path / "gate")
    try:
        driver.wait_at_gate()
        trials = set(trial_processes(driver.pid))
        assert trials and trials <= set(holders(tmp_path / "store" / TRIALS_LOCK_FILE))
        assert driver.pid not in holders(tmp_path / "store" / TRIALS_LOCK_FILE)  # the driver never keeps it
    finally:
        driver.close()


def test_a_new_driver_refuses_to_start_while_an_earlier_drivers_trial_process_lives(tmp_path):
    (tmp_path / "suite.yaml").write_text(textwrap.dedent(TINY))
    holder = hold(tmp_path / "r")
    try:
        done = esbench(tmp_path, "run", "suite.yaml", "--results", "r", env={"ESBENCH_TRIALS_WAIT_S": "0.5"})
        assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
        waiting, line = done.stderr.strip().splitlines()  # the wait is said, then why it ended
        assert waiting.startswith("waiting for the trial processes of an earlier esbench run to end")
        assert "trial processes of an earlier esbench run still write this store" in line, line
        assert f"(pid {holder.pid})" in line and "kill PID" in line, line
        assert list(FileRunStore(tmp_path / "r").iter_runs()) == []  # nothing started
    finally:
        holder.kill()
        holder.wait()
    done = esbench(tmp_path, "run", "suite.yaml", "--results", "r", "--no-report")
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_new_driver_waits_for_an_earlier_drivers_trial_process_to_end(tmp_path):
    (tmp_path / "suite.yaml").write_text(textwrap.dedent(TINY))
    holder = hold(tmp_path / "r")
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    command = [sys.executable, "-m", "esbench", "run", "suite.yaml", "--results", "r", "--no-report"]
    driver = subprocess.Popen(
        command, cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        assert "waiting for the trial processes of an earlier esbench run to end" in driver.stderr.readline()
        assert list(FileRunStore(tmp_path / "r").iter_runs()) == []  # nothing started while it waits
    finally:
        holder.kill()
        holder.wait()
    out, err = driver.communicate(timeout=600)
    assert driver.returncode == 0, out + err
    assert [r.status for r in FileRunStore(tmp_path / "r").iter_runs()] == ["COMPLETED"]
