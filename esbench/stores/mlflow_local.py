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
- :func:`classify`: a failure in words: "the disk is full" (ENOSPC, EDQUOT, SQLite's "database or
  disk is full"), "unreachable" only for a connection error to an http(s) server, else "refused".
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator
from pathlib import Path

from esbench.stores.atomic import is_disk_full
from esbench.stores.nofollow import held_exclusively, refuse_link

#: The suffix of the lock file beside a local store's database.
LOCK_SUFFIX = ".esbench-lock"
_TMP_PREFIX = "_alembic_tmp_"
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
    reentrant within a process)."""
    key = str(db)
    if db is None or _HELD.get(key):  # reentrant: this process holds it already
        yield
        return
    with held_exclusively(db.with_name(db.name + LOCK_SUFFIX)):
        _HELD[key] = 1
        try:
            yield
        finally:
            _HELD.pop(key, None)


def recover_migration(db: Path) -> list[str]:
    """Undo what a failed migration left in ``db`` (see the module docstring); the tables repaired."""
    if not db.is_file():
        return []
    repaired = []
    with contextlib.closing(sqlite3.connect(str(db), timeout=30)) as conn:
        names = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        for tmp in sorted(n for n in names if n.startswith(_TMP_PREFIX)):
            table = tmp[len(_TMP_PREFIX) :]
            if table in names:
                conn.execute(f'DROP TABLE "{tmp}"')
            else:
                conn.execute(f'ALTER TABLE "{tmp}" RENAME TO "{table}"')
            repaired.append(table)
        conn.commit()
    return repaired


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
