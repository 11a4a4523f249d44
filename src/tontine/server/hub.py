"""Sending to the sockets of a room: one message to one socket, or to all of them in sequence."""

from __future__ import annotations

import json
import logging
from typing import Any

from tontine.server.rooms import Conn, Room
from tontine.server.views import public_state

__all__ = ["Hub"]

log = logging.getLogger("tontine.server")


class Hub:
    """Numbers each room's broadcasts (``seq``) and delivers them."""

    async def send(self, conn: Conn, message: dict[str, Any]) -> None:
        try:
            await conn.ws.send_text(json.dumps(message))
        except Exception:  # a closed socket is dropped by its own receive loop
            log.debug("send to a closed socket", exc_info=True)

    async def broadcast(self, room: Room, message: dict[str, Any]) -> None:
        room.seq += 1
        message = {"seq": room.seq, **message}
        for conn in list(room.conns):
            await self.send(conn, message)

    async def broadcast_state(self, room: Room) -> None:
        await self.broadcast(room, {"type": "state", "state": public_state(room)})
