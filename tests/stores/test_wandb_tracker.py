"""Weights & Biases as a tracker, for real: the real ``wandb`` client in offline mode writes the runs
(``esbench run --wandb PROJECT``, ``esbench push --wandb PROJECT``), and W&B's own reader of offline
run files (wandb-core's ``leet inspect --json``) reads them back: every curve equals the file store's
over env steps, the eval curve also over training wall-clock, the step axes are W&B metric
definitions, the config is the stored one with its provenance, a second push adds no run, a W&B key
in the environment is never written or printed, links are refused, a full disk is named, a killed
run's copy is closed on ``--resume``, and online needs W&B's own key and a reachable server.

Each test names in its docstring the broken code it fails on.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import pickle
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from storehelpers import write_suite

from esbench import __version__
from esbench.cli.main import main
from esbench.core.errors import EsbenchError
from esbench.stores.file_store import FileRunStore
from esbench.stores.runs import run_uid

pytest.importorskip("wandb")

#: A key of W&B's format that no server knows: it must appear in no file and no output.
FAKE_KEY = "esbenchFakeWandbKey" + "0123456789" * 3
SUITE = """\
name: wb-e2e
seeds: [0]
budget: {timesteps: 200}
eval: {every_timesteps: 100, episodes: 1}
envs: [CartPole-v1]
algorithms:
  - {label: NG, algo: nevergrad, params: {popsize: 4}}
policy: {hidden: [4]}
"""


@pytest.fixture(autouse=True)
def wandb_env(tmp_path, monkeypatch):
    """No ESBENCH_WANDB* of the caller; W&B's own settings and caches under the test's directory."""
    for name in ("ESBENCH_WANDB", "ESBENCH_WANDB_DIR", "WANDB_BASE_URL", "WANDB_MODE", "WANDB_DIR"):
        monkeypatch.delenv(name, raising=False)
    for name in ("WANDB_CONFIG_DIR", "WANDB_CACHE_DIR", "WANDB_DATA_DIR"):
        monkeypatch.setenv(name, str(tmp_path / "wandb-home" / name.lower()))
    monkeypatch.setenv("WANDB_API_KEY", FAKE_KEY)


def key_of(name: str) -> str:
    """The W&B key of an esbench metric, as docs/tracking.md says."""
    return {"train.return_mean": "charts/episodic_return"}.get(name, name.replace(".", "/"))


def run_dirs(runs: Path) -> list[Path]:
    """The W&B run directories under ``runs`` (``DIR/wandb``)."""
    return sorted(p for p in runs.glob("*run-*") if p.is_dir())


def records(run_dir: Path) -> list[dict]:
    """Every record of a W&B run directory's transaction log, read by W&B's own reader."""
    from wandb.util import get_core_path

    (log,) = run_dir.glob("run-*.wandb")
    args = [get_core_path(), "leet", "inspect", "-json", "-no-observability", "-run-file", str(log)]
    done = subprocess.run(
        [*args, str(run_dir.parent)], capture_output=True, text=True, check=True, timeout=300
    )
    return [json.loads(line) for line in done.stdout.splitlines()]


def curves(recs: list[dict], axis: str = "global_step") -> dict[str, list[tuple[float, float]]]:
    """Every history key's points over ``axis``."""
    out: dict[str, list[tuple[float, float]]] = {}
    for rec in recs:
        if rec["type"] == "history":
            item = rec["history"]["item"]
            for key, value in item.items():
                if not key.startswith("_") and axis in item:
                    out.setdefault(key, []).append((item[axis], value))
    return out


def config_of(recs: list[dict]) -> dict:
    """The run's config: the run record's, then each config record's updates."""
    config: dict = {}
    for rec in recs:
        if rec["type"] == "run":
            config.update(rec["run"].get("config", {}).get("update", {}))
        elif rec["type"] == "config":
            config.update(rec["config"].get("update", {}))
    config.pop("_wandb", None)
    return config


def one(recs: list[dict], kind: str) -> dict:
    (found,) = [r[kind] for r in recs if r["type"] == kind]
    return found


