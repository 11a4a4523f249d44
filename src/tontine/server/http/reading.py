"""Reading a request's body under its size limit, before FastAPI parses and validates it.

A route that takes a body model (:mod:`tontine.server.room.bodies`) is a :class:`LimitedBodyRoute`:
its body is read in chunks and refused with a 413 as soon as it passes :data:`BODY_LIMIT` bytes
(never read whole into memory), and only then handed to FastAPI, which parses it (JSON nested
too deeply counts as not JSON) and validates it against the model. A route without a body model
is served as FastAPI serves it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Coroutine
from typing import Any

from fastapi import Request, Response
from fastapi.routing import APIRoute

from tontine.server.room.errors import Refusal

__all__ = ["BODY_LIMIT", "RECORD_LIMIT", "LimitedBodyRoute", "read_limited"]

#: bytes in one API request body, and in one record sent to /api/verify
BODY_LIMIT = 8192
RECORD_LIMIT = 2_000_000


async def read_limited(request: Request, limit: int, what: str) -> bytes:
    """The request body, refused as soon as it passes ``limit`` bytes (never read whole into memory)."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limit:
        raise Refusal(f"{what} is too large (at most {limit} bytes)", 413)
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise Refusal(f"{what} is too large (at most {limit} bytes)", 413)
        chunks.append(chunk)
    return b"".join(chunks)


class ReadRequest(Request):
    """A request whose body has been read already (under its limit)."""

    def __init__(self, request: Request, raw: bytes) -> None:
        super().__init__(request.scope, request.receive)
        self._raw = raw

    async def body(self) -> bytes:
        return self._raw

    async def json(self) -> Any:
        try:
            return json.loads(self._raw)
        except json.JSONDecodeError:
            raise
        except (RecursionError, ValueError):  # nested too deeply, or not text: as any JSON that does not decode
            raise json.JSONDecodeError("not JSON", self._raw.decode("utf-8", "replace"), 0) from None


class LimitedBodyRoute(APIRoute):
    """A route whose body, if it takes one, is read under :data:`BODY_LIMIT` before FastAPI validates it."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()
        if self.body_field is None:
            return handler

        async def limited(request: Request) -> Response:
            return await handler(ReadRequest(request, await read_limited(request, BODY_LIMIT, "the request")))

        return limited
