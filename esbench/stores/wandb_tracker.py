"""Weights & Biases as a :class:`~esbench.stores.tracker.RunTracker` (``--wandb PROJECT``,
``$ESBENCH_WANDB``, ``--track wandb=PROJECT``): every run as a W&B run, written with W&B's own client.

Offline by default: W&B's client writes each run under ``DIR/wandb/`` (``--wandb-dir DIR``, else
``$ESBENCH_WANDB_DIR``, else the current directory, as W&B itself does) in W&B's offline mode, its
error reporting off, so nothing leaves the machine; ``wandb sync DIR/wandb`` sends them later (the
line :meth:`WandbTracker.closing_line` prints). Online only with ``--wandb-online`` (the spec's
``online=1``), and only when W&B's client already has a key (``wandb login``, ``WANDB_API_KEY``, its
netrc): esbench asks the client whether it has one, never reads a key from a suite or a store,
never writes or prints one. The spec is ``[ENTITY/]PROJECT[?dir=DIR&online=1]``.

How a run maps to W&B (config, axes, names, identity): :mod:`esbench.stores.wandb_runs`. Safety as the
file store's: ``DIR`` and ``DIR/wandb`` must not be links, a run directory of the run's id that is a
link is refused, the marker is written whole and never through a link; pushes hold
``DIR/wandb/.esbench-wandb.lock``. W&B's client runs without console capture, system metrics,
machine facts, code, git or requirements (none of them perturbs a benchmark run), and makes no link
but its service log's (``logs/debug-core.log``, into W&B's cache), which esbench never reads.
"""

from __future__ import annotations

import dataclasses
import errno
import functools
import json
import os
import re
import shlex
import shutil
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlencode

from esbench.core.errors import EsbenchError
from esbench.stores import wandb_runs as mapping
from esbench.stores.atomic import atomic_write_text, is_disk_full
from esbench.stores.nofollow import LinkRefused, held_exclusively, inside, lock_wait_s, read_text, refuse_link
from esbench.stores.runs import RawRun, run_uid
from esbench.stores.tracker import Point, RunStart, RunTracker, millis

#: The environment variable giving the project when ``--wandb`` is not given.
WANDB_ENV = "ESBENCH_WANDB"
#: The environment variable giving the directory when ``--wandb-dir`` is not given.
WANDB_DIR_ENV = "ESBENCH_WANDB_DIR"
#: The marker file esbench keeps in a W&B run directory.
MARKER = "esbench-run.json"
#: Seconds the online check waits for the W&B server.
REACH_TIMEOUT_S = 5.0
_LOCK = ".esbench-wandb.lock"
_PROJECT = re.compile(r"(?:(?P<entity>[A-Za-z0-9_-]{1,64})/)?(?P<project>(?!\.+$)[^/\\#?%:\s]{1,128})")
_INSTALL = 'pip install "wandb==0.31.0" (or, in the esbench checkout: pip install -e ".[wandb]")'


def wandb_spec(spec: str, directory: str | None = None, online: bool = False) -> str:
    """``spec`` (``[ENTITY/]PROJECT[?dir=DIR&online=1]``) with ``--wandb-dir`` and ``--wandb-online``."""
    project, _, query = spec.partition("?")
    options = dict(parse_qsl(query, keep_blank_values=True))
    if directory is not None:
        options["dir"] = directory
    if online:
        options["online"] = "1"
    return project + (f"?{urlencode(options)}" if options else "")


def _import_wandb(online: bool) -> Any:
    if not online:  # no crash reports either: nothing leaves the machine
        os.environ["WANDB_ERROR_REPORTING"] = "false"
    try:
        import wandb
    except ImportError as exc:
        raise EsbenchError(f"Weights & Biases is not installed ({exc}); install it: {_INSTALL}") from None
    return wandb


@dataclasses.dataclass
class _Run:
    """A run being written: W&B's run, its directory and what it was given so far."""

    run: Any
    sync_dir: Path
    identity: dict[str, Any]
    version: str | None
    rows: mapping.Rows = dataclasses.field(default_factory=mapping.Rows)
    defined: set[str] = dataclasses.field(default_factory=set)
    info: dict[str, Any] | None = None


