"""Coordination from timestamps (esbench.backends.stamps): the summary's arithmetic on hand-made
stamps, the metrics every ES generation logs (serial and Ray), and the fidelity warning forced on
the emulated env.

No timing thresholds: the summary is checked on fixed stamps; real runs only for structure (every
generation has every metric, shares in [0, 1], efficiency = 1 - share, coordination + the slowest
worker's span = the generation's wall time). The fidelity test sets the emulated step's cost to a
microsecond, below what any CPU needs for one step of Python, so the overrun is certain.

Values that move with their input (a slower driver, a worker's own work per step) are checked on a
fake clock (:func:`fake_clock`) that only sleeps and the test advance, so the runner's own
measurements are exact on any machine, however busy.
"""

import math
import time

import pytest

from esbench.backends.stamps import FIDELITY_LIMIT, RequestRecord, WorkerStamps, coordination_summary
from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.core.es_names import (
    COLLECTION_LATENCY,
    COLLECTION_LATENCY_MAX,
    COORDINATION_EFFICIENCY,
    COORDINATION_METRICS,
    COORDINATION_SHARE,
    COORDINATION_TIME,
    DISPATCH_LATENCY,
    DISPATCH_LATENCY_MAX,
    EMULATED_OVERRUN_MEDIAN,
    EMULATED_OVERRUN_P95,
    GEN_TIME,
    SLOWEST_WORKER_BUSY,
    STRAGGLER_WAIT,
    part_metric,
)
from esbench.core.metrics import MemoryWriter
from esbench.envs import emulated
from esbench.envs.emulated import EMULATED, EmulatedEnv
from esbench.runners.openai_es import runner as es_runner
from esbench.runners.openai_es.runner import OpenAIESRunner


def _record(pid, dispatched, received, busy, sent, arrived, wave=0, emulated=0.0):
    stamps = WorkerStamps(
        received=received, rollout_start=received, rollout_end=received + busy, sent=sent,
        busy_s=busy, handled_s=busy, emulated_s=emulated, pid=pid,
    )  # fmt: skip
    return RequestRecord(dispatched=dispatched, arrived=arrived, stamps=stamps, wave=wave)


def test_summary_of_one_wave():
    records = [
        _record(1, 100.0, 100.5, 4.0, 104.5, 105.0, emulated=4.0),
        _record(2, 100.0, 100.25, 3.0, 103.25, 103.5, emulated=2.0),
        _record(3, 100.0, 100.75, 2.0, 102.75, 104.0, emulated=1.0),
    ]
    out = coordination_summary(records, 5.0)
    assert out[SLOWEST_WORKER_BUSY] == 4.0
    assert out[COORDINATION_TIME] == 1.0 and out[COORDINATION_SHARE] == 0.2
    assert out[COORDINATION_EFFICIENCY] == pytest.approx(0.8)
    assert out[STRAGGLER_WAIT] == 1.0  # slowest 4 s less the median worker's 3 s
    assert (out[DISPATCH_LATENCY], out[DISPATCH_LATENCY_MAX]) == (0.5, 0.75)
    assert (out[COLLECTION_LATENCY], out[COLLECTION_LATENCY_MAX]) == (0.5, 1.25)
    # rollouts over their set cost: 0, 0.5, 1.0 -> median 0.5, p95 between 0.5 and 1.0
    assert out[EMULATED_OVERRUN_MEDIAN] == 0.5 and 0.9 < out[EMULATED_OVERRUN_P95] <= 1.0
    assert set(out) == set(COORDINATION_METRICS)


