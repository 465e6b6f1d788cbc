"""Adam and SGD with momentum, as in the reference ``optimizers.py`` (θ and moments in float32).

``update(theta, grad)`` returns the new θ and the update ratio ‖step‖/‖θ‖. The ES passes
``grad = −ĝ + l2coeff · θ`` (coupled L2, not AdamW), see :mod:`esbench.es.update`.
"""

from __future__ import annotations

import numpy as np


class Optimizer:
    """Base: keeps the step count ``t``; subclasses compute the step from the gradient."""

    def __init__(self, dim: int):
        self.dim = int(dim)
        self.t = 0

    def update(self, theta: np.ndarray, grad: np.ndarray) -> tuple[np.ndarray, float]:
        """One step: return (θ + step, ‖step‖ / ‖θ‖)."""
        self.t += 1
        step = self._compute_step(np.asarray(grad, dtype=np.float32))
        theta = np.asarray(theta, dtype=np.float32)
        with np.errstate(divide="ignore", invalid="ignore"):
            ratio = float(np.linalg.norm(step) / np.linalg.norm(theta))
        return (theta + step).astype(np.float32), ratio

    def _compute_step(self, grad: np.ndarray) -> np.ndarray:
        raise NotImplementedError

    def state_dict(self) -> dict[str, np.ndarray | int]:
        """Everything needed to continue (for checkpoints)."""
        return {"t": self.t}

    def load_state_dict(self, state: dict) -> None:
        """Restore from :meth:`state_dict`."""
        self.t = int(state["t"])


class Adam(Optimizer):
    """Adam with the bias correction folded into the step size (reference code)."""

    def __init__(
        self,
        dim: int,
        stepsize: float = 0.01,
        beta1: float = 0.9,
        beta2: float = 0.999,
        epsilon: float = 1e-8,
    ):
        super().__init__(dim)
        self.stepsize, self.beta1, self.beta2, self.epsilon = stepsize, beta1, beta2, epsilon
        self.m: np.ndarray = np.zeros(self.dim, dtype=np.float32)
        self.v: np.ndarray = np.zeros(self.dim, dtype=np.float32)

    def _compute_step(self, grad: np.ndarray) -> np.ndarray:
        a = self.stepsize * np.sqrt(1 - self.beta2**self.t) / (1 - self.beta1**self.t)
        self.m = self.beta1 * self.m + (1 - self.beta1) * grad
        self.v = self.beta2 * self.v + (1 - self.beta2) * (grad * grad)
        return (-a * self.m / (np.sqrt(self.v) + self.epsilon)).astype(np.float32)

    def state_dict(self) -> dict[str, np.ndarray | int]:
        """Step count and both moments."""
        return {"t": self.t, "m": self.m.copy(), "v": self.v.copy()}

    def load_state_dict(self, state: dict) -> None:
        """Restore step count and moments."""
        super().load_state_dict(state)
        self.m = np.asarray(state["m"], dtype=np.float32).copy()
        self.v = np.asarray(state["v"], dtype=np.float32).copy()


class SGD(Optimizer):
    """SGD with momentum: ``v = μ v + (1 − μ) g``, ``step = −lr v`` (reference code)."""

    def __init__(self, dim: int, stepsize: float = 0.01, momentum: float = 0.9):
        super().__init__(dim)
        self.stepsize, self.momentum = stepsize, momentum
        self.v: np.ndarray = np.zeros(self.dim, dtype=np.float32)

    def _compute_step(self, grad: np.ndarray) -> np.ndarray:
        self.v = self.momentum * self.v + (1.0 - self.momentum) * grad
        return (-self.stepsize * self.v).astype(np.float32)

    def state_dict(self) -> dict[str, np.ndarray | int]:
        """Step count and velocity."""
        return {"t": self.t, "v": self.v.copy()}

    def load_state_dict(self, state: dict) -> None:
        """Restore step count and velocity."""
        super().load_state_dict(state)
        self.v = np.asarray(state["v"], dtype=np.float32).copy()
