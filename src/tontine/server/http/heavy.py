"""Heavy requests: work whose cost grows with a game's length, done off the event loop under one bound.

A game's record (its deals read from the database, re-run through the engine, checked against
the stored state and encoded: about 0.75 KB a deal at twenty seats, 2.3 MB for 3,000 deals) and
a record sent to ``POST /api/verify`` take from half a second to seconds; on the event loop
every table of the process would stop dealing for as long, and in a worker thread, in part,
still would (the thread holds the interpreter the loop needs; its garbage collections and the
freeing of its objects hold it whole). :class:`Heavy` runs such work in one of its worker
processes (or, for work on what is in memory, its threads) and holds the number of builds
running or waiting at once to ``jobs`` (``Limits.verify_jobs``, shared by every kind): past it
the request is refused at once with 503, key ``heavy`` and a ``Retry-After``, and everyone else
is served as before.

:class:`BuiltCache` keeps what was built, by key, up to a number of bytes (the least recently
asked for goes first), and lets concurrent requests for one key await one build: twenty phones
downloading a finished game's record cost one build, and the next twenty none.
:class:`Records` is what the record route asks: the key of a record, and where it is built.

:func:`record_bytes` encodes a record one deal at a time, so that in a worker thread the
encoding lets the event loop in between (one call of the C encoder for a whole record would
hold the interpreter throughout). While a build runs in a worker thread the garbage
collector's automatic collections are held off (:class:`Collections`): a long game's objects
set off collections that walk the whole heap with the interpreter held. A build's objects go
when it is done by their counts alone; :mod:`~tontine.server.collector` makes its own collections.

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
import concurrent.futures
import contextlib
import gc
import io
import json
import multiprocessing
import os
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from functools import lru_cache
from typing import Any, NamedTuple, TypeVar

import segno
from starlette.responses import Response
from starlette.types import Receive, Scope, Send

from tontine.server.ops import worker_start
from tontine.server.room.errors import Refusal
from tontine.server.room.room import History, Room
from tontine.server.store.registry import Registry, keeps_history, stored_record
from tontine.server.store.storage import Storage

__all__ = ["NICENESS", "BuiltCache", "Chunked", "Collections", "Heavy", "Make", "Records", "build_from_store",
           "build_record", "encoded", "qr_code", "qr_svg", "record_bytes", "record_key"]

T = TypeVar("T")

#: threads that build heavy answers from what is in memory: more would only share the interpreter with the loop
THREADS = 2
#: worker processes (started by :meth:`Heavy.warm`, else on first use) that check records and rebuild them
#: from the database
PROCESSES = 2
#: how much lower the worker processes' priority is than the event loop's (``nice``): with every core
#: busy, the kernel gives one to the loop first, and a build waits rather than the tables
NICENESS = 10


class Collections:
    """Automatic garbage collections held off while at least one heavy build runs (see the module)."""

    def __init__(self) -> None:
        self.holding = 0
        self._resume = False
        self._lock = threading.Lock()

    @contextlib.contextmanager
    def held(self) -> Iterator[None]:
        with self._lock:
            if self.holding == 0:
                self._resume = gc.isenabled()
                gc.disable()
            self.holding += 1
        try:
            yield
        finally:
            with self._lock:
                self.holding -= 1
                if self.holding == 0 and self._resume:
                    gc.enable()


#: the process's one hold on the collector (automatic collections are the whole process's)
COLLECTIONS = Collections()


class Refused(NamedTuple):
    """A refusal made in a worker process, as it crosses back (an exception would lose its status)."""

    message: str
    status: int
    key: str
    values: dict[str, object]


def _refusing(work: Callable[..., T], args: tuple[Any, ...]) -> T | Refused:
    try:
        return work(*args)
    except Refusal as exc:
        return Refused(str(exc), exc.status, exc.key, exc.values)


class Heavy:
    """At most ``jobs`` heavy builds running or waiting at once, each in a worker; past that a 503.

    The workers: :data:`THREADS` threads, for work on what is in memory, and :data:`PROCESSES`
    processes (started by :meth:`warm`, else on first use; at a priority :data:`NICENESS` lower than
    the loop's), for work that needs no more than its arguments and the database: there it shares
    nothing with the event loop, not even the interpreter, nor a core when the loop needs it.
    """

    def __init__(self, *, jobs: int) -> None:
        self.jobs = jobs
        self.running = 0
        self._threads: Executor | None = None
        self._processes: Executor | None = None
        #: the process id of each worker :meth:`warm` started, to come
        self.warming: list[concurrent.futures.Future[int]] = []

    def refuse_if_full(self) -> None:
        """A :class:`~tontine.server.room.errors.Refusal` (503, ``heavy``) when ``jobs`` builds are under way."""
        if self.running >= self.jobs:
            raise Refusal("the server is busy with other long requests: try again in a few seconds", 503, "heavy")

    async def run(self, work: Callable[..., T], *args: Any, process: bool = False) -> T:
        """``work(*args)`` in a worker thread (the automatic collections held off), or with ``process``
        in a worker process (``work`` and ``args`` picklable; a refusal there is raised here)."""
        self.refuse_if_full()
        self.running += 1
        try:
            loop = asyncio.get_running_loop()
            if not process:
                if self._threads is None:
                    self._threads = ThreadPoolExecutor(max_workers=THREADS, thread_name_prefix="tontine-heavy")
                return await loop.run_in_executor(self._threads, _held, work, args)
            done = await loop.run_in_executor(self._pool(), _refusing, work, args)
            if isinstance(done, Refused):
                raise Refusal(done.message, done.status, done.key, **done.values)
            return done
        finally:
            self.running -= 1

    def _pool(self) -> Executor:
        if self._processes is None:
            # the lower priority set first thing in each worker, before it imports what a build needs
            self._processes = ProcessPoolExecutor(PROCESSES, multiprocessing.get_context("spawn"),
                                                  initializer=worker_start.start, initargs=(os.getpid(), NICENESS))
        return self._processes

    def warm(self) -> list[concurrent.futures.Future[int]]:
        """Start the worker processes now, each importing what a build needs, so that the first heavy
        request does not wait for them (nor import on the event loop what starting them takes).

        Returns (and keeps in :attr:`warming`), for each worker, its process id to come: at start-up
        nobody waits for them.
        """
        pool = self._pool()
        # each submission while none is idle starts one more worker, up to PROCESSES
        self.warming = [pool.submit(_ready) for _ in range(PROCESSES)]
        return self.warming

    def close(self) -> None:
        for pool in (self._threads, self._processes):
            if pool is not None:
                pool.shutdown(wait=False, cancel_futures=True)
        self._threads = self._processes = None


def _ready() -> int:
    """What a worker process runs to start: nothing, once this module (and what a build needs) is imported."""
    return os.getpid()


def _held(work: Callable[..., T], args: tuple[Any, ...]) -> T:
    with COLLECTIONS.held():
        return work(*args)


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

    async def get(self, key: Hashable, build: Callable[..., bytes], *args: Any, keep: bool = True,
                  process: bool = False) -> bytes:
        """The answer for ``key``: kept, being built (awaited), or built now by ``build(*args)`` in a
        worker (:meth:`Heavy.run`, a process with ``process``).

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
            pending = asyncio.ensure_future(self.heavy.run(build, *args, process=process))
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


#: the worker process's storage, by database URL and schema (opened on its first record)
_STORAGES: dict[tuple[str, str | None], Storage] = {}

#: what is made of a game's record: ``make(record, *args)`` gives the answer's bytes
Make = Callable[..., bytes]


def encoded(record: dict[str, Any], compact: bool) -> bytes:
    """The record route's answer: the record as JSON (:func:`record_bytes`)."""
    return record_bytes(record, compact=compact)


def build_from_store(url: str, schema: str | None, code: str, game_no: int, make: Make,
                     args: tuple[Any, ...]) -> bytes:
    """``make(record, *args)`` of a game's record read from the database, re-run and checked (what a
    worker process runs; ``make`` is a module-level function, so that it crosses to the process)."""
    storage = _STORAGES.get((url, schema))
    if storage is None:
        storage = _STORAGES[url, schema] = Storage(url, schema=schema)
    return make(stored_record(storage, code, game_no), *args)


def build_record(url: str, schema: str | None, code: str, game_no: int, compact: bool) -> bytes:
    """A game's record read from the database, re-run, checked and encoded (what a worker process runs)."""
    return build_from_store(url, schema, code, game_no, encoded, (compact,))


class Records:
    """The records the route serves: built once per game and form, off the event loop, under the bound.

    A game whose every deal the room holds in memory is written from it in a worker thread; any
    other (a room restored from its state, an earlier game, a table dealt on by another
    process) is read from the database and re-run in a worker process. What else is made of a
    game's record (its story: :mod:`tontine.server.http.story`) is made the same way (:meth:`made`).
    """

    def __init__(self, registry: Registry, built: BuiltCache) -> None:
        self.registry = registry
        self.built = built

    async def get(self, room: Room, game_no: int, *, compact: bool) -> bytes:
        key, final = record_key(room, game_no, compact=compact)
        return await self.made(room, game_no, key, final, encoded, compact)

    async def made(self, room: Room, game_no: int, key: Hashable, final: bool, make: Make, *args: Any) -> bytes:
        """``make(record, *args)`` of game ``game_no``'s record, kept under ``key`` once ``final``."""
        current = game_no == room.game.game_no
        table = room.table
        storage = self.registry.storage
        if (current and room.ahead is None and table is not None and keeps_history(table)) \
                or storage.url in ("sqlite://", "sqlite:///:memory:"):  # a database no other process can open
            return await self.built.get(key, self._in_memory, room, game_no, make, args, keep=final)
        game = room.game
        try:
            data = await self.built.get(key, build_from_store, storage.url, storage.schema, room.code, game_no,
                                        make, args, keep=final, process=True)
        except Refusal as exc:
            if exc.key == "history" and room.game is game:
                room.history = History.BROKEN  # as Registry.check: it deals no more
            raise
        if room.game is game and current and room.history is History.PENDING:
            room.history = History.CHECKED
        return data

    def _in_memory(self, room: Room, game_no: int, make: Make, args: tuple[Any, ...]) -> bytes:
        return make(self.registry.record(room, game_no), *args)


#: bytes of a long answer written at a time: the transport takes each before the next (it buffers no more)
CHUNK = 64 * 1024


class Chunked(Response):
    """An answer already built (a record), written ``CHUNK`` bytes at a time, each once the client has
    taken the one before.

    Written whole, a record of megabytes sits in the socket's buffer, which is shifted down by
    each send (a copy of the rest each time), on the event loop; in pieces, each waits for the
    transport to drain. Unlike a ``StreamingResponse`` it needs no task group nor a task
    listening for the client going away: a client gone makes the rest of the sends return at once.
    """

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await send({"type": "http.response.start", "status": self.status_code, "headers": self.raw_headers})
        view = memoryview(self.body)
        for start in range(0, len(view), CHUNK):
            await send({"type": "http.response.body", "body": view[start:start + CHUNK], "more_body": True})
        await send({"type": "http.response.body", "body": b"", "more_body": False})
        if self.background is not None:
            await self.background()


async def qr_code(heavy: Heavy, url: str) -> bytes:
    """:func:`qr_svg` in a worker thread, under ``heavy``'s bound: making one takes tens of milliseconds,
    and the address is the ``Host`` a client sends, so a client may ask for a new one each time."""
    return await heavy.run(qr_svg, url)


@lru_cache(maxsize=256)
def qr_svg(url: str) -> bytes:
    """The QR code of ``url`` as SVG, made once per address."""
    out = io.BytesIO()
    segno.make(url, error="m").save(out, kind="svg", scale=6, border=2, dark="#111", light="#fff",
                                    xmldecl=False, title=url)
    return out.getvalue()
