"""The messages between the ES driver and its workers, and what a backend's calls return.

What crosses the wire (reference ``Task``/``Result``, made explicit):

- once per run: the noise table (Ray: one object-store copy per node) and an optional reference batch;
- once per generation: a :class:`GenerationTask` (θ, obs-norm mean/std and a few scalars);
- per request (by default one per worker per wave; shrinking ones with the ``factoring`` schedule;
  :func:`~esbench.backends.requests.request_ranges`): a :class:`ChunkRequest`
  (three integers) and back a :class:`ChunkResult`
  (per pair: noise index, two returns, two lengths; plus observation sums for the few rollouts
  that sampled them). Noise vectors never travel. With ``episodes_per_pair`` > 1 each half's
  return is the mean over its episodes and its length their total, so the reply stays the same size.

The backend interface that sends them (:class:`~esbench.backends.interface.Backend`) and the
options it is built with are in :mod:`esbench.backends.interface`. The messages keep this module's
name: it is in their pickles, so in the message sizes every run logs.

Every message with more than three fields is built with keywords only.

Where a generation's wall time goes (:class:`GenerationTimes`, logged by the ES runner as ``es.*_time_s``):
``put`` (θ into the object store), ``compute`` (from the first request sent until the first worker
runs out of work: every worker busy), ``tail`` (from then until the last result arrives: some workers
idle, waiting for the last), ``gather`` (ordering and concatenating the results), ``obstat`` (summing
the rollouts' observation statistics in pair order); with more than one wave, the request bookkeeping
between waves is ``gather`` too. ``busy`` is the workers' own compute time summed over requests (not a
part of the wall time: a sum over workers).
"""

from __future__ import annotations

import dataclasses
import pickle
from typing import Any, ClassVar

import numpy as np

from esbench.backends.later_fields import OmitsLaterDefaults
from esbench.core.errors import EsbenchError
from esbench.es.noise import DEFAULT_SEED
from esbench.es.update import GenerationData

#: The ``transport`` of a backend whose workers run in the driver's own process (nothing is sent).
IN_PROCESS = "in-process"


def message_bytes(obj: Any) -> int:
    """The serialized size of a message (pickle protocol 5, as Ray uses for Python objects)."""
    return len(pickle.dumps(obj, protocol=5))


@dataclasses.dataclass(frozen=True, kw_only=True)
class WorkerSpec:
    """What every worker is built from (shipped once, when the worker starts)."""

    env_id: str
    """Gymnasium id, made with :func:`esbench.envs.make_env`."""
    policy_factory: Any
    """Picklable ``factory(observation_space, action_space, ref_batch) -> RolloutPolicy``."""
    noise_size: int = 0  #: noise table length (0: no table, e.g. for Nevergrad's full-vector evaluations)
    noise_seed: int = DEFAULT_SEED  #: noise table seed (the reference's 123)


@dataclasses.dataclass(frozen=True, kw_only=True)
class GenerationTask(OmitsLaterDefaults):
    """What the driver puts in the object store once per generation."""

    LATER_DEFAULTS: ClassVar[dict[str, Any]] = {"shared_env_seeds": False}

    generation: int
    run_seed: int
    theta: np.ndarray
    obs_mean: np.ndarray | None
    """Observation mean (None: no observation normalisation, as with ``calc_obstat_prob`` 0)."""
    obs_std: np.ndarray | None
    sigma: float
    episode_cap: int | None
    action_noise_std: float
    calc_obstat_prob: float
    episodes_per_pair: int = 1
    """Episodes per half of a pair (return: their mean). Departure: the reference plays one; GoodAI more."""
    shared_env_seeds: bool = False
    """Both halves of a pair on the same env seeds (GoodAI's); False: a seed per half (reference)."""


@dataclasses.dataclass(frozen=True)
class ChunkRequest:
    """Run mirrored pairs ``[start, stop)`` of ``generation``."""

    generation: int
    start: int
    stop: int


