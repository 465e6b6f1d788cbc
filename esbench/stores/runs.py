"""What every run store offers: :class:`RawRun` records, the :class:`RunStore` interface, the lock.

A run store is where Sacred's observers put runs: a file store directory
(:class:`~esbench.stores.file_store.FileRunStore`) or one suite's runs in MongoDB
(:class:`~esbench.stores.mongo_runs.MongoRunStore`). Both yield the same :class:`RawRun` records
for the same runs (the four Sacred documents of a run as plain dicts, any of them possibly
missing), and both keep, beside the runs, the suite's YAML and its *trial list*: the config of
every trial the suite expands into, written by ``esbench run`` (the full suite, also with
``--only``). A report's "missing" runs are the trials of that list with no stored run; a store
without a list has no missing runs.

*Run sets*: ``esbench run --fresh`` starts a new set of runs in a store that already holds some,
instead of adding a second run of the same seeds. Each run records its set in ``meta.run_set`` (runs
without one are set 1), the store records its current set (:meth:`RunStore.run_set`), and the
*latest* set (:func:`latest_run_set`) is the one reports and ``--resume`` read; earlier sets stay in
the store, untouched.

Live runs are written by Sacred's observers, never here. Nothing here imports Sacred, runners,
reports or pymongo.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime as dt
import os
import socket
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol

from esbench.core.errors import EsbenchError
from esbench.core.safe_yaml import parse_yaml
from esbench.stores import nofollow


@dataclasses.dataclass(frozen=True, kw_only=True)
class RawRun:
    """One stored run as read, before any interpretation."""

    source: str  #: the store it came from (results directory or database name)
    run_id: str  #: Sacred's run id within that store
    config: Mapping[str, Any] | None  #: config.json, None when missing or unreadable
    run: Mapping[str, Any] | None  #: run.json
    metrics: Mapping[str, Any] | None  #: metrics.json: {name: {steps, values, timestamps}}
    info: Mapping[str, Any] | None  #: info.json
    problems: tuple[str, ...] = ()  #: files missing or unreadable
    #: The run's directory when it comes from a file store (its captured output, artifacts and
    #: sources live there); None from MongoDB. Not part of a run's identity.
    location: Path | None = dataclasses.field(default=None, compare=False)

    @property
    def status(self) -> str | None:
        """Sacred's status of the run (COMPLETED, FAILED, ...), None when run.json is unreadable."""
        status = (self.run or {}).get("status")
        return None if status is None else str(status)

    @property
    def run_set(self) -> int:
        """The run set the run belongs to (``meta.run_set``; 1 when it records none)."""
        meta = (self.run or {}).get("meta")
        return run_set_number(meta.get("run_set") if isinstance(meta, Mapping) else None)


class StoreLocked(EsbenchError):
    """Another process holds the store's lock."""


class RunStore(Protocol):
    """Where stored runs are read (and a suite's YAML and trial list kept): a file store or MongoDB."""

    name: str  #: the name runs of this store are labelled with

    def iter_runs(self, *, metrics: bool = True) -> Iterator[RawRun]:
        """Yield every stored run in a deterministic order (``metrics=False``: without metrics)."""
        ...

    def suite(self) -> dict[str, Any]:
        """The stored suite YAML as a mapping ({} when none)."""
        ...

    def suite_text(self) -> str | None:
        """The stored suite YAML as written (None when none)."""
        ...

    def trials(self) -> list[dict[str, Any]] | None:
        """The stored trial list: one config dict per trial of the suite (None when none stored)."""
        ...

    def write_suite(self, yaml_text: str) -> None:
        """Store the suite's YAML."""
        ...

    def write_trials(self, trials: Sequence[Mapping[str, Any]]) -> None:
        """Store the suite's trial list (each trial's config, as ``Trial.to_config()`` gives it)."""
        ...

    def run_set(self) -> int:
        """The store's current run set as recorded by ``esbench run --fresh`` (1 when none)."""
        ...

    def write_run_set(self, run_set: int) -> None:
        """Record ``run_set`` as the store's current run set."""
        ...

    def lock(self) -> contextlib.AbstractContextManager[None]:
        """Hold the store's exclusive lock for the ``with`` block; :class:`StoreLocked` if taken."""
        ...


