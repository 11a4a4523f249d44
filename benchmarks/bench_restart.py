"""A restart with many tables dealing by themselves: how soon a real ``tontine serve`` serves them again.

Fills a SQLite database with ``--tables`` tables of ``--seats`` automatons, ``--deals`` deals each,
all dealing by themselves at ``--pace`` (the rows written straight through the storage, as the
server writes them, with the state after every deal), then starts a real ``tontine serve`` process
on it and measures:

- the time from the process start to its first HTTP 200 (``/api/meta``), and to the first
  ``GET /api/tables/{code}`` answered;
- when the server says every table is back (its log line, read every 20 ms: readiness), and the
  spread of the tables' first deals after it, in paces (first, p50, p95, last, and how many came
  later than one pace), read from the deals' commit times in the database;
- the deals committed in each of the first ``--after`` paces after readiness (2 by default), per
  second, against the ``tables / pace`` asked, the server process's CPU per deal over that time
  (``/proc``), and the fewest and most deals any one table made in it (a process too slow for
  its tables should serve them all alike);
- the latency of plain HTTP meanwhile (``/api/meta`` and a random table, every 50 ms: p50, p95, max);
- the server's own line on what it restored and how many deals it re-ran.

The reference is the same server started on an empty database in the same run: the start-up
ratio is filled over empty. ``--without-state`` fills the rows as a database made before the
state column (every room then replayed deal by deal at start-up), for comparison.

    python benchmarks/bench_restart.py                              # 1,000 tables x 20 deals, 6 seats, 3 s pace
    python benchmarks/bench_restart.py --tables 200 --deals 50 --json
    python benchmarks/bench_restart.py --tables 1000 --without-state
    python benchmarks/bench_restart.py --pace 0.5 --after 8          # 2,000 deals/s asked: more than one process deals
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # tests.support.filldb, run from anywhere

from tests.support.filldb import fill

READY = re.compile(r"(\d+) tables deal by themselves again, restored from their stored state in ([\d.]+) s "
                   r"\((\d+) deals re-run\)")


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def start(db_path: Path, port: int, log: Path) -> tuple[subprocess.Popen[bytes], float]:
    began = time.monotonic()
    with open(log, "ab") as sink:
        process = subprocess.Popen(
            [sys.executable, "-m", "tontine.cli.main", "serve", "--port", str(port), "--db", f"sqlite:///{db_path}",
             "--log-level", "info"], stdout=sink, stderr=subprocess.STDOUT)
    return process, began


async def first_200(url: str, began: float, timeout: float = 60.0) -> float:
    async with httpx.AsyncClient(timeout=2) as client:
        while time.monotonic() - began < timeout:
            try:
                if (await client.get(url)).status_code == 200:
                    return time.monotonic() - began
            except httpx.HTTPError:
                pass
            await asyncio.sleep(0.01)
    raise SystemExit(f"no answer from {url} within {timeout} s")


def new_deals(db_path: Path, since: float, last: dict[str, int]) -> list[tuple[str, int, float]]:
    """Every deal stored after ``since`` (wall clock) beyond the tables' filled ones: (code, number, at)."""
    conn = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True, timeout=5)
    try:
        return [(code, number, at) for code, number, at in
                conn.execute("SELECT code, number, created_at FROM tontine_deals WHERE created_at > ?", (since,))
                if number > last.get(code, number)]
    finally:
        conn.close()


def tables_dealt(db_path: Path, since: float) -> int:
    """How many tables have stored a deal after ``since`` (one cheap query, while the server runs)."""
    conn = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True, timeout=5)
    try:
        return int(conn.execute("SELECT count(DISTINCT code) FROM tontine_deals WHERE created_at > ?",
                                (since,)).fetchone()[0])
    finally:
        conn.close()


def process_cpu(pid: int) -> float:
    """The CPU seconds (user and system) a process has used so far (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def distribution(firsts: list[float], pace: float) -> dict[str, float]:
    """First, p50, p95 and last of the tables' first deals, in paces after readiness."""
    paces = [at / pace for at in firsts]
    return {"first": min(paces), "p50": pct(paces, 0.5), "p95": pct(paces, 0.95), "last": max(paces),
            "late": sum(p > 1.0 for p in paces)}


