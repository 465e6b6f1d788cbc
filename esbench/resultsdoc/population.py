"""The population study's tables and paragraph (issue 51: suites/table1-population.yaml), each a pure
function of stored runs: steps to the paper's score by env, mirrored pairs per generation and seed,
what they say per env, and the same in sentences for the docs."""

from __future__ import annotations

import dataclasses

import numpy as np
import pandas as pd

from esbench.report.formats import fmt_num
from esbench.report.tables import ReportData
from esbench.resultsdoc.views import (
    paper_score,
    paper_steps,
    population_of,
    reached_text,
    score_text,
    seed_rows,
    steps_text,
    store_facts,
)


def _population_cells(data: ReportData) -> list[tuple[str, str, int | None, pd.DataFrame, list[int]]]:
    """The study's cells, sorted by env and pairs: (env, label, pairs: its runs', else its stored trial
    list's, else None; its runs, its seeds: those of the stores' trial lists and of the runs)."""
    rows = seed_rows(data)
    planned: dict[tuple[str, str], set[int]] = {}
    for _suite, label, env, seed in data.expected:
        if paper_score(env) is not None and paper_steps(env) is not None:
            planned.setdefault((env, label), set()).add(int(seed))
    for r in rows.itertuples(index=False):
        planned.setdefault((r.env, r.label), set()).add(int(r.seed))
    planned_pairs = {
        (cell[2], cell[1]): population_of(config) for cell, config in data.planned_configs.items()
    }
    cells = []
    for (env, label), seeds in planned.items():
        runs = rows[(rows.env == env) & (rows.label == label)] if not rows.empty else rows
        pairs = int(runs.pairs.iloc[0]) if not runs.empty else planned_pairs.get((env, label)) or None
        cells.append((env, label, pairs, runs, sorted(seeds)))
    return sorted(cells, key=lambda c: (c[0], c[2] is None, c[2] or 0, c[1]))


def _unfinished(data: ReportData, env: str, label: str, seed: int) -> str:
    """A planned seed without a completed run: how far its stored run got ("not finished: interrupted
    at 5,936,474 steps", its last logged step), or "not run yet" when none is stored."""
    runs = data.runs
    mine = runs[(runs.env == env) & (runs.label == label) & (runs.seed == seed)] if len(runs) else runs
    if mine.empty:
        return "not run yet"
    r = mine.iloc[-1]
    at = f" at {steps_text(r.final_step)} steps" if r.final_step == r.final_step else ""
    return f"not finished: {str(r.status).lower()}{at}"


def _steps_or_inf(runs: pd.DataFrame) -> np.ndarray:
    """Each run's steps to the paper's score, infinite where it never reached it (slower than all)."""
    return np.array([s if s == s else np.inf for s in runs.steps_to_score]) if len(runs) else np.array([])


def _pairs_text(label: str, pairs: int | None) -> str:
    return f"{pairs:,}" if pairs is not None else f"{label} (no run yet)"


def population_table(data: ReportData) -> pd.DataFrame:
    """The population study: by env, mirrored pairs per generation and seed, the steps to the paper's
    score (or the best eval and its step; "not run yet" for a planned trial without a run), then per
    (env, pairs) the seeds that reached it and the seed median against the paper's steps (a seed that
    never reached it counts as slower than all). No median until every planned seed has run."""
    out = []
    for env, label, pairs, runs, seeds in _population_cells(data):
        by_seed = {int(r.seed): r for _, r in runs.iterrows()}
        for seed in seeds:
            out.append({"env": env, "pairs": _pairs_text(label, pairs), "seed": str(seed),
                        "steps to the paper's score": reached_text(by_seed[seed]) if seed in by_seed
                        else _unfinished(data, env, label, seed), "seeds reached": "",
                        "median / paper's steps": ""})  # fmt: skip
        arr = _steps_or_inf(runs)
        reached = f"{int(np.isfinite(arr).sum())}/{len(runs)}"  # of the seeds run, as Table 1 says it
        if len(runs) < len(seeds):
            reached += f" ({len(runs)} of {len(seeds)} run)"
            out.append({"env": env, "pairs": _pairs_text(label, pairs), "seed": "all",
                        "steps to the paper's score": f"no median: {len(runs)} of {len(seeds)} seeds run",
                        "seeds reached": reached, "median / paper's steps": "—"})  # fmt: skip
            continue
        median = float(np.median(arr))
        ratio = f"{median / runs.paper_steps.iloc[0]:.2f}" if np.isfinite(median) else "—"
        out.append({
            "env": env, "pairs": _pairs_text(label, pairs), "seed": "all", "steps to the paper's score":
            f"median {steps_text(median)}" if np.isfinite(median) else "median: never",
            "seeds reached": reached,
            "median / paper's steps": ratio,
        })  # fmt: skip
    return pd.DataFrame(out)


