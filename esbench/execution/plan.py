"""A suite opened once, before its first trial: the :class:`SuitePlan` every driver takes.

:func:`plan_suite` turns a loaded suite and the command's choices into a :class:`SuiteRequest`
(the trials to run, the file store, the trackers); nothing is written yet (``--dry-run`` prints it).
:func:`open_suite` then does everything that has to happen before a first trial, in this order:

1. takes the work store's lock (one ``esbench run`` per store) and an
   :class:`~esbench.core.interrupts.InterruptGuard` (SIGINT / SIGTERM become INTERRUPTED runs);
2. opens and checks every tracker (:mod:`esbench.stores.tracker`; one line and exit 2 before
   anything is written);
3. reads the store ``--resume`` reads ONCE (the file store, else the suite's runs in a readable
   tracker), with metrics when resuming (a readable tracker's runs beside a file store: once,
   without metrics);
4. closes the runs a dead driver left RUNNING in the file store
   (:func:`~esbench.execution.state.close_dead_runs`, on the runs just read), and their copies in
   every tracker (:meth:`~esbench.stores.tracker.Tracker.close_killed`);
5. picks the run set (:func:`~esbench.execution.state.choose_run_set`: a plain second run of stored
   trials is refused, ``--fresh`` starts a set, ``--resume`` continues the latest);
6. writes the suite's (masked) text and full trial list beside the runs;
7. keeps, with ``resume``, the run set's runs read whole (every run records its set:
   :mod:`esbench.stores.runs`) and names each other one with its path and problem: the drivers
   (:mod:`esbench.execution.driver`) skip the trials already COMPLETED there with the same config.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from esbench.core.config import Trial, file_store_dir
from esbench.core.errors import EsbenchError
from esbench.core.interrupts import InterruptGuard
from esbench.execution.attempt import SuiteContext
from esbench.execution.state import choose_run_set, close_dead_runs, readable
from esbench.stores.file_store import FileRunStore
from esbench.stores.runs import RawRun, RunReader, RunStore, Unreadable
from esbench.stores.tracker import Tracker

if TYPE_CHECKING:
    from esbench.suite.model import Suite


@dataclasses.dataclass(frozen=True, kw_only=True)
class SuiteRequest:
    """What ``esbench run`` was asked to do, before anything is written (:func:`plan_suite`)."""

    name: str
    """The suite's name (a readable tracker's collection prefix, the report's directory)."""
    text: str
    """The suite's text as read (with ``--set``, the overridden suite); masked when stored."""
    all_trials: tuple[Trial, ...]
    """Every trial of the suite: the trial list stored beside the runs (also with ``--only``)."""
    trials: tuple[Trial, ...]
    """The trials to run, in suite order."""
    store_dir: Path | None
    """The file store (None: a readable tracker only)."""
    work_dir: Path
    """Checkpoints, the lock and, without a file store, the runs a tracker could not take."""
    trackers: tuple[Tracker, ...] = ()
    """The trackers every run also goes to (opened, not yet checked)."""
    resume: bool = False
    """Continue the latest run set (``--resume``)."""
    fresh: bool = False
    """Start a new run set (``--fresh``)."""
    setting: str = "store.file"
    """Where the work directory came from (``--results``, ``store.file``), for messages."""
    keep_checkpoints: bool = False
    """Keep completed trials' checkpoints (``store.keep_checkpoints``); else the suite removes them."""

    @property
    def where(self) -> str:
        """The stores, as the lines about them name them (passwords masked)."""
        stores = [str(self.store_dir)] if self.store_dir is not None else []
        return " and ".join(stores + [f"{t.title} {t.masked}" for t in self.trackers])

    def dry_run(self) -> str:
        """What ``--dry-run`` prints: the stores, then one line per trial; with ``resume``, what
        ``--resume`` would do with it (:func:`~esbench.execution.preview.resume_preview`)."""
        lines = [self.heading]
        actions: list[str] = [""] * len(self.trials)
        if self.resume:
            from esbench.execution.preview import resume_preview

            actions = [f"  {a}" for a in resume_preview(self.trials, self.store_dir, self.work_dir)]
        for i, (t, action) in enumerate(zip(self.trials, actions, strict=True), start=1):
            steps = t.budget.timesteps
            lines.append(f"{i:4d}  {t.label:<16} {t.algo:<12} {t.env:<28} seed={t.seed:<6} timesteps={steps}"
                         f"{action}")  # fmt: skip
        return "\n".join(lines)

    @property
    def heading(self) -> str:
        """``suite 'NAME': N trials -> STORES``, as a run and a dry run start."""
        return f"suite '{self.name}': {len(self.trials)} trials -> {self.where}"


def plan_suite(
    suite: Suite,
    text: str,
    *,
    only: Sequence[str] | None = None,
    results: Path | None = None,
    trackers: Mapping[str, str | None] | None = None,
    resume: bool = False,
    fresh: bool = False,
    source: str = "suite",
) -> SuiteRequest:
    """The request for ``suite`` (read from ``text``): its trials (``only``: these labels or envs), the
    file store (``results``, else ``store.file``, else ``results/<name>``) and the trackers
    (``trackers``: ``{name: spec}``, a built-in one's spec else its environment variable, else the
    suite's ``store`` section: :func:`~esbench.stores.tracker_registry.resolve_trackers`). Raises
    :class:`EsbenchError` (naming ``source``, the suite's file) when the runs would be stored nowhere
    (a tracker esbench does not read back is a copy, not a store)."""
    from esbench.stores.tracker_registry import resolve_trackers
    from esbench.suite.load import expand, select

    all_trials = expand(suite)
    store_dir = file_store_dir(suite.store.file, results, suite.name)
    opened = resolve_trackers(trackers or {}, suite.store)
    if store_dir is None and not any(t.readable for t in opened):
        raise EsbenchError(
            f"{source}: store.file is off and no MongoDB URL is given "
            "(store.mongo, --mongo or ESBENCH_MONGO): the runs would not be stored"
        )
    return SuiteRequest(
        name=suite.name, text=text, all_trials=tuple(all_trials), trials=tuple(select(all_trials, only)),
        store_dir=store_dir, work_dir=store_dir or Path("results") / suite.name, trackers=opened,
        resume=resume, fresh=fresh, setting="--results" if results is not None else "store.file",
        keep_checkpoints=suite.store.keep_checkpoints,
    )  # fmt: skip


