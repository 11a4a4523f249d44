"""Real ``tontine serve --redis`` processes over one PostgreSQL schema, a client on each, and services going away.

Redis is a private ``redis-server`` on a free port (stopped and started by the test); PostgreSQL
goes away through a TCP proxy the test cuts and restores. The shared services are never stopped.
"""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from tests.support.cluster import (
    REDIS_URL,
    PrivateRedis,
    Proxy,
    Watcher,
    drop_schema,
    new_schema,
    processes,
    redis_reachable,
    serve_args,
    stored_deals,
)
from tests.support.server import PG_URL, postgres_reachable, seed

from tontine.server.store.storage import DatabaseInUse, Storage

pytestmark = [pytest.mark.slow, pytest.mark.postgres, pytest.mark.redis]


@pytest.fixture
def schema() -> Iterator[str]:
    for reason in (postgres_reachable(), redis_reachable(), PrivateRedis.missing()):
        if reason:
            pytest.skip(reason)
    name = new_schema()
    yield name
    drop_schema(name)


def call(base: str, path: str, body: dict[str, Any] | None = None) -> httpx.Response:
    return httpx.post(base + path, json=body or {}, timeout=15) if body is not None else httpx.get(base + path, timeout=15)


def ok(response: httpx.Response) -> dict[str, Any]:
    assert response.status_code in (200, 201), response.text
    return dict(response.json())


def table_in_play(a: str, b: str, players: int = 3) -> tuple[str, str]:
    """A table created on ``a``, joined alternately through both, started on ``b``: its code and host token."""
    created = ok(call(a, "/api/tables", {}))
    code, host = created["code"], created["host_token"]
    for n in range(players):
        ok(call((a, b)[n % 2], f"/api/tables/{code}/join", {"name": f"P{n}", "emblem": "♠", "seed": seed()}))
    ok(call(b, f"/api/tables/{code}/action", {"token": host, "action": "start"}))
    return code, host


def contiguous(numbers: list[int]) -> bool:
    return numbers == list(range(numbers[0], numbers[0] + len(numbers))) if numbers else True


def in_order(seen: list[tuple[str, int]]) -> bool:
    """Every deal message follows the deal before it, or the snapshot it came after (a snapshot may jump ahead)."""
    last = None
    for kind, number in seen:
        if kind == "snapshot":
            if last is not None and number < last:
                return False
            last = number
        elif kind == "events":
            if last is not None and number != last + 1:
                return False
            last = number
    return True


def test_redis_stopped_and_started_again(schema: str, tmp_path: Path) -> None:
    redis = PrivateRedis()
    redis.start()
    try:
        with processes(2, PG_URL, tmp_path, schema=schema, redis_url=redis.url) as (a, b):
            # a process without --redis is refused while these run
            alone = subprocess.run([sys.executable, "-m", "tontine.cli.main", "serve", *serve_args(PG_URL, 0, schema=schema)],
                                   capture_output=True, text=True, timeout=60)
            assert alone.returncode != 0
            assert "is served by 'tontine serve --redis' processes" in alone.stderr
            code, host = table_in_play(a.base, b.base)
            on_a, on_b = Watcher(a.base, code), Watcher(b.base, code)
            try:
                ok(call(a.base, f"/api/tables/{code}/action", {"token": host, "action": "auto", "pace": 0.3}))
                on_b.wait(lambda m: m.get("type") == "events" and m["state"]["deal_number"] >= 3)
                redis.stop()
                gap_a, gap_b = len(on_a.messages), len(on_b.messages)
                # A keeps dealing to its own sockets; B keeps serving its own (a ping, a page)
                start = on_a.wait(lambda m: m.get("type") == "events", after=gap_a)["state"]["deal_number"]
                on_a.wait(lambda m: m.get("type") == "events" and m["state"]["deal_number"] >= start + 4, after=gap_a)
                on_b.send({"type": "ping"})
                on_b.wait(lambda m: m.get("type") == "pong", after=gap_b)
                assert call(b.base, f"/api/tables/{code}").status_code == 200
                redis.start()
                # B's socket missed deals: it gets a snapshot at the stored state, then every deal again
                try:
                    snap = on_b.wait(lambda m: m.get("type") == "snapshot" and m["state"]["deal_number"] > start,
                                     timeout=20, after=gap_b)
                except AssertionError as exc:  # what each process logged about Redis and its tables
                    raise AssertionError(f"{exc}\n--- A ---\n{a.output()}\n--- B ---\n{b.output()}") from None
                assert snap["state"]["deal_number"] >= start + 4
                on_b.wait(lambda m: m.get("type") == "events" and m["state"]["deal_number"] >= snap["state"]["deal_number"] + 3,
                          after=gap_b)
                # with Redis back, B's lock and bus work: a pause through B stops A
                deadline = time.monotonic() + 10
                while (paused := call(b.base, f"/api/tables/{code}/action", {"token": host, "action": "pause"})).status_code == 503:
                    assert time.monotonic() < deadline, paused.text
                    time.sleep(0.2)
                ok(paused)
                time.sleep(1.0)
                final = ok(call(a.base, f"/api/tables/{code}"))["deal_number"]
                assert ok(call(b.base, f"/api/tables/{code}"))["deal_number"] == final
                assert final >= 8
                # the last deal's message may still be on its way to A's socket on a loaded machine
                try:
                    on_a.wait(lambda m: m.get("type") in ("events", "snapshot") and m["state"]["deal_number"] >= final)
                except AssertionError as exc:
                    raise AssertionError(f"{exc}\nfinal {final}; A saw {on_a.deal_numbers()[-12:]}\n--- A ---\n{a.output()}"
                                         f"\n--- B ---\n{b.output()}") from None
            finally:
                on_a.close()
                on_b.close()
            stored = stored_deals(schema, code)
            assert stored == list(range(final + 1))  # no deal lost, none twice
            # A's socket saw every deal in order (or, should the dealer change when Redis comes back empty and A
            # misses a deal, a snapshot and every deal from it on); B's every deal before the gap, and every one
            # from its snapshot on
            seen_a = [(kind, n) for kind, n in on_a.deal_numbers() if kind != "state"]
            assert in_order(seen_a) and seen_a[-1][1] == final, seen_a
            before = [n for kind, n in on_b.deal_numbers()[:gap_b] if kind == "events"]
            assert contiguous(before)
            after = on_b.deal_numbers(gap_b)
            told = after[[k for k, _n in after].index("snapshot"):]
            from_snapshot = [n for kind, n in told if kind != "state"]
            # from its snapshot on, B's socket saw every deal in order; a deal read from the rows before its message
            # came (the pause through B reads them again first) comes as a snapshot, at that deal or later
            seen_b = [(kind, n) for kind, n in told if kind != "state"]
            assert in_order(seen_b) and told[-1][1] == final and from_snapshot[-1] >= final - 1, told
            assert "Traceback" not in a.output() + b.output()
    finally:
        redis.stop()


