"""Worker-side rollouts: mirrored pairs from noise indices, and full-vector evaluations.

Everything random in a pair derives from (run seed, generation, pair index) through
:func:`esbench.core.seeding.derive_rng`: the noise index, the env seeds of both halves, whether each
half samples observation statistics, and the action noise. A worker's own state never matters,
so any worker (or a replacement) produces the same result for the same pair (the draws and the
perturbation θ ± σε are the pure functions of :mod:`esbench.es.sampling`).

Several episodes per half (``GenerationTask.episodes_per_pair``, GoodAI's ``num_episodes``; the
reference plays one): each half plays that many episodes, each with its own env seed, obs-stat
coin and action-noise stream, and reports their mean return and total length.

Policies reach the worker through a picklable *policy factory* ``factory(observation_space,
action_space, ref_batch)`` (:mod:`esbench.policies.factories`); ``ref_batch`` is the optional
reference batch (virtual batch norm) gathered once by the driver and shipped once per worker.

Lockstep batches (optional fast path). A policy may also offer ``make_batch_act(thetas, obs_mean,
obs_std)`` (see :class:`~esbench.policies.protocols.BatchActFn`). A worker then plays up to
:data:`MAX_BATCH` episodes of a request at once, one env instance each, stepping every live env
once per tick and computing all their actions with one call per layer, which amortises numpy's
per-call overhead over the batch.
Episodes that end drop out of the batch. The contract that keeps the ES deterministic: row ``i``
of a batched action must equal, bit for bit, ``make_act(thetas[i], ...)(obs[i], noise[i])`` whatever
the other rows are, so a result never depends on which episodes share a batch (hence on chunk
size, worker count or backend). ``tests/backends/test_batched_rollout.py`` checks it. Policies
without ``make_batch_act`` use the per-episode :func:`rollout`.
"""

from __future__ import annotations

import math
import sys
from typing import Any

import gymnasium as gym
import numpy as np

from esbench.backends.base import (
    ChunkRequest,
    ChunkResult,
    GenerationTask,
    ThetaRequest,
    ThetaResult,
    WorkerSpec,
)
from esbench.envs import make_env
from esbench.es.noise import build_noise_table
from esbench.es.obstat import observation_sums
from esbench.es.sampling import mirrored_thetas, pair_draws
from esbench.policies.protocols import ActFn, BatchActFn

#: Rows of action noise drawn at a time (a fixed size keeps the stream identical on every worker).
NOISE_BLOCK = 256
#: Most episodes a worker plays in one lockstep batch (one env instance each). 8: larger batches were
#: slower per step on HalfCheetah (MuJoCo state of more envs than the caches hold; measured 0.85x at 16).
MAX_BATCH = 8
#: ... and at most this many bytes of stacked float32 θ per batch.
MAX_BATCH_THETA_BYTES = 64 * 2**20


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


def _noise_blocks(rngs: list[np.random.Generator], scale: float, noise_dim: int) -> np.ndarray:
    """The next :data:`NOISE_BLOCK` action-noise rows of each of k episodes: ``(NOISE_BLOCK, k, noise_dim)``.

    Tick ``t``'s rows, ``blocks[t % NOISE_BLOCK]``, are then one contiguous ``(k, noise_dim)`` array.
    """
    blocks = np.empty((NOISE_BLOCK, len(rngs), noise_dim), np.float32)
    for j, rng in enumerate(rngs):
        np.multiply(scale, rng.standard_normal((NOISE_BLOCK, noise_dim), dtype=np.float32), out=blocks[:, j])
    return blocks


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
    rngs = list(noise_rngs) if noise_rngs is not None else None
    blocks: np.ndarray | None = None
    t = 0
    while episode and t < limit:
        noise = None
        if rngs is not None:
            row = t % NOISE_BLOCK
            if row == 0:
                blocks = _noise_blocks(rngs, scale, noise_dim)
            assert blocks is not None  # drawn at tick 0 (row 0)
            noise = blocks[row]
        actions = act(obs_buf, noise)
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
            if rngs is not None and blocks is not None:  # both or neither (blocks drawn at tick 0)
                blocks = blocks[:, rows]
                rngs = [rngs[j] for j in rows]
            episode = [episode[j] for j in rows]
            steps = [steps[j] for j in rows]
            row_totals = [row_totals[j] for j in rows]
            row_saved = [row_saved[j] for j in rows]
            current = [current[j] for j in rows]
    for j, i in enumerate(episode):  # stopped by the cap
        totals[i], lengths[i] = row_totals[j], t
    return [(totals[i], lengths[i], np.asarray(saved[i]) if saved[i] is not None else None) for i in range(k)]


