"""French and German agreement in the narrator, checked mechanically (properties, no snapshots).

Two ways: every wording of every ``narrate.ftl`` message rendered for two women and for two men
(French: no masculine pair or participle for women, no feminine for men; German: a preposition
never takes the nominative "Herr", a line is never said by "Herrn"), and whole scenes over many
seeds at tables of only women or only men.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tontine import Rules, SeededShuffle, Table
from tontine.i18n import localizer
from tontine.narrate import Game, Story, tell
from tontine.narrate.cast import person
from tontine.narrate.measure import sentences

PRESET = {"fr": "french", "de": "german"}
SURNAMES = ("Albert", "Brun", "Chaptal", "Dufresne", "Escoffier", "Fabre", "Garnier", "Hérault", "Imbert",
            "Jourdan", "Lacoste", "Mercier", "Noblet", "Olivier", "Perrin", "Quesnel", "Roux", "Sorel",
            "Thibault", "Vernet")
TITLES = {("fr", "female"): ("Madame", "Mademoiselle"), ("fr", "male"): ("Monsieur",),
          ("de", "female"): ("Frau", "Mamsell", "Demoiselle"), ("de", "male"): ("Herr",)}
#: words that give a group or a person the wrong gender: (lang, the people's gender) -> patterns
WRONG = {
    ("fr", "female"): [r"\bles deux derniers\b", r"\bSeuls\b", r"\bni l’un ni l’autre\b", r"\btous deux\b", r"\bl’un (?:tomba|mourut)\b",
                       r"\btomba le dernier\b", r"\ble plus pensif\b", r"\bfort content\b", r"\bseul avait\b",
                       r"\bs’était pas soucié\b", r"\bmort qu’il\b", r"\bperdait l’un\b", r"\bnerveu(?:x|se)\b",
                       r"\bseul survivant\b", r"\brendu au jeu\b", r"\bamené à\b", r"\bvenu pour\b", r"\bregardé plus\b"],
    ("fr", "male"): [r"\bles deux dernières\b", r"\bSeules\b", r"\bni l’une ni l’autre\b", r"\btoutes deux\b", r"\bl’une (?:tomba|mourut)\b",
                     r"\btomba la dernière\b", r"\bla plus pensive\b", r"\bfort contente\b", r"\bseule avait\b",
                     r"\bs’était pas souciée\b", r"\bmorte qu’elle\b", r"\bperdait l’une\b", r"\bseule survivante\b",
                     r"\bamenée\b", r"\bvenue pour\b", r"\bétait venue\b", r"\bregardée\b"],
    ("de", "female"): [r"\bkeiner (?:wollte|sprach)\b", r"\bkeines (?:wollte|sprach)\b", r"\bden alten Widersacher\b",
                       r"\bals Letzter\b", r"\bals Erster\b", r"\bnervös\b", r"\bihm gehörte\b"],
    ("de", "male"): [r"\bkeine (?:wollte|sprach)\b", r"\bkeines (?:wollte|sprach)\b", r"\bdie alte Widersacherin\b",
                     r"\bals Letzte\b", r"\bals Erste\b", r"\bihr gehörte\b"],
}
#: German prepositions and the cases they take ("two" takes the dative or the accusative)
_DATIVE = ("mit", "von", "zu", "bei", "aus", "nach", "seit", "gegenüber", "vom", "zum", "beim")
_ACCUSATIVE = ("für", "gegen", "ohne", "um", "durch")
_TWO_WAY = ("an", "auf", "neben", "über", "vor", "hinter", "unter", "zwischen", "in")
#: verbs a German sentence may follow a dative with ("Herrn Albrecht fiel die Herz-Dame zu")
_DATIVE_FIRST = ("fiel", "schienen", "schien", "gehörte", "blieb", "kam")


def _narrate_ids(lang: str) -> list[str]:
    loc = localizer(lang)
    return [m for m in loc.ids() if loc.file_of(m) == "narrate.ftl"]


def _renderings(lang: str, args_of: dict[str, Any]) -> list[tuple[str, str]]:
    """Every wording of every narrator message, with ``args_of`` for the people and plain values else."""
    loc = localizer(lang)
    out = []
    for msg_id in _narrate_ids(lang):
        args: dict[str, Any] = {}
        for v in loc.variables(msg_id) - {"variant"}:
            if v in args_of:
                args[v] = args_of[v]
            elif v in ("rank",):
                args[v] = "Q"
            elif v == "suit":
                args[v] = "H"
            elif v.endswith(("text", "list", "names", "place")):
                args[v] = "X"
            elif v.endswith("key"):
                args[v] = "none"
            else:
                args[v] = 5
        for variant in range(loc.variant_count(msg_id) or 1):
            out.append((f"{msg_id}#{variant}", loc(msg_id, variant=variant, **args)))
    return out


def _pair(lang: str, gender: str) -> dict[str, Any]:
    first, second = (f"{TITLES[lang, gender][i % len(TITLES[lang, gender])]} {SURNAMES[i]}" for i in (0, 1))
    return {**person(first, lang).forms(lang), **person(second, lang).forms(lang, "other-")}


@pytest.mark.parametrize(("lang", "gender"), sorted(WRONG))
def test_no_wording_gives_a_pair_of_women_or_of_men_the_other_gender(lang: str, gender: str) -> None:
    wrong = [re.compile(p) for p in WRONG[lang, gender]]
    found = [(key, text) for key, text in _renderings(lang, _pair(lang, gender)) if any(p.search(text) for p in wrong)]
    assert found == []


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_the_wrong_words_are_the_other_genders_right_ones(lang: str) -> None:
    """The patterns are not idle: the words forbidden for women occur for men, and the other way round."""
    for gender, other in (("female", "male"), ("male", "female")):
        texts = " ".join(text for _, text in _renderings(lang, _pair(lang, other)))
        assert sum(1 for p in WRONG[lang, gender] if re.search(p, texts)) >= 3


#: words out of their time or calqued on English, never in a wording: the French Republic has no
#: "royaume", "nerveux" and "nervös" are not yet of the nerves, a German box is the Kasse, not a "Pot"
STALE = {
    "fr": [r"\broyaume\b", r"\bnerveu(?:x|se)\b", r"\bjour de congé\b", r"\bpouvait mal se permettre\b",
           r"\bPlus loin sur la table\b", r"\bheures en trouvèrent\b"],
    "de": [r"\bMikado\b", r"\bnervös\b", r"\bFeiertag\b", r"\bDie Stunde \w+ (?:fand|sah|kam)\b", r"\bum \w+ Uhr verschoben\b",
           r"\bPot\b", r"\bschlief nicht\b"],
}


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_no_wording_is_out_of_its_time_or_calqued(lang: str) -> None:
    stale = [re.compile(p) for p in STALE[lang]]
    found = [(key, text) for gender in ("female", "male") for key, text in _renderings(lang, _pair(lang, gender))
             if any(p.search(text) for p in stale)]
    assert found == []


def _cases() -> dict[str, str]:
    """German case markers: the name in the nominative, dative and accusative (and the other person's)."""
    marks = {}
    for prefix in ("", "other-"):
        tag = "OTHER" if prefix else ""
        marks |= {f"{prefix}name": f"{tag}NOM", f"{prefix}dat-name": f"{tag}DAT", f"{prefix}acc-name": f"{tag}ACC",
                  f"{prefix}gender": "male"}
    return marks


def test_a_german_preposition_takes_its_case_and_herrn_is_never_the_speaker() -> None:
    renderings = _renderings("de", _cases())
    preposition = re.compile(rf"\b({'|'.join(_DATIVE + _ACCUSATIVE + _TWO_WAY)})\s+(?:OTHER)?(NOM|DAT|ACC)\b")
    opening = re.compile(r"(?:^|[.;:] |„)(?:OTHER)?(?:DAT|ACC) (\w+)")
    wrong = []
    for key, text in renderings:
        for match in preposition.finditer(text):
            word, case = match.groups()
            allowed = {"DAT"} if word in _DATIVE else {"ACC"} if word in _ACCUSATIVE else {"DAT", "ACC"}
            if case not in allowed:
                wrong.append((key, match.group(0)))
        wrong += [(key, m.group(0)) for m in opening.finditer(text) if m.group(1) not in _DATIVE_FIRST]
        if key.startswith("narrate-said-") and "NOM" not in text:
            wrong.append((key, text))
    assert wrong == []
    assert sum(1 for _, text in renderings if "DAT" in text) > 50  # the markers did reach the messages


@cache
def _scene(lang: str, gender: str, seats: int, seed: int) -> Story:
    titles = TITLES[lang, gender]
    names = [f"{titles[i % len(titles)]} {SURNAMES[i % len(SURNAMES)]}" for i in range(seats)]
    if seats > len(SURNAMES):
        names = [f"{n}-{i}" if i >= len(SURNAMES) else n for i, n in enumerate(names)]
    people = [person(n, lang) for n in names]
    table = Table(Rules.from_preset(PRESET[lang]), names, source=SeededShuffle(seed))
    for _ in table.play():
        pass
    return tell(Game.from_table(table, seed=seed), lang, people=people)


@pytest.mark.parametrize(("lang", "gender"), sorted(WRONG))
@settings(max_examples=8, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), seats=st.sampled_from([2, 3, 6, 12]))
def test_a_table_of_women_or_of_men_is_told_in_its_own_gender(lang: str, gender: str, seed: int, seats: int) -> None:
    story = _scene(lang, gender, seats, seed)
    wrong = [re.compile(p) for p in WRONG[lang, gender]]
    bad = [s for s in sentences(story.text()) if any(p.search(s) for p in wrong)]
    assert bad == []


