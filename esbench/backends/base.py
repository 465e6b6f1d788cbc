"""The backend interface and the messages between the ES driver and its workers.

What crosses the wire (reference ``Task``/``Result``, made explicit):

- once per run: the noise table (Ray: one object-store copy per node) and an optional reference batch;
- once per generation: a :class:`GenerationTask` (θ, obs-norm mean/std and a few scalars);
- per request (by default one per worker per wave; shrinking ones with the ``factoring`` schedule;
  :func:`request_ranges`): a :class:`ChunkRequest`
  (three integers) and back a :class:`ChunkResult`
  (per pair: noise index, two returns, two lengths; plus observation sums for the few rollouts
  that sampled them). Noise vectors never travel. With ``episodes_per_pair`` > 1 each half's
  return is the mean over its episodes and its length their total, so the reply stays the same size.

Generation sizing, deterministic by construction: pairs are numbered 0, 1, 2, ...; a first wave
runs pairs ``[0, population)``. If ``min_steps`` is set and those pairs took fewer env steps,
further waves run the next pairs, sized from the mean steps per pair so far, until the steps
are reached (the reference stops on episodes AND timesteps; the rule is
:func:`esbench.es.sampling.further_pairs`). Every pair run is used in the update, so the result
depends only on (run seed, generation, pair index), never on timing or worker count.

Every message with more than three fields is built with keywords only.

Where a generation's wall time goes (:class:`GenerationTimes`, logged by the ES runner as ``es.*_time_s``):
``put`` (θ into the object store), ``compute`` (from the first request sent until the first worker
runs out of work: every worker busy), ``tail`` (from then until the last result arrives: some workers
idle, waiting for the last), ``gather`` (ordering and concatenating the results), ``obstat`` (summing
the rollouts' observation statistics in pair order); with more than one wave, the request bookkeeping
between waves is ``gather`` too. ``busy`` is the workers' own compute time summed over requests (not a
part of the wall time: a sum over workers).
"""

from __future__ import annotations

import abc
import dataclasses
import pickle
import time
from collections.abc import Sequence
from typing import Any, ClassVar

import numpy as np

from esbench.backends.later_fields import OmitsLaterDefaults
from esbench.backends.requests import request_ranges
from esbench.core.errors import EsbenchError
from esbench.es.noise import DEFAULT_SEED
from esbench.es.sampling import further_pairs
from esbench.es.update import GenerationData

#: The ``transport`` of a backend whose workers run in the driver's own process (nothing is sent).
IN_PROCESS = "in-process"


def message_bytes(obj: Any) -> int:
    """The serialized size of a message (pickle protocol 5, as Ray uses for Python objects)."""
    return len(pickle.dumps(obj, protocol=5))


@dataclasses.dataclass(frozen=True, kw_only=True)
class WorkerSpec:
    """What every worker is built from (shipped once, when the worker starts)."""

    env_id: str
    """Gymnasium id, made with :func:`esbench.envs.make_env`."""
    policy_factory: Any
    """Picklable ``factory(observation_space, action_space, ref_batch) -> RolloutPolicy``."""
    noise_size: int = 0  #: noise table length (0: no table, e.g. for Nevergrad's full-vector evaluations)
    noise_seed: int = DEFAULT_SEED  #: noise table seed (the reference's 123)


@dataclasses.dataclass(frozen=True, kw_only=True)
class GenerationTask(OmitsLaterDefaults):
    """What the driver puts in the object store once per generation."""

    LATER_DEFAULTS: ClassVar[dict[str, Any]] = {"shared_env_seeds": False}

    generation: int
    run_seed: int
    theta: np.ndarray
    obs_mean: np.ndarray | None
    """Observation mean (None: no observation normalisation, as with ``calc_obstat_prob`` 0)."""
    obs_std: np.ndarray | None
    sigma: float
    episode_cap: int | None
    action_noise_std: float
    calc_obstat_prob: float
    episodes_per_pair: int = 1
    """Episodes per half of a pair (return: their mean). Departure: the reference plays one; GoodAI more."""
    shared_env_seeds: bool = False
    """Both halves of a pair on the same env seeds (GoodAI's); False: a seed per half (reference)."""


@dataclasses.dataclass(frozen=True)
class ChunkRequest:
    """Run mirrored pairs ``[start, stop)`` of ``generation``."""

    generation: int
    start: int
    stop: int


@dataclasses.dataclass(kw_only=True)
class ChunkResult:
    """Results of one :class:`ChunkRequest`, in pair order."""

    start: int
    noise_indices: np.ndarray
    returns: np.ndarray
    lengths: np.ndarray
    obstats: list[tuple[int, int, np.ndarray, np.ndarray, int]]
    """``(pair, half, Σo, Σo², count)`` for each rollout that sampled observation statistics
    (with several episodes per half: one entry per sampling episode, in episode order)."""
    # An episode handed to another worker while running (:mod:`esbench.backends.handoff`) has
    # return NaN and length -1 here until the backend fills it in (no extra field: the reply's
    # bytes, a logged metric, stay those of a whole request).


@dataclasses.dataclass(frozen=True, kw_only=True)
class ThetaRequest:
    """Full-vector evaluation (Nevergrad): play one episode per θ row with the given env seeds."""

    start: int
    thetas: np.ndarray
    env_seeds: tuple[int, ...]
    episode_cap: int | None = None
    obs_mean: np.ndarray | None = None
    obs_std: np.ndarray | None = None


