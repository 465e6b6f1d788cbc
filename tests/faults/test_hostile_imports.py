"""A suite is data: it never makes esbench import a module without the user's consent (issue 35, case 1).

Real commands in a fresh directory: a suite naming ``env_packages`` or an ``algo: module:Class`` the
user has not allowed is refused at validation (exit 2, each module named with how to allow it), and
nothing is imported; ``--allow-import``, ``ESBENCH_ALLOW_IMPORTS`` and the user config allow it; a
``.py`` beside the suite is never imported in place of a module; ``--resume`` does not import the
``algo`` of a stored config.
"""

from __future__ import annotations

import json
from pathlib import Path

from hostile import TINY, esbench, one_line_error

ZEN = "Beautiful is better than ugly"

SUITE = """\
name: t
seeds: [0]
budget: {timesteps: 100}
envs: [CartPole-v1]
"""


def write(tmp_path: Path, text: str) -> Path:
    work = tmp_path / "work"
    work.mkdir()
    (work / "suite.yaml").write_text(text)
    return work


def test_validate_of_venv_main_creates_nothing_and_names_the_module(tmp_path):
    work = write(
        tmp_path, SUITE + "env_packages: [venv.__main__]\nalgorithms: [{label: N, algo: nevergrad}]\n"
    )
    done = esbench(work, "validate", "suite.yaml")
    assert done.returncode == 2, done.stdout + done.stderr
    assert "Traceback" not in done.stderr
    assert "env_packages[0]: would import module 'venv.__main__'" in done.stderr
    assert "--allow-import venv.__main__" in done.stderr and "ESBENCH_ALLOW_IMPORTS" in done.stderr
    assert sorted(p.name for p in work.iterdir()) == ["suite.yaml"]  # no virtualenv made


def test_an_algo_module_is_not_imported_without_consent(tmp_path):
    work = write(tmp_path, SUITE + "algorithms: [{label: X, algo: 'this:X'}]\n")
    done = esbench(work, "validate", "suite.yaml")
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "algorithms[0].algo: would import module 'this'" in done.stderr
    assert ZEN not in done.stdout + done.stderr  # `this` was not imported


def test_unittest_main_is_not_run(tmp_path):
    work = write(
        tmp_path, SUITE + "env_packages: [unittest.__main__]\nalgorithms: [{label: N, algo: nevergrad}]\n"
    )
    done = esbench(work, "validate", "suite.yaml")
    assert done.returncode == 2 and "Ran 0 tests" not in done.stderr
    assert "env_packages[0]: would import module 'unittest.__main__'" in done.stderr


def test_each_way_of_consent_allows_the_import(tmp_path):
    work = write(tmp_path, SUITE + "env_packages: [json.tool]\nalgorithms: [{label: N, algo: nevergrad}]\n")
    flag = esbench(work, "validate", "suite.yaml", "--allow-import", "json")
    assert flag.returncode == 0, flag.stderr
    variable = esbench(work, "validate", "suite.yaml", env={"ESBENCH_ALLOW_IMPORTS": "json.tool"})
    assert variable.returncode == 0, variable.stderr
    config = tmp_path / "config"
    (config / "esbench").mkdir(parents=True)
    (config / "esbench" / "allowed-imports").write_text("# trusted\njson\n")
    user = esbench(work, "validate", "suite.yaml", env={"XDG_CONFIG_HOME": str(config)})
    assert user.returncode == 0, user.stderr
    other = esbench(work, "validate", "suite.yaml", "--allow-import", "jsonx")  # no prefix match
    assert other.returncode == 2


def test_a_py_file_beside_the_suite_is_never_imported(tmp_path):
    work = write(tmp_path, SUITE + "env_packages: [beside]\nalgorithms: [{label: N, algo: nevergrad}]\n")
    marker = tmp_path / "imported"
    (work / "beside.py").write_text(f"open({str(marker)!r}, 'w').close()\n")
    done = esbench(work, "validate", "suite.yaml", "--allow-import", "beside")
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "env_packages[0]: cannot import module 'beside'" in done.stderr
    assert not marker.exists()


def test_resume_does_not_import_the_algo_of_a_stored_config(tmp_path):
    work = write(tmp_path, TINY)
    first = esbench(work, "run", "suite.yaml", "--results", "store", "--no-report")
    assert first.returncode == 0, first.stdout + first.stderr
    run_dir = work / "store" / "1"
    config = json.loads((run_dir / "config.json").read_text())
    (run_dir / "config.json").write_text(json.dumps({**config, "algo": "this:X"}))
    run = json.loads((run_dir / "run.json").read_text())
    (run_dir / "run.json").write_text(json.dumps({**run, "status": "RUNNING"}))  # its driver is dead
    done = esbench(work, "run", "suite.yaml", "--results", "store", "--no-report", "--resume")
    assert ZEN not in done.stdout + done.stderr
    assert "Traceback" not in done.stderr
    # Exit 0: the suite's trial completed, run again from the suite's own config (a new run), not
    # refused, failed or skipped on the stored config's account; the stored run, whose driver is
    # dead, is closed as INTERRUPTED with its config left as it was.
    assert done.returncode == 0, done.stdout + done.stderr
    assert "ES/CartPole-v1/0: COMPLETED" in done.stdout
    closed = json.loads((run_dir / "run.json").read_text())
    assert closed["status"] == "INTERRUPTED"
    assert json.loads((run_dir / "config.json").read_text())["algo"] == "this:X"
    rerun = work / "store" / "2"
    assert json.loads((rerun / "run.json").read_text())["status"] == "COMPLETED"
    assert json.loads((rerun / "config.json").read_text())["algo"] == "openai_es"


def test_esbench_env_packages_imports_only_allowed_modules(tmp_path):
    # issue 50, defect 7: the variable that hands env packages down to esbench's own processes is
    # read under the same consent rules as a suite's env_packages
    work = write(tmp_path, SUITE + "algorithms: [{label: N, algo: nevergrad}]\n")
    for command in (("envs",), ("validate", "suite.yaml")):
        done = esbench(work, *command, env={"ESBENCH_ENV_PACKAGES": "this"})
        line = one_line_error(done)
        assert "ESBENCH_ENV_PACKAGES: would import module 'this'" in line, line
        assert "--allow-import this" in line
        assert ZEN not in done.stdout + done.stderr  # `this` was not imported
    allowed = esbench(
        work, "envs", env={"ESBENCH_ENV_PACKAGES": "json.tool", "ESBENCH_ALLOW_IMPORTS": "json"}
    )
    assert allowed.returncode == 0, allowed.stderr
    assert "json.tool (env package)" in allowed.stdout
