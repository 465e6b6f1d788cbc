"""``eval.every_seconds``: validated, carried into trials, bounded by the points a run keeps."""

from __future__ import annotations

from pathlib import Path

import pytest

from esbench.core.errors import ConfigErrors
from esbench.suite.load import expand, load_suite, validate_suite

SUITES = Path(__file__).parents[2] / "suites"


def suite(**eval_section):
    return {"name": "t", "seeds": [0], "budget": {"timesteps": 1000, "wall_clock_s": 600},
            "eval": {"every_timesteps": 500, **eval_section}, "envs": ["CartPole-v1"],
            "algorithms": [{"label": "A2C", "algo": "sb3_a2c"}]}  # fmt: skip


def errors(data) -> str:
    with pytest.raises(ConfigErrors) as info:
        validate_suite(data, "s.yaml", check_envs=False)
    return str(info.value)


def test_every_seconds_reaches_the_trials_and_stays_out_of_configs_without_it():
    (trial,) = expand(validate_suite(suite(every_seconds=10), check_envs=False))
    assert trial.eval.every_seconds == 10 and trial.to_config()["eval"]["every_seconds"] == 10
    (plain,) = expand(validate_suite(suite(), check_envs=False))
    assert plain.eval.every_seconds is None and "every_seconds" not in plain.to_config()["eval"]


@pytest.mark.parametrize("bad", [0, -5])
def test_every_seconds_must_be_positive(bad):
    text = errors(suite(every_seconds=bad))
    assert "eval.every_seconds" in text and "must be > 0" in text


def test_every_seconds_may_not_ask_for_more_evaluations_than_a_run_keeps_points():
    text = errors(suite(every_seconds=0.1))  # 600 s / 0.1 s = 6,000 evaluations > 2,000
    assert "eval.every_seconds" in text and "every_seconds >= 0.3" in text


def test_the_race_suites_evaluate_by_time():
    for name, every in (("race-halfcheetah", 10), ("race-halfcheetah-smoke", 2)):
        assert load_suite(SUITES / f"{name}.yaml", check_envs=False).eval.every_seconds == every
