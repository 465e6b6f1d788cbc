"""The ``openai_es`` runner: learning, resume, determinism across workers, killed worker, multi-episode."""

import os
import signal

import numpy as np
import pytest

import esbench.runners.openai_es.runner as openai_es
from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.core.errors import ConfigErrors
from esbench.core.metrics import MemoryWriter
from esbench.core.params import from_dict
from esbench.runners.openai_es.params import OpenAIESParams
from esbench.runners.openai_es.runner import OpenAIESRunner
from esbench.runners.registry import get_runner
from esbench.testing import is_timing

WALL_CLOCK = {"wall_clock_s", "es.gen_time_s"}
#: What was actually sent depends on the transport (0 in-process); the measured es.bytes_* do not.
SENT = {"es.bytes_to_workers_total", "es.bytes_from_workers_total"}
#: Measured message sizes: one request per worker and generation, so they depend on the worker count
#: (identical for the same count, serial or Ray); every other metric does not.
PER_REQUEST = {"es.bytes_to_workers", "es.bytes_from_workers"}
FAST = {"noise_table_size": 2**20, "population": 8, "sigma": 0.1, "learning_rate": 0.05}


def _trial(budget, every, backend="serial", env="CartPole-v1", **params):
    params = {**FAST, "backend": backend, **params}
    policy = PolicySpec(hidden=(16,), init="normc")
    return Trial(
        suite="test",
        label="es",
        algo="openai_es",
        env=env,
        seed=0,
        budget=Budget(budget),
        eval=EvalSpec(every, episodes=5),
        policy=policy,
        params=params,
    )


def _curves(writer):
    """Every metric but wall-clock ones (``wall_clock_s``, the ``es.*_time_s`` breakdown) and SENT."""
    return {k: v for k, v in writer.metrics.items() if k not in WALL_CLOCK | SENT and not is_timing(k)}


def _without_bytes(curves):
    return {k: v for k, v in curves.items() if k not in PER_REQUEST}


def _assert_same_curves(curves, reference, workers):
    """Identical curves; with more than one worker, the per-request byte counts grow, nothing else."""
    if workers == 1:
        assert curves == reference
        return
    assert _without_bytes(curves) == _without_bytes(reference)
    for name in PER_REQUEST:
        assert [s for s, _ in curves[name]] == [s for s, _ in reference[name]]
        pairs = zip(curves[name], reference[name], strict=True)
        assert all(a >= b for (_, a), (_, b) in pairs)  # equal when a (trimmed) generation has 1 pair
        assert sum(v for _, v in curves[name]) > sum(v for _, v in reference[name])


def _run(trial, checkpoint_dir=None):
    runner, writer = OpenAIESRunner(), MemoryWriter()
    result = runner.run(trial, writer, checkpoint_dir=checkpoint_dir)
    return runner, writer, result


def test_registered_with_documented_params():
    assert get_runner("openai_es") is OpenAIESRunner
    assert OpenAIESRunner.Params is OpenAIESParams
    assert OpenAIESParams().calc_obstat_prob == 0.01 and OpenAIESParams().l2coeff == 0.005


def test_solves_cartpole():
    trial = _trial(
        120_000, 20_000, population=16, sigma=0.2, learning_rate=0.1, l2coeff=0.0, action_noise_std=0.0
    )
    runner, writer, result = _run(trial)
    assert result.final_eval_return >= 475
    for name in ("es.generation", "es.pop_return_mean", "es.bytes_to_workers", "es.worker_failures"):
        assert writer.values(name)
    assert writer.steps("eval.return_mean")[0] == 0
    assert runner.info["num_params"] == 4 * 16 + 16 + 16 * 2 + 2 and runner.info["cores"] == 1


def test_resume_gives_the_same_curve(tmp_path, monkeypatch):
    trial = _trial(6_000, 2_000, checkpoint_every=2)
    _, reference, _ = _run(trial, tmp_path / "a")
    real = openai_es.es_update

    def interrupted(state, *args):
        if state.generation == 5:
            raise KeyboardInterrupt
        return real(state, *args)

    monkeypatch.setattr(openai_es, "es_update", interrupted)
    with pytest.raises(KeyboardInterrupt):
        _run(trial, tmp_path / "b")
    monkeypatch.setattr(openai_es, "es_update", real)
    runner, resumed, _ = _run(trial, tmp_path / "b")
    assert runner.info["resumed_from_generation"] == 4
    assert _curves(resumed) == _curves(reference)
    assert resumed.steps("wall_clock_s") == reference.steps("wall_clock_s")


