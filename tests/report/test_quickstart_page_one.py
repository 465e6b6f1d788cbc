"""Page 1 of the quickstart's report, read from its PDF: the headline table with a row for each of the
quickstart's algorithms on each env, then at most six findings.

The shipped quickstart suite itself, with `--set` shrinking its budgets (1 seed, 1,000 steps per env,
an eval every 500) so that its ten trials run in well under a minute: the same algorithms, envs,
params and report as `bash scripts/quickstart.sh`, through `esbench run` and the report it writes.
"""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from esbench.cli.main import main

LABELS = ("ES", "CMA-ES", "TRPO", "A2C", "PPO")
ENVS = ("CartPole-v1", "InvertedPendulum-v5")


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs poppler-utils")
def test_the_quickstart_report_opens_with_its_headline_table(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)  # the report goes to reports/quickstart/ under the working directory
    shrink = [
        "seeds=[1]",
        "budget.timesteps=1000",
        "envs[1].budget.timesteps=1000",
        "eval.every_timesteps=500",
    ]
    args = ["run", "quickstart", "--results", str(tmp_path / "store"), "--jobs", "auto"]
    assert main([*args, *(a for s in shrink for a in ("--set", s))]) == 0, capsys.readouterr().err
    pdf = tmp_path / "reports" / "quickstart" / "report.pdf"
    assert pdf.is_file(), capsys.readouterr().out
    out = subprocess.run(["pdftotext", "-f", "1", "-l", "1", str(pdf), "-"], capture_output=True, text=True,
                         check=True).stdout  # fmt: skip
    page = re.sub(r"\s+", " ", out)
    for column in ("final return", "env steps", "training time", "cores", "to 100%"):
        assert column in page, column
    for env in ENVS:
        assert env in page, env
    rows = re.findall(rf"\b({'|'.join(re.escape(label) for label in LABELS)}) -?[\d,.]+", page)
    for label in LABELS:  # one headline row per algorithm and env, each starting with its final return
        assert rows.count(label) >= len(ENVS), (label, page[:3000])
    assert page.count("(section ") <= 6  # at most six findings, each naming its section
    # No wrapped cell: each headline row whole on one line of the laid-out page, from its env to its
    # last level column (a wrapped cell splits a row over two lines: "InvertedPendulum-" / "v5").
    layout = ["pdftotext", "-layout", "-f", "1", "-l", "1", str(pdf), "-"]
    laid_out = subprocess.run(layout, capture_output=True, text=True, check=True).stdout
    for env in ENVS:
        for label in LABELS:
            row = rf"^\s*{re.escape(env)}\s+{re.escape(label)}\s+-?[\d,.]+\s.*\s(s|never|—)\s*$"
            assert re.search(row, laid_out, re.MULTILINE), (env, label, laid_out[:3000])
    # The headline figure is on page 1, under its table.
    assert "Eval return against training wall-clock" in page
    assert page.index("Eval return against training wall-clock") > page.index("final return")
