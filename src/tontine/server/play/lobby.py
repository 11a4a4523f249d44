"""Seats before the start: creating a room, joining, automatons, removing, and the host role.

The writes of a create and a join (the flash-crowd path) run in worker threads; a join's new
seat is committed with the other seats and deals waiting at the same moment (the group commit
of :mod:`~tontine.server.store.writer`), and the state broadcast after it is coalesced with the other
changes at its table within :data:`JOIN_BROADCAST_DELAY`.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any

from tontine.errors import TontineError
from tontine.names import PERIOD_NAMES
from tontine.rules import Preset, Rules
from tontine.server.cluster.presence import Presence
from tontine.server.cluster.rate_limits import SharedLimiter
from tontine.server.cluster.relay import Relay
from tontine.server.room.bodies import Cards, CreateBody, JoinBody, fields_for
from tontine.server.room.codes import CODE_ALPHABET, CODE_LENGTH
from tontine.server.room.errors import Refusal
from tontine.server.room.limits import Limits
from tontine.server.room.room import HAND, KEY, RandomSource, Room, token_hash
from tontine.server.room.rows import SeatRow
from tontine.server.room.signs import EMBLEMS
from tontine.server.room.status import Status
from tontine.server.room.views import cached_state, public_state
from tontine.server.store.registry import Registry
from tontine.server.store.writer import Writer
from tontine.server.store.writes import SeatWrite
from tontine.server.verify.shuffle import commitment
from tontine.server.wire.hub import Hub

__all__ = ["JOIN_BROADCAST_DELAY", "Lobby"]

#: seconds within which the other sockets of a table get the state after a join (one broadcast for all the joins)
JOIN_BROADCAST_DELAY = 0.1

log = logging.getLogger("tontine.server")


class Lobby:
    """Who sits where, and who hosts."""

    def __init__(self, registry: Registry, hub: Hub, *, rng: RandomSource, clock: Callable[[], float],
                 limits: Limits, limiter: SharedLimiter, relay: Relay | None = None,
                 presence: Presence | None = None, writer: Writer | None = None) -> None:
        self.registry = registry
        self.relay = relay if relay is not None else Relay(registry, hub)
        self.storage = registry.storage
        self.hub = hub
        self.rng = rng
        self.clock = clock
        self.limits = limits
        self.limiter = limiter
        self.presence = presence
        self.writer = writer if writer is not None else Writer(self.storage, clock=clock)

    def rules_of(self, body: CreateBody) -> tuple[Rules, int]:
        """The house rules and the number of seats a create-table request asks for, or a refusal.

        The body's model has checked each field; here what only the rules and this server judge.
        """
        try:
            rules = Rules.from_dict(body.changes())
        except TontineError as exc:
            raise Refusal(str(exc)) from None
        if body.seats is None:
            return rules, min(self.limits.max_seats, Preset.get(rules.preset).players[1])
        if body.seats > self.limits.max_seats:  # the server's own bound, below the rules' (the model's)
            line = fields_for(self.limits.max_seats)["seats"]
            raise Refusal(line.message.format(field="seats", value=repr(str(body.seats))), 400, line.key)
        return rules, body.seats

    async def create(self, body: CreateBody, ip: str) -> dict[str, Any]:
        """A new room from a create-table request, with a fresh code, host token and server seed."""
        rules, seats = self.rules_of(body)  # a mistyped form costs no table
        stored_rules = rules.to_dict()
        if body.cards is Cards.HAND:
            stored_rules[KEY] = HAND
        if not await self.limiter.hit(("create", ip), self.limits.tables_per_hour, 3600):
            raise Refusal(f"this address has created {self.limits.tables_per_hour} tables in the last hour: "
                          "wait or reuse one", 429, "create_rate", n=self.limits.tables_per_hour)
        host_token = self.rng.token_urlsafe(24)
        seed = self.rng.token_hex(32)
        for _attempt in range(20):
            code = "".join(self.rng.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if await asyncio.to_thread(self.storage.create_room, code, creator_ip=ip,
                                       host_hash=token_hash(host_token), max_seats=seats, rules=stored_rules,
                                       server_seed=seed, commitment=commitment(seed)):
                room = self.registry.load(code)
                assert room is not None
                room.host_away_since = self.clock()
                return {"code": code, "host_token": host_token, "url": f"/t/{code}",
                        "state": public_state(room)}
        raise Refusal("could not find a free table code: try again", 503, "busy")

    async def join(self, room: Room, body: JoinBody, ip: str) -> dict[str, Any]:
        """A seat for a join request, committed before the answer; the answer carries the state with it.

        The other sockets of the table get that state within :data:`JOIN_BROADCAST_DELAY`, in one
        broadcast for every join until then.
        """
        async with self.relay.changing(room):
            existing = room.seat_of(body.token)
            if existing is not None and body.token is not None:  # a reload or a second tab: the same seat
                return {"pos": existing.pos, "token": body.token, "state": public_state(room)}
            if room.status is not Status.LOBBY:
                raise Refusal("the game has started: you can watch without a seat", 409, "started")
            if not await self.limiter.hit(("join", ip), self.limits.joins_per_minute, 60):
                raise Refusal("too many seats taken from this address: wait a minute", 429, "join_rate")
            target = None
            if body.replace is not None:
                target = room.seat(body.replace)
                if target is None or not target.bot:
                    raise Refusal(f"seat {str(body.replace)[:8]!r} is not an automaton's seat", 409, "not_bot")
            name = body.name  # its spaces run together and its length checked by the model
            if name is None:
                raise Refusal("a name is needed to take a seat", 400, "name_needed")
            if name.casefold() in {s.name.casefold() for s in room.row.seats if s is not target}:
                raise Refusal(f"the name {name!r} is taken at this table: choose another", 409, "name_taken",
                              name=name)
            emblem = body.emblem or EMBLEMS[0]
            address = body.address
            seed = body.seed  # checked and lowered by the model
            if seed is None:
                raise Refusal("a new seat needs the player's seed: an even number of hexadecimal digits, 16 to 64")
            token = self.rng.token_urlsafe(24)
            if target is not None:
                target.name, target.emblem, target.bot, target.seed = name, emblem, False, seed
                target.token_hash, target.address = token_hash(token), address
                await asyncio.to_thread(self.storage.update_seat, room.code, target.pos, name=name, emblem=emblem,
                                        bot=False, seed=seed, token_hash=target.token_hash, address=address.value)
                pos = target.pos
            else:
                if len(room.row.seats) >= room.row.max_seats:
                    raise Refusal(f"the table is full ({room.row.max_seats} seats): you can watch", 409, "full",
                                  max=room.row.max_seats)
                pos = room.row.next_pos
                seat = SeatRow(pos, name, emblem, token_hash(token), False, seed, address)
                await self.writer.write(SeatWrite(room.code, seat, room.row.next_pos + 1))
                room.row.next_pos += 1
                room.row.seats.append(seat)
            if room.is_host(body.host_token) and room.row.host_pos is None:
                room.row.host_pos = pos
                await asyncio.to_thread(self.storage.update_room, room.code, host_pos=pos)
            room.state_cache = None  # the state kept for this seq no longer has every seat
            self.hub.presence_soon(room, JOIN_BROADCAST_DELAY)
            await self.relay.changed(room)
            return {"pos": pos, "token": token, "state": cached_state(room)}  # kept for the snapshots until then

    def add_bots(self, room: Room, count: int) -> int:
        """Fill up to ``count`` empty seats with automatons; how many were seated."""
        names = {s.name.casefold() for s in room.row.seats}
        added = 0
        for name in PERIOD_NAMES:
            if added >= count or len(room.row.seats) >= room.row.max_seats:
                break
            if name.casefold() in names:
                continue
            seat = SeatRow(room.row.next_pos, name, EMBLEMS[room.row.next_pos % len(EMBLEMS)], None, True,
                           self.rng.token_hex(16))
            room.row.next_pos += 1
            self.storage.add_seat(room.code, seat, room.row.next_pos)
            room.row.seats.append(seat)
            added += 1
        return added

    def remove(self, room: Room, pos: object) -> None:
        """Take a seat away before the start."""
        if room.status is not Status.LOBBY:
            raise Refusal("seats can be removed only before the start", 409, "lobby_only")
        seat = room.seat(pos)
        if seat is None:
            raise Refusal(f"no seat {str(pos)[:8]!r} at this table", 404, "no_seat")
        if seat.pos == room.row.host_pos and room.row.host_hash is None:
            raise Refusal("hand the host role to someone else before leaving the table", 409, "handover_first")
        room.row.seats.remove(seat)
        self.storage.remove_seat(room.code, seat.pos)
        if room.row.host_pos == seat.pos:
            room.row.host_pos = None
            self.storage.update_room(room.code, host_pos=None)
        for conn in room.conns:
            if conn.pos == seat.pos:
                conn.pos = None

    def hand_over(self, room: Room, pos: int) -> None:
        """The host role to the seat at ``pos``."""
        room.row.host_pos = pos
        room.row.host_hash = None  # the creator's own token no longer rules the table
        self.storage.update_room(room.code, host_pos=pos, host_hash=None)
        for conn in room.conns:
            conn.host = conn.pos == pos
        room.host_away_since = None if room.host_connected() else self.clock()

    def _host_gone(self, room: Room) -> bool:
        return (room.host_away_since is not None and room.status is not Status.ENDED
                and self.clock() - room.host_away_since >= self.limits.host_timeout)

    async def check_hosts(self) -> None:
        """Pass the host role on from a host gone longer than the limit to a person connected on any process.

        With other processes, only while their presence is known (see :mod:`~tontine.server.cluster.presence`),
        under the room's lock in Redis too and after reading the room's rows again, so that the role
        passes once however many processes see the host gone.
        """
        if self.presence is not None and not self.presence.settled:
            return
        for room in list(self.registry.rooms.values()):
            if not self._host_gone(room):
                continue
            try:
                async with self.relay.changing(room):  # rows read again: the role may have passed elsewhere
                    if room.host_connected():
                        room.host_away_since = None
                    if not self._host_gone(room):
                        continue
                    humans = [pos for pos in room.connected() if pos != room.row.host_pos
                              and not (room.seat(pos) or SeatRow(0, "", "", None, True, "")).bot]
                    if humans:
                        self.hand_over(room, min(humans))
                        self.hub.broadcast_state(room)
                        await self.relay.changed(room)
                        if self.presence is not None:
                            self.presence.changed(room)
            except Refusal as exc:  # the room's lock in Redis cannot be had: the next check tries again
                log.info("table %s: cannot pass the host role on now: %s", room.code, exc)
