"""Nothing lost: a killed server resumes its tables; the same persistence on PostgreSQL."""

from __future__ import annotations

import signal
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from tests.support.server import PG_URL, Api, free_port, post, postgres_reachable, seed, start_server


@pytest.mark.slow
def test_kill_9_and_restart_loses_nothing(tmp_path: Path) -> None:
    db_url = f"sqlite:///{tmp_path / 'tontine.sqlite3'}"
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = start_server(db_url, port)
    try:
        created = post(base, "/api/tables", {"preset": "french", "seats": 6})
        code, host = created["code"], created["host_token"]
        seats = [post(base, f"/api/tables/{code}/join", {"name": f"P{i}", "seed": seed()}) for i in range(4)]
        post(base, f"/api/tables/{code}/action", {"token": host, "action": "start"})
        for expect in (1, 2, 3):
            post(base, f"/api/tables/{code}/action", {"token": host, "action": "deal", "expect": expect})
        before = httpx.get(f"{base}/api/tables/{code}").json()
    finally:
        server.send_signal(signal.SIGKILL)
        server.wait(timeout=10)
    server = start_server(db_url, port)
    try:
        after = httpx.get(f"{base}/api/tables/{code}").json()
        assert after["status"] == "playing" and after["deal_number"] == before["deal_number"] == 3
        assert [(s["name"], s["holding"]) for s in after["seats"]] == [(s["name"], s["holding"]) for s in before["seats"]]
        assert after["pool"] == before["pool"] and after["next_dealer"] == before["next_dealer"]
        again = post(base, f"/api/tables/{code}/join", {"name": "x", "seed": seed(), "token": seats[1]["token"]})
        assert again["pos"] == seats[1]["pos"]
        state = post(base, f"/api/tables/{code}/action", {"token": host, "action": "deal", "expect": 4})["state"]
        assert state["deal_number"] == 4
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=10)


@pytest.fixture
def pg_schema() -> Iterator[str]:
    """A schema of this test's own in the PostgreSQL test database, dropped afterwards."""
    reason = postgres_reachable()
    if reason:
        pytest.skip(reason)
    from tontine.server.store.storage import Storage

    schema = f"tontine_test_{uuid.uuid4().hex[:12]}"
    storage = Storage(PG_URL, schema=schema)
    yield schema
    storage.drop_schema()
    storage.close()


@pytest.mark.postgres
def test_postgres_persistence_restart_and_the_deal_guard(make_client: Any, pg_schema: str) -> None:
    def make_api() -> Api:
        return Api(make_client(url=PG_URL, schema=pg_schema))

    first = make_api()
    created = first.create(preset="german", seats=5)
    code, host = created["code"], created["host_token"]
    try:
        for i in range(3):
            first.join(code, f"PG {uuid.uuid4().hex[:6]} {i}")
        first.act(code, host, "fill")
        first.act(code, host, "start")
        second = make_api()
        second.client.get(f"/api/tables/{code}")
        first.act(code, host, "deal")
        assert "already been dealt" in second.act(code, host, "deal", expect_status=409)["error"]
        first.act(code, host, "deal", expect=2)
        before = first.client.get(f"/api/tables/{code}").json()
        first.client.__exit__(None, None, None)
        third = make_api()
        after = third.client.get(f"/api/tables/{code}").json()
        assert after["deal_number"] == 2 and after["seats"] == [
            {**s, "connected": False} for s in before["seats"]
        ]
        assert after["pool"] == before["pool"]
        assert third.client.app.state.server.storage.engine.url.get_backend_name() == "postgresql"
    finally:
        first.client.app.state.server.storage.delete_room(code)


@pytest.mark.slow
def test_a_second_server_on_the_same_database_refuses_to_start(tmp_path: Path) -> None:
    db_url = f"sqlite:///{tmp_path / 'tontine.sqlite3'}"
    first = start_server(db_url, free_port())
    try:
        second = subprocess.run(
            [sys.executable, "-m", "tontine.cli.main", "serve", "--port", str(free_port()), "--db", db_url],
            capture_output=True, text=True, timeout=60,
        )
        assert second.returncode != 0
        assert "another 'tontine serve' is already using the database" in second.stderr
        assert "Traceback" not in second.stderr
    finally:
        first.send_signal(signal.SIGTERM)
        first.wait(timeout=10)
    # once the first has stopped, the database is free again
    again = start_server(db_url, free_port())
    again.send_signal(signal.SIGTERM)
    again.wait(timeout=10)


@pytest.mark.postgres
def test_a_second_storage_cannot_claim_a_claimed_postgres_schema() -> None:
    from tontine.server.store.storage import DatabaseInUse, Storage

    reason = postgres_reachable()
    if reason:
        pytest.skip(reason)
    schema = f"tontine_test_{uuid.uuid4().hex[:12]}"
    first, second = Storage(PG_URL, schema=schema), Storage(PG_URL, schema=schema)
    try:
        first.claim()
        with pytest.raises(DatabaseInUse):
            second.claim()
        first.close()
        second.claim()  # released with the first's close
    finally:
        second.drop_schema()
        second.close()
        first.close()
