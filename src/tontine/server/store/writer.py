"""Group commit: the deals and seats of every table waiting at the same moment are committed in one transaction.

Each write is still committed before its caller goes on (the caller waits for its own
outcome, before a deal is broadcast or a join answered), but a hundred tables dealing, or a
thousand phones joining, in the same second share the disk's waits instead of queueing one
behind the other for SQLite's single writer. The writes are committed in the order they were
queued, so a table's writes (queued one at a time under its lock) keep their order.

A write's caller gets back the instant of its commit, read in the worker thread as the commit
returns: how late a deal reaches a socket is counted from there, the wait for the event loop
included. The callers of one batch are woken ``SPREAD`` at a time, each few with a turn of the
event loop between them, so that what else is waiting (a socket's bytes, a message from another
process, the publishing of the deals already woken) is not held up behind all of them.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable

from tontine.server.ops.metrics import Metrics
from tontine.server.store.storage import Storage
from tontine.server.store.writes import DealConflict, DealFenced, SeatConflict, SeatWrite, Write

__all__ = ["BATCH", "SPREAD", "DealWriter", "Writer"]

log = logging.getLogger("tontine.server")

BATCH = 200  #: most writes in one transaction
SPREAD = 8  #: callers of a batch woken between two turns of the event loop

#: a write waiting for its batch: the write, its caller's future, and what runs in the thread once it is committed
_Waiting = tuple[Write, asyncio.Future[float], Callable[[float], None] | None]
#: what the worker thread hands back: each write's outcome, and the instant of the commit
_Outcomes = tuple[list[DealConflict | DealFenced | SeatConflict | None], float]


class Writer:
    """Commits queued deals and seats in batches, in a worker thread, in the order they were queued."""

    def __init__(self, storage: Storage, *, clock: Callable[[], float] = time.time, metrics: Metrics | None = None) -> None:
        """``clock``: what the instant of a commit is read on (the server's clock); ``metrics``: where each
        commit's time and deals are counted."""
        self.metrics = metrics if metrics is not None else Metrics()
        self.storage = storage
        self.clock = clock
        self._queue: asyncio.Queue[_Waiting] | None = None
        self._task: asyncio.Task[None] | None = None
        self.batches = 0  #: transactions committed, since the start
        self.deals = 0  #: deals committed in them
        self.seats = 0  #: seats committed in them

    async def write(self, write: Write, *, committed: Callable[[float], None] | None = None) -> float:
        """Commit one deal or seat, with the writes queued at the same moment; returns the instant of the commit.

        ``committed``, if given, is called in the worker thread with that instant as soon as the
        write is committed (not if it is refused), before its caller is woken: it must be quick
        and safe to call from any thread (a publish, :meth:`~tontine.server.cluster.bus.Cluster.post`).

        Raises :class:`DealConflict` if a deal's number is already stored, :class:`DealFenced` if
        its fencing token is no longer the table's, :class:`SeatConflict` if a seat's position is
        already taken (the other writes of its batch are committed all the same).
        """
        if self._queue is None or self._task is None or self._task.done():
            self._queue = asyncio.Queue()
            self._task = asyncio.get_running_loop().create_task(self._run(self._queue))
        done: asyncio.Future[float] = asyncio.get_running_loop().create_future()
        self._queue.put_nowait((write, done, committed))
        return await done

    def _commit(self, batch: list[_Waiting]) -> _Outcomes:
        """In the worker thread: the batch committed, and when; then what each committed write asked for."""
        outcomes = self.storage.store_writes([write for write, _done, _then in batch])
        at = self.clock()
        for (_write, _done, then), outcome in zip(batch, outcomes, strict=True):
            if then is not None and outcome is None:
                try:
                    then(at)
                except Exception:
                    log.exception("cannot carry out what follows a commit")
        return outcomes, at

    async def _run(self, queue: asyncio.Queue[_Waiting]) -> None:
        while True:
            batch = [await queue.get()]
            while not queue.empty() and len(batch) < BATCH:
                batch.append(queue.get_nowait())
            began = time.perf_counter()
            try:
                outcomes, at = await asyncio.to_thread(self._commit, batch)
            except Exception as exc:  # the database is down: every waiting write is refused
                for _write, done, _then in batch:
                    if not done.done():
                        done.set_exception(exc)
                continue
            self.batches += 1
            seats = sum(isinstance(write, SeatWrite) for write, _done, _then in batch)
            self.seats += seats
            self.deals += len(batch) - seats
            self.metrics.commit.observe(time.perf_counter() - began)
            self.metrics.deals.inc(len(batch) - seats)
            waking = iter(zip(batch, outcomes, strict=True))
            try:
                for i, ((_write, done, _then), outcome) in enumerate(waking, 1):
                    self._wake(done, outcome, at)
                    if i % SPREAD == 0:
                        await asyncio.sleep(0)  # those woken so far go on, with the loop's other work
            finally:  # cancelled (closed) between two turns: the rest of the batch is committed all the same
                for (_write, done, _then), outcome in waking:
                    self._wake(done, outcome, at)

    @staticmethod
    def _wake(done: asyncio.Future[float], outcome: DealConflict | DealFenced | SeatConflict | None, at: float) -> None:
        if done.done():
            return
        if outcome is None:
            done.set_result(at)
        else:
            done.set_exception(outcome)

    def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None


DealWriter = Writer  #: the name it had when it wrote only deals
