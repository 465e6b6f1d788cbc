"""How a generation's mirrored pairs are split into requests to the workers (:func:`request_ranges`).

The split never changes results (they depend only on pair indices, :mod:`esbench.es.sampling`); it
decides how evenly the workers finish a wave: see :data:`REQUEST_SCHEDULES`.
"""

from __future__ import annotations

import math


def default_pairs_per_task(population: int) -> int:
    """The former default chunk (about 32 requests per generation, whatever the worker count);
    kept for the benchmarks that compare with it."""
    return max(1, math.ceil(population / 32))


#: How a generation's pairs are split into requests when no fixed size is set (:func:`request_ranges`).
REQUEST_SCHEDULES = ("equal", "factoring")


def request_ranges(
    start: int,
    stop: int,
    workers: int,
    per_worker: int = 1,
    per_task: int | None = None,
    schedule: str = "equal",
) -> list[tuple[int, int]]:
    """Pair ranges ``[a, b)`` covering ``[start, stop)``, one per request, in pair order.

    ``per_task`` set: fixed-size ranges of that many pairs (the last one shorter). Otherwise, by
    ``schedule``:

    - ``equal``: ``min(pairs, workers x per_worker)`` ranges whose sizes differ by at most one pair,
      so every worker gets an equal share in ``per_worker`` rounds (one by default: each worker one
      request);
    - ``factoring`` (Hummel, Schonberg and Flynn 1992): rounds of ``workers`` equal ranges, each
      round covering half the pairs left (at least one pair a range), so the ranges shrink
      geometrically; the backends hand the next range to whichever worker is idle, so a slower core
      or longer episodes move work to the other workers and the generation ends within one small
      range of its last worker, at about ``workers x log2(pairs / workers)`` requests. One worker
      gets one range (nothing to balance).

    Departure: the reference's workers each take pairs for at least 0.2 s per message, so the
    number of messages follows the timing; here it follows the worker count. Results depend only on
    pair indices (:mod:`esbench.es.sampling`), never on how pairs are split into requests.
    """
    pairs = stop - start
    if pairs <= 0:
        return []
    if per_task:
        return [(a, min(a + per_task, stop)) for a in range(start, stop, per_task)]
    if schedule not in REQUEST_SCHEDULES:
        raise ValueError(f"unknown request schedule {schedule!r} ({' | '.join(REQUEST_SCHEDULES)})")
    if schedule == "factoring":
        if workers <= 1:
            return [(start, stop)]
        bounds, a = [], start
        while a < stop:
            size = -(-(stop - a) // (2 * workers))  # half of what is left, in `workers` ranges
            for _ in range(workers):
                if a < stop:
                    b = min(stop, a + size)
                    bounds.append((a, b))
                    a = b
        return bounds
    n = min(pairs, max(1, workers) * max(1, per_worker))
    size, extra = divmod(pairs, n)
    bounds, a = [], start
    for i in range(n):
        b = a + size + (1 if i < extra else 0)
        bounds.append((a, b))
        a = b
    return bounds