def summary_of(recs: list[dict]) -> dict:
    out: dict = {}
    for rec in recs:
        if rec["type"] == "summary":
            out.update(rec["summary"].get("update", {}))
    return out


def assert_is_the_stored_run(run_dir: Path, raw) -> list[dict]:
    """The W&B copy holds every stored curve over env steps, the eval curves over training time, the
    step axes, the stored config and its provenance, the identity, the status and the point count."""
    recs = records(run_dir)
    by_step = curves(recs)
    for name, series in raw.metrics.items():
        assert by_step[key_of(name)] == list(zip(series["steps"], series["values"], strict=True)), name
    seconds = dict(
        zip(raw.metrics["wall_clock_s"]["steps"], raw.metrics["wall_clock_s"]["values"], strict=True)
    )
    by_time = curves(recs, "wall_clock_s")
    stored = raw.metrics["eval.return_mean"]
    expected = [(seconds[s], v) for s, v in zip(stored["steps"], stored["values"], strict=True)]
    assert by_time["by_wall_clock/eval/return_mean"] == expected
    axes = {r["metric"]["name"]: r["metric"].get("step_metric") for r in recs if r["type"] == "metric"}
    assert axes.pop("global_step") is None and axes["eval/return_mean"] == "global_step"
    assert axes["by_wall_clock/eval/return_mean"] == "wall_clock_s"
    assert set(axes) == {k for k in by_step if k != "global_step"}
    assert {v for k, v in axes.items() if not k.startswith("by_wall_clock/")} == {"global_step"}
    config, info = config_of(recs), raw.info or {}
    uid = hashlib.sha1(run_uid(raw.config, str(raw.run["start_time"])).encode()).hexdigest()[:32]
    assert {k: config[k] for k in raw.config} == dict(raw.config)
    assert config["env_id"] == raw.config["env"] and config["exp_name"] == raw.config["label"]
    facts = config["esbench"]  # what the run's info holds (a killed run's: no runner facts)
    assert config.get("cores") == info.get("cores")
    for fact in ("code_digest", "cpu_model", "math_kernels", "provenance"):
        assert facts.get(fact) == info.get(fact), fact
    assert facts["uid"] == uid and facts["run_id"] == raw.run_id and facts["version"] == __version__
    run = one(recs, "run")
    label = raw.config["label"]
    assert run["run_id"] == uid and run["run_group"] == f"{raw.config['suite']}/{label}/CartPole-v1"
    assert set(run["tags"]) >= {raw.config["suite"], label, "CartPole-v1", "seed=0"}
    assert summary_of(recs)["status"] == raw.status
    assert one(recs, "exit")["exit_code"] == {"COMPLETED": 0, "INTERRUPTED": 255}[raw.status]
    marker = json.loads((run_dir / "esbench-run.json").read_text())
    assert marker["status"] == raw.status and marker["uid"] == uid
    assert marker["points"] == sum(len(m["steps"]) for m in raw.metrics.values()) > 0
    return recs


def all_bytes(*roots: Path) -> bytes:
    return b"\n".join(p.read_bytes() for root in roots for p in sorted(root.rglob("*")) if p.is_file())


