"""Suite checks across keys: policy support, machine-size limits, rl-zoo values, cores vs params.

Each check takes a parsed :class:`~esbench.suite.model.Suite` and returns the
:class:`~esbench.core.errors.ConfigError` s it finds (all of them, each at the key that causes it).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from esbench.core.config import cell_slug
from esbench.core.errors import ConfigError, ConfigErrors, brief, did_you_mean
from esbench.core.metrics import MAX_POINTS
from esbench.core.params import from_dict
from esbench.envs import is_image_env
from esbench.envs.emulated import EMULATED
from esbench.runners.registry import algo_names, get_runner
from esbench.runners.resources import env_size_problems
from esbench.suite.model import AlgorithmEntry, Suite
from esbench.suite.resolve import resolve_params


def collect(errors: list[ConfigError], fn, *args):
    """Call ``fn(*args)``; on configuration errors add them to ``errors`` and return None."""
    try:
        return fn(*args)
    except ConfigErrors as exc:
        errors.extend(exc.errors)
    except ConfigError as exc:
        errors.append(exc)
    return None


def check_policy_support(suite: Suite) -> list[ConfigError]:
    """Every algorithm must be able to train each env's (resolved) policy type, unless it trains a
    network of its own there (SB3's ``network: sb3`` or ``policy_kwargs``, e.g. beside an lstm)."""
    errors = []
    for i, env in enumerate(suite.env_entries()):
        spec = (env.policy or suite.policy).resolved(is_image_env(env.id))
        for j, algo in enumerate(suite.algorithms):
            supported = getattr(get_runner(algo.algo), "policy_types", None)
            params = {**algo.params, **(algo.env_params.get(env.ref) or {})}
            if params.get("network") == "sb3" or params.get("policy_kwargs") is not None:
                continue
            if supported is not None and spec.type not in supported:
                errors.append(
                    ConfigError(
                        f"algorithms[{j}]",
                        f"{algo.algo} cannot train a {spec.type} policy (envs[{i}] {env.ref}); "
                        f"it supports: {', '.join(supported)}",
                    )
                )
    return errors


def check_budgets(suite: Suite) -> list[ConfigError]:
    """An algorithm's ``budget`` and an env's ``budget`` both set: which one binds would be a guess.
    And ``eval.every_seconds`` asking for more evaluations in a wall-clock budget than a run keeps
    points (:data:`~esbench.core.metrics.MAX_POINTS`)."""
    every = suite.eval.every_seconds
    cells = [suite.budget_of(e, a) for e in suite.env_entries() for a in suite.algorithms]
    walls = [b.wall_clock_s for b in cells if b.wall_clock_s is not None and every]
    if every and walls and max(walls) / every > MAX_POINTS:
        return [
            ConfigError(
                "eval.every_seconds",
                f"{every:g} s asks for {max(walls) / every:,.0f} evaluations in a {max(walls):g} s budget; "
                f"at most {MAX_POINTS} per run (every_seconds >= {max(walls) / MAX_POINTS:g})",
            )
        ]
    env_keys = [f"envs[{i}].budget" for i, env in enumerate(suite.env_entries()) if env.budget]
    if not env_keys:
        return []
    return [
        ConfigError(
            f"algorithms[{j}].budget",
            f"cannot be combined with {', '.join(env_keys)}: set budgets per algorithm or per env, not both",
        )
        for j, entry in enumerate(suite.algorithms)
        if entry.budget
    ]


def check_resources(suite: Suite) -> list[ConfigError]:
    """Sizes no machine of this kind could hold, or one generation past the budget (see
    :mod:`esbench.runners.resources`); each problem once, at the key that causes it."""
    found: dict[tuple[str, str], None] = {}
    for i, env in enumerate(suite.env_entries()):
        policy = (env.policy or suite.policy).resolved(is_image_env(env.id))
        policy_key = f"envs[{i}].policy" if env.policy else "policy"
        for j, algo in enumerate(suite.algorithms):
            budget = suite.budget_of(env, algo)
            runner = get_runner(algo.algo)
            params: Any = from_dict(runner.Params, entry_params(suite, algo, env.ref), "params")
            for key, message in runner.resource_problems(params, policy, budget):
                where, _, name = key.partition(".")
                prefix = policy_key if where == "policy" else f"algorithms[{j}].params"
                found[(f"{prefix}.{name}", message)] = None
            if env.id == EMULATED:  # its sizes are the suite's: bounded by the same memory estimate
                obs_dim, action_dim = env.options.get("obs_dim", 4), env.options.get("action_dim", 2)
                if isinstance(obs_dim, int) and isinstance(action_dim, int):
                    for _, message in env_size_problems("", obs_dim, action_dim, policy, runner.param_copies):
                        found[(f"envs[{i}].options", message)] = None
    return [ConfigError(key, message) for key, message in found]


def entry_params(suite: Suite, entry: AlgorithmEntry, env_ref: str | None = None) -> dict[str, Any]:
    """An algorithm entry's params (with its ``env_params`` for ``env_ref``) resolved on the trials'
    path (:func:`~esbench.suite.resolve.resolve_params`: for ``env_ref`` if given, with its
    ``resources.cores``, or the suite's)."""
    cores = (entry.resources or suite.resources).cores
    params = dict(entry.params)
    if env_ref is not None:
        params.update(entry.env_params.get(env_ref) or {})
    return resolve_params(entry.algo, params, env_ref, cores)


def check_zoo(suite: Suite) -> list[ConfigError]:
    """``hyperparams: rl-zoo`` for each env: an env the zoo has no values for, or the zoo's values
    (under the suite's) failing the params' rules, e.g. ``batch_size`` past one rollout."""
    found: dict[tuple[str, str], None] = {}
    zoo = [(j, e) for j, e in enumerate(suite.algorithms) if e.params.get("hyperparams") == "rl-zoo"]
    valid = [(j, e) for j, e in zoo if collect([], from_dict, get_runner(e.algo).Params, dict(e.params))]
    for env in suite.env_entries():
        for j, entry in valid:  # entries whose own params are wrong are reported already
            try:
                from_dict(get_runner(entry.algo).Params, entry_params(suite, entry, env.ref), "params")
            except (ConfigError, ConfigErrors) as exc:
                for e in exc.errors if isinstance(exc, ConfigErrors) else [exc]:
                    why = "" if e.path.endswith(".hyperparams") else f" (with rl-zoo's values for {env.ref})"
                    found[(f"algorithms[{j}].{e.path}", e.problem + why)] = None
    return [ConfigError(key, message) for key, message in found]


def check_cores(suite: Suite) -> list[ConfigError]:
    """``resources.cores`` against each algorithm's params (e.g. ``workers: 4`` with ``cores: 2``)."""
    errors: list[ConfigError] = []
    for j, entry in enumerate(suite.algorithms):
        try:
            from_dict(get_runner(entry.algo).Params, entry_params(suite, entry), "params")
        except (ConfigError, ConfigErrors) as exc:
            found = exc.errors if isinstance(exc, ConfigErrors) else [exc]
            errors += [ConfigError(f"algorithms[{j}].{e.path}", e.problem) for e in found]
    return errors


#: The values of a suite's ``init``.
INIT_MODES = ("own", "shared")


def check_init(suite: Suite) -> list[ConfigError]:
    """``init: shared`` only with algorithms that start from the suite's θ0 for a seed."""
    if suite.init not in INIT_MODES:
        return [ConfigError("init", f"must be one of {', '.join(INIT_MODES)}, got {suite.init!r}")]
    if suite.init != "shared":
        return []
    errors = []
    sharing = sorted(name for name in algo_names() if get_runner(name).shares_theta0)
    for j, entry in enumerate(suite.algorithms):
        if not get_runner(entry.algo).shares_theta0:
            errors.append(
                ConfigError(
                    f"algorithms[{j}].algo",
                    f"{entry.algo} (label {entry.label}) cannot start from the suite's θ0: init: shared "
                    f"is not applicable to it (it initialises its own networks); only {', '.join(sharing)} "
                    "can. Use init: own (the report then says which algorithms share a starting point)",
                )
            )
        elif entry.params.get("init_seed") is not None:
            errors.append(
                ConfigError(
                    f"algorithms[{j}].params.init_seed",
                    "contradicts init: shared (θ0 derives from each run's seed); remove one of them",
                )
            )
        elif entry.params.get("zero_policy"):
            errors.append(
                ConfigError(
                    f"algorithms[{j}].params.zero_policy",
                    "contradicts init: shared (θ0 = 0, not the suite's θ0); remove one of them",
                )
            )
    return errors


def check_env_params(suite: Suite) -> list[ConfigError]:
    """``algorithms[i].env_params``: keys are env refs of the suite, and each env's params (over the
    entry's ``params``, with ``resources.cores`` applied) are valid runner params."""
    errors: list[ConfigError] = []
    refs = [env.ref for env in suite.env_entries()]
    for j, entry in enumerate(suite.algorithms):
        for ref, values in entry.env_params.items():
            path = f"algorithms[{j}].env_params.{ref}"
            if ref not in refs:
                errors.append(ConfigError(path, f"not an env of this suite; envs: {', '.join(refs)}"))
            elif not isinstance(values, dict):
                errors.append(ConfigError(path, "must be a mapping of params"))
            else:
                try:
                    from_dict(get_runner(entry.algo).Params, entry_params(suite, entry, ref), "params")
                except (ConfigError, ConfigErrors) as exc:
                    found = exc.errors if isinstance(exc, ConfigErrors) else [exc]
                    errors += [
                        ConfigError(f"{path}.{e.path.removeprefix('params.')}", e.problem) for e in found
                    ]
    return errors


def check_file_names(suite: Suite) -> list[ConfigError]:
    """No two (label, env) cells may share a file name: a trial's checkpoint directory keeps only
    letters, digits, ``-``, ``_`` and ``.`` of ``label__env`` (:func:`~esbench.core.config.cell_slug`),
    so labels ``CMA ES`` and ``CMA-ES`` on one env would write into one directory, each trial's fresh
    start emptying the other's checkpoint."""
    seen: dict[str, tuple[str, str]] = {}
    errors: list[ConfigError] = []
    for env in suite.env_entries():
        for i, entry in enumerate(suite.algorithms):
            key, cell = cell_slug(entry.label, env.ref), (entry.label, env.ref)
            other = seen.setdefault(key, cell)
            if other != cell:
                errors.append(
                    ConfigError(
                        f"algorithms[{i}].label" if other[0] != cell[0] else "envs",
                        f"label '{cell[0]}' on {cell[1]} and label '{other[0]}' on {other[1]} would share "
                        f"one checkpoint directory (checkpoints/{key}__<seed>): file names keep only "
                        "letters, digits, '-', '_' and '.', so rename one of them",
                    )
                )
    return errors


def check_report(suite: Suite) -> list[ConfigError]:
    """``report.reference`` must be the label of one of the suite's algorithms."""
    labels = [e.label for e in suite.algorithms]
    reference = suite.report.reference
    if reference is None or reference in labels:
        return []
    return [ConfigError("report.reference", f"no algorithm with this label{did_you_mean(reference, labels)}; "
                        f"labels: {', '.join(labels)}")]  # fmt: skip


def check_tune_values(suite: Suite) -> list[ConfigError]:
    """Each bound or choice of ``tune.space``, put into its algorithm's params, must pass the checks a
    plain run with that value passes (cores, rl-zoo values, machine-size limits under the suite's
    budget), so a search never samples a value that validation would refuse for a plain run (it would
    only fail as a tuning run). Run after the other checks found nothing; each problem at its
    ``tune.space.<label>.<name>`` key, naming the value."""
    from esbench.suite.tune_section import dimensions

    if suite.tune is None:
        return []
    found: dict[tuple[str, str], None] = {}
    for entry in suite.algorithms:
        for dim in dimensions(suite, entry.label):
            for value in dim.extremes():
                changed = dataclasses.replace(entry, params={**entry.params, dim.name: value})
                one = dataclasses.replace(suite, algorithms=(changed,), tune=None)
                for error in check_zoo(one) + check_cores(one) or check_resources(one):
                    problem = error.problem.removesuffix(".")
                    found[(f"tune.space.{entry.label}.{dim.name}",
                           f"value {brief(value)}: {error.path.split('.', 1)[-1]}: {problem} "
                           "(a plain run with this value would be refused)")] = None  # fmt: skip
    errors = [ConfigError(key, message) for key, message in found]
    return errors or _tune_budget_problems(suite)  # a value refused above is not reported twice


def _tune_budget_problems(suite: Suite) -> list[ConfigError]:
    """``tune.timesteps`` against one generation (and any other budget rule), as a plain run's
    budget is checked: a tuning run's budget is ``tune.timesteps``; each (label, env) with its params
    and each bound or choice of its space. Only the problems the budget causes are reported here;
    when there are none, :func:`esbench.suite.tune_budget.check_tune_budget` (room for a few updates)."""
    from esbench.core.config import Budget
    from esbench.suite.tune_section import dimensions

    assert suite.tune is not None
    tuned, unbounded = Budget(timesteps=suite.tune.timesteps), Budget(timesteps=10**15)
    found: dict[str, None] = {}
    for env in suite.env_entries():
        policy = (env.policy or suite.policy).resolved(is_image_env(env.id))
        for entry in suite.algorithms:
            runner = get_runner(entry.algo)
            variants = [{}, *({d.name: v} for d in dimensions(suite, entry.label) for v in d.extremes())]
            for values in variants:
                changed = dataclasses.replace(entry, params={**entry.params, **values})
                try:
                    params: Any = from_dict(runner.Params, entry_params(suite, changed, env.ref), "params")
                except (ConfigError, ConfigErrors):  # reported by the other checks
                    continue
                plain = set(runner.resource_problems(params, policy, unbounded))
                for key, message in runner.resource_problems(params, policy, tuned):
                    if (key, message) not in plain:
                        found[f"{entry.label} on {env.ref}: {message}"] = None
    if found:
        return [ConfigError("tune.timesteps", message) for message in found]
    from esbench.suite.tune_budget import check_tune_budget  # room for a few updates (after one)

    return check_tune_budget(suite, entry_params)
