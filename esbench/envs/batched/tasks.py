"""Gymnasium 1.4's six MuJoCo v5 tasks, per row of a batch: reset noise, observation, reward, termination.

Each task is a frozen dataclass whose fields are the gymnasium constructor's keyword arguments with
gymnasium's DEFAULT values (``tests/envs/batched/test_identity.py`` checks them against the
constructors), and whose methods repeat gymnasium's arithmetic operation for operation, on
``(n, ...)`` arrays instead of one simulation's: the same operands, the same order, the same dtypes,
so that every element is bit-identical to gymnasium's scalar result. Where numpy's vectorised form
of an operation rounds differently from the scalar one gymnasium uses, the scalar one is kept
(:func:`scalar_square`; the sines and cosines of contiguous rows).
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar, NamedTuple

import numpy as np


class Rows(NamedTuple):
    """The simulations' state and derived fields after a step or reset, one row per simulation."""

    qpos: np.ndarray  # (n, nq)
    qvel: np.ndarray  # (n, nv)
    derived: dict[str, np.ndarray]  # the task's ``derived`` fields, (n, ...)


def scalar_square(values: np.ndarray) -> np.ndarray:
    """``v ** 2`` of each element ``v`` as a numpy float64 *scalar*, as gymnasium squares it.

    A numpy scalar's power calls C ``pow(v, 2.0)``, which glibc does not round correctly: for about
    0.1% of values it is one ulp away from ``v * v``, which numpy's array ``values ** 2`` (and
    ``np.power``) compute. So the batch squares scalars too, one per row (a few per step).
    """
    return np.fromiter((v**2 for v in values), np.float64, count=values.size)


def ctrl_cost(weight: float, actions: np.ndarray) -> np.ndarray:
    """``weight * np.sum(np.square(action))`` per row, in the actions' dtype, as gymnasium's.

    A float32 action gives a float32 cost (NEP 50: a Python float does not widen it), as in
    gymnasium; the row sums take numpy's reduction of each row, as gymnasium's 1-d sum does.
    """
    return weight * np.square(actions).sum(axis=1)


def uniform_noise(rng: np.random.Generator, scale: float, size: int) -> np.ndarray:
    """Gymnasium's ``np_random.uniform(low=-scale, high=scale, size=size)``."""
    noise_low = -scale
    noise_high = scale
    return rng.uniform(low=noise_low, high=noise_high, size=size)


@dataclasses.dataclass(frozen=True, kw_only=True)
class Task:
    """One env's rules; subclasses hold gymnasium's default keyword arguments as fields."""

    xml_file: str
    frame_skip: int
    reset_noise_scale: float
    #: MjData fields the observation or reward reads besides qpos and qvel (bound in the batch).
    derived: ClassVar[tuple[str, ...]] = ()

    def reset_state(
        self, rng: np.random.Generator, init_qpos: np.ndarray, init_qvel: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray]:
        """``reset_model``'s qpos and qvel: its draws from ``rng``, in its order."""
        qpos = init_qpos + uniform_noise(rng, self.reset_noise_scale, init_qpos.size)
        qvel = init_qvel + uniform_noise(rng, self.reset_noise_scale, init_qvel.size)
        return qpos, qvel

    def observe(self, rows: Rows) -> np.ndarray:
        """``_get_obs`` of each row, ``(n, obs_dim)`` float64."""
        raise NotImplementedError

    def outcome(
        self, qpos_before: np.ndarray, rows: Rows, actions: np.ndarray, dt: float
    ) -> tuple[np.ndarray, np.ndarray]:
        """``step``'s reward (float64) and terminated (bool) of each row, ``(n,)`` each."""
        raise NotImplementedError


@dataclasses.dataclass(frozen=True, kw_only=True)
class _Locomotion(Task):
    """The forward-running tasks: forward reward from the x velocity minus the control cost."""

    forward_reward_weight: float = 1.0
    ctrl_cost_weight: float
    exclude_current_positions_from_observation: bool = True
    #: qpos entries an excluded position drops (x; Swimmer: x and y).
    skipped_qpos: ClassVar[int] = 1
    #: Hopper and Walker2d clip the observed velocities to [-10, 10].
    clip_qvel: ClassVar[bool] = False

    def observe(self, rows: Rows) -> np.ndarray:
        """Positions (without the skipped ones), then velocities (clipped for Hopper, Walker2d)."""
        position = rows.qpos
        if self.exclude_current_positions_from_observation:
            position = position[:, self.skipped_qpos :]
        velocity = np.clip(rows.qvel, -10, 10) if self.clip_qvel else rows.qvel
        return np.concatenate((position, velocity), axis=1)

    def forward_reward(self, qpos_before: np.ndarray, rows: Rows, dt: float) -> np.ndarray:
        """``forward_reward_weight * (x_after - x_before) / dt``."""
        x_velocity = (rows.qpos[:, 0] - qpos_before[:, 0]) / dt
        return self.forward_reward_weight * x_velocity

    def outcome(
        self, qpos_before: np.ndarray, rows: Rows, actions: np.ndarray, dt: float
    ) -> tuple[np.ndarray, np.ndarray]:
        """``forward_reward - ctrl_cost``; never terminated."""
        reward = self.forward_reward(qpos_before, rows, dt) - ctrl_cost(self.ctrl_cost_weight, actions)
        return reward, np.zeros(len(reward), dtype=bool)


