"""Rate limits shared by every process of one database: sliding windows in Redis, this process's own as a fallback.

The semantics are those of :class:`~tontine.server.room.rate.RateLimiter` (a hit counts if fewer
than ``limit`` hits of the same key fall in the last ``window`` seconds; a refused hit is not
counted), kept for all processes together in Redis:

- each key is a sorted set of its hits, scored by their time; one Lua script drops the hits older
  than the window, counts the rest and adds the new hit only if there is room, so two processes
  hitting the same key at once cannot both take the last place. A sorted set rather than INCR on
  fixed windows: fixed windows let an address make twice its limit across a window's edge, and
  would not be the sliding window this process applies alone; the sets are small (at most
  ``limit`` members, 30 for the largest limit) and expire with their window.
- the time of a hit comes from this process's clock (injectable; the processes' clocks are the
  machines', kept in step by NTP), not from Redis, so the limits can be tested on a hand-turned clock.
- when Redis cannot be reached the limits fall back to this process's own counters (logged once,
  never an error to the client); the local counters mirror every hit Redis counted, so the fallback
  starts from this process's share of the recent hits. Redis is tried again a second later.

Alone (no Redis), the limiter is the in-process one:

>>> import asyncio
>>> from tontine.server.cluster.bus import Solo
>>> now = [0.0]
>>> limiter = SharedLimiter(lambda: now[0], Solo(node="a"))
>>> asyncio.run(limiter.hit(("t", "ip"), 1, 60)), asyncio.run(limiter.hit(("t", "ip"), 1, 60))
(True, False)
"""

from __future__ import annotations

import itertools
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tontine.server.room.rate import RateLimiter

if TYPE_CHECKING:
    from tontine.server.cluster.bus import Cluster

__all__ = ["HIT_SCRIPT", "SharedLimiter"]

log = logging.getLogger("tontine.server")

#: KEYS[1] the key's sorted set; ARGV: now, window (s), limit, a unique member. 1 if counted, else 0.
HIT_SCRIPT = """
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  return 0
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], math.ceil(window * 1000) + 1000)
return 1
"""

RETRY_AFTER = 1.0  #: seconds on this process's own counters before Redis is tried again


class SharedLimiter:
    """Sliding-window rate limits keyed by (what, who), shared through the cluster's Redis when it has one."""

    def __init__(self, clock: Callable[[], float], cluster: Cluster) -> None:
        self.clock = clock
        self.cluster = cluster
        self.local = RateLimiter(clock)  #: this process's own counters (alone, and the fallback)
        self.redis: Any = getattr(cluster, "redis", None) if cluster.shared else None
        self._script: Any = self.redis.register_script(HIT_SCRIPT) if self.redis is not None else None
        self._members = itertools.count()
        self._retry_at: float | None = None  #: while Redis is away: when to try it again

    @property
    def away(self) -> bool:
        """True while the limits are this process's own because Redis could not be reached."""
        return self._retry_at is not None

    def _key(self, key: tuple[str, str]) -> str:
        return self.cluster.key("rate", *key)

    def _use_redis(self) -> bool:
        return self.redis is not None and (self._retry_at is None or self.clock() >= self._retry_at)

    def _lost(self, exc: Exception) -> None:
        if self._retry_at is None:
            log.warning("rate limits: Redis cannot be reached (%s): counting on this process alone until it is back",
                        exc)
        self._retry_at = self.clock() + RETRY_AFTER

    def _back(self) -> None:
        if self._retry_at is not None:
            log.warning("rate limits: Redis is back: the limits are shared again")
            self._retry_at = None

    async def hit(self, key: tuple[str, str], limit: int, window: float) -> bool:
        """Count one hit; False when it is over the limit (the hit is then not counted)."""
        if self._use_redis():
            now = self.clock()
            member = f"{now!r}:{self.cluster.node}:{next(self._members)}"
            try:
                counted = bool(await self._script(keys=[self._key(key)], args=[repr(now), repr(window), limit,
                                                                                member]))
            except Exception as exc:
                self._lost(exc)
            else:
                self._back()
                if counted:
                    self.local.hit(key, limit, window)  # mirrored, for a fallback
                return counted
        return self.local.hit(key, limit, window)

    async def over(self, key: tuple[str, str], limit: int, window: float) -> bool:
        """True when the key has already reached its limit (without counting a hit)."""
        if self._use_redis():
            now = self.clock()
            try:
                count = int(await self.redis.zcount(self._key(key), f"({now - window!r}", "+inf"))
            except Exception as exc:
                self._lost(exc)
            else:
                self._back()
                return count >= limit
        return self.local.over(key, limit, window)
