"""MongoDB as a run store: URL parsing and masking, the pre-flight check, and :class:`MongoStore`.

The URL comes from ``--mongo``, else the ``ESBENCH_MONGO`` environment variable, else the suite's
``store.mongo``. Its password never leaves this module unmasked: every message, stored suite copy
and printed command goes through :func:`mask_url` / :func:`mask_text`.

Before a suite starts, :meth:`MongoStore.check` connects, authenticates and writes (then deletes) a
probe document with short timeouts, so an unreachable server or refused credentials fail in
seconds with one clear message (exit code 2) and nothing runs. A client factory can be injected
(:data:`CLIENT_FACTORY`, or ``client_factory=``) instead of patching pymongo; the tests use a real
server and the default client.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import unquote

from esbench.core.errors import EsbenchError
from esbench.core.metrics import EVAL_RETURN_MEAN, TIMESTEPS
from esbench.stores.mongo_runs import MongoRunStore
from esbench.stores.secrets import MASK, mask_text, mask_url, split_userinfo, url_password

#: Environment variable holding the MongoDB URL (used when ``--mongo`` is not given).
MONGO_ENV = "ESBENCH_MONGO"
#: Database used when the URL names none (Sacred's and Omniboard's default).
DEFAULT_DB = "sacred"
#: Server selection and connect timeouts of every client esbench opens.
TIMEOUT_MS = 3000
PROBE_COLLECTION = "esbench_probe"
#: Omniboard metric columns created with the runs, so they show without configuration.
OMNIBOARD_METRIC_COLUMNS = (
    {"name": "final_eval_return", "metric_name": EVAL_RETURN_MEAN, "extrema": "last"},
    {"name": "best_eval_return", "metric_name": EVAL_RETURN_MEAN, "extrema": "max"},
    {"name": "timesteps_done", "metric_name": TIMESTEPS, "extrema": "last"},
)

ClientFactory = Callable[[str], Any]
#: The client factory used when none is passed (None: :func:`default_client`), e.g. a client with
#: other timeouts or TLS settings.
CLIENT_FACTORY: ClientFactory | None = None


@dataclass(frozen=True, kw_only=True)
class MongoTarget:
    """A parsed MongoDB URL: where it came from, the database and a printable (masked) form."""

    url: str
    db_name: str
    hosts: str
    username: str | None
    origin: str  #: "--mongo", "ESBENCH_MONGO" or "store.mongo"

    @property
    def masked(self) -> str:
        """The URL with its password masked."""
        return mask_url(self.url)

    def mask(self, text: str) -> str:
        """``text`` with this URL's password masked."""
        return mask_text(text, self.url)


def parse_url(url: str, origin: str = "--mongo") -> MongoTarget:
    """Check the syntax of a MongoDB URL (no connection); raise :class:`EsbenchError` if malformed."""
    example = "mongodb://user:password@host:27017/dbname"
    if not isinstance(url, str) or not url.startswith(("mongodb://", "mongodb+srv://")):
        shown = mask_url(str(url))
        raise EsbenchError(f"{origin}: '{shown}' is not a MongoDB URL (expected e.g. {example})")
    scheme = url.split("://", 1)[0]
    parts = split_userinfo(url)  # by structure: a password may hold '@', '/', '?' or '#' raw
    userinfo, rest = (parts[1], parts[2]) if parts else ("", url.split("://", 1)[1])
    hosts, _, path = rest.partition("/")
    hosts = hosts.split("?", 1)[0]
    if not hosts:
        raise EsbenchError(f"{origin}: '{mask_url(url)}' names no host (expected e.g. {example})")
    if scheme == "mongodb":
        from pymongo import uri_parser
        from pymongo.errors import PyMongoError

        try:
            uri_parser.parse_uri(url, warn=True)
        except (PyMongoError, ValueError) as exc:
            message = f"{origin}: invalid MongoDB URL '{mask_url(url)}': {mask_text(str(exc), url)}"
            raise EsbenchError(message) from None
    db_name = unquote(path.split("?", 1)[0]) or DEFAULT_DB
    username = unquote(userinfo.split(":", 1)[0]) if userinfo else None
    return MongoTarget(url=url, db_name=db_name, hosts=hosts, username=username, origin=origin)


def resolve_url(
    cli_url: str | None, suite_url: str | None, environ: Mapping[str, str] | None = None
) -> MongoTarget | None:
    """The MongoDB target of a command: ``--mongo``, else ``$ESBENCH_MONGO``, else ``store.mongo``.

    A ``--mongo`` URL that holds a password (or a secret option) and stands on this process's command
    line is refused (:class:`EsbenchError`): ``ps`` shows a command line to every user of the machine
    for the whole run. The message points to ``ESBENCH_MONGO``."""
    environ = os.environ if environ is None else environ
    if cli_url and mask_url(cli_url) != cli_url and any(cli_url in arg for arg in sys.argv):
        raise EsbenchError(
            f"--mongo: '{mask_url(cli_url)}' holds a password, which every user of this machine sees in "
            f"`ps` for the whole run; give the URL in the environment instead: export {MONGO_ENV}='...' "
            "and leave out --mongo"
        )
    for url, origin in (
        (cli_url, "--mongo"),
        (environ.get(MONGO_ENV), MONGO_ENV),
        (suite_url, "store.mongo"),
    ):
        if url:
            return parse_url(url, origin)
    return None