@dataclasses.dataclass(kw_only=True)
class ChunkResult:
    """Results of one :class:`ChunkRequest`, in pair order."""

    start: int
    noise_indices: np.ndarray
    returns: np.ndarray
    lengths: np.ndarray
    obstats: list[tuple[int, int, np.ndarray, np.ndarray, int]]
    """``(pair, half, Σo, Σo², count)`` for each rollout that sampled observation statistics
    (with several episodes per half: one entry per sampling episode, in episode order)."""
    # An episode handed to another worker while running (:mod:`esbench.backends.handoff`) has
    # return NaN and length -1 here until the backend fills it in (no extra field: the reply's
    # bytes, a logged metric, stay those of a whole request).


@dataclasses.dataclass(frozen=True, kw_only=True)
class ThetaRequest:
    """Full-vector evaluation (Nevergrad): play one episode per θ row with the given env seeds."""

    start: int
    thetas: np.ndarray
    env_seeds: tuple[int, ...]
    episode_cap: int | None = None
    obs_mean: np.ndarray | None = None
    obs_std: np.ndarray | None = None


@dataclasses.dataclass(frozen=True, kw_only=True)
class ThetaStatsRequest(ThetaRequest):
    """A :class:`ThetaRequest` whose rows flagged in ``save_obs`` also return observation sums
    (the ask/tell objective's normalisation, :mod:`esbench.runners.objective`). A subclass, so a
    request without it is the same message, byte for byte, as before it existed."""

    save_obs: tuple[bool, ...] = ()
    """Per row: whether its episode's raw observations are summed for the running statistics."""


@dataclasses.dataclass
class ThetaResult:
    """Returns and lengths of one :class:`ThetaRequest`."""

    start: int
    returns: np.ndarray
    lengths: np.ndarray


@dataclasses.dataclass
class ThetaStatsResult(ThetaResult):
    """The result of a :class:`ThetaStatsRequest`: also the observation sums of its flagged rows."""

    obstats: list[tuple[int, np.ndarray, np.ndarray, int]] = dataclasses.field(default_factory=list)
    """``(row, Σo, Σo², count)`` for each flagged row, row = its index in the whole evaluation."""


@dataclasses.dataclass(kw_only=True)
class GenerationTimes:
    """Driver wall-clock seconds of one backend call (an ES generation,
    :func:`~esbench.runners.openai_es.generation.run_generation`, or another), by part (module
    docstring).

    ``put + compute + tail + gather + obstat`` is the call's wall time up to float rounding (the
    leftover, e.g. building requests, is in ``gather``). ``busy``: worker compute seconds summed
    over requests; ``workers``: the backend's workers; ``requests``: requests sent; ``records``: each
    returned request's stamps (:mod:`esbench.backends.stamps`), for the coordination metrics.
    """

    put: float = 0.0
    compute: float = 0.0
    tail: float = 0.0
    gather: float = 0.0
    obstat: float = 0.0
    busy: float = 0.0
    workers: int = 1
    requests: int = 0
    records: list = dataclasses.field(default_factory=list)
    handoffs: int = 0
    """Running episodes handed from a busy worker to an idle one (:mod:`esbench.backends.handoff`)."""
    handoff_bytes: int = 0
    """What those handoffs sent: their states to the driver and on, and their results back."""

    def wall(self) -> float:
        """The parts' sum: the driver's wall time in
        :func:`~esbench.runners.openai_es.generation.run_generation`."""
        return self.put + self.compute + self.tail + self.gather + self.obstat


@dataclasses.dataclass(frozen=True, kw_only=True)
class GenerationResult(GenerationData):
    """A generation's pairs ordered by index, plus what it cost on the wire and in time."""

    bytes_to_workers: int = 0
    bytes_from_workers: int = 0
    worker_failures: int = 0
    times: GenerationTimes = dataclasses.field(default_factory=GenerationTimes)


@dataclasses.dataclass(frozen=True, kw_only=True)
class ThetaEvalResult:
    """Returns and lengths of full-vector evaluations (candidate order), plus bytes on the wire."""

    returns: np.ndarray
    lengths: np.ndarray
    bytes_to_workers: int
    bytes_from_workers: int
    worker_failures: int = 0
    obstats: list[tuple[int, np.ndarray, np.ndarray, int]] = dataclasses.field(default_factory=list)
    """``(row, Σo, Σo², count)`` of the rows whose observations were summed (``save_obs``), in row order."""


class WorkersLostError(EsbenchError):
    """No worker returned a result for longer than the timeout: all workers are presumed lost."""
