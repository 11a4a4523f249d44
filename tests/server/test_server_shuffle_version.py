"""A game keeps the shuffle version it was made with, across restarts and upgrades, and its record says so.

A game dealt partly before an upgrade to a new version of ``tontine-hmac-fy`` and partly after
must not switch algorithms halfway: its record would then verify under neither. The version is
stored with the game when it is made; databases made before that column existed hold version 1
games, the only version there was.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, text
from tests.support.server import Api

from tontine.server.store.storage import Storage
from tontine.server.verify.check import NAMES_NOT_BOUND, verify_record
from tontine.server.verify.shuffle import ALGORITHMS, VERSION, commitment, new_server_seed


def test_a_game_made_under_version_1_deals_on_under_it_after_a_restart_and_verifies(make_client: Any,
                                                                                    db_url: str) -> None:
    first = Api(make_client())
    created = first.create(preset="english", stake=6, ante=1)
    code, host = created["code"], created["host_token"]
    for i in range(4):
        first.join(code, f"Player {i}")
    storage = first.client.app.state.server.storage
    with storage.engine.begin() as conn:  # as a game made before the upgrade is stored
        conn.execute(text("UPDATE tontine_games SET shuffle_version = 1 WHERE code = :code"), {"code": code})
    first.client.app.state.server.registry.rooms.pop(code, None)  # read again from the database
    state = first.act(code, host, "start")["state"]
    assert state["shuffle"]["algorithm"] == ALGORITHMS[1]
    for expect in (1, 2, 3):
        first.act(code, host, "deal", expect=expect)
    first.client.__exit__(None, None, None)  # the old process stops; the upgraded one takes over

    second = Api(make_client())
    for expect in range(4, 500):
        state = second.act(code, host, "deal", expect=expect)["state"]
        if state["status"] == "finished":
            break
    assert state["status"] == "finished" and state["shuffle"]["algorithm"] == ALGORITHMS[1]
    record = second.client.get(f"/api/tables/{code}/record").json()
    assert record["shuffle"]["algorithm"] == ALGORITHMS[1] and record["shuffle"]["version"] == 1
    verified = verify_record(record)  # every deal, before the restart and after, under version 1
    assert verified.version == 1 and verified.notes == (NAMES_NOT_BOUND,)
    assert verified.table.deal_number == state["deal_number"]

    # the next game at the table is made under the version new games get
    second.act(code, host, "again")
    again = second.act(code, host, "start")["state"]
    assert again["shuffle"]["algorithm"] == ALGORITHMS[VERSION] != ALGORITHMS[1]


def test_a_database_made_before_the_column_holds_version_1_games_and_makes_new_ones_at_the_current(
        tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'old.sqlite3'}"
    storage = Storage(url)
    seed = new_server_seed()
    assert storage.create_room("OLDONE", creator_ip="", host_hash="h", max_seats=6, rules={},
                               server_seed=seed, commitment=commitment(seed))
    storage.close()
    engine = create_engine(url)
    with engine.begin() as conn:  # the games table as it was before the column
        conn.execute(text("ALTER TABLE tontine_games DROP COLUMN shuffle_version"))
    engine.dispose()

    storage = Storage(url)  # opening it adds the column
    try:
        old = storage.load_game("OLDONE", 1)
        assert old is not None and old.shuffle_version == 1
        seed = new_server_seed()
        storage.new_game("OLDONE", 2, rules={}, server_seed=seed, commitment=commitment(seed))
        new = storage.load_game("OLDONE", 2)
        assert new is not None and new.shuffle_version == VERSION == 2
        assert [game.shuffle_version for game in (s.game for s in storage.load_rooms(["OLDONE"]))] == [VERSION]
    finally:
        storage.close()
