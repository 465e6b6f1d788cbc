"""The MLP policy of the paper (2x64 tanh by default) as a flat parameter vector θ.

One network definition, two executions that give the same numbers:

- :meth:`MlpPolicy.torch_module` builds the ``torch.nn.Sequential`` (the "same torch network" the
  other algorithms train), whose ``parameters()`` order defines the layout of θ;
- :meth:`MlpPolicy.forward` evaluates θ on one observation with plain numpy. For a 2x64 MLP a
  torch call per env step costs about as much as a MuJoCo step, so ES and Nevergrad rollouts use
  this path (no per-step framework overhead). ``tests/policies`` checks both agree.

Torch is imported only by the functions that need it (:meth:`MlpPolicy.torch_module`, torch's
default init, :func:`flatten_module`, :func:`load_flat`), so a rollout worker playing a numpy MLP
never imports torch (a Ray worker that does costs ~250 MB more; ``tests/backends/test_light_workers.py``).

Outputs are mapped to actions by :class:`ActionHead`: argmax for discrete actions, a linear
continuous output clipped to the action bounds (with ``discrete_output`` k: floor(k·tanh x)/k first,
GoodAI's "discrete" output), or ``action_bins`` per dimension (argmax over the bins, mapped linearly
onto [low, high]) as the reference code's ``ac_bins: uniform:N``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

import gymnasium as gym
import numpy as np

from esbench.core.config import PolicySpec

if TYPE_CHECKING:
    from torch import nn

_NUMPY_ACTIVATIONS: dict[str, Callable[[np.ndarray], np.ndarray]] = {
    "tanh": np.tanh,
    "relu": lambda x: np.maximum(x, 0.0),
    "elu": lambda x: np.where(x > 0, x, np.expm1(np.minimum(x, 0.0))),
}
_TORCH_ACTIVATIONS = {"tanh": "Tanh", "relu": "ReLU", "elu": "ELU"}


def torch_activation(name: str) -> type[nn.Module]:
    """The torch module class of activation ``name`` (tanh, relu, elu); imports torch."""
    from torch import nn

    return getattr(nn, _TORCH_ACTIVATIONS[name])


@dataclasses.dataclass(frozen=True, kw_only=True)
class ActionHead:
    """How network outputs become env actions."""

    kind: str
    """``discrete`` (argmax), ``continuous`` (linear, clipped to bounds) or ``bins``."""
    n_outputs: int
    """Width of the network's output layer."""
    action_dim: int = 1
    bins: int = 0
    low: np.ndarray | None = None
    high: np.ndarray | None = None
    levels: int = 0
    """Continuous head: k > 0 maps each output to floor(k·tanh x)/k before clipping (0: linear)."""

    @classmethod
    def for_space(
        cls, space: gym.Space, action_bins: int | None, discrete_output: int | None = None
    ) -> ActionHead:
        """The head for an action space (Discrete or bounded Box); ``discrete_output`` applies to a
        Box without ``action_bins``."""
        if isinstance(space, gym.spaces.Discrete):
            return cls(kind="discrete", n_outputs=int(space.n))
        if isinstance(space, gym.spaces.Box):
            dim = int(np.prod(space.shape))
            low = np.asarray(space.low, dtype=np.float32).reshape(-1)
            high = np.asarray(space.high, dtype=np.float32).reshape(-1)
            if action_bins:
                if not (np.all(np.isfinite(low)) and np.all(np.isfinite(high))):
                    raise ValueError("action_bins needs an action space with finite bounds")
                return cls(
                    kind="bins",
                    n_outputs=dim * action_bins,
                    action_dim=dim,
                    bins=action_bins,
                    low=low,
                    high=high,
                )
            return cls(
                kind="continuous",
                n_outputs=dim,
                action_dim=dim,
                low=low,
                high=high,
                levels=int(discrete_output or 0),
            )
        raise ValueError(f"unsupported action space {space}")

    def bounds(self) -> tuple[np.ndarray, np.ndarray]:
        """``(low, high)`` of a continuous or binned head (:class:`ValueError` for a head without them)."""
        if self.low is None or self.high is None:
            raise ValueError(f"a {self.kind} action head has no action bounds")
        return self.low, self.high

    def __call__(self, out: np.ndarray):
        """Map one output vector to an action."""
        if self.kind == "discrete":
            return int(np.argmax(out))
        if self.kind == "bins":
            low, high = self.bounds()
            index = np.argmax(out.reshape(self.action_dim, self.bins), axis=1)
            return (low + (high - low) * index / (self.bins - 1)).astype(np.float32)
        if self.levels:
            out = discretise(np.array(out, np.float32), self.levels)
        # Departure from the reference (no clipping there): out-of-bound actions are clipped so
        # every env, including ones that do not clip internally, sees a valid action.
        return np.clip(out, self.low, self.high).astype(np.float32)


