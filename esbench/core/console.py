"""The console of ``esbench run``: a closed pipe stops the suite quietly, and the summary still shows.

``esbench run SUITE 2>&1 | tee log`` is a common way to keep a log. Ctrl-C there stops ``tee`` as
well as esbench, so esbench's next write to the pipe fails with EPIPE (Python ignores SIGPIPE and
raises ``BrokenPipeError``). Unhandled, that error surfaced wherever esbench happened to print: in
a trial's progress line (the run recorded FAILED, or left RUNNING) or in the summary (never shown).
:func:`console` makes the console a reason to stop, never a reason to die:

- ``sys.stdout`` and ``sys.stderr`` are wrapped (:class:`ConsoleStream`): a write or flush that
  fails with EPIPE points the stream's file descriptor at ``/dev/null`` (so nothing later, Python's
  own flush at exit included, fails again) and asks the process to stop as Ctrl-C does (SIGINT to
  itself, once), which the run's :class:`~esbench.core.interrupts.InterruptGuard` turns into
  INTERRUPTED runs at a safe point;
- :meth:`Console.final` prints the lines that must be seen (the summary, how to continue) on stdout,
  or, once stdout is gone, on the terminal (``/dev/tty``) when the process has one, else on stderr;
- colorama (initialised by ``ray.init``) registers an exit hook that writes to the ``sys.stdout``
  of its last ``init()``, which may be Sacred's capture of a run, closed by then: a traceback after
  a clean summary. The hook is kept from registering while the console is open, and colorama's
  streams are the process's own again when it closes.
"""

from __future__ import annotations

import contextlib
import errno
import os
import signal
import sys
import threading
from collections.abc import Iterator
from typing import Any, TextIO


def _is_epipe(exc: BaseException) -> bool:
    return isinstance(exc, OSError) and exc.errno in (errno.EPIPE, errno.ECONNRESET)


class ConsoleStream:
    """A text stream (stdout or stderr) whose writes never raise EPIPE (see the module docstring)."""

    def __init__(self, stream: TextIO, owner: Console) -> None:
        self._stream, self._owner = stream, owner
        self.gone = False

    def write(self, text: str) -> int:
        """Write ``text``; after EPIPE, drop it (the stream now writes to ``/dev/null``)."""
        try:
            return self._stream.write(text)
        except OSError as exc:
            if not _is_epipe(exc):
                raise
            self._owner.closed(self)
            return len(text)

    def flush(self) -> None:
        """Flush; after EPIPE, the buffered text is dropped."""
        try:
            self._stream.flush()
        except OSError as exc:
            if not _is_epipe(exc):
                raise
            self._owner.closed(self)

    def drop(self) -> None:
        """Point the stream's file descriptor at ``/dev/null`` and drop its buffered text."""
        self.gone = True
        with contextlib.suppress(OSError, ValueError, AttributeError):
            null = os.open(os.devnull, os.O_WRONLY)
            try:
                os.dup2(null, self._stream.fileno())
            finally:
                os.close(null)
        with contextlib.suppress(OSError, ValueError):
            self._stream.flush()  # the buffered text goes to /dev/null now

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


class Console:
    """The wrapped ``sys.stdout`` and ``sys.stderr`` of :func:`console`."""

    def __init__(self, stop_on_close: bool = True) -> None:
        self.stop_on_close = stop_on_close
        self.out = ConsoleStream(sys.stdout, self)
        self.err = ConsoleStream(sys.stderr, self)
        self._lock = threading.Lock()
        self._stopped = False

    @property
    def gone(self) -> bool:
        """True once stdout's reader went away."""
        return self.out.gone

    def closed(self, stream: ConsoleStream) -> None:
        """``stream``'s reader went away: drop it and (once) ask the process to stop (SIGINT)."""
        with self._lock:
            stream.drop()
            first, self._stopped = not self._stopped, True
        if first and self.stop_on_close:
            signal.raise_signal(signal.SIGINT)

    def final(self, text: str) -> None:
        """Print ``text`` where it will be seen: stdout, else the terminal, else stderr."""
        if not self.out.gone:
            print(text, file=self.out, flush=True)
            if not self.out.gone:
                return
        try:
            with open("/dev/tty", "w", encoding="utf-8") as tty:
                tty.write(text + "\n")
            return
        except OSError:  # no controlling terminal
            pass
        if not self.err.gone:
            print(text, file=self.err, flush=True)


@contextlib.contextmanager
def console(stop_on_close: bool = True) -> Iterator[Console]:
    """Wrap ``sys.stdout`` and ``sys.stderr`` for the block (see the module docstring); restored
    after it. ``stop_on_close``: a closed pipe sends SIGINT to this process (once)."""
    saved = sys.stdout, sys.stderr
    hook = _hold_colorama_hook()
    con = Console(stop_on_close)
    sys.stdout, sys.stderr = con.out, con.err
    try:
        yield con
    finally:
        sys.stdout, sys.stderr = saved
        _release_colorama_hook(hook)


def _hold_colorama_hook() -> Any:
    """Keep colorama from registering its exit hook (module docstring); the module and its former
    state, to restore (None: colorama is not installed)."""
    try:
        import colorama.initialise as initialise
    except ImportError:
        return None
    former = initialise.atexit_done
    initialise.atexit_done = True
    return initialise, former


def _release_colorama_hook(hook: Any) -> None:
    """Restore colorama's state, its streams the ones this process prints to again: a hook registered
    before the console opened (an env made at validation may init colorama) writes there at exit."""
    if hook is None:
        return
    initialise, former = hook
    initialise.atexit_done = former
    if getattr(initialise, "orig_stdout", None) is not None:
        initialise.orig_stdout = sys.stdout
    if getattr(initialise, "orig_stderr", None) is not None:
        initialise.orig_stderr = sys.stderr
