"""An LSTM policy over a flat θ for the ES and Nevergrad (partially observable tasks).

One LSTM layer of ``policy.hidden[0]`` units (GoodAI used 16 on the partially observable
pendulum: docs/algorithms.md, "GoodAI's harness") followed by a linear output layer and the usual
:class:`~esbench.policies.mlp.ActionHead`. The layout of θ is that of ``torch.nn.LSTM`` +
``torch.nn.Linear`` (``weight_ih, weight_hh, bias_ih, bias_hh, W, b``; gates i, f, g, o), and the
per-step forward is numpy (as the MLP: no framework overhead per env step).

The recurrent state is zeroed at the start of every episode: the eval actor's :meth:`reset` is
called by ``play_episode``, and the ES builds a fresh ``act`` (hence a fresh state) per rollout.
Observations are normalised (clip ±5) like the MLP's when statistics are given.
"""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import torch
from torch import nn

from esbench.core.config import PolicySpec
from esbench.policies.mlp import NORMC_OUTPUT_STD, ActionHead, MlpActor, normc_weights, seeded_torch_params


class LstmModule(nn.Module):
    """The torch twin of the numpy forward (its ``parameters()`` order is the layout of θ)."""

    def __init__(self, obs_dim: int, hidden: int, n_outputs: int):
        super().__init__()
        self.lstm = nn.LSTM(obs_dim, hidden)
        self.out = nn.Linear(hidden, n_outputs)

    def forward(self, obs_seq: torch.Tensor) -> torch.Tensor:
        """Outputs for a ``(T, obs_dim)`` episode prefix, state starting at zero."""
        h, _ = self.lstm(obs_seq.unsqueeze(1))
        return self.out(h[:, 0])


def _sigmoid(x: np.ndarray) -> np.ndarray:
    return 0.5 * (np.tanh(0.5 * x) + 1.0)


class LstmPolicy:
    """LSTM + linear output over flat θ, built from a :class:`PolicySpec` (``hidden: [H]``)."""

    def __init__(self, spec: PolicySpec, observation_space: gym.Space, action_space: gym.Space):
        if not isinstance(observation_space, gym.spaces.Box):
            raise ValueError(f"the lstm policy needs a Box observation space, got {observation_space}")
        if len(spec.hidden) != 1:
            raise ValueError(f"the lstm policy takes one hidden size (its state), got {list(spec.hidden)}")
        self.spec = spec
        self.obs_dim = int(np.prod(observation_space.shape))
        self.hidden = int(spec.hidden[0])
        self.head = ActionHead.for_space(action_space, spec.action_bins, spec.discrete_output)
        h, d, o = self.hidden, self.obs_dim, self.head.n_outputs
        self.shapes = [(4 * h, d), (4 * h, h), (4 * h,), (4 * h,), (o, h), (o,)]
        self.num_params = sum(int(np.prod(s)) for s in self.shapes)
        self.noise_dim = o if self.head.kind == "discrete" else self.head.action_dim

    def torch_module(self) -> LstmModule:
        """The same network in torch."""
        return LstmModule(self.obs_dim, self.hidden, self.head.n_outputs)

    def init_params(self, seed: int) -> np.ndarray:
        """Initial θ: torch's default init, or normc (rows of norm 1, output layer 0.01, zero biases)."""
        if self.spec.init == "normc":
            rng = np.random.default_rng(seed)
            chunks = []
            for k, shape in enumerate(self.shapes):
                if len(shape) == 1:
                    chunks.append(np.zeros(shape, np.float32))
                    continue
                chunks.append(normc_weights(rng, shape, NORMC_OUTPUT_STD if k == 4 else 1.0).ravel())
            return np.concatenate(chunks)
        return seeded_torch_params(self.torch_module, seed)

    def unflatten(self, theta: np.ndarray) -> list[np.ndarray]:
        """Views of θ in :attr:`shapes` order."""
        theta = np.asarray(theta, dtype=np.float32)
        if theta.shape != (self.num_params,):
            raise ValueError(f"θ has shape {theta.shape}, the policy needs ({self.num_params},)")
        out, offset = [], 0
        for shape in self.shapes:
            n = int(np.prod(shape))
            out.append(theta[offset : offset + n].reshape(shape))
            offset += n
        return out

    def actor(self, theta, obs_mean=None, obs_std=None) -> LstmActor:
        """A deterministic actor with its own recurrent state (zeroed by :meth:`LstmActor.reset`)."""
        return LstmActor(self, theta, obs_mean, obs_std)


class LstmActor:
    """θ, obs normalisation and the recurrent state bound into ``act(obs, noise=None)``."""

    def __init__(self, policy: LstmPolicy, theta, obs_mean=None, obs_std=None):
        if (obs_mean is None) != (obs_std is None):
            raise ValueError("observation normalisation needs both obs_mean and obs_std (or neither)")
        self.policy = policy
        w_ih, w_hh, b_ih, b_hh, self.w_out, self.b_out = policy.unflatten(
            np.array(theta, dtype=np.float32, copy=True)
        )
        # One matrix over [obs, h] and one bias: a single matmul per step.
        self.w = np.concatenate([w_ih, w_hh], axis=1)
        self.b = b_ih + b_hh
        self.obs_mean = None if obs_mean is None else np.asarray(obs_mean, np.float32).reshape(-1)
        self.obs_inv_std = None if obs_std is None else 1.0 / np.asarray(obs_std, np.float32).reshape(-1)
        self.x = np.zeros(policy.obs_dim + policy.hidden, np.float32)
        self.c = np.zeros(policy.hidden, np.float32)

    def reset(self) -> None:
        """Zero the recurrent state (start of an episode)."""
        self.x[self.policy.obs_dim :] = 0.0
        self.c[:] = 0.0

    def __call__(self, obs, noise=None):
        """The action for the next observation of the episode (updates the state)."""
        d, h = self.policy.obs_dim, self.policy.hidden
        o = np.asarray(obs, dtype=np.float32).reshape(-1)
        if self.obs_mean is not None and self.obs_inv_std is not None:  # both or neither (__init__)
            o = np.clip((o - self.obs_mean) * self.obs_inv_std, -MlpActor.OBS_CLIP, MlpActor.OBS_CLIP)
        self.x[:d] = o
        z = self.w @ self.x + self.b
        i, f, g, out_gate = _sigmoid(z[:h]), _sigmoid(z[h : 2 * h]), np.tanh(z[2 * h : 3 * h]), z[3 * h :]
        self.c = f * self.c + i * g
        self.x[d:] = _sigmoid(out_gate) * np.tanh(self.c)
        out = self.w_out @ self.x[d:] + self.b_out
        if noise is not None:
            out = out + noise
        return self.policy.head(out)