def test_summary_sums_each_waves_slowest_worker_and_clamps_clock_offsets():
    records = [
        _record(1, 0.0, 0.1, 2.0, 2.1, 2.2, wave=0),
        _record(2, 0.0, 0.1, 1.0, 1.1, 1.2, wave=0),
        _record(1, 2.3, 2.2, 1.0, 3.2, 3.1, wave=1),  # the worker's clock behind the driver's
        _record(2, 2.3, 2.4, 3.0, 5.4, 5.5, wave=1),
        _record(2, 2.3, 2.4, 0.5, 5.9, 6.0, wave=1),
    ]
    out = coordination_summary(records, 7.0)
    assert out[SLOWEST_WORKER_BUSY] == 2.0 + 3.5  # per wave, then summed (not the largest total, 4.5)
    assert out[COORDINATION_TIME] == pytest.approx(1.5)
    assert out[STRAGGLER_WAIT] == pytest.approx((2.0 - 1.5) + (3.5 - 2.25))
    assert EMULATED_OVERRUN_MEDIAN not in out  # a real env books no emulated cost
    assert coordination_summary([], 1.0) == {} and coordination_summary(records, 0.0) == {}
    # a generation shorter than its slowest worker's span (stamps of another clock): no negative time
    assert coordination_summary(records, 5.0)[COORDINATION_TIME] == 0.0
    # Every worker's wall clock 0.25 s off the driver's, true latencies 0.05 s each way. Behind: every
    # request seems received 0.2 s before it was dispatched; ahead: every result seems to arrive 0.2 s
    # before it was sent. Each such latency counts as 0 (median and largest); the other direction's is
    # as measured (0.05 + 0.25).
    for offset, dispatch, collection in [(-0.25, 0.0, 0.3), (0.25, 0.3, 0.0)]:
        received = 10.0 + 0.05 + offset  # dispatched at 10.0 on the driver's clock
        sent = received + 1.0  # 1 s of rollouts, on the worker's clock
        arrived = sent - offset + 0.05  # on the driver's clock
        skewed = [_record(pid, 10.0, received, 1.0, sent, arrived) for pid in (1, 2, 3)]
        out = coordination_summary(skewed, 2.0)
        assert out[DISPATCH_LATENCY] == pytest.approx(dispatch), offset
        assert out[DISPATCH_LATENCY_MAX] == pytest.approx(dispatch), offset
        assert out[COLLECTION_LATENCY] == pytest.approx(collection), offset
        assert out[COLLECTION_LATENCY_MAX] == pytest.approx(collection), offset


def _es(env: str, backend: str, budget: int, **params) -> MemoryWriter:
    trial = Trial(
        suite="test", label="es", algo="openai_es", env=env, seed=0, budget=Budget(budget),
        eval=EvalSpec(10**9, episodes=1), policy=PolicySpec(hidden=(8,)),
        params={"noise_table_size": 2**16, "population": 4, "backend": backend, **params},
    )  # fmt: skip
    writer = MemoryWriter()
    OpenAIESRunner().run(trial, writer)
    return writer


def _check_logged(writer: MemoryWriter, emulated: bool) -> None:
    generations = writer.metrics[GEN_TIME]
    assert len(generations) >= 2
    for i, (step, total) in enumerate(generations):
        value = {name: writer.metrics[name][i] for name in COORDINATION_METRICS if name in writer.metrics}
        assert all(s == step for s, _ in value.values())
        v = {name: x for name, (_, x) in value.items()}
        assert 0.0 <= v[COORDINATION_SHARE] <= 1.0
        assert math.isclose(v[COORDINATION_EFFICIENCY], 1.0 - v[COORDINATION_SHARE])
        assert 0.0 < v[SLOWEST_WORKER_BUSY]
        assert math.isclose(v[COORDINATION_TIME] + v[SLOWEST_WORKER_BUSY], total, rel_tol=1e-9)
        assert min(v[DISPATCH_LATENCY], v[COLLECTION_LATENCY], v[STRAGGLER_WAIT]) >= 0.0
        assert (EMULATED_OVERRUN_P95 in v) == emulated


def test_every_generation_logs_its_coordination_serial():
    _check_logged(_es("CartPole-v1", "serial", 2_000), emulated=False)


@pytest.mark.ray
def test_every_generation_logs_its_coordination_ray(ray_session):
    _check_logged(_es("CartPole-v1", "ray", 2_000, workers=2), emulated=False)


