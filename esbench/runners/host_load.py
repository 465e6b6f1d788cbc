"""The host's load over a whole run, sampled, for the report's contended mark (``info.host_load``).

A wall-clock race is fair only where every trial had its cores. ``load_avg_start``/``load_avg_end``
read the 1-minute load average twice, which misses a test run that came and went in between, and the
load average counts the run's own processes. :class:`HostMonitor` samples, every ``interval_s`` seconds
of the run (set-up included), three clocks: the CPU seconds every process used on the CPUs the run may
run on (its affinity mask: the cores ``--jobs`` pinned it to, else every CPU; ``/proc/stat``'s
per-CPU user, nice, system, irq and softirq), the CPU seconds of the run's own processes
(:class:`~esbench.runners.machine.CpuClock`) and the 1-minute load average. The others' share is the
difference: ``others_cores`` = (CPU seconds on those CPUs - the run's) / wall seconds, the cores other
work held there. The run's free cores are those CPUs less the run's own cores (an unpinned 2-core run
on a 4-core machine leaves 2 free; a pinned run leaves none, since the other jobs run elsewhere).

``contended`` is true where, in any window of ``WINDOW_S`` seconds, the others held more than the free
cores plus ``MARGIN_CORES``: the run then did not have its cores to itself for a minute or more. A burst
shorter than the window is diluted by it; a short run (under one window) is judged on its whole span.
Hypervisor steal (``steal_share``: time these CPUs waited for the host's) is recorded, not judged.
Off Linux (no ``/proc/stat``) the facts say ``available: false`` and nothing is judged.
"""

from __future__ import annotations

import itertools
import os
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from esbench.core.cpus import usable_cpus
from esbench.runners.machine import load_average

#: Seconds between samples.
INTERVAL_S = 10.0
#: The window (seconds) over which the others' cores are averaged before they are judged.
WINDOW_S = 60.0
#: Cores the others may hold beyond the run's free cores before the run counts as contended (the
#: host's own daemons, a shell, an editor: a quiet machine is not an empty one).
MARGIN_CORES = 0.5
_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


@dataclass(frozen=True)
class Sample:
    """One reading: monotonic seconds, host busy CPU seconds, host steal seconds, the run's own CPU
    seconds and the 1-minute load average (None where the OS has none)."""

    t: float
    host_busy_s: float
    steal_s: float
    own_cpu_s: float
    load_avg: float | None


def host_cpu_seconds(
    cpus: Iterable[int] | None = None, stat: Path = Path("/proc/stat")
) -> tuple[float, float] | None:
    """(busy, steal) CPU seconds since boot of the CPUs ``cpus`` (None: all of them, ``/proc/stat``'s
    ``cpu`` line; else the sum of their ``cpuN`` lines), busy being user + nice + system + irq +
    softirq (idle and iowait left out); None without ``/proc/stat`` or a line for each CPU."""
    wanted = None if cpus is None else {f"cpu{c}" for c in cpus}
    busy = steal = 0
    found = 0
    try:
        lines = stat.read_text().splitlines()
    except OSError:
        return None
    for line in lines:
        fields = line.split()
        if not fields or not fields[0].startswith("cpu"):
            continue
        if (wanted is None and fields[0] != "cpu") or (wanted is not None and fields[0] not in wanted):
            continue
        try:
            ticks = [int(v) for v in fields[1:]]
        except ValueError:
            return None
        if len(ticks) < 7:
            return None
        busy += ticks[0] + ticks[1] + ticks[2] + ticks[5] + ticks[6]
        steal += ticks[7] if len(ticks) > 7 else 0
        found += 1
    if found == 0 or (wanted is not None and found != len(wanted)):
        return None
    return busy / _TICKS, steal / _TICKS


def _others_cores(a: Sample, b: Sample) -> float:
    """Cores other work held between readings ``a`` and ``b`` (never below 0: the clocks are read
    a moment apart)."""
    span = b.t - a.t
    if span <= 0:
        return 0.0
    return max(0.0, (b.host_busy_s - a.host_busy_s) - (b.own_cpu_s - a.own_cpu_s)) / span


