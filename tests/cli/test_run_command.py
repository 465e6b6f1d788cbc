"""``esbench run``'s command: the store is read once before the first trial, whatever the options;
the suite's opening (lock, MongoDB, run set, trial list) is the store layer's
(:func:`esbench.execution.plan.open_suite`), the command only loads, opens, drives and reports.

End to end through the command line on a tiny CartPole suite (Nevergrad, 200 steps per trial); the
reads are counted by wrapping :meth:`FileRunStore.iter_runs` (every full read of a file store goes
through it) and stopping at the first trial's start.
"""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

import esbench.cli.run as run_cli
from esbench.cli.main import main
from esbench.execution import campaign
from esbench.stores.file_store import FileRunStore

SUITE = """\
name: opened
seeds: [0, 1]
budget: {timesteps: 200}
eval: {every_timesteps: 100, episodes: 1}
envs: [CartPole-v1]
algorithms:
  - {label: A, algo: nevergrad, params: {popsize: 4}}
policy: {hidden: [4]}
"""


class FirstTrial(Exception):
    """Raised at the first trial's start: the reads counted so far are those of the opening."""


def _run(tmp_path: Path, *extra: str) -> int:
    suite = tmp_path / "suite.yaml"
    suite.write_text(SUITE)
    return main(["run", str(suite), "--results", str(tmp_path / "store"), "--no-report", *extra])


@pytest.fixture
def reads(monkeypatch) -> list[str]:
    """The directories of the file-store reads made (one entry per full read)."""
    seen: list[str] = []
    original = FileRunStore.iter_runs

    def counting(self, *, metrics=True):
        seen.append(str(self.directory))
        return original(self, metrics=metrics)

    monkeypatch.setattr(FileRunStore, "iter_runs", counting)
    return seen


def _stop_at_first_trial(monkeypatch, reads: list[str], at_start: list[int]) -> None:
    def first(ctx, index, trial):
        at_start.append(len(reads))
        raise FirstTrial

    monkeypatch.setattr(campaign, "attempt_trial", first)


@pytest.mark.parametrize("options", [(), ("--resume",), ("--fresh",)])
def test_the_store_is_read_once_before_the_first_trial(tmp_path, monkeypatch, reads, options):
    if options:  # a store holding the suite's two completed runs; the suite then grows by a seed
        assert _run(tmp_path) == 0
    reads.clear()
    at_start: list[int] = []
    _stop_at_first_trial(monkeypatch, reads, at_start)
    suite = tmp_path / "suite.yaml"
    suite.write_text(SUITE.replace("seeds: [0, 1]", "seeds: [0, 1, 2]"))
    with pytest.raises(FirstTrial):
        main(["run", str(suite), "--results", str(tmp_path / "store"), "--no-report", *options])
    assert at_start == [1], f"file store reads before the first trial: {reads}"


def test_a_resume_of_a_completed_suite_reads_the_store_once_in_all(tmp_path, reads):
    assert _run(tmp_path) == 0
    reads.clear()
    assert _run(tmp_path, "--resume") == 0  # both trials skipped, no report
    assert len(reads) == 1, reads


def test_run_command_loads_opens_drives_and_reports_in_at_most_50_lines():
    source = inspect.getsource(run_cli.run)
    assert len(source.splitlines()) <= 50
    called = {
        node.func.id
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    }
    assert {"load_suite_and_text", "plan_suite", "open_suite", "suite_driver", "_write_report"} <= called
