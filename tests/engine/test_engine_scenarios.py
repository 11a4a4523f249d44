"""Scenario tests from stacked cards: every rank and every rule, each citing its source sentence.

Sources (../shared/seeds/): EN = 000_5238b8c340be8a34.txt (Sporting Magazine 1797),
FR = 001_7e11f5da2d641f60.txt (La Tontine), DE = 003_0d9dd0ae010b8886.txt (Wikipedia, after 1760/1889).
Unless a test says otherwise, seat 0 deals first, so cards go to seats 1, 2, ..., n-1 and the dealer last.
"""

from __future__ import annotations

from typing import Any

import pytest

from tontine import (
    AllFall,
    CardAlreadyOutError,
    CardDealt,
    DealStarted,
    DealVoided,
    DeckHandling,
    Died,
    FirstDealer,
    GameOverError,
    PaidIntoPool,
    PaidNeighbour,
    PaymentVoid,
    PoolShared,
    Reshuffled,
    Revived,
    Rules,
    SeatDrawn,
    Stacked,
    Table,
    TookFromPool,
    Won,
    fan_card,
)

# Filler cards of every neutral kind, so a stacked pack never repeats a card.
TENS = ["TS", "TH", "TD", "TC"]


def names(n: int) -> list[str]:
    return [f"P{i}" for i in range(n)]


def table(n: int, packs: list[list[str]], *, dealer: int = 0, **rules: Any) -> Table:
    rules.setdefault("first_dealer", FirstDealer.FIRST_SEAT)
    if dealer:
        rules["first_dealer"] = FirstDealer.LOT
    return Table(Rules(**rules), names(n), source=Stacked(packs, first_dealer=dealer))


def deltas(t: Table, before: tuple[int, ...]) -> list[int]:
    return [after - b for after, b in zip(t.holdings, before, strict=True)]


# -- the start ---------------------------------------------------------------


def test_every_player_antes_three_into_the_pool() -> None:
    # EN: "each player puts three counters in the box, which is on the middle of the table"
    # FR: "une corbeille dans laquelle chacun dépose trois des jetons reçus"
    t = table(5, [], stake=12)
    t.open()
    assert t.holdings == (9, 9, 9, 9, 9)
    assert t.pool == 15


def test_german_preset_starts_with_twenty_counters() -> None:
    # DE: "Jeder Spieler beginnt mit derselben Anzahl von Jetons, gewöhnlich 20"
    assert Rules.from_preset("german").stake == 20


# -- the card table ------------------------------------------------------------

# (card, the holder's change, the pool's change) on a 6-seat table, card to seat 1
# EN: "a king, draws three counters from the box ... if it is a queen he draws two, and for a knave one;
#      he that has a ten, neither draws or pays any thing."
# EN: "he that has a four, he puts two of his counters into the box; a five puts one there; a six two;
#      a seven one; an eight two; and a nine one"
POOL_CARDS = [
    ("KS", 3, -3),
    ("QS", 2, -2),
    ("JS", 1, -1),
    ("TS", 0, 0),
    ("9S", -1, 1),
    ("8S", -2, 2),
    ("7S", -1, 1),
    ("6S", -2, 2),
    ("5S", -1, 1),
    ("4S", -2, 2),
]


@pytest.mark.parametrize(("card", "holder", "pool"), POOL_CARDS)
def test_pool_cards(card: str, holder: int, pool: int) -> None:
    t = table(6, [[card, "TH", "TD", "TC", "TS" if card != "TS" else "2H", "AD"]])
    t.open()
    before, pool_before = t.holdings, t.pool
    t.turn_up(card)
    assert t.holdings[1] - before[1] == holder
    assert t.pool - pool_before == pool
    assert t.total_counters == 6 * 15


