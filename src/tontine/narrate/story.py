"""The storyteller: a game's events told as a scene, a chapter or in full, in any catalogued language.

The teller reads only the engine's events (and the rules, for the opening): every number
it states is a field of an event, a count of events, or the rules' stake and card table.
It never applies a rule. Every word comes from ``locales/<lang>/narrate.ftl``.

A **scene** (the default) tells five to eight key moments of the game in full, chosen
from its own events (the company sitting down, the first death, a revival, a turn of
fortune, the last two, the end) and sums up the deals between them in a sentence or
two; a **chapter** tells more moments at more length; **full** tells every card of
every deal.

>>> from tontine import Rules, Table, SeededShuffle
>>> table = Table(Rules.from_preset("english"), ["Mr. Ashby", "Miss Carrow", "Mrs. Pelling"],
...               source=SeededShuffle(5))
>>> _ = list(table.play())
>>> story = tell(Game.from_table(table, seed=5), "en")
>>> story.sentences()[-1].kind
'colophon'
>>> tell(Game.from_table(table, seed=5), "en").text() == story.text()
True
"""

from __future__ import annotations

import hashlib
import itertools
import json
import random
import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from tontine.errors import RecordError, TontineError
from tontine.events import (
    AnteIn,
    CardDealt,
    DealEnded,
    DealStarted,
    DealVoided,
    Died,
    Event,
    FirstDealerChosen,
    PaidIntoPool,
    PaidNeighbour,
    PaymentVoid,
    PoolShared,
    Reshuffled,
    Revived,
    SeatDrawn,
    TookFromPool,
    Won,
    event_to_dict,
)
from tontine.i18n import Localizer, localizer
from tontine.narrate.cast import Person, characters, person, place_for
from tontine.narrate.facts import timeline
from tontine.narrate.newcomers import with_newcomers
from tontine.narrate.plan import Beat, Stretch, make_plan
from tontine.narrate.pronouns import with_pronouns
from tontine.narrate.told import Length, LengthError, Paragraph, Section, Sentence, Story
from tontine.record import replay
from tontine.rules import Rules
from tontine.table import Table

#: keyword arguments of a message, some with hyphenated names
Args = dict[str, Any]

__all__ = ["Game", "Length", "LengthError", "Paragraph", "Section", "Sentence", "Story", "tell"]


#: (fewest, most) words aimed at, and the most key cards told in one moment
BOUNDS = {Length.SCENE: (560, 1400, 3), Length.CHAPTER: (2200, 3800, 7)}
#: the evening begins at this hour; a deal takes a minute and some seconds a player
START_HOUR = 20

Effect = TookFromPool | PaidIntoPool | PaidNeighbour | PaymentVoid


@dataclass(frozen=True)
class Game:
    """What the teller needs: names by seat, the rules, the events, and the seed (if any)."""

    players: tuple[str, ...]
    rules: Rules
    events: tuple[Event, ...]
    seed: int | None = None

    @classmethod
    def from_table(cls, table: Table, *, seed: int | None = None) -> Game:
        return cls(tuple(table.players), table.rules, tuple(table.events), seed)

    @classmethod
    def from_record(cls, record: Mapping[str, Any]) -> Game:
        """Replay a record through the engine (which checks every deal) and take the replay's events."""
        table = replay(record)
        seed = record.get("seed")
        if isinstance(seed, bool) or not isinstance(seed, int) or record.get("source") != "seeded":
            seed = None
        return cls(tuple(table.players), table.rules, tuple(table.events), seed)

    def phrasing_seed(self) -> str:
        """The seed of the phrasing: the game's seed, or a digest of its events."""
        if self.seed is not None:
            return f"seed:{self.seed}"
        digest = hashlib.sha256(
            json.dumps([event_to_dict(e) for e in self.events], sort_keys=True).encode()
        ).hexdigest()
        return f"events:{digest}"


# -- reading the events -------------------------------------------------------


@dataclass
class CardTurn:
    dealt: CardDealt
    effect: Effect | None = None
    after: list[Died | Revived] = field(default_factory=list)

    @property
    def died(self) -> bool:
        return any(isinstance(a, Died) for a in self.after)

    @property
    def revived(self) -> Revived | None:
        return next((a for a in self.after if isinstance(a, Revived)), None)

    @property
    def dramatic(self) -> bool:
        if self.after:
            return True
        e = self.effect
        return isinstance(e, TookFromPool) and e.taken < e.asked

    @property
    def irony(self) -> bool:
        """A player's last counter brings a neighbour back to life."""
        return self.died and self.revived is not None and isinstance(self.effect, PaidNeighbour)


@dataclass
class DealView:
    number: int
    reshuffle: Reshuffled | None = None
    start: DealStarted | None = None
    cards: list[CardTurn] = field(default_factory=list)
    end: DealEnded | DealVoided | None = None
    finish: Won | PoolShared | None = None

    @property
    def deaths(self) -> int:
        return sum(1 for c in self.cards for a in c.after if isinstance(a, Died))

    @property
    def revivals(self) -> int:
        return sum(1 for c in self.cards for a in c.after if isinstance(a, Revived))


@dataclass
class Opening:
    seat_draw: list[SeatDrawn] = field(default_factory=list)
    first: FirstDealerChosen | None = None
    antes: list[AnteIn] = field(default_factory=list)


def _read(events: Iterable[Event]) -> tuple[Opening, list[DealView]]:
    opening = Opening()
    deals: dict[int, DealView] = {}
    view: DealView | None = None
    for event in events:
        kind = type(event)
        # the commonest events first, by their exact class (events are final named tuples)
        if kind is CardDealt and view is not None and view.number == event.deal:
            view.cards.append(CardTurn(event))  # type: ignore[arg-type]
            continue
        if kind in _EFFECTS and view is not None and view.number == event.deal and view.cards:
            view.cards[-1].effect = event  # type: ignore[assignment]
            continue
        if isinstance(event, SeatDrawn):
            opening.seat_draw.append(event)
            continue
        if isinstance(event, FirstDealerChosen):
            opening.first = event
            continue
        if isinstance(event, AnteIn):
            opening.antes.append(event)
            continue
        view = deals.get(event.deal)
        if view is None:
            view = deals[event.deal] = DealView(event.deal)
        if isinstance(event, Reshuffled):
            view.reshuffle = event
        elif isinstance(event, DealStarted):
            view.start = event
        elif isinstance(event, CardDealt):
            view.cards.append(CardTurn(event))
        elif isinstance(event, TookFromPool | PaidIntoPool | PaidNeighbour | PaymentVoid):
            if not view.cards:
                raise RecordError(f"deal {event.deal}: a payment before any card")
            view.cards[-1].effect = event
        elif isinstance(event, Died | Revived):
            if not view.cards:
                raise RecordError(f"deal {event.deal}: a death or revival before any card")
            view.cards[-1].after.append(event)
        elif isinstance(event, DealEnded | DealVoided):
            view.end = event
        elif isinstance(event, Won | PoolShared):
            view.finish = event
    return opening, [deals[k] for k in sorted(deals)]


_EFFECTS = frozenset((TookFromPool, PaidIntoPool, PaidNeighbour, PaymentVoid))


def _pool_after_ante(opening: Opening) -> int:
    """The box once every ante is in (to be replaced by a field of AnteIn)."""
    return sum(a.amount for a in opening.antes)


def _shares(finish: PoolShared) -> int:
    """The counters shared out (the sum of the shares)."""
    return sum(amount for _, amount in finish.shares)


def _text(value: Any) -> str:
    """An enum's string value or the string itself (the engine's ``how`` fields)."""
    return str(getattr(value, "value", value))


# -- the phrasing -----------------------------------------------------------------

_VARIANT = re.compile(r"^(narrate-[a-z-]+?)(?:-(\d+))?$")
_OPENING = re.compile(r"\W+")


def _opening(text: str) -> str:
    return " ".join(_OPENING.split(text.casefold())[:2])


class Teller:
    """Chooses among a message's variants: the least used, never opening like the sentence before."""

    def __init__(self, loc: Localizer, rng: random.Random) -> None:
        self.loc = loc
        self.rng = rng
        self.families: dict[str, list[str]] = {}
        for msg_id in loc.ids():
            match = _VARIANT.match(msg_id)
            if match and loc.file_of(msg_id) == "narrate.ftl":
                family = match.group(1)[len("narrate-"):] if match.group(2) else msg_id[len("narrate-"):]
                self.families.setdefault(family, []).append(msg_id)
        self.used: dict[str, int] = {}
        self.frames: set[str] = set()  #: the sentence frames told, names and cards set aside
        self.optional = False
        self.previous = ""

    def has(self, family: str) -> bool:
        return family in self.families

    def say(self, family: str, *, cards: Sequence[tuple[int, int]] = (), **args: Any) -> Sentence:
        ids = self.families[family]
        ranked = sorted(ids, key=lambda i: (self.used.get(i, 0), self.rng.random()))
        chosen, text = ranked[0], ""
        for msg_id in ranked:
            text = _capital(self.loc(msg_id, variant=self.rng.randrange(self.loc.variant_count(msg_id) or 1), **args))
            chosen = msg_id
            if _opening(text) != self.previous:
                break
        self.used[chosen] = self.used.get(chosen, 0) + 1
        self.previous = _opening(text)
        facts = {k: v for k, v in args.items() if isinstance(v, int) and not isinstance(v, bool)}
        return Sentence(chosen, family, text, facts, tuple(cards))

    def word(self, msg_id: str, **args: Any) -> str:
        """A phrase that is not a sentence (a heading, a list item)."""
        self.used[msg_id] = self.used.get(msg_id, 0) + 1
        return self.loc(msg_id, variant=self.rng.randrange(self.loc.variant_count(msg_id) or 1), **args)


