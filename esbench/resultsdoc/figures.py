"""The evidence document's figures, written to ``docs/figures/``: the population study's learning
curves, one figure per env with one line per population (seed mean, min-max band over seeds), by env
steps and by update; and the race's figure (the report's own, :mod:`esbench.report.race_figure`:
return against training wall-clock, wall-clock with set-up and env steps), one per race store."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from esbench.report import curves as cv
from esbench.report.tables import ReportData
from esbench.resultsdoc.manifest import load_manifest
from esbench.resultsdoc.stores import store_data
from esbench.resultsdoc.views import paper_score, paper_steps, population_of

if TYPE_CHECKING:
    from matplotlib.figure import Figure


def population_figure(data: ReportData, env: str) -> Figure:
    """One env's figure, a line per population (seed mean, min-max band over seeds): eval return against
    env steps, with the paper's score and steps as dotted and dashed lines; beside it, against the ES's
    updates (generations, log scale), where a larger population's line shows what its less noisy
    gradient buys per update, and the left panel what it costs in steps."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    cell = data.usable[data.usable.env == env]
    fig, (by_steps, by_updates) = plt.subplots(1, 2, figsize=(9.6, 3.6), dpi=120)
    for pairs in sorted({population_of(c) for c in cell.config_json}):
        keys = [k for k, c in zip(cell.key, cell.config_json, strict=True) if population_of(c) == pairs]
        for ax, axis, scale in ((by_steps, "step", 1e6), (by_updates, "generation", 1.0)):
            curves = [cv.clean_curve(data.arrays[k][axis], data.arrays[k]["ret"]) for k in keys]
            curves = [(x, y) for x, y in curves if len(x)]  # a run that logs no updates: none here
            if not curves:
                continue
            x = cv.union_grid(curves)
            y, low, high = cv.band(curves, x, "minmax", seed=0)
            seeds = f"{len(curves)} seed" + ("" if len(curves) == 1 else "s")  # the seeds drawn
            (line,) = ax.plot(x / scale, y, label=f"{pairs:,} pairs ({seeds})")
            ax.fill_between(x / scale, low, high, alpha=0.15, color=line.get_color())
    score, steps = paper_score(env), paper_steps(env)
    if score is not None:
        for ax in (by_steps, by_updates):
            ax.axhline(score, ls=":", c="k", lw=1, label="paper's score")
    if steps is not None:
        by_steps.axvline(steps / 1e6, ls="--", c="grey", lw=1, label="paper's ES steps")
    by_steps.set(xlabel="env steps (millions)", ylabel="eval return", title=f"{env}: ES by population")
    by_updates.set(xlabel="updates (generations; log scale)", xscale="symlog", title="the same, by update")
    by_updates.set_xlim(left=0)
    by_steps.legend(fontsize=7, loc="lower right")
    fig.tight_layout()
    return fig


def population_figures(data: ReportData, store: str, out_dir: Path) -> list[Path]:
    """One PNG per env of ``data`` (:func:`population_figure`), as ``out_dir/<store>-<env>.png``."""
    import matplotlib.pyplot as plt

    written = []
    for env in data.envs:
        fig = population_figure(data, env)
        path = out_dir / f"{store}-{env}.png"
        out_dir.mkdir(parents=True, exist_ok=True)
        fig.savefig(path, metadata={"Software": None})
        plt.close(fig)
        written.append(path)
    return written


def race_figure_path(root: Path, store: str) -> Path:
    """Where a race store's figure goes: ``docs/figures/<store>-race.png`` (the README links it)."""
    return root / "docs" / "figures" / f"{store}-race.png"


def write_race_figure(data: ReportData, path: Path) -> Path | None:
    """The report's race figure of ``data`` as a PNG at ``path``; None (nothing written) without a race."""
    from esbench.report.race_figure import race_figure

    fig = race_figure(data)
    if fig is None:
        return None
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110, metadata={"Software": None})
    return path


def write_figures(root: Path) -> list[Path]:
    """Draw the figures of every store whose views include ``population`` or ``race``."""
    results = root / "results"
    written: list[Path] = []
    for entry in load_manifest(results).stores:
        if "population" in entry.views or "race" in entry.views:
            data = store_data(results, entry)
            if data is None:
                continue
            if "population" in entry.views:
                written += population_figures(data, entry.path, root / "docs" / "figures")
            if "race" in entry.views:
                race = write_race_figure(data, race_figure_path(root, entry.path))
                written += [race] if race is not None else []
    return written
