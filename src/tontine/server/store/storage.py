"""Persistence for the browser tables: SQLAlchemy 2 Core over SQLite or PostgreSQL.

What is stored is enough to rebuild every table exactly through the engine: the
rules, the entrants and their seeds, the server seed, and each deal's events and
resulting state. A deal row is written (and committed) before the deal is
broadcast; the primary key (code, game, number) is the database-level guard
that one deal number is played once.

Each deal row also holds, in ``tontine_deals.state``, the engine state after it (see
:mod:`tontine.server.store.restore`): a restarted server restores a room from its last row
instead of re-running every deal. A table dealing by itself keeps its pace in
``tontine_tables.auto_pace``, so a restarted server resumes it. Databases made before
a column existed get it added when they are opened (:data:`ADDED_COLUMNS`).

``tontine_tables.typed`` holds, at a real-pack table, the cards typed so far of the deal being
entered (written with each card; cleared in the transaction that stores the deal), so that any
process, or a restarted one, continues the deal (see :mod:`tontine.server.play.by_hand`).

``tontine_tables.fence`` is the table's fencing token: a process that takes the
table's dealer lease bumps it and gets the new value (:meth:`Storage.take_fence`);
an automatic deal carrying a token is committed only while the stored fence still
equals it (else :class:`DealFenced`), so a dealer that lost its lease without knowing
it cannot deal over the new one. Pause, end and a new game bump the fence too.
"""

from __future__ import annotations

import contextlib
import json
import secrets
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import (
    ColumnElement,
    Engine,
    and_,
    bindparam,
    create_engine,
    delete,
    event,
    func,
    insert,
    inspect,
    or_,
    select,
    text,
    update,
)
from sqlalchemy.engine import Connection
from sqlalchemy.exc import DBAPIError, IntegrityError

from tontine.server.room.address import Address
from tontine.server.room.rows import DealRow, GameRow, RoomRow, SeatRow
from tontine.server.room.status import Status
from tontine.server.store.schema import (
    ADDED_COLUMNS,
    ddl_alone,
    deals_t,
    games_t,
    meta_t,
    metadata,
    rooms_t,
    seats_t,
    serialise_ddl,
)
from tontine.server.store.urls import database_url
from tontine.server.store.writes import DealConflict, DealFenced, DealWrite, SeatConflict, SeatWrite, Write
from tontine.server.verify.shuffle import VERSION

__all__ = ["DatabaseInUse", "Storage", "StoredRoom"]

class DatabaseInUse(Exception):
    """Another server process serves this database in a way this one cannot join.

    ``shared`` says how the others hold it: True for processes with Redis (shared claims),
    False for one process alone (an exclusive claim).
    """

    def __init__(self, message: str, *, shared: bool = False) -> None:
        super().__init__(message)
        self.shared = shared


@dataclass
class StoredRoom:
    """A room as :meth:`Storage.load_rooms` reads it: its rows, and the deals needed to restore its game.

    ``deals`` is empty before the game starts; otherwise it ends with the last deal and, when that
    deal's row holds a state, starts at the first deal whose events are in the log or from which
    the engine must be re-run (its ``restore_from``, see :mod:`tontine.server.store.restore`); without a
    state it is every deal.
    """

    row: RoomRow
    game: GameRow
    deals: list[DealRow] = field(default_factory=list)


