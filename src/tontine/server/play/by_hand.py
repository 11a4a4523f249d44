"""A real pack on the table: the host enters each card as it is turned up, the engine settles it.

A table opened with ``"cards": "hand"`` deals nothing itself: the host's ``turn`` action carries
the card (``"KS"``), :meth:`tontine.table.Table.turn_up` settles it, and every page shows it as in
a dealt game. ``undo`` takes back the last card while its deal is still being entered; a deal
whose last card is in is settled and stored like any other. The record says ``"source":
"typed"`` and ``"cards": "entered by hand"``: there is no shuffle to verify, and ``tontine replay``
replays it.

The cards of the deal being entered are stored with each card (``tontine_tables.typed``: the game,
the deal and its cards so far), so that any server process of the database, or one restarted,
continues the deal where it was (:func:`~tontine.server.store.typed.continue_typed`, when a room is read from the database).

The mode is kept in the stored rules under the key ``cards``, which the engine's rules never see
(:func:`~tontine.server.room.room.rules_of`); the deal being entered is the room's ``typed_deal``.
"""

from __future__ import annotations

import asyncio
from typing import Any

from tontine.cards import Card
from tontine.errors import CardAlreadyOutError, GameOverError, InvalidCardError
from tontine.events import event_to_dict
from tontine.server.room.bodies import Action
from tontine.server.room.codec import LOG_LENGTH
from tontine.server.room.errors import Refusal
from tontine.server.room.room import Room, TypedDeal, by_hand
from tontine.server.room.status import Status
from tontine.server.room.views import log_of, public_state, snapshot
from tontine.server.store.restore import log_start, state_of
from tontine.server.store.storage import Storage
from tontine.server.wire.hub import Hub
from tontine.table import Phase, Table

__all__ = ["DEALER_ACTIONS", "dealer_may", "turn", "undo"]

#: The actions the dealer's own phone may take at a real-pack table, besides the host.
DEALER_ACTIONS = (Action.TURN, Action.UNDO)


def dealer_may(room: Room, action: Action, token: str | None) -> bool:
    """Whether ``token`` is the seat of the player dealing now (or next), asking for a card action."""
    table = room.table
    if action not in DEALER_ACTIONS or not by_hand(room) or table is None:
        return False
    seat = room.seat_of(token)
    dealer = table.dealer if table.next_seat is not None else table.next_dealer
    return seat is not None and dealer is not None and room.pos_of_engine_seat()[dealer] == seat.pos


def _parse(text: object) -> Card:
    try:
        return Card.parse(str(text)[:4])
    except InvalidCardError:
        raise Refusal(f"{str(text)[:8]!r} is not a card: write a rank and a suit such as KS or 10H", 400,
                      "bad_card", text=str(text)[:8]) from None


async def turn(storage: Storage, hub: Hub, room: Room, text: str | None) -> None:
    """The ``turn`` action: one card of a real pack turned up and settled (the caller holds the lock).

    The card is stored before it is shown: with the deal's cards so far (``tontine_tables.typed``),
    or, with the deal's last card, as the whole deal (which clears them, in the same transaction).
    """
    if not by_hand(room):
        raise Refusal("this table deals its own cards", 409, "not_hand")
    table = room.table
    if table is None or room.status is not Status.PLAYING:
        raise Refusal("there is no game in play at this table", 409, "no_game")
    room.need_history()
    card = _parse(text)
    work = table.copy()
    try:
        events = work.turn_up(card)
    except CardAlreadyOutError:
        raise Refusal(f"the {card} is already out of this pack", 409, "card_out", card=str(card)) from None
    except GameOverError as exc:
        raise Refusal(str(exc), 409, "over") from None
    data = [event_to_dict(e) for e in events]
    log = log_of(room)
    pending = room.pending_typed()
    if pending is None or any(e["type"] == "deal_started" for e in data):
        pending = TypedDeal(room.game.game_no, work.deal_number, (), ())
    if work.phase is not Phase.DEALING:  # the deal's last card: settle and store it
        status = Status.FINISHED if work.finished else Status.PLAYING
        await asyncio.to_thread(storage.store_deal, room.code, room.game.game_no, work.deal_number,
                                [*pending.events, *data], list(work.holdings), work.pool, status=status,
                                state=state_of(work, log_from=log_start(log, data, LOG_LENGTH)).to_json())
        room.typed_deal = None
        room.row.status, room.row.typed = status, None
        if work.finished:
            room.game.revealed = True
    else:
        pending = TypedDeal(pending.game, pending.deal, (*pending.before, table), (*pending.events, *data))
        typed = pending.typed()
        await asyncio.to_thread(storage.set_typed, room.code, typed)
        room.typed_deal = pending
        room.row.typed = typed
    room.table = work
    hub.broadcast(room, {"type": "events", "events": data, "state": public_state(room)})


async def undo(storage: Storage, hub: Hub, room: Room) -> None:
    """The ``undo`` action: the last card entered taken back, while its deal is not settled (and stored so)."""
    pending = room.pending_typed() if by_hand(room) else None
    if pending is None:
        raise Refusal("there is no card to take back in this deal", 409, "no_undo")
    table = pending.before[-1]
    left = TypedDeal(pending.game, pending.deal, pending.before[:-1],
                 tuple(_events_since_deal_start(table)) if table.phase is Phase.DEALING else ())
    typed = left.typed() if left.before else None
    await asyncio.to_thread(storage.set_typed, room.code, typed)
    if left.before:
        room.typed_deal = left
    else:
        room.typed_deal = None
    room.row.typed = typed
    room.table = table
    room.seq += 1  # everyone re-reads the table: a card went back
    for conn in list(room.conns):
        hub.send(conn, snapshot(room, conn))


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
