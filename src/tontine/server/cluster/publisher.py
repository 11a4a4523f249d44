"""This process's messages to the other processes, sent from a thread of its own, in the order they were put.

The messages are put from any thread without waiting: the event loop's changes, and the deals
put by the writer's worker thread as their commit returns (so the other processes hear a deal
when it is committed, not when this process's event loop comes round to it under load). The
thread sends everything waiting at each trip in one pipeline of ``PUBLISH`` commands on a
connection of redis-py's own client. A trip that fails (Redis away) is reported through
``on_trip`` and its messages are dropped: the other processes read the tables again from the
database when Redis is back.
"""

from __future__ import annotations

import concurrent.futures
import logging
import queue
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from redis import Redis

__all__ = ["MOST_WAITING", "Publisher"]

log = logging.getLogger("tontine.server")

MOST_WAITING = 100_000  #: messages waiting at most (Redis hung): past it, new ones are dropped and logged

#: one message: (room code, kind, JSON text)
Message = tuple[str, str, str]
_Item = Message | concurrent.futures.Future[None] | None


class Publisher:
    """Publishes JSON texts to one channel from a daemon thread, in order, one pipeline a trip."""

    def __init__(self, url: str, channel: str, on_trip: Callable[[list[Message], Exception | None], None], *,
                 timeout: float = 2.0) -> None:
        """``on_trip(batch, error)``: called in the thread after each trip (``error`` None when it was sent)."""
        self.url = url
        self.channel = channel
        self.on_trip = on_trip
        self.timeout = timeout
        self._queue: queue.Queue[_Item] = queue.Queue()
        self._thread: threading.Thread | None = None
        self._starting = threading.Lock()
        self._stopped = False  #: after :meth:`stop`: what is put is dropped
        self._full = False  #: a warning was logged for messages dropped while too many were waiting

    def put(self, message: Message) -> None:
        """Send ``message`` after those put before it (from any thread, never waiting); after :meth:`stop`, nothing."""
        if self._stopped:
            log.debug("a %s message for table %s after the publisher stopped: not sent", message[1], message[0])
            return
        if self._queue.qsize() >= MOST_WAITING:
            if not self._full:
                log.warning("%d messages are waiting for Redis: new ones are dropped until they are sent",
                            MOST_WAITING)
                self._full = True
            return
        self._running()
        self._queue.put(message)

    def flushed(self) -> concurrent.futures.Future[None]:
        """Done once everything put so far has been sent (or dropped)."""
        done: concurrent.futures.Future[None] = concurrent.futures.Future()
        with self._starting:
            if self._thread is None or not self._thread.is_alive():
                done.set_result(None)
                return done
            self._queue.put(done)
        return done

    def stop(self, timeout: float = 2.0) -> None:
        """Send what was put before, waiting at most ``timeout`` seconds, then end the thread; later puts are dropped.

        The thread is a daemon: a process exiting does not wait for a trip to a Redis that hangs.
        """
        with self._starting:
            self._stopped = True
            thread, self._thread = self._thread, None
            if thread is not None:
                self._queue.put(None)
        if thread is not None:
            thread.join(timeout)

    def _running(self) -> None:
        with self._starting:
            if not self._stopped and (self._thread is None or not self._thread.is_alive()):
                self._thread = threading.Thread(target=self._run, name="tontine-publish", daemon=True)
                self._thread.start()

    def _run(self) -> None:
        from redis import Redis

        client = Redis.from_url(self.url, socket_timeout=self.timeout, socket_connect_timeout=self.timeout)
        try:
            while True:
                items = [self._queue.get()]
                while True:
                    try:
                        items.append(self._queue.get_nowait())
                    except queue.Empty:
                        break
                batch = [item for item in items if isinstance(item, tuple)]
                if batch:
                    self._send(client, batch)
                for item in items:
                    # a flush no longer waited for (its wait timed out) is cancelled: nothing to tell it
                    if isinstance(item, concurrent.futures.Future) and item.set_running_or_notify_cancel():
                        item.set_result(None)
                if None in items:
                    return
        finally:
            client.close()

    def _send(self, client: Redis, batch: list[Message]) -> None:
        error: Exception | None = None
        try:
            pipe = client.pipeline(transaction=False)
            for _code, _kind, text in batch:
                pipe.publish(self.channel, text)
            pipe.execute()
            self._full = False
        except Exception as exc:
            error = exc
        try:
            self.on_trip(batch, error)
        except Exception:
            log.exception("cannot report a trip to Redis")
