"""Equal cores, training-only wall-clock, the step budget and ``calc_obstat_prob: 0``, through the runners."""

from __future__ import annotations

import itertools
import os

import numpy as np
import pytest
from stable_baselines3.common.vec_env import SubprocVecEnv

from esbench.backends.serial import SerialBackend
from esbench.core.metrics import MemoryWriter
from esbench.runners.provenance import code_digest
from esbench.runners.registry import algo_names, get_runner
from esbench.suite.resolve import resolve_trial
from esbench.testing import is_timing

ES_SMALL = {"noise_table_size": 2**20, "population": 8, "sigma": 0.1, "learning_rate": 0.1}
SMALL = {
    "openai_es": {**ES_SMALL, "backend": "serial"},
    "nevergrad": {"popsize": 6},
    "evotorch": {"popsize": 6},
    "ga": {"offspring": 6, "parents": 2, "backend": "serial", "noise_table_size": 2**20},
    "sb3_a2c": {"n_steps": 8},
    "sb3_ppo": {"n_steps": 64, "batch_size": 32, "n_epochs": 1},
    "sb3_trpo": {"n_steps": 64, "batch_size": 32, "n_critic_updates": 1},
}


def make_trial(algo: str, budget: int, params: dict, env: str = "CartPole-v1", cores: int | None = None):
    """A small trial through the one resolve path (so ``resources.cores`` becomes params)."""
    return resolve_trial(
        {"suite": "t", "algo": algo, "env": env, "seed": 0, "budget": {"timesteps": budget},
         "eval": {"every_timesteps": budget // 2, "episodes": 2}, "policy": {"hidden": [16]},
         "params": params, "resources": {"cores": cores}}
    )  # fmt: skip


def run(trial):
    """(runner, writer) after running ``trial``."""
    runner, writer = get_runner(trial.algo)(), MemoryWriter()
    runner.run(trial, writer)
    return runner, writer


@pytest.mark.ray
def test_two_cores_for_es_a2c_and_cma_es(ray_session):
    es, _ = run(make_trial("openai_es", 1000, {"noise_table_size": 2**20, "population": 4}, cores=2))
    cma, _ = run(make_trial("nevergrad", 600, {"popsize": 6}, cores=2))
    a2c, _ = run(make_trial("sb3_a2c", 200, {}, cores=2))
    assert es.info["cores"] == cma.info["cores"] == a2c.info["cores"] == 2
    venv = a2c.model.env
    assert isinstance(venv, SubprocVecEnv) and venv.num_envs == 2
    assert all(p.pid != os.getpid() for p in venv.processes)  # each env stepped in its own process


def test_a2c_curves_with_subprocess_envs_equal_in_process_ones():
    results = []
    for vec_env in ("subproc", "dummy"):
        trial = make_trial("sb3_a2c", 400, {"n_envs": 2, "n_steps": 4, "vec_env": vec_env})
        runner, writer = run(trial)
        theta = np.concatenate([p.detach().numpy().ravel() for p in runner.model.policy.parameters()])
        timing = {n for n in writer.metrics if is_timing(n)}
        results.append(({n: v for n, v in writer.metrics.items() if n not in timing}, theta))
    (subproc, theta_subproc), (dummy, theta_dummy) = results
    assert subproc == dummy
    np.testing.assert_array_equal(theta_subproc, theta_dummy)


@pytest.mark.parametrize("algo", algo_names())
def test_wall_clock_starts_at_the_first_training_step_and_setup_is_stored(algo):
    env = "Pendulum-v1" if algo in ("sb3_sac", "sb3_td3") else "CartPole-v1"  # continuous actions only
    runner, writer = run(make_trial(algo, 400, SMALL.get(algo, {}), env=env))
    walls = writer.values("wall_clock_s")
    assert writer.steps("wall_clock_s")[0] == 0 and 0.0 <= walls[0] < 1.0
    assert all(b >= a for a, b in itertools.pairwise(walls))
    info = runner.info
    assert info["setup_s"] >= 0.0 and info["machine_cores"] == (os.cpu_count() or 1)
    assert isinstance(info["cpu_model"], str) and info["cpu_model"]
    assert info["code_digest"] == code_digest()  # esbench's source, for the report's code versions
    assert {"load_avg_start", "load_avg_end"} <= set(info)
    host = info["host_load"]  # sampled over the run, set-up included (runners/host_load.py)
    assert host["samples"] >= 2 and isinstance(host["contended"], bool) and host["others_cores_mean"] >= 0


@pytest.mark.parametrize(("env", "budget"), [("CartPole-v1", 20_000), ("Pendulum-v1", 10_000)])
def test_es_ends_within_two_percent_of_its_budget(env, budget):
    _, writer = run(make_trial("openai_es", budget, SMALL["openai_es"], env=env))
    final = writer.values("timesteps")[-1]
    assert budget <= final <= 1.02 * budget
    pairs = writer.values("es.pairs")
    assert pairs[-1] < 8 and set(pairs[:-1]) == {8.0}  # only the last generation was trimmed
    if env == "Pendulum-v1":  # 200-step episodes: 3 generations of 3,200 steps, then 1 pair of 400
        assert final == budget and pairs == [8.0, 8.0, 8.0, 1.0]


def test_calc_obstat_prob_0_means_raw_observations(monkeypatch):
    tasks = []
    real = SerialBackend.send_task

    def recording(self, task):
        tasks.append(task)
        return real(self, task)

    monkeypatch.setattr(SerialBackend, "send_task", recording)
    params = {**SMALL["openai_es"], "population": 2, "calc_obstat_prob": 0.0}
    runner, _ = run(make_trial("openai_es", 1600, params, env="Pendulum-v1"))
    assert tasks and all(t.obs_mean is None and t.obs_std is None for t in tasks)
    actor = runner.actor()
    assert actor.obs_mean is None  # evaluation: no normalisation either
    big = np.array([100.0, -100.0, 50.0], np.float32)  # far past the ±5 clip of normalised inputs
    expected = actor.policy.head(actor.policy.forward(actor.layers, big))
    np.testing.assert_array_equal(actor(big), expected)

    tasks.clear()
    runner, _ = run(make_trial("openai_es", 1600, {**params, "calc_obstat_prob": 0.01}, env="Pendulum-v1"))
    assert all(t.obs_mean is not None for t in tasks) and runner.actor().obs_mean is not None
