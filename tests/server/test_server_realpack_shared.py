"""A real pack's deal being typed lives in the database: any process continues it, a restart keeps it.

Each card typed is stored with the deal's cards so far (``tontine_tables.typed``); the deal's last
card stores the whole deal and clears them in the same transaction. A second app over the same
database (with Redis, as ``tontine serve --redis`` processes; or one started after the first
stopped) goes on from the stored cards: the next card, an undo of a card typed elsewhere, the
settling of the deal.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import create_engine, inspect, text
from tests.support.cluster import REDIS_URL, drop_schema, new_schema, pg_pair, processes, redis_reachable
from tests.support.server import PG_URL, Api, postgres_reachable

from tontine.server.room.limits import Limits

PACK = [r + s for r in "A23456789TJQK" for s in "SHDC"]


class Typist:
    """Types the cards of a real pack through one process or another, remembering what each deal should hold."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.pack: list[str] = []
        self.deal = -1
        self.typed: list[str] = []  #: the cards of the deal under way, as they should stand
        self.deals: dict[int, list[str]] = {}  #: every settled deal's cards

    def turn(self, act: Any, state: dict[str, Any]) -> dict[str, Any]:
        """One card through ``act(action, **body) -> state``, from a fresh pack at each new deal."""
        if state["hand"]["next_seat"] is None:  # between deals: the next card starts a new one
            self.pack = list(PACK)
            self.rng.shuffle(self.pack)
            self.deal, self.typed = state["deal_number"] + 1, []
        card = self.pack.pop()
        after = act("turn", card=card)
        self.typed.append(card)
        if after["hand"]["next_seat"] is None:  # that was the deal's last card
            self.deals[self.deal], self.typed = self.typed, []
        return after

    def undo(self, act: Any) -> dict[str, Any]:
        after = act("undo")
        self.pack.append(self.typed.pop())
        return after


def actor(api: Api, code: str, host: str) -> Any:
    def act(action: str, **body: Any) -> dict[str, Any]:
        return api.act(code, host, action, **body)["state"]
    return act


def seen(api: Api, code: str) -> tuple[int, list[str]]:
    """The deal number and the cards of the deal under way that a process shows."""
    state = api.client.get(f"/api/tables/{code}").json()
    return state["deal_number"], state["hand"]["cards"]


def eventually(check: Any, seconds: float = 10.0) -> bool:
    deadline = time.monotonic() + seconds
    while not check():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


def dealt_cards(record: dict[str, Any]) -> dict[int, list[str]]:
    return {deal["number"]: [c["card"] for c in deal["cards"]] for deal in record["deals"]}


def started(api: Api, seats: int) -> tuple[str, str, dict[str, Any]]:
    created = api.create(preset="english", stake=20, ante=1, seats=seats, cards="hand")
    code, host = created["code"], created["host_token"]
    api.act(code, host, "fill")
    return code, host, api.act(code, host, "start")["state"]


@pytest.fixture
def pair() -> Iterator[tuple[Api, Api]]:
    """Two apps over one fresh PostgreSQL schema and one Redis namespace (two ``tontine serve --redis``)."""
    for reason in (postgres_reachable(), redis_reachable()):
        if reason:
            pytest.skip(reason)
    with pg_pair(Limits()) as apps:
        yield apps


@pytest.mark.postgres
@pytest.mark.redis
def test_cards_typed_through_two_processes_in_turn_make_the_deals_one_would(pair: tuple[Api, Api]) -> None:
    a, b = pair
    code, host, state = started(a, seats=3)
    acts = [actor(a, code, host), actor(b, code, host)]
    typist = Typist(5)
    for step in range(16):
        act = acts[step % 2]
        if step % 5 == 4 and typist.typed:  # now and then a card typed through the other process taken back
            state = typist.undo(act)
        else:
            state = typist.turn(act, state)
        # the process that acted shows the deal as it stands, whichever process took its cards
        assert state["hand"]["cards"] == typist.typed
        assert state["hand"]["can_undo"] is bool(typist.typed)
        # and so does the other process, once told
        other = (b, a)[step % 2]
        assert eventually(lambda other=other, state=state: seen(other, code) == (state["deal_number"], typist.typed))
    assert len(typist.deals) >= 3
    for api in (a, b):
        record = api.client.get(f"/api/tables/{code}/record").json()
        assert {n: cards for n, cards in dealt_cards(record).items() if n in typist.deals} == typist.deals
        assert record["source"] == "typed"


