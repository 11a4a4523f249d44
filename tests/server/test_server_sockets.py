"""No socket can freeze a table, and bad frames close a socket cleanly: a real server process over loopback."""

from __future__ import annotations

import asyncio
import json
import signal
import socket
import time
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from tests.support import rawws
from tests.support.server import Api, free_port, post, seed, start_server

from tontine.server.room.limits import Limits
from tontine.server.room.room import Conn

PACE = 0.2


@pytest.fixture
def live_server(tmp_path: Path) -> Iterator[tuple[str, int, Any]]:
    port = free_port()
    process = start_server(f"sqlite:///{tmp_path / 'tontine.sqlite3'}", port)
    try:
        yield f"http://127.0.0.1:{port}", port, process
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except Exception:
            process.kill()


def dealing_table(base: str) -> tuple[str, str]:
    created = post(base, "/api/tables", {"preset": "german", "stake": 500, "seats": 20})
    code, host = created["code"], created["host_token"]
    post(base, f"/api/tables/{code}/join", {"name": "Alice", "seed": seed()})
    post(base, f"/api/tables/{code}/action", {"token": host, "action": "fill"})
    post(base, f"/api/tables/{code}/action", {"token": host, "action": "start"})
    post(base, f"/api/tables/{code}/action", {"token": host, "action": "auto", "pace": PACE})
    return code, host


def deal_number(base: str, code: str) -> int:
    return int(httpx.get(f"{base}/api/tables/{code}", timeout=5).json()["deal_number"])


class StuckSocket:
    """A consumer whose every send waits forever, as a socket that never reads does once the buffers are full."""

    def __init__(self) -> None:
        self.scope: dict[str, Any] = {}

    async def send_text(self, _text: str) -> None:
        await asyncio.Event().wait()

    async def close(self, code: int = 1000) -> None:
        await asyncio.Event().wait()


def test_consumers_that_never_take_a_frame_are_dropped_and_the_deals_keep_their_pace(make_client: Any) -> None:
    pace = 0.05
    client = make_client(Limits(min_pace=0.02, ws_buffer=2000))
    api = Api(client)
    created = api.create(preset="german", seats=6, stake=500)
    code, host = created["code"], created["host_token"]
    api.act(code, host, "fill")
    api.act(code, host, "start")
    server = client.app.state.server
    room = server.registry.load(code)
    stuck = [Conn(StuckSocket()) for _ in range(5)]  # type: ignore[arg-type]

    async def attach() -> None:
        for conn in stuck:
            server.hub.attach(conn)
            room.conns.append(conn)

    client.portal.call(attach)
    api.act(code, host, "auto", pace=pace)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and (
            client.get(f"/api/tables/{code}").json()["deal_number"] < 10 or not all(c.dropped for c in stuck)):
        time.sleep(0.05)
    # a consumer that never takes a frame would have held the first deal's broadcast forever:
    # the deals went on, and every such consumer was dropped once its unsent texts passed the bound
    assert client.get(f"/api/tables/{code}").json()["deal_number"] >= 10
    assert all(conn.dropped for conn in stuck) and server.hub.dropped == 5
    began = time.monotonic()
    assert api.act(code, host, "pause")["state"]["auto"] is False
    assert time.monotonic() - began < 1.0


@pytest.mark.slow
def test_sockets_that_never_read_do_not_slow_the_deals(live_server: tuple[str, int, Any]) -> None:
    base, port, _process = live_server
    code, host = dealing_table(base)
    # five spectators with a small receive window that never read a byte
    stuck = [rawws.connect(port, f"/ws/{code}", rcvbuf=2048) for _ in range(5)]
    try:
        time.sleep(3.0)  # long enough for their buffers (and the server's) to fill
        start, began = deal_number(base, code), time.monotonic()
        time.sleep(5.0)
        dealt, spent = deal_number(base, code) - start, time.monotonic() - began
        assert dealt >= 0.6 * spent / PACE, f"{dealt} deals in {spent:.1f} s at a {PACE} s pace"
        # the host is not held up either
        began = time.monotonic()
        state = post(base, f"/api/tables/{code}/action", {"token": host, "action": "pause"})["state"]
        assert state["auto"] is False and time.monotonic() - began < 2.0
    finally:
        for sock in stuck:
            sock.close()


