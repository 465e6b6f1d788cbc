"""``esbench run --jobs N``: trials packed on disjoint cores, the curves of a sequential run, faults.

Nothing here depends on timing: whether two trials ran side by side is read from the stored runs'
start and stop times (each run lies inside its own process's life, which the scheduler bounds),
and the fault tests wait on files the trials' envs write (``tests/jobs_env.py``).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import jobs_env  # also registers the test envs in this process, for the sequential runs
import pytest
from suiterun import HANG_S, REPO, SITE, assert_same_curves, run, stored

from esbench.cli.main import main
from esbench.execution.local.pool import PRELOAD, process_server, start_method
from esbench.execution.local.scheduler import CorePool, parse_jobs


@pytest.fixture
def child_env(monkeypatch):
    """The trials' processes (fresh interpreters) register the test envs too."""
    paths = [str(SITE), str(REPO), os.environ.get("PYTHONPATH", "")]
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(p for p in paths if p))
    return monkeypatch


@pytest.fixture
def two_cores():
    """This process (and so the driver) may use exactly two CPUs."""
    if not hasattr(os, "sched_setaffinity"):
        pytest.skip("no CPU affinity on this platform")
    saved = os.sched_getaffinity(0)
    if len(saved) < 2:
        pytest.skip("needs two CPUs")
    os.sched_setaffinity(0, sorted(saved)[:2])
    yield sorted(saved)[:2]
    os.sched_setaffinity(0, saved)


def overlapping(x: tuple, y: tuple) -> bool:
    return x[0] < y[1] and y[0] < x[1]


# -- the scheduler on its own ----------------------------------------------------------------------


def test_core_pool_packs_first_fit_in_suite_order_on_disjoint_cores():
    pool = CorePool([3, 1, 2, 0], jobs=3)
    started = pool.next_starts([("a", 2), ("b", 3), ("c", 1), ("d", 1)])
    assert [(p.key, p.cpu_ids) for p in started] == [("a", (0, 1)), ("c", (2,)), ("d", (3,))]
    assert pool.next_starts([("b", 3)]) == []  # no core free, and three run already
    pool.release("a")
    assert pool.next_starts([("b", 3)]) == []  # two cores free: b waits
    pool.release("c")
    assert [(p.key, p.cpu_ids) for p in pool.next_starts([("b", 3)])] == [("b", (0, 1, 2))]
    assert [e[0] for e in pool.events] == ["start"] * 3 + ["stop", "stop", "start"]


def test_a_trial_needing_more_cores_than_the_machine_runs_alone():
    pool = CorePool([0, 1], jobs=2)
    assert pool.place("small", 1) is not None
    assert pool.place("big", 5) is None  # waits until nothing runs
    pool.release("small")
    big = pool.place("big", 5)
    assert big.alone and big.cpu_ids == (0, 1)
    assert pool.place("other", 1) is None  # nothing beside it


def test_jobs_argument():
    assert parse_jobs("3", 8) == 3 and parse_jobs("auto", 8) == 8
    for bad in ("0", "-2", "many"):
        with pytest.raises(ValueError):
            parse_jobs(bad, 8)


def test_jobs_zero_exits_2(tmp_path, capsys):
    with pytest.raises(SystemExit) as exc:
        main(["run", "quickstart", "--results", str(tmp_path / "s"), "--jobs", "0"])
    assert exc.value.code == 2
    assert "--jobs: must be at least 1" in capsys.readouterr().err


# -- the process server ----------------------------------------------------------------------------


def _report_start(conn, variable: str) -> None:
    """A process's target: which heavy modules it started with, and an environment variable."""
    import sys

    conn.send(([m for m in PRELOAD if m in sys.modules], os.environ.get(variable)))
    conn.close()


def _started_with(context, variable: str):
    reader, writer = context.Pipe(duplex=False)
    process = context.Process(target=_report_start, args=(writer, variable))
    process.start()
    writer.close()
    got = reader.recv()
    process.join()
    return got


def test_processes_fork_from_a_fresh_server_that_imported_the_heavy_modules(monkeypatch):
    if start_method() != "forkserver":
        pytest.skip("no forkserver on this platform")
    for value in ("first", "second"):  # each run's server has the driver's environment of that moment
        monkeypatch.setenv("ESBENCH_TEST_SERVER", value)
        with process_server() as context:
            for _ in range(2):  # every process: a fork of the same server, nothing left by the last one
                modules, seen = _started_with(context, "ESBENCH_TEST_SERVER")
                assert {"torch", "stable_baselines3", "sacred", "gymnasium", "ray"} <= set(modules)
                assert seen == value


