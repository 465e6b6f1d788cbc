"""The race figure: eval return against training wall-clock, against total wall-clock with set-up,
and against env steps, one row of three panels per (env, cores) the race ran on.

Runs on a wall-clock budget only (a suite made as a race, ``budget.wall_clock_s``); the same quiet
runs as the race's tables (:func:`esbench.report.race.equal_cores_table` leaves
busy ones out): a line per algorithm, the mean over seeds with the min-max band over them (a race has
a few seeds, so the band shows every seed's range, as GoodAI's figures do). The middle panel moves
each run's curve right by its own set-up time (``info.setup_s``: Ray start, env construction), so
its x is the time from the command's start, evaluation left out; the first panel's x leaves set-up
out. A run without a set-up time is left out of the middle panel only.
"""

from __future__ import annotations

import json

import matplotlib
import numpy as np
import pandas as pd
from matplotlib.artist import Artist
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Patch

from esbench.report import curves as cv
from esbench.report.figures import RC, plain, style
from esbench.report.tables import ReportData

#: The three panels: (title of the x axis, curve axis, add set-up).
PANELS = (
    ("Training wall-clock (s), set-up left out", "wall_clock_s", False),
    ("Wall-clock with set-up (s)", "wall_clock_s", True),
    ("Env steps (log scale above 10,000)", "step", False),
)


def wall_clock_budget(config_json: str) -> bool:
    """Whether a run's stored config gives it a wall-clock budget (``budget.wall_clock_s``)."""
    try:
        budget = json.loads(config_json).get("budget") or {}
    except (TypeError, ValueError, AttributeError):
        return False
    return isinstance(budget, dict) and budget.get("wall_clock_s") is not None


def race_groups(data: ReportData) -> list[tuple[str, int, pd.DataFrame]]:
    """(env, cores, quiet usable runs) of every env and core count with a race: at least two labels
    of quiet runs that know their cores and ran on a wall-clock budget (a suite made as a race; runs
    on a step budget are compared at equal steps by the other sections)."""
    out = []
    usable = data.usable[data.usable.cores.notna() & ~data.usable.busy.astype(bool)]
    usable = usable.loc[usable.config_json.map(wall_clock_budget).astype(bool)]  # empty stays a frame
    for env in data.envs:
        at_env = usable[usable.env == env]
        for cores in sorted(set(at_env.cores)):
            group = at_env[at_env.cores == cores]
            if group.label.nunique() >= 2:
                out.append((env, int(cores), group))
    return out


def _curves(data: ReportData, runs: pd.DataFrame, axis: str, with_setup: bool) -> list:
    out = []
    for key, setup in zip(runs.key, runs.setup_s, strict=True):
        if with_setup and not np.isfinite(setup):
            continue
        x, y = cv.clean_curve(data.arrays[key][axis], data.arrays[key]["ret"])
        if len(x):
            out.append((x + setup if with_setup else x, y))
    return out


def race_figure(data: ReportData) -> Figure | None:
    """The figure (module docstring), or None when no env and core count has a race."""
    groups = race_groups(data)
    if not groups:
        return None
    with matplotlib.rc_context(RC):
        fig = Figure(figsize=(10.8, 2.7 * len(groups) + 0.8), layout="constrained")
        axes = fig.subplots(len(groups), len(PANELS), squeeze=False)
        shown: list[str] = []
        for row, (env, cores, group) in zip(axes, groups, strict=True):
            for ax, (title, axis, with_setup) in zip(row, PANELS, strict=True):
                for label in sorted(set(group.label)):
                    cur = _curves(data, group[group.label == label], axis, with_setup)
                    grid = cv.plot_grid(cur, False) if cur else np.empty(0)
                    if not len(grid):
                        continue
                    mean, lo, hi = cv.band(cur, grid, "minmax", 0)
                    st = style(data, label)
                    ax.plot(grid, mean, linewidth=1.6, **st)
                    ax.fill_between(grid, lo, hi, color=st["color"], alpha=0.2, linewidth=0)
                    if label not in shown:
                        shown.append(label)
                ax.set_title(plain(f"{env}, {cores} core{'s' if cores != 1 else ''} a run"))
                ax.set_xlabel(title)
                ax.set_ylabel("Eval return")
                if axis == "step":  # the ES's 100M steps and PPO's 1M share one panel: a log scale
                    ax.set_xscale("symlog", linthresh=1e4)
        fig.suptitle("The race: eval return, mean over seeds, band: min-max over seeds")
        handles: list[Artist] = [Line2D([], [], linewidth=2, **style(data, lb)) for lb in shown]
        handles.append(Patch(color="grey", alpha=0.3, linewidth=0))
        names = [plain(lb) for lb in shown] + ["min-max over seeds"]
        fig.legend(handles, names, loc="outside lower center", ncols=min(len(names), 6))
    return fig
