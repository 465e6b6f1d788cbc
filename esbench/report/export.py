"""Stored runs as data: :func:`load_runs` (the Python API, ``esbench.load_runs``) and ``esbench export``.

:func:`load_runs` reads results directories (Sacred file stores), run stores and, optionally, one
MongoDB, and returns a :class:`RunData`: ``runs`` (one row per run, the report's run frame) and
``metrics`` (tidy: one row per run, metric and step). ``esbench export RESULTS... -o FILE.csv``
(:mod:`esbench.cli.export`) writes ``metrics`` (or, with ``--runs``, ``runs``) as CSV or
Parquet with :func:`write_table`. The runs are read through the
report's own loader (:func:`esbench.report.loader.load_frames`), so ``runs.final_return`` is exactly
the final eval return the report's tables are computed from.

Every run is exported; ``counted`` marks the runs the report counts (one per suite, label, env and
seed, of each store's latest run set: :mod:`esbench.report.duplicates`), ``not_counted`` says why
the others are not. Reads stored runs only: nothing here runs, resolves or imports runners or Sacred.
"""

from __future__ import annotations

import dataclasses
import io
import warnings
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from esbench.core.errors import EsbenchError
from esbench.report import duplicates, loader
from esbench.report.cells import Cell
from esbench.stores.atomic import atomic_write_bytes, atomic_write_text
from esbench.stores.runs import RawRun, RunStore, Unreadable

#: Columns of :attr:`RunData.metrics`, in order. ``run`` is ``<store>/<run id>`` (the ``run``
#: column of :attr:`RunData.runs`); ``wall_clock_s`` is the run's training wall-clock at ``step``
#: (interpolated from its ``wall_clock_s`` metric; NaN when it has none); ``counted``: the run counts
#: in the report (False: a duplicate, or a run of an earlier run set).
METRIC_COLUMNS = (
    "suite", "label", "algo", "env", "seed", "run", "status", "counted", "metric", "step", "value",
    "wall_clock_s",
)  # fmt: skip
#: The identifying columns every row of both frames carries.
ID_COLUMNS = ("suite", "label", "algo", "env", "seed", "run", "status", "counted")


class UnreadableRunsWarning(UserWarning):
    """``esbench.load_runs`` read stores holding runs it could not read whole (named in the message)."""


#: Output suffixes and their format.
FORMATS = {".csv": "CSV", ".parquet": "Parquet", ".pq": "Parquet"}
PARQUET_HINT = 'Parquet needs pyarrow: pip install "pyarrow>=14" (or write FILE.csv)'


@dataclasses.dataclass(kw_only=True)
class RunData:
    """Stored runs as pandas frames.

    - ``runs``: one row per run: ``run``, ``suite, label, algo, env, seed``, ``status``, ``usable``
      (COMPLETED with eval points), ``final_return`` (last ``eval.return_mean``), ``final_step``,
      ``final_wall_s``, ``core_hours``, host and package facts, ``config_json`` (the full stored
      config); the columns of :data:`esbench.report.loader.RUN_COLUMNS` with ``key`` named ``run``,
      and ``run_set``, ``counted`` (the report counts the run) and ``not_counted`` (why not: a
      duplicate of another run of its trial, or a run of an earlier run set; "" when counted).
    - ``metrics``: one row per (run, metric, step), columns :data:`METRIC_COLUMNS`, sorted by run
      (store order) then metric then step. ``metric`` is the logged name (``eval.return_mean``,
      ``timesteps``, ``wall_clock_s``, ``train.return_mean``, ``es.bytes_to_workers``, ...);
      ``step`` is cumulative training env steps.
    - ``reference_scores``: published scores per env ({env: {name: score}}) from the stored suites.
    - ``expected``: the (suite, label, env, seed) cells of the stored trial lists.
    - ``unreadable``: each stored run that could not be read whole (a file missing, truncated or of
      the wrong type), with its path and problem; its readable parts are in the frames all the same.
    """

    runs: pd.DataFrame
    metrics: pd.DataFrame
    reference_scores: dict[str, dict[str, float]]
    expected: set[Cell]
    unreadable: list[Unreadable] = dataclasses.field(default_factory=list)

    def metric(self, name: str) -> pd.DataFrame:
        """The rows of ``metrics`` for one metric (e.g. ``"eval.return_mean"``), index reset."""
        return self.metrics[self.metrics.metric == name].reset_index(drop=True)

    def missing(self) -> pd.DataFrame:
        """Expected (suite, label, env, seed) cells with no counted run, sorted."""
        runs = self.runs[self.runs.counted] if "counted" in self.runs else self.runs
        stored = set(zip(runs.suite, runs.label, runs.env, runs.seed, strict=True))
        cells = sorted(self.expected - stored)
        return pd.DataFrame(cells, columns=["suite", "label", "env", "seed"])


