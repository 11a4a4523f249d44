"""What the server processes of one database share: a message bus, a lock per room, and Redis itself.

One process alone (:class:`Solo`, the default) shares nothing: its rooms are its own, its
publishes go nowhere and a room's lock is the room's own :class:`asyncio.Lock`. Several processes
over one database (``tontine serve --redis URL``) use :class:`RedisCluster`:

- every stored change of a room is published on one channel, so the other processes update their
  copy of the room and tell their own sockets (the database stays the truth: a process that may have
  missed messages, after Redis comes back, reloads its rooms from the database and sends snapshots);
- a change of a room's rows (a seat, the host, the pace, the start, the end) is made under a lock in
  Redis as well as the room's own, and begins by reading the room again from the database;
- other parts (the dealer's lease, shared rate limits and presence) use :attr:`RedisCluster.redis`
  under keys made by :meth:`Cluster.key`.

Every message is a JSON object with ``node`` (the process that sent it, first: a process skips its
own by their first bytes, unparsed), ``kind`` and ``code`` (the room); a process does not hear its own.
Publishes are sent in order from a thread of their own, all those waiting at each trip to Redis in one
pipeline (:class:`~tontine.server.cluster.publisher.Publisher`); a deal is published from the writer's
worker thread as its commit returns, so the others do not wait for this process's event loop.

>>> cluster = Solo(node="a")
>>> cluster.key("lease", "ABC234"), cluster.shared
('tontine:solo:lease:ABC234', False)
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import json
import logging
import os
import secrets
import socket
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import TYPE_CHECKING, Any

from tontine.server.cluster.publisher import Publisher
from tontine.server.room.errors import Refusal

if TYPE_CHECKING:
    from redis.asyncio import Redis

__all__ = ["Cluster", "MessageHandler", "RedisCluster", "Solo", "new_node"]

log = logging.getLogger("tontine.server")

#: a handler of one kind of message from another process
MessageHandler = Callable[[dict[str, Any]], Awaitable[None]]


def new_node() -> str:
    """A name for this process, unique across machines and restarts: host, pid and a random part."""
    return f"{socket.gethostname()[:20]}-{os.getpid()}-{secrets.token_hex(3)}"


class Cluster:
    """The processes of one database as this process sees them; this base class is one process alone."""

    shared = False  #: True when other processes may serve the same rooms

    def __init__(self, *, node: str | None = None, namespace: str = "solo") -> None:
        """``namespace``: the part of every Redis key that keeps one database's processes apart from
        another's (the database's own id, :attr:`~tontine.server.store.storage.Storage.cluster_id`)."""
        self.node = node or new_node()
        self.namespace = namespace
        self._handlers: dict[str, MessageHandler] = {}
        self._at_once: dict[str, Callable[[dict[str, Any]], bool]] = {}
        self._resync: list[Callable[[], Awaitable[None]]] = []

    def key(self, *parts: str) -> str:
        """A Redis key (or channel) of this database's processes."""
        return ":".join(("tontine", self.namespace, *parts))

    def on(self, kind: str, handler: MessageHandler, *, at_once: Callable[[dict[str, Any]], bool] | None = None) -> None:
        """Call ``handler`` with every message of ``kind`` another process publishes.

        ``at_once``, if given, is tried first as the message is heard, when no earlier message of
        its room is waiting: True if it applied the message then and there (it must not wait for
        anything), False to leave it to ``handler`` in turn.
        """
        self._handlers[kind] = handler
        if at_once is not None:
            self._at_once[kind] = at_once

    def on_resync(self, handler: Callable[[], Awaitable[None]]) -> None:
        """Call ``handler`` whenever messages may have been missed (Redis came back): reload from the database."""
        self._resync.append(handler)

    @property
    def up(self) -> bool:
        """Whether the other processes can be reached now (always, alone)."""
        return True

    async def start(self) -> None:
        """Begin hearing the other processes."""

    async def close(self) -> None:
        """Stop hearing them and let go of the connection."""

    async def ping(self) -> None:
        """Ask Redis for an answer (an exception if it gives none); alone, nothing to ask."""

    async def publish(self, code: str, kind: str, **fields: Any) -> None:
        """Tell the other processes that room ``code`` changed (``kind``, with ``fields``); alone, nothing."""

    def post(self, code: str, kind: str, **fields: Any) -> None:
        """:meth:`publish` from any thread, never waiting; alone, nothing."""

    async def flush(self) -> None:
        """Wait until every message published so far has been sent; alone, at once."""

    def room_lock(self, code: str) -> contextlib.AbstractAsyncContextManager[None]:
        """Held around a change of room ``code``'s rows, with the room's own lock; alone, nothing more.

        With Redis, a :class:`~tontine.server.room.errors.Refusal` (503, ``table_busy``) when it cannot be had.
        """
        return contextlib.nullcontext()

    async def dispatch(self, message: dict[str, Any]) -> None:
        """Hand one message from another process to its handler (unknown kinds and our own are ignored)."""
        if message.get("node") == self.node:
            return
        handler = self._handlers.get(str(message.get("kind")))
        if handler is None:
            return
        try:
            await handler(message)
        except Exception:
            log.exception("cannot apply a %s message for table %s", message.get("kind"), message.get("code"))

    async def resync(self) -> None:
        for handler in self._resync:
            try:
                await handler()
            except Exception:
                log.exception("cannot reload the tables after a gap in the messages")


