"""Running a suite: trials in order, one Sacred run each, failures recorded, a summary at the end.

A trial that raises is recorded FAILED (traceback in its Sacred run) and the suite goes on; Ctrl-C
marks the current run INTERRUPTED (Sacred flushes its metrics) and stops the suite. With
``resume=True`` trials already COMPLETED in the store with the same config are skipped, and a
runner that checkpoints continues an interrupted trial from its checkpoint; the stored runs are read
through the file store's :class:`~esbench.stores.file_store.FileRunStore` (else the suite's
:class:`~esbench.stores.mongo_runs.MongoRunStore`).

With a :class:`~esbench.stores.mongo.MongoStore`, every run is also written to MongoDB. A database
failure never stops a run: the run's MongoDB copy is marked incomplete, the file store (or, without
one, the spool directory ``<work dir>/mongo_unsaved``) keeps everything, and
:func:`format_store_notes` lists those runs with the ``esbench push`` command that uploads them.
"""

from __future__ import annotations

import dataclasses
import json
import math
import shutil
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from sacred.observers import FileStorageObserver, RunObserver

from esbench.config import Trial
from esbench.experiment import run_trial
from esbench.stores.file_store import FileRunStore
from esbench.stores.runs import RawRun

if TYPE_CHECKING:
    from esbench.stores.mongo import MongoStore

#: Seconds between two progress lines of the same run.
PROGRESS_INTERVAL_S = 5.0

OK_STATUSES = ("COMPLETED", "SKIPPED")

#: Directory (under the work directory) of runs MongoDB could not take when no file store has them.
SPOOL_DIR = "mongo_unsaved"


@dataclasses.dataclass(kw_only=True)
class TrialOutcome:
    """What happened to one trial."""

    trial: Trial
    status: str
    """COMPLETED, FAILED, INTERRUPTED, SKIPPED (already completed in the store) or NOT_RUN."""
    final_return: float | None = None
    wall_clock_s: float | None = None
    run_id: Any = None
    error: str | None = None
    mongo_problem: str | None = None
    """Why the run's MongoDB copy is incomplete (None: complete, or no MongoDB)."""


def normalised_config(config: dict[str, Any]) -> dict[str, Any]:
    """A config as it reads back from JSON (tuples become lists), for comparisons with stored runs."""
    return json.loads(json.dumps(config, sort_keys=True))


def trial_slug(trial: Trial) -> str:
    """A file-name-safe name for a trial: ``label__env__seed``."""
    safe = "".join(c if c.isalnum() or c in "-_." else "-" for c in f"{trial.label}__{trial.env}")
    return f"{safe}__{trial.seed}"


class ProgressPrinter:
    """Prints "runs done / total" and the current run's timesteps and latest eval, throttled."""

    def __init__(self, total: int, out: TextIO):
        self.total = total
        self.out = out

    def for_trial(self, index: int, trial: Trial):
        """The progress callback for the ``index``-th trial (1-based)."""
        last = [-math.inf]

        def report(timesteps: int, budget: int, eval_return: float | None) -> None:
            now = time.monotonic()
            if now - last[0] < PROGRESS_INTERVAL_S and timesteps < budget:
                return
            last[0] = now
            score = "" if eval_return is None else f"  eval return {eval_return:.4g}"
            pct = 100.0 * timesteps / budget
            print(
                f"[{index}/{self.total}] {trial.name}: {timesteps}/{budget} steps ({pct:.0f}%){score}",
                file=self.out,
                flush=True,
            )

        return report


