"""A Sacred ``FileStorageObserver`` directory as a :class:`~esbench.stores.runs.RunStore`.

Layout: ``<dir>/<numeric run id>/{config,run,metrics,info}.json`` (plus ``cout.txt`` and
artifacts), ``<dir>/_sources/``, and what ``esbench run`` writes beside the runs: ``suite.yaml``
(the suite file, credentials masked), ``trials.json`` (the suite's trial list) and, once
``esbench run --fresh`` started a second run set, ``run_set.json`` (``{"run_set": N}``), each replaced
atomically. The lock is an ``flock`` on the file ``.esbench.lock``, which names its holder (pid,
host, start time).

Broken, partial or missing files never raise: they are recorded in the run's ``problems``.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import json
import os
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from esbench.core.files import is_run_id
from esbench.core.processes import describe_holder, is_stale, process_identity
from esbench.stores import nofollow
from esbench.stores.atomic import atomic_write_text
from esbench.stores.runs import (
    RawRun,
    StoreLocked,
    read_suite,
    run_set_number,
    trial_list,
    trial_list_issue,
)
from esbench.stores.trial_lock import wait_for_trial_processes

#: Sacred documents a file-store run directory holds.
RUN_FILES = ("config.json", "run.json", "metrics.json", "info.json")
SUITE_FILE = "suite.yaml"
TRIALS_FILE = "trials.json"
RUN_SET_FILE = "run_set.json"
LOCK_FILE = ".esbench.lock"


def _read_json(path: Path) -> tuple[Any, str | None]:
    try:
        return json.loads(nofollow.read_bytes(path)), None
    except FileNotFoundError:
        return None, f"missing {path.name}"
    except nofollow.LinkRefused:
        return None, f"{path.name} is a symbolic link (not followed)"
    except nofollow.TooLarge as exc:
        return None, str(exc)
    except (OSError, ValueError, RecursionError) as exc:  # RecursionError: nested too deeply
        return None, f"unreadable {path.name}: {type(exc).__name__}"


def _as_dict(obj: Any) -> dict[str, Any] | None:
    return obj if isinstance(obj, dict) else None


class FileRunStore:
    """Runs of a Sacred file store directory, with the suite and trial list stored beside them."""

    def __init__(self, directory: str | Path, name: str | None = None) -> None:
        """Read ``directory``; ``name`` labels its runs (default: the directory name)."""
        self.directory = Path(directory)
        self.name = name or self.directory.resolve().name

    def run_dirs(self) -> list[Path]:
        """The run directories, in numeric run-id order (``_sources`` and other entries skipped)."""
        if not self.directory.is_dir():
            return []
        return sorted(  # a linked run directory is listed, and read as a problem (never followed)
            (p for p in self.directory.iterdir() if is_run_id(p.name) and (p.is_symlink() or p.is_dir())),
            key=lambda p: int(p.name),
        )

    def iter_runs(self, *, metrics: bool = True) -> Iterator[RawRun]:
        """Yield the runs in numeric run-id order (``metrics=False``: metrics.json is not read)."""
        for run_dir in self.run_dirs():
            yield self._read(run_dir, metrics)

    def read_run(self, run_id: str) -> RawRun | None:
        """The run ``run_id`` (None: no such run directory)."""
        run_dir = self.directory / str(run_id)
        return self._read(run_dir, True) if is_run_id(str(run_id)) and run_dir.is_dir() else None

    def _read(self, run_dir: Path, metrics: bool) -> RawRun:
        if run_dir.is_symlink():
            return RawRun(
                source=self.name,
                run_id=run_dir.name,
                config=None,
                run=None,
                metrics=None,
                info=None,
                problems=("the run directory is a symbolic link (not followed)",),
                location=None,
            )
        files = RUN_FILES if metrics else tuple(f for f in RUN_FILES if f != "metrics.json")
        docs, problems = {}, []
        for fname in files:
            docs[fname], problem = _read_json(run_dir / fname)
            if problem is None and not isinstance(docs[fname], dict):
                problem = f"{fname} is not an object"
            if problem:
                problems.append(problem)
        problems += _linked_files(self.directory, run_dir, _as_dict(docs["run.json"]))
        return RawRun(
            source=self.name,
            run_id=run_dir.name,
            config=_as_dict(docs["config.json"]),
            run=_as_dict(docs["run.json"]),
            metrics=_as_dict(docs.get("metrics.json")),
            info=_as_dict(docs["info.json"]),
            problems=tuple(problems),
            location=run_dir,
        )

    def suite(self) -> dict[str, Any]:
        """``<dir>/suite.yaml`` as a mapping ({} when absent or malformed)."""
        return read_suite(self.directory / SUITE_FILE)

    def suite_text(self) -> str | None:
        """``<dir>/suite.yaml`` as written (None when absent)."""
        try:
            return nofollow.read_text(self.directory / SUITE_FILE)
        except (OSError, ValueError):
            return None

    def trials(self) -> list[dict[str, Any]] | None:
        """``<dir>/trials.json`` (None when absent or not a JSON list)."""
        data, problem = _read_json(self.directory / TRIALS_FILE)
        return None if problem else trial_list(data)

    def trial_list_problem(self) -> str | None:
        """Why ``<dir>/trials.json`` is there but cannot be read as a trial list (None: it can, or there
        is none, as in a store of ad hoc runs): its path and what is wrong, e.g. a truncated file."""
        path = self.directory / TRIALS_FILE
        if not (path.exists() or path.is_symlink()):
            return None
        data, problem = _read_json(path)
        if problem is None:
            issue = trial_list_issue(data)
            problem = None if issue is None else f"{TRIALS_FILE}: {issue}"
        return None if problem is None else f"{path}: {problem}"

    def write_suite(self, yaml_text: str) -> None:
        """Write ``<dir>/suite.yaml`` (replaced atomically)."""
        self.directory.mkdir(parents=True, exist_ok=True)
        atomic_write_text(self.directory / SUITE_FILE, yaml_text)

    def write_trials(self, trials: Sequence[Mapping[str, Any]]) -> None:
        """Write ``<dir>/trials.json`` (replaced atomically, so readers never see half a list)."""
        self.directory.mkdir(parents=True, exist_ok=True)
        text = json.dumps([dict(t) for t in trials], indent=1, sort_keys=True, default=str) + "\n"
        atomic_write_text(self.directory / TRIALS_FILE, text)

    def run_set(self) -> int:
        """The current run set recorded in ``<dir>/run_set.json`` (1 when absent or malformed)."""
        data, problem = _read_json(self.directory / RUN_SET_FILE)
        return 1 if problem or not isinstance(data, dict) else run_set_number(data.get("run_set"))

    def write_run_set(self, run_set: int) -> None:
        """Write ``<dir>/run_set.json`` (replaced atomically)."""
        self.directory.mkdir(parents=True, exist_ok=True)
        atomic_write_text(self.directory / RUN_SET_FILE, json.dumps({"run_set": int(run_set)}) + "\n")

    @contextlib.contextmanager
    def lock(self, on_wait: Callable[[str], None] | None = None) -> Iterator[None]:
        """Hold ``<dir>/.esbench.lock`` for the ``with`` block, once no trial process of an earlier
        driver still runs (:func:`~esbench.stores.trial_lock.wait_for_trial_processes`, which tells
        ``on_wait`` when it waits).

        The lock is an ``flock`` on that file, which the kernel releases when its holder exits, however
        it exits; the file names the holder (pid, host, start time) for the message of
        :class:`~esbench.stores.runs.StoreLocked`, raised when another holder has it, even in this
        process. A file naming a live holder of another host (whose ``flock`` may not reach this
        one) is respected; one left by a dead process of this host is taken over.
        """
        self.directory.mkdir(parents=True, exist_ok=True)
        path = self.directory / LOCK_FILE
        holder = process_identity()
        fd = _acquire(path, holder, self.directory)
        links = nofollow.links_in(self.directory)
        if links:  # refused before anything is written: the lock taken just now is removed
            path.unlink(missing_ok=True)
            os.close(fd)
            more = f" (and {len(links) - 1} more)" if len(links) > 1 else ""
            raise nofollow.LinkRefused(links[0], f"is a symbolic link in the store{more}")
        try:
            wait_for_trial_processes(self.directory, on_wait)
            yield
        finally:
            try:
                current, _ = _read_json(path)
                if current == holder:  # never remove a lock another holder took over
                    path.unlink(missing_ok=True)
            finally:
                os.close(fd)  # releases the flock

    def close_dead_run(
        self,
        run_id: str,
        note: str,
        points: Sequence[tuple[str, float, int]] = (),
        timestamp: str = "",
        status: str = "INTERRUPTED",
    ) -> int:
        """Record a run its dead driver left RUNNING as ``status`` (INTERRUPTED), ``note`` saying why.

        ``points`` (name, value, step), e.g. a checkpoint's logged points, restore what
        ``metrics.json`` is missing: each metric gets the longer of its stored points and ``points``
        (both are the start of the same sequence), the restored ones stamped ``timestamp``. Both
        files are replaced atomically, metrics first. Returns the number of points restored.
        """
        run_dir = self.directory / str(run_id)
        run, problem = _read_json(run_dir / "run.json")
        if problem or not isinstance(run, dict):
            raise ValueError(f"run {run_id}: {problem or 'run.json is not an object'}")
        restored = 0
        if points:
            stored, _ = _read_json(run_dir / "metrics.json")
            merged, restored = merge_points(_as_dict(stored) or {}, points, timestamp)
            if restored:
                atomic_write_text(run_dir / "metrics.json", json.dumps(merged, sort_keys=True, indent=2))
        run["status"] = status
        run["stop_time"] = run.get("heartbeat") or run.get("start_time")
        run["fail_trace"] = [note + "\n"]
        atomic_write_text(run_dir / "run.json", json.dumps(run, sort_keys=True, indent=2))
        return restored


def _linked_files(root: Path, run_dir: Path, run: dict[str, Any] | None) -> list[str]:
    """Problems naming the links among a run's files and its sources (never read through)."""
    problems = []
    try:
        entries = sorted(os.scandir(run_dir), key=lambda e: e.name)
    except OSError:
        entries = []
    problems += [f"{e.name} is a symbolic link (not followed)" for e in entries if e.is_symlink()]
    experiment = run.get("experiment") if isinstance(run, dict) else None  # any type in a broken run
    sources = experiment.get("sources") if isinstance(experiment, dict) else None
    for entry in sources if isinstance(sources, list) else []:
        if isinstance(entry, list | tuple) and len(entry) == 2:
            try:
                nofollow.inside(root, str(entry[1]))
            except nofollow.LinkRefused:
                problems.append(f"source {str(entry[1])[:100]} is a symbolic link or outside the store")
    return problems


