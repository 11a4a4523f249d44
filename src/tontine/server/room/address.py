"""How the story of a game addresses a player: a title before the name."""

from __future__ import annotations

from enum import StrEnum

__all__ = ["ADDRESSES", "Address"]


class Address(StrEnum):
    """How the story of a game addresses a player: a title before the name, which also gives French and
    German their agreement; ``none`` leaves the name as typed (its own title, if any, tells the gender).

    The value is what the database and the join request carry; each language has its own word
    for it in web.ftl (``web-address-<value>``: "Mrs.", "Mme", "Frau").

    >>> Address("miss").gender, Address.NONE.gender is None
    ('female', True)
    """

    NONE = "none"
    MR = "mr"
    MRS = "mrs"
    MISS = "miss"

    @property
    def gender(self) -> str | None:
        """The gender the title gives (:data:`tontine.i18n.GENDERS`), None for no title."""
        return {Address.MR: "male", Address.MRS: "female", Address.MISS: "female"}.get(self)


#: every address a join may ask for, the default first
ADDRESSES = tuple(Address)
