# Die erzählte Partie, im Ton einer Abendgesellschaft um 1800.
# Eine Kennung auf -1, -2 … ist eine Fassung derselben Familie; der Erzähler nimmt die am wenigsten benutzte.
# Personen: $name (Nominativ), $dat-name und $acc-name („Herrn Albrecht“), dazu $other-…; $gender:
# female, male oder other (ein Name ohne Anrede: ohne er und sie). Zahlen im Text: WORDS(), ORDINAL().

## Überschriften

narrate-heading-opening = Die Gesellschaft nimmt Platz
narrate-heading-play = Das Spiel
narrate-heading-end = Der Ausgang
narrate-heading-chart = Das Glück am Tisch
narrate-heading-contents = Inhalt

narrate-title-1 = Ein Tontine-Abend in { $place }
narrate-title-2 = Der Pot auf dem Tisch: eine Gesellschaft in { $place }
narrate-title-3 = { $count ->
    [one] Einer bei der Tontine
   *[other] { WORDS($count) } bei der Tontine
    }: ein Abend in { $place }

# Die Karte im Akkusativ: „den Kreuz-König“, „die Herz-Dame“, „das Pik-As“.
narrate-card-acc = { $rank ->
    [A] das { card-bare }
    [J] den { suit-name }-Buben
    [K] den { card-bare }
   *[other] die { card-bare }
    }

## Der Anfang

narrate-room-1 = Nach dem Abendessen wurden im Salon zu { $place } die Lichter angezündet, und { $name } ließ die Karten bringen.
narrate-room-2 = Es regnete an diesem Abend in { $place }; man schürte das Feuer, putzte die Kerzen, und { $name } schlug die Tontine vor, von der alle Welt sprach.
narrate-room-3 = Whist fand man fade und Pharao zu teuer, und so versammelte sich die Gesellschaft in { $place } um den runden Tisch am Kamin, wo { $name } die Jetons hatte auslegen lassen.

narrate-company-1 = { $count ->
    [one] Eine Person nahm Platz
   *[other] { WORDS($count) } Personen nahmen Platz
    }, jede mit { $stake ->
    [one] einem Jeton
   *[other] { WORDS($stake) } Jetons
    }: { $names }.
narrate-company-2 = Am Tisch saßen { $names }, { $count ->
    [one] eine Person
   *[other] { WORDS($count) } im Ganzen
    }, und jeder erhielt { $stake ->
    [one] einen Jeton
   *[other] { WORDS($stake) } Jetons
    }.

narrate-worth = Man kam überein, dass ein Jeton { $unit-text } gelten solle, sodass ein Einsatz von { $stake ->
    [one] einem Jeton { $unit-text } wert war
   *[other] { WORDS($stake) } Jetons { WORDS($stake) } { $units-text } wert war
    }.
narrate-worth-box = Nach der Rechnung des Tisches war der Pot nun { $pool ->
    [one] { $unit-text }
   *[other] { WORDS($pool) } { $units-text }
    } wert.
narrate-worth-won = { $gender ->
    [female] Sie stand mit { $holding ->
        [one] { $unit-text }
       *[other] { WORDS($holding) } { $units-text }
        } im Beutel auf.
    [male] Er stand mit { $holding ->
        [one] { $unit-text }
       *[other] { WORDS($holding) } { $units-text }
        } in der Tasche auf.
   *[other] Nach der Rechnung des Tisches machte das { $holding ->
        [one] { $unit-text }
       *[other] { WORDS($holding) } { $units-text }
        }.
    }

narrate-rules = „Der König nimmt { WORDS($king) } Jetons aus dem Pot, die Dame { WORDS($queen) }, der Bube { $knave ->
    [one] einen
   *[other] { WORDS($knave) }
    }“, erklärte { $name }, die Regeln aus der Residenz kennend; „eine Vier, Sechs oder Acht zahlt { $high ->
    [one] einen
   *[other] { WORDS($high) }
    } hinein, eine Fünf, Sieben oder Neun { $low ->
    [one] einen
   *[other] { WORDS($low) }
    }; As, Zwei und Drei zahlen an die Nachbarn zur Linken, und die Zehn tut gar nichts. Wer keine Jetons mehr hat, ist tot; aber die Nachbarn können ihn wieder lebendig machen.“

