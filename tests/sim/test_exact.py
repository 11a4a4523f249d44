"""The exact solver against hand-worked values, the engine itself, and Monte Carlo games."""

from __future__ import annotations

import itertools
import json
import math
import random
from fractions import Fraction
from typing import Any

import pytest
from tests.support.cli import run_main

from tontine import AllFall, Card, DeckHandling, Rank, Rules, SeededShuffle, Stacked, Suit, Table
from tontine.errors import PlayersError, RulesError
from tontine.rules import Effect
from tontine.sim.exact import (
    check_supported,
    deal_outcomes,
    effect_classes,
    estimate,
    largest_stakes,
    solve,
    solve_fractions,
)
from tontine.sim.exact.chain import build

# -- effect classes ------------------------------------------------------------------------


def test_standard_classes_merge_ranks_of_equal_effect() -> None:
    classes = effect_classes(Rules())
    assert sorted(c.count for c in classes) == sorted([4, 4, 4, 4, 12, 12, 4, 4, 4])
    merged = {c.label: str(c.effect) for c in classes}
    assert merged["468"] == "pay 2"
    assert merged["579"] == "pay 1"
    assert sum(c.count for c in classes) == 52


def test_custom_table_changes_the_classes() -> None:
    table = Rules().table_dict()
    table[Rank.KING] = Effect.parse("take 2")  # now the same as the queen
    table[Rank.FIVE] = Effect.parse("pay 3")  # leaves the 5-7-9 class
    classes = {c.label: c.count for c in effect_classes(Rules(card_table=table))}
    assert classes["QK"] == 8
    assert classes["5"] == 4
    assert classes["79"] == 8


# -- a case worked by hand -----------------------------------------------------------------


def _pay_or_nothing(all_fall: AllFall) -> Rules:
    """Four ranks pay 1, the rest do nothing: stake 2, ante 1, so each player holds 1."""
    table = {rank: Effect.parse("nothing") for rank in Rank}
    for rank in (Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN):
        table[rank] = Effect.parse("pay 1")
    return Rules(stake=2, ante=1, card_table=table, all_fall=all_fall)


@pytest.mark.parametrize("all_fall", [AllFall.LAST_TO_FALL, AllFall.REPLAY])
def test_two_seats_pay_or_nothing_by_hand(all_fall: AllFall) -> None:
    # Holdings stay (1, 1) until someone pays. In a deal the other seat is served first
    # (16 paying cards of 52), then the dealer from the 51 left:
    #   both pay (16*15): all fell, the dealer fell last -> dealer wins (or the deal is replayed)
    #   only the other pays (16*36): dealer wins;  only the dealer pays (36*16): the other wins
    #   nobody pays (36*35): same holdings, the deal passes to the other seat.
    both = Fraction(16 * 15, 52 * 51)
    first_only = Fraction(16 * 36, 52 * 51)
    none = Fraction(36 * 35, 52 * 51)
    if all_fall is AllFall.LAST_TO_FALL:
        # W = P(the current dealer wins) = both + first_only + none * (1 - W)
        win = (both + first_only + none) / (1 + none)
        deals = 1 / (1 - none)
    else:
        # a replayed deal leaves everything as it was: W = first_only + both * W + none * (1 - W)
        win = (first_only + none) / (1 - both + none)
        deals = 1 / (1 - both - none)
    rules = _pay_or_nothing(all_fall)
    exact = solve_fractions(rules, 2)
    assert exact.win_probability == [win, 1 - win]
    assert exact.expected_deals == deals
    floats = solve(rules, 2)
    assert floats.win_probability == pytest.approx([float(win), float(1 - win)], abs=1e-13)
    assert floats.expected_deals == pytest.approx(float(deals), rel=1e-13)


