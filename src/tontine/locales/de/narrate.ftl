# Die erzählte Partie, im Ton einer Abendgesellschaft um 1800.
# Eine Kennung auf -1, -2 … ist eine Fassung derselben Familie; der Erzähler nimmt die am wenigsten benutzte.
# Personen: $name (Nominativ), $dat-name und $acc-name („Herrn Albrecht“), dazu $other-…; $gender:
# female, male oder other (ein Name ohne Anrede: ohne er und sie). Zahlen im Text: WORDS(), ORDINAL().
# WORDS(1) ergibt „ein“: allein stehend („einen“, „einer“, „eins“) braucht die Eins eine eigene Variante [one].
# Nach einem Doppelpunkt beginnt ein ganzer Satz groß.

## Überschriften

narrate-heading-opening = Die Gesellschaft nimmt Platz
narrate-heading-play = Das Spiel
narrate-heading-end = Der Ausgang
narrate-heading-chart = Das Glück am Tisch
narrate-heading-contents = Inhalt

narrate-title-1 = Ein Tontine-Abend in { $place }
narrate-title-2 = Um die Kasse: eine Abendgesellschaft in { $place }
narrate-title-3 = { $count ->
    [one] Einer bei der Tontine
   *[other] { WORDS($count) } bei der Tontine
    }: ein Abend in { $place }

# Die Karte im Akkusativ: „den Kreuz-König“, „die Herz-Dame“, „das Pik-Ass“.
narrate-card-acc = { $rank ->
    [A] das { card-bare }
    [J] den { suit-name }-Buben
    [K] den { card-bare }
   *[other] die { card-bare }
    }

## Der Anfang

narrate-room-1 = Nach dem Abendessen wurden im Salon zu { $place } die Lichter angezündet, und { $name } ließ die Karten bringen.
    .presumes = nothing
narrate-room-2 = An diesem Abend putzte man in { $place } die Kerzen frisch, rückte die Stühle zurecht, und { $name } schlug die Tontine vor, von der alle Welt sprach.
narrate-room-3 = Whist fand man fade und Pharao zu teuer, und so versammelte sich die Gesellschaft in { $place } um den runden Tisch am Kamin, wo { $name } die Jetons hatte auslegen lassen.
    .presumes = round-table

narrate-company-1 = { $count ->
    [one] Eine Person nahm Platz
   *[other] { WORDS($count) } Personen nahmen Platz
    }, jede mit { $stake ->
    [one] einem Jeton
   *[other] { WORDS($stake) } Jetons
    }: { $names }.
narrate-company-2 = Am Tisch { $count ->
    [one] saß { $names } allein und erhielt
   *[other] saßen { $names }, { WORDS($count) } an der Zahl, und jeder erhielt
    } { $stake ->
    [one] einen Jeton
   *[other] { WORDS($stake) } Jetons
    }.

narrate-worth = Man kam überein, dass ein Jeton { $unit-text } gelten solle, sodass ein Einsatz von { $stake ->
    [one] einem Jeton { $unit-text } wert war
   *[other] { WORDS($stake) } Jetons { WORDS($stake) } { $units-text } wert war
    }.
narrate-worth-box = Nach der Rechnung des Tisches war die Kasse nun { $pool ->
    [one] { $unit-text }
   *[other] { WORDS($pool) } { $units-text }
    } wert.
narrate-worth-won = { $gender ->
    [female] Samt den eigenen Jetons stand sie mit { $holding ->
        [one] { $unit-text }
       *[other] { WORDS($holding) } { $units-text }
        } im Beutel auf.
    [male] Samt den eigenen Jetons stand er mit { $holding ->
        [one] { $unit-text }
       *[other] { WORDS($holding) } { $units-text }
        } in der Tasche auf.
   *[other] Mit den Jetons, die dem Gewinner blieben, machte das nach der Rechnung des Tisches { $holding ->
        [one] { $unit-text }
       *[other] { WORDS($holding) } { $units-text }
        }.
    }

narrate-fan = Um die Plätze wurde gezogen: Man legte { $count ->
    [one] eine Karte
   *[other] { WORDS($count) } Karten
    } offen aus, den König voran, und hielt die gleichen Karten verdeckt zum Ziehen hin; jeder setzte sich, wohin seine Karte ihn wies, und wer den König gezogen hatte, gab nach altem Brauch zuerst.
    .presumes = drawn-seats

narrate-first-dealer-lot-1 = Um das erste Geben wurde gelost, und das Los fiel auf { $acc-name }.
narrate-first-dealer-lot-2 = Das Los bestimmte { $acc-name } zum ersten Geben.
narrate-first-dealer-fan = { $name } hatte den König gezogen und damit das erste Geben.
narrate-first-dealer-first-seat = { $name } saß auf dem ersten Platz und nahm mit allgemeinem Einverständnis die Karten zum ersten Geben.
narrate-first-dealer-given = Das erste Geben fiel { $dat-name } zu.

narrate-ante = { $count ->
    [one] Der einzige Spieler setzte
   *[other] Jeder der { WORDS($count) } setzte
    } { $each ->
    [one] einen Jeton
   *[other] { WORDS($each) } Jetons
    } in die Kasse, sodass in der Mitte des Tisches { $pool ->
    [one] ein Jeton lag
   *[other] { WORDS($pool) } Jetons lagen
    }, ehe auch nur eine Karte aufgedeckt war.
narrate-ante-none = Nach einer Hausregel kam nichts in die Kasse, und sie stand leer in der Mitte des Tisches.

## Die Runden

narrate-first-deal-1 = { $name } mischte, ließ abheben und gab { $live ->
    [one] dem Einzigen am Tisch
   *[other] jedem der { WORDS($live) } am Tisch
    } eine Karte offen.
narrate-first-deal-2 = Die Karten wurden abgehoben, und { $name } eröffnete die erste Runde; { $live ->
    [one] der Einzige am Tisch bekam
   *[other] jeder der { WORDS($live) } bekam
    } eine Karte offen.

narrate-deal-1 = In der { ORDINAL($deal, ending: "en") } Runde gab { $name } { $live ->
    [one] dem einzigen Spieler, der noch Jetons hatte,
   *[other] den { WORDS($live) } Spielern, die noch Jetons hatten,
    } die Karten.
narrate-deal-2 = { $name } teilte die { ORDINAL($deal) } Runde { $live ->
    [one] an einen einzigen Spieler
   *[other] an { WORDS($live) } Spieler
    } aus.
narrate-deal-3 = Nun kam die Reihe an { $acc-name }, die { ORDINAL($deal) } Runde zu geben, und { $live ->
    [one] ein einziger Spieler nahm seine Karte auf
   *[other] { WORDS($live) } Spieler nahmen ihre Karten auf
    }.
narrate-deal-4 = Es war die { ORDINAL($deal) } Runde; { $name } gab, und { $live ->
    [one] nur noch einer war
   *[other] { WORDS($live) } waren noch
    } im Spiel.

narrate-talon = Der Talon reichte nicht mehr für den Tisch; { $name } sammelte alle Karten ein und mischte das ganze Spiel von { $pack ->
    [one] einer Karte
   *[other] { WORDS($pack) } Karten
    } neu.

narrate-voided = Nach der Hausregel galt die { ORDINAL($deal) } Runde nicht, denn alle Lebenden waren darin gefallen; die Jetons gingen an ihre Besitzer zurück, die Kasse stand wieder auf { $pool ->
    [one] einem Jeton
   *[other] { WORDS($pool) } Jetons
    }, und { $name } gab noch einmal.

## Die Karten. $card-text: die Karte im Nominativ, $acc-card-text im Akkusativ.

narrate-card-take-1 = { $name } deckte { $acc-card-text } auf und nahm { $taken ->
    [one] einen Jeton
   *[other] { WORDS($taken) } Jetons
    } aus der Kasse.
narrate-card-take-2 = { $card-text } fiel { $dat-name } zu und brachte { $taken ->
    [one] einen Jeton
   *[other] { WORDS($taken) } Jetons
    } aus der Tontine ein.
narrate-card-take-3 = { $card-text } brachte { $dat-name } { $taken ->
    [one] einen Jeton
   *[other] { WORDS($taken) } Jetons
    } aus der Kasse, { $pool ->
    [0] die danach leer war
    [one] in der nur noch einer lag
   *[other] in der noch { WORDS($pool) } lagen
    }.

narrate-card-take-short-1 = { $name } deckte { $acc-card-text } auf; die Karte verlangte { $asked ->
    [one] einen Jeton
   *[other] { WORDS($asked) } Jetons
    } aus der Kasse, doch darin { $taken ->
    [one] lag nur noch einer
   *[other] lagen nur noch { WORDS($taken) }
    }.
narrate-card-take-short-2 = { $card-text } fiel { $dat-name } zu, aber die Kasse konnte von { $asked ->
    [one] dem einen geschuldeten Jeton
   *[other] den { WORDS($asked) } geschuldeten Jetons
    } nur { $taken ->
    [one] einen einzigen
   *[other] { WORDS($taken) }
    } hergeben.

narrate-card-take-empty-1 = { $name } deckte { $acc-card-text } auf und griff nach der Kasse, doch darin lag nichts mehr.
narrate-card-take-empty-2 = { $card-text } fiel { $dat-name } zu, doch in der Tontine lag kein einziger Jeton mehr.

narrate-card-pay-1 = { $name } deckte { $acc-card-text } auf und zahlte { $paid ->
    [one] einen Jeton
   *[other] { WORDS($paid) } Jetons
    } in die Kasse; danach { $holding ->
    [one] blieb
   *[other] blieben
    } { $gender ->
    [female] ihr
    [male] ihm
   *[other] { $dat-name }
    } { $holding ->
    [one] nur noch einer
   *[other] noch { WORDS($holding) }
    }.
narrate-card-pay-2 = { $card-text } kostete { $acc-name } { $paid ->
    [one] einen Jeton
   *[other] { WORDS($paid) } Jetons
    }, { $paid ->
    [one] der in die Tontine ging
   *[other] die in die Tontine gingen
    }.

narrate-card-pay-died-1 = { $name } deckte { $acc-card-text } auf und zahlte { $paid ->
    [one] den letzten Jeton
   *[other] die letzten { WORDS($paid) } Jetons
    } in die Kasse; { $gender ->
    [female] damit war sie tot
    [male] damit war er tot
   *[other] das bedeutete an diesem Tisch den Tod
    }.
narrate-card-pay-died-2 = { $card-text } nahm { $dat-name } { $paid ->
    [one] den einzigen verbliebenen Jeton
   *[other] die letzten { WORDS($paid) } Jetons
    }, und { $gender ->
    [female] sie zählte fortan zu den Toten
    [male] er zählte fortan zu den Toten
   *[other] der Tisch zählte einen Toten mehr
    }.
narrate-card-pay-died-3 = { $card-text } kostete { $acc-name } das Leben; { $paid ->
    [one] der letzte Jeton ging
   *[other] die letzten { WORDS($paid) } Jetons gingen
    } in die Kasse.

narrate-card-give-1 = { $name } deckte { $acc-card-text } auf und zahlte { $paid ->
    [one] einen Jeton
   *[other] { WORDS($paid) } Jetons
    } an { $other-acc-name } { $distance ->
    [1] gleich zur Linken
   *[other] auf dem { ORDINAL($distance, ending: "en") } Platz zur Linken
    }.
narrate-card-give-2 = { $card-text } schickte { $paid ->
    [one] einen Jeton
   *[other] { WORDS($paid) } Jetons
    } von { $dat-name } zu { $other-dat-name }, { $distance ->
    [1] einen Platz weiter links
   *[other] { WORDS($distance) } Plätze weiter links
    }.

narrate-card-give-died-1 = { $name } deckte { $acc-card-text } auf und war tot, denn { $paid ->
    [one] der letzte Jeton ging
   *[other] die letzten { WORDS($paid) } Jetons gingen
    } an { $other-acc-name }.
narrate-card-give-died-2 = { $card-text } zwang { $acc-name }, { $other-dat-name } { $paid ->
    [one] den letzten Jeton
   *[other] die letzten { WORDS($paid) } Jetons
    } zu geben, und { $gender ->
    [female] das war ihr Ende
    [male] das war sein Ende
   *[other] das war das Ende für { $acc-name }
    }.

narrate-card-give-revives-1 = { $name } deckte { $acc-card-text } auf und zahlte { $paid ->
    [one] einen Jeton
   *[other] { WORDS($paid) } Jetons
    } an { $other-acc-name }, { $other-gender ->
    [female] die tot gewesen war und nun wieder lebte
    [male] der tot gewesen war und nun wieder lebte
   *[other] bis dahin ohne Jetons und nun wieder im Spiel
    }.
narrate-card-give-revives-2 = { $card-text } fiel { $dat-name } zu, und damit { $paid ->
    [one] ging ein Jeton
   *[other] gingen { WORDS($paid) } Jetons
    } an { $other-acc-name }, { $other-gender ->
    [female] die so aus dem Reich der Toten zurückkehrte
    [male] der so aus dem Reich der Toten zurückkehrte
   *[other] und so kehrte ein Spieler aus dem Reich der Toten zurück
    }.

narrate-card-give-irony-1 = { $name } deckte { $acc-card-text } auf, und die Karte verlangte { $paid ->
    [one] den allerletzten Jeton
   *[other] die allerletzten { WORDS($paid) } Jetons
    }. { $paid ->
    [one] Dieser ging
   *[other] Diese gingen
    } an { $other-acc-name }, { $other-gender ->
    [female] die schon unter den Toten gewesen war und sich nun wieder erhob
    [male] der schon unter den Toten gewesen war und sich nun wieder erhob
   *[other] bis dahin unter den Toten und nun wieder im Spiel
    }; so wurde ein Leben mit dem anderen bezahlt.
narrate-card-give-irony-2 = Es fügte sich seltsam: { $name } deckte { $acc-card-text } auf, und { $paid ->
    [one] der letzte Jeton ging
   *[other] die letzten { WORDS($paid) } Jetons gingen
    } an { $other-acc-name }; { $gender ->
    [female] so gab sie { $other-gender ->
        [female] einer Toten
        [male] einem Toten
       *[other] einem der Toten
        } das Leben zurück und starb selbst daran
    [male] so gab er { $other-gender ->
        [female] einer Toten
        [male] einem Toten
       *[other] einem der Toten
        } das Leben zurück und starb selbst daran
   *[other] so kehrte { $other-gender ->
        [female] eine Tote
        [male] ein Toter
       *[other] jemand von den Toten
        } ins Leben zurück, und im selben Augenblick starb, wer gezahlt hatte
    }.
narrate-card-give-irony-3 = { $name } deckte { $acc-card-text } auf und musste { $paid ->
    [one] den letzten Jeton
   *[other] die letzten { WORDS($paid) } Jetons
    } an { $other-acc-name } hergeben, { $other-gender ->
    [female] die tot gewesen war und nun wieder auflebte
    [male] der tot gewesen war und nun wieder auflebte
   *[other] bis dahin ohne Jetons und nun wieder im Spiel
    }. So nahm dieselbe Karte dem einen das Leben und gab es dem anderen zurück.

narrate-card-void = { $name } deckte { $acc-card-text } auf; { $asked ->
    [one] der Jeton wäre
   *[other] die { WORDS($asked) } Jetons wären
    } um den kleinen Tisch herum in dieselbe Hand zurückgekehrt, und so galt die Zahlung nicht.
    .presumes = few

narrate-card-nothing-1 = { $name } deckte { $acc-card-text } auf, und es geschah nichts.
narrate-card-nothing-2 = { $card-text } fiel { $dat-name } zu und blieb ohne jede Wirkung.

narrate-box = Die Kasse enthielt { $pool ->
    [0] nichts
    [one] einen Jeton
   *[other] { WORDS($pool) } Jetons
    }.

narrate-card-pay-3 = Für { $acc-card-text } legte { $name } { $paid ->
    [one] einen Jeton
   *[other] { WORDS($paid) } Jetons
    } in die Kasse und behielt { $holding ->
    [one] noch einen
   *[other] noch { WORDS($holding) }
    }.
narrate-card-give-3 = { $name } bekam { $acc-card-text }, und { $paid ->
    [one] ein Jeton wanderte
   *[other] { WORDS($paid) } Jetons wanderten
    } über den Tisch zu { $other-dat-name }.
narrate-card-take-4 = Für { $acc-card-text } zahlte die Kasse { $dat-name } { $taken ->
    [one] einen Jeton
   *[other] { WORDS($taken) } Jetons
    } aus.

## Reaktionen und Worte, im Ton der Zeit

narrate-react-won-1 = { $gender ->
    [female] „Nun“, sagte sie und zog die Jetons zu sich heran, „ein schöneres Spiel habe ich mein Lebtag nicht gespielt.“
    [male] „Nun“, sagte er und zog die Jetons zu sich heran, „ein schöneres Spiel habe ich mein Lebtag nicht gespielt.“
   *[other] Es gab Beifall, und { $name } zog die Jetons mit beiden Händen heran.
    }
narrate-react-won-2 = Die Gesellschaft erhob sich, und alle waren sich einig, dass { $name } unverschämtes Glück gehabt hatte.

## Die letzten zwei und das Ende

narrate-last-two-1 = Nun waren nur noch zwei am Leben, { $name } mit { $a_holding ->
    [one] einem Jeton
   *[other] { WORDS($a_holding) } Jetons
    } und { $other-name } mit { $b_holding ->
    [one] einem
   *[other] { WORDS($b_holding) }
    }, und die Kasse zwischen ihnen enthielt { $pool ->
    [0] nichts
    [one] einen Jeton
   *[other] { WORDS($pool) } Jetons
    }.
narrate-last-two-2 = Von der ganzen Gesellschaft blieben nur noch { $name } und { $other-name }, { $a_holding ->
    [one] ein Jeton
   *[other] { WORDS($a_holding) } Jetons
    } gegen { $b_holding ->
    [one] einen
   *[other] { WORDS($b_holding) }
    }, und in der Tontine { $pool ->
    [0] lag nichts mehr
    [one] lag ein einziger Jeton
   *[other] lagen { WORDS($pool) }
    }.

narrate-won-last-standing-1 = { $gender ->
    [female] So blieb { $name } nach { WORDS($deals) } Runden als Letzte am Leben, und ihr gehörte die Kasse
    [male] So blieb { $name } nach { WORDS($deals) } Runden als Letzter am Leben, und ihm gehörte die Kasse
   *[other] So war nach { WORDS($deals) } Runden niemand außer { $dat-name } mehr am Leben, und { $dat-name } gehörte die Kasse
    }{ $pool ->
    [0] , die freilich leer war
    [one] {" "}mit ihrem einzigen Jeton
   *[other] {" "}mit ihren { WORDS($pool) } Jetons
    }; im Ganzen { $holding ->
    [one] war es ein einziger Jeton
   *[other] waren es nun { WORDS($holding) }
    }.
narrate-won-last-standing-2 = Nach { WORDS($deals) } Runden war niemand mehr da, der gegen { $acc-name } spielen konnte; die Tontine{ $pool ->
    [0] , leer wie sie war,
    [one] {" "}mit ihrem einzigen Jeton
   *[other] {" "}mit ihren { WORDS($pool) } Jetons
    } wurde { $dat-name } zugeschoben, und als der Abend endete, { $holding ->
    [one] lag ein einziger Jeton
   *[other] lagen { WORDS($holding) } Jetons
    } vor { $gender ->
    [female] ihr
    [male] ihm
   *[other] { $dat-name }
    }.
narrate-won-last-to-fall = In der { ORDINAL($deals, ending: "en") } Runde fielen alle Lebenden, und { $name }, { $gender ->
    [female] die als Letzte gefallen war,
    [male] der als Letzter gefallen war,
   *[other] zuletzt gefallen,
    } nahm nach der Hausregel die Kasse: { $pool ->
    [0] nichts
    [one] einen Jeton
   *[other] { WORDS($pool) } Jetons
    }.
narrate-won-deal-limit = Die vereinbarten { WORDS($deals) } Runden waren gespielt; { $name } hatte die meisten Jetons und nahm die Kasse{ $pool ->
    [0] , die leer war
    [one] {" "}mit einem Jeton
   *[other] {" "}mit { WORDS($pool) } Jetons
    }; im Ganzen { $holding ->
    [one] war es ein einziger Jeton
   *[other] waren es nun { WORDS($holding) }
    }.

narrate-share = { $amount ->
    [one] ein Jeton
   *[other] { WORDS($amount) } Jetons
    } an { $acc-name }
narrate-shared-all-fell = In der { ORDINAL($deals, ending: "en") } Runde fielen alle Lebenden zugleich, und nach der Hausregel { $pool ->
    [one] wurde der eine Jeton in der Kasse
   *[other] wurden die { WORDS($pool) } Jetons in der Kasse
    } unter { $count ->
    [one] dem einen Gefallenen
   *[other] den { WORDS($count) } Gefallenen
    } geteilt: { $shares-list }.
narrate-shared-deal-limit = Die vereinbarten { WORDS($deals) } Runden waren gespielt, die Reichsten lagen gleichauf, und die Kasse von { $pool ->
    [one] einem Jeton
   *[other] { WORDS($pool) } Jetons
    } wurde geteilt: { $shares-list }.

## Die Stunde und der Salon

## Zwischen den Augenblicken

narrate-unfinished = Hier erhob sich die Gesellschaft nach { $deals ->
    [one] einer Runde
   *[other] { WORDS($deals) } Runden
    }; die Kasse enthielt noch { $pool ->
    [0] nichts
    [one] einen Jeton
   *[other] { WORDS($pool) } Jetons
    }, und { $live ->
    [0] niemand war
    [one] ein Spieler war
   *[other] { WORDS($live) } Spieler waren
    } noch am Leben; das Spiel blieb unentschieden.

## Kolophon, Schaubild, Warnungen (ein Protokoll: Ziffern erlaubt)

narrate-colophon-seed = Regeln: { $preset }; { $deals } { $deals ->
    [one] Runde
   *[other] Runden
    } gespielt; Startwert des Zufallsgenerators { $seed-text }.
narrate-colophon-record = Regeln: { $preset }; { $deals } { $deals ->
    [one] Runde
   *[other] Runden
    } nach einem Protokoll gespielt.

narrate-chart-caption = Oben die Jetons in der Kasse nach jeder Runde; unten das Leben jedes Spielers: ein Balken, solange er Jetons hat, ein Kreuz, wo sein letzter Jeton ging, ein Ring, wo ein Nachbar ihn zurückholte.
narrate-chart-alt = Ein Schaubild in zwei Teilen: die Kasse, Runde für Runde, und ein Streifen je Spieler, der zeigt, wann er lebte, starb und zurückkehrte.
narrate-chart-box = die Kasse
narrate-chart-deal = Runde
narrate-chart-counters = Jetons in der Kasse
narrate-chart-died = gestorben
narrate-chart-revived = zurückgekehrt

narrate-length-error = unbekannte Länge { $value-text }: scene, chapter oder full

## Die Szene. Jede Nachricht hier nimmt $variant: der Erzähler wählt eine Fassung, die in der
## Erzählung noch nicht vorkam (das erste { $variant -> } zählt sie; die letzte ist die Vorgabe).
## $said-text sagt, wie eine Rede gesprochen wird („sagte Frau von Sellin lachend“); $bond-key:
## rivals, courtship, siblings, chaperone, debt oder none; $stake-key: debt, pride, gift, wager,
## nothing oder habit. Zahlen nur, wo sie zählen. Die Kasse ist weiblich: die, der, in die Kasse.

narrate-scene-title = { $variant ->
    [0] Ein Tontine-Abend in { $place }
    [1] Die Kasse auf dem Tisch
    [2] Ein Gesellschaftsspiel in { $place }
    [3] Die Jetons von { $place }
    [4] Tot und lebendig: ein Abend in { $place }
    [5] Der letzte Jeton
    [6] Lebende und Tote am Spieltisch
    [7] Glück und Jetons
    [8] Der Spieltisch in { $place }
    [9] Die Tontine, oder Das Glück der Nachbarn
    [10] Nach dem Tee
    [11] Bei Kerzenlicht in { $place }
    [12] Von Toten, die wieder mitspielen
    [13] Ein Abend um die Tontine
    [14] Das launische Glück
    [15] Eine Kartenpartie in { $place }
    [16] Die Gesellschaft am grünen Tisch
    [17] Ein Kapitel vom Glück im Spiel
    [18] Aus der Chronik von { $place }: ein Spielabend
   *[19] Zwischen Kasse und Nachbar
    }

# Die Karte im Dativ: „dem Kreuz-König“, „der Herz-Dame“, „dem Pik-Ass“, „dem Pik-Buben“.
narrate-card-dat = { $rank ->
    [A] dem { card-bare }
    [J] dem { suit-name }-Buben
    [K] dem { card-bare }
   *[other] der { card-bare }
    }

# Die Jahreszeit steht in jeder narrate-setting vor dem Verb: Eine Fassung, die mit einem Nebensatz
# oder einem Einschub endet, schließt ihn mit dem Komma („…, als der Flieder blühte, versammelte sich …“).
narrate-season-spring = { $variant ->
    [0] an einem milden Aprilabend
    [1] an einem Abend Ende März, als die Läden noch gegen den Wind geschlossen waren,
    [2] an einem Maiabend, als in allen Gärten der Flieder blühte,
    [3] an einem feuchten, lauen Abend des frühen Frühjahrs
    [4] an einem Abend um Ostern, als die Tage schon merklich länger wurden,
    [5] in einer Aprilnacht, in der es abwechselnd regnete und hagelte,
    [6] zur Zeit der Frühjahrsmesse, als die Stadt voller Fremder war,
    [7] an einem Frühlingsabend nach dem Pfingstmarkt
    [8] bald nach der Schneeschmelze, als die Wege noch grundlos waren,
   *[9] an einem Abend, der nach Veilchen und nassem Laub roch,
    }
narrate-season-summer = { $variant ->
    [0] an einem schwülen Juliabend
    [1] an einem langen Juniabend, als es um neun noch hell war,
    [2] an einem Augustabend, bei offenen Fenstern,
    [3] an einem drückend heißen Abend mitten im Sommer
    [4] in der Erntezeit, als viele Familien auf ihren Gütern weilten,
    [5] an einem Gewitterabend, als es über den Dächern grollte,
    [6] zur Zeit der Kirschernte
    [7] in der Johannisnacht, als draußen auf den Hügeln die Feuer brannten,
    [8] an einem staubigen Abend nach dem Schützenfest
   *[9] während der Hundstage, als man erst nach Sonnenuntergang wieder zu atmen wagte,
    }
narrate-season-autumn = { $variant ->
    [0] an einem rauen Novemberabend
    [1] in einer regnerischen Oktobernacht, als das Laub durch die Gassen wehte,
    [2] an einem Septemberabend, als man die ersten Feuer anzündete,
    [3] an einem nebligen Abend im späten Herbst
    [4] nach dem Erntefest, als die Scheunen voll waren,
    [5] am Martinsabend, als in allen Küchen Gänse gebraten wurden,
    [6] an einem stürmischen Abend, an dem der Wind die Äpfel von den Bäumen schüttelte,
    [7] während der Herbstmesse, als die Gasthöfe voller Kaufleute waren,
    [8] an einem Abend nach der großen Treibjagd
   *[9] an einem Abend, an dem die Zugvögel über die Stadt zogen,
    }
narrate-season-winter = { $variant ->
    [0] an einem bitterkalten Januarabend
    [1] in einer verschneiten Nacht bald nach Weihnachten
    [2] an einem Februarabend, als Eisblumen an den Scheiben standen,
    [3] an einem dunklen Dezemberabend
    [4] in der Woche zwischen den Jahren, als niemand Geschäfte machte,
    [5] an einem Abend der Fastnachtszeit, als auf den Gassen noch Masken unterwegs waren,
    [6] an einem Abend, an dem die Schlitten mit Schellen durch die Straßen fuhren,
    [7] in einer Frostnacht, als der Fluss zugefroren war,
    [8] an einem Abend im Advent, als es im ganzen Haus nach Pfefferkuchen roch,
   *[9] an einem Abend, an dem das Tauwetter die Gassen in Bäche verwandelte,
    }

narrate-house = { $variant ->
    [0] im Salon am Markt bei { $dat-name }
    [1] bei { $dat-name } im kleinen Spielzimmer
    [2] bei { $dat-name } im großen Saal des für die Saison gemieteten Hauses
    [3] bei { $dat-name } im frisch mit grünem Damast bespannten Salon
    [4] in der alten getäfelten Stube bei { $dat-name }
    [5] im Salon über der Straße bei { $dat-name }
    [6] im sonst nur zu Taufen und Hochzeiten geöffneten Gartensaal bei { $dat-name }
    [7] im Gasthof zum Goldenen Löwen in einem von { $dat-name } für den Abend gemieteten Eckzimmer
    [8] in der Bibliothek bei { $dat-name } zwischen Bücherschränken und einem Globus
    [9] im oberen Stock der Apotheke bei { $dat-name }
    [10] bei { $dat-name } in dem ererbten, kaum zu heizenden alten Amtshaus
    [11] im Musikzimmer bei { $dat-name } neben dem zugeklappten Fortepiano
    [12] bei { $dat-name } im neu bezogenen Haus am Wall
    [13] draußen im Landhaus vor dem Tor bei { $dat-name }
    [14] im Teezimmer bei { $dat-name } unter den Bildnissen längst verstorbener Vorfahren
   *[15] im eigens von { $dat-name } erbetenen Saal der Harmonie-Gesellschaft
    }
    .presumes = { $variant ->
        [1] few
       *[other] nothing
    }

narrate-setting = { $variant ->
    [0] { $season-text } versammelte sich in { $place } eine Gesellschaft { $house-text }; für Lomber war man zu ungeduldig, für Pharao zu sparsam, und so wurde die Tontine vorgeschlagen.
    [1] { $season-text } hatte man in { $place } { $house-text } eben das Teegeschirr abgetragen, als der runde Tisch und ein Kästchen mit Jetons gebracht wurden.
    [2] { $season-text } wurde in { $place } { $house-text } früh abgedeckt, und weil nichts über ein Gesellschaftsspiel ging, ließ { $gender ->
        [female] die Gastgeberin
        [male] der Gastgeber
       *[other] man
        } die Kerzen auf den Spieltisch stellen.
    [3] In { $place } gab es in jener Woche keinen Ball; { $season-text } traf sich daher der gewohnte Kreis { $house-text }, wo etwas Neues versprochen war.
    [4] { $season-text } zündete man in { $place } { $house-text } die Kerzen an; die Jetons wurden abgezählt, und die Gesellschaft rückte die Stühle heran.
    [5] In { $place } war man übereingekommen, { $house-text } zu spielen, und { $season-text } wollte { $gender ->
        [female] die Gastgeberin
        [male] der Gastgeber
       *[other] man
        } von nichts anderem hören als von der Tontine, die damals alle Welt spielte.
    [6] { $season-text } waren in { $place } { $house-text } Gäste geladen, und nach dem Kaffee kam die Rede auf die Tontine.
    [7] In { $place } war die Komödie abgesagt worden; { $season-text } fand sich darum, wer sonst in die Loge gegangen wäre, { $house-text } ein, und man verfiel auf die Tontine.
    [8] { $season-text } rief in { $place } { $house-text } ein Bedienter die Gäste vom Kaffee herüber, denn Karten und Jetons lagen schon bereit.
    [9] { $season-text } ging es in { $place } { $house-text } zu wie an jedem Spielabend: Erst kamen die Neuigkeiten der Woche, dann der Tee und zuletzt die Karten.
    [10] In { $place } war man des Pfänderspiels müde geworden; { $season-text } holte man { $house-text } die Tontine hervor, um den Abend zu retten.
    [11] { $season-text } wurden in { $place } { $house-text } die Vorhänge zugezogen, die Lichter geputzt und der Spieltisch aufgeklappt.
    [12] Ein Reisender hatte von der Tontine erzählt, die man in Hamburg spiele; { $season-text } wollte man sie in { $place } { $house-text } endlich selbst versuchen.
    [13] Man hatte in { $place } lange von der Tontine reden hören; { $season-text } sollte sie { $house-text } endlich gespielt werden, und niemand hatte abgesagt.
    [14] { $season-text } kam in { $place } { $house-text } zusammen, wer nicht auf den Ball beim Kommandanten geladen war, und man tröstete sich mit der Tontine.
   *[15] { $season-text } hielten in { $place } die Wagen der Gäste früher als sonst vor der Tür, denn es hatte sich herumgesprochen, dass { $house-text } Tontine gespielt werden sollte.
    }
    .presumes = { $variant ->
        [1] round-table
       *[other] nothing
    }

