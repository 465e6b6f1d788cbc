"""The report's opening, its first page: the reference and its rule, the definition of a level, the
headline table (:mod:`esbench.report.headline`) and the wall-clock curves under it, then the SB3
baselines against their published strength (:mod:`esbench.report.baselines`) and at most six
findings."""

from __future__ import annotations

from esbench.report import evidence, stats
from esbench.report import findings as fd
from esbench.report.baselines import strength_blocks
from esbench.report.blocks import figure_blocks
from esbench.report.code_versions import mixed_code_warning
from esbench.report.cpu_models import mixed_cpu_warning
from esbench.report.figures import LOG_SPAN, log_axis
from esbench.report.headline import first_page_findings, headline_blocks
from esbench.report.html import Section
from esbench.report.levels import level_rule
from esbench.report.sections.base import Context


def opening_section(ctx: Context) -> Section:
    """The report's opening (its first page): the reference and the rule that chose it, the definition
    of a level (:func:`esbench.report.levels.level_rule`), a headline table per env
    (:mod:`esbench.report.headline`), the eval-return curves against training wall-clock under it (a
    log x axis when the training times span more than :data:`~esbench.report.figures.LOG_SPAN`), then
    at most six findings (:mod:`esbench.report.findings`), each naming the section of its table. Every
    finding is listed in the summary; no interval is called a 95% CI when no cell has the seeds. It is
    not numbered and not in the order table; its cross-references are (``ctx.ref``)."""
    data, t, figures = ctx.data, ctx.tables, ctx.figures
    found = fd.findings(data, t)
    first = first_page_findings(found, fd.KINDS, ctx.ref)
    few, n = evidence.few_seed_cells(data), data.options.min_seeds
    warn = ""
    if len(few):  # said before any interval is shown
        cells = data.usable.groupby(["env", "label"]).ngroups
        warn = (f"Fewer than {n} seeds in {len(few)} of {cells} algorithm-env cells: their intervals are the "
                "min and max over seeds, not confidence intervals. ")  # fmt: skip
    more = (
        f" {len(found) - len(first)} more findings are listed in {ctx.ref('summary')}."
        if len(found) > len(first)
        else ""
    )
    cpus = mixed_cpu_warning(data)  # said before any step count is shown
    code = mixed_code_warning(data)
    kinds = stats.MINMAX_LABEL if len(few) == data.usable.groupby(["env", "label"]).ngroups else (
        f"{stats.CI_LABEL} or, below {n} seeds, {stats.MINMAX_LABEL}")  # fmt: skip
    blocks: list[object] = [
        *([("alert", "Runs from more than one CPU model", cpus)] if cpus else []),
        *([("alert", "Runs from more than one version of esbench's code", code)] if code else []),
        ("note", f"{warn}Reference: {data.reference} ({data.reference_rule}). {level_rule(data)} Every "
         f"number is computed from the tables below; intervals as in {ctx.ref('final')} ({kinds}).{more}"),
        *headline_blocks(data, t),
    ]  # fmt: skip
    caption = "Eval return against training wall-clock (evaluation excluded); more curves in " + ctx.refs(
        "sample-efficiency", "wall-clock"
    )
    if log_axis(data, "wall_clock_s"):
        caption += f"; log x axis: the training times span more than {LOG_SPAN:g}x"
    blocks += figure_blocks(figures, "curves_wall_clock_s", caption)  # on page 1, under its table
    blocks += strength_blocks(data)
    for kind, heading in fd.KINDS.items():
        items = [f.text for f in first if f.kind == kind]
        if items:
            blocks.append(("list", heading, items))
    return Section("findings", "Findings", blocks)
