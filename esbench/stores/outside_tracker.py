"""An outside tracker (an ``esbench.trackers`` entry point, or a ``package.module:Class`` the user
allowed) behind esbench's walls: :func:`open_outside` opens it, and :class:`OutsideTracker` stands in
for it wherever esbench calls it (``esbench run``, ``esbench push``, a ``--jobs`` trial process).

Any exception from its code (``SystemExit`` too; not a ``KeyboardInterrupt`` in the main thread:
:func:`~esbench.stores.tracker.is_tracker_fault`) is contained. When it opens, checks, pushes or
words a line, the exception becomes an :class:`OutsideTrackerError`: one line naming the tracker (its
title, its class and its ``--track`` name), the step, the fault and what to do, which a command
prints with exit 2, never a traceback. During a live run its copy is marked incomplete
(:class:`~esbench.stores.tracker.TrackerObserver`'s ``problem``, also when its ``observer()`` fails)
and the run goes on. An :class:`~esbench.core.errors.EsbenchError` of its own (the interface's one
line) is passed on as it is.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TextIO, TypeVar

from sacred.observers import RunObserver

from esbench.core.errors import EsbenchError
from esbench.stores.runs import RawRun
from esbench.stores.secrets import mask_text, urls_with_password
from esbench.stores.tracker import Tracker, described, is_tracker_fault, one_line

T = TypeVar("T")


class OutsideTrackerError(EsbenchError):
    """An outside tracker's fault, in one line naming it and what to do."""

    def __init__(self, line: str, short: str):
        super().__init__(line)
        self.short = short
        """The step and the fault alone (``check: RuntimeError: ...``), as a copy's ``problem``."""


def _masked(text: str) -> str:
    """``text`` with the password of every URL in it masked (an outside tracker's text is not trusted)."""
    for url in urls_with_password([text]):
        text = mask_text(text, url)
    return text


def fault(cls: type, key: str, step: str, what: str) -> OutsideTrackerError:
    """The error saying that the outside tracker ``cls`` (``--track key=...``) failed at ``step``."""
    title = getattr(cls, "title", "")
    title = title if isinstance(title, str) and title else cls.__name__
    what = _masked(what)
    line = (
        f"outside tracker {title} ({cls.__module__}:{cls.__qualname__}): {step} failed: {what}; fix or "
        f"update the package that provides it, or leave out --track {key}"
    )
    return OutsideTrackerError(line, f"{step}: {what}")


def open_outside(
    cls: type[Tracker], key: str, opener: Callable[[], Tracker | None], allow: str | None = None
) -> OutsideTracker | None:
    """The tracker ``opener()`` opens (None: no spec for it) as an :class:`OutsideTracker`; a fault
    of its code is an :class:`OutsideTrackerError`. ``allow``: the module ``--allow-import`` allowed."""
    try:
        tracker = opener()
    except EsbenchError:
        raise
    except BaseException as exc:
        if not is_tracker_fault(exc):
            raise
        raise fault(cls, key, "open", one_line(exc)) from None
    if tracker is None:
        return None
    if not isinstance(tracker, Tracker):
        raise fault(cls, key, "open", f"open() returned {type(tracker).__name__}, not a Tracker")
    return OutsideTracker(tracker, key, allow)


class Unobserved(RunObserver):
    """The observer of an outside tracker whose ``observer()`` failed: it writes nothing, and the
    tracker's copy of the run is incomplete."""

    def __init__(self, problem: str):
        self.problem: str | None = problem


