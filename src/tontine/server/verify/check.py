"""What verifying a server record means, once: ``tontine verify``, ``POST /api/verify`` and the verify page.

:func:`check_shuffle` is the part the verify page (``static/verify.js``) runs again in the
browser, step for step and in the same order, so that both name the same first failure:

1. the record is an object from the verifiable shuffle (not cards entered by hand);
2. the algorithm and its version are known; the server seed is revealed;
3. the seeds are exactly as a record holds them: lowercase hex, the server seed 64
   digits, each player seed an even number of digits from 16 to 64 (nothing is lowered
   or trimmed: a record that needs it was edited);
4. SHA-256 of the server seed is the commitment;
5. the entrants are names, one per player seed;
6. the seats and the first dealer are the ones the shuffle draws for the record's rules;
7. deal ``k`` (counting from 1) says ``"number": k``; it is marked ``"reshuffled": true``
   exactly when it needs a new pack (the first deal; every deal with a fresh pack; with a
   kept talon, a deal for which fewer cards are left than it deals); its cards are the next
   ones of the current pack.

:func:`verify_record` then replays the record through the engine (dealers, order of
seats, holdings, pool, winner). The first failure raises :class:`VerifyError`, whose
``code`` names it (``deal-number``, ``mark-missing``, ...) and whose words come from the
catalogues (``cli-verify-<code>``; the page says ``web-verify-<code>``).

>>> check_shuffle({"cards": "entered by hand"})
Traceback (most recent call last):
...
tontine.server.verify.check.VerifyError: the cards of this game were entered by hand: there is no shuffle to verify
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tontine.cards import Card
from tontine.errors import RecordError
from tontine.i18n import localizer
from tontine.record import check_shape, guarded, replay
from tontine.server.verify.shuffle import ALGORITHMS, HmacShuffle, is_record_seed
from tontine.table import Table

__all__ = ["MESSAGES", "NAMES_NOT_BOUND", "NOTES", "Verified", "VerifyError", "check_shuffle", "verify_record"]

#: The note of a version 1 record: its shuffle does not depend on the names.
NAMES_NOT_BOUND = "names-not-bound"

#: Every way a record can fail, in the order they are checked, and its message in ``cli.ftl``
#: (the page's is ``web-verify-<code>`` in ``web.ftl``).
MESSAGES = {
    "not-json": "cli-verify-not-json",
    "not-record": "cli-verify-not-record",
    "by-hand": "cli-verify-by-hand",
    "no-shuffle": "cli-verify-no-shuffle",
    "algorithm": "cli-verify-algorithm",
    "version": "cli-verify-version",
    "no-seed": "cli-verify-no-seed",
    "server-seed": "cli-verify-server-seed",
    "player-seeds": "cli-verify-player-seeds",
    "player-seed": "cli-verify-player-seed",
    "commitment": "cli-verify-commitment",
    "entrants": "cli-verify-entrants",
    "rules": "cli-verify-rules",
    "seats": "cli-verify-seats",
    "first-dealer": "cli-verify-first-dealer",
    "no-deals": "cli-verify-no-deals",
    "deal": "cli-verify-deal",
    "deal-number": "cli-verify-deal-number",
    "mark-missing": "cli-verify-mark-missing",
    "mark-extra": "cli-verify-mark-extra",
    "cards": "cli-verify-cards",
    "replay": "cli-verify-replay",
}
#: The message of each note.
NOTES = {NAMES_NOT_BOUND: "cli-verify-note-names"}

_VERSIONS = {name: version for version, name in ALGORITHMS.items()}
_DECKS = ("fresh", "talon")
_FIRST_DEALERS = ("lot", "fan", "first-seat")


class VerifyError(RecordError):
    """The first check a record fails: ``code`` names it, ``values`` are its message's arguments."""

    def __init__(self, code: str, **values: Any) -> None:
        self.code = code
        self.values = {key.replace("_", "-"): value for key, value in values.items()}
        msg_id = MESSAGES[code]
        english = localizer("en")(msg_id, **{
            key: str(value) if isinstance(value, BaseException) else value for key, value in self.values.items()})
        super().__init__(english, msg_id=msg_id, **values)


@dataclass(frozen=True)
class Verified:
    """An honest record: the table it replays to, its algorithm's version, and notes (:data:`NAMES_NOT_BOUND`)."""

    table: Table
    version: int
    notes: tuple[str, ...]


def _shown(value: object) -> str:
    return value[:80] if isinstance(value, str) else ""


