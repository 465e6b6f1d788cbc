"""The evidence document (esbench/resultsdoc): generated from committed stores, checked for staleness.

Stores here are written by hand (Sacred file-store runs with known curves), so every number the
document prints is known: a seed that crosses the paper's score at a given eval point, one that never
does, two populations, two kernels.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from esbench.resultsdoc.__main__ import git_ignored
from esbench.resultsdoc.__main__ import main as resultsdoc_main
from esbench.resultsdoc.build import (
    QUICKSTART_BEGIN,
    QUICKSTART_END,
    README_BEGIN,
    README_END,
    generate,
    store_data,
)
from esbench.resultsdoc.manifest import StoreEntry, load_manifest
from esbench.resultsdoc.population import (
    population_by_update,
    population_findings,
    population_headline,
    population_paragraph,
    population_table,
    table1_setting,
)
from esbench.resultsdoc.race import BEGIN as RACE_BEGIN
from esbench.resultsdoc.race import END as RACE_END
from esbench.resultsdoc.readme_facts import BEGIN as FACTS_BEGIN
from esbench.resultsdoc.readme_facts import END as FACTS_END
from esbench.resultsdoc.views import (
    same_seeds_agreement,
    same_seeds_table,
    steps_to_score_seeds,
    steps_to_score_summary,
    store_facts,
)

ROOT = Path(__file__).parents[2]
HOPPER_SCORE = 3403.46  # the paper's Table 1 score (esbench/report/published.yaml)


def write_run(
    store: Path,
    run_id: int,
    seed: int,
    returns: list[float],
    every: int = 1_000_000,
    pairs: int = 100,
    kernels: str = "openblas SkylakeX 0.3.31",
    label: str = "ES",
    env: str = "Hopper-v5",
    generations: list[float] | None = None,
    suite: str = "study",
) -> None:
    """One completed ES run on ``env``: eval ``returns`` at steps 0, every, 2 every, ..., after
    ``generations`` updates (default 0, 1, 2, ...: one update between evals)."""
    steps = [i * every for i in range(len(returns))]
    d = store / str(run_id)
    d.mkdir(parents=True)
    m = lambda values: {"steps": steps, "values": [float(v) for v in values], "timestamps": [""] * len(steps)}  # noqa: E731
    docs = {
        "config": {"suite": suite, "label": label, "algo": "openai_es", "env": env, "seed": seed,
                   "params": {"population": pairs}, "budget": {"timesteps": steps[-1]}},
        "run": {"status": "COMPLETED", "start_time": "2026-11-27T18:12:00.0",
                "host": {"hostname": "vm", "cpu": "AMD EPYC", "os": ["Linux"], "python_version": "3.11.7"},
                "experiment": {"repositories": [{"url": "x", "commit": "65023e9abc", "dirty": False}]}},
        "metrics": {"eval.return_mean": m(returns), "timesteps": m(steps),
                    "wall_clock_s": m([s / 1e4 for s in steps]),
                    "es.generation": m(generations or range(len(steps)))},
        "info": {"cores": 2, "cpu_model": "AMD EPYC", "math_kernels": kernels, "machine_cores": 2,
                 "load_avg_start": 1.5, "load_avg_end": 2.0},
    }  # fmt: skip
    for name, doc in docs.items():
        (d / f"{name}.json").write_text(json.dumps(doc))


def data_of(store: Path):
    return store_data(store.parent, StoreEntry(store.name, "", "", "", ()))


@pytest.fixture
def study(tmp_path: Path) -> Path:
    """Seed 0 reaches the score at its 4th eval (3M steps); seed 1 never (best 3,000 at 2M)."""
    store = tmp_path / "results" / "study"
    write_run(store, 1, 0, [0, 1000, 3000, 3500, 3600])
    write_run(store, 2, 1, [0, 1000, 3000, 2900, 2800])
    return store


def test_each_seed_reaches_the_score_at_its_first_eval_at_or_above_it(study):
    seeds = steps_to_score_seeds(data_of(study))
    assert list(seeds["steps to the score"]) == [
        "3,000,000",
        "never in 4,000,000 (best 3,000 at 2,000,000, 11.9% short)",
    ]
    # the eval at the paper's 31.6M steps: both runs stopped before them
    assert list(seeds["eval at the paper's steps"]) == ["stopped", "stopped"]
    assert list(seeds["esbench code"]) == ["commit 65023e9", "commit 65023e9"]  # no code digest stored
    summary = steps_to_score_summary(data_of(study))
    assert summary.loc[0, "seeds reached"] == "1/2"
    assert summary.loc[0, "esbench ES steps, seed median [fastest-slowest]"] == "not reached (fastest 3M)"


def test_steps_to_score_move_with_the_curve(tmp_path):
    """A curve shifted one eval later takes one eval interval more: the ratio to the paper moves too."""
    early, late = tmp_path / "results" / "early", tmp_path / "results" / "late"
    for seed in (0, 1, 2):
        write_run(early, seed + 1, seed, [0, 2000, 3500])
        write_run(late, seed + 1, seed, [0, 2000, 3000, 3500])
    a, b = steps_to_score_summary(data_of(early)), steps_to_score_summary(data_of(late))
    assert a.loc[0, "esbench ES steps, seed median [fastest-slowest]"] == "2M [2M-2M]"
    assert b.loc[0, "esbench ES steps, seed median [fastest-slowest]"] == "3M [3M-3M]"
    assert float(b.loc[0, "ratio (median / paper)"]) > float(a.loc[0, "ratio (median / paper)"])


def test_population_table_groups_by_pairs_with_its_median(tmp_path):
    store = tmp_path / "results" / "pop"
    for seed in (0, 1, 2):
        write_run(store, seed + 1, seed, [0, 3500], pairs=100)  # 1M each
        write_run(store, seed + 4, seed, [0, 1000, 2000] + [3500] * (seed + 1), pairs=1000, label="ES-1000")
    t = population_table(data_of(store))
    alls = t[t.seed == "all"].set_index("pairs")
    assert alls.loc["100", "seeds reached"] == "3/3"
    assert alls.loc["100", "steps to the paper's score"] == "median 1,000,000"
    assert alls.loc["1,000", "steps to the paper's score"] == "median 3,000,000"
    assert alls.loc["1,000", "median / paper's steps"] == f"{3e6 / 31.6e6:.2f}"
    found = population_findings(data_of(store)).iloc[0]
    # both below the paper's 31.6M steps: 3M (1,000 pairs) is the nearer on a log scale
    assert (
        found["closest to the paper's steps (seed median)"]
        == f"1,000 pairs ({3e6 / 31.6e6:.2f}x the paper's steps)"
    )
    assert found["populations with every seed at the score"] == "100 (3/3), 1,000 (3/3)"


def test_the_population_paragraph_gives_the_answer_once_every_seed_has_run(tmp_path):
    """Both populations finished: the sentence names the closer median and those with 3/3; with a
    population still running it says so and gives the first crossing so far instead."""
    store = tmp_path / "results" / "pop"
    for seed in (0, 1, 2):
        write_run(store, seed + 1, seed, [0, 3500], pairs=100)  # 1M each
        write_run(store, seed + 4, seed, [0, 1000, 2000] + [3500] * (seed + 1), pairs=1000, label="ES-1000")
    text = population_paragraph(data_of(store))
    assert text.startswith("On Hopper-v5 (the paper's score 3,403.46, reached by its ES in 31.6M steps), ")
    assert f"closest to the paper's steps is 1,000 pairs ({3e6 / 31.6e6:.2f}x the paper's steps)" in text
    assert "populations with every seed at the score: 100 (3/3), 1,000 (3/3)." in text
    assert "The runs ran on AMD EPYC (2 cores), started 2026-11-27 18:12 to 2026-11-27 18:12 (UTC)." in text
    trials = [{"suite": "study", "label": label, "algo": "openai_es", "env": "Hopper-v5", "seed": seed}
              for label in ("ES", "ES-1000", "ES-5000") for seed in (0, 1, 2)]  # fmt: skip
    (store / "trials.json").write_text(json.dumps(trials))
    text = population_paragraph(data_of(store))
    assert "6 of 9 runs have finished, so the study gives no answer yet" in text
    assert "6 of them reached the score; the first at 1,000,000 steps (100 pairs, seed 0)" in text


def test_the_population_paragraph_gives_the_best_eval_while_no_run_reached_the_score(tmp_path):
    store = tmp_path / "results" / "pop"
    write_run(store, 1, 0, [0, 3000, 2900])
    write_run(store, 2, 1, [0, 3100, 3200])
    text = population_paragraph(data_of(store))  # no trial list: the runs' 2 seeds are the plan
    assert "no population's seed median reached the score; no population reached it in every seed." in text
    trials = [{"suite": "study", "label": "ES", "algo": "openai_es", "env": "Hopper-v5", "seed": seed}
              for seed in (0, 1, 2)]  # fmt: skip
    (store / "trials.json").write_text(json.dumps(trials))
    text = population_paragraph(data_of(store))
    assert (
        "2 of 3 runs have finished, so the study gives no answer yet: 0 of them reached the score; "
        "the best eval of any is 3,200 (100 pairs, seed 1, at 2,000,000 steps, 6.0% short)."
    ) in text


def test_population_findings_say_none_when_no_median_reached(tmp_path):
    store = tmp_path / "results" / "pop"
    for seed in (0, 1, 2):
        write_run(store, seed + 1, seed, [0, 3500] if seed == 0 else [0, 1000], pairs=100)
    found = population_findings(data_of(store)).iloc[0]
    assert found["closest to the paper's steps (seed median)"] == "none: no median reached the score"
    assert found["populations with every seed at the score"] == "none"


def write_ranked_study(store: Path) -> Path:
    """Evals every 10M steps, 3 seeds each: 100 pairs 3,000 at 30M for seeds 0-1 and the score by 20M
    for seed 2; 1,000 pairs 2,000 at 30M, best 3,350 at 40M."""
    for seed in (0, 1, 2):
        curve = [0, 1000, 3500, 3500, 3500] if seed == 2 else [0, 1000, 2000, 3000, 3300]
        write_run(store, seed + 1, seed, curve, every=10_000_000, pairs=100)
        write_run(store, seed + 4, seed, [0, 500, 1000, 2000, 3350], every=10_000_000, pairs=1000,
                  label="ES-1000")  # fmt: skip
    return store


def test_with_no_median_at_the_score_the_populations_are_ranked_by_their_eval_at_the_paper_s_steps(tmp_path):
    """Evals every 10M steps: at the paper's 31.6M steps a seed's eval is its 30M one. 100 pairs: 3,000
    (11.9% short) for seeds 0-1, seed 2 at the score by 20M (0% short); 1,000 pairs: 2,000 (41.2%
    short) though its best eval (3,350) is above 100 pairs' (3,300): equal steps decide, not the best."""
    store = write_ranked_study(tmp_path / "results" / "pop")
    ranked = "100 pairs 11.9% short, 1,000 pairs 41.2% short"
    found = population_findings(data_of(store)).iloc[0]
    assert found["closest to the paper's steps (seed median)"] == (
        f"none: no median reached the score; at the paper's steps, seed median: {ranked}"
    )
    text = population_paragraph(data_of(store))
    assert (
        "no population's seed median reached the score (at the paper's 31.6M steps, nearest it by the "
        f"seed median: {ranked}); no population reached it in every seed."
    ) in text


