"""What a room and a socket keep in memory: no state of an earlier deal, the collector's freezing, light queues."""

from __future__ import annotations

import asyncio
import gc
import json
import time
import weakref
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect
from tests.support import rawws
from tests.support.server import Api, threaded_server, until

from tontine.server.app import create_app
from tontine.server.collector import Collector
from tontine.server.room.limits import Limits
from tontine.server.wire.slim_asyncio import Flag, Inbox


def test_a_room_keeps_no_state_of_an_earlier_deal(api: Api) -> None:
    created = api.create(preset="german", seats=6, stake=500)
    code, host = created["code"], created["host_token"]
    api.act(code, host, "fill")
    api.act(code, host, "start")
    room = api.client.app.state.server.registry.load(code)
    with api.client.websocket_connect(f"/ws/{code}") as ws:
        ws.send_json({"type": "hello", "protocol": 2})
        until(ws, "snapshot")
        assert room.state_cache is not None and room.state_cache.text is not None  # kept for the next hellos
        for number in range(1, 6):
            api.act(code, host, "deal", expect=number)
            assert until(ws, "deal")["deal"] == number
            # the deal went out as a compact message: the state of the seq before it is let go
            assert room.state_cache is None or room.state_cache.seq == room.seq
        ws.send_json({"type": "snapshot"})
        assert until(ws, "snapshot")["state"]["deal_number"] == 5
        assert room.state_cache is not None and room.state_cache.seq == room.seq


class Cycle:
    """An object in a reference cycle: only the garbage collector frees it."""

    def __init__(self) -> None:
        self.me = self


@pytest.fixture
def collector() -> Any:
    now = [0.0]
    made = Collector(clock=lambda: now[0], freeze_at=1, full_every=100.0)
    yield made, now
    made.close()
    gc.collect()


def test_the_collector_freezes_survivors_and_its_full_pass_frees_frozen_cycles(collector: Any) -> None:
    made, now = collector
    held = Cycle()
    alive = weakref.ref(held)
    done = made.tick()
    assert done is not None and done.kind == "young" and gc.get_freeze_count() > 0
    del held
    gc.collect()  # a full collection leaves the frozen objects alone: frozen garbage stays
    assert alive() is not None
    now[0] = 99.0
    assert made.tick() is not None and alive() is not None  # young passes collect no frozen object either
    now[0] = 100.0
    done = made.tick()
    assert done is not None and done.kind == "full" and done.collected > 0
    assert alive() is None  # the full pass, once due, frees it
    assert gc.get_freeze_count() > 0  # and freezes again what is still alive


def test_the_collector_waits_for_enough_new_objects_and_can_be_off() -> None:
    idle = Collector(freeze_at=10**12, full_every=10**9)
    assert idle.tick() is None and gc.get_freeze_count() == 0
    off = Collector(freeze_at=1, full_every=0, enabled=False)
    assert off.settle() is None and off.tick() is None and gc.get_freeze_count() == 0


def test_a_server_with_gc_freeze_settles_after_its_restore_and_lets_go_at_the_end(db_url: str) -> None:
    app = create_app(db_url, limits=Limits(), host_check_every=3600, gc_freeze=True)
    server = app.state.server
    try:
        with TestClient(app) as client:
            client.get("/api/meta")
            for _ in range(100):  # the settle task runs once the restore is done
                if server.collector.passes:
                    break
                client.get("/api/meta")
            assert [p.kind for p in server.collector.passes] == ["settle"]
            assert gc.get_freeze_count() > 0
        assert gc.get_freeze_count() == 0  # unfrozen when the server stops
    finally:
        gc.unfreeze()


def test_without_gc_freeze_nothing_is_frozen(api: Api) -> None:
    api.create(preset="german", seats=3, stake=100)
    assert gc.get_freeze_count() == 0 and api.client.app.state.server.collector.passes == []


def test_a_socket_on_another_path_still_goes_through_the_routes(api: Api) -> None:
    with pytest.raises(WebSocketDisconnect), api.client.websocket_connect("/ws/ABC/extra") as ws:
        ws.receive_text()
    created = api.create(preset="german", seats=3, stake=100)
    with api.client.websocket_connect(f"/ws/{created['code']}") as ws:
        ws.send_json({"type": "hello"})
        assert until(ws, "snapshot")["state"]["code"] == created["code"]


def test_the_inbox_keeps_order_and_loses_nothing_to_a_cancelled_reader() -> None:
    async def run() -> list[Any]:
        inbox: Inbox[int] = Inbox()
        reader = asyncio.ensure_future(inbox.get())
        await asyncio.sleep(0)
        reader.cancel()
        with pytest.raises(asyncio.CancelledError):
            await reader
        inbox.put_nowait(1)
        inbox.put_nowait(2)
        got = [await inbox.get(), inbox.qsize(), await inbox.get(), inbox.empty()]
        with pytest.raises(asyncio.QueueEmpty):
            inbox.get_nowait()
        later = asyncio.ensure_future(inbox.get())
        await asyncio.sleep(0)
        inbox.put_nowait(3)
        return [*got, await later]

    assert asyncio.run(run()) == [1, 1, 2, True, 3]


def test_the_flag_wakes_every_waiter_and_waits_again_once_cleared() -> None:
    async def run() -> list[Any]:
        flag = Flag()
        waiters = [asyncio.ensure_future(flag.wait()) for _ in range(3)]
        await asyncio.sleep(0)
        woken_early = any(w.done() for w in waiters)
        flag.set()
        await asyncio.gather(*waiters)
        flag.clear()
        again = asyncio.ensure_future(flag.wait())
        await asyncio.sleep(0.01)
        pending = not again.done()
        flag.set()
        await again
        return [woken_early, pending, flag.is_set()]

    assert asyncio.run(run()) == [False, True, True]


@pytest.fixture
def served(tmp_path: Any) -> Any:
    """A server in a thread on the server's own protocols: (port, uvicorn's server)."""
    with threaded_server(create_app(f"sqlite:///{tmp_path / 't.sqlite3'}", limits=Limits()), Limits()) as running:
        yield running


def test_a_closed_socket_is_freed_without_the_garbage_collector(served: Any) -> None:
    port, server = served
    code = httpx.post(f"http://127.0.0.1:{port}/api/tables", json={"seats": 4}, timeout=5).json()["code"]
    socks = []
    for _ in range(4):
        sock = rawws.connect(port, f"/ws/{code}")
        sock.sendall(rawws.frame(0x1, json.dumps({"type": "hello", "protocol": 2}).encode()))
        assert json.loads(rawws.read_frame(sock)[1])["type"] == "snapshot"
        socks.append(sock)
    held = [weakref.ref(p) for p in list(server.server_state.connections)]
    assert len(held) == 4
    gc.disable()  # only reference counting from here: what is left in a cycle stays
    try:
        for sock in socks:
            sock.close()
        deadline = time.monotonic() + 5
        while any(ref() is not None for ref in held) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert all(ref() is None for ref in held)  # each protocol, its wire and its parser gone at once
    finally:
        gc.enable()
