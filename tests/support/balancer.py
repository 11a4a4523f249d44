"""One address in front of several server processes, as a reverse proxy would be: a TCP round robin.

Each new connection goes to the next process in turn that accepts it (a process that is gone
refuses, and the next one is tried), so a client that reconnects after its process died reaches
another through the same address. A connection whose process dies is closed.
"""

from __future__ import annotations

import itertools
import socket

from tests.support.cluster import Proxy


class Balancer(Proxy):
    """A round robin over ``targets`` (host, port) on ``port`` of 127.0.0.1."""

    def __init__(self, targets: list[tuple[str, int]], port: int) -> None:
        super().__init__(targets[0], port)
        self.targets = targets
        self._turn = itertools.count()

    def _upstream(self) -> socket.socket | None:
        first = next(self._turn)
        for n in range(len(self.targets)):
            try:
                return socket.create_connection(self.targets[(first + n) % len(self.targets)], timeout=5)
            except OSError:
                continue
        return None
