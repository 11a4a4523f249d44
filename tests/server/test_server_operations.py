"""What an operator meets running ``tontine serve`` as docs/deploy.md says.

- Behind a reverse proxy, the player's address (``X-Forwarded-For``) and the scheme
  (``X-Forwarded-Proto``) are read from the proxies ``--forwarded-allow-ips`` names, as ``tontine
  serve`` configures uvicorn (its arguments to ``uvicorn.run`` are caught and loaded here).
- The Redis namespace comes from the database itself, however its URL is spelt.
- ``postgres://`` URLs, passwords in the URLs printed, ``--schema`` with SQLite.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import uvicorn
from click.testing import CliRunner
from fastapi.testclient import TestClient
from tests.support.cluster import drop_schema, new_schema
from tests.support.server import PG_URL, free_port, postgres_reachable

from tontine.server import cli
from tontine.server.app import create_app
from tontine.server.cluster.bus import RedisCluster
from tontine.server.store.storage import Storage
from tontine.server.workers import ENV

PROXY = "10.0.0.5"  #: nginx on another machine, as the operator names it with --forwarded-allow-ips


@pytest.fixture
def caught(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[tuple[Any, ...], dict[str, Any]]]]:
    """``uvicorn.run`` replaced: the arguments ``tontine serve`` gives it, one entry per call."""
    calls: list[tuple[tuple[Any, ...], dict[str, Any]]] = []
    monkeypatch.setattr(uvicorn, "run", lambda *args, **kwargs: calls.append((args, kwargs)))
    monkeypatch.setattr(cli, "_log_to_stderr", lambda level: None)
    monkeypatch.setenv(ENV, "")  # restored after the test: --workers N sets it
    yield calls


def served(calls: list[tuple[tuple[Any, ...], dict[str, Any]]]) -> Any:
    """The application uvicorn would run for the one ``uvicorn.run`` call, wrapped as uvicorn wraps it."""
    assert len(calls) == 1
    (app,), options = calls[0]
    config = uvicorn.Config(app, **{k: v for k, v in options.items() if k not in ("http", "ws")})
    config.load()
    return config.loaded_app


def create(client: TestClient, forwarded_for: str) -> int:
    return client.post("/api/tables", json={}, headers={"X-Forwarded-For": forwarded_for}).status_code


def test_players_behind_a_trusted_proxy_get_their_own_budgets_and_the_proxy_scheme(
        caught: list[tuple[tuple[Any, ...], dict[str, Any]]], tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 't.sqlite3'}"
    result = CliRunner().invoke(cli.serve, ["--db", url, "--port", str(free_port()), "--forwarded-allow-ips", PROXY])
    assert result.exit_code == 0, result.output
    assert caught[0][1]["forwarded_allow_ips"] == PROXY
    app = served(caught)
    with TestClient(app, base_url="http://tontine.example.org", client=(PROXY, 40000)) as client:
        statuses = [create(client, "203.0.113.5") for _ in range(21)]
        assert statuses == [201] * 20 + [429]  # one player's budget (20 tables an hour) is spent...
        assert create(client, "198.51.100.7") == 201  # ...not the next player's behind the same proxy
        code = client.post("/api/tables", json={}, headers={"X-Forwarded-For": "198.51.100.8"}).json()["code"]
        qr = client.get(f"/api/tables/{code}/qr.svg", headers={"X-Forwarded-Proto": "https"}).text
        assert f"<title>https://tontine.example.org/t/{code}</title>" in qr
        plain = client.get(f"/api/tables/{code}/qr.svg").text
        assert f"<title>http://tontine.example.org/t/{code}</title>" in plain
    # a client that is not a trusted proxy cannot pick its address by a header
    with TestClient(app, client=("192.0.2.9", 40000)) as client:
        assert [create(client, f"198.51.100.{n}") for n in range(21)] == [201] * 20 + [429]


def test_workers_get_the_trusted_proxies_and_no_password_is_printed(
        caught: list[tuple[tuple[Any, ...], dict[str, Any]]], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli, "_check_redis", lambda url: None)
    url = f"sqlite:///{tmp_path / 't.sqlite3'}"
    result = CliRunner().invoke(cli.serve, ["--db", url, "--port", str(free_port()), "--workers", "2",
                                            "--redis", "redis://:s3cret@127.0.0.1:6379/0",
                                            "--forwarded-allow-ips", PROXY])
    assert result.exit_code == 0, result.output
    (target,), options = caught[0]
    assert target == "tontine.server.workers:app" and options["workers"] == 2
    assert options["forwarded_allow_ips"] == PROXY and options["proxy_headers"] is True
    assert "s3cret" not in result.output and "redis://:***@127.0.0.1:6379/0" in result.output


def test_the_trusted_proxies_default_to_uvicorns(caught: list[tuple[tuple[Any, ...], dict[str, Any]]],
                                                 tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("FORWARDED_ALLOW_IPS", raising=False)
    result = CliRunner().invoke(cli.serve, ["--db", f"sqlite:///{tmp_path / 't.sqlite3'}", "--port", str(free_port())])
    assert result.exit_code == 0, result.output
    assert caught[0][1]["forwarded_allow_ips"] == "127.0.0.1"
    caught[0][0][0].state.server.storage.close()


def test_passwords_are_hidden_in_the_error_lines(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli.serve, ["--db", "postgresql+psycopg://tontine:s3cret@127.0.0.1:1/tontine"])
    assert result.exit_code == 1
    assert "s3cret" not in result.output
    assert "cannot open the database 'postgresql+psycopg://tontine:***@127.0.0.1:1/tontine'" in result.output
    result = CliRunner().invoke(cli.serve, ["--db", f"sqlite:///{tmp_path / 't.sqlite3'}",
                                            "--redis", "redis://default:s3cret@127.0.0.1:1/0"])
    assert result.exit_code == 1
    assert "s3cret" not in result.output and "cannot reach Redis at 'redis://default:***@127.0.0.1:1/0'" in result.output


def test_schema_with_sqlite_is_refused_in_one_line(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli.serve, ["--db", f"sqlite:///{tmp_path / 't.sqlite3'}", "--schema", "games"])
    assert result.exit_code == 2
    assert "Error: --schema is for PostgreSQL: a SQLite database has no schemas" in result.output
    assert "syntax" not in result.output.lower()
    with pytest.raises(ValueError, match="--schema is for PostgreSQL"):
        Storage(f"sqlite:///{tmp_path / 'u.sqlite3'}", schema="games")


def namespace(url: str, schema: str | None = None) -> str:
    """The Redis namespace a ``--redis`` process of that database would use (no connection is made)."""
    app = create_app(url, schema=schema, redis_url="redis://127.0.0.1:6379/0")
    server = app.state.server
    try:
        assert isinstance(server.cluster, RedisCluster)
        assert server.cluster.namespace == server.storage.cluster_id
        return str(server.cluster.namespace)
    finally:
        server.stop()


def test_one_sqlite_file_spelt_two_ways_has_one_redis_namespace(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "sub").mkdir()
    relative, absolute = namespace("sqlite:///./x.db"), namespace(f"sqlite:///{tmp_path / 'x.db'}")
    assert relative == absolute and re.fullmatch(r"[0-9a-f]{16}", relative)
    assert namespace(f"sqlite:///{tmp_path / 'sub' / '..' / 'x.db'}") == relative
    assert namespace("sqlite:///./y.db") != relative  # another database, another namespace


def test_the_database_id_is_made_once() -> None:
    storage = Storage("sqlite://")
    try:
        first = storage.cluster_id
        assert storage._meta("cluster_id", "another") == first  # the id stored first stays
    finally:
        storage.close()


@pytest.fixture
def pg_schema() -> Iterator[str]:
    reason = postgres_reachable()
    if reason:
        pytest.skip(reason)
    schema = new_schema()
    yield schema
    drop_schema(schema)


@pytest.mark.postgres
def test_one_postgres_database_spelt_two_ways_has_one_redis_namespace(pg_schema: str) -> None:
    assert "@127.0.0.1:" in PG_URL
    by_address = namespace(PG_URL, pg_schema)
    assert namespace(PG_URL.replace("@127.0.0.1:", "@localhost:"), pg_schema) == by_address
    other = new_schema()
    try:
        assert namespace(PG_URL, other) != by_address  # another schema holds another server's tables
    finally:
        drop_schema(other)


@pytest.mark.postgres
def test_platform_postgres_urls_use_the_psycopg_driver(pg_schema: str) -> None:
    assert PG_URL.startswith("postgresql+psycopg://")
    for scheme in ("postgres://", "postgresql://"):
        storage = Storage(PG_URL.replace("postgresql+psycopg://", scheme), schema=pg_schema)
        try:
            assert storage.engine.dialect.driver == "psycopg"
            assert storage.url.startswith("postgresql+psycopg://")
            assert storage.codes_in_play() == []
        finally:
            storage.close()


def test_a_lost_presence_message_is_logged_in_words(caplog: pytest.LogCaptureFixture) -> None:
    async def publish() -> None:
        cluster = RedisCluster("redis://127.0.0.1:1/0", namespace="test")
        cluster._up = True  # as if Redis had just gone: the publish itself fails
        try:
            await cluster.publish("*", "presence", full=True, rooms={})
            await cluster.publish("ABC234", "seat")
        finally:
            await cluster.close()

    with caplog.at_level(logging.WARNING, logger="tontine.server"):
        asyncio.run(publish())
    lines = [r.getMessage() for r in caplog.records]
    assert any(line.startswith("cannot publish who is at every table (presence) to the other processes")
               for line in lines), lines
    assert any(line.startswith("cannot publish a change of table ABC234 (seat)") for line in lines), lines
