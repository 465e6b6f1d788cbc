"""A2C and PPO on Atari trained as rl-zoo trains them: the zoo's AtariWrapper behaviour on top of
esbench's chain (a lost life ends a training episode, FIRE reset, sign-clipped rewards), SB3's
NatureCNN and the zoo's optimizer, while the logged returns and every evaluation stay whole games'
raw scores."""

from __future__ import annotations

import numpy as np
import pytest
from stable_baselines3.common.atari_wrappers import ClipRewardEnv, EpisodicLifeEnv, FireResetEnv
from stable_baselines3.common.monitor import Monitor
from stable_baselines3.common.sb2_compat.rmsprop_tf_like import RMSpropTFLike
from stable_baselines3.common.torch_layers import NatureCNN

from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.runners.sb3.on_policy import A2CRunner, PPORunner
from esbench.runners.sb3.training_envs import atari_training_env, training_wrappers
from esbench.suite.resolve import resolve_trial

pytest.importorskip("ale_py")


def _wrappers(env) -> list[type]:
    out = []
    while hasattr(env, "env"):
        out.append(type(env))
        env = env.env
    return out


def test_the_chain_is_the_zoos_order_with_monitor_below():
    """ClipReward outside FireReset outside EpisodicLife outside Monitor (so Monitor sees raw rewards
    and whole games); Pong has FIRE, so the FIRE reset is there."""
    env = atari_training_env("ALE/Pong-v5")
    try:
        chain = _wrappers(env)
        assert chain[:4] == [ClipRewardEnv, FireResetEnv, EpisodicLifeEnv, Monitor]
    finally:
        env.close()
    assert training_wrappers("ALE/Pong-v5", True) == {
        "terminal_on_life_loss": True, "fire_reset": True, "clip_reward": True,
    }  # fmt: skip
    assert not any(training_wrappers("ALE/Pong-v5", False).values())


def test_a_lost_life_ends_a_training_episode_and_monitor_records_the_whole_game():
    """Breakout has 5 lives: a random policy's game ends in 5 training episodes, the Monitor's one
    episode record comes only at the last and holds the game's raw score, while the learner sees
    rewards clipped to {0, 1}. Without EpisodicLifeEnv (or with Monitor above the clipping) it fails."""
    env = atari_training_env("ALE/Breakout-v5")
    try:
        env.reset(seed=0)
        rng = np.random.default_rng(0)
        terminals, rewards, learner_total = 0, set(), 0.0
        for _ in range(20_000):
            _, reward, terminated, truncated, info = env.step(int(rng.integers(env.action_space.n)))
            rewards.add(float(reward))
            learner_total += float(reward)
            if terminated or truncated:
                terminals += 1
                if "episode" in info:
                    break
                env.reset()
        assert terminals == 5 and "episode" in info
        assert rewards <= {0.0, 1.0}
        assert info["episode"]["r"] >= learner_total  # raw points (1, 4 or 7 a brick) >= clipped count
    finally:
        env.close()


@pytest.mark.parametrize("runner_class", [A2CRunner, PPORunner])
def test_the_zoo_settings_build_nature_cnn_and_the_zoos_optimizer(runner_class):
    """The model built from a resolved rl-zoo Atari trial: SB3's NatureCNN (not the suite's A3C CNN),
    A2C's RMSpropTFLike, training envs in the zoo's wrappers; info.training_env is what the run stores."""
    config = {"algo": runner_class.algo, "env": "ALE/Pong-v5", "seed": 0, "budget": {"timesteps": 64},
              "params": {"hyperparams": "rl-zoo", "n_envs": 2}}  # fmt: skip
    resolved = resolve_trial(config)
    trial = Trial(suite="t", label="x", algo=resolved.algo, env=resolved.env, seed=0,
                  budget=Budget(timesteps=64), eval=EvalSpec(every_timesteps=64, episodes=1),
                  policy=PolicySpec(type="cnn"), params=resolved.params)  # fmt: skip
    runner = runner_class()
    model = runner.build_model(trial, runner.params_of(trial))
    try:
        assert isinstance(model.policy.features_extractor, NatureCNN)
        optimizer = type(model.policy.optimizer)
        assert optimizer is RMSpropTFLike if runner_class is A2CRunner else optimizer.__name__ == "Adam"
        assert _wrappers(model.env.envs[0])[:4] == [ClipRewardEnv, FireResetEnv, EpisodicLifeEnv, Monitor]
    finally:
        model.env.close()
