"""Tables across envs and about compute: rliable aggregates, communication, scaling, references."""

from __future__ import annotations

import numpy as np
import pandas as pd

from esbench.report import evidence, stats
from esbench.report.formats import fmt_num
from esbench.report.tables import ReportData

#: Number of thresholds of the performance profiles.
PROFILE_TAUS = 101
SCALING_COLUMNS = [
    "kind", "env", "algo", "label", "workers", "runs", "steps_per_s", "speedup", "ideal", "efficiency",
]  # fmt: skip
#: Env ids of the emulated family (esbench/envs/emulated.py): coordination only, never compared.
EMULATED_PREFIX = "esbench/Emulated-"


def run_kind(env: str) -> str:
    """``emulated`` for an env of the emulated family (sleeping steps), else ``measured``."""
    return "emulated" if str(env).startswith(EMULATED_PREFIX) else "measured"


NORMALISATION_COLUMNS = ["env", "zero", "zero_from", "one", "one_from", "used", "reason"]


def _expert(refs: dict[str, float], name: str) -> tuple[str, float] | None:
    """The reference score that normalises to 1: ``name``, or with "auto" the highest non-random."""
    if name != "auto":
        return (name, refs[name]) if name in refs and name != "random" else None
    others = {k: v for k, v in refs.items() if k != "random"}
    return max(sorted(others.items()), key=lambda kv: kv[1]) if others else None


def normalisation_table(data: ReportData) -> pd.DataFrame:
    """Per env: the scores mapped to 0 and 1 by the aggregates, where they come from, and why an env
    is left out (``used`` False).

    ``options.normalize`` "auto" (or a reference score's name): 0 is the env's ``random`` reference
    score and 1 its highest other reference score (or the named one) when the suite gives both;
    otherwise 0 is the random policy's return (:func:`evidence.random_return`) and 1 the best run's
    final return. "minmax": the env's lowest and highest run. Envs are left out where not every
    label has a completed run, where the reference made no progress
    (:func:`evidence.reference_progress`) and where no run ended above the score mapped to 0.
    """
    use, name = data.usable, data.options.normalize
    progress = evidence.reference_progress(data).set_index("env")
    rows = []
    for env in data.envs:
        cell = use[use.env == env]
        best = float(cell.final_return.max())
        refs = data.reference_scores.get(env, {})
        expert = _expert(refs, name) if name != "minmax" else None
        if name == "minmax":
            zero, zero_from = float(cell.final_return.min()), "the lowest run"
            one, one_from = best, "the best run"
        elif "random" in refs and expert is not None and expert[1] > refs["random"]:
            zero, zero_from = float(refs["random"]), "the 'random' reference score"
            one, one_from = float(expert[1]), f"the reference score '{expert[0]}'"
        else:
            zero, zero_from = evidence.random_return(data, env)
            one, one_from = best, "the best run"
        reason = ""
        if not set(data.labels) <= set(cell.label):
            reason = "not every algorithm has a completed run"
        elif not progress.loc[env, "progressed"]:
            reason = str(progress.loc[env, "reason"])
        elif not (np.isfinite(zero) and one > zero):
            reason = f"no run ended above {zero_from} ({fmt_num(zero)})" if np.isfinite(zero) else zero_from
        rows.append((env, zero, zero_from, one, one_from, not reason, reason))
    return pd.DataFrame(rows, columns=NORMALISATION_COLUMNS)


def normalised_scores(data: ReportData) -> tuple[dict[str, list[np.ndarray]], list[str], list[str]]:
    """Final scores normalised per env by :func:`normalisation_table`: ({label: [scores of env]},
    envs used, notes naming each env left out and why)."""
    table = normalisation_table(data)
    scores: dict[str, list[np.ndarray]] = {label: [] for label in data.labels}
    notes = [f"{r.env} left out of the aggregates: {r.reason}." for r in table.itertuples() if not r.used]
    for r in table[table.used.astype(bool)].itertuples():
        cell = data.usable[data.usable.env == r.env]
        for label in data.labels:
            x = cell.loc[cell.label == label, "final_return"].to_numpy(float)
            scores[label].append((x - r.zero) / (r.one - r.zero))
    return scores, list(table.loc[table.used.astype(bool), "env"]), notes


