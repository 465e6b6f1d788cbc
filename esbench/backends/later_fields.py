"""Messages whose later fields cost no bytes at their defaults.

The ES measures the bytes of every message it sends (``es.bytes_to_workers``). A field added to a
message for a new option would add bytes to every run, the reference's included, whose traffic is
compared with runs stored before the option existed. :class:`OmitsLaterDefaults` leaves such fields
out of the pickled state while they hold the value their absence meant, and restores that value when
the message is read, so a run at the defaults sends byte for byte what it sent before.
"""

from __future__ import annotations

from typing import Any, ClassVar


class OmitsLaterDefaults:
    """Mixin for a (frozen) dataclass message: ``LATER_DEFAULTS`` names each later field with the
    value its absence means; at that value the field is not pickled."""

    LATER_DEFAULTS: ClassVar[dict[str, Any]] = {}

    def __getstate__(self) -> dict[str, Any]:
        """The instance's fields, those of ``LATER_DEFAULTS`` left out while at their default."""
        state = dict(self.__dict__)
        for key, default in self.LATER_DEFAULTS.items():
            if key in state and state[key] == default:
                del state[key]
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        """Restore a pickled message, a later field it lacks at its default."""
        for key, value in {**self.LATER_DEFAULTS, **state}.items():
            object.__setattr__(self, key, value)