def test_a_restart_mid_deal_keeps_the_cards_typed_and_goes_on(make_client: Any) -> None:
    first = Api(make_client())
    code, host, state = started(first, seats=4)
    typist = Typist(8)
    act = actor(first, code, host)
    while len(typist.deals) < 1 or len(typist.typed) < 2:  # a whole deal, then two cards of the next
        state = typist.turn(act, state)
    first.client.__exit__(None, None, None)  # the process stops mid-deal

    second = Api(make_client())  # started after it, over the same database
    state = second.client.get(f"/api/tables/{code}").json()
    assert state["hand"]["cards"] == typist.typed and state["hand"]["can_undo"]
    cards_shown = [e["card"] for e in state["log"] if e["type"] == "card_dealt" and e["deal"] == typist.deal]
    assert cards_shown == typist.typed
    act = actor(second, code, host)
    state = typist.undo(act)  # a card typed before the restart, taken back after it
    assert state["hand"]["cards"] == typist.typed
    deal = typist.deal
    while deal not in typist.deals:
        state = typist.turn(act, state)
    record = second.client.get(f"/api/tables/{code}/record").json()
    assert dealt_cards(record) == {n: typist.deals[n] for n in dealt_cards(record)}
    assert set(typist.deals) <= set(dealt_cards(record))


def test_a_database_made_before_the_typed_column_gets_it(make_client: Any, db_url: str) -> None:
    first = Api(make_client())
    code, host, state = started(first, seats=2)
    first.client.__exit__(None, None, None)
    engine = create_engine(db_url)
    with engine.begin() as conn:
        conn.execute(text("ALTER TABLE tontine_tables DROP COLUMN typed"))
    engine.dispose()

    second = Api(make_client())
    columns = {c["name"] for c in inspect(second.client.app.state.server.storage.engine).get_columns("tontine_tables")}
    assert "typed" in columns
    typist = Typist(3)
    state = typist.turn(actor(second, code, host), state)
    assert state["hand"]["cards"] == typist.typed
    third = Api(make_client())  # and a process after it reads the card back from the new column
    assert third.client.get(f"/api/tables/{code}").json()["hand"]["cards"] == typist.typed


@pytest.mark.slow
@pytest.mark.postgres
@pytest.mark.redis
def test_real_processes_continue_each_others_deal_card_by_card(tmp_path: Path) -> None:
    for reason in (postgres_reachable(), redis_reachable()):
        if reason:
            pytest.skip(reason)
    schema = new_schema()
    try:
        with processes(2, PG_URL, tmp_path, schema=schema, redis_url=REDIS_URL) as served:
            bases = [one.base for one in served]

            def post(base: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
                response = httpx.post(base + path, json=body, timeout=15)
                assert response.status_code in (200, 201), response.text
                return dict(response.json())

            created = post(bases[0], "/api/tables", {"preset": "english", "stake": 20, "seats": 3, "cards": "hand"})
            code, host = created["code"], created["host_token"]
            post(bases[1], f"/api/tables/{code}/action", {"token": host, "action": "fill"})
            state = post(bases[0], f"/api/tables/{code}/action", {"token": host, "action": "start"})["state"]
            typist = Typist(11)
            for step in range(9):
                base = bases[step % 2]

                def act(action: str, base: str = base, **body: Any) -> dict[str, Any]:
                    return post(base, f"/api/tables/{code}/action", {"token": host, "action": action, **body})["state"]

                state = typist.undo(act) if step == 4 else typist.turn(act, state)
                assert state["hand"]["cards"] == typist.typed
            record = httpx.get(f"{bases[1]}/api/tables/{code}/record", timeout=60).json()
            assert len(typist.deals) >= 2
            assert {n: c for n, c in dealt_cards(record).items() if n in typist.deals} == typist.deals
    finally:
        drop_schema(schema)
