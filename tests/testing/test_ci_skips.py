"""In CI a test skipped for a missing tool fails (tests/conftest.py), so CI runs what it claims; a
platform's own limits stay skips, counted at the end."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

PROBE = """\
import pytest
def test_needs_a_tool():
    pytest.skip("needs poppler-utils")
def test_platform():
    pytest.skip("no forkserver on this platform")
def test_runs():
    pass
"""


def run_probe(tmp_path: Path, ci: str | None) -> subprocess.CompletedProcess:
    shutil.copy(Path(__file__).parents[1] / "conftest.py", tmp_path / "conftest.py")
    shutil.copy(Path(__file__).parents[1] / "slow_tests.txt", tmp_path / "slow_tests.txt")
    (tmp_path / "test_probe.py").write_text(PROBE)
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    if ci is not None:
        env["CI"] = ci
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:randomly", "-p", "no:cacheprovider", str(tmp_path)]
    return subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120)


def test_in_ci_a_missing_tool_fails(tmp_path):
    done = run_probe(tmp_path, "true")
    assert done.returncode == 1, done.stdout
    assert "1 failed, 1 passed, 1 skipped" in done.stdout
    assert "skipped in CI: Skipped: needs poppler-utils" in done.stdout
    assert "esbench: 1 skipped (1 allowed in CI)" in done.stdout


def test_outside_ci_it_is_a_skip(tmp_path):
    for ci in (None, "false"):
        done = run_probe(tmp_path, ci)
        assert done.returncode == 0, done.stdout
        assert "1 passed, 2 skipped" in done.stdout
