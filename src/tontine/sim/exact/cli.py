"""``tontine exact``: the exact win probability of each seat and the expected length of a game.

The method is in :mod:`tontine.sim.exact` and ``docs/exact.md``.
"""

from __future__ import annotations

import json
from typing import Any

import click

from tontine.cli.lang import error_text, help_text, lang_option, loc, use_language
from tontine.cli.options import rules_from_options, rules_options
from tontine.errors import RulesError
from tontine.rules import MAX_SEATS, MIN_SEATS, Rules
from tontine.sim.exact import ExactResult, check_supported, estimate, largest_stakes, refuse_if_too_large
from tontine.sim.report import exact_dealer_note, exact_fractions, exact_text, progress_text

__all__ = ["exact", "format_result"]


def format_result(result: ExactResult, *, digits: int = 12) -> str:
    """The answer as a small text table, in the terminal's language (:func:`tontine.sim.report.exact_text`).

    >>> from tontine import Rules
    >>> from tontine.sim.exact import solve
    >>> print(format_result(solve(Rules(stake=4), 2), digits=6))  # doctest: +ELLIPSIS
    Tontine, exact: 2 players, stake 4, ante 3 (english rules, fresh pack every deal, all fall: last-to-fall)
    expected number of deals: 1.33743
    seat (from the first dealer)   win probability
    0 (first dealer)               0.59558
    1                              0.40442
    states: 28 (... s; probabilities within ..., deals within ...)
    """
    return exact_text(result, loc(), digits=digits)


def _about(value: int) -> int:
    """``value`` to three significant digits (9,076,471 -> 9,080,000)."""
    return round(value, 2 - len(str(value)) + 1) if value >= 1000 else value


def _check(rules: Rules, players: int) -> None:
    check_supported(rules, players)
    try:
        refuse_if_too_large(rules, players)
    except RulesError as exc:
        # the refusal names the tables the solver can do: said again in the terminal's language
        size = estimate(rules, players)
        limits = largest_stakes(rules, tuple(n for n in (2, 3, 4, 5) if n <= max(players, 4)))
        say = loc()
        can = [say("cli-exact-can", players=n, stake=stake) for n, stake in limits.items() if stake > 0]
        raise RulesError(str(exc), msg_id="cli-error-exact-too-large", players=players, stake=rules.stake,
                         ante=rules.ante, states=_about(size.states), work=_about(size.work),
                         can_list=can or [say("cli-exact-none")]) from None


@click.command(help=help_text("cli-help-command-exact"))
@rules_options
@click.option(
    "--players",
    "player_count",
    type=int,
    default=3,
    show_default=True,
    help=help_text("cli-help-exact-players", low=MIN_SEATS),
)
@click.option("--json", "as_json", is_flag=True, help=help_text("cli-help-exact-json"))
@click.option(
    "--fractions",
    is_flag=True,
    help=help_text("cli-help-exact-fractions"),
)
@click.option("--quiet", "-q", is_flag=True, help=help_text("cli-help-exact-quiet"))
@lang_option
def exact(player_count: int, as_json: bool, fractions: bool, quiet: bool, lang: str | None, **options: Any) -> None:
    """The exact chance that each seat wins and the exact expected number of deals.

    Solves the game as an absorbing Markov chain over (holdings, dealer), with each
    deal's cards drawn without replacement from a fresh pack. Seats are counted from
    the first dealer (offset 0), whoever the first dealer is. Small tables only:
    n=3 up to stake 24, n=4 up to stake 8 (with the ante of 3); use `tontine simulate`
    beyond.
    """
    from tontine.sim.exact import solve, solve_fractions

    say = use_language(lang)
    rules = rules_from_options(options)
    if not MIN_SEATS <= player_count <= MAX_SEATS:
        raise click.BadParameter(
            loc()("cli-error-player-range", count=player_count, low=MIN_SEATS, high=MAX_SEATS), param_hint="--players"
        )
    _check(rules, player_count)
    progress = None if quiet else (
        lambda line: click.echo(say("study-exact-progress", **{"line-text": progress_text(line, say)}), err=True))
    size = estimate(rules, player_count)
    # a short solve needs no running commentary
    result = solve(rules, player_count, progress=progress if size.work > 5_000_000 else None)
    exact_answer = None
    if fractions:
        try:
            exact_answer = solve_fractions(rules, player_count)
        except RulesError as exc:
            raise click.UsageError(say("study-error-option", **{"option-name": "--fractions",
                                                                "reason-text": error_text(exc)})) from None
    if as_json:
        data = result.to_dict()
        data["first_dealer"] = rules.first_dealer.value
        if exact_answer is not None:
            data["expected_deals_fraction"] = str(exact_answer.expected_deals)
            data["win_probability_fraction"] = [str(p) for p in exact_answer.win_probability]
        click.echo(json.dumps(data))
        return
    click.echo(exact_text(result, say))
    note = exact_dealer_note(rules, say)
    if note is not None:
        click.echo(note)
    if exact_answer is not None:
        for line in exact_fractions(exact_answer.expected_deals, exact_answer.win_probability, say):
            click.echo(line)
