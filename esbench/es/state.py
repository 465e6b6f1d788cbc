"""The ES state on the driver: θ, optimizer, observation statistics, episode cap and generation.

The state is also what the ES checkpoints: :meth:`ESState.state_dict` gives it as a plain dict of
arrays and numbers and :meth:`ESState.load_state_dict` restores it exactly; the file it is written to
is the runner's (:mod:`esbench.runners.openai_es.resume`, in the shared format of
:mod:`esbench.runners.checkpoints`). No RNG state is needed: every random draw of a generation derives
from (run seed, generation, pair).
"""

from __future__ import annotations

import dataclasses

import numpy as np

from esbench.es.episode_cap import EpisodeCap
from esbench.es.obstat import RunningStat
from esbench.es.optimizers import SGD, Adam, Optimizer


@dataclasses.dataclass(frozen=True, kw_only=True)
class UpdateConfig:
    """The hyperparameters of the driver-side update."""

    fitness_shaping: str = "centered_rank"
    """``centered_rank`` (reference ``return_proc_mode``) or ``none``."""
    l2coeff: float = 0.005
    """Coupled L2: the optimizer sees ``−ĝ + l2coeff · θ``."""
    optimizer: str = "adam"
    """``adam`` or ``sgd`` (with momentum)."""
    stepsize: float = 0.01
    """Learning rate of either optimizer."""
    beta1: float = 0.9
    """Adam β1."""
    beta2: float = 0.999
    """Adam β2."""
    epsilon: float = 1e-8
    """Adam ε (added to √v)."""
    momentum: float = 0.9
    """SGD momentum."""

    def make_optimizer(self, dim: int) -> Optimizer:
        """A fresh optimizer for ``dim`` parameters."""
        if self.optimizer == "adam":
            return Adam(dim, self.stepsize, self.beta1, self.beta2, self.epsilon)
        if self.optimizer == "sgd":
            return SGD(dim, self.stepsize, self.momentum)
        raise ValueError(f"unknown optimizer '{self.optimizer}' (adam | sgd)")


@dataclasses.dataclass(kw_only=True)
class ESState:
    """Everything the ES driver carries from one generation to the next (and checkpoints)."""

    theta: np.ndarray
    optimizer: Optimizer
    obstat: RunningStat
    cap: EpisodeCap
    generation: int = 0

    @classmethod
    def create(
        cls, theta: np.ndarray, obs_shape: tuple[int, ...], config: UpdateConfig, cap: EpisodeCap
    ) -> ESState:
        """The initial state for θ₀."""
        theta = np.asarray(theta, dtype=np.float32).copy()
        return cls(
            theta=theta, optimizer=config.make_optimizer(theta.size), obstat=RunningStat(obs_shape), cap=cap
        )

    def state_dict(self) -> dict:
        """A plain dict of arrays and numbers (see :meth:`load_state_dict`)."""
        return {
            "theta": self.theta.copy(),
            "optimizer": self.optimizer.state_dict(),
            "obstat": self.obstat.state_dict(),
            "cap_limit": self.cap.limit,
            "generation": self.generation,
        }

    def load_state_dict(self, state: dict) -> None:
        """Restore θ, optimizer, obs statistics, episode cap and generation."""
        self.theta = np.asarray(state["theta"], dtype=np.float32).copy()
        self.optimizer.load_state_dict(state["optimizer"])
        self.obstat.load_state_dict(state["obstat"])
        limit = state["cap_limit"]
        self.cap.limit = None if limit is None else int(limit)
        self.generation = int(state["generation"])
