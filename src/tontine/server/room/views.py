"""What clients see of a room: its public state, the snapshot a socket gets on joining, and a deal.

A snapshot carries the whole state; after it, a client that said ``"protocol": 2`` in its hello
gets each deal as a compact ``deal`` message (about 1 KB for 20 seats): the deal's events as rows
``[k, value, ...]``, where ``event_kinds[k]`` in the snapshot is ``[kind, [field, ...]]`` naming the
event's kind and its values in order (the deal number left out), and the fields of the state a deal changes. Older clients get ``events`` with
the whole state. The snapshot also says how to reconnect (``reconnect``): wait a random time
between 0 and ``min(max_ms, base_ms * 2 ** attempt)`` before each new attempt.

The state a snapshot carries is built once per ``seq`` of the room, not once per socket: a
broadcast that carries the state leaves it as the state of its ``seq`` (see
:func:`remember_state`), and the first snapshot at a ``seq`` that has none builds and keeps it
(:func:`cached_state`, :func:`state_text`). Every change a client can see is broadcast, so a
state kept for a ``seq`` is the state that ``seq`` stands for; only who is connected changes
between broadcasts (a phone saying hello): a snapshot then gets the kept state with the
connected flags of now, copied over, not built again.
"""

from __future__ import annotations

from typing import Any

from tontine.events import event_to_dict
from tontine.rules import PRESETS, Preset
from tontine.rules_text import preset_warnings
from tontine.server.room.codec import EVENT_KINDS, LOG_LENGTH, compact, encode
from tontine.server.room.hyphens import display_names
from tontine.server.room.room import Conn, Connected, Room, StateCache, by_hand
from tontine.server.room.status import Status
from tontine.server.verify.shuffle import ALGORITHMS
from tontine.table import Table

__all__ = ["PROTOCOL", "RECONNECT", "cached_state", "deal_message", "hand_state", "log_of", "public_state", "remember_state", "snapshot", "snapshot_text",
           "state_text"]

PROTOCOL = 2  #: the newest protocol the server speaks (2: compact deal messages)

#: how a page reconnects: a random wait up to the exponential bound ("full jitter"), so a thousand
#: phones coming back after a restart arrive spread out, not as one wave
RECONNECT = {"base_ms": 500, "max_ms": 30_000, "jitter": "full"}

_SNAPSHOT_TAIL = (f',"protocol":{PROTOCOL},"event_kinds":{encode(EVENT_KINDS)},'
                  f'"reconnect":{encode(RECONNECT)}}}')


#: (preset, seats) -> the preset's warnings for that many seats (formatting them costs as much as the rest)
_WARNINGS: dict[tuple[str, int], list[str]] = {}


def log_of(room: Room) -> list[dict[str, Any]]:
    """The last :data:`LOG_LENGTH` events of the room's game as plain data (cached per engine table)."""
    table = room.table
    if table is None:
        return []
    if room.ahead is not None:  # deals forwarded past the engine table (see tontine.server.room.ahead)
        return room.ahead.log
    cached_for, log = room.log_cache
    if cached_for is not table:
        log = [event_to_dict(e) for e in table.events[-LOG_LENGTH:]]
        if len(log) < LOG_LENGTH:  # a table restored from its state: the earlier events are the stored ones
            before = room.log_before(LOG_LENGTH)
            if before:
                log = (before + log)[-LOG_LENGTH:]
        room.log_cache = (table, log)
    return log


def public_state(room: Room) -> dict[str, Any]:
    """Everything anyone may see of a room, from the engine's state and events."""
    row, game, table = room.row, room.game, room.table
    # what deals move: from the deals forwarded past the engine table, if any (tontine.server.room.ahead)
    moved = room.ahead if room.ahead is not None and table is not None else table
    rules = room.rules
    hand = by_hand(room)
    online = room.connected()
    seats: list[dict[str, Any]] = []
    if table is not None and game.entrants is not None:
        by_pos = {s.pos: s for s in row.seats}
        holdings = moved.holdings if moved is not None else table.holdings
        for engine_seat, pos in enumerate(room.pos_of_engine_seat()):
            stored = by_pos.get(pos)
            seats.append({
                "pos": pos, "seat": engine_seat, "name": table.players[engine_seat],
                "display": display_names(table.players[engine_seat]),
                "emblem": stored.emblem if stored else "?", "bot": stored.bot if stored else False,
                "connected": pos in online, "holding": holdings[engine_seat],
                "alive": holdings[engine_seat] > 0,
            })
    else:
        for s in row.seats:
            seats.append({"pos": s.pos, "seat": None, "name": s.name, "display": display_names(s.name),
                          "emblem": s.emblem, "bot": s.bot,
                          "connected": s.pos in online, "holding": rules.stake, "alive": True})
    preset = next((p for p in PRESETS if p.name == rules.preset), None)
    return {
        "code": row.code,
        "game": game.game_no,
        "status": row.status.value,
        "phase": moved.phase.value if moved is not None else Status.LOBBY.value,
        "rules": rules.to_dict(),
        "preset_title": preset.title if preset else rules.preset,
        "preset_players": list(preset.players) if preset else None,
        "warnings": _warnings(preset, len(seats)) if preset and len(seats) >= 2 else [],
        "max_seats": row.max_seats,
        "seats": seats,
        "host_pos": row.host_pos,
        "host_connected": room.host_connected(),
        "pool": moved.pool if moved is not None else 0,
        "dealer": moved.dealer if moved is not None else None,
        "next_dealer": moved.next_dealer if moved is not None else None,
        "deal_number": moved.deal_number if moved is not None else 0,
        "winner": moved.winner if moved is not None else None,
        "win_how": moved.win_how if moved is not None else None,
        "shares": [list(s) for s in moved.shares] if moved is not None else [],
        # dealing by itself here, or (stored pace) on another process of the database
        "auto": room.dealing,
        "cards": "hand" if hand else "shuffle",
        "hand": hand_state(room),
        "pace": room.pace,
        "shuffle": {
            "algorithm": ALGORITHMS[game.shuffle_version],
            "commitment": game.commitment,
            "server_seed": game.server_seed if game.revealed else None,
        },
        "log": log_of(room),
    }