@dataclasses.dataclass(frozen=True, kw_only=True)
class HalfCheetah(_Locomotion):
    """HalfCheetah-v5 (``half_cheetah_v5.HalfCheetahEnv``)."""

    xml_file: str = "half_cheetah.xml"
    frame_skip: int = 5
    ctrl_cost_weight: float = 0.1
    reset_noise_scale: float = 0.1

    def reset_state(
        self, rng: np.random.Generator, init_qpos: np.ndarray, init_qvel: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray]:
        """Uniform qpos noise, then Gaussian qvel noise (``scale * standard_normal``)."""
        qpos = init_qpos + uniform_noise(rng, self.reset_noise_scale, init_qpos.size)
        qvel = init_qvel + self.reset_noise_scale * rng.standard_normal(init_qvel.size)
        return qpos, qvel


@dataclasses.dataclass(frozen=True, kw_only=True)
class Swimmer(_Locomotion):
    """Swimmer-v5 (``swimmer_v5.SwimmerEnv``): the reward's velocity is x's, of the (x, y) pair."""

    xml_file: str = "swimmer.xml"
    frame_skip: int = 4
    ctrl_cost_weight: float = 1e-4
    reset_noise_scale: float = 0.1
    skipped_qpos: ClassVar[int] = 2


@dataclasses.dataclass(frozen=True, kw_only=True)
class _Walker(_Locomotion):
    """Hopper and Walker2d: a healthy reward, and termination when unhealthy."""

    ctrl_cost_weight: float = 1e-3
    healthy_reward: float = 1.0
    terminate_when_unhealthy: bool = True
    reset_noise_scale: float = 5e-3
    clip_qvel: ClassVar[bool] = True

    def is_healthy(self, rows: Rows) -> np.ndarray:
        """Gymnasium's ``is_healthy`` per row."""
        raise NotImplementedError

    def outcome(
        self, qpos_before: np.ndarray, rows: Rows, actions: np.ndarray, dt: float
    ) -> tuple[np.ndarray, np.ndarray]:
        """``(forward_reward + is_healthy * healthy_reward) - ctrl_cost``; terminated when unhealthy."""
        healthy = self.is_healthy(rows)
        rewards = self.forward_reward(qpos_before, rows, dt) + healthy * self.healthy_reward
        reward = rewards - ctrl_cost(self.ctrl_cost_weight, actions)
        terminated = ~healthy & self.terminate_when_unhealthy
        return reward, terminated


def _between(low: float, values: np.ndarray, high: float) -> np.ndarray:
    """``low < values < high`` elementwise (False for NaN, as Python's chained comparison)."""
    return (low < values) & (values < high)


@dataclasses.dataclass(frozen=True, kw_only=True)
class Hopper(_Walker):
    """Hopper-v5 (``hopper_v5.HopperEnv``)."""

    xml_file: str = "hopper.xml"
    frame_skip: int = 4
    healthy_state_range: tuple[float, float] = (-100.0, 100.0)
    healthy_z_range: tuple[float, float] = (0.7, float("inf"))
    healthy_angle_range: tuple[float, float] = (-0.2, 0.2)

    def is_healthy(self, rows: Rows) -> np.ndarray:
        """State (qpos[2:], qvel) inside the state range, z and angle inside theirs."""
        state = np.concatenate((rows.qpos, rows.qvel), axis=1)[:, 2:]
        min_state, max_state = self.healthy_state_range
        healthy_state = np.all(np.logical_and(min_state < state, state < max_state), axis=1)
        healthy_z = _between(self.healthy_z_range[0], rows.qpos[:, 1], self.healthy_z_range[1])
        healthy_angle = _between(self.healthy_angle_range[0], rows.qpos[:, 2], self.healthy_angle_range[1])
        return healthy_state & healthy_z & healthy_angle


