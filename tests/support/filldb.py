"""A database filled with tables in play, written straight through :class:`Storage` (for restart tests and benchmarks).

Each table is a real game: automatons seated, the engine dealing from the verifiable shuffle,
every deal stored with its events and the state after it as the server stores them, and the
table left dealing by itself at ``pace`` (or paused, ``pace=None``).
"""

from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass
from typing import Any

from sqlalchemy import insert

from tontine.events import event_to_dict
from tontine.rules import Rules
from tontine.server.room.codec import LOG_LENGTH
from tontine.server.room.codes import CODE_ALPHABET, CODE_LENGTH
from tontine.server.room.status import Status
from tontine.server.store.restore import log_start, state_of
from tontine.server.store.schema import deals_t, games_t, rooms_t, seats_t
from tontine.server.store.storage import Storage
from tontine.server.verify.shuffle import HmacShuffle, commitment
from tontine.table import Table

__all__ = ["Filled", "fill"]


@dataclass(frozen=True)
class Filled:
    """What was written: the tables' codes and each one's last stored deal number."""

    codes: list[str]
    last_deal: dict[str, int]


def fill(db_url: str, *, tables: int, deals: int, seats: int = 6, pace: float | None = 3.0,
         rules: dict[str, Any] | None = None, rng: random.Random | None = None, stored: bool = True) -> Filled:
    """``tables`` tables of ``seats`` automatons, ``deals`` deals each (fewer if a game ends first).

    ``stored=False`` leaves the state column empty, as a database written before it existed.
    """
    rng = rng or random.Random(12)
    stored_rules = (Rules.from_dict(rules) if rules else Rules.from_preset("german").replace(stake=400)).to_dict()
    engine_rules = Rules.from_dict(stored_rules)
    storage = Storage(db_url)
    codes: list[str] = []
    last: dict[str, int] = {}
    taken: set[str] = set()
    try:
        room_rows: list[dict[str, Any]] = []
        seat_rows: list[dict[str, Any]] = []
        game_rows: list[dict[str, Any]] = []
        writes: list[dict[str, Any]] = []
        for _ in range(tables):
            code = "".join(rng.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            while code in taken:
                code = "".join(rng.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            taken.add(code)
            server_seed = f"{rng.getrandbits(256):064x}"
            entrants = [(pos, f"Bot {pos + 1}", f"{rng.getrandbits(64):016x}") for pos in range(seats)]
            table = Table(engine_rules, [name for _p, name, _s in entrants],
                          source=HmacShuffle(server_seed, [s for _p, _n, s in entrants],
                                              names=[name for _p, name, _s in entrants]))
            log: list[dict[str, Any]] = []
            status = Status.PLAYING
            for number in range(deals + 1):
                if table.finished:
                    break
                data = [event_to_dict(e) for e in (table.open() if number == 0 else table.deal())]
                status = Status.FINISHED if table.finished else Status.PLAYING
                state = state_of(table, log_from=log_start(log, data, LOG_LENGTH)).to_json() if stored else None
                # the row Storage.store_deal writes (in bulk here: one statement for every deal)
                writes.append({"code": code, "game_no": 1, "number": number, "events": json.dumps(data),
                               "holdings": json.dumps(list(table.holdings)), "pool": table.pool,
                               "created_at": time.time(),
                               "state": json.dumps(state, separators=(",", ":")) if state else None,
                               "restore_from": state["needs_from"] if state else None})
                log = (log + data)[-LOG_LENGTH:]
            playing = status is Status.PLAYING
            room_rows.append({"code": code, "created_at": time.time(), "creator_ip": "127.0.0.1",
                              "host_hash": None, "host_pos": None, "max_seats": seats,
                              "rules": json.dumps(stored_rules), "game_no": 1, "status": status.value,
                              "next_pos": seats, "auto_pace": pace if playing else None})
            game_rows.append({"code": code, "game_no": 1, "rules": json.dumps(stored_rules),
                              "server_seed": server_seed, "commitment": commitment(server_seed),
                              "entrants": json.dumps(entrants), "revealed": not playing,
                              "shuffle_version": 2})  # dealt above with the names bound: version 2
            seat_rows.extend({"code": code, "pos": pos, "name": name, "emblem": "♠", "token_hash": None,
                              "bot": True, "seed": seed} for pos, name, seed in entrants)
            codes.append(code)
            last[code] = table.deal_number
        with storage.begin() as conn:
            conn.execute(insert(rooms_t), room_rows)
            conn.execute(insert(games_t), game_rows)
            conn.execute(insert(seats_t), seat_rows)
            conn.execute(insert(deals_t), writes)
    finally:
        storage.close()
    return Filled(codes, last)
