"""``tontine serve`` (the browser table) and ``tontine verify`` (check a server record)."""

from __future__ import annotations

import dataclasses
import socket

import click

from tontine.errors import RecordError
from tontine.record import guarded, read_record

__all__ = ["serve", "verify"]


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on (0.0.0.0 for the whole network).")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(0, 65535), help="Port to listen on.")
@click.option("--db", "db_url", default="sqlite:///tontine.sqlite3", show_default=True, metavar="URL",
              help="Database URL: a SQLite file, or postgresql+psycopg://user@host/dbname.")
@click.option("--max-seats", default=20, show_default=True, type=click.IntRange(2, 52),
              help="Most seats at one table (the rules allow up to 52).")
@click.option("--per-address", default=None, type=click.IntRange(1, 1_000_000), metavar="N",
              help="Open connections and WebSockets one address may hold (default 200 and 40; raise it for "
                   "load tests or when many players share one address).")
@click.option("--log-level", default="warning", show_default=True,
              type=click.Choice(["critical", "error", "warning", "info", "debug"]), help="Server log detail.")
def serve(host: str, port: int, db_url: str, max_seats: int, per_address: int | None, log_level: str) -> None:
    """Serve the multiplayer table: friends join from their phones with a code, a link or a QR code."""
    try:
        import uvicorn

        from tontine.server.app import create_app
        from tontine.server.protocol import Limits
        from tontine.server.transport import protocols, raise_file_limit
    except ImportError as exc:
        raise click.ClickException(
            f"'tontine serve' needs the package {exc.name!r}: pip install 'tontine[server]'"
        ) from None
    try:
        limits = Limits(max_seats=max_seats)
        if per_address is not None:
            limits = dataclasses.replace(limits, connections_per_address=per_address, ws_per_address=per_address)
        app = create_app(db_url, limits=limits)
    except Exception as exc:  # a bad URL or an unreachable database: one line, not a traceback
        raise click.ClickException(f"cannot open the database {db_url!r}: {str(exc).splitlines()[0]}") from None
    from tontine.server.storage import DatabaseInUse

    try:
        app.state.server.storage.claim()
    except DatabaseInUse:
        raise click.ClickException(
            f"another 'tontine serve' is already using the database {db_url!r}: one process serves one "
            "database (stop the other, or give this one a database of its own)"
        ) from None
    _check_free(host, port)
    shown = "localhost" if host in ("127.0.0.1", "::1") else host
    click.echo(f"Tontine is open at http://{shown}:{port}/  (database: {db_url}; Ctrl+C to stop)", err=False)
    raise_file_limit()
    http, ws = protocols(limits)
    _log_to_stderr(log_level)
    uvicorn.run(app, host=host, port=port, log_level=log_level, ws_max_size=65536, http=http, ws=ws)


@click.command()
@click.argument("record_path", metavar="RECORD", type=click.Path(dir_okay=False))
def verify(record_path: str) -> None:
    """Check a record downloaded from a table: the server's commitment, every deal's cards, the rules.

    Prints one line and exits 0 for an honest record; otherwise one line naming what
    failed, and exit code 2.
    """
    from tontine.server.shuffle import verify_record

    record = read_record(record_path)
    try:
        table = guarded(verify_record, record)
    except RecordError as exc:
        raise RecordError(f"{record_path}: {exc}") from None
    outcome = (
        f"seat {table.winner} ({table.players[table.winner]}) won" if table.winner is not None
        else "the pool was shared" if table.shares else "the game was ended before its close"
    )
    click.echo(f"{record_path}: honest: commitment, {table.deal_number} deal(s) of cards and the rules check out; {outcome}")


def _check_free(host: str, port: int) -> None:
    """Refuse in one line when the address cannot be listened on (uvicorn would log and exit 1)."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except OSError as exc:
        raise click.BadParameter(f"cannot resolve {host!r}: {exc.strerror or exc}", param_hint="--host") from None
    family, kind, proto, _name, address = infos[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
        except OSError as exc:
            raise click.ClickException(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from None


def _log_to_stderr(level: str) -> None:
    """The server's own log lines (``tontine.*``) on standard error at ``level``, as uvicorn's are."""
    import logging

    logger = logging.getLogger("tontine")
    if not logger.handlers:
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter("%(levelname)s:     %(name)s: %(message)s"))
        logger.addHandler(handler)
        logger.propagate = False
    logger.setLevel(level.upper())
