"""The Slurm template's entrypoint (``examples/cluster/slurm-esbench.sbatch``) on one node: ``ray
symmetric-run`` starts a Ray head on loopback, runs ``esbench run SUITE --ray-address auto`` on it and
stops it; the runs come back into the submitting store with the curves of the same suite run here.

Two things are not Ray's command as shipped, both to stay on loopback and to stop only what this test
started:

- ``RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER=0`` (Ray's single-machine mode, as esbench's own local Ray,
  ``esbench/backends/local_ray.py``): without it ``ray start --node-ip-address=127.0.0.1`` replaces
  the address with the machine's routable one and its servers listen there.
- ``ray symmetric-run`` ends with ``ray stop``, which stops every Ray process of the machine (a
  benchmark's too). A ``ray`` first on the ``PATH`` of symmetric-run passes every command to Ray's own
  except ``stop``, which stops only the processes of this test's cluster (its temp dir and GCS port).

Nothing depends on timing: the trial holds (``tests/jobs_env.py``) while the test lists the cluster's
listening sockets, and the waits are on files and on the process.
"""

from __future__ import annotations

import inspect
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

import jobs_env
import pytest
from suiterun import HANG_S, REPO, SITE, assert_same_curves, run, stored

pytestmark = pytest.mark.cluster

RAY = Path(sys.executable).with_name("ray")
#: Traffic byte counts carry Ray's object references, whose size depends on where the run ran.
NOT_CURVES = ("es.bytes_to_workers", "es.bytes_to_workers_total")

SUITE = f"""\
name: symmetric
seeds: [3]
budget: {{timesteps: 2000}}
eval: {{every_timesteps: 1000, episodes: 2}}
envs: [{jobs_env.HOLD_ID}]
algorithms:
  - label: ES
    algo: openai_es
    params: {{population: 4, sigma: 0.1, noise_table_size: 100000, backend: serial}}
  - label: ES-ray
    algo: openai_es
    params: {{population: 4, sigma: 0.1, noise_table_size: 100000, backend: ray, workers: 2}}
policy: {{hidden: [8]}}
"""


def stop_own_ray(marks: list[str], group: int | None = None, grace_s: float = 10.0) -> list[str]:
    """SIGTERM, then SIGKILL, the Ray processes whose command line holds one of ``marks``, and every
    process of the process ``group`` symmetric-run was started in (Ray's agents rename themselves,
    ``ray::DashboardAgent``, so no mark finds them): only them, never this process or its ancestors."""
    import ray  # noqa: I001  (first: it puts its bundled psutil on sys.path)
    import psutil

    ray_dir = os.path.dirname(ray.__file__)
    me = psutil.Process(os.getpid())
    spared = {me.pid, *(p.pid for p in me.parents())}
    found = []
    for proc in psutil.process_iter():
        try:
            line = " ".join(proc.cmdline())
            in_group = group is not None and os.getpgid(proc.pid) == group
        except (psutil.Error, OSError):
            continue
        if proc.pid not in spared and (in_group or (ray_dir in line and any(m in line for m in marks))):
            found.append(proc)
    for proc in found:
        try:
            proc.terminate()
        except psutil.Error:
            pass
    _, alive = psutil.wait_procs(found, timeout=grace_s)
    for proc in alive:
        try:
            proc.kill()
        except psutil.Error:
            pass
    return [str(p.pid) for p in found]


SHIM = """\
#!{python}
# `ray` for `ray symmetric-run` in tests/execution/cluster/test_symmetric_run.py: Ray's own `ray`,
# except `ray stop`, which stops only the test's cluster (ESBENCH_TEST_RAY_MARKS), not the machine's.
import json, os, sys
{stop}
if sys.argv[1:2] == ["stop"]:
    marks = json.loads(os.environ["ESBENCH_TEST_RAY_MARKS"])
    print("stopped (this test's cluster only):", *stop_own_ray(marks, os.getpgid(0)))
else:
    os.execv({ray!r}, [{ray!r}, *sys.argv[1:]])
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))  # an ephemeral port: outside Ray's worker ports (10002-19999)
        return s.getsockname()[1]


def loopback(ip: str) -> bool:
    return ip in ("::1", "::ffff:127.0.0.1") or ip.startswith("127.")


def listening(marks: list[str], group: int) -> list[list]:
    """Every listening inet socket of the Ray processes of ``marks`` or of the process ``group``:
    [name, ip, port]."""
    import ray  # noqa: I001  (first: it puts its bundled psutil on sys.path)
    import psutil

    ray_dir, found = os.path.dirname(ray.__file__), []
    for proc in psutil.process_iter():
        try:
            line = " ".join(proc.cmdline())
            if os.getpgid(proc.pid) == group or (ray_dir in line and any(m in line for m in marks)):
                found += [[proc.name(), c.laddr.ip, c.laddr.port] for c in proc.net_connections("inet")
                          if c.status == psutil.CONN_LISTEN]  # fmt: skip
        except (psutil.Error, OSError):
            continue
    return found


@pytest.fixture
def no_ray_here(monkeypatch):
    """No Ray of this process while the test runs (symmetric-run refuses a node with a Ray already);
    the Ray the reference's ES-ray trial starts here sees the test envs (``tests/jobs_site``)."""
    import ray

    from esbench.backends.local_ray import init_local_ray, ray_descendants, stop_ray_processes

    paths = [str(SITE), str(REPO), os.environ.get("PYTHONPATH", "")]
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(p for p in paths if p))
    restart = ray.is_initialized()
    if restart:
        stop_ray_processes(ray, ray_descendants())  # shut down, and none of its processes left
    yield
    if restart:  # the session's local Ray, for the tests after this one
        init_local_ray(ray, 2)


