"""A real MongoDB-compatible server for the tests (the ``mongo_server`` and ``mongo`` fixtures).

By default SecantusDB (``secantusdb`` on PyPI, in the ``dev`` extra: a MongoDB wire-protocol server
with WiredTiger built in) is started once per test session on 127.0.0.1 and a free port, in a
temporary folder: first without authentication to create the test user, then restarted with
``--auth`` (SCRAM). Every test that uses the ``mongo`` fixture gets its own database (dropped
afterwards), so tests never see each other's runs. :class:`MongoServer` can stop and restart the
server (the mid-suite failure test does); its process is killed at session end, even on Ctrl-C.

With ``ESBENCH_TEST_MONGO=mongodb://user:pass@host:port/db?authSource=admin`` the tests use that
server instead (any real MongoDB; ``docker compose up -d mongo`` starts one): each test then uses a
database named after the test on it, and the tests that stop the server are skipped.

When SecantusDB is not installed or does not start, the tests fail with the reason (in CI, where
``CI`` is set) or are skipped with it (elsewhere); they never hang: every wait is bounded.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import re
import socket
import subprocess
import sys
import time
import uuid
from pathlib import Path
from urllib.parse import quote, unquote

import pytest

TEST_MONGO_ENV = "ESBENCH_TEST_MONGO"
USER = "esbench_it"
#: The test user's password: tests assert it is never printed or stored.
PASSWORD = "Rl-s3cret-9Xq"
START_TIMEOUT_S = 30.0
STOP_TIMEOUT_S = 15.0


def in_ci() -> bool:
    """True on a CI machine (``CI`` set to anything but false/0/empty)."""
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def unavailable(reason: str) -> None:
    """Fail (in CI) or skip (elsewhere) the current test with ``reason``."""
    if in_ci():
        pytest.fail(f"{reason} (CI is set: tests that need it must run)", pytrace=False)
    pytest.skip(reason)


def free_port() -> int:
    """A TCP port nothing listens on now (127.0.0.1)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def port_open(port: int, host: str = "127.0.0.1") -> bool:
    """True when something accepts TCP connections on ``host:port``."""
    try:
        socket.create_connection((host, port), timeout=0.2).close()
        return True
    except OSError:
        return False


def with_database(url: str, db: str) -> str:
    """``url`` naming database ``db`` (its query, e.g. ``authSource``, kept)."""
    scheme, rest = url.split("://", 1)
    authority, _, path = rest.partition("/")
    _, sep, query = path.partition("?")
    return f"{scheme}://{authority}/{db}{sep}{query}"


def password_of(url: str) -> str | None:
    """The (decoded) password of ``url``, None when it has none."""
    userinfo = url.split("://", 1)[-1].partition("/")[0].rpartition("@")[0]
    return unquote(userinfo.split(":", 1)[1]) if ":" in userinfo else None


class ServerError(RuntimeError):
    """The test server did not start (the message says why, with its log's last lines)."""