def hand_state(room: Room) -> dict[str, Any] | None:
    """What the pages need to enter the next card of a real pack: the seat it goes to, and whether undo can act."""
    if not by_hand(room):
        return None
    table = room.table
    pending = room.pending_typed()
    return {
        "next_seat": table.next_seat if table is not None else None,
        "next_dealer": table.next_dealer if table is not None else None,
        "can_undo": pending is not None,
        "cards": pending.cards if pending else [],
    }


def _warnings(preset: Preset, seats: int) -> list[str]:
    key = (preset.name, seats)
    found = _WARNINGS.get(key)
    if found is None:
        found = _WARNINGS[key] = preset_warnings(preset, seats)
    return list(found)


def _presence(room: Room) -> Connected:
    return frozenset(room.connected()), any(c.host for c in room.conns)


def remember_state(room: Room, state: dict[str, Any]) -> None:
    """``state``, just built and broadcast, is the room's state at its current ``seq``."""
    room.state_cache = StateCache(room.seq, _presence(room), state)


def cached_state(room: Room) -> dict[str, Any]:
    """The room's public state now: built once per ``seq`` by the first to ask, then shared (never mutate it).

    Within one ``seq`` a change of who is connected copies the kept state with the new flags.
    """
    presence = _presence(room)
    cache = room.state_cache
    if cache is None or cache.seq != room.seq:
        cache = StateCache(room.seq, presence, public_state(room))
    elif cache.presence != presence:
        online, host = presence
        state = cache.state
        cache = StateCache(room.seq, presence, {
            **state, "host_connected": host,
            "seats": [{**seat, "connected": seat["pos"] in online} for seat in state["seats"]],
        })
    else:
        return cache.state
    room.state_cache = cache
    return cache.state


def state_text(room: Room) -> str:
    """:func:`cached_state` as JSON text, encoded once per ``seq``."""
    cached_state(room)
    cache = room.state_cache
    assert cache is not None
    if cache.text is None:
        cache = room.state_cache = cache._replace(text=encode(cache.state))
    assert cache.text is not None
    return cache.text


def snapshot(room: Room, conn: Conn) -> dict[str, Any]:
    """The whole state for one socket, with who it is, the protocol and the reconnect policy."""
    return {"type": "snapshot", "seq": room.seq, "you": {"pos": conn.pos, "host": conn.host},
            "state": cached_state(room), "protocol": PROTOCOL, "event_kinds": EVENT_KINDS,
            "reconnect": RECONNECT}


def snapshot_text(room: Room, conn: Conn) -> str:
    """:func:`snapshot` as JSON text, from the state's text encoded once per ``seq``."""
    you = encode({"pos": conn.pos, "host": conn.host})
    return f'{{"type":"snapshot","seq":{room.seq},"you":{you},"state":{state_text(room)}{_SNAPSHOT_TAIL}'


def deal_message(room: Room, events: list[dict[str, Any]], table: Table | None = None) -> dict[str, Any]:
    """What a deal changed, for clients of protocol 2: the events as rows and the state a deal moves.

    ``table``: the table after the deal (by default the room's). The message is the same whether it
    is built before the deal is the room's (to be published as it is committed) or after: a deal
    that finishes the game makes the status finished, stops the dealing and reveals the seed.
    """
    table = table if table is not None else room.table
    assert table is not None
    finished = table.finished
    return {
        "type": "deal",
        "deal": table.deal_number,
        "events": [compact(e) for e in events],
        "holdings": list(table.holdings),  # by engine seat
        "pool": table.pool,
        "dealer": table.dealer,
        "next_dealer": table.next_dealer,
        "status": Status.FINISHED.value if finished else room.row.status.value,
        "phase": table.phase.value,
        "winner": table.winner,
        "win_how": table.win_how,
        "shares": [list(s) for s in table.shares],
        "auto": room.dealing and not finished,
        "server_seed": room.game.server_seed if room.game.revealed or finished else None,
    }
