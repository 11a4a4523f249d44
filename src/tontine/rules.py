"""The rules of a game: the card table, the stake, deck handling, and the historical presets.

A :class:`Rules` value holds every parameter the engine applies; a :class:`Preset`
is a named set of rules with the source it comes from. Rules are immutable:
house rules are new values made with :meth:`Rules.replace`.

>>> rules = Rules.from_preset("french")
>>> rules.deck, rules.first_dealer
(DeckHandling.TALON, FirstDealer.FAN)
>>> rules.effect(Rank.KING)
Effect.parse('take 3')
>>> Rules.from_preset("english").replace(stake=20).stake
20
"""

from __future__ import annotations

import enum
import json
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from tontine.cards import Rank
from tontine.errors import InvalidCardError, RulesError
from tontine.quotations import ENGLISH_SOURCE, FRENCH_SOURCE, GERMAN_SOURCE, quotation

__all__ = [
    "MAX_SEATS",
    "MIN_SEATS",
    "PRESETS",
    "AllFall",
    "Bound",
    "DeckHandling",
    "Effect",
    "EffectKind",
    "FirstDealer",
    "PlayerCountWarning",
    "PlayerLimit",
    "Preset",
    "Rules",
    "player_count_warnings",
    "standard_card_table",
]

#: A house-rules file is a dozen lines; anything this large is not one.
MAX_RULES_FILE_BYTES = 1024 * 1024
#: where tomllib's message puts the error ("... (at line 3, column 9)")
_TOML_WHERE = re.compile(r"at line (\d+), column (\d+)")

#: One card each from one pack: never more than 52 seats, never fewer than 2.
MIN_SEATS = 2
MAX_SEATS = 52


class EffectKind(enum.Enum):
    """What a card makes its holder do."""

    TAKE = "take"  #: draw counters from the pool
    PAY = "pay"  #: put counters into the pool
    GIVE = "give"  #: pay counters to a neighbour on the left
    NOTHING = "nothing"


@dataclass(frozen=True, slots=True)
class Effect:
    """One line of the card table: ``take 3``, ``pay 2``, ``give 1 to 1``, ``nothing``.

    ``give A to D`` pays A counters to the D-th neighbour on the left (seat ``s - D``).

    >>> Effect.parse("give 2 to 2")
    Effect.parse('give 2 to 2')
    >>> Effect.parse("give 2 to 2").distance
    2
    >>> Effect.parse("steal 3")
    Traceback (most recent call last):
    ...
    tontine.errors.RulesError: unknown card effect 'steal 3': write 'take N', 'pay N', 'give N to D' or 'nothing'
    """

    kind: EffectKind
    amount: int = 0
    distance: int = 0

    def __post_init__(self) -> None:
        if self.kind is EffectKind.NOTHING:
            if self.amount or self.distance:
                raise RulesError(f"{self}: 'nothing' takes no amount")
            return
        if not 1 <= self.amount <= 1000:
            raise RulesError(f"card effect amount {self.amount} must be between 1 and 1000",
                             key="effect-amount", amount=self.amount, low=1, high=1000)
        if self.kind is EffectKind.GIVE:
            if not 1 <= self.distance <= MAX_SEATS:
                raise RulesError(
                    f"card effect distance {self.distance} must be between 1 and {MAX_SEATS}",
                    key="effect-distance", distance=self.distance, low=1, high=MAX_SEATS,
                )
        elif self.distance:
            raise RulesError(f"only 'give' effects have a distance, not {self.kind.value!r}")

    @classmethod
    def parse(cls, text: str) -> Effect:
        words = text.strip().lower().split()
        try:
            if words == ["nothing"]:
                return cls(EffectKind.NOTHING)
            if len(words) == 2 and words[0] in ("take", "pay"):
                return cls(EffectKind(words[0]), int(words[1]))
            if len(words) == 4 and words[0] == "give" and words[2] == "to":
                return cls(EffectKind.GIVE, int(words[1]), int(words[3]))
        except ValueError as exc:
            if isinstance(exc, RulesError):
                raise RulesError(f"card effect {text!r}: {exc}", key="effect", effect_text=text,
                                 reason_text=exc) from None
        raise RulesError(
            f"unknown card effect {text!r}: write 'take N', 'pay N', 'give N to D' or 'nothing'",
            key="unknown-effect", effect_text=text,
        )

    def __str__(self) -> str:
        if self.kind is EffectKind.NOTHING:
            return "nothing"
        if self.kind is EffectKind.GIVE:
            return f"give {self.amount} to {self.distance}"
        return f"{self.kind.value} {self.amount}"

    def __repr__(self) -> str:
        return f"Effect.parse({str(self)!r})"


