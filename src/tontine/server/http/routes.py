"""The HTTP routes and the WebSocket endpoint, over the parts a server composes (:mod:`tontine.server.app`)."""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import Any

from fastapi import Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from sqlalchemy.exc import InterfaceError, OperationalError

from tontine.errors import TontineError
from tontine.rules import PRESETS
from tontine.server.http.heavy import BuiltCache, Chunked, Records, qr_code
from tontine.server.http.i18n import LANGUAGES, catalogs, negotiate
from tontine.server.http.models import (
    ActionReply,
    Created,
    Error,
    Joined,
    VerifyReply,
    exact,
    responses,
)
from tontine.server.http.odds import Odds, refusal_json
from tontine.server.http.reading import RECORD_LIMIT, LimitedBodyRoute, read_limited
from tontine.server.http.sockets import Sockets
from tontine.server.http.story import add_story_routes
from tontine.server.http.tell import KEPT_BYTES, MEDIA, Teller
from tontine.server.http.verifying import Verifier
from tontine.server.play.actions import Actions
from tontine.server.play.lobby import Lobby
from tontine.server.room.bodies import ActionBody, CreateBody, JoinBody, fields_for, refusal_of
from tontine.server.room.errors import Refusal
from tontine.server.room.limits import Limits
from tontine.server.room.signs import EMBLEMS, EMOTES
from tontine.server.room.views import public_state
from tontine.server.store.registry import Registry
from tontine.server.verify.shuffle import ALGORITHM
from tontine.server.wire.asgi import TontineApp

__all__ = ["STATIC", "add_routes"]

#: the bodies of an empty request (every field of them is optional)
NO_RULES, NO_FIELDS = CreateBody(), JoinBody()

STATIC = Path(str(resources.files("tontine.server") / "static"))


def client_ip(request: Request) -> str:
    return request.client.host if request.client else "?"


