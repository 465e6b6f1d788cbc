"""Outside runners and env packages (docs/plugins.md), through the worked example in examples/plugin/.

The example is installed with ``pip install --no-deps --no-build-isolation --target`` into a
temporary directory put on ``PYTHONPATH``, so its ``esbench.runners`` entry point is found the way an
installed plugin's is; suites run through ``esbench run`` in a fresh process, sequentially and under
``--jobs 2`` (each trial process re-resolves the runner by name), then ``esbench report --no-pdf``.
"""

from __future__ import annotations

import functools
import json
import os
import subprocess
import sys
import textwrap
from importlib import metadata
from pathlib import Path

import pytest
from suiterun import assert_same_curves

from esbench.cli.main import main
from esbench.core.trust import ALLOW_VAR
from esbench.envs.packages import ENV_VAR
from esbench.runners import registry
from esbench.stores.file_store import FileRunStore
from esbench.testing import check_runner

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "plugin"

SUITE = """\
name: plugin-example
env_packages: [esbench_example.envs]
seeds: [0]
budget: {timesteps: 600}
eval: {episodes: 2}
envs: [ExampleCorridor-v0, CartPole-v1]
algorithms:
  - {label: OnePlusOne, algo: one_plus_one, params: {sigma: 0.3}}
  - {label: OnePlusOne-module, algo: "esbench_example.runner:OnePlusOneRunner"}
"""


@pytest.fixture
def clean_registry(monkeypatch):
    """No env packages leak out of a test; resolved runners are forgotten before and after. The
    modules these tests name are allowed (``ESBENCH_ALLOW_IMPORTS``: docs/plugins.md, "Trust")."""
    monkeypatch.setenv(ENV_VAR, "")
    allowed = "no_such_package,collections,esbench.runners.base,tests,no_such_env_package"
    monkeypatch.setenv(ALLOW_VAR, allowed)
    registry.clear_cache()
    yield
    registry.clear_cache()


def validate(tmp_path: Path, text: str, capsys) -> tuple[int, str]:
    suite = tmp_path / "suite.yaml"
    suite.write_text(textwrap.dedent(text))
    code = main(["validate", str(suite)])
    return code, capsys.readouterr().err


BASE = """\
name: t
seeds: [0]
budget: {timesteps: 100}
envs: [CartPole-v1]
"""


def test_the_example_runner_passes_the_contract_kit(monkeypatch, clean_registry):
    monkeypatch.syspath_prepend(str(EXAMPLE))
    from esbench_example.runner import OnePlusOneRunner

    check_runner(OnePlusOneRunner)
    check_runner(OnePlusOneRunner, "Pendulum-v1", budget=400)


def test_the_ask_tell_example_passes_the_contract_kit(monkeypatch, clean_registry):
    monkeypatch.syspath_prepend(str(EXAMPLE))
    from esbench_example.cem import CEMRunner

    assert CEMRunner.checkpoints and CEMRunner.shares_theta0
    check_runner(CEMRunner, params={"popsize": 6, "elite": 2})
    check_runner(CEMRunner, "Pendulum-v1", budget=800, params={"popsize": 4, "elite": 2})


SHARED = """\
name: cem-beside-es
init: shared
seeds: [0, 1]
budget: {timesteps: 400}
eval: {every_timesteps: 200, episodes: 2}
envs: [Pendulum-v1]
policy: {hidden: [8]}
algorithms:
  - {label: ES, algo: openai_es, params: {backend: serial, population: 2, noise_table_size: 100000}}
  - {label: CEM, algo: "esbench_example.cem:CEMRunner", params: {popsize: 2, elite: 1}}
"""


def test_the_ask_tell_example_starts_from_the_es_theta0_under_init_shared(
    tmp_path, monkeypatch, capsys, clean_registry
):
    """``init: shared`` accepts the example, and per seed it starts from the ES's θ0 (the stored digests)
    with the ES's observation normalisation on (its default ``calc_obstat_prob``, as the ES's)."""
    monkeypatch.syspath_prepend(str(EXAMPLE))
    monkeypatch.setenv(ALLOW_VAR, "esbench_example")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "suite.yaml").write_text(SHARED)
    assert main(["run", "suite.yaml", "--results", "results", "--no-report"]) == 0, capsys.readouterr()
    digests: dict[int, dict[str, str]] = {0: {}, 1: {}}
    for info_path in (tmp_path / "results").glob("*/info.json"):
        config = json.loads((info_path.parent / "config.json").read_text())
        info = json.loads(info_path.read_text())
        digests[config["seed"]][config["label"]] = info["theta0_sha256"]
        if config["label"] == "CEM":
            assert info["obs_normalisation"] is True and config["params"]["calc_obstat_prob"] == 0.01
    assert all(d["ES"] == d["CEM"] for d in digests.values()), digests
    assert digests[0]["ES"] != digests[1]["ES"]


@pytest.mark.parametrize(
    ("algo", "message"),
    [
        ("no_such_package.mod:Runner", "runner module 'no_such_package.mod:Runner' does not import"),
        ("collections:OrderedDict", "is <class 'collections.OrderedDict'>, not a subclass of esbench.Runner"),
        ("esbench.runners.base:Runner", "does not implement actor, train"),
        ("tests.cli.test_plugins:BASE", "not a subclass"),
    ],
)
def test_a_bad_outside_runner_is_a_validation_error(tmp_path, capsys, clean_registry, algo, message):
    code, err = validate(tmp_path, BASE + f"algorithms: [{{label: X, algo: '{algo}'}}]\n", capsys)
    assert code == 2
    assert "algorithms[0].algo" in err and message in err
    assert "Traceback" not in err


