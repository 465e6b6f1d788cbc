"""The report's sections: display versions of the tables, figures and explanatory text."""

from __future__ import annotations

from pathlib import Path

import pandas as pd

from esbench.report import aggregates as ag
from esbench.report import evidence, stats
from esbench.report import findings as fd
from esbench.report.blocks import display_frame, figure_blocks
from esbench.report.code_versions import mixed_code_warning
from esbench.report.compute import compute_section
from esbench.report.cpu_models import mixed_cpu_warning
from esbench.report.html import Image, Section, Table
from esbench.report.published import published_blocks
from esbench.report.tables import ReportData, fmt_num
from esbench.report.time_to_reach import efficiency_section


def _ci(mean: float, lo: float, hi: float) -> str:
    return f"{fmt_num(mean)} [{fmt_num(lo)}, {fmt_num(hi)}]"


def _all_findings(data: ReportData, t: dict[str, pd.DataFrame]) -> list[object]:
    """Every finding, grouped by kind (the first page shows at most six)."""
    found = fd.findings(data, t)
    blocks: list[object] = []
    for kind, heading in fd.KINDS.items():
        items = [f.text for f in found if f.kind == kind]
        if items:
            blocks.append(("list", f"All findings: {heading.lower()}", items))
    return blocks


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


def summary_section(data: ReportData, t: dict[str, pd.DataFrame]) -> Section:
    """Section 1: provenance, counts and problems."""
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
    return Section("summary", "1. Summary", blocks)


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


def curves_sections(data: ReportData, figures: dict[str, dict[str, Path]]) -> list[Section]:
    """Sections 2 and 3: learning curves against steps, wall-clock and core-hours."""
    band = evidence.band_label(data)
    resamples = f" ({stats.CURVE_RESAMPLES} bootstrap resamples per point)" if "CI" in band else ""
    note = (
        f"Mean eval return over seeds; band: {band}{resamples}. Curves run to the end of the longest "
        "seed: a seed that ended earlier holds its last value from its end on (open circle on the mean)."
    )
    if len(evidence.few_seed_cells(data)):
        note += f" Thin lines: the seeds of the cells with fewer than {data.options.min_seeds} seeds."
    starts = _starting_points(data)
    return [
        Section(
            "sample-efficiency",
            "2. Sample efficiency",
            [note, *figure_blocks(figures, "curves_step", "Against env steps"), *starts],
        ),
        Section(
            "wall-clock",
            "3. Wall-clock and core-hours",
            [
                "Core-hours are training wall-clock times the CPU cores the run used, "
                "so an algorithm using more cores is not flattered.",
                *figure_blocks(
                    figures, "curves_wall_clock_s", "Against training wall-clock (evaluation excluded)"
                ),
                *figure_blocks(figures, "curves_core_hours", "Against core-hours"),
            ],
        ),
    ]


def _starting_points(data: ReportData) -> list[object]:
    """Whether the algorithms started from the same initial policy, from each run's stored
    ``theta0_sha256`` (the ES and CMA-ES store it; SB3 initialises its own networks and does not)."""
    use = data.usable
    if use.label.nunique() < 2:
        return []
    with_digest = use[use.theta0_sha256 != ""]
    shared = sorted(set(with_digest.label))
    own = sorted(set(use.label) - set(shared))
    cells = with_digest.groupby(["env", "seed"], sort=True)
    differ = [(env, seed, sorted(set(g.label))) for (env, seed), g in cells if g.theta0_sha256.nunique() > 1]
    out: list[object] = []
    if differ:
        env, seed, labels = differ[0]
        out.append(
            ("note", f"Not the same starting point: {', '.join(labels)} started from different θ0 on {env} "
             f"seed {seed} ({len(differ)} env-seed cells differ; e.g. nevergrad's init_seed or another "
             "network). Compare learning progress, not the first point.")
        )  # fmt: skip
    elif len(shared) > 1:
        out.append(
            f"{', '.join(shared)} started from the same θ0 for each seed (verified: equal stored "
            "theta0_sha256 on every env and seed)."
        )
    if shared and own:
        out.append(
            f"Not the same starting point: {', '.join(own)} start from their own library's initialisation "
            "(and, with rl-zoo settings, possibly another network; init: shared is not applicable to "
            f"them), not from the suite's θ0 that {', '.join(shared)} start from, so their step-0 "
            "evaluations differ. Compare learning progress, not the first point."
        )
    return out


