"""The metric contract, checked for every runner in the registry (runners added later are included),
through the public contract kit :mod:`esbench.testing`; and the kit itself on broken runners.

Each run is tiny (a few hundred to a few thousand env steps). A runner whose defaults are too large
for that gets small-budget overrides in :data:`SMALL_PARAMS`.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from esbench import FunctionActor, Runner, field
from esbench.runners.registry import algo_names, get_runner
from esbench.testing import check_contract, check_deterministic, check_runner, make_trial, run_trial

#: Small-budget params per algo (unknown algos run with ``{}``, i.e. their defaults).
SMALL_PARAMS: dict[str, dict] = {
    "sb3_a2c": {"n_steps": 8},
    "sb3_ppo": {"n_steps": 64, "batch_size": 32, "n_epochs": 2},
    "sb3_trpo": {"n_steps": 64, "batch_size": 32, "n_critic_updates": 2, "cg_max_steps": 5},
    "sb3_sac": {"learning_starts": 100, "batch_size": 32, "buffer_size": 1000},
    "sb3_td3": {"learning_starts": 100, "batch_size": 32, "buffer_size": 1000},
    "sb3_ars": {"n_delta": 2, "n_top": 1},
    "nevergrad": {"popsize": 6},
    "openai_es": {"noise_table_size": 2**20, "population": 8, "backend": "serial"},
}
#: Steps of one rollout / generation per (algo, max episode length): the most a run may overshoot.
MAX_OVERSHOOT = {
    "sb3_a2c": lambda ep_len: 8,
    "sb3_ppo": lambda ep_len: 64,
    "sb3_trpo": lambda ep_len: 64,
    "sb3_sac": lambda ep_len: 1,
    "sb3_td3": lambda ep_len: 1,
    "nevergrad": lambda ep_len: ep_len,  # one candidate (num_workers 1, one episode)
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


# -- the kit on broken runners --------------------------------------------------------------------


@dataclasses.dataclass(frozen=True, kw_only=True)
class RandomParams:
    """Params of the test runners."""

    episode_steps: int = field(50, doc="Steps counted per training step.")


class RandomRunner(Runner):
    """A fine runner: a fixed random linear policy, seeded from the trial; counts steps honestly."""

    algo = "test_random"
    Params = RandomParams
    extra_steps = 0  # steps it trains after logger.done (a budget-ignoring runner)
    evaluate_first = True  # logs the initial policy at step 0
    seeded = True
    extras: dict = {}  # noqa: RUF012 (extras logged with every training point)

    def train(self, trial, params, logger):
        rng = np.random.default_rng(trial.seed if self.seeded else None)
        self.weight = rng.normal(size=4)
        self.info["num_params"] = 4
        if self.evaluate_first:
            logger.step()
        while not logger.done:
            logger.add_steps(params.episode_steps)
            logger.add_episodes([float(rng.normal())])
            logger.step(dict(self.extras))
        for _ in range(self.extra_steps):
            logger.add_steps(params.episode_steps)
            logger.add_episodes([float(rng.normal())])
            logger.step()
        return logger.finish()

    def actor(self):
        return FunctionActor(lambda obs: int(np.dot(self.weight, obs) > 0))


class IgnoresBudget(RandomRunner):
    """Trains on after the budget."""

    extra_steps = 3


class NoEval(RandomRunner):
    """Never logs its initial policy."""

    evaluate_first = False


class BadPlugin(RandomRunner):
    """A plugin that skips the step-0 evaluation and logs an extra metric without the ``x.`` prefix."""

    evaluate_first = False
    extras = {"loss": 1.0}  # noqa: RUF012


class NonDeterministic(RandomRunner):
    """Draws its policy from an unseeded generator."""

    seeded = False


@dataclasses.dataclass(frozen=True, kw_only=True)
class UndocumentedParams:
    """A param without a doc."""

    rate: float = 0.1


class Undocumented(RandomRunner):
    """Its params lack docs."""

    Params = UndocumentedParams


def test_check_runner_passes_a_correct_runner():
    writer = check_runner(RandomRunner, budget=200)
    assert writer.values("timesteps")[-1] == 200


@pytest.mark.parametrize(
    ("runner_class", "message"),
    [
        (IgnoresBudget, "ignored the budget"),
        (NoEval, "evaluated at step 0"),
        (NonDeterministic, "same seed"),
        (Undocumented, "params without a doc: rate"),
        (dict, "not a subclass of esbench.Runner"),
    ],
)
def test_check_runner_fails_clearly(runner_class, message):
    with pytest.raises(AssertionError, match=message):
        check_runner(runner_class, budget=200)


def test_esbench_run_and_check_runner_flag_the_same_bad_plugin():
    # check_runner raises; Runner.run (what esbench run runs) records the same violations on the run
    with pytest.raises(AssertionError) as raised:
        check_runner(BadPlugin, budget=200, deterministic=False)
    _, runner = run_trial(BadPlugin, make_trial(BadPlugin, budget=200))
    recorded = runner.info["contract_violations"]
    assert "; ".join(recorded) == str(raised.value)
    assert any("step 0" in v for v in recorded) and any("'loss' lacks a prefix" in v for v in recorded)
