"""Two server processes against one: the most tables each setting serves at the same p95, every process capped alike.

Every server process runs over one PostgreSQL schema and one Redis (``tontine serve --db ... --redis ...``,
as :mod:`loadtest` starts it) in a CPU cap of its own: a cgroup holding ``--cap`` of one core (cgroup
v2 ``cpu.max`` when ``/sys/fs/cgroup/cgroup.controllers`` exists, else cgroup v1
``cpu.cfs_quota_us``; as root), so that on a small machine the load tester, PostgreSQL and Redis have
the rest and two processes get twice the CPU of one, not whatever is left. Without either (or
not root) the processes run uncapped, and the figures say so.

For each process count (``--processes``, one then two by default) and each size of ``--one`` (for
one process) or ``--two`` (for two), in turn: that many tables of ``--seats`` automatons, each
watched by ``--seats`` phones of :mod:`loadtest` (protocol 2, permessage-deflate; with two
processes the phones of every table are spread over both, and half the tables are started on
each, so each table's dealer is wherever its lease is, the other process forwarding its deals),
all dealing by themselves at ``--pace`` seconds; measured for ``--seconds``: deals/s against the
target, lateness from a deal's commit to every socket (p50/p95/max), errors, sequence gaps, and
each server's CPU. A size passes with deals/s at 90% of target or more, p95 under ``--p95`` ms,
no error and no gap; the capacity of a setting is its largest size that passed below its first
size that failed. Printed: both capacities and their ratio (the target is 1.8 or more).

A pace faster than a real table's (3 s) cuts the sockets needed for the same deals per second;
the figures are per deal, so the ratio is the same at any pace the load tester keeps up with.

    flock /work/bench.lock python benchmarks/bench_scaleout.py --one 40,60,80 --two 80,110,140
    python benchmarks/bench_scaleout.py --one 5 --two 10 --seats 4 --seconds 3    # a quick check
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psutil

sys.path.insert(0, str(Path(__file__).resolve().parent))
import loadtest as lt

CGROUP = Path("/sys/fs/cgroup")


@dataclass
class Cap:
    """One process's CPU cap: a cgroup of its own (removed once the process is gone)."""

    path: Path | None
    kind: str  #: "cgroup v2", "cgroup v1", or why there is none

    @classmethod
    def make(cls, name: str, share: float, period_us: int) -> Cap:
        """A cap of ``share`` of one core, enforced every ``period_us`` (a process over its share in a
        period waits for the next: a short period keeps that wait short)."""
        quota = max(1000, int(share * period_us))
        try:
            if (CGROUP / "cgroup.controllers").exists():
                with contextlib.suppress(OSError):  # the controller may be on already
                    (CGROUP / "cgroup.subtree_control").write_text("+cpu")
                path = CGROUP / name
                path.mkdir(exist_ok=True)
                (path / "cpu.max").write_text(f"{quota} {period_us}")
                return cls(path, "cgroup v2")
            if (CGROUP / "cpu" / "cpu.cfs_quota_us").exists():
                path = CGROUP / "cpu" / name
                path.mkdir(exist_ok=True)
                (path / "cpu.cfs_period_us").write_text(str(period_us))
                (path / "cpu.cfs_quota_us").write_text(str(quota))
                return cls(path, "cgroup v1")
        except OSError as exc:
            return cls(None, f"uncapped (cannot make a cgroup: {exc.strerror})")
        return cls(None, "uncapped (no cgroup v1 cpu controller nor cgroup v2 here)")

    def hold(self, pid: int) -> None:
        """Put the process (all its threads, and those it starts later) in the cap."""
        if self.path is not None:
            (self.path / "cgroup.procs").write_text(str(pid))

    def throttled(self) -> tuple[int, float]:
        """Periods in which the process was held back for being over its share, and the seconds held back."""
        if self.path is None:
            return 0, 0.0
        stat = dict(line.split() for line in (self.path / "cpu.stat").read_text().splitlines() if " " in line)
        if "throttled_usec" in stat:  # cgroup v2
            return int(stat["nr_throttled"]), int(stat["throttled_usec"]) / 1e6
        return int(stat.get("nr_throttled", 0)), int(stat.get("throttled_time", 0)) / 1e9

    def remove(self) -> None:
        if self.path is None:
            return
        for _ in range(50):
            try:
                self.path.rmdir()
                return
            except OSError:
                time.sleep(0.1)  # its last process is still on its way out


@dataclass
class Servers:
    """``count`` server processes over one database and one Redis, each in its own cap."""

    children: list[subprocess.Popen[str]]
    ports: list[int]
    procs: list[psutil.Process]
    caps: list[Cap]

    @classmethod
    def start(cls, count: int, db: str, schema: str, redis: str, share: float, period_us: int,
              folder: str) -> Servers:
        servers = cls([], [], [], [])
        try:
            for i in range(count):  # one after the other: the first makes the schema
                child, port, proc = lt.start(lt.SERVER, db, schema, folder=folder, env={"TONTINE_LOAD_REDIS": redis})
                cap = Cap.make(f"tontine-scaleout-{os.getpid()}-{i}", share, period_us)
                servers.children.append(child)
                servers.ports.append(port)
                servers.procs.append(proc)
                servers.caps.append(cap)
                cap.hold(child.pid)
        except BaseException:
            servers.stop()
            raise
        return servers

    def stop(self) -> None:
        for child in self.children:
            lt.stop(child)
        for cap in self.caps:
            cap.remove()


