"""Writing one stored run into MongoDB as Sacred's MongoObserver writes it (for ``esbench push``).

Each run becomes one ``runs`` document (config, host, experiment, status, result, captured output,
info, Omniboard tags), one ``metrics`` document per metric, and its sources and artifacts in GridFS,
so Omniboard shows pushed runs like live ones. A run is identified by ``meta.esbench.uid`` (suite,
label, env, seed and exact start time): a complete copy (same status, same number of points per
metric) is left alone, an incomplete one (a live run whose MongoDB writes failed) is replaced under
the same ``_id``. Used through :meth:`esbench.stores.mongo_runs.MongoRunStore.write_run`.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import mimetypes
import os
from pathlib import Path
from typing import Any

from esbench.stores import nofollow
from esbench.stores.observer import omniboard_tags, run_uid
from esbench.stores.runs import RawRun, metrics_problem

SACRED_FORMAT = "MongoObserver-0.7.0"


def _datetime(value: Any) -> Any:
    try:
        return dt.datetime.fromisoformat(str(value)) if value else None
    except ValueError:
        return value


def _upload_sources(fs: Any, store_dir: Path, experiment: dict[str, Any]) -> list[list[Any]]:
    """Sources of a file-store run (``_sources/...``) into GridFS, deduplicated by path and md5."""
    uploaded = []
    for entry in experiment.get("sources") or []:
        if not isinstance(entry, list | tuple) or len(entry) != 2:
            continue
        name, rel = entry
        try:
            data = nofollow.read_bytes(nofollow.inside(store_dir, str(rel)))
        except OSError:  # missing, or a link (never followed out of the store)
            continue
        md5 = hashlib.md5(data).hexdigest()
        filename = os.path.join(str(experiment.get("base_dir") or ""), str(name))
        found = fs.find_one({"filename": filename, "md5": md5})
        uploaded.append([name, found._id if found else fs.put(data, filename=filename, md5=md5)])
    return uploaded


def _esbench_meta(raw: RawRun) -> dict[str, Any]:
    run = raw.run or {}
    meta = dict(run.get("meta") or {})
    esb = dict(meta.get("esbench") or {})
    esb.setdefault("uid", run_uid(raw.config or {}, str(run.get("start_time"))))
    esb.setdefault("store", raw.source)
    if "run_id" not in esb:
        esb["run_id"] = raw.run_id
    for key in ("start_time", "stop_time", "heartbeat"):
        esb[key] = run.get(key)
    esb["problems"] = list(raw.problems)
    esb["complete"] = True
    return esb


def run_document(raw: RawRun) -> tuple[dict[str, Any], dict[str, dict]]:
    """The Sacred ``runs`` document (without ``_id``, sources and artifacts) and metrics of a run.

    The captured output is read from ``raw.location`` (a file-store run directory) when there is one.
    """
    run = dict(raw.run or {})
    meta = {**(run.get("meta") or {}), "esbench": _esbench_meta(raw)}
    cout = raw.location / "cout.txt" if raw.location is not None else None
    info = {k: v for k, v in (raw.info or {}).items() if k != "metrics"}
    doc = {
        "experiment": dict(run.get("experiment") or {}),
        "format": SACRED_FORMAT,
        "command": run.get("command", "trial_main"),
        "host": run.get("host") or {},
        "start_time": _datetime(run.get("start_time")),
        "heartbeat": _datetime(run.get("heartbeat")),
        "stop_time": _datetime(run.get("stop_time")),
        "config": dict(raw.config or {}),
        "meta": meta,
        "status": run.get("status") or "UNKNOWN",
        "resources": [list(r) for r in run.get("resources") or [] if isinstance(r, list | tuple)],
        "artifacts": list(run.get("artifacts") or []),
        "captured_out": _captured_out(cout),
        "info": info,
        "result": run.get("result"),
        "omniboard": {"tags": omniboard_tags(raw.config or {}), "notes": ""},
    }
    if run.get("fail_trace") is not None:
        doc["fail_trace"] = run["fail_trace"]
    metrics = {name: m for name, m in (raw.metrics or {}).items() if isinstance(m, dict)}
    return doc, metrics


def _point_counts(db: Any, run_id: Any) -> dict[str, int]:
    return {m["name"]: len(m.get("steps") or []) for m in db["metrics"].find({"run_id": run_id})}


def _is_same(db: Any, existing: dict[str, Any], doc: dict[str, Any], metrics: dict[str, dict]) -> bool:
    esb = (existing.get("meta") or {}).get("esbench") or {}
    if not esb.get("complete") or existing.get("status") != doc["status"]:
        return False
    return _point_counts(db, existing["_id"]) == {n: len(m.get("steps") or []) for n, m in metrics.items()}


def _delete_run(db: Any, fs: Any, existing: dict[str, Any]) -> None:
    for artifact in existing.get("artifacts") or []:
        if isinstance(artifact, dict) and artifact.get("file_id") is not None:
            fs.delete(artifact["file_id"])
    db["metrics"].delete_many({"run_id": existing["_id"]})
    db["runs"].delete_one({"_id": existing["_id"]})


def _next_id(db: Any) -> int:
    last = list(db["runs"].find({}, {"_id": 1}).sort("_id", -1).limit(1))
    return int(last[0]["_id"]) + 1 if last else 1


def _insert(db: Any, fs: Any, doc: dict, metrics: dict[str, dict], run_dir: Path | None, run_id: Any) -> None:
    import pymongo.errors

    artifacts = []
    for name in doc["artifacts"]:
        path = run_dir / str(name) if run_dir is not None else None
        if isinstance(name, str) and path is not None and "/" not in name and name not in ("", ".", ".."):
            try:
                data = nofollow.read_bytes(path)
            except OSError:  # missing, or a link (never followed out of the store)
                continue
            content_type = mimetypes.guess_type(name)[0]
            file_id = fs.put(data, filename=f"artifact://runs/{run_id}/{name}", content_type=content_type)
            artifacts.append({"name": name, "file_id": file_id})
    doc = {**doc, "artifacts": artifacts, "info": dict(doc["info"])}
    refs = []
    for name, m in metrics.items():
        points = {
            "run_id": run_id,
            "name": name,
            "steps": list(m.get("steps") or []),
            "values": list(m.get("values") or []),
            "timestamps": [_datetime(t) for t in m.get("timestamps") or []],
        }
        refs.append({"name": name, "id": str(db["metrics"].insert_one(points).inserted_id)})
    if refs:
        doc["info"]["metrics"] = refs
    while True:
        try:
            db["runs"].insert_one({"_id": run_id, **doc})
            return
        except pymongo.errors.DuplicateKeyError:  # a live run took the id meanwhile
            new_id = _next_id(db)
            db["metrics"].update_many({"run_id": run_id}, {"$set": {"run_id": new_id}})
            run_id = new_id


def _is_number(x: Any) -> bool:
    return isinstance(x, int | float) and not isinstance(x, bool)


def _captured_out(cout: Path | None) -> str:
    if cout is None:
        return ""
    try:
        return nofollow.read_text(cout, errors="replace")
    except OSError:  # missing, or a link (the run is skipped: see unreadable_because)
        return ""


def unreadable_because(raw: RawRun) -> str | None:
    """Why ``raw`` cannot be uploaded whole (None: it can): config, run or metrics unreadable.

    Metrics must be what Sacred writes: per metric, lists of numeric ``steps`` and ``values`` of
    one length (and a list of ``timestamps``).
    """
    linked = [p for p in raw.problems if "symbolic link" in p or "outside the store" in p]
    if linked:  # never uploaded: its files must not be read through links out of the store
        return ", ".join(linked)
    if raw.config is None or raw.run is None:
        return ", ".join(raw.problems) or "unreadable"
    if raw.metrics is None:
        found = [p for p in raw.problems if "metrics.json" in p]
        return found[0] if found else "metrics.json is not an object"
    return metrics_problem(raw.metrics)


def write_run(db: Any, raw: RawRun, fs: Any = None) -> str:
    """Write ``raw`` into ``db``: ``"inserted"``, ``"replaced"`` (an incomplete copy) or ``"unchanged"``.

    Sources (from ``<store>/_sources``) and artifacts are uploaded when ``raw.location`` is a
    file-store run directory; ``fs`` is the database's GridFS (default: a new one). Raises
    ValueError when the run has no readable config, run.json or metrics (:func:`unreadable_because`).
    """
    problem = unreadable_because(raw)
    if problem is not None:
        raise ValueError(f"run {raw.run_id}: {problem}")
    if fs is None:
        import gridfs

        fs = gridfs.GridFS(db)
    doc, metrics = run_document(raw)
    store_dir = raw.location.parent if raw.location is not None else None
    doc["experiment"]["sources"] = (
        _upload_sources(fs, store_dir, doc["experiment"]) if store_dir is not None else []
    )
    existing = db["runs"].find_one({"meta.esbench.uid": doc["meta"]["esbench"]["uid"]})
    if existing is not None and _is_same(db, existing, doc, metrics):
        return "unchanged"
    if existing is not None:
        _delete_run(db, fs, existing)
        run_id, what = existing["_id"], "replaced"
    else:
        run_id, what = _next_id(db), "inserted"
    _insert(db, fs, doc, metrics, raw.location, run_id)
    return what