def test_first_deal_of_two_seats_by_hand() -> None:
    # n=2, stake 4, ante 3: each holds 1, the pool 6; seat 1 is served first, the dealer 0 last.
    # The 2 (give 2 to the 2nd on the left) is void at two seats; A and 3 pay the other seat.
    # Seat 1 gets K Q J T 2 (20): the dealer falls with 4-9, A, 3 (32 of 51) -> seat 1 wins,
    #   else (19) the game goes on; both on T or 2 (8 * 7) leaves (1, 1).
    # Seat 1 pays (24): the dealer keeps a counter with K Q J T 2 (20), falls last with 4-9
    #   (23) -> seat 0 wins; A or 3 (8) revive seat 1 and the dealer falls -> seat 1 wins.
    # Seat 1 pays the dealer 1 with an A (4): the dealer holds 2 and wins with K Q J T 2 or 4-9
    #   (44); their A (3) gives back 1 -> (1, 1) goes on; their 3 (4) pays 2 -> seat 1 wins.
    # Seat 1 plays a 3 (4): the same with 4 aces and 3 treys left: 44 seat 0, 4 on, 3 seat 1.
    outcomes = deal_outcomes(Rules(stake=4, ante=3), (1, 1), 0)
    assert outcomes[("win", 0)] == Fraction(24 * 43 + 4 * 44 + 4 * 44, 52 * 51)
    assert outcomes[("win", 1)] == Fraction(20 * 32 + 24 * 8 + 4 * 4 + 4 * 3, 52 * 51)
    assert outcomes[("next", (1, 1), 1)] == Fraction(8 * 7 + 4 * 3 + 4 * 4, 52 * 51)
    assert sum(p for key, p in outcomes.items() if key[0] == "next") == Fraction(20 * 19 + 4 * 3 + 4 * 4, 52 * 51)


# -- the engine as an independent brute force ----------------------------------------------


def _engine_deal(rules: Rules, holdings: tuple[int, ...], dealer: int, ranks: tuple[Rank, ...]) -> tuple:
    """One deal played by the engine from any state, with the given ranks in deal order."""
    suits = list(Suit)
    used: dict[Rank, int] = {}
    cards = []
    for rank in ranks:
        cards.append(Card(rank, suits[used.get(rank, 0)]))
        used[rank] = used.get(rank, 0) + 1
    n = len(holdings)
    table = Table(rules, [f"P{i}" for i in range(n)], source=Stacked([cards]), first_dealer=dealer)
    table.open()
    # the engine has no setter for a mid-game state; its plain attributes are the state
    table.holdings = tuple(holdings)
    table.pool = n * rules.stake - sum(holdings)
    table.deal()
    if table.finished:
        return ("win", table.winner)
    return ("next", table.holdings, table.next_dealer)


def _engine_chain(rules: Rules, n: int) -> tuple[Fraction, list[Fraction]]:
    """Expected deals and win probabilities, built from the engine and solved densely."""
    start = (tuple([rules.stake - rules.ante] * n), 0)
    index = {start: 0}
    states = [start]
    rows: list[dict] = []
    i = 0
    while i < len(states):
        holdings, dealer = states[i]
        live = sum(1 for h in holdings if h > 0)
        row: dict = {}
        for ranks in itertools.product(list(Rank), repeat=live):
            weight = Fraction(1)
            seen: dict[Rank, int] = {}
            for position, rank in enumerate(ranks):
                weight *= Fraction(4 - seen.get(rank, 0), 52 - position)
                seen[rank] = seen.get(rank, 0) + 1
            outcome = _engine_deal(rules, holdings, dealer, ranks)
            row[outcome] = row.get(outcome, Fraction(0)) + weight
            if outcome[0] == "next" and (outcome[1], outcome[2]) not in index:
                index[(outcome[1], outcome[2])] = len(states)
                states.append((outcome[1], outcome[2]))
        rows.append(row)
        i += 1
    size = len(states)
    # dense augmented system [I - Q | 1, absorption by seat]
    matrix = [[Fraction(0)] * (size + 1 + n) for _ in range(size)]
    for x, row in enumerate(rows):
        matrix[x][x] += 1
        matrix[x][size] = Fraction(1)
        for outcome, p in row.items():
            if outcome[0] == "win":
                matrix[x][size + 1 + outcome[1]] += p
            else:
                matrix[x][index[(outcome[1], outcome[2])]] -= p
    for col in range(size):
        pivot = next(r for r in range(col, size) if matrix[r][col] != 0)
        matrix[col], matrix[pivot] = matrix[pivot], matrix[col]
        inv = 1 / matrix[col][col]
        matrix[col] = [v * inv for v in matrix[col]]
        for r in range(size):
            if r != col and matrix[r][col] != 0:
                factor = matrix[r][col]
                matrix[r] = [a - factor * b for a, b in zip(matrix[r], matrix[col], strict=True)]
    return matrix[0][size], matrix[0][size + 1 :]


