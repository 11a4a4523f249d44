"""Who is connected to a room on the other processes: their seats and whether the host is among them.

Each process tells the others, through the cluster's bus, which seats its own sockets speak for at
a room and whether one of them is the host's (a ``presence`` message): at once when that changes,
and for all its rooms together every ``Limits.presence_every`` seconds as a heartbeat. A process
keeps, per room it holds, what each other process said with the time it heard it (on
:attr:`Room.remote <tontine.server.room.room.Room.remote>`); an entry not heard again within
``Limits.presence_expiry`` seconds is dropped, so the sockets of a process that died stop counting.
:meth:`Room.connected() <tontine.server.room.room.Room.connected>` and the host's presence in the
public state are the union of this process's sockets and those entries.

A message: ``{"kind": "presence", "code": <room or "*">, "node", "full", "rooms": {code: {"positions":
[pos, ...], "host": bool}}}``; ``full`` (the heartbeat) means the rooms not listed have none of the
sender's sockets. A process that stops sends a full message with no rooms.

Alone (no Redis) there are no other processes: nothing is sent or kept.

>>> from tontine.server.room.rows import GameRow, RoomRow
>>> room = Room(RoomRow("ABC234", 0.0, None, None, 4, {}, 1, Status.LOBBY, 0, []), GameRow(1, {}, "", "", None, False))
>>> room.remote["b"] = Heard(frozenset({2}), True, 0.0)
>>> sorted(room.connected()), room.host_connected()
([2], True)
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from typing import Any

from tontine.server.cluster.bus import Cluster
from tontine.server.room.limits import Limits
from tontine.server.room.room import Heard, Room
from tontine.server.room.status import Status
from tontine.server.store.registry import Registry
from tontine.server.wire.hub import Hub

__all__ = ["KIND", "Presence"]

log = logging.getLogger("tontine.server")

KIND = "presence"  #: the bus message kind


def own(room: Room) -> tuple[list[int], bool]:
    """The seats this process's sockets speak for at the room, and whether one of them is the host's."""
    return sorted({c.pos for c in room.conns if c.pos is not None}), any(c.host for c in room.conns)


class Presence:
    """This process's side of the presence shared across processes."""

    def __init__(self, cluster: Cluster, registry: Registry, hub: Hub, *, clock: Callable[[], float],
                 limits: Limits) -> None:
        self.cluster = cluster
        self.registry = registry
        self.hub = hub
        self.clock = clock
        self.every = limits.presence_every
        self.expiry = limits.presence_expiry
        self.quiet_until = 0.0  #: no host is replaced before this (we may not have heard everyone yet)
        self._announced: dict[str, tuple[list[int], bool]] = {}  #: what we last said of each room
        self._tasks: set[asyncio.Task[None]] = set()
        self._heartbeat: asyncio.Task[None] | None = None
        self._saying = asyncio.Lock()  #: one message of ours at a time, so they arrive in the order said
        #: by room code (held or not), what each other process last said of its sockets there
        self.heard: dict[str, dict[str, Heard]] = {}

    # -- life ----------------------------------------------------------------------------

    async def start(self) -> None:
        """Hear the others' presence and begin the heartbeat (with Redis only)."""
        if not self.cluster.shared:
            return
        self.cluster.on(KIND, self.receive)
        self.cluster.on_resync(self.resynced)
        self.quiet_until = self.clock() + self.expiry  # the others' heartbeats have not come yet
        self._heartbeat = asyncio.get_running_loop().create_task(self._beat_forever())

    async def close(self) -> None:
        """Stop the heartbeat and tell the others this process's sockets are gone."""
        if self._heartbeat is not None:
            self._heartbeat.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._heartbeat
            self._heartbeat = None
        for task in list(self._tasks):
            task.cancel()
        if self.cluster.shared:
            await self.cluster.publish("*", KIND, full=True, rooms={})

    async def _beat_forever(self) -> None:
        while True:
            await asyncio.sleep(self.every)
            try:
                await self.beat()
            except Exception:
                log.exception("cannot send the presence heartbeat")

    @property
    def settled(self) -> bool:
        """Whether this process can know where the hosts are: the bus is up and everyone has been heard since."""
        return not self.cluster.shared or (self.cluster.up and self.clock() >= self.quiet_until)

    async def resynced(self) -> None:
        """The bus is back: messages were missed, so wait a full expiry before replacing a host, and say ours."""
        self.quiet_until = self.clock() + self.expiry
        self._announced.clear()
        await self.beat()

    # -- saying ours ---------------------------------------------------------------------

    def changed(self, room: Room) -> None:
        """This process's sockets at the room changed: tell the others (in the background, if it differs)."""
        if not self.cluster.shared or own(room) == self._announced.get(room.code, ([], False)):
            return
        task = asyncio.get_running_loop().create_task(self.announce(room))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def announce(self, room: Room) -> None:
        """Tell the others which seats this process's sockets hold at the room now."""
        async with self._saying:
            positions, host = now = own(room)
            if now == self._announced.get(room.code, ([], False)):
                return
            self._announced[room.code] = now
            if not positions and not host:
                del self._announced[room.code]
            await self.cluster.publish(room.code, KIND, full=False,
                                       rooms={room.code: {"positions": positions, "host": host}})

    async def beat(self) -> None:
        """The heartbeat: this process's presence at every room it holds, and the others' stale entries dropped."""
        if self.cluster.up:  # while Redis is away nobody would hear it
            async with self._saying:
                rooms: dict[str, dict[str, Any]] = {}
                announced: dict[str, tuple[list[int], bool]] = {}
                for code, room in list(self.registry.rooms.items()):
                    positions, host = own(room)
                    if positions or host:
                        rooms[code] = {"positions": positions, "host": host}
                        announced[code] = (positions, host)
                self._announced = announced
                await self.cluster.publish("*", KIND, full=True, rooms=rooms)
        self.expire()

    # -- hearing theirs ------------------------------------------------------------------

    def attach(self, room: Room) -> None:
        """A room now in memory: what the others said of it (also before we held it) becomes its ``remote``."""
        if not self.cluster.shared:
            return
        room.remote = self.heard.setdefault(room.code, {})
        self.away(room)

    async def receive(self, message: dict[str, Any]) -> None:
        """Another process's presence (shapes checked: a malformed entry is ignored)."""
        node, rooms = message.get("node"), message.get("rooms")
        if not isinstance(node, str) or not isinstance(rooms, dict):
            return
        now = self.clock()
        before: dict[str, tuple[frozenset[int], bool]] = {}
        if message.get("full") is True:  # its rooms not listed have none of its sockets
            for code, entries in self.heard.items():
                if node in entries and code not in rooms:
                    self._snap(code, before)
                    del entries[node]
        for code, entry in rooms.items():
            if not isinstance(code, str) or not isinstance(entry, dict):
                continue
            positions = entry.get("positions")
            if not isinstance(positions, list) or not all(type(p) is int for p in positions):
                continue
            self._snap(code, before)
            entries = self.heard.setdefault(code, {})
            if positions or entry.get("host") is True:
                entries[node] = Heard(frozenset(positions), entry.get("host") is True, now)
            else:
                entries.pop(node, None)
        self._settle(before)

    def expire(self) -> None:
        """Drop the entries of processes not heard within the expiry (a process that died)."""
        limit = self.clock() - self.expiry
        before: dict[str, tuple[frozenset[int], bool]] = {}
        for code, entries in list(self.heard.items()):
            stale = [node for node, heard in entries.items() if heard.at < limit]
            if stale:
                self._snap(code, before)
            for node in stale:
                del entries[node]
                if code in self.registry.rooms:
                    log.info("table %s: no presence heard from %s for %.0f s: its sockets no longer count",
                             code, node, self.expiry)
            if not entries and code not in self.registry.rooms:
                del self.heard[code]
        self._settle(before)

    def _snap(self, code: str, before: dict[str, tuple[frozenset[int], bool]]) -> None:
        """Note what a held room shows before its entries change (once per message)."""
        room = self.registry.rooms.get(code)
        if room is not None and code not in before:
            if room.remote is not self.heard.get(code):  # held before it was heard of
                room.remote = self.heard.setdefault(code, {})
            before[code] = _seen(room)

    def _settle(self, before: dict[str, tuple[frozenset[int], bool]]) -> None:
        """After the others' entries of held rooms changed: keep the hosts' absence timed, show what is new."""
        for code, seen in before.items():
            room = self.registry.rooms.get(code)
            if room is None:
                continue
            self.away(room)
            if _seen(room) != seen and room.status is not Status.ENDED:
                self.hub.presence_soon(room)

    def away(self, room: Room) -> None:
        """Time the host's absence from every process (the watchdog passes the role on after the limit)."""
        if room.host_connected():
            room.host_away_since = None
        elif room.host_away_since is None and (room.row.host_pos is not None or room.row.host_hash is not None):
            room.host_away_since = self.clock()


def _seen(room: Room) -> tuple[frozenset[int], bool]:
    return frozenset(room.connected()), room.host_connected()
