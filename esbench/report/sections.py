"""The report's sections: display versions of the tables, figures and explanatory text."""

from __future__ import annotations

from pathlib import Path

import pandas as pd

from esbench.report import aggregates as ag
from esbench.report import stats
from esbench.report.html import Image, Section, Table
from esbench.report.tables import ReportData, fmt_num


def _fmt(frame: pd.DataFrame, rename: dict[str, str] | None = None) -> pd.DataFrame:
    out = frame.copy()
    for col in out.columns:
        if pd.api.types.is_numeric_dtype(out[col]) or pd.api.types.is_bool_dtype(out[col]):
            out[col] = [fmt_num(v) for v in out[col]]
    out = out.astype(str)
    return out.rename(columns=rename or {})


def _ci(mean: float, lo: float, hi: float) -> str:
    return f"{fmt_num(mean)} [{fmt_num(lo)}, {fmt_num(hi)}]"


def _image(figures: dict[str, dict[str, Path]], name: str, caption: str) -> list[object]:
    return (
        [Image(figures[name], caption, caption)]
        if name in figures
        else [("note", "No data for this figure.")]
    )


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
            "included) exceeded its cores by more than 1, so the run did not have its cores to itself"
        )
        blocks.insert(0, ("alert", title, Table(frame=_fmt(busy))))
    counts = t["runs_per_env"]
    if len(counts):
        cell = counts.assign(v=[f"{u}/{r}" for u, r in zip(counts.used, counts.runs, strict=True)])
        pivot = cell.pivot(index="env", columns="label", values="v").fillna("0/0").reset_index()
        blocks += ["Runs used / stored, per env and algorithm:", Table(frame=pivot.astype(str))]
    if len(t["packages"]):
        blocks += ["Package versions recorded with the runs:", Table(frame=_fmt(t["packages"]))]
    return Section("summary", "1. Summary", blocks)


def curves_sections(data: ReportData, figures: dict[str, dict[str, Path]]) -> list[Section]:
    """Sections 2 and 3: learning curves against steps, wall-clock and core-hours."""
    band = "a 95% bootstrap CI of the seed mean" if data.options.band == "ci" else "the min/max over seeds"
    note = (
        f"Mean eval return over seeds, with {band} ({stats.CURVE_RESAMPLES} resamples per point); "
        "curves stop at the shortest seed."
    )
    starts = _starting_points(data)
    return [
        Section(
            "sample-efficiency",
            "2. Sample efficiency",
            [note, *_image(figures, "curves_step", "Against env steps"), *starts],
        ),
        Section(
            "wall-clock",
            "3. Wall-clock and core-hours",
            [
                "Core-hours are training wall-clock times the CPU cores the run used, "
                "so an algorithm using more cores is not flattered.",
                *_image(figures, "curves_wall_clock_s", "Against training wall-clock (evaluation excluded)"),
                *_image(figures, "curves_core_hours", "Against core-hours"),
            ],
        ),
    ]


#: Algorithms whose initial policy is the suite's network at θ0 derived from the run seed.
SHARED_THETA0_ALGOS = ("openai_es", "nevergrad")


def _starting_points(data: ReportData) -> list[object]:
    """A note under the curves when the algorithms did not all start from the same initial policy."""
    algos = set(data.usable.algo)
    shared = sorted(a for a in algos if a in SHARED_THETA0_ALGOS)
    own = sorted(a for a in algos if a not in SHARED_THETA0_ALGOS)
    if not shared or not own:
        return []
    return [
        f"Not the same starting point: {', '.join(shared)} start from the same initial θ0 for a given "
        f"seed (the suite's network, initialised from the run seed), while {', '.join(own)} start from "
        "their own library's initialisation (and, with rl-zoo settings, possibly another network), so "
        "their step-0 evaluations differ. Compare learning progress, not the first point."
    ]


