"""Sending to the sockets of a room without ever waiting for one.

A broadcast encodes its message once (a :class:`~tontine.server.wire.frames.Frame`) and never awaits
a socket: nothing a client does (or fails to do) can hold a room or its lock. Every connection has
a wire (:class:`~tontine.server.room.room.WireLike`), and the hub sends to it in one way: a consumer
whose unsent part passes ``Limits.ws_buffer``, or that has taken nothing for longer than
``Limits.ws_send_timeout``, is dropped (cut; the page reconnects and gets a snapshot). On the
server's own WebSocket protocol the wire is its :class:`~tontine.server.wire.uvicorn_protocols.Wire`
(in the scope), which writes the frame's bytes, built once, straight to the socket's transport;
elsewhere (uvicorn's public protocols, which the server falls back to when the fence refuses
uvicorn's private parts, see :mod:`~tontine.server.wire.uvicorn_fence`; or an in-process test
client) it is an :class:`~tontine.server.wire.asgi_wire.AsgiWire`, which sends the texts through
ASGI in order.
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
from tontine.server.wire.asgi_wire import AsgiWire
from tontine.server.wire.frames import Frame

__all__ = ["WIRE_EXTENSION", "Hub"]

log = logging.getLogger("tontine.server")

#: the ASGI scope extension through which the server's WebSocket protocol gives a socket's wire
WIRE_EXTENSION = "tontine.wire"


class Hub:
    """Numbers each room's broadcasts (``seq``) and sends them to every socket's wire."""

    def __init__(self, limits: Limits, *, metrics: Metrics | None = None) -> None:
        """``metrics``: where the time of each broadcast to a room's sockets is counted."""
        self.limits = limits
        self.metrics = metrics if metrics is not None else Metrics()
        self.dropped = 0  #: consumers dropped for falling behind, since the start

    # -- a connection's life ---------------------------------------------------------

    def attach(self, conn: Conn) -> None:
        """Give a new connection its wire: the protocol's own from its scope, else one through ASGI."""
        wire = conn.ws.scope.get("extensions", {}).get(WIRE_EXTENSION)
        conn.wire = wire if wire is not None else AsgiWire(
            conn.ws, timeout=self.limits.ws_send_timeout, on_stall=lambda: self.drop(conn))

    async def detach(self, conn: Conn) -> None:
        """The connection is over: its wire lets go of what it holds (a close in line gets a moment)."""
        if conn.wire is not None:
            await conn.wire.stop()

    def drop(self, conn: Conn) -> None:
        """Cut a consumer that fell behind; it reconnects and gets a snapshot."""
        if conn.dropped:
            return
        conn.dropped = True
        self.dropped += 1
        log.info("dropped a WebSocket that fell behind")
        if conn.wire is not None:
            conn.wire.abort()  # the receive loop then sees the disconnect

    # -- sending ---------------------------------------------------------------------

    def post(self, conn: Conn, frame: Frame) -> None:
        """Send one frame to one connection (never waits), or drop it if it has fallen behind."""
        wire: WireLike | None = conn.wire
        if wire is None or conn.dropped or conn.closing:
            return
        if wire.backlog > self.limits.ws_buffer or wire.stalled_for() > self.limits.ws_send_timeout:
            self.drop(conn)
            return
        wire.send(frame)

    def send(self, conn: Conn, message: dict[str, Any]) -> None:
        """Send one message to one connection."""
        self.post(conn, Frame(encode(message)))

    def send_text(self, conn: Conn, text: str) -> None:
        """Send one message already encoded to one connection."""
        self.post(conn, Frame(text))

    def close(self, conn: Conn, code: int) -> None:
        """A close after what is already sent; nothing more is sent to that connection."""
        if conn.wire is None or conn.dropped or conn.closing:
            return
        conn.wire.close(code)
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