def standard_card_table() -> dict[Rank, Effect]:
    """The card table all three sources agree on."""
    take, pay, give = EffectKind.TAKE, EffectKind.PAY, EffectKind.GIVE
    return {
        Rank.KING: Effect(take, 3),
        Rank.QUEEN: Effect(take, 2),
        Rank.JACK: Effect(take, 1),
        Rank.TEN: Effect(EffectKind.NOTHING),
        Rank.NINE: Effect(pay, 1),
        Rank.EIGHT: Effect(pay, 2),
        Rank.SEVEN: Effect(pay, 1),
        Rank.SIX: Effect(pay, 2),
        Rank.FIVE: Effect(pay, 1),
        Rank.FOUR: Effect(pay, 2),
        Rank.THREE: Effect(give, 3, 3),
        Rank.TWO: Effect(give, 2, 2),
        Rank.ACE: Effect(give, 1, 1),
    }


class DeckHandling(enum.Enum):
    """When the pack is shuffled."""

    #: every deal starts from a freshly shuffled full pack (English, German)
    FRESH = "fresh"
    #: the talon is kept between deals; the whole pack is gathered and shuffled only
    #: when the talon cannot serve every live player (French)
    TALON = "talon"

    def __repr__(self) -> str:
        return f"DeckHandling.{self.name}"


class FirstDealer(enum.Enum):
    """How the first dealer is chosen."""

    FIRST_SEAT = "first-seat"  #: seat 0 deals first
    LOT = "lot"  #: drawn by lot among all seats
    #: seats and the dealer drawn with a fan of matching cards; the king deals (French)
    FAN = "fan"

    def __repr__(self) -> str:
        return f"FirstDealer.{self.name}"


class AllFall(enum.Enum):
    """What happens when the last survivors all lose their counters in the same deal."""

    LAST_TO_FALL = "last-to-fall"  #: the seat that fell last in deal order wins the pool
    SHARE = "share"  #: those who fell in that deal share the pool
    REPLAY = "replay"  #: the deal is void and dealt again by the same dealer

    def __repr__(self) -> str:
        return f"AllFall.{self.name}"


def _frozen_table(table: Mapping[Rank, Effect]) -> tuple[tuple[Rank, Effect], ...]:
    missing = [rank.symbol for rank in Rank if rank not in table]
    if missing:
        raise RulesError(f"card table has no effect for rank(s) {' '.join(missing)}")
    return tuple((rank, table[rank]) for rank in Rank)


#: the rules read from each JSON text of rules (:meth:`Rules.from_dict`), a few hundred at most
_FROM_DICT: dict[str, Rules] = {}
_FROM_DICT_SIZE = 256