def run_suite(
    trials: Sequence[Trial],
    store_dir: Path | None,
    resume: bool = False,
    extra_observers: Sequence[RunObserver] = (),
    out: TextIO | None = None,
    mongo: MongoStore | None = None,
    work_dir: Path | None = None,
) -> list[TrialOutcome]:
    """Run ``trials`` in order into the file store ``store_dir`` (plus ``extra_observers``).

    With ``mongo``, each run is also written to that database (``store_dir`` None: MongoDB only).
    ``work_dir`` (default ``store_dir``) holds checkpoints and, without a file store, the runs
    MongoDB could not take. Progress and per-trial lines go to ``out`` (default: ``sys.stdout``).
    """
    out = out or sys.stdout
    work_dir = work_dir or store_dir
    if work_dir is None or (store_dir is None and mongo is None):
        raise ValueError("run_suite needs a file store, or MongoDB and a work directory")
    work_dir.mkdir(parents=True, exist_ok=True)
    stored = _stored_runs(store_dir, mongo, trials) if resume else []
    printer = ProgressPrinter(len(trials), out)
    outcomes: list[TrialOutcome] = []
    for index, trial in enumerate(trials, start=1):
        done = _completed_run(stored, trial)
        if done is not None:
            run_id = int(done.run_id) if done.run_id.isdigit() else done.run_id
            print(
                f"[{index}/{len(trials)}] {trial.name}: already completed (run {run_id}), skipped",
                file=out,
            )
            result = (done.run or {}).get("result")
            outcomes.append(TrialOutcome(trial=trial, status="SKIPPED", final_return=result, run_id=run_id))
            continue
        print(f"[{index}/{len(trials)}] {trial.name}: starting", file=out, flush=True)
        checkpoint_dir = _prepare_checkpoint_dir(work_dir, trial, resume)
        file_observer = FileStorageObserver(str(store_dir)) if store_dir is not None else None
        mongo_observer = None
        if mongo is not None:
            name = store_dir.resolve().name if store_dir is not None else trial.suite
            mongo_observer = mongo.observer(name, None if store_dir is not None else work_dir / SPOOL_DIR)
        observers = [o for o in (file_observer, mongo_observer) if o is not None] + list(extra_observers)
        started = time.perf_counter()
        try:
            run = run_trial(trial, observers, printer.for_trial(index, trial), checkpoint_dir)
        except KeyboardInterrupt:
            run_id = _run_id(file_observer, mongo_observer)
            outcomes.append(
                TrialOutcome(
                    trial=trial,
                    status="INTERRUPTED",
                    wall_clock_s=time.perf_counter() - started,
                    run_id=run_id,
                    error="Ctrl-C",
                )
            )
            _note_mongo(outcomes[-1], mongo_observer, out, index, len(trials))
            outcomes += [TrialOutcome(trial=t, status="NOT_RUN") for t in trials[index:]]
            print(f"[{index}/{len(trials)}] {trial.name}: interrupted; the suite stops here", file=out)
            break
        except Exception as exc:  # the run is recorded FAILED by Sacred with its traceback; go on
            error = f"{type(exc).__name__}: {exc}".splitlines()[0]
            run_id = _run_id(file_observer, mongo_observer)
            wall = time.perf_counter() - started
            outcomes.append(
                TrialOutcome(trial=trial, status="FAILED", wall_clock_s=wall, run_id=run_id, error=error)
            )
            print(f"[{index}/{len(trials)}] {trial.name}: FAILED ({error})", file=out, flush=True)
            _note_mongo(outcomes[-1], mongo_observer, out, index, len(trials))
            continue
        wall = run.info.get("wall_clock_s")
        run_id = run._id if run._id is not None else _run_id(file_observer, mongo_observer)
        outcomes.append(
            TrialOutcome(
                trial=trial, status=run.status, final_return=run.result, wall_clock_s=wall, run_id=run_id
            )
        )
        print(
            f"[{index}/{len(trials)}] {trial.name}: {run.status}, final eval return {_fmt(run.result)}",
            file=out,
        )
        _note_mongo(outcomes[-1], mongo_observer, out, index, len(trials))
    return outcomes


def _stored_runs(store_dir: Path | None, mongo: MongoStore | None, trials: Sequence[Trial]) -> list[RawRun]:
    """Runs already stored (file store, else MongoDB) with a readable config and status, for ``resume``."""
    if store_dir is not None:
        store = FileRunStore(store_dir)
    elif mongo is not None and trials:
        store = mongo.runs(trials[0].suite)
    else:
        return []
    return [r for r in store.iter_runs(metrics=False) if r.config is not None and r.run is not None]