# EN: "He that has an ace, gives one counter to his left hand neighbour; he that has a deuce gives two to
#      his second left hand neighbour, and he that has a three, gives three to his third left hand neighbour"
@pytest.mark.parametrize(("card", "amount", "distance"), [("AS", 1, 1), ("2S", 2, 2), ("3S", 3, 3)])
def test_neighbour_cards_pay_to_the_left(card: str, amount: int, distance: int) -> None:
    t = table(6, [[*TENS[:3], card, "TC", "9S"]])
    t.open()
    before = t.holdings
    for c in TENS[:3]:  # seats 1, 2, 3 turn up tens
        t.turn_up(c)
    events = t.turn_up(card)  # seat 4
    expected = [0] * 6
    expected[4] -= amount
    expected[4 - distance] += amount
    assert deltas(t, before) == expected
    paid = [e for e in events if isinstance(e, PaidNeighbour)]
    assert paid == [PaidNeighbour(1, 4, 4 - distance, distance, amount, amount, 12 - amount, 12 + amount)]


def test_ace_from_seat_zero_wraps_to_the_last_seat() -> None:
    # Seat i's left-hand neighbour is i - 1 (mod n): the table is round.
    t = table(5, [["TS", "TH", "TD", "TC", "AS"]])
    t.deal()
    assert t.holdings == (11, 12, 12, 12, 13)


# -- capped payments and the dead ----------------------------------------------


def test_payment_is_capped_by_what_the_payer_holds() -> None:
    # EN: "if he should lose two or three counters that deal, he can only pay what he has got, and has his
    #      discharge."
    t = table(5, [["4S", "TH", "TD", "TC", "TS"]], stake=4)  # everyone holds 1 after the ante
    events = t.deal()
    pay = next(e for e in events if isinstance(e, PaidIntoPool))
    assert (pay.asked, pay.paid) == (2, 1)
    assert t.holdings == (1, 0, 1, 1, 1)
    assert Died(1, 1, 4) in events


def test_neighbour_payment_is_capped_too() -> None:
    t = table(5, [["TS", "TH", "3S", "TC", "TD"]], stake=5)  # everyone holds 2
    events = t.deal()
    pay = next(e for e in events if isinstance(e, PaidNeighbour))
    assert (pay.seat, pay.to_seat, pay.asked, pay.paid) == (3, 0, 3, 2)
    assert t.holdings == (4, 2, 2, 0, 2)


def test_king_draws_only_what_the_pool_holds() -> None:
    # EN: "observing to pay, and to be paid, exactly what is due": a box cannot pay what it has not got.
    t = table(4, [["KS", "KH", "TD", "TC"]], stake=10, ante=1)  # pool 4
    events = t.deal()
    takes = [e for e in events if isinstance(e, TookFromPool)]
    assert [(e.asked, e.taken) for e in takes] == [(3, 3), (3, 1)]
    assert t.pool == 0


def test_king_from_an_empty_pool_takes_nothing() -> None:
    t = table(4, [["KS", "TH", "TD", "TC"]], stake=10, ante=0)
    events = t.deal()
    take = next(e for e in events if isinstance(e, TookFromPool))
    assert (take.asked, take.taken) == (3, 0)
    assert t.holdings == (10, 10, 10, 10)


def test_the_dead_get_no_card_and_do_not_deal() -> None:
    # EN: "The deceased players have no cards before them, nor do they deal, though it comes to their turn"
    # FR: "Tant qu'il n'a pas reçu de jetons, on n'a pas le droit de lui remettre des cartes et il ne doit
    #      non plus en distribuer."
    # Deal 1 (dealer 0): seat 1 turns up a four and dies. Deal 2 would pass to seat 1, who is dead: seat 2
    # deals, and seat 1 gets no card.
    t = table(5, [["4S", "TH", "TD", "TC", "TS"], ["9S", "9H", "9D", "9C"]], stake=4)
    t.deal()
    assert t.holdings[1] == 0
    events = t.deal()
    start = next(e for e in events if isinstance(e, DealStarted))
    assert start.dealer == 2
    assert start.order == (3, 4, 0, 2)
    assert 1 not in [e.seat for e in events if isinstance(e, CardDealt)]


