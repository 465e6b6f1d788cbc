"""One trial on a node of a Ray cluster: the remote side of ``esbench run --ray-address``.

A :class:`TrialHost` is a Ray actor the driver (:mod:`esbench.execution.cluster.driver`) starts in the trial's
placement group. It runs the trial exactly as the sequential path does
(:func:`esbench.execution.attempt.attempt_trial`: same observers, checkpoints, progress lines), but into a
file store and a work directory of its own in a temporary directory of its node: nothing of the
trial is meant to stay there. While the trial runs, the driver calls :meth:`TrialHost.poll` every
fraction of a second and receives the lines the trial printed and every file of its run directory,
of Sacred's ``_sources`` and of its checkpoint directory that changed since the last call (written
whole by the trial: a file is never read half-written). The driver writes them into its own store
(:mod:`esbench.execution.cluster.relay`), so a node lost mid-trial loses at most the last fraction of a
second,
and the trial's re-run starts from the driver's copy of its checkpoint.

The actor runs the trial in one thread and answers :meth:`poll` and :meth:`interrupt` in others
(``max_concurrency``); :meth:`interrupt` (the driver's Ctrl-C or SIGTERM) stops the run at its next
logged point, which Sacred records INTERRUPTED.
"""

from __future__ import annotations

import dataclasses
import os
import shutil
import socket
import tempfile
import threading
from pathlib import Path
from typing import Any, TextIO, cast

from esbench.core.config import Trial
from esbench.core.files import CHECKPOINT_TMP_SUFFIX, is_run_id
from esbench.core.interrupts import InterruptGuard
from esbench.execution.attempt import SuiteContext, attempt_trial
from esbench.execution.local.process import limit_threads
from esbench.execution.outcomes import TrialOutcome
from esbench.execution.state import checkpoint_dir_of
from esbench.stores.atomic import TMP_SUFFIX, atomic_write_bytes

#: Prefix of a relayed file of the trial's file store (``store/<run id>/run.json``, ``store/_sources/...``).
STORE_PREFIX = "store/"
#: Prefix of a relayed file of the trial's checkpoint directory (``checkpoint/<file>``).
CHECKPOINT_PREFIX = "checkpoint/"


@dataclasses.dataclass(frozen=True, kw_only=True)
class ClusterJob:
    """Everything a trial's host needs (pickled to it by Ray)."""

    index: int
    total: int
    trial: Trial
    resume: bool
    """Continue from ``checkpoint`` (the driver's copy of the trial's checkpoint directory), if given."""
    checkpoint: dict[str, bytes]
    """File name -> content of the trial's checkpoint directory as the driver holds it ({}: none)."""
    run_set: int
    cores: int
    """The CPUs the trial's placement group reserved (torch threads are set to it)."""
    info: dict[str, Any]
    """Stored in the run's ``info`` (``cluster``: address, node; ``jobs``; ``packed``)."""


