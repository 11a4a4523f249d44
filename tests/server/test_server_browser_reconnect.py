"""The page reconnects with full-jitter back-off, from its very first connection on."""

from __future__ import annotations

import itertools
from typing import Any

import httpx
import pytest

pytestmark = pytest.mark.browser

#: the first three WebSockets the page opens go to a closed port (a server restarting); Math.random
#: gives 0, 0.5, 0.9: the waits must be 250 ms + that share of (cap - 250 ms), the cap doubling from 1 s
FAILING_SOCKETS = """
window.__attempts = [];
const draws = [0, 0.5, 0.9];
Math.random = () => (draws.length ? draws.shift() : 0.5);
const Real = window.WebSocket;
function Failing(url, protocols) {
  window.__attempts.push(performance.now());
  return new Real(window.__attempts.length <= 3 ? "ws://127.0.0.1:9/" : url, protocols);
}
Failing.prototype = Real.prototype;
for (const k of ["CONNECTING", "OPEN", "CLOSING", "CLOSED"]) Failing[k] = Real[k];
window.WebSocket = Failing;
"""


@pytest.mark.slow
def test_a_page_whose_first_connections_fail_backs_off_with_jitter_and_gets_in(browser: Any, base_url: str) -> None:
    created = httpx.post(f"{base_url}/api/tables", json={"preset": "english", "seats": 3}).json()
    made = browser.new_context(viewport={"width": 360, "height": 780}, locale="en-GB")
    made.set_default_timeout(20000)
    made.add_init_script(FAILING_SOCKETS)
    page = made.new_page()
    try:
        page.goto(f"{base_url}/t/{created['code']}")
        page.locator("#conn").filter(has_text="onnected").wait_for()
        attempts = page.evaluate("window.__attempts")
    finally:
        made.close()
    assert len(attempts) == 4
    gaps = [b - a for a, b in itertools.pairwise(attempts)]
    # caps 1 s, 2 s, 4 s (base 500 ms doubled per attempt); waits 250 + r * (cap - 250)
    expected = [250 + 0 * 750, 250 + 0.5 * 1750, 250 + 0.9 * 3750]
    for gap, wait in zip(gaps, expected, strict=True):
        assert wait - 10 <= gap <= wait + 400, (gaps, expected)
