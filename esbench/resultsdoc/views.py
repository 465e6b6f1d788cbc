"""The tables of the evidence document, each a pure function of stored runs (a :class:`ReportData`).

Numbers are formatted as the report formats them (:func:`esbench.report.formats.fmt_num`); a value
the runs cannot give is a dash or a word ("never", "not run"), never a guess.
"""

from __future__ import annotations

import hashlib
import json

import numpy as np
import pandas as pd

from esbench.report import curves as cv
from esbench.report import race
from esbench.report import time_to_reach as ttr
from esbench.report.aggregates import matches_reference, scaling_table
from esbench.report.baselines import anchor_text, first_eval_at, published_baselines, strength_table
from esbench.report.code_versions import run_code_version
from esbench.report.coordination import coordination_table
from esbench.report.formats import fmt_num
from esbench.report.published import anchors, env_family, published_steps_table
from esbench.report.tables import ReportData


def steps_text(x: float) -> str:
    """Steps in full (``294,589``): step counts are compared digit for digit."""
    return f"{int(x):,}" if x == x else "—"


def score_text(v: float) -> str:
    """A published score as published: ``3,403.46``, ``1,000``."""
    return f"{v:,.2f}".rstrip("0").rstrip(".")


def _minute(text: str) -> str:
    """``2026-11-27 18:12`` of a stored ISO time."""
    return text[:16].replace("T", " ") if text else "—"


def store_facts(data: ReportData) -> pd.DataFrame:
    """One row: runs (completed / stored, counting every attempt), the earlier attempts of a trial that
    was run again (by status), CPU models with their run counts, machine cores, dates (first start, last
    start), 1-minute loads (lowest-highest run maximum) and esbench commits."""
    runs = data.runs
    if runs.empty:
        return pd.DataFrame([{"runs": "none stored"}])
    earlier = data.duplicates if data.duplicates is not None else pd.DataFrame({"status": []})
    by_status = earlier.status.str.lower().value_counts()
    statuses = ", ".join(f"{n} {status}" for status, n in by_status.items())
    attempts = f"{len(earlier)} ({statuses}), each trial run again" if len(earlier) else "none"
    cpus = runs.cpu.replace("", "not recorded").value_counts()
    cores = sorted({int(c) for c in runs.machine_cores.dropna()})
    loads = runs.load_max.dropna()
    commits = sorted(
        {
            c[:7] + (" with local changes" if d else "")
            for c, d in zip(runs.commit, runs.dirty, strict=True)
            if c
        }
    )
    starts = sorted(s for s in runs.start_time if s)
    return pd.DataFrame([{
        "runs (completed / stored)": f"{int(runs.usable.sum())} / {len(runs) + len(earlier)}",
        "earlier attempts of a trial": attempts,
        "CPU model (runs)": "; ".join(f"{name} ({n})" for name, n in cpus.items()),
        "machine cores": "/".join(map(str, cores)) or "—",
        "runs started (UTC)": f"{_minute(starts[0])} to {_minute(starts[-1])}" if starts else "—",
        "1-minute load (run max)": f"{loads.min():.1f}-{loads.max():.1f}" if len(loads) else "—",
        "esbench commits": ", ".join(commits) or "—",
    }])  # fmt: skip


def paper_score(env: str) -> float | None:
    """The paper's score for ``env``'s family (its TRPO's score after 5M steps, Table 1's 100% level),
    None without one."""
    for a in anchors()["steps_to_score"]:
        if a["env"] == env_family(env):
            return float(a["score"])
    return None


def paper_steps(env: str) -> float | None:
    """The paper's absolute ES steps to that score for ``env``'s family (its appendix's Table 3), None
    without one."""
    for a in anchors()["steps_to_score"]:
        if a["env"] == env_family(env):
            return float(a["steps"])
    return None


def population_of(config_json: str) -> int:
    """The ES population (mirrored pairs per generation) of a run's stored config; 0 without one."""
    params = json.loads(config_json).get("params", {})
    return int(params.get("population", 0))


def curve_digest(steps: np.ndarray, returns: np.ndarray) -> str:
    """8 hex digits of the SHA-256 of an eval curve (its steps and mean returns as float64): two runs
    with the same digest logged the same eval points, bit for bit."""
    data = np.asarray(steps, dtype=np.float64).tobytes() + np.asarray(returns, dtype=np.float64).tobytes()
    return hashlib.sha256(data).hexdigest()[:8]


