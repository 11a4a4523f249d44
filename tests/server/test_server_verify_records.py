"""The shared verification records (tests/data/verify): the CLI and POST /api/verify give each its manifest's verdict.

The browser's verify page is held to the same manifest by
``test_server_browser_verify.py``; the records are written by ``tests/data/verify/make.py``.
"""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path
from typing import Any

import pytest

from tontine.cli.main import main
from tontine.i18n import localizer
from tontine.server.verify.check import MESSAGES, NOTES, VerifyError, verify_record

RECORDS = Path(__file__).resolve().parents[1] / "data" / "verify"
MANIFEST = json.loads((RECORDS / "manifest.json").read_text(encoding="utf-8"))["records"]
IDS = [entry["file"].removesuffix(".json") for entry in MANIFEST]


def _maker() -> Any:
    spec = importlib.util.spec_from_file_location("make_verify_records", RECORDS / "make.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_records_are_exactly_what_the_script_writes() -> None:
    files = _maker().build()
    on_disk = {path.name for path in RECORDS.glob("*.json")}
    assert on_disk == set(files)
    for name, data in files.items():
        assert (RECORDS / name).read_bytes() == data, f"{name}: run python tests/data/verify/make.py"


def test_the_manifest_covers_every_kind_of_tampering_and_both_versions() -> None:
    codes = {entry["code"] for entry in MANIFEST}
    assert {"deal-number", "mark-missing", "mark-extra", "cards", "seats", "commitment", "server-seed",
            "player-seed", "replay", "honest"} <= codes
    honest = [json.loads((RECORDS / e["file"]).read_text()) for e in MANIFEST if e["code"] == "honest"]
    assert {r["shuffle"]["algorithm"] for r in honest} == {"tontine-hmac-fy/1", "tontine-hmac-fy/2"}
    assert {r["rules"]["preset"] for r in honest} == {"english", "french", "german"}
    assert len({len(r["players"]) for r in honest}) >= 4
    # a v2 record with its names exchanged fails; the same edit of a v1 record passes, with a note
    by_file = {e["file"]: e for e in MANIFEST}
    assert not by_file["names-swapped.json"]["ok"] and not by_file["names-swapped-fan.json"]["ok"]
    assert by_file["names-swapped-v1.json"]["ok"] and by_file["names-swapped-v1.json"]["notes"] == ["names-not-bound"]


@pytest.mark.parametrize("entry", MANIFEST, ids=IDS)
def test_the_checks_give_the_manifests_verdict(entry: dict[str, Any]) -> None:
    record = json.loads((RECORDS / entry["file"]).read_text(encoding="utf-8"))
    if entry["ok"]:
        verified = verify_record(record)
        assert list(verified.notes) == entry["notes"]
        assert verified.version == (1 if record["shuffle"]["algorithm"].endswith("/1") else 2)
    else:
        with pytest.raises(VerifyError) as caught:
            verify_record(record)
        assert caught.value.code == entry["code"] and caught.value.msg_id == MESSAGES[entry["code"]]


@pytest.mark.parametrize("entry", MANIFEST, ids=IDS)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_tontine_verify_gives_the_manifests_verdict(entry: dict[str, Any], lang: str,
                                                    capsys: pytest.CaptureFixture[str],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TONTINE_LANG", lang)
    path = RECORDS / entry["file"]
    try:
        main(["verify", str(path)])
        code: Any = 0
    except SystemExit as stopped:
        code = stopped.code
    out, err = capsys.readouterr()
    say = localizer(lang)
    if entry["ok"]:
        assert code in (0, None), err
        lines = out.splitlines()
        assert len(lines) == 1 + len(entry["notes"]) and err == ""
        assert lines[1:] == [say(NOTES[note]) for note in entry["notes"]]
    else:
        assert code == 2 and out == ""
        assert len(err.splitlines()) == 1 and path.name in err
        if entry["code"] != "replay":  # the replay's reason is its own message
            assert say(MESSAGES[entry["code"]], **_values(path)) in err


def _values(path: Path) -> dict[str, Any]:
    try:
        verify_record(json.loads(path.read_text(encoding="utf-8")))
    except VerifyError as exc:
        return exc.values
    raise AssertionError(f"{path.name} verifies")


@pytest.mark.slow
def test_post_api_verify_gives_the_manifests_verdict(make_client: Any) -> None:
    client = make_client()
    for entry in MANIFEST:
        answer = client.post("/api/verify", content=(RECORDS / entry["file"]).read_bytes())
        assert answer.status_code == 200
        reply = answer.json()
        assert (reply["ok"], reply["code"]) == (entry["ok"], entry["code"]), entry["file"]
        if entry["ok"]:
            assert reply["notes"] == entry["notes"] and reply["deals"] > 0
        else:
            assert isinstance(reply["error"], str) and "\n" not in reply["error"]
            assert all(isinstance(v, int | str) for v in reply["values"].values())
    assert client.post("/api/verify", content=b"{").json()["code"] == "not-json"


def test_the_page_knows_every_verdict_and_says_each_in_every_language() -> None:
    script = (Path(__file__).resolve().parents[2] / "src" / "tontine" / "server" / "static" / "verify.js").read_text()
    table = script[script.index("const MESSAGES = {"):script.index("};", script.index("const MESSAGES = {"))]
    page = dict(re.findall(r'"?([a-z-]+)"?: "(web-verify-[a-z-]+)"', table))
    assert page == {code: "web-verify-" + code for code in MESSAGES}
    for lang in ("en", "fr", "de"):
        say = localizer(lang)
        for msg_id in [*page.values(), *MESSAGES.values(), "web-verify-note-names", *NOTES.values()]:
            assert say.has(msg_id), (lang, msg_id)
