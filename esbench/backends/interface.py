"""The backend interface: :class:`Backend` (ES generations, full-vector evaluations and any family's
requests, :mod:`esbench.backends.protocol`, on workers) and :class:`BackendOptions`, the options
every backend is built with, declared once here.

The ES's generation loop (its waves of mirrored pairs, sized deterministically) is the ES's own,
:func:`esbench.runners.openai_es.generation.run_generation`, over this interface's primitives
(:meth:`Backend.start_call`, :meth:`Backend.send_task`, :meth:`Backend.run_pairs`).

The messages a backend sends and receives, and what its calls return, are in
:mod:`esbench.backends.base`; the backends themselves in :mod:`esbench.backends.serial` and
:mod:`esbench.backends.ray_backend`, built by :func:`esbench.backends.make_backend`.
"""

from __future__ import annotations

import abc
import dataclasses
import time
from collections.abc import Sequence
from typing import Any

import numpy as np

from esbench.backends.base import (
    ChunkRequest,
    ChunkResult,
    GenerationTimes,
    ThetaEvalResult,
    ThetaRequest,
    ThetaStatsRequest,
    message_bytes,
)
from esbench.backends.protocol import RUN_REQUEST, RequestsResult, WorkerRequest


@dataclasses.dataclass(frozen=True, kw_only=True)
class BackendOptions:
    """How a backend runs: its pool, its requests' sizes, its hung-worker and straggler rules and
    handoffs. The serial backend reads the request sizing only; the Ray backend all of them. A run's
    options come from its params by name (:meth:`of`)."""

    workers: int | None = None
    """Ray actors to start (None: the CPU count of the machine, or of the cluster when
    ``ray_address`` is given)."""
    ray_address: str | None = None
    """Join this Ray cluster (e.g. ``auto``) instead of starting a local Ray."""
    pairs_per_task: int | None = None
    """Fixed pairs per request; None: split by ``request_schedule``
    (:func:`~esbench.backends.requests.request_ranges`)."""
    worker_timeout_s: float = 300.0
    """An actor that finishes no step of its request for this long is hung: killed and replaced
    (Ray only, :mod:`esbench.backends.flights`)."""
    requests_per_worker: int = 1
    """Requests per worker per wave with the ``equal`` schedule (more: finer load balance)."""
    request_schedule: str = "equal"
    """How a wave's pairs are split when ``pairs_per_task`` is None: ``equal`` (``requests_per_worker``
    equal requests per worker) or ``factoring`` (shrinking requests)."""
    straggler_factor: float = 3.0
    """A request is a straggler after this many times the call's median request time (0: never;
    Ray only)."""
    straggler_floor_s: float = 5.0
    """... and never before this many seconds."""
    handoff: bool = True
    """Idle actors take half of a busy one's running episodes (Ray only,
    :mod:`esbench.backends.handoff`; pointless, so best off, where no episode can move: another
    simulator than the batched one, or several episodes per half)."""

    @classmethod
    def of(cls, params: Any, **overrides: Any) -> BackendOptions:
        """The options ``params`` has a field of the same name for (a runner's params: the ES's have
        all but ``handoff``, Nevergrad's ``workers`` and ``ray_address``), the others at their
        defaults, then ``overrides``."""
        given = {f.name: getattr(params, f.name) for f in dataclasses.fields(cls) if hasattr(params, f.name)}
        return cls(**{**given, **overrides})


