"""An ask/tell trial killed with SIGKILL mid-run: ``--resume`` says where it resumes and ends on exactly
the uninterrupted curve, for Nevergrad's CMA-ES (its optimizer's pickle), the example plugin's CEM
(its ``state()``, with the ES's observation statistics sampled) and the GA (its genomes, played by
seeds on the worker protocol)."""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

import gated_env  # noqa: F401 (registers the env in this process, for the reference run)
import pytest
from faultdriver import Driver, metrics_json, run_json, write_suite
from gated_env import ENV_ID

from esbench.cli.main import main
from esbench.runners.asktell import CHECKPOINT_FILE
from esbench.testing import is_timing

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "plugin"
ALLOW = ("--allow-import", "esbench_example")

SUITE = """\
name: faults-asktell
seeds: [3]
budget: {{timesteps: 6000}}
eval: {{every_timesteps: 1000, episodes: 2}}
envs: [{env}]
algorithms:
  - {{label: {label}, algo: "{algo}", params: {params}}}
policy: {{hidden: [8]}}
"""

CASES = {
    "CMA": ("nevergrad", "{popsize: 4, checkpoint_every: 1}"),
    "CEM": (
        "esbench_example.cem:CEMRunner",
        "{popsize: 4, elite: 2, checkpoint_every: 1, calc_obstat_prob: 0.5}",
    ),
    "GA": (
        "ga",
        "{offspring: 4, parents: 2, backend: serial, noise_table_size: 100000, checkpoint_every: 1, "
        "calc_obstat_prob: 0.5}",
    ),
}


@pytest.mark.parametrize("label", list(CASES))
def test_resume_after_sigkill_ends_on_the_uninterrupted_curve(tmp_path, capsys, monkeypatch, label):
    monkeypatch.syspath_prepend(str(EXAMPLE))  # the example plugin, here and in the driver's process
    monkeypatch.setenv("PYTHONPATH", str(EXAMPLE))
    algo, params = CASES[label]
    text = SUITE.format(env=ENV_ID, label=label, algo=algo, params=params)
    suite = write_suite(tmp_path, textwrap.dedent(text))
    reference = tmp_path / "reference"
    assert main(["run", str(suite), "--results", str(reference), "--no-report", *ALLOW]) == 0
    capsys.readouterr()

    store = tmp_path / "store"
    driver = Driver(suite, store, *ALLOW, gate=tmp_path / "gate")
    try:
        driver.wait_at_gate()  # 3,000 env steps into the trial: rounds checkpointed, budget not spent
        checkpoint = store / "checkpoints" / f"{label}__esbench-test-Gated-v0__3" / CHECKPOINT_FILE
        assert checkpoint.is_file()
        driver.kill()
    finally:
        driver.close()
    assert run_json(store, 1)["status"] == "RUNNING"
    (store / "1" / "metrics.json").write_text("{}")  # nothing flushed by Sacred before the kill

    code = main(["run", str(suite), "--results", str(store), "--no-report", "--resume", *ALLOW])
    out = capsys.readouterr().out
    assert code == 0, out
    found = re.search(rf"\[1/1\] {label}/\S+: resuming from checkpoint at (\d+) steps", out)
    assert found, out
    steps = int(found.group(1))
    uninterrupted = metrics_json(reference, 1)
    assert 0 < steps < 6000 and steps in uninterrupted["timesteps"]["steps"]
    assert run_json(store, 2)["status"] == "COMPLETED"

    resumed = metrics_json(store, 2)
    assert set(resumed) == set(uninterrupted)
    for name in (n for n in uninterrupted if not is_timing(n)):
        assert resumed[name]["steps"] == uninterrupted[name]["steps"], name
        assert resumed[name]["values"] == uninterrupted[name]["values"], name
    assert resumed["timesteps"]["values"][-1] >= 6000  # completed at its budget
