"""The narrated game: a whole game of Tontine told as a scene, from the engine's events.

>>> from tontine import Rules, Table, SeededShuffle
>>> table = Table(Rules.from_preset("english"), ["Mr. Darcy", "Miss Bennet", "Mr. Bingley"],
...               source=SeededShuffle(11))
>>> _ = list(table.play())
>>> story = tell(Game.from_table(table, seed=11), "en")
>>> story.players[table.winner] in story.sections[-1].paragraphs[0].text()
True
"""

from tontine.narrate.catalogue import Catalogue, available_languages, load_catalogue
from tontine.narrate.story import Game, Paragraph, Sentence, Story, tell

__all__ = [
    "Catalogue",
    "Game",
    "Paragraph",
    "Sentence",
    "Story",
    "available_languages",
    "load_catalogue",
    "tell",
]
