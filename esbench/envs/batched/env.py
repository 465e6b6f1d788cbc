"""``BatchedMujocoEnv``: ``nsim`` episodes of one gymnasium MuJoCo v5 env, stepped in lockstep.

The physics runs in one :class:`mujoco.batch.Batch` (``nsim`` simulations of a copy of the model on
``nthread`` threads, bit-identical to one ``MjData`` per simulation); the task's rules
(:mod:`esbench.envs.batched.tasks`) turn the simulations' rows into observations, rewards and
terminations. Each simulation keeps its own gymnasium seeding (``seeding.np_random``) and its own
TimeLimit count.
"""

from __future__ import annotations

import dataclasses
import operator
from collections.abc import Sequence

import gymnasium as gym
import mujoco
import mujoco.batch
import numpy as np
from gymnasium.envs.mujoco.mujoco_env import expand_model_path
from gymnasium.utils import seeding

from esbench.envs.batched.tasks import TASKS, Rows, Task
from esbench.envs.mujoco_warnings import route_mujoco_warnings

#: What ``reset`` and ``step`` return: observations ``(n, obs_dim)`` float64, rewards ``(n,)``
#: float64, terminated and truncated ``(n,)`` bool.
StepResult = tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]

#: MuJoCo's state fields, one per single-bit ``mjtState`` flag (``mjSTATE_TIME`` ... ``mjSTATE_PLASTIC``):
#: everything a step reads from a simulation's row (tests/envs/batched/test_export.py ties it to mujoco).
STATE_FIELDS = (
    "time",
    "qpos",
    "qvel",
    "act",
    "history",
    "qacc_warmstart",
    "ctrl",
    "qfrc_applied",
    "xfrc_applied",
    "eq_active",
    "mocap_pos",
    "mocap_quat",
    "userdata",
    "plugin_state",
    "plastic",
)


@dataclasses.dataclass(frozen=True, kw_only=True)
class SimStates:
    """Simulations in mid-episode, as :meth:`BatchedMujocoEnv.export` takes them out of a batch: enough
    for :meth:`BatchedMujocoEnv.adopt` to continue each in another batch (another process or machine),
    bit for bit as if it had stayed."""

    fields: dict[str, np.ndarray]
    """Every MuJoCo state field (``mjSTATE_*``: time, qpos, qvel, act, warm start, ctrl, applied
    forces, ...), ``(n, ...)`` float64 rows: the whole state a step reads."""
    elapsed: np.ndarray
    """Each episode's steps so far (its TimeLimit count), ``(n,)``."""
    rngs: list[np.random.Generator | None]
    """Each simulation's reset generator (gymnasium's ``np_random``), continued by a later reset."""

    def __len__(self) -> int:
        """The number of simulations."""
        return len(self.elapsed)


def batched_env_ids() -> tuple[str, ...]:
    """The env ids :class:`BatchedMujocoEnv` runs, bit-identical to gymnasium's ``gym.make(id)``."""
    return tuple(TASKS)


