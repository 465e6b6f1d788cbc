"""Runs stored in MongoDB (Sacred's MongoObserver layout, or ``esbench push``) as :class:`RawRun` records.

A :class:`MongoLoader` reads one suite's runs from a database: the ``runs`` document becomes
``run``, its ``config`` and ``info`` the config and info, and the run's documents in ``metrics``
the ``{name: {steps, values, timestamps}}`` mapping of ``metrics.json``. Runs written by esbench
keep their file store's name and run id and their exact times under ``meta.esbench``, so the same
runs give the same report from either store. Nothing here imports Sacred or pymongo: ``db`` is any
pymongo-like database (``mongomock`` in tests).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from typing import Any

from esbench.report.loader import RawRun, read_suite_text

#: Collection holding each suite's YAML (written by ``esbench run`` and ``esbench push``).
SUITES_COLLECTION = "esbench_suites"
_DOC_FILES = {"config": "config.json", "run": "run.json", "metrics": "metrics.json", "info": "info.json"}


def _iso(value: Any) -> Any:
    return value.isoformat() if isinstance(value, dt.datetime) else value


def _sort_key(raw: RawRun) -> tuple[str, int, str]:
    return (raw.source, int(raw.run_id) if raw.run_id.isdigit() else -1, raw.run_id)


class MongoLoader:
    """The runs of one suite (or of every suite when ``suite`` is None) in a MongoDB database."""

    def __init__(self, db: Any, suite: str | None = None, name: str | None = None) -> None:
        """Read ``db``; ``suite`` restricts to runs whose ``config.suite`` is that name."""
        self.db = db
        self.suite_name = suite
        self.name = name or suite or str(getattr(db, "name", "mongodb"))

    def _metrics(self, run_id: Any) -> dict[str, Any]:
        out = {}
        for doc in self.db["metrics"].find({"run_id": run_id}):
            out[str(doc["name"])] = {
                "steps": list(doc.get("steps") or []),
                "values": list(doc.get("values") or []),
                "timestamps": [_iso(t) for t in doc.get("timestamps") or []],
            }
        return out

    def _raw(self, doc: dict[str, Any]) -> RawRun:
        meta = doc.get("meta") if isinstance(doc.get("meta"), dict) else {}
        esb = meta.get("esbench") if isinstance(meta.get("esbench"), dict) else {}
        run = {k: _iso(v) for k, v in doc.items() if k not in ("_id", "config", "info", "captured_out")}
        for key in ("start_time", "stop_time", "heartbeat"):
            if esb.get(key):  # exact (microsecond) times; BSON dates keep milliseconds only
                run[key] = esb[key]
        info = {k: v for k, v in (doc.get("info") or {}).items() if k != "metrics"}
        config = doc.get("config") if isinstance(doc.get("config"), dict) else {}
        docs: dict[str, Any] = {
            "config": config,
            "run": run,
            "metrics": self._metrics(doc["_id"]),
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

    def iter_runs(self) -> Iterator[RawRun]:
        """Yield the runs ordered by store name and run id (as the file store yields them)."""
        query = {} if self.suite_name is None else {"config.suite": self.suite_name}
        raws = [self._raw(doc) for doc in self.db["runs"].find(query, {"captured_out": 0})]
        yield from sorted(raws, key=_sort_key)

    def suite(self) -> dict[str, Any]:
        """The suite's YAML stored with the runs, as a mapping ({} when none or no single suite)."""
        if self.suite_name is None:
            return {}
        doc = self.db[SUITES_COLLECTION].find_one({"_id": self.suite_name})
        return read_suite_text(doc.get("yaml", "")) if doc else {}


def suite_names(db: Any) -> list[str]:
    """Names of the suites with runs in ``db`` (``config.suite``), sorted."""
    return sorted(str(s) for s in db["runs"].distinct("config.suite") if s is not None)


def mongo_loaders(db: Any, suites: list[str] | None = None) -> list[MongoLoader]:
    """One loader per suite (those named, else every suite in ``db``), like one results dir each."""
    return [MongoLoader(db, name) for name in (suites or suite_names(db))]
