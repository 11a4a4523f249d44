"""The bodies a client sends to the HTTP API, as models that check them, and the refusal of a bad one.

The routes take these models as their bodies (FastAPI validates them, and ``/openapi.json``
describes them); what a model refuses becomes the same :class:`~tontine.server.room.errors.Refusal`
as every other, with its catalogue key (:func:`refusal_of`, through :data:`FIELDS`: a field -> key
table, and the keys of the checks written here). What only the table or the server can judge (a
name taken, the server's most seats, the pace's bounds, whether the table is in its lobby) is
checked where that is known, once.

>>> JoinBody(name="  Ann   Lee ").name
'Ann Lee'
>>> CreateBody.model_validate({"stake": "25", "deck": ""}).changes()
{'preset': 'english', 'stake': 25}
>>> print(refusal_of([{"type": "int_type", "loc": ("body", "stake"), "msg": "", "input": "lots"}]))
stake must be a whole number from 2 to 1000, not 'lots'
"""

from __future__ import annotations

import enum
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, StrictInt
from pydantic_core import PydanticCustomError

from tontine.errors import TontineError
from tontine.rules import MAX_SEATS, MIN_SEATS, AllFall, DeckHandling, FirstDealer, Preset
from tontine.server.room.address import Address
from tontine.server.room.errors import Refusal
from tontine.server.room.signs import EMBLEMS
from tontine.server.verify.shuffle import check_seed_text
from tontine.table import MAX_NAME_LENGTH

__all__ = [
    "FIELDS",
    "Action",
    "ActionBody",
    "Cards",
    "CreateBody",
    "FieldRefusal",
    "JoinBody",
    "Whole",
    "fields_for",
    "refusal_of",
]

_DIGITS = re.compile(r"\s*\d{1,7}\s*")


def _blank_or_digits(value: object) -> object:
    """A form's empty field as absent, and a whole number's digits as the number."""
    if value == "":
        return None
    if isinstance(value, str) and _DIGITS.fullmatch(value):
        return int(value)
    return value


def _blank(value: object) -> object:
    return None if value == "" else value


#: a whole number, or its digits as text (from a form); ``""`` is absent
Whole = Annotated[StrictInt | None, BeforeValidator(_blank_or_digits)]


def _digits_too(schema: dict[str, Any]) -> None:
    """The schema of :data:`Whole`: its digits as text are taken too."""
    schema.setdefault("anyOf", []).insert(1, {"type": "string", "pattern": r"^\s*\d{1,7}\s*$"})


def _whole(low: int, high: int, description: str | None = None) -> Any:
    """The field of a :data:`Whole` from ``low`` to ``high``, absent by default."""
    return Field(None, ge=low, le=high, description=description or f"{low} to {high}",
                 json_schema_extra=_digits_too)


STAKE, ANTE, DEAL_LIMIT = (2, 1000), (0, 999), (1, 10000)


class Cards(enum.Enum):
    """Who deals a table's cards: the server's shuffle, or a real pack entered by hand."""

    SHUFFLE = "shuffle"
    HAND = "hand"


