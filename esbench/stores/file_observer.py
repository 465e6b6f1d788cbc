"""Sacred's ``FileStorageObserver`` with atomic writes and write failures that are never lost.

Sacred writes ``run.json``, ``config.json``, ``metrics.json`` and ``info.json`` with a plain
``open(..., "w")``: a crash or a full disk in the middle leaves a 0-byte or half-written file, and
a failure during a heartbeat is logged and then silently stops every later write of the run.
:class:`AtomicFileStorageObserver` (used by every esbench run) differs in three ways:

- every JSON file, copied source and artifact is written through :mod:`esbench.stores.atomic`
  (temporary name, ``fsync``, rename): a reader sees the previous version or the new one;
- every metric point is kept in memory and ``metrics.json`` is rewritten whole, so a write that
  failed loses nothing: the next successful write has every point;
- a failed write never raises into Sacred (which would stop calling the observer): it is recorded
  in :attr:`~AtomicFileStorageObserver.write_error`, :meth:`~AtomicFileStorageObserver.raise_if_failed`
  raises it in the run's own thread (the experiment calls it with every logged point, so the
  run fails instead of running on unrecorded), and a run whose files could not all be written is
  never recorded COMPLETED.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from sacred.dependencies import get_digest
from sacred.observers import FileStorageObserver
from sacred.serializer import flatten

from esbench.core.files import is_run_id
from esbench.stores.atomic import atomic_copy, atomic_write_text

#: Sacred's own files, which an artifact must not overwrite.
_RESERVED = ("run.json", "config.json", "cout.txt", "metrics.json")


class RunFilesError(OSError):
    """A file of a running run could not be written (``errno`` is the original one, e.g. ENOSPC)."""


class AtomicFileStorageObserver(FileStorageObserver):
    """A ``FileStorageObserver`` whose files are always whole (see the module docstring)."""

    def initialize(self, *args: Any, **kwargs: Any) -> None:
        """Sacred's initialisation, plus the metric mirror and the write error."""
        super().initialize(*args, **kwargs)
        self.write_error: OSError | None = None
        """The first write that failed in this run (None: every write succeeded)."""
        self.write_problem: str | None = None
        """That failure in one line: which file, why."""
        self._metrics: dict[str, dict[str, list]] = {}

    def _maximum_existing_run_id(self) -> int:
        """The largest run id in the store (0: none); only ASCII-digit names are run directories
        (Sacred's own ``str.isdigit`` takes ``²``, which ``int`` refuses)."""
        names = os.listdir(self.basedir)
        ids = [int(d) for d in names if is_run_id(d) and os.path.isdir(os.path.join(self.basedir, d))]
        return max(ids, default=0)

    # -- writing -------------------------------------------------------------------------------
    def _run_dir(self) -> str:
        """The run directory, which Sacred creates before any file of the run is written."""
        if self.dir is None:
            raise RuntimeError("no run directory: the run's files are written before the run started")
        return self.dir

    def save_json(self, obj: Any, filename: str) -> None:
        """Write ``obj`` as ``<run dir>/<filename>`` atomically (Sacred's format: sorted, indent 2)."""
        text = json.dumps(flatten(obj), sort_keys=True, indent=2)
        atomic_write_text(os.path.join(self._run_dir(), filename), text)

    def find_or_save(self, filename: str, store_dir: Path) -> Path:
        """Sacred's content-addressed copy of a source or resource, written atomically."""
        store_dir = Path(store_dir)
        try:
            Path(filename).resolve().relative_to(Path(self.basedir).resolve())
            inside = True
        except ValueError:
            inside = False
        if inside and not self.copy_artifacts:
            return Path(filename)
        store_dir.mkdir(parents=True, exist_ok=True)
        stem, ext = os.path.splitext(os.path.basename(filename))
        target = store_dir / f"{stem}_{get_digest(filename)}{ext}"
        if not target.exists():
            atomic_copy(filename, target)
        return target

    def save_file(self, filename: str, target_name: str | None = None) -> None:
        """Copy an artifact into the run directory atomically (never over Sacred's own files)."""
        target_name = target_name or os.path.basename(filename)
        if target_name in _RESERVED:
            raise FileExistsError(f"an artifact may not be named {target_name} (a file of the run itself)")
        target = Path(self._run_dir()) / target_name
        if Path(filename).resolve() != target.resolve():
            atomic_copy(filename, target)

    def _guarded(self, what: str, write: Any, *args: Any, **kwargs: Any) -> None:
        """Call ``write``; record (never raise) a failure, so later writes are still tried."""
        if self.dir is None:  # the run directory was never created: nothing to update
            return
        try:
            write(*args, **kwargs)
        except Exception as exc:
            if self.write_error is None:
                error = exc if isinstance(exc, OSError) else OSError(str(exc))
                self.write_error = error
                reason = error.strerror or str(error)
                self.write_problem = f"writing {what} of run {Path(self.dir).name} failed: {reason}"

    def raise_if_failed(self) -> None:
        """Raise :class:`RunFilesError` if a write of this run failed (called from the run's thread)."""
        if self.write_error is not None:
            raise RunFilesError(self.write_error.errno, self.write_problem) from self.write_error

    # -- Sacred events -------------------------------------------------------------------------
    def started_event(self, ex_info, command, host_info, start_time, config, meta_info, _id):
        """Sacred's start (errors raise: a run that cannot be recorded does not start)."""
        self.write_error = self.write_problem = None
        self._metrics = {}
        return super().started_event(ex_info, command, host_info, start_time, config, meta_info, _id)

    def log_metrics(self, metrics_by_name: dict, info: dict) -> None:
        """Add the new points to the in-memory copy and rewrite ``metrics.json`` whole."""
        for name, points in metrics_by_name.items():
            mirror = self._metrics.setdefault(name, {"values": [], "steps": [], "timestamps": []})
            mirror["values"] += list(points["values"])
            mirror["steps"] += list(points["steps"])
            mirror["timestamps"] += [ts.isoformat() for ts in points["timestamps"]]
        self._guarded("metrics.json", self.save_json, self._metrics, "metrics.json")

    def heartbeat_event(self, info, captured_out, beat_time, result):
        """Sacred's heartbeat (run.json, info.json, cout.txt), failures recorded."""
        self._guarded("run.json/info.json", super().heartbeat_event, info, captured_out, beat_time, result)

    def completed_event(self, stop_time, result):
        """COMPLETED, unless a write failed: then FAILED, saying which file is incomplete."""
        if self.write_error is None:
            self._guarded("run.json", super().completed_event, stop_time, result)
            return
        trace = [f"esbench: the run finished, but its files are incomplete: {self.write_problem}\n"]
        assert self.run_entry is not None  # write_error is set only by writes after started_event
        self.run_entry["result"] = result
        self._guarded("run.json", super().failed_event, stop_time, trace)

    def interrupted_event(self, interrupt_time, status):
        """Sacred's INTERRUPTED, failures recorded."""
        self._guarded("run.json", super().interrupted_event, interrupt_time, status)

    def failed_event(self, fail_time, fail_trace):
        """Sacred's FAILED, failures recorded."""
        self._guarded("run.json", super().failed_event, fail_time, fail_trace)

    def resource_event(self, filename):
        """Sacred's resource copy, failures recorded."""
        self._guarded("a resource", super().resource_event, filename)

    def artifact_event(self, name, filename, metadata=None, content_type=None):
        """Sacred's artifact copy, failures recorded."""
        self._guarded(f"artifact {name}", super().artifact_event, name, filename, metadata, content_type)
