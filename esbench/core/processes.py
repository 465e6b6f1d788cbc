"""Processes of this host as lock holders and run drivers: who holds a store's lock, who drove a run,
and whether that process is still alive (from ``/proc``, so a reused pid is not mistaken for it)."""

from __future__ import annotations

import datetime as dt
import os
import socket
from collections.abc import Mapping
from typing import Any


def process_start(pid: int) -> int | None:
    """When process ``pid`` started (clock ticks since boot, from ``/proc``; None where unknown).

    Stored beside a pid, it tells a live process from a later one that was given the same pid.
    """
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            fields = fh.read().rsplit(b")", 1)[1].split()
        return int(fields[19])
    except (OSError, IndexError, ValueError):
        return None


def process_alive(pid: Any, start: Any = None) -> bool:
    """True when process ``pid`` of this host exists (and, when ``start`` is known, is the same one).

    A zombie (exited, not yet reaped) is not alive; a process owned by another user is.
    """
    if not isinstance(pid, int) or isinstance(pid, bool) or pid <= 0:
        return True  # unknown: never judge a process dead without evidence
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # it exists, owned by someone else
        return True
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            if fh.read().rsplit(b")", 1)[1].split()[0] == b"Z":
                return False
    except (OSError, IndexError):
        pass
    if isinstance(start, int) and not isinstance(start, bool):
        now = process_start(pid)
        if now is not None and now != start:
            return False  # the pid was reused by another process
    return True


def process_identity() -> dict[str, Any]:
    """This process as a lock holder or a run's driver: pid, host, start (ticks) and the time (ISO)."""
    return {
        "pid": os.getpid(),
        "host": socket.gethostname(),
        "start": process_start(os.getpid()),
        "since": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
    }


def is_stale(holder: Mapping[str, Any] | None) -> bool:
    """True when a lock's holder is a process of this host that no longer exists.

    Holders on other hosts are never judged stale (their processes cannot be seen from here).
    """
    if not holder or holder.get("host") != socket.gethostname():
        return False
    pid = holder.get("pid")
    if not isinstance(pid, int) or isinstance(pid, bool) or pid <= 0:
        return False
    return not process_alive(pid, holder.get("start"))


def describe_holder(holder: Mapping[str, Any] | None) -> str:
    """``pid 123 on host h since 2024-...`` (or ``an unknown process``)."""
    if not holder:
        return "an unknown process"
    return f"pid {holder.get('pid')} on {holder.get('host')} since {holder.get('since')}"
