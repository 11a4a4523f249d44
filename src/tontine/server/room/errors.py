"""The refusal of a request: its HTTP status, its one line and its key in the catalogues.

>>> Refusal("only the host can do that", 403).to_json()
{'error': 'only the host can do that', 'key': 'host_only', 'values': {}}
"""

from __future__ import annotations

__all__ = ["STATUS_KEYS", "Refusal"]

#: The general key of a refusal by its HTTP status, for a refusal without a key of its own.
STATUS_KEYS = {400: "bad_request", 403: "host_only", 404: "not_found", 409: "conflict", 413: "too_large",
               429: "rate", 503: "busy"}


class Refusal(Exception):
    """A request the server refuses: ``status`` is the HTTP status, the message one line."""

    def __init__(self, message: str, status: int = 400, key: str | None = None, **values: object) -> None:
        super().__init__(message)
        self.status = status
        #: the refusal's key in the catalogues (``web-error-<key>`` in web.ftl), so that pages say it in
        #: their language; a refusal without its own key gets its status's general one
        self.key = key or STATUS_KEYS.get(status, "bad_request")
        self.values = values

    def to_json(self) -> dict[str, object]:
        return {"error": str(self), "key": self.key, "values": self.values}
