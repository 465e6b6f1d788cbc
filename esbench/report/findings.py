"""The findings that open the report: sentences computed from the tables, never written by hand.

:func:`findings` is a pure function of a :class:`ReportData` and the computed tables
(:func:`esbench.report.build.compute_tables`): per env, who ends best and whether the intervals of
the best and the runner-up overlap (``final_performance``); who reaches each level first in env
steps (``data_efficiency_steps``) and in training time at equal cores
(``time_to_reach_equal_cores``); the largest speed-up and sample-efficiency gap versus the
reference; and what the runs cannot support (:mod:`esbench.report.evidence`: cells with few seeds,
envs where the reference made no progress; busy and problem runs; runs from several CPU models or
versions of esbench's code, :mod:`esbench.report.cpu_models` and :mod:`esbench.report.code_versions`).
A cell with one seed is given its value and nothing else: it wins, loses and reaches nothing.
"""

from __future__ import annotations

import dataclasses
import math

import numpy as np
import pandas as pd

from esbench.report import evidence, stats
from esbench.report.code_versions import mixed_code_warning
from esbench.report.cpu_models import mixed_cpu_warning
from esbench.report.formats import fmt_num
from esbench.report.tables import ReportData

#: Finding kinds, in the order they are shown, with the heading of each group.
KINDS = {
    "final": "Final performance",
    "reach": "First to reach each level",
    "gap": "Against the reference",
    "caveat": "What these runs cannot show",
}


@dataclasses.dataclass(frozen=True)
class Finding:
    """One sentence of the findings: its ``kind`` (a key of :data:`KINDS`), its env (None: all)."""

    kind: str
    env: str | None
    text: str


def findings(data: ReportData, t: dict[str, pd.DataFrame]) -> list[Finding]:
    """Every finding, grouped by kind in :data:`KINDS` order, envs sorted within a kind."""
    if data.usable.empty:
        return [Finding("caveat", None, "No completed run: nothing can be concluded.")]
    out = final_findings(data, t["final_performance"])
    out += reach_findings(data, t["data_efficiency_steps"], t.get("time_to_reach_equal_cores"))
    out += gap_findings(data, t)
    out += caveat_findings(data, t)
    return out


def _seeds(n: int) -> str:
    return f"{n} seed{'s' if n != 1 else ''}"


def _value(row: pd.Series) -> str:
    """A final-table row as "1,000 [980, 1,020] (min-max, 3 seeds)"; a single seed: its value only."""
    if row.runs == 1:
        return f"{fmt_num(row['mean'])} ({_seeds(1)})"
    interval = f"[{fmt_num(row.ci_low)}, {fmt_num(row.ci_high)}]"
    return f"{fmt_num(row['mean'])} {interval} ({row.interval}, {_seeds(row.runs)})"


