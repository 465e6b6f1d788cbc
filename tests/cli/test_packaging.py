"""Packaging: the shipped suites by name, a non-editable install, the distribution name and hints.

The non-editable install builds the project from a copy of its sources with the test environment's
setuptools (no network, no build isolation) into a temporary ``--target`` directory, then runs
that copy from another directory with only it on ``PYTHONPATH``: what ``pip install .`` gives a user.
"""

from __future__ import annotations

import ast
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import esbench
from esbench.cli.main import main, version_text
from esbench.core.errors import EsbenchError
from esbench.envs.families import FAMILIES
from esbench.suite.shipped import describe, find_suite, shipped_suites

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = sorted(p.stem for p in (ROOT / "suites").glob("*.yaml"))


def _pyproject() -> dict:
    tomllib = pytest.importorskip("tomllib")  # Python >= 3.11
    return tomllib.loads((ROOT / "pyproject.toml").read_text())


# -- suites by name --------------------------------------------------------------------------------


def test_suite_argument_is_a_path_first_then_a_shipped_name(tmp_path, monkeypatch):
    quickstart = shipped_suites()["quickstart"]
    assert find_suite("quickstart") == find_suite("quickstart.yaml") == quickstart
    assert find_suite(quickstart) == quickstart
    monkeypatch.chdir(tmp_path)
    Path("quickstart").write_text("name: mine\n")  # an existing file wins over a shipped name
    assert find_suite("quickstart") == Path("quickstart")
    assert find_suite("mujoco-smoke").name == "mujoco-smoke.yaml"


