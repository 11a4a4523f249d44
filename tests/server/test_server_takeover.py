"""Two server apps over one database and one Redis: one dealer per table, and a dead dealer's tables dealt on."""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import text
from tests.support.cluster import QUICK_LEASES, die_as_kill_9
from tests.support.server import Api

from tontine.server.app import Server
from tontine.server.cluster.lease import LeaseTiming, RedisLeases
from tontine.server.cluster.relay import Kind
from tontine.server.store.storage import Storage

pytestmark = pytest.mark.redis

PACE = 0.1


def server_of(client: TestClient) -> Server:
    server: Server = client.app.state.server  # type: ignore[attr-defined]
    return server


def wait_for(check: Callable[[], dict[str, Any]], until: Callable[[dict[str, Any]], bool],
             seconds: float = 8.0) -> tuple[dict[str, Any], float]:
    """Poll ``check`` in real time (Redis's ttl runs in real time); the state and the seconds it took."""
    started = time.monotonic()
    while True:
        state = check()
        if until(state):
            return state, time.monotonic() - started
        if time.monotonic() - started > seconds:
            raise AssertionError(f"gave up waiting; last state: deal {state['deal_number']}, auto {state['auto']}")
        time.sleep(0.02)


def playing(api: Api) -> tuple[str, str]:
    created = api.create(preset="german", seats=6, stake=500)
    code, host = created["code"], created["host_token"]
    api.act(code, host, "fill")
    api.act(code, host, "start")
    return code, host


def stored_numbers(client: TestClient, code: str) -> list[int]:
    storage: Storage = server_of(client).storage
    return [number for number, *_rest in storage.load_deals(code, 1)]


@pytest.mark.slow
def test_one_dealer_per_table_and_a_dead_dealers_tables_deal_on_elsewhere_within_5_s(
        make_process: Callable[..., TestClient]) -> None:
    a, b = make_process("a"), make_process("b")
    first, second = Api(a), Api(b)
    codes = [playing(first) for _ in range(2)]
    for code, host in codes:
        first.act(code, host, "auto", pace=PACE)
    for code, _host in codes:
        wait_for(lambda code=code: a.get(f"/api/tables/{code}").json(), lambda s: s["deal_number"] >= 3)
        # the other process shows the table dealing by itself, but does not deal it
        state = b.get(f"/api/tables/{code}").json()
        assert state["auto"] is True
        assert not server_of(b).registry.rooms[code].auto and server_of(a).registry.rooms[code].auto
    fences = {code: server_of(a).storage.fence_of(code) for code, _host in codes}

    die_as_kill_9(a)
    last = {code: max(stored_numbers(a, code)) for code, _host in codes}
    for code, _host in codes:
        later, took = wait_for(lambda code=code: b.get(f"/api/tables/{code}").json(),
                               lambda s, code=code: s["deal_number"] >= last[code] + 3)
        assert took < 5.0 and later["auto"] is True
        assert server_of(b).registry.rooms[code].auto  # b deals it now
        fence = server_of(b).storage.fence_of(code)
        assert fence is not None and fence > (fences[code] or 0)
    for code, host in codes:
        second.act(code, host, "pause")
        numbers = stored_numbers(b, code)
        assert numbers == list(range(len(numbers)))  # no deal lost, none twice, no gap
        assert b.get(f"/api/tables/{code}").json()["deal_number"] == numbers[-1]


def test_a_pace_set_on_the_other_process_is_dealt_by_one_process_and_a_pause_there_stops_it(
        make_process: Callable[..., TestClient]) -> None:
    a, b = make_process("a"), make_process("b")
    first, second = Api(a), Api(b)
    code, host = playing(first)
    b.get(f"/api/tables/{code}")  # b holds the room too
    second.act(code, host, "auto", pace=PACE)
    wait_for(lambda: a.get(f"/api/tables/{code}").json(), lambda s: s["deal_number"] >= 4)
    dealers = [c for c in (a, b) if server_of(c).registry.rooms[code].auto]
    assert len(dealers) == 1
    other = b if dealers[0] is a else a
    paused = Api(other).act(code, host, "pause")["state"]  # paused through the process that does not deal
    wait_for(lambda: dealers[0].get(f"/api/tables/{code}").json(), lambda s: not s["auto"])
    numbers = stored_numbers(a, code)
    # the pause bumped the fence: at most a deal committed while it was being made, none after
    assert numbers == list(range(len(numbers))) and numbers[-1] <= paused["deal_number"] + 1
    time.sleep(3 * PACE)  # a dealer not stopped would deal again meanwhile (Redis and the pace are real time)
    assert stored_numbers(a, code) == numbers
    assert not any(server_of(c).registry.rooms[code].auto for c in (a, b))


def test_a_process_that_stops_lets_go_of_its_leases_so_another_deals_on_at_once(
        make_process: Callable[..., TestClient]) -> None:
    slow = LeaseTiming(ttl=30.0, watch_every=0.2, codes_cached=0.2, jitter=0.1)  # a lease left to expire: 30 s
    a, b = make_process("a", slow), make_process("b", slow)
    code, host = playing(Api(a))
    Api(a).act(code, host, "auto", pace=PACE)
    wait_for(lambda: a.get(f"/api/tables/{code}").json(), lambda s: s["deal_number"] >= 2)
    a.__exit__(None, None, None)  # a shutdown: the stored pace stays, the lease is released
    seen = max(stored_numbers(b, code))
    _state, took = wait_for(lambda: b.get(f"/api/tables/{code}").json(), lambda s: s["deal_number"] > seen + 1)
    assert took < 5.0 and server_of(b).registry.rooms[code].auto
    Api(b).act(code, host, "pause")
    numbers = stored_numbers(b, code)
    assert numbers == list(range(len(numbers)))


