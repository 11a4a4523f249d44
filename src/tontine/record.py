"""Game records: JSON that holds a whole game and replays through the engine.

The format is documented in ``docs/record-format.md``. :func:`to_record` writes
one from a table, :func:`replay` rebuilds the game from one and checks every
deal against what the record claims.

>>> from tontine import Rules, Table, SeededShuffle
>>> table = Table(Rules(), ["Ann", "Ben", "Cat"], source=SeededShuffle(3))
>>> _ = list(table.play())
>>> record = to_record(table, seed=3)
>>> replay(record).winner == table.winner == record["winner"]
True
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, TypeVar

from tontine.cards import Card
from tontine.errors import RecordError, TontineError
from tontine.events import FirstDealerMethod
from tontine.rules import Rules
from tontine.sources import SHUFFLE_ALGORITHMS, seeded_shuffle
from tontine.table import Phase, Table

__all__ = [
    "MAX_RECORD_BYTES",
    "READ_FORMATS",
    "RECORD_FORMAT",
    "VERSION_1_ALGORITHM",
    "check_shape",
    "guarded",
    "parse_record",
    "read_record",
    "replay",
    "to_record",
    "write_record",
]

T = TypeVar("T")

#: The version of the record format this code writes.
RECORD_FORMAT = 2

#: Every version this code reads: version 1 says ``pot`` for the pool and names no shuffle algorithm.
READ_FORMATS = (1, 2)

#: What a seed meant in a record that does not say (version 1).
VERSION_1_ALGORITHM = "cpython-random/1"

#: No real game comes near this: 52 seats for thousands of deals is a few MB.
MAX_RECORD_BYTES = 64 * 2**20


def to_record(
    table: Table,
    *,
    seed: int | None = None,
    source: str | None = None,
    extra: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The record of a table's game so far (finished or not).

    ``source`` names where the cards came from: ``seeded`` (the default when a
    seed is given; a table dealt by a seeded shuffle gives its own seed), ``typed``,
    ``stacked`` or any other name a front end uses. With a seed, the record names the
    shuffle algorithm that gives it its meaning (``seed_algorithm``): the table's own
    seeded shuffle's, else the current one's.
    """
    if table.first_dealer is None:
        raise RecordError("the table has not been opened: nothing to record yet")
    if not table.keeps_history:
        raise RecordError("the table keeps no history (history=False): its deals are not known")
    if table.deals_before:
        raise RecordError(
            f"the table was restored after deal {table.deals_before}: its earlier deals are not known"
        )
    algorithm = getattr(table.source, "ALGORITHM", None)
    seeded = isinstance(algorithm, str) and algorithm in SHUFFLE_ALGORITHMS
    if seed is None and seeded:
        seed = getattr(table.source, "seed", None)
    if seed is None:
        algorithm = None
    elif not seeded:
        algorithm = seeded_shuffle(seed).ALGORITHM
    deals = []
    for deal in table.history:
        entry: dict[str, Any] = {
            "number": deal.number,
            "dealer": deal.dealer,
            "reshuffled": deal.reshuffled,
            "cards": [{"seat": seat, "card": str(card)} for seat, card in deal.cards],
            "holdings_after": list(deal.holdings_after),
            "pool_after": deal.pool_after,
        }
        if deal.void:
            entry["void"] = True
        deals.append(entry)
    if table.phase is Phase.DEALING and deals:
        deals[-1]["incomplete"] = True
    record: dict[str, Any] = {
        "format": RECORD_FORMAT,
        "rules": table.rules.to_dict(),
        "players": list(table.players),
        "seed": seed,
        "seed_algorithm": algorithm,
        "source": source or ("seeded" if seed is not None else "typed"),
        "first_dealer": table.first_dealer,
        "first_dealer_method": table.first_dealer_method,
        "seat_draw": [
            {"player": player, "card": str(card), "seat": seat}
            for player, card, seat in table.seat_draw
        ],
        "deals": deals,
        "winner": table.winner,
        "result": table.win_how,
        "shares": [{"seat": seat, "amount": amount} for seat, amount in table.shares],
        "final_holdings": list(table.holdings),
        "final_pool": table.pool,
    }
    if extra:
        record.update(extra)
    return record


def write_record(path: str | Path, record: Mapping[str, Any]) -> None:
    """Write a record as indented JSON."""
    Path(path).write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")


