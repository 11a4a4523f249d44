"""The verifiable shuffle ``tontine-hmac-fy/2`` (and version 1, still read; see ``docs/shuffle.md``).

The server draws a secret seed and publishes its SHA-256 as a commitment. Each
seated player contributes a seed of their own. Every pack is a Fisher-Yates
shuffle of the 52 cards driven by HMAC-SHA256 (key: the server seed) in counter
mode over a canonical encoding of the seating (version 2: each entrant's name and
seed, in the order they sat down; version 1: the seeds only), the deal number and
a label; each index is drawn by rejection sampling, so the shuffle is unbiased.
Once the game is over the server reveals its seed and anyone can recompute every pack.

>>> source = HmacShuffle("00" * 32, ["ab" * 8, "cd" * 8], names=["Ann", "Ben"])
>>> pack = source.new_pack(1)
>>> len(set(pack)), pack == HmacShuffle("00" * 32, ["ab" * 8, "cd" * 8], names=["Ann", "Ben"]).new_pack(1)
(52, True)
>>> pack == source.new_pack(2), pack == HmacShuffle("00" * 32, ["ab" * 8, "cd" * 8], names=["Ben", "Ann"]).new_pack(1)
(False, False)
>>> commitment("00" * 32) == hashlib.sha256(bytes(32)).hexdigest()
True
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import secrets
from collections.abc import Iterator, Sequence
from typing import Any

from tontine.cards import FULL_PACK, Card
from tontine.errors import TontineError

__all__ = [
    "ALGORITHM",
    "ALGORITHMS",
    "VERSION",
    "HmacShuffle",
    "SeedTextError",
    "check_seed_text",
    "commitment",
    "for_entrants",
    "is_record_seed",
    "message",
    "new_server_seed",
    "shuffle_extra",
]

#: The version new games are dealt with.
VERSION = 2
#: The algorithm's name by version, as a record writes it in ``shuffle.algorithm``.
ALGORITHMS = {1: "tontine-hmac-fy/1", 2: "tontine-hmac-fy/2"}
#: The algorithm of new games, written into every new record.
ALGORITHM = ALGORITHMS[VERSION]

# A seed as a record holds it: lowercase hex, whole bytes; 32 bytes for the server, 8 to 32 for a player.
_SERVER_SEED = re.compile(r"[0-9a-f]{64}")
_PLAYER_SEED = re.compile(r"(?:[0-9a-f]{2}){8,32}")


class SeedTextError(TontineError):
    """A seed that is not hexadecimal digits of the right length."""


def new_server_seed() -> str:
    """A fresh secret server seed: 32 random bytes from :mod:`secrets`, as lowercase hex."""
    return secrets.token_hex(32)


def commitment(server_seed: str) -> str:
    """SHA-256 of the server seed's bytes, as lowercase hex: published before the first deal."""
    return hashlib.sha256(bytes.fromhex(check_seed_text(server_seed, server=True))).hexdigest()


def is_record_seed(seed: object, *, server: bool = False) -> bool:
    """Whether ``seed`` is a seed exactly as a record must hold it (no case or space is forgiven).

    >>> is_record_seed("abcdef0123456789"), is_record_seed("ABCDEF0123456789"), is_record_seed("abcdef01234567890")
    (True, False, False)
    """
    return isinstance(seed, str) and (_SERVER_SEED if server else _PLAYER_SEED).fullmatch(seed) is not None


def check_seed_text(seed: object, *, server: bool = False) -> str:
    """A seed sent to the server, normalised: spaces around it dropped, lowered; then as a record holds it.

    >>> check_seed_text(" ABCDEF0123456789")
    'abcdef0123456789'
    >>> check_seed_text("abcdef01234567890")
    Traceback (most recent call last):
    ...
    tontine.server.verify.shuffle.SeedTextError: player seed 'abcdef01234567890' must be an even number of hexadecimal digits, 16 to 64
    """
    text = seed.strip().lower() if isinstance(seed, str) else seed
    if not is_record_seed(text, server=server):
        shown = seed[:80] if isinstance(seed, str) else seed
        if server:
            raise SeedTextError(f"server seed {shown!r} must be 64 hexadecimal digits")
        raise SeedTextError(f"player seed {shown!r} must be an even number of hexadecimal digits, 16 to 64")
    assert isinstance(text, str)
    return text


