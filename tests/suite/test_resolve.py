"""The one resolve path: suites and Sacred's command line resolve a trial identically."""

from __future__ import annotations

import json

import pytest

from esbench.core.errors import ConfigErrors
from esbench.execution.experiment import build_experiment
from esbench.suite.load import expand, validate_suite
from esbench.suite.resolve import default_eval_every, resolve_trial

SUITE = {
    "name": "resolve",
    "seeds": [3],
    "budget": {"timesteps": 2000},
    "envs": [{"id": "CartPole-v1", "options": {"max_episode_steps": 120}}, "Pendulum-v1"],
    "algorithms": [
        {"label": "ES", "algo": "openai_es", "params": {"sigma": 0.05}},
        {"label": "A2C", "algo": "sb3_a2c", "params": {"n_steps": 8}},
    ],
}


def _json(obj):
    return json.loads(json.dumps(obj, sort_keys=True))


def _sacred_config(raw: dict) -> dict:
    """The config Sacred resolves from ``raw`` on its command line (``print_config``: nothing runs)."""
    return dict(build_experiment().run("print_config", config_updates=raw).config)


@pytest.mark.parametrize("index", range(4))
def test_suite_and_sacred_command_line_resolve_the_same_trial(index):
    trial = expand(validate_suite(SUITE))[index]
    raw = {
        "suite": trial.suite,
        "label": trial.label,
        "algo": trial.algo,
        "env": trial.env,
        "seed": trial.seed,
        "budget": {"timesteps": 2000},
        "params": dict(SUITE["algorithms"][index % 2]["params"]),
    }
    assert _json(_sacred_config(raw)) == _json(trial.to_config())


def test_defaults_filled():
    trial = resolve_trial({"algo": "sb3_ppo", "env": "CartPole-v1", "seed": 1, "budget": {"timesteps": 1000}})
    assert trial.label == "sb3_ppo" and trial.suite == "adhoc"
    assert trial.eval.every_timesteps == default_eval_every(1000) == 50
    assert trial.policy.type == "mlp"
    assert trial.params["n_steps"] == 2048  # SB3's PPO default, filled in


def test_bad_params_name_the_key():
    with pytest.raises(ConfigErrors) as info:
        resolve_trial(
            {
                "algo": "openai_es",
                "env": "CartPole-v1",
                "seed": 0,
                "budget": {"timesteps": 10},
                "params": {"sigmaa": 0.1},
            }
        )
    assert "params.sigmaa" in str(info.value)
