"""Files of a store are opened without following symbolic links.

A store directory may be shared (a results directory others can write): a link planted in it,
``.esbench.lock -> ~/victim`` or ``1/cout.txt -> ~/.ssh/id_rsa``, would make esbench overwrite or
upload a file outside the store. So every file a store reads or writes is opened with
``O_NOFOLLOW`` and must be a regular file; a run directory or a file referenced by a relative path
(Sacred's sources) is checked component by component (:func:`inside`). A link is an error
(:class:`LinkRefused`) that readers turn into a named problem and writers into exit code 2.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import stat
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from esbench.core.errors import EsbenchError
from esbench.core.files import is_run_id


class LinkRefused(EsbenchError, OSError):
    """A store file is a symbolic link, or not a regular file (never followed, never written through)."""

    def __init__(self, path: str | os.PathLike, what: str = "is a symbolic link") -> None:
        self.path = Path(path)
        super().__init__(errno.ELOOP, f"{path} {what}: esbench never follows links in a store; remove it")
        self.args = (f"{path} {what}: esbench never follows links in a store; remove it",)

    def __str__(self) -> str:
        return self.args[0]


def open_fd(path: str | os.PathLike, flags: int = os.O_RDONLY, mode: int = 0o644) -> int:
    """``os.open`` with ``O_NOFOLLOW`` that accepts regular files only (:class:`LinkRefused`)."""
    try:
        fd = os.open(path, flags | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, mode)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise LinkRefused(path) from None
        raise
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise LinkRefused(path, "is not a regular file")
    os.set_blocking(fd, True)
    return fd


class LockBusy(EsbenchError):
    """A lock file another process still holds when the wait allowed for it is over."""


#: The environment variable bounding every tracker lock's wait (seconds; 0: do not wait).
LOCK_WAIT_ENV = "ESBENCH_LOCK_WAIT_S"
#: The wait when it is unset: long enough for another esbench's push of a suite, bounded.
LOCK_WAIT_S = 300.0


def lock_wait_s(*names: str) -> float:
    """The seconds a tracker may wait for its lock: the first of the environment variables ``names``
    then :data:`LOCK_WAIT_ENV` that is set, else :data:`LOCK_WAIT_S`; a value that is not a
    non-negative number is an error naming the variable."""
    for name in (*names, LOCK_WAIT_ENV):
        text = os.environ.get(name, "").strip()
        if not text:
            continue
        try:
            value = float(text)
        except ValueError:
            value = -1.0
        if not value >= 0:  # also NaN
            raise EsbenchError(f"${name}={text!r}: not a number of seconds; give one like 300, or unset it")
        return value
    return LOCK_WAIT_S


@contextlib.contextmanager
def held_exclusively(
    path: str | os.PathLike,
    *,
    wait_s: float | None = None,
    holder: str = "another process",
    on_wait: Callable[[str], None] | None = None,
) -> Iterator[None]:
    """An exclusive ``flock`` of the lock file ``path`` (created, never through a link) for the block.

    Without ``wait_s``, waits as long as another process holds it. With it, ``on_wait`` gets one line
    when the wait starts (naming ``path`` and its ``holder``), and after ``wait_s`` seconds
    :class:`LockBusy` says who holds it and what to do; a signal handler that raises ends the wait."""
    fd = open_fd(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        if wait_s is None:
            fcntl.flock(fd, fcntl.LOCK_EX)
        else:
            _flock_within(fd, path, wait_s, holder, on_wait)
        yield
    finally:
        os.close(fd)  # releases the lock


def _flock_within(
    fd: int, path: str | os.PathLike, wait_s: float, holder: str, on_wait: Callable[[str], None] | None
) -> None:
    deadline = time.monotonic() + wait_s
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return
        except BlockingIOError:
            pass
        if time.monotonic() >= deadline:
            raise LockBusy(
                f"{path} is still held by {holder} after {wait_s:g} s: wait for it to end or stop it "
                f"(fuser -v {path} names its process), then try again"
            )
        if on_wait is not None:
            on_wait(f"waiting for {path}: {holder} holds it (up to {wait_s:g} s)")
            on_wait = None
        time.sleep(0.1)


#: The most any store file is read into memory (a run's metrics.json of a long run is tens of MB).
MAX_READ_BYTES = 1 << 30


class TooLarge(EsbenchError, OSError):
    """A store file larger than a reader takes (never read whole: a planted or runaway file)."""

    def __init__(self, path: str | os.PathLike, limit: int) -> None:
        self.path = Path(path)
        message = f"{Path(path).name} is larger than {limit:,} bytes (not read): not a file esbench wrote"
        super().__init__(errno.EFBIG, message)
        self.args = (message,)

    def __str__(self) -> str:
        return self.args[0]


def read_bytes(path: str | os.PathLike, limit: int | None = None) -> bytes:
    """The bytes of the regular file ``path`` (never through a link), at most ``limit`` of them
    (default :data:`MAX_READ_BYTES`): a larger file is :class:`TooLarge`, never read whole."""
    limit = MAX_READ_BYTES if limit is None else limit
    with os.fdopen(open_fd(path), "rb") as fh:
        data = fh.read(limit + 1)
    if len(data) > limit:
        raise TooLarge(path, limit)
    return data


def read_text(path: str | os.PathLike, errors: str = "strict", limit: int | None = None) -> str:
    """The UTF-8 text of the regular file ``path`` (never through a link; bounded as :func:`read_bytes`)."""
    return read_bytes(path, limit).decode("utf-8", errors=errors)


def refuse_link(path: str | os.PathLike) -> None:
    """Raise :class:`LinkRefused` if ``path`` itself is a symbolic link (a missing path is fine)."""
    try:
        if stat.S_ISLNK(os.lstat(path).st_mode):
            raise LinkRefused(path)
    except FileNotFoundError:
        pass


def inside(root: str | os.PathLike, relative: str | os.PathLike) -> Path:
    """``root / relative``, refused (:class:`LinkRefused`) if it leaves ``root`` (``..``, an absolute
    path) or any of its components below ``root`` is a symbolic link."""
    root, rel = Path(root), Path(relative)
    if rel.is_absolute() or ".." in rel.parts:
        raise LinkRefused(root / rel, "points outside the store")
    path = root
    for part in rel.parts:
        path = path / part
        refuse_link(path)
    return path


def links_in(directory: str | os.PathLike) -> list[Path]:
    """The symbolic links among a store's own entries, the files of its run directories, of
    ``_sources`` and of ``checkpoints`` (the lock file is checked when it is opened)."""
    directory = Path(directory)
    found: list[Path] = []
    try:
        entries = list(os.scandir(directory))
    except OSError:
        return []
    for entry in entries:
        if entry.is_symlink():
            found.append(Path(entry.path))
        elif (is_run_id(entry.name) or entry.name in ("_sources", "checkpoints")) and entry.is_dir(
            follow_symlinks=False
        ):
            try:
                found += [Path(e.path) for e in os.scandir(entry.path) if e.is_symlink()]
            except OSError:
                pass
    return sorted(found)
