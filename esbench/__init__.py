"""esbench: OpenAI-style Evolution Strategies vs Nevergrad and Stable-Baselines3, one harness.

The Python API for stored runs is :func:`load_runs` (``esbench.load_runs("results/quickstart")``:
pandas frames of the runs and of every logged metric, see :mod:`esbench.report.export`).

The plugin API (stable, docs/plugins.md) is what an outside runner or env package needs:
:class:`Runner` (subclass it), :class:`AskTellRunner` with :class:`ObjectiveParams`,
:class:`Problem` and :class:`Evaluation` (an ask/tell optimiser over the suite's policy),
:class:`RunLogger` and :class:`RunResult` (the metric contract and the budget), :class:`Trial` and
its parts :class:`Budget`, :class:`EvalSpec`, :class:`PolicySpec`, :func:`field` (a documented
param), :class:`Actor` and :class:`FunctionActor` (what the eval protocol plays), :func:`make_env`,
:func:`derive_rng` and :func:`derive_seed` (seeds derived from the run seed), :class:`MemoryWriter`
(metrics in memory, for tests), :mod:`esbench.testing` (``check_runner``), and the backends' worker
protocol (:class:`WorkerRequest`, :class:`WorkerContext`, :class:`RequestsResult`: work of a family's
own on the workers, as the GA's).

Every name is imported on first use, so ``import esbench`` (and ``esbench --help``) pays for
neither pandas nor torch nor gymnasium.
"""

import warnings
from typing import Any

# sacred 0.8.7 imports pkg_resources (hence setuptools<81); its deprecation notice is not ours to fix.
warnings.filterwarnings("ignore", message="pkg_resources is deprecated", category=UserWarning)

#: The version (pyproject.toml reads it from here); the distribution is named :data:`DISTRIBUTION`.
__version__ = "0.1.0"
#: The name esbench is installed under (``pip show esbench-harness``); the import package and the
#: command are ``esbench``. (``esbench`` on PyPI is an unrelated project.)
DISTRIBUTION = "esbench-harness"

#: Public name -> the module it is imported from on first use.
_LAZY = {
    "load_runs": "esbench.report.export",
    "RunData": "esbench.report.export",
    # The plugin API (docs/plugins.md).
    "Runner": "esbench.runners.base",
    "AskTellRunner": "esbench.runners.asktell",
    "Problem": "esbench.runners.asktell",
    "ObjectiveParams": "esbench.runners.objective",
    "Evaluation": "esbench.runners.objective",
    "RunLogger": "esbench.core.metrics",
    "RunResult": "esbench.core.metrics",
    "Actor": "esbench.core.metrics",
    "MemoryWriter": "esbench.core.metrics",
    "Trial": "esbench.core.config",
    "Budget": "esbench.core.config",
    "EvalSpec": "esbench.core.config",
    "PolicySpec": "esbench.core.config",
    "field": "esbench.core.params",
    "derive_rng": "esbench.core.seeding",
    "derive_seed": "esbench.core.seeding",
    "make_env": "esbench.envs",
    "FunctionActor": "esbench.runners.evaluation",
    # The backends' worker protocol: a family's own work on the ES's workers (the GA's offspring).
    "WorkerRequest": "esbench.backends.protocol",
    "WorkerContext": "esbench.backends.protocol",
    "RequestsResult": "esbench.backends.protocol",
}

__all__ = ["DISTRIBUTION", "__version__", *sorted(_LAZY)]


def __getattr__(name: str) -> Any:
    """Import a public name (:data:`_LAZY`) on first use."""
    if name not in _LAZY:
        raise AttributeError(f"module 'esbench' has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(_LAZY[name]), name)
