"""Helpers the server tests share: a test client wrapper, a hand-turned clock, real server processes."""

from __future__ import annotations

import contextlib
import os
import secrets
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


def seed() -> str:
    return secrets.token_hex(16)


class Api:
    """A thin helper over the TestClient for one table."""

    def __init__(self, client: Any) -> None:
        self.client = client

    def create(self, **rules: Any) -> dict[str, Any]:
        response = self.client.post("/api/tables", json=rules)
        assert response.status_code == 201, response.text
        return response.json()

    def join(self, code: str, name: str, **extra: Any) -> dict[str, Any]:
        body = {"name": name, "emblem": "♠", "seed": seed(), **extra}
        response = self.client.post(f"/api/tables/{code}/join", json=body)
        assert response.status_code == 200, response.text
        return response.json()

    def act(self, code: str, token: str, action: str, expect_status: int = 200, **extra: Any) -> dict[str, Any]:
        response = self.client.post(f"/api/tables/{code}/action", json={"token": token, "action": action, **extra})
        assert response.status_code == expect_status, response.text
        return response.json()


def receive(ws: Any) -> dict[str, Any]:
    return ws.receive_json()


def until(ws: Any, kind: str) -> dict[str, Any]:
    for _ in range(50):
        message = receive(ws)
        if message["type"] == kind:
            return message
    raise AssertionError(f"no {kind} message")


PG_URL = os.environ.get("TONTINE_TEST_PG", "postgresql+psycopg://postgres@127.0.0.1:5432/test")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_server(db_url: str, port: int, *, args: tuple[str, ...] = (),
                 output: Path | None = None) -> subprocess.Popen[str]:
    """A real ``tontine serve`` process on ``db_url``, once it is ready (``/readyz``).

    ``args`` go on its command line; with ``output`` its standard output and error go to that
    file (a pipe nobody reads would stop a server that logs much).
    """
    sink: Any = subprocess.PIPE if output is None else open(output, "a")  # noqa: SIM115 - the child holds it
    process = subprocess.Popen(
        [sys.executable, "-m", "tontine.cli.main", "serve", "--port", str(port), "--db", db_url, *args],
        stdout=sink, stderr=subprocess.STDOUT if output is not None else subprocess.PIPE, text=True,
    )
    if output is not None:
        sink.close()
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            # ready: the database answers and the catalogues are read (not only answering)
            if httpx.get(f"http://127.0.0.1:{port}/readyz", timeout=1).status_code == 200:
                return process
        except httpx.HTTPError:
            pass
        time.sleep(0.1)
    process.kill()
    raise AssertionError(f"the server did not start: {process.stderr.read() if process.stderr else ''}")


def post(base: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
    response = httpx.post(base + path, json=body, timeout=10)
    assert response.status_code in (200, 201), response.text
    return response.json()


def postgres_reachable() -> str | None:
    try:
        import psycopg
    except ImportError:
        return "psycopg is not installed"
    try:
        psycopg.connect(PG_URL.replace("+psycopg", ""), connect_timeout=2).close()
    except Exception as exc:
        return f"PostgreSQL at {PG_URL} is not reachable: {str(exc).splitlines()[0]}"
    return None



@contextlib.contextmanager
def threaded_server(app: Any, limits: Any, *, public: bool = False) -> Iterator[tuple[int, Any]]:
    """``app`` served by uvicorn in a thread on the server's own protocols (``public``: on uvicorn's, the
    public ASGI path the fence falls back to): (port, uvicorn's server)."""
    import threading

    import uvicorn

    from tontine.server.wire.uvicorn_protocols import protocols

    chosen = free_port()
    http, ws = ("auto", "auto") if public else protocols(limits)
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=chosen, http=http, ws=ws,
                                           log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.02)
    try:
        yield chosen, server
    finally:
        server.should_exit = True
        thread.join(timeout=10)
