"""A table dealing by itself goes on dealing after a restart (even kill -9); a paused one stays paused."""

from __future__ import annotations

import signal
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import create_engine, inspect, text
from tests.support.server import PG_URL, Api, free_port, post, postgres_reachable, seed, start_server

from tontine.server.room.limits import Limits
from tontine.server.store.storage import Storage

PACE = 0.05
LIMITS = Limits(min_pace=0.02)


def wait_for(check: Callable[[], dict[str, Any]], until: Callable[[dict[str, Any]], bool],
             seconds: float = 8.0) -> dict[str, Any]:
    """Poll ``check`` in real time (auto-dealing sleeps on the event loop, not the test clock)."""
    deadline = time.monotonic() + seconds
    while True:
        state = check()
        if until(state):
            return state
        if time.monotonic() > deadline:
            raise AssertionError(f"gave up waiting; last state: deal {state['deal_number']}, auto {state['auto']}")
        time.sleep(0.02)


def stored_pace(db_url: str, code: str) -> float | None:
    storage = Storage(db_url)
    try:
        row = storage.load_room(code)
        assert row is not None
        return row.auto_pace
    finally:
        storage.close()


def playing_table(api: Api, **rules: Any) -> tuple[str, str]:
    """A started table of six automatons with a deep stake, so a game outlasts the test."""
    created = api.create(preset="german", seats=6, **{"stake": 500, **rules})
    code, host = created["code"], created["host_token"]
    api.act(code, host, "fill")
    api.act(code, host, "start")
    return code, host


@pytest.mark.slow
def test_auto_dealing_resumes_after_a_restart_and_a_pause_survives_one(make_client: Any, db_url: str) -> None:
    first = Api(make_client(LIMITS))
    code, host = playing_table(first)
    first.act(code, host, "auto", pace=0.5)
    first.act(code, host, "auto", pace=PACE)  # a change of pace is what a restart resumes
    wait_for(lambda: first.client.get(f"/api/tables/{code}").json(), lambda s: s["deal_number"] >= 2)
    first.client.__exit__(None, None, None)  # the server stops
    assert stored_pace(db_url, code) == PACE

    second = Api(make_client(LIMITS))
    state = second.client.get(f"/api/tables/{code}").json()
    assert state["auto"] is True and state["pace"] == PACE and state["status"] == "playing"
    seen = state["deal_number"]
    # no host action: the deals go on by themselves
    later = wait_for(lambda: second.client.get(f"/api/tables/{code}").json(), lambda s: s["deal_number"] >= seen + 3)
    assert later["auto"] is True
    second.act(code, host, "pause")
    paused = second.client.get(f"/api/tables/{code}").json()
    assert paused["auto"] is False
    second.client.__exit__(None, None, None)
    assert stored_pace(db_url, code) is None

    third = Api(make_client(LIMITS))
    state = third.client.get(f"/api/tables/{code}").json()
    assert state["auto"] is False and state["deal_number"] == paused["deal_number"]
    time.sleep(10 * PACE)
    assert third.client.get(f"/api/tables/{code}").json()["deal_number"] == paused["deal_number"]
    # the resumed table is still the same game, verifiable deal by deal
    record = third.client.get(f"/api/tables/{code}/record")
    assert record.status_code == 200 and len(record.json()["deals"]) == paused["deal_number"]


def test_a_table_that_ends_or_finishes_does_not_come_back_dealing(make_client: Any, db_url: str) -> None:
    first = Api(make_client(LIMITS))
    ended, host_e = playing_table(first)
    first.act(ended, host_e, "auto", pace=PACE)
    first.act(ended, host_e, "end")
    finished, host_f = playing_table(first, stake=10, deal_limit=3)
    first.act(finished, host_f, "auto", pace=PACE)
    done = wait_for(lambda: first.client.get(f"/api/tables/{finished}").json(), lambda s: s["status"] == "finished")
    assert done["auto"] is False
    first.client.__exit__(None, None, None)
    assert stored_pace(db_url, ended) is None and stored_pace(db_url, finished) is None

    second = Api(make_client(LIMITS))
    for code, status in ((ended, "ended"), (finished, "finished")):
        state = second.client.get(f"/api/tables/{code}").json()
        assert state["status"] == status and state["auto"] is False
    # play again after a game that was dealing by itself: the new game waits in the lobby
    state = second.act(finished, host_f, "again")["state"]
    assert state["status"] == "lobby" and state["auto"] is False