def final_section(data: ReportData, t: dict[str, pd.DataFrame]) -> Section:
    """Section 4: final performance."""
    f = t["final_performance"]
    shown = pd.DataFrame(
        {
            "env": f.env,
            "algorithm": f.label,
            "runs": f.runs.astype(str),
            "mean [95% CI]": [_ci(*v) for v in zip(f["mean"], f.ci_low, f.ci_high, strict=True)],
            "IQM": [fmt_num(v) for v in f.iqm],
            "best seed (return)": [
                f"{s} ({fmt_num(r)})" for s, r in zip(f.best_seed, f.best_return, strict=True)
            ],
            "budget overshoot (seed: %)": [o or "—" for o in f.overshoot],
        }
    )
    note = (
        f"Final eval return; CI: percentile bootstrap of the mean, {stats.CI_RESAMPLES} resamples. "
        "Bold: best mean per env. Budget overshoot: how far each run's last step lies past its step "
        "budget (runs stop at the first rollout, generation or round at or past it)."
    )
    return Section("final", "4. Final performance", [note, Table(frame=shown, highlight=list(f.best))])


def _efficiency(frame: pd.DataFrame, data: ReportData, unit: str) -> Table:
    rows = []
    for (env, label), grp in frame.groupby(["env", "label"], sort=True):
        row = {"env": env, "algorithm": label}
        for r in grp.itertuples():
            if label == data.reference:
                row[r.threshold] = f"{fmt_num(r.value)} {unit}" if r.value == r.value else "—"
            else:
                row[r.threshold] = f"{r.ratio:.2f}" if r.ratio == r.ratio else "—"
        rows.append(row)
    return Table(frame=pd.DataFrame(rows).fillna("—"))


def efficiency_section(data: ReportData, t: dict[str, pd.DataFrame]) -> Section:
    """Section 5: Salimans et al. (2017) Table 1 style ratios, in steps and in wall-clock."""
    intro = (
        f"As Table 1 of Salimans et al. (2017): for each env, the ratio of env steps (or training "
        f"wall-clock) an algorithm needs to reach a fraction of {data.reference}'s learning progress, from "
        f"its initial to its final seed-mean score, to what {data.reference} needs. The reference row gives "
        "its own steps or seconds. Below 1 is faster than the reference; — means never reached."
    )
    blocks: list[object] = [
        intro,
        "Env steps:",
        _efficiency(t["data_efficiency_steps"], data, "steps"),
        "Training wall-clock (time to reach):",
        _efficiency(t["data_efficiency_wall_clock"], data, "s"),
    ]
    race = t.get("time_to_reach_equal_cores")
    if race is not None and len(race):
        blocks += [
            f"Time to reach at equal cores: runs grouped by the cores they had (resources.cores); levels "
            f"are fractions of {data.reference}'s final return on the same cores; each cell gives the "
            f"seconds of training to reach the level and, in brackets, the ratio to {data.reference}'s. "
            "Runs on other core counts are never compared; — means never reached.",
            _equal_cores(race),
        ]
    return Section("efficiency", "5. Data efficiency and time to reach", blocks)


def _equal_cores(frame: pd.DataFrame) -> Table:
    """The equal-cores table shown: one row per (env, cores, algorithm), one column per threshold."""
    rows = []
    for (env, cores, label), grp in frame.groupby(["env", "cores", "label"], sort=True):
        row = {"env": env, "cores": str(cores), "algorithm": label, "runs": str(int(grp.runs.iloc[0]))}
        for r in grp.itertuples():
            if r.seconds != r.seconds:
                row[r.threshold] = "—"
            else:
                ratio = f" ({r.ratio:.2f}x)" if r.ratio == r.ratio else ""
                row[r.threshold] = f"{fmt_num(r.seconds)} s{ratio}"
        rows.append(row)
    return Table(frame=pd.DataFrame(rows).fillna("—"))


