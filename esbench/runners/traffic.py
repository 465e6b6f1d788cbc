"""A run's traffic with its workers, counted for the whole run (ES and Nevergrad runners).

The backends measure the serialized size of every message (:func:`esbench.backends.base.message_bytes`),
in-process too, so the per-generation metrics ``es.bytes_to_workers`` / ``es.bytes_from_workers`` and
Nevergrad's running ``ng.bytes_to_workers`` / ``ng.bytes_from_workers`` compare the two schemes
whatever the backend. What a run actually *sent* is counted here:

- metrics, cumulative, logged with every point (so the last point is the run's total whatever the
  logging cadence): ``<prefix>.bytes_to_workers_total``, ``<prefix>.bytes_from_workers_total`` and
  ``<prefix>.generations`` (prefix ``es`` or ``ng``);
- run info (Sacred's ``info``, kept up to date, so it holds the totals at the end): ``transport``,
  ``bytes_to_workers_total``, ``bytes_from_workers_total``, ``generations``.

``transport`` is :data:`IN_PROCESS` for a backend that plays rollouts in the driver's own process
(``backend: serial``): nothing crosses a process boundary, so both totals stay 0. Otherwise it is the
backend's ``transport`` (``ray``), and the totals are the measured message sizes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from esbench.backends.base import IN_PROCESS

#: Metric suffixes of the cumulative counters (after ``es.`` or ``ng.``).
TO_WORKERS, FROM_WORKERS, GENERATIONS = "bytes_to_workers_total", "bytes_from_workers_total", "generations"


def transport_of(backend: Any) -> str:
    """The backend's ``transport`` (:data:`IN_PROCESS` for the serial backend); "workers" when it has none."""
    return str(getattr(backend, "transport", "workers"))


class Traffic:
    """Cumulative bytes to and from workers and generations of one run; see the module docstring."""

    def __init__(self, prefix: str, transport: str, restored: Mapping[str, float] | None = None):
        """Counters under ``prefix`` (``es``/``ng``) from 0, or from ``restored`` (a checkpoint's extras).

        A checkpoint written before these counters existed leaves the byte totals unknown (None: not
        logged, None in the info), never a count of only the generations since the resume.
        """
        self.prefix = prefix
        self.transport = transport
        restored = restored or {}
        known = not restored or f"{prefix}.{TO_WORKERS}" in restored or transport == IN_PROCESS
        self.to_workers: int | None = int(restored.get(f"{prefix}.{TO_WORKERS}", 0)) if known else None
        self.from_workers: int | None = int(restored.get(f"{prefix}.{FROM_WORKERS}", 0)) if known else None
        self.generations = int(restored.get(f"{prefix}.{GENERATIONS}", 0))

    def add(self, to_workers: int, from_workers: int, generations: int = 1) -> None:
        """Count one exchange's measured bytes (nothing in-process) and ``generations`` started."""
        if self.transport != IN_PROCESS and self.to_workers is not None and self.from_workers is not None:
            self.to_workers += int(to_workers)
            self.from_workers += int(from_workers)
        self.generations += int(generations)

    def extras(self) -> dict[str, float]:
        """The cumulative metrics, to log with a point (the byte totals only while known)."""
        out = {f"{self.prefix}.{GENERATIONS}": float(self.generations)}
        if self.to_workers is not None and self.from_workers is not None:
            out[f"{self.prefix}.{TO_WORKERS}"] = float(self.to_workers)
            out[f"{self.prefix}.{FROM_WORKERS}"] = float(self.from_workers)
        return out

    def info(self) -> dict[str, Any]:
        """The run-info entries: transport and the totals so far."""
        return {
            "transport": self.transport,
            TO_WORKERS: self.to_workers,
            FROM_WORKERS: self.from_workers,
            GENERATIONS: self.generations,
        }
