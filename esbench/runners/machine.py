"""Facts about the machine a run ran on, stored in the run's ``info``: CPU model, its widest SIMD
extension, the math kernels numpy and torch picked, cores, load.

The kernels decide the last bits of every float: numpy's OpenBLAS picks a kernel by CPU (SkylakeX on
an AVX-512 CPU, Haswell on AVX2, ...) unless ``OPENBLAS_CORETYPE`` names one, and torch by its CPU
capability (``ATEN_CPU_CAPABILITY``). Same code, same seed and same kernels give the same curve; other
kernels may change a step count (InvertedPendulum seed 2 of ``table1-paper``: 293,128 steps to the
score with OpenBLAS's SkylakeX kernel, 294,589 with its Haswell kernel, on one AMD EPYC).

The report uses them to flag runs whose machine was busier than the cores they used (see
``esbench.report.loader``): ``os.getloadavg()`` is the 1-minute average of runnable processes,
the run's own included; :func:`cpu_seconds` measures the CPU time the run's processes got, for
``info.cpu_share``.
"""

from __future__ import annotations

import os
import platform
import resource
from collections.abc import Callable, Iterable
from pathlib import Path

_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def cpu_model() -> str:
    """The CPU model name (``/proc/cpuinfo``'s ``model name``, else :func:`platform.processor`)."""
    try:
        for line in Path("/proc/cpuinfo").read_text(errors="replace").splitlines():
            key, _, value = line.partition(":")
            if key.strip() in ("model name", "Model", "Hardware") and value.strip():
                return value.strip()
    except OSError:
        pass
    return platform.processor() or platform.machine() or "unknown"


def cpu_simd() -> str:
    """The widest SIMD extension the CPU reports: ``avx512f``, ``avx2``, ``avx``, ``sse4_2`` or "unknown"."""
    try:
        for line in Path("/proc/cpuinfo").read_text(errors="replace").splitlines():
            key, _, value = line.partition(":")
            if key.strip() in ("flags", "Features"):
                flags = set(value.split())
                return next(
                    (f for f in ("avx512f", "avx2", "avx", "sse4_2") if f in flags), "none of avx/sse4"
                )
    except OSError:
        pass
    return "unknown"


def math_kernels() -> str:
    """The kernels this process's numeric libraries picked: each BLAS/OpenMP library threadpoolctl
    finds (``openblas SkylakeX 0.3.31``) and, where torch is already imported, its CPU capability
    (``torch AVX512``); "unknown" without threadpoolctl."""
    import sys

    parts = []
    try:
        import numpy  # noqa: F401 - loads OpenBLAS, so that threadpoolctl finds it
        from threadpoolctl import threadpool_info

        for lib in threadpool_info():
            if lib.get("user_api") == "blas":
                parts.append(
                    " ".join(str(lib[k]) for k in ("internal_api", "architecture", "version") if lib.get(k))
                )
    except Exception:
        parts.append("blas unknown")
    torch = sys.modules.get("torch")
    if torch is not None:
        try:
            parts.append(f"torch {torch.backends.cpu.get_cpu_capability()}")
        except Exception:
            pass
    return "; ".join(parts) or "unknown"


def load_average() -> float | None:
    """The machine's 1-minute load average (None where the OS has none)."""
    try:
        return round(float(os.getloadavg()[0]), 3)
    except (OSError, AttributeError):
        return None


def thread_facts() -> dict[str, object]:
    """How this run's process computes in parallel (``info.threads``): torch's intra-op threads (None
    before torch loads), the BLAS pools' threads (threadpoolctl), the OpenMP wait policy in force
    (``OMP_WAIT_POLICY``; "runtime default (spins)" when unset) and the thread variables the processes
    it starts inherit."""
    import sys

    torch = sys.modules.get("torch")
    blas: list[int] = []
    try:
        from threadpoolctl import threadpool_info

        blas = [int(lib["num_threads"]) for lib in threadpool_info() if lib.get("user_api") == "blas"]
    except Exception:
        pass
    return {
        "torch": int(torch.get_num_threads()) if torch is not None else None,
        "blas": max(blas) if blas else None,
        "omp_wait_policy": os.environ.get("OMP_WAIT_POLICY") or "runtime default (spins)",
        **{
            var.lower(): os.environ.get(var)
            for var in ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS")
        },
    }


