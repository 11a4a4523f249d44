"""In-process tests of the WebSocket protocol: snapshots, sequence numbers, seats, reactions, limits."""

from __future__ import annotations

from typing import Any

import pytest
from tests.support.server import Api, Clock, receive, seed, until

from tontine.server.room.limits import Limits
from tontine.server.room.signs import EMOTES

pytestmark = pytest.mark.usefixtures("no_join_delay")


def lobby(api: Api, players: int = 3) -> tuple[str, str, list[dict[str, Any]]]:
    created = api.create()
    code = created["code"]
    return code, created["host_token"], [api.join(code, f"P{i}") for i in range(players)]


def test_hello_gives_a_snapshot_and_every_message_is_numbered(api: Api) -> None:
    code, host, seats = lobby(api)
    with api.client.websocket_connect(f"/ws/{code}") as ws:
        ws.send_json({"type": "hello", "token": seats[1]["token"], "seed": seed()})
        snap = until(ws, "snapshot")
        assert snap["you"] == {"pos": seats[1]["pos"], "host": False}
        assert [s["name"] for s in snap["state"]["seats"]] == ["P0", "P1", "P2"]
        presence = receive(ws)  # everyone learns that seat 1 is connected
        assert presence["type"] == "state" and presence["seq"] == snap["seq"] + 1
        assert presence["state"]["seats"][1]["connected"] is True
        seq = presence["seq"]
        api.act(code, host, "start")
        started = receive(ws)
        assert started["type"] == "events" and started["seq"] == seq + 1
        assert [e["type"] for e in started["events"]][-3:] == ["ante"] * 3
        api.act(code, host, "deal")
        dealt = receive(ws)
        assert dealt["seq"] == seq + 2 and dealt["state"]["deal_number"] == 1
        kinds = [e["type"] for e in dealt["events"]]
        assert "deal_started" in kinds and kinds.count("card_dealt") == 3 and kinds[-1] in ("deal_ended", "won")
        ws.send_json({"type": "ping"})
        assert receive(ws) == {"type": "pong", "seq": seq + 2}


def test_a_client_that_misses_messages_asks_for_a_snapshot_and_catches_up(api: Api) -> None:
    code, host, _seats = lobby(api)
    api.act(code, host, "start")
    with api.client.websocket_connect(f"/ws/{code}") as ws:
        ws.send_json({"type": "hello"})
        first = until(ws, "snapshot")
        for _ in range(3):
            api.act(code, host, "deal")
        seen = [receive(ws)["seq"] for _ in range(3)]
        assert seen == [first["seq"] + 1, first["seq"] + 2, first["seq"] + 3]
        # a client that lost those three asks again and gets the whole state at the latest number
        ws.send_json({"type": "snapshot"})
        again = until(ws, "snapshot")
        assert again["seq"] == seen[-1] and again["state"]["deal_number"] == 3
        assert again["you"] == {"pos": None, "host": False}
        assert sum(1 for e in again["state"]["log"] if e["type"] == "deal_started") == 3


def test_reconnect_keeps_the_seat_and_shows_disconnected_meanwhile(api: Api) -> None:
    code, host, seats = lobby(api)
    with api.client.websocket_connect(f"/ws/{code}") as watcher:
        watcher.send_json({"type": "hello", "host_token": host})
        assert until(watcher, "snapshot")["you"]["host"] is True
        assert until(watcher, "state")["state"]["host_connected"] is True
        with api.client.websocket_connect(f"/ws/{code}") as phone:
            phone.send_json({"type": "hello", "token": seats[0]["token"], "seed": seed()})
            until(phone, "snapshot")
            state = until(watcher, "state")["state"]
            assert state["seats"][0]["connected"] is True
        state = until(watcher, "state")["state"]  # the phone slept
        assert state["seats"][0]["connected"] is False and len(state["seats"]) == 3
        with api.client.websocket_connect(f"/ws/{code}") as phone:
            phone.send_json({"type": "hello", "token": seats[0]["token"], "seed": seed()})
            snap = until(phone, "snapshot")
            assert snap["you"]["pos"] == seats[0]["pos"] and snap["state"]["seats"][0]["connected"] is True
            assert len(snap["state"]["seats"]) == 3


def test_reactions_from_a_seat_only_and_from_the_list(api: Api) -> None:
    code, _host, seats = lobby(api)
    with api.client.websocket_connect(f"/ws/{code}") as ws:
        ws.send_json({"type": "hello", "token": seats[2]["token"]})
        snap = until(ws, "snapshot")
        until(ws, "state")
        ws.send_json({"type": "react", "emote": EMOTES[0]})
        reaction = until(ws, "reaction")
        assert reaction["pos"] == seats[2]["pos"] and reaction["emote"] == EMOTES[0]
        assert reaction["seq"] == snap["seq"] + 2
        ws.send_json({"type": "react", "emote": "free text"})
        assert "reactions are for seated players" in until(ws, "error")["message"]
    with api.client.websocket_connect(f"/ws/{code}") as spectator:
        spectator.send_json({"type": "hello"})
        until(spectator, "snapshot")
        spectator.send_json({"type": "react", "emote": EMOTES[1]})
        assert until(spectator, "error")["type"] == "error"


