"""Fixtures for the server tests: an in-process app on a temp SQLite file with a hand-turned clock."""

from __future__ import annotations

import asyncio
import contextlib
import os
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the server extra (fastapi) is not installed")

from fastapi.testclient import TestClient
from tests.support.browser import ARGS, CHROMIUM
from tests.support.cluster import QUICK_LEASES, REDIS_URL, redis_reachable
from tests.support.server import Api, Clock, free_port, start_server

from tontine.server.app import create_app
from tontine.server.cluster.lease import LeaseTiming
from tontine.server.play import lobby as lobby_module
from tontine.server.room.limits import Limits


@pytest.fixture
def no_join_delay(monkeypatch: pytest.MonkeyPatch) -> None:
    """A join's state goes to the other sockets at once, not after the coalescing delay: a test that
    counts the messages of a socket opened after the joins then never gets a late one first."""
    monkeypatch.setattr(lobby_module, "JOIN_BROADCAST_DELAY", 0.0)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'tontine.sqlite3'}"


@contextlib.contextmanager
def opened_clients() -> Iterator[Callable[[Any], TestClient]]:
    """What opens a TestClient of an app (its lifespan started); every one opened is closed at the end."""
    with contextlib.ExitStack() as stack:
        yield lambda app: stack.enter_context(TestClient(app))


@pytest.fixture
def make_client(db_url: str, clock: Clock) -> Iterator[Any]:
    with opened_clients() as open_client:

        def make(limits: Limits | None = None, url: str | None = None, schema: str | None = None) -> TestClient:
            return open_client(create_app(url or db_url, clock=clock, limits=limits or Limits(),
                                          host_check_every=3600, schema=schema))

        yield make


@pytest.fixture
def api(make_client: Any) -> Api:
    return Api(make_client())


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Debian's Chromium under Playwright, once per module; skips with the reason where absent."""
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"Chromium is not installed at {CHROMIUM} (apt-get install -y chromium)")
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright for Python is not installed")
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield launched
        launched.close()


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A real ``tontine serve`` on a free port and a fresh SQLite file, once per module."""
    port = free_port()
    db = tmp_path_factory.mktemp("served") / "tontine.sqlite3"
    process = start_server(f"sqlite:///{db}", port)
    yield f"http://127.0.0.1:{port}"
    process.terminate()
    try:  # a server stops once its worker processes have started and ended: on a busy machine, a while
        process.wait(timeout=60)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=10)


@pytest.fixture
def make_process(tmp_path: Path) -> Iterator[Callable[..., TestClient]]:
    """In-process apps on one SQLite file and one Redis namespace (the file's own), as processes ``a``, ``b``:
    ``make_process(node, timing=QUICK_LEASES, sleep=asyncio.sleep)``."""
    reason = redis_reachable()
    if reason is not None:
        pytest.skip(reason)
    url = f"sqlite:///{tmp_path / 'shared.sqlite3'}"
    with opened_clients() as open_client:

        def make(node: str, timing: LeaseTiming = QUICK_LEASES, sleep: Any = asyncio.sleep) -> TestClient:
            return open_client(create_app(url, limits=Limits(min_pace=0.02), host_check_every=3600,
                                          redis_url=REDIS_URL, node=node, lease_timing=timing, sleep=sleep))

        yield make
