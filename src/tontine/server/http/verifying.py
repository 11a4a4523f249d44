"""Checking a record sent to ``POST /api/verify``, in a worker process so the event loop never waits on it.

A check counts against the bound shared by every heavy request (:class:`~tontine.server.http.heavy.Heavy`:
at most ``Limits.verify_jobs`` checked, built or waiting at once); past that the request is refused
with 503 and a ``Retry-After``, and everyone else is served as before.
"""

from __future__ import annotations

import json
from typing import Any

from tontine.server.http.heavy import Heavy
from tontine.server.verify.check import VerifyError, verify_record

__all__ = ["Verifier", "verify_json", "verify_text"]


def verify_json(data: Any) -> dict[str, Any]:
    """The answer to a parsed record: ``ok`` with the outcome, or ``ok: false``, the failure's ``code`` and one line why.

    ``code`` and ``values`` are :class:`~tontine.server.verify.check.VerifyError`'s (the page says
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
    """Record checks in the heavy requests' worker processes, under their bound."""

    def __init__(self, *, heavy: Heavy) -> None:
        self.heavy = heavy

    async def verify(self, raw: bytes) -> dict[str, Any]:
        return await self.heavy.run(verify_text, raw, process=True)
