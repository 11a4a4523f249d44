"""A real pack's deal under way, as the database holds it: the cards typed so far (``tontine_tables.typed``).

Any server process of the database, or one restarted, continues a deal typed through another
(:func:`continue_typed`, when a room is read from the database); see :mod:`tontine.server.play.by_hand`.
"""

from __future__ import annotations

from typing import Any

from tontine.errors import GameOverError, InvalidCardError
from tontine.events import event_to_dict
from tontine.server.room.room import Room, TypedDeal, by_hand
from tontine.server.room.status import Status
from tontine.table import Phase, Table

__all__ = ["continue_typed", "in_step", "typed_of"]



def typed_of(room: Room) -> dict[str, Any] | None:
    """What ``tontine_tables.typed`` holds for the room's deal under way in memory (None: no card typed)."""
    pending = room.pending_typed()
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
    room.typed_deal = None
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
        room.typed_deal = TypedDeal(room.game.game_no, table.deal_number, tuple(before), tuple(events))
