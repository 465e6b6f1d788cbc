"""Trial processes of `esbench run --jobs` die with their driver, even on SIGKILL (issue 25, case 10)."""

from __future__ import annotations

import os
import signal
from pathlib import Path

from faultdriver import ES_SUITE, Driver, wait_until, write_suite


def processes() -> dict[int, tuple[int, bytes]]:
    """Every process: pid -> (parent pid, command line)."""
    found = {}
    for entry in os.listdir("/proc"):
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
            cmdline = Path(f"/proc/{entry}/cmdline").read_bytes()
        except OSError:
            continue
        if entry.isdigit():
            found[int(entry)] = (int(stat.rsplit(")", 1)[1].split()[1]), cmdline)
    return found


def trial_processes(driver: int) -> list[int]:
    """The driver's trial processes: forks of its fork server (``pool.process_server``; the server's
    command line names ``forkserver``), or with ``spawn`` its ``spawn_main`` children."""
    table = processes()
    servers = {pid for pid, (ppid, cmd) in table.items() if ppid == driver and b"forkserver" in cmd}
    return [
        pid
        for pid, (ppid, cmd) in table.items()
        if ppid in servers or (ppid == driver and b"spawn_main" in cmd and b"resource_tracker" not in cmd)
    ]


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")


def test_trials_die_when_their_driver_is_killed(tmp_path):
    suite = write_suite(tmp_path, ES_SUITE.replace("seeds: [3]", "seeds: [3, 4]"))
    driver = Driver(suite, tmp_path / "store", "--jobs", "2", gate=tmp_path / "gate")
    try:
        trials = wait_until(
            lambda: len(trial_processes(driver.pid)) == 2 and trial_processes(driver.pid), "two trials"
        )
        driver.wait_at_gate()
        os.kill(driver.pid, signal.SIGKILL)
        driver.proc.wait()
        wait_until(lambda: not any(alive(p) for p in trials), "the trials to die with their driver")
    finally:
        driver.close()
