"""A room's engine table rebuilt from its stored state, and the replay that checks a stored history.

Every deal row holds, beside its events, the engine state after it (:class:`TableState`, JSON in
``tontine_deals.state``): the seats in order, the first dealer, how it was chosen and the fan
draw, the deal number, holdings, pool, dealer and next dealer, and at the end the phase, winner
and shares. :func:`restore` builds the table from the last row through
:meth:`tontine.table.Table.restore`, without re-running the game. Two things the state does not hold:

- a pack kept from deal to deal (the talon, ``deck: talon``) carries its undealt cards over; the
  table is restored from the state just before that pack was shuffled and the deals since then
  are re-run through the engine (at most one pack's worth), each checked against its row;
- the log a page shows (the last events of the game): read from the rows' events.

Rows written before the state column have none: :func:`replay` re-runs every deal, as before.
:func:`check` is that replay compared with the stored state; the server runs it in the background
or when the record is asked for, never on the way to serving a room.

>>> from tontine.rules import Rules
>>> from tontine.table import Table
>>> table = Table(Rules(), ["Ann", "Ben", "Cat"], source=HmacShuffle("00" * 32, ["ab" * 8] * 3))
>>> _ = table.open(); _ = table.deal()
>>> state = state_of(table)
>>> TableState.from_json(state.to_json()) == state, state.deal_number, state.rerun_from
(True, 1, None)
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tontine.cards import Card
from tontine.errors import TontineError
from tontine.events import Ending, FirstDealerMethod, Result
from tontine.rules import DeckHandling, Rules
from tontine.server.room.room import rules_of
from tontine.server.room.rows import DealRow, GameRow
from tontine.server.verify.shuffle import HmacShuffle, for_entrants
from tontine.table import Phase, Table

__all__ = [
    "HistoryError",
    "NoState",
    "Restored",
    "TableState",
    "check",
    "log_start",
    "replay",
    "restore",
    "state_of",
]


class HistoryError(TontineError):
    """A stored history that does not rebuild to the stored state."""


class NoState(TontineError):
    """The rows hold no state to restore from (written before the state column): replay instead."""


@dataclass(frozen=True)
class TableState:
    """What :meth:`Table.restore` needs, and what a page sees of a table between deals."""

    players: tuple[str, ...]  #: in seat order (after any fan draw)
    first_dealer: int
    first_dealer_method: FirstDealerMethod
    seat_draw: tuple[tuple[str, str, int], ...]  #: the fan draw: (player, card, seat) in drawing order
    deal_number: int
    holdings: tuple[int, ...]
    pool: int
    dealer: int | None  #: the dealer of the last deal
    next_dealer: int | None
    phase: Phase
    winner: int | None
    win_how: Ending | None
    shares: tuple[tuple[int, int], ...]
    packs_used: int
    #: the deal that shuffled the pack still in use, when its talon carries over to the next deal
    #: (a kept pack, game not over): restoring re-runs the engine from there; None when the state suffices
    rerun_from: int | None
    #: the first deal with an event among the last ones a page shows (the log); not engine state
    log_from: int = 0

    def to_json(self) -> dict[str, Any]:
        """The JSON stored with the deal; ``needs_from`` (derived) also goes to the row's ``restore_from``."""
        return {  # by hand, not dataclasses.asdict: this is on the path of every deal
            "players": list(self.players), "first_dealer": self.first_dealer,
            "first_dealer_method": self.first_dealer_method.value,
            "seat_draw": [list(drawn) for drawn in self.seat_draw], "deal_number": self.deal_number,
            "holdings": list(self.holdings), "pool": self.pool, "dealer": self.dealer,
            "next_dealer": self.next_dealer, "phase": self.phase.value, "winner": self.winner,
            "win_how": self.win_how.value if self.win_how is not None else None,
            "shares": [list(share) for share in self.shares], "packs_used": self.packs_used,
            "rerun_from": self.rerun_from, "log_from": self.log_from, "needs_from": self.needs_from,
        }

    @classmethod
    def from_json(cls, data: object) -> TableState:
        """The state of a row; :class:`HistoryError` if it is not one."""
        try:
            assert isinstance(data, dict)
            return cls(
                players=tuple(str(p) for p in data["players"]),
                first_dealer=int(data["first_dealer"]),
                first_dealer_method=FirstDealerMethod(data["first_dealer_method"]),
                seat_draw=tuple((str(p), str(c), int(s)) for p, c, s in data["seat_draw"]),
                deal_number=int(data["deal_number"]),
                holdings=tuple(int(h) for h in data["holdings"]),
                pool=int(data["pool"]),
                dealer=_int_or_none(data["dealer"]),
                next_dealer=_int_or_none(data["next_dealer"]),
                phase=Phase(data["phase"]),
                winner=_int_or_none(data["winner"]),
                win_how=Ending(data["win_how"]) if data["win_how"] is not None else None,
                shares=tuple((int(s), int(a)) for s, a in data["shares"]),
                packs_used=int(data["packs_used"]),
                rerun_from=_int_or_none(data["rerun_from"]),
                log_from=int(data.get("log_from", 0)),
            )
        except (AssertionError, KeyError, TypeError, ValueError) as exc:
            raise HistoryError(f"a stored state is not readable: {exc!r}") from None

    def engine(self) -> TableState:
        """The same state without what is not the engine's (to compare two tables)."""
        return dataclasses.replace(self, log_from=0)

    @property
    def needs_from(self) -> int:
        """The first deal whose row a restore from this state reads: the log's first, or the engine's re-run."""
        return min(self.log_from, self.base)

    @property
    def base(self) -> int:
        """The deal whose stored state the table is restored from (the engine re-runs the ones after)."""
        return self.rerun_from - 1 if self.rerun_from is not None else self.deal_number