def final_section(data: ReportData, t: dict[str, pd.DataFrame]) -> Section:
    """Section 4: final performance."""
    f = t["final_performance"]
    kinds = sorted(set(f.interval)) if len(f) else [stats.CI_LABEL]
    cells = [_ci(*v) for v in zip(f["mean"], f.ci_low, f.ci_high, strict=True)]
    if len(kinds) > 1:
        cells = [f"{c} ({k})" for c, k in zip(cells, f.interval, strict=True)]
    shown = pd.DataFrame(
        {
            "env": f.env,
            "algorithm": f.label,
            "runs": f.runs.astype(str),
            f"mean [{kinds[0] if len(kinds) == 1 else 'interval'}]": cells,
            "IQM": [fmt_num(v) for v in f.iqm],
            "best seed (return)": [
                f"{s} ({fmt_num(r)})" for s, r in zip(f.best_seed, f.best_return, strict=True)
            ],
            "budget overshoot (seed: %)": [o or "—" for o in f.overshoot],
        }
    )
    ci = (
        f"{stats.CI_LABEL}: percentile bootstrap of the mean, {stats.CI_RESAMPLES} resamples, for cells "
        f"with at least {data.options.min_seeds} seeds; "
        if stats.CI_LABEL in kinds
        else ""
    )  # no 95% CI named where no cell has the seeds for one
    note = (
        f"Final eval return; {ci}{stats.MINMAX_LABEL}: the lowest and highest seed, for cells with fewer "
        f"than {data.options.min_seeds} seeds. Bold: best mean per env. Budget overshoot: "
        "how far each run's last step lies past its step budget (runs stop at the first rollout, "
        "generation or round at or past it)."
    )
    return Section("final", "4. Final performance", [note, Table(frame=shown, highlight=list(f.best))])


def aggregates_section(
    data: ReportData, t: dict[str, pd.DataFrame], figures: dict[str, dict[str, Path]]
) -> Section:
    """Section 6: rliable aggregates, performance profiles, probability of improvement."""
    _, envs, notes = ag.normalised_scores(data)
    norm = ag.normalisation_table(data)
    kind = evidence.interval_name(data, plural=True)
    blocks: list[object] = [
        f"Final scores normalised per env as (score - S0) / (S1 - S0) over {len(envs)} envs: "
        f"{_normalisation_rule(data)}. Stratified bootstrap (runs resampled within each env), "
        f"{stats.CI_RESAMPLES} resamples, percentile intervals ({kind}), as rliable. Envs are used "
        f"only where every algorithm has a completed run and {data.reference}'s seed-mean eval return "
        f"rose by more than {data.options.min_progress:.0%} of the env's reference range.",
        *[("note", n) for n in notes],
    ]
    if len(norm):
        zero = [f"{fmt_num(v)} ({w})" for v, w in zip(norm.zero, norm.zero_from, strict=True)]
        one = [f"{fmt_num(v)} ({w})" for v, w in zip(norm.one, norm.one_from, strict=True)]
        used = ["yes" if u else "no" for u in norm.used]
        shown = pd.DataFrame({"env": norm.env, "S0 (score 0)": zero, "S1 (score 1)": one, "used": used})
        blocks.append(Table(frame=shown))
    if len(evidence.few_seed_cells(data)):
        blocks.append(
            ("note", f"Some cells have fewer than {data.options.min_seeds} seeds (see the summary): with "
             "so few runs per env, the bootstrap CIs of the aggregates below are rough.")
        )  # fmt: skip
    a = t["aggregates"]
    if len(a):
        a = a.assign(cell=[_ci(*v) for v in zip(a.value, a.ci_low, a.ci_high, strict=True)])
        pivot = a.pivot(index="label", columns="metric", values="cell").reset_index()
        blocks.append(Table(frame=pivot[["label", *stats.AGGREGATES]].rename(columns={"label": "algorithm"})))
    blocks += figure_blocks(figures, "aggregates", "Aggregate metrics; lower optimality gap is better")
    blocks += figure_blocks(figures, "performance_profiles", "Performance profiles (run-score distributions)")
    p = t["probability_of_improvement"]
    if len(p):
        shown = pd.DataFrame(
            {"algorithm X": p.label, "reference Y": p.reference,
             f"P(X > Y) [{evidence.interval_name(data)}]":
                 [_ci(*v) for v in zip(p.probability, p.ci_low, p.ci_high, strict=True)]}
        )  # fmt: skip
        blocks += [
            Table(frame=shown),
            *figure_blocks(figures, "probability_of_improvement", "Probability of improvement"),
        ]
    return Section("aggregates", "6. Aggregates across envs", blocks)


