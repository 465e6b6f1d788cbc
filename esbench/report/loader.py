"""Read stored runs into tidy pandas frames.

A :class:`RunLoader` yields :class:`RawRun` records (the four Sacred documents of one run, as plain
dicts, any of them possibly missing). :func:`load_runs` turns the records of one or more loaders into
a :class:`RunSet`: one row per run and one row per evaluation point. The file store is read by
:class:`FileStoreLoader`, MongoDB by :class:`esbench.report.mongo_loader.MongoLoader`
(same records, so the same runs give the same report from either store).

Nothing here re-runs, imports runners or imports Sacred. Broken, partial or missing files never
raise: they are recorded in the run's ``problems``.
"""

from __future__ import annotations

import dataclasses
import json
import math
from collections.abc import Iterable, Iterator, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol

import numpy as np
import pandas as pd
import yaml

#: Sacred documents a file-store run directory holds.
RUN_FILES = ("config.json", "run.json", "metrics.json", "info.json")
EVAL_RETURN = "eval.return_mean"
TIMESTEPS = "timesteps"
WALL_CLOCK = "wall_clock_s"
COMPLETED = "COMPLETED"


@dataclasses.dataclass(frozen=True)
class RawRun:
    """One stored run as read, before any interpretation."""

    source: str  #: the store it came from (results directory or database name)
    run_id: str  #: Sacred's run id within that store
    config: Mapping[str, Any] | None  #: config.json, None when missing or unreadable
    run: Mapping[str, Any] | None  #: run.json
    metrics: Mapping[str, Any] | None  #: metrics.json: {name: {steps, values, timestamps}}
    info: Mapping[str, Any] | None  #: info.json
    problems: tuple[str, ...] = ()  #: files missing or unreadable


class RunLoader(Protocol):
    """Where stored runs come from: :class:`FileStoreLoader`, or
    :class:`~esbench.report.mongo_loader.MongoLoader` for MongoDB."""

    def iter_runs(self) -> Iterator[RawRun]:
        """Yield every stored run, in a deterministic order."""

    def suite(self) -> dict[str, Any]:
        """The suite document stored with the runs ({} when none): ``name``, ``seeds``, ``envs``,
        ``algorithms`` (for the expected grid of runs) and ``reference_scores``."""


def _read_json(path: Path) -> tuple[Any, str | None]:
    if not path.is_file():
        return None, f"missing {path.name}"
    try:
        with path.open("rb") as fh:
            return json.load(fh), None
    except (OSError, ValueError) as exc:
        return None, f"unreadable {path.name}: {type(exc).__name__}"


def read_suite(path: str | Path) -> dict[str, Any]:
    """A suite YAML file as a mapping ({} when absent or malformed)."""
    try:
        text = Path(path).read_text()
    except OSError:
        return {}
    return read_suite_text(text)


def read_suite_text(text: str) -> dict[str, Any]:
    """Suite YAML text as a mapping ({} when malformed)."""
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError:
        return {}
    return data if isinstance(data, dict) else {}


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


def expected_cells(suite: Mapping[str, Any]) -> set[tuple[str, str, str, int]]:
    """(suite, label, env, seed) cells a suite mapping asks for (empty when incomplete)."""
    name = str(suite.get("name", ""))
    seeds = [s for s in suite.get("seeds") or [] if isinstance(s, int)]
    envs = [e.get("id") if isinstance(e, dict) else e for e in suite.get("envs") or []]
    labels = [a.get("label") or a.get("algo") for a in suite.get("algorithms") or [] if isinstance(a, dict)]
    return {(name, str(lb), str(e), s) for lb in labels if lb for e in envs if e for s in seeds}


class FileStoreLoader:
    """Runs of a Sacred ``FileStorageObserver`` directory: ``<dir>/<numeric run id>/*.json``."""

    def __init__(self, directory: str | Path, name: str | None = None) -> None:
        """Read ``directory``; ``name`` labels its runs (default: the directory name)."""
        self.directory = Path(directory)
        self.name = name or self.directory.resolve().name

    def iter_runs(self) -> Iterator[RawRun]:
        """Yield the runs in numeric run-id order; non-numeric entries (``_sources``) are skipped."""
        if not self.directory.is_dir():
            return
        ids = sorted(
            (p for p in self.directory.iterdir() if p.is_dir() and p.name.isdigit()),
            key=lambda p: int(p.name),
        )
        for run_dir in ids:
            docs, problems = {}, []
            for fname in RUN_FILES:
                docs[fname], problem = _read_json(run_dir / fname)
                if problem:
                    problems.append(problem)
            yield RawRun(
                source=self.name,
                run_id=run_dir.name,
                config=_as_dict(docs["config.json"]),
                run=_as_dict(docs["run.json"]),
                metrics=_as_dict(docs["metrics.json"]),
                info=_as_dict(docs["info.json"]),
                problems=tuple(problems),
            )

    def suite(self) -> dict[str, Any]:
        """``<dir>/suite.yaml`` when the store holds a copy of its suite, else {}."""
        return read_suite(self.directory / "suite.yaml")


def _as_dict(obj: Any) -> dict[str, Any] | None:
    return obj if isinstance(obj, dict) else None


@dataclasses.dataclass
class RunSet:
    """Tidy frames of a set of runs.

    ``runs``: one row per run (see :data:`RUN_COLUMNS`); ``curves``: one row per evaluation point
    with columns ``key, step, wall_clock_s, core_hours, ret``, sorted by key then step;
    ``reference_scores``: {env: {name: score}}; ``expected``: (suite, label, env, seed) cells the
    stored suite files ask for, and ``suites_with_grid`` the suite names they cover.
    """

    runs: pd.DataFrame
    curves: pd.DataFrame
    reference_scores: dict[str, dict[str, float]]
    expected: set[tuple[str, str, str, int]] = dataclasses.field(default_factory=set)
    suites_with_grid: set[str] = dataclasses.field(default_factory=set)


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
    loaders: Iterable[RunLoader], extra_reference_scores: Mapping[str, Mapping[str, float]] | None = None
) -> RunSet:
    """Read every run of ``loaders`` into a :class:`RunSet` (reference scores merged, later wins)."""
    rows, curves, refs, expected, gridded = [], [], {}, set(), set()
    for loader in loaders:
        suite = loader.suite()
        for env, scores in reference_scores_of(suite).items():
            refs.setdefault(env, {}).update(scores)
        cells = expected_cells(suite)
        if cells:
            expected |= cells
            gridded.add(str(suite.get("name", "")))
        for raw in loader.iter_runs():
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
    return RunSet(
        runs=runs, curves=curve_df, reference_scores=refs, expected=expected, suites_with_grid=gridded
    )