@pytest.mark.slow
def test_two_seats_against_the_engine_brute_force() -> None:
    # n=2, stake 4, ante 3: every ordered pair of ranks (weighted for the suits) played by
    # the engine from every reachable state; the chain solved here with its own elimination.
    rules = Rules(stake=4, ante=3)
    deals, wins = _engine_chain(rules, 2)
    exact = solve_fractions(rules, 2)
    assert exact.expected_deals == deals
    assert exact.win_probability == wins
    floats = solve(rules, 2)
    assert floats.win_probability == pytest.approx([float(w) for w in wins], abs=1e-12)
    assert floats.expected_deals == pytest.approx(float(deals), rel=1e-12)
    assert floats.states == exact.states // 2  # the canonical chain keeps the dealer at seat 0


@pytest.mark.slow
def test_deal_outcomes_match_the_engine_on_three_seats() -> None:
    rules = Rules(stake=4, ante=3)
    rng = random.Random(3)
    for holdings, dealer in [((1, 1, 1), 0), ((2, 0, 5), 2), ((4, 3, 0), 1)] + [
        (tuple(rng.randint(0, 4) for _ in range(3)), 0) for _ in range(3)
    ]:
        if holdings[dealer] == 0 or sum(1 for h in holdings if h) < 2:
            continue
        live = sum(1 for h in holdings if h > 0)
        expected: dict = {}
        for ranks in itertools.product(list(Rank), repeat=live):
            weight = Fraction(1)
            seen: dict[Rank, int] = {}
            for position, rank in enumerate(ranks):
                weight *= Fraction(4 - seen.get(rank, 0), 52 - position)
                seen[rank] = seen.get(rank, 0) + 1
            outcome = _engine_deal(rules, holdings, dealer, ranks)
            expected[outcome] = expected.get(outcome, Fraction(0)) + weight
        assert deal_outcomes(rules, holdings, dealer) == expected


# -- the vectorised settlement against the plain one ----------------------------------------


@pytest.mark.parametrize(
    ("players", "rules", "sample"),
    [
        (3, Rules(stake=4), 60),
        (4, Rules(stake=4), 4),
        (3, Rules(stake=4, all_fall=AllFall.REPLAY, card_table={
            **Rules().table_dict(),
            Rank.TWO: Effect.parse("give 2 to 1"),
            Rank.KING: Effect.parse("take 5"),
            Rank.TEN: Effect.parse("give 1 to 2"),
        }), 40),
    ],
)
@pytest.mark.slow
def test_vectorised_transitions_equal_the_fraction_enumeration(players: int, rules: Rules, sample: int) -> None:

    chain = build(rules, players, None)
    states, absorb = chain.states, chain.absorb
    rows, turns = chain.entries()
    cols, probs = chain.targets, chain.probs
    picked = random.Random(players).sample(range(len(states)), min(sample, len(states)))
    for x in picked:
        holdings = tuple(int(h) for h in states[x])
        expected = deal_outcomes(rules, holdings, 0)
        got: dict = {}
        for seat in range(players):
            if absorb[x, seat] > 0:
                got[("win", seat)] = absorb[x, seat]
        for y, turn, p in zip(cols[rows == x], turns[rows == x], probs[rows == x], strict=True):
            rotated = tuple(int(h) for h in states[y])
            # back from the next dealer's frame to this one
            after = tuple(rotated[(s - turn) % players] for s in range(players))
            key = ("next", after, int(turn))
            got[key] = got.get(key, 0.0) + p
        assert set(got) == set(expected), holdings
        for key, p in expected.items():
            assert got[key] == pytest.approx(float(p), rel=1e-12, abs=1e-15)


