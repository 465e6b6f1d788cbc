"""esbench's runs beside published results: steps to the paper's scores, and compute to threshold.

Two tables of the report's data-efficiency section (:mod:`esbench.report.sections.efficiency`
shows them), both pure functions of the stored runs and of the published
anchors in ``published.yaml`` beside this module (the only place their numbers are written):

- **against published results** (:func:`published_steps_table`): for each env with a ``steps_to_score``
  anchor (Salimans et al. 2017, the appendix's absolute timesteps, Table 3's 100% rows: the ES's steps
  to the score TRPO reached after 5M steps; Table 1's 100% column is their ratio to TRPO's own steps to
  that score, at most 5M), each ES label's env steps to the published score, per seed (its first
  eval point at or above the score), with the seed median, range and how many seeds reached it,
  beside the paper's steps and their ratio;
- **compute to threshold** (:func:`compute_table`): core-minutes (training cores x training minutes,
  evaluation excluded: the ``core_hours`` axis x 60) for each algorithm's seed-mean curve to reach the
  report's levels and any published threshold of the env, with the published compute figures
  (``compute_to_threshold``) beside it, labelled as published, with their hardware.

Anchors are matched by env family (the id before ``-v``), never across envs. ``published.yaml``'s
``checked`` says, per source, what its numbers were checked against and what could not be checked;
the report repeats it under each table that uses the source.
"""

from __future__ import annotations

import functools
from importlib import resources
from typing import Any

import numpy as np
import pandas as pd

from esbench.core.safe_yaml import parse_yaml
from esbench.report import curves as cv
from esbench.report.families import ES
from esbench.report.formats import fmt_num
from esbench.report.tables import ReportData
from esbench.report.time_to_reach import target_levels


@functools.cache
def anchors() -> dict[str, Any]:
    """The published anchors (``published.yaml``): ``sources``, ``checked``, ``steps_to_score``,
    ``compute_to_threshold``, ``figure1``, ``ray_costs``."""
    text = resources.files("esbench.report").joinpath("published.yaml").read_text(encoding="utf-8")
    return parse_yaml(text, "esbench/report/published.yaml")


def env_family(env: str) -> str:
    """``HalfCheetah`` for ``HalfCheetah-v5`` or ``HalfCheetah-v5[frame_skip=2]`` (the anchors' key)."""
    name = env.split("[", 1)[0].split("/")[-1]
    return name.rsplit("-v", 1)[0]


def _anchor_rows(kind: str, env: str) -> list[dict[str, Any]]:
    return [a for a in anchors()[kind] if a["env"] == env_family(env)]


def seed_steps_to(data: ReportData, env: str, label: str, score: float) -> list[float]:
    """Each usable seed's env steps at its first eval point at or above ``score`` (NaN: never)."""
    return [cv.first_crossing(x, y, score) for x, y in data.curves(env, label, "step")]


def published_steps_table(data: ReportData) -> pd.DataFrame:
    """One row per (env with a ``steps_to_score`` anchor, ES label): esbench's steps to the published
    score against the paper's. ``median`` is over all seeds, a seed that never reached it counting as
    infinitely slow (NaN when at most half reached it); ``low``/``high`` the fastest and slowest seed
    (``high`` NaN when a seed never reached it); ``ratio`` median / published steps; ``mean_curve`` the
    first eval point of the seed-mean curve at or above the score, as the paper's (a mean over its 6
    seeds' curves; a seed that stopped at the score holds its last value)."""
    rows = []
    es_labels = sorted(set(data.usable.loc[data.usable.family == ES, "label"]))
    for env in data.envs:
        for anchor in _anchor_rows("steps_to_score", env):
            for label in es_labels:
                steps = seed_steps_to(data, env, label, float(anchor["score"]))
                if not steps:
                    continue
                arr = np.array([s if s == s else np.inf for s in steps], float)
                median = float(np.median(arr))
                reached = int(np.isfinite(arr).sum())
                mean_curve = cv.first_crossing(
                    *cv.seed_mean(data.curves(env, label, "step")), float(anchor["score"])
                )
                rows.append({
                    "env": env, "label": label, "score": float(anchor["score"]), "seeds": len(arr),
                    "mean_curve": mean_curve,
                    "reached": reached, "median": median if np.isfinite(median) else np.nan,
                    "low": float(arr.min()) if reached else np.nan,
                    "high": float(arr.max()) if reached == len(arr) else np.nan,
                    "published_steps": float(anchor["steps"]), "published_seeds": int(anchor["seeds"]),
                    "env_version": anchor["env_version"], "source": anchor["source"],
                    "ratio": median / float(anchor["steps"]) if np.isfinite(median) else np.nan,
                })  # fmt: skip
    columns = ["env", "label", "score", "seeds", "mean_curve", "reached", "median", "low", "high",
               "published_steps", "published_seeds", "env_version", "source", "ratio"]  # fmt: skip
    return pd.DataFrame(rows, columns=columns)


