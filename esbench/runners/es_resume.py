"""What an ES checkpoint must match to be resumed, and the error for one that cannot be read."""

from __future__ import annotations

import json
from pathlib import Path

from esbench.core.config import Trial
from esbench.core.errors import EsbenchError
from esbench.es.state import CheckpointError

#: Params that change where rollouts run but never the results: ignored when matching a checkpoint.
PLACEMENT_KEYS = (
    "backend",
    "workers",
    "ray_address",
    "worker_timeout_s",
    "straggler_factor",
    "straggler_floor_s",
)


def corrupt_checkpoint(path: Path, exc: Exception) -> EsbenchError:
    """The error for an unreadable checkpoint: which file, why, and what to do."""
    why = str(exc) if isinstance(exc, CheckpointError) else f"{path}: {type(exc).__name__}: {exc}"
    return EsbenchError(
        f"{why}. Delete it (rm '{path}') to restart this trial from its beginning; "
        "--resume then keeps every other trial's progress"
    )


def resume_key(trial: Trial) -> dict:
    """The trial config a checkpoint must match (placement params excluded)."""
    config = json.loads(json.dumps(trial.to_config(), sort_keys=True))
    config.pop("resources", None)  # cores only place the rollouts, as the keys below
    for key in PLACEMENT_KEYS:
        config["params"].pop(key, None)
    return config
