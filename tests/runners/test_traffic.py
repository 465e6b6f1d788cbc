"""What the ES and Nevergrad runners sent to their workers: cumulative metrics and run-info totals.

A stand-in transport (a real backend wrapped, ``transport`` "workers") counts each generation and
the bytes the backend measured; the run's ``*_total`` metrics, ``*.generations`` and info must equal
those counts even when the run logged fewer points than generations. In-process (``backend:
serial``) nothing is sent: 0 bytes, although the message sizes are still measured.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

import esbench.runners.openai_es.runner as openai_es
from esbench.backends import ThetaEvalResult
from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.core.metrics import MemoryWriter, RunLogger
from esbench.runners.nevergrad.runner import NevergradRunner
from esbench.runners.openai_es.runner import OpenAIESRunner

ES_PARAMS = {"noise_table_size": 2**16, "population": 4, "backend": "serial"}
TOTALS = ("transport", "bytes_to_workers_total", "bytes_from_workers_total", "generations")


def _trial(algo: str, timesteps: int, params: dict) -> Trial:
    return Trial(
        suite="t",
        label=algo,
        algo=algo,
        env="CartPole-v1",
        seed=0,
        budget=Budget(timesteps),
        eval=EvalSpec(every_timesteps=timesteps, episodes=1),
        policy=PolicySpec(hidden=(4,)),
        params=params,
    )


class CountingBackend:
    """A real backend whose messages count as sent (``transport`` "workers"); counts what it ran
    (every generation the ES's loop ran on it, :func:`count_generations`)."""

    transport = "workers"

    def __init__(self, inner):
        self.inner = inner
        self.generations = self.sent = self.received = 0
        self.num_workers = inner.num_workers

    def __getattr__(self, name):  # the noise table, fault counters, waves, ...: the real backend's
        return getattr(self.inner, name)

    def close(self):
        self.inner.close()


def count_generations(monkeypatch):
    """The ES runner's generations counted on their CountingBackend, as the runner's loop returns them."""
    real = openai_es.run_generation

    def counted(backend, task, population, min_steps=0):
        result = real(backend, task, population, min_steps)
        backend.generations += 1
        backend.sent += result.bytes_to_workers
        backend.received += result.bytes_from_workers
        return result

    monkeypatch.setattr(openai_es, "run_generation", counted)


@pytest.fixture
def few_points(monkeypatch):
    """Runs log at most 4 points (plus evaluations) instead of MAX_POINTS."""
    defaults = list(RunLogger.__init__.__defaults__)
    defaults[1] = 4  # (progress, max_points, cpu_clock)
    monkeypatch.setattr(RunLogger.__init__, "__defaults__", tuple(defaults))


def test_es_totals_are_every_generations_bytes_whatever_the_logging_cadence(monkeypatch, few_points):
    made = []
    real = openai_es.make_backend

    def make_backend(*args, **kwargs):
        made.append(CountingBackend(real(*args, **kwargs)))
        return made[-1]

    monkeypatch.setattr(openai_es, "make_backend", make_backend)
    count_generations(monkeypatch)
    runner, writer = OpenAIESRunner(), MemoryWriter()
    runner.run(_trial("openai_es", 3000, ES_PARAMS), writer)
    backend = made[0]
    assert backend.generations > 10 and len(writer.values("es.bytes_to_workers")) < backend.generations
    assert [runner.info[k] for k in TOTALS] == [
        "workers",
        backend.sent,
        backend.received,
        backend.generations,
    ]
    assert writer.values("es.bytes_to_workers_total")[-1] == backend.sent > 0
    assert writer.values("es.bytes_from_workers_total")[-1] == backend.received > 0
    assert writer.values("es.generations")[-1] == writer.values("es.generation")[-1] == backend.generations


def test_es_in_process_sends_nothing():
    runner, writer = OpenAIESRunner(), MemoryWriter()
    runner.run(_trial("openai_es", 1000, ES_PARAMS), writer)
    generations = int(writer.values("es.generation")[-1])
    assert [runner.info[k] for k in TOTALS] == ["in-process", 0, 0, generations]
    assert (
        set(writer.values("es.bytes_to_workers_total")) == {0.0}
        and writer.values("es.generations")[-1] == generations
    )
    assert min(writer.values("es.bytes_to_workers")) > 0  # the messages are still measured


class FakeBackend:
    """Return = θ[0] · 100, length 10 per episode; 1 byte per θ value sent, 16 bytes back per episode."""

    num_workers = 1

    def evaluate_thetas(self, thetas, env_seeds):
        return ThetaEvalResult(
            returns=100.0 * thetas[:, 0].astype(np.float64),
            lengths=np.full(len(thetas), 10, dtype=np.int64),
            bytes_to_workers=int(thetas.size),
            bytes_from_workers=16 * len(thetas),
        )


def test_nevergrad_totals_and_generations_are_cma_populations(few_points):
    runner, writer = NevergradRunner(), MemoryWriter()
    runner.backend = FakeBackend()
    runner.run(_trial("nevergrad", 200, {"popsize": 6}), writer)
    candidates = int(writer.values("ng.candidates")[-1])
    assert candidates == 20 and len(writer.values("ng.candidates")) < candidates  # 20 episodes of 10 steps
    sent, received = 20 * runner.info["num_params"], 20 * 16
    assert [runner.info[k] for k in TOTALS] == ["workers", sent, received, math.ceil(20 / 6)]
    assert writer.values("ng.bytes_to_workers_total")[-1] == sent
    assert writer.values("ng.bytes_from_workers_total")[-1] == received
    assert writer.values("ng.generations")[-1] == 4


def test_nevergrad_in_process_sends_nothing():
    runner, writer = NevergradRunner(), MemoryWriter()
    runner.run(_trial("nevergrad", 300, {"popsize": 6}), writer)
    candidates = writer.values("ng.candidates")[-1]
    assert [runner.info[k] for k in TOTALS] == ["in-process", 0, 0, math.ceil(candidates / 6)]
    assert (
        writer.values("ng.bytes_to_workers_total")[-1] == 0 and writer.values("ng.bytes_to_workers")[-1] > 0
    )
