"""Fixtures for the server tests: an in-process app on a temp SQLite file with a hand-turned clock."""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the server extra (fastapi) is not installed")

from fastapi.testclient import TestClient

from tontine.server.app import create_app
from tontine.server.protocol import Limits


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


def seed() -> str:
    return secrets.token_hex(16)


class Api:
    """A thin helper over the TestClient for one table."""

    def __init__(self, client: TestClient) -> None:
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
