"""Sending to the sockets of a room without ever waiting for one.

Every connection has a bounded queue of outgoing frames and a sender task of its own that
writes them to the socket. A broadcast encodes its message once and puts the same text on every
queue, so it never awaits a socket: nothing a client does (or fails to do) can hold a room or
its lock. A consumer whose queue is full, or whose socket takes longer than
``Limits.ws_send_timeout`` to take one frame, is dropped: its connection is cut, and the page
reconnects and gets a snapshot.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable
from typing import Any

from tontine.server.protocol import Limits
from tontine.server.rooms import Conn, Room
from tontine.server.views import public_state

__all__ = ["ABORT_EXTENSION", "Hub"]

log = logging.getLogger("tontine.server")

#: the ASGI scope extension through which the server's WebSocket protocol lets a dropped socket be cut
ABORT_EXTENSION = "tontine.abort"

#: close codes: the consumer fell behind (reconnect for a snapshot)
TOO_SLOW = 4008


def encode(message: dict[str, Any]) -> str:
    """A message as compact JSON text."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


class _Close:
    def __init__(self, code: int) -> None:
        self.code = code


class Hub:
    """Numbers each room's broadcasts (``seq``) and queues them for every socket."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.dropped = 0  #: consumers dropped for falling behind, since the start

    # -- a connection's life ---------------------------------------------------------

    def attach(self, conn: Conn) -> None:
        """Give a new connection its queue and sender task."""
        conn.queue = asyncio.Queue(maxsize=self.limits.ws_queue)
        conn.sender = asyncio.get_running_loop().create_task(self._sender(conn))

    async def detach(self, conn: Conn) -> None:
        """The connection is over: let a queued close go out (briefly), then stop its sender."""
        sender = conn.sender
        if sender is None:
            return
        if conn.closing and not sender.done():
            await asyncio.wait({sender}, timeout=1.0)
        sender.cancel()
        conn.sender = None

    async def _sender(self, conn: Conn) -> None:
        assert conn.queue is not None
        while True:
            item = await conn.queue.get()
            try:
                if isinstance(item, _Close):
                    await asyncio.wait_for(conn.ws.close(code=item.code), timeout=self.limits.ws_send_timeout)
                    return
                await asyncio.wait_for(conn.ws.send_text(item), timeout=self.limits.ws_send_timeout)
            except TimeoutError:
                self.drop(conn)
                return
            except Exception:  # a closed socket: its own receive loop ends the connection
                log.debug("send to a closed socket", exc_info=True)
                return

    def drop(self, conn: Conn) -> None:
        """Cut a consumer that fell behind; it reconnects and gets a snapshot."""
        if conn.dropped:
            return
        conn.dropped = True
        self.dropped += 1
        log.info("dropped a WebSocket that fell behind")
        abort = conn.ws.scope.get("extensions", {}).get(ABORT_EXTENSION)
        if abort is not None:
            abort()  # the receive loop then sees the disconnect
            return
        if conn.sender is not None and conn.sender is not asyncio.current_task():
            conn.sender.cancel()

        async def close() -> None:
            try:
                await asyncio.wait_for(conn.ws.close(code=TOO_SLOW), timeout=self.limits.ws_send_timeout)
            except Exception:
                log.debug("closing a dropped socket", exc_info=True)

        conn.sender = asyncio.get_running_loop().create_task(close())

    # -- sending ---------------------------------------------------------------------

    def post(self, conn: Conn, text: str) -> None:
        """Queue one encoded frame for one connection (never waits)."""
        if conn.dropped or conn.closing or conn.queue is None:
            return
        try:
            conn.queue.put_nowait(text)
        except asyncio.QueueFull:
            self.drop(conn)

    async def send(self, conn: Conn, message: dict[str, Any]) -> None:
        """Queue one message for one connection."""
        self.post(conn, encode(message))

    async def close(self, conn: Conn, code: int) -> None:
        """Queue a close after what is already queued; nothing more is sent to that connection."""
        if conn.dropped or conn.closing or conn.queue is None:
            return
        try:
            conn.queue.put_nowait(_Close(code))  # type: ignore[arg-type]
        except asyncio.QueueFull:
            self.drop(conn)
            return
        conn.closing = True

    async def broadcast(self, room: Room, message: dict[str, Any]) -> None:
        """Number the message and queue the same encoded text for every socket at the room."""
        room.seq += 1
        text = encode({"seq": room.seq, **message})
        for conn in list(room.conns):
            self.post(conn, text)

    async def broadcast_deal(self, room: Room, full: Callable[[], dict[str, Any]],
                             compact: Callable[[], dict[str, Any]]) -> None:
        """A deal: the compact message to clients of protocol 2, the full one to others.

        Each is built and encoded at most once, and only if some socket needs it.
        """
        room.seq += 1
        texts: dict[bool, str] = {}
        for conn in list(room.conns):
            new = conn.protocol >= 2
            text = texts.get(new)
            if text is None:
                text = texts[new] = encode({"seq": room.seq, **(compact() if new else full())})
            self.post(conn, text)

    def presence_soon(self, room: Room, delay: float = 0.1) -> None:
        """One state broadcast ``delay`` seconds from now, for every presence change until then.

        A thousand phones connecting at once then cost one state per table per ``delay``,
        not one per phone.
        """
        if room.presence_task is not None and not room.presence_task.done():
            return

        async def later() -> None:
            await asyncio.sleep(delay)
            room.presence_task = None
            await self.broadcast_state(room)

        room.presence_task = asyncio.get_running_loop().create_task(later())

    async def broadcast_state(self, room: Room) -> None:
        await self.broadcast(room, {"type": "state", "state": public_state(room)})
