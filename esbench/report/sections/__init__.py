"""The report's sections, in page order: one table, :data:`SECTIONS`, as ``esbench/cli/main.py``
has one table of commands.

Each row is a section module's ``SECTION`` (:class:`~esbench.report.sections.base.SectionSpec`: its
key, its title without a number, its builder). A section's number is its place in this table and
nothing else: titles, cross-references (``ctx.ref("final")``: "section N") and the appendix's "left
out" lines read it from the table, so moving a row renumbers them all. Adding a section: one module
here (``KEY``, ``build(ctx)``, ``SECTION``) and one line in :data:`SECTIONS` (docs/architecture.md).

:func:`build_sections` builds them in order; a section that shows no table and no figure is left out
and listed in the appendix, as is every ``("left_out", what)`` block a section gives for a part with
no data. The opening (page 1, :func:`~esbench.report.sections.opening.opening_section`) stands
before them, unnumbered.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pandas as pd

from esbench.report.html import Image, Section, Table
from esbench.report.sections import (
    aggregates,
    appendix,
    compute,
    efficiency,
    final,
    race,
    references,
    sample_efficiency,
    summary,
    tuning,
    wall_clock,
)
from esbench.report.sections.base import Context, SectionSpec, number_of, shown_order
from esbench.report.sections.opening import opening_section
from esbench.report.tables import ReportData

#: The report's sections in page order; a section's number is its place here.
SECTIONS: tuple[SectionSpec, ...] = (
    summary.SECTION,
    race.SECTION,  # only in reports with a race (its shown_if): the others keep their numbers
    sample_efficiency.SECTION,
    wall_clock.SECTION,
    final.SECTION,
    efficiency.SECTION,
    aggregates.SECTION,
    compute.SECTION,
    references.SECTION,
    appendix.SECTION,
    tuning.SECTION,
)

__all__ = ["SECTIONS", "Context", "SectionSpec", "build_sections", "make_sections", "number_of",
           "opening_section", "shown_order"]  # fmt: skip


def _is_left_out(block: object) -> bool:
    return isinstance(block, tuple) and bool(block) and block[0] == "left_out"


def build_sections(ctx: Context) -> list[Section]:
    """The sections of ``ctx.order`` in that order, titled with their numbers; a section whose builder
    gives None is not shown, one with no table and no figure is left out, and the sections built last
    (the appendix) get ``ctx.left_out``: what the others left out. ``ctx.order`` becomes the sections
    these runs have (:func:`shown_order`), so every number read from it after (page 1's) agrees."""
    ctx.order = shown_order(ctx.order, ctx)  # a race section only where there is a race: no gap
    built: dict[str, Section] = {}
    left_out: list[str] = []
    for spec in [s for s in ctx.order if not s.last]:
        blocks = spec.build(ctx)
        if blocks is None:
            continue
        parts = [b for b in blocks if _is_left_out(b)]
        section = Section(spec.key, ctx.title_of(spec.key), [b for b in blocks if b not in parts])
        left_out += [str(b[1]) for b in parts]  # type: ignore[index]
        if any(isinstance(b, (Table, Image)) for b in section.blocks):
            built[spec.key] = section
        elif not parts:
            left_out.append(f"{section.title}: nothing to show for these runs")
    ctx.left_out[:] = left_out
    for spec in [s for s in ctx.order if s.last]:
        blocks = spec.build(ctx)
        if blocks is not None:
            built[spec.key] = Section(spec.key, ctx.title_of(spec.key), blocks)
    return [built[s.key] for s in ctx.order if s.key in built]


def make_sections(
    data: ReportData,
    tables: dict[str, pd.DataFrame],
    figures: dict[str, dict[str, Path]],
    order: Sequence[SectionSpec] = SECTIONS,
) -> list[Section]:
    """The sections of ``order`` (by default :data:`SECTIONS`; those these runs have, :func:`shown_order`)
    for these tables and figures (no tuning section), as :func:`build_sections`."""
    return build_sections(Context(data, tables, figures, tuple(order)))
