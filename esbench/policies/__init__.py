"""Policies built from the suite's ``policy`` spec, shared by every algorithm that trains one.

The networks over a flat θ are :mod:`~esbench.policies.mlp`, :mod:`~esbench.policies.cnn` and
:mod:`~esbench.policies.lstm` (:func:`build_policy`); SB3 gets the same networks through
:func:`sb3_policy_kwargs`. What the ES's and Nevergrad's workers play: the rollout protocols
(:mod:`~esbench.policies.protocols`), the MLP's fast training path
(:mod:`~esbench.policies.mlp_rollout`), the picklable policy factories shipped to workers
(:mod:`~esbench.policies.factories`) and the reference batch of virtual batch norm
(:mod:`~esbench.policies.ref_batch`).
"""

from __future__ import annotations

import gymnasium as gym
import numpy as np

from esbench.core.config import PolicySpec
from esbench.policies.mlp import MlpPolicy, torch_activation


def theta_digest(theta: np.ndarray) -> str:
    """sha256 of θ as float32 bytes: equal digests, same initial policy (stored as ``theta0_sha256``)."""
    import hashlib

    return hashlib.sha256(np.ascontiguousarray(theta, dtype=np.float32).tobytes()).hexdigest()


def resolve_spec(spec: PolicySpec, observation_space: gym.Space) -> PolicySpec:
    """``spec`` with ``type: auto`` resolved from the observation space (image -> cnn, else mlp)."""
    from esbench.envs import is_image_space

    return spec.resolved(is_image_space(observation_space))


def build_policy(
    spec: PolicySpec,
    observation_space: gym.Space,
    action_space: gym.Space,
    ref_batch: np.ndarray | None = None,
):
    """The flat-parameter policy for ``spec`` on these spaces (used by the ES and Nevergrad).

    ``ref_batch``: the reference batch of a cnn with virtual batch norm.
    """
    spec = resolve_spec(spec, observation_space)
    if spec.type == "mlp":
        return MlpPolicy(spec, observation_space, action_space)
    if spec.type == "cnn":
        from esbench.policies.cnn import CnnPolicy

        return CnnPolicy(spec, observation_space, action_space, ref_batch)
    if spec.type == "lstm":
        from esbench.policies.lstm import LstmPolicy

        return LstmPolicy(spec, observation_space, action_space)
    raise ValueError(f"unknown policy type '{spec.type}'")


def sb3_policy_kwargs(spec: PolicySpec) -> dict:
    """``policy_kwargs`` giving an SB3 actor and critic the same network as the ES.

    mlp: the same hidden layers and activation (``net_arch`` for actor and critic). cnn: the same
    conv trunk and fc layer as the features extractor (shared by actor and critic, SB3's default)
    and a linear head (``net_arch=[]``); SB3 trains it without virtual batch norm.
    """
    if spec.type == "cnn":
        from esbench.policies.sb3_cnn import EsbenchCnnExtractor

        return {
            "features_extractor_class": EsbenchCnnExtractor,
            "features_extractor_kwargs": {"arch": spec.cnn_arch},
            "net_arch": [],
        }
    if spec.type == "lstm":
        raise ValueError("SB3 runners do not train an lstm policy (use the ES or Nevergrad)")
    hidden = list(spec.hidden)
    return {"net_arch": {"pi": hidden, "vf": hidden}, "activation_fn": torch_activation(spec.activation)}


def sb3_policy_name(spec: PolicySpec) -> str:
    """SB3's policy class name for ``spec``: ``CnnPolicy`` for the cnn, else ``MlpPolicy``."""
    return "CnnPolicy" if spec.type == "cnn" else "MlpPolicy"


__all__ = [
    "MlpPolicy",
    "build_policy",
    "resolve_spec",
    "sb3_policy_kwargs",
    "sb3_policy_name",
]
