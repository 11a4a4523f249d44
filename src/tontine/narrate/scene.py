"""A new game played and told: what ``tontine narrate`` and the writer's page (``/tell``) both do.

The game is the engine's own (:class:`~tontine.table.Table` over the rules and a seeded
shuffle), told by :func:`~tontine.narrate.story.tell`; :func:`forms` renders the story in
each of :data:`~tontine.narrate.render.FORMATS` with its chart (drawn where matplotlib is
installed). The same rules, people and seed give the same story, word for word.

>>> from tontine.rules import Preset
>>> from tontine.narrate.cast import parse_names
>>> people = parse_names("Ann:f,Ben:m,Cat", "en")
>>> told = play_and_tell(Preset.get("english").rules, people, 7, "en")
>>> told.story.players == ("Ann", "Ben", "Cat"), told.deals > 0
(True, True)
>>> play_and_tell(Preset.get("english").rules, people, 7, "en").story == told.story
True
"""

from __future__ import annotations

import importlib.util
from collections.abc import Sequence
from dataclasses import dataclass

from tontine.i18n import localizer
from tontine.narrate.cast import Person
from tontine.narrate.render import FORMATS, WIDTH, render
from tontine.narrate.story import Game, Length, Story, tell
from tontine.rules import Rules, player_count_warnings
from tontine.sources import SeededShuffle
from tontine.table import Table

__all__ = ["Told", "chart_bytes", "forms", "has_chart", "play_and_tell"]


@dataclass(frozen=True, slots=True)
class Told:
    """A story of a new game, the deals it lasted, and the rules' warnings for its size (in its language)."""

    story: Story
    deals: int
    warnings: tuple[str, ...]


def play_and_tell(rules: Rules, people: Sequence[Person], seed: int, lang: str, *,
                  length: Length | str = Length.SCENE, counter: str | None = None, title: str | None = None,
                  place: str | None = None) -> Told:
    """A game of ``rules`` for ``people`` dealt from ``seed``, played to its end and told in ``lang``."""
    table = Table(rules, [p.name for p in people], source=SeededShuffle(seed))
    for _ in table.play():
        pass
    loc = localizer(lang)
    warnings = tuple(str(loc(w.msg_id, **w.args)) for w in player_count_warnings(rules, len(people)))
    story = tell(Game.from_table(table, seed=seed), lang, length=length, people=people, counter=counter,
                 title=title, place=place)
    return Told(story, table.deal_number, warnings)


def has_chart() -> bool:
    """Whether the chart can be drawn here (matplotlib installed; looked up, not imported)."""
    return importlib.util.find_spec("matplotlib") is not None


def chart_bytes(story: Story) -> bytes | None:
    """The story's chart as PNG bytes, or None where matplotlib is not installed."""
    if not has_chart():
        return None
    from tontine.narrate.chart import chart_png  # matplotlib, an optional dependency, only when drawn

    return chart_png(story)


def forms(story: Story, chart: bytes | None, *, width: int = WIDTH) -> dict[str, str]:
    """The story in every format, by name, with ``chart`` (PNG): Markdown embeds it as a data URI, HTML as an image."""
    return {fmt: render(story, fmt, chart=chart, width=width) for fmt in FORMATS}
