"""The web application: tables, seats, tokens, the deal loop and the WebSocket protocol.

``create_app(db_url=..., clock=..., rng=...)`` builds a FastAPI app; tests run it
in-process with an injectable clock. A table in play is a :class:`tontine.Table`
fed by :class:`~tontine.server.shuffle.HmacShuffle`; every deal is committed to
the database before it is broadcast, and a restarted server rebuilds each table
by re-running the engine over the stored seeds, checking each stored deal.
A table that was dealing by itself goes on doing so after a restart.
The protocol is documented in ``docs/server.md``.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import io
import json
import logging
import secrets
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any, Protocol

import segno
from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles

from tontine.errors import GameOverError, TontineError
from tontine.events import event_to_dict
from tontine.names import PERIOD_NAMES
from tontine.record import to_record
from tontine.rules import PRESETS, Rules
from tontine.server.i18n import catalogs, negotiate
from tontine.server.protocol import (
    CODE_ALPHABET,
    CODE_LENGTH,
    EMBLEMS,
    EMOTES,
    Limits,
    RateLimiter,
    Refusal,
    clean_code,
    clean_emblem,
    clean_name,
    rules_from_request,
)
from tontine.server.shuffle import ALGORITHM, HmacShuffle, check_seed_text, commitment, shuffle_extra
from tontine.server.storage import DealConflict, GameRow, SeatRow, Storage, TableRow
from tontine.table import Table

__all__ = ["Server", "create_app"]

log = logging.getLogger("tontine.server")

STATIC = Path(str(resources.files("tontine.server") / "static"))
LOG_LENGTH = 120


class RandomSource(Protocol):
    """What the server needs from randomness (the :mod:`secrets` module fits)."""

    def token_urlsafe(self, nbytes: int | None = ...) -> str: ...
    def token_hex(self, nbytes: int | None = ...) -> str: ...
    def choice(self, seq: Any) -> Any: ...


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


@dataclass
class Conn:
    ws: WebSocket
    pos: int | None = None
    host: bool = False
    messages: list[float] = field(default_factory=list)


@dataclass
class Live:
    """One table in memory: its stored rows and, once started, the engine table."""

    row: TableRow
    game: GameRow
    table: Table | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    conns: list[Conn] = field(default_factory=list)
    seq: int = 0
    auto: bool = False
    pace: float = 3.0
    auto_task: asyncio.Task[None] | None = None
    host_away_since: float | None = None
    idle_since: float | None = None  #: when the last connection closed (None while watched)

    @property
    def code(self) -> str:
        return self.row.code

    def seat(self, pos: int) -> SeatRow | None:
        return next((s for s in self.row.seats if s.pos == pos), None)

    def pos_of_engine_seat(self) -> list[int]:
        """Engine seat -> seat position (the fan draw may have reordered the players)."""
        assert self.table is not None and self.game.entrants is not None
        by_name = {name: pos for pos, name, _seed in self.game.entrants}
        return [by_name[name] for name in self.table.players]


class Server:
    """The state of all tables, shared by the HTTP routes and the WebSocket."""

    def __init__(self, storage: Storage, *, clock: Callable[[], float], rng: RandomSource,
                 limits: Limits) -> None:
        self.storage = storage
        self.clock = clock
        self.rng = rng
        self.limits = limits
        self.limiter = RateLimiter(clock)
        self.tables: dict[str, Live] = {}
        self.sockets: dict[str, int] = {}  #: open WebSockets by address

    # -- loading ---------------------------------------------------------------

    def load(self, code: str) -> Live | None:
        live = self.tables.get(code)
        if live is not None:
            return live
        row = self.storage.load_table(code)
        if row is None:
            return None
        game = self.storage.load_game(code, row.game_no)
        assert game is not None
        live = Live(row=row, game=game, idle_since=self.clock())
        if row.auto_pace is not None:
            live.pace = row.auto_pace
        if game.entrants is not None:
            live.table = self.rebuild(code, game)
        if row.host_pos is not None or row.host_hash is not None:
            live.host_away_since = self.clock()
        self.tables[code] = live
        return live

    def refresh(self, live: Live) -> None:
        """Reload a table from the database in place (its connections stay)."""
        row = self.storage.load_table(live.code)
        game = self.storage.load_game(live.code, row.game_no) if row is not None else None
        if row is None or game is None:
            return
        live.row, live.game = row, game
        live.table = self.rebuild(live.code, game) if game.entrants is not None else None

    def rebuild(self, code: str, game: GameRow) -> Table:
        """The engine table of a started game, re-run from its seeds and checked deal by deal."""
        assert game.entrants is not None
        source = HmacShuffle(game.server_seed, [seed for _pos, _name, seed in game.entrants])
        table = Table(Rules.from_dict(game.rules), [name for _pos, name, _seed in game.entrants], source=source)
        for number, _events, holdings, pool in self.storage.load_deals(code, game.game_no):
            if number == 0:
                table.open()
            else:
                table.deal()
            if list(table.holdings) != holdings or table.pool != pool:
                raise TontineError(f"table {code}: deal {number} does not rebuild to the stored state")
        return table

    def lookup(self, code: object, ip: str) -> Live:
        """A table by code; unknown codes count against the address's lookup budget."""
        key = ("miss", ip)
        if self.limiter.over(key, self.limits.lookup_misses, 600):
            raise Refusal("too many unknown table codes from this address: wait a few minutes", 429, "lookup_rate")
        try:
            live = self.load(clean_code(code))
        except Refusal:
            live = None
        if live is None:
            self.limiter.hit(key, self.limits.lookup_misses, 600)
            raise Refusal(f"no table with the code {str(code)[:12]!r}", 404, "no_table", code=str(code)[:12])
        return live

    # -- who is asking -----------------------------------------------------------

    def seat_of(self, live: Live, token: object) -> SeatRow | None:
        if not isinstance(token, str) or not token:
            return None
        digest = _hash(token)
        return next((s for s in live.row.seats if s.token_hash == digest), None)

    def is_host(self, live: Live, token: object) -> bool:
        if not isinstance(token, str) or not token:
            return False
        if live.row.host_hash is not None and secrets.compare_digest(_hash(token), live.row.host_hash):
            return True
        seat = self.seat_of(live, token)
        return seat is not None and seat.pos == live.row.host_pos

    def need_host(self, live: Live, token: object) -> None:
        if not self.is_host(live, token):
            raise Refusal("only the host can do that", 403, "host_only")

    # -- state --------------------------------------------------------------------

    def connected(self, live: Live) -> set[int]:
        return {c.pos for c in live.conns if c.pos is not None}

    def public_state(self, live: Live) -> dict[str, Any]:
        row, game, table = live.row, live.game, live.table
        rules = Rules.from_dict(game.rules)
        online = self.connected(live)
        seats: list[dict[str, Any]] = []
        if table is not None and game.entrants is not None:
            by_pos = {s.pos: s for s in row.seats}
            for engine_seat, pos in enumerate(live.pos_of_engine_seat()):
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
        status = row.status
        return {
            "code": row.code,
            "game": game.game_no,
            "status": status,
            "phase": table.phase.value if table is not None else "lobby",
            "rules": rules.to_dict(),
            "preset_title": preset.title if preset else rules.preset,
            "preset_players": list(preset.players) if preset else None,
            "warnings": preset.warnings_for(len(seats)) if preset and len(seats) >= 2 else [],
            "max_seats": row.max_seats,
            "seats": seats,
            "host_pos": row.host_pos,
            "host_connected": any(c.host for c in live.conns),
            "pool": table.pool if table is not None else 0,
            "dealer": table.dealer if table is not None else None,
            "next_dealer": table.next_dealer if table is not None else None,
            "deal_number": table.deal_number if table is not None else 0,
            "winner": table.winner if table is not None else None,
            "win_how": table.win_how if table is not None else None,
            "shares": [list(s) for s in table.shares] if table is not None else [],
            "auto": live.auto,
            "pace": live.pace,
            "shuffle": {
                "algorithm": ALGORITHM,
                "commitment": game.commitment,
                "server_seed": game.server_seed if game.revealed else None,
            },
            "log": [event_to_dict(e) for e in table.events[-LOG_LENGTH:]] if table is not None else [],
        }

    def record(self, live: Live, game_no: int | None = None) -> dict[str, Any]:
        game = live.game if game_no in (None, live.game.game_no) else self.storage.load_game(live.code, game_no or 0)
        if game is None:
            raise Refusal(f"table {live.code} has no game {game_no}", 404)
        if game.entrants is None:
            raise Refusal("the game has not started: there is no record yet", 409)
        table = live.table if game is live.game else self.rebuild(live.code, game)
        assert table is not None
        extra = shuffle_extra(game.server_seed if game.revealed else None, game.commitment,
                              [name for _p, name, _s in game.entrants], [s for _p, _n, s in game.entrants])
        extra["table"] = {"code": live.code, "game": game.game_no}
        return to_record(table, source="server", extra=extra)

    # -- broadcasting -------------------------------------------------------------------

    async def send(self, conn: Conn, message: dict[str, Any]) -> None:
        try:
            await conn.ws.send_text(json.dumps(message))
        except Exception:  # a closed socket is dropped by its own receive loop
            log.debug("send to a closed socket", exc_info=True)

    async def broadcast(self, live: Live, message: dict[str, Any]) -> None:
        live.seq += 1
        message = {"seq": live.seq, **message}
        for conn in list(live.conns):
            await self.send(conn, message)

    async def broadcast_state(self, live: Live) -> None:
        await self.broadcast(live, {"type": "state", "state": self.public_state(live)})

    def snapshot(self, live: Live, conn: Conn) -> dict[str, Any]:
        return {"type": "snapshot", "seq": live.seq, "you": {"pos": conn.pos, "host": conn.host},
                "state": self.public_state(live)}

    # -- seats ------------------------------------------------------------------------

    async def join(self, live: Live, body: dict[str, Any], ip: str) -> dict[str, Any]:
        async with live.lock:
            existing = self.seat_of(live, body.get("token"))
            if existing is not None:  # a reload or a second tab: the same seat, never a new one
                return {"pos": existing.pos, "token": body["token"], "state": self.public_state(live)}
            if live.row.status != "lobby":
                raise Refusal("the game has started: you can watch without a seat", 409, "started")
            if not self.limiter.hit(("join", ip), self.limits.joins_per_minute, 60):
                raise Refusal("too many seats taken from this address: wait a minute", 429, "join_rate")
            replace = body.get("replace")
            target = None
            if replace is not None:
                target = live.seat(replace) if isinstance(replace, int) and not isinstance(replace, bool) else None
                if target is None or not target.bot:
                    raise Refusal(f"seat {str(replace)[:8]!r} is not an automaton's seat", 409)
            taken = [s.name for s in live.row.seats if s is not target]
            name = clean_name(body.get("name"), taken)
            emblem = clean_emblem(body.get("emblem"))
            try:
                seed = check_seed_text(body.get("seed"))
            except TontineError as exc:
                raise Refusal(str(exc)) from None
            token = self.rng.token_urlsafe(24)
            if target is not None:
                target.name, target.emblem, target.bot, target.seed = name, emblem, False, seed
                target.token_hash = _hash(token)
                self.storage.update_seat(live.code, target.pos, name=name, emblem=emblem, bot=False, seed=seed,
                                         token_hash=target.token_hash)
                pos = target.pos
            else:
                if len(live.row.seats) >= live.row.max_seats:
                    raise Refusal(f"the table is full ({live.row.max_seats} seats): you can watch", 409, "full",
                                  max=live.row.max_seats)
                pos = live.row.next_pos
                seat = SeatRow(pos, name, emblem, _hash(token), False, seed)
                live.row.next_pos += 1
                self.storage.add_seat(live.code, seat, live.row.next_pos)
                live.row.seats.append(seat)
            if self.is_host(live, body.get("host_token")) and live.row.host_pos is None:
                live.row.host_pos = pos
                self.storage.update_table(live.code, host_pos=pos)
            await self.broadcast_state(live)
            return {"pos": pos, "token": token, "state": self.public_state(live)}

    def add_bots(self, live: Live, count: int) -> int:
        names = {s.name.casefold() for s in live.row.seats}
        added = 0
        for name in PERIOD_NAMES:
            if added >= count or len(live.row.seats) >= live.row.max_seats:
                break
            if name.casefold() in names:
                continue
            seat = SeatRow(live.row.next_pos, name, EMBLEMS[live.row.next_pos % len(EMBLEMS)], None, True,
                           self.rng.token_hex(16))
            live.row.next_pos += 1
            self.storage.add_seat(live.code, seat, live.row.next_pos)
            live.row.seats.append(seat)
            added += 1
        return added

    # -- the game -------------------------------------------------------------------------

    async def start(self, live: Live) -> None:
        if live.row.status != "lobby":
            raise Refusal("the game has already started", 409, "started")
        if len(live.row.seats) < 2:
            raise Refusal("a game needs at least 2 seats: fill the empty ones with automatons", 409, "two_seats")
        entrants = [(s.pos, s.name, s.seed) for s in live.row.seats]
        source = HmacShuffle(live.game.server_seed, [seed for _p, _n, seed in entrants])
        table = Table(Rules.from_dict(live.game.rules), [name for _p, name, _s in entrants], source=source)
        events = table.open()
        self.storage.store_deal(live.code, live.game.game_no, 0, [event_to_dict(e) for e in events],
                                list(table.holdings), table.pool, status="playing", entrants=entrants)
        live.game.entrants = entrants
        live.table = table
        live.row.status = "playing"
        await self.broadcast(live, {"type": "events", "events": [event_to_dict(e) for e in events],
                                    "state": self.public_state(live)})

    async def deal(self, live: Live, expect: int | None = None) -> None:
        """One whole deal: computed on a copy, committed, then made current and broadcast."""
        table = live.table
        if table is None or live.row.status != "playing":
            raise Refusal("there is no game in play at this table", 409)
        number = table.deal_number + 1
        if expect is not None and expect != number:
            raise Refusal(f"deal {expect} has already been dealt (next is deal {number})", 409, "dealt", n=expect)
        work = table.copy()
        try:
            events = work.deal()
        except GameOverError as exc:
            raise Refusal(str(exc), 409) from None
        status = "finished" if work.finished else "playing"
        data = [event_to_dict(e) for e in events]
        try:
            self.storage.store_deal(live.code, live.game.game_no, number, data, list(work.holdings), work.pool,
                                    status=status)
        except DealConflict:
            # another server process dealt it: take the stored state and refuse this one
            self.refresh(live)
            await self.broadcast_state(live)
            raise Refusal(f"deal {number} has already been dealt", 409, "dealt", n=number) from None
        live.table = work
        live.row.status = status
        if work.finished:
            live.game.revealed = True
            live.auto = False
            live.row.auto_pace = None  # store_deal cleared it with the finish
        await self.broadcast(live, {"type": "events", "events": data, "state": self.public_state(live)})

    async def auto_loop(self, live: Live) -> None:
        keep_stored = False  #: whether a restart should still resume this table
        try:
            while True:
                await asyncio.sleep(live.pace)
                async with live.lock:
                    if not live.auto or live.row.status != "playing":
                        break
                    await self.deal(live)
        except Refusal as exc:
            # another server process dealt first: that one deals on, so its stored pace stays
            keep_stored = exc.key == "dealt"
        except asyncio.CancelledError:
            # a pause, an end or a shutdown: a pause and an end clear the stored pace themselves,
            # a shutdown keeps it so the next start resumes the table
            keep_stored = True
            raise
        except Exception:
            log.exception("table %s: auto-dealing stopped", live.code)
        finally:
            if live.auto_task is asyncio.current_task():
                live.auto_task = None
            if live.auto:
                live.auto = False
                await self.broadcast_state(live)
            if not keep_stored:
                try:
                    self.forget_auto(live)
                except Exception:
                    log.exception("table %s: cannot record that auto-dealing stopped", live.code)

    def start_auto(self, live: Live) -> None:
        """Deal by itself at ``live.pace`` (the caller holds the lock and has checked the game is in play)."""
        live.auto = True
        live.auto_task = asyncio.get_running_loop().create_task(self.auto_loop(live))

    def stop_auto(self, live: Live) -> None:
        """Stop dealing by itself in this process; the stored pace stays (see :meth:`forget_auto`)."""
        live.auto = False
        if live.auto_task is not None and live.auto_task is not asyncio.current_task():
            live.auto_task.cancel()
        live.auto_task = None

    def forget_auto(self, live: Live) -> None:
        """Record that the table no longer deals by itself, so a restart leaves it paused."""
        if live.row.auto_pace is not None:
            live.row.auto_pace = None
            self.storage.set_auto_pace(live.code, None)

    def resume_auto(self) -> list[str]:
        """At start-up: load the tables that were dealing by themselves and set them dealing again."""
        resumed = []
        for code in self.storage.codes_dealing_by_themselves():
            try:
                live = self.load(code)
            except TontineError as exc:
                log.error("cannot rebuild table %s: %s", code, exc)
                continue
            if live is None or live.auto or live.row.status != "playing" or live.row.auto_pace is None:
                continue
            live.pace = min(max(live.row.auto_pace, self.limits.min_pace), self.limits.max_pace)
            self.start_auto(live)
            resumed.append(code)
        return resumed

    async def action(self, live: Live, body: dict[str, Any]) -> dict[str, Any]:
        action = body.get("action")
        token = body.get("token")
        if live.idle_since is not None:
            live.idle_since = self.clock()
        async with live.lock:
            self.need_host(live, token)
            if action == "start":
                await self.start(live)
            elif action == "deal":
                expect = body.get("expect")
                if expect is not None and (isinstance(expect, bool) or not isinstance(expect, int)):
                    raise Refusal("expect must be a deal number")
                await self.deal(live, expect)
            elif action == "auto":
                pace = body.get("pace", live.pace)
                if isinstance(pace, bool) or not isinstance(pace, int | float) or not (
                    self.limits.min_pace <= pace <= self.limits.max_pace
                ):
                    raise Refusal(f"pace must be {self.limits.min_pace} to {self.limits.max_pace} seconds", 400, "pace",
                                  low=self.limits.min_pace, high=self.limits.max_pace)
                if live.row.status != "playing":
                    raise Refusal("there is no game in play at this table", 409)
                live.pace = float(pace)
                if live.row.auto_pace != live.pace:
                    self.storage.set_auto_pace(live.code, live.pace)
                    live.row.auto_pace = live.pace
                if not live.auto:
                    self.start_auto(live)
                await self.broadcast_state(live)
            elif action == "pause":
                self.stop_auto(live)
                self.forget_auto(live)
                await self.broadcast_state(live)
            elif action == "fill":
                if live.row.status != "lobby":
                    raise Refusal("seats can be filled only before the start", 409)
                count = body.get("count", live.row.max_seats)
                if isinstance(count, bool) or not isinstance(count, int) or count < 1:
                    raise Refusal("count must be a number of seats")
                if self.add_bots(live, count) == 0:
                    raise Refusal("there is no empty seat to fill", 409)
                await self.broadcast_state(live)
            elif action == "remove":
                if live.row.status != "lobby":
                    raise Refusal("seats can be removed only before the start", 409)
                seat = live.seat(body.get("pos"))  # type: ignore[arg-type]
                if seat is None:
                    raise Refusal(f"no seat {str(body.get('pos'))[:8]!r} at this table", 404)
                if seat.pos == live.row.host_pos and live.row.host_hash is None:
                    raise Refusal("hand the host role to someone else before leaving the table", 409, "handover_first")
                live.row.seats.remove(seat)
                self.storage.remove_seat(live.code, seat.pos)
                if live.row.host_pos == seat.pos:
                    live.row.host_pos = None
                    self.storage.update_table(live.code, host_pos=None)
                for conn in live.conns:
                    if conn.pos == seat.pos:
                        conn.pos = None
                await self.broadcast_state(live)
            elif action == "handover":
                seat = live.seat(body.get("pos"))  # type: ignore[arg-type]
                if seat is None or seat.bot:
                    raise Refusal("the host role goes to a person's seat", 409)
                self.hand_over(live, seat.pos)
                await self.broadcast_state(live)
            elif action == "end":
                if live.row.status not in ("lobby", "playing"):
                    raise Refusal("the table is already over", 409)
                self.stop_auto(live)
                self.storage.end_game(live.code, live.game.game_no)
                live.row.status, live.row.auto_pace = "ended", None
                live.game.revealed = True
                await self.broadcast_state(live)
            elif action == "again":
                if live.row.status not in ("finished", "ended"):
                    raise Refusal("play again once the game is over", 409)
                seed = self.rng.token_hex(32)
                game_no = live.game.game_no + 1
                self.storage.new_game(live.code, game_no, rules=live.game.rules, server_seed=seed,
                                      commitment=commitment(seed))
                game = self.storage.load_game(live.code, game_no)
                assert game is not None
                live.game, live.table = game, None
                live.row.status, live.row.game_no, live.row.auto_pace = "lobby", game_no, None
                await self.broadcast_state(live)
            else:
                raise Refusal(f"unknown action {str(action)[:20]!r}")
            return self.public_state(live)

    def hand_over(self, live: Live, pos: int) -> None:
        live.row.host_pos = pos
        live.row.host_hash = None  # the creator's own token no longer rules the table
        self.storage.update_table(live.code, host_pos=pos, host_hash=None)
        for conn in live.conns:
            conn.host = conn.pos == pos
        live.host_away_since = None if any(c.host for c in live.conns) else self.clock()

    def unload_idle(self) -> list[str]:
        """Drop from memory the tables nobody has watched for a while; they reload from the database."""
        gone = []
        for code, live in list(self.tables.items()):
            if (not live.conns and not live.auto and not live.lock.locked() and live.idle_since is not None
                    and self.clock() - live.idle_since > self.limits.idle_unload):
                del self.tables[code]
                gone.append(code)
        return gone

    async def check_hosts(self) -> None:
        """Pass the host role on from a host gone longer than the limit to a connected person."""
        for live in list(self.tables.values()):
            if live.host_away_since is None or live.row.status not in ("lobby", "playing", "finished"):
                continue
            if self.clock() - live.host_away_since < self.limits.host_timeout:
                continue
            async with live.lock:
                humans = [c.pos for c in live.conns if c.pos is not None and c.pos != live.row.host_pos
                          and not (live.seat(c.pos) or SeatRow(0, "", "", None, True, "")).bot]
                if humans:
                    self.hand_over(live, min(humans))
                    await self.broadcast_state(live)

    # -- the WebSocket -------------------------------------------------------------------

    async def socket(self, ws: WebSocket, code: str) -> None:
        ip = ws.client.host if ws.client else "?"
        await ws.accept()
        try:
            live = self.lookup(code, ip)
        except Refusal as exc:
            await ws.send_text(json.dumps({"type": "error", "seq": 0, "message": str(exc), "key": exc.key,
                                           "values": exc.values}))
            await ws.close(code=4404)
            return
        if (self.sockets.get(ip, 0) >= self.limits.ws_per_address
                or len(live.conns) >= self.limits.ws_per_table):
            await ws.send_text(json.dumps({"type": "error", "seq": live.seq, "key": "sockets",
                                           "message": "too many open connections: close a tab and retry"}))
            await ws.close(code=1013)
            return
        conn = Conn(ws)
        live.conns.append(conn)
        live.idle_since = None
        self.sockets[ip] = self.sockets.get(ip, 0) + 1
        try:
            while True:
                frame = await ws.receive()
                if frame["type"] == "websocket.disconnect":
                    raise WebSocketDisconnect(frame.get("code", 1000))
                text = frame.get("text")
                now = self.clock()
                conn.messages = [t for t in conn.messages if t > now - 10] + [now]
                size = len(text.encode("utf-8")) if text is not None else len(frame.get("bytes") or b"")
                if size > self.limits.ws_message_size:
                    await self.send(conn, {"type": "error", "seq": live.seq, "message": "message too large",
                                           "key": "too_large"})
                    await ws.close(code=1009)
                    return
                if len(conn.messages) > self.limits.ws_messages:
                    await self.send(conn, {"type": "error", "seq": live.seq,
                                           "message": "too many messages: slow down", "key": "slow"})
                    await ws.close(code=1008)
                    return
                try:
                    if text is None:  # a binary frame
                        raise ValueError
                    message = _json(text)
                    if not isinstance(message, dict):
                        raise ValueError
                except ValueError:
                    await self.send(conn, {"type": "error", "seq": live.seq,
                                           "message": "messages are JSON objects"})
                    continue
                await self.on_message(live, conn, message)
        except WebSocketDisconnect:
            pass
        finally:
            self.sockets[ip] -= 1
            if not self.sockets[ip]:
                del self.sockets[ip]
            if conn in live.conns:
                live.conns.remove(conn)
            if not live.conns:
                live.idle_since = self.clock()
            if conn.host and not any(c.host for c in live.conns):
                live.host_away_since = self.clock()
            if conn.pos is not None or conn.host:
                async with live.lock:
                    await self.broadcast_state(live)

    async def on_message(self, live: Live, conn: Conn, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "hello":
            async with live.lock:
                seat = self.seat_of(live, message.get("token"))
                was = (conn.pos, conn.host)
                conn.pos = seat.pos if seat else None
                conn.host = self.is_host(live, message.get("token")) or self.is_host(live, message.get("host_token"))
                seed = message.get("seed")
                if seat is not None and seed is not None and live.row.status == "lobby":
                    # a fresh contribution on every visit until the game starts
                    with contextlib.suppress(TontineError):
                        seat.seed = check_seed_text(seed)
                        self.storage.update_seat(live.code, seat.pos, seed=seat.seed)
                if conn.host:
                    live.host_away_since = None
                await self.send(conn, self.snapshot(live, conn))
                if (conn.pos, conn.host) != was:
                    await self.broadcast_state(live)
        elif kind == "snapshot":
            await self.send(conn, self.snapshot(live, conn))
        elif kind == "react":
            emote = message.get("emote")
            if conn.pos is None or emote not in EMOTES:
                await self.send(conn, {"type": "error", "seq": live.seq, "key": "react",
                                       "message": "reactions are for seated players, from the list"})
                return
            await self.broadcast(live, {"type": "reaction", "pos": conn.pos, "emote": emote})
        elif kind == "ping":
            await self.send(conn, {"type": "pong", "seq": live.seq})
        else:
            await self.send(conn, {"type": "error", "seq": live.seq, "message": f"unknown message type {str(kind)[:20]!r}"})

    # -- creating ----------------------------------------------------------------------

    def create(self, body: object, ip: str) -> dict[str, Any]:
        rules, seats = rules_from_request(body, self.limits)  # a mistyped form costs no table
        if not self.limiter.hit(("create", ip), self.limits.tables_per_hour, 3600):
            raise Refusal(f"this address has created {self.limits.tables_per_hour} tables in the last hour: "
                          "wait or reuse one", 429, "create_rate", n=self.limits.tables_per_hour)
        host_token = self.rng.token_urlsafe(24)
        seed = self.rng.token_hex(32)
        for _attempt in range(20):
            code = "".join(self.rng.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if self.storage.create_table(code, creator_ip=ip, host_hash=_hash(host_token), max_seats=seats,
                                         rules=rules.to_dict(), server_seed=seed, commitment=commitment(seed)):
                live = self.load(code)
                assert live is not None
                live.host_away_since = self.clock()
                return {"code": code, "host_token": host_token, "url": f"/t/{code}",
                        "state": self.public_state(live)}
        raise Refusal("could not find a free table code: try again", 503)


def _ip(request: Request) -> str:
    return request.client.host if request.client else "?"


#: bytes in one API request body, and in one record sent to /api/verify
BODY_LIMIT = 8192
RECORD_LIMIT = 2_000_000


async def _read_limited(request: Request, limit: int, what: str) -> bytes:
    """The request body, refused as soon as it passes ``limit`` bytes (never read whole into memory)."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limit:
        raise Refusal(f"{what} is too large (at most {limit} bytes)", 413)
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise Refusal(f"{what} is too large (at most {limit} bytes)", 413)
        chunks.append(chunk)
    return b"".join(chunks)


def _json(raw: bytes | str) -> Any:
    """Parsed JSON; a ValueError for anything that is not (nesting too deep included)."""
    try:
        return json.loads(raw)
    except RecursionError:
        raise ValueError("nested too deeply") from None


async def _body(request: Request) -> dict[str, Any]:
    raw = await _read_limited(request, BODY_LIMIT, "the request")
    try:
        data = _json(raw or b"{}")
    except ValueError:
        raise Refusal("the request must be JSON") from None
    if not isinstance(data, dict):
        raise Refusal("the request must be a JSON object")
    return data


def create_app(
    db_url: str = "sqlite:///tontine.sqlite3",
    *,
    clock: Callable[[], float] = time.time,
    rng: RandomSource | None = None,
    limits: Limits | None = None,
    host_check_every: float = 5.0,
    schema: str | None = None,
) -> FastAPI:
    """The web application over the database at ``db_url``; ``clock`` and ``rng`` for tests.

    ``schema`` keeps the tables in a PostgreSQL schema of their own.
    """
    storage = Storage(db_url, schema=schema)
    server = Server(storage, clock=clock, rng=rng if rng is not None else secrets,
                    limits=limits or Limits())

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        for code in storage.codes_in_play():
            try:
                server.load(code)
            except TontineError as exc:
                log.error("cannot rebuild table %s: %s", code, exc)
        for code in server.resume_auto():
            log.info("table %s deals by itself again", code)

        async def watch_hosts() -> None:
            while True:
                await asyncio.sleep(host_check_every)
                await server.check_hosts()
                server.unload_idle()

        task = asyncio.get_running_loop().create_task(watch_hosts())
        try:
            yield
        finally:
            task.cancel()
            for live in server.tables.values():
                server.stop_auto(live)
            storage.close()

    app = FastAPI(title="Tontine", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.server = server

    @app.exception_handler(Refusal)
    async def refused(_request: Request, exc: Refusal) -> JSONResponse:
        return JSONResponse(exc.to_json(), status_code=exc.status)

    @app.exception_handler(TontineError)
    async def rule_error(_request: Request, exc: TontineError) -> JSONResponse:
        return JSONResponse({"error": str(exc)}, status_code=400)

    def page(name: str) -> FileResponse:
        return FileResponse(STATIC / name, media_type="text/html; charset=utf-8",
                            headers={"Cache-Control": "no-cache"})

    @app.get("/", include_in_schema=False)
    async def index() -> FileResponse:
        return page("index.html")

    @app.get("/t/{code}", include_in_schema=False)
    async def table_page(code: str) -> FileResponse:
        return page("table.html")

    @app.get("/verify", include_in_schema=False)
    async def verify_page() -> FileResponse:
        return page("verify.html")

    @app.get("/api/meta")
    async def meta(request: Request) -> dict[str, Any]:
        return {
            "presets": [{"name": p.name, "title": p.title, "players": list(p.players), "summary": p.summary,
                         "rules": p.rules.to_dict()} for p in PRESETS],
            "emblems": list(EMBLEMS), "emotes": list(EMOTES), "max_seats": server.limits.max_seats,
            "language": negotiate(request.headers.get("accept-language", "")),
            "algorithm": ALGORITHM,
        }

    @app.get("/api/i18n")
    async def i18n() -> dict[str, Any]:
        return catalogs()

    @app.post("/api/tables")
    async def create(request: Request) -> JSONResponse:
        return JSONResponse(server.create(await _body(request), _ip(request)), status_code=201)

    @app.get("/api/tables/{code}")
    async def get_table(code: str, request: Request) -> dict[str, Any]:
        return server.public_state(server.lookup(code, _ip(request)))

    @app.post("/api/tables/{code}/join")
    async def join(code: str, request: Request) -> dict[str, Any]:
        live = server.lookup(code, _ip(request))
        return await server.join(live, await _body(request), _ip(request))

    @app.post("/api/tables/{code}/action")
    async def act(code: str, request: Request) -> dict[str, Any]:
        live = server.lookup(code, _ip(request))
        return {"state": await server.action(live, await _body(request))}

    @app.get("/api/tables/{code}/record")
    async def record(code: str, request: Request, game: int | None = None) -> Response:
        live = server.lookup(code, _ip(request))
        if game is not None and not 1 <= game <= live.game.game_no:
            # also keeps numbers past the database's integer range out of the query
            raise Refusal(f"table {live.code} has no game {str(game)[:20]}", 404)
        data = server.record(live, game)
        number = data.get("table", {}).get("game", 1)
        return Response(json.dumps(data, indent=1), media_type="application/json",
                        headers={"Content-Disposition": f'attachment; filename="tontine-{live.code}-{number}.json"'})

    @app.get("/api/tables/{code}/qr.svg")
    async def qr(code: str, request: Request) -> Response:
        live = server.lookup(code, _ip(request))
        url = str(request.base_url).rstrip("/") + f"/t/{live.code}"
        out = io.BytesIO()
        segno.make(url, error="m").save(out, kind="svg", scale=6, border=2, dark="#111", light="#fff",
                                        xmldecl=False, title=url)
        return Response(out.getvalue(), media_type="image/svg+xml", headers={"Cache-Control": "max-age=3600"})

    @app.post("/api/verify")
    async def verify(request: Request) -> JSONResponse:
        from tontine.cli.records import guarded
        from tontine.errors import RecordError
        from tontine.server.shuffle import verify_record

        raw = await _read_limited(request, RECORD_LIMIT, "the record")
        try:
            data = _json(raw)
            table = guarded(verify_record, data) if isinstance(data, dict) else verify_record(data)
        except ValueError as exc:
            message = str(exc) if isinstance(exc, RecordError) else "the record is not JSON"
            return JSONResponse({"ok": False, "error": message}, status_code=200)
        return JSONResponse({"ok": True, "deals": table.deal_number, "winner": table.winner,
                             "players": list(table.players)})

    @app.websocket("/ws/{code}")
    async def ws(websocket: WebSocket, code: str) -> None:
        await server.socket(websocket, code)

    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    return app


