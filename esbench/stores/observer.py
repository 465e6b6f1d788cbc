"""The MongoObserver of suite runs: Sacred's schema, Omniboard tags, and it never stops a run.

Differences from Sacred's ``MongoObserver``:

- it runs after the file store (lower priority), takes its own auto-incremented ``_id`` and
  records the file store's run id, store name and exact (microsecond) times under
  ``meta.esbench``, so a report from MongoDB equals the report from the file store, and
  ``esbench push`` recognises the run (``meta.esbench.uid``) instead of duplicating it;
- tags for Omniboard (suite, label, algo, env, seed) under ``omniboard.tags``;
- any database error (server gone, network cut, document too large) marks the MongoDB copy
  incomplete (:attr:`EsbenchMongoObserver.problem`) and stops further writes; the run goes on.
  ``meta.esbench.complete`` is true only on a copy written completely. When no file store records
  the run, everything it logged is written to ``spool_dir`` in the file-store layout, ready for
  ``esbench push``;
- each source file is stored in GridFS once per content (filename and md5), however many runs
  use it: Sacred 0.8.7 looks sources up by an ``md5`` field that pymongo 4's GridFS no longer
  writes, so it stored every source again for every run (Sacred issue #891).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from sacred.observers import MongoObserver

from esbench.core.files import is_run_id
from esbench.stores.runs import run_uid

#: Below the FileStorageObserver's 20: the file store assigns the run id, MongoDB follows.
PRIORITY = 10


def omniboard_tags(config: Mapping[str, Any]) -> list[str]:
    """Omniboard tags of a run: suite, label, algo, env and ``seed=N`` (duplicates dropped)."""
    tags = [config.get("suite"), config.get("label"), config.get("algo"), config.get("env")]
    tags.append(f"seed={config.get('seed')}")
    return list(dict.fromkeys(str(t) for t in tags if t is not None))


def jsonable(obj: Any) -> Any:
    """``json.dumps`` default: datetimes as ISO strings, anything else (ObjectId, ...) as str."""
    return obj.isoformat() if isinstance(obj, dt.datetime | dt.date) else str(obj)


class EsbenchMongoObserver(MongoObserver):
    """Sacred's MongoObserver that records what it could not write instead of failing the run."""

    store_name: str
    spool_dir: Path | None
    problem: str | None
    spooled: Path | None
    _mask: Callable[[str], str]
    _mirror: dict[str, dict[str, list]]

    @classmethod
    def for_database(
        cls,
        db: Any,
        store_name: str,
        spool_dir: Path | None = None,
        mask: Callable[[str], str] = str,
    ) -> EsbenchMongoObserver:
        """An observer writing to ``db`` (pymongo, or anything with its interface) through ``create_from``."""
        import gridfs

        self = cls.create_from(
            db["runs"],
            gridfs.GridFS(db),
            metrics_collection=db["metrics"],
            failure_dir=None,
            priority=PRIORITY,
        )
        self.store_name = store_name
        self.spool_dir = Path(spool_dir) if spool_dir else None
        self.problem = None
        self.spooled = None
        self._mask = mask
        self._mirror = {}
        return self

    @property
    def incomplete(self) -> bool:
        """True when the MongoDB copy of the run misses something."""
        return self.problem is not None

    def _fail(self, exc: BaseException, when: str) -> None:
        if self.problem is None:
            message = f"{when}: {type(exc).__name__}: {exc}".splitlines()[0]
            self.problem = self._mask(message)[:200]

    def _entry(self) -> dict[str, Any]:
        """The run document, which ``started_event`` sets before any other event."""
        if self.run_entry is None:
            raise RuntimeError("EsbenchMongoObserver: an event before started_event (no run document)")
        return self.run_entry

    def _esbench(self) -> dict[str, Any]:
        return self._entry()["meta"]["esbench"]

    # -- Sacred events -------------------------------------------------------------------------
    def started_event(self, ex_info, command, host_info, start_time, config, meta_info, _id):
        """Insert the run with its own ``_id``; the file store's id goes to ``meta.esbench``."""
        start = start_time.isoformat()
        meta = dict(meta_info)
        meta["esbench"] = {
            "uid": run_uid(config, start),
            "store": self.store_name,
            "run_id": None if _id is None else str(_id),
            "start_time": start,
            "complete": False,
        }
        try:
            return super().started_event(ex_info, command, host_info, start_time, config, meta, None)
        except Exception as exc:  # the run goes on without its MongoDB copy
            if not self.run_entry or "meta" not in self.run_entry:
                self.run_entry = {"_id": None, "config": config, "meta": meta, "info": {}, "captured_out": ""}
                self.run_entry.update({"experiment": dict(ex_info), "host": dict(host_info)})
                self.run_entry.update({"start_time": start_time, "command": command, "status": "RUNNING"})
            self._fail(exc, "start")
            return None

    def save_sources(self, ex_info):
        """Sources into GridFS, each (filename, md5 of its content) once.

        The md5 is computed here: the file store's observer, which runs first, replaces the md5s
        of ``ex_info["sources"]`` by its own paths. ``esbench push`` looks sources up the same way,
        so live and pushed runs share them.
        """
        saved = []
        for name, _ in ex_info["sources"]:
            path = os.path.join(ex_info["base_dir"], name)
            with open(path, "rb") as fh:
                data = fh.read()
            md5 = hashlib.md5(data).hexdigest()
            found = self.fs.find_one({"filename": path, "md5": md5})
            file_id = found._id if found is not None else self.fs.put(data, filename=path, md5=md5)
            saved.append([name, file_id])
        return saved

    def insert(self):
        """Sacred's insert, with Omniboard tags."""
        entry = self._entry()
        entry.setdefault("omniboard", {"tags": omniboard_tags(entry["config"]), "notes": ""})
        return super().insert()

    def log_metrics(self, metrics_by_name, info):
        """Keep a copy of every point (for the spool), then append them in MongoDB."""
        for name, points in metrics_by_name.items():
            mirror = self._mirror.setdefault(name, {"steps": [], "values": [], "timestamps": []})
            for key in mirror:
                mirror[key].extend(points[key])
        if self.problem is None:
            try:
                super().log_metrics(metrics_by_name, info)
            except Exception as exc:
                self._fail(exc, "metrics")

    def heartbeat_event(self, info, captured_out, beat_time, result):
        """Sacred's heartbeat, with the exact heartbeat time in ``meta.esbench``."""
        self._esbench()["heartbeat"] = beat_time.isoformat()
        super().heartbeat_event(info, captured_out, beat_time, result)

    def save(self):
        """Update the run document; a failure marks the copy incomplete (no more writes)."""
        if self.problem is not None:
            return
        try:
            entry = self._entry()
            self.runs.update_one({"_id": entry["_id"]}, {"$set": entry})
        except Exception as exc:
            self._fail(exc, "heartbeat")

    def final_save(self, attempts):
        """Write the final document (two tries at most); on failure keep the run on disk."""
        entry = self._entry()
        esb = self._esbench()
        stop = entry.get("stop_time")
        esb["stop_time"] = stop.isoformat() if stop else None
        if self.problem is None:
            esb["complete"] = True
            error: BaseException | None = None
            for attempt in range(min(attempts, 2)):
                try:
                    self.runs.update_one({"_id": entry["_id"]}, {"$set": entry}, upsert=True)
                    return
                except Exception as exc:
                    error = exc
                    if attempt == 0:
                        time.sleep(0.5)
            esb["complete"] = False
            self._fail(error or RuntimeError("final save failed"), "final save")
        self._spool()

    # -- spool ---------------------------------------------------------------------------------
    def _spool(self) -> None:
        """Write the run in the file-store layout under ``spool_dir`` (when no file store has it)."""
        if self.spool_dir is None:
            return
        self.spool_dir.mkdir(parents=True, exist_ok=True)
        taken = [int(p.name) for p in self.spool_dir.iterdir() if is_run_id(p.name)]
        run_dir = self.spool_dir / str(max(taken, default=0) + 1)
        run_dir.mkdir()
        entry = dict(self._entry())
        info = {k: v for k, v in (entry.pop("info", None) or {}).items() if k != "metrics"}
        config = entry.pop("config", {})
        cout = entry.pop("captured_out", "") or ""
        entry.pop("_id", None)
        entry["experiment"] = {**entry.get("experiment", {}), "sources": []}
        for key in ("start_time", "stop_time", "heartbeat"):
            entry[key] = entry["meta"]["esbench"].get(key) or entry.get(key)
        docs = {"config.json": config, "run.json": entry, "info.json": info, "metrics.json": self._mirror}
        for name, doc in docs.items():
            (run_dir / name).write_text(json.dumps(doc, indent=2, default=jsonable))
        (run_dir / "cout.txt").write_text(cout)
        self.spooled = run_dir
