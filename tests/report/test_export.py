"""``esbench export`` and ``esbench.load_runs``: tidy frames of stored runs, equal to the report's numbers."""

from __future__ import annotations

import textwrap

import numpy as np
import pandas as pd
import pytest

import esbench
from esbench.cli.main import main
from esbench.report.build import compute_tables
from esbench.report.export import METRIC_COLUMNS
from esbench.report.loader import load_frames
from esbench.report.options import ReportOptions
from esbench.report.tables import prepare
from esbench.stores.file_store import FileRunStore

# The main fixture store holds runs broken on purpose (runfixture.py), so every load of it warns that
# they were not read whole: expected here, and tested as such in tests/execution/test_unreadable_runs.py.
# Any other warning still shows.
pytestmark = pytest.mark.filterwarnings("ignore::esbench.report.export.UnreadableRunsWarning")

TINY = """\
name: export-e2e
seeds: [0, 1]
budget: {timesteps: 400}
eval: {every_timesteps: 200, episodes: 2}
envs: [CartPole-v1]
algorithms:
  - {label: A2C, algo: sb3_a2c, params: {n_steps: 8}}
policy: {hidden: [8]}
"""


def _final_returns(frame: pd.DataFrame) -> pd.Series:
    """The last ``eval.return_mean`` of each run (largest step) of a tidy metrics frame."""
    evals = frame[frame.metric == "eval.return_mean"].sort_values(["run", "step"], kind="stable")
    return evals.groupby("run").value.last()


def test_export_round_trip_equals_the_report(tmp_path, capsys):
    """A real (tiny) suite: the exported CSV's final eval returns are the report's final performance."""
    suite = tmp_path / "tiny.yaml"
    suite.write_text(TINY)
    store, out = tmp_path / "store", tmp_path / "runs.csv"
    assert main(["run", str(suite), "--results", str(store), "--no-report"]) == 0
    assert main(["export", str(store), "-o", str(out)]) == 0
    assert f"{out}: " in capsys.readouterr().out
    csv = pd.read_csv(out)
    assert list(csv.columns) == list(METRIC_COLUMNS)
    assert set(csv.suite) == {"export-e2e"} and set(csv.label) == {"A2C"} and set(csv.algo) == {"sb3_a2c"}
    assert set(csv.env) == {"CartPole-v1"} and set(csv.seed) == {0, 1} and set(csv.status) == {"COMPLETED"}
    assert {"eval.return_mean", "timesteps", "wall_clock_s", "episodes"} <= set(csv.metric)
    assert csv.groupby(["run", "metric"]).step.is_monotonic_increasing.all()

    data = esbench.load_runs(store)
    final = _final_returns(csv)
    runs = data.runs.set_index("run")
    assert final.to_dict() == runs.final_return.to_dict()  # CSV floats read back exactly
    assert final.index.tolist() == sorted(runs.index)
    tidy = data.metrics
    assert len(tidy) == len(csv)
    np.testing.assert_array_equal(tidy.value.to_numpy(), csv.value.to_numpy())

    # The report's final-performance table (computed from the same stored runs).
    table = compute_tables(prepare(load_frames([FileRunStore(store)]), ReportOptions()))
    row = table["final_performance"].iloc[0]
    assert row["runs"] == 2
    assert row["mean"] == pytest.approx(final.mean(), rel=1e-12, abs=1e-12)
    assert row["best_return"] == final.max()


def test_load_runs_on_fixture_store(main_store):
    data = esbench.load_runs(main_store)
    assert isinstance(data, esbench.RunData)
    assert "run" in data.runs.columns and "key" not in data.runs.columns
    tidy = data.metrics
    assert list(tidy.columns) == list(METRIC_COLUMNS) and tidy.step.dtype == "int64"
    # Every run with readable metrics appears; the run with a config only and the truncated one do not.
    assert set(tidy.run) == set(data.runs.run[data.runs.n_eval > 0])
    trpo = data.metric("eval.return_mean")
    trpo = trpo[(trpo.label == "TRPO") & (trpo.env == "EnvA-v0") & (trpo.seed == 1)]
    np.testing.assert_array_equal(trpo.step, np.arange(0, 1_000_001, 100_000))
    np.testing.assert_allclose(trpo.value, 1000.0 * trpo.step / 1_000_000)
    np.testing.assert_allclose(trpo.wall_clock_s, 1000.0 * trpo.step / 1_000_000)  # 1,000 s over 1M steps
    finals = _final_returns(tidy)
    usable = data.runs[data.runs.usable].set_index("run")
    assert finals[usable.index].to_dict() == usable.final_return.to_dict()
    assert set(data.runs.status) >= {"COMPLETED", "FAILED", "RUNNING"}
    missing = data.missing()
    assert list(missing.itertuples(index=False, name=None)) == [("fixture", "A2C", "EnvB-v0", 3)]
    assert data.reference_scores["EnvA-v0"]["TRPO (paper)"] == 2500


