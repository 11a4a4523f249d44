"""The rules of Tontine in plain words, written from a :class:`Rules` value through the catalogues.

Every word is in ``locales/<lang>/rules.ftl``; this module only chooses which messages
apply to the rules in force and with which numbers, so a changed stake, card table,
pack handling or all-fall rule changes the wording and house rules print as they play.

>>> text = rules_text(Rules.from_preset("english"), "en")
>>> "King: draws three counters from the box." in text
True
>>> "Roi\\u202f: prend trois jetons dans la corbeille." in rules_text(Rules.from_preset("french"), "fr")
True
>>> "König: erhält drei Jetons aus der Kasse." in rules_text(Rules.from_preset("german"), "de")
True
>>> rules_text(Rules(), "it")
Traceback (most recent call last):
...
tontine.i18n.UnknownLanguageError: unknown language 'it': use one of en, de, fr
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import Enum
from typing import Any

from tontine.cards import Rank
from tontine.errors import RulesError
from tontine.i18n import Localizer, languages, localizer
from tontine.quotations import quotation, quotation_args
from tontine.rules import (
    PRESETS,
    AllFall,
    DeckHandling,
    Effect,
    EffectKind,
    FirstDealer,
    PlayerCountWarning,
    Preset,
    Rules,
    player_count_warnings,
)

__all__ = [
    "LANGUAGES",
    "changed_parameters",
    "effect_text",
    "overview_text",
    "preset_warnings",
    "rank_list",
    "rules_text",
    "warning_texts",
]

#: The languages that have catalogues (English first).
LANGUAGES = languages()

#: Where the presets' own sources state a setting, it is their rule; elsewhere it is our reading.
_SOURCE_STATES_DECK = {"french", "german"}
_SOURCE_STATES_FIRST_DEALER = {"french"}


def changed_parameters(rules: Rules) -> list[tuple[str, Any]]:
    """The parameters that differ from the rules' own preset, as ``(name, value)`` data.

    Card changes are ``("card", (rank, effect))``.

    >>> changed_parameters(Rules.from_preset("german").replace(stake=25))
    [('stake', 25)]
    """
    try:
        base = Preset.get(rules.preset).rules
    except RulesError:
        return []
    out: list[tuple[str, Any]] = []
    for key in ("stake", "ante", "deck", "first_dealer", "all_fall", "deal_limit"):
        value = getattr(rules, key)
        if value != getattr(base, key):
            out.append((key, value))
    for (rank, effect), (_, before) in zip(rules.card_table, base.card_table, strict=True):
        if effect != before:
            out.append(("card", (rank, effect)))
    return out


#: The messages of each kind of effect: what it does, and the line of the card table.
_EFFECT_IDS = {
    EffectKind.TAKE: ("rules-effect-take", "rules-card-take"),
    EffectKind.PAY: ("rules-effect-pay", "rules-card-pay"),
    EffectKind.GIVE: ("rules-effect-give", "rules-card-give"),
    EffectKind.NOTHING: ("rules-effect-nothing", "rules-card-nothing"),
}
_DECK_IDS = {DeckHandling.FRESH: "rules-deck-fresh", DeckHandling.TALON: "rules-deck-talon"}
#: The name of each house rule, with the argument its message takes.
_HOUSE_IDS = {
    "stake": ("rules-house-stake", "stake"),
    "ante": ("rules-house-ante", "ante"),
    "deck": ("rules-house-deck", "deck"),
    "first_dealer": ("rules-house-first-dealer", "first-dealer"),
    "all_fall": ("rules-house-all-fall", "all-fall"),
    "deal_limit": ("rules-house-deal-limit", "deals"),
}


def effect_text(loc: Localizer, effect: Effect) -> str:
    """What a card makes its holder do, in words ("draws three counters from the box")."""
    return loc(_EFFECT_IDS[effect.kind][0], amount=effect.amount, distance=effect.distance)


def rank_list(loc: Localizer, ranks: Sequence[Rank], *, article: bool = False, capital: bool = False) -> str:
    """Ranks as a list ("five, seven or nine"; with ``article``: "an ace, a deuce or a trey").

    A language whose ``rank-indefinite.elide`` is ``yes`` drops an article that repeats the
    one before ("ein As, eine Zwei oder Drei").
    """
    elide = article and loc.attribute("rank-indefinite", "elide") == "yes"
    words: list[str] = []
    previous = ""
    for rank in ranks:
        gender = loc.attribute("rank-name", "gender", rank=rank.symbol)
        if article and not (elide and gender == previous):
            words.append(loc("rank-indefinite", rank=rank.symbol))
        else:
            words.append(loc("rank-name", rank=rank.symbol))
        previous = gender
    text = loc.join(words, style="or")
    return _capital(text) if capital else text


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _groups(rules: Rules) -> list[tuple[Effect, list[Rank]]]:
    """The card table with ranks of the same effect together: draws, ten, payments, gifts."""
    groups: dict[Effect, list[Rank]] = {}
    for rank, effect in rules.card_table:
        groups.setdefault(effect, []).append(rank)
    kind_order = [EffectKind.TAKE, EffectKind.NOTHING, EffectKind.PAY, EffectKind.GIVE]

    def key(item: tuple[Effect, list[Rank]]) -> tuple[int, int, int]:
        effect, _ranks = item
        amount = -effect.amount if effect.kind is EffectKind.TAKE else effect.amount
        return kind_order.index(effect.kind), effect.distance, amount

    ordered = sorted(groups.items(), key=key)
    return [(effect, sorted(ranks, reverse=effect.kind is EffectKind.TAKE)) for effect, ranks in ordered]


def _givers(rules: Rules) -> list[tuple[Rank, Effect]]:
    return [(rank, effect) for rank, effect in rules.card_table if effect.kind is EffectKind.GIVE]


def _house_item(loc: Localizer, key: str, value: Any) -> str:
    if key == "card":
        rank, effect = value
        return loc("rules-house-card", **{"rank-name": loc("rank-name", rank=rank.symbol),
                                                          "effect-text": effect_text(loc, effect)})
    if key == "deal_limit" and not value:
        return ""
    msg_id, arg = _HOUSE_IDS[key]
    return loc(msg_id, **{arg: value.value if isinstance(value, Enum) else value})


#: The sources' words that the messages quote (``$<key>-text``), from :mod:`tontine.quotations`.
_QUOTED = quotation_args()


def _paragraph(loc: Localizer, ids: Iterable[tuple[str, dict[str, Any]]]) -> str:
    return "  " + " ".join(loc(msg_id, **{**_QUOTED, **args}) for msg_id, args in ids)


def _quotes(loc: Localizer, keys: Sequence[str]) -> str:
    """A line naming a source and quoting it word for word (every key from one source)."""
    quoted = [quotation(key) for key in keys]
    text = " ".join(loc("rules-quote", **{"quote-text": q.text}) for q in quoted)
    return "  " + loc("rules-source", **{"source-name": quoted[0].source, "quote-list": text})


#: What each preset's source says on each part of the rules, quoted (keys of :data:`tontine.quotations.QUOTATIONS`).
_SOURCE_SAYS: dict[str, dict[str, tuple[str, ...]]] = {
    "english": {"players": ("en-players",), "counters": ("en-pack", "en-stake", "en-ante"),
                "deal": ("en-deal",), "paying": ("en-paying",), "dead": ("en-dead", "en-deceased"),
                "next": ("en-next",), "end": ("en-end",)},
    "french": {"players": ("fr-players",), "counters": ("fr-pack", "fr-stake", "fr-ante"),
               "deal": ("fr-deal",), "dead": ("fr-dead",), "end": ("fr-end",)},
    "german": {"players": ("de-usual-players", "de-players"), "counters": ("de-pack", "de-suits", "de-stake"),
               "deal": ("de-direction", "de-deal"), "fresh": ("de-fresh",), "dead": ("de-dead",),
               "next": ("de-fresh",), "end": ("de-end",)},
}
#: The French source's fan draw and kept talon, quoted under any preset that plays them.
_FAN_QUOTES = ("fr-fan", "fr-fan-match", "fr-fan-seats")
_TALON_QUOTES = ("fr-talon",)
#: The presets whose source states a direction of play and who deals next; or the dealer's last card;
#: or a cut; or what a player who cannot pay in full pays; or that suits do not matter.
_SOURCE_STATES_DIRECTION = {"english", "german"}
_SOURCE_STATES_DEALER_LAST = {"french"}
_SOURCE_STATES_CUT = {"english", "french"}
_SOURCE_STATES_PAYING = {"english"}
_SOURCE_STATES_SUITS = {"german"}
_SOURCE_STATES_THE_BOX = {"english", "german"}


def rules_text(rules: Rules, lang: str = "en") -> str:
    """The full rules in force, in ``lang``: each statement quoting the preset's source or marked as our reading."""
    loc = localizer(lang)
    preset = rules.preset
    says = _SOURCE_SAYS.get(preset, {})
    try:
        own = Preset.get(preset).rules
    except RulesError:
        own = None

    def sourced(topic: str) -> list[str]:
        keys = says.get(topic, ())
        return [_quotes(loc, keys)] if keys else []

    def reading(msg_id: str, when: bool, **args: Any) -> list[tuple[str, dict[str, Any]]]:
        return [(msg_id, {"preset": preset, **args})] if when else []

    out = [loc("rules-title", preset=preset), loc("rules-legend")]
    changed = [text for text in (_house_item(loc, key, value) for key, value in changed_parameters(rules)) if text]
    if changed:
        out.append(loc("rules-house-in-force", list=loc.join(changed)))
    out.append("")

    out.append(loc("rules-head-players"))
    out += sourced("players")
    out.append(_paragraph(loc, [("rules-reading-players", {})]))

    out.append(loc("rules-head-counters"))
    out += sourced("counters")
    out.append(_paragraph(loc, [
        ("rules-counters", {"stake": rules.stake, "ante": rules.ante}),
        *reading("rules-reading-stake", own is not None and rules.stake == own.stake),
        ("rules-pack", {}),
        *reading("rules-reading-suits", preset not in _SOURCE_STATES_SUITS),
    ]))

    out.append(loc("rules-head-seats"))
    seats: list[tuple[str, dict[str, Any]]] = []
    if rules.first_dealer is FirstDealer.FAN:
        out.append(_quotes(loc, _FAN_QUOTES))
        seats += [("rules-seats-fan", {}), ("rules-reading-fan-suit", {}), ("rules-seats-fan-large", {})]
    elif rules.first_dealer is FirstDealer.LOT:
        seats.append(("rules-seats-lot", {}))
        if preset not in _SOURCE_STATES_FIRST_DEALER:
            seats.append(("rules-reading-lot", {}))
    else:
        seats.append(("rules-seats-first-seat", {}))
    out.append(_paragraph(loc, seats))

    out.append(loc("rules-head-deal"))
    out += sourced("deal")
    out.append(_paragraph(loc, [
        ("rules-deal", {}),
        *reading("rules-reading-direction", preset not in _SOURCE_STATES_DIRECTION),
        ("rules-reading-right", {}),
        *reading("rules-reading-dealer-last", preset not in _SOURCE_STATES_DEALER_LAST),
        *reading("rules-reading-cut", preset in _SOURCE_STATES_CUT),
        ("rules-reading-card-by-card", {}),
    ]))
    if rules.deck is DeckHandling.TALON:
        out.append(_quotes(loc, _TALON_QUOTES))
    elif own is not None and own.deck is DeckHandling.FRESH:
        out += sourced("fresh")
    deck: list[tuple[str, dict[str, Any]]] = [(_DECK_IDS[rules.deck], {})]
    if rules.deck is DeckHandling.FRESH and preset not in _SOURCE_STATES_DECK:
        deck.append(("rules-reading-fresh", {}))
    out.append(_paragraph(loc, deck))

    out.append(loc("rules-head-cards"))
    for effect, ranks in _groups(rules):
        args = {"rank-list": rank_list(loc, ranks, capital=True), "amount": effect.amount,
                "distance": effect.distance}
        out.append("  " + loc(_EFFECT_IDS[effect.kind][1], **args))

    out.append(loc("rules-head-paying"))
    out += sourced("paying")
    out.append(_paragraph(loc, [
        ("rules-paying", {}),
        *reading("rules-reading-paying", preset not in _SOURCE_STATES_PAYING),
        ("rules-reading-empty-box", {}),
    ]))

    out.append(loc("rules-head-dead"))
    givers = _givers(rules)
    if givers:
        out += sourced("dead")
        reach = max(effect.distance for _, effect in givers)
        given = rank_list(loc, [rank for rank, _ in givers], article=True)
        dead: list[tuple[str, dict[str, Any]]] = [
            ("rules-dead", {"reach": reach, "rank-list": given}),
            ("rules-reading-revived", {}),
        ]
        smallest_safe = reach + 1
        if smallest_safe > 2:
            dead += [("rules-small-table", {"players": smallest_safe}), ("rules-reading-void", {})]
        out.append(_paragraph(loc, dead))
    else:
        out.append(_paragraph(loc, [("rules-dead-forever", {})]))

    out.append(loc("rules-head-next"))
    out += sourced("next")
    out.append(_paragraph(loc, [("rules-next", {}),
                                *reading("rules-reading-next", preset not in _SOURCE_STATES_DIRECTION)]))
    out.append(loc("rules-head-end"))
    out += sourced("end")
    end: list[tuple[str, dict[str, Any]]] = [
        ("rules-end", {}),
        ("rules-reading-end", {}),
        *reading("rules-reading-the-box", preset not in _SOURCE_STATES_THE_BOX),
        ("rules-all-fall", {"all-fall": rules.all_fall.value}),
    ]
    if rules.all_fall is AllFall.LAST_TO_FALL:
        end.append(("rules-reading-last-to-fall", {}))
    if rules.deal_limit:
        end.append(("rules-deal-limit", {"deals": rules.deal_limit}))
    out.append(_paragraph(loc, end))

    out.append(loc("rules-head-house"))
    out.append(_paragraph(loc, [("rules-house", {})]))
    return "\n".join(out)