def _answer(cells: list) -> tuple[str | None, list[str], list[str]]:
    """One env's cells: the finished population whose seed median is closest to the paper's steps
    (None: none reached the score or none finished), the finished ones with every seed at the score,
    and the unfinished ones (how many seeds have run), which count for neither."""
    best, best_gap, every, pending = None, np.inf, [], []
    for _env, label, pairs, runs, seeds in cells:
        if len(runs) < len(seeds):
            named = _pairs_text(label, pairs) + (" pairs" if pairs is not None else "")
            pending.append(f"{named}: {len(runs)} of {len(seeds)} seeds run")
            continue
        arr = _steps_or_inf(runs)
        median, paper = float(np.median(arr)), float(runs.paper_steps.iloc[0])
        gap = abs(np.log(median / paper)) if np.isfinite(median) else np.inf
        if gap < best_gap:
            best, best_gap = f"{pairs:,} pairs ({median / paper:.2f}x the paper's steps)", gap
        if np.isfinite(arr).all():
            every.append(f"{pairs:,} ({len(arr)}/{len(arr)})")
    return best, every, pending


def _nearest_at_paper_steps(cells: list) -> str | None:
    """Where no finished population's seed median reached the paper's score: the finished populations
    by how near their seeds were to it at the paper's ES steps (the seed median of the shortfall of
    each seed's last eval at or before those steps; 0 for a seed at the score by then), nearest first
    ("<pairs> pairs <shortfall>% short", joined by commas). Equal steps for every population, and one eval
    per seed, where a seed's best eval would favour the populations with more evals (a smaller
    population updates, and is evaluated, more often). None: no finished population ran that far."""
    ranked = []
    for _env, label, pairs, runs, seeds in cells:
        if not len(runs) or len(runs) < len(seeds):
            continue
        reached = runs.steps_to_score.to_numpy(float) <= runs.paper_steps.to_numpy(float)
        short = np.where(reached, 0.0, np.maximum(0.0, 1 - runs.at_paper_steps / runs.score))
        if np.isnan(short).any():  # a seed stopped before the paper's steps without the score
            continue
        ranked.append((float(np.median(short)), pairs or 0, f"{_pairs_text(label, pairs)} pairs"))
    return ", ".join(f"{name} {short:.1%} short" for short, _, name in sorted(ranked)) or None


def _at_update(data: ReportData, key: str, updates: float) -> tuple[float, float]:
    """A run's (eval return, env step) at its last eval made after at most ``updates`` updates (a run
    that stopped at the score earlier keeps its last eval)."""
    arr = data.arrays[key]
    ok = np.isfinite(arr["generation"]) & (arr["generation"] <= updates)
    at = np.flatnonzero(ok)
    return (float(arr["ret"][at[-1]]), float(arr["step"][at[-1]])) if len(at) else (np.nan, np.nan)


def population_by_update(data: ReportData) -> pd.DataFrame:
    """The study at equal updates: per env, the fewest updates (generations) any completed run of it
    made, and per population the seed medians of the eval after that many updates and of the env steps
    they took. The step table above prices a population in env steps; this one shows what its less
    noisy gradient estimate buys per update. Completed runs only; their seeds are counted."""
    out = []
    for env, cells in _by_env(data).items():
        done = [(label, pairs, list(runs.key)) for _e, label, pairs, runs, _s in cells if len(runs)]
        # fmax ignores NaN (a run that logs no updates stays NaN, and the env is left out) without warning
        lasts = [np.fmax.reduce(data.arrays[k]["generation"], initial=np.nan) for *_, ks in done for k in ks]
        if not lasts or not np.isfinite(lasts).all():
            continue
        updates = float(min(lasts))
        for label, pairs, keys in done:
            at = np.array([_at_update(data, k, updates) for k in keys])
            out.append({
                "env": env, "pairs": _pairs_text(label, pairs), "seeds": str(len(at)),
                "updates (the env's fewest in a run)": f"{updates:,.0f}",
                "eval after them (seed median)": fmt_num(float(np.median(at[:, 0]))),
                "env steps by then (seed median)": steps_text(float(np.median(at[:, 1]))),
            })  # fmt: skip
    return pd.DataFrame(out)


def _by_env(data: ReportData) -> dict[str, list]:
    by_env: dict[str, list] = {}
    for cell in _population_cells(data):
        by_env.setdefault(cell[0], []).append(cell)
    return dict(sorted(by_env.items()))


