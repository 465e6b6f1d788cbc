"""What keeps ``esbench tune`` from crippling an algorithm (issue 48): the suite's own params as the
first trial and the noise check against them, the budget check, default spaces centred on the suite.

The end-to-end case is the issue's: the ES at 4,000 steps, 3 trials, a space on the reference code's
scale (σ 0.015-0.056, lr 0.005-0.04, population 16-128) far from the suite's working settings (σ 0.1,
lr 0.1, population 16). Whatever the trials score, no sampled configuration may replace the
suite's params unless it beats them by more than the eval noise; a population whose generation is
too big for 4,000 steps is pruned before it runs. The rest are unit tests with hand-made values.
"""

from __future__ import annotations

import json
import math

import pytest
import yaml

from esbench.cli.main import main
from esbench.suite.load import validate_suite
from esbench.suite.model import AlgorithmEntry
from esbench.suite.tune_budget import MIN_UPDATES, episode_steps, trial_updates
from esbench.suite.tune_section import Dimension, centred_space
from esbench.tune.noise import noise_check, run_se, trial_se

optuna = pytest.importorskip("optuna")

ES_PARAMS = {"population": 16, "sigma": 0.1, "learning_rate": 0.1, "backend": "serial",
             "noise_table_size": 100_000}  # fmt: skip
ISSUE_SUITE = {
    "name": "tune-es",
    "seeds": [0],
    "budget": {"timesteps": 50_000},
    "eval": {"episodes": 5},
    "envs": ["CartPole-v1"],
    "algorithms": [{"label": "ES", "algo": "openai_es", "params": ES_PARAMS}],
    "tune": {
        "trials": 3,
        "timesteps": 4000,
        "seeds": [100],
        "space": {"ES": {"sigma": {"log_uniform": [0.015, 0.056]},
                         "learning_rate": {"log_uniform": [0.005, 0.04]},
                         "population": {"choice": [16, 32, 64, 128]}}},
    },
}  # fmt: skip


def test_a_search_that_cannot_beat_the_suite_keeps_its_es_params_with_a_warning(tmp_path, capsys):
    suite = tmp_path / "suite.yaml"
    suite.write_text(yaml.safe_dump(ISSUE_SUITE, sort_keys=False))
    results = tmp_path / "results"
    assert main(["tune", str(suite), "--results", str(results)]) == 0
    out, err = capsys.readouterr()
    warnings = [line for line in err.splitlines() if line.startswith("warning: ES on CartPole-v1:")]
    assert len(warnings) == 1, err
    assert "tuned.yaml keeps the suite's params" in warnings[0]
    tuned = yaml.safe_load((results / "tuned.yaml").read_text())
    assert tuned["algorithms"][0]["params"] == ES_PARAMS  # not population 128 and σ 0.0145
    (study,) = json.loads((results / "tune_summary.json").read_text())["studies"]
    assert study["keep_suite_params"] and study["check"] == warnings[0]
    first = study["history"][0]
    assert study["baseline_value"] == first["value"] and first["state"] == "COMPLETE"
    assert "trial 1/3 (the suite's own params)" in out and "'population': 16" in out
    # The space was widened to hold the suite's σ and lr (0.1), so the first trial is a point of it.
    stored = optuna.load_study(
        study_name="tune-es:ES:CartPole-v1", storage=f"sqlite:///{results / 'tune.db'}"
    )
    baseline = next(t for t in stored.trials if t.user_attrs.get("baseline"))
    assert baseline.params == {"sigma": 0.1, "learning_rate": 0.1, "population": 16}
    # Every trial is counted: complete, or pruned (before running when its generation is too big).
    assert study["complete"] + study["pruned"] + study["failed"] == 3
    for t in stored.trials:
        if t.user_attrs.get("budget"):
            assert t.params["population"] >= 32 and t.state.name == "PRUNED"
            assert f"fewer than {MIN_UPDATES}" in t.user_attrs["budget"]
            assert "pruned before running" in out


# -- the noise check -------------------------------------------------------------------------------


