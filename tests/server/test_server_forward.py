"""A deal made on one process reaches the sockets of another as its compact message, without that one's engine.

The receiving process writes the dealer's compact text to its sockets under its own ``seq`` and
keeps the deal past its engine table (:class:`~tontine.server.room.ahead.Ahead`); its snapshots are
still the database's state, and it reads the table again when it must deal.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from tests.support.cluster import die_as_kill_9, receive_within, wait_for
from tests.support.server import Api

from tontine.events import event_to_dict
from tontine.rules import Rules
from tontine.server.app import Server
from tontine.server.room.ahead import Ahead
from tontine.server.room.codec import compact, encode, expand
from tontine.server.room.views import deal_message
from tontine.server.verify.shuffle import HmacShuffle
from tontine.table import Table

PACE = 0.15


# -- without services: the compact message carries all a snapshot needs ------------------------


def test_compact_rows_expand_back_to_the_engines_events() -> None:
    table = Table(Rules(), [f"P{n}" for n in range(8)], source=HmacShuffle("00" * 32, ["ab" * 8] * 8))
    table.open()
    for _ in range(30):
        events = [event_to_dict(e) for e in table.deal()]
        rows = json.loads(encode([compact(e) for e in events]))  # as they cross the bus
        assert expand(rows, table.deal_number) == json.loads(encode(events))


def test_an_ahead_holds_the_state_of_the_last_deal_forwarded_and_the_log_of_them_all() -> None:
    ahead = Ahead([{"type": "before"}])
    for number in (5, 6):
        ahead.add(number, encode({"type": "deal", "deal": number, "events": [], "holdings": [number, 1],
                                  "pool": number * 2, "dealer": 0, "next_dealer": 1, "status": "playing",
                                  "phase": "between deals", "winner": None, "win_how": None,
                                  "shares": [[0, 3]], "auto": True, "server_seed": None, "at": 0.0}))
    assert (ahead.deal_number, ahead.holdings, ahead.pool, ahead.shares) == (6, (6, 1), 12, ((0, 3),))
    assert ahead.log == [{"type": "before"}]


# -- two processes over one database and one Redis ---------------------------------------------


def server_of(client: TestClient) -> Server:
    server: Server = client.app.state.server  # type: ignore[attr-defined]
    return server


def playing(api: Api) -> tuple[str, str]:
    created = api.create(preset="german", seats=6, stake=500)
    code, host = created["code"], created["host_token"]
    api.act(code, host, "fill")
    api.act(code, host, "start")
    return code, host


def stored_state(client: TestClient, code: str) -> dict[str, Any]:
    """The table's public state as the database has it: read afresh, as a process that never held it would."""
    from tontine.server.room.views import public_state

    room = server_of(client).registry.read(code)
    assert room is not None
    return without_presence(json.loads(encode(public_state(room))))


def without_presence(state: dict[str, Any]) -> dict[str, Any]:
    """A state without who is connected (each process knows its own sockets first)."""
    return {**state, "host_connected": None, "seats": [{**seat, "connected": None} for seat in state["seats"]]}


@pytest.mark.redis
def test_the_other_process_forwards_each_deal_without_dealing_it_and_its_snapshots_are_the_databases(
        make_process: Callable[..., TestClient]) -> None:
    a, b = make_process("a"), make_process("b")
    first = Api(a)
    code, host = playing(first)
    with b.websocket_connect(f"/ws/{code}") as new, b.websocket_connect(f"/ws/{code}") as old:
        new.send_json({"type": "hello", "protocol": 2})
        old.send_json({"type": "hello"})
        seqs = {}
        for name, ws in (("new", new), ("old", old)):
            seqs[name] = wait_for(lambda ws=ws: receive_within(ws), lambda m: m["type"] == "snapshot")["seq"]
        room = server_of(b).registry.rooms[code]
        table = room.table
        assert table is not None and table.deal_number == 0
        for number in range(1, 6):
            dealt = first.act(code, host, "deal", expect=number)["state"]
            got = {"new": receive_within(new), "old": receive_within(old)}
            for name, message in got.items():  # the very next message, one seq on: nothing skipped
                assert message["seq"] == seqs[name] + 1, (name, message)
                seqs[name] = message["seq"]
            assert got["new"]["type"] == "deal" and got["new"]["deal"] == number
            assert got["new"]["holdings"] == [s["holding"] for s in sorted(dealt["seats"], key=lambda s: s["seat"])]
            assert got["old"]["type"] == "events" and got["old"]["state"]["deal_number"] == number
            assert got["old"]["events"] == dealt["log"][-len(got["old"]["events"]):]
            assert without_presence(got["old"]["state"]) == without_presence(dealt)
        # b dealt none of them: its engine table is where it was, the deals are kept past it
        assert room.table is table and table.deal_number == 0
        assert room.ahead is not None and room.ahead.deal_number == 5
        # a socket saying hello on b now gets the database's state, built from what b holds
        with b.websocket_connect(f"/ws/{code}") as late:
            late.send_json({"type": "hello", "protocol": 2})
            snap = wait_for(lambda: receive_within(late), lambda m: m["type"] == "snapshot")
        assert without_presence(snap["state"]) == stored_state(b, code)
        assert room.table is table  # still without reading the table again
        # the record b gives is the database's, every deal in it
        record = b.get(f"/api/tables/{code}/record")
        assert record.status_code == 200, record.text
        assert len(record.json()["deals"]) == 5
        # b deals the next one itself (the host's Deal there): it reads the table first, and deals 6
        assert Api(b).act(code, host, "deal", expect=6)["state"]["deal_number"] == 6
        assert room.ahead is None and room.table is not None and room.table.deal_number == 6
        assert receive_within(new)["deal"] == 6


