"""The state a snapshot carries is built once per change of the room, however many sockets say hello."""

from __future__ import annotations

import asyncio
import threading
from contextlib import ExitStack
from typing import Any

import pytest
from tests.support.server import Api, until

from tontine.server.room import views


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every build of a room's public state, by code."""
    builds: list[str] = []
    original = views.public_state

    def counting(room: Any) -> dict[str, Any]:
        builds.append(room.code)
        return original(room)

    monkeypatch.setattr(views, "public_state", counting)
    return builds


def test_spectators_saying_hello_share_one_state(api: Api, counted: list[str]) -> None:
    created = api.create(preset="german", seats=6, stake=500)
    code, host = created["code"], created["host_token"]
    api.act(code, host, "fill")
    api.act(code, host, "start")
    counted.clear()
    with ExitStack() as stack:
        sockets = [stack.enter_context(api.client.websocket_connect(f"/ws/{code}")) for _ in range(12)]
        snaps = []
        for ws in sockets:
            ws.send_json({"type": "hello", "protocol": 2})
            snaps.append(until(ws, "snapshot"))
        assert len(counted) <= 1  # twelve snapshots: the state broadcast with the start, or one build
        assert all(s["state"] == snaps[0]["state"] and s["seq"] == snaps[0]["seq"] for s in snaps)
        # a change of the room is built once more, for the next snapshot
        api.act(code, host, "deal", expect=1)
        counted.clear()
        for ws in sockets[:4]:
            ws.send_json({"type": "snapshot"})
            snap = until(ws, "snapshot")
            assert snap["state"]["deal_number"] == 1
        assert counted == [code]
        fresh = views.public_state(api.client.app.state.server.registry.load(code))
        assert snap["state"] == fresh


def test_a_seated_hello_shows_itself_connected_without_a_new_build(api: Api, counted: list[str]) -> None:
    created = api.create(preset="german", seats=6, stake=500)
    code = created["code"]
    seats = [api.join(code, f"P{i}") for i in range(4)]
    room = api.client.app.state.server.registry.load(code)
    counted.clear()
    seq_before = room.seq
    with ExitStack() as stack:
        for seat in seats:
            ws = stack.enter_context(api.client.websocket_connect(f"/ws/{code}"))
            ws.send_json({"type": "hello", "token": seat["token"], "protocol": 2})
            snap = until(ws, "snapshot")
            connected = {s["pos"] for s in snap["state"]["seats"] if s["connected"]}
            assert seat["pos"] in connected and snap["you"]["pos"] == seat["pos"]
        # each presence broadcast builds the state anew (at most one per tenth of a second), the hellos do not:
        # without the cache there would be one build per hello besides
        assert len(counted) <= 1 + (room.seq - seq_before)
        assert views.cached_state(room) == views.public_state(room)


def test_a_hello_just_after_start_waits_for_the_read_ahead_rather_than_read_on_the_loop(api: Api) -> None:
    """``tontine serve`` reads the catalogues and dictionaries in a thread at start-up (``read_ahead``);
    a socket saying hello meanwhile gets its snapshot once that reading is done, not before."""
    code = api.create(preset="german", seats=6, stake=500)["code"]
    sockets = api.client.app.state.server.sockets
    reading = threading.Event()

    async def start_reading() -> None:  # on the app's own loop, as the lifespan does
        sockets.read_ahead = asyncio.get_running_loop().run_in_executor(None, reading.wait)

    api.client.portal.call(start_reading)
    done = threading.Timer(0.5, reading.set)
    done.start()
    try:
        with api.client.websocket_connect(f"/ws/{code}") as ws:
            ws.send_json({"type": "hello", "protocol": 2})
            snap = until(ws, "snapshot")
            assert reading.is_set(), "the snapshot came before the read-ahead was done"
            assert snap["state"]["code"] == code
            ws.send_json({"type": "hello", "protocol": 2})  # once done, a hello does not wait
            assert until(ws, "snapshot")["seq"] >= snap["seq"]
    finally:
        done.cancel()
        reading.set()


def test_the_read_ahead_begins_once_the_tables_are_restored_and_waits_no_longer_than_its_bound() -> None:
    from types import SimpleNamespace

    from tontine.server.app import read_once_restored

    async def run() -> None:
        read: list[int] = []
        server = SimpleNamespace(restored=asyncio.Event())
        task = asyncio.get_running_loop().create_task(read_once_restored(server, read=lambda: read.append(1)))  # type: ignore[arg-type]
        await asyncio.sleep(0.1)
        assert read == [] and not task.done()  # the restore goes first
        server.restored.set()
        await asyncio.wait_for(task, 5)
        assert read == [1]
        hung = SimpleNamespace(restored=asyncio.Event())  # a restore that never ends holds nothing up for ever
        await asyncio.wait_for(read_once_restored(hung, read=lambda: read.append(2), wait=0.05), 5)  # type: ignore[arg-type]
        assert read == [1, 2]

    asyncio.run(run())
