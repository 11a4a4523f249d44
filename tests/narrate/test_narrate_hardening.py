"""``tontine narrate --record`` with a malformed record: one RecordError naming the file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tontine import Rules, SeededShuffle, Table, to_record
from tontine.errors import RecordError
from tontine.narrate.cli import story_for


def _options(path: Path) -> dict[str, object]:
    return {"record": str(path), "names": None, "player_count": None, "seed": None, "card_rules": ()}


def _french_record() -> dict[str, object]:
    table = Table(Rules.from_preset("french"), ["Ann", "Ben", "Cat"], source=SeededShuffle(2))
    for _ in table.play(max_deals=2):
        pass
    return to_record(table, seed=2)


@pytest.mark.parametrize("seat_draw", [3, True, "KS"])
def test_a_seat_draw_that_is_not_a_list_names_the_file(tmp_path: Path, seat_draw: object) -> None:
    record = _french_record()
    record["seat_draw"] = seat_draw
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    with pytest.raises(RecordError, match=r"^record '.*odd\.json': field 'seat_draw' must be a list"):
        story_for(_options(path), "en")


def test_a_deeply_nested_file_is_a_record_error(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text("{\"a\":" * 3000 + "1" + "}" * 3000, encoding="utf-8")
    with pytest.raises(RecordError, match="nested too deeply"):
        story_for(_options(path), "en")


def test_a_well_formed_record_is_still_told(tmp_path: Path) -> None:
    path = tmp_path / "good.json"
    path.write_text(json.dumps(_french_record()), encoding="utf-8")
    story, drawn, warnings = story_for(_options(path), "en")
    record = _french_record()
    assert drawn is None and warnings == []
    # the recorded game is the one told: its players, its last deal, its winner
    assert set(story.players) == set(record["players"])
    assert story.series[-1][0] == len(record["deals"])
    assert story.words() > 0
