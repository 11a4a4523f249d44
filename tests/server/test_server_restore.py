"""A room restored from the state stored with its last deal is the room a replay of every deal gives.

Restoring reads the last deal row (and, for a kept pack, re-runs the deals since that pack was
shuffled); the replay that checks the stored history comes later, in the background or with the
record, and a history that does not rebuild stops the room dealing.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
import signal
import sqlite3
import time
import uuid
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, event, inspect, text
from tests.support.filldb import fill
from tests.support.server import PG_URL, Api, free_port, postgres_reachable, start_server

from tontine.errors import CardAlreadyOutError
from tontine.events import event_to_dict
from tontine.server.play.schedule import SPREAD
from tontine.server.room.limits import Limits
from tontine.server.room.rate import RateLimiter
from tontine.server.room.room import History, Room
from tontine.server.room.views import public_state
from tontine.server.store.registry import Registry
from tontine.server.store.restore import TableState, state_of
from tontine.server.store.storage import Storage
from tontine.server.store.typed import continue_typed
from tontine.table import Table

PRESETS = ("english", "french", "german")
DECKS = ("fresh", "talon")
FIRST_DEALERS = ("first-seat", "lot", "fan")
ALL_FALL = ("last-to-fall", "share", "replay")


def started(api: Api, rng: random.Random, **rules: Any) -> tuple[str, str]:
    created = api.create(**rules)
    code, host = created["code"], created["host_token"]
    api.act(code, host, "fill")
    api.act(code, host, "start")
    return code, host


def play(api: Api, code: str, host: str, deals: int, rng: random.Random, *, hand: bool) -> None:
    """``deals`` more deals (fewer if the game ends): dealt by the server, or cards typed at a real pack."""
    for _ in range(deals):
        state = api.client.get(f"/api/tables/{code}").json()
        if state["status"] != "playing":
            return
        if not hand:
            api.act(code, host, "deal")
            continue
        number = state["deal_number"]
        while api.client.get(f"/api/tables/{code}").json()["deal_number"] == number:
            card = rng.choice([r + s for r in "23456789TJQKA" for s in "SHDC"])
            response = api.client.post(f"/api/tables/{code}/action", json={"token": host, "action": "turn", "card": card})
            assert response.status_code in (200, 409), response.text
            if api.client.get(f"/api/tables/{code}").json()["status"] != "playing":
                return


def plain(data: Any) -> Any:
    return json.loads(json.dumps(data))


def observed(room: Room) -> dict[str, Any]:
    """Everything a page or the engine shows of a room."""
    assert room.table is not None
    return {"public": plain(public_state(room)), "engine": state_of(room.table).engine(),
            "next_seat": room.table.next_seat}


def next_moves(table: Table, rng: random.Random, *, hand: bool, count: int = 6) -> list[Any]:
    """What the next deals (or typed cards) do to a copy of ``table``: their events, or the refusal."""
    table, out = table.copy(), []
    for _ in range(count):
        if table.finished:
            break
        if not hand:
            out.append([event_to_dict(e) for e in table.deal()])
            continue
        card = rng.choice([r + s for r in "23456789TJQKA" for s in "SHDC"])
        try:
            out.append([event_to_dict(e) for e in table.turn_up(card)])
        except CardAlreadyOutError:
            out.append(("out", card))
    out.append(state_of(table).engine())
    return out


def compare(api: Api, code: str, rng_seed: int, *, hand: bool) -> Room:
    """The room as a restart restores it, checked against the room a replay of every deal gives."""
    registry: Registry = api.client.app.state.server.registry
    restored = registry.read(code)
    assert restored is not None and restored.table is not None
    assert restored.history is History.PENDING  # from the stored state, not a replay
    replayed = Room(row=restored.row, game=restored.game, table=registry.rebuild(code, restored.game),
                    pace=restored.pace)
    continue_typed(replayed)  # a real pack's deal under way goes on from its stored cards in both
    assert observed(restored) == observed(replayed)
    assert (next_moves(restored.table, random.Random(rng_seed), hand=hand)
            == next_moves(replayed.table, random.Random(rng_seed), hand=hand))
    return restored


CASES = [(preset, deck, first, ALL_FALL[i % 3], i) for i, (preset, deck, first) in enumerate(
    (p, d, f) for p in PRESETS for d in DECKS for f in FIRST_DEALERS)]


@pytest.mark.parametrize(("preset", "deck", "first_dealer", "all_fall", "seed"), CASES)
@pytest.mark.slow
def test_a_restored_room_is_the_replayed_room_for_every_preset_and_house_rule(
        make_client: Any, preset: str, deck: str, first_dealer: str, all_fall: str, seed: int) -> None:
    rng = random.Random(seed)
    api = Api(make_client())
    rules: dict[str, Any] = {"preset": preset, "deck": deck, "first_dealer": first_dealer, "all_fall": all_fall,
                             "seats": rng.randint(2, 9), "stake": rng.choice([4, 6, 10, 30])}
    if seed % 4 == 0:
        rules["deal_limit"] = rng.randint(3, 12)
    code, host = started(api, rng, **rules)
    compare(api, code, seed, hand=False)  # at the opening
    for _ in range(3):
        play(api, code, host, rng.randint(1, 9), rng, hand=False)
        compare(api, code, seed, hand=False)
    play(api, code, host, 150, rng, hand=False)  # to the end, unless the game is long
    compare(api, code, seed, hand=False)


@pytest.mark.parametrize(("deck", "seed"), [("fresh", 1), ("talon", 2), ("talon", 3)])
def test_a_restored_real_pack_table_is_the_replayed_one(make_client: Any, deck: str, seed: int) -> None:
    rng = random.Random(seed)
    api = Api(make_client())
    code, host = started(api, rng, preset="english", deck=deck, cards="hand", seats=rng.randint(3, 6), stake=8)
    for _ in range(4):
        play(api, code, host, rng.randint(1, 4), rng, hand=True)
        compare(api, code, seed, hand=True)


def test_a_kept_pack_reruns_only_the_deals_since_its_shuffle(make_client: Any) -> None:
    api = Api(make_client())
    code, host = started(api, random.Random(5), preset="french", deck="talon", seats=4, stake=400)
    for _ in range(30):
        api.act(code, host, "deal")
    registry: Registry = api.client.app.state.server.registry
    before = registry.rerun_deals
    room = registry.read(code)
    assert room is not None and room.table is not None
    rerun = registry.rerun_deals - before
    # four live seats take 4 cards a deal: a pack lasts 13 deals, so at most 13 are re-run, not 30
    assert 1 <= rerun <= 13
    assert room.table.deal_number == 30


def test_a_tampered_history_is_caught_by_the_check_and_the_room_deals_no_more(make_client: Any, db_url: str) -> None:
    limits = Limits(history_check_share=0)  # no background check: it runs when asked for here
    first = Api(make_client(limits))
    code, host = started(first, random.Random(7), preset="german", seats=5, stake=300)
    sound, sound_host = started(first, random.Random(8), preset="german", seats=5, stake=300)
    for _ in range(6):
        first.act(code, host, "deal")
        first.act(sound, sound_host, "deal")
    before = first.client.get(f"/api/tables/{code}").json()
    first.client.__exit__(None, None, None)
    engine = create_engine(db_url)
    with engine.begin() as conn:  # deal 3 rewritten: its holdings no longer follow from the cards
        row = conn.execute(text("SELECT holdings FROM tontine_deals WHERE code = :c AND number = 3"), {"c": code}).scalar()
        holdings = json.loads(row)
        holdings[0] += 1
        conn.execute(text("UPDATE tontine_deals SET holdings = :h WHERE code = :c AND number = 3"),
                     {"h": json.dumps(holdings), "c": code})
    engine.dispose()

    second = Api(make_client(limits))
    # served at once from the stored state: the replay is not on the way
    assert second.client.get(f"/api/tables/{code}").json() == before
    server = second.client.app.state.server
    room = server.registry.rooms[code]
    assert room.history is History.PENDING
    assert second.client.portal.call(server.check_history, room) is False
    assert room.history is History.BROKEN
    refused = second.act(code, host, "deal", expect_status=409)
    assert refused["key"] == "history"
    assert second.client.get(f"/api/tables/{code}/record").json()["key"] == "history"
    # the other table's history checks out when its record is asked for, and it deals on
    record = second.client.get(f"/api/tables/{sound}/record")
    assert record.status_code == 200 and len(record.json()["deals"]) == 6
    assert server.registry.rooms[sound].history is History.CHECKED
    assert second.act(sound, sound_host, "deal")["state"]["deal_number"] == 7


def test_a_table_dealing_by_itself_stops_when_its_history_fails_the_check(make_client: Any, db_url: str) -> None:
    limits = Limits(history_check_share=0, min_pace=0.02)
    first = Api(make_client(limits))
    code, host = started(first, random.Random(9), preset="german", seats=4, stake=300)
    for _ in range(4):
        first.act(code, host, "deal")
    first.act(code, host, "auto", pace=30)
    first.client.__exit__(None, None, None)
    engine = create_engine(db_url)
    with engine.begin() as conn:
        conn.execute(text("UPDATE tontine_deals SET pool = pool + 1 WHERE code = :c AND number = 2"), {"c": code})
    engine.dispose()

    second = Api(make_client(limits))
    server = second.client.app.state.server
    state = second.client.get(f"/api/tables/{code}").json()
    assert state["auto"] is True
    assert second.client.portal.call(server.check_history, server.registry.rooms[code]) is False
    assert second.client.get(f"/api/tables/{code}").json()["auto"] is False
    storage = Storage(db_url)
    try:  # its pace stays stored: a restart checks it again rather than forgetting it
        row = storage.load_room(code)
        assert row is not None and row.auto_pace == 30
    finally:
        storage.close()


def test_start_up_reads_every_room_dealing_by_itself_in_three_queries(db_url: str) -> None:
    filled = fill(db_url, tables=40, deals=12, seats=5, pace=2.0)
    storage = Storage(db_url)
    statements: list[str] = []
    event.listen(storage.engine, "before_cursor_execute", lambda *args: statements.append(args[2]))
    try:
        registry = Registry(storage, clock=lambda: 0.0, limits=Limits(), limiter=RateLimiter(lambda: 0.0))
        rooms = registry.read_dealing()
    finally:
        storage.close()
    assert sorted(room.code for room in rooms) == sorted(filled.codes)
    assert len([s for s in statements if s.lstrip().upper().startswith("SELECT")]) == 3
    assert registry.rerun_deals == 0
    assert all(room.table is not None and room.table.deal_number == filled.last_deal[room.code] for room in rooms)


def test_resumed_tables_deal_first_spread_within_one_pace(make_client: Any, db_url: str) -> None:
    filled = fill(db_url, tables=10, deals=3, seats=4, pace=2.0)
    waits: list[float] = []

    async def sleep(seconds: float) -> None:  # the dealers' first waits, then they wait for ever
        waits.append(seconds)
        await asyncio.Event().wait()

    from fastapi.testclient import TestClient

    from tontine.server.app import create_app

    with TestClient(create_app(db_url, clock=lambda: 1000.0, sleep=sleep, limits=Limits(history_check_share=0))) as client:
        server = client.app.state.server

        async def settle() -> None:
            for _ in range(50):
                if len(waits) == len(filled.codes):
                    return
                await asyncio.sleep(0.01)

        client.portal.call(settle)
        assert all(server.registry.rooms[code].auto for code in filled.codes)
    # spread over the first 90% of the pace, evenly
    assert sorted(waits) == pytest.approx([2.0 * SPREAD * i / 10 for i in range(10)])


def test_a_database_made_before_the_state_columns_gets_them_and_replays(make_client: Any, db_url: str) -> None:
    first = Api(make_client())
    code, host = started(first, random.Random(4), preset="german", seats=4, stake=300)
    for _ in range(3):
        first.act(code, host, "deal")
    before = first.client.get(f"/api/tables/{code}").json()
    first.client.__exit__(None, None, None)
    engine = create_engine(db_url)
    with engine.begin() as conn:
        conn.execute(text("ALTER TABLE tontine_deals DROP COLUMN state"))
        conn.execute(text("ALTER TABLE tontine_deals DROP COLUMN restore_from"))
    engine.dispose()

    second = Api(make_client())
    columns = {c["name"] for c in inspect(second.client.app.state.server.storage.engine).get_columns("tontine_deals")}
    assert {"state", "restore_from"} <= columns
    assert second.client.get(f"/api/tables/{code}").json() == before
    room = second.client.app.state.server.registry.rooms[code]
    assert room.history is History.CHECKED  # no state to restore from: replayed, and so checked
    second.act(code, host, "deal")
    rows = second.client.app.state.server.storage.load_deal_rows(code, 1)
    assert [row.state is not None for row in rows] == [False] * 4 + [True]
    assert TableState.from_json(rows[-1].state).deal_number == 4


def new_deals(db_path: Path, last: dict[str, int]) -> set[str]:
    """The tables with a deal stored past the last one filled."""
    conn = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True, timeout=10)
    try:
        return {code for code, number in conn.execute("SELECT code, max(number) FROM tontine_deals GROUP BY code")
                if code in last and number > last[code]}
    finally:
        conn.close()


@pytest.mark.slow
@pytest.mark.parametrize("with_state", [True, False])
def test_a_real_server_resumes_tables_dealing_by_themselves_without_replaying_them(
        tmp_path: Path, with_state: bool) -> None:
    db_path = tmp_path / "tontine.sqlite3"
    filled = fill(f"sqlite:///{db_path}", tables=150, deals=15, seats=5, pace=1.0, stored=with_state)
    log = tmp_path / "server.log"
    server = start_server(f"sqlite:///{db_path}", free_port(), args=("--log-level", "info"), output=log)
    try:
        deadline = time.monotonic() + 60
        while new_deals(db_path, filled.last_deal) != set(filled.codes):
            assert time.monotonic() < deadline, "not every table dealt again by itself"
            time.sleep(0.2)
    finally:
        server.send_signal(signal.SIGKILL)  # as a crash: the next start resumes them again
        server.wait(10)
    said = re.search(r"(\d+) tables deal by themselves again, restored from their stored state in [\d.]+ s "
                     r"\((\d+) deals re-run\)", log.read_text())
    assert said is not None, log.read_text()[-2000:]
    tables, rerun = int(said[1]), int(said[2])
    assert tables == 150
    # rows with their state: nothing re-run; rows from before the state column: every deal, as before
    assert rerun == (0 if with_state else sum(n + 1 for n in filled.last_deal.values()))


@pytest.mark.postgres
def test_postgres_restores_rooms_from_their_state_and_resumes_them_in_bulk(make_client: Any) -> None:
    reason = postgres_reachable()
    if reason:
        pytest.skip(reason)
    schema = f"tontine_test_{uuid.uuid4().hex[:12]}"
    try:
        first = Api(make_client(Limits(history_check_share=0), url=PG_URL, schema=schema))
        tables = [started(first, random.Random(i), preset=preset, deck=deck, seats=5, stake=300)
                  for i, (preset, deck) in enumerate((("german", "fresh"), ("french", "talon"), ("english", "fresh")))]
        for code, host in tables:
            for _ in range(5):
                first.act(code, host, "deal")
            first.act(code, host, "auto", pace=30)
            compare(first, code, 3, hand=False)
        before = {code: first.client.get(f"/api/tables/{code}").json() for code, _host in tables}
        first.client.__exit__(None, None, None)

        storage = Storage(PG_URL, schema=schema)
        statements: list[str] = []
        event.listen(storage.engine, "before_cursor_execute", lambda *args: statements.append(args[2]))
        try:
            registry = Registry(storage, clock=lambda: 0.0, limits=Limits(), limiter=RateLimiter(lambda: 0.0))
            rooms = registry.read_dealing()
        finally:
            storage.close()
        assert sorted(room.code for room in rooms) == sorted(code for code, _host in tables)
        assert len([s for s in statements if s.lstrip().upper().startswith("SELECT")]) == 3

        second = Api(make_client(Limits(history_check_share=0), url=PG_URL, schema=schema))
        for code, _host in tables:
            state = second.client.get(f"/api/tables/{code}").json()
            # dealing again (the first of them may have dealt already: first deals are spread from now)
            assert state["auto"] is True and state["deal_number"] in (5, 6)
            assert state["seats"] == before[code]["seats"] or state["deal_number"] == 6
    finally:
        Storage(PG_URL, schema=schema).drop_schema()
