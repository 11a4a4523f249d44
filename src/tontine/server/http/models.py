"""The HTTP API's bodies as declared models, for its OpenAPI schema (``/openapi.json``).

The routes still check every body by hand (:mod:`tontine.server.room.protocol`), so that a refusal
says in one line what was wrong and carries its catalog key; these models describe what is
accepted and what comes back, with every status code a route can answer.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = [
    "ERRORS",
    "ActionBody",
    "ActionReply",
    "CreateBody",
    "Created",
    "Error",
    "JoinBody",
    "Joined",
    "VerifyReply",
    "body",
    "responses",
]

Whole = int | str  # a whole number, or its digits as text (from a form)


class CreateBody(BaseModel):
    """House rules and the number of seats of a new table; everything optional."""

    model_config = ConfigDict(extra="forbid")
    preset: str | None = None
    stake: Whole | None = Field(None, description="2 to 1000")
    ante: Whole | None = Field(None, description="0 to 999")
    deal_limit: Whole | None = Field(None, description="1 to 10000")
    seats: Whole | None = Field(None, description="2 to the server's --max-seats")
    deck: Literal["fresh", "talon", ""] | None = None
    first_dealer: Literal["first-seat", "lot", "fan", ""] | None = None
    all_fall: Literal["last-to-fall", "share", "replay", ""] | None = None


class JoinBody(BaseModel):
    """Take a seat (or, with the seat's token, get it back)."""

    name: str | None = Field(None, description="40 characters at most, unique at the table")
    emblem: str | None = None
    address: Literal["none", "mr", "mrs", "miss", ""] | None = Field(
        None, description="how the story of the game addresses the player (none: the name as typed)")
    seed: str | None = Field(None, description="the player's seed: hexadecimal")
    token: str | None = Field(None, description="a seat token: answers with that seat")
    host_token: str | None = None
    replace: int | None = Field(None, description="an automaton's seat to take over")


class ActionBody(BaseModel):
    """A host's action."""

    token: str | None = Field(None, description="the host token, or the host's seat token")
    action: Literal["start", "deal", "auto", "pause", "fill", "remove", "handover", "end", "again"] | None = None
    expect: int | None = Field(None, description="deal: the deal number expected")
    pace: float | None = Field(None, description="auto: seconds between deals")
    count: int | None = Field(None, description="fill: seats to fill")
    pos: int | None = Field(None, description="remove, handover: a seat position")


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


def body(model: type[BaseModel]) -> dict[str, Any]:
    """``openapi_extra`` declaring a JSON request body of ``model`` (for a route that reads it by hand)."""
    return {"requestBody": {"required": False, "content": {"application/json": {"schema": model.model_json_schema()}}}}
