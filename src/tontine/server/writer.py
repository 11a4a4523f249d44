"""Group commit: the deals and seats of every table waiting at the same moment are committed in one transaction.

Each write is still committed before its caller goes on (the caller waits for its own
outcome, before a deal is broadcast or a join answered), but a hundred tables dealing, or a
thousand phones joining, in the same second share the disk's waits instead of queueing one
behind the other for SQLite's single writer. The writes are committed in the order they were
queued, so a table's writes (queued one at a time under its lock) keep their order.
"""

from __future__ import annotations

import asyncio

from tontine.server.storage import DealConflict, DealFenced, SeatConflict, SeatWrite, Storage, Write

__all__ = ["BATCH", "DealWriter", "Writer"]

BATCH = 200  #: most writes in one transaction


class Writer:
    """Commits queued deals and seats in batches, in a worker thread, in the order they were queued."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self._queue: asyncio.Queue[tuple[Write, asyncio.Future[None]]] | None = None
        self._task: asyncio.Task[None] | None = None
        self.batches = 0  #: transactions committed, since the start
        self.deals = 0  #: deals committed in them
        self.seats = 0  #: seats committed in them

    async def write(self, write: Write) -> None:
        """Commit one deal or seat, with the writes queued at the same moment.

        Raises :class:`DealConflict` if a deal's number is already stored, :class:`DealFenced` if
        its fencing token is no longer the table's, :class:`SeatConflict` if a seat's position is
        already taken (the other writes of its batch are committed all the same).
        """
        if self._queue is None or self._task is None or self._task.done():
            self._queue = asyncio.Queue()
            self._task = asyncio.get_running_loop().create_task(self._run(self._queue))
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._queue.put_nowait((write, done))
        await done

    async def _run(self, queue: asyncio.Queue[tuple[Write, asyncio.Future[None]]]) -> None:
        while True:
            batch = [await queue.get()]
            while not queue.empty() and len(batch) < BATCH:
                batch.append(queue.get_nowait())
            try:
                outcomes: list[DealConflict | DealFenced | SeatConflict | None] = await asyncio.to_thread(
                    self.storage.store_writes, [write for write, _done in batch])
            except Exception as exc:  # the database is down: every waiting write is refused
                for _write, done in batch:
                    if not done.done():
                        done.set_exception(exc)
                continue
            self.batches += 1
            seats = sum(isinstance(write, SeatWrite) for write, _done in batch)
            self.seats += seats
            self.deals += len(batch) - seats
            for (_write, done), outcome in zip(batch, outcomes, strict=True):
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


DealWriter = Writer  #: the name it had when it wrote only deals
