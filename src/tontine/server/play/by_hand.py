"""A real pack on the table: the host enters each card as it is turned up, the engine settles it.

A table opened with ``"cards": "hand"`` deals nothing itself: the host's ``turn`` action carries
the card (``"KS"``), :meth:`tontine.table.Table.turn_up` settles it, and every page shows it as in
a dealt game. ``undo`` takes back the last card while its deal is still being entered; a deal
whose last card is in is settled and stored like any other. The record says ``"source":
"typed"`` and ``"cards": "entered by hand"``: there is no shuffle to verify, and ``tontine replay``
replays it.

The cards of the deal being entered are stored with each card (``tontine_tables.typed``: the game,
the deal and its cards so far), so that any server process of the database, or one restarted,
continues the deal where it was (:func:`continue_typed`, when a room is read from the database).

The mode is kept in the stored rules under the key ``cards``, which the engine's rules never see:

>>> rules, by_hand = rules_of({"preset": "english", "cards": HAND})
>>> rules.preset, by_hand
('english', True)
>>> rules_of({"preset": "german"})[1]
False
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any
from weakref import WeakKeyDictionary

from tontine.cards import Card
from tontine.errors import CardAlreadyOutError, GameOverError, InvalidCardError
from tontine.events import event_to_dict
from tontine.rules import Rules
from tontine.server.room.protocol import Refusal, Status
from tontine.server.room.room import History, Room
from tontine.table import Phase, Table

__all__ = ["DEALER_ACTIONS", "HAND", "KEY", "by_hand", "continue_typed", "dealer_may", "hand_state", "in_step",
           "rules_of", "store_key", "turn", "typed_of", "undo"]

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


@dataclass(frozen=True)
class _Deal:
    """The deal being entered (deal ``deal`` of game ``game``): the table before each of its cards (for
    undo) and its events so far."""

    game: int
    deal: int
    before: tuple[Table, ...]
    events: tuple[dict[str, Any], ...]

    @property
    def cards(self) -> list[str]:
        return [e["card"] for e in self.events if e.get("type") == "card_dealt"]

    def typed(self) -> dict[str, Any]:
        """What ``tontine_tables.typed`` holds for it."""
        return {"game": self.game, "deal": self.deal, "cards": self.cards}


_DEALS: WeakKeyDictionary[Room, _Deal] = WeakKeyDictionary()


def _pending(room: Room) -> _Deal | None:
    """The room's deal being entered, if its table is in the middle of that deal in play (else None)."""
    pending, table = _DEALS.get(room), room.table
    if (pending is None or not pending.before or table is None or table.phase is not Phase.DEALING
            or room.status is not Status.PLAYING or pending.game != room.game.game_no
            or pending.deal != table.deal_number):
        return None
    return pending


def hand_state(room: Room) -> dict[str, Any] | None:
    """What the pages need to enter the next card: the seat it goes to, and whether undo can act."""
    if not by_hand(room):
        return None
    table = room.table
    pending = _pending(room)
    return {
        "next_seat": table.next_seat if table is not None else None,
        "next_dealer": table.next_dealer if table is not None else None,
        "can_undo": pending is not None,
        "cards": pending.cards if pending else [],
    }


# -- the deal under way, in the database ------------------------------------------------


def typed_of(room: Room) -> dict[str, Any] | None:
    """What ``tontine_tables.typed`` holds for the room's deal under way in memory (None: no card typed)."""
    pending = _pending(room)
    return pending.typed() if pending is not None else None


def in_step(room: Room, typed: object) -> bool:
    """Whether the room's deal under way in memory is the one a row just read holds (its ``typed``)."""
    stored = typed if isinstance(typed, dict) and typed.get("cards") else None
    return typed_of(room) == stored


def _stored_cards(room: Room, base: Table) -> list[str]:
    """The cards the room's row says were typed in the deal after ``base`` (none if they are another deal's)."""
    typed = room.row.typed
    if (not isinstance(typed, dict) or typed.get("game") != room.game.game_no
            or typed.get("deal") != base.deal_number + 1 or not isinstance(typed.get("cards"), list)):
        return []
    return [str(card) for card in typed["cards"]]


