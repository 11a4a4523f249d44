"""Changes of rooms between the server processes of one database: publishing ours, applying theirs.

Alone (a :class:`~tontine.server.cluster.bus.Solo` cluster) this is only the room's own lock. With
Redis, every stored change of a room is told to the other processes on the bus:

- ``deal`` {game, number, status, at, body}: a deal was committed; ``body`` is the compact ``deal``
  message the dealer's sockets got (without its ``seq``), which the others write to their own
  sockets without dealing it again (see :meth:`tontine.server.play.dealer.Dealer.on_deal` and
  :mod:`tontine.server.room.ahead`);
- ``changed`` {}: any other stored change (seats, host, pace, start, end, again, a card entered by
  hand or taken back): the others read the room's rows again (a real pack's deal under way with
  them, its cards stored with each one) and send the state to their own sockets;
- ``reaction`` {pos, emote}: a reaction, shown on every process's sockets.

A change of a room's rows runs under :meth:`Relay.changing`: the room's own lock, the cluster's
lock for that room, and (with Redis) a fresh read of the rows first, since another process may
have changed them a moment ago. When Redis comes back after a gap every held room is read again
and each socket gets a snapshot: the database is the truth.
"""

from __future__ import annotations

import asyncio
import contextlib
import enum
from collections.abc import AsyncIterator, Callable
from typing import Any

from tontine.server.cluster.bus import Cluster, Solo
from tontine.server.room.room import Conn, Room, by_hand
from tontine.server.room.rows import DealRow, GameRow, RoomRow
from tontine.server.room.signs import EMOTES
from tontine.server.room.views import snapshot
from tontine.server.store import restore
from tontine.server.store.registry import Registry
from tontine.server.store.typed import continue_typed, in_step
from tontine.server.wire.hub import Hub
from tontine.table import Phase, Table

__all__ = ["Kind", "Relay"]


class Kind(enum.StrEnum):
    """The kinds of message on the bus between processes."""

    DEAL = "deal"
    CHANGED = "changed"
    REACTION = "reaction"