def aggregate_table(data: ReportData, scores: dict[str, list[np.ndarray]]) -> pd.DataFrame:
    """IQM, median, mean and optimality gap of normalised scores with stratified bootstrap 95% CIs."""
    rows = []
    for label in data.labels:
        if not scores.get(label):
            continue
        for metric, (point, lo, hi) in stats.aggregate_intervals(
            scores[label], stats.seed_for("agg", label)
        ).items():
            rows.append((label, metric, point, lo, hi))
    return pd.DataFrame(rows, columns=["label", "metric", "value", "ci_low", "ci_high"])


def poi_table(data: ReportData, scores: dict[str, list[np.ndarray]]) -> pd.DataFrame:
    """Probability that each label improves on the reference, with a 95% CI."""
    ref = data.reference
    rows = []
    if ref is not None and scores.get(ref):
        for label in data.labels:
            if label == ref:
                continue
            point, lo, hi = stats.poi_interval(scores[label], scores[ref], stats.seed_for("poi", label, ref))
            rows.append((label, ref, point, lo, hi))
    return pd.DataFrame(rows, columns=["label", "reference", "probability", "ci_low", "ci_high"])


def profile_table(data: ReportData, scores: dict[str, list[np.ndarray]]) -> pd.DataFrame:
    """Performance profiles: fraction of runs above each normalised score tau, with 95% bands."""
    frames = []
    pooled = [np.concatenate(v) for v in scores.values() if v]
    if not pooled:
        return pd.DataFrame(columns=["label", "tau", "fraction", "ci_low", "ci_high"])
    allx = np.concatenate(pooled)
    taus = np.linspace(min(0.0, allx.min()), max(1.0, allx.max()), PROFILE_TAUS)
    for label in data.labels:
        if not scores.get(label):
            continue
        p, lo, hi = stats.performance_profile(scores[label], taus, stats.seed_for("profile", label))
        frames.append(pd.DataFrame({"label": label, "tau": taus, "fraction": p, "ci_low": lo, "ci_high": hi}))
    return pd.concat(frames, ignore_index=True)


COMMUNICATION_COLUMNS = ["label", "algo", "transport", "runs", "runs_unknown", "generations",
                         "bytes_per_generation", "bytes_per_run", "bytes_all_runs"]  # fmt: skip


def communication_table(data: ReportData) -> pd.DataFrame:
    """Bytes sent to and received from workers per generation and per run, per label and transport
    (ES and Nevergrad runs; :func:`esbench.report.traffic.run_traffic` reads each run's totals).

    ``transport``: "ray", "in-process" (rollouts in the driver's process: 0 bytes sent) or "unknown";
    ``runs_unknown``: runs whose byte totals were not recorded (older runs that logged a point for only
    some generations); the means cover the other runs, and ``bytes_all_runs`` is NaN unless every run's
    total is known. ``generations``: the mean generations per run (CMA-ES: populations).
    """
    use = data.usable[data.usable.comm_prefix.astype(str) != ""].copy()
    use["transport"] = use.transport.astype(str).replace("", "unknown")
    rows = []
    for (label, transport), grp in use.groupby(["label", "transport"], sort=True):
        total, gens = grp.bytes_total.to_numpy(float), grp.comm_generations.to_numpy(float)
        known = np.isfinite(total)
        with np.errstate(divide="ignore", invalid="ignore"):
            per_gen = np.where(gens > 0, total / gens, np.nan)
        every = float(total.sum()) if known.all() else np.nan
        rows.append(
            (label, ", ".join(sorted(set(grp.algo))), transport, len(grp), int((~known).sum()),
             _nanmean(gens), _nanmean(per_gen), _nanmean(total), every)
        )  # fmt: skip
    return pd.DataFrame(rows, columns=COMMUNICATION_COLUMNS)


def _nanmean(x: np.ndarray) -> float:
    """Mean of the finite values; NaN when there are none."""
    x = x[np.isfinite(x)]
    return float(x.mean()) if len(x) else float("nan")


