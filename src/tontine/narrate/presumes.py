"""What a wording takes for granted about the evening, and whether it holds in this telling.

A catalogue marks the wordings that presume something in the message's ``.presumes`` attribute,
selected by ``$variant`` like the message itself: a space-separated list of
:class:`Presumption` names, or ``nothing``::

    narrate-meet = { $variant ->
        [0] Among them was { $name }, { $temper-text }.
       *[1] …
        }
        .presumes = { $variant ->
            [0] after
           *[other] nothing
        }

The teller leaves out a wording whose presumptions do not hold (a chair "chosen" when the
places were drawn, a "small cabinet" for forty, "by then" at the first moment of play), and a
wording that tells the table's shape makes it so for the rest of the evening.

>>> evening = Evening(seats=12, drawn=False)
>>> evening.holds({Presumption.CHOSEN_SEATS, Presumption.FEW})
True
>>> evening.tell({Presumption.LONG_TABLE})
>>> evening.holds({Presumption.ROUND_TABLE})
False
>>> evening.distance = 1
>>> evening.holds({Presumption.BESIDE}), evening.holds({Presumption.APART})
(True, False)
>>> Presumption.of("after nothing")
frozenset({<Presumption.AFTER: 'after'>})
"""

from __future__ import annotations

import enum
from collections.abc import Collection
from dataclasses import dataclass, field

__all__ = ["Evening", "Presumption", "UnknownPresumptionError"]

#: the most at one small room's table, and at one round table
FEW = 12
ROUND = 14


class UnknownPresumptionError(ValueError):
    """A ``.presumes`` attribute names something the teller does not know."""

    def __init__(self, name: str) -> None:
        super().__init__(f"unknown presumption {name!r}: one of {', '.join(p.value for p in Presumption)}, or 'nothing'")
        self.name = name


class Presumption(enum.StrEnum):
    """Something a wording takes for granted about the evening."""

    #: the company chose their own chairs (there was no draw for places)
    CHOSEN_SEATS = "chosen-seats"
    #: the places were drawn for
    DRAWN_SEATS = "drawn-seats"
    #: twelve or fewer at the table: one small room
    FEW = "few"
    #: more than twelve at the table
    MANY = "many"
    #: a round table: not for more than fourteen, nor once a long table is told
    ROUND_TABLE = "round-table"
    #: a table with a head and a foot: not once a round table is told
    LONG_TABLE = "long-table"
    #: something of its kind was told before it: not the first of the company met, nor the first moment of play
    AFTER = "after"
    #: words were exchanged just before it ("while he spoke …")
    SPOKEN = "spoken"
    #: a tag that cries out ("exclaimed"): only for a line that ends in an exclamation mark
    CRY = "cry"
    #: the two people the wording names ($name, $other-name) sit side by side
    BESIDE = "beside"
    #: the two people it names sit well apart: across the table, at its other end (a third of it or more)
    APART = "apart"

    @classmethod
    def of(cls, text: str) -> frozenset[Presumption]:
        """The presumptions named in an attribute's text (``nothing`` names none)."""
        out = set()
        for name in text.split():
            if name == "nothing":
                continue
            try:
                out.add(cls(name))
            except ValueError:
                raise UnknownPresumptionError(name) from None
        return frozenset(out)


#: a table's shapes, each ruling out the other once told
_SHAPES = {Presumption.ROUND_TABLE: Presumption.LONG_TABLE, Presumption.LONG_TABLE: Presumption.ROUND_TABLE}


@dataclass
class Evening:
    """What holds of one telling: the table's size and draw, and (as it goes on) what was told."""

    seats: int
    drawn: bool
    #: whether something of its kind was told before the wording being chosen
    after: bool = False
    #: whether words were exchanged just before it
    spoken: bool = False
    #: whether the line being tagged ends in an exclamation mark
    cried: bool = False
    #: how many places apart the two people the wording names sit (None if it names fewer)
    distance: int | None = None
    #: the table's shape, once a wording has told it
    shapes: set[Presumption] = field(default_factory=set)

    def holds(self, presumed: Collection[Presumption]) -> bool:
        return all(self._holds(p) for p in presumed)

    def _holds(self, p: Presumption) -> bool:
        if p is Presumption.CHOSEN_SEATS:
            return not self.drawn
        if p is Presumption.DRAWN_SEATS:
            return self.drawn
        if p is Presumption.FEW:
            return self.seats <= FEW
        if p is Presumption.MANY:
            return self.seats > FEW
        if p is Presumption.ROUND_TABLE:
            return self.seats <= ROUND and Presumption.LONG_TABLE not in self.shapes
        if p is Presumption.LONG_TABLE:
            return Presumption.ROUND_TABLE not in self.shapes
        if p is Presumption.AFTER:
            return self.after
        if p is Presumption.CRY:
            return self.cried
        if p is Presumption.BESIDE:
            return self.distance == 1
        if p is Presumption.APART:
            return self.distance is not None and self.distance >= max(2, self.seats // 3)
        return self.spoken

    def between(self, a: int | None, b: int | None) -> None:
        """The two seats the wording being chosen names (or None): how far apart round the table they sit."""
        if a is None or b is None or a == b:
            self.distance = None
        else:
            gap = abs(a - b) % self.seats
            self.distance = min(gap, self.seats - gap)

    def tell(self, presumed: Collection[Presumption]) -> None:
        """A wording was told: the table's shape it names is the table's from now on."""
        self.shapes.update(p for p in presumed if p in _SHAPES)
