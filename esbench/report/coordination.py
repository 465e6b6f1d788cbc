"""The compute section's coordination table: what each ES run's coordination cost, from its timestamps.

A pure function of stored runs: the ``es.coordination_*`` metrics each ES generation logs
(:mod:`esbench.backends.stamps`, names in :mod:`esbench.core.es_names`), read through the run's
breakdown (:func:`esbench.report.breakdown.breakdown_of`: medians over the generations after the
first). One row per (env, label, workers); runs stored before the stamps existed are left out.

On the emulated env the row also gives the emulation's fidelity (how far the workers' rollouts ran
over their steps' set cost). Where its 95th percentile is over :data:`FIDELITY_LIMIT`, the section
opens with a warning naming the cause, the host too busy for that many workers, and says what
still holds (coordination efficiency) and what does not (times against the ideal).
"""

from __future__ import annotations

import json
import re

import numpy as np
import pandas as pd

from esbench.core.es_names import (
    COLLECTION_LATENCY,
    COORDINATION_EFFICIENCY,
    COORDINATION_TIME,
    DISPATCH_LATENCY,
    EMULATED_OVERRUN_MEDIAN,
    EMULATED_OVERRUN_P95,
    FIDELITY_LIMIT,
    PARTS,
    SLOWEST_WORKER_BUSY,
    STRAGGLER_WAIT,
    part_metric,
)
from esbench.report.aggregates import run_kind
from esbench.report.blocks import display_frame
from esbench.report.families import ES
from esbench.report.html import Table
from esbench.report.tables import ReportData

#: Column -> the breakdown's metric (medians per run, then the median over the runs of a row).
METRICS = {
    "coord_eff": COORDINATION_EFFICIENCY, "coord_s": COORDINATION_TIME, "slowest_busy_s": SLOWEST_WORKER_BUSY,
    "dispatch_ms": DISPATCH_LATENCY, "collect_ms": COLLECTION_LATENCY, "straggler_s": STRAGGLER_WAIT,
    "overrun_med": EMULATED_OVERRUN_MEDIAN, "overrun_p95": EMULATED_OVERRUN_P95,
}  # fmt: skip
COLUMNS = ["kind", "env", "label", "workers", "runs", "gen_s", *METRICS, "fidelity"]
MILLISECONDS = ("dispatch_ms", "collect_ms")


def coordination_table(data: ReportData) -> pd.DataFrame:
    """One row per (env, label, workers) of ES runs with coordination metrics (module docstring)."""
    use = data.usable[data.usable.family == ES] if len(data.usable) else data.usable
    rows = []
    for r in use.itertuples():
        breakdown = json.loads(r.es_times_json or "{}")
        if COORDINATION_EFFICIENCY not in breakdown:
            continue
        row = {"kind": run_kind(r.env), "env": r.env, "label": r.label, "workers": r.workers}
        row["gen_s"] = sum(breakdown.get(part_metric(p), 0.0) for p in PARTS)
        for column, name in METRICS.items():
            value = breakdown.get(name, np.nan)
            row[column] = value * 1e3 if column in MILLISECONDS else value
        rows.append(row)
    if not rows:
        return pd.DataFrame(columns=COLUMNS)
    runs = pd.DataFrame(rows)
    grouped = runs.groupby(["kind", "env", "label", "workers"], sort=True, dropna=False)
    table = grouped.median(numeric_only=True).reset_index()
    table.insert(4, "runs", grouped.size().to_numpy())
    table["fidelity"] = [_fidelity(k, p95) for k, p95 in zip(table.kind, table.overrun_p95, strict=True)]
    workers = table.workers.fillna(np.inf).to_numpy(float)  # a run that stored no worker count: last
    order = sorted(range(len(table)), key=lambda i: (table.kind[i], table.env[i], _natural(table.label[i]),
                                                     workers[i]))  # fmt: skip
    table["workers"] = pd.Series([int(w) if np.isfinite(w) else np.nan for w in workers], dtype=object)
    return table.iloc[order].reset_index(drop=True)[COLUMNS]


