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

import itertools
import random
import re
import tomllib
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from tontine.errors import PlayersError
from tontine.i18n import languages
from tontine.names import cast_kin, cast_names, cast_towns

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
    "reply_bond",
]

#: how a character carries the evening (each has its words in the catalogues)
TEMPERS = ("lively", "sharp", "timid", "grave", "vain", "easy")
#: what binds one character to another at the table
BONDS = ("rivals", "courtship", "siblings", "cousins", "chaperone", "debt")
#: what rides on the box for a character
STAKES = ("debt", "pride", "gift", "wager", "nothing", "habit")

#: the stakes a temper may have (a timid player lays no wager; a grave one plays for no glory)
STAKES_FOR = {"timid": ("debt", "gift", "nothing", "habit"), "grave": ("debt", "gift", "nothing", "habit")}

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
    #: (bond, the other's name): rivals, courtship, siblings, cousins, chaperone (of the other), debt (owed to the
    #: other)
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


class _Casts(Mapping[str, tuple[str, ...]]):
    """Each catalogued language's cast (``locales/<lang>/cast.toml``), read when first asked for."""

    def __getitem__(self, lang: str) -> tuple[str, ...]:
        if lang not in languages():
            raise KeyError(lang)
        return cast_names(lang)

    def __iter__(self) -> Iterator[str]:
        return iter(languages())

    def __len__(self) -> int:
        return len(languages())


#: the invented names of each language's cast, the default table first
CASTS: Mapping[str, tuple[str, ...]] = _Casts()


def cast(lang: str, count: int, *, seed: int | None = None) -> list[Person]:
    """``count`` people of the language's invented cast: the first ones, or drawn by ``seed``.

    The draw has its own random stream, apart from the game's shuffle.
    """
    names = cast_names(lang)
    if seed is not None and 1 <= count <= len(names):
        rng = random.Random(f"tontine-cast/{seed}")
        names = tuple(rng.sample(names, count))
        # now and then a brother or sister of someone drawn comes too, under the same family name
        if count >= 4 and rng.random() < 0.4:
            sibling = kin_of(names[: count - 1], lang, rng)
            if sibling is not None:
                names = (*names[: count - 1], sibling)
    if not 1 <= count <= len(names):
        raise PlayersError(f"{count} player{'' if count == 1 else 's'}: the {lang} cast has 1 to {len(names)} names",
                           msg_id="cli-error-cast-count", count=count, lang_code=lang, high=len(names))
    return [person(name, lang) for name in names[:count]]


def kin_of(names: Sequence[str], lang: str, rng: random.Random) -> str | None:
    """A brother or sister for one of ``names``: the family name of an unmarried woman or of a man, under
    the language's plain honorific of the other sex (:func:`~tontine.names.cast_kin`); None if none fits.

    >>> kin_of(["Mrs. Pelling", "Colonel Rudd"], "en", random.Random(1))
    'Miss Rudd'
    """
    kin = cast_kin(lang)
    if not kin:
        return None
    fits = []
    for name in names:
        family = surname(name)
        title = name[: len(name) - len(family)].strip()
        gender = _gender_of(name, lang)
        if gender == "male" or title in _YOUNG:
            other = "female" if gender == "male" else "male"
            noble = family.split(" ", 1)[0].casefold() in _PARTICLES and f"{other}-noble" in kin
            candidate = f"{kin[f'{other}-noble' if noble else other]} {family}"
            if candidate not in names:
                fits.append(candidate)
    return rng.choice(fits) if fits else None


def place_for(lang: str, host: Person, *, choice: int) -> str:
    """A town for the cast's language; ``choice`` (any integer) picks one."""
    towns = cast_towns(lang)
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


def surname(name: str) -> str:
    """The family name a name ends with, particles kept ("de Varennes", "von Sellin").

    >>> surname("Sir Giles Marchbank"), surname("Madame de Varennes"), surname("Herr Major von Zastrow")
    ('Marchbank', 'de Varennes', 'von Zastrow')
    """
    words = name.split()
    for index in range(1, len(words) - 1):
        if words[index].casefold() in _PARTICLES:
            return " ".join(words[index:])
    return words[-1] if words else name


#: the particles that belong to a family name
_PARTICLES = {"de", "du", "des", "d’", "von", "van", "zu", "vom"}


def _kin(a: Person, b: Person) -> str:
    """Siblings share a family name (a married sister aside, which a name cannot tell); else cousins."""
    return "siblings" if surname(a.name) == surname(b.name) else "cousins"


def characters(people: Sequence[Person], principals: Sequence[int], rng: random.Random) -> list[Person]:
    """Every person with a temper and a stake, and the principals paired by bonds (the given ones kept).

    ``rng`` is the cast's own stream (not the game's): the same seed gives the same people.
    """
    out = []
    for p in people:
        temper = p.temper or rng.choice(TEMPERS)
        out.append(replace(p, temper=temper, stake=p.stake or rng.choice(STAKES_FOR.get(temper, STAKES))))
    names = [p.name for p in out]
    bound = {i for i, p in enumerate(out) if p.bond is not None}
    bound |= {names.index(p.bond[1]) for p in out if p.bond is not None and p.bond[1] in names}
    # two of one family name, neither married (a married woman bears her husband's), are brother and sister
    for a, b in itertools.combinations(range(len(out)), 2):
        pa, pb = out[a], out[b]
        if a in bound or b in bound or surname(pa.name) != surname(pb.name) or pa.name == pb.name:
            continue
        if all(p.gender == "male" or _young(p) for p in (pa, pb)):
            out[a] = replace(pa, bond=("siblings", pb.name))
            bound |= {a, b}
    free = [s for s in principals if s not in bound]
    rng.shuffle(free)
    while len(free) >= 2:
        a = free.pop()
        b = free.pop()
        pa, pb = out[a], out[b]
        # a shy player makes nobody's rival: whoever is timid is kin, creditor, debtor or courted
        kinds = ([] if "timid" in (pa.temper, pb.temper) else ["rivals"]) + [_kin(pa, pb), "debt"]
        if {pa.gender, pb.gender} == {"female", "male"}:
            kinds += ["courtship", "courtship"]
        if pa.gender == pb.gender == "female" and (_young(pa) != _young(pb)):
            kinds += ["chaperone", "chaperone"]
        kind = rng.choice(kinds)
        if kind == "chaperone" and _young(pa):  # the elder keeps the younger
            a, b, pa, pb = b, a, pb, pa
        out[a] = replace(pa, bond=(kind, pb.name))
    return out


def reply_bond(speaker: Person, replier: Person) -> str:
    """The bond a reply is said in, seen from the one who replies.

    A reply in the ``debt`` key is the creditor's, in the ``chaperone`` key the chaperon's: when the
    replier is the debtor or the charge, the bond has no reply of its own and ``none`` is said. Cousins
    answer in the family's key, as siblings do.
    """
    key = "none"
    if speaker.bond is not None and speaker.bond[1] == replier.name:
        key = "none" if speaker.bond[0] == "chaperone" else speaker.bond[0]
    elif replier.bond is not None and replier.bond[1] == speaker.name:
        key = "none" if replier.bond[0] == "debt" else replier.bond[0]
    return "siblings" if key == "cousins" else key