def continue_typed(room: Room) -> None:
    """The room's table just read from the database (its last whole deal) goes on with the cards typed since.

    Any process, or a restarted one, so continues a deal typed through another: the cards come
    from the row's ``typed`` (:meth:`~tontine.server.store.storage.Storage.set_typed`), those of the
    next deal of the same game; undo takes them back one by one as if they had been typed here.
    """
    _DEALS.pop(room, None)
    base = room.table
    if not by_hand(room) or base is None or base.phase is Phase.DEALING or room.status is not Status.PLAYING:
        return
    table, before, events = base, [], []
    for card in _stored_cards(room, base):
        work = table.copy()
        try:
            dealt = work.turn_up(card)
        except (InvalidCardError, GameOverError):  # not a deal this table can go on with: the whole deal stands
            break
        before.append(table)
        events += [event_to_dict(e) for e in dealt]
        table = work
    if before:
        room.table = table
        _DEALS[room] = _Deal(room.game.game_no, table.deal_number, tuple(before), tuple(events))


def _parse(text: object) -> Card:
    try:
        return Card.parse(str(text)[:4])
    except InvalidCardError:
        raise Refusal(f"{str(text)[:8]!r} is not a card: write a rank and a suit such as KS or 10H", 400,
                      "bad_card", text=str(text)[:8]) from None


async def turn(dealer: Any, room: Room, body: dict[str, Any]) -> None:
    """The ``turn`` action: one card of a real pack turned up and settled (the caller holds the lock).

    The card is stored before it is shown: with the deal's cards so far (``tontine_tables.typed``),
    or, with the deal's last card, as the whole deal (which clears them, in the same transaction).
    """
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
    from tontine.server.room.views import LOG_LENGTH, log_of
    from tontine.server.store.restore import log_start, state_of

    log = log_of(room)
    pending = _pending(room)
    if pending is None or any(e["type"] == "deal_started" for e in data):
        pending = _Deal(room.game.game_no, work.deal_number, (), ())
    if work.phase is not Phase.DEALING:  # the deal's last card: settle and store it
        status = Status.FINISHED if work.finished else Status.PLAYING
        await asyncio.to_thread(dealer.storage.store_deal, room.code, room.game.game_no, work.deal_number,
                                [*pending.events, *data], list(work.holdings), work.pool, status=status,
                                state=state_of(work, log_from=log_start(log, data, LOG_LENGTH)).to_json())
        _DEALS.pop(room, None)
        room.row.status, room.row.typed = status, None
        if work.finished:
            room.game.revealed = True
    else:
        pending = _Deal(pending.game, pending.deal, (*pending.before, table), (*pending.events, *data))
        typed = pending.typed()
        await asyncio.to_thread(dealer.storage.set_typed, room.code, typed)
        _DEALS[room] = pending
        room.row.typed = typed
    room.table = work
    from tontine.server.room.views import public_state

    await dealer.hub.broadcast(room, {"type": "events", "events": data, "state": public_state(room)})


async def undo(dealer: Any, room: Room, _body: dict[str, Any]) -> None:
    """The ``undo`` action: the last card entered taken back, while its deal is not settled (and stored so)."""
    pending = _pending(room) if by_hand(room) else None
    if pending is None:
        raise Refusal("there is no card to take back in this deal", 409, "no_undo")
    table = pending.before[-1]
    left = _Deal(pending.game, pending.deal, pending.before[:-1],
                 tuple(_events_since_deal_start(table)) if table.phase is Phase.DEALING else ())
    typed = left.typed() if left.before else None
    await asyncio.to_thread(dealer.storage.set_typed, room.code, typed)
    if left.before:
        _DEALS[room] = left
    else:
        _DEALS.pop(room, None)
    room.row.typed = typed
    room.table = table
    from tontine.server.room.views import snapshot

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
