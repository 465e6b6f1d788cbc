"""Section 5 of the report: Table-1 style data efficiency and time to reach, shared target levels.

Both time-to-reach tables (env steps, training wall-clock) and the equal-cores table show the target
returns they use (one ``target return`` row per env), so a reader sees what "50%" means.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from esbench.report import curves as cv
from esbench.report import evidence
from esbench.report.html import Section, Table
from esbench.report.levels import level_rule, reference_levels
from esbench.report.tables import ReportData, fmt_num


def _targets(frame: pd.DataFrame) -> dict[str, str]:
    """{threshold: target return} of a time-to-reach table's rows ("—" where there is none)."""
    return {r.threshold: fmt_num(r.target) if r.target == r.target else "—" for r in frame.itertuples()}


def _efficiency(frame: pd.DataFrame, data: ReportData, unit: str, left_out: set[str]) -> Table:
    """The Table-1 table shown; envs in ``left_out`` (no reference progress) show "n/a"."""
    rows = []
    for env, env_rows in frame.groupby("env", sort=True):
        targets = env_rows.drop_duplicates("threshold")
        rows.append(
            {"env": env, "algorithm": "target return",
             **_targets(targets)}
        )  # fmt: skip
        rows += _efficiency_rows(env_rows, data, unit, left_out)
    return Table(frame=pd.DataFrame(rows).fillna("—"))


def _efficiency_rows(frame: pd.DataFrame, data: ReportData, unit: str, left_out: set[str]) -> list[dict]:
    """One row per algorithm of one env's efficiency table: the reference's own steps or seconds,
    the others' ratios to it."""
    rows = []
    for (env, label), grp in frame.groupby(["env", "label"], sort=True):
        row = {"env": env, "algorithm": label}
        for r in grp.itertuples():
            if env in left_out:
                row[r.threshold] = "n/a"
            elif label == data.reference:
                row[r.threshold] = f"{fmt_num(r.value)} {unit}" if r.value == r.value else "—"
            else:
                row[r.threshold] = f"{r.ratio:.2f}" if r.ratio == r.ratio else "—"
        rows.append(row)
    return rows


def efficiency_section(data: ReportData, t: dict[str, pd.DataFrame]) -> Section:
    """Section 5: Salimans et al. (2017) Table 1 style ratios, in steps and in wall-clock."""
    intro = (
        f"As Table 1 of Salimans et al. (2017): for each env, the ratio of env steps (or training "
        f"wall-clock) an algorithm needs to reach a level, to what {data.reference} needs. "
        f"{level_rule(data)} The reference row gives its own steps or seconds. Below 1 is faster than "
        "the reference, above 1 slower; — means never reached."
    )
    prog = evidence.reference_progress(data)
    bad = prog[~prog.progressed.astype(bool)]
    left_out = set(bad.env)
    blocks: list[object] = [
        intro,
        f"Ratios are only given for envs where {data.reference}'s seed-mean eval return rose by more "
        f"than {data.options.min_progress:.0%} of the env's reference range (from its 'random' reference "
        "score to its highest other one when the suite gives both, else from the random policy's "
        "return to the best eval return of any run); elsewhere its progress levels are noise and "
        "every ratio would be too.",
        *[("note", f"No ratios on {r.env} (n/a): {r.reason}.") for r in bad.itertuples()],
        "Env steps:",
        _efficiency(t["data_efficiency_steps"], data, "steps", left_out),
        "Training wall-clock (time to reach):",
        _efficiency(t["data_efficiency_wall_clock"], data, "s", left_out),
    ]
    race = t.get("time_to_reach_equal_cores")
    if race is not None and len(race):
        blocks += [
            f"Time to reach at equal cores: runs grouped by the cores they had (resources.cores); the levels "
            f"are the same as above ({data.reference}'s progress on the env); each cell gives the "
            "seconds of training for the seed-mean curve to reach the level, in square brackets the "
            "fastest and slowest seed ('never': a seed did not reach it), and in round brackets the "
            f"ratio to {data.reference}'s. 'cpu share' is the lowest CPU time over training wall-clock x "
            "cores of the algorithm's runs (below 0.8 the run did not get its cores, and its times are "
            "not a fair race); 'eval every' the median training time between its eval points, within "
            "which each time is known. Runs on other core counts are never compared; — means never "
            "reached.",
            _equal_cores(race, left_out),
        ]
    return Section("efficiency", "5. Data efficiency and time to reach", blocks)