class Backend(abc.ABC):
    """Runs ES generations and full-vector evaluations on workers; see the module docstring."""

    num_workers: int = 1
    """Workers (processes) the backend uses."""
    transport: str = "workers"
    """How messages reach the workers: ``ray``, or :data:`~esbench.backends.base.IN_PROCESS` (nothing
    leaves the process)."""

    def __init__(self, options: BackendOptions | None = None):
        self.options = options if options is not None else BackendOptions()
        """How this backend runs (the request sizing here; a Ray backend's pool and timeouts)."""
        self.worker_failures = 0
        """Workers that died (and were replaced) since the backend started."""
        self.workers_replaced = 0
        """Workers replaced since the backend started: died, or hung past the worker timeout."""
        self.requests_reissued = 0
        """Straggling requests issued again to an idle worker since the backend started."""
        self._times = GenerationTimes()
        """The running generation's times; :meth:`_run_requests` adds compute, tail and busy."""

    # -- the ES's waves (its loop: esbench.runners.openai_es.generation) ---------------------------
    def start_call(self) -> GenerationTimes:
        """A new record of where a call's wall time goes (``put``, ``compute``, ``tail``, ...), which
        :meth:`send_task` and :meth:`run_pairs` add to until the next call starts one."""
        self._times = GenerationTimes(workers=self.num_workers)
        return self._times

    def send_task(self, task: Any) -> int:
        """Make ``task`` (a :class:`GenerationTask`) available to every worker once (Ray: one
        object-store copy per node); the bytes that costs."""
        return self._send_task(task)

    def run_pairs(self, requests: Sequence[ChunkRequest]) -> list[tuple[ChunkResult, int]]:
        """One wave of the ES's mirrored pairs on the workers, the last :meth:`send_task`'s task:
        ``(result, serialized size)`` per request in request order, stragglers, hung and dead workers
        and handoffs handled (:mod:`esbench.backends.handoff`); adds to the call's times."""
        return self._run_requests("run_pairs", list(requests))

    # -- Nevergrad ---------------------------------------------------------------------------
    def evaluate_thetas(
        self,
        thetas: np.ndarray,
        env_seeds: Sequence[int],
        episode_cap: int | None = None,
        obs_mean: np.ndarray | None = None,
        obs_std: np.ndarray | None = None,
        per_task: int = 1,
        save_obs: Sequence[bool] | None = None,
    ) -> ThetaEvalResult:
        """One deterministic episode per row of ``thetas`` (k, num_params) with env seed ``env_seeds[i]``.

        Every candidate travels as a full float32 parameter vector (``per_task`` rows per message):
        the scheme the ES avoids. No action noise; observations are normalised only if
        ``obs_mean``/``obs_std`` are given. ``save_obs[i]``: row i's raw observations are summed and
        returned (``obstats``), as an ES half's are when it samples observation statistics. Returns
        are in candidate order.
        """
        thetas = np.asarray(thetas, dtype=np.float32)
        if thetas.ndim != 2 or len(env_seeds) != thetas.shape[0]:
            raise ValueError(f"need (k, num_params) thetas and k seeds, got {thetas.shape}, {len(env_seeds)}")

        def request(a: int) -> ThetaRequest:
            rows = slice(a, a + per_task)
            common: dict[str, Any] = {
                "start": a, "thetas": thetas[rows], "env_seeds": tuple(int(s) for s in env_seeds[rows]),
                "episode_cap": episode_cap, "obs_mean": obs_mean, "obs_std": obs_std,
            }  # fmt: skip
            if save_obs is None or not any(save_obs[rows]):
                return ThetaRequest(**common)
            return ThetaStatsRequest(**common, save_obs=tuple(bool(v) for v in save_obs[rows]))

        requests = [request(a) for a in range(0, thetas.shape[0], per_task)]
        failures0 = self.worker_failures
        self._times = GenerationTimes(workers=self.num_workers)
        sized = self._run_requests("evaluate_thetas", requests)
        results = sorted((result for result, _ in sized), key=lambda r: r.start)
        return ThetaEvalResult(
            returns=np.concatenate([r.returns for r in results]) if results else np.zeros(0),
            lengths=np.concatenate([r.lengths for r in results]) if results else np.zeros(0, np.int64),
            bytes_to_workers=sum(message_bytes(r) for r in requests),
            bytes_from_workers=sum(nbytes for _, nbytes in sized),
            worker_failures=self.worker_failures - failures0,
            obstats=[stat for r in results for stat in getattr(r, "obstats", [])],
        )

    # -- any other family (esbench.backends.protocol) -------------------------------------------
    def run_requests(self, requests: Sequence[WorkerRequest], task: Any = None) -> RequestsResult:
        """Run every request once on the workers (``request.run(worker, task)``), ``task`` made
        available to every worker first (:mod:`esbench.backends.protocol`); results in request order."""
        times = self._times = GenerationTimes(workers=self.num_workers)
        clock = time.perf_counter()
        failures0 = self.worker_failures
        requests = list(requests)
        sent = self._send_task(task)
        now = time.perf_counter()
        times.put, clock = now - clock, now
        sized = self._run_requests(RUN_REQUEST, requests)
        times.requests = len(requests)
        times.gather = max(0.0, time.perf_counter() - clock - times.compute - times.tail)
        return RequestsResult(
            results=[result for result, _ in sized],
            bytes_to_workers=sent + sum(message_bytes(r) for r in requests),
            bytes_from_workers=sum(nbytes for _, nbytes in sized),
            worker_failures=self.worker_failures - failures0,
            times=times,
        )

    # -- what a backend implements -------------------------------------------------------------
    @abc.abstractmethod
    def _send_task(self, task: Any) -> int:
        """Make ``task`` (a :class:`GenerationTask`, or a family's task) available to every worker
        once; return the bytes that costs."""

    @abc.abstractmethod
    def _run_requests(self, method: str, requests: list) -> list:
        """Run ``worker.<method>(task, request)`` for every request.

        Returns ``(result, serialized size of the result as the worker sent it)`` pairs, in any order,
        and adds to ``self._times``: ``compute`` (until the first worker has no request left),
        ``tail`` (from then until the last result), ``busy`` (the workers' own seconds) and
        ``records`` (each returned request's :class:`~esbench.backends.stamps.RequestRecord`).
        """

    @property
    @abc.abstractmethod
    def noise_table(self) -> np.ndarray:
        """The driver's read-only view of the noise table."""

    @abc.abstractmethod
    def close(self) -> None:
        """Stop workers and release resources."""
