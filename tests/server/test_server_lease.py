"""The dealer lease against a real Redis: one holder, expiry, renewal, release, and fencing at commit."""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, inspect, text
from tests.support.cluster import REDIS_URL, PrivateRedis, free_port, redis_reachable

from tontine.server.cluster.bus import RedisCluster
from tontine.server.cluster.lease import Lease, Leases, LeaseTiming, RedisLeases
from tontine.server.room.status import Status
from tontine.server.store.storage import Storage
from tontine.server.store.writes import DealConflict, DealFenced, DealWrite

CODE = "LEASE2"


@pytest.fixture
def storage(tmp_path: Path) -> Iterator[Storage]:
    storage = Storage(f"sqlite:///{tmp_path / 'lease.sqlite3'}")
    for code in (CODE, "OTHER2"):
        assert storage.create_room(code, creator_ip="", host_hash="h", max_seats=4, rules={}, server_seed="s",
                                   commitment="c")
    yield storage
    storage.close()


def need_redis(url: str = REDIS_URL) -> None:
    reason = redis_reachable(url)
    if reason is not None:
        pytest.skip(reason)


def two_processes(storage: Storage, url: str = REDIS_URL, ttl: float = 5.0) -> Callable[
        [Callable[[RedisLeases, RedisLeases], Awaitable[Any]]], Any]:
    """Run a test body with the leases of two processes over one database and one Redis namespace."""
    namespace = f"test-{uuid.uuid4().hex[:10]}"

    def run(body: Callable[[RedisLeases, RedisLeases], Awaitable[Any]]) -> Any:
        async def main() -> Any:
            a = RedisCluster(url, namespace=namespace, node="a")
            b = RedisCluster(url, namespace=namespace, node="b")
            timing = LeaseTiming(ttl=ttl)
            try:
                return await body(RedisLeases(storage, a, timing=timing), RedisLeases(storage, b, timing=timing))
            finally:
                await a.close()
                await b.close()

        return asyncio.run(main())

    return run


def deal(number: int, fence: int | None, code: str = CODE) -> DealWrite:
    return DealWrite(code, 1, number, [{"type": "deal_ended", "deal": number}], [5, 5], 2, Status.PLAYING,
                     fence=fence)


@pytest.mark.redis
def test_one_holder_at_a_time_and_each_taking_bumps_the_fence(storage: Storage) -> None:
    need_redis()

    async def body(a: RedisLeases, b: RedisLeases) -> None:
        first = await a.take(CODE)
        assert first is not None and first.token == 1 and storage.fence_of(CODE) == 1
        assert await b.take(CODE) is None  # a holds it
        assert await b.free([CODE, "OTHER2"]) == ["OTHER2"]
        again = await a.take(CODE)  # the holder may take it anew (say, after a pause and a new pace)
        assert again is not None and again.token == 2
        assert await b.take(CODE) is None

    two_processes(storage)(body)


@pytest.mark.redis
def test_an_expired_lease_goes_to_another_process_with_a_larger_token(storage: Storage) -> None:
    need_redis()

    async def body(a: RedisLeases, b: RedisLeases) -> None:
        lease = await a.take(CODE)
        assert lease is not None
        await a.redis.pexpire(a.key(CODE), 1)  # the ttl runs out (a stopped renewing)
        while await a.redis.exists(a.key(CODE)):
            await asyncio.sleep(0.001)
        assert await b.free([CODE]) == [CODE]
        taken = await b.take(CODE)
        assert taken is not None and taken.token > lease.token
        # a finds out at its next renewal and stops dealing the table
        lost: list[str] = []
        a.on_lost = lost.append
        assert await a.renew() == [CODE] and lost == [CODE] and CODE not in a.held

    two_processes(storage)(body)


