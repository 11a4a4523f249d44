"""After a restart every table deals within one pace of readiness, and a process too slow for its tables serves them in turn.

The dealers run on a virtual clock: every automatic loop sleeps through :class:`VirtualTime`,
which, once every loop waits, wakes the one due first and moves the clock to its due time. A
commit may cost virtual time (the process's CPU per deal), and so may taking the dealer leases;
nothing here waits for real time.
"""

from __future__ import annotations

import asyncio
import gc
import heapq
import itertools
import secrets
import threading
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from tests.support.filldb import fill
from tests.support.server import Clock

from tontine.server.app import Server
from tontine.server.play.schedule import SPREAD, FirstRound, SpreadError, first_deals
from tontine.server.room.codec import LOG_LENGTH
from tontine.server.room.limits import Limits
from tontine.server.room.rate import RateLimiter
from tontine.server.room.room import History
from tontine.server.store.registry import Registry
from tontine.server.store.storage import Storage
from tontine.server.store.writes import DealWrite


class VirtualTime:
    """A clock and a sleep: the sleeper due first is woken once every dealer loop sleeps."""

    def __init__(self, clock: Clock) -> None:
        self.clock = clock
        self._parked: list[tuple[float, int, asyncio.Future[None]]] = []
        self._order = itertools.count()

    async def sleep(self, seconds: float) -> None:
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        heapq.heappush(self._parked, (self.clock.now + seconds, next(self._order), done))
        await done

    async def run(self, server: Server, until: Callable[[], bool], *, steps: int = 5000) -> None:
        """Wake the sleepers one at a time, in the order they are due, until ``until()``."""
        for _ in range(steps):
            if until():
                return
            for _spin in range(2000):  # every live dealer loop waits in this sleep: nothing else can happen
                live = [room.auto_task for room in server.registry.rooms.values()
                        if room.auto_task is not None and not room.auto_task.done()]
                if self._parked and len(self._parked) >= len(live):
                    break
                await asyncio.sleep(0.001)
            else:
                raise AssertionError("the dealer loops never all waited")
            wake, _n, done = heapq.heappop(self._parked)
            self.clock.now = max(self.clock.now, wake)
            done.set_result(None)
        raise AssertionError(f"not done within {steps} wakes")


class Commits:
    """Every committed deal with its virtual time; each deal costs ``cost`` seconds of the clock."""

    def __init__(self, storage: Storage, clock: Clock, cost: float) -> None:
        self.deals: list[tuple[float, str, int]] = []
        original = storage.store_writes

        def store_writes(writes: list[Any]) -> list[Any]:
            outcomes = original(writes)
            for write, outcome in zip(writes, outcomes, strict=True):
                if isinstance(write, DealWrite) and outcome is None:
                    clock.now += cost
                    self.deals.append((clock.now, write.code, write.number))
            return outcomes

        storage.store_writes = store_writes  # type: ignore[method-assign]

    def of(self, code: str) -> list[float]:
        return [at for at, dealt, _n in self.deals if dealt == code]

    def firsts(self) -> dict[str, float]:
        found: dict[str, float] = {}
        for at, code, _n in self.deals:
            found.setdefault(code, at)
        return found


def restarted(db_url: str, clock: Clock, vt: VirtualTime, **limits: Any) -> Server:
    storage = Storage(db_url)
    return Server.compose(storage, clock=clock, rng=secrets, sleep=vt.sleep,
                          limits=Limits(history_check_share=0, **limits))


async def shut(server: Server) -> None:
    await server.release()
    server.stop()


def test_first_deals_spread_evenly_over_the_share_of_each_pace() -> None:
    assert first_deals([2.0] * 4, 10.0, share=0.5) == [10.0, 10.25, 10.5, 10.75]
    # a table's slot is its share of its own pace: each within it
    assert first_deals([1.0, 10.0], 0.0, share=1.0) == [0.0, 5.0]
    assert first_deals([], 5.0) == []
    for share in (0.0, 1.5):
        with pytest.raises(SpreadError):
            first_deals([1.0], 0.0, share=share)


async def _first_round_waits_for_every_table() -> None:
    round_ = FirstRound()
    await asyncio.wait_for(round_.wait(), 1)  # nothing expected: done
    round_.expect(["A", "B"])
    waiting = asyncio.ensure_future(round_.wait())
    round_.dealt("A")
    round_.dealt("A")
    await asyncio.sleep(0)
    assert not waiting.done() and round_.pending == {"B"}
    round_.dealt("B")
    await asyncio.wait_for(waiting, 1)


