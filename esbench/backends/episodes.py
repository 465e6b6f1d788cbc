"""A rollout worker's episode loops: one episode, a lockstep batch of envs, a lockstep batch of simulations.

All three give, per episode, the same (return, length, saved observations) for the same env seed,
policy and action-noise stream (blocks of :data:`NOISE_BLOCK` rows from the episode's own generator):

- :func:`rollout`: one episode on one gymnasium env;
- :func:`rollout_batch`: k episodes in lockstep, one gymnasium env each, the live episodes' actions
  computed with one call (see :mod:`esbench.backends.rollout` for the per-row contract);
- :func:`rollout_sims`: k episodes in lockstep in one :class:`~esbench.envs.batched.BatchedMujocoEnv`
  (``mujoco.batch``), whose simulations are bit-identical to gymnasium's env: the physics of all
  live episodes advances in one call; asked (a :class:`~esbench.backends.handoff.HandoffPoint`), it
  gives half its running episodes away, and :func:`continue_sims` finishes them in another batch,
  in another process, with the same numbers.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

import gymnasium as gym
import numpy as np

from esbench.backends.handoff import Carried, HandoffPoint
from esbench.backends.heartbeat import beat
from esbench.envs.batched import BatchedMujocoEnv
from esbench.policies.protocols import ActFn, BatchActFn

#: Rows of action noise drawn at a time (a fixed size keeps the stream identical on every worker).
NOISE_BLOCK = 256
#: An episode's (return, length, observations saved or None).
Episode = tuple[float, int, np.ndarray | None]
#: Fewest steps a lockstep batch must have left (before its time limit or cap) to give episodes away.
MIN_TICKS_LEFT = 16


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
        beat()
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

    def __init__(
        self, rngs: list[np.random.Generator], scale: float, noise_dim: int, blocks: np.ndarray | None = None
    ):
        """The streams of ``rngs``, scaled by ``scale`` (a Python float: float32 maths); ``blocks``: the
        current block's rows of streams continued from elsewhere (:meth:`take`)."""
        self.rngs = list(rngs)
        self.scale = scale
        self.noise_dim = noise_dim
        self.blocks: np.ndarray | None = blocks

    def at(self, t: int) -> np.ndarray:
        """Tick ``t``'s rows, ``(live episodes, noise_dim)``; a new block is drawn every NOISE_BLOCK ticks."""
        row = t % NOISE_BLOCK
        if row == 0:
            self.blocks = noise_blocks(self.rngs, self.scale, self.noise_dim)
        assert self.blocks is not None  # drawn at tick 0 (row 0)
        return self.blocks[row]

    def take(self, rows: Sequence[int] | np.ndarray) -> tuple[list[np.random.Generator], np.ndarray | None]:
        """The generators and current block (copies) of the episodes of ``rows``, to go on elsewhere."""
        block = None if self.blocks is None else self.blocks[:, rows]
        return [self.rngs[j] for j in rows], block

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
        beat()
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
    handoff: HandoffPoint | None = None,
) -> list[Episode]:
    """``len(seeds)`` episodes in lockstep in simulations ``0..k-1`` of ``sims``; each as :func:`rollout`.

    Every tick the live episodes' observations (float32, as :func:`rollout_batch` casts them) go
    through ``act`` at once and ``sims`` steps them in one call. Returns are summed in float64 in
    step order, as :func:`rollout` sums them, so each episode's numbers are :func:`rollout`'s on
    gymnasium's env.

    ``handoff``: asked (``handoff.wanted``, checked before every tick) for episodes to give away,
    the loop answers with half its live episodes that save no observations (:class:`Carried`, to
    finish with :func:`continue_sims` elsewhere), or None when fewer than two are live or fewer than
    :data:`MIN_TICKS_LEFT` steps remain; a given episode's entry is ``(nan, -1, None)``.
    """
    k = len(seeds)
    if k > sims.nsim:
        raise ValueError(f"{k} episodes for a batch of {sims.nsim} simulations")
    live = np.arange(k)
    raw = sims.reset([int(s) for s in seeds], live)
    saved: list[list[Any] | None] = [[] if save_obs is not None and save_obs[i] else None for i in range(k)]
    noise = LockstepNoise(noise_rngs, float(noise_std), noise_dim) if noise_rngs is not None else None
    return _lockstep_sims(sims, act, live, raw, np.zeros(k), 0, cap, noise, saved, handoff)


