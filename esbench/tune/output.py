"""What ``esbench tune`` writes: the tuned suite, the tuning summary and one row per tuning trial.

- ``tuned.yaml``: the suite with the best settings per algorithm and env (the entry's ``params`` when
  the suite has one env, else its ``env_params``), the suite's evaluation seeds, no ``tune``
  section, named ``<suite>-tuned`` and stored in ``<results>-tuned`` (apart from the default runs).
- ``tune_summary.json``: per study the trials spent (complete, pruned, failed; ``budget_pruned``:
  those pruned before running, too big for ``tune.timesteps``), the best value after each trial, the
  best and median objective and their spread, the suite's own params' value (the first trial), the
  noise check (:func:`esbench.tune.noise.noise_check`: ``noise``, ``keep_suite_params``, ``check``),
  the best params, and parameter importances (``optuna.importance``, fANOVA with a fixed seed); also
  copied into the tuned suite's store so its report (:mod:`esbench.report.tuning`) shows a Tuning
  section. A study whose best does not beat its median and the suite's params by more than the noise
  keeps the suite's params in ``tuned.yaml``.
- ``tune_trials.csv``: one row per tuning trial (state, objective, params, runs).

Every file is a function of the Optuna storage (no timestamps): the same search gives the same files.
"""

from __future__ import annotations

import csv
import io
import json
import math
import statistics
from pathlib import Path
from typing import Any

import yaml

from esbench.core.files import TUNE_SUMMARY_FILE, TUNE_TRIALS_FILE, TUNED_SUITE_FILE
from esbench.core.safe_yaml import parse_yaml
from esbench.core.seeding import derive_seed
from esbench.stores.atomic import atomic_write_text
from esbench.suite.model import Suite
from esbench.tune.noise import noise_check
from esbench.tune.studies import StudyPlan, counted, root_seed


def _finite(value: Any) -> float | None:
    return float(value) if value is not None and math.isfinite(float(value)) else None


def _importances(study: Any, seed: int) -> tuple[dict[str, float], str]:
    """fANOVA importances (seeded) of the study's params, or ({}, why not)."""
    import optuna

    complete = study.get_trials(deepcopy=False, states=(optuna.trial.TrialState.COMPLETE,))
    if len(complete) < 2:
        return {}, "fewer than 2 complete trials"
    try:
        evaluator = optuna.importance.FanovaImportanceEvaluator(seed=seed)
        found = optuna.importance.get_param_importances(study, evaluator=evaluator)
    except (RuntimeError, ValueError) as exc:
        return {}, str(exc).splitlines()[0]
    return {k: round(float(v), 6) for k, v in found.items()}, ""


def study_summary(suite: Suite, plan: StudyPlan, study: Any) -> dict[str, Any]:
    """The summary of one study (see the module docstring)."""
    import optuna

    TS = optuna.trial.TrialState
    trials = sorted((t for t in study.get_trials(deepcopy=False) if counted(t)), key=lambda t: t.number)
    history: list[dict[str, Any]] = []
    best: float | None = None
    for t in trials:
        value = _finite(t.value) if t.state == TS.COMPLETE else None
        if value is not None:
            best = value if best is None else max(best, value)
        history.append({"trial": int(t.user_attrs.get("index", len(history))), "state": t.state.name,
                        "value": value, "best_so_far": best})  # fmt: skip
    values = [h["value"] for h in history if h["value"] is not None]
    best_trial = max((t for t in trials if t.state == TS.COMPLETE), key=lambda t: t.value, default=None)
    median = statistics.median(values) if values else None
    importances, why = _importances(
        study, derive_seed(root_seed(suite), "importance", plan.label, plan.env.ref)
    )
    states = [h["state"] for h in history]
    complete = [
        {"trial": int(t.user_attrs.get("index", t.number)), "value": _finite(t.value),
         "se": float(t.user_attrs.get("se", 0.0)), "baseline": bool(t.user_attrs.get("baseline"))}
        for t in trials if t.state == TS.COMPLETE and _finite(t.value) is not None
    ]  # fmt: skip
    check = noise_check(complete, plan.label, plan.env.ref)
    return {
        "label": plan.label,
        "algo": plan.entry.algo,
        "env": plan.env.ref,
        "study": plan.name(suite),
        "trials": len(trials),
        "complete": states.count("COMPLETE"),
        "pruned": states.count("PRUNED"),
        "failed": states.count("FAIL"),
        "budget_pruned": sum(1 for t in trials if t.user_attrs.get("budget")),
        "best_value": best,
        "median_value": median,
        "spread": None if best is None or median is None else best - median,
        "best_trial": None
        if best_trial is None
        else int(best_trial.user_attrs.get("index", best_trial.number)),
        **check,
        "best_params": {} if best_trial is None else dict(best_trial.params),
        "searched": [d.name for d in plan.dims],
        "importances": importances,
        "importance_note": why,
        "history": history,
    }


