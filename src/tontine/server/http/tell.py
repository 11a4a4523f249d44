"""``GET /api/tell``: a new game played and told as a scene, for the writer's page (``/tell``).

The query is the whole question (the company, the language, the length, the rules, the seed,
the counter's worth, a title and a place), so the same query gives the same scene, word for
word, and a shared link makes it again; nothing is stored. The scene is
:func:`tontine.narrate.scene.play_and_tell` over the engine's table: the server tells no rule
of its own. It is CPU work, so it is built in a worker process under the heavy requests' bound
(:class:`~tontine.server.http.heavy.Heavy`, a 503 with ``Retry-After`` past it), once per
query (:class:`~tontine.server.http.heavy.BuiltCache`), and a new build counts against the
address (:data:`PER_MINUTE`). Every bad field is refused with its own key (``tell_...``) and
the values its message quotes, in the page's language beside the English line.

>>> ask, fmt = parse_query({"names": "Ann:f, Ben:m", "seed": "3", "lang": "fr"}, "en")
>>> [(p.name, p.gender) for p in ask.people], ask.seed, ask.lang, fmt
([('Ann', 'female'), ('Ben', 'male')], 3, 'fr', 'json')
>>> ask.rules.preset  # the preset of the language's own source unless one is asked for
'french'
>>> parse_query({"seed": "-1"}, "en")
Traceback (most recent call last):
...
tontine.server.room.errors.Refusal: bad seed '-1'
>>> dict(query_of(ask))["names"]
'Ann:f,Ben:m'
"""

from __future__ import annotations

import base64
import json
import secrets
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from tontine.errors import PlayersError, TontineError
from tontine.i18n import localizer
from tontine.narrate.cast import CastFileError, GenderError, Person, cast, cast_from_toml, parse_names
from tontine.narrate.scene import chart_bytes, forms, play_and_tell
from tontine.narrate.story import Length, Story
from tontine.rules import MAX_SEATS, MIN_SEATS, PRESETS, DeckHandling, Rules
from tontine.server.cluster.rate_limits import SharedLimiter
from tontine.server.http.heavy import BuiltCache
from tontine.server.http.i18n import LANGUAGES
from tontine.server.room.errors import Refusal
from tontine.table import check_players

__all__ = ["CAST_SIZE", "FIELDS", "FORMATS", "KEPT_BYTES", "MAX_STAKE", "MEDIA", "NAMES_SIZE", "PER_MINUTE", "TEXT_SIZE",
           "Ask", "Teller",
           "build_scene", "parse_query", "query_of"]

#: the query's fields
FIELDS = ("lang", "length", "preset", "stake", "ante", "deck", "deal_limit", "seed", "names", "cast", "players",
          "counter", "title", "place", "format")
#: what the route answers: the scene as JSON for the page, or a file in one of the narrator's formats
FORMATS = ("json", "html", "markdown", "text")
#: characters in the names, in a pasted cast, and in the counter's worth, the title and the place
NAMES_SIZE = 2_000
CAST_SIZE = 6_000
TEXT_SIZE = 120
#: counters each at most: a game's length (and its telling) grows with the stake
MAX_STAKE = 100
#: seeds are 0 to 2**63 - 1, as the command line draws them
SEED_LIMIT = 2**63
#: new scenes one address may have built a minute (one asked for again costs nothing)
PER_MINUTE = 20
#: bytes of built scenes kept for the next asks of the same query
KEPT_BYTES = 32 * 2**20
#: the media type and file name ending of each downloadable format
MEDIA = {"html": ("text/html; charset=utf-8", "html"), "markdown": ("text/markdown; charset=utf-8", "md"),
         "text": ("text/plain; charset=utf-8", "txt")}


@dataclass(frozen=True, slots=True)
class Ask:
    """A question to the narrator, checked: what a worker needs to play and tell the game."""

    rules: Rules
    people: tuple[Person, ...]
    seed: int
    lang: str
    length: Length
    counter: str | None
    title: str | None
    place: str | None
    #: the query as given, cleaned (for the share link and the cache's key)
    query: tuple[tuple[str, str], ...]


def _refuse(key: str, value: object, **values: object) -> Refusal:
    shown = str(value)[:40]
    return Refusal(f"bad {key.removeprefix('tell_').replace('_', ' ')} {shown!r}", 400, key, value=shown, **values)


def _whole(query: Mapping[str, str], name: str, low: int, high: int) -> int | None:
    raw = query.get(name, "").strip()
    if raw == "":
        return None
    if not raw.isdigit() or len(raw) > 7 or not low <= int(raw) <= high:
        raise _refuse("tell_" + name, raw, low=low, high=high)
    return int(raw)


