"""A WebSocket client by hand, for what a polite client never does: not read, bad UTF-8, ping floods."""

from __future__ import annotations

import base64
import json
import os
import socket
import struct
from typing import Any


def connect(port: int, path: str, *, rcvbuf: int | None = None, timeout: float = 5.0,
            extensions: str | None = None, answer: list[str] | None = None) -> socket.socket:
    """A socket past the WebSocket handshake on 127.0.0.1 (``rcvbuf`` set before connecting keeps its window small).

    ``extensions`` is offered as ``Sec-WebSocket-Extensions``; ``answer`` gets the server's handshake head.
    """
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if rcvbuf is not None:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
    sock.settimeout(timeout)
    sock.connect(("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                  f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                  + (f"Sec-WebSocket-Extensions: {extensions}\r\n" if extensions else "") + "\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:
        chunk = sock.recv(1)
        if not chunk:
            raise ConnectionError("closed during the handshake")
        head += chunk
    if not head.startswith(b"HTTP/1.1 101"):
        raise ConnectionError(head.decode("latin-1").splitlines()[0])
    if answer is not None:
        answer.append(head.decode("latin-1"))
    return sock


def frame(opcode: int, payload: bytes) -> bytes:
    """One masked client frame."""
    mask = os.urandom(4)
    size = len(payload)
    head = bytes([0x80 | opcode])
    if size < 126:
        head += bytes([0x80 | size])
    elif size < 65536:
        head += bytes([0x80 | 126]) + struct.pack("!H", size)
    else:
        head += bytes([0x80 | 127]) + struct.pack("!Q", size)
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def _exactly(sock: socket.socket, n: int) -> bytes:
    data = b""
    while len(data) < n:
        chunk = sock.recv(n - len(data))
        if not chunk:
            raise ConnectionError("closed")
        data += chunk
    return data


def read_text(sock: socket.socket) -> dict[str, Any]:
    """The next text frame's JSON message (other frames are skipped)."""
    while True:
        opcode, payload = read_frame(sock)
        if opcode == 1:
            message: dict[str, Any] = json.loads(payload)
            return message


def read_frame(sock: socket.socket) -> tuple[int, bytes]:
    """The next server frame: (opcode, payload)."""
    raw = read_raw_frame(sock)
    return raw[0] & 0x0F, raw[_head_size(raw):]


def read_raw_frame(sock: socket.socket) -> bytes:
    """The next server frame's bytes as they came, head and payload (RSV1 in the first byte if compressed)."""
    head = _exactly(sock, 2)
    size = head[1] & 0x7F
    if size == 126:
        extra = _exactly(sock, 2)
        size = struct.unpack("!H", extra)[0]
    elif size == 127:
        extra = _exactly(sock, 8)
        size = struct.unpack("!Q", extra)[0]
    else:
        extra = b""
    return head + extra + _exactly(sock, size)


def _head_size(raw: bytes) -> int:
    size = raw[1] & 0x7F
    return 4 if size == 126 else 10 if size == 127 else 2


def close_code(sock: socket.socket, *, frames: int = 10_000) -> int | None:
    """Read until the server's close frame and return its code (None if the connection just ended)."""
    for _ in range(frames):
        try:
            opcode, payload = read_frame(sock)
        except (ConnectionError, OSError):
            return None
        if opcode == 0x8:
            return int(struct.unpack("!H", payload[:2])[0]) if len(payload) >= 2 else 1005
    return None
