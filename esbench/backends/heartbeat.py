"""A rollout process's steps in its current request: how the Ray backend tells a slow worker from a hung one.

The episode loops (:mod:`esbench.backends.episodes`) count every step they finish (:func:`beat`; a
lockstep batch's tick counts once). The Ray actor (:mod:`esbench.backends.ray_actor`) sets the count
to 0 before and after each request (:func:`restart`), so between two requests it is 0, and answers
the driver's probe with it (:func:`beats`) from its second thread.

The driver (:mod:`esbench.backends.flights`) counts a worker hung only when its count has not moved
for ``worker_timeout_s``. A request may then run for any time while its episodes step: on 2 cores,
one request of the reference code's batch (2,500 mirrored pairs of Hopper episodes up to 1,000 steps)
runs about ten minutes. A stopped process (no answer) or one stuck inside a step or a reset (no step
finished) is still hung.

One count per process: a rollout actor is one process running one request at a time.
"""

from __future__ import annotations

_beats = 0


def beat() -> None:
    """One more step finished (called by the episode loops, on the request's thread)."""
    global _beats
    _beats += 1


def beats() -> int:
    """Steps finished in the current request (0 between requests)."""
    return _beats


def restart() -> None:
    """A request starts or ends: the count is 0 again."""
    global _beats
    _beats = 0
