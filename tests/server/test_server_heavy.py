"""Heavy requests: the record built off the event loop, under the bound verify shares, and kept per finished game."""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient
from tests.support.server import Api, threaded_server

from tontine.server.app import create_app
from tontine.server.http.heavy import (
    CHUNK,
    NICENESS,
    PROCESSES,
    BuiltCache,
    Chunked,
    Heavy,
    qr_svg,
    record_bytes,
)
from tontine.server.http.i18n import LANGUAGES, refusal_text
from tontine.server.room.codes import clean_code
from tontine.server.room.errors import Refusal
from tontine.server.room.limits import Limits
from tontine.server.verify.check import verify_record


def played(api: Api, *, finish: bool = True, deals: int = 0, stake: int = 3) -> tuple[str, str]:
    """A table of four (automatons filling three seats), dealt to its end or ``deals`` deals: (code, host token)."""
    created = api.create(preset="english", stake=stake, ante=1, seats=4)
    code, host = created["code"], created["host_token"]
    api.join(code, "Hostess", host_token=host)
    api.act(code, host, "fill")
    api.act(code, host, "start")
    for expect in range(1, 1000 if finish else deals + 1):
        if api.act(code, host, "deal", expect=expect)["state"]["status"] == "finished":
            break
    return code, host


def works_of(server: Any) -> list[tuple[str, bool]]:
    """Wrap the heavy requests' bound so that each piece of work notes its name and whether it ran in a process."""
    works: list[tuple[str, bool]] = []
    original = server.heavy.run

    async def noting(work: Any, *args: Any, process: bool = False) -> Any:
        works.append((getattr(work, "__name__", "?"), process))
        return await original(work, *args, process=process)

    server.heavy.run = noting
    return works


# --- the mechanism -----------------------------------------------------------------------------------------

def slow(value: bytes, calls: list[int], pause: float = 0.05) -> Callable[[], bytes]:
    def build() -> bytes:
        calls.append(1)
        time.sleep(pause)
        return value
    return build


def test_twenty_asks_at_once_for_one_key_cost_one_build_and_the_next_none() -> None:
    async def scene() -> None:
        cache = BuiltCache(Heavy(jobs=1), limit=1000)
        calls: list[int] = []
        answers = await asyncio.gather(*(cache.get("k", slow(b"abc", calls)) for _ in range(20)))
        assert answers == [b"abc"] * 20 and len(calls) == 1 and cache.builds == 1
        assert await cache.get("k", slow(b"other", calls)) == b"abc" and len(calls) == 1
        cache.heavy.close()

    asyncio.run(scene())


def test_an_answer_that_may_change_is_shared_while_built_but_not_kept() -> None:
    async def scene() -> None:
        cache = BuiltCache(Heavy(jobs=2), limit=1000)
        calls: list[int] = []
        both = await asyncio.gather(*(cache.get("k", slow(b"x", calls), keep=False) for _ in range(3)))
        assert both == [b"x"] * 3 and len(calls) == 1 and "k" not in cache
        assert await cache.get("k", slow(b"y", calls), keep=False) == b"y" and len(calls) == 2
        cache.heavy.close()

    asyncio.run(scene())


def test_the_cache_holds_at_most_its_bytes_the_least_recently_asked_for_out_first() -> None:
    async def scene() -> None:
        cache = BuiltCache(Heavy(jobs=1), limit=10)
        calls: list[int] = []
        for key in ("a", "b"):
            await cache.get(key, slow(b"1234", calls, 0))
        await cache.get("a", slow(b"????", calls, 0))  # asked again: "b" is now the oldest
        await cache.get("c", slow(b"5678", calls, 0))
        assert "a" in cache and "c" in cache and "b" not in cache and cache.size == 8
        await cache.get("big", slow(b"x" * 11, calls, 0))  # larger than the whole cache: served, not kept
        assert "big" not in cache and cache.size == 8
        cache.heavy.close()

    asyncio.run(scene())


