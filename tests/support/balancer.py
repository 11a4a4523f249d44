"""One address in front of several server processes, as a reverse proxy would be: a TCP round robin.

Each new connection goes to the next process in turn that accepts it (a process that is gone
refuses, and the next one is tried), so a client that reconnects after its process died reaches
another through the same address. A connection whose process dies is closed.
"""

from __future__ import annotations

import contextlib
import itertools
import socket
import threading


class Balancer:
    """A round robin over ``targets`` (host, port) on a free port of 127.0.0.1 from ``port``."""

    def __init__(self, targets: list[tuple[str, int]], port: int) -> None:
        self.targets = targets
        self.port = port
        self._turn = itertools.count()
        self._listener: socket.socket | None = None
        self._open: set[socket.socket] = set()
        self._lock = threading.Lock()

    def start(self) -> None:
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self.port))
        listener.listen(256)
        self._listener = listener
        threading.Thread(target=self._accept, args=(listener,), daemon=True).start()

    def close(self) -> None:
        listener, self._listener = self._listener, None
        if listener is not None:
            with contextlib.suppress(OSError):
                listener.shutdown(socket.SHUT_RDWR)
            listener.close()
        with self._lock:
            for sock in list(self._open):
                with contextlib.suppress(OSError):
                    sock.close()
            self._open.clear()

    def _upstream(self) -> socket.socket | None:
        first = next(self._turn)
        for n in range(len(self.targets)):
            try:
                return socket.create_connection(self.targets[(first + n) % len(self.targets)], timeout=5)
            except OSError:
                continue
        return None

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
