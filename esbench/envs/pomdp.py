"""Partially observable envs registered under esbench ids.

``esbench/PendulumNoVel-v1``: gymnasium's ``Pendulum-v1`` with the angular velocity removed from
the observation, which is then ``[cos θ, sin θ]``. A feed-forward policy cannot tell which way the
pendulum swings; a recurrent one (the LSTM policy) can infer it, as in GoodAI's
``pendulum_partial`` experiments (an LSTM of 16 units: docs/algorithms.md, "GoodAI's harness").
Same dynamics, reward and 200-step limit as ``Pendulum-v1``.

``esbench/PendulumZeroVel-v1``: GoodAI's own ``pendulum_partial`` observation, ``[cos θ, sin θ, 0]``:
the angular velocity is set to 0 rather than removed, so the observation keeps Pendulum-v1's three
entries (and a policy its input size). The information is the same as ``PendulumNoVel-v1``'s.
"""

from __future__ import annotations

import gymnasium as gym
import numpy as np

#: The partially observable pendulum's id.
PENDULUM_NO_VEL = "esbench/PendulumNoVel-v1"
#: GoodAI's partially observable pendulum: the velocity entry kept, always 0.
PENDULUM_ZERO_VEL = "esbench/PendulumZeroVel-v1"


class HideVelocity(gym.ObservationWrapper):
    """Keep only the observation entries at ``keep`` (Box observations)."""

    def __init__(self, env: gym.Env, keep: tuple[int, ...]):
        super().__init__(env)
        self.keep = np.asarray(keep, dtype=np.intp)
        space = env.observation_space
        if not isinstance(space, gym.spaces.Box):
            raise ValueError(f"HideVelocity needs a Box observation space, got {space}")
        self.observation_space = gym.spaces.Box(
            space.low[self.keep], space.high[self.keep], dtype=space.dtype, seed=None
        )

    def observation(self, observation: np.ndarray) -> np.ndarray:
        """The observation without the hidden entries."""
        return observation[self.keep]


class ZeroVelocity(gym.ObservationWrapper):
    """Set the observation entries at ``zero`` to 0, keeping the observation space (Box observations)."""

    def __init__(self, env: gym.Env, zero: tuple[int, ...]):
        super().__init__(env)
        if not isinstance(env.observation_space, gym.spaces.Box):
            raise ValueError(f"ZeroVelocity needs a Box observation space, got {env.observation_space}")
        self.zero = np.asarray(zero, dtype=np.intp)

    def observation(self, observation: np.ndarray) -> np.ndarray:
        """The observation with the hidden entries set to 0 (a copy)."""
        out = np.array(observation, copy=True)
        out[self.zero] = 0
        return out


def make_pendulum_zero_vel(**kwargs) -> gym.Env:
    """Pendulum-v1 with the angular velocity set to 0 (entry point of :data:`PENDULUM_ZERO_VEL`)."""
    from gymnasium.envs.classic_control.pendulum import PendulumEnv

    return ZeroVelocity(PendulumEnv(**kwargs), zero=(2,))


def make_pendulum_no_vel(**kwargs) -> gym.Env:
    """Pendulum-v1 without the angular velocity (entry point of :data:`PENDULUM_NO_VEL`)."""
    from gymnasium.envs.classic_control.pendulum import PendulumEnv

    return HideVelocity(PendulumEnv(**kwargs), keep=(0, 1))


def register() -> None:
    """Register the esbench ids with gymnasium (idempotent)."""
    if PENDULUM_NO_VEL not in gym.registry:
        gym.register(
            PENDULUM_NO_VEL, entry_point="esbench.envs.pomdp:make_pendulum_no_vel", max_episode_steps=200
        )
    if PENDULUM_ZERO_VEL not in gym.registry:
        gym.register(
            PENDULUM_ZERO_VEL, entry_point="esbench.envs.pomdp:make_pendulum_zero_vel", max_episode_steps=200
        )
