"""The story of a browser table's own game: the title chosen at joining, stored and used, and the story route."""

from __future__ import annotations

import re
import uuid
from typing import Any

import pytest
from sqlalchemy import create_engine, inspect, text
from tests.support.server import PG_URL, Api, postgres_reachable

from tontine.narrate import Game, person, tell
from tontine.narrate.render import render
from tontine.server.http.i18n import refusal_text
from tontine.server.room.address import Address
from tontine.server.store.storage import Storage


def play_to_end(api: Api, code: str, host: str) -> dict[str, Any]:
    state = api.act(code, host, "start")["state"]
    for expect in range(1, 2000):
        state = api.act(code, host, "deal", expect=expect)["state"]
        if state["status"] == "finished":
            return state
    raise AssertionError("the game did not finish")


def finished_table(api: Api, joins: list[tuple[str, str | None]], **rules: Any) -> tuple[str, dict[str, Any]]:
    created = api.create(**{"preset": "english", "stake": 4, **rules})
    code = created["code"]
    for name, address in joins:
        api.join(code, name, **({"address": address} if address is not None else {}))
    return code, play_to_end(api, code, created["host_token"])


def story(api: Api, code: str, **params: Any) -> Any:
    return api.client.get(f"/api/tables/{code}/story", params=params)


def test_the_title_is_stored_with_the_seat_and_read_back(api: Api, db_url: str) -> None:
    code = api.create()["code"]
    api.join(code, "Ann", address="mrs")
    api.join(code, "Ben", address="Mr.")  # as a person might type it
    api.join(code, "Sam")
    stored = Storage(db_url).load_room(code)
    assert stored is not None
    assert [(s.name, s.address) for s in stored.seats] == [("Ann", Address.MRS), ("Ben", Address.MR),
                                                          ("Sam", Address.NONE)]


@pytest.mark.parametrize("bad", ["Dr", "lady", 3, ["mrs"], "mrs; drop table"])
def test_an_unknown_title_is_refused_with_its_key_and_no_seat_is_taken(api: Api, bad: object) -> None:
    code = api.create()["code"]
    response = api.client.post(f"/api/tables/{code}/join", json={"name": "Ann", "address": bad})
    assert response.status_code == 400
    answer = response.json()
    assert answer["key"] == "address" and answer["values"]["value"] == str(bad)[:12]
    assert str(bad)[:12] in refusal_text("fr", "address", **answer["values"])
    assert api.client.get(f"/api/tables/{code}").json()["seats"] == []


def test_a_story_of_a_finished_game_is_tell_over_the_same_events(api: Api) -> None:
    code, state = finished_table(api, [("Ann", "mrs"), ("Ben", "mr"), ("Sam", None)])
    record = api.client.get(f"/api/tables/{code}/record").json()
    game = Game.from_record(record)
    people = [person("Mrs. Ann", "en", "female"), person("Mr. Ben", "en", "male"), person("Sam", "en")]
    by_name = {"Ann": people[0], "Ben": people[1], "Sam": people[2]}
    expected = render(tell(game, "en", people=[by_name[name] for name in game.players]), "text")
    response = story(api, code, lang="en", format="text")
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("text/plain")
    assert response.text == expected
    assert state["status"] == "finished"


def test_a_french_story_agrees_with_the_title_chosen(api: Api) -> None:
    code, _state = finished_table(api, [("Ann", "mrs"), ("Ben", "mr"), ("Cat", "miss")], preset="french")
    text = story(api, code, lang="fr", format="text").text
    assert "Mme Ann" in text and "M. Ben" in text and "Mlle Cat" in text
    assert "Mrs." not in text and "Mr." not in text
    record = api.client.get(f"/api/tables/{code}/record").json()
    game = Game.from_record(record)
    names = {"Ann": "Mme Ann", "Ben": "M. Ben", "Cat": "Mlle Cat"}
    genders = {"Ann": "female", "Ben": "male", "Cat": "female"}
    expected = tell(game, "fr", people=[person(names[n], "fr", genders[n]) for n in game.players])
    assert text == render(expected, "text")
    # the same game without titles is told otherwise: the agreement follows the title
    neutral = tell(game, "fr", people=[person(n, "fr") for n in game.players])
    assert render(neutral, "text").replace("Mme ", "").replace("Mlle ", "").replace("M. ", "") != \
        text.replace("Mme ", "").replace("Mlle ", "").replace("M. ", "")
    german = story(api, code, lang="de", format="text").text
    assert "Frau Ann" in german and "Demoiselle Cat" in german and ("Herr Ben" in german or "Herrn Ben" in german)


def test_automatons_keep_their_period_names(api: Api) -> None:
    created = api.create(preset="english", stake=4)
    code, host = created["code"], created["host_token"]
    api.join(code, "Ann", address="miss")
    api.act(code, host, "fill", count=2)
    play_to_end(api, code, host)
    bots = [s["name"] for s in api.client.get(f"/api/tables/{code}").json()["seats"] if s["bot"]]
    text = story(api, code, lang="en", format="text").text
    assert "Miss Ann" in text
    for name in bots:
        assert name in text and f"Miss {name}" not in text


def test_a_game_in_play_or_in_the_lobby_is_refused(api: Api) -> None:
    created = api.create(preset="english", stake=20)
    code, host = created["code"], created["host_token"]
    for name in ("Ann", "Ben", "Cat", "Dan"):
        api.join(code, name)
    for before in (True, False):
        if not before:
            api.act(code, host, "start")
            assert api.act(code, host, "deal", expect=1)["state"]["status"] == "playing"
        response = story(api, code, lang="de", format="text")
        assert response.status_code == 409
        assert response.json()["key"] == "story_unfinished"
        assert response.json()["message"] == refusal_text("de", "story_unfinished")
    read = story(api, code, lang="fr")  # asked to be read: a page in its language
    assert read.status_code == 409 and read.headers["content-type"].startswith("text/html")
    assert refusal_text("fr", "story_unfinished").replace("’", "&#x27;")[:20] in read.text or \
        refusal_text("fr", "story_unfinished")[:20] in read.text
    assert '<html lang="fr">' in read.text


