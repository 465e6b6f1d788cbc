"""A Sacred ``FileStorageObserver`` directory as a :class:`~esbench.stores.runs.RunStore`.

Layout: ``<dir>/<numeric run id>/{config,run,metrics,info}.json`` (plus ``cout.txt`` and
artifacts), ``<dir>/_sources/``, and what ``esbench run`` writes beside the runs: ``suite.yaml``
(the suite file, credentials masked) and ``trials.json`` (the suite's trial list). The lock is the
file ``.esbench.lock`` holding its holder's pid and host.

Broken, partial or missing files never raise: they are recorded in the run's ``problems``.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from esbench.stores.runs import (
    RawRun,
    StoreLocked,
    describe_holder,
    is_stale,
    lock_holder,
    read_suite,
    trial_list,
)

#: Sacred documents a file-store run directory holds.
RUN_FILES = ("config.json", "run.json", "metrics.json", "info.json")
SUITE_FILE = "suite.yaml"
TRIALS_FILE = "trials.json"
LOCK_FILE = ".esbench.lock"


def _read_json(path: Path) -> tuple[Any, str | None]:
    if not path.is_file():
        return None, f"missing {path.name}"
    try:
        with path.open("rb") as fh:
            return json.load(fh), None
    except (OSError, ValueError) as exc:
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
        return sorted(
            (p for p in self.directory.iterdir() if p.is_dir() and p.name.isdigit()),
            key=lambda p: int(p.name),
        )

    def iter_runs(self, *, metrics: bool = True) -> Iterator[RawRun]:
        """Yield the runs in numeric run-id order (``metrics=False``: metrics.json is not read)."""
        files = RUN_FILES if metrics else tuple(f for f in RUN_FILES if f != "metrics.json")
        for run_dir in self.run_dirs():
            docs, problems = {}, []
            for fname in files:
                docs[fname], problem = _read_json(run_dir / fname)
                if problem:
                    problems.append(problem)
            yield RawRun(
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
            return (self.directory / SUITE_FILE).read_text()
        except OSError:
            return None

    def trials(self) -> list[dict[str, Any]] | None:
        """``<dir>/trials.json`` (None when absent or not a JSON list)."""
        data, problem = _read_json(self.directory / TRIALS_FILE)
        return None if problem else trial_list(data)

    def write_suite(self, yaml_text: str) -> None:
        """Write ``<dir>/suite.yaml``."""
        self.directory.mkdir(parents=True, exist_ok=True)
        (self.directory / SUITE_FILE).write_text(yaml_text)

    def write_trials(self, trials: Sequence[Mapping[str, Any]]) -> None:
        """Write ``<dir>/trials.json`` (replaced atomically, so readers never see half a list)."""
        self.directory.mkdir(parents=True, exist_ok=True)
        path = self.directory / TRIALS_FILE
        tmp = path.with_name(f".{TRIALS_FILE}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps([dict(t) for t in trials], indent=1, sort_keys=True, default=str) + "\n")
        os.replace(tmp, path)

    @contextlib.contextmanager
    def lock(self) -> Iterator[None]:
        """Hold ``<dir>/.esbench.lock`` (created exclusively) for the ``with`` block.

        Raises :class:`~esbench.stores.runs.StoreLocked` naming the holder when another holder
        has it, even in this process; a lock left by a dead process of this host is taken over.
        """
        self.directory.mkdir(parents=True, exist_ok=True)
        path = self.directory / LOCK_FILE
        holder = lock_holder()
        for attempt in range(2):
            try:
                fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
            except FileExistsError:
                current, _ = _read_json(path)
                if attempt == 0 and is_stale(_as_dict(current)):
                    path.unlink(missing_ok=True)
                    continue
                raise StoreLocked(
                    f"{self.directory} is locked by {describe_holder(_as_dict(current))} ({path})"
                ) from None
            with os.fdopen(fd, "w") as fh:
                json.dump(holder, fh)
            break
        try:
            yield
        finally:
            current, _ = _read_json(path)
            if current == holder:  # never remove a lock another holder took over
                path.unlink(missing_ok=True)
