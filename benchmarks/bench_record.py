"""A long game's record asked for by twenty phones at once, while twenty other tables deal by themselves.

Starts a server process on 127.0.0.1 (the per-address limits lifted: every client is this one
address; a fresh SQLite file, or ``--db`` PostgreSQL with a fresh schema), deals one table of
``--seats`` to ``--deals`` deals (its deal limit: the game is then over), sets ``--tables``
other tables of four dealing by themselves every ``--pace`` seconds with one socket watching
each, and asks for the long table's record from ``--clients`` clients at once, ``--bursts``
times. Prints, over each burst (at least ``--window`` seconds from its start):

- the event loop's longest pause, from a probe in the server process (a 5 ms sleep, again and again);
- the other tables' fan-out: from a deal's commit to its socket (p50, p95), on the same clock;
- the record's time to first byte and to its last byte, p50 and worst of the clients (each a ``curl``,
  at ``--client-nice`` 19 by default: the phones they stand for do not share the server's cores;
  ``--client-nice 0`` puts them on an equal footing with the server).

``--stalls`` also prints the loop's three longest stalls in each window, from a watchdog thread in the
server: how long the loop's thread ran meanwhile, how long it waited for a core (the kernel's run
queue, ``/proc/self/task/*/schedstat``: a machine busy with other work), and where the thread was
(its stack, sampled every 2 ms).

The same run then does it all again on the old path (``--reference``, the default: the record read
in a thread but encoded on the event loop, ``json.dumps(indent=1)``, built once per request, no
bound) in a fresh server process, and prints the ratios old/new. ``--old`` measures the old path
alone, ``--new`` the new one alone.

``--costs``: instead, what grows with a game's length, for tables of 30, 300 and ``--deals`` deals:
the record (cold, then kept), the QR code, the table's state (``GET /api/tables/{code}``) and a
socket's snapshot, then the restore of the long table after a restart under a reconnect storm
(``--clients`` sockets at once), with the loop's longest pause during each.

    python benchmarks/bench_record.py                     # 3,000 deals, 20 clients, 20 tables; new and old
    python benchmarks/bench_record.py --costs
    python benchmarks/bench_record.py --deals 500 --bursts 1 --new     # a quick check
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

import httpx
from websockets.asyncio.client import connect

#: the server: argv database, schema ("" for none), port, path ("new" or "old"). It adds
#: ``GET /bench/lag``: the loop's longest pause since the last ask (seconds), from a probe task,
#: and ``POST /bench/deal``: a table's deals made in-process
SERVER = """
import asyncio, collections, gc, json, sys, threading, time, traceback, uvicorn
import tontine.server.http.routes as routes
from fastapi.responses import Response
from tontine.server.app import create_app
from tontine.server.room.bodies import Action, ActionBody
from tontine.server.room.limits import Limits
from tontine.server.wire.files import raise_file_limit
from tontine.server.wire.uvicorn_fence import serving_protocols as protocols
big = 10**9
limits = Limits(tables_per_hour=big, lookup_misses=big, joins_per_minute=big, ws_per_address=big,
                ws_per_table=big, connections_per_address=big, min_pace=0.05, host_timeout=big,
                handshake_timeout=big, verify_jobs=4)
raise_file_limit()
http, ws = protocols(limits)
schema = sys.argv[2] or None
app = create_app(sys.argv[1], limits=limits, schema=schema, gc_freeze=True, warm=sys.argv[4] == "new")
server = app.state.server
builds = [0]
if sys.argv[4] == "old":
    # the record as it was: read and rebuilt in a thread, encoded whole on the event loop, once per request
    async def old_get(room, game_no, *, compact):
        builds[0] += 1
        return json.dumps(await asyncio.to_thread(server.registry.record, room, game_no), indent=1).encode()
    server.records.get = old_get
    routes.Chunked = Response  # written in one piece, as a plain Response did
worst = [0.0]
seen_passes = [0]
beat = [time.monotonic()]
stalls = collections.Counter()  # the loop thread's stack while it is late, sampled by a watchdog thread
gcs = []  # (generation, seconds) of every collection since the last ask
gc_began = [0.0]
def timing(phase, info):
    if phase == "start":
        gc_began[0] = time.perf_counter()
    else:
        gcs.append((info["generation"], time.perf_counter() - gc_began[0]))
gc.callbacks.append(timing)
main = threading.main_thread()
clock = time.pthread_getcpuclockid(main.ident)
def waited():
    # the loop thread's time waiting for a core (the kernel's run queue), seconds
    with open(f"/proc/self/task/{main.native_id}/schedstat") as f:
        return int(f.read().split()[1]) / 1e9
