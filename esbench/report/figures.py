"""Report figures (PNG and SVG), drawn with matplotlib's object API (no pyplot state).

One colour per label, the same in every figure, from the Okabe-Ito colour-blind-safe palette
(line styles vary once there are more labels than colours). Saving is deterministic: a fixed SVG
hash salt, no date in the SVG, no software tag in the PNG. PNGs are 300 dpi; the PDF embeds the SVGs.

Labels are text, never markup: every label, legend entry and title built from run data goes through
:func:`plain`, so a ``$`` in an algorithm label is drawn as a dollar sign, not parsed as mathtext.
"""

from __future__ import annotations

import io
import math
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypedDict

import matplotlib
import numpy as np
import pandas as pd
from matplotlib.artist import Artist
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Patch

from esbench.report import curves as cv
from esbench.report import evidence, stats
from esbench.report.tables import AXES, ReportData
from esbench.stores.atomic import atomic_write_bytes

if TYPE_CHECKING:
    from matplotlib.typing import LineStyleType, MarkerType, RcKeyType

#: Okabe & Ito (2008) palette, most distinct first.
PALETTE = ("#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#000000", "#F0E442")
LINESTYLES: tuple[LineStyleType, ...] = ("-", "--", ":", "-.")
MARKERS: tuple[MarkerType, ...] = ("o", "s", "^", "D", "v", "P")
RC: dict[RcKeyType, Any] = {
    "svg.hashsalt": "esbench-report",
    "svg.fonttype": "path",
    "font.size": 9,
    "axes.titlesize": 10,
    "axes.spines.top": False,
    "axes.spines.right": False,
    "axes.grid": True,
    "grid.alpha": 0.3,
    "legend.frameon": False,
    "text.usetex": False,
}
PNG_DPI = 300


class LineStyle(TypedDict):
    """A label's colour and line style, as keyword arguments of ``plot``, ``step`` and ``Line2D``."""

    color: str
    linestyle: LineStyleType


class PointStyle(TypedDict):
    """A marker drawn alone (no line), as keyword arguments of ``plot`` and ``Line2D``."""

    linestyle: LineStyleType
    marker: MarkerType
    markersize: float
    markerfacecolor: str


#: Marker on a mean curve where a seed ended before the others (it holds its last value after).
HELD_MARKER: PointStyle = {"linestyle": "none", "marker": "o", "markersize": 4, "markerfacecolor": "white"}


def plain(text: object) -> str:
    """``text`` as matplotlib draws it literally: every ``$`` escaped, so nothing is read as mathtext.

    Matplotlib parses a string with an even number of unescaped ``$`` as mathtext (which fails on
    ``$\\frac{$``); with each ``$`` escaped as ``\\$`` the count is zero and matplotlib unescapes them
    back when drawing, so the label shows exactly as given (a literal ``\\$`` included).
    """
    return str(text).replace("$", r"\$")


