"""Names as people read them: at twenty seats a phone wraps a name only at a syllable, the big screen shows it whole.

Debian's Chromium has no hyphenation dictionaries, so the server puts soft hyphens at the syllables
(tontine.server.room.hyphens) and the page says ``hyphens: manual``. The tests measure where Chromium
really breaks each name: the line box of every character (a Range per character), and between two
characters on different lines there must be a space, a soft hyphen or a hyphen the name has. On the
big screen no name may be cut (its box as wide as its text). Screenshots go to artifacts/screenshots/.
"""

from __future__ import annotations

import secrets
from typing import Any

import httpx
import pytest
from tests.support.browser import SHOTS

pytestmark = [pytest.mark.browser, pytest.mark.slow]

#: long names as people type them, with the automatons' period names around them
PEOPLE = ["Mademoiselle Montmorency", "Lady Kingsborough", "Herr Oberstleutnant Wetherington"]

#: for each name tile: each line break inside the name, with the characters around it
BREAKS = """() => [...document.querySelectorAll(SELECTOR)].map((box) => {
  const node = box.firstChild;
  const text = node ? node.textContent : "";
  const tops = [];
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === " " || ch === "\\u00ad") { tops.push(null); continue; }
    const range = document.createRange();
    range.setStart(node, i);
    range.setEnd(node, i + 1);
    // a character just after a break also reports an empty box at the end of the line before: the last box with a width
    const rects = [...range.getClientRects()].filter((r) => r.width > 0);
    tops.push(rects.length ? Math.round(rects[rects.length - 1].top) : null);
  }
  const breaks = [];
  let last = -1;
  for (let i = 0; i < text.length; i += 1) {
    if (tops[i] === null) continue;
    if (last >= 0 && tops[i] > tops[last] + 2) breaks.push({ before: text.slice(last, i + 1), at: i });
    last = i;
  }
  return { text, breaks };
})"""


def _table(base_url: str, preset: str) -> tuple[str, str]:
    post = httpx.Client(timeout=60).post  # a loaded machine answers slowly
    created = post(f"{base_url}/api/tables", json={"preset": preset, "seats": 20}).json()
    code, host_token = created["code"], created["host_token"]
    for index, name in enumerate(PEOPLE):
        body = {"name": name, "emblem": "♠♥♦♣"[index], "seed": secrets.token_hex(16)}
        if index == 0:
            body["host_token"] = host_token
        reply = post(f"{base_url}/api/tables/{code}/join", json=body)
        assert reply.status_code == 200, reply.text
    action = f"{base_url}/api/tables/{code}/action"
    assert post(action, json={"token": host_token, "action": "fill"}).status_code == 200
    assert post(action, json={"token": host_token, "action": "start"}).status_code == 200
    return code, host_token


def _shot(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def _breaks_ok(before: str) -> bool:
    """Two characters on different lines with what lies between: a space, a soft hyphen or a typed hyphen."""
    between = before[1:-1]
    return " " in between or "\u00ad" in between or before[0] == "-"


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_on_a_phone_names_wrap_only_at_syllables(browser: Any, base_url: str, lang: str) -> None:
    code, _ = _table(base_url, "english")
    context = browser.new_context(viewport={"width": 360, "height": 780}, locale={"en": "en-GB", "fr": "fr-FR",
                                                                                 "de": "de-DE"}[lang])
    context.set_default_timeout(20000)
    page = context.new_page()
    page.goto(f"{base_url}/t/{code}?lang={lang}")
    page.locator("#seats li").nth(19).wait_for()
    page.wait_for_function(f"document.documentElement.lang === '{lang}'")
    tiles = page.evaluate(BREAKS.replace("SELECTOR", "'#seats .seat .name'"))
    assert len(tiles) == 20
    wrapped = [tile for tile in tiles if tile["breaks"]]
    bad = [(tile["text"], b["before"]) for tile in tiles for b in tile["breaks"] if not _breaks_ok(b["before"])]
    assert not bad, bad
    # the tiles are narrow: names do wrap, some of them inside a word, at a syllable
    assert len(wrapped) >= 3, tiles
    assert any("\u00ad" in b["before"] for tile in wrapped for b in tile["breaks"]), wrapped
    # what the player typed is what the page says the seat is (screen readers, the state)
    labels = page.locator("#seats li").evaluate_all("(lis) => lis.map((li) => li.getAttribute('aria-label'))")
    assert all("\u00ad" not in label for label in labels)
    assert any(label.startswith("Mademoiselle Montmorency:") for label in labels)
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    _shot(page, f"names-phone-360-{lang}")
    context.close()


def test_on_the_big_screen_every_name_is_whole(browser: Any, base_url: str) -> None:
    code, _ = _table(base_url, "english")
    context = browser.new_context(viewport={"width": 1920, "height": 1080})
    context.set_default_timeout(20000)
    page = context.new_page()
    page.goto(f"{base_url}/t/{code}?view=tv")
    page.locator(".round #seats li").nth(19).wait_for()
    page.wait_for_timeout(300)  # the layout runs after the state is drawn
    names = page.locator(".round #seats .seat .name").evaluate_all("""(boxes) => boxes.map((box) => ({
        text: box.textContent, scroll: box.scrollWidth, client: box.clientWidth,
        size: parseFloat(getComputedStyle(box).fontSize), ellipsis: getComputedStyle(box).textOverflow }))""")
    assert len(names) == 20
    cut = [name for name in names if name["scroll"] > name["client"] or name["ellipsis"] == "ellipsis"]
    assert not cut, cut
    # still large enough to read across a room
    assert min(name["size"] for name in names) >= 14, names
    texts = {name["text"].replace("\u00ad", "") for name in names}
    assert set(PEOPLE) <= texts
    _shot(page, "names-tv-1920")
    context.close()
