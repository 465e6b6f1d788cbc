"""Stored runs as tidy pandas frames: :func:`load_frames` turns run stores into a :class:`RunFrames`.

The runs come from :class:`~esbench.stores.runs.RunStore` objects (a file store's
:class:`~esbench.stores.file_store.FileRunStore`, MongoDB's
:class:`~esbench.stores.mongo_runs.MongoRunStore`) as :class:`~esbench.stores.runs.RawRun`
records; the same runs give the same frames from either store. A :class:`RunFrames` has one row per
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
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from esbench.core.es_names import FAULT_COUNTERS, GENERATION
from esbench.core.metrics import EVAL_RETURN_MEAN, TIMESTEPS, WALL_CLOCK_S
from esbench.core.params import INT64_MAX
from esbench.report.breakdown import breakdown_of
from esbench.report.cells import Cell, inferred_cells, planned_configs, trial_cell, trial_cells
from esbench.report.families import family_of
from esbench.report.run_values import as_dict as _dict
from esbench.report.run_values import as_list as _list
from esbench.report.run_values import number as _num
from esbench.report.run_values import provenance_text
from esbench.report.run_values import series as _series
from esbench.report.run_values import short_text as _text
from esbench.report.suites_apart import keep_suites_apart
from esbench.report.traffic import run_traffic
from esbench.stores.file_store import FileRunStore
from esbench.stores.runs import RawRun, RunReader, RunStore, Unreadable, dead_driver

COMPLETED = "COMPLETED"


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


@dataclasses.dataclass(kw_only=True)
class RunFrames:
    """Tidy frames of a set of runs.

    ``runs``: one row per run (see :data:`RUN_COLUMNS`); ``curves``: one row per evaluation point
    with columns ``key, step, wall_clock_s, core_hours, ret``, sorted by key then step;
    ``reference_scores``: {env: {name: score}}; ``expected``: (suite, label, env ref, seed) cells of
    the stores' trial lists (a cell with no stored run is a missing run); ``unreadable``: the runs
    that could not be read whole, with path and problem (:class:`~esbench.stores.runs.RunReader`).
    """

    runs: pd.DataFrame
    curves: pd.DataFrame
    reference_scores: dict[str, dict[str, float]]
    expected: set[Cell] = dataclasses.field(default_factory=set)
    planned_configs: dict[Cell, str] = dataclasses.field(default_factory=dict)
    """The stored trial config (JSON, sorted keys) of each cell of the stores' trial lists: what a
    missing run would have run (its params, budget), for tables that describe cells without runs."""
    unreadable: list[Unreadable] = dataclasses.field(default_factory=list)
    store_problems: list[str] = dataclasses.field(default_factory=list)
    """Stored files other than runs that could not be read (a truncated trial list), each a sentence
    saying which and what the report did instead."""
    suite_notes: list[str] = dataclasses.field(default_factory=list)
    """With runs of more than one suite: the suites, and the labels kept apart or pooled across them
    (:func:`esbench.report.suites_apart.keep_suites_apart`)."""


#: The columns of :attr:`RunFrames.curves` besides its run key: per eval point its env step, training
#: wall-clock, core-hours, eval return, and the ES's updates by then (:func:`updates_at`).
CURVE_COLUMNS = ("step", "wall_clock_s", "core_hours", "ret", "generation")

RUN_COLUMNS = (
    "key", "source", "run_id", "suite", "label", "stored_label", "algo", "family", "env", "seed", "status",
    "error", "problems", "usable", "start_time", "duration_s", "hostname", "cpu", "os", "python", "repo",
    "commit", "dirty", "dependencies", "result", "cores", "num_params", "workers", "budget_timesteps",
    "final_step", "final_return", "final_wall_s", "core_hours", "n_eval", "comm_prefix", "comm_generations",
    "bytes_total", "config_json", "overshoot", "setup_s", "machine_cores", "load_max", "busy", "transport",
    "defaults_json", "theta0_sha256", "es_times_json", "cpu_share", "eval_share", "faults",
    "others_cores_max", "contended", "contract", "kernels", "provenance", "code_digest",
)  # fmt: skip

#: *Busy*: a run that sampled its host (``info.host_load``) when contended; an older one when its
#: load average at start or end exceeded the cores by more than this, or its CPU share fell below
#: :data:`CPU_SHARE_MIN` (a sampled run's own share is its algorithm's: TRPO idles a core by itself).
BUSY_MARGIN, CPU_SHARE_MIN = 1.0, 0.8

_FLOATS = ("duration_s", "result", "cores", "num_params", "workers", "budget_timesteps", "final_step",
           "final_return", "final_wall_s", "core_hours", "bytes_total", "overshoot", "setup_s",
           "machine_cores", "load_max", "comm_generations", "cpu_share", "eval_share",
           "others_cores_max")  # fmt: skip
_DTYPES = {
    **{c: "object" for c in RUN_COLUMNS},
    **{c: "float64" for c in _FLOATS},
    **{c: "int64" for c in ("seed", "n_eval")},
    **{c: "bool" for c in ("usable", "dirty", "busy", "contended")},
}


def _duration(run: Mapping[str, Any]) -> float:
    def parse(value: Any) -> datetime | None:
        try:
            return datetime.fromisoformat(str(value))
        except ValueError:
            return None

    start = parse(run.get("start_time"))
    stop = parse(run.get("stop_time")) or parse(run.get("heartbeat"))
    try:
        return (stop - start).total_seconds() if start and stop else math.nan
    except TypeError:  # one time with a UTC offset, the other without
        return math.nan


def _error(run: Mapping[str, Any]) -> str:
    trace = run.get("fail_trace") or []
    lines = (
        [str(line).strip() for line in trace if str(line).strip()]
        if isinstance(trace, list)
        else [str(trace)]
    )
    return lines[-1] if lines else ""


def _run_row(raw: RawRun) -> tuple[dict[str, Any], pd.DataFrame | None]:
    """The run's row and eval curve; a run too broken to read becomes a row of its problems."""
    try:
        return _read_run_row(raw)
    except Exception as exc:  # never raise on a stored run: list it as a problem
        return _broken_row(raw, f"unreadable run: {type(exc).__name__}: {exc}"[:300]), None


