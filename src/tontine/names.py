"""A period cast: invented names for a table of up to 52, in the manner of the 1790s.

The names are the narrator's cast (:mod:`tontine.narrate.cast`): no character of a novel
and no real person, with honorifics that tell the gender.

>>> period_names(3)
['Mrs. Pelling', 'Mr. Ashby', 'Miss Thornbury']
>>> period_names(2, lang="fr")
['Madame de Varennes', 'Monsieur Aubertin']
>>> len(set(period_names(52)))
52
"""

from __future__ import annotations

from tontine.errors import PlayersError
from tontine.narrate.cast import CASTS
from tontine.rules import MAX_SEATS, MIN_SEATS

__all__ = ["PERIOD_NAMES", "period_names"]

PERIOD_NAMES: tuple[str, ...] = CASTS["en"]


def period_names(count: int, lang: str = "en") -> list[str]:
    """The first ``count`` names of the period cast of ``lang`` (English for a language without one)."""
    if not MIN_SEATS <= count <= MAX_SEATS:
        raise PlayersError(
            f"{count} player{'' if count == 1 else 's'}: a table seats {MIN_SEATS} to {MAX_SEATS}"
            " (one card each from one pack)",
            key="player-count", count=count, low=MIN_SEATS, high=MAX_SEATS,
        )
    return list(CASTS.get(lang, CASTS["en"])[:count])
