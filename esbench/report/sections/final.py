"""The final-performance section: each algorithm's final eval return per env."""

from __future__ import annotations

import pandas as pd

from esbench.report import stats
from esbench.report.blocks import ci_text
from esbench.report.formats import fmt_num
from esbench.report.html import Table
from esbench.report.sections.base import Context, SectionSpec


def build(ctx: Context) -> list[object]:
    """Final eval return per env and algorithm: mean and interval, IQM, best seed, budget overshoot."""
    data, t = ctx.data, ctx.tables
    f = t["final_performance"]
    kinds = sorted(set(f.interval)) if len(f) else [stats.CI_LABEL]
    cells = [ci_text(*v) for v in zip(f["mean"], f.ci_low, f.ci_high, strict=True)]
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
    return [note, Table(frame=shown, highlight=list(f.best))]


SECTION = SectionSpec("final", "Final performance", build)