@pytest.mark.redis
def test_renewal_extends_the_lease_it_holds(storage: Storage) -> None:
    need_redis()

    async def body(a: RedisLeases, b: RedisLeases) -> None:
        lease = await a.take(CODE)
        assert lease is not None
        await a.redis.pexpire(a.key(CODE), 200)  # nearly run out
        assert await a.renew() == []
        assert await a.redis.pttl(a.key(CODE)) > 4000  # back to the whole ttl
        assert await b.take(CODE) is None

    two_processes(storage)(body)


@pytest.mark.redis
def test_renewing_runs_every_third_of_the_ttl_on_the_injected_sleep(storage: Storage) -> None:
    need_redis()

    async def body(a: RedisLeases, _b: RedisLeases) -> None:
        asked: list[float] = []
        renewed = asyncio.Event()

        async def sleep(seconds: float) -> None:
            asked.append(seconds)
            if len(asked) > 1:
                renewed.set()
                await asyncio.Event().wait()
            await a.redis.pexpire(a.key(CODE), 100)  # time passes: the lease nearly runs out

        a.sleep = sleep
        assert await a.take(CODE) is not None
        await a.start()
        await asyncio.wait_for(renewed.wait(), 5)
        assert asked == [pytest.approx(5.0 / 3)] * 2
        assert await a.redis.pttl(a.key(CODE)) > 4000  # renewed after the first sleep
        await a.close()
        assert not await a.redis.exists(a.key(CODE))  # closing releases

    two_processes(storage)(body)


@pytest.mark.redis
def test_a_released_lease_is_free_at_once_and_a_stale_release_frees_nothing(storage: Storage) -> None:
    need_redis()

    async def body(a: RedisLeases, b: RedisLeases) -> None:
        old = await a.take(CODE)
        assert old is not None
        a.let_go(old)
        await a.close()  # waits for the release on its way
        assert await b.free([CODE]) == [CODE]
        current = await b.take(CODE)
        assert current is not None
        a.let_go(old)  # a release of an old lease leaves the new holder's alone
        await a.close()
        assert await a.take(CODE) is None and await b.redis.exists(b.key(CODE))

    two_processes(storage)(body)


@pytest.mark.redis
def test_a_dead_process_releases_nothing(storage: Storage) -> None:
    need_redis()

    async def body(a: RedisLeases, b: RedisLeases) -> None:
        lease = await a.take(CODE)
        assert lease is not None
        a.abandon()
        a.let_go(lease)
        await a.close()
        assert await a.take(CODE) is None
        assert await b.take(CODE) is None  # its key stays until it runs out

    two_processes(storage)(body)


@pytest.mark.redis
def test_a_stale_holder_is_fenced_at_commit_even_when_redis_forgot_every_key(storage: Storage) -> None:
    need_redis()
    private = PrivateRedis(free_port())
    private.start()
    try:

        async def body(a: RedisLeases, b: RedisLeases) -> None:
            stale = await a.take(CODE)
            assert stale is not None
            private.stop()  # and started again without persistence: the lease's key is gone, a does not know
            private.start()
            taken = await _retry(lambda: b.take(CODE))
            assert taken is not None and taken.token > stale.token
            # a commits a deal under its old token, in one batch with another table's deal: only a's is refused
            outcomes = storage.store_deals([deal(1, stale.token), deal(1, None, "OTHER2")])
            assert isinstance(outcomes[0], DealFenced) and outcomes[1] is None
            assert storage.last_deal(CODE, 1) is None  # nothing of the fenced deal was written
            assert storage.store_deals([deal(1, taken.token)]) == [None]
            # a's renewal finds the key is b's now
            assert await _retry(a.renew) == [CODE]

        two_processes(storage, private.url)(body)
    finally:
        private.stop()


async def _retry(call: Callable[[], Awaitable[Any]]) -> Any:
    """The first answer of ``call`` once the client has reconnected to a restarted Redis."""
    for _ in range(50):
        try:
            return await call()
        except Exception:  # the connection from before the restart
            await asyncio.sleep(0.05)
    return await call()


