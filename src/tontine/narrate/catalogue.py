"""Language catalogues: every word the narrator says, as plain TOML data files.

A catalogue is ``catalogues/<code>.toml`` inside this package (or in a folder named by
the ``TONTINE_CATALOGUES`` environment variable, for a translator at work). The code
discovers languages from the files it finds; a new language needs no code at all.

Templates use :meth:`str.format` fields whose *format spec* picks a form from the
catalogue: ``{who}`` is a name and ``{who:his}`` a pronoun, ``{card:the}`` a card,
``{paid:counters}`` a counted phrase. See ``docs/narrate.md``.

>>> "en" in available_languages()
True
>>> cat = load_catalogue("en")
>>> f"{cat.number(1, 'counters')} and {cat.number(3, 'counters')}"
'one counter and 3 counters'
>>> load_catalogue("xx")
Traceback (most recent call last):
...
tontine.errors.TontineError: unknown language 'xx': use one of de, en, fr
"""

from __future__ import annotations

import os
import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from tontine.cards import Card, Rank, Suit
from tontine.errors import TontineError

__all__ = [
    "EVENT_KEYS",
    "PHRASES",
    "CardWords",
    "Catalogue",
    "Num",
    "Person",
    "available_languages",
    "load_catalogue",
]

ENV_DIR = "TONTINE_CATALOGUES"

#: every phrase key the storyteller uses, with the fields its templates may use
PHRASES: dict[str, tuple[str, ...]] = {
    "title": ("count",),
    "intro": ("count", "stake", "players", "preset"),
    "seat_drawn.intro": ("count",),
    "seat_drawn.card": ("who", "card", "place"),
    "first_dealer.lot": ("who",),
    "first_dealer.fan": ("who",),
    "first_dealer.first_seat": ("who",),
    "first_dealer.given": ("who",),
    "ante.paid": ("count", "each", "pool"),
    "ante.none": ("count",),
    "reshuffled.start": ("dealer", "cards"),
    "reshuffled.fresh": ("dealer", "cards"),
    "reshuffled.talon_short": ("dealer", "cards"),
    "deal.intro": ("deal", "dealer", "live"),
    "card.take": ("who", "card", "taken", "holding", "pool"),
    "card.take_short": ("who", "card", "asked", "taken", "holding", "pool"),
    "card.take_empty": ("who", "card", "asked", "holding"),
    "card.pay": ("who", "card", "paid", "holding", "pool"),
    "card.pay_last": ("who", "card", "paid", "pool"),
    "card.pay_short": ("who", "card", "asked", "paid", "pool"),
    "card.give": ("who", "card", "to", "paid", "holding", "to_holding", "distance"),
    "card.give_last": ("who", "card", "to", "paid", "to_holding", "distance"),
    "card.give_short": ("who", "card", "to", "asked", "paid", "to_holding", "distance"),
    "card.void": ("who", "card", "asked", "distance"),
    "card.nothing": ("who", "card"),
    "died": ("who", "live"),
    "revived.neighbour": ("who", "by", "card", "paid", "distance"),
    "revived.pool": ("who", "taken"),
    "rest": ("clauses",),
    "rest_all": ("clauses",),
    "deal.swell": ("before", "pool", "change", "live"),
    "deal.drain": ("before", "pool", "change", "live"),
    "deal.steady": ("pool", "live"),
    "voided": ("deal", "dealer", "pool"),
    "quiet.swell": ("deal", "dealer", "before", "pool", "change"),
    "quiet.drain": ("deal", "dealer", "before", "pool", "change"),
    "quiet.steady": ("deal", "dealer", "pool"),
    "quiet_run.swell": ("first", "last", "count", "before", "pool", "change"),
    "quiet_run.drain": ("first", "last", "count", "before", "pool", "change"),
    "quiet_run.steady": ("first", "last", "count", "pool"),
    "leader": ("who", "holding", "live"),
    "last_two": ("a", "b", "a_holding", "b_holding", "pool"),
    "won.last_standing": ("who", "pool", "holding", "deals"),
    "won.last_to_fall": ("who", "pool", "holding", "deals"),
    "won.deal_limit": ("who", "pool", "holding", "deals"),
    "shared.all_fell": ("shares", "pool", "deals"),
    "shared.deal_limit": ("shares", "pool", "deals"),
    "unfinished": ("deals", "pool", "live"),
    "colophon.seed": ("seed", "deals", "preset"),
    "colophon.record": ("deals", "preset"),
}

