"""The multiplayer table in the browser: ``tontine serve`` and ``tontine verify``.

The server consumes the engine's events and never re-implements a rule. The
verifiable shuffle lives in :mod:`tontine.server.verify.shuffle` (standard library only);
the web application in :mod:`tontine.server.app` needs the ``server`` extra.
"""
