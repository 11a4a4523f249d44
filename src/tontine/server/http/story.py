"""``GET /api/tables/{code}/story``: a finished game of a browser table told as a scene.

The scene is the terminal's (``tontine narrate``): :func:`tontine.narrate.tell` fed the events of
the table's own game, as its record replays them through the engine (the server tells no rule
of its own), rendered by :func:`tontine.narrate.render.render` (which escapes every name). The
players are named as they sat, with the title each chose at joining
(:class:`~tontine.server.room.address.Address`: "Mrs. Ann", "Mme Ann", "Frau Ann"), which
gives French and German their agreement; automatons keep their period names.

A story is made like the game's record (:meth:`~tontine.server.http.heavy.Records.made`): off
the event loop, under the heavy requests' bound (503 with ``Retry-After`` past it), once per
game, language and format (:class:`~tontine.server.http.heavy.BuiltCache`). A game not yet at its
close is refused (409, ``story_unfinished``). HTML and Markdown close with the chart where
matplotlib is installed; refusals come in the asked language too, as a small page when the
scene was asked to be read.

>>> from tontine import Rules, SeededShuffle, Table
>>> from tontine.record import to_record
>>> table = Table(Rules(), ["Ann", "Ben", "Mrs. Pelling"], source=SeededShuffle(4))
>>> _ = list(table.play())
>>> text = story_bytes(to_record(table), (("Ann", "mrs"),), "fr", "text", chart=False).decode()
>>> "Mme Ann" in text, "Mrs. Pelling" in text
(True, True)
>>> [p.name for p in people_of(("Ann", "Ben"), {"Ann": Address.MRS, "Ben": Address.MR}, "de")]
['Frau Ann', 'Herr Ben']
"""

from __future__ import annotations

import html
import importlib.util
from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import Any

from fastapi import Query, Request
from fastapi.responses import HTMLResponse, JSONResponse, Response

from tontine.events import PoolShared, Won
from tontine.i18n import localizer
from tontine.narrate import Game, Person, person, tell
from tontine.narrate.render import render
from tontine.server.http.heavy import Records
from tontine.server.http.i18n import LANGUAGES, negotiate, refusal_text
from tontine.server.http.models import responses
from tontine.server.room.address import Address
from tontine.server.room.errors import Refusal
from tontine.server.room.room import Room
from tontine.server.room.status import Status
from tontine.server.store.registry import Registry
from tontine.server.wire.asgi import TontineApp

__all__ = ["TITLES", "StoryFormat", "add_story_routes", "people_of", "story_bytes", "story_key"]


class StoryFormat(StrEnum):
    """The forms a story is served in (those of :data:`tontine.narrate.render.FORMATS`)."""

    HTML = "html"
    MARKDOWN = "markdown"
    TEXT = "text"

    @property
    def media_type(self) -> str:
        return {StoryFormat.HTML: "text/html", StoryFormat.MARKDOWN: "text/markdown",
                StoryFormat.TEXT: "text/plain"}[self] + "; charset=utf-8"

    @property
    def suffix(self) -> str:
        return {StoryFormat.HTML: "html", StoryFormat.MARKDOWN: "md", StoryFormat.TEXT: "txt"}[self]


#: the catalogue id of each title's word in a language ("Mrs.", "Mme", "Frau")
TITLES = {Address.MR: "web-address-mr", Address.MRS: "web-address-mrs", Address.MISS: "web-address-miss"}


def addressed(name: str, address: Address, lang: str) -> Person:
    """A player as the story names them: the title of ``address`` in ``lang`` before the name.

    A name that already opens with a title ("Mrs. Pelling", an automaton's) is left as it is,
    its gender the address's if one was chosen, else the title's.
    """
    own = person(name, lang)
    gender = address.gender
    if gender is None:
        return own
    if own.gender != "other":
        return person(name, lang, gender)
    return person(f"{localizer(lang)(TITLES[address])} {name}", lang, gender)


def people_of(players: Sequence[str], addresses: Mapping[str, Address], lang: str) -> list[Person]:
    """Each seat of a game as the story names it, from the addresses chosen by name."""
    return [addressed(name, addresses.get(name, Address.NONE), lang) for name in players]


def _charts() -> bool:
    """Whether the chart can be drawn (matplotlib is an optional dependency of the narrator)."""
    return importlib.util.find_spec("matplotlib") is not None


