"""The storyteller: a game's events told as a scene, in any catalogued language.

The teller reads only the engine's events (and the rules' stake, for the opening
line): every number it states is a field of an event. It never applies a rule.

A game is told in three parts. The opening: the company, the seat draw, the
first dealer and the antes. The play: the first deal card by card; then quiet
deals summed up a sentence a time (a run of them in one), while a deal with a
death, a revival, a king from an empty box or a void is told moment by moment;
once few are left alive every card of such a deal is told. The end: the last two,
the triumph (or the shares) and a colophon naming the seed.

>>> from tontine import Rules, Table, SeededShuffle
>>> table = Table(Rules.from_preset("english"), ["Mr. Darcy", "Miss Bennet", "Mr. Bingley"],
...               source=SeededShuffle(5))
>>> _ = list(table.play())
>>> story = tell(Game.from_table(table, seed=5), "en")
>>> story.sentences()[-1].key
'colophon.seed'
>>> tell(Game.from_table(table, seed=5), "en").text() == story.text()
True
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tontine.errors import RecordError
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
from tontine.narrate.catalogue import (
    CARD_FIELDS,
    PERSON_FIELDS,
    TEXT_FIELDS,
    CardWords,
    Catalogue,
    Num,
    Person,
    load_catalogue,
)
from tontine.record import replay
from tontine.rules import Preset, Rules
from tontine.table import Table

__all__ = ["Game", "Paragraph", "Sentence", "Story", "tell"]

#: a deal with this many live players or fewer is told card by card when anything happens in it
FULL_AT = 4
#: quiet deals in a row told in one sentence from this many on
RUN_AT = 2

Effect = TookFromPool | PaidIntoPool | PaidNeighbour | PaymentVoid


@dataclass(frozen=True)
class Sentence:
    """One sentence: the phrase it came from, the event kind it tells, its text and its facts."""

    key: str
    kind: str
    text: str
    facts: Mapping[str, Any] = field(default_factory=dict)


@dataclass
class Paragraph:
    sentences: list[Sentence] = field(default_factory=list)

    def text(self) -> str:
        return " ".join(s.text for s in self.sentences)


@dataclass
class Section:
    key: str  #: a heading key of the catalogue: opening, play, end
    heading: str
    paragraphs: list[Paragraph] = field(default_factory=list)


@dataclass
class Story:
    """A told game: sections of paragraphs of sentences, and the chart's series."""

    lang: str
    title: str
    sections: list[Section]
    players: tuple[str, ...]
    #: (deal number, holdings by seat, pool): after the antes, after every deal, after the end
    series: list[tuple[int, tuple[int, ...], int]]
    catalogue: Catalogue

    def sentences(self) -> list[Sentence]:
        return [s for section in self.sections for p in section.paragraphs for s in p.sentences]

    def text(self) -> str:
        """The plain text of every sentence, a paragraph a line."""
        return "\n".join(p.text() for section in self.sections for p in section.paragraphs)


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
    def dramatic(self) -> bool:
        if self.after:
            return True
        e = self.effect
        return isinstance(e, TookFromPool) and e.taken < e.asked


@dataclass
class DealView:
    number: int
    reshuffle: Reshuffled | None = None
    start: DealStarted | None = None
    cards: list[CardTurn] = field(default_factory=list)
    end: DealEnded | DealVoided | None = None
    finish: Won | PoolShared | None = None


@dataclass
class Opening:
    seat_draw: list[SeatDrawn] = field(default_factory=list)
    first: FirstDealerChosen | None = None
    antes: list[AnteIn] = field(default_factory=list)


def _read(events: Iterable[Event]) -> tuple[Opening, list[DealView]]:
    opening = Opening()
    deals: dict[int, DealView] = {}
    for event in events:
        if isinstance(event, SeatDrawn):
            opening.seat_draw.append(event)
            continue
        if isinstance(event, FirstDealerChosen):
            opening.first = event
            continue
        if isinstance(event, AnteIn):
            opening.antes.append(event)
            continue
        view = deals.setdefault(event.deal, DealView(event.deal))
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


# -- telling --------------------------------------------------------------------


