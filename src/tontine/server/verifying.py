"""Checking a record sent to ``POST /api/verify``, in a worker process so the event loop never waits on it.

A check counts against the bound shared by every heavy request (:class:`~tontine.server.heavy.Heavy`:
at most ``Limits.verify_jobs`` checked, built or waiting at once); past that the request is refused
with 503 and a ``Retry-After``, and everyone else is served as before.
"""

from __future__ import annotations

import json
from typing import Any

from tontine.errors import RecordError
from tontine.record import guarded
from tontine.server.heavy import Heavy
from tontine.server.shuffle import verify_record

__all__ = ["Verifier", "verify_json", "verify_text"]


def verify_json(data: Any) -> dict[str, Any]:
    """The answer to a parsed record: ``ok`` with the outcome, or ``ok: false`` and one line why."""
    try:
        table = guarded(verify_record, data) if isinstance(data, dict) else verify_record(data)
    except ValueError as exc:  # RecordError, or a value no record can hold
        return {"ok": False, "error": str(exc) if isinstance(exc, RecordError) else "the record is not JSON"}
    return {"ok": True, "deals": table.deal_number, "winner": table.winner, "players": list(table.players)}


def verify_text(raw: bytes) -> dict[str, Any]:
    """The answer to a record as sent: parsed, then checked (what the worker process runs)."""
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        return {"ok": False, "error": "the record is not JSON"}
    return verify_json(data)


class Verifier:
    """Record checks in the heavy requests' worker processes, under their bound."""

    def __init__(self, *, heavy: Heavy) -> None:
        self.heavy = heavy

    async def verify(self, raw: bytes) -> dict[str, Any]:
        return await self.heavy.run(verify_text, raw, process=True)
