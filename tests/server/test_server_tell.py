"""GET /api/tell and /tell: the same query gives the same scene, every bad field its refusal, names escaped."""

from __future__ import annotations

import asyncio
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from tests.support.server import Api

from tontine.i18n import localizer
from tontine.narrate.cast import parse_names
from tontine.narrate.scene import forms, play_and_tell
from tontine.rules import Preset
from tontine.server.app import create_app
from tontine.server.http import tell as tell_module
from tontine.server.http.heavy import NICENESS, BuiltCache, Heavy
from tontine.server.http.i18n import LANGUAGES, refusal_text
from tontine.server.http.tell import FIELDS, Teller, parse_query
from tontine.server.room.errors import Refusal
from tontine.server.room.limits import Limits

NAMES = "Mrs. <b>Ann</b>:f, Mr. *Ben*:m, Sam [x](y)"


@pytest.fixture(scope="module")
def api(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Api]:
    """One app for the module: its worker processes start once, and a scene asked again is kept."""
    url = f"sqlite:///{tmp_path_factory.mktemp('tell') / 'tontine.sqlite3'}"
    with TestClient(create_app(url, limits=Limits(), host_check_every=3600)) as client:
        yield Api(client)


def tell(api: Api, **query: Any) -> Any:
    return api.client.get("/api/tell", params=query)


def test_the_page_is_served_and_linked_from_the_front_page(api: Api) -> None:
    page = api.client.get("/tell")
    assert page.status_code == 200 and 'src="/static/tell.js"' in page.text
    assert 'href="/tell"' in api.client.get("/").text


def test_the_same_query_gives_the_same_scene_and_it_is_the_narrators(api: Api) -> None:
    query = {"names": "Ann:f, Ben:m, Cat", "seed": "11", "lang": "en", "counter": "a shilling", "place": "Bath"}
    first = tell(api, **query)
    assert first.status_code == 200, first.text
    scene = first.json()
    assert tell(api, **query).json() == scene
    # the scene is the narrator's telling of the engine's game, not the server's own
    people = parse_names("Ann:f, Ben:m, Cat", "en")
    told = play_and_tell(Preset.get("english").rules, people, 11, "en", counter="a shilling", place="Bath")
    assert scene["title"] == told.story.title and scene["deals"] == told.deals
    assert [s["heading"] for s in scene["sections"]] == [s.heading for s in told.story.sections]
    assert scene["players"] == ["Ann", "Ben", "Cat"]
    assert "shilling" in " ".join(p for s in scene["sections"] for p in s["paragraphs"])
    assert scene["chart"].startswith("data:image/png;base64,")
    # the link it gives asks for the same scene again, and its files are the narrator's renderings
    again = tell(api, **scene["query"]).json()
    assert again == scene
    text = tell(api, **scene["query"], format="text")
    assert text.status_code == 200 and text.headers["content-type"].startswith("text/plain")
    assert 'filename="tontine-11.txt"' in text.headers["content-disposition"]
    assert text.text == forms(told.story, None)["text"]
    html = tell(api, **scene["query"], format="html")
    assert html.headers["content-type"].startswith("text/html") and '<img src="data:image/png;base64,' in html.text
    markdown = tell(api, **scene["query"], format="markdown")
    assert markdown.text.startswith("# " + scene["title"].replace("*", r"\*"))


def test_a_new_seed_is_drawn_and_named_so_that_the_link_makes_the_scene_again(api: Api) -> None:
    scene = tell(api, players="4").json()
    assert scene["query"]["seed"] == str(scene["seed"]) and len(scene["players"]) == 4
    assert tell(api, **scene["query"]).json()["sections"] == scene["sections"]


def test_names_from_strangers_are_escaped_in_html_and_markdown(api: Api) -> None:
    query = {"names": NAMES, "seed": "4"}
    scene = tell(api, **query).json()
    assert scene["players"] == ["Mrs. <b>Ann</b>", "Mr. *Ben*", "Sam [x](y)"]  # JSON: the page sets them as text
    html = tell(api, **query, format="html").text
    assert "<b>Ann</b>" not in html and "&lt;b&gt;Ann&lt;/b&gt;" in html
    markdown = tell(api, **query, format="markdown").text
    assert "<b>" not in markdown and "&lt;b&gt;Ann&lt;/b&gt;" in markdown
    assert "*Ben*" not in markdown and r"\*Ben\*" in markdown
    assert "[x](y)" not in markdown


