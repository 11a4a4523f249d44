"""Browser tests of the writer's page (/tell): fill the form, read the scene, download it, follow its link.

One Chromium and one server for the module. Screenshots go to artifacts/screenshots/ (360 px and 1280 px).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tests.support.browser import SHOTS

pytestmark = [pytest.mark.browser]

#: the first scene starts the server's worker processes (and matplotlib in them)
FIRST = 90_000

CAST = """[[person]]
name = "Mrs. <i>Pelling</i>"
temper = "vain"
[[person]]
name = "Mr. Ashby"
bond = { kind = "courtship", with = "Mrs. <i>Pelling</i>" }
[[person]]
name = "Miss Carrow"
gender = "f"
"""


def context(browser: Any, width: int = 360, height: int = 780, locale: str = "en-GB") -> Any:
    made = browser.new_context(viewport={"width": width, "height": height}, locale=locale, accept_downloads=True)
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


def scene_text(page: Any) -> str:
    return str(page.locator("#scene").inner_text())


def wait_for_scene(page: Any, timeout: float = FIRST) -> None:
    page.wait_for_function("!document.getElementById('scene-box').hidden && "
                           "document.getElementById('tell-status').textContent === ''", timeout=timeout)


def test_a_writer_tells_a_cast_downloads_it_and_its_link_gives_the_same_scene(browser: Any, base_url: str,
                                                                             tmp_path: Path) -> None:
    page = page_of(context(browser, 1280, 900))
    page.goto(base_url + "/?lang=en")
    page.locator("#tell-link").click()
    page.wait_for_url("**/tell*")
    page.locator("#preset option").first.wait_for(state="attached")
    page.locator("#cast").fill(CAST)
    page.locator("#story-lang").select_option("en")
    page.locator("#length").select_option("scene")
    page.locator("#counter").fill("a shilling")
    page.locator("#place").fill("Bath")
    page.locator("#seed").fill("17")
    page.locator("#tell-submit").click()
    wait_for_scene(page)
    text = scene_text(page)
    # the names as given, shown as text (never as markup), the chart, the odds of the table
    assert "Mrs. <i>Pelling</i>" in text and page.locator("#scene i").count() == 0
    assert page.locator("#chart-img").get_attribute("src").startswith("data:image/png;base64,")
    page.wait_for_function("document.querySelector('#tell-odds .odds-verdict').textContent.length > 0")
    assert page.locator("#tell-odds rect.odds-bar").count() == 3
    assert "seed=17" in page.url
    shot(page, "tell-1280")
    # the downloads are the narrator's files, with the names escaped
    with page.expect_download() as downloading:
        page.locator("#download-html").click()
    html_file = tmp_path / downloading.value.suggested_filename
    downloading.value.save_as(html_file)
    assert html_file.name == "tontine-17.html"
    html = html_file.read_text(encoding="utf-8")
    assert "&lt;i&gt;Pelling&lt;/i&gt;" in html and "<i>Pelling" not in html
    with page.expect_download() as downloading:
        page.locator("#download-markdown").click()
    assert downloading.value.suggested_filename == "tontine-17.md"
    # the shared link, on a phone: the same scene at once
    link = str(page.locator("#share").get_attribute("href"))
    phone = page_of(context(browser, 360, 780))
    phone.goto(link)
    wait_for_scene(phone)
    assert scene_text(phone) == text
    shot(phone, "tell-360")
    assert page.errors == [] and phone.errors == []


def test_a_bad_company_is_refused_in_the_pages_language_and_a_good_one_told(browser: Any, base_url: str) -> None:
    page = page_of(context(browser, 360, 780, locale="de-DE"))
    page.goto(base_url + "/tell")
    page.locator("#preset option").first.wait_for(state="attached")
    assert page.locator("#story-lang").input_value() == "de"
    page.locator("#names").fill("Anna:f, Anna:m")
    page.locator("#tell-submit").click()
    page.wait_for_function("document.getElementById('tell-error').textContent.includes('zweimal')")
    assert page.locator("#scene-box").is_hidden()
    page.locator("#names").fill("Anna:f, Bernd:m, Frau Wendland")
    page.locator("#seed").fill("")
    page.locator("#tell-submit").click()
    wait_for_scene(page)
    assert page.locator("#tell-error").text_content() == ""
    assert "Anna" in scene_text(page) and "Runde" in scene_text(page)
    seed = page.locator("#seed").input_value()
    assert seed.isdigit() and f"seed={seed}" in page.url  # a new seed, drawn and named in the link
    shot(page, "tell-de-360")
    assert page.errors == []


def test_axe_finds_no_serious_violation_on_the_writers_page(browser: Any, base_url: str) -> None:
    pytest.importorskip("axe_playwright_python", reason="axe-playwright-python (axe-core) is not installed")
    from tests.server.test_server_browser_party import axe_violations

    for width, height in ((360, 780), (1280, 900)):
        page = page_of(context(browser, width, height))
        page.goto(base_url + "/tell?lang=fr&seed=5&players=4")
        wait_for_scene(page)
        page.wait_for_function("document.querySelector('#tell-odds .odds-verdict').textContent.length > 0")
        assert axe_violations(page) == [], f"/tell at {width}"
