"""Build a report from stored runs: ``build_report(inputs, out_dir, options) -> paths``.

Reads runs only (never re-runs anything) and writes ``report.html`` (self-contained), ``report.pdf``
(figures embedded as SVG, so vector), ``figures/*.png|svg`` (300-dpi PNGs) and ``tables/*.csv`` with a
LaTeX version of each, ``tables/*.tex`` (:mod:`esbench.report.latex`). Tables are a pure function of
the runs (byte-identical for the same inputs); figures are deterministic too.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TypedDict

import pandas as pd

from esbench.report import aggregates as ag
from esbench.report import evidence as ev
from esbench.report import figures as fg
from esbench.report import html as ht
from esbench.report import latex as lx
from esbench.report import race
from esbench.report import tables as tb
from esbench.report import time_to_reach as ttr
from esbench.report.code_versions import code_version_table
from esbench.report.coordination import coordination_table
from esbench.report.cpu_models import cpu_model_table
from esbench.report.figure1 import figure1_table
from esbench.report.ledger import ledger_table
from esbench.report.loader import RunFrames, load_frames, reference_scores_of, run_stores
from esbench.report.options import ReportOptions
from esbench.report.projection import projection_table
from esbench.report.published import compute_table, published_steps_table
from esbench.report.race_figure import race_figure
from esbench.report.race_tradeoff import es_labels, speedup_table, tradeoff_table
from esbench.report.sections import SECTIONS, Context, build_sections, opening_section
from esbench.report.tuning import tuning_report
from esbench.stores.atomic import atomic_write_text
from esbench.stores.runs import RunStore, read_suite

CSV_FLOAT = "%.10g"


def write_csv(frame: pd.DataFrame, path: Path) -> Path:
    """Write ``frame`` as CSV deterministically (fixed float format, LF line ends, no index), atomically."""
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, frame.to_csv(index=False, float_format=CSV_FLOAT, lineterminator="\n"))
    return path


def compute_tables(data: tb.ReportData) -> dict[str, pd.DataFrame]:
    """Every report table, by CSV name (without extension)."""
    scores, _, _ = ag.normalised_scores(data)
    refs, flagged = ag.reference_table(data)
    return {
        "summary": tb.summary_table(data),
        "runs_per_env": tb.counts_table(data),
        "problems": tb.problems_table(data),
        "busy_runs": tb.busy_table(data),
        "cpu_models": cpu_model_table(data),
        "code_versions": code_version_table(data),
        "packages": tb.packages_table(data),
        "final_performance": tb.final_table(data),
        "data_efficiency_steps": ttr.efficiency_table(data, "step"),
        "data_efficiency_wall_clock": ttr.efficiency_table(data, "wall_clock_s"),
        "time_to_reach_equal_cores": (equal := race.equal_cores_table(data)),
        "race_tradeoff": tradeoff_table(equal, es_labels(data)),
        "race_speedup": speedup_table(equal),
        "published_steps": published_steps_table(data),
        "compute_to_threshold": compute_table(data),
        "aggregates": ag.aggregate_table(data, scores),
        "probability_of_improvement": ag.poi_table(data, scores),
        "performance_profiles": ag.profile_table(data, scores),
        "communication": ag.communication_table(data),
        "scaling": ag.scaling_table(data),
        "coordination": coordination_table(data),
        "coordination_ledger": ledger_table(data),
        "scaling_projection": projection_table(data, ag.projection_group),
        "figure1": figure1_table(data, ag.projection_group),
        "reference_scores": refs,
        "flagged_runs": flagged,
        "appendix": tb.appendix_table(data),
    }


def draw_figures(
    data: tb.ReportData, tables: dict[str, pd.DataFrame], out_dir: Path
) -> dict[str, dict[str, Path]]:
    """Draw and save every figure that has data; {name: {"png": path, "svg": path}}."""
    figs = {f"curves_{axis}": fg.curves_figure(data, axis) for axis in tb.AXES}
    if len(tables["aggregates"]):
        figs["aggregates"] = fg.intervals_figure(
            tables["aggregates"],
            data,
            list(ag.stats.AGGREGATES),
            "Normalised score",
            f"Aggregate metrics ({ev.interval_name(data, plural=True)})",
        )
        figs["performance_profiles"] = fg.profile_figure(tables["performance_profiles"], data)
    if len(tables["probability_of_improvement"]):
        poi = tables["probability_of_improvement"].rename(columns={"probability": "value"})
        figs["probability_of_improvement"] = fg.intervals_figure(
            poi,
            data,
            ["P(X > reference)"],
            "Probability of improvement (dashed: 0.5, no difference)",
            f"Improvement over {data.reference}",
            xlim=(0.0, 1.0),
            reference_line=0.5,
        )
    if tables["communication"].bytes_per_generation.notna().any():  # some bytes recorded
        figs["communication"] = fg.communication_figure(tables["communication"], data)
    if len(tables["scaling"]):
        figs["scaling"] = fg.scaling_figure(tables["scaling"], data)
    figs["race"] = race_figure(data)  # None without a race (two algorithms of quiet runs on equal cores)
    return {name: fg.save(fig, out_dir, name) for name, fig in figs.items() if fig is not None}


def suite_reference(stores: Sequence[RunStore], suite_file: Path | None = None) -> str | None:
    """The suite's ``report.reference``: of ``suite_file`` (``--suite-file``) when it names one, else
    of the first stored suite that does (None: the default rule, :func:`tables.choose_reference`)."""
    suites = ([read_suite(suite_file)] if suite_file else []) + [store.suite() for store in stores]
    for suite in suites:
        report = suite.get("report") if isinstance(suite, Mapping) else None
        if isinstance(report, Mapping) and isinstance(report.get("reference"), str):
            return str(report["reference"])
    return None


class ReportPaths(TypedDict):
    """What :func:`build_report` wrote, and what it could not read."""

    html: Path
    pdf: Path | None
    figures: list[Path]
    tables: list[Path]
    """The CSV tables."""
    latex: list[Path]
    """The TeX tables."""
    store_problems: list[str]
    """Sentences: stored files other than runs that were not read."""


def build_report(
    inputs: Sequence[str | Path | RunStore], out_dir: str | Path, options: ReportOptions | None = None
) -> ReportPaths:
    """Write the report of the runs in ``inputs`` (results directories or run stores) under ``out_dir``.

    Returns {"html": path, "pdf": path or None, "figures": [paths], "tables": [CSV paths],
    "latex": [TeX paths], "store_problems": [sentences: stored files other than runs not read]}.
    """
    options = options or ReportOptions()
    out = Path(out_dir)
    extra = reference_scores_of(read_suite(options.suite_file)) if options.suite_file else None
    stores = run_stores(inputs)
    runset: RunFrames = load_frames(stores, extra)
    data = tb.prepare(runset, options, suite_reference(stores, options.suite_file))
    tables = compute_tables(data)
    table_paths = [write_csv(frame, out / "tables" / f"{name}.csv") for name, frame in tables.items()]
    tex_paths = lx.write_tex_tables(tables, data, out / "tables")
    figures = draw_figures(data, tables, out / "figures")
    suites = sorted({s for s in data.runs.suite if s})
    title = options.title or f"esbench report: {', '.join(suites) or 'no runs'}"
    tuning = tuning_report(inputs, out / "figures")  # the tuning section: an input holds tune_summary.json
    if tuning is not None:
        table_paths.append(write_csv(tuning.table, out / "tables" / "tuning.csv"))
        figures.update(tuning.figures)
    ctx = Context(data, tables, figures, SECTIONS, tuning=tuning)
    sections = build_sections(ctx)
    html_path = out / "report.html"
    html_text = ht.render(title, sections, "svg", opening=opening_section(ctx))
    atomic_write_text(html_path, html_text)
    pdf_path = None
    if options.pdf:
        from esbench.report.pdf import write_pdf

        pdf_path = write_pdf(html_text, out / "report.pdf")
    fig_paths = sorted(p for paths in figures.values() for p in paths.values())
    return {"html": html_path, "pdf": pdf_path, "figures": fig_paths, "tables": table_paths,
            "latex": tex_paths, "store_problems": data.store_problems}  # fmt: skip