@pytest.mark.slow
def test_a_deal_is_the_same_compressed_bytes_on_every_socket(live_server: tuple[str, int, Any]) -> None:
    base, port, _process = live_server
    code, _host = dealing_table(base)
    offer = "permessage-deflate; client_max_window_bits"
    answers: list[str] = []
    phones = [rawws.connect(port, f"/ws/{code}", extensions=offer, answer=answers) for _ in range(3)]
    try:
        # compression without context takeover either way: a message compressed once suits every socket
        for answer in answers:
            agreed = next(line for line in answer.splitlines() if line.lower().startswith("sec-websocket-extensions"))
            assert "server_no_context_takeover" in agreed and "client_no_context_takeover" in agreed, agreed
        for sock in phones:
            sock.sendall(rawws.frame(0x1, json.dumps({"type": "hello", "protocol": 2}).encode()))
        deals: list[dict[int, bytes]] = []
        for sock in phones:
            by_seq: dict[int, bytes] = {}
            while len(by_seq) < 3:
                raw = rawws.read_raw_frame(sock)
                head = 4 if raw[1] & 0x7F == 126 else 10 if raw[1] & 0x7F == 127 else 2
                payload = raw[head:]
                if raw[0] & 0x40:  # RSV1: compressed, a whole message on its own
                    payload = zlib.decompressobj(-15).decompress(payload + b"\x00\x00\xff\xff")
                message = json.loads(payload)
                if message["type"] == "deal":
                    assert raw[0] & 0x40, "a deal of 20 seats goes compressed"
                    by_seq[message["seq"]] = raw
            deals.append(by_seq)
        common = set(deals[0]) & set(deals[1]) & set(deals[2])
        assert common, [sorted(d) for d in deals]
        for seq in common:
            assert deals[0][seq] == deals[1][seq] == deals[2][seq]
    finally:
        for sock in phones:
            sock.close()


@pytest.mark.slow
def test_invalid_utf8_and_ping_floods_close_the_socket_without_a_traceback(
        live_server: tuple[str, int, Any]) -> None:
    base, port, process = live_server
    code = post(base, "/api/tables", {"seats": 4})["code"]
    bad = rawws.connect(port, f"/ws/{code}")
    bad.sendall(rawws.frame(0x1, b'{"type": "ping", "x": "\xff\xfe"}'))
    assert rawws.close_code(bad) == 1007
    bad.close()

    flood = rawws.connect(port, f"/ws/{code}")
    with pytest.raises(OSError):  # the server closes the connection under the flood
        for _ in range(2000):
            flood.sendall(rawws.frame(0x9, b"p"))
            time.sleep(0.0005)
    assert rawws.close_code(flood) in (1008, None)
    flood.close()

    # the server goes on serving, and a polite socket still gets its answers
    polite = rawws.connect(port, f"/ws/{code}")
    polite.sendall(rawws.frame(0x1, json.dumps({"type": "ping"}).encode()))
    opcode, payload = rawws.read_frame(polite)
    assert opcode == 0x1 and json.loads(payload)["type"] == "pong"
    polite.close()
    assert httpx.get(f"{base}/api/tables/{code}", timeout=5).status_code == 200
    process.send_signal(signal.SIGTERM)
    _out, err = process.communicate(timeout=10)
    assert "Traceback" not in err and "UnicodeDecodeError" not in err, err


def test_raw_client_frames_round_trip() -> None:
    """The hand-made client's frames are what a server reads (a check of the test helper itself)."""
    left, right = socket.socketpair()
    try:
        left.sendall(rawws.frame(0x1, b"hello"))
        data = right.recv(100)
        mask, body = data[2:6], data[6:]
        assert data[0] == 0x81 and data[1] == 0x80 | 5
        assert bytes(b ^ mask[i % 4] for i, b in enumerate(body)) == b"hello"
    finally:
        left.close()
        right.close()
