"""The Atari CNN over a flat θ, with virtual batch norm (VBN) for the ES.

Architectures (``policy.cnn_arch``), input ``(4, 84, 84)`` uint8 frames divided by 255:

- ``a3c`` (default): the feed-forward network of A3C (Mnih et al. 2016) that the ES paper uses:
  conv 16@8x8/4, conv 32@4x4/2, fc 256, ReLU;
- ``nature``: the larger DQN network (Mnih et al. 2015), SB3's ``NatureCNN``: conv 32@8x8/4,
  64@4x4/2, 64@3x3/1, fc 512, ReLU (the paper reports it did better on average, §3.2).

With ``policy.vbn`` (default) every hidden layer is followed by batch norm whose statistics come
from a fixed *reference batch* of observations collected with random actions at the start of the
run, as uber-research/deep-neuroevolution's ``ESAtariPolicy`` (its ``es_distributed/policies.py``): for each θ
the reference batch is passed through the network once (layer by layer, each layer normalised
with its own batch statistics), and those statistics are then used for every step of the rollout.
The BN scale and shift (γ, β) are part of θ; the statistics are not. BN epsilon 1e-3 as there.
Actions are the argmax of the output layer (deterministic), as in ``ESAtariPolicy``.

The forward pass runs in torch (a conv net in numpy would be slow); workers use one torch thread.
"""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import torch
from torch import nn

from esbench.core.config import PolicySpec
from esbench.policies.mlp import ActionHead, load_flat, seeded_torch_params

#: ``arch -> (conv layers as (out channels, kernel, stride), fc size)``.
CNN_ARCHS: dict[str, tuple[tuple[tuple[int, int, int], ...], int]] = {
    "a3c": (((16, 8, 4), (32, 4, 2)), 256),
    "nature": (((32, 8, 4), (64, 4, 2), (64, 3, 1)), 512),
}
#: Batch-norm epsilon of deep-neuroevolution's ``ESAtariPolicy``.
VBN_EPS = 1e-3


class VirtualBatchNorm(nn.Module):
    """Batch norm with trainable γ, β and statistics fixed from a reference batch.

    In ``ref`` mode (:meth:`AtariCnn.set_reference`) it normalises with the batch's own statistics
    and stores them; otherwise it uses the stored ones.
    """

    def __init__(self, channels: int, spatial: bool):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(channels))
        self.bias = nn.Parameter(torch.zeros(channels))
        self.dims = (0, 2, 3) if spatial else (0,)
        shape = (1, channels, 1, 1) if spatial else (1, channels)
        self.register_buffer("mean", torch.zeros(shape), persistent=False)
        self.register_buffer("inv_std", torch.ones(shape), persistent=False)
        self.shape = shape
        self.ref_mode = False

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        """Normalise ``x`` (with the batch's statistics in ref mode, else the stored ones)."""
        if self.ref_mode:
            mean = x.mean(dim=self.dims, keepdim=True)
            var = x.var(dim=self.dims, keepdim=True, unbiased=False)
            self.mean = mean
            self.inv_std = torch.rsqrt(var + VBN_EPS)
        return (x - self.mean) * self.inv_std * self.weight.view(self.shape) + self.bias.view(self.shape)


class AtariCnn(nn.Module):
    """Conv trunk (+ optional VBN) and a linear output layer; ``trunk`` alone is the SB3 extractor."""

    def __init__(self, arch: str, in_shape: tuple[int, ...], n_outputs: int | None, vbn: bool):
        super().__init__()
        convs, fc = CNN_ARCHS[arch]
        layers: list[nn.Module] = []
        channels = in_shape[0]
        for out_channels, kernel, stride in convs:
            layers.append(nn.Conv2d(channels, out_channels, kernel, stride))
            if vbn:
                layers.append(VirtualBatchNorm(out_channels, spatial=True))
            layers.append(nn.ReLU())
            channels = out_channels
        layers.append(nn.Flatten())
        conv = nn.Sequential(*layers)
        with torch.no_grad():
            flat = conv(torch.zeros(1, *in_shape)).shape[1]
        layers.append(nn.Linear(flat, fc))
        if vbn:
            layers.append(VirtualBatchNorm(fc, spatial=False))
        layers.append(nn.ReLU())
        self.trunk = nn.Sequential(*layers)
        self.features_dim = fc
        self.out = nn.Linear(fc, n_outputs) if n_outputs else None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        """Outputs for a batch of frames already scaled to [0, 1]."""
        h = self.trunk(x)
        return self.out(h) if self.out is not None else h

    def set_reference(self, ref_batch: torch.Tensor) -> None:
        """Compute and store every VBN layer's statistics from the (scaled) reference batch."""
        vbns = [m for m in self.modules() if isinstance(m, VirtualBatchNorm)]
        for m in vbns:
            m.ref_mode = True
        try:
            with torch.no_grad():
                self.trunk(ref_batch)
        finally:
            for m in vbns:
                m.ref_mode = False


