"""The evidence document's figures: the population study's learning curves, one figure per env with
one line per population (seed mean, min-max band over seeds), written to ``docs/figures/``."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from esbench.report import curves as cv
from esbench.report.tables import ReportData
from esbench.resultsdoc.build import store_data
from esbench.resultsdoc.manifest import load_manifest
from esbench.resultsdoc.views import paper_score, paper_steps, population_of

if TYPE_CHECKING:
    from matplotlib.figure import Figure


def population_figure(data: ReportData, env: str) -> Figure:
    """One env's figure: eval return against env steps, a line per population (seed mean, min-max
    band over seeds), the paper's score and steps as dotted and dashed lines."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    cell = data.usable[data.usable.env == env]
    fig, ax = plt.subplots(figsize=(6.4, 3.6), dpi=120)
    for pairs in sorted({population_of(c) for c in cell.config_json}):
        keys = [k for k, c in zip(cell.key, cell.config_json, strict=True) if population_of(c) == pairs]
        curves = [cv.clean_curve(data.arrays[k]["step"], data.arrays[k]["ret"]) for k in keys]
        x = cv.union_grid(curves)
        y, low, high = cv.band(curves, x, "minmax", seed=0)
        seeds = f"{len(curves)} seed" + ("" if len(curves) == 1 else "s")
        ax.plot(x / 1e6, y, label=f"{pairs:,} pairs ({seeds})")
        ax.fill_between(x / 1e6, low, high, alpha=0.15)
    score, steps = paper_score(env), paper_steps(env)
    if score is not None:
        ax.axhline(score, ls=":", c="k", lw=1, label="paper's score")
    if steps is not None:
        ax.axvline(steps / 1e6, ls="--", c="grey", lw=1, label="paper's ES steps")
    ax.set(xlabel="env steps (millions)", ylabel="eval return", title=f"{env}: ES by population")
    ax.legend(fontsize=7, loc="lower right")
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


def write_figures(root: Path) -> list[Path]:
    """Draw the figures of every store whose views include ``population``."""
    results = root / "results"
    written: list[Path] = []
    for entry in load_manifest(results).stores:
        if "population" in entry.views:
            data = store_data(results, entry)
            if data is not None:
                written += population_figures(data, entry.path, root / "docs" / "figures")
    return written
