"""A stopped (SIGSTOP) rollout actor mid-run: its request is issued again, the actor replaced, θ unchanged.

Real Ray, real signals. The run is compared with an undisturbed run of the same workers and requests:
θ and every curve bit-identical, except wall-clock metrics and the fault counters themselves.
"""

import os
import signal
import time

import numpy as np
import pytest

import esbench.runners.openai_es.runner as openai_es
from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.core.metrics import MemoryWriter
from esbench.runners.openai_es.runner import OpenAIESRunner
from esbench.testing import is_timing

pytestmark = pytest.mark.ray

FAULTS = {"es.requests_reissued", "es.workers_replaced", "es.worker_failures"}
PARAMS = {
    "noise_table_size": 2**20,
    "population": 8,
    "sigma": 0.1,
    "learning_rate": 0.05,
    "backend": "ray",
    "workers": 2,
    "pairs_per_task": 1,
    "straggler_floor_s": 0.5,
    "worker_timeout_s": 6.0,
}


def _trial():
    return Trial(
        suite="test",
        label="es",
        algo="openai_es",
        env="CartPole-v1",
        seed=0,
        budget=Budget(8_000),
        eval=EvalSpec(4_000, episodes=5),
        policy=PolicySpec(hidden=(16,), init="normc"),
        params=PARAMS,
    )


def _run():
    runner, writer = OpenAIESRunner(), MemoryWriter()
    runner.run(_trial(), writer)
    return runner, writer


def _curves(writer):
    """Every metric but wall-clock ones and the fault counters."""
    skip = {"wall_clock_s", "es.gen_time_s"} | FAULTS
    return {k: v for k, v in writer.metrics.items() if k not in skip and not is_timing(k)}


def _alive(pid: int) -> bool:
    """True while ``pid`` exists and is not a zombie."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def test_stopped_actor_is_bypassed_then_replaced_and_theta_unchanged(ray_session, monkeypatch):
    reference, ref_writer = _run()
    assert set(ref_writer.values("es.requests_reissued")) == {0.0}
    assert set(ref_writer.values("es.workers_replaced")) == {0.0}

    stopped, backends, reissue_seen = [], [], []

    def make_backend(*args, **kwargs):
        backend = real(*args, **kwargs)
        backends.append(backend)

        def hook(b, _result):
            if not stopped:
                pid = b.worker_pids()[1]
                os.kill(pid, signal.SIGSTOP)  # the actor hangs mid-run
                stopped.append(pid)
            elif b.requests_reissued and not reissue_seen:
                # Keep the driver here until the stopped actor's request is older than the timeout,
                # so the hung check that follows this result must replace it.
                reissue_seen.append(time.perf_counter())
                time.sleep(b.options.worker_timeout_s + 1.0)

        backend._on_result = hook
        return backend

    real = openai_es.make_backend
    monkeypatch.setattr(openai_es, "make_backend", make_backend)
    try:
        runner, writer = _run()
        assert stopped and reissue_seen
        np.testing.assert_array_equal(runner.theta, reference.theta)
        assert _curves(writer) == _curves(ref_writer)
        assert writer.values("es.requests_reissued")[-1] >= 1
        assert writer.values("es.workers_replaced")[-1] >= 1
        assert writer.values("es.worker_failures")[-1] == 0  # hung, not dead
        backend = backends[0]
        assert backend.workers_replaced >= 1 and backend.requests_reissued >= 1
        assert stopped[0] not in backend.pids  # its slot holds a replacement
        deadline = time.monotonic() + 60
        while _alive(stopped[0]) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not _alive(stopped[0]), "the stopped actor was not killed"
    finally:
        for pid in stopped:
            for sig in (signal.SIGCONT, signal.SIGKILL):
                try:
                    os.kill(pid, sig)
                except ProcessLookupError:
                    pass
