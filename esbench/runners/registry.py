"""The one explicit registry of algorithm runners.

Names map to ``module:Class`` and are imported on first use, so validating a suite does not pay
for importing every learning library. Adding a runner is one line here; the contract tests loop
over this table.
"""

from __future__ import annotations

import importlib
from functools import cache

from esbench.core.errors import ConfigError, did_you_mean
from esbench.runners.base import Runner

RUNNERS: dict[str, str] = {
    "sb3_trpo": "esbench.runners.sb3:TRPORunner",
    "sb3_a2c": "esbench.runners.sb3:A2CRunner",
    "sb3_ppo": "esbench.runners.sb3:PPORunner",
    "nevergrad": "esbench.runners.nevergrad:NevergradRunner",
    "openai_es": "esbench.runners.openai_es:OpenAIESRunner",
}


def algo_names() -> list[str]:
    """Registered algorithm names, in registry order."""
    return list(RUNNERS)


@cache
def get_runner(algo: str) -> type[Runner]:
    """The runner class for ``algo``; raises :class:`ConfigError` with suggestions if unknown."""
    try:
        target = RUNNERS[algo]
    except KeyError:
        raise ConfigError(
            "algo",
            f"unknown algo '{algo}'" + did_you_mean(algo, RUNNERS) + "; registered: " + ", ".join(RUNNERS),
        ) from None
    module_name, class_name = target.split(":")
    return getattr(importlib.import_module(module_name), class_name)
