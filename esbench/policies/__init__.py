"""Policies built from the suite's ``policy`` spec, shared by every algorithm that trains one."""

from __future__ import annotations

import gymnasium as gym

from esbench.config import PolicySpec
from esbench.policies.mlp import TORCH_ACTIVATIONS, MlpPolicy


def build_policy(spec: PolicySpec, observation_space: gym.Space, action_space: gym.Space) -> MlpPolicy:
    """The flat-parameter policy for ``spec`` on these spaces (used by the ES and Nevergrad)."""
    if spec.type == "mlp":
        return MlpPolicy(spec, observation_space, action_space)
    raise ValueError(f"policy type '{spec.type}' is not available yet")


def sb3_policy_kwargs(spec: PolicySpec) -> dict:
    """``policy_kwargs`` giving an SB3 actor and critic the same hidden layers and activation."""
    hidden = list(spec.hidden)
    return {"net_arch": {"pi": hidden, "vf": hidden}, "activation_fn": TORCH_ACTIVATIONS[spec.activation]}


__all__ = ["MlpPolicy", "build_policy", "sb3_policy_kwargs"]