@pytest.mark.redis
def test_the_message_built_before_a_deal_is_the_room_s_is_the_one_built_after_by_hand_by_itself_to_the_finish(
        make_process: Callable[..., TestClient]) -> None:
    a, b = make_process("a"), make_process("b")
    dealer = server_of(a).dealer
    pairs: list[tuple[dict[str, Any], dict[str, Any]]] = []  #: each deal's message, built before and after
    become_current = dealer.become_current

    async def watched(room: Any, work: Table, data: list[dict[str, Any]], *args: Any, **kwargs: Any) -> None:
        before = deal_message(room, data, work)  # as the dealer builds it to publish, the room not moved yet
        await become_current(room, work, data, *args, **kwargs)
        pairs.append((before, deal_message(room, data)))

    dealer.become_current = watched  # type: ignore[method-assign]
    first = Api(a)
    created = first.create(preset="german", seats=2, stake=12)
    code, host = created["code"], created["host_token"]
    first.act(code, host, "fill")
    first.act(code, host, "start")
    with b.websocket_connect(f"/ws/{code}") as there:
        there.send_json({"type": "hello", "protocol": 2})
        wait_for(lambda: receive_within(there), lambda m: m["type"] == "snapshot")
        first.act(code, host, "deal", expect=1)  # by hand, then by itself to the finish
        first.act(code, host, "auto", pace=PACE)
        last = wait_for(lambda: receive_within(there), lambda m: m["type"] == "deal" and m["status"] != "playing",
                        count=2000)
    assert len(pairs) >= 3 and all(before == after for before, after in pairs), pairs
    assert not pairs[0][1]["auto"] and any(after["auto"] for _before, after in pairs)
    final = pairs[-1][1]
    assert final["status"] == "finished" and final["auto"] is False and final["server_seed"] is not None
    # the other process's sockets got it as it was built
    assert {k: v for k, v in last.items() if k not in ("seq", "at")} == final


@pytest.mark.redis
@pytest.mark.slow
def test_a_takeover_after_forwarded_deals_deals_on_from_the_stored_state_with_no_deal_lost_or_twice(
        make_process: Callable[..., TestClient]) -> None:
    a, b = make_process("a"), make_process("b")
    code, host = playing(Api(a))
    with b.websocket_connect(f"/ws/{code}") as ws:
        ws.send_json({"type": "hello", "protocol": 2})
        seq = wait_for(lambda: receive_within(ws), lambda m: m["type"] == "snapshot")["seq"]
        Api(a).act(code, host, "auto", pace=PACE)
        numbers: list[int] = []

        def next_deal() -> int:
            nonlocal seq
            message = receive_within(ws)
            while message["type"] != "deal":  # a state (the pace, who is dealing) comes in between
                assert message["seq"] == seq + 1, message
                seq = message["seq"]
                message = receive_within(ws)
            assert message["seq"] == seq + 1, message
            seq = message["seq"]
            numbers.append(message["deal"])
            return int(message["deal"])

        while next_deal() < 4:
            pass
        room = server_of(b).registry.rooms[code]
        assert not room.auto and room.ahead is not None and room.table is not None and room.table.deal_number == 0
        die_as_kill_9(a)  # a dies as kill -9 would leave it: no more deals from it, its lease left to run out
        deadline = time.monotonic() + 10
        taken: int | None = None  #: the first deal b made itself
        while True:  # b takes the table over (its lease ran out) and deals on: three of its deals
            number = next_deal()
            if taken is None and room.auto:
                taken = number
            if taken is not None and number >= taken + 3:
                break
            assert time.monotonic() < deadline, numbers
        Api(b).act(code, host, "pause")
    assert numbers == list(range(1, len(numbers) + 1))  # every deal once, in order, over both dealers
    stored = [number for number, *_rest in server_of(b).storage.load_deals(code, 1)]
    assert stored[: len(numbers) + 1] == list(range(len(numbers) + 1))
    assert room.ahead is None and room.table is not None and room.table.deal_number == stored[-1]
