"""Report tables as pandas frames (written as CSV, rendered in HTML): pure functions of the runs.

:func:`prepare` filters the runs and groups their curves once into a :class:`ReportData`; each
``*_table`` function then returns one frame, sorted so the same runs give the same rows.
"""

from __future__ import annotations

import dataclasses
import json
from collections import Counter

import numpy as np
import pandas as pd

from esbench.report import curves as cv
from esbench.report import duplicates as dup
from esbench.report import stats
from esbench.report.cells import Cell
from esbench.report.formats import fmt_num
from esbench.report.loader import CURVE_COLUMNS, RunFrames
from esbench.report.options import ReportOptions

#: Curve x axes: column of the curves frame -> axis title with unit.
AXES = {"step": "Env steps", "wall_clock_s": "Training wall-clock (s)", "core_hours": "Core-hours"}


@dataclasses.dataclass(kw_only=True)
class ReportData:
    """Runs after filtering, with their curves as arrays; the input of every table and figure."""

    runs: pd.DataFrame  #: all selected runs (usable or not), sorted by env, label, seed, key
    usable: pd.DataFrame  #: completed runs with eval points
    arrays: dict[str, dict[str, np.ndarray]]  #: key -> {column of loader.CURVE_COLUMNS: values}
    labels: list[str]  #: labels of usable runs, sorted; colours follow this order
    envs: list[str]  #: envs of usable runs, sorted
    reference: str | None  #: reference label for ratios
    #: how the reference was chosen, as page 1 says it (:func:`choose_reference`)
    reference_rule: str = ""
    reference_scores: dict[str, dict[str, float]]
    options: ReportOptions
    #: (suite, label, env ref, seed) cells of the stored trial lists, as selected by the options
    expected: set[Cell] = dataclasses.field(default_factory=set)
    #: the stored trial config (JSON) of each selected cell of ``expected``
    #: (:attr:`~esbench.report.loader.RunFrames.planned_configs`)
    planned_configs: dict[Cell, str] = dataclasses.field(default_factory=dict)
    #: selected runs not counted as duplicates of a counted run (reason in ``problems``; see
    #: :mod:`esbench.report.duplicates`); ``runs`` has one run per (suite, label, env, seed)
    duplicates: pd.DataFrame | None = None
    #: selected runs of earlier run sets (``esbench run --fresh``), left out
    earlier_set_runs: int = 0
    store_problems: list[str] = dataclasses.field(default_factory=list)
    """Stored files other than runs that could not be read (``RunFrames.store_problems``)."""
    suite_notes: list[str] = dataclasses.field(default_factory=list)
    """The suites of a report over more than one, and the labels kept apart (``RunFrames.suite_notes``)."""

    def curves(self, env: str, label: str, axis: str) -> list[tuple[np.ndarray, np.ndarray]]:
        """Cleaned (x, eval return) curves of the usable runs of one cell, in seed order."""
        keys = self.usable.loc[(self.usable.env == env) & (self.usable.label == label), "key"]
        out = [cv.clean_curve(self.arrays[k][axis], self.arrays[k]["ret"]) for k in keys]
        return [c for c in out if len(c[0])]


#: The default rule's references, in order: (what page 1 calls it, label, run column, its values): TRPO,
#: the paper's reference algorithm, by its algo names; the ES by its family (report/families.py).
DEFAULT_REFERENCES = (("TRPO", "trpo", "algo", ("trpo", "sb3_trpo")), ("the ES", "es", "family", ("es",)))


def default_reference(labels: list[str], runs: pd.DataFrame) -> str | None:
    """The default rule: the TRPO label if present (by label, then by algo), else the ES's (by
    label ``ES``, then by family ``es``), else the first label in sorted order."""
    return _default(labels, runs)[0]


def _default(labels: list[str], runs: pd.DataFrame) -> tuple[str | None, str]:
    """The default reference and the rule that chose it."""
    for name, label_name, column, values in DEFAULT_REFERENCES:
        for label in labels:
            if label.lower() == label_name:
                return label, f"the default rule: {name} when present"
        for label in labels:
            if runs.loc[runs.label == label, column].astype(str).str.lower().isin(values).any():
                return label, f"the default rule: {name} when present"
    return (labels[0], "the default rule: the first label, as no TRPO or ES ran") if labels else (None, "")


