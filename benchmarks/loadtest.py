"""Simulated phones over real WebSockets against a server on this machine: deals/s, lateness, errors.

The load tester starts its own server process on 127.0.0.1 (the same HTTP and WebSocket
protocols as ``tontine serve``, with the per-address limits lifted, since every phone comes from
one address), then for each size in ``--tables``: creates that many tables, seats ``--seats``
phones at each (every phone joins over HTTP and holds a WebSocket speaking protocol 2), starts
them dealing by themselves at ``--pace``, and measures for ``--seconds``:

- deals/s served against the target (tables / pace);
- lateness from a deal's commit to each socket (p50/p95/p99 and the worst), from the ``at`` the
  server puts on each deal (client and server share the clock: loopback only);
- errors (failed requests, error messages, unexpected closes), sequence gaps, drops;
- the server process's CPU (% of one core) and RSS, and the load tester's own CPU;
- ``--sleepers``: that share of the phones stops reading for ``--sleep`` seconds mid-run (a tab
  in the background), then reads again;
- ``--storm``: at the end every socket is closed at once and reconnects with the server's back-off
  and jitter; the time until every phone has its snapshot again is reported.

The knee is the first size whose deals/s fall under 90% of target or whose p95 passes 100 ms.
Bounded: at most 5,000 phones and 120 s per size; loopback only.

    python benchmarks/loadtest.py --tables 10,20,40 --seats 20 --pace 1 --seconds 10
    python benchmarks/loadtest.py --tables 5 --seats 4 --seconds 3 --json    # a quick check
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from typing import Any

import httpx
import psutil
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

MAX_PHONES = 5000
MAX_SECONDS = 120.0
KNEE_P95_MS = 100.0
KNEE_SHARE = 0.9

SERVER = """
import sys, uvicorn
from tontine.server.app import create_app
from tontine.server.protocol import Limits
from tontine.server.transport import protocols, raise_file_limit
big = 10**9
limits = Limits(tables_per_hour=big, lookup_misses=big, joins_per_minute=big, ws_per_address=big,
                ws_per_table=big, connections_per_address=big, min_pace=0.2)
raise_file_limit()
http, ws = protocols(limits)
uvicorn.run(create_app(sys.argv[1], limits=limits), host="127.0.0.1", port=int(sys.argv[2]),
            log_level="warning", http=http, ws=ws, ws_max_size=65536)
"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def percentile(values: list[float], share: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


@dataclass
class Stats:
    late: list[float] = field(default_factory=list)  #: seconds from commit to socket
    deals: int = 0  #: deal messages received (over all sockets)
    errors: list[str] = field(default_factory=list)
    gaps: int = 0
    closes: int = 0  #: connections the server closed under us
    snapshots: int = 0
    reconnect_waits: list[float] = field(default_factory=list)


