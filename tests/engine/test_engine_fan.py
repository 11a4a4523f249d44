"""The French fan draw is physically possible: no card is both laid out and drawn."""

from __future__ import annotations

import pytest

from tontine import Rules, Stacked, Table
from tontine.cards import Rank
from tontine.errors import PlayersError
from tontine.record import replay, to_record
from tontine.rules import FirstDealer
from tontine.table import fan_card, fan_match


@pytest.mark.parametrize("players", range(2, 53))
def test_laid_out_and_drawn_cards_are_different_cards_that_match(players: int) -> None:
    laid = [fan_card(seat) for seat in range(players)]
    drawn = [fan_match(seat, players) for seat in range(players)]
    assert len(set(laid)) == players and len(set(drawn)) == players  # every seat told apart
    for seat in range(players):
        assert drawn[seat].rank is laid[seat].rank  # "une carte pareille"
    if players <= 26:
        # one pack holds both sets: no card is laid out and drawn at once
        assert not set(laid) & set(drawn)
        # and a drawn card matches exactly one laid-out card by rank and paired suit
        for seat, card in enumerate(drawn):
            assert [s for s in range(players) if fan_match(s, players) == card] == [seat]
    else:
        # past 26 seats the fan is a second pack: each drawn card is the twin of one laid out
        assert drawn == laid
    assert drawn[0].rank is Rank.KING  # the king's seat deals


def test_the_table_draws_the_fan_cards_and_old_records_still_replay() -> None:
    rules = Rules(first_dealer=FirstDealer.FAN)
    table = Table(rules, ["Ann", "Ben", "Cat", "Dan"], source=Stacked([["KS", "4H", "AD", "TC"]], fan=[2, 0, 3, 1]))
    table.deal()
    record = to_record(table)
    assert [entry["card"] for entry in record["seat_draw"]] == ["JD", "KD", "TD", "QD"]
    assert replay(record).players == table.players
    # a record written when the seat draw stored the laid-out card replays too
    old = dict(record, seat_draw=[dict(entry, card=str(fan_card(entry["seat"]))) for entry in record["seat_draw"]])
    assert replay(old).players == table.players
    # any other card is refused
    with pytest.raises(PlayersError, match="seat draw"):
        Table(rules, table.players, first_dealer=0, seat_draw=[("Ben", fan_match(1, 4), 0)])
