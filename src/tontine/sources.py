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
from typing import Any, Protocol, runtime_checkable

from tontine.cards import FULL_PACK, Card
from tontine.errors import InvalidCardError, TontineError

__all__ = [
    "GOLDEN",
    "SHUFFLE_ALGORITHMS",
    "CardSource",
    "LegacySeededShuffle",
    "SeedError",
    "SeededShuffle",
    "StackExhaustedError",
    "Stacked",
    "Stream",
    "check_pack",
    "game_seed",
    "mix64",
    "seeded_shuffle",
]


class StackExhaustedError(TontineError):
    """A stacked source has no more packs to give."""


class SeedError(TontineError):
    """A seed (or a game index) that is not a whole number."""


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


_M64 = (1 << 64) - 1
#: SplitMix64's increment, the golden ratio in 64 bits
GOLDEN = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB


def mix64(z: int) -> int:
    """SplitMix64's finaliser: a bijection of 64-bit words (``z`` taken modulo 2**64).

    >>> hex(mix64(GOLDEN))   # SplitMix64's first output for the state 0
    '0xe220a8397b1dcdaf'
    """
    z &= _M64
    z = ((z ^ (z >> 30)) * _MIX1) & _M64
    z = ((z ^ (z >> 27)) * _MIX2) & _M64
    return z ^ (z >> 31)


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` (0, 1, 2, ...) of a simulation run with the master ``seed``.

    ``SeededShuffle(game_seed(seed, index))`` deals the very game that ``tontine
    simulate --seed seed`` plays as its game number ``index``.

    >>> game_seed(0, 0) == game_seed(0, 0) != game_seed(0, 1)
    True
    """
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise SeedError(f"seed must be a whole number, not {seed!r}")
    if isinstance(index, bool) or not isinstance(index, int) or index < 0:
        raise SeedError(f"a game index is a whole number of 0 or more, not {index!r}")
    return mix64(mix64(seed + GOLDEN) + GOLDEN * (index + 1))


class SeededShuffle:
    """Fresh uniform shuffles from the project's own generator, ``tontine-splitmix64-fy/1``.

    Every answer is a pure function of the seed and the question: the pack of deal
    ``d`` reads stream ``d``, the lot and the fan draw read stream 0. A stream is a
    SplitMix64 generator, draws are unbiased (Lemire's multiply-and-reject) and packs
    are shuffled by Fisher-Yates from the first card down, so the first ``k`` cards of
    a pack are the same whether or not the rest is shuffled. ``docs/shuffle-seeded.md``
    specifies the algorithm; the simulator's kernel implements it again, so game
    ``i`` of ``tontine simulate --seed S`` is ``SeededShuffle(game_seed(S, i))``.
    The seed is any whole number, taken modulo 2**64.

    The same seed always gives the same game on every Python and machine; records store
    it, and the name of the algorithm (:attr:`ALGORITHM`) that gives the seed its meaning.

    >>> [str(c) for c in SeededShuffle(0).new_pack(1)[:4]]
    ['TS', '7D', 'QH', 'KC']
    """

    ALGORITHM = "tontine-splitmix64-fy/1"

    def __init__(self, seed: int) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise SeedError(f"seed must be a whole number, not {seed!r}")
        self.seed = seed
        self._key = mix64(seed + GOLDEN)

    def stream(self, label: int) -> Stream:
        """The generator of stream ``label``: 0 for the lot and the fan, ``d`` for deal ``d``'s pack."""
        return Stream(mix64(self._key + GOLDEN * (label + 1)))

    def new_pack(self, deal: int) -> list[Card]:
        pack = list(FULL_PACK)
        self.stream(deal).shuffle(pack)
        return pack

    def draw_lot(self, seats: int) -> int:
        return self.stream(0).below(seats)

    def draw_fan(self, seats: int) -> list[int]:
        order = list(range(seats))
        self.stream(0).shuffle(order)
        return order

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.seed!r})"


class Stream:
    """One SplitMix64 generator and the two uses the shuffle makes of it.

    >>> s = Stream(0)
    >>> hex(s.next64()), hex(s.next64())
    ('0xe220a8397b1dcdaf', '0x6e789e6aa1b965f4')
    >>> Stream(0).below(52)   # 0xe220a839 * 52 >> 32
    45
    """

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _M64

    def next64(self) -> int:
        """The next 64-bit output."""
        self.state = (self.state + GOLDEN) & _M64
        return mix64(self.state)

    def below(self, m: int) -> int:
        """A uniform integer in ``[0, m)``, ``1 <= m <= 2**32``: Lemire's method with rejection."""
        product = (self.next64() >> 32) * m
        low = product & 0xFFFFFFFF
        if low < m:
            threshold = ((1 << 32) - m) % m
            while low < threshold:
                product = (self.next64() >> 32) * m
                low = product & 0xFFFFFFFF
        return product >> 32

    def shuffle(self, items: list[Any]) -> None:
        """Fisher-Yates from the front: for ``i`` in ``0 .. len - 2``, swap ``i`` and ``i + below(len - i)``.

        The same draws as :meth:`below`, written out in one loop (a pack is shuffled
        every deal, and a method call per card would cost more than the arithmetic).
        """
        size = len(items)
        state = self.state
        golden, mask, mix1, mix2 = GOLDEN, _M64, _MIX1, _MIX2
        for i in range(size - 1):
            m = size - i
            while True:
                state = (state + golden) & mask
                z = ((state ^ (state >> 30)) * mix1) & mask
                z = ((z ^ (z >> 27)) * mix2) & mask
                product = ((z ^ (z >> 31)) >> 32) * m
                low = product & 0xFFFFFFFF
                if low >= m or low >= ((1 << 32) - m) % m:
                    break
            j = i + (product >> 32)
            items[i], items[j] = items[j], items[i]
        self.state = state


class LegacySeededShuffle(SeededShuffle):
    """The seeded shuffle of version 1 records: CPython's :class:`random.Random` (``cpython-random/1``).

    Kept so that old records replay; its games depend on CPython's ``random``
    module, which is why new games use :class:`SeededShuffle`.
    """

    ALGORITHM = "cpython-random/1"

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
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


#: Seeded shuffles by the algorithm name a record stores (the current one first).
SHUFFLE_ALGORITHMS: dict[str, type[SeededShuffle]] = {
    cls.ALGORITHM: cls for cls in (SeededShuffle, LegacySeededShuffle)
}


def seeded_shuffle(seed: int, algorithm: str | None = None) -> SeededShuffle:
    """The seeded shuffle named ``algorithm`` (default: the current one) for ``seed``.

    >>> seeded_shuffle(7).new_pack(1) == SeededShuffle(7).new_pack(1)
    True
    >>> seeded_shuffle(7, "no-such/9")
    Traceback (most recent call last):
    ...
    tontine.errors.TontineError: unknown shuffle algorithm 'no-such/9': this version knows tontine-splitmix64-fy/1, cpython-random/1
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
            raise CardAlreadyOutError(f"card {str(card)!r} appears twice in one pack",
                                      key="card-twice", card=str(card))
        seen.add(card)
        pack.append(card)
    if len(pack) > len(FULL_PACK):
        raise InvalidCardError(f"a pack has at most 52 cards, not {len(pack)}")
    return pack
