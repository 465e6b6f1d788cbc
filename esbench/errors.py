"""Errors that the command line turns into a one-line message and exit code 2 (no traceback)."""

from __future__ import annotations

import difflib
from collections.abc import Iterable


class EsbenchError(Exception):
    """A problem the user can fix (bad suite, unknown env, unreachable database, ...).

    The command line prints ``str(error)`` and exits with code 2; it never shows a traceback.
    """


class ConfigError(EsbenchError):
    """A configuration value is wrong; ``path`` names the key (``algorithms[2].params.sigma``)."""

    def __init__(self, path: str, problem: str, source: str | None = None):
        self.path = path
        self.problem = problem
        self.source = source
        super().__init__(self._format())

    def _format(self) -> str:
        where = f"{self.source}: " if self.source else ""
        key = f"{self.path}: " if self.path else ""
        return f"{where}{key}{self.problem}"

    def with_source(self, source: str) -> ConfigError:
        """Return the same error, prefixed by the file it came from."""
        return ConfigError(self.path, self.problem, source)


class ConfigErrors(EsbenchError):
    """Several configuration errors found in one pass, reported together."""

    def __init__(self, errors: list[ConfigError]):
        self.errors = errors
        super().__init__("\n".join(str(e) for e in errors))


def did_you_mean(name: str, candidates: Iterable[str], n: int = 3) -> str:
    """Return ``" (did you mean 'x'?)"`` for the closest candidates, or an empty string."""
    close = difflib.get_close_matches(str(name), list(dict.fromkeys(candidates)), n=n, cutoff=0.6)
    if not close:
        return ""
    if len(close) == 1:
        return f" (did you mean '{close[0]}'?)"
    return " (did you mean " + ", ".join(f"'{c}'" for c in close) + "?)"
