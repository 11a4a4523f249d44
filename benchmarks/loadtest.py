"""Simulated phones over real WebSockets against a server on this machine: deals/s, lateness, errors.

The load tester starts its own server process on 127.0.0.1 (the same HTTP and WebSocket
protocols as ``tontine serve``, with the per-address limits lifted, since every phone comes from
one address), then for each size in ``--tables``: creates that many tables, seats ``--seats``
phones at each (every phone joins over HTTP and holds a WebSocket speaking protocol 2), starts
them dealing by themselves at ``--pace``, and measures for ``--seconds``:

- deals/s served against the target (tables / pace);
- lateness from a deal's commit to each socket (p50/p95/p99 and the worst), from the ``at`` the
  server puts on each deal (client and server share the clock: loopback only);
- errors (failed requests, error messages, unexpected closes), sequence gaps, drops;
- the server process's CPU (% of one core), RSS and RSS per table, and the load tester's own CPU;
- ``--sleepers``: that share of the phones stops reading for ``--sleep`` seconds mid-run (a tab
  in the background), then reads again;
- ``--storm``: at the end every socket is closed at once and reconnects with the server's back-off
  and jitter; the time until every phone has its snapshot again is reported.

- ``--reference``: after the sizes, the same phones against a reference server on the same stack
  (uvicorn and the server's own WebSocket protocol, nothing else) that broadcasts one frame of the
  measured deal's size at the same pace; the ratios of p95 and server CPU to it say what the
  server costs over the transport's floor, comparable across noisy runs;
- ``--flash PHONES/TABLES``: instead, a flash crowd: that many phones join that many tables over
  ``--window`` seconds (each joins over HTTP, opens its socket and says hello): joins and first
  snapshots, p50 and p95.

The knee is the first size whose deals/s fall under 90% of target or whose p95 passes 100 ms.
Bounded: at most 12,000 phones and 120 s per size; loopback only. The phones are a WebSocket
client by hand (a few microseconds a message, permessage-deflate offered as a browser does),
all in this one process, which lifts its own open-file limit.

    python benchmarks/loadtest.py --tables 100,500 --seats 20 --pace 3 --seconds 20 --reference
    python benchmarks/loadtest.py --flash 1000/50
    python benchmarks/loadtest.py --tables 5 --seats 4 --seconds 3 --json    # a quick check
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import json
import os
import random
import resource
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import time
import zlib
from dataclasses import dataclass, field
from typing import Any

import psutil

MAX_PHONES = 12000
MAX_SECONDS = 120.0
SETUP_SECONDS = 600.0  #: most seconds for seating and connecting the phones of one size
KNEE_P95_MS = 100.0
KNEE_SHARE = 0.9

#: the server: argv database, schema ("" for none), port; with TONTINE_LOAD_REDIS in its environment it is
#: one of several processes over the database (the schema is then dropped by whoever started them all)
SERVER = """
import os, sys, uvicorn
from tontine.server.app import create_app
from tontine.server.room.limits import Limits
from tontine.server.wire.files import raise_file_limit
from tontine.server.wire.uvicorn_protocols import protocols
big = 10**9
limits = Limits(tables_per_hour=big, lookup_misses=big, joins_per_minute=big, ws_per_address=big,
                ws_per_table=big, connections_per_address=big, min_pace=0.2, host_timeout=big,
                handshake_timeout=big)
raise_file_limit()
http, ws = protocols(limits)
schema = sys.argv[2] or None  # PostgreSQL: the load test's tables in a schema of their own
redis = os.environ.get("TONTINE_LOAD_REDIS") or None
app = create_app(sys.argv[1], limits=limits, schema=schema, redis_url=redis, gc_freeze=True)  # as tontine serve
try:
    uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[3]), log_level="warning", http=http, ws=ws,
                ws_max_size=65536)
finally:
    if schema and redis is None:
        app.state.server.storage.drop_schema()
