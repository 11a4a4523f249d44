"""The host's actions (``POST /api/tables/{code}/action``): a table of handlers, one per action name.

Each handler runs under the room's lock (and, with several processes, the cluster's lock for the
room, after reading its rows again) once the host's token is checked, and returns nothing: the
answer is the room's public state. The other processes are told of the change afterwards (a deal
tells them itself). Adding an action is one function and one line in
:data:`HANDLERS`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from tontine.server.play import by_hand
from tontine.server.play.dealer import Dealer
from tontine.server.play.lobby import Lobby
from tontine.server.room.protocol import Refusal, Status
from tontine.server.room.room import Room
from tontine.server.room.views import public_state
from tontine.server.wire.hub import Hub

__all__ = ["HANDLERS", "Actions"]


class Actions:
    """Dispatches a host's action to its handler."""

    def __init__(self, lobby: Lobby, dealer: Dealer, hub: Hub, *, clock: Callable[[], float]) -> None:
        self.lobby = lobby
        self.dealer = dealer
        self.hub = hub
        self.clock = clock

    async def act(self, room: Room, body: dict[str, Any]) -> dict[str, Any]:
        action = body.get("action")
        if room.idle_since is not None:
            room.idle_since = self.clock()
        async with self.dealer.relay.changing(room):
            if not by_hand.dealer_may(room, action, body.get("token")):  # a real pack: the dealer enters too
                room.need_host(body.get("token"))
            handler = HANDLERS.get(action) if isinstance(action, str) else None
            if handler is None:
                raise Refusal(f"unknown action {str(action)[:20]!r}")
            await handler(self, room, body)
            if action != "deal":
                await self.dealer.relay.changed(room)
            return public_state(room)

    # -- the handlers ------------------------------------------------------------------

    async def start(self, room: Room, _body: dict[str, Any]) -> None:
        await self.dealer.start(room)

    async def deal(self, room: Room, body: dict[str, Any]) -> None:
        expect = body.get("expect")
        if expect is not None and (isinstance(expect, bool) or not isinstance(expect, int)):
            raise Refusal("expect must be a deal number")
        await self.dealer.deal(room, expect)

    async def auto(self, room: Room, body: dict[str, Any]) -> None:
        self.dealer.set_pace(room, body.get("pace", room.pace))
        self.hub.broadcast_state(room)

    async def pause(self, room: Room, _body: dict[str, Any]) -> None:
        self.dealer.stop_auto(room)
        self.dealer.forget_auto(room)
        self.hub.broadcast_state(room)

    async def fill(self, room: Room, body: dict[str, Any]) -> None:
        if room.status is not Status.LOBBY:
            raise Refusal("seats can be filled only before the start", 409, "lobby_only")
        count = body.get("count", room.row.max_seats)
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            raise Refusal("count must be a number of seats")
        if self.lobby.add_bots(room, count) == 0:
            raise Refusal("there is no empty seat to fill", 409, "no_empty_seat")
        self.hub.broadcast_state(room)

    async def remove(self, room: Room, body: dict[str, Any]) -> None:
        self.lobby.remove(room, body.get("pos"))
        self.hub.broadcast_state(room)

    async def handover(self, room: Room, body: dict[str, Any]) -> None:
        seat = room.seat(body.get("pos"))
        if seat is None or seat.bot:
            raise Refusal("the host role goes to a person's seat", 409, "host_person")
        self.lobby.hand_over(room, seat.pos)
        self.hub.broadcast_state(room)

    async def end(self, room: Room, _body: dict[str, Any]) -> None:
        self.dealer.end(room)
        self.hub.broadcast_state(room)

    async def again(self, room: Room, _body: dict[str, Any]) -> None:
        self.dealer.again(room)
        self.hub.broadcast_state(room)


Handler = Callable[[Actions, Room, dict[str, Any]], Awaitable[None]]

#: action name -> handler
HANDLERS: dict[str, Handler] = {
    "start": Actions.start,
    "deal": Actions.deal,
    "auto": Actions.auto,
    "pause": Actions.pause,
    "fill": Actions.fill,
    "remove": Actions.remove,
    "handover": Actions.handover,
    "end": Actions.end,
    "again": Actions.again,
    "turn": lambda self, room, body: by_hand.turn(self.dealer.storage, self.hub, room, body),  # a real pack: one card entered
    "undo": lambda self, room, body: by_hand.undo(self.dealer.storage, self.hub, room, body),
}
