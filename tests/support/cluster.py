"""Helpers for tests of several server processes: Redis, private Redis servers, real processes, a TCP proxy."""

from __future__ import annotations

import contextlib
import os
import queue
import random
import shutil
import socket
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
from tests.support.server import PG_URL

from tontine.server.cluster.lease import LeaseTiming

REDIS_URL = os.environ.get("TONTINE_TEST_REDIS", "redis://127.0.0.1:6379/0")

#: the ports these tests listen on (kept apart from other suites running on the same machine)
#: dealer leases for in-process takeovers: short enough for quick takeovers, long enough that a loaded machine's
#: renewals keep their leases
QUICK_LEASES = LeaseTiming(ttl=1.2, watch_every=0.2, codes_cached=0.2, jitter=0.1)

PORTS = range(int(os.environ.get("TONTINE_TEST_PORT_LOW", "21000")), int(os.environ.get("TONTINE_TEST_PORT_HIGH", "22000")))


def free_port() -> int:
    """A free port in :data:`PORTS` on 127.0.0.1."""
    for port in random.sample(PORTS, min(200, len(PORTS))):
        with socket.socket() as sock:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                sock.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise AssertionError(f"no free port in {PORTS}")


def redis_reachable(url: str = REDIS_URL) -> str | None:
    """None when Redis answers at ``url``, else why not (a skip reason)."""
    try:
        import redis
    except ImportError:
        return "the redis package is not installed"
    try:
        client = redis.Redis.from_url(url, socket_connect_timeout=2, socket_timeout=2)
        try:
            client.ping()
        finally:
            client.close()
    except Exception as exc:
        return f"Redis at {url} is not reachable: {str(exc).splitlines()[0]}"
    return None


def new_schema() -> str:
    """A fresh PostgreSQL schema name: its own tontine_meta id also keeps the test's Redis keys and channel apart."""
    return f"tontine_test_{uuid.uuid4().hex[:12]}"


def drop_schema(schema: str) -> None:
    from tontine.server.store.storage import Storage

    storage = Storage(PG_URL, schema=schema)
    storage.drop_schema()
    storage.close()


@contextlib.contextmanager
def pg_pair(limits: Any) -> Iterator[tuple[Any, Any]]:
    """Two apps (nodes "a" and "b", as two ``tontine serve --redis``) over one fresh PostgreSQL schema and one Redis
    namespace, as :class:`tests.support.server.Api`; the caller skips where either service is absent."""
    from fastapi.testclient import TestClient
    from tests.support.server import Api

    from tontine.server.app import create_app

    schema = new_schema()
    try:
        with contextlib.ExitStack() as stack:
            a, b = (stack.enter_context(TestClient(create_app(PG_URL, schema=schema, redis_url=REDIS_URL, node=node,
                                                              host_check_every=3600, limits=limits)))
                    for node in ("a", "b"))
            yield Api(a), Api(b)
    finally:
        drop_schema(schema)


def receive_within(ws: Any, seconds: float = 10.0) -> dict[str, Any]:
    """The next message of a TestClient WebSocket, or an AssertionError after ``seconds`` (never hangs)."""
    box: queue.Queue[Any] = queue.Queue()

    def read() -> None:
        try:
            box.put(ws.receive_json())
        except BaseException as exc:
            box.put(exc)

    threading.Thread(target=read, daemon=True).start()
    try:
        item = box.get(timeout=seconds)
    except queue.Empty:
        raise AssertionError(f"no message within {seconds} s") from None
    if isinstance(item, BaseException):
        raise item
    return dict(item)


def wait_for(receive: Callable[[], dict[str, Any]], test: Callable[[dict[str, Any]], bool],
              *, count: int = 200) -> dict[str, Any]:
    """The first message (of at most ``count``) for which ``test`` holds."""
    seen = []
    for _ in range(count):
        message = receive()
        if test(message):
            return message
        seen.append(message.get("type"))
    raise AssertionError(f"no such message among {seen}")


# -- private services --------------------------------------------------------------------


class PrivateRedis:
    """A ``redis-server`` of the test's own on a free port (no persistence), stopped and started at will."""

    def __init__(self, port: int | None = None) -> None:
        self.port = port or free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.process: subprocess.Popen[bytes] | None = None

    @staticmethod
    def missing() -> str | None:
        return None if shutil.which("redis-server") else "redis-server is not installed"

    def start(self) -> None:
        self.process = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
             "--daemonize", "no"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while redis_reachable(self.url) is not None:
            if time.monotonic() > deadline:
                raise AssertionError("the private redis-server did not start")
            time.sleep(0.05)

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=10)
            self.process = None