def parse_record(text: str | bytes, label: str = "<record>") -> dict[str, Any]:
    """The JSON object in ``text``; anything else is one :class:`RecordError` line naming ``label``.

    >>> parse_record('[' * 5000 + ']' * 5000, "deep.json")
    Traceback (most recent call last):
    ...
    tontine.errors.RecordError: record 'deep.json' is nested too deeply to be a game record
    """
    try:
        data = json.loads(text.decode("utf-8") if isinstance(text, bytes) else text)
    except RecursionError:
        raise RecordError(f"record {label!r} is nested too deeply to be a game record") from None
    except UnicodeDecodeError:
        raise RecordError(f"record {label!r} is not UTF-8 text") from None
    except ValueError as exc:  # JSONDecodeError, and numbers past Python's digit limit
        raise RecordError(f"record {label!r} is not valid JSON: {str(exc).splitlines()[0]}") from None
    if not isinstance(data, dict):
        raise RecordError(f"record {label!r} must hold a JSON object")
    return data


def read_record(path: str | Path) -> dict[str, Any]:
    """Read a record file: a JSON object, refusing folders, endless devices and files too large to be one."""
    label = str(path)
    try:
        with Path(path).open("rb") as handle:
            raw = handle.read(MAX_RECORD_BYTES + 1)
    except OSError as exc:
        raise RecordError(f"cannot read record {label!r}: {exc.strerror or exc}") from None
    if len(raw) > MAX_RECORD_BYTES:
        raise RecordError(f"record {label!r} is larger than {MAX_RECORD_BYTES // 2**20} MB: not a game record")
    return parse_record(raw, label)


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def check_shape(record: Mapping[str, Any]) -> None:
    """Refuse a record whose lists are not lists, before anything iterates over them.

    >>> check_shape({"seat_draw": 5})
    Traceback (most recent call last):
    ...
    tontine.errors.RecordError: field 'seat_draw' must be a list, not 5
    """
    for key, what in (("seat_draw", "a list"), ("players", "a list of names"), ("deals", "a list")):
        value = record.get(key)
        if value is not None and not isinstance(value, list):
            raise RecordError(f"field {key!r} must be {what}, not {_short(value)}")


#: What a malformed record can make a reader of it raise besides RecordError.
_SHAPE_ERRORS = (TypeError, AttributeError, KeyError, IndexError, RecursionError, OverflowError)


def guarded(check: Callable[[Mapping[str, Any]], T], record: Mapping[str, Any]) -> T:
    """``check(record)`` (a replay, a verification, a narration) with every malformed shape a RecordError.

    >>> guarded(lambda record: record["deals"][0], {"deals": []})
    Traceback (most recent call last):
    ...
    tontine.errors.RecordError: malformed record (IndexError: list index out of range)
    """
    check_shape(record)
    try:
        return check(record)
    except _SHAPE_ERRORS as exc:
        raise RecordError(f"malformed record ({type(exc).__name__}: {str(exc)[:120]})") from None


def _field(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str = "") -> Any:
    if key not in data:
        raise RecordError(f"{where}missing field {key!r}")
    value = data[key]
    if isinstance(value, bool) and kind is int:
        raise RecordError(f"{where}field {key!r} must be a whole number, not {value!r}")
    if not isinstance(value, kind):
        raise RecordError(f"{where}field {key!r} has the wrong type: {value!r}")
    return value


def replay(record: Mapping[str, Any], *, check_seed: bool = True) -> Table:
    """Replay a record through the engine and return the table it leads to.

    Every deal's dealer, order of seats, cards, holdings and pool are checked;
    the first mismatch raises :class:`RecordError` naming the deal. When the
    record's cards came from a seed, the seed must reproduce them too.
    """
    if not isinstance(record, Mapping):
        raise RecordError("a record must be a JSON object")
    check_shape(record)
    version = _field(record, "format", int)
    if version not in READ_FORMATS:
        known = " and ".join(str(v) for v in READ_FORMATS)
        raise RecordError(f"record format {version!r} is not supported (this version reads {known})")
    try:
        rules = Rules.from_dict(_field(record, "rules", dict))
    except TontineError as exc:
        raise RecordError(f"rules: {exc}") from None
    players = _field(record, "players", list)
    if not all(isinstance(p, str) for p in players):
        raise RecordError("players must be a list of names")
    first_dealer = _field(record, "first_dealer", int)
    deals = _field(record, "deals", list)
    seat_draw = []
    entries = record.get("seat_draw") or []
    if not isinstance(entries, list):
        raise RecordError(f"field 'seat_draw' has the wrong type: {entries!r}")
    for entry in entries:
        if not isinstance(entry, dict):
            raise RecordError("seat_draw entries must be objects")
        seat_draw.append(
            (
                _field(entry, "player", str, "seat_draw: "),
                _parse_card(_field(entry, "card", str, "seat_draw: ")),
                _field(entry, "seat", int, "seat_draw: "),
            )
        )
    try:
        method = record.get("first_dealer_method")
        table = Table.restore(
            rules,
            players,
            first_dealer=first_dealer,
            seat_draw=seat_draw,
            first_dealer_method=method if isinstance(method, str) and method else FirstDealerMethod.GIVEN,
        )
    except TontineError as exc:
        raise RecordError(str(exc)) from None
    table.open()
    pool_key = "pot_after" if version == 1 else "pool_after"
    for index, deal in enumerate(deals, start=1):
        _replay_deal(table, deal, index, pool_key)
    winner = record.get("winner")
    if winner is not None and winner != table.winner:
        raise RecordError(f"the record names seat {winner!r} as winner; the game gives {table.winner}")
    if winner is None and table.winner is not None:
        raise RecordError(f"the record names no winner; the game gives seat {table.winner}")
    seed = record.get("seed")
    if check_seed and record.get("source") == "seeded" and isinstance(seed, int) and not isinstance(seed, bool):
        _check_seed(table, seed, _algorithm(record, version))
    return table


