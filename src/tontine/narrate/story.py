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

from collections.abc import Sequence

from tontine.errors import TontineError
from tontine.i18n import localizer
from tontine.narrate.cast import Person, person
from tontine.narrate.game import Game
from tontine.narrate.ledger import FullTelling
from tontine.narrate.newcomers import with_newcomers
from tontine.narrate.paragraphs import with_speech_paragraphs
from tontine.narrate.pronouns import with_pronouns
from tontine.narrate.teller import SceneTelling
from tontine.narrate.told import Length, LengthError, Paragraph, Section, Sentence, Story

__all__ = ["Game", "Length", "LengthError", "Paragraph", "Section", "Sentence", "Story", "tell"]


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
    teller = FullTelling if size is Length.FULL else SceneTelling
    told = teller(game, loc, size, list(people), counter=counter, title=title, place=place).run()
    if size is Length.FULL:
        return with_pronouns(told, people)
    return with_speech_paragraphs(with_pronouns(with_newcomers(told, people), people))
