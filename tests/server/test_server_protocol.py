"""Protocol 2: a deal is one compact message, the same bytes for every socket; old clients keep the full one."""

from __future__ import annotations

import json
from typing import Any

from tests.support.server import Api, until


def twenty_seats(api: Api) -> tuple[str, str]:
    created = api.create(preset="german", seats=20, stake=500)
    code, host = created["code"], created["host_token"]
    api.act(code, host, "fill")
    api.act(code, host, "start")
    return code, host


def expand(row: list[Any], kinds: list[list[Any]], deal: int) -> dict[str, Any]:
    number, *values = row
    kind, fields = kinds[number]
    return {"type": kind, "deal": deal, **dict(zip(fields, values, strict=True))}


def test_a_deal_reaches_a_protocol_2_socket_as_one_small_message_that_rebuilds_the_state(api: Api) -> None:
    code, host = twenty_seats(api)
    with api.client.websocket_connect(f"/ws/{code}") as new, api.client.websocket_connect(f"/ws/{code}") as old:
        new.send_json({"type": "hello", "protocol": 2})
        snap = until(new, "snapshot")
        assert snap["protocol"] == 2 and snap["reconnect"]["max_ms"] >= snap["reconnect"]["base_ms"] > 0
        old.send_json({"type": "hello"})
        until(old, "snapshot")
        api.act(code, host, "deal")
        raw = new.receive_text()
        message = json.loads(raw)
        full = until(old, "events")
        assert message["type"] == "deal" and message["seq"] == full["seq"]
        assert len(raw.encode()) < 1500, len(raw.encode())  # about 1 KB for 20 seats
        assert len(json.dumps(full).encode()) > 5 * len(raw.encode())
        # the rows and the schema in the snapshot give back exactly the full message's events
        events = [expand(row, snap["event_kinds"], message["deal"]) for row in message["events"]]
        assert events == full["events"]
        state = full["state"]
        assert message["holdings"] == [s["holding"] for s in sorted(state["seats"], key=lambda s: s["seat"])]
        for key in ("pool", "dealer", "next_dealer", "status", "phase", "winner", "auto"):
            assert message[key] == state[key], key
        assert message["deal"] == state["deal_number"] == 1


def test_every_protocol_2_socket_gets_the_same_bytes_and_a_gap_is_healed_by_a_snapshot(api: Api) -> None:
    code, host = twenty_seats(api)
    with api.client.websocket_connect(f"/ws/{code}") as one, api.client.websocket_connect(f"/ws/{code}") as two:
        for ws in (one, two):
            ws.send_json({"type": "hello", "protocol": 2})
            until(ws, "snapshot")
        api.act(code, host, "deal")
        first, second = one.receive_text(), two.receive_text()
        assert first == second
        one.send_json({"type": "snapshot"})
        again = until(one, "snapshot")
        assert again["seq"] == json.loads(first)["seq"] and again["state"]["deal_number"] == 1


def test_a_hello_with_a_protocol_it_does_not_know_gets_the_old_one(api: Api) -> None:
    code, host = twenty_seats(api)
    with api.client.websocket_connect(f"/ws/{code}") as ws:
        ws.send_json({"type": "hello", "protocol": "2"})
        until(ws, "snapshot")
        api.act(code, host, "deal")
        assert until(ws, "events")["state"]["deal_number"] == 1