# -- through esbench run ---------------------------------------------------------------------------

MIXED = """\
name: jobs
seeds: [0]
budget: {timesteps: 600}
eval: {every_timesteps: 200, episodes: 2}
envs: [CartPole-v1]
algorithms:
  - {label: ES, algo: openai_es, params: {population: 4, noise_table_size: 100000, backend: serial}}
  - {label: ESray, algo: openai_es, params: {population: 4, noise_table_size: 100000, backend: ray,
     workers: 1}}
  - {label: CMA, algo: nevergrad, params: {popsize: 4}}
  - {label: A2C, algo: sb3_a2c, params: {n_steps: 20}}
policy: {hidden: [8]}
"""


@pytest.mark.slow
def test_jobs_2_stores_the_curves_of_a_sequential_run(tmp_path, capsys, child_env, two_cores):
    import torch

    # As in a user's shell (the tests set OMP_NUM_THREADS=1): torch's pool has every core, and the
    # sequential path must still run each trial with the threads --jobs gives it.
    before = torch.get_num_threads()
    torch.set_num_threads(len(two_cores))
    try:
        code, sequential = run(tmp_path, MIXED, "sequential")
    finally:
        torch.set_num_threads(before)
    assert code == 0, capsys.readouterr().out
    code, packed = run(tmp_path, MIXED, "packed", "--jobs", "2")
    out = capsys.readouterr().out
    assert code == 0, out
    assert "up to 2 trials at once on 2 cores" in out and "4 completed" in out
    for label in ("ES", "ESray", "CMA", "A2C"):
        assert f"/4] {label}/CartPole-v1/0: COMPLETED, final eval return" in out
    a, b = stored(sequential), stored(packed)
    assert sorted(a) == sorted(b) == ["A2C", "CMA", "ES", "ESray"]
    for label in a:
        (one,), (other,) = a[label], b[label]
        assert one["run"]["result"] == other["run"]["result"], label
        assert_same_curves(one["metrics"], other["metrics"])
        # the same torch threads either way (float sums depend on them): SB3 records its count
        assert one["info"]["cores"] == other["info"]["cores"], label
        assert "cpu_ids" not in one["info"]  # --jobs 1: the sequential path as before
        assert "process_start_s" not in one["info"]  # the sequential path starts no process
        assert isinstance(other["info"]["process_start_s"], float) and other["info"]["process_start_s"] >= 0
        assert other["info"]["packed"] is True and other["info"]["jobs"] == 2
        assert len(other["info"]["cpu_ids"]) == 1 and set(other["info"]["cpu_ids"]) <= set(two_cores)
    runs = [r for label in b for r in b[label]]
    for i, x in enumerate(runs):  # trials side by side ran on different cores
        for y in runs[i + 1 :]:
            if overlapping(x["span"], y["span"]):
                assert not set(x["info"]["cpu_ids"]) & set(y["info"]["cpu_ids"])

    # --resume with --jobs: the same skipped lines, nothing started
    code, _ = run(tmp_path, MIXED, "packed", "--jobs", "2", "--resume")
    out = capsys.readouterr().out
    assert code == 0 and out.count("already completed") == 4 and "starting" not in out


CORES = """\
name: cores
seeds: [0]
budget: {timesteps: 400}
eval: {every_timesteps: 200, episodes: 2}
envs: [CartPole-v1]
algorithms:
  - {label: CMA, algo: nevergrad, params: {popsize: 4}}
  - {label: ES2, algo: openai_es, params: {population: 4, noise_table_size: 100000, backend: ray,
     workers: 2}}
  - {label: A2C, algo: sb3_a2c, params: {n_steps: 20}}
policy: {hidden: [8]}
"""


def test_a_trial_with_two_workers_never_runs_beside_another_on_two_cores(tmp_path, capsys, two_cores):
    code, store = run(tmp_path, CORES, "store", "--jobs", "2")
    out = capsys.readouterr().out
    assert code == 0, out
    runs = stored(store)
    (es,) = runs["ES2"]
    assert es["info"]["cpu_ids"] == two_cores and es["info"]["cores"] == 2
    for label in ("CMA", "A2C"):
        (other,) = runs[label]
        assert not overlapping(es["span"], other["span"]), label
    # CMA and A2C (one core each) started before the ES, which waited for both cores (first fit)
    assert max(r["span"][0] for label in ("CMA", "A2C") for r in runs[label]) < es["span"][0]


