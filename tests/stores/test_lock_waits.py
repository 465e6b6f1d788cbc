"""Every tracker lock is waited on for a bounded time (stores/nofollow.lock_wait_s): a push to a local
MLflow store or a W&B directory whose lock another process holds waited forever; now it says so,
waits at most ``$ESBENCH_LOCK_WAIT_S`` seconds and exits 2 with one line naming the lock file. The
pushes are real processes against real MLflow and W&B (offline), with a generous timeout: a guard
against a hang, never a time limit. The lock is held by this test process (an flock on its own open
file), as another esbench would hold it."""

from __future__ import annotations

import fcntl
import os
import subprocess
import sys
from pathlib import Path

import pytest
from storehelpers import write_suite

from esbench.cli.main import main
from esbench.core.errors import EsbenchError
from esbench.stores.nofollow import LOCK_WAIT_ENV, LOCK_WAIT_S, lock_wait_s

#: Upper bound of any wait: reached only when something hangs.
HANG_S = 120.0


def _esbench(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "esbench", *args], capture_output=True, text=True, timeout=HANG_S, env=env
    )


def _hold(path: Path) -> int:
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    fcntl.flock(fd, fcntl.LOCK_EX)
    return fd


@pytest.fixture
def store(tmp_path, dummy_runner, capsys):
    suite = write_suite(tmp_path, name="locks", labels=("A",))
    assert main(["run", str(suite), "--results", str(tmp_path / "r"), "--no-report"]) == 0
    capsys.readouterr()
    return tmp_path / "r"


def _assert_named_and_released(store: Path, lock: Path, push: list[str], env: dict[str, str]) -> None:
    fd = _hold(lock)
    try:
        proc = _esbench(*push, env={**env, LOCK_WAIT_ENV: "0"})  # the old code waited forever
    finally:
        os.close(fd)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "Traceback" not in proc.stderr, proc.stderr
    last = proc.stderr.strip().splitlines()[-1]
    assert str(lock) in last and "still held by another esbench" in last, proc.stderr
    released = _esbench(*push, env=env)
    assert released.returncode == 0, released.stdout + released.stderr  # released: it goes on


@pytest.mark.mlflow
def test_a_held_mlflow_lock_is_waited_on_for_a_bounded_time_and_named(store, tmp_path):
    pytest.importorskip("mlflow")
    local = tmp_path / "mlflow"
    push = ["push", str(store), "--mlflow", str(local)]
    env = dict(os.environ)
    assert _esbench(*push, env=env).returncode == 0  # creates the store (and its lock file)
    _assert_named_and_released(store, local / "mlflow.db.esbench-lock", push, env)


def test_a_held_wandb_lock_is_waited_on_for_a_bounded_time_and_named(store, tmp_path):
    pytest.importorskip("wandb")
    wb = tmp_path / "wb"
    push = ["push", str(store), "--wandb", "proj", "--wandb-dir", str(wb)]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ESBENCH_WANDB", "WANDB_"))}
    env.update({n: str(tmp_path / "wandb-home" / n.lower()) for n in ("WANDB_CONFIG_DIR", "WANDB_CACHE_DIR")})
    assert _esbench(*push, env=env).returncode == 0
    _assert_named_and_released(store, wb / "wandb" / ".esbench-wandb.lock", push, env)


def test_the_wait_comes_from_the_first_variable_set_and_a_bad_one_is_named(monkeypatch):
    monkeypatch.delenv(LOCK_WAIT_ENV, raising=False)
    monkeypatch.delenv("ESBENCH_TENSORBOARD_WAIT_S", raising=False)
    assert lock_wait_s("ESBENCH_TENSORBOARD_WAIT_S") == LOCK_WAIT_S
    monkeypatch.setenv(LOCK_WAIT_ENV, "7")
    assert lock_wait_s("ESBENCH_TENSORBOARD_WAIT_S") == 7.0
    monkeypatch.setenv("ESBENCH_TENSORBOARD_WAIT_S", "2.5")
    assert lock_wait_s("ESBENCH_TENSORBOARD_WAIT_S") == 2.5 and lock_wait_s() == 7.0
    for bad in ("soon", "-1", "nan"):
        monkeypatch.setenv(LOCK_WAIT_ENV, bad)
        with pytest.raises(EsbenchError, match=rf"\$ESBENCH_LOCK_WAIT_S={bad!r}: not a number of seconds"):
            lock_wait_s()