def test_the_readme_sentence_gives_seeds_at_the_score_then_the_shortfall_or_the_closest_median(tmp_path):
    """:func:`write_ranked_study`: 100 pairs 1/3 at the score, 1,000 pairs 0/3; no median at the score,
    so the shortfall at the paper's steps (the eval there, not the best) and the rule's setting.
    With a third population planned and not run, the env has no answer yet. Every seed at 1M or 3M:
    the median closest to the paper's steps instead."""
    store = write_ranked_study(tmp_path / "results" / "pop")
    assert population_headline(data_of(store)) == (
        "Hopper-v5, seeds at the paper's score (of those run): 100 pairs 1/3, 1,000 pairs 0/3; "
        "at the paper's 31.6M ES steps, the seed median of the eval: 100 pairs 11.9% short, "
        "1,000 pairs 41.2% short; "
        "table1-paper's setting by the rule: takes 100 pairs (ES): 1/3 seeds at the score, "
        "seed median never (the most seeds at the score)."
    )
    trials = [{"suite": "study", "label": label, "algo": "openai_es", "env": "Hopper-v5", "seed": seed}
              for label in ("ES", "ES-1000", "ES-5000") for seed in (0, 1, 2)]  # fmt: skip
    (store / "trials.json").write_text(json.dumps(trials))
    assert population_headline(data_of(store)) == (
        "Hopper-v5, seeds at the paper's score (of those run): 100 pairs 1/3, 1,000 pairs 0/3, ES-5000 "
        "(no run yet) (6 of 9 runs finished: no answer yet)."
    )
    fast = tmp_path / "results" / "fast"
    for seed in (0, 1, 2):
        write_run(fast, seed + 1, seed, [0, 3500], pairs=100)  # 1M
        write_run(fast, seed + 4, seed, [0, 1000, 2000, 3500], pairs=1000, label="ES-1000")  # 3M
    assert "the seed median closest to the paper's steps: 1,000 pairs (0.09x the paper's steps)" in (
        population_headline(data_of(fast))
    )


