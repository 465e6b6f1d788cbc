"""The ES's CNN trunk as an SB3 features extractor, so SB3's ``CnnPolicy`` trains the same network."""

from __future__ import annotations

import gymnasium as gym
import torch
from stable_baselines3.common.torch_layers import BaseFeaturesExtractor

from esbench.policies.cnn import AtariCnn


class EsbenchCnnExtractor(BaseFeaturesExtractor):
    """Conv trunk + fc layer of :class:`~esbench.policies.cnn.AtariCnn` (``arch``), without VBN.

    SB3 scales uint8 images to [0, 1] itself (``normalize_images``), as the ES policy does.
    """

    def __init__(self, observation_space: gym.spaces.Box, arch: str = "a3c"):
        net = AtariCnn(arch, tuple(observation_space.shape), None, vbn=False)
        super().__init__(observation_space, features_dim=net.features_dim)
        self.net = net

    def forward(self, observations: torch.Tensor) -> torch.Tensor:
        """Features of a batch of scaled frames."""
        return self.net(observations)
