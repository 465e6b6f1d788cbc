"""An outside env: importing this module registers ``ExampleCorridor-v0`` with gymnasium.

A suite lists this module in ``env_packages``; esbench imports it (and nothing else) before
validating the suite and in every process that makes envs.
"""

from __future__ import annotations

import gymnasium as gym
import numpy as np


class Corridor(gym.Env):
    """Walk from the middle of a corridor of ``length`` cells to its right end (+1; -0.01 a step)."""

    def __init__(self, length: int = 10):
        self.length = length
        self.observation_space = gym.spaces.Box(0.0, 1.0, shape=(2,), dtype=np.float32)
        self.action_space = gym.spaces.Discrete(2)  # 0: left, 1: right
        self.position = 0

    def _obs(self) -> np.ndarray:
        return np.array([self.position / self.length, 1.0], dtype=np.float32)

    def reset(self, *, seed=None, options=None):
        super().reset(seed=seed)
        self.position = int(self.np_random.integers(0, self.length // 2 + 1))
        return self._obs(), {}

    def step(self, action):
        self.position = min(max(self.position + (1 if action == 1 else -1), 0), self.length)
        done = self.position == self.length
        return self._obs(), (1.0 if done else -0.01), done, False, {}


gym.register(id="ExampleCorridor-v0", entry_point="esbench_example.envs:Corridor", max_episode_steps=50)
