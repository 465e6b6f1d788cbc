"""How a trial's config is compared with a stored one (``--resume``, skipped trials, kept checkpoints,
a checkpoint's own trial): as it reads back from JSON, with the keys added after runs were stored left
out while they are at the value their absence meant, so a store written before a key existed still
resumes and skips its completed trials."""

from __future__ import annotations

import json
from typing import Any

#: Budget keys added after runs were stored: absent in an older run's config means their default
#: (None), so a store written before they existed still resumes and skips its completed trials.
LATER_BUDGET_KEYS = ("target_return",)
#: Params added after runs were stored, per algorithm, with the value an older run's config means by
#: their absence (the behaviour before them): left out while at it, for the same reason.
# SB3's checkpoint_every default (esbench.runners.sb3.tuning.CHECKPOINT_EVERY; not imported here: it
# imports SB3): checkpoints never change a curve; network, zoo_entry and (on-policy) atari_wrapper at
# their defaults train as before they existed.
_SB3_LATER = {"checkpoint_every": 100_000, "network": "suite", "zoo_entry": None}
LATER_PARAM_DEFAULTS: dict[str, dict[str, Any]] = {
    "openai_es": {"request_schedule": "equal", "pair_env_seeds": "separate"},
    **{f"sb3_{n}": _SB3_LATER for n in ("sac", "td3", "ars")},
    **{f"sb3_{n}": {**_SB3_LATER, "atari_wrapper": False} for n in ("a2c", "ppo", "trpo")},
    # Nevergrad as an ask/tell client: no observation normalisation, as before; checkpoints change nothing.
    "nevergrad": {"calc_obstat_prob": 0.0, "checkpoint_every": 10, "zero_policy": False},
    "evotorch": {"zero_policy": False},
}
#: Policy keys added after runs were stored, with the value their absence means: left out while at it.
LATER_POLICY_DEFAULTS: dict[str, Any] = {"discrete_output": None}


def normalised_config(config: dict[str, Any]) -> dict[str, Any]:
    """A config as it reads back from JSON (tuples become lists), for comparisons with stored runs;
    budget keys of :data:`LATER_BUDGET_KEYS` left out while unset, params of
    :data:`LATER_PARAM_DEFAULTS` and policy keys of :data:`LATER_POLICY_DEFAULTS` while at their
    former behaviour."""
    out = json.loads(json.dumps(config, sort_keys=True))
    if not isinstance(out, dict):
        return out
    budget = out.get("budget")
    if isinstance(budget, dict):
        for key in LATER_BUDGET_KEYS:
            if budget.get(key, None) is None:
                budget.pop(key, None)
    params, later = out.get("params"), LATER_PARAM_DEFAULTS.get(str(out.get("algo")), {})
    for section, defaults in ((out.get("policy"), LATER_POLICY_DEFAULTS), (params, later)):
        for key, former in defaults.items():
            if isinstance(section, dict) and key in section and section[key] == former:
                section.pop(key)
    if isinstance(params, dict):
        zoo = params.get("zoo")
        if isinstance(zoo, dict):  # the zoo's rollout, recorded since: the applied values are compared
            zoo.pop("rollout", None)
    return out
