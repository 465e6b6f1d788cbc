"""Nevergrad runner: params validation, explicit CMA, candidate seeds, the sign flip, traffic metrics."""

from __future__ import annotations

import math

import numpy as np
import pytest

from esbench.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.errors import ConfigErrors
from esbench.metrics import MemoryWriter
from esbench.params import field_docs, from_dict
from esbench.runners.nevergrad import (
    NevergradParams,
    NevergradRunner,
    SerialEvaluator,
    return_to_loss,
)
from esbench.seeding import derive_seed


def trial(timesteps=2000, seed=0, params=None, policy=None) -> Trial:
    """A small CartPole trial for the Nevergrad runner."""
    return Trial(
        suite="t",
        label="nevergrad",
        algo="nevergrad",
        env="CartPole-v1",
        seed=seed,
        budget=Budget(timesteps=timesteps),
        eval=EvalSpec(every_timesteps=timesteps, episodes=1),
        policy=policy or PolicySpec(),
        params=params or {},
    )


def errors(data) -> str:
    """The message of the ConfigErrors raised for these params."""
    with pytest.raises(ConfigErrors) as info:
        from_dict(NevergradParams, data, "params")
    return str(info.value)


class FakeEvaluator:
    """Stands in for the candidate evaluator: records the seeds; return = θ[0] · 100, length 10."""

    def __init__(self):
        self.seeds: list[list[int]] = []

    def __call__(self, thetas, seeds):
        self.seeds.extend(list(s) for s in seeds)
        returns = np.array([[100.0 * float(t[0])] * len(s) for t, s in zip(thetas, seeds, strict=True)])
        return returns, np.full(returns.shape, 10, dtype=np.int64)


def test_params_docs_and_validation():
    assert all(field_docs(NevergradParams).values())
    assert from_dict(NevergradParams, {"optimizer": "OnePlusOne"}).optimizer == "OnePlusOne"
    message = errors({"optimizer": "cmaa"})
    assert "params.optimizer: unknown Nevergrad optimizer 'cmaa'" in message
    assert "did you mean 'cma'" in message
    assert "'NGOpt'" in errors({"optimizer": "NGOpy"})
    assert "params.popsize: applies to optimizer 'cma' only" in errors(
        {"optimizer": "OnePlusOne", "popsize": 10}
    )
    assert "params.scale: must be > 0" in errors({"scale": 0.0})
    assert "params.episodes_per_eval: must be > 0" in errors({"episodes_per_eval": 0})
    assert "fcmaes does not support diagonal" in errors({"fcmaes": True, "diagonal": True})


def test_return_to_loss_is_the_sign_flip():
    assert return_to_loss(5.0) == -5.0
    assert return_to_loss(np.float32(-2.5)) == 2.5


def test_cma_is_built_explicitly_and_recorded():
    runner = NevergradRunner()
    runner.run(trial(timesteps=300), MemoryWriter())
    d = runner.info["num_params"]
    assert d == 4610
    assert type(runner.optimizer).__name__ == "_CMA"  # ParametrizedCMA's optimizer, not MetaCMA
    assert runner.info["popsize"] == 4 + math.floor(3 * math.log(d)) == runner.optimizer.es.popsize
    assert runner.info["diagonal"] is True  # d > 1000
    assert runner.optimizer.es.opts["CMA_diagonal"] is True
    assert "ParametrizedCMA(" in runner.info["optimizer"] and "popsize=29" in runner.info["optimizer"]
    assert "scale=0.1" in runner.info["optimizer"]


def test_small_policy_gets_full_cma_and_explicit_settings():
    runner = NevergradRunner()
    params = {"popsize": 8, "scale": 0.5, "elitist": True}
    runner.run(trial(timesteps=200, params=params, policy=PolicySpec(hidden=(4,))), MemoryWriter())
    assert runner.info["num_params"] == 4 * 4 + 4 + 4 * 2 + 2
    assert runner.info["diagonal"] is False and runner.optimizer.es.opts["CMA_diagonal"] is False
    assert runner.optimizer.es.popsize == runner.info["popsize"] == 8
    assert runner.optimizer.es.sigma0 == 0.5


def test_other_registry_optimizer_runs():
    runner = NevergradRunner()
    writer = MemoryWriter()
    runner.run(trial(timesteps=300, params={"optimizer": "OnePlusOne"}), writer)
    assert "OnePlusOne" in runner.info["optimizer"]
    assert "popsize" not in runner.info
    assert writer.values("ng.candidates")[-1] > 0