"""

#: the reference: the same uvicorn and WebSocket protocol as the server, and nothing else. Each table
#: (a path) broadcasts, at the pace, one frame of the deal's size, its padding made once: what any
#: server on this stack pays to deliver a deal, so the tables' figures can be read against it
REFERENCE = """
import asyncio, os, random, sys, time, uvicorn
from urllib.parse import parse_qs
from tontine.server.wire.frames import Frame
from tontine.server.wire.hub import WIRE_EXTENSION
from tontine.server.room.limits import Limits
from tontine.server.wire.files import raise_file_limit
from tontine.server.wire.uvicorn_protocols import protocols
big = 10**9
rooms = {}
pads = {}

async def deal(code, pace, size):
    room = rooms[code]
    loop = asyncio.get_running_loop()
    due = loop.time() + pace
    while room["conns"]:
        await asyncio.sleep(max(0.0, due - loop.time()))
        due += pace
        room["seq"] += 1
        head = '{"seq":%d,"type":"deal","at":%r,"pad":"' % (room["seq"], time.time())
        pad = pads.setdefault(size, os.urandom(size).hex())
        frame = Frame(head + pad[:max(0, size - len(head) - 2)] + '"}')
        for wire in list(room["conns"]):
            wire.write(frame.wire(wire.deflate_bits))
    room["task"] = None

async def app(scope, receive, send):
    if scope["type"] == "lifespan":
        while True:
            message = await receive()
            await send({"type": message["type"] + ".complete"})
            if message["type"] == "lifespan.shutdown":
                return
    if scope["type"] != "websocket":
        await send({"type": "http.response.start", "status": 404, "headers": []})
        await send({"type": "http.response.body", "body": b""})
        return
    await receive()
    await send({"type": "websocket.accept"})
    wire = scope["extensions"][WIRE_EXTENSION]
    query = parse_qs(scope["query_string"].decode())
    pace, size = float(query["pace"][0]), int(query["size"][0])
    code = scope["path"]
    room = rooms.setdefault(code, {"conns": set(), "seq": 0, "task": None})
    while True:
        message = await receive()
        if message["type"] == "websocket.disconnect":
            break
        text = message.get("text") or ""
        if '"hello"' in text or '"snapshot"' in text:
            wire.write(Frame('{"type":"snapshot","seq":%d,"reconnect":{"base_ms":500,"max_ms":30000}}'
                             % room["seq"]).wire(None))
            room["conns"].add(wire)
            if room["task"] is None:
                room["task"] = asyncio.get_running_loop().create_task(deal(code, pace, size))
    room["conns"].discard(wire)

limits = Limits(connections_per_address=big, ws_per_address=big, ws_per_table=big)
raise_file_limit()
http, ws = protocols(limits)
uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[1]), log_level="warning", http=http, ws=ws,
            ws_max_size=65536, lifespan="on")
"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def percentile(values: list[float], share: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


@dataclass
class Stats:
    late: list[float] = field(default_factory=list)  #: seconds from commit to socket
    deals: int = 0  #: deal messages received (over all sockets)
    errors: list[str] = field(default_factory=list)
    gaps: int = 0
    closes: int = 0  #: connections the server closed under us
    snapshots: int = 0
    deal_bytes: int = 0  #: bytes of the deal messages received, as text