def test_the_first_round_is_over_once_every_resumed_table_has_dealt() -> None:
    asyncio.run(_first_round_waits_for_every_table())


def test_every_table_deals_within_one_pace_of_readiness_even_when_the_leases_are_slow(tmp_path: Path) -> None:
    db_url = f"sqlite:///{tmp_path / 't.sqlite3'}"
    filled = fill(db_url, tables=20, deals=2, seats=3, pace=10.0)
    clock = Clock()
    vt = VirtualTime(clock)

    async def main() -> None:
        server = restarted(db_url, clock, vt)
        commits = Commits(server.storage, clock, cost=0.0)
        fence, fences = server.storage.take_fence, server.storage.take_fences

        def slow_fence(code: str) -> int:  # a lease's token costs a quarter of a second of the clock
            clock.now += 0.25
            return fence(code)

        def slow_fences(codes: Any, **kwargs: Any) -> dict[str, int]:
            clock.now += 0.25
            return fences(codes, **kwargs)

        server.storage.take_fence = slow_fence  # type: ignore[method-assign]
        server.storage.take_fences = slow_fences  # type: ignore[method-assign]
        try:
            resumed = await server.dealer.restore()
            ready = clock.now
            assert sorted(resumed) == sorted(filled.codes)
            await vt.run(server, lambda: all(len(commits.of(code)) >= 2 for code in filled.codes))
        finally:
            await shut(server)
        firsts = sorted(commits.firsts().values())
        # evenly over 90% of the pace from readiness (one transaction for every lease, before it)
        assert firsts == pytest.approx([ready + 10.0 * SPREAD * i / 20 for i in range(20)])
        assert firsts[-1] - ready < 10.0
        # then each table at its pace
        assert all(commits.of(code)[1] - commits.of(code)[0] == pytest.approx(10.0) for code in filled.codes)

    asyncio.run(main())


def test_a_process_too_slow_for_its_tables_serves_them_in_turn_and_starves_none(tmp_path: Path) -> None:
    db_url = f"sqlite:///{tmp_path / 't.sqlite3'}"
    tables, pace, cost = 20, 1.0, 0.1  # 20 deals a second asked, 10 a second possible
    filled = fill(db_url, tables=tables, deals=2, seats=3, pace=pace)
    clock = Clock()
    vt = VirtualTime(clock)

    async def main() -> None:
        server = restarted(db_url, clock, vt)
        commits = Commits(server.storage, clock, cost=cost)
        try:
            await server.dealer.restore()
            ready = clock.now
            await vt.run(server, lambda: len(commits.deals) >= tables * 6)
        finally:
            await shut(server)
        order = [code for _at, code, _n in commits.deals]
        # every table's first deal before any table's second, then the same order each round
        assert sorted(order[:tables]) == sorted(filled.codes)
        assert all(order[k * tables:(k + 1) * tables] == order[:tables] for k in range(6))
        # each table gets an equal share: a deal every tables * cost seconds, never a burst
        for code in filled.codes:
            gaps = [b - a for a, b in itertools.pairwise(commits.of(code))]
            assert gaps == pytest.approx([tables * cost] * 5)
        assert commits.deals[-1][0] - ready == pytest.approx(tables * 6 * cost)

    asyncio.run(main())


