"""Known answers of the seeded shuffle ``tontine-splitmix64-fy/1`` (docs/shuffle-seeded.md).

The expected values come from the specification, not from running the code: the
published SplitMix64 outputs, arithmetic spelled out step by step, and a second
implementation of the spec written here in a different style (generators, no classes).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tontine import FULL_PACK, Rules, Table
from tontine.sources import (
    SHUFFLE_ALGORITHMS,
    LegacySeededShuffle,
    SeededShuffle,
    SeedError,
    Stream,
    game_seed,
    mix64,
    seeded_shuffle,
)

M = 2**64
G = 0x9E3779B97F4A7C15


def spec_outputs(state: int) -> Iterator[int]:
    """SplitMix64 as the spec writes it: state += GOLDEN, then the finaliser."""
    while True:
        state = (state + G) % M
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) % M
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) % M
        yield z ^ (z >> 31)


def spec_below(outputs: Iterator[int], m: int) -> int:
    while True:
        p = (next(outputs) >> 32) * m
        if p % 2**32 >= (2**32 - m) % m:
            return p >> 32


def spec_shuffle(outputs: Iterator[int], items: list[object]) -> list[object]:
    a = list(items)
    for i in range(len(a) - 1):
        j = i + spec_below(outputs, len(a) - i)
        a[i], a[j] = a[j], a[i]
    return a


def spec_stream(seed: int, label: int) -> Iterator[int]:
    key = next(spec_outputs(seed % M))  # mix(seed + GOLDEN) is the first output from state ``seed``
    start = next(spec_outputs((key + G * label) % M))  # mix(key + GOLDEN * (label + 1))
    return spec_outputs(start)


def test_splitmix64_published_values() -> None:
    # the reference outputs of SplitMix64 from state 0 (Vigna's splitmix64.c)
    s = Stream(0)
    assert [s.next64() for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]
    assert mix64(G) == 0xE220A8397B1DCDAF


def test_first_card_of_seed_zero_by_hand() -> None:
    key = 0xE220A8397B1DCDAF  # mix(0 + GOLDEN): the first published value above
    state = mix64(key + 2 * G)
    assert state == 0xB382A305F4414F5E
    z = mix64(state + G)
    assert z == 0x2F101FE21496EA20
    product = (z >> 32) * 52
    assert product == 0x2F101FE2 * 52 == 0x98F4679E8
    assert product & 0xFFFFFFFF >= 52  # no rejection
    assert product >> 32 == 9  # index 9 of FULL_PACK: spades, ace .. ten
    assert str(FULL_PACK[9]) == "TS"
    assert str(SeededShuffle(0).new_pack(1)[0]) == "TS"


@pytest.mark.parametrize("seed", [0, 1, 7, 2**63, 2**64 - 1, 12035550249420947055])
@pytest.mark.parametrize("deal", [1, 2, 50])
def test_packs_follow_the_spec(seed: int, deal: int) -> None:
    expected = spec_shuffle(spec_stream(seed, deal), list(FULL_PACK))
    assert SeededShuffle(seed).new_pack(deal) == expected


def test_first_packs_of_seed_zero() -> None:
    packs = [" ".join(str(c) for c in SeededShuffle(0).new_pack(d)[:6]) for d in (1, 2)]
    assert packs[0] == "TS 7D QH KC 8H JH"
    assert packs == [" ".join(str(c) for c in spec_shuffle(spec_stream(0, d), list(FULL_PACK))[:6])
                     for d in (1, 2)]


@pytest.mark.parametrize("seats", [2, 3, 12, 52])
def test_lot_and_fan_read_stream_zero(seats: int) -> None:
    for seed in (0, 5, 99):
        assert SeededShuffle(seed).draw_lot(seats) == spec_below(spec_stream(seed, 0), seats)
        assert SeededShuffle(seed).draw_fan(seats) == spec_shuffle(spec_stream(seed, 0), list(range(seats)))


def test_answers_depend_only_on_seed_and_question() -> None:
    source = SeededShuffle(3)
    first = source.new_pack(4)
    source.new_pack(1), source.draw_lot(9)
    assert source.new_pack(4) == first == SeededShuffle(3).new_pack(4)
    assert SeededShuffle(3).new_pack(5) != first


def test_seed_is_taken_modulo_two_to_the_64() -> None:
    assert SeededShuffle(-1).new_pack(1) == SeededShuffle(2**64 - 1).new_pack(1)
    assert SeededShuffle(2**64 + 5).new_pack(1) == SeededShuffle(5).new_pack(1)


@given(state=st.integers(0, 2**64 - 1), m=st.integers(1, 2**32))
def test_below_is_lemire_with_rejection(state: int, m: int) -> None:
    assert Stream(state).below(m) == spec_below(spec_outputs(state), m)


def test_below_rejects_the_biased_low_words() -> None:
    # m = 3 * 2**30: low words under 2**30 are thrown away, a quarter of all draws;
    # among the first 200 outputs of state 0 some are, and the draws still match the spec
    m = 3 * 2**30
    outputs = spec_outputs(0)
    rejected = sum(((next(outputs) >> 32) * m) % 2**32 < 2**30 for _ in range(200))
    assert rejected > 20
    s, ref = Stream(0), spec_outputs(0)
    assert [s.below(m) for _ in range(100)] == [spec_below(ref, m) for _ in range(100)]


def test_game_seed_formula() -> None:
    key = mix64(5 + G)
    assert game_seed(5, 0) == mix64(key + G)
    assert game_seed(5, 41) == mix64(key + 42 * G)
    with pytest.raises(SeedError, match="'x'"):
        game_seed("x", 0)  # type: ignore[arg-type]
    with pytest.raises(SeedError, match="-1"):
        game_seed(5, -1)


def test_legacy_algorithm_is_cpython_random() -> None:
    rng = random.Random(7)
    expected = list(FULL_PACK)
    rng.shuffle(expected)
    assert LegacySeededShuffle(7).new_pack(1) == expected
    assert LegacySeededShuffle(7).draw_lot(12) == random.Random(7).randrange(12)
    assert isinstance(seeded_shuffle(7, "cpython-random/1"), LegacySeededShuffle)


def test_registry_names_both_algorithms() -> None:
    expected = {"tontine-splitmix64-fy/1": SeededShuffle, "cpython-random/1": LegacySeededShuffle}
    assert dict(SHUFFLE_ALGORITHMS) == expected
    assert seeded_shuffle(7).ALGORITHM == "tontine-splitmix64-fy/1"
    assert type(seeded_shuffle(7, "tontine-splitmix64-fy/1")) is SeededShuffle
    with pytest.raises(SeedError, match="True"):
        SeededShuffle(True)  # type: ignore[arg-type]


def test_a_seeded_table_deals_the_packs_of_its_deal_numbers() -> None:
    rules = Rules.from_preset("english")  # a fresh pack every deal
    table = Table(rules, ["A", "B", "C"], source=SeededShuffle(11))
    for _ in range(3):
        table.deal()
    for deal in table.history:
        pack = SeededShuffle(11).new_pack(deal.number)
        assert [card for _, card in deal.cards] == pack[: len(deal.cards)]


# Seeds found by inverting SplitMix64's finaliser: their stream's first output is 0x12345678, whose
# top 32 bits are 0, so Lemire's low word is 0 and the first draw is rejected for every m that is not
# a power of two. 5161053104328852457's stream 1 (pack 1) and 5269467662261995026's stream 0 (lot, fan)
# start from the same state.
REJECT_PACK_1 = 5161053104328852457
REJECT_LOT_AND_FAN = 5269467662261995026


def test_known_seeds_reject_the_first_draw_of_pack_1_and_of_the_lot_and_fan() -> None:
    for seed, label in ((REJECT_PACK_1, 1), (REJECT_LOT_AND_FAN, 0)):
        outputs = spec_stream(seed, label)
        assert next(outputs) == 0x12345678 and next(outputs) == 0x28E197668F0B137C
        assert SeededShuffle(seed).stream(label).state == 0x1CD6A9D3661EDDE1
    # pack 1: below(52) throws 0x00000000 away; 0x28E19766 * 52 >> 32 = 8: card 0 and card 8 (9S) swap
    pack = SeededShuffle(REJECT_PACK_1).new_pack(1)
    assert " ".join(str(c) for c in pack[:6]) == "9S 8C QS 6H JS 9H"
    assert pack == spec_shuffle(spec_stream(REJECT_PACK_1, 1), list(FULL_PACK))
    # without the rejection the first card would be the ace of spades (j = 0)
    assert pack[0] != FULL_PACK[0]
    source = SeededShuffle(REJECT_LOT_AND_FAN)
    assert source.draw_lot(12) == 1 and source.draw_lot(52) == 8 and source.draw_lot(4) == 0  # 4: no rejection
    assert source.draw_fan(5) == [0, 4, 2, 3, 1]
    assert source.draw_fan(5) == spec_shuffle(spec_stream(REJECT_LOT_AND_FAN, 0), list(range(5)))
    table = Table(Rules.from_preset("english"), [f"P{i}" for i in range(12)], source=SeededShuffle(REJECT_LOT_AND_FAN))
    table.open()
    assert table.first_dealer == 1


def test_the_simulators_kernel_rejects_the_same_first_draws() -> None:
    np = pytest.importorskip("numpy")
    kernel = pytest.importorskip("tontine.sim.kernel")
    for seed, label in ((REJECT_PACK_1, 1), (REJECT_LOT_AND_FAN, 0)):
        start = np.uint64(kernel._stream(np.uint64(mix64(seed + G)), label))  # numba hands back a Python int
        assert int(start) == 0x1CD6A9D3661EDDE1
        state, drawn = kernel._below(start, 52)
        assert drawn == 8 and int(state) == (int(start) + 2 * G) % M  # two outputs read: one rejected
        state, drawn = kernel._below(start, 12)
        assert drawn == 1 and int(state) == (int(start) + 2 * G) % M
