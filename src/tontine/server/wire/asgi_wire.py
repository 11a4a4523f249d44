"""Frames to a WebSocket through ASGI's own ``send``: the wire of any ASGI server that is not the server's own.

On the server's own protocol the hub writes each frame's bytes straight to the socket's transport
(:class:`~tontine.server.wire.uvicorn_protocols.Wire`). Elsewhere (uvicorn's public protocols, which
the server falls back to when :mod:`~tontine.server.wire.uvicorn_fence` refuses uvicorn's private
parts; an in-process test client) the only way to a socket is an awaited ``send``, one at a time.
:class:`AsgiWire` offers the hub the same face as the transport's wire: :meth:`~AsgiWire.send` never
waits (the text joins a line that one task of the wire's own sends in order), :attr:`~AsgiWire.backlog`
counts what is waiting, and :meth:`~AsgiWire.stalled_for` how long the send under way has taken. The
hub's rules on a consumer that fell behind (:meth:`~tontine.server.wire.hub.Hub.post`) are then the
same on both; a send that takes longer than the bound is given up at once, and the wire calls
``on_stall`` for the hub to drop the socket.

>>> import asyncio
>>> from tontine.server.wire.frames import Frame
>>> class Socket:
...     def __init__(self): self.said = []
...     async def send_text(self, text): self.said.append(text)
...     async def close(self, code=1000): self.said.append(code)
>>> async def main():
...     socket = Socket()
...     wire = AsgiWire(socket, timeout=1.0, on_stall=lambda: None)
...     wire.send(Frame("one")); wire.send(Frame("two")); wire.close(1000); wire.send(Frame("late"))
...     backlog = wire.backlog
...     await wire.stop()
...     return backlog, socket.said, wire.backlog
>>> asyncio.run(main())
(6, ['one', 'two', 1000], 0)
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import Callable
from typing import Protocol

from tontine.server.room.room import Encoded

__all__ = ["TOO_SLOW", "AsgiSocket", "AsgiWire"]

log = logging.getLogger("tontine.server")

#: the close code of a consumer that fell behind (the page reconnects for a snapshot)
TOO_SLOW = 4008
#: seconds a connection that is over gives a close already in line to go out
CLOSE_GRACE = 1.0


class AsgiSocket(Protocol):
    """What the wire needs of an ASGI WebSocket (Starlette's ``WebSocket`` fits)."""

    async def send_text(self, data: str) -> None: ...
    async def close(self, code: int = 1000, reason: str | None = None) -> None: ...


class AsgiWire:
    """Texts sent to one ASGI WebSocket in order by one task of its own, never awaited by the sender.

    ``timeout``: the seconds one send may take before the wire gives it up and calls ``on_stall``.
    """

    __slots__ = ("_closing", "_line", "_on_stall", "_since", "_socket", "_task", "_timeout", "backlog")

    def __init__(self, socket: AsgiSocket, *, timeout: float, on_stall: Callable[[], object]) -> None:
        self._socket = socket
        self._timeout = timeout
        self._on_stall = on_stall
        self._line: deque[str | int] = deque()  #: texts to send, then perhaps a close code
        self._closing = False  #: a close is in line: nothing more is taken
        self._since: float | None = None  #: when the send under way began
        self._task: asyncio.Task[None] | None = None
        self.backlog = 0  #: characters of the texts in line, the one being sent included

    def __repr__(self) -> str:
        return f"<AsgiWire {len(self._line)} in line, {self.backlog} characters>"

    def stalled_for(self) -> float:
        """Seconds the send under way has taken (0 when none is)."""
        since = self._since
        return 0.0 if since is None else asyncio.get_running_loop().time() - since

    def send(self, frame: Encoded) -> None:
        """Put one frame's text in line (never waits)."""
        if self._closing:
            return
        self._line.append(frame.text)
        self.backlog += len(frame.text)
        self._run()

    def close(self, code: int) -> None:
        """A close after what is already in line; nothing more is taken."""
        if self._closing:
            return
        self._closing = True
        self._line.append(code)
        self._run()

    def abort(self) -> None:
        """Cut the socket now (a consumer that fell behind): what is in line is let go, a close is sent."""
        self._closing = True
        self._line.clear()
        self.backlog = 0
        task = self._task
        if task is not None and task is not asyncio.current_task():
            task.cancel()
        self._task = asyncio.get_running_loop().create_task(self._close(TOO_SLOW))

    async def stop(self) -> None:
        """The connection is over: a close in line gets a moment to go out, then the wire's task ends."""
        task = self._task
        if task is None:
            return
        if self._closing and not task.done():
            await asyncio.wait({task}, timeout=CLOSE_GRACE)
        task.cancel()
        self._task = None
        self._line.clear()
        self.backlog = 0

    def _run(self) -> None:
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._drain())

    async def _drain(self) -> None:
        line, loop = self._line, asyncio.get_running_loop()
        while line:
            item = line[0]
            self._since = loop.time()
            try:
                if isinstance(item, int):
                    await asyncio.wait_for(self._socket.close(code=item), timeout=self._timeout)
                    line.clear()
                    return
                await asyncio.wait_for(self._socket.send_text(item), timeout=self._timeout)
            except TimeoutError:
                self._since = None
                self._on_stall()
                return
            except Exception:  # a closed socket: its own receive loop ends the connection
                log.debug("send to a closed socket", exc_info=True)
                line.clear()
                self.backlog = 0
                return
            finally:
                self._since = None
            if not line or line[0] is not item:  # cut meanwhile (abort): what was in line is let go
                return
            line.popleft()
            self.backlog -= len(item)

    async def _close(self, code: int) -> None:
        try:
            await asyncio.wait_for(self._socket.close(code=code), timeout=self._timeout)
        except Exception:
            log.debug("closing a dropped socket", exc_info=True)
