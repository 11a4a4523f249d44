"""Malformed requests and frames: a clear refusal, and the server keeps serving everyone else."""

from __future__ import annotations

import json
from typing import Any

import pytest
from fastapi.testclient import TestClient
from tests.support.server import Api, seed

from tontine.server.room.limits import Limits

pytestmark = pytest.mark.usefixtures("no_join_delay")

DEEP = "[" * 4000 + "]" * 4000  # under the size limits, past the JSON parser's recursion


@pytest.fixture
def client(make_client: Any) -> TestClient:
    return make_client(Limits())


def _table(client: TestClient) -> tuple[Api, str, str, str]:
    api = Api(client)
    created = api.create(seats=4)
    joined = api.join(created["code"], "Ann", host_token=created["host_token"])
    return api, created["code"], created["host_token"], joined["token"]


def test_deeply_nested_json_is_a_400_not_a_crash(client: TestClient) -> None:
    _api, code, _host, _token = _table(client)
    for path in ("/api/tables", f"/api/tables/{code}/join", f"/api/tables/{code}/action"):
        response = client.post(path, content=DEEP, headers={"content-type": "application/json"})
        assert response.status_code == 400, (path, response.text)
        assert response.json()["error"] == "the request must be JSON"


def test_verify_refuses_deep_and_misshapen_records_with_a_message(client: TestClient) -> None:
    response = client.post("/api/verify", content=DEEP)
    assert response.status_code == 200
    assert response.json() == {"ok": False, "code": "not-json", "values": {}, "error": "the record is not JSON"}
    for bad, code in (({"shuffle": {}, "seat_draw": 3}, "algorithm"), ({"shuffle": [], "players": 5}, "no-shuffle"),
                      ([1, 2], "not-record"), ("record", "not-record")):
        response = client.post("/api/verify", json=bad)
        assert response.status_code == 200
        body = response.json()
        assert body["ok"] is False and body["code"] == code and "\n" not in body["error"]


def test_a_body_declared_too_large_is_refused_before_it_is_read(client: TestClient) -> None:
    response = client.post("/api/tables", content=b"{}" + b" " * 20000, headers={"content-type": "application/json"})
    assert response.status_code == 413 and "too large" in response.json()["error"]

    def chunks() -> Any:  # no Content-Length: the stream itself must be cut off
        for _ in range(10):
            yield b" " * 1000

    response = client.post("/api/tables", content=chunks(), headers={"content-type": "application/json"})
    assert response.status_code == 413


@pytest.mark.parametrize("preset", [[], {}, 0, False, ["english"]])
def test_a_preset_that_is_not_a_name_is_refused(client: TestClient, preset: object) -> None:
    response = client.post("/api/tables", json={"preset": preset})
    assert response.status_code == 400
    assert "preset must be a name" in response.json()["error"]


@pytest.mark.parametrize("game", [0, -1, 2, 2**63, 10**25])
def test_record_of_a_game_that_cannot_exist_is_a_404(client: TestClient, game: int) -> None:
    _api, code, _host, _token = _table(client)
    response = client.get(f"/api/tables/{code}/record", params={"game": str(game)})
    assert response.status_code == 404, response.text
    assert "no game" in response.json()["error"]


def _error_then_still_open(ws: Any) -> dict[str, Any]:
    message = json.loads(ws.receive_text())
    ws.send_text(json.dumps({"type": "ping"}))
    assert json.loads(ws.receive_text())["type"] == "pong"  # the connection survived
    return message


def test_binary_and_deep_websocket_frames_get_an_error_and_the_socket_lives(client: TestClient) -> None:
    _api, code, _host, _token = _table(client)
    with client.websocket_connect(f"/ws/{code}") as ws:
        ws.send_bytes(b"\x00\x01binary")
        message = _error_then_still_open(ws)
        assert message["type"] == "error" and message["message"] == "messages are JSON objects"
        ws.send_text("[" * 2000 + "]" * 2000)  # under the 4096-byte frame limit
        message = _error_then_still_open(ws)
        assert message["type"] == "error" and message["message"] == "messages are JSON objects"


def test_an_oversized_binary_frame_is_closed_like_an_oversized_text(make_client: Any) -> None:
    client = make_client(Limits(ws_message_size=100))
    _api, code, _host, _token = _table(client)
    with client.websocket_connect(f"/ws/{code}") as ws:
        ws.send_bytes(b"x" * 1000)
        message = json.loads(ws.receive_text())
        assert message["key"] == "too_large"
        closing = ws.receive()
        assert closing["type"] == "websocket.close" and closing["code"] == 1009
    # and the table still serves a newcomer
    assert client.get(f"/api/tables/{code}").status_code == 200
    Api(client).join(code, "Ben", seed=seed())
