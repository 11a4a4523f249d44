"""A lock held by another thread for a while, as a start-up's reading thread holds its lock."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator
from typing import Any


@contextlib.contextmanager
def held_elsewhere(lock: Any) -> Iterator[None]:
    """``lock`` held by another thread while the body runs (at most five seconds)."""
    held, release = threading.Event(), threading.Event()

    def hold() -> None:
        with lock:
            held.set()
            release.wait(5)

    thread = threading.Thread(target=hold)
    thread.start()
    held.wait(5)
    try:
        yield
    finally:
        release.set()
        thread.join()