@pytest.mark.parametrize(("card", "payer_offset"), [("AS", 1), ("2S", 2), ("3S", 3)])
def test_revival_by_a_right_hand_neighbour(card: str, payer_offset: int) -> None:
    # EN: "any of them may revive again, by the assistance of an ace, which may be in the hand of his right
    #      hand neighbour, for which he receives a counter, or by means of two, which may be in the hand of
    #      his second right hand neighbour ... or by a three in the hand of his third right hand neighbour"
    # FR: "le premier, le deuxième et le troisième joueur à sa droite sont autorisés à lui en remettre"
    # DE: "Er kann aber durch Zahlungen von einem der drei Spieler zu seiner Rechten wiedererweckt werden"
    # Seven seats holding 2 each. Deal 1 (dealer 0): seat 1 turns up a four and dies.
    # Deal 2 passes over dead seat 1 to seat 2; cards go to 3, 4, 5, 6, 0 and the dealer 2 last.
    # The reviver sits at 1 + offset: the ace at seat 2, the deuce at seat 3, the trey at seat 4.
    deal1 = ["4S", "TH", "TD", "TC", "TS", "JH", "JD"]
    reviver = 1 + payer_offset
    order2 = [3, 4, 5, 6, 0, 2]
    fillers = ["9S", "9H", "9D", "9C", "8S", "8H"]
    deal2 = [card if seat == reviver else filler for seat, filler in zip(order2, fillers, strict=True)]
    deal3 = ["QS", "QH", "QD", "QC", "KS", "KH", "KD"]
    t = table(7, [deal1, deal2, deal3], stake=5)
    t.deal()
    assert t.holdings[1] == 0
    events = t.deal()
    assert [e for e in events if isinstance(e, Revived)] == [Revived(2, 1, reviver)]
    # the reviver holds 2, so the trey's 3 is capped at 2
    assert t.holdings[1] == min(payer_offset, 2)
    # "then they play again, just as if they had never died": seat 1 gets a card in deal 3
    events = t.deal()
    assert 1 in [e.seat for e in events if isinstance(e, CardDealt)]


def test_revival_amount_is_what_the_neighbour_paid() -> None:
    # A trey from the third right-hand neighbour who holds 3 pays all 3 to the dead seat 0.
    t = table(5, [["TS", "TH", "3S", "TC", "4S"], ["TD", "2S", "JH", "9S"]], stake=5)
    t.deal()  # deal 1: seat 3's trey pays its 2 (capped) to seat 0, then seat 0 (dealer) pays 2
    assert t.holdings == (2, 2, 2, 0, 2)
    # seat 3 died in deal 1; in deal 2 (dealer 1) seat ... none revives it: check it is skipped
    events = t.deal()
    assert 3 not in [e.seat for e in events if isinstance(e, CardDealt)]


def test_died_and_revived_in_the_same_deal() -> None:
    # Seat 1 pays out its last counters, then seat 2's ace (paid to seat 1) brings it back.
    t = table(5, [["4S", "AS", "TD", "TC", "TH"]], stake=5)
    events = t.deal()
    kinds = [(type(e).__name__, getattr(e, "seat", None)) for e in events if isinstance(e, (Died, Revived))]
    assert kinds == [("Died", 1), ("Revived", 1)]
    assert t.holdings[1] == 1


# -- small tables --------------------------------------------------------------


def test_three_seats_a_trey_would_pay_oneself_and_is_void() -> None:
    # At fewer than 4 seats the third left-hand neighbour is the payer himself: that payment is void.
    t = table(3, [["3S", "TH", "TD"]])
    events = t.deal()
    assert [e for e in events if isinstance(e, PaymentVoid)] == [PaymentVoid(1, 1, 3, 3)]
    assert t.holdings == (12, 12, 12)


def test_three_seats_a_deuce_wraps_round() -> None:
    t = table(3, [["2S", "TH", "TD"]])
    t.deal()
    assert t.holdings == (12, 10, 14)  # seat 1's second left-hand neighbour is seat 2


def test_two_seats_deuce_void_and_trey_to_the_other() -> None:
    t = table(2, [["2S", "3S"]])
    events = t.deal()
    assert PaymentVoid(1, 1, 2, 2) in events
    assert t.holdings == (9, 15)  # seat 0's trey goes to seat 1 (0 - 3 = 1 mod 2)


# -- the end of the game ---------------------------------------------------------


