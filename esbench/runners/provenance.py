"""Where a run's code comes from: the distribution, version and VCS commit of each outside package.

Every run records, in its ``info.provenance`` and in Sacred's ``run.json`` (``meta.provenance``, and
each distribution as one of ``experiment.dependencies``), one entry per package that is not esbench:

* the runner's own package (an outside runner: an entry point's or a suite's ``module:Class``);
* the libraries the runner names in :attr:`~esbench.runners.base.Runner.packages` (``nevergrad``,
  ``evotorch``, ...);
* the env's package: the module its gymnasium entry point lives in (an ``env_packages`` module, or
  gymnasium, ``ale_py``, ...) and its family's modules (``mujoco``, ``pybullet``).

Each entry is ``{"module", "distribution", "version", "commit", "dirty", "url"}``: the distribution
that installs the module (:func:`importlib.metadata.packages_distributions`), its version, and the
VCS commit when one is known: a VCS install's ``direct_url.json`` ``vcs_info.commit_id`` (a copy of
that commit: ``dirty`` False), or, for an editable install or a module found on ``PYTHONPATH`` (no
distribution), the commit checked out in the git work tree the module's files are tracked in, with
``dirty`` saying whether they differ from it (a changed or new file under the package: ``git status``).
A repository that merely encloses the module, without tracking its files (a plugin copied into a
home directory under git), is not the plugin's: no commit is recorded then. Unknown is None.

esbench itself is recorded by Sacred (``experiment.repositories``: its git commit and whether the
work tree was dirty) and, by content, by :func:`code_digest` (``info.code_digest``): a commit says
where the code came from, the digest whether two runs ran the same code (two commits that changed
only documents, tests or reports give one digest; a dirty work tree with changes to run code gives
its own).
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import subprocess
from functools import cache
from importlib import metadata
from pathlib import Path
from typing import Any

#: Top-level modules that are esbench itself (recorded by Sacred's own git info), never an entry.
OWN = {"esbench", "builtins", "__main__"}


def provenance(runner_class: type, env_id: str) -> list[dict[str, Any]]:
    """One entry per outside package of a run of ``runner_class`` on ``env_id`` (module docstring),
    in that order, each module once."""
    modules = [runner_class.__module__, *getattr(runner_class, "packages", ()), *env_modules(env_id)]
    seen: dict[str, dict[str, Any]] = {}
    for module in modules:
        top = module.split(".")[0]
        if top and top not in OWN and top not in seen:
            seen[top] = package_entry(top)
    return list(seen.values())


def env_modules(env_id: str) -> list[str]:
    """The module of ``env_id``'s gymnasium entry point (if registered) and its family's modules."""
    from esbench.core.config import parse_env_ref
    from esbench.envs.families import family_of

    try:
        env_id = parse_env_ref(env_id)[0]
    except Exception:  # an env ref esbench cannot read names no package
        return []
    out = []
    try:
        import gymnasium

        entry = gymnasium.spec(env_id).entry_point
        out.append(entry.split(":")[0] if isinstance(entry, str) else getattr(entry, "__module__", ""))
    except Exception:  # not registered in this process: the family's modules still name it
        pass
    family = family_of(env_id)
    return out + list(family.modules if family is not None else ())


#: The suffixes of the files :func:`code_digest` reads: the code and the data that ships with it.
CODE_SUFFIXES = (".py", ".yaml", ".json")
#: esbench's subpackages :func:`code_digest` leaves out: they read stored runs and never run in one
#: (no runner, backend, env, policy, suite or execution module imports them: tests/test_architecture.py),
#: so a change to a report does not make two runs' code differ.
NOT_RUN_CODE = ("report", "resultsdoc")


@cache
def code_digest(root: Path | None = None) -> str:
    """16 hex digits of the SHA-256 of the esbench source a run can depend on: every file under the
    package directory (``root``, default: the esbench package this process imported) with a suffix in
    :data:`CODE_SUFFIXES`, by relative path and content, in path order, except the subpackages in
    :data:`NOT_RUN_CODE` (``__pycache__`` and other files left out too). Equal digests mean a run ran
    the same esbench code; outside packages are recorded apart (:func:`provenance`). "" when the source
    cannot be read."""
    import esbench

    base = root if root is not None else Path(esbench.__file__).parent
    digest = hashlib.sha256()
    try:
        files = sorted(
            p for p in base.rglob("*")
            if p.suffix in CODE_SUFFIXES and p.is_file() and "__pycache__" not in p.parts
            and p.relative_to(base).parts[0] not in NOT_RUN_CODE
        )  # fmt: skip
        for path in files:
            digest.update(path.relative_to(base).as_posix().encode() + b"\0")
            digest.update(path.read_bytes() + b"\0")
    except OSError:
        return ""
    return digest.hexdigest()[:16] if files else ""


@cache
def _distributions() -> dict[str, list[str]]:
    return dict(metadata.packages_distributions())


def package_entry(module: str) -> dict[str, Any]:
    """``{"module", "distribution", "version", "commit", "url"}`` of the top-level ``module``."""
    entry: dict[str, Any] = dict.fromkeys(("distribution", "version", "commit", "dirty", "url"))
    entry = {"module": module, **entry}
    names = _distributions().get(module, [])
    if names:  # the distribution named like the module first (mujoco, not mujoco-core, for mujoco)
        names = sorted(names, key=lambda n: n.lower().replace("-", "_") != module.lower())
        try:
            dist = metadata.distribution(names[0])
        except metadata.PackageNotFoundError:
            dist = None
        if dist is not None:
            entry.update(distribution=dist.metadata["Name"], version=dist.version)
            entry.update(install_source(dist, module_files(module)))
            return entry
    files = module_files(module)
    if files is not None:  # on PYTHONPATH, not installed: the checkout it runs from
        entry.update(url=(files if files.is_dir() else files.parent).as_uri(), **git_state(files))
    return entry


def module_files(module: str) -> Path | None:
    """The files of the top-level ``module``: its package directory, or its one ``.py`` file (None:
    not found, or built in)."""
    try:
        spec = importlib.util.find_spec(module) if module.isidentifier() else None
    except (ImportError, ValueError):
        return None
    origin = spec.origin if spec is not None and spec.origin not in (None, "built-in", "frozen") else None
    if origin is None:
        return None
    path = Path(origin)
    return path.parent if path.name == "__init__.py" else path


def install_source(dist: metadata.Distribution, files: Path | None = None) -> dict[str, Any]:
    """``url``, ``commit`` and ``dirty`` from the distribution's ``direct_url.json`` (PEP 610), when it
    has one; an editable install's from the git state of its module's ``files`` (:func:`git_state`)."""
    try:
        direct = json.loads(dist.read_text("direct_url.json") or "null")
    except (ValueError, OSError):
        direct = None
    if not isinstance(direct, dict):
        return {}
    url = str(direct.get("url") or "") or None
    vcs = direct.get("vcs_info")
    if isinstance(vcs, dict) and vcs.get("commit_id"):
        return {"url": url, "commit": str(vcs["commit_id"]), "dirty": False}
    editable = isinstance(direct.get("dir_info"), dict) and direct["dir_info"].get("editable")
    if editable and url and url.startswith("file://"):
        return {"url": url, **git_state(files or Path(url.removeprefix("file://")))}
    return {"url": url}


#: How long one ``git`` command may take (a huge or network-mounted work tree): then unknown.
GIT_TIMEOUT_S = 20.0


def _git(cwd: Path, *args: str) -> subprocess.CompletedProcess[str] | None:
    """``git args`` in ``cwd`` with no hook, fsmonitor or pager and without writing the index (None: no
    git, or it did not answer in :data:`GIT_TIMEOUT_S`)."""
    env = {**os.environ, "GIT_OPTIONAL_LOCKS": "0", "GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C"}
    command = ["git", "-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null", *args]
    try:
        return subprocess.run(
            command, cwd=cwd, env=env, capture_output=True, text=True, timeout=GIT_TIMEOUT_S
        )
    except (OSError, subprocess.SubprocessError):
        return None


def _bytecode(status_line: str) -> bool:
    """A ``git status --porcelain`` line of Python's own bytecode (``__pycache__``, ``.pyc``), which
    importing the module writes: no change to its code."""
    return "__pycache__" in status_line or status_line.rstrip('"').endswith((".pyc", ".pyo"))


def git_state(files: Path) -> dict[str, Any]:
    """``{"commit", "dirty"}`` of the git work tree that tracks ``files`` (a package directory or a
    module's file): the commit checked out, and whether a file under ``files`` differs from it or is
    new (bytecode aside); both None when no repository tracks them (one that merely encloses them is
    not theirs), or git is missing."""
    cwd = files if files.is_dir() else files.parent
    tracked = _git(cwd, "ls-files", "--error-unmatch", "--", str(files))
    if tracked is None or tracked.returncode != 0:
        return {"commit": None, "dirty": None}
    head, status = _git(cwd, "rev-parse", "HEAD"), _git(cwd, "status", "--porcelain", "--", str(files))
    commit = head.stdout.strip() if head is not None and head.returncode == 0 else None
    changed = (
        [line for line in status.stdout.splitlines() if not _bytecode(line)] if status is not None else []
    )
    dirty = bool(changed) if status is not None and status.returncode == 0 else None
    return {"commit": commit or None, "dirty": dirty}
