"""The ES state gives and takes itself as a plain dict exactly (what the ES checkpoints; the file:
tests/runners/openai_es/test_resume.py)."""

import numpy as np
import pytest

from esbench.es.episode_cap import EpisodeCap
from esbench.es.noise import build_noise_table
from esbench.es.state import ESState, UpdateConfig
from esbench.es.update import GenerationData, es_update


def _state(optimizer: str) -> ESState:
    config = UpdateConfig(optimizer=optimizer)
    cap = EpisodeCap.create("adaptive", None, 100, 0.5, 2.0)
    return ESState.create(np.linspace(-1, 1, 10, dtype=np.float32), (3,), config, cap)


def _updated(optimizer: str) -> ESState:
    """A state one generation on (moments, observation sums, cap and generation all moved)."""
    state = _state(optimizer)
    data = GenerationData(
        noise_indices=np.array([0, 17, 400]),
        returns=np.array([[1.0, 2.0], [5.0, 0.0], [3.0, 3.5]]),
        lengths=np.array([[100, 100], [100, 100], [10, 10]]),
        obs_sum=np.ones(3),
        obs_sumsq=np.ones(3) * 2,
        obs_count=7,
    )
    es_update(state, data, build_noise_table(1000, 0), UpdateConfig(optimizer=optimizer))
    return state


def assert_same_state(state: ESState, fresh: ESState) -> None:
    """Every part of ``fresh`` equals ``state``'s (θ float32)."""
    want, got = state.state_dict(), fresh.state_dict()
    np.testing.assert_array_equal(got["theta"], want["theta"])
    assert got["theta"].dtype == np.float32
    for name, value in want["optimizer"].items():
        np.testing.assert_array_equal(got["optimizer"][name], value)
    for name, value in want["obstat"].items():
        np.testing.assert_array_equal(got["obstat"][name], value)
    assert (got["cap_limit"], got["generation"]) == (want["cap_limit"], want["generation"]) == (200, 1)


@pytest.mark.parametrize("optimizer", ["adam", "sgd"])
def test_state_dict_round_trip(optimizer):
    state = _updated(optimizer)
    fresh = _state(optimizer)
    fresh.load_state_dict(state.state_dict())
    assert_same_state(state, fresh)
