"""``--set`` keys and values that could crash validation or escape into the stored suite.yaml
(issue 35, cases 6 and 13): exit 2 with one line, nothing stored."""

from __future__ import annotations

import textwrap

import pytest
from hostile import TINY, esbench, one_line_error


@pytest.fixture
def work(tmp_path):
    (tmp_path / "suite.yaml").write_text(textwrap.dedent(TINY))
    return tmp_path


def test_a_deep_set_key_is_refused(work):
    key = ".".join(["a"] * 400)  # a RecursionError traceback before issue 35
    line = one_line_error(esbench(work, "validate", "suite.yaml", "--set", f"{key}=1"))
    assert "--set key of 799 characters" in line
    deep = ".".join(["a"] * 20)
    line = one_line_error(esbench(work, "validate", "suite.yaml", "--set", f"{deep}=1"))
    assert "--set key with more than 12 parts" in line


def test_a_huge_set_key_is_refused(work):
    key = "a" * 130_000
    line = one_line_error(esbench(work, "validate", "suite.yaml", "--set", f"{key}=1"))
    assert "130,000 characters; at most 200" in line


@pytest.mark.parametrize(
    "value", ["x\nreference_scores: {CartPole-v1: {random: 1}}", "x\rname: other", "x\u2028y"]
)
def test_a_set_value_with_a_line_break_is_refused_and_nothing_is_stored(work, value):
    done = esbench(
        work, "run", "suite.yaml", "--results", "store", "--no-report", "--set", f"description={value}"
    )
    line = one_line_error(done)
    assert "must be one line" in line
    assert not (work / "store" / "suite.yaml").exists()
