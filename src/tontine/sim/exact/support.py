"""What the exact solver models: the effect classes of a card table and the supported rules."""

from __future__ import annotations

from dataclasses import dataclass

from tontine.cards import Rank
from tontine.errors import PlayersError, RulesError
from tontine.rules import MAX_SEATS, MIN_SEATS, AllFall, DeckHandling, Effect, Rules

__all__ = ["NEVER_ENDS", "PACK_SIZE", "EffectClass", "ProgressLine", "check_supported", "effect_classes"]

PACK_SIZE = 52

NEVER_ENDS = (
    "under these rules a game can go on for ever (no deal ends it from some holdings): "
    "no exact expected length exists; change the card table"
)


class ProgressLine(str):
    """A line of the solver's progress: English as a ``str``, with its message id and arguments so
    that a front end can say it in its own language (as :class:`tontine.errors.TontineError` does)."""

    msg_id: str
    msg_args: dict[str, object]

    def __new__(cls, text: str, msg_id: str, **msg_args: object) -> ProgressLine:
        line = super().__new__(cls, text)
        line.msg_id = msg_id
        line.msg_args = {key.replace("_", "-"): value for key, value in msg_args.items()}
        return line


@dataclass(frozen=True, slots=True)
class EffectClass:
    """The ranks that share one effect, and how many cards of the pack carry it."""

    effect: Effect
    ranks: tuple[Rank, ...]

    @property
    def count(self) -> int:
        return 4 * len(self.ranks)

    @property
    def label(self) -> str:
        return "".join(rank.symbol for rank in self.ranks)


def effect_classes(rules: Rules) -> list[EffectClass]:
    """The rules' card table with ranks of the same effect merged, in rank order.

    >>> from tontine import Rules
    >>> [(c.label, c.count) for c in effect_classes(Rules())]
    [('A', 4), ('2', 4), ('3', 4), ('468', 12), ('579', 12), ('T', 4), ('J', 4), ('Q', 4), ('K', 4)]
    """
    merged: dict[Effect, list[Rank]] = {}
    for rank in Rank:
        merged.setdefault(rules.effect(rank), []).append(rank)
    return [EffectClass(effect, tuple(ranks)) for effect, ranks in merged.items()]


def check_supported(rules: Rules, players: int) -> None:
    """Refuse, with one clear line, what the chain does not model.

    >>> from tontine import Rules, DeckHandling
    >>> check_supported(Rules(deck=DeckHandling.TALON), 3)
    Traceback (most recent call last):
    ...
    tontine.errors.RulesError: tontine exact needs a fresh pack every deal (--deck fresh): with a kept talon the state would also hold the talon's composition
    """
    if isinstance(players, bool) or not isinstance(players, int) or not MIN_SEATS <= players <= MAX_SEATS:
        raise PlayersError(f"{players!r} player{'' if players == 1 else 's'}: a table seats {MIN_SEATS} to {MAX_SEATS}",
                           msg_id="cli-error-player-range", count=players, low=MIN_SEATS, high=MAX_SEATS)
    if rules.deck is not DeckHandling.FRESH:
        raise RulesError(
            "tontine exact needs a fresh pack every deal (--deck fresh): with a kept talon "
            "the state would also hold the talon's composition",
            msg_id="cli-error-exact-talon",
        )
    if rules.all_fall is AllFall.SHARE:
        raise RulesError(
            "tontine exact gives one winner per game: use --all-fall last-to-fall or replay, not share",
            msg_id="cli-error-exact-share",
        )
    if rules.deal_limit is not None:
        raise RulesError(
            f"tontine exact does not take a deal limit ({rules.deal_limit}): the state would also "
            "hold the number of the deal; leave --deal-limit out",
            msg_id="cli-error-exact-limit", deals=rules.deal_limit,
        )
