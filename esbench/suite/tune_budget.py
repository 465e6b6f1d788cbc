"""``esbench tune``'s budget check: a tuning run must have room for :data:`MIN_UPDATES` updates.

A configuration that cannot complete :data:`MIN_UPDATES` updates (the ES's generations, CMA-ES's
generations, ARS's generations, on-policy SB3's rollouts: :meth:`~esbench.runners.base.Runner.update_steps`)
in ``tune.timesteps`` env steps measures nothing about learning: its score is the random policy's,
and a search that picks it cripples the algorithm. So:

- at validation, a (label, env) whose *whole* search space is like that is refused
  (:func:`check_tune_budget`): the most favourable value of each dimension, taken one dimension
  after the other from the entry's params, still completes fewer than :data:`MIN_UPDATES`;
- during the search, a sampled configuration that is like that is pruned before it runs and counted
  in the summary (:func:`trial_updates`, called by :mod:`esbench.tune.studies`).

The ES, CMA-ES and ARS update after a number of *episodes*, so their update's steps depend on how
long an episode lasts. It is estimated once per env (:func:`episode_steps`): the mean length of
:data:`ESTIMATE_EPISODES` episodes of uniformly random actions (seeded, so the same every time),
capped at the env's time limit and :data:`ESTIMATE_MAX_STEPS` steps in all: the length of the
first generations' episodes, before anything is learned. The estimate plays the env in the
process that checks (validation: the one that loads the suite); an env that cannot be played so
gets no estimate, and nothing is refused or pruned for it. On-policy SB3's rollouts have a fixed
number of steps (``n_steps`` x ``n_envs``): no env is made for them.
"""

from __future__ import annotations

import dataclasses
import functools
import statistics
from collections.abc import Callable
from typing import Any

from esbench.core.errors import ConfigError, ConfigErrors
from esbench.core.params import from_dict
from esbench.runners.registry import get_runner

#: The fewest updates a tuning run must be able to complete in ``tune.timesteps``.
MIN_UPDATES = 5
#: Episodes of random actions that estimate an env's episode length.
ESTIMATE_EPISODES = 5
#: At most this many env steps in all for the estimate.
ESTIMATE_MAX_STEPS = 10_000


@functools.lru_cache(maxsize=64)
def episode_steps(env_ref: str) -> float | None:
    """The mean length of :data:`ESTIMATE_EPISODES` episodes of uniformly random actions on
    ``env_ref`` (reset seeds 0, 1, ...; the action space seeded with 0), at least 1; None when the env
    cannot be played so (then nothing is refused or pruned for want of an estimate)."""
    try:
        return _random_episode_steps(env_ref)
    except Exception:  # an env that fails here fails its runs too, where the error is reported
        return None


def _random_episode_steps(env_ref: str) -> float:
    from esbench.envs import make_env

    env = make_env(env_ref)
    try:
        env.action_space.seed(0)
        lengths: list[int] = []
        total = 0
        for k in range(ESTIMATE_EPISODES):
            env.reset(seed=k)
            n, done = 0, False
            while not done and total < ESTIMATE_MAX_STEPS:
                _, _, terminated, truncated, _ = env.step(env.action_space.sample())
                n, total = n + 1, total + 1
                done = bool(terminated or truncated)
            lengths.append(n)
            if total >= ESTIMATE_MAX_STEPS:
                break
        return max(1.0, statistics.fmean(lengths))
    finally:
        env.close()


def updates(runner: Any, params: Any, policy: Any, timesteps: int, env_ref: str) -> float | None:
    """How many updates ``runner`` with ``params`` completes in ``timesteps`` env steps on
    ``env_ref`` (None: the runner's updates are not checked). The env is made only when the update's
    size depends on the episodes' length."""
    fixed = runner.update_steps(params, policy, 1.0)
    if fixed is None:
        return None
    if fixed != runner.update_steps(params, policy, 2.0):  # episodes decide its size
        length = episode_steps(env_ref)
        fixed = None if length is None else runner.update_steps(params, policy, length)
    return timesteps / fixed if fixed else None


