"""The wire format shared by the HTTP API and the WebSocket: limits, refusals, a table's status.

The bodies of the HTTP API are checked by their models (:mod:`tontine.server.room.bodies`);
everything a client sees of a table is built by :func:`~tontine.server.room.views.public_state`
from the engine's state and events, never recomputed.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

__all__ = [
    "CODE_ALPHABET",
    "EMBLEMS",
    "EMOTES",
    "Limiter",
    "Limits",
    "RateLimiter",
    "Refusal",
    "Status",
    "clean_code",
]

#: Table codes: no 0/O, 1/I/L to misread.
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_LENGTH = 6
EMBLEMS = ("♠", "♥", "♦", "♣", "★", "☀", "☾", "⚓", "♛", "✿", "♞", "☂", "♪", "⚘", "☕", "⚜")
EMOTES = ("👏", "😱", "😂", "🍀", "😢", "🎉")


class Status(StrEnum):
    """Where a table's current game stands; the value is what the database and the wire carry.

    >>> Status("playing").over, Status.FINISHED.over
    (False, True)
    """

    LOBBY = "lobby"  #: seats are being taken
    PLAYING = "playing"  #: dealing
    FINISHED = "finished"  #: the game reached its close (a winner or a shared pool)
    ENDED = "ended"  #: the host ended it before its close

    @property
    def over(self) -> bool:
        return self in (Status.FINISHED, Status.ENDED)

    @property
    def open(self) -> bool:
        """In the lobby or in play: what a restart loads."""
        return self in (Status.LOBBY, Status.PLAYING)


#: The general key of a refusal by its HTTP status, for a refusal without a key of its own.
STATUS_KEYS = {400: "bad_request", 403: "host_only", 404: "not_found", 409: "conflict", 413: "too_large",
               429: "rate", 503: "busy"}


class Refusal(Exception):
    """A request the server refuses: ``status`` is the HTTP status, the message one line."""

    def __init__(self, message: str, status: int = 400, key: str | None = None, **values: object) -> None:
        super().__init__(message)
        self.status = status
        #: the refusal's key in the catalogues (``web-error-<key>`` in web.ftl), so that pages say it in
        #: their language; a refusal without its own key gets its status's general one
        self.key = key or STATUS_KEYS.get(status, "bad_request")
        self.values = values

    def to_json(self) -> dict[str, object]:
        return {"error": str(self), "key": self.key, "values": self.values}


@dataclass(frozen=True)
class Limits:
    """The server's limits; over one, a clear refusal and everyone else is served as before."""

    max_seats: int = 20  #: seats at a browser table (the rules allow up to 52)
    tables_per_hour: int = 20  #: tables one address may create per hour
    lookup_misses: int = 30  #: unknown codes one address may try per 10 minutes
    joins_per_minute: int = 30  #: seats one address may take per minute
    ws_messages: int = 40  #: WebSocket messages per connection per 10 seconds
    ws_message_size: int = 4096  #: bytes in one WebSocket message
    ws_per_address: int = 40  #: open WebSockets from one address
    ws_per_table: int = 300  #: open WebSockets watching one table
    ws_queue: int = 64  #: frames waiting to go out to one socket; a socket further behind is dropped
    ws_buffer: int = 256 * 1024  #: bytes written and not yet taken by one socket; one further behind is dropped
    ws_send_timeout: float = 10.0  #: seconds one frame may take to go out before its socket is dropped
    ws_pings: int = 40  #: protocol-level pings per connection per 10 seconds
    connections_per_address: int = 200  #: open TCP connections from one address (HTTP and WebSocket)
    handshake_timeout: float = 10.0  #: seconds a new connection has to send its request's head
    #: heavy requests being worked on or waiting at once, of every kind: records checked (one worker
    #: process checks them) and records built (worker threads); see tontine.server.http.heavy
    verify_jobs: int = 4
    record_cache_bytes: int = 64 * 2**20  #: bytes of built records of finished games kept for the next asks
    host_timeout: float = 20.0  #: seconds a disconnected host keeps the role (then it passes within the check)
    presence_every: float = 2.0  #: seconds between presence heartbeats to the other processes (with Redis)
    presence_expiry: float = 6.0  #: seconds after which a process not heard from no longer counts
    idle_unload: float = 1800.0  #: seconds a table nobody watches stays in memory (it stays in the database)
    #: the share of time the background check of restored rooms' histories may take (it sleeps the
    #: rest); 0: no background check, a history is checked when its record is asked for
    history_check_share: float = 0.25
    min_pace: float = 0.2  #: fastest auto-deal, seconds between deals
    max_pace: float = 60.0


class Limiter(Protocol):
    """A limit of ``limit`` hits per ``window`` seconds by key, however it is kept (one process or shared)."""

    async def hit(self, key: tuple[str, str], limit: int, window: float) -> bool: ...
    async def over(self, key: tuple[str, str], limit: int, window: float) -> bool: ...


class RateLimiter:
    """Sliding-window counters keyed by (what, who), on an injectable clock.

    >>> now = [0.0]
    >>> limiter = RateLimiter(lambda: now[0])
    >>> [limiter.hit(("t", "ip"), 2, 60) for _ in range(3)]
    [True, True, False]
    >>> now[0] = 61.0
    >>> limiter.hit(("t", "ip"), 2, 60)
    True
    """

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self._hits: dict[tuple[str, str], deque[float]] = {}

    def hit(self, key: tuple[str, str], limit: int, window: float) -> bool:
        """Count one hit; False when it is over the limit (the hit is then not counted)."""
        now = self.clock()
        hits = self._hits.setdefault(key, deque())
        while hits and hits[0] <= now - window:
            hits.popleft()
        if len(hits) >= limit:
            return False
        hits.append(now)
        return True

    def over(self, key: tuple[str, str], limit: int, window: float) -> bool:
        """True when the key has already reached its limit (without counting a hit)."""
        now = self.clock()
        hits = self._hits.get(key, deque())
        return sum(1 for t in hits if t > now - window) >= limit


def clean_code(code: object) -> str:
    """A table code checked and upper-cased.

    >>> clean_code("abc234")
    'ABC234'
    """
    text = str(code).strip().upper() if isinstance(code, str) else ""
    if len(text) != CODE_LENGTH or any(ch not in CODE_ALPHABET for ch in text):
        raise Refusal(f"{str(code)[:20]!r} is not a table code: 6 letters and digits", 404, "no_table",
                      code=str(code)[:20])
    return text
