"""The CPUs this process may run on: its affinity mask, which ``esbench run --jobs`` pins each trial to.

A trial packed beside others runs on a disjoint set of cores; everything it starts (Ray, SB3's
subprocess envs, torch threads) inherits that mask, so "the CPU count" everywhere in esbench means
the cores this process was given, not the machine's.
"""

from __future__ import annotations

import os


def usable_cpus() -> list[int]:
    """Sorted ids of the CPUs this process may run on (all of them where affinity is not supported)."""
    try:
        return sorted(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # not Linux
        return list(range(os.cpu_count() or 1))


def usable_cpu_count() -> int:
    """How many CPUs this process may run on (at least 1)."""
    return max(1, len(usable_cpus()))


#: The OpenMP variable that decides whether idle threads spin or sleep (read once, when the OpenMP
#: runtime torch brings loads).
WAIT_POLICY_VAR = "OMP_WAIT_POLICY"
#: esbench's wait policy: threads that wait sleep instead of spinning on a core.
PASSIVE = "PASSIVE"


def passive_wait() -> None:
    """``OMP_WAIT_POLICY=PASSIVE`` unless the user set one, before torch (and its OpenMP) loads: it is
    inherited by every process esbench starts (``--jobs`` trials, SB3's subprocess envs, Ray workers).

    Departure from the libraries' default (OpenMP threads spin-wait a while for work): on a shared
    machine the spinning threads of torch's updates hold cores other processes need, and SB3's
    baselines collapse; alone, PASSIVE costs them a share of their speed (both measured by
    ``benchmarks/bench_sb3_neighbour.py``, docs/performance.md). Called by the command line at its
    start (``esbench``, ``python -m esbench``); each run records the policy in force
    (``info.threads``).
    """
    os.environ.setdefault(WAIT_POLICY_VAR, PASSIVE)