def test_a_population_with_seeds_not_run_yet_has_no_median_and_no_finding(tmp_path):
    """The trial list plans 3 seeds of ES-1000; 1 has run (and reached the score): the table says
    which seeds have not run and gives no median; the findings leave the population out of both."""
    store = tmp_path / "results" / "pop"
    for seed in (0, 1, 2):
        write_run(store, seed + 1, seed, [0, 1000], pairs=100)  # never reaches
    write_run(store, 4, 0, [0, 3500], pairs=1000, label="ES-1000")
    trials = [{"suite": "study", "label": label, "algo": "openai_es", "env": "Hopper-v5", "seed": seed}
              for label in ("ES", "ES-1000") for seed in (0, 1, 2)]  # fmt: skip
    (store / "trials.json").write_text(json.dumps(trials))
    t = population_table(data_of(store))
    rows = t[t.pairs == "1,000"].set_index("seed")
    assert list(rows.index) == ["0", "1", "2", "all"]
    assert rows.loc["1", "steps to the paper's score"] == "not run yet"
    assert rows.loc["all", "steps to the paper's score"] == "no median: 1 of 3 seeds run"
    assert rows.loc["all", "seeds reached"] == "1/1 (1 of 3 run)"  # of the seeds run, as Table 1 says it
    found = population_findings(data_of(store)).iloc[0]
    assert found["populations with every seed at the score"] == "none"  # 1/1 run is not 3/3
    assert found["closest to the paper's steps (seed median)"] == "none: no median reached the score"
    assert found["not finished (left out of both)"] == "1,000 pairs: 1 of 3 seeds run"


