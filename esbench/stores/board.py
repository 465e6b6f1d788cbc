"""``esbench board --mongo URL``: start Omniboard (Sacred's web dashboard) on a MongoDB database.

Omniboard is the ``omniboard`` npm package. On first use it is installed with npm into
``~/.cache/esbench/omniboard`` (``$ESBENCH_OMNIBOARD_DIR`` overrides), then started with the
database URL in its ``MONGO_URI`` environment variable and the port in ``PORT`` (Omniboard 2.16.1
reads only these two; it ignores ``-p``): the password is never on a command line (where ``ps``
shows it) nor printed. Users with Docker can use the repository's ``docker-compose.yml`` instead.

Omniboard does not reconnect after its database restarts, so :class:`Board` watches the database
(a read every few seconds): it says when the database went away and restarts Omniboard when it is
back (or when Omniboard exited meanwhile). It also reports the port Omniboard really listens on
(Omniboard takes the next port when the one asked for is taken) and creates esbench's metric
columns (final and best eval return, timesteps) when the database has none.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import TextIO

from esbench.core.errors import EsbenchError
from esbench.stores.board_guard import (
    DEFAULT_HOST,
    GUARD_FILE,
    HOST_ENV,
    exposure_warning,
    guard_env,
    write_guard,
)
from esbench.stores.mongo import DEFAULT_DB, MongoStore, MongoTarget

OMNIBOARD_PACKAGE = "omniboard@2.16.1"
DEFAULT_PORT = 9000
INSTALL_DIR_ENV = "ESBENCH_OMNIBOARD_DIR"
#: Seconds npm may take to install Omniboard (about 2 minutes on a good connection).
INSTALL_TIMEOUT_S = 900
#: Seconds between two checks of the database while Omniboard runs.
POLL_S = 5.0
_LISTENING = re.compile(r"Omniboard is listening on port (\d+)")


def install_dir(environ: Mapping[str, str] | None = None) -> Path:
    """Where Omniboard is installed (``$ESBENCH_OMNIBOARD_DIR`` or ``~/.cache/esbench/omniboard``)."""
    environ = os.environ if environ is None else environ
    return Path(environ.get(INSTALL_DIR_ENV) or Path.home() / ".cache" / "esbench" / "omniboard")


def find_npm() -> str:
    """The npm executable; :class:`EsbenchError` with what to do when there is none."""
    npm = shutil.which("npm")
    if npm is None:
        raise EsbenchError(
            "esbench board: npm not found. Install Node.js (>= 14, with npm) to run Omniboard, "
            "or start MongoDB and Omniboard with `docker compose up` (see README: Browsing runs in Omniboard)"
        )
    return npm


def omniboard_executable(prefix: Path) -> Path:
    """The ``omniboard`` launcher npm installs under ``prefix``."""
    return prefix / "node_modules" / ".bin" / "omniboard"


def install_command(npm: str, prefix: Path) -> list[str]:
    """The npm command that installs Omniboard under ``prefix``."""
    return [npm, "install", "--prefix", str(prefix), "--no-audit", "--no-fund", OMNIBOARD_PACKAGE]


def board_uri(target: MongoTarget) -> str:
    """The URL Omniboard connects to: the target's, with the database named explicitly."""
    scheme, rest = target.url.split("://", 1)
    authority, _, path = rest.partition("/")
    db, sep, query = path.partition("?")
    return f"{scheme}://{authority}/{db or DEFAULT_DB}{sep}{query}"


def board_command(prefix: Path) -> list[str]:
    """The command line that starts Omniboard (no URL in it: see :func:`board_env`)."""
    return [str(omniboard_executable(prefix))]


def board_env(
    target: MongoTarget,
    port: int,
    base: Mapping[str, str] | None = None,
    *,
    guard: Path,
    host: str = DEFAULT_HOST,
) -> dict[str, str]:
    """Omniboard's environment: ``MONGO_URI`` (the database URL), ``PORT``, and the preload of
    ``guard`` that binds it to ``host`` and refuses foreign origins (:mod:`~esbench.stores.board_guard`)."""
    env = guard_env(guard, host, os.environ if base is None else base)
    env.update({"MONGO_URI": board_uri(target), "PORT": str(port)})
    return env