def test_a_fenced_deal_does_not_spoil_the_others_of_its_batch_and_a_conflict_still_wins(storage: Storage) -> None:
    token = storage.take_fence(CODE)
    storage.store_deal("OTHER2", 1, 1, [], [5, 5], 2, status=Status.PLAYING)  # taken already
    outcomes = storage.store_deals([deal(1, token - 1), deal(1, None, "OTHER2"), deal(2, None, "OTHER2")])
    assert isinstance(outcomes[0], DealFenced) and isinstance(outcomes[1], DealConflict) and outcomes[2] is None
    assert storage.store_deals([deal(1, token)]) == [None]


def test_pause_end_and_a_new_game_bump_the_fence_and_a_pace_does_not(storage: Storage) -> None:
    token = storage.take_fence(CODE)
    storage.set_auto_pace(CODE, 2.0)
    assert storage.fence_of(CODE) == token
    storage.set_auto_pace(CODE, None)  # a pause
    assert storage.fence_of(CODE) == token + 1
    assert isinstance(storage.store_deals([deal(1, token)])[0], DealFenced)  # the dealer is stopped
    storage.end_game(CODE, 1)
    assert storage.fence_of(CODE) == token + 2
    storage.new_game(CODE, 2, rules={}, server_seed="t", commitment="d")
    assert storage.fence_of(CODE) == token + 3


def test_alone_every_lease_is_granted_with_a_token_from_the_database(storage: Storage) -> None:
    async def body() -> tuple[Lease | None, Lease | None]:
        leases = Leases(storage)
        first, second = await leases.take(CODE), await leases.take(CODE)
        await leases.close()
        return first, second

    first, second = asyncio.run(body())
    assert first is not None and second is not None and (first.token, second.token) == (1, 2)


def test_a_database_from_before_the_fence_gets_the_column(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'old.sqlite3'}"
    engine = create_engine(url)
    with engine.begin() as conn:  # the table as an older version made it
        conn.execute(text("CREATE TABLE tontine_tables (code VARCHAR(12) PRIMARY KEY, created_at FLOAT NOT NULL, "
                          "creator_ip VARCHAR(64) NOT NULL, host_hash VARCHAR(64), host_pos INTEGER, "
                          "max_seats INTEGER NOT NULL, rules TEXT NOT NULL, game_no INTEGER NOT NULL, "
                          "status VARCHAR(12) NOT NULL, next_pos INTEGER NOT NULL, auto_pace FLOAT)"))
        conn.execute(text("INSERT INTO tontine_tables VALUES ('OLD234', 0, '', NULL, NULL, 4, '{}', 1, 'playing', "
                          "0, 2.0)"))
    engine.dispose()
    storage = Storage(url)
    try:
        assert "fence" in {c["name"] for c in inspect(storage.engine).get_columns("tontine_tables")}
        assert storage.fence_of("OLD234") == 0 and storage.take_fence("OLD234") == 1
    finally:
        storage.close()


def test_a_lease_that_cannot_be_taken_leaves_the_table_dealing_by_itself_for_later(tmp_path: Path) -> None:
    from fastapi.testclient import TestClient
    from tests.support.server import Api

    from tontine.server.app import create_app

    app = create_app(f"sqlite:///{tmp_path / 't.sqlite3'}", host_check_every=3600)
    with TestClient(app) as client:
        server = app.state.server

        async def away(_code: str, _value: str) -> bool:
            raise ConnectionError("Redis is away")

        server.leases._grab = away
        api = Api(client)
        created = api.create(preset="german", seats=6, stake=500)
        code, host = created["code"], created["host_token"]
        api.act(code, host, "fill")
        api.act(code, host, "start")
        api.act(code, host, "auto", pace=1)
        room = server.registry.rooms[code]
        for _ in range(500):  # the loop ends at once: it could not take the lease
            if room.auto_task is None:
                break
            time.sleep(0.01)
        assert room.auto_task is None and not room.auto
        # the stored pace stays (a pause would clear it and bump the fence): a later look deals the table
        assert server.storage.load_room(code).auto_pace == 1.0 and server.storage.fence_of(code) == 0