@dataclass(frozen=True, slots=True)
class Rules:
    """Every parameter of a game of Tontine.

    Build one from a preset with :meth:`from_preset`, from a TOML file with
    :meth:`from_toml`, and change it with :meth:`replace`.

    >>> Rules(stake=3, ante=3)
    Traceback (most recent call last):
    ...
    tontine.errors.RulesError: stake 3 must be above the ante 3: every player antes 3 and must keep a counter to play
    """

    preset: str = "english"
    stake: int = 15
    ante: int = 3
    deck: DeckHandling = DeckHandling.FRESH
    first_dealer: FirstDealer = FirstDealer.LOT
    all_fall: AllFall = AllFall.LAST_TO_FALL
    #: after this many deals the largest holding takes the pool (a house rule; None: no limit)
    deal_limit: int | None = None
    card_table: tuple[tuple[Rank, Effect], ...] = field(
        default_factory=lambda: _frozen_table(standard_card_table())
    )

    def __post_init__(self) -> None:
        for name in ("stake", "ante"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int):
                raise RulesError(f"{name} must be a whole number, not {value!r}", key="rules-whole",
                                 key_text=name, value_text=str(value))
        if self.ante < 0:
            raise RulesError(f"ante {self.ante} must not be negative", key="ante-negative",
                             ante=self.ante)
        if self.stake <= self.ante:
            raise RulesError(
                f"stake {self.stake} must be above the ante {self.ante}: every player antes "
                f"{self.ante} and must keep a counter to play",
                key="stake-ante", stake=self.stake, ante=self.ante,
            )
        if self.stake > 1_000_000:
            raise RulesError(f"stake {self.stake} is too large (at most 1000000)", key="stake-large",
                             stake=self.stake, most=1_000_000)
        if self.deal_limit is not None and (
            isinstance(self.deal_limit, bool)
            or not isinstance(self.deal_limit, int)
            or self.deal_limit < 1
        ):
            raise RulesError(f"deal_limit must be a whole number of deals of 1 or more, not {self.deal_limit!r}",
                             key="deal-limit", value_text=str(self.deal_limit))
        for name, kind in (
            ("deck", DeckHandling),
            ("first_dealer", FirstDealer),
            ("all_fall", AllFall),
        ):
            if not isinstance(getattr(self, name), kind):
                raise RulesError(f"{name} must be a {kind.__name__}, not {getattr(self, name)!r}")
        if isinstance(self.card_table, Mapping):
            object.__setattr__(self, "card_table", _frozen_table(self.card_table))
        else:
            _frozen_table(dict(self.card_table))

    @classmethod
    def from_preset(cls, name: str) -> Rules:
        """The rules of a named preset (``english``, ``french``, ``german``)."""
        return Preset.get(name).rules

    def replace(self, **changes: Any) -> Rules:
        """A copy with some parameters changed (validated like a new value)."""
        return replace(self, **changes)

    def effect(self, rank: Rank) -> Effect:
        """The effect of a card of this rank."""
        return self.card_table[rank.value - 1][1]

    def table_dict(self) -> dict[Rank, Effect]:
        return dict(self.card_table)

    @property
    def is_standard_table(self) -> bool:
        return self.table_dict() == standard_card_table()

    def to_dict(self) -> dict[str, Any]:
        """Every parameter as plain JSON/TOML-ready values.

        >>> Rules().to_dict()["card_table"]["K"]
        'take 3'
        """
        return {
            "preset": self.preset,
            "stake": self.stake,
            "ante": self.ante,
            "deck": self.deck.value,
            "first_dealer": self.first_dealer.value,
            "all_fall": self.all_fall.value,
            "deal_limit": self.deal_limit,
            "card_table": {rank.symbol: str(effect) for rank, effect in self.card_table},
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], *, base: Rules | None = None) -> Rules:
        """Rules from a mapping such as :meth:`to_dict` writes or a TOML file holds.

        Missing keys come from ``base``, or from the named ``preset``, or the default preset.

        >>> Rules.from_dict({"preset": "german", "stake": 25}).stake
        25
        >>> Rules.from_dict({"stakes": 25})
        Traceback (most recent call last):
        ...
        tontine.errors.RulesError: unknown rules key 'stakes': use preset, stake, ante, deck, first_dealer, all_fall, deal_limit, card_table
        """
        if not isinstance(data, Mapping):
            raise RulesError(f"rules must be a table of keys and values, not {data!r}")
        if base is not None or cls is not Rules:
            return cls._from_dict(data, base)
        try:  # rules are values: the same data gives the same rules (a restart reads thousands of tables)
            memo_key = json.dumps(data, sort_keys=True)
        except (TypeError, ValueError):  # not JSON (a TOML date): read it every time
            return cls._from_dict(data, None)
        found = _FROM_DICT.get(memo_key)
        if found is None:
            if len(_FROM_DICT) >= _FROM_DICT_SIZE:
                _FROM_DICT.clear()
            found = _FROM_DICT[memo_key] = cls._from_dict(data, None)
        return found

    @classmethod
    def _from_dict(cls, data: Mapping[str, Any], base: Rules | None) -> Rules:
        known = [f.name for f in fields(cls)]
        for key in data:
            if key not in known:
                raise RulesError(f"unknown rules key {key!r}: use {', '.join(known)}", key="rules-key",
                                 key_text=str(key), key_list=", ".join(known))
        if base is None:
            preset_name = data.get("preset", Preset.DEFAULT)
            if not isinstance(preset_name, str):
                raise RulesError(f"preset must be a name, not {preset_name!r}", key="preset-name",
                                 value_text=str(preset_name))
            base = Preset.get(preset_name).rules
        changes: dict[str, Any] = {}
        if "preset" in data:
            changes["preset"] = data["preset"]
        for key in ("stake", "ante", "deal_limit"):
            if key in data:
                changes[key] = data[key]
        for key, kind in (
            ("deck", DeckHandling),
            ("first_dealer", FirstDealer),
            ("all_fall", AllFall),
        ):
            if key in data:
                changes[key] = _parse_enum(kind, key, data[key])
        if "card_table" in data:
            table = base.table_dict()
            raw = data["card_table"]
            if not isinstance(raw, Mapping):
                raise RulesError(f"card_table must map ranks to effects, not {raw!r}", key="card-table",
                                 value_text=str(raw))
            spelled: dict[Rank, str] = {}
            for rank_text, effect_text in raw.items():
                if not isinstance(effect_text, str):
                    raise RulesError(f"card_table.{rank_text} must be text, not {effect_text!r}",
                                     key="card-table-text", key_text=f"card_table.{rank_text}",
                                     value_text=str(effect_text))
                try:
                    rank = Rank.parse(str(rank_text))
                except InvalidCardError as exc:
                    raise RulesError(f"card_table: {exc}", key="card-table-rank", reason_text=exc) from None
                if rank in spelled:
                    raise RulesError(
                        f"card_table gives the rank {rank.symbol} twice, as {spelled[rank]!r} and {str(rank_text)!r}",
                        key="card-table-rank-twice", rank_text=rank.symbol, first_text=spelled[rank],
                        second_text=str(rank_text),
                    )
                spelled[rank] = str(rank_text)
                table[rank] = Effect.parse(effect_text)
            changes["card_table"] = _frozen_table(table)
        try:
            return base.replace(**changes)
        except TypeError as exc:  # a wrong type that dataclasses rejected
            raise RulesError(str(exc)) from None

    @classmethod
    def from_toml(cls, path: str | Path, *, base: Rules | None = None) -> Rules:
        """Rules from a TOML file of house rules (see ``docs/rules.md``).

        Keys the file leaves out come from ``base``, else from the preset it names. With a
        ``base``, the file's ``preset`` is not read: the base is the preset.
        """
        try:
            with Path(path).open("rb") as handle:
                raw = handle.read(MAX_RULES_FILE_BYTES + 1)
        except OSError as exc:
            raise RulesError(f"cannot read rules file {str(path)!r}: {exc.strerror}", key="rules-read",
                             file_name=str(path), reason_text=exc) from None
        if len(raw) > MAX_RULES_FILE_BYTES:
            raise RulesError(f"rules file {str(path)!r} is larger than {MAX_RULES_FILE_BYTES // 1024} KB",
                             key="rules-large", file_name=str(path), size=MAX_RULES_FILE_BYTES // 1024)
        try:
            data = tomllib.loads(raw.decode("utf-8"))
        except UnicodeDecodeError:
            raise RulesError(f"rules file {str(path)!r} is not UTF-8 text", key="rules-utf8",
                             file_name=str(path)) from None
        except tomllib.TOMLDecodeError as exc:
            where = _TOML_WHERE.search(str(exc))
            raise RulesError(f"rules file {str(path)!r} is not valid TOML: {exc}", key="rules-toml",
                             file_name=str(path), detail_text=str(exc), line=int(where[1]) if where else 0,
                             column=int(where[2]) if where else 0) from None
        except RecursionError:
            raise RulesError(f"rules file {str(path)!r} is nested too deeply", key="rules-deep",
                             file_name=str(path)) from None
        try:
            if base is not None:  # the base (a preset named on the command line) wins over the file's preset
                data = {key: value for key, value in data.items() if key != "preset"}
            return cls.from_dict(data, base=base)
        except RulesError as exc:
            raise RulesError(f"rules file {str(path)!r}: {exc}", key="rules-file", file_name=str(path),
                             reason_text=exc) from None

    def describe(self) -> str:
        """A short one-line summary."""
        return (
            f"{self.preset}: stake {self.stake}, ante {self.ante}, {self.deck.value} pack, "
            f"first dealer by {self.first_dealer.value}, all fall: {self.all_fall.value}"
            + (f", at most {self.deal_limit} deals" if self.deal_limit else "")
        )


def _parse_enum(kind: type[enum.Enum], key: str, value: object) -> Any:
    if isinstance(value, kind):
        return value
    for member in kind:
        if member.value == value:
            return member
    choices = ", ".join(str(m.value) for m in kind)
    raise RulesError(f"unknown {key} {value!r}: use one of {choices}", key="rules-choice", key_text=key,
                     value_text=str(value), choice_list=choices)


class Bound(enum.Enum):
    """Which side of a table's size a source's limit is on."""

    FEWER = "fewer"  #: the source names a smallest table
    MORE = "more"  #: the source names a largest table

    def __repr__(self) -> str:
        return f"Bound.{self.name}"


@dataclass(frozen=True, slots=True)
class PlayerLimit:
    """A limit on the number of players that a source really sets, with the sentence that sets it.

    ``quote`` is the source's own words (in its language); ``source`` its file in the seeds folder.
    """

    bound: Bound
    players: int
    source: str
    quote: str

    def breached(self, players: int) -> bool:
        """Whether a table of ``players`` lies beyond this limit.

        >>> PlayerLimit(Bound.MORE, 20, "x.txt", "bis zu 20").breached(21)
        True
        """
        return players < self.players if self.bound is Bound.FEWER else players > self.players


@dataclass(frozen=True, slots=True)
class PlayerCountWarning:
    """A warning about the size of a table, as a catalogue message id and its arguments.

    Front ends format it with ``localizer(lang)(warning.msg_id, **warning.args)``.
    """

    msg_id: str
    args: Mapping[str, int | str]

    def __repr__(self) -> str:
        return f"PlayerCountWarning({self.msg_id!r}, {dict(self.args)!r})"


#: The fan draw lays out one card of each rank: thirteen seats from one suit.
FAN_RANKS = 13
#: The sentence of the French source that sets the fan's size.
FAN_QUOTE = quotation("fr-fan").text


@dataclass(frozen=True, slots=True)
class Preset:
    """A named set of rules from one source text, with its metadata.

    ``limits`` are the limits on the table's size that the source itself sets, each with
    the sentence that sets it; ``players`` is the range no warning is given for.

    >>> Preset.get("German").players
    (2, 20)
    >>> Preset.get("english").limits[0].quote
    'Tontine may be played by twelve or fifteen persons; but the more the merrier.'
    >>> Preset.get("dutch")
    Traceback (most recent call last):
    ...
    tontine.errors.RulesError: unknown preset 'dutch': use one of english, french, german
    """

    name: str
    title: str
    source: str  #: file name in the seeds folder
    language: str
    limits: tuple[PlayerLimit, ...]
    rules: Rules
    summary: str

    DEFAULT = "english"

    @classmethod
    def get(cls, name: str) -> Preset:
        key = name.strip().lower()
        for preset in PRESETS:
            if preset.name == key:
                return preset
        raise RulesError(
            f"unknown preset {name!r}: use one of {', '.join(p.name for p in PRESETS)}",
            key="unknown-preset", preset_name=name, preset_list=", ".join(p.name for p in PRESETS),
        )

    @property
    def players(self) -> tuple[int, int]:
        """The table sizes no warning is given for (under the preset's own rules)."""
        low = max([MIN_SEATS, *(lim.players for lim in self.limits if lim.bound is Bound.FEWER)])
        highs = [lim.players for lim in self.limits if lim.bound is Bound.MORE]
        if self.rules.first_dealer is FirstDealer.FAN:
            highs.append(FAN_RANKS)
        return low, min([MAX_SEATS, *highs])


def player_count_warnings(rules: Rules, players: int) -> tuple[PlayerCountWarning, ...]:
    """The warnings for a table of ``players`` under ``rules``: only where a source or the fan draw sets a limit.

    >>> player_count_warnings(Rules.from_preset("english"), 30)
    ()
    >>> player_count_warnings(Rules.from_preset("german"), 21)[0].msg_id
    'rules-warning-more'
    >>> [w.msg_id for w in player_count_warnings(Rules.from_preset("french"), 14)]
    ['rules-warning-fan']
    """
    out: list[PlayerCountWarning] = []
    try:
        limits = Preset.get(rules.preset).limits
    except RulesError:
        limits = ()
    for limit in limits:
        if limit.breached(players):
            bound = "low" if limit.bound is Bound.FEWER else "high"
            out.append(
                PlayerCountWarning(
                    "rules-warning-fewer" if limit.bound is Bound.FEWER else "rules-warning-more",
                    {"players": players, bound: limit.players, "source-name": limit.source,
                     "quote-text": limit.quote},
                )
            )
    if rules.first_dealer is FirstDealer.FAN and players > FAN_RANKS:
        out.append(
            PlayerCountWarning(
                "rules-warning-fan",
                {"players": players, "high": FAN_RANKS, "source-name": FRENCH_SOURCE, "quote-text": FAN_QUOTE},
            )
        )
    return tuple(out)


PRESETS: tuple[Preset, ...] = (
    Preset(
        name="english",
        title="English 1797",
        source=ENGLISH_SOURCE,
        language="en",
        # "the more the merrier": no upper limit; twelve is the smallest table the text names
        limits=(
            PlayerLimit(Bound.FEWER, 12, ENGLISH_SOURCE, quotation("en-players").text),
        ),
        rules=Rules(preset="english", stake=15, first_dealer=FirstDealer.LOT),
        summary="The Sporting Magazine, October 1797.",
    ),
    Preset(
        name="french",
        title="French",
        source=FRENCH_SOURCE,
        language="fr",
        # "Plus on est nombreux, plus le jeu est intéressant.": no number; the fan draw sets 13
        limits=(),
        rules=Rules(
            preset="french",
            stake=15,
            deck=DeckHandling.TALON,
            first_dealer=FirstDealer.FAN,
        ),
        summary="La Tontine.",
    ),
    Preset(
        name="german",
        title="German",
        source=GERMAN_SOURCE,
        language="de",
        # "von i. A. 12 – 15 Personen gespielt" is what is usual; the limit is "bis zu 20"
        limits=(
            PlayerLimit(Bound.MORE, 20, GERMAN_SOURCE, quotation("de-players").text),
        ),
        rules=Rules(preset="german", stake=20, first_dealer=FirstDealer.LOT),
        summary="The German Wikipedia article, after the Académie universelle, 1760, and Anton, 1889.",
    ),
)