def load_facts(samples: Sequence[Sample], cores: int, cpus: int) -> dict[str, object]:
    """``info.host_load`` from the samples of one run (module docstring): ``span_s``, ``samples``,
    ``others_cores_mean`` (over the span), ``others_cores_max`` (the busiest ``WINDOW_S`` window),
    ``others_cores_per_minute`` (consecutive windows, for the record), ``free_cores``,
    ``margin_cores``, ``load_avg_max``, ``load_avg_mean``, ``steal_share`` and ``contended``; ``cpus``
    is how many CPUs the samples cover (the run's affinity mask)."""
    free = max(0, cpus - cores)
    base: dict[str, object] = {
        "available": True, "cpus": cpus, "free_cores": free, "margin_cores": MARGIN_CORES,
    }  # fmt: skip
    if len(samples) < 2 or samples[-1].t <= samples[0].t:
        return {**base, "samples": len(samples), "contended": None}
    first, last = samples[0], samples[-1]
    span = last.t - first.t
    bounds = [0]  # sample indices that start consecutive windows of at least WINDOW_S
    for i in range(1, len(samples)):
        if samples[i].t - samples[bounds[-1]].t >= WINDOW_S:
            bounds.append(i)
    if bounds[-1] != len(samples) - 1:  # a remainder shorter than a window joins the last window
        if len(bounds) > 1:
            bounds[-1] = len(samples) - 1
        else:
            bounds.append(len(samples) - 1)
    windows = [_others_cores(samples[a], samples[b]) for a, b in itertools.pairwise(bounds)]
    busiest = max(windows)
    loads = [s.load_avg for s in samples if s.load_avg is not None]
    return {
        **base,
        "span_s": round(span, 1),
        "samples": len(samples),
        "interval_s": INTERVAL_S,
        "window_s": WINDOW_S,
        "others_cores_mean": round(_others_cores(first, last), 3),
        "others_cores_max": round(busiest, 3),
        "others_cores_per_minute": [round(w, 2) for w in windows],
        "load_avg_max": max(loads) if loads else None,
        "load_avg_mean": round(sum(loads) / len(loads), 3) if loads else None,
        "steal_share": round((last.steal_s - first.steal_s) / (span * max(1, cpus)), 4),
        "contended": bool(busiest > free + MARGIN_CORES),
    }


class HostMonitor:
    """Samples the host's clocks on a daemon thread from :meth:`start` to :meth:`stop` (module
    docstring); :meth:`stop` returns :func:`load_facts` of the samples."""

    def __init__(self, own_cpu_s: Callable[[], float], cores: int, interval_s: float = INTERVAL_S):
        """``own_cpu_s``: the run's CPU clock (its own instance: the thread reads it); ``cores``: the
        trial's cores. The CPUs watched are this process's affinity mask when it is made."""
        self._own = own_cpu_s
        self._cores = cores
        self._cpus = usable_cpus()
        self._interval = interval_s
        self._samples: list[Sample] = []
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._unavailable = host_cpu_seconds(self._cpus) is None

    def _sample(self) -> None:
        host = host_cpu_seconds(self._cpus)
        if host is None:
            return
        try:
            own = self._own()
        except Exception:  # a process of the run ending mid-read: skip this sample
            return
        self._samples.append(Sample(time.monotonic(), host[0], host[1], own, load_average()))

    def _loop(self) -> None:
        while not self._stop.wait(self._interval):
            self._sample()

    def start(self) -> None:
        """Take the first sample and start the sampling thread (nothing off Linux)."""
        if self._unavailable or self._thread is not None:
            return
        self._sample()
        self._thread = threading.Thread(target=self._loop, name="esbench-host-load", daemon=True)
        self._thread.start()

    def stop(self) -> dict[str, object]:
        """Stop sampling, take the last sample and return the run's ``info.host_load``."""
        if self._unavailable:
            return {"available": False, "contended": None}
        if self._thread is not None:
            self._stop.set()
            self._thread.join(timeout=5 * self._interval)
            self._sample()
        return load_facts(self._samples, self._cores, len(self._cpus))