def _parse_card(text: str) -> Card:
    try:
        return Card.parse(text)
    except TontineError as exc:
        raise RecordError(str(exc)) from None


def _algorithm(record: Mapping[str, Any], version: int) -> str:
    """The seeded shuffle a record's seed means: its ``seed_algorithm``; version 1 names none."""
    if version == 1:
        return VERSION_1_ALGORITHM
    name = str(_field(record, "seed_algorithm", str))
    if name not in SHUFFLE_ALGORITHMS:
        known = ", ".join(SHUFFLE_ALGORITHMS)
        raise RecordError(f"seed_algorithm {name!r} is not one this version knows ({known})")
    return name


def _replay_deal(table: Table, deal: Any, index: int, pool_key: str) -> None:
    where = f"deal {index}: "
    if not isinstance(deal, dict):
        raise RecordError(f"{where}must be an object")
    if table.finished:
        raise RecordError(f"{where}the game was already won after deal {index - 1}")
    dealer = _field(deal, "dealer", int, where)
    if dealer != table.next_dealer:
        raise RecordError(f"{where}the record has seat {dealer} dealing; the deal passes to seat {table.next_dealer}")
    cards = _field(deal, "cards", list, where)
    try:
        table.begin_deal()
        for position, entry in enumerate(cards, start=1):
            if not isinstance(entry, dict):
                raise RecordError(f"{where}card {position} must be an object")
            seat = _field(entry, "seat", int, where)
            card = Card.parse(_field(entry, "card", str, where))
            if table.phase is not Phase.DEALING:
                raise RecordError(f"{where}{len(cards)} cards recorded; the deal took {position - 1}")
            if seat != table.next_seat:
                raise RecordError(f"{where}card {position} is recorded for seat {seat}; it goes to seat {table.next_seat}")
            table.turn_up(card)
    except RecordError:
        raise
    except TontineError as exc:
        raise RecordError(f"{where}{exc}") from None
    if table.phase is Phase.DEALING:
        if deal.get("incomplete") and index == table.deal_number:
            return
        raise RecordError(f"{where}{len(cards)} cards recorded; the deal needs more")
    holdings = _field(deal, "holdings_after", list, where)
    pool = _field(deal, pool_key, int, where)
    expected = list(table.history[-1].holdings_after)
    if holdings != expected:
        raise RecordError(f"{where}holdings_after is {holdings}; the cards give {expected}")
    if pool != table.history[-1].pool_after:
        raise RecordError(f"{where}{pool_key} is {pool}; the cards give {table.history[-1].pool_after}")


def _check_seed(replayed: Table, seed: int, algorithm: str) -> None:
    # Names do not matter here: a fan draw permutes them, but the seats play the same game.
    fresh = Table(replayed.rules, replayed.players, source=seeded_shuffle(seed, algorithm))
    fresh.open()
    if fresh.first_dealer != replayed.first_dealer:
        raise RecordError(
            f"the seed {seed} draws seat {fresh.first_dealer} as first dealer, "
            f"not {replayed.first_dealer}"
        )
    for deal in replayed.history:
        fresh.deal()
        dealt = fresh.history[-1].cards
        if dealt[: len(deal.cards)] != deal.cards:
            raise RecordError(f"deal {deal.number}: the cards are not the ones the seed {seed} deals")