def test_last_survivor_wins_and_takes_the_pool() -> None:
    # EN: "He who outlives all the rest, by having counters left, when theirs are gone, wins the parly, and
    #      enjoys what the others have deposited."
    # DE: "Die Partie endet, sobald alle Spieler bis auf einen ihre 20 Jetons verloren haben"
    t = table(3, [["4S", "4H", "TD"]], stake=5)
    events = t.deal()
    won = events[-1]
    assert isinstance(won, Won)
    assert (won.seat, won.pool, won.how) == (0, 13, "last standing")
    assert t.holdings == (15, 0, 0)
    assert t.finished
    with pytest.raises(GameOverError):
        t.deal()


def test_last_to_fall_wins_when_every_survivor_falls_in_one_deal() -> None:
    t = table(3, [["4S", "4H", "4D"]], stake=4)  # all hold 1, all pay: seat 0 (dealer) falls last
    events = t.deal()
    assert [e.seat for e in events if isinstance(e, Died)] == [1, 2, 0]
    won = events[-1]
    assert isinstance(won, Won) and (won.seat, won.how) == (0, "last to fall")
    assert t.holdings == (12, 0, 0)


def test_all_fall_share_splits_the_pool_odd_counters_to_the_last_to_fall() -> None:
    t = table(3, [["4S", "4H", "5D"]], stake=4, ante=3, all_fall=AllFall.SHARE)
    events = t.deal()
    shared = events[-1]
    assert isinstance(shared, PoolShared)
    assert shared.shares == ((0, 4), (2, 4), (1, 4))
    assert t.winner is None and t.finished and t.total_counters == 12


def test_all_fall_replay_voids_the_deal_and_the_same_dealer_deals_again() -> None:
    t = table(3, [["4S", "4H", "4D"], ["KS", "4C", "TD"]], stake=4, all_fall=AllFall.REPLAY)
    events = t.deal()
    assert isinstance(events[-1], DealVoided)
    assert t.holdings == (1, 1, 1) and t.pool == 9 and not t.finished
    events = t.deal()
    assert next(e for e in events if isinstance(e, DealStarted)).dealer == 0
    assert t.history[0].void and not t.history[1].void


def test_deal_limit_gives_the_pool_to_the_largest_holding() -> None:
    t = table(4, [["KS", "TH", "TD", "TC"]], deal_limit=1)
    events = t.deal()
    won = events[-1]
    assert isinstance(won, Won) and (won.seat, won.how) == (1, "deal limit")


def test_deal_limit_tie_shares_the_pool() -> None:
    t = table(4, [["KS", "KH", "TD", "TC"]], deal_limit=1)
    events = t.deal()
    shared = events[-1]
    assert isinstance(shared, PoolShared) and shared.how == "deal limit"
    assert dict(shared.shares) == {1: 3, 2: 3}


# -- the deal passes to the right ------------------------------------------------


def test_the_deal_passes_to_the_right() -> None:
    # EN: "Then he who is on the right of the first dealer, takes up the cards and deals"
    # DE: "vom Spieler zur Rechten des vorigen Gebers neu geteilt"
    packs = [["TS", "TH", "TD", "TC"], ["TS", "TH", "TD", "TC"], ["TS", "TH", "TD", "TC"]]
    t = table(4, packs, dealer=2)
    dealers = []
    for _ in range(3):
        events = t.deal()
        dealers.append(next(e for e in events if isinstance(e, DealStarted)).dealer)
    assert dealers == [2, 3, 0]


def test_cards_go_from_the_dealers_right_and_the_dealer_last() -> None:
    # FR: "il distribue les cartes à raison d'une, face en dessus, et il se sert le dernier"
    t = table(5, [["TS", "TH", "TD", "TC", "9S"]], dealer=3)
    events = t.deal()
    assert [e.seat for e in events if isinstance(e, CardDealt)] == [4, 0, 1, 2, 3]


# -- deck handling -----------------------------------------------------------------


def full_pack_in_order() -> list[str]:
    return [r + s for s in "SHDC" for r in "A23456789TJQK"]