narrate-fan = Die Plätze wurden mit einem Fächer von { $count ->
    [one] einer Karte
   *[other] { WORDS($count) } Karten
    } gelost, der König vorneweg, und einem gleichen Fächer, verdeckt gehalten; jeder setzte sich, wohin seine Karte ihn wies, und der König gab, wie es der Brauch war, zuerst.

narrate-first-dealer-lot-1 = Um das erste Geben wurde gelost, und das Los fiel auf { $acc-name }.
narrate-first-dealer-lot-2 = Das Los gab { $dat-name } das erste Geben.
narrate-first-dealer-fan = { $name } hatte den König gezogen und damit das erste Geben.
narrate-first-dealer-first-seat = { $name }, auf dem ersten Platz, nahm mit allgemeinem Einverständnis die Karten auf.
narrate-first-dealer-given = Das erste Geben fiel { $dat-name } zu.

narrate-ante = { $count ->
    [one] Der eine Spieler legte
   *[other] Jeder der { WORDS($count) } legte
    } { $each ->
    [one] einen Jeton
   *[other] { WORDS($each) } Jetons
    } in den Pot in der Mitte des Tisches, sodass er { $pool ->
    [one] einen Jeton
   *[other] { WORDS($pool) } Jetons
    } enthielt, ehe eine Karte aufgedeckt war.
narrate-ante-none = Nach einer Hausregel kam nichts in den Pot, und er stand leer in der Mitte des Tisches.

## Die Runden

narrate-first-deal-1 = { $name } mischte, ließ abheben und deckte die ersten Karten auf, jedem der { WORDS($live) } am Tisch eine.
narrate-first-deal-2 = Die Karten wurden abgehoben, und { $name } begann die erste Runde, jedem der { WORDS($live) } eine Karte offen.

narrate-deal-1 = In der { ORDINAL($deal, ending: "en") } Runde gab { $name } { $live ->
    [one] dem einzigen Spieler, der noch Jetons hatte,
   *[other] den { WORDS($live) } Spielern, die noch Jetons hatten,
    } die Karten.
narrate-deal-2 = { $name } gab die { ORDINAL($deal) } Runde { $live ->
    [one] einem einzigen Spieler
   *[other] an { WORDS($live) } Spieler
    }.
narrate-deal-3 = Die { ORDINAL($deal) } Runde kam an { $acc-name }, und { $live ->
    [one] ein einziger Spieler nahm seine Karte
   *[other] { WORDS($live) } Spieler nahmen ihre Karten
    }.
narrate-deal-4 = Es war die { ORDINAL($deal) } Runde; { $name } hatte die Karten, und { $live ->
    [one] nur noch einer war
   *[other] { WORDS($live) } waren noch
    } im Spiel.

narrate-talon = Der Talon reichte nicht mehr für den Tisch, und { $name } sammelte die Karten ein und mischte das ganze Spiel von { WORDS($pack) } Karten neu.

narrate-voided = In dieser { ORDINAL($deal, ending: "en") } Runde waren alle Lebenden gefallen, und nach der Hausregel galt sie nicht: die Jetons gingen zurück, der Pot auf { $pool ->
    [one] einen Jeton
   *[other] { WORDS($pool) } Jetons
    }, und { $name } gab noch einmal.

## Die Karten. $card-text: die Karte im Nominativ, $acc-card-text im Akkusativ.

narrate-card-take-1 = { $name } deckte { $acc-card-text } auf und nahm { $taken ->
    [one] einen Jeton
   *[other] { WORDS($taken) } Jetons
    } aus dem Pot.
narrate-card-take-2 = { $card-text } fiel { $dat-name } zu und brachte { $taken ->
    [one] einen Jeton
   *[other] { WORDS($taken) } Jetons
    } aus der Tontine.
