"""Browser tests of a table's own game told as a story: the title chosen in the join form, the story offered
on the phone and on the big screen once the game is over, read in the page's language, and downloaded.

Screenshots (phone 360 px, big screen 1920x1080, the story itself) go to artifacts/screenshots/.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tests.server.test_server_browser_party import Table, as_host, axe_violations, context, page_of, shot

pytestmark = [pytest.mark.browser, pytest.mark.slow]

#: language -> the browser's locale, the rules, the title chosen and how the story then names Ann
LANGUAGES = {
    "en": ("en-GB", "english", "mrs", "Mrs. Ann"),
    "fr": ("fr-FR", "french", "mrs", "Mme Ann"),
    "de": ("de-DE", "german", "miss", "Demoiselle Ann"),
}


def overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    return (a["x"] < b["x"] + b["width"] and b["x"] < a["x"] + a["width"]
            and a["y"] < b["y"] + b["height"] and b["y"] < a["y"] + a["height"])


def assert_clear(tv: Any) -> None:
    """The story's box on the big screen: whole on the screen, over no seat, the pool or the winner moment."""
    box = tv.locator("#story-box").bounding_box()
    size = tv.viewport_size
    assert box is not None and box["x"] >= 0 and box["y"] >= 0
    assert box["x"] + box["width"] <= size["width"] and box["y"] + box["height"] <= size["height"]
    others = [tv.locator("#winner"), tv.locator("#pool-box"), *tv.locator("#seats li").all()]
    for other in others:
        around = other.bounding_box()
        assert around is None or not overlap(box, around), other


def play_out(table: Table, bots: int = 2) -> None:
    table.act("fill", count=bots)
    table.act("start")
    for expect in range(1, 2000):
        if table.act("deal", expect=expect)["state"]["status"] == "finished":
            return
    raise AssertionError("the game did not finish")


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_a_finished_game_is_read_and_downloaded_as_a_story(browser: Any, base_url: str, tmp_path: Path,
                                                           lang: str) -> None:
    locale, preset, address, named = LANGUAGES[lang]
    table = Table(base_url, preset=preset, seats=3, stake=4)
    phone_context = context(browser, locale=locale, accept_downloads=True)
    as_host(phone_context, table)
    phone = page_of(phone_context)
    phone.goto(table.url)
    phone.locator("#address option").nth(3).wait_for(state="attached")
    # the page takes its language once its catalogues have come (a fresh server may still be reading them)
    phone.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)
    assert phone.locator("html").get_attribute("lang") == lang
    options = phone.locator("#address option").all_inner_texts()
    assert len(set(options)) == 4 and all(options)
    phone.locator("#name").fill("Ann")
    phone.locator("#address").select_option(address)
    shot(phone, f"story-join-{lang}-360")
    phone.locator("#join-submit").click()
    phone.locator("#mine-name").filter(has_text="Ann").wait_for()
    assert phone.locator("#story-box").is_hidden()  # nothing to tell before the end

    tv_context = context(browser, width=1920, height=1080, locale=locale)
    tv = page_of(tv_context)
    tv.goto(table.url + "?tv")
    tv.locator("#seats li").first.wait_for()
    play_out(table)

    phone.locator("#story-read").wait_for(state="visible", timeout=60000)
    tv.locator("#story-read").wait_for(state="visible", timeout=60000)
    assert phone.locator("#moments").is_hidden()  # the moments are the big screen's
    lines = tv.locator("#moments li").all_inner_texts()
    seated = [s["name"] for s in table.state()["seats"]]
    assert 1 <= len(lines) <= 3 and all(any(name in line for name in seated) for line in lines), lines
    href = phone.locator("#story-read").get_attribute("href") or ""
    assert f"lang={lang}" in href and "format=html" in href
    assert phone.locator("#story-record").is_visible() and phone.locator("#record").is_hidden()
    tv.wait_for_timeout(400)
    shot(phone, f"story-phone-{lang}-360", full=True)
    shot(tv, f"story-tv-{lang}-1920")
    assert_clear(tv)

    # downloads: each form, named for the table, game and language, with Ann as the story names her
    for form, suffix in (("html", "html"), ("markdown", "md"), ("text", "txt")):
        with phone.expect_download(timeout=90000) as downloading:  # the first story may start a worker process
            phone.locator(f"#story-{form}").click()
        download = downloading.value
        assert download.suggested_filename == f"tontine-{table.code}-1-story-{lang}.{suffix}"
        saved = tmp_path / download.suggested_filename
        download.save_as(str(saved))
        assert named in saved.read_text(encoding="utf-8")

    # reading: the scene with its chart, in the page's language, on the phone and on the big screen
    for page, width in ((phone, 360), (tv, 1920)):
        page.locator("#story-read").click()
        page.locator("article h1").wait_for(timeout=90000)
        assert page.locator("html").get_attribute("lang") == lang
        assert named in page.locator("article").inner_text()
        assert page.locator("figure img").count() == 1
        shot(page, f"story-read-{lang}-{width}")
        assert axe_violations(page) == [], f"the story at {width} px"
        assert page.errors == []
        page.go_back()
    for made in (phone_context, tv_context):
        made.close()


def test_the_big_screen_of_twenty_seats_shows_the_story_clear_of_the_table(browser: Any, base_url: str) -> None:
    table = Table(base_url, preset="english", seats=20, stake=4)
    tv_context = context(browser, width=1920, height=1080)
    tv = page_of(tv_context)
    tv.goto(table.url + "?tv")
    tv.locator("#share").wait_for()
    watcher_context = context(browser)  # no seat: a spectator's phone
    watcher = page_of(watcher_context)
    watcher.goto(table.url)
    watcher.locator("#join").wait_for()
    play_out(table, bots=20)
    tv.locator("#story-read").wait_for(state="visible", timeout=60000)
    watcher.locator("#story-read").wait_for(state="visible", timeout=60000)
    assert watcher.locator("#story-html").get_attribute("href", timeout=1000) is not None
    shot(watcher, "story-spectator-en-360")
    watcher.locator("#story-read").click()
    watcher.locator("article h1").wait_for(timeout=90000)
    final = table.state()
    winner = next(s["name"] for s in final["seats"] if s["seat"] == final["winner"])
    assert winner in watcher.locator("article").inner_text()  # the story names its winner
    watcher_context.close()
    tv.wait_for_timeout(400)
    shot(tv, "story-tv-20-1920")
    assert_clear(tv)
    tv.set_viewport_size({"width": 1280, "height": 720})
    tv.wait_for_timeout(300)
    assert_clear(tv)
    # the notable moments, one line each, the newest first: the last fall (or a new leader) of the game
    moments = tv.locator("#moments li").all_inner_texts()
    names = [s["name"] for s in table.state()["seats"]]
    assert 1 <= len(moments) <= 3 and all(any(name in line for name in names) for line in moments)
    assert tv.locator("#moments").is_visible()
    assert tv.errors == []
    tv_context.close()
