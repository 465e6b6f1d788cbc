"""Worker-side rollouts: mirrored pairs from noise indices, and full-vector evaluations.

Everything random in a pair derives from (run seed, generation, pair index) through
:func:`esbench.seeding.derive_rng`: the noise index, the env seeds of both halves, whether each
half samples observation statistics, and the action noise. A worker's own state never matters,
so any worker (or a replacement) produces the same result for the same pair (see :func:`pair_draws`).

Several episodes per half (``GenerationTask.episodes_per_pair``, GoodAI's ``num_episodes``; the
reference plays one): each half plays that many episodes, each with its own env seed, obs-stat
coin and action-noise stream, and reports their mean return and total length.

Policies reach the worker through a picklable *policy factory* ``factory(observation_space,
action_space, ref_batch)``; ``ref_batch`` is the optional reference batch (virtual batch norm)
gathered once by the driver and shipped once per worker.

Lockstep batches (optional fast path). A policy may also offer ``make_batch_act(thetas, obs_mean,
obs_std)`` (see :class:`BatchActFn`). A worker then plays up to :data:`MAX_BATCH` episodes of a
request at once, one env instance each, stepping every live env once per tick and computing all
their actions with one call per layer, which amortises numpy's per-call overhead over the batch.
Episodes that end drop out of the batch. The contract that keeps the ES deterministic: row ``i``
of a batched action must equal, bit for bit, ``make_act(thetas[i], ...)(obs[i], noise[i])`` whatever
the other rows are, so a result never depends on which episodes share a batch (hence on chunk
size, worker count or backend). ``tests/backends/test_batched_rollout.py`` checks it. Policies
without ``make_batch_act`` use the per-episode :func:`rollout`.
"""

from __future__ import annotations

import dataclasses
import math
import sys
from collections.abc import Callable
from typing import Any, Protocol

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
from esbench.config import PolicySpec
from esbench.envs import make_env
from esbench.es.noise import build_noise_table, sample_index
from esbench.es.obstat import observation_sums
from esbench.policies import build_policy
from esbench.policies.mlp import MlpActor, MlpPolicy
from esbench.seeding import derive_rng

#: Rows of action noise drawn at a time (a fixed size keeps the stream identical on every worker).
NOISE_BLOCK = 256
#: Most episodes a worker plays in one lockstep batch (one env instance each).
MAX_BATCH = 32
#: ... and at most this many bytes of stacked float32 θ per batch.
MAX_BATCH_THETA_BYTES = 64 * 2**20

ActFn = Callable[[np.ndarray, "np.ndarray | None"], Any]


class BatchActFn(Protocol):
    """A lockstep batch of k episodes' training policies (optional; see the module docstring)."""

    def __call__(self, obs: np.ndarray, noise: np.ndarray | None) -> Any:
        """Actions of the live rows: ``obs`` is ``(k, *obs_shape)`` float32, ``noise`` ``(k, noise_dim)``.

        Returns a sequence whose row ``i`` is the env action ``make_act(thetas[i])(obs[i], noise[i])``
        would give, bit for bit. ``obs`` may be used as scratch space.
        """

    def keep(self, rows: np.ndarray) -> None:
        """Keep only these rows (increasing indices into the current batch): the others ended."""


class RolloutPolicy(Protocol):
    """What the ES needs from a policy over a flat θ."""

    num_params: int
    noise_dim: int
    """Width of one action-noise row."""

    def init_params(self, seed: int) -> np.ndarray:
        """Initial θ."""

    def actor(self, theta: np.ndarray, obs_mean: np.ndarray | None, obs_std: np.ndarray | None) -> Any:
        """The deterministic eval actor (no action noise)."""

    def make_act(self, theta: np.ndarray, obs_mean: np.ndarray | None, obs_std: np.ndarray | None) -> ActFn:
        """A fast training ``act(obs, noise_row_or_None) -> env action``."""

    # Optional: ``make_batch_act(thetas (k, num_params), obs_mean, obs_std) -> BatchActFn``.