async def one_size(servers: Servers, tables: int, seats: int, pace: float, seconds: float) -> dict[str, Any]:
    """``tables`` tables started on the processes in turn, each watched by ``seats`` phones spread over them all."""
    stats = lt.Stats()
    measuring = asyncio.Event()
    ports = servers.ports
    began = time.monotonic()
    made: list[list[tuple[str, str, list[str | None]]]] = []
    for i, port in enumerate(ports):  # a table is started (and first dealt) on the process it was made on
        share = tables // len(ports) + (1 if i < tables % len(ports) else 0)
        made.append(await lt.seat_tables(port, share, seats, stats, watchers=True))
    # the phones on the process the table was started on (its first dealer), and those on another
    local, forwarded = lt.Stats(), lt.Stats()
    phones = [lt.Phone(ports[(i + t + j) % len(ports)], f"/ws/{code}", token,
                       local if (t + j) % len(ports) == 0 else forwarded, measuring)
              for i, some in enumerate(made) for t, (code, _host, tokens) in enumerate(some)
              for j, token in enumerate(tokens)]
    tasks, joined_in = await lt.connect_all(phones)
    lt.progress(f"{tables} tables, {len(phones)} phones on {len(ports)} processes, snapshots after {joined_in:.1f} s")
    for port, some in zip(ports, made, strict=True):
        await lt.act_all(port, [(code, host) for code, host, _t in some], "start", stats)
    for port, some in zip(ports, made, strict=True):
        await lt.act_all(port, [(code, host) for code, host, _t in some], "auto", stats, pace=pace)
    await asyncio.sleep(pace)  # the first deals
    for proc in servers.procs[1:]:
        proc.cpu_percent()
    held = [cap.throttled() for cap in servers.caps]
    spent, cpu, own_cpu, _rss = await lt.measure(phones, stats, measuring, seconds, 0.0, 0.0, servers.procs[0])
    cpus = [cpu] + [proc.cpu_percent() for proc in servers.procs[1:]]
    held = [(n - n0, s - s0) for (n0, s0), (n, s) in zip(held, [cap.throttled() for cap in servers.caps], strict=True)]
    for port, some in zip(ports, made, strict=True):
        await lt.act_all(port, [(code, host) for code, host, _t in some], "end", stats)
    await lt.stop_all(phones, tasks)
    for part in (local, forwarded):
        stats.late += part.late
        stats.deals += part.deals
        stats.errors += part.errors
        stats.gaps += part.gaps
        stats.closes += part.closes
    served = stats.deals / max(1, len(phones)) / spent * tables if phones else 0.0
    figures = lt.figures(stats)
    if len(ports) > 1:
        figures["p95_dealer_ms"] = lt.figures(local)["p95_ms"]
        figures["p95_forwarded_ms"] = lt.figures(forwarded)["p95_ms"]
    result = {"processes": len(ports), "tables": tables, "phones": len(phones), "seconds": round(spent, 1),
              "setup_s": round(time.monotonic() - began - spent, 1), "deals_per_s": round(served, 1),
              "target_per_s": round(tables / pace, 1), **figures,
              "server_cpu_pct": [round(c, 1) for c in cpus], "loadtester_cpu_pct": round(own_cpu, 1),
              "throttled_periods": [n for n, _s in held], "throttled_s": [round(s, 2) for _n, s in held]}
    result["passed"] = bool(served >= lt.KNEE_SHARE * tables / pace and figures["errors"] == 0
                            and figures["gaps"] == 0 and figures["p95_ms"] == figures["p95_ms"])  # not NaN
    return result


def capacity(results: list[dict[str, Any]], p95_ms: float) -> tuple[int, int | None]:
    """The largest size that passed below the first that failed (0 if none), and that first failure."""
    best, failed = 0, None
    for r in sorted(results, key=lambda r: r["tables"]):
        if r["passed"] and r["p95_ms"] <= p95_ms:
            best = r["tables"]
        else:
            failed = r["tables"]
            break
    return best, failed


