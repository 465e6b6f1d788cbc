"""scripts/in-progress.sh: an interrupted long run's store packed to outlive the machine, unpacked whole.

What `--resume` needs from the unpacked store (its trial list, the interrupted run, the checkpoint)
must come back byte for byte; captured output is left behind; an existing store is never overwritten.
That `--resume` continues a store moved to another directory to the same curve is tested with the
runners (tests/execution).
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).parents[2]
SCRIPT = ROOT / "scripts" / "in-progress.sh"


def run(*args: str, carry: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "ESBENCH_CARRY_DIR": str(carry)}
    return subprocess.run(["bash", str(SCRIPT), *args], capture_output=True, text=True, env=env, timeout=60)


def files(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_a_packed_store_comes_back_whole_without_its_captured_output(tmp_path):
    store = tmp_path / "machine-a" / "study-xyz"
    (store / "1").mkdir(parents=True)
    (store / "trials.json").write_text('[{"env": "Hopper-v5"}]')
    (store / "1" / "run.json").write_text('{"status": "INTERRUPTED"}')
    (store / "1" / "metrics.json").write_text('{"timesteps": {"steps": [0, 100]}}')
    (store / "1" / "cout.txt").write_text("captured output")
    ckpt = store / "checkpoints" / "ES__Hopper-v5__0"
    ckpt.mkdir(parents=True)
    (ckpt / "openai_es_checkpoint.npz").write_bytes(bytes(range(256)) * 40)
    (ckpt / "trial.json").write_text('{"algo": "openai_es"}')
    carry = tmp_path / "carry"

    saved = run("save", str(store), carry=carry)
    assert saved.returncode == 0, saved.stderr
    assert (carry / "study-xyz.tar.gz").is_file()

    restored = run("restore", str(tmp_path / "machine-b"), carry=carry)
    assert restored.returncode == 0, restored.stderr
    expected = {k: v for k, v in files(store).items() if not k.endswith("cout.txt")}
    assert files(tmp_path / "machine-b" / "study-xyz") == expected

    # restoring over a store that exists is refused, and leaves it as it was
    (tmp_path / "machine-b" / "study-xyz" / "1" / "run.json").write_text('{"status": "COMPLETED"}')
    again = run("restore", str(tmp_path / "machine-b"), carry=carry)
    assert again.returncode == 2 and "exists" in again.stderr
    assert (tmp_path / "machine-b" / "study-xyz" / "1" / "run.json").read_text() == '{"status": "COMPLETED"}'


def test_bad_input_exits_2_with_a_message(tmp_path):
    not_a_store = tmp_path / "plain"
    not_a_store.mkdir()
    result = run("save", str(not_a_store), carry=tmp_path / "carry")
    assert result.returncode == 2 and "not an esbench store" in result.stderr
    assert not (tmp_path / "carry" / "plain.tar.gz").exists()
    assert run("unpack", carry=tmp_path / "carry").returncode == 2