def _broken_row(raw: RawRun, problem: str) -> dict[str, Any]:
    """A row with only what is safe to read (strings as stored, nothing else), and ``problem``."""
    row: dict[str, Any] = {c: math.nan if c in _FLOATS else "" for c in RUN_COLUMNS}
    cfg, run = _dict(raw.config), _dict(raw.run)
    row.update(
        key=f"{raw.source}/{raw.run_id}",
        source=str(raw.source),
        run_id=str(raw.run_id),
        suite=_text(cfg.get("suite"), ""),
        label=_text(cfg.get("label"), _text(cfg.get("algo"), "?")),
        algo=_text(cfg.get("algo"), "?"),
        env=_text(cfg.get("env"), "?"),
        seed=-1,
        status=_text(run.get("status"), "UNKNOWN"),
        usable=False,
        dirty=False,
        busy=False,
        problems="; ".join([*map(str, raw.problems), problem]),
        n_eval=0,
        config_json="{}",
    )
    return row


def _seed(cfg: Mapping[str, Any], problems: list[str]) -> int:
    seed = cfg.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        return -1
    if not -INT64_MAX - 1 <= seed <= INT64_MAX:
        problems.append("seed out of range")
        return -1
    return seed


def _read_run_row(raw: RawRun) -> tuple[dict[str, Any], pd.DataFrame | None]:
    cfg, run, info = _dict(raw.config), _dict(raw.run), _dict(raw.info)
    params = _dict(cfg.get("params"))
    host = _dict(run.get("host"))
    exp = _dict(run.get("experiment"))
    repos = [r for r in _list(exp.get("repositories")) if isinstance(r, dict)]
    steps, rets = _series(raw.metrics, EVAL_RETURN_MEAN)
    wsteps, wvals = _series(raw.metrics, WALL_CLOCK_S)
    gsteps, gvals = _series(raw.metrics, GENERATION)
    _, ts = _series(raw.metrics, TIMESTEPS)
    cores = _num(info.get("cores"))
    wall = np.interp(steps, wsteps, wvals) if len(wsteps) and len(steps) else np.full(len(steps), np.nan)
    status = str(run.get("status") or "UNKNOWN")
    prefix, transport, gens, total = run_traffic(raw.metrics, info, params)
    problems = list(raw.problems)
    if raw.metrics is not None and not len(steps):
        problems.append(f"no {EVAL_RETURN_MEAN} points")
    died = dead_driver(run)
    if died:
        problems.append(f"{died} (esbench run marks it INTERRUPTED and restores its metrics)")
    seed = _seed(cfg, problems)
    final_step = float(ts[-1]) if len(ts) else (float(steps[-1]) if len(steps) else math.nan)
    final_wall = float(wvals[-1]) if len(wvals) else math.nan
    budget = _num(_dict(cfg.get("budget")).get("timesteps"))
    loads = [v for v in (_num(info.get("load_avg_start")), _num(info.get("load_avg_end"))) if v == v]
    load_max, machine_cores = max(loads, default=math.nan), _num(info.get("machine_cores"))
    host_load = _dict(info.get("host_load"))
    contended = host_load.get("contended") is True  # sampled over the run: others above its free cores
    row = {
        "key": f"{raw.source}/{raw.run_id}",
        "source": raw.source,
        "run_id": raw.run_id,
        "suite": str(cfg.get("suite", "")),
        "label": str(cfg.get("label") or cfg.get("algo") or "?"),
        "stored_label": str(cfg.get("label") or cfg.get("algo") or "?"),  # kept when suites_apart renames
        "algo": str(cfg.get("algo", "?")),
        "env": str(cfg.get("env", "?")),
        "seed": seed,
        "status": status,
        "error": _error(run),
        "problems": "; ".join(problems),
        "usable": status == COMPLETED and len(steps) > 0 and bool(cfg),
        "start_time": str(run.get("start_time") or ""),
        "duration_s": _duration(run),
        "hostname": str(host.get("hostname", "")),
        "cpu": " ".join(_text(info.get("cpu_model"), str(host.get("cpu", ""))).split()),  # info, else host
        "kernels": _text(info.get("math_kernels"), ""),
        "provenance": provenance_text(info.get("provenance")),  # outside runners and packages, versions
        "os": " ".join(map(str, host["os"])) if isinstance(host.get("os"), list) else str(host.get("os", "")),
        "family": family_of(info.get("family"), cfg.get("algo", "?")),  # report/families.py
        "python": str(host.get("python_version", "")),
        "repo": str(repos[0].get("url", "")) if repos else "",
        "commit": str(repos[0].get("commit", "")) if repos else "",
        "dirty": bool(repos[0].get("dirty")) if repos else False,
        "code_digest": _text(info.get("code_digest"), ""),  # esbench's source by content (runners/provenance)
        "dependencies": ";".join(sorted(map(str, _list(exp.get("dependencies"))))),
        "result": _num(run.get("result")),
        "cores": cores,
        "num_params": _num(info.get("num_params")),
        "workers": _num(params.get("workers")),
        "budget_timesteps": budget,
        "final_step": final_step,
        "final_return": float(rets[-1]) if len(rets) else math.nan,
        "final_wall_s": final_wall,
        "core_hours": final_wall * cores / 3600.0,
        "n_eval": len(steps),
        "comm_prefix": prefix,
        "comm_generations": gens,
        "bytes_total": total,
        "transport": transport,
        "config_json": json.dumps(cfg, sort_keys=True, default=str),
        "overshoot": final_step / budget - 1.0 if budget > 0 else math.nan,  # past the step budget
        "setup_s": _num(info.get("setup_s")),  # before the first training step (Ray, envs, ...)
        "machine_cores": machine_cores,
        "load_max": load_max,
        "others_cores_max": _num(host_load.get("others_cores_max")),  # runners/host_load.py
        "contended": contended,
        "busy": contended  # sampled: others' cores; else the load average and the run's CPU share
        if host_load.get("available", "contended" in host_load) is True
        else bool(load_max > machine_cores + BUSY_MARGIN or _num(info.get("cpu_share")) < CPU_SHARE_MIN),
        "cpu_share": _num(info.get("cpu_share")),  # CPU time / (training wall-clock x cores)
        "eval_share": _num(info.get("eval_share")),  # evaluation's share of training + evaluation time
        "defaults_json": json.dumps(_dict(info.get("params_defaults")), sort_keys=True, default=str),
        "theta0_sha256": _text(info.get("theta0_sha256"), ""),  # the initial policy's digest
        # the ES's median time breakdown per generation (es.*_time_s; report/projection.py); {} without
        "es_times_json": json.dumps(breakdown_of(raw.metrics), sort_keys=True),
        "faults": _faults(raw.metrics),  # e.g. "2 requests reissued, 1 workers replaced"; "" for none
        "contract": "; ".join(map(str, _list(info.get("contract_violations")))),  # runners/contract.py
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
                "generation": updates_at(steps, gsteps, gvals),
            }
        )
    return row, curve