def story_bytes(record: Mapping[str, Any], addresses: tuple[tuple[str, str], ...], lang: str, fmt: str, *,
                chart: bool = True) -> bytes:
    """The story of a game's record in ``lang`` and ``fmt``, its players addressed as ``addresses``
    (name, :class:`Address` value) say; what a worker runs (:meth:`Records.made`).

    A game that has not reached its close is a :class:`Refusal` (409, ``story_unfinished``).
    """
    game = Game.from_record(record)
    if not any(isinstance(event, (Won, PoolShared)) for event in game.events):
        raise Refusal("the game has not reached its close: its story is told once it has", 409, "story_unfinished")
    chosen = {name: Address(value) for name, value in addresses}
    story = tell(game, lang, people=people_of(game.players, chosen, lang))
    picture = None
    if chart and fmt != StoryFormat.TEXT and _charts():
        from tontine.narrate.chart import chart_png  # matplotlib, an optional dependency, only when there

        picture = chart_png(story)
    return render(story, fmt, chart=picture).encode("utf-8")


def story_key(room: Room, game_no: int, lang: str, fmt: StoryFormat) -> tuple[tuple[Any, ...],
                                                                               tuple[tuple[str, str], ...]]:
    """The cache key of a story, and the addresses it is told with (the seats' as they are now)."""
    addresses = tuple(sorted((s.name, s.address.value) for s in room.row.seats
                             if not s.bot and s.address is not Address.NONE))
    return ("story", room.code, game_no, lang, fmt.value, addresses), addresses


def _refused_page(exc: Refusal, lang: str) -> str:
    """A refusal of a story asked to be read, as a page in its language."""
    e = html.escape
    loc = localizer(lang)
    heading = loc("web-story-refused")
    return "\n".join([
        "<!DOCTYPE html>", f'<html lang="{e(lang)}">', "<head>", '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">', f"<title>{e(heading)}</title>",
        "</head>", "<body>", "<main>", f"<h1>{e(heading)}</h1>",
        f"<p>{e(refusal_text(lang, exc.key, **exc.values))}</p>", "</main>", "</body>", "</html>", ""])


def add_story_routes(app: TontineApp, *, registry: Registry, records: Records) -> None:
    """The story route, over the registry and the records of one server process."""

    @app.get("/api/tables/{code}/story", responses={
        200: {"content": {m.media_type.split(";")[0]: {"schema": {"type": "string"}} for m in StoryFormat},
              "description": "the story"},
        **{code: {**answer, "content": {"text/html": {"schema": {"type": "string"}}}}  # a refusal read as a page
           for code, answer in responses(400, 404, 409, 429, 503).items()}})
    async def story(code: str, request: Request, game: int | None = None, lang: str | None = None,
                    fmt: str = Query("html", alias="format"), download: bool = False) -> Response:
        """A finished game told as a scene: ``lang`` en, fr or de (else the browser's), ``format`` html,
        markdown or text, ``download`` as a file."""
        page_lang = lang if lang in LANGUAGES else negotiate(request.headers.get("accept-language", ""))
        reading = fmt == StoryFormat.HTML and not download
        try:
            if lang is not None and lang not in LANGUAGES:
                raise Refusal(f"there is no language {lang[:12]!r} here: en, fr or de", 400, "story_lang",
                              value=lang[:12])
            if fmt not in {f.value for f in StoryFormat}:
                raise Refusal(f"there is no format {fmt[:12]!r}: html, markdown or text", 400, "story_format",
                              value=fmt[:12])
            form = StoryFormat(fmt)
            room = await registry.lookup(code, request.client.host if request.client else "?")
            if game is not None and not 1 <= game <= room.game.game_no:
                raise Refusal(f"table {room.code} has no game {str(game)[:20]}", 404)
            number = game or room.game.game_no
            if number == room.game.game_no and room.row.status is not Status.FINISHED:
                raise Refusal("the game has not reached its close: its story is told once it has", 409,
                              "story_unfinished")
            key, addresses = story_key(room, number, page_lang, form)
            data = await records.made(room, number, key, True, story_bytes, addresses, page_lang, form.value)
        except Refusal as exc:
            headers = {"Retry-After": "5"} if exc.status in (429, 503) else None
            if reading:
                return HTMLResponse(_refused_page(exc, page_lang), status_code=exc.status, headers=headers)
            body = {**exc.to_json(), "lang": page_lang,
                    "message": refusal_text(page_lang, exc.key, **exc.values)}
            return JSONResponse(body, status_code=exc.status, headers=headers)
        headers = {"Content-Language": page_lang, "Cache-Control": "no-cache"}
        if download:
            headers["Content-Disposition"] = (f'attachment; filename="tontine-{room.code}-{number}-story-'
                                              f'{page_lang}.{form.suffix}"')
        return Response(data, media_type=form.media_type, headers=headers)
