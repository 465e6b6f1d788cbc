"""``esbench run SUITE --resume --dry-run``: what ``--resume`` would do with each trial, nothing written.

Read from the file store as ``--resume`` reads it (:func:`~esbench.execution.plan.open_suite`), the
latest run set and the trials' checkpoint directories, without taking the store's lock:

- ``skip``: the run set holds a COMPLETED run of the trial with the same config
  (:func:`~esbench.execution.attempt.completed_run`, the drivers' own rule);
- ``continue from N steps``: its checkpoint directory holds a checkpoint of this config (its
  ``trial.json`` marker, or, the marker lost, a checkpoint naming the trial), N its last logged step;
- ``refused``: a checkpoint written under another config (``--resume`` keeps it and fails the trial);
- ``restart``: anything else (no run, no checkpoint, or a runner that does not checkpoint).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from esbench.core.config import Trial
from esbench.core.metrics import TIMESTEPS
from esbench.execution.attempt import contended, latest_completed
from esbench.execution.kept import config_changes
from esbench.execution.state import (
    _holds_checkpoint,
    _marker_config,
    checkpoint_dir_of,
    normalised_config,
)
from esbench.runners.registry import get_runner
from esbench.stores.file_store import FileRunStore
from esbench.stores.nofollow import LinkRefused
from esbench.stores.runs import RawRun, RunReader, latest_run_set


def resume_action(trial: Trial, stored: Sequence[RawRun], work_dir: Path) -> str:
    """What ``--resume`` would do with ``trial`` (see the module docstring); ``stored``: the runs of
    the latest run set."""
    done = latest_completed(stored, trial)
    if done is not None and contended(done, trial):
        return f"restart (run {done.run_id} completed on a busy host: its wall-clock is contended)"
    if done is not None:
        return f"skip (completed: run {done.run_id})"
    runner = get_runner(trial.algo)
    if not getattr(runner, "checkpoints", True):
        return f"restart ({trial.algo} cannot checkpoint)"
    try:
        directory = checkpoint_dir_of(work_dir, trial)
    except LinkRefused:
        return "refused (its checkpoint directory is a link)"
    if not directory.is_dir() or not _holds_checkpoint(directory):
        return "restart"
    config = normalised_config(trial.to_config())
    marker = _marker_config(directory)
    if isinstance(marker, dict) and marker != config:
        changes = config_changes(normalised_config(marker), config)
        return f"refused (a checkpoint of another config: {'; '.join(changes[:2]) or 'changed'})"
    if marker is None and runner.checkpoint_problem(directory, trial) is not None:
        return "refused (a checkpoint that does not name this trial)"
    points = runner.logged_points(directory, trial) or []
    steps = [step for name, _, step in points if name == TIMESTEPS]
    if not steps:
        return "restart"
    return f"continue from {max(steps):,} steps (checkpoint)"


def resume_preview(trials: Sequence[Trial], store_dir: Path | None, work_dir: Path) -> list[str]:
    """One line per trial: ``resume: skip | continue from N steps | refused | restart``."""
    if store_dir is None:  # store.file off: the runs are in MongoDB, which a dry run does not open
        return ["resume: not known (--dry-run reads the file store only)" for _ in trials]
    store = FileRunStore(store_dir)
    runs = list(RunReader().runs(store, metrics=False)) if store_dir.is_dir() else []
    current = latest_run_set(store.run_set() if store_dir.is_dir() else None, runs)
    stored = [r for r in runs if r.run_set == current]
    return [f"resume: {resume_action(t, stored, work_dir)}" for t in trials]
