"""A truncated ``trials.json`` and a deleted run: ``esbench report`` says both, the unreadable trial
list on stderr and in the report, and the missing run in its problems table (issue 25, case 9)."""

from __future__ import annotations

import html
import re
import shutil
import textwrap

import yaml
from hostile import TINY, esbench


def test_a_truncated_trial_list_and_a_missing_run_are_both_reported(tmp_path):
    data = {**yaml.safe_load(textwrap.dedent(TINY)), "seeds": [0, 1, 2]}
    (tmp_path / "suite.yaml").write_text(yaml.safe_dump(data, sort_keys=False))
    done = esbench(tmp_path, "run", "suite.yaml", "--results", "r", "--no-report")
    assert done.returncode == 0, done.stdout + done.stderr
    trials = tmp_path / "r" / "trials.json"
    trials.write_bytes(trials.read_bytes()[:40])  # truncated mid-list
    (seed_1,) = [d for d in (tmp_path / "r").iterdir() if d.is_dir() and '"seed": 1' in _config(d)]
    shutil.rmtree(seed_1)

    done = esbench(tmp_path, "report", "r", "-o", "rep", "--no-pdf")
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stdout + done.stderr
    (line,) = [x for x in done.stderr.splitlines() if "trials.json" in x]
    assert "could not read r/trials.json: unreadable trials.json: JSONDecodeError" in line, line
    assert "inferred from the suite's seeds" in line
    text = html.unescape(re.sub(r"<[^>]+>", " ", (tmp_path / "rep" / "report.html").read_text()))
    assert "A stored file could not be read" in text and "trials.json" in text
    assert "stored trial list(s) could not be read" in text  # the opening's caveats say it too
    problems = (tmp_path / "rep" / "tables" / "problems.csv").read_text().splitlines()
    missing = [row for row in problems if "MISSING" in row]
    assert len(missing) == 1 and ",ES,CartPole-v1,1,MISSING," in missing[0], problems


def _config(run_dir) -> str:
    path = run_dir / "config.json"
    return path.read_text() if path.is_file() else ""
