"""The rules of Tontine in plain language (English, French, German), written from a :class:`Rules`.

The text follows the rules actually in force: a changed stake, card table, pack
handling or all-fall rule changes the wording, so house rules print as they play.

>>> text = rules_text(Rules.from_preset("english"), "en")
>>> "King: takes 3 counters from the pool." in text
True
>>> "Roi : prend 3 jetons dans la corbeille." in rules_text(Rules.from_preset("french"), "fr")
True
>>> "König: erhält 3 Jetons aus dem Pot." in rules_text(Rules.from_preset("german"), "de")
True
>>> rules_text(Rules(), "it")
Traceback (most recent call last):
...
tontine.errors.RulesError: unknown language 'it': use one of en, fr, de
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tontine.cards import Rank
from tontine.errors import RulesError
from tontine.rules import PRESETS, AllFall, DeckHandling, Effect, EffectKind, FirstDealer, Preset, Rules

__all__ = ["LANGUAGES", "changed_parameters", "overview_text", "rules_text"]

LANGUAGES = ("en", "fr", "de")


def _check_language(lang: str) -> str:
    key = lang.strip().lower()
    if key not in LANGUAGES:
        raise RulesError(f"unknown language {lang!r}: use one of {', '.join(LANGUAGES)}")
    return key


def changed_parameters(rules: Rules) -> list[str]:
    """The parameters that differ from the rules' own preset, as ``name value``.

    >>> changed_parameters(Rules.from_preset("german").replace(stake=25))
    ['stake 25']
    """
    try:
        base = Preset.get(rules.preset).rules.to_dict()
    except RulesError:
        return []
    now = rules.to_dict()
    out: list[str] = []
    for key, value in now.items():
        if key in ("preset", "card_table") or value == base[key]:
            continue
        out.append(f"{key.replace('_', '-')} {value}")
    for rank, effect in now["card_table"].items():
        if effect != base["card_table"][rank]:
            out.append(f"card {rank}={effect}")
    return out


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
    return [
        (effect, sorted(ranks, reverse=effect.kind is EffectKind.TAKE)) for effect, ranks in ordered
    ]


def _givers(rules: Rules) -> list[tuple[Rank, Effect]]:
    return [(rank, effect) for rank, effect in rules.card_table if effect.kind is EffectKind.GIVE]


@dataclass(frozen=True, slots=True)
class _Language:
    ranks: dict[Rank, str]
    counters: Callable[[int], str]
    effect: Callable[[Effect], str]
    colon: str  #: French sets a space before a colon


def _en_counters(n: int) -> str:
    return f"{n} counter" if n == 1 else f"{n} counters"


def _fr_counters(n: int) -> str:
    return f"{n} jeton" if n == 1 else f"{n} jetons"


def _de_counters(n: int) -> str:
    return f"{n} Jeton" if n == 1 else f"{n} Jetons"


def _en_ordinal(n: int) -> str:
    if n % 100 in (11, 12, 13):
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


def _en_effect(effect: Effect) -> str:
    if effect.kind is EffectKind.TAKE:
        return f"takes {_en_counters(effect.amount)} from the pool"
    if effect.kind is EffectKind.PAY:
        return f"puts {_en_counters(effect.amount)} into the pool"
    if effect.kind is EffectKind.GIVE:
        whom = (
            "the left-hand neighbour" if effect.distance == 1
            else f"the {_en_ordinal(effect.distance)} player on the left"
        )
        return f"pays {_en_counters(effect.amount)} to {whom}"
    return "neither takes nor pays"


def _fr_effect(effect: Effect) -> str:
    if effect.kind is EffectKind.TAKE:
        return f"prend {_fr_counters(effect.amount)} dans la corbeille"
    if effect.kind is EffectKind.PAY:
        return f"met {_fr_counters(effect.amount)} à la corbeille"
    if effect.kind is EffectKind.GIVE:
        nth = "1er" if effect.distance == 1 else f"{effect.distance}e"
        return f"donne {_fr_counters(effect.amount)} au {nth} joueur de gauche"
    return "ne prend rien et ne met rien"


def _de_effect(effect: Effect) -> str:
    if effect.kind is EffectKind.TAKE:
        return f"erhält {_de_counters(effect.amount)} aus dem Pot"
    if effect.kind is EffectKind.PAY:
        return f"zahlt {_de_counters(effect.amount)} in den Pot"
    if effect.kind is EffectKind.GIVE:
        whom = "seinen linken Nachbarn" if effect.distance == 1 else f"den {effect.distance}. Spieler zu seiner Linken"
        return f"zahlt {_de_counters(effect.amount)} an {whom}"
    return "nimmt nichts und zahlt nichts"


_LANG: dict[str, _Language] = {
    "en": _Language(
        dict(zip(Rank, ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
                        "Jack", "Queen", "King"], strict=True)),
        _en_counters, _en_effect, ":",
    ),
    "fr": _Language(
        dict(zip(Rank, ["As", "Deux", "Trois", "Quatre", "Cinq", "Six", "Sept", "Huit", "Neuf", "Dix",
                        "Valet", "Dame", "Roi"], strict=True)),
        _fr_counters, _fr_effect, " :",
    ),
    "de": _Language(
        dict(zip(Rank, ["Ass", "Zwei", "Drei", "Vier", "Fünf", "Sechs", "Sieben", "Acht", "Neun", "Zehn",
                        "Bube", "Dame", "König"], strict=True)),
        _de_counters, _de_effect, ":",
    ),
}

_AND = {"en": "and", "fr": "et", "de": "und"}
_OR = {"en": "or", "fr": "ou", "de": "oder"}


def _listing(items: list[str], lang: str, word: dict[str, str] = _AND) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {word[lang]} " + items[-1]


def _card_table_lines(rules: Rules, lang: str) -> list[str]:
    words = _LANG[lang]
    lines = []
    for effect, ranks in _groups(rules):
        names = ", ".join(words.ranks[r] for r in ranks)
        lines.append(f"  {names}{words.colon} {words.effect(effect)}.")
    return lines


# The titles and summaries of the presets, per language.
_PRESET_TEXT: dict[str, dict[str, tuple[str, str]]] = {
    "en": {
        "english": ("English 1797", "after the Sporting Magazine, October 1797: a fresh shuffle every deal."),
        "french": ("French", "after the French rules \"La Tontine\": seats and first dealer drawn with a fan "
                             "of matching cards, the talon kept between deals."),
        "german": ("German", "after the Académie universelle des jeux (1760) and Anton (1889): 20 counters, "
                             "up to 20 players, a reshuffle every round."),
    },
    "fr": {
        "english": ("anglaise 1797", "d'après le Sporting Magazine d'octobre 1797 : les cartes battues à "
                                     "chaque donne."),
        "french": ("française", "d'après « La Tontine » : places et premier donneur tirés à l'éventail, "
                                "le talon gardé d'une donne à l'autre."),
        "german": ("allemande", "d'après l'Académie universelle des jeux (1760) et Anton (1889) : 20 jetons, "
                                "jusqu'à 20 joueurs, les cartes battues à chaque tour."),
    },
    "de": {
        "english": ("Englisch 1797", "nach dem Sporting Magazine, Oktober 1797: vor jeder Runde neu gemischt."),
        "french": ("Französisch", "nach „La Tontine“: Plätze und erster Geber mit einem Fächer gleicher "
                                   "Karten gezogen, der Talon bleibt von Runde zu Runde liegen."),
        "german": ("Deutsch", "nach der Académie universelle des jeux (1760) und Anton (1889): 20 Jetons, "
                               "bis zu 20 Spieler, nach jeder Runde neu gemischt."),
    },
}


def _preset_text(name: str, lang: str) -> tuple[str, str]:
    texts = _PRESET_TEXT[lang]
    if name in texts:
        return texts[name]
    return name, ""


def rules_text(rules: Rules, lang: str = "en") -> str:
    """The full rules in force, in ``lang`` (``en``, ``fr`` or ``de``)."""
    lang = _check_language(lang)
    return {"en": _english, "fr": _french, "de": _german}[lang](rules)


def overview_text(lang: str = "en") -> str:
    """Every preset in a few lines, and the default.

    >>> print(overview_text("en").splitlines()[0])
    Tontine: the presets (one per source text).
    """
    lang = _check_language(lang)
    heads = {
        "en": "Tontine: the presets (one per source text).",
        "fr": "La Tontine : les variantes (une par source).",
        "de": "Tontine: die Varianten (eine je Quelle).",
    }
    lines = [heads[lang], ""]
    for preset in PRESETS:
        title, summary = _preset_text(preset.name, lang)
        rules = preset.rules
        low, high = preset.players
        default = {"en": " (the default)", "fr": " (par défaut)", "de": " (Standard)"}[lang]
        mark = default if preset.name == Preset.DEFAULT else ""
        facts = {
            "en": f"{low} to {high} players, {_en_counters(rules.stake)} each, {_en_counters(rules.ante)} "
                  f"into the pool; {'a fresh pack every deal' if rules.deck is DeckHandling.FRESH else 'the talon kept'}; "
                  f"first dealer: {_FIRST_DEALER_SHORT['en'][rules.first_dealer]}.",
            "fr": f"de {low} à {high} joueurs, {_fr_counters(rules.stake)} chacun, {_fr_counters(rules.ante)} "
                  f"à la corbeille ; {'cartes battues à chaque donne' if rules.deck is DeckHandling.FRESH else 'talon gardé'} ; "
                  f"premier donneur : {_FIRST_DEALER_SHORT['fr'][rules.first_dealer]}.",
            "de": f"{low} bis {high} Spieler, je {_de_counters(rules.stake)}, {_de_counters(rules.ante)} "
                  f"in den Pot; {'jede Runde neu gemischt' if rules.deck is DeckHandling.FRESH else 'der Talon bleibt liegen'}; "
                  f"erster Geber: {_FIRST_DEALER_SHORT['de'][rules.first_dealer]}.",
        }[lang]
        lines.append(f"{preset.name}{mark}: {title}, {summary}")
        lines.append(f"  {facts}")
    lines.append("")
    lines.append({
        "en": f"Default: {Preset.DEFAULT}. Full rules: tontine rules NAME (--lang en, fr or de).",
        "fr": f"Par défaut : {Preset.DEFAULT}. Règles complètes : tontine rules NOM --lang fr.",
        "de": f"Standard: {Preset.DEFAULT}. Vollständige Regeln: tontine rules NAME --lang de.",
    }[lang])
    return "\n".join(lines)


_FIRST_DEALER_SHORT: dict[str, dict[FirstDealer, str]] = {
    "en": {FirstDealer.FIRST_SEAT: "the first seat", FirstDealer.LOT: "drawn by lot",
           FirstDealer.FAN: "the king of the fan draw"},
    "fr": {FirstDealer.FIRST_SEAT: "la première place", FirstDealer.LOT: "tiré au sort",
           FirstDealer.FAN: "le roi du tirage à l'éventail"},
    "de": {FirstDealer.FIRST_SEAT: "der erste Platz", FirstDealer.LOT: "ausgelost",
           FirstDealer.FAN: "wer beim Fächerziehen den König zieht"},
}


def _smallest_safe_table(rules: Rules) -> int:
    """Tables below this size have payments that come round to the payer (they are void)."""
    return max((effect.distance for _, effect in _givers(rules)), default=0) + 1


def _english(rules: Rules) -> str:
    w = _LANG["en"]
    title, summary = _preset_text(rules.preset, "en")
    out = [f"Tontine: the {title} rules", f"({summary})" if summary else ""]
    changed = changed_parameters(rules)
    if changed:
        out.append(f"House rules in force: {', '.join(changed)}.")
    out.append("")
    out.append("Counters and pool")
    ante = (f"and puts {_en_counters(rules.ante)} into the pool in the middle of the table"
            if rules.ante else "(nobody puts anything into the pool at the start)")
    out.append(f"  Every player starts with {_en_counters(rules.stake)} {ante}. One pack of 52 cards; "
               "suits do not matter.")
    out.append("Seats and the first dealer")
    if rules.first_dealer is FirstDealer.FAN:
        out.append("  Seats are drawn: a fan of matching cards (king, queen, jack, ten, nine, ...), one per player, "
                   "is laid out; each player draws the matching card face down and sits at its place. "
                   "The player who drew the king deals first.")
    elif rules.first_dealer is FirstDealer.LOT:
        out.append("  Players sit as they like; the first dealer is drawn by lot.")
    else:
        out.append("  Players sit as they like; the player in the first seat deals first.")
    out.append("The deal")
    out.append("  Play passes to the right. The dealer turns up one card face up for each player who still "
               "has counters, beginning with the first such player on the right, and takes the last card. "
               "Each card is settled at once, in the order it is dealt.")
    if rules.deck is DeckHandling.FRESH:
        out.append("  Before every deal all the cards are gathered and shuffled.")
    else:
        out.append("  The undealt cards (the talon) are kept for the next deal. Only when the talon cannot "
                   "give every living player a card are all the cards gathered and shuffled.")
    out.append("The cards")
    out.extend(_card_table_lines(rules, "en"))
    out.append("Paying what you have")
    out.append("  A player pays only what they have: if a card asks for more, they pay all they have and are "
               "discharged. A card that draws from the pool takes only what the pool holds.")
    out.append("The dead and their revival")
    givers = _givers(rules)
    if givers:
        cards = _listing([w.ranks[r] for r, _ in givers], "en", _OR)
        out.append("  A player who loses their last counter is dead: they get no card and do not deal, but keep "
                   "their seat and still count as a neighbour. When a player to their right turns up a card that "
                   f"pays them ({cards}), they are alive again and play from the next deal.")
        n = _smallest_safe_table(rules)
        if n > 2:
            out.append(f"  At a table of fewer than {n} players a payment that would come round to the payer "
                       "is void.")
    else:
        out.append("  A player who loses their last counter is dead: no card pays a neighbour under these "
                   "rules, so the dead stay dead.")
    out.append("The next deal")
    out.append("  The deal passes to the first living player to the right of the last dealer.")
    out.append("The end")
    out.append("  When only one player has counters after a deal, that player wins and takes the pool.")
    out.append({
        AllFall.LAST_TO_FALL: "  If the last players all lose their counters in the same deal, the one who fell "
                              "last in the order of the deal wins the pool (last to fall).",
        AllFall.SHARE: "  If the last players all lose their counters in the same deal, they share the pool; "
                       "odd counters go to those who fell last.",
        AllFall.REPLAY: "  If the last players all lose their counters in the same deal, the deal is void: "
                        "everyone gets back what they had and the same dealer deals again.",
    }[rules.all_fall])
    if rules.deal_limit:
        out.append(f"  After {rules.deal_limit} deals the player with the most counters takes the pool; "
                   "players tied for the most share it.")
    out.append("House rules")
    out.append("  Every parameter can be changed with flags (or a TOML file given with --rules): --stake, "
               "--ante; --deck fresh|talon (a fresh pack every deal, or the talon kept); --first-dealer "
               "first-seat|lot|fan; --all-fall last-to-fall|share|replay (when the last players fall together: "
               "the last to fall wins, they share the pool, or the deal is played again); --deal-limit N; "
               "--card RANK=EFFECT to change the card table (e.g. --card 'K=take 4').")
    return "\n".join(out)


def _french(rules: Rules) -> str:
    w = _LANG["fr"]
    title, summary = _preset_text(rules.preset, "fr")
    out = [f"La Tontine : règles de la variante {title}", f"({summary})" if summary else ""]
    changed = changed_parameters(rules)
    if changed:
        out.append(f"Règles maison en vigueur : {', '.join(changed)}.")
    out.append("")
    out.append("Les jetons et la corbeille")
    ante = (f"et dépose {_fr_counters(rules.ante)} dans la corbeille, au centre de la table"
            if rules.ante else "(personne ne dépose rien dans la corbeille au départ)")
    out.append(f"  Chaque joueur reçoit {_fr_counters(rules.stake)} {ante}. Un jeu de 52 cartes ; "
               "les couleurs ne comptent pas.")
    out.append("Les places et le premier donneur")
    if rules.first_dealer is FirstDealer.FAN:
        out.append("  On étale un roi, une dame, un valet, un dix, un neuf, etc., autant de cartes que de "
                   "joueurs ; chacun tire, face en dessous, une carte semblable dans un éventail et prend la "
                   "place de la carte pareille. Celui qui a le roi donne le premier.")
    elif rules.first_dealer is FirstDealer.LOT:
        out.append("  Les joueurs se placent à leur gré ; le premier donneur est tiré au sort.")
    else:
        out.append("  Les joueurs se placent à leur gré ; le joueur de la première place donne le premier.")
    out.append("La donne")
    out.append("  Le jeu tourne vers la droite. Le donneur retourne une carte, face en dessus, pour chaque "
               "joueur qui a encore des jetons, en commençant par le premier à sa droite, et se sert le "
               "dernier. Chaque carte est réglée aussitôt, dans l'ordre de la donne.")
    if rules.deck is DeckHandling.FRESH:
        out.append("  Avant chaque donne, on ramasse toutes les cartes et on les bat.")
    else:
        out.append("  Les cartes non distribuées (le talon) servent à la donne suivante. Quand il n'y a plus "
                   "assez de cartes au talon pour en donner une à chaque joueur, on ramasse celles de la table, "
                   "on les ajoute au talon et l'on bat le jeu complet.")
    out.append("Les cartes")
    out.extend(_card_table_lines(rules, "fr"))
    out.append("Payer ce que l'on a")
    out.append("  Un joueur ne paie que ce qu'il a : si une carte lui demande davantage, il donne tout ce "
               "qui lui reste et il est quitte. Une carte qui prend dans la corbeille n'y prend que ce "
               "qu'elle contient.")
    out.append("Les morts et leur retour")
    givers = _givers(rules)
    if givers:
        cards = _listing([w.ranks[r] for r, _ in givers], "fr", _OR)
        out.append("  Un joueur qui n'a plus de jetons est mort : il ne reçoit plus de cartes et ne donne pas, "
                   "mais garde sa place et compte toujours comme voisin. Si un joueur à sa droite reçoit une "
                   f"carte qui le paie ({cards}), il revient au jeu dès la donne suivante.")
        n = _smallest_safe_table(rules)
        if n > 2:
            out.append(f"  À moins de {n} joueurs, un paiement qui reviendrait au payeur lui-même est nul.")
    else:
        out.append("  Un joueur qui n'a plus de jetons est mort ; aucune carte ne paie un voisin avec ces "
                   "règles : les morts ne reviennent pas.")
    out.append("La donne suivante")
    out.append("  La main passe au premier joueur vivant à la droite du dernier donneur.")
    out.append("La fin de la partie")
    out.append("  Quand un seul joueur a encore des jetons après une donne, il a gagné et prend la corbeille.")
    out.append({
        AllFall.LAST_TO_FALL: "  Si les derniers joueurs perdent tous leurs jetons dans la même donne, celui "
                              "qui est tombé le dernier dans l'ordre de la donne gagne la corbeille.",
        AllFall.SHARE: "  Si les derniers joueurs perdent tous leurs jetons dans la même donne, ils se "
                       "partagent la corbeille ; les jetons en trop vont aux derniers tombés.",
        AllFall.REPLAY: "  Si les derniers joueurs perdent tous leurs jetons dans la même donne, la donne est "
                        "nulle : chacun reprend ce qu'il avait et le même donneur redonne.",
    }[rules.all_fall])
    if rules.deal_limit:
        out.append(f"  Après {rules.deal_limit} donnes, le joueur qui a le plus de jetons prend la corbeille ; "
                   "en cas d'égalité, on la partage.")
    out.append("Règles maison")
    out.append("  Chaque paramètre se change par une option (ou un fichier TOML donné avec --rules) : --stake, "
               "--ante ; --deck fresh|talon (cartes battues à chaque donne, ou talon gardé) ; --first-dealer "
               "first-seat|lot|fan ; --all-fall last-to-fall|share|replay (quand les derniers tombent ensemble : "
               "le dernier tombé gagne, partage de la corbeille, ou donne rejouée) ; --deal-limit N ; "
               "--card RANG=EFFET pour changer le tableau des cartes (p. ex. --card 'K=take 4').")
    return "\n".join(out)


def _german(rules: Rules) -> str:
    w = _LANG["de"]
    title, summary = _preset_text(rules.preset, "de")
    out = [f"Tontine: die Regeln der Variante {title}", f"({summary})" if summary else ""]
    changed = changed_parameters(rules)
    if changed:
        out.append(f"Geltende Hausregeln: {', '.join(changed)}.")
    out.append("")
    out.append("Jetons und Pot")
    ante = (f"und zahlt {_de_counters(rules.ante)} als Grundeinsatz in den Pot in der Tischmitte"
            if rules.ante else "(zu Beginn zahlt niemand etwas in den Pot)")
    out.append(f"  Jeder Spieler beginnt mit {_de_counters(rules.stake)} {ante}. Gespielt wird mit 52 Karten; "
               "die Farbe ist ohne Bedeutung.")
    out.append("Plätze und erster Geber")
    if rules.first_dealer is FirstDealer.FAN:
        out.append("  Ein König, eine Dame, ein Bube, eine Zehn, eine Neun usw., so viele Karten wie Spieler, "
                   "werden ausgelegt; jeder zieht verdeckt aus einem Fächer eine gleiche Karte und setzt sich "
                   "an deren Platz. Wer den König zieht, gibt zuerst.")
    elif rules.first_dealer is FirstDealer.LOT:
        out.append("  Die Spieler setzen sich beliebig; der erste Geber wird ausgelost.")
    else:
        out.append("  Die Spieler setzen sich beliebig; der Spieler auf dem ersten Platz gibt zuerst.")
    out.append("Das Geben")
    out.append("  Gespielt wird nach rechts (gegen den Uhrzeigersinn). Der Geber teilt jedem Spieler, der "
               "noch Jetons hat, eine Karte mit der Bildseite nach oben zu, beginnend mit dem ersten zu seiner "
               "Rechten, und sich selbst zuletzt. Jede Karte wird sofort abgerechnet, in der Reihenfolge des "
               "Gebens.")
    if rules.deck is DeckHandling.FRESH:
        out.append("  Nach jeder Runde werden alle Karten gesammelt und neu gemischt.")
    else:
        out.append("  Die nicht ausgeteilten Karten (der Talon) bleiben für die nächste Runde liegen. Erst wenn "
                   "der Talon nicht mehr für jeden lebenden Spieler reicht, werden alle Karten gesammelt und "
                   "neu gemischt.")
    out.append("Die Karten")
    out.extend(_card_table_lines(rules, "de"))
    out.append("Zahlen, was man hat")
    out.append("  Ein Spieler zahlt nur, was er hat: Verlangt eine Karte mehr, gibt er alles, was er hat, und "
               "ist damit quitt. Eine Karte, die aus dem Pot nimmt, erhält höchstens, was im Pot liegt.")
    out.append("Die Toten und ihre Wiedererweckung")
    givers = _givers(rules)
    if givers:
        cards = _listing([w.ranks[r] for r, _ in givers], "de", _OR)
        out.append("  Wem die Jetons ausgehen, der ist tot: Er erhält keine Karten mehr und gibt nicht, behält "
                   "aber seinen Platz und zählt weiter als Nachbar. Zieht ein Spieler zu seiner Rechten eine "
                   f"Karte, die ihm zahlt ({cards}), so lebt er wieder und spielt ab der nächsten Runde mit.")
        n = _smallest_safe_table(rules)
        if n > 2:
            out.append(f"  Bei weniger als {n} Spielern verfällt eine Zahlung, die beim Zahlenden selbst "
                       "ankäme.")
    else:
        out.append("  Wem die Jetons ausgehen, der ist tot; nach diesen Regeln zahlt keine Karte an einen "
                   "Nachbarn, also bleiben die Toten tot.")
    out.append("Die nächste Runde")
    out.append("  Es gibt der erste lebende Spieler zur Rechten des vorigen Gebers.")
    out.append("Das Ende")
    out.append("  Hat nach einer Runde nur noch ein Spieler Jetons, so hat er gewonnen und streicht den Pot ein.")
    out.append({
        AllFall.LAST_TO_FALL: "  Verlieren die letzten Spieler in derselben Runde alle ihre Jetons, gewinnt "
                              "den Pot, wer in der Reihenfolge des Gebens als Letzter fiel.",
        AllFall.SHARE: "  Verlieren die letzten Spieler in derselben Runde alle ihre Jetons, teilen sie den "
                       "Pot; übrige Jetons gehen an die zuletzt Gefallenen.",
        AllFall.REPLAY: "  Verlieren die letzten Spieler in derselben Runde alle ihre Jetons, gilt die Runde "
                        "nicht: Jeder erhält zurück, was er hatte, und derselbe Geber gibt neu.",
    }[rules.all_fall])
    if rules.deal_limit:
        out.append(f"  Nach {rules.deal_limit} Runden erhält den Pot, wer die meisten Jetons hat; bei "
                   "Gleichstand wird geteilt.")
    out.append("Hausregeln")
    out.append("  Jeder Parameter lässt sich mit Optionen (oder einer TOML-Datei über --rules) ändern: --stake, "
               "--ante; --deck fresh|talon (jede Runde neu mischen oder den Talon behalten); --first-dealer "
               "first-seat|lot|fan; --all-fall last-to-fall|share|replay (wenn die Letzten gemeinsam fallen: "
               "der zuletzt Gefallene gewinnt, der Pot wird geteilt oder die Runde wiederholt); --deal-limit N; "
               "--card RANG=WIRKUNG ändert die Kartentabelle (z. B. --card 'K=take 4').")
    return "\n".join(out)
