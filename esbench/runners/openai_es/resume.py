"""The ES's checkpoint: its state (θ, optimizer, observation statistics, episode cap, generation) and
the run's meta in ``openai_es_checkpoint.npz``, the shared file of :mod:`esbench.runners.checkpoints`.

Only the ES's runner uses this module; what every family's checkpoint must match to be resumed, and
the file itself, are :mod:`esbench.runners.checkpoints`'s. The file's layout is the one the ES has
always written (arrays at their dotted paths, numbers and meta in the JSON header), so checkpoints of
earlier code load as they are.
"""

from __future__ import annotations

import os
from typing import Any

from esbench.es.state import ESState
from esbench.runners.checkpoints import CheckpointError, read_checkpoint, write_checkpoint

CHECKPOINT_FILE = "openai_es_checkpoint.npz"


def save_state(state: ESState, path: str | os.PathLike, meta: dict[str, Any] | None = None) -> None:
    """Write ``state`` and ``meta`` to ``path`` (``.npz``) atomically: a temp file, then ``os.replace``.

    Arrays (θ, optimizer moments, observation sums) are stored as they are; the numbers (generation,
    step count, observation count, cap) and ``meta`` (the caller's JSON-serialisable data, e.g. a
    logger state) go in a JSON header. :func:`restore_state` reads it back exactly.
    """
    write_checkpoint(path, state.state_dict(), meta)


def restore_state(state: ESState, path: str | os.PathLike) -> dict[str, Any]:
    """Load the state saved at ``path`` by :func:`save_state` into ``state``; return its ``meta``.

    Raises :class:`~esbench.runners.checkpoints.CheckpointError` (naming ``path``) when the file is
    not a whole checkpoint of this state (truncated or corrupt).
    """
    try:
        meta, stored = read_checkpoint(path)
        state.load_state_dict(stored)
    except Exception as exc:
        raise CheckpointError(f"{path}: not a readable checkpoint ({type(exc).__name__}: {exc})") from exc
    return meta