class _Recorder:
    """A run store that remembers the runs it yields, so one read feeds the loader and the metrics."""

    def __init__(self, store: RunStore) -> None:
        self.store = store
        self.raws: list[RawRun] = []
        self.name = store.name

    def iter_runs(self, *, metrics: bool = True) -> Iterator[RawRun]:
        for raw in self.store.iter_runs(metrics=metrics):
            self.raws.append(raw)
            yield raw

    def __getattr__(self, name: str) -> Any:  # suite(), trials(), ...: the wrapped store's
        return getattr(self.store, name)


def open_stores(
    sources: Sequence[str | Path | RunStore], mongo: str | None = None, suites: Sequence[str] | None = None
) -> list[RunStore]:
    """Run stores of ``sources`` (a path is a results directory; same-named ones get ``#2``, ...),
    plus the runs of ``suites`` (default: all) in the MongoDB at URL ``mongo``."""
    for item in sources:
        if isinstance(item, str | Path) and not Path(item).is_dir():
            raise EsbenchError(f"{item}: not a results directory")
    stores = loader.run_stores(sources)
    if mongo:
        from esbench.stores.mongo import MongoStore, parse_url
        from esbench.stores.mongo_runs import mongo_run_stores

        db = MongoStore(parse_url(mongo))
        db.check(write=False)
        stores += mongo_run_stores(db.db, list(suites) if suites else None)
    return stores


def _points(entry: Any) -> tuple[np.ndarray, np.ndarray]:
    """(steps, values) of one stored metric as float arrays, finite points only, stably sorted by step."""
    try:
        steps = np.asarray(entry["steps"], dtype=float)
        values = np.asarray(entry["values"], dtype=float)
    except (TypeError, KeyError, ValueError):
        return np.empty(0), np.empty(0)
    if steps.ndim != 1 or values.ndim != 1:
        return np.empty(0), np.empty(0)
    n = min(len(steps), len(values))
    steps, values = steps[:n], values[:n]
    ok = np.isfinite(steps) & np.isfinite(values)
    order = np.argsort(steps[ok], kind="stable")
    return steps[ok][order], values[ok][order]


def _tidy(raws: Sequence[RawRun], runs: pd.DataFrame, wanted: set[str] | None) -> pd.DataFrame:
    """One row per (run, metric, step) of ``raws`` (row ``i`` of ``runs`` describes ``raws[i]``)."""
    cols: dict[str, list[np.ndarray]] = {"i": [], "metric": [], "step": [], "value": [], "wall_clock_s": []}
    for i, raw in enumerate(raws):
        stored = raw.metrics or {}
        wsteps, wvals = _points(stored.get(loader.WALL_CLOCK_S))
        for name in sorted(map(str, stored)):
            if wanted is not None and name not in wanted:
                continue
            steps, values = _points(stored[name])
            if not len(steps):
                continue
            wall = np.interp(steps, wsteps, wvals) if len(wsteps) else np.full(len(steps), np.nan)
            for col, array in zip(cols, (np.full(len(steps), i), np.full(len(steps), name, dtype=object),
                                         steps, values, wall), strict=True):  # fmt: skip
                cols[col].append(array)
    arrays = {c: np.concatenate(v) if v else np.empty(0) for c, v in cols.items()}
    ids = runs.iloc[arrays.pop("i").astype(int)][list(ID_COLUMNS)].reset_index(drop=True)
    tidy = ids.assign(**{c: pd.Series(arrays[c], dtype=object if c == "metric" else float) for c in arrays})
    steps = tidy["step"].to_numpy()
    if np.all(steps == np.round(steps)) and np.all(np.abs(steps) < 2**53):
        tidy["step"] = tidy["step"].astype("int64")  # Sacred steps are whole env-step counts
    # Text columns in pandas' own string dtype (``str`` from pandas 3, ``object`` before), as the
    # exported CSV or Parquet file reads back.
    return tidy[list(METRIC_COLUMNS)].infer_objects()


