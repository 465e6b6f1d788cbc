"""Third-party output that is not ours (cma's InjectionWarning, pybullet's build-time line) goes to the
run's notices, never the console; other warnings are shown as usual (issue 22)."""

from __future__ import annotations

import os
import warnings
from pathlib import Path

import pytest

from esbench.core.notices import collected, output_as_notices, warnings_as_notices


def test_cma_warnings_become_notices_and_others_still_show():
    cma_es = pytest.importorskip("cma.evolution_strategy")
    with warnings.catch_warnings(record=True) as shown, collected() as notices:
        warnings.simplefilter("default")
        with warnings_as_notices("cma", "cma"):
            for _ in range(2):  # as cma issues it, from its own module and line
                warnings.warn_explicit(
                    "orphanated injected solution", cma_es.InjectionWarning, cma_es.__file__, 1,
                    module="cma.evolution_strategy",
                )  # fmt: skip
            warnings.warn("ours", UserWarning, stacklevel=1)
    assert [str(w.message) for w in shown] == ["ours"]
    assert notices.text() == "2x cma: InjectionWarning: orphanated injected solution\n"


def test_what_c_code_prints_on_stdout_becomes_notices(capfd):
    with collected() as notices:
        with output_as_notices("pybullet"):
            os.write(1, b"pybullet build time: Jan 29 2025 23:17:20\n")  # as C code prints it
    assert capfd.readouterr().out == ""
    assert notices.text() == "1x pybullet: pybullet build time: Jan 29 2025 23:17:20\n"
    print("after the block: the console again")
    assert capfd.readouterr().out == "after the block: the console again\n"


def test_registering_pybullet_prints_nothing(tmp_path):
    """A real import in a fresh process: no build-time line on the console."""
    import subprocess
    import sys

    pytest.importorskip("pybullet")
    code = "from esbench.envs.families import ensure_registered; ensure_registered('pybullet')"
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=300, cwd=tmp_path, env=env
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == "" and "pybullet build time" not in done.stderr
