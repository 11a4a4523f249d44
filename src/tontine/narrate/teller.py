"""The scene and the chapter: a game's facts, then a plan of its beats, then prose, in the catalogue's words.

A **scene** (the default) tells five to eight key moments of the game in full, chosen from its
own facts (the company sitting down, the first death, a revival, a turn of fortune, the last
two, the end) and sums up the deals between them in a sentence; a **chapter** tells more
moments at more length. Every message of the scene takes a ``$variant``: the teller picks, for
each, one not yet used in this telling, and never a sentence opening like the one before.
"""

from __future__ import annotations

import random
import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from typing import Any

from tontine.events import (
    CardDealt,
    Died,
    PaidIntoPool,
    PaidNeighbour,
    PaymentVoid,
    PoolShared,
    Revived,
    TookFromPool,
    Won,
)
from tontine.i18n import Localizer
from tontine.narrate.cast import Person, characters, place_for, reply_bond
from tontine.narrate.facts import timeline
from tontine.narrate.game import (
    START_HOUR,
    CardTurn,
    DealView,
    Game,
    read_events,
    shares_of,
    text_of,
)
from tontine.narrate.ledger import FullTelling
from tontine.narrate.plan import Beat, Stretch, make_plan
from tontine.narrate.presumes import Evening, Presumption
from tontine.narrate.told import Length, Paragraph, Section, Sentence, Story
from tontine.narrate.words import Args, capital, counter_words, opening_words

__all__ = ["SceneTelling"]

#: beats of a scene and of a chapter, and the most cards told in one beat
SCENE_SHAPE = {Length.SCENE: (7, 2), Length.CHAPTER: (22, 6)}
#: the share of lines (not cried) whose tag is plain ("said Mr. Ashby"), not in the speaker's manner
PLAIN_TAGS = 0.4
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
#: a line that ends in an exclamation before its tag is cried, not said softly
_EXCLAMATION = re.compile(r"!\s*[”»“«\"\s]*,?[”»“«\"\s]*$")


class _Spent(Exception):
    """Every fresh wording of an optional sentence is spent: the sentence is left out."""


