"""The browser's words: web.ftl in three languages, every page key and refusal key in it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tontine import events
from tontine.i18n import localizer
from tontine.server.http.i18n import LANGUAGES, catalogs, message_id, negotiate, refusal_text

ROOT = Path(__file__).resolve().parents[2] / "src" / "tontine"
STATIC = ROOT / "server" / "static"
EVENT_KINDS = sorted(
    cls.kind for cls in vars(events).values()
    if isinstance(cls, type) and issubclass(cls, events.Event) and cls is not events.Event
)


def variables(lang: str) -> dict[str, set[str]]:
    """Each web.ftl message's variables, parsed from the file."""
    from fluent.syntax import FluentParser, ast
    from fluent.syntax.visitor import Visitor

    found: dict[str, set[str]] = {}
    refs: dict[str, set[str]] = {}

    class Collect(Visitor):
        def __init__(self, names: set[str], used: set[str]) -> None:
            super().__init__()
            self.names, self.used = names, used

        def visit_VariableReference(self, node: ast.VariableReference) -> None:
            self.names.add(node.id.name)

        def visit_MessageReference(self, node: ast.MessageReference) -> None:
            self.used.add(node.id.name)

    for name in ("common.ftl", "web.ftl"):
        text = (ROOT / "locales" / lang / name).read_text(encoding="utf-8")
        for entry in FluentParser(with_spans=False).parse(text).body:
            if isinstance(entry, ast.Message):
                Collect(found.setdefault(entry.id.name, set()), refs.setdefault(entry.id.name, set())).visit(entry)
    # a message that uses another (card-name, web-counters) takes that one's variables too
    for _ in range(4):
        for msg, used in refs.items():
            for other in used:
                found[msg] |= found.get(other, set())
    web = {e.id.name for e in FluentParser(with_spans=False).parse(
        (ROOT / "locales" / lang / "web.ftl").read_text(encoding="utf-8")).body if isinstance(e, ast.Message)}
    return {msg: names for msg, names in found.items() if msg in web}


def web_ids(lang: str) -> set[str]:
    loc = localizer(lang)
    return {msg for msg in loc.ids() if loc.file_of(msg) == "web.ftl"}


def test_every_language_has_every_web_message_with_the_same_variables() -> None:
    english = web_ids("en")
    assert english and all(msg.startswith("web-") for msg in english)
    reference = variables("en")
    for lang in ("fr", "de"):
        assert web_ids(lang) == english, lang
        theirs = variables(lang)
        for msg, names in reference.items():
            # a card's words may select on its rank and suit in one language and not another
            assert theirs[msg] - {"rank", "suit"} == names - {"rank", "suit"}, (lang, msg)


def test_the_server_sends_each_language_its_common_and_web_files() -> None:
    books = catalogs()
    assert sorted(books) == sorted(LANGUAGES)
    for lang, text in books.items():
        assert "web-host-deal =" in text and "card-name =" in text, lang
    assert not (STATIC / "i18n.json").exists()


def test_every_engine_event_is_told_in_words_by_the_page() -> None:
    script = (STATIC / "table.js").read_text(encoding="utf-8")
    for kind in EVENT_KINDS:
        assert f"web-ev-{kind.replace('_', '-')}" in web_ids("en"), kind
        assert f'case "{kind}"' in script, kind


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("count", [0, 1, 2, 5, 21])
def test_counts_agree_in_every_language(lang: str, count: int) -> None:
    loc = localizer(lang)
    text = loc("web-ev-take-from-pool", name="Ann", taken=count)
    singular = {"en": "counter ", "fr": "jeton ", "de": "Jeton "}[lang]
    one = count == 1 or (lang == "fr" and count == 0)  # French: zero takes the singular
    assert (singular in text + " ") == one or (singular.strip() + " " in text) == one, text
    assert str(count) in text


def test_every_page_key_and_refusal_key_has_a_message() -> None:
    ids = web_ids("en") | {"card-name", "card-bare", "rank-name", "suit-name", "preset-title"}
    for page in STATIC.glob("*.html"):
        for key in re.findall(r'data-i18n(?:-label|-alt|-title)?="([^"]+)"', page.read_text(encoding="utf-8")):
            assert key in ids, (page.name, key)
    for script in STATIC.glob("*.js"):
        for key in re.findall(r'\bt\("([a-z][a-z0-9-]*)"', script.read_text(encoding="utf-8")):
            if key.endswith("-"):  # a family of ids, one per value: web-status-lobby ...
                assert any(i.startswith(key) for i in ids), (script.name, key)
            else:
                assert key in ids, (script.name, key)
    server = "".join(p.read_text(encoding="utf-8") for p in (ROOT / "server").glob("**/*.py"))
    keys = set(re.findall(r'Refusal\([^)]*?,\s*\d{3},\s*"([a-z_]+)"', server, flags=re.S))
    keys |= set(re.findall(r'"key":\s*"([a-z_]+)"', server))
    from tontine.server.room.errors import STATUS_KEYS

    keys |= set(STATUS_KEYS.values())
    assert keys, "no refusal keys found"
    for key in keys:
        assert message_id(key) in ids, key


def test_refusals_read_in_each_language_with_local_numbers() -> None:
    assert refusal_text("de", "pace", low=0.2, high=60) == "Das Tempo muss 0,2 bis 60 Sekunden betragen."
    assert refusal_text("fr", "pace", low=0.2, high=60) == "Le rythme doit être de 0,2 à 60\u202fsecondes." or \
        "0,2" in refusal_text("fr", "pace", low=0.2, high=60)
    assert "\u202f:" in refusal_text("fr", "no_table", code="ABCDEF") or ":" not in refusal_text("fr", "no_table", code="X")


@pytest.mark.parametrize(
    ("language", "card", "words"),
    [("en", "KS", "the king of spades"), ("fr", "QH", "la dame de cœur"), ("fr", "JD", "le valet de carreau"),
     ("de", "KC", "den Kreuz-König"), ("de", "JS", "den Pik-Buben"), ("de", "QD", "die Karo-Dame")],
)
def test_the_log_names_cards_in_their_case(language: str, card: str, words: str) -> None:
    text = localizer(language)("web-ev-card-dealt", name="Ann", rank=card[0], suit=card[1])
    assert words in text, text


def test_negotiate() -> None:
    assert negotiate("fr-CA") == "fr" and negotiate("xx") == "en"


TEXT_VARIABLES = {"rank": "Q", "suit": "H", "preset": "english", "how": "last-to-fall", "kind": "give"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_web_message_renders_for_every_count(lang: str) -> None:
    loc = localizer(lang)
    for msg, names in variables(lang).items():
        for count in (0, 1, 2, 5, 21):
            args: dict[str, object] = {}
            for name in names:
                if name in TEXT_VARIABLES:
                    args[name] = TEXT_VARIABLES[name]
                elif name.endswith(("name", "names", "list", "text", "code", "card", "title")):
                    args[name] = "Ann"
                else:
                    args[name] = count
            text = loc(msg, **args)
            assert text.strip() and "{" not in text and "$" not in text, (lang, msg, count, text)
            if lang == "fr":
                assert not re.search(r" [;:!?»]", text), (msg, text)  # French spacing: never a plain space there
