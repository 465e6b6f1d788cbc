"""Comparison reports from stored runs: loader -> tidy frames -> stats -> figures/tables -> HTML/PDF.

Never imports runners, backends or Sacred. Entry point: :func:`build_report`.
"""

from esbench.report.build import build_report
from esbench.report.loader import FileStoreLoader, RawRun, RunLoader, RunSet, load_runs
from esbench.report.options import ReportOptions

__all__ = ["FileStoreLoader", "RawRun", "ReportOptions", "RunLoader", "RunSet", "build_report", "load_runs"]
