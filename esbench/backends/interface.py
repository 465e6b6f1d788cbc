"""The backend interface: :class:`Backend` (ES generations and full-vector evaluations on workers)
and :class:`BackendOptions`, the options every backend is built with, declared once here.

Generation sizing, deterministic by construction: pairs are numbered 0, 1, 2, ...; a first wave
runs pairs ``[0, population)``. If ``min_steps`` is set and those pairs took fewer env steps,
further waves run the next pairs, sized from the mean steps per pair so far, until the steps
are reached (the reference stops on episodes AND timesteps; the rule is
:func:`esbench.es.sampling.further_pairs`). Every pair run is used in the update, so the result
depends only on (run seed, generation, pair index), never on timing or worker count.

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
    GenerationResult,
    GenerationTask,
    GenerationTimes,
    ThetaEvalResult,
    ThetaRequest,
    ThetaStatsRequest,
    message_bytes,
)
from esbench.backends.requests import request_ranges
from esbench.es.sampling import further_pairs


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

    # -- the ES ----------------------------------------------------------------------------
    def run_generation(self, task: GenerationTask, population: int, min_steps: int = 0) -> GenerationResult:
        """Run at least ``population`` mirrored pairs (and ``min_steps`` env steps) of ``task``."""
        times = self._times = GenerationTimes(workers=self.num_workers)
        clock = time.perf_counter()
        results: list[ChunkResult] = []
        sent = self._send_task(task)
        now = time.perf_counter()
        times.put, clock = now - clock, now
        received, failures0 = 0, self.worker_failures
        start, stop, steps, wave_index = 0, population, 0, 0
        while True:
            options = self.options
            ranges = request_ranges(
                start,
                stop,
                self.num_workers,
                options.requests_per_worker,
                options.pairs_per_task,
                options.request_schedule,
            )
            requests = [ChunkRequest(task.generation, a, b) for a, b in ranges]
            stamped = len(times.records)
            sized = self._run_requests("run_pairs", requests)  # adds compute, tail, busy and records
            for record in times.records[stamped:]:
                record.wave = wave_index
            wave_index += 1
            wave = [result for result, _ in sized]
            sent += sum(message_bytes(r) for r in requests)
            received += sum(nbytes for _, nbytes in sized)
            results.extend(wave)
            times.requests += len(requests)
            steps += int(sum(int(r.lengths.sum()) for r in wave))
            more = further_pairs(stop, steps, min_steps)
            if not more:
                break
            start, stop = stop, stop + more
        now = time.perf_counter()
        times.gather += now - clock - times.compute - times.tail  # bookkeeping between and after waves
        merged = merge_chunks(
            results, sent, received, self.worker_failures - failures0, task.episodes_per_pair, times
        )
        times.gather += time.perf_counter() - now - times.obstat
        return merged

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

    # -- what a backend implements -------------------------------------------------------------
    @abc.abstractmethod
    def _send_task(self, task: GenerationTask) -> int:
        """Make ``task`` available to every worker once; return the bytes that costs."""

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


def merge_chunks(
    results: list[ChunkResult],
    sent: int,
    received: int,
    failures: int,
    episodes_per_half: int = 1,
    times: GenerationTimes | None = None,
) -> GenerationResult:
    """Order chunk results by pair index and sum observation statistics in (pair, half) order.

    The sort is stable, so several entries of one half (one per episode) keep their episode order.
    The summing's seconds go to ``times.obstat``.
    """
    times = times if times is not None else GenerationTimes()
    results = sorted(results, key=lambda r: r.start)
    clock = time.perf_counter()
    obstats = sorted((o for r in results for o in r.obstats), key=lambda o: (o[0], o[1]))
    obs_sum = obs_sumsq = None
    count = 0
    for _, _, s, ssq, c in obstats:
        obs_sum = s.copy() if obs_sum is None else obs_sum + s
        obs_sumsq = ssq.copy() if obs_sumsq is None else obs_sumsq + ssq
        count += c
    times.obstat += time.perf_counter() - clock
    return GenerationResult(
        noise_indices=np.concatenate([r.noise_indices for r in results]).astype(np.int64),
        returns=np.concatenate([r.returns for r in results]).astype(np.float64),
        lengths=np.concatenate([r.lengths for r in results]).astype(np.int64),
        obs_sum=obs_sum,
        obs_sumsq=obs_sumsq,
        obs_count=count,
        episodes_per_half=episodes_per_half,
        bytes_to_workers=sent,
        bytes_from_workers=received,
        worker_failures=failures,
        times=times,
    )
