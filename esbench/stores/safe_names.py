"""File and directory names derived from stored data, made safe before any path is built from them.

A stored run's config is data anyone with write access to the store could have written: its
``suite`` may read ``../../escape`` or ``/abs/path``. :func:`safe_component` turns any such text into
one plain path component (no separator, no ``..``, no leading dot, bounded length; a name that had
to change keeps a digest of the original, so two different names never collide).
"""

from __future__ import annotations

import hashlib
import re

#: The longest component :func:`safe_component` returns.
MAX_COMPONENT = 96
_UNSAFE = re.compile(r"[^A-Za-z0-9._=+-]")


def safe_component(text: object, default: str = "esbench") -> str:
    """``text`` as one safe path component (see the module docstring)."""
    raw = str(text) if text is not None else ""
    safe = _UNSAFE.sub("_", raw).lstrip(".") or default
    if safe == raw and len(safe) <= MAX_COMPONENT:
        return safe
    digest = hashlib.sha256(raw.encode("utf-8", "surrogatepass")).hexdigest()[:10]
    return f"{safe[: MAX_COMPONENT - 11]}-{digest}"
