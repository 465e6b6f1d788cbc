"""A long request is not a hung worker; a worker stuck in a step is, though it answers (real Ray).

Before the progress probe (:mod:`esbench.backends.heartbeat`), an actor whose request was out longer
than ``worker_timeout_s`` counted as hung: on 2 cores a request of the reference code's batch
(2,500 mirrored pairs of Hopper episodes) runs about ten minutes, so Hopper ES-5000 seed 0 of the
population study was killed, replaced, killed again and failed "all ES workers lost" at the default
300 s while both workers were playing. These tests scale that down: a request several times the
timeout whose episodes step (paced by ``esbench/Emulated-v0``'s sleeping steps, so a busy machine
only makes it longer) must finish with no worker replaced; an actor whose one step never ends (it
sleeps, so its second thread still answers the probe, with no step finished) must be replaced and
the run fail with WorkersLostError, as before.
"""

from __future__ import annotations

import contextlib
import signal

import numpy as np
import pytest
from gentask import generation_task

from esbench.backends import make_backend
from esbench.backends.base import WorkersLostError, WorkerSpec
from esbench.core.config import PolicySpec
from esbench.policies.mlp_rollout import MlpPolicyFactory
from esbench.runners.openai_es.generation import run_generation

pytestmark = pytest.mark.ray

#: Episode steps of the long request (2 episodes in lockstep, 5 ms a step each: about 6 s).
STEPS = 600


def _spec(step_cost_s: float, steps: int) -> WorkerSpec:
    return WorkerSpec(
        env_id=f"esbench/Emulated-v0[step_cost_s={step_cost_s},max_episode_steps={steps}]",
        policy_factory=MlpPolicyFactory(PolicySpec(hidden=(4,))),
        noise_size=2**12,
        noise_seed=1,
    )


@contextlib.contextmanager
def _deadline(seconds: int):
    """Fail (TimeoutError in this thread) rather than hang when a driver loop never ends."""

    def expire(_signum, _frame):
        raise TimeoutError(f"the driver loop ran over {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _task(spec: WorkerSpec):
    from esbench.envs import make_env

    env = make_env(spec.env_id)
    theta = np.zeros(spec.policy_factory(env.observation_space, env.action_space).num_params, np.float32)
    return generation_task(theta, obs_dim=env.observation_space.shape[0], calc_obstat_prob=0.0)


def test_a_request_longer_than_the_timeout_that_steps_is_left_to_finish(ray_session):
    # one worker, one pair: one request of 2 x 600 steps at 5 ms, about 2 x the 3 s timeout
    spec = _spec(0.005, STEPS)
    backend = make_backend("ray", spec, workers=1, worker_timeout_s=3.0)
    try:
        with _deadline(300):
            result = run_generation(backend, _task(spec), 1)
        assert backend.workers_replaced == 0 and backend.worker_failures == 0
        assert result.lengths.tolist() == [[STEPS, STEPS]]  # the episodes ran whole, once
    finally:
        backend.close()


def test_a_worker_whose_step_never_ends_is_hung_though_it_answers(ray_session):
    # each step sleeps an hour: the actor's second thread answers the probe, with 0 steps finished
    spec = _spec(3600.0, 10)
    backend = make_backend("ray", spec, workers=1, worker_timeout_s=1.0)
    try:
        with _deadline(120), pytest.raises(WorkersLostError, match="no result and no step played"):
            run_generation(backend, _task(spec), 1)
        assert backend.workers_replaced >= 1 and backend.worker_failures == 0
    finally:
        backend.close()
