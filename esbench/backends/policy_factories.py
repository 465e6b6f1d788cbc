"""Picklable policy factories for every policy type (the ES's workers and Nevergrad build from these).

:func:`make_policy_factory` is the one dispatch: an mlp gets mlp_policy.py's
:class:`~esbench.backends.mlp_policy.MlpPolicyFactory` (with its tuned per-step path); a cnn or an lstm
gets :class:`NetworkPolicyFactory`, whose policies implement the same ``RolloutPolicy`` protocol.
A factory's ``ref_batch_size`` tells the driver to collect a reference batch (cnn with virtual
batch norm) with :func:`~esbench.backends.rollout.collect_ref_batch` and ship it once per worker.
"""

from __future__ import annotations

import dataclasses

import gymnasium as gym
import numpy as np

from esbench.backends.base import ActFn
from esbench.backends.mlp_policy import MlpPolicyFactory
from esbench.config import PolicySpec
from esbench.policies import build_policy, resolve_spec


class NetworkRolloutPolicy:
    """A cnn or lstm policy seen through the ``RolloutPolicy`` protocol.

    ``make_act`` returns a fresh actor per call, so a recurrent state starts at zero in every
    rollout (the ES and Nevergrad call it once per episode).
    """

    def __init__(self, policy):
        self.policy = policy
        self.num_params = int(policy.num_params)
        head = policy.head
        self.noise_dim = head.n_outputs if head.kind == "discrete" else head.action_dim

    def init_params(self, seed: int) -> np.ndarray:
        """Initial θ."""
        return self.policy.init_params(seed)

    def actor(self, theta, obs_mean=None, obs_std=None):
        """The deterministic eval actor (``reset()`` zeroes any recurrent state)."""
        return self.policy.actor(theta, obs_mean, obs_std)

    def make_act(self, theta, obs_mean=None, obs_std=None) -> ActFn:
        """``act(obs, noise_row_or_None)`` for one rollout."""
        return self.policy.actor(theta, obs_mean, obs_std)


def _in_ray_worker() -> bool:
    """True inside a Ray worker process (not the driver)."""
    try:
        import ray
    except ImportError:  # pragma: no cover - ray is a dependency
        return False
    try:
        return ray.is_initialized() and ray.get_runtime_context().worker.mode == ray.WORKER_MODE
    except Exception:
        return False


@dataclasses.dataclass(frozen=True)
class NetworkPolicyFactory:
    """Factory of cnn and lstm rollout policies from a resolved :class:`PolicySpec`."""

    spec: PolicySpec

    @property
    def ref_batch_size(self) -> int:
        """Observations in the reference batch the policy needs (cnn with vbn), else 0."""
        return self.spec.ref_batch_size if self.spec.type == "cnn" and self.spec.vbn else 0

    def __call__(
        self, observation_space: gym.Space, action_space: gym.Space, ref_batch=None
    ) -> NetworkRolloutPolicy:
        """Build the rollout policy for these spaces (one torch thread inside a Ray worker)."""
        if self.spec.type == "cnn" and _in_ray_worker():
            import torch

            torch.set_num_threads(1)
        return NetworkRolloutPolicy(build_policy(self.spec, observation_space, action_space, ref_batch))


def make_policy_factory(spec: PolicySpec, observation_space: gym.Space):
    """The policy factory for ``spec`` (``auto`` resolved from ``observation_space``)."""
    spec = resolve_spec(spec, observation_space)
    if spec.type == "mlp":
        return MlpPolicyFactory(spec)
    return NetworkPolicyFactory(spec)


def ref_batch_seed(run_seed: int) -> int:
    """The seed of a run's reference batch (the same for the ES and Nevergrad)."""
    from esbench.seeding import derive_seed

    return derive_seed(run_seed, "es-ref-batch")


def build_run_policy(spec: PolicySpec, env_ref: str, env: gym.Env, run_seed: int):
    """The flat-θ policy of a run on ``env`` (made from ``env_ref``), with its reference batch if needed.

    Used by runners that evaluate θ in-process (Nevergrad); the ES does the same through its factory.
    """
    from esbench.backends.rollout import collect_ref_batch

    factory = make_policy_factory(spec, env.observation_space)
    size = getattr(factory, "ref_batch_size", 0)
    ref_batch = collect_ref_batch(env_ref, size, ref_batch_seed(run_seed)) if size else None
    return build_policy(factory.spec, env.observation_space, env.action_space, ref_batch)
