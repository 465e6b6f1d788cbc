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

*Unreadable runs* (:class:`RunReader`, the one reader of ``esbench export``, ``esbench push``,
``esbench.load_runs``, the report and ``esbench run --resume``): a run with a file missing,
unreadable (e.g. a truncated ``metrics.json``) or of the wrong type (``run.json`` not an object), or
metrics not in Sacred's shape, is named with its path and problem (:func:`unreadable`); whatever of
it can be read is still read. Those commands then exit with :data:`EXIT_SKIPPED_RUNS`.

Live runs are written by Sacred's observers, never here. Nothing here imports Sacred, runners,
reports or pymongo.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol, TextIO

from esbench.core.errors import EsbenchError
from esbench.core.processes import is_stale
from esbench.core.safe_yaml import parse_yaml
from esbench.stores import nofollow


def run_uid(config: Mapping[str, Any], start_time: str) -> str:
    """The identity of a run across stores: suite, label, env, seed and the exact start time."""
    label = config.get("label") or config.get("algo")
    return f"{config.get('suite')}|{label}|{config.get('env')}|{config.get('seed')}|{start_time}"


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


#: Exit code of ``esbench export``, ``esbench push`` and ``esbench run --resume`` when they did their
#: work but named at least one stored run they could not read whole (0: none).
EXIT_SKIPPED_RUNS = 3


@dataclasses.dataclass(frozen=True)
class Unreadable:
    """A stored run that could not be read whole: where it is and why."""

    path: str
    """The run's directory (file store), else ``<store>/<run id>`` (MongoDB)."""
    problem: str

    def line(self) -> str:
        """``could not read <path>: <problem>``, as every reader prints it."""
        return f"could not read {self.path}: {self.problem}"


def _is_number(x: Any) -> bool:
    return isinstance(x, int | float) and not isinstance(x, bool)


def metrics_problem(metrics: Mapping[str, Any]) -> str | None:
    """Why stored ``metrics`` are not what Sacred writes (None: they are): per metric, lists of
    numeric ``steps`` and ``values`` of one length (and a list of ``timestamps``)."""
    for name, metric in metrics.items():
        if not isinstance(metric, dict):
            return f"metrics.json: metric {name!r} is not an object"
        steps, values, stamps = (metric.get(k) for k in ("steps", "values", "timestamps"))
        if not isinstance(steps, list) or not isinstance(values, list) or not isinstance(stamps, list | None):
            return f"metrics.json: metric {name!r} has no lists of steps, values and timestamps"
        if len(steps) != len(values):
            return f"metrics.json: metric {name!r} has {len(steps)} steps but {len(values)} values"
        if not all(_is_number(x) for x in steps) or not all(_is_number(x) for x in values):
            return f"metrics.json: metric {name!r} has a step or value that is not a number"
    return None


#: Files a run that did not complete may lack without being broken: Sacred writes them lazily, so a
#: run killed early (INTERRUPTED, FAILED, RUNNING) may have neither.
LAZY_FILES = ("missing info.json", "missing metrics.json")


def unreadable(raw: RawRun) -> Unreadable | None:
    """Why ``raw`` could not be read whole (None: it could): its store's problems (a file missing,
    unreadable or not an object; :data:`LAZY_FILES` only for a COMPLETED run) and metrics not in
    Sacred's shape."""
    problems = [str(p) for p in raw.problems if raw.status == "COMPLETED" or p not in LAZY_FILES]
    found = metrics_problem(raw.metrics) if raw.metrics is not None else None
    if found:
        problems.append(found)
    if not problems:
        return None
    path = str(raw.location) if raw.location is not None else f"{raw.source}/{raw.run_id}"
    return Unreadable(path, "; ".join(problems))


class RunReader:
    """Reads the runs of stores and notes each one it could not read whole (:func:`unreadable`)."""

    def __init__(self) -> None:
        self.unreadable: list[Unreadable] = []
        """The runs read so far that could not be read whole, in reading order."""

    def runs(self, store: RunStore, *, metrics: bool = True) -> Iterator[RawRun]:
        """Every run of ``store`` (broken ones too: what can be read of them is kept), noting the broken."""
        for raw in store.iter_runs(metrics=metrics):
            found = unreadable(raw)
            if found is not None:
                self.unreadable.append(found)
            yield raw

    def print_unreadable(self, out: TextIO) -> None:
        """One :meth:`Unreadable.line` per run that could not be read whole."""
        for found in self.unreadable:
            print(found.line(), file=out)

    def exit_code(self) -> int:
        """0, or :data:`EXIT_SKIPPED_RUNS` when a run could not be read whole."""
        return EXIT_SKIPPED_RUNS if self.unreadable else 0


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

    def trial_list_problem(self) -> str | None:
        """Where the stored trial list is and why it cannot be read (None: it can, or none is stored)."""
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


def trial_list_issue(data: Any) -> str | None:
    """Why ``data`` is not a stored trial list (None: it is one): a list of trial configs, each a
    mapping with a ``label`` (or ``algo``) and ``env`` string and an integer ``seed``."""
    if not isinstance(data, list):
        return f"not a list of trial configs (a JSON {type(data).__name__})"
    for i, t in enumerate(data):
        ok = isinstance(t, Mapping) and isinstance(t.get("label") or t.get("algo"), str)
        seed = t.get("seed") if ok else None
        ok = ok and isinstance(t.get("env"), str) and isinstance(seed, int) and not isinstance(seed, bool)
        if not ok:
            return f"item {i} is not a trial config (a mapping with label, env and an integer seed)"
    return None


def trial_list(data: Any) -> list[dict[str, Any]] | None:
    """A stored trial list as a list of config dicts (None when ``data`` is not one:
    :func:`trial_list_issue`)."""
    if trial_list_issue(data) is not None:
        return None
    return [dict(t) for t in data]


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
