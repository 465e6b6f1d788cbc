"""The Genetic Algorithm (Such et al. 2017): its maths, its worker protocol, its contract and its
backends. Every test here fails on a named break:

- the genome maths: a rebuild that adds in another order or dtype, selection that drops ties' order or
  forgets the carried elites, a pack/unpack that loses a genome's boundary;
- by seeds against by θ: a worker that rebuilds another parent, another mutation, other episode
  seeds or other observation coins than the driver's candidates would get other returns;
- bytes: a GA whose workers were sent θ vectors would send as many bytes as ``transport: theta``;
- serial against Ray: a result that depended on which worker played it;
- check_runner: the runner contract, determinism and checkpoint/resume on exactly the same curve.
"""

from __future__ import annotations

import numpy as np
import pytest

from esbench.backends import WorkerSpec, make_backend
from esbench.core.config import Budget, EvalSpec, PolicySpec, Trial
from esbench.core.errors import ConfigErrors
from esbench.core.metrics import MemoryWriter
from esbench.core.params import from_dict
from esbench.es.noise import build_noise_table
from esbench.policies.mlp_rollout import MlpPolicyFactory
from esbench.runners.ga.genomes import mutate, offspring_draw, pack, rebuild, truncation_select, unpack
from esbench.runners.ga.params import GAParams
from esbench.runners.ga.requests import GenerationGenomes, OffspringRequest
from esbench.runners.ga.runner import GARunner, offspring_ranges
from esbench.runners.registry import get_runner
from esbench.testing import check_runner

SMALL = {"offspring": 6, "parents": 3, "elites": 1, "noise_table_size": 2**18, "sigma": 0.05}


def trial(params=None, timesteps=3000, seed=0, env="CartPole-v1") -> Trial:
    """A small GA trial."""
    return Trial(
        suite="t", label="GA", algo="ga", env=env, seed=seed, budget=Budget(timesteps=timesteps),
        eval=EvalSpec(every_timesteps=1000, episodes=2), policy=PolicySpec(hidden=(8,)),
        params={**SMALL, "backend": "serial", **(params or {})},
    )  # fmt: skip


def run(t: Trial) -> tuple[GARunner, MemoryWriter]:
    runner, writer = GARunner(), MemoryWriter()
    runner.run(t, writer)
    return runner, writer


def test_rebuild_is_the_chain_of_mutations_bit_for_bit():
    table = build_noise_table(10_000, 5)
    theta0 = np.linspace(-1, 1, 50, dtype=np.float32)
    genome = (17, 4_000, 123, 9_000)
    chained = theta0
    for index in genome:
        chained = mutate(chained, table, index, 0.02)
    rebuilt = rebuild(theta0, table, genome, 0.02)
    assert rebuilt.dtype == np.float32 and rebuilt.tobytes() == chained.tobytes()
    expected = theta0.astype(np.float64) + 0.02 * sum(table[i : i + 50].astype(np.float64) for i in genome)
    np.testing.assert_allclose(rebuilt, expected, atol=1e-5)
    assert rebuild(theta0, table, (), 0.02).tobytes() == theta0.tobytes()  # the empty genome is θ0


def test_offspring_draws_depend_on_seed_generation_and_index_only():
    a = [offspring_draw(7, 3, i, 5, 10_000, 50) for i in range(40)]
    assert a == [offspring_draw(7, 3, i, 5, 10_000, 50) for i in range(40)]
    assert a != [offspring_draw(7, 4, i, 5, 10_000, 50) for i in range(40)]
    assert {p for p, _ in a} == set(range(5))  # every survivor can breed
    assert all(0 <= index <= 10_000 - 50 for _, index in a)


def test_truncation_keeps_the_best_elites_first_on_ties_and_carries_elite_scores():
    parents, scores, elites, elite_scores = truncation_select(
        [(1,)], np.array([5.0]), [(1, 2), (3,), (4,), (5, 6)], np.array([5.0, 9.0, 1.0, 7.0]), 3, 2
    )
    assert parents == [(3,), (5, 6), (1,)]  # 9, 7, then the elite's 5 before the offspring's tied 5
    assert scores.tolist() == [9.0, 7.0, 5.0]
    assert elites == [(3,), (5, 6)] and elite_scores.tolist() == [9.0, 7.0]
    genomes = [(), (3,), (5, 6, 7), (1, 2)]
    assert unpack(*pack(genomes)) == genomes


