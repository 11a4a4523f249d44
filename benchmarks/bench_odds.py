"""Odds worked out while the server serves: other requests' p95 and a self-dealing table's pace, against a quiet run.

A real ``tontine serve`` on a fresh SQLite file, with a table of 8 automatons dealing by itself at
``--pace`` seconds a deal. Two phases of ``--seconds`` each, in the same run:

* quiet (the reference): one client asks ``GET /api/tables/<code>`` again and again;
* loaded: the same, while ``--odds`` house-rules questions (``GET /api/odds`` with stakes the
  package does not ship, so each is simulated in a worker thread under the heavy bound) are asked
  at once, again as soon as each is answered or refused.

Printed: the other requests' p50/p95 in milliseconds and the ratio loaded/quiet, the odds answered
and refused (503: the heavy bound; 429: the per-address limit), and the table's mean seconds
between deals against its pace.

    flock /work/bench.lock python benchmarks/bench_odds.py
    flock /work/bench.lock python benchmarks/bench_odds.py --odds 10 --seconds 10 --pace 0.5
"""

from __future__ import annotations

import argparse
import asyncio
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def serve(db: Path, port: int) -> subprocess.Popen[bytes]:
    process = subprocess.Popen([sys.executable, "-m", "tontine.cli.main", "serve", "--port", str(port),
                                "--db", f"sqlite:///{db}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/meta", timeout=1).status_code == 200:
                return process
        except httpx.HTTPError:
            time.sleep(0.1)
    process.kill()
    raise SystemExit("the server did not start")


async def table(client: httpx.AsyncClient, pace: float) -> str:
    created = (await client.post("/api/tables", json={"preset": "english", "seats": 8, "stake": 200})).json()
    code, token = created["code"], created["host_token"]
    for action, body in (("fill", {}), ("start", {}), ("auto", {"pace": pace})):
        reply = await client.post(f"/api/tables/{code}/action", json={"token": token, "action": action, **body})
        reply.raise_for_status()
    return str(code)


async def deal_of(client: httpx.AsyncClient, code: str) -> int:
    return int((await client.get(f"/api/tables/{code}")).json()["deal_number"])


async def phase(client: httpx.AsyncClient, code: str, seconds: float, odds: int, stakes: list[int]) -> dict[str, Any]:
    latencies: list[float] = []
    counts = {"answered": 0, "refused_503": 0, "refused_429": 0, "other": 0}
    stop = time.monotonic() + seconds

    async def other() -> None:
        while time.monotonic() < stop:
            began = time.perf_counter()
            (await client.get(f"/api/tables/{code}")).raise_for_status()
            latencies.append((time.perf_counter() - began) * 1000)
            await asyncio.sleep(0.02)

    async def asker() -> None:
        while time.monotonic() < stop:
            stake = stakes.pop() if stakes else 999
            reply = await client.get("/api/odds", params={"preset": "english", "players": 20, "stake": stake},
                                     timeout=60)
            key = {200: "answered", 503: "refused_503", 429: "refused_429"}.get(reply.status_code, "other")
            counts[key] += 1
            if reply.status_code != 200:
                await asyncio.sleep(0.5)

    first, began = await deal_of(client, code), time.monotonic()
    await asyncio.gather(other(), *(asker() for _ in range(odds)))
    dealt, spent = await deal_of(client, code) - first, time.monotonic() - began
    latencies.sort()
    return {"p50": statistics.median(latencies), "p95": latencies[int(0.95 * (len(latencies) - 1))],
            "requests": len(latencies), "per_deal": spent / dealt if dealt else float("inf"), **counts}


async def run(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        port = free_port()
        process = serve(Path(tmp) / "bench.sqlite3", port)
        try:
            async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=30) as client:
                code = await table(client, args.pace)
                # stakes the package does not ship: each one simulated (a stake asked twice is kept)
                stakes = list(range(21, 21 + 200))
                quiet = await phase(client, code, args.seconds, 0, [])
                loaded = await phase(client, code, args.seconds, args.odds, stakes)
        finally:
            process.terminate()
            process.wait(timeout=10)
    print(f"other requests, quiet:  p50 {quiet['p50']:.1f} ms  p95 {quiet['p95']:.1f} ms  ({quiet['requests']} requests)")
    print(f"other requests, loaded: p50 {loaded['p50']:.1f} ms  p95 {loaded['p95']:.1f} ms  ({loaded['requests']} requests)"
          f"  p95 ratio {loaded['p95'] / quiet['p95']:.2f}")
    print(f"odds asked {args.odds} at a time: {loaded['answered']} answered, {loaded['refused_503']} refused 503 (heavy),"
          f" {loaded['refused_429']} refused 429 (per address), {loaded['other']} other")
    print(f"table pace {args.pace} s: {quiet['per_deal']:.2f} s a deal quiet, {loaded['per_deal']:.2f} s loaded")
    print("(a machine shared with other work: figures vary between runs)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--odds", type=int, default=10, help="house-rules questions asked at once")
    parser.add_argument("--seconds", type=float, default=10.0, help="length of each phase")
    parser.add_argument("--pace", type=float, default=0.5, help="the table's seconds a deal")
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
