"""Rate limits and presence shared by the processes of one database through Redis.

Two apps in this test process stand for two server processes: one database, one Redis, each its
own event loop (a TestClient's portal); the clock is turned by hand and the heartbeat is driven by
the test, so nothing waits for real time but the messages' trip through Redis.
"""

from __future__ import annotations

import asyncio
import logging
import random
import secrets
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient
from tests.support.cluster import (
    REDIS_URL,
    PrivateRedis,
    Served,
    Watcher,
    drop_schema,
    free_port,
    new_schema,
    redis_reachable,
    serve_args,
)
from tests.support.server import PG_URL, Api, Clock, postgres_reachable, seed

from tontine.server.app import Server, create_app
from tontine.server.cluster.bus import RedisCluster
from tontine.server.cluster.rate_limits import SharedLimiter
from tontine.server.room.limits import Limits
from tontine.server.room.rate import RateLimiter

pytestmark = [pytest.mark.redis, pytest.mark.usefixtures("no_join_delay")]

#: the heartbeat does not run by itself in these tests (the test calls it); presence expires after 6 s
LIMITS = Limits(presence_every=3600.0, presence_expiry=6.0)


@pytest.fixture(autouse=True)
def _need_redis() -> None:
    reason = redis_reachable()
    if reason is not None:
        pytest.skip(reason)


def wait_for(condition: Callable[[], object], what: str, timeout: float = 5.0) -> None:
    """Poll until ``condition()`` holds (a message's trip through Redis), else fail naming ``what``."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.01)


# -- the limiter alone -----------------------------------------------------------------------------

def limiter_on(url: str, clock: Callable[[], float], namespace: str, node: str) -> SharedLimiter:
    return SharedLimiter(clock, RedisCluster(url, namespace=namespace, node=node))


def test_limits_hold_across_two_limiters_on_one_redis_and_the_window_slides() -> None:
    now = [1_000.0]
    namespace = f"test-{secrets.token_hex(6)}"

    async def run() -> list[object]:
        a = limiter_on(REDIS_URL, lambda: now[0], namespace, "a")
        b = limiter_on(REDIS_URL, lambda: now[0], namespace, "b")
        key = ("join", "10.0.0.1")
        seen: list[object] = [await a.hit(key, 3, 60), await b.hit(key, 3, 60), await a.hit(key, 3, 60)]
        seen += [await b.hit(key, 3, 60), await b.over(key, 3, 60), await a.over(("join", "other"), 3, 60)]
        now[0] += 30.0
        seen.append(await a.hit(key, 3, 60))  # still three in the last minute
        now[0] += 30.5  # the first hits are now more than a minute old
        seen += [await b.over(key, 3, 60), await b.hit(key, 3, 60), await a.hit(key, 3, 60)]
        seen += [await a.hit(key, 3, 60), await b.hit(key, 3, 60)]
        seen.append(a.away or b.away)
        for limiter in (a, b):
            await limiter.cluster.close()
        return seen

    assert asyncio.run(run()) == [True, True, True, False, True, False, False, False, True, True, True, False, False]


def test_the_shared_window_is_the_in_process_one() -> None:
    """Over a few hundred hits at uneven times, Redis counts exactly as RateLimiter does alone."""
    rng = random.Random(12)
    now = [5_000.0]
    namespace = f"test-{secrets.token_hex(6)}"
    times = []
    for _ in range(300):
        now[0] += rng.choice((0.0, 0.5, 1.0, 2.5, 7.0, 10.0))
        times.append(now[0])

    async def run() -> tuple[list[bool], list[bool]]:
        shared = [limiter_on(REDIS_URL, lambda: now[0], namespace, node) for node in ("a", "b")]
        alone = RateLimiter(lambda: now[0])
        got, expected = [], []
        for i, at in enumerate(times):
            now[0] = at
            got.append(await shared[i % 2].hit(("miss", "ip"), 5, 30))
            expected.append(alone.hit(("miss", "ip"), 5, 30))
        for limiter in shared:
            await limiter.cluster.close()
        return got, expected

    got, expected = asyncio.run(run())
    assert got == expected and False in got and True in got


def test_with_redis_away_the_limits_fall_back_to_this_process_without_an_error(
        caplog: pytest.LogCaptureFixture) -> None:
    if PrivateRedis.missing():
        pytest.skip(PrivateRedis.missing())
    private = PrivateRedis(free_port())
    url = private.url
    now = [1_000.0]
    namespace = f"test-{secrets.token_hex(6)}"
    key = ("create", "10.0.0.2")

    async def hits(limiter: SharedLimiter, count: int) -> list[bool]:
        return [await limiter.hit(key, 3, 3600) for _ in range(count)]

    private.start()
    try:
        loop = asyncio.new_event_loop()
        limiter = limiter_on(url, lambda: now[0], namespace, "a")
        other = limiter_on(url, lambda: now[0], namespace, "b")
        try:
            assert loop.run_until_complete(hits(other, 1)) == [True]  # another process's hit
            assert loop.run_until_complete(hits(limiter, 1)) == [True]
            private.stop()
            with caplog.at_level(logging.WARNING, logger="tontine.server"):
                # this process's own counters know its one hit: two more, then refused; never an exception
                assert loop.run_until_complete(hits(limiter, 3)) == [True, True, False]
                now[0] += 2.0  # Redis is tried again, still away
                assert loop.run_until_complete(hits(limiter, 1)) == [False]
                assert loop.run_until_complete(limiter.over(key, 3, 3600)) is True
            assert limiter.away
            lost = [r for r in caplog.records if "cannot be reached" in r.getMessage()]
            assert len(lost) == 1 and not any(r.exc_info for r in caplog.records)
            private.start()  # Redis again, empty (it kept nothing): the limits are Redis's again
            now[0] += 2.0
            assert loop.run_until_complete(hits(limiter, 1)) == [True]  # this process alone would refuse
            assert not limiter.away
        finally:
            for each in (limiter, other):
                loop.run_until_complete(each.cluster.close())
            loop.close()
    finally:
        private.stop()


# -- two processes ---------------------------------------------------------------------------------

class Pair:
    """Two apps on one database and one Redis, as two processes would be."""

    def __init__(self, a: TestClient, b: TestClient) -> None:
        self.a, self.b = a, b

    @staticmethod
    def server(client: TestClient) -> Server:
        server: Server = client.app.state.server  # type: ignore[attr-defined]
        return server

    def call(self, client: TestClient, fn: Callable[..., Any], *args: Any) -> Any:
        """Run a coroutine function on that app's event loop."""
        assert client.portal is not None
        return client.portal.call(fn, *args)


