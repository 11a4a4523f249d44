"""What a commit writes (a deal, a seat) and why one is refused (:mod:`tontine.server.store.writer` batches them)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tontine.server.room.rows import SeatRow
from tontine.server.room.status import Status

__all__ = ["DealConflict", "DealFenced", "DealWrite", "SeatConflict", "SeatWrite", "Write"]


class DealConflict(Exception):
    """That deal number is already stored: someone else dealt it first."""


class DealFenced(Exception):
    """The deal's fencing token is no longer the table's: another dealer took the table (or it was paused)."""


@dataclass
class DealWrite:
    """One deal to commit: its events and the state after it."""

    code: str
    game_no: int
    number: int
    events: list[dict[str, Any]]
    holdings: list[int]
    pool: int
    status: Status
    entrants: list[tuple[int, str, str]] | None = None
    state: dict[str, Any] | None = None  #: the engine state after the deal (see tontine.server.store.restore)
    #: the dealer lease's token the deal is made under (None: not an automatic deal, not fenced)
    fence: int | None = None


class SeatConflict(Exception):
    """That seat position is already stored at the table."""


@dataclass(frozen=True)
class SeatWrite:
    """One seat to commit at a table, with the table's next free position after it."""

    code: str
    seat: SeatRow
    next_pos: int


#: what a group commit writes (see :mod:`tontine.server.store.writer`)
Write = DealWrite | SeatWrite