class CreateBody(BaseModel):
    """House rules and the number of seats of a new table; everything optional."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    preset: Annotated[str | None, BeforeValidator(_blank)] = Field(default=None, description="english, french or german")
    stake: Whole = _whole(*STAKE)
    ante: Whole = _whole(*ANTE)
    deal_limit: Whole = _whole(*DEAL_LIMIT)
    seats: Whole = _whole(MIN_SEATS, MAX_SEATS, "2 to the server's --max-seats")
    deck: Annotated[DeckHandling | None, BeforeValidator(_blank)] = None
    first_dealer: Annotated[FirstDealer | None, BeforeValidator(_blank)] = None
    all_fall: Annotated[AllFall | None, BeforeValidator(_blank)] = None
    cards: Annotated[Cards | None, BeforeValidator(_blank)] = Field(
        default=None, description="hand: a real pack, its cards entered by the host")

    def changes(self) -> dict[str, object]:
        """The house rules asked for, as :meth:`tontine.rules.Rules.from_dict` takes them."""
        changes: dict[str, object] = {"preset": self.preset or Preset.DEFAULT}
        for key in ("stake", "ante", "deal_limit", "deck", "first_dealer", "all_fall"):
            value = getattr(self, key)
            if value is not None:
                changes[key] = value.value if isinstance(value, enum.Enum) else value
        return changes


def _name(value: str) -> str:
    text = " ".join(value.split())
    if not text:
        raise PydanticCustomError("name_needed", "a name is needed to take a seat")
    if len(text) > MAX_NAME_LENGTH:
        raise PydanticCustomError("name_long", f"the name is {len(text)} characters long: at most {MAX_NAME_LENGTH}",
                                  {"max": MAX_NAME_LENGTH})
    if any(not ch.isprintable() for ch in text):
        raise PydanticCustomError("name_control", "the name holds control characters")
    return text


def _address(value: object) -> Address:
    """The address a join asks for, as a person may type it ("Mrs." for mrs); none when it asks for none."""
    if value is None or value == "":
        return Address.NONE
    text = value.strip().casefold().rstrip(".") if isinstance(value, str) else None
    if text not in {a.value for a in Address}:
        raise PydanticCustomError("address", "unknown address '{value}': choose one of "
                                  + ", ".join(a.value for a in Address), {"value": str(value)[:12]})
    return Address(text)


def _emblem(value: str) -> str:
    if value not in EMBLEMS:
        raise PydanticCustomError("bad_request", f"unknown emblem {value[:8]!r}: choose one of {' '.join(EMBLEMS)}")
    return value


def _seed(value: str) -> str:
    try:
        return check_seed_text(value)
    except TontineError as exc:
        raise PydanticCustomError("bad_request", str(exc)) from None


class JoinBody(BaseModel):
    """Take a seat (or, with the seat's token, get it back)."""

    model_config = ConfigDict(frozen=True)
    name: Annotated[str | None, AfterValidator(lambda v: v if v is None else _name(v))] = Field(
        default=None, description=f"{MAX_NAME_LENGTH} characters at most (spaces run together), unique at the table")
    emblem: Annotated[str | None, AfterValidator(lambda v: v if v is None else _emblem(v))] = Field(
        default=None, json_schema_extra={"enum": [*EMBLEMS, None]})
    address: Annotated[Address, BeforeValidator(_address)] = Field(
        default=Address.NONE, description="how the story of the game addresses the player (none: the name as typed)")
    seed: Annotated[str | None, AfterValidator(lambda v: v if v is None else _seed(v))] = Field(
        default=None, description="the player's seed: 16 to 64 hexadecimal digits, an even number",
        json_schema_extra={"pattern": r"^\s*(?:[0-9a-fA-F]{2}){8,32}\s*$"})
    token: str | None = Field(default=None, description="a seat token: answers with that seat")
    host_token: str | None = None
    replace: StrictInt | None = Field(default=None, description="an automaton's seat to take over")


class Action(enum.Enum):
    """What a host (or, at a real pack, the dealer) asks of a table."""

    START = "start"
    DEAL = "deal"
    AUTO = "auto"
    PAUSE = "pause"
    FILL = "fill"
    REMOVE = "remove"
    HANDOVER = "handover"
    END = "end"
    AGAIN = "again"
    TURN = "turn"  #: a real pack: one card turned up
    UNDO = "undo"  #: a real pack: the last card taken back


class ActionBody(BaseModel):
    """A host's action."""

    model_config = ConfigDict(frozen=True)
    token: str | None = Field(default=None, description="the host token, or the host's seat token")
    action: Action
    expect: StrictInt | None = Field(default=None, description="deal: the deal number expected")
    pace: Annotated[float, Field(strict=True)] | None = Field(default=None, description="auto: seconds between deals")
    count: StrictInt | None = Field(default=None, ge=1, description="fill: seats to fill (all the empty ones when absent)")
    pos: StrictInt | None = Field(default=None, description="remove, handover: a seat position")
    card: str | None = Field(default=None, description="turn: the card turned up, such as KS or 10H")


@dataclass(frozen=True)
class FieldRefusal:
    """What a bad value of one field is refused with: the catalogue key and the English line."""

    key: str
    message: str  #: formatted with ``field`` and ``value`` (the value sent, shortened and quoted)


def _range(low: int, high: int) -> FieldRefusal:
    return FieldRefusal("bad_request", f"{{field}} must be a whole number from {low} to {high}, not {{value}}")


def _one_of(kind: type[enum.Enum]) -> FieldRefusal:
    return FieldRefusal("bad_request", "unknown {field} {value}: use one of " + ", ".join(m.value for m in kind))


#: field -> its refusal, for the errors the models' own types and bounds give (the checks written
#: above raise errors whose type is their key, and say themselves what is wrong)
FIELDS: Mapping[str, FieldRefusal] = {
    "preset": FieldRefusal("bad_request", "preset must be a name, not {value}"),
    "stake": _range(*STAKE),
    "ante": _range(*ANTE),
    "deal_limit": _range(*DEAL_LIMIT),
    "seats": _range(MIN_SEATS, MAX_SEATS),
    "deck": _one_of(DeckHandling),
    "first_dealer": _one_of(FirstDealer),
    "all_fall": _one_of(AllFall),
    "cards": FieldRefusal("bad_request", "cards must be 'shuffle' or 'hand', not {value}"),
    "name": FieldRefusal("name_needed", "a name is needed to take a seat"),
    "address": FieldRefusal("address", "unknown address {value}: choose one of " + ", ".join(a.value for a in Address)),
    "emblem": FieldRefusal("bad_request", f"unknown emblem {{value}}: choose one of {' '.join(EMBLEMS)}"),
    "seed": FieldRefusal("bad_request", "player seed {value} must be an even number of hexadecimal digits, 16 to 64"),
    "token": FieldRefusal("bad_request", "a token is text, not {value}"),
    "host_token": FieldRefusal("bad_request", "a host token is text, not {value}"),
    "replace": FieldRefusal("not_bot", "seat {value} is not an automaton's seat"),
    "action": _one_of(Action),
    "expect": FieldRefusal("bad_request", "expect must be a deal number"),
    "pace": FieldRefusal("bad_request", "pace must be a number of seconds, not {value}"),
    "count": FieldRefusal("bad_request", "count must be a number of seats"),
    "pos": FieldRefusal("bad_request", "a seat position is a whole number, not {value}"),
    "card": FieldRefusal("bad_card", "{value} is not a card: write a rank and a suit such as KS or 10H"),
}

#: the keys the checks written in this module raise as their errors' types
_OWN = frozenset({"name_needed", "name_long", "name_control", "bad_request", "address"})


def fields_for(max_seats: int) -> Mapping[str, FieldRefusal]:
    """:data:`FIELDS` for a server of at most ``max_seats`` seats a table (the bound its refusals say)."""
    return {**FIELDS, "seats": _range(MIN_SEATS, min(MAX_SEATS, max_seats))}


def _shown(value: object) -> str:
    return repr(str(value.value if isinstance(value, enum.Enum) else value)[:20])


def refusal_of(errors: Sequence[Mapping[str, Any]], fields: Mapping[str, FieldRefusal] = FIELDS) -> Refusal:
    """The refusal of a body from the first of Pydantic's errors about it (``loc`` starting ``"body"``)."""
    error: Mapping[str, Any] = errors[0] if errors else {"type": "model_type", "loc": ("body",)}
    kind, loc = str(error.get("type", "")), tuple(error.get("loc", ()))
    where = loc[1:] if loc[:1] == ("body",) else loc
    if kind == "json_invalid":
        return Refusal("the request must be JSON")
    if loc[:1] in (("query",), ("path",), ("header",), ("cookie",)):
        return Refusal(f"the {loc[0]} parameter {str(loc[-1])[:30]} cannot be {_shown(error.get('input'))}")
    if not where or not isinstance(where[0], str):
        if isinstance(error.get("input"), bytes):  # a body sent as something other than application/json
            return Refusal("the request must be JSON, sent as application/json")
        return Refusal("the request must be a JSON object")
    field = where[0]
    if kind == "extra_forbidden":  # only a create-table request forbids fields it does not know
        return Refusal(f"unknown field {field[:30]!r}: use {', '.join(sorted(CreateBody.model_fields))}")
    if kind in _OWN:
        values: Mapping[str, object] = error.get("ctx") or {}
        return Refusal(str(error.get("msg", "")), 400, kind, **values)
    refusal = fields.get(field)
    if refusal is None:
        return Refusal(f"{field[:30]} is not what this request takes")
    value = None if kind == "missing" else error.get("input")
    return Refusal(refusal.message.format(field=field, value=_shown(value)), 400, refusal.key,
                   **({"text": str(value)[:8]} if refusal.key == "bad_card" else {}))
