"""Helpers for tests of the dealer lease: the shared Redis, and a private Redis that can be restarted."""

from __future__ import annotations

import os
import subprocess
import time
from types import TracebackType

REDIS_URL = os.environ.get("TONTINE_TEST_REDIS", "redis://127.0.0.1:6379/0")


def redis_reachable(url: str = REDIS_URL) -> str | None:
    """None when Redis answers at ``url``, else why not (a skip reason)."""
    try:
        import redis
    except ImportError:
        return "the redis package is not installed"
    try:
        redis.Redis.from_url(url, socket_connect_timeout=2, socket_timeout=2).ping()
    except Exception as exc:
        return f"Redis at {url} is not reachable: {str(exc).splitlines()[0]}"
    return None


class PrivateRedis:
    """A redis-server of the test's own on ``port``, without persistence: a restart forgets every key."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.url = f"redis://127.0.0.1:{port}/0"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        self.process = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while redis_reachable(self.url) is not None:
            if time.monotonic() > deadline:
                self.stop()
                raise AssertionError(f"redis-server did not start on port {self.port}")
            time.sleep(0.05)

    def stop(self) -> None:
        if self.process is not None:
            self.process.kill()
            self.process.wait(timeout=10)
            self.process = None

    def restart(self) -> None:
        self.stop()
        self.start()

    def __enter__(self) -> PrivateRedis:
        self.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.stop()