narrate-card-take-3 = { $card-text } brachte { $dat-name } { $taken ->
    [one] einen Jeton
   *[other] { WORDS($taken) } Jetons
    } aus dem Pot, { $pool ->
    [0] der danach leer war
    [one] in dem nur einer blieb
   *[other] in dem { WORDS($pool) } blieben
    }.

narrate-card-take-short-1 = { $name } deckte { $acc-card-text } auf, die Karte verlangte { $asked ->
    [one] einen Jeton
   *[other] { WORDS($asked) } Jetons
    } aus dem Pot; er enthielt nur noch { $taken ->
    [one] einen
   *[other] { WORDS($taken) }
    }.
narrate-card-take-short-2 = { $card-text } fiel { $dat-name } zu, aber der Pot konnte von den { WORDS($asked) } geschuldeten Jetons nur { $taken ->
    [one] einen einzigen
   *[other] { WORDS($taken) }
    } hergeben.

narrate-card-take-empty-1 = { $name } deckte { $acc-card-text } auf und griff nach dem Pot, doch der Pot war leer.
narrate-card-take-empty-2 = { $card-text } kam zu { $dat-name }, als in der Tontine kein einziger Jeton mehr lag.

narrate-card-pay-1 = { $name } deckte { $acc-card-text } auf und zahlte { $paid ->
    [one] einen Jeton
   *[other] { WORDS($paid) } Jetons
    } in den Pot; { $holding ->
    [one] es blieb nur noch einer
   *[other] es blieben { WORDS($holding) }
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
    } in den Pot; { $gender ->
    [female] sie war tot
    [male] er war tot
   *[other] das bedeutete an diesem Tisch den Tod
    }.
narrate-card-pay-died-2 = { $card-text } nahm { $dat-name } { $paid ->
    [one] den einzigen verbliebenen Jeton
   *[other] alle { WORDS($paid) } verbliebenen Jetons
    }, und { $gender ->
    [female] sie legte ihre Karte zu den Toten
    [male] er legte seine Karte zu den Toten
   *[other] wieder zählte der Tisch einen Toten mehr
    }.
narrate-card-pay-died-3 = { $card-text } kostete { $acc-name } das Leben: { $paid ->
    [one] der letzte Jeton ging
   *[other] die letzten { WORDS($paid) } Jetons gingen
    } in den Pot.

narrate-card-give-1 = { $name } deckte { $acc-card-text } auf und zahlte { $paid ->
    [one] einen Jeton
   *[other] { WORDS($paid) } Jetons
    } an { $other-acc-name }, { $distance ->
    [1] den nächsten Platz zur Linken
   *[other] den { ORDINAL($distance, ending: "en") } Platz zur Linken
    }.
narrate-card-give-2 = { $card-text } schickte { $paid ->
    [one] einen Jeton
   *[other] { WORDS($paid) } Jetons
    } von { $dat-name } zu { $other-dat-name }, { $distance ->
    [1] einen Platz weiter links
   *[other] { WORDS($distance) } Plätze weiter links
    }.

narrate-card-give-died-1 = { $name } deckte { $acc-card-text } auf und war tot: { $paid ->
    [one] der letzte Jeton ging
   *[other] die letzten { WORDS($paid) } Jetons gingen
    } an { $other-acc-name }.
narrate-card-give-died-2 = { $card-text } zwang { $acc-name }, { $other-dat-name } { $paid ->
    [one] den letzten Jeton
   *[other] die letzten { WORDS($paid) } Jetons
    } zu geben, und damit war das Spiel für diesen Platz aus.

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
   *[other] und so kehrte ein Platz aus dem Reich der Toten zurück
    }.

narrate-card-give-irony-1 = { $name } deckte { $acc-card-text } auf, und die Karte verlangte { $paid ->
    [one] den allerletzten Jeton
   *[other] die allerletzten { WORDS($paid) } Jetons
    }: { $paid ->
    [one] er ging
   *[other] sie gingen
    } an { $other-acc-name }, { $other-gender ->
    [female] die unter den Toten lag und sich wieder erhob
    [male] der unter den Toten lag und sich wieder erhob
   *[other] bis dahin unter den Toten und nun wieder im Spiel
    }, sodass ein Leben ein anderes erkaufte.
