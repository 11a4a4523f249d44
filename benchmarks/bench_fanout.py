"""How long a deal made on one server process takes to reach a socket on another, through Redis.

Starts two ``tontine serve --redis`` processes over one database on 127.0.0.1 (a fresh SQLite
file by default, or ``--db`` PostgreSQL with a fresh schema), seats a table, holds one WebSocket
(protocol 2) on each process, and makes ``--deals`` deals through process A. For every deal it
measures the time from the deal's commit (the ``at`` the server puts on it; loopback, one clock)
to its arrival on A's socket (same process: the reference) and on B's (the other process:
through Redis, applied with B's own engine). Prints p50/p95/max of both and the ratios B/A.
The target is p95 under 50 ms on B.

    python benchmarks/bench_fanout.py                       # 200 deals, SQLite, Redis at 127.0.0.1:6379
    python benchmarks/bench_fanout.py --deals 500 --db postgresql+psycopg://postgres@127.0.0.1:5432/test
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

import httpx
from websockets.asyncio.client import connect

PORTS = range(21000, 22000)


def free_port() -> int:
    for port in random.sample(PORTS, 200):
        with socket.socket() as sock:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                sock.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise SystemExit("no free port in 21000-21999")


def start(db: str, schema: str | None, redis: str, port: int, log: Path) -> subprocess.Popen[bytes]:
    args = [sys.executable, "-m", "tontine.cli.main", "serve", "--port", str(port), "--db", db, "--redis", redis,
            "--per-address", "1000"]
    if schema:
        args += ["--schema", schema]
    with open(log, "wb") as out:
        return subprocess.Popen(args, stdout=out, stderr=subprocess.STDOUT)


async def ready(base: str, process: subprocess.Popen[bytes], log: Path) -> None:
    async with httpx.AsyncClient() as client:
        for _ in range(300):
            if process.poll() is not None:
                raise SystemExit(f"the server exited: {log.read_text()[-2000:]}")
            try:
                if (await client.get(f"{base}/api/meta", timeout=1)).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            await asyncio.sleep(0.1)
    raise SystemExit("the server did not start")


async def arrivals(ws: Any, into: dict[int, float], stop: asyncio.Event) -> None:
    """Record when each deal message arrives, and its lateness from the commit."""
    while not stop.is_set():
        try:
            message = json.loads(await asyncio.wait_for(ws.recv(), timeout=0.5))
        except TimeoutError:
            continue
        if message.get("type") == "deal":
            into[message["deal"]] = time.time() - message["at"]


def summary(latenesses: list[float]) -> tuple[float, float, float]:
    ms = sorted(x * 1000 for x in latenesses)
    return statistics.median(ms), ms[max(0, int(len(ms) * 0.95) - 1)], ms[-1]


async def run(args: argparse.Namespace) -> None:
    tmp = Path(tempfile.mkdtemp(prefix="fanout-"))
    schema = None
    db = args.db or f"sqlite:///{tmp / 'fanout.sqlite3'}"
    if args.db and args.db.startswith("postgresql"):
        schema = f"bench_{uuid.uuid4().hex[:10]}"
    ports = [free_port(), free_port()]
    processes = [start(db, schema, args.redis, port, tmp / f"serve-{n}.log") for n, port in enumerate(ports)]
    bases = [f"http://127.0.0.1:{port}" for port in ports]
    try:
        for base, process, n in zip(bases, processes, range(2), strict=True):
            await ready(base, process, tmp / f"serve-{n}.log")
        a, b = bases
        async with httpx.AsyncClient(timeout=15) as http:
            created = (await http.post(f"{a}/api/tables", json={})).json()
            code, host = created["code"], created["host_token"]
            for n in range(args.seats):
                await http.post(f"{(a, b)[n % 2]}/api/tables/{code}/join",
                                json={"name": f"P{n}", "emblem": "♠", "seed": os.urandom(16).hex()})
            await http.post(f"{a}/api/tables/{code}/action", json={"token": host, "action": "start"})
            same: dict[int, float] = {}
            other: dict[int, float] = {}
            stop = asyncio.Event()
            async with connect(f"ws://127.0.0.1:{ports[0]}/ws/{code}") as ws_a, \
                    connect(f"ws://127.0.0.1:{ports[1]}/ws/{code}") as ws_b:
                for ws in (ws_a, ws_b):
                    await ws.send(json.dumps({"type": "hello", "protocol": 2}))
                readers = [asyncio.create_task(arrivals(ws_a, same, stop)),
                           asyncio.create_task(arrivals(ws_b, other, stop))]
                await asyncio.sleep(0.5)
                made = lost = 0
                same_all: list[float] = []
                other_all: list[float] = []
                number = 0
                while made < args.deals:
                    number += 1
                    reply = await http.post(f"{a}/api/tables/{code}/action",
                                            json={"token": host, "action": "deal", "expect": number})
                    if reply.status_code != 200:  # the game is over: another at the same table
                        for action in ("again", "start"):
                            await http.post(f"{a}/api/tables/{code}/action", json={"token": host, "action": action})
                        await asyncio.sleep(0.2)
                        same.clear()
                        other.clear()
                        number = 0
                        continue
                    made += 1
                    deadline = time.monotonic() + 5
                    while (number not in same or number not in other) and time.monotonic() < deadline:
                        await asyncio.sleep(0.001)
                    if number in same:
                        same_all.append(same[number])
                    if number in other:
                        other_all.append(other[number])
                    else:
                        lost += 1
                    await asyncio.sleep(args.gap)
                stop.set()
                await asyncio.gather(*readers)
        p50a, p95a, maxa = summary(same_all)
        p50b, p95b, maxb = summary(other_all)
        load = os.getloadavg()
        print(f"deals made on A: {made}; reached B: {len(other_all)} (missing {lost}); "
              f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
        print(f"same process (A -> socket on A): p50 {p50a:6.2f} ms  p95 {p95a:6.2f} ms  max {maxa:6.2f} ms")
        print(f"other process (A -> Redis -> B): p50 {p50b:6.2f} ms  p95 {p95b:6.2f} ms  max {maxb:6.2f} ms")
        print(f"ratio B/A: p50 {p50b / p50a:.2f}  p95 {p95b / p95a:.2f}; target p95 on B < 50 ms: "
              f"{'met' if p95b < 50 else 'NOT met'}")
    finally:
        for process in processes:
            process.terminate()
        for process in processes:
            process.wait(timeout=15)
        if schema is not None:
            from tontine.server.store.storage import Storage

            storage = Storage(db, schema=schema)
            storage.drop_schema()
            storage.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200, help="deals to make (stops early if the game ends)")
    parser.add_argument("--seats", type=int, default=20, help="seats at the table")
    parser.add_argument("--gap", type=float, default=0.01, help="seconds between deals")
    parser.add_argument("--db", default=None, help="database URL (default: a fresh SQLite file)")
    parser.add_argument("--redis", default=os.environ.get("TONTINE_TEST_REDIS", "redis://127.0.0.1:6379/0"))
    args = parser.parse_args()
    asyncio.run(run(args))


if __name__ == "__main__":
    main()