def machine_facts() -> dict[str, object]:
    """``cpu_model``, ``cpu_simd``, ``math_kernels``, ``machine_cores`` (logical CPUs: ``os.cpu_count()``)."""
    return {
        "cpu_model": cpu_model(),
        "cpu_simd": cpu_simd(),
        "math_kernels": math_kernels(),
        "machine_cores": os.cpu_count() or 1,
    }


def _proc_stats() -> dict[int, tuple[int, float]]:
    """``{pid: (parent pid, user + system CPU seconds)}`` of every process in ``/proc`` ({} without it)."""
    out: dict[int, tuple[int, float]] = {}
    try:
        entries = [e for e in os.listdir("/proc") if e.isdigit()]
    except OSError:
        return out
    for entry in entries:
        try:
            text = Path("/proc", entry, "stat").read_text()
        except OSError:  # gone meanwhile
            continue
        fields = text[text.rfind(")") + 2 :].split()  # after "pid (comm) ": state, ppid, ...
        try:
            out[int(entry)] = (int(fields[1]), (int(fields[11]) + int(fields[12])) / _TICKS)
        except (IndexError, ValueError):
            continue
    return out


def cpu_seconds(worker_pids: Iterable[int] = ()) -> float:
    """User + system CPU seconds used so far by this process and the processes working for it.

    Counted: this process (``RUSAGE_SELF``, all its threads), its children that ended and were
    waited for (``RUSAGE_CHILDREN``), every live descendant (``/proc``: SB3's subprocess envs, the
    Ray daemons and workers of a Ray this process started) and the live ``worker_pids`` on this
    machine (Ray workers of a cluster the run joined). Not counted: processes on other machines, a
    process that ended without this process waiting for it (its time is lost, so a difference
    of two readings can miss it), and Ray daemons of a cluster started elsewhere. Differences of two
    readings are what matter (:class:`~esbench.core.metrics.RunLogger` takes them).
    """
    return _own_seconds() + sum(_working_processes(worker_pids).values())


def _own_seconds() -> float:
    """This process's CPU seconds and those of its children that ended and were waited for."""
    total = 0.0
    for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN):
        usage = resource.getrusage(who)
        total += usage.ru_utime + usage.ru_stime
    return total


def _working_processes(worker_pids: Iterable[int]) -> dict[int, float]:
    """CPU seconds of every live descendant of this process and of the live ``worker_pids``."""
    stats = _proc_stats()
    children: dict[int, list[int]] = {}
    for pid, (ppid, _) in stats.items():
        children.setdefault(ppid, []).append(pid)
    found: dict[int, float] = {}
    todo = list(children.get(os.getpid(), [])) + [p for p in worker_pids if p > 0]
    while todo:
        pid = todo.pop()
        if pid in found or pid == os.getpid() or pid not in stats:
            continue
        found[pid] = stats[pid][1]
        todo.extend(children.get(pid, []))
    return found


class CpuClock:
    """CPU seconds of this process and the processes working for it (as :func:`cpu_seconds`), as a
    clock that never runs backwards: a process that ends without being waited for keeps the time
    it was last seen to have used, instead of taking it out of the total (which made a difference
    of two readings negative when, say, another job's child of this process ended meanwhile)."""

    def __init__(self, worker_pids: Callable[[], Iterable[int]]):
        """``worker_pids``: called at each reading, the live worker pids of the run."""
        self._worker_pids = worker_pids
        self._last: dict[int, float] = {}
        self._others = 0.0

    def __call__(self) -> float:
        """The seconds so far; every reading is at least the previous one."""
        for pid, seconds in _working_processes(self._worker_pids()).items():
            self._others += max(0.0, seconds - self._last.get(pid, 0.0))
            self._last[pid] = seconds
        return _own_seconds() + self._others
