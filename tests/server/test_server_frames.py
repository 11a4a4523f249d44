"""The WebSocket receive path under the server's own protocol classes: pings counted, bad UTF-8 refused cleanly.

The app runs under uvicorn in a thread of this process (with :func:`tontine.server.wire.uvicorn_protocols.protocols`,
as ``tontine serve`` runs it) and a hand-made client speaks raw frames to it.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import uvicorn
from tests.support import rawws
from tests.support.cluster import free_port

from tontine.server.app import create_app
from tontine.server.room.limits import Limits
from tontine.server.wire.uvicorn_protocols import protocols

PINGS = 5


@pytest.fixture
def served(tmp_path: Path) -> Iterator[int]:
    limits = Limits(ws_pings=PINGS)
    http, ws = protocols(limits)
    app = create_app(f"sqlite:///{tmp_path / 'tontine.sqlite3'}", limits=limits, host_check_every=3600)
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, http=http, ws=ws,
                                           log_level="warning", lifespan="on"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "the server did not start"
        time.sleep(0.01)
    try:
        yield port
    finally:
        server.should_exit = True
        thread.join(timeout=20)


def create_table(port: int) -> str:
    import httpx

    response = httpx.post(f"http://127.0.0.1:{port}/api/tables", json={"seats": 4}, timeout=10)
    assert response.status_code == 201, response.text
    return str(response.json()["code"])


def test_pings_past_the_limit_close_the_socket_and_pings_within_it_are_answered(served: int) -> None:
    code = create_table(served)
    sock = rawws.connect(served, f"/ws/{code}")
    try:
        for number in range(PINGS):
            sock.sendall(rawws.frame(0x9, f"p{number}".encode()))
            opcode, payload = rawws.read_frame(sock)
            assert (opcode, payload) == (0xA, f"p{number}".encode())  # the pong, with the ping's data
        sock.sendall(rawws.frame(0x9, b"one too many"))
        assert rawws.close_code(sock) == 1008
    finally:
        sock.close()
    # pings are counted per connection: a new socket gets its own budget
    again = rawws.connect(served, f"/ws/{code}")
    try:
        again.sendall(rawws.frame(0x9, b"hi"))
        assert rawws.read_frame(again) == (0xA, b"hi")
    finally:
        again.close()


def test_a_text_frame_that_is_not_utf8_closes_the_socket_with_one_line_and_no_traceback(
        served: int, caplog: pytest.LogCaptureFixture) -> None:
    code = create_table(served)
    with caplog.at_level(logging.INFO):
        bad = rawws.connect(served, f"/ws/{code}")
        try:
            bad.sendall(rawws.frame(0x1, b'{"type": "ping", "x": "\xff\xfe"}'))
            assert rawws.close_code(bad) == 1007
        finally:
            bad.close()
        # a fragmented message whose bytes are split mid-character is UTF-8 all the same: answered
        good = rawws.connect(served, f"/ws/{code}")
        try:
            text = json.dumps({"type": "ping", "x": "é"}, ensure_ascii=False).encode()
            cut = text.index("é".encode()) + 1
            good.sendall(_fragment(0x1, text[:cut], final=False) + _fragment(0x0, text[cut:], final=True))
            opcode, payload = rawws.read_frame(good)
            assert opcode == 0x1 and json.loads(payload)["type"] == "pong"
        finally:
            good.close()
    assert any("not UTF-8" in r.getMessage() for r in caplog.records)
    assert not [r for r in caplog.records if r.exc_info or "Traceback" in r.getMessage()]


def _fragment(opcode: int, payload: bytes, *, final: bool) -> bytes:
    """One masked client frame, final or not (``rawws.frame`` always sends final frames)."""
    data = rawws.frame(opcode, payload)
    return bytes([(0x80 if final else 0) | opcode]) + data[1:]