def test_the_history_checks_wait_for_the_first_round_and_full_collections_skip_the_restored_rooms(tmp_path: Path) -> None:
    db_url = f"sqlite:///{tmp_path / 't.sqlite3'}"
    filled = fill(db_url, tables=12, deals=2, seats=3, pace=5.0)
    clock = Clock()
    vt = VirtualTime(clock)

    async def main() -> None:
        storage = Storage(db_url)
        server = Server.compose(storage, clock=clock, rng=secrets, sleep=vt.sleep,
                                limits=Limits(history_check_share=1.0))
        commits = Commits(storage, clock, cost=0.0)
        checked_at: list[int] = []  # how many tables had dealt at each history check
        check = server.registry.check

        def recording(room: Any) -> Any:
            checked_at.append(len(commits.firsts()))
            return check(room)

        server.registry.check = recording  # type: ignore[method-assign]
        server.collector.enabled = True  # as tontine serve runs it (create_app(gc_freeze=True))
        frozen = gc.get_freeze_count()
        restoring = asyncio.ensure_future(server.restore())
        checking = asyncio.ensure_future(server.check_histories(idle=0.01))
        settling = asyncio.ensure_future(server.settle())
        try:
            await server.restored.wait()
            await asyncio.sleep(0.05)
            assert gc.get_freeze_count() > frozen  # the restored rooms are out of the full collections
            await vt.run(server, lambda: len(commits.firsts()) == len(filled.codes))
            await asyncio.wait_for(restoring, 5)
            for _ in range(500):
                if all(room.history is History.CHECKED for room in server.registry.rooms.values()):
                    break
                await asyncio.sleep(0.01)
        finally:
            checking.cancel()
            restoring.cancel()
            settling.cancel()
            await shut(server)
        assert len(checked_at) == len(filled.codes)
        assert checked_at == [len(filled.codes)] * len(filled.codes)

    asyncio.run(main())


def test_the_restart_decodes_each_rooms_log_before_its_first_deal(tmp_path: Path) -> None:
    db_url = f"sqlite:///{tmp_path / 't.sqlite3'}"
    fill(db_url, tables=5, deals=30, seats=4, pace=3.0)
    storage = Storage(db_url)
    try:
        registry = Registry(storage, clock=lambda: 0.0, limits=Limits(), limiter=RateLimiter(lambda: 0.0))
        rooms = registry.read_dealing()
    finally:
        storage.close()
    # the log is ready for the first deal (decoded in the start-up's worker thread, not on the event loop)
    assert rooms and all(room.log_cache[0] is room.table and len(room.log_cache[1]) == LOG_LENGTH
                         and room.log_rows == () for room in rooms)


def test_a_table_asked_for_while_the_restart_reads_deals_on_the_restarts_schedule(tmp_path: Path) -> None:
    db_url = f"sqlite:///{tmp_path / 't.sqlite3'}"
    filled = fill(db_url, tables=10, deals=2, seats=3, pace=10.0)
    clock = Clock()
    vt = VirtualTime(clock)
    asked = filled.codes[7]

    async def main() -> None:
        server = restarted(db_url, clock, vt)
        commits = Commits(server.storage, clock, cost=0.0)
        build_many = server.registry.build_many
        loaded = threading.Event()

        def held_build_many(stored: Any) -> Any:  # the restart's reading waits until the table was asked for
            loaded.wait(10)
            return build_many(stored)

        server.registry.build_many = held_build_many  # type: ignore[method-assign]
        try:
            restoring = asyncio.ensure_future(server.dealer.restore(chunk=3))
            await asyncio.sleep(0)
            room = await server.registry.get(asked)  # someone opens the table's page meanwhile
            assert room is not None and not room.auto  # left to the restart, not dealing on its own
            loaded.set()
            resumed = await restoring
            ready = clock.now
            assert sorted(resumed) == sorted(filled.codes) and server.registry.rooms[asked] is room
            await vt.run(server, lambda: len(commits.firsts()) == len(filled.codes))
        finally:
            loaded.set()
            await shut(server)
        firsts = sorted(commits.firsts().values())
        assert firsts == pytest.approx([ready + 10.0 * SPREAD * i / 10 for i in range(10)])

    asyncio.run(main())


def test_a_restored_room_and_its_tables_are_freed_without_the_collector(tmp_path: Path) -> None:
    db_url = f"sqlite:///{tmp_path / 't.sqlite3'}"
    fill(db_url, tables=4, deals=5, seats=3, pace=3.0)

    async def main() -> None:
        server = Server.compose(Storage(db_url), clock=Clock(), rng=secrets, limits=Limits())
        try:
            rooms = server.registry.read_dealing()
            for room in rooms:
                server.registry.install(room, announce=False)
            gc.disable()  # frozen for good after a restart, they must go by their reference counts alone
            for _ in range(3):
                for room in rooms:
                    async with room.lock:
                        await server.dealer.deal(room)
            alive = [weakref.ref(room) for room in rooms] + [weakref.ref(room.table) for room in rooms]
            server.registry.rooms.clear()
            del rooms, room
            await asyncio.sleep(0)
            assert [ref() for ref in alive] == [None] * len(alive)
        finally:
            gc.enable()
            server.stop()

    asyncio.run(main())
