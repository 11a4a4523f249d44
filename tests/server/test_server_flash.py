"""A flash crowd's joins: seats group-committed across tables, and one coalesced state broadcast per table."""

from __future__ import annotations

import asyncio
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from sqlalchemy import event
from tests.support.cluster import receive_within
from tests.support.server import Api, receive, until

from tontine.server.play.lobby import JOIN_BROADCAST_DELAY
from tontine.server.room.limits import Limits
from tontine.server.room.rows import SeatRow
from tontine.server.room.status import Status
from tontine.server.store.storage import Storage
from tontine.server.store.writer import Writer
from tontine.server.store.writes import DealWrite, SeatConflict, SeatWrite


def seat(pos: int) -> SeatRow:
    return SeatRow(pos, f"Player {pos}", "♠", f"hash{pos}", False, "00" * 16)


def commits(storage: Storage) -> list[int]:
    """A list that grows by one at every transaction committed on the storage's engine."""
    counted: list[int] = []
    event.listen(storage.engine, "commit", lambda _conn: counted.append(1))
    return counted


def test_seats_of_several_tables_waiting_together_are_one_transaction(tmp_path: Path) -> None:
    storage = Storage(f"sqlite:///{tmp_path / 't.sqlite3'}")
    codes = [f"BBBB{c}2" for c in "BCDEFGHJKM"]
    for code in codes:
        assert storage.create_room(code, creator_ip="x", host_hash="h", max_seats=4, rules={},
                                   server_seed="00" * 32, commitment="c")
    storage.add_seat(codes[2], seat(0), 1)  # that position is taken already
    writer = Writer(storage)
    counted = commits(storage)

    async def all_at_once() -> list[BaseException | None]:
        writes = [writer.write(SeatWrite(code, seat(0), 1)) for code in codes]
        writes.append(writer.write(DealWrite(codes[0], 1, 1, [], [5, 5], 2, Status.PLAYING)))  # a deal with them
        return await asyncio.gather(*writes, return_exceptions=True)

    outcomes = asyncio.run(all_at_once())
    assert [isinstance(o, SeatConflict) for o in outcomes] == [i == 2 for i in range(len(codes) + 1)]
    assert isinstance(outcomes[-1], float)  # the deal was committed: the instant of its commit
    assert writer.batches == 1 and writer.seats == len(codes) and writer.deals == 1
    assert len(counted) == len(codes)  # the batch rolled back, then each write alone: all but the conflict
    for code in codes:
        stored = storage.load_room(code)
        assert stored is not None and [s.pos for s in stored.seats] == [0] and stored.next_pos == 1
    storage.close()


def test_seats_without_a_conflict_cost_one_commit(tmp_path: Path) -> None:
    storage = Storage(f"sqlite:///{tmp_path / 't.sqlite3'}")
    codes = [f"CCCC{c}2" for c in "BCDEFGHJKM"]
    for code in codes:
        assert storage.create_room(code, creator_ip="x", host_hash="h", max_seats=4, rules={},
                                   server_seed="00" * 32, commitment="c")
    writer = Writer(storage)
    counted = commits(storage)

    async def all_at_once() -> None:
        await asyncio.gather(*(writer.write(SeatWrite(code, seat(0), 1)) for code in codes))

    asyncio.run(all_at_once())
    assert len(counted) == 1 and writer.batches == 1 and writer.seats == len(codes)
    storage.close()


def test_each_join_is_committed_before_its_answer(make_client: Any, db_url: str) -> None:
    client = make_client(Limits(joins_per_minute=1000))
    api = Api(client)
    writer = client.app.state.server.lobby.writer
    assert writer is client.app.state.server.dealer.writer  # one group commit for seats and deals
    codes = [api.create(preset="german", seats=6, stake=500)["code"] for _ in range(4)]
    other = Storage(db_url)  # another connection sees only what is committed
    try:
        def join(code: str, n: int) -> None:
            answer = api.join(code, f"Guest {n}")
            stored = other.load_room(code)
            assert stored is not None and answer["pos"] in [s.pos for s in stored.seats]

        with ThreadPoolExecutor(8) as pool:
            list(pool.map(join, [c for c in codes for _ in range(4)], range(16)))
        assert writer.seats == 16 and writer.batches <= 16
    finally:
        other.close()


def test_joins_from_many_threads_at_one_table_take_contiguous_positions(make_client: Any, db_url: str) -> None:
    client = make_client(Limits(joins_per_minute=1000))
    api = Api(client)
    code = api.create(preset="german", seats=12, stake=500)["code"]
    with ThreadPoolExecutor(12) as pool:
        positions = list(pool.map(lambda n: api.join(code, f"Guest {n}")["pos"], range(12)))
    assert sorted(positions) == list(range(min(positions), min(positions) + 12))
    other = Storage(db_url)
    try:
        stored = other.load_room(code)
        assert stored is not None and sorted(s.pos for s in stored.seats) == sorted(positions)
    finally:
        other.close()


def test_the_other_sockets_get_the_new_seats_in_a_few_coalesced_states(make_client: Any) -> None:
    client = make_client(Limits(joins_per_minute=1000))
    api = Api(client)
    code = api.create(preset="german", seats=12, stake=500)["code"]
    with client.websocket_connect(f"/ws/{code}") as ws:
        ws.send_json({"type": "hello", "protocol": 2})
        assert until(ws, "snapshot")["state"]["seats"] == []
        with ThreadPoolExecutor(12) as pool:
            list(pool.map(lambda n: api.join(code, f"Guest {n}"), range(12)))
        answered = time.monotonic()
        states = 0
        while True:
            message = receive(ws)
            if message["type"] != "state":
                continue
            states += 1
            if len(message["state"]["seats"]) == 12:
                break
        assert time.monotonic() - answered < JOIN_BROADCAST_DELAY + 1.0  # the machine may be busy
        assert states <= 6  # one broadcast per join would be twelve


def test_the_answer_and_the_next_snapshot_carry_the_new_seat(api: Api) -> None:
    code = api.create(preset="german", seats=6, stake=500)["code"]
    with api.client.websocket_connect(f"/ws/{code}") as first:
        first.send_json({"type": "hello", "protocol": 2})
        assert until(first, "snapshot")["state"]["seats"] == []  # the state is kept for this seq
        answer = api.join(code, "Ada")
        assert [s["name"] for s in answer["state"]["seats"]] == ["Ada"]
        with api.client.websocket_connect(f"/ws/{code}") as second:  # before the coalesced broadcast
            second.send_json({"type": "hello", "protocol": 2})
            assert [s["name"] for s in until(second, "snapshot")["state"]["seats"]] == ["Ada"]
        assert [s["name"] for s in until(first, "state")["state"]["seats"]] == ["Ada"]


def test_a_hello_that_changes_nothing_does_not_wait_for_the_rooms_lock(api: Api) -> None:
    code = api.create(preset="german", seats=6, stake=500)["code"]
    seated = api.join(code, "Ada")
    room = api.client.app.state.server.registry.rooms[code]
    api.client.portal.call(room.lock.acquire)  # as a join holds it while its seat is committed
    try:
        with api.client.websocket_connect(f"/ws/{code}") as ws:
            ws.send_json({"type": "hello", "protocol": 2, "token": seated["token"]})
            snapshot = receive_within(ws, 5.0)
            while snapshot["type"] != "snapshot":  # the join's coalesced state may come first
                snapshot = receive_within(ws, 5.0)
            assert snapshot["you"]["pos"] == seated["pos"]  # answered while the lock is held
    finally:
        api.client.portal.call(room.lock.release)
