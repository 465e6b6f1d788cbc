"""A rollout worker's episode loops: one episode, a lockstep batch of envs, a lockstep batch of simulations.

All three give, per episode, the same (return, length, saved observations) for the same env seed,
policy and action-noise stream (blocks of :data:`NOISE_BLOCK` rows from the episode's own generator):

- :func:`rollout`: one episode on one gymnasium env;
- :func:`rollout_batch`: k episodes in lockstep, one gymnasium env each, the live episodes' actions
  computed with one call (see :mod:`esbench.backends.rollout` for the per-row contract);
- :func:`rollout_sims`: k episodes in lockstep in one :class:`~esbench.envs.batched.BatchedMujocoEnv`
  (``mujoco.batch``), whose simulations are bit-identical to gymnasium's env: the physics of all
  live episodes advances in one call.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

import gymnasium as gym
import numpy as np

from esbench.envs.batched import BatchedMujocoEnv
from esbench.policies.protocols import ActFn, BatchActFn

#: Rows of action noise drawn at a time (a fixed size keeps the stream identical on every worker).
NOISE_BLOCK = 256


def rollout(
    env: gym.Env,
    act: ActFn,
    seed: int,
    cap: int | None,
    noise_rng: np.random.Generator | None = None,
    noise_std: float = 0.0,
    noise_dim: int = 0,
    save_obs: bool = False,
) -> tuple[float, int, np.ndarray | None]:
    """One episode to termination, truncation or ``cap`` steps; (return, length, observations)."""
    obs, _ = env.reset(seed=seed)
    limit = sys.maxsize if cap is None else int(cap)
    total, t = 0.0, 0
    saved: list[Any] | None = [] if save_obs else None
    scale = float(noise_std)  # a Python float keeps the noise float32 (NumPy 2 scalar promotion)
    block: np.ndarray | None = None
    row = NOISE_BLOCK
    step = env.step
    while t < limit:
        noise = None
        if noise_rng is not None:
            if row == NOISE_BLOCK:
                block = scale * noise_rng.standard_normal((NOISE_BLOCK, noise_dim), dtype=np.float32)
                row = 0
            assert block is not None  # drawn on the first step (row starts at NOISE_BLOCK)
            noise = block[row]
            row += 1
        if saved is not None:
            saved.append(obs)
        obs, reward, terminated, truncated, _ = step(act(obs, noise))
        total += float(reward)
        t += 1
        if terminated or truncated:
            break
    return total, t, (np.asarray(saved) if saved is not None else None)


def noise_blocks(rngs: list[np.random.Generator], scale: float, noise_dim: int) -> np.ndarray:
    """The next :data:`NOISE_BLOCK` action-noise rows of each of k episodes: ``(NOISE_BLOCK, k, noise_dim)``.

    Tick ``t``'s rows, ``blocks[t % NOISE_BLOCK]``, are then one contiguous ``(k, noise_dim)`` array.
    """
    blocks = np.empty((NOISE_BLOCK, len(rngs), noise_dim), np.float32)
    for j, rng in enumerate(rngs):
        np.multiply(scale, rng.standard_normal((NOISE_BLOCK, noise_dim), dtype=np.float32), out=blocks[:, j])
    return blocks


class LockstepNoise:
    """The action noise of k lockstep episodes: episode ``i``'s rows come from its own generator in
    blocks of :data:`NOISE_BLOCK`, as :func:`rollout` draws them; :meth:`keep` drops ended episodes."""

    def __init__(self, rngs: list[np.random.Generator], scale: float, noise_dim: int):
        """The streams of ``rngs``, scaled by ``scale`` (a Python float: float32 maths)."""
        self.rngs = list(rngs)
        self.scale = scale
        self.noise_dim = noise_dim
        self.blocks: np.ndarray | None = None

    def at(self, t: int) -> np.ndarray:
        """Tick ``t``'s rows, ``(live episodes, noise_dim)``; a new block is drawn every NOISE_BLOCK ticks."""
        row = t % NOISE_BLOCK
        if row == 0:
            self.blocks = noise_blocks(self.rngs, self.scale, self.noise_dim)
        assert self.blocks is not None  # drawn at tick 0 (row 0)
        return self.blocks[row]

    def keep(self, rows: Sequence[int] | np.ndarray) -> None:
        """Keep only the episodes of ``rows`` (in order)."""
        self.rngs = [self.rngs[j] for j in rows]
        if self.blocks is not None:
            self.blocks = self.blocks[:, rows]


