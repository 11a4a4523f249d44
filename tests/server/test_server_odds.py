"""GET /api/odds and the shipped odds: the data as the script makes it, the answers, the refusals, the bound."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from tests.support.server import Api

from tontine.rules import PRESETS
from tontine.server.http import odds as odds_module
from tontine.server.http.i18n import refusal_text

SHIPPED = json.loads((resources.files("tontine.server") / "data" / "odds.json").read_text(encoding="utf-8"))


def shipped(preset: str, players: int, stake: int) -> dict[str, Any]:
    return next(e for e in SHIPPED["entries"]
                if (e["preset"], e["players"], e["stake"]) == (preset, players, stake))


# --- the shipped data ---------------------------------------------------------------------------------


def test_the_file_holds_every_preset_size_and_stake() -> None:
    keys = {(e["preset"], e["players"], e["stake"]) for e in SHIPPED["entries"]}
    assert keys == {(p.name, n, s) for p in PRESETS for n in range(2, 21) for s in SHIPPED["stakes"]}
    assert {15, 20} <= set(SHIPPED["stakes"])  # the presets' own stakes
    for entry in SHIPPED["entries"]:
        deals = entry["deals"]
        assert 0 < deals["p10"] <= deals["median"] <= deals["p90"]
        assert sum(s["share"] for s in entry["seats"]) == pytest.approx(1, abs=1e-4)
        assert all(s["low"] <= s["share"] <= s["high"] for s in entry["seats"])
    # small tables with a fresh pack are exact; the kept talon and large tables are simulated
    assert shipped("english", 2, 15)["method"] == "exact"
    assert shipped("french", 2, 15)["method"] == "simulated"
    assert shipped("german", 20, 20)["method"] == "simulated"


@pytest.mark.parametrize(("preset", "players", "stake"), [("english", 2, 10), ("german", 6, 10)])
def test_the_shipped_entry_is_what_the_script_makes(preset: str, players: int, stake: int) -> None:
    pytest.importorskip("numba", reason="the simulator (tontine[sim]) is not installed")
    from tontine.sim.odds_data import odds_entry

    rules = next(p.rules for p in PRESETS if p.name == preset).replace(stake=stake)
    made = odds_entry(rules, players, games=SHIPPED["games"], seed=SHIPPED["seed"])
    assert made == shipped(preset, players, stake)


def test_the_shipped_answers_import_no_numpy(tmp_path: Path) -> None:
    # the whole app, as a plain .[server] install serves it: the answer comes without the simulator's libraries
    url = f"sqlite:///{tmp_path / 'odds.sqlite3'}"
    code = ("import sys\n"
            "from fastapi.testclient import TestClient\n"
            "from tontine.server.app import create_app\n"
            f"with TestClient(create_app({url!r})) as client:\n"
            "    reply = client.get('/api/odds', params={'preset': 'german', 'players': 12, 'stake': 20})\n"
            "    assert reply.status_code == 200 and reply.json()['source'] == 'shipped', reply.text\n"
            "print(sorted(m for m in ('numpy', 'numba', 'scipy', 'tontine.sim') if m in sys.modules))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip().splitlines()[-1] == "[]", out.stdout


# --- the API ------------------------------------------------------------------------------------------


def test_a_preset_is_answered_from_the_shipped_data_at_the_pace(api: Api) -> None:
    reply = api.client.get("/api/odds", params={"preset": "german", "players": 12, "stake": 20, "pace": 2.5})
    assert reply.status_code == 200
    data = reply.json()
    entry = shipped("german", 12, 20)
    assert data["source"] == "shipped" and data["deals"] == entry["deals"]
    assert data["seconds"]["median"] == entry["deals"]["median"] * 2.5
    assert [s["seat"] for s in data["seats"]] == list(range(1, 13))
    assert data["fair"] == pytest.approx(1 / 12)
    assert str(entry["deals"]["median"]) in data["summary"]


def test_the_answer_speaks_the_asked_or_the_browsers_language(api: Api) -> None:
    query = {"preset": "english", "players": 5, "stake": 15}
    fr = api.client.get("/api/odds", params={**query, "lang": "fr"}).json()
    de = api.client.get("/api/odds", params=query, headers={"Accept-Language": "de-CH,de;q=0.9"}).json()
    en = api.client.get("/api/odds", params=query).json()
    assert (fr["lang"], de["lang"], en["lang"]) == ("fr", "de", "en")
    assert "donnes" in fr["summary"] and "Runden" in de["summary"] and "deals" in en["summary"]
    assert fr["verdict"].startswith("Aucune place") and de["verdict"].startswith("Kein Platz")


def test_a_favoured_seat_is_named_and_a_fair_table_is_called_fair() -> None:
    fair = {"preset": "english", "players": 4, "stake": 10, "ante": 3, "deck": "fresh", "games": 100,
            "method": "simulated", "deals": {"median": 30, "p10": 20, "p90": 40, "mean": 30.0},
            "seats": [{"share": 0.25, "low": 0.24, "high": 0.26}] * 4}
    assert odds_module.answer(fair, 3, "en", source="shipped")["favoured"] == []
    leaning = {**fair, "seats": [{"share": 0.31, "low": 0.29, "high": 0.33},
                                 {"share": 0.23, "low": 0.21, "high": 0.25},
                                 {"share": 0.23, "low": 0.21, "high": 0.25},
                                 {"share": 0.23, "low": 0.21, "high": 0.25}]}
    answer = odds_module.answer(leaning, 3, "en", source="shipped")
    assert answer["favoured"] == [1] and answer["verdict"].startswith("Seat 1 is favoured")
    # above the fair share, but not beyond doubt: not called favoured
    unsure = {**leaning, "seats": [{"share": 0.31, "low": 0.2, "high": 0.4}, *leaning["seats"][1:]]}
    assert odds_module.answer(unsure, 3, "de", source="shipped")["favoured"] == []


@pytest.mark.parametrize(("query", "key"), [
    ({"preset": "spanish", "players": 4}, "odds_preset"),
    ({"preset": "english"}, "odds_players"),
    ({"preset": "english", "players": 21}, "odds_players"),
    ({"preset": "english", "players": "4x"}, "odds_players"),
    ({"preset": "english", "players": 4, "stake": 1}, "odds_stake"),
    ({"preset": "english", "players": 4, "ante": "-1"}, "odds_ante"),
    ({"preset": "english", "players": 4, "deck": "<b>"}, "odds_deck"),
    ({"preset": "english", "players": 4, "pace": "nan"}, "odds_pace"),
    ({"preset": "english", "players": 4, "pace": "0.1"}, "odds_pace"),
    ({"preset": "english", "players": 4, "lang": "es"}, "odds_lang"),
    ({"preset": "english", "players": 4, "seed": 3}, "odds_field"),
    ({"preset": "english", "players": 4, "stake": 2, "ante": 999}, "odds_rules"),
    ({"preset": "english", "players": 4, "deal_limit": 0}, "odds_deal_limit"),
])
def test_bad_input_is_a_400_with_its_key_in_the_pages_language(api: Api, query: dict[str, Any], key: str) -> None:
    for lang in ("en", "fr", "de"):
        reply = api.client.get("/api/odds", params=query, headers={"Accept-Language": lang})
        assert reply.status_code == 400, reply.text
        data = reply.json()
        assert data["key"] == key and data["lang"] == lang
        assert data["message"] == refusal_text(lang, key, **data["values"])
        assert data["message"] != refusal_text("en" if lang != "en" else "fr", key, **data["values"])


def test_house_rules_without_the_simulator_are_a_clear_501(api: Api) -> None:
    api.client.app.state.odds.simulator = False
    # a deal limit is a house rule: not the shipped preset
    limited = api.client.get("/api/odds", params={"preset": "english", "players": 4, "stake": 15, "deal_limit": 30})
    assert limited.status_code == 501
    reply = api.client.get("/api/odds", params={"preset": "english", "players": 4, "stake": 33, "lang": "fr"})
    assert reply.status_code == 501 and reply.json()["key"] == "odds_no_simulator"
    assert "simulateur" in reply.json()["message"]
    # the presets are still answered
    assert api.client.get("/api/odds", params={"preset": "english", "players": 4, "stake": 15}).status_code == 200


def test_house_rules_are_worked_out_by_the_simulator(api: Api) -> None:
    pytest.importorskip("numba", reason="the simulator (tontine[sim]) is not installed")
    query = {"preset": "english", "players": 4, "stake": 12, "ante": 2}
    reply = api.client.get("/api/odds", params=query)
    assert reply.status_code == 200, reply.text
    data = reply.json()
    assert data["source"] == "computed" and (data["stake"], data["ante"], data["players"]) == (12, 2, 4)
    assert odds_module.MIN_GAMES <= data["games"] <= odds_module.MAX_GAMES
    assert api.client.get("/api/odds", params=query).json() == data  # kept: the same figures again


def test_house_rules_past_the_heavy_bound_are_a_503_but_presets_are_served(api: Api) -> None:
    server = api.client.app.state.server
    server.heavy.running = server.heavy.jobs
    try:
        busy = api.client.get("/api/odds", params={"preset": "english", "players": 4, "stake": 13, "lang": "de"})
        assert busy.status_code == 503 and busy.json()["key"] == "heavy" and int(busy.headers["retry-after"]) > 0
        assert "beschäftigt" in busy.json()["message"]
        assert api.client.get("/api/odds", params={"preset": "english", "players": 4}).status_code == 200
    finally:
        server.heavy.running = 0


def test_house_rules_that_take_too_long_are_refused_and_keep_their_place_in_the_bound(
        api: Api, monkeypatch: pytest.MonkeyPatch) -> None:
    release = threading.Event()

    def slow(*_args: Any) -> dict[str, Any]:
        release.wait(10)
        return shipped("english", 4, 15)

    monkeypatch.setattr(odds_module, "_work_out", slow)
    odds = api.client.app.state.odds
    odds.simulator, odds.timeout = True, 0.2
    server = api.client.app.state.server
    try:
        reply = api.client.get("/api/odds", params={"preset": "english", "players": 4, "stake": 14})
        assert reply.status_code == 503 and reply.json()["key"] == "odds_timeout"
        assert server.heavy.running == 1  # the work still under way counts against the bound
    finally:
        release.set()
    # once done, its answer is kept: the same question is answered at once, and the bound is free again
    late = api.client.get("/api/odds", params={"preset": "english", "players": 4, "stake": 14})
    assert late.status_code == 200 and late.json()["source"] == "computed"
    assert server.heavy.running == 0


def test_house_rules_worked_out_are_limited_per_address_but_presets_are_not(
        api: Api, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(odds_module, "_work_out", lambda *_args: shipped("english", 4, 15))
    api.client.app.state.odds.simulator = True
    for stake in range(30, 30 + odds_module.PER_MINUTE):
        assert api.client.get("/api/odds", params={"preset": "english", "players": 4, "stake": stake}).status_code == 200
    again = api.client.get("/api/odds", params={"preset": "english", "players": 4, "stake": 99, "lang": "fr"})
    assert again.status_code == 429 and again.json()["key"] == "odds_rate" and int(again.headers["retry-after"]) > 0
    assert "adresse" in again.json()["message"]
    # one already worked out, and the shipped presets, cost nothing
    assert api.client.get("/api/odds", params={"preset": "english", "players": 4, "stake": 30}).status_code == 200
    assert api.client.get("/api/odds", params={"preset": "german", "players": 9, "stake": 20}).status_code == 200
