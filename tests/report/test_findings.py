"""The findings that open the report, on hand-made runs whose answers are known.

Labels REF (``trpo``, the reference) and FAST (``openai_es``), 1 core each. Eval return rises
linearly to the run's final return over 1M env steps (evals every 100k); training wall-clock 100 s
(REF) and 50 s (FAST) per 1M steps. Final returns, per env:

- ``Sep-v0``: REF 1000 + (-4, -2, 0, 2, 4), FAST 2000 + the same (5 seeds each): FAST ends best and
  the 95% CIs are far apart; FAST reaches every level of REF's progress first (half the steps).
- ``Ovl-v0``: REF 1000 + (-200, -100, 0, 100, 200), FAST 1050 + the same: FAST ends best by 50, well
  inside both CIs: not separable.
- ``One-v0``: REF 1000 + (-10, 0, 10) (3 seeds: fewer than 5), FAST a single seed at 3000: no
  ranking, no time to reach and no ratio for FAST there, only its value.
"""

from __future__ import annotations

import html
import re
import shutil
import subprocess

import numpy as np
import pytest
from runfixture import metric, run_doc, write_run

from esbench.report import build_report
from esbench.report import tables as tb
from esbench.report.build import compute_tables
from esbench.report.findings import findings
from esbench.report.loader import load_frames, run_stores
from esbench.report.options import ReportOptions

STEPS = np.arange(0, 11) * 100_000
SPREAD5 = (-4.0, -2.0, 0.0, 2.0, 4.0)
FINALS = {
    ("Sep-v0", "REF"): [1000 + d for d in SPREAD5],
    ("Sep-v0", "FAST"): [2000 + d for d in SPREAD5],
    ("Ovl-v0", "REF"): [1000 + 50 * d for d in SPREAD5],
    ("Ovl-v0", "FAST"): [1050 + 50 * d for d in SPREAD5],
    ("One-v0", "REF"): [990.0, 1000.0, 1010.0],
    ("One-v0", "FAST"): [3000.0],
}
WALL = {"REF": 100.0, "FAST": 50.0}


def _run(env: str, label: str, seed: int, final: float) -> dict:
    """Docs of one completed run: return final · s/1M and wall-clock WALL[label] · s/1M."""
    ret = final * STEPS / 1e6
    metrics = {
        "timesteps": metric(STEPS, STEPS),
        "wall_clock_s": metric(STEPS, WALL[label] * STEPS / 1e6),
        "eval.return_mean": metric(STEPS, ret),
    }
    algo = "trpo" if label == "REF" else "openai_es"
    config = {"suite": "found", "label": label, "algo": algo, "env": env, "seed": seed,
              "budget": {"timesteps": 1_000_000}, "params": {}}  # fmt: skip
    return {"config": config, "run": run_doc(result=float(ret[-1])), "metrics": metrics, "info": {"cores": 1}}


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    """The store of the module docstring's runs."""
    root = tmp_path_factory.mktemp("findings") / "results"
    run_id = 1
    for (env, label), finals in FINALS.items():
        for seed, final in enumerate(finals):
            write_run(root, run_id, **_run(env, label, seed, final))
            run_id += 1
    return root


@pytest.fixture(scope="module")
def found(store):
    """{kind: [Finding]} of the store's runs, with the default options (min_seeds 5)."""
    data = tb.prepare(load_frames(run_stores([store])), ReportOptions())
    assert data.reference == "REF"
    out: dict[str, list] = {}
    for f in findings(data, compute_tables(data)):
        out.setdefault(f.kind, []).append(f)
    return out


def _final(found, env: str) -> str:
    (text,) = [f.text for f in found["final"] if f.env == env]
    return text


def test_the_winner_per_env_with_its_interval(found):
    assert _final(found, "Sep-v0").startswith(
        "On Sep-v0, FAST ends best: seed-mean final eval return 2,000 ["
    )
    assert "(95% CI, 5 seeds), against the runner-up, REF, at 1,000 [" in _final(found, "Sep-v0")
    assert _final(found, "Ovl-v0").startswith(
        "On Ovl-v0, FAST ends best: seed-mean final eval return 1,050 ["
    )


