"""Sealed bytes: state this machine wrote, authenticated before esbench unpickles it.

Nevergrad's optimizers (``cma``'s strategy objects among them) and EvoTorch's distributions cannot be
saved as plain arrays and JSON: their checkpoints hold a pickle. A pickle runs code when it is
loaded, and a checkpoint is data that crosses machines (``scripts/in-progress.sh`` commits stores with
their checkpoints), so a planted one would run code on ``--resume``. esbench therefore seals each such
blob with an HMAC-SHA256 under a key kept outside every store, on this machine only, and unpickles a
blob only after its seal checks:

- the key: 32 random bytes in ``$ESBENCH_CHECKPOINT_KEY`` (a path) or, by default,
  ``$XDG_CONFIG_HOME/esbench/checkpoint.key`` (``~/.config/esbench/checkpoint.key``), created on first
  use with mode 0600 in a directory of mode 0700, read without following a link and only when it is
  a regular file of exactly 32 bytes owned by this user;
- a blob without the seal, with another machine's seal or altered by one byte is refused with
  :class:`UntrustedState` (a :class:`ValueError`: the runners report it as an unreadable checkpoint,
  naming the file and what to do), never unpickled.

So such a checkpoint resumes only on the machine (the user's key) that wrote it; elsewhere the trial
restarts from its beginning (``rm`` the checkpoint, as the message says). docs/security.md states the
rule for every runner.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
import stat
from pathlib import Path

#: The environment variable naming the key file (default: under the XDG config directory).
KEY_ENV = "ESBENCH_CHECKPOINT_KEY"
#: The first bytes of a sealed blob; the digest and the blob follow.
MAGIC = b"esbench-sealed-1\n"
#: Bytes of the key and of the digest.
KEY_BYTES = DIGEST_BYTES = 32


class UntrustedState(ValueError):
    """Sealed bytes whose seal does not check: not written on this machine with this key, or altered."""


def key_path() -> Path:
    """Where this machine's key is: ``$ESBENCH_CHECKPOINT_KEY``, else the XDG config directory's."""
    given = os.environ.get(KEY_ENV)
    if given:
        return Path(given)
    config = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(config) / "esbench" / "checkpoint.key"


def machine_key() -> bytes:
    """This machine's key, created (0600, in a 0700 directory) if there is none yet."""
    path = key_path()
    try:
        return _read_key(path)
    except FileNotFoundError:
        pass
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    key = secrets.token_bytes(KEY_BYTES)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    except FileExistsError:  # another process made it first: use that one
        return _read_key(path)
    with os.fdopen(fd, "wb") as fh:
        fh.write(key)
    return key


def _read_key(path: Path) -> bytes:
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except FileNotFoundError:
        raise
    except OSError as exc:  # a link (ELOOP), a directory, no permission
        raise UntrustedState(
            f"{path} cannot be read as this machine's checkpoint key ({exc.strerror}; a link is never "
            f"followed): remove it (a new key is made) or set {KEY_ENV}"
        ) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_size != KEY_BYTES or info.st_uid != os.getuid():
            raise UntrustedState(
                f"{path} is not this user's {KEY_BYTES}-byte key file (a regular file): esbench will "
                f"not trust checkpoint state with it; remove it (a new key is made) or set {KEY_ENV}"
            )
        return os.read(fd, KEY_BYTES + 1)
    finally:
        os.close(fd)


def _digest(key: bytes, blob: bytes) -> bytes:
    return hmac.new(key, MAGIC + blob, hashlib.sha256).digest()


def seal(blob: bytes) -> bytes:
    """``blob`` with this machine's seal in front (see the module docstring)."""
    return MAGIC + _digest(machine_key(), bytes(blob)) + bytes(blob)


def unseal(data: bytes, what: str = "checkpoint state") -> bytes:
    """The blob of :func:`seal`'s ``data``, once its seal checks; :class:`UntrustedState` otherwise."""
    data = bytes(data)
    if not data.startswith(MAGIC) or len(data) < len(MAGIC) + DIGEST_BYTES:
        raise UntrustedState(
            f"its {what} is not sealed by esbench (a pickle esbench did not write): not unpickled"
        )
    digest, blob = data[len(MAGIC) : len(MAGIC) + DIGEST_BYTES], data[len(MAGIC) + DIGEST_BYTES :]
    if not hmac.compare_digest(digest, _digest(machine_key(), blob)):
        raise UntrustedState(
            f"its {what} was sealed on another machine (another key than {key_path()}) or altered since: "
            "esbench unpickles only what this machine wrote (docs/security.md), so it does not resume it"
        )
    return blob
