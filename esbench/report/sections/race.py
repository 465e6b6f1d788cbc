"""The race section: who reaches each level first when every algorithm had the same cores, at what
price in env steps, and what a second core buys each algorithm (issue: the comparison esbench exists
for). Shown when some env and core count has a race (two algorithms of quiet runs).

Its tables are display forms of :func:`esbench.report.race.equal_cores_table` and
:mod:`esbench.report.race_tradeoff` (the evidence document shows the same through
:mod:`esbench.resultsdoc.race`); its figure is :mod:`esbench.report.race_figure`. Runs whose host
was busy are left out of all of them and counted.
"""

from __future__ import annotations

import pandas as pd

from esbench.report.blocks import figure_blocks
from esbench.report.formats import fmt_num
from esbench.report.html import Table
from esbench.report.sections.base import Context, SectionSpec

KEY = "race"


def _times(row: pd.Series) -> str:
    """``12.50 s (+9.10 s set-up), 30,000 steps [3/3 seeds]``, ``never`` or ``no quiet run``."""
    if row.seconds != row.seconds:
        return "never" if row.runs else "no quiet run"
    setup = f" (+{fmt_num(row.setup_s)} s set-up)" if row.setup_s == row.setup_s else ""
    steps = f", {fmt_num(row.steps)} steps" if row.steps == row.steps else ""
    return f"{fmt_num(row.seconds)} s{setup}{steps} [{int(row.reached)}/{int(row.runs)} seeds]"


def levels_display(race: pd.DataFrame) -> pd.DataFrame:
    """One row per (env, cores, algorithm), one column per level: training seconds to it (set-up
    beside it) and env steps, from the seed-mean curves of the quiet runs; busy runs counted."""
    rows = []
    for (env, cores, label), cell in race.groupby(["env", "cores", "label"], sort=True):
        row = {"env": env, "cores": str(cores), "algorithm": label}
        row["busy runs left out"] = str(cell.iloc[0].busy_left_out)
        row.update({r.threshold: _times(r) for r in cell.itertuples()})
        rows.append(row)
    return pd.DataFrame(rows)


def tradeoff_display(trade: pd.DataFrame) -> pd.DataFrame:
    """The paper's trade-off per (env, cores, level, other algorithm): the ES's time gain on training
    time and with set-up (the other's seconds over the ES's) and its price in env steps."""
    return pd.DataFrame(
        [
            {
                "env": r.env,
                "cores": str(r.cores),
                "level": r.threshold,
                "ES": r.es,
                "against": r.other,
                "time gain, training (x)": fmt_num(r.time_gain_training),
                "time gain, with set-up (x)": fmt_num(r.time_gain_with_setup),
                "price in env steps (x)": fmt_num(r.steps_price),
            }
            for r in trade.itertuples()
        ]
    )


def speedup_display(speed: pd.DataFrame) -> pd.DataFrame:
    """Each algorithm's speed-up from its fewest cores, per level (training time; with set-up)."""
    return pd.DataFrame(
        [
            {
                "env": r.env,
                "algorithm": r.label,
                "level": r.threshold,
                "cores": f"{r.base_cores} -> {r.cores}",
                "speed-up, training (x)": fmt_num(r.speedup_training),
                "speed-up, with set-up (x)": fmt_num(r.speedup_with_setup),
            }
            for r in speed.itertuples()
        ]
    )


#: The captions of the section's figure and tables.
FIGURE_CAPTION = (
    "The race: eval return against training wall-clock, wall-clock with set-up and env steps "
    "(min-max band over seeds)"
)
LEVELS_CAPTION = "Time and env steps to each level, per core count"
TRADEOFF_CAPTION = (
    "The paper's trade-off: the ES's time gain (another's seconds over the ES's; above 1 the ES is "
    "faster) and its price in env steps (the ES's steps over another's; above 1 it needs more)"
)
SPEEDUP_CAPTION = (
    "More cores: each algorithm's seconds to a level on its fewest cores over its seconds on more"
)


def build(ctx: Context) -> list[object] | None:
    """The race's figure and tables, or None (not shown) when no env and core count has a race."""
    race = ctx.tables.get("time_to_reach_equal_cores")
    if "race" not in ctx.figures or race is None or race.empty:
        return None
    busy = int(race.drop_duplicates(["env", "cores", "label"]).busy_left_out.sum())
    intro = (
        "Every algorithm on the same cores (resources.cores), its training wall-clock, its wall-clock "
        "with set-up (Ray start, env construction: each run's info.setup_s) and its env steps. Levels are "
        f"the report's ({ctx.data.reference}'s progress on the env); a time is where the seed-mean curve "
        "first reaches a level, known to within one evaluation interval. Each ratio names its times: "
        "'training' leaves set-up out, 'with set-up' adds each side's median set-up."
    )
    left = (
        f"{busy} run{'s' if busy != 1 else ''} left out because the host was busy (contended over the "
        "run; a run that did not sample its host: loaded above its cores, or short of CPU time): a "
        "wall-clock race counts quiet runs only. A run's own idle cores (an algorithm that cannot use "
        "them all) are its wall-clock, not a busy host, and stay in."
    )
    blocks: list[object] = [intro, *figure_blocks(ctx.figures, "race", FIGURE_CAPTION), ("note", left)]
    blocks.append(Table(frame=levels_display(race), caption=LEVELS_CAPTION))
    trade = ctx.tables.get("race_tradeoff")
    if trade is not None and len(trade):
        blocks.append(Table(frame=tradeoff_display(trade), caption=TRADEOFF_CAPTION))
    speed = ctx.tables.get("race_speedup")
    if speed is not None and len(speed):
        blocks.append(Table(frame=speedup_display(speed), caption=SPEEDUP_CAPTION))
    return blocks


def has_race(ctx: Context) -> bool:
    """Whether this report has a race (the race figure was drawn: some env and core count with two
    algorithms of quiet runs)."""
    return "race" in ctx.figures


SECTION = SectionSpec(KEY, "The race at equal cores", build, shown_if=has_race)
