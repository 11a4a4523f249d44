"""The errors the engine raises. Each message quotes the bad input and says how to fix it."""

from __future__ import annotations

__all__ = [
    "CardAlreadyOutError",
    "GameOverError",
    "InvalidCardError",
    "OptionsError",
    "PlayersError",
    "RecordError",
    "RulesError",
    "TontineError",
]


class TontineError(ValueError):
    """Base class of every error the engine raises for bad input.

    ``str()`` is the English message. An error the engine raises carries its own ``key``
    (``"unknown-preset"``) and the values the message quotes (``msg_args``), so that a front end
    can say it in the user's language: each front end maps the keys to its own catalogue's
    messages. An error a front end raises may name its catalogue's message itself (``msg_id``).

    >>> err = RulesError("unknown preset 'x'", key="unknown-preset", preset_name="x")
    >>> str(err), err.key, err.msg_args
    ("unknown preset 'x'", 'unknown-preset', {'preset-name': 'x'})
    """

    def __init__(self, *args: object, key: str | None = None, msg_id: str | None = None, **msg_args: object) -> None:
        super().__init__(*args)
        #: what went wrong, in the engine's own words (a front end maps it to its message)
        self.key = key
        #: a front end's own catalogue message, for the errors a front end raises
        self.msg_id = msg_id
        #: the message's arguments, named as the catalogues name them (``preset_name`` -> ``preset-name``)
        self.msg_args = {key.replace("_", "-"): value for key, value in msg_args.items()}


class InvalidCardError(TontineError):
    """A card could not be read (``"ZZ"``) or is not one the table expects."""


class CardAlreadyOutError(InvalidCardError):
    """A card was turned up twice from the same pack."""


class RulesError(TontineError):
    """A rule parameter, preset name or rules file is invalid."""


class PlayersError(TontineError):
    """The list of players is invalid (too few, too many, duplicate names)."""


class RecordError(TontineError):
    """A game record is malformed or does not replay to what it claims."""


class OptionsError(TontineError):
    """Options of a command that cannot be given together."""


class GameOverError(TontineError):
    """An action was asked of a table whose game has already been won."""
