"""The tuning section, shown when an input holds the ``tune_summary.json`` of ``esbench tune``
(:mod:`esbench.report.tuning` reads it and draws its figure)."""

from __future__ import annotations

import pandas as pd

from esbench.report.html import Image, Table
from esbench.report.sections.base import Context, SectionSpec
from esbench.report.tuning import tuning_number


def build(ctx: Context) -> list[object] | None:
    """The search each algorithm got, and what it found (None: no input holds a tuning summary)."""
    if ctx.tuning is None:
        return None
    table, summaries = ctx.tuning.table, ctx.tuning.summaries
    first = summaries[0]
    note = (
        f"Every algorithm got the same search: {first.get('trials_per_study')} Optuna trials (TPE, "
        f"seed {first.get('sampler', {}).get('seed')}; pruner: {first.get('pruner')}) per env, each "
        f"{first.get('timesteps_per_run')} env steps on each of the tuning seeds {first.get('tuning_seeds')} "
        f"(disjoint from the evaluation seeds), objective {first.get('objective')} averaged over them. "
        "Best minus median: how much the best configuration gains over a typical one; suite_params: the "
        "first trial, the suite's own params; written: what tuned.yaml holds (the suite's params where "
        "the best did not beat them and the median by more than the eval noise); importances: "
        "fANOVA (optuna.importance, fixed seed). Tuning runs are stored apart (suite "
        f"{first.get('tuning_suite')}) and never counted in the sections above."
    )
    shown = table.drop(columns=["objective"]).copy()
    for column in (
        "best",
        "median",
        "best_minus_median",
        "best_after_25%",
        "best_after_50%",
        "best_after_75%",
        "suite_params",
    ):
        shown[column] = shown[column].map(tuning_number)
    shown["best_trial"] = shown["best_trial"].map(
        lambda v: "-" if v is None or pd.isna(v) else str(int(v) + 1)
    )
    blocks: list[object] = [note, Table(frame=shown, wrap=("best_params",))]
    if "tuning" in ctx.tuning.figures:
        caption = (
            "Best objective value against tuning trials spent, per env: each algorithm's search, "
            "step by step (flat after a pruned or failed trial), over the same number of trials."
        )
        blocks.append(Image(ctx.tuning.figures["tuning"], caption, caption))
    return blocks


SECTION = SectionSpec("tuning", "Hyperparameter tuning", build)
