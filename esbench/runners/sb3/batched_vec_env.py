"""``BatchedVecEnv``: SB3's ``VecEnv`` over one batched MuJoCo env, the same numbers as its vec envs.

With ``simulator: batched`` (the default where an env has one, :func:`esbench.envs.make_batched_env`)
an SB3 runner's ``n_envs`` training envs are the ``n_envs`` simulations of one
:class:`~esbench.envs.batched.BatchedMujocoEnv` stepped on ``n_envs`` threads in the training process,
instead of ``n_envs`` gymnasium envs in ``n_envs`` processes (SubprocVecEnv) or one after the other
(DummyVecEnv). Each env's observations, rewards, dones and infos are those of
``Monitor(make_env(env))`` inside SB3's vec env, step for step, given the same seeds and actions:
the automatic reset after an episode's end (``terminal_observation``, ``TimeLimit.truncated``),
the seeds of :meth:`seed` taken at the next reset only, Monitor's ``info["episode"]``.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

import gymnasium as gym
import numpy as np
from stable_baselines3.common.vec_env.base_vec_env import VecEnv, VecEnvIndices, VecEnvStepReturn

from esbench.envs.batched import BatchedMujocoEnv


class BatchedVecEnv(VecEnv):
    """``n`` simulations of a :class:`BatchedMujocoEnv` as an SB3 vec env (automatic resets).

    ``reward_dtype``: float32 as DummyVecEnv's reward buffer, float64 as SubprocVecEnv's stacked
    rewards; the vec env it replaces decides (:meth:`~esbench.runners.sb3.base.SB3Runner.build_model`).
    Departure: the infos hold only what SB3 and Monitor add (gymnasium's reward terms and positions
    are not reported; no esbench algorithm reads them).
    """

    def __init__(self, sims: BatchedMujocoEnv, reward_dtype: type = np.float32):
        """The vec env over all of ``sims``'s simulations."""
        self.sims = sims
        self.reward_dtype = reward_dtype
        super().__init__(sims.nsim, sims.observation_space, sims.action_space)
        self._actions: np.ndarray | None = None
        self._returns = np.zeros(sims.nsim)  # Monitor's running sums, float64 in step order
        self._lengths = np.zeros(sims.nsim, np.int64)
        self._t_start = time.time()

    def reset(self) -> np.ndarray:
        """Start every env's episode, with the seeds of :meth:`seed` if given since the last reset."""
        obs = self.sims.reset([None if s is None else int(s) for s in self._seeds])
        self._reset_seeds()
        self._reset_options()
        self._returns[:] = 0.0
        self._lengths[:] = 0
        return obs

    def step_async(self, actions: np.ndarray) -> None:
        """Keep the actions for :meth:`step_wait`."""
        self._actions = np.asarray(actions)

    def step_wait(self) -> VecEnvStepReturn:
        """Step every env; an env whose episode ended is reset, its last observation in its info."""
        assert self._actions is not None, "step_async first"
        obs, reward, terminated, truncated = self.sims.step(self._actions)
        self._returns += reward
        self._lengths += 1
        dones = terminated | truncated
        infos: list[dict[str, Any]] = [
            {"TimeLimit.truncated": bool(truncated[i] and not terminated[i])} for i in range(self.num_envs)
        ]
        ended = np.flatnonzero(dones)
        for i in ended:
            infos[i]["episode"] = {
                "r": round(float(self._returns[i]), 6),
                "l": int(self._lengths[i]),
                "t": round(time.time() - self._t_start, 6),
            }
            infos[i]["terminal_observation"] = obs[i].copy()
        if ended.size:
            obs[ended] = self.sims.reset(None, ended)
            self._returns[ended] = 0.0
            self._lengths[ended] = 0
        return obs, reward.astype(self.reward_dtype), dones, infos

    def close(self) -> None:
        """Release the simulations."""
        self.sims.close()

    def get_attr(self, attr_name: str, indices: VecEnvIndices = None) -> list[Any]:
        """The batched env's attribute, once per env asked for (``render_mode``: None)."""
        value = None if attr_name == "render_mode" else getattr(self.sims, attr_name)
        return [value for _ in self._get_indices(indices)]

    def set_attr(self, attr_name: str, value: Any, indices: VecEnvIndices = None) -> None:
        """Set an attribute of the batched env (shared by every env)."""
        setattr(self.sims, attr_name, value)

    def env_method(
        self, method_name: str, *method_args, indices: VecEnvIndices = None, **method_kwargs
    ) -> list:
        """Not supported: the envs are rows of one batch, with no methods of their own."""
        raise NotImplementedError(f"BatchedVecEnv has no per-env method {method_name!r}")

    def env_is_wrapped(self, wrapper_class: type[gym.Wrapper], indices: VecEnvIndices = None) -> list[bool]:
        """True for SB3's Monitor (its episode infos are given), False for any other wrapper."""
        from stable_baselines3.common.monitor import Monitor

        return [issubclass(Monitor, wrapper_class) for _ in self._get_indices(indices)]

    def get_images(self) -> Sequence[np.ndarray | None]:
        """esbench never renders."""
        return [None] * self.num_envs
