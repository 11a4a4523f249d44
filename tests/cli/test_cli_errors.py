"""Every bad input ends as exactly one line on stderr and exit code 2, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

BAD_RULES = "stake = 'many'\n"
NOT_TOML = "stake = = 3\n"


@pytest.fixture
def files(tmp_path: Path) -> dict[str, str]:
    bad_rules = tmp_path / "bad.toml"
    bad_rules.write_text(BAD_RULES)
    not_toml = tmp_path / "broken.toml"
    not_toml.write_text(NOT_TOML)
    bad_record = tmp_path / "bad.json"
    bad_record.write_text("{\"format\": 1, ")
    return {"bad_rules": str(bad_rules), "not_toml": str(not_toml), "bad_record": str(bad_record),
            "missing": str(tmp_path / "missing.toml"), "dir": str(tmp_path)}


CASES = [
    (["play", "--preset", "dutch"], "unknown preset 'dutch'"),
    (["play", "--stake", "3"], "stake 3 must be above the ante 3"),
    (["play", "--stake", "5", "--ante", "6"], "stake 5 must be above the ante 6"),
    (["play", "--players", "1"], "1 player: a table seats 2 to 52"),
    (["play", "--players", "53"], "53 players: a table seats 2 to 52"),
    (["play", "--names", "Ann"], "1 player: a table seats 2 to 52"),
    (["play", "--names", "Ann,Ben,ann"], "duplicate player name 'ann'"),
    (["play", "--names", "Ann,,Ben"], "empty player name"),
    (["play", "--players", "3", "--names", "Ann,Ben"], "--players 3 but --names lists 2 names"),
    (["play", "--card", "K=steal 3"], "unknown card effect 'steal 3'"),
    (["play", "--card", "Z=take 1"], "unknown rank 'Z'"),
    (["play", "--card", "Ktake1"], "write RANK=EFFECT"),
    (["play", "--deck", "sometimes"], "'sometimes' is not one of"),
    (["play", "--delay", "-1"], "--delay"),
    (["play", "--seed", "abc"], "'abc' is not a valid integer"),
    (["play", "--rules", "{bad_rules}"], "stake must be a whole number"),
    (["play", "--rules", "{not_toml}"], "is not valid TOML"),
    (["play", "--rules", "{missing}"], "cannot read rules file"),
    (["play", "--players", "4", "--seed", "1", "--record", "{dir}/no/such/dir/g.json"], "no/such/dir/g.json"),
    (["keep", "--names", "Ann,Ben", "--record", "{dir}"], "is a folder, not a file"),
    (["keep", "--names", "Ann,Ben", "--dealer", "Zoe"], "--dealer 'Zoe' is neither a seat"),
    (["keep", "--names", "Ann,Ann"], "duplicate player name 'Ann'"),
    (["keep", "--preset", "spanish"], "unknown preset 'spanish'"),
    (["replay", "{bad_record}"], "is not valid JSON"),
    (["replay", "{missing}"], "cannot read record"),
    (["rules", "dutch"], "unknown preset 'dutch'"),
]


@pytest.mark.parametrize(("argv", "message"), CASES, ids=[" ".join(a) for a, _ in CASES])
def test_bad_input_is_one_line_and_exit_2(run_main, files: dict[str, str], argv: list[str], message: str) -> None:  # type: ignore[no-untyped-def]
    result = run_main(*[arg.format(**files) for arg in argv])
    assert result.code == 2, (result.stdout, result.stderr)
    errors = [line for line in result.stderr.splitlines() if not line.startswith("tontine: warning:")]
    assert len(errors) == 1, result.stderr
    assert errors[0].startswith("tontine: error: ")
    assert message in errors[0]
    assert "Traceback" not in result.stderr
    assert "turns up" not in result.stdout and "card for" not in result.stdout  # refused before any play


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["play", "--preset", "dutch"], "unknown preset 'dutch'"),
        (["play", "--stake", "2"], "must be above the ante"),
        (["play", "--players", "60"], "a table seats 2 to 52"),
        (["play", "--names", "Ann,ANN"], "duplicate player name"),
        (["play", "--rules", "{not_toml}"], "is not valid TOML"),
        (["replay", "{bad_record}"], "is not valid JSON"),
        (["play", "--card", "K=give 2"], "unknown card effect"),
    ],
)
@pytest.mark.slow
def test_the_real_script_gives_one_line(run_script, files: dict[str, str], argv: list[str], message: str) -> None:  # type: ignore[no-untyped-def]
    done = run_script(*[arg.format(**files) for arg in argv])
    assert done.code == 2
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("tontine: error: ")
    assert message in done.stderr


@pytest.mark.slow
def test_the_real_script_plays_a_game_through_a_pipe(run_script, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "g.json"
    done = run_script("play", "--players", "12", "--seed", "99", "--record", str(path))
    assert done.code == 0 and done.stderr == ""
    assert "Winner: " in done.stdout and "\x1b[" not in done.stdout
    again = run_script("replay", str(path))
    winner = next(x for x in done.stdout.splitlines() if x.startswith("Winner: ")).split(" (")[0][8:]
    assert again.code == 0 and f"winner {winner} (seat " in again.stdout
