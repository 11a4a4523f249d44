"""The rooms in memory: loaded from the database on first use, restored from their stored state, unloaded when idle.

A room is read when it is first asked for, in a worker thread so the event loop keeps serving
everyone else, and once however many requests ask for it at the same moment; the rooms that
were dealing by themselves are read all at once at start-up (:meth:`Registry.read_dealing`).
Its engine table is restored from the state stored with its last deal (:mod:`tontine.server.store.restore`),
not re-run deal by deal; the re-run that checks the stored history (:meth:`Registry.check`)
comes later, in the background or when the record is asked for. Rows without a state (an older
database) are re-run at once, as before.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any

from tontine.errors import TontineError
from tontine.record import to_record
from tontine.server.room.codes import clean_code
from tontine.server.room.errors import Refusal
from tontine.server.room.limits import Limits
from tontine.server.room.rate import Limiter
from tontine.server.room.room import History, Room, broken_history, rules_of
from tontine.server.room.rows import GameRow
from tontine.server.room.views import log_of
from tontine.server.store import restore
from tontine.server.store.storage import Storage, StoredRoom
from tontine.server.store.typed import continue_typed
from tontine.server.verify.shuffle import shuffle_extra
from tontine.table import Table

log = logging.getLogger("tontine.server")

__all__ = ["Registry", "keeps_history", "record_of", "stored_record"]


def keeps_history(table: Table) -> bool:
    """Whether a table holds every deal since its opening (a record can be written from it)."""
    return table.deals_before == 0 and len(table.history) == table.deal_number


def record_of(code: str, game: GameRow, table: Table) -> dict[str, Any]:
    """The verifiable record of a started game, from its engine table holding every deal."""
    if rules_of(game.rules)[1]:  # cards entered by hand: no shuffle to verify
        return to_record(table, source="typed", extra={"cards": "entered by hand",
                                                       "table": {"code": code, "game": game.game_no}})
    assert game.entrants is not None
    extra = shuffle_extra(game.server_seed if game.revealed else None, game.commitment,
                          [name for _p, name, _s in game.entrants], [s for _p, _n, s in game.entrants],
                          version=game.shuffle_version)
    extra["table"] = {"code": code, "game": game.game_no}
    return to_record(table, source="server", extra=extra)


def stored_record(storage: Storage, code: str, game_no: int) -> dict[str, Any]:
    """The record of game ``game_no`` as stored, re-run deal by deal and checked against its state.

    A :class:`~tontine.server.room.errors.Refusal`: 404 without the game, 409 before its start or
    (key ``history``) when its deals do not rebuild to its state.
    """
    game = storage.load_game(code, game_no)
    if game is None:
        raise Refusal(f"table {code} has no game {game_no}", 404)
    if game.entrants is None:
        raise Refusal("the game has not started: there is no record yet", 409, "no_record")
    try:
        table = restore.check(code, game, storage.load_deal_rows(code, game_no))
    except TontineError as exc:
        log.error("table %s: the stored history does not rebuild: %s", code, exc)
        raise Refusal(f"table {code}: its stored deals do not rebuild to its state", 409, "history") from None
    return record_of(code, game, table)


class Registry:
    """Every room this process holds, by code."""

    def __init__(self, storage: Storage, *, clock: Callable[[], float], limits: Limits,
                 limiter: Limiter) -> None:
        self.storage = storage
        self.clock = clock
        self.limits = limits
        self.limiter = limiter
        self.rooms: dict[str, Room] = {}
        self.on_load: Callable[[Room], object] = lambda _room: None  #: called once a room is in memory
        self._loading: dict[str, asyncio.Future[Room | None]] = {}
        #: deals the engine has re-run to load rooms (a pack kept between deals, or rows without a state)
        self.rerun_deals = 0

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

    def install(self, room: Room, *, announce: bool = True) -> Room:
        """Hold ``room`` in memory; ``announce`` calls :attr:`on_load` (which resumes its dealing)."""
        self.rooms[room.code] = room
        if announce:
            self.on_load(room)
        return room

    def read(self, code: str) -> Room | None:
        """A room as stored, its game restored (not yet in memory)."""
        stored = self.storage.load_rooms([code])
        return self.build(stored[0]) if stored else None

    def read_dealing(self) -> list[Room]:
        """Every room that was dealing by itself when the server stopped, read in a few queries and restored."""
        return self.build_many(self.storage.load_rooms(None))

    def build_many(self, stored: list[StoredRoom]) -> list[Room]:
        """:meth:`build` for each; a room that cannot be rebuilt is logged and left out (it deals no more).

        Each room's log is decoded from its stored rows here too (in the caller's worker thread at
        start-up), not by the room's first deal on the event loop: the first round of deals after
        a restart costs what any other round does.
        """
        rooms = []
        for one in stored:
            try:
                room = self.build(one)
            except TontineError as exc:
                log.error("cannot rebuild table %s: %s", one.row.code, exc)
                continue
            log_of(room)
            rooms.append(room)
        return rooms

    def build(self, stored: StoredRoom) -> Room:
        """A room from its rows: its table restored from the stored state (or replayed where there is none)."""
        row, game = stored.row, stored.game
        room = Room(row=row, game=game, idle_since=self.clock())
        if row.auto_pace is not None:
            room.pace = row.auto_pace
        if game.entrants is not None and stored.deals:
            self._restore(room, stored)
        if row.host_pos is not None or row.host_hash is not None:
            room.host_away_since = self.clock()
        return room

    def _restore(self, room: Room, stored: StoredRoom) -> None:
        try:
            restored = restore.restore(room.code, stored.game, stored.deals)
        except restore.NoState:  # rows from before the state column: every deal re-run (the check, at once)
            rows = stored.deals if stored.deals[0].number == 0 else self.storage.load_deal_rows(room.code, stored.game.game_no)
            room.table = restore.check(room.code, stored.game, rows)
            room.set_log_rows(())
            room.history = History.CHECKED
            self.rerun_deals += len(rows)
        else:
            self.rerun_deals += restored.replayed
            room.table = restored.table
            room.set_log_rows(restored.log_rows)
            room.history = History.PENDING
        continue_typed(room)  # a real pack: the cards typed since its last whole deal

    def rebuild(self, code: str, game: GameRow) -> Table:
        """The engine table of a started game, re-run from its seeds and checked deal by deal (and against its state)."""
        assert game.entrants is not None
        return restore.check(code, game, self.storage.load_deal_rows(code, game.game_no))

    def check(self, room: Room) -> Table | None:
        """Re-run the room's stored deals and compare them with its stored state (in a worker thread).

        Returns the replayed table (None before the game starts). A history that does not lead to
        the stored state is logged and marks the room :attr:`History.BROKEN`: it deals no more.
        """
        game = room.game
        if game.entrants is None:
            return None
        try:
            table = self.rebuild(room.code, game)
        except TontineError as exc:
            if room.game is game:
                room.history = History.BROKEN
            log.error("table %s: the stored history does not rebuild: %s", room.code, exc)
            raise broken_history(room.code) from None
        if room.game is game and room.history is History.PENDING:
            room.history = History.CHECKED
        return table

    async def lookup(self, code: object, ip: str) -> Room:
        """A room by code; unknown codes count against the address's lookup budget."""
        key = ("miss", ip)
        if await self.limiter.over(key, self.limits.lookup_misses, 600):
            raise Refusal("too many unknown table codes from this address: wait a few minutes", 429, "lookup_rate")
        try:
            room = await self.get(clean_code(code))
        except Refusal:
            room = None
        if room is None:
            await self.limiter.hit(key, self.limits.lookup_misses, 600)
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
        # behind the deals forwarded from another process, restored, or its history let go: re-run from the database
        table = room.table if game is room.game and room.ahead is None else None
        if table is None or not keeps_history(table):
            table = self.check(room) if game is room.game else self.rebuild(room.code, game)
        assert table is not None
        return record_of(room.code, game, table)
