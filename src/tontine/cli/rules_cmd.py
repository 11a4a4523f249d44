"""``tontine rules [PRESET]``: the rules in plain English, French or German.

Without a preset (and without house-rule flags) it lists every preset briefly and
names the default; with one, or with flags such as ``--stake 20 --deck talon``, it
prints the full rules in force.
"""

from __future__ import annotations

from typing import Any

import click

from tontine.cli.lang import help_text, lang_option, loc, use_language
from tontine.cli.options import rules_from_options, rules_options
from tontine.rules_text import overview_text, rules_text

__all__ = ["rules"]

_RULE_FLAGS = ("rules_file", "stake", "ante", "deck", "first_dealer", "all_fall", "deal_limit")


@click.command(help=help_text("cli-help-command-rules"))
@click.argument("preset_name", metavar="[PRESET]", required=False)
@lang_option
@rules_options
def rules(preset_name: str | None, lang: str | None, **options: Any) -> None:
    """Print the rules of Tontine for PRESET (english, french, german).

    Without PRESET: every preset in brief and the default. House-rule flags
    (--stake 20 --deck talon ...) print the rules with those changes in force.
    """
    code = use_language(lang).lang
    flag_preset = options.get("preset")
    if preset_name and flag_preset and preset_name.strip().lower() != flag_preset.strip().lower():
        raise click.UsageError(loc()("cli-error-presets-disagree", **{"preset-name": preset_name,
                                                                      "flag-name": flag_preset}))
    options["preset"] = preset_name or flag_preset
    house = any(options.get(key) is not None for key in _RULE_FLAGS) or bool(options.get("card_rules"))
    if options["preset"] is None and not house:
        click.echo(overview_text(code))
        return
    click.echo(rules_text(rules_from_options(options), code))
