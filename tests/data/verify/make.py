"""Write the shared verification records of this folder and their manifest: ``python tests/data/verify/make.py``.

Every seed comes from SHA-256 of the record's name, so the script writes the same bytes on
every run (``tests/server/test_server_verify_records.py`` checks it). The honest records are
games of several presets and sizes dealt by ``tontine-hmac-fy/2`` (and two by version 1);
each tampered record is one of them edited in one way. ``manifest.json`` gives every file's
expected verdict: ``ok``, the ``code`` (``honest``, or the first check that fails, as in
:data:`tontine.server.verify.check.MESSAGES`) and the ``notes``. The CLI, ``POST /api/verify`` and
the verify page must each give exactly that verdict.
"""

from __future__ import annotations

import copy
import hashlib
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tontine import Rules, Table, to_record
from tontine.cards import FULL_PACK
from tontine.server.verify.shuffle import HmacShuffle, commitment, shuffle_extra

HERE = Path(__file__).resolve().parent
Record = dict[str, Any]

#: name -> (version, preset, players, stake); names with accents test the ASCII escapes of version 2's message
HONEST: dict[str, tuple[int, str, int, int]] = {
    "v2-english-2": (2, "english", 2, 5),
    "v2-english-5": (2, "english", 5, 4),
    "v2-french-5": (2, "french", 5, 4),
    "v2-french-12": (2, "french", 12, 3),
    "v2-german-4": (2, "german", 4, 4),
    "v1-english-4": (1, "english", 4, 4),
    "v1-french-6": (1, "french", 6, 4),
}
NAMES = ["Mme Lefèvre", "Herr Müller", "Ann", "Ben \"the Bold\"", "Cat", "Dai", "Eve", "Fay", "Gus", "Hal",
         "Ida", "Jo"]


def hex_of(*words: object, digits: int = 64) -> str:
    return hashlib.sha256(" ".join(map(str, words)).encode()).hexdigest()[:digits]


def honest(name: str) -> Record:
    version, preset, players, stake = HONEST[name]
    names = NAMES[:players]
    seed = hex_of("server", name)
    seeds = [hex_of("player", name, i, digits=32) for i in range(players)]
    source = HmacShuffle(seed, seeds, names=names if version == 2 else None)
    table = Table(Rules.from_preset(preset).replace(stake=stake, ante=1), names, source=source)
    list(table.play())
    record = to_record(table, source="server", extra=shuffle_extra(seed, commitment(seed), names, seeds,
                                                                   version=version))
    if version == 1:  # as version 1 servers wrote it: no version field
        del record["shuffle"]["version"]
    record["table"] = {"code": "VERIFY", "game": 1}
    return record


def drawn_first_failure(record: Record) -> str:
    """What a record whose seating inputs were edited fails first: seats (fan), first dealer (lot) or cards."""
    block = record["shuffle"]
    source = HmacShuffle(block["server_seed"], block["player_seeds"], names=block["entrants"])
    n = len(block["entrants"])
    if record["rules"]["first_dealer"] == "fan":
        seated = list(block["entrants"])
        for entrant, seat in zip(block["entrants"], source.draw_fan(n), strict=True):
            seated[seat] = entrant
        if seated != record["players"]:
            return "seats"
    elif record["rules"]["first_dealer"] == "lot" and source.draw_lot(n) != record["first_dealer"]:
        return "first-dealer"
    return "cards"


def swap_names(record: Record) -> None:
    """Relabel the players: the first two names exchanged everywhere a name is written."""
    a, b = record["shuffle"]["entrants"][:2]
    other = {a: b, b: a}
    record["players"] = [other.get(p, p) for p in record["players"]]
    record["shuffle"]["entrants"] = [other.get(p, p) for p in record["shuffle"]["entrants"]]
    for drawn in record["seat_draw"]:
        drawn["player"] = other.get(drawn["player"], drawn["player"])


def first_deal(record: Record, *, reshuffled: bool, after: int = 1) -> Record:
    return next(d for d in record["deals"][after:] if d["reshuffled"] is reshuffled)


def change_card(record: Record) -> None:
    deal = record["deals"][0]
    held = {c["card"] for c in deal["cards"]}
    deal["cards"][0]["card"] = next(str(c) for c in FULL_PACK if str(c) not in held)


def reorder(record: Record, *, renumber: bool) -> None:
    deals = record["deals"]
    deals[1], deals[2] = deals[2], deals[1]
    if renumber:
        deals[1]["number"], deals[2]["number"] = 2, 3


def set_in(path: str, value: Any) -> Callable[[Record], None]:
    def edit(record: Record) -> None:
        *parents, last = path.split(".")
        target: Any = record
        for key in parents:
            target = target[int(key)] if key.isdigit() else target[key]
        target[int(last) if last.isdigit() else last] = value
    return edit


