"""The report's sections come from one ordered table (:data:`esbench.report.sections.SECTIONS`): a
section's number is its place there, never typed by hand, so titles, cross-references and the
appendix's "left out" lines follow the table when it is reordered (issue 67)."""

from __future__ import annotations

import pkgutil
import re
from pathlib import Path

import pytest

from esbench.report import ReportOptions, sections
from esbench.report.build import compute_tables
from esbench.report.html import Image
from esbench.report.loader import load_frames, run_stores
from esbench.report.sections import SECTIONS, Context, build_sections, opening_section, shown_order
from esbench.report.tables import prepare

REPORT = Path(sections.__file__).resolve().parent.parent
#: A section number typed by hand: "section 4", "Sections 2 and 3", "§4", or a string that starts
#: like a numbered title ("4. Final performance").
HAND_TYPED = re.compile(r"\b[Ss]ections? \d|§\s*\d|[\"']\d+\. [A-Z]")


def hand_typed_numbers(text: str) -> list[str]:
    """The lines of ``text`` that type a section number by hand."""
    return [line.strip() for line in text.splitlines() if HAND_TYPED.search(line)]


def test_no_section_number_is_typed_by_hand_in_the_report_modules():
    found = {
        str(path.relative_to(REPORT.parent.parent)): lines
        for path in sorted(REPORT.rglob("*.py"))
        if (lines := hand_typed_numbers(path.read_text(encoding="utf-8")))
    }
    assert found == {}, "section numbers come from the order table (ctx.ref, ctx.title_of)"


def test_the_check_finds_hand_typed_numbers():
    assert hand_typed_numbers('x = "see section 4"\ny = f"{ctx.ref(KEY)}"') == ['x = "see section 4"']
    assert hand_typed_numbers('Section("final", "4. Final performance", blocks)')
    assert hand_typed_numbers("more curves in sections 2 and 3")
    assert hand_typed_numbers("as in §5")
    assert not hand_typed_numbers('f"{n}. {title}"; "5,000 pairs"; "section {n}"')


def test_every_section_module_has_one_line_in_the_table():
    """Adding a section is one module and one line: a module with a ``SECTION`` not in the table, or
    two rows with one key, fail here."""
    keys = [s.key for s in SECTIONS]
    assert len(keys) == len(set(keys))
    shared = {"base", "opening"}
    modules = [m.name for m in pkgutil.iter_modules(sections.__path__) if m.name not in shared]
    specs = {getattr(sections, name).SECTION for name in modules}
    assert specs == set(SECTIONS)


def test_the_default_order_numbers_the_titles():
    ctx = Context(None, {}, {}, SECTIONS)  # type: ignore[arg-type]
    ctx.order = shown_order(SECTIONS, ctx)  # no race in these runs: its section is not in the order
    assert [ctx.title_of(s.key) for s in ctx.order] == [
        "1. Summary", "2. Sample efficiency", "3. Wall-clock and core-hours", "4. Final performance",
        "5. Data efficiency and time to reach", "6. Aggregates across envs", "7. Communication and scaling",
        "8. Reference numbers", "9. Appendix: runs", "10. Hyperparameter tuning",
    ]  # fmt: skip
    assert ctx.ref("final") == "section 4"
    assert ctx.refs("wall-clock", "sample-efficiency") == "sections 2 and 3"
    with pytest.raises(KeyError):
        ctx.ref("nonexistent")
    raced = Context(None, {}, {"race": {}}, SECTIONS)  # type: ignore[arg-type]
    raced.order = shown_order(SECTIONS, raced)  # a report with a race: section 2, the rest move on
    assert raced.title_of("race") == "2. The race at equal cores" and raced.ref("final") == "section 5"


@pytest.fixture(scope="module")
def inputs(main_store):
    """(data, tables, figures) of the main fixture store; figures stand in by name (not drawn)."""
    data = prepare(load_frames(run_stores([main_store])), ReportOptions(pdf=False))
    fake = {"png": Path("x.png"), "svg": Path("x.svg")}
    figures = {name: fake for name in ("curves_step", "curves_wall_clock_s", "curves_core_hours")}
    return data, compute_tables(data), figures


def _text(blocks: list[object]) -> str:
    return repr([b.caption if isinstance(b, Image) else b for b in blocks])


def test_reordering_the_table_renumbers_titles_and_cross_references(inputs):
    data, tables, figures = inputs
    by_key = {s.key: s for s in SECTIONS}
    keys = ["efficiency", "compute", "final", "wall-clock", "summary", "aggregates", "sample-efficiency",
            "references", "appendix", "tuning"]  # fmt: skip
    order = [by_key[k] for k in keys]
    ctx = Context(data, tables, figures, order)
    built = build_sections(ctx)
    number = {k: i for i, k in enumerate(keys, start=1)}
    for section in built:
        spec = by_key[section.anchor]
        assert section.title == f"{number[section.anchor]}. {spec.title}"
    assert [s.anchor for s in built] == [k for k in keys if k in {s.anchor for s in built}]
    appendix = _text(next(s for s in built if s.anchor == "appendix").blocks)
    assert f"Scaling (section {number['compute']})" in appendix  # the main store has one worker count
    assert f"; section {number['efficiency']}): no Humanoid runs" in appendix
    assert "section 7)" not in appendix and "section 5)" not in appendix
    opening = _text(opening_section(ctx).blocks)
    assert f"intervals as in section {number['final']}" in opening
    assert f"more findings are listed in section {number['summary']}" in opening
    assert f"(section {number['final']})." in opening  # a final-performance finding names its section
    assert "more curves in sections 4 and 7" in opening  # wall-clock is 4th, sample efficiency 7th
    assert f"(section {number['efficiency']})." in opening and f"(section {number['summary']})." in opening
    assert "(section 4)." not in opening  # the default order's number of the final-performance section


def test_the_default_order_gives_the_numbers_the_report_always_had(inputs):
    data, tables, figures = inputs
    ctx = Context(data, tables, figures, SECTIONS)
    titles = [s.title for s in build_sections(ctx)]
    assert titles[:2] == ["1. Summary", "2. Sample efficiency"] and "9. Appendix: runs" in titles
    opening = _text(opening_section(ctx).blocks)
    assert "intervals as in section 4" in opening and "more curves in sections 2 and 3" in opening
