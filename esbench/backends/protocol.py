"""The public worker protocol: how an algorithm family runs its own work on the backends' workers.

The ES (its waves, :meth:`~esbench.backends.interface.Backend.run_pairs`) and the ask/tell optimisers
(:meth:`~esbench.backends.interface.Backend.evaluate_thetas`) have calls of their own. Any other
family brings its work as a request type and runs it with
:meth:`~esbench.backends.interface.Backend.run_requests`, with no change to the backends:

* a **task** (any picklable value, or None) is made available to every worker once per call (Ray: one
  object-store copy per node), as the ES's ``GenerationTask`` is once per generation;
* each **request** is an instance of a subclass of :class:`WorkerRequest`, a frozen dataclass whose
  :meth:`~WorkerRequest.run` is the family's worker method: the backend ships the request, the
  worker calls ``request.run(worker, task)`` and sends back what it returns. The request's class
  lives in the family's own module, which the worker imports when it unpickles the request, so the
  backend never imports a family;
* on the worker, ``run`` sees a :class:`WorkerContext`: the worker's policy, the shared noise table,
  its episode loop (lockstep batches and the batched simulator where the policy and env allow, the
  same numbers as one episode at a time) and a cache that lasts as long as the worker.

Every request runs exactly once whatever the workers do (a dead or hung Ray actor's request runs
again elsewhere; a straggler's second copy is dropped), so a result may depend on the request and
the task only, never on which worker ran it. Message sizes are measured as the ES's are
(:func:`~esbench.backends.base.message_bytes`). Example: the Genetic Algorithm's offspring
(:mod:`esbench.runners.ga.requests`).
"""

from __future__ import annotations

import abc
import dataclasses
from collections.abc import Sequence
from typing import Any, Protocol

import numpy as np

from esbench.backends.base import GenerationTimes

#: The worker method every backend calls for a :class:`WorkerRequest` (the Ray actor's and the
#: in-process worker's name for it).
RUN_REQUEST = "run_request"


class WorkerContext(Protocol):
    """What a :class:`WorkerRequest` may use on the worker that runs it."""

    policy: Any
    """The worker's policy (:class:`~esbench.policies.protocols.RolloutPolicy`): ``num_params``,
    ``make_act``, ..."""
    cache: dict
    """Values a family keeps on this worker between requests (e.g. a generation's parents rebuilt
    once); a replacement worker starts with an empty cache, so nothing may depend on it but speed."""

    def table(self) -> np.ndarray:
        """The shared noise table (``WorkerSpec.noise_size`` float32 values)."""
        ...

    def play(
        self,
        thetas: Sequence[np.ndarray],
        env_seeds: Sequence[int],
        episode_cap: int | None,
        obs_mean: np.ndarray | None,
        obs_std: np.ndarray | None,
        save_obs: Sequence[bool] | None = None,
    ) -> list[tuple[float, int, np.ndarray | None]]:
        """One deterministic episode per θ on its env seed: ``(return, length, observations or
        None)``, in order (observations only where ``save_obs`` says)."""
        ...


class WorkerRequest(abc.ABC):
    """A family's request (module docstring): subclass it as a frozen dataclass and write :meth:`run`."""

    @abc.abstractmethod
    def run(self, worker: WorkerContext, task: Any) -> Any:
        """The family's worker method: this request's work on ``worker`` with the call's ``task``;
        its return value (picklable, small: scalars and indices) goes back to the driver."""


@dataclasses.dataclass(frozen=True)
class RequestsResult:
    """What :meth:`~esbench.backends.interface.Backend.run_requests` returns."""

    results: list
    """Each request's result, in request order."""
    bytes_to_workers: int
    """The task (once per node) and every request, serialized."""
    bytes_from_workers: int
    """Every result as its worker serialized it."""
    worker_failures: int
    """Workers that died during the call (their requests ran again)."""
    times: GenerationTimes
    """Where the call's wall time went (``put``, ``compute``, ``tail``, ``gather``)."""
