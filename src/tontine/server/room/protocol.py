"""The wire format shared by the HTTP API and the WebSocket: limits, validation, state.

Everything a client sends is checked here before it reaches a table; everything
a client sees of a table is built by :func:`~tontine.server.room.views.public_state` from the
engine's state and events, never recomputed.

>>> clean_name("  Ann  ", [])
'Ann'
>>> clean_name("ann", ["Ann"])
Traceback (most recent call last):
...
tontine.server.room.protocol.Refusal: the name 'ann' is taken at this table: choose another
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol

from tontine.errors import TontineError
from tontine.rules import MAX_SEATS, MIN_SEATS, AllFall, DeckHandling, FirstDealer, Preset, Rules
from tontine.table import MAX_NAME_LENGTH

__all__ = [
    "ADDRESSES",
    "CODE_ALPHABET",
    "EMBLEMS",
    "EMOTES",
    "Address",
    "Limiter",
    "Limits",
    "RateLimiter",
    "Refusal",
    "Status",
    "clean_address",
    "clean_code",
    "clean_emblem",
    "clean_name",
    "rules_from_request",
]

#: Table codes: no 0/O, 1/I/L to misread.
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_LENGTH = 6
EMBLEMS = ("♠", "♥", "♦", "♣", "★", "☀", "☾", "⚓", "♛", "✿", "♞", "☂", "♪", "⚘", "☕", "⚜")
EMOTES = ("👏", "😱", "😂", "🍀", "😢", "🎉")


class Address(StrEnum):
    """How the story of a game addresses a player: a title before the name, which also gives French and
    German their agreement; ``none`` leaves the name as typed (its own title, if any, tells the gender).

    The value is what the database and the join request carry; each language has its own word
    for it in web.ftl (``web-address-<value>``: "Mrs.", "Mme", "Frau").

    >>> Address("miss").gender, Address.NONE.gender is None
    ('female', True)
    """

    NONE = "none"
    MR = "mr"
    MRS = "mrs"
    MISS = "miss"

    @property
    def gender(self) -> str | None:
        """The gender the title gives (:data:`tontine.i18n.GENDERS`), None for no title."""
        return {Address.MR: "male", Address.MRS: "female", Address.MISS: "female"}.get(self)


#: every address a join may ask for, the default first
ADDRESSES = tuple(Address)


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


def clean_name(name: object, taken: Iterable[str]) -> str:
    if not isinstance(name, str):
        raise Refusal("a name is needed to take a seat", 400, "name_needed")
    text = " ".join(name.split())
    if not text:
        raise Refusal("a name is needed to take a seat", 400, "name_needed")
    if len(text) > MAX_NAME_LENGTH:
        raise Refusal(f"the name is {len(text)} characters long: at most {MAX_NAME_LENGTH}", 400, "name_long",
                      max=MAX_NAME_LENGTH)
    if any(not ch.isprintable() for ch in text):
        raise Refusal("the name holds control characters", 400, "name_control")
    if text.casefold() in {t.casefold() for t in taken}:
        raise Refusal(f"the name {text!r} is taken at this table: choose another", 409, "name_taken", name=text)
    return text


def clean_address(address: object) -> Address:
    """The address a join asks for (none when it asks for none).

    >>> clean_address("Mrs"), clean_address(None)
    (<Address.MRS: 'mrs'>, <Address.NONE: 'none'>)
    >>> clean_address("Dr")
    Traceback (most recent call last):
    ...
    tontine.server.room.protocol.Refusal: unknown address 'Dr': choose one of none, mr, mrs, miss
    """
    if address is None or address == "":
        return Address.NONE
    text = address.strip().casefold().rstrip(".") if isinstance(address, str) else None
    if text not in {a.value for a in Address}:
        shown = str(address)[:12]
        raise Refusal(f"unknown address {shown!r}: choose one of {', '.join(ADDRESSES)}", 400, "address",
                      value=shown)
    return Address(text)


def clean_emblem(emblem: object) -> str:
    if emblem is None:
        return EMBLEMS[0]
    if emblem not in EMBLEMS:
        raise Refusal(f"unknown emblem {str(emblem)[:8]!r}: choose one of {' '.join(EMBLEMS)}")
    return str(emblem)


_INT = re.compile(r"^\d{1,7}$")


def _whole(data: dict[str, Any], key: str, low: int, high: int) -> int | None:
    value = data.get(key)
    if value is None or value == "":
        return None
    if isinstance(value, str) and _INT.match(value.strip()):
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise Refusal(f"{key} must be a whole number from {low} to {high}, not {str(value)[:20]!r}")
    return value


def rules_from_request(data: object, limits: Limits) -> tuple[Rules, int]:
    """House rules and the number of seats from a create-table request.

    >>> rules, seats = rules_from_request({"preset": "german", "stake": 25, "seats": 12}, Limits())
    >>> rules.stake, rules.preset, seats
    (25, 'german', 12)
    """
    if not isinstance(data, dict):
        raise Refusal("the request must be a JSON object")
    allowed = {"preset", "stake", "ante", "deck", "first_dealer", "all_fall", "deal_limit", "seats", "cards"}
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise Refusal(f"unknown field {unknown[0][:30]!r}: use {', '.join(sorted(allowed))}")
    preset = data.get("preset")
    if preset is None or preset == "":
        preset = Preset.DEFAULT
    if not isinstance(preset, str):
        raise Refusal(f"preset must be a name, not {str(preset)[:20]!r}")
    changes: dict[str, Any] = {"preset": preset}
    for key, low, high in (("stake", 2, 1000), ("ante", 0, 999), ("deal_limit", 1, 10000)):
        value = _whole(data, key, low, high)
        if value is not None:
            changes[key] = value
    for key, kind in (("deck", DeckHandling), ("first_dealer", FirstDealer), ("all_fall", AllFall)):
        value = data.get(key)
        if value not in (None, ""):
            if value not in [m.value for m in kind]:
                raise Refusal(f"unknown {key} {str(value)[:20]!r}: use one of {', '.join(m.value for m in kind)}")
            changes[key] = value
    try:
        rules = Rules.from_dict(changes)
    except TontineError as exc:
        raise Refusal(str(exc)) from None
    seats = _whole(data, "seats", MIN_SEATS, min(MAX_SEATS, limits.max_seats))
    return rules, seats if seats is not None else min(limits.max_seats, Preset.get(rules.preset).players[1])
