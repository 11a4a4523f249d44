"""Every human-facing string, in every language, from Project Fluent catalogues.

The catalogues are ``src/tontine/locales/<lang>/*.ftl``: all the files of one
language form one bundle, so a message in one file may use a term of another
(``{ -rank-queen }``). A translator adds a language by adding a folder; no code
changes. Conventions for message variables are in ``locales/README.md``.

>>> en = localizer("en")
>>> en("rank-name", rank="Q")
'queen'
>>> localizer("fr")("rank-name", rank="Q"), localizer("de")("rank-name", rank="2")
('dame', 'Zwei')
>>> en.words(21), localizer("fr").words(21, gender="feminine"), localizer("de").words(21)
('twenty-one', 'vingt et une', 'einundzwanzig')
>>> en.ordinal(1), localizer("fr").ordinal(1, gender="feminine"), localizer("de").ordinal(1)
('first', 'première', 'erste')
>>> french_spacing("Voici : « oui » ; non ! Quoi?")
'Voici\\u202f: «\\u202foui\\u202f»\\u202f; non\\u202f! Quoi\\u202f?'
"""

from __future__ import annotations

import copy
import re
import threading
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from importlib import resources
from typing import Any, Literal

from babel import Locale
from babel.lists import format_list
from babel.numbers import format_decimal, format_scientific, get_plus_sign_symbol, parse_pattern
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser, ast, visitor
from num2words import num2words  # type: ignore[import-untyped]

__all__ = [
    "FALLBACK",
    "GENDERS",
    "Localizer",
    "MissingMessageError",
    "UnknownLanguageError",
    "french_spacing",
    "languages",
    "localizer",
]

FALLBACK = "en"
ListStyle = Literal["standard", "standard-short", "or", "or-short", "unit", "unit-short", "unit-narrow"]
#: The genders a person's messages select on: an honorific gives female or male;
#: a bare name is ``other`` and gets a neutral construction.
GENDERS = ("female", "male", "other")

NNBSP = "\u202f"


class UnknownLanguageError(ValueError):
    """A language with no catalogue folder."""

    def __init__(self, lang: object) -> None:
        self.lang = lang
        super().__init__(f"unknown language {lang!r}: use one of {', '.join(languages())}")


class MissingMessageError(LookupError):
    """A message id that the language's catalogue does not have."""

    def __init__(self, lang: str, msg_id: str) -> None:
        self.lang = lang
        self.msg_id = msg_id
        super().__init__(f"no message {msg_id!r} in the {lang!r} catalogue")


def _locales_root() -> Any:
    return resources.files("tontine") / "locales"


@cache
def languages() -> tuple[str, ...]:
    """The languages that have catalogues, English first."""
    found = sorted(
        entry.name
        for entry in _locales_root().iterdir()
        if entry.is_dir() and any(f.name.endswith(".ftl") for f in entry.iterdir())
    )
    return tuple(sorted(found, key=lambda code: (code != FALLBACK, code)))


def check_language(lang: object) -> str:
    """``lang`` normalised (``"FR"`` -> ``"fr"``), or :class:`UnknownLanguageError`."""
    if isinstance(lang, str):
        key = lang.strip().lower().replace("_", "-").split("-")[0]
        if key in languages():
            return key
    raise UnknownLanguageError(lang)


# --- numbers in words --------------------------------------------------------------------

_FR_ONE = re.compile(r"\bun$")


def _words(lang: str, value: int, gender: str) -> str:
    text = str(num2words(value, lang=lang))
    if lang == "fr" and gender == "feminine":
        text = _FR_ONE.sub("une", text)
    if lang == "de" and text.startswith(("einhundert", "eintausend")):
        text = text[3:]  # prose says "hundertneun", "tausend", as a period writer would
    if lang == "de" and value % 100 == 1 and value != 11:
        # "eins" is the count; before a noun German says "ein" / "eine" ("einundzwanzig" is unchanged).
        text = text[:-1] + ("e" if gender == "feminine" else "") if text.endswith("eins") else text
    return text


def _ordinal(lang: str, value: int, gender: str, ending: str) -> str:
    text = str(num2words(value, lang=lang, to="ordinal"))
    if lang == "fr":
        if value == 1:
            return "première" if gender == "feminine" else "premier"
        return text
    if lang == "de":
        if text.startswith(("einhundert", "eintausend")):
            text = text[3:]
        # num2words gives the weak nominative ("erste"); the caller picks the ending.
        return text[:-1] + ending if text.endswith("e") else text + ending
    return text


def _fluent_value(value: Any) -> Any:
    """The plain Python value inside a Fluent argument (FluentInt, FluentNone, ...)."""
    return getattr(value, "value", value) if not isinstance(value, (int, str)) else value


