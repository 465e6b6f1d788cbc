"""Test fixture: a trivial policy that needs a reference batch, for tests of the reference-batch hook.

Virtual batch norm needs a batch of observations gathered once at the start and given to every
worker's policy factory. :class:`RefBatchPolicyFactory` exercises that path: its linear policy
centres observations on the reference batch's mean, so its actions (and hence returns) depend on
the batch each worker received.

Ray workers cannot import this module (``tests/`` is not on their path), so it registers itself to
be pickled by value: a factory sent to a Ray actor carries its class's code with it.
"""

from __future__ import annotations

import dataclasses
import sys

import gymnasium as gym
import numpy as np
import ray.cloudpickle

from esbench.runners.evaluation import FunctionActor


class RefBatchLinearPolicy:
    """Discrete actions ``argmax(W (obs − mean(ref_batch)))`` with θ = W flattened."""

    def __init__(self, observation_space: gym.Space, action_space: gym.Space, ref_batch: np.ndarray | None):
        if ref_batch is None:
            raise ValueError("RefBatchLinearPolicy needs a reference batch")
        self.center = np.asarray(ref_batch, np.float32).mean(axis=0)
        self.obs_dim = int(np.prod(observation_space.shape))
        self.n_actions = int(action_space.n)
        self.num_params = self.obs_dim * self.n_actions
        self.noise_dim = self.n_actions

    def init_params(self, seed: int) -> np.ndarray:
        """Small random weights."""
        return (0.1 * np.random.default_rng(seed).standard_normal(self.num_params)).astype(np.float32)

    def make_act(self, theta, obs_mean=None, obs_std=None):
        """``act(obs, noise)``: observation normalisation is not used by this policy."""
        w = np.asarray(theta, np.float32).reshape(self.n_actions, self.obs_dim)
        center = self.center

        def act(obs, noise=None):
            out = w @ (np.asarray(obs, np.float32) - center)
            return int(np.argmax(out if noise is None else out + noise))

        return act

    def actor(self, theta, obs_mean=None, obs_std=None) -> FunctionActor:
        """The deterministic actor."""
        act = self.make_act(theta)
        return FunctionActor(lambda obs: act(obs))


@dataclasses.dataclass(frozen=True)
class RefBatchPolicyFactory:
    """Factory of :class:`RefBatchLinearPolicy` (asks the driver for ``ref_batch_size`` observations)."""

    ref_batch_size: int = 16

    def __call__(self, observation_space, action_space, ref_batch=None) -> RefBatchLinearPolicy:
        """Build the policy from the reference batch."""
        return RefBatchLinearPolicy(observation_space, action_space, ref_batch)


ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])