def discretise(out: np.ndarray, levels: int) -> np.ndarray:
    """floor(levels·tanh x)/levels of a float32 array, in place (GoodAI's "discrete" output)."""
    np.tanh(out, out=out)
    out *= levels
    np.floor(out, out=out)
    out /= levels
    return out


class MlpPolicy:
    """An MLP over flat parameters θ (float32), built from a :class:`PolicySpec` and the env spaces."""

    def __init__(self, spec: PolicySpec, observation_space: gym.Space, action_space: gym.Space):
        if not isinstance(observation_space, gym.spaces.Box):
            raise ValueError(f"the mlp policy needs a Box observation space, got {observation_space}")
        self.spec = spec
        self.obs_dim = int(np.prod(observation_space.shape))
        self.head = ActionHead.for_space(action_space, spec.action_bins, spec.discrete_output)
        sizes = [self.obs_dim, *spec.hidden, self.head.n_outputs]
        self.shapes = [(sizes[i + 1], sizes[i]) for i in range(len(sizes) - 1)]
        self.num_params = sum(o * i + o for o, i in self.shapes)
        self._activation = _NUMPY_ACTIVATIONS[spec.activation]

    def torch_module(self) -> nn.Sequential:
        """The same network as a torch module (parameter order = layout of θ)."""
        from torch import nn

        layers: list[nn.Module] = []
        for k, (out_dim, in_dim) in enumerate(self.shapes):
            layers.append(nn.Linear(in_dim, out_dim))
            if k < len(self.shapes) - 1:
                layers.append(torch_activation(self.spec.activation)())
        return nn.Sequential(*layers)

    def init_params(self, seed: int) -> np.ndarray:
        """Initial θ from ``seed``: torch's default init, or normc (reference code) if the spec says so."""
        if self.spec.init == "normc":
            rng = np.random.default_rng(seed)
            chunks = []
            for k, (out_dim, in_dim) in enumerate(self.shapes):
                std = NORMC_OUTPUT_STD if k == len(self.shapes) - 1 else 1.0
                chunks += [normc_weights(rng, (out_dim, in_dim), std).ravel(), np.zeros(out_dim, np.float32)]
            return np.concatenate(chunks)
        return seeded_torch_params(self.torch_module, seed)

    def unflatten(self, theta: np.ndarray) -> list[tuple[np.ndarray, np.ndarray]]:
        """Views of θ as ``[(W, b), ...]`` per layer (no copies)."""
        theta = np.asarray(theta, dtype=np.float32)
        if theta.shape != (self.num_params,):
            raise ValueError(f"θ has shape {theta.shape}, the policy needs ({self.num_params},)")
        layers, offset = [], 0
        for out_dim, in_dim in self.shapes:
            w = theta[offset : offset + out_dim * in_dim].reshape(out_dim, in_dim)
            offset += out_dim * in_dim
            b = theta[offset : offset + out_dim]
            offset += out_dim
            layers.append((w, b))
        return layers

    def forward(self, layers: list[tuple[np.ndarray, np.ndarray]], obs: np.ndarray) -> np.ndarray:
        """Network output for one (already normalised) observation, in numpy."""
        h = np.asarray(obs, dtype=np.float32).reshape(-1)
        last = len(layers) - 1
        for k, (w, b) in enumerate(layers):
            h = w @ h + b
            if k < last:
                h = self._activation(h)
        return h

    def actor(self, theta: np.ndarray, obs_mean: np.ndarray | None = None, obs_std: np.ndarray | None = None):
        """A deterministic :class:`~esbench.core.metrics.Actor` for θ (optionally with obs normalisation)."""
        return MlpActor(self, theta, obs_mean, obs_std)


