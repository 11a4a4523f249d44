"""The compact ``deal`` message's codec: an event as a row of values and back, and a message's JSON text.

Both directions are built from one table, the engine's event types: a row is the number of the
event's kind in :data:`EVENT_KINDS`, then its values in the order of its fields, the deal number
left out (the message says it once).

>>> event = {"type": "card_dealt", "deal": 3, "seat": 1, "card": "2C"}
>>> row = compact(event)
>>> EVENT_KINDS[row[0]][0], row[1:]
('card_dealt', [1, '2C'])
>>> expand([row], 3) == [event]
True
"""

from __future__ import annotations

import json
import typing
from typing import Any

from tontine import events as engine_events

__all__ = ["EVENT_FIELDS", "EVENT_KINDS", "LOG_LENGTH", "compact", "encode", "expand", "with_at", "with_seq"]

LOG_LENGTH = 120  #: events of the log sent with a state

#: event kind -> all its fields in order (the deal number among them where the kind has one)
_ALL_FIELDS: dict[str, tuple[str, ...]] = {cls.kind: tuple(cls._fields) for cls in typing.get_args(engine_events.Event)}

#: event kind -> the order of its values in a compact row (the deal number is left out)
EVENT_FIELDS: dict[str, list[str]] = {kind: [name for name in names if name != "deal"]
                                      for kind, names in _ALL_FIELDS.items()}

#: what the first value of a compact row stands for: ``[kind, fields]`` by number
EVENT_KINDS: list[list[Any]] = [[kind, names] for kind, names in EVENT_FIELDS.items()]
_KIND_NUMBER = {kind: number for number, (kind, _names) in enumerate(EVENT_KINDS)}


def encode(message: object) -> str:
    """A message as compact JSON text."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


def compact(event: dict[str, Any]) -> list[Any]:
    """One event (its plain data, :func:`~tontine.events.event_to_dict`) as a row."""
    kind = event["type"]
    return [_KIND_NUMBER[kind], *(event[name] for name in EVENT_FIELDS[kind])]


def expand(rows: list[list[Any]], number: int) -> list[dict[str, Any]]:
    """The compact rows of deal ``number`` as the events' plain data: the inverse of :func:`compact`."""
    found = []
    for row in rows:
        kind = EVENT_KINDS[row[0]][0]
        values = iter(row[1:])
        event: dict[str, Any] = {"type": kind}
        for name in _ALL_FIELDS[kind]:
            event[name] = number if name == "deal" else next(values)
        found.append(event)
    return found


def with_seq(seq: int, body: str) -> str:
    """A message's JSON text (an object) with ``seq`` put first.

    >>> with_seq(7, '{"type":"deal"}')
    '{"seq":7,"type":"deal"}'
    """
    return f'{{"seq":{seq},{body[1:]}'


def with_at(body: str, at: float) -> str:
    """A message's JSON text (an object) with ``at``, the instant of its commit, put last.

    >>> with_at('{"type":"deal"}', 1.5)
    '{"type":"deal","at":1.5}'
    """
    return f'{body[:-1]},"at":{json.dumps(at)}}}'
