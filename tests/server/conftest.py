"""Fixtures for the server tests: an in-process app on a temp SQLite file with a hand-turned clock."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the server extra (fastapi) is not installed")

from fastapi.testclient import TestClient
from tests.support.server import Api, Clock

from tontine.server.app import create_app
from tontine.server.protocol import Limits


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'tontine.sqlite3'}"


@pytest.fixture
def make_client(db_url: str, clock: Clock) -> Iterator[Any]:
    clients: list[TestClient] = []

    def make(limits: Limits | None = None, url: str | None = None, schema: str | None = None) -> TestClient:
        app = create_app(url or db_url, clock=clock, limits=limits or Limits(), host_check_every=3600,
                         schema=schema)
        client = TestClient(app)
        client.__enter__()
        clients.append(client)
        return client

    yield make
    for client in clients:
        client.__exit__(None, None, None)


@pytest.fixture
def api(make_client: Any) -> Api:
    return Api(make_client())