async def measure(db_path: Path, port: int, log: Path, codes: list[str], last: dict[str, int],
                  pace: float, limit: float, after: float = 2.0) -> dict[str, Any]:
    """One server start; with tables, watched until every table has dealt and ``after`` paces past readiness."""
    base = f"http://127.0.0.1:{port}"
    log_start = log.stat().st_size if log.exists() else 0
    process, began = start(db_path, port, log)
    wall_began = time.time() - (time.monotonic() - began)
    out: dict[str, Any] = {}
    try:
        out["first_200_s"] = await first_200(base + "/api/meta", began)
        if not codes:
            return out
        out["first_table_s"] = await first_200(f"{base}/api/tables/{codes[0]}", began)
        latencies: list[float] = []
        sent: list[float] = []  #: when each request went, after the start
        errors = 0
        done = asyncio.Event()

        async def probe() -> None:
            nonlocal errors
            rng = random.Random(1)
            async with httpx.AsyncClient(timeout=30) as client:
                while not done.is_set():
                    for path in ("/api/meta", f"/api/tables/{rng.choice(codes)}"):
                        t0 = time.monotonic()
                        try:
                            ok = (await client.get(base + path)).status_code == 200
                        except httpx.HTTPError:
                            ok = False
                        latencies.append(time.monotonic() - t0)
                        sent.append(t0 - began)
                        errors += not ok
                    await asyncio.sleep(0.05)

        probing = asyncio.ensure_future(probe())
        ready: float | None = None  # when the server says every table is back (its log line), after the start
        cpu_at_ready = 0.0
        seen = log_start
        all_dealt = False
        next_look = 0.0
        while time.monotonic() - began < limit:
            if ready is None:  # the log read from where it was left, every 20 ms: readiness to 20 ms
                with open(log, "rb") as handle:
                    handle.seek(seen)
                    data = handle.read()
                if READY.search(data.decode(errors="replace")):
                    ready = time.monotonic() - began
                    cpu_at_ready = process_cpu(process.pid)
                else:
                    seen += max(0, len(data) - 400)
            now = time.monotonic() - began
            if not all_dealt and now >= next_look:
                all_dealt = await asyncio.to_thread(tables_dealt, db_path, wall_began) >= len(codes)
                next_look = now + 0.25
            if ready is not None and all_dealt and now >= ready + after * pace:
                break
            await asyncio.sleep(0.02)
        cpu_at_end = process_cpu(process.pid)
        ended = time.monotonic() - began
        done.set()
        await probing
        deals = await asyncio.to_thread(new_deals, db_path, wall_began, last)
        first_of: dict[str, float] = {}
        for code, _number, at in deals:
            first_of[code] = min(first_of.get(code, at), at)
        out["tables_dealt_again"] = len(first_of)
        if first_of:
            firsts = sorted(at - wall_began for at in first_of.values())
            out["first_deal_s"] = firsts[0]
            out["all_dealt_s"] = firsts[-1]
            if ready is not None:
                out["ready_s"] = ready
                out["all_dealt_after_ready_paces"] = (firsts[-1] - ready) / pace
                out["first_deal_paces"] = distribution([at - ready for at in firsts], pace)
                times = [at - wall_began - ready for _code, _number, at in deals]
                rounds = {}
                for k in range(int(after)):  # the deals committed in each pace after readiness
                    rounds[f"pace_{k + 1}"] = sum(k * pace <= t < (k + 1) * pace for t in times) / pace
                out["deals_per_s"] = rounds
                watched = ended - ready  # how evenly the tables were served: each one's deals since readiness
                counts = {code: 0 for code in codes}
                for code, _number, at in deals:
                    if at - wall_began - ready <= watched:  # (a first deal may beat the readiness line's read)
                        counts[code] += 1
                out["deals_per_table"] = {"min": min(counts.values()), "max": max(counts.values()),
                                          "asked": watched / pace, "seconds": watched}
                window = [t for t in times if t <= ended - ready]
                out["cpu_per_deal_ms"] = 1000 * (cpu_at_end - cpu_at_ready) / max(1, len(window))
                out["cpu_share"] = (cpu_at_end - cpu_at_ready) / max(1e-9, ended - ready)
        out["asked_deals_per_s"] = len(codes) / pace
        out["http_ms"] = {"n": len(latencies), "p50": 1000 * pct(latencies, 0.5), "p95": 1000 * pct(latencies, 0.95),
                          "max": 1000 * max(latencies, default=float("nan")), "errors": errors}
        if latencies:
            out["http_ms"]["max_at_s"] = sent[latencies.index(max(latencies))]
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    found = READY.findall(log.read_text(errors="replace")[log_start:])
    if found:
        tables, seconds, rerun = found[-1]
        out["server_says"] = {"tables": int(tables), "restore_s": float(seconds), "deals_rerun": int(rerun)}
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--deals", type=int, default=20, help="deals stored at each table before the restart")
    parser.add_argument("--seats", type=int, default=6)
    parser.add_argument("--pace", type=float, default=3.0, help="seconds between a table's deals")
    parser.add_argument("--port", type=int, default=24100, help="the empty start's port (the filled one's is next)")
    parser.add_argument("--limit", type=float, default=60.0, help="give up waiting after this many seconds")
    parser.add_argument("--after", type=int, default=2, help="paces watched after readiness (at least 2)")
    parser.add_argument("--without-state", action="store_true", help="rows without the state column's data")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if not 1 <= args.tables <= 5000 or not 0 <= args.deals <= 2000 or args.after < 2:
        parser.error("1 to 5,000 tables, 0 to 2,000 deals and at least 2 paces after readiness")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        empty, filled_db = folder / "empty.sqlite3", folder / "filled.sqlite3"
        t0 = time.monotonic()
        filled = fill(f"sqlite:///{filled_db}", tables=args.tables, deals=args.deals, seats=args.seats,
                      pace=args.pace, stored=not args.without_state)
        fill_s = time.monotonic() - t0
        log = folder / "server.log"
        reference = asyncio.run(measure(empty, args.port, log, [], {}, args.pace, args.limit))
        result = asyncio.run(measure(filled_db, args.port + 1, log, filled.codes, filled.last_deal, args.pace,
                                     args.limit, args.after))
    report = {
        "tables": args.tables, "deals": args.deals, "seats": args.seats, "pace": args.pace,
        "state_stored": not args.without_state, "fill_s": round(fill_s, 2), "load": os.getloadavg()[0],
        "empty": reference, "filled": result,
        "ratio_first_200": result["first_200_s"] / reference["first_200_s"],
    }
    if args.json:
        print(json.dumps(report, indent=1))
        return 0
    http = result.get("http_ms", {})
    says = result.get("server_says", {})
    print(f"{args.tables} tables x {args.deals} deals, {args.seats} seats, pace {args.pace} s "
          f"({'with' if not args.without_state else 'without'} stored state; filled in {fill_s:.1f} s; "
          f"load {report['load']:.2f})")
    print(f"  empty database : first HTTP 200 after {reference['first_200_s']:.2f} s  (the reference)")
    print(f"  filled database: first HTTP 200 after {result['first_200_s']:.2f} s  "
          f"(ratio {report['ratio_first_200']:.2f}), first table served after {result.get('first_table_s', 0):.2f} s")
    if "first_deal_paces" in result:
        spread = result["first_deal_paces"]
        rates = result["deals_per_s"]
        print(f"  every table back at {result['ready_s']:.2f} s; {result['tables_dealt_again']}/{args.tables} dealt "
              f"again, the first deals in paces after that: first {spread['first']:.2f}, p50 {spread['p50']:.2f}, "
              f"p95 {spread['p95']:.2f}, last {spread['last']:.2f} ({spread['late']} tables later than one pace)")
        per_table = result["deals_per_table"]
        print("  deals/s        : " + ", ".join(f"{rate:.0f} in pace {key.split('_')[1]}" for key, rate in rates.items())
              + f" after readiness, {result['asked_deals_per_s']:.0f} asked; process CPU "
              f"{result['cpu_per_deal_ms']:.2f} ms per deal ({100 * result['cpu_share']:.0f}% of a core)")
        print(f"  each table     : {per_table['min']} to {per_table['max']} deals in the {per_table['seconds']:.1f} s "
              f"after readiness ({per_table['asked']:.1f} paces)")
    else:
        print(f"  only {result.get('tables_dealt_again', 0)}/{args.tables} tables dealt again within {args.limit} s")
    print(f"  HTTP meanwhile : {http.get('n', 0)} requests, p50 {http.get('p50', 0):.1f} ms, "
          f"p95 {http.get('p95', 0):.1f} ms, max {http.get('max', 0):.1f} ms (sent {http.get('max_at_s', 0):.2f} s "
          f"after the start), {http.get('errors', 0)} errors")
    if says:
        print(f"  the server     : {says['tables']} tables restored in {says['restore_s']:.2f} s, "
              f"{says['deals_rerun']} deals re-run")
    return 0


if __name__ == "__main__":
    sys.exit(main())