def seed_rows(data: ReportData) -> pd.DataFrame:
    """One row per usable run of an env with a published score: the suite that made it; the steps to
    the score (its first eval at or above it), else NaN; its best eval and that eval's step; its eval at
    the paper's steps (the last eval at or before them); its last step; its key (into
    :attr:`ReportData.arrays`); the ES population (mirrored pairs per generation); its CPU, math
    kernels and esbench code version (:func:`~esbench.report.code_versions.run_code_version`); the
    digest of its eval curve (:func:`curve_digest`)."""
    rows = []
    for r in data.usable.itertuples(index=False):
        score, paper = paper_score(r.env), paper_steps(r.env)
        if score is None or paper is None:
            continue
        x, y = cv.clean_curve(data.arrays[r.key]["step"], data.arrays[r.key]["ret"])
        best = int(np.argmax(y))
        before = np.flatnonzero(x <= paper)
        rows.append({
            "env": r.env, "suite": r.suite, "label": r.label, "pairs": population_of(r.config_json),
            "seed": int(r.seed),
            "score": score, "paper_steps": paper, "steps_to_score": cv.first_crossing(x, y, score),
            "best": float(y[best]), "best_step": float(x[best]),
            "at_paper_steps": float(y[before[-1]]) if len(before) and x[-1] >= paper else np.nan,
            "last_step": float(r.final_step), "key": r.key, "cpu": r.cpu,
            "kernels": getattr(r, "kernels", "") or "not recorded",
            "code": run_code_version(str(r.code_digest), str(r.commit), bool(r.dirty)),
            "curve": curve_digest(x, y),
        })  # fmt: skip
    return pd.DataFrame(rows)


def reached_text(row: pd.Series) -> str:
    """A seed row's steps to the score, or "never in N (best B at S, P% short)"."""
    if row.steps_to_score == row.steps_to_score:
        return steps_text(row.steps_to_score)
    short = 1 - row.best / row.score
    best = f"best {fmt_num(row.best)} at {steps_text(row.best_step)}, {short:.1%} short"
    return f"never in {steps_text(row.last_step)} ({best})"


def steps_to_score_seeds(data: ReportData) -> pd.DataFrame:
    """Table 1 per seed: env, seed, steps to the paper's score (or never, with the best eval), the eval
    at the paper's steps, the CPU and math kernels the run ran on and the esbench code it ran."""
    rows = seed_rows(data)
    if rows.empty:
        return rows
    return pd.DataFrame({
        "env": rows.env, "paper's score": [score_text(v) for v in rows.score], "seed": rows.seed.astype(str),
        "steps to the score": [reached_text(r) for _, r in rows.iterrows()],
        "eval at the paper's steps": [fmt_num(v) if v == v else "stopped" for v in rows.at_paper_steps],
        "CPU": rows.cpu, "math kernels": rows.kernels, "esbench code": rows.code,
    })  # fmt: skip


def steps_to_score_summary(data: ReportData) -> pd.DataFrame:
    """Table 1 in the paper's terms (the report's "against published results" table): seeds reached
    (and how many of the planned seeds have run, when not all), the seed median [fastest-slowest], the
    seed-mean curve, the paper's steps and the ratio; an env of the stores' trial lists without a
    completed run yet is a row that says so."""
    t = published_steps_table(data)
    planned: dict[tuple[str, str], int] = {}
    for _suite, label, env, _seed in data.expected:
        if paper_score(env) is not None and paper_steps(env) is not None:
            planned[(env, label)] = planned.get((env, label), 0) + 1

    def span(r: pd.Series) -> str:
        if r["median"] != r["median"]:
            return "not reached" + (f" (fastest {fmt_num(r.low)})" if r.low == r.low else "")
        high = fmt_num(r.high) if r.high == r.high else "never"
        return f"{fmt_num(r['median'])} [{fmt_num(r.low)}-{high}]"

    def reached(r: pd.Series) -> str:
        of = planned.get((r.env, r.label), 0)
        return f"{r.reached}/{r.seeds}" + (f" ({r.seeds} of {of} run)" if of > r.seeds else "")

    rows = [{
        "env": r.env, "paper's score": score_text(r.score), "seeds reached": reached(r),
        "esbench ES steps, seed median [fastest-slowest]": span(r),
        "seed-mean curve": fmt_num(r.mean_curve) if r.mean_curve == r.mean_curve else "not reached",
        "paper's ES steps (6 seeds)": fmt_num(r.published_steps),
        "ratio (median / paper)": f"{r.ratio:.2f}" if r.ratio == r.ratio else "—",
    } for _, r in t.iterrows()]  # fmt: skip
    shown = set(zip(t.env, t.label, strict=True)) if not t.empty else set()
    for (env, label), n in planned.items():
        if (env, label) not in shown:
            rows.append({
                "env": env, "paper's score": score_text(paper_score(env) or 0.0),
                "seeds reached": f"0 of {n} run",
                "esbench ES steps, seed median [fastest-slowest]": "not run yet", "seed-mean curve": "—",
                "paper's ES steps (6 seeds)": fmt_num(paper_steps(env)), "ratio (median / paper)": "—",
            })  # fmt: skip
    return (
        pd.DataFrame(rows).sort_values("env", kind="stable").reset_index(drop=True)
        if rows
        else pd.DataFrame()
    )