@pytest.fixture
def make_pair(tmp_path: Path, clock: Clock) -> Iterator[Callable[..., Pair]]:
    clients: list[TestClient] = []
    schemas: list[Any] = []

    def make(limits: Limits = LIMITS, *, postgres: bool = False) -> Pair:
        if postgres:
            reason = postgres_reachable()
            if reason is not None:
                pytest.skip(reason)
            url, schema = PG_URL, f"t_shared_{secrets.token_hex(4)}"
        else:
            url, schema = f"sqlite:///{tmp_path / 'tontine.sqlite3'}", None
        pair = []
        for node in ("a", "b"):
            app = create_app(url, clock=clock, limits=limits, host_check_every=3600, schema=schema,
                             redis_url=REDIS_URL, node=node)
            client = TestClient(app)
            client.__enter__()
            clients.append(client)
            pair.append(client)
        if schema is not None:
            schemas.append(Pair.server(pair[0]).storage)
        return Pair(*pair)

    yield make
    for client in clients:
        client.__exit__(None, None, None)
    for storage in schemas:
        storage.drop_schema()


def test_joins_from_one_address_through_two_processes_count_against_one_budget(
        make_pair: Callable[..., Pair]) -> None:
    pair = make_pair(Limits(joins_per_minute=3, presence_every=3600.0))
    first = Api(pair.a).create(seats=6)["code"]
    second = Api(pair.b).create(seats=6)["code"]
    Api(pair.a).join(first, "Ann")
    Api(pair.a).join(first, "Bob")
    Api(pair.b).join(second, "Cleo")
    # the address has taken three seats in this minute, through A and B together
    for client, code in ((pair.b, second), (pair.a, first)):
        refused = client.post(f"/api/tables/{code}/join", json={"name": "Dan", "emblem": "♠", "seed": seed()})
        assert refused.status_code == 429 and refused.json()["key"] == "join_rate"