def test_a_population_with_no_run_yet_is_named_by_its_planned_pairs(tmp_path):
    """ES-5000 has no run yet: its rows give the trial list's population (5,000), not its label."""
    store = tmp_path / "results" / "pop"
    write_run(store, 1, 0, [0, 1000], pairs=100)
    planned = (("ES", 100), ("ES-5000", 5000))
    trials = [{"suite": "study", "label": label, "algo": "openai_es", "env": "Hopper-v5", "seed": 0,
               "params": {"population": pairs}} for label, pairs in planned]  # fmt: skip
    (store / "trials.json").write_text(json.dumps(trials))
    t = population_table(data_of(store))
    assert list(t.pairs.unique()) == ["100", "5,000"]  # sorted by pairs, as the runs' cells are
    assert t[t.pairs == "5,000"].iloc[0]["steps to the paper's score"] == "not run yet"
    found = population_findings(data_of(store)).iloc[0]
    assert "5,000 pairs: 0 of 1 seeds run" in found["not finished (left out of both)"]


def test_the_rule_takes_the_population_with_more_seeds_at_the_score_before_a_faster_median(tmp_path):
    """100 pairs: 2 of 3 seeds at 1M (median 1M); 1,000 pairs: 3 of 3 at 3M. The rule ranks seeds at
    the score first, so table1-paper would take 1,000 pairs though its median is slower."""
    store = tmp_path / "results" / "pop"
    for seed in (0, 1, 2):
        write_run(store, seed + 1, seed, [0, 3500] if seed < 2 else [0, 1000], pairs=100)
        write_run(store, seed + 4, seed, [0, 1000, 2000, 3500], pairs=1000, label="ES-1000")
    choice = table1_setting(data_of(store))["Hopper-v5"]
    assert choice.label == "ES-1000"
    assert choice.text == (
        "takes 1,000 pairs (ES-1000): 3/3 seeds at the score, seed median 3,000,000 "
        "(the most seeds at the score)"
    )
    found = population_findings(data_of(store)).iloc[0]
    assert found["table1-paper's setting (the rule below)"] == choice.text
    assert "So: on Hopper-v5, takes 1,000 pairs (ES-1000): 3/3 seeds" in population_paragraph(data_of(store))


def test_the_rule_says_table1_paper_keeps_its_setting_when_it_chooses_table1_papers_own_runs(tmp_path):
    """The 100-pair runs come from table1-paper (as in results/: its store is read with the study's)
    and are the only ones at the score: the choice is table1-paper's own setting, and says so rather
    than reading as a change; the same runs under another suite's name read as one."""
    for suite, verb in (("table1-paper", "keeps its setting, 100 pairs"), ("study", "takes 100 pairs")):
        store = tmp_path / suite / "pop"
        for seed in (0, 1, 2):
            write_run(store, seed + 1, seed, [0, 3500] if seed == 2 else [0, 1000], pairs=100, suite=suite)
            write_run(store, seed + 4, seed, [0, 1000], pairs=1000, label="ES-1000")
        choice = table1_setting(data_of(store))["Hopper-v5"]
        assert (choice.label, choice.text) == (
            "ES",
            f"{verb} (ES): 1/3 seeds at the score, seed median never (the most seeds at the score)",
        )


def test_the_rule_breaks_a_tie_by_the_median_then_by_fewer_pairs(tmp_path):
    """Both populations 3/3: the lower median wins (1,000 pairs at 2M against 100 at 3M); with equal
    medians the fewer pairs (100) do."""
    store = tmp_path / "results" / "pop"
    for seed in (0, 1, 2):
        write_run(store, seed + 1, seed, [0, 1000, 2000, 3500], pairs=100)
        write_run(store, seed + 4, seed, [0, 1000, 3500], pairs=1000, label="ES-1000")
    choice = table1_setting(data_of(store))["Hopper-v5"]
    assert choice.label == "ES-1000"
    assert choice.text.endswith(
        "as many seeds at the score as another population, and the lower seed median)"
    )
    tied = tmp_path / "results" / "tied"
    for seed in (0, 1, 2):
        write_run(tied, seed + 1, seed, [0, 1000, 3500], pairs=1000, label="ES-1000")
        write_run(tied, seed + 4, seed, [0, 1000, 3500], pairs=100)
    choice = table1_setting(data_of(tied))["Hopper-v5"]
    assert choice.label == "ES"
    assert choice.text.endswith("and the same seed median as another population, and fewer pairs)")


def test_the_rule_keeps_the_setting_while_seeds_are_left_or_when_none_reached_the_score(tmp_path):
    store = tmp_path / "results" / "pop"
    for seed in (0, 1, 2):
        write_run(store, seed + 1, seed, [0, 1000], pairs=100)
        write_run(store, seed + 4, seed, [0, 3000], pairs=1000, label="ES-1000")
    choice = table1_setting(data_of(store))["Hopper-v5"]
    assert choice.label is None
    assert choice.text == "keeps its setting: no population reached the score in any seed"
    write_run(store, 7, 0, [0, 3500], pairs=5000, label="ES-5000")  # reached, but 2 of its seeds to go
    trials = [{"suite": "study", "label": label, "algo": "openai_es", "env": "Hopper-v5", "seed": seed}
              for label in ("ES", "ES-1000", "ES-5000") for seed in (0, 1, 2)]  # fmt: skip
    (store / "trials.json").write_text(json.dumps(trials))
    choice = table1_setting(data_of(store))["Hopper-v5"]
    assert (choice.label, choice.text) == (None, "undecided: 2 runs to go (table1-paper keeps its setting)")


