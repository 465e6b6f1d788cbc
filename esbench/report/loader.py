"""Stored runs as tidy pandas frames: :func:`load_runs` turns run stores into a :class:`RunSet`.

The runs come from :class:`~esbench.stores.runs.RunStore` objects (a file store's
:class:`~esbench.stores.file_store.FileRunStore`, MongoDB's
:class:`~esbench.stores.mongo_runs.MongoRunStore`) as :class:`~esbench.stores.runs.RawRun`
records; the same runs give the same frames from either store. A :class:`RunSet` has one row per
run and one row per evaluation point, and the *expected* (suite, label, env, seed) cells: the trial
lists the stores keep (written by ``esbench run``), never a re-expansion of a suite file. A store
without a trial list expects nothing beyond its runs.

Nothing here re-runs, imports runners or imports Sacred. Broken or partial runs never raise: their
problems are columns of the runs frame.
"""

from __future__ import annotations

import dataclasses
import json
import math
from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Any

import numpy as np
import pandas as pd

from esbench.stores.runs import RawRun, RunStore

EVAL_RETURN = "eval.return_mean"
TIMESTEPS = "timesteps"
WALL_CLOCK = "wall_clock_s"
COMPLETED = "COMPLETED"

#: A (suite, label, env ref, seed) cell of a suite's grid.
Cell = tuple[str, str, str, int]


def reference_scores_of(suite: Mapping[str, Any]) -> dict[str, dict[str, float]]:
    """The numeric ``reference_scores`` of a suite mapping: {env: {name: score}}."""
    refs = suite.get("reference_scores")
    out: dict[str, dict[str, float]] = {}
    for env, scores in (refs if isinstance(refs, dict) else {}).items():
        if isinstance(scores, dict):
            out[str(env)] = {
                str(k): float(v)
                for k, v in scores.items()
                if isinstance(v, int | float) and not isinstance(v, bool)
            }
    return out


def trial_cell(trial: Mapping[str, Any]) -> Cell | None:
    """The (suite, label, env ref, seed) cell of one stored trial config (None when malformed)."""
    seed, env = trial.get("seed"), trial.get("env")
    label = trial.get("label") or trial.get("algo")
    if not isinstance(seed, int) or isinstance(seed, bool) or not env or not label:
        return None
    return (str(trial.get("suite", "")), str(label), str(env), seed)


def trial_cells(trials: Iterable[Mapping[str, Any]] | None) -> set[Cell]:
    """The cells of a stored trial list (empty when there is none)."""
    cells = (trial_cell(t) for t in trials or ())
    return {c for c in cells if c is not None}


@dataclasses.dataclass(kw_only=True)
class RunSet:
    """Tidy frames of a set of runs.

    ``runs``: one row per run (see :data:`RUN_COLUMNS`); ``curves``: one row per evaluation point
    with columns ``key, step, wall_clock_s, core_hours, ret``, sorted by key then step;
    ``reference_scores``: {env: {name: score}}; ``expected``: (suite, label, env ref, seed) cells of
    the stores' trial lists (a cell with no stored run is a missing run).
    """

    runs: pd.DataFrame
    curves: pd.DataFrame
    reference_scores: dict[str, dict[str, float]]
    expected: set[Cell] = dataclasses.field(default_factory=set)


RUN_COLUMNS = (
    "key", "source", "run_id", "suite", "label", "algo", "env", "seed", "status", "error", "problems",
    "usable", "start_time", "duration_s", "hostname", "cpu", "os", "python", "repo", "commit", "dirty",
    "dependencies", "result", "cores", "num_params", "workers", "budget_timesteps", "final_step",
    "final_return", "final_wall_s", "core_hours", "n_eval", "comm_prefix", "comm_generations",
    "bytes_total", "config_json",
)  # fmt: skip


_FLOATS = ("duration_s", "result", "cores", "num_params", "workers", "budget_timesteps", "final_step",
           "final_return", "final_wall_s", "core_hours", "bytes_total")  # fmt: skip
