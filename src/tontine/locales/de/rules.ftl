# Die Regeln in Worten, von tontine.rules_text aus den geltenden Regeln geschrieben;
# die Warnungen zur Zahl der Spieler; die Namen der Hausregeln.
# Die Wörter: Jetons und die Runde wie in der deutschen Quelle; für deren „Pot“ das Wort der Zeit, die Kasse (wie beim Erzähler).
# Jede Entscheidung des Projekts, wo die Quellen schweigen oder unklar sind, heißt „unsere Lesart“.


## Titel und geltende Hausregeln

rules-title = { $preset ->
    [english] Tontine: die Regeln der englischen Variante von 1797 (Sporting Magazine, Oktober 1797)
    [french] Tontine: die Regeln der französischen Variante („La Tontine“)
   *[german] Tontine: die Regeln der deutschen Variante (nach der deutschen Wikipedia, der Académie universelle von 1760 und Anton, 1889)
    }
rules-legend = Wo die Quellen schweigen oder unklar sind, musste das Projekt wählen: Jede solche Wahl ist als „unsere Lesart“ gekennzeichnet, mit den anderen Lesarten.
rules-house-in-force = Geltende Hausregeln: { $list }.
rules-house-stake = ein Einsatz von { $stake ->
    [one] einem Jeton
   *[other] { WORDS($stake) } Jetons
    }
rules-house-ante = { $ante ->
    [0] kein Grundeinsatz
    [one] ein Grundeinsatz von einem Jeton
   *[other] ein Grundeinsatz von { WORDS($ante) } Jetons
    }
rules-house-deck = { $deck ->
    [talon] der Talon bleibt von Runde zu Runde liegen
   *[fresh] vor jeder Runde neu gemischt
    }
rules-house-first-dealer = { $first-dealer ->
    [fan] Plätze und erster Geber mit dem Fächer gezogen
    [lot] der erste Geber ausgelost
   *[first-seat] der erste Platz gibt zuerst
    }
rules-house-all-fall = { $all-fall ->
    [share] die Kasse wird geteilt, wenn die Letzten gemeinsam fallen
    [replay] die Runde wird wiederholt, wenn die Letzten gemeinsam fallen
   *[last-to-fall] wer zuletzt fällt, gewinnt, wenn die Letzten gemeinsam fallen
    }
rules-house-deal-limit = { $deals ->
    [one] Schluss nach einer Runde
   *[other] Schluss nach { WORDS($deals) } Runden
    }
rules-house-card = { $rank-name }: { $effect-text }

## Eine Quelle wörtlich zitiert (in ihrer Sprache), und die Zahl der Spieler

rules-source = Quelle, { $source-name }: { $quote-list }
rules-quote = „{ $quote-text }“
rules-head-players = Die Spieler
rules-reading-players = (Unsere Lesart: Es können zwei bis zweiundfünfzig Spieler teilnehmen, jeder mit einer Karte aus einem Spiel; gewarnt wird nur jenseits einer Zahl, die die Quelle setzt, oder jenseits der dreizehn Ränge des Fächers.)

## Jetons und Kasse

rules-head-counters = Jetons und Kasse
rules-counters = { $ante ->
    [0] Jeder Spieler beginnt mit { $stake ->
        [one] einem Jeton
       *[other] { WORDS($stake) } Jetons
        } (zu Beginn zahlt niemand etwas in die Kasse).
   *[other] Jeder Spieler beginnt mit { $stake ->
        [one] einem Jeton
       *[other] { WORDS($stake) } Jetons
        } und zahlt { $ante ->
        [one] einen Jeton
       *[other] { WORDS($ante) } Jetons
    } als Grundeinsatz in die Kasse in der Tischmitte.
    }
rules-reading-stake = (Unsere Lesart: Die Quelle überlässt den Einsatz den Spielern, wie oben zitiert; diese Regeln beginnen mit einer der Zahlen, die sie nennt. Andere Lesart: jeder andere Einsatz, --stake N.)
rules-pack = Gespielt wird mit zweiundfünfzig Karten; die Farbe ist ohne Bedeutung.
rules-reading-suits = (Unsere Lesart: Diese Quelle nennt nur die Ränge; von den drei Quellen sagt nur der deutsche Artikel „{ $de-suits-text }“.)

## Plätze und erster Geber