def hello(ws: Any, **fields: Any) -> dict[str, Any]:
    ws.send_json({"type": "hello", "protocol": 1, **fields})
    message: dict[str, Any] = ws.receive_json()
    assert message["type"] == "snapshot"
    return message


def connected(client: TestClient, code: str) -> dict[str, bool]:
    state = client.get(f"/api/tables/{code}").json()
    return {seat["name"]: seat["connected"] for seat in state["seats"]} | {"host": state["host_connected"]}


def test_seats_connected_through_one_process_show_as_connected_in_the_other(make_pair: Callable[..., Pair]) -> None:
    pair = make_pair()
    api = Api(pair.a)
    code = api.create(seats=6)["code"]
    ann = api.join(code, "Ann")["token"]
    api.join(code, "Bob")
    with pair.a.websocket_connect(f"/ws/{code}") as watcher:
        hello(watcher)
        assert connected(pair.a, code) == {"Ann": False, "Bob": False, "host": False}
        with pair.b.websocket_connect(f"/ws/{code}") as ws:
            hello(ws, token=ann)
            wait_for(lambda: connected(pair.a, code)["Ann"], "Ann's socket on B to count on A")
            assert connected(pair.a, code) == {"Ann": True, "Bob": False, "host": False}
            # A's own sockets are told (the coalesced state broadcast)
            while True:
                message = watcher.receive_json()
                if message["type"] == "state":
                    break
            assert [s["connected"] for s in message["state"]["seats"]] == [True, False]
        wait_for(lambda: not connected(pair.a, code)["Ann"], "Ann's socket closed on B to stop counting on A")


def host_table(pair: Pair) -> tuple[str, dict[str, str]]:
    """A table created on A whose host holds seat 0, with Ann (seat 1) and Bob (seat 2)."""
    api = Api(pair.a)
    created = api.create(seats=6)
    code = created["code"]
    tokens = {"host": api.join(code, "Host", host_token=created["host_token"])["token"],
              "Ann": api.join(code, "Ann")["token"], "Bob": api.join(code, "Bob")["token"]}
    return code, tokens


def test_a_host_connected_through_one_process_is_not_replaced_by_the_others_watchdog(
        make_pair: Callable[..., Pair], clock: Clock) -> None:
    pair = make_pair()
    code, tokens = host_table(pair)
    b = Pair.server(pair.b)
    with pair.a.websocket_connect(f"/ws/{code}") as host, pair.b.websocket_connect(f"/ws/{code}") as bob:
        hello(host, token=tokens["host"])
        hello(bob, token=tokens["Bob"])
        wait_for(lambda: code in b.registry.rooms and "a" in b.registry.rooms[code].remote, "A's presence on B")
        clock.now += LIMITS.host_timeout + 10  # long past the host's timeout, had B only its own sockets
        pair.call(pair.b, b.lobby.check_hosts)
        assert b.registry.rooms[code].row.host_pos == 0
        assert pair.b.get(f"/api/tables/{code}").json()["host_pos"] == 0
        assert b.storage.load_room(code).host_pos == 0  # type: ignore[union-attr]


@pytest.mark.parametrize("postgres", [False, pytest.param(True, marks=pytest.mark.postgres)],
                         ids=["sqlite", "postgres"])
def test_a_host_gone_from_every_process_is_replaced_once(make_pair: Callable[..., Pair], clock: Clock,
                                                         postgres: bool) -> None:
    pair = make_pair(postgres=postgres)
    code, tokens = host_table(pair)
    a, b = Pair.server(pair.a), Pair.server(pair.b)
    handovers: list[tuple[str, int]] = []
    for name, server in (("a", a), ("b", b)):
        def counted(room: Any, pos: int, *, _real: Any = server.lobby.hand_over, _name: str = name) -> None:
            handovers.append((_name, pos))
            _real(room, pos)
        server.lobby.hand_over = counted  # type: ignore[method-assign]
    with pair.a.websocket_connect(f"/ws/{code}") as ann, pair.b.websocket_connect(f"/ws/{code}") as bob:
        hello(ann, token=tokens["Ann"])
        hello(bob, token=tokens["Bob"])
        wait_for(lambda: code in b.registry.rooms and "a" in b.registry.rooms[code].remote
                 and "b" in a.registry.rooms[code].remote, "each process's presence on the other")
        pair.call(pair.a, a.lobby.check_hosts)
        assert handovers == []  # the host has been gone for less than the timeout
        clock.now += LIMITS.host_timeout + 1
        checks = [threading.Thread(target=pair.call, args=(client, server.lobby.check_hosts))
                  for client, server in ((pair.a, a), (pair.b, b))]
        for check in checks:
            check.start()
        for check in checks:
            check.join(timeout=20)
        # the role passed once, to the first person connected anywhere (Ann, on A)
        assert [pos for _node, pos in handovers] == [1]
        assert a.storage.load_room(code).host_pos == 1  # type: ignore[union-attr]
        for server in (a, b):
            pair.call(pair.a if server is a else pair.b, server.lobby.check_hosts)
        assert len(handovers) == 1
        assert a.registry.rooms[code].row.host_pos == b.registry.rooms[code].row.host_pos == 1
        assert pair.a.get(f"/api/tables/{code}").json()["host_connected"] is True