#: the summary clauses of a deal's lesser cards: one phrase per clause, not varied
CLAUSES: dict[str, tuple[str, ...]] = {
    "took": ("n", "amount"),
    "paid": ("n", "amount"),
    "gave": ("n", "amount"),
    "nothing": ("n",),
}

#: which phrases tell each kind of engine event
EVENT_KEYS: dict[str, tuple[str, ...]] = {
    "seat_drawn": ("seat_drawn.intro", "seat_drawn.card"),
    "first_dealer": ("first_dealer.lot", "first_dealer.fan", "first_dealer.first_seat", "first_dealer.given"),
    "ante": ("ante.paid", "ante.none"),
    "reshuffled": ("reshuffled.start", "reshuffled.fresh", "reshuffled.talon_short"),
    "deal_started": ("deal.intro", "quiet.swell", "quiet.drain", "quiet.steady"),
    "card_dealt": ("card.nothing", "rest", "rest_all"),
    "take_from_pool": ("card.take", "card.take_short", "card.take_empty"),
    "pay_into_pool": ("card.pay", "card.pay_last", "card.pay_short"),
    "pay_neighbour": ("card.give", "card.give_last", "card.give_short"),
    "payment_void": ("card.void",),
    "died": ("died",),
    "revived": ("revived.neighbour", "revived.pool"),
    "deal_ended": ("deal.swell", "deal.drain", "deal.steady", "quiet_run.swell", "quiet_run.drain"),
    "deal_voided": ("voided",),
    "pool_shared": ("shared.all_fell", "shared.deal_limit"),
    "won": ("won.last_standing", "won.last_to_fall", "won.deal_limit"),
}

#: the kind of value each template field holds (anything else is a number)
PERSON_FIELDS = frozenset({"who", "by", "to", "dealer", "a", "b"})
TEXT_FIELDS = frozenset({"players", "preset", "clauses", "shares"})
CARD_FIELDS = frozenset({"card"})

HEADINGS = ("opening", "play", "end", "chart")
CHART_WORDS = ("title", "deal", "counters", "pool", "alt")
WORDS = ("and", "list_sep", "share")
GENDERS = ("male", "female", "neutral")


class Num:
    """A number in a template: ``{n}`` is its digits, ``{n:form}`` a worded form.

    A form maps keys to patterns with ``{n}``: the exact number (``"1"``), a
    suffix rule (``"*11"``: any number ending in 11, longest suffix first), then
    ``one`` (for 1) and ``other``.
    """

    __slots__ = ("catalogue", "value")

    def __init__(self, value: int, catalogue: Catalogue) -> None:
        self.value = value
        self.catalogue = catalogue

    def __format__(self, spec: str) -> str:
        if not spec:
            return str(self.value)
        return self.catalogue.number(self.value, spec)

    def __str__(self) -> str:
        return str(self.value)


