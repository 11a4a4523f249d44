"""The verifiable shuffle and `tontine verify`: honest records pass, altered cards or seeds fail."""

from __future__ import annotations

import copy
import hashlib
import hmac
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from tontine import RecordError, Rules, Table, to_record
from tontine.cards import FULL_PACK
from tontine.server.verify.check import VerifyError, verify_record
from tontine.server.verify.shuffle import (
    ALGORITHMS,
    HmacShuffle,
    commitment,
    message,
    new_server_seed,
    shuffle_extra,
)

SERVER_SEED = "00" * 31 + "01"
PLAYER_SEEDS = ["0123456789abcdef", "fedcba9876543210"]


def honest_record(preset: str = "french", players: int = 5, *, stake: int = 6) -> dict[str, Any]:
    seed = new_server_seed()
    seeds = [f"{i:02x}" * 8 for i in range(players)]
    names = [f"Player {i}" for i in range(players)]
    table = Table(Rules.from_preset(preset).replace(stake=stake, ante=1), names, source=HmacShuffle(seed, seeds, names=names))
    list(table.play())
    return to_record(table, source="server", extra=shuffle_extra(seed, commitment(seed), names, seeds))


def test_the_published_test_vector_of_tontine_hmac_fy_1() -> None:
    # the vector printed in docs/shuffle.md: any change of the algorithm must change its version
    source = HmacShuffle(SERVER_SEED, PLAYER_SEEDS)
    assert [str(c) for c in source.new_pack(1)[:8]] == ["5S", "QH", "3D", "8H", "4D", "4C", "JC", "TC"]
    assert source.draw_lot(12) == 0 and source.draw_fan(5) == [3, 4, 1, 2, 0]
    assert source.version == 1 and ALGORITHMS[1] == "tontine-hmac-fy/1"


def test_the_lot_of_the_version_1_vector_is_not_seat_0_for_every_size() -> None:
    # the lot stream's first word is 0x049B7890 (no rejection): seat 0x049B7890 mod n
    source = HmacShuffle(SERVER_SEED, PLAYER_SEEDS)
    assert source.stream("lot", 0)._word() == 0x049B7890
    assert (source.draw_lot(5), source.draw_lot(52)) == (3, 16)


def test_the_published_test_vector_of_tontine_hmac_fy_2() -> None:
    # docs/shuffle.md: the seating (names and seeds, in the order they sat down) is in every message
    names = ["Ann", "Mme Lefèvre"]
    source = HmacShuffle(SERVER_SEED, PLAYER_SEEDS, names=names)
    assert source.version == 2 and ALGORITHMS[2] == "tontine-hmac-fy/2"
    assert message(2, "pack", 1, PLAYER_SEEDS, names) == (
        b'{"algorithm":"tontine-hmac-fy/2","deal":1,"label":"pack","seating":[{"name":"Ann",'
        b'"seed":"0123456789abcdef"},{"name":"Mme Lef\\u00e8vre","seed":"fedcba9876543210"}]}')
    assert [str(c) for c in source.new_pack(1)[:8]] == ["JS", "6H", "TC", "KH", "2C", "5S", "2S", "AD"]
    assert (source.draw_lot(12), source.draw_lot(5)) == (2, 4) and source.draw_fan(5) == [2, 0, 3, 4, 1]
    # the same seeds under other names, or the names in another order, deal other cards
    assert HmacShuffle(SERVER_SEED, PLAYER_SEEDS, names=["Ann", "Ben"]).new_pack(1) != source.new_pack(1)
    assert HmacShuffle(SERVER_SEED, PLAYER_SEEDS[::-1], names=names[::-1]).new_pack(1) != source.new_pack(1)


def test_the_bounded_draw_throws_away_the_words_of_the_biased_top_end() -> None:
    # below(52) accepts words under 2**32 - 48: 0xFFFFFFD0 and above are drawn again
    stream = HmacShuffle(SERVER_SEED, PLAYER_SEEDS).stream("pack", 1)
    stream._buffer = b"".join(w.to_bytes(4, "big") for w in (0xFFFFFFD0, 0xFFFFFFFF, 0xFFFFFFCF, 7))
    assert stream.below(52) == 0xFFFFFFCF % 52 and stream.below(52) == 7


