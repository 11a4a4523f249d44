"""Heavy requests: work whose cost grows with a game's length, done off the event loop under one bound.

A game's record (read from the database, rebuilt and encoded: about 1.3 KB a deal, 3.8 MB for
3,000 deals) and a record sent to ``POST /api/verify`` take hundreds of milliseconds; on the event
loop every table of the process would stop dealing for as long. :class:`Heavy` runs such work in
a worker (threads by default; verify brings its own process) and holds the number of builds
running or waiting at once to ``jobs`` (``Limits.verify_jobs``, shared by every kind): past it
the request is refused at once with 503, key ``heavy`` and a ``Retry-After``, and everyone else
is served as before.

:class:`BuiltCache` keeps what was built, by key, up to a number of bytes (the least recently
asked for goes first), and lets concurrent requests for one key await one build: twenty phones
downloading a finished game's record cost one build, and the next twenty none.

:func:`record_bytes` encodes a record one deal at a time, so the encoding lets the event loop in
between (one call of the C encoder for a whole record would hold the interpreter throughout).

>>> import json
>>> data = {"format": 2, "deals": [{"number": 1}, {"number": 2}], "winner": None}
>>> print(record_bytes(data).decode())
{
 "format": 2,
 "deals": [
  {"number": 1},
  {"number": 2}
 ],
 "winner": null
}
>>> record_bytes(data, compact=True)
b'{"format":2,"deals":[{"number":1},{"number":2}],"winner":null}'
>>> json.loads(record_bytes(data)) == json.loads(record_bytes(data, compact=True)) == data
True
"""

from __future__ import annotations

import asyncio
import io
import json
from collections import OrderedDict
from collections.abc import Callable, Hashable
from concurrent.futures import Executor, ThreadPoolExecutor
from functools import lru_cache
from typing import Any, TypeVar

import segno

from tontine.server.room.protocol import Refusal
from tontine.server.room.room import Room

__all__ = ["BuiltCache", "Heavy", "qr_svg", "record_bytes", "record_key"]

T = TypeVar("T")

#: threads that build heavy answers (records): more would only share the interpreter with the loop
THREADS = 2


class Heavy:
    """At most ``jobs`` heavy builds running or waiting at once, each in a worker; past that a 503."""

    def __init__(self, *, jobs: int, executor: Executor | None = None) -> None:
        self.jobs = jobs
        self.running = 0
        self._executor = executor

    def _threads(self) -> Executor:
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=THREADS, thread_name_prefix="tontine-heavy")
        return self._executor

    def refuse_if_full(self) -> None:
        """A :class:`~tontine.server.room.protocol.Refusal` (503, ``heavy``) when ``jobs`` builds are under way."""
        if self.running >= self.jobs:
            raise Refusal("the server is busy with other long requests: try again in a few seconds", 503, "heavy")

    async def run(self, work: Callable[..., T], *args: Any, executor: Executor | None = None) -> T:
        """``work(*args)`` in ``executor`` (the worker threads by default), counted against the bound."""
        self.refuse_if_full()
        self.running += 1
        try:
            return await asyncio.get_running_loop().run_in_executor(executor or self._threads(), work, *args)
        finally:
            self.running -= 1

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None


class BuiltCache:
    """Heavy answers by key, at most ``limit`` bytes of them; concurrent asks for one key share one build."""

    def __init__(self, heavy: Heavy, *, limit: int) -> None:
        self.heavy = heavy
        self.limit = limit
        self.size = 0
        self.builds = 0  #: builds started (a cache hit or a shared build starts none)
        self._kept: OrderedDict[Hashable, bytes] = OrderedDict()
        self._building: dict[Hashable, asyncio.Future[bytes]] = {}

    def __contains__(self, key: Hashable) -> bool:
        return key in self._kept

    async def get(self, key: Hashable, build: Callable[[], bytes], *, keep: bool = True) -> bytes:
        """The answer for ``key``: kept, being built (awaited), or built now by ``build`` in a worker.

        ``keep``: whether the answer may be kept once built (an answer that can still change is only
        shared by the requests that arrive while it is built). A build refused by the bound, or
        failing, refuses or fails every request waiting on it, and nothing is kept.
        """
        kept = self._kept.get(key)
        if kept is not None:
            self._kept.move_to_end(key)
            return kept
        pending = self._building.get(key)
        if pending is None:
            self.heavy.refuse_if_full()  # refused at once, before anything is started
            self.builds += 1
            pending = asyncio.ensure_future(self.heavy.run(build))
            self._building[key] = pending
            pending.add_done_callback(lambda done: self._built(key, done, keep))
        # shielded: a request that goes away does not cancel the build the others await
        return await asyncio.shield(pending)

    def _built(self, key: Hashable, done: asyncio.Future[bytes], keep: bool) -> None:
        self._building.pop(key, None)
        if not keep or done.cancelled() or done.exception() is not None:
            return
        answer = done.result()
        if len(answer) > self.limit:
            return
        self._kept[key] = answer
        self.size += len(answer)
        while self.size > self.limit:
            _key, dropped = self._kept.popitem(last=False)
            self.size -= len(dropped)


def record_bytes(record: dict[str, Any], *, compact: bool = False) -> bytes:
    """A record as JSON: one field a line and one deal a line, or ``compact`` (no spaces, one line).

    Encoded a deal at a time, so that a worker thread encoding a long record lets the event loop in.
    """
    item, key = (",", ":") if compact else (", ", ": ")
    line, deal_line = ("", "") if compact else ("\n ", "\n  ")

    def dumps(value: Any) -> str:
        return json.dumps(value, separators=(item, key))

    parts: list[str] = []
    for name, value in record.items():
        if name == "deals" and isinstance(value, list):
            deals = [deal_line + dumps(deal) for deal in value]
            text = "[" + ",".join(deals) + (line if deals else "") + "]"
        else:
            text = dumps(value)
        parts.append(line + dumps(name) + key + text)
    return ("{" + ",".join(parts) + ("\n" if parts and not compact else "") + "}").encode()


def record_key(room: Room, game_no: int, *, compact: bool) -> tuple[Hashable, bool]:
    """The key of a room's record of game ``game_no`` as it stands now, and whether that record is final.

    An earlier game, or the current one once over, is final: it is kept. The current game in play
    is keyed by its deals so far and whether its seed is out, so the requests that arrive while it
    is built share the build, and a later deal makes a new one.
    """
    if game_no != room.game.game_no:
        return ("record", room.code, game_no, compact), True
    moved = room.ahead if room.ahead is not None else room.table
    deals = moved.deal_number if moved is not None else 0
    final = room.row.status.over
    return ("record", room.code, game_no, compact, deals, room.game.revealed, final), final


@lru_cache(maxsize=256)
def qr_svg(url: str) -> bytes:
    """The QR code of ``url`` as SVG, made once per address."""
    out = io.BytesIO()
    segno.make(url, error="m").save(out, kind="svg", scale=6, border=2, dark="#111", light="#fff",
                                    xmldecl=False, title=url)
    return out.getvalue()