def scaling_table(data: ReportData) -> pd.DataFrame:
    """Speedup and parallel efficiency of one configuration run at several worker counts.

    Runs are grouped by env, algorithm and config apart from ``params.workers`` and the seed; groups
    with two or more worker counts are kept. Throughput is final env steps / training wall-clock,
    averaged over seeds; speedup is relative to the smallest worker count w0, ideal = w / w0.
    """
    use = data.usable[np.isfinite(data.usable.workers) & (data.usable.final_wall_s > 0)].copy()
    if use.empty:
        return pd.DataFrame(columns=SCALING_COLUMNS)
    use["group"] = [_config_without(t) for t in use.config_json]
    use["throughput"] = use.final_step / use.final_wall_s
    rows = []
    for (env, algo, _), grp in use.groupby(["env", "algo", "group"], sort=True):
        by_w = grp.groupby("workers", sort=True).agg(
            runs=("key", "size"), thr=("throughput", "mean"), label=("label", "first")
        )
        if len(by_w) < 2:
            continue
        w0, t0 = by_w.index[0], by_w.thr.iloc[0]
        for w, r in by_w.iterrows():
            speedup, ideal = r.thr / t0, w / w0
            row = (int(w), int(r.runs), r.thr, speedup, ideal, speedup / ideal)
            rows.append((run_kind(env), env, algo, r.label, *row))
    return pd.DataFrame(rows, columns=SCALING_COLUMNS)


def scaling_group(text: str) -> str:
    """A run's stored config (JSON) without seed, label, suite and ``params.workers``: runs of one
    configuration at several worker counts share it (the scaling table and projection's groups)."""
    return _config_without(text)


def projection_group(text: str) -> str:
    """Like :func:`scaling_group`, also without ``params.population`` and the budget: the projection's
    model takes each run's pairs into account and reads costs per generation, so strong (fixed pairs)
    and weak (pairs per worker) scaling runs of one configuration are fitted together."""
    return _config_without(text, ("workers", "population"), ("budget",))


def _config_without(text: str, params: tuple[str, ...] = ("workers",), keys: tuple[str, ...] = ()) -> str:
    import json

    cfg = json.loads(text) if text else {}
    for key in ("seed", "label", "suite", *keys):
        cfg.pop(key, None)
    for key in params:
        (cfg.get("params") or {}).pop(key, None)
    return json.dumps(cfg, sort_keys=True)


def matches_reference(label: str, algo: str, ref_name: str) -> bool:
    """Whether the published score ``ref_name`` is of this label's algorithm: the label or the algo
    is a word of its name ("TRPO" and "TRPO (paper)")."""
    tokens = {t for t in "".join(c.lower() if c.isalnum() else " " for c in ref_name).split()}
    return label.lower() in tokens or algo.lower() in tokens


def reference_table(data: ReportData) -> tuple[pd.DataFrame, pd.DataFrame]:
    """Published reference scores beside our mean final score, and the runs flagged far below them.

    A label matches a reference whose name contains the label or algorithm as a word (e.g. "TRPO"
    and "TRPO (paper)"). A run is flagged when its score is below ``flag_below`` of the way from
    the env's ``random`` score (0 when absent) to the matching reference.
    """
    rows, flagged = [], []
    fraction = data.options.flag_below
    for env in sorted(data.reference_scores):
        refs = data.reference_scores[env]
        cell = data.usable[data.usable.env == env]
        random = refs.get("random", 0.0)
        for name in sorted(refs):
            if name == "random":
                continue
            for label in data.labels:
                runs = cell[cell.label == label]
                if runs.empty:
                    continue
                match = matches_reference(label, str(runs.algo.iloc[0]), name)
                mean = float(runs.final_return.mean())
                bar = random + fraction * (refs[name] - random)
                below = runs[runs.final_return < bar] if match else runs.iloc[:0]
                rows.append((env, name, refs[name], label, match, mean, len(below)))
                flagged += [
                    (r.key, label, env, r.seed, r.final_return, name, refs[name], bar)
                    for r in below.itertuples()
                ]
    ref_cols = ["env", "reference", "reference_score", "label", "matches_label", "our_mean", "runs_flagged"]
    flag_cols = ["key", "label", "env", "seed", "final_return", "reference", "reference_score", "flag_below"]
    return pd.DataFrame(rows, columns=ref_cols), pd.DataFrame(flagged, columns=flag_cols)
