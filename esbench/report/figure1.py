"""The projection held against a real measurement: the ES paper's Figure 1.

Salimans et al. (2017), Figure 1: the median time to reach 6,000 on Humanoid fell from 657 minutes at
18 cores to 10 minutes at 1,440 cores, a 65.7x speed-up for 80x the cores (``published.yaml``,
``figure1``). With the same population and the same number of generations at both core counts, that
ratio is the ratio of generation times, ``T(18) / T(1440)``, which esbench's cost model
(:mod:`esbench.report.projection`) predicts:

    T(w) = S(n, d) + p ceil(n / w) + c f(w)

with S (the driver's serial part) and c f(w) (coordination) fitted on the emulated runs only, as the
projection is (never tuned to the paper's number), ``n`` the paper's 5,000 pairs, ``d`` the
parameters of its 2x256 policy on Humanoid, and ``p`` one pair's rollouts on Humanoid: 2 episodes x
1,000 steps (the time limit, which a policy scoring 6,000 reaches) x Humanoid-v5's cost per step
measured here (a stored Humanoid ES run's worker busy seconds per env step, or a benchmark's own
measurement). One worker per core, as the paper's workers.

:func:`compare` gives the predicted ratio, its error against 65.7x, each term at both core counts,
and, when they disagree by more than :data:`MAX_DISAGREEMENT`, which term is responsible.

**Whether the comparison can fail.** Beside the model with the measured costs, :func:`compare` gives
the model with no driver cost at all (S = 0 and c f(w) = 0: the rollouts alone, whose ratio is the
request granularity's, ceil(n/18) / ceil(n/1440) = 69.5x for 5,000 pairs). That model is 6% from the
paper's 65.7x, inside :data:`MAX_DISAGREEMENT`, so at the paper's scale "within 25%" holds whatever
the measured costs, as long as they are small: agreement is then not evidence, and the verdict
(:func:`verdict`) says the comparison cannot discriminate instead of claiming it. Agreement is
claimed only when the no-cost model falls outside the tolerance and the measured-cost prediction
differs from it by more than the tolerance; a disagreement is reported when the measured-cost model
falls outside while the no-cost model is inside (the measured costs are too large for the paper's
ratio). ``costs_factor`` says how many times the measured driver costs would have to grow for the
prediction to leave the tolerance: how far the comparison was from failing. :func:`inputs_frame`
says which inputs were measured and which assumed.
"""

from __future__ import annotations

import dataclasses
import json
import math
from typing import Any

import numpy as np
import pandas as pd

from esbench.report.aggregates import run_kind
from esbench.report.breakdown import BUSY_PER_STEP
from esbench.report.families import ES
from esbench.report.ledger import mlp_params
from esbench.report.projection import FORM_NAMES, CostModel, fit, heldout_check
from esbench.report.published import anchors, env_family

#: Beyond this relative disagreement with the paper's ratio, the comparison names the term responsible.
MAX_DISAGREEMENT = 0.25
#: The outcome when the model with no driver cost would give the same verdict as the measured costs.
CANNOT_DISCRIMINATE = "cannot discriminate"


def paper_figure1() -> dict[str, Any]:
    """The Figure 1 anchor (``published.yaml``): cores, minutes, pairs, hidden sizes, episode steps."""
    return dict(anchors()["figure1"])


def humanoid_params(obs_dim: int = 348, action_dim: int = 17, hidden: tuple[int, ...] = (256, 256)) -> int:
    """Parameters of an MLP policy (weights and biases) of ``hidden`` sizes on Humanoid-v5 (348 -> 17)."""
    return mlp_params(obs_dim, action_dim, hidden)


def terms(model: CostModel, workers: float, pairs: float, params: float) -> dict[str, float]:
    """The three terms of T(w): ``serial`` S(n, d), ``rollouts`` p ceil(n/w), ``coordination`` c f(w)."""
    return {
        "serial": model.serial_at(pairs, params),
        "rollouts": model.pair_s * math.ceil(pairs / workers),
        "coordination": float(model.coordination(workers)),
    }