def test_a_database_made_before_the_auto_column_gets_it(make_client: Any, db_url: str) -> None:
    first = Api(make_client(LIMITS))
    code, host = playing_table(first)
    first.act(code, host, "deal")
    first.client.__exit__(None, None, None)
    engine = create_engine(db_url)
    with engine.begin() as conn:
        conn.execute(text("ALTER TABLE tontine_tables DROP COLUMN auto_pace"))
    assert "auto_pace" not in {c["name"] for c in inspect(engine).get_columns("tontine_tables")}
    engine.dispose()

    second = Api(make_client(LIMITS))
    assert second.client.get(f"/api/tables/{code}").json()["deal_number"] == 1
    second.act(code, host, "auto", pace=PACE)
    wait_for(lambda: second.client.get(f"/api/tables/{code}").json(), lambda s: s["deal_number"] >= 2)
    second.client.__exit__(None, None, None)
    assert stored_pace(db_url, code) == PACE


@pytest.mark.postgres
@pytest.mark.slow
def test_postgres_gets_the_auto_column_and_resumes(make_client: Any) -> None:
    reason = postgres_reachable()
    if reason:
        pytest.skip(reason)
    schema = f"tontine_test_{uuid.uuid4().hex[:12]}"
    storage = Storage(PG_URL, schema=schema)
    try:
        with storage.begin() as conn:
            conn.execute(text(f'ALTER TABLE "{schema}".tontine_tables DROP COLUMN auto_pace'))
        storage.close()
        first = Api(make_client(LIMITS, url=PG_URL, schema=schema))
        columns = inspect(first.client.app.state.server.storage.engine).get_columns("tontine_tables", schema=schema)
        assert "auto_pace" in {c["name"] for c in columns}
        code, host = playing_table(first)
        first.act(code, host, "auto", pace=PACE)
        wait_for(lambda: first.client.get(f"/api/tables/{code}").json(), lambda s: s["deal_number"] >= 1)
        first.client.__exit__(None, None, None)
        second = Api(make_client(LIMITS, url=PG_URL, schema=schema))
        seen = second.client.get(f"/api/tables/{code}").json()
        assert seen["auto"] is True
        wait_for(lambda: second.client.get(f"/api/tables/{code}").json(),
                 lambda s: s["deal_number"] >= seen["deal_number"] + 2)
        second.act(code, host, "pause")
    finally:
        storage = Storage(PG_URL, schema=schema)
        storage.drop_schema()
        storage.close()


@pytest.mark.slow
def test_kill_9_while_dealing_by_itself_and_the_table_deals_on(tmp_path: Path) -> None:
    db_url = f"sqlite:///{tmp_path / 'tontine.sqlite3'}"
    port = free_port()
    base = f"http://127.0.0.1:{port}"

    def state() -> dict[str, Any]:
        return httpx.get(f"{base}/api/tables/{code}", timeout=5).json()

    server = start_server(db_url, port)
    try:
        created = post(base, "/api/tables", {"preset": "german", "stake": 500, "seats": 6})
        code, host = created["code"], created["host_token"]
        post(base, f"/api/tables/{code}/join", {"name": "Alice", "seed": seed()})
        post(base, f"/api/tables/{code}/action", {"token": host, "action": "fill"})
        post(base, f"/api/tables/{code}/action", {"token": host, "action": "start"})
        post(base, f"/api/tables/{code}/action", {"token": host, "action": "auto", "pace": 0.2})
        wait_for(state, lambda s: s["deal_number"] >= 2)
    finally:
        server.send_signal(signal.SIGKILL)
        server.wait(timeout=10)
    server = start_server(db_url, port)
    try:
        after = state()
        assert after["status"] == "playing" and after["auto"] is True and after["pace"] == 0.2
        wait_for(state, lambda s: s["deal_number"] >= after["deal_number"] + 2)
        paused = post(base, f"/api/tables/{code}/action", {"token": host, "action": "pause"})["state"]
        assert paused["auto"] is False
    finally:
        server.send_signal(signal.SIGKILL)
        server.wait(timeout=10)
    server = start_server(db_url, port)
    try:  # paused before the kill: paused after it
        again = state()
        assert again["auto"] is False and again["deal_number"] == paused["deal_number"]
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=10)