def _int_or_none(value: object) -> int | None:
    return None if value is None else int(value)  # type: ignore[call-overload]


def state_of(table: Table, *, log_from: int = 0) -> TableState:
    """The state to store with the deal the table has just played (or its opening)."""
    finished = table.finished
    rerun_from = None
    if table.rules.deck is not DeckHandling.FRESH and not finished:
        rerun_from = next((record.number for record in reversed(table.history) if record.reshuffled), None)
    assert table.first_dealer is not None and table.first_dealer_method is not None
    return TableState(
        players=tuple(table.players), first_dealer=table.first_dealer,
        first_dealer_method=table.first_dealer_method,
        seat_draw=tuple((player, str(card), seat) for player, card, seat in table.seat_draw),
        deal_number=table.deal_number, holdings=tuple(table.holdings), pool=table.pool, dealer=table.dealer,
        next_dealer=table.next_dealer, phase=table.phase, winner=table.winner, win_how=table.win_how,
        shares=tuple(table.shares), packs_used=table.packs_used, rerun_from=rerun_from, log_from=log_from,
    )


def log_start(log: Sequence[dict[str, Any]], events: Sequence[dict[str, Any]], length: int) -> int:
    """The first deal with an event in the log once ``events`` follow ``log`` (the last ``length`` kept)."""
    tail = [*log, *events][-length:]
    return int(tail[0].get("deal", 0)) if tail else 0


@dataclass(frozen=True)
class Restored:
    """An engine table rebuilt from stored rows, and the logged events from before its own ``events``."""

    table: Table
    log_rows: tuple[DealRow, ...]  #: the rows whose events come before the table's own in the log
    replayed: int  #: deals the engine re-ran to get there


_RULES: dict[str, tuple[Rules, bool]] = {}


def _rules(game: GameRow) -> tuple[Rules, bool]:
    """The game's rules, parsed once for every game with the same stored rules (a restart reads many)."""
    key = json.dumps(game.rules, sort_keys=True)
    found = _RULES.get(key)
    if found is None:
        if len(_RULES) > 256:
            _RULES.clear()
        found = _RULES[key] = rules_of(game.rules)
    return found