def test_past_the_bound_a_new_build_is_refused_but_the_same_one_is_shared() -> None:
    async def scene() -> None:
        heavy = Heavy(jobs=1)
        cache = BuiltCache(heavy, limit=1000)
        release = threading.Event()
        first = asyncio.ensure_future(cache.get("a", lambda: release.wait(5) and b"A"))
        await asyncio.sleep(0.05)
        with pytest.raises(Refusal) as refused:
            await cache.get("b", lambda: b"B")
        assert refused.value.status == 503 and refused.value.key == "heavy"
        with pytest.raises(Refusal):
            await heavy.run(len, b"verify shares the bound")
        same = asyncio.ensure_future(cache.get("a", lambda: b"never built"))
        release.set()
        assert await first == await same == b"A" and cache.builds == 1
        assert await cache.get("b", lambda: b"B") == b"B"  # room again once it is done
        heavy.close()

    asyncio.run(scene())


def test_a_failed_build_fails_its_waiters_and_is_not_kept() -> None:
    async def scene() -> None:
        cache = BuiltCache(Heavy(jobs=1), limit=1000)

        def broken() -> bytes:
            raise Refusal("the game has not started: there is no record yet", 409, "no_record")

        results = await asyncio.gather(cache.get("k", broken), cache.get("k", broken), return_exceptions=True)
        assert all(isinstance(r, Refusal) and r.status == 409 for r in results)
        assert "k" not in cache and await cache.get("k", lambda: b"ok") == b"ok"
        cache.heavy.close()

    asyncio.run(scene())


def test_automatic_collections_are_held_off_while_a_build_runs_and_resume_after() -> None:
    import gc

    async def scene() -> list[bool]:
        heavy = Heavy(jobs=2)
        seen = await asyncio.gather(heavy.run(lambda: gc.isenabled()), heavy.run(lambda: gc.isenabled()))
        heavy.close()
        return list(seen)

    assert gc.isenabled()
    assert asyncio.run(scene()) == [False, False]
    assert gc.isenabled()


def long_record(deals: int) -> dict[str, Any]:
    deal = {"number": 0, "dealer": 3, "reshuffled": True,
            "cards": [{"seat": s, "card": "KS"} for s in range(20)],
            "holdings_after": [1000] * 20, "pool_after": 40}
    return {"format": 2, "players": [f"P{n}" for n in range(20)],
            "deals": [{**deal, "number": n} for n in range(1, deals + 1)], "winner": None}


def test_the_loop_answers_while_a_long_record_is_encoded_in_a_worker_thread() -> None:
    async def scene() -> tuple[float, float, str]:
        heavy = Heavy(jobs=1)
        record = long_record(6000)
        where: list[str] = []
        lag = 0.0
        done = asyncio.Event()

        async def probe() -> None:
            nonlocal lag
            loop = asyncio.get_running_loop()
            while not done.is_set():
                began = loop.time()
                await asyncio.sleep(0.001)
                lag = max(lag, loop.time() - began - 0.001)

        def build() -> bytes:
            where.append(threading.current_thread().name)
            return record_bytes(record, compact=True)

        prober = asyncio.ensure_future(probe())
        began = time.monotonic()
        data = await heavy.run(build)
        took = time.monotonic() - began
        done.set()
        await prober
        heavy.close()
        assert json.loads(data) == record
        return lag, took, where[0]

    lag, took, thread = asyncio.run(scene())
    assert thread.startswith("tontine-heavy")
    assert lag < max(took / 2, 0.05), (lag, took)  # the loop ran throughout, not after the build


def test_both_forms_of_a_record_are_the_same_json() -> None:
    record = long_record(3)
    wide, narrow = record_bytes(record), record_bytes(record, compact=True)
    assert json.loads(wide) == json.loads(narrow) == record and len(narrow) < len(wide)
    assert wide.count(b"\n") == len(record) + len(record["deals"]) + 2  # a field a line, a deal a line
    assert json.loads(record_bytes({})) == {} and json.loads(record_bytes({"deals": []})) == {"deals": []}