def test_an_entry_point_named_like_a_builtin_is_an_error(tmp_path, capsys, monkeypatch, clean_registry):
    fake = metadata.EntryPoint("sb3_ppo", "somewhere.else:Runner", registry.ENTRY_POINT_GROUP)
    monkeypatch.setattr(registry, "_entry_points", functools.cache(lambda: {"sb3_ppo": fake}))
    code, err = validate(tmp_path, BASE + "algorithms: [{label: X, algo: sb3_ppo}]\n", capsys)
    assert code == 2
    assert "entry point 'sb3_ppo = somewhere.else:Runner'" in err and "collides with the built-in" in err


def test_an_env_package_that_does_not_import_is_a_validation_error(tmp_path, capsys, clean_registry):
    text = BASE + "env_packages: [no_such_env_package]\nalgorithms: [{label: N, algo: nevergrad}]\n"
    code, err = validate(tmp_path, text, capsys)
    assert code == 2
    assert "env_packages[0]: cannot import module 'no_such_env_package'" in err
    assert "Traceback" not in err


ENVS = ("ExampleCorridor-v0", "CartPole-v1")


def runs(store: Path) -> dict[tuple[str, str], tuple[str, dict]]:
    """``{(label, env): (status, metrics)}`` of a file store."""
    out = {}
    for raw in FileRunStore(store).iter_runs(metrics=False):
        metrics = json.loads((store / raw.run_id / "metrics.json").read_text())
        out[(raw.config["label"], raw.config["env"])] = (raw.run["status"], metrics)
    return out


def esbench(env: dict, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "esbench", *args], env=env, capture_output=True, text=True, timeout=600
    )


def test_the_installed_example_runs_end_to_end(tmp_path):
    site = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-build-isolation",
         "--no-index", "--target", str(site), str(EXAMPLE)],
        check=True, capture_output=True, timeout=600, cwd=tmp_path,
    )  # fmt: skip
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(site), str(ROOT)])}
    env.pop(ENV_VAR, None)
    env.pop(ALLOW_VAR, None)  # the installed distribution's entry points are the consent

    algos = esbench(env, "algos")
    assert algos.returncode == 0, algos.stderr
    assert "one_plus_one [entry point esbench-plugin-example]" in algos.stdout
    assert "example_cem [entry point esbench-plugin-example]: The cross-entropy method" in algos.stdout
    lines = algos.stdout.splitlines()
    notes = {lines[i].split()[0]: lines[i + 1] for i, line in enumerate(lines) if "[entry point" in line}
    assert "cannot checkpoint" in notes["one_plus_one"] and "continues them" in notes["example_cem"]
    assert "  sigma = 0.5: Initial mutation step size." in algos.stdout
    module = esbench(env, "algos", "esbench_example.runner:OnePlusOneRunner")
    assert "esbench_example.runner:OnePlusOneRunner [module]" in module.stdout
    envs = esbench(env, "envs", "--env-packages", "esbench_example.envs")
    assert "esbench_example.envs (env package)\n  ExampleCorridor-v0" in envs.stdout

    suite = tmp_path / "suite.yaml"
    suite.write_text(SUITE)
    for store, extra in (("seq", ()), ("jobs", ("--jobs", "2"))):
        done = esbench(env, "run", str(suite), "--results", str(tmp_path / store), "--no-report", *extra)
        assert done.returncode == 0, done.stdout + done.stderr
    # provenance: the run names the plugin's distribution and version (and the module it came from)
    for run_dir in (tmp_path / "seq").iterdir():
        if (run_dir / "config.json").is_file() and "one_plus_one" in (run_dir / "config.json").read_text():
            run = json.loads((run_dir / "run.json").read_text())
            assert "esbench-plugin-example==0.1.0" in run["experiment"]["dependencies"]
            first = run["meta"]["provenance"][0]
            assert (first["module"], first["distribution"], first["version"]) == (
                "esbench_example",
                "esbench-plugin-example",
                "0.1.0",
            )
            assert json.loads((run_dir / "info.json").read_text())["provenance"][0] == first
    sequential, jobs = runs(tmp_path / "seq"), runs(tmp_path / "jobs")
    cells = {(label, env_id) for label in ("OnePlusOne", "OnePlusOne-module") for env_id in ENVS}
    assert set(sequential) == set(jobs) == cells
    for cell, (status, metrics) in sequential.items():
        assert status == jobs[cell][0] == "COMPLETED"
        assert_same_curves(metrics, jobs[cell][1])  # --jobs re-resolved the runner by name: same curves

    report = esbench(env, "report", str(tmp_path / "jobs"), "--no-pdf", "--out", str(tmp_path / "report"))
    assert report.returncode == 0, report.stdout + report.stderr
    html = next((tmp_path / "report").glob("*.html")).read_text()
    assert "OnePlusOne-module" in html and "ExampleCorridor-v0" in html


def test_an_outside_runner_without_consent_is_named_not_imported(
    tmp_path, capsys, monkeypatch, clean_registry
):
    monkeypatch.setenv(ALLOW_VAR, "")
    text = BASE + "algorithms: [{label: X, algo: 'collections:OrderedDict'}]\n"
    code, err = validate(tmp_path, text, capsys)
    assert code == 2
    assert "algorithms[0].algo: would import module 'collections'" in err
    assert "--allow-import collections" in err
