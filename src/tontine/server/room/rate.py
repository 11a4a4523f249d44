"""Rate limits: so many hits per window by key, kept in one process (the shared kind is in cluster/)."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Protocol

__all__ = ["Limiter", "RateLimiter"]


class Limiter(Protocol):
    """A limit of ``limit`` hits per ``window`` seconds by key, however it is kept (one process or shared)."""

    async def hit(self, key: tuple[str, str], limit: int, window: float) -> bool: ...
    async def over(self, key: tuple[str, str], limit: int, window: float) -> bool: ...


class RateLimiter:
    """Sliding-window counters keyed by (what, who), on an injectable clock.

    >>> now = [0.0]
    >>> limiter = RateLimiter(lambda: now[0])
    >>> [limiter.hit(("t", "ip"), 2, 60) for _ in range(3)]
    [True, True, False]
    >>> now[0] = 61.0
    >>> limiter.hit(("t", "ip"), 2, 60)
    True
    """

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self._hits: dict[tuple[str, str], deque[float]] = {}

    def hit(self, key: tuple[str, str], limit: int, window: float) -> bool:
        """Count one hit; False when it is over the limit (the hit is then not counted)."""
        now = self.clock()
        hits = self._hits.setdefault(key, deque())
        while hits and hits[0] <= now - window:
            hits.popleft()
        if len(hits) >= limit:
            return False
        hits.append(now)
        return True

    def over(self, key: tuple[str, str], limit: int, window: float) -> bool:
        """True when the key has already reached its limit (without counting a hit)."""
        now = self.clock()
        hits = self._hits.get(key, deque())
        return sum(1 for t in hits if t > now - window) >= limit
