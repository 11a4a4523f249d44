"""Sending to the sockets of a room without ever waiting for one.

A broadcast encodes its message once (a :class:`~tontine.server.wire.frames.Frame`) and never awaits
a socket: nothing a client does (or fails to do) can hold a room or its lock. On the server's own
WebSocket protocol (:class:`~tontine.server.wire.uvicorn_protocols.Wire` in the scope) the frame's bytes,
built once, are written straight to every socket's transport; a consumer whose unsent bytes pass
``Limits.ws_buffer``, or whose transport has stayed over its high-water mark for longer than
``Limits.ws_send_timeout``, is dropped. Elsewhere (uvicorn's public protocols, which the server
falls back to when the fence refuses uvicorn's private parts, see
:mod:`~tontine.server.wire.uvicorn_fence`; or an in-process test client) every connection has a
bounded queue of outgoing texts and a sender task that writes them; a consumer whose queue is full, or whose socket takes longer than ``Limits.ws_send_timeout`` to take one frame, is
dropped. A dropped connection is cut, and the page reconnects and gets a snapshot.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from typing import Any

from tontine.server.ops.metrics import Metrics
from tontine.server.room.codec import encode, with_seq
from tontine.server.room.limits import Limits
from tontine.server.room.room import Conn, Room, WireLike
from tontine.server.room.views import remember_state, state_text
from tontine.server.wire.frames import Frame

__all__ = ["ABORT_EXTENSION", "WIRE_EXTENSION", "Hub"]

log = logging.getLogger("tontine.server")

#: the ASGI scope extension through which the server's WebSocket protocol lets a dropped socket be cut
ABORT_EXTENSION = "tontine.abort"
#: the ASGI scope extension through which the server's WebSocket protocol takes frames built once
WIRE_EXTENSION = "tontine.wire"

#: close codes: the consumer fell behind (reconnect for a snapshot)
TOO_SLOW = 4008


class _Close:
    def __init__(self, code: int) -> None:
        self.code = code


class Hub:
    """Numbers each room's broadcasts (``seq``) and queues them for every socket."""

    def __init__(self, limits: Limits, *, metrics: Metrics | None = None) -> None:
        """``metrics``: where the time of each broadcast to a room's sockets is counted."""
        self.limits = limits
        self.metrics = metrics if metrics is not None else Metrics()
        self.dropped = 0  #: consumers dropped for falling behind, since the start

    # -- a connection's life ---------------------------------------------------------

    def attach(self, conn: Conn) -> None:
        """Take a new connection's wire from its scope, or else give it a queue and a sender task."""
        wire = conn.ws.scope.get("extensions", {}).get(WIRE_EXTENSION)
        if wire is not None:
            conn.wire = wire
            return
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

    def post(self, conn: Conn, frame: Frame) -> None:
        """Send one frame to one connection, or queue its text (never waits)."""
        if conn.dropped or conn.closing:
            return
        wire: WireLike | None = conn.wire
        if wire is not None:
            if wire.backlog > self.limits.ws_buffer or wire.stalled_for() > self.limits.ws_send_timeout:
                self.drop(conn)
                return
            wire.write(frame.wire(wire.deflate_bits))
            return
        if conn.queue is None:
            return
        try:
            conn.queue.put_nowait(frame.text)
        except asyncio.QueueFull:
            self.drop(conn)

    def send(self, conn: Conn, message: dict[str, Any]) -> None:
        """Send one message to one connection."""
        self.post(conn, Frame(encode(message)))

    def send_text(self, conn: Conn, text: str) -> None:
        """Send one message already encoded to one connection."""
        self.post(conn, Frame(text))

    def close(self, conn: Conn, code: int) -> None:
        """A close after what is already sent or queued; nothing more is sent to that connection."""
        if conn.dropped or conn.closing:
            return
        if conn.wire is not None:
            conn.wire.close(code)
            conn.closing = True
            return
        if conn.queue is None:
            return
        try:
            conn.queue.put_nowait(_Close(code))  # type: ignore[arg-type]
        except asyncio.QueueFull:
            self.drop(conn)
            return
        conn.closing = True

    def broadcast(self, room: Room, message: dict[str, Any]) -> None:
        """Number the message and send the same encoded frame to every socket at the room.

        A message that carries the room's state leaves it as the state of the new ``seq``, for
        the snapshots of the sockets that say hello next (see :func:`~tontine.server.room.views.state_text`).
        """
        room.seq += 1
        state = message.get("state")
        if isinstance(state, dict):
            remember_state(room, state)
        began = time.perf_counter()
        frame = Frame(encode({"seq": room.seq, **message}))
        for conn in list(room.conns):
            self.post(conn, frame)
        self.metrics.fanout.observe(time.perf_counter() - began)

    def broadcast_deal(self, room: Room, full: Callable[[], dict[str, Any]], body: Callable[[], str]) -> None:
        """A deal: the compact message (``body``, its JSON text without ``seq``) to clients of protocol 2,
        the full one to others.

        Each is built and encoded at most once, and only if some socket needs it: the compact one
        is the same text on every process (see :mod:`~tontine.server.room.ahead`), under each one's ``seq``.
        """
        room.seq += 1
        room.state_cache = None  # the state of an earlier seq: not kept (the next snapshot builds the new one)
        began = time.perf_counter()
        frames: dict[bool, Frame] = {}
        for conn in list(room.conns):
            new = conn.protocol >= 2
            frame = frames.get(new)
            if frame is None:
                frame = frames[new] = Frame(with_seq(room.seq, body()) if new else encode({"seq": room.seq, **full()}))
            self.post(conn, frame)
        self.metrics.fanout.observe(time.perf_counter() - began)

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
            self.broadcast_state(room)

        room.presence_task = asyncio.get_running_loop().create_task(later())

    def broadcast_state(self, room: Room) -> None:
        """The room's state, built afresh, to every socket (and kept for the next snapshots)."""
        room.seq += 1
        room.state_cache = None
        began = time.perf_counter()
        frame = Frame(f'{{"seq":{room.seq},"type":"state","state":{state_text(room)}}}')
        for conn in list(room.conns):
            self.post(conn, frame)
        self.metrics.fanout.observe(time.perf_counter() - began)
