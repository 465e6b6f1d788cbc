"""Reaching the Ray cluster of ``esbench run --ray-address``: one message and exit 2 when it cannot."""

from __future__ import annotations

import socket
from typing import Any

from esbench.backends.local_ray import job_config
from esbench.core.errors import EsbenchError
from esbench.core.interrupts import signals_held

#: Seconds to wait for the cluster's address to accept a connection.
CONNECT_TIMEOUT_S = 10.0


def connect(address: str) -> Any:
    """``ray.init`` on the cluster at ``address`` (``auto``: the local one); exit 2 when it fails."""
    import ray

    try:
        _reachable(address)
        with signals_held():
            # job_config: the working directory stays off the workers' import path (local_ray)
            ray.init(address=address, log_to_driver=False, configure_logging=False, job_config=job_config())
    except Exception as exc:  # Ray raises ConnectionError, RuntimeError, ValueError, ... here
        reason = f"{type(exc).__name__}: {exc}".splitlines()[0]
        raise EsbenchError(
            f"--ray-address {address}: cannot connect to a Ray cluster ({reason}); start one with "
            "`ray start --head` (every node needs this esbench installed) and give the address "
            "`ray status` shows, or `auto` on a node of the cluster"
        ) from None
    return ray


def _reachable(address: str) -> None:
    """For ``host:port``: something accepts connections there (Ray itself retries for minutes)."""
    host, _, port = address.rpartition(":")
    if "://" in address or not host or not (port.isascii() and port.isdigit()):
        return  # auto, ray://...: Ray answers quickly
    with socket.create_connection((host.strip("[]"), int(port)), timeout=CONNECT_TIMEOUT_S):
        pass
