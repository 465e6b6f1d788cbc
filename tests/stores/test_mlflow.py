"""MLflow for real: `esbench run --mlflow` logs every run live, `esbench push --mlflow` uploads file stores
once, an unreachable server stops nothing but the suite's start (exit 2), a server gone mid-suite
loses nothing, and a password never stands on a command line or in an output.

Against a real ``mlflow server`` (SQLite backend, proxied artifacts; tests/realmlflow.py), read back
with ``MlflowClient``.

    .venv/bin/python -m pytest -m mlflow
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from realmlflow import Proxy
from storehelpers import write_suite

from esbench.cli.main import main
from esbench.stores import mlflow_store
from esbench.stores.file_store import FileRunStore

pytestmark = pytest.mark.mlflow

SUITE = """\
name: mlflow-e2e
seeds: [0, 1]
budget: {timesteps: 200}
eval: {every_timesteps: 100, episodes: 1}
envs: [CartPole-v1]
algorithms:
  - {label: NG, algo: nevergrad, params: {popsize: 4}}
policy: {hidden: [4]}
"""
SECRET = "s3cr3t-Pa55"


@pytest.fixture(autouse=True)
def no_mlflow_env(monkeypatch):
    """``$ESBENCH_MLFLOW`` unset unless a test sets it."""
    monkeypatch.delenv(mlflow_store.MLFLOW_ENV, raising=False)


def client(url: str):
    from mlflow.tracking import MlflowClient

    return MlflowClient(tracking_uri=url)


def mlflow_runs(url: str, experiment: str) -> list:
    """The live runs of ``experiment`` at ``url``."""
    c = client(url)
    found = c.get_experiment_by_name(experiment)
    return [] if found is None else list(c.search_runs([found.experiment_id], max_results=1000))


def history(url: str, run_id: str, name: str) -> list[tuple[int, float]]:
    return sorted((m.step, m.value) for m in client(url).get_metric_history(run_id, name))


def assert_matches_file_store(url: str, store: Path, experiment: str, count: int) -> None:
    """Every run of the file store has one complete MLflow run with its params, tags and curves (the
    experiment is named after the suite)."""
    runs = {r.data.tags["esbench.run"].split("/")[-1]: r for r in mlflow_runs(url, experiment)}
    stored = list(FileRunStore(store).iter_runs())
    assert len(stored) == count and sorted(runs) == sorted(r.run_id for r in stored)
    for raw in stored:
        run = runs[raw.run_id]
        tags, params, config = run.data.tags, run.data.params, raw.config
        assert run.info.status == "FINISHED" and run.info.run_name == f"NG/CartPole-v1/{config['seed']}"
        expected_tags = {"suite": experiment, "label": "NG", "algo": "nevergrad", "env": "CartPole-v1",
                         "seed": str(config["seed"]), "run_set": "1", "status": "COMPLETED",
                         "esbench.complete": "true"}  # fmt: skip
        assert expected_tags.items() <= tags.items() and tags["esbench.version"]
        assert params["params.popsize"] == "4" and params["policy.hidden"] == "[4]"
        assert params["budget.timesteps"] == "200" and params["env"] == "CartPole-v1"
        for name in ("eval.return_mean", "timesteps", "wall_clock_s"):
            points = raw.metrics[name]
            assert history(url, run.info.run_id, name) == list(
                zip(points["steps"], points["values"], strict=True)
            )
        steps = raw.metrics["timesteps"]
        assert steps["steps"] == steps["values"] and steps["steps"][-1] >= 200  # step = training env steps
        artifacts = {a.path for a in client(url).list_artifacts(run.info.run_id)}
        assert {"config.json", "suite.yaml"} <= artifacts
        stored_config = client(url).download_artifacts(run.info.run_id, "config.json")
        assert json.loads(Path(stored_config).read_text()) == config


def test_run_logs_every_trial_live_and_push_uploads_once(tmp_path, mlflow_server, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    suite = tmp_path / "suite.yaml"
    suite.write_text(SUITE)
    url = mlflow_server.url
    assert main(["run", str(suite), "--results", "store", "--no-report", "--mlflow", url]) == 0
    out = capsys.readouterr().out
    assert f"MLflow {url} (--mlflow): reachable, experiment 'mlflow-e2e'" in out
    assert "View run" not in out  # MLflow's own lines (the URI) are never printed
    assert_matches_file_store(url, tmp_path / "store", "mlflow-e2e", 2)
    # the live runs are recognised: a push adds nothing
    assert main(["push", "store", "--mlflow", url]) == 0
    assert "0 inserted, 0 replaced (incomplete in MLflow), 2 already there" in capsys.readouterr().out
    # a local store (a plain directory): inserted once, then left alone
    local = tmp_path / "local-mlflow"
    for expected in (
        "2 inserted, 0 replaced",
        "0 inserted, 0 replaced (incomplete in MLflow), 2 already there",
    ):
        assert main(["push", "store", "--mlflow", str(local)]) == 0
        assert expected in capsys.readouterr().out
    local_url = f"sqlite:///{local / 'mlflow.db'}"
    assert_matches_file_store(local_url, tmp_path / "store", "mlflow-e2e", 2)
    assert (local / "artifacts" / "mlflow-e2e").is_dir()


def test_jobs_2_logs_every_trial_live_from_its_process(tmp_path, mlflow_server, monkeypatch, capsys):
    # --jobs: each trial runs in its own process, which logs to MLflow itself (the store pickled
    # without its client); the runs are the file store's, whole, as with one job
    monkeypatch.chdir(tmp_path)
    suite = tmp_path / "suite.yaml"
    suite.write_text(SUITE.replace("name: mlflow-e2e", "name: mlflow-jobs"))
    url = mlflow_server.url
    assert main(["run", str(suite), "--results", "store", "--no-report", "--jobs", "2", "--mlflow", url]) == 0
    assert "2 completed" in capsys.readouterr().out
    assert_matches_file_store(url, tmp_path / "store", "mlflow-jobs", 2)
    assert main(["push", "store", "--mlflow", url]) == 0
    assert "0 inserted, 0 replaced (incomplete in MLflow), 2 already there" in capsys.readouterr().out


def test_an_unreachable_server_exits_2_before_any_trial(tmp_path, dummy_runner, capsys):
    store = tmp_path / "results"
    code = main(
        ["run", str(write_suite(tmp_path)), "--results", str(store), "--mlflow", "http://127.0.0.1:9"]
    )
    err = capsys.readouterr().err
    assert code == 2
    # a connection error: the network is the cause
    assert "MLflow at http://127.0.0.1:9 (--mlflow): unreachable after" in err
    assert "is the tracking server running" in err and "ESBENCH_MLFLOW" in err
    assert not store.exists() or not any(p.is_dir() and p.name.isdigit() for p in store.iterdir())


def test_a_password_on_the_command_line_is_refused_and_never_shown(
    tmp_path, dummy_runner, monkeypatch, capsys
):
    url = f"http://alice:{SECRET}@127.0.0.1:9"
    suite = str(write_suite(tmp_path))
    monkeypatch.setattr("sys.argv", ["esbench", "run", suite, "--mlflow", url])
    assert main(["run", suite, "--results", str(tmp_path / "r"), "--mlflow", url]) == 2
    err = capsys.readouterr().err
    assert "holds a password" in err and "export ESBENCH_MLFLOW=" in err and SECRET not in err
    monkeypatch.setattr("sys.argv", ["esbench", "push", str(tmp_path), "--mlflow", url])
    assert main(["push", str(tmp_path), "--mlflow", url]) == 2
    assert "holds a password" in capsys.readouterr().err
    # in the environment it is taken, and masked in every message
    monkeypatch.setattr("sys.argv", ["esbench", "run", suite])
    monkeypatch.setenv(mlflow_store.MLFLOW_ENV, url)
    assert main(["run", suite, "--results", str(tmp_path / "r")]) == 2
    captured = capsys.readouterr()
    assert "http://alice:****@127.0.0.1:9 (ESBENCH_MLFLOW)" in captured.err
    assert SECRET not in captured.err + captured.out


class CuttingStore(mlflow_store.MlflowStore):
    """An MlflowStore (through a proxy) whose server goes away right after the ``cut_at``-th run is
    created in it."""

    def __init__(self, target, proxy: Proxy, cut_at: int):
        super().__init__(target)
        self.proxy, self.cut_at, self.started = proxy, cut_at, 0

    def start_run(self, *args, **kwargs):
        run_id = super().start_run(*args, **kwargs)
        self.started += 1
        if self.started == self.cut_at:
            self.proxy.cut()
        return run_id


def test_a_server_gone_mid_suite_loses_nothing(tmp_path, dummy_runner, mlflow_server, monkeypatch, capsys):
    proxy, real_store = Proxy(int(mlflow_server.url.rsplit(":", 1)[1])), mlflow_store.MlflowStore
    monkeypatch.setattr(mlflow_store, "MlflowStore", lambda target: CuttingStore(target, proxy, cut_at=2))
    # The cut is real; esbench's retries stay (an environment's setting wins), only their waits shorten.
    monkeypatch.setenv("MLFLOW_HTTP_REQUEST_BACKOFF_FACTOR", "0")
    monkeypatch.setenv("MLFLOW_HTTP_REQUEST_BACKOFF_JITTER", "0.1")
    monkeypatch.chdir(tmp_path)
    suite = write_suite(tmp_path, name="mlflow-outage", labels=("A", "B", "C"))
    assert main(["run", str(suite), "--mlflow", proxy.url, "--no-report"]) == 0  # every run completed
    out = capsys.readouterr().out
    assert "3 completed" in out and "MLflow (" in out and "2 run(s) incomplete there; nothing is lost" in out
    assert re.search(r"B/CartPole-v1/0 \(run 2\): (metrics|end): MlflowException", out), out
    assert re.search(r"C/CartPole-v1/0 \(run 3\): start: MlflowException", out), out
    assert f"esbench push results/mlflow-outage --mlflow '{proxy.url}'" in out
    runs = {r.data.tags["label"]: r for r in mlflow_runs(mlflow_server.url, "mlflow-outage")}
    assert sorted(runs) == ["A", "B"]  # C never reached MLflow
    assert runs["A"].data.tags["esbench.complete"] == "true"
    assert runs["B"].data.tags["esbench.complete"] == "false" and runs["B"].info.status == "RUNNING"
    # the server is back: the push uploads what is missing, once
    monkeypatch.setattr(mlflow_store, "MlflowStore", real_store)
    assert main(["push", "results/mlflow-outage", "--mlflow", mlflow_server.url]) == 0
    assert "1 inserted, 1 replaced (incomplete in MLflow), 1 already there" in capsys.readouterr().out
    runs = mlflow_runs(mlflow_server.url, "mlflow-outage")
    assert len(runs) == 3 and all(r.data.tags["esbench.complete"] == "true" for r in runs)
    stored = {r.config["label"]: r for r in FileRunStore(Path("results/mlflow-outage")).iter_runs()}
    for run in runs:
        points = stored[run.data.tags["label"]].metrics["eval.return_mean"]
        expected = list(zip(points["steps"], points["values"], strict=True))
        assert history(mlflow_server.url, run.info.run_id, "eval.return_mean") == expected
