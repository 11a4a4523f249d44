"""The host's actions (``POST /api/tables/{code}/action``): a table of handlers, one per action name.

Each handler runs under the room's lock (and, with several processes, the cluster's lock for the
room, after reading its rows again) once the host's token is checked, and returns nothing: the
answer is the room's public state. The other processes are told of the change afterwards (a deal
tells them itself). Adding an action is one member of
:class:`~tontine.server.room.bodies.Action`, one function and one line in :data:`HANDLERS`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from tontine.server.play import by_hand
from tontine.server.play.dealer import Dealer
from tontine.server.play.lobby import Lobby
from tontine.server.room.bodies import Action, ActionBody
from tontine.server.room.errors import Refusal
from tontine.server.room.room import Room
from tontine.server.room.status import Status
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

    async def act(self, room: Room, body: ActionBody) -> dict[str, object]:
        """The host's action of ``body`` (its fields checked by its model), and the room's state after it."""
        if room.idle_since is not None:
            room.idle_since = self.clock()
        async with self.dealer.relay.changing(room):
            if not by_hand.dealer_may(room, body.action, body.token):  # a real pack: the dealer enters too
                room.need_host(body.token)
            await HANDLERS[body.action](self, room, body)
            if body.action is not Action.DEAL:
                await self.dealer.relay.changed(room)
            return public_state(room)

    # -- the handlers ------------------------------------------------------------------

    async def start(self, room: Room, _body: ActionBody) -> None:
        await self.dealer.start(room)

    async def deal(self, room: Room, body: ActionBody) -> None:
        await self.dealer.deal(room, body.expect)

    async def auto(self, room: Room, body: ActionBody) -> None:
        self.dealer.set_pace(room, room.pace if body.pace is None else body.pace)
        self.hub.broadcast_state(room)

    async def pause(self, room: Room, _body: ActionBody) -> None:
        self.dealer.stop_auto(room)
        self.dealer.forget_auto(room)
        self.hub.broadcast_state(room)

    async def fill(self, room: Room, body: ActionBody) -> None:
        if room.status is not Status.LOBBY:
            raise Refusal("seats can be filled only before the start", 409, "lobby_only")
        count = room.row.max_seats if body.count is None else body.count
        if self.lobby.add_bots(room, count) == 0:
            raise Refusal("there is no empty seat to fill", 409, "no_empty_seat")
        self.hub.broadcast_state(room)

    async def remove(self, room: Room, body: ActionBody) -> None:
        self.lobby.remove(room, body.pos)
        self.hub.broadcast_state(room)

    async def handover(self, room: Room, body: ActionBody) -> None:
        seat = room.seat(body.pos)
        if seat is None or seat.bot:
            raise Refusal("the host role goes to a person's seat", 409, "host_person")
        self.lobby.hand_over(room, seat.pos)
        self.hub.broadcast_state(room)

    async def end(self, room: Room, _body: ActionBody) -> None:
        self.dealer.end(room)
        self.hub.broadcast_state(room)

    async def again(self, room: Room, _body: ActionBody) -> None:
        self.dealer.again(room)
        self.hub.broadcast_state(room)


Handler = Callable[[Actions, Room, ActionBody], Awaitable[None]]

#: action -> handler (every action has one)
HANDLERS: dict[Action, Handler] = {
    Action.START: Actions.start,
    Action.DEAL: Actions.deal,
    Action.AUTO: Actions.auto,
    Action.PAUSE: Actions.pause,
    Action.FILL: Actions.fill,
    Action.REMOVE: Actions.remove,
    Action.HANDOVER: Actions.handover,
    Action.END: Actions.end,
    Action.AGAIN: Actions.again,
    Action.TURN: lambda self, room, body: by_hand.turn(self.dealer.storage, self.hub, room, body.card),  # one card entered
    Action.UNDO: lambda self, room, _body: by_hand.undo(self.dealer.storage, self.hub, room),
}
