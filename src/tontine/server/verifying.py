"""Checking a record sent to ``POST /api/verify``, in a worker process so the event loop never waits on it.

At most ``Limits.verify_jobs``
records are checked or waiting at once; past that the request is refused with 503 and a
``Retry-After``, and everyone else is served as before.
"""

from __future__ import annotations

import asyncio
import json
import multiprocessing
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Any

from tontine.server.protocol import Refusal
from tontine.server.verify import VerifyError, verify_record

__all__ = ["Verifier", "verify_json", "verify_text"]


def verify_json(data: Any) -> dict[str, Any]:
    """The answer to a parsed record: ``ok`` with the outcome, or ``ok: false``, the failure's ``code`` and one line why.

    ``code`` and ``values`` are :class:`~tontine.server.verify.VerifyError`'s (the page says
    them in its language); ``error`` is the English line ``tontine verify`` prints.
    """
    try:
        verified = verify_record(data)
    except VerifyError as exc:
        values = {key: value if isinstance(value, int | str) else str(value) for key, value in exc.values.items()}
        return {"ok": False, "code": exc.code, "values": values, "error": str(exc)}
    table = verified.table
    return {"ok": True, "code": "honest", "deals": table.deal_number, "winner": table.winner,
            "players": list(table.players), "version": verified.version, "notes": list(verified.notes)}


def verify_text(raw: bytes) -> dict[str, Any]:
    """The answer to a record as sent: parsed, then checked (what the worker process runs)."""
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        exc = VerifyError("not-json")
        return {"ok": False, "code": exc.code, "values": {}, "error": str(exc)}
    return verify_json(data)


class Verifier:
    """A bounded queue of record checks in one worker process (started on first use)."""

    def __init__(self, *, jobs: int, executor: Executor | None = None) -> None:
        self.jobs = jobs
        self.running = 0
        self._executor = executor

    def _pool(self) -> Executor:
        if self._executor is None:
            self._executor = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
        return self._executor

    async def verify(self, raw: bytes) -> dict[str, Any]:
        if self.running >= self.jobs:
            raise Refusal("the server is busy checking other records: try again in a few seconds", 503, "busy")
        self.running += 1
        try:
            return await asyncio.get_running_loop().run_in_executor(self._pool(), verify_text, raw)
        finally:
            self.running -= 1

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
