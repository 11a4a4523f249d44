"""`tontine play`: piped output, determinism under a seed, records that replay, presets and names."""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

import tontine.cli.play as play_module
from tontine import Rules, SeededShuffle, Table, read_record, replay
from tontine.cli.main import cli
from tontine.i18n import localizer
from tontine.names import period_names


def _winner_line(output: str) -> str:
    lines = [line for line in output.splitlines() if line.startswith("Winner: ")]
    assert len(lines) == 1, output[-2000:]
    return lines[0]


def test_piped_play_runs_to_the_winner_and_matches_the_engine(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["play", "--players", "5", "--seed", "11"])
    assert result.exit_code == 0, result.output
    # the same game played straight through the engine
    table = Table(Rules(), period_names(5), source=SeededShuffle(11))
    list(table.play())
    assert table.winner is not None
    assert _winner_line(result.stdout).startswith(f"Winner: {table.players[table.winner]} ")
    assert f"{localizer('en').words(table.deal_number).capitalize()} deals" in result.stdout
    assert "Seed 11 (play the same game again with --seed 11)." in result.stdout
    # plain text: no prompt, no colour codes
    assert "\x1b[" not in result.stdout and "Enter for deal" not in result.stdout
    # every card of the game is shown, in order, as it happened
    shown = re.findall(r"turns up (\w\w)", result.stdout)
    dealt = [str(card) for deal in table.history for _, card in deal.cards]
    assert shown == dealt


def test_play_is_deterministic_under_the_seed(runner: CliRunner) -> None:
    first = runner.invoke(cli, ["play", "--players", "6", "--seed", "2024"])
    second = runner.invoke(cli, ["play", "--players", "6", "--seed", "2024"])
    other = runner.invoke(cli, ["play", "--players", "6", "--seed", "2025"])
    assert first.exit_code == second.exit_code == other.exit_code == 0
    assert first.stdout == second.stdout
    assert first.stdout != other.stdout


def test_without_a_seed_the_chosen_seed_is_printed_and_replays_the_game(runner: CliRunner) -> None:
    first = runner.invoke(cli, ["play", "--players", "4"])
    seed = re.search(r"Seed (\d+) ", first.stdout)
    assert seed is not None
    again = runner.invoke(cli, ["play", "--players", "4", "--seed", seed.group(1)])
    assert again.stdout == first.stdout


