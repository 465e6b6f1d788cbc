"""Suite files: safe YAML loading, validation before anything runs, deterministic expansion.

A suite is algorithms x environments x seeds under one budget. :func:`load_suite` rejects every
problem it can find (each message names the file, the key path and what is wrong) and
:func:`expand` turns a valid suite into :class:`~esbench.config.Trial` objects, always the same
trials in the same order (environments, then algorithms, then seeds, as listed in the file).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from esbench.config import Budget, PolicySpec, Resources, StoreSpec, Trial, file_store_dir
from esbench.envs import canonical_options, check_env_id, format_env_ref, is_image_env, parse_env_ref
from esbench.errors import ConfigError, ConfigErrors, EsbenchError, brief
from esbench.params import field, from_dict, to_dict
from esbench.resolve import resolve_trial
from esbench.runners.registry import get_runner
from esbench.safe_yaml import MAX_SUITE_BYTES, parse_yaml

#: A suite name is an identifier (it names the store directory): no path separators, no leading dot.
SUITE_NAME = re.compile(r"[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}")
#: Root seeds are 32-bit: the range every seed derivation and SB3/gymnasium accept.
MAX_SEED = 2**32 - 1


@dataclasses.dataclass(frozen=True)
class SuiteEval:
    """The suite's ``eval`` section (``every_timesteps`` defaults to budget / 20)."""

    every_timesteps: int | None = field(
        None, doc="Evaluate at least every this many training steps (default: budget.timesteps / 20)."
    )
    episodes: int = field(10, doc="Episodes per evaluation (held-out seeds derived from the run seed).")

    def check(self) -> Iterable[tuple[str, str]]:
        """Positive numbers only."""
        if self.every_timesteps is not None and self.every_timesteps <= 0:
            yield "every_timesteps", f"must be > 0, got {self.every_timesteps}"
        if self.episodes <= 0:
            yield "episodes", f"must be > 0, got {self.episodes}"


@dataclasses.dataclass(frozen=True, kw_only=True)
class EnvEntry:
    """An item of ``envs``: an id string, or a mapping with options and budget/policy overrides."""

    id: str = field(doc="A gymnasium env id (`esbench envs` lists them).")
    options: Mapping[str, Any] = field(
        default_factory=dict,
        doc="Env options passed to make_env for training and evaluation of every algorithm, e.g. "
        "{frame_skip: 2} (see docs/suites.md for each family's options).",
    )
    budget: Budget | None = field(None, doc="Overrides the suite's budget for this env.")
    policy: PolicySpec | None = field(None, doc="Overrides the suite's policy for this env.")

    @property
    def ref(self) -> str:
        """The env ref trials store as ``env``: the id plus the options (``ALE/Pong-v5[frame_skip=2]``)."""
        return format_env_ref(self.id, self.options)


@dataclasses.dataclass(frozen=True)
class AlgorithmEntry:
    """An item of ``algorithms``."""

    label: str = field(doc="Unique name of this configuration, used in reports (e.g. ES, TRPO).")
    algo: str = field(doc="Registered algorithm (`esbench --help` lists them).")
    params: Mapping[str, Any] = field(
        default_factory=dict, doc="The runner's parameters (see docs/suites.md)."
    )
    resources: Resources | None = field(None, doc="Overrides the suite's resources for this algorithm.")


@dataclasses.dataclass(frozen=True, kw_only=True)
class Suite:
    """A validated suite file."""

    name: str = field(doc="Suite name: default store directory results/<name>, report title.")
    seeds: tuple[int, ...] = field(doc="Root seeds; each (algorithm, env) runs once per seed.")
    budget: Budget = field(doc="Per-run budget: timesteps (required) and optional wall_clock_s.")
    envs: tuple[EnvEntry | str, ...] = field(
        doc="Environment ids, or mappings {id, options, budget, policy}."
    )
    algorithms: tuple[AlgorithmEntry, ...] = field(doc="Algorithms: {label, algo, params}.")
    eval: SuiteEval = field(
        default_factory=SuiteEval, doc="Evaluation protocol, identical for all algorithms."
    )
    policy: PolicySpec = field(default_factory=PolicySpec, doc="Network spec shared by every algorithm.")
    resources: Resources = field(
        default_factory=Resources,
        doc="{cores: N}: every run uses exactly N CPU cores (Ray workers, SB3 subprocess envs).",
    )
    store: StoreSpec = field(
        default_factory=StoreSpec, doc="Where runs are stored (file directory, MongoDB URL)."
    )
    description: str = field("", doc="Free text: what the suite compares and where its settings come from.")
    reference_scores: Mapping[str, Any] = field(
        default_factory=dict,
        doc="Published scores per env id for reports, e.g. {HalfCheetah-v5: {random: -280, TRPO: 2385}}.",
    )
    source: str = dataclasses.field(default="<suite>", compare=False, metadata={"internal": True})

    def env_entries(self) -> list[EnvEntry]:
        """``envs`` with plain strings turned into :class:`EnvEntry`."""
        entries = []
        for e in self.envs:
            if isinstance(e, str):
                env_id, options = parse_env_ref(e)
                e = EnvEntry(id=env_id, options=options)
            entries.append(e)
        return entries

    @property
    def store_dir(self) -> Path | None:
        """The file store directory (``store.file`` or ``results/<name>``); None when it is turned off."""
        return file_store_dir(self.store.file, None, self.name)