def test_oversized_and_flooding_sockets_are_closed_and_others_still_served(make_client: Any) -> None:
    api = Api(make_client(Limits(ws_messages=5, ws_message_size=200)))
    code, _host, seats = lobby(api)
    with api.client.websocket_connect(f"/ws/{code}") as ws:
        ws.send_text("x" * 500)
        assert until(ws, "error")["message"] == "message too large"
    with api.client.websocket_connect(f"/ws/{code}") as ws:
        for _ in range(6):
            ws.send_json({"type": "ping"})
        messages = [receive(ws) for _ in range(6)]
        assert messages[-1]["type"] == "error" and messages[-1]["message"] == "too many messages: slow down"
        assert messages[-1]["key"] == "slow"
    with api.client.websocket_connect(f"/ws/{code}") as ws:
        ws.send_json({"type": "hello", "token": seats[0]["token"]})
        assert until(ws, "snapshot")["you"]["pos"] == seats[0]["pos"]
        ws.send_json("not an object")
        assert until(ws, "error")["message"] == "messages are JSON objects"


def test_an_unknown_code_is_refused_on_the_socket(api: Api) -> None:
    with api.client.websocket_connect("/ws/ZZZZZZ") as ws:
        message = receive(ws)
        assert message["type"] == "error" and "no table with the code" in message["message"]


def test_the_host_role_passes_on_when_the_host_is_gone_long(api: Api, clock: Clock) -> None:
    created = api.create()
    code, host = created["code"], created["host_token"]
    hosting = api.join(code, "Hostess", host_token=host)
    guest = api.join(code, "Guest")
    server = api.client.app.state.server
    portal = api.client.portal  # run the check on the app's own event loop
    with api.client.websocket_connect(f"/ws/{code}") as ws:
        ws.send_json({"type": "hello", "token": guest["token"]})
        until(ws, "snapshot")
        with api.client.websocket_connect(f"/ws/{code}") as host_ws:
            host_ws.send_json({"type": "hello", "token": hosting["token"], "host_token": host})
            assert until(host_ws, "snapshot")["you"]["host"] is True
        clock.now += 10  # under Limits.host_timeout (20 s)
        portal.call(server.lobby.check_hosts)
        assert api.client.get(f"/api/tables/{code}").json()["host_pos"] == hosting["pos"]
        clock.now += 61
        portal.call(server.lobby.check_hosts)
        state = api.client.get(f"/api/tables/{code}").json()
        assert state["host_pos"] == guest["pos"]
        api.act(code, guest["token"], "start")
        api.act(code, host, "deal", expect_status=403)


@pytest.mark.parametrize("pace", [0.2])
def test_auto_deal_deals_by_itself_until_paused(api: Api, pace: float) -> None:
    code, host, _seats = lobby(api, players=6)
    api.act(code, host, "start")
    with api.client.websocket_connect(f"/ws/{code}") as ws:
        ws.send_json({"type": "hello"})
        until(ws, "snapshot")
        api.act(code, host, "auto", pace=pace)
        assert until(ws, "state")["state"]["auto"] is True
        dealt = [until(ws, "events")["state"]["deal_number"] for _ in range(2)]
        assert dealt[1] == dealt[0] + 1
        api.act(code, host, "pause")
    state = api.client.get(f"/api/tables/{code}").json()
    assert state["auto"] is False
    api.act(code, host, "auto", pace=0.01, expect_status=400)


def test_player_seeds_are_fresh_until_the_start_and_frozen_after(api: Api) -> None:
    code, host, seats = lobby(api, players=2)
    fresh, late = seed(), seed()
    with api.client.websocket_connect(f"/ws/{code}") as ws:
        ws.send_json({"type": "hello", "token": seats[0]["token"], "seed": fresh})
        until(ws, "snapshot")
        api.act(code, host, "start")
        ws.send_json({"type": "hello", "token": seats[0]["token"], "seed": late})
        until(ws, "snapshot")
    api.act(code, host, "end")
    record = api.client.get(f"/api/tables/{code}/record").json()
    assert record["shuffle"]["player_seeds"][0] == fresh
    assert late not in record["shuffle"]["player_seeds"]


def test_too_many_sockets_from_one_address_are_refused(make_client: Any) -> None:
    api = Api(make_client(Limits(ws_per_address=2)))
    code, _host, _seats = lobby(api, players=2)
    with api.client.websocket_connect(f"/ws/{code}") as one, api.client.websocket_connect(f"/ws/{code}") as two:
        for ws in (one, two):
            ws.send_json({"type": "hello"})
            until(ws, "snapshot")
        with api.client.websocket_connect(f"/ws/{code}") as three:
            refused = receive(three)
            assert refused["type"] == "error" and refused["key"] == "sockets"
    with api.client.websocket_connect(f"/ws/{code}") as again:  # the count goes down as sockets close
        again.send_json({"type": "hello"})
        assert until(again, "snapshot")["type"] == "snapshot"


def test_many_phones_arriving_at_once_cost_one_presence_broadcast(api: Api) -> None:
    import contextlib
    import time

    code, _host, seats = lobby(api, players=6)
    with contextlib.ExitStack() as stack:
        sockets = [stack.enter_context(api.client.websocket_connect(f"/ws/{code}")) for _ in seats]
        for ws, seat in zip(sockets, seats, strict=True):
            ws.send_json({"type": "hello", "token": seat["token"]})
        for ws in sockets:
            until(ws, "snapshot")
        time.sleep(0.5)
        sockets[0].send_json({"type": "ping"})
        seen = []
        while (message := receive(sockets[0]))["type"] != "pong":
            seen.append(message)
        states = [m for m in seen if m["type"] == "state"]
        # six arrivals inside the coalescing window: one or two state broadcasts, not six
        assert 1 <= len(states) <= 2, [m["type"] for m in seen]
        assert all(s["connected"] for s in states[-1]["state"]["seats"])
