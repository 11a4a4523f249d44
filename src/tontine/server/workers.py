"""``tontine serve --workers N``: the settings each worker process reads, and its app factory.

uvicorn starts N worker processes on the one socket its supervisor listens on (the kernel hands
each new connection to one of them) and restarts a worker that dies. Each worker builds its
app from the settings ``tontine serve`` left in the environment (:data:`ENV`), and takes its
shared claim of the database like any process started with ``--redis``.

>>> settings = Settings("sqlite:///t.db", None, "redis://127.0.0.1:6379/0", 20, None)
>>> Settings.from_json(settings.to_json()) == settings
True
"""

from __future__ import annotations

import dataclasses
import json
import os
from dataclasses import dataclass
from typing import Any

from fastapi import FastAPI

from tontine.server.room.limits import Limits

__all__ = ["ENV", "Settings", "app"]

#: the environment variable that carries the settings to the workers
ENV = "TONTINE_SERVE_SETTINGS"


@dataclass(frozen=True)
class Settings:
    """What ``tontine serve`` was asked for, as every worker needs it."""

    db_url: str
    schema: str | None
    redis_url: str | None
    max_seats: int
    per_address: int | None

    def limits(self) -> Limits:
        limits = Limits(max_seats=self.max_seats)
        if self.per_address is not None:
            limits = dataclasses.replace(limits, connections_per_address=self.per_address,
                                         ws_per_address=self.per_address)
        return limits

    def to_json(self) -> str:
        return json.dumps(dataclasses.asdict(self))

    @classmethod
    def from_json(cls, text: str) -> Settings:
        return cls(**json.loads(text))

    @classmethod
    def from_env(cls) -> Settings:
        text = os.environ.get(ENV)
        if not text:
            raise RuntimeError(f"{ENV} is not set: workers are started by 'tontine serve --workers N'")
        return cls.from_json(text)


def app() -> FastAPI:
    """One worker's application (uvicorn's factory), holding its shared claim of the database."""
    from tontine.server.app import create_app

    settings = Settings.from_env()
    built = create_app(settings.db_url, limits=settings.limits(), schema=settings.schema,
                       redis_url=settings.redis_url, gc_freeze=True, warm=True)
    built.state.server.storage.claim(shared=settings.redis_url is not None)
    return built


_protocols: dict[str, Any] = {}


def __getattr__(name: str) -> Any:
    """``Http`` and ``Ws``: the server's connection protocols under the settings' limits (for uvicorn)."""
    if name not in ("Http", "Ws"):
        raise AttributeError(name)
    if not _protocols:
        from tontine.server.wire.uvicorn_fence import serving_protocols

        _protocols["Http"], _protocols["Ws"] = serving_protocols(Settings.from_env().limits())
    return _protocols[name]