def load_suite(path: str | Path, check_envs: bool = True) -> Suite:
    """Read, parse and validate a suite file; raise :class:`ConfigErrors` listing every problem."""
    path = Path(path)
    source = str(path)
    try:
        if path.is_dir():
            raise EsbenchError(f"{source}: is a directory, not a suite file")
        with path.open("rb") as fh:
            data = fh.read(MAX_SUITE_BYTES + 1)
    except OSError as exc:
        raise EsbenchError(f"{source}: cannot read the suite file ({exc.strerror})") from None
    if len(data) > MAX_SUITE_BYTES:
        raise EsbenchError(f"{source}: larger than {MAX_SUITE_BYTES:,} bytes; a suite file is a page of YAML")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise EsbenchError(
            f"{source}: not UTF-8 text (byte {exc.start}); a suite file is YAML saved as UTF-8"
        ) from None
    return validate_suite(parse_yaml(text, source), source, check_envs=check_envs)


def _collect(errors: list[ConfigError], fn, *args):
    """Call ``fn(*args)``; on configuration errors add them to ``errors`` and return None."""
    try:
        return fn(*args)
    except ConfigErrors as exc:
        errors.extend(exc.errors)
    except ConfigError as exc:
        errors.append(exc)
    return None


def _parse_env(item: Any, i: int, check_envs: bool, errors: list[ConfigError]) -> EnvEntry | None:
    """One ``envs`` item as an :class:`EnvEntry` with plain id and canonical options, or None on errors."""
    path = f"envs[{i}]"
    if isinstance(item, str):
        item = {"id": item}
    entry = _collect(errors, from_dict, EnvEntry, item, path)
    if entry is None:
        return None
    try:
        env_id, ref_options = parse_env_ref(entry.id, f"{path}.id")
    except ConfigError as exc:
        errors.append(exc)
        return None
    options = {**ref_options, **dict(entry.options)}
    before = len(errors)
    if check_envs:
        _collect(errors, check_env_id, env_id, path, options)
        if len(errors) > before:
            return None
    options = _collect(errors, canonical_options, env_id, options, f"{path}.options")
    if options is None:
        return None
    return dataclasses.replace(entry, id=env_id, options=options)


def _parse_envs(raw: Any, check_envs: bool) -> tuple[list[EnvEntry], list[ConfigError]]:
    if not isinstance(raw, list) or not raw:
        return [], [
            ConfigError(
                "envs", "must be a non-empty list of env ids or {id, options, budget, policy} mappings"
            )
        ]
    out: list[EnvEntry] = []
    errors: list[ConfigError] = []
    seen: dict[str, int] = {}
    for i, item in enumerate(raw):
        before = len(errors)
        entry = _parse_env(item, i, check_envs, errors)
        if entry is None or len(errors) > before:
            continue
        # Entries are keyed by (id, options): the same game with another frame skip is another env.
        if entry.ref in seen:
            errors.append(
                ConfigError(f"envs[{i}]", f"'{entry.ref}' is listed twice (also envs[{seen[entry.ref]}])")
            )
            continue
        seen[entry.ref] = i
        out.append(entry)
    return out, errors


