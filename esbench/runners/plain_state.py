"""An ask/tell optimiser's ``state()`` as a checkpoint stores it, and the rule that it comes back
exactly (:func:`state_problem`).

:func:`~esbench.runners.checkpoints.write_checkpoint` keeps numpy arrays as arrays (keyed by their
dotted path in the tree) and everything else in a JSON header; :func:`encode_state` first turns
bytes into uint8 arrays (their paths listed, so :func:`decode_state` gives bytes back) and numpy
scalars into numbers. What that cannot give back exactly is refused when the first checkpoint is
written, naming the key (:func:`state_problem`): a key that is not a string (an int key would come
back a string), a key with a dot (dotted paths would collide or not split back), an object or
structured array (not readable without pickle), a tuple (back as a list), and an array or bytes
inside a list (the header is JSON).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

#: Plain JSON values a state may hold anywhere.
PLAIN = (bool, int, float, str, type(None))


def state_problem(tree: Any, path: str, in_list: bool = False) -> str | None:
    """None when ``tree`` comes back exactly from a checkpoint; else ``"<path>: <why>"`` for the
    first part that would not (module docstring)."""
    if isinstance(tree, dict):
        for key, value in tree.items():
            if not isinstance(key, str):
                kind, back = type(key).__name__, str(key)
                return f"{path}: key {key!r} is a {kind}; keys must be strings (back as {back!r})"
            if "." in key or not key:
                return f"{path}: key {key!r} is empty or holds a dot, which separates a checkpoint's paths"
            problem = state_problem(value, f"{path}[{key!r}]", in_list)
            if problem is not None:
                return problem
        return None
    if isinstance(tree, tuple):
        return f"{path}: a tuple comes back as a list; store a list (or an array)"
    if isinstance(tree, list):
        for i, value in enumerate(tree):
            problem = state_problem(value, f"{path}[{i}]", True)
            if problem is not None:
                return problem
        return None
    if isinstance(tree, np.ndarray | bytes | bytearray):
        if in_list:
            return f"{path}: {type(tree).__name__} inside a list; put it under a key of a dict"
        if isinstance(tree, np.ndarray) and tree.dtype.kind in "OV":
            return f"{path}: an array of dtype {tree.dtype} cannot be stored without pickle"
        return None
    if isinstance(tree, (*PLAIN, np.generic)):
        return None
    return (
        f"{path}: a {type(tree).__name__} is not a state value (arrays, numbers, strings, bools, None, "
        "bytes, lists, dicts)"
    )


def encode_state(value: Any, path: str, blobs: list[str]) -> Any:
    """``value`` as :func:`~esbench.runners.checkpoints.write_checkpoint` stores it: bytes as uint8
    arrays (their dotted paths appended to ``blobs``), numpy scalars as numbers, tuples as lists."""
    if isinstance(value, dict):
        return {str(k): encode_state(v, f"{path}.{k}", blobs) for k, v in value.items()}
    if isinstance(value, bytes | bytearray):
        blobs.append(path)
        return np.frombuffer(bytes(value), np.uint8).copy()
    if isinstance(value, np.generic):
        return value.item()
    if isinstance(value, list | tuple):
        return [encode_state(v, f"{path}[{i}]", blobs) for i, v in enumerate(value)]
    return value


def decode_state(tree: Any, path: str, blobs: Sequence[str]) -> Any:
    """The inverse of :func:`encode_state` (bytes back from their uint8 arrays)."""
    if path in blobs:
        return np.asarray(tree, np.uint8).tobytes()
    if isinstance(tree, dict):
        return {k: decode_state(v, f"{path}.{k}", blobs) for k, v in tree.items()}
    return tree