class BatchedMujocoEnv:
    """``nsim`` independent episodes of ``env_id`` (one of :func:`batched_env_ids`), in lockstep.

    Simulation ``i`` behaves exactly as its own ``gym.make(env_id, max_episode_steps=...)``: the
    same observations, rewards, terminated and truncated flags, bit for bit, given the same reset
    seeds and actions. An episode starts with :meth:`reset` (or :meth:`reset_one`) and ends when its
    step returns terminated or truncated; :meth:`step` steps only the simulations asked for, and
    refuses one whose episode has ended (reset it, or leave it out). An ES worker playing many
    episodes runs::

        obs = env.reset(seeds)                       # (nsim, obs_dim)
        ids = np.arange(env.nsim)
        while ids.size:
            obs, reward, terminated, truncated = env.step(policy(obs), ids)
            returns[ids] += reward
            lengths[ids] += 1
            going = ~(terminated | truncated)
            ids, obs = ids[going], obs[going]

    Rewards are float64 for every env (gymnasium's InvertedPendulum returns the Python int 0 or 1:
    the same value). Actions are taken unclipped, as gymnasium's MuJoCo envs do: MuJoCo clamps the
    controls to the actuators' ``ctrlrange``, the control cost sees the action as given, in its dtype.
    """

    def __init__(self, env_id: str, nsim: int, nthread: int = 1, max_episode_steps: int | None = None):
        """Load ``env_id``'s model into a batch of ``nsim`` simulations on ``nthread`` threads.

        ``max_episode_steps`` is the TimeLimit (default: the registered one, 1000 for these envs),
        as ``gym.make(env_id, max_episode_steps=...)``.
        """
        if env_id not in TASKS:
            raise ValueError(f"{env_id!r} has no batched version; batched env ids: {', '.join(TASKS)}")
        if nsim < 1 or nthread < 1:
            raise ValueError(f"nsim and nthread must be at least 1, got nsim={nsim}, nthread={nthread}")
        self.env_id = env_id
        self.task: Task = TASKS[env_id]
        route_mujoco_warnings()
        # Departure: gymnasium also grows the model's offscreen framebuffer (vis.global_.offwidth and
        # offheight) for rendering; the batch never renders, and the physics does not read them.
        self.model = mujoco.MjModel.from_xml_path(expand_model_path(self.task.xml_file))
        data = mujoco.MjData(self.model)
        self.init_qpos = data.qpos.ravel().copy()
        self.init_qvel = data.qvel.ravel().copy()
        self.dt = self.model.opt.timestep * self.task.frame_skip
        limit = gym.spec(env_id).max_episode_steps if max_episode_steps is None else max_episode_steps
        if limit is None or limit < 1:
            raise ValueError(f"max_episode_steps must be at least 1, got {limit}")
        self.max_episode_steps: int = limit
        # Departure: one MjData per simulation in gymnasium; here the batch's threads share MjData
        # (non-persistent), so only the bound fields are per simulation, and MuJoCo's warning
        # counters live in the batch (``batch.warning``), not in an env's ``data.warning``.
        self.batch = mujoco.batch.Batch(self.model, nsim, nthread)
        self._qpos = self.batch.bind("qpos")
        self._qvel = self.batch.bind("qvel")
        self._ctrl = self.batch.bind("ctrl")
        # bound before any call: a derived field bound between calls reads zero until the next one
        self._derived = {name: self.batch.bind(name) for name in self.task.derived}
        self._rngs: list[np.random.Generator | None] = [None] * nsim
        self._elapsed = np.zeros(nsim, dtype=np.int64)
        self._active = np.zeros(nsim, dtype=bool)
        self._state: dict[str, np.ndarray] | None = None
        low, high = self.model.actuator_ctrlrange.copy().astype(np.float32).T
        self.action_space = gym.spaces.Box(low=low, high=high, dtype=np.float32)
        obs_dim = self.task.observe(self._rows(None)).shape[1]
        self.observation_space = gym.spaces.Box(low=-np.inf, high=np.inf, shape=(obs_dim,), dtype=np.float64)

    @property
    def nsim(self) -> int:
        """The number of simulations."""
        return self.batch.nsim

    @property
    def nthread(self) -> int:
        """The batch's threads (the caller's included)."""
        return self.batch.nthread

    @property
    def active(self) -> np.ndarray:
        """A copy of the ``(nsim,)`` mask of simulations inside an episode (reset, not yet ended)."""
        return self._active.copy()

    @property
    def elapsed_steps(self) -> np.ndarray:
        """A copy of each simulation's steps in its current (or last) episode, as TimeLimit counts."""
        return self._elapsed.copy()

    def reset(
        self, seeds: Sequence[int | None] | None = None, ids: Sequence[int] | np.ndarray | None = None
    ) -> np.ndarray:
        """Start new episodes in simulations ``ids`` (default: all); return their observations.

        ``seeds[k]`` seeds simulation ``ids[k]`` as ``env.reset(seed=seeds[k])`` seeds gymnasium's
        env: an int makes a new generator (``seeding.np_random``), None continues the simulation's
        generator (or makes one from fresh entropy, for a simulation never seeded).
        """
        sel = self._ids(ids)
        n = self.nsim if sel is None else len(sel)
        seeds = [None] * n if seeds is None else list(seeds)
        if len(seeds) != n:
            raise ValueError(f"got {len(seeds)} seeds for {n} simulations")
        rows = range(self.nsim) if sel is None else sel.tolist()
        qpos = np.empty((n, self.model.nq))
        qvel = np.empty((n, self.model.nv))
        for k, (sim, seed) in enumerate(zip(rows, seeds, strict=True)):
            qpos[k], qvel[k] = self.task.reset_state(self._rng(sim, seed), self.init_qpos, self.init_qvel)
        # mj_resetData, then gymnasium's set_state: qpos and qvel written, then mj_forward
        self.batch.reset(sel, stage=mujoco.mjtStage.mjSTAGE_NONE.value)
        self._qpos[self._index(sel)] = qpos
        self._qvel[self._index(sel)] = qvel
        self.batch.forward(sel)
        self._elapsed[self._index(sel)] = 0
        self._active[self._index(sel)] = True
        return self.task.observe(self._rows(sel))

    def reset_one(self, sim: int, seed: int | None = None) -> np.ndarray:
        """Start a new episode in simulation ``sim``; return its observation, ``(obs_dim,)``."""
        return self.reset([seed], [sim])[0]

    def step(self, actions: np.ndarray, ids: Sequence[int] | np.ndarray | None = None) -> StepResult:
        """Step simulations ``ids`` (sorted, unique; default all) by one env step.

        ``actions`` has one row per simulation of ``ids``. Returns their observations, rewards,
        terminated and truncated flags, row for row. Raises RuntimeError for a simulation whose
        episode has ended or never started.
        """
        sel = self._ids(ids)
        index = self._index(sel)
        n = self.nsim if sel is None else len(sel)
        actions = np.asarray(actions)
        if actions.shape != (n, self.model.nu):
            raise ValueError(f"expected actions of shape {(n, self.model.nu)}, got {actions.shape}")
        # Departure: gymnasium steps an env whose episode has ended (only OrderEnforcing's first
        # reset is required, and its ResetNeeded is not raised here); the batch refuses, so that a
        # lockstep caller cannot run on past an episode's end unnoticed. PassiveEnvChecker's
        # warnings on the first reset and step (e.g. an action outside the bounds) are not given.
        if not self._active[index].all():
            sim = int(np.arange(self.nsim)[index][~self._active[index]][0])
            raise RuntimeError(f"simulation {sim} is not in an episode: reset it before stepping it")
        qpos_before = self._copy(self._qpos, sel)
        self._ctrl[index] = actions
        self.batch.step(sel, nstep=self.task.frame_skip)
        # Departure: gymnasium then calls mj_rnePostConstraint (cacc, cfrc_int, cfrc_ext); these six
        # tasks read none of them, and the next step recomputes everything from the state.
        rows = self._rows(sel)
        obs = self.task.observe(rows)
        reward, terminated = self.task.outcome(qpos_before, rows, actions, self.dt)
        self._elapsed[index] += 1
        truncated = self._elapsed[index] >= self.max_episode_steps
        self._active[index] = ~(terminated | truncated)
        return obs, reward, terminated, truncated

    def export(self, ids: Sequence[int] | np.ndarray) -> SimStates:
        """Copies of the states of simulations ``ids`` (sorted, unique, each in an episode), in order.

        The simulations are left as they are; :meth:`adopt` continues them in any batch of the same env.
        """
        sel = self._ids(ids)
        assert sel is not None  # ids given
        if not self._active[sel].all():
            raise RuntimeError(f"simulations {sel[~self._active[sel]].tolist()} are not in an episode")
        return SimStates(
            fields={name: field[sel] for name, field in self._state_fields().items()},
            elapsed=self._elapsed[sel],
            rngs=[self._rngs[int(sim)] for sim in sel],
        )

    def adopt(self, states: SimStates, ids: Sequence[int] | np.ndarray) -> None:
        """Continue the episodes of ``states`` (from :meth:`export`, of any batch of this env) in
        simulations ``ids`` (sorted, unique, one per state): their next :meth:`step` is the one they
        would have taken where they were exported, bit for bit (the state is MuJoCo's whole one)."""
        sel = self._ids(ids)
        assert sel is not None  # ids given
        if len(sel) != len(states):
            raise ValueError(f"{len(states)} states for {len(sel)} simulations")
        for name, field in self._state_fields().items():
            field[sel] = states.fields[name]
        self._elapsed[sel] = states.elapsed
        self._active[sel] = True
        for sim, rng in zip(sel.tolist(), states.rngs, strict=True):
            self._rngs[sim] = rng

    def _state_fields(self) -> dict[str, np.ndarray]:
        """The batch's state fields (every ``mjSTATE_*`` one), bound on first use."""
        if self._state is None:
            self._state = {name: self.batch.bind(name) for name in STATE_FIELDS}
        return self._state

    def close(self) -> None:
        """Nothing to release (the batch frees its memory when collected); for symmetry with gymnasium."""

    def _rng(self, sim: int, seed: int | None) -> np.random.Generator:
        """Simulation ``sim``'s generator after ``Env.reset(seed=seed)``'s seeding."""
        rng = self._rngs[sim]
        if seed is not None:
            # Departure: gymnasium rejects numpy integers as seeds; the batch takes any integer.
            rng, _ = seeding.np_random(operator.index(seed))
        elif rng is None:
            rng, _ = seeding.np_random()
        self._rngs[sim] = rng
        return rng

    def _ids(self, ids: Sequence[int] | np.ndarray | None) -> np.ndarray | None:
        """Sorted unique int ids (checked by the batch), or None for all simulations."""
        if ids is None:
            return None
        sel = np.asarray(ids, dtype=np.int64).reshape(-1)
        if sel.size and (sel[0] < 0 or sel[-1] >= self.nsim or (sel[1:] <= sel[:-1]).any()):
            raise ValueError(f"ids must be sorted, unique and in [0, {self.nsim}), got {sel.tolist()}")
        return sel

    @staticmethod
    def _index(sel: np.ndarray | None) -> slice | np.ndarray:
        """A numpy index for the rows of ``sel``."""
        return slice(None) if sel is None else sel

    @staticmethod
    def _copy(field: np.ndarray, sel: np.ndarray | None) -> np.ndarray:
        """A copy of the rows of ``sel`` of a bound field (indexing with ids copies already)."""
        return field.copy() if sel is None else field[sel]

    def _rows(self, sel: np.ndarray | None) -> Rows:
        """Copies of the rows of ``sel``: state, and the task's derived fields."""
        derived = {name: self._copy(field, sel) for name, field in self._derived.items()}
        return Rows(self._copy(self._qpos, sel), self._copy(self._qvel, sel), derived)
