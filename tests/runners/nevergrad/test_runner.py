"""Nevergrad runner: params validation, explicit CMA, candidate seeds, the sign flip, traffic metrics."""

from __future__ import annotations

import math
import subprocess
import sys

import numpy as np
import pytest

from esbench.backends import ThetaEvalResult, WorkerSpec, make_backend
from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.core.errors import ConfigErrors
from esbench.core.metrics import MemoryWriter
from esbench.core.params import field_docs, from_dict
from esbench.core.seeding import derive_seed
from esbench.policies.mlp_rollout import MlpPolicyFactory
from esbench.runners.nevergrad.rounds import evaluate_candidates, return_to_loss
from esbench.runners.nevergrad.runner import NevergradParams, NevergradRunner


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


class FakeBackend:
    """Stands in for the backend: records the episode seeds; return = θ[0] · 100, length 10.

    Reports θ's bytes plus 1 per episode sent and 16 per episode back as its traffic.
    """

    num_workers = 1

    def __init__(self):
        self.seeds: list[int] = []
        self.closed = False

    def evaluate_thetas(self, thetas, env_seeds):
        self.seeds.extend(int(s) for s in env_seeds)
        return ThetaEvalResult(
            returns=100.0 * thetas[:, 0].astype(np.float64),
            lengths=np.full(len(thetas), 10, dtype=np.int64),
            bytes_to_workers=int(thetas.nbytes) + len(thetas),
            bytes_from_workers=16 * len(thetas),
        )

    def close(self):
        self.closed = True


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


def test_candidates_get_distinct_derived_env_seeds_and_the_backend_traffic_is_logged():
    runner = NevergradRunner()
    fake = runner.backend = FakeBackend()
    writer = MemoryWriter()
    result = runner.run(trial(timesteps=200, seed=5, params={"episodes_per_eval": 2}), writer)
    n = len(fake.seeds) // 2
    assert n == 10 and result.timesteps == 200  # 10 candidates x 2 episodes x 10 steps
    assert fake.seeds == [derive_seed(5, "ng-candidate", i, k) for i in range(n) for k in range(2)]
    assert len(set(fake.seeds)) == 2 * n
    assert writer.values("ng.candidates")[-1] == n
    # what the backend measured, never an estimate: each episode ships the candidate's full θ
    assert writer.values("ng.bytes_to_workers")[-1] == 2 * n * (4610 * 4 + 1)
    assert writer.values("ng.bytes_from_workers")[-1] == 2 * n * 16
    assert not fake.closed and runner.backend is fake  # a backend set from outside is its maker's


def test_serial_backend_traffic_is_measured():
    runner = NevergradRunner()
    writer = MemoryWriter()
    runner.run(trial(timesteps=300, params={"episodes_per_eval": 2}, policy=PolicySpec(hidden=(4,))), writer)
    episodes = 2 * writer.values("ng.candidates")[-1]
    sent, received = writer.values("ng.bytes_to_workers")[-1], writer.values("ng.bytes_from_workers")[-1]
    assert sent > episodes * 26 * 4 and received > episodes * 2 * 8  # θ out, a return and a length back
    assert runner.info["cores"] == 1 and runner.backend is None  # the runner closed the backend it built


def test_optimizer_maximises_return():
    """Return = 100·θ[0]: with the sign flip right, CMA drives θ[0] up and best_loss = -max return."""
    runner = NevergradRunner()
    runner.backend = FakeBackend()
    writer = MemoryWriter()
    t = trial(timesteps=3000, params={"popsize": 10, "scale": 0.5}, policy=PolicySpec(hidden=(4,)))
    runner.run(t, writer)
    theta0 = runner.optimizer.parametrization.value[0]
    assert runner.optimizer.recommend().value[0] > theta0 + 1.0
    assert writer.values("ng.best_loss")[-1] == -max(writer.values("ng.pop_return_max"))
    assert writer.values("ng.pop_return_mean")[-1] > writer.values("ng.pop_return_mean")[0]


def test_candidate_evaluation_shapes_determinism_and_the_eval_actor():
    """Candidates on the serial backend: (candidates, episodes) results, deterministic, and each
    return equal to the eval actor's play of that θ (as the former in-process evaluator did)."""
    from esbench.envs import make_env
    from esbench.runners.evaluation import play_episode

    runner = NevergradRunner()
    runner.run(trial(timesteps=50), MemoryWriter())
    backend = make_backend(
        "serial", WorkerSpec(env_id="CartPole-v1", policy_factory=MlpPolicyFactory(PolicySpec()))
    )
    thetas = [np.zeros(4610, np.float32), np.full(4610, 0.01, np.float32)]
    seeds = [[1, 2, 3], [4, 5, 6]]
    first = evaluate_candidates(backend, thetas, seeds)
    second = evaluate_candidates(backend, thetas, seeds)
    backend.close()
    assert first[0].shape == first[1].shape == (2, 3)
    np.testing.assert_array_equal(first[0], second[0])
    assert (first[1] > 0).all() and first[2] > 6 * 4610 * 4 and first[3] > 0
    env = make_env("CartPole-v1")
    direct = [
        [play_episode(env, runner.policy.actor(t), s) for s in ss]
        for t, ss in zip(thetas, seeds, strict=True)
    ]
    env.close()
    np.testing.assert_array_equal(first[0], [[r for r, _ in row] for row in direct])
    np.testing.assert_array_equal(first[1], [[n for _, n in row] for row in direct])


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
    names = ("eval.return_mean", "train.return_mean", "ng.pop_return_mean", "timesteps")
    # the same messages either way, measured the same way: equal bytes
    for name in (*names, "ng.bytes_to_workers", "ng.bytes_from_workers"):
        assert pool_writer.metrics[name] == serial_writer.metrics[name], name
    # every candidate episode ships a full θ (26 float32 = 104 bytes) plus framing: the traffic grows
    # with θ's size per candidate, unlike the ES's scalars-only messages
    to_workers = pool_writer.values("ng.bytes_to_workers")
    candidates = pool_writer.values("ng.candidates")
    per_candidate = to_workers[-1] / candidates[-1]
    assert per_candidate >= 2 * 26 * 4
    assert pool_writer.values("ng.bytes_from_workers")[-1] > 0


def test_checking_a_cma_suite_does_not_import_nevergrad(tmp_path):
    """`esbench validate` of a CMA-ES suite leaves Nevergrad (seconds to import) to the trials; an
    optimizer name other than 'cma' is checked against its registry, so that one imports it."""
    script = (
        "import sys; from esbench.cli.main import main; code = main(['validate', sys.argv[1]]); "
        "print(code, 'nevergrad' in sys.modules)"
    )
    suite = "name: n\nseeds: [0]\nbudget: {timesteps: 100}\nenvs: [CartPole-v1]\n"
    suite += "algorithms: [{label: C, algo: nevergrad%s}]\n"
    for params, imported in (("", "False"), (", params: {optimizer: OnePlusOne}", "True")):
        path = tmp_path / "suite.yaml"
        path.write_text(suite % params)
        done = subprocess.run([sys.executable, "-c", script, str(path)], capture_output=True, text=True)
        assert done.stdout.split()[-2:] == ["0", imported], done.stdout + done.stderr