def continue_sims(
    sims: BatchedMujocoEnv, act: BatchActFn, carried: Carried, cap: int | None, noise_std: float = 0.0
) -> list[Episode]:
    """Finish the episodes of ``carried`` (given away by :func:`rollout_sims`) in simulations
    ``0..n-1`` of ``sims``, with ``act`` giving row ``i`` the policy of carried episode ``i``: each
    episode's (return, length) is the one it would have had where it started, bit for bit (its
    MuJoCo state, return so far, observation and action-noise stream move with it)."""
    n = len(carried.episodes)
    if n > sims.nsim:
        raise ValueError(f"{n} episodes for a batch of {sims.nsim} simulations")
    live = np.arange(n)
    sims.adopt(carried.sims, live)
    noise = None
    if carried.noise_rngs is not None:
        noise = LockstepNoise(carried.noise_rngs, float(noise_std), carried.noise_dim, carried.noise_block)
    saved: list[list[Any] | None] = [None] * n
    return _lockstep_sims(
        sims, act, live, carried.raw.copy(), carried.totals.copy(), carried.tick, cap, noise, saved, None
    )


def _lockstep_sims(
    sims: BatchedMujocoEnv,
    act: BatchActFn,
    live: np.ndarray,
    raw: np.ndarray,
    row_totals: np.ndarray,
    t: int,
    cap: int | None,
    noise: LockstepNoise | None,
    saved: list[list[Any] | None],
    handoff: HandoffPoint | None,
) -> list[Episode]:
    """The lockstep loop of :func:`rollout_sims` and :func:`continue_sims`, from tick ``t`` with
    episodes ``live`` (simulation ids, sorted; episode ``i`` in simulation ``i``) at observations
    ``raw`` and returns so far ``row_totals``."""
    k = live.size
    limit = sys.maxsize if cap is None else int(cap)
    obs_buf = raw.astype(np.float32)
    totals = np.zeros(k)
    lengths = np.zeros(k, np.int64)
    given = np.zeros(k, bool)
    saving = [j for j, i in enumerate(live.tolist()) if saved[i] is not None]
    while live.size and t < limit:
        if handoff is not None and handoff.wanted:
            last = min(limit, sims.max_episode_steps)
            keep = _give(handoff, sims, live, raw, row_totals, t, last, noise, saved)
            if keep is not None:
                given[live[~keep]] = True
                rows = np.flatnonzero(keep)
                live, raw, row_totals, obs_buf = live[rows], raw[rows], row_totals[rows], obs_buf[rows]
                act.keep(rows.astype(np.intp))
                if noise is not None:
                    noise.keep(rows)
                saving = [j for j, i in enumerate(live.tolist()) if saved[i] is not None]
        actions = act(obs_buf, None if noise is None else noise.at(t))
        t += 1
        for j in saving:
            saved[live[j]].append(raw[j])
        raw, reward, terminated, truncated = sims.step(actions, live)
        beat()
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
    totals[given], lengths[given] = np.nan, -1
    return [
        (float(totals[i]), int(lengths[i]), np.asarray(saved[i]) if saved[i] is not None else None)
        for i in range(k)
    ]


def _give(
    handoff: HandoffPoint,
    sims: BatchedMujocoEnv,
    live: np.ndarray,
    raw: np.ndarray,
    row_totals: np.ndarray,
    t: int,
    limit: int,
    noise: LockstepNoise | None,
    saved: list[list[Any] | None],
) -> np.ndarray | None:
    """Answer ``handoff``: give away the last half of the live episodes that save no observations
    (their observations must reach the worker that started them); the mask of the rows kept, or None."""
    eligible = [j for j, i in enumerate(live.tolist()) if saved[i] is None]
    n = min(len(eligible), live.size // 2)
    if n < 1 or limit - t < MIN_TICKS_LEFT:
        handoff.answer(None)
        return None
    give = np.asarray(eligible[-n:], np.intp)
    rngs, block = noise.take(give) if noise is not None else (None, None)
    taken = handoff.answer(
        Carried(
            tick=t,
            episodes=live[give],
            sims=sims.export(live[give]),
            raw=raw[give],
            totals=row_totals[give],
            noise_rngs=rngs,
            noise_block=block,
            noise_dim=0 if noise is None else noise.noise_dim,
        )
    )
    if not taken:  # nobody waits any more: the episodes stay
        return None
    keep = np.ones(live.size, bool)
    keep[give] = False
    return keep
