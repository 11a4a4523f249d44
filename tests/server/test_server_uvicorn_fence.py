"""The fence around uvicorn: the private parts the server's protocols rely on exist and behave, and
without them the server falls back to uvicorn's public protocols and still serves a table."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import httpx
import pytest
from tests.support import rawws
from tests.support.server import Api, threaded_server
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

from tontine.server.app import create_app
from tontine.server.room.limits import Limits
from tontine.server.wire import uvicorn_fence
from tontine.server.wire.uvicorn_fence import RELIED_ON, check, serving_protocols


def test_the_installed_uvicorn_has_everything_the_server_relies_on() -> None:
    assert check() is None
    http, ws = serving_protocols(Limits())
    assert isinstance(http, type) and issubclass(http, HttpToolsProtocol)
    assert isinstance(ws, type) and issubclass(ws, WebSocketsSansIOProtocol)


@pytest.mark.parametrize(("cls", "method"), [(WebSocketsSansIOProtocol, "handle_ping"),
                                             (WebSocketsSansIOProtocol, "send_receive_event_to_app"),
                                             (HttpToolsProtocol, "handle_websocket_upgrade")])
def test_a_method_gone_from_uvicorn_is_named(monkeypatch: pytest.MonkeyPatch, cls: type, method: str) -> None:
    assert method in RELIED_ON[cls.__name__][0]
    monkeypatch.delattr(cls, method)
    assert check() == f"uvicorn lacks {cls.__name__}.{method}()"


def test_a_field_gone_from_a_connection_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    original = WebSocketsSansIOProtocol.__init__

    def without_read_paused(self: Any, *args: Any, **kwargs: Any) -> None:
        original(self, *args, **kwargs)
        del self.read_paused

    monkeypatch.setattr(WebSocketsSansIOProtocol, "__init__", without_read_paused)
    assert check() == "uvicorn lacks WebSocketsSansIOProtocol.read_paused"


def test_a_field_of_another_shape_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    original = WebSocketsSansIOProtocol.__init__

    def with_a_plain_queue(self: Any, *args: Any, **kwargs: Any) -> None:
        original(self, *args, **kwargs)
        self.queue = []

    monkeypatch.setattr(WebSocketsSansIOProtocol, "__init__", with_a_plain_queue)
    assert check() == "uvicorn lacks WebSocketsSansIOProtocol.queue.put_nowait"


def test_an_old_uvicorn_is_refused_by_name(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(uvicorn_fence, "_IMPORT_ERROR", "cannot import uvicorn.protocols.websockets.websockets_sansio_impl")
    assert check() == "cannot import uvicorn.protocols.websockets.websockets_sansio_impl"


def test_without_the_private_parts_uvicorn_s_own_protocols_are_used_and_the_reason_logged(
        caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="tontine.server"):
        assert serving_protocols(Limits(), reason="uvicorn lacks WebSocketsSansIOProtocol.conn") == ("auto", "auto")
    assert "uvicorn lacks WebSocketsSansIOProtocol.conn" in caplog.text


def test_the_public_asgi_path_serves_a_table_and_its_deals(tmp_path: Path) -> None:
    limits = Limits()
    app = create_app(f"sqlite:///{tmp_path / 't.sqlite3'}", limits=limits, host_check_every=3600)
    with threaded_server(app, limits, public=True) as (port, _server), \
            httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=10) as client:
        api = Api(client)
        created = api.create(seats=4)
        code, host = created["code"], created["host_token"]
        api.join(code, "Ann")
        api.join(code, "Bob")
        sock = rawws.connect(port, f"/ws/{code}")
        try:
            sock.sendall(rawws.frame(1, json.dumps({"type": "hello", "protocol": 2}).encode()))
            first = rawws.read_text(sock)
            while first["type"] != "snapshot":
                first = rawws.read_text(sock)
            api.act(code, host, "start")
            api.act(code, host, "deal")
            message = rawws.read_text(sock)
            while message["type"] != "deal":
                message = rawws.read_text(sock)
            assert message["deal"] == 1 and message["seq"] > first["seq"]
        finally:
            sock.close()