def aggregates_section(
    data: ReportData, t: dict[str, pd.DataFrame], figures: dict[str, dict[str, Path]]
) -> Section:
    """Section 6: rliable aggregates, performance profiles, probability of improvement."""
    _, envs, notes = ag.normalised_scores(data)
    norm = "min-max over the runs of each env" if data.options.normalize == "minmax" else (
        f"(score - random) / ({data.options.normalize} - random)"
    )  # fmt: skip
    blocks: list[object] = [
        f"Final scores normalised ({norm}) over {len(envs)} envs; stratified bootstrap (runs resampled "
        f"within each env), {stats.CI_RESAMPLES} resamples, 95% percentile CIs, as rliable.",
        *[("note", n) for n in notes],
    ]
    a = t["aggregates"]
    if len(a):
        a = a.assign(cell=[_ci(*v) for v in zip(a.value, a.ci_low, a.ci_high, strict=True)])
        pivot = a.pivot(index="label", columns="metric", values="cell").reset_index()
        blocks.append(Table(frame=pivot[["label", *stats.AGGREGATES]].rename(columns={"label": "algorithm"})))
    blocks += _image(figures, "aggregates", "Aggregate metrics; lower optimality gap is better")
    blocks += _image(figures, "performance_profiles", "Performance profiles (run-score distributions)")
    p = t["probability_of_improvement"]
    if len(p):
        shown = pd.DataFrame(
            {"algorithm X": p.label, "reference Y": p.reference,
             "P(X > Y) [95% CI]": [_ci(*v) for v in zip(p.probability, p.ci_low, p.ci_high, strict=True)]}
        )  # fmt: skip
        blocks += [
            Table(frame=shown),
            *_image(figures, "probability_of_improvement", "Probability of improvement"),
        ]
    return Section("aggregates", "6. Aggregates across envs", blocks)


def compute_section(
    data: ReportData, t: dict[str, pd.DataFrame], figures: dict[str, dict[str, Path]]
) -> Section:
    """Section 7: communication and scaling."""
    blocks: list[object] = []
    comm = t["communication"]
    if len(comm):
        blocks += [
            "Bytes sent to and received from workers (ES sends seeds and scalars; Nevergrad full vectors).",
            Table(frame=_fmt(comm)),
            *_image(figures, "communication", "Bytes per generation"),
        ]
    else:
        blocks.append(("note", "No run recorded es.bytes_* or ng.bytes_* metrics."))
    sc = t["scaling"]
    if len(sc):
        blocks += ["Same configuration at several worker counts:", Table(frame=_fmt(sc))]
        blocks += _image(figures, "scaling", "Speedup and parallel efficiency against workers")
    else:
        blocks.append(("note", "No configuration was run at several worker counts."))
    return Section("compute", "7. Communication and scaling", blocks)


def reference_section(data: ReportData, t: dict[str, pd.DataFrame]) -> Section:
    """Section 8: published reference scores and flagged runs."""
    refs, flagged = t["reference_scores"], t["flagged_runs"]
    if not len(refs):
        return Section(
            "references", "8. Reference numbers", [("note", "No reference scores given for these envs.")]
        )
    blocks: list[object] = [
        f"Runs are flagged when below {data.options.flag_below:.0%} of the way from the env's random score "
        "to a published score of the same algorithm.",
        Table(frame=_fmt(refs)),
    ]
    if len(flagged):
        blocks.insert(
            0, ("alert", f"{len(flagged)} runs far below published scores", Table(frame=_fmt(flagged)))
        )
    return Section("references", "8. Reference numbers", blocks)


def appendix_section(t: dict[str, pd.DataFrame]) -> Section:
    """Section 9: one row per run."""
    app = _fmt(t["appendix"].drop(columns=["key"]))
    note = (
        "Config differences: params against the algorithm's defaults (stored with each run), other keys "
        "against the most common value among runs of the same algorithm."
    )
    return Section("appendix", "9. Appendix: runs", [note, Table(frame=app, wrap=("config_diff",))])


def make_sections(
    data: ReportData, tables: dict[str, pd.DataFrame], figures: dict[str, dict[str, Path]]
) -> list[Section]:
    """All nine sections in order."""
    return [
        summary_section(data, tables),
        *curves_sections(data, figures),
        final_section(data, tables),
        efficiency_section(data, tables),
        aggregates_section(data, tables, figures),
        compute_section(data, tables, figures),
        reference_section(data, tables),
        appendix_section(tables),
    ]