@dataclasses.dataclass(frozen=True, kw_only=True)
class ThetaStatsRequest(ThetaRequest):
    """A :class:`ThetaRequest` whose rows flagged in ``save_obs`` also return observation sums
    (the ask/tell objective's normalisation, :mod:`esbench.runners.objective`). A subclass, so a
    request without it is the same message, byte for byte, as before it existed."""

    save_obs: tuple[bool, ...] = ()
    """Per row: whether its episode's raw observations are summed for the running statistics."""


@dataclasses.dataclass
class ThetaResult:
    """Returns and lengths of one :class:`ThetaRequest`."""

    start: int
    returns: np.ndarray
    lengths: np.ndarray


@dataclasses.dataclass
class ThetaStatsResult(ThetaResult):
    """The result of a :class:`ThetaStatsRequest`: also the observation sums of its flagged rows."""

    obstats: list[tuple[int, np.ndarray, np.ndarray, int]] = dataclasses.field(default_factory=list)
    """``(row, Σo, Σo², count)`` for each flagged row, row = its index in the whole evaluation."""


@dataclasses.dataclass(kw_only=True)
class GenerationTimes:
    """Driver wall-clock seconds of one :meth:`Backend.run_generation`, by part (module docstring).

    ``put + compute + tail + gather + obstat`` is the call's wall time up to float rounding (the
    leftover, e.g. building requests, is in ``gather``). ``busy``: worker compute seconds summed
    over requests; ``workers``: the backend's workers; ``requests``: requests sent; ``records``: each
    returned request's stamps (:mod:`esbench.backends.stamps`), for the coordination metrics.
    """

    put: float = 0.0
    compute: float = 0.0
    tail: float = 0.0
    gather: float = 0.0
    obstat: float = 0.0
    busy: float = 0.0
    workers: int = 1
    requests: int = 0
    records: list = dataclasses.field(default_factory=list)
    handoffs: int = 0
    """Running episodes handed from a busy worker to an idle one (:mod:`esbench.backends.handoff`)."""
    handoff_bytes: int = 0
    """What those handoffs sent: their states to the driver and on, and their results back."""

    def wall(self) -> float:
        """The parts' sum: the driver's wall time in :meth:`Backend.run_generation`."""
        return self.put + self.compute + self.tail + self.gather + self.obstat


@dataclasses.dataclass(frozen=True, kw_only=True)
class GenerationResult(GenerationData):
    """A generation's pairs ordered by index, plus what it cost on the wire and in time."""

    bytes_to_workers: int = 0
    bytes_from_workers: int = 0
    worker_failures: int = 0
    times: GenerationTimes = dataclasses.field(default_factory=GenerationTimes)


@dataclasses.dataclass(frozen=True, kw_only=True)
class ThetaEvalResult:
    """Returns and lengths of full-vector evaluations (candidate order), plus bytes on the wire."""

    returns: np.ndarray
    lengths: np.ndarray
    bytes_to_workers: int
    bytes_from_workers: int
    worker_failures: int = 0
    obstats: list[tuple[int, np.ndarray, np.ndarray, int]] = dataclasses.field(default_factory=list)
    """``(row, Σo, Σo², count)`` of the rows whose observations were summed (``save_obs``), in row order."""


class Backend(abc.ABC):
    """Runs ES generations and full-vector evaluations on workers; see the module docstring."""

    num_workers: int = 1
    """Workers (processes) the backend uses."""
    transport: str = "workers"
    """How messages reach the workers: ``ray``, or :data:`IN_PROCESS` (nothing leaves the process)."""

    def __init__(
        self, pairs_per_task: int | None = None, requests_per_worker: int = 1, request_schedule: str = "equal"
    ):
        self.pairs_per_task = pairs_per_task
        """Fixed pairs per request; None: sized from the worker count (:func:`request_ranges`)."""
        self.requests_per_worker = requests_per_worker
        """Requests per worker per wave with the ``equal`` schedule (more: finer load balance)."""
        self.request_schedule = request_schedule
        """How a wave's pairs are split when ``pairs_per_task`` is None (:data:`REQUEST_SCHEDULES`)."""
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
            ranges = request_ranges(
                start,
                stop,
                self.num_workers,
                self.requests_per_worker,
                self.pairs_per_task,
                self.request_schedule,
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
        merged = _merge(
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
        requests = [
            ThetaRequest(
                start=a,
                thetas=thetas[a : a + per_task],
                env_seeds=tuple(int(s) for s in env_seeds[a : a + per_task]),
                episode_cap=episode_cap,
                obs_mean=obs_mean,
                obs_std=obs_std,
            )
            if save_obs is None or not any(save_obs[a : a + per_task])
            else ThetaStatsRequest(
                start=a,
                thetas=thetas[a : a + per_task],
                env_seeds=tuple(int(s) for s in env_seeds[a : a + per_task]),
                episode_cap=episode_cap,
                obs_mean=obs_mean,
                obs_std=obs_std,
                save_obs=tuple(bool(v) for v in save_obs[a : a + per_task]),
            )
            for a in range(0, thetas.shape[0], per_task)
        ]
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


def _merge(
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


class WorkersLostError(EsbenchError):
    """No worker returned a result for longer than the timeout: all workers are presumed lost."""
