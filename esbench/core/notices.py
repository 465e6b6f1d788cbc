"""Third-party notices: kept off the console, written to the run they came from.

Libraries print notices that are true but not ours to act on: Ray's "Token authentication is
enabled for this Ray cluster" line on every local ``ray.init``, MuJoCo's "compiler attribute
'settotalmass' is deprecated" for gymnasium's HalfCheetah model. esbench sends them to one logger,
:data:`LOGGER` (``esbench.notices``), that never reaches the console (it does not propagate and has
no console handler):

- :func:`adopt` hands a third-party logger's records to it (Ray's authentication logger);
- :func:`notice` is for a library's callback (MuJoCo's warning handler, :mod:`esbench.envs`).

While a run runs, :func:`collected` gathers them; the Sacred edge writes the distinct notices of the
run to ``notices.txt`` in the run (an artifact: the run directory, GridFS in MongoDB), each line
``COUNTx source: message``. A notice outside a run (e.g. in an SB3 subprocess env, whose trial
process logs the same notice for its own env) is dropped.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator
from typing import TextIO

#: The logger every third-party notice goes to.
LOGGER = "esbench.notices"
#: Distinct notices kept per run (a library repeating new text cannot fill the memory).
MAX_DISTINCT = 100


def notices_logger() -> logging.Logger:
    """The notices logger: no console, no propagation (set up on first use)."""
    logger = logging.getLogger(LOGGER)
    if logger.propagate:
        logger.propagate = False
        logger.setLevel(logging.INFO)
        logger.addHandler(logging.NullHandler())  # never Python's last-resort handler (stderr)
    return logger


class _Forward(logging.Handler):
    """Hands a record to the notices logger (see :func:`adopt`)."""

    def emit(self, record: logging.LogRecord) -> None:
        """Pass ``record`` on, unchanged (its logger name stays the source)."""
        notices_logger().handle(record)


def adopt(name: str) -> None:
    """Route the logger ``name`` (and its children) to the notices logger only, from now on."""
    logger = logging.getLogger(name)
    if not any(isinstance(h, _Forward) for h in logger.handlers):
        logger.addHandler(_Forward())
        logger.propagate = False


def notice(source: str, message: str) -> None:
    """One notice from ``source`` (e.g. ``mujoco``), as a warning of the notices logger."""
    notices_logger().warning(message.strip(), extra={"notice_source": source})


class Collector(logging.Handler):
    """The distinct notices seen while installed, with their counts, in order of first sight."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.counts: dict[tuple[str, str], int] = {}

    def emit(self, record: logging.LogRecord) -> None:
        """Count the record's (source, message)."""
        key = (getattr(record, "notice_source", record.name), record.getMessage().strip())
        if key in self.counts or len(self.counts) < MAX_DISTINCT:
            self.counts[key] = self.counts.get(key, 0) + 1

    def text(self) -> str:
        """``COUNTx source: message`` lines ("" when nothing came)."""
        return "".join(f"{n}x {source}: {message}\n" for (source, message), n in self.counts.items())


@contextlib.contextmanager
def collected() -> Iterator[Collector]:
    """Gather the notices that come while the block runs."""
    logger = notices_logger()
    collector = Collector()
    logger.addHandler(collector)
    try:
        yield collector
    finally:
        logger.removeHandler(collector)


@contextlib.contextmanager
def output_as_notices(source: str) -> Iterator[None]:
    """What the block writes to file descriptor 1 (stdout, also from C code, e.g. pybullet's "pybullet
    build time: ..." on import) becomes notices of ``source``, one per line, instead of console output."""
    import os
    import sys
    import tempfile

    sys.stdout.flush()
    with tempfile.TemporaryFile() as sink:
        saved = os.dup(1)
        os.dup2(sink.fileno(), 1)
        try:
            yield
        finally:
            sys.stdout.flush()
            os.dup2(saved, 1)
            os.close(saved)
            sink.seek(0)
            for line in sink.read().decode("utf-8", "replace").splitlines():
                if line.strip():
                    notice(source, line)


@contextlib.contextmanager
def warnings_as_notices(source: str, package: str) -> Iterator[None]:
    """Python warnings whose class belongs to ``package`` (e.g. ``cma``'s ``InjectionWarning``) become
    notices of ``source`` while the block runs; every other warning is shown as usual."""
    import warnings

    with warnings.catch_warnings():
        shown = warnings.showwarning

        def show(
            message: Warning | str,
            category: type[Warning],
            filename: str,
            lineno: int,
            file: TextIO | None = None,
            line: str | None = None,
        ) -> None:
            if category.__module__.split(".")[0] == package:
                notice(source, f"{category.__name__}: {message}")
            else:
                shown(message, category, filename, lineno, file, line)

        warnings.showwarning = show
        warnings.filterwarnings("always", module=package)  # each one counted in notices.txt
        yield
