"""Suite files: valid ones accepted and expanded deterministically, every kind of bad input rejected."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from esbench.cli.main import main
from esbench.core.errors import EsbenchError
from esbench.envs import families
from esbench.suite.load import expand, load_suite, select
from esbench.suite.shipped import shipped_suites

VALID = """\
name: tiny
seeds: [0, 1]
budget: {timesteps: 2000}
eval: {every_timesteps: 500, episodes: 2}
envs:
  - CartPole-v1
  - id: Pendulum-v1
    budget: {timesteps: 3000, wall_clock_s: 60}
    policy: {hidden: [32]}
algorithms:
  - {label: PPO, algo: sb3_ppo, params: {n_steps: 64}}
  - {label: A2C, algo: sb3_a2c}
policy: {hidden: [16, 16], activation: tanh}
"""


def write(tmp_path: Path, text: str, name: str = "suite.yaml") -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text))
    return path


def errors_of(tmp_path: Path, text: str) -> str:
    path = write(tmp_path, text)
    with pytest.raises(EsbenchError) as info:
        load_suite(path)
    message = str(info.value)
    assert str(path) in message, "every message names the file"
    return message


def test_valid_suite_expands_in_file_order(tmp_path):
    suite = load_suite(write(tmp_path, VALID))
    trials = expand(suite)
    assert [(t.env, t.label, t.seed) for t in trials] == [
        ("CartPole-v1", "PPO", 0),
        ("CartPole-v1", "PPO", 1),
        ("CartPole-v1", "A2C", 0),
        ("CartPole-v1", "A2C", 1),
        ("Pendulum-v1", "PPO", 0),
        ("Pendulum-v1", "PPO", 1),
        ("Pendulum-v1", "A2C", 0),
        ("Pendulum-v1", "A2C", 1),
    ]
    cartpole, pendulum = trials[0], trials[-1]
    assert cartpole.budget.timesteps == 2000 and cartpole.policy.hidden == (16, 16)
    assert pendulum.budget.timesteps == 3000 and pendulum.budget.wall_clock_s == 60
    assert pendulum.policy.hidden == (32,)
    assert cartpole.eval.every_timesteps == 500 and cartpole.eval.episodes == 2
    # every runner default is filled in, the suite's own value kept
    assert cartpole.params["n_steps"] == 64
    assert "learning_rate" in cartpole.params and "gamma" in trials[2].params


def test_expansion_is_deterministic(tmp_path):
    path = write(tmp_path, VALID)
    first = [t.to_config() for t in expand(load_suite(path))]
    second = [t.to_config() for t in expand(load_suite(path))]
    assert first == second


def test_store_and_eval_defaults(tmp_path):
    suite = load_suite(write(tmp_path, VALID.replace("eval: {every_timesteps: 500, episodes: 2}\n", "")))
    assert suite.store_dir == Path("results/tiny")
    trial = expand(suite)[0]
    assert trial.eval.every_timesteps == 100 and trial.eval.episodes == 10


def test_select_by_label_or_env(tmp_path):
    trials = expand(load_suite(write(tmp_path, VALID)))
    assert {t.label for t in select(trials, ["A2C"])} == {"A2C"}
    assert {t.env for t in select(trials, ["Pendulum-v1"])} == {"Pendulum-v1"}
    with pytest.raises(EsbenchError, match="no label or env named XYZ"):
        select(trials, ["XYZ"])


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("name: x\nseeds: [0\nbudget: 3\n", "malformed YAML at line 3"),
        ("name: !!python/object/apply:os.system ['echo hi']\n", "malformed YAML at line 1"),
        (VALID.replace("seeds:", "seed:"), "seed: unknown key (did you mean 'seeds'?)"),
        (
            VALID.replace("algo: sb3_a2c", "algo: sb3_a2d"),
            "algorithms[1].algo: unknown algo 'sb3_a2d' (did you mean",
        ),
        (
            VALID.replace("- CartPole-v1", "- CartPol-v1"),
            "envs[0]: unknown environment 'CartPol-v1' (did you mean 'CartPole-v1'",
        ),
        (VALID.replace("{timesteps: 2000}", "{timesteps: 0}"), "budget.timesteps: must be > 0, got 0"),
        (VALID.replace("wall_clock_s: 60", "wall_clock_s: -1"), "envs[1].budget.wall_clock_s: must be > 0"),
        (VALID.replace("label: A2C", "label: PPO"), "algorithms[1].label: duplicate label 'PPO'"),
        (VALID.replace("{n_steps: 64}", "{sigma: 0.1}"), "algorithms[0].params.sigma: unknown key"),
        (
            VALID.replace("{n_steps: 64}", "{n_step: 64}"),
            "algorithms[0].params.n_step: unknown key (did you mean 'n_steps'?)",
        ),
        (VALID.replace("{n_steps: 64}", "{n_steps: -5}"), "algorithms[0].params.n_steps: must be > 0"),
        (
            VALID.replace("{n_steps: 64}", "{n_steps: many}"),
            "algorithms[0].params.n_steps: must be an integer",
        ),
        (VALID.replace("activation: tanh", "activation: tahn"), "policy.activation: must be one of"),
        (VALID.replace("seeds: [0, 1]", "seeds: [0, 0]"), "seeds: contains duplicates"),
        (VALID.replace("name: tiny\n", ""), "name: required key is missing"),
        ("- just\n- a list\n", "a suite must be a YAML mapping"),
        (VALID + "store: {file: true}\n", "store.file: must be a directory, null"),
    ],
)
def test_bad_input_is_rejected_with_its_key_path(tmp_path, text, expected):
    assert expected in errors_of(tmp_path, text)


def test_labels_that_would_share_a_checkpoint_directory_are_refused(tmp_path):
    """'A2C' and 'A 2C' differ, but their checkpoint directories would both be A-2C__<env>__<seed>."""
    text = VALID.replace("label: PPO", "label: A 2C").replace("label: A2C", "label: A/2C")
    message = errors_of(tmp_path, text)
    assert "algorithms[1].label: label 'A/2C' on CartPole-v1 and label 'A 2C' on CartPole-v1" in message
    assert "checkpoints/A-2C__CartPole-v1__<seed>" in message and "rename one of them" in message
    load_suite(write(tmp_path, VALID.replace("label: PPO", "label: A-2C")))  # A-2C and A2C: distinct


def test_all_errors_reported_together(tmp_path):
    text = VALID.replace("seeds:", "seedz:").replace("algo: sb3_a2c", "algo: nope")
    message = errors_of(tmp_path, text)
    assert "seedz: unknown key" in message and "algorithms[1].algo: unknown algo 'nope'" in message


def test_missing_family_package_names_the_install_command(tmp_path, monkeypatch):
    real_find_spec = families.importlib.util.find_spec

    def find_spec(name, *args):
        return None if name == "pybullet_envs_gymnasium" else real_find_spec(name, *args)

    monkeypatch.setattr(families.importlib.util, "find_spec", find_spec)
    message = errors_of(tmp_path, VALID.replace("- CartPole-v1", "- AntBulletEnv-v0"))
    assert "envs[0]: environment 'AntBulletEnv-v0' needs the pybullet family's package" in message
    assert 'pip install "pybullet>=3.2" "pybullet-envs-gymnasium>=0.6"' in message
    assert "esbench[" not in message, "a bare esbench distribution name installs an unrelated PyPI project"


def test_cli_validate_exit_codes(tmp_path, capsys):
    good = write(tmp_path, VALID, "good.yaml")
    assert main(["validate", str(good)]) == 0
    assert "valid suite 'tiny': 8 trials" in capsys.readouterr().out
    bad = write(tmp_path, VALID.replace("{n_steps: 64}", "{n_steps: 0}"), "bad.yaml")
    assert main(["validate", str(bad)]) == 2
    err = capsys.readouterr().err
    assert f"{bad}: algorithms[0].params.n_steps: must be > 0" in err
    assert main(["validate", str(tmp_path / "missing.yaml")]) == 2
    assert "cannot read the suite file" in capsys.readouterr().err


def test_cli_prints_no_traceback(tmp_path):
    bad = write(
        tmp_path,
        "name: x\nseeds: [1]\nbudget: {timesteps: 10}\nenvs: [CartPole-v1]\n"
        "algorithms: [{label: a, algo: zzz}]\n",
    )
    proc = subprocess.run(
        [sys.executable, "-m", "esbench", "validate", str(bad)], capture_output=True, text=True
    )
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    assert "algorithms[0].algo: unknown algo 'zzz'" in proc.stderr


def test_dry_run_prints_trials(tmp_path, capsys):
    path = write(tmp_path, VALID)
    assert main(["run", "--dry-run", str(path), "--only", "PPO"]) == 0
    out = capsys.readouterr().out
    assert "4 trials" in out and "sb3_ppo" in out and "sb3_a2c" not in out


def test_shipped_suites_are_valid():
    paths = sorted(Path(__file__).parents[2].glob("suites/*.yaml"))
    assert len(paths) >= 11
    assert {p.resolve() for p in shipped_suites().values()} == {p.resolve() for p in paths}
    for path in paths:
        suite = load_suite(path, check_envs=False)
        assert expand(suite), path


def test_every_suite_key_is_documented():
    import dataclasses

    from esbench.core.config import Budget, EvalSpec, PolicySpec, StoreSpec
    from esbench.suite.model import AlgorithmEntry, ReportSpec, Suite

    readme = (Path(__file__).parents[2] / "docs" / "suites.md").read_text()
    sections = {
        "": Suite,
        "budget.": Budget,
        "eval.": EvalSpec,
        "policy.": PolicySpec,
        "store.": StoreSpec,
        "report.": ReportSpec,
        "algorithms[i].": AlgorithmEntry,
    }
    for prefix, cls in sections.items():
        for f in dataclasses.fields(cls):
            if f.name == "source":
                continue
            key = prefix + f.name
            assert f"| `{key}` |" in readme or f"| `{key}." in readme, f"{key} is not in docs/suites.md"


def test_file_store_can_be_turned_off(tmp_path):
    suite = load_suite(write(tmp_path, VALID + "store: {file: false, mongo: 'mongodb://localhost/x'}\n"))
    assert suite.store_dir is None
