"""What a suite leaves in its work directory, and how ``esbench run`` picks it up after a crash.

- Checkpoints: ``<work dir>/checkpoints/<trial slug>/`` holds a runner's checkpoint and
  ``trial.json`` (the trial's config, written atomically), so a checkpoint is only ever resumed by
  the trial that wrote it; temporary files a crash left there are removed.
- Runs a dead driver left RUNNING (SIGKILL, power loss, a full disk): :func:`close_dead_runs`
  (called by every ``esbench run`` under the store's lock) records them INTERRUPTED, saying
  "driver died", and restores the metric points their checkpoint holds beyond ``metrics.json``
  (Sacred writes metrics every 10 s at best); ``--resume`` then continues the trial from that
  checkpoint to the curve of an uninterrupted run.
- Run sets (:func:`choose_run_set`): a store that already holds runs of the trials to run takes
  more only with ``--resume`` (continue its latest set) or ``--fresh`` (start a new set, the stored
  runs kept apart); a plain second ``esbench run`` is refused, never doubling seeds.
"""

from __future__ import annotations

import datetime as dt
import json
import shutil
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NamedTuple, TextIO

from esbench.core.config import Trial, trial_slug
from esbench.core.errors import EsbenchError
from esbench.core.files import CHECKPOINT_TMP_SUFFIX, is_run_id, read_bounded
from esbench.execution.kept import (
    TRIAL_FILE,
    CheckpointOfOtherConfig,
    CheckpointWithoutMarker,
    config_changes,
)
from esbench.runners.config_compare import normalised_config
from esbench.runners.registry import get_runner
from esbench.stores.atomic import atomic_write_text, remove_temporaries
from esbench.stores.file_store import FileRunStore
from esbench.stores.nofollow import LinkRefused, inside
from esbench.stores.runs import RawRun, RunStore, dead_driver, latest_run_set, unreadable

CHECKPOINTS_DIR = "checkpoints"


def checkpoint_dir_of(work_dir: Path, trial: Trial) -> Path:
    """``WORK_DIR/checkpoints/<trial slug>``: every checkpoint user's one path (never via a link: inside)."""
    return inside(work_dir, Path(CHECKPOINTS_DIR) / trial_slug(trial))


#: The most bytes a ``trial.json`` marker is read to (a trial's config is a few kB; a planted link to
#: /dev/zero read until MemoryError).
MARKER_LIMIT = 1 << 20