def _join(items: list[str]) -> str:
    """ "a", "a and b", "a, b and c"."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def final_findings(data: ReportData, final: pd.DataFrame) -> list[Finding]:
    """Per env: the best seed-mean final eval return against the runner-up's, with their intervals,
    and "not separable" where the intervals overlap; no ranking when either has a single seed."""
    out = []
    for env, rows in final.groupby("env", sort=True):
        rows = rows.sort_values(["mean", "label"], ascending=[False, True], kind="stable")
        best = rows.iloc[0]
        if len(rows) == 1:
            out.append(
                Finding(
                    "final",
                    env,
                    f"On {env}, only {best.label} has completed runs: seed-mean "
                    f"final eval return {_value(best)}.",
                )
            )
            continue
        second = rows.iloc[1]
        single = [r.label for r in (best, second) if r.runs == 1]
        values = f"{best.label} {_value(best)}, {second.label} {_value(second)}"
        tied = rows[rows["mean"] == best["mean"]]
        if single:
            has = "has" if len(single) == 1 else "have"
            text = (
                f"On {env}, no ranking is claimed: {_join(single)} {has} a single seed, whose value is "
                f"all it shows (seed-mean final eval returns: {values})."
            )
        elif len(tied) > 1:  # every algorithm at the best mean is named
            values = ", ".join(f"{r.label} {_value(r)}" for _, r in tied.iterrows())
            text = f"On {env}, {_join(list(tied.label))} tie at the end ({values}): not separable."
        else:
            runners = rows[rows["mean"] == second["mean"]]
            named = (
                f"the runner-up, {second.label}," if len(runners) == 1 else
                f"the runners-up, {_join(list(runners.label))} (tied),"
            )  # fmt: skip
            text = (
                f"On {env}, {best.label} ends best: seed-mean final eval return {_value(best)}, "
                f"against {named} at {_value(second)}; "
            )
            if best.ci_low <= second.ci_high:
                text += "the intervals overlap: not separable."
            elif stats.MINMAX_LABEL in (best.interval, second.interval):
                text += (
                    "the seeds' ranges do not overlap (min-max over fewer than "
                    f"{data.options.min_seeds} seeds, not a confidence interval)."
                )
            else:
                text += "the intervals do not overlap."
        out.append(Finding("final", env, text))
    return out


def _single_seed(data: ReportData) -> set[tuple[str, str]]:
    """(env, label) cells with exactly one completed seed."""
    sizes = data.usable.groupby(["env", "label"]).size()
    return {cell for cell, n in sizes.items() if n == 1}


def _firsts(frame: pd.DataFrame, value: str, thresholds: list[str]) -> str:
    """ "ES at 25%, 50%; TRPO at 75%; nobody at 100%": who has the smallest ``value`` per threshold."""
    by_winner: dict[str, list[str]] = {}
    for th in thresholds:
        rows = frame[(frame.threshold == th) & np.isfinite(frame[value].to_numpy(float))]
        if rows.empty:
            winner = "nobody"
        else:
            best = rows[value].min()
            winner = _join(sorted(rows.loc[rows[value] == best, "label"]))
        by_winner.setdefault(winner, []).append(th)
    if len(by_winner) == 1:
        (winner,) = by_winner
        return f"{winner} at every level"
    return "; ".join(f"{w} at {', '.join(ths)}" for w, ths in by_winner.items())


def reach_findings(data: ReportData, steps: pd.DataFrame, race: pd.DataFrame | None) -> list[Finding]:
    """Per env where the reference progressed: who reaches each level first in env steps and, per
    core count with two or more algorithms, in training time at equal cores. Cells with a single seed
    are left out (:func:`caveat_findings` says so)."""
    if data.reference is None or len(data.labels) < 2:
        return []
    progressed, single = set(evidence.progressed_envs(data)), _single_seed(data)
    ths = [f"{round(f * 100):d}%" for f in data.options.thresholds]
    levels = f"{', '.join(ths)} of {data.reference}'s progress"
    out = []
    for env in sorted(progressed):
        own = steps[
            (steps.env == env).to_numpy() & np.array([(env, lb) not in single for lb in steps.label], bool)
        ]
        if own.label.nunique() < 2:
            continue
        targets = ", ".join(fmt_num(v) for v in own.drop_duplicates("threshold").target)
        text = f"On {env}, first to reach {levels} (eval returns {targets}) in env steps: "
        text += _firsts(own, "value", ths)
        timed: set[str] = set()
        for cores, cell in race[race.env == env].groupby("cores", sort=True) if race is not None else []:
            cell = cell[
                np.array([(env, lb) not in single for lb in cell.label], bool) & (cell.runs > 1).to_numpy()
            ]
            if cell.label.nunique() >= 2:
                timed |= set(cell.label)
                text += f"; in training time at equal cores ({_cores_text(cores)}): " + _firsts(
                    cell, "seconds", ths
                )
        untimed = sorted(set(own.label) - timed)
        if untimed:
            text += (
                f"; {_join(untimed)}: no other algorithm on the same cores, so no training-time comparison"
            )
        out.append(Finding("reach", env, text + "."))
    return out


def _cores_text(cores: int) -> str:
    return f"{cores} core{'s' if cores != 1 else ''}"


def _cores(data: ReportData, env: str, label: str) -> str:
    cores = sorted(
        {
            int(c)
            for c in data.usable.loc[
                (data.usable.env == env) & (data.usable.label == label), "cores"
            ].dropna()
        }
    )
    return f"{'/'.join(str(c) for c in cores) or '?'} core{'s' if cores != [1] else ''}"


def gap_findings(data: ReportData, t: dict[str, pd.DataFrame]) -> list[Finding]:
    """The largest speed-up over the reference (at equal cores, and in the wall-clock table across
    core counts when larger) and the largest sample-efficiency gap, single seeds left out."""
    ref = data.reference
    if ref is None or len(data.labels) < 2:
        return []
    progressed, single = set(evidence.progressed_envs(data)), _single_seed(data)

    def usable(frame: pd.DataFrame) -> pd.DataFrame:
        keep = [
            (e in progressed and lb != ref and (e, lb) not in single and (e, ref) not in single)
            for e, lb in zip(frame.env, frame.label, strict=True)
        ]
        frame = frame[np.array(keep, bool)]
        return frame[np.isfinite(frame.ratio.to_numpy(float)) & (frame.ratio > 0)]

    out = []
    race = t.get("time_to_reach_equal_cores")
    fast = usable(race) if race is not None and len(race) else race
    if fast is not None and len(fast):
        r = fast.sort_values(["ratio", "env", "label"], kind="stable").iloc[0]
        lead = (
            f"Largest speed-up over {ref} at equal cores: {r.label}" if r.ratio < 1 else
            f"No speed-up over {ref} at equal cores: the fastest other, {r.label},"
        )  # fmt: skip
        out.append(
            Finding(
                "gap",
                r.env,
                f"{lead} reaches {r.threshold} of {ref}'s progress on {r.env} ({_cores_text(r.cores)}) in "
                f"{r.ratio:.2f}x {ref}'s training time{_times(r.ratio, ref)}.",
            )
        )
    wall = usable(t["data_efficiency_wall_clock"])
    if len(wall):
        w = wall.sort_values(["ratio", "env", "label"], kind="stable").iloc[0]
        c, rc = _cores(data, w.env, w.label), _cores(data, w.env, ref)
        if c != rc and (fast is None or not len(fast) or w.ratio < fast.ratio.min()):
            what = "Largest speed-up" if w.ratio < 1 else "No speed-up; the closest"
            out.append(
                Finding(
                    "gap",
                    w.env,
                    f"{what} in training time, across core counts (not an equal-cores "
                    f"comparison): {w.label} on {c} reaches {w.threshold} of {ref}'s progress on "
                    f"{w.env} in {w.ratio:.2f}x the time of {ref} on {rc}{_times(w.ratio, ref)}.",
                )
            )
    steps = usable(t["data_efficiency_steps"])
    if len(steps):
        s = steps.assign(gap=np.abs(np.log(steps.ratio.to_numpy(float))))
        g = s.sort_values(["gap", "env", "label"], ascending=[False, True, True], kind="stable").iloc[0]
        out.append(
            Finding(
                "gap",
                g.env,
                f"Largest sample-efficiency gap to {ref}: {g.label} needs "
                f"{g.ratio:.2f}x {ref}'s env steps to reach {g.threshold} of its progress on "
                f"{g.env}{_times(g.ratio, ref, 'sample-efficient', 'less sample-efficient')}.",
            )
        )
    return out + _never_reached(data, t["data_efficiency_steps"], progressed, single)


def _times(ratio: float, ref: str, what: str = "fast", slower: str = "slower") -> str:
    """ " (2x as fast as TRPO)" for a ratio of 0.5, " (slower than TRPO)" above 1, " (as fast as
    TRPO)" at 1: a ratio above 1 is never called a speed-up."""
    if ratio < 1:
        return f" ({1 / ratio:.2g}x as {what} as {ref})"
    return f" ({slower} than {ref})" if ratio > 1 else f" (as {what} as {ref})"


