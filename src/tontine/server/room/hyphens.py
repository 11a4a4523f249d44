"""Names as people read them: soft hyphens at the syllables, so that a narrow tile wraps a name only there.

Browsers hyphenate with dictionaries of their own, and many (Debian's Chromium) have none: there
``hyphens: auto`` does nothing and the only way a long name wraps is mid-letter. The server puts
soft hyphens (U+00AD) at the syllables of each word of a name instead, by the rules of the page's
language (pyphen), and the page says ``hyphens: manual``. The result is a display string only:
what the player typed is kept and sent as it is, and it goes in the page as text
(``textContent``), never as markup, so nothing here needs or undoes escaping.

>>> display_name("Miss Thornbury", "en")
'Miss Thorn\\xadbury'
>>> display_name("Mlle de Montmorency", "fr")
'Mlle de Mont\\xadmo\\xadren\\xadcy'
>>> display_name("<b>Ann</b>", "en")  # text stays text: no entity, nothing dropped
'<b>Ann</b>'
>>> display_names("Lady Harcombe")["en"], display_name("Mr. Ashby", "de")  # never a syllable of one letter
('Lady Har\\xadcombe', 'Mr. Ash\\xadby')
"""

from __future__ import annotations

import re
import threading
from functools import lru_cache
from typing import Any

from tontine.i18n import languages

__all__ = ["SOFT_HYPHEN", "defer_dictionaries", "display_name", "display_names", "load_dictionaries"]

SOFT_HYPHEN = "\u00ad"

#: a run of letters (a word of a name); what lies between (spaces, dots, apostrophes) is left alone
_WORD = re.compile(r"[^\W\d_]+")
#: words shorter than this are never split (pyphen keeps two letters each side anyway)
_SHORTEST = 5


#: one reading of a dictionary at a time (a server reads them ahead in a thread, see load_dictionaries)
_READING = threading.Lock()
#: set by a server that reads the dictionaries ahead: until they are read, names go out plain rather
#: than wait for (or make) a reading in the answer that asked (see defer_dictionaries)
_DEFERRED = threading.Event()
#: the languages whose dictionary has been read (None where pyphen has none)
_READ: dict[str, Any] = {}


def _dictionary(lang: str) -> Any:
    """pyphen's dictionary for ``lang``, or None where pyphen or the language is missing.

    One already read is taken without the lock: the loop never waits while a thread reads another.
    """
    if lang in _READ:
        return _READ[lang]
    with _READING:  # a reading of the same language under way: wait for it, then take what it read
        if lang not in _READ:
            _READ[lang] = _read_dictionary(lang)
        return _READ[lang]


def _read_dictionary(lang: str) -> Any:
    try:
        import pyphen  # type: ignore[import-untyped]
    except ImportError:  # pragma: no cover - pyphen is a dependency of the server
        return None
    code = pyphen.language_fallback(lang)
    return pyphen.Pyphen(lang=code) if code else None


def defer_dictionaries() -> None:
    """Names go out plain until :func:`load_dictionaries` has read the dictionaries, instead of the first
    state that needs one reading it on the event loop (the German one alone takes half a second).

    A server that reads them ahead in a thread calls this before it answers (see ``tontine.server.app``).
    """
    _DEFERRED.set()


def load_dictionaries() -> int:
    """Read now the dictionary of every language the pages speak (seconds of work the first time, on a
    busy machine: a server does it at start-up, not in the first state it sends); how many there are."""
    try:
        return sum(_dictionary(lang) is not None for lang in languages())
    finally:
        _DEFERRED.clear()  # read: names are hyphenated again, and a later language is read when asked


def display_name(name: str, lang: str) -> str:
    """``name`` with soft hyphens at the syllables of its words, by the rules of ``lang`` (plain while
    the dictionaries are still being read ahead, see :func:`defer_dictionaries`)."""
    if _DEFERRED.is_set() and lang not in _READ:
        return name
    return _hyphenated(name, lang)


@lru_cache(maxsize=8192)
def _hyphenated(name: str, lang: str) -> str:
    dictionary = _dictionary(lang)
    if dictionary is None or SOFT_HYPHEN in name:
        return name

    def split(match: re.Match[str]) -> str:
        word = match.group(0)
        if len(word) < _SHORTEST:
            return word
        pieces = str(dictionary.inserted(word, hyphen=SOFT_HYPHEN)).split(SOFT_HYPHEN)
        kept = [pieces[0]]
        for piece in pieces[1:]:  # no piece of a single letter ("As-h-by"): it joins the one before
            if len(piece) < 2 or len(kept[-1]) < 2:
                kept[-1] += piece
            else:
                kept.append(piece)
        return SOFT_HYPHEN.join(kept)

    return _WORD.sub(split, name)


def display_names(name: str) -> dict[str, str]:
    """``name`` for display in each language the pages speak (the page picks its own)."""
    return {lang: display_name(name, lang) for lang in languages()}
