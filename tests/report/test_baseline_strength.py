"""Page 1 sets each SB3 baseline beside its published strength (``published.yaml``'s ``baselines``,
with the source beside every number), says "below published strength" when the seed median at the
published budget is short by more than the source's own spread, and "untuned" of a baseline on its
library's defaults."""

from __future__ import annotations

import numpy as np
from runfixture import metric, run_doc, write_run

from esbench.report import ReportOptions
from esbench.report.baselines import AT, BELOW, CANNOT_TELL, anchor_text, strength_blocks, strength_table
from esbench.report.loader import load_frames
from esbench.report.tables import prepare
from esbench.stores.file_store import FileRunStore


def _run(label, algo, env, seed, final, hyperparams="rl-zoo", last=1_001_472, every=50_000):
    steps = np.r_[np.arange(0, min(last, 1_000_000), every), last]  # evals below 1M, then the last
    ret = final * steps / last
    config = {"suite": "s", "label": label, "algo": algo, "env": env, "seed": seed,
              "budget": {"timesteps": 1_000_000, "wall_clock_s": None},
              "eval": {"every_timesteps": every, "episodes": 10},
              "policy": {"type": "mlp", "hidden": [64, 64], "activation": "tanh"},
              "params": {"hyperparams": hyperparams}}  # fmt: skip
    metrics = {"timesteps": metric(steps, steps), "wall_clock_s": metric(steps, steps / 1000),
               "eval.return_mean": metric(steps, ret), "train.return_mean": metric(steps, ret)}  # fmt: skip
    return {"config": config, "run": run_doc(result=float(ret[-1])), "metrics": metrics, "info": {"cores": 1}}


def _data(tmp_path, runs):
    for i, docs in enumerate(runs, 1):
        write_run(tmp_path, i, **docs)
    return prepare(load_frames([FileRunStore(tmp_path)]), ReportOptions())


def test_a_tuned_baseline_at_and_below_its_published_strength(tmp_path):
    """TRPO on HalfCheetah has two published scores: rl-zoo's 1,785 +- 69 (one agent) and
    sb3-contrib's 1,803 +- 46 (3 seeds). A seed median of 1,740 is within the first's spread and more
    than the second's below it; PPO's 4,000 is far below rl-zoo's 5,819 +- 664."""
    runs = [_run("TRPO", "sb3_trpo", "HalfCheetah-v5", s, v) for s, v in enumerate((1700, 1740, 1800))]
    runs += [_run("PPO", "sb3_ppo", "HalfCheetah-v5", 0, 4000)]
    data = _data(tmp_path, runs)
    table = strength_table(data)
    trpo = table[table.label == "TRPO"]
    verdicts = {r.anchor["source"]: (r.verdict, r.median, r.at_budget) for r in trpo.itertuples()}
    assert verdicts == {"rl_zoo_benchmark": (AT, 1740.0, 3), "sb3_contrib_trpo": (BELOW, 1740.0, 3)}
    blocks = strength_blocks(data)
    assert blocks[0][0] == "alert"
    named = blocks[0][2].split(". ", 1)[0]  # each cell once, with the sources it falls short of
    assert sorted(named.split("; ")) == [
        "PPO on HalfCheetah-v5 (against rl-zoo's benchmark)",
        "TRPO on HalfCheetah-v5 (against sb3-contrib's TRPO docs)",
    ]
    lines = blocks[-1][2]
    assert any(
        "1,740 at 1M steps (seed median of 3), at published strength; published 1,785 ± 68.67 "
        "(rl-zoo's benchmark, HalfCheetah-v3" in line
        for line in lines
    ), lines
    assert any("sb3-contrib's TRPO docs" in line and "3 seeds, ± over seeds" in line for line in lines)


def test_an_untuned_baseline_is_named_so_and_a_short_run_cannot_tell(tmp_path):
    """A2C on defaults is "untuned" even where no published score exists (CartPole); a run that stops
    before the published budget gives "cannot tell", never a verdict."""
    runs = [_run("A2C", "sb3_a2c", "CartPole-v1", 0, 500, hyperparams="default"),
            _run("PPO", "sb3_ppo", "Hopper-v5", 0, 3000, last=200_000),
            _run("TRPO", "sb3_trpo", "CartPole-v1", 0, 500)]  # fmt: skip
    data = _data(tmp_path, runs)
    lines = strength_blocks(data)[-1][2]
    assert lines == [
        "A2C on CartPole-v1 (untuned: its library's defaults): no published score of sb3_a2c on this env",
        "PPO on Hopper-v5: cannot tell, no seed ran to 1M steps; published "
        + anchor_text(next(a for a in strength_table(data).anchor if a is not None)),
    ]
    assert CANNOT_TELL in strength_table(data).verdict.tolist()
    assert all(block[0] != "alert" for block in strength_blocks(data))


def test_the_results_table_says_what_differs_and_the_fraction_of_a_short_budget(tmp_path):
    """docs/results.md's baselines view: per cell the seed median at the published budget (or, short
    of it, the final eval at the steps reached, with that fraction of the published budget), the
    published score with its source, the verdict and what differs; per run its eval at the budget."""
    from esbench.resultsdoc.views import baseline_cells, baseline_seeds

    runs = [_run("TRPO", "sb3_trpo", "HalfCheetah-v5", s, v) for s, v in enumerate((1700, 1740, 1800))]
    runs += [_run("PPO", "sb3_ppo", "ALE/Pong-v5", 0, 15.0, last=1_001_472, every=100_000)]
    data = _data(tmp_path, runs)
    cells = baseline_cells(data)
    trpo = cells[cells.label == "TRPO"]
    trpo = trpo.set_index(trpo.published.str.contains("sb3-contrib"))
    assert trpo.loc[False, "seed median here"] == "1,740 at 1,000,000" and trpo.loc[False, "verdict"] == AT
    assert trpo.loc[True, "verdict"] == BELOW
    assert trpo.loc[False, "what differs"] == (
        "v5 here, v3 there; 3 seeds here, one agent there; esbench's evaluation protocol"
    )
    pong = cells[cells.env == "ALE/Pong-v5"].iloc[0]
    assert pong["verdict"] == CANNOT_TELL and pong["seed median here"] == "15 at 1,001,472 (final)"
    assert "10% of the published 10,000,000 steps" in pong["what differs"]
    assert "NoFrameskip-v4 there" in pong["what differs"]
    seeds = baseline_seeds(data)
    at_budget = list(seeds[seeds.label == "TRPO"]["eval at the published budget"])
    assert at_budget == ["1,700 (at 1,001,472)", "1,740 (at 1,001,472)", "1,800 (at 1,001,472)"]
    assert list(seeds[seeds.label == "PPO"]["eval at the published budget"]) == ["—"]
