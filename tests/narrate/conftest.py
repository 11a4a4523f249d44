"""Games for the narrator's tests: small, seeded and stacked, covering every kind of event."""

from __future__ import annotations

from typing import Any

import pytest

from tontine import AllFall, FirstDealer, Rules, SeededShuffle, Stacked, Table
from tontine.narrate import Game


def played(rules: Rules, names: list[str], source: Any) -> Table:
    table = Table(rules, names, source=source)
    for _ in table.play():
        pass
    return table


def _seeded_game(preset: str = "english", players: int = 6, seed: int = 1) -> tuple[Table, Game]:
    from tontine.names import period_names

    table = played(Rules.from_preset(preset), period_names(players), SeededShuffle(seed))
    return table, Game.from_table(table, seed=seed)


def _special_games() -> list[tuple[str, Table, Game]]:
    """Stacked games for the rare events: a void payment, a voided deal, shared pools, a deal limit."""
    first = Rules(first_dealer=FirstDealer.FIRST_SEAT, stake=4, ante=3)
    games: list[tuple[str, Table]] = []
    # two players with one counter each both fall: the last to fall wins
    games.append(("last to fall", played(first, ["Mr. A", "Miss B"], Stacked([["4S", "4H"]]))))
    # ... or they share the pool
    games.append(("share", played(first.replace(all_fall=AllFall.SHARE), ["Mr. A", "Miss B"],
                                  Stacked([["4S", "4H"]]))))
    # ... or the deal is void and dealt again
    games.append(("replay", played(first.replace(all_fall=AllFall.REPLAY), ["Mr. A", "Miss B"],
                                   Stacked([["4S", "4H"], ["KS", "5H"]]))))
    # a deuce at a table of two would pay its holder: void
    games.append(("void", played(first.replace(stake=5), ["Mr. A", "Miss B"],
                                 Stacked([["2S", "5H"], ["5S", "TH"], ["5D", "KH"]]))))
    # a deal limit with a tie shares the pool; without a tie the richest wins
    games.append(("limit tie", played(Rules(first_dealer=FirstDealer.FIRST_SEAT, deal_limit=1), ["Mr. A", "Miss B"],
                                      Stacked([["TS", "TH"]]))))
    games.append(("limit win", played(Rules(first_dealer=FirstDealer.FIRST_SEAT, deal_limit=1),
                                      ["Mr. A", "Miss B"], Stacked([["KS", "TH"]]))))
    # a king from an empty box
    games.append(("empty box", played(Rules(first_dealer=FirstDealer.FIRST_SEAT, ante=0, stake=2),
                                      ["Mr. A", "Miss B", "Mrs. C"],
                                      Stacked([["KS", "8H", "8D"]]))))
    return [(name, table, Game.from_table(table)) for name, table in games]


@pytest.fixture(scope="session")
def every_kind_games() -> list[tuple[str, Game]]:
    out = [(name, game) for name, _, game in _special_games()]
    for preset, players, seed in (("english", 12, 3), ("french", 8, 9), ("german", 5, 2), ("english", 3, 7)):
        _, game = _seeded_game(preset, players, seed)
        out.append((f"{preset} {players} seed {seed}", game))
    return out


@pytest.fixture(scope="session")
def special_games() -> list[tuple[str, Table, Game]]:
    return _special_games()


@pytest.fixture(scope="session")
def seeded_game() -> Any:
    """A factory: ``seeded_game(preset, players, seed)`` -> (table, game)."""
    return _seeded_game
