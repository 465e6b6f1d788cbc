"""``--set KEY=VALUE`` through the command line: dotted keys, lists and indices, bad keys and values
(exit 2 as from a file, no traceback), and the overrides kept with the stored suite copy."""

from __future__ import annotations

import textwrap

import yaml

from esbench.cli.main import main

SUITE = """\
name: set-test
seeds: [0]
budget: {timesteps: 64}
eval: {every_timesteps: 32, episodes: 1}
policy: {hidden: [4]}
envs: [CartPole-v1]
algorithms:
  - {label: A2C, algo: sb3_a2c, params: {n_steps: 8}}
  - {label: ES, algo: openai_es, params: {backend: serial, population: 4, noise_table_size: 1048576}}
"""


def suite_file(tmp_path):
    path = tmp_path / "suite.yaml"
    path.write_text(textwrap.dedent(SUITE))
    return path


def test_dotted_keys_lists_and_indices_change_the_trials(tmp_path, capsys):
    path = suite_file(tmp_path)
    sets = ["--set", "seeds=[0,1,2]", "--set", "budget.wall_clock_s=300", "--set", "resources.cores=1",
            "--set", "algorithms[1].params.sigma=0.05", "--set", "eval.every_seconds=5"]  # fmt: skip
    assert main(["validate", str(path), *sets]) == 0
    assert "with --set: valid suite 'set-test': 6 trials" in capsys.readouterr().out
    assert main(["run", str(path), "--dry-run", *sets]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len([x for x in lines if "seed=" in x]) == 6 and any("seed=2" in x for x in lines)


def test_a_bad_key_exits_2_naming_it(tmp_path, capsys):
    path = suite_file(tmp_path)
    for key, named in [
        ("budget.wall_clok_s=300", "budget.wall_clok_s: unknown key"),
        ("algorithms[5].params.sigma=1", "algorithms[5]"),
        ("seeds.first=1", "seeds.first"),
        ("algorithms[0].params.nope=1", "algorithms[0].params.nope: unknown key"),
    ]:
        assert main(["validate", str(path), "--set", key]) == 2, key
        err = capsys.readouterr().err
        assert named in err and "Traceback" not in err, err


def test_a_bad_value_exits_2_as_from_a_file(tmp_path, capsys):
    path = suite_file(tmp_path)
    assert main(["run", str(path), "--dry-run", "--set", "budget.wall_clock_s=-3"]) == 2
    from_set = capsys.readouterr().err
    bad = tmp_path / "bad.yaml"
    bad.write_text(path.read_text().replace("{timesteps: 64}", "{timesteps: 64, wall_clock_s: -3}"))
    assert main(["validate", str(bad)]) == 2
    from_file = capsys.readouterr().err
    assert "budget.wall_clock_s: must be > 0" in from_set
    assert from_set.split("budget.", 1)[1] == from_file.split("budget.", 1)[1]
    assert main(["validate", str(path), "--set", "seeds=[0, 1"]) == 2  # not YAML
    assert "--set seeds" in capsys.readouterr().err


def test_the_stored_suite_copy_records_the_overrides(tmp_path):
    path = suite_file(tmp_path)
    store = tmp_path / "store"
    code = main(["run", str(path), "--results", str(store), "--no-report", "--only", "A2C",
                 "--set", "budget.timesteps=48", "--set", "algorithms[0].params.n_steps=16"])  # fmt: skip
    assert code == 0
    text = (store / "suite.yaml").read_text()
    assert "#   --set budget.timesteps=48\n#   --set algorithms[0].params.n_steps=16\n" in text
    stored = yaml.safe_load(text)
    assert stored["budget"] == {"timesteps": 48} and stored["algorithms"][0]["params"] == {"n_steps": 16}
    assert stored["algorithms"][1]["label"] == "ES"  # the whole suite, not only the --only part
