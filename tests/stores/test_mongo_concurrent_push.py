"""Two ``esbench push STORE --mongo`` at once (real processes, the real test server) give one
MongoDB run per ``meta.esbench.uid``, and both exit 0 (issue 50: every tracker idempotent under
concurrent pushes). Before the per-run push lock both found no run and both inserted one."""

from __future__ import annotations

import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from storehelpers import write_suite

from esbench.cli.main import main

pytestmark = pytest.mark.mongo


def test_two_pushes_at_once_give_one_run_per_uid(tmp_path, dummy_runner, mongo):
    suite = write_suite(tmp_path, name="twopush-mongo", labels=("A", "B", "C", "D"))
    assert main(["run", str(suite), "--results", str(tmp_path / "r"), "--no-report"]) == 0
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2]), "ESBENCH_MONGO": mongo.url}
    for _ in range(2):  # twice: the race is not hit on every try
        procs = [
            subprocess.Popen(
                [sys.executable, "-m", "esbench", "push", "r"],
                cwd=tmp_path,
                env=env,
                text=True,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
            )
            for _ in range(2)
        ]
        outputs = [p.communicate(timeout=600)[0] for p in procs]
        assert [p.returncode for p in procs] == [0, 0], outputs
        uids = Counter(
            d["meta"]["esbench"]["uid"] for d in mongo.db.runs.find({"config.suite": "twopush-mongo"})
        )
        assert len(uids) == 4 and set(uids.values()) == {1}, uids
        mongo.db.runs.delete_many({})  # the second round starts from an empty database again
        mongo.db.metrics.delete_many({})
