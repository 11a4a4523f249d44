"""One way of sending, two wires: the hub's rules on a consumer that fell behind hold on the server's
own protocol (frames written to the transport) and on any other ASGI server (texts sent through ASGI,
:class:`~tontine.server.wire.asgi_wire.AsgiWire`)."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from tests.support import rawws
from tests.support.server import Api, threaded_server

from tontine.server.app import create_app
from tontine.server.room.limits import Limits
from tontine.server.room.room import Conn
from tontine.server.wire.asgi_wire import TOO_SLOW, AsgiWire
from tontine.server.wire.frames import Frame
from tontine.server.wire.hub import Hub
from tontine.server.wire.uvicorn_protocols import Wire


class Socket:
    """An ASGI WebSocket whose sends take ``delay`` seconds each (forever when None)."""

    def __init__(self, delay: float | None = 0.0) -> None:
        self.delay = delay
        self.scope: dict[str, Any] = {}
        self.said: list[str | int] = []

    async def _wait(self) -> None:
        if self.delay is None:
            await asyncio.Event().wait()
        await asyncio.sleep(self.delay)

    async def send_text(self, text: str) -> None:
        await self._wait()
        self.said.append(text)

    async def close(self, code: int = 1000, reason: str | None = None) -> None:
        self.said.append(code)


def test_without_the_protocol_s_own_wire_a_connection_sends_through_asgi_in_order() -> None:
    async def run() -> None:
        hub = Hub(Limits())
        socket = Socket(0.001)
        conn = Conn(socket)  # type: ignore[arg-type]
        hub.attach(conn)
        assert isinstance(conn.wire, AsgiWire)
        for n in range(20):
            hub.send(conn, {"n": n})
        hub.close(conn, 1000)
        hub.send(conn, {"n": "after the close"})  # nothing after a close
        assert conn.wire.backlog == sum(len(json.dumps({"n": n}, separators=(",", ":"))) for n in range(20))
        await hub.detach(conn)  # the close in line goes out first
        assert socket.said == [json.dumps({"n": n}, separators=(",", ":")) for n in range(20)] + [1000]
        assert conn.wire.backlog == 0 and not conn.dropped

    asyncio.run(run())


def test_a_consumer_whose_send_takes_too_long_is_dropped_and_closed_as_too_slow() -> None:
    async def run() -> None:
        hub = Hub(Limits(ws_send_timeout=0.1))
        socket = Socket(None)
        conn = Conn(socket)  # type: ignore[arg-type]
        hub.attach(conn)
        hub.send_text(conn, '{"type":"deal"}')
        await asyncio.sleep(0.05)
        assert conn.wire is not None and 0.0 < conn.wire.stalled_for() < 0.1 and not conn.dropped
        await asyncio.sleep(0.2)
        assert conn.dropped and hub.dropped == 1
        assert socket.said == [TOO_SLOW]
        hub.send_text(conn, '{"type":"state"}')  # a dropped consumer is sent nothing more
        await hub.detach(conn)
        assert socket.said == [TOO_SLOW] and hub.dropped == 1

    asyncio.run(run())


def test_a_consumer_whose_unsent_texts_pass_the_bound_is_dropped_at_once() -> None:
    async def run() -> None:
        hub = Hub(Limits(ws_buffer=100, ws_send_timeout=5.0))
        slow, quick = Socket(0.5), Socket(0.0)
        conns = [Conn(slow), Conn(quick)]  # type: ignore[arg-type]
        for conn in conns:
            hub.attach(conn)
        frame = Frame('{"pad":"' + "x" * 40 + '"}')
        for _ in range(4):
            for conn in conns:
                hub.post(conn, frame)
            await asyncio.sleep(0.01)
        assert [c.dropped for c in conns] == [True, False]  # 3 x 50 characters in line: over 100
        await asyncio.sleep(0.01)
        assert quick.said == [frame.text] * 4 and slow.said == [TOO_SLOW]

    asyncio.run(run())


@pytest.mark.slow
@pytest.mark.parametrize("public", [False, True], ids=["own protocol", "public ASGI path"])
def test_sockets_that_never_read_are_dropped_on_either_wire_and_the_others_keep_up(
        tmp_path: Path, public: bool) -> None:
    limits = Limits(ws_buffer=16 * 1024, ws_send_timeout=1.0, min_pace=0.02)
    app = create_app(f"sqlite:///{tmp_path / 't.sqlite3'}", limits=limits, host_check_every=3600)
    with threaded_server(app, limits, public=public) as (port, _server), \
            httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=10) as client:
        api = Api(client)
        created = api.create(preset="german", seats=20, stake=500)
        code, host = created["code"], created["host_token"]
        api.act(code, host, "fill")
        api.act(code, host, "start")
        # three spectators with a small receive window that never read a byte, nor say hello: each
        # deal goes to them in full (protocol 1), with the table's state
        stuck = [rawws.connect(port, f"/ws/{code}", rcvbuf=2048) for _ in range(3)]
        reader = rawws.connect(port, f"/ws/{code}")
        try:
            reader.sendall(rawws.frame(1, json.dumps({"type": "hello", "protocol": 2}).encode()))
            while rawws.read_text(reader)["type"] != "snapshot":
                pass
            api.act(code, host, "auto", pace=0.02)
            hub = app.state.server.hub
            deadline = time.monotonic() + 30
            seen = 0
            while time.monotonic() < deadline and (hub.dropped < 3 or seen < 50):
                seen += rawws.read_text(reader)["type"] == "deal"
            wires = {type(conn.wire) for conn in app.state.server.registry.load(code).conns}
            assert wires == {AsgiWire if public else Wire}
            assert hub.dropped == 3, f"{hub.dropped} of 3 sockets that never read dropped, {seen} deals"
            assert seen >= 50  # the one that reads is served throughout
        finally:
            for sock in [*stuck, reader]:
                sock.close()
