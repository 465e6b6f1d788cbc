"""``hyperparams: rl-zoo``: the vendored files, env-id mapping, resolution, the expression parser,
validation, schedules, VecNormalize with frozen eval statistics, and policy_kwargs."""

from __future__ import annotations

import hashlib
import json
import logging
import re

import numpy as np
import pytest
import torch

from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.core.errors import ConfigError, ConfigErrors
from esbench.core.metrics import EVAL_RETURN_MEAN, MemoryWriter
from esbench.core.params import from_dict
from esbench.envs import make_env
from esbench.runners.evaluation import Evaluator, play_episode
from esbench.runners.sb3 import rl_zoo
from esbench.runners.sb3.on_policy import A2CParams, A2CRunner, PPOParams, PPORunner, TRPOParams, TRPORunner
from esbench.runners.sb3.rl_zoo import (
    RL_ZOO_VERSION,
    ZOO_DIR,
    ZOO_FILES,
    apply_zoo,
    parse_expression,
    warn_not_applied,
    zoo_key,
    zoo_table,
)
from esbench.runners.sb3.tuning import POLICY_KWARGS_KEYS, sb3_kwargs
from esbench.suite.load import validate_suite
from esbench.suite.resolve import resolve_trial


def resolve(algo: str, env: str, params: dict, timesteps: int = 1000) -> Trial:
    return resolve_trial(
        {"algo": algo, "env": env, "seed": 3, "budget": {"timesteps": timesteps}, "params": params}
    )