narrate-card-give-irony-2 = Das war die Ironie des Spiels: { $name } deckte { $acc-card-text } auf, und { $paid ->
    [one] der letzte Jeton, an { $other-acc-name } gezahlt, gab
   *[other] die letzten { WORDS($paid) } Jetons, an { $other-acc-name } gezahlt, gaben
    } { $other-gender ->
    [female] einer Toten
    [male] einem Toten
   *[other] einem Platz unter den Toten
    } das Leben zurück, { $gender ->
    [female] während sie selbst starb
    [male] während er selbst starb
   *[other] im selben Augenblick, da der zahlende Platz starb
    }.
narrate-card-give-irony-3 = { $name } deckte { $acc-card-text } auf und zahlte sterbend { $paid ->
    [one] den letzten Jeton
   *[other] die letzten { WORDS($paid) } Jetons
    } an { $other-acc-name }, { $other-gender ->
    [female] die tot gewesen war und wieder auflebte
    [male] der tot gewesen war und wieder auflebte
   *[other] bis dahin ohne Jetons und nun wieder im Spiel
    }: dieselbe Karte verdarb den einen Platz und rettete den anderen.

narrate-card-void = { $name } deckte { $acc-card-text } auf; { $asked ->
    [one] der Jeton wäre
   *[other] die { WORDS($asked) } Jetons wären
    } um den kleinen Tisch herum in dieselbe Hand zurückgekehrt, und so galt die Zahlung nicht.

narrate-card-nothing-1 = { $name } deckte { $acc-card-text } auf, und es geschah nichts.
narrate-card-nothing-2 = { $card-text } fiel { $dat-name } zu und bewirkte gar nichts.

narrate-also = In derselben Runde { $died ->
    [0] {""}
    [one] fiel noch einer
   *[other] fielen noch { WORDS($died) }
    }{ $died ->
    [0] {""}
   *[other] { $revived ->
        [0] {""}
       *[other] {" "}und{" "}
        }
    }{ $revived ->
    [0] {""}
    [one] kehrte noch einer zurück
   *[other] kehrten noch { WORDS($revived) } zurück
    }.

narrate-alive-1 = { $live ->
    [0] Kein Einziger war mehr am Leben.
    [one] Nur noch ein Spieler war am Leben.
   *[other] { WORDS($live) } waren noch am Leben.
    }
narrate-alive-2 = { $live ->
    [0] Niemand am Tisch hatte mehr einen Jeton.
    [one] Ein einziger Spieler hatte noch Jetons.
   *[other] Damit blieben { WORDS($live) } im Spiel.
    }

narrate-turn-1 = Am Ende dieser { ORDINAL($deal, ending: "en") } Runde hatte { $name } { WORDS($holding) } Jetons, mehr als alle anderen am Tisch, und das Glück des Abends hatte sich gewendet.
narrate-turn-2 = Nun führte { $name } den Tisch an, mit { WORDS($holding) } Jetons nach der { ORDINAL($deal, ending: "en") } Runde.

narrate-box = Der Pot enthielt { $pool ->
    [0] nichts
    [one] einen Jeton
   *[other] { WORDS($pool) } Jetons
    }.

narrate-richest-1 = Von den { WORDS($live) } noch Lebenden hatte { $name } die meisten Jetons, nämlich { WORDS($holding) }.
narrate-richest-2 = { $live ->
    [one] Nur einer war noch am Leben, und der größte Haufen Jetons
   *[other] { WORDS($live) } waren noch am Leben, und der größte Haufen Jetons
    }, { WORDS($holding) }, lag vor { $dat-name }.

narrate-card-pay-3 = Für { $acc-card-text } legte { $name } { $paid ->
    [one] einen Jeton
   *[other] { WORDS($paid) } Jetons
    } in den Pot und behielt { WORDS($holding) }.