narrate-temper-lively = { $variant ->
    [0] { $gender ->
        [female] eine Dame, die über alles lachte und am meisten über sich selbst
        [male] ein heiterer Herr, der über alles lachte und am meisten über sich selbst
       *[other] ein heiteres Gemüt, das über alles lachte und am meisten über sich selbst
        }
    [1] { $gender ->
        [female] die lauter Laune und flinke Worte war
        [male] der lauter Laune und flinke Worte war
       *[other] lauter Laune und flinke Worte
        }
    [2] { $gender ->
        [female] die, soweit man denken konnte, noch keine Partie schweigend ausgesessen hatte
        [male] der, soweit man denken konnte, noch keine Partie schweigend ausgesessen hatte
       *[other] soweit man denken konnte, noch nie eine Partie lang still
        }
    [3] { $gender ->
        [female] ein so fröhliches Geschöpf, wie je eines beim Lomber einen Fächer verloren hat
        [male] ein so lustiger Gesell, wie je einer beim Lomber einen Louisdor verloren hat
       *[other] ein so fröhliches Geschöpf, wie je eines beim Lomber verloren hat
        }
    [4] { $gender ->
        [female] die auf der letzten Redoute als Columbine bis in den Morgen getanzt hatte und noch immer davon erzählte
        [male] der auf der letzten Redoute als Harlekin bis in den Morgen getanzt hatte und noch immer davon erzählte
       *[other] noch ganz erfüllt von der letzten Redoute, auf der man maskiert bis in den Morgen getanzt hatte
        }
    [5] { $gender ->
        [female] in deren Nähe noch kein Gespräch hatte einschlafen dürfen
        [male] in dessen Nähe noch kein Gespräch hatte einschlafen dürfen
       *[other] ein munteres Wesen, in dessen Nähe noch kein Gespräch hatte einschlafen dürfen
        }
    [6] { $gender ->
        [female] die im Liebhabertheater jede Soubrette spielte und auch am Spieltisch nicht aus der Rolle fiel
        [male] der im Liebhabertheater jeden lustigen Diener spielte und auch am Spieltisch nicht aus der Rolle fiel
       *[other] im Liebhabertheater für jede lustige Rolle zu haben und am Spieltisch nicht minder
        }
    [7] { $gender ->
        [female] die jedes neue Lied aus dem Almanach auswendig wusste und bei der kleinsten Gelegenheit summte
        [male] der jedes neue Lied aus dem Almanach auswendig wusste und bei der kleinsten Gelegenheit pfiff
       *[other] mit jedem neuen Lied aus dem Almanach auf den Lippen
        }
    [8] unerschöpflich an Anekdoten vom Hof, den verbürgten wie den erfundenen
    [9] { $gender ->
        [female] deren Lachen man bis hinaus in die Halle hörte und deren Fächer dabei nie zur Ruhe kam
        [male] dessen Lachen man bis hinaus in die Halle hörte und dessen Schnupftuch dabei unablässig flatterte
       *[other] mit einem Lachen, das man bis hinaus in die Halle hörte
        }
    [10] { $gender ->
        [female] die schon im Flur zu erzählen anfing und beim Abschied noch nicht fertig war
        [male] der schon im Flur zu erzählen anfing und beim Abschied noch nicht fertig war
       *[other] schon im Flur am Erzählen und beim Abschied noch nicht fertig
        }
    [11] { $gender ->
        [female] mit Kornblumen im Haar, die bei jedem Lachen bedenklich wackelten
        [male] in einer gelben Weste, die man schon vor der Haustür hatte leuchten sehen
       *[other] in Farben, die man schon vor der Haustür hatte leuchten sehen
        }
    [12] { $gender ->
        [female] die behauptete, Trübsinn sei eine Unhöflichkeit gegen den Gastgeber
        [male] der behauptete, Trübsinn sei eine Unhöflichkeit gegen den Gastgeber
       *[other] überzeugt, Trübsinn sei eine Unhöflichkeit gegen das Haus
        }
    [13] { $gender ->
        [female] die im vorigen Winter die Schlittenfahrt nach dem Vorwerk angestiftet hatte, von der man noch immer sprach
        [male] der im vorigen Winter die Schlittenfahrt nach dem Vorwerk angestiftet hatte, von der man noch immer sprach
       *[other] noch immer gerühmt für die Schlittenfahrt nach dem Vorwerk im vorigen Winter
        }
    [14] { $gender ->
        [female] die jede aufgedeckte Karte mit einem kleinen Vers begrüßte
        [male] der jede aufgedeckte Karte mit einem kleinen Vers begrüßte
       *[other] jede aufgedeckte Karte mit einem kleinen Vers begrüßend
        }
    [15] { $gender ->
        [female] die sämtliche Pfänderspiele der Saison erfunden hatte oder es wenigstens behauptete
        [male] der sämtliche Pfänderspiele der Saison erfunden hatte oder es wenigstens behauptete
       *[other] nach eigener Behauptung der Ursprung sämtlicher Pfänderspiele der Saison
        }
    [16] mit Grübchen, die selbst ein Verlust nicht vertreiben konnte
    [17] { $gender ->
        [female] die eben aus Pyrmont zurück war und von nichts als den Bällen an der Allee sprach
        [male] der eben aus Pyrmont zurück war und von nichts als den Bällen an der Allee sprach
       *[other] eben aus Pyrmont zurück und voll von den Bällen an der Allee
        }
    [18] { $gender ->
        [female] die auf jedes Unglück am Tisch einen Trinkspruch wusste
        [male] der auf jedes Unglück am Tisch einen Trinkspruch wusste
       *[other] für jedes Unglück am Tisch um einen Trinkspruch nie verlegen
        }
   *[19] { $gender ->
        [female] die vor dem Tee noch mit den Kindern des Hauses Verstecken gespielt hatte und ganz erhitzt davon war
        [male] der vor dem Tee noch mit den Kindern des Hauses Verstecken gespielt hatte und ganz erhitzt davon war
       *[other] noch erhitzt vom Versteckspiel mit den Kindern des Hauses vor dem Tee
        }
    }
narrate-temper-sharp = { $variant ->
    [0] { $gender ->
        [female] deren Zunge als die schnellste der Stadt galt
        [male] dessen Zunge als die schnellste der Stadt galt
       *[other] mit der schnellsten Zunge der Stadt
        }
    [1] { $gender ->
        [female] die jeden eigenen Jeton nachzählte und jeden fremden mit Argwohn betrachtete
        [male] der jeden eigenen Jeton nachzählte und jeden fremden mit Argwohn betrachtete
       *[other] jeden eigenen Jeton nachzählend und jeden fremden mit Argwohn betrachtend
        }
    [2] { $gender ->
        [female] eine Dame von entschiedenen Ansichten und ohne Geduld mit Toren
        [male] ein Herr von entschiedenen Ansichten und ohne Geduld mit Toren
       *[other] von entschiedenen Ansichten und ohne Geduld mit Toren
        }
    [3] { $gender ->
        [female] die an allen Whisttischen des Landes gefürchtet war
        [male] der an allen Whisttischen des Landes gefürchtet war
       *[other] an allen Whisttischen des Landes gefürchtet
        }
    [4] { $gender ->
        [female] die ihre Lorgnette auf jede Karte richtete, als wäre sie gezinkt
        [male] der sein Augenglas auf jede Karte richtete, als wäre sie gezinkt
       *[other] mit einem Augenglas, das jede Karte musterte, als wäre sie gezinkt
        }
    [5] { $gender ->
        [female] von der man sagte, sie sei mit ihren Epigrammen bei Lichtenberg in die Schule gegangen
        [male] von dem man sagte, er sei mit seinen Epigrammen bei Lichtenberg in die Schule gegangen
       *[other] im Ruf, mit den Epigrammen bei Lichtenberg in die Schule gegangen zu sein
        }
    [6] { $gender ->
        [female] deren Briefe man fürchtete, weil darin niemand ungeschoren davonkam
        [male] der für die Jenaer Literaturzeitung rezensierte und auch bei Tisch das Richten nicht lassen konnte
       *[other] durch Briefe gefürchtet, in denen niemand ungeschoren davonkam
        }
    [7] mit schmalen Lippen und einem Lächeln, das nichts verzieh
    [8] { $gender ->
        [female] deren „Freilich!“ schärfer klang als bei anderen ein Nein
        [male] dessen „Allerdings!“ schärfer klang als bei anderen ein Nein
       *[other] mit einem „Freilich!“, das schärfer klang als bei anderen ein Nein
        }
    [9] { $gender ->
        [female] eine Hofratswitwe, die die Sünden der ganzen Stadt im Gedächtnis trug und gern daraus anführte
        [male] ein alter Advokat, der die Sünden der ganzen Stadt im Gedächtnis trug und gern daraus anführte
       *[other] die Sünden der ganzen Stadt im Gedächtnis und stets bereit, daraus anzuführen
        }
    [10] { $gender ->
        [female] die einen Rechenfehler fand, ehe ein anderer ihn gemacht hatte
        [male] der einen Rechenfehler fand, ehe ein anderer ihn gemacht hatte
       *[other] imstande, einen Rechenfehler zu finden, ehe er gemacht war
        }
    [11] { $gender ->
        [female] in einem Kleid von so strengem Schnitt, dass schon der Stoff wie ein Einwand wirkte
        [male] in einem Rock von so strengem Schnitt, dass schon der Stoff wie ein Einwand wirkte
       *[other] so streng gekleidet, dass schon der Schnitt wie ein Einwand wirkte
        }
    [12] { $gender ->
        [female] die das Glück für eine Ausrede der Unaufmerksamen hielt
        [male] der das Glück für eine Ausrede der Unaufmerksamen hielt
       *[other] das Glück für eine Ausrede der Unaufmerksamen haltend
        }
    [13] { $gender ->
        [female] die einen Prozess um einen Gartenzaun durch alle Instanzen geführt und gewonnen hatte
        [male] der einen Prozess um einen Gartenzaun durch alle Instanzen geführt und gewonnen hatte
       *[other] bekannt für einen Prozess um einen Gartenzaun, durch alle Instanzen geführt und gewonnen
        }
    [14] { $gender ->
        [female] die für jede Karte ein Wort bereithielt, das keiner so bald vergaß
        [male] der für jede Karte ein Wort bereithielt, das keiner so bald vergaß
       *[other] für jede Karte mit einem Wort bei der Hand, das keiner so bald vergaß
        }
    [15] mit einer Nase, die jede Schmeichelei roch, ehe sie ausgesprochen war
    [16] { $gender ->
        [female] die mit Worten ebenso genau rechnete wie andere mit Jetons
        [male] der mit Worten ebenso genau rechnete wie andere mit Jetons
       *[other] mit Worten ebenso genau rechnend wie andere mit Jetons
        }
    [17] { $gender ->
        [female] die über die Pariser Moden spottete und sie doch früher kannte als jeder andere
        [male] der über die Pariser Moden spottete und sie doch früher kannte als jeder andere
       *[other] spöttisch gegen die Pariser Moden und doch früher mit ihnen vertraut als jeder andere
        }
    [18] { $gender ->
        [female] die in der Lesegesellschaft jedes neue Buch verrissen hatte, ehe die anderen es aufgeschnitten hatten
        [male] der in der Lesegesellschaft jedes neue Buch verrissen hatte, ehe die anderen es aufgeschnitten hatten
       *[other] in der Lesegesellschaft mit jedem neuen Buch fertig, ehe die anderen es aufgeschnitten hatten
        }
   *[19] { $gender ->
        [female] die mit der Stricknadel auf den Tisch klopfte, sobald jemand zögerte
        [male] der mit dem Pfeifenrohr auf den Tisch klopfte, sobald jemand zögerte
       *[other] ungeduldig auf den Tisch klopfend, sobald jemand zögerte
        }
    }
narrate-temper-timid = { $variant ->
    [0] { $gender ->
        [female] die man nur mit Mühe an den Tisch gebracht hatte
        [male] den man nur mit Mühe an den Tisch gebracht hatte
       *[other] nur mit Mühe an den Tisch gebracht
        }
    [1] { $gender ->
        [female] ein scheues junges Ding, das selten von den Karten aufsah
        [male] ein scheuer junger Mann, der selten von den Karten aufsah
       *[other] scheu und selten von den Karten aufblickend
        }
    [2] { $gender ->
        [female] die jedes Mal errötete, wenn man die Kasse zu ihr hinüberschob
        [male] der jedes Mal errötete, wenn man die Kasse zu ihm hinüberschob
       *[other] jedes Mal errötend, wenn die Kasse hinübergeschoben wurde
        }
    [3] { $gender ->
        [female] die nie etwas Gefährlicheres gespielt hatte als Mühle
        [male] der nie etwas Gefährlicheres gespielt hatte als Mühle
       *[other] ohne je etwas Gefährlicheres gespielt zu haben als Mühle
        }
    [4] { $gender ->
        [female] die ihre Jetons so behutsam anfasste, als könnten sie zerbrechen
        [male] der seine Jetons so behutsam anfasste, als könnten sie zerbrechen
       *[other] die Jetons so behutsam anfassend, als könnten sie zerbrechen
        }
    [5] { $gender ->
        [female] die sich lieber hinter ihrem Stickrahmen verborgen hätte als hinter einem Blatt Karten
        [male] der sich lieber hinter seinem Gellert verborgen hätte als hinter einem Blatt Karten
       *[other] lieber hinter einem Buch verborgen als hinter einem Blatt Karten
        }
    [6] mit einer so leisen Stimme, dass der Nachbar jedes Wort erraten musste
    [7] { $gender ->
        [female] die sich bei den Nachbarn entschuldigte, sooft eine Karte ihr etwas aus der Kasse brachte
        [male] der sich bei den Nachbarn entschuldigte, sooft eine Karte ihm etwas aus der Kasse brachte
       *[other] um Verzeihung bittend, sooft eine Karte etwas aus der Kasse brachte
        }
    [8] { $gender ->
        [female] die in Gesellschaft nur vom Wetter zu sprechen wagte, und auch davon nur flüsternd
        [male] der in Gesellschaft nur vom Wetter zu sprechen wagte, und auch davon nur flüsternd
       *[other] in Gesellschaft nur über das Wetter gesprächig, und auch darüber nur flüsternd
        }
    [9] { $gender ->
        [female] die sich tief in ihren Kaschmirschal zurückzog, sobald jemand sie ansah
        [male] der an seiner Halsbinde zu nesteln begann, wenn man ihn nur ansah
       *[other] verlegen am Halstuch nestelnd, sobald jemand herübersah
        }
    [10] { $gender ->
        [female] die beim Mischen so fürchtete, eine Karte fallen zu lassen, dass gewiss eine zu Boden fiel
        [male] der beim Mischen so fürchtete, eine Karte fallen zu lassen, dass gewiss eine zu Boden fiel
       *[other] beim Mischen so ängstlich, dass gewiss eine Karte zu Boden fiel
        }
    [11] { $gender ->
        [female] in einem schlichten Kleid von der Farbe der Tapete, als wollte sie darin verschwinden
        [male] in einem Rock von der Farbe der Tapete, als wollte er darin verschwinden
       *[other] in Farben, die mit der Tapete zu verschwimmen suchten
        }
    [12] { $gender ->
        [female] die das Kartenspiel für eine Sünde hielt, wenn auch nur für eine kleine
        [male] der das Kartenspiel für eine Sünde hielt, wenn auch nur für eine kleine
       *[other] dem Kartenspiel als einer kleinen Sünde misstrauend
        }
    [13] { $gender ->
        [female] die erst seit Michaelis in der Stadt war und noch keinen Namen ohne Stocken aussprach
        [male] der erst seit Michaelis in der Stadt war und noch keinen Namen ohne Stocken aussprach
       *[other] erst seit Michaelis in der Stadt und noch keines Namens ganz sicher
        }
    [14] { $gender ->
        [female] die vor jedem Aufdecken tief Atem holte, wie vor einem Sprung ins kalte Wasser
        [male] der vor jedem Aufdecken tief Atem holte, wie vor einem Sprung ins kalte Wasser
       *[other] vor jedem Aufdecken Atem holend wie vor einem Sprung ins kalte Wasser
        }
    [15] { $gender ->
        [female] mit einem Riechfläschchen in der Hand, das den ganzen Abend nicht ins Ridikül zurückkehrte
        [male] mit einer Tabatiere in der Hand, die er öffnete und schloss, ohne je eine Prise zu nehmen
       *[other] mit einem Riechfläschchen, das den ganzen Abend griffbereit blieb
        }
    [16] { $gender ->
        [female] die jedem Blick auswich, als schulde sie ihm etwas
        [male] der jedem Blick auswich, als schulde er ihm etwas
       *[other] jedem Blick ausweichend, als wäre man ihm etwas schuldig
        }
    [17] { $gender ->
        [female] die glaubte, die ganze Gesellschaft sehe ihr auf die Hände
        [male] der glaubte, die ganze Gesellschaft sehe ihm auf die Hände
       *[other] in dem Glauben, die ganze Gesellschaft sehe auf die eigenen Hände
        }
    [18] { $gender ->
        [female] die bei jedem Lachen am Tisch meinte, es gelte ihr
        [male] der bei jedem Lachen am Tisch meinte, es gelte ihm
       *[other] bei jedem Lachen am Tisch überzeugt, es gelte der eigenen Person
        }
   *[19] { $gender ->
        [female] die als Gesellschafterin gelernt hatte, nur zu sprechen, wenn sie gefragt wurde, und es nicht verlernt hatte
        [male] der als Hofmeister gelernt hatte, nur zu sprechen, wenn er gefragt wurde, und es nicht verlernt hatte
       *[other] gewohnt, nur auf Fragen zu sprechen, und darin unverändert
        }
    }
narrate-temper-grave = { $variant ->
    [0] { $gender ->
        [female] die Karten spielte, wie andere eine Predigt anhören
        [male] der Karten spielte, wie andere eine Predigt anhören
       *[other] Karten spielend, wie andere eine Predigt anhören
        }
    [1] { $gender ->
        [female] eine ernste Dame, der das Glück nur ein anderer Name der Vorsehung war
        [male] ein ernster Herr, dem das Glück nur ein anderer Name der Vorsehung war
       *[other] ernst, und das Glück für einen anderen Namen der Vorsehung haltend
        }
    [2] { $gender ->
        [female] die man vor dem Abendessen noch nie hatte lächeln sehen
        [male] den man vor dem Abendessen noch nie hatte lächeln sehen
       *[other] vor dem Abendessen noch nie lächelnd gesehen
        }
    [3] { $gender ->
        [female] die jede Karte wog, als hinge der Kredit des Landes daran
        [male] der jede Karte wog, als hinge der Kredit des Landes daran
       *[other] jede Karte wägend, als hinge der Kredit des Landes daran
        }
    [4] { $gender ->
        [female] in schwarzem Taft und mit einer Miene, als säße sie im Konsistorium
        [male] in schwarzem Tuch und mit einer Miene, als säße er im Konsistorium
       *[other] schwarz gekleidet und mit einer Miene wie im Konsistorium
        }
    [5] { $gender ->
        [female] die abends Youngs „Nachtgedanken“ las und den Karten wenig Trost abgewann
        [male] der abends Youngs „Nachtgedanken“ las und den Karten wenig Trost abgewann
       *[other] des Abends lieber bei Youngs „Nachtgedanken“ als bei den Karten
        }
    [6] { $gender ->
        [female] nach deren Grundsätzen selbst das Vergnügen eine Pflicht war, die man gewissenhaft erfüllte
        [male] nach dessen Grundsätzen selbst das Vergnügen eine Pflicht war, die man gewissenhaft erfüllte
       *[other] nach Grundsätzen lebend, denen selbst das Vergnügen eine gewissenhaft zu erfüllende Pflicht war
        }
    [7] { $gender ->
        [female] die ihre Taschenuhr neben die Jetons gelegt hatte, als gelte es, auch das Vergnügen nach der Uhr zu halten
        [male] der seine Taschenuhr neben die Jetons gelegt hatte, als gelte es, auch das Vergnügen nach der Uhr zu halten
       *[other] die Taschenuhr neben den Jetons, als gelte es, auch das Vergnügen nach der Uhr zu halten
        }
    [8] { $gender ->
        [female] die bei einem Spiel, das von Toten und Lebenden sprach, an Ernsteres zu denken schien
        [male] der bei einem Spiel, das von Toten und Lebenden sprach, an Ernsteres zu denken schien
       *[other] bei einem Spiel von Toten und Lebenden sichtlich an Ernsteres denkend
        }
    [9] { $gender ->
        [female] eine Stiftsdame von so strenger Haltung, dass ihr Rücken den ganzen Abend die Stuhllehne nicht berührte
        [male] ein Kammerrat von so strenger Haltung, dass sein Rücken den ganzen Abend die Stuhllehne nicht berührte
       *[other] so aufrecht, dass die Stuhllehne den ganzen Abend unberührt blieb
        }
    [10] { $gender ->
        [female] die über jeden Scherz erst nachdachte, ehe sie ihn gelten ließ
        [male] der über jeden Scherz erst nachdachte, ehe er ihn gelten ließ
       *[other] jeden Scherz erst prüfend, ehe er gelten durfte
        }
    [11] { $gender ->
        [female] die seit ihrer Witwenschaft kein Band mehr getragen hatte, das nicht schwarz war
        [male] der seit dem Tod seiner Frau kein Band mehr getragen hatte, das nicht schwarz war
       *[other] seit einem Trauerfall nur noch in Schwarz, bis zum letzten Band
        }
    [12] { $gender ->
        [female] die die Tontine für eine lehrreiche Betrachtung über die Vergänglichkeit hielt
        [male] der die Tontine für eine lehrreiche Betrachtung über die Vergänglichkeit hielt
       *[other] die Tontine für eine lehrreiche Betrachtung über die Vergänglichkeit haltend
        }
    [13] { $gender ->
        [female] die den Winter der großen Teuerung nicht vergessen hatte und keinen Jeton leichtfertig hergab
        [male] der den Winter der großen Teuerung nicht vergessen hatte und keinen Jeton leichtfertig hergab
       *[other] den Winter der großen Teuerung noch im Gedächtnis und keinen Jeton leichtfertig hergebend
        }
    [14] { $gender ->
        [female] die vor jedem Aufdecken die Augen schloss, als spräche sie ein kurzes Gebet
        [male] der vor jedem Aufdecken die Augen schloss, als spräche er ein kurzes Gebet
       *[other] vor jeder Karte die Augen schließend wie zu einem kurzen Gebet
        }
    [15] { $gender ->
        [female] die Kant gelesen hatte, und zwar ganz, was man ihr bei jedem Satz anmerkte
        [male] der Kant gelesen hatte, und zwar ganz, was man ihm bei jedem Satz anmerkte
       *[other] gründlich in Kant belesen, was man bei jedem Satz merkte
        }
    [16] mit einer Stimme, die auch einem Glückwunsch den Klang einer Leichenrede gab
    [17] { $gender ->
        [female] die über jeden Abend Buch führte und auch diesen der Feder anzuvertrauen gedachte
        [male] der über jeden Abend Buch führte und auch diesen der Feder anzuvertrauen gedachte
       *[other] gewohnt, über jeden Abend Buch zu führen, auch über diesen
        }
    [18] { $gender ->
        [female] die beim Spiel die Handschuhe anbehielt, weil man dem Glück nicht mit bloßen Händen begegne
        [male] der beim Spiel die Handschuhe anbehielt, weil man dem Glück nicht mit bloßen Händen begegne
       *[other] beim Spiel stets behandschuht, denn dem Glück begegne man nicht mit bloßen Händen
        }
   *[19] { $gender ->
        [female] die jeden Morgen die Herrnhuter Losung las und an diesem Abend sichtlich über die heutige nachsann
        [male] der jeden Morgen die Herrnhuter Losung las und an diesem Abend sichtlich über die heutige nachsann
       *[other] jeden Morgen bei der Herrnhuter Losung und an diesem Abend sichtlich über die heutige nachsinnend
        }
    }
narrate-temper-vain = { $variant ->
    [0] { $gender ->
        [female] die den Stuhl gewählt hatte, von dem aus ihr neuer Turban im Spiegel zu sehen war
        [male] der den Stuhl gewählt hatte, von dem aus seine neue Weste im Spiegel zu sehen war
       *[other] auf dem Stuhl, der dem Spiegel am nächsten stand
        }
    [1] { $gender ->
        [female] die lieber bewundert wurde als gewann
        [male] der lieber bewundert wurde als gewann
       *[other] lieber bewundert als siegreich
        }
    [2] { $gender ->
        [female] eine gefeierte Schönheit, die es wohl wusste
        [male] ein großer Stutzer in den eigenen Augen und in wenigen anderen
       *[other] sich der Blicke sehr bewusst
        }
    [3] { $gender ->
        [female] die dafür sorgte, dass jede gute Karte gesehen wurde
        [male] der dafür sorgte, dass jede gute Karte gesehen wurde
       *[other] stets darauf bedacht, dass jede gute Karte gesehen wurde
        }
    [4] à la Titus frisiert, genau nach dem „Journal des Luxus und der Moden“, und begierig, dass man es bemerkte
    [5] { $gender ->
        [female] die ihre beringten Hände stets so legte, dass das Kerzenlicht jeden Stein fand
        [male] der seine beringten Hände stets so legte, dass das Kerzenlicht jeden Stein fand
       *[other] die beringten Hände stets so gelegt, dass das Kerzenlicht jeden Stein fand
        }
    [6] { $gender ->
        [female] deren Stammbuch voller Huldigungsverse war und die bei jeder Gelegenheit daraus vorlas
        [male] dessen Verse in einem Taschenbuch gedruckt worden waren, was er niemanden vergessen ließ
       *[other] stolz auf ein Stammbuch voller Huldigungsverse, aus dem bei jeder Gelegenheit vorgelesen wurde
        }
    [7] { $gender ->
        [female] die nie zu erwähnen vergaß, dass der Herr Geheimrat sie im Park gegrüßt habe
        [male] der nie zu erwähnen vergaß, dass der Herr Geheimrat ihn im Theater gegrüßt habe
       *[other] nie um die Bemerkung verlegen, der Herr Geheimrat habe im Park herübergegrüßt
        }
    [8] { $gender ->
        [female] in einem Musselinkleid, so dünn, als säße man in Neapel, und gern bereit, der Mode zuliebe zu frieren
        [male] in einem Frack von so engem, neuem Schnitt, dass selbst das Sitzen zur Kunst wurde
       *[other] nach dem allerneuesten Schnitt gekleidet und der Bewunderung zuliebe gern bereit zu frieren
        }
    [9] { $gender ->
        [female] die einen Fächer aus fürstlicher Hand besaß und ihn so hielt, dass jeder das Wappen sah
        [male] der eine Tabatiere mit dem Bildnis eines Fürsten besaß und sie so oft aufklappte, dass jeder es sah
       *[other] im Besitz eines fürstlichen Geschenks, das stets so gehalten wurde, dass jeder das Wappen sah
        }
    [10] { $gender ->
        [female] die sich in Weimar als Schattenriss hatte ausschneiden lassen und das Bild in jeder Gesellschaft herumreichte
        [male] der sich in Weimar als Schattenriss hatte ausschneiden lassen und das Bild in jeder Gesellschaft herumreichte
       *[other] stolz auf einen Schattenriss aus Weimar, der in jeder Gesellschaft herumgereicht wurde
        }
    [11] { $gender ->
        [female] mit einer Straußenfeder im Haar, die den Nachbarn die Sicht auf die Karten nahm
        [male] mit einem Jabot von so viel Spitze, dass es beim Aufdecken im Weg war
       *[other] mit so viel Spitze und Federn, dass sie beim Aufdecken im Weg waren
        }
    [12] { $gender ->
        [female] die das Glück für einen Verehrer hielt, der nur etwas spät kam
        [male] der das Glück für eine Dame hielt, die ihm nur noch nicht zugelächelt hatte
       *[other] überzeugt, das Glück sei nur ein säumiger Verehrer
        }
    [13] { $gender ->
        [female] die vor Jahren in Teplitz mit einer Fürstin Tarock gespielt hatte und den Abend seither in allen Einzelheiten schilderte
        [male] der vor Jahren in Teplitz mit einer Fürstin Tarock gespielt hatte und den Abend seither in allen Einzelheiten schilderte
       *[other] seit einer Partie Tarock mit einer Fürstin in Teplitz um Erzählstoff nie verlegen
        }
    [14] { $gender ->
        [female] die nach jeder Karte an ihre Locken griff, als könnte das Glück sie verschoben haben
        [male] der nach jeder Karte seine Halsbinde zurechtzupfte, als könnte das Glück sie verschoben haben
       *[other] nach jeder Karte an Locken oder Halsbinde zupfend
        }
    [15] { $gender ->
        [female] die nur sprach, wenn alle zuhörten, und dafür sorgte, dass alle zuhörten
        [male] der nur sprach, wenn alle zuhörten, und dafür sorgte, dass alle zuhörten
       *[other] nur sprechend, wenn alle zuhörten, und darauf bedacht, dass alle es taten
        }
    [16] { $gender ->
        [female] die noch immer ein Schönheitspflästerchen trug, weil man ihr einst gesagt hatte, es stehe ihr
        [male] der noch immer den Zopf pudern ließ, weil man ihm einst gesagt hatte, es stehe ihm
       *[other] noch immer gepudert, weil es einst so gut gestanden hatte
        }
    [17] { $gender ->
        [female] die jedes Kompliment so lange wiederholen ließ, bis es alle gehört hatten
        [male] der jedes Kompliment so lange wiederholen ließ, bis es alle gehört hatten
       *[other] gewohnt, jedes Kompliment wiederholen zu lassen, bis es alle gehört hatten
        }
    [18] { $gender ->
        [female] die sich, wie man hörte, von Tischbein hatte malen lassen und am Spieltisch saß, als wäre das Bild noch nicht fertig
        [male] der sich, wie man hörte, von Tischbein hatte malen lassen und am Spieltisch saß, als wäre das Bild noch nicht fertig
       *[other] angeblich von Tischbein gemalt und am Spieltisch sitzend, als wäre das Bild noch nicht fertig
        }
   *[19] { $gender ->
        [female] die Komplimente mit einem Knicks annahm, der eigens dafür geübt war
        [male] der Komplimente mit einer Verbeugung annahm, die eigens dafür geübt war
       *[other] Komplimente mit einer eigens dafür geübten Verneigung entgegennehmend
        }
    }
    .presumes = { $variant ->
        [0] chosen-seats
       *[other] nothing
    }