@pytest.mark.parametrize(
    ("players", "rules", "sample"),
    [(3, Rules(stake=4), 40), (4, Rules(stake=4, all_fall=AllFall.REPLAY), 4)],
)
@pytest.mark.slow
def test_transitions_are_exact_integers_over_the_ordered_deals(players: int, rules: Rules, sample: int) -> None:
    # a deal of k cards has 52 * 51 * ... * (53 - k) equally likely ordered outcomes: every
    # transition is an integer count of them, stored exactly
    chain = build(rules, players, None)
    rows, turns = chain.entries()
    for x in random.Random(7).sample(range(len(chain.states)), sample):
        holdings = tuple(int(h) for h in chain.states[x])
        denominator = math.perm(52, sum(1 for h in holdings if h > 0))
        assert chain.denominator[x] == denominator
        expected = {
            key: p * denominator for key, p in deal_outcomes(rules, holdings, 0).items() if key[0] == "next"
        }
        assert all(count.denominator == 1 for count in expected.values())
        got: dict = {}
        for y, turn, count in zip(chain.targets[rows == x], turns[rows == x], chain.nums[rows == x], strict=True):
            rotated = tuple(int(h) for h in chain.states[y])
            after = tuple(rotated[(s - turn) % players] for s in range(players))
            key = ("next", after, int(turn))
            got[key] = got.get(key, 0) + int(count)
        assert got == expected, holdings