def _text(query: Mapping[str, str], name: str) -> str | None:
    raw = " ".join(query.get(name, "").split())
    if len(raw) > TEXT_SIZE:
        raise _refuse("tell_text_long", raw[:20] + "…", field=name, high=TEXT_SIZE, length=len(raw))
    if any(not ch.isprintable() for ch in raw):
        raise _refuse("tell_text_control", repr(raw[:20])[1:-1], field=name)
    return raw or None


def _players_refusal(exc: PlayersError) -> Refusal:
    args = exc.msg_args
    name = str(args.get("name-text", ""))
    if exc.key == "player-count":
        return _refuse("tell_names_count", args.get("count", ""), low=MIN_SEATS, high=MAX_SEATS)
    if exc.key in ("name-empty", "name-long", "name-control", "name-twice"):
        return _refuse("tell_" + exc.key.replace("-", "_"), name, high=args.get("most", ""))
    return _refuse("tell_names", str(exc))


def _people(query: Mapping[str, str], lang: str, seed: int) -> tuple[list[Person], dict[str, str]]:
    """The company asked for (a pasted cast, names with how each is addressed, or a drawn cast) and its fields."""
    names, pasted = query.get("names", "").strip(), query.get("cast", "").strip()
    if names and pasted:
        raise Refusal("give names or a cast, not both", 400, "tell_cast_names")
    if len(pasted) > CAST_SIZE:
        raise _refuse("tell_cast_size", len(pasted), high=CAST_SIZE)
    if len(names) > NAMES_SIZE:
        raise _refuse("tell_names_size", len(names), high=NAMES_SIZE)
    count = _whole(query, "players", MIN_SEATS, MAX_SEATS)
    try:
        if pasted:
            try:
                people = cast_from_toml(pasted, lang)
            except CastFileError as exc:
                raise _refuse("tell_cast", str(exc.msg_args.get("reason-text", exc))[:200]) from None
            fields = {"cast": pasted}
        elif names:
            items = [item.strip() for item in names.split(",")]
            if not MIN_SEATS <= len(items) <= MAX_SEATS:
                raise _refuse("tell_names_count", len(items), low=MIN_SEATS, high=MAX_SEATS)
            try:
                people = parse_names(names, lang)
            except GenderError as exc:
                raise _refuse("tell_gender", exc.msg_args.get("item-text", ""),
                              code=str(exc.msg_args.get("code-text", ""))[:10]) from None
            fields = {"names": ",".join(_item(p, given=":" in item) for p, item in zip(people, items, strict=True))}
        else:
            people = cast(lang, 12 if count is None else count, seed=seed)
            fields = {"players": str(len(people))}
        check_players([p.name for p in people])
    except PlayersError as exc:
        raise _players_refusal(exc) from None
    if count is not None and count != len(people) and "players" not in fields:
        raise _refuse("tell_players_count", count, count=len(people))
    return people, fields


def _item(p: Person, *, given: bool) -> str:
    return f"{p.name}:{p.gender[0]}" if given else p.name


def _rules(query: Mapping[str, str], lang: str) -> tuple[Rules, dict[str, str]]:
    default = next((p.name for p in PRESETS if p.language == lang), "english")
    name = query.get("preset", "").strip() or default
    preset = next((p for p in PRESETS if p.name == name), None)
    if preset is None:
        raise _refuse("tell_preset", name)
    fields = {"preset": name}
    changes: dict[str, Any] = {}
    for field, low, high in (("stake", 2, MAX_STAKE), ("ante", 0, MAX_STAKE - 1), ("deal_limit", 1, 10_000)):
        value = _whole(query, field, low, high)
        if value is not None:
            changes[field] = value
            fields[field] = str(value)
    deck = query.get("deck", "").strip()
    if deck:
        if deck not in [d.value for d in DeckHandling]:
            raise _refuse("tell_deck", deck)
        changes["deck"] = DeckHandling(deck)
        fields["deck"] = deck
    try:
        return preset.rules.replace(**changes), fields
    except TontineError:
        raise _refuse("tell_rules", ", ".join(f"{k}={v}" for k, v in fields.items() if k != "preset")) from None


