"""The reference-numbers section: published reference scores, and the runs far below them."""

from __future__ import annotations

from esbench.report.blocks import display_frame
from esbench.report.html import Table
from esbench.report.sections.base import Context, SectionSpec


def build(ctx: Context) -> list[object]:
    """The reference scores and the flagged runs; a "left out" line when the suite gives none."""
    data, t = ctx.data, ctx.tables
    refs, flagged = t["reference_scores"], t["flagged_runs"]
    if not len(refs):  # left out of the report; the appendix says so
        return [("left_out", f"{ctx.title_of(KEY)}: no reference scores given for these envs "
                 "(reference_scores in the suite)")]  # fmt: skip
    blocks: list[object] = [
        f"Runs are flagged when below {data.options.flag_below:.0%} of the way from the env's random score "
        "to a published score of the same algorithm.",
        Table(frame=display_frame(refs)),
    ]
    if len(flagged):
        blocks.insert(
            0,
            ("alert", f"{len(flagged)} runs far below published scores", Table(frame=display_frame(flagged))),
        )
    return blocks


KEY = "references"
SECTION = SectionSpec(KEY, "Reference numbers", build)