@dataclasses.dataclass(frozen=True)
class SettingChoice:
    """table1-paper's population on one env, by :data:`SETTING_RULE` applied to the study's runs."""

    label: str | None
    """The chosen population's algorithm label (its suite's params are the setting); None: undecided,
    or no population reached the score, and table1-paper keeps its own setting."""
    text: str
    """The choice and its grounds, for the documents."""


#: How the study sets table1-paper's population (issue 51: "if the study changes which setting
#: table1-paper should use, change it"), fixed on :data:`SETTING_RULE_FIXED`.
SETTING_RULE = (
    "once every population has run all its seeds on an env, table1-paper takes there the population "
    "with the most seeds at the paper's score, then the lower seed median of steps to it (a seed that "
    "never reached it counts as never), then the fewer pairs; it keeps its own setting while seeds are "
    "left to run, and when no population reached the score in any seed"
)


#: The suite whose setting the study decides; a population whose runs all come from it is its own.
TABLE1_SUITE = "table1-paper"


#: When :data:`SETTING_RULE` was fixed, and what had run by then.
SETTING_RULE_FIXED = "2026-11-29, before any 1,000- or 5,000-pair run had finished"


def _runs_done(cells: list) -> tuple[int, int]:
    """One env's (completed runs, planned runs) over its populations."""
    return sum(len(runs) for *_, runs, _seeds in cells), sum(len(seeds) for *_, seeds in cells)


def _choice(cells: list) -> SettingChoice:
    """One env's :class:`SettingChoice` by :data:`SETTING_RULE`."""
    done, planned = _runs_done(cells)
    left = planned - done
    if left > 0:
        return SettingChoice(
            None, f"undecided: {left} run{'' if left == 1 else 's'} to go (table1-paper keeps its setting)"
        )
    ranked = []
    own = set()
    for _env, label, pairs, runs, _seeds in cells:
        arr = _steps_or_inf(runs)
        reached = int(np.isfinite(arr).sum())
        ranked.append((-reached, float(np.median(arr)), pairs or 0, label, len(arr)))
        if len(runs) and set(runs.suite) == {TABLE1_SUITE}:
            own.add(label)
    ranked.sort()
    neg_reached, median, pairs, label, n = ranked[0]
    if neg_reached == 0:
        return SettingChoice(None, "keeps its setting: no population reached the score in any seed")
    when = f"seed median {steps_text(median)}" if np.isfinite(median) else "seed median never"
    verb = f"keeps its setting, {pairs:,} pairs" if label in own else f"takes {pairs:,} pairs"
    return SettingChoice(label, f"{verb} ({label}): {-neg_reached}/{n} seeds at the score, {when} "
                         f"({_decided_by(ranked)})")  # fmt: skip


def _decided_by(ranked: list[tuple]) -> str:
    """Which of :data:`SETTING_RULE`'s keys put the first of ``ranked`` (sorted) ahead of the next."""
    if len(ranked) < 2 or ranked[0][0] < ranked[1][0]:
        return "the most seeds at the score"
    if ranked[0][1] < ranked[1][1]:
        return "as many seeds at the score as another population, and the lower seed median"
    return "as many seeds at the score and the same seed median as another population, and fewer pairs"


def table1_setting(data: ReportData) -> dict[str, SettingChoice]:
    """{env: table1-paper's population there by :data:`SETTING_RULE`} from the study's runs."""
    return {env: _choice(cells) for env, cells in _by_env(data).items()}


def _none_closest(cells: list, pending: list[str]) -> str:
    """The findings' "closest" cell where no finished population's seed median reached the score."""
    if len(pending) == len(cells):
        return "none yet: no population has run all its seeds"
    nearest = _nearest_at_paper_steps(cells)
    at = f"; at the paper's steps, seed median: {nearest}" if nearest else ""
    return "none: no median reached the score" + at


def population_findings(data: ReportData) -> pd.DataFrame:
    """Per env, from the populations whose planned seeds have all run: the one whose seed median is
    closest to the paper's steps (a seed that never reached the score counts as never), and those that
    reached it in every seed; the populations not finished yet are named, and count for neither; and
    table1-paper's setting there by :data:`SETTING_RULE`."""
    out = []
    for env, cells in _by_env(data).items():
        best, every, pending = _answer(cells)
        out.append({
            "env": env,
            "closest to the paper's steps (seed median)": best or _none_closest(cells, pending),
            "populations with every seed at the score": ", ".join(every) or "none",
            "not finished (left out of both)": "; ".join(pending) or "none",
            "table1-paper's setting (the rule below)": _choice(cells).text,
        })  # fmt: skip
    return pd.DataFrame(out)


