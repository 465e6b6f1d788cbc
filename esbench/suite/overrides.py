"""``--set KEY=VALUE``: changes to a suite's parsed YAML before it is validated, as if the file said so.

``KEY`` is a dotted path with optional list indices (``budget.wall_clock_s``,
``algorithms[0].params.sigma``); ``VALUE`` is YAML (``300``, ``[0, 1, 2]``, ``{cores: 2}``, ``null``).
Missing mappings on the way are created, so ``resources.cores=2`` works in a suite without
``resources``; a key the schema does not know is then rejected by validation, naming it, exactly as
in a file. The overridden suite is what runs and what ``esbench run`` stores
(:func:`overridden_text`: the arguments as a comment over the YAML).
"""

from __future__ import annotations

import copy
import re
from collections.abc import Sequence
from typing import Any

import yaml

from esbench.core.errors import ConfigError
from esbench.core.safe_yaml import parse_yaml

_PART = re.compile(r"([A-Za-z_][A-Za-z0-9_-]*)((?:\[\d+\])*)")
#: The longest ``--set`` key, in characters (a suite's deepest keys are well under 100).
MAX_KEY_CHARS = 200
#: The most parts (names and list indices) of a ``--set`` key: a suite is at most a few levels deep.
MAX_KEY_PARTS = 12
#: Line breaks (YAML's too): refused in ``--set``, so a stored suite.yaml's comment cannot end early.
_LINE_BREAKS = re.compile("[\n\r\x0b\x0c\x1c-\x1e\x85\u2028\u2029]")


def parse_key(key: str) -> list[str | int]:
    """``algorithms[0].params.sigma`` -> ``["algorithms", 0, "params", "sigma"]`` (or a ConfigError);
    at most :data:`MAX_KEY_CHARS` characters and :data:`MAX_KEY_PARTS` parts."""
    if len(key) > MAX_KEY_CHARS:
        raise ConfigError(
            key[:40] + "...",
            f"--set key of {len(key):,} characters; at most {MAX_KEY_CHARS} (a suite key path)",
        )
    tokens: list[str | int] = []
    for part in key.split("."):
        match = _PART.fullmatch(part)
        if not match:
            raise ConfigError(
                key, "malformed --set key (expected a.b.c, with list indices like algorithms[0])"
            )
        tokens.append(match.group(1))
        tokens.extend(int(i) for i in re.findall(r"\d+", match.group(2)))
        if len(tokens) > MAX_KEY_PARTS:
            raise ConfigError(
                key[:40] + ("..." if len(key) > 40 else ""),
                f"--set key with more than {MAX_KEY_PARTS} parts; a suite is not that deep",
            )
    return tokens


def _path_text(tokens: Sequence[str | int]) -> str:
    out = ""
    for t in tokens:
        out += f"[{t}]" if isinstance(t, int) else (f".{t}" if out else t)
    return out


def apply_override(data: dict[str, Any], assignment: str) -> None:
    """Apply one ``KEY=VALUE`` to ``data`` in place; ConfigError naming the key when it cannot be."""
    if _LINE_BREAKS.search(assignment):
        raise ConfigError(
            assignment.splitlines()[0][:60] if assignment.strip() else "--set",
            "--set KEY=VALUE must be one line (a line break was given); write a multi-line value in the "
            "suite file, or as YAML flow style on one line ({a: 1, b: [2, 3]})",
        )
    key, sep, raw = assignment.partition("=")
    key = key.strip()
    if not sep or not key:
        raise ConfigError(assignment, "--set needs KEY=VALUE, e.g. --set budget.wall_clock_s=300")
    tokens = parse_key(key)
    value = parse_yaml(raw, f"--set {key}")
    node: Any = data
    for i, token in enumerate(tokens):
        last = i == len(tokens) - 1
        where = _path_text(tokens[: i + 1])
        if isinstance(token, int):
            if not isinstance(node, list):
                raise ConfigError(where, f"--set {key}: {_path_text(tokens[:i])} is not a list")
            if token >= len(node):
                raise ConfigError(where, f"--set {key}: no such item (the list has {len(node)})")
        elif not isinstance(node, dict):
            raise ConfigError(where, f"--set {key}: {_path_text(tokens[:i]) or 'the suite'} is not a mapping")
        if last:
            node[token] = value
        else:
            if isinstance(token, str) and node.get(token) is None:
                node[token] = [] if isinstance(tokens[i + 1], int) else {}
            node = node[token]


def apply_overrides(data: Any, assignments: Sequence[str]) -> Any:
    """A copy of the parsed suite ``data`` with every ``KEY=VALUE`` of ``assignments`` applied, in order."""
    if not assignments:
        return data
    if not isinstance(data, dict):
        raise ConfigError("--set", "the suite file is not a mapping")
    out = copy.deepcopy(data)
    for assignment in assignments:
        apply_override(out, assignment)
    return out


def overridden_text(data: Any, assignments: Sequence[str]) -> str:
    """The stored copy of an overridden suite: the ``--set`` arguments as comments, then its YAML."""
    head = "".join(f"#   --set {a}\n" for a in assignments)
    body = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, default_flow_style=None)
    return f"# The suite file with these overrides of esbench's --set applied:\n{head}{body}"
