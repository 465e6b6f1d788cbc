"""The wall-clock section: learning curves against training wall-clock and core-hours."""

from __future__ import annotations

from esbench.report.blocks import figure_blocks
from esbench.report.sections.base import Context, SectionSpec


def build(ctx: Context) -> list[object]:
    """The curves against training wall-clock and against core-hours."""
    return [
        "Core-hours are training wall-clock times the CPU cores the run used, "
        "so an algorithm using more cores is not flattered.",
        *figure_blocks(
            ctx.figures, "curves_wall_clock_s", "Against training wall-clock (evaluation excluded)"
        ),
        *figure_blocks(ctx.figures, "curves_core_hours", "Against core-hours"),
    ]


SECTION = SectionSpec("wall-clock", "Wall-clock and core-hours", build)
