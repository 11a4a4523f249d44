"""The hub writes a broadcast's frame, built once, to every socket's wire, and drops one that falls behind."""

from __future__ import annotations

import asyncio
from typing import Any

from tontine.server.room.limits import Limits
from tontine.server.room.room import Conn, Room
from tontine.server.room.rows import GameRow, RoomRow
from tontine.server.room.status import Status
from tontine.server.wire.frames import Frame
from tontine.server.wire.hub import WIRE_EXTENSION, Hub


class FakeWire:
    def __init__(self, deflate_bits: int | None) -> None:
        self.deflate_bits = deflate_bits
        self.backlog = 0
        self.stalled = 0.0
        self.written: list[bytes] = []
        self.closed: int | None = None
        self.aborted = False

    def stalled_for(self) -> float:
        return self.stalled

    def send(self, frame: Frame) -> None:
        self.written.append(frame.wire(self.deflate_bits))

    def close(self, code: int) -> None:
        self.closed = code

    def abort(self) -> None:
        self.aborted = True

    async def stop(self) -> None:
        pass


class FakeSocket:
    def __init__(self, wire: FakeWire) -> None:
        self.scope: dict[str, Any] = {"extensions": {WIRE_EXTENSION: wire}}


def room() -> Room:
    return Room(RoomRow("ABC234", 0.0, None, None, 4, {}, 1, Status.LOBBY, 1, []), GameRow(1, {}, "", "", None, False))


def test_one_frame_the_same_bytes_for_every_socket_and_a_laggard_dropped() -> None:
    async def run() -> None:
        hub = Hub(Limits(ws_buffer=1000, ws_send_timeout=5.0))
        at = room()
        wires = [FakeWire(12), FakeWire(12), FakeWire(None), FakeWire(12)]
        conns = [Conn(FakeSocket(w)) for w in wires]  # type: ignore[arg-type]
        for conn in conns:
            hub.attach(conn)
            assert conn.wire is wires[len(at.conns)]  # the protocol's own wire: no task per socket
            at.conns.append(conn)
        hub.broadcast(at, {"type": "deal", "log": "x" * 2000})
        first = [w.written[-1] for w in wires]
        assert first[0] is first[1] is first[3]  # compressed once: the very same bytes
        assert first[0][0] == 0xC1 and first[2][0] == 0x81 and len(first[0]) < len(first[2])
        # one socket's unsent bytes pass the bound, another's buffer stays full too long: both are cut
        wires[0].backlog = 5000
        wires[1].stalled = 6.0
        hub.broadcast(at, {"type": "state"})
        assert [c.dropped for c in conns] == [True, True, False, False]
        assert [w.aborted for w in wires] == [True, True, False, False]
        assert [len(w.written) for w in wires] == [1, 1, 2, 2] and hub.dropped == 2
        hub.close(conns[2], 1008)
        hub.broadcast(at, {"type": "state"})
        assert wires[2].closed == 1008 and len(wires[2].written) == 2 and len(wires[3].written) == 3

    asyncio.run(run())
