"""Picklable policy factories for every policy type (the ES's and Nevergrad's workers build from these).

:func:`make_policy_factory` is the one dispatch: an mlp gets
:class:`~esbench.policies.mlp_rollout.MlpPolicyFactory` (with its tuned per-step path); a cnn or an
lstm gets :class:`NetworkPolicyFactory`, whose policies implement the same
:class:`~esbench.policies.protocols.RolloutPolicy` protocol. A factory's ``ref_batch_size`` tells the
driver to collect a reference batch (cnn with virtual batch norm) with
:func:`~esbench.policies.ref_batch.collect_ref_batch` and ship it once per worker;
:func:`run_policy_factory` does both for a run.
"""

from __future__ import annotations

import dataclasses

import gymnasium as gym
import numpy as np

from esbench.core.config import PolicySpec
from esbench.policies import build_policy, resolve_spec
from esbench.policies.mlp_rollout import MlpPolicyFactory
from esbench.policies.protocols import ActFn
from esbench.policies.ref_batch import collect_ref_batch, ref_batch_seed


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
        """Build the rollout policy for these spaces.

        Inside a Ray worker torch already runs one thread: the actor sets it before building its
        policy (:mod:`esbench.backends.ray_backend`).
        """
        return NetworkRolloutPolicy(build_policy(self.spec, observation_space, action_space, ref_batch))


def make_policy_factory(spec: PolicySpec, observation_space: gym.Space):
    """The policy factory for ``spec`` (``auto`` resolved from ``observation_space``)."""
    spec = resolve_spec(spec, observation_space)
    if spec.type == "mlp":
        return MlpPolicyFactory(spec)
    return NetworkPolicyFactory(spec)


def run_policy_factory(
    spec: PolicySpec, env_ref: str, observation_space: gym.Space, run_seed: int
) -> tuple[MlpPolicyFactory | NetworkPolicyFactory, np.ndarray | None]:
    """A run's policy factory and the reference batch its policies need (None if they need none).

    ``env_ref`` makes the env the batch is played on; the batch is seeded by
    :func:`~esbench.policies.ref_batch.ref_batch_seed`, so the ES and Nevergrad share it.
    """
    factory = make_policy_factory(spec, observation_space)
    size = factory.ref_batch_size
    ref_batch = collect_ref_batch(env_ref, size, ref_batch_seed(run_seed)) if size else None
    return factory, ref_batch
