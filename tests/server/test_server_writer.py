"""Group commit: deals waiting together share one transaction; a conflict refuses only its own deal."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from tontine.server.protocol import Status
from tontine.server.storage import DealConflict, DealWrite, Storage, Write
from tontine.server.writer import DealWriter


def deal(code: str, number: int) -> DealWrite:
    return DealWrite(code, 1, number, [{"type": "deal_ended", "deal": number}], [5, 5], 2, Status.PLAYING)


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