def _never_reached(data: ReportData, steps: pd.DataFrame, progressed: set[str], single: set) -> list[Finding]:
    """The levels the reference reached that an algorithm (with more than one seed) never did."""
    ref, missed = data.reference, []
    for (env, label), grp in steps.groupby(["env", "label"], sort=True):
        if env not in progressed or label == ref or (env, label) in single:
            continue
        reached = steps[(steps.env == env) & (steps.label == ref)].set_index("threshold").value
        ths = [
            r.threshold
            for r in grp.itertuples()
            if math.isnan(r.value) and not math.isnan(reached[r.threshold])
        ]
        if ths:
            missed.append(f"{label} at {', '.join(ths)} on {env}")
    if not missed:
        return []
    return [Finding("gap", None, f"Never reached, where {ref} did (env steps): {'; '.join(missed)}.")]


def caveat_findings(data: ReportData, t: dict[str, pd.DataFrame]) -> list[Finding]:
    """What cannot be concluded: cells with few seeds or one, envs where the reference made no
    progress, runs on a busy machine, runs from more than one CPU model, runs left out (failed,
    interrupted, running, missing)."""
    out, n = [], data.options.min_seeds
    few = evidence.few_seed_cells(data)
    cells = data.usable.groupby(["env", "label"]).ngroups
    if len(few):
        out.append(
            Finding(
                "caveat",
                None,
                f"Fewer than {n} seeds in {len(few)} of {cells} algorithm-env cells "
                f"({evidence.cell_names(few)}): their intervals are the min and max over seeds, "
                "not confidence intervals, so a ranking involving them is tentative.",
            )
        )
    one = few[few.seeds == 1]
    if len(one):
        names = ", ".join(f"{r.label} on {r.env}" for r in one.itertuples())
        out.append(
            Finding(
                "caveat",
                None,
                f"A single seed: {names}: its value is given and nothing is claimed "
                "from it (no interval, no ranking, no time to reach).",
            )
        )
    prog = evidence.reference_progress(data)
    for r in prog[~prog.progressed.astype(bool)].itertuples():
        out.append(Finding("caveat", r.env, f"No levels, ratios or aggregates on {r.env}: {r.reason}."))
    busy = t.get("busy_runs")
    if busy is not None and len(busy):
        names = ", ".join(f"{r.label} on {r.env} seed {r.seed}" for r in busy.itertuples())
        out.append(
            Finding(
                "caveat",
                None,
                f"{len(busy)} run{'s' if len(busy) != 1 else ''} on a busy machine "
                f"({names}): their training times may be inflated, and so their speed.",
            )
        )
    cpus = mixed_cpu_warning(data)
    if cpus:
        out.append(Finding("caveat", None, cpus))
    code = mixed_code_warning(data)
    if code:
        out.append(Finding("caveat", None, code))
    problems = t.get("problems")
    if problems is not None and len(problems):
        out.append(
            Finding(
                "caveat",
                None,
                f"{len(problems)} runs failed, were interrupted, are still running, "
                "are duplicates or are missing: left out of every statistic (see the summary).",
            )
        )
    if data.store_problems:
        out.append(
            Finding(
                "caveat",
                None,
                f"{len(data.store_problems)} stored trial list(s) could not be read: missing runs are "
                "inferred from the stored runs, and a label or env with no run at all would go unnoticed "
                "(see the summary).",
            )
        )
    if not out:
        out.append(
            Finding(
                "caveat",
                None,
                f"Every cell has at least {n} seeds, {data.reference} made progress "
                "on every env and no run was on a busy machine.",
            )
        )
    return out
