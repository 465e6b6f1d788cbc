"""Where ES and Nevergrad rollouts run: in-process (``serial``) or on a pool of Ray actors (``ray``).

Both backends have the interface of :class:`esbench.backends.interface.Backend` and are built with
the same :class:`~esbench.backends.interface.BackendOptions`; build one with :func:`make_backend`.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from esbench.backends.base import GenerationResult, GenerationTask, ThetaEvalResult, WorkerSpec
from esbench.backends.interface import Backend, BackendOptions


def make_backend(
    kind: str, spec: WorkerSpec, options: BackendOptions | None = None, ref_batch=None, **overrides: Any
) -> Backend:
    """A backend of ``kind`` (``ray`` or ``serial``) whose workers run ``spec``, built with
    ``options`` (:class:`BackendOptions`; None: the defaults) and then ``overrides``, keywords of its
    fields (``workers=2``). ``ref_batch``: an optional reference batch of observations given once to
    every worker's policy factory. The serial backend reads the request sizing only."""
    options = dataclasses.replace(options if options is not None else BackendOptions(), **overrides)
    if kind == "serial":
        from esbench.backends.serial import SerialBackend

        return SerialBackend(spec, options, ref_batch)
    if kind == "ray":
        from esbench.backends.ray_backend import RayBackend

        return RayBackend(spec, options, ref_batch)
    raise ValueError(f"unknown backend '{kind}' (ray | serial)")


__all__ = [
    "Backend",
    "BackendOptions",
    "GenerationResult",
    "GenerationTask",
    "ThetaEvalResult",
    "WorkerSpec",
    "make_backend",
]