def test_a_host_too_slow_for_the_emulated_steps_shows_in_the_overrun():
    # A microsecond per step: no CPU runs a step of Python (wrappers, policy, observations) that fast,
    # so the rollouts run far over their set cost, as 64 workers on 2 busy cores do.
    writer = _es(f"{EMULATED}[step_cost_s=1e-6]", "serial", 400)
    _check_logged(writer, emulated=True)
    assert all(v > FIDELITY_LIMIT for _, v in writer.metrics[EMULATED_OVERRUN_MEDIAN])
    assert all(v > FIDELITY_LIMIT for _, v in writer.metrics[EMULATED_OVERRUN_P95])


#: The emulated step's set cost in the fake-clock tests, and their run: 4 pairs x 2 x 10 steps per
#: generation, 5 generations; every generation's slowest (the one) worker is busy 80 x 6 ms = 0.48 s.
COST_S = 0.006
FAKE_RUN = (f"{EMULATED}[step_cost_s={COST_S}]", "serial", 400)


@pytest.fixture
def fake_clock(monkeypatch):
    """A clock that only ``time.sleep`` (the emulated steps' waits) and the test (the function returned:
    ``advance(seconds)``) move: what the runner measures is exactly what they added. ``time.time``
    moves with it; the emulated env's process clock starts a stretch now."""
    now = [1000.0]

    def advance(seconds: float) -> None:
        now[0] += max(0.0, seconds)

    monkeypatch.setattr(time, "perf_counter", lambda: now[0])
    monkeypatch.setattr(time, "time", lambda: 1.7e9 + now[0])
    monkeypatch.setattr(time, "sleep", advance)
    clock = emulated.StepClock()
    clock.due = now[0]
    monkeypatch.setattr(emulated, "_PROCESS_CLOCK", clock)
    return advance


@pytest.mark.parametrize(("work", "overrun"), [(0.0, 0.0), (0.5, 0.0), (2.0, 2.0)])
def test_the_overrun_is_the_rollouts_time_over_their_set_cost(fake_clock, monkeypatch, work, overrun):
    # The worker's own work before each step, ``work`` x the set cost: within the cost it is inside the
    # step (the step sleeps less), and the rollouts take exactly their set cost (overrun 0); at twice
    # the cost each step takes 3x its set cost (overrun 2). Fails if the env books other than its cost.
    step = EmulatedEnv.step

    def working_step(self, action):
        fake_clock(work * COST_S)
        return step(self, action)

    monkeypatch.setattr(EmulatedEnv, "step", working_step)
    writer = _es(*FAKE_RUN)
    _check_logged(writer, emulated=True)
    assert writer.values(SLOWEST_WORKER_BUSY) == pytest.approx([80 * COST_S * (1 + overrun)] * 5)
    for name in (EMULATED_OVERRUN_MEDIAN, EMULATED_OVERRUN_P95):
        assert writer.values(name) == pytest.approx([overrun] * 5, abs=1e-9), name


def test_coordination_efficiency_falls_as_the_driver_slows(fake_clock, monkeypatch):
    # The same rollouts (each generation's slowest worker busy B = 0.48 s) under an update that takes
    # d = 0, 0.12 and 0.48 s: coordination d, efficiency B / (B + d) = 1, 0.8, 0.5.
    update = es_runner.es_update
    efficiency = {}
    for delay in (0.0, 0.12, 0.48):

        def slow_update(*args, delay=delay, **kwargs):
            fake_clock(delay)
            return update(*args, **kwargs)

        monkeypatch.setattr(es_runner, "es_update", slow_update)
        writer = _es(*FAKE_RUN)
        _check_logged(writer, emulated=True)
        assert writer.values(SLOWEST_WORKER_BUSY) == pytest.approx([0.48] * 5)  # the workers' unchanged
        assert writer.values(part_metric("update")) == pytest.approx([delay] * 5)
        assert writer.values(COORDINATION_TIME) == pytest.approx([delay] * 5, abs=1e-9)
        efficiency[delay] = writer.values(COORDINATION_EFFICIENCY)
    assert efficiency[0.0] == pytest.approx([1.0] * 5)
    assert efficiency[0.12] == pytest.approx([0.8] * 5)
    assert efficiency[0.48] == pytest.approx([0.5] * 5)
