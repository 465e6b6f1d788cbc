"""The Ray backend's driver loop when a handoff's answer arrives after the asked request's result.

An actor's two replies, the asked request's result (rollout thread) and the ask's answer (its second
thread), travel separately: on a loaded machine the request, having given half its episodes, can
end and send its result (the given episodes marked -1) before the answer, still being pickled and
sent, reaches the driver. The driver then had every request of the call done and returned, with an
ask still out: ``RuntimeError: episode 65 was handed off and never finished`` (``esbench run
table1-paper``, InvertedPendulum-v5, 2 Ray workers at load average ~45).

Ray's scheduling cannot be made to produce that order on demand, so these tests drive the real
driver loop (:meth:`RayBackend._run_requests`, :class:`HandoffAsks`, :func:`results_in_order`)
with a scripted Ray: ``ray.wait``/``ray.get`` are replaced by a fake whose replies become ready in
the order that broke, and the "actors" are in-process :class:`RolloutWorker`\\ s (batched
InvertedPendulum-v5), one of which gives its episodes at a fixed step of its loop (as in
tests/backends/test_handoff.py). The numbers must be those of the requests run whole, bit for bit.

The three fates of the answer: it comes late (after the result), it fails (its actor died after
sending the result: the ask's ``ray.get`` raises), it never comes (its actor stopped: the ask
expires after ``worker_timeout_s``). In the last two the given episodes are lost, and the request
runs again whole.
"""

from __future__ import annotations

import time

import numpy as np
import pytest
from test_handoff import ForcedHandoff
from test_simulators import _worker

from esbench.backends.base import ChunkRequest, GenerationTask, GenerationTimes, message_bytes
from esbench.backends.flights import Flights
from esbench.backends.handoff import handed_off_episodes
from esbench.backends.interface import BackendOptions
from esbench.backends.ray_backend import RayBackend
from esbench.backends.stamps import stamped_call

ray = pytest.importorskip("ray")
pytest.importorskip("mujoco")
pytestmark = pytest.mark.filterwarnings("ignore::UserWarning", "ignore::DeprecationWarning")

ENV = "InvertedPendulum-v5"


class Ref:
    """An object reference of the scripted Ray: a value (or an exception to raise), ready when told."""

    def __init__(self, name: str, value=None, ready=lambda: True):
        self.name, self.value, self.is_ready = name, value, ready
        self.taken = False

    def __repr__(self) -> str:
        return f"Ref({self.name})"


class ScriptedRay:
    """``ray.wait``/``ray.get`` over :class:`Ref`\\ s: a ref is ready when its ``is_ready()`` says so."""

    def __init__(self):
        self.waits = 0

    def wait(self, refs, num_returns=1, timeout=None):
        self.waits += 1
        assert self.waits < 5000, "the driver loop never ended"
        ready = [ref for ref in refs if ref.is_ready()][:num_returns]
        if not ready and timeout:
            time.sleep(0.005)  # as ray.wait's timeout, shorter
        return ready, [ref for ref in refs if ref not in ready]

    def get(self, refs):
        if isinstance(refs, list):
            return [self.get(ref) for ref in refs]
        assert refs.is_ready(), f"{refs} got before it was ready"
        refs.taken = True
        if isinstance(refs.value, BaseException):
            raise refs.value
        return refs.value


class Method:
    def __init__(self, fn):
        self.remote = fn


class FakeActor:
    """An actor slot: its calls run at once in this process; when their replies are ready is scripted."""

    def __init__(self, name: str, worker, script: dict):
        self.name, self.worker, self.script = name, worker, script
        self.running = None  # (generation, start) of the request whose result is not taken yet
        self.given: list = []  # what that request gave, not yet answered to an ask
        self.asks: list[Ref] = []
        self.run_pairs = Method(self._run_pairs)
        self.continue_pairs = Method(self._continue_pairs)
        self.handoff = Method(self._handoff)
        self.progress = Method(self._progress)

    def _run_pairs(self, task, request):
        gives = self.script.pop(("gives", self.name, request.start), None)
        self.worker.handoff = ForcedHandoff(gives or ())  # the loop gives at these checks
        value = stamped_call(self.worker.run_pairs, task, request, message_bytes)
        self.given = list(self.worker.handoff.given)
        self.running = (request.generation, request.start)
        ref = Ref(f"{self.name}.run_pairs({request.start})", value)
        ref.is_ready = self.script.get(("result", self.name), lambda: True)
        self.result_ref = ref
        return ref

    def _continue_pairs(self, task, carried):
        return Ref(
            f"{self.name}.continue_pairs",
            stamped_call(self.worker.continue_pairs, task, carried, message_bytes),
        )

    def _handoff(self, generation, start):
        if self.running != (generation, start):
            value = (False, None, 0)
        elif self.given:
            carried = self.given.pop(0)
            value = (True, carried, message_bytes(carried))
        else:
            value = (True, None, 0)
        fate = self.script.get("answer", "late")
        if fate == "fails":
            value = ray.exceptions.RayActorError()
        ref = Ref(f"{self.name}.handoff", value)
        parent = self.result_ref
        # the answer reaches the driver only after the asked request's result was taken (the race);
        # "never": its actor stopped, no answer comes
        ref.is_ready = (lambda: False) if fate == "never" else (lambda: parent.taken)
        self.asks.append(ref)
        return ref

    def _progress(self):
        # a request runs whole in _run_pairs, so none is stepping (0); a stopped actor never answers
        stopped = self.script.get("answer") == "never"
        return Ref(f"{self.name}.progress", 0, ready=(lambda: False) if stopped else (lambda: True))