def updates_at(steps: np.ndarray, gen_steps: np.ndarray, gens: np.ndarray) -> np.ndarray:
    """The ES's updates done at each of ``steps`` (eval points): the last ``es.generation`` logged at or
    before the step (generation g is logged at the steps its g-th update was made at, 0 at step 0); NaN
    for a run that logs no generations (not an ES) and before its first."""
    out = np.full(len(steps), np.nan)
    if len(gen_steps):
        at = np.searchsorted(gen_steps, steps, side="right") - 1
        out[at >= 0] = gens[at[at >= 0]]
    return out


def _faults(metrics: Mapping[str, Any] | None) -> str:
    """The run's non-zero fault counters (:data:`~esbench.core.es_names.FAULT_COUNTERS`), as text."""
    parts = []
    for name, what in FAULT_COUNTERS.items():
        _, values = _series(metrics, name)
        if len(values) and values[-1] > 0:
            parts.append(f"{int(values[-1])} {what}")
    return ", ".join(parts)


def env_id_of(env_ref: str) -> str:
    """The gymnasium id of an env ref: ``"ALE/Pong-v5[frame_skip=2]"`` -> ``"ALE/Pong-v5"``."""
    return str(env_ref).split("[", 1)[0]


def load_frames(
    stores: Iterable[RunStore],
    extra_reference_scores: Mapping[str, Mapping[str, float]] | None = None,
    keep_apart: bool = True,
) -> RunFrames:
    """Read every run of ``stores`` into a :class:`RunFrames` (reference scores merged, later wins);
    ``keep_apart``: a label whose config differs between suites relabelled per suite (the report's
    view, :mod:`esbench.report.suites_apart`; False: the labels as stored, for exports).

    Besides :data:`RUN_COLUMNS`, ``runs`` has ``run_set`` (the run's set) and ``earlier_set`` (True for
    runs of a set before their store's latest, set aside by ``esbench run --fresh``).
    """
    rows, curves, expected, sets, store_problems = [], [], set(), [], []
    planned: dict[Cell, str] = {}
    refs: dict[str, dict[str, float]] = {}
    reader = RunReader()  # the one reader of stored runs: names the runs it cannot read whole
    for store in stores:
        for env, scores in reference_scores_of(store.suite()).items():
            refs.setdefault(env, {}).update(scores)
        trials = store.trials() or []
        expected |= trial_cells(trials)
        planned.update(planned_configs(trials))
        problem = store.trial_list_problem()
        store_sets, cells = [], []
        for raw in reader.runs(store):
            row, curve = _run_row(raw)
            rows.append(row)
            store_sets.append(raw.run_set)
            cells.append(trial_cell(_dict(raw.config)))
            if curve is not None:
                curves.append(curve)
        if problem is not None:
            inferred = inferred_cells(cells, store.suite().get("seeds"))
            expected |= inferred
            store_problems.append(
                f"could not read {problem}; the runs it lists but the store lacks are inferred from the "
                "suite's seeds and the stored runs' labels and envs (a label or env with no stored run "
                "at all cannot be noticed)"
            )
        latest = max([store.run_set(), *store_sets])
        sets += [(s, s < latest) for s in store_sets]
    for env, extra in (extra_reference_scores or {}).items():
        refs.setdefault(env, {}).update(extra)
    runs = pd.DataFrame(rows, columns=list(RUN_COLUMNS)).astype(_DTYPES)
    runs["run_set"] = np.array([s for s, _ in sets], dtype="int64")
    runs["earlier_set"] = np.array([e for _, e in sets], dtype=bool)
    # Runs on an env with options have an env ref ("ALE/Pong-v5[frame_skip=2]"); scores published
    # for the plain id apply to each of its variants unless the suite gives the variant its own.
    for env in sorted(set(runs.env)):
        base = env_id_of(env)
        if base != env and env not in refs and base in refs:
            refs[env] = dict(refs[base])
    if curves:
        curve_df = pd.concat(curves, ignore_index=True)
    else:
        curve_df = pd.DataFrame({c: pd.Series(dtype=float) for c in CURVE_COLUMNS})
        curve_df.insert(0, "key", pd.Series(dtype=object))
    frames = RunFrames(
        runs=runs,
        curves=curve_df,
        reference_scores=refs,
        expected=expected,
        planned_configs=planned,
        unreadable=reader.unreadable,
        store_problems=store_problems,
    )
    return keep_suites_apart(frames) if keep_apart else frames  # never pooled across differing configs


def run_stores(inputs: Sequence[str | Path | RunStore]) -> list[RunStore]:
    """Run stores of ``inputs``: a path is a file store (same-named directories get ``#2``, ...)."""
    stores: list[RunStore] = []
    seen: dict[str, int] = {}
    for item in inputs:
        if isinstance(item, str | Path):
            store = FileRunStore(item)
            seen[store.name] = seen.get(store.name, 0) + 1
            if seen[store.name] > 1:
                store.name = f"{store.name}#{seen[store.name]}"
            stores.append(store)
        else:
            stores.append(item)
    return stores
