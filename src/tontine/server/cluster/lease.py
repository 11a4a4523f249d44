"""A table's dealer lease: one process at a time deals a table by itself, and a token from the database fences the rest.

Alone (:class:`Leases`) every lease is granted at once. Over Redis (:class:`RedisLeases`) a lease is
the key ``cluster.key("lease", code)`` set with ``SET NX PX ttl`` to this process's name and a nonce,
renewed by its holder every ``ttl / 3`` with a check-and-extend script, and deleted (if still its
holder's) when the holder stops dealing the table. A process that dies leaves its keys to expire,
and another process takes the table over (see :mod:`~tontine.server.play.takeover`).

Redis alone cannot make this safe: a holder may stall past its ttl, and a Redis restarted without
persistence forgets every key. So taking a lease also bumps the table's fence in the database
(:meth:`~tontine.server.store.storage.Storage.take_fence`) and the new value is the lease's token; every
automatic deal is committed only while the stored fence still equals its token. Tokens come from the
database, never from Redis, so no restart of Redis can hand out a smaller one.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tontine.server.store.storage import Storage

if TYPE_CHECKING:
    from tontine.server.cluster.bus import RedisCluster

__all__ = ["Lease", "LeaseTiming", "Leases", "RedisLeases"]

log = logging.getLogger("tontine.server")

Sleep = Callable[[float], Awaitable[object]]

# KEYS[1] the lease; ARGV: value, this process's prefix, ttl in ms. Taken when nobody holds it or when
# this process does (a release of its previous lease may still be on its way).
_TAKE = """
local v = redis.call('get', KEYS[1])
if (not v) or string.sub(v, 1, string.len(ARGV[2])) == ARGV[2] then
  redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[3])
  return 1
