"""``esbench board --mongo URL``: start Omniboard (Sacred's web dashboard) on a MongoDB database.

Omniboard is the ``omniboard`` npm package. On first use it is installed with npm into
``~/.cache/esbench/omniboard`` (``$ESBENCH_OMNIBOARD_DIR`` overrides), then started with the
database URL in its ``MONGO_URI`` environment variable and the port in ``PORT``: the password is
never on a command line (where ``ps`` shows it) nor printed. Users with Docker can use the
repository's ``docker-compose.yml`` instead.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import TextIO

from esbench.errors import EsbenchError
from esbench.stores.mongo import DEFAULT_DB, MongoTarget

OMNIBOARD_PACKAGE = "omniboard@2.16.1"
DEFAULT_PORT = 9000
INSTALL_DIR_ENV = "ESBENCH_OMNIBOARD_DIR"


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


def board_env(target: MongoTarget, port: int, base: Mapping[str, str] | None = None) -> dict[str, str]:
    """Omniboard's environment: ``MONGO_URI`` (the database URL) and ``PORT``."""
    env = dict(os.environ if base is None else base)
    env.update({"MONGO_URI": board_uri(target), "PORT": str(port)})
    return env


def ensure_installed(prefix: Path, out: TextIO) -> Path:
    """Install Omniboard with npm unless already there; return its executable."""
    executable = omniboard_executable(prefix)
    if executable.exists():
        return executable
    command = install_command(find_npm(), prefix)
    prefix.mkdir(parents=True, exist_ok=True)
    print(f"installing Omniboard (first use): {' '.join(command)}", file=out, flush=True)
    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, check=False)
    if done.returncode != 0 or not executable.exists():
        tail = "\n".join(done.stdout.strip().splitlines()[-5:])
        raise EsbenchError(f"esbench board: npm could not install {OMNIBOARD_PACKAGE}:\n{tail}")
    return executable


def run_board(
    target: MongoTarget, port: int = DEFAULT_PORT, dry_run: bool = False, out: TextIO | None = None
) -> int:
    """Start Omniboard on ``target`` and wait (Ctrl-C stops it). ``dry_run``: print the command only.

    The caller runs the MongoDB pre-flight check first.
    """
    out = out or sys.stdout
    prefix = install_dir()
    command = board_command(prefix)
    shown = f"MONGO_URI='{target.mask(board_uri(target))}' PORT={port} {' '.join(command)}"
    if dry_run:
        find_npm()
        print(shown, file=out)
        return 0
    ensure_installed(prefix, out)
    print(
        f"Omniboard: http://localhost:{port}  (database {target.masked}; Ctrl-C stops it)",
        file=out,
        flush=True,
    )
    print(f"  {shown}", file=out, flush=True)
    process = subprocess.Popen(command, env=board_env(target, port))
    try:
        return process.wait()
    except KeyboardInterrupt:
        process.terminate()
        process.wait(timeout=10)
        return 0