def add_routes(app: TontineApp, *, registry: Registry, limits: Limits, lobby: Lobby, actions: Actions,
               verifier: Verifier, sockets: Sockets, records: Records) -> None:
    """Every route of the web application, over the parts of one server process."""
    app.router.route_class = LimitedBodyRoute  # a body is read under its limit before it is validated
    fields = fields_for(limits.max_seats)
    made = app.openapi
    app.openapi = lambda: exact(made(), limits.max_seats)  # type: ignore[method-assign]

    @app.exception_handler(Refusal)
    async def refused(_request: Request, exc: Refusal) -> JSONResponse:
        headers = {"Retry-After": "5"} if exc.status in (429, 503) else None
        return JSONResponse(exc.to_json(), status_code=exc.status, headers=headers)

    @app.exception_handler(RequestValidationError)
    async def invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        # a body its model refuses: the same refusal, key and all, as every other
        refusal = refusal_of(exc.errors(), fields)
        return JSONResponse(refusal.to_json(), status_code=refusal.status)

    @app.exception_handler(OperationalError)
    @app.exception_handler(InterfaceError)
    async def database_away(_request: Request, exc: Exception) -> JSONResponse:
        # the database went away (or refused): a clear refusal to retry, not a 500
        refusal = Refusal("the database cannot be reached just now: try again in a moment", 503, "database")
        return JSONResponse(refusal.to_json(), status_code=503, headers={"Retry-After": "5"})

    @app.exception_handler(TontineError)
    async def rule_error(_request: Request, exc: TontineError) -> JSONResponse:
        return JSONResponse({"error": str(exc)}, status_code=400)

    def page(name: str) -> FileResponse:
        return FileResponse(STATIC / name, media_type="text/html; charset=utf-8",
                            headers={"Cache-Control": "no-cache"})

    @app.get("/", include_in_schema=False)
    async def index() -> FileResponse:
        return page("index.html")

    @app.get("/t/{code}", include_in_schema=False)
    async def table_page(code: str) -> FileResponse:
        return page("table.html")

    @app.get("/verify", include_in_schema=False)
    async def verify_page() -> FileResponse:
        return page("verify.html")

    @app.get("/odds", include_in_schema=False)
    async def odds_page() -> FileResponse:
        return page("odds.html")

    odds = app.state.odds = Odds(heavy=records.built.heavy, limiter=lobby.limiter)

    @app.get("/api/odds", responses={**responses(400, 429, 503),
                                     501: {"model": Error, "description": "house rules need the simulator"}})
    async def odds_answer(request: Request) -> JSONResponse:
        """How long a game lasts and whether a seat is favoured (shipped data, or house rules worked out)."""
        default = negotiate(request.headers.get("accept-language", ""))
        query = dict(request.query_params)
        asked = query.get("lang", "")
        lang = asked if asked in LANGUAGES else default
        try:
            return JSONResponse(await odds.answer(query, default, client_ip(request)))
        except Refusal as exc:  # said in the page's language too
            headers = {"Retry-After": "5"} if exc.status in (429, 503) else None
            return JSONResponse(refusal_json(exc, lang), status_code=exc.status, headers=headers)

    @app.get("/tell", include_in_schema=False)
    async def tell_page() -> FileResponse:
        return page("tell.html")

    teller = app.state.teller = Teller(BuiltCache(records.built.heavy, limit=KEPT_BYTES), limiter=lobby.limiter)

    @app.get("/api/tell", responses={
        200: {"content": {"application/json": {"schema": {"type": "object"}}, "text/html": {}, "text/markdown": {},
                          "text/plain": {}}, "description": "the scene, or a file of it with format"},
        **responses(400, 429, 503)})
    async def tell_answer(request: Request) -> Response:
        """A new game played and told: the same query gives the same scene (see the writer's page, /tell)."""
        default = negotiate(request.headers.get("accept-language", ""))
        query = dict(request.query_params)
        asked = query.get("lang", "")
        lang = asked if asked in LANGUAGES else default
        try:
            built, fmt = await teller.scene(query, default, client_ip(request))
        except Refusal as exc:  # said in the page's language too
            headers = {"Retry-After": "5"} if exc.status in (429, 503) else None
            return JSONResponse(refusal_json(exc, lang), status_code=exc.status, headers=headers)
        if fmt == "json":
            return JSONResponse(built["scene"])
        media, ending = MEDIA[fmt]
        return Response(built["forms"][fmt], media_type=media, headers={
            "Content-Disposition": f'attachment; filename="tontine-{built["scene"]["seed"]}.{ending}"'})

    @app.get("/api/meta", responses=responses(429))
    async def meta(request: Request) -> dict[str, Any]:
        return {
            "presets": [{"name": p.name, "title": p.title, "players": list(p.players), "summary": p.summary,
                         "rules": p.rules.to_dict()} for p in PRESETS],
            "emblems": list(EMBLEMS), "emotes": list(EMOTES), "max_seats": limits.max_seats,
            "language": negotiate(request.headers.get("accept-language", "")),
            "algorithm": ALGORITHM,
        }

    @app.get("/api/i18n")
    async def i18n() -> dict[str, Any]:
        return catalogs()

    @app.post("/api/tables", status_code=201, response_model=Created, responses=responses(400, 413, 429, 503))
    async def create(request: Request, body: CreateBody = NO_RULES) -> JSONResponse:
        return JSONResponse(await lobby.create(body, client_ip(request)), status_code=201)

    @app.get("/api/tables/{code}", responses=responses(400, 404, 429))
    async def get_table(code: str, request: Request) -> dict[str, Any]:
        return public_state(await registry.lookup(code, client_ip(request)))

    @app.post("/api/tables/{code}/join", response_model=Joined, responses=responses(400, 404, 409, 413, 429, 503))
    async def join(code: str, request: Request, body: JoinBody = NO_FIELDS) -> dict[str, Any]:
        room = await registry.lookup(code, client_ip(request))
        return await lobby.join(room, body, client_ip(request))

    @app.post("/api/tables/{code}/action", response_model=ActionReply,
              responses=responses(400, 403, 404, 409, 413, 429, 503))
    async def act(code: str, request: Request, body: ActionBody) -> dict[str, Any]:
        room = await registry.lookup(code, client_ip(request))
        return {"state": await actions.act(room, body)}

    @app.get("/api/tables/{code}/record", responses={
        200: {"content": {"application/json": {"schema": {"type": "object"}}}, "description": "the record"},
        **responses(400, 404, 409, 429, 503)})
    async def record(code: str, request: Request, game: int | None = None, compact: bool = False) -> Response:
        room = await registry.lookup(code, client_ip(request))
        if game is not None and not 1 <= game <= room.game.game_no:
            # also keeps numbers past the database's integer range out of the query
            raise Refusal(f"table {room.code} has no game {str(game)[:20]}", 404)
        number = game or room.game.game_no
        # read, rebuilt and encoded in a worker, under the heavy requests' bound; kept once finished
        data = await records.get(room, number, compact=compact)
        return Chunked(data, media_type="application/json", headers={
            "Content-Disposition": f'attachment; filename="tontine-{room.code}-{number}.json"'})

    @app.get("/api/tables/{code}/qr.svg", responses={
        200: {"content": {"image/svg+xml": {"schema": {"type": "string"}}}, "description": "the QR code"},
        **responses(400, 404, 429, 503)})
    async def qr(code: str, request: Request) -> Response:
        room = await registry.lookup(code, client_ip(request))
        url = str(request.base_url).rstrip("/") + f"/t/{room.code}"
        return Response(await qr_code(records.built.heavy, url), media_type="image/svg+xml", headers={"Cache-Control": "max-age=3600"})

    @app.post("/api/verify", response_model=VerifyReply, openapi_extra={"requestBody": {
        "required": True, "content": {"application/json": {"schema": {"type": "object"}}}}},
        responses=responses(413, 503))
    async def verify(request: Request) -> JSONResponse:
        raw = await read_limited(request, RECORD_LIMIT, "the record")
        return JSONResponse(await verifier.verify(raw), status_code=200)

    add_story_routes(app, registry=registry, records=records)  # GET /api/tables/{code}/story

    app.room_sockets = sockets.serve  # /ws/{code}, past the HTTP layers (see tontine.server.wire.asgi)

    app.mount("/static", StaticFiles(directory=STATIC), name="static")