class MlpRolloutPolicy:
    """:class:`~esbench.policies.mlp.MlpPolicy` with a per-step path tuned for rollouts."""

    def __init__(self, mlp: MlpPolicy):
        self.mlp = mlp
        self.num_params = mlp.num_params
        head = mlp.head
        self.noise_dim = head.n_outputs if head.kind == "discrete" else head.action_dim

    def init_params(self, seed: int) -> np.ndarray:
        """Initial θ (torch default or normc, per the policy spec)."""
        return self.mlp.init_params(seed)

    def actor(self, theta, obs_mean=None, obs_std=None) -> MlpActor:
        """The deterministic eval actor: the same normalisation (clip ±5), no action noise."""
        return self.mlp.actor(theta, obs_mean, obs_std)

    def make_act(self, theta, obs_mean=None, obs_std=None) -> ActFn:
        """A preallocated numpy forward (same maths as :class:`MlpActor`, fewer temporaries)."""
        return _FastMlpAct(self.mlp, theta, obs_mean, obs_std)

    def make_batch_act(self, thetas, obs_mean=None, obs_std=None) -> BatchActFn:
        """The lockstep batch of :meth:`make_act` over the rows of ``thetas`` (same numbers per row)."""
        return _BatchMlpAct(self.mlp, thetas, obs_mean, obs_std)


class _FastMlpAct:
    """``act(obs, noise)``: normalise (clip ±5), MLP forward in float32 with in-place ops, head."""

    def __init__(self, mlp: MlpPolicy, theta, obs_mean, obs_std):
        layers = mlp.unflatten(np.array(theta, dtype=np.float32, copy=True))
        self.hidden = [(w, b, np.empty(w.shape[0], np.float32)) for w, b in layers[:-1]]
        self.w_out, self.b_out = layers[-1]
        self.out = np.empty(self.w_out.shape[0], np.float32)
        self.tanh = mlp.spec.activation == "tanh"
        self.activation = mlp._activation
        self.x = np.empty(mlp.obs_dim, np.float32)
        self.mean = None if obs_mean is None else np.asarray(obs_mean, np.float32)
        self.inv_std = None if obs_std is None else (1.0 / np.asarray(obs_std, np.float32)).astype(np.float32)
        self.head = mlp.head
        self.clip = MlpActor.OBS_CLIP

    def __call__(self, obs, noise=None):
        x = self.x
        x[:] = np.ravel(obs)
        if self.mean is not None:
            x -= self.mean
            x *= self.inv_std
            # np.clip has a Python-level wrapper; the two ufuncs are several µs cheaper per step.
            np.minimum(x, self.clip, out=x)
            np.maximum(x, -self.clip, out=x)
        h = x
        for w, b, buf in self.hidden:
            np.dot(w, h, out=buf)
            buf += b
            if self.tanh:
                np.tanh(buf, out=buf)
            else:
                buf[:] = self.activation(buf)
            h = buf
        out = self.out
        np.dot(self.w_out, h, out=out)
        out += self.b_out
        head = self.head
        if head.kind == "continuous":
            if noise is not None:
                out += noise
            return np.minimum(np.maximum(out, head.low, out=out), head.high)
        if head.kind == "discrete":
            # Departure: the reference has no discrete actions; action noise perturbs the logits.
            return int(np.argmax(out if noise is None else out + noise))
        action = head(out)
        # Reference: action noise is added to the (binned) action; we also clip to the bounds.
        return action if noise is None else np.clip(action + noise, head.low, head.high).astype(np.float32)