def _trial(index: int, value: float, se: float, baseline: bool = False) -> dict:
    return {"trial": index, "value": value, "se": se, "baseline": baseline}


def test_a_clear_winner_is_written():
    trials = [_trial(0, 20.0, 1.0, True), _trial(1, 21.0, 1.0), _trial(2, 100.0, 1.0), _trial(3, 22.0, 1.0)]
    check = noise_check(trials, "ES", "Env-v0")
    assert not check["keep_suite_params"] and check["check"] is None
    assert check["baseline_value"] == 20.0 and check["noise"] == pytest.approx(2 * math.sqrt(2))


def test_a_best_within_the_noise_of_the_suite_keeps_the_suite():
    # 26 beats the median (21) by 5 > 2.83, but the suite's own params (23) by 3 < 2 * sqrt(2 * 1.5²).
    trials = [_trial(0, 23.0, 1.5, True), _trial(1, 21.0, 1.0), _trial(2, 26.0, 1.5), _trial(3, 20.0, 1.0)]
    check = noise_check(trials, "ES", "Env-v0")
    assert check["keep_suite_params"] and check["check"].startswith("warning: ES on Env-v0: the best trial")
    assert "the suite's own params 23" in check["check"] and "median" not in check["check"]


def test_a_flat_study_keeps_the_suite_and_says_it_could_not_tell_them_apart():
    trials = [_trial(0, 11.2, 1.0, True), _trial(1, 10.8, 1.0), _trial(2, 11.4, 1.0)]
    check = noise_check(trials, "ES", "CartPole-v1")
    assert check["keep_suite_params"] and check["check"].startswith("warning: ES on CartPole-v1:")
    assert "the median 11.2" in check["check"] and "the suite's own params 11.2" in check["check"]
    # The suite's own params best: kept, said as well.
    best_is_suite = noise_check([_trial(0, 50.0, 1.0, True), _trial(1, 10.0, 1.0)], "ES", "E")
    assert (
        best_is_suite["keep_suite_params"]
        and "no trial beat the suite's own params" in best_is_suite["check"]
    )
    # No suite trial completed (it failed): only the median counts.
    alone = noise_check([_trial(1, 10.0, 1.0), _trial(2, 30.0, 1.0), _trial(3, 11.0, 1.0)], "ES", "E")
    assert not alone["keep_suite_params"] and alone["baseline_value"] is None


def test_the_noise_is_measured_from_the_eval_episodes_and_the_seeds(tmp_path):
    steps = [0, 100, 200]
    metrics = {"eval.return_std": {"steps": steps, "values": [4.0, 6.0, 8.0]}}
    (tmp_path / "metrics.json").write_text(json.dumps(metrics))
    assert run_se("final_return", tmp_path, 16) == pytest.approx(8.0 / 4)
    assert run_se("auc", tmp_path, 16) == pytest.approx(math.sqrt((16 + 36 + 64) / 3 / 16 / 3))
    assert run_se("final_return", tmp_path / "missing", 16) == 0.0
    assert trial_se([10.0], [2.0]) == pytest.approx(2.0)
    # Two seeds: the larger of the episodes' error and the seeds' spread.
    assert trial_se([10.0, 30.0], [1.0, 1.0]) == pytest.approx(math.sqrt(200) / math.sqrt(2))
    assert trial_se([10.0, 10.5], [4.0, 4.0]) == pytest.approx(math.sqrt(32) / 2)


# -- the budget check ------------------------------------------------------------------------------


def _tune_suite(algorithms: list, space: dict, timesteps: int) -> dict:
    return {**ISSUE_SUITE, "algorithms": algorithms,
            "tune": {"trials": 3, "timesteps": timesteps, "seeds": [100], "space": space}}  # fmt: skip


