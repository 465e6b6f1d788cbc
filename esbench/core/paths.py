"""Directories esbench writes into: checked before anything runs, errors that name the setting.

A results or report directory given by the user (``store.file``, ``--results``, ``-o``) must be a
directory esbench can create and write. :func:`writable_directory` checks that up front, so a path
naming an existing file or a read-only directory stops with one message (exit code 2) instead of a
traceback halfway through a suite.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from esbench.core.errors import EsbenchError


def writable_directory(path: Path, setting: str) -> Path:
    """``path``, created if missing, after checking that files can be written in it.

    ``setting`` names where the path came from (``store.file``, ``--results``, ``-o``) for the message.
    Raises :class:`EsbenchError` when it is a file, cannot be created, or is not writable.
    """
    if path.exists() and not path.is_dir():
        raise EsbenchError(f"{setting}: {path} is an existing file, not a directory; choose a directory")
    try:
        path.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=path, prefix=".esbench-write-check-"):
            pass
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise EsbenchError(
            f"{setting}: cannot write in {path} ({reason}); choose a writable directory"
        ) from None
    if not os.access(path, os.W_OK | os.X_OK):
        raise EsbenchError(f"{setting}: {path} is not writable; choose a writable directory")
    return path
