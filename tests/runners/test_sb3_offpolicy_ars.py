"""SAC, TD3 and ARS: rl-zoo resolution, resources.cores, their own param rules, tiny zoo runs.

The metric contract and same-seed determinism of every registered runner, these included, are in
``test_contract.py``.
"""

from __future__ import annotations

import pytest

from esbench.core.errors import ConfigError, ConfigErrors
from esbench.core.params import from_dict
from esbench.runners.sb3_ars import ARSRunner
from esbench.runners.sb3_offpolicy import SACRunner, TD3Runner
from esbench.testing import check_runner


def test_zoo_values_for_pendulum():
    sac = SACRunner.resolve_params({"hyperparams": "rl-zoo"}, "Pendulum-v1")
    assert sac["learning_rate"] == 1e-3 and sac["zoo"]["file"] == "sac.yml"
    td3 = TD3Runner.resolve_params({"hyperparams": "rl-zoo", "buffer_size": 1000}, "Pendulum-v1")
    assert (td3["noise_type"], td3["noise_std"], td3["learning_starts"]) == ("normal", 0.1, 10000)
    assert td3["policy_kwargs"] == {"net_arch": [400, 300]}
    assert td3["zoo"]["overridden"] == ["buffer_size"]
    ars = ARSRunner.resolve_params({"hyperparams": "rl-zoo"}, "Pendulum-v1")
    assert (ars["n_delta"], ars["n_top"], ars["zero_policy"]) == (4, 1, False)
    assert ars["normalize"] == {"norm_obs": True, "norm_reward": False}
    assert "policy" in ars["zoo"]["ignored"]
    # MuJoCo v5 ids use the zoo's v4 entries.
    assert SACRunner.resolve_params({"hyperparams": "rl-zoo"}, "HalfCheetah-v5")["learning_starts"] == 10000


def test_sac_and_td3_reject_discrete_actions_at_validation():
    with pytest.raises(ConfigError, match=r"sb3_td3 needs continuous \(Box\) actions; CartPole-v1"):
        TD3Runner.resolve_params({}, "CartPole-v1")


def test_resources_cores():
    assert SACRunner.apply_cores({}, 3) == {"n_envs": 3, "vec_env": "subproc"}
    assert TD3Runner.apply_cores({}, 1) == {"n_envs": 1, "vec_env": "dummy"}
    with pytest.raises(ConfigErrors, match=r"params\.n_envs"):
        SACRunner.apply_cores({"n_envs": 2}, 4)
    assert ARSRunner.apply_cores({"n_delta": 4}, 1) == {"n_delta": 4}
    with pytest.raises(ConfigErrors, match="sb3_ars runs on one core"):
        ARSRunner.apply_cores({}, 2)


@pytest.mark.parametrize(
    ("runner", "params", "message"),
    [
        (TD3Runner, {"use_sde": True}, "TD3 has no gSDE"),
        (SACRunner, {"gradient_steps": 0}, "must be -1 or > 0"),
        (SACRunner, {"tau": 1.5}, "must be in \\(0, 1\\]"),
        (ARSRunner, {"n_delta": 2, "n_top": 3}, "must be <= n_delta = 2"),
        (ARSRunner, {"learning_rate": "lin_0.02"}, "learning_rate"),
    ],
)
def test_param_rules(runner, params, message):
    with pytest.raises(Exception, match=message):
        from_dict(runner.Params, params, "params")


@pytest.mark.parametrize(
    ("runner", "params"),
    [
        (SACRunner, {"hyperparams": "rl-zoo", "learning_starts": 50, "buffer_size": 500, "batch_size": 16}),
        (TD3Runner, {"hyperparams": "rl-zoo", "learning_starts": 50, "buffer_size": 500, "batch_size": 16,
                     "policy_kwargs": {"net_arch": [16]}}),
        (ARSRunner, {"hyperparams": "rl-zoo"}),
    ],
)  # fmt: skip
def test_tiny_zoo_runs_keep_the_contract(runner, params):
    check_runner(runner, "Pendulum-v1", params=params, budget=400)


def test_two_envs_subproc_sac_keeps_the_contract():
    check_runner(SACRunner, "Pendulum-v1", params={"n_envs": 2, "vec_env": "subproc", "learning_starts": 50,
                 "buffer_size": 500, "batch_size": 16}, budget=500, max_overshoot=2)  # fmt: skip
