"""The server's connection protocols for uvicorn: WebSocket frames and HTTP connections under limits.

:func:`websocket_protocol` is uvicorn's own WebSocket protocol with three changes: protocol-level
pings are rate-limited like messages (over the limit the connection is closed with 1008), a text
frame that is not UTF-8 closes the connection with 1007 and one log line instead of a traceback,
and the ASGI scope carries an ``abort`` the hub uses to cut a consumer that fell behind.
"""

from __future__ import annotations

import logging
from collections import deque
from typing import Any

from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

from tontine.server.hub import ABORT_EXTENSION
from tontine.server.protocol import Limits

__all__ = ["websocket_protocol"]

log = logging.getLogger("tontine.server")

PING_WINDOW = 10.0  #: seconds over which pings are counted


def websocket_protocol(limits: Limits) -> type[WebSocketsSansIOProtocol]:
    """uvicorn's WebSocket protocol class under ``limits`` (pass it as ``ws=``)."""

    class TontineWebSocket(WebSocketsSansIOProtocol):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.pings: deque[float] = deque()

        def handle_connect(self, event: Any) -> None:
            super().handle_connect(event)
            scope = getattr(self, "scope", None)
            if scope is not None:  # the app task has not run yet: it sees this extension
                scope["extensions"][ABORT_EXTENSION] = self.transport.abort

        def handle_ping(self) -> None:
            now = self.loop.time()
            while self.pings and self.pings[0] <= now - PING_WINDOW:
                self.pings.popleft()
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