narrate-temper-easy = { $variant ->
    [0] { $gender ->
        [female] die mit dem Gewinn zufrieden war und mit dem Verlust kaum weniger
        [male] der mit dem Gewinn zufrieden war und mit dem Verlust kaum weniger
       *[other] zufrieden mit Gewinn und beinahe ebenso mit Verlust
        }
    [1] { $gender ->
        [female] eine behagliche, gutmütige Dame, die beim Spiel nichts aus der Fassung brachte
        [male] ein behaglicher, gutmütiger Herr, den beim Spiel nichts aus der Fassung brachte
       *[other] gutmütig und beim Spiel durch nichts aus der Fassung zu bringen
        }
    [2] { $gender ->
        [female] die das Spiel der Gesellschaft wegen liebte und die Gesellschaft des Abendessens wegen
        [male] der das Spiel der Gesellschaft wegen liebte und die Gesellschaft des Abendessens wegen
       *[other] dem Spiel der Gesellschaft wegen zugetan und der Gesellschaft des Abendessens wegen
        }
    [3] { $gender ->
        [female] die ihre gute Laune mit an den Tisch gebracht hatte und sie zu behalten gedachte
        [male] der seine gute Laune mit an den Tisch gebracht hatte und sie zu behalten gedachte
       *[other] mit guter Laune am Tisch und entschlossen, sie zu behalten
        }
    [4] { $gender ->
        [female] die Verlust und Gewinn mit demselben gemächlichen Griff in die Bonbonniere quittierte
        [male] der Verlust und Gewinn mit derselben gemächlichen Prise Schnupftabak quittierte
       *[other] Verlust wie Gewinn mit derselben gemächlichen Prise quittierend
        }
    [5] { $gender ->
        [female] die von nichts lieber sprach als von ihren Aurikeln und vom Spiel nur, wenn man sie darum bat
        [male] der von nichts lieber sprach als von seinen Obstbäumen und vom Spiel nur, wenn man ihn darum bat
       *[other] am liebsten bei den Aurikeln und Obstbäumen des Gartens, beim Spiel nur auf Bitten
        }
    [6] { $gender ->
        [female] die schon beim Tee allen alles verziehen hatte
        [male] der schon beim Tee allen alles verziehen hatte
       *[other] schon beim Tee bereit, allen alles zu verzeihen
        }
    [7] { $gender ->
        [female] die jedes Missgeschick mit einem „Es wird schon werden“ abtat
        [male] der jedes Missgeschick mit einem „Es wird schon werden“ abtat
       *[other] mit einem „Es wird schon werden“ für jedes Missgeschick
        }
    [8] { $gender ->
        [female] die aus den Kuren in Karlsbad eine unverwüstliche Gelassenheit mitgebracht hatte
        [male] der aus den Kuren in Karlsbad eine unverwüstliche Gelassenheit mitgebracht hatte
       *[other] von den Kuren in Karlsbad mit unverwüstlicher Gelassenheit heimgekehrt
        }
    [9] { $gender ->
        [female] die ihren Mops auf dem Schoß hielt und ihm die Karten zeigte, als verstünde er mehr davon
        [male] der seinen alten Pudel unter dem Stuhl liegen hatte und sich mit ihm über jede Karte zu beraten schien
       *[other] mit einem Mops auf dem Schoß, dem jede Karte gezeigt wurde, als verstünde er mehr davon
        }
    [10] { $gender ->
        [female] die beim Verlieren so herzlich lachte wie andere beim Gewinnen
        [male] der beim Verlieren so herzlich lachte wie andere beim Gewinnen
       *[other] beim Verlieren so herzlich lachend wie andere beim Gewinnen
        }
    [11] { $gender ->
        [female] die sich noch eine Tasse Schokolade einschenken ließ, ehe sie überhaupt nach den Karten sah
        [male] der sich noch eine Tasse Schokolade einschenken ließ, ehe er überhaupt nach den Karten sah
       *[other] stets noch bei einer Tasse Schokolade, ehe von Karten die Rede sein durfte
        }
    [12] { $gender ->
        [female] die ihre Jetons nie zählte, weil es ihr gleich war, wie viele es waren
        [male] der seine Jetons nie zählte, weil es ihm gleich war, wie viele es waren
       *[other] ohne die eigenen Jetons je zu zählen, weil es auf ihre Menge nicht ankam
        }
    [13] rund und rosig vom Landleben und mit einem Lachen, das sich gern hören ließ
    [14] { $gender ->
        [female] die bei Tisch an jeder Schüssel lobte, was zu loben war, und über den Rest schwieg
        [male] der bei Tisch an jeder Schüssel lobte, was zu loben war, und über den Rest schwieg
       *[other] an jeder Schüssel lobend, was zu loben war, und über den Rest schweigend
        }
    [15] { $gender ->
        [female] die vor Jahren mit dem Postwagen im Harz umgeworfen worden war und seither nichts mehr tragisch nahm
        [male] der vor Jahren mit dem Postwagen im Harz umgeworfen worden war und seither nichts mehr tragisch nahm
       *[other] seit einem Sturz mit dem Postwagen im Harz durch nichts mehr zu erschüttern
        }
    [16] { $gender ->
        [female] in einem bequemen alten Kleid, das schon manche Mode hatte kommen und gehen sehen
        [male] in einem bequemen alten Rock, der schon manche Mode hatte kommen und gehen sehen
       *[other] bequem gekleidet, nach einer Mode, die längst gekommen und gegangen war
        }
    [17] { $gender ->
        [female] die meinte, das Glück komme zu jedem, nur nicht zu allen zugleich
        [male] der meinte, das Glück komme zu jedem, nur nicht zu allen zugleich
       *[other] überzeugt, das Glück komme zu jedem, nur nicht zu allen zugleich
        }
    [18] { $gender ->
        [female] die beim Spiel das Strickzeug nicht aus der Hand legte und dabei keine Masche fallen ließ
        [male] der beim Spiel eine kalte Pfeife im Mundwinkel behielt und zufrieden daran sog
       *[other] beim Spiel stets mit etwas Behaglichem in den Händen, Strickzeug oder Pfeife
        }
   *[19] { $gender ->
        [female] die bei jeder Kindtaufe der Stadt gern gesehen war, weil sie nie etwas übelnahm
        [male] der bei jeder Kindtaufe der Stadt gern gesehen war, weil er nie etwas übelnahm
       *[other] bei jeder Kindtaufe der Stadt gern gesehen, weil nichts je übelgenommen wurde
        }
    }

narrate-meet = { $variant ->
    [0] Da war { $name }, { $temper-text }.
    [1] Am Kamin saß { $name }, { $temper-text }.
    [2] Gegenüber saß { $name }, { $temper-text }.
    [3] Zur Partie gehörte auch { $name }, { $temper-text }.
    [4] Neben den Kerzen saß { $name }, { $temper-text }.
    [5] Dann kam { $name }, { $temper-text }.
    [6] Am anderen Ende des Tisches saß { $name }, { $temper-text }.
    [7] Auch { $name } war dabei, { $temper-text }.
    [8] Am Fenster saß { $name }, { $temper-text }.
    [9] Zuletzt war da noch { $name }, { $temper-text }.
    [10] Herzlich begrüßt wurde { $name }, { $temper-text }.
    [11] { $name }, { $temper-text }, hatte sich pünktlich eingefunden.
    [12] Nicht fehlen durfte { $name }, { $temper-text }.
    [13] Eben erst angekommen war { $name }, { $temper-text }.
    [14] Es folgte { $name }, { $temper-text }.
    [15] { $name }, { $temper-text }, ließ sich eben den Stuhl zurechtrücken.
    [16] Unter den Gästen befand sich { $name }, { $temper-text }.
    [17] Pünktlich wie immer erschien { $name }, { $temper-text }.
    [18] Ein Glas Punsch vor sich, wartete { $name }, { $temper-text }, auf die Karten.
   *[19] { $name } kam, { $temper-text }, und grüßte nach allen Seiten.
    }
    .presumes = { $variant ->
        [2] after
        [3] after
        [5] after
        [6] long-table
        [7] after
        [9] after
        [14] after
       *[other] nothing
    }

narrate-bond-rivals = { $variant ->
    [0] Zwischen { $dat-name } und { $other-dat-name } herrschte seit einem gewissen Ball eine Kälte, und { $gender ->
        [female] { $other-gender ->
            [female] keine
           *[other] keines
            }
        [male] { $other-gender ->
            [male] keiner
           *[other] keines
            }
       *[other] keines
        } wollte einen Zoll weichen.
    [1] { $name } und { $other-name } wetteiferten seit Jahren in allem, beim Spiel, { $gender ->
        [female] { $other-gender ->
            [female] an der Harfe und in der Frage der Hauben
           *[other] beim Whist und in der Frage der Tanzpartner
            }
        [male] { $other-gender ->
            [male] beim Whist, beim Rennen und in der Frage der Pferde
           *[other] beim Whist und in der Frage der Tanzpartner
            }
       *[other] beim Whist und in der Frage der Tanzpartner
        }.
    [2] Jeder wusste, dass { $name } lieber gegen jeden anderen im Land verloren hätte als gegen { $other-acc-name }.
    [3] { $name } hatte absichtlich gegenüber von { $other-dat-name } Platz genommen, um { $other-gender ->
        [female] die alte Widersacherin
       *[other] den alten Widersacher
        } besser im Auge zu behalten.
    [4] Man setzte { $acc-name } und { $other-acc-name } nie an denselben Tisch, ohne es zu bereuen, und eben das hatte man getan.
    [5] { $name } hatte { $other-dat-name } ein gewisses Wort auf dem letzten Ball nicht verziehen.
    [6] { $name } und { $other-name } hatten sich vor Jahr und Tag um dieselbe Loge im Komödienhaus gestritten und grüßten einander seither nur mit den Augenbrauen.
    [7] Was { $name } lobte, tadelte { $other-name }, und so ging es seit Jahren, vom Wetter bis zu den Predigten.
    [8] Bei jedem Konzert der Stadt saßen { $name } und { $other-name } in entgegengesetzten Ecken und klatschten nie an derselben Stelle.
    [9] Seit { $other-name } { $dat-name } auf einer Auktion einen gewissen Sekretär aus Nussbaum vor der Nase weggesteigert hatte, sprachen beide nur noch über das Wetter miteinander.
    [10] Die Stadt war sich uneins, wer schärfer über wen sprach, { $name } über { $other-acc-name } oder umgekehrt.
   *[11] Wenn { $name } eine Karte aufdeckte, sah { $other-name } nicht hin, und umgekehrt; so hielten es die beiden seit Jahren.
    }
    .presumes = { $variant ->
        [3] chosen-seats apart
       *[other] nothing
    }
narrate-bond-courtship = { $variant ->
    [0] { $name } hatte es so eingerichtet, neben { $other-dat-name } zu sitzen, und der ganze Salon hatte es bemerkt.
    [1] Man flüsterte, zwischen { $dat-name } und { $other-dat-name } werde es noch vor dem nächsten Ball zu einer Verständigung kommen, wenn der Mut reiche.
    [2] { $name } hatte an diesem Abend für keine Karte so viel Augen wie für { $other-acc-name }.
    [3] Alle wussten, dass { $name } und { $other-name } auf dem letzten Ball öfter miteinander getanzt hatten, als schicklich war, und alle sahen hin.
    [4] Man hatte { $acc-name } neben { $other-acc-name } gesetzt, und niemand glaubte, dass es Zufall war.
    [5] Seit dem letzten Ball suchte { $name } jede Gelegenheit, mit { $other-dat-name } zu sprechen, und an diesem Abend fehlte es nicht daran.
    [6] Die Mütter der Stadt zählten die Contretänze, die { $name } mit { $other-dat-name } getanzt hatte.
    [7] Zwischen { $dat-name } und { $other-dat-name } waren Stammbuchverse gewechselt worden, über die die ganze Stadt lächelte.
    [8] { $name } hatte { $other-dat-name } am Nachmittag ein Sträußchen schicken lassen, und niemand wusste, ob es willkommen gewesen war.
    [9] Über { $acc-name } und { $other-acc-name } wurde in der Stadt schon gewettet, und beide taten, als merkten sie nichts.
    [10] { $name } lachte über alles, was { $other-name } sagte, auch über das Ernstgemeinte.
   *[11] Wenn { $other-name } sprach, vergaß { $name }, wer am Geben war.
    }
    .presumes = { $variant ->
        [0] chosen-seats beside
        [4] chosen-seats beside
       *[other] nothing
    }
narrate-bond-siblings = { $variant ->
    [0] { $name } und { $other-name } waren aus einer Familie und zankten sich auch so.
    [1] Da sie verwandt waren, behielten { $name } und { $other-name } einander über den Tisch hinweg im Auge.
    [2] { $name } und { $other-name } waren zusammen aufgewachsen und konnten nicht an einem Tisch sitzen, ohne zu streiten.
    [3] { $name } hatte der Familie versprochen, { $other-acc-name } heil durch den Abend zu bringen.
    [4] { $name } und { $other-name }, die miteinander verwandt waren, stritten schon um den besten Stuhl.
    [5] In { $dat-name } und { $other-dat-name } floss dasselbe Blut, und derselbe Starrsinn dazu.
    [6] Als Kinder hatten { $name } und { $other-name } um jedes Spielzeug im Haus gezankt, und nun zankten sie um die Jetons.
    [7] Wer { $acc-name } kannte, erkannte auch { $other-acc-name }: dieselbe Nase, dieselbe Handschrift und dieselbe Art, beim Verlieren die Lippen zu schürzen.
    [8] { $name } und { $other-name } hatten sich über die Frage entzweit, wem ein gewisser Silberleuchter zustehe, und trugen es einander bei jeder Karte nach.
    [9] Wer { $dat-name } etwas anvertraute, konnte sicher sein, dass { $other-name } es am Abend wusste, und umgekehrt.
    [10] { $name } hielt { $other-acc-name } für leichtsinnig, { $other-name } hielt { $acc-name } für geizig, und beide hatten ein wenig recht.
   *[11] An Familientagen endete jedes Gespräch zwischen { $dat-name } und { $other-dat-name } im Streit, und vom Spieltisch erwartete man nichts Besseres.
    }
    .presumes = { $variant ->
        [4] chosen-seats
        [1] apart
       *[other] nothing
    }
# zwei Verwandte verschiedenen Namens: Geschwisterkinder, zusammen aufgezogen, oder durch eine Heirat verschwägert; nie Bruder und Schwester
narrate-bond-cousins = { $variant ->
    [0] { $name } und { $other-name } waren Geschwisterkinder, unter einem Dach aufgewachsen, und kannten einander zu gut, um sich am Spieltisch etwas vorzumachen.
    [1] Seit einer Hochzeit im vorigen Jahr waren { $name } und { $other-name } { $gender ->
        [female] { $other-gender ->
            [female] Schwägerinnen
            [male] Schwägerin und Schwager
           *[other] miteinander verschwägert
            }
        [male] { $other-gender ->
            [female] Schwager und Schwägerin
            [male] Schwäger
           *[other] miteinander verschwägert
            }
       *[other] miteinander verschwägert
        }, und beide gaben sich an diesem Abend alle Mühe, es nicht zu bereuen.
    [2] { $name } und { $other-name } waren { $gender ->
        [female] { $other-gender ->
            [female] Basen
            [male] Base und Vetter
           *[other] Geschwisterkinder
            }
        [male] { $other-gender ->
            [female] Vetter und Base
            [male] Vettern
           *[other] Geschwisterkinder
            }
       *[other] Geschwisterkinder
        }, von derselben Großmutter verwöhnt, und gönnten einander an diesem Abend keinen Jeton.
    [3] Durch eine Heirat verschwägert, hielten { $name } und { $other-name } gegen den übrigen Tisch zusammen, als gelte es die Ehre der Familie.
    [4] { $name } und { $other-name } hatten als { $gender ->
        [female] { $other-gender ->
            [female] Basen
            [male] Base und Vetter
           *[other] Geschwisterkinder
            }
        [male] { $other-gender ->
            [female] Vetter und Base
            [male] Vettern
           *[other] Geschwisterkinder
            }
       *[other] Geschwisterkinder
        } denselben Hauslehrer geplagt und neckten einander nun über den Tisch hinweg mit demselben Vergnügen.
    [5] Seit eine Heirat die Familien verbunden hatte, galten { $name } und { $other-name } als Verwandte und mussten einander auch beim Spiel mit Nachsicht begegnen, was beiden sichtlich schwerfiel.
    [6] { $name } und { $other-name }, { $gender ->
        [female] { $other-gender ->
            [female] Basen
            [male] Base und Vetter
           *[other] Geschwisterkinder
            }
        [male] { $other-gender ->
            [female] Vetter und Base
            [male] Vettern
           *[other] Geschwisterkinder
            }
       *[other] Geschwisterkinder
        } und im Haus desselben Oheims erzogen, wussten, dass jeder Verlust bis zum Sonntag in der ganzen Verwandtschaft herum sein würde.
    [7] Als { $gender ->
        [female] { $other-gender ->
            [female] Basen
            [male] Base und Vetter
           *[other] Geschwisterkinder
            }
        [male] { $other-gender ->
            [female] Vetter und Base
            [male] Vettern
           *[other] Geschwisterkinder
            }
       *[other] Geschwisterkinder
        } hofften { $name } und { $other-name } auf dieselbe Erbtante und stritten darum um jeden Jeton, als ginge es schon um das Testament.
    [8] { $name } und { $other-name } hatten sich bei der letzten Taufe in der Familie um die Patenschaft gestritten und waren seither übertrieben höflich zueinander.
    [9] Dass { $name } und { $other-name } verwandt waren, sah man nicht, aber man hörte es, sobald sie über Geld sprachen.
    [10] { $name } und { $other-name } schrieben einander lange Briefe über Familiensachen und widersprachen sich darin auf jeder Seite.
   *[11] Eine gemeinsame Tante pflegte zu sagen, { $name } und { $other-name } seien wie Pfeffer und Salz, und an diesem Abend gab man ihr recht.
    }
    .presumes = { $variant ->
        [4] apart
       *[other] nothing
    }
narrate-bond-chaperone = { $variant ->
    [0] { $name } hatte in dieser Saison die Aufsicht über { $other-acc-name } und beobachtete jede Karte, als wäre sie ein Freier.
    [1] { $other-name } war mit { $dat-name } gekommen, die einer Mutter auf dem Land versprochen hatte, es werde nicht hoch gespielt.
    [2] { $name } saß, wie es einer Anstandsdame zukommt, dicht neben { $other-dat-name } und missbilligte das Spiel schon jetzt.
    [3] Die Pflicht, { $other-acc-name } beizeiten nach Hause zu bringen, lag bei { $dat-name }, und diese Pflicht sollte nicht versäumt werden.
    [4] { $name } hatte { $other-dat-name } vor der Ausfahrt eingeschärft, nicht höher zu spielen, als es sich schickte, und hielt nun Wache.
    [5] Über den Rand ihres Fächers hinweg hielt { $name } { $other-acc-name } im Auge und jeden Herrn, der sich über den Tisch beugte, gleich mit.
    [6] { $other-name } durfte nur mitspielen, weil { $name } zugesagt hatte, danebenzusitzen und jede Karte mit anzusehen.
    [7] { $name } hatte der Familie in die Hand versprochen, { $other-acc-name } heil durch die Saison zu bringen, und nahm dieses Amt ernster als jedes Spiel.
    [8] { $name } zählte heimlich mit, wie oft { $other-name } an diesem Abend lachte, um es später getreulich zu berichten.
    [9] Sooft { $other-name } einen Scherz wagte, räusperte sich { $name } vernehmlich.
    [10] { $name } hatte für den Heimweg schon die Laterne bestellt und sah immer wieder nach der Uhr, was { $other-name } geflissentlich übersah.
   *[11] Es galt als ausgemacht, dass { $name } über { $other-acc-name } wachte, und ebenso ausgemacht, dass { $other-name } es nicht wollte.
    }
    .presumes = { $variant ->
        [2] chosen-seats beside
        [6] chosen-seats beside
       *[other] nothing
    }
narrate-bond-debt = { $variant ->
    [0] { $name } schuldete { $other-dat-name } eine Summe, von der { $gender ->
        [female] { $other-gender ->
            [female] keine
           *[other] keines
            }
        [male] { $other-gender ->
            [male] keiner
           *[other] keines
            }
       *[other] keines
        } sprach und an die beide dachten.
    [1] Zwischen { $dat-name } und { $other-dat-name } stand eine kleine Geldsache, vor einem Monat beim Piquet verloren und noch nicht beglichen.
    [2] { $name } hatte vor Monaten bei { $other-dat-name } geborgt und war seither von ausnehmender Höflichkeit.
    [3] { $other-name } besaß einen Schuldschein von { $dat-name } und hatte das auch schon verlauten lassen.
    [4] Ein Wechsel, unterschrieben von { $dat-name } und verwahrt von { $other-dat-name }, lag schwerer auf dem Abend, als man zugab.
    [5] { $name } hatte { $other-dat-name } das Geld von der letzten Messe noch nicht zurückgegeben, und beide wussten es.
    [6] { $name } hatte sich unlängst von { $other-dat-name } Wagen und Pferde geliehen, den Braunen lahm zurückgebracht und den Schaden bis heute nicht ersetzt.
    [7] { $name } stand bei { $other-dat-name } in der Kreide und lachte darum über jeden Scherz { $other-gender ->
        [female] der Gläubigerin
       *[other] des Gläubigers
        } ein wenig zu laut.
    [8] { $other-name } hatte { $dat-name } die Summe vor Zeugen geliehen, und einige dieser Zeugen saßen mit am Tisch.
    [9] Jeden Jeton, den { $name } gewann, betrachtete { $other-name } mit stillem Anteil, als gehöre er eigentlich in die eigene Tasche.
    [10] { $name } hatte { $other-dat-name } versprochen, zu Michaelis zu zahlen, und Michaelis war längst vorüber.
   *[11] Bei { $other-dat-name } lag seit dem Winter eine goldene Tabatiere als Pfand, und { $name } vermisste sie an diesem Abend besonders.
    }
    .presumes = nothing

narrate-stake-debt = { $variant ->
    [0] { $name } hatte besondere Gründe, gewinnen zu wollen, Gründe, die mit einer Rechnung der Putzmacherin zu tun hatten.
    [1] Niemand am Tisch sollte wissen, wie tief { $name } in Schulden steckte und wie wenig sich ein Verlust noch tragen ließ.
    [2] Ein Gewinn würde eine kleine Rechnung begleichen, die { $acc-name } seit Wochen bedrückte.
    [3] { $name } stand seit Monaten beim Schneider tiefer in der Schuld, als anständig war, und hoffte, die Kasse werde das Ihrige tun.
    [4] Der Weinhändler hatte { $dat-name } eine höfliche, aber sehr bestimmte Mahnung geschickt, und die Kasse sollte sie beantworten.
    [5] Für { $acc-name } hing an der Kasse die Frage, ob man dem Hauswirt die fällige Miete würde zahlen können.
    [6] { $name } hatte im Stillen ausgerechnet, dass eine glückliche Kasse eine alte Spielschuld tilgen würde, von der die Familie nichts wissen durfte.
    [7] Bei den Kaufleuten der Stadt hatte { $name } keinen Kredit mehr, und die Kasse war die letzte Hoffnung.
    [8] Seit Wochen nahm { $name } einen Umweg, um nicht am Laden des Handschuhmachers vorbeizumüssen, bei dem eine Rechnung offen stand.
    [9] { $name } hatte zu Hause einen Stoß Rechnungen des Hutmachers und des Friseurs liegen, und die Kasse sollte sie bezahlen.
    [10] Nur die Kasse konnte { $acc-name } vor einem peinlichen Besuch des Gläubigers am nächsten Morgen bewahren.
   *[11] { $name } hatte einen Ring versetzt, von dem zu Hause niemand wissen durfte, und hoffte, ihn mit dem Gewinn auszulösen.
    }
narrate-stake-pride = { $variant ->
    [0] { $name } hatte bei Tisch behauptet, bei Gesellschaftsspielen nie zu verlieren, und musste das nun wahr machen.
    [1] Für { $acc-name } waren die Jetons nichts; auf das Gewinnen kam es an.
    [2] { $name } hatte in dieser Saison an jedem Tisch der Stadt verloren und war entschlossen, dass es damit ein Ende habe.
    [3] { $name } hatte beim Tee verkündet, die Tontine sei ein Spiel für Kinder, und konnte es sich nun nicht leisten, ausgerechnet darin zu verlieren.
    [4] Vor den Augen der ganzen Gesellschaft zu verlieren, wäre { $dat-name } ärger gewesen als jeder Verlust an Geld.
    [5] Am Mittag hatte jemand gespottet, { $name } habe kein Glück im Spiel, und das sollte heute Abend widerlegt werden.
    [6] { $name } hatte es sich in den Kopf gesetzt, die Kasse vor aller Augen davonzutragen, und zwar nicht des Geldes wegen.
    [7] { $name } war beim letzten Spielabend so früh gefallen, dass die ganze Stadt darüber gelacht hatte, und das sollte sich nicht wiederholen.
    [8] Seit ein Vetter behauptet hatte, { $name } verstehe nichts vom Spiel, war jede Partie eine Ehrensache.
    [9] { $name } hatte im Kasino erzählt, das Glück sei ein alter Bekannter, und durfte sich nun nicht von ihm verleugnen lassen.
    [10] Für { $acc-name } stand an diesem Abend der Ruf auf dem Spiel, ein Glückskind zu sein, und Glückskinder verlieren nicht.
   *[11] Ein Verlust an diesem Tisch wäre bis zum nächsten Kirchgang in jedem Salon der Stadt erzählt worden, und { $name } wusste es.
    }
narrate-stake-gift = { $variant ->
    [0] { $name } hatte lachend gesagt, was die Kasse hergebe, solle ein Geschenk für jemanden am Tisch werden.
    [1] Den Gewinn, wenn es einen gäbe, hatte { $name } einem Patenkind als Geschenk zum Namenstag versprochen.
    [2] { $name } hatte in einem gewissen Schaufenster Handschuhe gesehen, die ein Geschenk für jemand Liebes werden sollten, und rechnete mit der Kasse, sie zu bezahlen.
    [3] Aus dem Gewinn sollte ein Geburtstagsgeschenk für eine Schwester werden, und { $name } hatte davon schon zu viel verraten.
    [4] { $name } spielte für ein Geschenk: Ein Medaillon sollte es werden, das eine gewisse Person an ihrem Geburtstag finden würde.
    [5] Was { $name } gewänne, war im Voraus verschenkt: Es sollte einer jungen Kammerjungfer als Beitrag zur Aussteuer zufallen.
    [6] { $name } hatte einem Freund ein Geschenk versprochen, das die eigene Börse nicht hergab, und hoffte nun auf die Kasse.
    [7] { $name } wollte vom Gewinn ein Gesangbuch mit Goldschnitt kaufen, für jemanden, der es sich selbst nicht leisten konnte.
    [8] Was { $name } an diesem Abend gewann, sollte ein Schal aus Kaschmir werden, den eine Freundin beim Tuchhändler bewundert hatte.
    [9] Ein alter Diener des Hauses sollte zum Abschied eine silberne Uhr bekommen, und { $name } hoffte, die Kasse werde sie bezahlen.
    [10] { $name } spielte für die Hochzeit einer Freundin, der man ein Service versprochen hatte, das teurer war als gedacht.
   *[11] { $name } hatte sich vorgenommen, einem verarmten Musiklehrer ein Geschenk zu machen, ohne dass er erfuhr, woher es kam.
    }
narrate-stake-wager = { $variant ->
    [0] { $name } hatte mit jemandem, der nicht am Tisch saß, heimlich auf den Ausgang gewettet.
    [1] Im Klub stand, so hieß es, eine Wette im Buch, die { $name } auf das eigene Glück an diesem Abend eingegangen war.
    [2] { $name } hatte seidene Strümpfe gegen ein Pfund Schnupftabak gesetzt, dass die Kasse in diese Richtung kommen werde.
    [3] Man munkelte, { $name } habe im Kasino eine Wette auf den Ausgang des Abends laufen.
    [4] { $name } hatte mit einem Vetter um eine Flasche Tokaier gewettet, dass der Abend gut ausgehen werde.
    [5] Im Kaffeehaus hatte { $name } eine Wette auf diesen Abend angenommen, von der niemand am Tisch wissen sollte.
    [6] { $name } hatte um einen Taler gewettet, an diesem Abend die Kasse zu gewinnen.
    [7] { $name } hatte mit einem Offizier der Garnison um ein Paar Handschuhe gewettet, dass die Kasse nicht in fremde Hände fallen werde.
    [8] Es ging das Gerücht, { $name } habe beim Frühstück eine Wette angenommen, deren Einsatz man nur flüsternd nannte.
    [9] { $name } hatte mit einem Spötter gewettet, an diesem Abend nicht unter den Toten zu enden.
    [10] Eine Wette mit dem Apotheker um ein Pfund Kaffee hing am Ausgang des Abends, und { $name } dachte bei jeder Karte daran.
   *[11] Auf dem Weg hierher hatte { $name } einem Bekannten die Hand darauf gegeben: Die Kasse werde heute gewonnen, oder man zahle das Souper.
    }
narrate-stake-habit = { $variant ->
    [0] { $name } spielte, weil man immer gespielt hatte, und hätte anderswo nichts mit sich anzufangen gewusst.
    [1] { $name } hatte seit Menschengedenken keinen Kartenabend versäumt und gedachte nicht, heute damit anzufangen.
    [2] Ein Abend ohne Karten war für { $acc-name } ein verlorener Abend.
    [3] { $name } kam zu jedem Spielabend der Stadt, wie andere zur Kirche gehen.
    [4] Ohne Karten wären { $dat-name } die Abende unerträglich lang geworden.
    [5] { $name } war von keinem Spieltisch der Gegend wegzudenken.
    [6] Für { $acc-name } gehörten die Karten zum Abend wie die Lampe und der Tee, und niemand erinnerte sich, es je anders gesehen zu haben.
    [7] { $name } trug stets ein eigenes Spiel Karten bei sich, falls irgendwo eines fehlen sollte.
    [8] Seit Jahren wusste man in der Stadt: Wo gespielt wurde, da war auch { $name }.
    [9] Für { $acc-name } war die Tontine nur das Spiel dieses Abends; es hätte ebenso gut Lomber oder Quadrille sein können.
    [10] { $name } spielte nicht um Gewinn, sondern aus Gewohnheit, wie man nach dem Essen eine Prise nimmt.
   *[11] Der Arzt hatte { $dat-name } das Spielen bei Nacht verboten, und { $name } hatte ihm höflich zugehört.
    }
    .presumes = nothing

narrate-others = { $variant ->
    [0] Den Rest der Runde bildeten { $names }.
    [1] Die übrigen Stühle nahmen { $names } ein.
    [2] Mit ihnen saßen { $names } am Tisch.
    [3] Rings um den übrigen Tisch verteilten sich { $names }.
    [4] { $names } machten die Gesellschaft vollständig.
    [5] Außerdem waren { $names } da.
    [6] Auf den letzten Stühlen saßen { $names }.
    [7] Ferner spielten { $names } mit.
    [8] Dazu gesellten sich { $names }.
   *[9] Von der Partie waren außerdem { $names }.
    }
    .presumes = { $variant ->
        [0] after
        [1] after
        [2] after
        [3] after
        [4] after
        [5] after
        [6] after
        [7] after
        [8] after
        [9] after
       *[other] nothing
    }
narrate-crowd = { $variant ->
    [0] Die übrigen Stühle füllte die halbe Nachbarschaft, und aus dem Speisezimmer holte man noch mehr.
    [1] Es kamen so viele, dass man einen zweiten Tisch anschieben musste, und noch immer kamen welche.
    [2] Die übrige Gesellschaft war kaum zu zählen, denn man hatte jeden Stuhl des Hauses herbeigetragen.
    [3] Dazu kam eine große Schar aus der Nachbarschaft, Ellbogen an Ellbogen um zusammengerückte Tische.
    [4] Der Rest der Gesellschaft war so zahlreich, dass man nicht alle Namen behielt.
    [5] Man hatte zu Ehren des Abends auch die Nachbarn von gegenüber geladen, und sie waren mit allen Vettern und Basen gekommen.
    [6] Dazu kam, wer in der Stadt von der Tontine gehört hatte und nicht zu Hause bleiben wollte, und das waren nicht wenige.
    [7] Die Bedienten trugen Stühle aus allen Zimmern zusammen, bis auch der letzte Gast saß.
    [8] So viele hatten sich eingefunden, dass die Leuchter am Tisch kaum für alle reichten.
   *[9] Der übrige Tisch war ein Gedränge von Hauben, Zöpfen und Halsbinden, aus dem kaum ein Name herauszuhören war.
    }
    .presumes = { $variant ->
        [0] many after
        [1] many
        [2] many after
        [3] many after
        [4] many after
        [5] many
        [6] many after
        [7] many
        [8] many
        [9] many after
       *[other] nothing
    }

narrate-rules-house = { $variant ->
    [0] { $name } erklärte die hauseigene Kartentafel, die alle zu verstehen vorgaben.
   *[1] { $name } las von einem Blatt neben dem Leuchter vor, was jede Karte tun sollte.
    }

narrate-ask = { $variant ->
    [0] „Und wenn man tot ist, muss man dann den ganzen Abend zusehen?“, { $said-text }.
    [1] „Aber was wird am Ende aus der Kasse?“, { $said-text }.
    [2] „Und niemand kann mehr verlieren als die Jetons vor sich?“, { $said-text }.
    [3] „Ist denn wirklich gar keine Kunst dabei?“, { $said-text }.
    [4] „Und wer gibt nach dem ersten?“, { $said-text }.
    [5] „Und wie lange dauert so eine Partie?“, { $said-text }.
    [6] „Was geschieht aber, wenn die Letzten alle in derselben Runde fallen?“, { $said-text }.
    [7] „Kommt es denn auf die Farbe gar nicht an?“, { $said-text }.
    [8] „Gesetzt, es kommt ein König, und die Kasse ist leer?“, { $said-text }.
    [9] „Bekommt denn der Geber selbst auch eine Karte?“, { $said-text }.
    [10] „Muss denn ein Toter auch geben, wenn die Reihe an ihn kommt?“, { $said-text }.
    [11] „Und wer holt einen Toten ins Spiel zurück?“, { $said-text }.
    [12] „Darf man gleich wieder mitspielen, wenn man zurückgeholt wird?“, { $said-text }.
    [13] „Wird jede Karte sogleich abgerechnet oder erst am Ende der Runde?“, { $said-text }.
    [14] „Kann die Partie mitten in einer Runde zu Ende gehen?“, { $said-text }.
    [15] „Und wer weder ein Bild noch ein kleines Blatt bekommt, wozu ist dem seine Karte gut?“, { $said-text }.
    [16] „Und was habe ich zu tun, wenn ich an die Reihe komme?“, { $said-text }.
    [17] „Darf ich meine Karte denn verdeckt halten?“, { $said-text }.
    [18] „Gibt es Trümpfe wie beim Whist?“, { $said-text }.
   *[19] „Wozu soll man dann überhaupt aufpassen?“, { $said-text }.
    }
