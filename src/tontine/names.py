"""A period cast: names for a table of up to 52, in the manner of the 1790s.

>>> period_names(3)
['Mr. Darcy', 'Miss Bennet', 'Mr. Bingley']
>>> len(set(period_names(52)))
52
"""

from __future__ import annotations

from tontine.errors import PlayersError
from tontine.rules import MAX_SEATS, MIN_SEATS

__all__ = ["PERIOD_NAMES", "period_names"]

PERIOD_NAMES: tuple[str, ...] = (
    "Mr. Darcy", "Miss Bennet", "Mr. Bingley", "Miss Bingley", "Mr. Hurst", "Mrs. Hurst",
    "Mr. Collins", "Lady Catherine", "Colonel Fitzwilliam", "Miss Lucas", "Mr. Wickham",
    "Mrs. Philips", "Sir William", "Miss Darcy", "Mr. Gardiner", "Mrs. Jennings",
    "Colonel Brandon", "Miss Dashwood", "Mr. Willoughby", "Lady Middleton", "Mr. Ferrars",
    "Miss Steele", "Sir John", "Mrs. Dashwood", "Mr. Knightley", "Miss Woodhouse",
    "Mr. Elton", "Miss Bates", "Mr. Churchill", "Miss Fairfax", "Mr. Weston", "Mrs. Elton",
    "Captain Wentworth", "Miss Elliot", "Sir Walter", "Lady Russell", "Mr. Tilney",
    "Miss Morland", "General Tilney", "Miss Thorpe", "Mr. Thorpe", "Mrs. Allen",
    "Mr. Crawford", "Miss Price", "Sir Thomas", "Lady Bertram", "Mr. Rushworth",
    "Mrs. Norris", "Mr. Yates", "Miss Crawford", "Dr. Grant", "Lord Osborne",
)


def period_names(count: int) -> list[str]:
    """The first ``count`` names of the period cast."""
    if not MIN_SEATS <= count <= MAX_SEATS:
        raise PlayersError(
            f"{count} player(s): a table seats {MIN_SEATS} to {MAX_SEATS} (one card each from one pack)"
        )
    return list(PERIOD_NAMES[:count])