def scale_frames(obs) -> torch.Tensor:
    """uint8 frames (one or a batch) as a float batch in [0, 1] (a new tensor: the input is never changed)."""
    x = torch.as_tensor(np.asarray(obs)).to(torch.float32) / 255.0
    return x.unsqueeze(0) if x.dim() == 3 else x


class CnnPolicy:
    """The CNN over a flat θ (float32): ``num_params``, ``init_params``, ``actor`` like :class:`MlpPolicy`."""

    def __init__(
        self,
        spec: PolicySpec,
        observation_space: gym.Space,
        action_space: gym.Space,
        ref_batch: np.ndarray | None = None,
    ):
        if not isinstance(observation_space, gym.spaces.Box) or len(observation_space.shape) != 3:
            raise ValueError(f"the cnn policy needs image observations (C, H, W), got {observation_space}")
        if spec.vbn and ref_batch is None:
            raise ValueError("the cnn policy with vbn needs a reference batch of observations")
        self.spec = spec
        self.head = ActionHead.for_space(action_space, spec.action_bins, spec.discrete_output)
        self.in_shape = tuple(int(n) for n in observation_space.shape)
        self.module = AtariCnn(spec.cnn_arch, self.in_shape, self.head.n_outputs, spec.vbn)
        self.module.requires_grad_(False)
        self.bound_to: object | None = None
        """The actor whose θ is loaded in ``module`` (actors share the one network)."""
        self.num_params = sum(p.numel() for p in self.module.parameters())
        self.ref_batch = None if ref_batch is None else scale_frames(ref_batch)

    def init_params(self, seed: int) -> np.ndarray:
        """Initial θ from ``seed`` (torch's default init; VBN γ = 1, β = 0)."""
        return seeded_torch_params(
            lambda: AtariCnn(self.spec.cnn_arch, self.in_shape, self.head.n_outputs, self.spec.vbn), seed
        )

    def bind(self, theta: np.ndarray, owner: object) -> None:
        """Load θ into the network for ``owner`` and, with VBN, compute the reference statistics for it."""
        load_flat(self.module, theta)
        if self.spec.vbn:
            assert self.ref_batch is not None  # __init__ refuses vbn without a reference batch
            self.module.set_reference(self.ref_batch)
        self.bound_to = owner

    def outputs(self, obs) -> np.ndarray:
        """The output layer for one observation with the bound θ."""
        with torch.no_grad():
            return self.module(scale_frames(obs))[0].numpy()

    def actor(self, theta, obs_mean=None, obs_std=None) -> CnnActor:
        """The deterministic actor (argmax). Observation statistics are ignored: VBN normalises."""
        return CnnActor(self, theta)


class CnnActor:
    """θ bound into an ``obs -> action`` callable (stateless)."""

    def __init__(self, policy: CnnPolicy, theta):
        self.policy = policy
        self.theta = np.array(theta, dtype=np.float32, copy=True)

    def reset(self) -> None:
        """Feed-forward: nothing to reset (θ is bound on first use)."""

    def __call__(self, obs, noise=None):
        """The action for one observation (``noise``: optional action-noise row added to the outputs)."""
        if self.policy.bound_to is not self:
            # The network is shared by the policy's actors: (re)bind this θ when another was loaded.
            self.policy.bind(self.theta, self)
        out = self.policy.outputs(obs)
        if noise is not None:
            out = out + noise
        return self.policy.head(out)
