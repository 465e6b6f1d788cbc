"""The summary section: provenance, counts, problems and every alert, then every finding."""

from __future__ import annotations

import pandas as pd

from esbench.report import aggregates as ag
from esbench.report import evidence, stats
from esbench.report import findings as fd
from esbench.report.blocks import display_frame
from esbench.report.code_versions import mixed_code_warning
from esbench.report.cpu_models import mixed_cpu_warning
from esbench.report.html import Table
from esbench.report.sections.base import Context, SectionSpec
from esbench.report.tables import ReportData


def build(ctx: Context) -> list[object]:
    """The summary: provenance, counts and problems, then every finding."""
    data, t = ctx.data, ctx.tables
    blocks: list[object] = [Table(frame=t["summary"].rename(columns={"item": "", "value": " "}))]
    problems = t["problems"]
    if len(problems):
        shown = problems.assign(seed=[str(s) if s >= 0 else "?" for s in problems.seed])
        title = f"{len(problems)} failed, interrupted, running or missing runs (left out of every statistic)"
        blocks.insert(0, ("alert", title, Table(frame=shown.astype(str), wrap=("problems", "error"))))
    busy = t.get("busy_runs")
    if busy is not None and len(busy):
        title = (
            f"{len(busy)} runs on a busy machine: its 1-minute load average (the run's own processes "
            "included) exceeded its cores by more than 1, the run's processes got less than 0.8 of its "
            "cores in CPU time (cpu_share), or other work held more than the run's free cores + 0.5 in "
            "some minute of the run (others_cores_max): the run did not have its cores to itself"
        )
        blocks.insert(0, ("alert", title, Table(frame=display_frame(busy))))
    code = mixed_code_warning(data)
    if code:
        blocks.insert(0, ("alert", code, Table(frame=display_frame(t["code_versions"]))))
    cpus = mixed_cpu_warning(data)
    if cpus:
        blocks.insert(0, ("alert", cpus, Table(frame=display_frame(t["cpu_models"]))))
    blocks[:0] = (
        _few_seeds_alert(data) + _no_progress_alert(data) + _emulated_alert(data) + _contract_alert(data)
    )
    blocks[:0] = [("alert", "A stored file could not be read", text) for text in data.store_problems]
    if data.suite_notes:
        blocks.insert(0, ("alert", "Runs of more than one suite", " ".join(data.suite_notes)))
    counts = t["runs_per_env"]
    if len(counts):
        cell = counts.assign(v=[f"{u}/{r}" for u, r in zip(counts.used, counts.runs, strict=True)])
        pivot = cell.pivot(index="env", columns="label", values="v").fillna("0/0").reset_index()
        blocks += ["Runs used / stored, per env and algorithm:", Table(frame=pivot.astype(str))]
    if len(t["packages"]):
        blocks += ["Package versions recorded with the runs:", Table(frame=display_frame(t["packages"]))]
    blocks += _all_findings(data, t)
    return blocks


def _contract_alert(data: ReportData) -> list[object]:
    """The runs that broke the runner contract (``info.contract_violations``, the check of
    ``esbench.testing.check_runner``): kept in the statistics, named here."""
    runs = data.runs[data.runs.contract.astype(str) != ""] if len(data.runs) else data.runs
    if not len(runs):
        return []
    shown = runs[["label", "env", "seed", "contract"]].rename(columns={"contract": "violations"})
    title = (
        f"{len(runs)} runs broke the runner contract (esbench.testing.check_runner names the same "
        "violations): their curves are in the statistics, but may lack points the others have"
    )
    return [("alert", title, Table(frame=shown.astype(str), wrap=("violations",)))]


def _few_seeds_alert(data: ReportData) -> list[object]:
    """The warning, first in the report, naming the cells with fewer than ``options.min_seeds`` seeds."""
    few, n = evidence.few_seed_cells(data), data.options.min_seeds
    if not len(few):
        return []
    cells = data.usable.groupby(["env", "label"]).ngroups
    title = f"Fewer than {n} seeds in {len(few)} of {cells} algorithm-env cells"
    text = (
        f"Cells with fewer than {n} seeds: {evidence.cell_names(few)}. With so few seeds a bootstrap "
        "CI is little more than the range of the seeds (with 2 seeds, exactly their min and max), so "
        "these cells get none: their intervals in the tables and their bands in the curve figures are "
        f"the min and max over seeds, labelled {stats.MINMAX_LABEL}, and each seed is drawn as a thin "
        "line under the mean."
    )
    return [("alert", title, text)]


def _no_progress_alert(data: ReportData) -> list[object]:
    """The warning naming the envs where the reference made no progress (no ratios, no aggregates)."""
    prog = evidence.reference_progress(data)
    bad = prog[~prog.progressed.astype(bool)]
    if not len(bad):
        return []
    title = (
        f"{data.reference} made no progress on {', '.join(bad.env)}: no ratios to {data.reference} "
        "and no aggregates there"
    )
    return [("alert", title, " ".join(f"{r.env}: {r.reason}." for r in bad.itertuples()))]


def _emulated_alert(data: ReportData) -> list[object]:
    """The warning naming the runs on the emulated env: they measure coordination, not learning."""
    envs = sorted({e for e in data.runs.env if ag.run_kind(e) == "emulated"}) if len(data.runs) else []
    if not envs:
        return []
    return [(
        "note",
        f"{', '.join(envs)}: an emulated env for measuring coordination (each step sleeps a set wall "
        "time, no simulation); its returns and times compare no algorithms, only how the ES's "
        "generation time scales with workers",
    )]  # fmt: skip


def _all_findings(data: ReportData, t: dict[str, pd.DataFrame]) -> list[object]:
    """Every finding, grouped by kind (the first page shows at most six)."""
    found = fd.findings(data, t)
    blocks: list[object] = []
    for kind, heading in fd.KINDS.items():
        items = [f.text for f in found if f.kind == kind]
        if items:
            blocks.append(("list", f"All findings: {heading.lower()}", items))
    return blocks


SECTION = SectionSpec("summary", "Summary", build)