end
return 0
"""

# KEYS: the leases; ARGV: their values, then the ttl in ms. Per lease: 1 extended, 2 set again (Redis
# had lost it: the token in the database still decides), 0 held by another process now.
_RENEW = """
local ttl = ARGV[#ARGV]
local out = {}
for i, key in ipairs(KEYS) do
  local v = redis.call('get', key)
  if v == ARGV[i] then
    redis.call('pexpire', key, ttl)
    out[i] = 1
  elseif not v then
    redis.call('set', key, ARGV[i], 'PX', ttl)
    out[i] = 2
  else
    out[i] = 0
  end
end
return out
"""

_RELEASE = """
if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('del', KEYS[1])
end
return 0
"""


@dataclass(frozen=True)
class LeaseTiming:
    """How long a lease lives, and how often tables without a dealer are looked for.

    The worst case from a dealer's death to the next deal on another process is about
    ``ttl + watch_every + jitter`` (3.9 s with the defaults).
    """

    ttl: float = 2.5  #: seconds a lease lives unless renewed
    watch_every: float = 1.0  #: seconds between two looks for tables that nobody deals
    codes_cached: float = 2.0  #: seconds the list of tables dealing by themselves is reused
    jitter: float = 0.4  #: at most this many seconds' wait before taking a table over

    @property
    def renew_every(self) -> float:
        return self.ttl / 3


@dataclass(frozen=True)
class Lease:
    """A lease held by this process: the table, its fencing token, and what its Redis key holds."""

    code: str
    token: int
    value: str


class Leases:
    """The dealer leases of one process alone: every lease is granted (its token still comes from the database)."""

    shared = False  #: True when other processes may hold the leases

    def __init__(self, storage: Storage, *, timing: LeaseTiming | None = None, node: str = "solo") -> None:
        self.storage = storage
        self.timing = timing or LeaseTiming()
        self.node = node
        self.held: dict[str, Lease] = {}  #: the leases this process holds, by table
        #: called with a table's code when its lease turns out to be another process's
        self.on_lost: Callable[[str], object] = lambda _code: None
        self._releases: set[asyncio.Task[None]] = set()
        self._dead = False

    async def take(self, code: str) -> Lease | None:
        """The lease of table ``code``, with a new token; None when another process holds it."""
        if self._dead:
            return None
        value = f"{self.node}:{secrets.token_hex(4)}"
        if not await self._grab(code, value):
            return None
        try:
            token = await asyncio.to_thread(self.storage.take_fence, code)
        except BaseException:
            with contextlib.suppress(Exception):
                await self._release(code, value)
            raise
        lease = Lease(code, token, value)
        self.held[code] = lease
        return lease

    async def take_many(self, codes: list[str]) -> dict[str, Lease]:
        """:meth:`take` for many tables at once, their tokens in one transaction: the leases had, by table.

        A table whose lease another process holds, or that has no row, is left out.
        """
        if self._dead or not codes:
            return {}
        values = {code: f"{self.node}:{secrets.token_hex(4)}" for code in dict.fromkeys(codes)}
        grabbed = await asyncio.gather(*(self._grab(code, value) for code, value in values.items()))
        values = {code: value for (code, value), ok in zip(values.items(), grabbed, strict=True) if ok}
        try:
            tokens = await asyncio.to_thread(self.storage.take_fences, list(values)) if values else {}
        except BaseException:
            with contextlib.suppress(Exception):
                await asyncio.gather(*(self._release(code, value) for code, value in values.items()))
            raise
        leases: dict[str, Lease] = {}
        for code, value in values.items():
            if code not in tokens:  # no such table
                with contextlib.suppress(Exception):
                    await self._release(code, value)
                continue
            leases[code] = self.held[code] = Lease(code, tokens[code], value)
        return leases

    def let_go(self, lease: Lease) -> None:
        """Stop holding ``lease`` (released in the background, so another process may take the table at once)."""
        if self.held.get(lease.code) is lease:
            del self.held[lease.code]
        if self._dead:
            return
        task = asyncio.get_running_loop().create_task(self._release(lease.code, lease.value))
        self._releases.add(task)
        task.add_done_callback(self._releases.discard)

    async def free(self, codes: list[str]) -> list[str]:
        """Those of ``codes`` whose lease nobody holds."""
        return [code for code in codes if code not in self.held]

    async def start(self) -> None:
        """Begin renewing the leases held (nothing to renew alone)."""

    async def close(self) -> None:
        """Release every lease still held and wait for the releases on their way."""
        for lease in list(self.held.values()):
            self.let_go(lease)
        if self._releases:
            await asyncio.gather(*self._releases, return_exceptions=True)

    def abandon(self) -> None:
        """Forget every lease without releasing any, and take no more: what a process that dies does (for tests)."""
        self._dead = True
        self.held.clear()

    async def _grab(self, code: str, value: str) -> bool:
        return True

    async def _release(self, code: str, value: str) -> None:
        return None


class RedisLeases(Leases):
    """The dealer leases of processes sharing one database, kept in Redis."""

    shared = True

    def __init__(self, storage: Storage, cluster: RedisCluster, *, timing: LeaseTiming | None = None,
                 sleep: Sleep = asyncio.sleep) -> None:
        super().__init__(storage, timing=timing, node=cluster.node)
        self.cluster = cluster
        self.redis = cluster.redis
        self.sleep = sleep
        self._take_script = self.redis.register_script(_TAKE)
        self._renew_script = self.redis.register_script(_RENEW)
        self._release_script = self.redis.register_script(_RELEASE)
        self._renewer: asyncio.Task[None] | None = None
        self._redis_away = False

    def key(self, code: str) -> str:
        return self.cluster.key("lease", code)

    @property
    def ttl_ms(self) -> int:
        return max(1, round(self.timing.ttl * 1000))

    async def _grab(self, code: str, value: str) -> bool:
        taken = await self._take_script(keys=[self.key(code)], args=[value, f"{self.node}:", self.ttl_ms])
        return bool(taken)

    async def _release(self, code: str, value: str) -> None:
        try:
            await self._release_script(keys=[self.key(code)], args=[value])
        except Exception as exc:  # it expires by itself
            log.warning("cannot release the dealer lease of table %s: %s", code, exc)

    async def free(self, codes: list[str]) -> list[str]:
        """Those of ``codes`` whose lease nobody holds, in one round trip to Redis."""
        wanted = [code for code in codes if code not in self.held]
        if not wanted:
            return []
        values = await self.redis.mget([self.key(code) for code in wanted])
        return [code for code, value in zip(wanted, values, strict=True) if value is None]

    async def start(self) -> None:
        if self._renewer is None:
            self._renewer = asyncio.get_running_loop().create_task(self._renew_loop())

    async def close(self) -> None:
        await self._stop_renewing()
        await super().close()

    def abandon(self) -> None:
        super().abandon()
        if self._renewer is not None:
            self._renewer.cancel()
            self._renewer = None

    async def _stop_renewing(self) -> None:
        if self._renewer is not None:
            self._renewer.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._renewer
            self._renewer = None

    async def _renew_loop(self) -> None:
        while True:
            await self.sleep(self.timing.renew_every)
            try:
                await self.renew()
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                # nobody else can take a lease either while Redis is away; when it is back, the
                # fence in the database still refuses any deal of a lease that was lost meanwhile
                if not self._redis_away:
                    log.warning("cannot renew the dealer leases: %s", exc)
                self._redis_away = True

    async def renew(self) -> list[str]:
        """Extend every lease held, in one round trip; the tables whose lease another process holds now."""
        leases = list(self.held.values())
        if not leases:
            return []
        outcomes = await self._renew_script(keys=[self.key(lease.code) for lease in leases],
                                            args=[*(lease.value for lease in leases), self.ttl_ms])
        self._redis_away = False
        lost = []
        for lease, outcome in zip(leases, outcomes, strict=True):
            if int(outcome) == 0 and self.held.get(lease.code) is lease:
                del self.held[lease.code]
                lost.append(lease.code)
                log.warning("table %s: its dealer lease was taken by another process", lease.code)
                self.on_lost(lease.code)
        return lost
