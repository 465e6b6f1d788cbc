"""The Ray backend's requests in flight: stragglers to issue again, hung workers to replace.

Every request sent to an actor is a *flight* (the actor's slot, the request it runs, when it was
sent). An actor runs one flight at a time, so the slots without a flight are the idle ones.

- A *straggler*: a request whose only flight has run longer than
  ``max(straggler_floor_s, straggler_factor x median)``, the median over the requests of the same
  call that already returned (:func:`straggler_after`). Once no new request is waiting, an idle
  actor runs it again; the first result wins and later copies are dropped. Results depend only on
  the request (pair indices, seeds), never on the actor, so the generation's result is unchanged.
- A *hung* worker: its flight has finished no step for longer than ``worker_timeout_s``. Every
  half of that, the backend asks a busy actor it has not heard from how many steps its request has
  finished (:mod:`esbench.backends.heartbeat`); a count that moved (:meth:`Flights.heard`) is a sign
  of life. A flight's clock starts when it is sent, so a worker stuck from its first step, or a
  stopped process that never answers, is hung ``worker_timeout_s`` after that sign (or after the
  sending) and at most half of it later; a request that keeps stepping is never hung, however long
  it runs (a reference-sized batch on 2 cores: minutes). The backend kills and replaces a hung
  worker, as an actor that died; its request runs again unless another copy is in flight.

Departure: the reference ES's workers have no timeout (a lost worker's results are simply not
waited for).

A flight outlives its call: a straggler still running when its generation ends stays a flight
(its request ``key`` None, its result dropped) and keeps its actor busy until it returns or hangs.

Departure: the reference ES has no straggler handling; its workers run until the driver has
enough results and late ones are discarded, which changes which pairs a generation uses. Here every
pair is kept and only the worker that computes it changes.
"""

from __future__ import annotations

import dataclasses
import statistics
import time


@dataclasses.dataclass
class Flight:
    """One request running on one actor."""

    slot: int
    """The actor's index in the pool."""
    key: int | None
    """The request's index in the current call; None: left over from an earlier call."""
    sent: float
    """``time.perf_counter()`` when it was sent."""
    dispatched: float = dataclasses.field(default_factory=time.time)
    """``time.time()`` just before it was sent (compared with the worker's stamps,
    :mod:`esbench.backends.stamps`)."""
    alive: float = dataclasses.field(init=False)
    """``time.perf_counter()`` of its last sign of life: sent, or a probe that found more steps finished."""
    probed: float = dataclasses.field(init=False)
    """``time.perf_counter()`` when it was sent or its actor last asked for its steps."""
    steps: int = 0
    """Steps its request had finished at the last answer (0 when sent: an actor's count restarts
    with every request)."""

    def __post_init__(self) -> None:
        self.alive = self.probed = self.sent


def straggler_after(durations: list[float], factor: float, floor_s: float) -> float | None:
    """Seconds after which a request counts as a straggler; None: not yet known or disabled (factor 0)."""
    if not factor or not durations:
        return None
    return max(float(floor_s), float(factor) * statistics.median(durations))


class Flights:
    """Flights by object reference (see the module docstring)."""

    def __init__(self):
        self.by_ref: dict = {}

    def add(self, ref, slot: int, key: int, sent: float, dispatched: float | None = None) -> None:
        """Record that request ``key`` was sent to actor ``slot`` at ``sent`` (monotonic; wall time
        ``dispatched``, by default now)."""
        self.by_ref[ref] = Flight(slot, key, sent, time.time() if dispatched is None else dispatched)

    def pop(self, ref) -> Flight:
        """Forget (and return) the flight of ``ref``."""
        return self.by_ref.pop(ref)

    def orphan_all(self) -> None:
        """A new call starts: every flight left from earlier calls no longer has a request."""
        for flight in self.by_ref.values():
            flight.key = None

    def drop_slot(self, slot: int) -> list[Flight]:
        """Forget (and return) the flights of actor ``slot`` (it is being replaced)."""
        refs = [ref for ref, flight in self.by_ref.items() if flight.slot == slot]
        return [self.by_ref.pop(ref) for ref in refs]

    def idle_slots(self, slots: int) -> list[int]:
        """The actors among ``range(slots)`` with no flight, in index order."""
        busy = {flight.slot for flight in self.by_ref.values()}
        return [slot for slot in range(slots) if slot not in busy]

    def copies(self, key: int) -> int:
        """Flights of request ``key``."""
        return sum(1 for flight in self.by_ref.values() if flight.key == key)

    def stragglers(self, now: float, after: float | None, done: set[int]) -> list[int]:
        """Unfinished requests whose only flight has run longer than ``after`` seconds, oldest first."""
        if after is None:
            return []
        counts: dict[int, int] = {}
        for flight in self.by_ref.values():
            if flight.key is not None:
                counts[flight.key] = counts.get(flight.key, 0) + 1
        late = [
            flight
            for flight in self.by_ref.values()
            if flight.key is not None
            and flight.key not in done
            and counts[flight.key] == 1
            and now - flight.sent > after
        ]
        return [flight.key for flight in sorted(late, key=lambda f: f.sent)]

    def to_probe(self, now: float, every_s: float) -> list[int]:
        """The slots whose flight was sent, or its actor asked for its steps, over ``every_s`` seconds ago."""
        return sorted({f.slot for f in self.by_ref.values() if now - f.probed > every_s})

    def heard(self, slot: int, steps: int | None, now: float) -> bool:
        """Record actor ``slot``'s answer to a probe at ``now``: its request's finished ``steps``
        (None: no answer). Whether they are more than at its last answer (a sign of life)."""
        advanced = False
        for flight in self.by_ref.values():
            if flight.slot != slot:
                continue
            flight.probed = now
            if steps is not None and steps > flight.steps:
                flight.steps, flight.alive = steps, now
                advanced = True
        return advanced

    def hung(self, now: float, timeout_s: float) -> list[int]:
        """The slots whose flight has shown no sign of life (:attr:`Flight.alive`) for over
        ``timeout_s`` seconds."""
        return sorted({f.slot for f in self.by_ref.values() if now - f.alive > timeout_s})