def _natural(label: str) -> tuple:
    """``es-strong-2w`` before ``es-strong-16w``: numbers in a label compare as numbers."""
    return tuple(int(part) if part.isdigit() else part for part in re.split(r"(\d+)", str(label)))


def _fidelity(kind: str, p95: float) -> str:
    """``ok``, ``poor`` (the host too busy) or ``-`` (a real env: no set cost to run over)."""
    if kind != "emulated":
        return "-"
    return "ok" if p95 <= FIDELITY_LIMIT else "poor"


def coordination_blocks(t: dict[str, pd.DataFrame]) -> list[object]:
    """The section's text, its fidelity warning (when any row is poor) and the table."""
    table = t.get("coordination")
    if table is None or not len(table):
        return []
    blocks: list[object] = []
    poor = table[table.fidelity == "poor"]
    if len(poor):
        blocks.append((
            "alert",
            f"Emulated steps ran over their set cost at {len(poor)} worker count(s) (95th percentile over "
            f"workers above {FIDELITY_LIMIT:.0%}): the host was too busy for that many emulated workers. "
            "Their generation times measure the host, not the ES; their coordination efficiency, from "
            "timestamps, still measures the ES's coordination",
            Table(frame=display_frame(poor[["env", "label", "workers", "overrun_med", "overrun_p95"]])),
        ))  # fmt: skip
    return [
        *blocks,
        "Coordination from timestamps: every request is stamped by its worker (received, rollouts, sent) "
        "and by the driver (dispatched, arrived). coord_s is a generation's wall time (gen_s) less its "
        "slowest worker's own busy span (slowest_busy_s): the broadcast, dispatch, collection, gather, "
        "update and the driver's loop; coord_eff = 1 - coord_s / gen_s. A worker slowed by a busy host "
        "has that in its own span, so coord_eff measures the ES's coordination whatever the load. "
        "dispatch_ms and collect_ms: median latencies of the requests; straggler_s: the slowest worker's "
        "span less the median worker's (the workers' own imbalance, not coordination); overrun_med and "
        "overrun_p95 (emulated env only): how far the workers' rollouts ran over their steps' set cost "
        "(fidelity). Medians over each run's generations after the first, then over the row's runs.",
        Table(frame=display_frame(table)),
    ]


def ledger_blocks(t: dict[str, pd.DataFrame], where: str) -> list[object]:
    """The coordination ledger (:mod:`esbench.report.ledger`): shown when the report has coordination
    metrics; its rows, or what they need (``where``: a reference to the section it is in, for the
    appendix's "left out" lines)."""
    ledger, table = t.get("coordination_ledger"), t.get("coordination")
    if ledger is None or not len(ledger) or table is None or not len(table):
        return []
    missing = sorted(set(ledger.missing[ledger.missing != ""]))
    shown = ledger[ledger.missing == ""].drop(columns=["missing"])
    blocks: list[object] = [("note", f"Coordination ledger: a row {m}.") for m in missing]
    if not len(shown):  # no row at all: the ledger is left out, and the appendix says what it needs
        return [("left_out", f"Coordination ledger ({where}): a row {m}") for m in missing]
    return [
        *blocks,
        "Coordination ledger (a model, not a measurement): what a generation costs the driver, D(w, n, d) "
        "= put(d) + update(n d) + (gather + obstat)(n) + other + latency + per_worker x w, and the worker "
        "counts where D is 5% and 20% of a generation D + p ceil(n / w), p = 2 x 1,000 steps x the "
        "env's step cost measured here (step_ms). measured here: the emulated runs' serial parts "
        "scaled to n and d (an upper bound), and latency and per_worker fitted on their coordination "
        "time from timestamps less those parts; Ray's published costs: put at Ray's published put "
        "throughput, per_worker one asynchronous actor call, latency one synchronous round trip "
        "(sources in published.yaml), the driver's numpy parts as measured. HalfCheetah's 5,000 pairs "
        "are an assumption (the paper gives Humanoid's only).",
        Table(frame=display_frame(shown)),
    ]
