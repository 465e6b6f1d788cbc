"""rl-baselines3-zoo's tuned hyperparameters for the SB3 runners (``params: {hyperparams: rl-zoo}``).

The zoo's files for A2C, PPO, TRPO, SAC, TD3 and ARS are vendored unchanged from ``rl_zoo3``
:data:`RL_ZOO_VERSION` (the release matching the pinned stable-baselines3) in ``zoo_hyperparams/``
with the MIT license:
installing ``rl_zoo3`` would pull optuna, huggingface_hub, moviepy and some thirty other packages
for six YAML files. A file's header records the sha256 of the original (checked by the tests).

:func:`apply_zoo` puts the zoo's values for the trial's env *under* the explicit params, so a
suite can override any of them, and adds a ``zoo`` record to the params, which the stored config
keeps: version, file, the zoo key used, the zoo's ``n_timesteps`` (information only: the suite's
budget rules) and every zoo key esbench does not apply, with the reason (never dropped silently).

Env ids (:func:`zoo_key`): the exact id first; else the same name with the nearest version (ties:
the newer), since esbench runs gymnasium's MuJoCo ``-v5`` envs and the zoo tuned ``-v4`` (or
``-v2``); ``ALE/...`` ids use the zoo's ``atari`` entry. An env with no entry is a configuration
error naming the algorithms that have one, unless the suite names the entry to use instead
(``zoo_entry``, for example the zoo's MuJoCo defaults block for InvertedPendulum, which the zoo never
tuned TRPO or A2C on): the record then says which entry stands in for the env. The zoo's ``default``
entry is never used (it holds no tuned values).

Three zoo keys change how esbench trains rather than a keyword of the algorithm: ``policy:
CnnPolicy`` gives SB3's own CnnPolicy network (NatureCNN) instead of the suite's cnn (``network:
sb3``), ``env_wrapper: AtariWrapper`` the training envs the zoo's AtariWrapper makes on top of
esbench's Atari chain (``atari_wrapper: true``: FIRE reset, a lost life ends a training episode,
sign-clipped rewards; evaluation keeps the full game's raw score), and the rollout size of the
on-policy algorithms is recorded (``zoo.rollout``) so that ``resources.cores`` keeps the zoo's batch
per update (:meth:`~esbench.runners.sb3.on_policy.OnPolicyRunner.apply_cores`).

The zoo writes ``policy_kwargs`` (and some ``normalize`` values) as Python expressions. They are
parsed by :func:`parse_expression`, which accepts only ``dict(...)``, ``{...}``, lists, numbers,
strings, booleans, ``None``, ``nn.<Activation>`` and ``RMSpropTFLike``, and never evaluates
anything.
"""

from __future__ import annotations

import ast
import functools
import logging
import re
from collections.abc import Collection, Mapping
from pathlib import Path
from typing import Any

import yaml

from esbench.core.errors import ConfigError, brief
from esbench.envs import parse_env_ref

