"""Checkpoints ``esbench run --resume`` keeps but cannot continue: the trial is recorded FAILED with
one line naming the checkpoint, why, and the exact command that removes it
(:func:`esbench.execution.state.prepare_checkpoint_dir` raises them; nothing is deleted)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from esbench.core.errors import EsbenchError

#: The marker beside a trial's checkpoint (:mod:`esbench.execution.state`).
TRIAL_FILE = "trial.json"


class CheckpointKept(EsbenchError):
    """``--resume`` found a checkpoint of the trial it cannot continue: kept, the trial not run."""


class CheckpointOfOtherConfig(CheckpointKept):
    """``--resume`` found the trial's checkpoint written under another config: kept, the trial not run."""

    def __init__(self, directory: Path, changes: list[str]):
        shown = "; ".join(changes[:3]) + (f"; and {len(changes) - 3} more" if len(changes) > 3 else "")
        super().__init__(
            f"{directory} holds this trial's checkpoint from a run with another config ({shown}); "
            "--resume keeps it and does not run the trial: run with the settings it was written with "
            f"to continue it, or use --fresh (a new run set) or remove it (rm -r '{directory}') to "
            "start the trial afresh"
        )


class CheckpointWithoutMarker(CheckpointKept):
    """``--resume`` found a checkpoint whose ``trial.json`` is missing or unreadable and which does
    not name this trial itself: kept, the trial not run."""

    def __init__(self, directory: Path, state: str, problem: str):
        super().__init__(
            f"{directory / TRIAL_FILE} is {state} and {problem}, so --resume cannot tell the "
            f"checkpoint in {directory} is this trial's; it keeps it and does not run the trial: "
            f"remove it (rm -r '{directory}') to start the trial afresh, or use --fresh (a new run set)"
        )


def config_changes(before: Any, after: Any, path: str = "") -> list[str]:
    """The differences between two configs, one ``key.path: before -> after`` per changed leaf."""
    if isinstance(before, dict) and isinstance(after, dict):
        changes: list[str] = []
        for key in sorted(set(before) | set(after), key=str):
            where = f"{path}.{key}" if path else str(key)
            if key not in before:
                changes.append(f"{where}: unset -> {after[key]!r}")
            elif key not in after:
                changes.append(f"{where}: {before[key]!r} -> unset")
            else:
                changes += config_changes(before[key], after[key], where)
        return changes
    return [] if before == after else [f"{path or 'config'}: {before!r} -> {after!r}"]