def test_load_runs_metric_filter_and_two_stores(main_store, scaling_store):
    data = esbench.load_runs(main_store, scaling_store, metrics=["eval.return_mean"])
    assert set(data.metrics.metric) == {"eval.return_mean"}
    assert set(data.metrics.suite) == {"fixture", "scaling"}
    assert data.metrics.run.str.startswith(("fixture/", "scaling/")).all()


def test_export_runs_table_and_errors(main_store, tmp_path, capsys, monkeypatch):
    out = tmp_path / "runs.csv"
    assert main(["export", str(main_store), "-o", str(out), "--runs"]) == 3  # runs 103, 104: broken
    err = capsys.readouterr().err
    assert f"could not read {main_store / '103'}: missing run.json" in err
    assert f"could not read {main_store / '104'}: unreadable metrics.json" in err
    runs = pd.read_csv(out)
    assert len(runs) == len(esbench.load_runs(main_store).runs) and "final_return" in runs.columns
    for argv, message in (
        ([str(main_store), "-o", str(tmp_path / "x.txt")], "must end in .csv or .parquet"),
        ([str(tmp_path / "nope"), "-o", str(out)], "not a results directory"),
        ([str(main_store), "-o", str(tmp_path)], "must end in .csv or .parquet"),
        ([str(main_store), "--suite", "x", "-o", str(out)], "--suite NAME selects runs in MongoDB"),
    ):
        capsys.readouterr()
        assert main(["export", *argv]) == 2, argv
        err = capsys.readouterr().err
        assert message in err and "Traceback" not in err
    monkeypatch.delenv("ESBENCH_MONGO", raising=False)
    assert main(["export", "-o", str(out)]) == 2
    assert "give results directories or --mongo URL" in capsys.readouterr().err


def test_parquet_without_pyarrow_says_how_to_install(main_store, tmp_path, capsys, monkeypatch):
    import importlib.util

    real = importlib.util.find_spec

    def find_spec(name, *args):
        return None if name in ("pyarrow", "fastparquet") else real(name, *args)

    monkeypatch.setattr(importlib.util, "find_spec", find_spec)
    assert main(["export", str(main_store), "-o", str(tmp_path / "m.parquet")]) == 2
    assert 'pip install "pyarrow>=14"' in capsys.readouterr().err


def test_parquet_round_trip(main_store, tmp_path):
    pytest.importorskip("pyarrow")
    out = tmp_path / "m.parquet"
    assert main(["export", str(main_store), "-o", str(out)]) == 3  # the fixture holds broken runs (103, 104)
    pd.testing.assert_frame_equal(pd.read_parquet(out), esbench.load_runs(main_store).metrics)


def test_load_runs_accepts_run_stores_and_is_lazy(main_store):
    import subprocess
    import sys

    data = esbench.load_runs(FileRunStore(main_store, name="mine"))
    assert data.runs.run.str.startswith("mine/").all()
    code = textwrap.dedent(
        """
        import sys, esbench
        assert "pandas" not in sys.modules, "import esbench must not import pandas"
        esbench.load_runs
        assert "pandas" in sys.modules
        """
    )
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.mongo
def test_load_runs_and_export_from_mongodb(main_store, tmp_path, monkeypatch, mongo):
    """The same runs pushed to MongoDB (the real test server) give the same final returns and curves."""
    import io

    from esbench.stores import mongo as mongo_store
    from esbench.stores.push import push_store

    url = mongo.url
    push_store(main_store, mongo_store.MongoStore(mongo_store.parse_url(url)), out=io.StringIO())

    def evals(data: esbench.RunData) -> pd.DataFrame:
        usable = set(data.runs.run[data.runs.usable])
        frame = data.metric("eval.return_mean")
        frame = frame[frame.run.isin(usable)].drop(columns=["run"])
        return frame.sort_values(["label", "env", "seed", "step"]).reset_index(drop=True)

    from_db = esbench.load_runs(mongo=url, suites=["fixture"])
    pd.testing.assert_frame_equal(evals(from_db), evals(esbench.load_runs(main_store)))
    out = tmp_path / "db.csv"
    monkeypatch.setenv("ESBENCH_MONGO", url)
    assert main(["export", "--suite", "fixture", "--metric", "eval.return_mean", "-o", str(out)]) == 0
    assert len(pd.read_csv(out)) == len(from_db.metric("eval.return_mean"))
