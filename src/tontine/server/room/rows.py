"""The rows of a room as the database holds them, read back (written by :mod:`tontine.server.store.storage`)."""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass, field
from typing import Any

from tontine.server.room.address import Address
from tontine.server.room.status import Status
from tontine.server.verify.shuffle import VERSION

__all__ = ["DealRow", "GameRow", "RoomRow", "SeatRow"]


@dataclass(frozen=True)
class DealRow:
    """One stored deal as read back: its events (None where they were not read) and the state after it.

    The JSON columns are decoded when first used: a restart reads many rows and needs few of them whole.
    """

    number: int
    events_json: str | None
    holdings_json: str
    pool: int
    state_json: str | None

    @functools.cached_property
    def events(self) -> list[dict[str, Any]] | None:
        return json.loads(self.events_json) if self.events_json is not None else None

    @functools.cached_property
    def holdings(self) -> list[int]:
        return list(json.loads(self.holdings_json))

    @functools.cached_property
    def state(self) -> dict[str, Any] | None:
        return json.loads(self.state_json) if self.state_json else None


@dataclass
class SeatRow:
    pos: int
    name: str
    emblem: str
    token_hash: str | None
    bot: bool
    seed: str
    address: Address = Address.NONE  #: how the story of the game addresses the player


@dataclass
class GameRow:
    game_no: int
    rules: dict[str, Any]
    server_seed: str
    commitment: str
    entrants: list[tuple[int, str, str]] | None
    revealed: bool
    #: the version of the shuffle this game is dealt with (kept from its making to its end)
    shuffle_version: int = VERSION


@dataclass
class RoomRow:
    code: str
    created_at: float
    host_hash: str | None
    host_pos: int | None
    max_seats: int
    rules: dict[str, Any]
    game_no: int
    status: Status
    next_pos: int
    seats: list[SeatRow] = field(default_factory=list)
    auto_pace: float | None = None  #: set while the table deals by itself
    #: a real pack's deal being entered ({"game", "deal", "cards"}), None when none is (see tontine.server.play.by_hand)
    typed: dict[str, Any] | None = None