def test_the_address_given_is_the_one_the_story_uses(api: Api) -> None:
    # Ann:f and Ben:m: the French story agrees with each; bare names drawn from the cast keep their honorifics
    scene = tell(api, names="Ann:f,Ben:m", seed="9", lang="fr").json()
    assert scene["query"]["names"] == "Ann:f,Ben:m"
    prose = " ".join(p for s in scene["sections"] for p in s["paragraphs"])
    assert "Ann" in prose and "Ben" in prose
    drawn = tell(api, players="5", seed="9", lang="de").json()
    assert all(name.split()[0] in ("Herr", "Frau", "Mamsell", "Demoiselle", "Baronin", "Fräulein")
               for name in drawn["players"])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_three_languages(api: Api, lang: str) -> None:
    scene = tell(api, seed="3", players="6", lang=lang).json()
    assert scene["lang"] == lang and scene["query"]["preset"] == {"en": "english", "fr": "french", "de": "german"}[lang]
    loc = localizer(lang)
    assert scene["chart_heading"] == loc("narrate-heading-chart")
    assert scene["odds"]["players"] == "6"
    # its odds are /api/odds's own answer for the same table
    odds = api.client.get("/api/odds", params={**scene["odds"], "lang": lang})
    assert odds.status_code == 200 and odds.json()["players"] == 6


def test_a_pasted_cast_gives_its_tempers_and_bonds(api: Api) -> None:
    cast = ('[[person]]\nname = "Mrs. Pelling"\ntemper = "vain"\nstake = "debt"\n'
            '[[person]]\nname = "Mr. Ashby"\nbond = { kind = "courtship", with = "Mrs. Pelling" }\n'
            '[[person]]\nname = "Miss Carrow"\n')
    scene = tell(api, cast=cast, seed="5").json()
    assert scene["players"] == ["Mrs. Pelling", "Mr. Ashby", "Miss Carrow"]
    assert scene["query"]["cast"] == cast.strip()
    assert tell(api, **scene["query"]).json() == scene


BAD: list[tuple[dict[str, str], str, int]] = [
    ({"colour": "red"}, "tell_field", 400),
    ({"lang": "es"}, "tell_lang", 400),
    ({"format": "pdf"}, "tell_format", 400),
    ({"length": "novel"}, "tell_length", 400),
    ({"seed": "-1"}, "tell_seed", 400),
    ({"seed": "3.5"}, "tell_seed", 400),
    ({"seed": str(2**63)}, "tell_seed", 400),
    ({"preset": "spanish"}, "tell_preset", 400),
    ({"stake": "1"}, "tell_stake", 400),
    ({"stake": "101"}, "tell_stake", 400),
    ({"ante": "x"}, "tell_ante", 400),
    ({"deal_limit": "0"}, "tell_deal_limit", 400),
    ({"deck": "old"}, "tell_deck", 400),
    ({"stake": "5", "ante": "5"}, "tell_rules", 400),
    ({"players": "1"}, "tell_players", 400),
    ({"players": "53"}, "tell_players", 400),
    ({"names": "Ann,Ben", "players": "3"}, "tell_players_count", 400),
    ({"names": "Ann", "cast": "[[person]]\nname='B'"}, "tell_cast_names", 400),
    ({"names": "Ann"}, "tell_names_count", 400),
    ({"names": ",".join(f"P{i}" for i in range(53))}, "tell_names_count", 400),
    ({"names": "x" * 2001}, "tell_names_size", 400),
    ({"names": "Ann:q,Ben"}, "tell_gender", 400),
    ({"names": "Ann,,Ben"}, "tell_name_empty", 400),
    ({"names": "A" * 41 + ",Ben"}, "tell_name_long", 400),
    ({"names": "Ann,ann"}, "tell_name_twice", 400),
    ({"names": "Ann\u0007,Ben"}, "tell_name_control", 400),
    ({"cast": "[[person]\nname="}, "tell_cast", 400),
    ({"cast": '[[person]]\nname = "A"\ntemper = "furious"\n[[person]]\nname = "B"'}, "tell_cast", 400),
    ({"cast": "#" * 6001}, "tell_cast_size", 400),
    ({"title": "T" * 121}, "tell_text_long", 400),
    ({"place": "Bath\u0000"}, "tell_text_control", 400),
]


