"""The server's connection protocols for uvicorn: WebSocket frames and HTTP connections under limits.

:func:`protocols` gives uvicorn's own HTTP and WebSocket protocols with these changes:

- open connections are counted by address, before any request is read: past
  ``Limits.connections_per_address`` a new connection is closed at once, so idle connections from
  one address cannot use up the server's file descriptors;
- a connection that has not finished sending its request's head within
  ``Limits.handshake_timeout`` seconds is closed;
- protocol-level pings are rate-limited like messages (over the limit the connection is closed
  with 1008);
- a text frame that is not UTF-8 closes the connection with 1007 and one log line, not a traceback;
- the ASGI scope carries a :class:`Wire`: the hub writes a broadcast's frame, encoded once, straight
  to each socket's transport (no task, no per-socket encoding or compression), and through it cuts
  a consumer that fell behind;
- permessage-deflate is negotiated without context takeover either way: a message compressed once
  is valid for every socket, and no socket keeps a compressor or decompressor of its own
  between messages.
- what each socket holds for its life is kept light (:mod:`~tontine.server.wire.slim_asyncio` for its queue
  and its writing event, the handshake's headers let go once accepted), and a lost connection
  breaks the cycles through its protocol, so that reference counting frees it at once.

Whether uvicorn still has what these rely on is checked at start by :mod:`~tontine.server.wire.uvicorn_fence`.
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter
from typing import Any

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.extensions.permessage_deflate import PerMessageDeflate, ServerPerMessageDeflateFactory
from websockets.protocol import State
from websockets.server import ServerProtocol

from tontine.server.room.limits import Limits
from tontine.server.room.room import Encoded
from tontine.server.wire.hub import WIRE_EXTENSION
from tontine.server.wire.slim_asyncio import Flag, Inbox

__all__ = ["Wire", "protocols", "websocket_protocol"]

#: the compression the server offers: small windows, and no context kept from one message to the next
DEFLATE_BITS = 12

log = logging.getLogger("tontine.server")

PING_WINDOW = 10.0  #: seconds over which pings are counted


def protocols(limits: Limits) -> tuple[type[HttpToolsProtocol], type[WebSocketsSansIOProtocol]]:
    """uvicorn's HTTP and WebSocket protocol classes under ``limits`` (pass them as ``http=`` and ``ws=``).

    The two share one count of open connections by address (a WebSocket is counted from its
    HTTP request on, until it closes).
    """
    open_by_address: Counter[str] = Counter()

    def address(client: tuple[str, int] | None) -> str:
        return client[0] if client else "?"

    class TontineHttp(HttpToolsProtocol):
        refused = False
        handed_over = False
        idle_timer: asyncio.TimerHandle | None = None

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            peer = transport.get_extra_info("peername")
            who = peer[0] if isinstance(peer, tuple) else "?"
            if open_by_address[who] >= limits.connections_per_address:
                self.refused = True
                log.info("refused a connection from %s: %d already open", who, open_by_address[who])
                transport.abort()
                return
            open_by_address[who] += 1
            super().connection_made(transport)
            self.idle_timer = self.loop.call_later(limits.handshake_timeout, self.handshake_timed_out)

        def handshake_timed_out(self) -> None:
            self.idle_timer = None
            if self.cycle is None and not self.transport.is_closing():
                log.info("closed a connection that sent no request within %s s", limits.handshake_timeout)
                self.transport.abort()

        def on_headers_complete(self) -> None:
            if self.idle_timer is not None:
                self.idle_timer.cancel()
                self.idle_timer = None
            super().on_headers_complete()

        def handle_websocket_upgrade(self) -> None:
            self.handed_over = True  # the WebSocket protocol counts it down when it closes
            if self.idle_timer is not None:
                self.idle_timer.cancel()
                self.idle_timer = None
            super().handle_websocket_upgrade()

        def connection_lost(self, exc: Exception | None) -> None:
            if self.refused:
                return
            if self.idle_timer is not None:
                self.idle_timer.cancel()
                self.idle_timer = None
            if not self.handed_over:
                _count_down(open_by_address, address(self.client))
            super().connection_lost(exc)

    base = websocket_protocol(limits)

    class TontineCountedWebSocket(base):  # type: ignore[valid-type, misc]
        def connection_lost(self, exc: Exception | None) -> None:
            _count_down(open_by_address, address(self.client))
            super().connection_lost(exc)

    return TontineHttp, TontineCountedWebSocket


def _count_down(counter: Counter[str], key: str) -> None:
    counter[key] -= 1
    if counter[key] <= 0:
        del counter[key]


class Wire:
    """Frames written straight to one WebSocket's transport, in order with everything else it is sent.

    The hub builds each frame once (:class:`~tontine.server.wire.frames.Frame`) and sends the same
    bytes to every socket; :attr:`deflate_bits` says which form this socket takes. Sending never
    waits: :attr:`backlog` and :meth:`stalled_for` tell the hub a consumer has fallen behind.
    """

    __slots__ = ("_protocol", "deflate_bits", "stalled_since")

    def __init__(self, protocol: WebSocketsSansIOProtocol) -> None:
        self._protocol: WebSocketsSansIOProtocol | None = protocol  #: None once the connection is lost
        self.deflate_bits: int | None = None  #: the window the socket agreed to, None if uncompressed
        self.stalled_since: float | None = None  #: since when the transport's buffer has been over its mark

    def negotiated(self) -> None:
        """Read the extensions the handshake agreed to."""
        assert self._protocol is not None
        for extension in self._protocol.conn.extensions:
            if isinstance(extension, PerMessageDeflate):
                self.deflate_bits = extension.local_max_window_bits

    def release(self) -> None:
        """The connection is lost: let go of its protocol (no cycle left to wait for the garbage collector)."""
        self._protocol = None

    @property
    def open(self) -> bool:
        protocol = self._protocol
        return (protocol is not None and protocol.handshake_complete and not protocol.close_sent and not protocol.disconnected
                and protocol.conn.state is State.OPEN and not protocol.transport.is_closing())

    def stalled_for(self) -> float:
        """Seconds the transport's buffer has been over its high-water mark (0 while it drains)."""
        since, protocol = self.stalled_since, self._protocol
        return 0.0 if since is None or protocol is None else protocol.loop.time() - since

    @property
    def backlog(self) -> int:
        """Bytes written and not yet taken by the socket."""
        protocol = self._protocol
        return 0 if protocol is None else protocol.transport.get_write_buffer_size()

    def send(self, frame: Encoded) -> None:
        """Send one frame in the form this socket agreed to (nothing if it is closing or closed)."""
        self.write(frame.wire(self.deflate_bits))

    def write(self, data: bytes) -> bool:
        """Write one whole frame; False if the socket is closing or closed."""
        protocol = self._protocol
        if protocol is None or not self.open:
            return False
        protocol.transport.write(data)
        return True

    def close(self, code: int) -> None:
        """Send a close frame after everything written so far (as the ASGI ``websocket.close`` does)."""
        protocol = self._protocol
        if protocol is None or not self.open:
            return
        protocol.queue.put_nowait({"type": "websocket.disconnect", "code": code, "reason": ""})
        protocol.conn.send_close(code, "")
        protocol.transport.write(b"".join(protocol.conn.data_to_send()))
        protocol.close_sent = True
        if protocol.read_paused:
            protocol.read_paused = False
            protocol.transport.resume_reading()
        protocol.close_timer = protocol.loop.call_later(protocol.close_timeout, protocol.transport.close)

    def abort(self) -> None:
        """Cut the connection now; its receive loop then sees the disconnect."""
        if self._protocol is not None:
            self._protocol.transport.abort()

    async def stop(self) -> None:
        """Nothing to let go of: the transport is the protocol's (see :meth:`release`)."""