class Proxy:
    """A TCP proxy on a free port in front of ``target``; :meth:`cut` makes the service go away, :meth:`restore` back.

    While cut, nothing listens on the port (connections are refused) and every open
    connection through it is closed.
    """

    def __init__(self, target: tuple[str, int], port: int | None = None) -> None:
        self.target = target
        self.port = port if port is not None else free_port()
        self._listener: socket.socket | None = None
        self._open: set[socket.socket] = set()
        self._lock = threading.Lock()

    def restore(self) -> None:
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self.port))
        listener.listen(256)
        self._listener = listener
        threading.Thread(target=self._accept, args=(listener,), daemon=True).start()

    start = restore

    def cut(self) -> None:
        listener, self._listener = self._listener, None
        if listener is not None:
            with contextlib.suppress(OSError):
                listener.shutdown(socket.SHUT_RDWR)
            listener.close()
        with self._lock:
            for sock in list(self._open):
                with contextlib.suppress(OSError):
                    sock.shutdown(socket.SHUT_RDWR)
                sock.close()
            self._open.clear()

    close = cut

    def _accept(self, listener: socket.socket) -> None:
        while True:
            try:
                client, _address = listener.accept()
            except OSError:
                return
            upstream = self._upstream()
            if upstream is None:
                client.close()
                continue
            upstream.settimeout(None)
            with self._lock:
                self._open.update((client, upstream))
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    def _upstream(self) -> socket.socket | None:
        """A connection to the service for one new client (None: it refuses, the client is closed)."""
        try:
            return socket.create_connection(self.target, timeout=5)
        except OSError:
            return None

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        try:
            while chunk := source.recv(65536):
                sink.sendall(chunk)
        except OSError:
            pass
        finally:
            for sock in (source, sink):
                with contextlib.suppress(OSError):
                    sock.shutdown(socket.SHUT_RDWR)


# -- real server processes -----------------------------------------------------------------


class Served:
    """One real ``tontine serve`` process, its output in a file."""

    def __init__(self, args: list[str], port: int, log: Path) -> None:
        self.port = port
        self.base = f"http://127.0.0.1:{port}"
        self.log = log
        with open(log, "wb") as out:
            self.process = subprocess.Popen([sys.executable, "-m", "tontine.cli.main", "serve", *args],
                                            stdout=out, stderr=subprocess.STDOUT)

    def wait_ready(self, timeout: float = 90.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise AssertionError(f"the server exited ({self.process.returncode}): {self.output()}")
            try:
                if httpx.get(f"{self.base}/api/meta", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                time.sleep(0.1)
        self.stop()
        raise AssertionError(f"the server did not start: {self.output()}")

    def output(self) -> str:
        return self.log.read_text(errors="replace")[-4000:]

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=5)


def serve_args(db_url: str, port: int, *, schema: str | None = None, redis_url: str | None = None,
               extra: tuple[str, ...] = ()) -> list[str]:
    args = ["--port", str(port), "--db", db_url, "--per-address", "1000"]
    if schema is not None:
        args += ["--schema", schema]
    if redis_url is not None:
        args += ["--redis", redis_url]
    return [*args, *extra]


@contextlib.contextmanager
def processes(count: int, db_url: str, tmp: Path, *, schema: str | None = None,
              redis_url: str | None = None) -> Iterator[list[Served]]:
    """``count`` real ``tontine serve`` processes over one database, each on its own free port."""
    served: list[Served] = []
    try:
        for n in range(count):
            port = free_port()
            served.append(Served(serve_args(db_url, port, schema=schema, redis_url=redis_url), port,
                                 tmp / f"serve-{n}.log"))
        for one in served:
            one.wait_ready()
        yield served
    finally:
        for one in served:
            one.stop()


class Watcher:
    """A real WebSocket client of one table on one process, its messages collected by a thread."""

    def __init__(self, base: str, code: str, **hello: Any) -> None:
        import json

        from websockets.sync.client import connect

        self._json = json
        self._opened = connect(base.replace("http://", "ws://") + f"/ws/{code}", max_size=2**22, open_timeout=10)
        self.ws = self._opened.__enter__()
        self.messages: list[dict[str, Any]] = []
        self.ws.send(json.dumps({"type": "hello", **hello}))
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def _read(self) -> None:
        with contextlib.suppress(Exception):
            while True:
                self.messages.append(self._json.loads(self.ws.recv()))

    def send(self, message: dict[str, Any]) -> None:
        self.ws.send(self._json.dumps(message))

    def wait(self, test: Callable[[dict[str, Any]], bool], timeout: float = 15.0, *, after: int = 0) -> dict[str, Any]:
        """The first message from index ``after`` on for which ``test`` holds, within ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        seen = after
        while time.monotonic() < deadline:
            while seen < len(self.messages):
                message = self.messages[seen]
                seen += 1
                if test(message):
                    return message
            time.sleep(0.02)
        raise AssertionError(f"no such message within {timeout} s; last: {[m.get('type') for m in self.messages[-8:]]}")

    def deal_numbers(self, after: int = 0) -> list[tuple[str, int]]:
        """(type, deal number) of every deal, state and snapshot message from index ``after`` on."""
        return [(m["type"], m["state"]["deal_number"]) for m in self.messages[after:]
                if m.get("type") in ("events", "state", "snapshot")]

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self._opened.__exit__(None, None, None)


def stored_deals(schema: str, code: str) -> list[int]:
    """The deal numbers stored for a table's first game, read straight from PostgreSQL."""
    import psycopg

    with psycopg.connect(PG_URL.replace("+psycopg", ""), connect_timeout=5) as conn:
        rows = conn.execute(f'SELECT number FROM "{schema}".tontine_deals WHERE code = %s AND game_no = 1 '
                            "ORDER BY number", (code,)).fetchall()
    return [row[0] for row in rows]



def die_as_kill_9(client: Any) -> None:
    """What kill -9 does to an in-process app's dealing (a ``TestClient``): its loops stop, no lease is released."""
    server = client.app.state.server

    async def stop() -> None:
        server.leases.abandon()
        if server.takeover is not None:
            server.takeover.close()
        for room in server.registry.rooms.values():
            if room.auto_task is not None:
                room.auto_task.cancel()

    client.portal.call(stop)