class Relay:
    """Publishes this process's changes of rooms and applies the other processes' ones."""

    def __init__(self, registry: Registry, hub: Hub, cluster: Cluster | None = None) -> None:
        self.registry = registry
        self.storage = registry.storage
        self.hub = hub
        self.cluster = cluster if cluster is not None else Solo()
        #: stops this process's automatic dealing at a room (the dealer sets it)
        self.on_stop: Callable[[Room], None] = lambda _room: None
        self.cluster.on(Kind.CHANGED, self._on_changed)
        self.cluster.on(Kind.REACTION, self._on_reaction)
        self.cluster.on_resync(self._on_resync)

    @property
    def shared(self) -> bool:
        """Whether other processes serve the same rooms."""
        return self.cluster.shared

    @contextlib.asynccontextmanager
    async def changing(self, room: Room) -> AsyncIterator[None]:
        """Held around a change of the room's rows: its lock, the cluster's, and (shared) its rows read again."""
        async with room.lock, self.cluster.room_lock(room.code):
            if self.cluster.shared:
                await self.reload_and_tell(room, state=False)
            yield

    async def changed(self, room: Room) -> None:
        """Tell the other processes that the room's rows changed."""
        await self.cluster.publish(room.code, Kind.CHANGED)

    async def reaction(self, room: Room, pos: int, emote: str) -> None:
        await self.cluster.publish(room.code, Kind.REACTION, pos=pos, emote=emote)

    # -- reading a room again -----------------------------------------------------------

    async def reload(self, room: Room) -> list[Conn]:
        """Read the room's rows again (in a worker thread; the caller holds the room's lock).

        The engine table is kept when the game and its number of deals are unchanged; a table
        behind the stored deals (deals forwarded past it, or missed) is restored from the stored
        state; a new game's is rebuilt. Returns the connections whose seat or host role changed with it.
        """
        fresh = await asyncio.to_thread(self._read, room)
        if fresh is None:
            return []
        row, game, table, log_rows = fresh
        kept = table is room.table
        room.row, room.game, room.table = row, game, table
        room.ahead = None  # the table is the stored one now
        if not kept:  # restored (the stored log rows before its own) or rebuilt by a replay (it holds them all)
            room.set_log_rows(log_rows)
            continue_typed(room)  # a real pack: the cards typed since its last whole deal, by any process
        if row.auto_pace is not None:
            room.pace = row.auto_pace
        if room.auto and (row.auto_pace is None or not row.status.open or table is None):
            self.on_stop(room)  # paused or ended elsewhere: this process deals no more
        moved = []
        for conn in room.conns:
            was = (conn.pos, conn.host)
            if conn.pos is not None and room.seat(conn.pos) is None:
                conn.pos = None
            seat_host = conn.pos is not None and conn.pos == row.host_pos
            conn.host = seat_host if row.host_hash is None else conn.host or seat_host
            if (conn.pos, conn.host) != was:
                moved.append(conn)
        if room.conns and not room.host_connected() and room.host_away_since is None:
            room.host_away_since = self.registry.clock()
        return moved

    def _read(self, room: Room) -> tuple[RoomRow, GameRow, Table | None, tuple[DealRow, ...]] | None:
        """The room's rows, its engine table, and the stored deals whose events come before the table's own."""
        code = room.code
        row = self.storage.load_room(code)
        if row is None:
            return None
        game = self.storage.load_game(code, row.game_no)
        if game is None:
            return None
        if game.entrants is None:
            return row, game, None, ()
        table = room.table
        if table is None or room.game.game_no != game.game_no or room.game.entrants is None:
            return row, game, self.registry.rebuild(code, game), ()
        last = self.storage.last_deal(code, game.game_no)
        if by_hand(room):  # a deal under way is kept only if its cards are the stored ones
            whole = table.deal_number - 1 if table.phase is Phase.DEALING else table.deal_number
            same = last == whole and in_step(room, row.typed)
        else:
            same = last == table.deal_number
        if same and room.ahead is None:
            return row, game, table, ()
        stored = self.storage.load_rooms([code])
        if stored and stored[0].deals and stored[0].game.game_no == game.game_no:
            try:  # the same game, further on: restored from the state stored with its last deal
                restored = restore.restore(code, stored[0].game, stored[0].deals)
            except restore.NoState:
                pass
            else:
                return stored[0].row, stored[0].game, restored.table, restored.log_rows
        return row, game, self.registry.rebuild(code, game), ()

    # -- the other processes' messages ----------------------------------------------------

    async def _on_changed(self, message: dict[str, Any]) -> None:
        room = self.registry.rooms.get(str(message.get("code")))
        if room is None:  # not held here: it is read from the database when asked for
            return
        async with room.lock:
            await self.reload_and_tell(room)

    async def reload_and_tell(self, room: Room, *, state: bool = True) -> None:
        """Read the room again and tell its sockets (the caller holds its lock).

        The state when only rows changed (unless ``state`` is false); a snapshot to every socket
        when the game moved (a start, a new game, deals missed: a deal read here from the database
        is one its sockets will not be sent, since its message from the bus is then known), and to
        sockets whose seat or host role changed.
        """
        known, table, ahead = self._known(room), room.table, room.ahead
        moved = await self.reload(room)
        # the game moved, or its table was read anew with no deal forwarded past it (a caught-up
        # table at the deal the sockets were last told of moves nothing they see)
        if self._known(room) != known or (room.table is not table and ahead is None):
            self._snapshot_all(room)
            return
        if state:
            self.hub.broadcast_state(room)
        for conn in moved:  # who they are changed (a handover, a seat removed)
            self.hub.send(conn, snapshot(room, conn))

    @staticmethod
    def _known(room: Room) -> tuple[int, int | None]:
        """The game and the deal this process's sockets were last told of."""
        table = room.table
        if table is None:
            return room.game.game_no, None
        return room.game.game_no, room.ahead.deal_number if room.ahead is not None else table.deal_number

    async def _on_reaction(self, message: dict[str, Any]) -> None:
        room = self.registry.rooms.get(str(message.get("code")))
        pos, emote = message.get("pos"), message.get("emote")
        if room is None or not isinstance(pos, int) or isinstance(pos, bool) or emote not in EMOTES:
            return
        self.hub.broadcast(room, {"type": "reaction", "pos": pos, "emote": emote})

    async def _on_resync(self) -> None:
        """Messages may have been missed: every held room read again, and a snapshot to each socket."""
        for room in list(self.registry.rooms.values()):
            async with room.lock:
                await self.reload(room)
                self._snapshot_all(room)

    def _snapshot_all(self, room: Room) -> None:
        """A snapshot of the room as read again to every socket, under a new ``seq``.

        The new number is what makes every socket re-read the table, and what makes the snapshot
        itself carry the table as read: the state a snapshot carries is kept per ``seq``
        (:func:`~tontine.server.room.views.cached_state`), and the one kept for the old number is the
        state before the reload (deals forwarded, or none, while others were missed).
        """
        room.seq += 1
        for conn in list(room.conns):
            self.hub.send(conn, snapshot(room, conn))