def test_a_seed_run_twice_does_not_stand_in_for_a_seed_not_run(tmp_path):
    """ES-1000's seed 0 completed twice (another machine's run added), its seed 1 never ran: 1 of 2
    seeds, so no median and no choice yet (the report counts each trial once: its duplicate rule)."""
    store = tmp_path / "results" / "pop"
    for seed in (0, 1):
        write_run(store, seed + 1, seed, [0, 1000], pairs=100)
    write_run(store, 3, 0, [0, 3500], pairs=1000, label="ES-1000")
    write_run(store, 4, 0, [0, 1000, 3500], pairs=1000, label="ES-1000")
    trials = [{"suite": "study", "label": label, "algo": "openai_es", "env": "Hopper-v5", "seed": seed}
              for label in ("ES", "ES-1000") for seed in (0, 1)]  # fmt: skip
    (store / "trials.json").write_text(json.dumps(trials))
    rows = population_table(data_of(store))
    assert rows[rows.pairs == "1,000"].set_index("seed").loc["all", "steps to the paper's score"] == (
        "no median: 1 of 2 seeds run"
    )
    choice = table1_setting(data_of(store))["Hopper-v5"]
    assert (choice.label, choice.text) == (None, "undecided: 1 run to go (table1-paper keeps its setting)")


def test_a_seed_whose_run_was_interrupted_says_how_far_it_got(tmp_path):
    """Seed 1's only run was interrupted at 2M steps: its row says so, not "not run yet"."""
    store = tmp_path / "results" / "pop"
    write_run(store, 1, 0, [0, 3500])
    write_run(store, 2, 1, [0, 1000, 2000])
    run = json.loads((store / "2" / "run.json").read_text())
    (store / "2" / "run.json").write_text(json.dumps({**run, "status": "INTERRUPTED"}))
    trials = [{"suite": "study", "label": "ES", "algo": "openai_es", "env": "Hopper-v5", "seed": seed}
              for seed in (0, 1, 2)]  # fmt: skip
    (store / "trials.json").write_text(json.dumps(trials))
    rows = population_table(data_of(store)).set_index("seed")
    assert rows.loc["1", "steps to the paper's score"] == "not finished: interrupted at 2,000,000 steps"
    assert rows.loc["2", "steps to the paper's score"] == "not run yet"
    assert rows.loc["all", "steps to the paper's score"] == "no median: 1 of 3 seeds run"


def test_the_store_facts_count_every_attempt_of_a_trial_run_again(tmp_path):
    """A trial that failed and was run again: 1 completed of 2 stored runs, the failure named."""
    store = tmp_path / "results" / "again"
    write_run(store, 1, 0, [0, 1000])
    failed = json.loads((store / "1" / "run.json").read_text())
    (store / "1" / "run.json").write_text(json.dumps({**failed, "status": "FAILED"}))
    write_run(store, 2, 0, [0, 3500])
    facts = store_facts(data_of(store)).iloc[0]
    assert facts["runs (completed / stored)"] == "1 / 2"
    assert facts["earlier attempts of a trial"] == "1 (1 failed), each trial run again"


def test_table1_says_how_many_planned_seeds_have_run_and_lists_envs_not_run_yet(tmp_path):
    store = tmp_path / "results" / "partial"
    write_run(store, 1, 0, [0, 3500])
    trials = [{"suite": "study", "label": "ES", "algo": "openai_es", "env": env, "seed": seed}
              for env in ("Hopper-v5", "Walker2d-v5") for seed in (0, 1, 2)]  # fmt: skip
    (store / "trials.json").write_text(json.dumps(trials))
    summary = steps_to_score_summary(data_of(store)).set_index("env")
    assert summary.loc["Hopper-v5", "seeds reached"] == "1/1 (1 of 3 run)"
    assert summary.loc["Walker2d-v5", "seeds reached"] == "0 of 3 run"
    assert summary.loc["Walker2d-v5", "esbench ES steps, seed median [fastest-slowest]"] == "not run yet"
    assert summary.loc["Walker2d-v5", "paper's ES steps (6 seeds)"] == "37.9M"


