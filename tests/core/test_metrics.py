"""The metric contract's cadence, eval schedule and budget, independent of any algorithm."""

from __future__ import annotations

import math

import pytest

from esbench.core.config import Budget, EvalSpec
from esbench.core.metrics import CONTRACT_METRICS, EvalResult, MemoryWriter, RunLogger


def make_logger(timesteps=1000, every=250, max_points=2000, wall=None):
    writer = MemoryWriter()
    evals = []

    def evaluate():
        evals.append(len(evals))
        return EvalResult([float(len(evals)), float(len(evals)) + 2.0], [10, 12])

    logger = RunLogger(writer, Budget(timesteps, wall), EvalSpec(every, 3), evaluate, max_points=max_points)
    return logger, writer, evals


def drive(logger, chunk, episodes_per_chunk=1):
    while not logger.step({"es.generation": logger.timesteps // chunk}):
        logger.add_steps(chunk)
        logger.add_episodes([1.0] * episodes_per_chunk)
    return logger.finish()


def test_contract_points_evals_and_budget():
    logger, writer, evals = make_logger()
    result = drive(logger, chunk=100)
    assert set(CONTRACT_METRICS) <= set(writer.metrics)
    assert writer.values("timesteps") == [float(s) for s in range(0, 1001, 100)]
    # eval at 0, then at the first point at or past every multiple of 250, and at the end
    assert writer.steps("eval.return_mean") == [0, 300, 500, 800, 1000]
    assert len(evals) == 5
    assert writer.values("eval.return_mean")[-1] == 6.0 and writer.values("eval.return_std")[-1] == 1.0
    assert writer.values("eval.length_mean")[-1] == 11.0
    assert result.final_eval_return == 6.0 and result.timesteps == 1000 and result.episodes == 10
    assert writer.values("episodes")[-1] == 10.0
    # train.return_mean only where episodes finished since the previous point
    assert writer.steps("train.return_mean") == list(range(100, 1001, 100))
    assert writer.steps("es.generation")[-1] == 900  # extras with the points logged by step()


def test_points_are_bounded():
    logger, writer, _ = make_logger(timesteps=100_000, every=50_000, max_points=50)
    drive(logger, chunk=10)
    assert len(writer.values("timesteps")) <= 51 + 1
    assert writer.values("timesteps")[-1] == 100_000


def test_overshoot_is_one_chunk_and_finish_is_idempotent():
    logger, writer, evals = make_logger(timesteps=1000, every=10_000)
    drive(logger, chunk=300)
    logger.finish()
    assert writer.values("timesteps")[-1] == 1200
    assert writer.steps("eval.return_mean") == [0, 1200]
    assert len(evals) == 2


def test_wall_clock_excludes_evaluation_and_wall_budget_stops():
    import time

    writer = MemoryWriter()

    def slow_eval():
        time.sleep(0.05)
        return EvalResult([1.0], [1])

    logger = RunLogger(writer, Budget(10**9, wall_clock_s=0.03), EvalSpec(1, 1), slow_eval)
    while not logger.step():
        logger.add_steps(1)
        time.sleep(0.002)
    logger.finish()
    walls = writer.values("wall_clock_s")
    assert len(walls) >= 10  # so at least 0.5 s of evaluation happened, none of it counted
    assert walls[-1] < 0.1
    assert all(math.isfinite(w) for w in walls)


def test_non_finite_values_are_not_written():
    logger, writer, _ = make_logger()
    logger.step({"es.grad_norm": float("nan")})
    assert "es.grad_norm" not in writer.metrics
    assert writer.values("nonfinite.es.grad_norm") == [1.0]


class FakeClock:
    """A stand-in for ``time.perf_counter``: time moves only when a test says so."""

    def __init__(self):
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_wall_clock_starts_at_the_first_training_step_and_setup_is_kept_apart(monkeypatch):
    import esbench.core.metrics

    clock = FakeClock()
    monkeypatch.setattr(esbench.core.metrics.time, "perf_counter", clock)
    logger, writer, _ = make_logger(timesteps=200, every=100)
    clock.now += 30.0  # setup: Ray start-up, env construction, noise table
    assert logger.wall_clock_s == 0.0 and logger.setup_s == 30.0
    logger.step()  # the step-0 point starts the training clock
    clock.now += 2.0  # a generation
    logger.add_steps(100)
    logger.step()
    clock.now += 3.0
    logger.add_steps(100)
    result = logger.finish()
    assert writer.values("wall_clock_s") == [0.0, 2.0, 5.0]
    assert result.wall_clock_s == 5.0 and logger.setup_s == 30.0


def test_add_steps_starts_the_clock_and_a_resumed_run_carries_its_wall_clock(monkeypatch):
    import esbench.core.metrics

    clock = FakeClock()
    monkeypatch.setattr(esbench.core.metrics.time, "perf_counter", clock)
    logger, _, _ = make_logger(timesteps=1000, every=500)
    logger.step()
    clock.now += 4.0
    logger.add_steps(100)
    logger.step()
    state = logger.state_dict()
    assert state["wall_clock_s"] == 4.0

    resumed, _, _ = make_logger(timesteps=1000, every=500)
    clock.now += 50.0  # the resumed run's own setup
    resumed.load_state_dict(state, replay=False)
    clock.now += 7.0  # still setup: Ray starts after the checkpoint is read
    assert resumed.wall_clock_s == 4.0
    resumed.add_steps(100)  # the first training work starts the clock
    clock.now += 1.0
    assert resumed.wall_clock_s == 5.0 and resumed.setup_s == 57.0


def time_logger(every_timesteps, every_seconds, wall=None):
    """A logger with both eval cadences whose evaluations take 100 s of (fake) time."""
    import esbench.core.metrics

    writer, evals = MemoryWriter(), []

    def evaluate():
        evals.append(logger.timesteps)
        esbench.core.metrics.time.perf_counter.now += 100.0  # evaluation: never training time
        return EvalResult([1.0], [1])

    logger = RunLogger(writer, Budget(1000, wall), EvalSpec(every_timesteps, 1, every_seconds), evaluate)
    return logger, writer, evals


def test_every_seconds_evaluates_by_training_time_or_steps_whichever_comes_first(monkeypatch):
    import esbench.core.metrics

    clock = FakeClock()
    monkeypatch.setattr(esbench.core.metrics.time, "perf_counter", clock)
    logger, writer, evals = time_logger(every_timesteps=500, every_seconds=10.0)
    logger.step()
    for seconds in [4, 4, 4, 1, 1, 1, 1, 1, 12, 1, 1, 1, 1, 1, 1, 1]:  # 50 steps each
        clock.now += seconds
        logger.add_steps(50)
        logger.step()
    logger.finish()
    walls = dict(zip(writer.steps("wall_clock_s"), writer.values("wall_clock_s"), strict=True))
    # step 0; 12 s >= 10 s (step 150); 29 s >= 20 s (step 450, which also passes 30 s); the step
    # cadence at 500 (30 s, before the time cadence's 40 s); the end (800 steps, 36 s)
    assert evals == [0, 150, 450, 500, 800]
    assert [walls[s] for s in evals] == [0.0, 12.0, 29.0, 30.0, 36.0]
    assert logger.eval_time_s == 500.0  # five evaluations, none of it in wall_clock_s
    facts = logger.time_facts(cores=1)
    assert facts["eval_time_s"] == 500.0 and facts["eval_share"] == 500.0 / 536.0
    assert "cpu_share" not in facts  # no CPU clock


def test_without_every_seconds_or_when_steps_come_first_the_step_cadence_holds(monkeypatch):
    import esbench.core.metrics

    clock = FakeClock()
    monkeypatch.setattr(esbench.core.metrics.time, "perf_counter", clock)
    for every_seconds in (None, 1000.0):
        logger, _, evals = time_logger(every_timesteps=250, every_seconds=every_seconds)
        logger.step()
        while not logger.done:
            clock.now += 1.0
            logger.add_steps(100)
            logger.step()
        logger.finish()
        assert evals == [0, 300, 500, 800, 1000]


def test_time_cadence_and_cpu_seconds_survive_a_resume(monkeypatch):
    import esbench.core.metrics

    clock = FakeClock()
    monkeypatch.setattr(esbench.core.metrics.time, "perf_counter", clock)
    logger, _, evals = time_logger(every_timesteps=10_000, every_seconds=10.0)
    cpu = [0.0]
    logger._cpu_clock = lambda: cpu[0]
    logger.step()
    clock.now += 6.0
    cpu[0] += 3.0
    logger.add_steps(100)
    logger.step()
    state = logger.state_dict()
    assert state["next_eval_s"] == 10.0 and state["eval_time_s"] == 100.0
    assert state["cpu_s"] == pytest.approx(3.0, abs=0.05)

    resumed, _, evals = time_logger(every_timesteps=10_000, every_seconds=10.0)
    resumed._cpu_clock = lambda: cpu[0]
    resumed.load_state_dict(state, replay=False)
    resumed.add_steps(100)
    clock.now += 3.0
    cpu[0] += 3.0
    resumed.step()
    assert evals == []  # 9 s of training: not yet
    clock.now += 1.0
    resumed.add_steps(100)
    resumed.step()
    assert evals == [300]
    resumed.finish()
    facts = resumed.time_facts(cores=2)
    # less this process's real CPU seconds in the (fake) evaluations: a few milliseconds
    assert facts["cpu_s"] == pytest.approx(6.0, abs=0.05)
    assert facts["cpu_share"] == pytest.approx(6.0 / (10.0 * 2), abs=0.01)


def test_budget_progress_names_the_budget_that_binds():
    race = Budget(100_000_000, wall_clock_s=300)
    assert race.progress(6_600_000, 140.4) == (140.4 / 300, "140/300 s (47%)")
    assert race.progress(90_000_000, 140.0)[1] == "90,000,000/100,000,000 steps (90%)"
    assert Budget(100_000).progress(6_600, 1e6)[1] == "6,600/100,000 steps (7%)"


def test_target_return_stops_at_the_eval_point_that_reaches_it_and_says_why():
    # evals return means 2, 3, 4, ... (make_logger's evaluate): a target of 4.0 is reached by the third
    writer = MemoryWriter()
    means = iter([1.0, 2.0, 4.0, 9.0, 9.0])

    def evaluate():
        m = next(means)
        return EvalResult([m], [10])

    logger = RunLogger(writer, Budget(10_000, target_return=4.0), EvalSpec(250, 1), evaluate)
    result = drive(logger, chunk=100)
    assert writer.steps("eval.return_mean") == [0, 300, 500]  # no step past the eval that reached it
    assert writer.values("timesteps")[-1] == 500 and result.timesteps == 500
    assert logger.stop_reason == "target_return" and result.final_eval_return == 4.0
    assert logger.steps_after_done == 0


def test_target_return_not_reached_runs_the_whole_budget():
    writer = MemoryWriter()
    evaluate = lambda: EvalResult([1.0], [1])  # noqa: E731
    logger = RunLogger(writer, Budget(1000, target_return=1e9), EvalSpec(250, 1), evaluate)
    drive(logger, chunk=100)
    assert writer.values("timesteps")[-1] == 1000 and logger.stop_reason == "timesteps"
