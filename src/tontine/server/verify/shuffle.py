"""The verifiable shuffle ``tontine-hmac-fy/1`` (see ``docs/shuffle.md``).

The server draws a secret seed and publishes its SHA-256 as a commitment. Each
seated player contributes a seed of their own. Every pack is a Fisher-Yates
shuffle of the 52 cards driven by HMAC-SHA256 (key: the server seed) in counter
mode over a canonical encoding of the player seeds, the deal number and a label;
each index is drawn by rejection sampling, so the shuffle is unbiased. Once the
game is over the server reveals its seed and anyone can recompute every pack.

>>> source = HmacShuffle("00" * 32, ["ab" * 8, "cd" * 8])
>>> pack = source.new_pack(1)
>>> len(set(pack)), pack == HmacShuffle("00" * 32, ["ab" * 8, "cd" * 8]).new_pack(1)
(52, True)
>>> pack == source.new_pack(2)
False
>>> commitment("00" * 32) == hashlib.sha256(bytes(32)).hexdigest()
True
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import secrets
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from tontine.cards import FULL_PACK, Card
from tontine.errors import RecordError, TontineError
from tontine.record import check_shape, replay
from tontine.rules import Rules
from tontine.table import Table

__all__ = [
    "ALGORITHM",
    "HmacShuffle",
    "check_seed_text",
    "commitment",
    "new_server_seed",
    "shuffle_extra",
    "verify_record",
]

#: The algorithm's name and version, written into every record.
ALGORITHM = "tontine-hmac-fy/1"

_SERVER_SEED = re.compile(r"^[0-9a-f]{64}$")
_PLAYER_SEED = re.compile(r"^[0-9a-f]{16,64}$")


def new_server_seed() -> str:
    """A fresh secret server seed: 32 random bytes from :mod:`secrets`, as lowercase hex."""
    return secrets.token_hex(32)


def commitment(server_seed: str) -> str:
    """SHA-256 of the server seed's bytes, as lowercase hex: published before the first deal."""
    return hashlib.sha256(bytes.fromhex(check_seed_text(server_seed, server=True))).hexdigest()


def check_seed_text(seed: object, *, server: bool = False) -> str:
    """A seed checked: lowercase hex, 64 digits for the server, 16 to 64 for a player.

    >>> check_seed_text("ABCDEF0123456789")
    'abcdef0123456789'
    >>> check_seed_text("xyz")
    Traceback (most recent call last):
    ...
    tontine.errors.TontineError: player seed 'xyz' must be 16 to 64 hexadecimal digits
    """
    pattern, what = (_SERVER_SEED, "server seed") if server else (_PLAYER_SEED, "player seed")
    if not isinstance(seed, str) or not pattern.match(seed.strip().lower()):
        shown = seed[:80] if isinstance(seed, str) else seed
        need = "64" if server else "16 to 64"
        raise TontineError(f"{what} {shown!r} must be {need} hexadecimal digits")
    return seed.strip().lower()


def _message(label: str, deal: int, player_seeds: Sequence[str]) -> bytes:
    # Sorted keys, no spaces, ASCII only: one byte string for one set of inputs.
    return json.dumps(
        {"algorithm": ALGORITHM, "deal": deal, "label": label, "player_seeds": list(player_seeds)},
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=True,
    ).encode("ascii")


