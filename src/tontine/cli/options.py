"""Options shared by every command that sets up a game: preset, house rules, players, seed.

Commands stack the decorators and hand the collected values to the builders:

    @click.command()
    @rules_options
    @players_options
    @seed_option
    def play(**options): rules = rules_from_options(options) ...
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

import click

from tontine.cards import Rank
from tontine.cli.lang import help_text
from tontine.errors import PlayersError, RulesError
from tontine.names import period_names
from tontine.rules import (
    MAX_SEATS,
    MIN_SEATS,
    PRESETS,
    AllFall,
    DeckHandling,
    Effect,
    FirstDealer,
    Preset,
    Rules,
)

__all__ = [
    "players_from_options",
    "players_options",
    "resolve_seed",
    "rules_from_options",
    "rules_options",
    "seed_option",
]

F = TypeVar("F", bound=Callable[..., Any])

_PRESET_NAMES = [p.name for p in PRESETS]


def rules_options(func: F) -> F:
    """--preset, --rules FILE and one flag per house rule."""
    decorators = [
        click.option(
            "--preset",
            default=None,
            metavar="NAME",
            help=help_text("cli-help-preset", preset=Preset.DEFAULT, **{"preset-list": ", ".join(_PRESET_NAMES)}),
        ),
        click.option(
            "--rules",
            "rules_file",
            default=None,
            metavar="FILE",
            help=help_text("cli-help-rules-file"),
        ),
        click.option("--stake", type=int, default=None, help=help_text("cli-help-stake")),
        click.option("--ante", type=int, default=None, help=help_text("cli-help-ante")),
        click.option(
            "--deck",
            type=click.Choice([d.value for d in DeckHandling]),
            default=None,
            help=help_text("cli-help-deck"),
        ),
        click.option(
            "--first-dealer",
            type=click.Choice([f.value for f in FirstDealer]),
            default=None,
            help=help_text("cli-help-first-dealer"),
        ),
        click.option(
            "--all-fall",
            type=click.Choice([a.value for a in AllFall]),
            default=None,
            help=help_text("cli-help-all-fall"),
        ),
        click.option(
            "--deal-limit",
            type=int,
            default=None,
            help=help_text("cli-help-deal-limit"),
        ),
        click.option(
            "--card",
            "card_rules",
            multiple=True,
            metavar=help_text("cli-metavar-card"),
            help=help_text("cli-help-card"),
        ),
    ]
    for decorator in reversed(decorators):
        func = decorator(func)
    return func


def rules_from_options(options: Mapping[str, Any]) -> Rules:
    """Rules from a preset, then a rules file, then flags; each validated with a clear error."""
    preset = options.get("preset")
    rules_file = options.get("rules_file")
    base = Preset.get(preset).rules if preset else None
    if rules_file:
        rules = Rules.from_toml(rules_file, base=base)
    else:
        rules = base or Preset.get(Preset.DEFAULT).rules
    changes: dict[str, Any] = {}
    for key in ("stake", "ante", "deck", "first_dealer", "all_fall", "deal_limit"):
        value = options.get(key)
        if value is not None:
            changes[key] = value
    card_rules = options.get("card_rules") or ()
    if card_rules:
        table: dict[str, str] = {}
        for item in card_rules:
            rank, sep, effect = item.partition("=")
            if not sep:
                raise RulesError(f"--card {item!r}: write RANK=EFFECT, e.g. 'K=take 4'",
                                 msg_id="cli-error-card-option", item_text=item)
            table[Rank.parse(rank).symbol] = str(Effect.parse(effect))
        changes["card_table"] = table
    if changes:
        rules = Rules.from_dict(changes, base=rules)
    return rules


def players_options(func: F) -> F:
    """--players N (a period cast) or --names a,b,c."""
    func = click.option(
        "--names",
        default=None,
        metavar="A,B,C",
        help=help_text("cli-help-names"),
    )(func)
    func = click.option(
        "--players",
        "player_count",
        type=int,
        default=None,
        help=help_text("cli-help-players", low=MIN_SEATS, high=MAX_SEATS, count=12),
    )(func)
    return func


def players_from_options(options: Mapping[str, Any], *, default: int = 12) -> list[str]:
    """Names from --names, else a period cast of --players (default ``default``)."""
    names = options.get("names")
    count = options.get("player_count")
    if names is not None:
        listed = [name.strip() for name in names.split(",")]
        if count is not None and count != len(listed):
            raise PlayersError(f"--players {count} but --names lists {len(listed)} name{'' if len(listed) == 1 else 's'}",
                               msg_id="cli-error-names-count", players=count, count=len(listed))
        return listed
    return period_names(count if count is not None else default)


def seed_option(func: F) -> F:
    return click.option(
        "--seed",
        type=int,
        default=None,
        help=help_text("cli-help-seed"),
    )(func)


def resolve_seed(seed: int | None) -> int:
    """The given seed, or a fresh random one (to be shown and recorded)."""
    return seed if seed is not None else secrets.randbelow(2**63)