narrate-card-give-3 = { $name } bekam { $acc-card-text }, und { $paid ->
    [one] ein Jeton wanderte
   *[other] { WORDS($paid) } Jetons wanderten
    } über den Tisch zu { $other-dat-name }.
narrate-card-take-4 = Der Pot zahlte { $dat-name } für { $acc-card-text } { $taken ->
    [one] einen Jeton
   *[other] { WORDS($taken) } Jetons
    }.

## Reaktionen und Worte, im Ton der Zeit

narrate-react-died-1 = { $gender ->
    [female] „Tot, bei meiner Ehre“, sagte { $name } und rückte ihren Stuhl zurück, um den anderen zuzusehen.
    [male] „Tot, bei meiner Ehre“, sagte { $name } und rückte seinen Stuhl zurück, um den anderen zuzusehen.
   *[other] „Tot, bei meiner Ehre“, sagte { $name } und rückte den Stuhl zurück, um den anderen zuzusehen.
    }
narrate-react-died-2 = { $gender ->
    [female] { $name } trug es mit Anstand. „Ich werde meinen Nachbarn keine Ruhe lassen“, sagte sie, „bis einer von ihnen sich erbarmt.“
    [male] { $name } trug es mit Anstand. „Ich werde meinen Nachbarn keine Ruhe lassen“, sagte er, „bis einer von ihnen sich erbarmt.“
   *[other] { $name } trug es mit Anstand: „Ich werde meinen Nachbarn keine Ruhe lassen, bis einer von ihnen sich erbarmt.“
    }
narrate-react-died-3 = Ein kleines Murmeln des Mitgefühls ging um den Tisch; { $name } lachte nur.

narrate-react-revived-1 = { $gender ->
    [female] „Ich lebe wieder!“, rief { $name } und hielt ihr kleines Vermögen fest, als wären es Dukaten.
    [male] „Ich lebe wieder!“, rief { $name } und hielt sein kleines Vermögen fest, als wären es Dukaten.
   *[other] „Ich lebe wieder!“, rief { $name } und hielt das kleine Vermögen fest, als wären es Dukaten.
    }
narrate-react-revived-2 = Man begrüßte { $acc-name } unter den Lebenden mit Beifall.

narrate-react-box-1 = „Die Tontine wird fett“, bemerkte { $name } mit einem Blick auf den Pot, „und unsere Hoffnungen mit ihr.“
narrate-react-box-2 = { $name } betrachtete lange den Pot und sagte nichts.

narrate-react-won-1 = { $gender ->
    [female] „Nun“, sagte sie und zog die Jetons zu sich heran, „ein besseres Spiel habe ich nie gespielt.“
    [male] „Nun“, sagte er und zog die Jetons zu sich heran, „ein besseres Spiel habe ich nie gespielt.“
   *[other] Es gab Beifall, und { $name } zog die Jetons mit beiden Händen heran.
    }
narrate-react-won-2 = Die Gesellschaft erhob sich, und alle waren sich einig, dass { $name } unverschämtes Glück gehabt hatte.

## Die letzten zwei und das Ende

narrate-last-two-1 = Nun waren nur noch zwei am Leben: { $name } mit { $a_holding ->
    [one] einem Jeton
   *[other] { WORDS($a_holding) } Jetons
    } und { $other-name } mit { $b_holding ->
    [one] einem
   *[other] { WORDS($b_holding) }
    }, während der Pot zwischen ihnen { $pool ->
    [0] nichts
    [one] einen Jeton
   *[other] { WORDS($pool) } Jetons
    } enthielt.
narrate-last-two-2 = Von der ganzen Gesellschaft blieben nur { $name } und { $other-name }, { WORDS($a_holding) } Jetons gegen { WORDS($b_holding) }, und in der Tontine lagen { $pool ->
    [0] keine
   *[other] { WORDS($pool) }
    }.

