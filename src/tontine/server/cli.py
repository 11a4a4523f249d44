"""``tontine serve`` (the browser table) and ``tontine verify`` (check a server record)."""

from __future__ import annotations

import os
import socket
from typing import TYPE_CHECKING, Any

import click

from tontine.cli.lang import help_text, loc
from tontine.cli.os_text import os_reason
from tontine.errors import RecordError
from tontine.record import read_record
from tontine.server.store.urls import database_url, hide_password

if TYPE_CHECKING:  # the server extra is imported when 'tontine serve' runs, not when the CLI starts
    from tontine.server.store.storage import Storage

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
        raise click.UsageError(loc()("cli-serve-workers-redis"))
    if schema is not None and database_url(db_url).startswith("sqlite"):
        raise click.UsageError(loc()("cli-serve-schema-sqlite"))
    try:
        import uvicorn

        from tontine.server.app import create_app
        from tontine.server.store.storage import Storage
        from tontine.server.wire.files import raise_file_limit
        from tontine.server.wire.uvicorn_fence import serving_protocols
        from tontine.server.workers import ENV, Settings
    except ImportError as exc:
        raise click.ClickException(loc()("cli-serve-needs-package", **{"package-name": str(exc.name)})) from None
    if redis_url is not None:
        _check_redis(redis_url)
    settings = Settings(db_url, schema, redis_url, max_seats, per_address)
    limits = settings.limits()
    try:
        if workers == 1:
            app = create_app(db_url, limits=limits, schema=schema, redis_url=redis_url, gc_freeze=True, warm=True)
            storage = app.state.server.storage
        else:  # the supervisor holds a claim of its own while its workers run, each with theirs
            storage = Storage(db_url, schema=schema)
    except Exception as exc:  # a bad URL or an unreachable database: one line, not a traceback
        reason = hide_password(str(exc).splitlines()[0]) if str(exc) else type(exc).__name__
        raise click.ClickException(loc()("cli-serve-database", **{"url-text": hide_password(db_url),
                                                                  "reason-text": reason})) from None
    claim(storage, db_url, shared=redis_url is not None)
    _check_free(host, port)
    shown = "localhost" if host in ("127.0.0.1", "::1") else host
    click.echo(loc()("cli-serve-open", **{
        "address-text": f"http://{shown}:{port}/", "url-text": hide_password(db_url),
        "together": "yes" if redis_url else "no", "redis-text": hide_password(redis_url) if redis_url else "",
        "workers": workers}), err=False)
    raise_file_limit()
    _log_to_stderr(log_level)
    options = server_options(host=host, port=port, log_level=log_level, forwarded_allow_ips=forwarded_allow_ips)
    if workers == 1:
        http, ws = serving_protocols(limits)
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


def claim(storage: Storage, db_url: str, *, shared: bool) -> None:
    """Take the database for this process (shared with Redis, else exclusive), or refuse in one line."""
    from tontine.server.store.storage import DatabaseInUse

    try:
        storage.claim(shared=shared)
    except DatabaseInUse as exc:
        which = "cli-serve-claim-shared" if shared else "cli-serve-claim-redis" if exc.shared else "cli-serve-claim-alone"
        raise click.ClickException(loc()(which, **{"url-text": hide_password(db_url)})) from None


def _check_redis(url: str) -> None:
    """Refuse in one line when Redis cannot be reached at start (later outages are ridden out)."""
    try:
        import redis
    except ImportError:
        raise click.ClickException(loc()("cli-serve-redis-package")) from None
    try:
        client = redis.Redis.from_url(url, socket_timeout=3, socket_connect_timeout=3)
        try:
            client.ping()
        finally:
            client.close()
    except (redis.RedisError, ValueError) as exc:
        reason = hide_password(str(exc).splitlines()[0]) if str(exc) else type(exc).__name__
        raise click.ClickException(loc()("cli-serve-redis-unreachable", **{"url-text": hide_password(url),
                                                                           "reason-text": reason})) from None


@click.command(help=help_text("cli-help-command-verify"))
@click.argument("record_path", metavar="RECORD", type=click.Path(dir_okay=False))
def verify(record_path: str) -> None:
    """Check a record downloaded from a table: the server's commitment, every deal's cards, the rules.

    Prints one line and exits 0 for an honest record; otherwise one line naming what
    failed, and exit code 2.
    """
    # the checks are tontine.server.verify.check's, the verify page's too; a version 1 record adds a note
    from tontine.server.verify.check import NOTES, verify_record

    record = read_record(record_path)
    try:
        verified = verify_record(record)
    except RecordError as exc:
        raise RecordError(f"record {record_path!r}: {exc}", msg_id="cli-error-record-file", file_name=record_path,
                          reason_text=exc) from None
    say = loc()
    table = verified.table
    outcome = (
        say("cli-verify-won", seat=table.winner, **{"player-name": table.players[table.winner]})
        if table.winner is not None
        else say("cli-verify-shared") if table.shares else say("cli-verify-ended")
    )
    click.echo(say("cli-verify-honest", deals=table.deal_number, **{"file-text": record_path, "outcome-text": outcome}))
    for note in verified.notes:
        click.echo(say(NOTES[note]))


def _check_free(host: str, port: int) -> None:
    """Refuse in one line when the address cannot be listened on (uvicorn would log and exit 1)."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except OSError as exc:
        raise click.BadParameter(loc()("cli-serve-resolve", **{"host-text": host, "reason-text": os_reason(exc, loc())}),
                                 param_hint="--host") from None
    family, kind, proto, _name, address = infos[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
        except OSError as exc:
            raise click.ClickException(loc()("cli-serve-listen", **{"address-text": f"{host}:{port}",
                                                                    "reason-text": os_reason(exc, loc())})) from None


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
