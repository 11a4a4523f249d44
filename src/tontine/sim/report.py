"""What ``tontine simulate``, ``sweep`` and ``exact`` print, in the terminal's language.

Every word comes from ``locales/<lang>/study.ftl`` and every figure is written the language's way
(:meth:`tontine.i18n.Localizer.number`, ``percent``, ``significant``, ``scientific``). The
functions read plain values (the summary of ``docs/simulate-json.md``, an
:class:`~tontine.sim.exact.ExactResult`), so they do not depend on how the simulator computes them.

>>> from tontine import Rules
>>> from tontine.i18n import localizer
>>> from tontine.sim.exact import solve
>>> print(exact_text(solve(Rules(stake=4), 2), localizer("fr"), digits=6))  # doctest: +ELLIPSIS
Tontine, calcul exact\u202f: 2 joueurs, mise 4, 3 à la corbeille (variante anglaise, ...)
espérance du nombre de donnes\u202f: 1,33743
place (depuis le premier donneur)   probabilité de gagner
0 (premier donneur)                 0,59558
1                                   0,40442
états\u202f: 28 (... s\u202f; probabilités à ... près, donnes à ... près)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from fractions import Fraction
from typing import Any

from tontine.i18n import Localizer
from tontine.rules import FirstDealer, Rules
from tontine.sim.exact import ExactResult
from tontine.sim.exact.support import ProgressLine

__all__ = [
    "exact_dealer_note",
    "exact_fractions",
    "exact_text",
    "print_summary",
    "progress_bar",
    "progress_text",
    "sweep_lines",
]

#: the games to watch, in the order they are printed
_WATCH = ("longest", "shortest", "comeback")


def _rules_args(rules: dict[str, Any]) -> dict[str, Any]:
    return {
        "preset": rules["preset"],
        "stake": rules["stake"],
        "ante": rules["ante"],
        "deck": rules["deck"],
        "first-dealer": rules["first_dealer"],
        "all-fall": rules["all_fall"],
        "deal-limit": rules["deal_limit"] or 0,
    }


def _count(say: Localizer, value: float) -> str:
    """A count of games: whole where it is whole (shared pools give fractions)."""
    return say.number(value, places=1) if value % 1 else say.number(int(value))


def _range(say: Localizer, low: str, high: str) -> str:
    return say("study-range", **{"low-text": low, "high-text": high})


def print_summary(summary: dict[str, Any], written: Sequence[str], say: Localizer) -> None:
    """The tables of ``tontine simulate``: the run, deals to finish, win share by seat, the course of the
    games, the games to watch and the figures written."""
    from rich.console import Console
    from rich.table import Table

    console = Console(highlight=False)
    s = summary
    console.print(say("study-rules", **_rules_args(s["rules"])), markup=False)
    timing = s["timing"]
    speed = timing["player_deals_per_second"]
    run = {"players": s["players"], "games": s["games"], "seed": s["seed"], "jobs": s["jobs"],
           "seconds": timing["seconds"]}
    console.print(say("study-run-speed", speed=speed / 1e6, **run) if speed else say("study-run", **run),
                  markup=False)

    def table(title_id: str, *column_ids: str, first_left: bool = False) -> Table:
        out = Table(title=say(title_id), title_justify="left")
        for index, column in enumerate(column_ids):
            out.add_column(say(column), justify="left" if first_left and index == 0 else "right")
        return out

    d = s["deals"]
    deals = table("study-deals-title", "study-deals-mean", "study-deals-interval", "study-deals-median",
                  "study-deals-p90", "study-deals-p99", "study-deals-max")
    if d["mean"] is None:
        deals.add_row(*["-"] * 6)
    else:
        deals.add_row(say.number(d["mean"], places=2),
                      _range(say, say.number(d["ci95"][0], places=2), say.number(d["ci95"][1], places=2)),
                      *(say.number(d[key]) for key in ("median", "p90", "p99", "max")))
    console.print(deals)

    seats = table("study-seats-title", "study-seats-offset", "study-seats-wins", "study-seats-share",
                  "study-seats-interval", "study-seats-fair")
    fair = 1 / s["players"]
    for offset, (wins, share, (lo, hi)) in enumerate(
        zip(s["wins"], s["win_share"], s["win_share_ci95"], strict=True)
    ):
        seats.add_row(say.number(offset), _count(say, wins), say.percent(share),
                      _range(say, say.percent(lo), say.percent(hi)),
                      say("study-seats-points", **{"points-text": say.number(100 * (share - fair), places=2,
                                                                             signed=True)}))
    console.print(seats)
    chi = s["chi_square"]
    if chi["p_value"] is not None:
        verdict = say("study-verdict-fair" if chi["p_value"] >= 0.05 else "study-verdict-favoured")
        console.print(say("study-chi-square", statistic=chi["statistic"], df=chi["df"],
                          **{"p-text": say.significant(chi["p_value"], digits=4), "verdict-text": verdict}),
                      markup=False)

    course = table("study-course-title", "study-course-figure", "study-course-value", first_left=True)
    course.add_row(say("study-course-revivals"), say.number(s["revivals"]["per_game"], places=3))
    course.add_row(say("study-course-revived"), say.percent(s["revivals"]["games_with_revival"]))
    course.add_row(say("study-course-once-dead"), say.percent(s["winner_once_dead"]))
    course.add_row(say("study-course-last-to-fall"), say.percent(s["last_to_fall"]))
    course.add_row(say("study-course-shared"), say.percent(s["shared_pools"]))
    limit = s["outcomes"]["deal limit"] + s["outcomes"]["deal limit share"]
    if limit:
        course.add_row(say("study-course-deal-limit"), say.number(limit))
    course.add_row(say("study-course-largest-pool"),
                   say("study-course-largest-pool-value", **{"max-text": say.number(s["largest_pool"]["max"]),
                                                             "mean-text": say.number(s["largest_pool"]["mean"],
                                                                                     places=1)}))
    course.add_row(say("study-course-capped"),
                   say("study-course-capped-value", capped=s["capped"], games=s["games"], cap=s["cap"]))
    course.add_row(say("study-course-player-deals"), say.number(s["player_deals"]))
    console.print(course)
    if s["capped"]:
        console.print(say("study-capped-warning", capped=s["capped"], cap=s["cap"]), style="yellow",
                      markup=False)
    extremes = s.get("extreme_games") or {}
    if extremes:
        console.print(say("study-watch-heading"), style="bold", markup=False, end=" ")
        console.print(say("study-watch-how"), markup=False)
        for kind in _WATCH:
            game = extremes.get(kind)
            if game is None:
                continue
            console.print(f"  {_watch_line(kind, game, say)}", markup=False, soft_wrap=True)
            command = game["command"] if say.lang == "en" else f"{game['command']} --lang {say.lang}"
            console.print(f"    {command}", markup=False, soft_wrap=True)
    if written:
        console.print(say("study-figures-written", **{"file-list": say.join(written)}), markup=False,
                      soft_wrap=True)


def _watch_line(kind: str, game: dict[str, Any], say: Localizer) -> str:
    args = {"game": game["game"], "deals": game["deals"]}
    if kind != "comeback":
        return say({"longest": "study-watch-longest", "shortest": "study-watch-shortest"}[kind], **args)
    if game["winner_low"] == 0:
        return say("study-watch-comeback-revived", times=game["winner_revivals"], deal=game["winner_low_deal"],
                   **args)
    return say("study-watch-comeback-low", low=game["winner_low"], deal=game["winner_low_deal"], **args)


@contextmanager
def progress_bar(enabled: bool, label: str, say: Localizer) -> Iterator[Callable[[int, int], None] | None]:
    """A progress bar with an ETA on stderr, its words in the language of ``say``; or nothing."""
    if not enabled:
        yield None
        return
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
               TextColumn(say("study-progress-games"), markup=False), TimeElapsedColumn(),
               TextColumn(say("study-progress-eta"), markup=False), TimeRemainingColumn())
    with Progress(*columns, console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task(label, total=None)

        def update(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        yield update


def sweep_lines(cells: int, games: int, seed: int, written: Sequence[str], *, parquet: bool,
                say: Localizer) -> list[str]:
    """What ``tontine sweep`` says once the grid is done."""
    lines = [say("study-sweep-done", cells=cells, games=games, seed=seed, **{"file-list": say.join(written)})]
    if not parquet:
        lines.append(say("study-sweep-no-parquet"))
    return lines


def exact_text(result: ExactResult, say: Localizer, *, digits: int = 12) -> str:
    """The answer of ``tontine exact`` as a small text table."""
    rules = result.rules
    seat, win = say("study-exact-seat"), say("study-exact-win")
    width = max(30, len(seat) + 2)
    lines = [
        say("study-exact-heading", players=result.players, stake=rules.stake, ante=rules.ante, preset=rules.preset,
            **{"all-fall": rules.all_fall.value}),
        say("study-exact-expected", **{"deals-text": say.significant(result.expected_deals, digits=digits)}),
        f"{seat:<{width}} {win}",
    ]
    for offset, p in enumerate(result.win_probability):
        label = say("study-exact-first-dealer", offset=0) if offset == 0 else say.number(offset)
        lines.append(f"{label:<{width}} {say.significant(p, digits=digits)}")
    lines.append(say("study-exact-states", states=result.states, seconds=result.seconds, **{
        "error-text": say.scientific(max(result.error_bound, 1e-16)),
        "deals-error-text": say.scientific(max(result.deals_error_bound, 1e-16)),
    }))
    return "\n".join(lines)


def exact_dealer_note(rules: Rules, say: Localizer) -> str | None:
    """A note when the first dealer is not the first seat: the offsets count from whoever deals first."""
    if rules.first_dealer is FirstDealer.FIRST_SEAT:
        return None
    return say("study-exact-dealer-chosen", **{"first-dealer": rules.first_dealer.value})


def exact_fractions(expected_deals: Fraction, win_probability: Sequence[Fraction], say: Localizer) -> list[str]:
    """The exact rational answer, one line per figure."""
    lines = [say("study-exact-fraction-deals", **{"fraction-text": str(expected_deals)})]
    lines += [say("study-exact-fraction-seat", offset=offset, **{"fraction-text": str(p)})
              for offset, p in enumerate(win_probability)]
    return lines


def progress_text(line: str, say: Localizer) -> str:
    """A line of the exact solver's progress in the language of ``say`` (its English where it has no message)."""
    if not isinstance(line, ProgressLine) or not say.has(line.msg_id):
        return str(line)
    args = {key: progress_text(value, say) if isinstance(value, ProgressLine) else value
            for key, value in line.msg_args.items()}
    return say(line.msg_id, **args)