def test_a_long_answer_is_written_a_chunk_at_a_time_with_its_length() -> None:
    data = bytes(range(256)) * (CHUNK // 128) + b"end"  # two chunks and a bit
    sent: list[dict[str, Any]] = []

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    async def receive() -> dict[str, Any]:
        raise AssertionError("nothing is read from the client")

    asyncio.run(Chunked(data, media_type="application/json")({"type": "http"}, receive, send))
    start, *bodies = sent
    assert dict(start["headers"])[b"content-length"] == str(len(data)).encode()
    assert [len(b["body"]) for b in bodies] == [CHUNK, CHUNK, 3, 0]
    assert [b["more_body"] for b in bodies] == [True, True, True, False]
    assert b"".join(bytes(b["body"]) for b in bodies) == data


def test_the_refusal_is_said_in_every_language() -> None:
    texts = {lang: refusal_text(lang, "heavy") for lang in LANGUAGES}
    assert len(set(texts.values())) == 3 and all(len(t) > 20 and "web-error" not in t for t in texts.values())


# --- the routes -------------------------------------------------------------------------------------------

def test_work_runs_in_a_worker_process_and_its_refusals_cross_back() -> None:
    async def scene() -> None:
        heavy = Heavy(jobs=1)
        assert await heavy.run(os.getpid, process=True) != os.getpid()
        with pytest.raises(Refusal) as refused:
            await heavy.run(clean_code, "??", process=True)
        assert refused.value.status == 404 and refused.value.key == "no_table" and refused.value.values == {"code": "??"}
        heavy.close()

    asyncio.run(scene())


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="no process priorities (nice) here")
def test_warm_starts_the_worker_processes_at_a_lower_priority_than_the_loop() -> None:
    async def scene() -> None:
        heavy = Heavy(jobs=1)
        before = set(multiprocessing.active_children())
        warming = heavy.warm()
        started = set(multiprocessing.active_children()) - before
        assert len(warming) == len(started) == PROCESSES  # started now, not on the first heavy request
        pids = {await asyncio.wrap_future(future) for future in warming}
        assert pids <= {child.pid for child in started} and os.getpid() not in pids
        own = os.getpriority(os.PRIO_PROCESS, 0)
        assert {os.getpriority(os.PRIO_PROCESS, pid) for pid in pids} == {min(own + NICENESS, 19)}
        assert await heavy.run(os.getpid, process=True) in {child.pid for child in started}  # no new one
        heavy.close()

    asyncio.run(scene())


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="tells a live process by /proc")
def test_a_worker_process_ends_when_the_server_that_started_it_is_gone(tmp_path: Any) -> None:
    # a server killed outright (no shutdown of its pool): its worker processes must not live on
    script = ("import asyncio, os, sys\n"
              "from tontine.server.http.heavy import Heavy\n"
              "async def main():\n"
              "    heavy = Heavy(jobs=1)\n"
              "    print(await heavy.run(os.getpid, process=True), flush=True)\n"
              "    os._exit(0)\n"
              "asyncio.run(main())\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=180, check=True)
    worker = int(done.stdout.split()[0])
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and _alive(worker):
        time.sleep(0.2)
    assert not _alive(worker)


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(") ")[-1][0] != "Z"  # a zombie is gone, only not yet reaped
    except FileNotFoundError:
        return False


def test_a_served_app_warms_its_workers_at_start_up(db_url: str) -> None:
    app = create_app(db_url, limits=Limits(), host_check_every=3600, warm=True)
    with TestClient(app):
        warming = app.state.server.heavy.warming
        assert len(warming) == PROCESSES
        assert all(pid != os.getpid() for pid in (future.result(timeout=120) for future in warming))
    cold = create_app(db_url, limits=Limits(), host_check_every=3600)
    with TestClient(cold):
        assert cold.state.server.heavy.warming == []  # tests and tools start none they do not use


def test_a_finished_games_record_is_rebuilt_once_in_a_worker_process(api: Api) -> None:
    server = api.client.app.state.server
    code, _host = played(api)
    works = works_of(server)
    first = api.client.get(f"/api/tables/{code}/record")
    second = api.client.get(f"/api/tables/{code}/record?game=1")
    assert first.status_code == second.status_code == 200 and first.content == second.content
    assert works == [("build_from_store", True)]  # the record read from the database in a worker process
    assert first.headers["content-disposition"] == f'attachment; filename="tontine-{code}-1.json"'
    record = first.json()
    assert verify_record(record).table.winner == record["winner"]
    compact = api.client.get(f"/api/tables/{code}/record?compact=true")
    assert compact.json() == record and len(compact.content) < len(first.content) and len(works) == 2


def test_a_game_in_play_has_a_fresh_record_at_each_deal(api: Api) -> None:
    code, host = played(api, finish=False, deals=2, stake=100)
    assert len(api.client.get(f"/api/tables/{code}/record").json()["deals"]) == 2
    api.act(code, host, "deal", expect=3)
    assert len(api.client.get(f"/api/tables/{code}/record").json()["deals"]) == 3


def test_past_the_bound_the_record_is_a_503_with_retry_after_but_a_kept_one_is_served(api: Api) -> None:
    server = api.client.app.state.server
    code, _host = played(api)
    kept = api.client.get(f"/api/tables/{code}/record")
    other, _ = played(api)
    server.heavy.running = server.heavy.jobs  # every heavy job under way
    try:
        busy = api.client.get(f"/api/tables/{other}/record")
        assert busy.status_code == 503 and busy.json()["key"] == "heavy" and int(busy.headers["retry-after"]) > 0
        assert api.client.get(f"/api/tables/{code}/record").content == kept.content  # a kept one costs nothing
        checked = api.client.post("/api/verify", content=kept.content)
        assert checked.status_code == 503 and checked.json()["key"] == "heavy"  # one bound for all
        qr = api.client.get(f"/api/tables/{other}/qr.svg", headers={"host": "a-new-name.example"})
        assert qr.status_code == 503 and qr.json()["key"] == "heavy"
    finally:
        server.heavy.running = 0
    assert api.client.get(f"/api/tables/{other}/record").status_code == 200


def test_the_qr_code_is_made_once_per_address(api: Api) -> None:
    code = api.create()["code"]
    before = qr_svg.cache_info()
    first = api.client.get(f"/api/tables/{code}/qr.svg")
    second = api.client.get(f"/api/tables/{code}/qr.svg")
    assert first.status_code == 200 and first.content == second.content and first.content.startswith(b"<svg")
    assert qr_svg.cache_info().hits >= before.hits + 1


def test_twenty_clients_at_once_cost_one_build(db_url: str) -> None:
    limits = Limits(tables_per_hour=1000, joins_per_minute=1000)
    app = create_app(db_url, limits=limits, host_check_every=3600)
    server = app.state.server
    with threaded_server(app, limits) as (port, _uvicorn):
        base = f"http://127.0.0.1:{port}"
        with httpx.Client(base_url=base, timeout=30) as client:
            code, _host = played(Api(client))
        works = works_of(server)

        async def twenty() -> list[httpx.Response]:
            async with httpx.AsyncClient(base_url=base, timeout=30) as client:
                return list(await asyncio.gather(*(client.get(f"/api/tables/{code}/record") for _ in range(20))))

        answers = asyncio.run(twenty())
    assert {a.status_code for a in answers} == {200} and len({a.content for a in answers}) == 1
    assert len(works) == 1 and server.records.built.builds == 1