class RolloutWorker:
    """A worker's env(s), policy and noise table; runs :class:`ChunkRequest` and :class:`ThetaRequest`.

    With a policy that offers ``make_batch_act`` (and ``batch`` not disabled), a request's episodes
    run in lockstep batches of up to :data:`MAX_BATCH` (extra env instances are made on first use);
    otherwise one episode at a time on ``self.env``. Both give the same numbers.
    """

    def __init__(
        self,
        spec: WorkerSpec,
        noise_table: np.ndarray | None = None,
        ref_batch: np.ndarray | None = None,
        batch: bool = True,
    ):
        self.spec = spec
        self.env = make_env(spec.env_id)
        self.envs = [self.env]
        self.policy = spec.policy_factory(self.env.observation_space, self.env.action_space, ref_batch)
        if noise_table is None and spec.noise_size:
            noise_table = build_noise_table(spec.noise_size, spec.noise_seed)
        self.noise = noise_table
        self.max_batch = 1
        if batch and callable(getattr(self.policy, "make_batch_act", None)):
            by_bytes = MAX_BATCH_THETA_BYTES // (4 * max(1, int(self.policy.num_params)))
            self.max_batch = int(max(1, min(MAX_BATCH, by_bytes)))

    def table(self) -> np.ndarray:
        """The noise table; mirrored pairs need one (:class:`ValueError` for a spec without one)."""
        if self.noise is None:
            raise ValueError(f"no noise table for {self.spec.env_id}: WorkerSpec.noise_size is 0")
        return self.noise

    def _episodes(
        self,
        thetas: list[np.ndarray],
        seeds: list[int],
        cap: int | None,
        obs_mean,
        obs_std,
        noise_seeds: list[int] | None = None,
        noise_std: float = 0.0,
        save_obs: list[bool] | None = None,
    ) -> list[tuple[float, int, np.ndarray | None]]:
        """Play one episode per θ (lockstep batches when the policy allows it), in order."""
        n = len(thetas)
        noise_dim = self.policy.noise_dim
        if self.max_batch == 1 or n == 1:
            results = []
            for i in range(n):
                act = self.policy.make_act(thetas[i], obs_mean, obs_std)
                rng = np.random.default_rng(noise_seeds[i]) if noise_seeds is not None else None
                save = bool(save_obs[i]) if save_obs is not None else False
                results.append(rollout(self.env, act, int(seeds[i]), cap, rng, noise_std, noise_dim, save))
            return results
        results = []
        for a in range(0, n, self.max_batch):
            b = min(n, a + self.max_batch)
            while len(self.envs) < b - a:
                self.envs.append(make_env(self.spec.env_id))
            act = self.policy.make_batch_act(np.stack(thetas[a:b]), obs_mean, obs_std)
            rngs = [np.random.default_rng(s) for s in noise_seeds[a:b]] if noise_seeds is not None else None
            results += rollout_batch(
                self.envs[: b - a],
                act,
                [int(s) for s in seeds[a:b]],
                cap,
                rngs,
                noise_std,
                noise_dim,
                None if save_obs is None else [bool(v) for v in save_obs[a:b]],
            )
        return results

    def run_pairs(self, task: GenerationTask, request: ChunkRequest) -> ChunkResult:
        """Evaluate the mirrored pairs ``[start, stop)`` of ``task`` (see the module docstring).

        Each half plays ``task.episodes_per_pair`` episodes (each capped at ``task.episode_cap``);
        its return is their mean (``math.fsum`` / count: exact for one episode, independent of the
        order), its length their total steps. Only these two scalars per half go back.
        """
        if request.generation != task.generation:
            raise ValueError(f"request for generation {request.generation}, task is {task.generation}")
        noise = self.table()
        dim = self.policy.num_params
        n = request.stop - request.start
        m = max(1, int(task.episodes_per_pair))
        indices = np.empty(n, np.int64)
        theta = np.asarray(task.theta, np.float32)
        # Episodes in (pair, half, episode) order: episode e of half h of the k-th pair is (2k + h)m + e.
        thetas, seeds, save, noise_seeds = [], [], [], []
        for k, pair in enumerate(range(request.start, request.stop)):
            draws = pair_draws(
                task.run_seed,
                task.generation,
                pair,
                table_size=noise.size,
                dim=dim,
                episodes_per_pair=m,
                calc_obstat_prob=task.calc_obstat_prob,
            )
            indices[k] = draws.noise_index
            for half, half_theta in enumerate(mirrored_thetas(theta, noise, draws.noise_index, task.sigma)):
                thetas += [half_theta] * m
                seeds += [int(s) for s in draws.env_seeds[half]]
                save += [bool(v) for v in draws.sample_obs[half]]
                noise_seeds += [int(s) for s in draws.noise_seeds[half]]
        episodes = self._episodes(
            thetas,
            seeds,
            task.episode_cap,
            task.obs_mean,
            task.obs_std,
            noise_seeds if task.action_noise_std else None,
            task.action_noise_std,
            save,
        )
        returns = np.empty((n, 2), np.float64)
        lengths = np.empty((n, 2), np.int64)
        obstats = []
        for h in range(2 * n):
            k, half = divmod(h, 2)
            played = episodes[h * m : (h + 1) * m]
            returns[k, half] = math.fsum(ret for ret, _, _ in played) / m
            lengths[k, half] = sum(length for _, length, _ in played)
            for _, length, obs in played:
                if obs is not None:
                    obstats.append((request.start + k, half, *observation_sums(obs.reshape(length, -1))))
        return ChunkResult(
            start=request.start, noise_indices=indices, returns=returns, lengths=lengths, obstats=obstats
        )

    def evaluate_thetas(self, _task: Any, request: ThetaRequest) -> ThetaResult:
        """One deterministic episode per θ row (no action noise)."""
        episodes = self._episodes(
            list(request.thetas),
            list(request.env_seeds),
            request.episode_cap,
            request.obs_mean,
            request.obs_std,
        )
        returns = np.asarray([ret for ret, _, _ in episodes], np.float64)
        lengths = np.asarray([length for _, length, _ in episodes], np.int64)
        return ThetaResult(request.start, returns, lengths)

    def close(self) -> None:
        """Close the envs."""
        for env in self.envs:
            env.close()
