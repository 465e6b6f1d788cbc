"""Every registered env: gymnasium's checker (no rendering), reproducible seeded resets, options."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from esbench.core.errors import ConfigError, ConfigErrors
from esbench.envs import FAMILIES, check_env_id, format_env_ref, is_image_env, make_env, parse_env_ref

ALL_IDS = [env_id for family in FAMILIES if family.installed for env_id in family.env_ids]


def _rollout(env, seed: int, steps: int = 20) -> list[np.ndarray]:
    """Observations of a seeded reset and ``steps`` seeded random actions."""
    obs, _ = env.reset(seed=seed)
    env.action_space.seed(seed)
    out = [np.array(obs)]
    for _ in range(steps):
        obs, _, terminated, truncated, _ = env.step(env.action_space.sample())
        out.append(np.array(obs))
        if terminated or truncated:
            break
    return out


@pytest.mark.parametrize("env_id", ALL_IDS)
def test_env_passes_gymnasium_checker(env_id):
    env = make_env(env_id)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # "unbounded Box", "wrapped env", ... are not failures
            check_env(env, skip_render_check=True)
        assert env.render_mode is None, "nothing may open a window"
    finally:
        env.close()


@pytest.mark.parametrize("env_id", ALL_IDS)
def test_seeded_resets_are_reproducible(env_id):
    first, second = make_env(env_id), make_env(env_id)
    try:
        a, b = _rollout(first, 7), _rollout(second, 7)
        assert len(a) == len(b)
        for x, y in zip(a, b, strict=True):
            np.testing.assert_array_equal(x, y)
        # the same env object reset again with the same seed replays the same episode
        np.testing.assert_array_equal(_rollout(first, 7)[-1], a[-1])
        c = _rollout(first, 8)
        assert any(not np.array_equal(x, y) for x, y in zip(a, c, strict=False)) or env_id.startswith(
            ("ALE/", "MountainCar")
        ), "another seed should give another episode"
    finally:
        first.close()
        second.close()


def test_atari_preprocessing_shape_and_options():
    env = make_env("ALE/Pong-v5")
    assert env.observation_space.shape == (4, 84, 84) and env.observation_space.dtype == np.uint8
    ale = env.unwrapped
    assert ale._frameskip == 1, "frame skipping (with max-pooling) is done by the wrapper"
    assert ale.ale.getFloat("repeat_action_probability") == 0.0, "sticky actions are off by default"
    env.close()
    capped = make_env("ALE/Pong-v5[frame_skip=2,max_episode_steps=5,repeat_action_probability=0.25]")
    assert capped.unwrapped.ale.getFloat("repeat_action_probability") == 0.25
    capped.reset(seed=0)
    steps = 0
    while True:
        steps += 1
        if any(capped.step(0)[2:4]):
            break
    assert steps == 5
    capped.close()


def test_frame_skip_changes_frames_per_step():
    frames = {}
    for skip in (1, 2, 3, 4):
        env = make_env("ALE/Pong-v5", frame_skip=skip, noop_max=0)
        env.reset(seed=0)
        start = env.unwrapped.ale.getEpisodeFrameNumber()
        env.step(0)
        frames[skip] = env.unwrapped.ale.getEpisodeFrameNumber() - start
        env.close()
    assert frames == {1: 1, 2: 2, 3: 3, 4: 4}


def test_pendulum_without_velocity():
    env = make_env("esbench/PendulumNoVel-v1")
    obs, _ = env.reset(seed=0)
    assert obs.shape == (2,) and env.spec.max_episode_steps == 200
    full = make_env("Pendulum-v1")
    full_obs, _ = full.reset(seed=0)
    np.testing.assert_allclose(obs, full_obs[:2])
    env.close()
    full.close()


def test_pendulum_with_the_velocity_set_to_zero_as_goodai_observes_it():
    """GoodAI's pendulum_partial hides θ̇ by setting it to 0: three entries, the last always 0, the
    first two Pendulum-v1's along the same actions (the dynamics untouched)."""
    env, full = make_env("esbench/PendulumZeroVel-v1"), make_env("Pendulum-v1")
    obs, _ = env.reset(seed=3)
    full_obs, _ = full.reset(seed=3)
    assert obs.shape == (3,) == env.observation_space.shape and env.spec.max_episode_steps == 200
    velocities = []
    for action in np.linspace(-2, 2, 25, dtype=np.float32):
        np.testing.assert_allclose(obs[:2], full_obs[:2])
        assert obs[2] == 0.0
        velocities.append(full_obs[2])
        obs, r, *_ = env.step([action])
        full_obs, full_r, *_ = full.step([action])
        assert r == full_r
    assert any(v != 0.0 for v in velocities)  # there was a velocity to hide
    env.close()
    full.close()


def test_env_refs_round_trip_and_validate():
    ref = format_env_ref("ALE/Pong-v5", {"noop_max": 0, "frame_skip": 2})
    assert ref == "ALE/Pong-v5[frame_skip=2,noop_max=0]"
    assert parse_env_ref(ref) == ("ALE/Pong-v5", {"frame_skip": 2, "noop_max": 0})
    assert format_env_ref("CartPole-v1", {}) == "CartPole-v1"
    with pytest.raises(ConfigErrors, match=r"envs\[0\]\.options\.frame_skip: must be 1, 2, 3 or 4"):
        check_env_id("ALE/Pong-v5", "envs[0]", {"frame_skip": 5})
    with pytest.raises(ConfigErrors, match=r"envs\[0\]\.options\.frame_skp: unknown key \(did you mean"):
        check_env_id("ALE/Pong-v5", "envs[0]", {"frame_skp": 2})
    with pytest.raises(ConfigErrors, match=r"options\.frame_skip: unknown key"):
        check_env_id("CartPole-v1[frame_skip=2]", "envs[0]")
    with pytest.raises(ConfigError, match="malformed env option"):
        parse_env_ref("CartPole-v1[oops]")
    env = make_env("CartPole-v1[max_episode_steps=7]")
    assert env.spec.max_episode_steps == 7
    env.close()


def test_image_detection():
    assert is_image_env("ALE/Breakout-v5[frame_skip=3]")
    assert not is_image_env("HalfCheetah-v5") and not is_image_env("esbench/PendulumNoVel-v1")


def test_the_simulator_option(capsys):
    """``simulator`` chooses gymnasium's env or the batched one for lockstep episodes; ``esbench envs``
    marks the batched envs; asking a batched simulator of an env without one is a config error."""
    from esbench.cli.main import main
    from esbench.envs import batched_env_ids, make_batched_env, simulator_of, validate_options

    assert simulator_of("HalfCheetah-v5") == "batched" and simulator_of("Ant-v5") == "gymnasium"
    assert simulator_of('HalfCheetah-v5[simulator="gymnasium"]') == "gymnasium"
    assert make_batched_env('HalfCheetah-v5[simulator="gymnasium"]', nsim=2) is None
    assert make_batched_env("CartPole-v1", nsim=2) is None
    sims = make_batched_env("Hopper-v5[max_episode_steps=50]", nsim=3)
    assert sims is not None and sims.nsim == 3 and sims.max_episode_steps == 50
    with pytest.raises(ConfigError, match=r"options\.simulator: Ant-v5 has no batched simulator"):
        validate_options("Ant-v5", {"simulator": "batched"})
    assert main(["envs"]) == 0
    listed = capsys.readouterr().out.splitlines()
    marked = {line.split()[0] for line in listed if line.endswith("(batched)")}
    assert marked == set(batched_env_ids()) and "Humanoid-v5" not in marked