def _dense_components(rules: Rules, players: int) -> tuple[Any, list[Any]]:
    """The chain and, by component f up to ``players // 2``, the dense ``P_f`` (entries times ``omega ** (f * turn)``)."""
    np = pytest.importorskip("numpy")
    chain = build(rules, players, None)
    rows, turns = chain.entries()
    m = len(chain.states)
    dense = []
    for f in range(players // 2 + 1):
        matrix = np.zeros((m, m), dtype=complex)
        np.add.at(matrix, (rows, chain.targets), chain.probs * np.exp(2j * np.pi * f * turns / players))
        dense.append(matrix)
    return chain, dense


@pytest.mark.parametrize(
    ("players", "rules"),
    [(3, Rules(stake=4)), (4, Rules(stake=3, ante=1)), pytest.param(5, Rules(stake=2, ante=1), marks=pytest.mark.slow)],
)
def test_stacked_product_applies_every_component_at_once(players: int, rules: Rules) -> None:
    np = pytest.importorskip("numpy")
    from tontine.sim.exact.fourier import Layout
    from tontine.sim.exact.kernels import product

    chain, dense = _dense_components(rules, players)
    layout = Layout.of(players)
    m = len(chain.states)
    rng = np.random.default_rng(players)
    x = np.zeros((m, layout.width))
    x[:, :players] = rng.random((m, players))
    out = product(
        chain.bounds, chain.targets, chain.nums, chain.denominator, layout.kinds, layout.cos_t, layout.sin_t,
        x, np.empty_like(x),
    )
    assert np.array_equal(out[:, players:], x[:, players:])  # the padding stays as it was
    for f, cols in layout.groups():
        z = x[:, cols.start] + (1j * x[:, cols.start + 1] if cols.stop - cols.start == 2 else 0)
        want = z - dense[f] @ z
        assert np.allclose(out[:, cols.start], want.real, rtol=0, atol=1e-14)
        if cols.stop - cols.start == 2:
            assert np.allclose(out[:, cols.start + 1], want.imag, rtol=0, atol=1e-14)


@pytest.mark.slow
def test_five_seats_equal_dense_solves_of_each_component() -> None:
    # five seats take the 8-wide product (two complex components): against numpy's dense
    # solve of each Fourier component of the same chain
    np = pytest.importorskip("numpy")
    rules = Rules(stake=2, ante=1)
    chain, dense = _dense_components(rules, 5)
    m = len(chain.states)
    start = int(np.flatnonzero((chain.states == 1).all(axis=1))[0])
    seats = np.arange(5)
    durations = np.linalg.solve(np.eye(m) - dense[0].real, np.ones(m))
    components = [
        np.linalg.solve(np.eye(m) - dense[f], chain.absorb @ np.exp(2j * np.pi * f * seats / 5))[start]
        for f in range(3)
    ]
    components += [components[2].conjugate(), components[1].conjugate()]  # w_{5-f} is the conjugate of w_f
    win = [sum(components[f] * np.exp(-2j * np.pi * f * s / 5) for f in range(5)).real / 5 for s in range(5)]
    result = solve(rules, 5)
    assert result.expected_deals == pytest.approx(durations[start], rel=0, abs=1e-11)
    assert result.win_probability == pytest.approx(win, rel=0, abs=1e-11)
    assert result.error_bound < 1e-12


@pytest.mark.slow
def test_three_seats_float_solve_within_its_bound_of_the_fractions() -> None:
    # n=3 goes through the compiled walk and GMRES (n=2 through LU): stake 2, ante 1
    rules = Rules(stake=2, ante=1)
    exact = solve_fractions(rules, 3, max_unknowns=700)
    floats = solve(rules, 3)
    assert floats.states * 3 == exact.states
    for p, q in zip(exact.win_probability, floats.win_probability, strict=True):
        assert abs(float(p) - q) <= floats.error_bound + 1e-16
    assert abs(float(exact.expected_deals) - floats.expected_deals) <= floats.deals_error_bound + 1e-15
    assert floats.error_bound < 1e-13


# -- against the engine's own games ----------------------------------------------------------


@pytest.mark.parametrize(("stake", "all_fall", "games"), [(4, AllFall.LAST_TO_FALL, 4000), (5, AllFall.REPLAY, 2000)])
@pytest.mark.slow
def test_monte_carlo_engine_agrees_within_four_standard_errors(stake: int, all_fall: AllFall, games: int) -> None:
    rules = Rules(stake=stake, all_fall=all_fall)  # the first dealer drawn by lot
    n = 3
    result = solve(rules, n)
    wins = [0] * n
    deals: list[int] = []
    for seed in range(games):
        table = Table(rules, ["Ann", "Ben", "Cat"], source=SeededShuffle(seed))
        for _ in table.play():
            pass
        assert table.winner is not None and table.first_dealer is not None
        wins[(table.winner - table.first_dealer) % n] += 1
        deals.append(table.deal_number)
    for offset in range(n):
        p = result.win_probability[offset]
        se = math.sqrt(p * (1 - p) / games)
        assert abs(wins[offset] / games - p) < 4 * se, (offset, wins, result.win_probability)
    mean = sum(deals) / games
    sd = math.sqrt(sum((d - mean) ** 2 for d in deals) / (games - 1))
    assert abs(mean - result.expected_deals) < 4 * sd / math.sqrt(games)


# -- sums, sizes and refusals ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "rules"),
    [
        (3, Rules(stake=6)),
        (4, Rules(stake=4, all_fall=AllFall.REPLAY)),
        (2, Rules(stake=9, ante=0)),
        (3, Rules(stake=5, card_table={**Rules().table_dict(), Rank.ACE: Effect.parse("give 4 to 2")})),
    ],
)
def test_probabilities_sum_to_one(players: int, rules: Rules) -> None:
    result = solve(rules, players)
    assert len(result.win_probability) == players
    assert sum(result.win_probability) == pytest.approx(1.0, abs=1e-12)
    assert all(0 < p < 1 for p in result.win_probability)
    assert result.expected_deals >= 1
    assert result.error_bound < 1e-10
    assert 0 < result.states <= estimate(rules, players).states


def test_the_first_dealer_is_favoured_at_small_stakes() -> None:
    # the dealer is served last and the last to fall wins when everyone falls
    result = solve(Rules(stake=4), 3)
    assert result.win_probability[0] > result.win_probability[1] > result.win_probability[2]


