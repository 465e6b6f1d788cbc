"""YAML from users, parsed safely and within bounds: no object tags, no alias bombs, no deep nesting.

PyYAML's safe loader builds no Python objects, but on its own it still lets a 1 kB file expand
to a billion values through aliases ("billion laughs"), and very deep nesting ends in a
``RecursionError``. :func:`parse_yaml` composes the document first, counts its values with every
alias use expanded and its depth, and refuses it past the bounds, before anything is built.
Every problem is a one-line :class:`~esbench.core.errors.ConfigError` naming the file and line.
"""

from __future__ import annotations

from typing import Any

import yaml

from esbench.core.errors import ConfigError

#: Largest suite file read (bytes): a suite is a page of YAML.
MAX_SUITE_BYTES = 1_000_000
#: Most YAML nodes a suite may hold once aliases are expanded (refuses "billion laughs" files).
MAX_YAML_NODES = 100_000
#: Deepest nesting of YAML collections accepted.
MAX_YAML_DEPTH = 64


def _line_of(exc: yaml.YAMLError) -> str:
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    return f"line {mark.line + 1}, column {mark.column + 1}" if mark is not None else "unknown line"


def _expanded_size(node: yaml.Node, source: str, depth: int = 0, memo: dict | None = None) -> int:
    """Nodes under ``node`` counting every alias use in full, or a ConfigError past the bounds."""
    memo = {} if memo is None else memo
    key = id(node)
    if key in memo:
        if memo[key] is None:
            raise ConfigError("", "a YAML alias refers to itself (recursive structure)", source)
        return memo[key]
    if depth > MAX_YAML_DEPTH:
        raise ConfigError("", f"YAML nested more than {MAX_YAML_DEPTH} levels deep", source)
    memo[key] = None
    size = 1
    if isinstance(node, yaml.SequenceNode):
        children = node.value
    elif isinstance(node, yaml.MappingNode):
        children = [n for pair in node.value for n in pair]
    else:
        children = []
    for child in children:
        size += _expanded_size(child, source, depth + 1, memo)
        if size > MAX_YAML_NODES:
            raise ConfigError(
                "",
                f"the YAML expands to more than {MAX_YAML_NODES:,} values (aliases counted in full); "
                "a suite is a page of settings",
                source,
            )
    memo[key] = size
    return size


def parse_yaml(text: str, source: str) -> Any:
    """Parse YAML with the safe loader (no Python object tags), or raise a one-line error with the line.

    Bounded in time and memory whatever the input: aliases that expand past
    :data:`MAX_YAML_NODES` values and nesting deeper than :data:`MAX_YAML_DEPTH` are refused
    before anything is built.
    """
    loader = None
    try:
        loader = yaml.SafeLoader(text)  # its reader refuses NUL and other control characters here
        node = loader.get_single_node()
        if node is None:
            return None
        _expanded_size(node, source)
        return loader.construct_document(node)
    except yaml.YAMLError as exc:
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise ConfigError("", f"malformed YAML at {_line_of(exc)}: {problem}", source) from None
    except RecursionError:
        raise ConfigError("", f"YAML nested more than {MAX_YAML_DEPTH} levels deep", source) from None
    finally:
        if loader is not None:
            loader.dispose()
