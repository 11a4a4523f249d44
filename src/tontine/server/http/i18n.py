"""The browser's three languages: English, French and German (the sources' languages).

The words are the project's Fluent catalogues (``tontine/locales/<lang>/``): ``common.ftl``
(ranks, suits, cards, preset titles) and ``web.ftl`` (the pages, their log and every refusal,
ids ``web-...``). The server sends each language's files as they are; the page formats them
with the Fluent JavaScript library (``static/vendor/fluent-bundle.js``), so plurals follow the
language's own rules and numbers its own separators.

>>> negotiate("de-CH,de;q=0.9,en;q=0.8")
'de'
>>> negotiate("es-ES,fr;q=0.5")
'fr'
>>> negotiate("")
'en'
>>> sorted(catalogs())
['de', 'en', 'fr']
>>> "web-host-deal = Deal" in catalogs()["en"]
True
"""

from __future__ import annotations

from functools import cache
from importlib import resources

from tontine.i18n import localizer

__all__ = ["LANGUAGES", "PAGE_FILES", "catalogs", "negotiate", "refusal_text"]

LANGUAGES = ("en", "fr", "de")
#: The catalogue files a page needs, in the order they are added to its bundle.
PAGE_FILES = ("common.ftl", "web.ftl")


@cache
def catalogs() -> dict[str, str]:
    """The Fluent source a page needs, by language code (the files joined in :data:`PAGE_FILES` order)."""
    root = resources.files("tontine") / "locales"
    return {
        lang: "\n".join((root / lang / name).read_text(encoding="utf-8") for name in PAGE_FILES)
        for lang in LANGUAGES
    }


def negotiate(accept_language: str) -> str:
    """The best of en/fr/de for an ``Accept-Language`` header (English when none fits)."""
    choices: list[tuple[float, int, str]] = []
    for index, part in enumerate(accept_language.split(",")):
        piece = part.strip()
        if not piece:
            continue
        tag, _, params = piece.partition(";")
        quality = 1.0
        if params.strip().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                quality = 0.0
        language = tag.strip().lower().split("-")[0]
        if language in LANGUAGES and quality > 0:
            choices.append((-quality, index, language))
    return sorted(choices)[0][2] if choices else "en"


def message_id(key: str) -> str:
    """The catalogue id of a refusal key: ``"no_table"`` -> ``"web-error-no-table"``.

    >>> message_id("two_seats")
    'web-error-two-seats'
    """
    return "web-error-" + key.replace("_", "-")


def refusal_text(language: str, key: str, **values: object) -> str:
    """A refusal in a language, as the page shows it (for tests and logs).

    >>> refusal_text("fr", "dealt", n=4)
    'La donne 4 a déjà été donnée.'
    """
    return localizer(language)(message_id(key), **values)