def _levels(data: ReportData, env: str) -> list[tuple[str, float]]:
    """(name, target return) of one env's compute-to-threshold columns: the report's levels of the
    reference's progress, then each published threshold or score of the env."""
    fractions, values = data.options.thresholds, target_levels(data, env)
    out = [(f"{round(f * 100):d}%", float(v)) for f, v in zip(fractions, values, strict=True)]
    published = {float(a["threshold"]) for a in _anchor_rows("compute_to_threshold", env)}
    published |= {float(a["score"]) for a in _anchor_rows("steps_to_score", env)}
    out += [("published", v) for v in sorted(published)]
    return out


def compute_table(data: ReportData) -> pd.DataFrame:
    """Core-minutes to each level, per (env, algorithm): esbench's rows (``kind`` esbench: the
    seed-mean curve over core-hours, x 60; NaN never reached) and, for envs with a published compute
    figure, the published rows (``kind`` published) beside them. Envs without runs here get no row:
    published figures are never set beside another env's runs."""
    rows = []
    for env in data.envs:
        levels = _levels(data, env)
        for label in data.labels:
            curves = data.curves(env, label, "core_hours")
            if not curves:
                continue
            cell = data.usable[(data.usable.env == env) & (data.usable.label == label)]
            cores = "/".join(
                fmt_num(int(c)) if float(c).is_integer() else fmt_num(c)
                for c in sorted(set(cell.cores.dropna()))
            )
            hours = cv.times_to_levels(*cv.seed_mean(curves), np.array([v for _, v in levels]))
            for (name, target), h in zip(levels, hours, strict=True):
                rows.append({"env": env, "kind": "esbench", "system": label, "cores": cores,
                             "runs": len(curves), "level": name, "target": target,
                             "core_minutes": h * 60.0, "hardware": "", "source": ""})  # fmt: skip
        for a in _anchor_rows("compute_to_threshold", env):
            rows.append({"env": env, "kind": "published", "system": a["system"], "cores": fmt_num(a["cores"]),
                         "runs": np.nan, "level": "published", "target": float(a["threshold"]),
                         "core_minutes": float(a["cores"]) * float(a["minutes"]),
                         "hardware": f"{a['hardware']}, {fmt_num(a['minutes'])} min, "
                                     f"{a['env']}-{a['env_version']}",
                         "source": a["source"]})  # fmt: skip
    columns = ["env", "kind", "system", "cores", "runs", "level", "target", "core_minutes", "hardware",
               "source"]  # fmt: skip
    return pd.DataFrame(rows, columns=columns)


def published_threshold(env: str) -> float:
    """The published compute-to-threshold level of ``env`` (its family, as ``published.yaml`` names it)."""
    return float(next(a["threshold"] for a in anchors()["compute_to_threshold"] if a["env"] == env))


def source_texts(keys: list[str]) -> list[str]:
    """Per source key, ``published.yaml``'s citation, on one line."""
    return [" ".join(str(anchors()["sources"][k]).split()) for k in keys]


def checked_text(keys: list[str]) -> list[str]:
    """Per source key, ``published.yaml``'s ``checked`` sentence: what its numbers were checked
    against, and what could not be checked."""
    return [f"{k}: " + " ".join(str(anchors()["checked"][k]).split()) for k in keys]
