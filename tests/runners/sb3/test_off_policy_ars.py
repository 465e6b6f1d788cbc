"""SAC, TD3 and ARS: rl-zoo resolution, resources.cores, their own param rules, tiny zoo runs.

The metric contract and same-seed determinism of every registered runner, these included, are in
``test_contract.py``.
"""

from __future__ import annotations

import pytest

from esbench.core.errors import ConfigError, ConfigErrors
from esbench.core.params import from_dict
from esbench.runners.sb3.ars import ARSRunner
from esbench.runners.sb3.off_policy import SACRunner, TD3Runner
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
    assert ars["policy"] == "MlpPolicy" and "policy" not in ars["zoo"]["ignored"]  # the suite's MLP
    # MuJoCo v5 ids use the zoo's v4 entries.
    assert SACRunner.resolve_params({"hyperparams": "rl-zoo"}, "HalfCheetah-v5")["learning_starts"] == 10000


def test_ars_takes_the_zoos_linear_policy_on_mujoco():
    """rl-zoo's ARS uses sb3-contrib's LinearPolicy on every MuJoCo env: so does hyperparams: rl-zoo."""
    from sb3_contrib.ars.policies import ARSLinearPolicy, ARSPolicy

    from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial

    resolved = ARSRunner.resolve_params({"hyperparams": "rl-zoo"}, "Swimmer-v5")
    assert (resolved["policy"], resolved["n_delta"], resolved["delta_std"]) == ("LinearPolicy", 1, 0.01)

    def model(params):
        trial = Trial(suite="t", label="ARS", algo="sb3_ars", env="Swimmer-v5", seed=0, budget=Budget(100),
                      eval=EvalSpec(100, episodes=1), policy=PolicySpec(), params=params)  # fmt: skip
        runner = ARSRunner()
        return runner.build_model(
            trial, from_dict(ARSRunner.Params, runner.resolve_params(params, trial.env))
        )

    linear = model({"hyperparams": "rl-zoo"})
    assert isinstance(linear.policy, ARSLinearPolicy)
    assert sum(p.numel() for p in linear.policy.parameters()) == 8 * 2  # obs 8 x actions 2, no bias
    assert type(model({}).policy) is ARSPolicy  # default: the suite's MLP


def test_sac_and_td3_reject_discrete_actions_at_validation():
    with pytest.raises(ConfigError, match=r"sb3_td3 needs continuous \(Box\) actions; CartPole-v1"):
        TD3Runner.resolve_params({}, "CartPole-v1")


def test_resources_cores():
    assert SACRunner.apply_cores({}, 3) == {"n_envs": 3, "vec_env": "subproc"}
    assert TD3Runner.apply_cores({}, 1) == {"n_envs": 1, "vec_env": "dummy"}
    with pytest.raises(ConfigErrors, match=r"params\.n_envs"):
        SACRunner.apply_cores({"n_envs": 2}, 4)
    assert ARSRunner.apply_cores({"n_delta": 4}, 1) == {"n_delta": 4}
    assert ARSRunner.apply_cores({"eval_processes": 0}, 1) == {"eval_processes": 0}
    assert ARSRunner.apply_cores({}, 2) == {"eval_processes": 2}
    with pytest.raises(ConfigErrors, match=r"params\.eval_processes"):
        ARSRunner.apply_cores({"eval_processes": 3}, 2)
    with pytest.raises(ConfigErrors, match=r"params\.n_envs.*each of its processes plays one env"):
        ARSRunner.apply_cores({"n_envs": 2}, 2)


def test_ars_processes_are_the_cores_jobs_reserve():
    """``esbench run --jobs`` reserves ARS's candidate processes when resources.cores is not set."""
    assert ARSRunner.cores_needed(from_dict(ARSRunner.Params, {"eval_processes": 3}, "params")) == 3
    assert ARSRunner.cores_needed(from_dict(ARSRunner.Params, {}, "params")) == 1


@pytest.mark.parametrize(
    ("runner", "params", "message"),
    [
        (TD3Runner, {"use_sde": True}, "TD3 has no gSDE"),
        (SACRunner, {"gradient_steps": 0}, "must be -1 or > 0"),
        (SACRunner, {"tau": 1.5}, "must be in \\(0, 1\\]"),
        (ARSRunner, {"n_delta": 2, "n_top": 3}, "must be <= n_delta = 2"),
        (ARSRunner, {"learning_rate": "lin_0.02"}, "learning_rate"),
        (ARSRunner, {"eval_processes": 1}, "must be 0 \\(the training process\\) or at least 2"),
        (ARSRunner, {"eval_processes": 2, "n_envs": 2}, "must be 1 with eval_processes"),
    ],
)
def test_param_rules(runner, params, message):
    with pytest.raises(Exception, match=message):
        from_dict(runner.Params, params, "params")


@pytest.mark.parametrize(
    ("runner", "params"),
    [
        (SACRunner, {"hyperparams": "rl-zoo", "learning_starts": 50, "buffer_size": 500, "batch_size": 16,
                     "checkpoint_every": 100}),
        (TD3Runner, {"hyperparams": "rl-zoo", "learning_starts": 50, "buffer_size": 500, "batch_size": 16,
                     "policy_kwargs": {"net_arch": [16]}, "checkpoint_every": 100}),
        (ARSRunner, {"hyperparams": "rl-zoo", "checkpoint_every": 100}),
    ],
)  # fmt: skip
def test_tiny_zoo_runs_keep_the_contract(runner, params):
    """The contract kit, its checkpoint check included (a checkpoint every 100 steps): SAC's and
    TD3's gymnasium episodes in flight at the checkpoint restart, so theirs is not number for number;
    ARS plays whole episodes, so its resumed curve is the uninterrupted one."""
    budget = (
        3200 if runner is ARSRunner else 400
    )  # ARS: 2 generations of 8 x 200 steps, one checkpoint between
    check_runner(runner, "Pendulum-v1", params=params, budget=budget, resume_exact=runner is ARSRunner)


def test_two_envs_subproc_sac_keeps_the_contract():
    check_runner(SACRunner, "Pendulum-v1", params={"n_envs": 2, "vec_env": "subproc", "learning_starts": 50,
                 "buffer_size": 500, "batch_size": 16, "checkpoint_every": 100}, budget=500, max_overshoot=2,
                 resume_exact=False)  # fmt: skip


def test_ars_on_two_processes_keeps_the_contract_and_counts_every_step():
    """``eval_processes: 2`` (resources.cores: 2): the contract, same seed same curve, and a generation
    of 8 candidates x 200 Pendulum steps counted as 1,600 steps (sb3-contrib rounds to the processes)."""
    params = {"hyperparams": "rl-zoo", "eval_processes": 2}
    metrics = check_runner(
        ARSRunner, "Pendulum-v1", params=params, budget=400, resume=False
    )  # one generation
    assert metrics.values("timesteps") == [0, 1600]
    assert metrics.values("episodes") == [0, 8]
