"""What a player may show at a table: an emblem beside the name, and the emotes of a reaction."""

from __future__ import annotations

__all__ = ["EMBLEMS", "EMOTES"]

EMBLEMS = ("♠", "♥", "♦", "♣", "★", "☀", "☾", "⚓", "♛", "✿", "♞", "☂", "♪", "⚘", "☕", "⚜")
EMOTES = ("👏", "😱", "😂", "🍀", "😢", "🎉")
