"""The aggregates section: scores normalised per env, rliable's aggregates across envs, performance
profiles and the probability of improvement."""

from __future__ import annotations

import pandas as pd

from esbench.report import aggregates as ag
from esbench.report import evidence, stats
from esbench.report.blocks import ci_text, figure_blocks
from esbench.report.formats import fmt_num
from esbench.report.html import Table
from esbench.report.sections.base import Context, SectionSpec
from esbench.report.tables import ReportData


def build(ctx: Context) -> list[object]:
    """rliable aggregates, performance profiles, probability of improvement."""
    data, t, figures = ctx.data, ctx.tables, ctx.figures
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
        a = a.assign(cell=[ci_text(*v) for v in zip(a.value, a.ci_low, a.ci_high, strict=True)])
        pivot = a.pivot(index="label", columns="metric", values="cell").reset_index()
        blocks.append(Table(frame=pivot[["label", *stats.AGGREGATES]].rename(columns={"label": "algorithm"})))
    blocks += figure_blocks(figures, "aggregates", "Aggregate metrics; lower optimality gap is better")
    blocks += figure_blocks(figures, "performance_profiles", "Performance profiles (run-score distributions)")
    p = t["probability_of_improvement"]
    if len(p):
        shown = pd.DataFrame(
            {"algorithm X": p.label, "reference Y": p.reference,
             f"P(X > Y) [{evidence.interval_name(data)}]":
                 [ci_text(*v) for v in zip(p.probability, p.ci_low, p.ci_high, strict=True)]}
        )  # fmt: skip
        blocks += [
            Table(frame=shown),
            *figure_blocks(figures, "probability_of_improvement", "Probability of improvement"),
        ]
    return blocks


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


SECTION = SectionSpec("aggregates", "Aggregates across envs", build)
