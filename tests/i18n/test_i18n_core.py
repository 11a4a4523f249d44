"""The catalogue machinery: loading, numbers in words, French typography, errors."""

import pytest

from tontine.i18n import (
    GENDERS,
    MissingMessageError,
    UnknownLanguageError,
    french_spacing,
    languages,
    localizer,
)


def test_every_language_has_the_common_words():
    assert set(languages()) >= {"en", "fr", "de"}
    for lang in languages():
        loc = localizer(lang)
        for rank in "A23456789TJQK":
            assert loc("rank-name", rank=rank)
            for suit in "SHDC":
                assert loc("card-name", rank=rank, suit=suit)


def test_unknown_language_and_message_are_specific_errors():
    with pytest.raises(UnknownLanguageError, match="'xx'"):
        localizer("xx")
    with pytest.raises(MissingMessageError, match="no-such-message"):
        localizer("en")("no-such-message")
    assert localizer("FR").lang == "fr"


@pytest.mark.parametrize(
    ("lang", "value", "gender", "expected"),
    [
        ("en", 1, "masculine", "one"),
        ("en", 21, "masculine", "twenty-one"),
        ("fr", 1, "feminine", "une"),
        ("fr", 21, "feminine", "vingt et une"),
        ("fr", 21, "masculine", "vingt et un"),
        ("de", 1, "masculine", "ein"),
        ("de", 1, "feminine", "eine"),
        ("de", 21, "masculine", "einundzwanzig"),
        ("de", 5, "masculine", "fünf"),
        ("de", 129, "masculine", "hundertneunundzwanzig"),
        ("de", 1000, "masculine", "tausend"),
        ("de", 2100, "masculine", "zweitausendeinhundert"),
    ],
)
def test_words(lang, value, gender, expected):
    assert localizer(lang).words(value, gender=gender) == expected


def test_ordinals():
    assert localizer("en").ordinal(3) == "third"
    assert localizer("fr").ordinal(1) == "premier"
    assert localizer("fr").ordinal(1, gender="feminine") == "première"
    assert localizer("fr").ordinal(2) == "deuxième"
    assert localizer("de").ordinal(1, ending="en") == "ersten"
    assert localizer("de").ordinal(21) == "einundzwanzigste"
    assert localizer("de").ordinal(129) == "hundertneunundzwanzigste"


def test_digits_and_lists_follow_the_locale():
    assert localizer("fr").digits(0.2) == "0,2"
    assert localizer("de").digits(0.2) == "0,2"
    assert localizer("en").digits(0.2) == "0.2"
    assert localizer("en").join(["A", "B", "C"]) == "A, B, and C"
    assert localizer("fr").join(["A", "B", "C"]) == "A, B et C"
    assert localizer("de").join(["A", "B", "C"]) == "A, B und C"


def test_french_spacing():
    nn = "\u202f"
    assert french_spacing("Oui ; non : peut-être ! Vraiment ?") == f"Oui{nn}; non{nn}: peut-être{nn}! Vraiment{nn}?"
    assert french_spacing("« Bien »") == f"«{nn}Bien{nn}»"
    assert french_spacing("à 12:30, voir https://x.org") == "à 12:30, voir https://x.org"
    # what one types: an address and its port, a name and its gender
    assert french_spacing("p. ex. tcp://host:8786 : Ann:f") == f"p. ex. tcp://host:8786{nn}: Ann:f"
    assert french_spacing(french_spacing("Quoi ?")) == f"Quoi{nn}?"


def test_genders_are_the_documented_three():
    assert GENDERS == ("female", "male", "other")


def test_a_french_message_chooses_its_variant_by_a_text_argument():
    # text arguments are kept out of French spacing, but a variable a message selects on must reach Fluent
    fr = localizer("fr")
    assert "key-text" in fr.selectors("cli-error-record-list")
    listed = fr("cli-error-record-list", **{"key-text": "players", "value-text": "3"})
    other = fr("cli-error-record-list", **{"key-text": "deals", "value-text": "3"})
    assert "une liste de noms" in listed
    assert "une liste de noms" not in other and "une liste" in other


def test_french_elides_que_and_de_before_a_name_that_opens_with_a_vowel():
    fr = localizer("fr")
    said = {name: fr("narrate-pass-fell", variant=2, name=name, gender="female")
            for name in ("Anne", "Émilie", "Madame Cordier", "Hortense")}
    assert "qu’Anne tomba" in said["Anne"] and "que Anne" not in said["Anne"]
    assert "qu’Émilie tomba" in said["Émilie"]
    assert "que Madame Cordier tomba" in said["Madame Cordier"]
    assert "que Hortense tomba" in said["Hortense"]  # an h is left as it is (aspirate or not: the writer's)
    # the name itself is never changed, only the word before it
    assert fr("narrate-pass-fell", variant=2, name="de Anne", gender="female").count("de Anne") == 1


def test_a_language_already_read_does_not_wait_while_another_is_being_read() -> None:
    import time

    from tests.support.locks import held_elsewhere

    from tontine import i18n

    first = localizer("en")
    with held_elsewhere(i18n._READING):  # as the start-up's thread holds it while it parses a catalogue
        began = time.monotonic()
        assert localizer("en") is first and time.monotonic() - began < 0.5


def test_a_message_has_as_many_variants_as_its_longest_branch_and_its_attributes_do_not_count():
    from tontine.i18n import Localizer

    source = """reply = { $bond-key ->
    [rivals] { $variant ->
        [0] A
       *[1] B
        }
   *[none] { $variant ->
        [0] C
        [1] D
       *[2] E
        }
    }
    .presumes = { $variant ->
        [0] after
        [1] after
        [2] after
       *[other] nothing
    }
"""
    loc = Localizer("en", [("test.ftl", source)])
    assert loc.variant_count("reply") == 3
    assert loc("reply", **{"bond-key": "none", "variant": 2}) == "E"
    assert loc("reply", **{"bond-key": "rivals", "variant": 2}) == "B"  # a shorter branch gives its last
    assert loc.variant_count("reply", within={"bond-key": "rivals"}) == 2
    assert loc.variant_count("reply", within={"bond-key": "cousins"}) == 3  # no such branch: the default's