narrate-answer = { $variant ->
    [0] „Man sieht zu und hofft, dass der Nachbar ein Ass aufdeckt“, { $said-text }.
    [1] „Der letzte Lebende bekommt alles“, { $said-text }.
    [2] „Keinen Heller mehr; das ist ja das Schöne daran“, { $said-text }.
    [3] „Nicht die geringste, und so braucht sich niemand des Verlierens zu schämen“, { $said-text }.
    [4] „Das Geben geht nach rechts herum, und jeder Lebende kommt an die Reihe“, { $said-text }.
    [5] „Bis nur noch ein Spieler Jetons hat, und ob das geschwind geht oder bis tief in die Nacht, weiß vorher kein Mensch“, { $said-text }.
    [6] „Dann gewinnt, wen es zuletzt getroffen hat, denn der hat am längsten gelebt“, { $said-text }.
    [7] „Ganz und gar nicht; ob Herz oder Pik, allein der Rang zählt“, { $said-text }.
    [8] „Dann nimmt man, was noch darin liegt; aus einer leeren Kasse ist nichts zu holen“, { $said-text }.
    [9] „Gewiss, nur nimmt er sich die seine zuletzt, wenn die übrigen bedient sind“, { $said-text }.
    [10] „Nein; das Geben geht an ihm vorüber zum nächsten Lebenden zu seiner Rechten“, { $said-text }.
    [11] „Ein Nachbar zu seiner Rechten, dem die Karte befiehlt, ihm zu zahlen, und sei es nur einen einzigen Jeton“, { $said-text }.
    [12] „Erst in der nächsten Runde; in der laufenden bekommt man keine Karte mehr“, { $said-text }.
    [13] „Sogleich, eine nach der anderen, in der Reihenfolge, in der sie gegeben werden“, { $said-text }.
    [14] „Niemals; erst wenn alle ihre Karte haben, sieht man nach, wer noch lebt“, { $said-text }.
    [15] „Zu gar nichts; wer sie bekommt, zahlt nicht und nimmt nicht und darf sich glücklich schätzen“, { $said-text }.
    [16] „Nichts weiter, als hinzunehmen, was Ihre Karte befiehlt; denken muss hier niemand“, { $said-text }.
    [17] „Nein, sie wird offen gegeben, damit jeder sieht, was sie verlangt“, { $said-text }.
    [18] „Weder Trümpfe noch Stiche; jede Karte wirkt für sich allein“, { $said-text }.
   *[19] „Um rechtzeitig zu merken, dass man tot ist; alles Übrige besorgen die Karten“, { $said-text }.
    }

narrate-ante-in = { $variant ->
    [0] Die Einsätze wanderten in die Kasse in der Mitte des Tisches.
    [1] Jeder zahlte seinen Einsatz, und die Kasse stand bereit.
    [2] Ehe eine Karte aufgedeckt war, hatte jede Hand ihr Teil in die Kasse gelegt.
    [3] Die Kasse erhielt ihre ersten Jetons von jedem Spieler der Reihe nach.
    [4] Der Einsatz wurde reihum gezahlt, unter viel Gelächter über jene, die ihn vergessen hatten.
    [5] Einer nach dem anderen legte seinen Einsatz in die Mitte.
    [6] Mit leisem Klappern fielen die ersten Jetons in die Kasse.
    [7] Reihum klirrten die Einsätze in das Kästchen, das von nun an die Kasse hieß.
    [8] Zuerst aber wollte die Kasse gefüllt sein, und niemand blieb seinen Einsatz schuldig.
    [9] Man zählte die Einsätze zweimal, denn beim Geld hört bekanntlich die Freundschaft auf.
    [10] So wuchs in der Mitte des Tisches ein kleines Häufchen, um das sich der ganze Abend drehen sollte.
    [11] Die Einsätze waren bald gemacht, und die Kasse lag bereit wie ein Köder.
    [12] Nicht ohne Seufzer trennte sich mancher von seinem Einsatz.
   *[13] Als alle gesetzt hatten, stand die Kasse in der Mitte, und aller Augen ruhten auf ihr.
    }

narrate-begin = { $variant ->
    [0] Dann nahm { $name } die Karten auf, und das Spiel begann.
    [1] Das Geben fiel { $dat-name } zu, und die Karten wurden mit Schwung gemischt.
    [2] { $name } hatte das erste Geben, und die Karten gingen herum.
    [3] { $name } gab zuerst, jedem eine Karte offen.
   *[4] So ließ { $name } abheben, mischte und begann.
    }

## Die Karten einer Szene. $card-text: Nominativ, $acc-card-text: Akkusativ, $dat-card-text: Dativ.

narrate-s-fall-box = { $variant ->
    [0] { $name } deckte { $acc-card-text } auf und zahlte { $paid ->
        [one] den letzten Jeton
       *[other] die letzten Jetons
        } in die Kasse.
    [1] { $card-text } fiel { $dat-name } zu, und mit dieser Karte ging { $paid ->
        [one] der letzte Jeton
       *[other] alles, was noch übrig war
        }.
    [2] { $card-text } ruinierte { $acc-name }: { $paid ->
        [one] Der letzte Jeton
       *[other] Das Wenige, das noch übrig war,
        } wanderte in die Kasse.
    [3] { $name } betrachtete { $acc-card-text } einen Augenblick, ehe der Rest bezahlt wurde.
    [4] { $card-text } fegte { $dat-name } die letzten Jetons vom Platz in die Kasse.
    [5] Für { $acc-name } kam { $card-text }, und danach blieb nichts mehr zum Zahlen.
    [6] { $card-text } kostete { $acc-name } { $paid ->
        [one] den einzigen Jeton, und die Kasse verschlang ihn
       *[other] alles, was noch da war, und die Kasse verschlang es
        }.
    [7] Die Kasse empfing für { $acc-card-text } { $paid ->
        [one] den letzten Jeton, den { $name } noch besaß
       *[other] die letzten Jetons, die { $name } noch besaß
        }.
    [8] { $name } hatte kaum noch genug, um { $acc-card-text } zu bezahlen, und zahlte doch bis zum Letzten.
    [9] Mit { $dat-card-text } wanderte, was vor { $dat-name } lag, ganz und gar in die Mitte des Tisches.
    [10] { $card-text } räumte { $dat-name } den Platz auf dem Tuch vollends leer.
    [11] Nach { $dat-card-text } lag vor { $dat-name } nichts mehr.
    [12] { $name } schob auf { $acc-card-text } hin den Rest in die Kasse und lehnte sich zurück.
    [13] { $card-text } forderte von { $dat-name } das Letzte, und die Kasse nahm es.
    [14] Kein Jeton blieb { $dat-name } mehr, als { $card-text } bezahlt war.
    [15] Bis auf den letzten Jeton musste { $name } für { $acc-card-text } in die Kasse zahlen.
    [16] Das Letzte, was { $name } besaß, holte sich die Kasse für { $acc-card-text }.
    [17] Um { $acc-card-text } zu bezahlen, musste { $name } { $paid ->
        [one] den letzten Jeton
       *[other] die letzten Jetons
        } hergeben.
    [18] Damit war es um { $acc-name } geschehen: Für { $acc-card-text } { $paid ->
        [one] ging der letzte Jeton
       *[other] gingen die letzten Jetons
        } in die Kasse.
    [19] { $card-text } war für die Kasse ein Gewinn und für { $acc-name } das Ende.
    [20] Dass ausgerechnet { $card-text } { $acc-name } um das Letzte bringen sollte, hätte niemand gedacht.
    [21] Pflichtschuldig zählte { $name } für { $acc-card-text } das Letzte in die Kasse.
    [22] Einmal noch musste { $name } zahlen, für { $acc-card-text }, und dann war nichts mehr da.
    [23] Der Kasse gehörte nun auch, was { $name } zuletzt noch besessen hatte, denn so wollte es { $card-text }.
    [24] Nun hatte { $name } nur noch die leeren Hände auf dem Tuch, denn { $card-text } hatte das Letzte genommen.
    [25] Zum letzten Mal an diesem Abend, wie es schien, zahlte { $name } in die Kasse, denn nach { $dat-card-text } war nichts mehr übrig.
    [26] { $card-text } machte die Kasse reicher und { $acc-name } um alles ärmer.
    [27] { $paid ->
        [one] Ein einziger Jeton war { $dat-name } geblieben, und { $card-text } nahm auch diesen.
       *[other] Was { $dat-name } an Jetons geblieben war, nahm { $card-text } bis auf den letzten.
        }
    [28] Geschröpft bis aufs Letzte, rückte { $name } nach { $dat-card-text } den Stuhl ein wenig vom Tisch.
    [29] Es brauchte nur { $acc-card-text }, und { $name } hatte nichts mehr.
    [30] Was noch zu zahlen war, zahlte { $name } für { $acc-card-text } mit { $paid ->
        [one] dem letzten Jeton
       *[other] den letzten Jetons
        }.
    [31] Wie nach einem Festmahl der Tisch, so war nach { $dat-card-text } der Platz vor { $dat-name }: abgeräumt bis aufs Tuch.
    [32] Vergebens suchte { $name } nach einem weiteren Jeton, als { $card-text } bezahlt war.
    [33] Die Kasse schluckte { $paid ->
        [one] den letzten Jeton, der vor { $dat-name } lag
       *[other] die letzten Jetons, die vor { $dat-name } lagen
        }, und { $card-text } war schuld daran.
    [34] Durch { $acc-card-text } ging { $name } zugrunde, und die Kasse bekam das Letzte.
    [35] { $paid ->
        [one] Einen Jeton hatte { $name } noch, und auch der ging für { $acc-card-text } in die Kasse.
       *[other] Ein paar Jetons hatte { $name } noch, und auch die gingen für { $acc-card-text } in die Kasse.
        }
    [36] Man sah { $acc-name } für { $acc-card-text } { $paid ->
        [one] den letzten Jeton
       *[other] die letzten Jetons
        } in die Kasse schieben.
   *[37] { $paid ->
        [one] { $card-text } brachte der Kasse nur einen Jeton mehr, aber es war der letzte, den { $name } besaß.
       *[other] { $card-text } brachte der Kasse nur ein paar Jetons mehr, aber es waren die letzten, die { $name } besaß.
        }
    }
    .presumes = { $variant ->
        [22] after
       *[other] nothing
    }
narrate-s-fall-give = { $variant ->
    [0] { $name } deckte { $acc-card-text } auf und musste die letzten Jetons an { $other-acc-name } hinüberschieben.
    [1] { $card-text } bereitete { $dat-name } das Ende, und die letzten Jetons wanderten den Tisch entlang zu { $other-dat-name }.
    [2] Mit { $dat-card-text } zahlte { $name } alles, was blieb, an { $other-acc-name }.
    [3] { $card-text } fiel { $dat-name } zu, und { $other-name } bekam den Rest des kleinen Häufchens.
    [4] Was { $dat-name } noch geblieben war, ging durch { $acc-card-text } an { $other-acc-name }.
    [5] { $name } schob die letzten Jetons zu { $other-dat-name } hinüber, denn so verlangte es { $card-text }.
    [6] Für { $acc-card-text } gab { $name } den Rest an { $other-acc-name } und hatte nun selbst nichts mehr.
    [7] { $other-name } strich ein, was noch vor { $dat-name } lag, wie { $card-text } es gebot.
    [8] Der Rest, den { $name } noch hatte, wanderte für { $acc-card-text } nach links, zu { $other-dat-name }, und zurück blieb ein leerer Platz.
    [9] So bereicherte { $card-text } { $other-acc-name } und ließ { $acc-name } ohne einen Jeton zurück.
    [10] Gänzlich leerte { $card-text } den Platz vor { $dat-name }, und alles ging an { $other-acc-name }.
    [11] Für { $acc-card-text } musste { $name } das Letzte hergeben, und es kam { $other-dat-name } zugute.
    [12] { $card-text } wies dem Rest, der vor { $dat-name } lag, den kurzen Weg über das Tuch zu { $other-dat-name }, und mehr war nicht da.
   *[13] { $other-name } bekam, was { $card-text } von { $dat-name } verlangte, und es war alles, was noch da war.
    }
narrate-s-killed-reviving = { $variant ->
    [0] { $name } deckte { $acc-card-text } auf, und { $paid ->
        [one] der letzte Jeton ging
       *[other] die letzten Jetons gingen
        } an { $other-acc-name }, { $other-gender ->
        [female] die
        [male] der
       *[other] wer
        } tot gewesen war und nun dadurch wieder ins Leben kam.
    [1] { $card-text } ließ { $acc-name } bis zum letzten Jeton an { $other-acc-name } zahlen: Ein Leben erlosch und weckte dabei ein anderes.
    [2] Mit { $dat-card-text } zahlte { $name } alles an { $other-acc-name }, { $other-gender ->
        [female] die
        [male] der
       *[other] wer
        } unter den Toten gewesen war; so erlosch ein Leben, und ein anderes erwachte.
    [3] { $card-text } fiel { $dat-name } zu, und der Rest ging an { $other-acc-name }, bis zu diesem Augenblick aus dem Spiel.
    [4] { $card-text } kam an { $acc-name }: Die letzten Jetons gingen an { $other-acc-name }, und Tod und Leben tauschten die Plätze.
    [5] { $name } hatte { $acc-card-text } und holte mit dem letzten Jeton { $other-acc-name } von den Toten zurück.
    [6] { $card-text } fiel { $dat-name } zu und nahm alles; doch dieses Alles ging an { $other-acc-name } und gab { $other-gender ->
        [female] einer Toten
        [male] einem Toten
       *[other] einem Toten
        } das Leben zurück.
    [7] { $card-text } brachte { $acc-name } ins Grab und holte im selben Zug { $other-acc-name } daraus hervor.
    [8] Was { $dat-name } geblieben war, ging durch { $acc-card-text } an { $other-acc-name }, { $other-gender ->
        [female] die nichts mehr besessen hatte und nun wieder zu den Lebenden zählte
        [male] der nichts mehr besessen hatte und nun wieder zu den Lebenden zählte
       *[other] und so zählte ein Toter wieder zu den Lebenden
        }.
    [9] { $name } deckte { $acc-card-text } auf: der eigene Ruin und die Rettung für { $other-acc-name }.
    [10] Für { $acc-card-text } musste { $name } das Letzte an { $other-acc-name } geben, und so tauschten die beiden ihre Plätze zwischen Leben und Tod.
    [11] Wie es der Zufall wollte, musste { $name } für { $acc-card-text } alles an { $other-acc-name } zahlen: Wer gab, war tot, und wer empfing, lebte wieder.
    [12] Es war ein teures Almosen: { $name } gab für { $acc-card-text } das Letzte an { $other-acc-name } und ging selbst zu den Toten hinüber.
    [13] Wider Willen großmütig gab { $name } für { $acc-card-text } den Rest an { $other-acc-name } und bezahlte die fremde Rettung mit dem eigenen Leben.
    [14] Quer über den Tisch wanderte mit { $dat-card-text } das Letzte, was { $name } besaß, an { $other-acc-name }, und mit ihm wechselte das Leben den Platz.
    [15] Ehe man recht begriff, was geschah, hatte { $name } für { $acc-card-text } alles an { $other-acc-name } gezahlt, { $other-gender ->
        [female] die Tote damit erweckt
        [male] den Toten damit erweckt
       *[other] damit einen Toten erweckt
        } und war selbst gefallen.
    [16] { $name } schob für { $acc-card-text } das Letzte an { $other-acc-name } hinüber und tauschte so { $other-gender ->
        [female] mit der Empfängerin
       *[other] mit dem Empfänger
        } den Platz unter den Toten.
    [17] Über zwei Leben zugleich entschied { $card-text }: { $name } zahlte das Letzte und fiel, und eben diese Zahlung rief { $other-acc-name } unter die Lebenden zurück.
    [18] Alles, was { $name } noch besaß, wanderte mit { $dat-card-text } nach links und weckte { $other-acc-name } zu neuem Leben, und das um den Preis des eigenen.
    [19] Mit leeren Händen blieb { $name } zurück, denn { $card-text } schickte alles an { $other-acc-name }, { $other-gender ->
        [female] die eben noch tot gewesen war
        [male] der eben noch tot gewesen war
       *[other] bis eben noch unter den Toten
        }.
    [20] Auf { $acc-name } fiel mit { $dat-card-text } der Tod und auf { $other-acc-name } das Leben.
    [21] Es geschah, was die Tontine am liebsten tut: { $name } gab mit { $dat-card-text } das eigene Leben für ein fremdes, denn das Letzte ging an { $other-acc-name }.
    [22] Es traf sich unglücklich für { $acc-name } und glücklich für { $other-acc-name }: { $paid ->
        [one] Der letzte Jeton ging
       *[other] Die letzten Jetons gingen
        } hinüber, und das Leben mit { $paid ->
        [one] ihm
       *[other] ihnen
        }.
    [23] { $card-text } verlangte von { $dat-name } genau das Letzte, und es ging an { $other-acc-name }, { $other-gender ->
        [female] die so wieder ins Spiel kam
        [male] der so wieder ins Spiel kam
       *[other] und so kam ein Toter wieder ins Spiel
        }.
    [24] Zwischen { $dat-name } und { $other-acc-name } entschied { $card-text } in einem Zug: Das eine Häufchen verschwand, das andere entstand aus dem Nichts.
   *[25] Das Spiel nahm { $dat-name } mit { $dat-card-text } das Letzte, um es { $other-acc-name } zu geben, und vertauschte dabei Tod und Leben.
    }
    .presumes = { $variant ->
        [14] apart
       *[other] nothing
    }
narrate-s-revive = { $variant ->
    [0] { $name } deckte { $acc-card-text } auf und zahlte { $other-acc-name } ins Spiel zurück.
    [1] { $card-text } zwang { $acc-name }, { $other-acc-name } zu bezahlen, und wer tot gewesen war, lebte wieder.
    [2] Durch { $acc-card-text } schickte { $name } Jetons an { $other-acc-name }, und wer tot gewesen war, kehrte zurück.
    [3] { $card-text } fiel { $dat-name } zu, und ein Häufchen wanderte zu { $other-dat-name }, { $other-gender ->
        [female] die
        [male] der
       *[other] wer
        } bis dahin nichts besessen hatte.
    [4] Mit { $dat-card-text } belebte { $name } { $other-acc-name } wieder, nicht eben gern.
    [5] Für { $acc-card-text } musste { $name } zahlen, und { $other-name } kehrte damit ins Leben zurück.
    [6] { $card-text } ließ einige Jetons von { $dat-name } zu { $other-dat-name } wandern, { $other-gender ->
        [female] die sogleich wieder mitspielte
        [male] der sogleich wieder mitspielte
       *[other] und ein Toter spielte sogleich wieder mit
        }.
    [7] { $other-name } kehrte unter die Lebenden zurück, und { $name } kam mit { $dat-card-text } dafür auf.
    [8] Eine Zahlung für { $acc-card-text }, von { $dat-name } geleistet, holte { $other-acc-name } aus der Zahl der Toten.
    [9] Mit { $dat-card-text } musste { $name } an { $other-acc-name } zahlen, und das genügte, um { $other-gender ->
        [female] sie
        [male] ihn
       *[other] { $other-acc-name }
        } wieder ins Spiel zu bringen.
    [10] Es bedurfte nur einer kleinen Zahlung, die { $name } für { $acc-card-text } leisten musste, und { $other-name } spielte wieder mit.
    [11] Unverhofft kam { $other-name } zu neuem Leben: { $name } hatte { $acc-card-text } aufgedeckt und musste zahlen.
    [12] { $other-name } hatte schon nicht mehr gehofft, als { $card-text } { $acc-name } zwang, herüberzuzahlen.
    [13] Was { $name } für { $acc-card-text } zahlen musste, ging an { $other-acc-name } und gab { $other-gender ->
        [female] ihr
        [male] ihm
       *[other] { $other-dat-name }
        } das Leben zurück.
    [14] { $name } deckte { $acc-card-text } auf, und dank dieser Karte durfte { $other-name } wieder mitspielen.
    [15] Ausgerechnet { $name } musste mit { $dat-card-text } { $other-acc-name } ins Leben zurückholen.
    [16] Kaum hatte { $name } { $acc-card-text } aufgedeckt, da streckte { $other-name } schon die Hand nach den Jetons aus, die { $other-gender ->
        [female] sie
        [male] ihn
       *[other] { $other-acc-name }
        } ins Spiel zurückholten.
    [17] Was { $card-text } von { $dat-name } verlangte, war eine kleine Ausgabe, für { $other-acc-name } aber ein Geschenk des Himmels.
    [18] Ohne es zu wollen, erwies { $name } mit { $dat-card-text } { $other-dat-name } den größten Dienst des Abends.
    [19] Wieder unter den Lebenden saß { $other-name }, sobald { $name } für { $acc-card-text } bezahlt hatte.
    [20] Aus den Jetons, die { $card-text } von { $dat-name } forderte, schöpfte { $other-name } neues Leben.
    [21] Aus dem Reich der Toten kehrte { $other-name } ins Spiel zurück, als { $name } für { $acc-card-text } zahlen musste.
    [22] Nicht aus Großmut, sondern weil { $card-text } es verlangte, zahlte { $name } an { $other-acc-name } und rief { $other-gender ->
        [female] sie
        [male] ihn
       *[other] { $other-acc-name }
        } damit ins Leben zurück.
   *[23] Eine einzige Karte genügte, { $card-text }, von { $dat-name } aufgedeckt, um { $other-acc-name } ins Spiel zurückzubringen.
    }
narrate-back = { $variant ->
    [0] { $name } war inzwischen ins Spiel zurückgezahlt worden und saß wieder unter den Lebenden.
    [1] Irgendwann in diesen Runden hatte die Zahlung eines Nachbarn { $acc-name } wieder ins Leben geholt.
    [2] Bis dahin waren einige Jetons zu { $dat-name } zurückgekehrt, und { $gender ->
        [female] sie
        [male] er
       *[other] { $name }
        } spielte wieder mit.
    [3] { $name }, kurz zuvor noch tot, war seither durch die Karte eines Nachbarn wiederbelebt worden.
    [4] Die Karte eines Nachbarn hatte { $acc-name } unterdessen wieder unter die Spieler gebracht.
    [5] { $name } lebte inzwischen wieder, ins Spiel zurückgezahlt, ohne dass jemand darauf geachtet hätte.
    [6] Eine glückliche Zahlung von irgendwo am Tisch hatte { $acc-name } inzwischen wieder ins Spiel gebracht.
    [7] { $name } hatte in aller Stille ein paar Jetons und den Platz unter den Lebenden zurückgewonnen.
    [8] Man bemerkte, dass { $name } wieder mitspielte: Ein Nachbar hatte in der Zwischenzeit gezahlt.
    [9] In der Zwischenzeit war { $name } durch die Karte eines Nachbarn von den Toten zurückgekehrt.
    [10] Das Glück eines Nachbarn hatte { $acc-name } längst wieder aus dem Reich der Toten geholt.
    [11] { $name } war nicht mehr unter den Toten: Eine Karte von rechts hatte { $gender ->
        [female] sie
        [male] ihn
       *[other] { $acc-name }
        } ins Spiel zurückgerufen.
    [12] Auch { $name } saß längst wieder unter den Spielern, von einer gnädigen Karte zurückgeholt.
    [13] Ohne viel Aufhebens hatte { $name } unterdessen wieder Jetons vor sich liegen.
    [14] Ein Nachbar hatte zwischendurch an { $acc-name } gezahlt, und so war { $gender ->
        [female] sie
        [male] er
       *[other] { $name }
        } wieder im Spiel.
    [15] Der Tod { $gender ->
        [female] der { $name }
        [male] des { $dat-name }
       *[other] von { $dat-name }
        } hatte nicht lange gewährt: Eine Zahlung von rechts hatte ihm ein Ende gemacht.
    [16] Wer { $acc-name } schon begraben hatte, irrte sich: Ein Nachbar hatte { $gender ->
        [female] sie
        [male] ihn
       *[other] { $acc-name }
        } längst wieder ins Spiel gezahlt.
    [17] Unbemerkt vom übrigen Tisch war { $name } wieder zu Jetons gekommen.
    [18] Auch die Toten hatten { $acc-name } inzwischen wieder hergeben müssen.
    [19] Es war { $dat-name } unterdessen wieder etwas zugeflossen, und { $gender ->
        [female] sie
        [male] er
       *[other] { $name }
        } saß von neuem unter den Lebenden.
    [20] Der Tisch hatte { $acc-name } schon abgeschrieben, doch ein Nachbar war anderer Meinung gewesen und hatte gezahlt.
    [21] Vor { $dat-name } lag inzwischen wieder etwas auf dem Tuch, von einem Nachbarn herübergezahlt.
    [22] Nicht lange hatte { $name } unter den Toten gesessen; die Karte eines Nachbarn hatte { $gender ->
        [female] sie
        [male] ihn
       *[other] { $acc-name }
        } bald erlöst.
    [23] Nach den Regeln des Spiels, die keinen Toten ganz aufgeben, war { $name } inzwischen zurückgekehrt.
    [24] Wie sich zeigte, hatte das Glück { $acc-name } nicht lange bei den Toten gelassen.
    [25] { $name } war wieder auferstanden, so unauffällig, wie man an diesem Tisch zu sterben pflegte.
    [26] { $name } gehörte, dank einem Nachbarn, längst wieder zu den Spielern.
    [27] Man hatte { $acc-name } zu früh betrauert: { $gender ->
        [female] Sie
        [male] Er
       *[other] { $name }
        } lebte wieder.
    [28] Was ein Nachbar zahlen musste, hatte { $acc-name } unterdessen wieder ins Leben gebracht.
    [29] Eine Zahlung von nebenan hatte genügt, und { $name } war wieder im Spiel.
    [30] Kaum jemand hatte es bemerkt, doch { $name } spielte längst wieder mit.
    [31] { $name } hatte die Toten wieder verlassen, wie man eine langweilige Gesellschaft verlässt: ohne Abschied.
    [32] Wer genauer hinsah, fand { $acc-name } längst wieder mit Jetons vor sich.
    [33] Irgendwann hatte ein Nachbar zahlen müssen, und seither spielte { $name } wieder mit, als wäre nichts gewesen.
    [34] Von den Toten war { $name } still zurückgekehrt, ohne dass ein Wort darüber fiel.
    [35] { $name } saß wieder mit Jetons am Tisch; wann das geschehen war, hätte niemand sagen können.
    [36] Die Toten zählten einen weniger: { $name } war wieder im Spiel.
   *[37] Ein Nachbar zur Rechten hatte { $dat-name } unterdessen ein paar Jetons herübergeschoben, und das hatte genügt.
    }
    .presumes = { $variant ->
        [0] after
        [1] after
        [2] after
        [3] after
        [4] after
        [5] after
        [6] after
        [8] after
        [9] after
        [10] after
        [12] after
        [13] after
        [14] after
        [16] after
        [18] after
        [19] after
        [21] after
        [23] after
        [26] after
        [28] after
        [30] after
        [32] after
        [33] after
        [34] after
        [35] after
        [36] after
        [37] after
       *[other] nothing
    }
narrate-s-take = { $variant ->
    [0] Aus der Kasse nahm { $name }, was { $acc-card-text } versprach.
    [1] { $card-text } fiel { $dat-name } zu, und es wurde ohne Umstände aus der Kasse genommen.
    [2] { $dat-name } fiel { $card-text } zu und damit ein Anteil an der Kasse.
    [3] { $name } hatte { $acc-card-text } und nahm, was die Karte gab.
    [4] { $card-text } brachte { $acc-name } wieder zu Geld.
    [5] Mit { $dat-card-text } griff { $name } in die Kasse.
    [6] { $card-text } gab { $dat-name } Gelegenheit, sich aus der Kasse zu bedienen.
    [7] Nach { $dat-card-text } zählte sich { $name } den fälligen Anteil aus der Kasse ab.
    [8] Die Kasse musste für { $acc-card-text } an { $acc-name } zahlen.
    [9] Ohne Zögern strich { $name } ein, was { $card-text } aus der Kasse brachte.
    [10] Für { $acc-name } öffnete { $card-text } die Kasse.
   *[11] { $card-text } war eine gute Karte für { $acc-name }, und die Kasse musste es büßen.
    }
    .presumes = { $variant ->
        [4] after
       *[other] nothing
    }
narrate-s-take-empty = { $variant ->
    [0] { $name } deckte { $acc-card-text } auf und griff nach der Kasse, doch sie war leer.
    [1] { $card-text } fiel { $dat-name } zu, als die Kasse nichts mehr herzugeben hatte.
    [2] { $name } hatte { $acc-card-text }, und in der Kasse lag kein Jeton mehr.
    [3] Die Kasse war leer, als { $name } { $acc-card-text } erhielt; es gab nichts zu holen.
    [4] { $card-text } hätte { $dat-name } einen Griff in die Kasse erlaubt, wäre etwas darin gewesen.
    [5] Vergebens hielt { $name } { $acc-card-text } in der Hand: Die Kasse war leer.
    [6] So gut { $card-text } auch war, die leere Kasse gab { $dat-name } nichts.
    [7] Für { $acc-card-text } hätte { $name } aus der Kasse nehmen dürfen, doch da war nichts zu nehmen.
    [8] { $name } griff mit { $dat-card-text } ins Leere.
    [9] Aus einer leeren Kasse holt auch { $card-text } nichts heraus, wie { $name } erfahren musste.
    [10] Ein Anrecht auf die Kasse brachte { $card-text } { $dat-name } wohl, aber die Kasse war leer.
   *[11] Es war schade um { $acc-card-text }: Für { $acc-name } lag nichts in der Kasse.
    }
narrate-s-pay = { $variant ->
    [0] { $name } deckte { $acc-card-text } auf und zahlte in die Kasse.
    [1] { $card-text } kostete { $acc-name } etwas.
    [2] { $name } zahlte für { $acc-card-text }.
    [3] { $card-text } fiel { $dat-name } zu und wollte bezahlt sein.
    [4] Für { $acc-card-text } musste { $name } in die Kasse zahlen.
    [5] Mit { $dat-card-text } zahlte { $name } in die Kasse ein.
    [6] Auch { $name } kam nicht ungeschoren davon: { $card-text } forderte Jetons für die Kasse.
    [7] In die Kasse ging, was { $card-text } von { $dat-name } verlangte.
    [8] { $name } steuerte für { $acc-card-text } zur Kasse bei.
    [9] Die Kasse wuchs um das, was { $card-text } { $dat-name } abforderte.
    [10] { $card-text } verlangte Tribut, und { $name } entrichtete ihn an die Kasse.
   *[11] Es half nichts: { $name } hatte für { $acc-card-text } in die Kasse zu zahlen.
    }
    .presumes = { $variant ->
        [6] after
       *[other] nothing
    }
narrate-s-give = { $variant ->
    [0] { $name } deckte { $acc-card-text } auf und zahlte an { $other-acc-name }.
    [1] { $card-text } schickte Jetons von { $dat-name } zu { $other-dat-name }.
    [2] { $name } hatte { $acc-card-text }, und { $other-name } zog Nutzen daraus.
    [3] Durch { $acc-card-text } gingen einige Jetons von { $dat-name } an { $other-acc-name }.
    [4] Was { $card-text } verlangte, ging von { $dat-name } an { $other-acc-name }.
    [5] { $card-text } hieß { $acc-name } an { $other-acc-name } zahlen.
    [6] { $card-text } fiel zu Gunsten von { $other-dat-name } aus; { $name } musste zahlen.
    [7] { $name } schob { $other-dat-name } hinüber, was { $card-text } forderte.
    [8] Nach { $dat-card-text } war { $name } { $other-dat-name } eine Zahlung schuldig und beglich sie sogleich.
    [9] Mit { $dat-card-text } hatte { $name } an { $other-acc-name } abzugeben.
    [10] { $other-name } nahm gern entgegen, was { $card-text } { $dat-name } abverlangte.
   *[11] Nicht die Kasse, sondern { $other-name } bekam, was { $card-text } { $dat-name } kostete.
    }
