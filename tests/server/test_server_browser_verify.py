"""The verify page in Chromium gives every shared record (tests/data/verify) its manifest's verdict.

The page checks the commitment, the seats and every deal's cards itself (static/verify.js),
then asks ``POST /api/verify`` for the replay; the verdict it shows is the first failure, by
the same code as ``tontine verify`` (``#results[data-verdict]``), said in the page's language.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tontine.i18n import localizer

pytestmark = [pytest.mark.browser, pytest.mark.slow]

RECORDS = Path(__file__).resolve().parents[1] / "data" / "verify"
MANIFEST = json.loads((RECORDS / "manifest.json").read_text(encoding="utf-8"))["records"]


def _check(page: Any, path: Path) -> tuple[str, str, str]:
    page.evaluate("document.getElementById('results').removeAttribute('data-verdict')")
    page.locator("#file").set_input_files(str(path))
    page.locator("#verify-form button").click()
    page.locator("#results[data-verdict]").wait_for(timeout=90_000)
    results = page.locator("#results")
    return results.get_attribute("data-verdict"), results.get_attribute("data-ok"), results.inner_text()


def test_the_page_gives_every_shared_record_its_verdict(browser: Any, base_url: str, tmp_path: Path) -> None:
    context = browser.new_context(locale="en-GB")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(base_url + "/verify")
    say = localizer("en")
    for entry in MANIFEST:
        verdict, ok, text = _check(page, RECORDS / entry["file"])
        assert (verdict, ok) == (entry["code"], str(entry["ok"]).lower()), (entry["file"], text)
        if entry["ok"]:
            assert "✘" not in text and text.count("✔") == 4 + len(entry["notes"]), text
            assert ("tontine-hmac-fy/1" in text) == ("names-not-bound" in entry["notes"])
        else:
            assert text.count("✘") == 1, text
        assert "{" not in text and "undefined" not in text, text
    # not JSON at all
    junk = tmp_path / "junk.json"
    junk.write_text("{")
    assert _check(page, junk)[0] == "not-json"
    assert not errors, errors
    # the same verdict in French, in French words
    page.locator("#lang").select_option("fr")
    verdict, _ok, text = _check(page, RECORDS / "renumbered-last.json")
    assert verdict == "deal-number" and "numérotées" in text and "numbered" not in text
    assert say("web-verify-deal-number", n=10, **{"number-text": "99"}) not in text
    context.close()