class Wire(asyncio.Protocol):
    """One WebSocket client by hand (the load tester must cost little next to the server it drives).

    It offers permessage-deflate as a browser does, inflates what comes compressed, answers
    pings, and hands each text message to ``on_text``.
    """

    def __init__(self, on_text: Any, on_close: Any) -> None:
        self.on_text, self.on_close = on_text, on_close
        self.transport: asyncio.Transport | None = None
        self.buffer = bytearray()
        self.handshake: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.deflate = False
        self.parts: list[bytes] = []
        self.compressed = False
        self.closed = False

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]

    def data_received(self, data: bytes) -> None:
        self.buffer += data
        if not self.handshake.done():
            end = self.buffer.find(b"\r\n\r\n")
            if end < 0:
                return
            head = bytes(self.buffer[:end]).decode("latin-1")
            del self.buffer[:end + 4]
            if not head.startswith("HTTP/1.1 101"):
                self.handshake.set_exception(ConnectionError(head.splitlines()[0] if head else "no answer"))
                return
            self.deflate = "permessage-deflate" in head.lower()
            self.handshake.set_result(None)
        buf = self.buffer
        while len(buf) >= 2:
            first, second = buf[0], buf[1]
            size, at = second & 0x7F, 2
            if size == 126:
                if len(buf) < 4:
                    return
                size, at = struct.unpack_from("!H", buf, 2)[0], 4
            elif size == 127:
                if len(buf) < 10:
                    return
                size, at = struct.unpack_from("!Q", buf, 2)[0], 10
            if len(buf) < at + size:
                return
            payload = bytes(buf[at:at + size])
            del buf[:at + size]
            opcode = first & 0x0F
            if opcode in (0x1, 0x0, 0x2):
                if opcode != 0x0:
                    self.compressed = bool(first & 0x40)
                self.parts.append(payload)
                if first & 0x80:
                    data_ = b"".join(self.parts)
                    self.parts = []
                    if self.compressed:
                        data_ = zlib.decompressobj(-15).decompress(data_ + b"\x00\x00\xff\xff")
                    self.on_text(data_)
            elif opcode == 0x9:
                self.send(0xA, payload)
            elif opcode == 0x8:
                self.send(0x8, payload[:2])
                self.close()
                return

    def send(self, opcode: int, payload: bytes) -> None:
        if self.transport is None or self.transport.is_closing():
            return
        mask = os.urandom(4)
        size = len(payload)
        head = bytes([0x80 | opcode]) + (bytes([0x80 | size]) if size < 126 else bytes([0xFE]) + struct.pack("!H", size))
        masked = bytes(b ^ mask[i & 3] for i, b in enumerate(payload))
        self.transport.write(head + mask + masked)

    def send_json(self, message: dict[str, Any]) -> None:
        self.send(0x1, json.dumps(message).encode())

    def close(self) -> None:
        if self.transport is not None:
            self.transport.close()

    def connection_lost(self, exc: Exception | None) -> None:
        self.closed = True
        if not self.handshake.done():
            self.handshake.set_exception(ConnectionError("closed during the handshake"))
        self.on_close()


async def open_wire(port: int, path: str, on_text: Any, on_close: Any) -> Wire:
    loop = asyncio.get_running_loop()
    _transport, wire = await loop.create_connection(lambda: Wire(on_text, on_close), "127.0.0.1", port)
    key = base64.b64encode(os.urandom(16)).decode()
    assert wire.transport is not None
    wire.transport.write((f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                          f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                          "Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits\r\n\r\n").encode())
    await asyncio.wait_for(wire.handshake, 30)
    return wire


