"""What one 20-seat deal costs the server with no socket attached, against the engine's deal alone.

Rooms of ``--seats`` automatons (SQLite in a temporary folder) deal ``--deals`` times each after
``--before`` deals already played (a long game's history), through the server's dealer: copy,
deal, group commit, log and the compact deal message. Printed: CPU per deal of the event loop's
thread and of the whole process (the commit runs in a worker thread), and the ratio of the loop's
CPU to the engine's own deal (copy and deal of the same tables) measured in the same run.

    python benchmarks/bench_server_deal.py
    python benchmarks/bench_server_deal.py --rooms 20 --deals 40 --before 1000
"""

from __future__ import annotations

import argparse
import asyncio
import resource
import secrets
import tempfile
import time

from tontine.server.app import Server
from tontine.server.room.bodies import Action, ActionBody, CreateBody
from tontine.server.room.limits import Limits
from tontine.server.room.status import Status
from tontine.server.store.storage import Storage


def process_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


async def run(rooms_n: int, deals: int, before: int, seats: int) -> dict[str, float]:
    tmp = tempfile.mkdtemp(prefix="tontine-bench-")
    storage = Storage(f"sqlite:///{tmp}/deals.sqlite3")
    big = 10**9
    server = Server.compose(storage, clock=time.time, rng=secrets,
                            limits=Limits(tables_per_hour=big, joins_per_minute=big))
    rooms = []
    for _ in range(rooms_n):
        created = await server.lobby.create(CreateBody(preset="german", stake=1000, seats=seats), "127.0.0.1")
        room = server.registry.load(created["code"])
        assert room is not None
        for action in (Action.FILL, Action.START):
            await server.actions.act(room, ActionBody(token=created["host_token"], action=action))
        for _ in range(before):
            await server.dealer.deal(room)
        rooms.append(room)
    # the reference: the engine's own deal of the same tables (a copy, as the dealer takes, and the deal)
    tables = [room.table for room in rooms]
    began = time.thread_time()
    for _ in range(deals):
        tables = [table.copy() for table in tables if table is not None]
        for table in tables:
            table.deal()
    engine = (time.thread_time() - began) / (deals * rooms_n)
    began, cpu = time.thread_time(), process_cpu()
    for _ in range(deals):
        await asyncio.gather(*(server.dealer.deal(room) for room in rooms if room.status is Status.PLAYING))
    loop = (time.thread_time() - began) / (deals * rooms_n)
    process = (process_cpu() - cpu) / (deals * rooms_n)
    server.stop()
    return {"engine_ms": 1000 * engine, "loop_ms": 1000 * loop, "process_ms": 1000 * process}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rooms", type=int, default=20)
    parser.add_argument("--deals", type=int, default=40, help="deals measured per room")
    parser.add_argument("--before", type=int, default=300, help="deals played before measuring")
    parser.add_argument("--seats", type=int, default=20)
    args = parser.parse_args(argv)
    r = asyncio.run(run(args.rooms, args.deals, args.before, args.seats))
    print(f"{args.seats}-seat deal after {args.before} deals: event loop {r['loop_ms']:.2f} ms CPU, "
          f"process {r['process_ms']:.2f} ms; engine alone {r['engine_ms']:.3f} ms; "
          f"loop / engine {r['loop_ms'] / r['engine_ms']:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
