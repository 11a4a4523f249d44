"""The errors the engine raises. Each message quotes the bad input and says how to fix it."""

from __future__ import annotations

__all__ = [
    "CardAlreadyOutError",
    "GameOverError",
    "InvalidCardError",
    "PlayersError",
    "RecordError",
    "RulesError",
    "TontineError",
]


class TontineError(ValueError):
    """Base class of every error the engine raises for bad input."""


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


class GameOverError(TontineError):
    """An action was asked of a table whose game has already been won."""