def _source(game: GameRow, hand: bool) -> HmacShuffle | None:
    assert game.entrants is not None
    return None if hand else for_entrants(game.server_seed, game.entrants, game.shuffle_version)


def _table_of(rules: Rules, state: TableState, source: HmacShuffle | None) -> Table:
    """A table in ``state`` (between deals, or over): the opening's snapshot with the stored state in it."""
    draw = [(player, Card.parse(card), seat) for player, card, seat in state.seat_draw]
    opening = Table.restore(rules, state.players, first_dealer=state.first_dealer,
                            first_dealer_method=state.first_dealer_method, seat_draw=draw)
    opening.open()
    opening.events.clear()  # a restored table's events are those after it (the log is read from the rows)
    over = state.phase is Phase.FINISHED
    result = None
    if over:
        assert state.win_how is not None
        result = Result(state.win_how, state.winner, state.shares).to_dict()
    snapshot = opening.snapshot()
    snapshot.update(
        phase=state.phase.value, holdings=list(state.holdings), pool=state.pool, dealer=state.dealer,
        next_dealer=None if over else state.next_dealer, deal_number=state.deal_number,
        deals_before=state.deal_number, result=result, events=[],
        packs_used=state.packs_used,  # so the next pack's reason is the one a replay gives
    )
    return Table.from_snapshot(snapshot, source=source)


def _run(table: Table, row: DealRow, hand: bool, code: str) -> None:
    """Re-run one stored deal through the engine and check it ends where its row says."""
    if row.number == 0:
        table.open()
    elif hand:  # a real pack: the cards entered, in their order
        for event in row.events or []:
            if event.get("type") == "card_dealt":
                table.turn_up(event["card"])
    else:
        table.deal()
    if table.deal_number != row.number or list(table.holdings) != row.holdings or table.pool != row.pool:
        raise HistoryError(f"table {code}: deal {row.number} does not rebuild to the stored state")


def restore(code: str, game: GameRow, rows: Sequence[DealRow]) -> Restored:
    """The table of a started game from its rows (from the last row's ``restore_from`` on).

    :class:`NoState` when the rows hold no state (replay them instead); :class:`HistoryError`
    when the deals re-run from the restored state do not lead to the last row's state.
    """
    assert game.entrants is not None and rows
    rules, hand = _rules(game)
    last = rows[-1]
    if last.state is None:
        raise NoState(f"table {code}: deal {last.number} has no stored state")
    final = TableState.from_json(last.state)
    by_number = {row.number: row for row in rows}
    base = by_number.get(final.base)
    if base is None or base.state is None:
        raise NoState(f"table {code}: deal {final.base} has no stored state")
    table = _table_of(rules, TableState.from_json(base.state), _source(game, hand))
    replayed = 0
    for row in rows:
        if row.number > final.base:
            _run(table, row, hand, code)
            replayed += 1
    if state_of(table).engine() != final.engine():
        raise HistoryError(f"table {code}: the deals since deal {final.base} do not lead to the stored state")
    return Restored(table, tuple(row for row in rows if final.log_from <= row.number <= final.base), replayed)


def replay(code: str, game: GameRow, rows: Sequence[DealRow]) -> Table:
    """The table of a started game, re-run from its seeds over every stored deal, checked deal by deal."""
    assert game.entrants is not None
    rules, hand = _rules(game)
    table = Table(rules, [name for _pos, name, _seed in game.entrants], source=_source(game, hand),
                  first_dealer=0 if hand else None)  # a real pack: the first seat deals first
    for row in rows:
        _run(table, row, hand, code)
    return table


def check(code: str, game: GameRow, rows: Sequence[DealRow]) -> Table:
    """:func:`replay`, and the replayed table compared with the last row's stored state."""
    table = replay(code, game, rows)
    if rows and rows[-1].state is not None:
        stored = TableState.from_json(rows[-1].state)
        if state_of(table).engine() != stored.engine():
            raise HistoryError(f"table {code}: the deals do not rebuild to the state stored with deal {rows[-1].number}")
    return table
