"""The web application: ``create_app`` composes the server's parts over one database.

``create_app(db_url=..., clock=..., rng=..., sleep=...)`` builds a FastAPI app; tests run it
in-process with an injectable clock and sleep. A room's game is a :class:`tontine.Table` fed by
:class:`~tontine.server.verify.shuffle.HmacShuffle`; every deal is committed to the database before it
is broadcast with the engine state after it, and a restarted server restores each room from that
state when the room is first asked for (rooms that were dealing by themselves are read all at once
in a worker thread at start-up, and deal on, their first deals spread over 0.9 of a pace: see
:mod:`~tontine.server.play.schedule`); the replay
of every stored deal that checks a restored room's history runs later, in the background at low
priority (:meth:`Server.check_histories`) or when its record is asked for.

The map of the wings this composes opens ``docs/server.md``; the protocol is documented there too.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field

from fastapi import FastAPI

from tontine.i18n import languages, localizer
from tontine.server.cluster.bus import Cluster, RedisCluster, Solo
from tontine.server.cluster.lease import Leases, LeaseTiming, RedisLeases
from tontine.server.cluster.presence import Presence
from tontine.server.cluster.rate_limits import SharedLimiter
from tontine.server.cluster.relay import Relay
from tontine.server.collector import Collector
from tontine.server.http.heavy import BuiltCache, Heavy, Records
from tontine.server.http.operations import add_operations
from tontine.server.http.routes import add_routes
from tontine.server.http.sockets import Sockets
from tontine.server.http.verifying import Verifier
from tontine.server.ops.metrics import Metrics
from tontine.server.play.actions import Actions
from tontine.server.play.dealer import Dealer, Sleep
from tontine.server.play.lobby import Lobby
from tontine.server.play.takeover import Takeover
from tontine.server.room.errors import Refusal
from tontine.server.room.hyphens import defer_dictionaries, load_dictionaries
from tontine.server.room.limits import Limits
from tontine.server.room.room import History, RandomSource, Room
from tontine.server.room.status import Status
from tontine.server.store.registry import Registry
from tontine.server.store.storage import DatabaseInUse, Storage
from tontine.server.store.writer import Writer
from tontine.server.wire.asgi import TontineApp
from tontine.server.wire.hub import Hub

__all__ = ["READ_AHEAD_WAIT", "Server", "create_app", "read_ahead", "read_once_restored"]

log = logging.getLogger("tontine.server")


@dataclass
class Server:
    """The parts of one server process, shared by the HTTP routes and the WebSocket."""

    storage: Storage
    limits: Limits
    registry: Registry
    hub: Hub
    lobby: Lobby
    dealer: Dealer
    actions: Actions
    sockets: Sockets
    verifier: Verifier
    heavy: Heavy  #: the bound on heavy requests (records built, records checked), in worker threads
    records: Records  #: the records served, built once per game off the event loop
    cluster: Cluster
    relay: Relay
    presence: Presence
    leases: Leases
    takeover: Takeover | None = None  #: with other processes: deals on the tables nobody deals
    metrics: Metrics = field(default_factory=Metrics)  #: what ``/metrics`` shows
    #: when the garbage collector walks the long-lived objects (disabled unless ``create_app(gc_freeze=True)``)
    collector: Collector = field(default_factory=lambda: Collector(enabled=False))
    #: set once the rooms that were dealing by themselves are back (the history checks wait for it)
    restored: asyncio.Event = field(default_factory=asyncio.Event)

    @classmethod
    def compose(cls, storage: Storage, *, clock: Callable[[], float], rng: RandomSource, limits: Limits,
                sleep: Sleep = asyncio.sleep, cluster: Cluster | None = None,
                lease_timing: LeaseTiming | None = None) -> Server:
        cluster = cluster if cluster is not None else Solo()
        limiter = SharedLimiter(clock, cluster)
        registry = Registry(storage, clock=clock, limits=limits, limiter=limiter)
        metrics = Metrics()
        hub = Hub(limits, metrics=metrics)
        relay = Relay(registry, hub, cluster)
        presence = Presence(cluster, registry, hub, clock=clock, limits=limits)
        writer = Writer(storage, clock=clock, metrics=metrics)  # one group commit for the deals and the seats of every table
        lobby = Lobby(registry, hub, rng=rng, clock=clock, limits=limits, limiter=limiter, relay=relay,
                      presence=presence, writer=writer)
        leases = (RedisLeases(storage, cluster, timing=lease_timing) if isinstance(cluster, RedisCluster)
                  else Leases(storage, timing=lease_timing, node=cluster.node))
        dealer = Dealer(registry, hub, rng=rng, limits=limits, clock=clock, sleep=sleep, relay=relay,
                        leases=leases, writer=writer)
        # with other processes the watcher resumes the tables, whichever process dealt them
        takeover = Takeover(registry, dealer, leases) if cluster.shared else None

        def loaded(room: Room) -> object:
            presence.attach(room)
            return dealer.resume(room) if takeover is None else False

        registry.on_load = loaded
        metrics.count(tables=lambda: sum(room.status is Status.PLAYING for room in registry.rooms.values()),
                      sockets=lambda: sum(len(room.conns) for room in registry.rooms.values()))
        sockets = Sockets(registry, hub, clock=clock, limits=limits, relay=relay)
        sockets.on_presence = presence.changed
        heavy = Heavy(jobs=limits.verify_jobs)
        return cls(storage=storage, limits=limits, registry=registry, hub=hub, lobby=lobby, dealer=dealer,
                   actions=Actions(lobby, dealer, hub, clock=clock), sockets=sockets,
                   verifier=Verifier(heavy=heavy), heavy=heavy,
                   records=Records(registry, BuiltCache(heavy, limit=limits.record_cache_bytes)),
                   cluster=cluster, relay=relay, presence=presence, leases=leases, takeover=takeover,
                   metrics=metrics)

    async def restore(self) -> None:
        """Set dealing again, in the background, the rooms that dealt by themselves when the server stopped.

        With other processes this is the watcher for tables nobody deals, which runs until the end.
        """
        await self.leases.start()
        if self.takeover is not None:
            self.restored.set()
            await self.takeover.run()
            return
        began, rerun = time.monotonic(), self.registry.rerun_deals
        try:
            resumed = await self.dealer.restore()
        finally:
            self.restored.set()
        log.info("%d tables deal by themselves again, restored from their stored state in %.2f s (%d deals re-run)",
                 len(resumed), time.monotonic() - began, self.registry.rerun_deals - rerun)

    async def check_history(self, room: Room) -> bool:
        """Re-run one restored room's stored deals in a worker thread; a broken one stops dealing (True if sound)."""
        try:
            await asyncio.to_thread(self.registry.check, room)
        except Refusal:
            if room.auto:
                self.dealer.stop_auto(room)  # its stored pace stays: a restart checks it again
                self.hub.broadcast_state(room)
            return False
        return True

    async def check_histories(self, *, idle: float = 5.0, clock: Callable[[], float] = time.monotonic) -> None:
        """For ever, in the background: check the history of each room restored from its state, one at a time.

        It begins once the tables a restart resumed have made their first deals (the restart's
        first round of deals goes first). After a check that took ``t`` seconds it sleeps long enough that checks take no more than
        :attr:`Limits.history_check_share` of the time (0: no background check, only when the record
        is asked for); with nothing to check it looks again every ``idle`` seconds.
        """
        if self.limits.history_check_share <= 0:  # checked only when needed (the record)
            return
        await self.restored.wait()  # the rooms to resume come first, and their first deals
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.dealer.first_round.wait(), 2 * self.limits.max_pace)
        share = min(max(self.limits.history_check_share, 0.01), 1.0)
        while True:
            room = next((r for r in list(self.registry.rooms.values()) if r.history is History.PENDING), None)
            if room is None:
                await asyncio.sleep(idle)
                continue
            began = clock()
            try:
                await self.check_history(room)
            except Exception:  # a database away: the room stays to check, the loop goes on
                log.exception("table %s: cannot check the stored history", room.code)
                await asyncio.sleep(idle)
            await asyncio.sleep((clock() - began) * (1 - share) / share)

    async def release(self) -> None:
        """Stop dealing here and let go of the leases, so other processes deal on at once (at shutdown)."""
        if self.takeover is not None:
            self.takeover.close()
        loops = [room.auto_task for room in self.registry.rooms.values() if room.auto_task is not None]
        for room in self.registry.rooms.values():
            self.dealer.stop_auto(room)
        if loops:  # each loop lets go of its lease as it ends
            await asyncio.wait(loops, timeout=2.0)
        await self.leases.close()

    async def housekeeping(self, every: float) -> None:
        """Pass on the role of hosts long gone, unload idle rooms and hold the database's claim, every ``every`` seconds."""
        while True:
            await asyncio.sleep(every)
            try:
                await self.lobby.check_hosts()
                self.registry.unload_idle()
                await asyncio.to_thread(self.storage.keep_claim)  # after a database restart, claimed again
            except DatabaseInUse:
                log.error("another 'tontine serve' of the other kind (with or without --redis) took the database "
                          "while it was away: stop one of them")
            except Exception:  # a database away, say: the next round tries again
                log.exception("housekeeping failed")

    async def settle(self) -> None:
        """Once the restored tables deal again, freeze what is alive, then what survives from then on
        (see :mod:`~tontine.server.collector`)."""
        await self.restored.wait()
        if self.collector.enabled:
            self.collector.settle()
            await self.collector.run()

    def stop(self) -> None:
        self.collector.close()
        for room in self.registry.rooms.values():
            self.dealer.stop_auto(room)
        self.heavy.close()
        self.dealer.writer.close()
        self.storage.close()