_SPACES = re.compile(r"[ \t\n]+")


def _capital(text: str) -> str:
    # only ASCII white space: a narrow no-break space (French) must stay where it is
    text = _SPACES.sub(" ", text).strip(" ")
    for i, ch in enumerate(text):
        if ch.isalpha():
            return text[:i] + ch.upper() + text[i + 1 :] if ch.islower() else text
    return text


# -- the telling ----------------------------------------------------------------------


def tell(
    game: Game,
    lang: str = "en",
    *,
    length: Length | str = Length.SCENE,
    people: Sequence[Person] | None = None,
    counter: str | None = None,
    title: str | None = None,
    place: str | None = None,
) -> Story:
    """Tell ``game`` in language ``lang``.

    ``people`` gives each player's gender (else read from the names' honorifics): matched to the
    seats by name when their names are the players' (a draw for places may have moved them),
    else seat by seat in order; ``counter``
    is what one counter is worth ("a shilling", or "a penny/pence" with its plural);
    ``title`` and ``place`` replace the ones made up from the cast.
    """
    try:
        size = Length(length)
    except ValueError:
        raise LengthError(length) from None
    loc = localizer(lang)
    if people is None:
        people = [person(name, loc.lang) for name in game.players]
    if len(people) != len(game.players):
        raise TontineError(f"{len(people)} people for {len(game.players)} seats")
    by_name = {p.name: p for p in people}
    if len(by_name) == len(people) and set(by_name) == set(game.players):
        # the table may have drawn for places: each person goes to the seat the draw gave their name
        people = [by_name[name] for name in game.players]
    teller = _Telling if size is Length.FULL else _Scene
    told = teller(game, loc, size, list(people), counter=counter, title=title, place=place).run()
    return with_pronouns(told if size is Length.FULL else with_newcomers(told, people), people)


def _counter_words(counter: str, lang: str) -> tuple[str, str]:
    """("a shilling", "shillings"): the worth of one counter with its article, and the plural."""
    singular, _, plural = counter.partition("/")
    singular = " ".join(singular.split())
    if plural.strip():
        return singular, " ".join(plural.split())
    words = singular.split()
    bare = " ".join(words[1:]) if len(words) > 1 and words[0].casefold() in _ARTICLES.get(lang, ()) else singular
    return singular, _plural(bare, lang)


_ARTICLES = {"en": ("a", "an", "one"), "fr": ("un", "une"), "de": ("ein", "eine", "einen")}
_PLURALS = {"penny": "pence", "sou": "sous", "écu": "écus", "louis": "louis", "liard": "liards",
            "Groschen": "Groschen", "Taler": "Taler", "Kreuzer": "Kreuzer", "Heller": "Heller",
            "Pfennig": "Pfennige", "Gulden": "Gulden", "Batzen": "Batzen", "Dukaten": "Dukaten"}


def _plural(word: str, lang: str) -> str:
    if word in _PLURALS:
        return _PLURALS[word]
    if lang == "en":
        return word + ("es" if word.endswith(("s", "x", "ch", "sh")) else "s")
    if lang == "fr":
        if word.endswith(("s", "x", "z")):
            return word
        return word[:-2] + "aux" if word.endswith("al") else word + ("x" if word.endswith("eau") else "s")
    if lang == "de":
        return word if word.endswith(("en", "er", "el")) else word + "e"
    return word