class _BatchMlpAct:
    """:class:`_FastMlpAct` for k episodes at once, per row bit-identical to it.

    Each layer is one ``np.matmul`` over the stacked ``(k, out, in)`` weights of the k θ: numpy runs
    it as one BLAS gemv per row, the same call ``np.dot(w, h)`` makes for a single episode, so a
    row's numbers never depend on k or on the other rows (the shared-θ split ``Wx + σ·εx`` would be
    cheaper but rounds differently from the per-episode path). Everything else is elementwise.
    """

    def __init__(self, mlp: MlpPolicy, thetas, obs_mean, obs_std):
        thetas = np.array(thetas, dtype=np.float32, copy=True)
        if thetas.ndim != 2 or thetas.shape[1] != mlp.num_params:
            raise ValueError(f"thetas have shape {thetas.shape}, the policy needs (k, {mlp.num_params})")
        self.shapes = mlp.shapes
        self.obs_dim = mlp.obs_dim
        self.tanh = mlp.spec.activation == "tanh"
        self.activation = mlp._activation
        self.mean = None if obs_mean is None else np.asarray(obs_mean, np.float32).reshape(-1)
        inv_std = None if obs_std is None else (1.0 / np.asarray(obs_std, np.float32)).astype(np.float32)
        self.inv_std = None if inv_std is None else inv_std.reshape(-1)
        self.head = mlp.head
        self.clip = MlpActor.OBS_CLIP
        self._bind(thetas)

    def _bind(self, thetas: np.ndarray) -> None:
        """Stacked per-layer weights and work buffers for ``len(thetas)`` rows.

        Weights and biases are contiguous copies, and the normalisation and clipping constants are
        broadcast to full ``(k, n)`` arrays once: same-shape contiguous ufuncs cost about half as
        much per call as strided or broadcasting ones, and give the same numbers.
        """
        k = thetas.shape[0]
        self.thetas = thetas
        layers = []
        offset = 0
        for out_dim, in_dim in self.shapes:
            size = out_dim * in_dim
            w = np.ascontiguousarray(thetas[:, offset : offset + size]).reshape(k, out_dim, in_dim)
            offset += size
            b = np.ascontiguousarray(thetas[:, offset : offset + out_dim])
            offset += out_dim
            buf = np.empty((k, out_dim), np.float32)
            layers.append((w, b, buf, buf[:, :, None]))
        self.hidden, self.output = layers[:-1], layers[-1]
        self.x = np.empty((k, self.obs_dim), np.float32)
        self.x3 = self.x[:, :, None]

        def full(values, width):
            return np.ascontiguousarray(np.broadcast_to(np.asarray(values, np.float32), (k, width)))

        if self.mean is not None:
            self.mean_k, self.inv_std_k = full(self.mean, self.obs_dim), full(self.inv_std, self.obs_dim)
            self.clip_hi, self.clip_lo = full(self.clip, self.obs_dim), full(-self.clip, self.obs_dim)
        head = self.head
        if head.kind == "continuous":
            self.low_k, self.high_k = full(head.low, head.n_outputs), full(head.high, head.n_outputs)

    def keep(self, rows) -> None:
        """Keep only ``rows`` of the batch."""
        self._bind(self.thetas[np.asarray(rows, dtype=np.intp)])

    def __call__(self, obs, noise=None):
        x = self.x
        if obs.ndim != 2:
            obs = obs.reshape(x.shape)
        if self.mean is not None:
            np.subtract(obs, self.mean_k, out=x)
            np.multiply(x, self.inv_std_k, out=x)
            np.minimum(x, self.clip_hi, out=x)
            np.maximum(x, self.clip_lo, out=x)
        else:
            x[...] = obs
        h3 = self.x3
        for w, b, buf, buf3 in self.hidden:
            np.matmul(w, h3, out=buf3)
            np.add(buf, b, out=buf)
            if self.tanh:
                np.tanh(buf, out=buf)
            else:
                buf[...] = self.activation(buf)
            h3 = buf3
        w, b, out, out3 = self.output
        np.matmul(w, h3, out=out3)
        np.add(out, b, out=out)
        head = self.head
        if head.kind == "continuous":
            if noise is not None:
                np.add(out, noise, out=out)
            np.maximum(out, self.low_k, out=out)
            return np.minimum(out, self.high_k, out=out)
        if head.kind == "discrete":
            return np.argmax(out if noise is None else out + noise, axis=1).tolist()
        # bins: the same per-row maths as ActionHead.__call__ and _FastMlpAct
        index = np.argmax(out.reshape(-1, head.action_dim, head.bins), axis=2)
        action = (head.low + (head.high - head.low) * index / (head.bins - 1)).astype(np.float32)
        return action if noise is None else np.clip(action + noise, head.low, head.high).astype(np.float32)


@dataclasses.dataclass(frozen=True)
class MlpPolicyFactory:
    """The default policy factory: the suite's :class:`PolicySpec` as an MLP (no reference batch)."""

    spec: PolicySpec
    ref_batch_size: int = 0
    """Observations in the reference batch the policy needs (0: none)."""

    def __call__(
        self, observation_space: gym.Space, action_space: gym.Space, ref_batch=None
    ) -> MlpRolloutPolicy:
        """Build the rollout policy for these spaces."""
        return MlpRolloutPolicy(build_policy(self.spec, observation_space, action_space))