@pytest.mark.parametrize(
    ("rules", "players", "words"),
    [
        (Rules(deck=DeckHandling.TALON), 3, "--deck fresh"),
        (Rules(all_fall=AllFall.SHARE), 3, "share"),
        (Rules(deal_limit=10), 3, "deal limit"),
    ],
)
def test_unsupported_rules_are_refused(rules: Rules, players: int, words: str) -> None:
    with pytest.raises(RulesError, match=words):
        check_supported(rules, players)
    with pytest.raises(RulesError, match=words):
        solve(rules, players)


def test_too_large_a_table_is_refused_with_the_limits() -> None:
    with pytest.raises(RulesError) as info:
        solve(Rules(stake=15), 12)
    message = str(info.value)
    assert "n=3 up to stake 24" in message and "n=4 up to stake 8" in message
    # with the ante of 3, five players need a stake of 4: 1.0e9 deal sequences
    assert largest_stakes(Rules(), (2, 3, 4, 5)) == {2: 100, 3: 24, 4: 8, 5: 0}
    assert largest_stakes(Rules(ante=1), (5,)) == {5: 3}
    assert estimate(Rules(stake=8), 4).feasible and not estimate(Rules(stake=9), 4).feasible
    assert not estimate(Rules(stake=4), 5).feasible


def test_bad_player_count_is_refused() -> None:
    with pytest.raises(PlayersError):
        check_supported(Rules(), 1)


def test_fractions_refuse_large_chains() -> None:
    with pytest.raises(RulesError, match="too many for exact fractions"):
        solve_fractions(Rules(stake=8), 3)


# -- the command line -------------------------------------------------------------------------


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    return run_main(capsys, *argv)


def test_cli_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(["exact", "--players", "3", "--stake", "5", "--json"], capsys)
    assert code == 0
    data = json.loads(out)
    for key in ("players", "stake", "preset", "expected_deals", "win_probability", "states", "seconds"):
        assert key in data
    assert data["players"] == 3 and data["stake"] == 5 and data["preset"] == "english"
    direct = solve(Rules(stake=5), 3)
    assert data["win_probability"] == pytest.approx(direct.win_probability, abs=1e-13)
    assert data["expected_deals"] == pytest.approx(direct.expected_deals, rel=1e-13)
    assert data["states"] == direct.states


@pytest.mark.slow
def test_cli_fractions_and_text(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(["exact", "--players", "2", "--stake", "4", "--fractions"], capsys)
    assert code == 0
    exact = solve_fractions(Rules(stake=4), 2)
    assert f"seat 0 wins, exactly: {exact.win_probability[0]}" in out
    assert "0 (first dealer)" in out
    code, out, _ = _run(["exact", "--players", "2", "--stake", "4", "--json", "--fractions"], capsys)
    assert json.loads(out)["win_probability_fraction"][1] == str(exact.win_probability[1])


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["exact", "--preset", "french", "--players", "3", "--stake", "5"], "--deck fresh"),
        (["exact", "--players", "3", "--stake", "5", "--all-fall", "share"], "share"),
        (["exact", "--players", "3", "--stake", "5", "--deal-limit", "9"], "deal limit"),
        (["exact", "--players", "5", "--stake", "15"], "n=4 up to stake 8"),
        (["exact", "--players", "1"], "--players"),
        (["exact", "--players", "3", "--stake", "2"], "stake 2"),
        (["exact", "--players", "3", "--stake", "9", "--fractions"], "--fractions"),
    ],
)
@pytest.mark.slow
def test_cli_errors_are_one_line(argv: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(argv, capsys)
    assert code == 2
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tontine: error:")
    assert words in lines[0]


def test_a_game_that_never_ends_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    idle = Rules(stake=4, card_table={rank: Effect.parse("nothing") for rank in Rank})
    with pytest.raises(RulesError, match="for ever"):
        solve(idle, 3)
    with pytest.raises(RulesError, match="for ever"):
        solve_fractions(idle, 2)
    argv = ["exact", "--players", "2", "--stake", "4"]
    for rank in "A23456789TJQK":
        argv += ["--card", f"{rank}=nothing"]
    code, out, err = _run(argv, capsys)
    assert code == 2 and out == "" and "for ever" in err and len(err.strip().splitlines()) == 1
