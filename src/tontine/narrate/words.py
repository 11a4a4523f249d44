"""The small pieces of wording every teller shares: a sentence's capital, its opening words, a counter's worth.

>>> capital("« le roi ? »"), opening_words("The box, at last."), counter_words("a shilling", "en")
('« Le roi ? »', 'the box', ('a shilling', 'shillings'))
"""

from __future__ import annotations

import re
from typing import Any

__all__ = ["Args", "capital", "counter_words", "opening_words"]

#: keyword arguments of a message, some with hyphenated names
Args = dict[str, Any]

_OPENING = re.compile(r"\W+")


def opening_words(text: str) -> str:
    return " ".join(_OPENING.split(text.casefold())[:2])


_SPACES = re.compile(r"[ \t\n]+")


def capital(text: str) -> str:
    # only ASCII white space: a narrow no-break space (French) must stay where it is
    text = _SPACES.sub(" ", text).strip(" ")
    for i, ch in enumerate(text):
        if ch.isalpha():
            return text[:i] + ch.upper() + text[i + 1 :] if ch.islower() else text
    return text


def counter_words(counter: str, lang: str) -> tuple[str, str]:
    """("a shilling", "shillings"): the worth of one counter with its article, and the plural."""
    singular, _, plural = counter.partition("/")
    singular = " ".join(singular.split())
    if plural.strip():
        return singular, " ".join(plural.split())
    words = singular.split()
    bare = " ".join(words[1:]) if len(words) > 1 and words[0].casefold() in _ARTICLES.get(lang, ()) else singular
    return singular, _plural(bare, lang)


_ARTICLES = {"en": ("a", "an", "one"), "fr": ("un", "une"), "de": ("ein", "eine", "einen")}
_PLURALS = {"penny": "pence", "sou": "sous", "écu": "écus", "louis": "louis", "liard": "liards",
            "Groschen": "Groschen", "Taler": "Taler", "Kreuzer": "Kreuzer", "Heller": "Heller",
            "Pfennig": "Pfennige", "Gulden": "Gulden", "Batzen": "Batzen", "Dukaten": "Dukaten"}


def _plural(word: str, lang: str) -> str:
    if word in _PLURALS:
        return _PLURALS[word]
    if lang == "en":
        return word + ("es" if word.endswith(("s", "x", "ch", "sh")) else "s")
    if lang == "fr":
        if word.endswith(("s", "x", "z")):
            return word
        return word[:-2] + "aux" if word.endswith("al") else word + ("x" if word.endswith("eau") else "s")
    if lang == "de":
        return word if word.endswith(("en", "er", "el")) else word + "e"
    return word


