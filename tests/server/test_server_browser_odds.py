"""Browser tests of the odds: the host sees them while setting up a table, and /odds answers any table.

One Chromium and one server for the module. Screenshots go to artifacts/screenshots/ (360 px and 1920x1080).
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.support.browser import SHOTS

pytestmark = [pytest.mark.browser]


def context(browser: Any, width: int = 360, height: int = 780, locale: str = "en-GB") -> Any:
    made = browser.new_context(viewport={"width": width, "height": height}, locale=locale)
    made.set_default_timeout(15000)
    return made


def page_of(made: Any) -> Any:
    page = made.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.errors = errors
    return page


def shot(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def summary_of(page: Any, box: str) -> str:
    page.wait_for_function(f"document.querySelector('{box} .odds-verdict').textContent.length > 0")
    return str(page.locator(f"{box} .odds-summary").text_content())


def test_the_lobby_tells_the_host_what_the_table_means(browser: Any, base_url: str) -> None:
    page = page_of(context(browser))
    page.goto(base_url + "/?lang=en")
    text = summary_of(page, "#create-odds")
    assert "players" in text and "deals" in text
    assert page.locator("#create-odds svg rect.odds-bar").count() == int(page.locator("#seats").input_value())
    # a smaller table at a slower pace: the line follows the form
    page.locator("#seats").fill("4")
    page.locator("#odds-pace").fill("10")
    page.wait_for_function("document.querySelector('#create-odds .odds-summary').textContent.includes('10 seconds')")
    page.wait_for_function("document.querySelectorAll('#create-odds rect.odds-bar').length === 4")
    shot(page, "odds-lobby-360")
    # the page's language, from the catalogues
    page.locator("#lang").select_option("fr")
    page.wait_for_function("document.querySelector('#create-odds .odds-summary').textContent.includes('donnes')")
    assert page.locator("#create-odds .odds-verdict").text_content().startswith("Aucune place")
    # a bad stake: a clear refusal in the page's language, nothing else shown
    page.locator("#stake").fill("1")
    page.wait_for_function("document.querySelector('#create-odds .odds-error').textContent.includes('jetons')")
    assert page.locator("#create-odds rect.odds-bar").count() == 0
    assert page.errors == []


def test_the_odds_page_answers_any_preset_size_and_stake(browser: Any, base_url: str) -> None:
    page = page_of(context(browser, 1920, 1080, locale="de-DE"))
    page.goto(base_url + "/")
    page.locator("#odds-link").click()
    page.wait_for_url("**/odds*")
    assert "Runden" in summary_of(page, "#odds")
    page.locator("#preset").select_option("english")
    page.locator("#players").fill("20")
    page.locator("#stake").fill("20")
    page.locator("button[type=submit]").click()
    page.wait_for_function("document.querySelectorAll('#odds rect.odds-bar').length === 20")
    assert "20 Spielern" in str(page.locator("#odds .odds-summary").text_content())
    assert "preset=english" in page.url and "players=20" in page.url
    shot(page, "odds-page-1920")
    # the shared address asks the same question again
    again = page_of(context(browser, 360, 780))
    again.goto(page.url + "&lang=en")
    again.wait_for_function("document.querySelectorAll('#odds rect.odds-bar').length === 20")
    shot(again, "odds-page-360")
    assert page.errors == [] and again.errors == []


def test_axe_finds_no_serious_violation_on_the_odds(browser: Any, base_url: str) -> None:
    pytest.importorskip("axe_playwright_python", reason="axe-playwright-python (axe-core) is not installed")
    from tests.server.test_server_browser_party import axe_violations

    for width, height in ((360, 780), (1920, 1080)):
        page = page_of(context(browser, width, height))
        page.goto(base_url + "/odds?lang=fr")
        summary_of(page, "#odds")
        assert axe_violations(page) == [], f"/odds at {width}"
        page.goto(base_url + "/?lang=de")
        summary_of(page, "#create-odds")
        assert axe_violations(page) == [], f"the front page's odds at {width}"


def test_the_hosts_lobby_at_the_table_follows_the_seats(browser: Any, base_url: str) -> None:
    import httpx

    created = httpx.post(f"{base_url}/api/tables", json={"preset": "german", "seats": 6}).json()
    code, token = created["code"], created["host_token"]
    made = context(browser, locale="de-DE")
    made.add_init_script(f"localStorage.setItem('tontine.host.{code}', {token!r})")
    page = page_of(made)
    page.goto(f"{base_url}/t/{code}")
    page.wait_for_function("document.querySelector('#host-odds .odds-summary').textContent.includes('Runden')")
    reply = httpx.post(f"{base_url}/api/tables/{code}/action", json={"token": token, "action": "fill"})
    assert reply.status_code == 200, reply.text
    page.wait_for_function("document.querySelectorAll('#host-odds rect.odds-bar').length === 6")
    assert "6 Spielern" in str(page.locator("#host-odds .odds-summary").text_content())
    shot(page, "odds-table-lobby-360")
    # once the game starts the odds give way to play
    httpx.post(f"{base_url}/api/tables/{code}/action", json={"token": token, "action": "start"})
    page.locator("#host-odds").wait_for(state="hidden")
    assert page.errors == []
