"""Suites that would run for minutes before failing, or fail on a file name, refused at validation
with one line (issue 25, case 10): an exploding trial list and a label too long for a file name."""

from __future__ import annotations

import textwrap
from types import SimpleNamespace

import yaml
from hostile import TINY, esbench, one_line_error

from esbench.core.config import MAX_SLUG, trial_slug


def _suite(tmp_path, **changes) -> None:
    data = {**yaml.safe_load(textwrap.dedent(TINY)), **changes}
    (tmp_path / "suite.yaml").write_text(yaml.safe_dump(data, sort_keys=False))


def test_an_exploding_trial_list_is_refused_at_once_with_its_count_and_a_flag(tmp_path):
    # 1,000 seeds x 60 env variants: validating these ran past 300 s; it is refused before any env is made.
    envs = [{"id": "CartPole-v1", "options": {"max_episode_steps": 100 + i}} for i in range(60)]
    _suite(tmp_path, seeds=list(range(1000)), envs=envs)
    for command in (["validate"], ["run", "--results", "r"], ["tune", "--results", "r"]):
        line = one_line_error(esbench(tmp_path, *command, "suite.yaml"))
        assert "60,000 trials (1,000 seeds x 60 envs x 1 algorithms)" in line, line
        assert "more than the limit of 10,000" in line and "--max-trials N" in line, line
    assert not (tmp_path / "r").exists()
    # The flag raises the limit (the rest of validation then runs as usual).
    _suite(tmp_path, seeds=list(range(20)), envs=envs[:1])
    assert "limit" in one_line_error(esbench(tmp_path, "validate", "suite.yaml", "--max-trials", "10"))
    done = esbench(tmp_path, "validate", "suite.yaml", "--max-trials", "20")
    assert done.returncode == 0 and "20 trials" in done.stdout, done.stdout + done.stderr


def test_a_label_too_long_for_a_file_name_is_refused_at_validation(tmp_path):
    data = yaml.safe_load(textwrap.dedent(TINY))
    data["algorithms"][0]["label"] = "E" * 300
    (tmp_path / "suite.yaml").write_text(yaml.safe_dump(data, sort_keys=False))
    line = one_line_error(esbench(tmp_path, "run", "suite.yaml", "--results", "r"))
    assert "algorithms[0].label: must be 1-100 printable characters" in line and "(300 characters)" in line
    assert not (tmp_path / "r").exists()


def test_a_trial_slug_stays_a_file_name_for_any_env_ref():
    long_env = "CartPole-v1[" + ",".join(f"opt{i}={i}" for i in range(60)) + "]"
    trial = SimpleNamespace(label="L" * 100, env=long_env, seed=2**32 - 1)
    other = SimpleNamespace(label="L" * 100, env=long_env.replace("opt59", "opt58"), seed=2**32 - 1)
    assert len(trial_slug(trial)) <= MAX_SLUG and trial_slug(trial) != trial_slug(other)
    short = SimpleNamespace(label="ES", env="CartPole-v1", seed=0)
    assert trial_slug(short) == "ES__CartPole-v1__0"  # short slugs are unchanged (resume keeps working)