def style(data: ReportData, label: str) -> LineStyle:
    """Colour and line style of a label (by its position in the sorted labels)."""
    i = data.labels.index(label) if label in data.labels else len(data.labels)
    return {
        "color": PALETTE[i % len(PALETTE)],
        "linestyle": LINESTYLES[(i // len(PALETTE)) % len(LINESTYLES)],
    }


def save(fig: Figure, out_dir: Path, name: str) -> dict[str, Path]:
    """Write ``name``.png and ``name``.svg under ``out_dir``; returns their paths."""
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = {"png": out_dir / f"{name}.png", "svg": out_dir / f"{name}.svg"}
    png, svg = io.BytesIO(), io.BytesIO()
    with matplotlib.rc_context(RC):
        fig.savefig(png, format="png", dpi=PNG_DPI, bbox_inches="tight", metadata={"Software": None})
        fig.savefig(svg, format="svg", bbox_inches="tight", metadata={"Date": None, "Creator": None})
    atomic_write_bytes(paths["png"], png.getvalue())  # whole or not at all (a full disk: no half file)
    atomic_write_bytes(paths["svg"], svg.getvalue())
    return paths


def _legend(
    fig: Figure, data: ReportData, labels: list[str] | None = None, styles: list[LineStyle] | None = None
) -> None:
    """A legend below the panels: one line per label, in its :func:`style` (or in ``styles``)."""
    labels = labels or data.labels
    styles = styles or [style(data, lb) for lb in labels]
    handles = [Line2D([], [], linewidth=2, **st) for st in styles]
    fig.legend(handles, [plain(lb) for lb in labels], loc="outside lower center", ncols=min(len(labels), 6))


#: The wall-clock figure's x axis is logarithmic when the algorithms' training times on an env span
#: more than this factor (on a linear axis the fast ones would be a smear at x = 0).
LOG_SPAN = 10.0


def log_axis(data: ReportData, axis: str) -> bool:
    """Whether the ``axis`` curves use a log x axis: ``options.log_x``, or, against training
    wall-clock, when on some env the longest seed-mean curve ends more than :data:`LOG_SPAN` times
    later than the shortest."""
    if data.options.log_x:
        return True
    if axis != "wall_clock_s":
        return False
    for env in data.envs:
        ends = [cv.common_end(c) for c in (data.curves(env, lb, axis) for lb in data.labels) if c]
        ends = [e for e in ends if np.isfinite(e) and e > 0]
        if len(ends) > 1 and max(ends) > LOG_SPAN * min(ends):
            return True
    return False


def curves_figure(data: ReportData, axis: str) -> Figure | None:
    """Eval return against ``axis`` (steps, wall-clock or core-hours): a panel per env, a line per
    label, the seed mean with a 95% bootstrap band (or min/max).

    Cells with fewer than ``options.min_seeds`` seeds get the min-max band and each seed drawn as a
    thin line under the mean. Means run to the longest seed's end; a seed that ended earlier holds
    its last value, and an open circle on the mean marks where it ended."""
    if not data.envs:
        return None
    ncols = min(3, len(data.envs))
    nrows = math.ceil(len(data.envs) / ncols)
    any_few = any_held = False
    log_x = log_axis(data, axis)
    with matplotlib.rc_context(RC):
        fig = Figure(figsize=(3.6 * ncols, 2.7 * nrows + 0.8), layout="constrained")
        axes = fig.subplots(nrows, ncols, squeeze=False).ravel()
        for ax, env in zip(axes, data.envs, strict=False):
            for label in data.labels:
                cur = data.curves(env, label, axis)
                grid = cv.plot_grid(cur, log_x) if cur else np.empty(0)
                if not len(grid):
                    continue
                few = evidence.is_few_seed(data, env, label)
                seed = stats.seed_for("band", env, label, axis)
                mean, lo, hi = cv.band(cur, grid, "minmax" if few else data.options.band, seed)
                st = style(data, label)
                if few:
                    any_few = True
                    for x, y in cur:
                        ax.plot(x, y, linewidth=0.6, alpha=0.55, color=st["color"], zorder=1)
                ax.plot(grid, mean, linewidth=1.6, zorder=3, **st)
                ax.fill_between(grid, lo, hi, color=st["color"], alpha=0.2, linewidth=0)
                ends = cv.early_ends(cur)
                if len(ends):
                    any_held = True
                    ax.plot(ends, np.interp(ends, grid, mean), **HELD_MARKER, color=st["color"], zorder=4)
            ax.set_title(plain(env))
            ax.set_xlabel(AXES[axis] + (" (log)" if log_x else ""))
            ax.set_ylabel("Eval return")
            if log_x:
                ax.set_xscale("log")
        for ax in axes[len(data.envs) :]:
            ax.set_visible(False)
        band = evidence.band_label(data)
        fig.suptitle(f"Eval return against {AXES[axis].lower()}: mean over seeds, band: {band}")
        handles: list[Artist] = [Line2D([], [], linewidth=2, **style(data, lb)) for lb in data.labels]
        names = [plain(lb) for lb in data.labels]
        handles.append(Patch(color="grey", alpha=0.3, linewidth=0))
        names.append(f"band: {band}")
        if any_few:
            handles.append(Line2D([], [], linewidth=0.6, color="grey"))
            names.append(f"one seed (cells with fewer than {data.options.min_seeds} seeds)")
        if any_held:
            handles.append(Line2D([], [], **HELD_MARKER, color="grey"))
            names.append("a seed ended here; held at its last value after")
        fig.legend(handles, names, loc="outside lower center", ncols=min(len(names), 4))
    return fig


def intervals_figure(
    table: pd.DataFrame,
    data: ReportData,
    metrics: list[str],
    xlabel: str,
    title: str,
    *,
    xlim: tuple[float, float] | None = None,
    reference_line: float | None = None,
) -> Figure:
    """Horizontal point-and-interval plot: a panel per metric, a row per label.

    ``xlim`` fixes the x range of every panel (the probability of improvement uses [0, 1]);
    ``reference_line`` draws a dashed vertical line there (0.5: no difference).
    """
    with matplotlib.rc_context(RC):
        fig = Figure(figsize=(2.6 * len(metrics) + 1, 0.45 * len(data.labels) + 1.4), layout="constrained")
        axes = fig.subplots(1, len(metrics), squeeze=False, sharey=True).ravel()
        for ax, metric in zip(axes, metrics, strict=True):
            sub = table[table.metric == metric] if "metric" in table else table
            for i, row in enumerate(sub.itertuples()):
                st = style(data, row.label)
                ax.plot([row.ci_low, row.ci_high], [i, i], linewidth=6, alpha=0.5, color=st["color"])
                ax.plot([row.value], [i], marker="|", markersize=14, color="black")
            ax.set_yticks(range(len(sub)), [plain(lb) for lb in sub.label])
            ax.set_ylim(max(len(sub), 1) - 0.4, -0.6)  # first label on top
            if reference_line is not None:
                ax.axvline(reference_line, color="grey", linestyle="--", linewidth=1, zorder=0)
            if xlim is not None:  # the whole range, padded so that marks at its ends show
                pad = 0.02 * (xlim[1] - xlim[0])
                ax.set_xlim(xlim[0] - pad, xlim[1] + pad)
            ax.set_title(plain(metric))
            ax.set_xlabel(plain(xlabel))
        fig.suptitle(plain(title))
    return fig


def profile_figure(profiles: pd.DataFrame, data: ReportData) -> Figure:
    """Performance profiles as step lines (a run-score distribution is a step function), each label
    with its colour and a line style of its own here, over light 95% bands (drawn as steps too)."""
    labels = sorted(str(lb) for lb in profiles.label.unique())
    styles: list[LineStyle] = [
        {**style(data, lb), "linestyle": LINESTYLES[k % len(LINESTYLES)]} for k, lb in enumerate(labels)
    ]
    with matplotlib.rc_context(RC):
        fig = Figure(figsize=(5.5, 3.8), layout="constrained")
        ax = fig.subplots()
        for label, st in zip(labels, styles, strict=True):
            grp = profiles[profiles.label.astype(str) == label].sort_values("tau")
            ax.fill_between(
                grp.tau, grp.ci_low, grp.ci_high, step="post", color=st["color"], alpha=0.12, linewidth=0
            )
            ax.step(grp.tau, grp.fraction, where="post", linewidth=1.5, zorder=3, **st)
        ax.set_ylim(-0.02, 1.02)
        ax.set_xlabel("Normalised score τ")
        ax.set_ylabel("Fraction of runs with score > τ")
        ax.set_title(f"Performance profiles (bands: stratified {evidence.interval_name(data, plural=True)})")
        _legend(fig, data, labels, styles)
    return fig


def communication_figure(comm: pd.DataFrame, data: ReportData) -> Figure:
    """Bytes exchanged with workers per generation: a bar per row of the communication table (label,
    and transport where the table has one) on a linear axis, each bar labelled with its value, or
    "not recorded" where the runs stored no byte totals."""
    values = comm.bytes_per_generation.to_numpy(float)
    names = [
        plain(f"{lb} ({tr})" if tr else lb)
        for lb, tr in zip(comm.label, comm.get("transport", [""] * len(comm)), strict=True)
    ]
    finite = values[np.isfinite(values)]
    top = float(finite.max()) if len(finite) and finite.max() > 0 else 1.0
    with matplotlib.rc_context(RC):
        fig = Figure(figsize=(5.5, 0.45 * len(comm) + 1.5), layout="constrained")
        ax = fig.subplots()
        colors = [style(data, lb)["color"] for lb in comm.label]
        ax.barh(range(len(comm)), np.nan_to_num(values), color=colors, height=0.6)
        for i, v in enumerate(values):
            text = f" {v:,.0f} B" if np.isfinite(v) else " not recorded"
            ax.annotate(text, (v if np.isfinite(v) else 0.0, i), va="center", ha="left", fontsize=8)
        ax.set_yticks(range(len(comm)), names)
        ax.set_xlim(0, top * 1.3)
        ax.set_ylim(len(comm) - 0.4, -0.6)  # first row on top
        ax.grid(axis="y", visible=False)
        ax.set_xlabel("Bytes per generation, to + from workers (linear scale)")
        ax.set_title("Communication per generation (mean over runs)")
    return fig


def scaling_figure(scaling: pd.DataFrame, data: ReportData) -> Figure:
    """Speedup against workers with the ideal line, and parallel efficiency."""
    with matplotlib.rc_context(RC):
        fig = Figure(figsize=(8, 3.4), layout="constrained")
        ax_s, ax_e = fig.subplots(1, 2)
        for k, ((env, algo), grp) in enumerate(scaling.groupby(["env", "algo"], sort=True)):
            # the label's colour; a marker and line style per env and algorithm, so groups of one
            # label stay apart
            st: LineStyle = {
                **style(data, str(grp.label.iloc[0])),
                "linestyle": LINESTYLES[k % len(LINESTYLES)],
            }
            marker = MARKERS[k % len(MARKERS)]
            ax_s.plot(grp.workers, grp.speedup, marker=marker, label=plain(f"{algo} on {env}"), **st)
            ax_e.plot(grp.workers, grp.efficiency, marker=marker, **st)
        w = np.array(sorted(scaling.workers.unique()), float)
        for ax in (ax_s, ax_e):
            ax.set_xticks(w, [f"{int(x)}" for x in w])
        ax_s.plot(w, w / w[0], color="grey", linestyle="--", label="ideal")
        ax_e.axhline(1.0, color="grey", linestyle="--")
        ax_s.set(xlabel="Workers", ylabel="Speedup (× smallest worker count)", title="Speedup")
        ax_e.set(xlabel="Workers", ylabel="Parallel efficiency", title="Efficiency", ylim=(0, 1.2))
        fig.legend(loc="outside lower center", ncols=3)
    return fig
