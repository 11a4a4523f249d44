"""Browser tests: Debian's Chromium driven by Playwright against a real `tontine serve`.

A host and three players in separate browser contexts create a table, join by
link, start and deal to the end; one reloads mid-game and keeps the seat, one
reads the page in French, one switches to German; the TV view shows the round
table; the record verifies on the verify page. Screenshots go to
artifacts/screenshots/.
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from tests.support.browser import SHOTS

pytestmark = [pytest.mark.browser, pytest.mark.slow]

try:  # the assertions wait for the page, as a person would
    from playwright.sync_api import expect
except ImportError:  # the browser fixture skips every test with the reason
    expect = None


def phone(browser: Any, locale: str = "en-GB", **extra: Any) -> Any:
    context = browser.new_context(viewport={"width": 360, "height": 780}, locale=locale, **extra)
    context.set_default_timeout(15000)
    return context.new_page()


def shot(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def join(page: Any, url: str, name: str, emblem: int) -> None:
    page.goto(url)
    page.locator("#name").fill(name)
    page.locator("#emblems label").nth(emblem).click()
    page.locator("#join-submit").click()
    page.locator("#mine-name").filter(has_text=name).wait_for()


def test_a_room_plays_a_whole_game_in_the_browser(browser: Any, base_url: str, tmp_path: Path) -> None:
    host = phone(browser)
    host.goto(base_url + "/")
    host.locator("#preset").select_option("english")
    host.locator("#stake").fill("5")
    host.locator("#ante").fill("1")
    host.locator("#seats").fill("6")
    shot(host, "01-front-page")
    host.locator("#create-form button[type=submit]").click()
    host.wait_for_url(re.compile(r"/t/[0-9A-Z]{6}$"))
    code = host.url.rsplit("/", 1)[1]
    link = f"{base_url}/t/{code}"
    expect(host.locator("#code")).to_have_text(code)
    host.wait_for_function("document.getElementById('qr').complete && document.getElementById('qr').naturalWidth > 0")
    join(host, link, "Hostess", 0)

    alice = phone(browser)
    join(alice, link, "Alice <b>bold</b>", 1)
    marie = phone(browser, locale="fr-FR")
    join(marie, link, "Marie", 2)
    expect(marie.locator("html")).to_have_attribute("lang", "fr")
    expect(marie.locator("#join-h")).to_have_count(1)
    hans = phone(browser)
    join(hans, link, "Hans", 3)
    hans.locator("#lang").select_option("de")
    expect(hans.locator("html")).to_have_attribute("lang", "de")
    # the connection notice, if still shown, changes language with the page
    assert hans.locator("#conn").text_content() in ("", "Verbunden")
    assert hans.locator("#h-start").count() == 1  # present in the page, hidden for a guest
    expect(hans.locator("#host")).to_be_hidden()

    tv = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
    tv.set_default_timeout(15000)
    tv.goto(link + "?view=tv")
    tv.locator("#seats li").nth(3).wait_for()
    # the name is shown as text, never as markup
    expect(tv.locator("#seats li", has_text="Alice <b>bold</b>")).to_have_count(1)
    assert tv.locator("#seats b").count() == 0
    # four seats under the English preset: the 1797 text's "twelve or fifteen", in each page's language
    expect(host.locator("#warnings")).to_contain_text("twelve or fifteen")
    expect(host.locator("#warnings")).to_contain_text("4 seats")
    expect(marie.locator("#warnings")).to_contain_text("douze ou quinze")

    host.locator("#h-fill").click()
    host.locator("#seats li").nth(5).wait_for()
    host.locator("#h-start").click()
    host.locator("#h-deal").wait_for(state="visible")
    shot(host, "02-host-started")
    for deal in (1, 2):
        host.locator("#h-deal").click()
        host.locator("#status").filter(has_text=f"Deal {deal}").wait_for()
    hans.locator("#status").filter(has_text="Runde 2").wait_for()
    tv.locator("body[data-deal='2']").wait_for()
    tv.locator(".round #seats .playing-card").first.wait_for()
    shot(tv, "05-tv-playing")
    expect(hans.locator("#pool-box")).to_contain_text("Kasse")
    marie.locator("#log li", has_text="retourne").first.wait_for()
    shot(marie, "03-player-french")
    shot(hans, "04-player-german")

    # a reload mid-game keeps the seat
    alice.reload()
    alice.locator("#mine-name").filter(has_text="Alice <b>bold</b>").wait_for()
    expect(alice.locator("#join")).to_be_hidden()
    expect(alice.locator("#status")).to_contain_text("Deal 2")

    host.locator("#h-pace").fill("0.5")
    host.locator("#h-auto").click()
    host.locator("#result").filter(has_text=re.compile(r"wins|shared")).wait_for(timeout=90000)
    for page in (alice, marie, hans):
        page.locator("#result").filter(has_text=re.compile(r"\S")).wait_for(timeout=30000)
    tv.locator("body[data-status=finished], body[data-status=ended]").wait_for(timeout=30000)
    expect(marie.locator("#result")).to_contain_text(re.compile("gagne|partagée"))
    expect(tv.locator(".round #seats li")).to_have_count(6)
    tv.locator("#seats li.dead").first.wait_for()
    shot(tv, "06-tv-finished")
    shot(host, "07-host-finished")

    # the record: download it and check it on the verify page (the cards are recomputed by the browser)
    # the first record after a start waits for the worker process to start (a few seconds)
    for _attempt in range(4):  # a 503 (busy, or the database locked a moment) says to retry after a while
        answer = httpx.get(f"{base_url}/api/tables/{code}/record", timeout=90)
        if answer.status_code != 503:
            break
        time.sleep(float(answer.headers.get("retry-after", "1")))
    assert answer.status_code == 200, answer.text
    record = answer.json()
    assert record["shuffle"]["server_seed"]
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    checker = phone(browser)
    checker.goto(base_url + "/verify")
    checker.locator("#file").set_input_files(str(path))
    checker.locator("#verify-form button").click()
    # the replay step is the server's, in a worker process that may be starting (seconds on a busy machine)
    checker.locator("#results[data-verdict]").wait_for(timeout=90_000)
    results = checker.locator("#results").inner_text()
    assert checker.locator("#results").get_attribute("data-verdict") == "honest"
    assert results.count("✔") == 4 and "✘" not in results, results  # commitment, seats, cards, replay
    shot(checker, "08-verify")
    record["deals"][0]["cards"][0]["card"], record["deals"][0]["cards"][1]["card"] = (
        record["deals"][0]["cards"][1]["card"], record["deals"][0]["cards"][0]["card"])
    path.write_text(json.dumps(record))
    checker.locator("#file").set_input_files(str(path))
    checker.locator("#verify-form button").click()
    checker.locator("#results li.error").first.wait_for(timeout=90_000)
    expect(checker.locator("#results")).to_contain_text("Deal 1")

    # play again: the same code and seats, a new commitment
    old = host.locator("#commitment").inner_text()
    host.locator("#h-again").click()
    host.locator("#h-start").wait_for(state="visible")
    expect(host.locator("#seats li")).to_have_count(6)
    expect(host.locator("#commitment")).not_to_have_text(old)


def test_twenty_seats_fit_a_phone_by_keyboard_with_reduced_motion(browser: Any, base_url: str) -> None:
    created = httpx.post(f"{base_url}/api/tables", json={"preset": "french", "seats": 20}).json()
    code, host_token = created["code"], created["host_token"]
    link = f"{base_url}/t/{code}"
    context = browser.new_context(viewport={"width": 360, "height": 780}, locale="fr-FR", reduced_motion="reduce")
    context.set_default_timeout(15000)
    page = context.new_page()
    page.goto(link)
    page.locator("#name").wait_for(state="visible")
    # keyboard only: the name field, past the title (kept at none), an emblem, the button
    page.locator("#name").focus()
    page.keyboard.type("Zoé")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "address"
    page.keyboard.press("Tab")
    page.keyboard.press("ArrowRight")  # the next emblem of the radio group
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    page.locator("#mine-name").filter(has_text="Zoé").wait_for()
    assert page.locator("#mine-name").inner_text().startswith("♥")
    # a refusal in the page's language
    german = phone(browser, locale="de-DE")
    german.goto(link)
    german.locator("#name").fill("zoé")
    german.locator("#join-submit").click()
    german.locator("#error").filter(has_text="ist an diesem Tisch vergeben").wait_for()
    httpx.post(f"{link.replace('/t/', '/api/tables/')}/action", json={"token": host_token, "action": "fill"})
    page.locator("#seats li").nth(19).wait_for()
    # twenty seats: more than the French fan draw's thirteen ranks
    expect(page.locator("#warnings")).to_contain_text("13 joueurs au plus")
    # a person takes an automaton's seat before the start, from the page
    other = phone(browser)
    other.goto(link)
    other.locator("#name").fill("Quentin")
    other.locator("#seats li button").first.click()
    other.locator("#mine-name").filter(has_text="Quentin").wait_for()
    expect(other.locator("#seats li")).to_have_count(20)
    httpx.post(f"{base_url}/api/tables/{code}/action", json={"token": host_token, "action": "start"})
    page.locator("#log li", has_text="tire").first.wait_for()  # the French fan draw, in French
    httpx.post(f"{base_url}/api/tables/{code}/action", json={"token": host_token, "action": "deal", "expect": 1})
    page.locator("#status").filter(has_text="Donne 1").wait_for()
    assert page.locator("#seats .playing-card").count() == 20
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert page.locator("#seats li[aria-label]").count() == 20
    shot(page, "09-twenty-seats-phone-french")
