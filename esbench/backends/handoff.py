"""Handing running episodes from a busy worker to an idle one: the end of a generation without a tail.

A generation ends when its last worker does. On the batched simulator a worker plays its whole
request as one lockstep batch, so when one worker finishes first (its core ran faster, or its
episodes ended sooner), the other may still have hundreds of steps to go for dozens of episodes.
Splitting requests smaller (the ``factoring`` schedule) shortens that tail but runs the last
requests as small batches, each paying a whole episode's per-step Python for a few episodes.

Instead, the Ray backend asks the busy worker, while it runs, to *hand off* half of its running
episodes (:class:`Handoff`, answered between two steps of its loop): their whole MuJoCo state
(:meth:`~esbench.envs.batched.BatchedMujocoEnv.export`), current observation, return so far and
action-noise stream travel as a :class:`Carried`, and the idle worker finishes them
(:func:`~esbench.backends.episodes.continue_sims`, after rebuilding their perturbed θ from the
noise table) while the busy one goes on with the other half. Every moved episode's return and
length are bit-identical to what it would have given where it started, so the generation's result
never changes (tests/backends/test_handoff.py); only when its episodes end does.

Departure: the reference ES has no such thing (its workers run whole episodes, and the driver
stops waiting once it has enough). Only episodes of the batched simulator move, and only those that
save no observations (the 1% that sample observation statistics stay with their worker, whose
result carries the sums), with one episode per half (``episodes_per_pair`` 1: a half's return is
then its episode's).
"""

from __future__ import annotations

import dataclasses
import threading
import time
from typing import Protocol

import numpy as np

from esbench.envs.batched import SimStates


@dataclasses.dataclass(frozen=True, kw_only=True)
class Carried:
    """Episodes of a lockstep batch given away at step ``tick``, row for row."""

    tick: int
    """Steps every one of them has played."""
    episodes: np.ndarray
    """Their indices among the episodes of the call that started them."""
    sims: SimStates
    """Their simulations' states."""
    raw: np.ndarray
    """Their current observations (float64, as the env gave them)."""
    totals: np.ndarray
    """Their returns so far (float64)."""
    noise_rngs: list[np.random.Generator] | None
    """Their action-noise generators (None: no action noise)."""
    noise_block: np.ndarray | None
    """The rows of their current action-noise block, ``(NOISE_BLOCK, n, noise_dim)`` (None: none drawn)."""
    noise_dim: int = 0
    """The action noise's width."""


class HandoffPoint(Protocol):
    """What an episode loop asks and answers (:func:`~esbench.backends.episodes.rollout_sims`)."""

    wanted: bool
    """True while another thread waits for episodes."""

    def answer(self, carried: Carried | None) -> bool:
        """Give ``carried`` (or None: nothing to give) to the waiting thread; False: nobody took it
        (the loop then keeps its episodes)."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class CarriedEpisodes:
    """A request's episodes handed off: what the driver sends to an idle worker to finish them."""

    generation: int
    """The generation of the request they come from."""
    start: int
    """That request's first pair."""
    episodes: tuple[int, ...]
    """Each one's index in the request, ``2 x (pair - start) + half``."""
    carried: Carried
    """Their state, row for row."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class CarriedResult:
    """The returns and lengths of a :class:`CarriedEpisodes`' episodes, finished."""

    start: int
    """The first pair of the request they come from."""
    episodes: tuple[int, ...]
    """As in :class:`CarriedEpisodes`."""
    returns: np.ndarray
    """Each episode's return."""
    lengths: np.ndarray
    """Each episode's length."""


