"""The appendix: one row per run, then what the other sections left out."""

from __future__ import annotations

from esbench.report.blocks import display_frame
from esbench.report.html import Table
from esbench.report.sections.base import Context, SectionSpec


def build(ctx: Context) -> list[object]:
    """One row per run (config differences, provenance), then ``ctx.left_out``: the sections and
    tables with no data for these runs (:func:`esbench.report.sections.build_sections`)."""
    app = display_frame(ctx.tables["appendix"].drop(columns=["key"]))
    note = (
        "Config differences: params against the algorithm's defaults (stored with each run), other keys "
        "against the most common value among runs of the same algorithm. Provenance (when a run used "
        "outside code): each outside runner, library and env package with its distribution, version and "
        "VCS commit when known."
    )
    blocks: list[object] = [note, Table(frame=app, wrap=("config_diff", "provenance"))]
    if ctx.left_out:
        blocks.append(("list", "Left out of this report: no data for these runs", list(ctx.left_out)))
    return blocks


SECTION = SectionSpec("appendix", "Appendix: runs", build, last=True)
