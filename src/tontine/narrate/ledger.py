"""The full telling: every card of every deal, in order, in the catalogue's words (``--length full``);
and the state after every deal (holdings, box, deaths and revivals) that the chart draws for any length.

>>> from tontine import Rules, Table, SeededShuffle
>>> from tontine.i18n import localizer
>>> from tontine.narrate.cast import person
>>> table = Table(Rules.from_preset("english"), ["Ann", "Ben", "Cat"], source=SeededShuffle(5))
>>> _ = list(table.play())
>>> game = Game.from_table(table, seed=5)
>>> story = FullTelling(game, localizer("en"), Length.FULL, [person(n, "en") for n in game.players],
...                     counter=None, title=None, place=None).run()
>>> len(story.series) == len(story.box) == table.deal_number + 1
True
"""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Sequence
from typing import Any

from tontine.events import (
    DealEnded,
    DealVoided,
    Died,
    PaidIntoPool,
    PaidNeighbour,
    PaymentVoid,
    PoolShared,
    TookFromPool,
    Won,
)
from tontine.i18n import Localizer
from tontine.narrate.cast import Person, place_for
from tontine.narrate.game import (
    START_HOUR,
    CardTurn,
    DealView,
    Game,
    Opening,
    pool_after_ante,
    read_events,
    shares_of,
    text_of,
)
from tontine.narrate.told import Length, Paragraph, Section, Sentence, Story
from tontine.narrate.words import Args, capital, counter_words, opening_words

__all__ = ["FullTelling", "Teller"]

#: (fewest, most) words aimed at, and the most key cards told in one moment
BOUNDS = {Length.SCENE: (560, 1400, 3), Length.CHAPTER: (2200, 3800, 7)}
_VARIANT = re.compile(r"^(narrate-[a-z-]+?)(?:-(\d+))?$")


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
            text = capital(self.loc(msg_id, variant=self.rng.randrange(self.loc.variant_count(msg_id) or 1), **args))
            chosen = msg_id
            if opening_words(text) != self.previous:
                break
        self.used[chosen] = self.used.get(chosen, 0) + 1
        self.previous = opening_words(text)
        facts = {k: v for k, v in args.items() if isinstance(v, int) and not isinstance(v, bool)}
        return Sentence(chosen, family, text, facts, tuple(cards))

    def word(self, msg_id: str, **args: Any) -> str:
        """A phrase that is not a sentence (a heading, a list item)."""
        self.used[msg_id] = self.used.get(msg_id, 0) + 1
        return self.loc(msg_id, variant=self.rng.randrange(self.loc.variant_count(msg_id) or 1), **args)



class FullTelling:
    def __init__(self, game: Game, loc: Localizer, length: Length, people: list[Person], *,
                 counter: str | None, title: str | None, place: str | None) -> None:
        self.game, self.loc, self.length, self.people = game, loc, length, people
        self.lang = loc.lang
        self.rng = random.Random(f"tontine-narrate/{game.phrasing_seed()}/{loc.lang}/{length.value}")
        self.t = Teller(loc, self.rng)
        self.n = len(game.players)
        self.counter = counter_words(counter, loc.lang) if counter else None
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
        opening_events, deals = read_events(game.events)
        self.deals = deals
        self.by_number = {d.number: d for d in deals}
        self._state(opening_events, deals)
        host = self.people[0]
        self.place = self.place_given or place_for(self.lang, host, choice=self.rng.randrange(1000))
        title = self.title or capital(t.word(
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
        pool = pool_after_ante(opening)
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
            trial = FullTelling(self.game, self.loc, self.length, self.people, counter=None, title="", place=self.place)
            trial.by_number, trial.deals, trial.series, trial.after, trial.minutes, trial.marks = (
                self.by_number, list(deals), self.series, self.after, self.minutes, self.marks)
            trial.turn, trial.last_two, trial.place = self.turn, self.last_two, self.place
            trial.rng = random.Random(0)
            trial.t = Teller(self.loc, trial.rng)
            opening_events, _ = read_events(self.game.events)
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
            say(t.say("rules-speech", high=2, low=1, **Args({"speech-text": " ".join(capital(x) for x in parts)})))
        if opening.seat_draw:
            say(t.say("fan", count=len(opening.seat_draw)))
        if opening.first is not None:
            method = text_of(opening.first.method).replace("_", "-")
            family = f"first-dealer-{method}" if t.has(f"first-dealer-{method}") else "first-dealer-given"
            say(t.say(family, **self.who(opening.first.seat)))
        if opening.antes:
            each = {a.amount for a in opening.antes}
            pool = pool_after_ante(opening)
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
        if view.reshuffle is not None and text_of(view.reshuffle.reason) == "talon short":
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
            how = text_of(finish.how).replace(" ", "-")
            family = f"won-{how}" if t.has(f"won-{how}") else "won-last-standing"
            p.sentences.append(t.say(family, pool=finish.pool, holding=finish.holding, deals=view.number,
                                     **self.who(finish.seat)))
            if self.counter is not None:
                p.sentences.append(t.say("worth-won", holding=finish.holding, **Args({"unit-text": self.counter[0]}),
                                         **Args({"units-text": self.counter[1]}), **self.who(finish.seat)))
            p.sentences.append(t.say("react-won", **self.who(finish.seat)))
        elif isinstance(finish, PoolShared):
            how = text_of(finish.how).replace(" ", "-")
            family = f"shared-{how}" if t.has(f"shared-{how}") else "shared-all-fell"
            items = [t.word("narrate-share", amount=amount, **self.who(seat)) for seat, amount in finish.shares]
            sentence = t.say(family, pool=shares_of(finish), deals=view.number, count=len(finish.shares),
                             **Args({"shares-list": self.loc.join(items)}))
            p.sentences.append(Sentence(sentence.key, sentence.kind, sentence.text,
                                        {**sentence.facts, "share_list": tuple(finish.shares)}))
