"""A real MLflow tracking server for the ``mlflow`` tests, and a TCP proxy that can cut it off.

:func:`start_server` runs ``mlflow server`` on 127.0.0.1 (a free port) with a SQLite backend store and
proxied artifacts (``--artifacts-destination``) in a directory of its own; the session fixture
``mlflow_server`` (tests/stores/conftest.py) starts it once. Without the ``mlflow`` extra the tests
are skipped, or fail in CI (``CI`` set). :class:`Proxy` forwards a port to the server until
:meth:`Proxy.cut`, which refuses every connection from then on: a tracking server gone mid-run,
while the real one stays up for ``esbench push``.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path

import pytest
from realmongo import free_port, unavailable

#: Seconds the server may take to answer /health (its first start creates the SQLite schema; a
#: loaded 2-core machine needs about a minute).
START_TIMEOUT_S = 240.0


@dataclass
class MlflowServer:
    """A running ``mlflow server``: its URL, directory and process."""

    url: str
    directory: Path
    proc: subprocess.Popen

    def stop(self) -> None:
        """Stop the server and its workers (its own process group)."""
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.proc.pid, signal.SIGTERM)
        try:
            self.proc.wait(20)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(10)


def mlflow_command() -> list[str]:
    """How to start ``mlflow`` from this interpreter's environment (skips without the extra)."""
    try:
        import mlflow  # noqa: F401
    except ImportError:
        unavailable("needs the mlflow extra (pip install -e '.[mlflow]'; scripts/setup.sh installs it)")
    exe = Path(sys.executable).with_name("mlflow")
    return [str(exe)] if exe.exists() else [shutil.which("mlflow") or "mlflow"]


def healthy(url: str) -> bool:
    """True when the server answers /health."""
    try:
        with urllib.request.urlopen(f"{url}/health", timeout=5) as response:
            return response.status == 200
    except OSError:
        return False


def start_server(directory: Path) -> MlflowServer:
    """``mlflow server`` on a free port of 127.0.0.1, its store and artifacts under ``directory``."""
    port = free_port()
    log = directory / "server.log"
    args = [
        *mlflow_command(), "server", "--host", "127.0.0.1", "--port", str(port), "--workers", "1",
        "--backend-store-uri", f"sqlite:///{directory / 'mlflow.db'}",
        "--artifacts-destination", str(directory / "artifacts"),
    ]  # fmt: skip
    # Without MLflow's job runner (its huey consumers: about ten processes the tests never use).
    env = {**os.environ, "MLFLOW_SERVER_ENABLE_JOB_EXECUTION": "false"}
    with log.open("w") as fh:
        proc = subprocess.Popen(
            args, stdout=fh, stderr=subprocess.STDOUT, cwd=directory, start_new_session=True, env=env
        )
    server = MlflowServer(url=f"http://127.0.0.1:{port}", directory=directory, proc=proc)
    deadline = time.monotonic() + START_TIMEOUT_S
    while not healthy(server.url):
        if proc.poll() is not None or time.monotonic() > deadline:
            server.stop()
            pytest.fail(f"mlflow server did not start (exit {proc.poll()}):\n{log.read_text()[-3000:]}")
        time.sleep(0.5)
    return server


class Proxy:
    """Forwards ``127.0.0.1:port`` to ``target_port`` until :meth:`cut`."""

    def __init__(self, target_port: int):
        self.target_port = target_port
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.sockets: list[socket.socket] = []
        self.lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    @property
    def url(self) -> str:
        """The proxy's URL."""
        return f"http://127.0.0.1:{self.port}"

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            upstream = socket.create_connection(("127.0.0.1", self.target_port))
            with self.lock:
                self.sockets += [client, upstream]
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pipe, args=(a, b), daemon=True).start()

    @staticmethod
    def _pipe(source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        with contextlib.suppress(OSError):
            sink.shutdown(socket.SHUT_WR)

    def cut(self) -> None:
        """The server is gone: no new connection, every open one closed."""
        with contextlib.suppress(OSError):
            self.listener.shutdown(socket.SHUT_RDWR)  # wakes the blocked accept: the port stops listening
        self.listener.close()
        with self.lock:
            for sock in self.sockets:
                with contextlib.suppress(OSError):
                    sock.shutdown(socket.SHUT_RDWR)
                sock.close()
