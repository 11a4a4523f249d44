"""Reading game records (and rules files) from files a user names, safely.

:func:`tontine.record.read_record` and :func:`tontine.record.replay` trust a few
things a hand-edited or hostile file can break: its size (``/dev/zero`` never
ends), its nesting (``[[[[...`` overflows the JSON parser's recursion) and the
type of ``seat_draw``. These wrappers turn each of those into one
:class:`~tontine.errors.RecordError` line, as every other bad record gives.

>>> parse_record('[' * 5000 + ']' * 5000, "deep.json")
Traceback (most recent call last):
...
tontine.errors.RecordError: record 'deep.json' is nested too deeply to be a game record
>>> check_rules_file(None)
>>> check_shape({"seat_draw": 5})
Traceback (most recent call last):
...
tontine.errors.RecordError: field 'seat_draw' must be a list, not 5
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, TypeVar

from tontine.errors import RecordError, RulesError

__all__ = [
    "MAX_RECORD_BYTES",
    "MAX_RULES_BYTES",
    "check_rules_file",
    "check_shape",
    "guarded",
    "load_record",
    "parse_record",
]

#: Far above any real game (52 seats and thousands of deals stay under a few MB).
MAX_RECORD_BYTES = 64 * 1024 * 1024

#: A rules file is a few lines of TOML.
MAX_RULES_BYTES = 1024 * 1024

T = TypeVar("T")

#: What a malformed record can make the engine raise besides RecordError.
_SHAPE_ERRORS = (TypeError, AttributeError, KeyError, IndexError, RecursionError, OverflowError)


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def parse_record(text: str | bytes, label: str) -> dict[str, Any]:
    """The JSON object in ``text``; anything else is a :class:`RecordError` naming ``label``."""
    try:
        data = json.loads(text)
    except RecursionError:
        raise RecordError(f"record {label!r} is nested too deeply to be a game record") from None
    except UnicodeDecodeError:
        raise RecordError(f"record {label!r} is not UTF-8 text") from None
    except ValueError as exc:  # JSONDecodeError, and numbers past Python's digit limit
        raise RecordError(f"record {label!r} is not valid JSON: {str(exc).splitlines()[0]}") from None
    if not isinstance(data, dict):
        raise RecordError(f"record {label!r} must hold a JSON object")
    return data


def load_record(path: str | Path) -> dict[str, Any]:
    """Read a record file, refusing folders, endless devices and files too large to be a record."""
    label = str(path)
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_RECORD_BYTES + 1)
    except OSError as exc:
        raise RecordError(f"cannot read record {label!r}: {exc.strerror or exc}") from None
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError(f"record {label!r} is larger than {MAX_RECORD_BYTES // 2**20} MB: not a game record")
    return parse_record(data, label)


def check_shape(record: Mapping[str, Any]) -> None:
    """Refuse the wrong types the engine's replay does not check itself."""
    seat_draw = record.get("seat_draw")
    if seat_draw is not None and not isinstance(seat_draw, list):
        raise RecordError(f"field 'seat_draw' must be a list, not {_short(seat_draw)}")
    players = record.get("players")
    if players is not None and not isinstance(players, list):
        raise RecordError(f"field 'players' must be a list of names, not {_short(players)}")


def guarded(check: Callable[[Mapping[str, Any]], T], record: Mapping[str, Any]) -> T:
    """``check(record)`` (a replay or a verification) with every malformed shape as a RecordError."""
    check_shape(record)
    try:
        return check(record)
    except _SHAPE_ERRORS as exc:
        raise RecordError(f"malformed record ({type(exc).__name__}: {str(exc)[:120]})") from None


def check_rules_file(path: str | None) -> None:
    """Refuse a ``--rules`` file that is binary, endless or nested past the TOML parser.

    :meth:`tontine.rules.Rules.from_toml` reports missing files and bad TOML itself;
    this catches what it lets through as a traceback.
    """
    if path is None:
        return
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_RULES_BYTES + 1)
    except OSError:
        return  # the engine names the problem in its own words
    if len(data) > MAX_RULES_BYTES:
        raise RulesError(f"rules file {path!r} is larger than {MAX_RULES_BYTES // 1024} KB: not a rules file")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise RulesError(f"rules file {path!r} is not UTF-8 text") from None
    try:
        tomllib.loads(text)
    except RecursionError:
        raise RulesError(f"rules file {path!r} is nested too deeply to be a rules file") from None
    except tomllib.TOMLDecodeError:
        return  # the engine quotes the TOML error
