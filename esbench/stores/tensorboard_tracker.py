"""TensorBoard as a :class:`~esbench.stores.tracker.RunTracker` (``--tensorboard DIR``,
``$ESBENCH_TENSORBOARD``): every run's curves as event files, where rl-zoo and SB3 users keep theirs.

One subdirectory per run, ``DIR/<suite>/<label>__<env>__seed<seed>__<uid digest>``, each part made
a safe path component (:func:`~esbench.stores.safe_names.safe_component`: a stored config's
``../../x`` never leaves DIR) and checked component by component for links
(:func:`~esbench.stores.nofollow.inside`). In it:

- every metric a run logs (``eval.return_mean``, ``timesteps``, ``wall_clock_s``, ``es.*``, ...) as
  a scalar with step = training env steps and wall time = when it was logged;
- ``by_training_ms/<metric>`` for the eval metrics (``eval.*``): the same values with step = training
  milliseconds (``wall_clock_s`` at the same env step), TensorBoard's steps being integers;
- ``esbench-run.json`` (written whole, never through a link): the run's identity, status and the
  number of points the event files hold, read back with TensorBoard's own reader when it ends.

``esbench push --tensorboard DIR`` writes a stored run the same way, under a lock of DIR
(``.esbench-tensorboard.lock``): a run whose marker has the same status and points is left alone,
another one's event files are replaced. The event files are written with TensorBoard's own
``EventFileWriter`` (no torch, no TensorFlow), each under a name no one can guess beforehand; the
``tensorboard`` extra installs it.

DIR may be shared: no file in it is read through a link or a FIFO, and every read is bounded. The
marker is read only when it is a regular file (:func:`~esbench.core.files.read_bounded`); the event
files TensorBoard's reader would load from a run's directory are copied, each a regular file
(:func:`~esbench.core.files.open_regular`) and at most :data:`MAX_EVENT_BYTES` in all, into a private
directory that the reader loads. Anything else in their place is refused with exit code 2 (a run's
copy is recorded incomplete), naming it. The lock is waited on for at most ``$ESBENCH_TENSORBOARD_WAIT_S``
seconds, else ``$ESBENCH_LOCK_WAIT_S``, else 300 (:func:`~esbench.stores.nofollow.lock_wait_s`, as
for every tracker's lock), saying so when the wait starts; SIGTERM ends the wait.
"""

from __future__ import annotations

import contextlib
import dataclasses
import errno
import functools
import hashlib
import json
import os
import sys
import tempfile
import uuid
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from esbench.core.errors import EsbenchError
from esbench.core.files import NotRegularFile, open_regular, read_bounded
from esbench.stores.atomic import atomic_write_text, is_disk_full
from esbench.stores.nofollow import LinkRefused, held_exclusively, inside, lock_wait_s, refuse_link
from esbench.stores.runs import RawRun, run_uid
from esbench.stores.safe_names import safe_component
from esbench.stores.tracker import Point, RunStart, RunTracker, millis

#: The environment variable giving the directory when ``--tensorboard`` is not.
TENSORBOARD_ENV = "ESBENCH_TENSORBOARD"
#: The marker file of a run's directory.
MARKER = "esbench-run.json"
#: The tag prefix of the eval curves over training time (step = training milliseconds).
BY_TIME = "by_training_ms/"
#: The environment variable giving the seconds the directory's lock is waited on (before
#: ``$ESBENCH_LOCK_WAIT_S``, which bounds every tracker's lock).
WAIT_ENV = "ESBENCH_TENSORBOARD_WAIT_S"
#: The most bytes of event files read back from one run's directory (a run's own hold far fewer).
MAX_EVENT_BYTES = 1 << 30
_MAX_MARKER_BYTES = 64 * 1024
_LOCK = ".esbench-tensorboard.lock"
_EVENTS = "events.out.tfevents."


@dataclasses.dataclass
class _Run:
    """A run being written: its directory, writer and what it logged so far."""

    directory: Path
    writer: Any
    identity: dict[str, Any]
    seconds: dict[int, float] = dataclasses.field(default_factory=dict)
    """``wall_clock_s`` by env step (the eval curve over training time)."""
    evals: dict[int, list[tuple[str, float, int]]] = dataclasses.field(default_factory=dict)
    """Eval points whose step's training time is not known yet."""


def _import_writer() -> Any:
    try:
        from tensorboard.summary.writer.event_file_writer import EventFileWriter
    except ImportError as exc:
        raise EsbenchError(
            f'TensorBoard is not installed ({exc}); install it: pip install "tensorboard==2.21.0" '
            '(or, in the esbench checkout: pip install -e ".[tensorboard]")'
        ) from None
    return EventFileWriter


