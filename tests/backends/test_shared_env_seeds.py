"""``pair_env_seeds: shared`` (GoodAI's common random numbers): both halves of a mirrored pair play the
same env seeds; ``separate`` (the default, the reference) gives each half its own."""

import dataclasses

import numpy as np
import pytest
from gentask import generation_task

from esbench.backends import make_backend
from esbench.backends.base import WorkerSpec
from esbench.core.config import PolicySpec
from esbench.es.sampling import pair_draws
from esbench.policies.mlp_rollout import MlpPolicyFactory
from esbench.runners.openai_es.generation import run_generation
from esbench.runners.openai_es.params import OpenAIESParams

#: Pendulum's reset draws its start from the seed, so a return tells seeds apart.
SPEC = WorkerSpec(
    env_id="Pendulum-v1",
    policy_factory=MlpPolicyFactory(PolicySpec(hidden=(4,))),
    noise_size=2**12,
    noise_seed=1,
)


def _draws(shared, episodes=3):
    return [
        pair_draws(
            5,
            2,
            pair,
            table_size=2**12,
            dim=30,
            episodes_per_pair=episodes,
            calc_obstat_prob=0.5,
            shared_env_seeds=shared,
        )
        for pair in range(4)
    ]


def test_pair_draws_share_seeds_only_when_asked_and_change_nothing_else():
    separate, shared = _draws(False), _draws(True)
    for a, b in zip(separate, shared, strict=True):
        assert (a.env_seeds[0] != a.env_seeds[1]).all()  # the reference: a seed per half
        np.testing.assert_array_equal(b.env_seeds[0], b.env_seeds[1])
        np.testing.assert_array_equal(b.env_seeds[0], a.env_seeds[0])  # the +ε half's seeds
        assert a.noise_index == b.noise_index
        np.testing.assert_array_equal(a.sample_obs, b.sample_obs)
        np.testing.assert_array_equal(a.noise_seeds, b.noise_seeds)


#: Hopper-v5 runs on esbench's batched MuJoCo simulator (many episodes in one batch).
BATCHED = dataclasses.replace(SPEC, env_id="Hopper-v5")


def _halves(backend, shared, spec=SPEC):
    """Returns of both halves at σ 0 and no action noise: equal exactly when their env seeds are."""
    worker = make_backend("serial", spec).worker
    theta = worker.policy.init_params(0)
    task = generation_task(
        theta,
        obs_dim=worker.env.observation_space.shape[0],
        sigma=0.0,
        action_noise_std=0.0,
        episode_cap=30,
        shared_env_seeds=shared,
    )
    return run_generation(backend, task, 4).returns


@pytest.mark.parametrize("spec", [SPEC, BATCHED], ids=["pendulum", "batched-hopper"])
@pytest.mark.parametrize("shared", [False, True])
def test_serial_backend_plays_both_halves_on_one_seed_when_shared(shared, spec):
    backend = make_backend("serial", spec, pairs_per_task=2)
    assert (backend.worker.sims is not None) == (spec is BATCHED)
    returns = _halves(backend, shared, spec)
    if shared:
        np.testing.assert_array_equal(returns[:, 0], returns[:, 1])
    else:
        assert (returns[:, 0] != returns[:, 1]).all()


@pytest.mark.ray
def test_ray_backend_plays_both_halves_on_one_seed_when_shared(ray_session):
    backend = make_backend("ray", SPEC, workers=2, pairs_per_task=2)
    try:
        shared, separate = _halves(backend, True), _halves(backend, False)
    finally:
        backend.close()
    np.testing.assert_array_equal(shared[:, 0], shared[:, 1])
    assert (separate[:, 0] != separate[:, 1]).all()
    np.testing.assert_array_equal(shared, _halves(make_backend("serial", SPEC), True))


def test_the_param_defaults_to_separate_and_refuses_other_values():
    from esbench.core.errors import ConfigErrors
    from esbench.core.params import from_dict

    assert OpenAIESParams().pair_env_seeds == "separate"
    assert from_dict(OpenAIESParams, {"pair_env_seeds": "shared"}).pair_env_seeds == "shared"
    with pytest.raises(ConfigErrors, match="pair_env_seeds"):
        from_dict(OpenAIESParams, {"pair_env_seeds": "same"})


def test_the_default_broadcast_costs_no_byte_for_the_option():
    """At its default (separate seeds) the option is left out of the pickled generation task, so the
    reference's measured broadcast is what it was before the option existed (test_premove_store
    compares it with a store of that time); shared seeds travel and come back."""
    import pickle

    import numpy as np

    from esbench.backends.base import GenerationTask, message_bytes

    common = dict(generation=1, run_seed=2, theta=np.zeros(3), obs_mean=None, obs_std=None, sigma=0.1,
                  episode_cap=None, action_noise_std=0.0, calc_obstat_prob=0.0)  # fmt: skip
    default, shared = GenerationTask(**common), GenerationTask(**common, shared_env_seeds=True)
    assert "shared_env_seeds" not in default.__getstate__()
    assert message_bytes(default) < message_bytes(shared)
    assert pickle.loads(pickle.dumps(default, protocol=5)).shared_env_seeds is False
    assert pickle.loads(pickle.dumps(shared, protocol=5)).shared_env_seeds is True
