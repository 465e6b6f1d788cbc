"""Names of the files esbench writes that another layer reads: defined once, here; and
:func:`open_regular`, how a checkpoint file is opened (never through a link, a FIFO or a device).

``esbench tune`` writes its files into ``results/<suite>/`` (:mod:`esbench.tune.output`); the
report's Tuning section reads the summary (:mod:`esbench.report.tuning`). The ES and the ask/tell
runners write their checkpoints through a temporary file (:mod:`esbench.runners.checkpoints`) that
the execution layer clears when a dead run left one (:mod:`esbench.execution.state`,
:mod:`esbench.execution.cluster.host`).
"""

import errno
import os
import stat
from typing import BinaryIO


class NotRegularFile(OSError):
    """A file esbench reads is a link, a FIFO, a device or a directory: it is never read through."""


def open_regular(path: str | os.PathLike) -> BinaryIO:
    """``path`` opened for reading as a binary file, only when it is a regular file: never through a
    symbolic link (``O_NOFOLLOW``), and a FIFO is not waited on (``O_NONBLOCK`` until it is checked),
    so a planted ``trial.json`` FIFO or a link to ``/dev/zero`` is refused at once
    (:class:`NotRegularFile`, naming the path)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise NotRegularFile(
                errno.ELOOP, f"{path} is a symbolic link, which esbench never reads through"
            ) from None
        raise
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        raise NotRegularFile(errno.EINVAL, f"{path} is not a regular file (a FIFO, a device or a directory)")
    os.set_blocking(fd, True)
    return os.fdopen(fd, "rb")


def read_bounded(path: str | os.PathLike, limit: int) -> bytes:
    """The bytes of the regular file ``path`` (:func:`open_regular`), at most ``limit``: a larger file
    is an error naming it (a small marker file never needs more)."""
    with open_regular(path) as fh:
        data = fh.read(limit + 1)
    if len(data) > limit:
        raise NotRegularFile(
            errno.EFBIG, f"{path} is larger than {limit:,} bytes: not the file esbench wrote"
        )
    return data


def is_run_id(name: str) -> bool:
    """True if ``name`` names a stored run (a run directory): ASCII digits only. ``str.isdigit`` also
    takes ``²`` or ``٣``, which ``int`` refuses or reads as another number."""
    return name.isascii() and name.isdigit()


#: The tuned suite ``esbench tune`` writes (run it with ``esbench run``).
TUNED_SUITE_FILE = "tuned.yaml"
#: Per study: trials spent, best value against trials spent, importances.
TUNE_SUMMARY_FILE = "tune_summary.json"
#: One row per tuning trial.
TUNE_TRIALS_FILE = "tune_trials.csv"

#: The suffix of an ES checkpoint's temporary file (written, then renamed over the checkpoint).
CHECKPOINT_TMP_SUFFIX = ".tmp.npz"
