"""The process server started early (``pool.prestart``): used by the pool when its preload matches,
and each item's process takes the driver's environment of the moment it starts, not the server's."""

from __future__ import annotations

import gc
import os
import time
from multiprocessing import forkserver

import pytest

from esbench.execution.local.pool import (
    BASE_PRELOAD,
    PRELOAD,
    Launch,
    launch,
    preload_for,
    prestart,
    process_server,
    start_method,
)

pytestmark = pytest.mark.skipif(start_method() != "forkserver", reason="no forkserver on this platform")

LATE = "ESBENCH_TEST_SET_AFTER_PRESTART"


def report_environment(conn, job, requested_at):
    """An item's target: what it sees of the environment and the collector."""
    conn.send((os.environ.get(LATE), gc.isenabled(), job))
    conn.close()


def test_preload_follows_the_suites_algorithms():
    ppo = preload_for(["sb3_ppo", "sb3_ppo"])
    assert ppo[: len(BASE_PRELOAD)] == BASE_PRELOAD
    # the runner's module and the libraries it declares (Runner.packages), sorted
    assert ppo[len(BASE_PRELOAD) :] == ("esbench.runners.sb3.on_policy", "sb3_contrib", "stable_baselines3")
    assert "nevergrad" not in ppo and "ray" not in ppo
    mixed = preload_for(["openai_es", "nevergrad", "sb3_sac"])
    assert set(mixed) - set(BASE_PRELOAD) == {
        "esbench.runners.openai_es.runner", "esbench.runners.nevergrad.runner", "nevergrad", "cma",
        "esbench.runners.sb3.off_policy", "stable_baselines3", "sb3_contrib",
    }  # fmt: skip
    assert preload_for(["outside.module:Runner"])[-1] == "outside.module"
    assert preload_for(["an_entry_point_name"]) == PRELOAD  # its module is not known without importing it
    assert preload_for(None) == PRELOAD


def test_a_prestarted_server_is_used_and_items_take_the_drivers_environment(monkeypatch):
    preload = ("esbench.execution.local.server_gc", "esbench")
    prestart(preload)
    pid = forkserver._forkserver._forkserver_pid
    monkeypatch.setenv(LATE, "set after the server started")
    with process_server(preload) as mp:
        assert forkserver._forkserver._forkserver_pid == pid  # the same server, not a fresh one
        reader, writer = mp.Pipe(duplex=False)
        how = Launch(report_environment, dict(os.environ))
        process = mp.Process(target=launch, args=(how, writer, "job", time.time()))
        process.start()
        writer.close()
        assert reader.recv() == ("set after the server started", True, "job")
        process.join()
    assert forkserver._forkserver._forkserver_pid is None  # stopped (killed, then reaped)


def test_another_preload_starts_a_fresh_server():
    prestart(("esbench",))
    pid = forkserver._forkserver._forkserver_pid
    with process_server(("esbench", "numpy")):
        assert forkserver._forkserver._forkserver_pid not in (None, pid)
    assert forkserver._forkserver._forkserver_pid is None