def test_a_run_is_a_wandb_run_that_w_and_bs_reader_reads_back(tmp_path, capsys):
    """Fails on: a point dropped or split over the wrong step (rows), a metric over the wrong axis or
    without one (define_metric), the config or provenance missing, a second push writing the run
    again, the key written into a file or printed, a missing `wandb sync` line."""
    suite = tmp_path / "suite.yaml"
    suite.write_text(SUITE)
    store, wb = tmp_path / "r", tmp_path / "wb"
    args = ["run", str(suite), "--results", str(store), "--no-report"]
    assert main([*args, "--wandb", "proj", "--wandb-dir", str(wb)]) == 0
    out, err = capsys.readouterr()
    assert f"W&B project proj (--wandb): offline, one run directory per run under {wb}/wandb" in out
    assert [line for line in out.splitlines() if "wandb sync" in line] == [
        f"W&B: runs kept offline in {wb}/wandb; send them to W&B with: wandb sync {wb}/wandb"
    ]
    (raw,) = list(FileRunStore(store).iter_runs())
    assert {"cores", "code_digest", "cpu_model", "math_kernels", "provenance"} <= set(raw.info)
    (live,) = run_dirs(wb / "wandb")
    assert live.name.startswith("offline-run-")
    assert_is_the_stored_run(live, raw)
    # a push where the live run is: already there; elsewhere: once, then already there
    assert main(["push", str(store), "--wandb", "proj", "--wandb-dir", str(wb)]) == 0
    assert "0 inserted, 0 replaced (incomplete in W&B), 1 already there" in capsys.readouterr().out
    assert run_dirs(wb / "wandb") == [live]
    pushes = []
    for _ in range(2):
        assert main(["push", str(store), "--wandb", "proj", "--wandb-dir", str(tmp_path / "wb2")]) == 0
        pushes.append(capsys.readouterr())
    assert "1 inserted" in pushes[0].out and "1 already there" in pushes[1].out
    (pushed,) = run_dirs(tmp_path / "wb2" / "wandb")
    assert_is_the_stored_run(pushed, raw)
    # W&B's key from the environment: in no file esbench or W&B wrote, in no output
    printed = out + err + "".join(p.out + p.err for p in pushes) + "".join(capsys.readouterr())
    assert FAKE_KEY not in printed
    assert FAKE_KEY.encode() not in all_bytes(store, wb, tmp_path / "wb2")


def test_a_step_split_over_two_heartbeats_is_one_row(tmp_path):
    """Sacred's heartbeat can fall between two metrics of one step; the tracker driven as its observer
    drives it. Fails on: a row per batch (step 100's eval without its wall-clock: no
    ``by_wall_clock`` point), the last step's row never written, the info's cores left out."""
    from esbench.stores.tracker import RunStart
    from esbench.stores.wandb_tracker import WandbTracker

    tracker = WandbTracker.open(f"proj?dir={tmp_path}", "--wandb")
    config = {"suite": "s", "label": "L", "algo": "a", "env": "CartPole-v1", "seed": 0}
    start = RunStart(config=config, store_name="r", run_id="1", uid="s|L|x", run_set=1, start_ms=0)
    handle = tracker.start_run(start)
    tracker.log_info(handle, {"cores": 3})
    first = [("timesteps", 0.0, 1000, 0), ("wall_clock_s", 0.0, 1000, 0), ("eval.return_mean", 9.0, 1000, 0)]
    tracker.log_metrics(
        handle, [*first, ("timesteps", 100.0, 2000, 100), ("eval.return_mean", 20.0, 2000, 100)]
    )
    tracker.log_metrics(handle, [("wall_clock_s", 1.5, 2500, 100)])
    tracker.finish(handle, "COMPLETED", None)
    (run_dir,) = run_dirs(tmp_path / "wandb")
    recs = records(run_dir)
    rows = [r["history"]["item"] for r in recs if r["type"] == "history"]
    assert [(r["global_step"], r["wall_clock_s"], r["eval/return_mean"], r["_timestamp"]) for r in rows] == [
        (0, 0.0, 9.0, 1.0),
        (100, 1.5, 20.0, 2.5),
    ]
    assert curves(recs, "wall_clock_s")["by_wall_clock/eval/return_mean"] == [(0.0, 9.0), (1.5, 20.0)]
    assert config_of(recs)["cores"] == 3
    assert json.loads((run_dir / "esbench-run.json").read_text())["points"] == 6