async def post(port: int, path: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    """One HTTP POST of JSON on a connection of its own (cheaper here than a client library); status 0 if none."""
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
    except OSError as exc:
        return 0, {"raw": repr(exc)}
    try:
        data = json.dumps(body).encode()
        writer.write(f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                     f"Content-Length: {len(data)}\r\nConnection: close\r\n\r\n".encode() + data)
        raw = await asyncio.wait_for(reader.read(), 120)
    except (OSError, TimeoutError) as exc:
        return 0, {"raw": repr(exc)}
    finally:
        writer.close()
    head, _, rest = raw.partition(b"\r\n\r\n")
    parts = head.split(b" ", 2)
    if len(parts) < 2 or not parts[1].isdigit():
        return 0, {"raw": "no answer"}  # the connection was closed before an answer
    status = int(parts[1])
    if b"transfer-encoding: chunked" in head.lower():
        body_bytes, chunks = b"", rest
        while chunks:
            size_line, _, chunks = chunks.partition(b"\r\n")
            size = int(size_line, 16)
            if not size:
                break
            body_bytes, chunks = body_bytes + chunks[:size], chunks[size + 2:]
        rest = body_bytes
    try:
        return status, json.loads(rest) if rest else {}
    except ValueError:
        return status, {"raw": rest[:80].decode("latin-1")}


class Phone:
    """One seat's socket: hello, snapshot, then deals; sequence numbers checked."""

    def __init__(self, port: int, path: str, token: str | None, stats: Stats, measuring: asyncio.Event) -> None:
        self.port, self.path, self.token, self.stats, self.measuring = port, path, token, stats, measuring
        self.seq: int | None = None
        self.wire: Wire | None = None
        self.ready = asyncio.Event()
        self.lost = asyncio.Event()
        self.stop = False
        self.policy = {"base_ms": 500, "max_ms": 30000}
        self.began = 0.0  #: when this phone started (for the first snapshot's wait)
        self.first_snapshot: float | None = None
        self.hello_at = 0.0
        self.hello_wait: float | None = None  #: from the first hello to its snapshot

    async def run(self) -> None:
        attempt = 0
        while not self.stop:
            self.lost.clear()
            try:
                self.wire = await open_wire(self.port, self.path, self.take, self.lost.set)
                self.wire.send_json({"type": "hello", "token": self.token, "protocol": 2})
                self.hello_at = time.monotonic()
                attempt = 0
                await self.lost.wait()
            except (OSError, TimeoutError, ConnectionError) as exc:
                if self.stop:
                    return
                self.stats.errors.append(f"connect: {exc!r}"[:120])
            if self.stop:
                return
            self.stats.closes += 1
            self.ready.clear()
            self.seq = None
            attempt += 1
            bound = min(self.policy["max_ms"], self.policy["base_ms"] * 2 ** attempt) / 1000
            await asyncio.sleep(random.uniform(0, bound))

    def take(self, raw: bytes) -> None:
        message = json.loads(raw)
        kind = message.get("type")
        if kind == "snapshot":
            self.seq = message["seq"]
            self.policy = message.get("reconnect", self.policy)
            self.stats.snapshots += 1
            if self.first_snapshot is None:
                self.first_snapshot = time.monotonic() - self.began
                self.hello_wait = time.monotonic() - self.hello_at
            self.ready.set()
            return
        if kind == "error":
            self.stats.errors.append(str(message.get("message"))[:120])
            return
        seq = message.get("seq")
        if self.seq is None or not isinstance(seq, int) or seq <= self.seq:
            return
        if seq != self.seq + 1:
            self.stats.gaps += 1
            self.seq = None
            if self.wire is not None:
                self.wire.send_json({"type": "snapshot"})
            return
        self.seq = seq
        if kind == "deal" and self.measuring.is_set():
            self.stats.deals += 1
            self.stats.late.append(time.time() - message["at"])
            self.stats.deal_bytes += len(raw)

    def sleep(self, asleep: bool) -> None:
        """Stop reading (a tab in the background), or read again."""
        if self.wire is not None and self.wire.transport is not None and not self.wire.closed:
            if asleep:
                self.wire.transport.pause_reading()
            else:
                self.wire.transport.resume_reading()

    def close(self) -> None:
        if self.wire is not None:
            self.wire.close()


async def seat_tables(port: int, tables: int, seats: int, stats: Stats, *, watchers: bool = False,
                      room: int | None = None) -> list[tuple[str, str, list[str | None]]]:
    """Create ``tables`` tables and seat ``seats`` phones at each: (code, host token, seat tokens).

    With ``watchers`` the seats go to automatons (one request per table) and the phones watch
    without a seat (token None): they get the same deals, and the set-up takes seconds, not minutes.
    ``room`` is the seats of each table, if more than are taken now.
    """
    gate = asyncio.Semaphore(16)
    made: list[tuple[str, str, list[str | None]]] = []

    async def one() -> None:
        async with gate:
            status, created = await post(port, "/api/tables", {"preset": "german", "stake": 500,
                                                               "seats": room or seats})
            if status != 201:
                stats.errors.append(f"create {status}")
                return
            code, host, tokens = created["code"], created["host_token"], []
            if watchers:
                status, answer = await post(port, f"/api/tables/{code}/action", {"token": host, "action": "fill"})
                if status != 200:
                    stats.errors.append(f"fill {status}: {str(answer)[:80]}")
                made.append((code, host, [None] * seats))
                return
            for i in range(seats):
                status, joined = await post(port, f"/api/tables/{code}/join",
                                            {"name": f"Phone {i}", "seed": os.urandom(8).hex()})
                if status != 200:
                    stats.errors.append(f"join {status}")
                    continue
                tokens.append(joined["token"])
            made.append((code, host, tokens))

    await asyncio.gather(*(one() for _ in range(tables)))
    return made


async def act_all(port: int, hosts: list[tuple[str, str]], action: str, stats: Stats, **extra: Any) -> None:
    gate = asyncio.Semaphore(16)

    async def one(code: str, host: str) -> None:
        async with gate:
            status, answer = await post(port, f"/api/tables/{code}/action", {"token": host, "action": action, **extra})
            if status != 200 and action != "end":
                stats.errors.append(f"{action} {status}: {str(answer)[:80]}")

    await asyncio.gather(*(one(code, host) for code, host in hosts))


async def connect_all(phones: list[Phone]) -> tuple[list[asyncio.Task[None]], float]:
    """Start every phone (a few at a time, as a crowd does not arrive in one instant); when all have a snapshot."""
    tasks = []
    began = time.monotonic()
    for i, phone in enumerate(phones):
        phone.began = time.monotonic()
        tasks.append(asyncio.ensure_future(phone.run()))
        if i % 50 == 49:
            await asyncio.sleep(0)
    await asyncio.wait_for(asyncio.gather(*(p.ready.wait() for p in phones)), timeout=SETUP_SECONDS)
    return tasks, time.monotonic() - began


async def measure(phones: list[Phone], stats: Stats, measuring: asyncio.Event, seconds: float, sleepers: float,
                  sleep_for: float, server: psutil.Process) -> tuple[float, float, float, float]:
    """Measure for ``seconds``: (seconds spent, server CPU %, load tester CPU %, server RSS MB)."""
    server.cpu_percent()
    own = psutil.Process()
    own.cpu_percent()
    measuring.set()
    began = time.monotonic()
    sleeping = random.sample(phones, int(sleepers * len(phones)))
    if sleeping:
        await asyncio.sleep(seconds / 3)
        for p in sleeping:
            p.sleep(True)
        await asyncio.sleep(min(sleep_for, seconds / 3))
        for p in sleeping:
            p.sleep(False)
    await asyncio.sleep(max(0.0, seconds - (time.monotonic() - began)))
    measuring.clear()
    spent = time.monotonic() - began
    return spent, server.cpu_percent(), own.cpu_percent(), server.memory_info().rss / 2**20


async def storm(phones: list[Phone]) -> float:
    """Every socket closed at once; seconds until every phone has its snapshot again."""
    for p in phones:
        p.ready.clear()
    began = time.monotonic()
    for p in phones:
        p.close()
    await asyncio.wait_for(asyncio.gather(*(p.ready.wait() for p in phones)), timeout=MAX_SECONDS)
    return time.monotonic() - began


async def stop_all(phones: list[Phone], tasks: list[asyncio.Task[None]]) -> None:
    for p in phones:
        p.stop = True
        p.close()
    for t in tasks:
        t.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)