narrate-s-void = { $variant ->
    [0] { $name } deckte { $acc-card-text } auf; die Zahlung wäre um den kleinen Tisch herum in dieselbe Hand zurückgekehrt und galt darum nichts.
   *[1] { $card-text } fiel { $dat-name } zu und zahlte an so kleinem Tisch niemanden.
    }
    .presumes = { $variant ->
        [0] few
        [1] few
       *[other] nothing
    }
narrate-s-nothing = { $variant ->
    [0] { $name } deckte { $acc-card-text } auf, die nichts bewirkte.
    [1] { $card-text } fiel { $dat-name } zu und tat nichts.
    [2] Für { $acc-name } gab es nur { $acc-card-text }, die weder zahlte noch nahm.
    [3] Von { $dat-name } verlangte { $card-text } nichts, und aus der Kasse brachte die Karte nichts.
    [4] Mit { $dat-card-text } blieb für { $acc-name } alles, wie es war.
    [5] { $name } hielt { $acc-card-text }, eine Karte ohne Folgen.
    [6] { $name } durfte für { $acc-card-text } nichts nehmen und musste nichts zahlen.
    [7] An { $dat-name } ging { $card-text } vorüber, ohne etwas zu bewirken.
    [8] Nichts geschah, als { $name } { $acc-card-text } aufdeckte.
    [9] { $card-text } ließ { $acc-name } ungeschoren und brachte auch nichts ein.
    [10] Es war { $card-text }, und damit ging { $name } leer aus, ohne etwas zu verlieren.
   *[11] { $name } legte { $acc-card-text } offen vor sich, und damit hatte es sein Bewenden.
    }
# das erste Auftreten eines Spielers, den die Eröffnung nicht vorgestellt hat: eine Apposition nach dem Namen
narrate-newcomer = { $variant ->
    [0] { $gender ->
        [female] die
       *[other] der
        } bis dahin geschwiegen hatte
    [1] { $gender ->
        [female] die
       *[other] der
        } bis dahin kaum jemandem aufgefallen war
    [2] { $gender ->
        [female] die
       *[other] der
        } bisher ohne ein Wort gespielt hatte
    [3] von { $gender ->
        [female] der
       *[other] dem
        } man bis dahin nichts gehört hatte
    [4] { $gender ->
        [female] die
       *[other] der
        } den ganzen Abend noch nicht den Mund aufgetan hatte
   *[5] { $gender ->
        [female] die
       *[other] der
        } bis dahin still am Tisch gesessen hatte
    }
# the pronoun that stands for a woman or a man who opened the sentence before by name
narrate-pronoun = { $gender ->
    [female] sie
    [male] er
   *[other] er
    }
narrate-also-fell = { $variant ->
    [0] Es blieb nicht der einzige Verlust der Runde.
    [1] { $count ->
        [one] In derselben Runde fiel noch jemand, weniger beachtet.
       *[other] In derselben Runde fielen noch andere, weniger beachtet.
        }
    [2] { $count ->
        [one] Auch weiter unten am Tisch fiel noch jemand.
       *[other] Auch weiter unten am Tisch fiel noch mancher.
        }
    [3] { $count ->
        [one] Dieselbe Runde raffte noch jemanden dahin.
       *[other] Dieselbe Runde raffte noch andere dahin.
        }
    [4] { $count ->
        [one] Noch jemand ging in derselben Runde unbeachtet zu den Toten.
       *[other] Noch andere gingen in derselben Runde unbeachtet zu den Toten.
        }
    [5] { $count ->
        [one] Noch ein Opfer forderte diese Runde.
       *[other] Es waren nicht die einzigen Opfer dieser Runde.
        }
    [6] { $count ->
        [one] Dieselbe Runde forderte noch einen Toten, von dem weniger die Rede war.
       *[other] Dieselbe Runde forderte noch weitere Tote, von denen weniger die Rede war.
        }
    [7] { $count ->
        [one] In derselben Runde stürzte noch jemand, was niemand bemerkte.
       *[other] In derselben Runde stürzten noch andere, was niemand bemerkte.
        }
    [8] { $count ->
        [one] Noch jemand wurde in dieser Runde ruiniert.
       *[other] Mehr als einer wurde in dieser Runde ruiniert.
        }
    [9] Auch anderswo am Tisch kostete die Runde viel.
    [10] Der Rest des Tisches kam nicht unbeschadet davon.
    [11] { $count ->
        [one] Dieselben Karten ruinierten noch jemanden.
       *[other] Dieselben Karten ruinierten mehr als einen.
        }
    [12] { $count ->
        [one] Am anderen Ende des Tisches ging zur gleichen Zeit ein weiteres Häufchen zu Ende.
       *[other] Am anderen Ende des Tisches gingen zur gleichen Zeit weitere Häufchen zu Ende.
        }
    [13] { $count ->
        [one] Nicht weit davon verlor noch jemand das Letzte.
       *[other] Nicht weit davon verloren noch andere das Letzte.
        }
    [14] { $count ->
        [one] Nach dieser Runde saß noch jemand mehr bei den Toten.
       *[other] Nach dieser Runde saßen noch einige mehr bei den Toten.
        }
    [15] { $count ->
        [one] Die Runde war auch anderswo nicht gnädig: Noch ein Häufchen verschwand.
       *[other] Die Runde war auch anderswo nicht gnädig: Noch manches Häufchen verschwand.
        }
    [16] { $count ->
        [one] Die Toten bekamen in dieser Runde noch einen Gefährten.
       *[other] Die Toten bekamen in dieser Runde noch mehrere Gefährten.
        }
    [17] { $count ->
        [one] Unbemerkt, weil aller Augen anderswo waren, fiel noch jemand.
       *[other] Unbemerkt, weil aller Augen anderswo waren, fielen noch andere.
        }
    [18] { $count ->
        [one] Wen es sonst noch traf, bemerkte man erst, als die Runde vorüber war.
       *[other] Wen es sonst noch alles traf, bemerkte man erst, als die Runde vorüber war.
        }
    [19] { $count ->
        [one] Auch für einen der übrigen Spieler war es die letzte Runde gewesen, jedenfalls vorerst.
       *[other] Auch für einige der übrigen Spieler war es die letzte Runde gewesen, jedenfalls vorerst.
        }
    [20] { $count ->
        [one] Ein weiterer Stuhl am Tisch gehörte nach dieser Runde einem Toten.
       *[other] Weitere Stühle am Tisch gehörten nach dieser Runde den Toten.
        }
   *[21] { $count ->
        [one] Im Klappern der Jetons ging beinahe unter, dass noch jemand gefallen war.
       *[other] Im Klappern der Jetons ging beinahe unter, dass noch andere gefallen waren.
        }
    }
    .presumes = { $variant ->
        [2] long-table
        [12] long-table
       *[other] nothing
    }

## Was ein Augenblick bedeutet

narrate-note-first-fall = { $variant ->
    [0] Es war der erste Tod des Abends, und { $name } trug ihn besser als irgendwer am Tisch.
    [1] So fiel { $name } vor allen anderen, und eine kleine Stille ging um den Tisch.
    [2] Der Abend hatte sein erstes Opfer, und es war { $name }.
    [3] Niemand hätte erwartet, dass { $name } die Reihe der Toten eröffnen würde.
    [4] Das war das erste verlorene Leben, und der Tisch wurde danach aufmerksamer.
    [5] Damit ging { $name } zu den Toten, das erste Opfer von vielen.
    [6] Die Liste der Toten wurde eröffnet, und zuoberst darauf stand { $name }.
    [7] Der erste leere Platz des Abends war der vor { $dat-name }.
    [8] { $name } war das erste Opfer des Abends und fand sich darein.
    [9] Mit { $dat-name } hatte der Tod an diesem Tisch den Anfang gemacht.
    [10] Den Reigen der Toten eröffnete { $name }.
    [11] Niemand fiel an diesem Abend früher als { $name }.
    [12] Ausgerechnet { $name } musste als erstes Opfer des Abends zusehen, wie die anderen weiterspielten.
    [13] So früh am Abend hatte man noch keinen Toten erwartet, am wenigsten { $name }.
    [14] Der Tisch sah sich an: Das erste Leben war verspielt, und { $name } hatte es verspielt.
   *[15] Den zweifelhaften Vorzug, zuerst zu fallen, hatte an diesem Abend { $name }.
    }
narrate-note-lead = { $variant ->
    [0] Das größte Häufchen lag nun vor { $dat-name }, und { $other-name } musste zusehen.
    [1] Die Führung ging von { $other-dat-name } an { $acc-name } über, und der ganze Tisch spürte es.
    [2] Nun hatte { $name } am meisten, und { $other-name } zählte, was übrig war.
    [3] { $other-name } hatte eine Weile geführt; nun war das Glück zu { $dat-name } übergelaufen.
    [4] Von allen Häufchen am Tisch war keines so hoch wie das vor { $dat-name }, und man sah { $other-acc-name } die Stirn runzeln.
    [5] Das Glück hatte die Seite gewechselt, von { $other-dat-name } zu { $dat-name }.
    [6] Nun führte { $name } das Spiel an, und { $other-name } war nicht eben erfreut darüber.
    [7] Das schönste Häufchen am Tisch wechselte den Besitzer: { $other-name } musste es an { $acc-name } abtreten.
    [8] { $other-name } sah den ersten Platz an { $acc-name } übergehen und sagte nichts.
    [9] Nicht länger { $other-name }, sondern { $name } hatte nun das höchste Häufchen.
    [10] Man sah es an den Häufchen: { $name } hatte { $other-acc-name } überholt.
    [11] Wie rasch das Glück wechselt, zeigte sich jetzt: { $name } zog an { $other-dat-name } vorbei.
    [12] { $other-name } sah es mit Verdruss: Nun lag { $name } vorn.
   *[13] Hinter { $dat-name } musste sich nun { $other-name } mit dem zweiten Platz begnügen.
    }
narrate-note-last-two = { $variant ->
    [0] Und nun lebten nur noch { $name } und { $other-name }, und der übrige Tisch sah zu.
    [1] Von der ganzen Gesellschaft waren nur noch { $name } und { $other-name } übrig.
    [2] Die Toten rückten ihre Stühle näher: { $name } und { $other-name } waren die letzten beiden.
    [3] So lief alles auf einen Zweikampf zwischen { $dat-name } und { $other-dat-name } hinaus.
    [4] Nur { $name } und { $other-name } hatten noch Jetons; alle anderen waren Zuschauer.
    [5] Am Tisch war ein Zweikampf übrig, { $name } gegen { $other-acc-name }, die Kasse zwischen ihnen.
    [6] Übrig blieben { $name } und { $other-name }, und zwischen ihnen lag die Kasse.
    [7] Alles hing nun an { $dat-name } und { $other-dat-name }, den beiden Letzten.
    [8] Von nun an war die übrige Gesellschaft nur noch Publikum, und auf der Bühne standen { $name } und { $other-name }.
   *[9] { $name } sah über den Tisch zu { $other-dat-name } hinüber: Nur sie beide waren noch übrig.
    }
narrate-note-chain = { $variant ->
    [0] In einer einzigen Runde hatten Tote und Lebende mehr als einmal die Plätze getauscht.
    [1] Es war eine so verworrene Runde, dass hinterher niemand sagen konnte, wer zuerst gestorben war.
    [2] Die Jetons flogen den Tisch auf und ab, und Tod und Leben mit ihnen.
    [3] Diese eine Runde kostete mehrere Leben und gab eines zurück.
    [4] Nie hatte eine Runde so viele Tote gesehen und eine so seltsame Auferstehung.
    [5] Es war eine jener Runden, in denen Tod und Auferstehung so dicht aufeinander folgen, dass man das Zählen aufgibt.
    [6] In dieser einen Runde sah der Tisch mehr Leute fallen und wieder aufstehen als sonst in einer Stunde.
    [7] Nach dieser Runde wusste man kaum noch, wer eigentlich am Leben war.
    [8] Die Zahlungen folgten einander wie die Glieder einer Kette, und jede nahm oder gab ein Leben.
    [9] Nach dieser Runde mussten die Lebenden zweimal gezählt werden, so gründlich hatte sie alles durcheinandergebracht.
    [10] Wer in dieser Runde lebte und wer starb, hätte nur ein Buchhalter sagen können.
    [11] Die Runde glich einem Tanz, bei dem Tote und Lebende fortwährend die Partner wechselten.
    [12] In dieser Runde gingen Tod und Leben so schnell von Hand zu Hand wie die Jetons.
    [13] Kaum einer war nach dieser Runde noch, was er vor ihr gewesen war: Die Toten lebten, und Lebende waren tot.
    [14] Das Sterben und Auferstehen ging in dieser Runde reihum wie die Karten selbst.
    [15] Der Reihe nach starben sie und standen wieder auf, als gälte es eine Wette mit dem Tod.
    [16] Die Runde hatte etwas von einem Totentanz, nur dass die Toten hier wieder aufstanden.
   *[17] Noch lange sprach man von dieser Runde, in der das Leben so oft den Besitzer gewechselt hatte.
    }
    .presumes = nothing
narrate-note-irony = { $variant ->
    [0] So wurde ein Leben mit einem anderen erkauft.
    [1] Es war die grausame Gerechtigkeit des Spiels: Was das eine tötete, rettete das andere.
    [2] Dieselben Jetons, die den Zahlenden ruinierten, richteten den Empfänger wieder auf.
    [3] Es lag etwas darin, das die Ernsteren am Tisch den Kopf schütteln ließ.
    [4] Der Tisch lachte über die Tücke des Zufalls.
    [5] Dieselbe Zahlung hatte einen Tod und eine Auferstehung bewirkt.
    [6] Das Schicksal erlaubte sich solche Scherze: Man starb, um einen anderen leben zu lassen.
    [7] Jemand bemerkte, die Tontine sei wohl das einzige Spiel, in dem man aus Nächstenliebe stirbt.
    [8] In einem Lustspiel hätte man das für zu weit hergeholt gehalten.
    [9] Einer starb, damit ein anderer lebte, und gewollt hatte es niemand.
    [10] Ein Pfarrer hätte aus dieser Runde eine Predigt über die Eitelkeit alles Irdischen machen können.
    [11] Unter den Toten wurde ein Platz frei und im selben Augenblick wieder besetzt.
    [12] Niemand am Tisch wusste, ob man gratulieren oder kondolieren sollte.
   *[13] Es war ein Handel, wie ihn nur der Zufall abschließt: ein Leben gegen ein Leben, und keiner hatte gefeilscht.
    }
narrate-note-raised = { $variant ->
    [0] { $name } lebte wieder, was man später nicht vergessen sollte.
    [1] Niemand achtete damals groß darauf, dass { $name } von den Toten zurückgekehrt war.
    [2] { $name } war wieder unter den Lebenden und gedachte zu bleiben.
    [3] Es schien damals eine Kleinigkeit, dass { $name } wieder lebte.
    [4] Dass { $name } wieder lebte, sollte sich noch als wichtig erweisen.
    [5] Später erinnerte man sich an diesen Augenblick, in dem { $name } ins Leben zurückkehrte.
   *[6] So kehrte { $name } unter die Lebenden zurück, und das Glück, wie sich zeigen sollte, gleich mit.
    }

## Reden und Antworten

narrate-said-lively = { $variant ->
    [0] rief { $name } lachend
    [1] sagte { $name } fröhlich
    [2] rief { $name }
    [3] sagte { $name } mit hellem Lachen
    [4] sagte { $name }
    [5] rief { $name } vergnügt
    [6] sagte { $name } munter
    [7] rief { $name } aus
    [8] meinte { $name } lachend
    [9] bemerkte { $name } heiter
    [10] versetzte { $name } vergnügt
    [11] meinte { $name } aufgeräumt
   *[12] sagte { $name } und lachte dabei
    }
    .presumes = { $variant ->
        [0] cry
        [2] cry
        [5] cry
        [7] cry
       *[other] nothing
    }
narrate-said-sharp = { $variant ->
    [0] sagte { $name } trocken
    [1] bemerkte { $name } spitz
    [2] bemerkte { $name }
    [3] sagte { $name } nicht eben freundlich
    [4] sagte { $name }
    [5] sagte { $name } knapp
    [6] sagte { $name } mit gesenktem Blick
   *[7] warf { $name } hin
    }
narrate-said-timid = { $variant ->
    [0] sagte { $name } leise
    [1] wagte { $name } zu sagen
    [2] murmelte { $name } errötend
    [3] sagte { $name } kaum lauter als ein Hauch
    [4] sagte { $name }
    [5] sagte { $name } halblaut
    [6] murmelte { $name }
    [7] stammelte { $name }
   *[8] hauchte { $name }
    }
narrate-said-grave = { $variant ->
    [0] sagte { $name } ernst
    [1] bemerkte { $name } gemessen
    [2] sagte { $name } mit großem Ernst
    [3] erklärte { $name }
    [4] sagte { $name }
    [5] sagte { $name } langsam
    [6] sagte { $name } leise
   *[7] meinte { $name } bedächtig
    }
narrate-said-vain = { $variant ->
    [0] verkündete { $name }
    [1] sagte { $name } in die Runde
    [2] erklärte { $name } laut
    [3] sagte { $name }
    [4] sagte { $name } mit einem kleinen Kopfwerfen
    [5] meinte { $name } obenhin
   *[6] versicherte { $name }
    }
narrate-said-easy = { $variant ->
    [0] sagte { $name } behaglich
    [1] sagte { $name }
    [2] bemerkte { $name } gutgelaunt
    [3] sagte { $name } lächelnd
    [4] sagte { $name } sanft
    [5] bemerkte { $name }
    [6] sagte { $name } achselzuckend
   *[7] sagte { $name } herzlich
    }

## Wie ein Ausruf gerufen wird (eine Rede, die auf „!“ endet), nach der Gemütsart: nie leise.

narrate-cried-lively = { $variant ->
    [0] rief { $name } lachend
    [1] rief { $name } lebhaft
    [2] rief { $name } mit blitzenden Augen
    [3] rief { $name } und schlug die Hände zusammen
   *[4] rief { $name } aus
    }
    .presumes = nothing
narrate-cried-sharp = { $variant ->
    [0] rief { $name } scharf
    [1] stieß { $name } hervor
    [2] rief { $name } schneidend
    [3] rief { $name } spitz
   *[4] rief { $name } und klopfte mit dem Finger auf den Tisch
    }
    .presumes = nothing
narrate-cried-timid = { $variant ->
    [0] rief { $name } unwillkürlich
    [1] rief { $name } und erschrak über die eigene Stimme
    [2] rief { $name } und errötete sogleich
    [3] rief { $name } wider Willen laut
   *[4] rief { $name } selbst erstaunt über den eigenen Mut
    }
    .presumes = nothing
narrate-cried-grave = { $variant ->
    [0] rief { $name } mit Nachdruck
    [1] rief { $name } mit erhobener Stimme
    [2] rief { $name } ganz gegen die eigene Gewohnheit
    [3] rief { $name } feierlich
   *[4] rief { $name } und hob die Hand
    }
    .presumes = nothing
narrate-cried-vain = { $variant ->
    [0] rief { $name } in die Runde
    [1] verkündete { $name } laut
    [2] rief { $name } und warf den Kopf zurück
    [3] rief { $name } mit großer Gebärde
   *[4] rief { $name } laut genug für den ganzen Saal
    }
    .presumes = nothing
narrate-cried-easy = { $variant ->
    [0] rief { $name } gutgelaunt
    [1] rief { $name } herzlich
    [2] rief { $name } mit behaglichem Lachen
    [3] rief { $name } aus
   *[4] rief { $name } und lehnte sich lachend zurück
    }
    .presumes = nothing

narrate-line-fell = { $variant ->
    [0] „Tot, auf mein Wort“, { $said-text }. „Und ohne Testament.“
    [1] „Da geht mein letzter Jeton dahin“, { $said-text }.
    [2] „So rasch wird man also zum Schatten“, { $said-text }.
    [3] „Nun also ich?“, { $said-text }. „Und ich hatte mich eben so behaglich eingerichtet.“
    [4] „Dann lehne ich mich zurück und sehe zu“, { $said-text }. „Wecken Sie mich, wenn ein Nachbar an mich denkt.“
    [5] „Von nun an spuke ich bei meinen Nachbarn, bis sich jemand erbarmt“, { $said-text }.
    [6] „Hat mich denn niemand gewarnt?“, { $said-text }.
    [7] „Arm wie eine Kirchenmaus“, { $said-text } und wies auf den leeren Platz vor sich.
    [8] „Nun bin ich ruiniert!“, { $said-text }. „Immerhin zahlen die Toten nichts mehr in die Kasse.“
    [9] „Ist das Sterben denn so leicht?“, { $said-text }.
    [10] „Meine Herrschaften, ich empfehle mich“, { $said-text }. „Von nun an bin ich nur noch Publikum.“
    [11] „Kein Jeton mehr, und doch muss ich sitzen bleiben; das ist die grausamste Regel von allen“, { $said-text }.
    [12] „Gehen Sie behutsam mit meinem Andenken um!“, { $said-text }.
    [13] „Memento mori“, { $said-text } und faltete die Hände.
    [14] „So fühlt es sich also an, wenn man nichts mehr zu vererben hat“, { $said-text }.
    [15] „Wohin sind sie nur alle, meine Jetons?“, { $said-text }.
    [16] „Da sitze ich nun, mausetot, und habe es nicht einmal kommen sehen“, { $said-text }.
    [17] „Ich bitte um ein schlichtes Begräbnis und keine Leichenreden“, { $said-text }.
    [18] „Eine einzige Karte, und aus ist es mit mir“, { $said-text }.
    [19] „Halten Sie mir einen Jeton bereit“, { $said-text }. „Ich komme wieder, so Gott und mein Nachbar wollen.“
   *[20] „Parole d'honneur, das war nicht verabredet!“, { $said-text }.
    }
narrate-reply-fell = { $bond-key ->
    [rivals] { $variant ->
        [0] „Das tut mir aufrichtig leid“, { $said-text } und sah gar nicht danach aus.
        [1] „Irgendwen musste es ja treffen, und mir ist lieb, dass ich es nicht war“, { $said-text }.
        [2] „Als Zuschauer sehen Sie mich umso besser gewinnen“, { $said-text }.
        [3] „Ruhen Sie in Frieden, und bitte recht lange“, { $said-text }.
        [4] „Sie verlieren mit so viel Anmut; man möchte es öfter sehen“, { $said-text }.
        [5] „Ich werde Ihnen ein Denkmal setzen, ein ganz kleines“, { $said-text }.
        [6] „Hochmut kommt vor dem Fall, sagt man; bei Ihnen kam beides recht zügig“, { $said-text }.
        [7] „Nun ist der Tisch um eine Sorge leichter“, { $said-text }.
        [8] „Grämen Sie sich nicht; gewonnen hätten Sie ohnehin nicht“, { $said-text }.
       *[9] „Welch ein Verlust“, { $said-text } und gähnte hinter vorgehaltener Hand.
        }
    [courtship] { $variant ->
        [0] „Dann spiele ich fortan für Sie mit“, { $said-text }.
        [1] „Säße ich doch neben Ihnen; mein Jeton wäre Ihnen gewiss“, { $said-text }.
        [2] „Erlauben Sie mir, Ihnen wenigstens einen Stuhl neben den meinen zu rücken“, { $said-text }.
        [3] „Ein Tisch ohne Sie ist wie ein Ballsaal ohne Musik“, { $said-text }.
        [4] „Mag es Ihnen an Jetons fehlen, an Bewunderern fehlt es Ihnen nicht“, { $said-text }.
        [5] „Das Glück ist blind; anders lässt sich nicht erklären, dass es Sie verlässt“, { $said-text }.
        [6] „Ich legte Ihnen mein ganzes Häufchen zu Füßen, wenn die Regel es erlaubte“, { $said-text }.
        [7] „Sehen Sie mir zu, und ich spiele so, dass Sie Ihre Freude daran haben“, { $said-text }.
        [8] „Auch ohne Jetons bleiben Sie die Zierde dieses Tisches“, { $said-text }.
       *[9] „Ein Wink von Ihnen, und ich würfe die Karten hin, um Ihnen Gesellschaft zu leisten“, { $said-text }.
        }
    [siblings] { $variant ->
        [0] „Ich werde zu Hause erzählen, wie tapfer du es getragen hast“, { $said-text }.
        [1] „Du lässt dich eben zu leicht fangen“, { $said-text }. „Beim Pfänderspiel wie bei den Karten.“
        [2] „Soll ich der Tante schreiben, dass du in Ehren gefallen bist?“, { $said-text }.
        [3] „Nicht so kläglich; du hast Schlimmeres überstanden, etwa meine Briefe“, { $said-text }.
        [4] „Das erzähle ich der ganzen Familie beim nächsten Sonntagsbraten“, { $said-text }.
        [5] „Du verlierst deinen letzten Jeton, wie du jeden Streit in der Familie verlierst: mit großem Getue“, { $said-text }.
        [6] „Sei still, sonst merken alle, dass wir verwandt sind“, { $said-text }.
        [7] „Leihen werde ich dir nichts; du weißt, wie das beim letzten Mal ausging“, { $said-text }.
        [8] „Keine Sorge; ich gewinne für die ganze Familie“, { $said-text }.
       *[9] „Soll ich dir ein Bilderbuch bringen lassen, damit dir die Zeit nicht lang wird?“, { $said-text }.
        }
    [chaperone] { $variant ->
        [0] „Dann setzen Sie sich zu mir und seien Sie artig“, { $said-text }.
        [1] „Ich sagte ja, aus diesem Spiel komme nichts Gutes“, { $said-text }.
        [2] „Haltung, mein Kind“, { $said-text }. „Man verliert mit Anstand oder gar nicht.“
        [3] „Kein Wort mehr, und runzeln Sie nicht die Stirn; das macht Falten“, { $said-text }.
        [4] „Die Hände in den Schoß, mein Kind, nicht auf den Tisch“, { $said-text }.
        [5] „Ein stiller Seufzer genügt; mehr Aufhebens macht man nicht“, { $said-text }.
        [6] „Das kommt davon, wenn man beim Spiel so vorlaut ist“, { $said-text }.
        [7] „Da sehen Sie, wie rasch ein Vermögen zerrinnt; eine Lehre fürs Leben“, { $said-text }.
        [8] „Lächeln Sie; die Gesellschaft soll nicht sehen, dass es Sie kränkt“, { $said-text }.
       *[9] „Gott sei Dank; nun kann ich Sie wenigstens im Auge behalten“, { $said-text }.
        }
    [debt] { $variant ->
        [0] „Nun, da Sie nichts mehr haben, wird mein Wechsel wohl warten müssen“, { $said-text }.
        [1] „Sehen Sie mich nicht an; ich habe heute nichts zu verleihen“, { $said-text }.
        [2] „Wie bequem“, { $said-text }. „Wer nichts hat, dem kann man auch nichts abfordern.“
        [3] „Ich vermerke es in meinem Büchlein, gleich neben Ihrer Schuld“, { $said-text }.
        [4] „Ein Jammer; ich hatte gehofft, Sie würden heute Abend Ihre Schulden begleichen“, { $said-text }.
        [5] „Das ändert nichts an der Frist, die wir vereinbart haben“, { $said-text }.
        [6] „Tot oder lebendig, Ihr Wechsel ist am Ersten fällig“, { $said-text }.
        [7] „Sie haben doch für diesen Fall Vorsorge getroffen?“, { $said-text }.
        [8] „Gestorben wird bei Tisch, bezahlt wird morgen früh“, { $said-text }.
       *[9] „Schade; mit diesen Jetons hätten Sie mir wenigstens ein Stück abtragen können“, { $said-text }.
        }
   *[none] { $variant ->
        [0] „Nur Mut; Ihre Nachbarn sind gute Christen“, { $said-text }.
        [1] „Die Toten haben den besten Blick auf den Tisch“, { $said-text }.
        [2] „Begraben ist noch nicht vergessen“, { $said-text }.
        [3] „Trösten Sie sich: Bei den Toten sitzt man in der besten Gesellschaft“, { $said-text }.
        [4] „Ein Almosen von rechts, und Sie sitzen wieder mit im Spiel“, { $said-text }.
        [5] „Wie blass Sie geworden sind“, { $said-text }. „Man reiche Ihnen ein Glas Punsch.“
        [6] „Geduld; in diesem Spiel stehen die Toten öfter auf als auf dem Kirchhof“, { $said-text }.
        [7] „Kopf hoch; ein Ass zu Ihrer Rechten, und alles ist vergessen“, { $said-text }.
        [8] „Sie tragen es mit Fassung, das muss man Ihnen lassen“, { $said-text }.
        [9] „Nun haben Sie Ihre Ruhe, und wir behalten die Sorgen“, { $said-text }.
        [10] „Jetzt müssen Sie uns mit gutem Rat beistehen“, { $said-text }.
       *[11] „So ist das Spiel: heute Sie, morgen ich, vielleicht schon in der nächsten Runde“, { $said-text }.
        }
    }

narrate-line-rose = { $variant ->
    [0] „Ich lebe wieder!“, { $said-text }.
    [1] „Aus dem Grab zurück, und es war hohe Zeit!“, { $said-text }.
    [2] „Ich wusste, meine Nachbarn würden mich nicht im Stich lassen“, { $said-text }.
    [3] „Wie Lazarus“, { $said-text }. „Nur hat mich kein Heiliger gerufen, sondern ein Jeton.“
    [4] „Ich hatte mich schon ganz aufgegeben“, { $said-text }.
    [5] „Bin ich wirklich wieder unter den Lebenden?“, { $said-text }.
    [6] „Man soll niemanden zu früh begraben“, { $said-text }. „Am wenigsten mich.“
    [7] „Die Toten müssen nun ohne mich auskommen“, { $said-text }.
    [8] „Klein ist die Gabe, aber sie schmeckt wie ein ganzes Erbe“, { $said-text }.
    [9] „Wem verdanke ich denn meine Wiederkehr?“, { $said-text }.
    [10] „Ein Jeton, und schon schlägt mein Herz wieder!“, { $said-text }.
    [11] „Man schaufle mein Grab wieder zu“, { $said-text }. „Es wird nicht gebraucht.“
    [12] „Ich war nur ein wenig eingenickt“, { $said-text }. „Tot war ich nie.“
    [13] „Welch gütige Nachbarschaft!“, { $said-text }. „Ich werde sie in meinem Testament bedenken.“
    [14] „Der Tod ist hier offenbar nur eine kleine Unpässlichkeit“, { $said-text }.
    [15] „Und ich hatte schon angefangen, mich unter den Toten wohlzufühlen“, { $said-text }.
    [16] „Habe ich nicht gesagt, dass man mich so leicht nicht loswird?“, { $said-text }.
    [17] „Jetzt erst recht!“, { $said-text }. „Noch einmal soll mir das Glück nicht entwischen.“
    [18] „Ich fühle mich wie neugeboren“, { $said-text } und setzte sich wieder aufrecht.
   *[19] „So schnell kehrt man also aus dem Jenseits zurück, wenn man die rechten Nachbarn hat“, { $said-text }.
    }