def test_same_seeds_table_sets_each_stores_run_of_a_seed_together(tmp_path):
    a, b = tmp_path / "results" / "a", tmp_path / "results" / "b"
    write_run(a, 1, 2, [0, 3000, 3500])
    write_run(a, 2, 0, [0, 3500])  # a seed store b has not run
    write_run(b, 1, 2, [0, 3000, 3400, 3500], kernels="openblas Haswell 0.3.31")
    t = same_seeds_table([("a", data_of(a)), ("b", data_of(b))])
    curves = list(t.pop("eval curve (SHA-256)"))
    assert t.to_dict("records") == [
        {"env": "Hopper-v5", "seed": "0", "store": "results/a/", "steps to the score": "1,000,000",
         "math kernels": "openblas SkylakeX 0.3.31", "esbench code": "commit 65023e9"},
        {"env": "Hopper-v5", "seed": "0", "store": "results/b/", "steps to the score": "no completed run",
         "math kernels": "no completed run", "esbench code": "no completed run"},
        {"env": "Hopper-v5", "seed": "2", "store": "results/a/", "steps to the score": "2,000,000",
         "math kernels": "openblas SkylakeX 0.3.31", "esbench code": "commit 65023e9"},
        {"env": "Hopper-v5", "seed": "2", "store": "results/b/", "steps to the score": "3,000,000",
         "math kernels": "openblas Haswell 0.3.31", "esbench code": "commit 65023e9"},
    ]  # fmt: skip
    assert curves[1] == "no completed run" and len({curves[0], curves[2], curves[3]}) == 3
    said = same_seeds_agreement(t.assign(**{"eval curve (SHA-256)": curves}))
    assert said == ("Steps to the score equal in every store for 0 of 1 seeds (not for Hopper-v5 seed 2); "
                    "the whole eval curve identical, bit for bit, for 0 of 1; "
                    "1 seed not completed in every store.")  # fmt: skip
    write_run(b, 2, 0, [0, 3500])  # seed 0 in b too: a's curve, bit for bit
    write_run(a, 3, 1, [0, 3500, 3600])  # seed 1 in both: the same steps to the score, later evals differ
    write_run(b, 3, 1, [0, 3500, 3600.001])
    t = same_seeds_table([("a", data_of(a)), ("b", data_of(b))])
    assert same_seeds_agreement(t) == ("Steps to the score equal in every store for 2 of 3 seeds (not for "
                                       "Hopper-v5 seed 2); the whole eval curve identical, bit for bit, "
                                       "for 1 of 3.")  # fmt: skip


MANIFEST = """\
headline: study
stores:
  - {path: study, title: A study, command: esbench run study, about: Two seeds., views: [steps_to_score]}
  - {path: missing, title: Not run yet, command: esbench run missing, about: Nothing yet., views: [curve]}
transcripts:
  - {file: bench.txt, title: A benchmark, command: python bench.py, machine: AMD EPYC 2 cores,
     date: 2026-11-27, about: Its output.}
"""


def checkout(tmp_path: Path, study: Path) -> Path:
    root = tmp_path
    (root / "results" / "manifest.yaml").write_text(MANIFEST)
    (root / "results" / "benchmarks").mkdir()
    (root / "results" / "benchmarks" / "bench.txt").write_text("ratio 0.74\n")
    (root / "docs").mkdir()
    (root / "README.md").write_text(
        f"# x\n\n{QUICKSTART_BEGIN}\nold line\n{QUICKSTART_END}\n\n{RACE_BEGIN}\nold race\n{RACE_END}\n\n"
        f"{README_BEGIN}\nold table\n{README_END}\n\n{FACTS_BEGIN}\nold facts\n{FACTS_END}\nmore\n"
    )
    return root


def test_scripts_write_then_check(tmp_path, study, capsys):
    root = checkout(tmp_path, study)
    assert resultsdoc_main(["--check", str(root)]) == 1  # nothing written yet: stale
    assert resultsdoc_main([str(root)]) == 0
    assert resultsdoc_main(["--check", str(root)]) == 0  # deterministic: unchanged
    doc = (root / "docs" / "results.md").read_text()
    assert "never in 4,000,000 (best 3,000 at 2,000,000, 11.9% short)" in doc
    assert "**Not committed yet**" in doc and "```\nratio 0.74\n```" in doc
    readme = (root / "README.md").read_text()
    assert (
        "old table" not in readme
        and "| Hopper-v5 | 3,403.46 | 1/2 |" in readme
        and readme.endswith("more\n")
        and "old facts" not in readme
        and "no committed transcript gives it yet" in readme
    )
    assert "AMD EPYC (2)" in (root / "results" / "README.md").read_text()
    # a hand edit of a number is caught
    (root / "docs" / "results.md").write_text(doc.replace("11.9% short", "1.9% short"))
    capsys.readouterr()
    assert resultsdoc_main(["--check", str(root)]) == 1
    assert "1.9% short" in capsys.readouterr().out