def _note_mongo(outcome: TrialOutcome, observer: Any, out: TextIO, index: int, total: int) -> None:
    """Record (and print) why the run's MongoDB copy is incomplete, if it is."""
    if observer is not None and observer.problem is not None:
        outcome.mongo_problem = observer.problem
        where = f" (kept in {observer.spooled})" if observer.spooled else ""
        print(f"[{index}/{total}] MongoDB copy incomplete: {observer.problem}{where}", file=out, flush=True)


def _run_id(observer: FileStorageObserver | None, mongo_observer: Any = None) -> Any:
    """The id of the run the file store (else MongoDB) recorded (None if it never started)."""
    directory = getattr(observer, "dir", None)
    if directory:
        return int(Path(directory).name)
    entry = getattr(mongo_observer, "run_entry", None) or {}
    return entry.get("_id")


def _fmt(value: float | None) -> str:
    return "-" if value is None or not math.isfinite(value) else f"{value:.4g}"


def _completed_run(stored: list[RawRun], trial: Trial) -> RawRun | None:
    """The latest stored run of ``trial`` (same config) that COMPLETED, if any."""
    wanted = normalised_config(trial.to_config())
    for run in reversed(stored):
        if run.status == "COMPLETED" and normalised_config(dict(run.config or {})) == wanted:
            return run
    return None


def _prepare_checkpoint_dir(store_dir: Path, trial: Trial, resume: bool) -> Path:
    """The trial's checkpoint directory: kept on resume if it belongs to the same config, else emptied."""
    directory = store_dir / "checkpoints" / trial_slug(trial)
    marker = directory / "trial.json"
    config = normalised_config(trial.to_config())
    keep = resume and marker.exists() and json.loads(marker.read_text()) == config
    if not keep and directory.exists():
        shutil.rmtree(directory)
    directory.mkdir(parents=True, exist_ok=True)
    marker.write_text(json.dumps(config, sort_keys=True, indent=1))
    return directory


def format_summary(outcomes: Sequence[TrialOutcome]) -> str:
    """The end-of-suite table: label, env, seed, status, final eval return, wall-clock."""
    header = ("label", "env", "seed", "status", "final eval return", "wall-clock (s)", "run")
    rows = [header]
    for o in outcomes:
        final = _fmt(o.final_return)
        wall = "-" if o.wall_clock_s is None else f"{o.wall_clock_s:.1f}"
        status = o.status if not o.error else f"{o.status} ({o.error[:60]})"
        rows.append(
            (o.trial.label, o.trial.env, str(o.trial.seed), status, final, wall, str(o.run_id or "-"))
        )
    widths = [max(len(r[i]) for r in rows) for i in range(len(header))]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip() for row in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    counts: dict[str, int] = {}
    for o in outcomes:
        counts[o.status] = counts.get(o.status, 0) + 1
    lines.append("")
    lines.append(", ".join(f"{n} {status.lower()}" for status, n in sorted(counts.items())))
    return "\n".join(lines)


def format_store_notes(
    outcomes: Sequence[TrialOutcome], store_dir: Path | None, mongo: MongoStore | None, work_dir: Path
) -> str:
    """What the end-of-suite summary says about MongoDB: runs whose copy is incomplete, where they
    are kept and the ``esbench push`` command that uploads them ("" when nothing is missing)."""
    missing = [o for o in outcomes if o.mongo_problem]
    if mongo is None or not missing:
        return ""
    kept = store_dir if store_dir is not None else work_dir / SPOOL_DIR
    lines = [f"MongoDB ({mongo.target.masked}): {len(missing)} run(s) incomplete there; nothing is lost:"]
    for o in missing:
        lines.append(f"  {o.trial.name} (run {o.run_id or '-'}): {o.mongo_problem}")
    lines.append(f"every one of them is complete in {kept}; once MongoDB is back, upload them with:")
    lines.append(f"  {mongo.push_command(kept)}")
    return "\n".join(lines)


def all_ok(outcomes: Sequence[TrialOutcome]) -> bool:
    """True if every trial completed (now or in an earlier run of the suite)."""
    return all(o.status in OK_STATUSES for o in outcomes)
