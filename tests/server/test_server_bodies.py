"""The API's bodies are checked by their models: every bad body is a 400 with a catalogue key, nothing changed."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.support.server import Api, seed

from tontine.server.http.i18n import LANGUAGES, message_id, refusal_text
from tontine.server.room.bodies import FIELDS, ActionBody, CreateBody, JoinBody
from tontine.server.room.limits import Limits

LOCALES = Path(__file__).resolve().parents[2] / "src" / "tontine" / "locales"
BIG = 10**9


@pytest.fixture
def client(make_client: Any) -> TestClient:
    return make_client(Limits(tables_per_hour=BIG, lookup_misses=BIG, joins_per_minute=BIG))


def catalogue_ids(language: str) -> set[str]:
    text = (LOCALES / language / "web.ftl").read_text(encoding="utf-8")
    return set(re.findall(r"^([a-z][a-z0-9-]*) =", text, re.MULTILINE))


def assert_refused(response: Any, key: str | None = None) -> dict[str, Any]:
    """A 400 refusal in the one format: a line, a key every catalogue has, and values that fill it."""
    assert response.status_code == 400, response.text
    body = response.json()
    assert set(body) == {"error", "key", "values"}, body
    assert body["error"] and "\n" not in body["error"]
    if key is not None:
        assert body["key"] == key, body
    for language in LANGUAGES:
        assert message_id(body["key"]) in catalogue_ids(language), (language, body)
        text = refusal_text(language, body["key"], **body["values"])
        assert "{" not in text and text.strip(), (language, text)
    return body


def test_every_field_of_every_body_has_its_refusal() -> None:
    for model in (CreateBody, JoinBody, ActionBody):
        assert set(model.model_fields) <= set(FIELDS), model


def test_the_schema_describes_the_models_the_routes_take(client: TestClient) -> None:
    schema = client.get("/openapi.json").json()
    for path, model in (("/api/tables", CreateBody), ("/api/tables/{code}/join", JoinBody),
                        ("/api/tables/{code}/action", ActionBody)):
        ref = schema["paths"][path]["post"]["requestBody"]["content"]["application/json"]["schema"]["$ref"]
        described = schema["components"]["schemas"][ref.rsplit("/", 1)[1]]
        assert set(described["properties"]) == set(model.model_fields), path
    create = schema["components"]["schemas"]["CreateBody"]
    assert create["additionalProperties"] is False
    stake = create["properties"]["stake"]["anyOf"][0]
    assert (stake["minimum"], stake["maximum"]) == (2, 1000)
    action = schema["components"]["schemas"]["ActionBody"]
    assert "action" in action["required"]
    assert create["properties"]["seats"]["anyOf"][0]["maximum"] == 20  # the server's --max-seats
    for operations in schema["paths"].values():  # a refused body is a 400, as declared, never a 422
        for operation in operations.values():
            assert "422" not in operation["responses"]


@pytest.mark.parametrize(("body", "key", "words"), [
    ({"stake": "lots"}, "bad_request", "stake must be a whole number from 2 to 1000, not 'lots'"),
    ({"ante": True}, "bad_request", "ante must be a whole number"),
    ({"deal_limit": 0}, "bad_request", "deal_limit must be a whole number from 1 to 10000"),
    ({"seats": 1}, "bad_request", "seats must be a whole number from 2 to 20, not '1'"),
    ({"seats": 30}, "bad_request", "seats must be a whole number from 2 to 20, not '30'"),
    ({"first_dealer": "eldest"}, "bad_request", "unknown first_dealer 'eldest'"),
    ({"all_fall": 3}, "bad_request", "unknown all_fall '3'"),
    ({"cards": "marked"}, "bad_request", "cards must be 'shuffle' or 'hand'"),
])
def test_create_refusals_say_the_field_and_its_bounds(client: TestClient, body: dict[str, Any], key: str,
                                                     words: str) -> None:
    refused = assert_refused(client.post("/api/tables", json=body), key)
    assert words in refused["error"]


def test_a_form_s_digits_and_empty_fields_are_taken(client: TestClient) -> None:
    created = Api(client).create(stake="25", ante=" 2 ", deck="", seats="5")
    assert created["state"]["rules"]["stake"] == 25 and created["state"]["rules"]["ante"] == 2
    assert created["state"]["max_seats"] == 5


def test_bad_join_bodies_are_refused_with_their_keys_and_take_no_seat(client: TestClient) -> None:
    api = Api(client)
    code = api.create()["code"]
    cases = [
        ({"name": "x" * 41, "seed": seed()}, "name_long"),
        ({"name": "   ", "seed": seed()}, "name_needed"),
        ({"name": 7, "seed": seed()}, "name_needed"),
        ({"name": "Bell\u0007", "seed": seed()}, "name_control"),
        ({"name": "Zed"}, "bad_request"),  # a new seat needs a seed
        ({"name": "Zed", "seed": 12}, "bad_request"),
        ({"name": "Zed", "seed": seed(), "emblem": 5}, "bad_request"),
        ({"name": "Zed", "seed": seed(), "token": ["x"]}, "bad_request"),
        ({"name": "Zed", "seed": seed(), "replace": "0"}, "not_bot"),
    ]
    for body, key in cases:
        refused = assert_refused(client.post(f"/api/tables/{code}/join", json=body), key)
        if key == "name_long":
            assert refused["values"] == {"max": 40}
    assert client.get(f"/api/tables/{code}").json()["seats"] == []
    joined = api.join(code, "  Ann   Lee  ", seed=seed().upper())  # spaces run together, the seed lowered
    assert client.get(f"/api/tables/{code}").json()["seats"][joined["pos"]]["name"] == "Ann Lee"


def test_bad_action_bodies_are_refused_before_anything_changes(client: TestClient) -> None:
    api = Api(client)
    created = api.create(seats=3)
    code, host = created["code"], created["host_token"]
    cases = [
        ({"token": host}, "unknown action 'None'"),
        ({"token": host, "action": "shuffle"}, "unknown action 'shuffle'"),
        ({"token": host, "action": "fill", "count": 0}, "count must be a number of seats"),
        ({"token": host, "action": "fill", "count": "2"}, "count must be a number of seats"),
        ({"token": host, "action": "deal", "expect": 1.5}, "expect must be a deal number"),
        ({"token": host, "action": "auto", "pace": "fast"}, "pace must be a number of seconds"),
        ({"token": host, "action": "remove", "pos": [0]}, "a seat position is a whole number"),
    ]
    for body, words in cases:
        assert words in assert_refused(client.post(f"/api/tables/{code}/action", json=body))["error"]
    state = client.get(f"/api/tables/{code}").json()
    assert state["seats"] == [] and state["status"] == "lobby"


@pytest.mark.parametrize("path", ["/api/tables", "/api/tables/{code}/join", "/api/tables/{code}/action"])
@pytest.mark.parametrize(("content", "words"), [
    (b"[1, 2]", "the request must be a JSON object"),
    (b"\"text\"", "the request must be a JSON object"),
    (b"{\"stake\": ", "the request must be JSON"),
    (b"\xff\xfe{}", "the request must be JSON"),
])
def test_bodies_that_are_not_json_objects(client: TestClient, path: str, content: bytes, words: str) -> None:
    code = Api(client).create()["code"]
    response = client.post(path.format(code=code), content=content, headers={"content-type": "application/json"})
    assert assert_refused(response)["error"] == words


def test_a_body_not_sent_as_json_is_refused_saying_so(client: TestClient) -> None:
    response = client.post("/api/tables", content=b"{}", headers={"content-type": "text/plain"})
    assert "application/json" in assert_refused(response)["error"]


def test_an_empty_body_creates_a_table_with_the_defaults(client: TestClient) -> None:
    response = client.post("/api/tables")
    assert response.status_code == 201, response.text
    assert response.json()["state"]["rules"]["preset"] == "english"


def test_a_bad_query_parameter_is_a_refusal_too(client: TestClient) -> None:
    code = Api(client).create()["code"]
    body = assert_refused(client.get(f"/api/tables/{code}/record", params={"game": "first"}))
    assert "game" in body["error"]


JSON = st.recursive(st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False, allow_infinity=False)
                    | st.text(max_size=12), lambda inner: st.lists(inner, max_size=3)
                    | st.dictionaries(st.text(max_size=6), inner, max_size=3), max_leaves=6)


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck), database=None)
@given(body=st.fixed_dictionaries({}, optional={name: JSON | st.sampled_from(["", "5", "fresh", "hand", "lot"])
                                                for name in CreateBody.model_fields}))
def test_any_create_body_is_a_table_or_a_keyed_refusal(client: TestClient, body: dict[str, Any]) -> None:
    response = client.post("/api/tables", json=body)
    assert response.status_code in (201, 400), response.text
    if response.status_code == 400:
        assert_refused(response)
    else:  # what the model takes, the server takes (the rules may refuse a pairing, such as stake and ante)
        CreateBody.model_validate(body)