def _marker_config(directory: Path) -> Any:
    """The config in ``<directory>/trial.json`` (None when absent or unreadable)."""
    try:  # never through a link or a FIFO, never more than a marker's size
        return json.loads(read_bounded(directory / TRIAL_FILE, MARKER_LIMIT).decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return None


def prepare_checkpoint_dir(
    work_dir: Path,
    trial: Trial,
    resume: bool,
    config: dict[str, Any] | None = None,
    say: Callable[[str], None] | None = None,
) -> Path:
    """The trial's checkpoint directory: kept on resume if it belongs to the same config, else emptied.
    ``config``: the trial's :meth:`~Trial.to_config`, if the caller has it.

    With ``resume``, a checkpoint is never deleted: one written under another config (a changed suite
    or ``--set``, even a worker count) raises :class:`CheckpointOfOtherConfig` naming what changed;
    one whose ``trial.json`` marker is missing or unreadable (a crash or a full disk while it was
    written) is continued when the checkpoint names this trial itself
    (:meth:`~esbench.runners.base.Runner.checkpoint_problem`; ``say`` gets the one line saying so and
    the marker is written again), else raises :class:`CheckpointWithoutMarker` (the caller records
    the trial FAILED and goes on). Without ``resume`` the directory is emptied."""
    # never through a link (checkpoints or the trial's directory): nothing outside the store is
    # rewritten or deleted (nofollow.LinkRefused, exit 2)
    directory = checkpoint_dir_of(work_dir, trial)
    config = normalised_config(trial.to_config() if config is None else config)
    marker = _marker_config(directory)
    keep = resume and marker == config
    if resume and not keep and directory.is_dir() and _holds_checkpoint(directory):
        if isinstance(marker, dict):
            raise CheckpointOfOtherConfig(directory, config_changes(normalised_config(marker), config))
        state = "unreadable" if (directory / TRIAL_FILE).exists() else "missing"
        problem = get_runner(trial.algo).checkpoint_problem(directory, trial)
        if problem is not None:
            raise CheckpointWithoutMarker(directory, state, problem)
        keep = True
        if say is not None:
            say(
                f"{directory / TRIAL_FILE} is {state}; the checkpoint beside it names this trial, so "
                "--resume continues from it (trial.json written again)"
            )
    if not keep and directory.exists():
        shutil.rmtree(directory)
    directory.mkdir(parents=True, exist_ok=True)
    remove_temporaries(directory)
    # An ES checkpoint being written when its driver died.
    for leftover in directory.glob(f"*{CHECKPOINT_TMP_SUFFIX}"):
        leftover.unlink(missing_ok=True)
    atomic_write_text(directory / TRIAL_FILE, json.dumps(config, sort_keys=True, indent=1))
    return directory


def start_line(work_dir: Path, trial: Trial, resume: bool, config: dict[str, Any] | None = None) -> str:
    """How a trial's first line says it starts: ``starting``; under ``--resume``, ``resuming from
    checkpoint at N steps`` when its checkpoint (of this config, or without a readable marker but
    naming the trial) holds N steps, or ``starting from step 0`` saying why for a runner that cannot
    checkpoint (it never restarts silently)."""
    if not resume:
        return "starting"
    runner = get_runner(trial.algo)
    if not runner.checkpoints:
        return f"starting from step 0 ({trial.algo} cannot checkpoint: --resume restarts its trials)"
    try:
        directory = checkpoint_dir_of(work_dir, trial)
    except LinkRefused:  # prepare_checkpoint_dir refuses it, naming the link
        return "starting"
    marker = _marker_config(directory)
    wanted = normalised_config(trial.to_config() if config is None else config)
    steps = runner.checkpoint_steps(directory, trial) if marker in (None, wanted) else None
    return "starting" if steps is None else f"resuming from checkpoint at {steps} steps"


def _holds_checkpoint(directory: Path) -> bool:
    """Whether ``directory`` holds anything besides its ``trial.json`` marker and temporaries."""
    return any(
        p.name != TRIAL_FILE and not p.name.endswith(CHECKPOINT_TMP_SUFFIX) for p in directory.iterdir()
    )


def _checkpoint_points(raw: RawRun, runs: list[RawRun], work_dir: Path) -> tuple[list | None, str]:
    """The points the trial's checkpoint holds, if that checkpoint is this run's; and its time."""
    try:
        config = normalised_config(dict(raw.config or {}))
        trial = Trial.from_config(config)
        runner = get_runner(trial.algo)
    except Exception:  # a config esbench cannot read: no checkpoint to match
        return None, ""
    for other in runs:  # a later run of the same trial owns the checkpoint now
        later = is_run_id(other.run_id) and is_run_id(raw.run_id) and int(other.run_id) > int(raw.run_id)
        if later and other.config is not None and normalised_config(dict(other.config)) == config:
            return None, ""
    try:
        directory = checkpoint_dir_of(work_dir, trial)
    except LinkRefused:  # never read through a link
        return None, ""
    marker = _marker_config(directory)
    if marker != config and (isinstance(marker, dict) or runner.checkpoint_problem(directory, trial)):
        return None, ""  # another config's; or, its marker lost, a checkpoint that does not name it
    points = runner.logged_points(directory, trial)  # None for a checkpoint of another trial
    if not points:
        return None, ""
    files = [p for p in directory.iterdir() if p.is_file() and p.name != TRIAL_FILE]
    mtime = max((p.stat().st_mtime for p in files), default=None)
    when = dt.datetime.fromtimestamp(mtime, dt.timezone.utc) if mtime else dt.datetime.now(dt.timezone.utc)
    return points, when.replace(tzinfo=None).isoformat()  # Sacred's format: UTC, no offset


class ClosedRuns(NamedTuple):
    """What :func:`close_dead_runs` did: one line per run closed or removed, and the store's runs after."""

    lines: list[str]
    runs: list[RawRun]
    """The runs given (or read), without the directories removed, the closed ones read again."""


def close_dead_runs(
    store_dir: Path, work_dir: Path, out: TextIO, runs: Sequence[RawRun] | None = None
) -> ClosedRuns:
    """Record every run of the file store ``store_dir`` that a dead driver left RUNNING as INTERRUPTED.

    Metric points its checkpoint (in ``work_dir``) holds and ``metrics.json`` lacks are restored;
    temporary files of unfinished writes are removed (the caller holds the store's lock).
    Prints and returns one line per run; a run that cannot be rewritten (e.g. a full disk) is
    reported and left as it is. ``runs``: the store's runs as the caller read them (default: read here).
    """
    store = FileRunStore(store_dir)
    try:
        found = list(store.iter_runs(metrics=False)) if runs is None else list(runs)
    except OSError as exc:  # an unreadable store directory: nothing to close here
        print(f"{store_dir}: runs left RUNNING not checked ({exc})", file=out, flush=True)
        return ClosedRuns([], list(runs or []))
    lines = [line for raw in found if (line := _remove_if_empty(raw)) is not None]
    runs = [r for r in found if r.location is None or r.location.exists()]
    dead = {r.run_id: reason for r in runs if (reason := dead_driver(r.run)) is not None}
    for raw in runs:
        if raw.run_id in dead:
            lines.append(_close_run(store, raw, runs, work_dir, dead[raw.run_id], "INTERRUPTED"))
    # Temporary files of writes a killed process never finished (whole files are renamed into place).
    for directory in [store_dir, store_dir / "_sources", *(store_dir / run_id for run_id in dead)]:
        remove_temporaries(directory)
    for line in lines:
        print(line, file=out, flush=True)
    # the runs just closed are read again (their status and restored points)
    after = [(store.read_run(r.run_id) or r) if r.run_id in dead else r for r in runs]
    return ClosedRuns(lines, after)


def _remove_if_empty(raw: RawRun) -> str | None:
    """Remove the run directory of ``raw`` if a killed process left it empty: created (which claims
    the run's id) but killed before its ``run.json`` was written, it holds no record of any kind, only
    perhaps temporaries of unfinished writes. The caller holds the store's lock, and no trial process
    of an earlier driver lives (:mod:`esbench.stores.trial_lock`), so nothing is still writing it.
    Returns the line saying so (None: not such a directory)."""
    if raw.run is not None or raw.location is None:
        return None
    directory = Path(raw.location)
    remove_temporaries(directory)
    try:
        directory.rmdir()  # only an empty directory: nothing that holds data is ever removed
    except OSError:
        return None
    return f"run {raw.run_id}: removed its empty directory {directory} (killed before its first record)"


def _close_run(
    store: FileRunStore, raw: RawRun, runs: list[RawRun], work_dir: Path, reason: str, status: str
) -> str:
    """Record the dead run ``raw`` as ``status`` (its checkpoint's points restored); a line saying so."""
    now = dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds")
    meta = (raw.run or {}).get("meta")
    trial_name = (
        "/".join(str(meta.get(k)) for k in ("label", "env", "seed")) if isinstance(meta, dict) else ""
    )
    name = f"run {raw.run_id}" + (f" ({trial_name})" if trial_name else "")
    try:
        points, stamp = _checkpoint_points(raw, runs, work_dir)
    except OSError:  # the checkpoint went away as it was read: the stored metrics stay
        points, stamp = None, ""
    note = f"esbench: {reason}; marked {status} by esbench run at {now}"
    try:
        restored = store.close_dead_run(raw.run_id, note, points or (), stamp, status)
    except (OSError, ValueError) as exc:
        return f"{name}: {reason}; it could not be marked {status} ({exc})"
    kept = f", {restored} metric points restored from its checkpoint" if restored else ""
    return f"{name}: {reason}; marked {status}{kept}"


def close_lost_runs(
    store_dir: Path,
    work_dir: Path,
    pid: int | None,
    reason: str,
    run_ids: Sequence[str] = (),
    status: str = "FAILED",
) -> list[str]:
    """Record the runs the dead process ``pid`` (a trial's process of ``esbench run --jobs``) left
    RUNNING in the file store ``store_dir`` as ``status`` (FAILED), ``reason`` saying why, as
    :func:`close_dead_runs` does (metric points restored from the checkpoint); a line per run.
    ``run_ids``: also (``pid`` None: only) these runs, if RUNNING (a trial of a lost cluster node,
    whose process cannot be seen from here: :mod:`esbench.execution.cluster.driver`).

    Only those runs and run directories are touched: other trials may be running.
    """
    store = FileRunStore(store_dir)
    runs = list(store.iter_runs(metrics=False))
    lines = []
    for raw in runs:
        meta = (raw.run or {}).get("meta")
        driver = meta.get("driver") if isinstance(meta, dict) else None
        by_pid = dead_driver(raw.run) is not None and isinstance(driver, dict) and driver.get("pid") == pid
        by_id = raw.run_id in run_ids and (raw.run or {}).get("status") == "RUNNING"
        if (pid is not None and by_pid) or by_id:
            lines.append(_close_run(store, raw, runs, work_dir, reason, status))
            remove_temporaries(store_dir / raw.run_id)
    return lines


def _cell(raw: RawRun) -> tuple[Any, ...]:
    """(suite, label, env, seed) of a stored run, from its config (else its run's ``meta``)."""
    source = raw.config if raw.config else ((raw.run or {}).get("meta") or {})
    if not isinstance(source, dict):
        return ()
    label = source.get("label") or source.get("algo")
    cell = (source.get("suite"), label, source.get("env"), source.get("seed"))
    try:
        hash(cell)
    except TypeError:  # a value esbench never writes (a list, a mapping): no trial's cell
        return ()
    return cell


def choose_run_set(
    stores: Sequence[RunStore],
    trials: Sequence[Trial],
    *,
    runs: Sequence[RawRun],
    resume: bool,
    fresh: bool,
    where: str,
) -> tuple[int, str | None]:
    """The run set this ``esbench run`` writes into, and a line saying so (None: nothing to say).

    A store holds one suite: a latest set with runs of another suite is refused (an
    :class:`~esbench.core.errors.EsbenchError` saying how: another store, or ``--fresh``), with or
    without ``--resume``.

    ``--resume`` continues the stores' latest set. ``--fresh`` starts a new one (recorded in every
    store) when the latest holds runs; the runs stored before are kept and left out of reports and
    ``--resume``. Without either, the latest set must hold no run of ``trials``' (label, env, seed):
    otherwise an :class:`~esbench.core.errors.EsbenchError` names them, before anything is written.
    ``runs``: the runs of ``stores`` as read when the suite opened
    (:func:`~esbench.execution.plan.open_suite`).
    """
    # A run written to the file store and MongoDB is one run (same store name and run id in both).
    runs = list({(raw.source, raw.run_id): raw for raw in runs}.values())
    current = max((latest_run_set(store.run_set(), runs) for store in stores), default=1)
    in_set = [raw for raw in runs if raw.run_set == current]
    if fresh:
        if not in_set:
            return current, None
        for store in stores:
            store.write_run_set(current + 1)
        sets = f"run sets 1-{current}" if current > 1 else "run set 1"
        return current + 1, (
            f"run set {current + 1} started in {where}: the {len(runs)} run(s) stored before ({sets}) "
            "are kept apart, left out of reports and --resume"
        )
    others = sorted(
        {str(c[0]) for c in map(_cell, in_set) if c and c[0] is not None} - {t.suite for t in trials}
    )
    if others and trials:
        raise EsbenchError(
            f"{where} holds runs of suite {', '.join(repr(o) for o in others)} (run set {current}), and this "
            f"is suite {trials[0].suite!r}: a store holds one suite, so that a report never pools another "
            "suite's runs with these. Run it into a store of its own (--results DIR), or start a new run "
            "set here with --fresh (the stored runs are kept apart and left out of reports); nothing was run"
        )
    if resume:
        return current, None
    wanted = {(t.suite, t.label, t.env, t.seed): t for t in trials}
    clash = [raw for raw in in_set if _cell(raw) in wanted]
    if not clash:
        return current, None
    first = clash[0]
    _, label, env, seed = _cell(first)
    changed = sum(
        raw.config is not None
        and normalised_config(dict(raw.config)) != normalised_config(wanted[_cell(raw)].to_config())
        for raw in clash
    )
    note = f"; {changed} of them with a different config (the suite changed)" if changed else ""
    in_which = f" (run set {current})" if current > 1 else ""
    raise EsbenchError(
        f"{where}: {len(clash)} run(s) of the trials to run are already stored{in_which}, e.g. {label} "
        f"on {env} seed {seed} (run {first.run_id}, {first.status or 'status unknown'}){note}: running "
        "them again would store a second run of the same seeds. Use --resume to continue these runs "
        "(completed trials are skipped, the others run again), or --fresh to start a new run set "
        "(the stored runs are kept apart and left out of reports); nothing was run"
    )


def readable(raw: RawRun) -> bool:
    """A stored run ``--resume`` can trust: read whole (:func:`~esbench.stores.runs.unreadable`), with a
    config and a status. Any other run is not taken as done, so its trial runs again (the broken run
    stays in the store, untouched)."""
    return unreadable(raw) is None and raw.config is not None and raw.run is not None
