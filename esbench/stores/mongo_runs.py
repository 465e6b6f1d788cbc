"""One suite's runs in MongoDB (Sacred's MongoObserver layout) as a :class:`~esbench.stores.runs.RunStore`.

A :class:`MongoRunStore` reads one suite's runs from a database: the ``runs`` document becomes
``run``, its ``config`` and ``info`` the config and info, and the run's documents in ``metrics``
the ``{name: {steps, values, timestamps}}`` mapping of ``metrics.json``. Runs written by esbench
keep their file store's name and run id and their exact times under ``meta.esbench``, so the same
runs give the same :class:`~esbench.stores.runs.RawRun` records (and the same report) from either
store. The suite's YAML, trial list and current run set are one document of ``esbench_suites``
(``_id``: the suite name; ``yaml``, ``trials``, ``run_set``); the lock is one document of ``esbench_locks``.

Nothing here imports Sacred; ``db`` is any pymongo-like database.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import json
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from esbench.core.files import is_run_id
from esbench.core.processes import describe_holder, is_stale, process_identity
from esbench.stores.runs import (
    RawRun,
    StoreLocked,
    read_suite_text,
    run_set_number,
    trial_list,
)

#: Collection holding each suite's YAML and trial list (written by ``esbench run`` and ``esbench push``).
SUITES_COLLECTION = "esbench_suites"
#: Collection holding the locks of suites (one document per locked suite).
LOCKS_COLLECTION = "esbench_locks"
#: How long a push waits for another push of the same run (seconds).
PUSH_LOCK_WAIT_S = 120.0
_DOC_FILES = {"config": "config.json", "run": "run.json", "metrics": "metrics.json", "info": "info.json"}


def _iso(value: Any) -> Any:
    return value.isoformat() if isinstance(value, dt.datetime) else value


def _mapping(value: Any) -> dict[str, Any]:
    """``value`` if it is a dict, else {} (a run document's field that is not an object)."""
    return value if isinstance(value, dict) else {}


def _sort_key(raw: RawRun) -> tuple[str, int, str]:
    return (raw.source, int(raw.run_id) if is_run_id(raw.run_id) else -1, raw.run_id)


class MongoRunStore:
    """The runs of one suite (or of every suite when ``suite`` is None) in a MongoDB database.

    ``mask`` is applied to the suite YAML before it is stored (it hides the URL's password).
    """

    def __init__(
        self,
        db: Any,
        suite: str | None = None,
        name: str | None = None,
        mask: Callable[[str], str] = str,
    ) -> None:
        """Read ``db``; ``suite`` restricts to runs whose ``config.suite`` is that name."""
        self.db = db
        self.suite_name = suite
        self.name = name or suite or str(getattr(db, "name", "mongodb"))
        self._mask = mask
        self._fs: Any = None

    def _metrics(self, run_id: Any) -> dict[str, Any]:
        out = {}
        for doc in self.db["metrics"].find({"run_id": run_id}):
            out[str(doc["name"])] = {
                "steps": list(doc.get("steps") or []),
                "values": list(doc.get("values") or []),
                "timestamps": [_iso(t) for t in doc.get("timestamps") or []],
            }
        return out

    def _raw(self, doc: dict[str, Any], metrics: bool) -> RawRun:
        meta = _mapping(doc.get("meta"))
        esb = _mapping(meta.get("esbench"))
        run = {k: _iso(v) for k, v in doc.items() if k not in ("_id", "config", "info", "captured_out")}
        for key in ("start_time", "stop_time", "heartbeat"):
            if esb.get(key):  # exact (microsecond) times; BSON dates keep milliseconds only
                run[key] = esb[key]
        info = {k: v for k, v in (doc.get("info") or {}).items() if k != "metrics"}
        config = _mapping(doc.get("config"))
        docs: dict[str, Any] = {
            "config": config,
            "run": run,
            "metrics": self._metrics(doc["_id"]) if metrics else None,
            "info": info,
        }
        problems = [str(p) for p in esb.get("problems") or []]
        for key, fname in _DOC_FILES.items():  # what the file store could not read stays unread
            if any(p.endswith(fname) or f" {fname}:" in p for p in problems):
                docs[key] = None
        return RawRun(
            source=str(esb.get("store") or config.get("suite") or self.name),
            run_id=str(esb.get("run_id") or doc["_id"]),
            config=docs["config"],
            run=docs["run"],
            metrics=docs["metrics"],
            info=docs["info"],
            problems=tuple(problems),
        )

    def iter_runs(self, *, metrics: bool = True) -> Iterator[RawRun]:
        """Yield the runs ordered by store name and run id (as the file store yields them)."""
        query = {} if self.suite_name is None else {"config.suite": self.suite_name}
        raws = [self._raw(doc, metrics) for doc in self.db["runs"].find(query, {"captured_out": 0})]
        yield from sorted(raws, key=_sort_key)

    def _suite_doc(self) -> dict[str, Any]:
        if self.suite_name is None:
            return {}
        return self.db[SUITES_COLLECTION].find_one({"_id": self.suite_name}) or {}

    def _need_suite(self) -> str:
        if self.suite_name is None:
            raise ValueError("a MongoRunStore of every suite stores no suite or trial list")
        return self.suite_name

    def suite(self) -> dict[str, Any]:
        """The suite's YAML stored with the runs, as a mapping ({} when none or no single suite)."""
        text = self.suite_text()
        return read_suite_text(text) if text else {}

    def suite_text(self) -> str | None:
        """The suite's YAML stored with the runs (None when none or no single suite)."""
        text = self._suite_doc().get("yaml")
        return text if isinstance(text, str) else None

    def trials(self) -> list[dict[str, Any]] | None:
        """The suite's stored trial list (None when none was stored, or no single suite)."""
        return trial_list(self._suite_doc().get("trials"))

    def trial_list_problem(self) -> str | None:
        """Why the stored trial list cannot be read (None: it can, or none is stored)."""
        stored = self._suite_doc().get("trials")
        if stored is None or trial_list(stored) is not None:
            return None
        return f"{self.name}: the esbench_suites document's trial list is not a list of trial configs"

    def write_suite(self, yaml_text: str) -> None:
        """Store the suite's YAML (masked) in its ``esbench_suites`` document."""
        name = self._need_suite()
        self.db[SUITES_COLLECTION].update_one(
            {"_id": name}, {"$set": {"yaml": self._mask(yaml_text)}}, upsert=True
        )

    def write_trials(self, trials: Sequence[Mapping[str, Any]]) -> None:
        """Store the suite's trial list in its ``esbench_suites`` document (as JSON values, like the
        file store's ``trials.json``)."""
        name = self._need_suite()
        docs = json.loads(json.dumps([dict(t) for t in trials], default=str))
        self.db[SUITES_COLLECTION].update_one({"_id": name}, {"$set": {"trials": docs}}, upsert=True)

    def run_set(self) -> int:
        """The suite's current run set (``run_set`` of its ``esbench_suites`` document; 1 when none)."""
        return run_set_number(self._suite_doc().get("run_set"))

    def write_run_set(self, run_set: int) -> None:
        """Record the suite's current run set in its ``esbench_suites`` document."""
        name = self._need_suite()
        self.db[SUITES_COLLECTION].update_one({"_id": name}, {"$set": {"run_set": int(run_set)}}, upsert=True)

    def write_run(self, raw: RawRun) -> str:
        """Write one run (as read from another store) in Sacred's schema; see
        :func:`esbench.stores.mongo_write.write_run`. Returns inserted, replaced or unchanged."""
        from esbench.stores.mongo_write import write_run

        if self._fs is None:
            import gridfs

            self._fs = gridfs.GridFS(self.db)
        from esbench.stores.runs import run_uid

        with self._push_lock(run_uid(raw.config or {}, str((raw.run or {}).get("start_time")))):
            return write_run(self.db, raw, self._fs)

    @contextlib.contextmanager
    def _push_lock(self, uid: str) -> Iterator[None]:
        """One writer per run identity: two pushes at once take turns (the second finds the run
        there), so a run is never inserted twice. A lock a dead process left is taken over; one a
        live process holds longer than :data:`PUSH_LOCK_WAIT_S` is an error naming it."""
        import time

        import pymongo.errors

        locks, key, holder = self.db[LOCKS_COLLECTION], f"push|{uid}", process_identity()
        deadline = time.monotonic() + PUSH_LOCK_WAIT_S
        while True:
            try:
                locks.insert_one({"_id": key, **holder})
                break
            except pymongo.errors.DuplicateKeyError:
                current = locks.find_one({"_id": key})
                if current is not None and is_stale(current):
                    locks.delete_one({"_id": key, "pid": current["pid"], "host": current["host"]})
                elif time.monotonic() > deadline:
                    who = describe_holder(current)
                    raise StoreLocked(f"run {uid} in MongoDB is being pushed by {who}") from None
                else:
                    time.sleep(0.1)
        try:
            yield
        finally:
            locks.delete_one({"_id": key, **holder})

    @contextlib.contextmanager
    def lock(self) -> Iterator[None]:
        """Hold the suite's lock document for the ``with`` block.

        Raises :class:`~esbench.stores.runs.StoreLocked` naming the holder when another holder
        has it; a lock left by a dead process of this host is taken over.
        """
        import pymongo.errors

        name = self._need_suite()
        locks = self.db[LOCKS_COLLECTION]
        holder = process_identity()
        for attempt in range(2):
            try:
                locks.insert_one({"_id": name, **holder})
                break
            except pymongo.errors.DuplicateKeyError:
                current = locks.find_one({"_id": name})
                if attempt == 0 and is_stale(current):
                    locks.delete_one({"_id": name, "pid": current["pid"], "host": current["host"]})
                    continue
                raise StoreLocked(
                    f"suite '{name}' in MongoDB is locked by {describe_holder(current)}"
                ) from None
        try:
            yield
        finally:
            locks.delete_one({"_id": name, **holder})


def suite_names(db: Any) -> list[str]:
    """Names of the suites with runs in ``db`` (``config.suite``), sorted."""
    return sorted(str(s) for s in db["runs"].distinct("config.suite") if s is not None)


def mongo_run_stores(
    db: Any, suites: list[str] | None = None, mask: Callable[[str], str] = str
) -> list[MongoRunStore]:
    """One store per suite (those named, else every suite with runs in ``db``), like one results dir each."""
    return [MongoRunStore(db, name, mask=mask) for name in (suites or suite_names(db))]