narrate-reply-rose = { $bond-key ->
    [rivals] { $variant ->
        [0] „Gewöhnen Sie sich nur nicht daran“, { $said-text }.
        [1] „Halten Sie das nicht für Gnade; es war bloß der Zufall“, { $said-text }.
        [2] „Schade; stumm unter den Toten waren Sie mir lieber“, { $said-text }.
        [3] „Da haben Ihre Nachbarn mir einen schlechten Dienst erwiesen“, { $said-text }.
        [4] „Ein Gespenst weniger am Tisch und ein Gegner mehr; ich weiß nicht, was schlimmer ist“, { $said-text }.
        [5] „Sie sind zäher als ein Wirtshausbraten“, { $said-text }.
        [6] „Das Totsein stand Ihnen übrigens ausgezeichnet“, { $said-text }.
        [7] „Wie lästig; ich hatte Sie schon aus meiner Rechnung gestrichen“, { $said-text }.
        [8] „Ein Jeton macht noch keinen Sieger“, { $said-text }.
       *[9] „Auferstanden, um gleich wieder zu fallen; ich freue mich darauf“, { $said-text }.
        }
    [courtship] { $variant ->
        [0] „Ich habe keinen Augenblick daran gezweifelt“, { $said-text }.
        [1] „Dann ist der Abend gerettet“, { $said-text }.
        [2] „Gesegnet sei der Nachbar, der Ihnen das gegönnt hat“, { $said-text }.
        [3] „Nun brennen die Kerzen wieder heller“, { $said-text }.
        [4] „Ich habe still für Sie gebetet, und siehe da“, { $said-text }.
        [5] „Endlich erkennt das Schicksal Ihren Wert, so wie ich ihn längst erkenne“, { $said-text }.
        [6] „Ohne Sie war das Spiel nur halb so hübsch“, { $said-text }.
        [7] „Versprechen Sie mir, nicht noch einmal zu sterben; mein Herz erträgt es nicht“, { $said-text }.
        [8] „Erlauben Sie mir, auf Ihre Wiederkehr anzustoßen“, { $said-text }.
       *[9] „Ein Geschöpf wie Sie bleibt nicht lange im Schatten“, { $said-text }.
        }
    [siblings] { $variant ->
        [0] „Du hattest immer Glück und hast es nie verdient“, { $said-text }.
        [1] „Nun sieh zu, dass du diesmal länger durchhältst“, { $said-text }.
        [2] „Und ich hatte mir schon deine Handschuhe zugedacht“, { $said-text }.
        [3] „Unkraut vergeht nicht, hat Großmama immer gesagt“, { $said-text }.
        [4] „Natürlich; du fällst immer auf die Füße, wie die Katze der Nachbarin“, { $said-text }.
        [5] „Und ich hatte schon angefangen, dich zu vermissen, beinahe jedenfalls“, { $said-text }.
        [6] „Bilde dir nichts ein; das war die Karte, nicht deine Liebenswürdigkeit“, { $said-text }.
        [7] „Schade, jetzt muss ich dich wieder ernst nehmen“, { $said-text }.
        [8] „Wenn du noch einmal fällst, hebe ich dich nicht wieder auf“, { $said-text }.
       *[9] „Sieh an, das verlorene Schaf kehrt heim“, { $said-text }.
        }
    [chaperone] { $variant ->
        [0] „Bitte nicht so laut, mein Kind; am Spieltisch jubelt man nicht“, { $said-text }.
        [1] „Dann sitzen Sie gerade und achten Sie auf Ihre Karte“, { $said-text }.
        [2] „Danken Sie Ihrem Nachbarn, aber mit einem Nicken, nicht mit Worten“, { $said-text }.
        [3] „Sehen Sie, Geduld wird belohnt; merken Sie sich das auch für den Ball“, { $said-text }.
        [4] „Keine Freudensprünge, bitte; wir sind nicht auf dem Jahrmarkt“, { $said-text }.
        [5] „Nun spielen Sie aber mit mehr Bedacht als vorhin“, { $said-text }.
        [6] „Ich hoffe, Sie haben im Stillen gebetet und nicht geflucht“, { $said-text }.
        [7] „Schön; aber hüten Sie sich, sich etwas darauf einzubilden“, { $said-text }.
        [8] „Ein Jeton ist kein Erbe, mein Kind; tragen Sie den Kopf nicht so hoch“, { $said-text }.
       *[9] „Gut, gut; nur keine Tränen der Rührung vor der ganzen Gesellschaft“, { $said-text }.
        }
    [debt] { $variant ->
        [0] „Ein Lebenszeichen von meinem Schuldner; welch ein Trost“, { $said-text }.
        [1] „Das freut mich, meinetwegen so sehr wie Ihretwegen“, { $said-text }.
        [2] „Wieder bei Mitteln?“, { $said-text }. „Dann denken Sie an meinen Wechsel.“
        [3] „Verwahren Sie das gut; ich habe ältere Rechte daran“, { $said-text }.
        [4] „Auferstanden und schon wieder bei Kredit; das merke ich mir“, { $said-text }.
        [5] „Ich rechne schon aus, wie viele solcher Auferstehungen Ihre Schuld tilgen“, { $said-text }.
        [6] „Sterben Sie mir nicht noch einmal, ehe wir abgerechnet haben“, { $said-text }.
        [7] „Ein Jeton für Sie, und ein Hoffnungsschimmer für Ihren Gläubiger“, { $said-text }.
        [8] „Mit dem Leben kehren auch Ihre Verbindlichkeiten zurück“, { $said-text }.
       *[9] „Vergessen Sie in Ihrer Freude nicht, wem Sie sonst noch verpflichtet sind“, { $said-text }.
        }
   *[none] { $variant ->
        [0] „Seien Sie uns wieder willkommen“, { $said-text }.
        [1] „Bei diesem Spiel ist kein Toter ganz tot“, { $said-text }.
        [2] „Man hat Sie kaum vermisst, so schnell ging das“, { $said-text }.
        [3] „Nun haben Sie wieder etwas zu verlieren; das ist auch ein Vergnügen“, { $said-text }.
        [4] „Das Glück ist heute launisch wie eine Primadonna; halten Sie es fest“, { $said-text }.
        [5] „Das nenne ich eine Auferstehung, und ganz ohne Posaunen“, { $said-text }.
        [6] „Sehen Sie, in der Tontine ist nichts verloren, solange man seinen Platz am Tisch hat“, { $said-text }.
        [7] „Und, wie war die Aussicht von drüben?“, { $said-text }.
        [8] „Gehen Sie sparsam mit Ihrem neuen Leben um“, { $said-text }.
        [9] „Es gibt also doch noch Wunder, sogar am Spieltisch“, { $said-text }.
        [10] „Das sollte man dem Hamburgischen Correspondenten melden“, { $said-text }.
       *[11] „Nun fängt das Spiel für Sie von vorn an, und das ist nicht das Schlechteste“, { $said-text }.
        }
    }

narrate-line-lead = { $variant ->
    [0] „Ich fange an, dieses Spiel zu mögen“, { $said-text }.
    [1] „Sehen Sie, so ist es“, { $said-text }. „Das Glück kennt seine Freunde.“
    [2] „Ich werde im Sieg großmütig sein“, { $said-text }.
    [3] „Niemand soll auf mein Häufchen sehen; das bringt mir Unglück“, { $said-text }.
    [4] „Sollte ich heute Abend { $gender ->
            [female] die Reichste
           *[other] der Reichste
        } am Tisch sein?“, { $said-text }.
    [5] „Man hat mich unterschätzt, meine Herrschaften!“, { $said-text }.
    [6] „Meine Jetons vermehren sich wie die Gerüchte bei Hofe“, { $said-text }.
    [7] „Ich bitte, mich nicht zu beneiden“, { $said-text }. „Es ist mir selbst peinlich.“
    [8] „So sitzt man also obenauf“, { $said-text }. „Die Aussicht ist vortrefflich.“
    [9] „Darf ich um etwas mehr Ehrerbietung bitten?“, { $said-text }.
    [10] „Man sehe nur, wie sich mein Häufchen türmt!“, { $said-text }.
    [11] „Endlich darf ich einmal die Großmut spielen, statt sie zu erbitten“, { $said-text }.
    [12] „Wer jetzt noch gegen mich wettet, ist selbst schuld“, { $said-text }.
    [13] „Haben Sie bemerkt, wie artig die Karten heute zu mir sind?“, { $said-text }.
    [14] „Ich gestehe, es gefällt mir, beneidet zu werden“, { $said-text }.
    [15] „Wenn das so weitergeht, kaufe ich mir morgen ein Landgut“, { $said-text }.
    [16] „Ich bin ganz verwirrt“, { $said-text }. „So viel Glück bin ich nicht gewohnt.“
    [17] „Nun dürfen Sie mich alle um Rat fragen“, { $said-text }.
    [18] „Bei Gott, ich sitze auf einem kleinen Schatz!“, { $said-text }.
   *[19] „Mir ist gar nicht wohl dabei, so weit vorn zu liegen“, { $said-text }.
    }
    .presumes = nothing
narrate-reply-lead = { $variant ->
    [0] „Das Spiel mag Sie nicht so lange, wie Sie glauben“, { $said-text }.
    [1] „Das Glück hat viele Freunde, und keinen für lange“, { $said-text }.
    [2] „Versprechen Sie das, wenn Sie gesiegt haben“, { $said-text }.
    [3] „Dann bauen Sie es nicht so auffällig vor sich auf“, { $said-text }.
    [4] „Für den Augenblick, gewiss; die Nacht ist lang“, { $said-text }.
    [5] „Niemand hat Sie unterschätzt; man hat Sie bloß übersehen“, { $said-text }.
    [6] „Und sie verfliegen ebenso rasch“, { $said-text }.
    [7] „Peinlich wird es erst, wenn Sie alles wieder hergeben“, { $said-text }.
    [8] „Und der Sturz von dort ist umso tiefer“, { $said-text }.
    [9] „Ehrerbietung gibt es hier erst, wenn die Kasse Ihnen gehört“, { $said-text }.
    [10] „Türme stürzen, wenn man am wenigsten damit rechnet“, { $said-text }.
    [11] „Spielen Sie sie nur bald; lange dauert die Rolle nicht“, { $said-text }.
    [12] „Gewettet wird hier nicht, nur verloren, und die Reihe kommt auch an Sie“, { $said-text }.
    [13] „Artig sind sie zu jedem, eine Weile lang“, { $said-text }.
    [14] „Dann wird Ihnen auch gefallen, was nach dem Neid kommt: die Schadenfreude“, { $said-text }.
    [15] „Landgüter kauft man mit Gewinnen, nicht mit Hoffnungen“, { $said-text }.
    [16] „Keine Sorge; das Glück ist ein flüchtiger Gast und bleibt selten über Nacht“, { $said-text }.
    [17] „In einem Spiel ohne jede Kunst fragt man niemanden um Rat, am wenigsten den Glücklichen“, { $said-text }.
    [18] „Schätze locken Räuber an, und an diesem Tisch ist jeder einer“, { $said-text }.
   *[19] „Das ist das Klügste, was Sie heute Abend gesagt haben“, { $said-text }.
    }

narrate-line-last-two = { $variant ->
    [0] „Nun, { $other-name }, jetzt sind wir unter uns“, { $said-text }.
    [1] „Mir wäre jeder andere lieber gewesen“, { $said-text } mit einem Blick auf { $other-acc-name }.
    [2] „Wollen wir die Kasse teilen und zu Tisch gehen?“, { $said-text }.
    [3] „Jetzt wird sich zeigen, wer das bessere Glück hat“, { $said-text }.
    [4] „Ich warne Sie, { $other-name }: Ich gedenke zu gewinnen!“, { $said-text }.
    [5] „Die Reihen haben sich gelichtet, { $other-name }“, { $said-text }.
    [6] „Sollen wir den Toten ein Schauspiel bieten?“, { $said-text }.
    [7] „Ich hätte Sie nie für so zäh gehalten“, { $said-text }.
    [8] „Geben Sie rasch!“, { $said-text }. „Ich halte diese Spannung nicht länger aus.“
    [9] „Wie in einem Roman“, { $said-text }. „Am Ende stehen sich die Helden gegenüber.“
    [10] „Nur wir beide noch, { $other-name }; die anderen sehen uns zu wie bei einem Duell“, { $said-text }.
    [11] „Sind Sie bereit, { $other-name }?“, { $said-text }.
    [12] „Die Kasse schaut uns beide an, { $other-name }, und weiß noch nicht, wen sie lieber hat“, { $said-text }.
    [13] „Nun gilt es, { $other-name }: Sie oder ich!“, { $said-text }.
    [14] „Es ist sonderbar, so allein mit Ihnen zu spielen, während alle anderen schweigen“, { $said-text }.
    [15] „Ich gestehe, { $other-name }, mein Herz klopft“, { $said-text }.
    [16] „Wollen wir uns vorher die Hand reichen, für den Fall, dass einer von uns fällt?“, { $said-text }.
    [17] „Da sitzen wir nun, die letzten Lebenden, und die Toten zählen unsere Jetons mit“, { $said-text }.
    [18] „Mir zittern die Hände, { $other-name }; Ihnen etwa nicht?“, { $said-text }.
   *[19] „Aus einer ganzen Gesellschaft ist ein Tête-à-tête geworden“, { $said-text } mit einem Blick auf { $other-acc-name }.
    }
narrate-reply-last-two = { $variant ->
    [0] „Endlich; die anderen haben ohnehin nur gestört“, { $said-text }.
    [1] „Mir auch, glauben Sie mir“, { $said-text }.
    [2] „Teilen? Lieber faste ich eine Woche lang“, { $said-text }.
    [3] „Das bessere Glück hat, wer weniger davon redet“, { $said-text }.
    [4] „Das gedenke ich auch, und schon seit dem Abendessen“, { $said-text }.
    [5] „Und sie lichten sich weiter, fürchte ich, auf Ihrer Seite“, { $said-text }.
    [6] „Ein Trauerspiel, versteht sich, mit Ihnen in der Hauptrolle“, { $said-text }.
    [7] „Die Stillen im Lande sind die Zähesten“, { $said-text }.
    [8] „Dann stehen Sie auf und überlassen Sie mir die Kasse“, { $said-text }.
    [9] „In den Romanen, die ich lese, siegt stets die Tugend“, { $said-text }. „Also ich.“
    [10] „Dann wollen wir es ritterlich austragen, ohne Sekundanten und ohne Gnade“, { $said-text }.
    [11] „Bereit bin ich seit der ersten Karte“, { $said-text }.
    [12] „Sie hat Geschmack; sie wird schon richtig wählen“, { $said-text }.
    [13] „Ich, wenn der Himmel gerecht ist, und Sie, wenn er sich einen Spaß erlaubt“, { $said-text }.
    [14] „Sonderbarer wäre es, wenn die Toten mitredeten“, { $said-text }.
    [15] „Das meine auch, aber aus lauter Vorfreude“, { $said-text }.
    [16] „Gern; es ist die letzte Höflichkeit, die ich Ihnen heute erweise“, { $said-text }.
    [17] „Sollen sie zählen; am Ende kommt es nur auf einen Haufen an“, { $said-text }.
    [18] „Nicht im Geringsten; ich habe sie unter dem Tisch gefaltet“, { $said-text }.
   *[19] „Und ein recht ungemütliches, wenn Sie mich fragen“, { $said-text }.
    }

narrate-line-box-up = { $variant ->
    [0] „Die Kasse wird fett, und unsere Hoffnungen mit ihr“, { $said-text }.
    [1] „Sehen Sie nur, wie die Kasse sich füllt!“, { $said-text }. „Heute Abend wird jemand reich.“
    [2] „Alles geht hinein, und nichts kommt heraus“, { $said-text }.
    [3] „Die Kasse frisst uns lebendig!“, { $said-text }.
    [4] „Man zahlt hier Abgaben wie an den Landesherrn“, { $said-text }.
    [5] „Bald ist die Kasse reicher als wir alle zusammen“, { $said-text }.
    [6] „Ist die Kasse denn ein Fass ohne Boden?“, { $said-text }.
    [7] „Mir wird bange, wenn ich die Kasse so anschwellen sehe“, { $said-text }.
    [8] „Noch ein paar Runden wie diese, und die Kasse braucht einen eigenen Stuhl“, { $said-text }.
    [9] „Die Kasse ist der einzige Spieler, der nie verliert“, { $said-text }.
    [10] „Da wandern sie hin, unsere Jetons, wie die Schafe in den Pferch“, { $said-text }.
    [11] „Man mästet die Kasse wie eine Gans vor Martini“, { $said-text }.
    [12] „Wer hat denn die Kasse so großzügig bedacht?“, { $said-text }.
    [13] „Je voller die Kasse, desto größer der Appetit“, { $said-text }.
    [14] „Sehen Sie, die Kasse legt sich einen Bauch zu wie ein Domherr“, { $said-text }.
    [15] „Ob sie wohl schwer zu tragen sein wird?“, { $said-text }.
    [16] „Die Tontine gedeiht, meine Herrschaften!“, { $said-text }.
   *[17] „Es regnet Jetons in die Kasse“, { $said-text }.
    }
narrate-reply-box-up = { $variant ->
    [0] „Fett wird sie nur für den, der am Ende noch lebt“, { $said-text }.
    [1] „Jemand, gewiss; aber keiner von denen, die es laut sagen“, { $said-text }.
    [2] „Geduld; was die Kasse schluckt, gibt sie am Ende unverkürzt wieder“, { $said-text }.
    [3] „Immer noch gnädiger als eine Pharaobank“, { $said-text }.
    [4] „Mit dem Unterschied, dass diese Abgaben jemand von uns erbt“, { $said-text }.
    [5] „Das ist sie längst, wenn ich mir Ihr Häufchen ansehe“, { $said-text }.
    [6] „Leider hat es einen; sonst fänden wir die Jetons unter dem Tisch“, { $said-text }.
    [7] „Mir wird warm ums Herz; ich gedenke sie zu beerben“, { $said-text }.
    [8] „Den soll sie haben; ich rücke gern ein Stück für sie“, { $said-text }.
    [9] „Bis zum Schluss; dann verliert sie alles auf einmal“, { $said-text }.
    [10] „Und einer von uns wird am Ende der Schäfer sein“, { $said-text }.
    [11] „Damit sie einem von uns zum Festbraten wird“, { $said-text }.
    [12] „Niemand aus freien Stücken; die Karten haben es befohlen“, { $said-text }.
    [13] „Appetit haben wir alle; satt wird nur einer“, { $said-text }.
    [14] „Nur vermacht sie ihren Bauch am Ende einem von uns“, { $said-text }.
    [15] „Das hoffe ich, denn ich gedenke sie selbst zu tragen“, { $said-text }.
    [16] „Wie jede gute Anlage: auf Kosten der Anleger“, { $said-text }.
   *[17] „Ein warmer Regen, und wir sind die Wolken“, { $said-text }.
    }
narrate-line-box-down = { $variant ->
    [0] „Die Kasse schwindet dahin“, { $said-text }.
    [1] „Da hat sich jemand bedient“, { $said-text }.
    [2] „Wenn das so weitergeht, bleibt nichts mehr zu gewinnen“, { $said-text }.
    [3] „Die arme Kasse sieht aus wie ein Gutshof nach der Einquartierung“, { $said-text }.
    [4] „Was herausgeht, ist wenigstens nicht verloren“, { $said-text }.
    [5] „Die Kasse hat die Schwindsucht“, { $said-text }.
    [6] „Wer nimmt, der sollte wenigstens danken“, { $said-text }.
    [7] „Soll denn für den Sieger gar nichts übrig bleiben?“, { $said-text }.
    [8] „Die Kasse gibt her, was wir ihr geliehen haben“, { $said-text }.
    [9] „Da hat die Kasse aber Federn lassen müssen“, { $said-text }.
    [10] „Die Kasse blutet!“, { $said-text }.
    [11] „So freigebig kenne ich unsere Kasse gar nicht“, { $said-text }.
    [12] „Wie Schnee im März schmilzt sie dahin, die gute Kasse“, { $said-text }.
    [13] „Je magerer die Kasse, desto matter mein Eifer“, { $said-text }.
    [14] „Man sollte der Kasse eine Wache vorstellen“, { $said-text }.
    [15] „Sehen Sie, wie sie zusammenfällt, die Kasse, wie ein missratener Kuchen“, { $said-text }.
    [16] „Jetzt gibt die Kasse, und nachher nimmt sie wieder“, { $said-text }.
   *[17] „Ist denn heute Zahltag?“, { $said-text }.
    }
narrate-reply-box-down = { $variant ->
    [0] „Sie füllt sich bald genug wieder“, { $said-text }.
    [1] „Bedient ist nicht das Wort; man nahm, was die Karte befahl“, { $said-text }.
    [2] „Dann spielen wir eben um die Ehre; das ist billiger“, { $said-text }.
    [3] „Nur sitzen die Einquartierten hier am Tisch und lächeln“, { $said-text }.
    [4] „Für Sie vielleicht nicht; ich habe nichts davon gesehen“, { $said-text }.
    [5] „Dann schicken wir sie nach Karlsbad zur Kur“, { $said-text }.
    [6] „Man dankt dem Zufall nicht, und er dankt uns auch nicht“, { $said-text }.
    [7] „Übrig bleibt immer genug, um sich darum zu streiten“, { $said-text }.
    [8] „Geliehen? Geschenkt haben wir es ihr, und nun verschenkt sie es weiter“, { $said-text }.
    [9] „Keine Sorge; die Federn wachsen nach“, { $said-text }.
    [10] „Ein Aderlass hat noch niemandem geschadet, sagt mein Arzt“, { $said-text }.
    [11] „Freigebig ist sie nur mit dem, was ihr nicht gehört“, { $said-text }.
    [12] „Und es schneit gewiss bald wieder“, { $said-text }.
    [13] „Umso besser; dann spiele ich mit doppeltem Eifer“, { $said-text }.
    [14] „Eine Wache braucht sie nicht; die Karten sind ihre Räuber und ihre Richter zugleich“, { $said-text }.
    [15] „Wer ihn am Ende isst, wird sich nicht beklagen“, { $said-text }.
    [16] „Wie der Mond: Sie nimmt ab und nimmt zu, und wir seufzen sie an“, { $said-text }.
   *[17] „Zahltag ist erst, wenn einer von uns alles einstreicht“, { $said-text }.
    }
narrate-line-box-flat = { $variant ->
    [0] „Nichts ändert sich außer der Stunde“, { $said-text }.
    [1] „So spielen wir bis zum Frühstück“, { $said-text }.
    [2] „Rundherum und rundherum“, { $said-text }.
    [3] „Ich könnte schwören, die Kasse hat sich den ganzen Abend nicht gerührt“, { $said-text }.
    [4] „Unbeweglich wie ein Hofrat nach dem Essen, diese Kasse“, { $said-text }.
    [5] „Geben wir und nehmen wir, und alles bleibt beim Alten“, { $said-text }.
    [6] „Ist denn überhaupt etwas geschehen?“, { $said-text }.
    [7] „Man könnte Patience legen, so still liegt die Kasse“, { $said-text }.
    [8] „Unverrückbar wie ein Grenzstein steht die Kasse“, { $said-text }.
    [9] „Eine ganze Runde, und die Kasse ist genau, wie sie war“, { $said-text }.
    [10] „Unsere Kasse ist treu wie ein alter Kammerdiener“, { $said-text }.
    [11] „Ob die Kasse wohl beleidigt ist, dass sie sich gar nicht rührt?“, { $said-text }.
    [12] „Wie eine Uhr, die niemand aufgezogen hat, so steht die Kasse still“, { $said-text }.
    [13] „Man könnte meinen, die Kasse gehöre gar nicht zum Spiel“, { $said-text }.
    [14] „So viele Karten, und die Kasse zuckt nicht einmal mit der Wimper“, { $said-text }.
   *[15] „Stiller als ein Teich bei Windstille liegt die Kasse da“, { $said-text }.
    }
    .presumes = { $variant ->
        [3] after
       *[other] nothing
    }
narrate-reply-box-flat = { $variant ->
    [0] „Und die Kerzen; sehen Sie, wie sie herunterbrennen“, { $said-text }.
    [1] „Dann soll man beizeiten den Kaffee aufsetzen“, { $said-text }.
    [2] „Wie ein Mühlrad ohne Korn“, { $said-text }.
    [3] „Schwören Sie nicht; sie schläft nur und wird böse erwachen“, { $said-text }.
    [4] „Auch ein Hofrat erwacht, sobald man ihm etwas anbietet“, { $said-text }.
    [5] „Wie beim Reichstag zu Regensburg, nur kurzweiliger“, { $said-text }.
    [6] „Geschehen ist viel, nur nicht in der Mitte des Tisches“, { $said-text }.
    [7] „Patience legt man allein; hier langweilen wir uns wenigstens in Gesellschaft“, { $said-text }.
    [8] „Und wir gehen um sie herum wie die Landvermesser“, { $said-text }.
    [9] „Genauigkeit ist ihre einzige Tugend“, { $said-text }.
    [10] „Treu, aber taub; sie hört nicht, wie wir sie anflehen“, { $said-text }.
    [11] „Beleidigt nicht, nur satt“, { $said-text }.
    [12] „Die Uhr auf dem Kaminsims geht dafür umso schneller“, { $said-text }.
    [13] „Sie gehört dazu wie der Kronleuchter: Man schaut hinauf, und er tut nichts“, { $said-text }.
    [14] „Sie hat eben bessere Nerven als wir alle“, { $said-text }.
   *[15] „Stille Wasser sind tief, sagt das Sprichwort“, { $said-text }.
    }

narrate-line-won = { $variant ->
    [0] „Ich habe, weiß Gott, nie ein schöneres Spiel gespielt!“, { $said-text }.
    [1] „Ich bitte alle um Verzeihung, aber Bedauern kann ich nicht heucheln“, { $said-text }.
    [2] „Und dabei habe ich nichts getan, als meine Karte umzudrehen“, { $said-text }.
    [3] „Wer hätte das gedacht?“, { $said-text }. „Ich am wenigsten.“
    [4] „Sie müssen alle wiederkommen und es mir abgewinnen“, { $said-text }.
    [5] „Es ist nur Glück, wissen Sie“, { $said-text } und strich alles ein.
    [6] „Die Kasse ist mein, und ich weiß nicht, wohin damit!“, { $said-text }.
    [7] „Man lasse meinen Wagen vorfahren, ehe das Glück es sich anders überlegt!“, { $said-text }.
    [8] „Zum Trost lade ich die ganze Gesellschaft auf Sonntag zum Tee“, { $said-text }.
    [9] „Habe ich gewonnen, oder träume ich?“, { $said-text }.
    [10] „Ich danke der Gesellschaft, und dem Glück noch mehr“, { $said-text }.
    [11] „Nun weiß ich endlich, wie einem Bankier zumute ist“, { $said-text }.
    [12] „Man reiche mir einen Beutel, ehe ich vor Freude alles fallen lasse!“, { $said-text }.
    [13] „Sie sind alle Zeugen: Es ging mit rechten Dingen zu!“, { $said-text }.
    [14] „Diesen Abend schreibe ich in mein Tagebuch, und zwar mit goldener Tinte“, { $said-text }.
    [15] „Das Glück ist eine Dame von Geschmack“, { $said-text } und verneigte sich in die Runde.
    [16] „Wenn ich nur wüsste, womit ich das verdient habe“, { $said-text }.
    [17] „Von diesem Gewinn bekommen die Armen den Zehnten“, { $said-text }.
    [18] „Und dabei hatte ich heute Abend gar nicht spielen wollen!“, { $said-text }.
   *[19] „Mir ist, als hätte ich in der Lotterie gewonnen“, { $said-text }.
    }
narrate-reply-won = { $bond-key ->
    [rivals] { $variant ->
        [0] „Glück, und sonst nichts; merken Sie sich das“, { $said-text }.
        [1] „Ein Sieg ohne Verdienst ist wie ein Orden ohne Feldzug“, { $said-text }.
        [2] „Ich gratuliere, mit aller Höflichkeit, die mir geblieben ist“, { $said-text }.
        [3] „Genießen Sie es; die Revanche ist Ihnen gewiss“, { $said-text }.
        [4] „Fortuna hat eben einen schlechten Geschmack“, { $said-text }.
        [5] „Lassen Sie sich von diesem Zufall nicht den Kopf verdrehen“, { $said-text }.
        [6] „Ich wünsche Ihnen Freude daran, solange sie währt“, { $said-text }.
       *[7] „Bravo; nur erzählen Sie bitte nicht jedem, wie geschickt Sie waren“, { $said-text }.
        }
    [courtship] { $variant ->
        [0] „Niemand hat es mehr verdient“, { $said-text }.
        [1] „Dann habe ich mit Vergnügen verloren“, { $said-text }.
        [2] „Ich gönne Ihnen die Kasse; mein Herz haben Sie ja schon“, { $said-text }.
        [3] „Wie schön Sie aussehen, wenn Sie gewinnen“, { $said-text }.
        [4] „Glückliche Jetons, die nun Ihnen gehören“, { $said-text }.
        [5] „Das Glück hat nur bestätigt, was ich längst wusste“, { $said-text }.
        [6] „Dieser Verlust ist mir lieber als jeder andere Gewinn“, { $said-text }.
       *[7] „Darf ich Sie nach Hause begleiten, mitsamt Ihrem Schatz?“, { $said-text }.
        }
    [siblings] { $variant ->
        [0] „Beim Frühstück wirst du unerträglich sein“, { $said-text }.
        [1] „Dann kannst du die Mietkutsche nach Hause bezahlen“, { $said-text }.
        [2] „Ausgerechnet du, { $other-gender ->
                [female] die
               *[other] der
            } du nie rechnen konntest“, { $said-text }.
        [3] „Teile mit mir, oder ich erzähle die Sache mit dem Kirschbaum“, { $said-text }.
        [4] „Die Hälfte gehört mir; schließlich habe ich dir das Spiel beigebracht“, { $said-text }.
        [5] „Das hast du nur, weil du immer Großmamas Liebling warst“, { $said-text }.
        [6] „Zu Weihnachten erwarte ich ein sehr großes Geschenk“, { $said-text }.
       *[7] „Ich gratuliere, und gönnen werde ich es dir trotzdem nie“, { $said-text }.
        }
    [chaperone] { $variant ->
        [0] „Stecken Sie das sofort weg und triumphieren Sie nicht“, { $said-text }.
        [1] „Schön; und jetzt gehen wir nach Hause“, { $said-text }.
        [2] „Den Gewinn zählt man nicht bei Tisch“, { $said-text }.
        [3] „Gut gemacht; aber Ihrer Frau Mutter erzählen wir nichts davon“, { $said-text }.
        [4] „Bedanken Sie sich artig bei der Gesellschaft, und dann kein Wort mehr davon“, { $said-text }.
        [5] „Das Geld bleibt in meiner Verwahrung, bis wir zu Hause sind“, { $said-text }.
        [6] „Gewonnen haben Sie; nun zeigen Sie, dass Sie auch Anstand haben“, { $said-text }.
       *[7] „Nicht so strahlen, mein Kind; Bescheidenheit steht { $other-gender ->
                [female] der Siegerin
               *[other] dem Sieger
            } am besten“, { $said-text }.
        }
    [debt] { $variant ->
        [0] „Dann können Sie mir ja zurückzahlen, was Sie mir schulden“, { $said-text }.
        [1] „Ich weiß, wohin ein Teil davon wandern wird“, { $said-text }.
        [2] „Ihren Schuldschein habe ich zufällig bei mir“, { $said-text }.
        [3] „Ich freue mich mit Ihnen, und gleich darauf für mich“, { $said-text }.
        [4] „Nun, da Sie bei Kasse sind, schlägt wohl die Stunde der Abrechnung“, { $said-text }.
        [5] „Ich nehme die Hälfte gleich und den Rest morgen“, { $said-text }.
        [6] „Meinen herzlichen Glückwunsch; die Zinsen gratulieren mit“, { $said-text }.
       *[7] „Vergessen Sie im Glück Ihre alten Freunde nicht, und am wenigsten Ihren Gläubiger“, { $said-text }.
        }
   *[none] { $variant ->
        [0] „Unverschämtes Glück“, { $said-text }, „ganz unverschämtes.“
        [1] „Dann endlich zu Tisch“, { $said-text }.
        [2] „Meinen Glückwunsch, und meinen Neid dazu“, { $said-text }.
        [3] „Das Glück ist blind, aber heute hat es gut gewählt“, { $said-text }.
        [4] „Ein schöner Abend, wenigstens für Sie“, { $said-text }.
        [5] „Man wird noch lange von dieser Partie sprechen“, { $said-text }.
        [6] „Da sieht man es wieder: Das Glück fragt nicht nach Verdienst“, { $said-text }.
        [7] „Ich gratuliere; nur schade, dass ich es nicht bin“, { $said-text }.
        [8] „Nun müssen Sie uns aber alle zum Souper einladen“, { $said-text }.
       *[9] „Bravo!“, { $said-text }. „Eine Partie, wie man sie selten sieht.“
        }
    }

## Der Blick