narrate-won-last-standing-1 = { $gender ->
    [female] So blieb { $name } nach { WORDS($deals) } Runden als Letzte am Leben, und der Pot gehörte ihr: { $pool ->
        [0] am Ende nichts darin
        [one] ein Jeton
       *[other] { WORDS($pool) } Jetons
        }, womit sie { WORDS($holding) } im Ganzen hatte.
    [male] So blieb { $name } nach { WORDS($deals) } Runden als Letzter am Leben, und der Pot gehörte ihm: { $pool ->
        [0] am Ende nichts darin
        [one] ein Jeton
       *[other] { WORDS($pool) } Jetons
        }, womit er { WORDS($holding) } im Ganzen hatte.
   *[other] So war nach { WORDS($deals) } Runden niemand außer { $dat-name } mehr am Leben, und der Pot ging an diesen Platz: { $pool ->
        [0] am Ende nichts darin
        [one] ein Jeton
       *[other] { WORDS($pool) } Jetons
        }, für { WORDS($holding) } im Ganzen.
    }
narrate-won-last-standing-2 = Nach { WORDS($deals) } Runden war niemand mehr da, der gegen { $acc-name } spielen konnte; die Tontine, { $pool ->
    [0] leer wie sie war
    [one] ein einziger Jeton
   *[other] { WORDS($pool) } Jetons
    }, ging an diesen Platz, und der Abend endete mit { WORDS($holding) } Jetons vor { $dat-name }.
narrate-won-last-to-fall = In der { ORDINAL($deals, ending: "en") } Runde fielen alle Lebenden, und { $name }, { $gender ->
    [female] die als Letzte gefallen war, nahm nach der Hausregel den Pot: { WORDS($pool) } Jetons
    [male] der als Letzter gefallen war, nahm nach der Hausregel den Pot: { WORDS($pool) } Jetons
   *[other] zuletzt gefallen, nahm nach der Hausregel den Pot: { WORDS($pool) } Jetons
    }.
narrate-won-deal-limit = Die vereinbarten { WORDS($deals) } Runden waren gespielt, und { $name }, mit den meisten Jetons, nahm den Pot, { $pool ->
    [0] leer
    [one] einen Jeton
   *[other] { WORDS($pool) } Jetons
    }, für { WORDS($holding) } im Ganzen.

narrate-share = { $amount ->
    [one] ein Jeton
   *[other] { WORDS($amount) } Jetons
    } an { $acc-name }
narrate-shared-all-fell = In der { ORDINAL($deals, ending: "en") } Runde fielen alle Lebenden zugleich, und nach der Hausregel { $pool ->
    [one] wurde der eine Jeton im Pot
   *[other] wurden die { WORDS($pool) } Jetons im Pot
    } unter { $count ->
    [one] dem einen Gefallenen
   *[other] den { WORDS($count) } Gefallenen
    } geteilt: { $shares-list }.
narrate-shared-deal-limit = Die vereinbarten { WORDS($deals) } Runden waren gespielt, die Reichsten gleichauf, und der Pot von { WORDS($pool) } Jetons wurde geteilt: { $shares-list }.

## Die Stunde und der Salon

narrate-clock-1 = Die Uhr auf dem Kamin schlug { $hour ->
    [one] eins
   *[other] { WORDS($hour) }
    }, und niemand achtete darauf.
narrate-clock-2 = Irgendwo im Haus schlug eine Uhr { $hour ->
    [one] eins
   *[other] { WORDS($hour) }
    }.
narrate-supper = Um { $hour ->
    [one] ein Uhr
   *[other] { WORDS($hour) } Uhr
    } wurde das Souper gemeldet und auf allgemeinen Wunsch verschoben, bis das Spiel entschieden wäre.
narrate-candles = Gegen { $hour ->
    [one] ein Uhr
   *[other] { WORDS($hour) } Uhr
    } waren die Kerzen heruntergebrannt, und man schickte nach frischen.

## Zwischen den Augenblicken

narrate-gap-quiet-1 = { $deals ->
    [one] Eine Runde verging
   *[other] { WORDS($deals) } Runden vergingen
    } ohne einen Toten, und die Jetons wanderten hin und her über das Tuch.
