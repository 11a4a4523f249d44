"""When CPython's garbage collector walks the server's long-lived objects.

A server holding 10,000 sockets has a heap of half a million objects the collector tracks,
nearly all of them living as long as their socket or the process. Each full collection
(generation 2) walks them all while the event loop stands still: hundreds of milliseconds,
seconds on a busy machine, every deal late by as much. :class:`Collector` keeps them out of
those walks with :func:`gc.freeze`:

- :meth:`Collector.settle` after start-up and the restore of the tables that deal by themselves:
  what is alive then (modules, catalogues, restored rooms) is frozen, never walked again;
- :meth:`Collector.tick`, every second (:meth:`Collector.run`): once ``freeze_at`` objects have
  survived into the oldest generation since the last freeze (a wave of sockets connecting,
  tables loaded), one collection of those objects only, and they are frozen in turn; looking
  every second keeps each of these short even while thousands of phones connect;
- frozen objects are never collected, and a frozen socket that closes leaves the cycles among
  its objects behind: every ``full_every`` seconds one full pass takes everything out of the
  frozen generation, collects it all and freezes what is still alive. That pause is the one a
  full collection costs, at a known rate (by default once an hour) rather than whenever the
  allocations since the last one say so.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["Collector", "Pass"]

log = logging.getLogger("tontine.server")


@dataclass(frozen=True)
class Pass:
    """One collection the collector made: which kind, how long the loop stood still, objects frozen after."""

    kind: str  #: "settle", "young" (the objects since the last freeze) or "full" (the frozen ones too)
    seconds: float
    frozen: int
    collected: int  #: objects found unreachable


class Collector:
    """Freezes the long-lived objects so that full collections walk only what is new (see the module)."""

    def __init__(self, *, clock: Callable[[], float] = time.monotonic, freeze_at: int = 20_000,
                 full_every: float = 3600.0, enabled: bool = True) -> None:
        self.clock = clock
        self.freeze_at = freeze_at
        self.full_every = full_every
        self.enabled = enabled
        self.last_full = clock()
        self.passes: list[Pass] = []  #: the last passes made (at most 20)

    def _collect(self, kind: str, *, unfreeze: bool = False) -> Pass:
        began = time.perf_counter()
        if unfreeze:
            gc.unfreeze()
        collected = gc.collect()
        gc.freeze()
        done = Pass(kind, time.perf_counter() - began, gc.get_freeze_count(), collected)
        self.passes = [*self.passes[-19:], done]
        log.debug("garbage collection (%s): %.3f s, %d objects frozen", kind, done.seconds, done.frozen)
        return done

    def settle(self) -> Pass | None:
        """After start-up or a big rebuild: collect, then freeze what is alive."""
        if not self.enabled:
            return None
        return self._collect("settle")

    def tick(self) -> Pass | None:
        """The full pass when it is due, else a young one when enough objects are new; None if neither."""
        if not self.enabled:
            return None
        now = self.clock()
        if now - self.last_full >= self.full_every:
            self.last_full = now
            return self._collect("full", unfreeze=True)
        if len(gc.get_objects(generation=2)) >= self.freeze_at:
            return self._collect("young")
        return None

    async def run(self, every: float = 1.0) -> None:
        """:meth:`tick` every ``every`` seconds, for ever."""
        while True:
            await asyncio.sleep(every)
            self.tick()

    def close(self) -> None:
        """Let the frozen objects be collected again (at shutdown, or when a test is done)."""
        if self.enabled:
            gc.unfreeze()
