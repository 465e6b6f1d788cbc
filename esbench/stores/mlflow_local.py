"""A local MLflow store (``--mlflow DIR``: ``DIR/mlflow.db`` and ``DIR/artifacts``) as safe as the
file store: no links followed, one lock for its schema and every push, a full disk named as such.

- :func:`refuse_links`: ``mlflow.db``, ``artifacts/`` (and an experiment's artifact directory) must
  not be symbolic links: MLflow would write a 1 MB database or the artifacts through them
  (:class:`~esbench.stores.nofollow.LinkRefused`, exit 2);
- :func:`local_lock`: an exclusive ``flock`` on ``<db>.esbench-lock`` (opened without following a
  link) around the schema's creation and first use, experiment creation and each pushed run: two
  ``esbench run --mlflow DIR`` on a new DIR, or two ``esbench push`` at once, take turns;
- :func:`recover_migration`: a migration that failed part-way (a full disk) leaves alembic's
  ``_alembic_tmp_<table>`` in SQLite, and every later open fails with "table _alembic_tmp_... already
  exists": the temporary table is dropped when its table is there (the copy never replaced it), else
  renamed to its table (the copy did), so the migration runs again;
- :func:`open_schema`: another MLflow client (``mlflow ui``, a script: they do not take esbench's
  lock) creating or migrating the same store at the same moment makes one of the two fail part-way;
  a failure while the schema was being made is tried again (the other's step is then done);
- :func:`classify`: a failure in words: "the disk is full" (ENOSPC, EDQUOT, SQLite's "database or
  disk is full"), "unreachable" only for a connection error to an http(s) server, else "refused".
"""

from __future__ import annotations

import contextlib
import functools
import sqlite3
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TypeVar

from esbench.stores.atomic import is_disk_full
from esbench.stores.nofollow import held_exclusively, lock_wait_s, refuse_link

#: The suffix of the lock file beside a local store's database.
LOCK_SUFFIX = ".esbench-lock"
_TMP_PREFIX = "_alembic_tmp_"
#: Tries to open a local store whose schema another MLflow client creates or migrates at the same moment.
SCHEMA_RACE_TRIES = 5
_T = TypeVar("_T")
#: The local stores this process holds the lock of (a lock is taken once per process).
_HELD: dict[str, int] = {}


def sqlite_path(uri: str) -> Path | None:
    """The database file of a ``sqlite:///PATH`` URI (None: not a local SQLite store)."""
    if not uri.startswith("sqlite:///"):
        return None
    path = uri[len("sqlite:///") :].split("?", 1)[0]  # sqlite:////abs/x.db: an absolute path
    return Path(path) if path and path != ":memory:" else None


def refuse_links(db: Path, artifact_root: str | None) -> None:
    """Raise :class:`~esbench.stores.nofollow.LinkRefused` if the database or the artifact root is a
    symbolic link."""
    refuse_link(db)
    if artifact_root is not None:
        refuse_link(artifact_root)


@contextlib.contextmanager
def local_lock(db: Path | None) -> Iterator[None]:
    """An exclusive lock of the local store of ``db`` for the block (none for a server: None;
    reentrant within a process), waited on at most :func:`~esbench.stores.nofollow.lock_wait_s` seconds
    (``$ESBENCH_LOCK_WAIT_S``), saying so when the wait starts: then :class:`LockBusy` names it."""
    key = str(db)
    if db is None or _HELD.get(key):  # reentrant: this process holds it already
        yield
        return
    say = functools.partial(print, file=sys.stderr, flush=True)
    holder = "another esbench writing this MLflow store (esbench push, or run --mlflow)"
    lock = db.with_name(db.name + LOCK_SUFFIX)
    with held_exclusively(lock, wait_s=lock_wait_s(), holder=holder, on_wait=say):
        _HELD[key] = 1
        try:
            yield
        finally:
            _HELD.pop(key, None)


