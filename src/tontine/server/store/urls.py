"""The service URLs an operator gives ``tontine serve``: the database's made usable, and any URL made printable.

:func:`database_url` turns the ``postgres://`` and ``postgresql://`` URLs that hosting
platforms put in ``$DATABASE_URL`` into ``postgresql+psycopg://`` (the driver the
``postgres`` extra installs); :func:`hide_password` is what every line that prints or logs
a ``--db`` or ``--redis`` URL shows instead of it.

>>> database_url("postgres://u:pw@db.internal:5432/tontine")
'postgresql+psycopg://u:pw@db.internal:5432/tontine'
>>> hide_password("redis://:s3cret@redis.internal:6379/0")
'redis://:***@redis.internal:6379/0'
"""

from __future__ import annotations

import re

__all__ = ["database_url", "hide_password"]

#: URL schemes that name PostgreSQL without a driver (or with the one SQLAlchemy picks by default)
_BARE_POSTGRES = ("postgres://", "postgresql://")

_USERINFO = re.compile(r"(?P<head>\b[A-Za-z][A-Za-z0-9+.\-]*://[^:/@?#\s'\"]*:)(?P<password>[^@/?#\s'\"]*)(?P<at>@)")
_QUERY_PASSWORD = re.compile(r"(?P<head>[?&]password=)(?P<password>[^&#]*)", re.IGNORECASE)


def database_url(url: str) -> str:
    """``url`` with a bare PostgreSQL scheme given the psycopg driver; any other URL as it is.

    >>> database_url("postgresql://tontine@127.0.0.1/tontine")
    'postgresql+psycopg://tontine@127.0.0.1/tontine'
    >>> database_url("postgresql+psycopg://tontine@127.0.0.1/tontine")
    'postgresql+psycopg://tontine@127.0.0.1/tontine'
    >>> database_url("sqlite:///tontine.sqlite3")
    'sqlite:///tontine.sqlite3'
    """
    for bare in _BARE_POSTGRES:
        if url.startswith(bare):
            return "postgresql+psycopg://" + url[len(bare):]
    return url


def hide_password(url: str) -> str:
    """``url`` with its password (in the user part or a ``password=`` query parameter) shown as ``***``.

    Every URL in a longer text (an error message that quotes one) is masked too.

    >>> hide_password("postgresql+psycopg://tontine:pa%40ss@db/tontine")
    'postgresql+psycopg://tontine:***@db/tontine'
    >>> hide_password("rediss://default:pw@cache:6380/0?password=pw2")
    'rediss://default:***@cache:6380/0?password=***'
    >>> hide_password("sqlite:///tontine.sqlite3")
    'sqlite:///tontine.sqlite3'
    >>> hide_password("Could not parse SQLAlchemy URL from string 'postgres:/x:y@/z' nor 'mysql://a:b@c/d'")
    "Could not parse SQLAlchemy URL from string 'postgres:/x:y@/z' nor 'mysql://a:***@c/d'"
    """
    shown = _USERINFO.sub(lambda m: f"{m['head']}***{m['at']}" if m["password"] else m[0], url)
    return _QUERY_PASSWORD.sub(lambda m: f"{m['head']}***", shown)
