"""The metrics of one server process, in the Prometheus format (``GET /metrics``, see ``docs/deploy.md``).

Each app keeps its own :class:`prometheus_client.CollectorRegistry` (several apps in one process,
as in the tests, do not mix their figures). The parts of the server record what they time here:

- ``tontine_tables_in_play`` and ``tontine_sockets``: read when scraped, from the rooms held;
- ``tontine_deals_total``: deals committed (``rate(tontine_deals_total[1m])`` is deals per second);
- ``tontine_commit_seconds``: one group commit of deals and seats, in its worker thread;
- ``tontine_fanout_seconds``: one broadcast written to every socket of a room;
- ``tontine_event_loop_lag_seconds``: how late the event loop wakes a sleeper (:meth:`Metrics.watch_loop`);
- ``tontine_gc_pause_seconds``: each garbage collection, by generation (:meth:`Metrics.watch_gc`);
- ``tontine_redis_round_trip_seconds``: one PING to Redis, with other processes (:meth:`Metrics.watch_loop`).

>>> metrics = Metrics()
>>> metrics.deals.inc(3)
>>> metrics.commit.observe(0.004)
>>> text = metrics.text().decode()
>>> "tontine_deals_total 3.0" in text, "tontine_commit_seconds_count 1.0" in text
(True, True)
"""

from __future__ import annotations

import asyncio
import gc
import time
from collections.abc import Awaitable, Callable
from typing import Any

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
)

__all__ = ["CONTENT_TYPE", "Metrics"]

CONTENT_TYPE = CONTENT_TYPE_LATEST  #: the Content-Type of the text format

#: seconds: from a tenth of a millisecond to ten seconds
_FAST = (0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 10.0)


class Metrics:
    """The figures of one server process."""

    def __init__(self) -> None:
        self.registry = registry = CollectorRegistry()
        self.tables = Gauge("tontine_tables_in_play", "Tables held by this process with a game in play",
                            registry=registry)
        self.sockets = Gauge("tontine_sockets", "WebSockets open on this process", registry=registry)
        self.deals = Counter("tontine_deals", "Deals committed by this process", registry=registry)
        self.commit = Histogram("tontine_commit_seconds", "One group commit of deals and seats", buckets=_FAST,
                                registry=registry)
        self.fanout = Histogram("tontine_fanout_seconds", "One broadcast written to every socket of a room",
                                buckets=_FAST, registry=registry)
        self.loop_lag = Histogram("tontine_event_loop_lag_seconds", "How late the event loop woke a sleeper",
                                  buckets=_FAST, registry=registry)
        self.gc_pause = Histogram("tontine_gc_pause_seconds", "One garbage collection, the event loop standing still",
                                  ["generation"], buckets=_FAST, registry=registry)
        self.redis = Histogram("tontine_redis_round_trip_seconds", "One PING to Redis and its answer",
                               buckets=_FAST, registry=registry)
        self._gc_began: float | None = None
        #: the histogram of each generation, bound once (a young collection comes every few hundred allocations)
        self._gc_by_generation = {generation: self.gc_pause.labels(str(generation)) for generation in range(3)}

    def count(self, *, tables: Callable[[], int], sockets: Callable[[], int]) -> None:
        """Read the tables in play and the sockets open from these when scraped."""
        self.tables.set_function(tables)
        self.sockets.set_function(sockets)

    def text(self) -> bytes:
        """Every metric in the text format."""
        return generate_latest(self.registry)

    # -- the garbage collector ---------------------------------------------------------

    def _on_gc(self, phase: str, info: dict[str, Any]) -> None:
        # a collection may start at any depth of the stack, even at the recursion limit (a deeply nested
        # message being parsed): one that has no room left to be timed goes untimed, and nothing is raised
        try:
            if phase == "start":
                self._gc_began = time.perf_counter()
            elif self._gc_began is not None:
                self._gc_by_generation[info.get("generation", 2)].observe(time.perf_counter() - self._gc_began)
                self._gc_began = None
        except RecursionError:
            self._gc_began = None

    def watch_gc(self) -> None:
        """Time every garbage collection of the process from now on (until :meth:`unwatch_gc`)."""
        if self._on_gc not in gc.callbacks:
            gc.callbacks.append(self._on_gc)

    def unwatch_gc(self) -> None:
        if self._on_gc in gc.callbacks:
            gc.callbacks.remove(self._on_gc)

    # -- the event loop, and Redis -----------------------------------------------------------

    async def watch_loop(self, *, every: float = 0.5, ping: Callable[[], Awaitable[object]] | None = None,
                         ping_every: int = 10) -> None:
        """For ever: how late each sleep of ``every`` seconds wakes up; every ``ping_every`` of them, one
        ``ping`` timed (Redis's, with other processes)."""
        loop = asyncio.get_running_loop()
        turn = 0
        while True:
            began = loop.time()
            await asyncio.sleep(every)
            self.loop_lag.observe(max(0.0, loop.time() - began - every))
            turn += 1
            if ping is not None and turn % ping_every == 0:
                sent = time.perf_counter()
                try:
                    await ping()
                except Exception:  # Redis away: readiness says so; nothing to time
                    continue
                self.redis.observe(time.perf_counter() - sent)
