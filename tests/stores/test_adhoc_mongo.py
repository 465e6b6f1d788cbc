"""Sacred's own command line (`python -m esbench.experiment`) honours ESBENCH_MONGO (the real test
server)."""

from __future__ import annotations

import time

import pytest
from storehelpers import PASSWORD

from esbench.execution.experiment import main as experiment_main

pytestmark = pytest.mark.mongo


def test_adhoc_run_goes_to_the_database_of_esbench_mongo(tmp_path, monkeypatch, mongo):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("ESBENCH_MONGO", mongo.url)
    experiment_main(
        [
            "esbench.execution.experiment",
            "with",
            "sb3_a2c",
            "env=CartPole-v1",
            "budget.timesteps=200",
            "eval.episodes=1",
            "params.n_steps=10",
        ]
    )
    runs = list(mongo.db["runs"].find())
    assert len(runs) == 1 and runs[0]["status"] == "COMPLETED"
    assert runs[0]["config"]["algo"] == "sb3_a2c"
    assert mongo.password not in repr(runs[0])
    assert (tmp_path / "results" / "adhoc" / "1" / "run.json").exists()  # the file store as well


def test_unreachable_esbench_mongo_stops_before_the_run(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("ESBENCH_MONGO", f"mongodb://bob:{PASSWORD}@127.0.0.1:9/x")
    start = time.perf_counter()
    with pytest.raises(SystemExit) as info:
        experiment_main(["esbench.execution.experiment", "with", "sb3_a2c", "budget.timesteps=200"])
    assert info.value.code == 2 and time.perf_counter() - start < 10
    err = capsys.readouterr().err
    assert "127.0.0.1" in err and PASSWORD not in err
    assert not (tmp_path / "results" / "adhoc").exists()