class Storage:
    """All database access of the server; one instance per app."""

    def __init__(self, url: str, *, schema: str | None = None) -> None:
        """Open (and create if need be) the tables; ``schema`` puts them in a PostgreSQL schema of their own.

        ``postgres://`` and ``postgresql://`` URLs are read as ``postgresql+psycopg://``
        (:func:`~tontine.server.store.urls.database_url`); a ``schema`` with SQLite is a :class:`ValueError`.
        """
        url = database_url(url)
        if schema is not None and url.startswith("sqlite"):
            raise ValueError("--schema is for PostgreSQL: a SQLite database has no schemas")
        self.url = url
        kwargs: dict[str, Any] = {"future": True}
        if url.startswith("sqlite"):
            kwargs["connect_args"] = {"check_same_thread": False, "timeout": 30}
        else:  # a connection left over from before a database restart is replaced, not handed out
            kwargs["pool_pre_ping"] = True
        engine = create_engine(url, **kwargs)
        if url.startswith("sqlite"):
            event.listen(engine, "connect", _sqlite_pragmas)
        if schema is not None:
            if not schema.replace("_", "").isalnum():
                raise ValueError(f"schema name {schema!r} must be letters, digits and underscores")
            with engine.begin() as conn:
                serialise_ddl(conn)
                conn.execute(text(f'CREATE SCHEMA IF NOT EXISTS "{schema}"'))
            engine = engine.execution_options(schema_translate_map={None: schema})
        self.engine: Engine = engine
        self.schema = schema
        with ddl_alone(self.engine) as conn:  # processes starting together create the tables once
            metadata.create_all(conn)
        self._add_missing_columns()
        #: the database's own random id (``tontine_meta``), the same whatever URL reaches it
        self.cluster_id: str = self._meta("cluster_id", secrets.token_hex(8))

    def _meta(self, key: str, default: str) -> str:
        """The value stored under ``key`` in ``tontine_meta``, storing ``default`` first if there is none.

        Insert-if-absent, then read: of processes opening a new database at once, the first
        insert wins and every process reads the same value.
        """
        with contextlib.suppress(IntegrityError), self.begin() as conn:
            if conn.execute(select(meta_t.c.value).where(meta_t.c.key == key)).scalar() is None:
                conn.execute(insert(meta_t).values(key=key, value=default))
        with self.begin() as conn:
            value = conn.execute(select(meta_t.c.value).where(meta_t.c.key == key)).scalar()
        if value is None:
            raise RuntimeError(f"tontine_meta has no {key!r} after storing it")
        return str(value)

    def _add_missing_columns(self) -> None:
        """Bring a database made by an older version up to the current columns (:data:`ADDED_COLUMNS`)."""
        inspector = inspect(self.engine)
        postgres = self.engine.dialect.name == "postgresql"
        present: dict[str, set[str]] = {}
        for added in ADDED_COLUMNS:
            if added.table not in present:
                present[added.table] = {c["name"] for c in inspector.get_columns(added.table, schema=self.schema)}
            if added.column in present[added.table]:
                continue
            target = f'"{self.schema}".{added.table}' if self.schema is not None else added.table
            # IF NOT EXISTS (PostgreSQL) and the duplicate-column error (SQLite) cover two servers
            # upgrading the same database at once
            ddl = (f"ALTER TABLE {target} ADD COLUMN IF NOT EXISTS {added.column} {added.postgresql}" if postgres
                   else f"ALTER TABLE {target} ADD COLUMN {added.column} {added.sqlite}")
            try:
                with self.begin() as conn:
                    conn.execute(text(ddl))
            except DBAPIError as exc:
                if "duplicate column" not in str(exc).lower():
                    raise
            present[added.table].add(added.column)

    def drop_schema(self) -> None:
        """Remove the storage's own schema and everything in it (tests clean up with this)."""
        if self.schema is not None:
            with self.engine.begin() as conn:
                conn.execute(text(f'DROP SCHEMA IF EXISTS "{self.schema}" CASCADE'))

    def claim(self, *, shared: bool = False) -> None:
        """Take this database for this process, until :meth:`close`; :class:`DatabaseInUse` if it cannot be had.

        Alone (``shared`` False, no Redis) the claim is exclusive; processes that share the
        database through Redis each take a shared claim. The two kinds exclude each other, so a
        process alone never serves a database that processes with Redis serve, nor the reverse.
        PostgreSQL: a session advisory lock on a connection kept open. SQLite: a lock on a file
        beside the database.
        """
        if self.engine.dialect.name == "postgresql":
            conn = self.engine.connect()
            key = {"key": f"tontine-serve:{self.schema or 'public'}"}
            take = "pg_try_advisory_lock_shared" if shared else "pg_try_advisory_lock"
            taken = conn.execute(text(f"SELECT {take}(hashtext(:key))"), key).scalar()
            others_shared = False
            if not taken and not shared:  # a shared claim would be had only if the others share it
                others_shared = bool(conn.execute(text("SELECT pg_try_advisory_lock_shared(hashtext(:key))"),
                                                  key).scalar())
                if others_shared:
                    conn.execute(text("SELECT pg_advisory_unlock_shared(hashtext(:key))"), key)
            conn.commit()
            if not taken:
                conn.close()
                raise DatabaseInUse("another 'tontine serve' is using this database", shared=others_shared)
            self._claim: Any = conn
            self._unlock = (f"SELECT pg_advisory_unlock{'_shared' if shared else ''}(hashtext(:key))", key)
            self._shared_claim = shared
            return
        database = self.engine.url.database
        if not database or database == ":memory:":
            return
        import fcntl

        handle = open(f"{database}.serve-lock", "a+")  # noqa: SIM115 - held open until close()
        try:
            fcntl.flock(handle, (fcntl.LOCK_SH if shared else fcntl.LOCK_EX) | fcntl.LOCK_NB)
        except OSError:
            others_shared = False
            if not shared:
                try:
                    fcntl.flock(handle, fcntl.LOCK_SH | fcntl.LOCK_NB)
                    others_shared = True
                except OSError:
                    pass
            handle.close()
            raise DatabaseInUse("another 'tontine serve' is using this database", shared=others_shared) from None
        self._claim = handle

    def keep_claim(self) -> bool:
        """Take the claim again if the database lost it (a PostgreSQL restart ends the session that held it).

        True while this process holds its claim (or never took one), False while the database
        cannot be reached; :class:`DatabaseInUse` when another process took it meanwhile.
        """
        claim = getattr(self, "_claim", None)
        if claim is None or self.engine.dialect.name != "postgresql":
            return True
        try:
            claim.execute(text("SELECT 1")).scalar()
            claim.commit()
            return True
        except Exception:
            pass
        with contextlib.suppress(Exception):
            claim.close()
        self._claim = None
        try:
            self.claim(shared=self._shared_claim)
        except DatabaseInUse:
            raise
        except Exception:  # still away: the next check tries again
            self._claim = claim
            return False
        return True

    def ping(self) -> None:
        """One round trip to the database (an exception if it does not answer)."""
        with self.engine.connect() as conn:
            conn.execute(text("SELECT 1"))

    def close(self) -> None:
        claim = getattr(self, "_claim", None)
        if claim is not None:
            unlock = getattr(self, "_unlock", None)
            if unlock is not None:  # at once: the server ends a closed session's locks a moment later
                try:
                    claim.execute(text(unlock[0]), unlock[1])
                    claim.commit()
                except Exception:  # the connection is gone, and its locks with it
                    pass
            claim.close()
            self._claim = None
        self.engine.dispose()

    @contextmanager
    def begin(self) -> Iterator[Connection]:
        with self.engine.begin() as conn:
            yield conn

    # -- tables and seats ----------------------------------------------------

    def create_room(self, code: str, *, creator_ip: str, host_hash: str, max_seats: int,
                     rules: dict[str, Any], server_seed: str, commitment: str) -> bool:
        """Store a new table; False if the code is taken."""
        try:
            with self.begin() as conn:
                conn.execute(insert(rooms_t).values(
                    code=code, created_at=time.time(), creator_ip=creator_ip, host_hash=host_hash,
                    host_pos=None, max_seats=max_seats, rules=json.dumps(rules), game_no=1,
                    status=Status.LOBBY.value, next_pos=0,
                ))
                conn.execute(insert(games_t).values(
                    code=code, game_no=1, rules=json.dumps(rules), server_seed=server_seed,
                    commitment=commitment, entrants=None, revealed=False, shuffle_version=VERSION,
                ))
        except IntegrityError:
            return False
        return True

    def load_room(self, code: str) -> RoomRow | None:
        with self.begin() as conn:
            row = conn.execute(select(rooms_t).where(rooms_t.c.code == code)).mappings().first()
            if row is None:
                return None
            seats = conn.execute(
                select(seats_t).where(seats_t.c.code == code).order_by(seats_t.c.pos)
            ).mappings().all()
        return RoomRow(
            code=row["code"], created_at=row["created_at"], host_hash=row["host_hash"],
            host_pos=row["host_pos"], max_seats=row["max_seats"], rules=json.loads(row["rules"]),
            game_no=row["game_no"], status=Status(row["status"]), next_pos=row["next_pos"],
            auto_pace=row["auto_pace"], typed=_typed(row["typed"]), seats=[_seat_row(s)
                   for s in seats],
        )

    def codes_in_play(self) -> list[str]:
        with self.begin() as conn:
            rows = conn.execute(select(rooms_t.c.code).where(rooms_t.c.status.in_([s.value for s in Status if s.open])))
            return [r[0] for r in rows]

    def codes_dealing_by_themselves(self) -> list[str]:
        """The tables in play that were dealing by themselves when the server last stopped."""
        with self.begin() as conn:
            rows = conn.execute(select(rooms_t.c.code).where(rooms_t.c.status == Status.PLAYING.value,
                                                              rooms_t.c.auto_pace.is_not(None)))
            return [r[0] for r in rows]

    def set_auto_pace(self, code: str, pace: float | None) -> None:
        """Record that a table deals by itself at ``pace`` seconds, or (None) that it does not.

        Stopping bumps the fence, so a dealer on another process commits no more automatic deals.
        """
        if pace is None:
            with self.begin() as conn:
                conn.execute(update(rooms_t).where(rooms_t.c.code == code)
                             .values(auto_pace=None, fence=rooms_t.c.fence + 1))
            return
        self.update_room(code, auto_pace=pace)

    def take_fence(self, code: str) -> int:
        """Bump the table's fencing token and return the new value (the dealer lease's token).

        Raises :class:`LookupError` when there is no such table.
        """
        with self.begin() as conn:
            token = conn.execute(update(rooms_t).where(rooms_t.c.code == code)
                                 .values(fence=rooms_t.c.fence + 1).returning(rooms_t.c.fence)).scalar()
        if token is None:
            raise LookupError(f"no table {code!r}")
        return int(token)

    def take_fences(self, codes: Sequence[str], *, chunk: int = 500) -> dict[str, int]:
        """:meth:`take_fence` for many tables in one transaction (a restart's leases): the new token by table.

        A code with no table is left out of the answer.
        """
        tokens: dict[str, int] = {}
        wanted = list(dict.fromkeys(codes))
        if not wanted:
            return tokens
        with self.begin() as conn:
            for start in range(0, len(wanted), chunk):
                rows = conn.execute(update(rooms_t).where(rooms_t.c.code.in_(wanted[start:start + chunk]))
                                    .values(fence=rooms_t.c.fence + 1).returning(rooms_t.c.code, rooms_t.c.fence))
                tokens.update((str(code), int(token)) for code, token in rows)
        return tokens

    def set_typed(self, code: str, typed: dict[str, Any] | None) -> None:
        """Store the cards typed so far of a real pack's deal under way (None: no deal under way)."""
        with self.begin() as conn:
            conn.execute(update(rooms_t).where(rooms_t.c.code == code)
                         .values(typed=json.dumps(typed, separators=(",", ":")) if typed is not None else None))

    def fence_of(self, code: str) -> int | None:
        """The table's current fencing token (None when there is no such table)."""
        with self.begin() as conn:
            token = conn.execute(select(rooms_t.c.fence).where(rooms_t.c.code == code)).scalar()
        return None if token is None else int(token)

    def update_room(self, code: str, **values: Any) -> None:
        if "rules" in values:
            values["rules"] = json.dumps(values["rules"])
        with self.begin() as conn:
            conn.execute(update(rooms_t).where(rooms_t.c.code == code).values(**values))

    def add_seat(self, code: str, seat: SeatRow, next_pos: int) -> None:
        with self.begin() as conn:
            self._write_seat(conn, SeatWrite(code, seat, next_pos))

    @staticmethod
    def _write_seat(conn: Connection, write: SeatWrite) -> None:
        seat = write.seat
        conn.execute(insert(seats_t).values(code=write.code, pos=seat.pos, name=seat.name, emblem=seat.emblem,
                                            token_hash=seat.token_hash, bot=seat.bot, seed=seat.seed,
                                            address=seat.address.value))
        conn.execute(update(rooms_t).where(rooms_t.c.code == write.code).values(next_pos=write.next_pos))

    def update_seat(self, code: str, pos: int, **values: Any) -> None:
        with self.begin() as conn:
            conn.execute(update(seats_t).where(seats_t.c.code == code, seats_t.c.pos == pos).values(**values))

    def remove_seat(self, code: str, pos: int) -> None:
        with self.begin() as conn:
            conn.execute(delete(seats_t).where(seats_t.c.code == code, seats_t.c.pos == pos))

    # -- games and deals -------------------------------------------------------

    def load_game(self, code: str, game_no: int) -> GameRow | None:
        with self.begin() as conn:
            row = conn.execute(
                select(games_t).where(games_t.c.code == code, games_t.c.game_no == game_no)
            ).mappings().first()
        if row is None:
            return None
        entrants = json.loads(row["entrants"]) if row["entrants"] else None
        return GameRow(row["game_no"], json.loads(row["rules"]), row["server_seed"], row["commitment"],
                       [tuple(e) for e in entrants] if entrants is not None else None, bool(row["revealed"]),
                       int(row["shuffle_version"]))

    def new_game(self, code: str, game_no: int, *, rules: dict[str, Any], server_seed: str,
                 commitment: str) -> None:
        with self.begin() as conn:
            conn.execute(insert(games_t).values(code=code, game_no=game_no, rules=json.dumps(rules),
                                                server_seed=server_seed, commitment=commitment,
                                                entrants=None, revealed=False, shuffle_version=VERSION))
            conn.execute(update(rooms_t).where(rooms_t.c.code == code)
                         .values(game_no=game_no, status=Status.LOBBY.value, auto_pace=None, typed=None,
                                 fence=rooms_t.c.fence + 1))

    def store_deal(self, code: str, game_no: int, number: int, events: list[dict[str, Any]],
                   holdings: list[int], pool: int, *, status: Status,
                   entrants: list[tuple[int, str, str]] | None = None,
                   state: dict[str, Any] | None = None) -> None:
        """Commit one deal (its row, with the engine ``state`` after it, and the table's new status) in one transaction.

        Raises :class:`DealConflict` when that deal number is already stored.
        """
        outcome = self._store_one(DealWrite(code, game_no, number, events, holdings, pool, status, entrants, state))
        if outcome is not None:
            raise outcome

    def _store_one(self, write: Write) -> DealConflict | DealFenced | SeatConflict | None:
        try:
            with self.begin() as conn:
                return self._write(conn, write)
        except IntegrityError as exc:
            conflict: DealConflict | SeatConflict
            if isinstance(write, SeatWrite):
                conflict = SeatConflict(f"seat {write.seat.pos} at table {write.code} is already stored")
            else:
                conflict = DealConflict(f"deal {write.number} of game {write.game_no} at table {write.code} "
                                        "is already stored")
            conflict.__cause__ = exc
            return conflict

    def _write(self, conn: Connection, write: Write) -> DealFenced | None:
        if isinstance(write, SeatWrite):
            self._write_seat(conn, write)
            return None
        return self._write_deal(conn, write)

    def store_deals(self, deals: list[DealWrite]) -> list[DealConflict | DealFenced | None]:
        """Commit several deals (of different tables) in one transaction: one wait for the disk for all.

        Each deal's outcome in order: None when committed, a :class:`DealConflict` when its number
        was already stored (then the others are committed one by one), a :class:`DealFenced` when
        its fencing token is no longer the table's (nothing of it is written; the others are).
        """
        outcomes: list[DealConflict | DealFenced | None] = []
        for outcome in self.store_writes(list(deals)):
            assert not isinstance(outcome, SeatConflict)  # there are only deals
            outcomes.append(outcome)
        return outcomes

    def store_writes(self, writes: list[Write]) -> list[DealConflict | DealFenced | SeatConflict | None]:
        """Commit several deals and seats (of any tables) in one transaction: one wait for the disk for all.

        Each write's outcome in order: None when committed; a :class:`DealConflict` or
        :class:`SeatConflict` when that deal number or seat position was already stored (then the
        others are committed one by one); a :class:`DealFenced` when a deal's fencing token is no
        longer the table's (nothing of it is written; the others are).
        """
        try:
            with self.begin() as conn:
                fences = self._lock_rooms(conn, [write.code for write in writes]) if len(writes) > 1 else None
                self._write_seats(conn, [write for write in writes if isinstance(write, SeatWrite)])
                fenced = self._write_deals(conn, [write for write in writes if isinstance(write, DealWrite)], fences)
                return [fenced.get(id(write)) for write in writes]
        except IntegrityError:
            pass
        return [self._store_one(write) for write in writes]

    @staticmethod
    def _write_seats(conn: Connection, writes: list[SeatWrite]) -> None:
        """Several seats in ``conn``'s transaction, in two statements (the tables' positions advance in order)."""
        if not writes:
            return
        conn.execute(insert(seats_t), [
            {"code": w.code, "pos": w.seat.pos, "name": w.seat.name, "emblem": w.seat.emblem,
             "token_hash": w.seat.token_hash, "bot": w.seat.bot, "seed": w.seat.seed,
             "address": w.seat.address.value} for w in writes])
        conn.execute(update(rooms_t).where(rooms_t.c.code == bindparam("room_code"))
                     .values(next_pos=bindparam("new_next_pos")),
                     [{"room_code": w.code, "new_next_pos": w.next_pos} for w in writes])

    def _lock_rooms(self, conn: Connection, codes: list[str]) -> dict[str, int]:
        """Lock the rows of these tables until ``conn``'s commit, and read their fences.

        On PostgreSQL the rows are locked in the order of their codes (``SELECT ... FOR UPDATE``), so
        that two processes' batches over the same tables cannot wait for each other. SQLite has one
        writer: a statement that writes takes the whole file at once (it ignores ``FOR UPDATE``, and a
        transaction begins at its first write), so the fences are read by an ``UPDATE`` that changes
        nothing, and no other process can move them before the commit.
        """
        wanted = sorted(set(codes))
        if self.engine.dialect.name == "sqlite":
            rows = conn.execute(update(rooms_t).where(rooms_t.c.code.in_(wanted)).values(fence=rooms_t.c.fence)
                                .returning(rooms_t.c.code, rooms_t.c.fence)).all()
        else:
            rows = conn.execute(select(rooms_t.c.code, rooms_t.c.fence).where(rooms_t.c.code.in_(wanted))
                                .order_by(rooms_t.c.code).with_for_update()).all()
        return {code: fence for code, fence in rows}

    def _write_deals(self, conn: Connection, deals: list[DealWrite],
                     fences: dict[str, int] | None = None) -> dict[int, DealFenced]:
        """Several deals (of different tables) in ``conn``'s transaction, in a few statements whatever their number.

        ``fences``: the tables' fences, read with their rows locked (:meth:`_lock_rooms`; a single
        deal checks its own in the statement that writes its table's row). A deal whose token is no
        longer its table's writes nothing and is returned, keyed by ``id(deal)``.
        """
        if not deals:
            return {}
        if fences is None:
            assert len(deals) == 1, "several deals are written with their tables' rows locked"
            one = self._write_deal(conn, deals[0])
            return {id(deals[0]): one} if one is not None else {}
        refused: dict[int, DealFenced] = {}
        for deal in deals:
            if deal.fence is not None and fences.get(deal.code) != deal.fence:
                refused[id(deal)] = DealFenced(f"deal {deal.number} at table {deal.code}: fence {deal.fence} "
                                               "is no longer the table's")
        deals = [deal for deal in deals if id(deal) not in refused]
        if not deals:
            return refused
        for playing in (True, False):  # a game over deals no more by itself: its pace is cleared too
            some = [{"room_code": deal.code, "new_status": deal.status.value}
                    for deal in deals if (deal.status is Status.PLAYING) == playing]
            if some:
                values: dict[str, Any] = {"status": bindparam("new_status"), "typed": None}
                if not playing:
                    values["auto_pace"] = None
                conn.execute(update(rooms_t).where(rooms_t.c.code == bindparam("room_code")).values(**values), some)
        now = time.time()
        conn.execute(insert(deals_t), [self._deal_values(deal, now) for deal in deals])
        for deal in deals:
            self._write_game(conn, deal)
        return refused

    @staticmethod
    def _deal_values(deal: DealWrite, now: float) -> dict[str, Any]:
        return {"code": deal.code, "game_no": deal.game_no, "number": deal.number, "events": json.dumps(deal.events),
                "holdings": json.dumps(deal.holdings), "pool": deal.pool, "created_at": now,
                "state": json.dumps(deal.state, separators=(",", ":")) if deal.state is not None else None,
                "restore_from": deal.state.get("needs_from") if deal.state is not None else None}

    @staticmethod
    def _write_game(conn: Connection, deal: DealWrite) -> None:
        """What a deal changes of its game's row: the entrants (the opening), revealed (the end)."""
        values: dict[str, Any] = {}
        if deal.entrants is not None:
            values["entrants"] = json.dumps(deal.entrants)
        if deal.status.over:
            values["revealed"] = True
        if values:
            conn.execute(update(games_t).where(games_t.c.code == deal.code, games_t.c.game_no == deal.game_no)
                         .values(**values))

    def _write_deal(self, conn: Connection, deal: DealWrite) -> DealFenced | None:
        """Write one deal in ``conn``'s transaction; a fenced deal writes nothing and is returned as refused."""
        code = deal.code
        table_values: dict[str, Any] = {"status": deal.status.value, "typed": None}  # no deal under way now
        if deal.status is not Status.PLAYING:  # a game over deals no more by itself
            table_values["auto_pace"] = None
        guard = rooms_t.c.code == code
        if deal.fence is not None:  # checked first, in the deal's own transaction
            guard = guard & (rooms_t.c.fence == deal.fence)
        if conn.execute(update(rooms_t).where(guard).values(**table_values)).rowcount == 0 and (
                deal.fence is not None):
            return DealFenced(f"deal {deal.number} at table {code}: fence {deal.fence} is no longer the table's")
        conn.execute(insert(deals_t).values(**self._deal_values(deal, time.time())))
        self._write_game(conn, deal)
        return None

    def end_game(self, code: str, game_no: int) -> None:
        with self.begin() as conn:
            conn.execute(update(games_t).where(games_t.c.code == code, games_t.c.game_no == game_no)
                         .values(revealed=True))
            conn.execute(update(rooms_t).where(rooms_t.c.code == code)
                         .values(status=Status.ENDED.value, auto_pace=None, typed=None,
                                 fence=rooms_t.c.fence + 1))

    def last_deal(self, code: str, game_no: int) -> int | None:
        """The number of the last deal stored for that game (0: the opening), None before the start."""
        with self.begin() as conn:
            return conn.execute(select(func.max(deals_t.c.number)).where(
                deals_t.c.code == code, deals_t.c.game_no == game_no)).scalar()

    def last_deal_at(self, code: str, game_no: int) -> float | None:
        """When the game's last deal was stored (``time.time()`` of the process that stored it), None before the start."""
        with self.begin() as conn:
            at = conn.execute(select(func.max(deals_t.c.created_at)).where(
                deals_t.c.code == code, deals_t.c.game_no == game_no)).scalar()
        return None if at is None else float(at)

    def load_deals(self, code: str, game_no: int) -> list[tuple[int, list[dict[str, Any]], list[int], int]]:
        return [(d.number, d.events or [], d.holdings, d.pool) for d in self.load_deal_rows(code, game_no)]

    def load_deal_rows(self, code: str, game_no: int) -> list[DealRow]:
        """Every deal of one game, in order, with its events and stored state."""
        with self.begin() as conn:
            rows = conn.execute(
                select(deals_t).where(deals_t.c.code == code, deals_t.c.game_no == game_no)
                .order_by(deals_t.c.number)
            ).mappings().all()
        return [_deal_row(r) for r in rows]

    def load_rooms(self, codes: Sequence[str] | None = None) -> list[StoredRoom]:
        """Many rooms in three queries: those of ``codes``, or (None) those that were dealing by themselves.

        Each comes with the deal rows a restore needs: from the last row's ``restore_from`` to the
        last (every row where the last has none).
        """
        if codes is not None:
            if not codes:
                return []
            where: ColumnElement[bool] = rooms_t.c.code.in_(list(codes))
        else:
            where = and_(rooms_t.c.status == Status.PLAYING.value, rooms_t.c.auto_pace.is_not(None))
        later, last = deals_t.alias("later"), deals_t.alias("last")
        last_number = (select(func.max(later.c.number)).where(later.c.code == rooms_t.c.code,
                                                              later.c.game_no == rooms_t.c.game_no)
                       .correlate(rooms_t).scalar_subquery())
        with self.begin() as conn:
            rooms = conn.execute(
                select(rooms_t, games_t.c.server_seed, games_t.c.commitment, games_t.c.entrants,
                       games_t.c.revealed, games_t.c.shuffle_version, games_t.c.rules.label("game_rules"))
                .join(games_t, and_(games_t.c.code == rooms_t.c.code, games_t.c.game_no == rooms_t.c.game_no))
                .where(where)
            ).mappings().all()
            if not rooms:
                return []
            seats = conn.execute(
                select(seats_t).join(rooms_t, rooms_t.c.code == seats_t.c.code).where(where)
                .order_by(seats_t.c.code, seats_t.c.pos)
            ).mappings().all()
            needed: dict[str, list[DealRow]] = {}
            for r in conn.execute(
                select(deals_t.c.code, deals_t.c.number, deals_t.c.events, deals_t.c.holdings, deals_t.c.pool,
                       deals_t.c.state)
                .join(rooms_t, and_(rooms_t.c.code == deals_t.c.code, rooms_t.c.game_no == deals_t.c.game_no))
                .join(last, and_(last.c.code == rooms_t.c.code, last.c.game_no == rooms_t.c.game_no,
                                 last.c.number == last_number))
                .where(where, or_(last.c.restore_from.is_(None), deals_t.c.number >= last.c.restore_from))
                .order_by(deals_t.c.code, deals_t.c.number)
            ).mappings():
                needed.setdefault(r["code"], []).append(_deal_row(r))
        seats_of: dict[str, list[SeatRow]] = {}
        for s in seats:
            seats_of.setdefault(s["code"], []).append(
                _seat_row(s))
        out = []
        for r in rooms:
            code = r["code"]
            row = RoomRow(
                code=code, created_at=r["created_at"], host_hash=r["host_hash"], host_pos=r["host_pos"],
                max_seats=r["max_seats"], rules=json.loads(r["rules"]), game_no=r["game_no"],
                status=Status(r["status"]), next_pos=r["next_pos"], auto_pace=r["auto_pace"],
                typed=_typed(r["typed"]), seats=seats_of.get(code, []),
            )
            entrants = json.loads(r["entrants"]) if r["entrants"] else None
            game = GameRow(r["game_no"], json.loads(r["game_rules"]), r["server_seed"], r["commitment"],
                           [tuple(e) for e in entrants] if entrants is not None else None, bool(r["revealed"]),
                           int(r["shuffle_version"]))
            out.append(StoredRoom(row, game, needed.get(code, [])))
        return out

    def delete_room(self, code: str) -> None:
        """Remove every row of one table (tests clean up with this)."""
        with self.begin() as conn:
            for t in (deals_t, games_t, seats_t, rooms_t):
                conn.execute(delete(t).where(t.c.code == code))


def _typed(stored: str | None) -> dict[str, Any] | None:
    """The ``typed`` column as read: a mapping, or None (also for anything that is not one)."""
    if not stored:
        return None
    value = json.loads(stored)
    return value if isinstance(value, dict) else None


def _seat_row(s: Any) -> SeatRow:
    return SeatRow(s["pos"], s["name"], s["emblem"], s["token_hash"], bool(s["bot"]), s["seed"],
                   _address(s["address"]))


def _address(stored: str | None) -> Address:
    """The ``address`` column as read (none for a value this version does not know)."""
    try:
        return Address(stored or "none")
    except ValueError:
        return Address.NONE


def _deal_row(r: Any) -> DealRow:
    return DealRow(r["number"], r.get("events"), r["holdings"], r["pool"], r.get("state"))


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    # WAL + full sync: a committed deal survives kill -9 of the server.
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.close()
