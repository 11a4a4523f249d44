"""Browser test: at the end of a game, the table page's "Download the record" gives the verifiable record."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx
import pytest
from tests.support.server import post

from tontine.server.verify.check import verify_record

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def test_the_record_downloads_from_the_table_page_at_the_end(browser: Any, base_url: str, tmp_path: Path) -> None:
    created = post(base_url, "/api/tables", {"preset": "english", "stake": 3, "ante": 1, "seats": 4})
    code, host = created["code"], created["host_token"]
    post(base_url, f"/api/tables/{code}/action", {"token": host, "action": "fill"})
    post(base_url, f"/api/tables/{code}/action", {"token": host, "action": "start"})
    for expect in range(1, 1000):
        if post(base_url, f"/api/tables/{code}/action",
                {"token": host, "action": "deal", "expect": expect})["state"]["status"] == "finished":
            break
    page = browser.new_context(accept_downloads=True).new_page()
    page.set_default_timeout(15000)
    page.goto(f"{base_url}/t/{code}")
    page.locator("#result-box").wait_for(state="visible")
    with page.expect_download(timeout=90000) as downloading:  # the first record starts a worker process
        page.locator("#story-record").click()  # at a finished table the record sits beside its story
    download = downloading.value
    assert download.suggested_filename == f"tontine-{code}-1.json"
    path = tmp_path / "record.json"
    download.save_as(str(path))
    record = json.loads(path.read_text(encoding="utf-8"))
    assert verify_record(record).table.winner == record["winner"] and record["shuffle"]["server_seed"]
    assert record == httpx.get(f"{base_url}/api/tables/{code}/record", timeout=10).json()