def choose_reference(
    labels: list[str], runs: pd.DataFrame, asked: str | None, suite_reference: str | None = None
) -> tuple[str | None, str]:
    """The reference label and how it was chosen: ``asked`` (``--reference``, ``ReportOptions``),
    else the stored suite's ``report.reference`` (``suite_reference``), else :func:`default_reference`.
    A named reference with no completed run falls back to the next rule, which says so."""
    missing: list[str] = []
    for name, how in ((asked, "--reference"), (suite_reference, "the suite's report.reference")):
        if name is None:
            continue
        if name in labels:
            return name, "; ".join([*missing, f"chosen by {how}"])
        missing.append(f"{how} {name} has no completed run")
    label, rule = _default(labels, runs)
    return label, "; ".join([*missing, rule])


def prepare(runset: RunFrames, options: ReportOptions, suite_reference: str | None = None) -> ReportData:
    """Select runs by ``options.envs``/``labels`` and index their curves; the reference is
    :func:`choose_reference`'s (``suite_reference``: the stored suite's ``report.reference``)."""
    runs = runset.runs
    if options.envs:
        runs = runs[runs.env.isin(options.envs)]
    if options.labels:
        runs = runs[runs.label.isin(options.labels)]
    runs, duplicates, earlier = dup.split(runs)  # each (suite, label, env, seed) counted once
    runs = runs.sort_values(["env", "label", "seed", "key"], kind="stable").reset_index(drop=True)
    usable = runs[runs.usable.astype(bool)].reset_index(drop=True)
    arrays: dict[str, dict[str, np.ndarray]] = {}
    wanted = set(usable.key)
    curves = runset.curves
    for key, idx in curves.groupby("key", sort=False).indices.items():
        if key in wanted:
            arrays[key] = {c: curves[c].to_numpy()[idx] for c in CURVE_COLUMNS}
    labels = sorted(usable.label.unique())
    reference, rule = choose_reference(labels, usable, options.reference, suite_reference)
    return ReportData(
        runs=runs,
        usable=usable,
        arrays=arrays,
        labels=labels,
        envs=sorted(usable.env.unique()),
        reference=reference,
        reference_rule=rule,
        reference_scores=runset.reference_scores,
        options=options,
        expected={c for c in runset.expected if _selected(options, c[1], c[2])},
        planned_configs={
            c: cfg for c, cfg in runset.planned_configs.items() if _selected(options, c[1], c[2])
        },
        duplicates=duplicates.reset_index(drop=True),
        earlier_set_runs=earlier,
        store_problems=list(runset.store_problems),
        suite_notes=list(runset.suite_notes),
    )


def _selected(options: ReportOptions, label: str, env: str) -> bool:
    return (not options.envs or env in options.envs) and (not options.labels or label in options.labels)


def _unique(values: pd.Series) -> str:
    return ", ".join(sorted({str(v) for v in values if str(v)})) or "—"


def summary_table(data: ReportData) -> pd.DataFrame:
    """Key facts: suites, run counts, seeds per cell (and how many cells have fewer than
    ``options.min_seeds``), env steps, core-hours, hosts, CPUs, Python, commits."""
    runs = data.runs
    commits = sorted(
        {f"{c[:12]}{' (dirty)' if d else ''}" for c, d in zip(runs.commit, runs.dirty, strict=True) if c}
    )
    rows = [
        ("Suites", _unique(runs.suite)),
        ("Stores", _unique(runs.source)),
        ("Runs", str(len(runs))),
        ("Completed runs used", str(len(data.usable))),
        ("Seeds per algorithm and env (min, max)", _seed_range(data)),
        (f"Algorithm-env cells with fewer than {data.options.min_seeds} seeds", _few_seed_count(data)),
        ("Runs with problems", str(int((~runs.usable.astype(bool)).sum()))),
        ("Runs not counted: duplicates, earlier run sets", _not_counted(data)),
        ("Reference algorithm", data.reference or "—"),
        ("Total env steps", f"{np.nansum(runs.final_step.to_numpy(float)):.0f}"),
        ("Total core-hours", f"{np.nansum(runs.core_hours.to_numpy(float)):.4g}"),
        ("Setup per run, s (median, max)", _median_max(runs.setup_s)),
        ("Runs on a busy machine", str(int(runs.busy.astype(bool).sum()))),
        ("Hosts", _unique(runs.hostname)),
        ("CPUs", _unique(runs.cpu)),
        ("OS", _unique(runs.os)),
        ("Python", _unique(runs.python)),
        ("Git commits", ", ".join(commits) or "—"),
    ]
    return pd.DataFrame(rows, columns=["item", "value"])