class WandbTracker(RunTracker):
    """W&B runs, offline under one directory or online (see the module docstring)."""

    name = "wandb"
    title = "W&B"
    env_var = WANDB_ENV

    def __init__(
        self, entity: str | None, project: str, root: Path, given_dir: str, online: bool, origin: str
    ):
        self.entity, self.project, self.root, self.given_dir = entity, project, root, given_dir
        self.online, self.origin = online, origin
        self.base_url: str | None = None
        """The W&B server (online; known once checked)."""

    @classmethod
    def open(cls, spec: str, origin: str) -> WandbTracker:
        """The project of ``spec``; ``dir=`` else ``$ESBENCH_WANDB_DIR`` else the current directory."""
        text, _, query = spec.partition("?")
        try:
            options = dict(parse_qsl(query, keep_blank_values=True, strict_parsing=bool(query)))
        except ValueError:
            options = {"": query}
        if unknown := sorted(set(options) - {"dir", "online"}):
            raise EsbenchError(f"{origin}: '{spec}': unknown option {unknown[0]!r} (dir=DIR, online=1)")
        match = _PROJECT.fullmatch(text.strip())
        if match is None:
            raise EsbenchError(
                f"{origin}: '{text}' is not a W&B project name ([ENTITY/]PROJECT, at most 128 characters, "
                "not only dots, none of / \\ # ? % : or spaces)"
            )
        given = options.get("dir") or os.environ.get(WANDB_DIR_ENV) or "."
        online = options.get("online", "").lower() in ("1", "true", "yes")
        root = Path(given).expanduser().absolute()
        return cls(match["entity"], match["project"], root, given, online, origin)

    @property
    def path(self) -> str:
        """``ENTITY/PROJECT`` or ``PROJECT``."""
        return f"{self.entity}/{self.project}" if self.entity else self.project

    @property
    def runs_dir(self) -> str:
        """Where the runs go, as given (``DIR/wandb``)."""
        return os.path.join(self.given_dir, "wandb")

    @property
    def masked(self) -> str:
        """The project, the mode and the directory (no key: esbench never has one)."""
        return f"{self.path} ({'online' if self.online else 'offline'}, {self.runs_dir})"

    def check(self, suite: str | None = None) -> float:
        """The directory exists or is created, holds no link, takes the lock; online: W&B's client has
        a key and the server answers within :data:`REACH_TIMEOUT_S`."""
        _import_wandb(self.online)
        try:
            with self._locked():
                pass
        except EsbenchError:
            raise
        except OSError as exc:
            what = "the disk is full" if is_disk_full(exc) else f"cannot write there ({exc.strerror})"
            raise EsbenchError(
                f"W&B directory {self.runs_dir} ({self.origin}): {what}; choose another --wandb-dir DIR"
            ) from None
        return self._check_online() if self.online else 0.0

    def _check_online(self) -> float:
        from urllib.error import HTTPError
        from urllib.request import urlopen

        from wandb.sdk import wandb_setup
        from wandb.sdk.lib import wbauth

        base = os.environ.get("WANDB_BASE_URL") or wandb_setup.singleton().settings.base_url
        self.base_url = base
        try:
            auth = wbauth.authenticate_session(
                host=base, source="esbench", prompt=False, update_session=False
            )
        except Exception as exc:  # a malformed key W&B found: its own words (never the key)
            raise EsbenchError(
                f"W&B online ({self.origin}): W&B's key is malformed ({type(exc).__name__}: {exc}); "
                "run `wandb login --relogin`"
            ) from None
        if auth is None:
            raise EsbenchError(
                f"W&B online ({self.origin}): W&B has no key for {base} on this machine: run `wandb login` "
                "(or set WANDB_API_KEY) first, esbench never takes a key; without --wandb-online runs are "
                "written offline for `wandb sync` later"
            )
        start = time.monotonic()
        try:
            with urlopen(base, timeout=REACH_TIMEOUT_S):  # W&B's own server setting
                pass
        except HTTPError:  # it answered
            pass
        except (OSError, ValueError) as exc:
            reason = getattr(exc, "reason", None) or exc
            raise EsbenchError(
                f"W&B server {base} unreachable ({reason}; {time.monotonic() - start:.1f} s): check the "
                "network or WANDB_BASE_URL, or drop --wandb-online to write runs offline"
            ) from None
        return time.monotonic() - start

    def checked_line(self, seconds: float, suite: str) -> str:
        """``W&B project P (origin): offline, under DIR/wandb`` (or online, reachable)."""
        where = f"W&B project {self.path} ({self.origin})"
        if self.online:
            return f"{where}: online at {self.base_url}, reachable ({seconds:.2f} s)"
        return f"{where}: offline, one run directory per run under {self.runs_dir}"

    def closing_line(self) -> str | None:
        """Offline: the ``wandb sync`` command that sends the runs to W&B."""
        if self.online:
            return None
        command = f"wandb sync {shlex.quote(self.runs_dir)}"
        return f"W&B: runs kept offline in {self.runs_dir}; send them to W&B with: {command}"

    def push_command(self, directory: str | Path) -> str:
        """``esbench push DIR --wandb PROJECT --wandb-dir WDIR [--wandb-online]``."""
        words = ["esbench", "push", str(directory), "--wandb", self.path, "--wandb-dir", self.given_dir]
        return shlex.join(words + (["--wandb-online"] if self.online else []))

    def describe(self, exc: BaseException) -> str:
        """A failure in one line; a full disk says so."""
        text = super().describe(exc)
        if key := os.environ.get("WANDB_API_KEY"):  # never printed, whatever a message holds
            text = text.replace(key, "****")
        return f"the disk is full ({text})" if is_disk_full(exc) or "no space left" in text.lower() else text

    def _wandb_dir(self) -> Path:
        """``DIR/wandb``, created; neither it nor ``DIR`` a link."""
        refuse_link(self.root)
        self.root.mkdir(parents=True, exist_ok=True)
        directory = inside(self.root, "wandb")
        directory.mkdir(exist_ok=True)
        refuse_link(directory)
        return directory

    def _locked(self) -> Any:
        """The W&B directory's lock, waited on at most :func:`~esbench.stores.nofollow.lock_wait_s`
        seconds (``$ESBENCH_LOCK_WAIT_S``), saying so when the wait starts."""
        say = functools.partial(print, file=sys.stderr, flush=True)
        holder = "another esbench writing this W&B directory (esbench push, or run --wandb)"
        return held_exclusively(self._wandb_dir() / _LOCK, wait_s=lock_wait_s(), holder=holder, on_wait=say)

    def _settings(self, wandb: Any) -> Any:
        online = {"init_timeout": 20.0, "finish_timeout": 60.0, "finish_timeout_raises": True,
                  "x_graphql_retry_max": 2, "x_file_stream_retry_max": 2}  # fmt: skip
        return wandb.Settings(
            mode="online" if self.online else "offline", console="off", save_code=False, disable_code=True,
            disable_git=True, symlink=False, use_dot_wandb=False, quiet=True, silent=True, show_info=False,
            show_warnings=False, x_disable_stats=True, x_disable_meta=True, x_disable_machine_info=True,
            x_save_requirements=False, disable_job_creation=True, **(online if self.online else {}),
        )  # fmt: skip

    def start_run(self, run: RunStart) -> _Run:
        """The W&B run of a live run (its provenance is added when it ends, from its info)."""
        from esbench import __version__

        return self._start(run, __version__, None)

    def _start(self, run: RunStart, version: str | None, info: Mapping[str, Any] | None) -> _Run:
        """The W&B run of ``run`` (config, name, group, tags; see :mod:`esbench.stores.wandb_runs`)."""
        wandb = _import_wandb(self.online)
        directory = self._wandb_dir()
        run_id = mapping.wandb_id(run.uid)
        identity = {"store": run.store_name, "run_id": run.run_id, "uid": run_id, "run_set": run.run_set}
        config = {**mapping.run_config(run.config, identity), **mapping.info_config(info, version, identity)}
        wb = wandb.init(
            entity=self.entity, project=self.project, id=run_id, name=mapping.run_name(run.config),
            group=mapping.run_group(run.config), tags=mapping.run_tags(run.config), job_type="train",
            config=config, dir=str(self.root), settings=self._settings(wandb), reinit="create_new",
            resume="allow" if self.online else None,
        )  # fmt: skip
        handle = _Run(wb, Path(wb.settings.sync_dir), identity, version)
        try:
            if handle.sync_dir.parent != directory or handle.sync_dir.is_symlink():
                raise LinkRefused(handle.sync_dir, "is not a run directory of its own")
            self._marker(handle, "RUNNING", 0)
        except BaseException:
            _abandon(wb)
            raise
        return handle

    def log_metrics(self, handle: Any, points: Sequence[Point]) -> None:
        """The points as history rows (each step's row once the next step has points)."""
        for row in handle.rows.add(points):
            self._log(handle, row)

    def log_info(self, handle: Any, info: Mapping[str, Any]) -> None:
        """Keep the run's latest info (its provenance goes into the config when it ends)."""
        handle.info = dict(info)

    def _log(self, handle: _Run, row: dict[str, Any]) -> None:
        for key in row:
            if key not in handle.defined and not key.startswith("_"):
                handle.defined.add(key)
                step = mapping.step_metric(key)
                handle.run.define_metric(key, **({"step_metric": step} if step else {}))
        handle.run.log(row)

    def finish(self, handle: Any, status: str, end_ms: int | None) -> None:
        """The last rows, the provenance, the ``status`` summary; then the marker with the points read
        back with W&B's own reader (fewer than sent: an error, the copy is incomplete)."""
        try:
            for row in handle.rows.flush():
                self._log(handle, row)
            if handle.info is not None:
                extra = mapping.info_config(handle.info, handle.version, handle.identity)
                handle.run.config.update(extra, allow_val_change=True)
            handle.run.summary["status"] = status
        finally:  # whatever failed, W&B's run ends here, not at the process's exit
            handle.run.finish(exit_code=mapping.exit_code(status))
        sync_file = Path(handle.run.settings.sync_file)
        held = mapping.held_points(mapping.read_finished(sync_file))
        self._marker(handle, status, held)
        if held != handle.rows.sent:
            space = os.statvfs(handle.sync_dir)
            if space.f_bavail * space.f_frsize < 1 << 16:  # W&B's service could not write its log
                raise OSError(errno.ENOSPC, "No space left on device", str(sync_file))
            raise RuntimeError(f"W&B's copy holds {held} of the run's {handle.rows.sent} points")

    def _marker(self, handle: _Run, status: str, points: int) -> None:
        marker = {key: handle.identity[key] for key in ("uid", "store", "run_id")}
        marker.update(project=self.path, status=status, points=points)
        atomic_write_text(handle.sync_dir / MARKER, json.dumps(marker))

    def push_run(self, raw: RawRun, store_name: str) -> str:
        """Write the stored run (under the directory's lock): a W&B run of its id whose marker has the
        same status and points is left alone; other copies of its id are deleted and it is written."""
        config, run = dict(raw.config or {}), dict(raw.run or {})
        uid = run_uid(config, str(run.get("start_time")))
        points = sorted(
            (name, float(v), millis(ts), int(step))
            for name, series in (raw.metrics or {}).items()
            for v, step, ts in zip(series["values"], series["steps"],
                                   series.get("timestamps") or [None] * len(series["values"]), strict=True)
        )  # fmt: skip
        with self._locked():
            old = mapping.run_dirs(self._wandb_dir(), mapping.wandb_id(uid))
            for marker in (_read_marker(d) for d in old):
                if marker.get("status") == raw.status and marker.get("points") == len(points):
                    return "unchanged"
            for directory in old:  # checked: real directories, never a link's target
                shutil.rmtree(directory)
            start = RunStart(config=config, store_name=store_name, run_id=raw.run_id, uid=uid,
                             run_set=raw.run_set, start_ms=millis(run.get("start_time")))  # fmt: skip
            handle = self._start(start, mapping.stored_version(run), raw.info)
            self.log_metrics(handle, sorted(points, key=lambda p: (p[3], p[0])))
            self.finish(handle, str(raw.status), None)
        return "replaced" if old else "inserted"

    def __repr__(self) -> str:
        return f"WandbTracker({self.masked!r})"


def _abandon(wb: Any) -> None:
    """End a W&B run whose copy failed (its own error, if any, is not the one to report)."""
    try:
        wb.finish(exit_code=1)
    except Exception:  # the first failure is the one named
        pass


def _read_marker(directory: Path) -> dict[str, Any]:
    try:
        data = json.loads(read_text(directory / MARKER))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}