#: name -> (base record, edit, expected code or None to work it out from the shuffle, what was done)
TAMPERED: dict[str, tuple[str, Callable[[Record], None], str | None, str]] = {
    "renumbered-last": ("v2-french-5", lambda r: r["deals"][-1].__setitem__("number", 99), "deal-number",
                        "the last deal renumbered 99"),
    "renumbered-last-v1": ("v1-english-4", lambda r: r["deals"][-1].__setitem__("number", 99), "deal-number",
                           "the last deal renumbered 99 (version 1)"),
    "mark-removed-fresh": ("v2-english-5", lambda r: first_deal(r, reshuffled=True).__setitem__("reshuffled", False),
                           "mark-missing", "a fresh pack's reshuffled mark removed (fresh packs)"),
    "mark-removed-talon": ("v2-french-12", lambda r: first_deal(r, reshuffled=True).__setitem__("reshuffled", False),
                           "mark-missing", "the reshuffled mark of a talon run short removed"),
    "mark-added": ("v2-french-12", lambda r: first_deal(r, reshuffled=False).__setitem__("reshuffled", True),
                   "mark-extra", "a reshuffled mark added to a deal from the kept talon"),
    "reordered-numbers-kept": ("v2-german-4", lambda r: reorder(r, renumber=False), "deal-number",
                               "deals 2 and 3 exchanged, each keeping its number"),
    "reordered-renumbered": ("v2-german-4", lambda r: reorder(r, renumber=True), "cards",
                             "deals 2 and 3 exchanged and renumbered"),
    "card-changed": ("v2-english-5", change_card, "cards", "a card of deal 1 changed"),
    "names-swapped": ("v2-english-5", swap_names, None, "two players' names exchanged in players and entrants"),
    "names-swapped-fan": ("v2-french-5", swap_names, None, "two names exchanged in players, entrants, seat_draw"),
    "names-swapped-v1": ("v1-english-4", swap_names, "honest",
                         "two names exchanged (version 1: the names are not bound, the record verifies)"),
    "server-seed-changed": ("v2-english-2", set_in("shuffle.server_seed", hex_of("another")), "commitment",
                            "another server seed"),
    "player-seed-changed": ("v2-german-4", set_in("shuffle.player_seeds.1", hex_of("another", digits=32)), None,
                            "another player seed"),
    "server-seed-upper": ("v2-english-2", lambda r: r["shuffle"].__setitem__("server_seed",
                                                                             r["shuffle"]["server_seed"].upper()),
                          "server-seed", "the server seed in upper case"),
    "player-seed-upper": ("v2-french-5", lambda r: r["shuffle"]["player_seeds"].__setitem__(
        0, r["shuffle"]["player_seeds"][0].upper()), "player-seed", "a player seed in upper case"),
    "player-seed-17-digits": ("v2-french-5", lambda r: r["shuffle"]["player_seeds"].__setitem__(
        0, r["shuffle"]["player_seeds"][0][:17]), "player-seed", "a player seed of 17 hex digits"),
    "version-missing": ("v2-english-2", lambda r: r["shuffle"].pop("version"), "version",
                        "tontine-hmac-fy/2 without its version field"),
    "seed-hidden": ("v2-english-2", set_in("shuffle.server_seed", None), "no-seed", "the server seed not revealed"),
    "holdings-changed": ("v2-english-5", lambda r: r["deals"][0]["holdings_after"].__setitem__(
        0, r["deals"][0]["holdings_after"][0] + 1), "replay",
        "seat 0's counters after deal 1 changed (the cards are right; the replay refuses it)"),
}


def build() -> dict[str, bytes]:
    """Every file of the folder: name -> bytes."""
    files: dict[str, bytes] = {}
    manifest: list[dict[str, Any]] = []
    bases = {name: honest(name) for name in HONEST}
    for name, record in bases.items():
        version, preset, players, _stake = HONEST[name]
        files[f"{name}.json"] = dump(record)
        manifest.append({"file": f"{name}.json", "ok": True, "code": "honest",
                         "notes": ["names-not-bound"] if version == 1 else [],
                         "what": f"an honest game, version {version}, {preset} rules, {players} players"})
    for name, (base, edit, code, what) in TAMPERED.items():
        record = copy.deepcopy(bases[base])
        edit(record)
        expected = code or drawn_first_failure(record)
        files[f"{name}.json"] = dump(record)
        manifest.append({"file": f"{name}.json", "ok": expected == "honest", "code": expected,
                         "notes": ["names-not-bound"] if expected == "honest" else [], "what": f"{base}: {what}"})
    files["manifest.json"] = dump({"records": manifest})
    return files


def dump(data: Any) -> bytes:
    return (json.dumps(data, indent=1, ensure_ascii=False) + "\n").encode("utf-8")


def main() -> None:
    files = build()
    for name, data in files.items():
        (HERE / name).write_bytes(data)
    print(f"wrote {len(files)} files to {HERE}", file=sys.stderr)


if __name__ == "__main__":
    main()