def recover_migration(db: Path, settle_s: float = 1.0) -> list[str]:
    """Undo what a failed migration left in ``db`` (see the module docstring); the tables repaired.
    Alembic's temporary tables are also there while another client migrates ``db`` now: they are left
    alone unless the schema (its tables, their definitions, the temporary tables' rows and alembic's
    version) stays the same for ``settle_s`` seconds, so a live migration is never cut short."""
    if not db.is_file():
        return []
    with contextlib.closing(sqlite3.connect(str(db), timeout=30)) as conn:
        if not _temporary_tables(conn):
            return []
        before = _schema_state(conn)
    time.sleep(settle_s)
    repaired = []
    with contextlib.closing(sqlite3.connect(str(db), timeout=30)) as conn:
        if _schema_state(conn) != before:
            return []  # another client is migrating: its step finishes, or fails and is seen next time
        names = _tables(conn)
        for tmp in _temporary_tables(conn):
            table = tmp[len(_TMP_PREFIX) :]
            if table in names:
                conn.execute(f'DROP TABLE "{tmp}"')
            else:
                conn.execute(f'ALTER TABLE "{tmp}" RENAME TO "{table}"')
            repaired.append(table)
        conn.commit()
    return repaired


def _tables(conn: sqlite3.Connection) -> set[str]:
    """The database's table names."""
    return {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}


def _temporary_tables(conn: sqlite3.Connection) -> list[str]:
    """Alembic's temporary tables in the database, sorted."""
    return sorted(n for n in _tables(conn) if n.startswith(_TMP_PREFIX))


def _version(conn: sqlite3.Connection) -> str | None:
    """Alembic's version of the schema; None before it has one."""
    if "alembic_version" not in _tables(conn):
        return None
    rows = conn.execute("SELECT version_num FROM alembic_version").fetchall()
    return ",".join(sorted(str(row[0]) for row in rows)) or None


def _schema_state(conn: sqlite3.Connection) -> tuple:
    """What a live migration changes: the schema, the temporary tables' rows, alembic's version."""
    schema = conn.execute("SELECT type, name, sql FROM sqlite_master ORDER BY type, name").fetchall()
    rows = [conn.execute(f'SELECT count(*) FROM "{t}"').fetchone() for t in _temporary_tables(conn)]
    return schema, rows, _version(conn)


def open_schema(db: Path, opened: Callable[[], _T]) -> _T:
    """``opened()`` (an MLflow client whose first query creates or migrates ``db``'s schema), tried
    again (a few times, what a failed migration left undone by :func:`recover_migration` first) after a
    failure while the schema was being made: the store was new, or alembic's version moved during the
    try, or a migration step's temporary table is there (a step live or left part-way: the next try
    repairs what is left). Another MLflow client doing the same at that moment makes one of the two
    fail part-way, with whichever step it lost: "table ... already exists", "duplicate column name",
    "Online migration expected to match one row", "no such table: _alembic_tmp_...", "No such
    constraint" (each seen for real: benchmarks/bench_mlflow_schema_race.py); its step is then done,
    and the next try goes on from there. A failure on a schema that did not move (a file that is not a
    database, a store of a newer MLflow) or a full disk is raised at once, as is the last try's."""
    for attempt in range(SCHEMA_RACE_TRIES):
        recover_migration(db)
        before, _ = schema_mark(db)
        try:
            return opened()
        except Exception as exc:
            after, part_way = schema_mark(db)
            moving = before is None or after != before or part_way
            if not moving or classify(exc, "") == "disk full" or attempt == SCHEMA_RACE_TRIES - 1:
                raise
            time.sleep(0.5 * (attempt + 1))  # the other client finishing its step
    raise AssertionError("unreachable")


def schema_mark(db: Path) -> tuple[str | None, bool]:
    """``db``'s alembic version (None for a new store: no file, no version yet; "unreadable" when
    SQLite cannot read it) and whether alembic's temporary tables are there, read-only."""
    if not db.is_file():
        return None, False
    try:
        with contextlib.closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=30)) as conn:
            return _version(conn), bool(_temporary_tables(conn))
    except sqlite3.Error:
        return "unreadable", False


def _is_connection_error(exc: BaseException) -> bool:
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        name = type(current).__name__
        if isinstance(current, ConnectionError) or name in (
            "ConnectionError",
            "MaxRetryError",
            "NewConnectionError",
        ):
            return True
        text = str(current)
        if "Max retries exceeded" in text or "Connection refused" in text or "Failed to establish" in text:
            return True
        current = current.__cause__ or current.__context__
    return False


def classify(exc: BaseException, uri: str) -> str:
    """``disk full``, ``unreachable`` (an http(s) server the network does not reach) or ``refused``."""
    if is_disk_full(exc) or "database or disk is full" in str(exc).lower():
        return "disk full"
    if uri.startswith(("http://", "https://")) and _is_connection_error(exc):
        return "unreachable"
    return "refused"