rules-head-seats = Plätze und erster Geber
rules-seats-fan = Die Plätze werden gezogen. Ein { -rank-K }, eine { -rank-Q }, ein { -rank-J }, eine { -rank-T }, eine { -rank-9 } usw., so viele Karten wie Spieler, werden auf dem Tisch ausgelegt; die gleichen Karten, ein beliebiger { -rank-K }, eine { -rank-Q }, ein { -rank-J } usw., werden aus dem Paket genommen und verdeckt zu einem Fächer gefächert, und jeder Spieler zieht eine davon und setzt sich dorthin, wo die gleiche Karte auf dem Tisch liegt. Wer den { -rank-K } zieht, gibt zuerst.
rules-seats-fan-large = (Unsere Lesart für mehr als dreizehn Spieler, wenn die Ränge ausgehen: Die Auslage geht in einer zweiten Farbe weiter, und die gleiche Karte ist die vom selben Rang in der zugeordneten Farbe, Karo zu Pik und Kreuz zu Herz; bei mehr als sechsundzwanzig Spielern kommt der Fächer aus einem zweiten Paket, jede Karte der Zwilling einer ausgelegten. Andere Lesart: den ersten Geber auslosen, --first-dealer lot.)
rules-reading-fan-suit = (Unsere Lesart von „{ $fr-any-king-text }“: Die Karten des Fächers sind von einer anderen Farbe als die ausgelegten, Karo für Pik, sodass keine Karte zugleich ausgelegt und gezogen ist.)
rules-seats-lot = Der erste Geber wird ausgelost.
rules-seats-first-seat = Die Spieler setzen sich beliebig; der Spieler auf dem ersten Platz gibt zuerst.
rules-reading-lot = (Unsere Lesart: Die Quelle sagt weder, wo die Spieler sitzen, noch, wer zuerst gibt; sie setzen sich beliebig, und der Geber wird ausgelost, wie man an einem wirklichen Tisch um das Geben abheben würde. Andere Lesarten: der erste Platz, --first-dealer first-seat, oder der Fächer der französischen Variante, --first-dealer fan.)

## Das Geben

rules-head-deal = Das Geben
rules-deal = Gespielt wird nach rechts (gegen den Uhrzeigersinn). Der Geber teilt jedem Spieler, der noch Jetons hat, eine Karte mit der Bildseite nach oben zu, beginnend mit dem ersten von ihnen zu seiner Rechten, und sich selbst zuletzt. Jede Karte wird sofort abgerechnet, in der Reihenfolge des Gebens.
rules-reading-direction = (Unsere Lesart: Die französische Seite nennt keine Spielrichtung; sie ist den beiden anderen Quellen entnommen, bei denen das Geben nach rechts weitergeht.)
rules-reading-right = (Unsere Lesart: Die Quellen sagen nicht, bei wem das Austeilen beginnt; es beginnt zur Rechten des Gebers, weil nach rechts gespielt wird. Andere Lesart: zu seiner Linken beginnen.)
rules-reading-dealer-last = (Unsere Lesart: { $preset ->
    [english] Der Text von 1797 lässt den Geber sich eine Karte „{ $en-same-time-text }“ wie den anderen geben; er nimmt die letzte, wie in den französischen Regeln.
   *[other] Der deutsche Artikel sagt nicht, wann der Geber seine eigene Karte nimmt; er nimmt die letzte, wie in den französischen Regeln.
    })
rules-reading-cut = (Unsere Lesart: Die Quelle lässt die Karten abheben; Abheben ändert nichts an einem reinen Glücksspiel, daher wird nicht abgehoben.)
rules-reading-card-by-card = (Unsere Lesart von „{ $en-pay-what-text }“: Jede Karte wird abgerechnet, bevor die nächste aufgedeckt wird; Jetons, die man früh in einer Runde erhält, kann man also später in derselben Runde zahlen. Andere Lesart: die ganze Runde auf einmal abrechnen, was doch eine Reihenfolge braucht, sobald niemand mehr zahlt, als er hat.)
rules-deck-fresh = Nach jeder Runde werden alle Karten gesammelt und neu gemischt.
rules-deck-talon = Die nicht ausgeteilten Karten (der Talon) bleiben für die nächste Runde liegen. Erst wenn der Talon nicht mehr für jeden lebenden Spieler reicht, werden alle Karten gesammelt und neu gemischt.
rules-reading-fresh = (Unsere Lesart: Der Text von 1797 sagt nur, dass der nächste Geber „{ $en-takes-up-text }“, und spricht nie vom Mischen; „{ $en-stock-text }“ passt auch zu einem Talon, der von Runde zu Runde liegen bleibt, wie in der französischen Quelle. Andere Lesart: --deck talon.)