#: what says that more than one player fell: (lang) -> pattern
_MANY_FELL = {"en": r"\b(?:Others|others|losses|more than one|More than one|more had)\b",
              "fr": r"\b(?:D’autres|d’autres|Plus d’un|plus d’un|seules victimes)\b",
              "de": r"\b(?:andere|mancher|mehr als einen?|Mehr als einer|die einzigen Opfer|weitere Tote)\b"}


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_the_other_falls_of_a_deal_are_told_in_their_number(lang: str) -> None:
    loc = localizer(lang)
    count = loc.variant_count("narrate-also-fell")
    assert count >= 12
    one = [loc("narrate-also-fell", variant=v, count=1) for v in range(count)]
    many = [loc("narrate-also-fell", variant=v, count=3) for v in range(count)]
    assert not [s for s in one if re.search(_MANY_FELL[lang], s)], "a plural told of one fall"
    assert sum(a != b for a, b in zip(one, many, strict=True)) >= count // 2
    # and the narrator gives the count: never more than the deaths of one deal, the singular for one
    told = 0
    for seed in range(40):
        table = Table(Rules.from_preset({"en": "english", "fr": "french", "de": "german"}[lang]),
                      [f"P{n}" for n in range(12)], source=SeededShuffle(seed))
        for _ in table.play():
            pass
        story = tell(Game.from_table(table, seed=seed), lang)
        most = max(Counter(deal for deal, _seat, what in story.marks if what == "died").values())
        for sentence in story.sentences():
            if sentence.kind == "also":
                told += 1
                fell = sentence.facts["count"]
                assert 1 <= fell <= most
                assert sentence.text in (one if fell == 1 else many if fell == 3 else [sentence.text])
    assert told