def test_names_come_from_stored_data_and_never_make_a_path(tmp_path, dummy_runner, capsys):
    """Fails on: a run directory or any path built from a stored name (the suite ``../../escape``), a
    name, group or tag over W&B's limits (W&B refuses the run), the params' ``zoo`` record left out,
    a copy of another status taken as already there, a malformed project name accepted."""
    suite = write_suite(tmp_path, name="names", labels=("A",))
    assert main(["run", str(suite), "--results", str(tmp_path / "r"), "--no-report"]) == 0
    config_file = tmp_path / "r" / "1" / "config.json"
    config = json.loads(config_file.read_text())
    zoo = {"file": "ppo.yml", "key": "CartPole-v1", "version": "2.9.2", "overridden": []}
    config.update(suite="../../escape", label="L" * 300, params={**config["params"], "zoo": zoo})
    config_file.write_text(json.dumps(config))
    push = ["push", str(tmp_path / "r"), "--wandb", "team/proj", "--wandb-dir", str(tmp_path / "wb")]
    assert main(push) == 0
    assert "1 inserted" in capsys.readouterr().out
    (run_dir,) = run_dirs(tmp_path / "wb" / "wandb")
    recs = records(run_dir)
    run = one(recs, "run")
    assert run["project"] == "proj" and run["entity"] == "team"
    assert len(run["run_group"]) <= 128 and len(run["display_name"]) <= 128
    assert all(len(tag) <= 64 for tag in run["tags"]) and "seed=0" in run["tags"]
    assert config_of(recs)["params"]["zoo"] == zoo and config_of(recs)["suite"] == "../../escape"
    assert not list(tmp_path.rglob("*escape*"))
    marker = run_dir / "esbench-run.json"  # the same points, another status: written again
    marker.write_text(json.dumps({**json.loads(marker.read_text()), "status": "RUNNING"}))
    assert main(push) == 0
    assert "1 replaced" in capsys.readouterr().out
    (again,) = run_dirs(tmp_path / "wb" / "wandb")
    assert json.loads((again / "esbench-run.json").read_text())["status"] == "COMPLETED"
    for bad in ("a:b", "..", "x" * 129, "../up"):
        assert main(["push", str(tmp_path / "r"), "--wandb", bad]) == 2
        assert "is not a W&B project name" in capsys.readouterr().err


def test_links_in_the_wandb_directory_are_refused(tmp_path, dummy_runner, capsys):
    """Fails on: writing through ``DIR/wandb`` or ``DIR`` when it is a link, reading a planted run
    directory of the run's id through a link (its forged marker would say "already there")."""
    suite = write_suite(tmp_path, name="links", labels=("A",))
    assert main(["run", str(suite), "--results", str(tmp_path / "r"), "--no-report"]) == 0
    (raw,) = list(FileRunStore(tmp_path / "r").iter_runs())
    points = sum(len(m["steps"]) for m in raw.metrics.values())
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "esbench-run.json").write_text(json.dumps({"status": "COMPLETED", "points": points}))
    (tmp_path / "d1").mkdir()
    (tmp_path / "d1" / "wandb").symlink_to(outside)
    (tmp_path / "d2").symlink_to(outside)
    uid = hashlib.sha1(run_uid(raw.config, str(raw.run["start_time"])).encode()).hexdigest()[:32]
    (tmp_path / "d3" / "wandb").mkdir(parents=True)
    (tmp_path / "d3" / "wandb" / f"offline-run-20260101_000000-{uid}").symlink_to(outside)
    for directory in ("d1", "d2", "d3"):
        assert (
            main(["push", str(tmp_path / "r"), "--wandb", "proj", "--wandb-dir", str(tmp_path / directory)])
            == 2
        )
        err = capsys.readouterr().err
        assert "symbolic link" in err and "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert sorted(p.name for p in outside.iterdir()) == ["esbench-run.json"]
    # a live run refuses it before its first trial
    args = ["run", str(suite), "--results", str(tmp_path / "r2"), "--no-report", "--wandb", "proj"]
    assert main([*args, "--wandb-dir", str(tmp_path / "d1")]) == 2
    assert "symbolic link" in capsys.readouterr().err and not (tmp_path / "r2" / "1").exists()