def _seed_range(data: ReportData) -> str:
    """``min, max`` of the completed runs per (env, label) cell; "—" when none."""
    counts = data.usable.groupby(["env", "label"]).size()
    return f"{counts.min()}, {counts.max()}" if len(counts) else "—"


def _few_seed_count(data: ReportData) -> str:
    """``k of n``: cells with fewer than ``options.min_seeds`` completed runs, of all cells."""
    counts = data.usable.groupby(["env", "label"]).size()
    return f"{int((counts < data.options.min_seeds).sum())} of {len(counts)}"


def _not_counted(data: ReportData) -> str:
    """``d, e``: duplicates of counted runs (listed as problems), runs of earlier run sets."""
    return f"{0 if data.duplicates is None else len(data.duplicates)}, {data.earlier_set_runs}"


def _median_max(values: pd.Series) -> str:
    """``median, max`` of the finite values (setup time is not in ``wall_clock_s``); "—" when none."""
    x = values.to_numpy(float)
    x = x[np.isfinite(x)]
    return f"{fmt_num(float(np.median(x)))}, {fmt_num(float(x.max()))}" if len(x) else "—"


def busy_table(data: ReportData) -> pd.DataFrame:
    """Runs whose machine was busier than their cores (``busy``: ``loader.BUSY_MARGIN``), that got
    less than ``loader.CPU_SHARE_MIN`` of their cores (``cpu_share``), or whose host was contended
    (``others_cores_max``: the cores other work held in the busiest minute)."""
    cols = ["key", "label", "env", "seed", "cores", "machine_cores", "load_max", "cpu_share"]
    cols.append("others_cores_max")
    return data.runs.loc[data.runs.busy.astype(bool), cols].reset_index(drop=True)


def packages_table(data: ReportData) -> pd.DataFrame:
    """Package versions recorded by Sacred, with the number of runs of each version."""
    counts: Counter[tuple[str, str]] = Counter()
    for deps in data.runs.dependencies:
        for dep in filter(None, str(deps).split(";")):
            name, _, version = dep.partition("==")
            counts[(name, version)] += 1
    rows = [(n, v, c) for (n, v), c in sorted(counts.items())]
    return pd.DataFrame(rows, columns=["package", "version", "runs"])


def counts_table(data: ReportData) -> pd.DataFrame:
    """Runs per env and label: total and completed with metrics."""
    runs = data.runs
    if runs.empty:
        return pd.DataFrame(columns=["env", "label", "runs", "used"])
    out = (
        runs.groupby(["env", "label"], sort=True)
        .agg(runs=("key", "size"), used=("usable", "sum"))
        .reset_index()
    )
    out["used"] = out["used"].astype(int)
    return out


def problems_table(data: ReportData) -> pd.DataFrame:
    """Runs not used (failed, interrupted, running, missing files or metrics, duplicates) and
    missing runs.

    A missing run is a trial of a stored trial list (``RunFrames.expected``) with no stored run.
    """
    runs = data.runs
    cols = ["key", "label", "env", "seed", "status", "problems", "error"]
    bad = runs.loc[~runs.usable.astype(bool), cols].copy()
    if data.duplicates is not None and len(data.duplicates):
        bad = pd.concat([bad, data.duplicates[cols]], ignore_index=True)
    present = {(r.suite, r.label, r.env, r.seed) for r in runs.itertuples()}
    note = "no stored run for this label, env and seed"
    missing = [
        ("", lb, env, seed, "MISSING", note, "") for _, lb, env, seed in sorted(data.expected - present)
    ]
    miss = pd.DataFrame(missing, columns=bad.columns)
    out = pd.concat([bad, miss], ignore_index=True) if len(miss) else bad
    return out.sort_values(["env", "label", "seed", "key"], kind="stable").reset_index(drop=True)


