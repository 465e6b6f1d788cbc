"""The MLflow UI for real: one esbench run logged live by `esbench run --mlflow`, its page in headless
Chromium, its eval curve drawn against training env steps.

Needs the mlflow extra and Debian's ``chromium`` (scripts/test.sh installs it). Without them the
test is skipped, or fails in CI (``CI`` set). Screenshots are saved under tests/artifacts/mlflow/.

    .venv/bin/python -m pytest -m mlflow tests/stores/test_mlflow_ui.py
"""

from __future__ import annotations

from pathlib import Path

import pytest
from headless import CHROMIUM, Step, load_page
from realmongo import unavailable
from storehelpers import write_suite

from esbench.cli.main import main
from esbench.stores import mlflow_store
from esbench.stores.file_store import FileRunStore

pytestmark = pytest.mark.mlflow

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts" / "mlflow"
#: Every chart of the run's "Model metrics" tab: its card's first line (the metric) and its trace.
CHARTS = """Array.from(document.querySelectorAll('.js-plotly-plot')).map(p => {
  let card = p;  // up to the chart's card, which holds its legend line: "run name (metric)"
  const legend = /^.+ \\(([^()\\n]+)\\)$/m;
  for (let i = 0; i < 8 && card.parentElement && !legend.test(card.innerText); i++) card = card.parentElement;
  const found = card.innerText.match(legend), trace = (p.data || [])[0] || {};
  return {title: found ? found[1] : '', x: Array.from(trace.x || []), y: Array.from(trace.y || [])};
})"""
METRIC_TABLE = "document.body.innerText"


def test_the_mlflow_ui_shows_the_run_s_eval_curve(tmp_path, dummy_runner, mlflow_server, monkeypatch):
    if CHROMIUM is None:
        unavailable("needs Debian's chromium (scripts/test.sh installs it as root)")
    monkeypatch.delenv(mlflow_store.MLFLOW_ENV, raising=False)
    monkeypatch.chdir(tmp_path)
    suite = write_suite(tmp_path, name="mlflow-ui", labels=("A",))
    assert main(["run", str(suite), "--results", "store", "--no-report", "--mlflow", mlflow_server.url]) == 0
    (raw,) = FileRunStore(Path("store")).iter_runs()
    curve = raw.metrics["eval.return_mean"]
    from mlflow.tracking import MlflowClient

    client = MlflowClient(mlflow_server.url)
    experiment = client.get_experiment_by_name("mlflow-ui").experiment_id
    (run,) = client.search_runs([experiment])
    page = f"{mlflow_server.url}/#/experiments/{experiment}/runs/{run.info.run_id}"
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    overview_png, charts_png = ARTIFACTS / "run_overview.png", ARTIFACTS / "run_model_metrics.png"
    (overview,) = load_page(
        page,
        [Step(ready="document.body.innerText.includes('eval.return_mean')", evaluate={"text": METRIC_TABLE},
              screenshot=overview_png)],
        timeout=120,
    )  # fmt: skip
    ready = f"({CHARTS}).some(c => c.title === 'eval.return_mean' && c.x.length > 0)"
    (charts,) = load_page(
        f"{page}/model-metrics",
        [Step(ready=ready, evaluate={"charts": CHARTS}, screenshot=charts_png)],
        timeout=120,
        window=(1600, 2400),
    )
    # the run's page: the metric and its last value, the run's tags
    lines = overview["text"].splitlines()
    at = lines.index("eval.return_mean")
    assert float(lines[at + 1]) == curve["values"][-1]
    assert "A/CartPole-v1/0" in lines and "esbench.complete" in lines and "COMPLETED" in overview["text"]
    # its chart: the eval curve against training env steps, as the file store has it
    (chart,) = [c for c in charts["charts"] if c["title"] == "eval.return_mean"]
    assert chart["x"] == curve["steps"] and chart["y"] == curve["values"]
    assert overview["errors"] == [] or all("users/current" in e for e in overview["errors"])
    for png in (overview_png, charts_png):
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and png.stat().st_size > 10_000
