"""Cards: ranks, suits and the 52-card pack.

Suits never matter in Tontine, but a real pack has them, records name them and
a repeated card is how a tampered record gives itself away.

>>> Card.parse("KS")
Card.parse('KS')
>>> Card.parse("td").rank
Rank.TEN
>>> str(Card(Rank.ACE, Suit.HEARTS))
'AH'
>>> len(FULL_PACK)
52
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from tontine.errors import InvalidCardError

__all__ = ["FULL_PACK", "Card", "Rank", "Suit"]

_RANK_SYMBOLS = "A23456789TJQK"
_SUIT_SYMBOLS = "SHDC"


class Rank(enum.IntEnum):
    """A card's rank, valued 1 (ace) to 13 (king).

    >>> Rank.parse("Q")
    Rank.QUEEN
    >>> Rank.KING.symbol
    'K'
    """

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def symbol(self) -> str:
        """The one-letter symbol used in records: ``A 2 3 4 5 6 7 8 9 T J Q K``."""
        return _RANK_SYMBOLS[self.value - 1]

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Read a rank symbol (``"T"`` or ``"10"`` for the ten), case-insensitive."""
        cleaned = text.strip().upper()
        if cleaned == "10":
            cleaned = "T"
        if len(cleaned) != 1 or cleaned not in _RANK_SYMBOLS:
            raise InvalidCardError(
                f"unknown rank {text!r}: use one of A 2 3 4 5 6 7 8 9 T J Q K",
                key="unknown-rank", rank_text=text,
            )
        return cls(_RANK_SYMBOLS.index(cleaned) + 1)

    def __repr__(self) -> str:
        return f"Rank.{self.name}"


class Suit(enum.Enum):
    """A card's suit, written ``S H D C`` in records."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        return self.value

    @classmethod
    def parse(cls, text: str) -> Suit:
        cleaned = text.strip().upper()
        for suit in cls:
            if suit.value == cleaned:
                return suit
        raise InvalidCardError(f"unknown suit {text!r}: use one of S H D C", key="unknown-suit",
                               suit_text=text)

    def __repr__(self) -> str:
        return f"Suit.{self.name}"


_SUIT_ORDER = {suit: i for i, suit in enumerate(Suit)}


@dataclass(frozen=True, slots=True)
class Card:
    """One card of the pack, written rank then suit (``"TD"``, ``"KS"``).

    ``index`` is the card's position 0..51 in :data:`FULL_PACK` (suit-major), kept with
    the card so that the engine tells cards apart without hashing them.

    >>> Card(Rank.TWO, Suit.HEARTS).index
    14
    """

    rank: Rank
    suit: Suit
    index: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.rank, Rank) or not isinstance(self.suit, Suit):
            raise InvalidCardError(f"a card is a Rank and a Suit, not {self.rank!r} and {self.suit!r}")
        object.__setattr__(self, "index", _SUIT_ORDER[self.suit] * 13 + self.rank.value - 1)

    def __hash__(self) -> int:
        return self.index

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card such as ``"KS"``, ``"10h"`` or ``"ad"``.

        >>> Card.parse("10h")
        Card.parse('TH')
        >>> Card.parse("ZZ")
        Traceback (most recent call last):
        ...
        tontine.errors.InvalidCardError: unknown card 'ZZ': write rank then suit, e.g. 'KS' or 'TD'
        """
        found = _BY_TEXT.get(text)  # a card as the engine writes it (records, snapshots): no parsing
        if found is not None:
            return found
        cleaned = text.strip()
        if len(cleaned) < 2:
            raise InvalidCardError(
                f"unknown card {text!r}: write rank then suit, e.g. 'KS' or 'TD'",
                key="bad-card", card=text,
            )
        try:
            return cls(Rank.parse(cleaned[:-1]), Suit.parse(cleaned[-1]))
        except InvalidCardError:
            raise InvalidCardError(
                f"unknown card {text!r}: write rank then suit, e.g. 'KS' or 'TD'",
                key="bad-card", card=text,
            ) from None

    def __str__(self) -> str:
        return self.rank.symbol + self.suit.symbol

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"


#: The 52 cards, spades then hearts, diamonds, clubs, each ace to king.
FULL_PACK: tuple[Card, ...] = tuple(Card(rank, suit) for suit in Suit for rank in Rank)

#: each card of the pack by the text the engine writes for it (``"KS"``): :meth:`Card.parse`'s fast path
_BY_TEXT: dict[str, Card] = {str(card): card for card in FULL_PACK}