KILL_SUITE = f"""\
name: kill
seeds: [3]
budget: {{timesteps: 6000}}
eval: {{every_timesteps: 1000, episodes: 2}}
envs: [{jobs_env.KILL_ID}]
algorithms:
  - label: ES
    algo: openai_es
    params: {{population: 4, sigma: 0.1, learning_rate: 0.1, noise_table_size: 100000,
             backend: serial, checkpoint_every: 1}}
  - {{label: CMA, algo: nevergrad, params: {{popsize: 4}}}}
policy: {{hidden: [8]}}
"""


def test_a_killed_trial_process_is_closed_failed_and_runs_again_from_its_checkpoint(
    tmp_path, capsys, child_env
):
    marker = tmp_path / "killed"
    child_env.setenv(jobs_env.KILL_MARKER, str(marker))
    child_env.setenv(jobs_env.KILL_AT, "2500")
    marker.write_text("reference")  # the sequential reference is never killed
    code, reference = run(tmp_path, KILL_SUITE, "reference")
    assert code == 0
    capsys.readouterr()
    marker.unlink()

    code, store = run(tmp_path, KILL_SUITE, "store", "--jobs", "2")
    out = capsys.readouterr().out
    assert code == 0, out
    assert marker.exists()  # a trial's process did kill itself (the first to reach step 2500)
    assert (
        "died without reporting (killed by SIGKILL)" in out
        and "lost (killed by SIGKILL); it runs again" in out
    )
    assert "2 completed" in out
    runs, expected = stored(store), stored(reference)
    killed = [r for label in runs for r in runs[label] if r["run"]["status"] == "FAILED"]
    assert len(killed) == 1, out
    assert "died without reporting" in killed[0]["run"]["fail_trace"][0]
    for label in ("ES", "CMA"):
        done = [r for r in runs[label] if r["run"]["status"] == "COMPLETED"]
        assert len(done) == 1, label
        assert_same_curves(done[0]["metrics"], expected[label][0]["metrics"])
        assert done[0]["run"]["result"] == expected[label][0]["run"]["result"]
    if runs["ES"][0]["run"]["status"] == "FAILED":  # the ES resumed from its checkpoint
        assert runs["ES"][-1]["info"]["resumed_from_generation"] >= 1


HOLD_SUITE = f"""\
name: hold
seeds: [1, 2, 3]
budget: {{timesteps: 8000}}
eval: {{every_timesteps: 1000, episodes: 2}}
envs: [{jobs_env.HOLD_ID}]
algorithms:
  - label: ES
    algo: openai_es
    params: {{population: 4, noise_table_size: 100000, backend: serial, checkpoint_every: 1}}
policy: {{hidden: [8]}}
"""


def wait_until(condition, what: str) -> None:
    deadline = time.monotonic() + HANG_S
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.05)


def test_ctrl_c_interrupts_every_running_trial(tmp_path):
    suite = tmp_path / "suite.yaml"
    suite.write_text(HOLD_SUITE)
    hold, store = tmp_path / "hold", tmp_path / "store"
    hold.touch()
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in [str(SITE), str(REPO), env.get("PYTHONPATH")] if p)
    env[jobs_env.HOLD], env[jobs_env.HOLD_AT] = str(hold), "300"
    cmd = [sys.executable, "-m", "esbench", "run", str(suite), "--results", str(store), "--no-report"]
    stdout, stderr = tmp_path / "out.txt", tmp_path / "err.txt"
    with open(stdout, "wb") as o, open(stderr, "wb") as e:
        proc = subprocess.Popen([*cmd, "--jobs", "2"], cwd=tmp_path, env=env, stdout=o, stderr=e)
    try:
        waiting = lambda: list(tmp_path.glob("hold.waiting.*"))  # noqa: E731
        wait_until(lambda: len(waiting()) == 2 or proc.poll() is not None, "two trials at the hold")
        assert proc.poll() is None, stdout.read_text() + stderr.read_text()
        proc.send_signal(signal.SIGINT)  # the driver only: it sends the signal on to its trials
        code = proc.wait(timeout=HANG_S)
    finally:
        hold.unlink(missing_ok=True)
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    out, err = stdout.read_text(), stderr.read_text()
    assert code == 130, out + err
    assert "2 interrupted, 1 not_run" in out and "Traceback" not in out + err, out + err
    runs = stored(store)["ES"]
    assert [r["run"]["status"] for r in runs] == ["INTERRUPTED", "INTERRUPTED"]
    first, second = (set(r["info"]["cpu_ids"]) for r in runs)
    assert first and second and not first & second
