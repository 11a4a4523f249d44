"""Checking a record sent to ``POST /api/verify``: the one place the server takes record checks from."""

from __future__ import annotations

from typing import Any

from tontine.cli.records import guarded  # moving to tontine.record: change this line only
from tontine.errors import RecordError
from tontine.server.shuffle import verify_record

__all__ = ["verify_json"]


def verify_json(data: Any) -> dict[str, Any]:
    """The answer to a parsed record: ``ok`` with the outcome, or ``ok: false`` and one line why."""
    try:
        table = guarded(verify_record, data) if isinstance(data, dict) else verify_record(data)
    except ValueError as exc:  # RecordError, or a value no record can hold
        return {"ok": False, "error": str(exc) if isinstance(exc, RecordError) else "the record is not JSON"}
    return {"ok": True, "deals": table.deal_number, "winner": table.winner, "players": list(table.players)}
