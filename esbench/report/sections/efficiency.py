"""The data-efficiency section: Table-1 style data efficiency and time to reach at the shared target
levels, the race at equal cores, then the tables against published results.

Both time-to-reach tables (env steps, training wall-clock) and the equal-cores table show the target
returns they use (one ``target return`` row per env), so a reader sees what "50%" means. The tables
are computed by :mod:`esbench.report.time_to_reach`, :mod:`esbench.report.race` and
:mod:`esbench.report.published`; this module shows them.
"""

from __future__ import annotations

import pandas as pd

from esbench.report import evidence
from esbench.report.formats import fmt_num
from esbench.report.html import Table
from esbench.report.levels import level_rule
from esbench.report.published import anchors, checked_text, env_family, published_threshold, source_texts
from esbench.report.sections.base import Context, SectionSpec
from esbench.report.tables import ReportData


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


def build(ctx: Context) -> list[object]:
    """Salimans et al. (2017) Table 1 style ratios, in steps and in wall-clock, the equal-cores race,
    then the tables against published results (:func:`published_blocks`)."""
    data, t = ctx.data, ctx.tables
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
    return blocks + published_blocks(ctx)


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


def _range(low: float, high: float) -> str:
    return f"{fmt_num(low)}-{fmt_num(high) if high == high else 'never'}"


def published_blocks(ctx: Context) -> list[object]:
    """The blocks of both tables against published results (:mod:`esbench.report.published`), with
    their notes (what is compared, what differs)."""
    t = ctx.tables
    blocks: list[object] = []
    steps = t.get("published_steps")
    if steps is not None and len(steps):
        sources = sorted(set(steps.source))
        shown = pd.DataFrame({
            "env": steps.env, "algorithm": steps.label, "published score": [fmt_num(v) for v in steps.score],
            "seeds reached": [f"{r}/{n}" for r, n in zip(steps.reached, steps.seeds, strict=True)],
            "steps, seed median": [fmt_num(v) if v == v else "not reached" for v in steps["median"]],
            "range (fastest-slowest)": [_range(lo, hi) if lo == lo else "never"
                                        for lo, hi in zip(steps.low, steps.high, strict=True)],
            "seed-mean curve": [fmt_num(v) if v == v else "not reached" for v in steps.mean_curve],
            "published steps": [f"{fmt_num(v)} ({n} seeds)" for v, n in
                                zip(steps.published_steps, steps.published_seeds, strict=True)],
            "ratio (median / published)": [f"{v:.2f}" if v == v else "—" for v in steps.ratio],
        })  # fmt: skip
        versions = sorted({f"{e}: {v}" for e, v in zip(steps.env, steps.env_version, strict=True)})
        blocks += [
            "Against published results: env steps to reach the score the paper's TRPO reached after 5M "
            "steps, each seed at its first eval point at or above it (runs stopped by budget.target_return "
            "stop there), against the paper's ES steps to the same score (the mean of its seeds' curves). "
            "The seed median counts a seed that never reached the score as slower than every other; "
            "'seed-mean curve' is where the mean of the seeds' curves first reaches it, as the paper's "
            "column is (with runs stopped at the score, each holds its last value, so the mean reaches it "
            "about when the slowest seed does: an upper bound); "
            f"'not reached' when at most half the seeds reached it. Sources: "
            f"{'; '.join(source_texts(sources))}.",
            ("note", "Checked: " + " ".join(checked_text(sources))),
            ("note", "The paper ran the v1 envs (" + ", ".join(versions) + "); these runs use newer "
             "versions, whose reward terms are the paper's but whose models and contact details differ "
             "slightly, so steps agree in size, not to the digit."),
            Table(frame=shown),
        ]  # fmt: skip
    blocks += _compute_blocks(ctx, t.get("compute_to_threshold"))
    return blocks


def _compute_blocks(ctx: Context, frame: pd.DataFrame | None) -> list[object]:
    """The compute-to-threshold table shown (one row per env and system), with its notes."""
    data = ctx.data
    intro = (
        "Compute to threshold: core-minutes (training cores x training minutes, evaluation excluded) "
        "for the seed-mean curve to reach each level (the levels of the data-efficiency tables above; "
        "'published': a published threshold or score of the env), from each run's stored resources.cores "
        "and training wall-clock. Published rows are the sources' own figures, on their own hardware."
    )
    blocks: list[object] = [intro]
    if frame is not None and len(frame):
        rows = []
        for env, cell in frame.groupby("env", sort=True):
            ours = cell[cell.kind == "esbench"]
            targets = ours.drop_duplicates("level").set_index("level").target
            rows.append({"env": env, "system": "target return",
                         **{k: fmt_num(v) if v == v else "—" for k, v in targets.items()}})  # fmt: skip
            for system, grp in ours.groupby("system", sort=True):
                row = {"env": env, "system": system, "cores": grp.cores.iloc[0],
                       "runs": str(grp.runs.iloc[0])}  # fmt: skip
                row.update({r.level: fmt_num(r.core_minutes) if r.core_minutes == r.core_minutes else "never"
                            for r in grp.itertuples()})  # fmt: skip
                rows.append(row)
            for r in cell[cell.kind == "published"].itertuples():
                rows.append({"env": env, "system": f"{r.system} (published)", "cores": r.cores,
                             "published": fmt_num(r.core_minutes), "hardware": r.hardware})  # fmt: skip
        blocks.append(Table(frame=pd.DataFrame(rows).fillna("")))
        shown = sorted(set(frame.loc[frame.kind == "published", "source"]))
        if shown:
            blocks.append(("note", "Checked: " + " ".join(checked_text(shown))))
    published_envs = sorted({a["env"] for a in anchors()["compute_to_threshold"]})
    have = {env_family(e) for e in data.envs}
    for env in published_envs:
        if env not in have:
            figures = ", ".join(
                f"{a['system']} {fmt_num(a['cores'] * a['minutes'])} core-minutes ({fmt_num(a['cores'])} "
                f"cores, {fmt_num(a['minutes'])} min)"
                for a in anchors()["compute_to_threshold"] if a["env"] == env
            )  # fmt: skip
            blocks.append(("left_out", f"Published compute to {env} at {fmt_num(published_threshold(env))} "
                           f"({figures}; {ctx.ref(KEY)}): no {env} runs in this report, and compute on one "
                           "env says nothing of another"))  # fmt: skip
    return blocks


KEY = "efficiency"
SECTION = SectionSpec(KEY, "Data efficiency and time to reach", build)
