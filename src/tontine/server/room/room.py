"""A table as the server holds it in memory: a :class:`Room` with its stored rows, its connections and,
once the game has started, the engine's :class:`tontine.Table`.

"Table" means the engine's table here; the server's own thing is a room (its database row a
:class:`~tontine.server.room.rows.RoomRow`). Who may do what at a room is decided by its tokens:

>>> from tontine.server.room.rows import DealRow, GameRow, RoomRow, SeatRow
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
from typing import Any, NamedTuple, Protocol

from fastapi import WebSocket

from tontine.rules import Rules
from tontine.server.room.ahead import Ahead
from tontine.server.room.errors import Refusal
from tontine.server.room.rows import DealRow, GameRow, RoomRow, SeatRow
from tontine.server.room.status import Status
from tontine.table import Phase, Table

__all__ = ["HAND", "KEY", "Conn", "Connected", "Encoded", "Heard", "History", "RandomSource", "Room", "StateCache",
           "TypedDeal", "WireLike", "broken_history", "by_hand", "rules_of", "token_hash"]

KEY = "cards"  #: the stored rules' key of how the cards come
HAND = "hand"  #: its value for a real pack, the host entering each card (see tontine.server.play.by_hand)


def rules_of(stored: dict[str, Any]) -> tuple[Rules, bool]:
    """The engine's rules of a stored rules mapping, and whether its cards are entered by hand.

    >>> rules, hand = rules_of({"preset": "english", "cards": HAND})
    >>> rules.preset, hand
    ('english', True)
    >>> rules_of({"preset": "german"})[1]
    False
    """
    rest = {k: v for k, v in stored.items() if k != KEY}
    return Rules.from_dict(rest), stored.get(KEY) == HAND


class RandomSource(Protocol):
    """What the server needs from randomness (the :mod:`secrets` module fits)."""

    def token_urlsafe(self, nbytes: int | None = ...) -> str: ...
    def token_hex(self, nbytes: int | None = ...) -> str: ...
    def choice(self, seq: Any) -> Any: ...


def token_hash(token: str) -> str:
    """What the database keeps of a token."""
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


class Encoded(Protocol):
    """A message encoded once for every socket (:class:`~tontine.server.wire.frames.Frame`)."""

    @property
    def text(self) -> str: ...
    def wire(self, deflate_bits: int | None) -> bytes: ...


class WireLike(Protocol):
    """Where the hub sends one socket's frames, never waiting for it.

    :class:`~tontine.server.wire.uvicorn_protocols.Wire` writes their bytes to the socket's transport
    on the server's own protocol; :class:`~tontine.server.wire.asgi_wire.AsgiWire` sends their texts
    through ASGI on any other server.
    """

    @property
    def backlog(self) -> int:
        """How much was sent and not yet taken by the socket."""
    def stalled_for(self) -> float:
        """Seconds the socket has been taking nothing (0 while it takes what it is sent)."""
    def send(self, frame: Encoded) -> None:
        """Send one frame after the ones before (never waits)."""
    def close(self, code: int) -> None:
        """A close after what was already sent; nothing more is sent."""
    def abort(self) -> None:
        """Cut the socket now (a consumer that fell behind)."""
    async def stop(self) -> None:
        """The connection is over: let go of what the wire holds."""


#: who is connected: the seats' positions, and whether the host is
Connected = tuple[frozenset[int], bool]


class StateCache(NamedTuple):
    """A room's public state as of one ``seq`` and one presence, and its JSON text once encoded."""

    seq: int
    presence: Connected
    state: dict[str, Any]
    text: str | None = None


@dataclass(frozen=True)
class TypedDeal:
    """A real pack's deal being entered (deal ``deal`` of game ``game``): the table before each of its
    cards (for undo) and its events so far."""

    game: int
    deal: int
    before: tuple[Table, ...]
    events: tuple[dict[str, Any], ...]

    @property
    def cards(self) -> list[str]:
        return [e["card"] for e in self.events if e.get("type") == "card_dealt"]

    def typed(self) -> dict[str, Any]:
        """What ``tontine_tables.typed`` holds for it."""
        return {"game": self.game, "deal": self.deal, "cards": self.cards}


def broken_history(code: str) -> Refusal:
    """The refusal of a room whose stored deals do not rebuild to its stored state (it deals no more)."""
    return Refusal(f"table {code}: its stored deals do not rebuild to its state: it deals no more", 409, "history")


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
    dropped: bool = False  #: cut for falling behind
    closing: bool = False  #: a close is queued: nothing more goes out
    protocol: int = 1  #: 2 when the client said in its hello that it applies compact ``deal`` messages
    wire: WireLike | None = None  #: where its frames go (see :meth:`~tontine.server.wire.hub.Hub.attach`)


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
    #: a real pack's deal being entered (see :mod:`tontine.server.play.by_hand`), if any
    typed_deal: TypedDeal | None = None
    _rules: tuple[dict[str, Any] | None, Rules | None] = (None, None)

    @property
    def rules(self) -> Rules:
        """The current game's rules (parsed once per game)."""
        source, rules = self._rules
        if source is not self.game.rules or rules is None:
            rules = rules_of(self.game.rules)[0]  # the stored rules may say how the cards come; the engine's do not
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

    def pending_typed(self) -> TypedDeal | None:
        """The real pack's deal being entered, if the table is in the middle of that deal in play (else None)."""
        pending, table = self.typed_deal, self.table
        if (pending is None or not pending.before or table is None or table.phase is not Phase.DEALING
                or self.status is not Status.PLAYING or pending.game != self.game.game_no
                or pending.deal != table.deal_number):
            return None
        return pending

    def need_history(self) -> None:
        """Refuse to deal at the room if its stored history does not rebuild to its stored state."""
        if self.history is History.BROKEN:
            raise broken_history(self.code)

    def need_host(self, token: object) -> None:
        if not self.is_host(token):
            raise Refusal("only the host can do that", 403, "host_only")


def by_hand(room: Room) -> bool:
    """Whether the room's cards are entered by hand (a real pack)."""
    return room.game.rules.get(KEY) == HAND
