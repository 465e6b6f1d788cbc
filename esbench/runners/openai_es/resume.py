"""What an ES checkpoint must match to be resumed, and the error for one that cannot be read."""

from __future__ import annotations

import json
from pathlib import Path

from esbench.core.config import Trial
from esbench.core.errors import EsbenchError
from esbench.es.state import CheckpointError, read_checkpoint_meta

#: Params that change where rollouts run but never the results: ignored when matching a checkpoint.
PLACEMENT_KEYS = (
    "backend",
    "workers",
    "ray_address",
    "worker_timeout_s",
    "straggler_factor",
    "straggler_floor_s",
    "request_schedule",
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


#: The fields that name a trial, in the order a mismatch names them.
IDENTITY = ("suite", "label", "algo", "env", "seed")


def config_digest(key: dict) -> str:
    """A short digest of a :func:`resume_key` (what a checkpoint's config must equal)."""
    import hashlib

    return hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()[:16]


def checkpoint_identity(trial: Trial) -> dict:
    """What a checkpoint records of its trial: suite, label, algo, env, seed and the config digest."""
    key = resume_key(trial)
    return {**{k: key.get(k) for k in IDENTITY}, "config_digest": config_digest(key)}


def identity_mismatch(meta: dict, trial: Trial) -> str | None:
    """Why a checkpoint's ``meta`` is not ``trial``'s (None: it is): the first differing field."""
    stored = meta.get("trial")
    if not isinstance(stored, dict):
        return "it names no trial"
    expected = checkpoint_identity(trial)
    found = meta.get("identity") or {
        **{k: stored.get(k) for k in IDENTITY},
        "config_digest": config_digest(stored),
    }
    for field in (*IDENTITY, "config_digest"):
        if found.get(field) != expected[field]:
            return f"it is of {field} {found.get(field)!r}, this trial's is {expected[field]!r}"
    if stored != resume_key(trial):
        return "its trial config differs"
    return None


def stored_points(path: Path, trial: Trial | None = None) -> list[tuple[str, float, int]] | None:
    """Every point logged up to the checkpoint file ``path`` (an ``.npz`` written with
    :func:`esbench.es.state.write_checkpoint` whose meta holds ``logger.history``); None when there is
    none, it cannot be read, or it is another trial's than ``trial``."""
    try:
        meta = read_checkpoint_meta(path) if path.is_file() else None
        if meta is None or (trial is not None and identity_mismatch(meta, trial) is not None):
            return None
        return [(str(name), float(value), int(step)) for name, value, step in meta["logger"]["history"]]
    except Exception:  # unreadable: the run keeps the points its metrics.json has
        return None


def stored_steps(path: Path, trial: Trial | None = None) -> int | None:
    """The env steps the checkpoint file ``path`` was taken at (its logger's count, exact even where
    the logged points are thinned out); None when there is none, it cannot be read, or it is another
    trial's than ``trial``."""
    try:
        meta = read_checkpoint_meta(path) if path.is_file() else None
        if meta is None or (trial is not None and identity_mismatch(meta, trial) is not None):
            return None
        return int(meta["logger"]["timesteps"])
    except Exception:  # unreadable: nothing to resume from
        return None


def checkpoint_file_problem(path: Path, trial: Trial) -> str | None:
    """None when the checkpoint file ``path`` names ``trial`` (its header: suite, label, algo, env,
    seed and the config's digest, :func:`identity_mismatch`), else why not, in words."""
    if not path.is_file():
        return f"it holds no {path.name}"
    try:
        meta = read_checkpoint_meta(path)
    except Exception as exc:  # truncated, corrupt: named, never raised
        return f"{path} is not a readable checkpoint ({type(exc).__name__}: {exc})"
    why = identity_mismatch(meta, trial) if isinstance(meta, dict) else "it names no trial"
    return None if why is None else f"{path} is not this trial's checkpoint ({why})"


def wrong_trial(path: Path, why: str) -> EsbenchError:
    """The error for a checkpoint of another trial (a copied or moved file)."""
    return EsbenchError(
        f"{path} is a checkpoint of another trial ({why}); remove it (rm '{path}') to start this trial afresh"
    )
