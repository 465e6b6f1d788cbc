"""Packing trials onto this machine's cores (``esbench run --jobs N``): which trial starts next, where.

A :class:`CorePool` holds the usable CPU ids (:func:`esbench.core.cpus.usable_cpus`) and at most ``jobs``
running trials. :meth:`CorePool.next_starts` scans the waiting trials in suite order and starts each
one that fits (first fit: a later, smaller trial may start while an earlier one waits for cores),
giving it the lowest free CPU ids, so the same sequence of finished trials always gives the same
placements. Cores never overlap: the cores of the running trials sum to at most the usable cores.
A trial that needs more cores than the machine has runs *alone*, on every usable core, once nothing
else runs (:attr:`Placement.alone`).

Every start and stop is appended to :attr:`CorePool.events`, the scheduler's own log.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable, Iterable, Sequence


def parse_jobs(text: str, usable: int) -> int:
    """``--jobs``: a positive integer, or ``auto`` (``usable``, the usable cores); ValueError otherwise."""
    if text.strip().lower() == "auto":
        return max(1, usable)
    try:
        jobs = int(text)
    except ValueError:
        raise ValueError(f"expected a positive number of trials or 'auto', got '{text}'") from None
    if jobs < 1:
        raise ValueError(f"must be at least 1 (or 'auto': {usable}, the usable cores), got {jobs}")
    return jobs


@dataclasses.dataclass(frozen=True)
class Placement:
    """Where one trial runs: its ``key``, the ``cores`` it asked for and the ``cpu_ids`` it got."""

    key: Hashable
    cores: int
    cpu_ids: tuple[int, ...]
    alone: bool = False
    """It needs more cores than the machine has: it runs by itself on every usable core."""


class CorePool:
    """The usable cores and the trials running on them (see the module docstring)."""

    def __init__(self, cpu_ids: Iterable[int], jobs: int, events: list | None = None):
        """``jobs``: at most this many at once; ``events``: the list to log into (default: a new one)."""
        self.cpu_ids = tuple(sorted(set(cpu_ids)))
        if not self.cpu_ids:
            raise ValueError("no usable CPU")
        if jobs < 1:
            raise ValueError(f"jobs must be at least 1, got {jobs}")
        self.jobs = jobs
        self.free = list(self.cpu_ids)
        self.running: dict[Hashable, Placement] = {}
        self.events: list[tuple[str, Hashable, tuple[int, ...]]] = events if events is not None else []
        """``("start", key, cpu_ids)`` and ``("stop", key, cpu_ids)``, in the order they happened (and
        ``("lost", key, cpu_ids)`` from ``esbench run --jobs``, for a trial whose process died): the
        one log of every ``--jobs`` driver."""

    def place(self, key: Hashable, cores: int) -> Placement | None:
        """Start ``key`` needing ``cores`` cores if it fits now (its placement), else None."""
        if key in self.running:
            raise ValueError(f"{key!r} is already running")
        if len(self.running) >= self.jobs:
            return None
        cores = max(1, int(cores))
        if cores > len(self.cpu_ids):
            if self.running:
                return None
            placement = Placement(key, cores, self.cpu_ids, alone=True)
        elif cores <= len(self.free):
            placement = Placement(key, cores, tuple(self.free[:cores]))
        else:
            return None
        taken = set(placement.cpu_ids)
        self.free = [c for c in self.free if c not in taken]
        self.running[key] = placement
        self.events.append(("start", key, placement.cpu_ids))
        return placement

    def next_starts(self, waiting: Sequence[tuple[Hashable, int]]) -> list[Placement]:
        """Place every ``(key, cores)`` of ``waiting`` (in that order) that fits now; their placements."""
        started = []
        for key, cores in waiting:
            if len(self.running) >= self.jobs:
                break
            placement = self.place(key, cores)
            if placement is not None:
                started.append(placement)
        return started

    def release(self, key: Hashable) -> None:
        """``key`` stopped: its cores are free again."""
        placement = self.running.pop(key)
        self.free = sorted({*self.free, *placement.cpu_ids})
        self.events.append(("stop", key, placement.cpu_ids))
