"""WebSocket frames encoded once and written as the same bytes to every socket that needs them.

A broadcast is one :class:`Frame`: its JSON text, and the wire bytes of a server's text frame
(unmasked) built at most once per form, plain or compressed. The server negotiates
permessage-deflate without context takeover (see :mod:`~tontine.server.wire.uvicorn_protocols`), so a
message compressed once on its own is valid for every socket that agreed to it, whatever that
socket was sent before.

>>> frame = Frame('{"type":"pong"}')
>>> frame.wire(None)[:2], frame.wire(None)[2:]
(b'\\x81\\x0f', b'{"type":"pong"}')
>>> big = Frame('{"log":"' + "a" * 1000 + '"}')
>>> packed = big.wire(12)
>>> packed[0] == 0xC1 and len(packed) < 100  # FIN, RSV1 (compressed), text
True
>>> import zlib
>>> zlib.decompressobj(-12).decompress(packed[2:] + b"\\x00\\x00\\xff\\xff").decode() == big.text
True
"""

from __future__ import annotations

import struct
import zlib

__all__ = ["DEFLATE_MIN", "Frame", "header"]

#: payloads shorter than this go out uncompressed even to sockets that agreed to compression
DEFLATE_MIN = 256
_MEM_LEVEL = 5  #: the compressor's memory (as uvicorn's defaults): small, and fast enough for broadcasts
_TAIL = b"\x00\x00\xff\xff"  #: what a sync flush ends with; permessage-deflate leaves it off


def header(length: int, *, compressed: bool = False) -> bytes:
    """The head of a final, unmasked text frame of ``length`` payload bytes (RSV1 when compressed)."""
    first = 0xC1 if compressed else 0x81
    if length < 126:
        return bytes((first, length))
    if length < 1 << 16:
        return struct.pack("!BBH", first, 126, length)
    return struct.pack("!BBQ", first, 127, length)


class Frame:
    """One message: its text, and its wire bytes per form, each built the first time it is asked for."""

    __slots__ = ("_forms", "text")

    def __init__(self, text: str) -> None:
        self.text = text
        self._forms: dict[int | None, bytes] = {}

    def wire(self, deflate_bits: int | None) -> bytes:
        """The frame's bytes: plain (``None``), or compressed with a window of ``deflate_bits``."""
        data = self._forms.get(deflate_bits)
        if data is None:
            payload = self.text.encode("utf-8")
            if deflate_bits is None or len(payload) < DEFLATE_MIN:
                data = self._forms.get(None) or header(len(payload)) + payload
            else:
                packer = zlib.compressobj(zlib.Z_DEFAULT_COMPRESSION, zlib.DEFLATED, -deflate_bits, _MEM_LEVEL)
                packed = packer.compress(payload) + packer.flush(zlib.Z_SYNC_FLUSH)
                if packed.endswith(_TAIL):
                    packed = packed[:-len(_TAIL)]
                data = header(len(packed), compressed=True) + packed
            self._forms[deflate_bits] = data
        return data
