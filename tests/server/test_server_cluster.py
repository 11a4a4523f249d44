"""Two server apps in one test process over one PostgreSQL schema and one Redis: any process serves any table.

Each app is a TestClient running its own event loop; they share nothing but the database and
Redis, as two ``tontine serve --redis`` processes would.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from tests.support.cluster import (
    pg_pair,
    receive_within,
    redis_reachable,
    wait_for,
)
from tests.support.server import Api, postgres_reachable, seed

from tontine.server.room.limits import Limits

pytestmark = [pytest.mark.postgres, pytest.mark.redis]


@pytest.fixture
def pair() -> Iterator[tuple[Api, Api]]:
    """Two apps (nodes "a" and "b") over one fresh PostgreSQL schema and one Redis namespace."""
    for reason in (postgres_reachable(), redis_reachable()):
        if reason:
            pytest.skip(reason)
    with pg_pair(Limits(min_pace=0.2)) as apps:
        yield apps


def eventually(check: Any, seconds: float = 10.0) -> Any:
    """The first truthy value of ``check()`` within ``seconds`` (the other process hears through Redis)."""
    deadline = time.monotonic() + seconds
    while True:
        value = check()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(0.02)


def seat_names(api: Api, code: str) -> list[str]:
    response = api.client.get(f"/api/tables/{code}")
    assert response.status_code == 200, response.text
    return [s["name"] for s in response.json()["seats"]]


def test_players_joining_alternately_through_two_processes_all_get_seats(pair: tuple[Api, Api]) -> None:
    a, b = pair
    created = a.create()
    code = created["code"]
    statuses, positions = [], []
    for n in range(8):
        via = (a, b)[n % 2]
        response = via.client.post(f"/api/tables/{code}/join", json={"name": f"P{n}", "emblem": "♠", "seed": seed()})
        statuses.append(response.status_code)
        positions.append(response.json().get("pos"))
    assert statuses == [200] * 8
    assert sorted(positions) == list(range(8))
    names = [f"P{n}" for n in range(8)]
    assert eventually(lambda: seat_names(a, code) == names and seat_names(b, code) == names), \
        (seat_names(a, code), seat_names(b, code))


def test_a_deal_made_through_one_process_reaches_a_socket_on_the_other(pair: tuple[Api, Api]) -> None:
    a, b = pair
    created = a.create()
    code, host = created["code"], created["host_token"]
    for n in range(3):
        (a, b)[n % 2].join(code, f"P{n}")
    a.act(code, host, "start")
    with b.client.websocket_connect(f"/ws/{code}") as old, b.client.websocket_connect(f"/ws/{code}") as new:
        old.send_json({"type": "hello"})
        new.send_json({"type": "hello", "protocol": 2})
        for ws in (old, new):
            # B heard of the start: in the snapshot, or (a hello before the message came) in the state after it
            wait_for(lambda ws=ws: receive_within(ws),
                     lambda m: m["type"] in ("snapshot", "state") and m["state"]["status"] == "playing")
        for number in (1, 2, 3):
            state = a.act(code, host, "deal")["state"]
            full = wait_for(lambda: receive_within(old), lambda m: m["type"] == "events")
            compact = wait_for(lambda: receive_within(new), lambda m: m["type"] == "deal")
            assert full["state"]["deal_number"] == compact["deal"] == number
            assert [s["holding"] for s in full["state"]["seats"]] == [s["holding"] for s in state["seats"]]
            assert full["state"]["pool"] == compact["pool"] == state["pool"]
            assert full["events"] == state["log"][-len(full["events"]):]
    # and B serves the next deal itself, from the state it applied
    assert b.act(code, host, "deal", expect=4)["state"]["deal_number"] == 4


@pytest.mark.slow
def test_pause_handover_and_end_on_one_process_reach_the_sockets_of_the_other(pair: tuple[Api, Api]) -> None:
    a, b = pair
    created = a.create()
    code, host = created["code"], created["host_token"]
    ann = a.join(code, "Ann", host_token=host)  # the creator takes a seat: Ann is the host
    bob = b.join(code, "Bob")
    a.act(code, host, "fill", count=1)
    a.act(code, ann["token"], "start")
    with a.client.websocket_connect(f"/ws/{code}") as ann_ws, a.client.websocket_connect(f"/ws/{code}") as bob_ws:
        ann_ws.send_json({"type": "hello", "token": ann["token"]})
        bob_ws.send_json({"type": "hello", "token": bob["token"]})
        assert wait_for(lambda: receive_within(ann_ws), lambda m: m["type"] == "snapshot")["you"]["host"] is True
        assert wait_for(lambda: receive_within(bob_ws), lambda m: m["type"] == "snapshot")["you"]["host"] is False
        # A deals by itself; a pause through B stops it on A
        a.act(code, ann["token"], "auto", pace=0.2)
        wait_for(lambda: receive_within(bob_ws), lambda m: m.get("type") in ("events", "state")
                 and m.get("state", {}).get("deal_number", 0) >= 2)
        paused = b.act(code, ann["token"], "pause")["state"]
        stopped = wait_for(lambda: receive_within(bob_ws), lambda m: m["type"] == "state"
                           and m["state"]["auto"] is False)
        room = a.client.app.state.server.registry.rooms[code]
        assert room.auto is False and room.auto_task is None
        dealt = stopped["state"]["deal_number"]
        assert dealt >= paused["deal_number"]
        time.sleep(0.6)  # three paces: A deals no more
        assert a.client.get(f"/api/tables/{code}").json()["deal_number"] == dealt
        # the host role handed over through B: A's sockets learn who hosts now
        b.act(code, ann["token"], "handover", pos=bob["pos"])
        now_host = wait_for(lambda: receive_within(bob_ws), lambda m: m["type"] == "snapshot")
        assert now_host["you"] == {"pos": bob["pos"], "host": True}
        assert wait_for(lambda: receive_within(ann_ws), lambda m: m["type"] == "snapshot")["you"]["host"] is False
        a.act(code, ann["token"], "end", expect_status=403)  # A knows Ann no longer hosts
        # the end through B
        b.act(code, bob["token"], "end")
        ended = wait_for(lambda: receive_within(ann_ws), lambda m: m["type"] == "state"
                         and m["state"]["status"] == "ended")
        assert ended["state"]["shuffle"]["server_seed"] is not None


def test_a_reaction_on_one_process_is_shown_on_the_other(pair: tuple[Api, Api]) -> None:
    a, b = pair
    created = a.create()
    code = created["code"]
    ann = a.join(code, "Ann")
    b.join(code, "Bob")
    with a.client.websocket_connect(f"/ws/{code}") as ws_a, b.client.websocket_connect(f"/ws/{code}") as ws_b:
        ws_a.send_json({"type": "hello", "token": ann["token"]})
        ws_b.send_json({"type": "hello"})
        wait_for(lambda: receive_within(ws_a), lambda m: m["type"] == "snapshot")
        wait_for(lambda: receive_within(ws_b), lambda m: m["type"] == "snapshot")
        meta = a.client.get("/api/meta").json()
        ws_a.send_json({"type": "react", "emote": meta["emotes"][0]})
        shown = wait_for(lambda: receive_within(ws_b), lambda m: m["type"] == "reaction")
        assert shown["pos"] == ann["pos"] and shown["emote"] == meta["emotes"][0]


def test_a_deal_message_out_of_sequence_or_not_matching_the_engine_reloads_from_the_database(
        pair: tuple[Api, Api]) -> None:
    a, b = pair
    created = a.create()
    code, host = created["code"], created["host_token"]
    for n in range(3):
        a.join(code, f"P{n}")
    a.act(code, host, "start")
    true = a.act(code, host, "deal")["state"]
    server_b = b.client.app.state.server
    with b.client.websocket_connect(f"/ws/{code}") as ws:
        ws.send_json({"type": "hello"})
        assert wait_for(lambda: receive_within(ws), lambda m: m["type"] == "snapshot")["state"]["deal_number"] == 1
        room = server_b.registry.rooms[code]
        table = room.table
        forged = [{"kind": "deal", "code": code, "node": "x", "game": 1, "number": 2, "events": [],
                   "holdings": [99, 0, 0], "pool": 0, "status": "playing", "at": 0},  # not what the engine deals
                  {"kind": "deal", "code": code, "node": "x", "game": 1, "number": 7, "events": [],
                   "holdings": [s["holding"] for s in true["seats"]], "pool": 0,
                   "status": "playing", "at": 0}]  # a gap
        for message in forged:
            b.client.portal.call(server_b.cluster.dispatch, message)
            state = wait_for(lambda: receive_within(ws), lambda m: m["type"] == "state")["state"]
            assert state["deal_number"] == 1 and state["pool"] == true["pool"]  # as stored, not as told
        # the rows were read again; the engine table, still at the stored deal, is kept
        assert server_b.registry.rooms[code].table is table and table.deal_number == 1
        a.act(code, host, "deal")  # and the next true deal is applied as usual
        assert wait_for(lambda: receive_within(ws), lambda m: m["type"] == "events")["state"]["deal_number"] == 2


def test_after_a_gap_in_the_messages_a_resync_gives_each_socket_the_table_as_stored(pair: tuple[Api, Api]) -> None:
    """Deals missed while Redis was away: the snapshot after the resync is of the stored table, not the last one heard."""
    a, b = pair
    created = a.create()
    code, host = created["code"], created["host_token"]
    for n in range(3):
        a.join(code, f"P{n}")
    a.act(code, host, "start")
    server_b = b.client.app.state.server
    with b.client.websocket_connect(f"/ws/{code}") as ws:
        ws.send_json({"type": "hello"})
        wait_for(lambda: receive_within(ws), lambda m: m["type"] in ("snapshot", "state") and m["state"]["status"] == "playing")
        a.act(code, host, "deal", expect=1)
        wait_for(lambda: receive_within(ws), lambda m: m["type"] == "events" and m["state"]["deal_number"] == 1)
        dropped: list[dict[str, Any]] = []
        server_b.cluster._deliver = dropped.append  # B hears nothing, as while Redis is away
        try:
            for expect in (2, 3, 4):
                last = a.act(code, host, "deal", expect=expect)["state"]
            assert eventually(lambda: len([m for m in dropped if m.get("kind") == "deal"]) == 3), dropped
            # a change of who is connected meanwhile (others' heartbeats lapse with Redis away) tells B's
            # sockets the state B knows, and keeps it as the state of that seq
            b.client.portal.call(server_b.hub.broadcast_state, server_b.registry.rooms[code])
            assert wait_for(lambda: receive_within(ws), lambda m: m["type"] == "state")["state"]["deal_number"] == 1
        finally:
            del server_b.cluster._deliver
        b.client.portal.call(server_b.cluster.resync)  # as when Redis comes back
        snap = wait_for(lambda: receive_within(ws), lambda m: m["type"] == "snapshot")
        assert snap["state"]["deal_number"] == last["deal_number"] == 4
        assert [s["holding"] for s in snap["state"]["seats"]] == [s["holding"] for s in last["seats"]]
        assert snap["state"]["pool"] == last["pool"]
        a.act(code, host, "deal", expect=5)  # and the deals after it follow on
        assert wait_for(lambda: receive_within(ws), lambda m: m["type"] == "events")["state"]["deal_number"] == 5


def test_a_deal_read_from_the_database_before_its_message_came_reaches_the_sockets_as_a_snapshot(
        pair: tuple[Api, Api]) -> None:
    """B reads the table again for a change of its own while A's last deal is still on its way: B's sockets
    are not left without that deal (its message, when it comes, is one B already knows and forwards nothing)."""
    a, b = pair
    created = a.create()
    code, host = created["code"], created["host_token"]
    for n in range(3):
        a.join(code, f"P{n}")
    a.act(code, host, "start")
    server_b = b.client.app.state.server
    with b.client.websocket_connect(f"/ws/{code}") as ws:
        ws.send_json({"type": "hello"})
        wait_for(lambda: receive_within(ws), lambda m: m["type"] in ("snapshot", "state") and m["state"]["status"] == "playing")
        a.act(code, host, "deal", expect=1)
        wait_for(lambda: receive_within(ws), lambda m: m["type"] == "events" and m["state"]["deal_number"] == 1)
        late: list[dict[str, Any]] = []
        server_b.cluster._deliver = late.append  # A's next deal is slow to reach B
        try:
            a.act(code, host, "deal", expect=2)
            assert eventually(lambda: any(m.get("kind") == "deal" for m in late)), late
        finally:
            del server_b.cluster._deliver
        b.act(code, host, "deal", expect=3)  # B reads the rows again first (deal 2 among them), then deals
        for message in late:  # and A's message comes after all
            b.client.portal.call(server_b.cluster.dispatch, message)
        seen: list[tuple[str, int]] = []  # (type, deal number) of each deal and snapshot, up to deal 3
        while not seen or seen[-1][1] < 3:
            message = wait_for(lambda: receive_within(ws), lambda m: m["type"] in ("events", "snapshot"))
            seen.append((message["type"], message["state"]["deal_number"]))
        assert seen[-1] == ("events", 3) and len(seen) >= 2 and seen[-2][1] == 2, seen
