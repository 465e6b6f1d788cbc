"""Running a suite: trials in order, one Sacred run each, failures recorded, a summary at the end.

A trial that raises is recorded FAILED (traceback in its Sacred run) and the suite goes on, unless
the disk is full: then the suite stops. Ctrl-C (SIGINT) or SIGTERM marks the current run INTERRUPTED
(Sacred flushes its metrics) and stops the suite; signals are handled by an
:class:`~esbench.core.interrupts.InterruptGuard`, so a second signal during the teardown never cuts the
summary short. Runs are written by
:class:`~esbench.stores.file_observer.AtomicFileStorageObserver` (whole files only); runs a dead
driver left RUNNING are closed first (:func:`~esbench.execution.state.close_dead_runs`). With
``resume=True`` trials already COMPLETED in the store's latest run set with the same config are
skipped (every run records its set: :mod:`esbench.stores.runs`), and a
runner that checkpoints continues an interrupted trial from its checkpoint; the stored runs are read
through the file store's :class:`~esbench.stores.file_store.FileRunStore` (else the suite's
:class:`~esbench.stores.mongo_runs.MongoRunStore`).

With a :class:`~esbench.stores.mongo.MongoStore`, every run is also written to MongoDB. A database
failure never stops a run: the run's MongoDB copy is marked incomplete, the file store (or, without
one, the spool directory ``<work dir>/mongo_unsaved``) keeps everything, and
:func:`format_store_notes` lists those runs with the ``esbench push`` command that uploads them.
"""

from __future__ import annotations

import contextlib
import dataclasses
import math
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from esbench.core.config import Trial
from esbench.core.interrupts import InterruptGuard, exit_code, stop_name
from esbench.execution.experiment import run_trial
from esbench.execution.state import (
    close_dead_runs,
    normalised_config,
    prepare_checkpoint_dir,
    readable_runs,
    trial_slug,
)
from esbench.stores.atomic import is_disk_full
from esbench.stores.file_observer import AtomicFileStorageObserver
from esbench.stores.file_store import FileRunStore
from esbench.stores.runs import RawRun, RunStore, latest_run_set

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
    disk_full: bool = False
    """The trial failed because the disk (or a quota) is full: the suite stops."""


__all__ = ["normalised_config", "trial_slug"]  # re-exported from campaign_state


class ProgressPrinter:
    """Prints "runs done / total", the current run's use of the budget that binds (steps, or seconds
    of training in a wall-clock race: :meth:`~esbench.core.config.Budget.progress`) and its latest
    eval, throttled."""

    def __init__(self, total: int, out: TextIO, guard: InterruptGuard | None = None):
        self.total = total
        self.out = out
        self.guard = guard

    def for_trial(self, index: int, trial: Trial):
        """The progress callback for the ``index``-th trial (1-based); also the run's interrupt check."""
        last = [-math.inf]

        def report(timesteps: int, budget: int, eval_return: float | None, wall_clock_s: float = 0.0) -> None:
            if self.guard is not None:
                self.guard.check()  # a signal some library swallowed stops the run here
            now = time.monotonic()
            used, text = trial.budget.progress(timesteps, wall_clock_s)
            if now - last[0] < PROGRESS_INTERVAL_S and used < 1.0:
                return
            last[0] = now
            score = "" if eval_return is None else f"  eval return {eval_return:.4g}"
            print(
                f"[{index}/{self.total}] {trial.name}: {text}{score}",
                file=self.out,
                flush=True,
            )

        return report


def run_suite(
    trials: Sequence[Trial],
    store_dir: Path | None,
    resume: bool = False,
    extra_observers: Sequence[Any] = (),
    out: TextIO | None = None,
    mongo: MongoStore | None = None,
    work_dir: Path | None = None,
    guard: InterruptGuard | None = None,
    run_set: int | None = None,
) -> list[TrialOutcome]:
    """Run ``trials`` in order into the file store ``store_dir`` (plus ``extra_observers``).

    With ``mongo``, each run is also written to that database (``store_dir`` None: MongoDB only).
    ``work_dir`` (default ``store_dir``) holds checkpoints and, without a file store, the runs
    MongoDB could not take. Progress and per-trial lines go to ``out`` (default: ``sys.stdout``).
    ``guard`` (entered by the caller; default: one held for this call) turns SIGINT and SIGTERM
    into an INTERRUPTED run and the end of the suite. Runs of the file store that a dead driver
    left RUNNING are closed first. Each run records ``run_set`` (default: the stores' latest set, the
    one ``resume`` reads; :func:`~esbench.execution.state.choose_run_set` picks it for ``esbench run``).
    """
    out = out or sys.stdout
    work_dir = work_dir or store_dir
    if work_dir is None or (store_dir is None and mongo is None):
        raise ValueError("run_suite needs a file store, or MongoDB and a work directory")
    own = guard is None
    guard = guard or InterruptGuard()
    with guard if own else contextlib.nullcontext():
        with guard.deferred():
            run_set, stored = open_suite(trials, store_dir, work_dir, mongo, resume, run_set, out)
        context = SuiteContext(
            store_dir=store_dir, work_dir=work_dir, resume=resume, extra_observers=extra_observers, out=out,
            mongo=mongo, guard=guard, total=len(trials), run_set=run_set,
        )  # fmt: skip
        printer = ProgressPrinter(len(trials), out, guard)
        outcomes: list[TrialOutcome] = []
        for index, trial in enumerate(trials, start=1):
            if guard.interrupted:
                break
            try:
                outcome = attempt_trial(context, printer, stored, index, trial)
            except KeyboardInterrupt as exc:  # landed between two steps of the suite itself
                name = stop_name(getattr(guard if guard.interrupted else exc, "signum", None))
                outcome = TrialOutcome(trial=trial, status="INTERRUPTED", error=name)
            outcomes.append(outcome)
            with guard.deferred():
                stop = _stop_reason(outcome, guard)
                if stop:
                    print(f"[{index}/{len(trials)}] {trial.name}: {stop}; the suite stops here", file=out)
                    break
        outcomes += [TrialOutcome(trial=t, status="NOT_RUN") for t in trials[len(outcomes) :]]
    return outcomes


