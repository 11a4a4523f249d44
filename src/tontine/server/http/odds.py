"""``GET /api/odds``: how long a game of a table lasts and whether any seat is favoured.

The presets at their usual stakes are answered from ``tontine/server/data/odds.json``, the file
``python -m tontine.sim.odds_data`` makes from the simulator and the exact solver, read with the
standard library only (a plain ``.[server]`` install needs no compiler). Other house rules are
worked out on demand by that module where the simulator (NumPy, Numba, SciPy) is installed: in a
worker thread under the heavy requests' bound (:class:`~tontine.server.http.heavy.Heavy`, 503 past
it), with fewer games the longer the game, and refused with 503 (``odds_timeout``) past
:data:`TIMEOUT` seconds; where it is not installed, 501 (``odds_no_simulator``). The simulator is
an optional dependency, so it is imported when first asked for, never on the shipped path.

A seat is favoured when its share of the wins is above the fair share ``1/players`` by more than
:data:`TOLERANCE` (or a tenth of the fair share, if smaller) and its interval lies above the fair share.

>>> answer = shipped_answer({"preset": "english", "players": "5", "stake": "15", "pace": "4"}, "en")
>>> answer["source"], answer["players"], len(answer["seats"])
('shipped', 5, 5)
>>> answer["seconds"]["median"] == answer["deals"]["median"] * 4
True
>>> answer["verdict"].startswith(("No seat", "Seat"))
True
>>> shipped_answer({"preset": "english", "players": "5", "stake": "15"}, "de")["lang"]
'de'
"""

from __future__ import annotations

import asyncio
import importlib
import importlib.util
import json
import math
from collections import OrderedDict
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any

from tontine.errors import TontineError
from tontine.i18n import localizer
from tontine.rules import PRESETS, DeckHandling, Rules
from tontine.server.cluster.rate_limits import SharedLimiter
from tontine.server.http.heavy import Heavy
from tontine.server.http.i18n import LANGUAGES, refusal_text
from tontine.server.room.protocol import Refusal

__all__ = ["FIELDS", "PER_MINUTE", "TIMEOUT", "TOLERANCE", "Odds", "answer", "has_simulator", "odds_table",
           "parse_query", "refusal_json", "shipped_answer"]

#: the query's fields
FIELDS = ("preset", "players", "stake", "ante", "deck", "deal_limit", "pace", "lang")
#: the margin above the fair share past which a seat is called favoured
TOLERANCE = 0.01  # or a tenth of the fair share, if smaller
#: seconds a house-rules answer may take before it is refused
TIMEOUT = 20.0
#: simulated games x players x stake a house-rules answer may cost (20 seats at stake 20: 2,000 games)
BUDGET = 800_000
MIN_GAMES = 200
MAX_GAMES = 4_000
MAX_PLAYERS = 20
MIN_PACE, MAX_PACE, DEFAULT_PACE = 0.5, 3600.0, 3.0
#: house-rules answers kept (the same form asked twice costs one simulation)
KEPT = 64
#: house-rules answers one address may have worked out per minute (shipped and kept ones are free)
PER_MINUTE = 10


@cache
def odds_table() -> dict[tuple[str, int, int], dict[str, Any]]:
    """The shipped entries by (preset, players, stake)."""
    text = (resources.files("tontine.server") / "data" / "odds.json").read_text(encoding="utf-8")
    data = json.loads(text)
    return {(e["preset"], e["players"], e["stake"]): e for e in data["entries"]}


def has_simulator() -> bool:
    """Whether the simulator's libraries are installed (looked up, not imported)."""
    return all(importlib.util.find_spec(name) is not None for name in ("numpy", "numba", "scipy"))


def _refuse(key: str, value: object, **values: object) -> Refusal:
    shown = str(value)[:30]
    return Refusal(f"bad {key.removeprefix('odds_')} {shown!r}", 400, key, value=shown, **values)