def how_estimated(runner: Any, params: Any, policy: Any, env_ref: str) -> str:
    """How one update's size was found, for messages."""
    size = runner.update_steps(params, policy, 1.0)
    if size == runner.update_steps(params, policy, 2.0):
        return f"one {runner.update_name.removesuffix('s')} is {size:,.0f} steps"
    length = episode_steps(env_ref) or 1.0
    steps = runner.update_steps(params, policy, length)
    return (
        f"one {runner.update_name.removesuffix('s')} is about {steps:,.0f} steps, an episode estimated at "
        f"{length:.3g} steps: the mean of {ESTIMATE_EPISODES} episodes of random actions"
    )


def trial_updates(trial: Any, timesteps: int) -> tuple[float, str] | None:
    """``(updates, why)`` when the resolved tuning ``trial`` completes fewer than :data:`MIN_UPDATES`
    updates in ``timesteps`` steps (None: it has room for them, or its runner is not checked)."""
    runner = get_runner(trial.algo)
    params = runner.params_of(trial)
    n = updates(runner, params, trial.policy, timesteps, trial.env)
    if n is None or n >= MIN_UPDATES:
        return None
    return n, (
        f"completes about {n:.2g} {runner.update_name} in {timesteps:,} steps, fewer than {MIN_UPDATES} "
        f"({how_estimated(runner, params, trial.policy, trial.env)})"
    )


#: ``entry_params(suite, entry, env_ref)``: an entry's params resolved for an env (suite.checks').
ParamsOf = Callable[[Any, Any, str], dict[str, Any]]


def _best_case(suite: Any, entry: Any, env: Any, policy: Any, dims: list[Any], entry_params: ParamsOf
               ) -> tuple[float | None, dict]:  # fmt: skip
    """The most updates over the search space (each dimension's most favourable bound or choice, one
    dimension after the other, from the entry's params) and the values that give them."""
    assert suite.tune is not None
    runner = get_runner(entry.algo)
    chosen: dict[str, Any] = {}

    def count(values: dict[str, Any]) -> float | None:
        changed = dataclasses.replace(entry, params={**entry.params, **values})
        try:
            params: Any = from_dict(runner.Params, entry_params(suite, changed, env.ref), "params")
        except (ConfigError, ConfigErrors):  # a combination the runner refuses: not a configuration
            return None
        return updates(runner, params, policy, suite.tune.timesteps, env.ref)

    best = count(chosen)
    for dim in dims:
        for value in dim.extremes():
            n = count({**chosen, dim.name: value})
            if n is not None and (best is None or n > best):
                best, chosen = n, {**chosen, dim.name: value}
    return best, chosen


def check_tune_budget(suite: Any, entry_params: ParamsOf) -> list[ConfigError]:
    """``tune.timesteps`` errors: each (label, env) whose whole search space completes fewer than
    :data:`MIN_UPDATES` updates in it (see the module docstring; ``entry_params``: how an entry's
    params resolve for an env, :func:`esbench.suite.checks.entry_params`)."""
    from esbench.envs import is_image_env
    from esbench.suite.tune_section import dimensions

    if suite.tune is None:
        return []
    errors = []
    for env in suite.env_entries():
        policy = (env.policy or suite.policy).resolved(is_image_env(env.id))
        for entry in suite.algorithms:
            runner = get_runner(entry.algo)
            dims = dimensions(suite, entry.label)
            best, chosen = _best_case(suite, entry, env, policy, dims, entry_params)
            if best is None or best >= MIN_UPDATES:
                continue
            changed = dataclasses.replace(entry, params={**entry.params, **chosen})
            params: Any = from_dict(runner.Params, entry_params(suite, changed, env.ref), "params")
            with_values = f", with {', '.join(f'{k} {v!r}' for k, v in chosen.items())}" if chosen else ""
            errors.append(
                ConfigError(
                    "tune.timesteps",
                    f"{entry.label} on {env.ref}: no configuration of its search space completes "
                    f"{MIN_UPDATES} {runner.update_name} in {suite.tune.timesteps:,} steps (at most about "
                    f"{best:.2g}{with_values}; {how_estimated(runner, params, policy, env.ref)}): a tuning "
                    f"run that short scores the random policy; raise tune.timesteps, or make one "
                    f"{runner.update_name.removesuffix('s')} smaller",
                )
            )
    return errors
