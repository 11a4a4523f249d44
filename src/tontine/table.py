"""One table's game: the state, and the rules applied card by card.

A :class:`Table` is the state of one game (holdings, pool, dealer, the pack).
It moves only by chance: :meth:`Table.deal` takes a whole deal from the table's
card source, :meth:`Table.turn_up` applies one card typed by a person. Each call
returns the :class:`~tontine.events.Event` objects it caused.

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
from collections import deque
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from tontine.cards import Card, Rank, Suit
from tontine.errors import CardAlreadyOutError, GameOverError, PlayersError, TontineError
from tontine.events import (
    AnteIn,
    CardDealt,
    DealEnded,
    DealStarted,
    DealVoided,
    Died,
    Event,
    FirstDealerChosen,
    PaidIntoPool,
    PaidNeighbour,
    PaymentVoid,
    PoolShared,
    Reshuffled,
    Revived,
    SeatDrawn,
    TookFromPool,
    Won,
)
from tontine.rules import MAX_SEATS, MIN_SEATS, AllFall, DeckHandling, EffectKind, FirstDealer, Rules
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


@dataclass(slots=True)
class DealRecord:
    """What one deal was: its dealer, its cards in deal order, and the result."""

    number: int
    dealer: int
    reshuffled: bool
    cards: list[tuple[int, Card]] = field(default_factory=list)
    holdings_after: tuple[int, ...] = ()
    pool_after: int = 0
    void: bool = False


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
            f"{len(names)} player(s): a table seats {MIN_SEATS} to {MAX_SEATS} "
            "(one card each from one pack)"
        )
    seen: set[str] = set()
    for raw, name in zip(players, names, strict=True):
        if not name:
            raise PlayersError(f"empty player name {raw!r}: every player needs a name")
        if len(name) > MAX_NAME_LENGTH:
            raise PlayersError(
                f"player name {name[:20]!r}... is {len(name)} characters long "
                f"(at most {MAX_NAME_LENGTH})"
            )
        if any(not ch.isprintable() for ch in name):
            raise PlayersError(f"player name {name!r} holds control characters")
        key = name.casefold()
        if key in seen:
            raise PlayersError(f"duplicate player name {name!r}: every player needs a different name")
        seen.add(key)
    return names


def serving_order(dealer: int, holdings: Sequence[int], *, alive: bool = True) -> tuple[int, ...]:
    """The seats in the order a deal dealt by ``dealer`` serves them: the next seat round, the dealer last.

    With ``alive`` (the default) only seats holding counters are listed.

    >>> serving_order(1, (3, 0, 2, 5))
    (2, 3, 0)
    >>> serving_order(1, (3, 0, 2, 5), alive=False)
    (2, 3, 0, 1)
    """
    n = len(holdings)
    seats = ((dealer + k) % n for k in range(1, n + 1))
    return tuple(seat for seat in seats if not alive or holdings[seat] > 0)


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
    """The state of one game of Tontine, and the only place its rules are applied.

    Seats are numbered 0..n-1 in order of play: seat ``i``'s right-hand neighbour is
    ``i + 1`` and its left-hand neighbour ``i - 1`` (mod n).

    ``first_dealer`` fixes the first dealer (used by replays, with the
    ``first_dealer_method`` that chose it and the French ``seat_draw``); otherwise
    the rules' method decides with the help of ``source``. A table without a source is fed
    card by card with :meth:`turn_up`.
    """

    def __init__(
        self,
        rules: Rules,
        players: Sequence[str],
        *,
        source: CardSource | None = None,
        first_dealer: int | None = None,
        seat_draw: Sequence[tuple[str, Card, int]] = (),
        first_dealer_method: str = "given",
    ) -> None:
        self.rules = rules
        self.players: list[str] = check_players(players)
        self.source = source
        n = len(self.players)
        if first_dealer is not None and not 0 <= first_dealer < n:
            raise PlayersError(f"first dealer {first_dealer} is not a seat 0..{n - 1}")
        if source is None and first_dealer is None and rules.first_dealer is not FirstDealer.FIRST_SEAT:
            raise TontineError(
                f"first dealer by {rules.first_dealer.value} needs a card source; "
                "give a source or a first dealer"
            )
        self._given_first_dealer = first_dealer
        self._given_method = first_dealer_method
        self._given_seat_draw = list(seat_draw)
        for player, card, seat in self._given_seat_draw:
            # records written before the fan had its own cards hold the laid-out card: both replay
            if not 0 <= seat < n or self.players[seat] != player or card not in (fan_match(seat, n), fan_card(seat)):
                raise PlayersError(
                    f"seat draw ({player!r}, {card}, {seat}) does not match the players in seat order"
                )
        self.phase = Phase.OPENING
        self.holdings: tuple[int, ...] = tuple([rules.stake] * n)
        self.pool = 0
        self.first_dealer: int | None = None
        self.first_dealer_method: str | None = None
        self.dealer: int | None = None  #: the dealer of the current or last deal
        self.next_dealer: int | None = None
        self.deal_number = 0
        self.winner: int | None = None
        self.win_how: str | None = None
        self.shares: tuple[tuple[int, int], ...] = ()
        self.seat_draw: list[tuple[str, Card, int]] = []
        self.history: list[DealRecord] = []
        self.events: list[Event] = []
        self.packs_used = 0
        self._pack: list[Card] | None = None
        self._pack_size = 0
        self._out: set[Card] = set()
        self._pending: deque[int] = deque()
        self._fell: list[int] = []
        self._start_holdings: tuple[int, ...] = ()
        self._start_pool = 0

    # -- reading the state -------------------------------------------------

    @property
    def size(self) -> int:
        return len(self.players)

    @property
    def finished(self) -> bool:
        return self.phase is Phase.FINISHED

    @property
    def live_seats(self) -> list[int]:
        """Seats holding counters now."""
        return [s for s, h in enumerate(self.holdings) if h > 0]

    @property
    def next_seat(self) -> int | None:
        """The seat whose card is turned up next, or None outside a deal."""
        return self._pending[0] if self._pending else None

    @property
    def talon_left(self) -> int:
        """Cards left in the current pack."""
        return self._pack_size - len(self._out) if self._pack_size else 0

    @property
    def total_counters(self) -> int:
        return sum(self.holdings) + self.pool

    def left_neighbour(self, seat: int, distance: int = 1) -> int:
        return (seat - distance) % self.size

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
        twin.history = list(self.history)
        if self.phase is Phase.DEALING and self.history:
            last = self.history[-1]
            twin.history[-1] = dataclasses.replace(last, cards=list(last.cards))
        twin._out = set(self._out)
        twin._pending = deque(self._pending)
        twin._fell = list(self._fell)
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
        if self.phase is not Phase.OPENING:
            raise TontineError("the table is already open")
        out: list[Event] = []
        n = self.size
        if self._given_first_dealer is not None:
            first = self._given_first_dealer
            method = self._given_method
            for player, card, seat in self._given_seat_draw:
                self.seat_draw.append((player, card, seat))
                out.append(SeatDrawn(0, player, card, seat))
            if self._given_seat_draw:
                method = FirstDealer.FAN.value
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
            first, method = 0, FirstDealer.FAN.value
        elif self.rules.first_dealer is FirstDealer.LOT:
            first = self._need_source().draw_lot(n)
            if not 0 <= first < n:
                raise TontineError(f"the lot gave seat {first}, not a seat 0..{n - 1}")
            method = FirstDealer.LOT.value
        else:
            first, method = 0, FirstDealer.FIRST_SEAT.value
        self.first_dealer = self.next_dealer = first
        self.first_dealer_method = method
        out.append(FirstDealerChosen(0, first, method))
        ante = self.rules.ante
        self.holdings = tuple(h - ante for h in self.holdings)
        self.pool = ante * n
        out.extend(AnteIn(0, seat, ante) for seat in range(n))
        self.phase = Phase.BETWEEN_DEALS
        self.events.extend(out)
        return out

    def begin_deal(self) -> list[Event]:
        """Start the next deal: the pack (reshuffled if need be) and the order of the cards."""
        out: list[Event] = []
        if self.phase is Phase.OPENING:
            out.extend(self.open())
        if self.phase is Phase.FINISHED:
            raise GameOverError(f"the game is over: {self.players[self._winner_or_first()]} has won")
        if self.phase is Phase.DEALING:
            raise TontineError(f"deal {self.deal_number} is still being dealt")
        assert self.next_dealer is not None
        self.deal_number += 1
        dealer = self.dealer = self.next_dealer
        order = serving_order(dealer, self.holdings)
        reshuffle = (
            self.packs_used == 0
            or self.rules.deck is DeckHandling.FRESH
            or self.talon_left < len(order)
        )
        new_events: list[Event] = []
        if reshuffle:
            reason = (
                "start" if self.packs_used == 0
                else "fresh" if self.rules.deck is DeckHandling.FRESH
                else "talon short"
            )
            self._out = set()
            self.packs_used += 1
            if self.source is not None:
                self._pack = list(self.source.new_pack(self.deal_number))
                self._pack_size = len(self._pack)
            else:
                self._pack = None
                self._pack_size = 52
            new_events.append(Reshuffled(self.deal_number, reason, self._pack_size))
        if self.talon_left < len(order):
            raise TontineError(
                f"deal {self.deal_number}: the pack holds {self.talon_left} card(s) "
                f"for {len(order)} live player(s)"
            )
        self.history.append(DealRecord(self.deal_number, dealer, reshuffle))
        self._pending = deque(order)
        self._fell = []
        self._start_holdings = self.holdings
        self._start_pool = self.pool
        new_events.append(DealStarted(self.deal_number, dealer, order))
        self.phase = Phase.DEALING
        self.events.extend(new_events)
        return out + new_events

    def deal(self) -> list[Event]:
        """Play one whole deal with cards from the table's source."""
        out: list[Event] = []
        if self.phase is not Phase.DEALING:
            out.extend(self.begin_deal())
        if self._pack is None:
            raise TontineError("this table has no card source: turn cards up one by one")
        while self.phase is Phase.DEALING:
            position = self._pack_size - self.talon_left
            out.extend(self.turn_up(self._pack[position]))
        return out

    def play(self, *, max_deals: int | None = None) -> Iterator[Event]:
        """Every event to the end of the game (or until ``max_deals`` deals have been played)."""
        if self.phase is Phase.OPENING:
            yield from self.open()
        while not self.finished and (max_deals is None or self.deal_number < max_deals):
            yield from self.deal()

    def turn_up(self, card: Card | str) -> list[Event]:
        """Turn up ``card`` for :attr:`next_seat` and settle it.

        Starts the next deal first if none is under way. Raises
        :class:`~tontine.errors.CardAlreadyOutError` for a card already out of this pack;
        the table is then unchanged.
        """
        if isinstance(card, str):
            card = Card.parse(card)
        if self.phase is Phase.FINISHED:
            raise GameOverError(f"the game is over: {self.players[self._winner_or_first()]} has won")
        out: list[Event] = []
        if self.phase is not Phase.DEALING:
            before = self.copy()
            out.extend(self.begin_deal())
            if card in self._out:  # a kept talon: the card came out in an earlier deal
                self.__dict__.update(before.__dict__)
                raise CardAlreadyOutError(
                    f"card {str(card)!r} is already out of this pack (deal {self.deal_number + 1})"
                )
        elif card in self._out:
            raise CardAlreadyOutError(
                f"card {str(card)!r} is already out of this pack (deal {self.deal_number})"
            )
        seat = self._pending.popleft()
        self._out.add(card)
        self.history[-1].cards.append((seat, card))
        settled: list[Event] = [CardDealt(self.deal_number, seat, card)]
        settled.extend(self._settle(seat, card))
        if not self._pending:
            settled.extend(self._end_deal())
        self.events.extend(settled)
        return out + settled

    # -- the rules -----------------------------------------------------------

    def _settle(self, seat: int, card: Card) -> list[Event]:
        effect = self.rules.effect(card.rank)
        deal = self.deal_number
        holdings = list(self.holdings)
        out: list[Event] = []
        if effect.kind is EffectKind.TAKE:
            taken = min(effect.amount, self.pool)
            was = holdings[seat]
            holdings[seat] += taken
            self.pool -= taken
            out.append(TookFromPool(deal, seat, effect.amount, taken, holdings[seat], self.pool))
            if was == 0 and taken > 0:
                out.append(Revived(deal, seat, None))
        elif effect.kind is EffectKind.PAY:
            paid = min(effect.amount, holdings[seat])
            holdings[seat] -= paid
            self.pool += paid
            out.append(PaidIntoPool(deal, seat, effect.amount, paid, holdings[seat], self.pool))
            if paid > 0 and holdings[seat] == 0:
                out.append(self._died(seat))
        elif effect.kind is EffectKind.GIVE:
            target = self.left_neighbour(seat, effect.distance)
            if target == seat:
                out.append(PaymentVoid(deal, seat, effect.distance, effect.amount))
            else:
                paid = min(effect.amount, holdings[seat])
                was = holdings[target]
                holdings[seat] -= paid
                holdings[target] += paid
                out.append(
                    PaidNeighbour(
                        deal, seat, target, effect.distance, effect.amount, paid,
                        holdings[seat], holdings[target],
                    )
                )
                if paid > 0 and holdings[seat] == 0:
                    out.append(self._died(seat))
                if paid > 0 and was == 0:
                    out.append(Revived(deal, target, seat))
        self.holdings = tuple(holdings)
        return out

    def _died(self, seat: int) -> Died:
        self._fell.append(seat)
        return Died(self.deal_number, seat)

    def _end_deal(self) -> list[Event]:
        deal = self.deal_number
        record = self.history[-1]
        survivors = self.live_seats
        out: list[Event] = []
        if not survivors and self.rules.all_fall is AllFall.REPLAY:
            self.holdings = self._start_holdings
            self.pool = self._start_pool
            record.void = True
            record.holdings_after, record.pool_after = self.holdings, self.pool
            out.append(DealVoided(deal, self.holdings, self.pool))
            self.next_dealer = record.dealer
            self.phase = Phase.BETWEEN_DEALS
            return out
        record.holdings_after, record.pool_after = self.holdings, self.pool
        out.append(DealEnded(deal, self.holdings, self.pool))
        if len(survivors) == 1:
            out.append(self._win(survivors[0], "last standing"))
        elif not survivors and self.rules.all_fall is AllFall.LAST_TO_FALL:
            out.append(self._win(self._fell[-1], "last to fall"))
        elif not survivors:
            out.append(self._share(self._fell_last_first(), "all fell"))
        elif self.rules.deal_limit is not None and deal >= self.rules.deal_limit:
            out.extend(self._limit_reached(survivors))
        else:
            self.next_dealer = serving_order(record.dealer, self.holdings)[0]
            self.phase = Phase.BETWEEN_DEALS
        return out

    def _pay_out(self, shares: tuple[tuple[int, int], ...], how: str) -> None:
        """The game is over: the pool goes to the seats in ``shares``."""
        holdings = list(self.holdings)
        for seat, amount in shares:
            holdings[seat] += amount
        self.holdings = tuple(holdings)
        self.pool = 0
        self.win_how = how
        self.phase = Phase.FINISHED
        self.next_dealer = None

    def _win(self, seat: int, how: str) -> Won:
        pool = self.pool
        self._pay_out(((seat, pool),), how)
        self.winner = seat
        return Won(self.deal_number, seat, pool, how, self.holdings[seat])

    def _fell_last_first(self) -> list[int]:
        """Those who fell in this deal, the last to fall first."""
        sharers: list[int] = []
        for seat in reversed(self._fell):
            if seat not in sharers:
                sharers.append(seat)
        return sharers

    def _limit_reached(self, survivors: list[int]) -> list[Event]:
        """The deal limit: the largest holding takes the pool; a tie shares it."""
        top = max(self.holdings)
        # tied seats in the order the next deal would serve them, who get the odd counters
        order = serving_order(self.history[-1].dealer, self.holdings, alive=False)
        tied = [seat for seat in order if self.holdings[seat] == top]
        if len(tied) == 1:
            return [self._win(tied[0], "deal limit")]
        return [self._share(tied, "deal limit")]

    def _share(self, sharers: list[int], how: str) -> PoolShared:
        """``sharers`` split the pool; the first of them get the odd counters."""
        base, odd = divmod(self.pool, len(sharers))
        shares = tuple((seat, base + (1 if i < odd else 0)) for i, seat in enumerate(sharers))
        self._pay_out(shares, how)
        self.shares = shares
        return PoolShared(self.deal_number, shares, how)

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