class MlpActor:
    """θ and (optional) observation normalisation bound into an ``obs -> action`` callable."""

    #: Normalised observations are clipped to this range, as in the reference code.
    OBS_CLIP = 5.0

    def __init__(
        self,
        policy: MlpPolicy,
        theta,
        obs_mean=None,
        obs_std=None,
        action_noise_std: float = 0.0,
        rng: np.random.Generator | None = None,
    ):
        self.policy = policy
        self.layers = policy.unflatten(np.array(theta, dtype=np.float32, copy=True))
        self.obs_mean = None if obs_mean is None else np.asarray(obs_mean, np.float32)
        self.obs_inv_std = None if obs_std is None else 1.0 / np.asarray(obs_std, np.float32)
        self.action_noise_std = action_noise_std
        self.rng = rng

    def reset(self) -> None:
        """Stateless: nothing to reset."""

    def __call__(self, obs):
        """The action for one observation."""
        obs = np.asarray(obs, dtype=np.float32).reshape(-1)
        if self.obs_mean is not None:
            obs = np.clip((obs - self.obs_mean) * self.obs_inv_std, -self.OBS_CLIP, self.OBS_CLIP)
        out = self.policy.forward(self.layers, obs)
        if self.action_noise_std and self.rng is not None:
            out = out + self.action_noise_std * self.rng.standard_normal(out.shape).astype(np.float32)
        return self.policy.head(out)


#: normc's row norm for a network's output layer (hidden layers: 1.0), as in the reference code.
NORMC_OUTPUT_STD = 0.01


def normc_weights(rng: np.random.Generator, shape: tuple[int, ...], std: float) -> np.ndarray:
    """The reference code's normc init: Gaussian rows rescaled to norm ``std`` (float32)."""
    w = rng.standard_normal(shape).astype(np.float32)
    w *= std / np.sqrt(np.square(w).sum(axis=1, keepdims=True))
    return w


def seeded_torch_params(make_module, seed: int) -> np.ndarray:
    """θ of ``make_module()`` built under ``torch.manual_seed(seed)`` (torch's default init).

    Torch's global RNG state is restored afterwards, so building a policy never changes other draws.
    """
    import torch

    state = torch.random.get_rng_state()
    try:
        torch.manual_seed(seed)
        module = make_module()
    finally:
        torch.random.set_rng_state(state)
    return flatten_module(module)


def flatten_module(module: nn.Module) -> np.ndarray:
    """θ of a torch module: its parameters concatenated in ``parameters()`` order, as float32."""
    import torch

    with torch.no_grad():
        return torch.cat([p.detach().reshape(-1) for p in module.parameters()]).numpy().astype(np.float32)


def load_flat(module: nn.Module, theta: np.ndarray) -> None:
    """Copy θ into a torch module's parameters (inverse of :func:`flatten_module`)."""
    import torch

    theta_t = torch.as_tensor(np.asarray(theta, dtype=np.float32))
    offset = 0
    with torch.no_grad():
        for p in module.parameters():
            n = p.numel()
            p.copy_(theta_t[offset : offset + n].view_as(p))
            offset += n
    if offset != theta_t.numel():
        raise ValueError(f"θ has {theta_t.numel()} values, the module {offset}")