#: The rl_zoo3 release the vendored files come from.
RL_ZOO_VERSION = "2.9.2"
#: Where the vendored files are (package data).
ZOO_DIR = Path(__file__).parent / "zoo_hyperparams"
#: esbench algorithm -> the zoo's hyperparameter file.
ZOO_FILES = {
    "sb3_a2c": "a2c.yml",
    "sb3_ppo": "ppo.yml",
    "sb3_trpo": "trpo.yml",
    "sb3_sac": "sac.yml",
    "sb3_td3": "td3.yml",
    "sb3_ars": "ars.yml",
}
#: The zoo's entry for every Atari game (esbench's ``ALE/<Game>-v5`` ids).
ATARI_KEY = "atari"
#: Zoo keys whose values are Python expressions in the files.
EXPRESSION_KEYS = frozenset({"policy_kwargs", "normalize"})
#: Zoo keys esbench does not apply, with the reason stored in the config (``zoo.ignored``).
NOT_APPLIED = {
    "policy": "the network type comes from the suite's policy (type auto: cnn for image observations, "
    "else mlp), as for every algorithm; the zoo's MlpPolicy is SB3's 64x64 tanh MLP unless its "
    "policy_kwargs say otherwise",
    "env_wrapper": "not applied: every algorithm trains on esbench's own env chain (only SB3's "
    "AtariWrapper is applied, as atari_wrapper: true, by the runners that have that parameter)",
    "frame_stack": "not applied: esbench's Atari chain already stacks 4 frames for every algorithm "
    "(the same as the zoo's frame_stack: 4)",
    "vec_env_wrapper": "not applied: esbench wraps the training envs itself (DummyVecEnv, VecNormalize)",
    "callback": "not applied: esbench's MetricsCallback drives training",
    "env_kwargs": "not applied: env settings are the suite's env options",
    "monitor_kwargs": "not applied: esbench's Monitor records returns",
}
#: Names ``nn.<Name>`` may take in an expression (torch.nn activations).
ACTIVATIONS = frozenset(
    {"ReLU", "Tanh", "ELU", "LeakyReLU", "GELU", "SiLU", "SELU", "CELU", "Sigmoid", "Softplus", "Mish",
     "Hardtanh", "ReLU6", "Hardswish", "Softsign", "Tanhshrink", "LogSigmoid"}
)  # fmt: skip
#: Bare names an expression may hold (the optimizer class the zoo's Atari A2C uses).
CLASS_NAMES = frozenset({"RMSpropTFLike"})
#: The zoo's Atari wrapper: ``env_wrapper`` naming it becomes ``atari_wrapper: true``.
ATARI_WRAPPER = "stable_baselines3.common.atari_wrappers.AtariWrapper"
#: Longest expression parsed (the zoo's are under 200 characters).
MAX_EXPRESSION_CHARS = 2000
_MAX_DEPTH = 16
_SCHEDULE = re.compile(r"lin_(.+)")
_VERSION = re.compile(r"(.*)-v(\d+)")

log = logging.getLogger(__name__)


# -- the files ---------------------------------------------------------------------------------------


@functools.cache
def zoo_table(algo: str) -> dict[str, dict[str, Any]]:
    """The zoo's entries for ``algo`` (``{zoo key: {param: value}}``), anchors and merges resolved."""
    with (ZOO_DIR / ZOO_FILES[algo]).open(encoding="utf-8") as fh:
        return yaml.safe_load(fh)  # package data, not user input


def zoo_key(algo: str, env_id: str) -> str | None:
    """The zoo key used for ``env_id``: exact, else same name at the nearest version, ``atari`` for ALE."""
    table = zoo_table(algo)
    if env_id in table:
        return env_id
    if env_id.startswith("ALE/"):
        return ATARI_KEY if ATARI_KEY in table else None
    wanted = _VERSION.fullmatch(env_id)
    if wanted is None:
        return None
    name, version = wanted.group(1), int(wanted.group(2))
    versions = [
        (int(m.group(2)), key) for key in table if (m := _VERSION.fullmatch(key)) and m.group(1) == name
    ]
    if not versions:
        return None
    return min(versions, key=lambda vk: (abs(vk[0] - version), -vk[0]))[1]


def algos_with_entry(env_id: str) -> list[str]:
    """The esbench algorithms whose zoo file has an entry for ``env_id``."""
    return [algo for algo in ZOO_FILES if zoo_key(algo, env_id) is not None]


def parse_schedule(value: str) -> float | None:
    """The initial value of a ``lin_<number>`` schedule (a finite number > 0), else None."""
    match = _SCHEDULE.fullmatch(value)
    if match is None:
        return None
    try:
        initial = float(match.group(1))
    except ValueError:
        return None
    return initial if 0 < initial < float("inf") else None


# -- applying the zoo --------------------------------------------------------------------------------


