"""One tracking interface: every backend that keeps a copy of esbench's runs (MongoDB, MLflow,
TensorBoard, Weights & Biases, an outside one) is a :class:`Tracker`, and ``esbench.execution``
knows only this module.

A tracker is opened from a spec (``--mlflow DIR``, ``--tensorboard DIR``, ``--track NAME=SPEC``, or
its environment variable) without connecting (:meth:`Tracker.open`), then checked once before a
suite's first trial (:meth:`Tracker.check`: one line naming what is wrong and what to do, exit 2).
Live runs reach it through a Sacred observer (:meth:`Tracker.observer`): a :class:`RunTracker`
(MLflow, TensorBoard, W&B, outside trackers) writes :meth:`~RunTracker.start_run`,
:meth:`~RunTracker.log_metrics` (with :meth:`~RunTracker.log_info`, the run's info, for those
that keep it) and :meth:`~RunTracker.finish`, which :class:`TrackerObserver` calls; MongoDB keeps
Sacred's own schema through its own observer. A stored run is pushed by :meth:`Tracker.push_run`
(idempotent by the run's identity), which also closes the copy of a run a killed driver left open
(:meth:`Tracker.close_killed`). A tracker's failure never stops a run: its copy is marked
incomplete (the observer's ``problem``) and the file store keeps everything. Any exception counts,
``SystemExit`` too (:func:`is_tracker_fault`), except a ``KeyboardInterrupt`` in the main thread:
Ctrl-C (or SIGTERM, :class:`~esbench.core.interrupts.Interrupted`) stops the run as it always does.

The registry (:mod:`esbench.stores.tracker_registry`) maps names to classes: the built-in ones and
those outside distributions declare through the ``esbench.trackers`` entry point group; it puts an
outside tracker behind :class:`~esbench.stores.outside_tracker.OutsideTracker`, which contains its
faults.
"""

from __future__ import annotations

import dataclasses
import threading
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar, TextIO

from sacred.observers import RunObserver

from esbench.stores.runs import RawRun, run_uid

#: One metric point: ``(name, value, timestamp in epoch ms, step = training env steps)``.
Point = tuple[str, float, int, int]


@dataclasses.dataclass(frozen=True, kw_only=True)
class RunStart:
    """What a tracker is told when a run starts (live) or is pushed."""

    config: dict[str, Any]
    """The trial's resolved config (suite, label, algo, env, seed, params, ...); stored data when
    pushed: a tracker checks what it derives a path or a name from."""
    store_name: str
    """The name of the store the run's id belongs to (the file store directory's name)."""
    run_id: Any
    """The run's id in that store (None: not known yet)."""
    uid: str
    """The run's identity across stores (:func:`~esbench.stores.observer.run_uid`)."""
    run_set: Any
    """The run set the run belongs to (``esbench run --fresh``)."""
    start_ms: int
    """When the run started (epoch ms)."""


def millis(value: Any) -> int:
    """Epoch milliseconds of a Sacred time (a naive UTC datetime, or its ISO string; else now)."""
    import datetime as dt
    import time

    if isinstance(value, str):
        try:
            value = dt.datetime.fromisoformat(value)
        except ValueError:
            return int(time.time() * 1000)
    if isinstance(value, dt.datetime):
        if value.tzinfo is None:
            value = value.replace(tzinfo=dt.timezone.utc)
        return int(value.timestamp() * 1000)
    return int(time.time() * 1000)


def is_tracker_fault(exc: BaseException) -> bool:
    """True if ``exc``, raised by a tracker's code, is that tracker's failure, to be contained (a copy
    incomplete, one line): any exception, ``SystemExit`` too, but a ``KeyboardInterrupt`` in the main
    thread, where Ctrl-C and SIGTERM arrive (it stops the run)."""
    return not (isinstance(exc, KeyboardInterrupt) and threading.current_thread() is threading.main_thread())


def one_line(exc: BaseException) -> str:
    """``exc`` as ``Type: first line of its text`` (at most 300 characters)."""
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return f"{type(exc).__name__}: {text}"[:300]


def described(tracker: Tracker, exc: BaseException) -> str:
    """:meth:`Tracker.describe` of ``exc``, in one line; only the exception's type if it fails."""
    try:
        text = str(tracker.describe(exc)).strip()
    except BaseException as err:  # a tracker's describe may be as broken as the rest of it
        if not is_tracker_fault(err):
            raise
        return f"{type(exc).__name__} (its text withheld: {type(tracker).__name__}.describe failed)"
    return (text.splitlines() or [type(exc).__name__])[0][:300]


