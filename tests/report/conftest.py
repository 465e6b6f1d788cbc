"""Fixtures of the report tests: the stores of :mod:`runfixture` (known curves), built once."""

from __future__ import annotations

from pathlib import Path

import pytest
from runfixture import build_main_store, build_scaling_store  # the helpers live in a module of their own


@pytest.fixture(scope="session")
def main_store(tmp_path_factory) -> Path:
    """Path of the main fixture store."""
    return build_main_store(tmp_path_factory.mktemp("stores") / "fixture")


@pytest.fixture(scope="session")
def scaling_store(tmp_path_factory) -> Path:
    """Path of the scaling fixture store."""
    return build_scaling_store(tmp_path_factory.mktemp("stores") / "scaling")


@pytest.fixture(scope="session")
def built_report(main_store, tmp_path_factory):
    """The report of the main store (with PDF), built once per session: (paths, out_dir)."""
    from esbench.report import build_report

    out = tmp_path_factory.mktemp("report")
    return build_report([main_store], out), out
