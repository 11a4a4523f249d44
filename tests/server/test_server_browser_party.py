"""Browser tests of a party-ready table: the big screen, the phone as your seat, dealing that keeps up,
nobody stuck, every word in the page's language, accessibility.

One Chromium for the module, one server, several contexts. Tables are set up through the API (fast);
what is checked is what a person sees in the page. Screenshots go to artifacts/screenshots/.
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
from tests.support.cluster import Watcher
from tests.support.server import free_port, start_server

from tontine.i18n import french_spacing

pytestmark = [pytest.mark.browser, pytest.mark.slow]


class Table:
    """A table opened through the API, its host token kept for acting."""

    def __init__(self, base: str, preset: str = "english", seats: int = 8, *, hosting: bool = False,
                 **rules: Any) -> None:
        created = httpx.post(f"{base}/api/tables", json={"preset": preset, "seats": seats, **rules}).json()
        self.base, self.code, self.host = base, created["code"], created["host_token"]
        self.url = f"{base}/t/{self.code}"
        # ``hosting``: the host is at the table throughout (a socket of its own), where a host away longer
        # than the host timeout (20 s, which a slow machine's pages can take) would see the role pass to a
        # seat, and the host's token refused
        self.hosting = Watcher(base, self.code, host_token=self.host) if hosting else None

    def act(self, action: str, **body: Any) -> dict[str, Any]:
        response = httpx.post(f"{self.base}/api/tables/{self.code}/action",
                              json={"token": self.host, "action": action, **body}, timeout=10)
        assert response.status_code == 200, response.text
        return response.json()

    def state(self) -> dict[str, Any]:
        return httpx.get(f"{self.base}/api/tables/{self.code}", timeout=10).json()

    def record(self) -> dict[str, Any]:
        return httpx.get(f"{self.base}/api/tables/{self.code}/record", timeout=60).json()


def context(browser: Any, width: int = 360, height: int = 780, locale: str = "en-GB", **extra: Any) -> Any:
    made = browser.new_context(viewport={"width": width, "height": height}, locale=locale, **extra)
    made.set_default_timeout(15000)
    return made


def page_of(made: Any) -> Any:
    page = made.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.errors = errors
    return page


def as_host(made: Any, table: Table) -> None:
    made.add_init_script(f"localStorage.setItem('tontine.host.{table.code}', {json.dumps(table.host)})")


def shot(page: Any, name: str, *, full: bool = False) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=full)


def join(page: Any, table: Table, name: str) -> None:
    page.goto(table.url)
    page.locator("#name").fill(name)
    page.locator("#join-submit").click()
    page.locator("#mine-name").filter(has_text=name).wait_for()


# -- every word in the page's language ------------------------------------------------------------

# English words that are neither French nor German: one of them in a fr/de page is a missed string.
ENGLISH = re.compile(
    r"\b(the|and|you|your|deal|deals|dealt|seat|seats|counters?|pool|host|error|connected|reconnecting|waiting|"
    r"players?|wins|pays|takes|turns|draws|from|with|has|been|game|share|verify|download|language|cards|empty|"
    r"refused|taken|screen|whole|join|open|table code|nothing|back|away|trying|again)\b",
    re.IGNORECASE,
)

WALK = """() => {
  const out = [];
  const page = document.documentElement.lang;
  const skip = (node) => node.closest('[translate="no"], script, style, code, .emblem, .name, #mine-name, .host-name, #link')
    || (node.closest('[lang]') && node.closest('[lang]').lang !== page);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.nodeValue.trim();
    if (text && !skip(n.parentElement)) out.push(text);
  }
  for (const el of document.querySelectorAll('[aria-label], [alt], [title]')) {
    if (skip(el)) continue;
    for (const a of ['aria-label', 'alt', 'title']) if (el.getAttribute(a)) out.push(el.getAttribute(a));
  }
  return out;
}"""


def english_in(page: Any, names: tuple[str, ...] = ()) -> list[str]:
    found = []
    for text in page.evaluate(WALK):
        for name in names:
            text = text.replace(name, "")
        if ENGLISH.search(text.replace("Tontine", "")):
            found.append(text)
    return found


def test_no_english_in_french_and_german_pages(browser: Any, base_url: str, tmp_path: Path) -> None:
    table = Table(base_url, preset="english", seats=6, hosting=True)
    names = ("Marie", "Hans", "Mr. Darcy", "Mrs. Jennings", "Miss Bennet", "Mr. Bingley", "Miss Bingley", "Mr. Hurst",
             "Mrs. Hurst", "Mr. Collins")
    for locale, lang in (("fr-FR", "fr"), ("de-DE", "de")):
        made = context(browser, locale=locale)
        page = page_of(made)
        page.goto(base_url + "/")
        page.locator("#preset option").first.wait_for(state="attached")
        expect_lang(page, lang)
        assert english_in(page) == [], ("front page", lang)
        page.goto(table.url)
        page.locator("#name").wait_for(state="visible")
        page.locator("#status").filter(has_text=re.compile(r"\S")).wait_for()
        assert english_in(page, names) == [], ("lobby", lang)
        shot(page, f"i18n-{lang}-lobby", full=True)
        made.close()
    # the same walk over the English page finds English: it reads what a person reads
    english = page_of(context(browser))
    english.goto(table.url)
    english.locator("#status").filter(has_text=re.compile(r"\S")).wait_for()
    assert len(english_in(english, names)) > 5
    # a refusal, said in the person's language
    marie = page_of(context(browser, locale="fr-FR"))
    join(marie, table, "Marie")
    hans = page_of(context(browser, locale="de-DE"))
    hans.goto(table.url)
    hans.locator("#name").fill("Marie")
    hans.locator("#join-submit").click()
    hans.locator("#error").filter(has_text="vergeben").wait_for()
    assert english_in(hans, names) == [], "a German refusal"
    join(hans, table, "Hans")
    table.act("fill")
    table.act("start")
    table.act("deal", expect=1)
    table.act("deal", expect=2)
    for page, lang in ((marie, "fr"), (hans, "de")):
        page.locator("body[data-deal='2']").wait_for()
        page.locator("#mine-sentence").filter(has_text=re.compile(r"\S")).wait_for()
        assert english_in(page, names) == [], ("in play", lang)
        shot(page, f"i18n-{lang}-player", full=True)
        page.locator("[data-view=spectator]").click()
        assert english_in(page, names) == [], ("whole table", lang)
        page.locator("[data-view=tv]").click()
        assert english_in(page, names) == [], ("big screen", lang)
        page.locator("#cardtable-box").evaluate("d => d.open = true")
        assert english_in(page, names) == [], ("card table", lang)
        assert page.errors == []
    # French typography in the page: a narrow no-break space before the colon
    assert "\u202f:" in marie.locator("#log").inner_text()
    # the verify page, and a file that is not a record
    bad = tmp_path / "bad.json"
    bad.write_text("#not json")
    for locale, lang in (("fr-FR", "fr"), ("de-DE", "de")):
        page = page_of(context(browser, locale=locale))
        page.goto(base_url + "/verify")
        page.locator("#file").set_input_files(str(bad))
        page.locator("#verify-form button").click()
        page.locator("#results li").first.wait_for()
        assert "JSON" in page.locator("#results").inner_text()
        assert english_in(page) == [], ("verify", lang)
        page.goto(base_url + "/t/QQQQQQ")
        page.locator("#notfound").wait_for(state="visible")
        assert english_in(page) == [], ("unknown code", lang)


def expect_lang(page: Any, lang: str) -> None:
    assert page.evaluate("document.documentElement.lang") == lang


def test_french_spacing_in_the_page_is_the_python_one(browser: Any, base_url: str) -> None:
    page = page_of(context(browser, locale="fr-FR"))
    page.goto(base_url + "/")
    page.locator("#preset option").first.wait_for(state="attached")
    samples = ["Voici : « oui » ; non ! Quoi?", "12:30 et https://x.fr", "Ah ?! Bon", "Déjà\u202f: rien", "« »",
               "a :b", "fin !", "Donne 3 : Marie donne"]
    got = page.evaluate("(samples) => samples.map((s) => Tontine.frenchSpacing(s))", samples)
    assert got == [french_spacing(s) for s in samples]


# -- the big screen --------------------------------------------------------------------------------

BOXES = """() => [...document.querySelectorAll('#seats li')].map((li) => {
  const r = li.getBoundingClientRect();
  const size = (sel) => parseFloat(getComputedStyle(li.querySelector(sel)).fontSize);
  return { x: r.left, y: r.top, w: r.width, h: r.height, name: size('.name'), count: size('.holding') };
})"""


@pytest.mark.parametrize("seats", [2, 8, 20])
def test_the_big_screen_holds_the_whole_table(browser: Any, base_url: str, seats: int) -> None:
    table = Table(base_url, preset="german", seats=seats)
    table.act("fill")
    made = context(browser, 1280, 720)
    tv = page_of(made)
    tv.goto(table.url + "?tv")
    tv.locator("#seats li").nth(seats - 1).wait_for()
    assert tv.locator("header.bar").is_hidden() and tv.locator("#share").is_visible()
    assert tv.locator("#fullscreen").is_visible()
    qr = tv.locator("#qr").bounding_box()
    assert qr is not None and qr["width"] >= 100
    table.act("start")
    table.act("deal", expect=1)
    tv.locator("body[data-deal='1']").wait_for()
    for width, height in ((1280, 720), (1920, 1080), (3840, 2160)):
        tv.set_viewport_size({"width": width, "height": height})
        tv.wait_for_timeout(150)
        boxes = tv.evaluate(BOXES)
        assert len(boxes) == seats
        for box in boxes:
            assert box["x"] >= 0 and box["y"] >= 0, box
            assert box["x"] + box["w"] <= width + 0.5 and box["y"] + box["h"] <= height + 0.5, box
            assert box["name"] >= 0.03 * height and box["count"] >= 0.03 * height, box
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                apart = (a["x"] + a["w"] <= b["x"] or b["x"] + b["w"] <= a["x"]
                         or a["y"] + a["h"] <= b["y"] or b["y"] + b["h"] <= a["y"])
                assert apart, (a, b)
        assert tv.locator("#share").is_hidden()  # the lobby is over: no code to join
        card = tv.locator("#big-card .playing-card")
        assert card.count() == 1 and card.locator(".rank").inner_text()
        shot(tv, f"tv-{seats}-seats-{width}x{height}")
    tv.locator(".round .seat.dealer").first.wait_for()
    made.close()


# -- the phone is your seat --------------------------------------------------------------------------


def my_cards(table: Table, seat: int) -> dict[int, str]:
    return {deal["number"]: c["card"] for deal in table.record()["deals"] for c in deal["cards"] if c["seat"] == seat}


def test_the_phone_shows_my_card_and_sentence_for_this_deal(browser: Any, base_url: str) -> None:
    table = Table(base_url, preset="english", seats=4, stake=30)
    phone = page_of(context(browser))
    join(phone, table, "Mrs. Jennings")
    table.act("fill")
    assert phone.locator("#mine-card .blank").count() == 1  # blank until dealt
    table.act("start")
    seat = next(s["seat"] for s in table.state()["seats"] if s["name"] == "Mrs. Jennings")
    for deal in (1, 2, 3):
        table.act("deal", expect=deal)
        phone.locator(f"body[data-deal='{deal}']").wait_for()
        card = my_cards(table, seat)[deal]
        rank = "10" if card[0] == "T" else card[:-1]
        phone.locator("#mine-card .playing-card .rank").filter(has_text=re.compile(f"^{rank}$")).wait_for()
        sentence = phone.locator("#mine-sentence")
        sentence.filter(has_text="You turned up").wait_for()
        words = phone.evaluate("(c) => Tontine.cardName(c)", card)
        assert words in sentence.inner_text()
        # one polite announcement per deal, with my own sentence in it
        assert words in phone.locator("#announce").inner_text()
    shot(phone, "phone-my-seat", full=True)
    # the card table, one tap away
    phone.locator("#cardtable-box summary").click()
    assert phone.locator("#cardtable li").count() == 13
    assert "takes 3 counters from the pool" in phone.locator("#cardtable").inner_text()


# -- dealing that never lags ---------------------------------------------------------------------------


def test_two_clicks_deal_twice_and_a_double_click_once(browser: Any, base_url: str) -> None:
    table = Table(base_url, preset="english", seats=4, stake=40)
    table.act("fill")
    made = context(browser)
    as_host(made, table)
    host = page_of(made)
    host.goto(table.url)
    table.act("start")
    deal = host.locator("#h-deal")
    deal.wait_for(state="visible")
    box = deal.bounding_box()
    assert box is not None and box["y"] + box["height"] <= 780  # the Deal button is on screen without scrolling
    deal.click()
    host.wait_for_timeout(1000)
    deal.click()
    host.wait_for_timeout(800)
    assert table.state()["deal_number"] == 2
    deal.dblclick()
    host.wait_for_timeout(1200)
    assert table.state()["deal_number"] == 3
    assert host.locator("#error").is_hidden()
    host.locator("body[data-deal='3']").wait_for()
    shot(host, "phone-host-bar")
    assert host.errors == []


def test_a_page_at_the_fastest_pace_stays_within_one_deal(browser: Any, base_url: str) -> None:
    table = Table(base_url, preset="german", seats=12, stake=200)
    table.act("fill")
    tv = page_of(context(browser, 1280, 720))
    tv.goto(table.url + "?tv")
    tv.locator("#seats li").nth(11).wait_for()
    minimum = float(tv.evaluate("document.getElementById('h-pace').min"))
    table.act("start")
    table.act("auto", pace=minimum)
    worst = 0
    deadline = time.monotonic() + 6
    while time.monotonic() < deadline:
        before = table.state()["deal_number"]
        shown = int(tv.evaluate("Number(document.body.dataset.deal || 0)"))
        worst = max(worst, before - shown)
        time.sleep(0.15)
    table.act("pause")
    assert table.state()["deal_number"] >= 6
    assert worst <= 1, worst


# -- nobody stuck ------------------------------------------------------------------------------------------


def test_an_unknown_code_gets_a_clear_page(browser: Any, base_url: str) -> None:
    page = page_of(context(browser))
    page.goto(base_url + "/t/ZZZZZ9")
    page.locator("#notfound").wait_for(state="visible")
    assert "ZZZZZ9" in page.locator("#notfound-text").inner_text()
    assert page.locator("#table-page").is_hidden()
    shot(page, "unknown-code")
    page.locator("#notfound a").click()
    page.wait_for_url(base_url + "/")


def test_a_departed_host_hands_over_within_thirty_seconds(browser: Any, base_url: str) -> None:
    table = Table(base_url, preset="english", seats=4)
    made = context(browser)
    as_host(made, table)
    host = page_of(made)
    join(host, table, "Hostess")
    guest = page_of(context(browser))
    join(guest, table, "Guest")
    guest.locator("#host").wait_for(state="hidden")
    made.close()  # the host's browser is gone
    started = time.monotonic()
    guest.locator("#notice").filter(has_text="host").wait_for(timeout=10000)
    guest.locator("#h-start").wait_for(state="visible", timeout=31000)
    assert time.monotonic() - started <= 31
    guest.locator("#notice").filter(has_text="Guest is the host now").wait_for()
    shot(guest, "phone-host-handed-over")


def test_while_the_server_is_away_the_controls_say_so_and_come_back(browser: Any, tmp_path: Path) -> None:
    port = free_port()
    db = f"sqlite:///{tmp_path / 'away.sqlite3'}"
    server = start_server(db, port)
    try:
        base = f"http://127.0.0.1:{port}"
        table = Table(base, preset="english", seats=3)
        table.act("fill")
        made = context(browser, locale="de-DE")
        as_host(made, table)
        host = page_of(made)
        host.goto(table.url)
        host.locator("#conn").filter(has_text="Verbunden").wait_for()
        table.act("start")
        host.locator("#h-deal").wait_for(state="visible")
        server.terminate()
        server.wait(timeout=10)
        host.locator("#conn").filter(has_text="nicht erreichbar").wait_for()
        assert host.locator("#h-deal").is_disabled()
        shot(host, "phone-server-away")
        server = start_server(db, port)  # back on the same address: the page reconnects by itself
        host.locator("#conn").filter(has_text="Verbunden").wait_for(timeout=30000)
        assert host.locator("#h-deal").is_enabled()
        host.locator("#h-deal").click()
        host.locator("body[data-deal='1']").wait_for()
    finally:
        server.terminate()
        server.wait(timeout=10)


# -- accessibility -------------------------------------------------------------------------------------------


def axe_violations(page: Any) -> list[dict[str, Any]]:
    from importlib import resources

    script = resources.files("axe_playwright_python") / "axe.min.js"
    # colours are judged as they settle: a seat fading out or a card turning over is not yet its colour
    page.wait_for_function("document.getAnimations().every((a) => a.playState !== 'running')")
    page.add_script_tag(content=script.read_text(encoding="utf-8"))
    result = page.evaluate("async () => await axe.run(document, { resultTypes: ['violations'] })")
    return [v for v in result["violations"] if v["impact"] in ("serious", "critical")]


def test_axe_finds_no_serious_violation(browser: Any, base_url: str) -> None:
    pytest.importorskip("axe_playwright_python", reason="axe-playwright-python (axe-core) is not installed")
    table = Table(base_url, preset="english", seats=5)
    made = context(browser)
    as_host(made, table)
    page = page_of(made)
    page.goto(base_url + "/")
    page.locator("#preset option").first.wait_for(state="attached")
    assert axe_violations(page) == [], "front page"
    join(page, table, "Hostess")
    assert axe_violations(page) == [], "lobby"
    table.act("fill")
    page.locator("#seats li").nth(4).wait_for()
    # removing a seat asks once: No keeps it, Yes removes it
    remove = page.locator("#host-seats button", has_text="Remove").first
    remove.click()
    page.locator("#confirm").wait_for(state="visible")
    assert axe_violations(page) == [], "the confirmation"
    page.locator("#confirm-no").click()
    assert page.locator("#seats li").count() == 5
    remove.click()
    page.locator("#confirm-yes").click()
    page.wait_for_function("document.querySelectorAll('#seats li').length === 4")
    page.locator("#h-start").click()  # the Start button goes: focus moves on to Deal, not to the page
    page.wait_for_function("document.activeElement && document.activeElement.id === 'h-deal'")
    table.act("deal", expect=1)
    page.locator("body[data-deal='1']").wait_for()
    assert axe_violations(page) == [], "in play"
    # the log can take focus
    page.locator("#log").focus()
    assert page.evaluate("document.activeElement.id") == "log"
    tv = page_of(context(browser, 1280, 720))
    tv.goto(table.url + "?tv")
    tv.locator("body[data-deal='1']").wait_for()
    assert axe_violations(tv) == [], "big screen"
    page.goto(base_url + "/verify")
    assert axe_violations(page) == [], "verify page"
    # the scan does find what it looks for: an image without words is a critical violation
    page.evaluate("document.body.append(Object.assign(document.createElement('img'), { src: '/static/favicon.svg' }))")
    assert [v["id"] for v in axe_violations(page)] == ["image-alt"]


# -- a real pack on the table ------------------------------------------------------------------------------


def test_a_real_pack_game_entered_in_the_page_replays(browser: Any, base_url: str, tmp_path: Path) -> None:
    import random
    import subprocess
    import sys

    made = context(browser)
    host = page_of(made)
    host.goto(base_url + "/")
    host.locator("#preset").select_option("english")
    host.locator("#stake").fill("3")
    host.locator("#ante").fill("1")
    host.locator("#seats").fill("3")
    host.locator("#cards").check()
    host.locator("#create-form button[type=submit]").click()
    host.wait_for_url(re.compile(r"/t/[0-9A-Z]{6}$"))
    code = host.url.rsplit("/", 1)[1]
    table = Table.__new__(Table)
    table.base, table.code, table.url = base_url, code, f"{base_url}/t/{code}"
    table.host = host.evaluate(f"localStorage.getItem('tontine.host.{code}')")
    tv = page_of(context(browser, 1280, 720))
    tv.goto(table.url + "?tv")
    host.locator("#h-fill").click()
    host.locator("#seats li").nth(2).wait_for()
    host.locator("#h-start").click()
    host.locator("#hand").wait_for(state="visible")
    assert host.locator("#h-deal").is_hidden()
    # tap the rank and the suit; type another; take it back; type it again
    host.locator("#hand-ranks button[data-rank=K]").click()
    host.locator("#hand-suits button").first.click()  # spades
    tv.locator(".round .playing-card .rank", has_text="K").first.wait_for()
    host.locator("#hand-card").fill("10h")
    host.locator("#hand-turn").click()
    host.locator("#hand-undo").wait_for(state="visible")
    expect_cards = lambda: [e["card"] for e in table.state()["log"] if e["type"] == "card_dealt"]  # noqa: E731
    deadline = time.monotonic() + 5
    while expect_cards() != ["KS", "TH"] and time.monotonic() < deadline:
        time.sleep(0.1)
    assert expect_cards() == ["KS", "TH"]
    host.locator("#hand-undo").click()
    deadline = time.monotonic() + 5
    while expect_cards() != ["KS"] and time.monotonic() < deadline:
        time.sleep(0.1)
    assert expect_cards() == ["KS"]
    host.locator("#hand-card").fill("KS")  # already out of this pack: refused in words
    host.locator("#hand-turn").click()
    host.locator("#error").filter(has_text="already out").wait_for()
    shot(host, "phone-real-pack")
    # the rest of the game entered through the page's own action, each deal from a fresh pack
    rng = random.Random(3)
    pack = [c for c in (r + s for r in "A23456789TJQK" for s in "SHDC") if c != "KS"]
    rng.shuffle(pack)
    state = table.state()
    while state["status"] == "playing":
        if state["hand"]["next_seat"] is None:
            pack = [r + s for r in "A23456789TJQK" for s in "SHDC"]
            rng.shuffle(pack)
        state = table.act("turn", card=pack.pop())["state"]
    tv.locator("body[data-status=finished]").wait_for()
    tv.locator("#winner").wait_for(state="visible")
    shot(tv, "tv-real-pack-winner")
    record = table.record()
    assert record["cards"] == "entered by hand" and record["deals"][0]["cards"][0]["card"] == "KS"
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(record))
    replay = subprocess.run([sys.executable, "-m", "tontine.cli.main", "replay", str(path)],
                            capture_output=True, text=True, timeout=60)
    assert replay.returncode == 0, replay.stderr
    assert host.errors == [] and tv.errors == []
