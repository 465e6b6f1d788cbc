"""The import trust model: a suite is data, and never makes esbench import a module on its own.

A suite names modules in two places: ``env_packages`` and ``algo: "package.module:Class"`` (also in
the stored configs ``--resume`` reads). esbench imports such a module only when the user allowed it
(docs/plugins.md, "Trust"), in one of four ways:

* an installed distribution declares it through an esbench entry point (the group ``esbench.runners``
  for a runner's module, ``esbench.env_packages`` for an env package);
* the command-line flag ``--allow-import MODULE`` (which esbench passes on through :data:`ALLOW_VAR`
  to the processes it starts);
* the environment variable :data:`ALLOW_VAR` (comma-separated module names);
* a user-level config file, :func:`config_path` (one module name a line, ``#`` comments).

Allowing a package allows its submodules (``my_plugin`` allows ``my_plugin.envs``). Built-in runners
and env families are esbench's own code and need no consent.

:func:`drop_cwd_from_path` removes the working directory that ``python -m`` puts first on
``sys.path``, so a ``.py`` file beside a suite is never imported in its place.
"""

from __future__ import annotations

import os
import sys
from functools import cache
from importlib import metadata
from pathlib import Path

#: The environment variable listing the modules the user allows (comma-separated module names).
ALLOW_VAR = "ESBENCH_ALLOW_IMPORTS"
#: The entry-point groups through which an installed distribution declares its modules.
ENTRY_POINT_GROUPS = ("esbench.runners", "esbench.env_packages", "esbench.trackers")


def config_path() -> Path:
    """The user-level list of allowed modules: ``$XDG_CONFIG_HOME/esbench/allowed-imports``
    (``~/.config/esbench/allowed-imports`` by default)."""
    base = os.environ.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"), ".config")
    return Path(base) / "esbench" / "allowed-imports"


def _config_modules() -> set[str]:
    try:
        text = config_path().read_text(encoding="utf-8", errors="replace")
    except OSError:
        return set()
    return {line.split("#", 1)[0].strip() for line in text.splitlines()} - {""}


@cache
def declared_modules() -> frozenset[str]:
    """The modules installed distributions declare through esbench's entry points."""
    found: set[str] = set()
    for group in ENTRY_POINT_GROUPS:
        for ep in metadata.entry_points(group=group):
            found.add(ep.value.split(":", 1)[0].strip())
    return frozenset(found)


def allowed_modules() -> set[str]:
    """Every module the user allowed: :data:`ALLOW_VAR`, the config file and the entry points."""
    listed = {m.strip() for m in os.environ.get(ALLOW_VAR, "").split(",")} - {""}
    return listed | _config_modules() | set(declared_modules())


def allow(modules: list[str] | tuple[str, ...]) -> None:
    """Allow ``modules`` (``--allow-import``) here and in every process started from here."""
    listed = [m for m in os.environ.get(ALLOW_VAR, "").split(",") if m]
    os.environ[ALLOW_VAR] = ",".join(dict.fromkeys([*listed, *modules]))


def is_allowed(module: str) -> bool:
    """True if ``module`` or a package containing it is allowed."""
    allowed = allowed_modules()
    parts = module.split(".")
    return any(".".join(parts[:n]) in allowed for n in range(1, len(parts) + 1))


def how_to_allow(module: str) -> str:
    """The sentence naming the ways to allow ``module``."""
    return (
        f"a suite alone never makes esbench import code; if you trust it, allow it with "
        f"--allow-import {module}, {ALLOW_VAR}={module} or a line in {config_path()}"
    )


def drop_cwd_from_path() -> None:
    """Remove the working directory ``python -m`` put first on ``sys.path``, unless the user put it
    there too (``PYTHONPATH``)."""
    if sys.flags.safe_path or not sys.path:
        return
    first = sys.path[0]
    cwd = os.getcwd()
    if first not in ("", cwd):
        return
    user = [os.path.abspath(p or ".") for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    if cwd in user:
        return
    del sys.path[0]
