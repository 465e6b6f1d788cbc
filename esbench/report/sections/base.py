"""What every section module shares: a row of the order table (:class:`SectionSpec`) and what a
builder is given (:class:`Context`), whose numbers come from the table's order.

A section's number is its place in the order table (:data:`esbench.report.sections.SECTIONS`), never
typed by hand: titles (``ctx.title_of(key)``), cross-references (``ctx.ref(key)``: "section N") and
the appendix's "left out" lines all read it from there, so reordering the table renumbers them all.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from pathlib import Path

import pandas as pd

from esbench.report.tables import ReportData
from esbench.report.tuning import Tuning

#: A section's builder: its blocks (as :class:`esbench.report.html.Section` holds them), or None when
#: the section does not apply to these inputs at all (then it is neither shown nor listed as left out).
Builder = Callable[["Context"], "list[object] | None"]


@dataclasses.dataclass(frozen=True)
class SectionSpec:
    """One row of the order table: the section's ``key`` (its HTML anchor), its ``title`` without a
    number, and its ``build``er. ``last``: built after the others, whatever its place (the appendix,
    which lists what they left out)."""

    key: str
    title: str
    build: Builder
    last: bool = False
    shown_if: Callable[[Context], bool] | None = None
    """A section that only some reports have (the race): outside them it is not in the order at all,
    so the sections after it keep their numbers (:func:`shown_order`); None: always in the order."""


def shown_order(order: Sequence[SectionSpec], ctx: Context) -> tuple[SectionSpec, ...]:
    """``order`` without the sections whose ``shown_if`` says this report has none of them."""
    return tuple(s for s in order if s.shown_if is None or s.shown_if(ctx))


def number_of(key: str, order: Sequence[SectionSpec]) -> int:
    """The number of section ``key``: its place in ``order``, from 1."""
    for i, spec in enumerate(order, start=1):
        if spec.key == key:
            return i
    raise KeyError(f"no section {key!r} in the order table")


@dataclasses.dataclass
class Context:
    """What a section's builder is given: the report's data, its tables and figures, the order table
    (for numbers), what the other sections left out (for the appendix) and the tuning summary's
    section (:func:`esbench.report.tuning.tuning_report`, None without one)."""

    data: ReportData
    tables: dict[str, pd.DataFrame]
    figures: dict[str, dict[str, Path]]
    order: Sequence[SectionSpec]
    left_out: list[str] = dataclasses.field(default_factory=list)
    tuning: Tuning | None = None

    def number_of(self, key: str) -> int:
        """The number of section ``key`` in this report's order."""
        return number_of(key, self.order)

    def title_of(self, key: str) -> str:
        """Section ``key``'s numbered title ("N. Final performance", N its place in the order table)."""
        spec = self.order[self.number_of(key) - 1]
        return f"{self.number_of(key)}. {spec.title}"

    def ref(self, key: str) -> str:
        """A cross-reference to section ``key`` ("section N")."""
        return f"section {self.number_of(key)}"

    def refs(self, *keys: str) -> str:
        """A cross-reference to several sections, in page order ("sections M and N")."""
        numbers = sorted(self.number_of(k) for k in keys)
        if len(numbers) == 1:
            return f"section {numbers[0]}"
        return f"sections {', '.join(map(str, numbers[:-1]))} and {numbers[-1]}"
