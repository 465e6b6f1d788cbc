"""Tables across envs and about compute: rliable aggregates, communication, scaling, references."""

from __future__ import annotations

import numpy as np
import pandas as pd

from esbench.report import stats
from esbench.report.tables import ReportData

#: Number of thresholds of the performance profiles.
PROFILE_TAUS = 101
SCALING_COLUMNS = ["env", "algo", "label", "workers", "runs", "steps_per_s", "speedup", "ideal", "efficiency"]


def normalised_scores(data: ReportData) -> tuple[dict[str, list[np.ndarray]], list[str], list[str]]:
    """Final scores normalised per env: ({label: [scores of env]}, envs used, notes).

    Only envs where every label has a completed run are used, so aggregates compare like with like.
    ``options.normalize`` "minmax" maps each env's lowest run score to 0 and its highest to 1; a
    reference name maps the env's ``random`` score to 0 and that reference to 1 (envs lacking
    either fall back to min-max, with a note).
    """
    use, notes = data.usable, []
    envs = [e for e in data.envs if set(data.labels) <= set(use.loc[use.env == e, "label"])]
    skipped = sorted(set(data.envs) - set(envs))
    if skipped:
        notes.append(
            f"Left out of the aggregates (not every algorithm has a completed run): {', '.join(skipped)}."
        )
    scores: dict[str, list[np.ndarray]] = {label: [] for label in data.labels}
    name = data.options.normalize
    for env in envs:
        cell = use[use.env == env]
        refs = data.reference_scores.get(env, {})
        if name != "minmax" and "random" in refs and name in refs and refs[name] != refs["random"]:
            low, high = refs["random"], refs[name]
        else:
            if name != "minmax":
                notes.append(f"{env}: no 'random' and '{name}' reference scores, normalised min-max.")
            low, high = float(cell.final_return.min()), float(cell.final_return.max())
        span = high - low if high != low else 1.0
        for label in data.labels:
            x = cell.loc[cell.label == label, "final_return"].to_numpy(float)
            scores[label].append((x - low) / span)
    return scores, envs, notes


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
    if scores.get(ref):
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


def communication_table(data: ReportData) -> pd.DataFrame:
    """Bytes exchanged with workers per generation and per run, per label (ES and Nevergrad runs)."""
    use = data.usable[data.usable.comm_generations > 0]
    rows = []
    for label, grp in use.groupby("label", sort=True):
        per_gen = grp.bytes_total / grp.comm_generations
        rows.append(
            (label, ", ".join(sorted(set(grp.algo))), len(grp), float(grp.comm_generations.mean()),
             float(per_gen.mean()), float(grp.bytes_total.mean()), float(grp.bytes_total.sum()))
        )  # fmt: skip
    cols = ["label", "algo", "runs", "generations", "bytes_per_generation", "bytes_per_run", "bytes_all_runs"]
    return pd.DataFrame(rows, columns=cols)


def scaling_table(data: ReportData) -> pd.DataFrame:
    """Speedup and parallel efficiency of one configuration run at several worker counts.

    Runs are grouped by env, algorithm and config apart from ``params.workers`` and the seed; groups
    with two or more worker counts are kept. Throughput is final env steps / training wall-clock,
    averaged over seeds; speedup is relative to the smallest worker count w0, ideal = w / w0.
    """
    use = data.usable[np.isfinite(data.usable.workers) & (data.usable.final_wall_s > 0)].copy()
    if use.empty:
        return pd.DataFrame(columns=SCALING_COLUMNS)
    use["group"] = [_config_without_workers(t) for t in use.config_json]
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
            rows.append((env, algo, r.label, int(w), int(r.runs), r.thr, speedup, ideal, speedup / ideal))
    return pd.DataFrame(rows, columns=SCALING_COLUMNS)


def _config_without_workers(text: str) -> str:
    import json

    cfg = json.loads(text) if text else {}
    for key in ("seed", "label", "suite"):
        cfg.pop(key, None)
    (cfg.get("params") or {}).pop("workers", None)
    return json.dumps(cfg, sort_keys=True)


def _matches(label: str, algo: str, ref_name: str) -> bool:
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
                match = _matches(label, str(runs.algo.iloc[0]), name)
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
