"""A ``--jobs`` trial process's start cost: a ``spawn`` interpreter against a fork of the process server.

``esbench run --jobs N`` starts each trial in a process of its own. The cost measured here is what
the run records as ``info.process_start_s`` plus the imports a trial needs: from the driver's request
to start the process to the process being ready to run its trial (pinned to its core, threads
limited: :func:`esbench.execution.local.process.prepare`; and the modules of
:data:`esbench.execution.local.pool.PRELOAD` imported: torch, SB3, Sacred, gymnasium, Nevergrad, Ray).
It is
measured both ways, one process after the other (never two at once), in interleaved rounds so a
change in the machine's load hits both:

- ``spawn``: a fresh interpreter that imports everything itself (how ``--jobs`` started trials
  before the process server);
- ``forkserver``: a fork of :func:`esbench.execution.local.pool.process_server`, which imported
  them once. The server's own start (one per ``--jobs`` run, while the driver goes on) is timed
  apart: the first process of a run waits for it.

Run: ``.venv/bin/python benchmarks/bench_process_start.py [--processes N]``; prints the median and
the range of each way, and the load average.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import statistics
import time
from typing import Any

from esbench.execution.local.pool import PRELOAD, process_server
from esbench.execution.local.process import prepare


def child(conn: Any, cpu_ids: tuple[int, ...], requested_at: float) -> None:
    """Get ready as a trial's process does, with the trial's imports; send the seconds it took."""
    import contextlib
    import importlib

    prepare(cpu_ids, requested_at)
    for name in PRELOAD:  # already imported in a fork of the server
        with contextlib.suppress(ImportError):
            importlib.import_module(name)
    conn.send(round(max(time.time() - requested_at, 0.0), 4))
    conn.close()


def start_once(context: Any, cpu_ids: tuple[int, ...]) -> float:
    """One process's start cost (seconds), started from ``context``."""
    reader, writer = context.Pipe(duplex=False)
    process = context.Process(target=child, args=(writer, cpu_ids, time.time()))
    process.start()
    writer.close()
    cost = reader.recv()
    process.join()
    return cost


def main() -> None:
    """Interleaved rounds of one ``spawn`` start and one fork of the server; medians printed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--processes", type=int, default=5, help="starts of each way (default 5)")
    args = parser.parse_args()
    cpu_ids = (min(os.sched_getaffinity(0)),)
    spawned, forked, server = [], [], []
    with process_server() as context:
        t0 = time.time()
        server.append(start_once(context, cpu_ids))  # the first fork waits for the server's imports
        print(f"server start + first fork: {time.time() - t0:.2f} s", flush=True)
        for i in range(args.processes):
            spawned.append(start_once(multiprocessing.get_context("spawn"), cpu_ids))
            forked.append(start_once(context, cpu_ids))
            line = f"round {i + 1}: spawn {spawned[-1]:.3f} s, fork of the server {forked[-1]:.3f} s"
            print(line, flush=True)
    for name, costs in (("spawn", spawned), ("fork of the server", forked)):
        print(f"{name}: median {statistics.median(costs):.3f} s (min {min(costs):.3f}, max {max(costs):.3f})")
    print(f"load average (1, 5, 15 min): {', '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