def test_postgres_going_away_refuses_deals_clearly_and_they_resume(schema: str, tmp_path: Path) -> None:
    proxy = Proxy(("127.0.0.1", 5432))
    proxy.start()
    url = PG_URL.replace("127.0.0.1:5432", f"127.0.0.1:{proxy.port}")
    assert url != PG_URL
    try:
        with processes(2, url, tmp_path, schema=schema, redis_url=REDIS_URL) as (a, b):
            code, host = table_in_play(a.base, b.base)
            on_b = Watcher(b.base, code)
            try:
                ok(call(a.base, f"/api/tables/{code}/action", {"token": host, "action": "auto", "pace": 0.3}))
                on_b.wait(lambda m: m.get("type") == "events" and m["state"]["deal_number"] >= 2)
                proxy.cut()
                time.sleep(0.5)
                refused = call(b.base, f"/api/tables/{code}/action", {"token": host, "action": "deal"})
                assert refused.status_code == 503, refused.text
                assert refused.json()["key"] == "database"
                assert "database cannot be reached" in refused.json()["error"]
                down = ok(call(a.base, f"/api/tables/{code}"))["deal_number"]  # served from memory
                time.sleep(1.0)
                assert ok(call(a.base, f"/api/tables/{code}"))["deal_number"] == down  # no deal without the database
                mark = len(on_b.messages)
                proxy.restore()
                # the automatic deals resume by themselves and reach B's socket
                on_b.wait(lambda m: m.get("type") == "events" and m["state"]["deal_number"] >= down + 3, after=mark)
                ok(call(b.base, f"/api/tables/{code}/action", {"token": host, "action": "pause"}))
                time.sleep(1.0)
                state = ok(call(b.base, f"/api/tables/{code}"))
                number = state["deal_number"]
                if state["status"] == "playing":  # and a deal by hand works again
                    dealt = ok(call(b.base, f"/api/tables/{code}/action",
                                    {"token": host, "action": "deal", "expect": number + 1}))
                    number = dealt["state"]["deal_number"]
                    assert number == state["deal_number"] + 1
            finally:
                on_b.close()
            assert stored_deals(schema, code) == list(range(number + 1))
            # the processes took their shared claims again once the database was back: one alone is refused
            deadline = time.monotonic() + 15
            while True:
                alone = Storage(PG_URL, schema=schema)
                try:
                    alone.claim()
                except DatabaseInUse as exc:
                    assert exc.shared is True
                    break
                finally:
                    alone.close()
                assert time.monotonic() < deadline, "the claims were not taken again"
                time.sleep(0.5)
            log = a.output()
            assert "the database cannot be reached" in log and "Traceback" not in log
    finally:
        proxy.cut()


def test_serve_with_redis_is_refused_while_a_process_alone_serves(tmp_path: Path) -> None:
    if redis_reachable():
        pytest.skip(redis_reachable() or "")
    db = f"sqlite:///{tmp_path / 'alone.sqlite3'}"
    with processes(1, db, tmp_path):
        refused = subprocess.run([sys.executable, "-m", "tontine.cli.main", "serve",
                                  *serve_args(db, 0, redis_url=REDIS_URL)], capture_output=True, text=True, timeout=60)
    assert refused.returncode != 0
    assert "another 'tontine serve' without --redis is using the database" in refused.stderr