def _normalisation_rule(data: ReportData) -> str:
    """How S0 and S1 are chosen under ``options.normalize``, as the aggregates caption states it."""
    name = data.options.normalize
    if name == "minmax":
        return (
            "S0 the env's lowest run and S1 its highest (min-max: the best run scores 1 even where no "
            "run solved the env)"
        )
    expert = "its highest other reference score" if name == "auto" else f"its '{name}' reference score"
    return (
        f"S0 the env's 'random' reference score and S1 {expert} where the suite gives both; elsewhere "
        "S0 the random policy's return (the 'random' reference score, else the mean step-0 eval "
        "return of the env's runs) and S1 the best run's final return in this report, so a 1 there "
        "is the best run here, not a solved env"
    )


def reference_section(data: ReportData, t: dict[str, pd.DataFrame]) -> Section:
    """Section 8: published reference scores and flagged runs."""
    refs, flagged = t["reference_scores"], t["flagged_runs"]
    if not len(refs):  # left out of the report; the appendix says so
        return Section("references", "8. Reference numbers", [("left_out", "8. Reference numbers: no "
                       "reference scores given for these envs (reference_scores in the suite)")])  # fmt: skip
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
    return Section("references", "8. Reference numbers", blocks)


def appendix_section(t: dict[str, pd.DataFrame], left_out: list[str] | None = None) -> Section:
    """Section 9: one row per run, then what the report left out (``left_out``: sections and tables
    with no data for these runs, :func:`make_sections`)."""
    app = display_frame(t["appendix"].drop(columns=["key"]))
    note = (
        "Config differences: params against the algorithm's defaults (stored with each run), other keys "
        "against the most common value among runs of the same algorithm. Provenance (when a run used "
        "outside code): each outside runner, library and env package with its distribution, version and "
        "VCS commit when known."
    )
    blocks: list[object] = [note, Table(frame=app, wrap=("config_diff", "provenance"))]
    if left_out:
        blocks.append(("list", "Left out of this report: no data for these runs", left_out))
    return Section("appendix", "9. Appendix: runs", blocks)


def _with(section: Section, blocks: list[object]) -> Section:
    """``section`` with ``blocks`` appended."""
    section.blocks.extend(blocks)
    return section


def make_sections(
    data: ReportData, tables: dict[str, pd.DataFrame], figures: dict[str, dict[str, Path]]
) -> list[Section]:
    """The nine sections in order, those with no data for these runs left out: a section that shows
    no table and no figure, and every ``("left_out", what)`` block a section gives for a part with no
    data; the appendix lists them."""
    sections = [
        summary_section(data, tables),
        *curves_sections(data, figures),
        final_section(data, tables),
        _with(efficiency_section(data, tables), published_blocks(data, tables)),
        aggregates_section(data, tables, figures),
        compute_section(data, tables, figures),
        reference_section(data, tables),
    ]
    kept, left_out = [], []
    for section in sections:
        parts = [b for b in section.blocks if isinstance(b, tuple) and b and b[0] == "left_out"]
        section.blocks[:] = [b for b in section.blocks if b not in parts]
        left_out += [str(b[1]) for b in parts]
        if any(isinstance(b, (Table, Image)) for b in section.blocks):
            kept.append(section)
        elif not parts:
            left_out.append(f"{section.title}: nothing to show for these runs")
    return [*kept, appendix_section(tables, left_out)]