def _whole(query: Mapping[str, str], name: str, low: int, high: int, default: int | None) -> int | None:
    raw = query.get(name)
    if raw is None or raw == "":
        return default
    if not raw.strip().isdigit() or not low <= int(raw) <= high:
        raise _refuse("odds_" + name, raw, low=low, high=high)
    return int(raw)


def parse_query(query: Mapping[str, str], default_lang: str) -> tuple[Rules, int, float, str]:
    """The rules, the players, the pace (seconds a deal) and the language asked for; a :class:`Refusal` if bad."""
    lang = query.get("lang") or default_lang
    if lang not in LANGUAGES:
        raise Refusal(f"unknown language {lang[:10]!r}", 400, "odds_lang", value=lang[:10])
    unknown = sorted(set(query) - set(FIELDS))
    if unknown:
        raise _refuse("odds_field", unknown[0], fields=", ".join(FIELDS))
    name = query.get("preset") or "english"
    preset = next((p for p in PRESETS if p.name == name), None)
    if preset is None:
        raise _refuse("odds_preset", name)
    players = _whole(query, "players", 2, MAX_PLAYERS, None)
    if players is None:
        raise _refuse("odds_players", "", low=2, high=MAX_PLAYERS)
    changes: dict[str, Any] = {}
    for field, low, high in (("stake", 2, 1000), ("ante", 0, 999), ("deal_limit", 1, 10000)):
        value = _whole(query, field, low, high, None)
        if value is not None:
            changes[field] = value
    deck = query.get("deck")
    if deck:
        if deck not in [d.value for d in DeckHandling]:
            raise _refuse("odds_deck", deck)
        changes["deck"] = DeckHandling(deck)
    try:
        rules = preset.rules.replace(**changes)
    except TontineError:
        raise _refuse("odds_rules", ", ".join(f"{k}={v}" for k, v in changes.items())) from None
    raw_pace = query.get("pace") or str(DEFAULT_PACE)
    try:
        pace = float(raw_pace)
    except ValueError:
        pace = math.nan
    if not MIN_PACE <= pace <= MAX_PACE:  # also refuses nan and inf
        raise _refuse("odds_pace", raw_pace, low=MIN_PACE, high=MAX_PACE)
    return rules, players, pace, lang


def _shipped_entry(rules: Rules, players: int) -> dict[str, Any] | None:
    entry = odds_table().get((rules.preset, players, rules.stake))
    if entry is None:
        return None
    preset_rules = next(p.rules for p in PRESETS if p.name == rules.preset)
    return entry if rules == preset_rules.replace(stake=rules.stake) else None


def _duration(say: Any, seconds: float, low: float, high: float) -> str:
    for message, size, limit in (("web-odds-seconds", 1.0, 90.0), ("web-odds-minutes", 60.0, 5400.0),
                                 ("web-odds-hours", 3600.0, math.inf)):
        if seconds < limit:
            digits = 1 if message == "web-odds-hours" else 0
            return str(say(message, n=round(seconds / size, digits), low=round(low / size, digits),
                           high=round(high / size, digits)))
    raise AssertionError("unreachable")


def answer(entry: Mapping[str, Any], pace: float, lang: str, *, source: str) -> dict[str, Any]:
    """The answer to a query from one entry (shipped or worked out): figures, plot numbers and the verdict."""
    say = localizer(lang)
    players = int(entry["players"])
    fair = 1 / players
    tolerance = min(TOLERANCE, fair / 10)
    deals = entry["deals"]
    seats = [{"seat": i + 1, **seat} for i, seat in enumerate(entry["seats"])]
    favoured = [s["seat"] for s in seats if s["share"] > fair + tolerance and s["low"] > fair]
    seconds = {key: deals[key] * pace for key in ("median", "p10", "p90")}
    if favoured:
        best = max(s["share"] for s in seats if s["seat"] in favoured)
        verdict = say("web-odds-verdict-favoured", count=len(favoured),
                      seats=", ".join(str(s) for s in favoured), best=best, fair=fair)
    else:
        verdict = say("web-odds-verdict-fair", fair=fair, tolerance=tolerance)
    summary = say("web-odds-summary", players=players, stake=int(entry["stake"]), median=deals["median"],
                  low=deals["p10"], high=deals["p90"], pace=pace,
                  duration=_duration(say, seconds["median"], seconds["p10"], seconds["p90"]))
    method = say("web-odds-method-exact" if entry["method"] == "exact" else "web-odds-method-simulated",
                 games=int(entry["games"]))
    return {
        "preset": entry["preset"], "players": players, "stake": entry["stake"], "ante": entry["ante"],
        "deck": entry["deck"], "source": source, "method": entry["method"], "games": entry["games"],
        "deals": dict(deals), "pace": pace, "seconds": seconds, "seats": seats, "fair": fair,
        "favoured": favoured, "lang": lang, "summary": str(summary), "verdict": str(verdict),
        "method_text": str(method),
    }