def line(r: dict[str, Any], p95_ms: float) -> str:
    ok = "pass" if r["passed"] and r["p95_ms"] <= p95_ms else "FAIL"
    split = (f" (first dealer's process {r['p95_dealer_ms']} ms, forwarded {r['p95_forwarded_ms']} ms)"
             if "p95_forwarded_ms" in r else "")
    return (f"  {r['processes']} process{'es' if r['processes'] > 1 else ''}, {r['tables']:>4} tables "
            f"({r['phones']} phones): {r['deals_per_s']:.1f} deals/s (target {r['target_per_s']:.1f}); "
            f"p50 {r['p50_ms']} ms, p95 {r['p95_ms']} ms{split}, max {r['max_ms']} ms; errors {r['errors']}, "
            f"gaps {r['gaps']}; server CPU {' + '.join(f'{c}%' for c in r['server_cpu_pct'])} "
            f"(held back {' + '.join(f'{s} s' for s in r['throttled_s'])}); "
            f"load tester CPU {r['loadtester_cpu_pct']}% - {ok}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--one", default="30,45,60", help="table counts to try with one process, ascending")
    parser.add_argument("--two", default="60,90,120", help="table counts to try with two processes, ascending")
    parser.add_argument("--processes", default="1,2", help="the settings to run: 1, 2 or both")
    parser.add_argument("--seats", type=int, default=20, help="automatons at each table, and phones watching it")
    parser.add_argument("--pace", type=float, default=1.0, help="seconds between a table's deals")
    parser.add_argument("--seconds", type=float, default=15.0, help="measured seconds per size")
    parser.add_argument("--cap", type=float, default=0.4, help="share of one core each server process may use")
    parser.add_argument("--period", type=float, default=10.0,
                        help="ms over which the cap is enforced (the kernel's period; 1 to 1000)")
    parser.add_argument("--p95", type=float, default=lt.KNEE_P95_MS, help="the p95 a size must stay under (ms)")
    parser.add_argument("--db", default=os.environ.get("TONTINE_TEST_PG", "postgresql+psycopg://postgres@127.0.0.1:5432/test"),
                        help="PostgreSQL URL (the tables go in a schema of their own, dropped at the end)")
    parser.add_argument("--redis", default=os.environ.get("TONTINE_TEST_REDIS", "redis://127.0.0.1:6379/0"))
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    counts = [int(x) for x in args.processes.split(",") if x.strip()]
    sizes = {1: [int(x) for x in args.one.split(",") if x.strip()], 2: [int(x) for x in args.two.split(",") if x.strip()]}
    if not set(counts) <= {1, 2} or any(not sizes[n] for n in counts):
        parser.error("--processes is 1, 2 or 1,2, each with its sizes")
    phones_most = max(n * args.seats for c in counts for n in sizes[c])
    if phones_most > lt.MAX_PHONES or args.seconds > lt.MAX_SECONDS:
        parser.error(f"at most {lt.MAX_PHONES} phones and {lt.MAX_SECONDS:.0f} s per size")
    if lt.raise_file_limit() < phones_most + 100:
        parser.error(f"the open-file limit is too low for {phones_most} phones")
    if not args.db.startswith("postgresql"):
        parser.error("--db must be PostgreSQL (several processes over one database)")
    tmp = tempfile.mkdtemp(prefix="tontine-scaleout-")
    out: dict[str, Any] = {"cap_of_a_core": args.cap, "period_ms": args.period, "pace_s": args.pace, "seats": args.seats, "settings": {}}
    try:
        for count in counts:
            schema = f"tontine_scaleout_{os.getpid()}_{count}"
            servers = Servers.start(count, args.db, schema, args.redis, args.cap, int(args.period * 1000), tmp)
            out["cap"] = servers.caps[0].kind
            results: list[dict[str, Any]] = []
            try:
                for n in sizes[count]:
                    r = asyncio.run(one_size(servers, n, args.seats, args.pace, args.seconds))
                    results.append(r)
                    if not args.json:
                        print(line(r, args.p95), flush=True)
                    if not (r["passed"] and r["p95_ms"] <= args.p95):
                        break  # past the knee: the larger sizes would fail too
            finally:
                servers.stop()
                from tontine.server.store.storage import Storage

                storage = Storage(args.db, schema=schema)
                storage.drop_schema()
                storage.close()
            best, failed = capacity(results, args.p95)
            out["settings"][count] = {"capacity_tables": best, "first_failed": failed, "results": results}
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    settings = out["settings"]
    if 1 in settings and 2 in settings and settings[1]["capacity_tables"]:
        out["ratio"] = round(settings[2]["capacity_tables"] / settings[1]["capacity_tables"], 2)
    out["load_average"] = [round(x, 2) for x in os.getloadavg()]
    if args.json:
        print(json.dumps(out, indent=1))
        return 0
    print(f"each server process capped at {args.cap:.0%} of a core every {args.period:g} ms ({out.get('cap')}); "
          f"{args.seats} phones a table, "
          f"pace {args.pace} s; a size passes at p95 < {args.p95:.0f} ms, 0 errors, 0 gaps, 90% of its deals/s")
    for count, s in settings.items():
        above = f" (first failed: {s['first_failed']})" if s["first_failed"] is not None else " (no size failed)"
        print(f"{count} process{'es' if count > 1 else ''}: capacity {s['capacity_tables']} tables{above}")
    if "ratio" in out:
        print(f"ratio two / one: {out['ratio']} (target 1.8)")
    print("load average: " + ", ".join(f"{x:.2f}" for x in out["load_average"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