def figures(stats: Stats) -> dict[str, Any]:
    return {
        "p50_ms": round(1000 * percentile(stats.late, 0.50), 1), "p95_ms": round(1000 * percentile(stats.late, 0.95), 1),
        "p99_ms": round(1000 * percentile(stats.late, 0.99), 1),
        "max_ms": round(1000 * max(stats.late), 1) if stats.late else None,
        "errors": len(stats.errors), "first_errors": stats.errors[:3], "gaps": stats.gaps, "closed": stats.closes,
    }


def progress(text: str) -> None:
    print(f"  [{time.strftime('%H:%M:%S')}] {text}", file=sys.stderr, flush=True)


async def one_size(port: int, tables: int, seats: int, pace: float, seconds: float, sleepers: float,
                   sleep_for: float, with_storm: bool, server: psutil.Process, *, watchers: bool,
                   last: bool = False) -> dict[str, Any]:
    stats = Stats()
    measuring = asyncio.Event()
    began = time.monotonic()
    rss_before = server.memory_info().rss / 2**20
    made = await seat_tables(port, tables, seats, stats, watchers=watchers)
    setup = time.monotonic() - began
    progress(f"{tables} tables seated in {setup:.1f} s")
    phones = [Phone(port, f"/ws/{code}", token, stats, measuring) for code, _host, tokens in made for token in tokens]
    hosts = [(code, host) for code, host, _tokens in made]
    tasks, joined_in = await connect_all(phones)
    progress(f"{len(phones)} phones have their snapshot after {joined_in:.1f} s")
    await act_all(port, hosts, "start", stats)
    await act_all(port, hosts, "auto", stats, pace=pace)
    await asyncio.sleep(pace)  # the first deals
    progress("measuring")
    spent, cpu, own_cpu, rss = await measure(phones, stats, measuring, seconds, sleepers, sleep_for, server)
    storm_s = await storm(phones) if with_storm else None
    if not last:  # the next size starts with no table dealing (after the last, the server is stopped)
        await act_all(port, hosts, "end", stats)
    await stop_all(phones, tasks)
    target = tables / pace
    served = stats.deals / max(1, len(phones)) / spent * tables if phones else 0.0
    progress(f"{served:.1f} deals/s (target {target:.1f}), p95 {1000 * percentile(stats.late, 0.95):.1f} ms, "
             f"errors {len(stats.errors)}, gaps {stats.gaps}, server CPU {cpu:.1f}%, RSS {rss:.1f} MB")
    return {
        "tables": tables, "seats": seats, "phones": len(phones), "seated": not watchers, "pace_s": pace, "seconds": round(spent, 1),
        "setup_s": round(setup, 2), "all_snapshots_s": round(joined_in, 2),
        "deals_per_s": round(served, 1), "target_per_s": round(target, 1), **figures(stats),
        "deal_bytes": round(stats.deal_bytes / stats.deals) if stats.deals else 0,
        "server_cpu_pct": round(cpu, 1), "server_rss_mb": round(rss, 1),
        "mb_per_table": round((rss - rss_before) / tables, 2), "loadtester_cpu_pct": round(own_cpu, 1),
        "storm_all_back_s": round(storm_s, 2) if storm_s is not None else None,
    }