def _check_policy_support(suite: Suite) -> list[ConfigError]:
    """Every algorithm must be able to train each env's (resolved) policy type."""
    errors = []
    for i, env in enumerate(suite.env_entries()):
        spec = (env.policy or suite.policy).resolved(is_image_env(env.id))
        for j, algo in enumerate(suite.algorithms):
            supported = getattr(get_runner(algo.algo), "policy_types", None)
            if supported is not None and spec.type not in supported:
                errors.append(
                    ConfigError(
                        f"algorithms[{j}]",
                        f"{algo.algo} cannot train a {spec.type} policy (envs[{i}] {env.ref}); "
                        f"it supports: {', '.join(supported)}",
                    )
                )
    return errors


def _check_resources(suite: Suite) -> list[ConfigError]:
    """Sizes no machine of this kind could hold, or one generation past the budget (see
    :mod:`esbench.runners.resources`); each problem once, at the key that causes it."""
    found: dict[tuple[str, str], None] = {}
    for i, env in enumerate(suite.env_entries()):
        policy = (env.policy or suite.policy).resolved(is_image_env(env.id))
        policy_key = f"envs[{i}].policy" if env.policy else "policy"
        budget = env.budget or suite.budget
        for j, algo in enumerate(suite.algorithms):
            runner = get_runner(algo.algo)
            params = from_dict(runner.Params, _entry_params(suite, algo, env.ref), "params")
            for key, message in runner.resource_problems(params, policy, budget):
                where, _, name = key.partition(".")
                prefix = policy_key if where == "policy" else f"algorithms[{j}].params"
                found[(f"{prefix}.{name}", message)] = None
    return [ConfigError(key, message) for key, message in found]


def _entry_params(suite: Suite, entry: AlgorithmEntry, env_ref: str | None = None) -> dict[str, Any]:
    """An algorithm entry's params, resolved for ``env_ref`` if given (``hyperparams: rl-zoo``), with
    its ``resources.cores`` (or the suite's) applied, in the order of :func:`resolve_trial`."""
    cores = (entry.resources or suite.resources).cores
    runner = get_runner(entry.algo)
    params = dict(entry.params) if env_ref is None else runner.resolve_params(entry.params, env_ref)
    return params if cores is None else runner.apply_cores(params, cores)


def _check_zoo(suite: Suite) -> list[ConfigError]:
    """``hyperparams: rl-zoo`` for each env: an env the zoo has no values for, or the zoo's values
    (under the suite's) failing the params' rules, e.g. ``batch_size`` past one rollout."""
    found: dict[tuple[str, str], None] = {}
    zoo = [(j, e) for j, e in enumerate(suite.algorithms) if e.params.get("hyperparams") == "rl-zoo"]
    valid = [(j, e) for j, e in zoo if _collect([], from_dict, get_runner(e.algo).Params, dict(e.params))]
    for env in suite.env_entries():
        for j, entry in valid:  # entries whose own params are wrong are reported already
            try:
                from_dict(get_runner(entry.algo).Params, _entry_params(suite, entry, env.ref), "params")
            except (ConfigError, ConfigErrors) as exc:
                for e in exc.errors if isinstance(exc, ConfigErrors) else [exc]:
                    why = "" if e.path.endswith(".hyperparams") else f" (with rl-zoo's values for {env.ref})"
                    found[(f"algorithms[{j}].{e.path}", e.problem + why)] = None
    return [ConfigError(key, message) for key, message in found]


def _check_cores(suite: Suite) -> list[ConfigError]:
    """``resources.cores`` against each algorithm's params (e.g. ``workers: 4`` with ``cores: 2``)."""
    errors: list[ConfigError] = []
    for j, entry in enumerate(suite.algorithms):
        try:
            from_dict(get_runner(entry.algo).Params, _entry_params(suite, entry), "params")
        except (ConfigError, ConfigErrors) as exc:
            found = exc.errors if isinstance(exc, ConfigErrors) else [exc]
            errors += [ConfigError(f"algorithms[{j}].{e.path}", e.problem) for e in found]
    return errors


def _parse_algorithms(raw: Any) -> tuple[list[AlgorithmEntry], list[ConfigError]]:
    if not isinstance(raw, list) or not raw:
        return [], [ConfigError("algorithms", "must be a non-empty list of {label, algo, params} mappings")]
    out: list[AlgorithmEntry] = []
    errors: list[ConfigError] = []
    labels: dict[str, int] = {}
    for i, item in enumerate(raw):
        entry = _collect(errors, from_dict, AlgorithmEntry, item, f"algorithms[{i}]")
        if entry is None:
            continue
        if entry.label in labels:
            errors.append(
                ConfigError(
                    f"algorithms[{i}].label",
                    f"duplicate label '{entry.label}' (also algorithms[{labels[entry.label]}])",
                )
            )
        labels.setdefault(entry.label, i)
        try:
            runner = get_runner(entry.algo)
        except ConfigError as exc:
            errors.append(ConfigError(f"algorithms[{i}].algo", exc.problem))
            continue
        _collect(errors, from_dict, runner.Params, dict(entry.params), f"algorithms[{i}].params")
        out.append(entry)
    return out, errors