def test_symmetric_run_brings_the_runs_back_with_the_local_curves(tmp_path, no_ray_here, capsys):
    from ray._private.services import find_gcs_addresses

    if not RAY.exists():
        pytest.skip(f"no {RAY}")
    find_gcs_addresses.cache_clear()
    if others := find_gcs_addresses():
        pytest.skip(f"another Ray runs on this machine ({sorted(others)}): symmetric-run refuses it")
    temp = Path(tempfile.mkdtemp(prefix="esr-"))  # short: Ray's socket paths live under it
    port, client, agent = free_port(), free_port(), free_port()
    address = f"127.0.0.1:{port}"
    marks = [str(temp), address, f"--gcs_server_port={port}"]
    shim = tmp_path / "bin" / "ray"
    shim.parent.mkdir()
    stop_source = textwrap.dedent(inspect.getsource(stop_own_ray))
    shim.write_text(SHIM.format(python=sys.executable, stop=stop_source, ray=str(RAY)))
    shim.chmod(0o755)
    hold = tmp_path / "hold"
    hold.touch()
    env = {
        **os.environ,
        "PATH": os.pathsep.join([str(shim.parent), os.environ.get("PATH", "")]),
        "RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER": "0",  # the node's address stays 127.0.0.1
        "ESBENCH_TEST_RAY_MARKS": json.dumps(marks),
        jobs_env.HOLD: str(hold),
        jobs_env.HOLD_AT: "300",
    }
    env.pop("RAY_ADDRESS", None)
    suite = tmp_path / "suite.yaml"
    suite.write_text(SUITE)
    entrypoint = [sys.executable, "-m", "esbench", "run", str(suite), "--results", str(tmp_path / "store"),
                  "--no-report", "--ray-address", "auto"]  # fmt: skip
    cmd = [str(RAY), "symmetric-run", "--address", address, "--min-nodes", "1", "--num-cpus", "2",
           "--include-dashboard=false", f"--ray-client-server-port={client}",
           f"--dashboard-agent-listen-port={agent}", f"--temp-dir={temp}", "--", *entrypoint]  # fmt: skip
    out, err = tmp_path / "out", tmp_path / "err"
    group = None  # symmetric-run's process group, once it started
    try:
        with open(out, "wb") as o, open(err, "wb") as e:
            # a session of its own: every process it starts is in its group, which is stopped after
            proc = subprocess.Popen(cmd, cwd=tmp_path, env=env, stdout=o, stderr=e, start_new_session=True)
        group = proc.pid
        try:
            deadline = time.monotonic() + HANG_S  # a hang guard, not a time limit
            while not list(tmp_path.glob("hold.waiting.*")):
                assert proc.poll() is None, f"ended (exit {proc.returncode}) before a trial held: " + (
                    out.read_text() + err.read_text()
                )
                assert time.monotonic() < deadline, "timed out waiting for a trial to hold"
                time.sleep(0.05)
            sockets = listening(marks, group)  # the cluster is up, a trial in the middle of its run
            hold.unlink()
            code = proc.wait(timeout=HANG_S)
        finally:
            hold.unlink(missing_ok=True)
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    finally:
        left = stop_own_ray(marks, group)  # symmetric-run stopped them already; anything left, ours
        shutil.rmtree(temp, ignore_errors=True)
    text = out.read_text() + err.read_text()
    code_here, reference = run(tmp_path, SUITE, "reference")  # here, without a cluster, never holding
    assert code_here == 0, capsys.readouterr().out
    names = {name for name, _, _ in sockets}
    assert any("gcs_server" in n for n in names) and any("raylet" in n for n in names), sockets
    assert not [s for s in sockets if not loopback(s[1])], f"listening beyond loopback: {sockets}"
    assert code == 0, text
    assert "On head node" in text and "2 completed" in text and "Traceback" not in text, text
    assert "stopped (this test's cluster only)" in text, text  # symmetric-run's own `ray stop` ran
    assert not left, f"Ray processes left after symmetric-run: {left}"
    runs, expected = stored(tmp_path / "store"), stored(reference)
    assert set(runs) == set(expected) == {"ES", "ES-ray"}
    for label in expected:
        [got], [want] = runs[label], expected[label]
        assert got["run"]["status"] == "COMPLETED"
        assert got["info"]["cluster"]["node_id"]  # it ran as a cluster trial, relayed here
        curve, want_curve = got["metrics"]["eval.return_mean"], want["metrics"]["eval.return_mean"]
        assert curve["steps"] and curve["steps"] == want_curve["steps"]  # the same eval points
        assert curve["values"] == want_curve["values"]  # and returns
        mine = {k: v for k, v in got["metrics"].items() if k not in NOT_CURVES}
        assert_same_curves(mine, {k: v for k, v in want["metrics"].items() if k not in NOT_CURVES})
        assert got["run"]["result"] == want["run"]["result"]
