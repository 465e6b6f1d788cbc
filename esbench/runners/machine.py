"""Facts about the machine a run ran on, stored in the run's ``info``: CPU model, cores, load.

The report uses them to flag runs whose machine was busier than the cores they used (see
``esbench.report.loader``): ``os.getloadavg()`` is the 1-minute average of runnable processes,
the run's own included.
"""

from __future__ import annotations

import os
import platform
from pathlib import Path


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


def load_average() -> float | None:
    """The machine's 1-minute load average (None where the OS has none)."""
    try:
        return round(float(os.getloadavg()[0]), 3)
    except (OSError, AttributeError):
        return None


def machine_facts() -> dict[str, object]:
    """``cpu_model`` and ``machine_cores`` (logical CPUs, ``os.cpu_count()``)."""
    return {"cpu_model": cpu_model(), "machine_cores": os.cpu_count() or 1}
