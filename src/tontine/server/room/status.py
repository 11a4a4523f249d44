"""Where a table's current game stands, as the database and the wire carry it."""

from __future__ import annotations

from enum import StrEnum

__all__ = ["Status"]


class Status(StrEnum):
    """Where a table's current game stands; the value is what the database and the wire carry.

    >>> Status("playing").over, Status.FINISHED.over
    (False, True)
    """

    LOBBY = "lobby"  #: seats are being taken
    PLAYING = "playing"  #: dealing
    FINISHED = "finished"  #: the game reached its close (a winner or a shared pool)
    ENDED = "ended"  #: the host ended it before its close

    @property
    def over(self) -> bool:
        return self in (Status.FINISHED, Status.ENDED)

    @property
    def open(self) -> bool:
        """In the lobby or in play: what a restart loads."""
        return self in (Status.LOBBY, Status.PLAYING)