narrate-pov-in = { $variant ->
    [0] { $name } beobachtete { $other-acc-name } schweigend, zog aber die eigenen Jetons ein wenig näher heran.
    [1] Über den Tisch hinweg blickte { $other-name } herüber, und { $name } sah zuerst weg.
    [2] Es entging { $dat-name } nicht, dass { $other-name } den Abend ein wenig zu sehr genoss.
    [3] An die Kasse dachte { $name }, und an den langen Weg um den Tisch, der noch vor ihnen lag.
    [4] { $name } hatte längst aufgehört, so zu tun, als zähle man nicht mit.
    [5] { $dat-name } schienen die Karten allmählich weniger ein Zufall als ein Urteil.
    [6] { $name } ließ die Jetons vor { $other-dat-name } kaum aus den Augen.
    [7] { $name } überschlug im Stillen, was { $other-name } vor sich liegen hatte, und wurde davon nicht heiterer.
    [8] Von { $gender ->
        [female] ihrem
        [male] seinem
       *[other] ihrem
        } Platz aus beobachtete { $name } { $other-acc-name } aufmerksamer, als es den Anschein hatte.
    [9] { $name } hörte { $other-acc-name } an und dachte sich { $gender ->
        [female] das Ihre
       *[other] das Seine
        }.
    [10] Was { $other-name } auch sagte, { $name } behielt die eigenen Jetons im Auge.
    [11] Bei sich dachte { $name }, dass an diesem Tisch niemand so viel rede wie { $other-name }.
    [12] Mit halbem Ohr hörte { $name } zu; die Gedanken waren längst bei der Kasse.
    [13] Einen langen Blick warf { $name } { $other-dat-name } zu, sagte aber nichts.
    [14] Jedes Wort, das { $other-name } sagte, wog { $name } so sorgfältig, als verrate es etwas über die nächste Karte.
    [15] { $dat-name } schien es, als fange der Abend eben erst an.
    [16] Nachdenklich rückte { $name } den Leuchter zurecht und sah zu { $other-dat-name } hinüber.
    [17] Man konnte { $dat-name } nicht ansehen, was { $gender ->
        [female] sie
        [male] er
       *[other] { $name }
        } von alledem hielt.
    [18] Ob { $other-name } es ernst meinte, hätte { $name } gern gewusst.
   *[19] Während { $other-name } sprach, sah { $name } in die Kerzen und rechnete.
    }
    .presumes = { $variant ->
        [4] after
        [5] after
        [9] spoken
        [10] spoken
        [11] spoken
        [12] spoken after
        [14] spoken
        [18] spoken
        [19] spoken
       *[other] nothing
    }
narrate-pov-out = { $variant ->
    [0] Aus der Reihe der Toten, wo nur noch das Zusehen blieb, beobachtete { $name } { $other-acc-name } mit großer Teilnahme.
    [1] Da es nichts mehr zu verlieren gab, fand { $name } das Spiel im Zusehen weit unterhaltsamer als im Spielen.
    [2] Unter den Toten wartete { $name } auf einen gütigen Nachbarn und ließ { $other-acc-name } nicht aus den Augen.
    [3] { $name } sah auf den leeren Platz auf dem Tuch und dachte, wie schnell alles gegangen war.
    [4] So tot { $name } auch war, blieb doch das Vergnügen, { $other-acc-name } zu beobachten.
    [5] { $name }, vorerst aus dem Spiel, lehnte sich zurück und fand die Gesellschaft recht töricht.
    [6] Wer tot ist, hat Muße zum Zuschauen, und { $name } nutzte sie, um { $other-acc-name } zu betrachten.
    [7] Am Rand des Tisches, die Hände im Schoß, sah { $name } { $other-acc-name } zu und lächelte.
    [8] { $name } saß nun auf der Seite der Zuschauer und fand { $other-acc-name } von dort aus besonders unterhaltsam.
    [9] Sorglos, da ohne Jetons, hatte { $name } nur noch Augen für { $other-acc-name }.
    [10] Die Toten sehen mehr als die Lebenden, sagt man, und { $name } sah { $other-acc-name } sehr genau an.
    [11] Mit dem Gleichmut der Toten betrachtete { $name } { $other-acc-name } über den Tisch hinweg.
    [12] Es hatte sein Gutes, tot zu sein, fand { $name }: Man konnte { $other-acc-name } ungestört beobachten.
    [13] Für { $other-acc-name } hatte { $name } jetzt, da nichts mehr zu verlieren war, einen ganz neuen Blick.
    [14] Bei den Toten langweilte sich { $name } keineswegs, denn an { $other-acc-name } gab es genug zu sehen.
    [15] Über { $other-acc-name } machte sich { $name } unterdessen Gedanken, die niemand hören sollte.
    [16] Tot oder nicht, { $name } hatte an { $other-acc-name } noch allerlei auszusetzen.
    [17] Geduldig, wie es den Toten ansteht, hörte { $name } { $other-acc-name } zu.
    [18] Niemand achtete auf die Toten, und so durfte { $name } { $other-acc-name } ungestraft anstarren.
   *[19] Nichts mehr zu setzen und nichts mehr zu fürchten: So saß { $name } da und musterte { $other-acc-name } in aller Ruhe.
    }
    .presumes = { $variant ->
        [15] after
        [17] spoken
       *[other] nothing
    }

## Zwischen den Augenblicken: ein Satz je Strecke, ohne Zahlen. $drift-text sagt, was die Kasse tat.



## Das Ende

narrate-end-last-standing = { $variant ->
    [0] So überlebte { $name } alle anderen und nahm die Kasse: { $pool ->
        [0] Es war nichts mehr darin
        [one] ein einziger Jeton
       *[other] { WORDS($pool) } Jetons
        }.
    [1] Es war niemand mehr übrig, gegen den zu spielen war, und { $name } nahm die Kasse { $pool ->
        [0] so leer, wie sie war
        [one] mit ihrem einen Jeton
       *[other] mit ihren { WORDS($pool) } Jetons
        }.
    [2] Damit war es zu Ende: { $name } allein hatte noch Jetons und zog die Kasse heran, { $pool ->
        [0] obwohl nichts mehr darin lag
        [one] mit ihrem letzten Jeton
       *[other] in der { WORDS($pool) } Jetons lagen
        }.
    [3] Als auch das letzte Häufchen der anderen dahin war, kam die Kasse an { $acc-name }, { $pool ->
        [0] leer
        [one] mit einem Jeton darin
       *[other] mit { WORDS($pool) } Jetons darin
        }.
   *[4] { $name } hatte sie alle überlebt, und die Kasse, { $pool ->
        [0] am Ende leer
        [one] die nur noch einen Jeton hielt
       *[other] mit { WORDS($pool) } Jetons darin
        }, wurde über das Tuch geschoben.
    }
narrate-end-last-to-fall = { $variant ->
    [0] Alle, die noch lebten, fielen in derselben Runde, und { $name }, nach allen anderen gefallen, nahm nach der Hausregel die Kasse: { $pool ->
        [0] Es war nichts darin
        [one] einen Jeton
       *[other] { WORDS($pool) } Jetons
        }.
   *[1] In der letzten Runde fielen alle zugleich; aber { $name } fiel zuletzt, und so gehörte die Kasse nach der Hausregel { $dat-name }: { $pool ->
        [0] Sie war leer
        [one] ein einziger Jeton
       *[other] { WORDS($pool) } Jetons
        }.
    }
narrate-end-deal-limit = { $variant ->
    [0] Die vereinbarten Runden waren gespielt, und { $name } hatte am meisten und nahm die Kasse: { $pool ->
        [0] Es war nichts darin
        [one] einen Jeton
       *[other] { WORDS($pool) } Jetons
        }.
   *[1] Die letzte vereinbarte Runde war vorbei; { $name } hatte das höchste Häufchen und die Kasse dazu, { $pool ->
        [0] so leer sie war
        [one] einen einzigen Jeton
       *[other] { WORDS($pool) } Jetons
        }.
    }
narrate-share-to = { $name }
narrate-end-shared-all-fell = { $variant ->
    [0] In der letzten Runde fielen alle, die noch lebten, zugleich, und nach der Hausregel teilten sich { $names-list } die Kasse von { $pool ->
        [one] einem Jeton
       *[other] { WORDS($pool) } Jetons
        }.
   *[1] Alle fielen auf einmal, und nach der Hausregel teilten { $names-list } die Kasse, { $pool ->
        [one] einen einzigen Jeton
       *[other] { WORDS($pool) } Jetons
        }, unter sich auf.
    }
narrate-end-shared-deal-limit = { $variant ->
    [0] Die vereinbarten Runden waren gespielt, die Reichsten lagen gleichauf, und so teilten sich { $names-list } die Kasse von { $pool ->
        [one] einem Jeton
       *[other] { WORDS($pool) } Jetons
        }.
   *[1] Als die letzte vereinbarte Runde vorbei war, hatten { $names-list } gleich hohe Häufchen und teilten die Kasse von { $pool ->
        [one] einem Jeton
       *[other] { WORDS($pool) } Jetons
        }.
    }

narrate-close = { $stake-key ->
    [debt] { $variant ->
        [0] { $name } lächelte { $other-dat-name } zu, so gut es ging, und dachte an die Schuld, die nun weiter offen stand.
        [1] { $name } stand ärmer vom Tisch auf und rechnete in der Nacht noch lange nach, was man nun schuldete.
        [2] Die Schuld, die der Abend hätte tilgen sollen, war so groß wie zuvor, und { $name } sah zu, wie { $other-name } die Kasse einstrich.
        [3] Schon beim Aufstehen überlegte { $name }, wen man nun um Aufschub bitten müsse und mit welchen Worten.
        [4] { $name } wünschte { $other-dat-name } Glück zur Kasse und fragte sich im Stillen, ob ein Brief an den Gläubiger mehr ausrichte als ein Besuch.
        [5] Auf dem Heimweg zählte { $name } die Laternen, um nicht die Schulden zählen zu müssen.
        [6] „Ein andermal“, sagte { $name } zu niemand Bestimmtem und meinte die Rechnung, die nun liegen bleiben musste.
        [7] Dass { $other-name } die Kasse bekam, war gerecht nach den Regeln und bitter nach der Rechnung, die { $acc-name } zu Hause erwartete.
        [8] { $name } nahm den Mantel, und mit ihm die Sorge, die man mitgebracht hatte.
       *[9] Noch lange sah { $name } auf das leere Tuch, als ließe sich daraus doch noch ein Betrag herauslesen, der die Schuld verringerte.
        }
    [pride] { $variant ->
        [0] { $name } erklärte, es sei nur ein albernes Spiel, und sagte das noch mehrmals, ehe der Abend zu Ende ging.
        [1] { $name } gratulierte { $other-dat-name } sehr artig und tat die ganze Nacht kein Auge zu.
        [2] { $name } hielt den Kopf sehr hoch, während { $other-name } die Kasse an sich zog, und sprach von da an nur noch über Dinge, die mit Karten nichts zu tun hatten.
        [3] Nicht das Geld schmerzte { $acc-name }, sondern die Gesichter, die sich nach { $other-dat-name } umwandten.
        [4] { $name } erklärte, man habe mit Absicht verloren, um { $other-dat-name } eine Freude zu machen, und niemand glaubte es.
        [5] „Glück ist keine Kunst“, bemerkte { $name }, laut genug, dass { $other-name } es hören musste.
        [6] { $name } verabschiedete sich früh unter dem Vorwand von Kopfschmerzen, die niemand für echt hielt.
        [7] Man sah { $acc-name } lächeln, aber es war ein Lächeln, das viel Mühe kostete.
        [8] { $name } schwor sich, beim nächsten Spielabend kein Wort über das eigene Glück zu verlieren, und wusste doch, dass der Schwur nicht halten würde.
       *[9] Am anderen Morgen erzählte { $name } in der ganzen Stadt, die Tontine sei ein Spiel für Leute ohne Verstand.
        }
    [gift] { $variant ->
        [0] Das zugedachte Geschenk würde auf anderem Wege beschafft werden müssen, dachte { $name } und sah { $other-dat-name } beim Zählen zu.
        [1] { $name } rechnete im Stillen nach, was sich vom eigenen Geld noch abzwacken ließe, damit das Geschenk nicht ausfallen müsse.
        [2] { $name } gönnte { $other-dat-name } den Gewinn und wusste doch schon, wessen Gesicht beim Ausbleiben des Geschenks lang werden würde.
        [3] Mit der Kasse war auch das Geschenk dahin, und { $name } beschloss, es sich vom Munde abzusparen.
        [4] { $name } überlegte schon, ob sich das Geschenk nicht durch ein selbst gemaltes Bildchen ersetzen ließe.
        [5] { $name } sah der Kasse nach, die zu { $other-dat-name } hinüberwanderte, und mit ihr dem Geschenk, das man sich so schön ausgedacht hatte.
        [6] Das Geschenk würde kleiner ausfallen, beschloss { $name }, aber ausfallen sollte es nicht.
        [7] Niemand am Tisch ahnte, dass mit der Kasse auch eine Überraschung verloren gegangen war, und { $name } sagte es keinem.
        [8] { $name } nahm sich vor, die eigene Uhr zum Pfandleiher zu tragen, wenn das Geschenk anders nicht zu haben war.
       *[9] { $name } tröstete sich damit, dass ein Geschenk, auf das man warten muss, umso mehr Freude macht.
        }
    [wager] { $variant ->
        [0] { $name } dachte an die Wette und an den Menschen, dem man sie würde gestehen müssen.
        [1] Die Wette war verloren, und { $name } wusste schon, wer zuerst davon hören würde.
        [2] { $name } sah { $other-dat-name } beim Einstreichen zu und rechnete aus, was die Wette nun kostete.
        [3] { $name } lächelte, als ginge es um nichts, und dachte an die verlorene Wette, von der hier niemand zu wissen brauchte.
        [4] { $name } beschloss, den Ausgang der Wette erst nach dem Frühstück zu beichten.
        [5] „Man wettet eben nicht auf die Karten“, murmelte { $name } und hatte diese Weisheit teuer bezahlt.
        [6] { $name } gratulierte { $other-dat-name } so herzlich, wie es einem Menschen möglich ist, der eben eine Wette verloren hat.
        [7] Wer gegen { $acc-name } gewettet hatte, würde am Morgen gut frühstücken, das war gewiss.
        [8] Auf dem Heimweg überlegte { $name }, ob eine verlorene Wette mit einem Scherz zu bezahlen sei, und fand keinen, der gut genug war.
       *[9] { $name } schwor sich, nie wieder auf das eigene Glück zu wetten, und glaubte es für die Dauer eines Atemzugs selbst.
        }
    [habit] { $variant ->
        [0] { $name } fragte nur, wann man wieder spielen werde.
        [1] { $name } schlug schon einen neuen Abend vor, ehe die Jetons weggeräumt waren.
        [2] { $name } zuckte die Achseln: Verloren war verloren, und irgendwo in der Stadt würde morgen wieder gespielt werden.
        [3] { $name } gratulierte { $other-dat-name } und hätte am liebsten auf der Stelle neu gemischt.
        [4] Für { $acc-name } war der Abend so gut wie jeder andere: Man hatte gespielt, und mehr verlangte man nicht.
        [5] { $name } räumte die Jetons eigenhändig in ihr Kästchen zurück, wie an jedem Spielabend.
        [6] { $name } kannte diese Stunde nach dem Spiel seit Jahren und mochte sie beinahe ebenso gern wie das Spiel selbst.
        [7] „Morgen wird beim Amtmann Boston gespielt“, sagte { $name } und fand, damit sei über den Verlust alles gesagt.
        [8] { $name } vermerkte den Verlust im Schreibkalender unter vielen anderen und klappte ihn zufrieden zu.
       *[9] { $name } blieb noch sitzen, als die anderen längst aufgestanden waren, und mischte gedankenlos die Karten.
        }
   *[nothing] { $variant ->
        [0] { $name } hatte nichts verloren, was zählte, und viel gesehen.
        [1] { $name } ging zum Abendessen hinunter und dachte, es sei ein sehr merkwürdiger Abend gewesen.
        [2] { $name } sah { $other-acc-name } die Kasse einstreichen und fand, das Glück sei an diesem Abend in keine schlechten Hände gefallen.
        [3] Für { $acc-name } blieb von dem Abend die Erinnerung an Kerzenlicht, Gelächter und das leise Klappern der Jetons.
        [4] { $name } hatte um nichts Besonderes gespielt und war doch bis zum Schluss mit dem Herzen dabei gewesen.
        [5] { $name } gönnte { $other-dat-name } die Kasse von Herzen und fragte, ob noch Punsch da sei.
        [6] Beim Abschied drückte { $name } { $other-dat-name } die Hand und sagte, so ein Abend sei mehr wert als jede Kasse.
        [7] { $name } ging nachdenklich nach Hause und fand, das Spiel habe über die Gesellschaft mehr verraten als über das Glück.
        [8] Am nächsten Morgen wusste { $name } vom Verlauf des Spiels nur noch, wer wen angesehen hatte, und nichts mehr von den Karten.
       *[9] { $name } lachte und sagte, man sei an diesem Abend um die Kasse ärmer und um eine Geschichte reicher.
        }
    }
narrate-close-won = { $stake-key ->
    [debt] { $variant ->
        [0] Die Schuld würde nun doch beglichen werden, und { $name } schlief in dieser Nacht sehr gut.
        [1] { $name } sagte nicht, wofür der Gewinn bestimmt war, sah aber um Jahre jünger aus.
        [2] { $name } strich die Kasse ein und wusste schon, wohin das Geld am Morgen getragen würde.
        [3] Seit Wochen hatte { $name } nicht so frei geatmet wie beim Einstreichen dieser Kasse, die eine lästige Schuld aus der Welt schaffen würde.
        [4] { $name } rechnete noch am Tisch nach, und diesmal ging die Rechnung auf.
        [5] Am Morgen würde man mit erhobenem Kopf durch die Stadt gehen können, dachte { $name }, und an keinem Laden mehr einen Umweg machen müssen.
        [6] { $name } ließ sich nichts anmerken, aber die Hand, die die Kasse einstrich, zitterte ein wenig.
        [7] Zum Abschied gab { $name } dem Bedienten ein Trinkgeld, wie man es seit Monaten nicht mehr gewagt hatte.
        [8] Für { $acc-name } war es weniger ein Gewinn als eine Begnadigung.
       *[9] { $name } dankte im Stillen dem Himmel und den Karten, und zwar in dieser Reihenfolge.
        }
    [pride] { $variant ->
        [0] { $name } hatte ja immer gesagt, es werde so kommen.
        [1] { $name } sorgte dafür, dass alle sahen, wie die Kasse fortgetragen wurde.
        [2] { $name } nahm die Glückwünsche entgegen, als wären sie längst fällig gewesen.
        [3] Mit der Kasse, dachte { $name }, war auch die Ehre gerettet, und die galt mehr als jeder Jeton.
        [4] { $name } ließ die Kasse eine Weile unberührt stehen, damit jeder sie gut betrachten konnte.
        [5] „Man muss eben wissen, wie man es anfängt“, sagte { $name }, als wäre bei diesem Spiel irgendetwas zu wissen.
        [6] Noch vor dem Mittag des anderen Tages wusste die ganze Stadt davon, denn { $name } hatte selbst dafür gesorgt.
        [7] { $name } nahm die Kasse in Empfang wie einen Orden, mit einer kleinen Verbeugung nach allen Seiten.
        [8] Von nun an, schwor sich { $name }, werde niemand mehr ein Wort gegen das eigene Glück sagen dürfen.
       *[9] Für { $acc-name } zählte nicht das Geld, sondern die Mienen der anderen, und die waren des Ansehens wert.
        }
    [gift] { $variant ->
        [0] Das zugedachte Geschenk war nun gesichert, und { $name } freute sich darüber mehr als über den Gewinn selbst.
        [1] { $name } dachte schon an das Auspacken des Geschenks und war der glücklichste Mensch im ganzen Haus.
        [2] { $name } zählte den Gewinn gar nicht erst nach: Er war ja ohnehin schon verschenkt.
        [3] Noch am Tisch überlegte { $name }, in welches Papier man das Geschenk schlagen und mit welchem Band man es binden solle.
        [4] { $name } schob die Jetons zusammen und dachte an das Gesicht, das beim Öffnen des Päckchens zu sehen sein würde.
        [5] „Es ist nicht für mich“, sagte { $name } und lächelte so, dass niemand weiter fragte.
        [6] Die Karten hatten das Geschenk bezahlt, und { $name } fand, sie hätten nie einen besseren Dienst getan.
        [7] { $name } hatte kaum Augen für die Kasse; die Gedanken waren schon bei dem Laden, in dem das Geschenk wartete.
        [8] Für { $acc-name } war es der schönste Gewinn des Abends, eben weil man ihn nicht behalten würde.
       *[9] { $name } nahm die Kasse und bat nur, niemandem zu sagen, wofür sie bestimmt war.
        }
    [wager] { $variant ->
        [0] Die Wette war gewonnen, und { $name } konnte es kaum erwarten, den Gewinn einzufordern.
        [1] { $name } setzte im Kopf schon den Brief über die Wette auf.
        [2] { $name } dachte an die gewonnene Wette und hatte Mühe, nicht laut zu lachen.
        [3] Mit der Kasse war auch die Wette gewonnen, doch davon sagte { $name } am Tisch kein Wort.
        [4] { $name } schob die Kasse zusammen und dachte dabei weniger an die Jetons als an den, der die Wette nun zu bezahlen hatte.
        [5] Doppelt gewonnen, dachte { $name }: die Kasse hier und die Wette dort.
        [6] { $name } nahm die Kasse mit einer Gelassenheit, die nur aufbringt, wer im Stillen noch mehr gewonnen hat.
        [7] Am Morgen würde { $name } den Gewinn der Wette einfordern, und zwar mit aller Höflichkeit, die dabei zu haben war.
        [8] Für { $acc-name } war es eine glückliche Nacht: Die Karten und die Wette hatten sich zur selben Partei geschlagen.
       *[9] { $name } lächelte so vergnügt, dass manche am Tisch eine Wette ahnten, aber niemand wagte zu fragen.
        }
    [habit] { $variant ->
        [0] { $name } fragte sogleich, wann man wieder spielen werde.
        [1] { $name } strich die Jetons zusammen, als geschähe das jeden Abend.
        [2] { $name } nahm den Gewinn mit derselben Ruhe hin wie all die Verluste früherer Abende.
        [3] Gewonnen oder verloren, die Hauptsache sei das Spiel, erklärte { $name } und ließ die Karten gleich wieder mischen.
        [4] { $name } fand, ein Gewinn sei hübsch, aber nicht nötig; nötig sei nur, dass man morgen wieder spiele.
        [5] { $name } trug den Gewinn säuberlich in das Taschenbuch ein, in dem seit Jahren jeder Spielabend verzeichnet stand.
        [6] Die Kasse war { $name } recht, aber lieber noch wäre gleich die nächste Partie gewesen.
        [7] „Ein guter Abend“, sagte { $name } wie nach jedem Spiel, und es klang kein bisschen anders als sonst.
        [8] Für { $acc-name } war der Gewinn eine angenehme Nebensache an einem Abend, der ohnehin gut gewesen wäre.
       *[9] { $name } ließ die gewonnenen Jetons gleich wieder ins Kästchen zählen, für das nächste Mal.
        }
   *[nothing] { $variant ->
        [0] { $name } hatte gar nicht gewinnen wollen und hatte darum natürlich gewonnen.
        [1] { $name } lachte und sagte, das Abendessen gehe auf die Kasse.
        [2] { $name } betrachtete die Jetons, als wüsste man nicht recht, was mit so viel Glück anzufangen sei.
        [3] Für { $acc-name } war es ein unverhoffter Sieg, und man sah es an der Röte, die bis an die Stirn stieg.
        [4] { $name } sah ungläubig auf die Kasse, als müsse jemand kommen und sie zurückfordern.
        [5] „Das Glück hat wohl die Tür verwechselt“, sagte { $name } und steckte die Jetons trotzdem ein.
        [6] { $name } gab aus der Kasse den Bedienten ein Trinkgeld und behielt den Rest mit sichtlichem Vergnügen.
        [7] Niemand war überraschter als { $name }, und niemand trug es mit besserer Laune.
        [8] Für { $acc-name } blieb der Sieg eine hübsche Geschichte, die man noch lange beim Tee erzählen würde.
       *[9] { $name } dankte der Gesellschaft, als hätte sie selbst das Glück geschickt.
        }
    }
narrate-close-shared = { $variant ->
    [0] Niemand war ganz zufrieden, was { $name } für den gerechtesten Ausgang von allen hielt.
    [1] { $name } meinte, eine geteilte Kasse sei das geselligste Ende, das ein Spiel haben könne.
    [2] Und so ging man zum Abendessen hinunter, jeder ein wenig reicher oder ein wenig ärmer, und { $name } am nachdenklichsten von allen.
    [3] { $name } bemerkte, so werde wenigstens niemand von Neid geplagt, und sah sich dabei aufmerksam um.
    [4] Über die Teilung wurde noch lange gerechnet, und { $name } rechnete am genauesten mit.
    [5] { $name } meinte, das Glück habe sich an diesem Abend nicht entscheiden können, und das sei ihm nicht zu verdenken.
    [6] Beim Abschied erklärte { $name }, eine geteilte Kasse sei wie ein Lustspiel ohne Hochzeit im letzten Akt: Man gehe zufrieden und doch ein wenig betrogen nach Hause.
    [7] { $name } sah zu, wie die Jetons in Häufchen geschieden wurden, und dachte, dass es im Leben selten so gerecht zugehe.
    [8] Die Lichter waren schon heruntergebrannt, als die Teilung vollzogen war, und { $name } half noch, die Karten zu ordnen.
   *[9] { $name } fand, ein Abend ohne rechtes Ende bleibe länger im Gedächtnis als einer mit einem Sieger.
    }

narrate-break-off = { $variant ->
    [0] Hier erhob sich die Gesellschaft; das Spiel blieb unentschieden, und die Kasse stand noch auf dem Tisch.
   *[1] Hier bricht der Bericht über den Abend ab, das Spiel noch unentschieden.
    }

narrate-begin-lot = { $variant ->
    [0] Um das Geben wurde gelost, und das Los fiel auf { $acc-name }.
    [1] Man loste um das erste Geben; es fiel { $dat-name } zu.
    [2] Das Los gab das erste Geben { $dat-name }, und das Spiel begann.
    [3] Das Los bestimmte, dass { $name } zuerst geben sollte.
    [4] Das erste Geben fiel durch das Los an { $acc-name }.
    [5] Man loste aus, wer geben sollte; es traf { $acc-name }, und man begann.
    [6] Beim Losen um das erste Geben traf es { $acc-name }.
    [7] Man zog die Namen aus einer Tabatiere; gleich der erste Zettel nannte { $acc-name }, und damit war das Geben entschieden.
    [8] Wer zuerst geben sollte, entschied das Los, und es entschied für { $acc-name }.
    [9] Das Los wies { $dat-name } die Karten zu, und das Spiel konnte beginnen.
    [10] Mit dem Los war rasch ausgemacht, wer anfing: { $name }.
    [11] Man überließ es dem Los und reichte die Karten dann { $dat-name }.
    [12] Kaum war gelost, da hatte { $name } schon die Karten in der Hand und mischte.
    [13] Der Zufall, der an diesem Abend noch viel zu sagen haben sollte, bestimmte { $acc-name } zum ersten Geben.
    [14] Nach altem Brauch wurde um das Geben gelost, und { $name } gewann es.
   *[15] Die erste Runde gab { $name }, wie das Los es gewollt hatte.
    }
narrate-begin-fan = { $variant ->
    [0] Die Plätze wurden aus einem Fächer offener Karten gegen einen gleichen, verdeckt gehaltenen Fächer gezogen; { $name } zog den König und damit das Geben.
    [1] Jeder zog nach dem Brauch seinen Platz aus dem Fächer, und der König mit dem ersten Geben fiel { $dat-name } zu.
    [2] Für die Plätze wurde ein Fächer aus Karten ausgebreitet; den König zog { $name } und hatte damit das Geben.
    [3] Nach dem Brauch wurde ein Fächer ausgebreitet, um die Plätze zu ziehen; der König fiel { $dat-name } zu und mit ihm das Geben.
    [4] Die Plätze wurden aus dem Fächer gezogen, und { $name }, den König in der Hand, begann zu geben.
   *[5] { $name } zog aus dem Fächer, den man für die Plätze ausgebreitet hatte, den König und übernahm damit das Geben.
    }
    .presumes = { $variant ->
        [0] drawn-seats
        [1] drawn-seats
        [2] drawn-seats
        [3] drawn-seats
        [4] drawn-seats
        [5] drawn-seats
       *[other] nothing
    }

narrate-other-one = { $variant ->
    [0] { $names } machte die Runde vollständig.
   *[1] Den letzten Stuhl nahm { $names } ein.
    }
    .presumes = { $variant ->
        [0] after
        [1] after
       *[other] nothing
    }

## Satzenden: eine Fügung, die der Erzähler ans Ende eines erzählenden Satzes stellen darf, vor den Punkt.

## Zwischen den Augenblicken: die Zeit, die vergeht, erzählt an den Personen, die wir kennen, ohne Zahlen.

narrate-pass-hour = { $variant ->
    [0] Die Uhr auf dem Kaminsims schlug { $hour ->
        [one] eins
       *[other] { WORDS($hour) }
        }.
    [1] Irgendwo im Haus schlug eine Uhr { $hour ->
        [one] eins
       *[other] { WORDS($hour) }
        }.
    [2] Es war { WORDS($hour) } Uhr, ehe jemand daran dachte, nach der Zeit zu sehen.
    [3] Um { $hour ->
        [one] eins
       *[other] { WORDS($hour) }
        } wurden frische Kerzen gebracht.
    [4] Gegen { $hour ->
        [one] eins
       *[other] { WORDS($hour) }
        } kam der Tee herein, und kaum einer achtete darauf.
    [5] Die Standuhr in der Halle schlug { $hour ->
        [one] eins
       *[other] { WORDS($hour) }
        }, und niemand achtete darauf.
    [6] Jemand bemerkte, es sei schon nach { $hour ->
        [one] eins
       *[other] { WORDS($hour) }
        }.
    [7] Es schlug { $hour ->
        [one] eins
       *[other] { WORDS($hour) }
        }, und das Spiel ging weiter.
    [8] Um { $hour ->
        [one] eins
       *[other] { WORDS($hour) }
        } kam ein Diener und putzte die Lichter.
    [9] Um { $hour ->
        [one] eins
       *[other] { WORDS($hour) }
        } saß die Gesellschaft noch immer am Tisch.
    [10] Als man wieder nach der Uhr sah, zeigte sie { $hour ->
        [one] eins
       *[other] { WORDS($hour) }
        }.
    [11] Gegen { $hour ->
        [one] eins
       *[other] { WORDS($hour) }
        } reichte man Wein und Zwieback herum.
    [12] Die Uhr zeigte schon { $hour ->
        [one] eins
       *[other] { WORDS($hour) }
        }.
    [13] Als es { $hour ->
        [one] eins
       *[other] { WORDS($hour) }
        } schlug, war vom Abendessen längst keine Rede mehr.
    [14] Draußen rief der Nachtwächter { WORDS($hour) } Uhr aus.
    [15] Die Glocke der Stadtkirche schlug { $hour ->
        [one] eins
       *[other] { WORDS($hour) }
        }, doch am Tisch hörte sie kaum jemand.
    [16] Es ging auf { $hour ->
        [one] eins
       *[other] { WORDS($hour) }
        } zu, als jemand nach frischem Kaffee verlangte.
    [17] Schon war es { WORDS($hour) } Uhr, und noch dachte niemand ans Aufhören.
    [18] Auf der Pendule über dem Spiegel rückte der Zeiger auf { $hour ->
        [one] eins
       *[other] { WORDS($hour) }
        }.
   *[19] Wer um { $hour ->
        [one] eins
       *[other] { WORDS($hour) }
        } auf die Uhr gesehen hätte, wäre erschrocken; aber niemand sah hin.
    }
    .presumes = { $variant ->
        [9] after
        [10] after
       *[other] nothing
    }
narrate-pass-quiet = { $variant ->
    [0] Eine Weile fiel niemand, und das Gespräch wandte sich anderen Dingen zu.
    [1] Mehrere Runden gingen ohne Unglück vorüber.
    [2] Es folgte eine Zeit, in der das Glück sich mit dem Zuschauen begnügte.
    [3] Die Karten gingen reihum, und keinem geschah viel.
   *[4] Eine Folge harmloser Karten machte die Gesellschaft gesprächig.
    }
