"""Memory per table in play and per socket, and the garbage collector's pauses, against a reference.

One server process on 127.0.0.1 (SQLite in a temporary folder, the per-address limits lifted, as
in ``loadtest.py``) is grown in two steps: ``--tables A,B`` tables of ``--seats`` phones each
(the seats are automatons' unless ``--seated``: the phones then join one by one), every phone
holding a WebSocket of protocol 2, every table dealing by itself at ``--pace``. After each step
and a settling time the server's RSS is read; the slope between the two steps is the memory of
one table in play with its phones' sockets. Then the same phones are held by the reference
server of ``loadtest.py`` (uvicorn and the server's own WebSocket protocol, broadcasting a frame
of the deal's size at the same pace, and nothing else): its slope is what the sockets cost the
stack, and the difference is the table's own part.

The garbage collector is watched in the server through ``gc.callbacks``: every collection of
the oldest generation during the ``--seconds`` measured at the larger size (how long the loop
stood still), and the time of one full collection asked for at the end (``gc.collect()``: what
each full collection costs with that heap). ``--census`` also prints, at the larger size, the
objects the collector tracks by type per socket and, with ``--trace``, the memory allocated by
source line (``tracemalloc``, which slows the server: the slopes of a traced run are not the
figures). Once every socket is closed, the server counts what a full pass (the frozen
objects included) then frees: what closed sockets would leave frozen.

The code of an earlier commit is measured with the same script by pointing ``PYTHONPATH`` at
its ``src`` (``git worktree add /tmp/before COMMIT``; ``PYTHONPATH=/tmp/before/src``).

    flock /work/bench.lock python benchmarks/bench_memory.py --tables 100,300 --seconds 20
    flock /work/bench.lock python benchmarks/bench_memory.py --tables 50,150 --census --trace --no-reference
    python benchmarks/bench_memory.py --room 40    # what a room in play keeps, in-process, by line
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import signal
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import psutil

sys.path.insert(0, str(Path(__file__).resolve().parent))

from loadtest import (  # the load tester's phones, server start-up and reference
    REFERENCE,
    Phone,
    Stats,
    act_all,
    connect_all,
    raise_file_limit,
    seat_tables,
    start,
    stop,
    stop_all,
)

MAX_PHONES = 12000

#: the server, as in loadtest.py, with the collector's pauses timed and a report written on SIGUSR1
SERVER = """
import gc, json, os, signal, sys, time, tracemalloc
trace = os.environ.get("BENCH_TRACE") == "1"
if trace:
    tracemalloc.start(8)
import uvicorn
from tontine.server.app import create_app
from tontine.server.room.limits import Limits
from tontine.server.wire.files import raise_file_limit
from tontine.server.wire.uvicorn_protocols import protocols
pauses = []
began = [0.0]
def timed(phase, info):
    if phase == "start":
        began[0] = time.perf_counter()
    elif info["generation"] == 2:
        pauses.append(time.perf_counter() - began[0])
gc.callbacks.append(timed)
report = sys.argv[3]
def census():
    counts = {}
    for o in gc.get_objects():
        kind = type(o)
        name = f"{kind.__module__}.{kind.__qualname__}" if isinstance(kind.__module__, str) else repr(kind)
        counts[name] = counts.get(name, 0) + 1
    return sorted(counts.items(), key=lambda kv: -kv[1])[:40]
last = [None]
def traced():
    snap = tracemalloc.take_snapshot().filter_traces([tracemalloc.Filter(False, tracemalloc.__file__)])
    before, last[0] = last[0], snap
    if before is None:
        return []
    return [(str(s.traceback[0]), s.size_diff, s.count_diff) for s in snap.compare_to(before, "lineno")[:60]]
def on_report(_signum, _frame):
    out = {"pauses": list(pauses), "objects": len(gc.get_objects()), "frozen": gc.get_freeze_count(),
           "passes": [(p.kind, p.seconds, p.collected)
                      for p in getattr(getattr(app.state.server, "collector", None), "passes", [])]}
    pauses.clear()
    if os.environ.get("BENCH_CENSUS") == "1":
        out["census"] = census()
        if trace:
            out["traced"] = traced()
            out["traced_mb"] = tracemalloc.get_traced_memory()[0] / 2**20
    t = time.perf_counter()
    out["full_collected"] = gc.collect()
    out["full_collect_s"] = time.perf_counter() - t
    t = time.perf_counter()
    gc.collect()
    out["again_collect_s"] = time.perf_counter() - t
    pauses.clear()
    with open(report + ".tmp", "w") as f:
        json.dump(out, f)
    os.replace(report + ".tmp", report)