@pytest.mark.parametrize("arg", ["quickstrat", "suites/quickstart.yaml", "./quickstart-x.yaml"])
def test_unknown_suite_lists_the_shipped_ones(arg, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(EsbenchError) as err:
        find_suite(arg)
    message = str(err.value)
    assert message.startswith(f"{arg}: cannot read the suite file (No such file or directory), and no")
    assert "(did you mean 'quickstart'?)" in message
    assert all(name in message for name in SHIPPED)
    assert main(["validate", arg]) == 2
    assert "did you mean 'quickstart'" in capsys.readouterr().err
    assert main(["run", "--dry-run", arg]) == 2


def test_validate_and_dry_run_by_name(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)  # no suites/ directory here
    assert main(["validate", "quickstart"]) == 0
    assert "valid suite 'quickstart': 20 trials" in capsys.readouterr().out
    assert main(["run", "--dry-run", "quickstart.yaml", "--only", "ES"]) == 0
    assert "suite 'quickstart': 4 trials" in capsys.readouterr().out


def test_esbench_suites_lists_names_and_descriptions(capsys):
    assert SHIPPED == list(shipped_suites()) and "quickstart" in SHIPPED and len(SHIPPED) >= 11
    assert main(["suites"]) == 0
    lines = capsys.readouterr().out.splitlines()
    for name in SHIPPED:
        (line,) = [line for line in lines if line.split(" ", 1)[0] == name]
        assert describe(shipped_suites()[name])[:30] in line
    assert describe(shipped_suites()["quickstart"]).startswith("OpenAI-ES vs CMA-ES")
    assert all(describe(p) for p in shipped_suites().values()), "every shipped suite has a description"


def test_report_suite_file_takes_a_shipped_name():
    import argparse

    from esbench.cli import report as report_cli

    parser = report_cli.add_arguments(argparse.ArgumentParser())
    args = parser.parse_args(["results/x", "-o", "out", "--suite-file", "mujoco"])
    assert report_cli.options_from_args(args).suite_file == shipped_suites()["mujoco"]


# -- version, distribution name, dependencies, install hints ---------------------------------------


def test_version(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith(f"esbench {esbench.__version__} (distribution esbench-harness")
    assert out.strip() == version_text()


def test_distribution_name_and_dependencies():
    project = _pyproject()["project"]
    assert project["name"] == esbench.DISTRIBUTION == "esbench-harness"  # "esbench" on PyPI is not ours
    assert project["scripts"] == {"esbench": "esbench.cli.main:main"}
    deps = project["dependencies"]
    assert "ray>=2.9" in deps and not any(d.startswith("ray[") for d in deps), "plain ray, no extras"
    assert not any(re.match(r"(rliable|arch)\b", d) for d in deps), "rliable/arch: dev extra only"
    core = {"gymnasium[mujoco]>=1.0", "pybullet>=3.2", "pybullet-envs-gymnasium>=0.6"}
    assert core <= set(deps), "MuJoCo and PyBullet are core dependencies"
    extras = project["optional-dependencies"]
    assert extras["mujoco"] == extras["pybullet"] == [], "kept, empty: `.[mujoco]` still installs"
    assert extras["atari"] and extras["box2d"], "Atari and Box2D stay optional"
    dev = project["optional-dependencies"]["dev"]
    # the pandas users get (3.x) under test; rliable's values are stored, not imported (tests/report/data/)
    assert "pandas>=3; python_version >= '3.11'" in dev
    assert not any(re.match(r"(rliable|arch)\b", d) for d in dev)
    for extra, requirements in project["optional-dependencies"].items():
        for req in requirements:
            assert not re.match(r"esbench\b(?!-harness)", req), f"{extra}: {req} names another project"


def test_esbench_never_imports_rliable_arch_or_ray_extras():
    for path in (ROOT / "esbench").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level:
                names = [node.module or ""]
            for name in names:
                top = name.split(".")[0]
                assert top not in {"rliable", "arch"}, f"{path}: imports {name}"
                assert not name.startswith(("ray.dashboard", "ray.autoscaler", "ray.util.metrics")), path


def test_no_install_hint_names_an_unpublished_distribution():
    """esbench's distribution (esbench-harness) is not on PyPI and the name ``esbench`` there is an
    unrelated project: a hint ``pip install 'esbench-harness[x]'`` would fail, or fetch whatever a
    stranger publishes under that name. Hints name the third-party packages, or the checkout."""
    hint = re.compile(r"pip install[^\n]*?\besbench(-harness)?\[")
    found = [
        f"{path.relative_to(ROOT)}:{n}"
        for path in (ROOT / "esbench").rglob("*.py")
        for n, line in enumerate(path.read_text().splitlines(), 1)
        if hint.search(line)
    ]
    assert found == []
    extras = _pyproject()["project"]["optional-dependencies"]
    hints = {"mlflow": "stores/mlflow_store.py", "tensorboard": "stores/tensorboard_tracker.py",
             "wandb": "stores/wandb_tracker.py", "evotorch": "runners/evotorch/runner.py"}  # fmt: skip
    for extra, where in hints.items():
        text = (ROOT / "esbench" / where).read_text()
        assert f'pip install "{extras[extra][0]}"' in text, (where, extras[extra])  # the extra's own pin
        assert f'pip install -e ".[{extra}]"' in text, where


def test_install_hints_name_only_the_real_packages():
    """Every family's hint installs the packages of its extra, by their own names (or the checkout);
    a family of core dependencies names those and says they are core."""
    project = _pyproject()["project"]
    extras, deps = project["optional-dependencies"], project["dependencies"]
    for family in FAMILIES:
        hint = family.install
        assert "esbench[" not in hint and "esbench-harness[" not in hint, hint
        quoted = re.findall(r'"([^"]+)"', hint.split("  (", 1)[0])
        assert hint.startswith("pip install ") and quoted, hint
        if extras.get(family.name):
            assert quoted == extras[family.name], (family.name, hint)
            assert f'pip install -e ".[{family.name}]"' in hint
        else:
            assert set(quoted) <= set(deps), (family.name, hint)
            assert ".[" not in hint, hint
        if family.name in ("mujoco", "pybullet"):
            assert "a core dependency of esbench" in hint, hint


# -- a non-editable install ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """esbench built from a copy of the sources and installed with ``pip install --target``."""
    tmp = tmp_path_factory.mktemp("install")
    src, site = tmp / "src", tmp / "site"
    src.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, src / name)
    for name in ("esbench", "suites"):
        shutil.copytree(ROOT / name, src / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    cmd = [sys.executable, "-m", "pip", "install", "--no-deps", "--no-build-isolation", "--no-index",
           "--disable-pip-version-check", "-q", "--target", str(site), str(src)]  # fmt: skip
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return site


def _run_installed(site: Path, cwd: Path, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env["PYTHONPATH"] = str(site)  # ahead of the checkout's editable install, if any
    return subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def test_non_editable_install_runs_shipped_suites_from_anywhere(installed, tmp_path):
    cwd = tmp_path / "elsewhere"
    cwd.mkdir()
    shipped = sorted(p.stem for p in (installed / "esbench" / "suites").glob("*.yaml"))
    assert shipped == SHIPPED, "every suite is package data"
    data = {p.relative_to(ROOT) for p in (ROOT / "esbench").rglob("*") if p.is_file()}
    data = {p for p in data if "__pycache__" not in p.parts and p.suffix not in (".py", ".pyc")}
    missing = sorted(str(p) for p in data if not (installed / p).is_file())
    assert missing == [], "data files under esbench/ missing from the install (pyproject package-data)"
    where = _run_installed(installed, cwd, sys.executable, "-c", "import esbench; print(esbench.__file__)")
    assert Path(where.stdout.strip()).is_relative_to(installed), where.stdout + where.stderr

    proc = _run_installed(installed, cwd, sys.executable, "-m", "esbench", "validate", "quickstart")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.startswith(f"{installed / 'esbench' / 'suites' / 'quickstart.yaml'}: valid suite")

    script = installed / "bin" / "esbench"  # the console script pip wrote
    proc = _run_installed(installed, cwd, str(script), "suites")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert [line.split(" ", 1)[0] for line in proc.stdout.splitlines()[: len(SHIPPED)]] == SHIPPED
    proc = _run_installed(installed, cwd, str(script), "--version")
    assert proc.stdout.startswith(
        f"esbench {esbench.__version__} (distribution esbench-harness {esbench.__version__}"
    )

    proc = _run_installed(installed, cwd, str(script), "validate", "nope")
    assert proc.returncode == 2 and f"shipped suites: {', '.join(SHIPPED[:3])}, " in proc.stderr
    assert "Traceback" not in proc.stderr


# -- a wheel, with MuJoCo and PyBullet as core dependencies ----------------------------------------

PHYSICS = """\
name: physics
seeds: [0]
budget: {timesteps: 200}
eval: {every_timesteps: 200, episodes: 1}
policy: {hidden: [8]}
envs:
  - id: InvertedPendulum-v5
    options: {max_episode_steps: 50}
  - id: InvertedPendulumBulletEnv-v0
    options: {max_episode_steps: 50}
algorithms:
  - {label: ES, algo: openai_es, params: {population: 4, noise_table_size: 100000, backend: serial}}
  - {label: CMA, algo: nevergrad, params: {popsize: 4}}
"""


@pytest.mark.slow
def test_wheel_runs_mujoco_and_pybullet_suites_from_anywhere(tmp_path):
    """The wheel built from the checkout requires MuJoCo and PyBullet (no extra), and, installed on
    its own (``--target``, dependencies from the test environment), validates the quickstart, lists
    the shipped suites and runs a tiny MuJoCo + PyBullet suite from a directory outside the checkout."""
    import zipfile

    src, dist, site, cwd = (tmp_path / name for name in ("src", "dist", "site", "elsewhere"))
    src.mkdir()
    cwd.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, src / name)
    for name in ("esbench", "suites"):
        shutil.copytree(ROOT / name, src / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    build = [*pip, "wheel", "--no-deps", "--no-build-isolation", "--no-index", "-w", str(dist), str(src)]
    proc = subprocess.run(build, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    (wheel,) = dist.glob("esbench_harness-*.whl")
    install = [*pip, "install", "--no-deps", "--no-index", "--target", str(site), str(wheel)]
    proc = subprocess.run(install, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    with zipfile.ZipFile(wheel) as archive:
        (meta,) = [n for n in archive.namelist() if n.endswith(".dist-info/METADATA")]
        requires = [
            line for line in archive.read(meta).decode().splitlines() if line.startswith("Requires-Dist:")
        ]
    for name in ("mujoco", "pybullet", "pybullet-envs-gymnasium"):
        pattern = rf"Requires-Dist: (gymnasium\[{name}\]|{name})(?![\w-])"
        (line,) = [r for r in requires if re.match(pattern, r)]
        assert "extra ==" not in line, line  # a core dependency, not an extra's
    assert any("ale-py" in r and "extra == " in r for r in requires), "Atari stays an extra"

    script = str(site / "bin" / "esbench")
    proc = _run_installed(site, cwd, script, "validate", "quickstart")
    assert proc.returncode == 0 and proc.stdout.startswith(str(site / "esbench" / "suites")), proc.stderr
    proc = _run_installed(site, cwd, script, "suites")
    assert [line.split(" ", 1)[0] for line in proc.stdout.splitlines()[: len(SHIPPED)]] == SHIPPED
    (cwd / "physics.yaml").write_text(PHYSICS)
    proc = _run_installed(site, cwd, script, "run", "physics.yaml", "--results", "store", "--no-report")
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert "4 completed" in proc.stdout, proc.stdout
    assert "settotalmass" not in proc.stdout + proc.stderr and "Traceback" not in proc.stderr