class _Telling:
    def __init__(self, game: Game, loc: Localizer, length: Length, people: list[Person], *,
                 counter: str | None, title: str | None, place: str | None) -> None:
        self.game, self.loc, self.length, self.people = game, loc, length, people
        self.lang = loc.lang
        self.rng = random.Random(f"tontine-narrate/{game.phrasing_seed()}/{loc.lang}/{length.value}")
        self.t = Teller(loc, self.rng)
        self.n = len(game.players)
        self.counter = _counter_words(counter, loc.lang) if counter else None
        self.title, self.place_given = title, place
        self.told: set[tuple[int, int]] = set()
        self.spoken = 0  #: lines of dialogue so far
        self.colour: set[str] = set()  #: the once-an-evening lines told (supper, candles)

    # -- people and cards as message arguments ------------------------------------
    def who(self, seat: int, prefix: str = "") -> dict[str, Any]:
        return self.people[seat].forms(self.lang, prefix)

    def card(self, turn: CardTurn) -> dict[str, Any]:
        card = turn.dealt.card
        symbol = card.rank.symbol
        # Fluent matches a number key ([3]) only against a number: digit ranks go as ints
        args: dict[str, Any] = {"rank": int(symbol) if symbol.isdigit() else symbol, "suit": card.suit.symbol}
        out = {"card-text": self.loc("card-name", **args), "acc-card-text": self.loc("narrate-card-acc", **args)}
        return out

    # -- the whole -------------------------------------------------------------------
    def run(self) -> Story:
        game, t = self.game, self.t
        opening_events, deals = _read(game.events)
        self.deals = deals
        self.by_number = {d.number: d for d in deals}
        self._state(opening_events, deals)
        host = self.people[0]
        self.place = self.place_given or place_for(self.lang, host, choice=self.rng.randrange(1000))
        title = self.title or _capital(t.word(
            self.rng.choice([i for i in t.families["title"]]), place=self.place, count=self.n, **self.who(0)
        ))
        sections = [
            Section("opening", t.word("narrate-heading-opening"), [self.tell_opening(opening_events)]),
            Section("play", t.word("narrate-heading-play")),
            Section("end", t.word("narrate-heading-end")),
        ]
        if self.length is Length.FULL:
            self.turn: int | None = None
            self.last_two = self.last_two_deal(deals)
            chosen = [d.number for d in deals]
        else:
            chosen = self.choose(deals)
        self.tell_play(deals, chosen, sections[1], sections[2])
        closing = Paragraph()
        final = deals[-1] if deals else None
        if final is None or final.finish is None:
            sections[2].paragraphs.append(Paragraph([t.say("unfinished", deals=len(deals), pool=self.pool_after(len(deals)),
                                           live=self.live_after(len(deals)))]))
        preset = self.loc("preset-title", preset=game.rules.preset) if game.rules.preset in (
            "english", "french", "german") else game.rules.preset
        if game.seed is not None:
            closing.sentences.append(Sentence("narrate-colophon-seed", "colophon", t.word(
                "narrate-colophon-seed", **{"seed-text": str(game.seed)}, preset=preset, deals=len(deals))))
        else:
            closing.sentences.append(Sentence("narrate-colophon-record", "colophon", t.word(
                "narrate-colophon-record", preset=preset, deals=len(deals))))
        sections[2].paragraphs.append(closing)
        story = Story(self.lang, title, [s for s in sections if s.paragraphs], game.players, self.series,
                      self.length, self.marks, self.box, frozenset(t.used))
        return story

    # -- the state after every deal, from the events' own figures ------------------------
    def _state(self, opening: Opening, deals: Sequence[DealView]) -> None:
        holdings = [self.game.rules.stake] * self.n
        for ante in opening.antes:
            holdings[ante.seat] -= ante.amount
        pool = _pool_after_ante(opening)
        self.series: list[tuple[int, tuple[int, ...], int]] = [(0, tuple(holdings), pool)]
        self.box = [pool]
        self.marks: list[tuple[int, int, str]] = []
        self.after: dict[int, tuple[tuple[int, ...], int]] = {0: (tuple(holdings), pool)}
        self.minutes: dict[int, float] = {0: 0.0}
        clock = 0.0
        for view in deals:
            live = len(view.start.order) if view.start else sum(1 for h in holdings if h > 0)
            marks = []
            for turn in view.cards:
                e = turn.effect
                if isinstance(e, TookFromPool | PaidIntoPool):
                    holdings[e.seat], pool = e.holding, e.pool
                elif isinstance(e, PaidNeighbour):
                    holdings[e.seat], holdings[e.to_seat] = e.holding, e.to_holding
                for a in turn.after:
                    marks.append((view.number, a.seat, "died" if isinstance(a, Died) else "revived"))
            if not isinstance(view.end, DealVoided):  # a void deal is undone, its deaths with it
                self.marks.extend(marks)
            if view.end is not None:
                holdings, pool = list(view.end.holdings), view.end.pool
            self.box.append(pool)
            if isinstance(view.finish, Won):
                holdings[view.finish.seat], pool = view.finish.holding, 0
            elif isinstance(view.finish, PoolShared):
                for seat, amount in view.finish.shares:
                    holdings[seat] += amount
                pool = 0
            self.series.append((view.number, tuple(holdings), pool))
            self.after[view.number] = (tuple(holdings), pool)
            clock += 0.6 + 0.05 * live
            self.minutes[view.number] = clock

    def pool_after(self, deal: int) -> int:
        return self.after[deal][1]

    def live_after(self, deal: int) -> int:
        return sum(1 for h in self.after[deal][0] if h > 0)

    def hour_after(self, deal: int) -> int:
        """The hour struck last by the end of ``deal`` (a 24-hour count from the start hour)."""
        return START_HOUR + int(self.minutes[deal] // 60)

    # -- choosing the moments --------------------------------------------------------------
    def choose(self, deals: Sequence[DealView]) -> list[int]:
        """The deals told in full, in order: the game's own key moments, then more until long enough."""
        if not deals:
            return []
        key: list[int] = [deals[0].number]
        first_death = next((d.number for d in deals if d.deaths), None)
        irony = [d.number for d in deals if any(c.irony for c in d.cards)]
        revival = irony[0] if irony else next((d.number for d in deals if d.revivals), None)
        last_two = self.last_two_deal(deals)
        turn = self.turn_deal(deals, avoid={first_death, revival, last_two})
        final = deals[-1].number
        for number in (first_death, revival, turn, last_two, final):
            if number is not None and number not in key:
                key.append(number)
        self.turn = turn
        self.last_two = last_two
        chosen = sorted(key)
        low, high, _ = BOUNDS[self.length]
        aim = (low + high) // 2 if self.length is Length.SCENE else low
        most = 8 if self.length is Length.SCENE else 30
        # a trial telling measures the words; add the liveliest deal of the longest stretch untold
        # until long enough (or until every deal is told), then drop extras while too long
        while len(chosen) < most and self.measure(deals, chosen) < aim:
            bounds = [0, *chosen, deals[-1].number + 1]
            gaps = sorted(((b - a, a, b) for a, b in itertools.pairwise(bounds) if b - a > 1),
                          reverse=True)
            if not gaps:
                break
            _, a, b = gaps[0]
            inside = [self.by_number[k] for k in range(a + 1, b)]
            chosen = sorted([*chosen, max(inside, key=self.interest).number])
        while len(chosen) > 3 and self.measure(deals, chosen) > high:
            removable = [n for n in chosen if n not in (deals[0].number, final, last_two, first_death)]
            if not removable:
                break
            chosen.remove(min(removable, key=lambda n: self.interest(self.by_number[n])))
        return chosen

    def measure(self, deals: Sequence[DealView], chosen: list[int]) -> int:
        """The words a telling of ``chosen`` would have: each moment measured once, a gap counted as forty."""
        if not hasattr(self, "_trial"):
            trial = _Telling(self.game, self.loc, self.length, self.people, counter=None, title="", place=self.place)
            trial.by_number, trial.deals, trial.series, trial.after, trial.minutes, trial.marks = (
                self.by_number, list(deals), self.series, self.after, self.minutes, self.marks)
            trial.turn, trial.last_two, trial.place = self.turn, self.last_two, self.place
            trial.rng = random.Random(0)
            trial.t = Teller(self.loc, trial.rng)
            opening_events, _ = _read(self.game.events)
            self._trial = trial
            self._sizes: dict[int, int] = {0: len(trial.tell_opening(opening_events).text().split())}
        for number in chosen:
            if number not in self._sizes:
                paragraph = self._trial.tell_moment(self.by_number[number], first=number == deals[0].number)
                self._sizes[number] = len(paragraph.text().split())
        bounds = [0, *chosen]
        gaps = sum(1 for a, b in itertools.pairwise(bounds) if b - a > 1)
        return self._sizes[0] + sum(self._sizes[n] for n in chosen) + 40 * gaps + 12

    def interest(self, view: DealView) -> float:
        score = 3.0 * sum(1 for c in view.cards if c.irony) + 1.5 * view.revivals + view.deaths
        score += sum(0.5 for c in view.cards if isinstance(c.effect, TookFromPool) and c.effect.taken < c.effect.asked)
        if isinstance(view.end, DealVoided):
            score += 2
        return score + (view.number % 7) / 100  # a stable tie-break that spreads the moments

    def last_two_deal(self, deals: Sequence[DealView]) -> int | None:
        for view in deals:
            before = self.live_after(view.number - 1) if view.number - 1 in self.after else self.n
            if view.finish is None and self.live_after(view.number) == 2 and before > 2:
                return view.number
        return None

    def turn_deal(self, deals: Sequence[DealView], *, avoid: set[int | None]) -> int | None:
        """The last deal (before the end) in which a new player came to hold the most counters alone."""
        leader: int | None = None
        found: int | None = None
        for view in deals[1:-1]:
            holdings = self.after[view.number][0]
            top = max(holdings)
            leaders = [s for s, h in enumerate(holdings) if h == top]
            if len(leaders) == 1 and leaders[0] != leader:
                if leader is not None and view.number not in avoid and self.live_after(view.number) > 2:
                    found = view.number
                leader = leaders[0]
        return found

    # -- the opening ------------------------------------------------------------------------
    def tell_opening(self, opening: Opening) -> Paragraph:
        t, p, rules = self.t, Paragraph(), self.game.rules
        say = p.sentences.append
        say(t.say("room", place=self.place, count=self.n, **self.who(0)))
        names = self.loc.join([person.name for person in self.people])
        say(t.say("company", count=self.n, stake=rules.stake, names=names))
        if self.counter is not None:
            unit, units = self.counter
            say(t.say("worth", stake=rules.stake, **Args({"unit-text": unit, "units-text": units})))
        if rules.is_standard_table:
            said = t.word("narrate-said-easy", **self.who(0))
            say(t.say("rules-court", king=3, queen=2, knave=1, **self.who(0), **Args({"said-text": said})))
            parts = [t.word("narrate-rules-small", high=2, low=1), t.word("narrate-rules-left"),
                     t.word("narrate-rules-dead")]
            say(t.say("rules-speech", high=2, low=1, **Args({"speech-text": " ".join(_capital(x) for x in parts)})))
        if opening.seat_draw:
            say(t.say("fan", count=len(opening.seat_draw)))
        if opening.first is not None:
            method = _text(opening.first.method).replace("_", "-")
            family = f"first-dealer-{method}" if t.has(f"first-dealer-{method}") else "first-dealer-given"
            say(t.say(family, **self.who(opening.first.seat)))
        if opening.antes:
            each = {a.amount for a in opening.antes}
            pool = _pool_after_ante(opening)
            if each == {0}:
                say(t.say("ante-none", count=len(opening.antes)))
            else:
                say(t.say("ante", count=len(opening.antes), each=max(each), pool=pool))
                if self.counter is not None:
                    self.colour.add("worth")
                    say(t.say("worth-box", pool=pool, **Args({"unit-text": self.counter[0], "units-text": self.counter[1]})))
        return p

    # -- the play -----------------------------------------------------------------------------
    def tell_play(self, deals: Sequence[DealView], chosen: Sequence[int], play: Section, end: Section) -> None:
        previous = 0
        for number in chosen:
            view = self.by_number[number]
            if number - previous > 1:
                play.paragraphs.append(self.tell_gap([self.by_number[k] for k in range(previous + 1, number)],
                                                     previous))
            target = end if view.finish is not None else play
            target.paragraphs.append(self.tell_moment(view, first=number == deals[0].number))
            previous = number

    def tell_gap(self, views: Sequence[DealView], before: int) -> Paragraph:
        """The deals between two moments, summed up: how the evening wore on."""
        t, p = self.t, Paragraph()
        last = views[-1].number
        died = sum(v.deaths for v in views)
        revived = sum(v.revivals for v in views)
        start, pool = self.pool_after(before), self.pool_after(last)
        from_live, live = self.live_after(before), self.live_after(last)
        args: Args = dict(deals=len(views), died=died, revived=revived, from_live=from_live, live=live)
        if died == 0 and revived == 0:
            family = "gap-quiet"
        elif live < from_live:
            family = "gap-thin"
        elif live > from_live:
            family = "gap-grow"
        else:
            family = "gap-same"
        p.sentences.append(t.say(family, **args))
        if pool != start and (len(views) > 2 or self.length is Length.CHAPTER):
            p.sentences.append(t.say("box-rise" if pool > start else "box-fall", before=start, pool=pool))
        elif len(views) > 4:
            p.sentences.append(t.say("box-even", pool=pool))
        richest = max(range(self.n), key=lambda s: (self.after[last][0][s], -s))
        if self.length is Length.CHAPTER or len(views) > 3:
            holding = self.after[last][0][richest]
            if list(self.after[last][0]).count(holding) == 1:
                p.sentences.append(t.say("richest", holding=holding, live=self.live_after(last), **self.who(richest)))
        hour_before, hour_after = self.hour_after(before), self.hour_after(last)
        if hour_after > hour_before:
            p.sentences.append(self.tell_hour(hour_after))
        if self.counter is not None and pool > 0 and "worth" not in self.colour and pool > start:
            self.colour.add("worth")
            p.sentences.append(t.say("worth-box", pool=pool, **Args({"unit-text": self.counter[0], "units-text": self.counter[1]})))
        return p

    def tell_hour(self, hour: int) -> Sentence:
        t = self.t
        if hour >= START_HOUR + 2 and "supper" not in self.colour:
            self.colour.add("supper")
            return t.say("supper", hour=(hour - 1) % 12 + 1)
        if hour >= START_HOUR + 4 and "candles" not in self.colour:
            self.colour.add("candles")
            return t.say("candles", hour=(hour - 1) % 12 + 1)
        return t.say("clock", hour=(hour - 1) % 12 + 1)

    def tell_moment(self, view: DealView, *, first: bool) -> Paragraph:
        t, p = self.t, Paragraph()
        say = p.sentences.append
        live = len(view.start.order) if view.start else self.live_after(view.number - 1)
        dealer = view.start.dealer if view.start else 0
        if view.reshuffle is not None and _text(view.reshuffle.reason) == "talon short":
            say(t.say("talon", pack=view.reshuffle.talon_left, **self.who(dealer)))
        if first:
            say(t.say("first-deal", live=live, deal=view.number, **self.who(dealer)))
        elif self.length is Length.FULL:
            say(t.say("deal", deal=view.number, live=live, **self.who(dealer)))
        else:
            say(t.say("deal", deal=view.number, live=live, **self.who(dealer)))
        full = self.length is Length.FULL or live <= 3 or (first and self.length is Length.CHAPTER)
        cap = len(view.cards) if full else BOUNDS[self.length][2]
        key = [c for c in view.cards if c.dramatic]
        if first and not key:
            key = view.cards[:2]
        if not key and view.number == self.turn:
            leader = max(range(self.n), key=lambda s: (self.after[view.number][0][s], -s))
            key = [c for c in view.cards if c.dealt.seat == leader][:1]
        told = view.cards if full else key[:cap]
        untold = [c for c in key if c not in told]
        for turn in told:
            say(self.tell_card(turn))
        if untold:
            fell = sum(1 for c in untold if c.died)
            rose = sum(1 for c in untold if c.revived is not None)
            if fell or rose:
                say(t.say("also", died=fell, revived=rose))
        if isinstance(view.end, DealVoided):
            say(t.say("voided", deal=view.number, pool=view.end.pool, **self.who(dealer)))
        elif view.finish is None and view.deaths and self.length is not Length.FULL and view.number != self.last_two:
            say(t.say("alive", live=self.live_after(view.number)))
        if view.number == self.turn_for_telling():
            holdings = self.after[view.number][0]
            leader = max(range(self.n), key=lambda s: (holdings[s], -s))
            say(t.say("turn", holding=holdings[leader], deal=view.number, **self.who(leader)))
        if self.length is Length.FULL and isinstance(view.end, DealEnded):
            say(t.say("box", pool=view.end.pool))
        if view.finish is None and self.length is not Length.FULL:
            self.react(p, view, told)
        if view.number == self.last_two:
            a, b = (s for s, h in enumerate(self.after[view.number][0]) if h > 0)
            holdings = self.after[view.number][0]
            say(t.say("last-two", a_holding=holdings[a], b_holding=holdings[b], pool=self.pool_after(view.number),
                      **self.who(a), **self.who(b, "other-")))
        if view.finish is not None:
            self.tell_finish(p, view)
        return p

    def turn_for_telling(self) -> int | None:
        return getattr(self, "turn", None) if self.length is not Length.FULL else None

    def react(self, p: Paragraph, view: DealView, told: Sequence[CardTurn]) -> None:
        """Now and then a short reaction or a line of dialogue from someone just named."""
        t = self.t
        every = 2 if self.length is Length.SCENE else 3
        if self.rng.random() > 1 / every * 1.6 and self.spoken:
            return
        irony = next((c for c in told if c.irony), None)
        revived = next((c for c in told if c.revived is not None), None)
        died = next((c for c in told if c.died), None)
        def fresh(family: str) -> bool:  # each reaction's wordings once an evening, before any comes back
            return min(t.used.get(i, 0) for i in t.families[family]) == 0

        if irony is not None and irony.revived is not None and fresh("react-revived"):
            p.sentences.append(t.say("react-revived", **self.who(irony.revived.seat)))
        elif revived is not None and revived.revived is not None and fresh("react-revived"):
            p.sentences.append(t.say("react-revived", **self.who(revived.revived.seat)))
        elif died is not None and fresh("react-died"):
            p.sentences.append(t.say("react-died", **self.who(died.dealt.seat)))
        elif told and fresh("react-box") and not (died or revived):
            p.sentences.append(t.say("react-box", pool=self.pool_after(view.number), **self.who(told[0].dealt.seat)))
        else:
            return
        self.spoken += 1

    def tell_card(self, turn: CardTurn) -> Sentence:
        t, e, seat, deal = self.t, turn.effect, turn.dealt.seat, turn.dealt.deal
        if (deal, seat) in self.told:
            raise AssertionError(f"card of deal {deal}, seat {seat} told twice")
        self.told.add((deal, seat))
        args: dict[str, Any] = {**self.who(seat), **self.card(turn)}
        cards = [(deal, seat)]
        if isinstance(e, TookFromPool):
            if e.taken == e.asked:
                return t.say("card-take", cards=cards, taken=e.taken, pool=e.pool, **args)
            if e.taken == 0:
                return t.say("card-take-empty", cards=cards, asked=e.asked, **args)
            return t.say("card-take-short", cards=cards, asked=e.asked, taken=e.taken, **args)
        if isinstance(e, PaidIntoPool):
            if turn.died:
                return t.say("card-pay-died", cards=cards, paid=e.paid, pool=e.pool, **args)
            return t.say("card-pay", cards=cards, paid=e.paid, holding=e.holding, **args)
        if isinstance(e, PaidNeighbour):
            args.update(self.who(e.to_seat, "other-"))
            args.update(paid=e.paid, distance=e.distance)
            if turn.irony:
                return t.say("card-give-irony", cards=cards, **args)
            if turn.revived is not None:
                return t.say("card-give-revives", cards=cards, **args)
            if turn.died:
                return t.say("card-give-died", cards=cards, **args)
            return t.say("card-give", cards=cards, **args)
        if isinstance(e, PaymentVoid):
            return t.say("card-void", cards=cards, asked=e.asked, distance=e.distance, **args)
        return t.say("card-nothing", cards=cards, **args)

    def tell_finish(self, p: Paragraph, view: DealView) -> None:
        t, finish = self.t, view.finish
        if isinstance(finish, Won):
            how = _text(finish.how).replace(" ", "-")
            family = f"won-{how}" if t.has(f"won-{how}") else "won-last-standing"
            p.sentences.append(t.say(family, pool=finish.pool, holding=finish.holding, deals=view.number,
                                     **self.who(finish.seat)))
            if self.counter is not None:
                p.sentences.append(t.say("worth-won", holding=finish.holding, **Args({"unit-text": self.counter[0]}),
                                         **Args({"units-text": self.counter[1]}), **self.who(finish.seat)))
            p.sentences.append(t.say("react-won", **self.who(finish.seat)))
        elif isinstance(finish, PoolShared):
            how = _text(finish.how).replace(" ", "-")
            family = f"shared-{how}" if t.has(f"shared-{how}") else "shared-all-fell"
            items = [t.word("narrate-share", amount=amount, **self.who(seat)) for seat, amount in finish.shares]
            sentence = t.say(family, pool=_shares(finish), deals=view.number, count=len(finish.shares),
                             **Args({"shares-list": self.loc.join(items)}))
            p.sentences.append(Sentence(sentence.key, sentence.kind, sentence.text,
                                        {**sentence.facts, "share_list": tuple(finish.shares)}))


# -- the scene: facts, then a plan, then prose ------------------------------------------------

#: beats of a scene and of a chapter, and the most cards told in one beat
SCENE_SHAPE = {Length.SCENE: (7, 3), Length.CHAPTER: (22, 6)}
#: the court cards, whose drawing from the box a reversal may show
_COURT = ("K", "Q", "J")


def _season(rng: random.Random) -> str:
    return rng.choice(("spring", "summer", "autumn", "winter"))


@dataclass(frozen=True, slots=True)
class _Said:
    """The speaker of a line, whose tag ("said …", "asked …") is worded once the line is known."""

    seat: int


#: where a line's tag goes, until the line is chosen; a question before it is asked
_TAG = "\u0001"
_QUESTION = re.compile(r"\?[”»“«\"\s]*,?[”»“«\"\s]*$")


class _Spent(Exception):
    """Every fresh wording of an optional sentence is spent: the sentence is left out."""


class _Scene:
    """Tells a scene or a chapter from the game's facts and a plan, in the catalogue's words.

    Every message of the scene takes a ``$variant``; the teller picks, for each, one not yet
    used in this telling, and never a sentence opening like the one before.
    """

    def __init__(self, game: Game, loc: Localizer, length: Length, people: list[Person], *,
                 counter: str | None, title: str | None, place: str | None) -> None:
        self.game, self.loc, self.length, self.lang = game, loc, length, loc.lang
        self.n = len(game.players)
        seed = game.phrasing_seed()
        self.rng = random.Random(f"tontine-narrate/{seed}/{loc.lang}/{length.value}")
        people_rng = random.Random(f"tontine-people/{seed}")  # the cast's own stream, the same in every language
        self.line = timeline(game.events, self.n)
        beats, self.cap = SCENE_SHAPE[length]
        if self.n <= 3 and length is Length.SCENE:
            beats += 3
        elif self.n <= 3:
            beats += 12
        elif self.n <= 5 and length is Length.CHAPTER:
            beats += 4
        # a chapter of a small table tells nearly every deal: its short game is nearly all there is
        gap = 1 if self.n <= 3 and length is Length.CHAPTER else 2
        self.plan = make_plan(self.line, beats=beats, gap=gap)
        self.people = characters(people, self.plan.principals, people_rng)
        self.host = people_rng.randrange(self.n)
        self.explainer = people_rng.choice([s for s in range(self.n) if s != self.host] or [self.host])
        self.season = _season(people_rng)
        self.counter = _counter_words(counter, loc.lang) if counter else None
        self.title_given, self.place_given = title, place
        self.place = place or place_for(loc.lang, self.people[self.host], choice=people_rng.randrange(1000))
        self.used: dict[str, int] = {}
        self.frames: set[str] = set()  #: the sentence frames told, names and cards set aside
        self.optional = False
        self.previous = ""
        self.told: set[tuple[int, int]] = set()
        self.met: set[int] = set()
        self.hour_told = START_HOUR
        self.generic = 0  #: passages told of nobody in particular
        self.staked: set[int] = set()  #: the seats whose stake in the box was told
        #: who the reader believes alive, from what has been told so far
        self.believed = [True] * self.n
        opening, deals = _read(game.events)
        self.opening_events, self.deal_views = opening, deals
        self.deals = {d.number: d for d in deals}
        self.minutes = self._clock(deals)

    # -- words -------------------------------------------------------------------------------
    def say(self, msg_id: str, *, kind: str | None = None, cards: Sequence[tuple[int, int]] = (),
            variant: int | None = None, skip: Collection[int] = (), **args: Any) -> Sentence:
        count = self.loc.variant_count(msg_id) or 1
        order = sorted(range(count), key=lambda v: (self.used.get(f"{msg_id}#{v}", 0), self.rng.random()))
        order = [v for v in order if v not in skip] or order  # wordings that do not fit this place
        if variant is not None:  # a wording that answers another (a question and its answer)
            order = [variant % count]
        people = [v for k, v in args.items() if isinstance(v, str) and k.endswith(("name", "card-text"))]
        said = args.get("said-text")
        if isinstance(said, _Said):
            args = {**args, "said-text": _TAG}
        candidates = []
        for variant in order:
            text = _capital(self.loc(msg_id, variant=variant, **args))
            frame = text
            for value in sorted(people, key=len, reverse=True):
                frame = frame.replace(value, "N")
            candidates.append((variant, text, frame))
        # a frame not yet told that does not open like the sentence before; else a fresh frame; else any
        fresh = [c for c in candidates if c[2] not in self.frames]
        pick = next((c for c in fresh if _opening(c[1]) != self.previous), None)
        if pick is None:
            if self.optional:
                raise _Spent(msg_id)
            pick = next((c for c in candidates if _opening(c[1]) != self.previous), fresh[0] if fresh else candidates[0])
        chosen, text, frame = pick
        if isinstance(said, _Said):
            text = text.replace(_TAG, self._tag(said, _QUESTION.search(text.split(_TAG, 1)[0]) is not None))
        self.frames.add(frame)
        key = f"{msg_id}#{chosen}"
        self.used[key] = self.used.get(key, 0) + 1
        self.previous = _opening(text)
        self.chosen = chosen
        facts = {k: v for k, v in args.items() if isinstance(v, int) and not isinstance(v, bool)}
        return Sentence(key, kind or msg_id[len("narrate-"):], text, facts, tuple(cards))

    def maybe(self, paragraph: Paragraph, msg_id: str, **args: Any) -> None:
        """Add a sentence that may be left out rather than told in a wording already used."""
        self.optional = True
        try:
            paragraph.sentences.append(self.say(msg_id, **args))
        except _Spent:
            pass
        finally:
            self.optional = False

    def phrase(self, msg_id: str, **args: Any) -> str:
        """A piece of a sentence (a temper, a season), its variant drawn like a sentence's."""
        count = self.loc.variant_count(msg_id) or 1
        variant = min(range(count), key=lambda v: (self.used.get(f"{msg_id}#{v}", 0), self.rng.random()))
        self.used[f"{msg_id}#{variant}"] = self.used.get(f"{msg_id}#{variant}", 0) + 1
        return self.loc(msg_id, variant=variant, **args)

    def who(self, seat: int, prefix: str = "") -> dict[str, Any]:
        return self.people[seat].forms(self.lang, prefix)

    def card(self, dealt: CardDealt) -> dict[str, Any]:
        symbol = dealt.card.rank.symbol
        args: dict[str, Any] = {"rank": int(symbol) if symbol.isdigit() else symbol, "suit": dealt.card.suit.symbol}
        self.used["narrate-card-acc"] = self.used["narrate-card-dat"] = 1
        return {"card-text": self.loc("card-name", **args), "acc-card-text": self.loc("narrate-card-acc", **args),
                "dat-card-text": self.loc("narrate-card-dat", **args)}

    def said(self, seat: int) -> _Said:
        """How a line is said, by the speaker's temper ("said Mrs. Pelling, laughing"), worded once the
        line is chosen: a question is asked, not declared."""
        return _Said(seat)

    def _tag(self, said: _Said, question: bool) -> str:
        temper = self.people[said.seat].temper or "easy"
        return self.phrase(f"narrate-{'asked' if question else 'said'}-{temper}", **self.who(said.seat))

    # -- the clock: a deal takes longer the more play at it -------------------------------------
    def _clock(self, deals: Sequence[DealView]) -> dict[int, float]:
        clock, out = 0.0, {0: 0.0}
        for view in deals:
            live = len(view.start.order) if view.start else 1
            clock += 0.6 + 0.05 * live
            out[view.number] = clock
        return out

    def hour(self, deal: int) -> int:
        return START_HOUR + int(self.minutes.get(deal, 0.0) // 60)

    # -- the whole -----------------------------------------------------------------------------
    def run(self) -> Story:
        opening = Section("opening", self.loc("narrate-heading-opening"))
        play = Section("play", self.loc("narrate-heading-play"))
        end = Section("end", self.loc("narrate-heading-end"))
        opening.paragraphs += self.tell_opening()
        stretches = {s.first: s for s in self.plan.stretches}
        for beat in self.plan.beats[1:]:
            stretch = next((s for s in self.plan.stretches if s.last == beat.deal - 1), None)
            target = end if beat.kind in ("end",) else play
            passage = self.tell_stretch(stretch, beat) if stretch is not None else []
            told = self.tell_beat(beat)
            if target is play and told.sentences:
                told.sentences[:0] = passage  # the passage of time opens the moment it leads to
            elif passage:
                play.paragraphs.append(Paragraph(passage))
            target.paragraphs.append(told)
        del stretches
        if not any(b.kind == "end" for b in self.plan.beats):
            tail = next((s for s in self.plan.stretches if s.last == self.line.deals), None)
            if tail is not None and tail.first > (self.plan.beats[-1].deal if self.plan.beats else 0):
                passage = self.tell_stretch(tail, None)
                if passage:
                    play.paragraphs.append(Paragraph(passage))
            deals = self.line.deals
            end.paragraphs.append(Paragraph([
                self.say("narrate-unfinished", kind="unfinished", deals=deals, pool=self.line.box(deals),
                         live=self.line.live(deals)),
                self.say("narrate-break-off", kind="unfinished", variant=1)]))
        title = self.title_given or _capital(self.phrase("narrate-scene-title", place=self.place, **self.who(self.host)))
        colophon = self.colophon()
        end.paragraphs.append(Paragraph([colophon]))
        series, box, marks = self._series()
        return Story(self.lang, title, [s for s in (opening, play, end) if s.paragraphs], self.game.players,
                     series, self.length, marks, box, frozenset(k.split("#")[0] for k in self.used))

    def colophon(self) -> Sentence:
        rules = self.game.rules
        preset = self.loc("preset-title", preset=rules.preset) if rules.preset in (
            "english", "french", "german") else rules.preset
        deals = self.line.deals
        if self.game.seed is not None:
            return Sentence("narrate-colophon-seed", "colophon", self.loc(
                "narrate-colophon-seed", **{"seed-text": str(self.game.seed)}, preset=preset, deals=deals))
        return Sentence("narrate-colophon-record", "colophon", self.loc(
            "narrate-colophon-record", preset=preset, deals=deals))

    def _series(self) -> tuple[list[tuple[int, tuple[int, ...], int]], list[int], list[tuple[int, int, str]]]:
        telling = _Telling(self.game, self.loc, Length.FULL, list(self.people), counter=None, title="", place="")
        telling._state(self.opening_events, self.deal_views)
        return telling.series, telling.box, telling.marks

    # -- the opening -----------------------------------------------------------------------------
    def tell_opening(self) -> list[Paragraph]:
        host, plan = self.host, self.plan
        season = self.phrase(f"narrate-season-{self.season}")
        house = self.phrase("narrate-house", **self.who(host))
        first = Paragraph([self.say("narrate-setting", place=self.place, **Args({"season-text": season,
                                                                                  "house-text": house}),
                                    **self.who(host))])
        if self.counter is not None:
            unit, units = self.counter
            first.sentences.append(self.say("narrate-worth", stake=self.game.rules.stake,
                                            **Args({"unit-text": unit, "units-text": units})))
        paragraphs = [first]
        company = Paragraph()
        # the host first, in their own house; then the principals
        principals = [host, *(s for s in plan.principals if s != host)]
        for index, seat in enumerate(principals):
            p = self.people[seat]
            temper = self.phrase(f"narrate-temper-{p.temper}", **self.who(seat))
            # "then came", "… was of the party too" follow someone; "lastly" ends the company
            skip = {3, 5} if index == 0 else set()
            if index < len(principals) - 1 or len(principals) < self.n:
                skip.add(9)
            if self.season == "summer":
                skip.add(1)  # no fire is lit in summer
            if seat == host:  # the host is met in their own house, not as one more guest
                company.sentences.append(self.say("narrate-meet-host", kind="meet",
                                                  **Args({"temper-text": temper}), **self.who(seat)))
            else:
                company.sentences.append(self.say("narrate-meet", kind="meet", skip=skip,
                                                  **Args({"temper-text": temper}), **self.who(seat)))
            self.met.add(seat)
            # a bond is told once both of its people have been met
            bonds = [(seat, self.people[seat].bond)] + [(i, q.bond) for i, q in enumerate(self.people)
                                                        if i != seat and i in self.met and q.bond is not None
                                                        and q.bond[1] == p.name]
            for owner, bond in bonds:
                if bond is None:
                    continue
                other_seat = next((i for i, q in enumerate(self.people) if q.name == bond[1]), None)
                if other_seat is not None and other_seat in self.met and owner in self.met:
                    self.maybe(company, f"narrate-bond-{bond[0]}", kind="bond", **self.who(owner),
                               **self.who(other_seat, "other-"))
            told_stake = seat in (plan.pov, self.line.winner) or self.n <= 4
            if told_stake and p.stake is not None and p.stake != "nothing":
                before = len(company.sentences)
                self.maybe(company, f"narrate-stake-{p.stake}", kind="stake", **self.who(seat))
                if len(company.sentences) > before:
                    self.staked.add(seat)
            if len(company.sentences) >= 6 and index < len(principals) - 1:
                paragraphs.append(company)
                company = Paragraph()
        rest = [s for s in range(self.n) if s not in self.met]
        if len(rest) == 1:
            company.sentences.append(self.say("narrate-other-one", kind="others", names=self.people[rest[0]].name))
        elif rest and len(rest) <= 8:
            company.sentences.append(self.say("narrate-others", kind="others",
                                              names=self.loc.join(self.people[s].name for s in rest)))
        elif rest:
            company.sentences.append(self.say("narrate-crowd", kind="others"))
        if company.sentences:
            paragraphs.append(company)
        rules = Paragraph()
        explainer = self.explainer
        asker = next((s for s in principals if s != explainer), host)
        if self.game.rules.is_standard_table:
            # the rules in the explainer's own words: an opening, the court cards with the tag, then the rest
            rules.sentences.append(self.say("narrate-rules-intro", kind="rules", **self.who(explainer)))
            rules.sentences.append(self.say("narrate-rules-court", kind="rules", king=3, queen=2, knave=1,
                                            **self.who(explainer), **Args({"said-text": self.said(explainer)})))
            small = self.loc.variant_count("narrate-rules-small") or 1
            variants = sorted(range(small), key=lambda v: (self.used.get(f"narrate-rules-small#{v}", 0), self.rng.random()))
            # the speech does not open as the line before it did ("The court cards …" "The small cards …")
            # the language's quotation marks around a speech ("“…”", "« … »", "„…“")
            quote, close = self.loc("narrate-rules-speech", variant=0, **Args({"speech-text": _TAG})).split(_TAG)
            pick = next((v for v in variants if _opening(quote + _capital(self.loc("narrate-rules-small", variant=v,
                                                                                     high=2, low=1)))
                         != _opening(rules.sentences[-1].text)), variants[0])
            self.used[f"narrate-rules-small#{pick}"] = self.used.get(f"narrate-rules-small#{pick}", 0) + 1
            parts = [self.loc("narrate-rules-small", variant=pick, high=2, low=1), self.phrase("narrate-rules-left"),
                     self.phrase("narrate-rules-dead")]
            speech = self.say("narrate-rules-speech", kind="rules", high=2, low=1,
                              **Args({"speech-text": " ".join(_capital(x) for x in parts)}))
            court = rules.sentences[-1]
            if close and court.text.endswith(close):  # the speech goes on inside the quotation already open
                inner = speech.text[len(quote):]
                speech = replace(court, text=court.text[: -len(close)] + " " + inner, facts={**court.facts,
                                                                                           **speech.facts})
                rules.sentences[-1] = speech
                self.previous = _opening(speech.text)
            else:
                rules.sentences.append(speech)
            if asker != explainer:
                rules.sentences.append(self.say("narrate-ask", kind="ask", **self.who(asker),
                                                **Args({"said-text": self.said(asker)})))
                rules.sentences.append(self.say("narrate-answer", kind="answer", variant=self.chosen,
                                                **self.who(explainer),
                                                **Args({"said-text": self.said(explainer)})))
        else:
            rules.sentences.append(self.say("narrate-rules-house", kind="rules", **self.who(explainer)))
        dealer = self.opening_events.first.seat if self.opening_events.first else 0
        if self.opening_events.antes and any(a.amount for a in self.opening_events.antes):
            rules.sentences.append(self.say("narrate-ante-in", kind="ante"))
            if self.counter is not None:
                rules.sentences.append(self.say("narrate-worth-box", kind="worth", pool=self.line.box(0),
                                                **Args({"unit-text": self.counter[0],
                                                        "units-text": self.counter[1]})))
        method = _text(self.opening_events.first.method) if self.opening_events.first else ""
        begin = {"lot": "narrate-begin-lot", "fan": "narrate-begin-fan",
                 "given": "narrate-first-dealer-given"}.get(method, "narrate-begin")
        rules.sentences.append(self.say(begin, kind="begin", **self.who(dealer)))
        paragraphs.append(rules)
        return paragraphs

    # -- between the beats -------------------------------------------------------------------------
    def tell_stretch(self, stretch: Stretch, beat: Beat | None) -> list[Sentence]:
        """The deals between two beats, through the people we have met: who fell, who rose, who drew ahead.

        A short stretch in which nothing befell anyone we know is passed over in silence; the clock is
        told when an hour has struck since it last was.
        """
        out: list[Sentence] = []
        hour = self.hour(stretch.last)
        if self.hour_told < hour <= START_HOUR + 5:
            self.hour_told = hour
            self.optional = True
            try:
                out.append(self.say("narrate-pass-hour", kind="hour", hour=(hour - 1) % 12 + 1))
            except _Spent:
                pass
            finally:
                self.optional = False
        before, after = self.line.states[stretch.first - 1][0], self.line.states[stretch.last][0]
        met = [s for s in dict.fromkeys((*self.plan.principals, self.host)) if s in self.met]
        fell = [s for s in met if self.believed[s] and after[s] == 0]
        rose = [s for s in met if not self.believed[s] and after[s] > 0]
        leader = self.line.leader(stretch.last)
        was = self.line.leader(stretch.first - 1)
        self.optional = True  # a passage is left out rather than told in a wording already used
        try:
            told = self._passage(stretch, before, after, fell, rose, leader, was, met)
        except _Spent:
            told = None
        finally:
            self.optional = False
        if told is not None:
            out.append(told)
        return out

    def _passage(self, stretch: Stretch, before: Sequence[int], after: Sequence[int], fell: list[int],
                 rose: list[int], leader: int | None, was: int | None, met: list[int]) -> Sentence | None:
        acts: tuple[tuple[str, int], ...]
        if len(fell) >= 2:
            sentence = self.say("narrate-pass-fell-two", kind="stretch", **self.who(fell[0]),
                                **self.who(fell[1], "other-"))
            acts = (("falls", fell[0]), ("falls", fell[1]))
        elif fell:
            sentence = self.tail(self.say("narrate-pass-fell", kind="stretch", **self.who(fell[0])), fell[0])
            acts = (("falls", fell[0]),)
        elif rose:
            sentence = self.say("narrate-pass-rose", kind="stretch", **self.who(rose[0]))
            acts = (("rises", rose[0]),)
        elif leader is not None and leader != was and leader in met and self.believed[leader]:
            sentence = self.say("narrate-pass-lead", kind="stretch", **self.who(leader))
            acts = (("acts", leader),)
        elif stretch.last - stretch.first >= 5 and self.generic < (2 if self.length is Length.SCENE else 8):
            # what befell only people we have not met is told of a long stretch, twice an evening at most
            self.generic += 1
            sentence = self.say(f"narrate-pass-{'churn' if stretch.table == 'grow' else stretch.table}",
                                kind="stretch")
            acts = ()
        else:
            return None
        for verb, seat in acts:
            if verb != "acts":
                self.believed[seat] = verb == "rises"
        return replace(sentence, acts=acts)

    # -- a beat ---------------------------------------------------------------------------------------
    def tell_beat(self, beat: Beat) -> Paragraph:
        p = Paragraph()
        view = self.deals.get(beat.deal)
        if view is None:
            return p
        stage = set(self.plan.principals)
        key = [c for c in view.cards if c.after and (c.dealt.seat in stage or any(a.seat in stage for a in c.after))]
        if not key:
            key = [c for c in view.cards if c.after]
        if beat.kind == "reversal" and beat.seats:
            key = self._lead_cause(view, beat.seats) + key
        if not key:
            key = [c for c in view.cards if c.dealt.seat in stage][:1] or view.cards[:1]
        if self.length is Length.CHAPTER and self.n <= 5:
            # a chapter of a small table turns every card of its moments: the game is nearly all there is
            key += [c for c in view.cards if all(c is not k for k in key)]
        told: list[CardTurn] = []
        for turn in key:
            if all(turn is not t for t in told) and (turn.dealt.deal, turn.dealt.seat) not in self.told:
                told.append(turn)
        told = told[: self.cap]
        for turn in told:
            self.living(p, turn.dealt.seat)
            if isinstance(turn.effect, PaidNeighbour) and turn.revived is None:
                self.living(p, turn.effect.to_seat)
            sentence = self.tell_card(turn)
            fallen = next((a.seat for a in turn.after if isinstance(a, Died)), None)
            if fallen is not None:
                sentence = self.tail(sentence, fallen)
            elif turn.revived is not None:
                sentence = self.tail(sentence, turn.revived.seat, rising=True)
            p.sentences.append(self.learn(sentence, turn))
        untold = [c for c in view.cards if c.after and all(c is not t for t in told)]
        fell = {a.seat for c in untold for a in c.after if isinstance(a, Died)}
        if fell:
            self.maybe(p, "narrate-also-fell", kind="also", count=len(fell))
        if beat.kind == "last-two":
            for seat in beat.seats:
                self.living(p, seat)
        note = self.note(beat, view)
        if note is not None:
            p.sentences.append(note)
        if beat.kind == "end":
            self.tell_end(p, view)
            return p
        self.exchange(p, beat, view, told)
        return p

    # -- the reader: who the telling has told alive or dead ----------------------------------------
    def living(self, p: Paragraph, seat: int) -> None:
        """Before someone the reader last saw fall acts, tell that they were paid back into the game."""
        if self.believed[seat]:
            return
        self.believed[seat] = True
        p.sentences.append(replace(self.say("narrate-back", kind="back", **self.who(seat)), acts=(("rises", seat),)))

    def learn(self, sentence: Sentence, turn: CardTurn) -> Sentence:
        """The card's sentence, with what it tells the reader of who acts, falls and rises."""
        seat = turn.dealt.seat
        acts: list[tuple[str, int]] = [("acts", seat)]
        if isinstance(turn.effect, PaidNeighbour):
            acts.append(("rises" if turn.revived is not None else "acts", turn.effect.to_seat))
        for after in turn.after:
            if isinstance(after, Died) and after.seat in (seat, *(s for _, s in acts)):
                acts.append(("falls", after.seat))
        for verb, who in acts:
            if verb != "acts":
                self.believed[who] = verb == "rises"
        return replace(sentence, acts=tuple(acts))

    def tell_card(self, turn: CardTurn) -> Sentence:
        e, seat, deal = turn.effect, turn.dealt.seat, turn.dealt.deal
        if (deal, seat) in self.told:
            raise AssertionError(f"card of deal {deal}, seat {seat} told twice")
        self.told.add((deal, seat))
        args: dict[str, Any] = {**self.who(seat), **self.card(turn.dealt)}
        cards = [(deal, seat)]
        if isinstance(e, TookFromPool):
            if e.taken == 0:
                return self.say("narrate-s-take-empty", kind="card-take-empty", cards=cards, **args)
            return self.say("narrate-s-take", kind="card-take", cards=cards, **args)
        if isinstance(e, PaidIntoPool):
            if turn.died:
                return self.say("narrate-s-fall-box", kind="card-pay-died", cards=cards, paid=e.paid, **args)
            return self.say("narrate-s-pay", kind="card-pay", cards=cards, **args)
        if isinstance(e, PaidNeighbour):
            args.update(self.who(e.to_seat, "other-"))
            if turn.irony:
                return self.say("narrate-s-killed-reviving", kind="card-give-irony", cards=cards, paid=e.paid, **args)
            if turn.revived is not None:
                return self.say("narrate-s-revive", kind="card-give-revives", cards=cards, **args)
            if turn.died:
                return self.say("narrate-s-fall-give", kind="card-give-died", cards=cards, paid=e.paid, **args)
            return self.say("narrate-s-give", kind="card-give", cards=cards, **args)
        if isinstance(e, PaymentVoid):
            return self.say("narrate-s-void", kind="card-void", cards=cards, **args)
        return self.say("narrate-s-nothing", kind="card-nothing", cards=cards, **args)

    def tail(self, sentence: Sentence, seat: int, *, rising: bool = False, chance: float = 0.6) -> Sentence:
        """Now and then a closing phrase before the full stop, fitted to the moment and the person.

        A fall is closed by how the one who fell bore it, in their own temper ("…, and laughed loudest of
        anyone"); a rising by how the table took it. Each wording once an evening.
        """
        text = sentence.text
        if not text.endswith(".") or text[-2:-1] in "”»“\"" or text.count(",") >= 2 or self.rng.random() > chance:
            return sentence  # a sentence already trailing a clause or two takes no more
        if not rising and not text.startswith(self.people[seat].name):
            return sentence  # how one bore a fall is told only where that one is the sentence's subject
        msg_id = "narrate-tail-rise" if rising else f"narrate-tail-fall-{self.people[seat].temper or 'easy'}"
        count = self.loc.variant_count(msg_id) or 1
        unused = [v for v in range(count) if not self.used.get(f"{msg_id}#{v}")]
        if not unused:
            return sentence
        variant = unused[self.rng.randrange(len(unused))]
        self.used[f"{msg_id}#{variant}"] = 1
        phrase = self.loc(msg_id, variant=variant, **self.who(seat))
        return replace(sentence, text=text[:-1] + phrase + ".")

    def note(self, beat: Beat, view: DealView) -> Sentence | None:
        """What the beat means: the first death, the lead passing, an irony, the last two."""
        kinds = {f.kind for f in beat.facts}
        if beat.kind == "first-fall" and beat.seats:
            seat = beat.seats[0]
            if self.line.states[beat.deal][0][seat] > 0:  # paid back in the same deal: no longer among the dead
                return None
            note = self.say("narrate-note-first-fall", kind="note", **self.who(seat))
            if self.believed[seat]:  # the card that killed was not told: the note tells the death
                self.believed[seat] = False
                return replace(note, acts=(("falls", seat),))
            return note
        if beat.kind == "reversal" and len(beat.seats) >= 2:
            return self.say("narrate-note-lead", kind="note", **self.who(beat.seats[0]),
                            **self.who(beat.seats[1], "other-"), **Args({"leader-seat": beat.seats[0],
                                                                          "was-seat": beat.seats[1]}))
        if beat.kind == "last-two" and len(beat.seats) == 2:
            # only these two are alive now: nobody else's fall is news after this
            for seat in range(self.n):
                if seat not in beat.seats:
                    self.believed[seat] = False
            return replace(self.say("narrate-note-last-two", kind="last-two", **self.who(beat.seats[0]),
                                    **self.who(beat.seats[1], "other-")),
                           acts=tuple(("acts", s) for s in beat.seats))
        if "chain" in kinds:
            return self.say("narrate-note-chain", kind="note")
        if "killed-reviving" in kinds:
            return self.say("narrate-note-irony", kind="note")
        if "winner-raised" in kinds and self.line.winner is not None:
            return self.say("narrate-note-raised", kind="note", **self.who(self.line.winner))
        return None

    @staticmethod
    def _lead_cause(view: DealView, seats: Sequence[int]) -> list[CardTurn]:
        """The card that explains a change of lead: the new leader's gain, a payment to them, or the old
        leader's loss, in that order (else the new leader's own card)."""
        new, old = seats[0], seats[1] if len(seats) > 1 else None

        def rank(turn: CardTurn) -> int | None:
            e = turn.effect
            if turn.dealt.seat == new and isinstance(e, TookFromPool) and e.taken > 0:
                return 0
            if isinstance(e, PaidNeighbour) and e.to_seat == new and e.paid > 0:
                return 1
            if turn.dealt.seat == old and isinstance(e, (PaidIntoPool, PaidNeighbour)) and e.paid > 0:
                return 2
            return None

        causes = sorted((r, i) for i, turn in enumerate(view.cards) if (r := rank(turn)) is not None)
        if causes:
            return [view.cards[causes[0][1]]]
        return [c for c in view.cards if c.dealt.seat == new][:1]

    def exchange(self, p: Paragraph, beat: Beat, view: DealView, told: Sequence[CardTurn]) -> None:
        """A line and its answer, true to the moment: who fell, who rose, where the box went."""
        holdings = self.line.states[min(beat.deal, len(self.line.states) - 1)][0]
        # who is dead or alive once the deal is done: a player who fell and rose again has risen
        rose = next((a.seat for c in told for a in c.after
                     if isinstance(a, Revived) and a.seat in self.met and holdings[a.seat] > 0), None)
        died = next((a.seat for c in told for a in c.after
                     if isinstance(a, Died) and a.seat in self.met and holdings[a.seat] == 0), None)
        before, after = self.line.box(beat.deal - 1), self.line.box(beat.deal)
        if beat.kind == "last-two" and len(beat.seats) == 2:
            situation, speaker = "last-two", beat.seats[0]
        elif beat.kind == "reversal" and beat.seats:
            situation, speaker = "lead", beat.seats[0]
        elif rose is not None:
            situation, speaker = "rose", rose
        elif died is not None:
            situation, speaker = "fell", died
        else:
            situation = "box-up" if after > before else "box-down" if after < before else "box-flat"
            speaker = told[0].dealt.seat if told else self.plan.pov
        answerer = self._answerer(speaker)
        if situation == "last-two":
            answerer = beat.seats[1]
        for seat in (speaker, answerer):
            if holdings[seat] > 0:
                self.living(p, seat)
        bond = self._bond(speaker, answerer)
        box = "box-up" if after > before else "box-down" if after < before else "box-flat"
        # a line and its answer are never said twice in an evening: when the moment's own are spent, the
        # pair speaks of the box (true to what it did), or says nothing
        for topic in dict.fromkeys((situation, box)):
            self.optional = True
            try:
                paired = self._paired(topic)
                # a line whose own reply is already said is not chosen while another pair is left
                spent = [v for v in range(self.loc.variant_count(f"narrate-line-{topic}"))
                         if paired and self.used.get(f"narrate-reply-{topic}#{v}")]
                line = self.speaks(self.say(
                    f"narrate-line-{topic}", kind="line", skip=spent, **self.who(speaker),
                    **self.who(answerer, "other-"), **Args({"said-text": self.said(speaker)})), speaker, holdings)
                reply = self.speaks(self.say(
                    f"narrate-reply-{topic}", kind="reply", **self.who(answerer), **self.who(speaker, "other-"),
                    variant=self.chosen if paired else None,
                    **Args({"said-text": self.said(answerer), "bond-key": bond})), answerer, holdings)
                p.sentences += [line, reply]
                break
            except _Spent:
                continue
            finally:
                self.optional = False
        pov = self.plan.pov
        if pov not in (speaker, answerer) and self.rng.random() < 0.7:
            alive = self.line.states[beat.deal][0][pov] > 0
            if alive:
                self.living(p, pov)
            count = len(p.sentences)
            self.maybe(p, f"narrate-pov-{'in' if alive else 'out'}", kind="pov", **self.who(pov),
                       **self.who(speaker, "other-"))
            if len(p.sentences) > count and alive:
                p.sentences[-1] = replace(p.sentences[-1], acts=(("acts", pov),))
            elif len(p.sentences) > count and self.believed[pov]:  # an untold fall, told now
                self.believed[pov] = False
                p.sentences[-1] = replace(p.sentences[-1], acts=(("falls", pov),))

    def _paired(self, topic: str) -> bool:
        """Whether a reply on ``topic`` answers its own line: a catalogue writes them in pairs, reply [i]
        to line [i], by giving both the same number of wordings (bond-keyed replies answer any line)."""
        if "bond-key" in self.loc.selectors(f"narrate-reply-{topic}"):
            return False
        return self.loc.variant_count(f"narrate-reply-{topic}") == self.loc.variant_count(f"narrate-line-{topic}")

    def speaks(self, sentence: Sentence, seat: int, holdings: Sequence[int]) -> Sentence:
        """A line said by someone alive is an act of the living; the dead may only look on."""
        return replace(sentence, acts=(("acts", seat),)) if holdings[seat] > 0 else sentence

    def _answerer(self, speaker: int) -> int:
        p = self.people[speaker]
        if p.bond is not None:
            seat = next((i for i, q in enumerate(self.people) if q.name == p.bond[1]), None)
            if seat is not None and seat != speaker:
                return seat
        for i, q in enumerate(self.people):
            if q.bond is not None and q.bond[1] == p.name and i != speaker:
                return i
        others = [s for s in self.plan.principals if s != speaker]
        if not others:
            others = [s for s in range(self.n) if s != speaker] or [speaker]
        return others[self.rng.randrange(len(others))]

    def _bond(self, a: int, b: int) -> str:
        return reply_bond(self.people[a], self.people[b])


    def tell_end(self, p: Paragraph, view: DealView) -> None:
        finish = view.finish
        if isinstance(finish, Won):
            how = _text(finish.how).replace(" ", "-")
            p.sentences.append(self.say(f"narrate-end-{how}", kind=f"won-{how}", pool=finish.pool,
                                        **self.who(finish.seat)))
            if self.counter is not None:
                p.sentences.append(self.say("narrate-worth-won", holding=finish.holding,
                                            **Args({"unit-text": self.counter[0], "units-text": self.counter[1]}),
                                            **self.who(finish.seat)))
            winner = finish.seat
            self.living(p, winner)
            answerer = self._answerer(winner)
            p.sentences.append(self.say("narrate-line-won", kind="line", **self.who(winner),
                                        **self.who(answerer, "other-"), **Args({"said-text": self.said(winner)})))
            p.sentences.append(self.say("narrate-reply-won", kind="reply", **self.who(answerer),
                                        **self.who(winner, "other-"),
                                        **Args({"said-text": self.said(answerer),
                                                "bond-key": self._bond(winner, answerer)})))
            pov = self.plan.pov
            # what rode on the box for the one through whose eyes the evening was seen, if it was told
            stake = (self.people[pov].stake or "nothing") if pov in self.staked else "nothing"
            if pov != winner:
                p.sentences.append(self.say("narrate-close", kind="close", **self.who(pov),
                                            **self.who(winner, "other-"), **Args({"stake-key": stake})))
            else:
                p.sentences.append(self.say("narrate-close-won", kind="close", **self.who(pov),
                                            **Args({"stake-key": stake})))
        elif isinstance(finish, PoolShared):
            how = _text(finish.how).replace(" ", "-")
            items = [self.loc("narrate-share-to", **self.who(seat)) for seat, _ in finish.shares]
            self.used["narrate-share-to"] = 1
            p.sentences.append(self.say(f"narrate-end-shared-{how}", kind=f"shared-{how}", pool=_shares(finish),
                                        **Args({"names-list": self.loc.join(items)})))
            pov = self.plan.pov
            p.sentences.append(self.say("narrate-close-shared", kind="close", **self.who(pov)))


def reply_bond(speaker: Person, replier: Person) -> str:
    """The bond a reply is said in, seen from the one who replies.

    A reply in the ``debt`` key is the creditor's, in the ``chaperone`` key the chaperon's: when the
    replier is the debtor or the charge, the bond has no reply of its own and ``none`` is said.
    """
    if speaker.bond is not None and speaker.bond[1] == replier.name:
        return "none" if speaker.bond[0] == "chaperone" else speaker.bond[0]
    if replier.bond is not None and replier.bond[1] == speaker.name:
        return "none" if replier.bond[0] == "debt" else replier.bond[0]
    return "none"
