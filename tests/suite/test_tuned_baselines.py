"""Every shipped comparison gives its SB3 baselines their published tuned settings: rl-baselines3-zoo's
(``hyperparams: rl-zoo``) in every suite whose name does not say "defaults", and Atari's A2C and PPO
trained as the zoo trains them (its wrapper behaviour, NatureCNN, schedules and optimizer)."""

from __future__ import annotations

import pytest

from esbench.runners.sb3.rl_zoo import ZOO_FILES
from esbench.suite.load import expand, load_suite
from esbench.suite.shipped import shipped_suites

SUITES = shipped_suites()
#: Algorithms rl-zoo tunes (TRPO, A2C, PPO, SAC, TD3, ARS).
TUNED = frozenset(ZOO_FILES)


def _trials(name: str):
    return expand(load_suite(SUITES[name]))


@pytest.mark.parametrize("name", sorted(SUITES))
def test_no_shipped_suite_runs_a_baseline_on_defaults_unless_its_name_says_so(name):
    """Each SB3 trial of a shipped suite resolves with rl-zoo's values (its record names the zoo
    entry), unless the suite's name and description say "defaults". A suite switched back to SB3's
    defaults (an entry without hyperparams: rl-zoo) fails it."""
    suite = load_suite(SUITES[name])
    if "defaults" in suite.name:
        assert "defaults" in suite.description, "a defaults suite says so in its description too"
        return
    for trial in expand(suite):
        if trial.algo not in TUNED:
            continue
        assert trial.params["hyperparams"] == "rl-zoo", (
            f"{name}: {trial.label} on {trial.env} runs on defaults"
        )
        assert trial.params["zoo"]["key"], f"{name}: {trial.label} on {trial.env} has no zoo entry"


def test_the_comparison_suites_have_sb3_baselines_to_check():
    """The rule above is not vacuous: the suites the issue names hold TRPO, A2C or PPO trials."""
    for name in (
        "mujoco", "pybullet", "atari", "frameskip", "table1", "race-halfcheetah", "quickstart",
        "race-halfcheetah-2core", "race-halfcheetah-1core",
    ):  # fmt: skip
        assert {t.algo for t in _trials(name)} & {"sb3_trpo", "sb3_a2c", "sb3_ppo"}, name


def test_a_stand_in_entry_is_only_where_the_zoo_has_none_and_is_recorded():
    """mujoco.yaml's InvertedPendulum envs: TRPO, A2C, SAC, TD3 and ARS name the zoo's Hopper-v4 entry
    (recorded as stands_in_for); PPO keeps its own tuned InvertedPendulum-v2 entry."""
    for trial in _trials("mujoco"):
        zoo = trial.params.get("zoo")
        if zoo is None:
            continue
        if trial.env.startswith("Inverted") and trial.algo != "sb3_ppo":
            assert zoo["key"] == "Hopper-v4" and zoo["stands_in_for"] == trial.env
        else:
            assert "stands_in_for" not in zoo, (trial.label, trial.env)
        if trial.algo == "sb3_ppo" and trial.env.startswith("Inverted"):
            assert zoo["key"].endswith("-v2")


@pytest.mark.parametrize("name", ["atari", "frameskip", "atari-smoke", "frameskip-smoke"])
def test_atari_a2c_and_ppo_store_the_zoos_training(name):
    """The stored params of every Atari A2C and PPO trial: the zoo's AtariWrapper behaviour, SB3's
    NatureCNN (network: sb3), PPO's linear schedules, A2C's RMSpropTFLike; the ES keeps the paper's
    A3C CNN with virtual batch norm."""
    trials = _trials(name)
    for trial in trials:
        if trial.algo == "openai_es":
            assert trial.policy.type == "cnn" and trial.policy.cnn_arch == "a3c" and trial.policy.vbn
            continue
        params = trial.params
        assert params["atari_wrapper"] is True and params["network"] == "sb3", (name, trial.label)
        assert params["zoo"]["key"] == "atari"
        if trial.algo == "sb3_ppo":
            assert (params["learning_rate"], params["clip_range"]) == ("lin_2.5e-4", "lin_0.1")
        if trial.algo == "sb3_a2c":
            assert params["policy_kwargs"]["optimizer_class"] == "RMSpropTFLike"
    assert {t.algo for t in trials} >= {"openai_es", "sb3_a2c"}
