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
