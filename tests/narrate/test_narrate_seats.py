"""People follow their names to the seats the table gave them: the French rules draw for places."""

from __future__ import annotations

import pytest

from tontine import Rules, SeededShuffle, Table
from tontine.narrate import Game, cast, tell


@pytest.mark.parametrize("lang", ["fr", "en", "de"])
def test_after_a_draw_for_places_the_winner_told_is_the_winner(lang: str) -> None:
    """The cast is given in the order the names were written; the draw seats them otherwise.

    Each person keeps their own name and gender wherever the draw put them, so the end of the
    story names the player who won, not whoever was written at the winner's seat number.
    """
    moved = 0
    for seed in range(24):
        people = cast(lang, 8, seed=seed)
        table = Table(Rules.from_preset("french"), [p.name for p in people], source=SeededShuffle(seed))
        for _ in table.play():
            pass
        if list(table.players) == [p.name for p in people]:
            continue
        moved += 1
        story = tell(Game.from_table(table, seed=seed), lang, people=people)
        end = " ".join(paragraph.text() for paragraph in story.sections[-1].paragraphs)
        assert table.players[table.winner] in end, (seed, table.players[table.winner], end[:300])
    assert moved >= 12  # the draw moved most of these tables
