"""Player-count warnings are data: only where a source or the fan draw sets a limit, quoting it."""

from __future__ import annotations

import pytest
from tests.sources.passages import load_passages, unmatched

from tontine.i18n import localizer
from tontine.quotations import FRENCH_SOURCE
from tontine.rules import (
    FAN_QUOTE,
    MAX_SEATS,
    MIN_SEATS,
    PRESETS,
    Bound,
    FirstDealer,
    Preset,
    Rules,
    player_count_warnings,
)
from tontine.rules_text import preset_warnings

#: The passages of the sources, shipped with the tests (checked against the seeds by tests/sources).
PASSAGES = load_passages()


@pytest.mark.parametrize("preset", PRESETS, ids=lambda p: p.name)
def test_every_limit_quotes_its_source_word_for_word(preset: Preset) -> None:
    for limit in preset.limits:
        assert limit.source == preset.source
        assert unmatched(limit.quote, PASSAGES, source=limit.source) == [], limit.quote
    if preset.rules.first_dealer is FirstDealer.FAN:
        assert preset.source == FRENCH_SOURCE
        assert unmatched(FAN_QUOTE, PASSAGES, source=FRENCH_SOURCE) == []


def test_which_sizes_warn() -> None:
    def warned(name: str) -> list[int]:
        rules = Rules.from_preset(name)
        return [n for n in range(MIN_SEATS, MAX_SEATS + 1) if player_count_warnings(rules, n)]

    # English: "twelve or fifteen persons; but the more the merrier": below twelve only, never above fifteen
    assert warned("english") == list(range(2, 12))
    # French: the page names no number; the fan of thirteen ranks does
    assert warned("french") == list(range(14, 53))
    # German: "i. A. 12 – 15" is what is usual, "bis zu 20" the limit
    assert warned("german") == list(range(21, 53))
    # the fan sets its limit under any preset; without the fan the French rules set none
    assert [w.msg_id for w in player_count_warnings(Rules(first_dealer=FirstDealer.FAN), 14)] == ["rules-warning-fan"]
    assert player_count_warnings(Rules.from_preset("french").replace(first_dealer=FirstDealer.LOT), 30) == ()


def test_players_range_follows_the_limits() -> None:
    assert [p.players for p in PRESETS] == [(12, 52), (2, 13), (2, 20)]
    assert {limit.bound for p in PRESETS for limit in p.limits} == {Bound.FEWER, Bound.MORE}


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_warnings_format_in_every_language(lang: str) -> None:
    loc = localizer(lang)
    for name, players in (("english", 5), ("german", 21), ("french", 14)):
        (warning,) = player_count_warnings(Rules.from_preset(name), players)
        text = loc(warning.msg_id, **warning.args)
        assert loc.words(players) in text
        assert str(warning.args["quote-text"])[:20] in text.replace("\u202f", " ")
        assert str(warning.args["source-name"]) in text
    assert preset_warnings(Preset.get("german"), 21, "de")[0].startswith("an diesem Tisch sitzen einundzwanzig Spieler")
