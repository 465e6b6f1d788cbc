"""The one resolve path: a raw trial config (from a suite entry or Sacred's command line) to a :class:`Trial`.

Suites (:func:`esbench.suite.load.expand`) and Sacred's command line
(:mod:`esbench.execution.experiment`) both
build a raw config mapping with the keys of :meth:`Trial.to_config` and call :func:`resolve_trial`,
so a trial is resolved the same way wherever it comes from: the label defaults to the algorithm,
``eval.every_timesteps`` to a twentieth of the budget, ``policy.type: auto`` becomes ``cnn`` for
image observations (else ``mlp``), ``resources.cores`` becomes the runner's own params (Ray
workers, SB3 subprocess envs: ``Runner.apply_cores``), values the runner derives for the env are
filled in (SB3's ``hyperparams: rl-zoo``: ``Runner.resolve_params``, applied first, as if the suite
had written them), and every default of the runner's ``Params`` is filled in (values checked). The
result's :meth:`Trial.to_config` is what Sacred stores.

This module is the only place below the edge that joins the config contract to the runner
registry; :mod:`esbench.core.config` itself imports no runner.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from esbench.core.config import Budget, EvalSpec, PolicySpec, Resources, Trial
from esbench.core.params import from_dict, to_dict
from esbench.envs import is_image_env
from esbench.runners.registry import get_runner

#: Evaluations per run when no ``eval.every_timesteps`` is given.
DEFAULT_EVALS_PER_RUN = 20


def default_eval_every(timesteps: int) -> int:
    """Training steps between evaluations when none is given: the budget / :data:`DEFAULT_EVALS_PER_RUN`."""
    return max(1, int(timesteps) // DEFAULT_EVALS_PER_RUN)


def resolve_params(
    algo: str, params: Mapping[str, Any], env: str | None, cores: int | None
) -> dict[str, Any]:
    """``params`` as a suite gives them, resolved as a trial's are (defaults not filled in): the values
    the runner derives for ``env`` first (``hyperparams: rl-zoo``: ``Runner.resolve_params``; None:
    no env yet, the entry's own params), then ``resources.cores`` turned into the runner's own keys
    (``Runner.apply_cores``). :func:`resolve_trial` and the suite's checks both resolve params here."""
    runner = get_runner(algo)
    raw = dict(params) if env is None else runner.resolve_params(dict(params), env)
    return raw if cores is None else runner.apply_cores(raw, cores)


def resolve_trial(config: Mapping[str, Any]) -> Trial:
    """The fully resolved trial of a raw config (``suite``, ``label``, ``algo``, ``env``, ``seed``,
    ``budget``, ``eval``, ``policy``, ``params``, ``resources``; see the module docstring).

    ``budget``, ``eval`` and ``policy`` are mappings (as in YAML and Sacred); ``eval.every_timesteps``
    and ``label`` may be None. Raises :class:`~esbench.core.errors.ConfigError` (or ``ConfigErrors``) naming
    the key on a bad value or an unknown algorithm.
    """
    algo = str(config["algo"])
    runner = get_runner(algo)
    env = str(config["env"])
    budget = from_dict(Budget, dict(config["budget"]), "budget")
    raw_eval = dict(config.get("eval") or {})
    every = raw_eval.get("every_timesteps") or default_eval_every(budget.timesteps)
    eval_spec = from_dict(EvalSpec, {**raw_eval, "every_timesteps": every}, "eval")
    policy = from_dict(PolicySpec, dict(config.get("policy") or {}), "policy").resolved(is_image_env(env))
    resources = from_dict(Resources, dict(config.get("resources") or {}), "resources")
    raw_params = resolve_params(algo, config.get("params") or {}, env, resources.cores)
    params = to_dict(from_dict(runner.Params, raw_params, "params"))
    return Trial(
        suite=str(config.get("suite") or "adhoc"),
        label=str(config.get("label") or algo),
        algo=algo,
        env=env,
        seed=int(config["seed"]),
        budget=budget,
        eval=eval_spec,
        policy=policy,
        params=params,
        resources=resources,
    )
