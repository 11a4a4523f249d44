"""Publishing from a thread of its own: in order from any thread, and heard while the event loop is busy."""

from __future__ import annotations

import asyncio
import json
import secrets
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from tests.support.cluster import REDIS_URL, redis_reachable

from tontine.server.cluster.bus import RedisCluster
from tontine.server.room.status import Status
from tontine.server.store.storage import Storage
from tontine.server.store.writer import Writer
from tontine.server.store.writes import DealWrite

pytestmark = pytest.mark.redis


@pytest.fixture(autouse=True)
def _redis() -> None:
    reason = redis_reachable()
    if reason is not None:
        pytest.skip(reason)


class Listener:
    """A plain subscriber to a cluster's channel, in a thread: each message's JSON and when it was heard."""

    def __init__(self, channel: str) -> None:
        from redis import Redis

        self.heard: list[tuple[float, dict[str, Any]]] = []
        self._pubsub = Redis.from_url(REDIS_URL).pubsub(ignore_subscribe_messages=True)
        self._pubsub.subscribe(channel)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            item = self._pubsub.get_message(timeout=0.05)
            if item is not None and item.get("type") == "message":
                self.heard.append((time.monotonic(), json.loads(item["data"])))

    def wait_for(self, count: int, timeout: float = 5.0) -> list[dict[str, Any]]:
        deadline = time.monotonic() + timeout
        while len(self.heard) < count and time.monotonic() < deadline:
            time.sleep(0.01)
        return [message for _at, message in self.heard]

    def close(self) -> None:
        self._stop.set()
        self._thread.join(timeout=2)
        self._pubsub.close()


def cluster() -> RedisCluster:
    made = RedisCluster(REDIS_URL, namespace=f"test-{secrets.token_hex(4)}")
    made._up = True  # as after the first subscription; these tests do not subscribe
    return made


def test_messages_posted_from_the_loop_and_from_other_threads_go_out_in_the_order_they_were_posted() -> None:
    made = cluster()
    listener = Listener(made.channel)

    async def body() -> None:
        for i in range(50):
            if i % 2:
                await made.publish("ABC234", "changed", i=i)
            else:  # from a thread of its own, waited for: it comes between the loop's
                posting = threading.Thread(target=made.post, args=("ABC234", "deal"), kwargs={"i": i})
                posting.start()
                posting.join()
        await made.flush()
        await made.close()

    try:
        asyncio.run(body())
        heard = listener.wait_for(50)
        assert [m["i"] for m in heard] == list(range(50))
        assert {m["node"] for m in heard} == {made.node}
        assert [m["kind"] for m in heard[:2]] == ["deal", "changed"]
    finally:
        listener.close()


def test_a_deal_is_heard_as_its_commit_returns_while_the_event_loop_is_still_busy(tmp_path: Path) -> None:
    storage = Storage(f"sqlite:///{tmp_path / 't.sqlite3'}")
    assert storage.create_room("PUBL23", creator_ip="x", host_hash="h", max_seats=4, rules={},
                               server_seed="00" * 32, commitment="c")
    made = cluster()
    listener = Listener(made.channel)
    writer = Writer(storage)
    busy: list[float] = []  #: when the event loop was held, and when it was let go
    # the batch reaches the writer's thread, then commits only once the loop is held (on a busy
    # machine the hand-over may take more than a turn or two of the loop)
    in_thread, held = threading.Event(), threading.Event()
    store_writes = storage.store_writes

    def gated(writes: Any) -> Any:
        in_thread.set()
        assert held.wait(10)
        return store_writes(writes)

    storage.store_writes = gated  # type: ignore[method-assign]

    async def body() -> None:
        def committed(at: float) -> None:  # as the dealer posts a deal: in the writer's thread
            made.post("PUBL23", "deal", number=1, at=at)

        writing = asyncio.ensure_future(writer.write(
            DealWrite("PUBL23", 1, 1, [], [5, 5], 2, Status.PLAYING), committed=committed))
        while not in_thread.is_set():  # the write is queued and its batch handed to the thread
            await asyncio.sleep(0.001)
        busy.append(time.monotonic())
        held.set()
        time.sleep(1.5)  # the loop does nothing else: a deal's burst, a long collection
        busy.append(time.monotonic())
        await writing
        await made.flush()
        await made.close()

    try:
        asyncio.run(body())
        assert listener.wait_for(1)
        heard_at, message = listener.heard[0]
        assert message["kind"] == "deal" and message["number"] == 1
        assert busy[0] < heard_at < busy[1]  # heard while the loop was held
        assert storage.last_deal("PUBL23", 1) == 1
    finally:
        listener.close()
        storage.close()


def test_a_flush_given_up_leaves_the_publishing_going_and_nothing_goes_out_after_the_close() -> None:
    made = cluster()
    listener = Listener(made.channel)

    async def body() -> None:
        made.post("ABC234", "changed", i=0)
        with pytest.raises(TimeoutError):  # a flush not waited for: its future is cancelled
            await asyncio.wait_for(made.flush(), timeout=0)
        made.post("ABC234", "changed", i=1)
        await asyncio.wait_for(made.flush(), timeout=5)  # the thread is still there to send it
        await made.close()
        made.post("ABC234", "changed", i=2)  # after the close: dropped, and a flush does not wait
        await asyncio.wait_for(made.flush(), timeout=1)

    try:
        asyncio.run(body())
        assert [m["i"] for m in listener.wait_for(2)] == [0, 1]
        time.sleep(0.2)
        assert [m["i"] for _at, m in listener.heard] == [0, 1]
    finally:
        listener.close()


def test_a_flush_given_up_while_redis_hangs_does_not_end_the_publishing_thread() -> None:
    import socket

    from tontine.server.cluster.publisher import Publisher

    silent = socket.socket()  # takes connections and never answers: a Redis that hangs
    silent.bind(("127.0.0.1", 0))
    silent.listen(8)
    trips: list[Exception | None] = []
    publisher = Publisher(f"redis://127.0.0.1:{silent.getsockname()[1]}/0", "nowhere",
                          lambda _batch, error: trips.append(error), timeout=0.3)

    async def body() -> None:
        publisher.put(("ABC234", "changed", "{}"))
        with pytest.raises(TimeoutError):
            await asyncio.wait_for(asyncio.wrap_future(publisher.flushed()), timeout=0.05)

    try:
        asyncio.run(body())
        deadline = time.monotonic() + 5
        while not trips and time.monotonic() < deadline:
            time.sleep(0.05)
        time.sleep(0.2)  # the thread has gone past the flush it was no longer asked for
        assert trips and trips[0] is not None  # the trip failed (timed out)
        assert publisher._thread is not None and publisher._thread.is_alive()
    finally:
        publisher.stop(timeout=1)
        silent.close()
