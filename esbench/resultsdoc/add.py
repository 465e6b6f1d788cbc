"""``bash scripts/results.sh --add SRC NAME``: copy the finished runs of the store SRC into ``results/NAME``.

A run is copied with its Sacred documents (run.json, config.json, info.json, metrics.json) and its
notices, never its checkpoints or captured output; a run still RUNNING (or whose run.json cannot be
read) is left out. Adding never overwrites or loses a committed run:

- a run already in ``results/NAME`` (the same config and start time, i.e. the same run uid) is skipped,
  so adding a store again adds only what it gained since;
- a run whose id is taken by another run gets the next free id (ids are directory names: nothing in a
  run refers to its own, so the run is the same wherever it sits). Stores made on different machines
  all number their runs from 1: without this, a new machine's run 1 would replace a committed run 1.

Only regular files are copied: a link anywhere in SRC (a run's file, a store file, a ``_sources``
file, a run directory) or a FIFO refuses the whole add, naming each (a link to a secret would
otherwise become a regular file under ``results/``, ready to commit), and NAME is a plain folder
name (:data:`STORE_NAME`).

A store written without ``esbench run`` (a benchmark's runs) has no trial list and is added as it is.
The store's ``suite.yaml`` and ``trials.json`` are copied where ``results/NAME`` has none; where it has
different ones the stores come from different suites and nothing is added (exit 2). Runs of another
run set than the committed store's latest (``--fresh``) are refused likewise: a report reads one set.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from esbench.core.errors import EsbenchError
from esbench.core.safe_yaml import parse_yaml
from esbench.stores.file_store import FileRunStore
from esbench.stores.runs import RawRun, run_uid

#: What a committed run keeps of its store's run directory.
RUN_FILES = ("run.json", "config.json", "info.json", "metrics.json", "notices.txt")
#: A NAME ``--add`` accepts: one plain folder name, no spaces, newlines or leading dot.
STORE_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9._-]{0,99}")
#: The store's own files, which must agree between SRC and results/NAME.
STORE_FILES = ("suite.yaml", "trials.json")


class AddRefused(EsbenchError):
    """SRC cannot be merged into results/NAME (another suite, another run set, not a store)."""


@dataclass
class AddReport:
    """What :func:`add_store` did: run ids copied (source id -> committed id) and runs left out."""

    copied: dict[str, str] = field(default_factory=dict)
    already_there: list[str] = field(default_factory=list)
    unfinished: list[str] = field(default_factory=list)

    def summary(self, src: Path, dest: Path) -> str:
        """One line for the script's output."""
        moved = [f"{s} as {d}" for s, d in self.copied.items() if s != d]
        parts = [f"{len(self.copied)} finished runs of {src} added to {dest}"]
        if moved:
            parts.append(f"renumbered (ids taken): {', '.join(moved)}")
        if self.already_there:
            parts.append(f"{len(self.already_there)} already there")
        if self.unfinished:
            parts.append(f"{len(self.unfinished)} still running or unreadable, left out")
        return "; ".join(parts)


def _identity(raw: RawRun) -> str | None:
    """The run's uid (config and start time), or None when either cannot be read."""
    if raw.config is None or raw.run is None:
        return None
    return run_uid(raw.config, str(raw.run.get("start_time")))


def _content(path: Path) -> Any:
    """What a store file says: trials.json's list, suite.yaml's mapping (its comments left out, so a
    shipped suite whose comments were edited still matches the store it made)."""
    text = path.read_text(encoding="utf-8")
    try:
        return parse_yaml(text, str(path)) if path.suffix == ".yaml" else json.loads(text)
    except (EsbenchError, ValueError):
        return text


def _check_store_files(src: Path, dest: Path) -> None:
    for name in STORE_FILES:
        theirs, ours = src / name, dest / name
        if theirs.is_file() and ours.is_file() and _content(theirs) != _content(ours):
            raise AddRefused(
                f"{theirs} differs from {ours}: the store was made by another suite (or another version of "
                f"it) than {dest}; add it under another NAME, or move {dest} aside to replace it"
            )