def test_the_watcher_is_cheap_skips_tables_someone_deals_and_spreads_its_takeovers(
        make_process: Callable[..., TestClient]) -> None:
    idle = LeaseTiming(ttl=1.2, watch_every=3600.0, codes_cached=2.0, jitter=0.4)  # looks once, at the start
    b = make_process("b", idle)
    server = server_of(b)
    takeover = server.takeover
    assert takeover is not None
    codes = [playing(Api(b))[0] for _ in range(3)]
    for code in codes:  # stored as dealing by themselves, with nobody dealing them
        server.storage.set_auto_pace(code, 1.0)
    queries: list[str] = []
    original = server.storage.codes_dealing_by_themselves

    def counted() -> list[str]:
        queries.append("codes")
        return original()

    server.storage.codes_dealing_by_themselves = counted  # type: ignore[method-assign]
    waits: list[float] = []
    now = [time.monotonic() + 10.0]  # after the look at the start, whose list is out of date now

    async def held_sleep(seconds: float) -> None:  # the takeover waits its jitter, and is held there
        waits.append(seconds)
        await asyncio.Event().wait()

    takeover.sleep, takeover.clock = held_sleep, lambda: now[0]
    takeover.rng = random.Random(7)
    held = server.leases.key(codes[0]) if isinstance(server.leases, RedisLeases) else ""

    async def look() -> list[list[str]]:
        assert isinstance(server.leases, RedisLeases)
        await server.leases.redis.set(held, "another-process:1", px=60_000)  # someone deals codes[0]
        try:
            seen = [await takeover.check(), await takeover.check()]
            now[0] += 2.5  # the list of tables is read again once it is older than codes_cached
            seen.append(await takeover.check())
            return seen
        finally:
            takeover.close()
            await server.leases.redis.delete(held)

    first, second, third = b.portal.call(look)  # type: ignore[union-attr]
    assert sorted(first) == sorted(codes[1:])  # not the table whose lease is held
    assert second == [] and third == []  # already on their way: not twice
    assert queries == ["codes", "codes"]  # one query for the first two looks, one after the cache ran out
    assert len(waits) == 2 and all(0.0 <= w <= 0.4 for w in waits) and waits[0] != waits[1]


class Gate:
    """The dealer's sleep, held until the test lets one deal through."""

    def __init__(self) -> None:
        self.waiting: list[asyncio.Future[None]] = []

    async def __call__(self, _seconds: float) -> None:
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.waiting.append(done)
        await done

    async def open(self) -> None:
        for _ in range(500):
            if self.waiting:
                self.waiting.pop(0).set_result(None)
                return
            await asyncio.sleep(0.01)
        raise AssertionError("the dealer never slept")


@pytest.mark.slow
def test_the_dealer_that_loses_a_deal_to_another_process_reads_the_table_again_and_deals_on(
        make_process: Callable[..., TestClient]) -> None:
    gate = Gate()
    a, b = make_process("a", QUICK_LEASES, gate), make_process("b")
    code, host = playing(Api(a))
    b.get(f"/api/tables/{code}")  # b holds the room before any deal, so it hears them all
    Api(a).act(code, host, "auto", pace=PACE)
    a.portal.call(gate.open)  # type: ignore[union-attr]
    wait_for(lambda: b.get(f"/api/tables/{code}").json(), lambda s: s["deal_number"] == 1)

    async def deaf(_message: dict[str, Any]) -> None:  # a misses b's next deal (a message lost)
        return None

    server_of(a).cluster.on(Kind.DEAL, deaf)
    Api(b).act(code, host, "deal", expect=2)  # the host's Deal, through b
    a.portal.call(gate.open)  # type: ignore[union-attr]  # a deals its deal 2: it is stored already
    a.portal.call(gate.open)  # type: ignore[union-attr]  # a slept again: it still deals, and deals 3
    wait_for(lambda: a.get(f"/api/tables/{code}").json(), lambda s: s["deal_number"] == 3)
    assert server_of(a).registry.rooms[code].auto and not server_of(b).registry.rooms[code].auto
    assert stored_numbers(a, code) == [0, 1, 2, 3]
    Api(b).act(code, host, "pause")


@pytest.mark.slow
def test_a_table_taken_over_keeps_its_pace_from_its_last_stored_deal(
        make_process: Callable[..., TestClient]) -> None:
    pace = 2.5  # longer than the takeover takes (ttl 1.2 s + a look every 0.2 s + up to 0.1 s)
    a, b = make_process("a"), make_process("b")
    code, host = playing(Api(a))
    Api(a).act(code, host, "auto", pace=pace)
    wait_for(lambda: a.get(f"/api/tables/{code}").json(), lambda s: s["deal_number"] >= 1)
    die_as_kill_9(a)
    wait_for(lambda: b.get(f"/api/tables/{code}").json(), lambda s: s["deal_number"] >= 2)
    Api(b).act(code, host, "pause")
    storage = server_of(b).storage
    with storage.begin() as conn:
        times = [at for (at,) in conn.execute(text(
            "SELECT created_at FROM tontine_deals WHERE code = :code AND number IN (1, 2) ORDER BY number"),
            {"code": code})]
    # the first deal after the takeover came a whole pace after the dead dealer's last one, not at once
    assert times[1] - times[0] >= pace - 0.1
