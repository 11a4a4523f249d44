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

import random
import re
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from tontine.errors import PlayersError

__all__ = [
    "BONDS",
    "CASTS",
    "STAKES",
    "TEMPERS",
    "CastFileError",
    "GenderError",
    "Person",
    "cast",
    "cast_from_toml",
    "characters",
    "load_cast",
    "parse_names",
    "person",
    "place_for",
]

#: how a character carries the evening (each has its words in the catalogues)
TEMPERS = ("lively", "sharp", "timid", "grave", "vain", "easy")
#: what binds one character to another at the table
BONDS = ("rivals", "courtship", "siblings", "chaperone", "debt")
#: what rides on the box for a character
STAKES = ("debt", "pride", "gift", "wager", "nothing", "habit")

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
        "male": ("Monsieur", "M.", "le chevalier", "le Chevalier", "Chevalier", "le Comte", "Comte", "le Baron", "Baron",
                 "le Marquis", "Marquis", "l’Abbé", "Abbé", "le Vicomte", "Vicomte"),
        "female": ("Madame", "Mme", "Mademoiselle", "Mlle", "la comtesse", "la marquise", "la Comtesse", "Comtesse", "la Baronne",
                   "Baronne", "la Marquise", "Marquise", "la Vicomtesse", "Vicomtesse"),
    },
    "de": {
        "male": ("Herr", "Baron", "Graf", "Freiherr", "Hofrat", "Rittmeister", "Major", "Pastor", "Doktor"),
        "female": ("Frau", "Fräulein", "Baronin", "Gräfin", "Freifrau", "Madame", "Mamsell", "Demoiselle"),
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
    temper: str | None = field(default=None, repr=False)
    #: (bond, the other's name): rivals, courtship, siblings, chaperone (of the other), debt (owed to the other)
    bond: tuple[str, str] | None = field(default=None, repr=False)
    stake: str | None = field(default=None, repr=False)

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
        "la comtesse de Lacombe", "Monsieur Noiret", "Madame Pélissier", "Monsieur de Valcourt",
        "Mademoiselle Rabier", "Monsieur Tessier", "Madame Vigier", "Monsieur Bourdelle",
        "Mademoiselle Castaing", "Monsieur de Montaudon", "Madame Gaudin", "Monsieur Lagarde",
        "Mademoiselle Pujol", "Monsieur Roussel", "Madame Séguin", "Monsieur Thouvenel",
        "Mademoiselle de Dampierre", "Monsieur Fabre", "Madame de Laferrière", "Monsieur Quentin",
        "Mademoiselle Sauvage", "Monsieur Delorme", "Madame Garnier", "Monsieur de Saint-Aubin",
        "Mademoiselle Morel", "Monsieur Chapuis", "la marquise de Fontenoy", "Monsieur Bertaud",
        "Mademoiselle Lescot", "Monsieur Grandval", "Madame Maupertuis", "Monsieur Desforges",
        "Mademoiselle Ravel", "Monsieur Labarthe", "Madame Cordier", "Monsieur Villemin",
        "Mademoiselle Bréval", "Monsieur Dussault", "Madame Lhermite", "Monsieur de Rocheblave",
        "Mademoiselle Terrasse", "Monsieur Vaubert", "Madame Gombert", "Monsieur Arnoux",
        "Mademoiselle Fleuriot", "Monsieur Peyrolles",
    ),
    "de": (
        "Frau von Sellin", "Herr Albrecht", "Mamsell Hartung", "Herr Rittmeister Kolbe", "Frau Wendland",
        "Herr von Ahlefeld", "Demoiselle Brenneke", "Herr Lautensack", "Baronin Tiedemann", "Herr Gerlach",
        "Frau Heinsius", "Herr von Strelow", "Mamsell Marschall", "Herr Pfannkuch", "Frau Oldekop",
        "Herr Wedemeyer", "Demoiselle Hesse", "Herr Hofrat Dannenberg", "Frau Kühnast", "Herr Behrisch",
        "Fräulein von Ilten", "Herr Brockmann", "Frau Lüderitz", "Herr Sander", "Mamsell Ebeling",
        "Herr Major von Zastrow", "Frau Ramdohr", "Herr Nolte", "Demoiselle Volkmar", "Herr Eichhorn",
        "Frau von Bülzingen", "Herr Tettenborn", "Mamsell Scheller", "Herr Pastor Mühlenbruch",
        "Frau Gädicke", "Herr Kestner", "Demoiselle Wolfram", "Herr von Haxthausen", "Frau Sternberg",
        "Herr Lichtwer", "Mamsell Osterloh", "Herr Quistorp", "Frau Bodenstein", "Herr Rathgeber",
        "Demoiselle Ahrens", "Herr Helmcke", "Frau von Marwede", "Herr Dörrien", "Mamsell Kranold",
        "Herr Vieweg", "Frau Jacobsen", "Herr Ulrici", "Demoiselle Tönnies", "Herr Grotefend",
    ),
}

#: the towns a cast of each language may gather in (the setting follows the cast)
TOWNS: dict[str, tuple[str, ...]] = {
    "en": ("Bath", "Cheltenham", "Lichfield", "Tunbridge Wells", "Harrogate", "Shrewsbury", "Salisbury"),
    "fr": ("Tours", "Angers", "Dijon", "Rouen", "Nancy", "Bourges", "Poitiers"),
    "de": ("Celle", "Gotha", "Kassel", "Detmold", "Wolfenbüttel", "Rudolstadt", "Ludwigslust"),
}


