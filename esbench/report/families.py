"""Which algorithm family a stored run belongs to: what the report's family sections select by.

A runner declares its family (``Runner.family``: ``es``, ``asktell``, ``ga``, ``sb3``, an outside
runner ``outside`` unless it says otherwise), and every run stores it as ``info.family``
(:meth:`esbench.runners.base.Runner.run`). The report reads that fact, the loader's ``family``
column, and never an algorithm's name: the ES's time breakdown, coordination, ledger, Figure 1 and
the race's trade-off take the ``es`` family's runs; the tuned baselines' anchors the ``sb3``
family's.

Departure from that rule, for stored data only: runs written before runners declared a family
(every store committed under ``results/`` before this module) have no ``info.family``;
:data:`STORED_BEFORE` gives the family each built-in algorithm had then. It is the one place the
report names algorithms, and it never grows: a runner added later stores its family.
"""

from __future__ import annotations

from typing import Any

#: The OpenAI ES (``openai_es``): its runs log the ES's time breakdown (``es.*``).
ES = "es"
#: Stable-Baselines3's runners (TRPO, A2C, PPO, SAC, TD3, ARS): rl-zoo's anchors apply to them.
SB3 = "sb3"
#: The family of a run whose runner is unknown (neither stored nor built in before the fact).
UNKNOWN = "unknown"

#: The family of each built-in algorithm for runs stored before ``info.family`` existed.
STORED_BEFORE = {
    "openai_es": ES,
    "nevergrad": "asktell",
    "evotorch": "asktell",
    **{f"sb3_{name}": SB3 for name in ("trpo", "a2c", "ppo", "sac", "td3", "ars")},
}


def family_of(stored: Any, algo: str) -> str:
    """The run's family: the one it stored (``info.family``), else the one its built-in algorithm
    had before runs stored it (:data:`STORED_BEFORE`), else :data:`UNKNOWN`."""
    if isinstance(stored, str) and stored:
        return stored
    return STORED_BEFORE.get(str(algo), UNKNOWN)
