"""One ES generation on a backend: the waves of mirrored pairs and their merged result.

Generation sizing, deterministic by construction: pairs are numbered 0, 1, 2, ...; a first wave
runs pairs ``[0, population)``. If ``min_steps`` is set and those pairs took fewer env steps,
further waves run the next pairs, sized from the mean steps per pair so far, until the steps are
reached (the reference stops on episodes AND timesteps; the rule is
:func:`esbench.es.sampling.further_pairs`). Every pair run is used in the update, so the result
depends only on (run seed, generation, pair index), never on timing or worker count.

The backend gives the primitives (:meth:`~esbench.backends.interface.Backend.start_call`,
:meth:`~esbench.backends.interface.Backend.send_task`,
:meth:`~esbench.backends.interface.Backend.run_pairs`: its requests split by
:func:`~esbench.backends.requests.request_ranges`); the loop is the ES's, here.
"""

from __future__ import annotations

import time

import numpy as np

from esbench.backends.base import (
    ChunkRequest,
    ChunkResult,
    GenerationResult,
    GenerationTask,
    GenerationTimes,
    message_bytes,
)
from esbench.backends.interface import Backend
from esbench.backends.requests import request_ranges
from esbench.es.sampling import further_pairs


def run_generation(
    backend: Backend, task: GenerationTask, population: int, min_steps: int = 0
) -> GenerationResult:
    """Run at least ``population`` mirrored pairs (and ``min_steps`` env steps) of ``task`` on ``backend``."""
    times = backend.start_call()
    clock = time.perf_counter()
    results: list[ChunkResult] = []
    sent = backend.send_task(task)
    now = time.perf_counter()
    times.put, clock = now - clock, now
    received, failures0 = 0, backend.worker_failures
    start, stop, steps, wave_index = 0, population, 0, 0
    while True:
        options = backend.options
        ranges = request_ranges(
            start,
            stop,
            backend.num_workers,
            options.requests_per_worker,
            options.pairs_per_task,
            options.request_schedule,
        )
        requests = [ChunkRequest(task.generation, a, b) for a, b in ranges]
        stamped = len(times.records)
        sized = backend.run_pairs(requests)  # adds compute, tail, busy and records
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
        results, sent, received, backend.worker_failures - failures0, task.episodes_per_pair, times
    )
    times.gather += time.perf_counter() - now - times.obstat
    return merged


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