def held_points(directory: Path) -> int:
    """The scalar points the event files of a run's ``directory`` hold (TensorBoard's own reader, on
    a private copy of them: see the module docstring; the derived ``by_training_ms/`` curves not
    counted)."""
    from tensorboard.backend.event_processing.event_accumulator import SCALARS, EventAccumulator

    with tempfile.TemporaryDirectory(prefix="esbench-tensorboard-") as private:
        _copy_event_files(directory, Path(private))
        acc = EventAccumulator(private, size_guidance={SCALARS: 0})
        acc.Reload()
        return sum(len(acc.Scalars(tag)) for tag in acc.Tags()[SCALARS] if not tag.startswith(BY_TIME))


def event_files(directory: Path) -> list[Path]:
    """The entries of ``directory`` that TensorBoard's reader loads as event files, each checked to be a
    regular file (:class:`~esbench.stores.nofollow.LinkRefused` otherwise: never a link, never a FIFO)."""
    from tensorboard.backend.event_processing.io_wrapper import IsSummaryEventsFile

    found = []
    for entry in sorted(os.scandir(directory), key=lambda e: e.name):
        if IsSummaryEventsFile(entry.name):
            if entry.is_symlink():
                raise LinkRefused(entry.path)
            if not entry.is_file(follow_symlinks=False):
                raise LinkRefused(entry.path, "is not a regular file")
            found.append(Path(entry.path))
    return found


def _copy_event_files(directory: Path, target: Path) -> None:
    left = MAX_EVENT_BYTES
    for path in event_files(directory):
        with _open_regular(path) as source, open(target / path.name, "xb") as copy:
            while chunk := source.read(min(1 << 20, left + 1)):
                left -= len(chunk)
                if left < 0:
                    raise EsbenchError(
                        f"{directory}: its event files hold more than {MAX_EVENT_BYTES:,} bytes, not what "
                        "esbench wrote: remove the directory, then push again"
                    )
                copy.write(chunk)


def _open_regular(path: Path) -> Any:
    """:func:`~esbench.core.files.open_regular`, a refusal being :class:`LinkRefused` (exit code 2)."""
    try:
        return open_regular(path)
    except NotRegularFile as exc:
        raise _refused(path, exc) from None


def _refused(path: Path, exc: NotRegularFile) -> LinkRefused:
    return LinkRefused(path, "is a symbolic link" if exc.errno == errno.ELOOP else "is not a regular file")


