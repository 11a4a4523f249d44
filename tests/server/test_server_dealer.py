"""The automatic dealer runs on the injected sleep: a test turns its pace by hand, in no real time."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient
from tests.support.server import Api, Clock

from tontine.server.app import create_app
from tontine.server.room.limits import Limits


class HandSleep:
    """Lets ``budget`` sleeps pass at once (moving the clock on), then holds every later one."""

    def __init__(self, clock: Clock, budget: int) -> None:
        self.clock = clock
        self.budget = budget
        self.asked: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.asked.append(seconds)
        if len(self.asked) > self.budget:
            await asyncio.Event().wait()  # held until the task is cancelled
        self.clock.now += seconds
        await asyncio.sleep(0)


def test_a_slow_pace_deals_at_once_on_a_hand_turned_sleep(tmp_path: Path) -> None:
    clock = Clock()
    sleep = HandSleep(clock, budget=5)
    app = create_app(f"sqlite:///{tmp_path / 't.sqlite3'}", clock=clock, limits=Limits(), sleep=sleep,
                     host_check_every=3600)
    started = time.monotonic()
    with TestClient(app) as client:
        api = Api(client)
        created = api.create(preset="german", seats=6, stake=500)
        code, host = created["code"], created["host_token"]
        api.act(code, host, "fill")
        api.act(code, host, "start")
        before = clock.now
        api.act(code, host, "auto", pace=60)
        deadline = time.monotonic() + 5
        while len(sleep.asked) <= sleep.budget and time.monotonic() < deadline:
            time.sleep(0.01)
        state = client.get(f"/api/tables/{code}").json()
        # five sleeps of the table's pace let through: five deals, five minutes on the clock, no real wait
        assert state["deal_number"] == 5 and state["auto"] is True
        assert sleep.asked == [60.0] * 6 and clock.now == before + 300
        api.act(code, host, "pause")
    assert time.monotonic() - started < 30


def test_the_pace_runs_from_deal_to_deal_whatever_a_commit_takes(tmp_path: Path) -> None:
    clock = Clock()
    sleep = HandSleep(clock, budget=4)
    app = create_app(f"sqlite:///{tmp_path / 't.sqlite3'}", clock=clock, limits=Limits(), sleep=sleep,
                     host_check_every=3600)
    with TestClient(app) as client:
        api = Api(client)
        created = api.create(preset="german", seats=6, stake=500)
        code, host = created["code"], created["host_token"]
        api.act(code, host, "fill")
        api.act(code, host, "start")
        storage = app.state.server.storage
        original = storage.store_writes

        def slow(deals: list[Any]) -> list[Any]:
            clock.now += 20  # each commit takes 20 s on the clock
            return original(deals)

        storage.store_writes = slow
        api.act(code, host, "auto", pace=60)
        deadline = time.monotonic() + 5
        while len(sleep.asked) <= sleep.budget and time.monotonic() < deadline:
            time.sleep(0.01)
        # the first wait is the whole pace; after each 20 s commit the wait is what is left of it
        assert sleep.asked[0] == 60.0 and sleep.asked[1:5] == [40.0] * 4
        api.act(code, host, "pause")
