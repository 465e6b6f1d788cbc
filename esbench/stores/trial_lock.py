"""The store's second lock, held by the trial processes: a new driver waits until the trial processes
of an earlier (killed) driver have gone before it starts any trial.

The store's own lock (``.esbench.lock``, :meth:`~esbench.stores.file_store.FileRunStore.lock`) is
held by the driver. Its trial processes (``esbench run --jobs``) each hold a *shared* ``flock`` on
:data:`TRIALS_LOCK_FILE` for as long as they live (:func:`hold_trials_lock`); the kernel drops it
when the process ends, however it ends. A driver that takes the store's lock then takes this one
*exclusively* for a moment (:func:`wait_for_trial_processes`): that succeeds only when no trial
process of an earlier driver still runs. A killed driver's trial processes die with it (the
parent-death signal and pidfd watch of ``esbench.execution.local.process``), so the wait is short;
one that outlives the wait is named with its pid, and the new driver exits 2 without starting.
"""

from __future__ import annotations

import fcntl
import os
import time
from collections.abc import Callable
from pathlib import Path

from esbench.core.files import is_run_id
from esbench.stores import nofollow
from esbench.stores.runs import StoreLocked

#: The file the trial processes of a store hold a shared ``flock`` on.
TRIALS_LOCK_FILE = ".esbench.trials.lock"

#: How long a new driver waits for an earlier driver's trial processes to end (seconds); the
#: environment variable ``ESBENCH_TRIALS_WAIT_S`` changes it (tests use a short wait).
TRIALS_WAIT_S = 60.0


def hold_trials_lock(directory: str | os.PathLike) -> int:
    """Take a shared ``flock`` on ``<directory>/.esbench.trials.lock`` for the rest of this process
    (a trial process calls it first); returns the descriptor, which must stay open."""
    fd = nofollow.open_fd(Path(directory) / TRIALS_LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o644)
    os.set_blocking(fd, True)
    fcntl.flock(fd, fcntl.LOCK_SH)  # waits only while a new driver checks (a moment)
    return fd


def holders(path: Path) -> list[int]:
    """The pids of this host's processes with ``path`` open (those this user may inspect)."""
    target = os.path.realpath(path)
    found = []
    for entry in os.listdir("/proc") if os.path.isdir("/proc") else []:
        if not is_run_id(entry) or int(entry) == os.getpid():
            continue
        try:
            fds = os.listdir(f"/proc/{entry}/fd")
            if any(os.readlink(f"/proc/{entry}/fd/{fd}") == target for fd in fds):
                found.append(int(entry))
        except OSError:  # gone, or not ours to see
            continue
    return sorted(found)


def wait_for_trial_processes(
    directory: str | os.PathLike, on_wait: Callable[[str], None] | None = None, wait_s: float | None = None
) -> None:
    """Return once no trial process of an earlier driver holds the store's trials lock; raise
    :class:`StoreLocked` naming their pids if some still do after ``wait_s`` seconds (default
    :data:`TRIALS_WAIT_S`, or ``ESBENCH_TRIALS_WAIT_S``). ``on_wait`` gets one line when waiting starts."""
    if wait_s is None:
        wait_s = float(os.environ.get("ESBENCH_TRIALS_WAIT_S", TRIALS_WAIT_S))
    path = Path(directory) / TRIALS_LOCK_FILE
    try:
        fd = nofollow.open_fd(path, os.O_RDWR)
    except FileNotFoundError:  # no trial process ever ran here: nothing to wait for (nothing written)
        return
    try:
        deadline, said = time.monotonic() + wait_s, False
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                fcntl.flock(fd, fcntl.LOCK_UN)  # never kept: this driver's own trials take it shared
                return
            except BlockingIOError:
                pass
            except OSError:  # a file system without flock: nothing to wait for
                return
            if time.monotonic() >= deadline:
                pids = holders(path)
                named = f" (pid {', '.join(map(str, pids))})" if pids else ""
                raise StoreLocked(
                    f"{directory}: trial processes of an earlier esbench run still write this store{named} "
                    f"after {wait_s:g} s; wait for them to end or stop them (kill PID), then run again"
                )
            if not said and on_wait is not None:
                on_wait(f"waiting for the trial processes of an earlier esbench run to end ({path})")
                said = True
            time.sleep(0.1)
    finally:
        os.close(fd)