def apply_zoo(
    algo: str, params: Mapping[str, Any], env_ref: str, fields: Collection[str], path: str = "params"
) -> dict[str, Any]:
    """``params`` with the zoo's values for ``env_ref`` under the explicit ones, plus the ``zoo`` record.

    Unchanged unless ``params["hyperparams"]`` is ``rl-zoo``. ``fields`` are the runner's param
    names; zoo keys outside them go to ``zoo.ignored`` with the reason. Raises
    :class:`ConfigError` at ``<path>.hyperparams`` for an env the zoo has no entry for. Applying it
    to its own result gives the same result (stored configs resolve to themselves).
    """
    params = dict(params)
    if params.get("hyperparams") != "rl-zoo":
        if params.get("zoo_entry") is not None:
            raise ConfigError(f"{path}.zoo_entry", "is used only with hyperparams: rl-zoo")
        return params
    env_id, _ = parse_env_ref(env_ref)
    key, stand_in = _entry_key(algo, env_id, params.get("zoo_entry"), path)
    entry = dict(zoo_table(algo)[key])
    n_timesteps = entry.pop("n_timesteps", None)
    values: dict[str, Any] = {}
    ignored: dict[str, str] = {}
    for name, value in entry.items():
        if name in EXPRESSION_KEYS and isinstance(value, str):
            value = parse_expression(value, f"rl-zoo {ZOO_FILES[algo]} {key}.{name}")
        applied = _applied_as(name, value, fields)
        if applied is not None:
            values[applied[0]] = applied[1]
        elif name in fields and name not in ("hyperparams", "zoo", "zoo_entry"):
            values[name] = value
        else:
            ignored[name] = NOT_APPLIED.get(
                name, f"not applied: esbench's {algo} runner has no such parameter"
            )
    record = {
        "version": RL_ZOO_VERSION,
        "file": ZOO_FILES[algo],
        "key": key,
        "n_timesteps": None if n_timesteps is None else int(n_timesteps),
        "ignored": ignored,
        "overridden": sorted(k for k in values if k in params and params[k] != values[k]),
    }
    if stand_in:
        record["stands_in_for"] = env_id
    return {**values, **params, "zoo": record}


def _entry_key(algo: str, env_id: str, chosen: Any, path: str) -> tuple[str, bool]:
    """The zoo key for ``env_id`` and whether it stands in for an env the zoo has no entry for
    (``zoo_entry``, allowed only there, so a suite never replaces a tuned entry by accident)."""
    own = zoo_key(algo, env_id)
    if chosen is not None:
        if own is not None:
            raise ConfigError(
                f"{path}.zoo_entry",
                f"rl-zoo {RL_ZOO_VERSION} has its own {algo} entry for {env_id} ({own}); zoo_entry "
                "names a stand-in only for an env the zoo has no entry for: remove it",
            )
        if not isinstance(chosen, str) or chosen not in zoo_table(algo) or chosen == "default":
            raise ConfigError(
                f"{path}.zoo_entry",
                f"{brief(chosen)} is not an entry of rl-zoo {RL_ZOO_VERSION}'s {ZOO_FILES[algo]} "
                "(an env id the zoo tuned, for example Hopper-v4)",
            )
        return chosen, True
    if own is None:
        others = [a for a in algos_with_entry(env_id) if a != algo]
        raise ConfigError(
            f"{path}.hyperparams",
            f"rl-zoo {RL_ZOO_VERSION} has no {algo} hyperparameters for {env_id} (no entry in its "
            f"{ZOO_FILES[algo]}, at any version of the id); algorithms with an entry for {env_id}: "
            f"{', '.join(others) or 'none'}; or name a tuned entry to stand in for it (zoo_entry: "
            "<zoo key>, stated in the suite)",
        )
    return own, False


def _applied_as(name: str, value: Any, fields: Collection[str]) -> tuple[str, Any] | None:
    """The esbench param a zoo key that is not an algorithm keyword becomes, or None: the zoo's
    ``policy: CnnPolicy`` -> ``network: sb3`` (SB3's NatureCNN), ``env_wrapper: AtariWrapper`` ->
    ``atari_wrapper: true``, where the runner has those params."""
    if name == "policy" and value == "CnnPolicy" and "network" in fields:
        return "network", "sb3"
    wrappers = value if isinstance(value, list) else [value]
    if name == "env_wrapper" and wrappers == [ATARI_WRAPPER] and "atari_wrapper" in fields:
        return "atari_wrapper", True
    return None


