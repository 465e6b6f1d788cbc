"""One attempt at one trial, wherever it runs: in the ``esbench run`` process, in a ``--jobs`` trial
process (:mod:`esbench.execution.local.process`) or in a cluster host
(:mod:`esbench.execution.cluster.host`).

:func:`attempt_trial` prepares the trial's checkpoint directory, runs the trial under Sacred
(:func:`esbench.execution.experiment.run_trial`) through the suite's observers, prints its
``[i/n] name`` lines (:class:`ProgressPrinter`) and says what happened in a
:class:`~esbench.execution.outcomes.TrialOutcome`. A trial that raises is recorded FAILED (traceback
in its Sacred run); a signal (its :class:`~esbench.core.interrupts.InterruptGuard`) marks its run
INTERRUPTED (Sacred flushes its metrics). Runs are written by
:class:`~esbench.stores.file_observer.AtomicFileStorageObserver` (whole files only), and to every
tracker of the suite (:class:`~esbench.stores.tracker.Tracker`, through its observer). A tracker's
failure never stops a run: its copy is marked incomplete and the file store (or, without one, the
spool directory ``<work dir>/mongo_unsaved``) keeps everything.
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from esbench.core.config import Trial
from esbench.core.files import is_run_id
from esbench.core.interrupts import InterruptGuard
from esbench.execution.experiment import run_trial
from esbench.execution.kept import CheckpointKept
from esbench.execution.outcomes import SPOOL_DIR, TrialOutcome, contract_note, format_return
from esbench.execution.state import normalised_config, prepare_checkpoint_dir, start_line
from esbench.stores.atomic import is_disk_full
from esbench.stores.file_observer import AtomicFileStorageObserver
from esbench.stores.runs import RawRun

if TYPE_CHECKING:
    from esbench.stores.tracker import Tracker

#: Seconds between two progress lines of the same run.
PROGRESS_INTERVAL_S = 5.0


@dataclasses.dataclass(frozen=True, kw_only=True)
class SuiteContext:
    """What every trial of an opened suite shares, whichever driver runs it (stores, resume,
    output, guard, run set, and run ``info``). Built only by keyword; a trial process or host actor
    rebuilds it from the same fields with its own output, guard and ``info``."""

    store_dir: Path | None
    work_dir: Path
    resume: bool
    extra_observers: Sequence[Any]
    out: TextIO
    guard: InterruptGuard
    total: int
    run_set: int
    info: dict[str, Any] | None = None  # stored in each run's info (esbench run --jobs: cpu_ids, ...)
    trackers: tuple[Tracker, ...] = ()  # every run also written to these (checked when the suite opened)


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


def contended(run: RawRun, trial: Trial) -> bool:
    """Whether ``run`` measured ``trial``'s wall-clock on a busy host: the trial has a wall-clock
    budget (a race's) and the run's host was contended (``info.host_load.contended``,
    :mod:`esbench.runners.host_load`). Such a run's times are not the algorithm's, so ``--resume``
    runs its trial again (the report counts the later quiet run; the contended one is kept, listed as
    not counted). A step-budget trial's results do not depend on the load: never."""
    if trial.budget.wall_clock_s is None:
        return False
    host = (run.info or {}).get("host_load")
    return isinstance(host, dict) and host.get("contended") is True


def latest_completed(stored: Sequence[RawRun], trial: Trial) -> RawRun | None:
    """The latest stored run of ``trial`` (same config) that COMPLETED, contended or not."""
    wanted = normalised_config(trial.to_config())
    for run in reversed(stored):
        if run.status == "COMPLETED" and normalised_config(dict(run.config or {})) == wanted:
            return run
    return None


def completed_run(stored: Sequence[RawRun], trial: Trial) -> RawRun | None:
    """The latest stored run of ``trial`` (same config) that COMPLETED, if any, unless it is
    :func:`contended` (its trial then runs again)."""
    run = latest_completed(stored, trial)
    return None if run is None or contended(run, trial) else run


def contended_run(stored: Sequence[RawRun], trial: Trial) -> RawRun | None:
    """The latest COMPLETED run of ``trial`` (same config) when it is :func:`contended`, else None."""
    run = latest_completed(stored, trial)
    return run if run is not None and contended(run, trial) else None


def skipped(ctx: SuiteContext, stored: Sequence[RawRun], index: int, trial: Trial) -> TrialOutcome | None:
    """The trial's outcome if it completed before (``stored``: the run set's runs), said in its
    ``already completed`` line; None: it has to run."""
    done = latest_completed(stored, trial)
    if done is not None and contended(done, trial):
        print(f"[{index}/{ctx.total}] {trial.name}: run {done.run_id} completed on a busy host (its "
              "wall-clock contended: info.host_load), so it runs again", file=ctx.out)  # fmt: skip
        return None
    if done is None:
        return None
    run_id = int(done.run_id) if is_run_id(done.run_id) else done.run_id
    print(f"[{index}/{ctx.total}] {trial.name}: already completed (run {run_id}), skipped", file=ctx.out)
    result = (done.run or {}).get("result")
    info = done.info or {}
    return TrialOutcome(
        trial=trial,
        status="SKIPPED",
        final_return=result,
        wall_clock_s=_finite(info.get("wall_clock_s")),  # the stored run's, as it ran
        setup_s=_finite(info.get("setup_s")),
        run_id=run_id,
    )


def _finite(value: Any) -> float | None:
    """A stored number as a float, None when it is absent or not a number."""
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None


def attempt_trial(ctx: SuiteContext, index: int, trial: Trial) -> TrialOutcome:
    """Run the ``index``-th trial (1-based) of the suite and say what happened (see the module docstring)."""
    tag, out, guard = f"[{index}/{ctx.total}] {trial.name}", ctx.out, ctx.guard
    config = trial.to_config()  # once per attempt: the checkpoint's marker and the run's config
    with guard.deferred():
        print(f"{tag}: {start_line(ctx.work_dir, trial, ctx.resume, config)}", file=out, flush=True)
        try:
            checkpoint_dir = prepare_checkpoint_dir(
                ctx.work_dir,
                trial,
                ctx.resume,
                config,
                lambda line: print(f"{tag}: {line}", file=out, flush=True),
            )
        except CheckpointKept as exc:  # --resume cannot continue it: kept, the trial FAILED
            print(f"{tag}: FAILED ({exc})", file=out, flush=True)
            return TrialOutcome(trial=trial, status="FAILED", error=str(exc))
        except OSError as exc:
            error = f"{type(exc).__name__}: {exc}".splitlines()[0]
            print(f"{tag}: FAILED ({error})", file=out, flush=True)
            return TrialOutcome(trial=trial, status="FAILED", error=error, disk_full=is_disk_full(exc))
        store_dir = ctx.store_dir
        file_observer = AtomicFileStorageObserver(str(store_dir)) if store_dir is not None else None
        name = store_dir.resolve().name if store_dir is not None else trial.suite
        spool = None if store_dir is not None else ctx.work_dir / SPOOL_DIR
        tracked = [(t, t.observer(name, spool)) for t in ctx.trackers]
        observers = [o for o in (file_observer,) if o is not None] + [o for _, o in tracked]
        observers += list(ctx.extra_observers)
        progress = ProgressPrinter(ctx.total, out, guard).for_trial(index, trial)
    started = time.perf_counter()
    try:
        run = run_trial(trial, observers, progress, checkpoint_dir, ctx.run_set, ctx.info, config)
    except KeyboardInterrupt as exc:
        with guard.deferred():
            outcome = TrialOutcome.interrupted(
                trial,
                guard,
                exc,  # Ray re-raises a plain KeyboardInterrupt: the guard knows the signal
                elapsed_s=time.perf_counter() - started,
                run_id=_run_id(file_observer, tracked),
            )
            _note_files(outcome, file_observer, out, tag)
            _note_trackers(outcome, tracked, out, tag)
            return outcome
    except Exception as exc:  # the run is recorded FAILED by Sacred with its traceback; go on
        with guard.deferred():
            error = f"{type(exc).__name__}: {exc}".splitlines()[0]
            outcome = TrialOutcome(
                trial=trial,
                status="FAILED",
                elapsed_s=time.perf_counter() - started,
                run_id=_run_id(file_observer, tracked),
                error=error,
                disk_full=is_disk_full(exc),
            )
            print(f"{tag}: FAILED ({error})", file=out, flush=True)
            _note_files(outcome, file_observer, out, tag)
            _note_trackers(outcome, tracked, out, tag)
            return outcome
    with guard.deferred():
        run_id = run.run_id if run.run_id is not None else _run_id(file_observer, tracked)
        outcome = TrialOutcome(
            trial=trial,
            status=run.status,
            final_return=run.result,
            wall_clock_s=run.info.get("wall_clock_s"),
            setup_s=run.info.get("setup_s"),
            elapsed_s=time.perf_counter() - started,
            run_id=run_id,
        )
        if _note_files(outcome, file_observer, out, tag):
            outcome.status = "FAILED"
        broken = run.info.get("contract_violations") or []
        if broken:  # recorded on the run (Runner.run) and shown here and in the report, not refused
            outcome.error = outcome.error or contract_note(broken)
        note = f"; {contract_note(broken)}" if broken else ""
        print(f"{tag}: {outcome.status}, final eval return {format_return(run.result)}{note}", file=out)
        _note_trackers(outcome, tracked, out, tag)
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


def _note_trackers(
    outcome: TrialOutcome, tracked: Sequence[tuple[Tracker, Any]], out: TextIO, tag: str
) -> None:
    """Record (and print) why a tracker's copy of the run is incomplete, for each one whose is."""
    for tracker, observer in tracked:
        if observer.problem is not None:
            outcome.tracker_problems[tracker.title] = observer.problem
            spooled = getattr(observer, "spooled", None)
            where = f" (kept in {spooled})" if spooled else ""
            print(
                f"{tag.split(']')[0]}] {tracker.title} copy incomplete: {observer.problem}{where}",
                file=out,
                flush=True,
            )


def _run_id(observer: AtomicFileStorageObserver | None, tracked: Sequence[tuple[Any, Any]] = ()) -> Any:
    """The id of the run the file store (else a readable tracker) recorded (None if it never started)."""
    directory = getattr(observer, "dir", None)
    if directory:
        return int(Path(directory).name)
    for tracker, tracker_observer in tracked:
        if tracker.readable:
            entry = getattr(tracker_observer, "run_entry", None) or {}
            return entry.get("_id")
    return None
