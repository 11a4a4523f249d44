"""kill -9 of one of two real ``tontine serve --redis`` processes on one PostgreSQL schema, under load.

Several tables deal by themselves, some dealt by each process, with sockets on both through one
address (a round robin in front of the two, as a reverse proxy would be). After the kill the dead
process's tables deal again from the survivor within 5 s (its leases run out and the survivor's
watcher takes them), its sockets reconnect through the same address to the survivor and get a
snapshot equal to the database, no socket sees a deal twice or skips one, and the stored deals of
every table run 0, 1, 2, ... with nothing lost and nothing twice.
"""

from __future__ import annotations

import contextlib
import json
import signal
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest
from tests.support.balancer import Balancer
from tests.support.cluster import REDIS_URL, drop_schema, free_port, new_schema, processes, redis_reachable
from tests.support.server import PG_URL, post, postgres_reachable

from tontine.server.store.storage import Storage

pytestmark = [pytest.mark.slow, pytest.mark.postgres, pytest.mark.redis]

websockets_sync = pytest.importorskip("websockets.sync.client", reason="the websockets package is not installed")

TABLES = 4  #: half dealt by each process
SOCKETS = 4  #: per table, through the one address: half on each process
PACE = 0.5


@dataclass
class Watcher:
    """One socket at a table, read in a thread: what it was sent, and whether every deal came once, in order."""

    port: int
    code: str
    snapshots: list[dict[str, Any]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    known: int | None = None  #: the last deal number the socket was told of
    deals: int = 0
    closed: threading.Event = field(default_factory=threading.Event)
    ws: Any = None
    stack: contextlib.ExitStack = field(default_factory=contextlib.ExitStack)

    def start(self) -> None:
        self.ws = self.stack.enter_context(websockets_sync.connect(
            f"ws://127.0.0.1:{self.port}/ws/{self.code}", open_timeout=10, max_size=2**22))
        self.ws.send(json.dumps({"type": "hello"}))
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        try:
            for raw in self.ws:
                self.take(json.loads(raw))
        except Exception:
            pass
        finally:
            self.closed.set()

    def take(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        state = message.get("state")
        number = state.get("deal_number") if isinstance(state, dict) else None
        if kind == "snapshot":
            self.snapshots.append(message)
        if not isinstance(number, int):
            return
        if kind == "events":
            if self.known is not None and number != self.known + 1:
                self.problems.append(f"{self.code} on :{self.port}: deal {number} after deal {self.known}")
            self.deals += 1
        elif self.known is not None and number < self.known:
            self.problems.append(f"{self.code} on :{self.port}: state of deal {number} after deal {self.known}")
        self.known = number

    def close(self) -> None:
        self.stack.close()


def playing_table(base: str) -> tuple[str, str]:
    created = post(base, "/api/tables", {"preset": "german", "seats": 6, "stake": 500})
    code, host = created["code"], created["host_token"]
    for action in ("fill", "start"):
        post(base, f"/api/tables/{code}/action", {"token": host, "action": action})
    return code, host


def matches_database(storage: Storage, snapshot: dict[str, Any]) -> bool:
    """Whether a snapshot's holdings and pool are the stored ones after its deal."""
    state = snapshot["state"]
    stored = {number: (holdings, pool) for number, _events, holdings, pool
              in storage.load_deals(state["code"], state["game"])}
    holdings = [seat["holding"] for seat in sorted(state["seats"], key=lambda s: s["seat"])]
    return stored.get(state["deal_number"]) == (holdings, state["pool"])


def test_kill_9_of_one_of_two_processes_its_tables_deal_on_from_the_other(tmp_path: Path) -> None:
    for reason in (postgres_reachable(), redis_reachable()):
        if reason:
            pytest.skip(reason)
    schema = new_schema()
    storage = Storage(PG_URL, schema=schema)
    watchers: list[Watcher] = []
    balancer: Balancer | None = None
    try:
        with processes(2, PG_URL, tmp_path, schema=schema, redis_url=REDIS_URL) as (doomed, survivor):
            balancer = Balancer([("127.0.0.1", doomed.port), ("127.0.0.1", survivor.port)], free_port())
            balancer.start()
            tables = [playing_table(doomed.base) for _ in range(TABLES)]
            # half the tables start dealing through each process: that process holds their lease
            for n, (code, host) in enumerate(tables):
                base = doomed.base if n % 2 == 0 else survivor.base
                post(base, f"/api/tables/{code}/action", {"token": host, "action": "auto", "pace": PACE})
            for code, _host in tables:
                for _ in range(SOCKETS):
                    watcher = Watcher(balancer.port, code)
                    watcher.start()
                    watchers.append(watcher)
            time.sleep(4 * PACE)  # a few deals under load, seen on both processes
            for code, _host in tables:
                assert (storage.last_deal(code, 1) or 0) >= 2

            doomed.process.send_signal(signal.SIGKILL)
            killed = time.monotonic()
            doomed.process.wait(timeout=10)
            at_kill = {code: storage.last_deal(code, 1) or 0 for code, _host in tables}
            orphans = [code for n, (code, _host) in enumerate(tables) if n % 2 == 0]

            # the survivor deals the dead process's tables again within 5 s
            resumed: dict[str, float] = {}
            while len(resumed) < len(tables) and time.monotonic() - killed < 10:
                for code, _host in tables:
                    if code not in resumed and (storage.last_deal(code, 1) or 0) > at_kill[code]:
                        resumed[code] = time.monotonic() - killed
                time.sleep(0.05)
            late = {code: resumed.get(code) for code in orphans if resumed.get(code, 99.0) >= 5.0}
            assert not late, f"tables not dealt again within 5 s of the kill: {late} ({survivor.output()})"
            print("seconds from the kill to the next deal of its tables:",
                  ", ".join(f"{resumed[code]:.2f}" for code in orphans))
            for code, _host in tables:
                state = httpx.get(f"{survivor.base}/api/tables/{code}", timeout=10).json()
                assert state["auto"] is True and state["status"] == "playing"

            # the dead process's sockets were closed; they reconnect through the same address
            deadline = time.monotonic() + 10
            while sum(w.closed.is_set() for w in watchers) < len(watchers) // 2 and time.monotonic() < deadline:
                time.sleep(0.05)
            cut = [w for w in watchers if w.closed.is_set()]
            assert len(cut) == len(watchers) // 2  # the round robin put half of them on each process
            reconnected = []
            for watcher in cut:
                again = Watcher(balancer.port, watcher.code)
                again.start()
                reconnected.append(again)
            watchers += reconnected
            deadline = time.monotonic() + 10
            while any(not w.snapshots for w in reconnected) and time.monotonic() < deadline:
                time.sleep(0.05)
            for watcher in reconnected:
                assert watcher.snapshots, f"no snapshot on a reconnected socket at {watcher.code}"
                assert matches_database(storage, watcher.snapshots[0])
            time.sleep(4 * PACE)  # more deals reach the reconnected sockets

            for code, host in tables:
                post(survivor.base, f"/api/tables/{code}/action", {"token": host, "action": "pause"})
        problems = [problem for w in watchers for problem in w.problems]
        assert not problems, problems
        assert all(w.deals > 0 for w in watchers if w not in cut)  # the survivor's and the reconnected
        for code, _host in tables:
            numbers = [number for number, *_rest in storage.load_deals(code, 1)]
            assert numbers == list(range(len(numbers))), f"{code}: deals stored {numbers}"
            assert numbers[-1] > at_kill[code] + 1
    finally:
        for watcher in watchers:
            watcher.close()
        if balancer is not None:
            balancer.close()
        storage.close()
        drop_schema(schema)


