"""`python -m esbench.experiment with ... env=module:Env` never imports ``module`` (issue 25, case 5)."""

from __future__ import annotations

import os
import subprocess
import sys

from hostile import REPO, one_line_error


def test_adhoc_command_line_refuses_a_module_env_id_without_importing_it(tmp_path):
    marker = tmp_path / "IMPORTED"
    (tmp_path / "evilmod.py").write_text(f"open({str(marker)!r}, 'w').write('imported')\n")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO), str(tmp_path)])}
    command = [sys.executable, "-m", "esbench.experiment", "with", "openai_es", "env=evilmod:CartPole-v1"]
    done = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    line = one_line_error(done)
    assert line.startswith("error: env: unknown environment 'evilmod:CartPole-v1'")
    assert not marker.exists()
    assert not (tmp_path / "results").exists()  # no run was started
