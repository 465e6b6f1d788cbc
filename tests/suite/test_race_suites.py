"""The race suites at this machine's cores (race-halfcheetah-2core and -1core) are like for like:
every contender gets the same cores, wall-clock budget, step cap and evaluation protocol on one time
cadence, and the two suites differ only in the cores, so their times to a level give each
algorithm's speed-up from the second core."""

from __future__ import annotations

import yaml

from esbench.suite.load import expand, load_suite
from esbench.suite.shipped import shipped_suites

SUITES = shipped_suites()
RACES = {"race-halfcheetah-2core": 2, "race-halfcheetah-1core": 1}
#: The issue's contenders: the ES, CMA-ES, TRPO, A2C and PPO.
CONTENDERS = {"openai_es", "nevergrad", "sb3_trpo", "sb3_a2c", "sb3_ppo"}


def test_every_contender_gets_the_same_cores_budget_and_evaluation():
    for name, cores in RACES.items():
        trials = expand(load_suite(SUITES[name]))
        assert {t.algo for t in trials} == CONTENDERS, name
        assert {t.seed for t in trials} == {0, 1, 2}, name
        assert {t.env for t in trials} == {"HalfCheetah-v5"}
        assert {t.resources.cores for t in trials} == {cores}, name
        assert len({(t.budget.timesteps, t.budget.wall_clock_s) for t in trials}) == 1, name
        assert len({(t.eval.every_seconds, t.eval.every_timesteps, t.eval.episodes) for t in trials}) == 1
        every = trials[0].eval
        # one time cadence for all: the step cadence never comes first within the budget
        assert every.every_seconds and every.every_timesteps >= trials[0].budget.timesteps
        cma = next(t for t in trials if t.algo == "nevergrad")
        assert cma.params["diagonal"] is True  # the named variant (the suite says why)


def test_the_two_races_differ_only_in_their_cores():
    raw = {name: yaml.safe_load(SUITES[name].read_text()) for name in RACES}
    for doc in raw.values():
        for key in ("name", "description", "resources"):
            doc.pop(key)
    assert raw["race-halfcheetah-2core"] == raw["race-halfcheetah-1core"]
