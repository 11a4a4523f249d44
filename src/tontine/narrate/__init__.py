"""The narrated game: a whole game of Tontine told as a scene, from the engine's events.

>>> from tontine import Rules, Table, SeededShuffle
>>> table = Table(Rules.from_preset("english"), ["Mr. Ashby", "Miss Carrow", "Mrs. Pelling"],
...               source=SeededShuffle(11))
>>> _ = list(table.play())
>>> story = tell(Game.from_table(table, seed=11), "en")
>>> story.players[table.winner] in story.sections[-1].paragraphs[0].text()
True
"""

from tontine.narrate.cast import Person, cast, parse_names, person
from tontine.narrate.story import Game, Length, LengthError, Paragraph, Sentence, Story, tell

__all__ = [
    "Game",
    "Length",
    "LengthError",
    "Paragraph",
    "Person",
    "Sentence",
    "Story",
    "cast",
    "parse_names",
    "person",
    "tell",
]
