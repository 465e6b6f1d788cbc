"""How an esbench run maps to a Weights & Biases run (:mod:`esbench.stores.wandb_tracker` writes it).

- **Identity**: the W&B run id is a digest of the run's identity (:func:`wandb_id` of
  :func:`~esbench.stores.runs.run_uid`), so a run has one W&B run whoever writes it (live, pushed,
  pushed again); its local copy is the W&B run directory ``DIR/wandb/offline-run-<time>-<id>`` (online:
  ``run-<time>-<id>``), with esbench's marker ``esbench-run.json`` (status, points read back).
- **Config**: the trial's resolved config as stored (suite, label, algo, env, seed, budget, eval,
  policy, params with their ``zoo`` record, resources), ``env_id`` and ``exp_name`` (the env and the
  label: Open RL Benchmark's filter keys), ``cores`` (the cores the run used, ``info.cores``) and
  ``esbench``: version, code digest, CPU model, math kernels and packages' provenance from the run's
  info when present, and the run's store, id, uid digest and run set.
- **Name, group, tags**: ``label/env/seed``; ``suite/label/env`` (the seeds of one trial aggregate);
  suite, label, algo, env and ``seed=N``.
- **Metrics** (:func:`metric_key`): one history row per env step holding every metric of that step,
  with ``global_step`` = training env steps (every metric's step axis, Open RL Benchmark's x axis)
  and W&B's ``_timestamp`` = when esbench logged it; ``eval.return_mean`` is ``eval/return_mean``
  (every dot a slash: W&B's sections), ``train.return_mean`` is ``charts/episodic_return`` (CleanRL's
  name: the return of training episodes). The eval metrics are also logged as
  ``by_wall_clock/eval/...`` with step axis ``wall_clock_s`` (training wall-clock, evaluation
  excluded).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from esbench.stores.tracker import Point

#: The step axis of every metric: training env steps (CleanRL's and Open RL Benchmark's name).
STEP = "global_step"
#: The second axis of the eval metrics: training wall-clock in seconds.
SECONDS = "wall_clock_s"
#: The prefix of the eval metrics over training wall-clock.
BY_TIME = "by_wall_clock/"
#: esbench's metric names that W&B keeps under another name (Open RL Benchmark's conventions).
RENAMED = {"train.return_mean": "charts/episodic_return"}
_RUN_DIR = re.compile(r"(?:offline-)?run-\d{8}_\d{6}-(?P<id>[A-Za-z0-9_-]+?)(?:-\d+)?")
#: W&B's limits on a tag, a run's name and its group.
MAX_TAG, MAX_NAME = 64, 128


def wandb_id(uid: str) -> str:
    """The W&B run id of the run whose identity is ``uid``: 32 hex digits of its SHA-1."""
    return hashlib.sha1(uid.encode()).hexdigest()[:32]


def metric_key(name: str) -> str:
    """The W&B key of the esbench metric ``name`` (see the module docstring)."""
    return RENAMED.get(name, name.replace(".", "/"))


def run_name(config: Mapping[str, Any]) -> str:
    """``label/env/seed``."""
    return f"{config.get('label') or config.get('algo')}/{config.get('env')}/{config.get('seed')}"[:MAX_NAME]


def run_group(config: Mapping[str, Any]) -> str:
    """``suite/label/env``: the seeds of one trial in one group."""
    return f"{config.get('suite')}/{config.get('label') or config.get('algo')}/{config.get('env')}"[:MAX_NAME]


def run_tags(config: Mapping[str, Any]) -> list[str]:
    """Suite, label, algo, env and ``seed=N`` (each at most W&B's 64 characters)."""
    values = [config.get(k) for k in ("suite", "label", "algo", "env")] + [f"seed={config.get('seed')}"]
    return list(dict.fromkeys(str(v)[:MAX_TAG] for v in values if v not in (None, "")))


def run_config(config: Mapping[str, Any], identity: Mapping[str, Any]) -> dict[str, Any]:
    """The W&B config of a run: its stored config, Open RL Benchmark's keys and esbench's identity."""
    out = dict(config)
    out.update(env_id=config.get("env"), exp_name=config.get("label") or config.get("algo"))
    out["esbench"] = dict(identity)
    return out


def info_config(info: Mapping[str, Any] | None, version: str | None, identity: Mapping[str, Any]) -> dict:
    """The config keys a run's info gives (``cores`` and ``esbench``'s provenance; {} without info)."""
    info = info or {}
    facts = {
        "version": version,
        "code_digest": info.get("code_digest"),
        "cpu_model": info.get("cpu_model"),
        "math_kernels": info.get("math_kernels"),
        "provenance": info.get("provenance"),
    }
    out: dict[str, Any] = {"esbench": {**identity, **{k: v for k, v in facts.items() if v is not None}}}
    if info.get("cores") is not None:
        out["cores"] = info["cores"]
    return out


def stored_version(run: Mapping[str, Any]) -> str | None:
    """esbench's version a stored run records (``esbench-harness==X`` in Sacred's dependencies)."""
    experiment = run.get("experiment")
    deps = experiment.get("dependencies") if isinstance(experiment, Mapping) else None
    for dep in deps if isinstance(deps, list) else ():
        name, sep, version = str(dep).partition("==")
        if sep and name in ("esbench-harness", "esbench"):
            return version
    return None


def exit_code(status: str) -> int:
    """W&B's exit code for Sacred's ``status``: 0 (finished) for COMPLETED or PRUNED, 1 (failed) for
    FAILED, 255 for INTERRUPTED and anything else (the status itself is the ``status`` summary)."""
    return {"COMPLETED": 0, "PRUNED": 0, "FAILED": 1}.get(status, 255)


class Rows:
    """esbench's points turned into W&B history rows, one per env step: a step's row is given once a
    later step has a point (or at :meth:`flush`), so every metric of a step is in one row."""

    def __init__(self) -> None:
        self.pending: dict[int, dict[str, float]] = {}
        self.stamps: dict[int, int] = {}
        self.sent = 0
        """esbench points given in rows so far."""

    def add(self, points: Sequence[Point]) -> list[dict[str, Any]]:
        """Take ``points``; the rows now complete."""
        for name, value, ms, step in points:
            self.pending.setdefault(step, {})[name] = value
            self.stamps[step] = max(self.stamps.get(step, 0), ms)
        last = max(self.pending, default=None)
        return list(self._rows([s for s in sorted(self.pending) if last is not None and s < last]))

    def flush(self) -> list[dict[str, Any]]:
        """Every row still pending."""
        return list(self._rows(sorted(self.pending)))

    def _rows(self, steps: list[int]) -> Iterator[dict[str, Any]]:
        for step in steps:
            values, ms = self.pending.pop(step), self.stamps.pop(step)
            row: dict[str, Any] = {STEP: step, **{metric_key(n): v for n, v in values.items()}}
            if SECONDS in values:
                row.update({BY_TIME + metric_key(n): v for n, v in values.items() if n.startswith("eval.")})
            if ms:
                row["_timestamp"] = ms / 1000.0
            self.sent += len(values)
            yield row


def step_metric(key: str) -> str | None:
    """The step axis W&B draws ``key`` over (None: ``global_step`` itself)."""
    if key == STEP:
        return None
    return SECONDS if key.startswith(BY_TIME) else STEP


def held_points(records: Sequence[Mapping[str, Any]]) -> int:
    """The esbench points the history records of a W&B run hold (its axes and the
    ``by_wall_clock/`` copies not counted)."""
    return sum(
        1
        for record in records
        if record.get("type") == "history"
        for key in (record.get("history") or {}).get("item", {})
        if not key.startswith(("_", BY_TIME)) and key != STEP
    )


def read_records(sync_file: Path, timeout: float = 120.0) -> list[dict[str, Any]]:
    """Every record of a W&B run's transaction log (``run-<id>.wandb``) as W&B's own reader gives it
    (``wandb leet inspect --json``, in wandb-core)."""
    import json
    import subprocess

    from wandb.util import get_core_path

    args = [get_core_path(), "leet", "inspect", "-json", "-no-observability", "-run-file", str(sync_file)]
    done = subprocess.run([*args, str(sync_file.parent.parent)], capture_output=True, text=True,
                          timeout=timeout, check=False)  # fmt: skip
    if done.returncode != 0:
        raise RuntimeError(f"W&B's reader could not read {sync_file}: {done.stderr.strip()[:200]}")
    return [json.loads(line) for line in done.stdout.splitlines() if line.strip()]


def read_finished(sync_file: Path, wait_s: float = 60.0) -> list[dict[str, Any]]:
    """The records of a W&B run that just finished (:func:`read_records`), read again until its exit
    record is there (W&B's service may still be writing the end of the log when ``finish`` returns),
    for at most ``wait_s`` seconds."""
    import time

    deadline = time.monotonic() + wait_s
    while True:
        records = read_records(sync_file)
        if any(r.get("type") == "exit" for r in records) or time.monotonic() > deadline:
            return records
        time.sleep(0.1)


def run_dirs(wandb_dir: Path, run_id: str) -> list[Path]:
    """The W&B run directories of ``run_id`` in ``wandb_dir`` (offline and online ones); a link among
    them is refused (:class:`~esbench.stores.nofollow.LinkRefused`), never followed."""
    import os

    from esbench.stores.nofollow import LinkRefused

    found = []
    try:
        entries = list(os.scandir(wandb_dir))
    except FileNotFoundError:
        return []
    for entry in entries:
        match = _RUN_DIR.fullmatch(entry.name)
        if match is None or match["id"] != run_id:
            continue
        if entry.is_symlink() or not entry.is_dir(follow_symlinks=False):
            raise LinkRefused(
                entry.path, "is a symbolic link" if entry.is_symlink() else "is not a directory"
            )
        found.append(Path(entry.path))
    return sorted(found)
