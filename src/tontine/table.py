"""One table's game: the state, moved card by card by the rules of :mod:`tontine.settle`.

A :class:`Table` is the state of one game (holdings, pool, dealer, the pack).
It moves only by chance: :meth:`Table.deal` takes a whole deal from the table's
card source, :meth:`Table.turn_up` applies one card typed by a person. Each call
returns the :class:`~tontine.events.Event` objects it caused. The cards are settled
and the deals ended by :func:`tontine.settle.settle_cards` and
:func:`tontine.settle.deal_end`, once per deal: the table keeps the state, the
seating and the pack.

>>> from tontine import Rules, Table, Stacked
>>> rules = Rules(first_dealer=FirstDealer.FIRST_SEAT)
>>> table = Table(rules, ["Ann", "Ben", "Cat", "Dan"], source=Stacked([["KS", "4H", "AD", "TC"]]))
>>> _ = table.deal()
>>> table.holdings, table.pool
((12, 15, 11, 11), 11)
"""

from __future__ import annotations

import copy
import dataclasses
import enum
import sys
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import chain, compress
from operator import itemgetter
from typing import Any

from tontine.cards import Card, Rank, Suit
from tontine.errors import CardAlreadyOutError, GameOverError, InvalidCardError, PlayersError, TontineError
from tontine.events import (
    AnteIn,
    DealEnded,
    DealStarted,
    DealVoided,
    Ending,
    Event,
    FirstDealerChosen,
    FirstDealerMethod,
    PoolShared,
    Reshuffled,
    ReshuffleReason,
    Result,
    SeatDrawn,
    Won,
    event_to_dict,
)
from tontine.rules import MAX_SEATS, MIN_SEATS, DeckHandling, FirstDealer, Rules
from tontine.settle import (
    CardEffect,
    DealEndKind,
    DealOutcome,
    card_effects,
    deal_end,
    result_of,
    serving_order,
    settle_cards,
)
from tontine.snapshot import SNAPSHOT_VERSION, SnapshotError, event_from_dict
from tontine.sources import CardSource

__all__ = ["MAX_NAME_LENGTH", "DealRecord", "Phase", "Table", "check_players", "fan_card", "fan_match"]

MAX_NAME_LENGTH = 40


class Phase(enum.Enum):
    OPENING = "opening"  #: seats, first dealer and antes still to come
    BETWEEN_DEALS = "between deals"
    DEALING = "dealing"  #: part of a deal has been turned up
    FINISHED = "finished"

    def __repr__(self) -> str:
        return f"Phase.{self.name}"


# The phases and reasons as plain names: an enum member read from its class is slow on the deal path.
_OPENING, _BETWEEN_DEALS, _DEALING, _FINISHED = Phase.OPENING, Phase.BETWEEN_DEALS, Phase.DEALING, Phase.FINISHED
_START, _FRESH, _TALON_SHORT = ReshuffleReason.START, ReshuffleReason.FRESH, ReshuffleReason.TALON_SHORT
_GOES_ON, _VOID = DealEndKind.GOES_ON, DealEndKind.VOID


@dataclass(slots=True)
class DealRecord:
    """What one deal was: its dealer, the seats it served and the cards they turned up, and the result.

    >>> record = DealRecord(4, 2, False, (0, 1, 2), [Card.parse("KS"), Card.parse("TD")])
    >>> record.cards
    [(0, Card.parse('KS')), (1, Card.parse('TD'))]
    """

    number: int
    dealer: int
    reshuffled: bool
    #: the live seats in the order the deal serves them
    seats: tuple[int, ...] = ()
    #: the cards turned up so far, in deal order (the first ``len(dealt)`` of ``seats`` have had theirs)
    dealt: list[Card] = field(default_factory=list)
    holdings_after: tuple[int, ...] = ()
    pool_after: int = 0
    void: bool = False

    @property
    def cards(self) -> list[tuple[int, Card]]:
        """``(seat, card)`` for each card turned up, in deal order."""
        return list(zip(self.seats, self.dealt, strict=False))


_RINGS: dict[int, tuple[tuple[tuple[int, ...], ...], tuple[itemgetter[Any], ...]]] = {}
#: by the id of a set of rules still held (rules are values, but hashing one walks its card table):
#: the rules, their card table by card index, and their plain data
_BY_RULES: dict[int, tuple[Rules, tuple[CardEffect, ...], dict[str, Any]]] = {}


def _rings_of(n: int) -> tuple[tuple[tuple[int, ...], ...], tuple[itemgetter[Any], ...]]:
    """Every seat of ``n`` in the order each dealer's deal serves them, and a getter of each ring's holdings."""
    found = _RINGS.get(n)
    if found is None:
        rings = tuple(serving_order(d, (1,) * n, alive=False) for d in range(n))
        found = _RINGS[n] = rings, tuple(itemgetter(*ring) for ring in rings)  # n >= 2: each gives a tuple
    return found