class Person:
    """A player in a template: ``{who}`` is the name, ``{who:his}`` a pronoun form.

    A declined form such as German ``{who:dat}`` changes the start of the name
    (``Herr Grünlich`` -> ``Herrn Grünlich``) by the catalogue's ``[declensions]``.
    """

    __slots__ = ("catalogue", "gender", "name")

    def __init__(self, name: str, catalogue: Catalogue) -> None:
        self.name = name
        self.catalogue = catalogue
        self.gender = gender_of(name)

    def __format__(self, spec: str) -> str:
        if not spec:
            return self.name
        declension = self.catalogue.declensions.get(spec)
        if declension is not None:
            for before, after in declension:
                if self.name.startswith(before):
                    return after + self.name[len(before) :]
            return self.name
        forms = self.catalogue.pronouns.get(spec)
        if forms is None:
            raise TontineError(f"catalogue {self.catalogue.code!r}: no pronoun form {spec!r}")
        return forms[self.gender]

    def __str__(self) -> str:
        return self.name


class CardWords:
    """A card in a template: ``{card:form}`` names it in one of the catalogue's forms."""

    __slots__ = ("card", "catalogue")

    def __init__(self, card: Card, catalogue: Catalogue) -> None:
        self.card = card
        self.catalogue = catalogue

    def __format__(self, spec: str) -> str:
        return self.catalogue.card(self.card, spec or None)

    def __str__(self) -> str:
        return self.catalogue.card(self.card, None)


@dataclass(frozen=True)
class Catalogue:
    """One language's words, read from a TOML file and checked whole."""

    code: str
    name: str
    path: str
    phrases: Mapping[str, tuple[str, ...]]
    clauses: Mapping[str, str]
    ranks: Mapping[Rank, Mapping[str, str]]
    suits: Mapping[Suit, str]
    numbers: Mapping[str, Mapping[str, str]]
    pronouns: Mapping[str, Mapping[str, str]]
    honorifics: Mapping[str, tuple[str, ...]]
    words: Mapping[str, str]
    headings: Mapping[str, str]
    chart: Mapping[str, str]
    cast: tuple[str, ...]
    #: how the preset names read in a sentence (optional; else the preset's title)
    presets: Mapping[str, str]
    #: (before, after) replacements applied to every filled sentence, e.g. French "à le " -> "au "
    contractions: tuple[tuple[str, str], ...]
    #: form -> (start of a name, its replacement), e.g. German dative "Herr " -> "Herrn "
    declensions: Mapping[str, tuple[tuple[str, str], ...]]

    def phrase_variants(self, key: str) -> tuple[str, ...]:
        return self.phrases[key]

    def number(self, value: int, form: str) -> str:
        patterns = self.numbers.get(form)
        if patterns is None:
            raise TontineError(f"catalogue {self.code!r}: no number form {form!r}")
        digits = str(value)
        pattern = patterns.get(digits)
        if pattern is None:
            suffixes = sorted((k[1:] for k in patterns if k.startswith("*")), key=len, reverse=True)
            pattern = next((patterns["*" + s] for s in suffixes if digits.endswith(s)), None)
        if pattern is None:
            pattern = patterns.get("one") if value == 1 else None
        if pattern is None:
            pattern = patterns["other"]
        return pattern.replace("{n}", digits)

    def card(self, card: Card, form: str | None) -> str:
        forms = self.ranks[card.rank]
        if form is None:
            form = next(iter(forms))
        pattern = forms.get(form)
        if pattern is None:
            raise TontineError(f"catalogue {self.code!r}: no card form {form!r}")
        return pattern.replace("{suit}", self.suits[card.suit])

    def join(self, items: Sequence[str]) -> str:
        """Items as a list in prose: ``a, b and c``."""
        items = list(items)
        if len(items) <= 1:
            return "".join(items)
        return self.words["list_sep"].join(items[:-1]) + f" {self.words['and']} " + items[-1]

    def clause(self, key: str, **values: Any) -> str:
        return self.contract(self.clauses[key].format_map(values))

    def contract(self, text: str) -> str:
        """Apply the language's contractions (``à le Vicomte`` -> ``au Vicomte``)."""
        for before, after in self.contractions:
            text = re.sub(r"(?<!\w)" + re.escape(before), after, text)
        return text


