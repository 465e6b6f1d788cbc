"""The tuning summary the report's Tuning section shows (:mod:`esbench.report.sections.tuning`),
from the ``tune_summary.json`` that ``esbench tune`` stored.

Only read, never computed again: an input directory holding ``tune_summary.json`` (the tuning
results directory, or a tuned suite's store, where ``esbench tune`` copies it) adds a section with
one row per (algorithm, env) study: trials spent, best value and the trial that found it, the
spread between the best and the median configuration, the best value after a quarter, half and
three quarters of the trials, the best params and the most important ones; and a figure
(``figures/tuning.png|svg``): the best value against trials spent, a panel per env, a step line
per algorithm, so the algorithms' equal budgets show side by side.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NamedTuple

import matplotlib
import pandas as pd
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.ticker import MaxNLocator

from esbench.core.files import TUNE_SUMMARY_FILE
from esbench.report import figures as fg


def read_summaries(inputs: Sequence[Any]) -> list[dict[str, Any]]:
    """The tuning summaries found among the input directories (unreadable ones are skipped)."""
    found = []
    for item in inputs:
        if not isinstance(item, str | Path):
            continue
        path = Path(item) / TUNE_SUMMARY_FILE
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if isinstance(data, dict) and isinstance(data.get("studies"), list):
            found.append(data)
    return found


def tuning_number(value: Any) -> str:
    """A tuning value to 4 significant digits; "-" for none."""
    return "-" if not isinstance(value, int | float) else f"{value:.4g}"


def _best_after(history: list[dict[str, Any]], fraction: float) -> Any:
    if not history:
        return None
    return history[max(0, round(len(history) * fraction) - 1)].get("best_so_far")


def tuning_table(summaries: list[dict[str, Any]]) -> pd.DataFrame:
    """One row per study (see the module docstring); also written as ``tables/tuning.csv``."""
    rows = []
    for data in summaries:
        for s in data["studies"]:
            if not isinstance(s, dict):
                continue
            history = s.get("history") or []
            importances = s.get("importances") or {}
            rows.append(
                {
                    "suite": data.get("suite"),
                    "label": s.get("label"),
                    "env": s.get("env"),
                    "objective": data.get("objective"),
                    "trials": f"{s.get('trials')} ({s.get('complete')} complete, {s.get('pruned')} pruned, "
                    f"{s.get('failed')} failed)",
                    "best": s.get("best_value"),
                    "best_trial": s.get("best_trial"),
                    "median": s.get("median_value"),
                    "best_minus_median": s.get("spread"),
                    "best_after_25%": _best_after(history, 0.25),
                    "best_after_50%": _best_after(history, 0.5),
                    "best_after_75%": _best_after(history, 0.75),
                    "suite_params": s.get("baseline_value"),
                    "written": "the suite's params" if s.get("keep_suite_params") else "the best params",
                    "best_params": json.dumps(s.get("best_params") or {}, sort_keys=True),
                    "importances": ", ".join(
                        f"{k} {tuning_number(v)}" for k, v in list(importances.items())[:4]
                    )
                    or str(s.get("importance_note") or "-"),
                }
            )
    return pd.DataFrame(rows)


def _best_curve(history: Any) -> tuple[list[int], list[float]]:
    """Trials spent (1, 2, ...) and the best value after each (NaN before the first complete one)."""
    xs, ys = [], []
    for i, h in enumerate(history if isinstance(history, list) else [], start=1):
        best = h.get("best_so_far") if isinstance(h, dict) else None
        xs.append(i)
        ys.append(float(best) if isinstance(best, int | float) else math.nan)
    return xs, ys


def tuning_figure(summaries: list[dict[str, Any]]) -> Figure | None:
    """Best objective value against trials spent: a panel per env, a step line per algorithm."""
    lines: dict[str, dict[str, tuple[list[int], list[float]]]] = {}
    several = len({str(d.get("suite")) for d in summaries}) > 1
    for data in summaries:
        for s in data["studies"]:
            if not isinstance(s, dict) or not s.get("history"):
                continue
            name = f"{s.get('label')} ({data.get('suite')})" if several else str(s.get("label"))
            lines.setdefault(str(s.get("env")), {})[name] = _best_curve(s["history"])
    if not lines:
        return None
    envs = list(lines)
    names = list(dict.fromkeys(n for env in envs for n in lines[env]))
    styles: dict[str, fg.LineStyle] = {
        n: {"color": fg.PALETTE[i % len(fg.PALETTE)],
            "linestyle": fg.LINESTYLES[(i // len(fg.PALETTE)) % len(fg.LINESTYLES)]}
        for i, n in enumerate(names)
    }  # fmt: skip
    objective = summaries[0].get("objective") or "objective"
    ncols = min(3, len(envs))
    nrows = math.ceil(len(envs) / ncols)
    with matplotlib.rc_context(fg.RC):
        fig = Figure(figsize=(3.6 * ncols, 2.7 * nrows + 0.8), layout="constrained")
        axes = fig.subplots(nrows, ncols, squeeze=False).ravel()
        for ax, env in zip(axes, envs, strict=False):
            for name, (xs, ys) in lines[env].items():
                ax.step(xs, ys, where="post", linewidth=1.6, marker="o", markersize=3, **styles[name])
            ax.set_title(fg.plain(env))
            ax.set_xlabel("Tuning trials spent")
            ax.set_ylabel(fg.plain(f"Best {objective} so far"))
            ax.xaxis.set_major_locator(MaxNLocator(integer=True))
        for ax in axes[len(envs) :]:
            ax.set_visible(False)
        fig.suptitle("Tuning: best value against trials spent (the same budget for every algorithm)")
        handles = [Line2D([], [], linewidth=2, **styles[n]) for n in names]
        fig.legend(handles, [fg.plain(n) for n in names], loc="outside lower center",
                   ncols=min(len(names), 6))  # fmt: skip
    return fig


class Tuning(NamedTuple):
    """What :func:`tuning_report` read and drew: the summaries, the table (``tables/tuning.csv``) and
    the figure's paths ({"tuning": {"png", "svg"}}; {} when none was drawn)."""

    summaries: list[dict[str, Any]]
    table: pd.DataFrame
    figures: dict[str, dict[str, Path]]


def tuning_report(inputs: Sequence[Any], figures_dir: Path | None = None) -> Tuning | None:
    """The tuning summaries, their table and their figure (drawn into ``figures_dir``; none without
    one) when an input holds a tuning summary; else None. The section showing them:
    :mod:`esbench.report.sections.tuning`."""
    summaries = read_summaries(inputs)
    if not summaries:
        return None
    table = tuning_table(summaries)
    if not len(table):
        return None
    fig = tuning_figure(summaries) if figures_dir is not None else None
    if fig is None:
        return Tuning(summaries, table, {})
    return Tuning(summaries, table, {"tuning": fg.save(fig, figures_dir, "tuning")})  # type: ignore[arg-type]