def test_the_formats_and_their_downloads(api: Api) -> None:
    code, _state = finished_table(api, [("Ann", "mrs"), ("Ben", None)])
    html_page = story(api, code, lang="en")
    assert html_page.status_code == 200 and html_page.headers["content-type"].startswith("text/html")
    assert "content-disposition" not in html_page.headers
    assert html_page.text.startswith("<!DOCTYPE html>") and '<html lang="en">' in html_page.text
    assert "Mrs. Ann" in html_page.text and 'src="data:image/png;base64,' in html_page.text  # the chart
    for fmt, suffix, media in (("html", "html", "text/html"), ("markdown", "md", "text/markdown"),
                               ("text", "txt", "text/plain")):
        got = story(api, code, lang="de", format=fmt, download="1")
        assert got.status_code == 200 and got.headers["content-type"].startswith(media)
        assert got.headers["content-disposition"] == f'attachment; filename="tontine-{code}-1-story-de.{suffix}"'
        assert "Frau Ann" in got.text
    markdown = story(api, code, lang="en", format="markdown").text
    assert markdown.startswith("# ") and "](data:image/png;base64," in markdown


def test_bad_questions_are_refused_with_a_key_in_the_asked_language(api: Api) -> None:
    code, _state = finished_table(api, [("Ann", None), ("Ben", None)])
    cases = [({"lang": "es", "format": "text"}, 400, "story_lang"),
             ({"lang": "fr", "format": "pdf"}, 400, "story_format"),
             ({"lang": "fr", "format": "text", "game": "2"}, 404, "not_found")]
    for params, status, key in cases:
        response = story(api, code, **params)
        assert response.status_code == status and response.json()["key"] == key
    assert story(api, code, lang="fr", format="pdf").json()["message"].startswith("Un récit")
    assert api.client.get("/api/tables/ZZZZZZ/story", params={"format": "text"}).json()["key"] == "no_table"


def test_a_hostile_name_is_escaped_in_html_and_markdown(api: Api) -> None:
    hostile = "<img src=x onerror=alert(1)>*Ann*"
    code, _state = finished_table(api, [(hostile, "mrs"), ("Ben", None)])
    page = story(api, code, lang="en", download="1").text
    assert "<img src=x" not in page and "&lt;img src=x onerror=alert(1)&gt;*Ann*" in page
    assert not re.search(r"<script", page)
    markdown = story(api, code, lang="en", format="markdown").text
    assert "<img src=x" not in markdown and r"\*Ann\*" in markdown
    assert "Mrs. &lt;img" in markdown


def test_the_story_is_made_once_per_game_language_and_format(api: Api) -> None:
    code, _state = finished_table(api, [("Ann", None), ("Ben", None)])
    built = api.client.app.state.server.records.built
    before = built.builds
    first = story(api, code, lang="en", format="text").text
    assert story(api, code, lang="en", format="text").text == first
    assert built.builds == before + 1
    assert story(api, code, lang="fr", format="text").text != first
    assert built.builds == before + 2


def test_a_database_made_before_the_title_column_gets_it(make_client: Any, db_url: str) -> None:
    first = Api(make_client())
    code = first.create()["code"]
    first.join(code, "Ann")
    first.client.__exit__(None, None, None)
    engine = create_engine(db_url)
    with engine.begin() as conn:
        conn.execute(text("ALTER TABLE tontine_seats DROP COLUMN address"))
    assert "address" not in {c["name"] for c in inspect(engine).get_columns("tontine_seats")}
    engine.dispose()
    second = Api(make_client())
    second.join(code, "Ben", address="mr")
    stored = Storage(db_url).load_room(code)
    assert stored is not None and [s.address for s in stored.seats] == [Address.NONE, Address.MR]


@pytest.mark.postgres
def test_postgres_stores_the_title_and_adds_its_column(make_client: Any) -> None:
    reason = postgres_reachable()
    if reason:
        pytest.skip(reason)
    schema = f"tontine_test_{uuid.uuid4().hex[:12]}"
    storage = Storage(PG_URL, schema=schema)
    try:
        with storage.begin() as conn:
            conn.execute(text(f'ALTER TABLE "{schema}".tontine_seats DROP COLUMN address'))
        storage.close()
        api = Api(make_client(url=PG_URL, schema=schema))
        code = api.create()["code"]
        api.join(code, "Ann", address="miss")
        api.client.__exit__(None, None, None)
        again = Storage(PG_URL, schema=schema)
        stored = again.load_room(code)
        assert stored is not None and stored.seats[0].address is Address.MISS
        again.close()
    finally:
        Storage(PG_URL, schema=schema).drop_schema()


def test_an_earlier_game_is_told_after_play_again_and_the_new_one_is_refused(api: Api) -> None:
    created = api.create(preset="english", stake=4)
    code, host = created["code"], created["host_token"]
    for name in ("Ann", "Ben", "Cat"):
        api.join(code, name, **({"address": "mrs"} if name == "Ann" else {}))
    play_to_end(api, code, host)
    told = story(api, code, lang="en", format="text").text
    assert api.act(code, host, "again")["state"]["status"] == "lobby"
    assert story(api, code, lang="en", format="text").json()["key"] == "story_unfinished"
    earlier = story(api, code, lang="en", format="text", game="1")
    assert earlier.status_code == 200 and earlier.text == told and "Mrs. Ann" in told