class Solo(Cluster):
    """One process alone over its database (no Redis)."""


class RedisCluster(Cluster):
    """The processes of one database, through Redis: pub/sub for changes, locks, and keys for the rest."""

    shared = True

    def __init__(self, url: str, *, namespace: str, node: str | None = None, lock_timeout: float = 10.0,
                 lock_wait: float = 5.0) -> None:
        super().__init__(node=node, namespace=namespace)
        from redis.asyncio import Redis

        self.url = url
        #: the connection the other parts share (commands time out rather than hang when Redis is gone)
        self.redis: Redis = Redis.from_url(url, socket_timeout=2.0, socket_connect_timeout=2.0,
                                           health_check_interval=5, retry_on_timeout=False)
        self.channel = self.key("rooms")
        self.lock_timeout = lock_timeout
        self.lock_wait = lock_wait
        self._up = False
        self._dropping = False  #: a warning was logged for a publish dropped while Redis is away
        self._pending: dict[str, collections.deque[dict[str, Any]]] = {}  #: messages waiting, by room
        self._draining: set[asyncio.Task[None]] = set()
        self._task: asyncio.Task[None] | None = None
        self._ready = asyncio.Event()
        #: sends what is published, in order, from a thread of its own
        self._publisher = Publisher(url, self.channel, self._sent)
        #: how this process's own messages begin
        self._own = ('{"node":' + json.dumps(self.node, ensure_ascii=False) + ",").encode("utf-8")

    @property
    def up(self) -> bool:
        return self._up

    async def ping(self) -> None:
        await self.redis.ping()

    async def start(self) -> None:
        """Subscribe (in the background, retried while Redis is away); waits briefly for the first subscription."""
        self._task = asyncio.get_running_loop().create_task(self._listen())
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._ready.wait(), timeout=5.0)

    async def close(self) -> None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.flush(), timeout=2.0)  # what was published goes out first
        await asyncio.to_thread(self._publisher.stop)
        for task in list(self._draining):
            task.cancel()
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
            self._task = None
        with contextlib.suppress(Exception):
            await self.redis.aclose()

    async def _listen(self) -> None:
        delay = 0.1
        first = True
        while True:
            pubsub = self.redis.pubsub(ignore_subscribe_messages=True)
            try:
                await pubsub.subscribe(self.channel)
                self._up = True
                self._ready.set()
                delay = 0.1
                if not first:  # messages may have been missed while Redis was away
                    log.warning("Redis is back: reloading the tables from the database")
                    await self.resync()
                first = False
                while True:
                    item = await pubsub.get_message(timeout=1.0)
                    if item is None or item.get("type") != "message":
                        continue
                    if isinstance(item["data"], bytes) and item["data"].startswith(self._own):
                        continue  # this process's own, not parsed
                    try:
                        message = json.loads(item["data"])
                    except ValueError:
                        continue
                    if isinstance(message, dict):
                        self._deliver(message)
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                if self._up:
                    log.warning("lost Redis (%s): serving this process's own sockets until it is back", exc)
                self._up = False
                first = False
                await asyncio.sleep(delay)
                delay = min(delay * 2, 2.0)
            finally:
                with contextlib.suppress(Exception):
                    await pubsub.aclose()  # type: ignore[no-untyped-call, unused-ignore]  # typed in redis 8, not before

    def _deliver(self, message: dict[str, Any]) -> None:
        """Hand a message on in its room's order, without holding up the other rooms' messages.

        Each room with messages waiting has one task applying them one after the other: a room
        whose lock is held a while (a commit, a change waiting for its Redis lock) delays only itself.
        """
        code = str(message.get("code"))
        pending = self._pending.get(code)
        if pending is not None:
            pending.append(message)
            return
        at_once = self._at_once.get(str(message.get("kind")))
        if at_once is not None and message.get("node") != self.node:
            try:
                if at_once(message):  # applied now: no task, no turn of the event loop
                    return
            except Exception:
                log.exception("cannot apply a %s message for table %s", message.get("kind"), code)
                return
        pending = self._pending[code] = collections.deque([message])
        task = asyncio.get_running_loop().create_task(self._drain(code, pending))
        self._draining.add(task)
        task.add_done_callback(self._draining.discard)

    async def _drain(self, code: str, pending: collections.deque[dict[str, Any]]) -> None:
        try:
            while pending:
                await self.dispatch(pending[0])
                pending.popleft()
        finally:
            self._pending.pop(code, None)

    async def publish(self, code: str, kind: str, **fields: Any) -> None:
        """Publish a change, without waiting for Redis (see :meth:`post`)."""
        self.post(code, kind, **fields)

    def post(self, code: str, kind: str, **fields: Any) -> None:
        """Publish a change from any thread, without waiting: it goes out from the publishing thread,
        after everything posted before it, with all the others waiting at its trip in one pipeline
        (see :meth:`flush`).

        When Redis is away it is logged and dropped (the others resync when it is back).
        """
        if not self._up:  # known to be away: no wait for a timeout (the others resync when it is back)
            if not self._dropping:
                log.warning("Redis is away: changes are not published until it is back")
                self._dropping = True
            return
        # the node first: every process hears its own messages too, and skips them by their first bytes
        message = json.dumps({"node": self.node, "kind": kind, "code": code, **fields},
                             separators=(",", ":"), ensure_ascii=False)
        self._publisher.put((code, kind, message))

    async def flush(self) -> None:
        """Wait until every message published so far has been sent (or dropped)."""
        await asyncio.wrap_future(self._publisher.flushed())

    def _sent(self, batch: list[tuple[str, str, str]], exc: Exception | None) -> None:
        """In the publishing thread, after each trip: a failed one is logged."""
        if exc is None:
            self._dropping = False
            return
        for code, kind, _message in batch[:3]:
            what = "who is at every table" if code == "*" else f"a change of table {code}"
            log.warning("cannot publish %s (%s) to the other processes: %s", what, kind, exc)
        if len(batch) > 3:
            log.warning("cannot publish %d more changes to the other processes", len(batch) - 3)

    @contextlib.asynccontextmanager
    async def room_lock(self, code: str) -> AsyncIterator[None]:
        """A lock in Redis held around a change of the room's rows; a 503 refusal when it cannot be had."""
        lock = self.redis.lock(self.key("lock", code), timeout=self.lock_timeout,
                               blocking_timeout=self.lock_wait)
        try:
            acquired = await lock.acquire()
        except Exception:
            raise Refusal("the table cannot be changed just now: try again in a moment", 503, "table_busy") from None
        if not acquired:
            raise Refusal("the table is busy: try again in a moment", 503, "table_busy")
        try:
            yield
        finally:
            with contextlib.suppress(Exception):
                await lock.release()