narrate-pass-thin = { $variant ->
    [0] Unterdessen gingen die kleinen Häufchen eines nach dem anderen zu Ende.
    [1] In den folgenden Runden gesellten sich mehrere still zu den Toten.
    [2] Die Runde lichtete sich, wie die kleinen Vermögen dahinschmolzen.
    [3] Einer nach dem anderen mussten die Ärmeren aussetzen.
   *[4] Stuhl um Stuhl wurde zurückgeschoben von denen, die nichts mehr hatten.
    }
    .presumes = { $variant ->
        [0] after
       *[other] nothing
    }
narrate-pass-churn = { $variant ->
    [0] Eine Zeit lang tauschten Tote und Lebende beständig die Plätze.
    [1] Es folgte ein schwindelndes Hin und Her von Toden und Auferstehungen, über das niemand Buch führen konnte.
    [2] Asse und Zweien gingen hin und her, und die Reihe der Toten füllte und leerte sich abwechselnd.
   *[3] Die nächsten Runden waren lauter Verwirrung: hier ein Fall, dort eine Wiederkehr.
    }
narrate-pass-fell = { $variant ->
    [0] Im Lauf der nächsten Runden war { $name } ruiniert, ohne dass jemand recht sah, wie.
    [1] Bald hatte { $name } die letzte Marke hergegeben und sich zu den Toten gesetzt.
    [2] In dieser Zeit fiel { $name }, gefasster, als man erwartet hätte.
    [3] { $name } hielt sich eine Weile, gehörte aber endlich doch zu den Toten.
    [4] Nach und nach schwand das Häufchen vor { $dat-name }, und dann war es fort.
    [5] Nicht lange danach zählte man { $acc-name } zu den Toten.
    [6] Dann musste auch { $name } die letzte Marke hergeben.
    [7] Die nächsten Runden ruinierten { $acc-name }.
    [8] { $name } hielt noch ein paar Runden durch, dann nicht mehr.
    [9] Mit der Zeit blieb auch { $dat-name } nichts mehr.
    [10] Wenig später saß auch { $name } bei den Toten.
    [11] Am Ende behielt die Kasse gegen { $acc-name } recht.
    [12] Runde um Runde schmolz dahin, was { $name } besaß, bis nichts mehr übrig war.
    [13] Unversehens ging { $dat-name } der letzte Jeton verloren.
    [14] { $name } verlor in diesen Runden Jeton um Jeton und zuletzt das Leben.
    [15] Ehe man sich's versah, war auch { $name } ohne einen Jeton.
    [16] Es ging rasch mit { $dat-name } bergab, und bald war alles fort.
    [17] Die Kasse und die Nachbarn teilten sich, was { $name } noch besessen hatte.
    [18] Unter den Toten fand sich bald auch { $name }.
    [19] Für { $acc-name } wollte keine gute Karte mehr kommen, und so war bald alles dahin.
    [20] Ein Jeton nach dem anderen verließ { $acc-name }, bis keiner mehr blieb.
   *[21] Schließlich musste auch { $name } zu den Toten hinüber.
    }
    .presumes = { $variant ->
        [5] after
        [6] after
        [9] after
        [10] after
        [15] after
        [18] after
        [21] after
       *[other] nothing
    }
narrate-pass-fell-two = { $variant ->
    [0] { $name } und { $other-name } fielen beide in den folgenden Runden.
    [1] Die nächsten Runden rafften { $acc-name } dahin, und bald darauf { $other-acc-name }.
    [2] Weder { $name } noch { $other-name } überstand die nächsten Runden.
    [3] In dieser Zeit traf der Ruin erst { $acc-name }, dann { $other-acc-name }.
    [4] Die Toten bekamen Gesellschaft: zuerst { $acc-name }, danach { $other-acc-name }.
    [5] { $name } ging den Weg zu den Toten voran, und { $other-name } folgte bald.
    [6] Zwei weitere verloren in dieser Zeit alles, { $name } und { $other-name }.
    [7] Als man wieder zählte, hatten { $name } und { $other-name } nichts mehr.
    [8] Die folgenden Runden meinten es mit { $dat-name } so schlecht wie mit { $other-dat-name }: Beiden blieb nichts.
    [9] { $other-name } überlebte { $acc-name } nur um wenige Runden.
    [10] Erst nahm die Kasse { $dat-name } den Rest, bald darauf auch { $other-dat-name }.
    [11] Dann traf es { $acc-name }, und gleich darauf { $other-acc-name }.
    [12] Bald war { $name } ruiniert, kurz darauf auch { $other-name }.
    [13] Für { $acc-name } wie für { $other-acc-name } gingen die Jetons in diesen Runden zur Neige, bis beide nichts mehr hatten.
    [14] Kurz nacheinander mussten { $name } und { $other-name } das Letzte hergeben.
    [15] Die Kasse schluckte in diesen Runden, was { $name } und { $other-name } noch besaßen.
    [16] Zu zweit gingen { $name } und { $other-name } zu den Toten, fast Arm in Arm.
    [17] Am Ende dieser Runden war { $dat-name } so wenig geblieben wie { $other-dat-name }: nichts.
    [18] Wer auf { $acc-name } oder auf { $other-acc-name } gewettet hätte, wäre in diesen Runden arm geworden.
    [19] Während { $name } das Letzte hergab, ging es auch mit { $other-dat-name } zu Ende.
    [20] Auch { $name } und { $other-name } blieben nicht verschont; beide hatten bald nichts mehr.
    [21] Zuerst { $name }, dann { $other-name }: So lichteten sich in diesen Runden die Reihen.
    [22] Das Glück verließ { $acc-name } und gleich danach { $other-acc-name }.
    [23] Nicht eines, sondern gleich zwei Häufchen verschwanden in diesen Runden, eines vor { $dat-name } und eines vor { $other-dat-name }.
    [24] Die Zahl der Toten wuchs um { $acc-name } und { $other-acc-name }.
   *[25] Wie verabredet fielen { $name } und { $other-name } beinahe zugleich.
    }
    .presumes = { $variant ->
        [4] after
        [6] after
        [7] after
        [11] after
        [20] after
       *[other] nothing
    }
narrate-pass-rose = { $variant ->
    [0] Unterdessen hatte die Karte eines Nachbarn { $acc-name } wieder ins Spiel gebracht.
    [1] Eine glückliche Zahlung brachte { $acc-name } bald an den Tisch zurück.
    [2] Ein Ass, etwas später, setzte { $acc-name } wieder unter die Spieler.
    [3] Bald war { $name } wieder im Spiel, obwohl man schon nicht mehr damit gerechnet hatte.
    [4] Später brachte eine Zahlung, die kaum jemand bemerkte, { $acc-name } ins Spiel zurück.
    [5] Dann kehrte { $name } ins Leben zurück, durch die Karte eines Nachbarn.
    [6] Wenige Runden darauf lagen vor { $dat-name } wieder Marken.
    [7] Eine unverhoffte Zahlung gab { $dat-name } das Leben zurück.
    [8] Noch war es nicht das Ende von { $dat-name }: Eine Marke kam zurück.
    [9] Bald gab es einen Toten weniger, denn { $name } spielte wieder.
    [10] Das Pech eines Nachbarn brachte { $acc-name } wieder ins Spiel.
   *[11] Auf einmal saß { $name } wieder unter den Lebenden.
    }
    .presumes = { $variant ->
        [0] after
        [2] after
        [4] after
        [5] after
        [6] after
       *[other] nothing
    }
narrate-pass-lead = { $variant ->
    [0] Die ganze Zeit über war das Häufchen vor { $dat-name } gewachsen, bis es das höchste am Tisch war.
    [1] Inzwischen war { $name } in aller Stille { $gender ->
        [female] die Reichste
       *[other] der Reichste
        } am Tisch geworden.
    [2] Wer nun die Häufchen verglich, sah { $acc-name } vorn.
    [3] Nach und nach zog { $name } allen davon.
    [4] Das größte Häufchen am Tisch lag nun vor { $dat-name }.
    [5] Unterdessen hatte sich { $name } vor die übrigen geschoben.
    [6] Ohne dass es jemand bemerkte, war { $name } an die Spitze gelangt.
    [7] Nach diesen Runden war niemand am Tisch reicher als { $name }.
    [8] Jetzt hatte { $name } am meisten zu verlieren.
    [9] Langsam sammelten sich die Marken vor { $dat-name }, bis niemand mehr besaß.
    [10] Die Führung war inzwischen an { $acc-name } übergegangen.
   *[11] Man bemerkte nun, dass niemand mehr Marken hatte als { $name }.
    }
    .presumes = { $variant ->
        [0] after
        [1] after
        [5] after
        [10] after
       *[other] nothing
    }

## Wie eine Frage gestellt wird, nach der Gemütsart.

narrate-asked-lively = { $variant ->
    [0] rief { $name } lachend
    [1] fragte { $name } fröhlich
    [2] fragte { $name } ganz eifrig
    [3] fragte { $name }
    [4] fragte { $name } munter
    [5] rief { $name }
   *[6] wollte { $name } wissen
    }
    .presumes = { $variant ->
        [0] cry
        [5] cry
       *[other] nothing
    }
narrate-asked-sharp = { $variant ->
    [0] fragte { $name } trocken
    [1] erkundigte sich { $name } spitz
    [2] wollte { $name } wissen
    [3] fragte { $name }
    [4] fragte { $name } knapp
    [5] erkundigte sich { $name } kühl
   *[6] fragte { $name }, ohne aufzusehen
    }
narrate-asked-timid = { $variant ->
    [0] fragte { $name } leise
    [1] wagte { $name } zu fragen
    [2] fragte { $name } kaum hörbar
    [3] fragte { $name }
    [4] fragte { $name } halblaut
    [5] fragte { $name } stockend
   *[6] hauchte { $name }
    }
narrate-asked-grave = { $variant ->
    [0] fragte { $name } ernst
    [1] erkundigte sich { $name }
    [2] fragte { $name } mit großem Ernst
    [3] fragte { $name }
    [4] fragte { $name } langsam
    [5] fragte { $name } nach einer Pause
   *[6] wollte { $name } wissen
    }
narrate-asked-vain = { $variant ->
    [0] fragte { $name } in die Runde
    [1] erkundigte sich { $name } und zupfte an der Manschette
    [2] fragte { $name }
    [3] fragte { $name } obenhin
    [4] erkundigte sich { $name } mit einem kleinen Kopfwerfen
   *[5] fragte { $name } mit hochgezogenen Brauen
    }
narrate-asked-easy = { $variant ->
    [0] fragte { $name } gemächlich
    [1] fragte { $name }
    [2] fragte { $name } lächelnd
    [3] fragte { $name } sanft
    [4] erkundigte sich { $name }
    [5] fragte { $name } freundlich
   *[6] wollte { $name } wissen
    }

## Wie der Gefallene es trug, nach seiner Gemütsart; wie der Tisch eine Wiederkehr aufnahm.

narrate-tail-fall-lively = { $variant ->
    [0] , und { $gender ->
        [female] sie
        [male] er
       *[other] { $name }
        } lachte am lautesten von allen
    [1] , mit einem komischen Seufzer
   *[2] , was { $gender ->
        [female] sie
        [male] er
       *[other] { $name }
        } für den besten Spaß des Abends erklärte
    }
narrate-tail-fall-sharp = { $variant ->
    [0] , mit einem Blick, der den ganzen Tisch anklagte
    [1] , und { $gender ->
        [female] sie
        [male] er
       *[other] { $name }
        } sagte etwas Spitzes über die Karten
   *[2] , worauf { $gender ->
        [female] sie
        [male] er
       *[other] { $name }
        } bemerkte, es sei schlecht gemischt worden
    }
narrate-tail-fall-timid = { $variant ->
    [0] , mit einem leisen Aufschrei
    [1] , und { $gender ->
        [female] sie
        [male] er
       *[other] { $name }
        } schien froh, davon zu sein
   *[2] , und { $gender ->
        [female] sie
        [male] er
       *[other] { $name }
        } errötete bis an die Ohren
    }
narrate-tail-fall-grave = { $variant ->
    [0] , ohne eine Miene zu verziehen
    [1] , als habe man es kommen sehen
   *[2] , und { $gender ->
        [female] sie
        [male] er
       *[other] { $name }
        } faltete die Hände auf dem Tisch
    }
narrate-tail-fall-vain = { $variant ->
    [0] , und { $gender ->
        [female] sie
        [male] er
       *[other] { $name }
        } tat, als mache es nicht das Geringste
    [1] , mit einem Zurückwerfen des Kopfes
   *[2] , und { $gender ->
        [female] sie
        [male] er
       *[other] { $name }
        } sah sich um, wer es bemerkt habe
    }
narrate-tail-fall-easy = { $variant ->
    [0] , mit einem Achselzucken und einem Lächeln
    [1] , und { $gender ->
        [female] sie
        [male] er
       *[other] { $name }
        } sagte, das sei nur gerecht
   *[2] , und { $gender ->
        [female] sie
        [male] er
       *[other] { $name }
        } lehnte sich zurück, um dem Rest zuzusehen
    }
narrate-tail-rise = { $variant ->
    [0] , unter allgemeinem Beifall
    [1] , unter Willkommensrufen
    [2] , zur großen Belustigung der Gesellschaft
    [3] , zu jedermanns Überraschung
   *[4] , und die Toten verloren einen Gefährten
    }

## Die Regeln, von jemandem am Tisch erklärt, in Teilen.

narrate-rules-intro = { $variant ->
    [0] { $name } übernahm es, das Spiel zu erklären.
    [1] Die Regeln sagte { $name } her, und zwar flink.
    [2] { $name } hatte es in der Residenz gespielt und erklärte es mit großer Geduld.
    [3] Die Regeln gab { $name } an, { $gender ->
        [female] die
       *[other] der
        } sie von einem Freund auf dem Lande hatte.
    [4] Da sonst niemand das Spiel zu kennen gestand, erklärte es { $name }.
    [5] Es fiel { $dat-name } zu, der Gesellschaft das Spiel auseinanderzusetzen.
    [6] Nachdem man die Leuchter zurechtgerückt hatte, nahm { $name } die Karten zur Hand und erklärte das Spiel.
    [7] Allein { $name } wusste am ganzen Tisch, wie man die Tontine spielte, und gab bereitwillig Auskunft.
    [8] Mit der Miene eines Schulmeisters hob { $name } an, die Regeln vorzutragen.
    [9] Kaum waren die Karten gebracht, so ergriff { $name } das Wort, um das Spiel zu erklären.
    [10] Ohne sich lange bitten zu lassen, machte { $name } die Gesellschaft mit den Regeln bekannt.
    [11] { $name } räusperte sich und unterwies die Tafelrunde in den Regeln wie ein Magister seine Schüler.
    [12] Weil { $name } das Spiel von einer Reise mitgebracht hatte, war das Erklären Ehrensache.
    [13] Wie man die Tontine spielt, trug { $name } in wenigen Worten vor.
    [14] Auf allgemeines Bitten erklärte { $name } das Spiel, und zwar gründlicher, als mancher gewünscht hätte.
    [15] Die Karten in der einen, einen Jeton in der anderen Hand, begann { $name } mit der Erklärung.
    [16] Es war an { $dat-name }, die Regeln vorzutragen, und { $gender ->
        [female] sie
        [male] er
       *[other] { $name }
        } ließ sich nicht zweimal bitten.
   *[17] Bevor die erste Karte fiel, verlangte die Gesellschaft eine Erklärung, und { $name } gab sie.
    }
narrate-rules-court = { $variant ->
    [0] „Ein König nimmt { WORDS($king) } Jetons aus der Kasse, eine Dame { WORDS($queen) }, ein Bube einen“, { $said-text }.
    [1] „Die Bilder nehmen aus der Kasse: der König { WORDS($king) }, die Dame { WORDS($queen) }, der Bube einen“, { $said-text }.
    [2] „Man deckt eine Karte auf, und sie sagt einem, was zu tun ist“, { $said-text }. „Ein König nimmt { WORDS($king) } aus der Kasse, eine Dame { WORDS($queen) }, ein Bube einen.“
    [3] „Nichts ist einfacher“, { $said-text } und legte die Bilder aus. „Diese nehmen aus der Kasse, der König am meisten, der Bube am wenigsten.“
    [4] „Es ist alles Glück und keine Kunst, darin liegt sein Reiz“, { $said-text }. „Könige, Damen und Buben sind die guten Karten: Sie nehmen aus der Kasse.“
    [5] „Wem ein König zufällt, der nimmt sich { WORDS($king) } Jetons aus der Kasse; bei einer Dame nimmt man { WORDS($queen) }, bei einem Buben einen“, { $said-text }.
    [6] „Merken Sie sich vor allem die Bilder“, { $said-text }. „Der König holt { WORDS($king) } Jetons aus der Kasse, die Dame { WORDS($queen) }, der Bube einen.“
    [7] „Zuerst das Vornehmste, die Bilder“, { $said-text }. „Ein König darf sich { WORDS($king) } Jetons aus der Kasse nehmen, eine Dame { WORDS($queen) }, ein Bube einen.“
    [8] „König { WORDS($king) }, Dame { WORDS($queen) }, Bube einen, und alles aus der Kasse“, { $said-text }.
    [9] „Bei Hofe wie hier: Die Könige nehmen am meisten“, { $said-text }. „Ein König zieht { WORDS($king) } Jetons aus der Kasse, eine Dame { WORDS($queen) }, und ein Bube muss sich mit einem begnügen.“
    [10] „Geben Sie wohl Acht, es ist leichter als Whist“, { $said-text }. „Jeder erhält eine einzige Karte. Ist es ein König, so nimmt man { WORDS($king) } Jetons aus der Kasse, bei einer Dame { WORDS($queen) }, bei einem Buben einen.“
    [11] „Vor allem gilt es, die nehmenden Karten von den zahlenden zu unterscheiden“, { $said-text }. „Zu den nehmenden gehören die Bilder: Der König zieht { WORDS($king) } Jetons aus der Kasse, die Dame { WORDS($queen) }, der Bube einen.“
    [12] „Vom König bis zum Buben nehmen die Bilder aus der Kasse, und zwar { WORDS($king) }, { WORDS($queen) } und einen“, { $said-text }.
    [13] „Das Spiel ist rasch gelernt“, { $said-text }. „Wer einen König bekommt, freut sich über { WORDS($king) } Jetons aus der Kasse, wer eine Dame bekommt, über { WORDS($queen) }, und der Bube bringt immerhin einen.“
    [14] „Es ist wie in der Welt: Wer ein Bild hat, bekommt etwas“, { $said-text }. „Dem König gibt die Kasse { WORDS($king) } Jetons, der Dame { WORDS($queen) }, dem Buben einen.“
    [15] „{ WORDS($king) } für den König, { WORDS($queen) } für die Dame und einen für den Buben, jedes Mal aus der Kasse“, { $said-text }.
    [16] „Ein König, eine Dame, ein Bube: Das sind die Karten, die man sich wünscht“, { $said-text }. „Sie nehmen aus der Kasse, der König { WORDS($king) } Jetons, die Dame { WORDS($queen) }, der Bube einen.“
   *[17] „Wer ein Bild aufdeckt, darf sich aus der Kasse bedienen“, { $said-text }. „Beim König sind es { WORDS($king) } Jetons, bei der Dame { WORDS($queen) }, beim Buben einer.“
    }
narrate-rules-small = { $variant ->
    [0] die kleinen Karten zahlen ein, die geraden { WORDS($high) } Jetons, die ungeraden einen.
    [1] eine Vier, Sechs oder Acht legt { WORDS($high) } in die Kasse, eine Fünf, Sieben oder Neun nur einen.
    [2] unter der Zehn zahlt eine gerade Karte doppelt und eine ungerade einfach.
    [3] was aber die kleinen Karten angeht, die gehören der Kasse: Die geraden füttern sie doppelt so reichlich wie die ungeraden.
    [4] unterhalb der Zehn aber, bis hinab zur Vier, wird gezahlt: { WORDS($high) } Jetons für eine gerade Karte, einen für eine ungerade.
    [5] jede gerade Karte von der Vier bis zur Neun kostet { WORDS($high) } Jetons, jede ungerade einen, und alles wandert in die Kasse.
    [6] bei den kleinen Karten dagegen heißt es zahlen, und zwar in die Kasse: für eine gerade { WORDS($high) } Jetons, für eine ungerade einen.
    [7] umgekehrt steht es mit den kleinen Karten: Sie zahlen in die Kasse, eine gerade { WORDS($high) } Jetons, eine ungerade einen.
    [8] wer dagegen eine kleine Karte erhält, zahlt in die Kasse, für eine gerade doppelt so viel wie für eine ungerade.
    [9] ganz anders die kleinen Karten, denn sie nähren die Kasse, die geraden mit { WORDS($high) } Jetons, die ungeraden mit einem.
    [10] das gemeine Volk der Karten hingegen, von der Vier bis zur Neun, entrichtet der Kasse seine Abgabe: { WORDS($high) } Jetons die geraden, einen die ungeraden.
    [11] sodann zahlen die kleinen Karten ein, und zwar eine gerade stets das Doppelte einer ungeraden: { WORDS($high) } Jetons gegen einen.
    [12] die Vier, die Sechs und die Acht zahlen { WORDS($high) } Jetons in die Kasse, die Fünf, die Sieben und die Neun einen.
    [13] für die kleinen Karten muss man zahlen: { WORDS($high) } Jetons für eine gerade, einen für eine ungerade, und beides geht in die Kasse.
    [14] geht es aber unter die Zehn, so wird gezahlt, bei geraden Karten { WORDS($high) } Jetons, bei ungeraden einer.
    [15] die kleinen Karten sind die Steuerzahler des Spiels: Eine gerade entrichtet { WORDS($high) } Jetons an die Kasse, eine ungerade einen.
    [16] mit den kleinen Karten verliert man: { WORDS($high) } Jetons kostet eine gerade, einen eine ungerade, und die Kasse nimmt sie.
   *[17] alles Übrige unter der Zehn ist der Kasse tributpflichtig, eine gerade Karte mit { WORDS($high) } Jetons, eine ungerade mit einem.
    }
narrate-rules-left = { $variant ->
    [0] Ass, Zwei und Drei zahlen einem Nachbarn zur Linken so viele Jetons, wie sie Augen haben, und so viele Plätze weit; die Zehn tut gar nichts.
    [1] Ein Ass, eine Zwei oder eine Drei zahlt nach links: das Ass dem Nachbarn, die Zwei dem zweiten, die Drei dem dritten zur Linken, jede so viele Jetons, wie sie Augen hat. Die Zehn bleibt liegen.
    [2] Mit einem Ass zahlt man dem linken Nachbarn, mit einer Zwei dem zweiten, mit einer Drei dem dritten, immer einen Jeton für jedes Auge. Eine Zehn, gar nichts.
    [3] Die drei kleinsten Karten zahlen einem Nachbarn und nicht der Kasse: so viele Jetons, so viele Stühle nach links. Von der Zehn ist nichts zu sagen.
    [4] Das Ass, die Zwei und die Drei sind Nachbarskarten: Jede zahlt so viele Jetons, wie sie Augen trägt, an den Spieler, der ebenso viele Plätze zur Linken sitzt. Die Zehn ist ein Faulpelz und tut nichts.
    [5] Links hinüber zahlen Ass, Zwei und Drei, und zwar so viele Jetons und so viele Plätze weit, wie sie Augen haben. Die Zehn: nichts.
    [6] Bekommt man ein Ass, so reicht man dem linken Nachbarn einen Jeton hinüber; bei einer Zwei zahlt man dem zweiten zur Linken, bei einer Drei dem dritten, jedes Mal so viele Jetons, wie die Karte Augen hat. Mit einer Zehn hat man Ruhe.
    [7] Am liebenswürdigsten sind Ass, Zwei und Drei, denn sie beschenken die Nachbarn zur Linken: das Ass den nächsten, die Zwei den zweiten, die Drei den dritten, jede mit so vielen Jetons, wie sie Augen hat. Die Zehn hält es wie die Philosophen und tut gar nichts.
    [8] Ferner entrichtet, wer ein Ass, eine Zwei oder eine Drei erhält, so viele Jetons, wie die Karte Augen zählt, an den Mitspieler, der ebenso viele Plätze zu seiner Linken sitzt; die Zehn bleibt ohne jede Wirkung.
    [9] Nun zu Ass, Zwei und Drei: Diese zahlen nicht in die Kasse, sondern nach links, so viele Jetons und so viele Stühle weit, wie Augen auf der Karte sind. Um die Zehn braucht sich niemand zu kümmern.
    [10] Wer ein Ass aufdeckt, schuldet seinem linken Nachbarn einen Jeton; wer eine Zwei aufdeckt, dem zweiten zur Linken für jedes Auge einen, und die Drei reicht ebenso bis zum dritten. Bei einer Zehn darf man die Hände in den Schoß legen.
    [11] Für die untersten Karten gilt die Regel der Augen: So viele Augen das Ass, die Zwei oder die Drei zeigt, so viele Jetons zahlt man, und so viele Plätze weit nach links geht die Zahlung. Die Zehn lässt alles, wie es ist.
    [12] Ass, Zwei und Drei sind höflicher: Sie zahlen nicht der Kasse, sondern einem Nachbarn zur Linken, und zwar jede Karte nach ihren Augen, an Jetons wie an Plätzen. Die Zehn schweigt wie ein Diplomat.
    [13] Mit Ass, Zwei und Drei beschenkt man die linke Seite des Tisches, und zwar umso weiter entfernt, je mehr Augen die Karte hat, mit so vielen Jetons, wie sie zeigt. Bei einer Zehn bleibt alles beim Alten.
    [14] Kommt ein Ass, eine Zwei oder eine Drei, so wandern so viele Jetons, wie die Karte Augen hat, nach links, und zwar genauso viele Plätze weit. Die Zehn ist die einzige Karte, die Frieden hält.
    [15] Die kleinsten Karten, Ass, Zwei und Drei, beschenken einen Nachbarn: Wie viele Augen, so viele Jetons und so viele Stühle nach links. Und die Zehn? Die tut keinem etwas.
    [16] Ass, Zwei und Drei gehen die Kasse nichts an; sie zahlen an die Nachbarn zur Linken, jede Karte so viele Jetons und so viele Stühle weit, wie sie Augen zählt. Bei der Zehn lehnt man sich zurück.
   *[17] Nach links zahlt, wer ein Ass, eine Zwei oder eine Drei bekommt, und zwar für jedes Auge einen Jeton und für jedes Auge einen Platz weiter. Die Zehn zahlt niemandem etwas und nimmt auch nichts.
    }
narrate-rules-dead = { $variant ->
    [0] Wer den letzten Jeton verliert, ist tot; aber die Zahlung eines Nachbarn kann ihn zurückholen.
    [1] Wer nichts mehr hat, ist tot, bis ihn einer wieder in die Welt zahlt.
    [2] Wer alles los ist, ist tot und kann wieder aufleben, wenn ein Nachbar zahlt.
    [3] Keiner ist hier ganz verloren: Wer ohne Jetons dasteht, ist zwar tot, aber die Zahlung eines Nachbarn bringt ihn ins Spiel zurück.
    [4] Ist der letzte Jeton dahin, so ist man tot; doch zahlt einem ein Nachbar wieder etwas, so steht man von den Toten auf.
    [5] Hat man gar nichts mehr, so heißt man tot, aber man bleibt sitzen, denn ein Nachbar kann einen mit seiner Zahlung wieder lebendig machen.
    [6] Ohne Jetons ist man tot, basta; zahlt ein Nachbar, ist man wieder dabei.
    [7] Als tot gilt, wem kein einziger Jeton verblieben ist; er kann jedoch wieder auferstehen, sobald ihm die Karte eines Nachbarn etwas zahlt.
    [8] Den Toten nennt man den, der nichts mehr vor sich hat, doch ist der Tod hier nicht endgültig: Die Zahlung eines Nachbarn erweckt ihn wieder.
    [9] Tot ist, wer keinen Jeton mehr besitzt, doch anders als auf dem Kirchhof kann ihn hier ein zahlender Nachbar wieder auferwecken.
    [10] Sind die Jetons verspielt, ist man tot, aber nicht für immer: Ein Nachbar, dessen Karte einem zahlt, holt einen ins Leben zurück.
    [11] So stirbt man bei der Tontine und lebt doch wieder auf: tot, sobald man nichts mehr hat, lebendig, sobald ein Nachbar einem zahlt.
    [12] Und wer nichts mehr hat, ist deshalb nicht verloren: Er heißt tot, bleibt aber am Tisch, bis ihm ein Nachbar wieder etwas zahlt.
    [13] Der Tod ist bei diesem Spiel nur ein Schlaf: Wer keinen Jeton mehr hat, wartet, bis ihn die Zahlung eines Nachbarn weckt.
    [14] Wem der letzte Jeton davongeht, der ist tot, doch nicht begraben; ein Nachbar, der ihm zahlen muss, holt ihn zurück.
    [15] Tot sein heißt hier nur, nichts vor sich zu haben, und das kann sich mit der nächsten Karte eines Nachbarn ändern.
    [16] Mit dem letzten Jeton stirbt man, aber man stirbt auf Widerruf: Zahlt ein Nachbar, so lebt man wieder.
   *[17] Wer leer ausgeht, zählt zu den Toten, bis ihn das Glück eines Nachbarn wieder unter die Lebenden bringt.
    }
narrate-rules-speech = { $variant ->
   *[0] „{ $speech-text }“
    }

## Der Gastgeber, am eigenen Tisch.

narrate-meet-host = { $variant ->
    [0] { $name }, { $temper-text }, hatte den Platz am oberen Ende des Tisches.
    [1] Am oberen Ende des Tisches saß { $gender ->
        [female] als Gastgeberin
       *[other] als Gastgeber
        } { $name }, { $temper-text }.
    [2] { $name }, { $temper-text }, hatte sich den Stuhl nächst der Klingel vorbehalten, wie es { $gender ->
        [female] der Gastgeberin
       *[other] dem Gastgeber
        } zukam.
    [3] Als { $gender ->
        [female] Letzte setzte sich die Gastgeberin
       *[other] Letzter setzte sich der Gastgeber
        }, { $name }, { $temper-text }.
    [4] { $name }, { $temper-text }, hatte die Gesellschaft an der Tür des Salons empfangen und dann den besten Stuhl genommen.
    [5] Die Einladungen hatte { $name }, { $temper-text }, herumschicken lassen.
    [6] { $name }, { $temper-text }, machte vom oberen Ende des Tisches aus die Honneurs des Hauses.
    [7] Auf dem Ehrenplatz, wie es dem Hause zukam, saß { $name }, { $temper-text }.
    [8] { $name }, { $temper-text }, hatte für Kerzen und Jetons gesorgt, ehe der erste Gast kam.
    [9] Die Gäste empfing { $gender ->
        [female] die Gastgeberin
       *[other] der Gastgeber
        } selbst: { $name }, { $temper-text }.
    [10] { $name }, { $temper-text }, hatte das Kästchen mit den Jetons eigens beim Drechsler bestellt.
    [11] { $name }, { $temper-text }, gab an diesem Abend den Ton an.
    [12] { $name }, { $temper-text }, ging von Gast zu Gast und sorgte dafür, dass jede Tasse gefüllt blieb.
    [13] { $name }, { $temper-text }, hatte am Nachmittag noch selbst die Karten durchgesehen, ob keine fehle.
    [14] Über Tee, Kerzen und Karten wachte { $gender ->
        [female] die Gastgeberin
       *[other] der Gastgeber
        }, { $name }, { $temper-text }.
    [15] { $name }, { $temper-text }, bat die Gäste an den Spieltisch, sobald der Tee getrunken war.
    [16] Als { $gender ->
        [female] Gastgeberin
       *[other] Gastgeber
        } ließ es sich { $name }, { $temper-text }, nicht nehmen, die Jetons selbst auszuteilen.
    [17] { $name }, { $temper-text }, hatte den Abend seit Wochen geplant und ließ es jeden wissen.
    [18] Den Punsch hatte { $name }, { $temper-text }, nach einem alten Familienrezept bereiten lassen.
   *[19] { $name }, { $temper-text }, entschuldigte sich bei jedem Gast für die bescheidene Bewirtung, die in Wahrheit verschwenderisch war.
    }
    .presumes = { $variant ->
        [0] long-table
        [1] long-table
        [2] chosen-seats
        [4] chosen-seats
        [6] long-table
        [7] chosen-seats
       *[other] nothing
    }

# Die Redeeinleitung ohne Art und Weise (zwei Repliken von fünf): jeder Sprecher, jede Replik, die kein Ausruf ist.
narrate-said-plain = { $variant ->
    [0] sagte { $name }
   *[1] meinte { $name }
    }
