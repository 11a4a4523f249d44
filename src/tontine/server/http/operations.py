"""What load balancers, orchestrators and monitoring ask a process: is it alive, is it ready, its metrics.

- ``GET /healthz``: 200 while the process answers at all (liveness);
- ``GET /readyz``: 200 when the database and (with other processes) Redis answer, and what the
  server reads ahead at start-up (the catalogues and dictionaries) is read; else 503 with what is
  not (readiness: keep the process out of the balancer's rotation);
- ``GET /metrics``: the process's metrics in the Prometheus text format
  (:mod:`~tontine.server.ops.metrics`).

None of them touches a room. See ``docs/deploy.md`` for a scrape configuration.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from fastapi.responses import JSONResponse, Response

from tontine.server.cluster.bus import Cluster
from tontine.server.ops.metrics import CONTENT_TYPE, Metrics
from tontine.server.store.storage import Storage
from tontine.server.wire.asgi import TontineApp

__all__ = ["READY_TIMEOUT", "add_operations"]

log = logging.getLogger("tontine.server")

READY_TIMEOUT = 2.0  #: seconds the database and Redis each have to answer a readiness check


async def _answers(what: str, check: asyncio.Future[None] | asyncio.Task[None]) -> str | None:
    """None if the check came back in time, else why not (one line)."""
    try:
        await asyncio.wait_for(check, timeout=READY_TIMEOUT)
    except TimeoutError:
        return f"{what} did not answer within {READY_TIMEOUT:g} s"
    except Exception as exc:
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        return f"{what} does not answer: {reason[:200]}"
    return None


def add_operations(app: TontineApp, *, storage: Storage, cluster: Cluster, metrics: Metrics,
                   reading: Callable[[], bool] = lambda: False) -> None:
    """The routes of liveness, readiness and metrics; ``reading``: whether the start-up's read-ahead is
    still under way (a process answering before it is done would read the catalogues on its event loop)."""

    @app.get("/healthz", include_in_schema=False)
    async def healthz() -> JSONResponse:
        return JSONResponse({"status": "live"})

    @app.get("/readyz", include_in_schema=False)
    async def readyz() -> JSONResponse:
        checks = {"database": _answers("the database", asyncio.ensure_future(asyncio.to_thread(storage.ping)))}
        if cluster.shared:
            checks["redis"] = _answers("Redis", asyncio.ensure_future(cluster.ping()))
        failed = {name: reason for name, reason in zip(checks, await asyncio.gather(*checks.values()), strict=True)
                  if reason is not None}
        if reading():
            failed["catalogues"] = "the catalogues and dictionaries are still being read"
        if failed:
            log.warning("not ready: %s", "; ".join(failed.values()))
            return JSONResponse({"status": "not ready", "failing": failed}, status_code=503)
        return JSONResponse({"status": "ready", "checked": sorted(checks)})

    @app.get("/metrics", include_in_schema=False)
    async def prometheus() -> Response:
        return Response(metrics.text(), media_type=CONTENT_TYPE)