def shipped_answer(query: Mapping[str, str], default_lang: str) -> dict[str, Any] | None:
    """The answer from the shipped data, or None when the query's rules are not shipped."""
    rules, players, pace, lang = parse_query(query, default_lang)
    entry = _shipped_entry(rules, players)
    return None if entry is None else answer(entry, pace, lang, source="shipped")


def _work_out(rules: Rules, players: int, games: int) -> dict[str, Any]:
    module = importlib.import_module("tontine.sim.odds_data")  # the optional simulator, on demand
    entry: dict[str, Any] = module.odds_entry(rules, players, games=games, exact_work=1_000_000)
    return entry


class Odds:
    """Answers to ``GET /api/odds``: shipped ones at once, house rules in a worker under the heavy bound."""

    def __init__(self, *, heavy: Heavy, limiter: SharedLimiter | None = None, simulator: bool | None = None,
                 timeout: float = TIMEOUT) -> None:
        self.heavy = heavy
        self.limiter = limiter
        self.simulator = has_simulator() if simulator is None else simulator
        self.timeout = timeout
        self._kept: OrderedDict[tuple[Any, ...], dict[str, Any]] = OrderedDict()

    async def answer(self, query: Mapping[str, str], default_lang: str, ip: str = "?") -> dict[str, Any]:
        rules, players, pace, lang = parse_query(query, default_lang)
        entry = _shipped_entry(rules, players)
        if entry is not None:
            return answer(entry, pace, lang, source="shipped")
        if not self.simulator:
            raise Refusal("house rules need the simulator, which is not installed here", 501, "odds_no_simulator")
        key = (tuple(sorted(rules.to_dict().items(), key=lambda kv: kv[0])).__repr__(), players)
        kept = self._kept.get(key)
        if kept is None:
            self.heavy.refuse_if_full()  # a 503 at once, before it counts against the address
            if self.limiter is not None and not await self.limiter.hit(("odds", ip), PER_MINUTE, 60):
                raise Refusal("too many house rules worked out for this address: wait a minute", 429, "odds_rate",
                              n=PER_MINUTE)
            games = max(MIN_GAMES, min(MAX_GAMES, BUDGET // (players * rules.stake)))
            # shielded: past the timeout the refusal goes out, and the work keeps its place in the bound to its
            # end; its answer is kept for the next ask all the same
            work = asyncio.ensure_future(self.heavy.run(_work_out, rules, players, games))
            work.add_done_callback(lambda done: self._keep(key, done))
            try:
                kept = await asyncio.wait_for(asyncio.shield(work), self.timeout)
            except TimeoutError:
                raise Refusal("these house rules took too long to work out", 503, "odds_timeout") from None
        return answer(kept, pace, lang, source="computed")

    def _keep(self, key: tuple[Any, ...], done: asyncio.Future[dict[str, Any]]) -> None:
        if done.cancelled() or done.exception() is not None:  # the exception is read: nothing left unretrieved
            return
        self._kept[key] = done.result()
        while len(self._kept) > KEPT:
            self._kept.popitem(last=False)


def refusal_json(refusal: Refusal, lang: str) -> dict[str, object]:
    """A refusal with its message in the page's language beside the English one."""
    return {**refusal.to_json(), "lang": lang, "message": refusal_text(lang, refusal.key, **refusal.values)}