def test_candidates_get_distinct_derived_env_seeds_and_traffic_is_counted():
    runner = NevergradRunner()
    fake = runner.evaluate_candidates = FakeEvaluator()
    writer = MemoryWriter()
    result = runner.run(trial(timesteps=200, seed=5, params={"episodes_per_eval": 2}), writer)
    n = len(fake.seeds)
    assert n == 10 and result.timesteps == 200  # 10 candidates x 2 episodes x 10 steps
    assert fake.seeds == [[derive_seed(5, "ng-candidate", i, k) for k in range(2)] for i in range(n)]
    assert len({s for pair in fake.seeds for s in pair}) == 2 * n
    assert writer.values("ng.candidates")[-1] == n
    assert writer.values("ng.bytes_to_workers")[-1] == n * (4610 * 4 + 2 * 8)
    assert writer.values("ng.bytes_from_workers")[-1] == n * 2 * 2 * 8


def test_optimizer_maximises_return():
    """Return = 100·θ[0]: with the sign flip right, CMA drives θ[0] up and best_loss = -max return."""
    runner = NevergradRunner()
    runner.evaluate_candidates = FakeEvaluator()
    writer = MemoryWriter()
    t = trial(timesteps=3000, params={"popsize": 10, "scale": 0.5}, policy=PolicySpec(hidden=(4,)))
    runner.run(t, writer)
    theta0 = runner.optimizer.parametrization.value[0]
    assert runner.optimizer.recommend().value[0] > theta0 + 1.0
    assert writer.values("ng.best_loss")[-1] == -max(writer.values("ng.pop_return_max"))
    assert writer.values("ng.pop_return_mean")[-1] > writer.values("ng.pop_return_mean")[0]


def test_serial_evaluator_shapes_and_determinism():
    runner = NevergradRunner()
    runner.run(trial(timesteps=50), MemoryWriter())
    evaluator = SerialEvaluator("CartPole-v1", runner.policy)
    thetas = [np.zeros(4610, np.float32), np.full(4610, 0.01, np.float32)]
    first = evaluator(thetas, [[1, 2, 3], [4, 5, 6]])
    second = evaluator(thetas, [[1, 2, 3], [4, 5, 6]])
    evaluator.close()
    assert first[0].shape == first[1].shape == (2, 3)
    np.testing.assert_array_equal(first[0], second[0])
    assert (first[1] > 0).all()


def test_eval_plays_the_distribution_mean_by_default():
    from esbench.policies import build_policy

    small = PolicySpec(hidden=(4,))
    runner = NevergradRunner()
    runner.run(trial(timesteps=300, params={"popsize": 6}, policy=small), MemoryWriter())
    es = runner.optimizer.es
    assert es.countiter >= 1
    expected = runner.optimizer.parametrization.spawn_child().set_standardized_data(es.mean).value
    np.testing.assert_allclose(runner.evaluated_theta(), expected)
    assert not np.allclose(runner.evaluated_theta(), runner.optimizer.recommend().value)

    # before any generation the mean is the initial θ, the same θ the ES starts from
    fresh = NevergradRunner()
    fresh.run(trial(timesteps=1, params={"popsize": 6}, policy=small), MemoryWriter())
    import gymnasium as gym

    env = gym.make("CartPole-v1")
    theta0 = build_policy(small, env.observation_space, env.action_space).init_params(
        derive_seed(0, "policy-init")
    )
    # one candidate of a 6-candidate generation: the mean has not moved yet
    np.testing.assert_allclose(fresh.evaluated_theta(), theta0, atol=1e-6)

    legacy = NevergradRunner()
    legacy.run(
        trial(timesteps=300, params={"popsize": 6, "recommendation": "optimizer"}, policy=small),
        MemoryWriter(),
    )
    np.testing.assert_allclose(legacy.evaluated_theta(), legacy.optimizer.recommend().value)


@pytest.mark.ray
def test_ray_pool_gives_the_serial_curve_and_measures_full_vector_traffic(ray_session):
    small = PolicySpec(hidden=(4,))
    params = {"popsize": 6, "num_workers": 6, "episodes_per_eval": 2}
    serial_writer, pool_writer = MemoryWriter(), MemoryWriter()
    NevergradRunner().run(trial(timesteps=1500, params=params, policy=small), serial_writer)
    pooled = NevergradRunner()
    pooled.run(
        trial(timesteps=1500, params={**params, "backend": "ray", "workers": 2}, policy=small), pool_writer
    )
    assert pooled.info["cores"] == 2
    for name in ("eval.return_mean", "train.return_mean", "ng.pop_return_mean", "timesteps"):
        assert pool_writer.metrics[name] == serial_writer.metrics[name], name
    # every candidate episode ships a full θ (26 float32 = 104 bytes) plus framing: the traffic grows
    # with θ's size per candidate, unlike the ES's scalars-only messages
    to_workers = pool_writer.values("ng.bytes_to_workers")
    candidates = pool_writer.values("ng.candidates")
    per_candidate = to_workers[-1] / candidates[-1]
    assert per_candidate >= 2 * 26 * 4
    assert pool_writer.values("ng.bytes_from_workers")[-1] > 0