@dataclasses.dataclass(frozen=True, kw_only=True)
class SuitePlan:
    """A suite opened once (:func:`open_suite`): its trials in suite order, the stored runs of its
    run set that ``--resume`` reads (none without it), and what every trial shares (stores, work
    directory, resume, output, guard, run set: :class:`~esbench.execution.attempt.SuiteContext`)."""

    trials: tuple[Trial, ...]
    stored: tuple[RawRun, ...]
    ctx: SuiteContext
    unreadable: tuple[Unreadable, ...] = ()
    """With ``resume``: the stored runs that could not be read whole (named when the suite opened;
    their trials run again): ``esbench run --resume`` then exits 3."""
    keep_checkpoints: bool = False
    """Keep completed trials' checkpoints (:attr:`SuiteRequest.keep_checkpoints`)."""

    def tag(self, index: int) -> str:
        """``[i/n] name``, as every line about the ``index``-th trial (1-based) starts."""
        return f"[{index}/{self.ctx.total}] {self.trials[index - 1].name}"


@contextlib.contextmanager
def open_suite(
    request: SuiteRequest, *, out: TextIO, on_wait: Callable[[str], None] | None = None
) -> Iterator[SuitePlan]:
    """Open the suite of ``request`` (see the module docstring) and hold its lock and guard for the
    block. Lines go to ``out``; ``on_wait`` says that the lock is held by a previous driver's trials."""
    from esbench.core.paths import writable_directory
    from esbench.stores.secrets import mask_suite_text

    writable_directory(request.work_dir, request.setting)
    work_store = FileRunStore(request.work_dir)
    with work_store.lock(on_wait=on_wait), InterruptGuard() as guard:
        for tracker in request.trackers:  # unreachable, refused, a link, a full disk: exit 2 here
            print(tracker.checked_line(tracker.check(request.name), request.name), file=out)
        readers = [t for t in request.trackers if t.readable]
        suite_runs = readers[0].runs(request.name) if readers else None
        # The store --resume reads (the file store, else a tracker's), and a tracker's beside a file store.
        primary = FileRunStore(request.store_dir) if request.store_dir is not None else suite_runs
        beside = suite_runs if request.store_dir is not None else None
        with guard.deferred():
            runs, broken = _read_once(request, primary, out)
            others = list(beside.iter_runs(metrics=False)) if beside is not None else []
        stores = [s for s in (primary, beside) if s is not None]
        run_set, started = choose_run_set(
            stores, request.trials, runs=[*runs, *others], resume=request.resume, fresh=request.fresh,
            where=request.where,
        )  # fmt: skip
        # Every URL with a password anywhere in the suite is masked, not only the one in use.
        suite_text = mask_suite_text(request.text, [url for t in request.trackers for url in t.secrets()])
        for tracker in request.trackers:
            tracker.set_suite_text(suite_text)
        trial_list = [t.to_config() for t in request.all_trials]
        written: list[RunStore] = [s for s in (suite_runs, work_store) if s is not None]
        for store in written:
            store.write_suite(suite_text)
            store.write_trials(trial_list)
        if started:
            print(started, file=out)
        print(request.heading, file=out, flush=True)
        kept = tuple(r for r in runs if r.run_set == run_set and readable(r)) if request.resume else ()
        ctx = SuiteContext(
            store_dir=request.store_dir, work_dir=request.work_dir, resume=request.resume, extra_observers=(),
            out=out, guard=guard, total=len(request.trials), run_set=run_set, trackers=request.trackers,
        )  # fmt: skip
        yield SuitePlan(trials=request.trials, stored=kept, ctx=ctx, unreadable=tuple(broken),
                        keep_checkpoints=request.keep_checkpoints)  # fmt: skip


def _read_once(
    request: SuiteRequest, primary: RunStore | None, out: TextIO
) -> tuple[list[RawRun], list[Unreadable]]:
    """The runs of the store ``--resume`` reads (``primary``: read once, with metrics when resuming,
    then the file store's dead runs closed) and, with ``resume``, those not read whole (each named on
    ``out``)."""
    if primary is None:
        return [], []
    reader = RunReader()
    runs = list(reader.runs(primary, metrics=request.resume))
    if request.store_dir is not None and isinstance(primary, FileRunStore):
        before = {r.run_id: r.status for r in runs}
        runs = close_dead_runs(request.store_dir, request.work_dir, out, runs=runs).runs
        closed = [r for r in runs if before.get(r.run_id) == "RUNNING" and r.status != "RUNNING"]
        for tracker in request.trackers if closed else ():  # their copies too, as the file store says
            for line in tracker.close_killed(closed, request.store_dir.resolve().name):
                print(line, file=out, flush=True)
    if not request.resume:
        return runs, []
    for found in reader.unreadable:
        print(f"{found.line()} (not taken as done: its trial runs again)", file=out)
    return runs, reader.unreadable
