"""Deals another process dealt, kept past this process's engine table without the engine.

With several processes, the process that deals a table publishes the deal as the compact ``deal``
message its own sockets get (:func:`~tontine.server.room.views.deal_message`, encoded once, without its
``seq``). A process that holds sockets of the table writes the same text to them under its own
``seq`` and keeps the deal in an :class:`Ahead`: what the deal changed that a snapshot shows
(holdings, pool, dealers, phase, result, the log), parsed only when a snapshot or a state asks
for it. The engine table stays where it was; it is read again from the database (restored from
the stored state) only when this process needs it: to deal (a takeover), to change the room's
rows, for a record, after a gap.

>>> from tontine.server.room.codec import compact, encode
>>> row = compact({"type": "card_dealt", "deal": 4, "seat": 1, "card": "2C"})
>>> body = encode({"type": "deal", "deal": 4, "events": [row], "holdings": [9, 8], "pool": 3, "dealer": 1,
...                "next_dealer": 0, "status": "playing", "phase": "between deals", "winner": None,
...                "win_how": None, "shares": [], "auto": True, "server_seed": None, "at": 1.5})
>>> ahead = Ahead([])
>>> ahead.add(4, body)
>>> ahead.deal_number, ahead.holdings, ahead.pool, ahead.phase.value
(4, (9, 8), 3, 'between deals')
>>> ahead.log == [{"type": "card_dealt", "deal": 4, "seat": 1, "card": "2C"}]
True
"""

from __future__ import annotations

import json
import typing
from typing import Any

from tontine.events import Ending
from tontine.server.room.codec import LOG_LENGTH, expand
from tontine.table import Phase

__all__ = ["Ahead"]

class Ahead:
    """The deals forwarded past a room's engine table: their texts, parsed into the state on demand."""

    __slots__ = ("_bodies", "_last", "_log", "deal_number")

    def __init__(self, log: list[dict[str, Any]]) -> None:
        """``log``: the room's log as of its engine table."""
        self._log = log
        self._bodies: list[str] = []
        self._last: dict[str, Any] = {}
        self.deal_number = 0  #: the last deal forwarded

    def add(self, number: int, body: str) -> None:
        """Deal ``number`` (the next), as the compact message's text."""
        self._bodies.append(body)
        self.deal_number = number

    def _settled(self) -> dict[str, Any]:
        if self._bodies:
            log = self._log
            for body in self._bodies:
                self._last = json.loads(body)
                log = log + expand(self._last["events"], int(self._last["deal"]))
            self._log = log[-LOG_LENGTH:]
            self._bodies.clear()
        return self._last

    def events(self) -> list[dict[str, Any]]:
        """The last deal's events as plain data."""
        last = self._settled()
        return expand(last["events"], int(last["deal"]))

    @property
    def log(self) -> list[dict[str, Any]]:
        self._settled()
        return self._log

    @property
    def holdings(self) -> tuple[int, ...]:
        return tuple(self._settled()["holdings"])

    @property
    def pool(self) -> int:
        return int(self._settled()["pool"])

    @property
    def dealer(self) -> int | None:
        return typing.cast("int | None", self._settled()["dealer"])

    @property
    def next_dealer(self) -> int | None:
        return typing.cast("int | None", self._settled()["next_dealer"])

    @property
    def phase(self) -> Phase:
        return Phase(self._settled()["phase"])

    @property
    def winner(self) -> int | None:
        return typing.cast("int | None", self._settled()["winner"])

    @property
    def win_how(self) -> Ending | None:
        how = self._settled()["win_how"]
        return Ending(how) if how is not None else None

    @property
    def shares(self) -> tuple[tuple[int, int], ...]:
        return tuple((int(s), int(a)) for s, a in self._settled()["shares"])
