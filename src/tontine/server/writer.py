"""Group commit: the deals of every table waiting at the same moment are committed in one transaction.

Each deal is still committed before it is broadcast (its caller waits for its own outcome),
but a hundred tables dealing in the same second share the disk's waits instead of queueing
one behind the other for SQLite's single writer.
"""

from __future__ import annotations

import asyncio

from tontine.server.storage import DealConflict, DealFenced, DealWrite, Storage

__all__ = ["DealWriter"]

BATCH = 200  #: most deals in one transaction


class DealWriter:
    """Commits queued deals in batches, in a worker thread, in the order they were queued."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self._queue: asyncio.Queue[tuple[DealWrite, asyncio.Future[None]]] | None = None
        self._task: asyncio.Task[None] | None = None
        self.batches = 0  #: transactions committed, since the start
        self.deals = 0  #: deals committed in them

    async def write(self, deal: DealWrite) -> None:
        """Commit one deal; :class:`DealConflict` if its number is already stored, :class:`DealFenced` if its
        fencing token is no longer the table's (the other deals of its batch are committed all the same)."""
        if self._queue is None or self._task is None or self._task.done():
            self._queue = asyncio.Queue()
            self._task = asyncio.get_running_loop().create_task(self._run(self._queue))
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._queue.put_nowait((deal, done))
        await done

    async def _run(self, queue: asyncio.Queue[tuple[DealWrite, asyncio.Future[None]]]) -> None:
        while True:
            batch = [await queue.get()]
            while not queue.empty() and len(batch) < BATCH:
                batch.append(queue.get_nowait())
            try:
                outcomes: list[DealConflict | DealFenced | None] = await asyncio.to_thread(
                    self.storage.store_deals, [deal for deal, _done in batch])
            except Exception as exc:  # the database is down: every waiting deal is refused
                for _deal, done in batch:
                    if not done.done():
                        done.set_exception(exc)
                continue
            self.batches += 1
            self.deals += len(batch)
            for (_deal, done), outcome in zip(batch, outcomes, strict=True):
                if done.done():
                    continue
                if outcome is None:
                    done.set_result(None)
                else:
                    done.set_exception(outcome)

    def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None
