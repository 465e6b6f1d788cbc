"""The keys added for GoodAI's settings (``pair_env_seeds``, ``zero_policy``, ``policy.discrete_output``)
at their defaults compare equal to a stored config written before them, so older stores still resume."""

from esbench.runners.config_compare import normalised_config


def _config(algo, params, policy):
    return {"algo": algo, "params": params, "policy": {"hidden": [64, 64], **policy}, "budget": {}}


def test_defaults_are_left_out_and_other_values_kept():
    old = _config("openai_es", {"sigma": 0.1}, {})
    new = _config("openai_es", {"sigma": 0.1, "pair_env_seeds": "separate"}, {"discrete_output": None})
    assert normalised_config(old) == normalised_config(new)
    shared = _config("openai_es", {"sigma": 0.1, "pair_env_seeds": "shared"}, {"discrete_output": 6})
    assert normalised_config(shared)["params"]["pair_env_seeds"] == "shared"
    assert normalised_config(shared)["policy"]["discrete_output"] == 6
    for algo in ("nevergrad", "evotorch"):
        assert normalised_config(_config(algo, {"zero_policy": False}, {}))["params"] == {}
        assert normalised_config(_config(algo, {"zero_policy": True}, {}))["params"] == {"zero_policy": True}