class Tracker(ABC):
    """A tracking backend (see the module docstring). Instances are picklable (a ``--jobs`` trial
    process gets one; a client is opened again there)."""

    name: ClassVar[str] = ""
    """The registry's name (``mlflow``); the spec of ``--track NAME=SPEC``."""
    title: ClassVar[str] = ""
    """How lines name it (``MLflow``)."""
    env_var: ClassVar[str | None] = None
    """The environment variable giving its spec when the command line does not (None: none)."""
    readable: ClassVar[bool] = False
    """True if esbench reads runs back from it (:meth:`runs`; MongoDB): a store, not only a copy."""

    origin: str = ""
    """Where the spec came from (``--mlflow``, ``ESBENCH_MLFLOW``, ...)."""

    @classmethod
    @abstractmethod
    def open(cls, spec: str, origin: str) -> Tracker:
        """The tracker of ``spec`` (no connection yet); :class:`~esbench.core.errors.EsbenchError`
        (one line) when the spec is malformed or refused."""

    @classmethod
    def suite_spec(cls, store: Any) -> str | None:
        """The spec a suite's ``store`` section gives (None: none; MongoDB's ``store.mongo``)."""
        return None

    @property
    @abstractmethod
    def masked(self) -> str:
        """Where it writes, printable (any password masked)."""

    @abstractmethod
    def check(self, suite: str | None = None) -> float:
        """Open and check it (a write, for ``suite`` when given); the seconds it took. Raises
        :class:`~esbench.core.errors.EsbenchError`: one line naming what is wrong and what to do."""

    @abstractmethod
    def observer(self, store_name: str, spool_dir: Path | None = None) -> Any:
        """A fresh Sacred observer writing one live run here; its ``problem`` (None, or why the copy
        is incomplete) is read when the run ends."""

    @abstractmethod
    def push_run(self, raw: RawRun, store_name: str) -> str:
        """Write one stored run here: ``inserted``, ``replaced`` or ``unchanged`` (one copy per run
        identity, also under concurrent pushes)."""

    def describe(self, exc: BaseException) -> str:
        """A failure of this tracker in one (masked) line."""
        return one_line(exc)

    def secrets(self) -> list[str]:
        """URLs whose passwords are masked wherever the suite's text is stored."""
        return []

    def set_suite_text(self, text: str | None) -> None:  # noqa: B027 - optional: most trackers keep no suite
        """The suite's (masked) text, stored with each run by trackers that keep it."""

    def runs(self, suite: str) -> Any:
        """The suite's runs here as a :class:`~esbench.stores.runs.RunStore` (readable trackers only)."""
        raise NotImplementedError(f"{self.title} keeps a copy esbench does not read back")

    def checked_line(self, seconds: float, suite: str) -> str:
        """The line ``esbench run`` prints after :meth:`check`."""
        return f"{self.title} {self.masked} ({self.origin}): reachable and writable ({seconds:.2f} s)"

    def push_store(self, directory: str | Path, out: TextIO | None = None) -> Any:
        """Push every run of the file store ``directory``: a :class:`~esbench.stores.push.PushResult`."""
        from esbench.stores.file_store import FileRunStore
        from esbench.stores.push import PushResult, push_runs

        directory = Path(directory)
        name = directory.resolve().name
        result = PushResult(where=self.title)
        return push_runs(FileRunStore(directory), lambda raw: self.push_run(raw, name), result, out)

    def closing_line(self) -> str | None:
        """The line a command prints once it wrote runs here (W&B's ``wandb sync``; None: none)."""
        return None

    def push_command(self, directory: str | Path) -> str:
        """The ``esbench push`` command that uploads ``directory`` here (no password)."""
        return f"esbench push {directory} --track '{self.name}={self.masked}'"

    def close_killed(self, closed: Sequence[RawRun], store_name: str) -> list[str]:
        """Close the copies of ``closed`` (runs a killed driver left RUNNING, now recorded INTERRUPTED
        in the file store) by pushing their final state; one line per run."""
        from esbench.stores.mongo_write import unreadable_because

        lines = []
        for raw in closed:
            if (problem := unreadable_because(raw)) is not None:
                lines.append(f"{self.title}: run {raw.run_id}'s copy not closed ({problem})")
                continue
            try:
                self.push_run(raw, store_name)
                lines.append(f"{self.title}: run {raw.run_id}'s copy closed {raw.status}")
            except BaseException as exc:  # the file store has it: `esbench push` later
                if not is_tracker_fault(exc):
                    raise
                lines.append(f"{self.title}: run {raw.run_id}'s copy not closed ({described(self, exc)})")
        return lines

    def incomplete_note(self, rows: Sequence[tuple[str, Any, str]], kept: Path | None) -> str:
        """The summary's note on runs whose copy here is incomplete (``rows``: trial, run id, problem)
        and where they are complete (``kept``; None: in a readable tracker)."""
        lines = [f"{self.title} ({self.masked}): {len(rows)} run(s) incomplete there; nothing is lost:"]
        lines += [f"  {name} (run {run_id or '-'}): {problem}" for name, run_id, problem in rows]
        if kept is None:
            lines.append(
                "every one of them is complete in the store esbench reads (`esbench push` reads file stores)"
            )
        else:
            lines.append(
                f"every one of them is complete in {kept}; once {self.title} is back, upload them with:"
            )
            lines.append(f"  {self.push_command(kept)}")
        return "\n".join(lines)