def small_trial(runner, env: str, params: dict, timesteps: int) -> Trial:
    """An unresolved trial, as tests and benchmarks build them (the runner resolves it)."""
    return Trial(
        suite="t",
        label=runner.algo,
        algo=runner.algo,
        env=env,
        seed=5,
        budget=Budget(timesteps=timesteps),
        eval=EvalSpec(every_timesteps=timesteps // 2, episodes=2),
        policy=PolicySpec(),
        params=params,
    )


# -- the vendored files ------------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(ZOO_FILES.values()))
def test_vendored_files_are_the_pinned_release_unchanged(name):
    text = (ZOO_DIR / name).read_bytes()
    header, _, body = text.partition(b"\n\n")
    assert f"rl_zoo3 {RL_ZOO_VERSION}".encode() in header and b"MIT License" in header
    recorded = re.search(rb"sha256: ([0-9a-f]{64})", header).group(1).decode()
    assert hashlib.sha256(body).hexdigest() == recorded
    assert (ZOO_DIR / "LICENSE").read_text().startswith("The files a2c.yml, ppo.yml and trpo.yml")


def test_env_ids_map_to_zoo_keys():
    assert zoo_key("sb3_ppo", "CartPole-v1") == "CartPole-v1"  # exact
    assert zoo_key("sb3_trpo", "HalfCheetah-v5") == "HalfCheetah-v4"  # same name, nearest version
    assert zoo_key("sb3_ppo", "InvertedPendulum-v5") == "InvertedPendulum-v2"
    assert zoo_key("sb3_a2c", "ALE/Pong-v5") == "atari"
    assert zoo_key("sb3_trpo", "ALE/Pong-v5") is None  # trpo.yml has no atari entry
    assert zoo_key("sb3_ppo", "HalfCheetahBulletEnv-v0") == "HalfCheetahBulletEnv-v0"
    assert zoo_key("sb3_ppo", "esbench/PendulumNoVel-v1") is None
    assert zoo_key("sb3_ppo", "Pendulum") is None
    assert zoo_key("sb3_ppo", "default") == "default"  # a key, but no env id is ever called that


def test_nearest_version_prefers_the_newer_on_ties(monkeypatch):
    table = {"Foo-v2": {}, "Foo-v4": {}}
    monkeypatch.setattr(rl_zoo, "zoo_table", lambda algo: table)
    assert zoo_key("sb3_ppo", "Foo-v3") == "Foo-v4"
    assert zoo_key("sb3_ppo", "Foo-v0") == "Foo-v2"


# -- resolution ----------------------------------------------------------------------------------------


def test_cartpole_ppo_resolves_to_the_zoo_values():
    params = resolve("sb3_ppo", "CartPole-v1", {"hyperparams": "rl-zoo"}).params
    expected = {"n_envs": 8, "n_steps": 32, "batch_size": 256, "gae_lambda": 0.8, "gamma": 0.98,
                "n_epochs": 20, "ent_coef": 0.0, "learning_rate": "lin_0.001",
                "clip_range": "lin_0.2"}  # fmt: skip
    assert {k: params[k] for k in expected} == expected
    assert (
        params["hyperparams"] == "rl-zoo" and params["normalize"] is False and params["policy_kwargs"] is None
    )
    assert params["vf_coef"] == 0.5  # not in the zoo entry: SB3's default
    zoo = params["zoo"]
    assert (zoo["version"], zoo["file"], zoo["key"], zoo["n_timesteps"]) == (
        RL_ZOO_VERSION,
        "ppo.yml",
        "CartPole-v1",
        100000,
    )
    assert set(zoo["ignored"]) == {"policy"} and zoo["overridden"] == []


def test_halfcheetah_trpo_loads_with_normalize():
    params = resolve("sb3_trpo", "HalfCheetah-v5", {"hyperparams": "rl-zoo"}).params
    expected = {"normalize": True, "n_envs": 2, "n_steps": 1024, "batch_size": 128, "target_kl": 0.04,
                "cg_max_steps": 25, "n_critic_updates": 20, "learning_rate": 0.001}  # fmt: skip
    assert {k: params[k] for k in expected} == expected
    assert params["policy_kwargs"] is None  # trpo.yml gives HalfCheetah no policy_kwargs: the suite's network
    assert params["zoo"]["key"] == "HalfCheetah-v4" and params["zoo"]["n_timesteps"] == 1_000_000


def test_halfcheetah_ppo_loads_the_zoo_policy_kwargs():
    params = resolve("sb3_ppo", "HalfCheetah-v5", {"hyperparams": "rl-zoo"}).params
    assert params["policy_kwargs"] == {
        "log_std_init": -2,
        "ortho_init": False,
        "activation_fn": "nn.ReLU",
        "net_arch": {"pi": [256, 256], "vf": [256, 256]},
    }
    assert params["normalize"] is True and params["learning_rate"] == 2.0633e-05


def test_explicit_params_override_the_zoo_and_the_stored_config_says_rl_zoo():
    trial = resolve(
        "sb3_ppo", "CartPole-v1", {"hyperparams": "rl-zoo", "n_envs": 16, "n_epochs": 20, "vf_coef": 0.3}
    )
    assert trial.params["n_envs"] == 16 and trial.params["vf_coef"] == 0.3 and trial.params["n_steps"] == 32
    assert trial.params["zoo"]["overridden"] == ["n_envs"]  # n_epochs: the same value as the zoo's
    stored = json.loads(json.dumps(trial.to_config()))
    assert stored["params"]["hyperparams"] == "rl-zoo"
    assert stored["params"]["zoo"]["version"] == RL_ZOO_VERSION == "2.9.2"
    assert resolve_trial(stored) == trial  # a stored config resolves to itself


def test_atari_trains_as_the_zoo_does_and_records_the_one_key_it_does_not_apply(caplog):
    """The zoo's AtariWrapper becomes atari_wrapper, its CnnPolicy SB3's NatureCNN (network: sb3),
    A2C's optimizer RMSpropTFLike; only frame_stack (esbench's chain stacks 4 already) is not applied."""
    for algo in ("sb3_a2c", "sb3_ppo"):
        params = resolve(algo, "ALE/Pong-v5[frame_skip=2]", {"hyperparams": "rl-zoo"}).params
        assert params["zoo"]["key"] == "atari"
        assert params["atari_wrapper"] is True and params["network"] == "sb3"
        ignored = params["zoo"]["ignored"]
        assert set(ignored) == {"frame_stack"} and "4 frames" in ignored["frame_stack"]
    a2c = resolve("sb3_a2c", "ALE/Pong-v5", {"hyperparams": "rl-zoo"}).params
    assert a2c["n_envs"] == 16 and a2c["vf_coef"] == 0.25
    assert a2c["policy_kwargs"] == {"optimizer_class": "RMSpropTFLike", "optimizer_kwargs": {"eps": 1e-5}}
    ppo = resolve("sb3_ppo", "ALE/Pong-v5", {"hyperparams": "rl-zoo"}).params
    assert (ppo["learning_rate"], ppo["clip_range"]) == ("lin_2.5e-4", "lin_0.1")
    with caplog.at_level(logging.WARNING, logger="esbench.runners.sb3.rl_zoo"):
        warn_not_applied(ppo["zoo"])
    assert "frame_stack" in caplog.text and "env_wrapper" not in caplog.text and "policy:" not in caplog.text


def test_unknown_zoo_keys_are_listed_never_dropped(monkeypatch):
    monkeypatch.setattr(
        rl_zoo, "zoo_table", lambda algo: {"CartPole-v1": {"n_envs": 2, "callback": "x", "foo": 1}}
    )
    out = apply_zoo("sb3_ppo", {"hyperparams": "rl-zoo"}, "CartPole-v1", {"n_envs", "hyperparams", "zoo"})
    assert out["n_envs"] == 2
    assert set(out["zoo"]["ignored"]) == {"callback", "foo"}
    assert "no such parameter" in out["zoo"]["ignored"]["foo"]


def test_without_rl_zoo_nothing_changes():
    raw = {"n_steps": 64}
    assert apply_zoo("sb3_ppo", raw, "CartPole-v1", {"n_steps"}) == raw
    assert "zoo" not in PPORunner.resolve_params(raw, "CartPole-v1")
    assert resolve("sb3_ppo", "CartPole-v1", {}).params["zoo"] is None


def test_an_env_without_zoo_values_names_the_algorithms_that_have_one():
    with pytest.raises(ConfigError) as info:
        resolve("sb3_trpo", "InvertedPendulum-v5", {"hyperparams": "rl-zoo"})
    assert info.value.path == "params.hyperparams"
    assert "no sb3_trpo hyperparameters for InvertedPendulum-v5" in str(info.value)
    assert "algorithms with an entry for InvertedPendulum-v5: sb3_ppo" in str(info.value)
    with pytest.raises(ConfigError, match="esbench/PendulumNoVel-v1: none"):
        resolve("sb3_ppo", "esbench/PendulumNoVel-v1", {"hyperparams": "rl-zoo"})


SUITE = {
    "name": "zoo",
    "seeds": [0],
    "budget": {"timesteps": 1000},
    "envs": ["CartPole-v1", "esbench/PendulumNoVel-v1"],
    "algorithms": [
        {"label": "ES", "algo": "openai_es"},
        {"label": "PPO", "algo": "sb3_ppo", "params": {"hyperparams": "rl-zoo"}},
    ],
}


def test_suite_validation_reports_an_env_without_zoo_values():
    with pytest.raises(ConfigErrors) as info:
        validate_suite(SUITE)
    messages = [f"{e.path}: {e.problem}" for e in info.value.errors]
    assert len(messages) == 1
    assert messages[0].startswith(
        "algorithms[1].params.hyperparams: rl-zoo 2.9.2 has no sb3_ppo hyperparameters"
    )
    assert "esbench/PendulumNoVel-v1" in messages[0] and ": none; or name a tuned entry" in messages[0]


def test_suite_validation_reports_zoo_and_params_problems_together():
    bad_a2c = {
        "label": "A2C",
        "algo": "sb3_a2c",
        "params": {"hyperparams": "rl-zoo", "learning_rate": "lin_x"},
    }
    with pytest.raises(ConfigErrors) as info:
        validate_suite({**SUITE, "algorithms": [*SUITE["algorithms"], bad_a2c]})
    paths = [e.path for e in info.value.errors]
    assert sorted(paths) == ["algorithms[1].params.hyperparams", "algorithms[2].params.learning_rate"]


def test_suite_validation_checks_the_resolved_values_per_env():
    bad = {**SUITE, "envs": ["CartPole-v1"]}
    bad["algorithms"] = [
        {"label": "PPO", "algo": "sb3_ppo", "params": {"hyperparams": "rl-zoo", "n_envs": 2}}
    ]
    with pytest.raises(ConfigErrors) as info:
        validate_suite(bad)
    assert [f"{e.path}: {e.problem}" for e in info.value.errors] == [
        (
            "algorithms[0].params.batch_size: must be <= n_steps * n_envs = 64 (one rollout), got 256 "
            "(with rl-zoo's values for CartPole-v1)"
        )
    ]
    ok = {**bad, "algorithms": [{"label": "PPO", "algo": "sb3_ppo", "params": {"hyperparams": "rl-zoo"}}]}
    assert validate_suite(ok).algorithms[0].params == {"hyperparams": "rl-zoo"}


# -- the expression parser -------------------------------------------------------------------------


def _zoo_expressions() -> list[tuple[str, str]]:
    """Every Python expression in the pinned files: (where, text)."""
    found = []
    for algo, name in ZOO_FILES.items():
        for key, entry in zoo_table(algo).items():
            for field in rl_zoo.EXPRESSION_KEYS:
                if isinstance(entry.get(field), str):
                    found.append((f"{name}:{key}.{field}", entry[field]))
    return found


ZOO_EXPRESSIONS = _zoo_expressions()


def test_the_pinned_files_hold_the_expected_expressions():
    assert len(ZOO_EXPRESSIONS) >= 20
    assert any("RMSpropTFLike" in text for _, text in ZOO_EXPRESSIONS)
    assert any(where.endswith(".normalize") for where, _ in ZOO_EXPRESSIONS)


def _plain(value) -> bool:
    if isinstance(value, dict):
        return all(isinstance(k, str) and _plain(v) for k, v in value.items())
    if isinstance(value, list):
        return all(_plain(v) for v in value)
    return value is None or type(value) in (bool, int, float, str)


@pytest.mark.parametrize("where, text", ZOO_EXPRESSIONS, ids=[w for w, _ in ZOO_EXPRESSIONS])
def test_parser_reads_every_expression_in_the_pinned_files(where, text):
    value = parse_expression(text, where)
    assert isinstance(value, dict) and _plain(value)
    if where.endswith(".policy_kwargs"):
        assert set(value) <= POLICY_KWARGS_KEYS
    else:
        assert set(value) <= {"norm_obs", "norm_reward"}


def test_parser_values():
    assert parse_expression("dict(log_std_init=-3.29, ortho_init=False)") == {
        "log_std_init": -3.29,
        "ortho_init": False,
    }
    assert parse_expression("{'norm_obs': False, 'norm_reward': True}") == {
        "norm_obs": False,
        "norm_reward": True,
    }
    assert parse_expression("dict(a=(1, +2), b=None, c='x', d=nn.GELU, e=[], f=dict())") == {
        "a": [1, 2], "b": None, "c": "x", "d": "nn.GELU", "e": [], "f": {}
    }  # fmt: skip


@pytest.mark.parametrize(
    "text",
    [
        "__import__('os')",
        "__import__('os').system('true')",
        "nn.Module",
        "dict(activation_fn=nn.Module)",
        "open('/etc/passwd')",
        "dict(a=nn.ReLU.__class__)",
        "dict(a=th.nn.ReLU)",
        "dict(a=os)",
        "lambda: 1",
        "dict(a=lambda: 1)",
        "[x for x in range(3)]",
        "{k: 1 for k in 'ab'}",
        "f'{1}'",
        "dict(**x)",
        "{**x}",
        "dict({'a': 1})",
        "dict(a=1, a=2)",
        "{'a': 1, 'a': 2}",
        "{1: 2}",
        "1 + 2",
        "-True",
        "b'bytes'",
        "1j",
        "...",
        "x.y",
        "(yield)",
        "dict(a=1",
        "dict(a=" * 40 + "1" + ")" * 40,
        "[" * 5000,
        "x" * 3000,
    ],
)
def test_parser_rejects_everything_else(text):
    with pytest.raises(ConfigError):
        parse_expression(text, "p")


# -- params rules ---------------------------------------------------------------------------------------


def errors(cls, data) -> str:
    with pytest.raises(ConfigErrors) as info:
        from_dict(cls, data, "params")
    return str(info.value)


def test_params_rules_for_the_tuning_fields():
    assert "params.learning_rate: must be a number or 'lin_<number>'" in errors(
        A2CParams, {"learning_rate": "exp_0.1"}
    )
    for bad in ("lin_x", "lin_-1", "lin_0", "lin_inf", "0.001"):
        assert "params.clip_range: must be a number or 'lin_<number>'" in errors(
            PPOParams, {"clip_range": bad}
        )
    assert from_dict(PPOParams, {"clip_range_vf": "lin_0.1"}).clip_range_vf == "lin_0.1"
    assert "params.learning_rate: must be > 0" in errors(TRPOParams, {"learning_rate": -1.0})
    assert "params.sde_sample_freq: must be -1" in errors(PPOParams, {"sde_sample_freq": 0})
    assert "params.normalize.norm_obs: must be true or false" in errors(
        A2CParams, {"normalize": {"norm_obs": 1}}
    )
    assert "params.normalize.gamma: unknown key" in errors(A2CParams, {"normalize": {"gamma": 0.9}})
    assert "params.normalize.clip_obs: must be a number > 0" in errors(
        A2CParams, {"normalize": {"clip_obs": 0}}
    )
    assert "params.normalize: must be bool or mapping" in errors(A2CParams, {"normalize": "yes"})
    assert "params.policy_kwargs.activation_fn: must be nn.<Activation>" in errors(
        PPOParams, {"policy_kwargs": {"activation_fn": "nn.Module"}}
    )
    assert "params.policy_kwargs.features_extractor_class: unknown key" in errors(
        PPOParams, {"policy_kwargs": {"features_extractor_class": "os.system"}}
    )
    assert "params.policy_kwargs.net_arch: must be a list" in errors(
        PPOParams, {"policy_kwargs": {"net_arch": [0]}}
    )
    assert "params.policy_kwargs.optimizer_class: must be one of" in errors(
        A2CParams, {"policy_kwargs": {"optimizer_class": "Adam"}}
    )
    assert "params.zoo: is written by esbench" in errors(PPOParams, {"zoo": {"version": "x"}})
    assert "params.hyperparams: must be one of 'default' | 'rl-zoo'" in errors(
        PPOParams, {"hyperparams": "zoo"}
    )


def test_policy_kwargs_keys_are_sb3_policy_arguments():
    import inspect

    from stable_baselines3.common.policies import ActorCriticPolicy
    from stable_baselines3.sac.policies import SACPolicy

    def arguments(policy_class):
        return set(inspect.signature(policy_class.__init__).parameters)

    # On-policy (ActorCriticPolicy) keys, and SAC's own (n_critics, clip_mean).
    assert POLICY_KWARGS_KEYS <= arguments(ActorCriticPolicy) | arguments(SACPolicy)
    assert all(issubclass(getattr(torch.nn, name), torch.nn.Module) for name in rl_zoo.ACTIVATIONS)


# -- the runners -------------------------------------------------------------------------------------


def test_defaults_pass_no_new_arguments_to_sb3():
    kwargs = sb3_kwargs(PPOParams(), 0.5)
    assert not {"hyperparams", "normalize", "policy_kwargs", "zoo"} & set(kwargs)
    assert (kwargs["use_sde"], kwargs["sde_sample_freq"], kwargs["learning_rate"]) == (False, -1, 3e-4)


def test_lin_schedules_decay_to_zero_over_the_budget():
    trial = small_trial(PPORunner, "CartPole-v1", {"hyperparams": "rl-zoo"}, timesteps=768)
    runner = PPORunner()
    params = runner.params_of(trial)  # the runner resolves a raw trial too
    model = runner.build_model(trial, params)
    learn_total = 768 + 32 * 8
    lr, clip = model.learning_rate, model.clip_range
    assert lr(1.0) == pytest.approx(0.001) and clip(1.0) == pytest.approx(0.2)
    assert lr(1 - 384 / learn_total) == pytest.approx(0.0005)  # half the budget: half the value
    assert lr(1 - 768 / learn_total) == pytest.approx(0.0, abs=1e-12) and lr(0.0) == 0.0
    assert model.policy.optimizer.param_groups[0]["lr"] == pytest.approx(0.001)
    model.env.close()


def test_ppo_rl_zoo_trains_on_cartpole():
    runner = PPORunner()
    writer = MemoryWriter()
    trial = resolve_trial(
        {**small_trial(PPORunner, "CartPole-v1", {}, 512).to_config(), "params": {"hyperparams": "rl-zoo"}}
    )
    result = runner.run(trial, writer)
    assert result.timesteps >= 512 and runner.model.n_envs == 8
    assert runner.model.policy.optimizer.param_groups[0]["lr"] < 0.001  # the schedule moved
    assert runner.info["network_from"] == "policy"
    assert len(writer.values(EVAL_RETURN_MEAN)) >= 2


def test_trpo_normalize_trains_and_evaluates_with_frozen_statistics():
    # trpo.yml MountainCarContinuous-v0: normalize, 2 envs, gSDE; smaller rollouts for a test.
    params = {
        "hyperparams": "rl-zoo",
        "n_steps": 64,
        "batch_size": 32,
        "n_critic_updates": 2,
        "cg_max_steps": 5,
    }
    trial = resolve("sb3_trpo", "MountainCarContinuous-v0", params, timesteps=384)
    assert trial.params["normalize"] is True and trial.params["use_sde"] is True
    runner = TRPORunner()
    runner.run(trial, MemoryWriter())
    venv = runner.model.get_vec_normalize_env()
    assert venv is not None and venv.norm_reward and venv.obs_rms.count > 384  # trained on normalised data
    actor = runner.actor()
    mean, var, count = venv.obs_rms.mean.copy(), venv.obs_rms.var.copy(), venv.obs_rms.count
    env = make_env("MountainCarContinuous-v0")
    obs, _ = env.reset(seed=1)
    for _ in range(20):
        action = actor(obs)
        expected, _ = runner.model.predict(venv.normalize_obs(obs), deterministic=True)
        np.testing.assert_array_equal(action, expected)
        obs, *_ = env.step(action)
    assert np.array_equal(venv.obs_rms.mean, mean) and np.array_equal(venv.obs_rms.var, var)
    assert venv.obs_rms.count == count  # evaluation never updates the statistics
    # Eval returns are the raw env's rewards: the eval protocol's numbers equal a raw replay.
    result = Evaluator(trial.env, trial.seed, 1)(actor)
    seed = Evaluator(trial.env, trial.seed, 1).seeds[0]
    assert result.returns[0] == play_episode(make_env(trial.env), actor, seed)[0]


def test_policy_kwargs_replace_the_suite_network():
    runner = A2CRunner()
    trial = resolve("sb3_a2c", "Pendulum-v1", {"hyperparams": "rl-zoo"})
    assert trial.params["policy_kwargs"] == {"log_std_init": -2, "ortho_init": False}
    model = runner.build_model(trial, runner.params_of(trial))
    assert torch.all(model.policy.log_std == -2)
    model.env.close()
    explicit = {"policy_kwargs": {"net_arch": [32], "activation_fn": "nn.ReLU"}}
    model = runner.build_model(trial, runner.params_of(resolve("sb3_a2c", "Pendulum-v1", explicit)))
    layers = list(model.policy.mlp_extractor.policy_net)
    assert [type(m).__name__ for m in layers] == ["Linear", "ReLU"] and layers[0].out_features == 32
    model.env.close()


def test_resources_cores_replace_the_zoos_n_envs_but_not_a_stated_one():
    """rl-zoo's ``n_envs`` is the zoo machine's setting: ``resources.cores`` replaces it (so a shipped
    16-core suite runs with ``--set resources.cores=2``); an ``n_envs`` the suite states must agree."""
    config = {"algo": "sb3_ppo", "env": "HalfCheetah-v5", "seed": 0, "budget": {"timesteps": 1000}}
    trial = resolve_trial({**config, "params": {"hyperparams": "rl-zoo"}, "resources": {"cores": 2}})
    assert trial.params["n_envs"] == 2 and trial.params["vec_env"] == "subproc"
    # the zoo's HalfCheetah entry says 1 env x 512 steps; the batch per update stays 512
    assert trial.params["n_steps"] == 256 and trial.params["zoo"]["overridden"] == ["n_envs", "n_steps"]
    stored = json.loads(json.dumps(trial.to_config()))
    assert resolve_trial(stored) == trial  # a stored config resolves to itself
    with pytest.raises((ConfigError, ConfigErrors), match="n_envs"):
        resolve_trial({**config, "params": {"hyperparams": "rl-zoo", "n_envs": 4}, "resources": {"cores": 2}})


# Each algorithm's rl-zoo HalfCheetah rollout (n_envs x n_steps; A2C's entry sets neither: 1 x 5) and,
# per core count, the n_steps that keeps that batch per update (at least 1 step per env).
BATCH_RULE = {
    "sb3_ppo": ((1, 512), {1: 512, 2: 256, 16: 32}),
    "sb3_trpo": ((2, 1024), {1: 2048, 2: 1024, 16: 128}),
    "sb3_a2c": ((1, 5), {1: 5, 2: 2, 16: 1}),
}


@pytest.mark.parametrize("algo", sorted(BATCH_RULE))
@pytest.mark.parametrize("cores", [1, 2, 16])
def test_the_core_count_keeps_the_zoos_batch_per_update(algo, cores):
    """resources.cores sets n_envs; n_steps becomes the zoo's n_envs x n_steps // n_envs (at least 1),
    the same rule for PPO, TRPO and A2C, and the stored config records the zoo's rollout and the
    applied one (the params) and resolves to itself. Keeping the zoo's n_steps (the old rule for PPO
    and TRPO) fails it at 2 and 16 cores."""
    (zoo_envs, zoo_steps), expected = BATCH_RULE[algo]
    config = {"algo": algo, "env": "HalfCheetah-v5", "seed": 0, "budget": {"timesteps": 1000},
              "params": {"hyperparams": "rl-zoo"}, "resources": {"cores": cores}}  # fmt: skip
    trial = resolve_trial(config)
    params = trial.params
    assert (params["n_envs"], params["n_steps"]) == (cores, expected[cores])
    assert params["zoo"]["rollout"] == {
        "n_envs": zoo_envs, "n_steps": zoo_steps, "steps_per_update": zoo_envs * zoo_steps,
        "n_steps_from_suite": False,
    }  # fmt: skip
    if zoo_envs * zoo_steps >= cores:
        assert abs(params["n_envs"] * params["n_steps"] - zoo_envs * zoo_steps) < cores
    assert ("n_steps" in params["zoo"]["overridden"]) == (expected[cores] != zoo_steps)
    assert resolve_trial(json.loads(json.dumps(trial.to_config()))) == trial


@pytest.mark.parametrize("cores", [1, 2, 16])
def test_an_n_steps_the_suite_sets_is_kept_at_any_core_count(cores):
    """The suite's own n_steps is a stated choice: the batch rule leaves it alone, with or without rl-zoo."""
    for params in ({"hyperparams": "rl-zoo", "n_steps": 100}, {"n_steps": 100}):
        config = {"algo": "sb3_ppo", "env": "HalfCheetah-v5", "seed": 0, "budget": {"timesteps": 1000},
                  "params": {**params, "batch_size": 50}, "resources": {"cores": cores}}  # fmt: skip
        trial = resolve_trial(config)
        assert (trial.params["n_envs"], trial.params["n_steps"]) == (cores, 100)
        assert resolve_trial(json.loads(json.dumps(trial.to_config()))) == trial


def test_without_the_zoo_the_default_batch_is_kept():
    """SB3's defaults (one env x n_steps) follow the same rule: n_steps = default // cores."""
    for algo, default in (("sb3_ppo", 2048), ("sb3_trpo", 2048), ("sb3_a2c", 5)):
        for cores in (1, 2, 16):
            config = {"algo": algo, "env": "HalfCheetah-v5", "seed": 0, "budget": {"timesteps": 1000},
                      "resources": {"cores": cores}}  # fmt: skip
            assert resolve_trial(config).params["n_steps"] == max(1, default // cores)


def test_a_zoo_entry_stands_in_only_for_an_env_the_zoo_lacks():
    """zoo_entry names the tuned entry used for an env with none (recorded as stands_in_for); for an
    env with its own entry, an unknown key, or without rl-zoo it is a validation error."""
    params = resolve(
        "sb3_trpo", "InvertedPendulum-v5", {"hyperparams": "rl-zoo", "zoo_entry": "Hopper-v4"}
    ).params
    assert params["zoo"]["key"] == "Hopper-v4" and params["zoo"]["stands_in_for"] == "InvertedPendulum-v5"
    assert params["cg_max_steps"] == 25 and params["n_critic_updates"] == 20 and params["normalize"] is True
    for env, extra, where in (
        ("HalfCheetah-v5", {"hyperparams": "rl-zoo", "zoo_entry": "Hopper-v4"}, "has its own"),
        ("InvertedPendulum-v5", {"hyperparams": "rl-zoo", "zoo_entry": "Nope-v0"}, "is not an entry"),
        ("InvertedPendulum-v5", {"hyperparams": "rl-zoo", "zoo_entry": "default"}, "is not an entry"),
        ("InvertedPendulum-v5", {"zoo_entry": "Hopper-v4"}, "only with hyperparams: rl-zoo"),
    ):
        with pytest.raises(ConfigError, match=where) as info:
            resolve("sb3_trpo", env, extra)
        assert info.value.path == "params.zoo_entry"


def test_the_atari_wrapper_is_refused_off_atari():
    with pytest.raises(ConfigError, match="Atari") as info:
        resolve("sb3_ppo", "CartPole-v1", {"atari_wrapper": True})
    assert info.value.path == "params.atari_wrapper"
