"""What a join and a host's action cost through the HTTP API, against a GET of the same tables.

A TestClient (the whole ASGI stack: routes, body reading and checking, refusals) on SQLite in a
temporary folder: ``--tables`` tables of ``--seats`` seats; each seat taken by ``POST .../join``, then
each table started and dealt ``--deals`` times by ``POST .../action``; a bad body of each route is
refused ``--refusals`` times. The reference, in the same run: ``GET /api/tables/{code}`` of the same
tables (no body to read or check), as many times as there were joins. Printed: process CPU and wall
time per request, and the ratio of each to the GET.

    python benchmarks/bench_api.py
    python benchmarks/bench_api.py --tables 20 --seats 20 --deals 40
"""

from __future__ import annotations

import argparse
import resource
import secrets
import tempfile
import time
from collections.abc import Callable
from typing import Any

from fastapi.testclient import TestClient

from tontine.server.app import create_app

try:  # the limits' module, before and after the protocol's split (the script measures both)
    from tontine.server.room.limits import Limits
except ImportError:  # pragma: no cover - the code before the split
    from tontine.server.room.limits import Limits  # type: ignore[attr-defined,no-redef]


def process_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def timed(calls: list[Callable[[], Any]]) -> tuple[float, float]:
    """CPU and wall seconds per call."""
    began, cpu = time.perf_counter(), process_cpu()
    for call in calls:
        call()
    n = max(1, len(calls))
    return (process_cpu() - cpu) / n, (time.perf_counter() - began) / n


def expect(status: int) -> Callable[[Any], None]:
    def check(response: Any) -> None:
        assert response.status_code == status, response.text
    return check


def run(tables: int, seats: int, deals: int, refusals: int) -> dict[str, tuple[float, float]]:
    big = 10**9
    tmp = tempfile.mkdtemp(prefix="tontine-bench-api-")
    app = create_app(f"sqlite:///{tmp}/api.sqlite3",
                     limits=Limits(tables_per_hour=big, lookup_misses=big, joins_per_minute=big, max_seats=seats))
    with TestClient(app) as client:
        made = [client.post("/api/tables", json={"preset": "german", "stake": 1000, "seats": seats}).json()
                for _ in range(tables)]
        codes = [m["code"] for m in made]
        client.get(f"/api/tables/{codes[0]}")  # the first request's costs out of the figures

        def join(code: str, i: int) -> Callable[[], None]:
            body = {"name": f"Player {i}", "emblem": "♠", "seed": secrets.token_hex(16)}
            return lambda: expect(200)(client.post(f"/api/tables/{code}/join", json=body))

        def act(code: str, host: str, action: str, **extra: Any) -> Callable[[], None]:
            body = {"token": host, "action": action, **extra}
            return lambda: expect(200)(client.post(f"/api/tables/{code}/action", json=body))

        def get(code: str) -> Callable[[], None]:
            return lambda: expect(200)(client.get(f"/api/tables/{code}"))

        def bad(path: str, body: dict[str, Any]) -> Callable[[], None]:
            return lambda: expect(400)(client.post(path, json=body))

        figures = {"get": timed([get(code) for code in codes for _ in range(seats)])}
        figures["join"] = timed([join(code, i) for code in codes for i in range(seats)])
        figures["start"] = timed([act(code, m["host_token"], "start") for code, m in zip(codes, made, strict=True)])
        figures["deal"] = timed([act(code, m["host_token"], "deal", expect=n)
                                 for n in range(1, deals + 1) for code, m in zip(codes, made, strict=True)])
        figures["get after"] = timed([get(code) for code in codes for _ in range(seats)])
        lobby = client.post("/api/tables", json={}).json()  # a table still in its lobby
        code = lobby["code"]
        figures["refused"] = timed([bad(path, body) for _ in range(refusals) for path, body in (
            ("/api/tables", {"stake": "lots"}), (f"/api/tables/{code}/join", {"name": ["x"]}),
            (f"/api/tables/{code}/action", {"token": lobby["host_token"], "action": "fill", "count": "all"}))])
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=10)
    parser.add_argument("--seats", type=int, default=20)
    parser.add_argument("--deals", type=int, default=20, help="deals per table")
    parser.add_argument("--refusals", type=int, default=100, help="bad bodies of each route")
    args = parser.parse_args(argv)
    figures = run(args.tables, args.seats, args.deals, args.refusals)
    reference = (figures["get"][0] + figures["get after"][0]) / 2, (figures["get"][1] + figures["get after"][1]) / 2
    print(f"{args.tables} tables x {args.seats} seats, {args.deals} deals each; per request:")
    for what, (cpu, wall) in figures.items():
        print(f"  {what:10} {1000 * cpu:7.3f} ms CPU  {1000 * wall:7.3f} ms wall   "
              f"/ GET: {cpu / reference[0]:5.2f} CPU  {wall / reference[1]:5.2f} wall")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
