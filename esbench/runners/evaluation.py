"""The evaluation protocol, the same for every algorithm.

A deterministic policy plays ``eval.episodes`` episodes on its own eval env (made by
:func:`esbench.envs.make_env`, so with the same wrappers and time limits as training). Episode
``k`` is reset with seed ``eval_seeds(run seed, episodes)[k]``: a held-out set fixed for the
whole run, shared by every algorithm run with that seed.
"""

from __future__ import annotations

from collections.abc import Sequence

import gymnasium as gym
import numpy as np

from esbench.core.metrics import Actor, EvalResult
from esbench.core.seeding import eval_seeds
from esbench.envs import make_env


def play_episode(env: gym.Env, actor: Actor, seed: int | None) -> tuple[float, int]:
    """Play one episode to termination or truncation; return (return, length)."""
    obs, _ = env.reset(seed=seed)
    actor.reset()
    total, length = 0.0, 0
    while True:
        obs, reward, terminated, truncated, _ = env.step(actor(obs))
        total += float(reward)
        length += 1
        if terminated or truncated:
            return total, length


class Evaluator:
    """Runs the eval protocol for one run: owns the eval env and the held-out seeds."""

    def __init__(self, env_id: str, run_seed: int, episodes: int):
        self.env = make_env(env_id)
        self.seeds: Sequence[int] = eval_seeds(run_seed, episodes)

    def __call__(self, actor: Actor) -> EvalResult:
        """Evaluate ``actor`` on every held-out episode."""
        results = [play_episode(self.env, actor, seed) for seed in self.seeds]
        return EvalResult([r for r, _ in results], [n for _, n in results])

    def close(self) -> None:
        """Close the eval env."""
        self.env.close()


class FunctionActor:
    """Wrap a stateless ``obs -> action`` function as an :class:`~esbench.core.metrics.Actor`."""

    def __init__(self, fn):
        self.fn = fn

    def reset(self) -> None:
        """Stateless: nothing to reset."""

    def __call__(self, observation: np.ndarray):
        """Return ``fn(observation)``."""
        return self.fn(observation)