def later(work):
    # a signal may arrive while a collection runs (its callback is Python code), and gc.collect()
    # then returns at once: the work is done from the event loop instead, between its callbacks
    import asyncio
    return lambda _signum, _frame: asyncio.get_running_loop().call_soon_threadsafe(work, None, None)
signal.signal(signal.SIGUSR1, later(on_report))
def on_full(_signum, _frame):
    young = gc.collect()
    t = time.perf_counter()
    census = os.environ.get("BENCH_CENSUS") == "1"
    if census:  # what the full pass finds, kept aside to be counted (then freed)
        gc.set_debug(gc.DEBUG_SAVEALL)
    gc.unfreeze()
    freed = gc.collect()
    seconds = time.perf_counter() - t
    gc.set_debug(0)
    kinds = {}
    for o in gc.garbage:
        kinds[type(o).__qualname__] = kinds.get(type(o).__qualname__, 0) + 1
    gc.garbage.clear()
    gc.collect()
    gc.freeze()
    with open(report + ".tmp", "w") as f:
        json.dump({"young_freed": young, "full_freed": freed, "full_s": seconds,
                   "kinds": sorted(kinds.items(), key=lambda kv: -kv[1])[:30]}, f)
    os.replace(report + ".tmp", report)
signal.signal(signal.SIGUSR2, later(on_full))
big = 10**9
limits = Limits(tables_per_hour=big, lookup_misses=big, joins_per_minute=big, ws_per_address=big,
                ws_per_table=big, connections_per_address=big, min_pace=0.2, host_timeout=big,
                handshake_timeout=big)
raise_file_limit()
http, ws = protocols(limits)
import inspect
policy = {"gc_freeze": os.environ.get("BENCH_FREEZE") != "0"} \
    if "gc_freeze" in inspect.signature(create_app).parameters else {}  # (code from before the policy: none)
app = create_app(sys.argv[1], limits=limits, schema=sys.argv[2] or None, **policy)
uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[4]), log_level="warning", http=http, ws=ws,
            ws_max_size=65536)
