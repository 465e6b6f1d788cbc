"""A simulation exported in mid-episode and adopted by another batch continues bit for bit.

Per env: 4 simulations step with random actions; at step 7 two of them are exported and adopted by a
second batch (in other rows, and a batch of another size), and both batches step on with the same
actions. Every observation, reward and flag of the moved simulations must equal, byte for byte,
those of the same simulations in a batch that never moved them, up to the end of the episode and
through a reset that continues the moved simulations' generators.
"""

from __future__ import annotations

import mujoco
import mujoco.batch
import numpy as np
import pytest

from esbench.envs.batched import STATE_FIELDS, BatchedMujocoEnv, batched_env_ids

pytestmark = pytest.mark.filterwarnings("ignore::UserWarning", "ignore::DeprecationWarning")


def test_state_fields_are_mujocos() -> None:
    """STATE_FIELDS is every single-bit mjtState flag's field: a new MuJoCo state field fails here."""
    flags = [m for m in mujoco.mjtState.__members__.values() if int(m) and int(m) & (int(m) - 1) == 0]
    assert len(STATE_FIELDS) == len(flags)
    assert set(STATE_FIELDS) == set(mujoco.batch._STATE_FIELDS)  # private, read only to tie them here


@pytest.mark.parametrize("env_id", batched_env_ids())
def test_exported_simulations_continue_bit_for_bit(env_id: str) -> None:
    """Moved simulations give the bytes they would have given where they were."""
    stay = BatchedMujocoEnv(env_id, nsim=4, max_episode_steps=30)
    move = BatchedMujocoEnv(env_id, nsim=4, max_episode_steps=30)
    other = BatchedMujocoEnv(env_id, nsim=3, max_episode_steps=30)
    rng = np.random.default_rng(0)
    seeds = [11, 12, 13, 14]
    stay.reset(seeds)
    move.reset(seeds)
    low, high = stay.action_space.low, stay.action_space.high
    live = np.arange(4)
    for _ in range(7):
        actions = rng.uniform(low, high, (live.size, low.size)).astype(np.float32)
        a = stay.step(actions, live)
        b = move.step(actions, live)
        for x, y in zip(a, b, strict=True):
            assert x.tobytes() == y.tobytes()
        live = live[~(a[2] | a[3])]
    moved = live[-2:] if live.size >= 2 else live
    assert moved.size, f"{env_id}: every episode ended in 7 random steps"
    rows = np.arange(moved.size) + (other.nsim - moved.size)  # other rows than they had
    other.adopt(move.export(moved), rows)
    assert (other.elapsed_steps[rows] == stay.elapsed_steps[moved]).all()
    going = np.ones(moved.size, bool)
    while going.any():
        actions = rng.uniform(low, high, (int(going.sum()), low.size)).astype(np.float32)
        a = stay.step(actions, moved[going])
        b = other.step(actions, rows[going])
        for x, y in zip(a, b, strict=True):
            assert x.dtype == y.dtype and x.tobytes() == y.tobytes(), env_id
        going[going] = ~(a[2] | a[3])
    # a reset with no seed continues each simulation's generator: the moved ones' too
    assert stay.reset(None, moved).tobytes() == other.reset(None, rows).tobytes()


def test_export_refuses_an_ended_simulation() -> None:
    """Only simulations inside an episode can be exported."""
    env = BatchedMujocoEnv("HalfCheetah-v5", nsim=2)
    env.reset([1], [0])
    with pytest.raises(RuntimeError, match="not in an episode"):
        env.export([1])
    with pytest.raises(ValueError, match="1 states for 2 simulations"):
        env.adopt(env.export([0]), [0, 1])