def open_suite(
    trials: Sequence[Trial],
    store_dir: Path | None,
    work_dir: Path,
    mongo: MongoStore | None,
    resume: bool,
    run_set: int | None,
    out: TextIO,
) -> tuple[int, list[RawRun]]:
    """Before the first trial: close runs a dead driver left RUNNING; the run set (``run_set``, else
    the stores' latest) and, with ``resume``, its stored runs (else none)."""
    work_dir.mkdir(parents=True, exist_ok=True)
    if store_dir is not None:
        close_dead_runs(store_dir, work_dir, out)
    # runs read whole, for resume; with resume, each other one is named with its path and problem
    read = resume or run_set is None
    stored = readable_runs(run_store(store_dir, mongo, trials), out if resume else None) if read else []
    run_set = run_set or _latest_set(store_dir, mongo, trials, stored)
    return run_set, [r for r in stored if r.run_set == run_set] if resume else []


@dataclasses.dataclass(frozen=True, kw_only=True)
class SuiteContext:
    """A suite opened once: what every trial shares, whichever driver runs it (stores, resume,
    output, guard, run set, and run ``info``). Built only by keyword; a trial process or host actor
    rebuilds it from the same fields with its own output, guard and ``info``."""

    store_dir: Path | None
    work_dir: Path
    resume: bool
    extra_observers: Sequence[Any]
    out: TextIO
    mongo: MongoStore | None
    guard: InterruptGuard
    total: int
    run_set: int
    info: dict[str, Any] | None = None  # stored in each run's info (esbench run --jobs: cpu_ids, ...)


def _stop_reason(outcome: TrialOutcome, guard: InterruptGuard) -> str | None:
    """Why the suite stops after ``outcome`` (None: it goes on)."""
    if outcome.status == "INTERRUPTED" or guard.interrupted:
        return "interrupted" if guard.signum is None else f"interrupted ({stop_name(guard.signum)})"
    if outcome.disk_full:
        return "the disk is full (free some space, then continue with --resume)"
    return None


