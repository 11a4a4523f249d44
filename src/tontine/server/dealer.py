"""The game at a room: starting it, one deal at a time, dealing by itself at a pace, ending and again.

Every deal is computed on a copy of the engine table, committed to the database, and only then
made current and broadcast. The automatic dealer sleeps through an injected ``sleep`` (the
event loop's by default), so tests can turn its pace by hand.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from tontine.errors import GameOverError, TontineError
from tontine.events import event_to_dict
from tontine.server import realpack
from tontine.server.hub import Hub
from tontine.server.protocol import Limits, Refusal, Status
from tontine.server.registry import Registry
from tontine.server.rooms import RandomSource, Room
from tontine.server.shuffle import HmacShuffle, commitment
from tontine.server.storage import DealConflict, DealWrite
from tontine.server.views import LOG_LENGTH, deal_message, log_of, public_state
from tontine.server.writer import DealWriter
from tontine.table import Table

__all__ = ["Dealer", "Sleep"]

log = logging.getLogger("tontine.server")

Sleep = Callable[[float], Awaitable[object]]


class Dealer:
    """Deals at the rooms of one registry (the caller holds the room's lock unless said otherwise)."""

    def __init__(self, registry: Registry, hub: Hub, *, rng: RandomSource, limits: Limits,
                 clock: Callable[[], float], sleep: Sleep = asyncio.sleep) -> None:
        self.registry = registry
        self.storage = registry.storage
        self.hub = hub
        self.rng = rng
        self.limits = limits
        self.sleep = sleep
        self.clock = clock
        #: the time the pace is kept on: the injected clock with an injected sleep, else the event loop's
        self.pace_clock: Callable[[], float] | None = None if sleep is asyncio.sleep else clock
        self.writer = DealWriter(self.storage)

    async def start(self, room: Room) -> None:
        """Freeze the entrants and open the game (seats, first dealer, antes)."""
        if room.status is not Status.LOBBY:
            raise Refusal("the game has already started", 409, "started")
        if len(room.row.seats) < 2:
            raise Refusal("a game needs at least 2 seats: fill the empty ones with automatons", 409, "two_seats")
        entrants = [(s.pos, s.name, s.seed) for s in room.row.seats]
        rules, hand = realpack.rules_of(room.game.rules)
        source = None if hand else HmacShuffle(room.game.server_seed, [seed for _p, _n, seed in entrants])
        # history=False: the server needs no event history of its own (views.log_of keeps the log;
        # a record is rebuilt from the database), except with a real pack (realpack reads the deal's events)
        table = Table(rules, [name for _p, name, _s in entrants], source=source,
                      first_dealer=0 if hand else None)  # a real pack: the first seat deals first
        events = table.open()
        await asyncio.to_thread(self.storage.store_deal, room.code, room.game.game_no, 0,
                                [event_to_dict(e) for e in events], list(table.holdings), table.pool,
                                status=Status.PLAYING, entrants=entrants)
        room.game.entrants = entrants
        room.table = table
        room.row.status = Status.PLAYING
        await self.hub.broadcast(room, {"type": "events", "events": [event_to_dict(e) for e in events],
                                        "state": public_state(room)})

    async def deal(self, room: Room, expect: int | None = None) -> None:
        """One whole deal: computed on a copy, committed, then made current and broadcast."""
        table = room.table
        if table is None or room.status is not Status.PLAYING:
            raise Refusal("there is no game in play at this table", 409, "no_game")
        if realpack.by_hand(room):
            raise Refusal("the cards of this table are entered by hand", 409, "hand")
        number = table.deal_number + 1
        if expect is not None and expect != number:
            raise Refusal(f"deal {expect} has already been dealt (next is deal {number})", 409, "dealt", n=expect)
        work = table.copy()
        try:
            events = work.deal()
        except GameOverError as exc:
            raise Refusal(str(exc), 409) from None
        status = Status.FINISHED if work.finished else Status.PLAYING
        data = [event_to_dict(e) for e in events]
        try:  # grouped with other rooms' deals, in a worker thread: the wait for the disk holds no one
            await self.writer.write(DealWrite(room.code, room.game.game_no, number, data, list(work.holdings),
                                              work.pool, status))
        except DealConflict:
            # another server process dealt it: take the stored state and refuse this one
            self.registry.refresh(room)
            await self.hub.broadcast_state(room)
            raise Refusal(f"deal {number} has already been dealt", 409, "dealt", n=number) from None
        log = log_of(room)
        # the deal is stored: the server keeps only its last LOG_LENGTH events (the log of the views), and a
        # record is rebuilt from the database (Registry.record); with Table(..., history=False) these go
        work.events.clear()
        work.history.clear()
        room.table = work
        room.log_cache = (work, (log + data)[-LOG_LENGTH:])
        room.row.status = status
        if work.finished:
            room.game.revealed = True
            room.auto = False
            room.row.auto_pace = None  # store_deal cleared it with the finish
        at = self.clock()  # when the deal was committed: clients can tell how late it reached them
        await self.hub.broadcast_deal(room, lambda: {"type": "events", "events": data, "state": public_state(room),
                                                     "at": at},
                                      lambda: {**deal_message(room, data), "at": at})

    # -- dealing by itself -----------------------------------------------------------

    async def auto_loop(self, room: Room) -> None:
        keep_stored = False  #: whether a restart should still resume this room
        try:
            now = self.pace_clock or asyncio.get_running_loop().time
            due = now() + room.pace
            while True:
                # deals keep their pace from one start to the next, whatever a commit takes; a deal
                # that comes late is not made up for with a burst
                await self.sleep(max(0.0, due - now()))
                async with room.lock:
                    if not room.auto or room.status is not Status.PLAYING:
                        break
                    await self.deal(room)
                due = max(due + room.pace, now())
        except Refusal as exc:
            # another server process dealt first: that one deals on, so its stored pace stays
            keep_stored = exc.key == "dealt"
        except asyncio.CancelledError:
            # a pause, an end or a shutdown: a pause and an end clear the stored pace themselves,
            # a shutdown keeps it so the next start resumes the room
            keep_stored = True
            raise
        except Exception:
            log.exception("table %s: auto-dealing stopped", room.code)
        finally:
            if room.auto_task is asyncio.current_task():
                room.auto_task = None
            if room.auto:
                room.auto = False
                await self.hub.broadcast_state(room)
            if not keep_stored:
                try:
                    self.forget_auto(room)
                except Exception:
                    log.exception("table %s: cannot record that auto-dealing stopped", room.code)

    def start_auto(self, room: Room) -> None:
        """Deal by itself at ``room.pace`` (the caller holds the lock and has checked the game is in play)."""
        room.auto = True
        room.auto_task = asyncio.get_running_loop().create_task(self.auto_loop(room))

    def stop_auto(self, room: Room) -> None:
        """Stop dealing by itself in this process; the stored pace stays (see :meth:`forget_auto`)."""
        room.auto = False
        if room.auto_task is not None and room.auto_task is not asyncio.current_task():
            room.auto_task.cancel()
        room.auto_task = None

    def forget_auto(self, room: Room) -> None:
        """Record that the room no longer deals by itself, so a restart leaves it paused."""
        if room.row.auto_pace is not None:
            room.row.auto_pace = None
            self.storage.set_auto_pace(room.code, None)

    def set_pace(self, room: Room, pace: object) -> None:
        """Deal by itself every ``pace`` seconds from now on (stored, so a restart resumes it)."""
        if isinstance(pace, bool) or not isinstance(pace, int | float) or not (
            self.limits.min_pace <= pace <= self.limits.max_pace
        ):
            raise Refusal(f"pace must be {self.limits.min_pace} to {self.limits.max_pace} seconds", 400, "pace",
                          low=self.limits.min_pace, high=self.limits.max_pace)
        if room.status is not Status.PLAYING:
            raise Refusal("there is no game in play at this table", 409, "no_game")
        if realpack.by_hand(room):
            raise Refusal("the cards of this table are entered by hand", 409, "hand")
        room.pace = float(pace)
        if room.row.auto_pace != room.pace:
            self.storage.set_auto_pace(room.code, room.pace)
            room.row.auto_pace = room.pace
        if not room.auto:
            self.start_auto(room)

    def resume(self, room: Room) -> bool:
        """A room just loaded that was dealing by itself when its server stopped deals on (True if so)."""
        if room.auto or room.status is not Status.PLAYING or room.row.auto_pace is None:
            return False
        room.pace = min(max(room.row.auto_pace, self.limits.min_pace), self.limits.max_pace)
        self.start_auto(room)
        return True

    async def restore(self) -> list[str]:
        """After start-up, in the background: load the rooms that were dealing by themselves, one at a time.

        Loading a room sets it dealing again (see :meth:`resume`); a room that someone asks for
        first is loaded then, ahead of its turn here.
        """
        resumed = []
        for code in await asyncio.to_thread(self.storage.codes_dealing_by_themselves):
            try:
                room = await self.registry.get(code)
            except TontineError as exc:
                log.error("cannot rebuild table %s: %s", code, exc)
                continue
            if room is not None and room.auto:
                resumed.append(code)
        return resumed

    # -- the end, and again ----------------------------------------------------------

    def end(self, room: Room) -> None:
        """End the game before its close (the server seed is revealed)."""
        if not room.status.open:
            raise Refusal("the table is already over", 409, "over")
        self.stop_auto(room)
        self.storage.end_game(room.code, room.game.game_no)
        room.row.status, room.row.auto_pace = Status.ENDED, None
        room.game.revealed = True

    def again(self, room: Room) -> None:
        """A new game at the same room, back in the lobby with the same seats."""
        if not room.status.over:
            raise Refusal("play again once the game is over", 409, "not_over")
        seed = self.rng.token_hex(32)
        game_no = room.game.game_no + 1
        self.storage.new_game(room.code, game_no, rules=room.game.rules, server_seed=seed,
                              commitment=commitment(seed))
        game = self.storage.load_game(room.code, game_no)
        assert game is not None
        room.game, room.table = game, None
        room.row.status, room.row.game_no, room.row.auto_pace = Status.LOBBY, game_no, None
