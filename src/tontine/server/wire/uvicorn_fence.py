"""The fence around uvicorn's private parts: checked once at start, before the server's own protocols are used.

:mod:`~tontine.server.wire.uvicorn_protocols` subclasses uvicorn's ``WebSocketsSansIOProtocol``
(first shipped in uvicorn 0.35.0) and ``HttpToolsProtocol``, overrides some of their methods and
reads and writes fields that are not uvicorn's public API. :data:`RELIED_ON` lists them all. If a
release of uvicorn renames one, what breaks:

- ``conn``, ``transport``, ``queue``, ``close_sent``, ``read_paused``, ``close_timer``,
  ``close_timeout``: the hub's :class:`~tontine.server.wire.uvicorn_protocols.Wire` (frames
  written once, straight to each socket) and its close after what was written;
- ``queue`` and ``writable`` (replaced by :mod:`~tontine.server.wire.slim_asyncio`'s lighter objects):
  what each socket holds for its life;
- ``handle_ping``, ``send_receive_event_to_app``, ``handle_parser_exception``, ``frames``,
  ``curr_msg_data_type``: the ping limit and the refusal of text frames that are not UTF-8;
- ``pause_writing``, ``resume_writing``, ``handle_connect``, ``connection_lost``: the drop of a
  consumer that fell behind and the prompt freeing of a closed socket;
- ``cycle``, ``on_headers_complete``, ``handle_websocket_upgrade``, ``client``: the count of open
  connections by address and the handshake timeout.

:func:`check` says what is missing (None when everything is there); :func:`serving_protocols`
gives the server's own protocols when the check passes, and otherwise uvicorn's public ones
(``"auto"``) with one logged line saying why: the application then runs on the public ASGI path
(the hub sends each socket's messages through ASGI, see
:mod:`~tontine.server.wire.asgi_wire`), without the per-address connection
limit and the handshake timeout, which a proxy in front should then enforce.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from tontine.server.room.limits import Limits

try:  # uvicorn < 0.35 has no WebSocketsSansIOProtocol; without httptools there is no HttpToolsProtocol
    from uvicorn.config import Config
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
    from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
    from uvicorn.server import ServerState
except ImportError as exc:
    _IMPORT_ERROR: str | None = f"cannot import {exc.name or exc}"
else:
    _IMPORT_ERROR = None

__all__ = ["RELIED_ON", "check", "serving_protocols"]

log = logging.getLogger("tontine.server")

#: class -> (methods overridden or called, fields read or written on an instance)
RELIED_ON: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "WebSocketsSansIOProtocol": (
        ("send", "handle_connect", "connection_lost", "pause_writing", "resume_writing", "handle_ping",
         "send_receive_event_to_app", "handle_parser_exception"),
        ("conn", "transport", "queue", "writable", "close_sent", "read_paused", "close_timer", "close_timeout",
         "handshake_complete", "disconnected", "frames", "curr_msg_data_type", "config", "client", "loop"),
    ),
    "HttpToolsProtocol": (
        ("connection_made", "connection_lost", "on_headers_complete", "handle_websocket_upgrade"),
        ("cycle", "transport", "client", "loop"),
    ),
}

#: what the fields above must offer (a field -> the attributes of its value used)
_FIELD_SHAPES: dict[str, tuple[str, ...]] = {
    "conn": ("extensions", "send_close", "data_to_send", "parser", "state", "fail"),
    "queue": ("put_nowait",),
    "writable": ("set",),
}


def _instances() -> dict[str, object]:
    """One instance of each class, as uvicorn makes them for a connection (none is connected)."""

    async def app(scope: Any, receive: Any, send: Any) -> None:  # never called
        raise AssertionError("not served")

    config = Config(app=app, http="httptools", ws="websockets-sansio", log_config=None)
    config.load()
    loop = asyncio.new_event_loop()
    try:
        return {
            "WebSocketsSansIOProtocol": WebSocketsSansIOProtocol(config, ServerState(), {}, _loop=loop),
            "HttpToolsProtocol": HttpToolsProtocol(config, ServerState(), {}, _loop=loop),
        }
    finally:
        loop.close()


def check() -> str | None:
    """What of uvicorn the server's own protocols rely on is missing, in one line (None: all there)."""
    if _IMPORT_ERROR is not None:
        return _IMPORT_ERROR
    try:
        instances = _instances()
    except Exception as exc:  # a constructor that changed its signature
        return f"cannot make uvicorn's protocols as a connection does: {exc}"
    missing: list[str] = []
    for name, (methods, fields) in RELIED_ON.items():
        instance = instances[name]
        cls = type(instance)
        missing += [f"{name}.{method}()" for method in methods if not callable(getattr(cls, method, None))]
        for field in fields:
            if not hasattr(instance, field):
                missing.append(f"{name}.{field}")
                continue
            value = getattr(instance, field)
            missing += [f"{name}.{field}.{part}" for part in _FIELD_SHAPES.get(field, ()) if not hasattr(value, part)]
    return f"uvicorn lacks {', '.join(missing)}" if missing else None


def serving_protocols(limits: Limits, *, reason: str | None = None) -> tuple[type | str, type | str]:
    """The ``http=`` and ``ws=`` uvicorn runs with: the server's own protocols, or uvicorn's (``"auto"``).

    ``reason``: what :func:`check` found (checked now unless given).
    """
    reason = check() if reason is None else reason
    if reason:
        log.warning("uvicorn's public protocols are used, without the server's own: %s "
                    "(the versions tested are in pyproject.toml)", reason)
        return "auto", "auto"
    # imported only once the fence has passed: on a uvicorn without these classes the import itself fails
    from tontine.server.wire.uvicorn_protocols import protocols

    return protocols(limits)