class Phone:
    """One seat's socket: hello, snapshot, then deals; sequence numbers checked."""

    def __init__(self, url: str, token: str, stats: Stats, measuring: asyncio.Event) -> None:
        self.url, self.token, self.stats, self.measuring = url, token, stats, measuring
        self.seq: int | None = None
        self.asleep = asyncio.Event()
        self.asleep.set()  # set: awake
        self.ws: ClientConnection | None = None
        self.ready = asyncio.Event()
        self.stop = False
        self.policy = {"base_ms": 500, "max_ms": 30000}
        self.pending: set[asyncio.Future[None]] = set()

    async def run(self) -> None:
        attempt = 0
        while not self.stop:
            try:
                async with connect(self.url, max_size=2**22, open_timeout=30, ping_interval=None) as ws:
                    self.ws = ws
                    await ws.send(json.dumps({"type": "hello", "token": self.token, "protocol": 2}))
                    attempt = 0
                    async for raw in ws:
                        await self.asleep.wait()
                        self.take(json.loads(raw))
            except (ConnectionClosed, OSError, TimeoutError) as exc:
                if self.stop:
                    return
                self.stats.closes += 1
                if not isinstance(exc, ConnectionClosed):
                    self.stats.errors.append(f"connect: {exc!r}"[:120])
            self.ready.clear()
            self.seq = None
            attempt += 1
            bound = min(self.policy["max_ms"], self.policy["base_ms"] * 2 ** attempt) / 1000
            await asyncio.sleep(random.uniform(0, bound))

    def take(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "snapshot":
            self.seq = message["seq"]
            self.policy = message.get("reconnect", self.policy)
            self.stats.snapshots += 1
            self.ready.set()
            return
        if kind == "error":
            self.stats.errors.append(str(message.get("message"))[:120])
            return
        seq = message.get("seq")
        if self.seq is None or not isinstance(seq, int) or seq <= self.seq:
            return
        if seq != self.seq + 1:
            self.stats.gaps += 1
            self.seq = None
            self.pending.add(task := asyncio.ensure_future(self.ask_snapshot()))
            task.add_done_callback(self.pending.discard)
            return
        self.seq = seq
        if kind == "deal" and self.measuring.is_set():
            self.stats.deals += 1
            self.stats.late.append(time.time() - message["at"])

    async def ask_snapshot(self) -> None:
        if self.ws is not None:
            with contextlib.suppress(ConnectionClosed):
                await self.ws.send(json.dumps({"type": "snapshot"}))


async def one_size(base: str, tables: int, seats: int, pace: float, seconds: float, sleepers: float,
                   sleep_for: float, storm: bool, server: psutil.Process) -> dict[str, Any]:
    stats = Stats()
    measuring = asyncio.Event()
    phones: list[Phone] = []
    hosts: list[tuple[str, str]] = []
    ws_base = base.replace("http://", "ws://")
    # idle pooled connections are let go before the server's keep-alive timeout (5 s) can close them
    limits = httpx.Limits(max_connections=20, keepalive_expiry=2.0)
    gate = asyncio.Semaphore(8)
    async with httpx.AsyncClient(base_url=base, timeout=60, limits=limits) as http:
        async def table() -> None:
            async with gate:
                await seat_table()

        async def seat_table() -> None:
            created = (await http.post("/api/tables", json={"preset": "german", "stake": 500, "seats": seats})).json()
            code, host = created["code"], created["host_token"]
            for i in range(seats):
                joined = await http.post(f"/api/tables/{code}/join",
                                         json={"name": f"Phone {i}", "seed": os.urandom(8).hex()})
                if joined.status_code != 200:
                    stats.errors.append(f"join {joined.status_code}")
                    continue
                phones.append(Phone(f"{ws_base}/ws/{code}", joined.json()["token"], stats, measuring))
            hosts.append((code, host))

        began = time.monotonic()
        await asyncio.gather(*(table() for _ in range(tables)))
        setup = time.monotonic() - began
        tasks = [asyncio.ensure_future(p.run()) for p in phones]
        began = time.monotonic()
        await asyncio.wait_for(asyncio.gather(*(p.ready.wait() for p in phones)), timeout=120)
        joined_in = time.monotonic() - began
        for code, host in hosts:
            for action, extra in (("start", {}), ("auto", {"pace": pace})):
                response = await http.post(f"/api/tables/{code}/action", json={"token": host, "action": action, **extra})
                if response.status_code != 200:
                    stats.errors.append(f"{action} {response.status_code}: {response.text[:80]}")
        await asyncio.sleep(pace)  # the first deals
        server.cpu_percent()
        own = psutil.Process()
        own.cpu_percent()
        measuring.set()
        began = time.monotonic()
        sleeping = random.sample(phones, int(sleepers * len(phones)))
        if sleeping:
            await asyncio.sleep(seconds / 3)
            for p in sleeping:
                p.asleep.clear()
            await asyncio.sleep(min(sleep_for, seconds / 3))
            for p in sleeping:
                p.asleep.set()
        await asyncio.sleep(max(0.0, seconds - (time.monotonic() - began)))
        measuring.clear()
        spent = time.monotonic() - began
        cpu, own_cpu = server.cpu_percent(), own.cpu_percent()
        rss = server.memory_info().rss / 2**20
        storm_s = None
        if storm:
            for p in phones:
                p.ready.clear()
            began = time.monotonic()
            await asyncio.gather(*(p.ws.close() for p in phones if p.ws is not None), return_exceptions=True)
            await asyncio.wait_for(asyncio.gather(*(p.ready.wait() for p in phones)), timeout=120)
            storm_s = time.monotonic() - began
        for code, host in hosts:
            await http.post(f"/api/tables/{code}/action", json={"token": host, "action": "end"})
        for p in phones:
            p.stop = True
            if p.ws is not None:
                await p.ws.close()
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    target = tables / pace
    served = stats.deals / max(1, len(phones)) / spent * tables if phones else 0.0
    return {
        "tables": tables, "seats": seats, "phones": len(phones), "pace_s": pace, "seconds": round(spent, 1),
        "setup_s": round(setup, 2), "all_snapshots_s": round(joined_in, 2),
        "deals_per_s": round(served, 1), "target_per_s": round(target, 1),
        "p50_ms": round(1000 * percentile(stats.late, 0.50), 1), "p95_ms": round(1000 * percentile(stats.late, 0.95), 1),
        "p99_ms": round(1000 * percentile(stats.late, 0.99), 1),
        "max_ms": round(1000 * max(stats.late), 1) if stats.late else None,
        "errors": len(stats.errors), "first_errors": stats.errors[:3], "gaps": stats.gaps, "closed": stats.closes,
        "server_cpu_pct": round(cpu, 1), "server_rss_mb": round(rss, 1), "loadtester_cpu_pct": round(own_cpu, 1),
        "storm_all_back_s": round(storm_s, 2) if storm_s is not None else None,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", default="10,20", help="table counts to try in turn, comma-separated")
    parser.add_argument("--seats", type=int, default=20, help="phones at each table")
    parser.add_argument("--pace", type=float, default=1.0, help="seconds between a table's deals")
    parser.add_argument("--seconds", type=float, default=10.0, help="measured seconds per size")
    parser.add_argument("--sleepers", type=float, default=0.0, help="share of phones that stop reading for a while")
    parser.add_argument("--sleep", type=float, default=3.0, help="seconds a sleeping phone stops reading")
    parser.add_argument("--storm", action="store_true", help="end each size with every socket reconnecting at once")
    parser.add_argument("--db", default=None, help="database URL for the server (default: a temporary SQLite file)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    sizes = [int(x) for x in args.tables.split(",") if x.strip()]
    if any(n * args.seats > MAX_PHONES for n in sizes) or args.seconds > MAX_SECONDS or min(sizes) < 1:
        parser.error(f"at most {MAX_PHONES} phones and {MAX_SECONDS:.0f} s per size")
    tmp = tempfile.mkdtemp(prefix="tontine-load-")
    db = args.db or f"sqlite:///{tmp}/load.sqlite3"
    port = free_port()
    child = subprocess.Popen([sys.executable, "-c", SERVER, db, str(port)], stderr=subprocess.PIPE, text=True)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                if httpx.get(f"{base}/api/meta", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline or child.poll() is not None:
                child.kill()
                raise SystemExit(f"the server did not start: {(child.communicate()[1] or '')[-500:]}")
            time.sleep(0.1)
        server = psutil.Process(child.pid)
        results = []
        for n in sizes:
            results.append(asyncio.run(one_size(base, n, args.seats, args.pace, args.seconds, args.sleepers,
                                                args.sleep, args.storm, server)))
            if not args.json:
                r = results[-1]
                print(f"{r['tables']:>4} tables x {r['seats']} phones: {r['deals_per_s']:.1f} deals/s "
                      f"(target {r['target_per_s']:.1f}); deal to socket p50 {r['p50_ms']} ms, p95 {r['p95_ms']} ms, "
                      f"p99 {r['p99_ms']} ms, max {r['max_ms']} ms; errors {r['errors']}, gaps {r['gaps']}, "
                      f"closed {r['closed']}; server CPU {r['server_cpu_pct']}%, RSS {r['server_rss_mb']} MB; "
                      f"load tester CPU {r['loadtester_cpu_pct']}%; all snapshots in {r['all_snapshots_s']} s"
                      + (f"; storm: all back in {r['storm_all_back_s']} s" if r["storm_all_back_s"] is not None else ""),
                      flush=True)
        knee = next((r["tables"] for r in results if r["deals_per_s"] < KNEE_SHARE * r["target_per_s"]
                     or r["p95_ms"] > KNEE_P95_MS), None)
        if args.json:
            print(json.dumps({"results": results, "knee_tables": knee}, indent=1))
        else:
            print(f"knee: {knee} tables" if knee is not None else f"knee: not reached up to {sizes[-1]} tables")
    finally:
        child.send_signal(signal.SIGTERM)
        try:
            child.wait(timeout=15)
        except subprocess.TimeoutExpired:
            child.kill()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