episodes = []  # the loop's longest stalls since the last ask: (wall, its CPU, waiting for a core, samples)
def watchdog():
    open_at = None
    while True:
        time.sleep(0.002)
        now = time.monotonic()
        late = now - beat[0]
        if late > 0.02:
            if open_at is None:
                open_at = (beat[0], time.clock_gettime(clock), waited(), collections.Counter())
            frame = sys._current_frames().get(main.ident)
            if frame is not None:
                where = [f"{f.filename.rsplit('/', 1)[-1]}:{f.lineno} {f.name}"
                         for f in traceback.extract_stack(frame)[-12:]]
                stalls[" < ".join(reversed(where))] += 1
                open_at[3][" < ".join(reversed(where))] += 1
        elif open_at is not None:
            began, cpu, queue, seen = open_at
            episodes.append((now - began, time.clock_gettime(clock) - cpu, waited() - queue, seen.most_common(3)))
            episodes.sort(key=lambda e: -e[0])
            del episodes[3:]
            open_at = None
threading.Thread(target=watchdog, daemon=True).start()
async def probe():
    loop = asyncio.get_running_loop()
    while True:
        began = loop.time()
        beat[0] = time.monotonic()
        await asyncio.sleep(0.005)
        beat[0] = time.monotonic()
        worst[0] = max(worst[0], loop.time() - began - 0.005)
@app.post("/bench/deal")
async def deal(body: dict):
    # deals in-process, one after another (an HTTP request each costs more than the deal on a busy machine)
    room = await server.registry.lookup(body["code"], "bench")
    for number in range(1, body["deals"] + 1):
        state = await server.actions.act(room, ActionBody(token=body["host"], action=Action.DEAL, expect=number))
        if state["status"] != "playing":
            break
    return {"deal_number": room.table.deal_number}
@app.get("/bench/lag")
async def lag():
    if not getattr(app.state, "probe", None):
        app.state.probe = asyncio.ensure_future(probe())
    seen, worst[0] = worst[0], 0.0
    passes = server.collector.passes[seen_passes[0]:] if len(server.collector.passes) >= seen_passes[0] else []
    seen_passes[0] = len(server.collector.passes)
    top = stalls.most_common(6)
    stalls.clear()
    worst_stalls = list(episodes)
    episodes.clear()
    collections_made = sorted(gcs, key=lambda g: -g[1])[:3]
    gcs.clear()
    return {"lag": seen, "builds": builds[0] + server.records.built.builds,
            "gc": max([p.seconds for p in passes] + [g[1] for g in collections_made], default=0.0),
            "stalls": top, "episodes": worst_stalls, "collections": collections_made}
try:
    uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[3]), log_level="warning", http=http, ws=ws,
                ws_max_size=65536)
finally:
    if schema:
        server.storage.drop_schema()
"""


TIMEOUT = 600.0  #: seconds a client waits for the record
#: how each client (a curl) is started: at ``--client-nice`` (by default the lowest priority), as the
#: phones it stands for run on machines of their own, not on the server's cores
NICE: list[str] = []


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Served:
    """One server process on a database, started and stopped."""

    def __init__(self, db: str, schema: str, path: str, log: Path) -> None:
        self.db, self.schema, self.path, self.log = db, schema, path, log
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None

    async def start(self) -> None:
        with open(self.log, "ab") as out:
            self.process = subprocess.Popen([sys.executable, "-c", SERVER, self.db, self.schema, str(self.port),
                                             self.path], stdout=out, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 180  # a busy machine: the imports, the catalogues read ahead, the workers
        async with httpx.AsyncClient() as client:
            while time.monotonic() < deadline:
                if self.process.poll() is not None:
                    raise SystemExit(f"the server exited: {self.log.read_text()[-2000:]}")
                with contextlib.suppress(httpx.HTTPError):
                    if (await client.get(f"{self.base}/bench/lag", timeout=1)).status_code == 200:
                        return
                await asyncio.sleep(0.1)
        self.stop()
        raise SystemExit("the server did not start")

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=30)
            self.process = None


#: the loop's longest stalls since each ask: (seconds, its thread's CPU seconds, seconds waiting for a core,
#: [(where the thread was, 2 ms samples)])
STALLS: list[list[Any]] = []
GC_MS: list[float] = []  #: the longest garbage collection the server made since each ask (ms)


async def lag(http: httpx.AsyncClient, base: str) -> float:
    """The server loop's longest pause since the last ask, in ms (its longest collection in GC_MS)."""
    answer = (await http.get(f"{base}/bench/lag")).json()
    GC_MS.append(float(answer["gc"]) * 1000)
    STALLS.append(answer["episodes"])
    return float(answer["lag"]) * 1000