def _formatted(frame: pd.DataFrame) -> pd.DataFrame:
    """Every float as the report shows it."""
    out = frame.copy()
    for col in out.columns:
        if pd.api.types.is_float_dtype(out[col]):
            out[col] = [fmt_num(v) for v in out[col]]
        else:
            out[col] = out[col].astype(str)
    return out


def time_to_reach(data: ReportData) -> pd.DataFrame:
    """The report's "time to reach at equal cores" table (seconds of training), formatted."""
    return _formatted(race.equal_cores_table(data))


def data_efficiency(data: ReportData) -> pd.DataFrame:
    """The report's data-efficiency table over env steps (ratios to the reference), formatted."""
    return _formatted(ttr.efficiency_table(data, "step"))


def scaling(data: ReportData) -> pd.DataFrame:
    """The report's scaling table (speed-up and efficiency by worker count), formatted."""
    return _formatted(scaling_table(data))


def coordination(data: ReportData) -> pd.DataFrame:
    """The report's coordination table (medians over generations after the first), formatted."""
    return _formatted(coordination_table(data))


def curve(data: ReportData) -> pd.DataFrame:
    """Each usable run's eval curve: env steps, core-minutes of training, eval return (one row per
    eval point; a store of one long run, as Humanoid's)."""
    rows = []
    for r in data.usable.itertuples(index=False):
        a = data.arrays[r.key]
        for step, hours, ret in zip(a["step"], a["core_hours"], a["ret"], strict=True):
            rows.append({"run": f"{r.label} {r.env} seed {r.seed}", "env steps": steps_text(step),
                         "core-minutes": fmt_num(hours * 60), "eval return": fmt_num(ret)})  # fmt: skip
    return pd.DataFrame(rows)


def anchor_seeds(data: ReportData) -> pd.DataFrame:
    """Each run beside the published score its suite names for its algorithm (``reference_scores``,
    matched as the report's section 8 matches them): steps, final eval, best eval and its step. A run
    whose env has no matching published score is left out."""
    rows = []
    for r in data.usable.itertuples(index=False):
        refs = data.reference_scores.get(r.env, {})
        names = [n for n in sorted(refs) if n != "random" and matches_reference(r.label, str(r.algo), n)]
        a = data.arrays[r.key]
        best = int(np.argmax(a["ret"]))
        for name in names:
            rows.append({"env": r.env, "label": r.label, "seed": str(r.seed),
                         "env steps": steps_text(a["step"][-1]),
                         "final eval": score_text(r.final_return),
                         "best eval (at steps)":
                             f"{score_text(a['ret'][best])} ({steps_text(a['step'][best])})",
                         "published": f"{score_text(refs[name])}: {name}"})  # fmt: skip
    return pd.DataFrame(rows)


def _differs(env: str, seeds: int, steps: float, anchor: dict) -> str:
    """What differs between a cell here and its published score: env version, seeds, budget."""
    version = env.split("[", 1)[0].rsplit("-", 1)[-1]
    parts = [f"{version} here, {anchor['env_version']} there"]
    there = "one agent" if int(anchor["seeds"]) == 1 else f"{anchor['seeds']} seeds"
    parts.append(f"{seeds} seed{'s' if seeds != 1 else ''} here, {there} there")
    budget = float(anchor["budget"])
    if steps < budget:
        parts.append(f"{steps / budget:.0%} of the published {steps_text(budget)} steps")
    return "; ".join(parts) + "; esbench's evaluation protocol"


