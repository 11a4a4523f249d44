"""A table as the server holds it in memory: a :class:`Room` with its stored rows, its connections and,
once the game has started, the engine's :class:`tontine.Table`.

"Table" means the engine's table here; the server's own thing is a room (its database row a
:class:`~tontine.server.store.storage.RoomRow`). Who may do what at a room is decided by its tokens:

>>> from tontine.server.store.storage import DealRow, GameRow, RoomRow, SeatRow
>>> row = RoomRow("ABC234", 0.0, token_hash("h"), None, 4, {}, 1, Status.LOBBY, 1,
...               [SeatRow(0, "Ann", "♠", token_hash("a"), False, "")])
>>> room = Room(row, GameRow(1, {}, "", "", None, False))
>>> room.seat_of("a").name, room.seat_of("b"), room.is_host("h"), room.is_host("a")
('Ann', None, True, False)
"""

from __future__ import annotations

import asyncio
import enum
import hashlib
import secrets
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from fastapi import WebSocket

from tontine.rules import Rules
from tontine.server.room.protocol import Refusal, Status
from tontine.server.store.storage import DealRow, GameRow, RoomRow, SeatRow
from tontine.table import Table

if TYPE_CHECKING:
    from tontine.server.room.ahead import Ahead
    from tontine.server.room.views import StateCache
    from tontine.server.wire.hub import WireLike

__all__ = ["Conn", "Heard", "History", "RandomSource", "Room", "token_hash"]


class RandomSource(Protocol):
    """What the server needs from randomness (the :mod:`secrets` module fits)."""

    def token_urlsafe(self, nbytes: int | None = ...) -> str: ...
    def token_hex(self, nbytes: int | None = ...) -> str: ...
    def choice(self, seq: Any) -> Any: ...


def token_hash(token: str) -> str:
    """What the database keeps of a token."""
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


class History(enum.Enum):
    """Whether a room's stored deals have been re-run through the engine and found to lead to its state."""

    CHECKED = "checked"  #: replayed (or nothing to check)
    PENDING = "pending"  #: restored from the stored state: the replay is still to come
    BROKEN = "broken"  #: the replay does not lead to the stored state: the room deals no more


@dataclass(eq=False, slots=True)
class Conn:
    """One open WebSocket at a room: whose seat it speaks for, and whether it is the host's."""

    ws: WebSocket
    pos: int | None = None
    host: bool = False
    messages: list[float] = field(default_factory=list)
    queue: asyncio.Queue[str] | None = None  #: encoded frames waiting for the sender task
    sender: asyncio.Task[None] | None = None
    dropped: bool = False  #: cut for falling behind
    closing: bool = False  #: a close is queued: nothing more goes out
    protocol: int = 1  #: 2 when the client said in its hello that it applies compact ``deal`` messages
    wire: WireLike | None = None  #: where frames go straight to the socket (else through ``queue``)


@dataclass(frozen=True)
class Heard:
    """What another process last said of its sockets at a room, and when it was heard."""

    positions: frozenset[int]  #: the seats its sockets speak for
    host: bool  #: whether one of its sockets is the host's
    at: float


@dataclass(eq=False)
class Room:
    """One table in memory: its stored rows and, once started, the engine table."""

    row: RoomRow
    game: GameRow
    table: Table | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    conns: list[Conn] = field(default_factory=list)
    seq: int = 0
    auto: bool = False  #: this process deals the room by itself
    pace: float = 3.0
    auto_task: asyncio.Task[None] | None = None
    presence_task: asyncio.Task[None] | None = None  #: a coalesced state broadcast on its way
    host_away_since: float | None = None
    idle_since: float | None = None  #: when the last connection closed (None while watched)
    #: the engine table the cached log belongs to, and the last events of its log as plain data
    log_cache: tuple[Table | None, list[dict[str, Any]]] = (None, [])
    #: the other processes' sockets at this room, by process (see :mod:`tontine.server.cluster.presence`)
    remote: dict[str, Heard] = field(default_factory=dict)
    #: the stored deals whose events come before the engine table's own in the log (a table restored
    #: from its stored state), decoded when the log is first needed
    log_rows: tuple[DealRow, ...] = ()
    history: History = History.CHECKED
    _log_before: list[dict[str, Any]] | None = None
    #: the public state at one ``seq``, shared by the snapshots of every socket saying hello then
    state_cache: StateCache | None = None
    #: deals another process dealt and this one forwarded past ``table``, which is read again when
    #: it is needed (see :mod:`tontine.server.room.ahead`); None when ``table`` is current
    ahead: Ahead | None = None
    _rules: tuple[dict[str, Any] | None, Rules | None] = (None, None)

    @property
    def rules(self) -> Rules:
        """The current game's rules (parsed once per game)."""
        source, rules = self._rules
        if source is not self.game.rules or rules is None:
            # the stored rules may say how the cards come ("cards": see realpack.KEY); the engine's rules do not
            rules = Rules.from_dict({k: v for k, v in self.game.rules.items() if k != "cards"})
            self._rules = (self.game.rules, rules)
        return rules

    def log_before(self, length: int = 120) -> list[dict[str, Any]]:
        """The last ``length`` logged events from before the engine table's own (none unless it was restored
        from its state); the stored rows are decoded once, then let go."""
        if self._log_before is None:
            self._log_before = [event for row in self.log_rows for event in row.events or []][-length:]
            self.log_rows = ()
        return self._log_before

    def set_log_rows(self, rows: tuple[DealRow, ...]) -> None:
        self.log_rows, self._log_before = rows, None
        self.log_cache = (None, [])

    @property
    def dealing(self) -> bool:
        """Whether the room deals by itself, here or (from its stored pace) on another process.

        A room whose stored history failed its check deals no more, though its pace stays stored.
        """
        return self.auto or (self.row.auto_pace is not None and self.row.status is Status.PLAYING
                             and self.history is not History.BROKEN)

    @property
    def code(self) -> str:
        return self.row.code

    @property
    def status(self) -> Status:
        return self.row.status

    def seat(self, pos: object) -> SeatRow | None:
        return next((s for s in self.row.seats if s.pos == pos), None)

    def pos_of_engine_seat(self) -> list[int]:
        """Engine seat -> seat position (the fan draw may have reordered the players)."""
        assert self.table is not None and self.game.entrants is not None
        by_name = {name: pos for pos, name, _seed in self.game.entrants}
        return [by_name[name] for name in self.table.players]

    def connected(self) -> set[int]:
        """The seats with a socket open on any process."""
        online = {c.pos for c in self.conns if c.pos is not None}
        for heard in self.remote.values():
            online |= heard.positions
        return online

    def host_connected(self) -> bool:
        """Whether the host has a socket open on any process (at the host's seat, or with the creator's token)."""
        if any(c.host for c in self.conns) or any(h.host for h in self.remote.values()):
            return True
        return self.row.host_pos is not None and self.row.host_pos in self.connected()

    # -- who is asking -----------------------------------------------------------

    def seat_of(self, token: object) -> SeatRow | None:
        if not isinstance(token, str) or not token:
            return None
        digest = token_hash(token)
        return next((s for s in self.row.seats if s.token_hash == digest), None)

    def is_host(self, token: object) -> bool:
        if not isinstance(token, str) or not token:
            return False
        if self.row.host_hash is not None and secrets.compare_digest(token_hash(token), self.row.host_hash):
            return True
        seat = self.seat_of(token)
        return seat is not None and seat.pos == self.row.host_pos

    def need_host(self, token: object) -> None:
        if not self.is_host(token):
            raise Refusal("only the host can do that", 403, "host_only")
