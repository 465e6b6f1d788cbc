"""Where a run's code comes from: the distribution, version and VCS commit of each outside package.

Every run records, in its ``info.provenance`` and in Sacred's ``run.json`` (``meta.provenance``, and
each distribution as one of ``experiment.dependencies``), one entry per package that is not esbench:

* the runner's own package (an outside runner: an entry point's or a suite's ``module:Class``);
* the libraries the runner names in :attr:`~esbench.runners.base.Runner.packages` (``nevergrad``,
  ``evotorch``, ...);
* the env's package: the module its gymnasium entry point lives in (an ``env_packages`` module, or
  gymnasium, ``ale_py``, ...) and its family's modules (``mujoco``, ``pybullet``).

Each entry is ``{"module", "distribution", "version", "commit", "url"}``: the distribution that
installs the module (:func:`importlib.metadata.packages_distributions`), its version, and the VCS
commit when one is known: a VCS install's ``direct_url.json`` ``vcs_info.commit_id``, or, for an
editable install or a module found on ``PYTHONPATH`` (no distribution), the commit checked out in
the git directory the code runs from (read from ``.git``, no ``git`` command). Unknown is None.

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
    entry: dict[str, Any] = dict.fromkeys(("distribution", "version", "commit", "url"))
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
            entry.update(install_source(dist))
            return entry
    spec = importlib.util.find_spec(module) if module.isidentifier() else None
    origin = spec.origin if spec is not None and spec.origin not in (None, "built-in", "frozen") else None
    if origin is not None:  # on PYTHONPATH, not installed: the checkout it runs from
        entry.update(url=Path(origin).parent.as_uri(), commit=git_commit(Path(origin).parent))
    return entry


def install_source(dist: metadata.Distribution) -> dict[str, Any]:
    """``url`` and ``commit`` from the distribution's ``direct_url.json`` (PEP 610), when it has one."""
    try:
        direct = json.loads(dist.read_text("direct_url.json") or "null")
    except (ValueError, OSError):
        direct = None
    if not isinstance(direct, dict):
        return {}
    url = str(direct.get("url") or "") or None
    vcs = direct.get("vcs_info")
    if isinstance(vcs, dict) and vcs.get("commit_id"):
        return {"url": url, "commit": str(vcs["commit_id"])}
    editable = isinstance(direct.get("dir_info"), dict) and direct["dir_info"].get("editable")
    if editable and url and url.startswith("file://"):
        return {"url": url, "commit": git_commit(Path(url.removeprefix("file://")))}
    return {"url": url}


def git_commit(path: Path) -> str | None:
    """The commit checked out in the git work tree holding ``path`` (None: none, or unreadable)."""
    try:
        for directory in [path, *path.parents]:
            dot_git = directory / ".git"
            if dot_git.is_file():  # a worktree or submodule: "gitdir: <path>"
                text = dot_git.read_text().strip()
                dot_git = (directory / text.removeprefix("gitdir:").strip()).resolve()
            if dot_git.is_dir():
                return _resolve_head(dot_git)
    except OSError:
        return None
    return None


def _resolve_head(git_dir: Path) -> str | None:
    head = (git_dir / "HEAD").read_text().strip()
    if not head.startswith("ref:"):
        return head or None  # a detached HEAD names its commit
    ref = head.removeprefix("ref:").strip()
    common = git_dir
    if (git_dir / "commondir").is_file():  # a worktree shares its refs with the main repository
        common = (git_dir / (git_dir / "commondir").read_text().strip()).resolve()
    for base in (git_dir, common):
        if (base / ref).is_file():
            return (base / ref).read_text().strip() or None
    packed = common / "packed-refs"
    if packed.is_file():
        for line in packed.read_text().splitlines():
            if line.endswith(" " + ref):
                return line.split()[0]
    return None