def load_runs(
    *sources: str | Path | RunStore,
    mongo: str | None = None,
    suites: Sequence[str] | None = None,
    metrics: Sequence[str] | None = None,
) -> RunData:
    """Read stored runs into a :class:`RunData` of pandas frames.

    ``sources``: results directories (``results/quickstart``) or :class:`~esbench.stores.runs.RunStore`
    objects; ``mongo``: a MongoDB URL whose runs are read too (only those of ``suites`` when given);
    ``metrics``: keep only these metric names in ``RunData.metrics`` (default: every metric).
    Broken or partial runs never raise: see the ``status``, ``problems`` and ``usable`` columns. Each
    run that could not be read whole is in ``RunData.unreadable`` and named (path and problem) in
    one :class:`UnreadableRunsWarning`.
    """
    recorders = [_Recorder(s) for s in open_stores(sources, mongo, suites)]
    runset = loader.load_frames(recorders, keep_apart=False)  # labels as stored; the suite column tells
    reasons = duplicates.not_counted(runset.runs)
    runs = runset.runs.rename(columns={"key": "run"})
    runs["counted"] = (reasons == "").to_numpy()
    runs["not_counted"] = reasons.to_numpy()
    raws = [raw for r in recorders for raw in r.raws]
    if len(raws) != len(runs):  # the loader keeps one row per stored run, in store order
        raise RuntimeError(f"{len(raws)} stored runs but {len(runs)} rows")
    data = RunData(
        runs=runs,
        metrics=_tidy(raws, runs, set(metrics) if metrics is not None else None),
        reference_scores=runset.reference_scores,
        expected=set(runset.expected),
        unreadable=list(runset.unreadable),
    )
    if data.unreadable:
        lines = "\n".join(u.line() for u in data.unreadable)
        warnings.warn(
            f"{len(data.unreadable)} stored run(s) not read whole:\n{lines}", UnreadableRunsWarning, 2
        )
    return data


def write_table(frame: pd.DataFrame, path: str | Path) -> Path:
    """Write ``frame`` to ``path``: ``.csv`` (exact floats, no index) or ``.parquet`` (needs pyarrow)."""
    path = Path(path)
    kind = FORMATS.get(path.suffix.lower())
    if kind is None:
        raise EsbenchError(f"-o {path}: the file must end in .csv or .parquet")
    if kind == "Parquet":
        import importlib.util

        if not any(importlib.util.find_spec(m) for m in ("pyarrow", "fastparquet")):
            raise EsbenchError(f"-o {path}: {PARQUET_HINT}")
    if path.is_dir():
        raise EsbenchError(f"-o {path}: is a directory; give a file name ending in .csv or .parquet")
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "CSV":
        # Floats as their shortest round-trip repr: read_csv gives them back bit for bit on pandas >= 3.1,
        # and with float_precision="round_trip" before (the tip in docs/getting-started.md).
        atomic_write_text(path, frame.to_csv(index=False, lineterminator="\n"))
    else:
        buffer = io.BytesIO()
        frame.to_parquet(buffer, index=False)
        atomic_write_bytes(path, buffer.getvalue())  # whole or not at all (a full disk: no half file)
    return path