async def table(http: httpx.AsyncClient, base: str, *, seats: int, **rules: Any) -> tuple[str, str]:
    created = (await http.post(f"{base}/api/tables", json={"seats": seats, **rules})).json()
    code, host = created["code"], created["host_token"]
    await http.post(f"{base}/api/tables/{code}/action", json={"token": host, "action": "fill"})
    started = await http.post(f"{base}/api/tables/{code}/action", json={"token": host, "action": "start"})
    assert started.status_code == 200, started.text
    return code, host


async def long_table(http: httpx.AsyncClient, base: str, deals: int, seats: int) -> str:
    """A table of ``seats`` dealt to ``deals`` deals (its deal limit), or to its end if that comes first."""
    code, host = await table(http, base, seats=seats, preset="english", stake=1000, ante=1, deal_limit=deals)
    dealt = await http.post(f"{base}/bench/deal", json={"code": code, "host": host, "deals": deals}, timeout=1800)
    assert dealt.status_code == 200, dealt.text
    return code


async def watch(base: str, code: str, into: list[tuple[float, float]], stop: asyncio.Event) -> None:
    """Note (arrival, lateness) of each deal on one socket of the table."""
    # no keep-alive pings: a server that stalls is measured, not dropped
    async with connect(base.replace("http", "ws") + f"/ws/{code}", max_size=None, ping_interval=None) as ws:
        await ws.send(json.dumps({"type": "hello", "protocol": 2}))
        while not stop.is_set():
            try:
                message = json.loads(await asyncio.wait_for(ws.recv(), timeout=0.5))
            except TimeoutError:
                continue
            if message.get("type") == "deal":
                now = time.time()
                into.append((now, now - message["at"]))


async def fetch(base: str, path: str) -> tuple[float, float, int, int]:
    """One client's GET, by curl in a process of its own (so that the clients' reading does not
    delay this process's sockets): (seconds to the first byte, seconds to the last, status, bytes);
    status 0: no answer within ``TIMEOUT`` seconds."""
    curl = await asyncio.create_subprocess_exec(
        *NICE, "curl", "-s", "-o", "/dev/null", "--max-time", str(TIMEOUT),
        "-w", "%{time_starttransfer} %{time_total} %{http_code} %{size_download}", base + path,
        stdout=asyncio.subprocess.PIPE)
    out, _ = await curl.communicate()
    first, total, status, size = out.decode().split()
    return float(first), float(total), int(status), int(float(size))


def pct(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, int(len(ordered) * share + 0.5) - 1))] if ordered else float("nan")