def test_french_talon_is_kept_until_it_cannot_serve_every_live_player() -> None:
    # FR: "Quand il n'y a plus assez de cartes au talon pour en distribuer à chacun, on prend celles qui sont
    #      sur la table, on les ajoute au talon et l'on bat le jeu complet pour recommencer la distribution."
    pack = full_pack_in_order()
    # Twelve players and a 52-card pack: four deals use 48 cards, the fifth finds 4 and reshuffles.
    t = Table(
        Rules(stake=200, deck=DeckHandling.TALON, first_dealer=FirstDealer.FIRST_SEAT),
        names(12),
        source=Stacked([pack, pack]),
    )
    reshuffles = []
    for _ in range(5):
        events = t.deal()
        reshuffles.append([e.reason for e in events if isinstance(e, Reshuffled)])
    assert reshuffles == [["start"], [], [], [], ["talon short"]]
    assert t.history[4].cards[0][1] == t.history[0].cards[0][1]  # the new pack starts again
    assert t.talon_left == 52 - 12


def test_fresh_pack_every_deal_for_the_english_and_german_presets() -> None:
    # DE: "Nach jeder Tour werden die Karten gesammelt, gemischt und ... neu geteilt."
    for preset in ("english", "german"):
        assert Rules.from_preset(preset).deck is DeckHandling.FRESH
    t = table(4, [["TS", "TH", "TD", "TC"], ["TS", "TH", "TD", "TC"]])
    reasons = [e.reason for e in [*t.deal(), *t.deal()] if isinstance(e, Reshuffled)]
    assert reasons == ["start", "fresh"]


def test_a_card_turned_up_twice_from_one_pack_is_refused_and_nothing_changes() -> None:
    t = Table(Rules(first_dealer=FirstDealer.FIRST_SEAT), names(4))
    t.turn_up("KS")
    before = (t.holdings, t.pool, t.next_seat, len(t.events))
    with pytest.raises(CardAlreadyOutError, match="'KS' is already out"):
        t.turn_up("KS")
    assert (t.holdings, t.pool, t.next_seat, len(t.events)) == before


def test_a_talon_card_from_an_earlier_deal_is_refused_without_starting_the_deal() -> None:
    t = Table(Rules(deck=DeckHandling.TALON, first_dealer=FirstDealer.FIRST_SEAT), names(3))
    for card in ("TS", "TH", "TD"):
        t.turn_up(card)
    with pytest.raises(CardAlreadyOutError):
        t.turn_up("TS")
    assert t.deal_number == 1
    t.turn_up("TC")
    assert t.deal_number == 2


# -- the French seat draw -----------------------------------------------------------


def test_french_fan_draw_seats_the_players_and_the_king_deals() -> None:
    # FR: "Les pontes prennent place à l'endroit où se trouve, sur la table, une carte pareille à celle
    #      tirée. Le donneur est celui qui a le roi."
    rules = Rules.from_preset("french")
    t = Table(rules, ["Ann", "Ben", "Cat", "Dan"], source=Stacked([], fan=[2, 0, 3, 1]))
    events = t.open()
    draws = [e for e in events if isinstance(e, SeatDrawn)]
    # FR: "des cartes semblables à celles étalées sur la table, c'est-à-dire un roi quelconque":
    # the fan's cards match the laid-out ones (spades) in another suit
    assert [(d.player, str(d.card), d.seat) for d in draws] == [
        ("Ann", "JD", 2),
        ("Ben", "KD", 0),
        ("Cat", "TD", 3),
        ("Dan", "QD", 1),
    ]
    assert t.players == ["Ben", "Dan", "Ann", "Cat"]
    assert t.first_dealer == 0 and str(fan_card(0)) == "KS"


# -- conservation ---------------------------------------------------------------------


def test_counters_are_conserved_through_a_busy_deal() -> None:
    t = table(6, [["AS", "2S", "3S", "KS", "4S", "QS"]], stake=5)
    t.deal()
    assert t.total_counters == 30
    assert min(t.holdings) >= 0


def test_a_copy_taken_mid_deal_is_independent() -> None:
    t = Table(Rules(first_dealer=FirstDealer.FIRST_SEAT), names(4))
    t.turn_up("KS")
    snapshot = t.copy()
    t.turn_up("4H")
    t.turn_up("AD")
    assert list(snapshot.holdings) == [12, 15, 12, 12] and snapshot.next_seat == 2
    assert [str(c) for _, c in snapshot.history[-1].cards] == ["KS"]
    snapshot.turn_up("4H")  # the card is back in the snapshot's pack
    assert snapshot.holdings[2] == 10 and len(snapshot.events) < len(t.events) + 1
