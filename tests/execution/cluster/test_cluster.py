"""``esbench run --ray-address``: a suite on a multi-node Ray cluster, relayed into the driver's store.

Each test starts a real Ray cluster of several nodes on this machine (``ray.cluster_utils.Cluster``:
a head without CPUs and worker nodes with their own raylets) and runs ``esbench run`` as a separate
process, as a user would. Nothing depends on timing: the fault tests wait on files the trials' envs
write (``tests/jobs_env.py``) and on files the driver has relayed.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

import jobs_env  # registers the test envs in this process too, for the sequential references
import pytest
from suiterun import HANG_S, REPO, SITE, assert_same_curves, run, stored

from esbench.cli.main import main
from esbench.execution.cluster.relay import RunRelay

pytestmark = pytest.mark.cluster

#: Traffic byte counts carry Ray's object references, whose size depends on where the run ran.
NOT_CURVES = ("es.bytes_to_workers", "es.bytes_to_workers_total")


@pytest.fixture
def cluster(monkeypatch):
    """A factory of Ray clusters (head without CPUs + worker nodes) whose processes see the test envs."""
    import ray
    from ray.cluster_utils import Cluster

    from esbench.backends.local_ray import init_local_ray

    restart: list[bool] = []
    paths = [str(SITE), str(REPO), os.environ.get("PYTHONPATH", "")]
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(p for p in paths if p))
    monkeypatch.setenv("RAY_ADDRESS", "")  # Cluster() sets it; undone (removed) after the test
    started = []

    def start(*node_cpus: int, env: dict[str, str] | None = None) -> Cluster:
        # The session's local Ray listens on loopback only, and while it runs this process's Ray
        # hands its cached address (127.0.0.1) to a new cluster's head: stop it first (restarted below).
        if ray.is_initialized():
            ray.shutdown()
            restart.append(True)
        for key, value in (env or {}).items():
            monkeypatch.setenv(key, value)  # the raylets, and so the trials' hosts, inherit it
        # Ray's own health checks (a node silent for about 15 s is dead): shorter ones would
        # declare nodes of a busy test machine dead.
        made = Cluster(initialize_head=True, head_node_args={"num_cpus": 0})
        started.append(made)
        for cpus in node_cpus:
            made.add_node(num_cpus=cpus)
        made.wait_for_nodes(timeout=HANG_S)
        os.environ.pop("RAY_ADDRESS", None)  # a local Ray of this process must not join the cluster
        return made

    yield start
    for made in started:
        made.shutdown()
    if restart:  # the session's local Ray, for the tests after this one
        init_local_ray(ray, 2)


def esbench_run(tmp_path: Path, suite_text: str, store: str, address: str, *extra: str):
    """``esbench run`` of ``suite_text`` on the cluster, as a process of its own (Popen, output files)."""
    suite = tmp_path / "suite.yaml"
    suite.write_text(textwrap.dedent(suite_text))
    cmd = [sys.executable, "-m", "esbench", "run", str(suite), "--results", str(tmp_path / store)]
    out, err = tmp_path / f"{store}.out", tmp_path / f"{store}.err"
    with open(out, "wb") as o, open(err, "wb") as e:
        proc = subprocess.Popen(
            [*cmd, "--no-report", "--ray-address", address, *extra],
            cwd=tmp_path,
            stdout=o,
            stderr=e,
            preexec_fn=_two_cpus,
        )
    return proc, out, err


def _two_cpus() -> None:
    """The driver may use two CPUs: a Ray trial without ``workers`` then reserves two."""
    os.sched_setaffinity(0, sorted(os.sched_getaffinity(0))[:2])


def wait_until(condition, what: str, proc=None) -> None:
    deadline = time.monotonic() + HANG_S
    while not condition():
        if proc is not None and proc.poll() is not None:
            raise AssertionError(f"esbench run ended (exit {proc.returncode}) before {what}")
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.05)


def curves(runs: dict) -> dict:
    """Every run's metrics by (label, seed), without the traffic byte counts."""
    return {
        (label, r["run"]["meta"]["seed"]): {k: v for k, v in r["metrics"].items() if k not in NOT_CURVES}
        for label, entries in runs.items()
        for r in entries
    }