def compare(
    model: CostModel, step_s: float, params: float | None = None, figure: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The model's T(18) / T(1440) on Humanoid against the paper's 657 / 10 minutes.

    ``model``: fitted on emulated runs (its p is replaced by Humanoid's pair cost); ``step_s``: seconds
    per Humanoid-v5 env step of one worker (policy included); ``figure``: the anchor (default
    :func:`paper_figure1`; another only to test the verdict). Returns the paper's and the predicted
    speed-ups, ``error`` (predicted / paper - 1), the terms at both core counts, the ideal speed-up of
    the rollouts alone (request granularity: ceil(n/18) / ceil(n/1440)), ``zero_speedup`` and
    ``zero_error`` (the model with no driver cost: S = 0, c f(w) = 0), ``outcome`` and ``verdict``
    (:func:`verdict`), ``discriminates`` (the outcome is not :data:`CANNOT_DISCRIMINATE`),
    ``costs_factor`` (:func:`costs_factor`) and ``responsible``: a sentence naming the term that
    accounts for a disagreement above :data:`MAX_DISAGREEMENT` (else "")."""
    fig = figure if figure is not None else paper_figure1()
    low, high = (float(c) for c in fig["cores"])
    pairs = float(fig["pairs"])
    params = float(params if params is not None else humanoid_params(hidden=tuple(fig["hidden"])))
    pair_s = 2.0 * float(fig["episode_steps"]) * step_s
    humanoid = dataclasses.replace(model, pair_s=pair_s)
    at_low, at_high = terms(humanoid, low, pairs, params), terms(humanoid, high, pairs, params)
    t_low, t_high = sum(at_low.values()), sum(at_high.values())
    paper = float(fig["minutes"][0]) / float(fig["minutes"][1])
    predicted = t_low / t_high
    zero_cost = dataclasses.replace(humanoid, serial=dict.fromkeys(model.serial, 0.0), per_worker_s=0.0)
    zero_low, zero_high = terms(zero_cost, low, pairs, params), terms(zero_cost, high, pairs, params)
    zero = sum(zero_low.values()) / sum(zero_high.values())
    granularity = math.ceil(pairs / low) / math.ceil(pairs / high)
    error = predicted / paper - 1.0
    out = {
        "paper_speedup": paper, "predicted_speedup": predicted, "error": error, "cores": (low, high),
        "pairs": pairs, "params": params, "step_s": step_s, "pair_s": pair_s, "form": FORM_NAMES[model.form],
        "t_low_s": t_low, "t_high_s": t_high, "terms_low": at_low, "terms_high": at_high,
        "serial_s": at_high["serial"], "coordination_low_s": at_low["coordination"],
        "coordination_high_s": at_high["coordination"], "granularity_speedup": granularity,
        "zero_speedup": zero, "zero_error": zero / paper - 1.0,
        "costs_factor": costs_factor(at_low, at_high, paper * (1.0 - MAX_DISAGREEMENT)), "responsible": "",
    }  # fmt: skip
    if abs(error) > MAX_DISAGREEMENT:
        out["responsible"] = _responsible(at_high, granularity)
    out["outcome"], out["verdict"] = verdict(out)
    out["discriminates"] = out["outcome"] != CANNOT_DISCRIMINATE
    return out


def costs_factor(low: dict[str, float], high: dict[str, float], floor: float) -> float:
    """How many times the driver's costs (S and c f(w), at both counts) would have to be for the
    predicted ratio to fall to ``floor`` (the paper's ratio less the tolerance): k solving
    (R18 + k O18) / (R1440 + k O1440) = floor, R the rollouts and O the rest; below 1: it already
    has; inf: no k does (no driver cost, or costs that do not lower the ratio)."""
    r_low, r_high = low["rollouts"], high["rollouts"]
    o_low, o_high = low["serial"] + low["coordination"], high["serial"] + high["coordination"]
    denominator = floor * o_high - o_low
    return (r_low - floor * r_high) / denominator if denominator > 0 else math.inf


def verdict(r: dict[str, Any], tolerance: float = MAX_DISAGREEMENT) -> tuple[str, str]:
    """(the outcome: "agree", "disagree" or :data:`CANNOT_DISCRIMINATE`; the sentence the report and
    the benchmark print). ``r``: a :func:`compare` result. Agreement is claimed only when the model
    with no driver cost falls outside ``tolerance`` of the paper and the measured-cost prediction
    differs from it by more than ``tolerance``; a disagreement only when the no-cost model is inside
    ``tolerance`` and the measured-cost model outside. Otherwise the comparison cannot tell the
    measured costs from none, and says so."""
    paper, predicted, zero = r["paper_speedup"], r["predicted_speedup"], r["zero_speedup"]
    error, zero_error = r["error"], r["zero_error"]
    apart = abs(predicted / zero - 1.0)
    discriminates = abs(zero_error) > tolerance and apart > tolerance
    nobody = "a model with no driver cost (S = 0, c f(w) = 0: the rollouts alone)"
    zero_at = f"{zero:.1f}x ({zero_error:+.0%})"
    if abs(error) > tolerance and abs(zero_error) <= tolerance:
        return "disagree", (
            f"They disagree by {error:+.0%} (more than {tolerance:.0%}), while {nobody} predicts {zero_at}, "
            "inside it: the measured costs are too large for the paper's ratio; responsible: "
            f"{r['responsible']}."
        )
    if abs(error) > tolerance:
        return CANNOT_DISCRIMINATE, (
            f"They disagree by {error:+.0%} (more than {tolerance:.0%}), and so does {nobody}, at {zero_at}: "
            f"the paper's {paper:.1f}x is outside what the rollouts allow, so it says nothing of the "
            "measured costs."
        )
    if discriminates:
        return "agree", (
            f"They agree within {tolerance:.0%} ({error:+.0%}), and the comparison could have failed: "
            f"{nobody} predicts {zero_at}, outside {tolerance:.0%}."
        )
    factor = r["costs_factor"]
    margin = (f"it would disagree only with driver costs {factor:.3g}x the measured ones"
              if math.isfinite(factor) else "no driver cost would make it disagree")  # fmt: skip
    return CANNOT_DISCRIMINATE, (
        f"The comparison cannot discriminate: the measured-cost model's {predicted:.1f}x ({error:+.0%}) "
        f"is within {tolerance:.0%} of the paper's {paper:.1f}x, and so is {nobody}, at {zero_at}; "
        f"agreement would follow whatever the driver costs, so none is claimed; {margin}."
    )


def _responsible(high: dict[str, float], ideal: float) -> str:
    """Which term makes the predicted ratio differ from the paper's. The rollouts alone give the
    granularity's ``ideal`` ratio (69.5x for 5,000 pairs), and S and c f(w) can only lower it, so the
    model can overshoot the paper's 65.7x by 6% at most: a disagreement is always a term too large."""
    lost = {name: high[name] for name in ("serial", "coordination")}
    name = max(lost, key=lost.__getitem__)
    share = lost[name] / sum(high.values())
    label = {"serial": "the serial part S", "coordination": "the coordination cost c f(w)"}[name]
    return (
        f"{label}: {lost[name]:.3g} s of a {sum(high.values()):.3g} s generation ({share:.0%}) at the large "
        f"count, where the rollouts alone would give {ideal:.1f}x"
    )


def humanoid_step_s(data: Any) -> tuple[float, list[str]] | None:
    """A worker's seconds per env step on Humanoid from the stored Humanoid ES runs (each run's median
    over its generations of es.worker_busy_time_s / (es.pairs x es.steps_per_pair); their median), and
    the runs' keys; None without such a run."""
    use = data.usable
    if use.empty:
        return None
    runs = use[(use.family == ES) & np.array([env_family(e) == "Humanoid" for e in use.env], bool)]
    values, keys = [], []
    for r in runs.itertuples():
        per_step = json.loads(r.es_times_json or "{}").get(BUSY_PER_STEP)
        if per_step:
            values.append(float(per_step))
            keys.append(str(r.key))
    return (float(np.median(values)), keys) if values else None


def comparison_frame(result: dict[str, Any]) -> pd.DataFrame:
    """The comparison as a three-row table: the paper's measurement, esbench's model with the measured
    costs, and the same model with no driver cost (the rollouts alone)."""
    low, high = (int(c) for c in result["cores"])
    ratio = high / low
    rows = []
    for who, speedup, error in (
        ("the paper (Figure 1, median of 7 runs)", result["paper_speedup"], math.nan),
        (f"esbench's model ({result['form']}), costs measured on emulated runs", result["predicted_speedup"],
         result["error"]),
        ("the same model with no driver cost (S = 0, c f(w) = 0)", result["zero_speedup"],
         result["zero_error"]),
    ):  # fmt: skip
        rows.append({"": who, f"T({low}) / T({high})": f"{speedup:.1f}x", "against the paper":
                     f"{error:+.0%}" if error == error else "", "cores ratio": f"{ratio:.0f}x",
                     "efficiency": f"{speedup / ratio:.2f}"})  # fmt: skip
    return pd.DataFrame(rows)


def inputs_frame(r: dict[str, Any], step_from: str, fit_from: str) -> pd.DataFrame:
    """Every input of the prediction, its value and whether it was measured or assumed (and from
    where). ``r``: a :func:`compare` result (or the report's row of it); ``step_from``: where the step
    cost was measured; ``fit_from``: the emulated fit's check sentence."""
    fig = paper_figure1()
    low, high = (int(c) for c in r["cores"])
    rows = [
        ("Humanoid-v5 seconds per env step (p = 2 x episode steps x it)", f"{r['step_s'] * 1e3:.3g} ms",
         "measured", step_from),
        (f"serial part S (the driver: put, update, gather, obstat, other) at {r['pairs']:,.0f} pairs and "
         f"{r['params']:,.0f} parameters", f"{r['serial_s']:.3g} s", "measured, then scaled",
         "measured on the emulated runs at their own pairs and parameters, scaled linearly (an upper "
         "bound: fixed costs are scaled too)"),
        (f"coordination c f(w), {r['form']}", f"{r['coordination_low_s']:.3g} s at {low}, "
         f"{r['coordination_high_s']:.3g} s at {high:,}", "measured, then extrapolated",
         f"fitted on emulated runs on one machine ({fit_from}); {high:,} workers on 80 machines were not "
         "measured"),
        ("pairs per generation", f"{r['pairs']:,.0f}", "assumed",
         "the reference code's humanoid.json (10,000 episodes); the paper states no population"),
        ("policy", f"{fig['hidden']} tanh MLP, {r['params']:,.0f} parameters", "assumed",
         "the reference code's humanoid.json"),
        ("steps per episode", f"{fig['episode_steps']:,}", "assumed",
         "Humanoid's time limit: a policy scoring 6,000 survives whole episodes"),
        ("workers", f"one per core ({low} and {high:,})", "assumed", "the paper does not say"),
        ("generations to 6,000", "the same at both core counts", "assumed",
         "so that the ratio of median times is the ratio of generation times"),
        ("the paper's ratio", f"{r['paper_speedup']:.1f}x", "published",
         "Figure 1's endpoints, medians of 7 runs each; their spread is not published"),
    ]  # fmt: skip
    return pd.DataFrame(rows, columns=["input", "value", "measured or assumed", "from"])


def emulated_model(data: Any, group_of: Any) -> tuple[CostModel, str] | None:
    """The cost model fitted on the stored emulated ES runs (the configuration with the most runs
    whose held-out check passes, as the report's projection), and the check's sentence; None when no
    emulated configuration passes it."""
    if data.usable.empty:
        return None
    use = data.usable[(data.usable.family == ES) & np.isfinite(data.usable.workers)].copy()
    use = use[np.array([run_kind(e) == "emulated" for e in use.env], bool)]
    use["breakdown"] = [json.loads(t) if t else {} for t in use.es_times_json]
    use = use[np.array([bool(b) for b in use.breakdown], bool)]
    if use.empty:
        return None
    use["group"] = [group_of(t) for t in use.config_json]
    for _, grp in sorted(use.groupby("group"), key=lambda kv: -len(kv[1])):
        check = heldout_check(grp)
        if check["refuse"] is None:
            model = fit(grp, check["form"])
            if model is not None:
                return model, check["check"]
    return None


def figure1_table(data: Any, group_of: Any) -> pd.DataFrame:
    """The report's Figure 1 comparison: one row when the store has emulated runs whose model passes
    its check and a Humanoid ES run for the step cost; else one row whose ``missing`` says what is
    needed (every number NaN)."""
    columns = ["paper_speedup", "predicted_speedup", "error", "zero_speedup", "zero_error", "outcome",
               "discriminates", "verdict", "costs_factor", "form", "step_s", "pair_s", "pairs", "params",
               "serial_s", "coordination_low_s", "coordination_high_s", "t_low_s", "t_high_s",
               "granularity_speedup", "responsible", "check", "humanoid_runs", "missing"]  # fmt: skip
    fitted = emulated_model(data, group_of)
    step = humanoid_step_s(data)
    if fitted is None or step is None:
        needs = []
        if fitted is None:
            needs.append("emulated ES runs whose cost model passes its held-out check (benchmarks/"
                         "bench_es_emulated_scaling.py)")  # fmt: skip
        if step is None:
            needs.append("a Humanoid ES run for Humanoid's step cost (esbench run humanoid)")
        return pd.DataFrame([{"missing": "needs " + " and ".join(needs)}], columns=columns)
    model, check = fitted
    r = compare(model, step[0])
    row = {k: r[k] for k in columns if k in r}
    row.update(check=check, humanoid_runs=", ".join(step[1]), missing="")
    return pd.DataFrame([row], columns=columns)
