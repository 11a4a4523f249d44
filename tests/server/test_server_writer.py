"""Group commit: deals waiting together share one transaction; a conflict refuses only its own deal."""

from __future__ import annotations

import asyncio
import itertools
import threading
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event
from tests.support.server import PG_URL, postgres_reachable

from tontine.server.room.status import Status
from tontine.server.store.storage import Storage
from tontine.server.store.writer import SPREAD, DealWriter
from tontine.server.store.writes import DealConflict, DealFenced, DealWrite, Write


def deal(code: str, number: int, fence: int | None = None) -> DealWrite:
    return DealWrite(code, 1, number, [{"type": "deal_ended", "deal": number}], [5, 5], 2, Status.PLAYING,
                     fence=fence)


def test_deals_queued_together_are_one_transaction_and_a_conflict_is_its_own(tmp_path: Path) -> None:
    storage = Storage(f"sqlite:///{tmp_path / 't.sqlite3'}")
    codes = [f"AAAA{c}2" for c in "BCDEFGHJKM"]
    for code in codes:
        assert storage.create_room(code, creator_ip="x", host_hash="h", max_seats=4, rules={},
                                   server_seed="00" * 32, commitment="c")
    storage.store_deal(codes[3], 1, 1, [], [5, 5], 2, status=Status.PLAYING)  # taken already
    writer = DealWriter(storage)

    async def all_at_once() -> list[BaseException | None]:
        return await asyncio.gather(*(writer.write(deal(code, 1)) for code in codes), return_exceptions=True)

    outcomes = asyncio.run(all_at_once())
    assert [isinstance(o, DealConflict) for o in outcomes] == [i == 3 for i in range(len(codes))]
    assert writer.batches == 1 and writer.deals == len(codes)
    for code in codes:
        assert [n for n, *_rest in storage.load_deals(code, 1)] == [1]
    storage.close()


def test_a_database_error_refuses_every_waiting_deal(tmp_path: Path) -> None:
    storage = Storage(f"sqlite:///{tmp_path / 't.sqlite3'}")
    writer = DealWriter(storage)

    def broken(_writes: list[Write]) -> list[DealConflict | None]:
        raise OSError("the database is down")

    storage.store_writes = broken  # type: ignore[method-assign]

    async def one() -> None:
        await writer.write(deal("ZZZZZ2", 1))

    with pytest.raises(OSError, match="down"):
        asyncio.run(one())
    storage.close()


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def any_storage(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Storage]:
    """A storage on SQLite, then on a schema of its own in the PostgreSQL test database."""
    if request.param == "sqlite":
        storage = Storage(f"sqlite:///{tmp_path / 't.sqlite3'}")
    else:
        reason = postgres_reachable()
        if reason:
            pytest.skip(reason)
        storage = Storage(PG_URL, schema=f"tontine_test_{uuid.uuid4().hex[:12]}")
    yield storage
    if request.param != "sqlite":
        storage.drop_schema()
    storage.close()


def test_a_batch_of_deals_costs_a_few_statements_whatever_its_size(any_storage: Storage) -> None:
    storage = any_storage
    codes = [f"BTCH{i:02d}" for i in range(40)]
    tokens = {}
    for code in codes:
        assert storage.create_room(code, creator_ip="x", host_hash="h", max_seats=4, rules={},
                                   server_seed="00" * 32, commitment="c")
        storage.set_auto_pace(code, 1.0)
        tokens[code] = storage.take_fence(code)
    statements: list[str] = []
    event.listen(storage.engine, "before_cursor_execute", lambda *args: statements.append(args[2]))
    writes = [DealWrite(code, 1, 1, [{"type": "deal_ended", "deal": 1}], [5, 5], 2,
                        Status.FINISHED if i == 7 else Status.PLAYING,
                        fence=tokens[code] - (i % 5 == 0))  # every fifth under a stale token
              for i, code in enumerate(codes)]
    outcomes = storage.store_writes(list(writes))
    # the fences read at once, the tables' rows in two statements (playing, over), the deals in one,
    # the finished game's row: not two statements a deal
    assert len(statements) <= 8, statements
    for i, (code, outcome) in enumerate(zip(codes, outcomes, strict=True)):
        room = storage.load_room(code)
        assert room is not None
        if i % 5 == 0:
            assert isinstance(outcome, DealFenced) and storage.last_deal(code, 1) is None
            assert room.auto_pace == 1.0  # nothing of it written
        else:
            assert outcome is None and storage.last_deal(code, 1) == 1
            assert room.status is (Status.FINISHED if i == 7 else Status.PLAYING)
            assert room.auto_pace == (None if i == 7 else 1.0)
    game = storage.load_game(codes[7], 1)
    assert game is not None and game.revealed