@dataclasses.dataclass(frozen=True, kw_only=True)
class Walker2d(_Walker):
    """Walker2d-v5 (``walker2d_v5.Walker2dEnv``; the model ``walker2d_v5.xml``)."""

    xml_file: str = "walker2d_v5.xml"
    frame_skip: int = 4
    healthy_z_range: tuple[float, float] = (0.8, 2.0)
    healthy_angle_range: tuple[float, float] = (-1.0, 1.0)

    def is_healthy(self, rows: Rows) -> np.ndarray:
        """z and angle inside their ranges."""
        healthy_z = _between(self.healthy_z_range[0], rows.qpos[:, 1], self.healthy_z_range[1])
        healthy_angle = _between(self.healthy_angle_range[0], rows.qpos[:, 2], self.healthy_angle_range[1])
        return healthy_z & healthy_angle


@dataclasses.dataclass(frozen=True, kw_only=True)
class InvertedPendulum(Task):
    """InvertedPendulum-v5 (``inverted_pendulum_v5.InvertedPendulumEnv``)."""

    xml_file: str = "inverted_pendulum.xml"
    frame_skip: int = 2
    reset_noise_scale: float = 0.01

    def observe(self, rows: Rows) -> np.ndarray:
        """qpos, then qvel."""
        return np.concatenate((rows.qpos, rows.qvel), axis=1)

    def outcome(
        self, qpos_before: np.ndarray, rows: Rows, actions: np.ndarray, dt: float
    ) -> tuple[np.ndarray, np.ndarray]:
        """1.0 while the pole is within 0.2 rad and the observation finite; then terminated."""
        observation = self.observe(rows)
        terminated = ~np.isfinite(observation).all(axis=1) | (np.abs(observation[:, 1]) > 0.2)
        # gymnasium's reward is the Python int ``int(not terminated)``; here its float64 value
        return (~terminated).astype(np.float64), terminated


@dataclasses.dataclass(frozen=True, kw_only=True)
class InvertedDoublePendulum(Task):
    """InvertedDoublePendulum-v5 (``inverted_double_pendulum_v5.InvertedDoublePendulumEnv``).

    Reads the tip site's position (``site_xpos``, as after the last substep's kinematics, like
    gymnasium's MjData after ``mj_step``) and the constraint forces (``qfrc_constraint``).
    """

    xml_file: str = "inverted_double_pendulum.xml"
    frame_skip: int = 5
    healthy_reward: float = 10.0
    reset_noise_scale: float = 0.1
    derived: ClassVar[tuple[str, ...]] = ("site_xpos", "qfrc_constraint")

    def reset_state(
        self, rng: np.random.Generator, init_qpos: np.ndarray, init_qvel: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray]:
        """Uniform qpos noise, then Gaussian qvel noise (``standard_normal * scale``)."""
        qpos = init_qpos + uniform_noise(rng, self.reset_noise_scale, init_qpos.size)
        qvel = init_qvel + rng.standard_normal(init_qvel.size) * self.reset_noise_scale
        return qpos, qvel

    def observe(self, rows: Rows) -> np.ndarray:
        """Cart x, sines and cosines of the hinges, clipped qvel, the first clipped constraint force."""
        # a contiguous copy, as gymnasium's qpos[1:]: numpy's SIMD sin/cos serve contiguous arrays
        angles = np.ascontiguousarray(rows.qpos[:, 1:])
        return np.concatenate(
            (
                rows.qpos[:, :1],
                np.sin(angles),
                np.cos(angles),
                np.clip(rows.qvel, -10, 10),
                np.clip(rows.derived["qfrc_constraint"], -10, 10)[:, :1],
            ),
            axis=1,
        )

    def outcome(
        self, qpos_before: np.ndarray, rows: Rows, actions: np.ndarray, dt: float
    ) -> tuple[np.ndarray, np.ndarray]:
        """``alive_bonus - dist_penalty - vel_penalty``; terminated when the tip is at y <= 1."""
        site = rows.derived["site_xpos"][:, 0]
        x, y = site[:, 0], site[:, 2]
        terminated = y <= 1
        v1, v2 = rows.qvel[:, 1], rows.qvel[:, 2]
        dist_penalty = 0.01 * scalar_square(x) + scalar_square(y - 2)
        vel_penalty = 1e-3 * scalar_square(v1) + 5e-3 * scalar_square(v2)
        alive_bonus = self.healthy_reward * ~terminated
        return alive_bonus - dist_penalty - vel_penalty, terminated


#: The batched env ids and their tasks with gymnasium's default keyword arguments.
TASKS: dict[str, Task] = {
    "HalfCheetah-v5": HalfCheetah(),
    "Hopper-v5": Hopper(),
    "Walker2d-v5": Walker2d(),
    "Swimmer-v5": Swimmer(),
    "InvertedPendulum-v5": InvertedPendulum(),
    "InvertedDoublePendulum-v5": InvertedDoublePendulum(),
}
