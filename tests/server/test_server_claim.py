"""How processes claim a database: alone (exclusive) without Redis, together (shared) with it, never both."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from tests.support.cluster import REDIS_URL, drop_schema, new_schema, redis_reachable
from tests.support.server import PG_URL, postgres_reachable

from tontine.server.cli import serve
from tontine.server.store.storage import DatabaseInUse, Storage


def check_claims(first: Storage, second: Storage, third: Storage) -> None:
    # two shared claims (two processes with Redis) go together
    first.claim(shared=True)
    second.claim(shared=True)
    # a process alone is refused, and learns the others share the database
    with pytest.raises(DatabaseInUse) as refused:
        third.claim()
    assert refused.value.shared is True
    first.close()
    second.close()
    # the reverse: a process alone holds it, one with Redis is refused
    third.claim()
    with pytest.raises(DatabaseInUse) as refused:
        first.claim(shared=True)
    assert refused.value.shared is False
    with pytest.raises(DatabaseInUse) as refused:
        second.claim()
    assert refused.value.shared is False


def test_shared_and_exclusive_claims_of_a_sqlite_database(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 't.sqlite3'}"
    stores = [Storage(url) for _ in range(3)]
    try:
        check_claims(*stores)
    finally:
        for store in stores:
            store.close()


@pytest.mark.postgres
def test_shared_and_exclusive_claims_of_a_postgres_schema() -> None:
    reason = postgres_reachable()
    if reason:
        pytest.skip(reason)
    schema = new_schema()
    stores = [Storage(PG_URL, schema=schema) for _ in range(3)]
    try:
        check_claims(*stores)
    finally:
        for store in stores:
            store.close()
        drop_schema(schema)


def test_serve_without_redis_refuses_a_database_served_with_redis(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 't.sqlite3'}"
    holder = Storage(url)
    holder.claim(shared=True)  # as a 'tontine serve --redis' process does
    try:
        result = CliRunner().invoke(serve, ["--db", url, "--port", "0"])
    finally:
        holder.close()
    assert result.exit_code == 1
    assert "is served by 'tontine serve --redis' processes: start this one with the same --redis" in result.output


@pytest.mark.redis
def test_serve_with_redis_refuses_a_database_served_alone(tmp_path: Path) -> None:
    reason = redis_reachable()
    if reason:
        pytest.skip(reason)
    url = f"sqlite:///{tmp_path / 't.sqlite3'}"
    holder = Storage(url)
    holder.claim()  # as a 'tontine serve' without --redis does
    try:
        result = CliRunner().invoke(serve, ["--db", url, "--port", "0", "--redis", REDIS_URL])
    finally:
        holder.close()
    assert result.exit_code == 1
    assert "another 'tontine serve' without --redis is using the database" in result.output


def test_serve_refuses_several_workers_without_redis_and_an_unreachable_redis(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 't.sqlite3'}"
    result = CliRunner().invoke(serve, ["--db", url, "--workers", "2"])
    assert result.exit_code == 2 and "--workers N (more than 1) needs --redis URL" in result.output
    result = CliRunner().invoke(serve, ["--db", url, "--redis", "redis://127.0.0.1:1/0"])
    assert result.exit_code == 1 and "cannot reach Redis at 'redis://127.0.0.1:1/0'" in result.output
