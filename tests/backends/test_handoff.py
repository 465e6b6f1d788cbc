"""Running episodes handed from a busy worker to an idle one finish with the numbers they would have had.

- Episode loops: :func:`rollout_sims` asked at fixed ticks gives episodes away; :func:`continue_sims`
  finishes them in another batch: every return and length equals the uninterrupted loop's.
- Workers: a request asked (deterministically, at fixed steps of its loop) three times, its given
  episodes finished by another worker and filled in, equals the request run whole, bit for bit,
  on every batched env (terminations, an episode cap, action-noise blocks that refill mid-episode,
  episodes that save observations and so must stay).
- The channel between the two threads of an actor (:class:`Handoff`), with real threads.
- Ray, end to end: tests/runners/openai_es/test_handoff_run.py.
"""

from __future__ import annotations

import threading

import numpy as np
import pytest
from test_batched_rollout import _same_chunk
from test_simulators import _worker

from esbench.backends import episodes as episodes_module
from esbench.backends.base import ChunkRequest, GenerationTask
from esbench.backends.episodes import continue_sims, rollout_sims
from esbench.backends.handoff import Carried, Handoff, fill_in, handed_off_episodes
from esbench.envs import batched_env_ids
from esbench.envs.batched import BatchedMujocoEnv

pytestmark = pytest.mark.filterwarnings("ignore::UserWarning", "ignore::DeprecationWarning")


class AtChecks:
    """A handoff point wanted at the given checks of the loop (the n-th check is before step n - 1)."""

    def __init__(self, checks):
        self.checks, self.seen, self.given = set(checks), 0, []

    @property
    def wanted(self) -> bool:
        self.seen += 1
        return self.seen in self.checks

    def answer(self, carried: Carried | None) -> bool:
        self.given.append(carried)
        return True


class ForcedHandoff(Handoff):
    """A worker's :class:`Handoff` asked at fixed checks of its loop instead of by a second thread."""

    def __init__(self, checks):
        self.checks, self.seen, self._flag = set(checks), 0, False
        super().__init__()

    @property
    def wanted(self) -> bool:  # type: ignore[override]
        if self._flag:
            return True
        self.seen += 1
        return self.seen in self.checks

    @wanted.setter
    def wanted(self, value: bool) -> None:
        self._flag = value

    def answer(self, carried: Carried | None) -> bool:
        self._flag = True  # as if a second thread were waiting
        return super().answer(carried)


def test_continued_episodes_equal_the_uninterrupted_loop(monkeypatch):
    """Episodes given away at steps 3 and 20 (noise blocks of 8 rows) finish elsewhere unchanged."""
    monkeypatch.setattr(episodes_module, "NOISE_BLOCK", 8)
    worker = _worker("HalfCheetah-v5", batch=True)
    policy = worker.policy
    rng = np.random.default_rng(4)
    thetas = (0.5 * rng.standard_normal((6, policy.num_params))).astype(np.float32)

    def play(handoff=None):
        sims = BatchedMujocoEnv("HalfCheetah-v5", nsim=6)
        act = policy.make_batch_act(thetas, None, None)
        rngs = [np.random.default_rng(100 + i) for i in range(6)]
        return rollout_sims(sims, act, list(range(6)), 40, rngs, 0.05, policy.noise_dim, None, handoff)

    want = play()
    point = AtChecks({4, 21})
    got = play(point)
    assert [len(c.episodes) for c in point.given] == [3, 1]  # half of 6, then half of 3
    for carried in point.given:
        other = BatchedMujocoEnv("HalfCheetah-v5", nsim=4)
        act = policy.make_batch_act(thetas[carried.episodes], None, None)
        for i, (ret, length, _) in zip(
            carried.episodes, continue_sims(other, act, carried, 40, 0.05), strict=True
        ):
            assert np.isnan(got[i][0]) and got[i][1] == -1
            got[i] = (ret, length, None)
    assert got == want