class Teller:
    """Chooses and fills phrases; never the same variant of a phrase twice running."""

    def __init__(self, game: Game, catalogue: Catalogue) -> None:
        self.game = game
        self.cat = catalogue
        self.rng = random.Random(f"tontine-narrate/{game.phrasing_seed()}/{catalogue.code}")
        self.people = [Person(name, catalogue) for name in game.players]
        self._last: dict[str, int] = {}
        self._last_text: dict[str, str] = {}

    def say(self, key: str, kind: str, **values: Any) -> Sentence:
        variants = self.cat.phrase_variants(key)
        choices = [i for i in range(len(variants)) if i != self._last.get(key)] or [0]
        wrapped = {k: self._wrap(k, v) for k, v in values.items()}
        # A different variant may still read the same once filled in: try the others first.
        self.rng.shuffle(choices)
        text = ""
        for index in choices:
            text = _sentence(self.cat.contract(variants[index].format_map(wrapped)))
            if text != self._last_text.get(kind):
                break
        self._last[key] = index
        self._last_text[kind] = text
        facts = {k: (self.game.players[v] if k in PERSON_FIELDS else v) for k, v in values.items()}
        return Sentence(key, kind, text, facts)

    def _wrap(self, name: str, value: Any) -> Any:
        if name in PERSON_FIELDS:
            return self.people[value]
        if name in CARD_FIELDS:
            return CardWords(value, self.cat)
        if name in TEXT_FIELDS:
            return value
        return Num(int(value), self.cat)

    def name(self, seat: int) -> str:
        return self.game.players[seat]


def _sentence(text: str) -> str:
    """Capitalise the first letter (a template may open on a lower-case card name)."""
    text = " ".join(text.split())
    for i, ch in enumerate(text):
        if ch.isalpha():
            return text[:i] + ch.upper() + text[i + 1 :] if ch.islower() else text
    return text


def tell(game: Game, lang: str | Catalogue = "en") -> Story:
    """Tell ``game`` in language ``lang`` (a code such as ``en`` or a loaded catalogue)."""
    catalogue = lang if isinstance(lang, Catalogue) else load_catalogue(lang)
    return _Telling(game, catalogue).run()