def _text(value: object) -> str:
    """A recorded value as the messages quote it: a string as it is, anything else as JSON."""
    return value[:80] if isinstance(value, str) else json.dumps(value, default=str)[:80]


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_shuffle(record: object) -> int:
    """Steps 1 to 7 above (what the page checks too); returns the algorithm's version."""
    if not isinstance(record, Mapping):
        raise VerifyError("not-record")
    if record.get("cards") == "entered by hand":
        raise VerifyError("by-hand")
    block = record.get("shuffle")
    if not isinstance(block, Mapping):
        raise VerifyError("no-shuffle")
    algorithm = block.get("algorithm")
    version = _VERSIONS.get(algorithm) if isinstance(algorithm, str) else None
    if version is None:
        raise VerifyError("algorithm", value_text=_text(algorithm))
    marked = block.get("version", 1 if version == 1 else None)
    if not _is_int(marked) or marked != version:
        raise VerifyError("version", value_text=_text(marked), version=version)
    seed = block.get("server_seed")
    if seed is None:
        raise VerifyError("no-seed")
    if not is_record_seed(seed, server=True):
        raise VerifyError("server-seed", value_text=_shown(seed))
    seeds = block.get("player_seeds")
    if not isinstance(seeds, list):
        raise VerifyError("player-seeds")
    for index, player_seed in enumerate(seeds, start=1):
        if not is_record_seed(player_seed):
            raise VerifyError("player-seed", n=index, value_text=_shown(player_seed))
    if hashlib.sha256(bytes.fromhex(seed)).hexdigest() != block.get("commitment"):
        raise VerifyError("commitment")
    entrants = block.get("entrants")
    if not isinstance(entrants, list) or not all(isinstance(name, str) for name in entrants) \
            or len(entrants) != len(seeds) or len(entrants) < 2:
        raise VerifyError("entrants", entrants=len(entrants) if isinstance(entrants, list) else 0, seeds=len(seeds))
    rules = record.get("rules")
    deck = rules.get("deck") if isinstance(rules, Mapping) else None
    first_rule = rules.get("first_dealer") if isinstance(rules, Mapping) else None
    if deck not in _DECKS or first_rule not in _FIRST_DEALERS:
        raise VerifyError("rules")
    source = HmacShuffle(seed, seeds, names=None if version == 1 else entrants)
    n = len(entrants)
    players, first = list(entrants), 0
    if first_rule == "fan":
        for entrant, seat in zip(entrants, source.draw_fan(n), strict=True):
            players[seat] = entrant
    elif first_rule == "lot":
        first = source.draw_lot(n)
    if record.get("players") != players:
        raise VerifyError("seats")
    if not _is_int(record.get("first_dealer")) or record.get("first_dealer") != first:
        raise VerifyError("first-dealer", seat=first)
    deals = record.get("deals")
    if not isinstance(deals, list):
        raise VerifyError("no-deals")
    pack: list[Card] = []
    used = 0
    for position, deal in enumerate(deals, start=1):
        cards = deal.get("cards") if isinstance(deal, Mapping) else None
        if not isinstance(deal, Mapping) or not isinstance(cards, list) or not isinstance(deal.get("reshuffled"), bool) \
                or not all(isinstance(card, Mapping) and isinstance(card.get("card"), str) for card in cards):
            raise VerifyError("deal", n=position)
        number = deal.get("number")
        if not _is_int(number) or number != position:
            raise VerifyError("deal-number", n=position, number_text=_text(number))
        needs = position == 1 or deck == "fresh" or len(pack) - used < len(cards)
        if needs and not deal["reshuffled"]:
            raise VerifyError("mark-missing", n=position)
        if deal["reshuffled"] and not needs:
            raise VerifyError("mark-extra", n=position)
        if needs:
            pack, used = source.new_pack(position), 0
        if [card["card"] for card in cards] != [str(card) for card in pack[used:used + len(cards)]]:
            raise VerifyError("cards", n=position)
        used += len(cards)
    return version


def _replay(record: Mapping[str, Any]) -> Table:
    check_shape(record)
    return replay(record)


def verify_record(record: object) -> Verified:
    """:func:`check_shuffle`, then the replay through the engine; raises :class:`VerifyError` at the first failure."""
    version = check_shuffle(record)
    assert isinstance(record, Mapping)
    try:
        table = guarded(_replay, record)
    except RecordError as exc:
        raise VerifyError("replay", reason_text=exc) from None
    return Verified(table, version, (NAMES_NOT_BOUND,) if version == 1 else ())
