"""Runs that broke the runner contract (``info.contract_violations``, recorded by ``Runner.run``) are
named in the report's summary and on ``esbench run``'s trial line."""

from __future__ import annotations

import numpy as np
from runfixture import metric, run_doc, write_run

from esbench.execution.outcomes import contract_note
from esbench.report import ReportOptions, build_report
from esbench.stores.file_store import FileRunStore

VIOLATIONS = [
    "x_plugin: the initial policy must be evaluated at step 0 (call logger.step() before training)",
    "x_plugin: extra metric 'loss' lacks a prefix of ('sb3.', 'ng.', 'es.', 'x.')",
]


def test_report_names_runs_that_broke_the_contract(tmp_path):
    steps = np.arange(1, 11) * 100
    for seed in (0, 1):
        info = {"cores": 1, "contract_violations": VIOLATIONS} if seed == 1 else {"cores": 1}
        config = {"suite": "s", "label": "X", "algo": "x_plugin", "env": "CartPole-v1", "seed": seed,
                  "budget": {"timesteps": 1000}, "params": {}}  # fmt: skip
        metrics = {"timesteps": metric(steps, steps), "wall_clock_s": metric(steps, steps / 100.0),
                   "eval.return_mean": metric(steps, steps / 10.0)}  # fmt: skip
        write_run(
            tmp_path / "store", seed + 1, config=config, run=run_doc(result=100.0), metrics=metrics, info=info
        )
    build_report([FileRunStore(tmp_path / "store")], tmp_path / "out", ReportOptions())
    html = (tmp_path / "out" / "report.html").read_text()
    assert "1 runs broke the runner contract" in html
    assert "lacks a prefix" in html and "evaluated at step 0" in html


def test_trial_line_names_the_first_violation_and_counts_the_rest():
    note = contract_note(VIOLATIONS)
    assert note.startswith("runner contract broken: x_plugin: the initial policy must be evaluated at step 0")
    assert "(+1 more: see the run's info.contract_violations)" in note
