"""The documentation site (mkdocs.yml, docs/) builds in strict mode: a broken link, a missing page or
a page left out of the nav fails the build, and so this test."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]
pytestmark = pytest.mark.slow


def build(root: Path, site: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    cmd = [
        sys.executable,
        "-m",
        "mkdocs",
        "build",
        "--strict",
        "-f",
        str(root / "mkdocs.yml"),
        "-d",
        str(site),
    ]
    return subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=300)


def test_the_site_builds_in_strict_mode(tmp_path):
    pytest.importorskip("mkdocs", reason="the docs extra (scripts/test.sh installs it)")
    done = build(ROOT, tmp_path / "site")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "WARNING" not in done.stderr
    assert (tmp_path / "site" / "results" / "index.html").is_file()


def test_a_broken_link_fails_the_build(tmp_path):
    pytest.importorskip("mkdocs", reason="the docs extra (scripts/test.sh installs it)")
    copy = tmp_path / "copy"
    shutil.copytree(ROOT / "docs", copy / "docs")
    shutil.copy(ROOT / "mkdocs.yml", copy / "mkdocs.yml")
    page = copy / "docs" / "faults.md"
    page.write_text(page.read_text() + "\nSee [the missing page](no-such-page.md).\n")
    done = build(copy, tmp_path / "site")
    assert done.returncode != 0
    assert "no-such-page.md" in done.stdout + done.stderr
