"""The WebSocket of a room: admission, the receive loop with its limits, and a table of message handlers."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from fastapi import WebSocket, WebSocketDisconnect
from sqlalchemy.exc import InterfaceError, OperationalError

from tontine.errors import TontineError
from tontine.server.cluster.relay import Relay
from tontine.server.room.errors import Refusal
from tontine.server.room.limits import Limits
from tontine.server.room.room import Conn, Room
from tontine.server.room.signs import EMOTES
from tontine.server.room.status import Status
from tontine.server.room.views import PROTOCOL, snapshot_text
from tontine.server.store.registry import Registry
from tontine.server.verify.shuffle import check_seed_text
from tontine.server.wire.hub import Hub

__all__ = ["MESSAGES", "Sockets", "parse_json"]

log = logging.getLogger("tontine.server")


def parse_json(raw: bytes | str) -> Any:
    """Parsed JSON; a ValueError for anything that is not (nesting too deep included)."""
    try:
        return json.loads(raw)
    except RecursionError:
        raise ValueError("nested too deeply") from None


class Sockets:
    """Every open WebSocket of this process, counted by address."""

    def __init__(self, registry: Registry, hub: Hub, *, clock: Callable[[], float], limits: Limits,
                 relay: Relay | None = None) -> None:
        self.registry = registry
        self.relay = relay if relay is not None else Relay(registry, hub)
        self.storage = registry.storage
        self.hub = hub
        self.clock = clock
        self.limits = limits
        self.by_address: dict[str, int] = {}  #: open WebSockets by address
        #: called when this process's sockets at a room changed whose seat they speak for or who hosts
        self.on_presence: Callable[[Room], object] = lambda _room: None
        #: what the server reads ahead in a thread at start-up (:func:`~tontine.server.app.read_ahead`):
        #: a hello waits for it rather than read the catalogues and dictionaries itself, on the loop
        self.read_ahead: asyncio.Future[None] | None = None

    async def serve(self, ws: WebSocket, code: str) -> None:
        ip = ws.client.host if ws.client else "?"
        await ws.accept()
        try:
            room = await self.registry.lookup(code, ip)
        except Refusal as exc:
            await self.refuse(ws, {"type": "error", "seq": 0, "message": str(exc), "key": exc.key,
                                   "values": exc.values}, 4404)
            return
        except (OperationalError, InterfaceError):  # the database is away: the page retries with its back-off
            await self.refuse(ws, {"type": "error", "seq": 0, "key": "database",
                                   "message": "the database cannot be reached just now: try again in a moment"}, 1013)
            return
        if (self.by_address.get(ip, 0) >= self.limits.ws_per_address
                or len(room.conns) >= self.limits.ws_per_table):
            await self.refuse(ws, {"type": "error", "seq": room.seq, "key": "sockets",
                                   "message": "too many open connections: close a tab and retry"}, 1013)
            return
        conn = Conn(ws)
        self.hub.attach(conn)
        room.conns.append(conn)
        room.idle_since = None
        self.by_address[ip] = self.by_address.get(ip, 0) + 1
        try:
            await self.receive_loop(room, conn)
        except WebSocketDisconnect:
            pass
        finally:
            await self.hub.detach(conn)
            self.by_address[ip] -= 1
            if not self.by_address[ip]:
                del self.by_address[ip]
            if conn in room.conns:
                room.conns.remove(conn)
            if not room.conns:
                room.idle_since = self.clock()
            if conn.host and not room.host_connected():
                room.host_away_since = self.clock()
            if conn.pos is not None or conn.host:
                self.hub.presence_soon(room)
                self.on_presence(room)

    async def refuse(self, ws: WebSocket, message: dict[str, Any], code: int) -> None:
        """One error and a close for a socket that is not let in (bounded in time: it may not read)."""
        try:
            await asyncio.wait_for(ws.send_text(json.dumps(message)), timeout=self.limits.ws_send_timeout)
            await asyncio.wait_for(ws.close(code=code), timeout=self.limits.ws_send_timeout)
        except (TimeoutError, Exception):
            log.debug("refusing a socket", exc_info=True)

    async def receive_loop(self, room: Room, conn: Conn) -> None:
        ws = conn.ws
        while True:
            frame = await ws.receive()
            if frame["type"] == "websocket.disconnect":
                raise WebSocketDisconnect(frame.get("code", 1000))
            text = frame.get("text")
            now = self.clock()
            conn.messages = [t for t in conn.messages if t > now - 10] + [now]
            size = len(text.encode("utf-8")) if text is not None else len(frame.get("bytes") or b"")
            if size > self.limits.ws_message_size:
                self.hub.send(conn, {"type": "error", "seq": room.seq, "message": "message too large",
                                           "key": "too_large"})
                self.hub.close(conn, 1009)
                return
            if len(conn.messages) > self.limits.ws_messages:
                self.hub.send(conn, {"type": "error", "seq": room.seq,
                                           "message": "too many messages: slow down", "key": "slow"})
                self.hub.close(conn, 1008)
                return
            try:
                if text is None:  # a binary frame
                    raise ValueError
                message = parse_json(text)
                if not isinstance(message, dict):
                    raise ValueError
            except ValueError:
                self.hub.send(conn, {"type": "error", "seq": room.seq, "message": "messages are JSON objects"})
                continue
            kind = message.get("type")
            handler = MESSAGES.get(kind) if isinstance(kind, str) else None
            if handler is None:
                self.hub.send(conn, {"type": "error", "seq": room.seq,
                                           "message": f"unknown message type {str(kind)[:20]!r}"})
                continue
            try:
                await handler(self, room, conn, message)
            except Refusal as exc:
                self.hub.send(conn, {"type": "error", "seq": room.seq, "message": str(exc), "key": exc.key,
                                           "values": exc.values})

    # -- the message handlers ------------------------------------------------------------

    async def hello(self, room: Room, conn: Conn, message: dict[str, Any]) -> None:
        seed = message.get("seed")
        # a seat's fresh seed is a change of the room's rows: under the room's lock and the cluster's
        # (skipped while the other processes cannot be reached: the seed from the last visit stays)
        if (seed is not None and room.status is Status.LOBBY and self.relay.cluster.up
                and room.seat_of(message.get("token")) is not None):
            async with self.relay.changing(room):
                seat = room.seat_of(message.get("token"))
                if seat is not None and room.status is Status.LOBBY:
                    # a fresh contribution on every visit until the game starts
                    with contextlib.suppress(TontineError):
                        seat.seed = check_seed_text(seed)
                        await asyncio.to_thread(self.storage.update_seat, room.code, seat.pos, seed=seat.seed)
                        await self.relay.changed(room)
        if self.read_ahead is not None and not self.read_ahead.done():
            # a reconnect storm just after a restart: each snapshot would read them on the loop
            await asyncio.shield(self.read_ahead)
        # nothing below waits: a hello that changes no row does not queue behind the room's lock (a
        # flash crowd's joins hold it while their seats are committed)
        seat = room.seat_of(message.get("token"))
        was = (conn.pos, conn.host)
        conn.pos = seat.pos if seat else None
        conn.host = room.is_host(message.get("token")) or room.is_host(message.get("host_token"))
        version = message.get("protocol")
        conn.protocol = min(version, PROTOCOL) if isinstance(version, int) and not isinstance(version, bool) \
            and version >= 1 else 1
        if conn.host:
            room.host_away_since = None
        self.hub.send_text(conn, snapshot_text(room, conn))  # the state built once per seq, not per socket
        if (conn.pos, conn.host) != was:
            self.hub.presence_soon(room)
            self.on_presence(room)

    async def snapshot(self, room: Room, conn: Conn, _message: dict[str, Any]) -> None:
        self.hub.send_text(conn, snapshot_text(room, conn))

    async def react(self, room: Room, conn: Conn, message: dict[str, Any]) -> None:
        emote = message.get("emote")
        if conn.pos is None or emote not in EMOTES:
            self.hub.send(conn, {"type": "error", "seq": room.seq, "key": "react",
                                       "message": "reactions are for seated players, from the list"})
            return
        self.hub.broadcast(room, {"type": "reaction", "pos": conn.pos, "emote": emote})
        await self.relay.reaction(room, conn.pos, emote)

    async def ping(self, room: Room, conn: Conn, _message: dict[str, Any]) -> None:
        self.hub.send(conn, {"type": "pong", "seq": room.seq})


MessageHandler = Callable[[Sockets, Room, Conn, dict[str, Any]], Awaitable[None]]

#: message type -> handler
MESSAGES: dict[str, MessageHandler] = {
    "hello": Sockets.hello,
    "snapshot": Sockets.snapshot,
    "react": Sockets.react,
    "ping": Sockets.ping,
}