def test_a_process_that_stops_heartbeating_stops_counting_after_the_expiry(
        make_pair: Callable[..., Pair], clock: Clock) -> None:
    pair = make_pair()
    api = Api(pair.a)
    code = api.create(seats=6)["code"]
    ann = api.join(code, "Ann")["token"]
    a, b = Pair.server(pair.a), Pair.server(pair.b)
    with pair.b.websocket_connect(f"/ws/{code}") as ws:
        hello(ws, token=ann)
        wait_for(lambda: connected(pair.a, code)["Ann"], "Ann's socket on B to count on A")
        clock.now += 4.0
        heard = a.registry.rooms[code].remote["b"].at
        pair.call(pair.b, b.presence.beat)  # the heartbeat renews B's entry on A
        wait_for(lambda: a.registry.rooms[code].remote["b"].at > heard, "B's heartbeat on A")
        clock.now += 5.0  # 5 s after the heartbeat: within the expiry
        pair.call(pair.a, _expire, a)
        assert connected(pair.a, code)["Ann"] is True
        # B dies: its socket is still open on it, but B says nothing more
        clock.now += 1.5
        pair.call(pair.a, _expire, a)
        assert connected(pair.a, code)["Ann"] is False
        assert "b" not in a.registry.rooms[code].remote


async def _expire(server: Server) -> None:
    server.presence.expire()


@pytest.mark.slow
@pytest.mark.postgres
def test_the_sockets_of_a_killed_process_stop_counting_on_the_other_within_the_expiry(tmp_path: Path) -> None:
    """Two real ``tontine serve --redis`` processes: a seat connected through B shows on A, until B is killed."""
    reason = postgres_reachable()
    if reason is not None:
        pytest.skip(reason)
    schema = new_schema()
    served: list[Served] = []
    try:
        for n in range(2):
            port = free_port()
            served.append(Served(serve_args(PG_URL, port, schema=schema, redis_url=REDIS_URL), port,
                                 tmp_path / f"serve-{n}.log"))
        for one in served:
            one.wait_ready()
        a, b = served
        created = httpx.post(f"{a.base}/api/tables", json={"seats": 4}, timeout=10).json()
        code = created["code"]
        joined = httpx.post(f"{a.base}/api/tables/{code}/join", timeout=10,
                            json={"name": "Ann", "emblem": "♠", "seed": seed()}).json()

        def ann_on_a() -> bool:
            return bool(httpx.get(f"{a.base}/api/tables/{code}", timeout=10).json()["seats"][0]["connected"])

        watcher = Watcher(b.base, code, token=joined["token"])
        try:
            wait_for(ann_on_a, "Ann's socket on B to count on A", timeout=10)
            b.process.kill()  # kill -9: B says nothing more, its socket is gone with it
            b.process.wait(timeout=10)
            killed = time.monotonic()
            wait_for(lambda: not ann_on_a(), "B's sockets to stop counting on A", timeout=20)
            gone_after = time.monotonic() - killed
            print(f"B's sockets stopped counting on A {gone_after:.1f} s after the kill")
        finally:
            watcher.close()
        limits = Limits()
        assert gone_after < limits.presence_every + limits.presence_expiry + 3.0, gone_after
    finally:
        for one in served:
            one.stop()
        drop_schema(schema)
