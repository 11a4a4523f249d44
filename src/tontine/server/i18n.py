"""The interface's three languages: English, French and German (the sources' languages).

The catalogs live in ``static/i18n.json`` (one object per language, the same keys
in each); the browser formats the interface, card names and the log from them.

>>> negotiate("de-CH,de;q=0.9,en;q=0.8")
'de'
>>> negotiate("es-ES,fr;q=0.5")
'fr'
>>> negotiate("")
'en'
>>> sorted(catalogs())
['de', 'en', 'fr']
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

__all__ = ["LANGUAGES", "catalogs", "negotiate", "translate"]

LANGUAGES = ("en", "fr", "de")


@cache
def catalogs() -> dict[str, dict[str, Any]]:
    """Every catalog by language code."""
    text = (resources.files("tontine.server") / "static" / "i18n.json").read_text(encoding="utf-8")
    data: dict[str, dict[str, Any]] = json.loads(text)
    return data


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


def translate(language: str, key: str, **values: object) -> str:
    """One message of a catalog with its ``{placeholders}`` filled.

    >>> translate("fr", "rank.K"), translate("de", "rank.J")
    ('roi', 'Bube')
    """
    catalog = catalogs().get(language, catalogs()["en"])
    text = str(catalog.get(key, catalogs()["en"].get(key, key)))
    for name, value in values.items():
        text = text.replace("{" + name + "}", str(value))
    return text
