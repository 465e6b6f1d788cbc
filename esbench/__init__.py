"""esbench: OpenAI-style Evolution Strategies vs Nevergrad and Stable-Baselines3, one harness.

The Python API for stored runs is :func:`load_runs` (``esbench.load_runs("results/quickstart")``:
pandas frames of the runs and of every logged metric, see :mod:`esbench.report.export`). It is
imported on first use, so ``import esbench`` (and ``esbench --help``) does not pay for pandas.
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

_LAZY = {"load_runs": "esbench.report.export", "RunData": "esbench.report.export"}

__all__ = ["DISTRIBUTION", "RunData", "__version__", "load_runs"]


def __getattr__(name: str) -> Any:
    """Import ``load_runs`` and ``RunData`` on first use."""
    if name not in _LAZY:
        raise AttributeError(f"module 'esbench' has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(_LAZY[name]), name)
