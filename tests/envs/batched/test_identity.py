"""The batched MuJoCo envs are gymnasium's, bit for bit: the same seeds and actions through both.

Each simulation of a :class:`BatchedMujocoEnv` is played against its own ``gym.make(env_id)``:
random actions (beyond the action bounds, which gymnasium passes through unclipped), episodes that
terminate and truncate, reset seeds that start new generators and ``None`` seeds that continue
them, ended simulations that sit out a few steps (so that steps run on subsets of the batch), more
simulations than threads. Every observation, reward, terminated and truncated is compared byte for
byte and dtype for dtype; :func:`test_identity_check_catches_a_changed_term` shows that the
comparison fails when one term moves by one part in a million.
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Callable
from importlib import import_module

import gymnasium as gym
import numpy as np
import pytest

from esbench.envs.batched import TASKS, BatchedMujocoEnv, batched_env_ids
from esbench.envs.batched.tasks import ctrl_cost, scalar_square

ENV_IDS = [
    "HalfCheetah-v5",
    "Hopper-v5",
    "Walker2d-v5",
    "Swimmer-v5",
    "InvertedPendulum-v5",
    "InvertedDoublePendulum-v5",
]
#: The envs whose episodes terminate under random actions (the others only truncate).
TERMINATING = {"Hopper-v5", "Walker2d-v5", "InvertedPendulum-v5", "InvertedDoublePendulum-v5"}
#: A shortened TimeLimit per env, so that some episodes terminate and some truncate (random actions
#: topple the pendulums in 3 to 11 steps, Hopper and Walker2d in 7 to 43).
LIMITS = {"Hopper-v5": 20, "Walker2d-v5": 20, "InvertedPendulum-v5": 5, "InvertedDoublePendulum-v5": 5}

pytestmark = pytest.mark.filterwarnings("ignore::UserWarning", "ignore::DeprecationWarning")


def _same(what: str, batched: np.ndarray, reference: np.ndarray) -> None:
    """Equal shapes, dtypes and bytes (so NaNs and signed zeros count too)."""
    assert batched.dtype == reference.dtype, f"{what}: dtype {batched.dtype} != {reference.dtype}"
    assert batched.shape == reference.shape, f"{what}: shape {batched.shape} != {reference.shape}"
    equal = np.array_equal(batched, reference, equal_nan=batched.dtype.kind == "f")
    assert equal and batched.tobytes() == reference.tobytes(), (
        f"{what} differs:\nbatched   {batched!r}\ngymnasium {reference!r}"
    )


def _seed(sim: int, episode: int) -> int | None:
    """Episode ``episode`` of simulation ``sim``: a fresh seed, except that every third continues."""
    return None if episode % 3 == 2 else 1000 * sim + episode


def _play(
    env_id: str,
    *,
    nsim: int = 5,
    nthread: int = 2,
    steps: int = 150,
    max_episode_steps: int | None = 0,
    action_scale: float = 2.0,
    action_dtype: type = np.float32,
    mutate: Callable[[BatchedMujocoEnv], None] | None = None,
) -> dict[str, int]:
    """Play the same seeds and actions through the batch and through gymnasium; count the ends.

    ``max_episode_steps``: 0 for the env's entry in :data:`LIMITS` (default 40), None for the
    registered 1000.
    """
    if max_episode_steps == 0:
        max_episode_steps = LIMITS.get(env_id, 40)
    kwargs = {} if max_episode_steps is None else {"max_episode_steps": max_episode_steps}
    envs = [gym.make(env_id, **kwargs) for _ in range(nsim)]
    batch = BatchedMujocoEnv(env_id, nsim, nthread, max_episode_steps)
    if mutate is not None:
        mutate(batch)
    rng = np.random.default_rng(12345)
    high = batch.action_space.high
    episodes = np.zeros(nsim, dtype=int)
    wait = np.zeros(nsim, dtype=int)
    counts = {"terminated": 0, "truncated": 0, "steps": 0}
    for step in range(steps):
        ended = ~batch.active
        due = np.flatnonzero(ended & (wait == 0))
        wait[ended & (wait > 0)] -= 1
        if due.size:
            seeds = [_seed(int(i), int(episodes[i])) for i in due]
            obs = batch.reset(seeds, due)
            reference = np.stack([envs[i].reset(seed=s)[0] for i, s in zip(due, seeds, strict=True)])
            _same(f"{env_id} reset obs before step {step}", obs, reference)
        ids = np.flatnonzero(batch.active)
        actions = (rng.standard_normal((nsim, len(high))) * action_scale * high).astype(action_dtype)
        obs, reward, terminated, truncated = batch.step(actions[ids], ids)
        results = [envs[i].step(actions[i]) for i in ids]
        where = f"{env_id} step {step} (simulations {ids.tolist()})"
        _same(f"{where} obs", obs, np.stack([r[0] for r in results]))
        expected_reward = int if env_id == "InvertedPendulum-v5" else np.float64
        assert all(type(r[1]) is expected_reward for r in results)
        _same(f"{where} reward", reward, np.array([r[1] for r in results], dtype=np.float64))
        assert all(type(r[2]) is bool and type(r[3]) is bool for r in results)
        _same(f"{where} terminated", terminated, np.array([r[2] for r in results]))
        _same(f"{where} truncated", truncated, np.array([r[3] for r in results]))
        for k in np.flatnonzero(terminated | truncated):
            wait[ids[k]] = ids[k] % 3
            episodes[ids[k]] += 1
        counts["terminated"] += int(terminated.sum())
        counts["truncated"] += int(truncated.sum())
        counts["steps"] += len(ids)
    for env in envs:
        env.close()
    return counts


@pytest.mark.parametrize("nthread", [1, 2])
@pytest.mark.parametrize("env_id", ENV_IDS)
def test_batched_env_matches_gymnasium(env_id, nthread):
    counts = _play(env_id, nthread=nthread)
    assert counts["truncated"] > 0
    assert (counts["terminated"] > 0) == (env_id in TERMINATING)


@pytest.mark.parametrize("env_id", ["HalfCheetah-v5", "Swimmer-v5"])
def test_registered_time_limit_of_1000_steps(env_id):
    counts = _play(env_id, nsim=3, steps=1010, max_episode_steps=None)
    assert counts["truncated"] == 3
    assert counts["terminated"] == 0


@pytest.mark.parametrize("action_dtype", [np.float64, np.float32])
@pytest.mark.parametrize("action_scale", [0.5, 50.0])
def test_action_dtypes_and_scales(action_dtype, action_scale):
    # the control cost is computed in the action's dtype; large actions are clamped by MuJoCo only
    _play("HalfCheetah-v5", nthread=1, steps=60, action_scale=action_scale, action_dtype=action_dtype)


@pytest.mark.parametrize(
    ("env_id", "field", "fails"),
    [
        ("HalfCheetah-v5", "ctrl_cost_weight", "reward"),
        ("Hopper-v5", "forward_reward_weight", "reward"),
        ("Walker2d-v5", "healthy_reward", "reward"),
        ("Swimmer-v5", "ctrl_cost_weight", "reward"),
        ("InvertedDoublePendulum-v5", "healthy_reward", "reward"),
        ("InvertedPendulum-v5", "reset_noise_scale", "reset obs"),
    ],
)
def test_identity_check_catches_a_changed_term(env_id, field, fails):
    def nudge(batch: BatchedMujocoEnv) -> None:
        value = getattr(batch.task, field)
        # one part in a million: a float32 action makes a float32 control cost (as in gymnasium),
        # which a one-ulp change of the float64 weight does not reach
        batch.task = dataclasses.replace(batch.task, **{field: value * (1 + 1e-6)})

    with pytest.raises(AssertionError, match=fails):
        _play(env_id, mutate=nudge)


@pytest.mark.parametrize("env_id", ENV_IDS)
def test_tasks_hold_gymnasiums_defaults(env_id):
    spec = gym.spec(env_id)
    module, name = spec.entry_point.split(":")
    parameters = inspect.signature(getattr(import_module(module), name)).parameters
    defaults = {k: p.default for k, p in parameters.items() if k not in ("default_camera_config", "kwargs")}
    task = TASKS[env_id]
    assert dataclasses.asdict(task) == defaults
    env = gym.make(env_id)
    batch = BatchedMujocoEnv(env_id, 2)
    assert batch.action_space == env.action_space
    assert batch.observation_space == env.observation_space
    assert batch.dt == env.unwrapped.dt
    assert batch.max_episode_steps == spec.max_episode_steps == 1000
    env.close()


def test_rowwise_arithmetic_is_gymnasiums_scalar_arithmetic():
    rng = np.random.default_rng(0)
    values = np.concatenate(
        [rng.standard_normal(20000) * 10, rng.uniform(-1e3, 1e3, 20000), [0.0, -0.0, np.inf, np.nan, 1e200]]
    )
    with np.errstate(over="ignore"):
        _same("v ** 2", scalar_square(values), np.array([v**2 for v in values]))
    for dim in range(1, 7):
        for dtype in (np.float32, np.float64):
            actions = (rng.standard_normal((4096, dim)) * 3).astype(dtype)
            rows = np.array([0.1 * np.sum(np.square(a)) for a in actions])
            _same(f"ctrl cost ({dim}, {dtype})", ctrl_cost(0.1, actions), rows)
    angles = rng.standard_normal((4096, 2)) * 4
    _same("sin", np.sin(angles), np.stack([np.sin(a) for a in angles]))
    _same("cos", np.cos(angles), np.stack([np.cos(a) for a in angles]))


def test_api():
    assert batched_env_ids() == tuple(ENV_IDS)
    with pytest.raises(ValueError, match="batched env ids: HalfCheetah-v5"):
        BatchedMujocoEnv("Ant-v5", 2)
    batch = BatchedMujocoEnv("InvertedPendulum-v5", 3, max_episode_steps=2)
    with pytest.raises(RuntimeError, match="simulation 0 is not in an episode"):
        batch.step(np.zeros((3, 1), np.float32))
    obs = batch.reset([1, 2, 3])
    assert obs.shape == (3, 4) and batch.active.all()
    _same("reset_one", batch.reset_one(1, 2), obs[1])
    with pytest.raises(ValueError, match="shape"):
        batch.step(np.zeros((2, 1), np.float32))
    with pytest.raises(ValueError, match="sorted"):
        batch.step(np.zeros((2, 1), np.float32), [2, 0])
    batch.step(np.zeros((2, 1), np.float32), [0, 2])
    _, _, _, truncated = batch.step(np.zeros((2, 1), np.float32), [0, 2])
    assert truncated.all() and batch.active.tolist() == [False, True, False]
    assert batch.elapsed_steps.tolist() == [2, 0, 2]
    # simulation 1 sat out those steps: its first step is its first, as gymnasium's
    env = gym.make("InvertedPendulum-v5")
    env.reset(seed=2)
    _same("sim 1", batch.step(np.zeros((1, 1), np.float32), [1])[0][0], env.step(np.zeros(1, np.float32))[0])
    env.close()
    with pytest.raises(RuntimeError, match="simulation 2 is not in an episode"):
        batch.step(np.zeros((2, 1), np.float32), [1, 2])
