"""One trial from Sacred's command line, checked as ``esbench run`` checks a suite's trials.

``python -m esbench.experiment with ...`` gives one trial's raw config (``suite``, ``label``, ``algo``,
``env``, ``seed``, ``budget``, ``eval``, ``policy``, ``params``, ``resources``). :func:`check_adhoc_trial`
validates it as the one-trial suite it amounts to (:func:`~esbench.suite.load.validate_suite`: the
same rules, memory estimates and env checks as ``esbench validate``), and names every problem by
the trial's own key (``seed``, ``params.sigma``), not the suite's (``seeds``,
``algorithms[0].params.sigma``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from esbench.core.errors import ConfigError, ConfigErrors, brief
from esbench.envs import check_env_id
from esbench.suite.load import validate_suite
from esbench.suite.model import MAX_SEED

#: Key prefixes of the one-trial suite and the trial keys they come from (first match wins).
_KEYS = (
    ("algorithms[0].params", "params"),
    ("algorithms[0].label", "label"),
    ("algorithms[0].algo", "algo"),
    ("algorithms[0].resources", "resources"),
    ("algorithms[0]", "algo"),
    ("algorithms", "algo"),
    ("envs[0].id", "env"),
    ("envs[0]", "env"),
    ("envs", "env"),
    ("seeds", "seed"),
    ("name", "suite"),
)


def adhoc_key(path: str) -> str:
    """The trial's key for a key of its one-trial suite (``algorithms[0].params.x`` -> ``params.x``)."""
    for suite_key, key in _KEYS:
        if path == suite_key or path.startswith((suite_key + ".", suite_key + "[")):
            rest = path[len(suite_key) :]
            return key + (rest if rest.startswith(".") else "")
    return path


def check_adhoc_trial(config: Mapping[str, Any]) -> None:
    """Raise :class:`ConfigErrors` (one :class:`ConfigError` per problem, at the trial's key) unless
    ``config`` is a trial ``esbench run`` would run. Its ``env`` is checked first, alone (the suite's
    check, ``check_env_id``), so an ad hoc ``env=module:Env`` never imports ``module`` (gymnasium
    would, to register the id)."""
    check_env_id(str(config.get("env")), "env")
    seed = config.get("seed")
    errors: list[ConfigError] = []
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        errors.append(ConfigError("seed", f"must be an integer in 0..2**32-1, got {brief(seed)}"))
        seed = 0  # the other keys are still checked
    algo = config.get("algo")
    data = {
        "name": config.get("suite"),
        "seeds": [seed],
        "budget": config.get("budget"),
        "eval": config.get("eval") or {},
        "policy": config.get("policy") or {},
        "resources": config.get("resources") or {},
        "envs": [config.get("env")],
        "algorithms": [
            {"label": config.get("label") or algo, "algo": algo, "params": config.get("params") or {}}
        ],
    }
    try:
        validate_suite(data, source="")
    except ConfigErrors as exc:
        errors += [ConfigError(adhoc_key(e.path), e.problem) for e in exc.errors]
    if errors:
        raise ConfigErrors(errors)
