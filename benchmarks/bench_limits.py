"""What a rate-limit check costs: shared through Redis, against the in-process counters, in the same run.

Three ways to count the same hits (keys spread over addresses, a limit of 30 per minute, as the
seat limit): the in-process ``RateLimiter`` (the reference), ``SharedLimiter`` alone (one process,
no Redis: what every request pays without ``--redis``), and ``SharedLimiter`` over Redis (one Lua
script per hit, a round trip to Redis). Hits are awaited one after another, as one request
does; the figure is microseconds of wall time per hit and the ratio to the reference.

    python benchmarks/bench_limits.py                        # Redis at redis://127.0.0.1:6379/0
    python benchmarks/bench_limits.py --hits 5000 --redis redis://127.0.0.1:6379/0
"""

from __future__ import annotations

import argparse
import asyncio
import secrets
import time

from tontine.server.cluster.bus import RedisCluster, Solo
from tontine.server.cluster.rate_limits import SharedLimiter
from tontine.server.room.rate import RateLimiter


def keys(hits: int) -> list[tuple[str, str]]:
    return [("join", f"10.0.{i % 50}.{i % 7}") for i in range(hits)]


def local(hits: int) -> float:
    limiter = RateLimiter(time.time)
    began = time.perf_counter()
    for key in keys(hits):
        limiter.hit(key, 30, 60)
    return time.perf_counter() - began


async def shared(hits: int, redis_url: str | None) -> float:
    cluster = (Solo() if redis_url is None
               else RedisCluster(redis_url, namespace=f"bench-{secrets.token_hex(4)}"))
    limiter = SharedLimiter(time.time, cluster)
    try:
        await limiter.hit(("warm", "up"), 30, 60)
        began = time.perf_counter()
        for key in keys(hits):
            await limiter.hit(key, 30, 60)
        spent = time.perf_counter() - began
        if limiter.away:
            raise SystemExit(f"Redis at {redis_url} cannot be reached")
        return spent
    finally:
        await cluster.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hits", type=int, default=3000)
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/0")
    args = parser.parse_args()
    reference = min(local(args.hits) for _ in range(3))
    alone = min(asyncio.run(shared(args.hits, None)) for _ in range(3))
    redis = min(asyncio.run(shared(args.hits, args.redis)) for _ in range(3))
    per = 1e6 / args.hits
    print(f"{'counting':<28} {'us/hit':>8} {'ratio':>8}")
    for name, spent in (("RateLimiter (reference)", reference), ("SharedLimiter, alone", alone),
                        ("SharedLimiter, Redis", redis)):
        print(f"{name:<28} {spent * per:8.1f} {spent / reference:8.1f}")


if __name__ == "__main__":
    main()