def baseline_cells(data: ReportData) -> pd.DataFrame:
    """Each (env, SB3 label) against each published score of its algorithm (``published.yaml``'s
    ``baselines``, :func:`esbench.report.baselines.strength_table`): the seed median eval at the
    published budget (a seed's first eval at or past it) or, where no seed ran that far, the seed
    median of the final evals at the steps reached; the verdict; what differs."""
    rows = []
    for r in strength_table(data).itertuples(index=False):
        if r.anchor is None:
            continue
        keys = data.usable.loc[(data.usable.env == r.env) & (data.usable.label == r.label), "key"]
        reached = float(np.median([data.arrays[k]["step"][-1] for k in keys]))
        budget = float(r.anchor["budget"])
        if r.at_budget:
            here = f"{score_text(r.median)} at {steps_text(float(r.anchor['budget']))}"
        else:
            finals = [float(data.arrays[k]["ret"][-1]) for k in keys]
            here = f"{score_text(float(np.median(finals)))} at {steps_text(reached)} (final)"
        rows.append({"env": r.env, "label": r.label + ("" if r.tuned else " (untuned)"),
                     "seed median here": here, "published": anchor_text(r.anchor),
                     "verdict": r.verdict,
                     "what differs": _differs(r.env, r.seeds, min(reached, budget), r.anchor)})  # fmt: skip
    return pd.DataFrame(rows)


def baseline_seeds(data: ReportData) -> pd.DataFrame:
    """Each SB3 run of an env with a published score of its algorithm: its steps, its eval at the
    published budget (its first eval at or past it, with that eval's step; a dash: the run stopped
    before it), its final and its best eval."""
    rows = []
    for r in data.usable.itertuples(index=False):
        published = published_baselines(str(r.algo), r.env)
        if not published:
            continue
        a = data.arrays[r.key]
        budget = float(published[0]["budget"])
        i = first_eval_at(a["step"], budget)
        best = int(np.argmax(a["ret"]))
        at_text = "—" if i is None else f"{score_text(a['ret'][i])} (at {steps_text(a['step'][i])})"
        best_text = f"{score_text(a['ret'][best])} ({steps_text(a['step'][best])})"
        rows.append({"env": r.env, "label": r.label, "seed": str(r.seed),
                     "env steps": steps_text(a["step"][-1]), "eval at the published budget": at_text,
                     "final eval": score_text(r.final_return),
                     "best eval (at steps)": best_text})  # fmt: skip
    return pd.DataFrame(rows)


#: What :func:`same_seeds_table` gives of each store's run of a seed.
SAME_SEED_FACTS = ("steps to the score", "eval curve (SHA-256)", "math kernels", "esbench code")


def same_seeds_table(stores: list[tuple[str, ReportData]]) -> pd.DataFrame:
    """The same trials run in several stores (other math kernels, other code), seed for seed: one row
    per (env, seed, store), the stores in the order given, with the store's steps to the paper's score
    the digest of its eval curve (:func:`curve_digest`), and the math kernels
    (``info.math_kernels``) and esbench code version
    (:func:`~esbench.report.code_versions.run_code_version`) its run recorded; a seed a store has no
    completed run of says so."""
    per_store = [(name, seed_rows(data)) for name, data in stores]
    seeds = sorted({(r.env, int(r.seed)) for _, rows in per_store for r in rows.itertuples()})
    out = []
    for env, seed in seeds:
        for name, rows in per_store:
            run = rows[(rows.env == env) & (rows.seed == seed)] if len(rows) else rows
            row = {"env": env, "seed": str(seed), "store": f"results/{name}/"}
            if len(run):
                r = run.iloc[-1]
                facts = (reached_text(r), r.curve, r.kernels, r.code)
                row.update(zip(SAME_SEED_FACTS, facts, strict=True))
            else:
                row.update(dict.fromkeys(SAME_SEED_FACTS, "no completed run"))
            out.append(row)
    return pd.DataFrame(out)


def same_seeds_agreement(table: pd.DataFrame) -> str:
    """One sentence on a :func:`same_seeds_table`: of the seeds every store completed, how many have the
    same steps to the score (the same "never in N" for a seed that never reached it) in every store,
    and which do not, and how many have the same eval curve bit for bit (its digest); "" for an empty
    table."""
    if table.empty:
        return ""
    done = [(k, g) for k, g in table.groupby(["env", "seed"], sort=True)
            if not (g["steps to the score"] == "no completed run").any()]  # fmt: skip
    differ = [f"{env} seed {seed}" for (env, seed), g in done if g["steps to the score"].nunique() > 1]
    same_curve = sum(g["eval curve (SHA-256)"].nunique() == 1 for _, g in done)
    left = len(table.groupby(["env", "seed"])) - len(done)
    text = f"Steps to the score equal in every store for {len(done) - len(differ)} of {len(done)} seeds"
    text += f" (not for {', '.join(differ)})" if differ else ""
    text += f"; the whole eval curve identical, bit for bit, for {same_curve} of {len(done)}"
    text += f"; {left} seed{'s' if left != 1 else ''} not completed in every store" if left else ""
    return text + "."
