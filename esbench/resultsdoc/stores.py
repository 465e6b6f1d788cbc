"""Reading the committed stores the documents are generated from: a manifest entry's runs, the
heading anchors the documents link to."""

from __future__ import annotations

import re
from pathlib import Path

from esbench.report import tables as tb
from esbench.report.loader import load_frames, run_stores
from esbench.report.options import ReportOptions
from esbench.resultsdoc.manifest import StoreEntry


def store_data(results: Path, entry: StoreEntry) -> tb.ReportData | None:
    """The runs of one committed store (with its extra stores), or None when it is not committed yet."""
    paths = [results / p for p in (entry.path, *entry.extra_stores)]
    present = [p for p in paths if (p / "trials.json").is_file() or any(p.glob("*/run.json"))]
    if not present:
        return None
    frames = load_frames(run_stores(present))
    return tb.prepare(frames, ReportOptions(pdf=False, min_seeds=3, envs=entry.envs or None))


def heading_anchor(title: str) -> str:
    """The link fragment of a Markdown heading, as GitHub makes it: lower case, letters, digits,
    hyphens and underscores kept, spaces made hyphens, everything else dropped."""
    return re.sub(r"[^\w\- ]", "", title.lower()).replace(" ", "-")
