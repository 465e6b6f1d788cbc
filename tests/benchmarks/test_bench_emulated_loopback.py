"""The emulated scaling benchmark's Ray cluster listens on 127.0.0.1 only, as esbench's own Ray does
(issue 35, case 11): its head and nodes (GCS, raylets, runtime-env agents) and the workers of a driver
that joins it. A fresh process starts the benchmark's cluster (one node of one CPU), joins it, runs a
task, and lists every listening inet socket of its process tree (psutil, which Ray ships)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.cluster

REPO = Path(__file__).resolve().parents[2]
PROBE = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
import ray
import psutil
import bench_es_emulated_scaling as bench

cluster = bench.start_cluster(bench.Setup(nodes=1, cpus_per_node=1))
try:
    ray.init(address=cluster.address, log_to_driver=False)
    node = ray.get(ray.remote(lambda: ray.util.get_node_ip_address()).remote(), timeout=120)
    tree = {p.pid: p for p in psutil.Process().children(recursive=True)}
    tree[psutil.Process().pid] = psutil.Process()
    listening = [[tree[c.pid].name(), c.laddr.ip, c.laddr.port] for c in psutil.net_connections(kind="inet")
                 if c.status == psutil.CONN_LISTEN and c.pid in tree]
    print("PROBE " + json.dumps({"address": cluster.address, "node": node, "listening": listening}))
    ray.shutdown()
finally:
    cluster.shutdown()
"""


def _loopback(ip: str) -> bool:
    return ip in ("::1", "::ffff:127.0.0.1") or ip.startswith("127.")


def test_the_benchmark_cluster_listens_on_loopback_only(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith("RAY_")}
    env["PYTHONPATH"] = str(REPO)
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(REPO / "benchmarks")],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    (line,) = [x for x in done.stdout.splitlines() if x.startswith("PROBE ")]
    probe = json.loads(line.removeprefix("PROBE "))
    assert probe["address"].startswith("127.0.0.1:") and probe["node"] == "127.0.0.1"
    names = {name for name, _, _ in probe["listening"]}
    assert {"gcs_server", "raylet"} <= names, probe
    exposed = [entry for entry in probe["listening"] if not _loopback(entry[1])]
    assert not exposed, exposed