def test_params_are_checked():
    with pytest.raises(ConfigErrors) as info:
        from_dict(GAParams, {"offspring": 4, "parents": 9, "elites": 10, "sigma": 0}, "params")
    text = str(info.value)
    assert "parents" in text and "elites" in text and "sigma" in text
    assert offspring_ranges(10, 3, None) == [(0, 4), (4, 8), (8, 10)]
    assert offspring_ranges(5, 1, 2) == [(0, 2), (2, 4), (4, 5)]


def test_by_seeds_has_the_returns_of_by_theta_at_a_fraction_of_the_bytes():
    params = {"calc_obstat_prob": 0.5, "episodes_per_eval": 2, "offspring_per_request": 2}
    seeds_run, by_seeds = run(trial(params))
    theta_run, by_theta = run(trial({**params, "transport": "theta"}))
    for name in ("eval.return_mean", "ga.elite_score", "ga.offspring_return_mean", "ga.genome_length"):
        assert by_seeds.values(name) == by_theta.values(name), name
        assert by_seeds.steps(name) == by_theta.steps(name), name
    assert by_seeds.values("ga.genome_length")[-1] >= 2  # several generations bred
    sent_seeds = by_seeds.values("ga.bytes_to_workers")
    sent_theta = by_theta.values("ga.bytes_to_workers")
    assert len(sent_seeds) == len(sent_theta) >= 3
    # 6 offspring x 2 episodes of θ (8 hidden units on CartPole: 58 parameters) against the survivors'
    # indices and one θ0: already smaller at this tiny policy, and independent of the offspring count.
    assert all(s < t for s, t in zip(sent_seeds, sent_theta, strict=True))
    assert seeds_run.info["transport_used"] == "seeds" and theta_run.info["transport_used"] == "theta"
    assert seeds_run.info["family"] == "ga"  # what the report selects by (report/families.py)


def test_a_request_is_the_same_on_any_worker_and_the_serial_backend_orders_results():
    table_size, factory = 2**16, MlpPolicyFactory(PolicySpec(hidden=(4,)))
    spec = WorkerSpec(env_id="CartPole-v1", policy_factory=factory, noise_size=table_size)
    backend = make_backend("serial", spec)
    try:
        dim = backend.worker.policy.num_params
        task = GenerationGenomes(
            run_seed=1, generation=2, theta0=np.zeros(dim, np.float32), parents=((5,), (9, 11)),
            sigma=0.1, first_candidate=0, episodes=1, obs_mean=None, obs_std=None, obstat_prob=0.0,
        )  # fmt: skip
        whole = backend.run_requests([OffspringRequest(2, 0, 4)], task)
        split = backend.run_requests([OffspringRequest(2, 2, 4), OffspringRequest(2, 0, 2)], task)
        assert [r.start for r in split.results] == [2, 0]  # request order
        merged = sorted(split.results, key=lambda r: r.start)
        assert np.concatenate([r.returns for r in merged]).tolist() == whole.results[0].returns.tolist()
        assert whole.bytes_to_workers > 0 and whole.bytes_from_workers > 0
        with pytest.raises(ValueError, match="generation 3"):
            backend.run_requests([OffspringRequest(3, 0, 1)], task)
    finally:
        backend.close()


def test_the_registry_and_the_contract_kit_take_the_ga():
    import esbench
    from esbench.backends import protocol

    assert get_runner("ga") is GARunner
    assert esbench.WorkerRequest is protocol.WorkerRequest and issubclass(
        OffspringRequest, esbench.WorkerRequest
    )
    check_runner(GARunner, params={**SMALL, "backend": "serial"}, budget=1500, max_overshoot=6 * 500)


@pytest.mark.ray
def test_ray_workers_give_the_serial_curve(ray_session):
    _, serial = run(trial({"calc_obstat_prob": 0.3}, timesteps=2000))
    runner, on_ray = run(trial({"calc_obstat_prob": 0.3, "backend": "ray", "workers": 2}, timesteps=2000))
    assert on_ray.values("eval.return_mean") == serial.values("eval.return_mean")
    assert on_ray.values("ga.elite_score") == serial.values("ga.elite_score")
    assert runner.info["transport"] == "ray" and runner.info["bytes_to_workers_total"] > 0
