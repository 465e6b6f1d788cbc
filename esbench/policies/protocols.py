"""What the ES's workers need from a policy over a flat θ: the rollout protocols.

A *policy factory* ``factory(observation_space, action_space, ref_batch) -> RolloutPolicy`` is
picklable and shipped once to every worker (:mod:`esbench.policies.factories`); the policy it builds
gives a fast training ``act`` per θ (:data:`ActFn`) and the deterministic eval actor. A policy may
also offer ``make_batch_act`` (:class:`BatchActFn`): the lockstep batch the workers use when they
play several episodes at once (see :mod:`esbench.backends.rollout`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import numpy as np

ActFn = Callable[[np.ndarray, "np.ndarray | None"], Any]
"""A training policy: ``act(obs, noise_row_or_None) -> env action``."""


class BatchActFn(Protocol):
    """A lockstep batch of k episodes' training policies (optional; see :mod:`esbench.backends.rollout`)."""

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
