"""The plain data of a table's snapshot: events, cards and deals as JSON-ready values, and back.

:meth:`tontine.table.Table.snapshot` writes a table's whole state as a JSON-ready dict
and :meth:`tontine.table.Table.from_snapshot` reads it back; this module holds the
pieces both use, so that the table's module keeps the game. A snapshot is versioned
(``"version"``: :data:`SNAPSHOT_VERSION`); a reader refuses a version it does not know.

>>> from tontine.events import Died, Won, Ending
>>> event_from_dict(event_to_dict(Won(9, 2, 14, Ending.LAST_STANDING, 30)))
Won(deal=9, seat=2, pool=14, how=Ending.LAST_STANDING, holding=30)
>>> event_from_dict({"type": "died", "deal": 1, "seat": 0})
Traceback (most recent call last):
...
tontine.snapshot.SnapshotError: event {'type': 'died', 'deal': 1, 'seat': 0} is not one a table emits
"""

from __future__ import annotations

import enum
import typing
from collections.abc import Callable, Mapping
from typing import Any

from tontine.cards import Card
from tontine.errors import TontineError
from tontine.events import Event, event_to_dict

__all__ = ["SNAPSHOT_VERSION", "SnapshotError", "event_from_dict", "event_to_dict", "plain_tuple"]

#: The version of the snapshot format this code writes and reads.
SNAPSHOT_VERSION = 1


class SnapshotError(TontineError):
    """A snapshot that is not one this version of the engine wrote."""


def plain_tuple(value: Any) -> Any:
    """Lists as tuples, all the way down (JSON gives lists where the engine keeps tuples).

    >>> plain_tuple([[1, 2], [3, [4]]])
    ((1, 2), (3, (4,)))
    """
    if isinstance(value, list | tuple):
        return tuple(plain_tuple(item) for item in value)
    return value


def _reader(hint: Any) -> Callable[[Any], Any]:
    """How to read one field of an event from its plain value, by the field's type."""
    if hint is Card:
        return Card.parse
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return hint
    if typing.get_origin(hint) is tuple:
        return plain_tuple
    return lambda value: value


def _readers() -> dict[str, tuple[type[Any], tuple[tuple[str, Callable[[Any], Any]], ...]]]:
    readers = {}
    for cls in typing.get_args(Event):
        hints = typing.get_type_hints(cls)
        readers[cls.kind] = (
            cls, tuple((name, _reader(hints[name])) for name in cls._fields),
        )
    return readers


#: each kind of event by its JSON name: its class and a reader for each of its fields
_READERS = _readers()


def event_from_dict(data: Mapping[str, Any]) -> Event:
    """The event :func:`tontine.events.event_to_dict` wrote."""
    try:
        cls, fields = _READERS[data["type"]]
        event: Event = cls(*(read(data[name]) for name, read in fields))
    except (KeyError, TypeError, ValueError):
        raise SnapshotError(f"event {dict(data)!r} is not one a table emits", key="snapshot-event") from None
    return event
