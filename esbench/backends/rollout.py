"""Worker-side rollouts: mirrored pairs from noise indices, and full-vector evaluations.

Everything random in a pair derives from (run seed, generation, pair index) through
:func:`esbench.seeding.derive_rng`: the noise index, the env seeds of both halves, whether each
half samples observation statistics, and the action noise. A worker's own state never matters,
so any worker (or a replacement) produces the same result for the same pair.

Policies reach the worker through a picklable *policy factory* ``factory(observation_space,
action_space, ref_batch)``; ``ref_batch`` is the optional reference batch (virtual batch norm)
gathered once by the driver and shipped once per worker.
"""

from __future__ import annotations

import dataclasses
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

ActFn = Callable[[np.ndarray, "np.ndarray | None"], Any]


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
    block, row = None, NOISE_BLOCK
    step = env.step
    while t < limit:
        noise = None
        if noise_rng is not None:
            if row == NOISE_BLOCK:
                block = noise_std * noise_rng.standard_normal((NOISE_BLOCK, noise_dim), dtype=np.float32)
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


class RolloutWorker:
    """A worker's env, policy and noise table; runs :class:`ChunkRequest` and :class:`ThetaRequest`."""

    def __init__(
        self, spec: WorkerSpec, noise_table: np.ndarray | None = None, ref_batch: np.ndarray | None = None
    ):
        self.env = make_env(spec.env_id)
        self.policy = spec.policy_factory(self.env.observation_space, self.env.action_space, ref_batch)
        if noise_table is None and spec.noise_size:
            noise_table = build_noise_table(spec.noise_size, spec.noise_seed)
        self.noise = noise_table

    def run_pairs(self, task: GenerationTask, request: ChunkRequest) -> ChunkResult:
        """Evaluate the mirrored pairs ``[start, stop)`` of ``task`` (see the module docstring)."""
        if request.generation != task.generation:
            raise ValueError(f"request for generation {request.generation}, task is {task.generation}")
        dim = self.policy.num_params
        n = request.stop - request.start
        indices = np.empty(n, np.int64)
        returns = np.empty((n, 2), np.float64)
        lengths = np.empty((n, 2), np.int64)
        obstats = []
        theta = np.asarray(task.theta, np.float32)
        for k, pair in enumerate(range(request.start, request.stop)):
            rng = derive_rng(task.run_seed, "es-pair", task.generation, pair)
            indices[k] = sample_index(rng, self.noise.size, dim)
            env_seeds = rng.integers(0, 2**31 - 1, size=2)
            sample_obs = rng.random(2) < task.calc_obstat_prob
            noise_seeds = rng.integers(0, 2**63 - 1, size=2)
            perturbation = np.float32(task.sigma) * self.noise[indices[k] : indices[k] + dim]
            for half, sign_theta in enumerate((theta + perturbation, theta - perturbation)):
                act = self.policy.make_act(sign_theta, task.obs_mean, task.obs_std)
                noise_rng = np.random.default_rng(noise_seeds[half]) if task.action_noise_std else None
                ret, length, obs = rollout(
                    self.env,
                    act,
                    int(env_seeds[half]),
                    task.episode_cap,
                    noise_rng,
                    task.action_noise_std,
                    self.policy.noise_dim,
                    bool(sample_obs[half]),
                )
                returns[k, half], lengths[k, half] = ret, length
                if obs is not None:
                    obstats.append((pair, half, *observation_sums(obs.reshape(length, -1))))
        return ChunkResult(request.start, indices, returns, lengths, obstats)

    def evaluate_thetas(self, _task: Any, request: ThetaRequest) -> ThetaResult:
        """One deterministic episode per θ row (no action noise)."""
        returns, lengths = [], []
        for theta, seed in zip(request.thetas, request.env_seeds, strict=True):
            act = self.policy.make_act(theta, request.obs_mean, request.obs_std)
            ret, length, _ = rollout(self.env, act, seed, request.episode_cap)
            returns.append(ret)
            lengths.append(length)
        return ThetaResult(request.start, np.asarray(returns, np.float64), np.asarray(lengths, np.int64))

    def close(self) -> None:
        """Close the env."""
        self.env.close()