def cast(lang: str, count: int, *, seed: int | None = None) -> list[Person]:
    """``count`` people of the language's invented cast: the first ones, or drawn by ``seed``.

    The draw has its own random stream, apart from the game's shuffle.
    """
    names = CASTS.get(lang, CASTS["en"])
    if seed is not None and 1 <= count <= len(names):
        names = tuple(random.Random(f"tontine-cast/{seed}").sample(names, count))
    if not 1 <= count <= len(names):
        raise PlayersError(f"{count} player{'' if count == 1 else 's'}: the {lang} cast has 1 to {len(names)} names",
                           msg_id="cli-error-cast-count", count=count, lang_code=lang, high=len(names))
    return [person(name, lang) for name in names[:count]]


def place_for(lang: str, host: Person, *, choice: int) -> str:
    """A town for the cast's language; ``choice`` (any integer) picks one."""
    towns = TOWNS.get(lang, TOWNS["en"])
    return towns[choice % len(towns)]


class CastFileError(PlayersError):
    """A cast file that cannot be read, or that names an unknown temper, bond or stake."""

    def __init__(self, path: object, reason: str) -> None:
        super().__init__(f"cast file {str(path)!r}: {reason}", msg_id="cli-error-cast-file",
                         file_name=str(path), reason_text=reason)


def load_cast(path: str | Path, lang: str) -> list[Person]:
    """People from a TOML cast file: a ``[[person]]`` table each, in the order they sit.

    Each has ``name`` (or ``address``: how the story names them), optional ``gender``
    (f, m, o), ``temper`` (one of :data:`TEMPERS`), ``stake`` (one of :data:`STAKES`)
    and ``bond = { kind = "rivals", with = "Miss Carrow" }`` (one of :data:`BONDS`).
    """
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CastFileError(path, str(exc)) from None
    return cast_from_toml(text, lang, source=path)


def cast_from_toml(text: str, lang: str, *, source: object = "cast") -> list[Person]:
    """People from the text of a cast file (see :func:`load_cast`); ``source`` names it in errors.

    >>> [(p.name, p.gender, p.temper) for p in cast_from_toml('[[person]]\\nname = "Ann"\\ngender = "f"\\n'
    ...                                                       'temper = "vain"', "en")]
    [('Ann', 'female', 'vain')]
    """
    path = source
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise CastFileError(path, str(exc)) from None
    rows = data.get("person")
    if not isinstance(rows, list) or not rows or not all(isinstance(r, dict) for r in rows):
        raise CastFileError(path, "no [[person]] tables")
    people: list[Person] = []
    for row in rows:
        name = row.get("address") or row.get("name")
        if not isinstance(name, str) or not name.strip():
            raise CastFileError(path, f"a person without a name: {row!r}")
        code = str(row.get("gender", "")).strip().casefold()
        if code and code not in GENDER_CODES:
            raise CastFileError(path, f"{name!r}: unknown gender {code!r}: use f, m or o")
        temper, stake = row.get("temper"), row.get("stake")
        if temper is not None and temper not in TEMPERS:
            raise CastFileError(path, f"{name!r}: unknown temper {temper!r}: use one of {', '.join(TEMPERS)}")
        if stake is not None and stake not in STAKES:
            raise CastFileError(path, f"{name!r}: unknown stake {stake!r}: use one of {', '.join(STAKES)}")
        bond = row.get("bond")
        pair: tuple[str, str] | None = None
        if bond is not None:
            if not isinstance(bond, dict) or bond.get("kind") not in BONDS or not isinstance(bond.get("with"), str):
                raise CastFileError(path, f"{name!r}: a bond is {{ kind = one of {', '.join(BONDS)}, with = a name }}")
            pair = (bond["kind"], bond["with"])
        base = person(name.strip(), lang, GENDER_CODES[code] if code else None)
        people.append(replace(base, temper=temper, stake=stake, bond=pair))
    names = {p.name for p in people}
    for p in people:
        if p.bond is not None and p.bond[1] not in names:
            raise CastFileError(path, f"{p.name!r} has a bond with {p.bond[1]!r}, who is not in the cast")
    return people


_YOUNG = ("Miss", "Mademoiselle", "Mlle", "Mamsell", "Demoiselle", "Fräulein")


def _young(p: Person) -> bool:
    return p.name.split(" ", 1)[0] in _YOUNG


def characters(people: Sequence[Person], principals: Sequence[int], rng: random.Random) -> list[Person]:
    """Every person with a temper and a stake, and the principals paired by bonds (the given ones kept).

    ``rng`` is the cast's own stream (not the game's): the same seed gives the same people.
    """
    out = [replace(p, temper=p.temper or rng.choice(TEMPERS), stake=p.stake or rng.choice(STAKES)) for p in people]
    names = [p.name for p in out]
    bound = {i for i, p in enumerate(out) if p.bond is not None}
    bound |= {names.index(p.bond[1]) for p in out if p.bond is not None and p.bond[1] in names}
    free = [s for s in principals if s not in bound]
    rng.shuffle(free)
    while len(free) >= 2:
        a = free.pop()
        b = free.pop()
        pa, pb = out[a], out[b]
        kinds = ["rivals", "siblings", "debt"]
        if {pa.gender, pb.gender} == {"female", "male"}:
            kinds += ["courtship", "courtship"]
        if pa.gender == pb.gender == "female" and (_young(pa) != _young(pb)):
            kinds += ["chaperone", "chaperone"]
        kind = rng.choice(kinds)
        if kind == "chaperone" and _young(pa):  # the elder keeps the younger
            a, b, pa, pb = b, a, pb, pa
        out[a] = replace(pa, bond=(kind, pb.name))
    return out