def validate_suite(data: Any, source: str = "<suite>", check_envs: bool = True) -> Suite:
    """Validate parsed suite data (see :func:`load_suite`); every problem is reported at once."""
    if not isinstance(data, Mapping):
        raise ConfigErrors(
            [ConfigError("", "a suite must be a YAML mapping with name, seeds, budget, ...", source)]
        )
    data = dict(data)
    envs, errors = _parse_envs(data.pop("envs", None), check_envs)
    algorithms, algo_errors = _parse_algorithms(data.pop("algorithms", None))
    errors += algo_errors
    placeholders = {"envs": ["-"], "algorithms": [{"label": "-", "algo": "-"}]}
    suite = _collect(errors, from_dict, Suite, {**data, **placeholders})
    if suite is not None:
        suite = dataclasses.replace(suite, envs=tuple(envs), algorithms=tuple(algorithms), source=source)
        if not SUITE_NAME.fullmatch(suite.name):
            errors.append(
                ConfigError(
                    "name",
                    f"must be 1-100 letters, digits, '-', '_' or '.' (not first), got {brief(suite.name)}; "
                    "it names the store directory results/<name> (choose another directory with store.file "
                    "or --results)",
                )
            )
        bad_seeds = [s for s in suite.seeds if not 0 <= s <= MAX_SEED]
        if bad_seeds:
            errors.append(ConfigError("seeds", f"must be in 0..2**32-1, got {brief(bad_seeds)}"))
        if not suite.seeds:
            errors.append(ConfigError("seeds", "must list at least one seed"))
        if len(set(suite.seeds)) != len(suite.seeds):
            errors.append(ConfigError("seeds", "contains duplicates"))
        errors += _check_zoo(suite)
        if not errors:
            errors += _check_cores(suite)
        if not errors and check_envs:
            errors += _check_policy_support(suite)
        if not errors:
            errors += _check_resources(suite)
    if errors:
        raise ConfigErrors([e.with_source(source) for e in errors])
    assert suite is not None
    return suite


def expand(suite: Suite) -> list[Trial]:
    """All trials of the suite: for each env, each algorithm, each seed, in file order.

    Each trial goes through :func:`esbench.resolve.resolve_trial` (the one resolve path, shared
    with Sacred's command line): every runner default is filled into ``params``, ``policy.type:
    auto`` is resolved from the env's observations (cnn for images, else mlp) and
    ``eval.every_timesteps`` defaults to the budget / 20, so each trial's stored config is complete.
    A trial's ``env`` is the entry's env ref (the id plus its options, if any); its ``resources`` are
    the algorithm entry's, else the suite's (``resources.cores`` becomes the runner's params).
    """
    trials = []
    for env in suite.env_entries():
        budget = env.budget or suite.budget
        policy = env.policy or suite.policy
        for entry in suite.algorithms:
            for seed in suite.seeds:
                raw = {
                    "suite": suite.name,
                    "label": entry.label,
                    "algo": entry.algo,
                    "env": env.ref,
                    "seed": seed,
                    "budget": to_dict(budget),
                    "eval": to_dict(suite.eval),
                    "policy": to_dict(policy),
                    "params": dict(entry.params),
                    "resources": to_dict(entry.resources or suite.resources),
                }
                trials.append(resolve_trial(raw))
    return trials


def select(trials: Sequence[Trial], only: Sequence[str] | None) -> list[Trial]:
    """Keep the trials whose label, env ref or env id is in ``only`` (all if ``only`` is empty)."""
    if not only:
        return list(trials)
    wanted = set(only)
    unknown = wanted - {t.label for t in trials} - {t.env for t in trials} - {t.env_id for t in trials}
    if unknown:
        raise EsbenchError(f"--only: no label or env named {', '.join(sorted(unknown))} in this suite")
    return [t for t in trials if t.label in wanted or t.env in wanted or t.env_id in wanted]
