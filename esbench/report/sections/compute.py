"""The compute section: communication and scaling (measured, emulated, projected), coordination."""

from __future__ import annotations

import pandas as pd

from esbench.report.aggregates import run_kind
from esbench.report.blocks import display_frame, figure_blocks
from esbench.report.coordination import coordination_blocks, ledger_blocks
from esbench.report.families import ES
from esbench.report.figure1 import comparison_frame, inputs_frame, paper_figure1
from esbench.report.html import Table
from esbench.report.published import env_family
from esbench.report.sections.base import Context, SectionSpec
from esbench.report.tables import ReportData


def build(ctx: Context) -> list[object]:
    """Communication, scaling, coordination and the projection to the paper's cluster."""
    data, t, figures = ctx.data, ctx.tables, ctx.figures
    blocks: list[object] = []
    comm = t["communication"]
    if len(comm):
        blocks += [
            "Bytes sent to and received from workers, from each run's exact totals (ES sends seeds and "
            "scalars; Nevergrad full vectors; evaluation in-process sends nothing). Generations are "
            "counted, not logged points; runs_unknown counts runs stored without their totals.",
            Table(frame=display_frame(comm)),
            *figure_blocks(figures, "communication", "Bytes per generation"),
        ]
    else:  # nothing to show: listed in the appendix (sections.build_sections)
        blocks.append(
            ("left_out", f"Communication ({ctx.ref(KEY)}): no ES or Nevergrad run, nothing sent to workers")
        )
    sc = t["scaling"]
    for kind, heading in SCALING_KINDS.items():
        rows = sc[sc.kind == kind].drop(columns=["kind"]) if len(sc) else sc
        if len(rows):
            blocks += [heading, Table(frame=display_frame(rows))]
    if len(sc):
        blocks += figure_blocks(figures, "scaling", "Speedup and parallel efficiency against workers")
    else:
        blocks.append(
            ("left_out", f"Scaling ({ctx.ref(KEY)}): no configuration was run at several worker counts")
        )
    blocks += coordination_blocks(t) + ledger_blocks(t, ctx.ref(KEY))
    return blocks + _projection_blocks(t) + _figure1_blocks(data, t)


#: The scaling table's two kinds of runs, each under its own heading (the projection is the third kind).
SCALING_KINDS = {
    "measured": "Measured: one configuration on a real env at several worker counts (these runs' own "
    "cores and machine):",
    "emulated": "Emulated: the ES on esbench/Emulated-v0, whose steps sleep instead of simulating, so "
    "many workers share few cores; it measures coordination (broadcast, requests, gather, update), "
    "not learning:",
}


def _projection_blocks(t: dict[str, pd.DataFrame]) -> list[object]:
    """The projection to the paper's cluster (:mod:`esbench.report.projection`): the checked
    fits as a table, each refused configuration as a note saying why (and no number)."""
    proj = t.get("scaling_projection")
    if proj is None or not len(proj):
        return []
    refused = proj[proj.refused.astype(bool)]
    shown = proj[~proj.refused.astype(bool)].drop(columns=["refused"])
    blocks: list[object] = [
        ("note", f"No projection for {r.algo} on {r.env} (workers {r.workers_measured}): {r.refused}.")
        for r in refused.itertuples()
    ]
    if not len(shown):
        return blocks
    return [
        *blocks,
        "Projected (a model, not a measurement): to the paper's 1,440 cores, from the ES runs' time "
        "breakdown (es.*_time_s, median per generation): T(w) = S(n, d) + p ceil(n/w) + c f(w), with S "
        "the driver's serial part per generation (θ broadcast scaled with the parameters d, the update "
        "with n d, gather and observation statistics with the pairs n, the rest as measured), p one "
        "pair's rollouts and c f(w) the cost of coordinating w workers, f(w) = w (per worker), log2 w "
        "(a tree) or 1 (pipelined); p and c fitted on the rollouts' time; projected for the reference's "
        "5,000 pairs and 1e6 parameters (ref_*). check: each form fitted on the smaller worker counts "
        "(at most 16, at most a quarter of the largest) predicting the larger ones (heldout_errors); "
        "a form is used only if within 15% at every count up to 4x the fitted ones (heldout_error: its "
        "largest there), else nothing is projected. workers_half_efficiency: where efficiency first "
        "drops below 0.5; workers_fastest: past it more workers slow a generation down; limit: the "
        "largest term at 1,440 workers. The serial part is scaled linearly from small runs (fixed "
        "costs too): an upper bound, so ref_efficiency is a lower bound and "
        "ref_efficiency_serial_unscaled (S as measured) the other end; p is the measured env and "
        "policy's (an emulated env's p is its set step cost).",
        Table(frame=display_frame(shown)),
    ]


def _figure1_blocks(data: ReportData, t: dict[str, pd.DataFrame]) -> list[object]:
    """The projection held against the paper's Figure 1 (:mod:`esbench.report.figure1`), shown when
    the report has emulated or Humanoid ES runs: the comparison, or what it needs."""
    fig = t.get("figure1")
    es = data.usable[data.usable.family == ES] if len(data.usable) else data.usable
    relevant = any(run_kind(e) == "emulated" or env_family(e) == "Humanoid" for e in es.env)
    if fig is None or not len(fig) or not relevant:
        return []
    r, paper = fig.iloc[0], paper_figure1()
    (low, high), (m_low, m_high) = paper["cores"], paper["minutes"]
    measured = (f"median time to {paper['threshold']:,} on {paper['env']}: {m_low} minutes at {low} cores, "
                f"{m_high} at {high:,}; {m_low / m_high:.1f}x")  # fmt: skip
    if r.missing:
        return [("note", f"No comparison with the paper's Figure 1 ({measured}): it {r.missing}.")]
    result = r.to_dict() | {"cores": (low, high)}
    step_from = f"the stored Humanoid ES runs {r.humanoid_runs} (worker busy seconds per env step, median)"
    return [
        f"Held against a real measurement: the paper's Figure 1 ({measured}) is a ratio of generation "
        f"times at the same population, T({low}) / T({high}), which the cost model predicts with S and "
        f"c f(w) from the emulated runs ({r.check}), the paper's {paper['pairs']:,} pairs, its "
        f"{paper['hidden']} policy ({r.params:,.0f} parameters) and p = 2 x {paper['episode_steps']:,} "
        f"steps x Humanoid-v5's {r.step_s * 1e3:.3g} ms per step measured here (runs {r.humanoid_runs}), "
        "one worker per core. Beside it, the same model with no driver cost at all: the comparison tests "
        f"the measured costs only where the two differ at the paper's scale. {r.verdict}",
        Table(frame=comparison_frame(result)),
        "What the prediction rests on, measured and assumed:",
        Table(frame=inputs_frame(result, step_from, r.check)),
    ]


KEY = "compute"
SECTION = SectionSpec(KEY, "Communication and scaling", build)