def read_ahead() -> None:
    """What a server reads once, lazily, and would otherwise read in its first answers on the event loop:
    every language's catalogues (parsed) and the names' hyphenation dictionaries."""
    for lang in languages():
        localizer(lang)
    load_dictionaries()


#: the most seconds the read-ahead waits for a restart's tables to be restored before it reads anyway
READ_AHEAD_WAIT = 10.0


async def read_once_restored(server: Server, *, read: Callable[[], None] = read_ahead,
                             wait: float = READ_AHEAD_WAIT) -> None:
    """:func:`read_ahead` in a worker thread, begun once the restart's tables are restored (or after ``wait``).

    Parsing the catalogues and loading the dictionaries holds the interpreter for over a second: begun
    beside the restore, it doubled the time the restored tables took to deal again
    (``benchmarks/bench_restart.py``).
    """
    with contextlib.suppress(TimeoutError):  # a restore that fails or hangs holds nothing up
        await asyncio.wait_for(server.restored.wait(), timeout=wait)
    await asyncio.get_running_loop().run_in_executor(None, read)


def create_app(
    db_url: str = "sqlite:///tontine.sqlite3",
    *,
    clock: Callable[[], float] = time.time,
    rng: RandomSource | None = None,
    limits: Limits | None = None,
    host_check_every: float = 5.0,
    schema: str | None = None,
    sleep: Sleep = asyncio.sleep,
    redis_url: str | None = None,
    node: str | None = None,
    lease_timing: LeaseTiming | None = None,
    gc_freeze: bool = False,
    warm: bool = False,
) -> TontineApp:
    """The web application over the database at ``db_url``; ``clock``, ``rng`` and ``sleep`` for tests.

    ``schema`` keeps the tables in a PostgreSQL schema of their own. ``redis_url`` makes this
    process one of several serving the database, through that Redis (``node`` names the process
    on the bus; unique by default; ``lease_timing`` sets how fast a dead dealer's tables are taken over).
    ``gc_freeze`` keeps the long-lived objects out of the garbage collector's full collections
    (:mod:`~tontine.server.collector`; ``tontine serve`` sets it: it is for a process of its own).
    ``warm`` starts the worker processes of the heavy requests at start-up (:meth:`~tontine.server.http.heavy.Heavy.warm`; ``tontine
    serve`` sets it), not on the first record or check asked for, and reads the catalogues and
    dictionaries in a thread (:func:`read_ahead`), not in the first answers.
    """
    storage = Storage(db_url, schema=schema)
    cluster: Cluster = (Solo(node=node) if redis_url is None
                        else RedisCluster(redis_url, namespace=storage.cluster_id, node=node))
    server = Server.compose(storage, clock=clock, rng=rng if rng is not None else secrets,
                            limits=limits or Limits(), sleep=sleep, cluster=cluster, lease_timing=lease_timing)
    server.collector.enabled = gc_freeze

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        loop = asyncio.get_running_loop()
        if warm:
            server.heavy.warm()  # they start while the rest does
            # read in a thread, not awaited: the server answers at once, and the sockets of a reconnect
            # storm after a restart wait for it (see Sockets.hello) instead of each reading on the loop
            defer_dictionaries()  # meanwhile a state sends names unhyphenated rather than read a dictionary
            server.sockets.read_ahead = loop.create_task(read_once_restored(server))
        await server.cluster.start()
        await server.presence.start()
        tasks = [loop.create_task(server.housekeeping(host_check_every)), loop.create_task(server.restore()),
                 loop.create_task(server.check_histories()), loop.create_task(server.settle()),
                 loop.create_task(server.metrics.watch_loop(ping=server.cluster.ping if server.cluster.shared else None))]
        server.metrics.watch_gc()
        try:
            yield
        finally:
            server.metrics.unwatch_gc()
            for task in tasks:
                task.cancel()
            with contextlib.suppress(Exception):
                await server.release()
            await server.presence.close()
            await server.cluster.close()
            server.stop()

    app = TontineApp(title="Tontine", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.server = server
    add_routes(app, registry=server.registry, limits=server.limits, lobby=server.lobby, actions=server.actions,
               verifier=server.verifier, sockets=server.sockets, records=server.records)
    reading = server.sockets
    add_operations(app, storage=server.storage, cluster=server.cluster, metrics=server.metrics,
                   reading=lambda: reading.read_ahead is not None and not reading.read_ahead.done())
    return app
