"""`esbench run <(cat suite.yaml)` stores the suite it validated, not an empty copy (issue 25, case 6)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from hostile import REPO, TINY


def test_a_suite_read_from_a_pipe_is_stored_whole(tmp_path):
    (tmp_path / "suite.yaml").write_text(textwrap.dedent(TINY))
    script = 'exec "$PYTHON" -m esbench run <(cat suite.yaml) --results r --no-report'
    env = {**os.environ, "PYTHONPATH": str(REPO), "PYTHON": sys.executable}
    done = subprocess.run(
        ["bash", "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert (tmp_path / "r" / "suite.yaml").read_text() == textwrap.dedent(TINY)
    assert (tmp_path / "r" / "1" / "run.json").is_file()
