"""A planted Nevergrad or EvoTorch checkpoint runs no code on ``--resume``: their optimizer state is
a pickle, sealed with this machine's key (esbench/core/sealed.py), and a blob whose seal does not
check (a bare pickle with the real header kept, or one sealed under another key) is never unpickled.
The trial fails naming the file and what to do; deleting it recovers. The same checkpoint with its
own seal resumes (tests/faults/test_killed_asktell.py: on exactly the uninterrupted curve)."""

from __future__ import annotations

import pickle
import shutil

import numpy as np
import pytest
from faultdriver import write_suite

from esbench.cli.main import main
from esbench.core import sealed
from esbench.runners.asktell import CHECKPOINT_FILE
from esbench.stores.file_store import FileRunStore

SUITE = """\
name: planted
seeds: [0]
budget: {{timesteps: 1500}}
eval: {{every_timesteps: 500, episodes: 1}}
envs: [CartPole-v1]
algorithms:
  - {{label: X, algo: {algo}, params: {params}}}
policy: {{hidden: [4]}}
store: {{keep_checkpoints: true}}  # a completed trial's checkpoint, damaged once its run is deleted
"""
CASES = {
    "nevergrad": "{optimizer: cma, popsize: 4, checkpoint_every: 1}",
    "evotorch": "{searcher: snes, popsize: 4, checkpoint_every: 1}",
}


class _Planted:
    """A pickle that creates a file when loaded: the code a planted checkpoint would run."""

    def __init__(self, marker: str):
        self.marker = marker

    def __reduce__(self):
        return (open, (self.marker, "w"))


def _sealed_blobs(path):
    with np.load(path, allow_pickle=False) as data:
        arrays = {k: data[k] for k in data.files}
    blobs = [k for k, v in arrays.items() if v.dtype == np.uint8 and v.tobytes().startswith(sealed.MAGIC)]
    return arrays, blobs


@pytest.mark.parametrize("algo", sorted(CASES))
@pytest.mark.parametrize("plant", ["bare pickle", "another key"])
def test_a_planted_optimizer_pickle_is_never_loaded(tmp_path, capsys, monkeypatch, algo, plant):
    if algo == "evotorch":
        pytest.importorskip("evotorch")
    monkeypatch.setenv(sealed.KEY_ENV, str(tmp_path / "this-machine.key"))
    suite = write_suite(tmp_path, SUITE.format(algo=algo, params=CASES[algo]))
    store = tmp_path / "store"
    run = ["run", str(suite), "--results", str(store), "--no-report"]
    assert main(run) == 0
    shutil.rmtree(store / "1")  # the trial is no longer completed; --resume reads its checkpoint
    path = store / "checkpoints" / "X__CartPole-v1__0" / CHECKPOINT_FILE
    arrays, blobs = _sealed_blobs(path)
    assert len(blobs) == 1, "the optimizer state is one sealed blob"
    marker = tmp_path / "the planted code ran"
    evil = pickle.dumps(_Planted(str(marker)))
    if plant == "another key":
        monkeypatch.setenv(sealed.KEY_ENV, str(tmp_path / "another-machine.key"))
        evil = sealed.seal(evil)
        monkeypatch.setenv(sealed.KEY_ENV, str(tmp_path / "this-machine.key"))
    arrays[blobs[0]] = np.frombuffer(evil, np.uint8)
    with path.open("wb") as fh:
        np.savez(fh, **arrays)
    capsys.readouterr()

    assert main([*run, "--resume"]) == 1
    out = capsys.readouterr().out
    assert not marker.exists(), "the planted pickle was loaded"
    assert "Traceback" not in out and str(path) in out and "Delete it" in out
    why = "not sealed by esbench" if plant == "bare pickle" else "sealed on another machine"
    assert why in out, out
    path.unlink()  # as the message says
    assert main([*run, "--resume"]) == 0
    assert [r.status for r in FileRunStore(store).iter_runs()] == ["FAILED", "COMPLETED"]


def test_the_key_is_private_and_a_link_or_odd_file_is_not_a_key(tmp_path, monkeypatch):
    """The key is made 0600 in a 0700 directory on first use and read back; a link to a file, or a
    file of another size, is refused rather than trusted."""
    key = tmp_path / "cfg" / "esbench" / "checkpoint.key"
    monkeypatch.delenv(sealed.KEY_ENV, raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "cfg"))
    blob = sealed.seal(b"state")
    assert sealed.key_path() == key and (key.stat().st_mode & 0o777) == 0o600
    assert (key.parent.stat().st_mode & 0o777) == 0o700
    assert sealed.unseal(blob) == b"state"
    altered = blob[:-1] + bytes([blob[-1] ^ 1])
    with pytest.raises(sealed.UntrustedState, match="altered"):
        sealed.unseal(altered)
    other = tmp_path / "other.key"
    other.write_bytes(key.read_bytes())
    key.unlink()
    key.symlink_to(other)
    with pytest.raises(sealed.UntrustedState, match="a link is never followed"):
        sealed.unseal(blob)
    key.unlink()
    key.write_bytes(b"short")
    with pytest.raises(sealed.UntrustedState, match="32-byte key"):
        sealed.unseal(blob)
