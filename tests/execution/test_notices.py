"""Third-party notices (Ray's token authentication line, MuJoCo's deprecations) stay off the console
and are stored with the run that caused them, as ``notices.txt`` (:mod:`esbench.core.notices`)."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from esbench.core.notices import adopt, collected, notice
from esbench.envs.families import FAMILIES

REPO = Path(__file__).resolve().parents[2]


def test_adopted_and_callback_notices_reach_the_run_only(capfd):
    adopt("thirdparty.auth")
    logging.getLogger("thirdparty.auth.setup").warning("Token authentication is enabled (test)")  # no run
    with collected() as notices:
        for _ in range(3):
            logging.getLogger("thirdparty.auth.setup").warning("Token authentication is enabled (test)")
        notice("mujoco", "compiler attribute 'settotalmass' is deprecated\n\n")
    assert notices.text() == (
        "3x thirdparty.auth.setup: Token authentication is enabled (test)\n"
        "1x mujoco: compiler attribute 'settotalmass' is deprecated\n"
    )
    out, err = capfd.readouterr()
    assert "Token" not in out + err and "settotalmass" not in out + err


def test_mujoco_warnings_go_to_the_run_not_stderr(capfd, tmp_path, monkeypatch):
    if not next(f for f in FAMILIES if f.name == "mujoco").installed:
        pytest.skip("mujoco is not installed")
    from esbench.envs import make_env

    monkeypatch.chdir(tmp_path)
    with collected() as notices:
        make_env("HalfCheetah-v5").close()  # gymnasium's model sets the deprecated settotalmass
    assert "mujoco: compiler attribute 'settotalmass' is deprecated" in notices.text()
    out, err = capfd.readouterr()
    assert "settotalmass" not in out + err
    assert not (tmp_path / "MUJOCO_LOG.TXT").exists()  # MuJoCo's default handler writes one


ES_SUITE = """\
name: notices
seeds: [0]
budget: {timesteps: 300}
eval: {every_timesteps: 300, episodes: 1}
envs: [CartPole-v1]
algorithms:
  - {label: ES, algo: openai_es, params: {population: 4, noise_table_size: 100000, backend: ray,
     workers: 1}}
policy: {hidden: [8]}
"""


@pytest.mark.parametrize("jobs", [[], ["--jobs", "2"]], ids=["sequential", "jobs"])
def test_an_es_run_prints_no_ray_token_line(tmp_path, jobs):
    suite = tmp_path / "suite.yaml"
    suite.write_text(textwrap.dedent(ES_SUITE))
    env = {k: v for k, v in os.environ.items() if k not in ("RAY_AUTH_MODE", "RAY_ADDRESS")}
    env["PYTHONPATH"] = os.pathsep.join(p for p in [str(REPO), env.get("PYTHONPATH")] if p)
    cmd = [sys.executable, "-m", "esbench", "run", str(suite), "--results", "store", "--no-report", *jobs]
    proc = subprocess.run(cmd, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "1 completed" in proc.stdout
    assert "Token authentication" not in proc.stdout + proc.stderr
    assert "Ray" not in proc.stderr, proc.stderr  # nor any other line of Ray's
    (notices,) = (tmp_path / "store").glob("*/notices.txt")
    assert "Token authentication is enabled for this Ray cluster" in notices.read_text()
