"""The rooms in memory: loaded from the database on first use, rebuilt through the engine, unloaded when idle.

Nothing is rebuilt at start-up: a room is read and its stored deals re-run (and checked) by the
engine when it is first asked for, in a worker thread so the event loop keeps serving everyone
else, and once however many requests ask for it at the same moment.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from tontine.errors import TontineError
from tontine.record import to_record
from tontine.server.protocol import Limits, RateLimiter, Refusal, clean_code
from tontine.server.realpack import rules_of
from tontine.server.rooms import Room
from tontine.server.shuffle import HmacShuffle, shuffle_extra
from tontine.server.storage import GameRow, Storage
from tontine.table import Table

__all__ = ["Registry"]


def _keeps_history(table: Table) -> bool:
    """Whether a table holds every deal since its opening (a record can be written from it)."""
    return table.deals_before == 0 and len(table.history) == table.deal_number


class Registry:
    """Every room this process holds, by code."""

    def __init__(self, storage: Storage, *, clock: Callable[[], float], limits: Limits,
                 limiter: RateLimiter) -> None:
        self.storage = storage
        self.clock = clock
        self.limits = limits
        self.limiter = limiter
        self.rooms: dict[str, Room] = {}
        self.on_load: Callable[[Room], object] = lambda _room: None  #: called once a room is in memory
        self._loading: dict[str, asyncio.Future[Room | None]] = {}

    def load(self, code: str) -> Room | None:
        """The room of that code, from memory or else from the database (None if there is none)."""
        room = self.rooms.get(code)
        if room is not None:
            return room
        room = self.read(code)
        return self.install(room) if room is not None else None

    async def get(self, code: str) -> Room | None:
        """:meth:`load` with the reading and rebuilding in a worker thread, shared by concurrent callers."""
        room = self.rooms.get(code)
        if room is not None:
            return room
        pending = self._loading.get(code)
        if pending is None:
            pending = asyncio.ensure_future(asyncio.to_thread(self.read, code))
            self._loading[code] = pending
            pending.add_done_callback(lambda _done: self._loading.pop(code, None))
        room = await asyncio.shield(pending)
        if room is None:
            return None
        return self.rooms.get(code) or self.install(room)

    def install(self, room: Room) -> Room:
        self.rooms[room.code] = room
        self.on_load(room)
        return room

    def read(self, code: str) -> Room | None:
        """A room as stored, its game rebuilt (not yet in memory)."""
        row = self.storage.load_room(code)
        if row is None:
            return None
        game = self.storage.load_game(code, row.game_no)
        assert game is not None
        room = Room(row=row, game=game, idle_since=self.clock())
        if row.auto_pace is not None:
            room.pace = row.auto_pace
        if game.entrants is not None:
            room.table = self.rebuild(code, game)
        if row.host_pos is not None or row.host_hash is not None:
            room.host_away_since = self.clock()
        return room

    def refresh(self, room: Room) -> None:
        """Reload a room from the database in place (its connections stay)."""
        row = self.storage.load_room(room.code)
        game = self.storage.load_game(room.code, row.game_no) if row is not None else None
        if row is None or game is None:
            return
        room.row, room.game = row, game
        room.table = self.rebuild(room.code, game) if game.entrants is not None else None

    def rebuild(self, code: str, game: GameRow) -> Table:
        """The engine table of a started game, re-run from its seeds and checked deal by deal."""
        assert game.entrants is not None
        rules, hand = rules_of(game.rules)
        source = None if hand else HmacShuffle(game.server_seed, [seed for _pos, _name, seed in game.entrants])
        # history=False for the rooms' tables (not for a record's, nor with a real pack: see Dealer.start)
        table = Table(rules, [name for _pos, name, _seed in game.entrants], source=source,
                      first_dealer=0 if hand else None)
        for number, events, holdings, pool in self.storage.load_deals(code, game.game_no):
            if number == 0:
                table.open()
            elif hand:  # a real pack: the cards entered, in their order
                for event in events:
                    if event.get("type") == "card_dealt":
                        table.turn_up(event["card"])
            else:
                table.deal()
            if list(table.holdings) != holdings or table.pool != pool:
                raise TontineError(f"table {code}: deal {number} does not rebuild to the stored state")
        return table

    async def lookup(self, code: object, ip: str) -> Room:
        """A room by code; unknown codes count against the address's lookup budget."""
        key = ("miss", ip)
        if self.limiter.over(key, self.limits.lookup_misses, 600):
            raise Refusal("too many unknown table codes from this address: wait a few minutes", 429, "lookup_rate")
        try:
            room = await self.get(clean_code(code))
        except Refusal:
            room = None
        if room is None:
            self.limiter.hit(key, self.limits.lookup_misses, 600)
            raise Refusal(f"no table with the code {str(code)[:12]!r}", 404, "no_table", code=str(code)[:12])
        return room

    def unload_idle(self) -> list[str]:
        """Drop from memory the rooms nobody has watched for a while; they reload from the database."""
        gone = []
        for code, room in list(self.rooms.items()):
            if (not room.conns and not room.auto and not room.lock.locked() and room.idle_since is not None
                    and self.clock() - room.idle_since > self.limits.idle_unload):
                del self.rooms[code]
                gone.append(code)
        return gone

    def record(self, room: Room, game_no: int | None = None) -> dict[str, Any]:
        """The verifiable record of the room's current game, or of an earlier one."""
        game = (room.game if game_no in (None, room.game.game_no)
                else self.storage.load_game(room.code, game_no or 0))
        if game is None:
            raise Refusal(f"table {room.code} has no game {game_no}", 404)
        if game.entrants is None:
            raise Refusal("the game has not started: there is no record yet", 409, "no_record")
        table = room.table if game is room.game else None
        if table is None or not _keeps_history(table):  # the room's table keeps no history: from the database
            table = self.rebuild(room.code, game)
        if rules_of(game.rules)[1]:  # cards entered by hand: no shuffle to verify
            return to_record(table, source="typed", extra={"cards": "entered by hand",
                                                           "table": {"code": room.code, "game": game.game_no}})
        extra = shuffle_extra(game.server_seed if game.revealed else None, game.commitment,
                              [name for _p, name, _s in game.entrants], [s for _p, _n, s in game.entrants])
        extra["table"] = {"code": room.code, "game": game.game_no}
        return to_record(table, source="server", extra=extra)