## Die Karten

rules-head-cards = Die Karten
rules-card-take = { $rank-list }: { rules-effect-take }.
rules-card-pay = { $rank-list }: { rules-effect-pay }.
rules-card-give = { $rank-list }: { rules-effect-give }.
rules-card-nothing = { $rank-list }: { rules-effect-nothing }.
rules-effect-take = erhält { $amount ->
        [one] einen Jeton
       *[other] { WORDS($amount) } Jetons
    } aus der Kasse
rules-effect-pay = zahlt { $amount ->
        [one] einen Jeton
       *[other] { WORDS($amount) } Jetons
    } in die Kasse
rules-effect-give = zahlt { $amount ->
        [one] einen Jeton
       *[other] { WORDS($amount) } Jetons
    } an { $distance ->
    [1] seinen linken Nachbarn
   *[other] den Mitspieler, der als { ORDINAL($distance, ending: "er") } zu seiner Linken sitzt
    }
rules-effect-nothing = nimmt nichts und zahlt nichts

## Zahlen, was man hat

rules-head-paying = Zahlen, was man hat
rules-paying = Ein Spieler zahlt nur, was er hat: Verlangt eine Karte mehr, gibt er alles, was er hat, und ist damit quitt. Eine Karte, die aus der Kasse nimmt, erhält höchstens, was in der Kasse liegt.
rules-reading-paying = (Unsere Lesart: { $preset ->
    [french] Die französische Seite
   *[other] Der deutsche Artikel
    } sagt nicht, was ein Spieler zahlt, der nicht alles zahlen kann; die Regel ist die des Textes von 1797, „{ $en-pay-what-text }“.)
rules-reading-empty-box = (Unsere Lesart: Die Quellen sagen nicht, was eine leere Kasse zahlt; sie kann nicht geben, was sie nicht hat. Andere Lesart: Die Kasse schuldet den Rest.)

## Die Toten

rules-head-dead = Die Toten und ihre Wiedererweckung
rules-dead = Wem die Jetons ausgehen, der ist tot: Er erhält keine Karten mehr und gibt nicht, behält aber seinen Platz und zählt weiter als Nachbar. Erhält einer der { WORDS($reach) } Spieler zu seiner Rechten { $rank-list } und zahlt ihm damit, so lebt er wieder auf und spielt ab der nächsten Runde mit.
rules-reading-revived = (Unsere Lesart: Die Toten behalten ihre Plätze, da ihre rechten Nachbarn sie wiedererwecken; wer eine Karte erhält, wird zu Beginn jeder Runde entschieden; ein Toter, dem eine frühere Karte derselben Runde zahlt, erhält in dieser Runde also keine Karte.)
rules-dead-forever = Wem die Jetons ausgehen, der ist tot; nach diesen Regeln zahlt keine Karte an einen Nachbarn, also bleiben die Toten tot.
rules-small-table = Bei weniger als { WORDS($players) } Spielern verfällt eine Zahlung, die beim Zahlenden selbst ankäme.
rules-reading-void = (Unsere Lesart: Die Quellen, für eine große Runde geschrieben, schweigen dazu; sich selbst zu zahlen ändert nichts. Andere Lesart: Die Zahlung geht weiter um den Tisch bis zum nächsten Spieler.)

## Die nächste Runde und das Ende

rules-head-next = Die nächste Runde
rules-next = Es gibt der erste lebende Spieler zur Rechten des vorigen Gebers.
rules-reading-next = (Unsere Lesart: Die französische Seite sagt nicht, wer als Nächster gibt.)
rules-head-end = Das Ende
rules-end = Hat nach einer Runde nur noch ein Spieler Jetons, so hat er gewonnen und streicht die Kasse ein.
rules-reading-end = (Unsere Lesart: Keine Quelle sagt, wann das Ende geprüft wird; es wird nach der ganzen Runde geprüft, sodass ein Spieler, der früh in einer Runde fällt, durch eine spätere Karte derselben Runde noch wiedererweckt werden kann. Andere Lesart: bei der Karte enden, nach der nur noch ein Spieler Jetons hat, was keine Option anbietet.)
rules-reading-the-box = (Unsere Lesart: Die französische Seite sagt nur „{ $fr-won-text }“; dass er die Kasse erhält, ist die Regel der beiden anderen Quellen.)
rules-all-fall = { $all-fall ->
    [share] Verlieren die letzten Spieler in derselben Runde alle ihre Jetons, teilen sie die Kasse; übrige Jetons gehen an die zuletzt Gefallenen.
    [replay] Verlieren die letzten Spieler in derselben Runde alle ihre Jetons, gilt die Runde nicht: Jeder erhält zurück, was er hatte, und derselbe Geber gibt neu.
   *[last-to-fall] Verlieren die letzten Spieler in derselben Runde alle ihre Jetons, gewinnt die Kasse, wer in der Reihenfolge des Gebens als Letzter fiel.
    }