async def one_path(args: argparse.Namespace, path: str, tmp: Path) -> dict[str, Any]:
    schema = f"bench_{uuid.uuid4().hex[:10]}" if args.db and args.db.startswith("postgresql") else ""
    db = args.db or f"sqlite:///{tmp / f'{path}.sqlite3'}"
    served = Served(db, schema, path, tmp / f"serve-{path}.log")
    await served.start()
    base = served.base
    try:
        async with httpx.AsyncClient(timeout=60) as http:
            began = time.monotonic()
            code = await long_table(http, base, args.deals, args.seats)
            dealt = (await http.get(f"{base}/api/tables/{code}")).json()["deal_number"]
            setup = time.monotonic() - began
            others = [await table(http, base, seats=4, preset="german", stake=500) for _ in range(args.tables)]
            late: list[tuple[float, float]] = []
            stop = asyncio.Event()
            watchers = [asyncio.ensure_future(watch(base, other, late, stop)) for other, _h in others]
            await asyncio.sleep(0.5)
            for other, host in others:
                await http.post(f"{base}/api/tables/{other}/action",
                                json={"token": host, "action": "auto", "pace": args.pace})
            await asyncio.sleep(max(2.0, 2 * args.pace))  # dealing steadily
            # the reference within the run: the same window with no record asked for
            await lag(http, base)
            start = time.time()
            await asyncio.sleep(args.window)
            quiet = [x for at, x in late if start <= at <= start + args.window]
            baseline = {"lag_ms": await lag(http, base), "gc_ms": GC_MS[-1], "fanout_p50_ms": pct(quiet, 0.5) * 1000,
                        "fanout_p95_ms": pct(quiet, 0.95) * 1000, "fanout_n": len(quiet)}
            bursts = []
            for _ in range(args.bursts if path == "new" else 1):  # the old path: once is long enough
                await lag(http, base)  # from now
                start = time.time()
                answers = await asyncio.gather(*(fetch(base, f"/api/tables/{code}/record")
                                                 for _ in range(args.clients)))
                spent = time.time() - start
                await asyncio.sleep(max(0.0, args.window - spent) + args.pace)
                paused = await lag(http, base)
                collected = GC_MS[-1]
                window = [x for at, x in late if start <= at <= start + max(spent, args.window)]
                bursts.append({
                    "lag_ms": paused, "gc_ms": collected, "fanout_p50_ms": pct(window, 0.5) * 1000, "fanout_p95_ms": pct(window, 0.95) * 1000,
                    "fanout_n": len(window), "ttfb_p50_ms": pct([a[0] for a in answers], 0.5) * 1000,
                    "ttfb_max_ms": max(a[0] for a in answers) * 1000,
                    "done_max_ms": max(a[1] for a in answers) * 1000,
                    "statuses": sorted({a[2] for a in answers}), "bytes": max(a[3] for a in answers),
                    "burst_s": spent, "stalls": STALLS[-1]})
                await asyncio.sleep(1.0)
            builds = (await http.get(f"{base}/bench/lag")).json()["builds"]
            stop.set()
            await asyncio.gather(*watchers, return_exceptions=True)
        result = {"path": path, "deals": dealt, "setup_s": setup, "baseline": baseline, "bursts": bursts,
                  "builds": builds}
        show(result, args)
        return result
    finally:
        served.stop()


def show(result: dict[str, Any], args: argparse.Namespace) -> None:
    print(f"{result['path']} path: a table of {args.seats} dealt to {result['deals']} deals "
          f"({result['setup_s']:.0f} s to deal); {args.clients} clients at once, {args.tables} tables dealing "
          f"every {args.pace} s; record builds: {result['builds']}")
    q = result["baseline"]
    print(f"  no record asked: loop's longest pause {q['lag_ms']:7.1f} ms (longest collection {q['gc_ms']:.1f} ms) | "
          f"fan-out p50 {q['fanout_p50_ms']:6.1f} ms p95 {q['fanout_p95_ms']:7.1f} ms (n={q['fanout_n']})")
    for n, b in enumerate(result["bursts"], 1):
        print(f"  burst {n}: loop's longest pause {b['lag_ms']:7.1f} ms (longest collection {b['gc_ms']:.1f} ms) | "
              f"other tables' fan-out "
              f"p50 {b['fanout_p50_ms']:6.1f} ms p95 {b['fanout_p95_ms']:7.1f} ms (n={b['fanout_n']}) | "
              f"record TTFB p50 {b['ttfb_p50_ms']:7.1f} ms max {b['ttfb_max_ms']:7.1f} ms, last byte max "
              f"{b['done_max_ms']:7.1f} ms, {b['bytes'] / 1e6:.2f} MB, status {b['statuses']}")
        if args.stalls:
            show_stalls(b["stalls"])


def show_stalls(stalls: list[Any]) -> None:
    for wall, cpu, queue, seen in stalls:
        print(f"      a stall of {wall * 1000:6.1f} ms: the loop's thread ran {cpu * 1000:6.1f} ms, "
              f"waited for a core {queue * 1000:6.1f} ms; sampled at:")
        for where, samples in seen:
            print(f"        {samples:3d} x {where}")