MIXED_SUITE = """\
name: mixed
seeds: [1]
budget: {timesteps: 3000}
eval: {every_timesteps: 1000, episodes: 2}
envs: [CartPole-v1]
algorithms:
  - {label: ES, algo: openai_es, params: {population: 8, noise_table_size: 100000, backend: serial}}
  - label: ES-b
    algo: openai_es
    params: {population: 8, sigma: 0.05, noise_table_size: 100000, backend: serial}
  - label: ES-ray
    algo: openai_es
    params: {population: 8, noise_table_size: 100000, backend: ray, workers: 2}
  - label: ES-ray-auto
    algo: openai_es
    params: {population: 8, noise_table_size: 100000, backend: ray}
  - {label: CMA, algo: nevergrad, params: {popsize: 6}}
  - {label: PPO, algo: sb3_ppo, params: {n_steps: 256, batch_size: 64, n_epochs: 1}}
policy: {hidden: [8]}
"""


#: A trial no node can hold (5 cores in subprocess envs; the largest node has 2): FAILED, the suite goes on.
TOO_BIG = "  - {label: A2C, algo: sb3_a2c, resources: {cores: 5}, params: {n_steps: 8}}\n"


@pytest.mark.mongo
def test_a_suite_runs_across_the_nodes_and_lands_whole_in_the_drivers_store_and_mongodb(
    tmp_path, cluster, capsys, ray_session, mongo, monkeypatch
):
    from esbench.report import ReportOptions, build_report
    from esbench.stores.mongo_runs import MongoRunStore

    # The same suite, sequential, here (its Ray trials on the session's local Ray).
    code, reference = run(tmp_path, MIXED_SUITE, "reference")
    assert code == 0, capsys.readouterr().out
    before = set(Path(tempfile.gettempdir()).glob("esbench-trial-*"))
    made = cluster(2, 2)
    # completed trials' checkpoints kept, to see them relayed (removed at the end otherwise)
    suite = MIXED_SUITE.replace(
        "policy: {hidden: [8]}", TOO_BIG + "policy: {hidden: [8]}\nstore: {keep_checkpoints: true}"
    )
    monkeypatch.setenv("ESBENCH_MONGO", mongo.url)  # a password on a command line is refused (issue 35)
    proc, out, err = esbench_run(tmp_path, suite, "store", made.address)
    code = proc.wait(timeout=HANG_S)
    text = out.read_text() + err.read_text()
    assert code == 1, text
    assert mongo.password not in text
    assert "A2C/CartPole-v1/1: FAILED (needs 5 CPUs, the cluster's largest node has 2" in text, text
    assert "6 completed, 1 failed" in text and "Traceback" not in text, text
    runs = stored(tmp_path / "store")
    got, expected = curves(runs), curves(stored(reference))
    labels = {"ES", "ES-b", "ES-ray", "ES-ray-auto", "CMA", "PPO"}
    assert set(got) == set(expected) == {(label, 1) for label in labels}
    for key in expected:
        assert_same_curves(got[key], expected[key])
    nodes = {node.node_id for node in made.worker_nodes}
    used = set()
    for entries in runs.values():
        for r in entries:
            directory = tmp_path / "store" / r["id"]
            assert r["run"]["status"] == "COMPLETED"
            assert (directory / "cout.txt").is_file(), r["id"]  # Sacred's captured output came too
            assert all((tmp_path / "store" / s).exists() for _, s in r["run"]["experiment"]["sources"])
            assert r["run"]["meta"]["driver"]["pid"] == proc.pid  # the driver's run, on any node
            assert r["run"]["meta"]["trial_host"]["pid"] == r["info"]["cluster"]["pid"] != proc.pid
            used.add(r["info"]["cluster"]["node_id"])
            on_ray = r["run"]["meta"]["label"].startswith("ES-ray")
            assert r["info"]["cluster"]["cores"] == (2 if on_ray else 1)
    assert used == nodes  # both worker nodes ran trials
    # Two Ray workers in the placement group, also where the suite leaves `workers` to the machine.
    assert runs["ES-ray"][0]["info"]["cores"] == runs["ES-ray-auto"][0]["info"]["cores"] == 2
    for label in ("ES", "ES-ray"):  # checkpoints relayed to the driver's work directory
        assert list((tmp_path / "store" / "checkpoints").glob(f"{label}__CartPole-v1__1/*.npz"))
    assert set(Path(tempfile.gettempdir()).glob("esbench-trial-*")) == before  # nothing left on nodes
    # The runs reached MongoDB complete, through the driver: the report is the same from either store.
    docs = list(mongo.db.runs.find({"config.suite": "mixed"}))
    files = [r["run"]["status"] for entries in runs.values() for r in entries]
    assert sorted(d["status"] for d in docs) == sorted(files) and len(docs) >= 6
    opts = ReportOptions(pdf=False)
    build_report([tmp_path / "store"], tmp_path / "f", opts)
    build_report([MongoRunStore(mongo.db, "mixed")], tmp_path / "m", opts)
    tables = sorted((tmp_path / "f" / "tables").glob("*.csv"))
    assert tables
    for table in tables:  # every number of the report is the same from either store
        assert table.read_bytes() == (tmp_path / "m" / "tables" / table.name).read_bytes(), table.name


