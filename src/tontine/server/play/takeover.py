"""Tables that should deal by themselves and that nobody deals: found, and dealt on, by any process.

Every process (with Redis) looks every ``watch_every`` seconds: one query for the tables dealing by
themselves (reused for ``codes_cached`` seconds) and one round trip to Redis for their leases. A
table whose lease nobody holds (its dealer's process died, or it was just started) is loaded and
dealt on here, after a random wait of up to ``jitter`` seconds so that the survivors of a death
share its tables rather than all reaching for the same one. The lease itself decides who deals:
of two processes reaching for a table, one takes it, and the other leaves it.

The start-up restore goes through here too when other processes may be dealing the same tables.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from collections.abc import Callable

from tontine.errors import TontineError
from tontine.server.cluster.lease import Leases, LeaseTiming
from tontine.server.play.dealer import Dealer, Sleep
from tontine.server.store.registry import Registry

__all__ = ["Takeover"]

log = logging.getLogger("tontine.server")


class Takeover:
    """Watches for tables nobody deals, and deals them in this process."""

    def __init__(self, registry: Registry, dealer: Dealer, leases: Leases, *, timing: LeaseTiming | None = None,
                 rng: random.Random | None = None, clock: Callable[[], float] = time.monotonic,
                 sleep: Sleep = asyncio.sleep) -> None:
        self.registry = registry
        self.storage = registry.storage
        self.dealer = dealer
        self.leases = leases
        self.timing = timing or leases.timing
        self.rng = rng or random.Random()
        self.clock = clock
        self.sleep = sleep
        self._codes: tuple[float, list[str]] | None = None  #: when the list was read, and the list
        self._pending: dict[str, asyncio.Task[None]] = {}

    async def run(self) -> None:
        """Look for tables nobody deals now, then every ``watch_every`` seconds, until cancelled."""
        failing = False
        while True:
            try:
                await self.check()
                failing = False
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # the database or Redis is away: look again later (logged once)
                if not failing:
                    log.warning("cannot look for tables that nobody deals: %s", str(exc).splitlines()[0])
                failing = True
            await self.sleep(self.timing.watch_every)

    async def check(self) -> list[str]:
        """Set out to take over the tables nobody deals; their codes (in the order they will be tried)."""
        codes = await self.dealing_codes()
        here = {code for code, room in self.registry.rooms.items() if room.auto}
        wanted = [code for code in codes if code not in here and code not in self._pending]
        if not wanted:
            return []
        free = await self.leases.free(wanted)
        self.rng.shuffle(free)
        loop = asyncio.get_running_loop()
        for code in free:
            task = loop.create_task(self._take(code, self.rng.uniform(0.0, self.timing.jitter)))
            self._pending[code] = task
            task.add_done_callback(self._done)
        return free

    def _done(self, task: asyncio.Task[None]) -> None:
        for code, pending in list(self._pending.items()):
            if pending is task:
                del self._pending[code]

    async def dealing_codes(self) -> list[str]:
        """The tables stored as dealing by themselves (read again at most every ``codes_cached`` seconds)."""
        now = self.clock()
        if self._codes is None or now - self._codes[0] >= self.timing.codes_cached:
            self._codes = (now, await asyncio.to_thread(self.storage.codes_dealing_by_themselves))
        return self._codes[1]

    async def _take(self, code: str, delay: float) -> None:
        try:
            await self.sleep(delay)
            room = await self.registry.get(code)
            if room is None:
                return
            async with room.lock:
                # the dealer takes the lease, reads the room again (this copy may be old) and deals at once
                if self.dealer.take_over(room):
                    log.info("table %s: nobody dealt it, this process deals it now", code)
        except TontineError as exc:
            log.error("cannot rebuild table %s: %s", code, exc)
        except Exception as exc:
            log.warning("cannot take over table %s: %s", code, exc)

    def close(self) -> None:
        for task in list(self._pending.values()):
            task.cancel()
        self._pending.clear()