def _task() -> GenerationTask:
    dim = 4
    worker = _worker(ENV, batch=True)
    return GenerationTask(
        generation=3,
        run_seed=1,
        theta=worker.policy.init_params(1),
        obs_mean=np.zeros(dim, np.float32),
        obs_std=np.ones(dim, np.float32),
        sigma=0.05,
        episode_cap=80,
        action_noise_std=0.01,
        calc_obstat_prob=0.01,
    )


def _backend(actors: list, task: GenerationTask, worker_timeout_s: float) -> RayBackend:
    """A RayBackend's driver state around ``actors``, without Ray (nothing of ``__init__`` runs)."""
    backend = object.__new__(RayBackend)
    # no straggler copies; handoffs on
    backend.options = BackendOptions(worker_timeout_s=worker_timeout_s, straggler_factor=0.0, handoff=True)
    backend.worker_failures = backend.workers_replaced = backend.requests_reissued = 0
    backend.num_workers = len(actors)
    backend._times = GenerationTimes(workers=len(actors))
    backend._flights = Flights()
    backend._actors = actors
    backend._task_ref = task  # the actors get the task itself
    backend._on_result = None
    return backend


@pytest.mark.parametrize("fate", ["late", "fails", "never"])
def test_an_answer_after_the_asked_request_s_result_is_waited_for(monkeypatch, fate):
    """2 actors, 2 requests of 6 pairs: request 0 ends first; its actor idle, request 1 (actor B) is
    asked and gives half its running episodes, and B's result (those episodes -1) reaches the driver
    before the ask's answer (``fate``: late, failed, or never). On the old code the loop ended with
    the ask out: ``RuntimeError: episode 6 was handed off and never finished`` for all three fates."""
    scripted = ScriptedRay()
    monkeypatch.setattr(ray, "wait", scripted.wait)
    monkeypatch.setattr(ray, "get", scripted.get)
    task = _task()
    a = _worker(ENV, batch=True)
    b = _worker(ENV, batch=True, noise=a.noise)
    script: dict = {("gives", "B", 6): {3}, "answer": fate}
    actor_a, actor_b = FakeActor("A", a, script), FakeActor("B", b, script)
    # B's request ends only once B was asked (so A is idle and the ask goes out while it runs)
    script[("result", "B")] = lambda: bool(actor_b.asks)
    backend = _backend([actor_a, actor_b], task, worker_timeout_s=0.5 if fate == "never" else 60.0)
    requests = [ChunkRequest(task.generation, 0, 6), ChunkRequest(task.generation, 6, 12)]

    got = backend._run_requests("run_pairs", requests)

    assert len(actor_b.asks) == 1 and actor_b.asks[0].taken == (fate != "never")
    given = actor_b.worker.handoff.given if fate == "late" else []  # B's run (A ran what followed)
    assert backend._times.handoffs == sum(len(c.episodes) for c in given)
    assert backend._times.handoffs or fate != "late", "nothing was handed off"
    whole = _worker(ENV, batch=True, noise=a.noise)
    for request, (result, _) in zip(requests, got, strict=True):
        want = whole.run_pairs(task, request)
        assert not handed_off_episodes(result.lengths)
        np.testing.assert_array_equal(result.returns, want.returns)
        np.testing.assert_array_equal(result.lengths, want.lengths)
        np.testing.assert_array_equal(result.noise_indices, want.noise_indices)
        assert [o[:2] for o in result.obstats] == [o[:2] for o in want.obstats]
