"""SIGINT and SIGTERM as one exception, raised only where a run can stop cleanly.

``esbench run`` holds an :class:`InterruptGuard` for its whole life. The first SIGINT (Ctrl-C) or
SIGTERM raises :class:`Interrupted`, a ``KeyboardInterrupt``, so Sacred records the running trial
INTERRUPTED and flushes its metrics; the suite stops, prints its summary and exits with
:func:`exit_code` (130 for SIGINT, 143 for SIGTERM: 128 + the signal number, as shells report a
process killed by a signal). Every later signal is only noted, never raised: a second Ctrl-C during
the teardown of the trial (``ray.shutdown()``, Sacred's last writes) or the summary cannot cut it
short. A signal that some library swallowed is still remembered, and raised again at the run's next
safe point (:meth:`InterruptGuard.check`, called with every logged point and between trials).

:func:`signals_held` holds both signals around a block that must not be cut in half (starting and
stopping Ray) and delivers the first one after it to the handler that was in place; it also undoes
any handler the block installed (``ray.init`` replaces SIGTERM's with ``sys.exit``).
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading
from collections.abc import Iterator
from types import FrameType
from typing import Any

#: The signals that stop a run.
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)


class Interrupted(KeyboardInterrupt):
    """The run was asked to stop by SIGINT or SIGTERM (``signum``); Sacred records it INTERRUPTED."""

    def __init__(self, signum: int = signal.SIGINT):
        super().__init__(signal_name(signum))
        self.signum = signum


def signal_name(signum: int) -> str:
    """``SIGINT``, ``SIGTERM``, ..."""
    try:
        return signal.Signals(signum).name
    except ValueError:
        return f"signal {signum}"


def stop_name(signum: int | None) -> str:
    """How a stopped run names what stopped it: ``Ctrl-C`` (SIGINT, or a plain KeyboardInterrupt: None)
    or the signal's name (``SIGTERM``). Every driver and trial process names it this way."""
    return "Ctrl-C" if signum is None or signum == signal.SIGINT else signal_name(signum)


def exit_code(signum: int | None) -> int:
    """The exit code of a run stopped by ``signum`` (None: a plain KeyboardInterrupt, i.e. SIGINT)."""
    return 128 + int(signum or signal.SIGINT)


def say(text: str) -> None:
    """Write ``text`` to stderr's file descriptor from a signal handler; a closed stderr (``| tee``
    stopped by the same Ctrl-C) is no error: a handler that raised here would stop the run anywhere."""
    with contextlib.suppress(OSError):
        os.write(2, text.encode())


def _in_main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


@contextlib.contextmanager
def signals_held(signums: tuple[int, ...] = STOP_SIGNALS) -> Iterator[None]:
    """Hold ``signums`` during the block, then deliver the first that came to the previous handler.

    The handlers in place before the block are restored on the way out, whatever the block
    installed. Outside the main thread (where Python cannot handle signals) nothing is held.
    """
    if not _in_main_thread():
        yield
        return
    pending: list[int] = []
    previous = {s: signal.getsignal(s) for s in signums}

    def hold(signum: int, frame: FrameType | None) -> None:
        if not pending:
            say(f"\nesbench: {signal_name(signum)}: stopping as soon as this step is done\n")
        pending.append(signum)

    for s in signums:
        signal.signal(s, hold)
    try:
        yield
    finally:
        for s, handler in previous.items():
            signal.signal(s, handler)
        if pending:
            signal.raise_signal(pending[0])


def _note_again(signum: int, frame: FrameType | None) -> None:
    """A signal after the first: noted on stderr, nothing else (the run is already stopping)."""
    say(f"\nesbench: {signal_name(signum)} again: already stopping\n")


class InterruptGuard:
    """Turns SIGINT and SIGTERM into :class:`Interrupted` while it is entered (see the module docstring).

    ``signum`` is the first signal received (None: none). Inside :meth:`deferred` a signal is
    only recorded; the caller reads ``signum`` afterwards.
    """

    def __init__(self) -> None:
        self.signum: int | None = None
        self._deferred = 0
        self._previous: dict[int, Any] = {}

    def __enter__(self) -> InterruptGuard:
        if _in_main_thread():
            for s in STOP_SIGNALS:
                self._previous[s] = signal.getsignal(s)
                signal.signal(s, self._handle)
        return self

    def __exit__(self, *exc: object) -> None:
        """Restore the previous handlers; after a signal, ignore both signals from now on.

        A process that was asked to stop is about to exit: a late Ctrl-C must not cut that short.
        (Ignoring, not a Python handler: Python resets its handlers to the default action while
        the interpreter shuts down, and a signal then would kill the process.)
        """
        for s, handler in self._previous.items():
            signal.signal(s, handler if self.signum is None else signal.SIG_IGN)
        self._previous = {}

    def _handle(self, signum: int, frame: FrameType | None) -> None:
        if self.signum is not None:
            _note_again(signum, frame)
            return
        self.signum = signum
        if not self._deferred:
            raise Interrupted(signum)
        say(f"\nesbench: {signal_name(signum)}: stopping after this step\n")

    @contextlib.contextmanager
    def deferred(self) -> Iterator[None]:
        """Record signals during the block without raising (e.g. while the summary is printed)."""
        self._deferred += 1
        try:
            yield
        finally:
            self._deferred -= 1

    def check(self) -> None:
        """Raise :class:`Interrupted` if a signal came (even one some library swallowed)."""
        if self.signum is not None and not self._deferred:
            raise Interrupted(self.signum)

    @property
    def interrupted(self) -> bool:
        """True once a signal came."""
        return self.signum is not None
