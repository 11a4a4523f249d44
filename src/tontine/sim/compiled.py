"""Rules turned into the integer arrays the compiled kernel reads.

Kept apart from the kernel so that it imports without Numba.

>>> from tontine import Rules
>>> spec = GameSpec.from_rules(Rules.from_preset("french"), 4)
>>> spec.params.tolist()
[4, 15, 3, 1, 0, 0, 10000, 2000]
>>> [int(k) for k in spec.ckind[:13]]   # ace .. king of spades
[3, 3, 3, 2, 2, 2, 2, 2, 2, 0, 1, 1, 1]
>>> [int(s) for s in spec.cshift[:3]]   # give to 1, 2 and 3 seats to the left, mod 4
[1, 2, 3]
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from tontine.cards import FULL_PACK
from tontine.errors import TontineError
from tontine.rules import MAX_SEATS, MIN_SEATS, AllFall, DeckHandling, EffectKind, FirstDealer, Rules

__all__ = ["DEFAULT_CAP", "DEFAULT_HORIZON", "GameSpec"]

#: deals after which a simulated game is stopped and counted as capped
DEFAULT_CAP = 10_000
#: deals for which the per-deal curves (players holding counters, pool) are kept
DEFAULT_HORIZON = 2_000

_KIND_CODE = {EffectKind.NOTHING: 0, EffectKind.TAKE: 1, EffectKind.PAY: 2, EffectKind.GIVE: 3}
_FALL_CODE = {AllFall.LAST_TO_FALL: 0, AllFall.SHARE: 1, AllFall.REPLAY: 2}


@dataclass(frozen=True)
class GameSpec:
    """One table's rules as arrays: ``params`` (see ``kernel.PARAM_FIELDS``) and one effect per card."""

    rules: Rules
    players: int
    params: np.ndarray
    ckind: np.ndarray
    camt: np.ndarray
    cshift: np.ndarray
    csrc: np.ndarray
    cdst: np.ndarray

    @property
    def lot(self) -> bool:
        """Whether the first dealer is drawn by lot (else it is seat 0: first seat, or the fan's king)."""
        return self.rules.first_dealer is FirstDealer.LOT

    @classmethod
    def from_rules(
        cls, rules: Rules, players: int, *, cap: int | None = DEFAULT_CAP, horizon: int = DEFAULT_HORIZON
    ) -> GameSpec:
        if isinstance(players, bool) or not isinstance(players, int) or not MIN_SEATS <= players <= MAX_SEATS:
            raise TontineError(f"{players!r} players: a table seats {MIN_SEATS} to {MAX_SEATS}")
        if cap is not None and (isinstance(cap, bool) or not isinstance(cap, int) or cap < 1):
            raise TontineError(f"the cap on deals must be a whole number of 1 or more, not {cap!r}")
        if horizon < 0:
            raise TontineError(f"horizon {horizon} must not be negative")
        # holdings are int64 in the kernel; the rules cap the stake at a million, far inside that
        params = np.array(
            [
                players,
                rules.stake,
                rules.ante,
                1 if rules.deck is DeckHandling.TALON else 0,
                _FALL_CODE[rules.all_fall],
                rules.deal_limit or 0,
                cap or 0,
                min(horizon, cap) if cap else horizon,
            ],
            dtype=np.int64,
        )
        ckind = np.empty(52, np.int64)
        camt = np.empty(52, np.int64)
        cshift = np.empty(52, np.int64)
        # the kernel moves camt counters from account csrc to account cdst: 1 means the pool
        csrc = np.zeros(52, np.int64)
        cdst = np.zeros(52, np.int64)
        for index, card in enumerate(FULL_PACK):
            effect = rules.effect(card.rank)
            ckind[index] = _KIND_CODE[effect.kind]
            camt[index] = effect.amount
            cshift[index] = effect.distance % players if effect.kind is EffectKind.GIVE else 0
            csrc[index] = effect.kind is EffectKind.TAKE
            cdst[index] = effect.kind is EffectKind.PAY
            if effect.kind is EffectKind.GIVE and cshift[index] == 0:
                camt[index] = 0  # the payment would reach the payer himself: void
        return cls(rules, players, params, ckind, camt, cshift, csrc, cdst)