def _int(value: Any) -> int:
    raw = _fluent_value(value)
    try:
        return int(raw)
    except (TypeError, ValueError):
        return int(str(raw))


def _fluent_args(args: Mapping[str, Any]) -> dict[str, Any]:
    """Arguments as Fluent wants them: a rank code ``"2"`` becomes the number 2, so that the
    catalogues' ``[2]`` variants (numeric keys) match it as they match ``[A]``."""
    out = dict(args)
    rank = out.get("rank")
    if isinstance(rank, str) and rank.isdigit():
        out["rank"] = int(rank)
    return out


#: Arguments that messages select on (their values are keys, not text to print).
_SELECTORS = {"rank", "suit", "preset", "lang", "deck", "first-dealer", "all-fall", "method", "fan", "how-key"}


def _is_selector(name: str) -> bool:
    return name in _SELECTORS or name == "gender" or name.endswith("-gender") or name.endswith("gender")


# --- typography -----------------------------------------------------------------------------

#: the letters before which French elides « que » and « de » (a name typed with a capital or without)
_FR_VOWELS = frozenset("AEIOUYÀÂÉÈÊËÎÏÔÛÜaeiouyàâéèêëîïôûü")

_FR_BEFORE = re.compile(r"[ \u00a0]?([;:!?»])")
_FR_AFTER = re.compile(r"«[ \u00a0]?")


def french_spacing(text: str) -> str:
    """French typography: a narrow no-break space before ; : ! ? » and after «.

    A colon with a letter or digit right after it is not French punctuation but part of what one
    types (``12:30``, ``host:8786``, ``Ann:f``), and is left alone, as are URLs (``https://``) and
    runs such as ``?!``.
    """

    def before(match: re.Match[str]) -> str:
        mark = match.group(1)
        start = match.start()
        prev = text[start - 1] if start > 0 else ""
        after = text[match.end() : match.end() + 2]
        if mark == ":" and (after.startswith("//") or after[:1].isalnum()):
            return match.group(0)
        if prev in ("", "\n", NNBSP, "«") or (prev in "!?;:" and not match.group(0)[0].isspace()):
            return match.group(0)
        return NNBSP + mark

    text = _FR_BEFORE.sub(before, text)
    return _FR_AFTER.sub("«" + NNBSP, text)


# --- the localizer -------------------------------------------------------------------------


class _Through(visitor.Visitor):
    """A walk of a message and of the messages it uses (each once): the variables it refers to and those
    it chooses a variant by."""

    def __init__(self, messages: dict[str, ast.Message]) -> None:
        super().__init__()
        self.messages = messages
        self.seen: set[str] = set()
        self.variables: set[str] = set()
        self.selectors: set[str] = set()

    def visit_Message(self, node: ast.Message) -> None:
        self.seen.add(node.id.name)
        self.generic_visit(node)

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.variables.add(node.id.name)
        self.generic_visit(node)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference):
            self.selectors.add(node.selector.id.name)
        self.generic_visit(node)

    def visit_MessageReference(self, node: ast.MessageReference) -> None:
        name = node.id.name
        if name in self.messages and name not in self.seen:
            self.visit(self.messages[name])


class _Variants(visitor.Visitor):
    """The most variants of any select expression on one variable (one per branch of an outer select),
    within the branches ``within`` names of the outer selects on other variables."""

    def __init__(self, variable: str, within: Mapping[str, str]) -> None:
        super().__init__()
        self.variable = variable
        self.within = within
        self.count = 0

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        selector = node.selector
        if isinstance(selector, ast.VariableReference):
            name = selector.id.name
            if name == self.variable:
                self.count = max(self.count, len(node.variants))
                return
            if name in self.within:
                key = self.within[name]
                branch = next((v for v in node.variants if getattr(v.key, "name", getattr(v.key, "value", None)) == key),
                              next(v for v in node.variants if v.default))
                self.visit(branch.value)
                return
        self.generic_visit(node)


