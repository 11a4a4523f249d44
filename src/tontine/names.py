"""A period cast: invented names for a table, in the manner of the 1790s, and the towns it meets in.

Each language's cast is a data file beside its catalogues, ``locales/<lang>/cast.toml``
(``names = [...]``, ``towns = [...]``): a translator adds a cast as they add a catalogue, by
adding a folder. The names are no character of a novel and no real person, with honorifics
that tell the gender; the first ones are the default table, in order.

>>> period_names(3)
['Mrs. Pelling', 'Mr. Ashby', 'Miss Thornbury']
>>> period_names(2, lang="fr")
['Madame de Varennes', 'Monsieur Aubertin']
>>> len(set(period_names(52)))
52
>>> cast_towns("de")[0]
'Celle'
"""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources

from tontine.errors import PlayersError
from tontine.rules import MAX_SEATS, MIN_SEATS

__all__ = ["PERIOD_NAMES", "CastDataError", "cast_kin", "cast_names", "cast_towns", "period_names"]

FALLBACK = "en"


class CastDataError(ValueError):
    """A language's ``cast.toml`` that does not hold unique names and towns (a packaging fault)."""

    def __init__(self, lang: str, reason: str) -> None:
        self.lang = lang
        super().__init__(f"locales/{lang}/cast.toml: {reason}")


@cache
def _cast(lang: str) -> tuple[tuple[str, ...], tuple[str, ...], dict[str, str]] | None:
    entry = resources.files("tontine") / "locales" / lang / "cast.toml"
    if not entry.is_file():
        return None
    data = tomllib.loads(entry.read_text(encoding="utf-8"))
    names, towns = data.get("names"), data.get("towns")
    for key, value in (("names", names), ("towns", towns)):
        if not isinstance(value, list) or not value or not all(isinstance(v, str) and v.strip() for v in value):
            raise CastDataError(lang, f"{key} is not a list of names")
    assert isinstance(names, list) and isinstance(towns, list)
    if len(set(names)) != len(names):
        raise CastDataError(lang, "a name is listed twice")
    if len(names) < MAX_SEATS:
        raise CastDataError(lang, f"{len(names)} names; a table seats up to {MAX_SEATS}")
    kin = data.get("kin", {})
    if not isinstance(kin, dict) or not all(isinstance(v, str) and v.strip() for v in kin.values()):
        raise CastDataError(lang, "kin is not a table of honorifics")
    return tuple(names), tuple(towns), dict(kin)


def _cast_or_fallback(lang: str) -> tuple[tuple[str, ...], tuple[str, ...], dict[str, str]]:
    found = _cast(lang) if lang.isalpha() else None
    if found is None:
        found = _cast(FALLBACK)
    assert found is not None, "the English cast ships with the package"
    return found


def cast_names(lang: str) -> tuple[str, ...]:
    """Every name of ``lang``'s cast, the default table first (English for a language without one)."""
    return _cast_or_fallback(lang)[0]


def cast_towns(lang: str) -> tuple[str, ...]:
    """The towns ``lang``'s cast may gather in (English for a language without a cast)."""
    return _cast_or_fallback(lang)[1]


def cast_kin(lang: str) -> dict[str, str]:
    """The honorifics a brother or sister of a cast member bears, by sex (``female``, ``male``, and
    ``female-noble`` where a family name with a particle calls for another): empty if the cast has none."""
    return dict(_cast_or_fallback(lang)[2])


PERIOD_NAMES: tuple[str, ...] = cast_names(FALLBACK)


def period_names(count: int, lang: str = "en") -> list[str]:
    """The first ``count`` names of the period cast of ``lang`` (English for a language without one)."""
    if not MIN_SEATS <= count <= MAX_SEATS:
        raise PlayersError(
            f"{count} player{'' if count == 1 else 's'}: a table seats {MIN_SEATS} to {MAX_SEATS}"
            " (one card each from one pack)",
            key="player-count", count=count, low=MIN_SEATS, high=MAX_SEATS,
        )
    return list(cast_names(lang)[:count])
