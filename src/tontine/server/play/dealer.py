"""The game at a room: starting it, one deal at a time, dealing by itself at a pace, ending and again.

Every deal is computed on a copy of the engine table, committed to the database, and only then
made current and broadcast, and told to the other server processes of the database (if any) as
the compact message its sockets get, which the others forward to their own sockets without
dealing it again (see :meth:`Dealer.on_deal` and :mod:`~tontine.server.room.ahead`). The automatic dealer sleeps through an injected ``sleep``
(the event loop's by default), so tests can turn its pace by hand.

A table deals by itself under its dealer lease (:mod:`~tontine.server.cluster.lease`): the automatic
loop takes the lease first, and each of its deals carries the lease's token, so a deal is
refused at commit (:class:`~tontine.server.store.storage.DealFenced`) once another process has taken
the table or the table was paused or ended; the loop then stops in this process.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

from sqlalchemy.exc import InterfaceError, OperationalError

from tontine.errors import GameOverError
from tontine.events import event_to_dict
from tontine.rules import DeckHandling
from tontine.server.cluster.lease import Lease, Leases
from tontine.server.cluster.relay import Kind, Relay
from tontine.server.play.schedule import SPREAD, FirstRound, first_deals
from tontine.server.room.ahead import Ahead
from tontine.server.room.codec import LOG_LENGTH, encode, with_at
from tontine.server.room.errors import Refusal
from tontine.server.room.limits import Limits
from tontine.server.room.room import History, RandomSource, Room, by_hand, rules_of
from tontine.server.room.status import Status
from tontine.server.room.views import deal_message, log_of, public_state
from tontine.server.store.registry import Registry
from tontine.server.store.restore import log_start, state_of
from tontine.server.store.writer import Writer
from tontine.server.store.writes import DealConflict, DealFenced, DealWrite
from tontine.server.verify.shuffle import commitment, for_entrants
from tontine.server.wire.hub import Hub
from tontine.table import Table

__all__ = ["Dealer", "Sleep"]

log = logging.getLogger("tontine.server")

Sleep = Callable[[float], Awaitable[object]]


class Dealer:
    """Deals at the rooms of one registry (the caller holds the room's lock unless said otherwise)."""

    def __init__(self, registry: Registry, hub: Hub, *, rng: RandomSource, limits: Limits,
                 clock: Callable[[], float], sleep: Sleep = asyncio.sleep, relay: Relay | None = None,
                 leases: Leases | None = None, writer: Writer | None = None) -> None:
        self.registry = registry
        self.relay = relay if relay is not None else Relay(registry, hub)
        self.relay.on_stop = self.stop_auto
        self.relay.cluster.on(Kind.DEAL, self.on_deal, at_once=self.forward_at_once)
        self.storage = registry.storage
        self.hub = hub
        self.rng = rng
        self.limits = limits
        self.sleep = sleep
        self.clock = clock
        #: the time the pace is kept on: the injected clock with an injected sleep, else the event loop's
        self.pace_clock: Callable[[], float] | None = None if sleep is asyncio.sleep else clock
        #: the group commit of deals (and, shared with the lobby, of seats)
        self.writer = writer if writer is not None else Writer(self.storage, clock=clock)
        #: the dealer leases: one process deals a table by itself at a time
        self.leases = leases or Leases(self.storage)
        self.leases.on_lost = self.lost
        #: the rooms a restart resumed that have not dealt yet (the history checks wait for them)
        self.first_round = FirstRound()
        #: while a restart reads the rooms: those loaded meanwhile, which deal on with the restart's
        self._meanwhile: list[Room] | None = None

    async def start(self, room: Room) -> None:
        """Freeze the entrants and open the game (seats, first dealer, antes)."""
        if room.status is not Status.LOBBY:
            raise Refusal("the game has already started", 409, "started")
        if len(room.row.seats) < 2:
            raise Refusal("a game needs at least 2 seats: fill the empty ones with automatons", 409, "two_seats")
        entrants = [(s.pos, s.name, s.seed) for s in room.row.seats]
        rules, hand = rules_of(room.game.rules)
        source = None if hand else for_entrants(room.game.server_seed, entrants, room.game.shuffle_version)
        # history=False: the server needs no event history of its own (views.log_of keeps the log;
        # a record is rebuilt from the database), except with a real pack (play/by_hand.py reads the deal's events)
        table = Table(rules, [name for _p, name, _s in entrants], source=source,
                      first_dealer=0 if hand else None)  # a real pack: the first seat deals first
        events = table.open()
        await asyncio.to_thread(self.storage.store_deal, room.code, room.game.game_no, 0,
                                [event_to_dict(e) for e in events], list(table.holdings), table.pool,
                                status=Status.PLAYING, entrants=entrants, state=state_of(table).to_json())
        room.game.entrants = entrants
        room.table = table
        room.row.status = Status.PLAYING
        self.hub.broadcast(room, {"type": "events", "events": [event_to_dict(e) for e in events],
                                        "state": public_state(room)})

    async def deal(self, room: Room, expect: int | None = None, *, lease: Lease | None = None) -> None:
        """One whole deal: computed on a copy, committed, then made current and broadcast.

        An automatic deal carries the ``lease`` it is made under: :class:`DealFenced` when the
        lease's token is no longer the table's (then nothing is committed and the room is read again).
        """
        table = room.table
        if table is None or room.status is not Status.PLAYING:
            raise Refusal("there is no game in play at this table", 409, "no_game")
        if by_hand(room):
            raise Refusal("the cards of this table are entered by hand", 409, "hand")
        room.need_history()
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
        state = state_of(work, log_from=log_start(log_of(room), data, LOG_LENGTH)).to_json()
        text: str | None = None  # the compact message, without ``at``: built now if it is published
        committed: Callable[[float], None] | None = None
        if self.relay.shared:
            # the other processes forward the same compact message to their sockets: it is published
            # from the writer's thread as the commit returns, not when this loop comes round to it
            text = published = encode(deal_message(room, data, work))
            code, game, cluster = room.code, room.game.game_no, self.relay.cluster

            def committed(at: float) -> None:
                cluster.post(code, Kind.DEAL, game=game, number=number, status=status.value, at=at,
                             body=with_at(published, at))

        try:  # grouped with other rooms' deals, in a worker thread: the wait for the disk holds no one
            # when it was committed (read as the commit returned): clients can tell how late it reached them
            at = await self.writer.write(DealWrite(room.code, room.game.game_no, number, data, list(work.holdings),
                                                   work.pool, status, state=state, fence=lease.token if lease else None),
                                         committed=committed)
        except DealFenced:
            # another process deals this table now, or it was paused or ended there: take the stored state
            await self.relay.reload_and_tell(room)
            raise
        except DealConflict:
            # another server process dealt it: take the stored state (so the next deal is the right
            # one) and refuse this one
            await self.relay.reload_and_tell(room)
            raise Refusal(f"deal {number} has already been dealt", 409, "dealt", n=number) from None
        except (OperationalError, InterfaceError) as exc:
            log.warning("table %s: deal %d not made: the database cannot be reached (%s)", room.code, number,
                        str(exc).splitlines()[0])
            raise Refusal("the database cannot be reached: the deal was not made, try again in a moment",
                          503, "database") from None
        await self.become_current(room, work, data, status, at, text=text)

    async def become_current(self, room: Room, work: Table, data: list[dict[str, Any]], status: Status,
                             at: float, *, text: str | None = None) -> None:
        """A committed deal (``work`` the table after it) becomes the room's and goes to its sockets.

        ``text``: the compact message without ``at``, if it was built already (else it is built at
        most once, if a socket needs it).
        """
        log = log_of(room)
        # the deal is stored: the server keeps only its last LOG_LENGTH events (the log of the views), and a
        # record is rebuilt from the database (Registry.record); with Table(..., history=False) these go
        work.events.clear()
        history = work.history
        # a kept pack: the deals since its last shuffle stay, for the state stored with the next deal
        # (restore.state_of: a restore re-runs them); a fresh pack each deal needs none
        if work.rules.deck is DeckHandling.FRESH:
            history.clear()
        else:
            del history[:next((i for i in range(len(history) - 1, -1, -1) if history[i].reshuffled), 0)]
        room.table = work
        room.log_cache = (work, (log + data)[-LOG_LENGTH:])
        room.row.status = status
        if work.finished:
            room.game.revealed = True
            room.auto = False
            room.row.auto_pace = None  # store_deal cleared it with the finish
        room.ahead = None
        built: list[str] = []

        def body() -> str:
            if not built:
                built.append(with_at(text if text is not None else encode(deal_message(room, data)), at))
            return built[0]

        self.hub.broadcast_deal(room, lambda: {"type": "events", "events": data, "state": public_state(room),
                                                     "at": at}, body)

    async def on_deal(self, message: dict[str, Any]) -> None:
        """A deal another process committed: forwarded to this process's sockets as it came, without the engine.

        The next deal of the game in play, as the compact message's text (``body``), goes to the
        sockets under this process's ``seq`` and is kept in the room's :class:`~tontine.server.room.ahead.Ahead`
        (its engine table stays behind until needed: :meth:`Relay.reload` reads it again). Anything
        else (a gap, a deal of a table this process deals by itself, a message without a body) reads
        the room again from the database and tells the sockets. A room not held here is left alone.
        """
        room = self.registry.rooms.get(str(message.get("code")))
        if room is None:
            return
        async with room.lock:
            if not self._forwarded(room, message):
                await self.relay.reload_and_tell(room)

    def forward_at_once(self, message: dict[str, Any]) -> bool:
        """:meth:`on_deal` as the message is heard, if it needs nothing read: True if it was applied."""
        room = self.registry.rooms.get(str(message.get("code")))
        if room is None:
            return True
        if room.lock.locked():  # a change under way: the message waits its turn
            return False
        return self._forwarded(room, message)

    def _forwarded(self, room: Room, message: dict[str, Any]) -> bool:
        """Forward the deal if it is the next one, or leave it if it is known: False if the room must be read again."""
        number, game, body = message.get("number"), message.get("game"), message.get("body")
        table = room.table
        if table is not None and game == room.game.game_no and isinstance(number, int):
            known = room.ahead.deal_number if room.ahead is not None else table.deal_number
            if number <= known:
                return True  # already here (read from the database since)
            if (number == known + 1 and isinstance(body, str) and body.startswith("{")
                    and room.status is Status.PLAYING and not room.auto and not by_hand(room)):
                self.forward(room, number, body, message)
                return True
        elif isinstance(game, int) and game < room.game.game_no:
            return True  # an earlier game's
        return False

    def forward(self, room: Room, number: int, body: str, message: dict[str, Any]) -> None:
        """Deal ``number`` from another process to this process's sockets (no change of the room under way)."""
        if room.ahead is None:
            room.ahead = Ahead(log_of(room))
        ahead = room.ahead
        ahead.add(number, body)
        if message.get("status") == Status.FINISHED.value:
            room.row.status, room.row.auto_pace = Status.FINISHED, None
            room.game.revealed = True
        at = message.get("at")
        self.hub.broadcast_deal(room, lambda: {"type": "events", "events": ahead.events(),
                                          "state": public_state(room), "at": at}, lambda: body)

    # -- dealing by itself -----------------------------------------------------------

    async def auto_loop(self, room: Room, *, first_in: float | None = None, at_once: bool = False,
                        first_at: float | None = None, lease: Lease | None = None) -> None:
        """Deal by itself under the table's lease until stopped; the first deal ``first_in`` seconds from now
        (by default one pace).

        ``at_once`` (a table taken over from a dealer gone): the first deal comes one pace after
        the table's last stored deal, at once if that is past, never later than one pace from now.
        A restart passes the ``lease`` it took for the table with every other (one transaction) and
        the instant of the first deal, ``first_at``, on :attr:`pace_clock` (the event loop's time by
        default): the schedule is kept however long the loop took to start.
        """
        first_wait: float | None = first_in
        keep_stored = False  #: whether a restart should still resume this room
        dealing = False  #: past taking the lease and reading the table
        try:
            if lease is None:
                lease = await self.leases.take(room.code)
            if lease is None:  # another process deals this table
                keep_stored = True
                return
            if self.leases.shared:  # another process may have dealt it a moment ago
                async with room.lock:
                    await self.relay.reload_and_tell(room, state=False)
                    if room.status is not Status.PLAYING or room.row.auto_pace is None:
                        keep_stored = True  # paused, ended or over elsewhere: nothing of ours to forget
                        return
                    room.pace = self.pace_of(room)
            if at_once:
                last = await asyncio.to_thread(self.storage.last_deal_at, room.code, room.game.game_no)
                first_wait = min(room.pace, max(0.0, (last or 0.0) + room.pace - time.time()))
            now = self.pace_clock or asyncio.get_running_loop().time
            due = first_at if first_at is not None else now() + (room.pace if first_wait is None else first_wait)
            dealing = True
            while True:
                # deals keep their pace from one start to the next, whatever a commit takes; a deal
                # that comes late is not made up for with a burst
                await self.sleep(max(0.0, due - now()))
                async with room.lock:
                    if not room.auto or room.status is not Status.PLAYING or room.row.auto_pace is None:
                        break
                    room.pace = self.pace_of(room)  # a change of pace may have come from another process
                    try:
                        await self.deal(room, lease=lease)
                    except Refusal as exc:
                        # the database is away: this deal is not made; the next ones are tried at the pace.
                        # With other processes, one that dealt first (the host's Deal there) leaves this
                        # process the table's dealer still: the room was read again, it deals on from there
                        if exc.key != "database" and not (exc.key == "dealt" and self.leases.shared):
                            raise
                    finally:
                        self.first_round.dealt(room.code)
                due = max(due + room.pace, now())
        except DealFenced:
            # another process took the table, or it was paused or ended: its stored pace is not ours to clear
            keep_stored = True
            log.info("table %s: fenced, this process deals it no more", room.code)
        except Refusal as exc:
            # another server process dealt first: that one deals on, so its stored pace stays
            keep_stored = exc.key == "dealt"
        except asyncio.CancelledError:
            # a pause, an end or a shutdown: a pause and an end clear the stored pace themselves,
            # a shutdown keeps it so the next start resumes the room
            keep_stored = True
            raise
        except Exception as exc:
            if dealing:
                log.exception("table %s: auto-dealing stopped", room.code)
            else:  # Redis or the database away: the table stays dealing by itself, for a later look to take
                keep_stored = True
                log.warning("table %s: cannot take its dealer lease now: %s", room.code, str(exc).splitlines()[0])
        finally:
            self.first_round.dealt(room.code)
            if lease is not None:
                self.leases.let_go(lease)
            if room.auto_task is asyncio.current_task():
                room.auto_task = None
            if room.auto:
                room.auto = False
                self.hub.broadcast_state(room)
            if not keep_stored:
                try:
                    self.forget_auto(room)
                except Exception:
                    log.exception("table %s: cannot record that auto-dealing stopped", room.code)

    def start_auto(self, room: Room, *, first_in: float | None = None, at_once: bool = False,
                   first_at: float | None = None, lease: Lease | None = None) -> None:
        """Deal by itself at ``room.pace`` (the caller holds the lock and has checked the game is in play)."""
        room.auto = True
        room.auto_task = asyncio.get_running_loop().create_task(
            self.auto_loop(room, first_in=first_in, at_once=at_once, first_at=first_at, lease=lease))

    def pace_of(self, room: Room) -> float:
        """The stored pace (it may have been set on another process) within the limits, else the room's."""
        pace = room.row.auto_pace if room.row.auto_pace is not None else room.pace
        return min(max(pace, self.limits.min_pace), self.limits.max_pace)

    def lost(self, code: str) -> None:
        """Another process holds the table's lease now: stop dealing it here (its stored pace stays)."""
        room = self.registry.rooms.get(code)
        if room is not None and room.auto:
            self.stop_auto(room)

    def take_over(self, room: Room) -> bool:
        """Deal a table nobody deals, from now (the caller holds the lock); False if it deals here already."""
        if room.auto:
            return False
        room.pace = self.pace_of(room)
        self.start_auto(room, at_once=True)
        return True

    def stop_auto(self, room: Room) -> None:
        """Stop dealing by itself in this process; the stored pace stays (see :meth:`forget_auto`)."""
        room.auto = False
        if room.auto_task is not None and room.auto_task is not asyncio.current_task():
            room.auto_task.cancel()
        room.auto_task = None

    def forget_auto(self, room: Room) -> None:
        """Record that the room no longer deals by itself, so a restart leaves it paused.

        With other processes this is written whatever this process's copy says (it bumps the fence,
        which stops a dealer elsewhere).
        """
        if room.row.auto_pace is not None or self.leases.shared:
            room.row.auto_pace = None
            self.storage.set_auto_pace(room.code, None)

    def set_pace(self, room: Room, pace: float) -> None:
        """Deal by itself every ``pace`` seconds from now on (stored, so a restart resumes it)."""
        if not self.limits.min_pace <= pace <= self.limits.max_pace:
            raise Refusal(f"pace must be {self.limits.min_pace} to {self.limits.max_pace} seconds", 400, "pace",
                          low=self.limits.min_pace, high=self.limits.max_pace)
        if room.status is not Status.PLAYING:
            raise Refusal("there is no game in play at this table", 409, "no_game")
        if by_hand(room):
            raise Refusal("the cards of this table are entered by hand", 409, "hand")
        room.pace = float(pace)
        dealt_elsewhere = self.relay.shared and room.row.auto_pace is not None  # (rows read just now)
        if room.row.auto_pace != room.pace:
            self.storage.set_auto_pace(room.code, room.pace)
            room.row.auto_pace = room.pace
        if not room.auto and not dealt_elsewhere:
            # with several processes the process where the pace was set deals; the others only
            # change its pace (it reads it again when told)
            self.start_auto(room)

    def resumable(self, room: Room) -> bool:
        """Whether a room just loaded was dealing by itself when its server stopped and should deal on here."""
        # with other processes, one may deal it: one dealer per table (the watcher finds it), not one per process
        return (not room.auto and room.status is Status.PLAYING and room.row.auto_pace is not None
                and room.history is not History.BROKEN and not self.relay.shared)

    def resume(self, room: Room, *, first_in: float | None = None) -> bool:
        """A room just loaded that was dealing by itself when its server stopped deals on (True if so).

        Its first deal comes ``first_in`` seconds from now (by default one pace).
        """
        if not self.resumable(room):
            return False
        if self._meanwhile is not None:  # a restart is reading every such room: it deals on with them
            self._meanwhile.append(room)
            return False
        room.pace = self.pace_of(room)
        self.start_auto(room, first_in=first_in)
        return True

    async def restore(self, *, chunk: int = 100, share: float = SPREAD) -> list[str]:
        """After start-up: every room that was dealing by itself, read at once in a worker thread, deals on.

        The rooms are read in a few queries and restored from their stored state (no replay), ``chunk``
        rooms per trip to the worker thread so that the event loop serves everyone in between; their
        dealer leases are taken together (one transaction for every token); then they deal on,
        their first deals spread over the first ``share`` of a pace from that moment
        (:func:`~tontine.server.play.schedule.first_deals`) rather than all at the same instant.
        A room someone asked for meanwhile was loaded then, and is resumed with the others (its
        first deal on the same schedule). :attr:`first_round` is done once each has made its first deal.
        """
        meanwhile: list[Room] = []
        self._meanwhile = meanwhile
        try:
            stored = await asyncio.to_thread(self.storage.load_rooms, None)
            rooms: list[Room] = []
            for start in range(0, len(stored), chunk):
                rooms += await asyncio.to_thread(self.registry.build_many, stored[start:start + chunk])
        except BaseException:
            self._meanwhile = None
            for room in meanwhile:  # loaded meanwhile: they deal on as if no restart had been reading
                self.resume(room)
            raise
        self._meanwhile = None
        loaded = {room.code: room for room in meanwhile}
        wanted: list[Room] = []
        for room in rooms:
            held = self.registry.rooms.get(room.code)
            if held is None:
                held = self.registry.install(room, announce=False)
            elif loaded.pop(room.code, None) is not held:
                continue  # in memory from before, dealing or not as it was
            if self.resumable(held):
                wanted.append(held)
        wanted += (room for room in loaded.values() if self.registry.rooms.get(room.code) is room
                   and self.resumable(room))
        if not wanted:
            return []
        leases: dict[str, Lease] | None
        try:
            leases = await self.leases.take_many([room.code for room in wanted])
        except Exception as exc:  # the database away: each table tries its own lease, as it would later
            log.warning("cannot take the resumed tables' dealer leases together: %s", str(exc).splitlines()[0])
            leases = None
        resumed: list[tuple[Room, Lease | None]] = []
        for room in wanted:
            lease = leases.get(room.code) if leases is not None else None
            if not self.resumable(room) or (leases is not None and lease is None):
                if lease is not None:  # paused or started meanwhile: not resumed here
                    self.leases.let_go(lease)
                continue
            room.pace = self.pace_of(room)
            resumed.append((room, lease))
        now = self.pace_clock or asyncio.get_running_loop().time
        self.first_round.expect(room.code for room, _lease in resumed)
        instants = first_deals([room.pace for room, _lease in resumed], now(), share=share)
        for (room, lease), first_at in zip(resumed, instants, strict=True):
            self.start_auto(room, first_at=first_at, lease=lease)
        return [room.code for room, _lease in resumed]

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