def test_a_write_returns_the_instant_of_its_commit_and_a_batch_wakes_its_callers_a_few_at_a_time(
        tmp_path: Path) -> None:
    storage = Storage(f"sqlite:///{tmp_path / 't.sqlite3'}")
    codes = [f"SPRD{i:02d}" for i in range(3 * SPREAD)]
    for code in codes:
        assert storage.create_room(code, creator_ip="x", host_hash="h", max_seats=4, rules={},
                                   server_seed="00" * 32, commitment="c")
    instants = iter([10.0, 20.0])
    writer = DealWriter(storage, clock=lambda: next(instants))
    turns: list[int] = []  #: how many callers had been woken at each turn of a ticker task

    async def all_at_once() -> list[float]:
        woken: list[float] = []

        async def one(code: str) -> None:
            woken.append(await writer.write(deal(code, 1)))

        async def ticker() -> None:
            while len(woken) < len(codes):
                turns.append(len(woken))
                await asyncio.sleep(0)

        tick = asyncio.get_running_loop().create_task(ticker())
        await asyncio.gather(*(one(code) for code in codes))
        await tick
        return woken

    woken = asyncio.run(all_at_once())
    assert writer.batches == 1 and woken == [10.0] * len(codes)  # read once, in the thread, as it committed
    # the other task ran between the first SPREAD callers and the rest: they were not all woken at once
    assert any(0 < n < len(codes) for n in turns)
    assert all(b - a <= SPREAD for a, b in itertools.pairwise(turns))
    storage.close()


def test_what_follows_a_commit_runs_in_the_thread_before_its_caller_and_not_for_a_refused_write(
        tmp_path: Path) -> None:
    storage = Storage(f"sqlite:///{tmp_path / 't.sqlite3'}")
    for code in ("THEN23", "THEN24"):
        assert storage.create_room(code, creator_ip="x", host_hash="h", max_seats=4, rules={},
                                   server_seed="00" * 32, commitment="c")
    storage.store_deal("THEN24", 1, 1, [], [5, 5], 2, status=Status.PLAYING)  # taken already
    writer = DealWriter(storage, clock=lambda: 42.0)
    ran: list[tuple[str, float, bool]] = []  #: (table, instant, in the event loop's thread)
    woken: list[str] = []

    async def all_at_once() -> list[BaseException | float]:
        loop_thread = threading.get_ident()

        async def one(code: str) -> float:
            at = await writer.write(deal(code, 1), committed=lambda at: ran.append(
                (code, at, threading.get_ident() == loop_thread)))
            woken.append(code)
            assert ran  # it ran before this caller was woken
            return at

        return await asyncio.gather(one("THEN23"), one("THEN24"), return_exceptions=True)

    outcomes = asyncio.run(all_at_once())
    assert outcomes[0] == 42.0 and isinstance(outcomes[1], DealConflict)
    assert ran == [("THEN23", 42.0, False)]  # in the worker thread, for the committed write alone
    assert woken == ["THEN23"]
    storage.close()


def test_the_fences_a_batch_reads_cannot_move_before_it_commits(any_storage: Storage) -> None:
    storage = any_storage
    codes = ["FNCE22", "FNCE23"]
    tokens = {}
    for code in codes:
        assert storage.create_room(code, creator_ip="x", host_hash="h", max_seats=4, rules={},
                                   server_seed="00" * 32, commitment="c")
        tokens[code] = storage.take_fence(code)
    other = Storage(storage.url, schema=storage.schema)  # another process on the same database
    locked, go_on = threading.Event(), threading.Event()
    lock_rooms = storage._lock_rooms

    def held(conn: Any, codes: list[str]) -> dict[str, int]:
        fences = lock_rooms(conn, codes)
        locked.set()
        assert go_on.wait(10)  # the batch holds its fences a moment before writing
        return fences

    storage._lock_rooms = held  # type: ignore[method-assign]
    # each thread's outcome apart: once the batch commits, which thread records first is the scheduler's choice
    committed: list[bool] = []
    bumped: list[int] = []
    try:
        batch = threading.Thread(target=lambda: committed.append(
            storage.store_writes([deal(code, 1, tokens[code]) for code in codes]) == [None, None]))
        batch.start()
        assert locked.wait(10)
        bump = threading.Thread(target=lambda: bumped.append(other.take_fence(codes[0])))
        bump.start()  # another process takes the first table's lease meanwhile
        bump.join(0.5)
        assert bump.is_alive()  # it waits for the batch's commit
        go_on.set()
        batch.join(10)
        bump.join(10)
        assert committed == [True]  # both deals committed under the tokens read
        assert bumped == [tokens[codes[0]] + 1]  # and the bump came after them
        assert storage.store_writes([deal(codes[0], 2, tokens[codes[0]]), deal(codes[1], 2, tokens[codes[1]])])[0] \
            is not None  # the old token is refused from then on
    finally:
        go_on.set()
        other.close()