def latest_run_set(recorded: int | None, runs: Iterable[RawRun]) -> int:
    """The latest run set of a store: the higher of its ``recorded`` set and its runs' sets."""
    return max([recorded or 1, *(r.run_set for r in runs)])


def run_set_number(value: Any) -> int:
    """A stored run set number (1 when ``value`` is not a positive integer)."""
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 1 else 1


def read_suite_text(text: str) -> dict[str, Any]:
    """Suite YAML text as a mapping ({} when malformed, or past the bounds of
    :mod:`esbench.core.safe_yaml`)."""
    try:
        data = parse_yaml(text, "suite.yaml")
    except EsbenchError:
        return {}
    return data if isinstance(data, dict) else {}


def read_suite(path: str | Path) -> dict[str, Any]:
    """A suite YAML file as a mapping ({} when absent or malformed)."""
    try:
        text = nofollow.read_text(path)
    except (OSError, ValueError):  # unreadable, a link, or not UTF-8
        return {}
    return read_suite_text(text)


def trial_list(data: Any) -> list[dict[str, Any]] | None:
    """A stored trial list as a list of config dicts (None when ``data`` is not a list)."""
    if not isinstance(data, list):
        return None
    return [dict(t) for t in data if isinstance(t, Mapping)]


def process_start(pid: int) -> int | None:
    """When process ``pid`` started (clock ticks since boot, from ``/proc``; None where unknown).

    Stored beside a pid, it tells a live process from a later one that was given the same pid.
    """
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            fields = fh.read().rsplit(b")", 1)[1].split()
        return int(fields[19])
    except (OSError, IndexError, ValueError):
        return None


def process_alive(pid: Any, start: Any = None) -> bool:
    """True when process ``pid`` of this host exists (and, when ``start`` is known, is the same one).

    A zombie (exited, not yet reaped) is not alive; a process owned by another user is.
    """
    if not isinstance(pid, int) or isinstance(pid, bool) or pid <= 0:
        return True  # unknown: never judge a process dead without evidence
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # it exists, owned by someone else
        return True
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            if fh.read().rsplit(b")", 1)[1].split()[0] == b"Z":
                return False
    except (OSError, IndexError):
        pass
    if isinstance(start, int) and not isinstance(start, bool):
        now = process_start(pid)
        if now is not None and now != start:
            return False  # the pid was reused by another process
    return True


def process_identity() -> dict[str, Any]:
    """This process as a lock holder or a run's driver: pid, host, start (ticks) and the time (ISO)."""
    return {
        "pid": os.getpid(),
        "host": socket.gethostname(),
        "start": process_start(os.getpid()),
        "since": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
    }


def lock_holder() -> dict[str, Any]:
    """Who takes a lock: this process (:func:`process_identity`)."""
    return process_identity()


def is_stale(holder: Mapping[str, Any] | None) -> bool:
    """True when a lock's holder is a process of this host that no longer exists.

    Holders on other hosts are never judged stale (their processes cannot be seen from here).
    """
    if not holder or holder.get("host") != socket.gethostname():
        return False
    pid = holder.get("pid")
    if not isinstance(pid, int) or isinstance(pid, bool) or pid <= 0:
        return False
    return not process_alive(pid, holder.get("start"))


def dead_driver(run: Mapping[str, Any] | None) -> str | None:
    """Why a run recorded RUNNING can no longer be running ("driver died: ..."), else None.

    esbench records its driver process (pid, host, start) in ``meta.driver`` of each run; a run
    whose driver is a process of this host that no longer exists was left RUNNING by a killed
    process (SIGKILL, power loss, a full disk). Runs of other hosts, and runs without a recorded
    driver, are never judged.
    """
    if not isinstance(run, Mapping) or run.get("status") != "RUNNING":
        return None
    meta = run.get("meta")
    driver = meta.get("driver") if isinstance(meta, Mapping) else None
    if not isinstance(driver, Mapping) or not is_stale(driver):
        return None
    return (
        f"driver died: its process (pid {driver.get('pid')} on {driver.get('host')}) ended "
        "without recording the end of the run"
    )


def describe_holder(holder: Mapping[str, Any] | None) -> str:
    """``pid 123 on host h since 2024-...`` (or ``an unknown process``)."""
    if not holder:
        return "an unknown process"
    return f"pid {holder.get('pid')} on {holder.get('host')} since {holder.get('since')}"