def ensure_installed(prefix: Path, out: TextIO) -> Path:
    """Install Omniboard with npm unless already there; return its executable."""
    executable = omniboard_executable(prefix)
    if executable.exists():
        return executable
    command = install_command(find_npm(), prefix)
    prefix.mkdir(parents=True, exist_ok=True)
    print(f"installing Omniboard (first use, about 2 minutes): {' '.join(command)}", file=out, flush=True)
    try:
        done = subprocess.run(
            command,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            check=False,
            timeout=INSTALL_TIMEOUT_S,
        )
    except subprocess.TimeoutExpired:
        raise EsbenchError(
            f"esbench board: npm did not install {OMNIBOARD_PACKAGE} within {INSTALL_TIMEOUT_S // 60} minutes"
        ) from None
    if done.returncode != 0 or not executable.exists():
        tail = "\n".join(done.stdout.strip().splitlines()[-5:])
        raise EsbenchError(f"esbench board: npm could not install {OMNIBOARD_PACKAGE}:\n{tail}")
    return executable


def database_probe(store: MongoStore) -> Callable[[], str | None]:
    """A check of ``store``'s database: None when it answers a read, else why not (masked)."""

    def probe() -> str | None:
        try:
            store.check(write=False)
            return None
        except EsbenchError as exc:
            return str(exc)

    return probe


class Board:
    """Omniboard as a child process, watched together with its database.

    ``database_problem()`` returns None while the database answers, else a message. When it stops
    answering, the board prints a warning; when it answers again, Omniboard is restarted (it
    would keep failing on its dead connection). ``mask`` is applied to Omniboard's output.
    """

    def __init__(
        self,
        command: Sequence[str],
        env: Mapping[str, str],
        database_problem: Callable[[], str | None],
        out: TextIO,
        *,
        port: int,
        poll_s: float = POLL_S,
        mask: Callable[[str], str] = str,
        host: str = DEFAULT_HOST,
    ) -> None:
        self.command, self.env, self.port, self.host = list(command), dict(env), port, host
        self.database_problem, self.out, self.poll_s, self.mask = database_problem, out, poll_s, mask
        self.process: subprocess.Popen | None = None
        self.starts = 0
        self.listening_port: int | None = None

    def _say(self, text: str) -> None:
        print(text, file=self.out, flush=True)

    def _pump(self, process: subprocess.Popen) -> None:
        assert process.stdout is not None  # start() opens it with stdout=PIPE
        for line in process.stdout:
            line = self.mask(line.rstrip("\n"))
            self._say(line)
            found = _LISTENING.search(line)
            if found:
                self.listening_port = int(found.group(1))
                if self.listening_port != self.port:
                    self._say(
                        f"esbench board: port {self.port} is taken; Omniboard listens on "
                        f"http://{_url_host(self.host)}:{self.listening_port} instead"
                    )

    def start(self) -> None:
        """Start Omniboard (its output goes to ``out``, masked)."""
        self.process = subprocess.Popen(
            self.command, env=self.env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
        )
        self.starts += 1
        threading.Thread(target=self._pump, args=(self.process,), daemon=True).start()

    def stop(self) -> None:
        """Stop Omniboard (SIGTERM, SIGKILL after 10 s)."""
        process, self.process = self.process, None
        if process is None or process.poll() is not None:
            return
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)

    def run(self, stop: threading.Event | None = None) -> int:
        """Run until Ctrl-C (or ``stop`` is set; 0), or until Omniboard exits while its database is up."""
        stop = stop or threading.Event()
        self.start()
        down = False
        try:
            while not stop.wait(self.poll_s):
                problem = self.database_problem()
                exited = self.process is None or self.process.poll() is not None
                if problem is not None and not down:
                    down = True
                    self._say(
                        f"esbench board: the database went away ({problem}); Omniboard cannot "
                        "reconnect by itself: it is restarted when the database is back"
                    )
                elif problem is None and (down or exited):
                    if exited and not down:
                        code = self.process.returncode if self.process is not None else 0
                        self._say(f"esbench board: Omniboard exited with code {code}")
                        return code
                    down = False
                    self.stop()
                    self.start()
                    self._say(f"esbench board: the database is back; Omniboard restarted on port {self.port}")
        except KeyboardInterrupt:
            pass
        finally:
            self.stop()
        return 0


