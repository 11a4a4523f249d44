"""A real pack on the browser table: the host enters each card, the engine settles it, the record replays."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.support.server import Api

from tontine.i18n import localizer


def play_by_hand(api: Api, code: str, host: str, rng: random.Random) -> dict[str, Any]:
    """Enter cards until the game is over: each deal's cards from a freshly shuffled pack."""
    pack: list[str] = []
    deal = 0
    state = api.client.get(f"/api/tables/{code}").json()
    while state["status"] == "playing":
        if state["hand"]["next_seat"] is None or state["deal_number"] != deal:  # a new deal: a new pack
            pack = [r + s for r in "A23456789TJQK" for s in "SHDC"]
            rng.shuffle(pack)
            deal = state["deal_number"] + (1 if state["hand"]["next_seat"] is None else 0)
        state = api.act(code, host, "turn", card=pack.pop())["state"]
    return state


def test_a_whole_game_entered_by_hand_replays(api: Api, tmp_path: Path) -> None:
    created = api.create(preset="english", stake=3, ante=1, seats=3, cards="hand")
    code, host = created["code"], created["host_token"]
    api.act(code, host, "fill")
    api.act(code, host, "start")
    api.act(code, host, "deal", expect_status=409)  # the table deals nothing itself
    api.act(code, host, "auto", pace=1, expect_status=409)
    state = api.act(code, host, "turn", card="KS")["state"]
    assert state["cards"] == "hand" and state["hand"]["can_undo"] and state["hand"]["cards"] == ["KS"]
    refused = api.act(code, host, "turn", card="KS", expect_status=409)
    assert refused["key"] == "card_out"
    assert api.act(code, host, "turn", card="ZZ", expect_status=400)["key"] == "bad_card"
    # undo takes the king back; the same seat gets the next card
    seat = state["log"][-1]["seat"] if state["log"][-1]["type"] == "card_dealt" else None
    state = api.act(code, host, "undo")["state"]
    assert state["hand"]["cards"] == [] and not state["hand"]["can_undo"]
    assert all(e["type"] != "card_dealt" or e["deal"] != 1 for e in state["log"])
    state = api.act(code, host, "turn", card="2H")["state"]
    dealt = [e for e in state["log"] if e["type"] == "card_dealt" and e["deal"] == 1]
    assert [e["card"] for e in dealt] == ["2H"] and (seat is None or dealt[0]["seat"] == seat)
    state = play_by_hand(api, code, host, random.Random(7))
    assert state["status"] == "finished"
    record = api.client.get(f"/api/tables/{code}/record").json()
    assert record["source"] == "typed" and record["cards"] == "entered by hand" and "shuffle" not in record
    assert record["deals"][0]["cards"][0]["card"] == "2H"
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(record))
    replay = subprocess.run([sys.executable, "-m", "tontine.cli.main", "replay", str(path)],
                            capture_output=True, text=True, timeout=60)
    assert replay.returncode == 0, replay.stderr
    assert "every field holds, but its cards were entered by hand" in replay.stdout  # no shuffle to check
    assert localizer("en").words(len(record["deals"])) in replay.stdout.lower()


def test_a_real_pack_table_rebuilds_after_a_restart(make_client: Any) -> None:
    first = Api(make_client())
    created = first.create(preset="german", stake=4, seats=2, cards="hand")
    code, host = created["code"], created["host_token"]
    first.act(code, host, "fill")
    first.act(code, host, "start")
    for card in ("KS", "2H"):
        state = first.act(code, host, "turn", card=card)["state"]
    assert state["deal_number"] == 1 and state["hand"]["next_seat"] is None  # deal 1 settled and stored
    again = Api(make_client())  # a second server process over the same database
    rebuilt = again.client.get(f"/api/tables/{code}").json()
    assert rebuilt["deal_number"] == 1 and rebuilt["pool"] == state["pool"]
    assert [s["holding"] for s in rebuilt["seats"]] == [s["holding"] for s in state["seats"]]


def test_only_shuffle_or_hand(api: Api) -> None:
    response = api.client.post("/api/tables", json={"preset": "english", "cards": "marked"})
    assert response.status_code == 400


def test_the_dealers_phone_enters_the_cards_too(api: Api) -> None:
    created = api.create(preset="english", stake=5, seats=2, cards="hand")
    code, host = created["code"], created["host_token"]
    ann = api.join(code, "Ann")
    bob = api.join(code, "Bob")
    api.act(code, host, "start")
    state = api.client.get(f"/api/tables/{code}").json()
    by_seat = {s["seat"]: s["name"] for s in state["seats"]}
    tokens = {"Ann": ann["token"], "Bob": bob["token"]}
    dealer, other = by_seat[state["next_dealer"]], by_seat[1 - state["next_dealer"]]
    api.act(code, tokens[other], "turn", card="KS", expect_status=403)  # not the dealer
    api.act(code, tokens[other], "start", expect_status=403)  # and the dealer only turns cards up
    state = api.act(code, tokens[dealer], "turn", card="KS")["state"]
    assert state["hand"]["cards"] == ["KS"]
    api.act(code, tokens[dealer], "undo")
    api.act(code, tokens[dealer], "pause", expect_status=403)