async def costs(args: argparse.Namespace, tmp: Path) -> None:
    """What grows with a game's length, on the new path, and the restore of a long game on a reconnect storm."""
    schema = f"bench_{uuid.uuid4().hex[:10]}" if args.db and args.db.startswith("postgresql") else ""
    db = args.db or f"sqlite:///{tmp / 'costs.sqlite3'}"
    served = Served(db, schema, "new", tmp / "serve-costs.log")
    await served.start()
    base = served.base

    async def timed(what: str, work: Any) -> float:
        await lag(http, base)
        began = time.perf_counter()
        await work
        took = (time.perf_counter() - began) * 1000
        print(f"    {what:<34} {took:8.1f} ms   loop's longest pause {await lag(http, base):6.1f} ms "
              f"(longest collection {GC_MS[-1]:.1f} ms)")
        if args.stalls:
            show_stalls(STALLS[-1][:1])
        return took

    async def snapshot(code: str) -> None:
        async with connect(base.replace("http", "ws") + f"/ws/{code}", max_size=None, ping_interval=None) as ws:
            await ws.send(json.dumps({"type": "hello", "protocol": 2}))
            while json.loads(await ws.recv()).get("type") != "snapshot":
                pass

    longest = ""
    try:
        async with httpx.AsyncClient(timeout=120) as http:
            for deals in sorted({30, 300, args.deals} if args.deals > 300 else {args.deals}):
                code = await long_table(http, base, deals, args.seats)
                longest = code
                size = len((await http.get(f"{base}/api/tables/{code}/record")).content)
                print(f"  a table of {args.seats} at {deals} deals (record {size / 1e6:.2f} MB):")
                # the first ask above built and kept it (the game is over); a compact one is built afresh
                await timed("record, compact (built)", fetch(base, f"/api/tables/{code}/record?compact=true"))
                await timed("record (kept)", fetch(base, f"/api/tables/{code}/record"))
                await timed("QR code", fetch(base, f"/api/tables/{code}/qr.svg"))
                await timed("state (GET /api/tables/{code})", fetch(base, f"/api/tables/{code}"))
                await timed("socket's snapshot", snapshot(code))
        served.stop()
        await served.start()  # a restart: the long table is read from the database on its first ask
        async with httpx.AsyncClient(timeout=120) as http:
            await lag(http, base)
            print(f"  after a restart, the {args.deals}-deal table:")
            await timed(f"reconnect storm ({args.clients} sockets)",
                        asyncio.gather(*(snapshot(longest) for _ in range(args.clients))))
            await timed("record (rebuilt from the database)", fetch(base, f"/api/tables/{longest}/record"))
    finally:
        served.stop()


async def run(args: argparse.Namespace) -> None:
    tmp = Path(tempfile.mkdtemp(prefix="bench-record-"))
    NICE[:] = ["nice", "-n", str(args.client_nice)] if args.client_nice else []
    print(f"clients: curl at nice {args.client_nice} (the phones they stand for do not share the server's cores)"
          if args.client_nice else "clients: curl at the server's own priority, on its cores")
    load = os.getloadavg()
    print(f"load average before: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} (a shared machine: read the ratios)")
    if args.costs:
        await costs(args, tmp)
        return
    paths = ["new"] if args.new else ["old"] if args.old else ["new", "old"]
    results = {path: await one_path(args, path, tmp) for path in paths}
    if len(results) == 2:
        new, old = (results[p]["bursts"][0] for p in ("new", "old"))
        print(f"ratios old/new (first burst): loop pause {old['lag_ms'] / max(new['lag_ms'], 0.01):.1f}, "
              f"fan-out p95 {old['fanout_p95_ms'] / max(new['fanout_p95_ms'], 0.01):.1f}, "
              f"TTFB max {old['ttfb_max_ms'] / max(new['ttfb_max_ms'], 0.01):.1f}")
    first = results.get("new", {}).get("bursts", [None])[0]
    if first is not None:
        met = first["lag_ms"] <= 50 and first["fanout_p95_ms"] < 100
        print(f"target (new, first burst): loop pause <= 50 ms and fan-out p95 < 100 ms: {'met' if met else 'NOT met'}")
    if args.json:
        print(json.dumps(results))


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--deals", type=int, default=3000, help="deals of the long table")
    parser.add_argument("--seats", type=int, default=20, help="seats at the long table")
    parser.add_argument("--clients", type=int, default=20, help="clients asking for its record at once")
    parser.add_argument("--tables", type=int, default=20, help="other tables dealing by themselves")
    parser.add_argument("--pace", type=float, default=0.25, help="seconds between the other tables' deals")
    parser.add_argument("--bursts", type=int, default=2, help="times the clients ask at once")
    parser.add_argument("--window", type=float, default=3.0, help="least seconds of fan-out measured per burst")
    parser.add_argument("--client-nice", type=int, default=19,
                        help="the clients' priority (nice; 0: the server's own, as phones on its cores would be)")
    parser.add_argument("--db", default=None, help="database URL (default: a fresh SQLite file)")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--new", action="store_true", help="the new path only")
    which.add_argument("--old", action="store_true", help="the old path only (the reference)")
    which.add_argument("--reference", action="store_true", help="both, the old one as the reference (the default)")
    which.add_argument("--costs", action="store_true", help="the cost of each route that grows with a game's length")
    parser.add_argument("--stalls", action="store_true", help="where the loop thread was while it was late")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON too")
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