def collect_ref_batch(env_id: str, size: int, seed: int) -> np.ndarray:
    """``size`` observations from random-action play (reference ``get_ref_batch``), seeded."""
    env = make_env(env_id)
    try:
        env.action_space.seed(seed)
        obs, _ = env.reset(seed=seed)
        batch = []
        while len(batch) < size:
            batch.append(np.asarray(obs, dtype=np.float32))
            obs, _, terminated, truncated, _ = env.step(env.action_space.sample())
            if terminated or truncated:
                obs, _ = env.reset()
        return np.stack(batch)
    finally:
        env.close()


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
    saved = [] if save_obs else None
    scale = float(noise_std)  # a Python float keeps the noise float32 (NumPy 2 scalar promotion)
    block, row = None, NOISE_BLOCK
    step = env.step
    while t < limit:
        noise = None
        if noise_rng is not None:
            if row == NOISE_BLOCK:
                block = scale * noise_rng.standard_normal((NOISE_BLOCK, noise_dim), dtype=np.float32)
                row = 0
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
    saved = [[] if save_obs is not None and save_obs[i] else None for i in range(k)]
    # Per batch row (compacted when episodes end): episode, env.step, return so far, saved
    # observations (or None), current raw observation (kept for the rows that save them).
    episode = list(range(k))
    steps = [env.step for env in envs[:k]]
    row_totals = [0.0] * k
    row_saved = list(saved)
    current = list(first)
    rngs = list(noise_rngs) if noise_rngs is not None else None
    blocks = None
    t = 0
    while episode and t < limit:
        noise = None
        if rngs is not None:
            row = t % NOISE_BLOCK
            if row == 0:
                blocks = _noise_blocks(rngs, scale, noise_dim)
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
            if blocks is not None:
                blocks = blocks[:, rows]
                rngs = [rngs[j] for j in rows]
            episode, steps, row_totals, row_saved, current = (
                [values[j] for j in rows] for values in (episode, steps, row_totals, row_saved, current)
            )
    for j, i in enumerate(episode):  # stopped by the cap
        totals[i], lengths[i] = row_totals[j], t
    return [(totals[i], lengths[i], np.asarray(saved[i]) if saved[i] is not None else None) for i in range(k)]


@dataclasses.dataclass(frozen=True)
class PairDraws:
    """Everything random in one mirrored pair; rows are the halves (+ε, −ε), columns the episodes."""

    noise_index: int
    env_seeds: np.ndarray
    """(2, episodes) env seeds."""
    sample_obs: np.ndarray
    """(2, episodes) bool: the episode adds its observations to the obs statistics."""
    noise_seeds: np.ndarray
    """(2, episodes) seeds of the action-noise streams."""


def pair_draws(task: GenerationTask, pair: int, table_size: int, dim: int) -> PairDraws:
    """The draws of pair ``pair`` of ``task``, from ``derive_rng(run seed, "es-pair", generation, pair)``.

    Episode 0 of both halves takes the stream's first draws, in the order of the one-episode ES
    (noise index, 2 env seeds, 2 obs-stat coins, 2 noise seeds), so ``episodes_per_pair: 1`` is
    unchanged. Episodes 1, 2, ... continue the same stream, one episode (both halves) at a time in
    the same order, so the first k episodes do not depend on ``episodes_per_pair`` either.
    """
    rng = derive_rng(task.run_seed, "es-pair", task.generation, pair)
    index = sample_index(rng, table_size, dim)
    env_seeds, sample_obs, noise_seeds = [], [], []
    for _ in range(max(1, int(task.episodes_per_pair))):
        env_seeds.append(rng.integers(0, 2**31 - 1, size=2))
        sample_obs.append(rng.random(2) < task.calc_obstat_prob)
        noise_seeds.append(rng.integers(0, 2**63 - 1, size=2))
    return PairDraws(
        index,
        np.stack(env_seeds, axis=1),
        np.stack(sample_obs, axis=1),
        np.stack(noise_seeds, axis=1),
    )


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
        dim = self.policy.num_params
        n = request.stop - request.start
        m = max(1, int(task.episodes_per_pair))
        indices = np.empty(n, np.int64)
        theta = np.asarray(task.theta, np.float32)
        # Episodes in (pair, half, episode) order: episode e of half h of the k-th pair is (2k + h)m + e.
        thetas, seeds, save, noise_seeds = [], [], [], []
        for k, pair in enumerate(range(request.start, request.stop)):
            draws = pair_draws(task, pair, self.noise.size, dim)
            indices[k] = draws.noise_index
            perturbation = np.float32(task.sigma) * self.noise[indices[k] : indices[k] + dim]
            for half, half_theta in enumerate((theta + perturbation, theta - perturbation)):
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
        return ChunkResult(request.start, indices, returns, lengths, obstats)

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
