"""MongoDB as a :class:`~esbench.stores.tracker.Tracker` (``--mongo URL``, ``$ESBENCH_MONGO``, a
suite's ``store.mongo``): Sacred's own schema, so live runs go through its own Sacred observer
(:class:`~esbench.stores.observer.EsbenchMongoObserver`: sources, captured output, heartbeats and a
spool when no file store keeps the run). It is also a store esbench reads back (``readable``:
``--resume`` and the report without a file store)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, TextIO

from esbench.stores import mongo
from esbench.stores.runs import RawRun
from esbench.stores.tracker import Tracker


class MongoTracker(Tracker):
    """One MongoDB database (see :mod:`esbench.stores.mongo`)."""

    name = "mongo"
    title = "MongoDB"
    env_var = mongo.MONGO_ENV
    readable = True

    def __init__(self, target: mongo.MongoTarget):
        self.target = target
        self.origin = target.origin
        self._store: mongo.MongoStore | None = None

    def __getstate__(self) -> dict[str, Any]:
        return {**self.__dict__, "_store": None}  # a trial process opens its own client

    @classmethod
    def open(cls, spec: str, origin: str) -> MongoTracker:
        """The URL ``spec`` (a password on the command line is refused)."""
        if origin == "--mongo":
            target = mongo.resolve_url(spec, None, {})
            assert target is not None  # a non-empty spec
            return cls(target)
        return cls(mongo.parse_url(spec, origin))

    @classmethod
    def suite_spec(cls, store: Any) -> str | None:
        """The suite's ``store.mongo``."""
        return getattr(store, "mongo", None) or None

    @property
    def store(self) -> mongo.MongoStore:
        """The (lazily opened) :class:`~esbench.stores.mongo.MongoStore`."""
        if self._store is None:
            self._store = mongo.MongoStore(self.target)
        return self._store

    @property
    def masked(self) -> str:
        """The URL, its password masked."""
        return self.target.masked

    def check(self, suite: str | None = None) -> float:
        """Connect, authenticate, write and delete a probe; Omniboard's metric columns."""
        seconds = self.store.check()
        self.store.ensure_omniboard_columns()
        return seconds

    def describe(self, exc: BaseException) -> str:
        """A failure in one masked line."""
        return self.target.mask(super().describe(exc))[:200]

    def secrets(self) -> list[str]:
        """The URL (its password masked in the stored suite)."""
        return [self.target.url]

    def observer(self, store_name: str, spool_dir: Path | None = None) -> Any:
        """Sacred's MongoObserver, esbench's way (never stops a run; spools when no file store keeps it)."""
        return self.store.observer(store_name, spool_dir)

    def runs(self, suite: str) -> Any:
        """The suite's runs, YAML, trial list and lock in this database."""
        return self.store.runs(suite)

    def push_run(self, raw: RawRun, store_name: str) -> str:
        """The run in Sacred's schema (:meth:`~esbench.stores.mongo_runs.MongoRunStore.write_run`)."""
        return self.store.runs(str((raw.config or {}).get("suite"))).write_run(raw)

    def push_store(self, directory: str | Path, out: TextIO | None = None) -> Any:
        """Every run of the file store, its suite, trial list and run set
        (:func:`~esbench.stores.push.push_store`)."""
        from esbench.stores.push import push_store

        return push_store(directory, self.store, out)

    def push_command(self, directory: str | Path) -> str:
        """``esbench push DIR --mongo URL`` (a password through the environment)."""
        return self.store.push_command(directory)

    def __repr__(self) -> str:
        return f"MongoTracker({self.masked!r})"