class _Lines:
    """A text stream keeping complete lines until :meth:`take` (written by the trial's thread)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._lines: list[str] = []
        self._partial = ""

    def write(self, text: str) -> int:
        """Keep ``text``; complete lines become available to :meth:`take`."""
        with self._lock:
            self._partial += text
            *done, self._partial = self._partial.split("\n")
            self._lines += [line + "\n" for line in done]
        return len(text)

    def flush(self) -> None:
        """Nothing to do: lines wait for :meth:`take`."""

    def take(self, everything: bool = False) -> list[str]:
        """The lines written since the last call (``everything``: also a line without its end)."""
        with self._lock:
            lines, self._lines = self._lines, []
            if everything and self._partial:
                lines.append(self._partial + "\n")
                self._partial = ""
        return lines


class TrialHost:
    """The Ray actor running one trial on its node (see the module docstring)."""

    def __init__(self) -> None:
        self.root = Path(tempfile.mkdtemp(prefix="esbench-trial-"))
        self.store_dir = self.root / "store"
        self.work_dir = self.root / "work"
        self.store_dir.mkdir()
        self.work_dir.mkdir()
        self.out = _Lines()
        self.guard = InterruptGuard()  # never entered: not the main thread; interrupt() sets it
        self.checkpoint_dir: Path | None = None
        self._seen: dict[str, tuple[int, int] | None] = {}
        self._poll_lock = threading.Lock()

    def node(self) -> dict[str, Any]:
        """Where this host runs: Ray node id and IP, host name, process id."""
        import ray

        context = ray.get_runtime_context()
        return {
            "node_id": context.get_node_id(),
            "node_ip": ray.util.get_node_ip_address(),
            "hostname": socket.gethostname(),
            "pid": os.getpid(),
        }

    def run(self, job: ClusterJob) -> TrialOutcome:
        """Run the trial (its checkpoint first put in place); its outcome, with the run id of this
        host's store (the driver maps it to its own)."""
        limit_threads(job.cores)
        self.checkpoint_dir = checkpoint_dir_of(self.work_dir, job.trial)
        if job.checkpoint:
            self.checkpoint_dir.mkdir(parents=True, exist_ok=True)
            for name, data in job.checkpoint.items():
                atomic_write_bytes(self.checkpoint_dir / Path(name).name, data)
                self._seen[CHECKPOINT_PREFIX + Path(name).name] = self._stamp(self.checkpoint_dir / name)
        info = {**job.info, "cluster": {**job.info.get("cluster", {}), **self.node()}}
        ctx = SuiteContext(
            store_dir=self.store_dir, work_dir=self.work_dir, resume=job.resume, extra_observers=(),
            out=cast(TextIO, self.out),  # a line stream: write and flush are all a trial's lines use
            guard=self.guard, total=job.total, run_set=job.run_set, info=info,
        )  # fmt: skip
        try:
            return attempt_trial(ctx, job.index, job.trial)
        except KeyboardInterrupt as exc:  # before or after the run itself
            return TrialOutcome.interrupted(job.trial, self.guard, exc)

    def poll(self, everything: bool = False) -> tuple[list[str], dict[str, bytes]]:
        """The lines printed and the files changed since the last call (``everything``: the last
        call, after the trial ended; also an unfinished line)."""
        with self._poll_lock:
            lines = self.out.take(everything)
            files: dict[str, bytes] = {}
            for relative, path in self._files():
                stamp = self._stamp(path)
                if stamp is None or self._seen.get(relative) == stamp:
                    continue
                try:
                    files[relative] = path.read_bytes()
                except OSError:  # replaced or removed while read: the next call sends it
                    continue
                self._seen[relative] = stamp
            return lines, files

    def interrupt(self, signum: int) -> None:
        """The driver received ``signum``: the run stops at its next logged point (INTERRUPTED)."""
        if self.guard.signum is None:
            self.guard.signum = signum

    def cleanup(self) -> None:
        """Remove this host's temporary directory (the driver has every file)."""
        shutil.rmtree(self.root, ignore_errors=True)

    def _files(self) -> list[tuple[str, Path]]:
        """(relayed name, path) of every file the driver keeps a copy of."""
        found = []
        for path in self.store_dir.rglob("*"):
            parts = path.relative_to(self.store_dir).parts
            if path.is_file() and (is_run_id(parts[0]) or parts[0] == "_sources") and whole_file(path):
                found.append((STORE_PREFIX + "/".join(parts), path))
        if self.checkpoint_dir is not None and self.checkpoint_dir.is_dir():
            for path in self.checkpoint_dir.iterdir():
                if path.is_file() and whole_file(path):
                    found.append((CHECKPOINT_PREFIX + path.name, path))
        return found

    @staticmethod
    def _stamp(path: Path) -> tuple[int, int] | None:
        try:
            stat = path.stat()
        except OSError:
            return None
        return stat.st_mtime_ns, stat.st_size


def whole_file(path: Path) -> bool:
    """False for a file being written (a temporary name: whole files, store files and ES checkpoints
    alike, are renamed into place)."""
    name = path.name
    return not (name.startswith(".") or name.endswith(TMP_SUFFIX) or name.endswith(CHECKPOINT_TMP_SUFFIX))
