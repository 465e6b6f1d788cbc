"""The metric contract, checked for every runner in the registry (runners added later are included),
through the public contract kit :mod:`esbench.testing` (the kit itself on broken runners:
``tests/testing/test_kit.py``).

Each run is tiny (a few hundred to a few thousand env steps). A runner whose defaults are too large
for that gets small-budget overrides in :data:`SMALL_PARAMS`.
"""

from __future__ import annotations

import pytest

from esbench.runners.registry import algo_names, get_runner
from esbench.testing import check_contract, check_deterministic, make_trial, run_trial

#: Small-budget params per algo (unknown algos run with ``{}``, i.e. their defaults).
SMALL_PARAMS: dict[str, dict] = {
    "sb3_a2c": {"n_steps": 8},
    "sb3_ppo": {"n_steps": 64, "batch_size": 32, "n_epochs": 2},
    "sb3_trpo": {"n_steps": 64, "batch_size": 32, "n_critic_updates": 2, "cg_max_steps": 5},
    "sb3_sac": {"learning_starts": 100, "batch_size": 32, "buffer_size": 1000},
    "sb3_td3": {"learning_starts": 100, "batch_size": 32, "buffer_size": 1000},
    "sb3_ars": {"n_delta": 2, "n_top": 1},
    "nevergrad": {"popsize": 6},
    "evotorch": {"popsize": 6},
    "openai_es": {"noise_table_size": 2**20, "population": 8, "backend": "serial"},
    "ga": {"offspring": 6, "parents": 2, "backend": "serial", "noise_table_size": 2**20},
}
#: Steps of one rollout / generation per (algo, max episode length): the most a run may overshoot.
MAX_OVERSHOOT = {
    "sb3_a2c": lambda ep_len: 8,
    "sb3_ppo": lambda ep_len: 64,
    "sb3_trpo": lambda ep_len: 64,
    "sb3_sac": lambda ep_len: 1,
    "sb3_td3": lambda ep_len: 1,
    "nevergrad": lambda ep_len: ep_len,  # one candidate (num_workers 1, one episode)
    "ga": lambda ep_len: 6 * ep_len,  # one generation of 6 offspring
}
#: Off-policy and ARS runners act on continuous actions only.
CONTINUOUS_ONLY = {"sb3_sac", "sb3_td3"}

ENVS = {"CartPole-v1": (600, 500), "Pendulum-v1": (400, 200)}  # budget, max episode length
CASES = [
    (algo, env)
    for algo in algo_names()
    for env in ENVS
    if env != "CartPole-v1" or algo not in CONTINUOUS_ONLY
]


@pytest.mark.parametrize(("algo", "env"), CASES)
def test_contract(algo: str, env: str):
    budget, ep_len = ENVS[env]
    runner_class = get_runner(algo)
    trial = make_trial(runner_class, env, budget, seed=0, params=SMALL_PARAMS.get(algo))
    writer, runner = run_trial(runner_class, trial)
    overshoot = MAX_OVERSHOOT[algo](ep_len) if algo in MAX_OVERSHOOT else None
    check_contract(writer, runner, trial, overshoot)
    assert "contract_violations" not in runner.info  # what esbench run records: nothing for a good run
    if env == "CartPole-v1":  # Pendulum's 200-step episodes may not finish
        assert writer.values("episodes")[-1] > 0


@pytest.mark.parametrize("algo", algo_names())
def test_same_trial_twice_gives_identical_metrics(algo: str):
    env = "Pendulum-v1" if algo in CONTINUOUS_ONLY else "CartPole-v1"
    runner_class = get_runner(algo)
    trial = make_trial(runner_class, env, 400, seed=3, params=SMALL_PARAMS.get(algo))
    first, _ = run_trial(runner_class, trial)
    second, _ = run_trial(runner_class, trial)
    assert first.metrics["eval.return_mean"] == second.metrics["eval.return_mean"]
    check_deterministic(first, second, algo)