_DTYPES = {
    **{c: "object" for c in RUN_COLUMNS},
    **{c: "float64" for c in _FLOATS},
    **{c: "int64" for c in ("seed", "n_eval", "comm_generations")},
    **{c: "bool" for c in ("usable", "dirty")},
}


def _series(metrics: Mapping[str, Any] | None, name: str) -> tuple[np.ndarray, np.ndarray]:
    """(steps, values) of one metric as float arrays, sorted by step; empty when absent or malformed."""
    entry = (metrics or {}).get(name)
    try:
        steps = np.asarray(entry["steps"], dtype=float)
        values = np.asarray(entry["values"], dtype=float)
    except (TypeError, KeyError, ValueError):
        return np.empty(0), np.empty(0)
    n = min(len(steps), len(values))
    steps, values = steps[:n], values[:n]
    ok = np.isfinite(steps) & np.isfinite(values)
    steps, values = steps[ok], values[ok]
    order = np.argsort(steps, kind="stable")
    return steps[order], values[order]


def _duration(run: Mapping[str, Any]) -> float:
    def parse(value: Any) -> datetime | None:
        try:
            return datetime.fromisoformat(str(value))
        except ValueError:
            return None

    start = parse(run.get("start_time"))
    stop = parse(run.get("stop_time")) or parse(run.get("heartbeat"))
    return (stop - start).total_seconds() if start and stop else math.nan


def _error(run: Mapping[str, Any]) -> str:
    trace = run.get("fail_trace") or []
    lines = (
        [str(line).strip() for line in trace if str(line).strip()]
        if isinstance(trace, list)
        else [str(trace)]
    )
    return lines[-1] if lines else ""


def _comm(metrics: Mapping[str, Any] | None) -> tuple[str, int, float]:
    """(prefix, generations, total bytes) of ``es.``/``ng.`` bytes metrics; ("", 0, nan) when none."""
    for prefix in ("es", "ng"):
        _, to_w = _series(metrics, f"{prefix}.bytes_to_workers")
        _, from_w = _series(metrics, f"{prefix}.bytes_from_workers")
        if len(to_w) or len(from_w):
            return prefix, max(len(to_w), len(from_w)), float(to_w.sum() + from_w.sum())
    return "", 0, math.nan


def _num(value: Any) -> float:
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else math.nan


