"""Errors that the command line turns into a one-line message and exit code 2 (no traceback)."""

from __future__ import annotations

import difflib
import reprlib
from collections.abc import Iterable
from typing import Any

#: Characters of a value quoted in a message, at most.
BRIEF_CHARS = 120
#: Characters of one configuration problem, at most (longer ones are cut in the middle).
MAX_PROBLEM_CHARS = 1000

_BRIEF = reprlib.Repr()
_BRIEF.maxlevel, _BRIEF.maxlist, _BRIEF.maxtuple, _BRIEF.maxdict = 3, 4, 4, 4
_BRIEF.maxset = _BRIEF.maxfrozenset = _BRIEF.maxdeque = 4
_BRIEF.maxstring, _BRIEF.maxother, _BRIEF.maxlong = 60, 60, 40


def brief(value: Any) -> str:
    """A short ``repr`` of ``value`` for messages: bounded in time and length, whatever its size.

    Nested containers are cut at 3 levels and 4 items each, long strings and numbers in the
    middle, and the whole at :data:`BRIEF_CHARS` characters, so a hostile value (a YAML alias bomb,
    a 10 MB string) never costs more than a few microseconds to quote.
    """
    text = _BRIEF.repr(value)
    return text if len(text) <= BRIEF_CHARS else text[: BRIEF_CHARS - 3] + "..."


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
        problem = self.problem
        if len(problem) > MAX_PROBLEM_CHARS:  # a hostile value quoted whole must not flood the terminal
            problem = problem[: MAX_PROBLEM_CHARS // 2] + " [...] " + problem[-MAX_PROBLEM_CHARS // 4 :]
        return f"{where}{key}{problem}"

    def with_source(self, source: str) -> ConfigError:
        """Return the same error, prefixed by the file it came from."""
        return ConfigError(self.path, self.problem, source)


class ConfigErrors(EsbenchError):
    """Several configuration errors found in one pass, reported together."""

    def __init__(self, errors: list[ConfigError]):
        self.errors = errors
        super().__init__("\n".join(str(e) for e in errors))


def did_you_mean(name: str, candidates: Iterable[str], n: int = 3) -> str:
    """Return ``" (did you mean 'x'?)"`` for the closest candidates, or an empty string.

    Only strings get suggestions (a list or a number never resembles a key name).
    """
    if not isinstance(name, str) or len(name) > 200:
        return ""
    close = difflib.get_close_matches(str(name), list(dict.fromkeys(candidates)), n=n, cutoff=0.6)
    if not close:
        return ""
    if len(close) == 1:
        return f" (did you mean '{close[0]}'?)"
    return " (did you mean " + ", ".join(f"'{c}'" for c in close) + "?)"