def test_not_separable_only_where_the_intervals_overlap(found):
    assert _final(found, "Ovl-v0").endswith("the intervals overlap: not separable.")
    sep = _final(found, "Sep-v0")
    assert sep.endswith("the intervals do not overlap.")
    assert "not separable" not in sep and "intervals overlap" not in sep


def test_nothing_claimed_for_a_single_seed_beyond_its_value(found):
    one = _final(found, "One-v0")
    assert one.startswith("On One-v0, no ranking is claimed: FAST has a single seed")
    assert "FAST 3,000 (1 seed)" in one and "ends best" not in one and "[3,000" not in one
    about = [f for fs in found.values() for f in fs if "FAST" in f.text and "One-v0" in f.text]
    assert {f.kind for f in about} == {"final", "caveat"}, "a single seed reaches or gains nothing"
    assert any(f.text.startswith("A single seed: FAST on One-v0:") for f in found["caveat"])
    assert all(f.env != "One-v0" for f in found.get("reach", []) + found.get("gap", []))


def test_few_seeds_caveat(found):
    (few,) = [f.text for f in found["caveat"] if f.text.startswith("Fewer than 5 seeds")]
    assert few.startswith("Fewer than 5 seeds in 2 of 6 algorithm-env cells (FAST on One-v0 (1 seed), "
                          "REF on One-v0 (3 seeds))")  # fmt: skip
    assert "min-max" in _final(found, "One-v0") and "95% CI" in _final(found, "Sep-v0")


def test_first_to_reach_and_gaps(found):
    (sep,) = [f.text for f in found["reach"] if f.env == "Sep-v0"]
    assert "in env steps: FAST at every level" in sep  # half the steps to every level
    assert "in training time at equal cores (1 core): FAST" in sep  # the same levels as every table
    (gap,) = [f.text for f in found["gap"] if f.text.startswith("Largest sample-efficiency gap")]
    assert "FAST needs 0.50x REF's env steps" in gap and "(2x as sample-efficient as REF)" in gap
    (speed,) = [f.text for f in found["gap"] if f.text.startswith("Largest speed-up over REF at equal cores")]
    assert "(1 core)" in speed and "as fast as REF" in speed


@pytest.fixture(scope="module")
def report(store, tmp_path_factory):
    """The report of the store, with its PDF when WeasyPrint renders one."""
    return build_report([store], tmp_path_factory.mktemp("findings_report"))


def test_findings_open_the_html_before_the_contents(report):
    text = report["html"].read_text()
    opening, nav = text.index('<section id="findings"'), text.index('<nav class="toc">')
    summary = text.index('<section id="summary"')
    assert opening < nav < summary
    first = html.unescape(text[opening:nav])
    assert (
        "On Sep-v0, FAST ends best" in first and "the intervals overlap: not separable (section 4)." in first
    )
    assert "<figure>" in text[opening:nav], "the curves against training time are on the first page"
    assert 'href="#findings"' not in text, "the opening is not listed in the contents"
    summary_text = html.unescape(text[summary : text.index('<section id="sample-efficiency"')])
    assert "All findings: what these runs cannot show" in summary_text  # every finding, in section 1
    assert "A single seed: FAST on One-v0" in summary_text and "A single seed: FAST" not in first


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs poppler-utils")
def test_pdf_page_one_has_the_headline_table_and_figure_then_the_findings(report):
    def pages(first: int, last: int) -> str:
        out = subprocess.run(["pdftotext", "-f", str(first), "-l", str(last), str(report["pdf"]), "-"],
                             capture_output=True, text=True, check=True).stdout  # fmt: skip
        return re.sub(r"\s+", " ", out)

    page, opening = pages(1, 1), pages(1, 2)
    assert "Findings" in page and "Eval return against training wall-clock" in page  # the figure on page 1
    assert page.index("final return") < page.index("Eval return against training wall-clock")
    assert "On Sep-v0, FAST ends best" in opening  # the findings under them, from page 1 on
    assert "not separable" in opening and "What these runs cannot show" in opening
    # the headline table: one row per env and algorithm, final return, what was used, time to each level
    for column in ("final return", "env steps", "training time", "cores", "to 25%", "to 100%"):
        assert column in page
    assert "Sep-v0 FAST 2,000 [1,998, 2,002] 95% CI 5 1M 50 s 1 10 s 15 s 20 s 25 s" in page
    assert opening.count("(section ") <= 6  # at most six findings, each naming its section
