"""Partially observable envs registered under esbench ids.

``esbench/PendulumNoVel-v1``: gymnasium's ``Pendulum-v1`` with the angular velocity removed from
the observation, which is then ``[cos θ, sin θ]``. A feed-forward policy cannot tell which way the
pendulum swings; a recurrent one (the LSTM policy) can infer it, as in GoodAI's
``pendulum_partial`` experiments (es-reference.md §2: LSTM with 16 units). Same dynamics, reward
and 200-step limit as ``Pendulum-v1``.
"""

from __future__ import annotations

import gymnasium as gym
import numpy as np

#: The partially observable pendulum's id.
PENDULUM_NO_VEL = "esbench/PendulumNoVel-v1"


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
