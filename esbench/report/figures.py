"""Report figures (PNG and SVG), drawn with matplotlib's object API (no pyplot state).

One colour per label, the same in every figure, from the Okabe-Ito colour-blind-safe palette
(line styles vary once there are more labels than colours). Saving is deterministic: a fixed SVG
hash salt, no date in the SVG, no software tag in the PNG.
"""

from __future__ import annotations

import math
from pathlib import Path

import matplotlib
import numpy as np
import pandas as pd
from matplotlib.figure import Figure
from matplotlib.lines import Line2D

from esbench.report import curves as cv
from esbench.report import stats
from esbench.report.tables import AXES, ReportData

#: Okabe & Ito (2008) palette, most distinct first.
PALETTE = ("#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#000000", "#F0E442")
LINESTYLES = ("-", "--", ":", "-.")
RC = {
    "svg.hashsalt": "esbench-report",
    "svg.fonttype": "path",
    "font.size": 9,
    "axes.titlesize": 10,
    "axes.spines.top": False,
    "axes.spines.right": False,
    "axes.grid": True,
    "grid.alpha": 0.3,
    "legend.frameon": False,
}
PNG_DPI = 110


def style(data: ReportData, label: str) -> dict[str, object]:
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
    with matplotlib.rc_context(RC):
        fig.savefig(paths["png"], dpi=PNG_DPI, bbox_inches="tight", metadata={"Software": None})
        fig.savefig(paths["svg"], bbox_inches="tight", metadata={"Date": None, "Creator": None})
    return paths


def _legend(fig: Figure, data: ReportData, labels: list[str] | None = None) -> None:
    labels = labels or data.labels
    handles = [Line2D([], [], linewidth=2, **style(data, lb)) for lb in labels]
    fig.legend(handles, labels, loc="outside lower center", ncols=min(len(labels), 6))


def curves_figure(data: ReportData, axis: str) -> Figure | None:
    """Eval return against ``axis`` (steps, wall-clock or core-hours): a panel per env, a line per
    label, the seed mean with a 95% bootstrap band (or min/max)."""
    if not data.envs:
        return None
    ncols = min(3, len(data.envs))
    nrows = math.ceil(len(data.envs) / ncols)
    with matplotlib.rc_context(RC):
        fig = Figure(figsize=(3.6 * ncols, 2.7 * nrows + 0.6), layout="constrained")
        axes = fig.subplots(nrows, ncols, squeeze=False).ravel()
        for ax, env in zip(axes, data.envs, strict=False):
            for label in data.labels:
                cur = data.curves(env, label, axis)
                grid = cv.plot_grid(cur, data.options.log_x) if cur else np.empty(0)
                if not len(grid):
                    continue
                seed = stats.seed_for("band", env, label, axis)
                mean, lo, hi = cv.band(cur, grid, data.options.band, seed)
                st = style(data, label)
                ax.plot(grid, mean, linewidth=1.6, **st)
                ax.fill_between(grid, lo, hi, color=st["color"], alpha=0.2, linewidth=0)
            ax.set_title(env)
            ax.set_xlabel(AXES[axis])
            ax.set_ylabel("Eval return")
            if data.options.log_x:
                ax.set_xscale("log")
        for ax in axes[len(data.envs) :]:
            ax.set_visible(False)
        band = "95% bootstrap CI of the mean" if data.options.band == "ci" else "min/max over seeds"
        fig.suptitle(f"Eval return against {AXES[axis].lower()} (mean over seeds, band: {band})")
        _legend(fig, data)
    return fig


def intervals_figure(
    table: pd.DataFrame, data: ReportData, metrics: list[str], xlabel: str, title: str
) -> Figure:
    """Horizontal point-and-interval plot: a panel per metric, a row per label."""
    with matplotlib.rc_context(RC):
        fig = Figure(figsize=(2.6 * len(metrics) + 1, 0.45 * len(data.labels) + 1.4), layout="constrained")
        axes = fig.subplots(1, len(metrics), squeeze=False, sharey=True).ravel()
        for ax, metric in zip(axes, metrics, strict=True):
            sub = table[table.metric == metric] if "metric" in table else table
            for i, row in enumerate(sub.itertuples()):
                st = style(data, row.label)
                ax.plot([row.ci_low, row.ci_high], [i, i], linewidth=6, alpha=0.5, color=st["color"])
                ax.plot([row.value], [i], marker="|", markersize=14, color="black")
            ax.set_yticks(range(len(sub)), list(sub.label))
            ax.set_title(metric)
            ax.set_xlabel(xlabel)
        fig.suptitle(title)
    return fig


def profile_figure(profiles: pd.DataFrame, data: ReportData) -> Figure:
    """Performance profiles with their 95% bands."""
    with matplotlib.rc_context(RC):
        fig = Figure(figsize=(5.5, 3.8), layout="constrained")
        ax = fig.subplots()
        for label, grp in profiles.groupby("label", sort=True):
            st = style(data, str(label))
            ax.plot(grp.tau, grp.fraction, linewidth=1.6, **st)
            ax.fill_between(grp.tau, grp.ci_low, grp.ci_high, color=st["color"], alpha=0.2, linewidth=0)
        ax.set_xlabel("Normalised score τ")
        ax.set_ylabel("Fraction of runs with score > τ")
        ax.set_title("Performance profiles (95% stratified bootstrap bands)")
        _legend(fig, data, sorted(profiles.label.unique()))
    return fig


def communication_figure(comm: pd.DataFrame, data: ReportData) -> Figure:
    """Bytes exchanged with workers per generation, per label (log scale)."""
    with matplotlib.rc_context(RC):
        fig = Figure(figsize=(5.5, 0.45 * len(comm) + 1.5), layout="constrained")
        ax = fig.subplots()
        colors = [style(data, lb)["color"] for lb in comm.label]
        ax.barh(range(len(comm)), comm.bytes_per_generation, color=colors)
        ax.set_yticks(range(len(comm)), list(comm.label))
        ax.set_xscale("log")
        ax.set_xlabel("Bytes per generation (to + from workers)")
        ax.set_title("Communication per generation")
    return fig


def scaling_figure(scaling: pd.DataFrame, data: ReportData) -> Figure:
    """Speedup against workers with the ideal line, and parallel efficiency."""
    with matplotlib.rc_context(RC):
        fig = Figure(figsize=(8, 3.4), layout="constrained")
        ax_s, ax_e = fig.subplots(1, 2)
        for (env, algo), grp in scaling.groupby(["env", "algo"], sort=True):
            st = style(data, str(grp.label.iloc[0]))
            ax_s.plot(grp.workers, grp.speedup, marker="o", label=f"{algo} on {env}", **st)
            ax_e.plot(grp.workers, grp.efficiency, marker="o", **st)
        w = np.array(sorted(scaling.workers.unique()), float)
        ax_s.plot(w, w / w[0], color="grey", linestyle="--", label="ideal")
        ax_e.axhline(1.0, color="grey", linestyle="--")
        ax_s.set(xlabel="Workers", ylabel="Speedup (× smallest worker count)", title="Speedup")
        ax_e.set(xlabel="Workers", ylabel="Parallel efficiency", title="Efficiency", ylim=(0, 1.2))
        fig.legend(loc="outside lower center", ncols=3)
    return fig