async def flash(port: int, tables: int, phones_n: int, window: float, server: psutil.Process) -> dict[str, Any]:
    """A flash crowd: ``phones_n`` phones join ``tables`` tables within ``window`` seconds, each then says hello."""
    stats = Stats()
    measuring = asyncio.Event()
    seats_per_table = -(-phones_n // tables)
    if seats_per_table > 52:
        raise SystemExit("a flash crowd puts at most 52 phones at one table")
    codes = [code for code, _host, _tokens in await seat_tables(port, tables, 0, stats, room=max(2, seats_per_table))]
    joins: list[float] = []
    snapshots: list[float] = []
    hellos: list[float] = []
    phones: list[Phone] = []
    server.cpu_percent()

    async def arrive(i: int) -> None:
        await asyncio.sleep(random.uniform(0, window))
        began = time.monotonic()
        code = codes[i % len(codes)]
        try:
            status, joined = await post(port, f"/api/tables/{code}/join",
                                        {"name": f"Phone {i}", "seed": os.urandom(8).hex()})
        except (OSError, TimeoutError) as exc:
            stats.errors.append(f"join: {exc!r}"[:120])
            return
        joins.append(time.monotonic() - began)
        if status != 200:
            stats.errors.append(f"join {status}: {str(joined)[:80]}")
            return
        phone = Phone(port, f"/ws/{code}", joined["token"], stats, measuring)
        phone.began = began
        phones.append(phone)
        task = asyncio.ensure_future(phone.run())
        try:
            await asyncio.wait_for(phone.ready.wait(), MAX_SECONDS)
            assert phone.first_snapshot is not None and phone.hello_wait is not None
            snapshots.append(phone.first_snapshot)
            hellos.append(phone.hello_wait)
        finally:
            phone.stop = True
            phone.close()
            task.cancel()

    await asyncio.gather(*(arrive(i) for i in range(phones_n)))
    return {"flash_tables": tables, "flash_phones": phones_n, "window_s": window,
            "join_p50_ms": round(1000 * percentile(joins, 0.5), 1), "join_p95_ms": round(1000 * percentile(joins, 0.95), 1),
            "snapshot_p50_ms": round(1000 * percentile(snapshots, 0.5), 1),
            "snapshot_p95_ms": round(1000 * percentile(snapshots, 0.95), 1),
            "hello_p50_ms": round(1000 * percentile(hellos, 0.5), 1), "hello_p95_ms": round(1000 * percentile(hellos, 0.95), 1),
            "errors": len(stats.errors), "first_errors": stats.errors[:3], "server_cpu_pct": round(server.cpu_percent(), 1)}


async def reference_size(port: int, tables: int, seats: int, pace: float, seconds: float, deal_bytes: int,
                         server: psutil.Process) -> dict[str, Any]:
    """The same phones against the reference server: the transport's floor at the same pace and size."""
    stats = Stats()
    measuring = asyncio.Event()
    phones = [Phone(port, f"/ws/R{t:05d}?pace={pace}&size={deal_bytes}", None, stats, measuring)
              for t in range(tables) for _ in range(seats)]
    tasks, _joined = await connect_all(phones)
    await asyncio.sleep(pace)
    spent, cpu, own_cpu, rss = await measure(phones, stats, measuring, seconds, 0.0, 0.0, server)
    await stop_all(phones, tasks)
    return {"deals_per_s": round(stats.deals / max(1, len(phones)) / spent * tables, 1), **figures(stats),
            "server_cpu_pct": round(cpu, 1), "server_rss_mb": round(rss, 1), "loadtester_cpu_pct": round(own_cpu, 1)}


def start(code: str, *args: str, folder: str, env: dict[str, str] | None = None,
          port: int | None = None) -> tuple[subprocess.Popen[str], int, psutil.Process]:
    """Start a server process (``code`` run with ``args`` and its port) and wait until it listens."""
    port = port or free_port()
    # the server's own messages go to a file, not a pipe nobody reads while it runs (a full pipe would stop it)
    errors = tempfile.NamedTemporaryFile("w+", prefix="server-", suffix=".log", dir=folder, delete=False)  # noqa: SIM115
    child = subprocess.Popen([sys.executable, "-c", code, *args, str(port)], stderr=errors, text=True,
                             env={**os.environ, **env} if env else None)
    deadline = time.monotonic() + 90
    while True:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                break
        except OSError:
            pass
        if time.monotonic() > deadline or child.poll() is not None:
            child.kill()
            child.wait()
            errors.seek(0)
            raise SystemExit(f"the server did not start: {errors.read()[-500:]}")
        time.sleep(0.1)
    return child, port, psutil.Process(child.pid)


def stop(child: subprocess.Popen[str]) -> None:
    child.send_signal(signal.SIGTERM)
    try:
        child.wait(timeout=15)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()


def raise_file_limit() -> int:
    """The load tester holds every phone's socket: lift its own open-file limit as far as allowed."""
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = hard if hard != resource.RLIM_INFINITY else 1 << 20
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


def line(r: dict[str, Any]) -> str:
    text = (f"{r['tables']:>4} tables x {r['seats']} {'seated phones' if r['seated'] else 'watching phones'}: "
            f"{r['deals_per_s']:.1f} deals/s "
            f"(target {r['target_per_s']:.1f}); deal to socket p50 {r['p50_ms']} ms, p95 {r['p95_ms']} ms, "
            f"p99 {r['p99_ms']} ms, max {r['max_ms']} ms; errors {r['errors']}, gaps {r['gaps']}, "
            f"closed {r['closed']}; server CPU {r['server_cpu_pct']}%, RSS {r['server_rss_mb']} MB "
            f"({r['mb_per_table']} MB per table); load tester CPU {r['loadtester_cpu_pct']}%; "
            f"{r['deal_bytes']} B per deal; all snapshots in {r['all_snapshots_s']} s")
    if r["storm_all_back_s"] is not None:
        text += f"; storm: all back in {r['storm_all_back_s']} s"
    ref = r.get("reference")
    if ref:
        text += (f"\n      reference (same phones, a {r['deal_bytes']} B frame at the same pace): p95 {ref['p95_ms']} ms, "
                 f"server CPU {ref['server_cpu_pct']}%; ratio p95 {r['ratio_p95']}, CPU {r['ratio_cpu']}")
    return text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", default="10,20", help="table counts to try in turn, comma-separated")
    parser.add_argument("--seats", type=int, default=20, help="phones at each table")
    parser.add_argument("--pace", type=float, default=1.0, help="seconds between a table's deals")
    parser.add_argument("--seconds", type=float, default=10.0, help="measured seconds per size")
    parser.add_argument("--sleepers", type=float, default=0.0, help="share of phones that stop reading for a while")
    parser.add_argument("--sleep", type=float, default=3.0, help="seconds a sleeping phone stops reading")
    parser.add_argument("--storm", action="store_true", help="end each size with every socket reconnecting at once")
    parser.add_argument("--watchers", action="store_true",
                        help="automatons take the seats and the phones watch (the same deals, a set-up of seconds)")
    parser.add_argument("--reference", action="store_true",
                        help="also run the same phones against the reference server, and print the ratios")
    parser.add_argument("--flash", default=None, metavar="PHONES/TABLES",
                        help="instead: a flash crowd, e.g. 1000/50 phones joining that many tables in --window seconds")
    parser.add_argument("--window", type=float, default=1.0, help="seconds the flash crowd arrives in")
    parser.add_argument("--db", default=None,
                        help="database URL for the server (default: a temporary SQLite file; on PostgreSQL the "
                             "tables go in a schema of their own, dropped at the end)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    sizes = [int(x) for x in args.tables.split(",") if x.strip()]
    flash_of = tuple(int(x) for x in args.flash.split("/")) if args.flash else None
    phones_most = flash_of[0] if flash_of else max(n * args.seats for n in sizes)
    if phones_most > MAX_PHONES or args.seconds > MAX_SECONDS or min(sizes) < 1 or args.window > MAX_SECONDS:
        parser.error(f"at most {MAX_PHONES} phones and {MAX_SECONDS:.0f} s per size")
    if raise_file_limit() < phones_most + 100:
        parser.error(f"the open-file limit is too low for {phones_most} phones")
    tmp = tempfile.mkdtemp(prefix="tontine-load-")
    db = args.db or f"sqlite:///{tmp}/load.sqlite3"
    schema = f"tontine_load_{os.getpid()}" if db.startswith("postgresql") else ""
    child, port, server = start(SERVER, db, schema, folder=tmp)
    results: list[dict[str, Any]] = []
    out: dict[str, Any] = {}
    try:
        if flash_of is not None:
            out["flash"] = asyncio.run(flash(port, flash_of[1], flash_of[0], args.window, server))
            if not args.json:
                f = out["flash"]
                print(f"flash crowd: {f['flash_phones']} phones joining {f['flash_tables']} tables in {f['window_s']} s: "
                      f"join p50 {f['join_p50_ms']} ms, p95 {f['join_p95_ms']} ms; first snapshot p50 "
                      f"{f['snapshot_p50_ms']} ms, p95 {f['snapshot_p95_ms']} ms (hello to snapshot p50 "
                      f"{f['hello_p50_ms']} ms, p95 {f['hello_p95_ms']} ms); errors {f['errors']}; "
                      f"server CPU {f['server_cpu_pct']}%", flush=True)
        else:
            for i, n in enumerate(sizes):
                results.append(asyncio.run(one_size(port, n, args.seats, args.pace, args.seconds, args.sleepers,
                                                    args.sleep, args.storm, server, watchers=args.watchers,
                                                    last=i == len(sizes) - 1)))
                if not args.json and not args.reference:
                    print(line(results[-1]), flush=True)
    finally:
        stop(child)
    if args.reference and results:
        child, port, server = start(REFERENCE, folder=tmp)
        try:
            for r in results:
                ref = asyncio.run(reference_size(port, r["tables"], r["seats"], r["pace_s"], args.seconds,
                                                 r["deal_bytes"], server))
                r["reference"] = ref
                r["ratio_p95"] = round(r["p95_ms"] / ref["p95_ms"], 2) if ref["p95_ms"] > 0 else None
                r["ratio_cpu"] = round(r["server_cpu_pct"] / ref["server_cpu_pct"], 2) if ref["server_cpu_pct"] else None
                if not args.json:
                    print(line(r), flush=True)
        finally:
            stop(child)
    shutil.rmtree(tmp, ignore_errors=True)
    knee = next((r["tables"] for r in results if r["deals_per_s"] < KNEE_SHARE * r["target_per_s"]
                 or r["p95_ms"] > KNEE_P95_MS), None)
    if args.json:
        print(json.dumps({"results": results, "knee_tables": knee, "load_average": os.getloadavg(), **out}, indent=1))
    elif results:
        print(f"knee: {knee} tables" if knee is not None else f"knee: not reached up to {sizes[-1]} tables")
        print("load average: " + ", ".join(f"{x:.2f}" for x in os.getloadavg()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
