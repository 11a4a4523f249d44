"""The application's ASGI entry: a room's WebSocket goes straight to its handler, past the HTTP layers.

A WebSocket lives as long as the phone holding it, and every layer an ASGI call goes through
stays with it that long: FastAPI's routing keeps two exit stacks and a Starlette ``WebSocket``
for its dependencies, Starlette's middleware (errors, exceptions) keeps a frame each, and all of
them are objects the garbage collector walks on every full collection. :class:`TontineApp`
hands a WebSocket whose path is ``/ws/{code}`` to :attr:`TontineApp.room_sockets` with one
:class:`~starlette.websockets.WebSocket` and nothing else; everything else (the HTTP routes,
any other WebSocket path) goes through FastAPI as before.

>>> room_code("/ws/ABC234"), room_code("/ws/"), room_code("/ws/A/B"), room_code("/api/tables")
('ABC234', None, None, None)
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from fastapi import FastAPI
from starlette.types import Receive, Scope, Send
from starlette.websockets import WebSocket

__all__ = ["ROOM_SOCKETS", "RoomSockets", "TontineApp", "room_code"]

ROOM_SOCKETS = "/ws/"  #: the path of a room's WebSocket, before the room's code

RoomSockets = Callable[[WebSocket, str], Awaitable[None]]


def room_code(path: str) -> str | None:
    """The room's code in the path of a room's WebSocket, else None."""
    if not path.startswith(ROOM_SOCKETS):
        return None
    code = path[len(ROOM_SOCKETS):]
    return code if code and "/" not in code else None


class TontineApp(FastAPI):
    """FastAPI, with the rooms' WebSockets served straight by :attr:`room_sockets` once it is set."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.room_sockets: RoomSockets | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "websocket" and self.room_sockets is not None:
            code = room_code(scope["path"])
            if code is not None:
                scope["app"] = self
                await self.room_sockets(WebSocket(scope, receive=receive, send=send), code)
                return
        await super().__call__(scope, receive, send)
