"""The ES state saves and restores itself exactly (the ES checkpoint)."""

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


@pytest.mark.parametrize("optimizer", ["adam", "sgd"])
def test_save_and_restore_round_trip(tmp_path, optimizer):
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
    path = tmp_path / "ckpt" / "state.npz"
    meta = {"trial": {"seed": 3}, "extras": {"es.generation": 1.0}}
    state.save(path, meta)
    assert [p.name for p in path.parent.iterdir()] == ["state.npz"]  # the temp file was renamed

    fresh = _state(optimizer)
    assert fresh.restore(path) == meta
    want, got = state.state_dict(), fresh.state_dict()
    np.testing.assert_array_equal(got["theta"], want["theta"])
    assert got["theta"].dtype == np.float32
    for name, value in want["optimizer"].items():
        np.testing.assert_array_equal(got["optimizer"][name], value)
    for name, value in want["obstat"].items():
        np.testing.assert_array_equal(got["obstat"][name], value)
    assert (got["cap_limit"], got["generation"]) == (want["cap_limit"], want["generation"]) == (200, 1)
