"""The sources' own words: every sentence of the three source texts that the program quotes.

The rules (:mod:`tontine.rules`, the limits on a table's size) and the rules in plain words
(:mod:`tontine.rules_text`) quote the sources from here only, so a quotation is written once.
Each :class:`Quotation` is the source's text word for word, in its own language, its slips
included; a slip is marked by ``[sic]`` right after it, which is not the source's.

>>> QUOTATIONS["en-players"].source == ENGLISH_SOURCE
True
>>> quotation("de-suits").text
'die Farbe ist ohne Bedeutung'
>>> Quotation(ENGLISH_SOURCE, "wins the parly [sic]").words
'wins the parly'
>>> quotation("xx")
Traceback (most recent call last):
...
tontine.quotations.UnknownQuotationError: no quotation 'xx'
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "ENGLISH_SOURCE",
    "FRENCH_SOURCE",
    "GERMAN_SOURCE",
    "QUOTATIONS",
    "SIC",
    "Quotation",
    "UnknownQuotationError",
    "quotation",
    "quotation_args",
]

#: The source texts, by their file names in the seeds folder.
ENGLISH_SOURCE = "000_5238b8c340be8a34.txt"  #: the Sporting Magazine, October 1797
FRENCH_SOURCE = "001_7e11f5da2d641f60.txt"  #: the French rules page "La Tontine"
GERMAN_SOURCE = "003_0d9dd0ae010b8886.txt"  #: the German Wikipedia article "Tontine (Kartenspiel)"

#: The mark that follows a source's slip in a quotation (the mark is ours, the slip the source's).
SIC = " [sic]"


class UnknownQuotationError(KeyError):
    """A quotation asked for by a key that names none."""

    def __str__(self) -> str:
        return f"no quotation {self.args[0]!r}"


@dataclass(frozen=True, slots=True)
class Quotation:
    """A passage of a source text, word for word, and the file it is in."""

    source: str
    text: str

    @property
    def words(self) -> str:
        """The source's own words: the text without the ``[sic]`` marks."""
        return self.text.replace(SIC, "")


_EN, _FR, _DE = ENGLISH_SOURCE, FRENCH_SOURCE, GERMAN_SOURCE