def _equal_cores(frame: pd.DataFrame, left_out: set[str]) -> Table:
    """The equal-cores table shown: one row per (env, cores, algorithm), one column per threshold;
    no ratio on the envs in ``left_out`` (no reference progress)."""
    rows = []
    for (env, cores), cell in frame.groupby(["env", "cores"], sort=True):
        targets = cell.drop_duplicates("threshold")
        rows.append(
            {"env": env, "cores": str(cores), "algorithm": "target return", "runs": "",
             **_targets(targets)}
        )  # fmt: skip
        rows += _equal_cores_rows(cell, left_out)
    return Table(frame=pd.DataFrame(rows).fillna("—"))


def _equal_cores_rows(frame: pd.DataFrame, left_out: set[str]) -> list[dict]:
    """One row per algorithm of one (env, cores) cell of the equal-cores table."""
    rows = []
    for (env, cores, label), grp in frame.groupby(["env", "cores", "label"], sort=True):
        row = {"env": env, "cores": str(cores), "algorithm": label, "runs": str(int(grp.runs.iloc[0]))}
        for r in grp.itertuples():
            if r.seconds != r.seconds:
                row[r.threshold] = "—"
            else:
                ratio = f" ({r.ratio:.2f}x)" if r.ratio == r.ratio and env not in left_out else ""
                high = fmt_num(r.seconds_max) if r.seconds_max == r.seconds_max else "never"
                spread = f" [{fmt_num(r.seconds_min)}-{high}]" if r.runs > 1 else ""
                row[r.threshold] = f"{fmt_num(r.seconds)} s{spread}{ratio}"
        first = grp.iloc[0]
        row["cpu share"] = f"{first.cpu_share_min:.2f}" if first.cpu_share_min == first.cpu_share_min else "—"
        row["eval every"] = (
            f"{fmt_num(first.eval_every_s)} s" if first.eval_every_s == first.eval_every_s else "—"
        )
        rows.append(row)
    return rows


def target_levels(data: ReportData, env: str) -> np.ndarray:
    """The target returns of ``env``'s time-to-reach tables, one per ``options.thresholds``: the
    report's levels (:func:`esbench.report.levels.reference_levels`, the one definition every table
    uses). All NaN when the reference has no run on ``env`` or did not rise."""
    return reference_levels(data, env)


def efficiency_table(data: ReportData, axis: str) -> pd.DataFrame:
    """Ratios of the ``axis`` (steps or wall-clock) each label needs to reach the reference's progress.

    For each env, ``target`` is the return to reach (:func:`target_levels`: from the reference's curve
    over env steps, so both tables share them); ``value`` is where a label's seed-mean curve over
    ``axis`` first reaches it (its first point at or above the level, never interpolated past the last
    point below it), ``ratio`` is value / reference
    value; NaN where never reached, and on an env where the reference made no progress
    (:func:`esbench.report.evidence.progressed_envs`: no ratios there).
    """
    rows = []
    fractions = data.options.thresholds
    progressed = set(evidence.progressed_envs(data))
    for env in data.envs:
        levels = target_levels(data, env)
        ref = data.curves(env, data.reference, axis) if data.reference else []
        ref_t = cv.times_to_levels(*cv.seed_mean(ref), levels) if ref else np.full(len(levels), np.nan)
        for label in data.labels:
            cur = data.curves(env, label, axis)
            if not cur:
                continue
            t = cv.times_to_levels(*cv.seed_mean(cur), levels)
            with np.errstate(divide="ignore", invalid="ignore"):
                ratio = np.where((ref_t > 0) & (env in progressed), t / ref_t, np.nan)
            for f, lv, ti, ri in zip(fractions, levels, t, ratio, strict=True):
                rows.append((env, label, f"{round(f * 100):d}%", lv, ti, ri))
    return pd.DataFrame(rows, columns=["env", "label", "threshold", "target", "value", "ratio"])