def test_a_same_seeds_entry_compares_only_its_envs_and_names_a_store_not_committed(tmp_path, study):
    root = checkout(tmp_path, study)
    write_run(study, 3, 0, [0, 4000], env="Walker2d-v5")  # an env the entry leaves out
    write_run(root / "results" / "again", 1, 0, [0, 1000, 3000, 3500])  # seed 0 again, on other code
    again = "  - {path: again, title: Again, command: esbench run study, about: Seed 0 again.,\n"
    again += "     views: [same_seeds], envs: [Hopper-v5], compare_with: [study, absent]}\n"
    (root / "results" / "manifest.yaml").write_text(
        MANIFEST.replace("transcripts:\n", again + "transcripts:\n")
    )
    assert resultsdoc_main([str(root)]) == 0
    doc = (root / "docs" / "results.md").read_text()
    section = doc[doc.index("## Again\n") :]
    assert "Walker2d-v5" not in section  # the compared store's other env is not compared
    assert "| Hopper-v5 | 0 | results/again/ | 3,000,000 |" in section
    assert "| Hopper-v5 | 0 | results/study/ | 3,000,000 |" in section
    assert "| Hopper-v5 | 1 | results/again/ | no completed run |" in section
    assert (
        "for 1 of 1 seeds; the whole eval curve identical, bit for bit, for 0 of 1; 1 seed not" in section
    )  # study: one eval more
    assert "`results/absent/` is not committed yet." in section


def test_bad_input_exits_2_with_a_message(tmp_path, study, capsys):
    root = checkout(tmp_path, study)
    (root / "README.md").write_text("# no generated block\n")
    assert resultsdoc_main([str(root)]) == 2
    assert "README.md has no generated block" in capsys.readouterr().err
    (root / "results" / "manifest.yaml").write_text("stores:\n  - {path: study, views: [nonsense]}\n")
    assert resultsdoc_main([str(root)]) == 2


def test_every_store_the_manifest_names_is_tracked_not_git_ignored():
    """.gitignore ignores users' own results/<suite>/: a store the documents publish from must be let
    through by a `!/results/NAME/` line, or a fresh clone lacks the runs behind its numbers."""
    root = Path(__file__).parents[2]
    manifest = load_manifest(root / "results")
    names = {n for e in manifest.stores for n in (e.path, *e.extra_stores, *e.compare_with)}
    assert git_ignored(root, "results/a-users-own-suite/")  # git runs here, and ignores a user's store
    assert [n for n in sorted(names | {"in-progress"}) if git_ignored(root, f"results/{n}/")] == []


def test_the_committed_documents_are_what_results_gives(tmp_path):
    """docs/results.md, results/README.md and the README's block, regenerated from the committed stores,
    are byte for byte what is committed (run `bash scripts/results.sh` after changing results/)."""
    stale = [
        str(p.relative_to(ROOT))
        for p, text in generate(ROOT).items()
        if p.read_text(encoding="utf-8") != text
    ]
    assert stale == [], "stale generated documents: run `bash scripts/results.sh`"


def test_a_transcripts_description_cannot_add_a_number(tmp_path, study, capsys):
    """Prose about a benchmark quotes its transcript: 0.74 is there, 0.93 is not."""
    from esbench.resultsdoc.build import unsupported_numbers

    assert unsupported_numbers("ran at 0.74 of 272,330 on 15 workers", "272330 ... 0.74 ... 15 workers") == []
    assert unsupported_numbers("ran at 0.93 of the ceiling", "0.74") == ["0.93"]
    root = checkout(tmp_path, study)
    manifest = (root / "results" / "manifest.yaml").read_text()
    (root / "results" / "manifest.yaml").write_text(
        manifest.replace("about: Its output.", "about: Ratio 0.93.")
    )
    assert resultsdoc_main([str(root)]) == 2
    assert "gives numbers its transcript does not hold: 0.93" in capsys.readouterr().err


def test_anchor_view_sets_each_run_beside_the_published_score_of_its_algorithm(tmp_path):
    """A re-run anchor suite (ars-anchor) joins the evidence: final and best eval per seed against the
    score its suite names for that algorithm, and no other published score."""
    from esbench.resultsdoc.views import anchor_seeds

    store = tmp_path / "results" / "anchor"
    write_run(store, 1, 0, [0, 300, 346, 340], every=500_000, label="ARS")
    write_run(store, 2, 1, [0, 29, 34, 29], every=500_000, label="ARS")
    (store / "suite.yaml").write_text(
        "name: study\nreference_scores:\n"
        "  Hopper-v5: {'ARS (rl-zoo, 2M steps)': 355.0, 'TRPO (paper)': 2000.0, random: 0}\n"
    )
    rows = anchor_seeds(data_of(store)).to_dict("records")
    assert rows == [
        {"env": "Hopper-v5", "label": "ARS", "seed": "0", "env steps": "1,500,000", "final eval": "340",
         "best eval (at steps)": "346 (1,000,000)", "published": "355: ARS (rl-zoo, 2M steps)"},
        {"env": "Hopper-v5", "label": "ARS", "seed": "1", "env steps": "1,500,000", "final eval": "29",
         "best eval (at steps)": "34 (1,000,000)", "published": "355: ARS (rl-zoo, 2M steps)"},
    ]  # fmt: skip