HOLD_SUITE = f"""\
name: hold
seeds: [5]
budget: {{timesteps: 6000}}
eval: {{every_timesteps: 1000, episodes: 2}}
envs: [{jobs_env.HOLD_ID}]
algorithms:
  - label: ES
    algo: openai_es
    params: {{population: 4, sigma: 0.1, learning_rate: 0.1, noise_table_size: 100000,
             backend: serial, checkpoint_every: 1}}
policy: {{hidden: [8]}}
"""


def test_a_lost_node_reruns_its_trial_from_the_relayed_checkpoint(tmp_path, cluster, capsys):
    code, reference = run(tmp_path, HOLD_SUITE, "reference")  # no hold file: never holds
    assert code == 0
    capsys.readouterr()
    hold = tmp_path / "hold"
    hold.touch()
    made = cluster(1, 1, env={jobs_env.HOLD: str(hold), jobs_env.HOLD_AT: "2500"})
    proc, out, err = esbench_run(tmp_path, HOLD_SUITE, "store", made.address)
    try:
        waiting = lambda: list(tmp_path.glob("hold.waiting.*"))  # noqa: E731
        wait_until(lambda: waiting(), "the trial at its hold", proc)
        checkpoint = tmp_path / "store" / "checkpoints" / "ES__esbench-test-Hold-v0__5"
        wait_until(lambda: list(checkpoint.glob("*.npz")), "its checkpoint relayed", proc)
        pid = int(waiting()[0].name.rsplit(".", 1)[1])  # its name: written at once
        line = next(x for x in out.read_text().splitlines() if ": on node" in x)
        node_id = line.split("node id ")[1][:12]
        node = next(n for n in made.worker_nodes if n.node_id.startswith(node_id))
        made.remove_node(node, allow_graceful=False)  # the node is gone, its processes killed
        wait_until(lambda: not _alive(pid), "the held process to die")
        hold.unlink()  # the re-run (another process) never holds
        code = proc.wait(timeout=HANG_S)
    finally:
        hold.unlink(missing_ok=True)
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    text = out.read_text() + err.read_text()
    assert code == 0, text
    assert "was lost" in text and "it runs again, from its checkpoint" in text, text
    assert "1 completed" in text and "Traceback" not in text, text
    runs = stored(tmp_path / "store")["ES"]
    assert [r["run"]["status"] for r in runs] == ["FAILED", "COMPLETED"], text
    lost, done = runs
    assert "was lost" in lost["run"]["fail_trace"][0]
    assert lost["metrics"]["eval.return_mean"]["steps"]  # its points up to the checkpoint are kept
    assert done["info"]["resumed_from_generation"] >= 1  # continued from the relayed checkpoint
    assert done["info"]["cluster"]["node_id"] != lost["info"].get("cluster", {}).get("node_id", "")
    expected = stored(reference)["ES"][0]
    assert_same_curves(done["metrics"], expected["metrics"])
    assert done["run"]["result"] == expected["run"]["result"]


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_ctrl_c_interrupts_every_trial_on_the_cluster(tmp_path, cluster):
    hold = tmp_path / "hold"
    hold.touch()
    made = cluster(1, 1, env={jobs_env.HOLD: str(hold), jobs_env.HOLD_AT: "300"})
    suite = HOLD_SUITE.replace("seeds: [5]", "seeds: [1, 2, 3]")
    proc, out, err = esbench_run(tmp_path, suite, "store", made.address)
    try:
        wait_until(lambda: len(list(tmp_path.glob("hold.waiting.*"))) == 2, "two trials at the hold", proc)
        proc.send_signal(signal.SIGINT)
        wait_until(lambda: "SIGINT" in err.read_text(), "the driver to note the signal", proc)
        hold.unlink()  # the held trials reach their next logged point, where they stop
        code = proc.wait(timeout=HANG_S)
    finally:
        hold.unlink(missing_ok=True)
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    text = out.read_text() + err.read_text()
    assert code == 130, text
    assert "2 interrupted, 1 not_run" in text and "Traceback" not in text, text
    runs = stored(tmp_path / "store")["ES"]
    assert [r["run"]["status"] for r in runs] == ["INTERRUPTED", "INTERRUPTED"]
    assert len({r["info"]["cluster"]["node_id"] for r in runs}) == 2