class MongoServer:
    """A SecantusDB server process on 127.0.0.1 with authentication on (see the module docstring)."""

    can_stop = True

    def __init__(self, workdir: Path) -> None:
        self.workdir = Path(workdir)
        self.storage = self.workdir / "data"
        self.log = self.workdir / "server.log"
        self.port = free_port()
        self.process: subprocess.Popen | None = None
        atexit.register(self.kill)

    def command(self, auth: bool) -> list[str]:
        """The command line of the server (``python -m secantus``)."""
        command = [sys.executable, "-m", "secantus", "--host", "127.0.0.1", "--port", str(self.port)]
        command += ["--storage-path", str(self.storage), "--log-level", "WARNING"]
        return command + (["--auth"] if auth else [])

    def url(self, db: str = "admin") -> str:
        """The URL of database ``db`` with the test user's credentials."""
        return f"mongodb://{USER}:{quote(PASSWORD, safe='')}@127.0.0.1:{self.port}/{db}?authSource=admin"

    def _log_tail(self, lines: int = 15) -> str:
        with contextlib.suppress(OSError):
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])
        return "(no log)"

    def start(self, auth: bool = True, timeout: float = START_TIMEOUT_S) -> None:
        """Start the server and wait (at most ``timeout`` s) until it accepts connections."""
        if self.process is not None and self.process.poll() is None:
            return
        self.storage.mkdir(parents=True, exist_ok=True)
        with self.log.open("a") as log:
            self.process = subprocess.Popen(
                self.command(auth), stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL
            )
        deadline = time.monotonic() + timeout
        while not port_open(self.port):
            if self.process.poll() is not None:
                code, self.process = self.process.returncode, None
                raise ServerError(
                    f"SecantusDB exited with code {code} on port {self.port}:\n{self._log_tail()}"
                )
            if time.monotonic() > deadline:
                self.kill()
                raise ServerError(f"SecantusDB did not listen on port {self.port} within {timeout:.0f} s")
            time.sleep(0.05)

    def stop(self) -> None:
        """Stop the server (SIGTERM, then SIGKILL after 15 s) and wait until it is gone."""
        process, self.process = self.process, None
        if process is None or process.poll() is not None:
            return
        process.terminate()
        try:
            process.wait(STOP_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(STOP_TIMEOUT_S)

    def kill(self) -> None:
        """Kill the server process now (session end, Ctrl-C, interpreter exit)."""
        process, self.process = self.process, None
        if process is not None and process.poll() is None:
            process.kill()
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(STOP_TIMEOUT_S)

    def ensure_running(self) -> None:
        """Start the server again when a test stopped it and did not restart it."""
        if self.process is None or self.process.poll() is not None:
            self.start(auth=True)

    def restart(self) -> None:
        """Start the stopped server again on the same port and data."""
        self.stop()
        self.start(auth=True)

    def create_user(self) -> None:
        """Start without authentication, create the test user (root), restart with ``--auth``."""
        import pymongo

        self.start(auth=False)
        client = pymongo.MongoClient(
            f"mongodb://127.0.0.1:{self.port}/", serverSelectionTimeoutMS=10_000, directConnection=True
        )
        try:
            client.admin.command("createUser", USER, pwd=PASSWORD, roles=["root"])
        finally:
            client.close()
        self.restart()


class ExternalServer:
    """The server of ``$ESBENCH_TEST_MONGO`` (not started nor stopped by the tests)."""

    can_stop = False

    def __init__(self, url: str) -> None:
        self.base_url = url

    def url(self, db: str = "admin") -> str:
        """``$ESBENCH_TEST_MONGO`` with database ``db``."""
        return with_database(self.base_url, db)

    def stop(self) -> None:
        """Stopping a server the tests did not start is not possible: skip the test."""
        pytest.skip(f"stops the server: needs the SecantusDB test server, not {TEST_MONGO_ENV}")

    restart = stop

    def kill(self) -> None:
        """Nothing to do: the server is not the tests' own."""

    def ensure_running(self) -> None:
        """Nothing to do: the server is not the tests' own."""


def start_server(workdir: Path) -> MongoServer | ExternalServer:
    """The session's server: ``$ESBENCH_TEST_MONGO``, else a fresh SecantusDB under ``workdir``."""
    url = os.environ.get(TEST_MONGO_ENV)
    if url:
        return ExternalServer(url)
    try:
        import secantus  # noqa: F401
    except ImportError:
        raise ServerError(
            f"SecantusDB is not installed: pip install -e '.[dev]' (or set {TEST_MONGO_ENV} to a MongoDB URL)"
        ) from None
    errors = []
    for _ in range(3):  # another process may take the free port before the server does
        server = MongoServer(workdir / f"secantus-{len(errors)}")
        try:
            server.create_user()
            return server
        except Exception as exc:
            server.kill()
            errors.append(f"{type(exc).__name__}: {exc}")
    raise ServerError("the SecantusDB test server did not start:\n" + "\n".join(errors))


def database_name(test_name: str) -> str:
    """A database name unique to one test (at most 60 characters, only ``[A-Za-z0-9_]``)."""
    stem = re.sub(r"[^A-Za-z0-9_]", "_", test_name.removeprefix("test_"))[:40]
    return f"t_{stem}_{uuid.uuid4().hex[:8]}"


class MongoDatabase:
    """One test's database on the test server: its URL (with credentials), a client and the server."""

    def __init__(self, server: MongoServer | ExternalServer, name: str) -> None:
        import pymongo

        self.server = server
        self.name = name
        self.url = server.url(name)
        #: The URL's password (a string found in no output when the URL has none).
        self.password = password_of(self.url) or "\x00(no password)\x00"
        self.client = pymongo.MongoClient(self.url, serverSelectionTimeoutMS=5000)
        self.db = self.client[name]
        self._names = [name]

    def other(self, suffix: str) -> tuple[str, object]:
        """The URL and database handle of a second database of this test (``<name>_<suffix>``)."""
        name = f"{self.name}_{suffix}"
        self._names.append(name)
        return self.server.url(name), self.client[name]

    def drop(self) -> None:
        """Drop this test's databases (when the server is up) and close the client."""
        for name in self._names:
            with contextlib.suppress(Exception):
                self.client.drop_database(name)
        self.client.close()