def _well_formed(entry: Any) -> bool:
    if not isinstance(entry, dict):
        return False
    lists = [x for k in ("steps", "values", "timestamps") if isinstance(x := entry.get(k), list)]
    return len(lists) == 3 and len({len(x) for x in lists}) == 1


def merge_points(
    metrics: Mapping[str, Any], points: Sequence[tuple[str, float, int]], timestamp: str
) -> tuple[dict[str, Any], int]:
    """``metrics`` (Sacred's metrics.json) completed by ``points``; and how many points were added.

    Both are the start of one run's logged sequence, so for each metric the longer one wins; a
    malformed stored metric is replaced by ``points``' one.
    """
    merged = {name: entry for name, entry in metrics.items() if _well_formed(entry)}
    by_name: dict[str, list[tuple[float, int]]] = {}
    for name, value, step in points:
        by_name.setdefault(str(name), []).append((float(value), int(step)))
    added = 0
    for name, series in by_name.items():
        entry = merged.get(name) or {"steps": [], "values": [], "timestamps": []}
        have = len(entry["steps"])
        if len(series) <= have:
            continue
        extra = series[have:]
        merged[name] = {
            "steps": list(entry["steps"]) + [s for _, s in extra],
            "values": list(entry["values"]) + [v for v, _ in extra],
            "timestamps": list(entry["timestamps"]) + [timestamp] * len(extra),
        }
        added += len(extra)
    return merged, added


