"""`tontine keep`: the scorekeeper, driven by typed input as a person at a real table would."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from tontine import read_record, replay
from tontine.cli.keep import parse_dealer
from tontine.cli.main import cli

SETUP = ["keep", "--names", "Ann,Ben,Cat", "--stake", "5", "--first-dealer", "first-seat"]

# Ann deals deal 1 (Ben, Cat, Ann); Cat dies on the 4; Ben deals deal 2 (Ann, Ben).
GAME = [
    "KS",    # Ben takes 3: Ben 5, pool 6
    "4H",    # Cat pays 2: Cat 0, dead
    "zz",    # mistyped
    "KS",    # already out of this pack
    "9D",    # Ann pays 1: Ann 1, pool 9; deal 1 over
    "undo",  # back into deal 1: Ann's 9D taken back
    "9D",
    "AH",    # Ann pays Cat 1: Ann dead, Cat revived
    "undo",  # take the ace back
    "8C",    # Ann pays 1 of 2 and is dead
    "TC",    # Ben: nothing; Ben alone holds counters and wins
]


def test_a_short_game_to_a_winner_with_mistakes_and_undo(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "kept.json"
    result = runner.invoke(cli, [*SETUP, "--record", str(path)], input="\n".join(GAME) + "\n")
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "card for Ben:" in out and "card for Cat:" in out and "card for Ann:" in out
    assert out.count("! unknown card 'zz'") == 1
    assert out.count("! card 'KS' is already out of this pack (deal 1)") == 1
    assert "Took back 9D for Ann." in out
    assert "Took back AH for Ann." in out
    assert "Cat is alive again, revived by Ann." in out  # before the undo
    assert "puts 1 of 2 (all that was left) into the box -> 0 (box 10)." in out
    assert "Winner: Ben (the last with counters), with fifteen counters." in out
    assert "Held out longest: 1. Ben (15), 2. Ann (out in deal 2), 3. Cat (out in deal 1)." in out
    # the counters and the pool after each card
    assert "  Ann 2 · Ben 5 · Cat dead · box 8" in out
    assert "  Ann dead · Ben 15 · Cat dead · box 0" in out

    record = read_record(path)
    assert record["source"] == "typed"
    assert [[c["card"] for c in deal["cards"]] for deal in record["deals"]] == [["KS", "4H", "9D"], ["8C", "TC"]]
    table = replay(record)
    assert table.winner == record["winner"] == 1
    assert table.holdings == (0, 15, 0)


def test_undo_goes_back_any_number_of_cards_across_deals(runner: CliRunner) -> None:
    typed = ["KS", "4H", "9D", "undo", "undo", "undo", "undo", "show"]
    result = runner.invoke(cli, SETUP, input="\n".join(typed) + "\n")
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert [line for line in out.splitlines() if "Took back" in line or "undo." in line] == [
        "Took back 9D for Ann.",
        "Took back 4H for Cat.",
        "Took back KS for Ben.",
        "Nothing to undo.",
    ]
    assert "The first deal, Ann deals; no card so far." in out
    assert out.rstrip().splitlines()[-1] == "  Ann 2 · Ben 2 · Cat 2 · box 9"


def test_help_and_quit_mid_game_save_a_replayable_record(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "half.json"
    result = runner.invoke(cli, [*SETUP, "--record", str(path)], input="help\nKS\n10h\nquit\nQD\n")
    assert result.exit_code == 0, result.output
    assert "Commands: undo" in result.stdout
    assert "Stopped after one deal." in result.stdout
    assert "QD" not in result.stdout  # nothing is read after quit
    record = read_record(path)
    assert record["winner"] is None and record["deals"][0]["cards"] == [
        {"seat": 1, "card": "KS"}, {"seat": 2, "card": "TH"},
    ]
    assert replay(record).next_seat == 0


def test_the_dealer_by_name_or_seat(runner: CliRunner) -> None:
    by_name = runner.invoke(cli, [*SETUP, "--dealer", "cat"], input="")
    by_seat = runner.invoke(cli, [*SETUP, "--dealer", "2"], input="")
    for result in (by_name, by_seat):
        assert result.exit_code == 0, result.output
        assert "First dealer: Cat." in result.stdout
        assert "Deal 1, Cat deals." in result.stdout
        assert "card for Ann:" in result.stdout


def test_parse_dealer_rejects_unknown() -> None:
    with pytest.raises(ValueError, match="neither a seat 0..2"):
        parse_dealer("3", ["Ann", "Ben", "Cat"])


def test_first_dealer_by_lot_is_drawn_with_a_recorded_seed(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "lot.json"
    args = ["keep", "--players", "4", "--seed", "12", "--record", str(path)]
    first = runner.invoke(cli, args, input="KS\n")
    second = runner.invoke(cli, [*args, "--force"], input="KS\n")  # the same file again: only with --force
    assert first.exit_code == 0 and first.stdout == second.stdout
    assert "Seed 12 (it draws the first dealer)." in first.stdout
    assert "First dealer (drawn by lot): " in first.stdout
    record = read_record(path)
    assert record["seed"] == 12 and record["source"] == "typed"
    assert replay(record).deal_number == 1


def test_french_keep_draws_the_seats(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["keep", "--preset", "french", "--players", "4", "--seed", "3"], input="")
    assert result.exit_code == 0, result.output
    assert result.stdout.count("from the fan and sits where") == 4


def test_the_game_over_prompt_refuses_more_cards(runner: CliRunner) -> None:
    typed = ["KS", "4H", "9D", "8C", "TC", "5S", "undo", "show"]
    result = runner.invoke(cli, SETUP, input="\n".join(typed) + "\n")
    assert result.exit_code == 0
    assert "The game is over: Winner: Ben" in result.stdout
    assert "Took back TC for Ben." in result.stdout


@pytest.mark.slow
def test_keep_from_a_real_pipe(run_script, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "pipe.json"
    done = run_script(*SETUP, "--record", str(path), input="\n".join(GAME) + "\n")
    assert done.code == 0, done.stderr
    assert "Winner: Ben" in done.stdout
    assert done.stderr.startswith("tontine: warning: this table has three players, fewer than the twelve the source names")
    assert "twelve or fifteen persons; but the more the merrier" in done.stderr and done.stderr.count("\n") == 1
    assert replay(read_record(path)).winner == 1


@pytest.mark.parametrize("preset", ["english", "french"])
def test_keep_fed_the_cards_of_a_played_game_reaches_the_same_end(
    runner: CliRunner, tmp_path: Path, preset: str
) -> None:
    played_path, kept_path = tmp_path / "played.json", tmp_path / "kept.json"
    played = runner.invoke(cli, ["play", "--preset", preset, "--players", "4", "--stake", "6", "--seed", "13",
                                 "--record", str(played_path)])
    assert played.exit_code == 0
    record = read_record(played_path)
    cards = [entry["card"] for deal in record["deals"] for entry in deal["cards"]]
    kept = runner.invoke(cli, ["keep", "--preset", preset, "--names", ",".join(record["players"]),
                               "--stake", "6", "--dealer", str(record["first_dealer"]),
                               "--record", str(kept_path)], input="\n".join(cards) + "\n")
    assert kept.exit_code == 0, kept.output
    kept_record = read_record(kept_path)
    assert kept_record["deals"] == record["deals"]
    assert kept_record["winner"] == record["winner"]
    assert kept_record["final_holdings"] == record["final_holdings"]
    winner = next(x for x in played.stdout.splitlines() if x.startswith("Winner: "))
    assert winner in kept.stdout
