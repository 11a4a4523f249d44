"""Helpers for tests of what processes share through Redis: is Redis there, and a private Redis to stop."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager

REDIS_URL = os.environ.get("TONTINE_TEST_REDIS", "redis://127.0.0.1:6379/0")


def redis_reachable(url: str = REDIS_URL) -> str | None:
    """None when Redis answers at ``url``, else why not (for a skip)."""
    try:
        import redis
    except ImportError:
        return "redis for Python is not installed"
    try:
        client = redis.Redis.from_url(url, socket_connect_timeout=2, socket_timeout=2)
        client.ping()
        client.close()
    except Exception as exc:
        return f"Redis at {url} is not reachable: {str(exc).splitlines()[0]}"
    return None


def port_in(low: int, high: int) -> int:
    """A port in [low, high) nobody listens on now."""
    for port in range(low, high):
        with socket.socket() as sock:
            try:
                sock.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError(f"no free port in {low}-{high}")


@contextmanager
def private_redis(port: int) -> Iterator[subprocess.Popen[bytes]]:
    """A Redis server of the test's own on ``port`` (no persistence), stopped at the end."""
    binary = shutil.which("redis-server")
    if binary is None:
        raise RuntimeError("redis-server is not installed")
    process = subprocess.Popen([binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                                "--appendonly", "no", "--daemonize", "no"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while redis_reachable(f"redis://127.0.0.1:{port}/0") is not None:
            if time.monotonic() > deadline or process.poll() is not None:
                raise RuntimeError(f"the private Redis on port {port} did not start")
            time.sleep(0.05)
        yield process
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(timeout=10)
