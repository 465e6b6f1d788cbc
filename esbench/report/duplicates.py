"""Which stored runs count: one run per (suite, label, env, seed), of each store's latest run set.

A store can hold more than one run of a trial: a failed or interrupted trial run again with
``esbench run --resume``, Sacred's own command line repeated (``results/adhoc``), a store written
before ``esbench run`` refused a second plain run, or two stores of one suite read together.
Counting them all would count one seed several times. Of the runs of one (suite, label, env, seed),
the latest usable run (COMPLETED with eval points) counts, else the latest COMPLETED one, else the
latest run ("latest": by start time, then run id); each other one is a *duplicate*, listed as a
problem and not counted. Runs of a run set before their store's latest (``esbench run --fresh``)
were set aside on purpose: they are neither counted nor problems.

The report (:func:`esbench.report.tables.prepare`) and the export (``counted``/``not_counted``
columns of :func:`esbench.report.export.load_runs`) both decide here.
"""

from __future__ import annotations

import pandas as pd

from esbench.core.files import is_run_id

#: The reason an earlier run set is not counted (``not_counted`` of the export).
EARLIER_SET = "run of an earlier run set (set aside by esbench run --fresh), not counted"


def _order(runs: pd.DataFrame) -> list:
    """Index labels of ``runs`` from the most preferred run of a cell to the least."""

    def key(label) -> tuple:
        row = runs.loc[label]
        run_id = str(row.run_id)
        return (
            bool(row.usable),
            row.status == "COMPLETED",
            str(row.start_time),
            int(run_id) if is_run_id(run_id) else -1,
            str(row.key),
        )

    return sorted(runs.index, key=key, reverse=True)


def not_counted(runs: pd.DataFrame) -> pd.Series:
    """Why each run of ``runs`` (a loader runs frame) is not counted; "" for the runs that count.

    Rows without a readable seed (seed -1) stay counted: they are problems of their own already.
    """
    reasons = pd.Series("", index=runs.index, dtype=object)
    if "earlier_set" in runs:
        reasons[runs.earlier_set.astype(bool)] = EARLIER_SET
    live = runs[(reasons == "") & (runs.seed >= 0)]
    for (_, label, env, seed), group in live.groupby(["suite", "label", "env", "seed"], sort=False):
        if len(group) < 2:
            continue
        order = _order(group)
        kept = group.loc[order[0]]
        for other in order[1:]:
            differs = group.loc[other, "config_json"] != kept.config_json
            reasons[other] = (
                f"duplicate run of {label} on {env} seed {seed}, not counted "
                f"(run {kept.key} is counted{'; their configs differ' if differs else ''})"
            )
    return reasons


def split(runs: pd.DataFrame) -> tuple[pd.DataFrame, pd.DataFrame, int]:
    """(the runs that count, the duplicates with their reason in ``problems``, the number of runs
    of earlier run sets) of a loader runs frame; frames keep ``runs``' columns and order."""
    reasons = not_counted(runs)
    earlier = int((reasons == EARLIER_SET).sum())
    dupes = runs[(reasons != "") & (reasons != EARLIER_SET)].copy()
    pairs = zip(reasons[dupes.index], dupes.problems, strict=True)
    problems = ["; ".join(p for p in (reason, str(old)) if p) for reason, old in pairs]
    dupes["problems"] = pd.Series(problems, index=dupes.index, dtype=object)
    return runs[reasons == ""], dupes, earlier