def seating(names: Sequence[str], player_seeds: Sequence[str]) -> list[dict[str, str]]:
    """Version 2's seating: each entrant's name and seed, in the order they sat down."""
    return [{"name": name, "seed": seed} for name, seed in zip(names, player_seeds, strict=True)]


def message(version: int, label: str, deal: int, player_seeds: Sequence[str],
            names: Sequence[str] | None = None) -> bytes:
    """The canonical JSON the stream of ``label`` and ``deal`` is made from (docs/shuffle.md).

    >>> message(2, "lot", 0, ["ab" * 8], ["Ann"])
    b'{"algorithm":"tontine-hmac-fy/2","deal":0,"label":"lot","seating":[{"name":"Ann","seed":"abababababababab"}]}'
    """
    body: dict[str, Any] = {"algorithm": ALGORITHMS[version], "deal": deal, "label": label}
    if version == 1:
        body["player_seeds"] = list(player_seeds)
    else:
        assert names is not None, "version 2 binds the names"
        body["seating"] = seating(names, player_seeds)
    # Sorted keys, no spaces, ASCII only (\uXXXX past it): one byte string for one set of inputs.
    return json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode("ascii")


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
    """A :class:`~tontine.sources.CardSource` driven by ``tontine-hmac-fy``.

    ``player_seeds`` are in the order of the entrants (the players as they sat
    down, before any fan draw), and ``names`` the entrants' names in the same
    order: with them the shuffle is version 2 (the names are bound), without them
    version 1 (kept so that old records verify). Packs start from
    :data:`~tontine.cards.FULL_PACK`.
    """

    def __init__(self, server_seed: str, player_seeds: Sequence[str], *, names: Sequence[str] | None = None) -> None:
        self.server_seed = check_seed_text(server_seed, server=True)
        self.player_seeds = [check_seed_text(seed) for seed in player_seeds]
        if names is not None and len(names) != len(self.player_seeds):
            raise TontineError(f"{len(names)} names for {len(self.player_seeds)} player seeds")
        self.names = None if names is None else [str(name) for name in names]
        self.version = 1 if names is None else 2
        self._key = bytes.fromhex(self.server_seed)

    def stream(self, label: str, deal: int) -> _Stream:
        return _Stream(self._key, message(self.version, label, deal, self.player_seeds, self.names))

    def new_pack(self, deal: int) -> list[Card]:
        return self.stream("pack", deal).shuffle(list(FULL_PACK))

    def draw_lot(self, seats: int) -> int:
        return self.stream("lot", 0).below(seats)

    def draw_fan(self, seats: int) -> list[int]:
        return self.stream("fan", 0).shuffle(list(range(seats)))

    def __repr__(self) -> str:
        return f"HmacShuffle(<secret>, {len(self.player_seeds)} player seeds, version {self.version})"


def for_entrants(server_seed: str, entrants: Sequence[tuple[int, str, str]], version: int) -> HmacShuffle:
    """The shuffle of a game of ``entrants`` ([pos, name, seed], as they sat down) dealt with ``version``.

    >>> for_entrants("00" * 32, [(0, "Ann", "ab" * 8), (1, "Ben", "cd" * 8)], 1)
    HmacShuffle(<secret>, 2 player seeds, version 1)
    >>> for_entrants("00" * 32, [(0, "Ann", "ab" * 8)], 3)
    Traceback (most recent call last):
    ...
    tontine.errors.TontineError: unknown shuffle version 3
    """
    if version not in ALGORITHMS:
        raise TontineError(f"unknown shuffle version {version}")
    seeds = [seed for _pos, _name, seed in entrants]
    return HmacShuffle(server_seed, seeds, names=None if version == 1 else [name for _pos, name, _seed in entrants])


def shuffle_extra(
    server_seed: str | None, server_commitment: str, entrants: Sequence[str], player_seeds: Sequence[str],
    *, version: int = VERSION,
) -> dict[str, Any]:
    """The ``shuffle`` block of a record; ``server_seed`` is None until it is revealed."""
    return {
        "shuffle": {
            "algorithm": ALGORITHMS[version],
            "version": version,
            "commitment": server_commitment,
            "server_seed": server_seed,
            "entrants": list(entrants),
            "player_seeds": list(player_seeds),
        }
    }
