"""The backend's options, declared once (:class:`esbench.backends.BackendOptions`): how
``make_backend`` takes them and how runners' params give theirs by name."""

import dataclasses

import pytest

from esbench.backends import BackendOptions, WorkerSpec, make_backend
from esbench.core.config import PolicySpec
from esbench.policies.mlp_rollout import MlpPolicyFactory
from esbench.runners.objective import ObjectiveParams
from esbench.runners.openai_es.params import OpenAIESParams

SPEC = WorkerSpec(env_id="CartPole-v1", policy_factory=MlpPolicyFactory(PolicySpec(hidden=(4,))))


def test_make_backend_takes_options_then_keywords_of_their_fields():
    backend = make_backend("serial", SPEC, BackendOptions(pairs_per_task=2), requests_per_worker=3)
    try:
        assert backend.options == BackendOptions(pairs_per_task=2, requests_per_worker=3)
    finally:
        backend.close()
    with pytest.raises(TypeError):
        make_backend("serial", SPEC, pair_per_task=2)


def test_the_es_params_give_every_option_but_handoff_by_name():
    names = {f.name for f in dataclasses.fields(BackendOptions)}
    assert names - {f.name for f in dataclasses.fields(OpenAIESParams)} == {"handoff"}
    params = OpenAIESParams(workers=3, worker_timeout_s=9.0, request_schedule="factoring")
    options = BackendOptions.of(params, handoff=False)
    assert options == BackendOptions(
        **{name: getattr(params, name) for name in names - {"handoff"}}, handoff=False
    )


def test_the_ask_tell_params_give_the_pool_only():
    options = BackendOptions.of(ObjectiveParams(workers=2, ray_address="auto"))
    assert options == BackendOptions(workers=2, ray_address="auto")