def test_the_record_replays_to_the_same_winner(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    result = runner.invoke(cli, ["play", "--players", "7", "--seed", "5", "--record", str(path)])
    assert result.exit_code == 0, result.output
    assert f"Record written to {path}." in result.stdout
    record = read_record(path)
    assert record["seed"] == 5 and record["source"] == "seeded"
    table = replay(record)
    assert table.winner == record["winner"]
    assert _winner_line(result.stdout).startswith(f"Winner: {table.players[table.winner]} ")
    assert table.deal_number == len(record["deals"])


def test_names_give_the_seats(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["play", "--names", "Ann, Ben,Cat", "--seed", "3", "--first-dealer", "first-seat"])
    assert result.exit_code == 0, result.output
    assert "Seats (play passes to the right, seat i to seat i+1): 0 Ann, 1 Ben, 2 Cat" in result.stdout
    assert "First dealer (the first seat): Ann." in result.stdout
    assert "Deal 1, Ann deals." in result.stdout


def test_players_gives_period_names_and_a_range_warning(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["play", "--players", "3", "--seed", "1"])
    assert result.exit_code == 0
    first = period_names(3)
    assert f"0 {first[0]}, 1 {first[1]}, 2 {first[2]}" in result.stdout
    assert result.stderr.startswith("tontine: warning: this table has three players, fewer than the twelve the source names")
    assert "twelve or fifteen persons; but the more the merrier" in result.stderr and result.stderr.count("\n") == 1
    in_range = runner.invoke(cli, ["play", "--players", "12", "--seed", "1"])
    assert in_range.exit_code == 0 and in_range.stderr == ""


def test_french_preset_shows_the_seat_draw(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "fr.json"
    result = runner.invoke(cli, ["play", "--preset", "french", "--players", "5", "--seed", "8",
                                 "--record", str(path)])
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "the matching cards are spread in a fan (of another suit: our reading of “un roi quelconque”)" in out
    draws = re.findall(r"  (.+) draws (\w\w) from the fan and sits where (\w\w) lies: seat (\d+)\.", out)
    # the card drawn matches the one laid out in rank and is never the same card
    assert all(drawn[0] == laid[0] and drawn != laid for _, drawn, laid, _ in draws)
    draws = [(name, drawn, seat) for name, drawn, _, seat in draws]
    assert sorted(name for name, _, _ in draws) == sorted(period_names(5))
    king = [name for name, card, _ in draws if card.startswith("K")]
    assert len(king) == 1
    assert f"First dealer (the king of the fan deals): {king[0]}." in out
    record = read_record(path)
    seat_of = {name: int(seat) for name, _, seat in draws}
    assert [record["players"].index(name) for name in seat_of] == list(seat_of.values())
    assert replay(record).winner == record["winner"]


@pytest.mark.parametrize("preset", ["english", "german"])
def test_other_presets_play_through(runner: CliRunner, preset: str) -> None:
    result = runner.invoke(cli, ["play", "--preset", preset, "--players", "4", "--seed", "9"])
    assert result.exit_code == 0, result.output
    stake = Rules.from_preset(preset).stake
    assert f"{localizer('en').words(stake)} counters each" in result.stdout.splitlines()[0]
    assert _winner_line(result.stdout)


def test_summary_lists_everyone_by_how_long_they_held_out(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["play", "--players", "6", "--seed", "77"])
    line = next(x for x in result.stdout.splitlines() if x.startswith("Held out longest: "))
    winner = _winner_line(result.stdout).removeprefix("Winner: ").split(" (")[0]
    assert line.startswith(f"Held out longest: 1. {winner} (")
    places = re.findall(r"\d+\. ([^(]+) \(", line)
    assert sorted(places) == sorted(period_names(6))
    deals = [int(d) for d in re.findall(r"out in deal (\d+)", line)]
    assert deals == sorted(deals, reverse=True)
    assert re.search(r"^[A-Z][a-z-]+ deals, ([a-z-]+ revivals?|no revival), [a-z-]+ packs? shuffled\.$", result.stdout,
                     re.MULTILINE)


def test_max_deals_stops_early_and_the_record_replays_unfinished(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "part.json"
    result = runner.invoke(cli, ["play", "--players", "12", "--seed", "4", "--max-deals", "3",
                                 "--record", str(path)])
    assert result.exit_code == 0
    assert "Winner:" not in result.stdout
    record = json.loads(path.read_text())
    assert len(record["deals"]) == 3 and record["winner"] is None
    assert replay(record).deal_number == 3


def test_house_rules_flags_reach_the_game(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "house.json"
    result = runner.invoke(cli, ["play", "--players", "4", "--seed", "2", "--stake", "6", "--deck", "talon",
                                 "--card", "K=take 4", "--record", str(path)])
    assert result.exit_code == 0, result.output
    rules = read_record(path)["rules"]
    assert rules["stake"] == 6 and rules["deck"] == "talon" and rules["card_table"]["K"] == "take 4"
    assert "Everyone puts 3 into the box." in result.stdout


def test_interrupted_game_still_writes_the_record(
    run_main, monkeypatch: pytest.MonkeyPatch, tmp_path: Path  # type: ignore[no-untyped-def]
) -> None:
    real_deal = Table.deal

    def deal_then_interrupt(self: Table) -> list:  # type: ignore[type-arg]
        if self.deal_number == 2:
            raise KeyboardInterrupt
        return real_deal(self)

    monkeypatch.setattr(Table, "deal", deal_then_interrupt)
    path = tmp_path / "cut.json"
    result = run_main("play", "--players", "12", "--seed", "6", "--record", str(path))
    assert result.code == 130
    assert result.stderr.strip().splitlines()[-1] == "tontine: stopped"
    record = read_record(path)
    assert len(record["deals"]) == 2
    assert replay(record).deal_number == 2


def test_at_a_terminal_enter_deals_and_q_quits_with_the_record(
    runner: CliRunner, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(play_module, "_terminal", lambda: True)
    path = tmp_path / "tty.json"
    result = runner.invoke(cli, ["play", "--players", "12", "--seed", "10", "--record", str(path)],
                           input="\n\nq\n")
    assert result.exit_code == 0, result.output
    assert result.stdout.count("Enter for the ") == 3 and "Enter for the third deal" in result.stdout
    assert "After deal 2" in result.stdout  # the table of seats, drawn by rich
    assert "Stopped." in result.stdout
    record = read_record(path)
    assert len(record["deals"]) == 2 and replay(record).deal_number == 2


@pytest.mark.slow
def test_at_a_terminal_auto_pauses_per_deal(
    runner: CliRunner, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(play_module, "_terminal", lambda: True)
    pauses: list[float] = []
    monkeypatch.setattr(play_module.time, "sleep", pauses.append)
    result = runner.invoke(cli, ["play", "--players", "4", "--seed", "10", "--auto", "--delay", "0.25"])
    assert result.exit_code == 0, result.output
    assert "Enter for the" not in result.stdout
    spelled = {localizer("en").words(n).capitalize(): n for n in range(1, 1000)}
    deals = spelled[re.findall(r"^([A-Z][a-z-]+) deals,", result.stdout, re.MULTILINE)[-1]]
    assert pauses == [0.25] * deals
    pauses.clear()
    fast = runner.invoke(cli, ["play", "--players", "4", "--seed", "10", "--fast"])
    assert fast.exit_code == 0 and pauses == []


def test_delay_alone_implies_auto(runner: CliRunner, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(play_module, "_terminal", lambda: True)
    pauses: list[float] = []
    monkeypatch.setattr(play_module.time, "sleep", pauses.append)
    result = runner.invoke(cli, ["play", "--players", "3", "--seed", "4", "--delay", "0.1"])
    assert result.exit_code == 0, result.output
    assert "Enter for deal" not in result.stdout and pauses and set(pauses) == {0.1}


@settings(max_examples=12, deadline=None)
@given(
    preset=st.sampled_from(["english", "french", "german"]),
    players=st.integers(min_value=2, max_value=16),
    seed=st.integers(min_value=0, max_value=2**40),
)
@pytest.mark.slow
def test_any_piped_game_prints_the_winner_its_record_confirms(preset: str, players: int, seed: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = str(Path(folder) / "g.json")
        result = CliRunner().invoke(cli, ["play", "--preset", preset, "--players", str(players),
                                          "--seed", str(seed), "--record", path])
        assert result.exit_code == 0, result.output
        record = read_record(path)
        table = replay(record)
        assert sum(record["final_holdings"]) + record["final_pool"] == players * table.rules.stake
        if table.winner is not None:
            assert _winner_line(result.stdout).startswith(f"Winner: {table.players[table.winner]} ")
        else:
            assert "the box was shared" in result.stdout
        confirmed = CliRunner().invoke(cli, ["replay", path])
        assert confirmed.exit_code == 0 and confirmed.stdout.endswith("record confirmed.\n")
