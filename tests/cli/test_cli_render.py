"""The shared rendering: lines built from engine events for the rarer endings and rules."""

from __future__ import annotations

from rich.console import Console

from tontine import AllFall, FirstDealer, Rules, Stacked, Table
from tontine.cli.render import (
    RichOutput,
    elimination_order,
    event_lines,
    holdings_line,
    result_lines,
    summary_lines,
)

TWO = ["Ann", "Ben"]


def _table(packs: list[list[str]], names: list[str] = TWO, **rules: object) -> Table:
    base = Rules(first_dealer=FirstDealer.FIRST_SEAT, stake=4, ante=3)
    return Table(base.replace(**rules), names, source=Stacked(packs))


def _texts(table: Table) -> list[str]:
    return [line.text for line in event_lines(table.play(), table)]


def test_last_to_fall_wins() -> None:
    # Ann deals: Ben then Ann; each holds 1 and pays it: Ann falls last.
    table = _table([["4H", "5H"]])
    texts = _texts(table)
    assert "  Ben turns up 4H: puts 1 of 2 (all that was left) into the box -> 0 (box 7)." in texts
    assert "Ann wins, the last to fall when everyone fell, and takes the box of 8: 8 counters." in texts
    assert result_lines(table) == ["Winner: Ann (the last to fall when everyone fell), with eight counters."]
    assert elimination_order(table) == [(0, None), (1, 1)]
    assert summary_lines(table)[1] == "Held out longest: 1. Ann (8), 2. Ben (out in deal 1)."


def test_the_pool_shared_when_all_fall() -> None:
    table = _table([["4H", "5H"]], all_fall=AllFall.SHARE)
    texts = _texts(table)
    assert "The box is shared (all fell): Ann 4, Ben 4." in texts
    assert result_lines(table) == ["No single winner: the box was shared (all fell): Ann 4, Ben 4."]
    assert [seat for seat, _ in elimination_order(table)] == [0, 1]


def test_a_void_deal_is_told_and_the_holdings_restored() -> None:
    table = _table([["4H", "5H"], ["4H", "TH"]], all_fall=AllFall.REPLAY)
    texts = [line.text for line in event_lines(table.deal(), table)]
    assert "  Everyone fell: the deal is void and dealt again." in texts
    assert holdings_line(table) == "  Ann 1 · Ben 1 · box 6"
    texts = [line.text for line in event_lines(table.deal(), table)]
    assert "Deal 2, Ann deals." in texts  # the same dealer deals again
    assert table.winner == 0


def test_void_payment_revival_and_empty_pool() -> None:
    names = ["Ann", "Ben", "Cat"]
    # Ann deals: Ben, Cat, Ann. Ben's trey would come round to himself (3 seats).
    table = _table([["3S", "6H", "KS"], ["AH", "9C", "QC"]], names, stake=5)
    first = [line.text for line in event_lines(table.deal(), table)]
    assert "  Ben turns up 3S: would give 3 to the payer himself round the small table: void." in first
    assert "    Cat has lost the last counter and is dead." in first
    second = [line.text for line in event_lines(table.deal(), table)]
    # Ben deals deal 2: Ann, then Ben (Cat is dead). Ann's ace pays Cat, her left-hand neighbour.
    assert "  Ann turns up AH: gives 1 to Cat -> 4 (Cat 1)." in second
    assert "    Cat is alive again, revived by Ann." in second


def test_the_pool_can_run_dry() -> None:
    table = _table([["KS", "KH"]], ante=0, stake=2)
    texts = [line.text for line in event_lines(table.deal(), table)]
    assert "Nobody puts anything into the box (no ante)." in texts
    assert "  Ben turns up KS: would draw 3, but the box is empty." in texts


def test_rich_table_of_seats() -> None:
    console = Console(record=True, width=100, color_system=None)
    table = _table([["4H", "TH", "KC"]], ["Ann", "Ben", "Cat"], stake=4)
    table.deal()
    RichOutput(console).table_view(table)
    text = console.export_text()
    assert "After deal 1" in text and "box 7" in text
    ann = next(line for line in text.splitlines() if " Ann " in line)
    ben = next(line for line in text.splitlines() if " Ben " in line)
    assert "dealer" in ann and "●" in ann
    assert "dead" in ben
