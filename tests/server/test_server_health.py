"""What operators ask a process: /healthz (alive), /readyz (database and Redis answer), /metrics (Prometheus)."""

from __future__ import annotations

import asyncio
import gc
import re
import time
from typing import Any

import pytest
from tests.support.server import Api, receive, until

from tontine.server.ops.metrics import Metrics


def sample(text: str, name: str) -> float:
    """The value of one sample line of the text format (``name`` with its labels, if any)."""
    found = re.search(rf"^{re.escape(name)} (\S+)$", text, re.M)
    assert found is not None, f"{name} is not in the metrics"
    return float(found.group(1))


def test_healthz_says_the_process_is_alive(api: Api) -> None:
    answer = api.client.get("/healthz")
    assert answer.status_code == 200 and answer.json() == {"status": "live"}


def test_readyz_is_ready_when_the_database_answers(api: Api) -> None:
    answer = api.client.get("/readyz")
    assert answer.status_code == 200 and answer.json() == {"status": "ready", "checked": ["database"]}


def test_readyz_is_not_ready_while_the_database_does_not_answer(api: Api, monkeypatch: pytest.MonkeyPatch) -> None:
    server = api.client.app.state.server

    def down() -> None:
        raise OSError("connection refused")

    monkeypatch.setattr(server.storage, "ping", down)
    answer = api.client.get("/readyz")
    assert answer.status_code == 503
    assert answer.json() == {"status": "not ready",
                             "failing": {"database": "the database does not answer: connection refused"}}


def test_readyz_is_not_ready_while_the_start_up_still_reads_the_catalogues(api: Api) -> None:
    sockets = api.client.app.state.server.sockets

    async def reading() -> None:
        sockets.read_ahead = asyncio.get_running_loop().create_future()

    api.client.portal.call(reading)
    answer = api.client.get("/readyz")
    assert answer.status_code == 503
    assert answer.json()["failing"] == {"catalogues": "the catalogues and dictionaries are still being read"}
    api.client.portal.call(lambda: sockets.read_ahead.set_result(None))
    assert api.client.get("/readyz").status_code == 200


def test_readyz_with_other_processes_asks_redis_too(api: Api, monkeypatch: pytest.MonkeyPatch) -> None:
    cluster = api.client.app.state.server.cluster
    pings: list[float] = []

    async def ping() -> None:
        pings.append(time.monotonic())

    monkeypatch.setattr(cluster, "shared", True)
    monkeypatch.setattr(cluster, "ping", ping)
    answer = api.client.get("/readyz")
    assert answer.status_code == 200 and answer.json()["checked"] == ["database", "redis"] and len(pings) == 1

    async def away() -> None:
        raise ConnectionError("Redis is loading")

    monkeypatch.setattr(cluster, "ping", away)
    answer = api.client.get("/readyz")
    assert answer.status_code == 503 and answer.json()["failing"] == {"redis": "Redis does not answer: Redis is loading"}


def test_metrics_count_tables_sockets_deals_commits_and_broadcasts(api: Api) -> None:
    created = api.create(seats=4)
    code, host = created["code"], created["host_token"]
    api.join(code, "Ann")
    api.join(code, "Bob")
    before = api.client.get("/metrics")
    assert before.status_code == 200 and before.headers["content-type"].startswith("text/plain")
    assert sample(before.text, "tontine_tables_in_play") == 0
    with api.client.websocket_connect(f"/ws/{code}") as ws:
        ws.send_json({"type": "hello", "protocol": 2})
        until(ws, "snapshot")
        api.act(code, host, "start")
        for _ in range(3):
            api.act(code, host, "deal")
        while receive(ws).get("deal") != 3:
            pass
        text = api.client.get("/metrics").text
        assert sample(text, "tontine_sockets") == 1
    assert sample(text, "tontine_tables_in_play") == 1
    assert sample(text, "tontine_deals_total") == sample(before.text, "tontine_deals_total") + 3
    assert sample(text, "tontine_commit_seconds_count") >= sample(before.text, "tontine_commit_seconds_count") + 3
    assert sample(text, "tontine_fanout_seconds_count") >= sample(before.text, "tontine_fanout_seconds_count") + 4


def test_metrics_time_the_garbage_collector_and_the_event_loop(api: Api) -> None:
    gc.collect()
    time.sleep(1.2)  # the loop watcher wakes every half second
    text = api.client.get("/metrics").text
    assert sample(text, 'tontine_gc_pause_seconds_count{generation="2"}') >= 1
    assert sample(text, "tontine_event_loop_lag_seconds_count") >= 1


def test_the_loop_watcher_times_the_pings_and_skips_a_failed_one() -> None:
    metrics = Metrics()
    answers = iter([None, ConnectionError("away"), None, None])

    async def ping() -> None:
        answer: Any = next(answers)
        if answer is not None:
            raise answer

    async def watch() -> None:
        with pytest.raises(TimeoutError):
            await asyncio.wait_for(metrics.watch_loop(every=0.005, ping=ping, ping_every=2), timeout=0.2)

    asyncio.run(watch())
    text = metrics.text().decode()
    assert sample(text, "tontine_redis_round_trip_seconds_count") == 3
    assert sample(text, "tontine_event_loop_lag_seconds_count") >= 8