class _Stream:
    """HMAC-SHA256 in counter mode: block i = HMAC(key, message || 0x00 || i as 8 bytes big-endian)."""

    def __init__(self, key: bytes, message: bytes) -> None:
        self._key = key
        self._message = message
        self._blocks = self._generate()
        self._buffer = b""

    def _generate(self) -> Iterator[bytes]:
        counter = 0
        while True:
            yield hmac.new(self._key, self._message + b"\x00" + counter.to_bytes(8, "big"), hashlib.sha256).digest()
            counter += 1

    def _word(self) -> int:
        while len(self._buffer) < 4:
            self._buffer += next(self._blocks)
        word, self._buffer = self._buffer[:4], self._buffer[4:]
        return int.from_bytes(word, "big")

    def below(self, bound: int) -> int:
        """A uniform integer in ``0..bound-1``: 32-bit words, rejecting the biased top end."""
        limit = (1 << 32) - (1 << 32) % bound
        while True:
            word = self._word()
            if word < limit:
                return word % bound

    def shuffle(self, items: list[Any]) -> list[Any]:
        """Fisher-Yates (Durstenfeld): for i from the last index down to 1, swap i with j in 0..i."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
        return items


class HmacShuffle:
    """A :class:`~tontine.sources.CardSource` driven by ``tontine-hmac-fy/1``.

    ``player_seeds`` are in the order of the entrants (the players as they sat
    down, before any fan draw). Packs start from :data:`~tontine.cards.FULL_PACK`.
    """

    def __init__(self, server_seed: str, player_seeds: Sequence[str]) -> None:
        self.server_seed = check_seed_text(server_seed, server=True)
        self.player_seeds = [check_seed_text(seed) for seed in player_seeds]
        self._key = bytes.fromhex(self.server_seed)

    def stream(self, label: str, deal: int) -> _Stream:
        return _Stream(self._key, _message(label, deal, self.player_seeds))

    def new_pack(self, deal: int) -> list[Card]:
        return self.stream("pack", deal).shuffle(list(FULL_PACK))

    def draw_lot(self, seats: int) -> int:
        return self.stream("lot", 0).below(seats)

    def draw_fan(self, seats: int) -> list[int]:
        return self.stream("fan", 0).shuffle(list(range(seats)))

    def __repr__(self) -> str:
        return f"HmacShuffle(<secret>, {len(self.player_seeds)} player seeds)"


def shuffle_extra(
    server_seed: str | None, server_commitment: str, entrants: Sequence[str], player_seeds: Sequence[str]
) -> dict[str, Any]:
    """The ``shuffle`` block of a record; ``server_seed`` is None until it is revealed."""
    return {
        "shuffle": {
            "algorithm": ALGORITHM,
            "commitment": server_commitment,
            "server_seed": server_seed,
            "entrants": list(entrants),
            "player_seeds": list(player_seeds),
        }
    }


def verify_record(record: Mapping[str, Any]) -> Table:
    """Check a server record: the commitment, every deal's cards, then a replay through the engine.

    Returns the replayed table; raises :class:`~tontine.errors.RecordError` with one
    line naming what failed.
    """
    if not isinstance(record, Mapping):
        raise RecordError("a record must be a JSON object")
    check_shape(record)
    block = record.get("shuffle")
    if not isinstance(block, Mapping):
        raise RecordError("the record has no 'shuffle' block: it did not come from a tontine server")
    if block.get("algorithm") != ALGORITHM:
        raise RecordError(f"shuffle algorithm {block.get('algorithm')!r} is not supported (this version checks {ALGORITHM})")
    seed = block.get("server_seed")
    if seed is None:
        raise RecordError("the server seed is not revealed yet: the game is not over")
    try:
        seed = check_seed_text(seed, server=True)
        seeds = [check_seed_text(s) for s in _list(block, "player_seeds")]
    except TontineError as exc:
        raise RecordError(str(exc)) from None
    claimed = block.get("commitment")
    if commitment(seed) != claimed:
        raise RecordError(f"the server seed does not match the commitment {str(claimed)[:16]}...: SHA-256 gives {commitment(seed)[:16]}...")
    entrants = _list(block, "entrants")
    if len(entrants) != len(seeds):
        raise RecordError(f"{len(entrants)} entrants but {len(seeds)} player seeds")
    try:
        rules = Rules.from_dict(record.get("rules") or {})
        fresh = Table(rules, [str(e) for e in entrants], source=HmacShuffle(seed, seeds))
        fresh.open()
    except TontineError as exc:
        raise RecordError(f"cannot seat the entrants: {exc}") from None
    if list(fresh.players) != list(record.get("players") or []):
        raise RecordError(f"the seats in the record {record.get('players')} are not the ones the shuffle draws {fresh.players}")
    if fresh.first_dealer != record.get("first_dealer"):
        raise RecordError(f"the record has seat {record.get('first_dealer')!r} dealing first; the shuffle draws seat {fresh.first_dealer}")
    deals = record.get("deals")
    if not isinstance(deals, list):
        raise RecordError("the record has no list of deals")
    for index, deal in enumerate(deals, start=1):
        if fresh.finished:
            raise RecordError(f"deal {index}: the game was already over")
        fresh.deal()
        cards = deal.get("cards") if isinstance(deal, Mapping) else None
        dealt = [{"seat": seat, "card": str(card)} for seat, card in fresh.history[-1].cards]
        if cards != dealt:
            raise RecordError(f"deal {index}: the cards are not the ones the shuffle deals")
    return replay(record)


def _list(block: Mapping[str, Any], key: str) -> list[Any]:
    value = block.get(key)
    if not isinstance(value, list):
        raise RecordError(f"shuffle.{key} must be a list")
    return value
