"""The emulated env's ``obs_dim`` and ``action_dim`` are bounded by the memory estimate, as a policy's
size is (issue 35, case 5): a size no machine of this kind holds is refused at validation."""

from __future__ import annotations

import pytest
from hostile import esbench, one_line_error

SUITE = """\
name: em
seeds: [0]
budget: {{timesteps: 2000}}
envs: [{{id: esbench/Emulated-v0, options: {{{key}: {value}, step_cost_s: 0}}}}]
algorithms:
  - {{label: ES, algo: openai_es, params: {{population: 4, backend: serial, noise_table_size: 100000}}}}
policy: {{hidden: [4]}}
"""


@pytest.mark.parametrize("key", ["obs_dim", "action_dim"])
def test_an_emulated_size_past_memory_is_refused(tmp_path, key):
    (tmp_path / "suite.yaml").write_text(SUITE.format(key=key, value=10**15))
    line = one_line_error(esbench(tmp_path, "validate", "suite.yaml"))
    assert "envs[0].options:" in line and f"{key} 1,000,000,000,000,000" in line and "of memory" in line
    (tmp_path / "suite.yaml").write_text(SUITE.format(key=key, value=64))
    done = esbench(tmp_path, "validate", "suite.yaml")
    assert done.returncode == 0, done.stderr