"""


def ask(server: psutil.Process, report: Path, signum: int = signal.SIGUSR1) -> dict[str, Any]:
    """The server's report (SIGUSR1: collector pauses since the last one, a full collection timed;
    SIGUSR2: what a full pass, the frozen objects included, frees)."""
    report.unlink(missing_ok=True)
    os.kill(server.pid, signum)
    deadline = time.monotonic() + 120
    while not report.exists():
        if time.monotonic() > deadline:
            raise SystemExit("the server wrote no report")
        time.sleep(0.05)
    data: dict[str, Any] = json.loads(report.read_text())
    return data


def rss(server: psutil.Process) -> float:
    return float(server.memory_info().rss) / 2**20


def ms(seconds: list[float], share: float) -> float | None:
    if not seconds:
        return None
    ordered = sorted(seconds)
    return round(1000 * ordered[min(len(ordered) - 1, int(share * len(ordered)))], 1)


async def grow(port: int, sizes: list[int], seats: int, pace: float, settle: float, seconds: float,
               server: psutil.Process, report: Path | None, *, seated: bool) -> dict[str, Any]:
    """The tables of each size in turn (each step adds to the last), the RSS after each; the pauses at the last."""
    stats = Stats()
    measuring = asyncio.Event()
    phones: list[Phone] = []
    tasks: list[asyncio.Task[None]] = []
    steps: list[dict[str, Any]] = []
    if report is not None:
        ask(server, report)
    base = rss(server)
    held = 0
    for size in sizes:
        made = await seat_tables(port, size - held, seats, stats, watchers=not seated)
        new = [Phone(port, f"/ws/{code}", token, stats, measuring) for code, _h, tokens in made for token in tokens]
        started, _took = await connect_all(new)
        phones += new
        tasks += started
        hosts = [(code, host) for code, host, _t in made]
        await act_all(port, hosts, "start", stats)
        await act_all(port, hosts, "auto", stats, pace=pace)
        held = size
        await asyncio.sleep(settle)
        steps.append({"tables": size, "phones": len(phones), "rss_mb": round(rss(server), 1)})
        if report is not None:
            steps[-1]["report"] = ask(server, report)
    out: dict[str, Any] = {"base_mb": round(base, 1), "steps": steps, "errors": len(stats.errors),
                           "first_errors": stats.errors[:3]}
    if report is not None:
        ask(server, report)  # the pauses of the set-up are not the measured ones
        await asyncio.sleep(seconds)
        out["gc"] = await asyncio.to_thread(ask, server, report)
    await stop_all(phones, tasks)
    if report is not None:  # every socket closed: what their frozen objects left for the full pass
        await asyncio.sleep(3)
        out["closed"] = await asyncio.to_thread(ask, server, report, signal.SIGUSR2)
    return out


async def hold_reference(port: int, sizes: list[int], seats: int, pace: float, settle: float, deal_bytes: int,
                         server: psutil.Process) -> dict[str, Any]:
    """The same phones against the reference: the RSS after each step."""
    stats = Stats()
    measuring = asyncio.Event()
    phones: list[Phone] = []
    tasks: list[asyncio.Task[None]] = []
    steps = []
    base = rss(server)
    held = 0
    for size in sizes:
        new = [Phone(port, f"/ws/R{t:05d}?pace={pace}&size={deal_bytes}", None, stats, measuring)
               for t in range(held, size) for _ in range(seats)]
        started, _took = await connect_all(new)
        phones += new
        tasks += started
        held = size
        await asyncio.sleep(settle)
        steps.append({"tables": size, "phones": len(phones), "rss_mb": round(rss(server), 1)})
    await stop_all(phones, tasks)
    return {"base_mb": round(base, 1), "steps": steps, "errors": len(stats.errors)}


def slope(steps: list[dict[str, Any]], per: str) -> float:
    first, last = steps[0], steps[-1]
    return (last["rss_mb"] - first["rss_mb"]) / max(1, last[per] - first[per])


def one_room(rooms: int, deals: int) -> str:
    """In this process, no socket: what a room in play keeps (20 automatons, ``deals`` deals), by source line."""
    import gc
    import tracemalloc

    from fastapi.testclient import TestClient

    from tontine.server.app import create_app
    from tontine.server.room.limits import Limits

    big = 10**9
    tmp = tempfile.mkdtemp(prefix="tontine-room-")
    app = create_app(f"sqlite:///{tmp}/room.sqlite3", host_check_every=3600,
                     limits=Limits(tables_per_hour=big, joins_per_minute=big, lookup_misses=big))
    lines = []
    with TestClient(app) as client:
        def make() -> None:
            made = client.post("/api/tables", json={"preset": "german", "seats": 20, "stake": 500}).json()
            for action, extra in [("fill", {}), ("start", {})] + [("deal", {"expect": n}) for n in range(1, deals + 1)]:
                client.post(f"/api/tables/{made['code']}/action",
                            json={"token": made["host_token"], "action": action, **extra})

        for _ in range(3):  # the first rooms load what every room shares (catalogues, caches)
            make()
        gc.collect()
        tracemalloc.start(1)
        before = tracemalloc.take_snapshot()
        for _ in range(rooms):
            make()
        gc.collect()
        after = tracemalloc.take_snapshot()
        tracemalloc.stop()
        stats = after.compare_to(before, "lineno")
        lines.append(f"a room in play, {deals} deals, 20 automatons, no socket: "
                     f"{sum(st.size_diff for st in stats) / rooms / 1024:.1f} KB (Python's allocations, {rooms} rooms)")
        lines += [f"  {st.size_diff / rooms / 1024:7.2f} KB {st.count_diff / rooms:6.1f} blocks  {st.traceback[0]}"
                  for st in stats[:15]]
    shutil.rmtree(tmp, ignore_errors=True)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", default="100,300", help="two table counts: the slope is taken between them")
    parser.add_argument("--seats", type=int, default=20)
    parser.add_argument("--pace", type=float, default=3.0)
    parser.add_argument("--settle", type=float, default=6.0, help="seconds of dealing before each RSS reading")
    parser.add_argument("--seconds", type=float, default=20.0, help="seconds the collector's pauses are watched")
    parser.add_argument("--seated", action="store_true", help="the phones take the seats (else automatons do)")
    parser.add_argument("--census", action="store_true", help="print the tracked objects by type per socket")
    parser.add_argument("--trace", action="store_true", help="with --census: tracemalloc by line (slow)")
    parser.add_argument("--no-freeze", action="store_true",
                        help="the server without its collector policy (create_app(gc_freeze=False))")
    parser.add_argument("--no-reference", action="store_true", help="leave out the reference server")
    parser.add_argument("--deal-bytes", type=int, default=1060, help="the reference's frame (a 20-seat deal)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--room", type=int, default=0, metavar="N",
                        help="instead: N rooms in play made in this process, and what one keeps, by line")
    args = parser.parse_args(argv)
    if args.room:
        print(one_room(args.room, 7))
        return 0
    sizes = [int(x) for x in args.tables.split(",")]
    if len(sizes) != 2 or not 0 < sizes[0] < sizes[1] or sizes[1] * args.seats > MAX_PHONES:
        parser.error(f"--tables A,B with 0 < A < B and at most {MAX_PHONES} phones")
    if raise_file_limit() < sizes[1] * args.seats + 100:
        parser.error("the open-file limit is too low")
    tmp = tempfile.mkdtemp(prefix="tontine-mem-")
    report = Path(tmp) / "report.json"
    env = {"BENCH_CENSUS": "1" if args.census else "0", "BENCH_TRACE": "1" if args.trace else "0",
           "BENCH_FREEZE": "0" if args.no_freeze else "1"}
    os.environ.update(env)
    out: dict[str, Any] = {}
    try:
        child, port, server = start(SERVER, f"sqlite:///{tmp}/mem.sqlite3", "", str(report), folder=tmp)
        try:
            out["server"] = asyncio.run(grow(port, sizes, args.seats, args.pace, args.settle, args.seconds, server,
                                             report, seated=args.seated))
        finally:
            stop(child)
        if not args.no_reference:
            child, port, server = start(REFERENCE, folder=tmp)
            try:
                out["reference"] = asyncio.run(hold_reference(port, sizes, args.seats, args.pace, args.settle,
                                                              args.deal_bytes, server))
            finally:
                stop(child)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    s = out["server"]
    per_table = slope(s["steps"], "tables")
    out["mb_per_table"] = round(per_table, 3)
    grown = ", ".join(f"{st['tables']} tables {st['rss_mb']} MB" for st in s["steps"])
    text = [f"server: {grown} "
            f"(at start {s['base_mb']} MB): {per_table:.3f} MB per table in play with its {args.seats} sockets"
            f"; errors {s['errors']}"]
    ref = out.get("reference")
    if ref:
        per_socket = slope(ref["steps"], "phones")
        out["ref_mb_per_socket"] = round(per_socket, 4)
        out["table_own_mb"] = round(per_table - args.seats * per_socket, 3)
        held = ", ".join(f"{st['phones']} sockets {st['rss_mb']} MB" for st in ref["steps"])
        text.append(f"reference: {held}: "
                    f"{1024 * per_socket:.1f} KB per socket, {args.seats * per_socket:.3f} MB per {args.seats}; "
                    f"the table's own part {out['table_own_mb']:.3f} MB; ratio server/reference per table "
                    f"{per_table / (args.seats * per_socket):.2f}")
    setup = [p for st in s["steps"] for p in st.get("report", {}).get("pauses", [])]
    passes = s.get("gc", {}).get("passes", [])
    if setup or passes:
        text.append(f"collector while the tables were set up: {len(setup)} full collections, p99 {ms(setup, 0.99)} ms, "
                    f"max {ms(setup, 1.0)} ms; the policy's passes: "
                    + (", ".join(f"{kind} {1000 * sec:.0f} ms ({n:,} freed)" for kind, sec, n in passes) or "none"))
    g = s.get("gc")
    if g:
        out["gc_pause_p99_ms"], out["gc_pause_max_ms"] = ms(g["pauses"], 0.99), ms(g["pauses"], 1.0)
        text.append(f"collector at {sizes[1]} tables over {args.seconds:.0f} s: {len(g['pauses'])} full collections, "
                    f"p99 {out['gc_pause_p99_ms']} ms, max {out['gc_pause_max_ms']} ms; one gc.collect() "
                    f"{1000 * g['full_collect_s']:.0f} ms over {g['objects']:,} tracked objects ({g['full_collected']:,} "
                    "freed), another right after "
                    f"{1000 * g['again_collect_s']:.0f} ms "
                    f"({g['frozen']:,} frozen)")
        phones = s["steps"][-1]["phones"]
        closed = s.get("closed")
        if closed:
            text.append(f"all {phones:,} sockets closed: a collection then frees {closed['young_freed']:,} objects, "
                        f"the full pass {closed['full_freed']:,} more ({closed['full_freed'] / phones:.0f} per socket, "
                        f"left frozen until then) in {1000 * closed['full_s']:.0f} ms")
            text += [f"  {n / phones:6.1f} per closed socket  {kind}" for kind, n in closed.get("kinds", [])]
        for name, count in g.get("census", [])[:25]:
            text.append(f"  {count / phones:8.1f} per socket  {name}")
        grown = s["steps"][-1].get("report", {})
        if "traced" in grown:
            tables = s["steps"][-1]["tables"] - s["steps"][0]["tables"]
            traced = grown["traced_mb"] - s["steps"][0]["report"]["traced_mb"]
            text.append(f"traced (Python's allocations) grew {1024 * traced / tables:.1f} KB per table; by line:")
            for where, size, count in grown["traced"][:60]:
                text.append(f"  {size / tables / 1024:8.2f} KB per table  {count / tables:7.1f} blocks  {where}")
    text.append("load average: " + ", ".join(f"{x:.2f}" for x in os.getloadavg()))
    print(json.dumps(out, indent=1) if args.json else "\n".join(text))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