def websocket_protocol(limits: Limits) -> type[WebSocketsSansIOProtocol]:
    """uvicorn's WebSocket protocol class under ``limits`` (pass it as ``ws=``)."""

    class TontineWebSocket(WebSocketsSansIOProtocol):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            # what each socket holds for its life, lighter (see tontine.server.wire.slim_asyncio)
            self.queue: Inbox[Any] = Inbox()  # type: ignore[assignment]
            self.writable: Flag = Flag()  # type: ignore[assignment]
            self.writable.set()
            self.pings: list[float] = []  #: when the pings of the last PING_WINDOW seconds came
            self.wire = Wire(self)
            if self.config.ws_per_message_deflate:  # no context takeover: see Wire and frames.Frame
                self.conn = ServerProtocol(
                    extensions=[ServerPerMessageDeflateFactory(
                        server_no_context_takeover=True, client_no_context_takeover=True,
                        server_max_window_bits=DEFLATE_BITS, client_max_window_bits=DEFLATE_BITS,
                        compress_settings={"memLevel": 5})],
                    max_size=self.config.ws_max_size, logger=logging.getLogger("uvicorn.error"))

        async def send(self, message: Any) -> None:
            await super().send(message)
            if self.handshake_complete and self.response is not None:
                # the handshake's request and response (their headers) are not needed after it
                self.request = self.response = None  # type: ignore[assignment]

        def handle_connect(self, event: Any) -> None:
            super().handle_connect(event)
            scope = getattr(self, "scope", None)
            if scope is not None:  # the app task has not run yet: it sees these extensions
                self.wire.negotiated()
                scope["extensions"][WIRE_EXTENSION] = self.wire

        def connection_lost(self, exc: Exception | None) -> None:
            super().connection_lost(exc)
            # the cycles through this protocol (its wire, the parser's generator holding its
            # ServerProtocol) are broken here, so a closed socket is freed at once, not by a full
            # collection (never, while it is frozen: see tontine.server.collector)
            self.wire.release()
            self.conn.parser.close()

        def pause_writing(self) -> None:
            super().pause_writing()
            if self.wire.stalled_since is None:
                self.wire.stalled_since = self.loop.time()

        def resume_writing(self) -> None:
            super().resume_writing()
            self.wire.stalled_since = None

        def handle_ping(self) -> None:
            now = self.loop.time()
            self.pings = [t for t in self.pings if t > now - PING_WINDOW]
            self.pings.append(now)
            if len(self.pings) > limits.ws_pings:
                log.info("closed a WebSocket sending too many pings")
                self.conn.fail(1008, "too many pings")
                self.handle_parser_exception()
                return
            super().handle_ping()

        def send_receive_event_to_app(self) -> None:
            if self.curr_msg_data_type == "text" and not self.close_sent:
                data = self.frames[0] if len(self.frames) == 1 else b"".join(self.frames)
                try:
                    data.decode()
                except UnicodeDecodeError:
                    self.frames = []
                    log.info("closed a WebSocket that sent a text frame that is not UTF-8")
                    self.conn.send_close(1007, "text frames are UTF-8")
                    self.handle_parser_exception()
                    return
            super().send_receive_event_to_app()

    return TontineWebSocket
