"""Idle connections cannot starve the server: a cap per address before any request, idle heads time out."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from tests.support import rawws
from tests.support.server import threaded_server

from tontine.server.app import create_app
from tontine.server.room.limits import Limits

LIMITS = Limits(connections_per_address=5, handshake_timeout=0.6)


@pytest.fixture
def port(tmp_path: Path) -> Iterator[int]:
    with threaded_server(create_app(f"sqlite:///{tmp_path / 't.sqlite3'}", limits=LIMITS), LIMITS) as (chosen, _server):
        yield chosen


def idle(port: int) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), timeout=3)
    return sock


def closed_by_server(sock: socket.socket, within: float) -> bool:
    sock.settimeout(within)
    try:
        return sock.recv(1) == b""
    except TimeoutError:
        return False
    except ConnectionResetError:
        return True


def test_connections_past_the_cap_are_closed_before_any_request_and_idle_ones_time_out(port: int) -> None:
    held = [idle(port) for _ in range(5)]
    try:
        extra = idle(port)
        assert closed_by_server(extra, 0.4)  # the sixth from this address is cut at once
        extra.close()
        assert not closed_by_server(held[0], 0.1)  # the first five wait for their request head...
        assert all(closed_by_server(sock, 3.0) for sock in held)  # ...until the handshake timeout
    finally:
        for sock in held:
            sock.close()
    time.sleep(0.1)
    # the slots are free again, and the server answers
    assert httpx.get(f"http://127.0.0.1:{port}/api/meta", timeout=5).status_code == 200


@pytest.mark.slow
def test_open_websockets_count_against_the_cap_until_they_close(port: int) -> None:
    code = httpx.post(f"http://127.0.0.1:{port}/api/tables", json={"seats": 4}, timeout=5).json()["code"]
    sockets = [rawws.connect(port, f"/ws/{code}") for _ in range(5)]
    time.sleep(1.0)  # past the handshake timeout: a WebSocket is not idle
    extra = idle(port)
    assert closed_by_server(extra, 0.4)
    extra.close()
    for sock in sockets:
        sock.close()
    time.sleep(0.3)
    assert httpx.get(f"http://127.0.0.1:{port}/api/meta", timeout=5).status_code == 200


@pytest.mark.slow
def test_the_open_file_limit_is_raised_to_the_hard_limit() -> None:
    script = ("import resource; soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE); "
              "resource.setrlimit(resource.RLIMIT_NOFILE, (256, hard)); "
              "from tontine.server.wire.files import raise_file_limit; "
              "print(raise_file_limit()[0] == hard != 256 or hard == 256)")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "True", out.stderr
