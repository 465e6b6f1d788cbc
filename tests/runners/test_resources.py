"""``resources.cores``: resolved into each runner's params, stored with the trial, validated."""

from __future__ import annotations

import json

import pytest

from esbench.core.errors import ConfigErrors
from esbench.execution.experiment import build_experiment
from esbench.runners.sb3.on_policy import A2CParams, PPOParams
from esbench.suite.load import expand, validate_suite
from esbench.suite.resolve import resolve_trial

SUITE = {
    "name": "cores",
    "seeds": [0],
    "budget": {"timesteps": 4000},
    "resources": {"cores": 2},
    "envs": ["CartPole-v1"],
    "algorithms": [
        {"label": "ES", "algo": "openai_es", "params": {"population": 8}},
        {"label": "CMA-ES", "algo": "nevergrad", "params": {"popsize": 6}},
        {"label": "A2C", "algo": "sb3_a2c"},
        {"label": "PPO", "algo": "sb3_ppo", "params": {"n_steps": 64, "batch_size": 32}},
        {"label": "TRPO-1", "algo": "sb3_trpo", "resources": {"cores": 1}},
    ],
}


def _suite(**changes) -> dict:
    return json.loads(json.dumps({**SUITE, **changes}))


def _errors(data: dict) -> str:
    with pytest.raises(ConfigErrors) as info:
        validate_suite(data)
    return str(info.value)


def test_cores_become_each_runners_params_and_are_stored():
    es, cma, a2c, ppo, trpo = expand(validate_suite(_suite()))
    assert es.params["backend"] == "ray" and es.params["workers"] == 2
    assert cma.params["backend"] == "ray" and cma.params["workers"] == 2 and cma.params["num_workers"] == 2
    # SB3: 2 envs in subprocesses; n_steps per env halves the single-env default unless the suite sets it
    assert a2c.params["n_envs"] == 2 and a2c.params["vec_env"] == "subproc"
    assert a2c.params["n_steps"] == A2CParams().n_steps // 2
    assert ppo.params["n_envs"] == 2 and ppo.params["n_steps"] == 64  # the suite's own n_steps
    # an algorithm entry overrides the suite's resources
    assert trpo.params["n_envs"] == 1 and trpo.params["vec_env"] == "dummy"
    assert [t.to_config()["resources"] for t in (es, trpo)] == [{"cores": 2}, {"cores": 1}]
    # the stored config resolves to the same trial again (Sacred re-resolves it)
    for trial in (es, cma, a2c, ppo, trpo):
        assert resolve_trial(trial.to_config()) == trial


def test_without_resources_nothing_changes():
    trial = resolve_trial({"algo": "sb3_ppo", "env": "CartPole-v1", "seed": 1, "budget": {"timesteps": 1000}})
    assert trial.resources.cores is None and trial.to_config()["resources"] == {"cores": None}
    assert trial.params["n_envs"] == 1 and trial.params["vec_env"] == "dummy"
    assert trial.params["n_steps"] == PPOParams().n_steps


def test_sacred_command_line_resolves_cores_as_a_suite_does():
    trial = expand(validate_suite(_suite()))[2]
    raw = {"suite": "cores", "label": "A2C", "algo": "sb3_a2c", "env": "CartPole-v1", "seed": 0,
           "budget": {"timesteps": 4000}, "resources": {"cores": 2}}  # fmt: skip
    config = dict(build_experiment().run("print_config", config_updates=raw).config)
    assert json.loads(json.dumps(config, sort_keys=True)) == json.loads(json.dumps(trial.to_config()))


@pytest.mark.parametrize(
    ("algo", "params"),
    [
        ("openai_es", {"workers": 4}),
        ("openai_es", {"backend": "serial"}),
        ("nevergrad", {"workers": 3}),
        ("sb3_a2c", {"n_envs": 8}),
        ("sb3_a2c", {"vec_env": "dummy"}),
    ],
)
def test_a_param_contradicting_cores_names_both_keys(algo, params):
    message = _errors(_suite(algorithms=[{"label": "X", "algo": algo, "params": params}]))
    (key,) = params
    assert f"algorithms[0].params.{key}: is " in message and "but resources.cores is 2" in message


def test_consistent_params_and_one_serial_core_are_accepted():
    algorithms = [
        {"label": "ES", "algo": "openai_es", "params": {"workers": 2, "backend": "ray"}},
        {"label": "A2C", "algo": "sb3_a2c", "params": {"n_envs": 2}},
        {"label": "ES-1", "algo": "openai_es", "params": {"backend": "serial"}, "resources": {"cores": 1}},
    ]
    es, a2c, serial = expand(validate_suite(_suite(algorithms=algorithms)))
    assert es.params["workers"] == 2 and a2c.params["n_envs"] == 2
    assert serial.params["backend"] == "serial"


def test_zero_cores_are_rejected_at_either_level():
    assert "resources.cores: must be > 0, got 0" in _errors(_suite(resources={"cores": 0}))
    algorithms = [{"label": "ES", "algo": "openai_es", "resources": {"cores": 0}}]
    assert "algorithms[0].resources.cores: must be > 0, got 0" in _errors(_suite(algorithms=algorithms))
    with pytest.raises(ConfigErrors, match=r"resources\.cores: must be > 0"):
        resolve_trial({"algo": "sb3_a2c", "env": "CartPole-v1", "seed": 0, "budget": {"timesteps": 10},
                       "resources": {"cores": 0}})  # fmt: skip


@pytest.mark.parametrize(
    ("algo", "params", "episodes"),
    [
        ("nevergrad", {"optimizer": "cma", "popsize": 10_000}, 10_000),
        ("nevergrad", {"optimizer": "cma", "popsize": 400, "episodes_per_eval": 5}, 2_000),
        ("evotorch", {"searcher": "snes", "popsize": 100_000}, 100_000),
    ],
)
def test_a_generation_larger_than_the_budget_is_refused_at_validation(algo, params, episodes):
    """Nevergrad's popsize 10,000,000 validated, then sat at step 0 (2.7 GB); EvoTorch's 100,000 ran
    31,807% of its budget and reported COMPLETED. A generation's episodes (popsize x episodes per
    candidate, a step each at least) above the budget is now a validation error on params.popsize;
    a generation that fits passes."""
    suite = {"name": "s", "seeds": [0], "budget": {"timesteps": 1000}, "envs": ["CartPole-v1"],
             "policy": {"hidden": [4]},
             "algorithms": [{"label": "X", "algo": algo, "params": params}]}  # fmt: skip
    with pytest.raises(ConfigErrors) as info:
        validate_suite(suite)
    messages = [f"{e.path}: {e.problem}" for e in info.value.errors]
    assert any(
        m.startswith("algorithms[0].params.popsize") and f"plays {episodes:,} episodes" in m for m in messages
    ), messages
    validate_suite({**suite, "budget": {"timesteps": episodes}})  # exactly one generation: accepted
