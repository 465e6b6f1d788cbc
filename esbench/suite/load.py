"""Suite files: safe YAML loading, validation before anything runs, deterministic expansion.

A suite is algorithms x environments x seeds under one budget. :func:`load_suite` rejects every
problem it can find (each message names the file, the key path and what is wrong) and
:func:`expand` turns a valid suite into :class:`~esbench.core.config.Trial` objects, always the same
trials in the same order (environments, then algorithms, then seeds, as listed in the file).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from esbench.core.config import Trial
from esbench.core.errors import ConfigError, ConfigErrors, EsbenchError, brief
from esbench.core.params import from_dict, to_dict
from esbench.core.safe_yaml import MAX_SUITE_BYTES, parse_yaml
from esbench.envs import canonical_options, check_env_id, import_env_packages, parse_env_ref
from esbench.runners.registry import get_runner
from esbench.suite.checks import (
    check_budgets,
    check_cores,
    check_env_params,
    check_file_names,
    check_init,
    check_policy_support,
    check_report,
    check_resources,
    check_tune_values,
    check_zoo,
    collect,
)
from esbench.suite.model import (
    MAX_LABEL,
    MAX_SEED,
    MAX_TRIALS,
    SUITE_NAME,
    AlgorithmEntry,
    EnvEntry,
    Suite,
)
from esbench.suite.overrides import apply_overrides, overridden_text
from esbench.suite.resolve import resolve_trial
from esbench.suite.tune_section import check_tune


def load_suite(
    path: str | Path, check_envs: bool = True, overrides: Sequence[str] = (), max_trials: int = MAX_TRIALS
) -> Suite:
    """Read, parse and validate a suite file; raise :class:`ConfigErrors` listing every problem.

    ``overrides`` (``--set KEY=VALUE``, :mod:`esbench.suite.overrides`) change the parsed file before
    it is validated, so an overridden suite is checked exactly like a file that said so.
    ``max_trials``: the most trials the suite may expand to (``--max-trials``).
    """
    return load_suite_and_text(path, check_envs, overrides, max_trials)[0]


def load_suite_and_text(
    path: str | Path, check_envs: bool = True, overrides: Sequence[str] = (), max_trials: int = MAX_TRIALS
) -> tuple[Suite, str]:
    """The validated suite and the text to store beside its runs. The file is read once (a pipe such
    as ``<(cat suite.yaml)`` cannot be read twice), so the stored text is what was validated: the
    file's own text, or with ``overrides`` the overridden suite under a comment listing them."""
    text = read_suite_text(path)
    data = parse_yaml(text, str(path))
    if overrides:
        data = apply_overrides(data, overrides)
        text = overridden_text(data, overrides)
    return validate_suite(data, str(path), check_envs=check_envs, max_trials=max_trials), text


def read_suite_text(path: str | Path) -> str:
    """A suite file's text (bounded, UTF-8); EsbenchError naming the file when it cannot be read."""
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
    return text


def _parse_env(item: Any, i: int, check_envs: bool, errors: list[ConfigError]) -> EnvEntry | None:
    """One ``envs`` item as an :class:`EnvEntry` with plain id and canonical options, or None on errors."""
    path = f"envs[{i}]"
    if isinstance(item, str):
        item = {"id": item}
    entry = collect(errors, from_dict, EnvEntry, item, path)
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
        collect(errors, check_env_id, env_id, path, options)
        if len(errors) > before:
            return None
    options = collect(errors, canonical_options, env_id, options, f"{path}.options")
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


def _parse_algorithms(raw: Any) -> tuple[list[AlgorithmEntry], list[ConfigError]]:
    if not isinstance(raw, list) or not raw:
        return [], [ConfigError("algorithms", "must be a non-empty list of {label, algo, params} mappings")]
    out: list[AlgorithmEntry] = []
    errors: list[ConfigError] = []
    labels: dict[str, int] = {}
    for i, item in enumerate(raw):
        entry = collect(errors, from_dict, AlgorithmEntry, item, f"algorithms[{i}]")
        if entry is None:
            continue
        if not 0 < len(entry.label) <= MAX_LABEL or not entry.label.isprintable():
            errors.append(
                ConfigError(
                    f"algorithms[{i}].label",
                    f"must be 1-{MAX_LABEL} printable characters, got {brief(entry.label)} "
                    f"({len(entry.label)} characters); it names the algorithm in reports, file names "
                    "(checkpoints, exports) and Optuna studies",
                )
            )
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
        collect(errors, from_dict, runner.Params, dict(entry.params), f"algorithms[{i}].params")
        out.append(entry)
    return out, errors