def test_an_unreachable_cluster_exits_2_naming_the_address(tmp_path, capsys):
    suite = tmp_path / "suite.yaml"
    suite.write_text(textwrap.dedent(HOLD_SUITE))
    code = main(["run", str(suite), "--results", str(tmp_path / "s"), "--ray-address", "127.0.0.1:9"])
    err = capsys.readouterr().err
    assert code == 2
    assert "--ray-address 127.0.0.1:9: cannot connect to a Ray cluster" in err and "Traceback" not in err


def test_the_relay_maps_run_ids_names_the_driver_and_refuses_paths(tmp_path):
    store, checkpoints = tmp_path / "store", tmp_path / "work" / "checkpoints" / "t"
    (store / "1").mkdir(parents=True)  # a run of another trial is there already
    relay = RunRelay(store, checkpoints)
    run = {"status": "RUNNING", "meta": {"driver": {"pid": 1, "host": "node-b"}}}
    relay.apply({
        "store/1/run.json": json.dumps(run).encode(),
        "store/1/metrics.json": b"{}",
        "store/_sources/a_0123.py": b"x = 1\n",
        "checkpoint/state.npz": b"npz",
    })  # fmt: skip
    assert relay.local_id("1") == 2 and relay.local_id(7) is None
    written = json.loads((store / "2" / "run.json").read_text())
    assert written["meta"]["driver"]["pid"] == os.getpid()
    assert written["meta"]["trial_host"] == {"pid": 1, "host": "node-b"}
    assert (store / "2" / "metrics.json").read_text() == "{}"
    assert (store / "_sources" / "a_0123.py").read_text() == "x = 1\n"
    assert (checkpoints / "state.npz").read_bytes() == b"npz"
    relay.apply({"store/1/../../evil": b"x", "store/x/run.json": b"{}", "checkpoint/..": b"x"})
    assert not (tmp_path / "evil").exists() and not (store / "x").exists()
    assert sorted(p.name for p in checkpoints.parent.iterdir()) == ["t"]  # nothing written beside it


def test_a_killed_driver_resumes_on_the_cluster_from_the_relayed_checkpoint(tmp_path, cluster, capsys):
    code, reference = run(tmp_path, HOLD_SUITE, "reference")
    assert code == 0
    capsys.readouterr()
    hold = tmp_path / "hold"
    hold.touch()
    made = cluster(1, env={jobs_env.HOLD: str(hold), jobs_env.HOLD_AT: "2500"})
    proc, out, err = esbench_run(tmp_path, HOLD_SUITE, "store", made.address)
    checkpoint = tmp_path / "store" / "checkpoints" / "ES__esbench-test-Hold-v0__5"
    try:
        wait_until(lambda: list(tmp_path.glob("hold.waiting.*")), "the trial at its hold", proc)
        wait_until(lambda: list(checkpoint.glob("*.npz")), "its checkpoint relayed", proc)
        pid = int(next(tmp_path.glob("hold.waiting.*")).name.rsplit(".", 1)[1])  # its name: written at once
        proc.kill()  # SIGKILL: no summary, no last relay; Ray ends the driver's actors with it
        proc.wait()
        wait_until(lambda: not _alive(pid), "the trial's host to end with its driver")
    finally:
        hold.unlink(missing_ok=True)
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    again, out, err = esbench_run(tmp_path, HOLD_SUITE, "store", made.address, "--resume")
    code = again.wait(timeout=HANG_S)
    text = out.read_text() + err.read_text()
    assert code == 0 and "1 completed" in text and "Traceback" not in text, text
    assert "driver died" in text  # the relayed RUNNING run was closed by the second esbench run
    runs = stored(tmp_path / "store")["ES"]
    assert [r["run"]["status"] for r in runs] == ["INTERRUPTED", "COMPLETED"], text
    done, expected = runs[1], stored(reference)["ES"][0]
    assert done["info"]["resumed_from_generation"] >= 1
    assert_same_curves(done["metrics"], expected["metrics"])
    assert done["run"]["result"] == expected["run"]["result"]