def test_ctrl_c_while_the_workers_play_saves_the_last_finished_generation(tmp_path, monkeypatch):
    """The periodic checkpoint is every 4 generations; Ctrl-C during generation 7's rollouts still
    resumes from generation 6, to the uninterrupted curve (with the old code: from generation 4)."""
    trial = _trial(6_000, 2_000, checkpoint_every=4)
    _, reference, _ = _run(trial, tmp_path / "a")
    real = OpenAIESRunner._rollouts

    def interrupted(self, trial, *args):
        if self._es_state().generation == 6:
            raise KeyboardInterrupt
        return real(self, trial, *args)

    monkeypatch.setattr(OpenAIESRunner, "_rollouts", interrupted)
    with pytest.raises(KeyboardInterrupt):
        _run(trial, tmp_path / "b")
    monkeypatch.setattr(OpenAIESRunner, "_rollouts", real)
    runner, resumed, _ = _run(trial, tmp_path / "b")
    assert runner.info["resumed_from_generation"] == 6
    assert _curves(resumed) == _curves(reference)
    assert resumed.steps("wall_clock_s") == reference.steps("wall_clock_s")


@pytest.fixture(scope="module")
def serial_run():
    runner, writer, _ = _run(_trial(8_000, 4_000))
    return runner.theta, _curves(writer)


@pytest.mark.ray
def test_identical_curves_with_1_and_2_ray_workers(ray_session, serial_run):
    theta, curves = serial_run
    for workers in (1, 2):
        runner, writer, _ = _run(_trial(8_000, 4_000, backend="ray", workers=workers))
        _assert_same_curves(_curves(writer), curves, workers)
        np.testing.assert_array_equal(runner.theta, theta)
        assert runner.info["cores"] == workers


@pytest.mark.ray
def test_killed_worker_is_replaced_and_theta_unchanged(ray_session, serial_run, monkeypatch):
    theta, _ = serial_run
    killed = []

    def make_backend(*args, **kwargs):
        backend = real(*args, **kwargs)

        def kill_once(b, result):
            if not killed and b._task_ref is not None and len(killed) == 0 and b.pids[1] > 0:
                os.kill(b.pids[1], signal.SIGKILL)  # the worker's process dies mid-generation
                killed.append(b.pids[1])

        backend._on_result = kill_once
        return backend

    real = openai_es.make_backend
    monkeypatch.setattr(openai_es, "make_backend", make_backend)
    runner, writer, _ = _run(_trial(8_000, 4_000, backend="ray", workers=2, pairs_per_task=1))
    assert killed
    assert writer.values("es.worker_failures")[-1] == 1
    np.testing.assert_array_equal(runner.theta, theta)


def test_episodes_per_pair_1_is_the_default(serial_run):
    theta, curves = serial_run
    runner, writer, _ = _run(_trial(8_000, 4_000, episodes_per_pair=1))
    assert _curves(writer) == curves
    np.testing.assert_array_equal(runner.theta, theta)


@pytest.fixture(scope="module")
def serial_run_3ep():
    runner, writer, result = _run(_trial(8_000, 4_000, episodes_per_pair=3))
    return runner.theta, _curves(writer), result


def test_episodes_per_pair_counts_every_episode_and_step(serial_run_3ep):
    _, curves, result = serial_run_3ep
    generations = [int(g) for _, g in curves["es.generation"]]
    episodes = [int(e) for _, e in curves["episodes"]]
    assert generations[-1] >= 2
    assert episodes == [g * FAST["population"] * 2 * 3 for g in generations]  # 3 episodes per half
    assert result.episodes == episodes[-1] and result.timesteps >= 8_000
    with pytest.raises(ConfigErrors, match="episodes_per_pair"):
        from_dict(OpenAIESParams, {"episodes_per_pair": 0})


@pytest.mark.ray
def test_episodes_per_pair_identical_with_serial_and_1_and_2_ray_workers(ray_session, serial_run_3ep):
    theta, curves, _ = serial_run_3ep
    for workers in (1, 2):
        runner, writer, _ = _run(_trial(8_000, 4_000, backend="ray", workers=workers, episodes_per_pair=3))
        _assert_same_curves(_curves(writer), curves, workers)
        np.testing.assert_array_equal(runner.theta, theta)
