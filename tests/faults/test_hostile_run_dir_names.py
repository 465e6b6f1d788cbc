"""A directory in a store whose name is a digit to ``str.isdigit`` but not to ``int`` (``²``) is not a
run directory: report, export, push, run and --resume go on without a traceback (issue 35, case 9)."""

from __future__ import annotations

import textwrap

import pytest
from hostile import TINY, esbench


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    work = tmp_path_factory.mktemp("names")
    (work / "suite.yaml").write_text(textwrap.dedent(TINY))
    done = esbench(work, "run", "suite.yaml", "--results", "store", "--no-report")
    assert done.returncode == 0, done.stdout + done.stderr
    (work / "store" / "²").mkdir()
    (work / "store" / "٣").mkdir()
    return work


@pytest.mark.parametrize(
    "args",
    [
        ("report", "store", "--no-pdf", "--out", "report"),
        ("export", "store", "-o", "runs.csv"),
        ("run", "suite.yaml", "--results", "store", "--no-report", "--resume"),
        ("run", "suite.yaml", "--results", "store", "--no-report", "--fresh"),
    ],
)
def test_a_non_ascii_digit_directory_is_not_a_run(store, args):
    done = esbench(store, *args)
    assert "Traceback" not in done.stderr, done.stderr
    assert "ValueError" not in done.stdout + done.stderr
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.mongo
def test_push_skips_a_non_ascii_digit_directory(store, mongo):
    done = esbench(store, "push", "store", env={"ESBENCH_MONGO": mongo.url})
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode == 0, done.stdout + done.stderr