def parse_query(query: Mapping[str, str], default_lang: str, *,
                draw: Callable[[], int] = lambda: secrets.randbelow(SEED_LIMIT)) -> tuple[Ask, str]:
    """The question and the format asked for; a :class:`Refusal` naming the first bad field.

    Without a seed one is drawn (``draw``) and goes into the answer's query, so its link makes the same scene.
    """
    unknown = sorted(set(query) - set(FIELDS))
    if unknown:
        raise _refuse("tell_field", unknown[0], fields=", ".join(FIELDS))
    lang = query.get("lang", "").strip() or default_lang
    if lang not in LANGUAGES:
        raise _refuse("tell_lang", lang[:10], langs=", ".join(LANGUAGES))
    fmt = query.get("format", "").strip() or "json"
    if fmt not in FORMATS:
        raise _refuse("tell_format", fmt, formats=", ".join(FORMATS))
    length_text = query.get("length", "").strip() or Length.SCENE.value
    if length_text not in [m.value for m in Length]:
        raise _refuse("tell_length", length_text, lengths=", ".join(m.value for m in Length))
    raw_seed = query.get("seed", "").strip()
    if raw_seed == "":
        seed = draw()
    elif raw_seed.isdigit() and len(raw_seed) <= 19 and int(raw_seed) < SEED_LIMIT:
        seed = int(raw_seed)
    else:
        raise _refuse("tell_seed", raw_seed, high=str(SEED_LIMIT - 1))
    rules, rule_fields = _rules(query, lang)
    people, people_fields = _people(query, lang, seed)
    texts = {name: _text(query, name) for name in ("counter", "title", "place")}
    cleaned = {"lang": lang, "length": length_text, **rule_fields, "seed": str(seed), **people_fields,
               **{k: v for k, v in texts.items() if v is not None}}
    ask = Ask(rules, tuple(people), seed, lang, Length(length_text), texts["counter"], texts["title"],
              texts["place"], tuple(cleaned.items()))
    return ask, fmt


def query_of(ask: Ask) -> tuple[tuple[str, str], ...]:
    """The query that asks for this scene again (every field cleaned, the seed given)."""
    return ask.query


def _sections(story: Story) -> list[dict[str, Any]]:
    out = []
    for section in story.sections:
        paragraphs = [p.text() for p in section.paragraphs if not all(s.kind == "colophon" for s in p.sentences)]
        if paragraphs:
            out.append({"key": section.key, "heading": section.heading, "paragraphs": paragraphs})
    return out


def build_scene(ask: Ask) -> bytes:
    """The scene of a question as JSON: the page's parts and every downloadable form (what a worker runs)."""
    try:
        told = play_and_tell(ask.rules, ask.people, ask.seed, ask.lang, length=ask.length, counter=ask.counter,
                             title=ask.title, place=ask.place)
    except TontineError as exc:  # a question the checks let through and the engine or narrator refuses
        raise _refuse("tell_rules", str(exc)) from None
    story = told.story
    png = chart_bytes(story)
    loc = localizer(story.lang)
    scene = {
        "lang": story.lang, "title": story.title, "sections": _sections(story), "seed": str(ask.seed),  # beyond 2**53: text
        "deals": told.deals, "players": list(story.players), "warnings": list(told.warnings),
        "colophon": story.colophon(),
        "chart": None if png is None else "data:image/png;base64," + base64.b64encode(png).decode("ascii"),
        "chart_heading": loc("narrate-heading-chart"), "chart_alt": loc("narrate-chart-alt"),
        "chart_caption": loc("narrate-chart-caption"),
        "query": dict(ask.query),
        "odds": {"preset": ask.rules.preset, "players": str(len(ask.people)), "stake": str(ask.rules.stake),
                 "ante": str(ask.rules.ante), "deck": ask.rules.deck.value,
                 **({"deal_limit": str(ask.rules.deal_limit)} if ask.rules.deal_limit is not None else {})},
    }
    return json.dumps({"scene": scene, "forms": forms(story, png)}, ensure_ascii=False).encode("utf-8")


class Teller:
    """Scenes for ``GET /api/tell``: built once per query in a worker process, under the heavy bound."""

    def __init__(self, built: BuiltCache, *, limiter: SharedLimiter | None = None) -> None:
        self.built = built
        self.limiter = limiter

    async def scene(self, query: Mapping[str, str], default_lang: str, ip: str = "?") -> tuple[dict[str, Any], str]:
        """The built scene (``scene`` and ``forms``) and the format asked for."""
        ask, fmt = parse_query(query, default_lang)
        key = ("tell", ask.query)
        if key not in self.built:
            self.built.heavy.refuse_if_full()  # a 503 at once, before it counts against the address
            if self.limiter is not None and not await self.limiter.hit(("tell", ip), PER_MINUTE, 60):
                raise Refusal("too many scenes told for this address: wait a minute", 429, "tell_rate", n=PER_MINUTE)
        data = await self.built.get(key, build_scene, ask, process=True)
        built: dict[str, Any] = json.loads(data)
        return built, fmt
