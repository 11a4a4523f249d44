"""The HTTP API's answers as declared models, for its OpenAPI schema (``/openapi.json``).

The bodies a client sends are the models of :mod:`tontine.server.room.bodies`, which the routes
take as their bodies (FastAPI validates them); these describe what comes back, with every status
code a route can answer and the refusal every error answer is.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from tontine.rules import MAX_SEATS

__all__ = [
    "ERRORS",
    "ActionReply",
    "Created",
    "Error",
    "Joined",
    "VerifyReply",
    "exact",
    "responses",
]

class Error(BaseModel):
    error: str
    key: str | None = None
    values: dict[str, Any] | None = None


class Created(BaseModel):
    code: str
    host_token: str
    url: str
    state: dict[str, Any]


class Joined(BaseModel):
    pos: int
    token: str
    state: dict[str, Any]


class ActionReply(BaseModel):
    state: dict[str, Any]


class VerifyReply(BaseModel):
    ok: bool
    code: str = Field(description="honest, or the first check the record fails (tontine.server.verify.check.MESSAGES)")
    values: dict[str, int | str] | None = None
    error: str | None = None
    version: int | None = None
    notes: list[str] | None = None
    deals: int | None = None
    winner: int | None = None
    players: list[str] | None = None


ERRORS = {
    400: "the request is not what the route accepts (one line says why)",
    403: "only the host can do that",
    404: "no such table, game or seat",
    409: "not now: the table's state refuses it",
    413: "the body is too large",
    429: "too many requests from this address: wait",
    503: "busy: try again (see Retry-After)",
}


def responses(*codes: int) -> dict[int | str, dict[str, Any]]:
    """The declared error answers of a route."""
    return {code: {"model": Error, "description": ERRORS[code]} for code in codes}


def exact(schema: dict[str, Any], max_seats: int) -> dict[str, Any]:
    """The OpenAPI schema FastAPI made, told what this server alone accepts and answers (in place).

    The seats of a new table go up to the server's ``--max-seats``, not the rules' 52; and a body
    its model refuses is a 400 refusal like any other (see :mod:`tontine.server.room.bodies`), never
    FastAPI's 422, which it declares on every route with a parameter.
    """
    seats = schema.get("components", {}).get("schemas", {}).get("CreateBody", {}).get("properties", {}).get("seats")
    if seats is not None:
        seats["anyOf"][0]["maximum"] = min(MAX_SEATS, max_seats)
    for operations in schema.get("paths", {}).values():
        for operation in operations.values():
            operation.get("responses", {}).pop("422", None)
    return schema