def population_paragraph(data: ReportData) -> str:
    """The study's answer in sentences, per env, from the same cells as :func:`population_findings`:
    where every population has run all its seeds, the one closest to the paper's steps and which
    reached the paper's score in every seed; elsewhere how many runs are done and the best eval so far
    (its population, seed and step). Then table1-paper's setting by :data:`SETTING_RULE`, and the machine
    and dates the runs come from."""
    by_env = _by_env(data)
    if not by_env:
        return "No run of the study is stored yet.\n"
    sentences = []
    for env, cells in by_env.items():
        score, paper = paper_score(env), paper_steps(env)
        done, planned = _runs_done(cells)
        head = (
            f"On {env} (the paper's score {score_text(score or 0.0)}, reached by its ES in "
            f"{fmt_num(paper)} steps), "
        )
        if done < planned:
            verb = "has" if done == 1 else "have"
            text = head + f"{done} of {planned} runs {verb} finished, so the study gives no answer yet"
            if done:
                rows = pd.concat([runs for *_, runs, _seeds in cells if len(runs)], ignore_index=True)
                reached = rows.steps_to_score.notna()
                text += f": {int(reached.sum())} of them reached the score; "
                if reached.any():
                    first = rows.loc[rows.steps_to_score.idxmin()]
                    text += (
                        f"the first at {steps_text(first.steps_to_score)} steps ({first.pairs:,} pairs, "
                        f"seed {int(first.seed)})"
                    )
                else:
                    best = rows.loc[rows.best.idxmax()]
                    text += (
                        f"the best eval of any is {fmt_num(best.best)} ({best.pairs:,} pairs, seed "
                        f"{int(best.seed)}, at {steps_text(best.best_step)} steps, "
                        f"{1 - best.best / best.score:.1%} short)"
                    )
            sentences.append(text + ".")
            continue
        closest, every, _pending = _answer(cells)
        nearest = None if closest else _nearest_at_paper_steps(cells)
        text = head + (
            f"the seed median closest to the paper's steps is {closest}"
            if closest
            else "no population's seed median reached the score"
            + (
                f" (at the paper's {fmt_num(paper)} steps, nearest it by the seed median: {nearest})"
                if nearest
                else ""
            )
        )
        text += "; " + (
            f"populations with every seed at the score: {', '.join(every)}"
            if every
            else "no population reached it in every seed"
        )
        sentences.append(text + ".")
    choices = "; ".join(f"on {env}, {_choice(cells).text}" for env, cells in by_env.items())
    sentences.append(
        f"The rule for table1-paper's setting, fixed {SETTING_RULE_FIXED}: {SETTING_RULE}. So: {choices}."
    )
    facts = store_facts(data).iloc[0]
    cpus = " and ".join(sorted({c for c in data.runs.cpu if c})) or "CPUs not recorded"
    where = (
        f"The runs ran on {cpus} ({facts['machine cores']} cores), started "
        f"{facts['runs started (UTC)']} (UTC)."
    )
    return " ".join(sentences) + " " + where + "\n"


def population_headline(data: ReportData) -> str:
    """The study's answer in one sentence per env, for the README's generated block: per population
    (fewest pairs first) the seeds at the paper's score; where every population has run all its seeds,
    the seed median closest to the paper's steps or, where no median reached the score, each one's
    shortfall at the paper's ES steps (:func:`population_findings`' ranking), and table1-paper's setting
    by :data:`SETTING_RULE`; elsewhere how many runs are left. Empty without a stored run."""
    sentences = []
    for env, cells in _by_env(data).items():
        done, planned = _runs_done(cells)
        reached = ", ".join(
            f"{pairs:,} pairs {int(np.isfinite(_steps_or_inf(runs)).sum())}/{len(runs)}"
            if pairs is not None
            else f"{label} (no run yet)"
            for _env, label, pairs, runs, _seeds in cells
        )
        text = f"{env}, seeds at the paper's score (of those run): {reached}"
        if done < planned:
            sentences.append(f"{text} ({done} of {planned} runs finished: no answer yet).")
            continue
        closest, _every, _pending = _answer(cells)
        nearest = None if closest else _nearest_at_paper_steps(cells)
        if closest:
            text += f"; the seed median closest to the paper's steps: {closest}"
        elif nearest:
            at = f"at the paper's {fmt_num(paper_steps(env))} ES steps"
            text += f"; {at}, the seed median of the eval: {nearest}"
        sentences.append(f"{text}; table1-paper's setting by the rule: {_choice(cells).text}.")
    return " ".join(sentences)
