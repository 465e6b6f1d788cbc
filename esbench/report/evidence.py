"""What the runs can support: cells with too few seeds, and envs where the reference made no progress.

Two checks that decide what the report may claim, each a pure function of a :class:`ReportData`:

- :func:`few_seed_cells`: (algorithm label, env) cells with fewer completed seeds than
  ``options.min_seeds``; their intervals and bands are the min and max over seeds, not bootstrap CIs.
- :func:`reference_progress`: per env, how far the reference algorithm's seed mean rose from its
  initial to its final eval return (the start and end of the report's levels,
  :func:`esbench.report.levels.reference_span`), against ``options.min_progress`` of the env's
  reference range.
  Ratios to the reference and the aggregates only use the envs where it made that progress.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from esbench.report.formats import fmt_num
from esbench.report.levels import reference_span
from esbench.report.tables import ReportData

PROGRESS_COLUMNS = ["env", "reference", "initial", "final", "progress", "range", "range_from", "progressed",
                    "reason"]  # fmt: skip


def few_seed_cells(data: ReportData) -> pd.DataFrame:
    """(env, label, seeds) of the cells of completed runs with fewer than ``options.min_seeds`` seeds."""
    use = data.usable
    if use.empty:
        return pd.DataFrame(columns=["env", "label", "seeds"])
    counts = use.groupby(["env", "label"], sort=True).size().rename("seeds").reset_index()
    return counts[counts.seeds < data.options.min_seeds].reset_index(drop=True)


def is_few_seed(data: ReportData, env: str, label: str) -> bool:
    """Whether the (env, label) cell has fewer completed seeds than ``options.min_seeds``."""
    n = int(((data.usable.env == env) & (data.usable.label == label)).sum())
    return n < data.options.min_seeds


def cell_names(cells: pd.DataFrame) -> str:
    """ "ES on EnvA-v0 (3 seeds), ..." for a :func:`few_seed_cells` frame."""
    return ", ".join(
        f"{r.label} on {r.env} ({r.seeds} seed{'s' if r.seeds != 1 else ''})" for r in cells.itertuples()
    )


def initial_returns(data: ReportData, env: str, label: str | None = None, step0: bool = False) -> np.ndarray:
    """First eval return of each completed run of ``env`` (of ``label`` when given).

    ``step0``: only runs whose first eval is at env step 0 (the untrained, random policy).
    """
    use = data.usable[data.usable.env == env]
    if label is not None:
        use = use[use.label == label]
    out = []
    for key in use.key:
        arr = data.arrays.get(key)
        if arr is None or not len(arr["ret"]):
            continue
        order = np.argsort(arr["step"], kind="stable")
        if step0 and arr["step"][order[0]] != 0:
            continue
        out.append(float(arr["ret"][order[0]]))
    return np.array(out, dtype=float)


def random_return(data: ReportData, env: str) -> tuple[float, str]:
    """The random policy's return on ``env`` and where it comes from (NaN when unknown).

    The env's ``random`` reference score when stored, else the mean step-0 eval return of its runs.
    """
    refs = data.reference_scores.get(env, {})
    if "random" in refs:
        return float(refs["random"]), "the 'random' reference score"
    first = initial_returns(data, env, step0=True)
    if len(first):
        return float(first.mean()), f"the mean step-0 eval return of its {len(first)} runs"
    return float("nan"), "no 'random' reference score and no step-0 eval"


def reference_range(data: ReportData, env: str) -> tuple[float, str]:
    """The env's reference range and its description.

    From the env's ``random`` reference score to its highest other reference score when the suite
    gives both (and that one is higher); else from the random policy's return
    (:func:`random_return`) to the best eval return of any run of the env.
    """
    refs = data.reference_scores.get(env, {})
    others = [v for k, v in refs.items() if k != "random"]
    if "random" in refs and others and max(others) > refs["random"]:
        low, high = refs["random"], max(others)
        return float(high - low), f"its reference scores, random {fmt_num(low)} to {fmt_num(high)}"
    low, how = random_return(data, env)
    use = data.usable[data.usable.env == env]
    rets = [data.arrays[k]["ret"] for k in use.key if k in data.arrays and len(data.arrays[k]["ret"])]
    if not rets or not np.isfinite(low):
        return float("nan"), how
    high = float(np.nanmax(np.concatenate(rets)))
    how = f"the random policy's return {fmt_num(low)} ({how}) to the best eval return {fmt_num(high)}"
    return high - low, how


def reference_progress(data: ReportData) -> pd.DataFrame:
    """Per env: the reference's seed-mean initial and final eval return, its progress, the env's
    reference range and whether progress > ``options.min_progress`` x range, with the reason if not."""
    rows = []
    ref, fraction = data.reference, data.options.min_progress
    for env in data.envs:
        initial, final = reference_span(data, env)  # the levels' own start and end
        span, span_from = reference_range(data, env)
        if not (np.isfinite(initial) and np.isfinite(final)):
            rows.append((env, ref, np.nan, np.nan, np.nan, span, span_from, False,
                         f"{ref or 'no reference'} has no completed run on {env}"))  # fmt: skip
            continue
        progress = final - initial
        ok = bool(np.isfinite(span) and span > 0 and progress > fraction * span)
        reason = "" if ok else (
            f"{ref}'s seed-mean eval return went from {fmt_num(initial)} to {fmt_num(final)} "
            f"({'+' if progress >= 0 else ''}{fmt_num(progress)}), not above {fraction:.0%} of the env's "
            f"reference range ({fmt_num(span)}: {span_from})"
        )  # fmt: skip
        rows.append((env, ref, initial, final, progress, span, span_from, ok, reason))
    return pd.DataFrame(rows, columns=PROGRESS_COLUMNS)


def progressed_envs(data: ReportData) -> list[str]:
    """The envs where the reference made progress (:func:`reference_progress`), sorted."""
    prog = reference_progress(data)
    return sorted(prog.loc[prog.progressed.astype(bool), "env"])


def interval_name(data: ReportData, plural: bool = False) -> str:
    """What the report calls an interval drawn from several cells (aggregates, probability of
    improvement, profiles): "95% CI" when every cell has at least ``options.min_seeds`` seeds, else
    "bootstrap interval": with fewer seeds no interval is called a 95% CI."""
    name = "95% CI" if not len(few_seed_cells(data)) else "bootstrap interval"
    return name + ("s" if plural else "")


def band_label(data: ReportData) -> str:
    """What the curve bands are: "95% bootstrap CI of the mean", "min-max over seeds" (every cell
    with fewer than ``options.min_seeds`` seeds, or ``options.band`` "minmax"), or both, by cell."""
    few, n = few_seed_cells(data), data.options.min_seeds
    cells = data.usable.groupby(["env", "label"]).ngroups
    if data.options.band == "minmax":
        return "min-max over seeds"
    if cells and len(few) == cells:
        return f"min-max over seeds (fewer than {n} seeds)"
    if len(few):
        return f"95% bootstrap CI of the mean; min-max over seeds where fewer than {n} seeds"
    return "95% bootstrap CI of the mean"