def default_client(url: str) -> Any:
    """A pymongo client with short timeouts (a dead server costs seconds, not 30 s per call)."""
    import pymongo

    return pymongo.MongoClient(
        url,
        serverSelectionTimeoutMS=TIMEOUT_MS,
        connectTimeoutMS=TIMEOUT_MS,
        socketTimeoutMS=4 * TIMEOUT_MS,
        appname="esbench",
    )


def _describe(exc: BaseException, target: MongoTarget, elapsed: float) -> str:
    from pymongo.errors import ConnectionFailure, OperationFailure

    reason = target.mask(str(exc)).splitlines()[0][:300]
    where = f"MongoDB at {target.masked} ({target.origin})"
    if isinstance(exc, OperationFailure):
        code = getattr(exc, "code", None)
        text = str(exc).lower()  # holds the database name: match phrases, never single words
        if code == 18 or (code != 13 and "authentication failed" in text):
            return f"{where}: authentication failed for user '{target.username}' ({reason})"
        if code == 13 or "not authorized" in text:
            return (
                f"{where}: user '{target.username}' may not write to database '{target.db_name}' ({reason})"
            )
        return f"{where}: the server refused the check ({reason})"
    if isinstance(exc, ConnectionFailure):
        return (
            f"{where}: unreachable after {elapsed:.1f} s ({reason}); is the server running and the URL right?"
        )
    return f"{where}: check failed ({type(exc).__name__}: {reason})"


class MongoStore:
    """One MongoDB database used as a Sacred run store.

    ``client_factory(url)`` builds the client (default :func:`default_client`). The client is opened
    on first use.
    """

    def __init__(self, target: MongoTarget, client_factory: ClientFactory | None = None):
        self.target = target
        self._factory = client_factory or CLIENT_FACTORY or default_client
        self._client: Any = None

    @property
    def client(self) -> Any:
        """The (lazily opened) client."""
        if self._client is None:
            self._client = self._factory(self.target.url)
        return self._client

    @property
    def db(self) -> Any:
        """The database the URL names."""
        return self.client[self.target.db_name]

    def close(self) -> None:
        """Close the client (if one was opened)."""
        if self._client is not None and hasattr(self._client, "close"):
            self._client.close()
        self._client = None

    def check(self, write: bool = True) -> float:
        """Pre-flight: connect, authenticate, write and delete a probe; return the seconds it took.

        Raises :class:`EsbenchError` (masked, one line) when the server is unreachable, refuses
        the credentials or the write. ``write=False`` (reports) only reads.
        """
        start = time.perf_counter()
        try:
            self.db.command("ping")
            self.db["runs"].find_one({}, {"_id": 1})  # authenticates: a ping alone may not
            if write:
                probe = self.db[PROBE_COLLECTION]
                inserted = probe.insert_one({"esbench": "pre-flight check", "pid": os.getpid()})
                probe.delete_one({"_id": inserted.inserted_id})
        except Exception as exc:
            raise EsbenchError(_describe(exc, self.target, time.perf_counter() - start)) from None
        return time.perf_counter() - start

    def observer(self, store_name: str, spool_dir: Path | None = None) -> Any:
        """A fresh observer for one run (see :class:`~esbench.stores.observer.EsbenchMongoObserver`)."""
        from esbench.stores.observer import EsbenchMongoObserver

        return EsbenchMongoObserver.for_database(self.db, store_name, spool_dir, self.target.mask)

    def runs(self, suite: str) -> MongoRunStore:
        """The runs, suite YAML (stored masked), trial list and lock of suite ``suite`` here."""
        return MongoRunStore(self.db, suite, mask=self.target.mask)

    def ensure_omniboard_columns(self) -> None:
        """Create Omniboard's metric columns (final and best eval return) unless present."""
        columns = self.db["omniboard.metric.columns"]
        for column in OMNIBOARD_METRIC_COLUMNS:
            if columns.find_one({"name": column["name"]}) is None:
                columns.insert_one(dict(column))

    def push_command(self, directory: str | Path) -> str:
        """The ``esbench push`` command that uploads ``directory`` here (password masked)."""
        if self.target.origin == MONGO_ENV:
            return f"esbench push {directory}  # uses ${MONGO_ENV}"
        if url_password(self.target.url):  # a password goes in the environment, never on a command line
            return f"{MONGO_ENV}='{self.target.masked}' esbench push {directory}  # {MASK} = the password"
        return f"esbench push {directory} --mongo '{self.target.masked}'"
