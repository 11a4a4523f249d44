"""The database's schema: its tables, the columns added to databases made before them, and the DDL taken
one process at a time. What is stored is described in :mod:`tontine.server.store.storage`."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from sqlalchemy import Boolean, Column, Engine, Float, Integer, MetaData, String, Table, Text, text
from sqlalchemy.engine import Connection

__all__ = ["ADDED_COLUMNS", "AddedColumn", "ddl_alone", "deals_t", "games_t", "meta_t", "metadata", "rooms_t",
           "seats_t", "serialise_ddl"]

metadata = MetaData()

meta_t = Table(
    "tontine_meta",
    metadata,
    Column("key", String(64), primary_key=True),
    Column("value", Text, nullable=False),
)

rooms_t = Table(
    "tontine_tables",
    metadata,
    Column("code", String(12), primary_key=True),
    Column("created_at", Float, nullable=False),
    Column("creator_ip", String(64), nullable=False, default=""),
    Column("host_hash", String(64)),
    Column("host_pos", Integer),
    Column("max_seats", Integer, nullable=False),
    Column("rules", Text, nullable=False),
    Column("game_no", Integer, nullable=False),
    Column("status", String(12), nullable=False),  # lobby, playing, finished, ended
    Column("next_pos", Integer, nullable=False, default=0),
    # seconds between deals while the table deals by itself, NULL when it does not: a restarted
    # server resumes auto-dealing from this
    Column("auto_pace", Float),
    # the fencing token of the table's dealer lease (see Storage.take_fence)
    Column("fence", Integer, nullable=False, default=0, server_default="0"),
    # a real pack's deal being entered: JSON {"game", "deal", "cards"}, the cards typed so far (see
    # tontine.server.play.by_hand); NULL when no deal is under way (every stored deal clears it)
    Column("typed", Text),
)

seats_t = Table(
    "tontine_seats",
    metadata,
    Column("code", String(12), primary_key=True),
    Column("pos", Integer, primary_key=True),
    Column("name", String(64), nullable=False),
    Column("emblem", String(16), nullable=False),
    Column("token_hash", String(64)),
    Column("bot", Boolean, nullable=False),
    Column("seed", String(64), nullable=False),
    # how the story of the game addresses the player (tontine.server.room.address.Address)
    Column("address", String(8), nullable=False, default="none", server_default="none"),
)

games_t = Table(
    "tontine_games",
    metadata,
    Column("code", String(12), primary_key=True),
    Column("game_no", Integer, primary_key=True),
    Column("rules", Text, nullable=False),
    Column("server_seed", String(64), nullable=False),
    Column("commitment", String(64), nullable=False),
    Column("entrants", Text),  # JSON [[pos, name, seed], ...], frozen when the game starts
    Column("revealed", Boolean, nullable=False, default=False),
    # the version of tontine-hmac-fy the game is dealt with (docs/shuffle.md), chosen when the game is
    # made and kept for its whole life: a game begun before an upgrade deals on with its own version.
    # Rows made before the column existed are version 1, the only one there was.
    Column("shuffle_version", Integer, nullable=False, server_default="1"),
)

deals_t = Table(
    "tontine_deals",
    metadata,
    Column("code", String(12), primary_key=True),
    Column("game_no", Integer, primary_key=True),
    Column("number", Integer, primary_key=True),  # 0: the opening (seats, first dealer, antes)
    Column("events", Text, nullable=False),
    Column("holdings", Text, nullable=False),
    Column("pool", Integer, nullable=False),
    Column("created_at", Float, nullable=False),
    # JSON: the engine state after the deal (tontine.server.store.restore.TableState); NULL in rows written
    # before the column existed, whose rooms are rebuilt by replay
    Column("state", Text),
    # the first deal whose row a restore from this one reads too (the state's "needs_from": the
    # first deal in the log, or where the engine re-runs from); NULL: every row
    Column("restore_from", Integer),
)


@dataclass(frozen=True)
class AddedColumn:
    """A column added after the first release: the DDL that adds it to an older database, per dialect."""

    table: str
    column: str
    postgresql: str  #: the column's type and constraints on PostgreSQL
    sqlite: str  #: and on SQLite


#: Every column :meth:`Storage.open` adds to a database made before it existed (``create_all`` does not).
ADDED_COLUMNS: tuple[AddedColumn, ...] = (
    AddedColumn("tontine_tables", "auto_pace", "DOUBLE PRECISION", "REAL"),
    AddedColumn("tontine_tables", "fence", "INTEGER NOT NULL DEFAULT 0", "INTEGER NOT NULL DEFAULT 0"),
    AddedColumn("tontine_deals", "state", "TEXT", "TEXT"),
    AddedColumn("tontine_deals", "restore_from", "INTEGER", "INTEGER"),
    AddedColumn("tontine_tables", "typed", "TEXT", "TEXT"),
    AddedColumn("tontine_games", "shuffle_version", "INTEGER NOT NULL DEFAULT 1", "INTEGER NOT NULL DEFAULT 1"),
    AddedColumn("tontine_seats", "address", "VARCHAR(8) NOT NULL DEFAULT 'none'", "VARCHAR(8) NOT NULL DEFAULT 'none'"),
)


def serialise_ddl(conn: Connection) -> None:
    """On PostgreSQL, one process at a time creates schemas and tables (until the transaction ends)."""
    if conn.dialect.name == "postgresql":
        conn.execute(text("SELECT pg_advisory_xact_lock(hashtext('tontine-ddl'))"))


@contextmanager
def ddl_alone(engine: Engine) -> Iterator[Connection]:
    """A transaction in which this process alone creates tables (PostgreSQL: a lock; SQLite: a file lock)."""
    database = engine.url.database if engine.dialect.name == "sqlite" else None
    if not database or database == ":memory:":
        with engine.begin() as conn:
            serialise_ddl(conn)
            yield conn
        return
    import fcntl

    with open(f"{database}.ddl-lock", "a+") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        with engine.begin() as conn:
            yield conn
