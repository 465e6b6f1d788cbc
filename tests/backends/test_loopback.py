"""A Ray started by esbench listens on 127.0.0.1 only: GCS, raylet, object manager, workers, agents.

A fresh Python process (its own Ray, not the test session's) starts the Ray backend, runs one
generation and, while Ray is up, lists every listening inet socket of its process tree (psutil,
which Ray ships).
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.ray

REPO = Path(__file__).resolve().parents[2]
PROBE = r"""
import json, os
import numpy as np
import ray  # puts Ray's bundled psutil on sys.path
import psutil

from esbench.backends import make_backend
from esbench.backends.base import GenerationTask, WorkerSpec
from esbench.core.config import PolicySpec
from esbench.envs import make_env
from esbench.policies.mlp_rollout import MlpPolicyFactory
from esbench.runners.openai_es.generation import run_generation

factory = MlpPolicyFactory(PolicySpec(hidden=(4,)))
spec = WorkerSpec(env_id="CartPole-v1", policy_factory=factory, noise_size=2**12, noise_seed=1)
env = make_env("CartPole-v1")
n = factory(env.observation_space, env.action_space, None).num_params
backend = make_backend("ray", spec, workers=1)
try:
    assert backend._owns_ray
    task = GenerationTask(generation=0, run_seed=0, theta=np.zeros(n, np.float32), obs_mean=None,
                          obs_std=None, sigma=0.1, episode_cap=20, action_noise_std=0.0,
                          calc_obstat_prob=0.0)
    run_generation(backend, task, 2)  # the workers' gRPC servers are up
    tree = {p.pid: p for p in psutil.Process().children(recursive=True)}
    tree[os.getpid()] = psutil.Process()
    listening = [[tree[c.pid].name(), c.laddr.ip, c.laddr.port]
                 for c in psutil.net_connections(kind="inet")
                 if c.status == psutil.CONN_LISTEN and c.pid in tree]
    print("LISTENING " + json.dumps(listening))
finally:
    backend.close()
"""


def _loopback(ip: str) -> bool:
    return ip in ("::1", "::ffff:127.0.0.1") or ip.startswith("127.")


def test_local_ray_listens_on_loopback_only(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    env.pop("RAY_ADDRESS", None)
    done = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr[-3000:]
    line = next(x for x in done.stdout.splitlines() if x.startswith("LISTENING "))
    listening = json.loads(line[len("LISTENING ") :])
    names = {name for name, _, _ in listening}
    assert any("gcs_server" in n for n in names) and any("raylet" in n for n in names), listening
    exposed = [entry for entry in listening if not _loopback(entry[1])]
    assert not exposed, f"listening beyond loopback: {exposed}"
