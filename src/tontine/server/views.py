"""What clients see of a room: its public state and the snapshot a socket gets on joining."""

from __future__ import annotations

from typing import Any

from tontine.events import event_to_dict
from tontine.rules import PRESETS
from tontine.server.protocol import Status
from tontine.server.realpack import hand_state, rules_of
from tontine.server.rooms import Conn, Room
from tontine.server.shuffle import ALGORITHM

__all__ = ["LOG_LENGTH", "public_state", "snapshot"]

LOG_LENGTH = 120  #: events of the log sent with a state


def public_state(room: Room) -> dict[str, Any]:
    """Everything anyone may see of a room, from the engine's state and events."""
    row, game, table = room.row, room.game, room.table
    rules, hand = rules_of(game.rules)
    online = room.connected()
    seats: list[dict[str, Any]] = []
    if table is not None and game.entrants is not None:
        by_pos = {s.pos: s for s in row.seats}
        for engine_seat, pos in enumerate(room.pos_of_engine_seat()):
            stored = by_pos.get(pos)
            seats.append({
                "pos": pos, "seat": engine_seat, "name": table.players[engine_seat],
                "emblem": stored.emblem if stored else "?", "bot": stored.bot if stored else False,
                "connected": pos in online, "holding": table.holdings[engine_seat],
                "alive": table.holdings[engine_seat] > 0,
            })
    else:
        for s in row.seats:
            seats.append({"pos": s.pos, "seat": None, "name": s.name, "emblem": s.emblem, "bot": s.bot,
                          "connected": s.pos in online, "holding": rules.stake, "alive": True})
    preset = next((p for p in PRESETS if p.name == rules.preset), None)
    return {
        "code": row.code,
        "game": game.game_no,
        "status": row.status.value,
        "phase": table.phase.value if table is not None else Status.LOBBY.value,
        "rules": rules.to_dict(),
        "preset_title": preset.title if preset else rules.preset,
        "preset_players": list(preset.players) if preset else None,
        "warnings": preset.warnings_for(len(seats)) if preset and len(seats) >= 2 else [],
        "max_seats": row.max_seats,
        "seats": seats,
        "host_pos": row.host_pos,
        "host_connected": any(c.host for c in room.conns),
        "pool": table.pool if table is not None else 0,
        "dealer": table.dealer if table is not None else None,
        "next_dealer": table.next_dealer if table is not None else None,
        "deal_number": table.deal_number if table is not None else 0,
        "winner": table.winner if table is not None else None,
        "win_how": table.win_how if table is not None else None,
        "shares": [list(s) for s in table.shares] if table is not None else [],
        "auto": room.auto,
        "cards": "hand" if hand else "shuffle",
        "hand": hand_state(room),
        "pace": room.pace,
        "shuffle": {
            "algorithm": ALGORITHM,
            "commitment": game.commitment,
            "server_seed": game.server_seed if game.revealed else None,
        },
        "log": [event_to_dict(e) for e in table.events[-LOG_LENGTH:]] if table is not None else [],
    }


def snapshot(room: Room, conn: Conn) -> dict[str, Any]:
    """The whole state for one socket, with who it is."""
    return {"type": "snapshot", "seq": room.seq, "you": {"pos": conn.pos, "host": conn.host},
            "state": public_state(room)}
