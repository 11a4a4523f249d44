"""Stand-ins for :class:`asyncio.Queue` and :class:`asyncio.Event` in what each socket holds for its life.

An :class:`asyncio.Queue` keeps three deques and an :class:`asyncio.Event` one, made up front at
about 0.6 KB each: uvicorn's WebSocket protocol keeps a queue of what the socket received and an
event for writing, so 10,000 sockets hold 30 MB of empty deques. These do the same with a list
and at most one waiting future, made when someone waits:

>>> import asyncio
>>> async def demo():
...     inbox, ready = Inbox(), Flag()
...     reader = asyncio.ensure_future(inbox.get())
...     await asyncio.sleep(0)
...     inbox.put_nowait("hello")
...     ready.set()
...     await ready.wait()
...     return await reader, inbox.empty(), ready.is_set()
>>> asyncio.run(demo())
('hello', True, True)
"""

from __future__ import annotations

import asyncio
from typing import Generic, TypeVar

__all__ = ["Flag", "Inbox"]

T = TypeVar("T")


class Inbox(Generic[T]):
    """A first-in first-out queue without bound, for one reader at a time (what uvicorn needs of its queue)."""

    __slots__ = ("_items", "_waiter")

    def __init__(self) -> None:
        self._items: list[T] = []
        self._waiter: asyncio.Future[None] | None = None

    def put_nowait(self, item: T) -> None:
        self._items.append(item)
        waiter = self._waiter
        if waiter is not None and not waiter.done():
            waiter.set_result(None)

    async def get(self) -> T:
        while not self._items:
            waiter = self._waiter = asyncio.get_running_loop().create_future()
            try:
                await waiter
            finally:
                if self._waiter is waiter:
                    self._waiter = None
        return self._items.pop(0)

    def get_nowait(self) -> T:
        if not self._items:
            raise asyncio.QueueEmpty
        return self._items.pop(0)

    def empty(self) -> bool:
        return not self._items

    def qsize(self) -> int:
        return len(self._items)


class Flag:
    """An event: :meth:`wait` returns once it is set (what uvicorn needs of its ``writable``)."""

    __slots__ = ("_set", "_waiters")

    def __init__(self) -> None:
        self._set = False
        self._waiters: list[asyncio.Future[None]] | None = None

    def is_set(self) -> bool:
        return self._set

    def set(self) -> None:
        self._set = True
        waiters, self._waiters = self._waiters, None
        for waiter in waiters or ():
            if not waiter.done():
                waiter.set_result(None)

    def clear(self) -> None:
        self._set = False

    async def wait(self) -> bool:
        if self._set:
            return True
        waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        if self._waiters is None:
            self._waiters = []
        self._waiters.append(waiter)
        try:
            await waiter
        finally:
            if self._waiters is not None and waiter in self._waiters:
                self._waiters.remove(waiter)
        return True