def attempt_trial(
    ctx: SuiteContext, printer: ProgressPrinter, stored: list[RawRun], index: int, trial: Trial
) -> TrialOutcome:
    """Run one trial (or skip it, completed before) and say what happened."""
    tag, out, guard = f"[{index}/{ctx.total}] {trial.name}", ctx.out, ctx.guard
    with guard.deferred():
        done = completed_run(stored, trial)
        if done is not None:
            run_id = int(done.run_id) if done.run_id.isdigit() else done.run_id
            print(f"{tag}: already completed (run {run_id}), skipped", file=out)
            result = (done.run or {}).get("result")
            return TrialOutcome(trial=trial, status="SKIPPED", final_return=result, run_id=run_id)
        print(f"{tag}: starting", file=out, flush=True)
        try:
            checkpoint_dir = prepare_checkpoint_dir(ctx.work_dir, trial, ctx.resume)
        except OSError as exc:
            error = f"{type(exc).__name__}: {exc}".splitlines()[0]
            print(f"{tag}: FAILED ({error})", file=out, flush=True)
            return TrialOutcome(trial=trial, status="FAILED", error=error, disk_full=is_disk_full(exc))
        store_dir = ctx.store_dir
        file_observer = AtomicFileStorageObserver(str(store_dir)) if store_dir is not None else None
        mongo_observer = None
        if ctx.mongo is not None:
            name = store_dir.resolve().name if store_dir is not None else trial.suite
            spool = None if store_dir is not None else ctx.work_dir / SPOOL_DIR
            mongo_observer = ctx.mongo.observer(name, spool)
        observers = [o for o in (file_observer, mongo_observer) if o is not None]
        observers += list(ctx.extra_observers)
    started = time.perf_counter()
    try:
        run = run_trial(
            trial, observers, printer.for_trial(index, trial), checkpoint_dir, ctx.run_set, ctx.info
        )
    except KeyboardInterrupt as exc:
        with guard.deferred():
            run_id = _run_id(file_observer, mongo_observer)
            wall = time.perf_counter() - started
            outcome = TrialOutcome(
                trial=trial,
                status="INTERRUPTED",
                wall_clock_s=wall,
                run_id=run_id,
                # Ray re-raises a plain KeyboardInterrupt: the guard knows the signal
                error=stop_name(getattr(guard if guard.interrupted else exc, "signum", None)),
            )
            _note_files(outcome, file_observer, out, tag)
            _note_mongo(outcome, mongo_observer, out, tag)
            return outcome
    except Exception as exc:  # the run is recorded FAILED by Sacred with its traceback; go on
        with guard.deferred():
            error = f"{type(exc).__name__}: {exc}".splitlines()[0]
            run_id = _run_id(file_observer, mongo_observer)
            wall = time.perf_counter() - started
            outcome = TrialOutcome(
                trial=trial, status="FAILED", wall_clock_s=wall, run_id=run_id, error=error
            )
            outcome.disk_full = is_disk_full(exc)
            print(f"{tag}: FAILED ({error})", file=out, flush=True)
            _note_files(outcome, file_observer, out, tag)
            _note_mongo(outcome, mongo_observer, out, tag)
            return outcome
    with guard.deferred():
        wall = run.info.get("wall_clock_s")
        run_id = run.run_id if run.run_id is not None else _run_id(file_observer, mongo_observer)
        outcome = TrialOutcome(
            trial=trial, status=run.status, final_return=run.result, wall_clock_s=wall, run_id=run_id
        )
        if _note_files(outcome, file_observer, out, tag):
            outcome.status = "FAILED"
        print(f"{tag}: {outcome.status}, final eval return {_fmt(run.result)}", file=out)
        _note_mongo(outcome, mongo_observer, out, tag)
        return outcome


def _note_files(
    outcome: TrialOutcome, observer: AtomicFileStorageObserver | None, out: TextIO, tag: str
) -> bool:
    """Record (and print) a write of the run's files that failed; True if one did."""
    if observer is None or observer.write_error is None:
        return False
    outcome.error = outcome.error or observer.write_problem
    outcome.disk_full = outcome.disk_full or is_disk_full(observer.write_error)
    print(f"{tag}: the file store's copy is incomplete: {observer.write_problem}", file=out, flush=True)
    return True


def run_store(store_dir: Path | None, mongo: MongoStore | None, trials: Sequence[Trial]) -> RunStore | None:
    """The store ``resume`` reads: the file store, else the suite's runs in MongoDB."""
    if store_dir is not None:
        return FileRunStore(store_dir)
    return mongo.runs(trials[0].suite) if mongo is not None and trials else None


def _latest_set(
    store_dir: Path | None, mongo: MongoStore | None, trials: Sequence[Trial], stored: list[RawRun]
) -> int:
    """The latest run set of the store ``resume`` reads (1 when there is none)."""
    store = run_store(store_dir, mongo, trials)
    return latest_run_set(store.run_set() if store is not None else None, stored)


def _note_mongo(outcome: TrialOutcome, observer: Any, out: TextIO, tag: str) -> None:
    """Record (and print) why the run's MongoDB copy is incomplete, if it is."""
    if observer is not None and observer.problem is not None:
        outcome.mongo_problem = observer.problem
        where = f" (kept in {observer.spooled})" if observer.spooled else ""
        print(
            f"{tag.split(']')[0]}] MongoDB copy incomplete: {observer.problem}{where}", file=out, flush=True
        )


def _run_id(observer: AtomicFileStorageObserver | None, mongo_observer: Any = None) -> Any:
    """The id of the run the file store (else MongoDB) recorded (None if it never started)."""
    directory = getattr(observer, "dir", None)
    if directory:
        return int(Path(directory).name)
    entry = getattr(mongo_observer, "run_entry", None) or {}
    return entry.get("_id")


def _fmt(value: float | None) -> str:
    return "-" if value is None or not math.isfinite(value) else f"{value:.4g}"


def completed_run(stored: list[RawRun], trial: Trial) -> RawRun | None:
    """The latest stored run of ``trial`` (same config) that COMPLETED, if any."""
    wanted = normalised_config(trial.to_config())
    for run in reversed(stored):
        if run.status == "COMPLETED" and normalised_config(dict(run.config or {})) == wanted:
            return run
    return None


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


def suite_exit_code(outcomes: Sequence[TrialOutcome], guard: InterruptGuard | None = None) -> int:
    """0: every trial completed; 130 (SIGINT, Ctrl-C) or 143 (SIGTERM): interrupted; 1: a trial failed."""
    if guard is not None and guard.signum is not None:
        return exit_code(guard.signum)
    if any(o.status == "INTERRUPTED" for o in outcomes):
        return exit_code(None)
    return 0 if all_ok(outcomes) else 1