def _import_packages(raw: Any) -> tuple[list[str], list[ConfigError]]:
    """``env_packages`` imported first, so the envs they register validate (:mod:`esbench.envs.packages`)."""
    if not isinstance(raw, list):
        return [], [ConfigError("env_packages", f"must be a list of module names, got {brief(raw)}")]
    try:
        return import_env_packages(raw), []
    except ConfigErrors as exc:
        return [], list(exc.errors)


def _check_size(data: Mapping[str, Any], max_trials: int) -> None:
    """Refuse at once a suite whose trial list is longer than ``max_trials`` (before its envs are made
    and its trials resolved, which for 100,000 trials takes minutes)."""
    sizes = [data.get(key) for key in ("seeds", "envs", "algorithms")]
    if not all(isinstance(size, list) for size in sizes):
        return  # wrong types are reported by the validation itself
    seeds, envs, algorithms = (len(size) for size in sizes)  # type: ignore[arg-type]
    if seeds * envs * algorithms > max_trials:
        raise ConfigError(
            "seeds",
            f"the suite expands to {seeds * envs * algorithms:,} trials ({seeds:,} seeds x {envs:,} envs x "
            f"{algorithms:,} algorithms), more than the limit of {max_trials:,}; list fewer, or raise the "
            "limit with --max-trials N",
        )


def validate_suite(
    data: Any, source: str = "<suite>", check_envs: bool = True, max_trials: int = MAX_TRIALS
) -> Suite:
    """Validate parsed suite data (see :func:`load_suite`); every problem is reported at once, except
    a trial list longer than ``max_trials``, refused alone before anything else is checked."""
    if not isinstance(data, Mapping):
        raise ConfigErrors(
            [ConfigError("", "a suite must be a YAML mapping with name, seeds, budget, ...", source)]
        )
    data = dict(data)
    try:
        _check_size(data, max_trials)
    except ConfigError as exc:
        raise ConfigErrors([exc.with_source(source)]) from None
    packages, errors = _import_packages(data.pop("env_packages", []))
    envs, env_errors = _parse_envs(data.pop("envs", None), check_envs)
    errors += env_errors
    algorithms, algo_errors = _parse_algorithms(data.pop("algorithms", None))
    errors += algo_errors
    placeholders = {"envs": ["-"], "algorithms": [{"label": "-", "algo": "-"}], "env_packages": packages}
    suite = collect(errors, from_dict, Suite, {**data, **placeholders})
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
        errors += check_zoo(suite)
        errors += check_init(suite)
        errors += check_env_params(suite)
        errors += check_budgets(suite)
        errors += check_tune(suite)
        errors += check_report(suite)
        errors += check_file_names(suite)
        if not errors:
            errors += check_cores(suite)
        if not errors and check_envs:
            errors += check_policy_support(suite)
        if not errors:
            errors += check_resources(suite)
        if not errors:
            errors += check_tune_values(suite)
    if errors:
        raise ConfigErrors([e.with_source(source) for e in errors])
    assert suite is not None
    return suite


def expand(suite: Suite) -> list[Trial]:
    """All trials of the suite: for each env, each algorithm, each seed, in file order.

    Each trial goes through :func:`esbench.suite.resolve.resolve_trial` (the one resolve path, shared
    with Sacred's command line): every runner default is filled into ``params``, ``policy.type:
    auto`` is resolved from the env's observations (cnn for images, else mlp) and
    ``eval.every_timesteps`` defaults to the budget / 20, so each trial's stored config is complete.
    A trial's ``env`` is the entry's env ref (the id plus its options, if any); its ``resources`` are
    the algorithm entry's, else the suite's (``resources.cores`` becomes the runner's params); its
    ``params`` the entry's with the entry's ``env_params`` for that env over them.
    """
    trials = []
    for env in suite.env_entries():
        policy = env.policy or suite.policy
        for entry in suite.algorithms:
            budget = suite.budget_of(env, entry)
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
                    "params": {**entry.params, **dict(entry.env_params.get(env.ref) or {})},
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