#: Every quotation the program makes, by key (the source's language first).
QUOTATIONS: dict[str, Quotation] = {
    # the English rules, the Sporting Magazine 1797
    "en-players": Quotation(_EN, "Tontine may be played by twelve or fifteen persons; but the more the merrier."),
    "en-pack": Quotation(_EN, "It is played with an entire pack of fifty-two cards."),
    "en-stake": Quotation(_EN, "every one is to take a stake, consisting of twelve, fifteen, or twenty counters "
                               "more or less"),
    "en-ante": Quotation(_EN, "each player puts three counters in the box, which is on the middle of the table"),
    "en-deal": Quotation(_EN, "then he is to deal, being cut to him by his left hand, turns up a card from the "
                              "stock, or [sic] each player, according to his rank, and gives at the same time "
                              "one to himself."),
    "en-next": Quotation(_EN, "Then he who is on the right of the first dealer, takes up the cards and deals; and "
                              "this deal is played in the same manner as the first; and each player deals in his "
                              "turn."),
    "en-paying": Quotation(_EN, "The player who has a single counter only, has the same right to play as he that "
                                "has ten or twelve; and if he should lose two or three counters that deal, he can "
                                "only pay what he has got, and has his discharge."),
    "en-dead": Quotation(_EN, "They who have lost all their counters are dead; but they do not die without hope, "
                              "seeing that any of them may revive again, by the assistance of an ace, which may be "
                              "in the hand of his right hand neighbour, for which he receives a counter, or by "
                              "means of two, which may be in the hand of his second right hand neighbour, for "
                              "which he receives two counters; or by a three in the hand of his third right hand "
                              "neighbour, for which he receives three counters."),
    "en-deceased": Quotation(_EN, "The deceased players have no cards before them, nor do they deal, though it "
                                  "comes to their turn, unless they are lucky enough to come to life again, then "
                                  "they plan [sic] again, just as if they had never died."),
    "en-same-time": Quotation(_EN, "at the same time"),
    "en-takes-up": Quotation(_EN, "takes up the cards and deals"),
    "en-stock": Quotation(_EN, "turns up a card from the stock"),
    "en-pay-what": Quotation(_EN, "he can only pay what he has got"),
    "en-end": Quotation(_EN, "He who outlives all the rest, by having counters left, when theirs are gone, wins "
                             "the parly [sic], and enjoys what the others have deposited."),
    # the French rules page
    "fr-pack": Quotation(_FR, "Pour jouer à la Tontine, un jeu de 52 cartes est nécessaire."),
    "fr-players": Quotation(_FR, "Plus on est nombreux, plus le jeu est intéressant."),
    "fr-stake": Quotation(_FR, "une personne remet, à chaque joueur, un certain nombre de jetons : 12, 15 ou 20"),
    "fr-ante": Quotation(_FR, "Au centre de la table, on place une corbeille dans laquelle chacun dépose trois "
                              "des jetons reçus."),
    "fr-fan": Quotation(_FR, "on étale, sur la table, un roi, une reine, un valet, un dix, un neuf, un huit, un "
                             "sept, etc... Il doit y avoir ainsi autant de cartes que de joueurs."),
    "fr-fan-match": Quotation(_FR, "On prend alors, dans le paquet, des cartes semblables à celles étalées sur la "
                                   "table, c'est-à-dire un roi quelconque, une reine, un valet, un dix, etc... On "
                                   "les dispose en éventail et face en dessous et l'on fait tirer une carte par "
                                   "chaque joueur."),
    "fr-fan-seats": Quotation(_FR, "Les pontes prennent place à l'endroit où se trouve, sur la table, une carte "
                                   "pareille à celle tirée. Le donneur est celui qui a le roi."),
    "fr-deal": Quotation(_FR, "Après avoir battu les cartes et fait couper, il distribue les cartes à raison "
                              "d'une, face en dessus, et il se sert le dernier."),
    "fr-dead": Quotation(_FR, "Quand un joueur n'a plus de jetons, le premier, le deuxième et le troisième joueur "
                              "à sa droite sont autorisés à lui en remettre s'ils reçoivent un As, un deux ou un "
                              "trois. Tant qu'il n'a pas reçu de jetons, on n’a pas le droit de lui remettre des "
                              "cartes et il ne doit non plus en distribuer."),
    "fr-any-king": Quotation(_FR, "un roi quelconque"),
    "fr-won": Quotation(_FR, "Ce dernier a gagné"),
    "fr-end": Quotation(_FR, "La partie est terminée quand un seul joueur a des jetons. Ce dernier a gagné."),
    "fr-talon": Quotation(_FR, "Quand il n'y a plus assez de cartes au talon pour en distribuer à chacun, on prend "
                               "celles qui sont sur la table, on les ajoute au talon et l'on bat le jeu complet "
                               "pour recommencer la distribution."),
    # the German Wikipedia article
    "de-pack": Quotation(_DE, "mit der vollständigen Whistkarte, das heißt mit 52 Blatt"),
    "de-usual-players": Quotation(_DE, "von i.\u00a0A. 12 – 15 Personen gespielt"),
    "de-players": Quotation(_DE, "Die Anzahl der Spieler ist beliebig, es können bis zu 20 Spieler teilnehmen"),
    "de-direction": Quotation(_DE, "die Tontine wird gegen den Uhrzeiger gespielt."),
    "de-stake": Quotation(_DE, "Jeder Spieler beginnt mit derselben Anzahl von Jetons, gewöhnlich 20, und zahlt "
                               "drei Stück als Ante (Grundeinsatz) in den Pot."),
    "de-deal": Quotation(_DE, "Der Geber teilt nun jedem Spieler eine Karte mit der Bildseite nach oben"),
    "de-suits": Quotation(_DE, "die Farbe ist ohne Bedeutung"),
    "de-fresh": Quotation(_DE, "Nach jeder Tour werden die Karten gesammelt, gemischt und vom Spieler zur Rechten "
                               "des vorigen Gebers neu geteilt."),
    "de-dead": Quotation(_DE, "Gehen einem Spieler die Jetons aus, so ist er tot, und er erhält keine Karten mehr "
                              "– er muss natürlich auch nichts mehr bezahlen. Er kann aber durch Zahlungen von "
                              "einem der drei Spieler zu seiner Rechten wiedererweckt werden und nimmt dann "
                              "wieder wie zuvor am Spiel teil."),
    "de-end": Quotation(_DE, "Die Partie endet, sobald alle Spieler bis auf einen ihre 20 Jetons verloren haben; "
                             "dieser eine Spieler ist nun der letzte Überlebende, der so wie in einer realen "
                             "Tontine den Pot einstreift [sic]."),
}


def quotation(key: str) -> Quotation:
    """The quotation named ``key`` (a key of :data:`QUOTATIONS`)."""
    try:
        return QUOTATIONS[key]
    except KeyError:
        raise UnknownQuotationError(key) from None


def quotation_args() -> dict[str, str]:
    """Every quotation as a catalogue argument: ``$<key>-text`` (printed as given, e.g. ``{ $fr-won-text }``).

    >>> quotation_args()["fr-won-text"]
    'Ce dernier a gagné'
    """
    return {f"{key}-text": q.text for key, q in QUOTATIONS.items()}
