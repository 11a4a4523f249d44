"""When the tables a restart resumes make their first deals, and knowing when they all have.

A restart resumes every table that was dealing by itself at once. Their first deals are spread
evenly over the first :data:`SPREAD` of each table's pace from the moment they are all back
(:func:`first_deals`), so that the process deals at the tables' own rate from the start rather
than all of them in the same instant, and the last first deal still comes within one pace of
readiness with the rest of the pace to spare for its commit. Each table then keeps its pace from
its first deal; a deal that comes late is not made up for with a burst, so a process that cannot
deal as fast as its tables ask serves them in turn, in the order their deals were due, and none
is starved.

:class:`FirstRound` tells when every resumed table has made its first deal (or stopped), so that
the background work a restart leaves (the history checks) waits for it.

>>> first_deals([3.0, 3.0, 3.0, 3.0], 100.0, share=0.8)
[100.0, 100.6, 101.2, 101.8]
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable, Sequence

__all__ = ["SPREAD", "FirstRound", "SpreadError", "first_deals"]

#: the share of a pace over which a restart spreads its tables' first deals (the rest is for the commits)
SPREAD = 0.9


class SpreadError(ValueError):
    """A share of a pace to spread first deals over that is not above 0 and at most 1."""


def first_deals(paces: Sequence[float], anchor: float, *, share: float = SPREAD) -> list[float]:
    """The instant of each table's first deal (tables of ``paces``, in order) when they are all back at ``anchor``.

    The ``i``-th of ``n`` tables deals at ``anchor + pace_i * share * i / n``: evenly spread, each
    within ``share`` of its own pace.
    """
    if not 0.0 < share <= 1.0:
        raise SpreadError(f"the share of a pace must be above 0 and at most 1, not {share}")
    count = len(paces)
    return [anchor + pace * share * index / count for index, pace in enumerate(paces)]


class FirstRound:
    """The resumed tables that have not made their first deal yet; :meth:`wait` returns once there are none."""

    def __init__(self) -> None:
        self._pending: set[str] = set()
        self._done = asyncio.Event()
        self._done.set()

    def expect(self, codes: Iterable[str]) -> None:
        """These tables are resumed: wait for their first deals too."""
        self._pending.update(codes)
        if self._pending:
            self._done.clear()

    def dealt(self, code: str) -> None:
        """The table has made its first deal, or tried and failed, or stopped (more calls change nothing)."""
        self._pending.discard(code)
        if not self._pending:
            self._done.set()

    @property
    def pending(self) -> frozenset[str]:
        return frozenset(self._pending)

    async def wait(self) -> None:
        await self._done.wait()