class TensorBoardTracker(RunTracker):
    """Event files under one directory (see the module docstring)."""

    name = "tensorboard"
    title = "TensorBoard"
    env_var = TENSORBOARD_ENV

    def __init__(self, root: Path, origin: str, given: str):
        self.root, self.origin, self.given = root, origin, given

    @classmethod
    def open(cls, spec: str, origin: str) -> TensorBoardTracker:
        """The directory ``spec`` (a plain path)."""
        if "://" in spec:
            raise EsbenchError(
                f"{origin}: '{spec}' is not a directory path (TensorBoard writes local event files)"
            )
        return cls(Path(spec).expanduser().absolute(), origin, spec)

    @property
    def masked(self) -> str:
        """The directory as given."""
        return self.given

    def check(self, suite: str | None = None) -> float:
        """The directory exists or is created, is not a link, and takes a file (the lock)."""
        _import_writer()
        try:
            refuse_link(self.root)
            self.root.mkdir(parents=True, exist_ok=True)
            with self._locked():
                pass
        except EsbenchError:
            raise
        except OSError as exc:
            what = "the disk is full" if is_disk_full(exc) else f"cannot write there ({exc.strerror})"
            raise EsbenchError(
                f"TensorBoard directory {self.given} ({self.origin}): {what}; "
                "choose another --tensorboard DIR"
            ) from None
        return 0.0

    def checked_line(self, seconds: float, suite: str) -> str:
        """``TensorBoard DIR (origin): writable``."""
        return f"TensorBoard {self.given} ({self.origin}): writable, one subdirectory per run"

    def _locked(self) -> contextlib.AbstractContextManager[None]:
        wait_s = lock_wait_s(WAIT_ENV)
        say = functools.partial(print, file=sys.stderr, flush=True)
        holder = "another esbench writing this TensorBoard directory (esbench push, or run --tensorboard)"
        return held_exclusively(self.root / _LOCK, wait_s=wait_s, holder=holder, on_wait=say)

    def run_dir(self, config: dict[str, Any], uid: str) -> Path:
        """The run's directory (see the module docstring), created; never through a link."""
        digest = hashlib.sha1(uid.encode()).hexdigest()[:10]
        label = config.get("label") or config.get("algo")
        leaf = f"{label}__{config.get('env')}__seed{config.get('seed')}__{digest}"
        directory = inside(self.root, Path(safe_component(config.get("suite")), safe_component(leaf)))
        try:
            directory.mkdir(parents=True, exist_ok=True)
        except (FileExistsError, NotADirectoryError):  # a FIFO, a file, ... in its place
            raise LinkRefused(directory, "is not a directory (or a part of it is not)") from None
        return directory

    def start_run(self, run: RunStart) -> _Run:
        """The run's directory and event file writer."""
        directory = self.run_dir(run.config, run.uid)
        identity = {
            "uid": hashlib.sha1(run.uid.encode()).hexdigest(),
            "store": run.store_name,
            "run_id": run.run_id,
        }
        # a name no one can plant a link or a FIFO at beforehand (the writer opens it by name)
        writer = _import_writer()(str(directory), filename_suffix=f".{uuid.uuid4().hex[:12]}")
        handle = _Run(directory, writer, identity)
        self._marker(handle, "RUNNING", 0)
        return handle

    def log_metrics(self, handle: Any, points: Sequence[Point]) -> None:
        """Each point as a scalar; eval points also over training time."""
        from tensorboard.compat.proto.event_pb2 import Event
        from tensorboard.compat.proto.summary_pb2 import Summary

        def add(tag: str, value: float, ms: int, step: int) -> None:
            summary = Summary(value=[Summary.Value(tag=tag, simple_value=value)])
            handle.writer.add_event(Event(wall_time=ms / 1000.0, step=step, summary=summary))

        for name, value, ms, step in points:
            add(name, value, ms, step)
            if name == "wall_clock_s":
                handle.seconds[step] = value
            elif name.startswith("eval."):
                handle.evals.setdefault(step, []).append((name, value, ms))
        for step in [s for s in handle.evals if s in handle.seconds]:
            for name, value, ms in handle.evals.pop(step):
                add(BY_TIME + name, value, ms, round(handle.seconds[step] * 1000))
        handle.writer.flush()

    def finish(self, handle: Any, status: str, end_ms: int | None) -> None:
        """Close the event file; the marker with the status and the points read back."""
        handle.writer.close()
        self._marker(handle, status, held_points(handle.directory))

    def _marker(self, handle: _Run, status: str, points: int) -> None:
        atomic_write_text(
            handle.directory / MARKER, json.dumps({**handle.identity, "status": status, "points": points})
        )

    def push_run(self, raw: RawRun, store_name: str) -> str:
        """Write the stored run's event files (under the directory's lock; see the module docstring)."""
        config, run = dict(raw.config or {}), dict(raw.run or {})
        uid = run_uid(config, str(run.get("start_time")))
        points = sorted(
            (name, float(v), millis(ts), int(step))
            for name, series in (raw.metrics or {}).items()
            for v, step, ts in zip(
                series["values"],
                series["steps"],
                series.get("timestamps") or [None] * len(series["values"]),
                strict=True,
            )
        )
        with self._locked():
            directory = self.run_dir(config, uid)
            old = _read_marker(directory)
            if old.get("status") == raw.status and old.get("points") == len(points):
                return "unchanged"
            for path in event_files(directory):  # the old event files (a link or a FIFO refused)
                if path.name.startswith(_EVENTS):
                    os.unlink(path)
            start = RunStart(
                config=config, store_name=store_name, run_id=raw.run_id, uid=uid, run_set=None, start_ms=0
            )
            handle = self.start_run(start)
            self.log_metrics(handle, sorted(points, key=lambda p: (p[3], p[0])))
            self.finish(handle, str(raw.status), None)
        return "replaced" if old else "inserted"

    def push_command(self, directory: str | Path) -> str:
        """``esbench push DIR --tensorboard TBDIR``."""
        return f"esbench push {directory} --tensorboard '{self.given}'"


def _read_marker(directory: Path) -> dict[str, Any]:
    """The run's marker; {} when it is missing or not one esbench wrote (it is replaced), refused
    (:class:`LinkRefused`) when it is a link or not a regular file."""
    path = directory / MARKER
    try:
        data = json.loads(read_bounded(path, _MAX_MARKER_BYTES))
    except NotRegularFile as exc:
        if exc.errno == errno.EFBIG:
            return {}
        raise _refused(path, exc) from None
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}