rules-reading-last-to-fall = (Unsere Lesart: Die Quellen sagen nicht, was geschieht, wenn alle zugleich fallen; wer als Letzter fällt, ist der „letzte Überlebende“. Andere Lesarten: Sie teilen die Kasse, --all-fall share; oder die Runde wird wiederholt, --all-fall replay.)
rules-deal-limit = Nach { $deals ->
    [one] einer Runde
   *[other] { WORDS($deals) } Runden
    } erhält die Kasse, wer die meisten Jetons hat; bei Gleichstand wird geteilt.

## Hausregeln

rules-head-house = Hausregeln
rules-house = Jeder Parameter lässt sich mit Optionen (oder einer TOML-Datei über --rules) ändern: --stake (Jetons zu Beginn), --ante (Grundeinsatz); --deck fresh|talon (jede Runde neu mischen oder den Talon behalten); --first-dealer first-seat|lot|fan (erster Platz, Los oder Fächer); --all-fall last-to-fall|share|replay (wenn die Letzten gemeinsam fallen: der zuletzt Gefallene gewinnt, die Kasse wird geteilt oder die Runde wiederholt); --deal-limit N (Schluss nach N Runden); --card RANG=WIRKUNG ändert die Kartentabelle (z. B. --card 'K=take 4').

## Die Varianten

rules-overview-head = Tontine: die Varianten, eine je Quelle.
rules-overview-entry = { $preset }: { preset-title }
rules-overview-entry-default = { $preset } (Standard): { preset-title }
rules-overview-summary = { $preset ->
    [english] Zwölf oder fünfzehn Spieler, „but the more the merrier“; vor jeder Runde neu gemischt (unsere Lesart).
    [french] So viele Spieler, wie man will („Plus on est nombreux, plus le jeu est intéressant“); Plätze und erster Geber mit einem Fächer gleicher Karten gezogen, der Talon bleibt von Runde zu Runde liegen.
   *[german] Die deutsche Variante: gewöhnlich zwölf bis fünfzehn Spieler, bis zu zwanzig; nach jeder Runde werden die Karten gesammelt und neu gemischt.
    }
rules-overview-facts = Je { $stake ->
    [one] ein Jeton
   *[other] { WORDS($stake) } Jetons
    }, { $ante ->
        [one] einen Jeton
       *[other] { WORDS($ante) } Jetons
    } in die Kasse; { $deck ->
    [talon] der Talon bleibt liegen
   *[fresh] jede Runde neu gemischt
    }; erster Geber: { $first-dealer ->
    [fan] wer beim Fächerziehen den { -rank-K } zieht
    [lot] ausgelost
   *[first-seat] der erste Platz
    }.
rules-overview-foot = Standard: { $preset }. Vollständige Regeln: tontine rules NAME --lang de.

## Warnungen zur Zahl der Spieler („tontine: warning: ...“)

rules-warning-fewer = an diesem Tisch { $players ->
    [one] sitzt ein Spieler
   *[other] sitzen { WORDS($players) } Spieler
    }, weniger als die { WORDS($low) }, die die Quelle nennt ({ $source-name }: „{ $quote-text }“)
rules-warning-more = an diesem Tisch { $players ->
    [one] sitzt ein Spieler
   *[other] sitzen { WORDS($players) } Spieler
    }, mehr als die { WORDS($high) }, die die Quelle erlaubt ({ $source-name }: „{ $quote-text }“)
rules-warning-fan = an diesem Tisch { $players ->
    [one] sitzt ein Spieler
   *[other] sitzen { WORDS($players) } Spieler
    }, mehr als die { WORDS($high) } Ränge des französischen Fächers ({ $source-name }: „{ $quote-text }“); unsere Lesart: Der Fächer geht in einer zweiten Farbe weiter, bei mehr als sechsundzwanzig Spielern mit einem zweiten Paket