class RunTracker(Tracker):
    """A tracker that writes runs through three calls (MLflow, TensorBoard, an outside tracker);
    its live observer is :class:`TrackerObserver`."""

    @abstractmethod
    def start_run(self, run: RunStart) -> Any:
        """Start a run here: its handle (passed to :meth:`log_metrics` and :meth:`finish`)."""

    @abstractmethod
    def log_metrics(self, handle: Any, points: Sequence[Point]) -> None:
        """Log metric points of the run ``handle``."""

    @abstractmethod
    def finish(self, handle: Any, status: str, end_ms: int | None) -> None:
        """End the run ``handle`` with Sacred's ``status`` (COMPLETED, FAILED, INTERRUPTED, ...)."""

    def log_artifact(self, handle: Any, path: Path, name: str) -> None:
        """Store the file ``path`` as the run's artifact ``name`` (default: not kept)."""

    def log_info(self, handle: Any, info: Mapping[str, Any]) -> None:
        """The run's info so far (Sacred's ``info``: provenance, cores, ...; its last one when it
        ends), at every heartbeat (default: not kept)."""

    def observer(self, store_name: str, spool_dir: Path | None = None) -> Any:
        """:class:`TrackerObserver` over this tracker."""
        return TrackerObserver(self, store_name)


#: Below MongoDB's 10 (and the file store's 20): the file store assigns the run id first.
PRIORITY = 5


class TrackerObserver(RunObserver):
    """A Sacred observer writing one run through a :class:`~esbench.stores.tracker.RunTracker`."""

    priority = PRIORITY

    def __init__(self, tracker: RunTracker, store_name: str):
        self.tracker = tracker
        self.store_name = store_name
        self.handle: Any = None
        """The tracker's handle of the run (None until it started there)."""
        self.problem: str | None = None
        """Why the copy is incomplete (None: every write succeeded so far)."""

    @property
    def incomplete(self) -> bool:
        """True when the tracker's copy of the run misses something."""
        return self.problem is not None

    def _write(self, when: str, write: Callable[[], None]) -> None:
        """Call ``write`` unless a write failed before; a failure (:func:`is_tracker_fault`: a
        ``SystemExit`` too, which Sacred's heartbeat thread would swallow) is recorded, never raised."""
        if self.problem is not None:
            return
        try:
            write()
        except BaseException as exc:  # the run goes on without this copy
            if not is_tracker_fault(exc):
                raise  # Ctrl-C, SIGTERM: the run stops, as it does
            self.problem = f"{when}: {described(self.tracker, exc)}"

    def started_event(self, ex_info, command, host_info, start_time, config, meta_info, _id):
        """Start the run; the file store's id is its ``run_id``."""
        start = RunStart(
            config=dict(config), store_name=self.store_name, run_id=_id,
            uid=run_uid(config, start_time.isoformat()), run_set=meta_info.get("run_set"),
            start_ms=millis(start_time),
        )  # fmt: skip

        def begin() -> None:
            self.handle = self.tracker.start_run(start)

        self._write("start", begin)
        return None  # the run's id is the file store's (or MongoDB's)

    def log_metrics(self, metrics_by_name, info):
        """Give the run's info and log the new points, step = training env steps."""
        points = [
            (name, float(value), millis(ts), int(step))
            for name, series in metrics_by_name.items()
            for value, step, ts in zip(series["values"], series["steps"], series["timestamps"], strict=True)
        ]
        if info and self.handle is not None:
            self._write("info", lambda: self.tracker.log_info(self.handle, info))
        if points and self.handle is not None:
            self._write("metrics", lambda: self.tracker.log_metrics(self.handle, points))

    def artifact_event(self, name, filename, metadata=None, content_type=None):
        """Store an artifact of the run (e.g. ``notices.txt``)."""
        if self.handle is not None:
            self._write(
                f"artifact {name}", lambda: self.tracker.log_artifact(self.handle, Path(filename), name)
            )

    def completed_event(self, stop_time, result):
        """COMPLETED."""
        self._finish("COMPLETED", stop_time)

    def interrupted_event(self, interrupt_time, status):
        """INTERRUPTED, or Sacred's status of the stop (``PRUNED``)."""
        self._finish(status, interrupt_time)

    def failed_event(self, fail_time, fail_trace):
        """FAILED."""
        self._finish("FAILED", fail_time)

    def _finish(self, status: str, when: Any) -> None:
        if self.handle is not None:
            self._write("end", lambda: self.tracker.finish(self.handle, status, millis(when)))
