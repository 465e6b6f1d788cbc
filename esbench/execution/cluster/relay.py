"""The driver's copy of a cluster trial: files from the trial's node into the driver's stores.

:class:`RunRelay` takes what a :class:`~esbench.execution.cluster.host.TrialHost` sends (its run directories,
Sacred's ``_sources``, its checkpoint files) and writes each file whole (:mod:`esbench.stores.atomic`)
into the driver's file store and work directory, as the trial would have written them there:

- a run directory of the host's store gets the next free run id of the driver's store (the host's
  own ids start at 1 in an empty store); the outcome's run id is mapped the same way;
- ``run.json`` records the *driver* as the run's driver (``meta.driver``), so a run that a killed
  driver left RUNNING is closed by the next ``esbench run`` like any other
  (:func:`~esbench.execution.state.close_dead_runs`); the process that ran the trial is kept in
  ``meta.trial_host``;
- checkpoint files land in the trial's checkpoint directory of the driver's work directory, the
  one ``--resume`` and a re-run after a lost node continue from.

:meth:`RunRelay.push` writes each of the trial's runs to a tracker once it has ended (the same upload
as ``esbench push``): a tracker shows a cluster trial when it ends, not while it runs.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from esbench.core.files import is_run_id
from esbench.core.processes import process_identity
from esbench.execution.cluster.host import CHECKPOINT_PREFIX, STORE_PREFIX, whole_file
from esbench.stores.atomic import TMP_SUFFIX, atomic_write_bytes
from esbench.stores.file_store import FileRunStore

if TYPE_CHECKING:
    from esbench.stores.runs import RawRun
    from esbench.stores.tracker import Tracker

#: The order a run directory's files are written in: run.json (its status) last.
_LAST = "run.json"


class RunRelay:
    """One trial's files, relayed into the file store ``store_dir`` and checkpoint directory
    ``checkpoint_dir`` of the driver (see the module docstring)."""

    def __init__(self, store_dir: Path, checkpoint_dir: Path):
        self.store_dir = store_dir
        self.checkpoint_dir = checkpoint_dir
        self.ids: dict[str, str] = {}
        """The host's run id -> the driver store's."""
        self.driver = process_identity()

    def apply(self, files: dict[str, bytes]) -> None:
        """Write the files a host sent (``store/...``, ``checkpoint/...``) into place."""
        for name in sorted(files, key=_write_order):
            data = files[name]
            if name.startswith(CHECKPOINT_PREFIX):
                base = _plain(name[len(CHECKPOINT_PREFIX) :])
                if base is not None:
                    self.checkpoint_dir.mkdir(parents=True, exist_ok=True)
                    atomic_write_bytes(self.checkpoint_dir / base, data)
            elif name.startswith(STORE_PREFIX):
                self._store_file(name[len(STORE_PREFIX) :].split("/"), data)

    def local_id(self, host_id: Any) -> Any:
        """The driver store's id of the host's run ``host_id`` (None when no file of it came)."""
        local = self.ids.get(str(host_id))
        return None if local is None else int(local)

    def checkpoint_files(self) -> dict[str, bytes]:
        """The trial's checkpoint files as the driver holds them (sent to the host of a re-run)."""
        return {
            p.name: p.read_bytes()
            for p in sorted(self.checkpoint_dir.iterdir())
            if p.is_file() and whole_file(p)
        }

    def push(self, tracker: Tracker) -> str | None:
        """Write the trial's runs to ``tracker``; None, else why a copy is incomplete there."""
        name = self.store_dir.resolve().name
        return self._write_each(lambda raw: tracker.push_run(raw, name), tracker.describe)

    def _write_each(
        self, write: Callable[[RawRun], object], describe: Callable[[Exception], str]
    ) -> str | None:
        """``write`` each of the trial's runs; None, else ``describe`` of the first failure (the server
        went away: the file copy stays, and ``esbench push`` uploads it later)."""
        store = FileRunStore(self.store_dir)
        for local in self.ids.values():
            raw = store.read_run(local)
            if raw is None:
                continue
            try:
                write(raw)
            except Exception as exc:
                return describe(exc)
        return None

    def forget(self) -> None:
        """Remove the trial's run directories (a spool whose runs reached a readable tracker)."""
        for local in self.ids.values():
            shutil.rmtree(self.store_dir / local, ignore_errors=True)

    def _store_file(self, parts: list[str], data: bytes) -> None:
        if len(parts) == 2 and parts[0] == "_sources":
            base = _plain(parts[1])
            target = self.store_dir / "_sources" / (base or "")
            # A source file's name carries its md5: same name, same content.
            if base is not None and not target.exists():
                target.parent.mkdir(parents=True, exist_ok=True)
                atomic_write_bytes(target, data)
            return
        if not parts or not is_run_id(parts[0]) or any(p in ("", ".", "..") for p in parts):
            return
        run_dir = self.store_dir / self._run_dir(parts[0])
        target = run_dir.joinpath(*parts[1:])
        target.parent.mkdir(parents=True, exist_ok=True)
        if parts[1:] == [_LAST]:
            data = self._as_driver(data)
        atomic_write_bytes(target, data)

    def _run_dir(self, host_id: str) -> str:
        """The driver store's run directory for the host's run ``host_id`` (created at first sight)."""
        if host_id not in self.ids:
            self.store_dir.mkdir(parents=True, exist_ok=True)
            taken = [int(p.name) for p in self.store_dir.iterdir() if is_run_id(p.name)]
            candidate = max(taken, default=0) + 1
            while True:
                try:
                    os.mkdir(self.store_dir / str(candidate))
                    break
                except FileExistsError:
                    candidate += 1
            self.ids[host_id] = str(candidate)
        return self.ids[host_id]

    def _as_driver(self, data: bytes) -> bytes:
        """``run.json`` with the driver as ``meta.driver`` and the trial's process as ``meta.trial_host``."""
        try:
            run = json.loads(data)
        except ValueError:
            return data
        meta = run.get("meta") if isinstance(run, dict) else None
        if not isinstance(meta, dict):
            return data
        meta.setdefault("trial_host", meta.get("driver"))
        meta["driver"] = self.driver
        return json.dumps(run, sort_keys=True, indent=2).encode()


def _write_order(name: str) -> tuple[bool, bool, str]:
    """Run files first, run.json (its status) last of them, then checkpoints: whoever sees a
    checkpoint in the driver's work directory also sees the run it belongs to."""
    return name.startswith(CHECKPOINT_PREFIX), name.endswith("/" + _LAST), name


def _plain(name: str) -> str | None:
    """``name`` if it is a plain file name (no directory part, not a temporary), else None: a host
    never sends another, and what it sends is never trusted to name a place."""
    if name in ("", ".", "..") or "/" in name or "\\" in name or name.endswith(TMP_SUFFIX):
        return None
    return name
