"""Where ES and Nevergrad rollouts run: in-process (``serial``) or on a pool of Ray actors (``ray``).

Both backends have the interface of :class:`esbench.backends.base.Backend`; build one with
:func:`make_backend`.
"""

from __future__ import annotations

from esbench.backends.base import Backend, GenerationResult, GenerationTask, ThetaEvalResult, WorkerSpec


def make_backend(
    kind: str,
    spec: WorkerSpec,
    workers: int | None = None,
    ray_address: str | None = None,
    ref_batch=None,
    pairs_per_task: int | None = None,
    worker_timeout_s: float = 300.0,
    requests_per_worker: int = 1,
    request_schedule: str = "equal",
    straggler_factor: float = 3.0,
    straggler_floor_s: float = 5.0,
    handoff: bool = True,
) -> Backend:
    """A backend of ``kind`` (``ray`` or ``serial``) whose workers run ``spec``.

    ``workers``: Ray actors to start (default: the CPU count of the machine, or of the cluster
    when ``ray_address`` is given). ``ref_batch``: an optional reference batch of observations
    given once to every worker's policy factory. ``pairs_per_task``: fixed pairs per request;
    None: split by ``request_schedule`` (``equal``: ``requests_per_worker`` equal requests per
    worker and wave; ``factoring``: shrinking requests; :func:`~esbench.backends.requests.request_ranges`).
    ``worker_timeout_s``, ``straggler_factor``, ``straggler_floor_s``: hung workers and straggling
    requests (Ray only, :mod:`esbench.backends.flights`). ``handoff``: idle actors take half of a busy
    one's running episodes (Ray only, :mod:`esbench.backends.handoff`; pointless, so best off, where
    no episode can move: another simulator than the batched one, or several episodes per half).
    """
    if kind == "serial":
        from esbench.backends.serial import SerialBackend

        return SerialBackend(
            spec,
            ref_batch=ref_batch,
            pairs_per_task=pairs_per_task,
            requests_per_worker=requests_per_worker,
            request_schedule=request_schedule,
        )
    if kind == "ray":
        from esbench.backends.ray_backend import RayBackend

        return RayBackend(
            spec,
            workers=workers,
            ray_address=ray_address,
            ref_batch=ref_batch,
            pairs_per_task=pairs_per_task,
            worker_timeout_s=worker_timeout_s,
            requests_per_worker=requests_per_worker,
            request_schedule=request_schedule,
            straggler_factor=straggler_factor,
            straggler_floor_s=straggler_floor_s,
            handoff=handoff,
        )
    raise ValueError(f"unknown backend '{kind}' (ray | serial)")


__all__ = ["Backend", "GenerationResult", "GenerationTask", "ThetaEvalResult", "WorkerSpec", "make_backend"]