def _of_rules(rules: Rules) -> tuple[Rules, tuple[CardEffect, ...], dict[str, Any]]:
    """:func:`tontine.settle.card_effects` and :meth:`Rules.to_dict`, once for each set of rules in use."""
    found = _BY_RULES.get(id(rules))
    if found is None or found[0] is not rules:
        if len(_BY_RULES) >= 256:
            _BY_RULES.clear()
        found = _BY_RULES[id(rules)] = rules, card_effects(rules), rules.to_dict()
    return found


def _rules_data(rules: Rules) -> dict[str, Any]:
    """:meth:`Rules.to_dict`, a copy of the one made once for the rules."""
    data = _of_rules(rules)[2]
    return {**data, "card_table": dict(data["card_table"])}


def check_players(players: Sequence[str]) -> list[str]:
    """Player names cleaned and checked: 2 to 52, each non-empty, short, and unique.

    >>> check_players(["Ann", "ann"])
    Traceback (most recent call last):
    ...
    tontine.errors.PlayersError: duplicate player name 'ann': every player needs a different name
    """
    if isinstance(players, str):
        raise PlayersError(f"players must be a list of names, not the string {players!r}")
    names = [str(name).strip() for name in players]
    if not MIN_SEATS <= len(names) <= MAX_SEATS:
        raise PlayersError(
            f"{len(names)} player{'' if len(names) == 1 else 's'}: a table seats {MIN_SEATS} to {MAX_SEATS} "
            "(one card each from one pack)",
            key="player-count", count=len(names), low=MIN_SEATS, high=MAX_SEATS,
        )
    seen: set[str] = set()
    for raw, name in zip(players, names, strict=True):
        if not name:
            raise PlayersError(f"empty player name {raw!r}: every player needs a name",
                               key="name-empty", name_text=str(raw))
        if len(name) > MAX_NAME_LENGTH:
            raise PlayersError(
                f"player name {name[:20]!r}... is {len(name)} characters long "
                f"(at most {MAX_NAME_LENGTH})",
                key="name-long", name_text=name[:20], length=len(name), most=MAX_NAME_LENGTH,
            )
        if any(not ch.isprintable() for ch in name):
            raise PlayersError(f"player name {name!r} holds control characters",
                               key="name-control", name_text=repr(name)[1:-1])  # escaped
        key = name.casefold()
        if key in seen:
            raise PlayersError(f"duplicate player name {name!r}: every player needs a different name",
                               key="name-twice", name_text=name)
        seen.add(key)
    return names


