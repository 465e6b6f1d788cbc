"""Checkpoints as every family finds them: the shared ``.npz`` file and what it must match to resume.

The file (:func:`write_checkpoint`, :func:`read_checkpoint`, :func:`read_checkpoint_meta`): a nested
state dict whose arrays are stored as arrays (keyed by their dotted path) and everything else, with
the caller's ``meta``, in one JSON header; written atomically (a temporary file, then
``os.replace``). The ES (``openai_es_checkpoint.npz``, :mod:`esbench.runners.openai_es.resume`) and
the ask/tell runners (``asktell_checkpoint.npz``, :mod:`esbench.runners.asktell`) write it; SB3 has a
file of its own (:mod:`esbench.runners.sb3.checkpoint`) but the same header fields.

The trial (:func:`resume_key`, :func:`checkpoint_identity`, :func:`identity_mismatch`, ...): what a
checkpoint's header records of its trial and must match for ``--resume`` to continue from it, and the
errors that name a corrupt checkpoint or one of another trial. Every checkpointing family uses them.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import numpy as np

from esbench.core.config import Trial
from esbench.core.errors import EsbenchError
from esbench.core.files import CHECKPOINT_TMP_SUFFIX, open_regular
from esbench.runners.config_compare import normalised_config

# -- the file --------------------------------------------------------------------------------------


class CheckpointError(ValueError):
    """A checkpoint file is unreadable, incomplete or of another state."""


def write_checkpoint(path: str | os.PathLike, state: dict, meta: dict[str, Any] | None = None) -> None:
    """Write a nested ``state`` dict (arrays, JSON numbers and strings) and ``meta`` to ``path``
    (``.npz``) atomically: a temp file, then ``os.replace``; :func:`read_checkpoint` reads it back exactly.

    Arrays are stored as they are; everything else goes in a JSON header (``meta``: the caller's
    JSON-serialisable data, e.g. a logger state). Used by the ES's and the ask/tell runners' checkpoints.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    arrays, numbers = _split(state)
    header = json.dumps({"state": numbers, "meta": meta or {}})
    tmp = path.with_name(path.name + CHECKPOINT_TMP_SUFFIX)
    try:
        with open(tmp, "wb") as fh:
            # numpy's stub gives savez an ``allow_pickle: bool`` keyword beside ``**kwds``, and mypy
            # checks a ``**dict`` of arrays against it too; the keys here are array names only.
            np.savez(fh, header=np.array(header), **arrays)  # type: ignore[arg-type]
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException as exc:  # a full disk, a signal: the previous checkpoint stays, whole
        tmp.unlink(missing_ok=True)
        if isinstance(exc, OSError) and exc.filename is None:  # say which file could not be written
            raise OSError(exc.errno, exc.strerror or str(exc), str(path)) from exc
        raise


def read_checkpoint(path: str | os.PathLike) -> tuple[dict[str, Any], dict]:
    """``(meta, state dict)`` of a checkpoint written by :func:`write_checkpoint` (raises when unreadable;
    a link, a FIFO or a device is never read: :func:`~esbench.core.files.open_regular`)."""
    with open_regular(path) as fh, np.load(fh, allow_pickle=False) as data:
        header = json.loads(str(data["header"]))
        arrays = {name: data[name] for name in data.files if name != "header"}
    return header["meta"], _join(header["state"], arrays)


def read_checkpoint_meta(path: str | os.PathLike) -> dict[str, Any]:
    """Only the ``meta`` of a checkpoint (its arrays are not read); raises when unreadable."""
    with open_regular(path) as fh, np.load(fh, allow_pickle=False) as data:
        return json.loads(str(data["header"]))["meta"]


def _split(tree: dict, prefix: str = "") -> tuple[dict[str, np.ndarray], dict]:
    """A nested state dict as (arrays keyed by dotted path, the same tree without its arrays)."""
    arrays: dict[str, np.ndarray] = {}
    numbers: dict = {}
    for key, value in tree.items():
        if isinstance(value, dict):
            sub_arrays, numbers[key] = _split(value, f"{prefix}{key}.")
            arrays.update(sub_arrays)
        elif isinstance(value, np.ndarray):
            arrays[f"{prefix}{key}"] = value
        else:
            numbers[key] = value
    return arrays, numbers


def _join(numbers: dict, arrays: dict[str, np.ndarray]) -> dict:
    """The inverse of :func:`_split`: the arrays put back into the tree at their dotted paths."""
    tree = json.loads(json.dumps(numbers))  # a deep copy
    for name, value in arrays.items():
        *parents, leaf = name.split(".")
        node = tree
        for parent in parents:
            node = node.setdefault(parent, {})
        node[leaf] = value
    return tree


# -- the trial it belongs to ---------------------------------------------------------------------

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
    for field in IDENTITY:
        if found.get(field) != expected[field]:
            return f"it is of {field} {found.get(field)!r}, this trial's is {expected[field]!r}"
    # the configs as compared with stored runs: keys added since the checkpoint was written, at the
    # value their absence meant, are left out (a digest alone would refuse every older checkpoint)
    if normalised_config(stored) != normalised_config(resume_key(trial)):
        field = "config_digest"
        if found.get(field) != expected[field]:
            return f"it is of {field} {found.get(field)!r}, this trial's is {expected[field]!r}"
        return "its trial config differs"
    return None


def stored_points(path: Path, trial: Trial | None = None) -> list[tuple[str, float, int]] | None:
    """Every point logged up to the checkpoint file ``path`` (an ``.npz`` written with
    :func:`write_checkpoint` whose meta holds ``logger.history``); None when there is
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