def final_table(data: ReportData) -> pd.DataFrame:
    """Per env x label: final eval return mean with its interval, IQM and best seed.

    The interval (``ci_low``, ``ci_high``) is the 95% percentile bootstrap CI of the mean, or, for a
    cell with fewer than ``options.min_seeds`` runs, the min and max over its runs; ``interval``
    says which ("95% CI" or "min-max", :func:`stats.seed_interval`). ``best`` marks the top mean of
    each env (ties all marked). ``overshoot``: each run's final step past its step budget,
    ``seed: +x.x%`` for the runs that overshot (empty when none did)."""
    rows = []
    for (env, label), grp in data.usable.groupby(["env", "label"], sort=True):
        x = grp.final_return.to_numpy(float)
        seed = stats.seed_for("final", env, label)
        mean, lo, hi, kind = stats.seed_interval(x, seed, data.options.min_seeds)
        best = int(np.argmax(x))
        over = ", ".join(f"{s}: {o:+.1%}" for s, o in zip(grp.seed, grp.overshoot, strict=True) if o > 0)
        rows.append(
            (env, label, len(x), mean, lo, hi, kind, float(stats.iqm(x)), int(grp.seed.iloc[best]), x[best],
             over)
        )  # fmt: skip
    cols = ["env", "label", "runs", "mean", "ci_low", "ci_high", "interval", "iqm", "best_seed"]
    cols += ["best_return", "overshoot"]
    out = pd.DataFrame(rows, columns=cols)
    out["best"] = out["mean"] == out.groupby("env")["mean"].transform("max") if len(out) else []
    return out


def _flatten(obj: object, prefix: str = "") -> dict[str, str]:
    if isinstance(obj, dict):
        out: dict[str, str] = {}
        for k in sorted(obj):
            out.update(_flatten(obj[k], f"{prefix}{k}."))
        return out
    return {prefix[:-1]: json.dumps(obj, sort_keys=True)}


UNSET = "<unset>"


def _mode(values: list[str]) -> str:
    """The most common value (ties: the first in sort order)."""
    return sorted(Counter(values).items(), key=lambda kv: (-kv[1], kv[0]))[0][0]


def param_diffs(params: dict, defaults: dict) -> dict[str, str]:
    """``{"params.<key>": "<value> (default <default>)"}`` for each param whose value (as JSON) differs
    from the runner's default; a key missing on one side shows ``<unset>``."""
    out = {}
    for key in sorted(set(params) | set(defaults)):
        value, default = (
            json.dumps(d[key], sort_keys=True) if key in d else UNSET for d in (params, defaults)
        )
        if value != default:
            out[f"params.{key}"] = f"{value} (default {default})"
    return out


def appendix_table(data: ReportData) -> pd.DataFrame:
    """One row per run: id, status, duration, final score and ``config_diff``, the config keys that
    differ: params from the runner's defaults stored with the run (``info.params_defaults``), shown
    as ``params.<key>=<value> (default <default>)``; other keys, and the params of runs that stored no
    defaults, from the most common value among the runs of the same algorithm, as ``<key>=<value>``
    (seed, label, suite and env left out). A ``faults`` column (straggling requests reissued, hung or
    dead workers replaced) is added when a run had any."""
    runs = data.runs
    configs = [json.loads(text) if text else {} for text in runs.config_json]
    defaults_column = runs.defaults_json if "defaults_json" in runs else [""] * len(runs)
    defaults = [json.loads(text) if text else {} for text in defaults_column]
    flat = []
    for cfg, dflt in zip(configs, defaults, strict=True):
        items = _flatten({k: v for k, v in cfg.items() if not (k == "params" and dflt)}).items()
        flat.append({k: v for k, v in items if k not in ("seed", "label", "suite", "env")})
    modes: dict[str, dict[str, str]] = {}
    for algo in sorted(set(runs.algo)):
        group = [(f, bool(d)) for f, d, a in zip(flat, defaults, runs.algo, strict=True) if a == algo]
        keys = sorted({k for f, _ in group for k in f})
        # a run compared with its stored defaults has no say in the most common params
        modes[algo] = {
            k: _mode([f.get(k, UNSET) for f, has in group if not (has and k.startswith("params."))])
            for k in keys
        }
    diffs = []
    for f, cfg, dflt, algo in zip(flat, configs, defaults, runs.algo, strict=True):
        mode = {k: v for k, v in modes[algo].items() if not (dflt and k.startswith("params."))}
        found = {k: f.get(k, UNSET) for k, v in mode.items() if f.get(k, UNSET) != v}
        if dflt:
            found.update(param_diffs(cfg.get("params") or {}, dflt))
        diffs.append("; ".join(f"{k}={found[k]}" for k in sorted(found)))
    out = runs[
        ["key", "run_id", "label", "env", "seed", "status", "duration_s", "final_step", "final_return"]
    ].copy()
    out["config_diff"] = diffs
    if "faults" in runs and runs.faults.astype(bool).any():  # requests reissued, workers replaced
        out["faults"] = runs.faults.to_numpy()
    if "provenance" in runs and runs.provenance.astype(bool).any():  # outside runners and packages
        out["provenance"] = runs.provenance.to_numpy()
    return out