def test_a_full_disk_is_named_and_the_run_goes_on(tmp_path, dummy_runner, capsys):
    """A real full disk (a 12 KB tmpfs, as root). Fails on: a full disk reported as anything else, a
    traceback, the run stopped by its tracker, the copy not written once there is room."""
    mount = tmp_path / "small"
    mount.mkdir()
    if (
        os.geteuid() != 0
        or subprocess.run(["mount", "-t", "tmpfs", "-o", "size=12k", "tmpfs", str(mount)]).returncode
    ):
        pytest.skip("cannot mount a tmpfs here")
    try:
        suite = write_suite(tmp_path, name="full", labels=("A",))
        args = ["--wandb", "proj", "--wandb-dir", str(mount)]
        assert main(["run", str(suite), "--results", str(tmp_path / "r"), "--no-report", *args]) == 0
        out, err = capsys.readouterr()
        assert "W&B copy incomplete" in out and "the disk is full" in out
        assert "Traceback" not in out + err
        subprocess.run(["mount", "-o", "remount,size=50m", str(mount)], check=True)  # space freed
        assert main(["push", str(tmp_path / "r"), *args]) == 0
        assert "1 replaced" in capsys.readouterr().out
        (run_dir,) = run_dirs(mount / "wandb")
        assert json.loads((run_dir / "esbench-run.json").read_text())["status"] == "COMPLETED"
    finally:  # lazily: W&B's service may still hold a log file open
        subprocess.run(["umount", "--lazy", str(mount)], check=False)


#: An outside runner that ends only once its gate file exists: killed before that, always.
GATED = """
import dataclasses, time
from pathlib import Path
from esbench import Runner, field

@dataclasses.dataclass(frozen=True)
class GatedParams:
    gate: str = field("", doc="The file the run waits for before it ends.")

class Zero:
    def reset(self): pass
    def __call__(self, observation): return 0

class GatedRunner(Runner):
    algo, Params = "gated", GatedParams
    def train(self, trial, params, logger):
        while not logger.done:
            logger.add_steps(50)
            logger.add_episodes([1.0])
            logger.step()
        while not Path(params.gate).exists():
            time.sleep(0.05)
        self.info["num_params"] = 0
        return logger.finish()
    def actor(self): return Zero()
"""


def test_a_killed_runs_copy_is_closed_on_resume(tmp_path, capsys, monkeypatch):
    """A real ``esbench run`` killed (SIGKILL) while its trial waits at a gate, then ``--resume``.
    Fails on: close_killed not reaching W&B (the copy left open, RUNNING), the killed copy kept
    beside the closed one (two run directories of its id), the closed copy without the stored
    points, status or exit code."""
    (tmp_path / "gated_runner.py").write_text(GATED)
    gate = tmp_path / "gate"
    suite = write_suite(tmp_path, name="killed", labels=("G",)).read_text()
    suite = suite.replace(
        "algo: test_dummy}", f"algo: 'gated_runner:GatedRunner', params: {{gate: '{gate}'}}}}"
    )
    (tmp_path / "s.yaml").write_text(suite)
    args = ["run", "s.yaml", "--results", "r", "--wandb", "proj", "--wandb-dir", "wb", "--no-report"]
    args += ["--allow-import", "gated_runner"]
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(Path(__file__).resolve().parents[2]), str(tmp_path)]),
    }
    env.pop("WANDB_SERVICE", None)  # the child's own W&B service, not this process's
    proc = subprocess.Popen(
        [sys.executable, "-m", "esbench", *args], cwd=tmp_path, env=env, text=True,
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True,
    )  # fmt: skip
    deadline = time.monotonic() + 300  # a guard only: the run cannot end before the gate exists
    while not (
        list((tmp_path / "wb" / "wandb").glob("*/esbench-run.json")) and _has_eval(tmp_path / "r" / "1")
    ):
        assert proc.poll() is None and time.monotonic() < deadline, proc.communicate()[0]
        time.sleep(0.2)
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()
    (killed,) = run_dirs(tmp_path / "wb" / "wandb")
    assert json.loads((killed / "esbench-run.json").read_text())["status"] == "RUNNING"
    assert not [r for r in records(killed) if r["type"] == "exit"]  # left open
    gate.touch()
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    try:
        assert main([*args, "--resume"]) == 0
    finally:
        sys.modules.pop("gated_runner", None)
    assert "W&B: run 1's copy closed INTERRUPTED" in capsys.readouterr().out
    raw = FileRunStore(tmp_path / "r").read_run("1")
    assert raw is not None and raw.status == "INTERRUPTED"
    uid = hashlib.sha1(run_uid(raw.config, str(raw.run["start_time"])).encode()).hexdigest()[:32]
    (closed,) = [d for d in run_dirs(tmp_path / "wb" / "wandb") if d.name.endswith(uid)]
    assert_is_the_stored_run(closed, raw)


