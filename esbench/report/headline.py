"""The report's first page: one headline table per env, and at most six findings pointing to tables.

:func:`headline_table` is a pure function of the computed tables and the runs: per env, one row per
algorithm with its final return (seed mean and interval, as the final-performance section), the env
steps and training time its runs used (range over seeds), beside it their set-up time
(``info.setup_s``: start-up, Ray, first env, before the first training step; training time leaves it
out), its cores, and its training time to each of the reference's levels (the data-efficiency
section's wall-clock table: the seed-mean curve's first eval point at or above the level).
:func:`first_page_findings` picks at most :data:`MAX_FINDINGS` of the findings: the first of each
kind (final performance, first to reach, against the reference, caveats), then more final-performance
ones and the rest while room is left, each ending with the section whose table it is computed from;
every finding stays listed in the summary.
"""

from __future__ import annotations

from collections.abc import Callable

import pandas as pd

from esbench.report.findings import Finding
from esbench.report.formats import fmt_num
from esbench.report.html import Table
from esbench.report.tables import ReportData

#: The most findings sentences on the first page.
MAX_FINDINGS = 6
#: The section (its key in :data:`esbench.report.sections.SECTIONS`) each kind of finding is computed
#: from (the findings module's KINDS).
SOURCES = {"final": "final", "reach": "efficiency", "gap": "efficiency", "caveat": "summary"}


def _num(value: float, seconds: bool = False, digits: int = 3) -> str:
    """A whole number as an integer; seconds to ``digits`` significant digits (whole seconds from 100
    s); else :func:`fmt_num`."""
    if seconds:
        return f"{value:,.0f}" if abs(value) >= 100 else f"{value:.{digits}g}"
    return fmt_num(int(value)) if float(value).is_integer() and abs(value) < 1e6 else fmt_num(value)


def _span(values: pd.Series, unit: str = "", seconds: bool = False, digits: int = 3) -> str:
    """The value when every seed has the same one ("4.3M"), else the range ("2.5M-4.3M")."""
    v = values.dropna()
    if not len(v):
        return "—"
    lo, hi = _num(float(v.min()), seconds, digits), _num(float(v.max()), seconds, digits)
    return f"{lo}{unit}" if lo == hi else f"{lo}-{hi}{unit}"


def headline_table(data: ReportData, t: dict[str, pd.DataFrame]) -> pd.DataFrame:
    """One row per (env, algorithm): ``final`` (mean and interval), ``interval`` (its kind), ``runs``,
    ``steps``, ``training`` and ``set-up time`` (ranges over seeds), ``cores``, and one column per
    level of the reference's progress with the seconds of training to reach it ("never" / "—": no level)."""
    final = t["final_performance"]
    reach = t["data_efficiency_wall_clock"]
    rows = []
    for r in final.itertuples():
        cell = data.usable[(data.usable.env == r.env) & (data.usable.label == r.label)]
        row = {
            "env": r.env,
            "algorithm": r.label,
            "final return": f"{fmt_num(r.mean)} [{fmt_num(r.ci_low)}, {fmt_num(r.ci_high)}]"
            if r.runs > 1
            else fmt_num(r.mean),
            "interval": r.interval if r.runs > 1 else "1 seed",
            "runs": str(r.runs),
            "env steps": _span(cell.final_step),
            "training time": _span(cell.final_wall_s, " s", seconds=True),
            # unknown for every run of the cell (runs stored before setup_s): no column, if none knows it
            # 2 significant digits: the set-up's order (0.02 s, 15 s), never a wrapped cell on page 1
            "set-up time": _span(cell.setup_s, " s", seconds=True, digits=2)
            if cell.setup_s.notna().any()
            else None,
            "cores": _span(cell.cores),
        }
        levels = reach[(reach.env == r.env) & (reach.label == r.label)]
        for lv in levels.itertuples():
            if lv.target != lv.target:
                row[f"to {lv.threshold}"] = "—"
            else:
                seconds = f"{_num(lv.value, seconds=True)} s"
                row[f"to {lv.threshold}"] = seconds if lv.value == lv.value else "never"
        rows.append(row)
    return pd.DataFrame(rows)


def headline_blocks(data: ReportData, t: dict[str, pd.DataFrame]) -> list[object]:
    """The headline table (an env's rows together, one row per algorithm), led by the level returns
    of each env."""
    frame = headline_table(data, t)
    if not len(frame):
        return []
    reach = t["data_efficiency_wall_clock"]
    levels = []
    for env in sorted(set(frame.env)):
        targets = reach[(reach.env == env) & reach.target.notna()].drop_duplicates("threshold")
        if len(targets):
            levels.append(
                f"{env} " + ", ".join(f"{r.threshold} = {fmt_num(r.target)}" for r in targets.itertuples())
            )
    kinds = set(frame.interval) - {"1 seed"}
    one_kind = len(kinds) == 1
    lead = "Per env and algorithm: final eval return"
    lead += f" (seed mean [{next(iter(kinds))}])" if one_kind else ""
    lead += ", the env steps, training time and cores its runs used, "
    if "set-up time" in frame and frame["set-up time"].notna().any():
        lead += "their set-up time (start-up, Ray, first env: not in training time), "
    lead += f"and the training time to each level of {data.reference}'s progress"
    lead += f" (returns: {'; '.join(levels)})." if levels else "."
    if one_kind:  # said in the lead instead: one column less on page 1
        frame = frame.assign(interval=["1 seed" if v == "1 seed" else None for v in frame.interval])
    shown = frame.sort_values(["env", "algorithm"], kind="stable").dropna(axis=1, how="all").fillna("—")
    return [lead, Table(frame=shown)]


def first_page_findings(
    found: list[Finding], kinds: dict[str, str], ref: Callable[[str], str]
) -> list[Finding]:
    """At most :data:`MAX_FINDINGS` findings: the first of each kind (in ``kinds`` order), then the
    rest in ``kinds`` order (final performance first) while room is left; shown in ``kinds`` order,
    each ending with the section of its table (``ref``: a section's key to its reference, "section N")."""
    order = list(kinds)
    ranked = sorted(found, key=lambda f: order.index(f.kind) if f.kind in order else len(order))
    firsts = [next(f for f in ranked if f.kind == k) for k in order if any(f.kind == k for f in ranked)]
    picked = firsts[:MAX_FINDINGS]
    picked += [f for f in ranked if f not in picked][: MAX_FINDINGS - len(picked)]
    picked.sort(key=lambda f: (order.index(f.kind) if f.kind in order else len(order), ranked.index(f)))
    where = {f.kind: ref(SOURCES[f.kind]) if f.kind in SOURCES else "below" for f in picked}
    return [Finding(f.kind, f.env, f"{f.text.rstrip('.')} ({where[f.kind]}).") for f in picked]
