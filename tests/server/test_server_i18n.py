"""The three languages: the same messages everywhere, and every engine event told in words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tontine import events
from tontine.server.i18n import LANGUAGES, catalogs, negotiate, translate

STATIC = Path(__file__).resolve().parents[2] / "src" / "tontine" / "server" / "static"
EVENT_KINDS = sorted(
    cls.kind for cls in vars(events).values()
    if isinstance(cls, type) and issubclass(cls, events.Event) and cls is not events.Event
)


def placeholders(text: str) -> set[str]:
    return set(re.findall(r"\{(\w+)\}", text))


def test_every_language_has_every_message_with_the_same_placeholders() -> None:
    books = catalogs()
    assert sorted(books) == sorted(LANGUAGES)
    english = books["en"]
    for language in ("fr", "de"):
        assert set(books[language]) == set(english), language
        for key, text in english.items():
            assert placeholders(books[language][key]) == placeholders(text), (language, key)
            assert books[language][key].strip(), (language, key)


def test_every_engine_event_is_told_in_words_by_the_page() -> None:
    script = (STATIC / "table.js").read_text(encoding="utf-8")
    for kind in EVENT_KINDS:
        assert f"ev.{kind}" in catalogs()["en"], kind
        assert f'case "{kind}"' in script, kind


@pytest.mark.parametrize(
    ("language", "card", "words"),
    [("en", "KS", "king of spades"), ("fr", "QH", "dame de cœur"), ("fr", "JD", "valet de carreau"),
     ("de", "KC", "Kreuz-König"), ("de", "JS", "Pik-Bube"), ("de", "QD", "Karo-Dame")],
)
def test_card_names(language: str, card: str, words: str) -> None:
    name = translate(language, "card", rank=translate(language, f"rank.{card[0]}"),
                     suit=translate(language, f"suit.{card[1]}"))
    assert name == words


def test_every_static_text_key_in_the_pages_exists() -> None:
    keys = set(catalogs()["en"])
    for page in STATIC.glob("*.html"):
        for key in re.findall(r'data-i18n(?:-label|-alt)?="([^"]+)"', page.read_text(encoding="utf-8")):
            assert key in keys, (page.name, key)
    for script in STATIC.glob("*.js"):
        for key in re.findall(r'\bt\("([a-z_]+\.[a-z_.]+)"', script.read_text(encoding="utf-8")):
            assert key in keys, (script.name, key)


def test_language_negotiation() -> None:
    assert negotiate("fr-FR,fr;q=0.9") == "fr"
    assert negotiate("en;q=0.2, de;q=0.8") == "de"
    assert negotiate("ja, zh;q=0.5") == "en"
