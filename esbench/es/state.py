"""The ES state on the driver: θ, optimizer, observation statistics, episode cap and generation.

The state is also the ES's checkpoint: :meth:`ESState.save` writes it (with the caller's own
metadata) to one ``.npz`` file atomically and :meth:`ESState.restore` reads it back exactly. No RNG
state is needed: every random draw of a generation derives from (run seed, generation, pair).
"""

from __future__ import annotations

import dataclasses
import json
import os
from pathlib import Path
from typing import Any

import numpy as np

from esbench.core.files import CHECKPOINT_TMP_SUFFIX, open_regular
from esbench.es.episode_cap import EpisodeCap
from esbench.es.obstat import RunningStat
from esbench.es.optimizers import SGD, Adam, Optimizer


@dataclasses.dataclass(frozen=True, kw_only=True)
class UpdateConfig:
    """The hyperparameters of the driver-side update."""

    fitness_shaping: str = "centered_rank"
    """``centered_rank`` (reference ``return_proc_mode``) or ``none``."""
    l2coeff: float = 0.005
    """Coupled L2: the optimizer sees ``−ĝ + l2coeff · θ``."""
    optimizer: str = "adam"
    """``adam`` or ``sgd`` (with momentum)."""
    stepsize: float = 0.01
    """Learning rate of either optimizer."""
    beta1: float = 0.9
    """Adam β1."""
    beta2: float = 0.999
    """Adam β2."""
    epsilon: float = 1e-8
    """Adam ε (added to √v)."""
    momentum: float = 0.9
    """SGD momentum."""

    def make_optimizer(self, dim: int) -> Optimizer:
        """A fresh optimizer for ``dim`` parameters."""
        if self.optimizer == "adam":
            return Adam(dim, self.stepsize, self.beta1, self.beta2, self.epsilon)
        if self.optimizer == "sgd":
            return SGD(dim, self.stepsize, self.momentum)
        raise ValueError(f"unknown optimizer '{self.optimizer}' (adam | sgd)")


@dataclasses.dataclass(kw_only=True)
class ESState:
    """Everything the ES driver carries from one generation to the next (and checkpoints)."""

    theta: np.ndarray
    optimizer: Optimizer
    obstat: RunningStat
    cap: EpisodeCap
    generation: int = 0

    @classmethod
    def create(
        cls, theta: np.ndarray, obs_shape: tuple[int, ...], config: UpdateConfig, cap: EpisodeCap
    ) -> ESState:
        """The initial state for θ₀."""
        theta = np.asarray(theta, dtype=np.float32).copy()
        return cls(
            theta=theta, optimizer=config.make_optimizer(theta.size), obstat=RunningStat(obs_shape), cap=cap
        )

    def state_dict(self) -> dict:
        """A plain dict of arrays and numbers (see :meth:`load_state_dict`)."""
        return {
            "theta": self.theta.copy(),
            "optimizer": self.optimizer.state_dict(),
            "obstat": self.obstat.state_dict(),
            "cap_limit": self.cap.limit,
            "generation": self.generation,
        }

    def load_state_dict(self, state: dict) -> None:
        """Restore θ, optimizer, obs statistics, episode cap and generation."""
        self.theta = np.asarray(state["theta"], dtype=np.float32).copy()
        self.optimizer.load_state_dict(state["optimizer"])
        self.obstat.load_state_dict(state["obstat"])
        limit = state["cap_limit"]
        self.cap.limit = None if limit is None else int(limit)
        self.generation = int(state["generation"])

    def save(self, path: str | os.PathLike, meta: dict[str, Any] | None = None) -> None:
        """Write the state and ``meta`` to ``path`` (``.npz``) atomically: a temp file, then ``os.replace``.

        Arrays (θ, optimizer moments, observation sums) are stored as they are; the numbers
        (generation, step count, observation count, cap) and ``meta`` (the caller's JSON-serialisable
        data, e.g. a logger state) go in a JSON header. :meth:`restore` reads it back exactly.
        """
        write_checkpoint(path, self.state_dict(), meta)

    def restore(self, path: str | os.PathLike) -> dict[str, Any]:
        """Load the state saved at ``path`` by :meth:`save` into this state; return its ``meta``.

        Raises :class:`CheckpointError` (naming ``path``) when the file is not a whole checkpoint of
        this state (truncated or corrupt).
        """
        try:
            meta, state = read_checkpoint(path)
            self.load_state_dict(state)
        except Exception as exc:
            raise CheckpointError(f"{path}: not a readable checkpoint ({type(exc).__name__}: {exc})") from exc
        return meta


class CheckpointError(ValueError):
    """A checkpoint file is unreadable, incomplete or of another state."""


def write_checkpoint(path: str | os.PathLike, state: dict, meta: dict[str, Any] | None = None) -> None:
    """Write a nested ``state`` dict (arrays, JSON numbers and strings) and ``meta`` to ``path``
    (``.npz``) atomically: a temp file, then ``os.replace``; :func:`read_checkpoint` reads it back exactly.

    Arrays are stored as they are; everything else goes in a JSON header (``meta``: the caller's
    JSON-serialisable data, e.g. a logger state). Used by :meth:`ESState.save` and the ask/tell runners.
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