def test_the_first_block_is_hmac_sha256_of_the_canonical_message() -> None:
    message = json.dumps({"algorithm": ALGORITHMS[1], "deal": 1, "label": "pack", "player_seeds": PLAYER_SEEDS},
                         sort_keys=True, separators=(",", ":")).encode()
    block = hmac.new(bytes.fromhex(SERVER_SEED), message + b"\x00" + bytes(8), hashlib.sha256).digest()
    first_word = int.from_bytes(block[:4], "big")
    # Fisher-Yates swaps the last card (index 51) with index first_word % 52 (no rejection at this word)
    assert first_word < (1 << 32) - (1 << 32) % 52
    assert HmacShuffle(SERVER_SEED, PLAYER_SEEDS).new_pack(1)[51] == FULL_PACK[first_word % 52]


def test_every_input_changes_the_pack_and_the_shuffle_looks_uniform() -> None:
    base = HmacShuffle(SERVER_SEED, PLAYER_SEEDS).new_pack(3)
    assert HmacShuffle(SERVER_SEED, PLAYER_SEEDS[::-1]).new_pack(3) != base
    assert HmacShuffle(SERVER_SEED, [*PLAYER_SEEDS, "00" * 8]).new_pack(3) != base
    assert HmacShuffle("00" * 32, PLAYER_SEEDS).new_pack(3) != base
    # the top card over 2600 packs: every card near 50 times (a loose chi-square bound)
    tops = Counter(HmacShuffle(SERVER_SEED, PLAYER_SEEDS).new_pack(deal)[0] for deal in range(2600))
    chi2 = sum((tops[card] - 50) ** 2 / 50 for card in FULL_PACK)
    assert len(tops) == 52 and chi2 < 100  # 51 degrees of freedom: p < 1e-4 above 100


def test_an_honest_record_verifies_and_replays() -> None:
    record = honest_record()
    table = verify_record(record).table
    assert table.finished and table.winner == record["winner"]


def tamper_card(record: dict[str, Any]) -> None:
    deal = record["deals"][0]
    cards = {c["card"] for c in deal["cards"]}
    deal["cards"][0]["card"] = next(str(c) for c in FULL_PACK if str(c) not in cards)


def tamper_seed(record: dict[str, Any]) -> None:
    """Change the first player's seed to one that draws other seats (a few of them draw the same)."""
    shuffle = record["shuffle"]
    names = None if shuffle["version"] == 1 else list(shuffle["entrants"])
    seeds = shuffle["player_seeds"]
    drawn = HmacShuffle(shuffle["server_seed"], seeds, names=names).draw_fan(len(seeds))
    for n in range(256):
        other = [f"{n:02x}" * 8, *seeds[1:]]
        if other[0] != seeds[0] and HmacShuffle(shuffle["server_seed"], other, names=names).draw_fan(len(seeds)) != drawn:
            seeds[0] = other[0]
            return
    raise AssertionError("no seed draws other seats")


@pytest.mark.parametrize(
    ("tamper", "code", "words"),
    [
        (tamper_card, "cards", "deal 1: the cards are not the ones the shuffle deals"),
        (tamper_seed, "seats", "seats the shuffle draws"),
        (lambda r: r["shuffle"].__setitem__("server_seed", new_server_seed()), "commitment",
         "does not match the commitment"),
        (lambda r: r["shuffle"].__setitem__("server_seed", None), "no-seed", "not revealed yet"),
        (lambda r: r["shuffle"].__setitem__("algorithm", "tontine-hmac-fy/0"), "algorithm", "does not know"),
        (lambda r: r.pop("shuffle"), "no-shuffle", 'no "shuffle" block'),
    ],
)
def test_an_altered_record_is_rejected_in_one_line(tamper: Any, code: str, words: str) -> None:
    record = honest_record()
    tamper(record)
    with pytest.raises(VerifyError) as caught:
        verify_record(record)
    assert caught.value.code == code and isinstance(caught.value, RecordError)
    assert words in str(caught.value) and "\n" not in str(caught.value)


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tontine.cli.main", *args], capture_output=True, text=True,
                          timeout=60)


