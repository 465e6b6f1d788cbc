"""Suite handling of env options, env refs and the auto policy."""

from __future__ import annotations

import textwrap

import pytest

from esbench.core.errors import ConfigErrors
from esbench.suite.load import expand, load_suite, select

SUITE = """\
name: opts
seeds: [0]
budget: {timesteps: 1000}
envs:
  - id: ALE/Pong-v5
    options: {frame_skip: 2}
  - ALE/Pong-v5[frame_skip=4]
  - CartPole-v1
algorithms:
  - {label: ES, algo: openai_es}
  - {label: A2C, algo: sb3_a2c}
"""


def load(tmp_path, text):
    path = tmp_path / "s.yaml"
    path.write_text(textwrap.dedent(text))
    return load_suite(path)


def test_same_id_with_other_options_is_another_env(tmp_path):
    trials = expand(load(tmp_path, SUITE))
    envs = list(dict.fromkeys(t.env for t in trials))
    assert envs == ["ALE/Pong-v5[frame_skip=2]", "ALE/Pong-v5[frame_skip=4]", "CartPole-v1"]
    assert len({t.name for t in trials}) == len(trials)
    pong = trials[0]
    assert pong.env_id == "ALE/Pong-v5" and pong.env_options == {"frame_skip": 2}
    # the stored config carries the options and rebuilds the same trial
    assert pong.to_config()["env"] == "ALE/Pong-v5[frame_skip=2]"
    assert type(pong).from_config(pong.to_config()) == pong
    assert [t.policy.type for t in trials] == ["cnn"] * 4 + ["mlp"] * 2, "auto resolved per env"
    assert len(select(trials, ["ALE/Pong-v5"])) == 4
    assert len(select(trials, ["ALE/Pong-v5[frame_skip=4]"])) == 2


@pytest.mark.parametrize(
    "envs,message",
    [
        ("[{id: ALE/Pong-v5, options: {frame_skip: 9}}]", "envs[0].options.frame_skip: must be 1, 2, 3 or 4"),
        (
            "[{id: ALE/Pong-v5, options: {frameskip: 2}}]",
            "envs[0].options.frameskip: unknown key (did you mean",
        ),
        ("[{id: CartPole-v1, options: {noop_max: 2}}]", "envs[0].options.noop_max: unknown key"),
        ("[{id: CartPole-v1, options: 3}]", "envs[0].options: must be a mapping"),
        (
            "[{id: ALE/Pong-v5, options: {frame_skip: 2}}, 'ALE/Pong-v5[frame_skip=2]']",
            "envs[1]: 'ALE/Pong-v5[frame_skip=2]' is listed twice (also envs[0])",
        ),
    ],
)
def test_bad_options_are_rejected_with_key_paths(tmp_path, envs, message):
    text = SUITE.split("envs:")[0] + f"envs: {envs}\nalgorithms: [{{label: ES, algo: openai_es}}]\n"
    with pytest.raises(ConfigErrors) as info:
        load(tmp_path, text)
    assert message in str(info.value)


def test_lstm_is_rejected_for_sb3(tmp_path):
    text = SUITE.replace(
        "budget: {timesteps: 1000}", "budget: {timesteps: 1000}\npolicy: {type: lstm, hidden: [16]}"
    )
    text = text.replace("  - ALE/Pong-v5[frame_skip=4]\n", "").replace(
        "  - id: ALE/Pong-v5\n    options: {frame_skip: 2}\n", ""
    )
    with pytest.raises(ConfigErrors) as info:
        load(tmp_path, text)
    assert "algorithms[1]: sb3_a2c cannot train a lstm policy (envs[0] CartPole-v1)" in str(info.value)
    with pytest.raises(ConfigErrors, match=r"policy\.hidden: an lstm takes one size"):
        load(tmp_path, text.replace("hidden: [16]", "hidden: [16, 16]"))
