"""``tontine serve`` (the browser table) and ``tontine verify`` (check a server record)."""

from __future__ import annotations

import os
import socket
from typing import Any

import click

from tontine.cli.lang import help_text
from tontine.errors import RecordError
from tontine.record import guarded, read_record
from tontine.server.urls import database_url, hide_password

__all__ = ["serve", "server_options", "verify"]


@click.command(help=help_text("cli-help-command-serve"))
@click.option("--host", default="127.0.0.1", show_default=True, help=help_text("cli-help-serve-host"))
@click.option("--port", default=8000, show_default=True, type=click.IntRange(0, 65535), help=help_text("cli-help-serve-port"))
@click.option("--db", "db_url", default="sqlite:///tontine.sqlite3", show_default=True, metavar="URL",
              help=help_text("cli-help-serve-db"))
@click.option("--schema", default=None, metavar="NAME",
              help=help_text("cli-help-serve-schema"))
@click.option("--redis", "redis_url", default=None, metavar="URL",
              help=help_text("cli-help-serve-redis"))
@click.option("--workers", default=1, show_default=True, type=click.IntRange(1, 64), metavar="N",
              help=help_text("cli-help-serve-workers"))
@click.option("--max-seats", default=20, show_default=True, type=click.IntRange(2, 52),
              help=help_text("cli-help-serve-max-seats"))
@click.option("--per-address", default=None, type=click.IntRange(1, 1_000_000), metavar="N",
              help=help_text("cli-help-serve-per-address"))
@click.option("--forwarded-allow-ips", default="127.0.0.1", show_default=True, envvar="FORWARDED_ALLOW_IPS",
              metavar=help_text("cli-metavar-addresses"),
              help=help_text("cli-help-serve-forwarded-allow-ips"))
@click.option("--log-level", default="warning", show_default=True,
              type=click.Choice(["critical", "error", "warning", "info", "debug"]), help=help_text("cli-help-serve-log-level"))
def serve(host: str, port: int, db_url: str, schema: str | None, redis_url: str | None, workers: int,
          max_seats: int, per_address: int | None, forwarded_allow_ips: str, log_level: str) -> None:
    """Serve the multiplayer table: friends join from their phones with a code, a link or a QR code.

    One process serves a database alone; with --redis any number of processes (--workers N on
    one machine, or one per machine behind a proxy) serve it together.
    """
    if workers > 1 and redis_url is None:
        raise click.UsageError("--workers N (more than 1) needs --redis URL: the processes share the tables "
                               "through Redis")
    if schema is not None and database_url(db_url).startswith("sqlite"):
        raise click.UsageError("--schema is for PostgreSQL: a SQLite database has no schemas (leave --schema out)")
    try:
        import uvicorn

        from tontine.server.app import create_app
        from tontine.server.storage import Storage
        from tontine.server.transport import protocols, raise_file_limit
        from tontine.server.workers import ENV, Settings
    except ImportError as exc:
        raise click.ClickException(
            f"'tontine serve' needs the package {exc.name!r}: pip install 'tontine[server]'"
        ) from None
    if redis_url is not None:
        _check_redis(redis_url)
    settings = Settings(db_url, schema, redis_url, max_seats, per_address)
    limits = settings.limits()
    try:
        if workers == 1:
            app = create_app(db_url, limits=limits, schema=schema, redis_url=redis_url, gc_freeze=True)
            storage = app.state.server.storage
        else:  # the supervisor holds a claim of its own while its workers run, each with theirs
            storage = Storage(db_url, schema=schema)
    except Exception as exc:  # a bad URL or an unreachable database: one line, not a traceback
        reason = hide_password(str(exc).splitlines()[0]) if str(exc) else type(exc).__name__
        raise click.ClickException(f"cannot open the database {hide_password(db_url)!r}: {reason}") from None
    claim(storage, db_url, shared=redis_url is not None)
    _check_free(host, port)
    shown = "localhost" if host in ("127.0.0.1", "::1") else host
    together = f"; with the other processes through {hide_password(redis_url)}" if redis_url else ""
    many = f"; {workers} processes" if workers > 1 else ""
    click.echo(f"Tontine is open at http://{shown}:{port}/  (database: {hide_password(db_url)}{together}{many}; "
               "Ctrl+C to stop)", err=False)
    raise_file_limit()
    _log_to_stderr(log_level)
    options = server_options(host=host, port=port, log_level=log_level, forwarded_allow_ips=forwarded_allow_ips)
    if workers == 1:
        http, ws = protocols(limits)
        uvicorn.run(app, http=http, ws=ws, **options)
        return
    os.environ[ENV] = settings.to_json()
    # uvicorn's supervisor hands these options to every worker, which wraps its app the same way
    uvicorn.run("tontine.server.workers:app", factory=True, workers=workers, http="tontine.server.workers:Http",
                ws="tontine.server.workers:Ws", **options)


def server_options(*, host: str, port: int, log_level: str, forwarded_allow_ips: str) -> dict[str, Any]:
    """The uvicorn settings ``tontine serve`` runs with, one process or ``--workers N``.

    The proxy headers (``X-Forwarded-For``, ``X-Forwarded-Proto``) are read from the addresses in
    ``forwarded_allow_ips`` only, by uvicorn's ``ProxyHeadersMiddleware``.

    >>> server_options(host="127.0.0.1", port=8000, log_level="warning", forwarded_allow_ips="10.0.0.5")["forwarded_allow_ips"]
    '10.0.0.5'
    """
    return {"host": host, "port": port, "log_level": log_level, "ws_max_size": 65536, "proxy_headers": True,
            "forwarded_allow_ips": forwarded_allow_ips}


def claim(storage: Any, db_url: str, *, shared: bool) -> None:
    """Take the database for this process (shared with Redis, else exclusive), or refuse in one line."""
    from tontine.server.storage import DatabaseInUse

    try:
        storage.claim(shared=shared)
    except DatabaseInUse as exc:
        db_url = hide_password(db_url)
        if shared:
            message = (f"another 'tontine serve' without --redis is using the database {db_url!r}: a process "
                       "without --redis serves its database alone (stop it, and start every process with "
                       "the same --redis)")
        elif exc.shared:
            message = (f"the database {db_url!r} is served by 'tontine serve --redis' processes: start this "
                       "one with the same --redis URL to serve it with them")
        else:
            message = (f"another 'tontine serve' is already using the database {db_url!r}: one process serves "
                       "one database (stop the other, give this one a database of its own, or start every "
                       "process with --redis)")
        raise click.ClickException(message) from None


def _check_redis(url: str) -> None:
    """Refuse in one line when Redis cannot be reached at start (later outages are ridden out)."""
    try:
        import redis
    except ImportError:
        raise click.ClickException("'tontine serve --redis' needs the package 'redis': pip install "
                                   "'tontine[server]'") from None
    try:
        client = redis.Redis.from_url(url, socket_timeout=3, socket_connect_timeout=3)
        try:
            client.ping()
        finally:
            client.close()
    except (redis.RedisError, ValueError) as exc:
        reason = hide_password(str(exc).splitlines()[0]) if str(exc) else type(exc).__name__
        raise click.ClickException(f"cannot reach Redis at {hide_password(url)!r}: {reason}") from None


@click.command(help=help_text("cli-help-command-verify"))
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