class SceneTelling:
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
        # the rules are told by someone the reader has met: one of the principals, else anyone but the host
        self.explainer = people_rng.choice([s for s in self.plan.principals if s != self.host]
                                           or [s for s in range(self.n) if s != self.host] or [self.host])
        self.season = _season(people_rng)
        self.counter = counter_words(counter, loc.lang) if counter else None
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
        #: the most "others fell too" sentences and point-of-view glances an evening: each is one more
        #: sentence of the ledger after a few (a scene's, then a chapter's)
        self.most_also, self.most_glances = (2, 3) if length is Length.SCENE else (5, 8)
        self.also_told = self.glances = 0
        self.staked: set[int] = set()  #: the seats whose stake in the box was told
        self.spoke = False  #: whether the last moment told had its exchange
        #: who the reader believes alive, from what has been told so far
        self.believed = [True] * self.n
        opening, deals = read_events(game.events)
        self.opening_events, self.deal_views = opening, deals
        #: what the wordings may take for granted (see :mod:`~tontine.narrate.presumes`)
        self.evening = Evening(self.n, drawn=bool(opening.seat_draw))
        self.seat_of = {p.name: seat for seat, p in enumerate(self.people)}
        self._presumed: dict[tuple[str, int], frozenset[Presumption]] = {}
        self.deals = {d.number: d for d in deals}
        self.minutes = self._clock(deals)

    # -- words -------------------------------------------------------------------------------
    def say(self, msg_id: str, *, kind: str | None = None, cards: Sequence[tuple[int, int]] = (),
            variant: int | None = None, skip: Collection[int] = (), **args: Any) -> Sentence:
        # the wordings of the branch the message's keys choose (a relation's own replies)
        keys = {k: v for k, v in args.items() if k.endswith("-key") and isinstance(v, str)}
        count = self.loc.variant_count(msg_id, within=keys) or 1
        # where the two people it names sit ("beside", "across the table" must be true of them)
        self.evening.between(self.seat_of.get(str(args.get("name"))), self.seat_of.get(str(args.get("other-name"))))
        order = sorted(range(count), key=lambda v: (self.used.get(f"{msg_id}#{v}", 0), self.rng.random()))
        # wordings that do not fit this place, then those whose presumptions do not hold this evening
        order = [v for v in order if v not in skip] or order
        order = [v for v in order if self.fits(msg_id, v)] or order
        if variant is not None:  # a wording that answers another (a question and its answer)
            order = [variant % count]
        people = [v for k, v in args.items() if isinstance(v, str) and k.endswith(("name", "card-text"))]
        said = args.get("said-text")
        if isinstance(said, _Said):
            args = {**args, "said-text": _TAG}
        candidates = []
        for variant in order:
            text = capital(self.loc(msg_id, variant=variant, **args))
            frame = text
            for value in sorted(people, key=len, reverse=True):
                frame = frame.replace(value, "N")
            candidates.append((variant, text, frame))
        # a frame not yet told that does not open like the sentence before; else a fresh frame; else any
        fresh = [c for c in candidates if c[2] not in self.frames]
        pick = next((c for c in fresh if opening_words(c[1]) != self.previous), None)
        if pick is None:
            if self.optional:
                raise _Spent(msg_id)
            pick = next((c for c in candidates if opening_words(c[1]) != self.previous), fresh[0] if fresh else candidates[0])
        chosen, text, frame = pick
        if isinstance(said, _Said):
            before = text.split(_TAG, 1)[0]
            text = text.replace(_TAG, self._tag(said, question=_QUESTION.search(before) is not None,
                                                exclamation=_EXCLAMATION.search(before) is not None))
        self.frames.add(frame)
        self.chose(msg_id, chosen)
        key = f"{msg_id}#{chosen}"
        self.used[key] = self.used.get(key, 0) + 1
        self.previous = opening_words(text)
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

    def phrase(self, msg_id: str, *, skip: Collection[int] = (), **args: Any) -> str:
        """A piece of a sentence (a temper, a season), its variant drawn like a sentence's."""
        count = self.loc.variant_count(msg_id) or 1
        order = [v for v in range(count) if v not in skip] or list(range(count))
        order = [v for v in order if self.fits(msg_id, v)] or order
        variant = min(order, key=lambda v: (self.used.get(f"{msg_id}#{v}", 0), self.rng.random()))
        self.chose(msg_id, variant)
        self.used[f"{msg_id}#{variant}"] = self.used.get(f"{msg_id}#{variant}", 0) + 1
        return self.loc(msg_id, variant=variant, **args)

    def presumed(self, msg_id: str, variant: int) -> frozenset[Presumption]:
        """What wording ``variant`` of ``msg_id`` takes for granted (its message's ``.presumes``)."""
        key = (msg_id, variant)
        found = self._presumed.get(key)
        if found is None:
            found = frozenset()
            if self.loc.has(msg_id) and "presumes" in self.loc.attributes(msg_id):
                found = Presumption.of(self.loc.attribute(msg_id, "presumes", variant=variant))
            self._presumed[key] = found
        return found

    def chose(self, msg_id: str, variant: int) -> None:
        """Wording ``variant`` of ``msg_id`` is told: the table's shape it names is the evening's from now on."""
        self.evening.tell(self.presumed(msg_id, variant))

    def fits(self, msg_id: str, variant: int) -> bool:
        """Whether what the wording takes for granted holds at this point of the evening."""
        return self.evening.holds(self.presumed(msg_id, variant))

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

    def _tag(self, said: _Said, *, question: bool, exclamation: bool) -> str:
        """The tag by the speaker's temper: a question is asked, an exclamation cried, the rest said."""
        temper = self.people[said.seat].temper or "easy"
        verb = "asked" if question else "said"
        if exclamation and not question and self.loc.has(f"narrate-cried-{temper}"):
            verb = "cried"
        elif self.rng.random() < PLAIN_TAGS and self.loc.has(f"narrate-{verb}-plain"):
            # most lines are simply said: a manner told with every one soon fights what some of them say
            return self.phrase(f"narrate-{verb}-plain", **self.who(said.seat))
        self.evening.cried = exclamation  # "exclaimed" tags only a line that ends in "!"
        try:
            return self.phrase(f"narrate-{verb}-{temper}", **self.who(said.seat))
        finally:
            self.evening.cried = False

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
            self.evening.after = True  # "by then", "meanwhile": a moment of play has been told
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
        title = self.title_given or capital(self.phrase("narrate-scene-title", place=self.place, **self.who(self.host)))
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
        telling = FullTelling(self.game, self.loc, Length.FULL, list(self.people), counter=None, title="", place="")
        telling._state(self.opening_events, self.deal_views)
        return telling.series, telling.box, telling.marks

    # -- the opening -----------------------------------------------------------------------------
    def tell_opening(self) -> list[Paragraph]:
        host, plan = self.host, self.plan
        season = self.phrase(f"narrate-season-{self.season}")
        house = self.phrase("narrate-house", **self.who(host))
        # a shy or grave host does not give the party as one who "liked nothing so well as a round game"
        reluctant = self.people[host].temper in ("timid", "grave")
        first = Paragraph([self.say("narrate-setting", place=self.place, skip={2, 5} if reluctant else (),
                                    **Args({"season-text": season, "house-text": house}), **self.who(host))])
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
            self.evening.after = index > 0  # "among them", "then came" follow someone met before
            # the host gives the party: never "persuaded to the table much against inclination"
            temper = self.phrase(f"narrate-temper-{p.temper}", skip={0} if seat == host and p.temper == "timid"
                                 else (), **self.who(seat))
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
        self.evening.after = True
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
        self.evening.after = False
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
            pick = next((v for v in variants if opening_words(quote + capital(self.loc("narrate-rules-small", variant=v,
                                                                                     high=2, low=1)))
                         != opening_words(rules.sentences[-1].text)), variants[0])
            self.used[f"narrate-rules-small#{pick}"] = self.used.get(f"narrate-rules-small#{pick}", 0) + 1
            parts = [self.loc("narrate-rules-small", variant=pick, high=2, low=1), self.phrase("narrate-rules-left"),
                     self.phrase("narrate-rules-dead")]
            speech = self.say("narrate-rules-speech", kind="rules", high=2, low=1,
                              **Args({"speech-text": " ".join(capital(x) for x in parts)}))
            court = rules.sentences[-1]
            if close and court.text.endswith(close):  # the speech goes on inside the quotation already open
                inner = speech.text[len(quote):]
                speech = replace(court, text=court.text[: -len(close)] + " " + inner, facts={**court.facts,
                                                                                           **speech.facts})
                rules.sentences[-1] = speech
                self.previous = opening_words(speech.text)
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
        method = text_of(self.opening_events.first.method) if self.opening_events.first else ""
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
        # the fallen in the order of their last fall in the stretch ("first N was ruined, then M")
        last_fall = {f.seats[0]: f.deal for f in self.line.facts
                     if f.kind == "death" and stretch.first <= f.deal <= stretch.last}
        fell = sorted((s for s in met if self.believed[s] and after[s] == 0), key=lambda s: last_fall.get(s, 0))
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
        if fell and self.also_told < self.most_also:
            count = len(p.sentences)
            self.maybe(p, "narrate-also-fell", kind="also", count=len(fell))
            self.also_told += len(p.sentences) > count
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
        if "killed-reviving" in kinds and not any(k.startswith("narrate-note-irony#") for k in self.used):
            # the irony of a life bought with another is remarked once an evening; its cards tell it after that
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
            # the box is talked of by someone still in the game: a card's holder, else the point of view
            speaker = next((c.dealt.seat for c in told if holdings[c.dealt.seat] > 0),
                           told[0].dealt.seat if told else self.plan.pov)
            if holdings[speaker] == 0 and holdings[self.plan.pov] > 0:
                speaker = self.plan.pov
        answerer = self._answerer(speaker, holdings)
        if situation == "last-two":
            answerer = beat.seats[1]
        for seat in (speaker, answerer):
            if holdings[seat] > 0:
                self.living(p, seat)
        bond = self._bond(speaker, answerer)
        box = "box-up" if after > before else "box-down" if after < before else "box-flat"
        # not every moment is talked over: after a moment that was, a lesser one is often passed in silence
        dramatic = beat.kind in ("first-fall", "reversal", "irony", "last-two")
        quiet = not dramatic and self.spoke and self.rng.random() < 0.6
        self.spoke = False
        # a line and its answer are never said twice in an evening: when the moment's own are spent, the
        # pair speaks of the box (true to what it did), or says nothing
        for topic in dict.fromkeys((situation, box)) if not quiet else ():
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
                self.spoke = True
                break
            except _Spent:
                continue
            finally:
                self.optional = False
        self.evening.spoken = self.spoke  # a look "while they spoke" only after words were said
        pov = self.plan.pov
        # the one the point of view watches: the speaker, or in a silent moment whoever it befell, and
        # only one who still holds counters (a heap is watched, not an empty place)
        watched = next((s for s in (speaker, answerer) if s != pov and holdings[s] > 0), pov)
        if (pov not in (speaker, answerer) or quiet) and watched != pov and self.glances < self.most_glances and \
                self.rng.random() < (0.9 if quiet else 0.7):
            alive = self.line.states[beat.deal][0][pov] > 0
            if alive:
                self.living(p, pov)
            count = len(p.sentences)
            self.maybe(p, f"narrate-pov-{'in' if alive else 'out'}", kind="pov", **self.who(pov),
                       **self.who(watched, "other-"))
            self.glances += len(p.sentences) > count
            if len(p.sentences) > count and alive:
                p.sentences[-1] = replace(p.sentences[-1], acts=(("acts", pov),))
            elif len(p.sentences) > count and self.believed[pov]:  # an untold fall, told now
                self.believed[pov] = False
                p.sentences[-1] = replace(p.sentences[-1], acts=(("falls", pov),))
        self.evening.spoken = False

    def _paired(self, topic: str) -> bool:
        """Whether a reply on ``topic`` answers its own line: a catalogue writes them in pairs, reply [i]
        to line [i], by giving both the same number of wordings (bond-keyed replies answer any line)."""
        if "bond-key" in self.loc.selectors(f"narrate-reply-{topic}"):
            return False
        return self.loc.variant_count(f"narrate-reply-{topic}") == self.loc.variant_count(f"narrate-line-{topic}")

    def speaks(self, sentence: Sentence, seat: int, holdings: Sequence[int]) -> Sentence:
        """A line said by someone alive is an act of the living; the dead may only look on."""
        return replace(sentence, acts=(("acts", seat),)) if holdings[seat] > 0 else sentence

    def _answerer(self, speaker: int, holdings: Sequence[int] | None = None) -> int:
        """Who answers ``speaker``: the one they are bound to, else another of the principals.

        With ``holdings`` (the counters after the deal, during play) the answer comes from someone
        still in the game, if anyone but the speaker is: one who is out looks on and holds their tongue.
        """
        def playing(seat: int) -> bool:
            return holdings is None or holdings[seat] > 0

        p = self.people[speaker]
        if p.bond is not None:
            seat = next((i for i, q in enumerate(self.people) if q.name == p.bond[1]), None)
            if seat is not None and seat != speaker and playing(seat):
                return seat
        for i, q in enumerate(self.people):
            if q.bond is not None and q.bond[1] == p.name and i != speaker and playing(i):
                return i
        others = [s for s in self.plan.principals if s != speaker and playing(s)]
        if not others:
            others = [s for s in sorted(self.met) if s != speaker and playing(s)]
        if not others:
            others = [s for s in range(self.n) if s != speaker and playing(s)]
        if not others:
            others = [s for s in range(self.n) if s != speaker] or [speaker]
        return others[self.rng.randrange(len(others))]

    def _bond(self, a: int, b: int) -> str:
        return reply_bond(self.people[a], self.people[b])


    def tell_end(self, p: Paragraph, view: DealView) -> None:
        finish = view.finish
        if isinstance(finish, Won):
            how = text_of(finish.how).replace(" ", "-")
            # a winner the reader last saw fall is told back in the game before taking the box, not after
            self.living(p, finish.seat)
            p.sentences.append(self.say(f"narrate-end-{how}", kind=f"won-{how}", pool=finish.pool,
                                        **self.who(finish.seat)))
            if self.counter is not None:
                p.sentences.append(self.say("narrate-worth-won", holding=finish.holding,
                                            **Args({"unit-text": self.counter[0], "units-text": self.counter[1]}),
                                            **self.who(finish.seat)))
            winner = finish.seat
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
            how = text_of(finish.how).replace(" ", "-")
            items = [self.loc("narrate-share-to", **self.who(seat)) for seat, _ in finish.shares]
            self.used["narrate-share-to"] = 1
            p.sentences.append(self.say(f"narrate-end-shared-{how}", kind=f"shared-{how}", pool=shares_of(finish),
                                        **Args({"names-list": self.loc.join(items)})))
            pov = self.plan.pov
            p.sentences.append(self.say("narrate-close-shared", kind="close", **self.who(pov)))
