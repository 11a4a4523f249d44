"""The record checks the server uses, from one place (they are moving to :mod:`tontine.record`)."""

from __future__ import annotations

from tontine.cli.records import check_shape, guarded  # the one line to change when they move

__all__ = ["check_shape", "guarded"]
