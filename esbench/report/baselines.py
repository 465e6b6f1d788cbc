"""The SB3 baselines against their published strength, on the report's first page.

A comparison with a weak baseline says nothing about the ES, so page 1 says, for each SB3 label on
each env with a published score of its algorithm (``baselines`` in ``published.yaml``, the only
place those numbers are written, matched by algorithm and env family):

- its seed median eval at the published budget (each seed's first eval point at or past it), beside
  the published score with its source, env version, spread and seed count;
- **below published strength** when that median falls short of the score by more than the source's
  own spread (its ``+-``: over evaluation episodes of one agent for rl-zoo's benchmark, over seeds
  for sb3-contrib's TRPO docs); "cannot tell" when no seed ran that far;
- and, for every SB3 label trained on its library's defaults instead of rl-zoo's tuned values
  (``hyperparams`` not ``rl-zoo``), **untuned**, whether or not a published score exists.

Departure, said on the page: the published numbers come from other env versions (MuJoCo v3, the
zoo's Atari v4) and another evaluation protocol; the verdict is a check of strength, not a
reproduction.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pandas as pd

from esbench.report.families import SB3
from esbench.report.formats import fmt_num
from esbench.report.published import anchors, env_family
from esbench.report.tables import ReportData

#: How page 1 names each source of ``baselines``.
SOURCE_NAMES = {"rl_zoo_benchmark": "rl-zoo's benchmark", "sb3_contrib_trpo": "sb3-contrib's TRPO docs"}
#: The verdicts of :func:`strength_table`.
BELOW, AT, CANNOT_TELL = "below published strength", "at published strength", "cannot tell"


def published_baselines(algo: str, env: str) -> list[dict[str, Any]]:
    """The published scores of ``algo`` on ``env``'s family (``published.yaml``'s ``baselines``)."""
    return [a for a in anchors()["baselines"] if a["algo"] == algo and a["env"] == env_family(env)]


def anchor_text(anchor: dict[str, Any]) -> str:
    """``1,785 +- 69 (rl-zoo's benchmark, HalfCheetah-v3, 1M steps, one agent, +- over episodes)``."""
    seeds = "one agent" if int(anchor["seeds"]) == 1 else f"{anchor['seeds']} seeds"
    return (f"{fmt_num(float(anchor['score']))} ± {fmt_num(float(anchor['spread']))} "
            f"({SOURCE_NAMES.get(anchor['source'], anchor['source'])}, {anchor['env']}-"
            f"{anchor['env_version'].removeprefix('-')}, {fmt_num(float(anchor['budget']))} steps, "
            f"{seeds}, ± over {anchor['spread_over']})")  # fmt: skip


def first_eval_at(steps: np.ndarray, budget: float) -> int | None:
    """The index of the first eval point at or past ``budget`` env steps (None: the run stops before it)."""
    at = np.flatnonzero(np.asarray(steps, float) >= budget)
    return int(at[0]) if len(at) else None


def eval_at_budget(steps: np.ndarray, returns: np.ndarray, budget: float) -> float:
    """The eval return at the first eval point at or past ``budget`` env steps (NaN: the run stops
    before it)."""
    i = first_eval_at(steps, budget)
    return float("nan") if i is None else float(returns[i])


def is_tuned(config_json: str) -> bool:
    """Whether a stored run's params took rl-zoo's tuned values (``hyperparams: rl-zoo``)."""
    try:
        params = json.loads(config_json).get("params") or {}
    except (ValueError, AttributeError):
        return False
    return isinstance(params, dict) and params.get("hyperparams") == "rl-zoo"


def strength_table(data: ReportData) -> pd.DataFrame:
    """One row per (env, SB3 label, published score of its algorithm on the env): ``tuned``, the
    seeds, those that ran to the published budget, their median eval there, the published score,
    spread, source and ``verdict`` (:data:`BELOW`, :data:`AT` or :data:`CANNOT_TELL`). A label with
    no published score on its env has one row without one (``anchor`` None), so "untuned" is said of
    it too."""
    rows = []
    sb3 = data.usable[data.usable.family == SB3]
    for (env, label), cell in sb3.groupby(["env", "label"], sort=True):
        algo = str(cell.algo.iloc[0])
        tuned = all(is_tuned(c) for c in cell.config_json)
        published: list[dict[str, Any] | None] = [*published_baselines(algo, env)] or [None]
        for anchor in published:
            row: dict[str, Any] = {"env": env, "label": label, "algo": algo, "tuned": tuned,
                                   "seeds": len(cell), "anchor": anchor}  # fmt: skip
            if anchor is not None:
                budget = float(anchor["budget"])
                values = [
                    eval_at_budget(data.arrays[k]["step"], data.arrays[k]["ret"], budget) for k in cell.key
                ]
                ran = [v for v in values if v == v]
                median = float(np.median(ran)) if ran else float("nan")
                threshold = float(anchor["score"]) - float(anchor["spread"])
                verdict = CANNOT_TELL if not ran else (BELOW if median < threshold else AT)
                row.update(at_budget=len(ran), median=median, verdict=verdict)
            rows.append(row)
    return pd.DataFrame(rows)


def strength_blocks(data: ReportData) -> list[object]:
    """Page 1's blocks: a line per SB3 label with a published score on its env, and per untuned label
    (nothing when there are none), after an alert naming the labels below published strength."""
    table = strength_table(data)
    items: list[str] = []
    below: list[tuple[str, str]] = []
    for r in table.itertuples(index=False):
        head = f"{r.label} on {r.env}" + ("" if r.tuned else " (untuned: its library's defaults)")
        if r.anchor is None:  # said only of an untuned label: page 1 stays short
            if not r.tuned:
                items.append(f"{head}: no published score of {r.algo} on this env")
            continue
        published = anchor_text(r.anchor)
        budget = fmt_num(float(r.anchor["budget"]))
        if r.verdict == CANNOT_TELL:
            items.append(f"{head}: cannot tell, no seed ran to {budget} steps; published {published}")
            continue
        seeds = f"seed median of {r.at_budget}" if r.at_budget > 1 else "one seed"
        items.append(
            f"{head}: {fmt_num(r.median)} at {budget} steps ({seeds}), {r.verdict}; published {published}"
        )
        if r.verdict == BELOW:
            below.append((f"{r.label} on {r.env}", SOURCE_NAMES.get(r.anchor["source"], r.anchor["source"])))
    note = ("Published scores come from other env versions and another evaluation protocol (see each "
            "source); below published strength means the seed median is short of the score by more "
            "than the source's own ±.")  # fmt: skip
    if not items:
        return []
    blocks: list[object] = []
    if below:
        cells: dict[str, list[str]] = {}
        for cell, source in below:  # one cell, once, with every source it falls short of
            cells.setdefault(cell, []).append(source)
        named = "; ".join(f"{cell} (against {' and '.join(sources)})" for cell, sources in cells.items())
        blocks.append(("alert", "Baselines below published strength", f"{named}. {note}"))
    blocks.append(("list", "The baselines against their published strength", items))
    return blocks