def fan_card(seat: int) -> Card:
    """The card laid out on the table at ``seat`` for the French fan draw: king, queen, jack, ten, ...

    Past thirteen seats the spread goes on in the next suit.

    >>> [str(fan_card(s)) for s in (0, 1, 2, 12, 13)]
    ['KS', 'QS', 'JS', 'AS', 'KH']
    """
    return Card(Rank(13 - seat % 13), list(Suit)[seat // 13])


#: The suit of the fan whose cards match each suit laid out: the drawn card is never the laid-out one.
_FAN_PAIRS = {Suit.SPADES: Suit.DIAMONDS, Suit.HEARTS: Suit.CLUBS}


def fan_match(seat: int, players: int) -> Card:
    """The card drawn from the fan that sends its player to ``seat`` at a table of ``players``.

    FR: "On prend alors, dans le paquet, des cartes semblables à celles étalées sur la table,
    c'est-à-dire un roi quelconque, une reine, un valet, un dix, etc." The fan holds the matching
    cards of another suit, so no card is both laid out and drawn: the diamond of the rank laid out
    in spades, the club of the rank laid out in hearts (past thirteen seats, where the ranks run out,
    the pairing is what tells the two kings apart). Past 26 seats one pack cannot hold both sets:
    the fan is a second pack, and each card drawn is the twin of the one laid out.

    >>> [str(fan_match(s, 4)) for s in range(4)]
    ['KD', 'QD', 'JD', 'TD']
    >>> str(fan_match(13, 20)), str(fan_match(30, 40)) == str(fan_card(30))
    ('KC', True)
    """
    laid = fan_card(seat)
    if players > 2 * len(Rank):
        return laid
    return Card(laid.rank, _FAN_PAIRS[laid.suit])


class Table:
    """The state of one game of Tontine, moved by the rules of :mod:`tontine.settle`.

    Seats are numbered 0..n-1 in order of play: seat ``i``'s right-hand neighbour is
    ``i + 1`` and its left-hand neighbour ``i - 1`` (mod n).

    ``Table(rules, players, source=...)`` starts a new game: the rules' method chooses
    the first dealer with the help of ``source``. A table without a source is fed card by
    card with :meth:`turn_up`. :meth:`restore` rebuilds a table whose opening (seat draw,
    first dealer) or whole state (holdings, pool, dealer, deal number) is already known,
    and :func:`tontine.record.replay` one from a game record.

    The keywords ``first_dealer``, ``seat_draw`` and ``first_dealer_method`` of the
    constructor are the same as :meth:`restore`'s, kept for callers that give the first
    dealer by hand.

    With ``history=False`` the table keeps no :attr:`events` and, in :attr:`history`,
    only the current or last deal: :meth:`open`, :meth:`deal`, :meth:`turn_up` and
    :meth:`play` still give every event, but a long game costs memory in proportion to
    its seats only, and so does :meth:`copy`. A server that stores each deal as it
    goes needs no more; such a table cannot be written as a record.

    >>> from tontine import SeededShuffle
    >>> lean = Table(Rules(), ["Ann", "Ben", "Cat"], source=SeededShuffle(4), history=False)
    >>> events = list(lean.play())
    >>> lean.finished, len(lean.events), len(lean.history), events[-1].kind
    (True, 0, 1, 'won')
    """

    def __init__(
        self,
        rules: Rules,
        players: Sequence[str],
        *,
        source: CardSource | None = None,
        first_dealer: int | None = None,
        seat_draw: Sequence[tuple[str, Card, int]] = (),
        first_dealer_method: FirstDealerMethod | str = FirstDealerMethod.GIVEN,
        history: bool = True,
    ) -> None:
        self.rules = rules
        self.players: list[str] = check_players(players)
        self.source = source
        n = len(self.players)
        self._given_first_dealer: int | None = None
        self._given_method = FirstDealerMethod.GIVEN
        self._given_seat_draw: list[tuple[str, Card, int]] = []
        if first_dealer is not None:
            self._give_opening(first_dealer, first_dealer_method, seat_draw)
        elif seat_draw:
            raise PlayersError("a seat draw is given only with the first dealer it chose")
        elif source is None and rules.first_dealer is not FirstDealer.FIRST_SEAT:
            raise TontineError(
                f"first dealer by {rules.first_dealer.value} needs a card source; "
                "give a source or a first dealer"
            )
        self.phase = Phase.OPENING
        self.holdings: tuple[int, ...] = tuple([rules.stake] * n)
        self.pool = 0
        self.first_dealer: int | None = None
        self.first_dealer_method: FirstDealerMethod | None = None
        self.dealer: int | None = None  #: the dealer of the current or last deal
        self.next_dealer: int | None = None
        self.deal_number = 0
        #: how the game ended and who took the pool; None until it is over
        self.result: Result | None = None
        self.seat_draw: list[tuple[str, Card, int]] = []
        #: whether the table keeps its whole game: every event and every deal's record
        self.keeps_history = history
        self._history: list[DealRecord] = []
        #: deals the quick way of :meth:`deal` played, not yet made :class:`DealRecord` (see :attr:`history`)
        self._finished: list[tuple[Any, ...]] = []
        #: deals played before the table was restored from a stored state (not in :attr:`history`)
        self.deals_before = 0
        #: every event of the game, in order (empty without history: the calls return them)
        self.events: list[Event] = []
        self.packs_used = 0
        self._fresh = rules.deck is DeckHandling.FRESH
        self._all_fall = rules.all_fall
        self._deal_limit = rules.deal_limit
        #: the card table by card index (:func:`tontine.settle.card_effects`)
        self._effects = _of_rules(rules)[1]
        #: every seat in the order a deal by each dealer serves them, the dealer last; and each dealer's
        #: ring's holdings, read in one call: the deal's order without a loop
        self._rings, self._ring_holdings = _rings_of(n)
        self._pack: Sequence[Card] | None = None
        self._pack_size = 0
        self._used = 0  #: cards out of the current pack
        self._out = bytearray(52)  #: the same cards: 1 by card index
        self._order: tuple[int, ...] = ()  #: the live seats this deal serves, in order
        self._next = 0  #: how many of them have had their card
        self._alive = 0  #: seats holding counters, kept up to date during a deal
        self._fell: list[int] = []
        self._start_holdings: tuple[int, ...] = ()
        self._start_pool = 0
        #: a pack the quick way of :meth:`deal` drew before it handed the deal to :meth:`_begin`
        self._drawn: Sequence[Card] | None = None

    @classmethod
    def restore(
        cls,
        rules: Rules,
        players: Sequence[str],
        *,
        first_dealer: int,
        source: CardSource | None = None,
        first_dealer_method: FirstDealerMethod | str = FirstDealerMethod.GIVEN,
        seat_draw: Sequence[tuple[str, Card, int]] = (),
        holdings: Sequence[int] | None = None,
        pool: int | None = None,
        next_dealer: int | None = None,
        deal_number: int = 0,
        history: bool = True,
    ) -> Table:
        """A table whose opening, or whole state, is already known.

        Without ``holdings`` the table is at its opening: :meth:`open` seats the players as
        ``seat_draw`` says (the French fan draw, in the order they drew), names
        ``first_dealer`` chosen by ``first_dealer_method`` and takes the antes. A replay
        does this.

        With ``holdings`` the game is under way: the antes are in, ``deal_number`` deals
        have been played, the pool holds ``pool`` counters (by default what the stakes
        leave: ``n * stake - sum(holdings)``) and ``next_dealer`` (by default
        ``first_dealer``) deals next, from a freshly shuffled pack.

        ``history`` is the constructor's (see :class:`Table`).

        >>> table = Table.restore(Rules(), ["Ann", "Ben", "Cat"], first_dealer=0,
        ...                       holdings=(20, 0, 10), deal_number=7, next_dealer=2)
        >>> table.pool, table.phase, table.live_seats
        (15, Phase.BETWEEN_DEALS, [0, 2])
        >>> Table.restore(Rules(), ["Ann", "Ben"], first_dealer=0, holdings=(30, 0))
        Traceback (most recent call last):
        ...
        tontine.errors.TontineError: holdings (30, 0): a game under way needs two seats holding counters
        """
        table = cls(
            rules, players, source=source, first_dealer=first_dealer,
            first_dealer_method=first_dealer_method, seat_draw=seat_draw, history=history,
        )
        if holdings is None:
            if pool is not None or next_dealer is not None or deal_number:
                raise TontineError("pool, next dealer and deal number are given only with the holdings")
            return table
        n = table.size
        held = tuple(holdings)
        if len(held) != n or any(isinstance(h, bool) or not isinstance(h, int) or h < 0 for h in held):
            raise TontineError(f"holdings {held}: give {n} whole numbers of counters, none negative")
        if sum(1 for h in held if h > 0) < 2:
            raise TontineError(f"holdings {held}: a game under way needs two seats holding counters")
        total = n * rules.stake
        if pool is None:
            pool = total - sum(held)
        if isinstance(pool, bool) or not isinstance(pool, int) or pool < 0:
            raise TontineError(f"pool {pool!r} must be a whole number of counters, not negative")
        if isinstance(deal_number, bool) or not isinstance(deal_number, int) or deal_number < 0:
            raise TontineError(f"deal number {deal_number!r} must be a whole number, not negative")
        dealer = first_dealer if next_dealer is None else next_dealer
        if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < n:
            raise PlayersError(f"next dealer {dealer!r} is not a seat 0..{n - 1}", key="not-a-seat",
                               seat_text=repr(dealer), last=n - 1)
        table.open()
        table.events.clear()
        table.holdings, table.pool = held, pool
        table.next_dealer = dealer
        table.deal_number = table.deals_before = deal_number
        return table

    def _give_opening(
        self,
        first_dealer: int,
        method: FirstDealerMethod | str,
        seat_draw: Sequence[tuple[str, Card, int]],
    ) -> None:
        n = len(self.players)
        if isinstance(first_dealer, bool) or not isinstance(first_dealer, int) or not 0 <= first_dealer < n:
            raise PlayersError(f"first dealer {first_dealer!r} is not a seat 0..{n - 1}",
                               key="first-dealer-seat", seat_text=repr(first_dealer), last=n - 1)
        try:
            given_method = FirstDealerMethod(method)
        except ValueError:
            known = ", ".join(FirstDealerMethod)
            raise TontineError(f"unknown first dealer method {method!r}: use one of {known}") from None
        draw = list(seat_draw)
        for player, card, seat in draw:
            # records written before the fan had its own cards hold the laid-out card: both replay
            if not 0 <= seat < n or self.players[seat] != player or card not in (fan_match(seat, n), fan_card(seat)):
                raise PlayersError(
                    f"seat draw ({player!r}, {card}, {seat}) does not match the players in seat order",
                    key="seat-draw", draw_text=f"({player!r}, {card}, {seat})",
                )
        self._given_first_dealer = first_dealer
        self._given_method = FirstDealerMethod.FAN if draw else given_method
        self._given_seat_draw = draw

    # -- reading the state -------------------------------------------------

    @property
    def history(self) -> list[DealRecord]:
        """The deals played, in order (without history, only the current or last deal).

        Each finished deal is made a :class:`DealRecord` when this is first read after it.
        """
        finished = self._finished
        if finished:
            self._history.extend([DealRecord(*deal) for deal in finished])
            finished.clear()
        return self._history

    @property
    def size(self) -> int:
        return len(self.players)

    @property
    def finished(self) -> bool:
        return self.phase is _FINISHED

    @property
    def live_seats(self) -> list[int]:
        """Seats holding counters now."""
        return [s for s, h in enumerate(self.holdings) if h > 0]

    @property
    def next_seat(self) -> int | None:
        """The seat whose card is turned up next, or None outside a deal."""
        return self._order[self._next] if self._next < len(self._order) else None

    @property
    def talon_left(self) -> int:
        """Cards left in the current pack."""
        return self._pack_size - self._used if self._pack_size else 0

    @property
    def total_counters(self) -> int:
        return sum(self.holdings) + self.pool

    def snapshot(self) -> dict[str, Any]:
        """The table's whole state as JSON-ready data: :meth:`from_snapshot` reads it back.

        Everything but the card source: its rules, seats, phase, holdings and pool, the
        dealers, the result, the pack and the deal under way, and (with history) every deal
        and event. The source is the caller's, given again to :meth:`from_snapshot`.

        >>> from tontine import SeededShuffle
        >>> table = Table(Rules(), ["Ann", "Ben", "Cat"], source=SeededShuffle(4))
        >>> _ = list(table.play())
        >>> again = Table.from_snapshot(table.snapshot(), source=SeededShuffle(4))
        >>> again.snapshot() == table.snapshot(), again.result == table.result
        (True, True)
        """
        result = self.result
        pack = self._pack
        return {
            "version": SNAPSHOT_VERSION,
            "rules": _rules_data(self.rules),
            "players": list(self.players),
            "keeps_history": self.keeps_history,
            "given": None if self._given_first_dealer is None else {
                "first_dealer": self._given_first_dealer, "method": str(self._given_method),
                "seat_draw": [[player, str(card), seat] for player, card, seat in self._given_seat_draw],
            },
            "phase": self.phase.value,
            "first_dealer": self.first_dealer,
            "first_dealer_method": None if self.first_dealer_method is None else str(self.first_dealer_method),
            "seat_draw": [[player, str(card), seat] for player, card, seat in self.seat_draw],
            "holdings": list(self.holdings),
            "pool": self.pool,
            "dealer": self.dealer,
            "next_dealer": self.next_dealer,
            "deal_number": self.deal_number,
            "deals_before": self.deals_before,
            "result": None if result is None else result.to_dict(),
            "packs_used": self.packs_used,
            "pack": None if pack is None else [str(card) for card in pack],
            "pack_size": self._pack_size,
            "used": self._used,
            "out": [index for index, taken in enumerate(self._out) if taken],
            "order": list(self._order),
            "next": self._next,
            "alive": self._alive,
            "fell": list(self._fell),
            "start_holdings": list(self._start_holdings),
            "start_pool": self._start_pool,
            "deals": [
                [deal.number, deal.dealer, deal.reshuffled, list(deal.seats), [str(card) for card in deal.dealt],
                 list(deal.holdings_after), deal.pool_after, deal.void]
                for deal in self.history
            ],
            "events": [event_to_dict(event) for event in self.events],
        }

    @classmethod
    def from_snapshot(cls, data: Mapping[str, Any], *, source: CardSource | None = None) -> Table:
        """The table :meth:`snapshot` wrote, dealing on from ``source`` (the card source is not in a snapshot).

        :class:`~tontine.snapshot.SnapshotError` for data that is not a snapshot this version reads.
        """
        if not isinstance(data, Mapping) or data.get("version") != SNAPSHOT_VERSION:
            version = data.get("version") if isinstance(data, Mapping) else None
            raise SnapshotError(f"not a table snapshot of version {SNAPSHOT_VERSION} (version {version!r})",
                                key="snapshot-version", version_text=repr(version))
        try:
            return cls._from_snapshot(data, source)
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            if isinstance(exc, TontineError):
                raise
            raise SnapshotError(f"not a table snapshot: {type(exc).__name__}: {exc}", key="snapshot-malformed",
                                detail_text=str(exc)) from None

    @classmethod
    def _from_snapshot(cls, data: Mapping[str, Any], source: CardSource | None) -> Table:
        rules = Rules.from_dict(data["rules"])
        given = data["given"]
        # a first dealer given for now, so that no source is asked for: the given opening is the snapshot's
        table = cls(rules, data["players"], source=source, history=bool(data["keeps_history"]), first_dealer=0)
        if given is None:
            table._given_first_dealer, table._given_method, table._given_seat_draw = None, FirstDealerMethod.GIVEN, []
        else:
            table._give_opening(given["first_dealer"], given["method"],
                                [(player, Card.parse(card), seat) for player, card, seat in given["seat_draw"]])
        parse = Card.parse
        table.phase = Phase(data["phase"])
        table.first_dealer = data["first_dealer"]
        method = data["first_dealer_method"]
        table.first_dealer_method = None if method is None else FirstDealerMethod(method)
        table.seat_draw = [(player, parse(card), seat) for player, card, seat in data["seat_draw"]]
        table.holdings = tuple(data["holdings"])
        table.pool = data["pool"]
        table.dealer = data["dealer"]
        table.next_dealer = data["next_dealer"]
        table.deal_number = data["deal_number"]
        table.deals_before = data["deals_before"]
        result = data["result"]
        table.result = None if result is None else Result.from_dict(result)
        table.packs_used = data["packs_used"]
        pack = data["pack"]
        table._pack = None if pack is None else [parse(card) for card in pack]
        table._pack_size = data["pack_size"]
        table._used = data["used"]
        out = table._out
        for index in data["out"]:
            out[index] = 1
        table._order = tuple(data["order"])
        table._next = data["next"]
        table._alive = data["alive"]
        table._fell = list(data["fell"])
        table._start_holdings = tuple(data["start_holdings"])
        table._start_pool = data["start_pool"]
        table._history = [
            DealRecord(number, dealer, reshuffled, tuple(seats), [parse(card) for card in dealt], tuple(after),
                       pool_after, void)
            for number, dealer, reshuffled, seats, dealt, after, pool_after, void in data["deals"]
        ]
        table.events = [event_from_dict(event) for event in data["events"]]
        return table

    def copy(self) -> Table:
        """An independent copy (for undo); the source is copied too.

        Events and finished deals are immutable, so the copy shares them and only
        the containers are new: cheap enough to take before every card.
        """
        twin = object.__new__(Table)
        twin.__dict__ = self.__dict__.copy()
        twin.players = list(self.players)
        twin.seat_draw = list(self.seat_draw)
        twin.events = list(self.events)
        twin._history = list(self._history)
        twin._finished = list(self._finished)
        if self.phase is _DEALING and self._history:  # the deal under way is the last record
            last = self._history[-1]
            twin._history[-1] = dataclasses.replace(last, dealt=list(last.dealt))
        twin._fell = list(self._fell)
        twin._out = bytearray(self._out)
        twin.source = copy.deepcopy(self.source)
        return twin

    def __repr__(self) -> str:
        return (
            f"<Table {self.rules.preset} n={self.size} deal={self.deal_number} "
            f"phase={self.phase.value} holdings={list(self.holdings)} pool={self.pool}>"
        )

    # -- moving the game ---------------------------------------------------

    def open(self) -> list[Event]:
        """Seat the players, choose the first dealer and take the antes."""
        if self.phase is not _OPENING:
            raise TontineError("the table is already open")
        out: list[Event] = []
        n = self.size
        if self._given_first_dealer is not None:
            first = self._given_first_dealer
            method = self._given_method
            for player, card, seat in self._given_seat_draw:
                self.seat_draw.append((player, card, seat))
                out.append(SeatDrawn(0, player, card, seat))
        elif self.rules.first_dealer is FirstDealer.FAN:
            draw = self._need_source().draw_fan(n)
            if sorted(draw) != list(range(n)):
                raise TontineError(f"fan draw {draw} is not an ordering of seats 0..{n - 1}")
            seated = [""] * n
            for player, seat in zip(self.players, draw, strict=True):
                seated[seat] = player
                drawn = fan_match(seat, n)
                self.seat_draw.append((player, drawn, seat))
                out.append(SeatDrawn(0, player, drawn, seat))
            self.players = seated
            first, method = 0, FirstDealerMethod.FAN
        elif self.rules.first_dealer is FirstDealer.LOT:
            first = self._need_source().draw_lot(n)
            if not 0 <= first < n:
                raise TontineError(f"the lot gave seat {first}, not a seat 0..{n - 1}")
            method = FirstDealerMethod.LOT
        else:
            first, method = 0, FirstDealerMethod.FIRST_SEAT
        self.first_dealer = self.next_dealer = first
        self.first_dealer_method = method
        out.append(FirstDealerChosen(0, first, method))
        ante = self.rules.ante
        self.holdings = tuple(h - ante for h in self.holdings)
        self.pool = ante * n
        out.extend(AnteIn(0, seat, ante, self.holdings[seat], ante * (seat + 1)) for seat in range(n))
        self.phase = _BETWEEN_DEALS
        if self.keeps_history:
            self.events.extend(out)
        return out

    def begin_deal(self) -> list[Event]:
        """Start the next deal: the pack (reshuffled if need be) and the order of the cards."""
        opening = self.open() if self.phase is _OPENING else None
        out: list[Event] = []
        try:
            self._begin(out)
        finally:
            if self.keeps_history:
                self.events.extend(out)
        return out if opening is None else opening + out

    def deal(self) -> list[Event]:
        """Play one whole deal (or the rest of it) with cards from the table's source."""
        if self.phase is _BETWEEN_DEALS and self.source is not None:
            return self._whole_deal()
        opening = self.open() if self.phase is _OPENING else None
        out: list[Event] = []
        try:
            if self.phase is not _DEALING:
                self._begin(out)
            pack = self._pack
            if pack is None:
                raise TontineError("this table has no card source: turn cards up one by one")
            used = self._used
            self._settle(pack[used:used + len(self._order) - self._next], out)
        finally:
            if self.keeps_history:
                self.events.extend(out)
        return out if opening is None else opening + out

    def play(self, *, max_deals: int | None = None) -> Iterator[Event]:
        """Every event to the end of the game (or until ``max_deals`` deals have been played)."""
        return chain.from_iterable(self._deals(max_deals))

    def _deals(self, max_deals: int | None) -> Iterator[list[Event]]:
        """The events of the opening, then of each deal, as :meth:`play` goes."""
        if self.phase is _OPENING:
            yield self.open()
        deal, whole = self.deal, self._whole_deal
        limit = sys.maxsize if max_deals is None else max_deals
        while self.deal_number < limit:
            phase = self.phase
            if phase is _BETWEEN_DEALS and self.source is not None:
                yield whole()
            elif phase is _FINISHED:
                return
            else:
                yield deal()

    def turn_up(self, card: Card | str) -> list[Event]:
        """Turn up ``card`` for :attr:`next_seat` and settle it.

        Starts the next deal first if none is under way. Raises
        :class:`~tontine.errors.CardAlreadyOutError` for a card already out of this pack;
        the table is then unchanged.
        """
        if isinstance(card, str):
            card = Card.parse(card)
        elif not isinstance(card, Card):
            raise InvalidCardError(f"{card!r} is not a card: give a Card or a string such as 'KS'")
        if self.phase is _FINISHED:
            raise GameOverError(f"the game is over: {self.players[self._winner_or_first()]} has won")
        out: list[Event] = []
        if self.phase is not _DEALING:
            before = self.copy()
            out.extend(self.begin_deal())
            if self._out[card.index]:  # a kept talon: the card came out in an earlier deal
                self.__dict__.update(before.__dict__)
                raise CardAlreadyOutError(
                    f"card {str(card)!r} is already out of this pack (deal {self.deal_number + 1})",
                    key="card-out", card=str(card), deal=self.deal_number + 1,
                )
        settled: list[Event] = []
        try:
            self._settle((card,), settled)
        finally:
            if self.keeps_history:
                self.events.extend(settled)
        return out + settled

    # -- the rules are tontine.settle's; the table keeps the state ----------------

    def _next_deal(self) -> tuple[int, int, tuple[int, ...], ReshuffleReason | None]:
        """The next deal's number and dealer, the seats it serves in order, and why its pack is new (None: kept).

        The seats are those holding counters, from the dealer's right, the dealer last; a
        new pack starts the game, every deal of the ``fresh`` rule, and a deal the kept
        talon is too short for.
        """
        dealer = self.next_dealer
        assert dealer is not None
        order = tuple(compress(self._rings[dealer], self._ring_holdings[dealer](self.holdings)))
        if not self.packs_used:
            reason: ReshuffleReason | None = _START
        elif self._fresh:
            reason = _FRESH
        elif self._pack_size - self._used < len(order):
            reason = _TALON_SHORT
        else:
            reason = None
        return self.deal_number + 1, dealer, order, reason

    def _begin(self, out: list[Event]) -> None:
        """The next deal's dealer, order of seats and pack; its events go to ``out``."""
        if self.phase is _FINISHED:
            raise GameOverError(f"the game is over: {self.players[self._winner_or_first()]} has won")
        if self.phase is _DEALING:
            raise TontineError(f"deal {self.deal_number} is still being dealt")
        deal, dealer, order, reason = self._next_deal()
        self.deal_number, self.dealer = deal, dealer
        live = len(order)
        if reason is not None:
            self._out = bytearray(52)
            self._used = 0
            self.packs_used += 1
            source = self.source
            if self._drawn is not None:  # drawn already by the whole deal's quick way
                pack = self._pack = self._drawn
                self._pack_size = len(pack)
            elif source is not None:
                pack = self._pack = source.new_pack(deal)
                self._pack_size = len(pack)
            else:
                self._pack = None
                self._pack_size = 52
            out.append(tuple.__new__(Reshuffled, (deal, reason, self._pack_size)))
        if self._pack_size - self._used < live:
            raise TontineError(
                f"deal {deal}: the pack holds {self.talon_left} card(s) for {live} live player(s)"
            )
        record = DealRecord(deal, dealer, reason is not None, order, [])
        history = self.history
        if not self.keeps_history:
            history.clear()
        history.append(record)
        self._order = order
        self._next = 0
        self._alive = live
        self._fell = []
        self._start_holdings = self.holdings
        self._start_pool = self.pool
        out.append(tuple.__new__(DealStarted, (deal, dealer, order)))
        self.phase = _DEALING

    def _whole_deal(self) -> list[Event]:
        """One whole deal from the source between deals: :meth:`_begin`, :meth:`_settle` and :meth:`_end_deal` in one.

        The common case of :meth:`deal`, with the state in locals until the deal is
        settled; anything out of the ordinary (a pack too short, a card already out)
        goes the long way instead, from the same state.
        """
        deal, dealer, order, reason = self._next_deal()
        live = len(order)
        out: list[Event] = []
        if reason is not None:
            source = self.source
            assert source is not None
            pack = source.new_pack(deal)
            size = len(pack)
            if size < live:  # the long way says what is wrong
                return self._whole_deal_long_way(pack)
            taken = bytearray(52)
            used = 0
            out.append(tuple.__new__(Reshuffled, (deal, reason, size)))
        else:
            kept = self._pack
            assert kept is not None
            pack, size, taken, used = kept, self._pack_size, self._out, self._used
        out.append(tuple.__new__(DealStarted, (deal, dealer, order)))
        cards = pack[used:used + live]
        holdings = self.holdings
        after = list(holdings)
        fell: list[int] = []
        pool = self.pool
        settled, after_pool, alive = settle_cards(deal, cards, order, self._effects, after, pool, live, fell, out, taken)
        if settled < live:  # a card already out: nothing is changed yet, but the marks of the cards before it
            for card in cards[:settled]:
                taken[card.index] = 0
            return self._whole_deal_long_way(None if reason is None else pack)
        if reason is not None:
            self._pack, self._pack_size, self._out = pack, size, taken
            self.packs_used += 1
        held = tuple(after)
        end = deal_end(self._all_fall, self._deal_limit, deal, held, self._rings[dealer], alive, fell)
        self.deal_number, self.dealer = deal, dealer
        self._used = used + live
        self._order = order
        self._next = live
        self._alive = alive
        self._fell = fell
        self._start_holdings = holdings
        self._start_pool = pool
        if end[0] is _VOID:
            record = (deal, dealer, reason is not None, order, cards, holdings, pool, True)
            out.append(tuple.__new__(DealVoided, (deal, holdings, pool)))
        else:
            self.holdings, self.pool = held, after_pool
            record = (deal, dealer, reason is not None, order, cards, held, after_pool, False)
            out.append(tuple.__new__(DealEnded, (deal, held, after_pool)))
        if self.keeps_history:
            self._finished.append(record)
            self._end_game(end, out)
            self.events.extend(out)
        else:
            self._history.clear()
            self._finished = [record]
            self._end_game(end, out)
        return out

    def _whole_deal_long_way(self, pack: Sequence[Card] | None) -> list[Event]:
        """:meth:`deal` by :meth:`_begin` and :meth:`_settle`, handing ``_begin`` the pack already drawn."""
        self._drawn = pack
        try:
            out: list[Event] = []
            try:
                self._begin(out)
                assert self._pack is not None
                used = self._used
                self._settle(self._pack[used:used + len(self._order)], out)
            finally:
                if self.keeps_history:
                    self.events.extend(out)
            return out
        finally:
            self._drawn = None

    def _settle(self, cards: Sequence[Card], out: list[Event]) -> None:
        """Turn up ``cards`` for the next seats in turn (:func:`tontine.settle.settle_cards`), and end the deal after its last seat.

        A card already out of the pack raises :class:`~tontine.errors.CardAlreadyOutError`,
        the cards before it settled; the events go to ``out``.
        """
        deal = self.deal_number
        order = self._order
        position = self._next
        holdings = list(self.holdings)
        settled, self.pool, self._alive = settle_cards(
            deal, cards, order[position:] if position else order, self._effects,
            holdings, self.pool, self._alive, self._fell, out, self._out,
        )
        self.holdings = tuple(holdings)
        self._used += settled
        position = self._next = position + settled
        dealt = self.history[-1].dealt
        if settled < len(cards):
            dealt.extend(cards[:settled])
            raise CardAlreadyOutError(f"card {str(cards[settled])!r} is already out of this pack (deal {deal})",
                                      key="card-out", card=str(cards[settled]), deal=deal)
        dealt.extend(cards)
        if position == len(order):
            self._end_deal(out)

    def _end_deal(self, out: list[Event]) -> None:
        """The deal is settled: what :func:`tontine.settle.deal_end` makes of it."""
        deal = self.deal_number
        record = self.history[-1]
        end = deal_end(
            self._all_fall, self._deal_limit, deal, self.holdings, self._rings[record.dealer], self._alive, self._fell,
        )
        if end[0] is _VOID:
            self.holdings, self.pool = self._start_holdings, self._start_pool
            record.void = True
            out.append(tuple.__new__(DealVoided, (deal, self.holdings, self.pool)))
        else:
            out.append(tuple.__new__(DealEnded, (deal, self.holdings, self.pool)))
        record.holdings_after, record.pool_after = self.holdings, self.pool
        self._end_game(end, out)

    def _end_game(self, end: tuple[DealOutcome, tuple[int, ...], int | None], out: list[Event]) -> None:
        """After the deal's end event: the next dealer, or the pool paid out (its event goes to ``out``)."""
        kind, seats, next_dealer = end
        if kind is _GOES_ON or kind is _VOID:
            self.next_dealer = next_dealer
            self.phase = _BETWEEN_DEALS
            return
        assert isinstance(kind, Ending)
        pool = self.pool
        result = self.result = result_of(kind, seats, pool)
        holdings = list(self.holdings)
        for seat, amount in result.shares or ((seats[0], pool),):
            holdings[seat] += amount
        self.holdings = tuple(holdings)
        self.pool = 0
        self.phase = _FINISHED
        self.next_dealer = None
        if result.winner is None:
            out.append(PoolShared(self.deal_number, result.shares, kind, pool, self.holdings))
        else:
            out.append(Won(self.deal_number, result.winner, pool, kind, self.holdings[result.winner]))

    @property
    def winner(self) -> int | None:
        """The seat that took the whole pool (:attr:`result`), or None."""
        return None if self.result is None else self.result.winner

    @property
    def win_how(self) -> Ending | None:
        """How the game ended (:attr:`result`), or None while it goes on."""
        return None if self.result is None else self.result.how

    @property
    def shares(self) -> tuple[tuple[int, int], ...]:
        """The shares of a shared pool (:attr:`result`), or ``()``."""
        return () if self.result is None else self.result.shares

    def _need_source(self) -> CardSource:
        if self.source is None:
            raise TontineError(
                f"first dealer by {self.rules.first_dealer.value} needs a card source"
            )
        return self.source

    def _winner_or_first(self) -> int:
        if self.winner is not None:
            return self.winner
        return self.shares[0][0] if self.shares else 0
