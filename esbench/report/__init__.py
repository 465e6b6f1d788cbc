"""Comparison reports from stored runs: run stores -> tidy frames -> stats -> figures/tables -> HTML/PDF.

Reads runs through :mod:`esbench.stores` (:class:`~esbench.stores.runs.RunStore`) and never imports
runners, backends, campaigns, suites or Sacred. Entry point: :func:`build_report`. The names below are
imported on first use, so ``esbench --help`` does not pay for pandas, scipy and matplotlib.
"""

from __future__ import annotations

import importlib
from typing import Any

_EXPORTS = {
    "build_report": "esbench.report.build",
    "RunFrames": "esbench.report.loader",
    "load_frames": "esbench.report.loader",
    "ReportOptions": "esbench.report.options",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    """Import ``name`` from its module on first use."""
    if name not in _EXPORTS:
        raise AttributeError(f"module 'esbench.report' has no attribute {name!r}")
    return getattr(importlib.import_module(_EXPORTS[name]), name)