narrate-gap-quiet-2 = { $deals ->
    [one] Eine Runde lang
   *[other] { WORDS($deals) } Runden lang
    } spielte das Glück mit der Gesellschaft, ohne jemandem zu schaden.
narrate-gap-thin-1 = Der Abend ging { $deals ->
    [one] eine weitere Runde
   *[other] { WORDS($deals) } weitere Runden
    } fort, und der Tisch lichtete sich von { WORDS($from_live) } Lebenden auf { WORDS($live) }.
narrate-gap-thin-2 = Der Tod hatte in { $deals ->
    [one] der nächsten Runde
   *[other] den nächsten { WORDS($deals) } Runden
    } viel zu tun: von { WORDS($from_live) } Spielern { $live ->
    [one] blieb einer
   *[other] blieben { WORDS($live) }
    }, obwohl die Nachbarn { $revived ->
    [0] keinen
    [one] einen
   *[other] { WORDS($revived) }
    } der Gefallenen zurückholten.
narrate-gap-grow-1 = In { $deals ->
    [one] der nächsten Runde
   *[other] den nächsten { WORDS($deals) } Runden
    } kehrten die Toten schneller zurück, als die Lebenden fielen, und der Tisch wuchs von { WORDS($from_live) } Spielern auf { WORDS($live) }.
narrate-gap-same-1 = { $deals ->
    [one] Eine Runde lang
   *[other] { WORDS($deals) } Runden lang
    } hielten Tote und Wiedergekehrte Schritt, { $died ->
    [one] einer fiel
   *[other] { WORDS($died) } fielen
    } und ebenso viele standen wieder auf, sodass am Ende noch { WORDS($live) } spielten.
narrate-box-rise-1 = Der Pot schwoll derweil von { WORDS($before) } Jetons auf { WORDS($pool) } an.
narrate-box-rise-2 = Die ganze Zeit über wuchs die Tontine, von { WORDS($before) } auf { WORDS($pool) }.
narrate-box-fall-1 = Die Könige und Damen leerten den Pot von { WORDS($before) } auf { $pool ->
    [0] nichts
   *[other] { WORDS($pool) }
    }.
narrate-box-fall-2 = Die Tontine gab mehr her, als sie nahm, und sank von { WORDS($before) } Jetons auf { $pool ->
    [0] keinen
   *[other] { WORDS($pool) }
    }.
narrate-box-even = Der Pot stand trotz allem, wo er gestanden hatte, bei { $pool ->
    [0] nichts
   *[other] { WORDS($pool) } Jetons
    }.

narrate-unfinished = Hier erhob sich die Gesellschaft nach { $deals ->
    [one] einer Runde
   *[other] { WORDS($deals) } Runden
    }; der Pot enthielt noch { $pool ->
    [0] nichts
    [one] einen Jeton
   *[other] { WORDS($pool) } Jetons
    }, und { $live ->
    [0] niemand war
    [one] ein Spieler war
   *[other] { WORDS($live) } Spieler waren
    } am Leben; das Spiel blieb unentschieden.

## Kolophon, Schaubild, Warnungen (ein Protokoll: Ziffern erlaubt)

narrate-colophon-seed = Regeln: { $preset }; gespielt in { $deals } Runden; Mischsamen { $seed-text }.
narrate-colophon-record = Regeln: { $preset }; gespielt in { $deals } Runden, nach einem Protokoll.

narrate-chart-caption = Oben die Jetons im Pot nach jeder Runde; unten das Leben jedes Spielers: ein Balken, solange er Jetons hat, ein Kreuz, wo der letzte ging, ein Ring, wo ein Nachbar ihn zurückholte.
narrate-chart-alt = Ein Schaubild in zwei Teilen: der Pot, Runde für Runde, und ein Streifen je Spieler, der zeigt, wann er lebte, starb und zurückkehrte.
narrate-chart-box = der Pot
narrate-chart-deal = Runde
narrate-chart-counters = Jetons im Pot
narrate-chart-died = gestorben
narrate-chart-revived = zurückgekehrt

narrate-length-error = unbekannte Länge { $value-text }: scene, chapter oder full