def _acquire(path: Path, holder: dict[str, Any], directory: Path) -> int:
    """Open and ``flock`` the lock file, write ``holder`` in it; the open descriptor holds the lock."""
    for _ in range(20):
        fd = nofollow.open_fd(path, os.O_RDWR | os.O_CREAT, 0o644)  # never through a link
        if os.fstat(fd).st_nlink > 1:  # a hard link to a file elsewhere
            os.close(fd)
            raise nofollow.LinkRefused(path, "has other hard links")
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            current, _ = _read_json(path)
            raise _locked(directory, path, _as_dict(current)) from None
        except OSError as exc:  # a file system without flock: the file's contents alone decide
            if exc.errno not in (errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOSYS, errno.EINVAL):
                os.close(fd)
                raise
        try:
            same = os.fstat(fd).st_ino == os.stat(path).st_ino
        except FileNotFoundError:
            same = False
        if not same:  # a holder removed the file as we opened it: take the new one
            os.close(fd)
            continue
        current, _ = _read_json(path)
        current = _as_dict(current)
        if current and not is_stale(current):  # a live holder without flock: another host's
            os.close(fd)
            raise _locked(directory, path, current)
        data = json.dumps(holder).encode()
        os.ftruncate(fd, 0)
        os.pwrite(fd, data, 0)
        return fd
    raise StoreLocked(f"{directory}: could not take the lock {path} (it keeps changing)")


def _locked(directory: Path, path: Path, holder: dict[str, Any] | None) -> StoreLocked:
    return StoreLocked(
        f"{directory} is locked by {describe_holder(holder)} ({path}): another esbench run is "
        "writing this store; wait for it to finish or stop it (a lock whose process died is taken "
        "over automatically)"
    )
