"""The MLP's training path on workers: one episode at a time, or a lockstep batch of episodes.

:class:`MlpPolicyFactory` (the mlp policy factory of the ES's and Nevergrad's workers) builds a
:class:`MlpRolloutPolicy`. Its ``make_act`` is a preallocated numpy forward with the same maths
as the eval actor :class:`~esbench.policies.mlp.MlpActor`; its ``make_batch_act`` computes k
episodes' actions with one call per layer, row ``i`` equal bit for bit to ``make_act(thetas[i])``
(see :mod:`esbench.backends.rollout` for why that matters).
"""

from __future__ import annotations

import dataclasses

import gymnasium as gym
import numpy as np

from esbench.core.config import PolicySpec
from esbench.policies import build_policy
from esbench.policies.mlp import MlpActor, MlpPolicy, discretise
from esbench.policies.protocols import ActFn, BatchActFn


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


def _check_normalisation(obs_mean, obs_std) -> None:
    """Observation normalisation takes both ``obs_mean`` and ``obs_std``, or neither."""
    if (obs_mean is None) != (obs_std is None):
        raise ValueError("observation normalisation needs both obs_mean and obs_std (or neither)")


class _FastMlpAct:
    """``act(obs, noise)``: normalise (clip ±5), MLP forward in float32 with in-place ops, head."""

    def __init__(self, mlp: MlpPolicy, theta, obs_mean, obs_std):
        _check_normalisation(obs_mean, obs_std)
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
        if self.head.kind != "discrete":
            self.low, self.high = self.head.bounds()
        self.clip = MlpActor.OBS_CLIP

    def __call__(self, obs, noise=None):
        x = self.x
        x[:] = np.ravel(obs)
        if self.mean is not None and self.inv_std is not None:  # both or neither (checked in __init__)
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
            if head.levels:
                discretise(out, head.levels)
            if noise is not None:
                out += noise
            return np.minimum(np.maximum(out, self.low, out=out), self.high)
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
        _check_normalisation(obs_mean, obs_std)
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
        if self.head.kind != "discrete":
            self.low, self.high = self.head.bounds()
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
            self.low_k, self.high_k = full(self.low, head.n_outputs), full(self.high, head.n_outputs)

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
            if head.levels:
                discretise(out, head.levels)
            if noise is not None:
                np.add(out, noise, out=out)
            np.maximum(out, self.low_k, out=out)
            return np.minimum(out, self.high_k, out=out)
        if head.kind == "discrete":
            return np.argmax(out if noise is None else out + noise, axis=1).tolist()
        # bins: the same per-row maths as ActionHead.__call__ and _FastMlpAct
        index = np.argmax(out.reshape(-1, head.action_dim, head.bins), axis=2)
        action = (self.low + (self.high - self.low) * index / (head.bins - 1)).astype(np.float32)
        return action if noise is None else np.clip(action + noise, self.low, self.high).astype(np.float32)


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
