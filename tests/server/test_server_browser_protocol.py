"""The page speaks protocol 2: it says so in its hello, and a deal that arrives as a compact ``deal``
message leaves the page showing exactly what a fresh snapshot of the same table shows."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

DEALS = 3


def spectator(browser: Any, url: str) -> tuple[Any, list[dict[str, Any]], list[dict[str, Any]]]:
    """A page watching ``url`` with motion reduced, and the JSON frames it sent and received."""
    context = browser.new_context(viewport={"width": 1024, "height": 900}, locale="en-GB", reduced_motion="reduce")
    context.set_default_timeout(15000)
    page = context.new_page()
    sent: list[dict[str, Any]] = []
    received: list[dict[str, Any]] = []

    def watch(ws: Any) -> None:
        ws.on("framesent", lambda payload: sent.append(json.loads(payload)))
        ws.on("framereceived", lambda payload: received.append(json.loads(payload)))

    page.on("websocket", watch)
    page.goto(url)
    return page, sent, received


def shown(page: Any) -> dict[str, Any]:
    """What the page shows of the game: each seat's holding, the pool, the log, the deal."""
    return {
        "holdings": page.locator("#seats li .holding").all_inner_texts(),
        "pool": page.locator("#pool").inner_text(),
        "log": page.locator("#log li").all_inner_texts(),
        "deal": page.evaluate("document.body.dataset.deal"),
        "status": page.locator("#status").inner_text(),
    }


def test_a_compact_deal_updates_the_page_as_a_snapshot_would(browser: Any, base_url: str) -> None:
    created = httpx.post(f"{base_url}/api/tables", json={"preset": "german", "stake": 500, "seats": 6}).json()
    code, host = created["code"], created["host_token"]
    action = f"{base_url}/api/tables/{code}/action"
    assert httpx.post(action, json={"token": host, "action": "fill"}).status_code == 200
    assert httpx.post(action, json={"token": host, "action": "start"}).status_code == 200
    link = f"{base_url}/t/{code}?view=spectator"

    live, sent, received = spectator(browser, link)
    live.locator("#seats li").nth(5).wait_for()
    live.wait_for_function("document.body.dataset.deal === '0'")
    for number in range(1, DEALS + 1):
        assert httpx.post(action, json={"token": host, "action": "deal", "expect": number}).status_code == 200
    live.wait_for_function(f"document.body.dataset.deal === '{DEALS}'")
    live.locator("#log li", has_text=f"Deal {DEALS}").first.wait_for()

    hellos = [m for m in sent if m.get("type") == "hello"]
    assert hellos and all(m.get("protocol") == 2 for m in hellos)
    kinds = [m["type"] for m in received]
    assert kinds.count("deal") == DEALS and "events" not in kinds[kinds.index("snapshot"):], kinds

    fresh, _sent, fresh_received = spectator(browser, link)
    fresh.locator("#seats li").nth(5).wait_for()
    fresh.wait_for_function(f"document.body.dataset.deal === '{DEALS}'")
    assert [m["type"] for m in fresh_received] and "deal" not in [m["type"] for m in fresh_received]
    after_deals, from_snapshot = shown(live), shown(fresh)
    assert after_deals == from_snapshot
    # and both are the table's state
    state = httpx.get(f"{base_url}/api/tables/{code}").json()
    assert from_snapshot["pool"].replace(",", "") == str(state["pool"])
    assert [h.replace(",", "") for h in from_snapshot["holdings"]] == [str(s["holding"]) for s in state["seats"]]
    assert len(from_snapshot["log"]) == len(state["log"])
