"""Files written whole or not at all: a temporary name in the same directory, then ``os.replace``.

Every file esbench writes into a store (Sacred's run files through
:class:`~esbench.stores.file_observer.AtomicFileStorageObserver`, ``suite.yaml``, ``trials.json``,
a checkpoint's ``trial.json``) goes through :func:`atomic_write_bytes`: a crash or a full disk
leaves the previous version (or nothing), never a 0-byte or half-written file. The data is flushed
to disk (``fsync``) before the rename, so a full disk is reported by the write that hits it.
"""

from __future__ import annotations

import errno
import os
import uuid
from pathlib import Path

from esbench.stores.nofollow import open_fd, read_bytes, refuse_link

#: Suffix of the temporary files; readers skip them, and :func:`remove_temporaries` removes them.
TMP_SUFFIX = ".esbench-tmp"

#: errno values that mean "no space left": a full disk, or a quota reached.
DISK_FULL_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT})


def temporary_name(path: str | os.PathLike) -> Path:
    """A unique temporary file name beside ``path`` (hidden, ending in :data:`TMP_SUFFIX`)."""
    path = Path(path)
    return path.with_name(f".{path.name}.{os.getpid()}.{uuid.uuid4().hex[:8]}{TMP_SUFFIX}")


def atomic_write_bytes(path: str | os.PathLike, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically (temporary file, ``fsync``, ``os.replace``).

    On any error the temporary file is removed and the error raised; ``path`` is unchanged. A
    ``path`` that is a symbolic link is refused (:class:`~esbench.stores.nofollow.LinkRefused`), and
    the temporary file is created new (``O_EXCL``, ``O_NOFOLLOW``): nothing is written through a link.
    """
    path = Path(path)
    refuse_link(path)
    tmp = temporary_name(path)
    try:
        fd = open_fd(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        if exc.errno in DISK_FULL_ERRNOS:  # named by the file being written, not its temporary
            raise OSError(exc.errno, exc.strerror, str(path)) from exc
        raise
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def atomic_write_text(path: str | os.PathLike, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically."""
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_copy(source: str | os.PathLike, target: str | os.PathLike) -> None:
    """Copy the file ``source`` to ``target`` atomically."""
    atomic_write_bytes(target, read_bytes(source))


def remove_temporaries(directory: str | os.PathLike) -> int:
    """Remove the temporary files a crash left directly in ``directory``; return how many."""
    removed = 0
    try:
        entries = list(Path(directory).iterdir())
    except OSError:
        return 0
    for entry in entries:
        if entry.name.endswith(TMP_SUFFIX) and entry.is_file():
            entry.unlink(missing_ok=True)
            removed += 1
    return removed


def is_disk_full(exc: BaseException | None) -> bool:
    """True if ``exc``, or an exception it was raised from, is "no space left on device" (or quota)."""
    seen = set()
    while exc is not None and id(exc) not in seen:
        seen.add(id(exc))
        if isinstance(exc, OSError) and exc.errno in DISK_FULL_ERRNOS:
            return True
        exc = exc.__cause__ or exc.__context__
    return False
