"""The engine's errors in the command line's words: each error's key, the message of ``cli.ftl`` that says it.

The engine names what went wrong by its own keys (``key="unknown-rank"``) and the values its
message quotes; the command line says it with the message mapped here, in the user's language.

>>> ENGINE_MESSAGES["unknown-rank"]
'cli-error-unknown-rank'
"""

from __future__ import annotations

__all__ = ["ENGINE_MESSAGES", "message_of"]

#: the catalogue message of each key an engine error carries
ENGINE_MESSAGES: dict[str, str] = {
    "record-algorithm-no-seed": "cli-error-record-algorithm-no-seed",
    "record-source": "cli-error-record-source",
    "record-field": "cli-error-record-field",
    "record-preset-label": "cli-error-record-preset-label",
    "record-card-table-missing": "cli-error-record-card-table-missing",
    "record-rules-missing": "cli-error-record-rules-missing",
    "record-unknown-deal-field": "cli-error-record-unknown-deal-field",
    "record-unknown-field": "cli-error-record-unknown-field",
    "ante-negative": "cli-error-ante-negative",
    "bad-card": "cli-error-bad-card",
    "card-out": "cli-error-card-out",
    "card-table": "cli-error-card-table",
    "card-table-rank": "cli-error-card-table-rank",
    "card-table-rank-twice": "cli-error-card-table-rank-twice",
    "card-table-text": "cli-error-card-table-text",
    "card-twice": "cli-error-card-twice",
    "deal-limit": "cli-error-deal-limit",
    "effect": "cli-error-effect",
    "effect-amount": "cli-error-effect-amount",
    "effect-distance": "cli-error-effect-distance",
    "first-dealer-seat": "cli-error-first-dealer-seat",
    "name-control": "cli-error-name-control",
    "name-empty": "cli-error-name-empty",
    "name-long": "cli-error-name-long",
    "name-twice": "cli-error-name-twice",
    "not-a-seat": "cli-error-not-a-seat",
    "player-count": "cli-error-player-count",
    "preset-name": "cli-error-preset-name",
    "record-algorithm": "cli-error-record-algorithm",
    "record-card-object": "cli-error-record-card-object",
    "record-card-seat": "cli-error-record-card-seat",
    "record-cards-extra": "cli-error-record-cards-extra",
    "record-cards-short": "cli-error-record-cards-short",
    "record-deal": "cli-error-record-deal",
    "record-deal-object": "cli-error-record-deal-object",
    "record-dealer": "cli-error-record-dealer",
    "record-deep": "cli-error-record-deep",
    "record-format": "cli-error-record-format",
    "record-holdings": "cli-error-record-holdings",
    "record-json": "cli-error-record-json",
    "record-large": "cli-error-record-large",
    "record-list": "cli-error-record-list",
    "record-malformed": "cli-error-record-malformed",
    "record-missing": "cli-error-record-missing",
    "record-no-winner": "cli-error-record-no-winner",
    "record-object": "cli-error-record-object",
    "record-part": "cli-error-record-part",
    "record-players": "cli-error-record-players",
    "record-pool": "cli-error-record-pool",
    "record-read": "cli-error-record-read",
    "record-seat-draw": "cli-error-record-seat-draw",
    "record-seed-cards": "cli-error-record-seed-cards",
    "record-seed-dealer": "cli-error-record-seed-dealer",
    "record-type": "cli-error-record-type",
    "record-utf8": "cli-error-record-utf8",
    "record-whole": "cli-error-record-whole",
    "record-winner": "cli-error-record-winner",
    "record-won": "cli-error-record-won",
    "rules-choice": "cli-error-rules-choice",
    "rules-deep": "cli-error-rules-deep",
    "rules-file": "cli-error-rules-file",
    "rules-key": "cli-error-rules-key",
    "rules-large": "cli-error-rules-large",
    "rules-read": "cli-error-rules-read",
    "rules-toml": "cli-error-rules-toml",
    "rules-utf8": "cli-error-rules-utf8",
    "rules-whole": "cli-error-rules-whole",
    "seat-draw": "cli-error-seat-draw",
    "stake-ante": "cli-error-stake-ante",
    "stake-large": "cli-error-stake-large",
    "unknown-effect": "cli-error-unknown-effect",
    "unknown-preset": "cli-error-unknown-preset",
    "unknown-rank": "cli-error-unknown-rank",
    "unknown-suit": "cli-error-unknown-suit",
}


def message_of(exc: BaseException) -> str | None:
    """The catalogue message that says ``exc``: a front end's own ``msg_id``, else its engine key's message.

    >>> from tontine.errors import InvalidCardError
    >>> message_of(InvalidCardError("unknown rank 'Z'", key="unknown-rank"))
    'cli-error-unknown-rank'
    """
    msg_id = getattr(exc, "msg_id", None)
    if isinstance(msg_id, str):
        return msg_id
    key = getattr(exc, "key", None)
    return ENGINE_MESSAGES.get(key) if isinstance(key, str) else None