class Handoff:
    """A worker's side of a handoff: the rollout thread runs a request, another thread asks.

    :meth:`ask` (the actor's ``handoff`` call) returns what the running request's episode loop gives
    (:class:`CarriedEpisodes`) or None (nothing worth giving), and whether one ran. The loop checks
    :attr:`wanted` before every step and :meth:`answer`\\ s once; :meth:`end` answers None for a
    request that ended first, so an ask never waits past the request it asked.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._answered = threading.Event()
        self._running: tuple[int, int, int] | None = None  # (generation, start, episode offset)
        self._giving = False
        self._answer: CarriedEpisodes | None = None
        self.wanted = False
        """True while :meth:`ask` waits (read by the episode loop before every step)."""
        self.given: list[CarriedEpisodes] = []
        """What the running request gave away."""

    def begin(self, generation: int, start: int, giving: bool = True) -> None:
        """A request of ``generation`` starting at pair ``start`` runs; ``giving``: its episode loop
        answers asks (else every ask gets None at once: nothing of it can move)."""
        with self._lock:
            self._running, self.wanted, self.given = (generation, start, 0), False, []
            self._giving = giving

    def wave(self, offset: int) -> None:
        """The episode loop about to run starts at episode ``offset`` of the request."""
        with self._lock:
            if self._running is not None:
                self._running = (*self._running[:2], offset)

    def end(self) -> None:
        """The request is over: answer a waiting ask with None."""
        with self._lock:
            self._running = None
            if self.wanted:
                self._reply(None)

    def ask(self, generation: int, start: int) -> tuple[bool, CarriedEpisodes | None]:
        """From another thread: (whether the request of ``generation`` starting at pair ``start`` was
        running, episodes it gave or None); waits one step of the running request at most. An ask
        for another request than the running one (late, or early) gets (False, None)."""
        with self._lock:
            if self._running is None or self._running[:2] != (generation, start):
                return False, None
            if not self._giving or self.wanted:
                return True, None
            self._answered.clear()
            self.wanted = True
        self._answered.wait()
        with self._lock:
            carried, self._answer = self._answer, None
            return True, carried

    def answer(self, carried: Carried | None) -> bool:
        """From the episode loop: ``carried`` (its episodes' indices in the loop's call) or None;
        False when no ask waits (the loop keeps its episodes)."""
        with self._lock:
            if not self.wanted or self._running is None:
                return False
            given = None
            if carried is not None:
                generation, start, offset = self._running
                episodes = tuple(offset + int(i) for i in carried.episodes)
                given = CarriedEpisodes(
                    generation=generation, start=start, episodes=episodes, carried=carried
                )
                self.given.append(given)
            self._reply(given)
            return True

    def _reply(self, given: CarriedEpisodes | None) -> None:
        """Hand ``given`` to the waiting ask (the lock held)."""
        self._answer, self.wanted = given, False
        self._answered.set()


def handed_off_episodes(lengths: np.ndarray) -> tuple[int, ...]:
    """The episodes (``2 x pair offset + half``) of a request's ``(pairs, 2)`` lengths that were
    handed off: their length is -1 until filled in (a played episode's is at least 1)."""
    return tuple(int(e) for e in np.flatnonzero(np.asarray(lengths).ravel() == -1))


def fill_in(returns: np.ndarray, lengths: np.ndarray, handed_off: tuple[int, ...], finished: dict) -> None:
    """Write the finished handed-off episodes into a request's ``(pairs, 2)`` returns and lengths.

    ``finished`` maps an episode index (``2 x pair offset + half``) to its (return, length), from the
    :class:`CarriedResult`\\ s of the request's continuations. Raises RuntimeError for an episode
    handed off and never finished (a bug: the backend waits for every continuation).
    """
    for episode in handed_off:
        if episode not in finished:
            raise RuntimeError(f"episode {episode} was handed off and never finished")
        k, half = divmod(episode, 2)
        returns[k, half], lengths[k, half] = finished[episode]


class HandoffAsks:
    """The driver's side of handoffs in one call of the Ray backend (``_run_requests``).

    Requests ``[0, parents)`` are the call's own; each handoff answered appends a request, the
    :class:`CarriedEpisodes` itself, run by an idle actor's ``continue_pairs``. One ask is out at a
    time, to the running request sent first, whenever an actor is idle and no request waits; a
    request that answers None is not asked again.

    The asked request's result and the ask's answer are two replies of one actor, sent by two
    threads: the result can reach the driver first (the request ran on after giving its episodes
    while the answer was still being pickled), its given episodes marked -1 for a continuation the
    driver has not heard of yet. So the call never ends while an ask is out (an answer always comes
    within a step of the asked request, or at once once it ended), and an answer that never comes
    (its actor died or stopped: :meth:`expire` after the worker timeout) leaves its request's given
    episodes with no continuation: :meth:`lost` finds such a request, which runs again whole and is
    never asked again.
    """

    def __init__(self, parents: int):
        self.parents = parents
        """The call's own requests (later keys are continuations)."""
        self.by_ref: dict = {}
        """The ask out: its object reference -> the request asked."""
        self.asked_at: dict = {}
        """The ask out: its object reference -> ``time.perf_counter()`` when it was sent."""
        self.declined: set[int] = set()
        """Requests that had nothing to give."""
        self.parent_of: dict[int, int] = {}
        """Continuation key -> the request its episodes come from."""

    def ask(self, actors: list, flights, done: set[int], requests: list) -> None:
        """Ask a running request of the call for episodes, if an actor is idle (see the class)."""
        if self.by_ref or not flights.idle_slots(len(actors)):
            return
        running = [
            flight
            for flight in flights.by_ref.values()
            if flight.key is not None
            and flight.key < self.parents
            and flight.key not in done
            and flight.key not in self.declined
        ]
        if running:
            flight = min(running, key=lambda f: f.sent)
            request = requests[flight.key]
            ref = actors[flight.slot].handoff.remote(request.generation, request.start)
            self.by_ref[ref], self.asked_at[ref] = flight.key, time.perf_counter()

    def expire(self, now: float, timeout_s: float) -> None:
        """Forget an ask out for more than ``timeout_s`` seconds (``now``: ``time.perf_counter()``):
        its actor died or stopped; the episodes it may have given are then :meth:`lost`."""
        for ref in [ref for ref, at in self.asked_at.items() if now - at > timeout_s]:
            del self.by_ref[ref], self.asked_at[ref]

    def lost(self, results: dict[int, tuple], requests: list) -> list[int]:
        """The call's requests whose result (in ``results``) has a handed-off episode that no
        continuation received carries: its ask's answer was lost (:meth:`receive` could not read
        it, or :meth:`expire`). Only meaningful once no ask is out."""
        carried: dict[int, set[int]] = {key: set() for key in range(self.parents)}
        for key, parent in self.parent_of.items():
            carried[parent].update(requests[key].episodes)
        return [
            key
            for key in range(self.parents)
            if key in results and not set(handed_off_episodes(results[key][0].lengths)) <= carried[key]
        ]

    def receive(self, answers: list, requests: list, times) -> list[int]:
        """Take the answers of ``answers`` (ready asks): each handoff becomes a request appended to
        ``requests``; returns their keys. ``times`` counts the episodes moved and their bytes."""
        import ray

        keys = []
        for ref in answers:
            asked = self.by_ref.pop(ref)
            self.asked_at.pop(ref, None)
            try:
                running, carried, nbytes = ray.get(ref)
            except Exception:  # the actor died or was replaced: its flight is handled as such
                continue
            if not running:  # not begun yet, or just ended: asked again while it is out
                continue
            if carried is None:
                self.declined.add(asked)
                continue
            # the actor's running request, normally the one asked (it may have taken another since)
            parent = next(
                (
                    key
                    for key in range(self.parents)
                    if (requests[key].generation, requests[key].start) == (carried.generation, carried.start)
                ),
                None,
            )
            if parent is None:  # a request left from an earlier call: its result is dropped anyway
                continue
            requests.append(carried)
            self.parent_of[len(requests) - 1] = parent
            times.handoffs += len(carried.episodes)
            times.handoff_bytes += 2 * nbytes  # to the driver, and on to the idle actor
            keys.append(len(requests) - 1)
        return keys


def results_in_order(results: dict[int, tuple], asks: HandoffAsks | None, times) -> list[tuple]:
    """The call's own ``(result, bytes)`` in request order, each handed-off episode filled in from its
    continuation's result (whose bytes ``times`` counts as handoff traffic, not the ES's)."""
    if asks is None:
        return [results[key] for key in sorted(results)]
    finished: dict[int, dict[int, tuple[float, int]]] = {key: {} for key in range(asks.parents)}
    for key, parent in asks.parent_of.items():
        result, nbytes = results[key]
        times.handoff_bytes += nbytes
        outcomes = zip(result.returns.tolist(), result.lengths.tolist(), strict=True)
        finished[parent].update(zip(result.episodes, outcomes, strict=True))
    out = []
    for key in range(asks.parents):
        result, nbytes = results[key]
        handed_off = handed_off_episodes(result.lengths)
        if handed_off:  # a copy: arrays from the object store are read-only
            result = dataclasses.replace(result, returns=result.returns.copy(), lengths=result.lengths.copy())
            fill_in(result.returns, result.lengths, handed_off, finished[key])
        out.append((result, nbytes))
    return out
