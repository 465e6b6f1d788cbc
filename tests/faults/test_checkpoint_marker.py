"""A checkpoint is never deleted for a bad ``trial.json`` marker (issue 50, defect 2).

A real ES run is killed (SIGKILL) after its first checkpoints; then the marker beside the checkpoint
is truncated or deleted, as a crash during its write or a full disk would leave it. ``--resume``
names the marker and continues from the ``.npz``, which names its trial itself. Where the ``.npz``
cannot vouch for itself (unreadable, or another trial's), the trial is refused with the exact ``rm``
command and every file is kept.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import gated_env  # noqa: F401 (registers the env in this process, for the resumed runs)
import pytest
from faultdriver import Driver, run_json, write_suite

from esbench.cli.main import main

SLUG = "ES__esbench-test-Gated-v0__3"
NPZ = "openai_es_checkpoint.npz"


@pytest.fixture(scope="module")
def killed(tmp_path_factory) -> Path:
    """A store whose ES run was killed after its first checkpoints (the driver's lock left behind)."""
    tmp_path = tmp_path_factory.mktemp("killed")
    suite = write_suite(tmp_path)
    store = tmp_path / "store"
    driver = Driver(suite, store, gate=tmp_path / "gate")
    try:
        driver.wait_at_gate()
        assert (store / "checkpoints" / SLUG / NPZ).is_file()  # checkpoint_every: 1, generations in
        driver.kill()
    finally:
        driver.close()
    return tmp_path


def copy_of(killed: Path, tmp_path: Path) -> tuple[Path, Path, Path]:
    """A copy of the killed store in ``tmp_path``: the suite, the store and the trial's checkpoints."""
    shutil.copy(killed / "suite.yaml", tmp_path / "suite.yaml")
    store = tmp_path / "store"
    shutil.copytree(killed / "store", store)
    return tmp_path / "suite.yaml", store, store / "checkpoints" / SLUG


def resume(suite: Path, store: Path, capsys) -> tuple[int, str]:
    code = main(["run", str(suite), "--results", str(store), "--no-report", "--resume"])
    return code, capsys.readouterr().out


@pytest.mark.parametrize("damage", ["truncated", "deleted"])
def test_resume_continues_from_the_checkpoint_when_its_marker_is_lost(killed, tmp_path, capsys, damage):
    suite, store, checkpoints = copy_of(killed, tmp_path)
    suite.write_text(suite.read_text() + "store: {keep_checkpoints: true}\n")  # to see it written again
    marker = checkpoints / "trial.json"
    if damage == "truncated":
        marker.write_bytes(marker.read_bytes()[:7])
    else:
        marker.unlink()
    state = "unreadable" if damage == "truncated" else "missing"

    code, out = resume(suite, store, capsys)
    assert code == 0, out
    assert f"{marker} is {state}; the checkpoint beside it names this trial, so --resume continues" in out
    assert run_json(store, 2)["status"] == "COMPLETED"
    info = json.loads((store / "2" / "info.json").read_text())
    assert info["resumed_from_generation"] >= 1  # not step 0
    assert (checkpoints / NPZ).is_file()
    assert json.loads(marker.read_text())["seed"] == 3  # written again, whole


@pytest.mark.parametrize("npz", ["unreadable", "of another trial"])
def test_resume_refuses_with_the_rm_command_when_the_checkpoint_cannot_vouch_for_itself(
    killed, tmp_path, capsys, npz
):
    suite, store, checkpoints = copy_of(killed, tmp_path)
    (checkpoints / "trial.json").unlink()
    path = checkpoints / NPZ
    if npz == "unreadable":
        path.write_bytes(path.read_bytes()[:100])
    else:  # another learning rate: the same directory, another trial config (digest)
        suite.write_text(suite.read_text().replace("learning_rate: 0.1", "learning_rate: 0.2"))
    before = {p: p.read_bytes() for p in checkpoints.iterdir()}

    code, out = resume(suite, store, capsys)
    assert code == 1, out  # the trial FAILED, nothing run
    assert "Traceback" not in out
    line = next(row for row in out.splitlines() if "FAILED (" in row)
    assert f"{checkpoints / 'trial.json'} is missing and {path} is not" in line
    assert f"rm -r '{checkpoints}'" in line
    assert {p: p.read_bytes() for p in checkpoints.iterdir()} == before  # kept, byte for byte
