"""The catalogues: every event kind phrased in every language, nothing missing, every template renders."""

from __future__ import annotations

import dataclasses
import inspect
import re
import shutil
from pathlib import Path

import pytest

from tontine import FULL_PACK, Card, events
from tontine.errors import TontineError
from tontine.narrate import Game, available_languages, load_catalogue, tell
from tontine.narrate.catalogue import (
    CARD_FIELDS,
    CLAUSES,
    ENV_DIR,
    EVENT_KEYS,
    PERSON_FIELDS,
    PHRASES,
    TEXT_FIELDS,
    CardWords,
    Num,
    Person,
    gender_of,
)

LANGS = available_languages()
CATALOGUES = Path(__file__).resolve().parents[2] / "src" / "tontine" / "narrate" / "catalogues"


def event_kinds() -> set[str]:
    return {
        cls.kind
        for _, cls in inspect.getmembers(events, inspect.isclass)
        if issubclass(cls, events.Event) and cls is not events.Event
    }


def test_the_three_languages_are_found() -> None:
    assert {"en", "fr", "de"} <= set(LANGS)


def test_every_event_kind_has_phrases() -> None:
    kinds = event_kinds()
    assert len(kinds) == 16
    assert kinds == set(EVENT_KEYS), kinds ^ set(EVENT_KEYS)
    for kind, keys in EVENT_KEYS.items():
        assert keys, kind
        for key in keys:
            assert key in PHRASES, (kind, key)


@pytest.mark.parametrize("lang", LANGS)
def test_no_key_missing_and_every_phrase_varies(lang: str) -> None:
    catalogue = load_catalogue(lang)
    assert set(catalogue.phrases) == set(PHRASES)
    for kind, keys in EVENT_KEYS.items():
        for key in keys:
            variants = catalogue.phrase_variants(key)
            # two variants at least, all different, or a phrase could not avoid repeating itself
            assert len(variants) >= 2 and len(set(variants)) == len(variants), (lang, kind, key)
    assert set(catalogue.clauses) == set(CLAUSES)


def sample(name: str, value: int, catalogue):  # type: ignore[no-untyped-def]
    if name in PERSON_FIELDS:
        return Person("Madame de Merteuil" if value % 2 else "Herr Grünlich", catalogue)
    if name in CARD_FIELDS:
        return CardWords(FULL_PACK[value % 52], catalogue)
    if name in TEXT_FIELDS:
        return f"<{name}>"
    return Num(value, catalogue)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("value", [1, 2, 3, 11, 21])
def test_every_template_renders_with_its_fields(lang: str, value: int) -> None:
    catalogue = load_catalogue(lang)
    for key, fields in PHRASES.items():
        values = {name: sample(name, value, catalogue) for name in fields}
        for template in catalogue.phrase_variants(key):
            used = {m.group(1) for m in re.finditer(r"\{(\w+)", template)}
            assert used <= set(fields), (lang, key, used - set(fields))
            text = template.format_map(values)
            assert "{" not in text and "}" not in text, (lang, key, text)
    for key, fields in CLAUSES.items():
        text = catalogue.clause(key, **{name: Num(value, catalogue) for name in fields})
        assert str(value) in text or value == 1, (lang, key, text)


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_has_every_form(lang: str) -> None:
    catalogue = load_catalogue(lang)
    forms = list(catalogue.ranks[FULL_PACK[0].rank])
    names = set()
    for card in FULL_PACK:
        for form in forms:
            words = catalogue.card(card, form)
            assert words and "{" not in words
        names.add(catalogue.card(card, forms[0]))
    assert len(names) == 52  # the first form names the suit: every card reads differently


def test_period_words() -> None:
    en, fr, de = (load_catalogue(code) for code in ("en", "fr", "de"))
    assert en.card(Card.parse("JH"), "the") == "the knave of hearts"
    assert fr.card(Card.parse("QS"), "le") == "la dame de pique"
    assert fr.card(Card.parse("KD"), "le") == "le roi de carreau"
    assert de.card(Card.parse("JC"), "akk") == "den Treff-Buben"
    assert de.card(Card.parse("QH"), "nom") == "die Coeur-Dame"
    assert en.number(1, "counters") == "one counter" and fr.number(4, "jetons") == "4 jetons"
    assert en.number(21, "ord") == "21st" and en.number(12, "ord") == "12th" and en.number(113, "ord") == "113th"
    assert fr.number(1, "ord") == "1re" and de.number(7, "ord") == "7."
    assert "box" in " ".join(en.phrase_variants("ante.paid"))
    assert "corbeille" in " ".join(fr.phrase_variants("ante.paid"))
    assert "Pot" in " ".join(de.phrase_variants("ante.paid"))


def test_names_are_gendered_declined_and_contracted() -> None:
    fr, de = load_catalogue("fr"), load_catalogue("de")
    assert gender_of("Miss Bingley") == "female" and gender_of("le Vicomte de Valmont") == "male"
    assert gender_of("Frau Dörr") == "female" and gender_of("Ann") == "neutral"
    assert f"{Person('Herr Grünlich', de):dat}" == "Herrn Grünlich"
    assert f"{Person('Frau Dörr', de):dat}" == "Frau Dörr"
    assert f"{Person('Madame de Tourvel', fr):e}" == "e"
    assert fr.contract("Le roi échut à le Vicomte de Valmont.") == "Le roi échut au Vicomte de Valmont."
    with pytest.raises(TontineError, match="no pronoun form"):
        format(Person("Mr. A", fr), "his")


def test_unknown_language_is_one_clear_error() -> None:
    with pytest.raises(TontineError, match=r"unknown language 'xx': use one of .*en"):
        load_catalogue("xx")


def test_a_translator_adds_a_language_without_code(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   special_games) -> None:  # type: ignore[no-untyped-def]
    text = (CATALOGUES / "en.toml").read_text(encoding="utf-8")
    new = text.replace('code = "en"', 'code = "xx"').replace("neither paid nor drew", "sat as still as stone")
    (tmp_path / "xx.toml").write_text(new, encoding="utf-8")
    monkeypatch.setenv(ENV_DIR, str(tmp_path))
    assert "xx" in available_languages()
    _, _, game = special_games[0]
    story = tell(game, "xx")
    assert story.lang == "xx" and story.sentences()


def test_a_broken_catalogue_names_what_is_missing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    text = (CATALOGUES / "fr.toml").read_text(encoding="utf-8")
    broken = re.sub(r"\ndied = \[.*?\]\n", "\n", text, flags=re.S)
    assert broken != text
    (tmp_path / "yy.toml").write_text(broken, encoding="utf-8")
    (tmp_path / "zz.toml").write_text("this is = not [ toml", encoding="utf-8")
    shutil.copy(CATALOGUES / "de.toml", tmp_path / "de.toml")
    monkeypatch.setenv(ENV_DIR, str(tmp_path))
    with pytest.raises(TontineError, match=r"catalogue 'yy': missing phrase\(s\) died"):
        load_catalogue("yy")
    with pytest.raises(TontineError, match="catalogue 'zz'.*not valid TOML"):
        load_catalogue("zz")
    assert load_catalogue("de").code == "de"  # a translator's copy overrides the shipped one


def test_sentence_dataclass_is_frozen() -> None:
    from tontine.narrate import Sentence

    sentence = Sentence("died", "died", "x")
    with pytest.raises(dataclasses.FrozenInstanceError):
        sentence.text = "y"  # type: ignore[misc]
    assert Game  # the public API names the game type