def warn_not_applied(record: Mapping[str, Any] | None) -> None:
    """Log a warning naming the zoo keys a run does not apply (from the params' ``zoo`` record)."""
    if record is None:
        return
    ignored = dict(record.get("ignored") or {})
    ignored.pop("policy", None)  # the suite's policy type is always the network family; not a departure
    if ignored:
        details = "; ".join(f"{key}: {why}" for key, why in ignored.items())
        log.warning("rl-zoo %s keys of %s not applied: %s", record["file"], record["key"], details)


# -- the expression parser ---------------------------------------------------------------------------


def parse_expression(text: str, path: str = "") -> Any:
    """The plain data of one of the zoo's Python expressions, parsed without evaluating anything.

    Accepted: ``dict(key=value, ...)``, ``{'key': value}``, lists and tuples (as lists), numbers
    (with a sign), strings, booleans, ``None``, ``nn.<Activation>`` (:data:`ACTIVATIONS`, kept as the
    string ``"nn.ReLU"``) and :data:`CLASS_NAMES`. Anything else (calls, other names, attribute
    chains, lambdas, comprehensions, f-strings, ``**`` unpacking, ...) is a :class:`ConfigError`.
    """
    if not isinstance(text, str) or len(text) > MAX_EXPRESSION_CHARS:
        raise ConfigError(path, f"must be an expression of at most {MAX_EXPRESSION_CHARS} characters")
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except (SyntaxError, ValueError, RecursionError, MemoryError) as exc:
        raise ConfigError(path, f"not a Python expression ({type(exc).__name__}): {brief(text)}") from None
    return _literal(tree.body, path, 0)


def _literal(node: ast.AST, path: str, depth: int) -> Any:
    """One node of an accepted expression as plain data (see :func:`parse_expression`)."""
    if depth > _MAX_DEPTH:
        raise ConfigError(path, f"nested more than {_MAX_DEPTH} levels deep")
    depth += 1
    if isinstance(node, ast.Constant) and (node.value is None or type(node.value) in (bool, int, float, str)):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        number = node.operand.value if isinstance(node.operand, ast.Constant) else None
        if isinstance(number, (int, float)) and not isinstance(number, bool):
            return -number if isinstance(node.op, ast.USub) else number
    if isinstance(node, (ast.List, ast.Tuple)):
        return [_literal(item, path, depth) for item in node.elts]
    if isinstance(node, ast.Dict):
        pairs = []
        for key, value in zip(node.keys, node.values, strict=True):
            if not (isinstance(key, ast.Constant) and isinstance(key.value, str)):
                raise ConfigError(path, f"dict keys must be strings, not {_show(key)}")
            pairs.append((key.value, _literal(value, path, depth)))
        return _unique(pairs, path)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "dict":
        if node.args or any(kw.arg is None for kw in node.keywords):
            raise ConfigError(path, f"dict() takes keyword arguments only, not {_show(node)}")
        return _unique([(kw.arg, _literal(kw.value, path, depth)) for kw in node.keywords if kw.arg], path)
    if (
        isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "nn"
        and node.attr in ACTIVATIONS
    ):
        return f"nn.{node.attr}"
    if isinstance(node, ast.Name) and node.id in CLASS_NAMES:
        return node.id
    raise ConfigError(
        path,
        f"{_show(node)} is not accepted: only dict(...), {{...}}, lists, numbers, strings, booleans, None, "
        f"nn.<Activation> ({', '.join(sorted(ACTIVATIONS))}) and {', '.join(sorted(CLASS_NAMES))}",
    )


def _unique(pairs: list[tuple[str, Any]], path: str) -> dict[str, Any]:
    keys = [k for k, _ in pairs]
    duplicates = sorted({k for k in keys if keys.count(k) > 1})
    if duplicates:
        raise ConfigError(path, f"duplicate keys {', '.join(duplicates)}")
    return dict(pairs)


def _show(node: ast.AST | None) -> str:
    """A short quote of an expression node for messages."""
    if node is None:
        return "** unpacking"
    try:
        return brief(ast.unparse(node))
    except (ValueError, RecursionError):  # pragma: no cover (unparse of a parsed node)
        return type(node).__name__