def rollout_batch(
    envs: list[gym.Env],
    act: BatchActFn,
    seeds: list[int],
    cap: int | None,
    noise_rngs: list[np.random.Generator] | None = None,
    noise_std: float = 0.0,
    noise_dim: int = 0,
    save_obs: list[bool] | None = None,
) -> list[tuple[float, int, np.ndarray | None]]:
    """``len(seeds)`` episodes in lockstep, episode ``i`` on ``envs[i]``; per episode as :func:`rollout`.

    Every tick, the live episodes' observations go through ``act`` at once, then each live env steps.
    Episode ``i``'s env seed, action-noise stream (blocks of :data:`NOISE_BLOCK` rows from
    ``noise_rngs[i]``), return, length and saved observations are exactly those :func:`rollout`
    gives for it alone, given ``act``'s per-row contract.
    """
    k = len(seeds)
    limit = sys.maxsize if cap is None else int(cap)
    scale = float(noise_std)  # a Python float: float32 maths, as in rollout()
    first = [env.reset(seed=int(seed))[0] for env, seed in zip(envs, seeds, strict=False)]
    obs_buf = np.empty((k, *np.shape(first[0])), np.float32)
    for i, o in enumerate(first):
        obs_buf[i] = o
    totals = [0.0] * k
    lengths = [0] * k
    saved: list[list[Any] | None] = [[] if save_obs is not None and save_obs[i] else None for i in range(k)]
    # Per batch row (compacted when episodes end): episode, env.step, return so far, saved
    # observations (or None), current raw observation (kept for the rows that save them).
    episode = list(range(k))
    steps = [env.step for env in envs[:k]]
    row_totals = [0.0] * k
    row_saved = list(saved)
    current = list(first)
    noise = LockstepNoise(noise_rngs, scale, noise_dim) if noise_rngs is not None else None
    t = 0
    while episode and t < limit:
        actions = act(obs_buf, None if noise is None else noise.at(t))
        t += 1
        ended = None
        for j, (step, action) in enumerate(zip(steps, actions, strict=False)):
            keep_obs = row_saved[j]
            if keep_obs is not None:
                keep_obs.append(current[j])
            obs, reward, terminated, truncated, _ = step(action)
            row_totals[j] += float(reward)
            if terminated or truncated:
                if ended is None:
                    ended = []
                ended.append(j)
            else:
                obs_buf[j] = obs
                if keep_obs is not None:
                    current[j] = obs
        if ended is not None:
            for j in ended:
                totals[episode[j]], lengths[episode[j]] = row_totals[j], t
            if len(ended) == len(episode):
                episode = []
                break
            rows = [j for j in range(len(episode)) if j not in ended]
            act.keep(np.asarray(rows, np.intp))
            obs_buf = obs_buf[rows]
            if noise is not None:
                noise.keep(rows)
            episode = [episode[j] for j in rows]
            steps = [steps[j] for j in rows]
            row_totals = [row_totals[j] for j in rows]
            row_saved = [row_saved[j] for j in rows]
            current = [current[j] for j in rows]
    for j, i in enumerate(episode):  # stopped by the cap
        totals[i], lengths[i] = row_totals[j], t
    return [(totals[i], lengths[i], np.asarray(saved[i]) if saved[i] is not None else None) for i in range(k)]


def rollout_sims(
    sims: BatchedMujocoEnv,
    act: BatchActFn,
    seeds: list[int],
    cap: int | None,
    noise_rngs: list[np.random.Generator] | None = None,
    noise_std: float = 0.0,
    noise_dim: int = 0,
    save_obs: list[bool] | None = None,
) -> list[tuple[float, int, np.ndarray | None]]:
    """``len(seeds)`` episodes in lockstep in simulations ``0..k-1`` of ``sims``; each as :func:`rollout`.

    Every tick the live episodes' observations (float32, as :func:`rollout_batch` casts them) go
    through ``act`` at once and ``sims`` steps them in one call. Returns are summed in float64 in
    step order, as :func:`rollout` sums them, so each episode's numbers are :func:`rollout`'s on
    gymnasium's env.
    """
    k = len(seeds)
    if k > sims.nsim:
        raise ValueError(f"{k} episodes for a batch of {sims.nsim} simulations")
    limit = sys.maxsize if cap is None else int(cap)
    scale = float(noise_std)  # a Python float: float32 maths, as in rollout()
    live = np.arange(k)
    raw = sims.reset([int(s) for s in seeds], live)
    obs_buf = raw.astype(np.float32)
    totals = np.zeros(k)
    lengths = np.zeros(k, np.int64)
    row_totals = np.zeros(k)
    saved: list[list[Any] | None] = [[] if save_obs is not None and save_obs[i] else None for i in range(k)]
    saving = [i for i in range(k) if saved[i] is not None]
    noise = LockstepNoise(noise_rngs, scale, noise_dim) if noise_rngs is not None else None
    t = 0
    while live.size and t < limit:
        actions = act(obs_buf, None if noise is None else noise.at(t))
        t += 1
        for j in saving:
            saved[live[j]].append(raw[j])
        raw, reward, terminated, truncated = sims.step(actions, live)
        row_totals += reward
        ended = terminated | truncated
        if not ended.any():
            obs_buf = raw.astype(np.float32)
            continue
        done = live[ended]
        totals[done], lengths[done] = row_totals[ended], t
        going = ~ended
        live, raw, row_totals = live[going], raw[going], row_totals[going]
        if not live.size:
            break
        rows = np.flatnonzero(going)
        act.keep(rows.astype(np.intp))
        obs_buf = raw.astype(np.float32)
        if noise is not None:
            noise.keep(rows)
        saving = [j for j, i in enumerate(live.tolist()) if saved[i] is not None]
    totals[live], lengths[live] = row_totals, t  # stopped by the cap
    return [
        (float(totals[i]), int(lengths[i]), np.asarray(saved[i]) if saved[i] is not None else None)
        for i in range(k)
    ]