@pytest.mark.parametrize("env_id", batched_env_ids())
def test_a_request_handed_off_gives_the_whole_request_s_numbers(monkeypatch, env_id):
    monkeypatch.setattr(episodes_module, "NOISE_BLOCK", 16)  # blocks refill in mid-episode
    whole = _worker(env_id, batch=True)
    donor = _worker(env_id, batch=True, noise=whole.noise)
    helper = _worker(env_id, batch=True, noise=whole.noise)
    donor.handoff = ForcedHandoff({2, 6, 25})
    dim = whole.env.observation_space.shape[0]
    task = GenerationTask(
        generation=2,
        run_seed=7,
        theta=whole.policy.init_params(1),
        obs_mean=np.linspace(-0.1, 0.1, dim).astype(np.float32),
        obs_std=np.full(dim, 0.9, np.float32),
        sigma=0.1,
        episode_cap=60,
        action_noise_std=0.01,
        calc_obstat_prob=0.3,  # episodes that save observations stay with their worker
    )
    request = ChunkRequest(2, 3, 23)
    want = whole.run_pairs(task, request)
    got = donor.run_pairs(task, request)
    handed_off = handed_off_episodes(got.lengths)
    assert handed_off, "nothing was handed off"
    assert np.isnan(got.returns).sum() == len(handed_off)
    assert sorted(e for carried in donor.handoff.given for e in carried.episodes) == list(handed_off)
    finished = {}
    for carried in donor.handoff.given:
        assert (carried.generation, carried.start) == (2, 3)
        result = helper.continue_pairs(task, carried)
        finished.update(
            zip(
                result.episodes,
                zip(result.returns.tolist(), result.lengths.tolist(), strict=True),
                strict=True,
            )
        )
    fill_in(got.returns, got.lengths, handed_off, finished)
    _same_chunk(got, want)
    assert [o[:2] for o in got.obstats] == [o[:2] for o in want.obstats]
    for a, b in zip(got.obstats, want.obstats, strict=True):
        np.testing.assert_array_equal(a[2], b[2])
        np.testing.assert_array_equal(a[3], b[3])


def test_several_episodes_per_half_are_never_handed_off():
    worker = _worker("HalfCheetah-v5", batch=True)
    assert worker.handoff_capable(1) and not worker.handoff_capable(2)
    assert not _worker('HalfCheetah-v5[simulator="gymnasium"]', batch=True).handoff_capable(1)


def test_fill_in_refuses_an_episode_never_finished():
    returns, lengths = np.full((2, 2), np.nan), np.full((2, 2), -1)
    fill_in(returns, lengths, (1, 2), {1: (5.0, 10), 2: (6.0, 11)})
    assert returns[0, 1] == 5.0 and lengths[1, 0] == 11
    with pytest.raises(RuntimeError, match="episode 3 was handed off and never finished"):
        fill_in(returns, lengths, (3,), {})


def _asking(handoff: Handoff) -> tuple[threading.Thread, list]:
    out: list = []
    thread = threading.Thread(target=lambda: out.append(handoff.ask(1, 0)))
    thread.start()
    for _ in range(10_000):  # until the ask waits (no time limit matters: it polls a flag)
        if handoff.wanted or not thread.is_alive():
            break
        threading.Event().wait(0.001)
    return thread, out


def test_the_channel_between_an_actor_s_threads():
    handoff = Handoff()
    assert handoff.ask(1, 0) == (False, None)  # no request running
    handoff.begin(1, 0, giving=False)
    assert handoff.ask(1, 0) == (True, None)  # a request that cannot give: answered at once
    handoff.begin(1, 0)
    assert handoff.ask(0, 0) == handoff.ask(1, 5) == (False, None)  # asked for another request
    thread, out = _asking(handoff)
    assert handoff.wanted
    assert handoff.answer(None)  # the loop has nothing to give
    assert not handoff.answer(None)  # and nobody waits any more
    thread.join()
    assert out == [(True, None)] and not handoff.wanted
    thread, out = _asking(handoff)
    handoff.end()  # the request ended before its loop saw the ask
    thread.join()
    assert out == [(True, None)]
    assert handoff.ask(1, 0) == (False, None)
