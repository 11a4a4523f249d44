"""In-process tests of the HTTP API: tables, seats, host actions, limits, concurrency, persistence."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from tests.support.server import Api, Clock, seed

from tontine import Rules, Table, replay
from tontine.server.room.codes import CODE_ALPHABET
from tontine.server.room.limits import Limits
from tontine.server.verify.check import verify_record
from tontine.server.verify.shuffle import HmacShuffle, commitment

STATIC = Path(__file__).resolve().parents[2] / "src" / "tontine" / "server" / "static"


def open_table(api: Api, players: int = 3, **rules: Any) -> tuple[str, str, list[dict[str, Any]]]:
    created = api.create(**rules)
    code = created["code"]
    seats = [api.join(code, f"Player {i}") for i in range(players)]
    return code, created["host_token"], seats


def test_create_gives_a_short_unambiguous_code_and_a_commitment(api: Api) -> None:
    created = api.create(preset="german", stake=25, seats=12, deal_limit=30)
    code = created["code"]
    assert len(code) == 6 and all(ch in CODE_ALPHABET for ch in code)
    assert not set(code) & set("01ILO")
    state = created["state"]
    assert state["rules"]["stake"] == 25 and state["rules"]["deal_limit"] == 30
    assert state["max_seats"] == 12 and state["status"] == "lobby"
    assert len(state["shuffle"]["commitment"]) == 64 and state["shuffle"]["server_seed"] is None
    assert api.client.get(f"/api/tables/{code.lower()}").json()["code"] == code


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ({"preset": "dutch"}, "unknown preset"),
        ({"stake": 3, "ante": 3}, "stake 3 must be above the ante"),
        ({"seats": 53}, "seats must be a whole number from 2 to 20"),
        ({"deck": "shuffled"}, "unknown deck"),
        ({"stakes": 10}, "unknown field 'stakes'"),
    ],
)
def test_create_refuses_bad_rules_in_one_line(api: Api, body: dict[str, Any], words: str) -> None:
    response = api.client.post("/api/tables", json=body)
    assert response.status_code == 400
    assert words in response.json()["error"] and "\n" not in response.json()["error"]


def test_a_game_plays_through_the_engine_and_its_record_verifies(api: Api) -> None:
    code, host, _seats = open_table(api, players=4, preset="english", stake=6, ante=1)
    state = api.act(code, host, "start")["state"]
    assert state["status"] == "playing" and state["pool"] == 4
    assert [s["holding"] for s in state["seats"]] == [5, 5, 5, 5]
    for expect in range(1, 500):
        state = api.act(code, host, "deal", expect=expect)["state"]
        if state["status"] == "finished":
            break
    assert state["status"] == "finished" and state["shuffle"]["server_seed"] is not None
    record = api.client.get(f"/api/tables/{code}/record").json()
    assert commitment(record["shuffle"]["server_seed"]) == record["shuffle"]["commitment"]
    verified = verify_record(record)
    table = verified.table
    assert verified.version == 2 and verified.notes == ()
    assert table.winner == state["winner"] and list(table.holdings) == [s["holding"] for s in state["seats"]]
    assert replay(record).deal_number == state["deal_number"]  # `tontine replay` reads it too
    # the same seeds give the same game outside the server
    entrants = record["shuffle"]["entrants"]
    fresh = Table(Rules.from_dict(record["rules"]), entrants,
                  source=HmacShuffle(record["shuffle"]["server_seed"], record["shuffle"]["player_seeds"], names=entrants))
    list(fresh.play())
    assert fresh.holdings == table.holdings


def test_host_only_actions_are_refused_to_players_and_strangers(api: Api) -> None:
    code, host, seats = open_table(api)
    for token in (seats[0]["token"], "forged-token", ""):
        for action in ("start", "fill", "end", "deal", "pause"):
            body = api.act(code, token, action, expect_status=403)
            assert body == {"error": "only the host can do that", "key": "host_only", "values": {}}
    api.act(code, host, "start")
    api.act(code, seats[1]["token"], "deal", expect_status=403)
    assert api.client.get(f"/api/tables/{code}").json()["deal_number"] == 0


def test_the_host_seat_carries_the_role_and_can_hand_it_over(api: Api) -> None:
    created = api.create()
    code, host = created["code"], created["host_token"]
    hosting = api.join(code, "Hostess", host_token=host)
    guest = api.join(code, "Guest")
    assert api.client.get(f"/api/tables/{code}").json()["host_pos"] == hosting["pos"]
    api.act(code, hosting["token"], "handover", pos=guest["pos"])
    # the role moved: neither the creator's token nor the old seat rules the table now
    api.act(code, host, "fill", expect_status=403)
    api.act(code, hosting["token"], "fill", expect_status=403)
    state = api.act(code, guest["token"], "fill")["state"]
    assert state["host_pos"] == guest["pos"] and len(state["seats"]) == state["max_seats"]


def test_joining_validates_every_field(api: Api) -> None:
    code, _host, _seats = open_table(api, players=1)
    client = api.client
    cases = [
        ({"name": "x" * 41, "seed": seed()}, "at most 40"),
        ({"name": "player 0", "seed": seed()}, "is taken"),
        ({"name": "", "seed": seed()}, "a name is needed"),
        ({"name": "Bell\u0007", "seed": seed()}, "control characters"),
        ({"name": "Zed", "seed": "not hex"}, "player seed"),
        ({"name": "Zed", "seed": seed(), "emblem": "<b>"}, "unknown emblem"),
        ({"name": ["list"], "seed": seed()}, "a name is needed"),
    ]
    for body, words in cases:
        response = client.post(f"/api/tables/{code}/join", json=body)
        assert response.status_code in (400, 409), body
        assert words in response.json()["error"], (body, response.json())
    assert len(client.get(f"/api/tables/{code}").json()["seats"]) == 1


def test_a_seat_token_never_takes_a_second_seat(api: Api) -> None:
    code, _host, seats = open_table(api, players=2)
    again = api.join(code, "Another Name", token=seats[0]["token"])
    assert again["pos"] == seats[0]["pos"]
    assert len(api.client.get(f"/api/tables/{code}").json()["seats"]) == 2


def test_automatons_fill_and_a_person_takes_one_seat_before_the_start(api: Api) -> None:
    code, host, _seats = open_table(api, players=2, seats=6)
    state = api.act(code, host, "fill")["state"]
    bots = [s for s in state["seats"] if s["bot"]]
    assert len(state["seats"]) == 6 and len(bots) == 4
    assert api.client.post(f"/api/tables/{code}/join", json={"name": "Late", "seed": seed()}).status_code == 409
    taken = api.join(code, "Late", replace=bots[0]["pos"])
    state = api.client.get(f"/api/tables/{code}").json()
    seat = next(s for s in state["seats"] if s["pos"] == taken["pos"])
    assert seat["name"] == "Late" and not seat["bot"] and len(state["seats"]) == 6
    api.act(code, host, "remove", pos=bots[1]["pos"])
    assert len(api.client.get(f"/api/tables/{code}").json()["seats"]) == 5
    api.act(code, host, "start")
    api.act(code, host, "remove", pos=bots[2]["pos"], expect_status=409)
    response = api.client.post(f"/api/tables/{code}/join", json={"name": "Later", "seed": seed()})
    assert response.status_code == 409 and "watch" in response.json()["error"]


def test_a_full_table_refuses_a_seat(api: Api) -> None:
    created = api.create(seats=2)
    code = created["code"]
    api.join(code, "A")
    api.join(code, "B")
    response = api.client.post(f"/api/tables/{code}/join", json={"name": "C", "seed": seed()})
    assert response.status_code == 409 and "full" in response.json()["error"]


def test_two_deal_clicks_at_once_make_one_deal(api: Api) -> None:
    code, host, _seats = open_table(api, players=5)
    api.act(code, host, "start")
    statuses: list[int] = []
    barrier = threading.Barrier(4)

    def click() -> None:
        barrier.wait()
        response = api.client.post(f"/api/tables/{code}/action", json={"token": host, "action": "deal", "expect": 1})
        statuses.append(response.status_code)

    threads = [threading.Thread(target=click) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(statuses) == [200, 409, 409, 409]
    assert api.client.get(f"/api/tables/{code}").json()["deal_number"] == 1


def test_the_database_refuses_a_deal_number_twice_across_servers(make_client: Any) -> None:
    first, second = Api(make_client()), Api(make_client())
    code, host, _seats = open_table(first, players=3)
    first.act(code, host, "start")
    second.client.get(f"/api/tables/{code}")  # the second server loads the table too
    first.act(code, host, "deal")
    body = second.act(code, host, "deal", expect_status=409)
    assert "deal 1 has already been dealt" in body["error"]
    assert second.client.get(f"/api/tables/{code}").json()["deal_number"] == 1  # reloaded from the database


def test_a_restarted_app_resumes_every_table(make_client: Any) -> None:
    api = Api(make_client())
    code, host, seats = open_table(api, players=4, preset="french")
    api.act(code, host, "start")
    for _ in range(3):
        api.act(code, host, "deal")
    before = api.client.get(f"/api/tables/{code}").json()
    api.client.__exit__(None, None, None)
    again = Api(make_client())
    after = again.client.get(f"/api/tables/{code}").json()
    assert after["deal_number"] == before["deal_number"] == 3
    assert [s["holding"] for s in after["seats"]] == [s["holding"] for s in before["seats"]]
    assert after["pool"] == before["pool"] and after["log"] == before["log"]
    again.act(code, host, "deal")
    assert again.join(code, "ignored", token=seats[2]["token"])["pos"] == seats[2]["pos"]


def test_limits_refuse_clearly_and_reset_with_time(make_client: Any, clock: Clock) -> None:
    api = Api(make_client(Limits(tables_per_hour=2, lookup_misses=3)))
    api.create()
    api.create()
    response = api.client.post("/api/tables", json={})
    assert response.status_code == 429 and "2 tables in the last hour" in response.json()["error"]
    for _ in range(3):
        assert api.client.get("/api/tables/ZZZZZZ").status_code == 404
    assert api.client.get("/api/tables/ZZZZZZ").status_code == 429
    clock.now += 3601
    created = api.create()
    assert api.client.get(f"/api/tables/{created['code']}").status_code == 200


def test_end_reveals_the_seed_and_play_again_keeps_code_and_seats(api: Api) -> None:
    code, host, _seats = open_table(api, players=3)
    api.act(code, host, "start")
    api.act(code, host, "deal")
    first = api.client.get(f"/api/tables/{code}").json()
    state = api.act(code, host, "end")["state"]
    assert state["status"] == "ended" and commitment(state["shuffle"]["server_seed"]) == first["shuffle"]["commitment"]
    record = api.client.get(f"/api/tables/{code}/record").json()
    assert verify_record(record).table.deal_number == 1
    state = api.act(code, host, "again")["state"]
    assert state["status"] == "lobby" and state["game"] == 2 and len(state["seats"]) == 3
    assert state["shuffle"]["commitment"] != first["shuffle"]["commitment"]
    api.act(code, host, "start")
    # the first game's record stays downloadable
    assert api.client.get(f"/api/tables/{code}/record?game=1").json()["table"]["game"] == 1
    assert api.client.get(f"/api/tables/{code}/record").json()["shuffle"]["server_seed"] is None


def test_names_are_kept_as_text_and_never_written_into_pages(api: Api) -> None:
    created = api.create()
    code = created["code"]
    name = "<img src=x onerror=alert(1)>"
    api.join(code, name)
    assert api.client.get(f"/api/tables/{code}").json()["seats"][0]["name"] == name
    page = api.client.get(f"/t/{code}").text
    assert "onerror" not in page
    for script in STATIC.glob("*.js"):
        assert "innerHTML" not in script.read_text(encoding="utf-8"), script.name


def test_pages_qr_and_meta(api: Api) -> None:
    created = api.create()
    code = created["code"]
    for path in ("/", f"/t/{code}", "/verify"):
        response = api.client.get(path)
        assert response.status_code == 200 and "<html" in response.text
    qr = api.client.get(f"/api/tables/{code}/qr.svg")
    assert qr.headers["content-type"].startswith("image/svg+xml") and "<svg" in qr.text
    meta = api.client.get("/api/meta", headers={"Accept-Language": "fr-CH, de;q=0.5"}).json()
    assert meta["language"] == "fr" and [p["name"] for p in meta["presets"]] == ["english", "french", "german"]
    catalogs = api.client.get("/api/i18n").json()
    assert "-rank-K = roi" in catalogs["fr"] and "web-host-deal = Geben" in catalogs["de"]  # the Fluent sources


def test_idle_tables_leave_memory_and_come_back_from_the_database(api: Api, clock: Clock) -> None:
    code, host, _seats = open_table(api, players=3)
    api.act(code, host, "start")
    api.act(code, host, "deal")
    server = api.client.app.state.server
    before = api.client.get(f"/api/tables/{code}").json()
    clock.now += 600
    assert server.registry.unload_idle() == []
    clock.now += 1300
    assert server.registry.unload_idle() == [code] and code not in server.registry.rooms
    after = api.client.get(f"/api/tables/{code}").json()
    assert after == before and code in server.registry.rooms


def test_a_restart_rebuilds_nothing_until_a_room_is_asked_for_and_then_once(make_client: Any) -> None:
    import asyncio

    api = Api(make_client())
    code, host, _seats = open_table(api, players=4)
    api.act(code, host, "start")
    for expect in (1, 2, 3):
        api.act(code, host, "deal", expect=expect)
    before = api.client.get(f"/api/tables/{code}").json()
    api.client.__exit__(None, None, None)

    again = make_client()
    server = again.app.state.server
    assert code not in server.registry.rooms  # the start-up replayed nothing
    rebuilt: list[str] = []
    original = server.registry.read

    def counting(room_code: str) -> Any:
        rebuilt.append(room_code)
        return original(room_code)

    server.registry.read = counting

    async def many() -> list[Any]:
        return await asyncio.gather(*(server.registry.get(code) for _ in range(20)))

    rooms = again.portal.call(many)
    assert rebuilt == [code] and all(room is rooms[0] for room in rooms)
    assert again.get(f"/api/tables/{code}").json() == before