class _Telling:
    def __init__(self, game: Game, catalogue: Catalogue) -> None:
        self.game = game
        self.cat = catalogue
        self.t = Teller(game, catalogue)
        self.n = len(game.players)
        self.holdings = [game.rules.stake] * self.n
        self.pool = 0
        self.series: list[tuple[int, tuple[int, ...], int]] = []
        self.told_fresh = False
        self.quiet: list[DealView] = []
        self.quiet_before = 0

    # the current state, kept from the values events state
    def live(self) -> int:
        return sum(1 for h in self.holdings if h > 0)

    def run(self) -> Story:
        cat, game = self.cat, self.game
        opening_events, deals = _read(game.events)
        preset = cat.presets.get(game.rules.preset) or _preset_title(game.rules)
        title = self.t.say("title", "story", count=self.n).text
        opening = Section("opening", cat.headings["opening"])
        play = Section("play", cat.headings["play"])
        end = Section("end", cat.headings["end"])
        opening.paragraphs.append(self.tell_opening(opening_events, preset))
        for view in deals:
            self.tell_deal(view, play, end)
        self.flush_quiet(play)
        final = deals[-1] if deals else None
        closing = Paragraph()
        if final is None or final.finish is None:
            closing.sentences.append(
                self.t.say("unfinished", "story", deals=len(deals), pool=self.pool, live=self.live())
            )
        if game.seed is not None:
            closing.sentences.append(
                self.t.say("colophon.seed", "story", seed=game.seed, deals=len(deals), preset=preset)
            )
        else:
            closing.sentences.append(self.t.say("colophon.record", "story", deals=len(deals), preset=preset))
        end.paragraphs.append(closing)
        sections = [s for s in (opening, play, end) if s.paragraphs]
        return Story(cat.code, title, sections, game.players, self.series, cat)

    # -- the opening ---------------------------------------------------------

    def tell_opening(self, opening: Opening, preset: str) -> Paragraph:
        t, p = self.t, Paragraph()
        players = self.cat.join(list(self.game.players))
        p.sentences.append(
            t.say("intro", "story", count=self.n, stake=self.game.rules.stake, players=players, preset=preset)
        )
        if opening.seat_draw:
            p.sentences.append(t.say("seat_drawn.intro", "seat_drawn", count=len(opening.seat_draw)))
            for drawn in sorted(opening.seat_draw, key=lambda d: d.seat):
                p.sentences.append(
                    t.say("seat_drawn.card", "seat_drawn", who=drawn.seat, card=drawn.card, place=drawn.seat + 1)
                )
        if opening.first is not None:
            method = opening.first.method.replace("-", "_")
            key = f"first_dealer.{method}" if f"first_dealer.{method}" in self.cat.phrases else "first_dealer.given"
            p.sentences.append(t.say(key, "first_dealer", who=opening.first.seat))
        if opening.antes:
            for ante in opening.antes:
                self.holdings[ante.seat] -= ante.amount
                self.pool += ante.amount
            amounts = {a.amount for a in opening.antes}
            if amounts == {0}:
                p.sentences.append(t.say("ante.none", "ante", count=len(opening.antes)))
            elif len(amounts) == 1:
                p.sentences.append(
                    t.say("ante.paid", "ante", count=len(opening.antes), each=amounts.pop(), pool=self.pool)
                )
            else:  # antes differ only in a hand-made event list; tell each
                for ante in opening.antes:
                    p.sentences.append(t.say("ante.paid", "ante", count=1, each=ante.amount, pool=self.pool))
        self.series.append((0, tuple(self.holdings), self.pool))
        return p

    # -- the play --------------------------------------------------------------

    def tell_deal(self, view: DealView, play: Section, end: Section) -> None:
        live_before = len(view.start.order) if view.start else self.live()
        pool_before = self.pool
        dramatic = (
            view.number == 1
            or any(c.dramatic for c in view.cards)
            or isinstance(view.end, DealVoided)
            or view.end is None
            or view.finish is not None
            or (view.reshuffle is not None and view.reshuffle.reason == "talon short")
        )
        ends_two = (
            isinstance(view.end, DealEnded)
            and view.finish is None
            and sum(1 for h in view.end.holdings if h > 0) == 2
            and live_before > 2
        )
        if not dramatic and not ends_two:
            if not self.quiet:
                self.quiet_before = pool_before
            self.apply(view)
            self.quiet.append(view)
            return
        self.flush_quiet(play)
        paragraph = Paragraph()
        play.paragraphs.append(paragraph)
        t, say = self.t, paragraph.sentences.append
        if view.reshuffle is not None:
            reason = view.reshuffle.reason.replace(" ", "_")
            dealer = view.start.dealer if view.start else 0
            tell_it = reason != "fresh" or not self.told_fresh
            if reason == "fresh":
                self.told_fresh = True
            key = f"reshuffled.{reason}"
            if tell_it and key in self.cat.phrases:
                say(t.say(key, "reshuffled", dealer=dealer, cards=view.reshuffle.talon_left))
        if view.start is not None:
            say(t.say("deal.intro", "deal_started", deal=view.number, dealer=view.start.dealer, live=live_before))
        every_card = view.number == 1 or live_before <= FULL_AT
        rest: list[CardTurn] = []
        for turn in view.cards:
            if every_card or turn.dramatic:
                for sentence in self.tell_card(turn):
                    say(sentence)
            else:
                self.apply_turn(turn)
                rest.append(turn)
        if rest:
            say(self.tell_rest(rest, alone=len(rest) == len(view.cards)))
        if isinstance(view.end, DealVoided):
            self.set_state(view.end.holdings, view.end.pool)
            say(t.say("voided", "deal_voided", deal=view.number, dealer=view.start.dealer if view.start else 0,
                      pool=view.end.pool))
        elif isinstance(view.end, DealEnded):
            self.set_state(view.end.holdings, view.end.pool)
            say(self.tell_pool(pool_before, view.end.pool))
        if view.end is not None:
            self.series.append((view.number, tuple(self.holdings), self.pool))
        if ends_two:
            a, b = (s for s, h in enumerate(self.holdings) if h > 0)
            say(t.say("last_two", "story", a=a, b=b, a_holding=self.holdings[a], b_holding=self.holdings[b],
                      pool=self.pool))
        if view.finish is not None:
            end.paragraphs.append(self.tell_finish(view))
            self.series.append((view.number, tuple(self.holdings), self.pool))

    def tell_card(self, turn: CardTurn) -> list[Sentence]:
        t, card, e = self.t, turn.dealt.card, turn.effect
        who = turn.dealt.seat
        out: list[Sentence] = []
        if isinstance(e, TookFromPool):
            if e.taken == e.asked:
                out.append(t.say("card.take", "take_from_pool", who=who, card=card, taken=e.taken,
                                 holding=e.holding, pool=e.pool))
            elif e.taken == 0:
                out.append(t.say("card.take_empty", "take_from_pool", who=who, card=card, asked=e.asked,
                                 holding=e.holding))
            else:
                out.append(t.say("card.take_short", "take_from_pool", who=who, card=card, asked=e.asked,
                                 taken=e.taken, holding=e.holding, pool=e.pool))
        elif isinstance(e, PaidIntoPool):
            if e.paid == e.asked and e.holding == 0:
                out.append(t.say("card.pay_last", "pay_into_pool", who=who, card=card, paid=e.paid, pool=e.pool))
            elif e.paid == e.asked:
                out.append(t.say("card.pay", "pay_into_pool", who=who, card=card, paid=e.paid,
                                 holding=e.holding, pool=e.pool))
            else:
                out.append(t.say("card.pay_short", "pay_into_pool", who=who, card=card, asked=e.asked,
                                 paid=e.paid, pool=e.pool))
        elif isinstance(e, PaidNeighbour):
            if e.paid == e.asked and e.holding > 0 and any(
                isinstance(a, Revived) and a.by_seat == who for a in turn.after
            ):
                pass  # the revival tells this payment in full: card, payer, neighbour and counters
            elif e.paid == e.asked and e.holding == 0:
                out.append(t.say("card.give_last", "pay_neighbour", who=who, card=card, to=e.to_seat, paid=e.paid,
                                 to_holding=e.to_holding, distance=e.distance))
            elif e.paid == e.asked:
                out.append(t.say("card.give", "pay_neighbour", who=who, card=card, to=e.to_seat, paid=e.paid,
                                 holding=e.holding, to_holding=e.to_holding, distance=e.distance))
            else:
                out.append(t.say("card.give_short", "pay_neighbour", who=who, card=card, to=e.to_seat,
                                 asked=e.asked, paid=e.paid, to_holding=e.to_holding, distance=e.distance))
        elif isinstance(e, PaymentVoid):
            out.append(t.say("card.void", "payment_void", who=who, card=card, asked=e.asked, distance=e.distance))
        else:
            out.append(t.say("card.nothing", "card_dealt", who=who, card=card))
        self.apply_turn(turn)
        for after in turn.after:
            if isinstance(after, Died):
                out.append(t.say("died", "died", who=after.seat, live=self.live()))
            elif after.by_seat is not None and isinstance(e, PaidNeighbour):
                out.append(t.say("revived.neighbour", "revived", who=after.seat, by=after.by_seat, card=card,
                                 paid=e.paid, distance=e.distance))
            else:
                taken = e.taken if isinstance(e, TookFromPool) else 0
                out.append(t.say("revived.pool", "revived", who=after.seat, taken=taken))
        return out

    def tell_rest(self, rest: Sequence[CardTurn], *, alone: bool) -> Sentence:
        took = [c.effect for c in rest if isinstance(c.effect, TookFromPool)]
        paid = [c.effect for c in rest if isinstance(c.effect, PaidIntoPool)]
        gave = [c.effect for c in rest if isinstance(c.effect, PaidNeighbour)]
        nothing = [c for c in rest if c.effect is None or isinstance(c.effect, PaymentVoid)]
        cat = self.cat
        clauses = []
        if took:
            clauses.append(cat.clause("took", n=self.num(len(took)), amount=self.num(sum(e.taken for e in took))))
        if paid:
            clauses.append(cat.clause("paid", n=self.num(len(paid)), amount=self.num(sum(e.paid for e in paid))))
        if gave:
            clauses.append(cat.clause("gave", n=self.num(len(gave)), amount=self.num(sum(e.paid for e in gave))))
        if nothing:
            clauses.append(cat.clause("nothing", n=self.num(len(nothing))))
        sentence = self.t.say("rest_all" if alone else "rest", "card_dealt", clauses=cat.join(clauses))
        facts = {
            "took": (len(took), sum(e.taken for e in took)),
            "paid": (len(paid), sum(e.paid for e in paid)),
            "gave": (len(gave), sum(e.paid for e in gave)),
            "nothing": len(nothing),
        }
        return Sentence(sentence.key, sentence.kind, sentence.text, facts)

    def num(self, value: int) -> Num:
        return Num(value, self.cat)

    def tell_pool(self, before: int, after: int) -> Sentence:
        live = self.live()
        if after > before:
            return self.t.say("deal.swell", "deal_ended", before=before, pool=after, change=after - before, live=live)
        if after < before:
            return self.t.say("deal.drain", "deal_ended", before=before, pool=after, change=before - after, live=live)
        return self.t.say("deal.steady", "deal_ended", pool=after, live=live)

    def flush_quiet(self, play: Section) -> None:
        if not self.quiet:
            return
        t, views = self.t, self.quiet
        before, after = self.quiet_before, self.pool
        paragraph = Paragraph()
        if len(views) < RUN_AT:
            view = views[0]
            dealer = view.start.dealer if view.start else 0
            if after > before:
                s = t.say("quiet.swell", "deal_started", deal=view.number, dealer=dealer, before=before, pool=after,
                          change=after - before)
            elif after < before:
                s = t.say("quiet.drain", "deal_started", deal=view.number, dealer=dealer, before=before, pool=after,
                          change=before - after)
            else:
                s = t.say("quiet.steady", "deal_started", deal=view.number, dealer=dealer, pool=after)
        else:
            first, last = views[0].number, views[-1].number
            if after > before:
                s = t.say("quiet_run.swell", "deal_ended", first=first, last=last, count=len(views), before=before,
                          pool=after, change=after - before)
            elif after < before:
                s = t.say("quiet_run.drain", "deal_ended", first=first, last=last, count=len(views), before=before,
                          pool=after, change=before - after)
            else:
                s = t.say("quiet_run.steady", "deal_ended", first=first, last=last, count=len(views), pool=after)
        paragraph.sentences.append(s)
        if len(views) >= RUN_AT:
            top = max(self.holdings)
            leader = self.holdings.index(top)
            paragraph.sentences.append(t.say("leader", "story", who=leader, holding=top, live=self.live()))
        play.paragraphs.append(paragraph)
        self.quiet = []

    def tell_finish(self, view: DealView) -> Paragraph:
        t, finish, p = self.t, view.finish, Paragraph()
        if isinstance(finish, Won):
            key = "won." + finish.how.replace(" ", "_")
            if key not in self.cat.phrases:
                key = "won.last_standing"
            p.sentences.append(t.say(key, "won", who=finish.seat, pool=finish.pool, holding=finish.holding,
                                     deals=view.number))
            self.holdings[finish.seat] = finish.holding
            self.pool = 0
        elif isinstance(finish, PoolShared):
            key = "shared." + finish.how.replace(" ", "_")
            if key not in self.cat.phrases:
                key = "shared.all_fell"
            total = sum(amount for _, amount in finish.shares)
            shares = self.cat.join(
                [self.cat.words["share"].format_map({"who": self.t.people[seat], "amount": self.num(amount)})
                 for seat, amount in finish.shares]
            )
            sentence = t.say(key, "pool_shared", shares=shares, pool=total, deals=view.number)
            p.sentences.append(Sentence(sentence.key, sentence.kind, sentence.text,
                                        {**sentence.facts, "share_list": tuple(finish.shares)}))
            for seat, amount in finish.shares:
                self.holdings[seat] += amount
            self.pool = 0
        return p

    # -- keeping the state from the events' own figures ----------------------------

    def apply(self, view: DealView) -> None:
        for turn in view.cards:
            self.apply_turn(turn)
        if view.end is not None:
            self.set_state(view.end.holdings, view.end.pool)
            self.series.append((view.number, tuple(self.holdings), self.pool))

    def apply_turn(self, turn: CardTurn) -> None:
        e = turn.effect
        if isinstance(e, TookFromPool | PaidIntoPool):
            self.holdings[e.seat] = e.holding
            self.pool = e.pool
        elif isinstance(e, PaidNeighbour):
            self.holdings[e.seat] = e.holding
            self.holdings[e.to_seat] = e.to_holding

    def set_state(self, holdings: Sequence[int], pool: int) -> None:
        self.holdings = list(holdings)
        self.pool = pool


def _preset_title(rules: Rules) -> str:
    try:
        return Preset.get(rules.preset).title
    except Exception:  # a record may name a preset this version does not know
        return rules.preset
