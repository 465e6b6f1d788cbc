"""Omniboard for real: `esbench board` on the MongoDB test server, the page in headless Chromium.

Needs npm (Omniboard 2.16.1 is installed once into ``~/.cache/esbench/omniboard``, or
``$ESBENCH_OMNIBOARD_DIR``, where ``esbench board`` looks for it: about 2 minutes the first time)
and Debian's ``chromium`` (scripts/test.sh installs it). Without them the test is skipped, or
fails in CI (``CI`` set). Screenshots are saved under tests/artifacts/omniboard/.

    .venv/bin/python -m pytest -m omniboard
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from headless import CHROMIUM, Step, load_page
from realmongo import free_port, port_open, unavailable
from storehelpers import write_suite

from esbench.cli.main import main
from esbench.core.errors import EsbenchError
from esbench.stores import board
from esbench.stores.file_store import FileRunStore

pytestmark = pytest.mark.omniboard

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts" / "omniboard"
ROWS = "document.querySelectorAll('.public_fixedDataTable_bodyRow')"
#: The runs table as {heads: [column titles], rows: [[cell texts]]} (columns line up).
TABLE = """(() => {
  const cells = row => Array.from(row.querySelectorAll('.public_fixedDataTableCell_main'))
    .map(c => c.innerText.trim());
  return {heads: cells(document.querySelector('.public_fixedDataTable_header')),
          rows: Array.from(document.querySelectorAll('.public_fixedDataTable_bodyRow')).map(cells)};
})()"""
EXPAND_FIRST_RUN = "document.querySelector('a[test-attr=\"cell-row_expander-0\"]').click()"
LEGEND = "Array.from(document.querySelectorAll('.js-plotly-plot .legendtext')).map(e => e.textContent)"


@pytest.fixture(scope="session")
def omniboard_prefix() -> Path:
    """Where Omniboard is installed (installed now with npm when missing)."""
    if CHROMIUM is None:
        unavailable("needs Debian's chromium (scripts/test.sh installs it as root)")
    prefix = board.install_dir()
    try:
        board.ensure_installed(prefix, sys.stderr)
    except EsbenchError as exc:
        unavailable(str(exc))
    return prefix


def get_json(url: str):
    with urllib.request.urlopen(url, timeout=10) as response:
        return json.loads(response.read())


def wait_until_serving(base: str, proc: subprocess.Popen, log: Path, timeout: float = 90.0) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            get_json(f"{base}/api/v1/databases")
            return
        except OSError:
            pass
        if proc.poll() is not None or time.monotonic() > deadline:
            pytest.fail(
                f"esbench board did not serve {base} (exit {proc.poll()}):\n{log.read_text()[-2000:]}"
            )
        time.sleep(0.25)


def test_omniboard_lists_the_suite_s_runs_and_serves_their_metrics(
    tmp_path, dummy_runner, mongo, omniboard_prefix, monkeypatch
):
    monkeypatch.chdir(tmp_path)
    suite = write_suite(tmp_path, name="board-e2e", seeds=(0, 1))
    assert main(["run", str(suite), "--results", "results/board-e2e", "--no-report"]) == 0
    assert main(["push", "results/board-e2e", "--mongo", mongo.url]) == 0
    runs = list(FileRunStore(Path("results/board-e2e")).iter_runs())
    expected = {
        (r.config["label"], r.config["env"], str(r.config["seed"])): r.metrics["eval.return_mean"]["values"][
            -1
        ]
        for r in runs
    }
    assert len(expected) == 4
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    log = tmp_path / "board.log"
    env = {**os.environ, "ESBENCH_MONGO": mongo.url, board.INSTALL_DIR_ENV: str(omniboard_prefix)}
    with log.open("w") as fh:  # its own process group: Omniboard (node) goes with it whatever happens
        proc = subprocess.Popen(
            [sys.executable, "-m", "esbench", "board", "--port", str(port)],
            env=env, stdout=fh, stderr=subprocess.STDOUT, start_new_session=True,
        )  # fmt: skip
    try:
        wait_until_serving(base, proc, log)
        # the API the page reads: the runs with their metric columns, and a run's metrics
        api_runs = get_json(f"{base}/sacred/api/v1/Runs?select=_id,config,final_eval_return")
        assert {
            (d["config"]["label"], str(d["config"]["seed"])): d["final_eval_return"] for d in api_runs
        } == {(label, seed): value for (label, _, seed), value in expected.items()}
        run_id = api_runs[0]["_id"]
        metrics = get_json(f'{base}/sacred/api/v1/Metrics?query={{"run_id":"{run_id}"}}')
        served = {m["name"]: m["values"] for m in metrics}
        stored = {m["name"]: m["values"] for m in mongo.db.metrics.find({"run_id": run_id})}
        assert served == stored and "eval.return_mean" in served
        # the page
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        wide_png, table_png = ARTIFACTS / "runs_table_all_columns.png", ARTIFACTS / "runs_table.png"
        plot_png = ARTIFACTS / "run_metrics_plot.png"
        steps = [
            # wide enough for every column to be rendered (the table draws only visible columns)
            Step(
                ready=f"{ROWS}.length >= 4",
                viewport=(6400, 900),
                evaluate={"table": TABLE},
                screenshot=wide_png,
            ),
            Step(ready="true", viewport=(1600, 1000), screenshot=table_png),
            Step(
                ready=f"{LEGEND}.includes('eval.return_mean')",
                action=EXPAND_FIRST_RUN,
                evaluate={"legend": LEGEND},
                screenshot=plot_png,
            ),
        ]
        page, _, plot = load_page(f"{base}/sacred", steps, timeout=60)
        print(f"Omniboard screenshots: {wide_png} {table_png} {plot_png}")
    finally:
        if proc.poll() is None:
            os.kill(proc.pid, signal.SIGINT)  # Ctrl-C
        try:
            code = proc.wait(30)
        except subprocess.TimeoutExpired:
            code = None
        left_serving = port_open(port)  # before cleaning up after a board that left Omniboard behind
        with contextlib.suppress(ProcessLookupError):  # whatever is left of its process group
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(10)
    heads, rows = page["table"]["heads"], page["table"]["rows"]
    for column in ("C Label", "C Env", "C Seed", "Final Eval Return", "Best Eval Return", "Timesteps Done"):
        assert column in heads, heads
    shown = [dict(zip(heads, row, strict=True)) for row in rows]
    assert {(r["C Label"], r["C Env"], r["C Seed"]): float(r["Final Eval Return"]) for r in shown} == expected
    assert all(r["Status"] == "COMPLETED" and "board-e2e" in r["Tags"] for r in shown)
    assert "eval.return_mean" in plot["legend"] and page["errors"] == [] and plot["errors"] == []
    for png in (wide_png, table_png, plot_png):
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and png.stat().st_size > 10_000
    # Ctrl-C stopped esbench board and Omniboard with it; the password was never printed
    assert code == 0 and not left_serving
    output = log.read_text()
    assert f"Omniboard: http://localhost:{port}" in output and mongo.password not in output