def _has_eval(run_dir: Path) -> bool:
    try:
        return bool(json.loads((run_dir / "metrics.json").read_text())["eval.return_mean"]["steps"])
    except (OSError, ValueError, KeyError):
        return False


def test_online_needs_w_and_bs_own_key_and_a_reachable_server(tmp_path):
    """Real ``esbench push`` processes (W&B's client keeps the key it found for its process). Fails
    on: online without being asked, online without a key (no line naming `wandb login`), an
    unreachable server as a traceback, the key printed."""
    (tmp_path / "store").mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("WANDB_API_KEY", "WANDB_SERVICE")}
    env.update(HOME=str(tmp_path / "home"), NETRC=str(tmp_path / "home" / ".netrc"),
               PYTHONPATH=str(Path(__file__).resolve().parents[2]))  # fmt: skip

    def push(*extra: str, **more: str) -> subprocess.CompletedProcess:
        args = ["push", "store", "--wandb", "proj", "--wandb-dir", "wb", *extra]
        return subprocess.run([sys.executable, "-m", "esbench", *args], cwd=tmp_path, env={**env, **more},
                              capture_output=True, text=True, timeout=300)  # fmt: skip

    assert push().returncode == 0  # offline: no key needed, nothing reached
    no_key = push("--wandb-online")
    (line,) = no_key.stderr.strip().splitlines()
    assert no_key.returncode == 2 and "W&B has no key" in line and "`wandb login`" in line
    with socket.socket() as sock:  # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    gone = push("--wandb-online", WANDB_API_KEY=FAKE_KEY, WANDB_BASE_URL=f"http://127.0.0.1:{port}")
    (line,) = gone.stderr.strip().splitlines()
    assert gone.returncode == 2 and f"W&B server http://127.0.0.1:{port} unreachable" in line
    assert "Traceback" not in gone.stderr and FAKE_KEY not in gone.stdout + gone.stderr


def test_the_spec_flags_and_environment(tmp_path, monkeypatch):
    """Fails on: online by default, ``--wandb-dir``/``$ESBENCH_WANDB_DIR`` ignored, a tracker that does
    not pickle (``--jobs`` sends it to its trial processes), ``--track wandb=`` not the same tracker."""
    from esbench.cli import push
    from esbench.cli.arguments import tracker_specs
    from esbench.stores.tracker_registry import resolve_trackers
    from esbench.stores.wandb_tracker import WandbTracker

    def opened(*argv: str):
        parser = argparse.ArgumentParser()
        push.add_arguments(parser)
        (tracker,) = resolve_trackers(tracker_specs(parser.parse_args(["r", *argv])))
        return tracker

    monkeypatch.chdir(tmp_path)
    plain = opened("--wandb", "proj")
    assert isinstance(plain, WandbTracker) and not plain.online and plain.root == tmp_path
    assert (
        plain.closing_line() == "W&B: runs kept offline in ./wandb; send them to W&B with: wandb sync ./wandb"
    )
    flags = opened("--wandb", "team/proj", "--wandb-dir", "x y", "--wandb-online")
    assert (flags.entity, flags.project, flags.root, flags.online) == ("team", "proj", tmp_path / "x y", True)
    assert flags.closing_line() is None
    assert pickle.loads(pickle.dumps(flags)).masked == flags.masked == "team/proj (online, x y/wandb)"
    track = opened("--track", "wandb=proj?dir=t")
    assert (track.project, track.root, track.online) == ("proj", tmp_path / "t", False)
    monkeypatch.setenv("ESBENCH_WANDB", "envproj")
    monkeypatch.setenv("ESBENCH_WANDB_DIR", "e")
    env = opened()
    assert (env.project, env.root, env.origin) == ("envproj", tmp_path / "e", "ESBENCH_WANDB")
    assert opened("--wandb-online").project == "envproj"
    monkeypatch.delenv("ESBENCH_WANDB")
    with pytest.raises(EsbenchError, match="go with --wandb PROJECT"):
        opened("--wandb-dir", "d")
    with pytest.raises(EsbenchError, match="unknown option"):
        opened("--track", "wandb=proj?mode=online")
