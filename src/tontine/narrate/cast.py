"""The people at the table: invented period names per language, and the gender each name carries.

A name's honorific ("Mrs.", "Monsieur", "Fräulein") tells the narrator how to speak of its
bearer; ``--names "Ann:f,Ben:m,Sam"`` says it outright. A bare name is ``other`` and every
message about it is built without a gendered pronoun.

>>> person("Mrs. Pelling", "en")
Person(name='Mrs. Pelling', gender='female')
>>> person("Herr Albrecht", "de").forms("de")["dat-name"]
'Herrn Albrecht'
>>> [p.gender for p in parse_names("Ann:f, Ben:m, Sam", "en")]
['female', 'male', 'other']
>>> len({p.name for p in cast("fr", 52)})
52
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tontine.errors import PlayersError

__all__ = ["CASTS", "GenderError", "Person", "cast", "parse_names", "person", "place_for"]

GENDER_CODES = {"f": "female", "female": "female", "m": "male", "male": "male", "o": "other", "other": "other",
                "x": "other", "n": "other"}


class GenderError(PlayersError):
    """A gender code after a name that is not f, m or o."""

    def __init__(self, item: str, code: str) -> None:
        super().__init__(f"--names {item!r}: unknown gender {code!r}: use f, m or o (or none)",
                         msg_id="cli-error-gender", item_text=item, code_text=code)


HONORIFICS: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "male": ("Mr.", "Mr", "Sir", "Lord", "Colonel", "Captain", "General", "Admiral", "Dr.", "Major",
                 "the Reverend", "Reverend", "Squire", "Master"),
        "female": ("Mrs.", "Mrs", "Miss", "Lady", "Dame", "Mistress", "Countess", "Duchess", "Ms."),
    },
    "fr": {
        "male": ("Monsieur", "M.", "le Chevalier", "Chevalier", "le Comte", "Comte", "le Baron", "Baron",
                 "le Marquis", "Marquis", "l’Abbé", "Abbé", "le Vicomte", "Vicomte"),
        "female": ("Madame", "Mme", "Mademoiselle", "Mlle", "la Comtesse", "Comtesse", "la Baronne",
                   "Baronne", "la Marquise", "Marquise", "la Vicomtesse", "Vicomtesse"),
    },
    "de": {
        "male": ("Herr", "Baron", "Graf", "Freiherr", "Hofrat", "Rittmeister", "Major", "Pastor", "Doktor"),
        "female": ("Frau", "Fräulein", "Baronin", "Gräfin", "Freifrau", "Madame", "Mamsell"),
    },
}


def _gender_of(name: str, lang: str) -> str:
    words = name.split()
    for lang_code in (lang, *[code for code in HONORIFICS if code != lang]):
        for gender, titles in HONORIFICS[lang_code].items():
            for title in titles:
                parts = title.split()
                if [w.casefold() for w in words[: len(parts)]] == [p.casefold() for p in parts] and len(words) > len(
                    parts
                ):
                    return gender
    return "other"


@dataclass(frozen=True, slots=True)
class Person:
    """A player as the narrator speaks of them: the name as given and its gender."""

    name: str
    gender: str = "other"

    def forms(self, lang: str, prefix: str = "") -> dict[str, str]:
        """The message arguments for this person: ``name``, ``dat-name``, ``acc-name``, ``gender``.

        German declines "Herr" (``Herrn`` in the dative and accusative); the other forms equal the name.
        """
        oblique = self.name
        if lang == "de" and self.name.startswith("Herr "):
            oblique = "Herrn " + self.name[5:]
        elided = self.name
        to = "à " + self.name
        if lang == "fr":
            if self.name.startswith("le "):
                elided, to = "du " + self.name[3:], "au " + self.name[3:]
            elif self.name[:1].casefold() in "aeiouhéèêâîôûœ":
                elided = "d’" + self.name
            else:
                elided = "de " + self.name
        return {
            f"{prefix}name": self.name,
            f"{prefix}de-name": elided,
            f"{prefix}a-name": to,
            f"{prefix}dat-name": oblique,
            f"{prefix}acc-name": oblique,
            f"{prefix}gender": self.gender,
        }


def person(name: str, lang: str, gender: str | None = None) -> Person:
    """A :class:`Person`; without ``gender`` it is read from the honorific (else ``other``)."""
    return Person(name, gender or _gender_of(name, lang))


_ITEM = re.compile(r"^(?P<name>.*?)(?::(?P<code>[^:]*))?$")


def parse_names(text: str, lang: str) -> list[Person]:
    """``"Ann:f,Ben:m,Sam"`` as people; a gender code is ``f``, ``m`` or ``o``."""
    people = []
    for raw in text.split(","):
        item = raw.strip()
        match = _ITEM.match(item)
        assert match is not None  # the pattern matches every string
        name, code = match.group("name").strip(), match.group("code")
        gender = None
        if code is not None:
            key = code.strip().casefold()
            if key not in GENDER_CODES:
                raise GenderError(item, code)
            gender = GENDER_CODES[key]
        people.append(person(name, lang, gender))
    return people


# Invented names in the manner of the 1790s: no character of a novel, no real person.
CASTS: dict[str, tuple[str, ...]] = {
    "en": (
        "Mrs. Pelling", "Mr. Ashby", "Miss Thornbury", "Colonel Rudd", "Lady Harcombe", "Mr. Fenwick",
        "Miss Carrow", "Sir Giles Marchbank", "Mrs. Halloway", "Captain Oakes", "Miss Wetherall",
        "Mr. Cresswell", "Mrs. Dunstable", "Dr. Prideaux", "Miss Hatherley", "Mr. Brandreth",
        "Lady Kingsmill", "Mr. Pendry", "Miss Tolland", "Major Staveley", "Mrs. Ravenhill", "Mr. Merriman",
        "Miss Quarles", "the Reverend Mr. Ludlow", "Mrs. Hesketh", "Mr. Purefoy", "Miss Gorringe",
        "Sir Ambrose Wyatt", "Mrs. Chaddock", "Mr. Tregarthen", "Miss Fanshawe", "Captain Lumley",
        "Mrs. Bellamy", "Mr. Sowerby", "Miss Ingoldsby", "Mr. Thackwell", "Lady Penrose", "Mr. Aldous",
        "Miss Corbyn", "Colonel Haverhill", "Mrs. Stanbury", "Mr. Wrexley", "Miss Garside", "Mr. Coppinger",
        "Mrs. Maddox", "Dr. Tremlett", "Miss Pattison", "Mr. Hollier", "Lady Vesey", "Mr. Ormerod",
        "Miss Blakiston", "Captain Fairlie", "Mrs. Goodere", "Mr. Lathbury", "Miss Ellerby", "Mr. Quennell",
    ),
    "fr": (
        "Madame de Varennes", "Monsieur Aubertin", "Mademoiselle Chassagne", "Monsieur de Mérange",
        "Madame Ferrand", "Monsieur de Belleville", "Mademoiselle Jolivet", "Monsieur Hébrard",
        "la Comtesse de Lacombe", "Monsieur Noiret", "Madame Pélissier", "Monsieur de Valcourt",
        "Mademoiselle Rabier", "Monsieur Tessier", "Madame Vigier", "Monsieur Bourdelle",
        "Mademoiselle Castaing", "Monsieur de Montaudon", "Madame Gaudin", "Monsieur Lagarde",
        "Mademoiselle Pujol", "Monsieur Roussel", "Madame Séguin", "Monsieur Thouvenel",
        "Mademoiselle de Dampierre", "Monsieur Fabre", "Madame de Laferrière", "Monsieur Quentin",
        "Mademoiselle Sauvage", "Monsieur Delorme", "Madame Garnier", "Monsieur de Saint-Aubin",
        "Mademoiselle Morel", "Monsieur Chapuis", "la Marquise de Fontenoy", "Monsieur Bertaud",
        "Mademoiselle Lescot", "Monsieur Grandval", "Madame Maupertuis", "Monsieur Desforges",
        "Mademoiselle Ravel", "Monsieur Labarthe", "Madame Cordier", "Monsieur Villemin",
        "Mademoiselle Bréval", "Monsieur Dussault", "Madame Lhermite", "Monsieur de Rocheblave",
        "Mademoiselle Terrasse", "Monsieur Vaubert", "Madame Gombert", "Monsieur Arnoux",
        "Mademoiselle Fleuriot", "Monsieur Peyrolles",
    ),
    "de": (
        "Frau von Sellin", "Herr Albrecht", "Fräulein Hartung", "Herr Rittmeister Kolbe", "Frau Wendland",
        "Herr von Ahlefeld", "Fräulein Brenneke", "Herr Lautensack", "Baronin Tiedemann", "Herr Gerlach",
        "Frau Heinsius", "Herr von Strelow", "Fräulein Marschall", "Herr Pfannkuch", "Frau Oldekop",
        "Herr Wedemeyer", "Fräulein Hesse", "Herr Hofrat Dannenberg", "Frau Kühnast", "Herr Behrisch",
        "Fräulein von Ilten", "Herr Brockmann", "Frau Lüderitz", "Herr Sander", "Fräulein Ebeling",
        "Herr Major von Zastrow", "Frau Ramdohr", "Herr Nolte", "Fräulein Volkmar", "Herr Eichhorn",
        "Frau von Bülzingen", "Herr Tettenborn", "Fräulein Scheller", "Herr Pastor Mühlenbruch",
        "Frau Gädicke", "Herr Kestner", "Fräulein Wolfram", "Herr von Haxthausen", "Frau Sternberg",
        "Herr Lichtwer", "Fräulein Osterloh", "Herr Quistorp", "Frau Bodenstein", "Herr Rathgeber",
        "Fräulein Ahrens", "Herr Helmcke", "Frau von Marwede", "Herr Dörrien", "Fräulein Kranold",
        "Herr Vieweg", "Frau Jacobsen", "Herr Ulrici", "Fräulein Tönnies", "Herr Grotefend",
    ),
}

#: the towns a cast of each language may gather in (the setting follows the cast)
TOWNS: dict[str, tuple[str, ...]] = {
    "en": ("Bath", "Cheltenham", "Lichfield", "Tunbridge Wells", "Harrogate", "Shrewsbury", "Salisbury"),
    "fr": ("Tours", "Angers", "Dijon", "Rouen", "Nancy", "Bourges", "Poitiers"),
    "de": ("Celle", "Gotha", "Kassel", "Detmold", "Wolfenbüttel", "Rudolstadt", "Ludwigslust"),
}


def cast(lang: str, count: int) -> list[Person]:
    """The first ``count`` people of the language's invented cast."""
    names = CASTS.get(lang, CASTS["en"])
    if not 1 <= count <= len(names):
        raise PlayersError(f"{count} player{'' if count == 1 else 's'}: the {lang} cast has 1 to {len(names)} names",
                           msg_id="cli-error-cast-count", count=count, lang_code=lang, high=len(names))
    return [person(name, lang) for name in names[:count]]


def place_for(lang: str, host: Person, *, choice: int) -> str:
    """A town for the cast's language; ``choice`` (any integer) picks one."""
    towns = TOWNS.get(lang, TOWNS["en"])
    return towns[choice % len(towns)]
