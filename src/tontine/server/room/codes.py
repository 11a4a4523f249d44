"""Table codes: six letters and digits none of which can be misread for another."""

from __future__ import annotations

from tontine.server.room.errors import Refusal

__all__ = ["CODE_ALPHABET", "CODE_LENGTH", "clean_code"]

#: Table codes: no 0/O, 1/I/L to misread.
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_LENGTH = 6


def clean_code(code: object) -> str:
    """A table code checked and upper-cased.

    >>> clean_code("abc234")
    'ABC234'
    """
    text = str(code).strip().upper() if isinstance(code, str) else ""
    if len(text) != CODE_LENGTH or any(ch not in CODE_ALPHABET for ch in text):
        raise Refusal(f"{str(code)[:20]!r} is not a table code: 6 letters and digits", 404, "no_table",
                      code=str(code)[:20])
    return text
