"""Scenes told while the server serves: /api/meta's p95 and a self-dealing table's pace, against a quiet run.

A real ``tontine serve`` on a fresh SQLite file, with a table of 8 automatons dealing by itself at
``--pace`` seconds a deal. Two phases of ``--seconds`` each, in the same run:

* quiet (the reference): one client asks ``GET /api/meta`` again and again (every 20 ms);
* loaded: the same, while ``--scenes`` writers ask for a scene as HTML with its chart
  (``GET /api/tell?format=html``, a new seed each time, so each is played, told and drawn in a
  worker process) and ``--odds`` askers ask for house-rules odds (``GET /api/odds`` with stakes the
  package does not ship, simulated in a worker thread), each again as soon as it is answered (or half
  a second after it is refused), from a process of its own so that the prober's figures are the server's.

Every one of them counts against the heavy requests' bound (``Limits.verify_jobs``): past it, a 503
at once. Printed: /api/meta's p50/p95 in milliseconds and the ratio loaded/quiet (target: p95 under
100 ms), the scenes and odds answered and refused (503: the heavy bound; 429: the per-address
limit), and the table's mean seconds between deals against its pace.

    flock /work/bench.lock python benchmarks/bench_tell.py
    flock /work/bench.lock python benchmarks/bench_tell.py --scenes 10 --odds 10 --seconds 20 --pace 0.5
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
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


async def askers(base: str, seconds: float, scenes: int, odds: int, first_seed: int) -> dict[str, int]:
    """The load: ``scenes`` writers and ``odds`` askers, each asking again as soon as it is answered or refused."""
    counts = {kind + "_" + key: 0 for kind in ("scene", "odds") for key in ("answered", "503", "429", "other")}
    stop = time.monotonic() + seconds
    seeds = iter(range(first_seed, first_seed + 100_000))
    stakes = iter(range(21, 100_000))  # stakes the package does not ship: each one simulated

    async def ask(client: httpx.AsyncClient, kind: str) -> None:
        while time.monotonic() < stop:
            if kind == "scene":
                params: dict[str, Any] = {"format": "html", "players": 12, "length": "scene", "seed": next(seeds)}
                reply = await client.get("/api/tell", params=params, timeout=120)
            else:
                params = {"preset": "english", "players": 20, "stake": next(stakes)}
                reply = await client.get("/api/odds", params=params, timeout=120)
            key = {200: "answered", 503: "503", 429: "429"}.get(reply.status_code, "other")
            counts[kind + "_" + key] += 1
            if reply.status_code != 200:
                await asyncio.sleep(0.5)

    async with httpx.AsyncClient(base_url=base, timeout=120) as client:
        await asyncio.gather(*(ask(client, "scene") for _ in range(scenes)), *(ask(client, "odds") for _ in range(odds)))
    return counts


def load_process(base: str, seconds: float, scenes: int, odds: int, out: Any) -> None:
    """The load in a process of its own, so that the prober's latencies are the server's, not the load's client's."""
    out.put(asyncio.run(askers(base, seconds, scenes, odds, 1)))


async def phase(client: httpx.AsyncClient, base: str, code: str, seconds: float, scenes: int,
                odds: int) -> dict[str, Any]:
    latencies: list[float] = []
    stop = time.monotonic() + seconds
    results: Any = multiprocessing.get_context("spawn").Queue()
    load = None
    if scenes or odds:
        load = multiprocessing.get_context("spawn").Process(target=load_process,
                                                            args=(base, seconds, scenes, odds, results))
        load.start()
    first, began = await deal_of(client, code), time.monotonic()
    while time.monotonic() < stop:
        started = time.perf_counter()
        (await client.get("/api/meta")).raise_for_status()
        latencies.append((time.perf_counter() - started) * 1000)
        await asyncio.sleep(0.02)
    dealt, spent = await deal_of(client, code) - first, time.monotonic() - began
    counts: dict[str, int] = {}
    if load is not None:
        counts = await asyncio.to_thread(results.get, True, 180)
        load.join(30)
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
                # one scene first: the worker processes start and import the narrator and matplotlib
                (await client.get("/api/tell", params={"format": "html", "seed": 0}, timeout=180)).raise_for_status()
                base = f"http://127.0.0.1:{port}"
                quiet = await phase(client, base, code, args.seconds, 0, 0)
                loaded = await phase(client, base, code, args.seconds, args.scenes, args.odds)
        finally:
            process.terminate()
            process.wait(timeout=10)
    print(f"/api/meta, quiet:  p50 {quiet['p50']:.1f} ms  p95 {quiet['p95']:.1f} ms  ({quiet['requests']} requests)")
    print(f"/api/meta, loaded: p50 {loaded['p50']:.1f} ms  p95 {loaded['p95']:.1f} ms  ({loaded['requests']} requests)"
          f"  p95 ratio {loaded['p95'] / quiet['p95']:.2f}  (target p95 < 100 ms)")
    for kind, many in (("scene", args.scenes), ("odds", args.odds)):
        print(f"{kind} asked {many} at a time: {loaded[kind + '_answered']} answered, {loaded[kind + '_503']} refused 503"
              f" (heavy), {loaded[kind + '_429']} refused 429 (per address), {loaded[kind + '_other']} other")
    print(f"table pace {args.pace} s: {quiet['per_deal']:.2f} s a deal quiet, {loaded['per_deal']:.2f} s loaded")
    print("(a machine shared with other work: figures vary between runs)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenes", type=int, default=10, help="HTML scenes asked for at once")
    parser.add_argument("--odds", type=int, default=10, help="house-rules odds asked for at once")
    parser.add_argument("--seconds", type=float, default=20.0, help="length of each phase")
    parser.add_argument("--pace", type=float, default=0.5, help="the table's seconds a deal")
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
