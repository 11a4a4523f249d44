"""Tontine, the 18th-century card game of pure chance for a large party.

The engine is pure: it knows nothing of terminals, sockets or databases. A
:class:`Table` applies the :class:`Rules` card by card and emits typed events;
every front end (terminal, browser table, simulator, narrator) consumes them.

>>> table = Table(Rules.from_preset("english"), ["Ann", "Ben", "Cat", "Dan", "Eve"],
...               source=SeededShuffle(1797))
>>> events = list(table.play())
>>> table.winner is not None and table.total_counters == 5 * 15
True
"""

from tontine.cards import FULL_PACK, Card, Rank, Suit
from tontine.errors import (
    CardAlreadyOutError,
    GameOverError,
    InvalidCardError,
    PlayersError,
    RecordError,
    RulesError,
    TontineError,
)
from tontine.events import (
    AnteIn,
    CardDealt,
    DealEnded,
    DealStarted,
    DealVoided,
    Died,
    Ending,
    Event,
    FirstDealerChosen,
    FirstDealerMethod,
    PaidIntoPool,
    PaidNeighbour,
    PaymentVoid,
    PoolShared,
    Reshuffled,
    ReshuffleReason,
    Result,
    Revived,
    SeatDrawn,
    TookFromPool,
    Won,
    event_to_dict,
)
from tontine.record import RECORD_FORMAT, read_record, replay, to_record, write_record
from tontine.rules import (
    MAX_SEATS,
    MIN_SEATS,
    PRESETS,
    AllFall,
    DeckHandling,
    Effect,
    EffectKind,
    FirstDealer,
    Preset,
    Rules,
    standard_card_table,
)
from tontine.sources import CardSource, SeededShuffle, Stacked, StackExhaustedError
from tontine.table import DealRecord, Phase, Table, check_players, fan_card

__version__ = "0.1.0"

__all__ = [
    "FULL_PACK",
    "MAX_SEATS",
    "MIN_SEATS",
    "PRESETS",
    "RECORD_FORMAT",
    "AllFall",
    "AnteIn",
    "Card",
    "CardAlreadyOutError",
    "CardDealt",
    "CardSource",
    "DealEnded",
    "DealRecord",
    "DealStarted",
    "DealVoided",
    "DeckHandling",
    "Died",
    "Effect",
    "EffectKind",
    "Ending",
    "Event",
    "FirstDealer",
    "FirstDealerChosen",
    "FirstDealerMethod",
    "GameOverError",
    "InvalidCardError",
    "PaidIntoPool",
    "PaidNeighbour",
    "PaymentVoid",
    "Phase",
    "PlayersError",
    "PoolShared",
    "Preset",
    "Rank",
    "RecordError",
    "ReshuffleReason",
    "Reshuffled",
    "Result",
    "Revived",
    "Rules",
    "RulesError",
    "SeatDrawn",
    "SeededShuffle",
    "StackExhaustedError",
    "Stacked",
    "Suit",
    "Table",
    "TontineError",
    "TookFromPool",
    "Won",
    "__version__",
    "check_players",
    "event_to_dict",
    "fan_card",
    "read_record",
    "replay",
    "standard_card_table",
    "to_record",
    "write_record",
]