@pytest.mark.parametrize(("query", "key", "status"), BAD, ids=[f"{k}-{i}" for i, (_q, k, _s) in enumerate(BAD)])
def test_each_bad_field_is_refused_with_its_key_in_the_pages_language(api: Api, query: dict[str, str], key: str,
                                                                        status: int) -> None:
    for lang in LANGUAGES:
        reply = api.client.get("/api/tell", params=query, headers={"Accept-Language": lang})
        assert reply.status_code == status, reply.text
        data = reply.json()
        assert data["key"] == key and set(data) == {"error", "key", "values", "lang", "message"}
        assert data["message"] == refusal_text(lang, key, **data["values"])
        assert "web-error" not in data["message"]  # the catalogue has the message, in that language
    # and nothing else is broken: a good question is answered as before
    assert api.client.get("/api/tell", params={"seed": "1", "players": "3"}).status_code == 200


def test_every_refusal_key_of_the_route_has_its_message_in_three_languages() -> None:
    source = Path(tell_module.__file__).read_text(encoding="utf-8")
    keys = set(re.findall(r'"(tell_[a-z_]+)"', source)) - {"tell_" + name for name in FIELDS}
    keys |= {key for _q, key, _s in BAD}
    for lang in LANGUAGES:
        ids = set(localizer(lang).ids())
        for key in keys:
            assert "web-error-" + key.replace("_", "-") in ids, (lang, key)


def test_a_refusal_is_said_in_the_language_asked_for() -> None:
    with pytest.raises(Refusal) as caught:
        parse_query({"names": "Ann"}, "en")
    assert caught.value.key == "tell_names_count"
    assert "Spieler" in refusal_text("de", caught.value.key, **caught.value.values)


def test_past_the_heavy_bound_a_503_with_retry_after(make_client: Any) -> None:
    client = make_client(Limits(verify_jobs=1))
    heavy = client.app.state.teller.built.heavy
    heavy.running = heavy.jobs  # every place in the bound taken
    try:
        reply = client.get("/api/tell", params={"seed": "2", "players": "3"})
    finally:
        heavy.running = 0
    assert reply.status_code == 503 and reply.json()["key"] == "heavy" and reply.headers["retry-after"]
    assert client.get("/api/tell", params={"seed": "2", "players": "3"}).status_code == 200


def test_new_scenes_are_limited_by_address_and_a_scene_asked_again_is_free() -> None:
    class Count:
        def __init__(self) -> None:
            self.hits = 0

        async def hit(self, key: object, limit: int, window: float) -> bool:
            self.hits += 1
            return self.hits <= 1

    async def run() -> None:
        heavy = Heavy(jobs=2)
        teller = Teller(BuiltCache(heavy, limit=2**24), limiter=Count())  # type: ignore[arg-type]
        try:
            built, fmt = await teller.scene({"seed": "8", "players": "3"}, "en")
            assert fmt == "json" and built["scene"]["seed"] == "8"
            again, _ = await teller.scene({"seed": "8", "players": "3"}, "en")  # kept: costs no build
            assert again == built and teller.built.builds == 1
            with pytest.raises(Refusal) as caught:
                await teller.scene({"seed": "9", "players": "3"}, "en")
            assert caught.value.status == 429 and caught.value.key == "tell_rate"
        finally:
            heavy.close()

    asyncio.run(run())


def test_the_worker_processes_yield_the_cpu_to_the_server() -> None:
    async def run() -> int:
        heavy = Heavy(jobs=1)
        try:
            return await heavy.run(os.nice, 0, process=True)  # the worker's own niceness
        finally:
            heavy.close()

    assert asyncio.run(run()) >= os.nice(0) + NICENESS
