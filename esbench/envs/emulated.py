"""``esbench/Emulated-v0``: an env whose steps cost wall time and no computation, for measuring coordination.

Each step costs ``step_cost_s`` seconds of wall time (default 6 ms, so a 10-step episode costs about
what a 1,000-step HalfCheetah-v5 episode with the 2x64 MLP costs on the development machine, policy
included: 43 ms idle, ~100 ms busy; 60 ms typical) and does no simulation work, so a process playing
it holds no core while it waits.

Steps are paced by one clock per process, as a simulator's steps share the process's one core:
every step of every emulated env in the process (a worker plays up to 8 episodes in lockstep, one
env each) is due ``step_cost_s`` after the previous one was due, and sleeps until then. So a
worker's own per-step work between two steps (the policy, the wrappers, the observation statistics)
is inside the set cost, as it is inside the HalfCheetah episode time the default stands for, instead
of adding to it, and envs stepped in lockstep cost one after the other, as real ones do. A step
called more than ``step_cost_s`` after the previous one was due (the first of a request, after the
worker waited for the driver; or a worker too slow to keep up) starts a new stretch: due
``step_cost_s`` from now. (Departure from a plain ``sleep(step_cost_s)`` per step, which made 64
workers' Python work on 2 cores part of the "ideal" time's shortfall: that measures the machine, not
the coordination.) Many rollout workers
then fit on one machine, and the ES's coordination (dispatching requests, gathering results, the
driver's update) can be measured at worker counts far beyond the machine's cores, with a known ideal
generation time (the slowest worker's pairs x 2 x episode steps x ``step_cost_s``).

It is **not** a benchmark task: it measures coordination, never compares algorithms (the report
says so for every run on it).

Observations are ``obs_dim`` values drawn uniformly in [-1, 1] from the env's seeded generator at
every reset and step; actions are ``action_dim`` values in [-1, 1]; the reward of a step is minus the
squared distance of the action to a fixed target (:data:`TARGET_SEED`), smooth in the actions, so a
policy learns to output the target whatever it observes. Deterministic under ``reset(seed=...)``.
"""

from __future__ import annotations

import time
from typing import Any

import gymnasium as gym
import numpy as np

#: The emulated env's id.
EMULATED = "esbench/Emulated-v0"
#: Steps per episode (its registered ``max_episode_steps``).
EPISODE_STEPS = 10
#: Default wall seconds per step: 10 steps ~ one 1,000-step HalfCheetah-v5 episode here (~60 ms).
DEFAULT_STEP_COST_S = 0.006
#: Seed of the fixed target action (uniform in [-0.5, 0.5] per dimension).
TARGET_SEED = 20


def target_action(action_dim: int) -> np.ndarray:
    """The action that earns the highest reward (0 per step), the same in every process."""
    return np.random.default_rng(TARGET_SEED).uniform(-0.5, 0.5, action_dim).astype(np.float32)


class StepClock:
    """When the process's next emulated step is due (see the module docstring)."""

    def __init__(self) -> None:
        self.due = -float("inf")
        self.booked_s = 0.0
        """The set cost of every step booked so far (seconds): what they would take on an idle host."""

    def next_step(self, cost_s: float) -> float:
        """Book one step of ``cost_s`` seconds; the seconds to sleep until it is due."""
        self.booked_s += cost_s
        now = time.perf_counter()
        if now - self.due > cost_s:  # a new stretch: idle since, or too slow to keep up
            self.due = now
        self.due += cost_s
        return self.due - now


#: The one clock of this process: its emulated envs' steps are due one after the other.
_PROCESS_CLOCK = StepClock()


def booked_seconds() -> float:
    """The set cost of every emulated step this process has taken (0 without any): a worker's
    rollouts took that long on a host with a core free for it, so their measured time over it is
    the host's contention (the emulation's fidelity, :mod:`esbench.backends.stamps`)."""
    return _PROCESS_CLOCK.booked_s


class EmulatedEnv(gym.Env):
    """Steps that sleep ``step_cost_s`` and reward ``-||a - target||²``; see the module docstring."""

    # gym.Env declares ``metadata`` an instance attribute: a ClassVar here would contradict it.
    metadata: dict[str, Any] = {"render_modes": []}  # noqa: RUF012

    def __init__(self, step_cost_s: float = DEFAULT_STEP_COST_S, obs_dim: int = 4, action_dim: int = 2):
        if step_cost_s < 0 or obs_dim < 1 or action_dim < 1:
            raise ValueError("step_cost_s must be >= 0, obs_dim and action_dim >= 1")
        self.step_cost_s = float(step_cost_s)
        self.observation_space = gym.spaces.Box(-1.0, 1.0, (obs_dim,), np.float32)
        self.action_space = gym.spaces.Box(-1.0, 1.0, (action_dim,), np.float32)
        self.target = target_action(action_dim)
        self.sleep_requested_s = 0.0
        """Seconds of sleep this episode asked for (the emulated cost less the worker's own work)."""

    def _obs(self) -> np.ndarray:
        return self.np_random.uniform(-1.0, 1.0, self.observation_space.shape).astype(np.float32)

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        """A fresh episode: a new observation from the seeded generator; no cost."""
        super().reset(seed=seed)
        self.sleep_requested_s = 0.0
        return self._obs(), {}

    def step(self, action):
        """Sleep until this step is due on the process's clock (the emulated simulation, see the
        module docstring), then reward the action's closeness to the target."""
        if self.step_cost_s > 0:
            wait = _PROCESS_CLOCK.next_step(self.step_cost_s)
            if wait > 0:
                self.sleep_requested_s += wait
                time.sleep(wait)
        a = np.asarray(action, dtype=np.float32).reshape(self.target.shape)
        reward = -float(np.sum(np.square(a - self.target)))
        return self._obs(), reward, False, False, {}


def register() -> None:
    """Register :data:`EMULATED` with gymnasium (idempotent)."""
    if EMULATED not in gym.registry:
        gym.register(
            EMULATED, entry_point="esbench.envs.emulated:EmulatedEnv", max_episode_steps=EPISODE_STEPS
        )