def _catalogue_dirs() -> list[Path | Any]:
    dirs: list[Path | Any] = []
    extra = os.environ.get(ENV_DIR)
    if extra:
        dirs.append(Path(extra))
    dirs.append(resources.files("tontine.narrate") / "catalogues")
    return dirs


def _catalogue_files() -> dict[str, Any]:
    found: dict[str, Any] = {}
    for folder in reversed(_catalogue_dirs()):  # the translator's folder wins
        if not folder.is_dir():
            continue
        for entry in folder.iterdir():
            if entry.name.endswith(".toml"):
                found[entry.name[: -len(".toml")]] = entry
    return found


def available_languages() -> list[str]:
    """The language codes of every catalogue file found, sorted."""
    return sorted(_catalogue_files())


def load_catalogue(code: str) -> Catalogue:
    """The catalogue of language ``code``, checked: a missing key names itself."""
    files = _catalogue_files()
    key = code.strip().lower()
    if key not in files:
        raise TontineError(f"unknown language {code!r}: use one of {', '.join(sorted(files))}")
    entry = files[key]
    return _load(key, str(entry), entry.read_text(encoding="utf-8"))


@cache
def _load(code: str, path: str, text: str) -> Catalogue:
    where = f"catalogue {code!r} ({path})"
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise TontineError(f"{where} is not valid TOML: {exc}") from None
    try:
        return _build(code, path, data)
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, TontineError):
            raise
        raise TontineError(f"{where}: {exc}") from None


def _table(data: Mapping[str, Any], name: str, code: str) -> Mapping[str, Any]:
    value = data.get(name)
    if not isinstance(value, Mapping):
        raise TontineError(f"catalogue {code!r}: missing table [{name}]")
    return value


