"""The ES's checkpoint file: its state saved and restored exactly, a damaged file or a full disk named
(the whole trial with a corrupt checkpoint: tests/faults/test_corrupt_checkpoint.py), and a checkpoint
written by earlier code (the premove fixture, commit 51c18de) read and written again member for member."""

from __future__ import annotations

import json
import tarfile
import zipfile
from pathlib import Path

import numpy as np
import pytest

from esbench.es.episode_cap import EpisodeCap
from esbench.es.state import ESState, UpdateConfig
from esbench.runners.checkpoints import CheckpointError, read_checkpoint_meta
from esbench.runners.openai_es.resume import CHECKPOINT_FILE, restore_state, save_state

PREMOVE = Path(__file__).resolve().parents[1] / "data" / "premove" / "store.tar.gz"


def _state(optimizer: str = "adam", dim: int = 10, obs: int = 3) -> ESState:
    cap = EpisodeCap.create("adaptive", None, 100, 0.5, 2.0)
    return ESState.create(
        np.linspace(-1, 1, dim, dtype=np.float32), (obs,), UpdateConfig(optimizer=optimizer), cap
    )


@pytest.mark.parametrize("optimizer", ["adam", "sgd"])
def test_save_and_restore_round_trip(tmp_path, optimizer):
    state = _state(optimizer)
    state.theta += 0.5
    state.generation, state.cap.limit = 3, 200
    path = tmp_path / "ckpt" / "state.npz"
    meta = {"trial": {"seed": 3}, "extras": {"es.generation": 1.0}}
    save_state(state, path, meta)
    assert [p.name for p in path.parent.iterdir()] == ["state.npz"]  # the temp file was renamed

    fresh = _state(optimizer)
    assert restore_state(fresh, path) == meta == read_checkpoint_meta(path)
    want, got = state.state_dict(), fresh.state_dict()
    np.testing.assert_array_equal(got["theta"], want["theta"])
    assert got["theta"].dtype == np.float32
    for part in ("optimizer", "obstat"):
        for name, value in want[part].items():
            np.testing.assert_array_equal(got[part][name], value)
    assert (got["cap_limit"], got["generation"]) == (200, 3)


def test_a_checkpoint_of_earlier_code_loads_and_is_written_again_member_for_member(tmp_path):
    with tarfile.open(PREMOVE) as archive:
        archive.extractall(tmp_path, filter="data")
    old = tmp_path / "store" / "checkpoints" / "ES-resume__CartPole-v1__0" / CHECKPOINT_FILE
    with zipfile.ZipFile(old) as z:
        theta_size = int(np.load(z.open("theta.npy")).size)
        obs_size = int(np.load(z.open("obstat.sum.npy")).size)
    state = _state(dim=theta_size, obs=obs_size)
    meta = restore_state(state, old)
    assert meta["logger"]["timesteps"] > 0 and state.generation == 5

    again = tmp_path / CHECKPOINT_FILE
    save_state(state, again, meta)
    with zipfile.ZipFile(old) as a, zipfile.ZipFile(again) as b:
        assert sorted(a.namelist()) == sorted(b.namelist())
        for name in a.namelist():
            if name != "header.npy":  # the header's JSON is equal, its key order aside (below)
                assert a.read(name) == b.read(name), name
    assert read_checkpoint_meta(again) == read_checkpoint_meta(old)


def test_restore_state_raises_checkpoint_error_and_save_state_leaves_no_temporary(tmp_path, monkeypatch):
    cap = EpisodeCap.create("env_default", None, 1, 0.5, 2)
    state = ESState.create(np.zeros(5), (3,), UpdateConfig(), cap)
    path = tmp_path / "c.npz"
    save_state(state, path, {"x": 1})
    assert restore_state(state, path) == {"x": 1}
    good = path.read_bytes()

    def full_disk(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(np, "savez", full_disk)
    with pytest.raises(OSError, match="No space"):
        save_state(state, path, {"x": 2})
    assert path.read_bytes() == good and [p.name for p in tmp_path.iterdir()] == ["c.npz"]
    path.write_bytes(good[:100])
    with pytest.raises(CheckpointError, match=r"c\.npz: not a readable checkpoint"):
        restore_state(state, path)
    path.write_text(json.dumps({"not": "npz"}))
    with pytest.raises(CheckpointError):
        restore_state(state, path)