@pytest.mark.slow
def test_tontine_verify_command(tmp_path: Path) -> None:
    record = honest_record("english", 4)
    good = tmp_path / "good.json"
    good.write_text(json.dumps(record))
    done = run_cli("verify", str(good))
    assert done.returncode == 0, done.stderr
    assert "honest" in done.stdout
    replayed = run_cli("replay", str(good))  # the same file is a record `tontine replay` reads
    if "No such command" not in replayed.stderr:
        assert replayed.returncode == 0, replayed.stderr
    bad = copy.deepcopy(record)
    bad["shuffle"]["player_seeds"][1] = "ab" * 8
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad))
    done = run_cli("verify", str(path))
    assert done.returncode == 2 and done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tontine: error: ") and "bad.json" in lines[0]
    missing = run_cli("verify", str(tmp_path / "none.json"))
    assert missing.returncode == 2 and "cannot read record" in missing.stderr


@pytest.mark.slow
def test_serve_refuses_a_bad_database_or_a_busy_port_in_one_line(tmp_path: Path) -> None:
    import socket

    done = run_cli("serve", "--db", "nosuchdb://x")
    assert done.returncode == 2 and done.stderr.startswith("tontine: error: cannot open the database")
    assert len(done.stderr.strip().splitlines()) == 1
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        done = run_cli("serve", "--port", str(port), "--db", f"sqlite:///{tmp_path / 'x.sqlite3'}")
    assert done.returncode == 2 and f"cannot listen on 127.0.0.1:{port}" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    helped = run_cli("serve", "--help")
    assert helped.returncode == 0 and "--db URL" in helped.stdout and "--max-seats" in helped.stdout


@pytest.mark.slow
def test_verification_runs_off_the_event_loop_and_is_bounded(make_client: Any) -> None:
    import threading
    import time

    from tontine.server.room.limits import Limits

    client = make_client(Limits(verify_jobs=1))
    raw = json.dumps(honest_record("german", 5, stake=600)).encode()
    assert client.post("/api/verify", content=raw).json()["ok"] is True  # starts the worker process
    answers: list[Any] = []
    worker = threading.Thread(target=lambda: answers.append(client.post("/api/verify", content=raw)))
    began = time.monotonic()
    heavy = client.app.state.server.heavy
    worker.start()
    while heavy.running < 1 and worker.is_alive():  # the long check has taken the one place
        time.sleep(0.002)
    assert heavy.running == 1, "the first check was over before the second was asked"
    busy = client.post("/api/verify", content=raw)
    meta_started = time.monotonic()
    assert client.get("/api/meta").status_code == 200
    meta_took = time.monotonic() - meta_started
    worker.join(timeout=60)
    check_took = time.monotonic() - began
    assert busy.status_code == 503 and busy.json()["key"] == "heavy" and busy.headers["retry-after"]
    assert answers[0].status_code == 200 and answers[0].json()["ok"] is True
    # the page answered while the record was being checked, well before the check was done
    assert meta_took < check_took / 2, (meta_took, check_took)


def test_verify_says_an_honest_record_in_the_terminals_language(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    from click.testing import CliRunner

    from tontine.server.cli import verify

    good = tmp_path / "good.json"
    good.write_text(json.dumps(honest_record("english", 4)))
    said = {}
    for lang in ("en", "fr", "de"):
        monkeypatch.setenv("TONTINE_LANG", lang)
        result = CliRunner().invoke(verify, [str(good)])
        assert result.exit_code == 0, result.output
        said[lang] = result.output
    assert "honest" in said["en"] and "(s)" not in said["en"]
    assert "intègre" in said["fr"] and "donnes" in said["fr"]
    assert "einwandfrei" in said["de"] and "Runden" in said["de"]
    for lang in ("fr", "de"):
        line = said[lang][len(str(good)):]
        assert not any(word in line for word in ("honest", "deal", " won", "check out")), line


def test_a_seed_sent_is_lowered_but_a_seed_recorded_must_already_be_exact() -> None:
    from tontine.server.verify.shuffle import SeedTextError, check_seed_text, is_record_seed

    assert check_seed_text(" ABCDEF0123456789 ") == "abcdef0123456789"
    for bad in ("abcdef01234567890", "abcdef012345678", "ab" * 33, "xyz", 17):
        with pytest.raises(SeedTextError):
            check_seed_text(bad)
    assert is_record_seed("ab" * 8) and is_record_seed("ab" * 32)
    assert not any(is_record_seed(s) for s in ("AB" * 8, " " + "ab" * 8, "ab" * 8 + "a", "ab" * 8 + "\n"))
    assert is_record_seed("ab" * 32, server=True) and not is_record_seed("ab" * 31 + "a", server=True)
