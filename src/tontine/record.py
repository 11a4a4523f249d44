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

import enum
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from tontine.cards import Card
from tontine.errors import RecordError, TontineError
from tontine.events import FirstDealerMethod
from tontine.rules import PRESETS, Rules
from tontine.sources import SHUFFLE_ALGORITHMS, seeded_shuffle
from tontine.table import Phase, Table

__all__ = [
    "MAX_RECORD_BYTES",
    "READ_FORMATS",
    "RECORD_FORMAT",
    "VERSION_1_ALGORITHM",
    "RecordCheck",
    "ShuffleCheck",
    "check_record",
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
        raise RecordError(f"record {label!r} is nested too deeply to be a game record",
                          key="record-deep", file_name=label) from None
    except UnicodeDecodeError:
        raise RecordError(f"record {label!r} is not UTF-8 text", key="record-utf8", file_name=label) from None
    except ValueError as exc:  # JSONDecodeError, and numbers past Python's digit limit
        detail = str(exc).splitlines()[0]
        raise RecordError(f"record {label!r} is not valid JSON: {detail}", key="record-json",
                          file_name=label, detail_text=detail, line=getattr(exc, "lineno", 0),
                          column=getattr(exc, "colno", 0)) from None
    if not isinstance(data, dict):
        raise RecordError(f"record {label!r} must hold a JSON object", key="record-object",
                          file_name=label)
    return data


def read_record(path: str | Path) -> dict[str, Any]:
    """Read a record file: a JSON object, refusing folders, endless devices and files too large to be one."""
    label = str(path)
    try:
        with Path(path).open("rb") as handle:
            raw = handle.read(MAX_RECORD_BYTES + 1)
    except OSError as exc:
        raise RecordError(f"cannot read record {label!r}: {exc.strerror or exc}", key="record-read",
                          file_name=label, reason_text=exc) from None
    if len(raw) > MAX_RECORD_BYTES:
        raise RecordError(f"record {label!r} is larger than {MAX_RECORD_BYTES // 2**20} MB: not a game record",
                          key="record-large", file_name=label, size=MAX_RECORD_BYTES // 2**20)
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
            raise RecordError(f"field {key!r} must be {what}, not {_short(value)}", key="record-list",
                              key_text=key, value_text=_short(value))


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
        raise RecordError(f"malformed record ({type(exc).__name__}: {str(exc)[:120]})",
                          key="record-malformed", kind_text=type(exc).__name__,
                          detail_text=str(exc)[:120]) from None


#: Where in a record an error is: a deal's number, a part's name ("seat_draw"), or the record as a whole.
_Where = int | str | None


def _at(where: _Where, exc: TontineError) -> RecordError:
    """``exc`` as a RecordError that names where in the record it is ("deal 3: ...")."""
    if where is None:
        if isinstance(exc, RecordError):
            return exc
        error = RecordError(str(exc), key=exc.key, msg_id=exc.msg_id)
        error.msg_args = exc.msg_args
        return error
    if isinstance(where, int):
        return RecordError(f"deal {where}: {exc}", key="record-deal", deal=where, reason_text=exc)
    return RecordError(f"{where}: {exc}", key="record-part", part_text=where, reason_text=exc)


def _field(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: _Where = None) -> Any:
    if key not in data:
        raise _at(where, RecordError(f"missing field {key!r}", key="record-missing", key_text=key))
    value = data[key]
    if isinstance(value, bool) and kind is int:
        raise _at(where, RecordError(f"field {key!r} must be a whole number, not {value!r}",
                                     key="record-whole", key_text=key, value_text=repr(value)))
    if not isinstance(value, kind):
        raise _at(where, RecordError(f"field {key!r} has the wrong type: {value!r}", key="record-type",
                                     key_text=key, value_text=repr(value)))
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
        raise RecordError(f"record format {version!r} is not supported (this version reads {known})",
                          key="record-format", version_text=repr(version), known_list=list(READ_FORMATS))
    try:
        rules = Rules.from_dict(_field(record, "rules", dict))
    except TontineError as exc:
        raise _at("rules", exc) from None
    players = _field(record, "players", list)
    if not all(isinstance(p, str) for p in players):
        raise RecordError("players must be a list of names", key="record-players")
    first_dealer = _field(record, "first_dealer", int)
    deals = _field(record, "deals", list)
    seat_draw = []
    entries = record.get("seat_draw") or []
    if not isinstance(entries, list):
        raise RecordError(f"field 'seat_draw' has the wrong type: {entries!r}", key="record-type",
                          key_text="seat_draw", value_text=repr(entries))
    for entry in entries:
        if not isinstance(entry, dict):
            raise RecordError("seat_draw entries must be objects", key="record-seat-draw")
        seat_draw.append(
            (
                _field(entry, "player", str, "seat_draw"),
                _parse_card(_field(entry, "card", str, "seat_draw")),
                _field(entry, "seat", int, "seat_draw"),
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
        raise _at(None, exc) from None
    table.open()
    pool_key = "pot_after" if version == 1 else "pool_after"
    for index, deal in enumerate(deals, start=1):
        _replay_deal(table, deal, index, pool_key)
    winner = record.get("winner")
    if winner is not None and winner != table.winner:
        raise RecordError(f"the record names seat {winner!r} as winner; the game gives {table.winner}",
                          key="record-winner", winner_text=repr(winner), seat_text=str(table.winner))
    if winner is None and table.winner is not None:
        raise RecordError(f"the record names no winner; the game gives seat {table.winner}",
                          key="record-no-winner", seat=table.winner)
    seed = record.get("seed")
    if check_seed and record.get("source") == "seeded" and isinstance(seed, int) and not isinstance(seed, bool):
        _check_seed(table, seed, _algorithm(record, version))
    return table


def _parse_card(text: str) -> Card:
    try:
        return Card.parse(text)
    except TontineError as exc:
        raise _at(None, exc) from None


def _algorithm(record: Mapping[str, Any], version: int) -> str:
    """The seeded shuffle a record's seed means: its ``seed_algorithm``; version 1 names none."""
    if version == 1:
        return VERSION_1_ALGORITHM
    name = str(_field(record, "seed_algorithm", str))
    if name not in SHUFFLE_ALGORITHMS:
        known = ", ".join(SHUFFLE_ALGORITHMS)
        raise RecordError(f"seed_algorithm {name!r} is not one this version knows ({known})",
                          key="record-algorithm", name_text=name, known_list=known)
    return name


def _replay_deal(table: Table, deal: Any, index: int, pool_key: str) -> None:
    if not isinstance(deal, dict):
        raise _at(index, RecordError("must be an object", key="record-deal-object"))
    if table.finished:
        raise _at(index, RecordError(f"the game was already won after deal {index - 1}", key="record-won",
                                     deal=index - 1))
    dealer = _field(deal, "dealer", int, index)
    if dealer != table.next_dealer:
        raise _at(index, RecordError(f"the record has seat {dealer} dealing; the deal passes to seat {table.next_dealer}",
                                     key="record-dealer", dealer=dealer, seat=table.next_dealer))
    cards = _field(deal, "cards", list, index)
    try:
        table.begin_deal()
        for position, entry in enumerate(cards, start=1):
            if not isinstance(entry, dict):
                raise _at(index, RecordError(f"card {position} must be an object", key="record-card-object",
                                             position=position))
            seat = _field(entry, "seat", int, index)
            card = Card.parse(_field(entry, "card", str, index))
            if table.phase is not Phase.DEALING:
                raise _at(index, RecordError(f"{len(cards)} cards recorded; the deal took {position - 1}",
                                             key="record-cards-extra", cards=len(cards), took=position - 1))
            if seat != table.next_seat:
                raise _at(index, RecordError(
                    f"card {position} is recorded for seat {seat}; it goes to seat {table.next_seat}",
                    key="record-card-seat", position=position, seat=seat, next=table.next_seat or 0))
            table.turn_up(card)
    except RecordError:
        raise
    except TontineError as exc:
        raise _at(index, exc) from None
    if table.phase is Phase.DEALING:
        if deal.get("incomplete") and index == table.deal_number:
            return
        raise _at(index, RecordError(f"{len(cards)} cards recorded; the deal needs more",
                                     key="record-cards-short", cards=len(cards)))
    holdings = _field(deal, "holdings_after", list, index)
    pool = _field(deal, pool_key, int, index)
    expected = list(table.history[-1].holdings_after)
    if holdings != expected:
        raise _at(index, RecordError(f"holdings_after is {holdings}; the cards give {expected}",
                                     key="record-holdings", holdings_text=str(holdings),
                                     expected_text=str(expected)))
    if pool != table.history[-1].pool_after:
        raise _at(index, RecordError(f"{pool_key} is {pool}; the cards give {table.history[-1].pool_after}",
                                     key="record-pool", key_text=pool_key, pool=pool,
                                     expected=table.history[-1].pool_after))


def _check_seed(replayed: Table, seed: int, algorithm: str) -> None:
    # Names do not matter here: a fan draw permutes them, but the seats play the same game.
    fresh = Table(replayed.rules, replayed.players, source=seeded_shuffle(seed, algorithm))
    fresh.open()
    if fresh.first_dealer != replayed.first_dealer:
        raise RecordError(
            f"the seed {seed} draws seat {fresh.first_dealer} as first dealer, "
            f"not {replayed.first_dealer}",
            key="record-seed-dealer", seed_code=str(seed), seat=fresh.first_dealer or 0,
            given=replayed.first_dealer or 0,
        )
    for deal in replayed.history:
        fresh.deal()
        dealt = fresh.history[-1].cards
        if dealt[: len(deal.cards)] != deal.cards:
            raise _at(deal.number, RecordError(f"the cards are not the ones the seed {seed} deals",
                                               key="record-seed-cards", seed_code=str(seed)))


class ShuffleCheck(enum.Enum):
    """Whether a replay could check that the record's cards are the ones its shuffle deals."""

    CHECKED = "checked"  #: ``source: "seeded"``: the seed, dealt again, gives exactly the recorded cards
    NO_SEED = "no seed"  #: the record names no seed: nothing says where its cards came from
    STACKED = "stacked"  #: the cards were stacked in advance (tests, scenarios): no shuffle dealt them
    BY_HAND = "entered by hand"  #: cards typed at a real table (``source: "typed"``)
    SERVER = "server"  #: a server's shuffle (``source: "server"``): ``tontine verify`` checks it


#: the fields of a record, and of each of its deals, that a check reads; anything else is refused
_RECORD_FIELDS = frozenset({
    "format", "rules", "players", "seed", "seed_algorithm", "source", "first_dealer", "first_dealer_method",
    "seat_draw", "deals", "winner", "result", "shares", "final_holdings", "final_pool",
})
#: what a server adds to its records: the shuffle (``tontine verify`` checks it), the table's code, the cards' origin
_SERVER_FIELDS = frozenset({"shuffle", "table", "cards"})
_DEAL_FIELDS = frozenset({"number", "dealer", "reshuffled", "cards", "holdings_after", "pool_after", "void",
                          "incomplete"})
_SOURCES = {"seeded": ShuffleCheck.CHECKED, "stacked": ShuffleCheck.STACKED, "typed": ShuffleCheck.BY_HAND,
            "server": ShuffleCheck.SERVER}


@dataclass(frozen=True)
class RecordCheck:
    """What a check of a record found: the table it replays to, every fault, and what became of its shuffle.

    A record is confirmed when it has no fault and its shuffle was checked; with no fault but a
    shuffle that could not be checked (:attr:`shuffle`), every field holds but the cards' origin does not.
    """

    table: Table | None  #: the table the record replays to (None when it does not replay)
    faults: tuple[RecordError, ...]  #: each names the field that does not hold
    shuffle: ShuffleCheck

    @property
    def confirmed(self) -> bool:
        return not self.faults and self.shuffle is ShuffleCheck.CHECKED


def _fault(field: str, message: str, key: str, **args: object) -> RecordError:
    """A fault of the record, naming its field (``deals[3].void``) and what the game gives instead."""
    fault = RecordError(f"{field}: {message}", key=key)
    fault.msg_args = {name.replace("_", "-"): value for name, value in {"field_text": field, **args}.items()}
    return fault


def check_record(record: Mapping[str, Any], *, check_seed: bool = True) -> RecordCheck:
    """Check every field of a record: replayed through the engine, each field derived again and compared.

    A field no version of the format holds is refused as unknown. The faults are listed in the
    order of the record; a record that does not replay has that one fault (:func:`replay`'s error).

    >>> from tontine import Rules, Table, SeededShuffle
    >>> table = Table(Rules(), ["Ann", "Ben", "Cat"], source=SeededShuffle(3))
    >>> _ = list(table.play())
    >>> record = to_record(table, seed=3)
    >>> check_record(record).confirmed
    True
    >>> record["final_pool"] = 3
    >>> [str(fault) for fault in check_record(record).faults]
    ['final_pool: the record says 3; the game gives 0']
    """
    shuffle = _shuffle_check(record)
    try:
        table = replay(record, check_seed=check_seed)
    except RecordError as exc:
        return RecordCheck(None, (exc,), shuffle)
    faults = [*_unknown_fields(record), *_rules_faults(record), *_deal_faults(record, table),
              *_end_faults(record, table), *_source_faults(record)]
    return RecordCheck(table, tuple(faults), shuffle)


def _shuffle_check(record: Mapping[str, Any]) -> ShuffleCheck:
    found = _SOURCES.get(str(record.get("source")), ShuffleCheck.NO_SEED)
    if found is ShuffleCheck.CHECKED and (not isinstance(record.get("seed"), int) or isinstance(record.get("seed"), bool)):
        return ShuffleCheck.NO_SEED
    return found


def _unknown_fields(record: Mapping[str, Any]) -> list[RecordError]:
    version = record.get("format")
    known = _RECORD_FIELDS | _SERVER_FIELDS
    if version == 1:
        known = (known - {"final_pool", "seed_algorithm"}) | {"final_pot"}
    faults = [_fault(str(key), "no record holds this field", "record-unknown-field") for key in record
              if key not in known]
    pool_key = "pot_after" if version == 1 else "pool_after"
    deal_known = (_DEAL_FIELDS - {"pool_after"}) | {pool_key}
    for index, deal in enumerate(record.get("deals") or [], start=1):
        faults.extend(_fault(f"deals[{index}].{key}", "no deal holds this field", "record-unknown-deal-field")
                      for key in deal if key not in deal_known)
    return faults


def _rules_faults(record: Mapping[str, Any]) -> list[RecordError]:
    """The rules as written must be whole (every key, every rank of the card table) and their label true."""
    written = record["rules"]
    rules = Rules.from_dict(written)
    whole = rules.to_dict()
    faults = [_fault(f"rules.{key}", "missing: a record writes every rule", "record-rules-missing")
              for key in whole if key not in written]
    table = written.get("card_table")
    if isinstance(table, Mapping):
        given = {str(rank).upper().replace("10", "T") for rank in table}
        faults.extend(_fault(f"rules.card_table.{rank}", "missing: a record writes the whole card table",
                             "record-card-table-missing") for rank in whole["card_table"] if rank not in given)
    # house rules may change any rule of the preset named; rules that are exactly another preset's are that preset
    for preset in PRESETS:
        if preset.name != rules.preset and {**preset.rules.to_dict(), "preset": rules.preset} == whole:
            faults.append(_fault("rules.preset", f"the rules are the {preset.name} preset's, not the {rules.preset} preset's",
                                 "record-preset-label", preset_name=preset.name, label_text=rules.preset))
    return faults


def _deal_faults(record: Mapping[str, Any], table: Table) -> list[RecordError]:
    faults: list[RecordError] = []
    deals = record["deals"]
    last = len(deals)
    for index, (deal, played) in enumerate(zip(deals, table.history, strict=False), start=1):
        for key, expected in (("number", played.number), ("reshuffled", played.reshuffled)):
            value = deal.get(key)
            if value != expected or type(value) is not type(expected):
                faults.append(_fault(f"deals[{index}].{key}", f"the record says {value!r}; the game gives {expected!r}",
                                     "record-field", value_text=repr(value), expected_text=repr(expected)))
        void = deal.get("void", False)
        if void is not played.void:
            faults.append(_fault(f"deals[{index}].void", f"the record says {void!r}; the game gives {played.void!r}",
                                 "record-field", value_text=repr(void), expected_text=repr(played.void)))
        incomplete = deal.get("incomplete", False)
        cut = index == last and table.phase is Phase.DEALING
        if incomplete is not cut:
            faults.append(_fault(f"deals[{index}].incomplete", f"the record says {incomplete!r}; the game gives {cut!r}",
                                 "record-field", value_text=repr(incomplete), expected_text=repr(cut)))
    return faults


def _end_faults(record: Mapping[str, Any], table: Table) -> list[RecordError]:
    pool_key = "final_pot" if record.get("format") == 1 else "final_pool"
    result = table.result
    expected: list[tuple[str, object]] = [
        ("final_holdings", list(table.holdings)),
        (pool_key, table.pool),
        ("result", None if result is None else str(result.how)),
        ("shares", [{"seat": seat, "amount": amount} for seat, amount in table.shares]),
    ]
    faults = []
    for key, value in expected:
        written = record.get(key, [] if key == "shares" else None)
        if written != value or (isinstance(value, int) and isinstance(written, bool)):
            faults.append(_fault(key, f"the record says {_short(written)}; the game gives {_short(value)}",
                                 "record-field", value_text=_short(written), expected_text=_short(value)))
    return faults


def _source_faults(record: Mapping[str, Any]) -> list[RecordError]:
    source = record.get("source")
    faults = []
    if source not in _SOURCES:
        faults.append(_fault("source", f"{_short(source)} is not a source this version knows ({', '.join(_SOURCES)})",
                             "record-source", value_text=_short(source), known_list=", ".join(_SOURCES)))
    if record.get("seed") is None and record.get("seed_algorithm") is not None:
        faults.append(_fault("seed_algorithm", "names an algorithm for no seed", "record-algorithm-no-seed"))
    return faults
