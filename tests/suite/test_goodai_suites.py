"""The GoodAI suites (issue 65): every curve GoodAI plotted is a labelled configuration, in GoodAI's
settings (the options added for them set), at one budget for every algorithm, and they dry-run by name."""

from __future__ import annotations

from pathlib import Path

import gymnasium as gym
import numpy as np
import pytest

from esbench.cli.main import main
from esbench.core.config import PolicySpec
from esbench.policies import build_policy
from esbench.suite.load import expand, load_suite

#: This checkout's suites (an editable install elsewhere may ship another checkout's).
SUITES = Path(__file__).parents[2] / "suites"

#: GoodAI's curves (blogpost/plot_comparison.py) and the baselines beside them, per suite.
CURVES = {
    "goodai-lander": {"ES-1ep", "ES-5ep", "CMA-1ep", "CMA-5ep", "OptimES-1ep-pop20", "OptimES-5ep-pop20",
                      "OptimES-1ep-pop200"},
    "goodai-ant": {"ES-1ep", "ES-5ep", "CMA-1ep", "CMA-5ep", "OptimES-1ep"},
    "goodai-pendulum": {"ES-5ep", "CMA-5ep", "CMA-30ep", "OptimES-10ep", "OptimES-5ep-pop200"},
}  # fmt: skip
BASELINES = {"TRPO", "A2C", "PPO"}
#: (evaluations per generation, episodes per fitness) of each OptimES curve (pop_size: both halves).
OPTIMES = {
    "OptimES-1ep-pop20": (20, 1), "OptimES-5ep-pop20": (20, 5), "OptimES-1ep-pop200": (200, 1),
    "OptimES-1ep": (100, 1), "OptimES-10ep": (50, 10), "OptimES-5ep-pop200": (200, 5),
}  # fmt: skip


def _suite(name, check_envs=False):
    return load_suite(SUITES / f"{name}.yaml", check_envs=check_envs)


@pytest.mark.parametrize("name", sorted(CURVES))
def test_every_curve_is_a_label_and_every_run_has_one_budget(name):
    suite = _suite(name, check_envs=True)
    labels = [entry.label for entry in suite.algorithms]
    assert set(labels) == CURVES[name] | BASELINES
    trials = expand(suite)
    assert len({t.budget.timesteps for t in trials}) == 1
    assert len(suite.seeds) >= 3
    for trial in trials:
        params = trial.params
        if trial.algo == "openai_es":
            evaluations, episodes = OPTIMES[trial.label]
            assert 2 * params["population"] == evaluations and params["episodes_per_pair"] == episodes
            assert params["pair_env_seeds"] == "shared"
            assert params["calc_obstat_prob"] == 0 and params["action_noise_std"] == 0
        elif trial.algo == "nevergrad":
            assert params["zero_policy"] is True
            assert params["optimizer"] == ("ES" if trial.label.startswith("ES-") else "cma")
            assert params["episodes_per_eval"] == int(trial.label.split("-")[1].removesuffix("ep"))
        else:
            assert params["hyperparams"] == "rl-zoo" and params["zoo"]["key"], (trial.label, trial.env)


@pytest.mark.parametrize(
    ("name", "obs", "act", "params"),
    [("goodai-lander", 8, 2, 18), ("goodai-ant", 28, 8, 6536), ("goodai-pendulum", 3, 1, 1361)],
)
def test_the_policies_have_goodais_parameter_counts(name, obs, act, params):
    spec = _suite(name).policy.resolved(False)
    box = gym.spaces.Box(-np.inf, np.inf, (obs,), np.float32)
    policy = build_policy(spec, box, gym.spaces.Box(-1.0, 1.0, (act,), np.float32))
    assert policy.num_params == params


def test_ant_caps_episodes_at_500_and_discretises_the_output():
    suite = _suite("goodai-ant")
    assert {t.env for t in expand(suite)} == {"AntBulletEnv-v0[max_episode_steps=500]"}
    assert suite.policy.discrete_output == 6 and suite.policy.hidden == (64, 64)


def test_sb3_beside_an_lstm_needs_a_network_of_its_own():
    assert PolicySpec(type="lstm", hidden=(16,)) == _suite("goodai-pendulum").policy
    trials = [t for t in expand(_suite("goodai-pendulum")) if t.algo.startswith("sb3_")]
    assert trials and all(t.params["network"] == "sb3" for t in trials)


@pytest.mark.parametrize("name", sorted(CURVES))
def test_dry_run_lists_every_curve(name, capsys):
    assert main(["run", "--dry-run", str(SUITES / f"{name}.yaml")]) == 0
    out = capsys.readouterr().out
    for label in CURVES[name] | BASELINES:
        assert f" {label} " in out


def test_without_a_network_of_its_own_sb3_is_refused_beside_an_lstm():
    from esbench.core.errors import ConfigErrors
    from esbench.suite.load import validate_suite

    suite = {
        "name": "t", "seeds": [0], "budget": {"timesteps": 1000}, "policy": {"type": "lstm", "hidden": [16]},
        "envs": ["esbench/PendulumZeroVel-v1"],
        "algorithms": [{"label": "A2C", "algo": "sb3_a2c", "params": {"network": "sb3"}}],
    }  # fmt: skip
    assert validate_suite(suite).algorithms[0].label == "A2C"
    suite["algorithms"] = [{"label": "A2C", "algo": "sb3_a2c"}]
    with pytest.raises(ConfigErrors, match="sb3_a2c cannot train a lstm policy"):
        validate_suite(suite)