class OutsideTracker(Tracker):
    """An opened outside tracker (``inner``), each call esbench makes to it contained (the module
    docstring). Picklable when ``inner`` is."""

    def __init__(self, inner: Tracker, key: str, allow: str | None = None):
        self.inner = inner
        self.key = key
        """Its name on the command line (``--track KEY=SPEC``)."""
        self.allow = allow
        """The module ``--allow-import`` allows for it (None: an entry point's, allowed by its install)."""
        cls = type(inner)
        title = self._call("open", lambda: getattr(inner, "title", ""))
        setattr(self, "title", title if isinstance(title, str) and title else cls.__name__)  # noqa: B010
        setattr(self, "name", str(self._call("open", lambda: inner.name) or key))  # noqa: B010
        setattr(self, "readable", bool(self._call("open", lambda: inner.readable)))  # noqa: B010
        self.origin = str(self._call("open", lambda: getattr(inner, "origin", "")) or f"--track {key}")

    def _call(self, step: str, call: Callable[[], T]) -> T:
        """``call()``; a fault of the tracker's code an :class:`OutsideTrackerError` naming ``step``."""
        try:
            return call()
        except EsbenchError:
            raise
        except BaseException as exc:
            if not is_tracker_fault(exc):
                raise
            raise fault(type(self.inner), self.key, step, described(self.inner, exc)) from None

    def _own(self, method: str) -> bool:
        """True when the tracker keeps the interface's ``method`` (it did not override it)."""
        return getattr(type(self.inner), method, None) is getattr(Tracker, method)

    @classmethod
    def open(cls, spec: str, origin: str) -> Tracker:
        """Not a registry's class: :func:`open_outside` opens an outside tracker and wraps it."""
        raise TypeError("OutsideTracker wraps an opened tracker: use open_outside(cls, key, opener)")

    @property
    def masked(self) -> str:
        """The tracker's own, contained."""
        return self._call("masked", lambda: str(self.inner.masked))

    def check(self, suite: str | None = None) -> float:
        """The tracker's own, contained."""
        return self._call("check", lambda: float(self.inner.check(suite)))

    def observer(self, store_name: str, spool_dir: Path | None = None) -> Any:
        """The tracker's own; if that fails, one writing nothing, its copy incomplete."""
        try:
            return self._call("observer", lambda: self.inner.observer(store_name, spool_dir))
        except OutsideTrackerError as exc:
            return Unobserved(exc.short)
        except EsbenchError as exc:
            return Unobserved(f"observer: {exc}")

    def push_run(self, raw: RawRun, store_name: str) -> str:
        """The tracker's own, contained."""
        return self._call(f"push of run {raw.run_id}", lambda: self.inner.push_run(raw, store_name))

    def describe(self, exc: BaseException) -> str:
        """The tracker's own (a contained fault: its step and fault)."""
        return exc.short if isinstance(exc, OutsideTrackerError) else _masked(described(self.inner, exc))

    def secrets(self) -> list[str]:
        """The tracker's own, contained."""
        return self._call("secrets", lambda: [str(s) for s in self.inner.secrets()])

    def set_suite_text(self, text: str | None) -> None:
        """The tracker's own, contained."""
        self._call("set_suite_text", lambda: self.inner.set_suite_text(text))

    def runs(self, suite: str) -> Any:
        """The tracker's own, contained."""
        return self._call("reading runs back", lambda: self.inner.runs(suite))

    def checked_line(self, seconds: float, suite: str) -> str:
        """The tracker's own, contained."""
        return self._call("checked_line", lambda: str(self.inner.checked_line(seconds, suite)))

    def push_store(self, directory: str | Path, out: TextIO | None = None) -> Any:
        """The tracker's own, contained (the interface's: each run's push contained)."""
        if self._own("push_store"):
            return super().push_store(directory, out)
        return self._call(f"push of {directory}", lambda: self.inner.push_store(directory, out))

    def closing_line(self) -> str | None:
        """The tracker's own, contained."""
        return self._call("closing_line", self.inner.closing_line)

    def push_command(self, directory: str | Path) -> str:
        """The tracker's own; the interface's names it by ``--track KEY`` and its ``--allow-import``."""
        if not self._own("push_command"):
            return self._call("push_command", lambda: str(self.inner.push_command(directory)))
        allow = f" --allow-import {self.allow}" if self.allow else ""
        return f"esbench push {directory} --track '{self.key}={self.masked}'{allow}"

    def close_killed(self, closed: Sequence[RawRun], store_name: str) -> list[str]:
        """The tracker's own, contained."""
        if self._own("close_killed"):
            return super().close_killed(closed, store_name)  # each push contained, each line kept
        return self._call("closing killed runs' copies", lambda: self.inner.close_killed(closed, store_name))

    def incomplete_note(self, rows: Sequence[tuple[str, Any, str]], kept: Path | None) -> str:
        """The tracker's own, contained (the interface's, with :meth:`push_command`)."""
        if self._own("incomplete_note"):
            return super().incomplete_note(rows, kept)
        return self._call("incomplete_note", lambda: str(self.inner.incomplete_note(rows, kept)))
