"""``zero_policy``: an ask/tell run (Nevergrad, EvoTorch) starts at θ0 = 0, Nevergrad's own start (GoodAI's
Nevergrad runs), instead of the policy's init (the ES's θ0, the default); the objective plays the
suite's policy, ``discrete_output`` included."""

import numpy as np
import pytest

from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.core.errors import ConfigErrors
from esbench.core.metrics import MemoryWriter
from esbench.policies import theta_digest
from esbench.runners.nevergrad.runner import NevergradParams, NevergradRunner
from esbench.runners.objective import Objective
from esbench.suite.load import validate_suite

POLICY = PolicySpec(hidden=(4,), discrete_output=6)


def _trial(**params) -> Trial:
    return Trial(
        suite="t", label="ng", algo="nevergrad", env="Pendulum-v1", seed=3, budget=Budget(timesteps=400),
        eval=EvalSpec(every_timesteps=400, episodes=1), policy=POLICY, params=params,
    )  # fmt: skip


@pytest.mark.parametrize("zero", [False, True])
def test_the_run_starts_at_zero_only_with_zero_policy(zero):
    runner = NevergradRunner()
    runner.run(_trial(zero_policy=zero, popsize=4), MemoryWriter())
    objective = Objective(_trial(), NevergradParams())
    zeros = np.zeros(objective.num_params, np.float32)
    expected = zeros if zero else objective.theta0
    assert runner.info["theta0_sha256"] == theta_digest(expected)
    assert zero or np.abs(objective.theta0).max() > 0


def test_the_objective_plays_the_discretised_output():
    objective = Objective(_trial(), NevergradParams(zero_policy=True))
    assert objective.policy.mlp.head.levels == 6
    np.testing.assert_array_equal(objective.theta0, 0)
    objective.close()


def test_zero_policy_contradicts_init_shared():
    suite = {
        "name": "t", "seeds": [0], "budget": {"timesteps": 1000}, "init": "shared", "envs": ["Pendulum-v1"],
        "algorithms": [{"label": "NG", "algo": "nevergrad", "params": {"zero_policy": True}}],
    }  # fmt: skip
    with pytest.raises(ConfigErrors) as err:
        validate_suite(suite)
    [(path, problem)] = [(e.path, e.problem) for e in err.value.errors]
    assert path == "algorithms[0].params.zero_policy" and "init: shared" in problem