def overview_text(lang: str = "en") -> str:
    """Every preset in a few lines, and the default.

    >>> print(overview_text("en").splitlines()[0])
    Tontine: the presets, one for each source text.
    """
    loc = localizer(lang)
    lines = [loc("rules-overview-head"), ""]
    for preset in PRESETS:
        rules = preset.rules
        entry = "rules-overview-entry-default" if preset.name == Preset.DEFAULT else "rules-overview-entry"
        lines.append(loc(entry, preset=preset.name))
        lines.append("  " + loc("rules-overview-summary", preset=preset.name))
        lines.append("  " + _capital(loc("rules-overview-facts", stake=rules.stake, ante=rules.ante, deck=rules.deck.value,
                                **{"first-dealer": rules.first_dealer.value})))
    lines.append("")
    lines.append(loc("rules-overview-foot", preset=Preset.DEFAULT))
    return "\n".join(lines)


def warning_texts(warnings: Iterable[PlayerCountWarning], lang: str = "en") -> list[str]:
    """Warnings about a table's size (from :func:`tontine.rules.player_count_warnings`) in ``lang``."""
    loc = localizer(lang)
    return [loc(warning.msg_id, **warning.args) for warning in warnings]


def preset_warnings(preset: Preset, players: int, lang: str = "en") -> list[str]:
    """The warnings of :func:`tontine.rules.player_count_warnings` for a preset's own rules, in ``lang``.

    The words come from the catalogues (``rules-warning-*`` in ``rules.ftl``).

    >>> preset_warnings(Preset.get("english"), 13)
    []
    """
    return warning_texts(player_count_warnings(preset.rules, players), lang)
