"""Where cards come from: a seeded shuffle, a stacked sequence, or a pack of your own.

Chance is explicit: a table asks its source for each new pack, for the lot that
picks the first dealer, and for the French fan draw. Any source that answers
those three questions will do (see :class:`CardSource`).

>>> source = SeededShuffle(7)
>>> pack = source.new_pack(1)
>>> len(pack), len(set(pack))
(52, 52)
>>> SeededShuffle(7).new_pack(1) == pack
True
>>> Stacked([["KS", "2H"]]).new_pack(1)
[Card.parse('KS'), Card.parse('2H')]
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Protocol, runtime_checkable

from tontine.cards import FULL_PACK, Card
from tontine.errors import InvalidCardError, TontineError

__all__ = [
    "SHUFFLE_ALGORITHMS",
    "CardSource",
    "SeededShuffle",
    "StackExhaustedError",
    "Stacked",
    "check_pack",
    "seeded_shuffle",
]


class StackExhaustedError(TontineError):
    """A stacked source has no more packs to give."""


@runtime_checkable
class CardSource(Protocol):
    """What a table needs from chance."""

    def new_pack(self, deal: int) -> Sequence[Card]:
        """A shuffled pack for the deal numbered ``deal``, top card first."""
        ...

    def draw_lot(self, seats: int) -> int:
        """A seat drawn by lot, ``0 <= seat < seats``."""
        ...

    def draw_fan(self, seats: int) -> list[int]:
        """The fan draw: element ``i`` is the seat drawn by the ``i``-th player."""
        ...


class SeededShuffle:
    """Fresh uniform shuffles from :class:`random.Random` seeded with ``seed``.

    The same seed always gives the same game; records store it, and the name of
    the algorithm (:attr:`ALGORITHM`) that gives the seed its meaning.
    """

    ALGORITHM = "cpython-random/1"

    def __init__(self, seed: int) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise TontineError(f"seed must be a whole number, not {seed!r}")
        self.seed = seed
        self._rng = random.Random(seed)

    def new_pack(self, deal: int) -> list[Card]:
        pack = list(FULL_PACK)
        self._rng.shuffle(pack)
        return pack

    def draw_lot(self, seats: int) -> int:
        return self._rng.randrange(seats)

    def draw_fan(self, seats: int) -> list[int]:
        order = list(range(seats))
        self._rng.shuffle(order)
        return order

    def __repr__(self) -> str:
        return f"SeededShuffle({self.seed!r})"


#: Seeded shuffles by the algorithm name a record stores.
SHUFFLE_ALGORITHMS: dict[str, type[SeededShuffle]] = {SeededShuffle.ALGORITHM: SeededShuffle}


def seeded_shuffle(seed: int, algorithm: str | None = None) -> SeededShuffle:
    """The seeded shuffle named ``algorithm`` (default: the current one) for ``seed``.

    >>> seeded_shuffle(7).new_pack(1) == SeededShuffle(7).new_pack(1)
    True
    >>> seeded_shuffle(7, "no-such/9")
    Traceback (most recent call last):
    ...
    tontine.errors.TontineError: unknown shuffle algorithm 'no-such/9': this version knows cpython-random/1
    """
    if algorithm is None:
        return SeededShuffle(seed)
    try:
        cls = SHUFFLE_ALGORITHMS[algorithm]
    except (KeyError, TypeError):
        known = ", ".join(SHUFFLE_ALGORITHMS)
        raise TontineError(f"unknown shuffle algorithm {algorithm!r}: this version knows {known}") from None
    return cls(seed)


class Stacked:
    """Packs given in advance, for tests, scenarios and replays.

    Each pack is a sequence of cards (or card strings) in the order they are
    turned up; a pack may be shorter than 52. ``first_dealer`` answers the lot
    and ``fan`` the fan draw.
    """

    def __init__(
        self,
        packs: Iterable[Iterable[Card | str]],
        *,
        first_dealer: int = 0,
        fan: Sequence[int] | None = None,
    ) -> None:
        self._packs = [check_pack(pack) for pack in packs]
        self._next = 0
        self.first_dealer = first_dealer
        self.fan = list(fan) if fan is not None else None

    def new_pack(self, deal: int) -> list[Card]:
        if self._next >= len(self._packs):
            raise StackExhaustedError(
                f"the stacked source has no pack left for deal {deal} "
                f"({len(self._packs)} pack(s) given)"
            )
        pack = self._packs[self._next]
        self._next += 1
        return list(pack)

    def draw_lot(self, seats: int) -> int:
        if not 0 <= self.first_dealer < seats:
            raise TontineError(f"stacked first dealer {self.first_dealer} is not a seat 0..{seats - 1}")
        return self.first_dealer

    def draw_fan(self, seats: int) -> list[int]:
        if self.fan is None:
            return list(range(seats))
        if sorted(self.fan) != list(range(seats)):
            raise TontineError(f"stacked fan {self.fan} is not an ordering of seats 0..{seats - 1}")
        return list(self.fan)

    @property
    def packs_left(self) -> int:
        return len(self._packs) - self._next


def check_pack(cards: Iterable[Card | str]) -> list[Card]:
    """Cards parsed and checked: at most 52, none repeated.

    >>> check_pack(["KS", "KS"])
    Traceback (most recent call last):
    ...
    tontine.errors.CardAlreadyOutError: card 'KS' appears twice in one pack
    """
    from tontine.errors import CardAlreadyOutError

    pack: list[Card] = []
    seen: set[Card] = set()
    for item in cards:
        card = item if isinstance(item, Card) else Card.parse(item)
        if card in seen:
            raise CardAlreadyOutError(f"card {str(card)!r} appears twice in one pack")
        seen.add(card)
        pack.append(card)
    if len(pack) > len(FULL_PACK):
        raise InvalidCardError(f"a pack has at most 52 cards, not {len(pack)}")
    return pack