def _run_row(raw: RawRun) -> tuple[dict[str, Any], pd.DataFrame | None]:
    cfg, run, info = raw.config or {}, raw.run or {}, raw.info or {}
    params = cfg.get("params") if isinstance(cfg.get("params"), dict) else {}
    host = run.get("host") if isinstance(run.get("host"), dict) else {}
    exp = run.get("experiment") if isinstance(run.get("experiment"), dict) else {}
    repos = [r for r in exp.get("repositories") or [] if isinstance(r, dict)]
    steps, rets = _series(raw.metrics, EVAL_RETURN)
    wsteps, wvals = _series(raw.metrics, WALL_CLOCK)
    _, ts = _series(raw.metrics, TIMESTEPS)
    cores = _num(info.get("cores"))
    wall = np.interp(steps, wsteps, wvals) if len(wsteps) and len(steps) else np.full(len(steps), np.nan)
    status = str(run.get("status") or "UNKNOWN")
    prefix, gens, total = _comm(raw.metrics)
    problems = list(raw.problems)
    if raw.metrics is not None and not len(steps):
        problems.append(f"no {EVAL_RETURN} points")
    final_step = float(ts[-1]) if len(ts) else (float(steps[-1]) if len(steps) else math.nan)
    final_wall = float(wvals[-1]) if len(wvals) else math.nan
    row = {
        "key": f"{raw.source}/{raw.run_id}",
        "source": raw.source,
        "run_id": raw.run_id,
        "suite": str(cfg.get("suite", "")),
        "label": str(cfg.get("label") or cfg.get("algo") or "?"),
        "algo": str(cfg.get("algo", "?")),
        "env": str(cfg.get("env", "?")),
        "seed": int(cfg["seed"]) if isinstance(cfg.get("seed"), int) else -1,
        "status": status,
        "error": _error(run),
        "problems": "; ".join(problems),
        "usable": status == COMPLETED and len(steps) > 0 and bool(cfg),
        "start_time": str(run.get("start_time") or ""),
        "duration_s": _duration(run),
        "hostname": str(host.get("hostname", "")),
        "cpu": str(host.get("cpu", "")),
        "os": " ".join(map(str, host.get("os", "")))
        if isinstance(host.get("os"), list)
        else str(host.get("os", "")),
        "python": str(host.get("python_version", "")),
        "repo": str(repos[0].get("url", "")) if repos else "",
        "commit": str(repos[0].get("commit", "")) if repos else "",
        "dirty": bool(repos[0].get("dirty")) if repos else False,
        "dependencies": ";".join(sorted(map(str, exp.get("dependencies") or []))),
        "result": _num(run.get("result")),
        "cores": cores,
        "num_params": _num(info.get("num_params")),
        "workers": _num(params.get("workers")),
        "budget_timesteps": _num((cfg.get("budget") or {}).get("timesteps")),
        "final_step": final_step,
        "final_return": float(rets[-1]) if len(rets) else math.nan,
        "final_wall_s": final_wall,
        "core_hours": final_wall * cores / 3600.0,
        "n_eval": len(steps),
        "comm_prefix": prefix,
        "comm_generations": gens,
        "bytes_total": total,
        "config_json": json.dumps(cfg, sort_keys=True, default=str),
        "defaults_json": json.dumps(info.get("params_defaults") or {}, sort_keys=True, default=str),
    }
    curve = None
    if len(steps):
        curve = pd.DataFrame(
            {
                "key": row["key"],
                "step": steps,
                "wall_clock_s": wall,
                "core_hours": wall * cores / 3600.0,
                "ret": rets,
            }
        )
    return row, curve


def env_id_of(env_ref: str) -> str:
    """The gymnasium id of an env ref: ``"ALE/Pong-v5[frame_skip=2]"`` -> ``"ALE/Pong-v5"``."""
    return str(env_ref).split("[", 1)[0]


def load_runs(
    stores: Iterable[RunStore], extra_reference_scores: Mapping[str, Mapping[str, float]] | None = None
) -> RunSet:
    """Read every run of ``stores`` into a :class:`RunSet` (reference scores merged, later wins)."""
    rows, curves, refs, expected = [], [], {}, set()
    for store in stores:
        for env, scores in reference_scores_of(store.suite()).items():
            refs.setdefault(env, {}).update(scores)
        expected |= trial_cells(store.trials())
        for raw in store.iter_runs():
            row, curve = _run_row(raw)
            rows.append(row)
            if curve is not None:
                curves.append(curve)
    for env, scores in (extra_reference_scores or {}).items():
        refs.setdefault(env, {}).update(scores)
    runs = pd.DataFrame(rows, columns=list(RUN_COLUMNS)).astype(_DTYPES)
    # Runs on an env with options have an env ref ("ALE/Pong-v5[frame_skip=2]"); scores published
    # for the plain id apply to each of its variants unless the suite gives the variant its own.
    for env in sorted(set(runs.env)):
        base = env_id_of(env)
        if base != env and env not in refs and base in refs:
            refs[env] = dict(refs[base])
    if curves:
        curve_df = pd.concat(curves, ignore_index=True)
    else:
        curve_df = pd.DataFrame(
            {c: pd.Series(dtype=float) for c in ("step", "wall_clock_s", "core_hours", "ret")}
        )
        curve_df.insert(0, "key", pd.Series(dtype=object))
    return RunSet(runs=runs, curves=curve_df, reference_scores=refs, expected=expected)