def check_listen_address(host: str, port: int) -> None:
    """Raise :class:`EsbenchError` (one line) unless ``port`` is a TCP port and ``host`` an address of
    this machine (a socket is bound to it for a moment, on a port the system picks, never listening),
    so Omniboard is never started where it cannot listen."""
    import socket

    if not 1 <= port <= 65535:
        raise EsbenchError(f"esbench board --port {port}: not a TCP port; give one from 1 to 65535")
    try:
        infos = socket.getaddrinfo(host, 0, type=socket.SOCK_STREAM)
        family, kind, proto, _, address = infos[0]
        with socket.socket(family, kind, proto) as probe:
            probe.bind(address)
    except (OSError, UnicodeError) as exc:  # a UnicodeError (IDNA: a label too long) has no strerror
        reason = (exc.strerror if isinstance(exc, OSError) else None) or exc
        raise EsbenchError(
            f"esbench board --host {host}: this machine cannot listen there ({reason}); "
            "give one of its own addresses (default 127.0.0.1)"
        ) from None


def run_board(
    target: MongoTarget,
    port: int = DEFAULT_PORT,
    dry_run: bool = False,
    out: TextIO | None = None,
    poll_s: float = POLL_S,
    host: str = DEFAULT_HOST,
    err: TextIO | None = None,
) -> int:
    """Start Omniboard on ``target``, listening on ``host`` only, and watch it (Ctrl-C, SIGTERM or
    SIGHUP stop both). ``dry_run``: print the command only. A host that is not loopback is warned
    about on ``err`` (stderr): Omniboard has no login.

    The caller runs the MongoDB pre-flight check first.
    """
    out, err = out or sys.stdout, err or sys.stderr
    check_listen_address(host, port)
    warning = exposure_warning(host)
    if warning:
        print(warning, file=err, flush=True)
    prefix = install_dir()
    command = board_command(prefix)
    guard = prefix / GUARD_FILE
    shown = (
        f"MONGO_URI='{target.mask(board_uri(target))}' PORT={port} {HOST_ENV}={host} "
        f"NODE_OPTIONS='--require {guard}' {' '.join(command)}"
    )
    if dry_run:
        find_npm()
        print(shown, file=out)
        return 0
    ensure_installed(prefix, out)
    write_guard(prefix)
    store = MongoStore(target)
    try:
        store.ensure_omniboard_columns()
    except Exception as exc:  # a read-only user: Omniboard works, without esbench's columns
        print(f"note: could not create Omniboard's metric columns: {target.mask(str(exc))[:200]}", file=out)
    print(
        f"Omniboard: http://{_url_host(host)}:{port}  (database {target.masked}; Ctrl-C stops it)",
        file=out,
        flush=True,
    )
    print(f"  {shown}", file=out, flush=True)
    board = Board(
        command,
        board_env(target, port, guard=guard, host=host),
        database_probe(store),
        out,
        port=port,
        poll_s=poll_s,
        mask=target.mask,
        host=host,
    )
    stop = threading.Event()
    try:
        with _stop_on_termination(stop):
            return board.run(stop)
    finally:
        store.close()


def _url_host(host: str) -> str:
    """``host`` as it stands in a URL (IPv6 addresses in brackets; 127.0.0.1 as localhost)."""
    if host == DEFAULT_HOST:
        return "localhost"
    return f"[{host}]" if ":" in host and not host.startswith("[") else host


@contextlib.contextmanager
def _stop_on_termination(stop: threading.Event) -> Iterator[None]:
    """SIGINT (Ctrl-C), SIGTERM and SIGHUP set ``stop`` (so Omniboard is stopped too) instead of killing
    esbench alone. Ctrl-C as a flag, not a ``KeyboardInterrupt``: one raised inside the database check
    (pymongo's server selection) could be swallowed there and leave the board running."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    wanted = [signal.SIGINT, signal.SIGTERM] + ([signal.SIGHUP] if hasattr(signal, "SIGHUP") else [])
    previous = {sig: signal.signal(sig, lambda signum, frame: stop.set()) for sig in wanted}
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
