"""``esbench/Emulated-v0``: steps cost the set wall time and no CPU, deterministic, the ES learns it."""

from __future__ import annotations

import time

import numpy as np
import pytest

from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.core.errors import ConfigErrors
from esbench.core.metrics import MemoryWriter
from esbench.envs import check_env_id, family_of, make_env
from esbench.envs.emulated import DEFAULT_STEP_COST_S, EMULATED, EPISODE_STEPS, booked_seconds, target_action
from esbench.runners.openai_es.runner import OpenAIESRunner


def _episode(env, seed: int, actions=None):
    """(observations, rewards) of one seeded episode with seeded random actions (or ``actions``)."""
    obs, _ = env.reset(seed=seed)
    env.action_space.seed(seed)
    observations, rewards = [obs], []
    while True:
        action = env.action_space.sample() if actions is None else actions
        obs, reward, terminated, truncated, _ = env.step(action)
        observations.append(obs)
        rewards.append(reward)
        if terminated or truncated:
            return np.array(observations), np.array(rewards)


def test_family_and_options():
    assert family_of(EMULATED).name == "emulated" and "coordination" in family_of(EMULATED).purpose
    env = make_env(f"{EMULATED}[action_dim=3,max_episode_steps=4,obs_dim=5,step_cost_s=0.0]")
    assert env.observation_space.shape == (5,) and env.action_space.shape == (3,)
    observations, _ = _episode(env, 0)
    assert len(observations) == 5  # reset + 4 steps
    with pytest.raises(ConfigErrors, match="step_cost_s"):
        check_env_id(f"{EMULATED}[step_cost_s=-1]")


def test_an_episode_costs_the_set_wall_time_and_little_cpu():
    env = make_env(f"{EMULATED}[step_cost_s=0.02]")
    wall, cpu = time.perf_counter(), time.process_time()
    _episode(env, 1)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    # Steps sleep until due on the process's clock: never shorter than the set cost, the worker's own
    # work inside it (no upper bound on wall time: a busy machine stretches it).
    # (the first step may continue the process clock's stretch of an earlier test: one step's slack)
    assert wall >= (EPISODE_STEPS - 1) * 0.02
    assert 0 < env.unwrapped.sleep_requested_s <= EPISODE_STEPS * 0.02
    assert cpu < 0.5 * wall  # loose on purpose: a busy machine stretches wall time, never CPU time
    default = make_env(EMULATED)
    wall = time.perf_counter()
    _episode(default, 1)
    assert time.perf_counter() - wall >= (EPISODE_STEPS - 1) * DEFAULT_STEP_COST_S
    assert 0 < default.unwrapped.sleep_requested_s <= EPISODE_STEPS * DEFAULT_STEP_COST_S


def test_each_step_books_exactly_its_set_cost(monkeypatch):
    """What the fidelity (``es.emulated_overrun_*``) is measured against: the set cost of every step
    taken, exactly, however long the steps really took (sleeps skipped here)."""
    from esbench.envs import emulated

    monkeypatch.setattr(emulated, "_PROCESS_CLOCK", emulated.StepClock())
    monkeypatch.setattr(emulated.time, "sleep", lambda seconds: None)
    for cost, episodes in [(0.02, 1), (0.006, 3)]:
        env, before = make_env(f"{EMULATED}[step_cost_s={cost}]"), booked_seconds()
        for seed in range(episodes):
            _episode(env, seed)
        assert booked_seconds() - before == pytest.approx(episodes * EPISODE_STEPS * cost)
    env, before = make_env(f"{EMULATED}[step_cost_s=0.0]"), booked_seconds()
    _episode(env, 0)
    assert booked_seconds() == before  # a free step books nothing


def test_envs_stepped_in_lockstep_cost_one_after_the_other():
    """A worker's lockstep batch: k envs stepped in turn cost k x the steps, as real envs would."""
    envs = [make_env(f"{EMULATED}[step_cost_s=0.01]") for _ in range(3)]
    for i, env in enumerate(envs):
        env.reset(seed=i)
    wall = time.perf_counter()
    for _ in range(4):
        for env in envs:
            env.step(env.action_space.sample())
    assert time.perf_counter() - wall >= 3 * 4 * 0.01 - 0.01  # the first step may start a stretch


def test_step_clock_absorbs_work_between_steps_and_restarts_after_idling(monkeypatch):
    from esbench.envs import emulated

    now = [100.0]
    monkeypatch.setattr(emulated.time, "perf_counter", lambda: now[0])
    clock = emulated.StepClock()
    assert clock.next_step(0.01) == pytest.approx(0.01)  # a new stretch: due one cost from now
    now[0] += 0.01 + 0.004  # slept until due, then 4 ms of the worker's own work
    assert clock.next_step(0.01) == pytest.approx(0.006)  # that work is inside the step's cost
    now[0] += 5.0  # waited for the driver
    assert clock.next_step(0.01) == pytest.approx(0.01)  # a new stretch, not 5 s of catching up


def test_deterministic_and_rewarded_by_closeness_to_the_target():
    env = make_env(f"{EMULATED}[step_cost_s=0.0]")
    a, b = _episode(env, 3), _episode(make_env(f"{EMULATED}[step_cost_s=0.0]"), 3)
    np.testing.assert_array_equal(a[0], b[0])
    np.testing.assert_array_equal(a[1], b[1])
    assert not np.array_equal(_episode(env, 4)[0], a[0])
    target = target_action(2)
    np.testing.assert_array_equal(target, target_action(2))
    _, best = _episode(env, 3, actions=target)
    _, off = _episode(env, 3, actions=target + 0.3)
    assert np.all(best == 0.0) and np.all(off < 0.0)


def test_es_improves_within_five_generations():
    trial = Trial(
        suite="test", label="es", algo="openai_es", env=f"{EMULATED}[step_cost_s=0.0]", seed=0,
        budget=Budget(6 * 2 * 32 * EPISODE_STEPS), eval=EvalSpec(10**6, episodes=1),
        policy=PolicySpec(hidden=(16,), init="normc"),
        params={"backend": "serial", "population": 32, "sigma": 0.02, "learning_rate": 0.03,
                "noise_table_size": 2**20},
    )  # fmt: skip
    writer = MemoryWriter()
    runner = OpenAIESRunner()
    runner.run(trial, writer)
    means = writer.values("es.pop_return_mean")
    assert len(means) >= 5
    assert means[4] > means[0] + 0.25 * abs(means[0]), means  # returns are <= 0: closer to 0 is better