def test_the_readme_block_gives_a_population_studys_answer_linked_to_its_section(tmp_path, study):
    """A store with the population view adds its sentence under the README's table, linked to its
    heading in docs/results.md by GitHub's anchor (lower case, punctuation dropped, spaces hyphens)."""
    root = checkout(tmp_path, study)
    manifest = (root / "results" / "manifest.yaml").read_text()
    (root / "results" / "manifest.yaml").write_text(manifest.replace(
        "transcripts:",
        "  - {path: study, title: 'A population study: 100 and 1,000 pairs', command: esbench run study,\n"
        "     about: By population., views: [population]}\ntranscripts:",
    ))  # fmt: skip
    assert resultsdoc_main([str(root)]) == 0
    readme = (root / "README.md").read_text()
    block = readme[readme.index(README_BEGIN) : readme.index(README_END)]
    assert (
        "\n[A population study: 100 and 1,000 pairs](docs/results.md#a-population-study-100-and-1000-pairs) "
        "(`results/study/`): Hopper-v5, seeds at the paper's score (of those run): 100 pairs 1/2; "
        "table1-paper's setting by the rule: takes 100 pairs (ES): 1/2 seeds at the score, "
        "seed median never (the most seeds at the score).\n"
    ) in block
    assert "\n## A population study: 100 and 1,000 pairs\n" in (root / "docs" / "results.md").read_text()


def test_results_readme_says_what_in_progress_holds(tmp_path, study):
    """results/in-progress/ is committed: the generated results/README.md says what made it and lists it."""
    root = checkout(tmp_path, study)
    assert resultsdoc_main([str(root)]) == 0
    assert "Nothing packed." in (root / "results" / "README.md").read_text()
    (root / "results" / "in-progress").mkdir()
    (root / "results" / "in-progress" / "study.tar.gz").write_bytes(b"")
    assert resultsdoc_main(["--check", str(root)]) == 1  # the README no longer says what is there
    assert resultsdoc_main([str(root)]) == 0
    text = (root / "results" / "README.md").read_text()
    assert "scripts/in-progress.sh save" in text and "- `study.tar.gz`" in text


def test_the_population_figure_draws_a_line_per_population_at_its_seed_mean(tmp_path):
    """100 pairs (3 seeds) and 1,000 pairs (2 seeds): two lines, labelled with their seeds, each the
    seed mean of its curves (a seed that stopped early held at its last eval), then the paper's lines."""
    from esbench.resultsdoc.figures import population_figure

    store = tmp_path / "results" / "pop"
    for seed in (0, 1, 2):
        write_run(store, seed + 1, seed, [0, 1000 * (seed + 1), 2000], pairs=100)
    write_run(store, 4, 0, [0, 3500], pairs=1000, label="ES-1000")  # stopped at the score
    write_run(store, 5, 1, [0, 500, 1500], pairs=1000, label="ES-1000")
    fig = population_figure(data_of(store), "Hopper-v5")
    lines = fig.axes[0].get_lines()
    assert [line.get_label() for line in lines] == [
        "100 pairs (3 seeds)", "1,000 pairs (2 seeds)", "paper's score", "paper's ES steps",
    ]  # fmt: skip
    assert list(lines[0].get_xdata()) == [0, 1, 2]  # millions of steps
    assert list(lines[0].get_ydata()) == [0, 2000, 2000]
    assert list(lines[1].get_ydata()) == [0, 2000, 2500]  # seed 0 held at 3,500
    assert lines[2].get_ydata()[0] == HOPPER_SCORE and lines[3].get_xdata()[0] == 31.6
    by_update = fig.axes[1].get_lines()  # the same evals against the updates made by then
    assert [line.get_label() for line in by_update] == [
        "100 pairs (3 seeds)", "1,000 pairs (2 seeds)", "paper's score",
    ]  # fmt: skip
    assert list(by_update[0].get_xdata()) == [0, 1, 2] and list(by_update[0].get_ydata()) == [0, 2000, 2000]
    assert list(by_update[1].get_xdata()) == [0, 1, 2] and list(by_update[1].get_ydata()) == [0, 2000, 2500]


def test_the_study_at_equal_updates_takes_each_runs_last_eval_within_the_envs_fewest_updates(tmp_path):
    """100 pairs: 3 seeds of 5 evals, one update between evals; 1,000 pairs: 2 seeds that made 3 and
    4 updates in all (the fewest, 3, sets the row), evaluated after 2 and after 3 (or 4). Each
    population's row: the seed medians of its last eval within 3 updates and of its step."""
    store = tmp_path / "results" / "pop"
    for seed, rets in enumerate(([0, 10, 20, 30, 40], [0, 11, 21, 90, 91], [0, 12, 22, 32, 42])):
        write_run(store, seed + 1, seed, rets, pairs=100)  # after 3 updates: 30, 90, 32 at 3M steps
    write_run(store, 4, 0, [0, 500, 700], pairs=1000, label="ES-1000", generations=[0, 2, 3])
    write_run(store, 5, 1, [0, 400, 800], pairs=1000, label="ES-1000", generations=[0, 2, 4])
    table = population_by_update(data_of(store))
    assert list(table["pairs"]) == ["100", "1,000"] and list(table["seeds"]) == ["3", "2"]
    assert set(table["updates (the env's fewest in a run)"]) == {"3"}
    evals = list(table["eval after them (seed median)"])
    assert evals == ["32.00", "550.0"]  # ES-1000 seed 1 at its 2nd update: its 4th is past 3
    assert list(table["env steps by then (seed median)"]) == ["3,000,000", "1,500,000"]
