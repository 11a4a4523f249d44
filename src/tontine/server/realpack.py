"""A real pack on the table: the host enters each card as it is turned up, the engine settles it.

A table opened with ``"cards": "hand"`` deals nothing itself: the host's ``turn`` action carries
the card (``"KS"``), :meth:`tontine.table.Table.turn_up` settles it, and every page shows it as in
a dealt game. ``undo`` takes back the last card while its deal is still being entered; a deal
whose last card is in is settled and stored like any other. The record says ``"source":
"typed"`` and ``"cards": "entered by hand"``: there is no shuffle to verify, and ``tontine replay``
replays it.

The mode is kept in the stored rules under the key ``cards``, which the engine's rules never see:

>>> rules, by_hand = rules_of({"preset": "english", "cards": HAND})
>>> rules.preset, by_hand
('english', True)
>>> rules_of({"preset": "german"})[1]
False
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any
from weakref import WeakKeyDictionary

from tontine.cards import Card
from tontine.errors import CardAlreadyOutError, GameOverError, InvalidCardError
from tontine.events import event_to_dict
from tontine.rules import Rules
from tontine.server.protocol import Refusal, Status
from tontine.server.rooms import History, Room
from tontine.table import Phase, Table

__all__ = ["DEALER_ACTIONS", "HAND", "KEY", "by_hand", "dealer_may", "hand_state", "rules_of", "store_key", "turn", "undo"]

KEY = "cards"  #: the stored rules' key of the mode
HAND = "hand"  #: its value for a real pack


def rules_of(stored: dict[str, Any]) -> tuple[Rules, bool]:
    """The engine's rules of a stored rules mapping, and whether its cards are entered by hand."""
    rest = {k: v for k, v in stored.items() if k != KEY}
    return Rules.from_dict(rest), stored.get(KEY) == HAND


def store_key(body: object) -> str | None:
    """The mode a create-table request asks for (``"hand"`` or None), or a refusal for anything else."""
    value = body.get(KEY) if isinstance(body, dict) else None
    if value in (None, "", "shuffle"):
        return None
    if value != HAND:
        raise Refusal(f"cards must be 'shuffle' or 'hand', not {str(value)[:20]!r}", 400, "bad_request")
    return HAND


def by_hand(room: Room) -> bool:
    return room.game.rules.get(KEY) == HAND


#: The actions the dealer's own phone may take at a real-pack table, besides the host.
DEALER_ACTIONS = ("turn", "undo")


def dealer_may(room: Room, action: object, token: object) -> bool:
    """Whether ``token`` is the seat of the player dealing now (or next), asking for a card action."""
    table = room.table
    if action not in DEALER_ACTIONS or not by_hand(room) or table is None:
        return False
    seat = room.seat_of(token)
    dealer = table.dealer if table.next_seat is not None else table.next_dealer
    return seat is not None and dealer is not None and room.pos_of_engine_seat()[dealer] == seat.pos


@dataclass
class _Deal:
    """The deal being entered: the table before each of its cards (for undo) and its events so far."""

    before: list[Table] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)


_DEALS: WeakKeyDictionary[Room, _Deal] = WeakKeyDictionary()


def _deal(room: Room) -> _Deal:
    return _DEALS.setdefault(room, _Deal())


def hand_state(room: Room) -> dict[str, Any] | None:
    """What the pages need to enter the next card: the seat it goes to, and whether undo can act."""
    if not by_hand(room):
        return None
    table = room.table
    pending = _DEALS.get(room)
    return {
        "next_seat": table.next_seat if table is not None else None,
        "next_dealer": table.next_dealer if table is not None else None,
        "can_undo": bool(pending and pending.before),
        "cards": [e["card"] for e in (pending.events if pending else []) if e.get("type") == "card_dealt"],
    }


def _parse(text: object) -> Card:
    try:
        return Card.parse(str(text)[:4])
    except InvalidCardError:
        raise Refusal(f"{str(text)[:8]!r} is not a card: write a rank and a suit such as KS or 10H", 400,
                      "bad_card", text=str(text)[:8]) from None


async def turn(dealer: Any, room: Room, body: dict[str, Any]) -> None:
    """The ``turn`` action: one card of a real pack turned up and settled (the caller holds the lock)."""
    if not by_hand(room):
        raise Refusal("this table deals its own cards", 409, "not_hand")
    table = room.table
    if table is None or room.status is not Status.PLAYING:
        raise Refusal("there is no game in play at this table", 409, "no_game")
    if room.history is History.BROKEN:
        raise Refusal(f"table {room.code}: its stored deals do not rebuild to its state: it deals no more",
                      409, "history")
    card = _parse(body.get("card"))
    work = table.copy()
    try:
        events = work.turn_up(card)
    except CardAlreadyOutError:
        raise Refusal(f"the {card} is already out of this pack", 409, "card_out", card=str(card)) from None
    except GameOverError as exc:
        raise Refusal(str(exc), 409, "over") from None
    data = [event_to_dict(e) for e in events]
    from tontine.server.restore import log_start, state_of
    from tontine.server.views import LOG_LENGTH, log_of

    log = log_of(room)
    pending = _deal(room)
    if any(e["type"] == "deal_started" for e in data):
        pending.before, pending.events = [], []
    pending.before.append(table)
    pending.events.extend(data)
    if work.phase is not Phase.DEALING:  # the deal's last card: settle and store it
        status = Status.FINISHED if work.finished else Status.PLAYING
        dealer.storage.store_deal(room.code, room.game.game_no, work.deal_number, pending.events,
                                  list(work.holdings), work.pool, status=status,
                                  state=state_of(work, log_from=log_start(log, data, LOG_LENGTH)).to_json())
        pending.before, pending.events = [], []
        room.row.status = status
        if work.finished:
            room.game.revealed = True
    room.table = work
    from tontine.server.views import public_state

    await dealer.hub.broadcast(room, {"type": "events", "events": data, "state": public_state(room)})


async def undo(dealer: Any, room: Room, _body: dict[str, Any]) -> None:
    """The ``undo`` action: the last card entered taken back, while its deal is not settled."""
    pending = _DEALS.get(room)
    if not by_hand(room) or not pending or not pending.before:
        raise Refusal("there is no card to take back in this deal", 409, "no_undo")
    room.table = pending.before.pop()
    pending.events = _events_since_deal_start(room.table) if room.table.phase is Phase.DEALING else []
    from tontine.server.views import snapshot

    room.seq += 1  # everyone re-reads the table: a card went back
    for conn in list(room.conns):
        await dealer.hub.send(conn, snapshot(room, conn))


def _events_since_deal_start(table: Table) -> list[dict[str, Any]]:
    """The stored form of the current deal's events so far (from its deal_started on)."""
    data = [event_to_dict(e) for e in table.events]
    starts = [i for i, e in enumerate(data) if e["type"] == "deal_started"]
    if not starts:
        return []
    first = starts[-1]
    # a reshuffle just before the deal belongs to it
    if first > 0 and data[first - 1]["type"] == "reshuffled":
        first -= 1
    return data[first:]