def _flatten(table: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    flat: dict[str, Any] = {}
    for key, value in table.items():
        name = f"{prefix}{key}"
        if isinstance(value, Mapping):
            flat.update(_flatten(value, name + "."))
        else:
            flat[name] = value
    return flat


def _strings(value: Any, what: str, code: str) -> tuple[str, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not value or not all(isinstance(v, str) and v for v in value):
        raise TontineError(f"catalogue {code!r}: {what} must be a non-empty list of texts")
    return tuple(value)


def _build(code: str, path: str, data: Mapping[str, Any]) -> Catalogue:
    meta = _table(data, "meta", code)
    phrases_raw = _flatten(_table(data, "phrases", code))
    missing = [k for k in PHRASES if k not in phrases_raw]
    if missing:
        raise TontineError(f"catalogue {code!r}: missing phrase(s) {', '.join(missing)}")
    unknown = [k for k in phrases_raw if k not in PHRASES]
    if unknown:
        raise TontineError(f"catalogue {code!r}: unknown phrase(s) {', '.join(unknown)}")
    phrases = {k: _strings(phrases_raw[k], f"phrase {k!r}", code) for k in PHRASES}
    clauses_raw = _table(data, "clauses", code)
    clauses = {k: _strings(clauses_raw.get(k), f"clause {k!r}", code)[0] for k in CLAUSES}
    ranks_raw = _table(data, "ranks", code)
    ranks: dict[Rank, dict[str, str]] = {}
    form_names: list[str] | None = None
    for rank in Rank:
        forms = ranks_raw.get(rank.symbol)
        if not isinstance(forms, Mapping) or not forms:
            raise TontineError(f"catalogue {code!r}: missing forms of rank {rank.symbol!r} in [ranks]")
        if form_names is None:
            form_names = list(forms)
        elif sorted(forms) != sorted(form_names):
            raise TontineError(
                f"catalogue {code!r}: rank {rank.symbol!r} has forms {sorted(forms)}, "
                f"the others {sorted(form_names)}"
            )
        ranks[rank] = {k: str(v) for k, v in forms.items()}
    suits_raw = _table(data, "suits", code)
    suits = {}
    for suit in Suit:
        if not isinstance(suits_raw.get(suit.symbol), str):
            raise TontineError(f"catalogue {code!r}: missing suit {suit.symbol!r} in [suits]")
        suits[suit] = suits_raw[suit.symbol]
    numbers = {k: dict(v) for k, v in _table(data, "numbers", code).items()}
    for form, patterns in numbers.items():
        if "other" not in patterns:
            raise TontineError(f"catalogue {code!r}: number form {form!r} has no 'other' pattern")
    pronouns = {k: dict(v) for k, v in _table(data, "pronouns", code).items()}
    for form, genders in pronouns.items():
        lacking = [g for g in GENDERS if g not in genders]
        if lacking:
            raise TontineError(f"catalogue {code!r}: pronoun form {form!r} lacks {', '.join(lacking)}")
    honorifics_raw = _table(data, "honorifics", code)
    honorifics = {
        g: tuple(str(h) for h in honorifics_raw.get(g, ())) for g in ("male", "female")
    }
    words = dict(_table(data, "words", code))
    headings = dict(_table(data, "headings", code))
    chart = dict(_table(data, "chart", code))
    for table_name, table, needed in (
        ("words", words, WORDS),
        ("headings", headings, HEADINGS),
        ("chart", chart, CHART_WORDS),
    ):
        lacking = [k for k in needed if not isinstance(table.get(k), str)]
        if lacking:
            raise TontineError(f"catalogue {code!r}: missing {', '.join(lacking)} in [{table_name}]")
    cast = tuple(str(n) for n in data.get("cast", {}).get("names", ()))
    presets = {str(k): str(v) for k, v in data.get("presets", {}).items()}
    contractions_raw = data.get("contractions", {}).get("pairs", [])
    if not all(isinstance(p, list) and len(p) == 2 and all(isinstance(x, str) for x in p) for p in contractions_raw):
        raise TontineError(f"catalogue {code!r}: [contractions] pairs must be [before, after] pairs of texts")
    contractions = tuple((p[0], p[1]) for p in contractions_raw)
    declensions: dict[str, tuple[tuple[str, str], ...]] = {}
    for form, table in data.get("declensions", {}).items():
        pairs = table.get("pairs", []) if isinstance(table, Mapping) else None
        if not isinstance(pairs, list) or not all(
            isinstance(p, list) and len(p) == 2 and all(isinstance(x, str) for x in p) for p in pairs
        ):
            raise TontineError(f"catalogue {code!r}: [declensions.{form}] pairs must be [before, after] pairs")
        declensions[str(form)] = tuple((p[0], p[1]) for p in pairs)
    return Catalogue(
        code=str(meta.get("code", code)),
        name=str(meta.get("name", code)),
        path=path,
        phrases=phrases,
        clauses=clauses,
        ranks=ranks,
        suits=suits,
        numbers=numbers,
        pronouns=pronouns,
        honorifics=honorifics,
        words=words,
        headings=headings,
        chart=chart,
        cast=cast,
        presets=presets,
        contractions=contractions,
        declensions=declensions,
    )


def _all_honorifics() -> list[tuple[str, str]]:
    pairs: list[tuple[str, str]] = []
    for code in available_languages():
        try:
            catalogue = load_catalogue(code)
        except TontineError:
            continue  # a broken catalogue must not stop the others from telling
        for gender, titles in catalogue.honorifics.items():
            pairs.extend((title.casefold(), gender) for title in titles)
    return sorted(set(pairs), key=lambda p: len(p[0]), reverse=True)


def gender_of(name: str) -> str:
    """``male``, ``female`` or ``neutral``, from the name's honorific in any catalogue.

    >>> gender_of("Madame de Merteuil"), gender_of("Mr. Darcy"), gender_of("Ann")
    ('female', 'male', 'neutral')
    """
    folded = " ".join(name.casefold().split())
    for title, gender in _all_honorifics():
        if folded == title or folded.startswith(title + " "):
            return gender
    return "neutral"