class Localizer:
    """One language's bundle: ``loc("message-id", count=3, gender="female")``.

    Functions available inside the catalogues, besides Fluent's ``NUMBER``:
    ``WORDS($n, gender: "feminine")`` spells a cardinal ("twenty-one", "vingt et une");
    ``ORDINAL($n, gender: "feminine", ending: "en")`` spells an ordinal ("first",
    "première", "ersten"); ``DIGITS($n)`` writes it in the locale's digits.
    French output gets :func:`french_spacing`.
    """

    def __init__(self, lang: str, sources: Sequence[tuple[str, str]]) -> None:
        self.lang = lang
        self.locale = Locale.parse(lang)
        self._bundle = FluentBundle(
            [lang],
            use_isolating=False,
            functions={"WORDS": self._fn_words, "ORDINAL": self._fn_ordinal, "DIGITS": self._fn_digits},  # type: ignore[dict-item]
        )
        self._messages: dict[str, ast.Message] = {}
        self._selectors: dict[str, frozenset[str]] = {}
        self._variant_counts: dict[tuple[str, ...], int] = {}
        self._files: dict[str, str] = {}
        parser = FluentParser(with_spans=False)
        for name, text in sources:
            resource = parser.parse(text)  # parsed once, for the bundle and for the messages' shapes
            self._bundle.add_resource(resource)
            for entry in resource.body:
                if isinstance(entry, ast.Message):
                    self._messages[entry.id.name] = entry
                    self._files[entry.id.name] = name

    def __repr__(self) -> str:
        return f"localizer({self.lang!r})"

    # Fluent functions
    def _fn_words(self, value: Any, gender: Any = "masculine") -> str:
        return _words(self.lang, _int(value), str(_fluent_value(gender)))

    def _fn_ordinal(self, value: Any, gender: Any = "masculine", ending: Any = "e") -> str:
        return _ordinal(self.lang, _int(value), str(_fluent_value(gender)), str(_fluent_value(ending)))

    def _fn_digits(self, value: Any) -> str:
        return self.digits(_fluent_value(value))

    # Python-side helpers
    def words(self, value: int, *, gender: str = "masculine") -> str:
        """``value`` spelled out as a cardinal."""
        return _words(self.lang, value, gender)

    def ordinal(self, value: int, *, gender: str = "masculine", ending: str = "e") -> str:
        """``value`` spelled out as an ordinal (German takes the declension ``ending``)."""
        return _ordinal(self.lang, value, gender, ending)

    def digits(self, value: float | int) -> str:
        """``value`` in digits with the locale's separators (``0,2`` in French and German)."""
        return format_decimal(value, locale=self.locale)

    def number(self, value: float | int, *, places: int = 0, grouping: bool = True, signed: bool = False) -> str:
        """``value`` with ``places`` decimals, in the locale's digits and separators.

        >>> localizer("en").number(12345.678, places=2), localizer("fr").number(12345.678, places=2)
        ('12,345.68', '12\u202f345,68')
        >>> localizer("de").number(0.5, places=2, signed=True), localizer("de").number(2024, grouping=False)
        ('+0,50', '2024')
        """
        pattern = copy.copy(parse_pattern(self.locale.decimal_formats[None]))
        pattern.frac_prec = (places, places)
        if not grouping:
            pattern.grouping = (1000, 1000)
        text = str(pattern.apply(value, self.locale))
        if signed and not text.startswith("-"):
            text = get_plus_sign_symbol(self.locale) + text
        return text

    def significant(self, value: float, *, digits: int) -> str:
        """``value`` to ``digits`` significant digits, in the locale's digits (``0,59558`` in French).

        >>> localizer("en").significant(0.5955812, digits=5), localizer("de").significant(1.337431, digits=6)
        ('0.59558', '1,33743')
        """
        rounded = float(f"{value:.{digits}g}")
        if rounded != 0 and not 1e-6 <= abs(rounded) < 1e15:
            return self.scientific(rounded, digits=digits)
        return format_decimal(rounded, format="#,##0.###", locale=self.locale, decimal_quantization=False)

    def percent(self, value: float, *, places: int = 2) -> str:
        """``value`` (a fraction) as a percentage the locale's way (``12.35%``, ``12,35 %``).

        >>> localizer("en").percent(0.123456), localizer("fr").percent(0.123456)
        ('12.35%', '12,35\xa0%')
        """
        pattern = copy.copy(parse_pattern(self.locale.percent_formats[None]))
        pattern.frac_prec = (places, places)
        return str(pattern.apply(value, self.locale))

    def scientific(self, value: float, *, digits: int = 1) -> str:
        """``value`` in scientific notation to ``digits`` significant digits (``3.2E-13``, ``3,2E-13``).

        >>> localizer("en").scientific(9076471, digits=3), localizer("de").scientific(3.24e-13, digits=2)
        ('9.08E6', '3,2E-13')
        """
        rounded = float(f"{value:.{max(digits, 1) - 1}e}")
        return format_scientific(rounded, format="0.#################E0", locale=self.locale)

    def join(self, items: Iterable[str], *, style: ListStyle = "standard") -> str:
        """A list in the language's own way: "A, B and C", "A, B et C", "A, B und C"."""
        listed = list(items)
        return format_list(listed, style=style, locale=self.locale) if listed else ""

    def has(self, msg_id: str) -> bool:
        return self._bundle.has_message(msg_id)

    def ids(self) -> list[str]:
        """Every message id of this language (terms excluded)."""
        return list(self._messages)

    def file_of(self, msg_id: str) -> str:
        """The catalogue file a message comes from (``"narrate.ftl"``)."""
        return self._files[msg_id]

    def variables(self, msg_id: str) -> set[str]:
        """The variables a message (value and attributes) refers to, also through the messages it uses.

        >>> sorted(localizer("en").variables("card-name"))
        ['rank', 'suit']
        """
        walk = _Through(self._messages)
        walk.visit(self._messages[msg_id])
        return walk.variables

    def selectors(self, msg_id: str) -> frozenset[str]:
        """The variables a message chooses a variant by (``{ $key-text -> ...}``), also in the messages it uses.

        >>> sorted(localizer("fr").selectors("cli-error-record-list"))
        ['key-text']
        """
        found = self._selectors.get(msg_id)
        if found is not None:
            return found
        walk = _Through(self._messages)
        walk.visit(self._messages[msg_id])
        found = self._selectors[msg_id] = frozenset(walk.selectors)
        return found

    def variant_count(self, msg_id: str, variable: str = "variant", *, within: Mapping[str, str] | None = None) -> int:
        """How many variants a ``{ $variable -> ...}`` of a message's value has: the most of any, when
        each branch of an outer select has its own, or of the branches ``within`` selects
        (``{"bond-key": "rivals"}``); 0 without one. Its attributes are not counted.

        >>> localizer("en").variant_count("cli-keep-stopped", "deals") >= 2
        True
        """
        key = (msg_id, variable, *(f"{k}={v}" for k, v in sorted((within or {}).items())))
        found = self._variant_counts.get(key)
        if found is None:
            walk = _Variants(variable, within or {})
            value = self._messages[msg_id].value
            if value is not None:
                walk.visit(value)
            found = self._variant_counts[key] = walk.count
        return found

    def attributes(self, msg_id: str) -> list[str]:
        return [attr.id.name for attr in self._messages[msg_id].attributes]

    def format(self, msg_id: str, /, **args: Any) -> str:
        """The message formatted with ``args``; an unknown id raises :class:`MissingMessageError`."""
        return self._format(msg_id, None, args)

    __call__ = format

    def attribute(self, msg_id: str, attr: str, /, **args: Any) -> str:
        """One attribute of a message (``rank-name.gender``) formatted with ``args``."""
        return self._format(msg_id, attr, args)

    def _format(self, msg_id: str, attr: str | None, args: Mapping[str, Any]) -> str:
        if not self._bundle.has_message(msg_id):
            raise MissingMessageError(self.lang, msg_id)
        message = self._bundle.get_message(msg_id)
        pattern = message.value if attr is None else message.attributes.get(attr)
        if pattern is None:
            raise MissingMessageError(self.lang, f"{msg_id}.{attr}" if attr else msg_id)
        values = _fluent_args(args)
        protected: dict[str, str] = {}
        if self.lang == "fr":
            # French typography is the catalogue's: text given as an argument (a name, a quotation
            # from an English source, a list already formatted) is left as it is.
            chosen_by = self.selectors(msg_id)
            for index, (key, value) in enumerate(list(values.items())):
                if isinstance(value, str) and value and not _is_selector(key) and key not in chosen_by:
                    token = f"\ue000{index}\ue001"
                    protected[token] = value
                    values[key] = token
        formatted, errors = self._bundle.format_pattern(pattern, values)
        text = str(formatted)
        if errors:
            raise ValueError(f"{self.lang} {msg_id}: {errors[0]}")
        if self.lang != "fr":
            return text
        text = french_spacing(text)
        for token, value in protected.items():
            if value[:1] in _FR_VOWELS:  # « qu’Anne », « d’Octave », not « que Anne »
                text = re.sub(rf"\b([Qq]u|[Dd])e (?={re.escape(token)})", "\\1’", text)
            text = text.replace(token, value)
        return text


#: one reading of a catalogue at a time: a server reads them ahead in a thread, and a request that
#: needs one meanwhile waits for that reading rather than make a second
_READING = threading.RLock()
#: the localizers made so far, by the language asked for: taken without the lock, so that a language
#: already read never waits while a thread reads another
_MADE: dict[str, Localizer] = {}


def localizer(lang: str) -> Localizer:
    """The :class:`Localizer` of ``lang`` (cached); unknown languages raise :class:`UnknownLanguageError`."""
    found = _MADE.get(lang)
    if found is not None:
        return found
    with _READING:  # a reading of the same language under way: wait for it, then take what it made
        found = _MADE.get(lang)
        if found is None:
            found = _MADE[lang] = _localizer(lang)
        return found


def _localizer(lang: str) -> Localizer:
    code = check_language(lang)
    folder = _locales_root() / code
    sources = sorted(
        (entry.name, entry.read_text(encoding="utf-8")) for entry in folder.iterdir() if entry.name.endswith(".ftl")
    )
    return Localizer(code, sources)