@pytest.mark.parametrize(
    ("algorithms", "space", "said"),
    [
        (
            [{"label": "ES", "algo": "openai_es", "params": {**ES_PARAMS, "population": 64}}],
            {"ES": {"sigma": {"log_uniform": [0.01, 0.1]}}},
            "completes 5 generations in 4,000 steps",
        ),
        (
            [{"label": "PPO", "algo": "sb3_ppo", "params": {"batch_size": 64}}],
            {"PPO": {"n_steps": {"choice": [1024, 2048]}}},
            "completes 5 rollouts in 4,000 steps",
        ),
    ],
)
def test_a_space_that_cannot_complete_5_updates_is_refused_at_validation(tmp_path, capsys, algorithms, space,
                                                                        said):  # fmt: skip
    suite = tmp_path / "suite.yaml"
    suite.write_text(yaml.safe_dump(_tune_suite(algorithms, space, 4000), sort_keys=False))
    assert main(["validate", str(suite)]) == 2
    err = capsys.readouterr().err
    assert "tune.timesteps: " in err and "no configuration of its search space" in err and said in err, err
    assert "Traceback" not in err
    # A space with room somewhere validates; its too-big configurations are pruned when sampled.
    label = algorithms[0]["label"]
    roomy = {label: {**space[label], **({"population": {"choice": [8, 64]}} if label == "ES" else
                                       {"n_steps": {"choice": [64, 2048]}})}}  # fmt: skip
    suite.write_text(yaml.safe_dump(_tune_suite(algorithms, roomy, 4000), sort_keys=False))
    assert main(["validate", str(suite)]) == 0, capsys.readouterr().err


def test_a_sampled_configuration_too_big_for_the_budget_is_refused_with_its_updates():
    from esbench.suite.load import expand

    data = _tune_suite([{"label": "ES", "algo": "openai_es", "params": ES_PARAMS}], {}, 4000)
    trial = expand(validate_suite({**data, "budget": {"timesteps": 4000}}, "s.yaml"))[0]
    length = episode_steps("CartPole-v1")
    assert 5 < length < 50 and episode_steps("CartPole-v1") == length  # random actions: short, the same
    assert trial_updates(trial, 4000) is None  # population 16: 4,000 / (32 x length) >= 5 generations
    big = trial.__class__.from_config({**trial.to_config(), "params": {**trial.params, "population": 128}})
    n, why = trial_updates(big, 4000)
    assert n == pytest.approx(4000 / (256 * length)) and n < 1
    assert why.startswith(f"completes about {n:.2g} generations in 4,000 steps, fewer than 5")


# -- default spaces ----------------------------------------------------------------------------------


def test_default_spaces_are_centred_on_the_suites_values():
    es = centred_space(AlgorithmEntry(label="ES", algo="openai_es", params=ES_PARAMS))
    low, high = es["sigma"]["log_uniform"]
    assert low < 0.1 < high and math.isclose(math.sqrt(low * high), 0.1, rel_tol=0.01)
    low, high = es["learning_rate"]["log_uniform"]
    assert math.isclose(math.sqrt(low * high), 0.1, rel_tol=0.01)
    assert es["population"] == {"choice": [4, 8, 16, 32, 64]}
    ppo = centred_space(AlgorithmEntry(label="PPO", algo="sb3_ppo", params={"n_steps": 32, "gamma": 0.97}))
    assert ppo["n_steps"] == {"choice": [8, 16, 32, 64]}
    assert ppo["gamma"] == {"choice": [0.9, 0.95, 0.98, 0.99, 0.995, 0.999, 0.9999]}  # a menu: not moved
    plain = centred_space(AlgorithmEntry(label="ES", algo="openai_es", params={}))
    assert plain["population"] == {"choice": [16, 32, 64, 128, 256]}  # no suite value: the default


def test_a_dimension_widens_to_hold_the_suites_value():
    rate = Dimension("sigma", "log_uniform", (0.015, 0.056))
    assert rate.including(0.1).values == (0.015, 0.1) and rate.including(0.02) is rate
    assert rate.including("lin_0.1") is rate and rate.including(-1.0) is rate
    pop = Dimension("population", "choice", (16, 32))
    assert pop.including(8).values == (16, 32, 8) and pop.including(16) is pop
    assert pop.including(8).holds(8) and not pop.holds(True)