def _check_run_sets(src_runs: list[RawRun], dest_runs: list[RawRun], dest: Path) -> None:
    if not dest_runs:
        return
    latest = max(r.run_set for r in dest_runs)
    other = sorted({r.run_set for r in src_runs} - {latest})
    if other:
        raise AddRefused(
            f"runs of run set {', '.join(map(str, other))} cannot join {dest}, whose report reads run set "
            f"{latest}: add them under another NAME"
        )


def _not_regular(src: Path) -> list[str]:
    """Every path under ``src`` that ``--add`` would read and that is a link or not a regular file
    (a FIFO, a device), ``src`` itself included; directories are walked without following links."""
    odd = []
    if src.is_symlink():
        return [str(src)]
    for top, dirs, files in os.walk(src, followlinks=False):
        if Path(top).name == "checkpoints" and Path(top).parent == src:
            dirs[:] = []  # never copied
            continue
        for name in [*dirs, *files]:
            path = Path(top) / name
            mode = path.lstat().st_mode
            if stat.S_ISLNK(mode) or not (stat.S_ISDIR(mode) or stat.S_ISREG(mode)):
                odd.append(str(path))
    return sorted(odd)


def add_store(src: Path, dest: Path) -> AddReport:
    """Copy SRC's finished runs into ``dest`` without overwriting any run there (module docstring)."""
    odd = _not_regular(src)
    if odd:
        raise AddRefused(
            f"{src} holds links or files that are not regular files, which --add never copies: "
            f"{', '.join(odd[:10])}{' ...' if len(odd) > 10 else ''}; replace each by the file itself "
            "or remove it, then add again"
        )
    src_runs = list(FileRunStore(src).iter_runs(metrics=False))  # read once; links never followed
    if not (src / "trials.json").is_file() and not any(r.run is not None for r in src_runs):
        raise AddRefused(f"{src} is not an esbench store (no trials.json, no run directory with a run.json)")
    _check_store_files(src, dest)
    report = AddReport()
    uids = {r.run_id: _identity(r) for r in src_runs}
    finished = [r for r in src_runs if r.status not in (None, "", "RUNNING") and uids[r.run_id]]
    report.unfinished = [r.run_id for r in src_runs if r.run_id not in {f.run_id for f in finished}]
    dest_runs = list(FileRunStore(dest).iter_runs(metrics=False))
    _check_run_sets(finished, dest_runs, dest)
    committed = {_identity(r) for r in dest_runs}
    new_runs = [r for r in finished if uids[r.run_id] not in committed]
    report.already_there = [r.run_id for r in finished if uids[r.run_id] in committed]
    taken = {r.run_id for r in dest_runs}
    # A new run keeps its id where it is free; the others follow every id committed or kept.
    ids = {r.run_id: r.run_id for r in new_runs if r.run_id not in taken}
    next_free = max((int(n) for n in taken | set(ids)), default=0) + 1
    for raw in new_runs:
        if raw.run_id not in ids:
            ids[raw.run_id], next_free = str(next_free), next_free + 1
    dest.mkdir(parents=True, exist_ok=True)
    for name in STORE_FILES:
        if (src / name).is_file() and not (dest / name).is_file():
            shutil.copyfile(src / name, dest / name)
    if (src / "_sources").is_dir():
        for source in (src / "_sources").iterdir():
            target = dest / "_sources" / source.name
            if source.is_file() and not target.exists():
                target.parent.mkdir(exist_ok=True)
                shutil.copyfile(source, target)
    for raw in new_runs:
        run_id, run_dir = ids[raw.run_id], src / raw.run_id
        staging = dest / f".adding-{run_id}"
        shutil.rmtree(staging, ignore_errors=True)
        staging.mkdir()
        for name in RUN_FILES:
            if (run_dir / name).is_file():
                shutil.copyfile(run_dir / name, staging / name)
        staging.rename(dest / run_id)  # a run appears whole or not at all
        report.copied[raw.run_id] = run_id
    return report