def summary(suite: Suite, done: list[tuple[StudyPlan, Any]], storage: str) -> dict[str, Any]:
    """``tune_summary.json``: the search's settings and one entry per study (``storage``: where the
    Optuna studies are, as shown to the user: ``tune.db`` or ``--storage``, never a URL's password)."""
    tune = suite.tune
    assert tune is not None
    return {
        "suite": suite.name,
        "tuning_suite": f"{suite.name}-tune",
        "tuned_suite": f"{suite.name}-tuned",
        "objective": tune.objective,
        "trials_per_study": tune.trials,
        "timesteps_per_run": tune.timesteps,
        "tuning_seeds": list(tune.seeds),
        "env_steps_per_study": tune.trials * tune.timesteps * len(tune.seeds),
        "sampler": {"name": "TPESampler", "seed": root_seed(suite), "reseeded": "per trial"},
        "pruner": tune.pruner,
        "storage": storage,
        "studies": [study_summary(suite, plan, study) for plan, study in done],
    }


def trials_csv(done: list[tuple[StudyPlan, Any]]) -> str:
    """``tune_trials.csv``: label, env, trial, number, state, value, params, runs, error."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(
        ["label", "env", "trial", "optuna_number", "state", "counted", "value", "params", "runs", "error"]
    )
    for plan, study in done:
        for t in sorted(study.get_trials(deepcopy=False), key=lambda t: t.number):
            writer.writerow([
                plan.label, plan.env.ref, t.user_attrs.get("index", ""), t.number, t.state.name, counted(t),
                "" if t.value is None else repr(float(t.value)), json.dumps(t.params, sort_keys=True),
                json.dumps(t.user_attrs.get("runs", [])), t.user_attrs.get("error", ""),
            ])  # fmt: skip
    return buffer.getvalue()


def tuned_suite(suite: Suite, studies: list[dict[str, Any]], store: Path) -> dict[str, Any]:
    """The tuned suite as plain data, from the suite file as written (see the module docstring)."""
    raw = dict(parse_yaml(Path(suite.source).read_text(encoding="utf-8"), suite.source))
    raw.pop("tune", None)
    raw["name"] = f"{suite.name}-tuned"
    raw["description"] = (
        f"{suite.name} with the settings `esbench tune` found ({suite.tune.trials} trials of "  # type: ignore[union-attr]
        f"{suite.tune.timesteps} steps per algorithm and env, objective {suite.tune.objective}). "  # type: ignore[union-attr]
        + str(raw.get("description") or "")
    ).strip()
    raw["store"] = {"file": str(store)}  # store.mongo is left out: it may hold a password (use --mongo)
    one_env = len(suite.envs) == 1
    algorithms = []
    for item, entry in zip(raw["algorithms"], suite.algorithms, strict=True):
        item = dict(item)
        tuned = (s for s in studies if s["label"] == entry.label and s["best_params"])
        for s in (s for s in tuned if not s.get("keep_suite_params")):  # noise check: suite's kept
            if one_env:
                item["params"] = {**dict(item.get("params") or {}), **s["best_params"]}
            else:
                env_params = dict(item.get("env_params") or {})
                env_params[s["env"]] = {**dict(env_params.get(s["env"]) or {}), **s["best_params"]}
                item["env_params"] = env_params
        algorithms.append(item)
    raw["algorithms"] = algorithms
    return raw


def write_outputs(
    suite: Suite, results_dir: Path, done: list[tuple[StudyPlan, Any]], storage: str
) -> dict[str, Path]:
    """Write the three files into ``results_dir`` (and the summary into the tuned store); their paths."""
    data = summary(suite, done, storage)
    tuned_store = Path(f"{results_dir}-tuned")
    tuned = tuned_suite(suite, data["studies"], tuned_store)
    header = (
        f"# Written by `esbench tune {suite.source}`: the best settings of {suite.tune.trials} trials per "  # type: ignore[union-attr]
        "algorithm and env.\n# Run it with `esbench run` (see tune_summary.json beside this file).\n"
    )
    paths = {
        "tuned": results_dir / TUNED_SUITE_FILE,
        "summary": results_dir / TUNE_SUMMARY_FILE,
        "trials": results_dir / TUNE_TRIALS_FILE,
    }
    text = json.dumps(data, indent=2, allow_nan=False) + "\n"
    atomic_write_text(paths["tuned"], header + yaml.safe_dump(tuned, sort_keys=False, allow_unicode=True))
    atomic_write_text(paths["summary"], text)
    atomic_write_text(paths["trials"], trials_csv(done))
    tuned_store.mkdir(parents=True, exist_ok=True)
    atomic_write_text(tuned_store / TUNE_SUMMARY_FILE, text)
    return paths
