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
narrate-title-2 = Um den Pot: eine Abendgesellschaft in { $place }
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
    }“, erklärte { $name }, wie man es in der Residenz hielt; „eine Vier, Sechs oder Acht zahlt { $high ->
    [one] einen
   *[other] { WORDS($high) }
    } in den Pot, eine Fünf, Sieben oder Neun { $low ->
    [one] einen
   *[other] { WORDS($low) }
    }; As, Zwei und Drei zahlen an die Nachbarn zur Linken, und die Zehn gilt gar nichts. Wer keinen Jeton mehr hat, ist tot; doch seine Nachbarn können ihn wieder ins Leben rufen.“

narrate-fan = Um die Plätze wurde gezogen: Man legte { $count ->
    [one] eine Karte
   *[other] { WORDS($count) } Karten
    } offen aus, den König voran, und hielt die gleichen Karten verdeckt zum Ziehen hin; jeder setzte sich, wohin seine Karte ihn wies, und wer den König gezogen hatte, gab nach altem Brauch zuerst.

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
    } in den Pot, sodass in der Mitte des Tisches { $pool ->
    [one] ein Jeton lag
   *[other] { WORDS($pool) } Jetons lagen
    }, ehe auch nur eine Karte aufgedeckt war.
narrate-ante-none = Nach einer Hausregel kam nichts in den Pot, und er stand leer in der Mitte des Tisches.

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

narrate-voided = Nach der Hausregel galt die { ORDINAL($deal) } Runde nicht, denn alle Lebenden waren darin gefallen; die Jetons gingen an ihre Besitzer zurück, der Pot stand wieder auf { $pool ->
    [one] einem Jeton
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
    } aus der Tontine ein.
narrate-card-take-3 = { $card-text } brachte { $dat-name } { $taken ->
    [one] einen Jeton
   *[other] { WORDS($taken) } Jetons
    } aus dem Pot, { $pool ->
    [0] der danach leer war
    [one] in dem nur noch einer lag
   *[other] in dem noch { WORDS($pool) } lagen
    }.

narrate-card-take-short-1 = { $name } deckte { $acc-card-text } auf; die Karte verlangte { $asked ->
    [one] einen Jeton
   *[other] { WORDS($asked) } Jetons
    } aus dem Pot, doch darin { $taken ->
    [one] lag nur noch einer
   *[other] lagen nur noch { WORDS($taken) }
    }.
narrate-card-take-short-2 = { $card-text } fiel { $dat-name } zu, aber der Pot konnte von { $asked ->
    [one] dem einen geschuldeten Jeton
   *[other] den { WORDS($asked) } geschuldeten Jetons
    } nur { $taken ->
    [one] einen einzigen
   *[other] { WORDS($taken) }
    } hergeben.

narrate-card-take-empty-1 = { $name } deckte { $acc-card-text } auf und griff nach dem Pot, doch darin lag nichts mehr.
narrate-card-take-empty-2 = { $card-text } fiel { $dat-name } zu, doch in der Tontine lag kein einziger Jeton mehr.

narrate-card-pay-1 = { $name } deckte { $acc-card-text } auf und zahlte { $paid ->
    [one] einen Jeton
   *[other] { WORDS($paid) } Jetons
    } in den Pot; danach { $holding ->
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
    } in den Pot; { $gender ->
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
    } in den Pot.

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

narrate-card-nothing-1 = { $name } deckte { $acc-card-text } auf, und es geschah nichts.
narrate-card-nothing-2 = { $card-text } fiel { $dat-name } zu und blieb ohne jede Wirkung.

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
    [0] Keiner war mehr am Leben.
    [one] Nur noch einer war am Leben.
   *[other] { WORDS($live) } waren noch am Leben.
    }
narrate-alive-2 = { $live ->
    [0] Niemand am Tisch hatte mehr einen Jeton.
    [one] Nur ein Einziger hatte noch Jetons.
   *[other] Damit blieben { WORDS($live) } im Spiel.
    }

narrate-turn-1 = Am Ende der { ORDINAL($deal, ending: "en") } Runde hatte { $name } { $holding ->
    [one] einen Jeton
   *[other] { WORDS($holding) } Jetons
    }, mehr als alle anderen am Tisch, und das Glück des Abends hatte sich gewendet.
narrate-turn-2 = Nach der { ORDINAL($deal, ending: "en") } Runde lag nun { $name } mit { $holding ->
    [one] einem Jeton
   *[other] { WORDS($holding) } Jetons
    } vorn.

narrate-box = Der Pot enthielt { $pool ->
    [0] nichts
    [one] einen Jeton
   *[other] { WORDS($pool) } Jetons
    }.

narrate-richest-1 = { $live ->
    [one] Am Leben war nur noch { $name }, mit { $holding ->
        [one] einem einzigen Jeton
       *[other] { WORDS($holding) } Jetons
        }.
    [2] Von den beiden noch Lebenden hatte { $name } mehr Jetons, nämlich { $holding ->
        [one] einen
       *[other] { WORDS($holding) }
        }.
   *[other] Von den { WORDS($live) } noch Lebenden hatte { $name } die meisten Jetons, nämlich { $holding ->
        [one] einen
       *[other] { WORDS($holding) }
        }.
    }
narrate-richest-2 = { $live ->
    [one] Nur noch einer war am Leben, und { $holding ->
        [one] ein einziger Jeton lag
       *[other] { WORDS($holding) } Jetons lagen
        } vor { $dat-name }.
    [2] Der größere Haufen der beiden Lebenden, { $holding ->
        [one] ein einziger Jeton
       *[other] { WORDS($holding) } Jetons
        }, lag vor { $dat-name }.
   *[other] Unter den { WORDS($live) } Lebenden lag der größte Haufen, { $holding ->
        [one] ein einziger Jeton
       *[other] { WORDS($holding) } Jetons
        }, vor { $dat-name }.
    }

narrate-card-pay-3 = Für { $acc-card-text } legte { $name } { $paid ->
    [one] einen Jeton
   *[other] { WORDS($paid) } Jetons
    } in den Pot und behielt { $holding ->
    [one] noch einen
   *[other] noch { WORDS($holding) }
    }.
narrate-card-give-3 = { $name } bekam { $acc-card-text }, und { $paid ->
    [one] ein Jeton wanderte
   *[other] { WORDS($paid) } Jetons wanderten
    } über den Tisch zu { $other-dat-name }.
narrate-card-take-4 = Für { $acc-card-text } zahlte der Pot { $dat-name } { $taken ->
    [one] einen Jeton
   *[other] { WORDS($taken) } Jetons
    } aus.

## Reaktionen und Worte, im Ton der Zeit

narrate-react-died-1 = { $gender ->
    [female] „Da bin ich nun tot, meiner Treu“, sagte { $name } und rückte ihren Stuhl zurück, um den anderen zuzusehen.
    [male] „Da bin ich nun tot, meiner Treu“, sagte { $name } und rückte seinen Stuhl zurück, um den anderen zuzusehen.
   *[other] „Da bin ich nun tot, meiner Treu“, sagte { $name } und rückte den Stuhl zurück, um den anderen zuzusehen.
    }
narrate-react-died-2 = { $gender ->
    [female] { $name } trug es mit Fassung. „Ich werde meinen Nachbarn keine Ruhe lassen“, sagte sie, „bis sich einer von ihnen erbarmt.“
    [male] { $name } trug es mit Fassung. „Ich werde meinen Nachbarn keine Ruhe lassen“, sagte er, „bis sich einer von ihnen erbarmt.“
   *[other] { $name } trug es mit Fassung: „Ich werde meinen Nachbarn keine Ruhe lassen, bis sich einer von ihnen erbarmt.“
    }
narrate-react-died-3 = Ein leises, mitfühlendes Murmeln ging um den Tisch; { $name } aber lachte nur.

narrate-react-revived-1 = { $gender ->
    [female] „Ich lebe wieder!“, rief { $name } und hielt ihr kleines Vermögen fest, als wären es Dukaten.
    [male] „Ich lebe wieder!“, rief { $name } und hielt sein kleines Vermögen fest, als wären es Dukaten.
   *[other] „Ich lebe wieder!“, rief { $name } und hielt das kleine Vermögen fest, als wären es Dukaten.
    }
narrate-react-revived-2 = Man hieß { $acc-name } mit Beifall wieder unter den Lebenden willkommen.

narrate-react-box-1 = „Die Tontine schwillt“, bemerkte { $name } mit einem Blick auf den Pot, „und mit ihr unsere Hoffnungen.“
narrate-react-box-2 = { $name } betrachtete lange den Pot und sagte nichts.

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
    }, und der Pot zwischen ihnen enthielt { $pool ->
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
    [female] So blieb { $name } nach { WORDS($deals) } Runden als Letzte am Leben, und ihr gehörte der Pot
    [male] So blieb { $name } nach { WORDS($deals) } Runden als Letzter am Leben, und ihm gehörte der Pot
   *[other] So war nach { WORDS($deals) } Runden niemand außer { $dat-name } mehr am Leben, und { $dat-name } gehörte der Pot
    }{ $pool ->
    [0] , der freilich leer war
    [one] {" "}mit seinem einzigen Jeton
   *[other] {" "}mit seinen { WORDS($pool) } Jetons
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
    } nahm nach der Hausregel den Pot: { $pool ->
    [0] nichts
    [one] einen Jeton
   *[other] { WORDS($pool) } Jetons
    }.
narrate-won-deal-limit = Die vereinbarten { WORDS($deals) } Runden waren gespielt; { $name } hatte die meisten Jetons und nahm den Pot{ $pool ->
    [0] , der leer war
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
    [one] wurde der eine Jeton im Pot
   *[other] wurden die { WORDS($pool) } Jetons im Pot
    } unter { $count ->
    [one] dem einen Gefallenen
   *[other] den { WORDS($count) } Gefallenen
    } geteilt: { $shares-list }.
narrate-shared-deal-limit = Die vereinbarten { WORDS($deals) } Runden waren gespielt, die Reichsten lagen gleichauf, und der Pot von { $pool ->
    [one] einem Jeton
   *[other] { WORDS($pool) } Jetons
    } wurde geteilt: { $shares-list }.

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
    } ohne einen Toten, und die Jetons wanderten über das Tuch hin und her.
narrate-gap-quiet-2 = { $deals ->
    [one] Eine Runde lang
   *[other] { WORDS($deals) } Runden lang
    } spielte das Glück mit der Gesellschaft, ohne jemandem zu schaden.
narrate-gap-thin-1 = { $deals ->
    [one] Eine weitere Runde verging
   *[other] Weitere { WORDS($deals) } Runden vergingen
    }, und der Tisch lichtete sich von { WORDS($from_live) } Lebenden auf { $live ->
    [one] einen
   *[other] { WORDS($live) }
    }.
narrate-gap-thin-2 = Der Tod hatte in { $deals ->
    [one] der nächsten Runde
   *[other] den nächsten { WORDS($deals) } Runden
    } reichlich zu tun: Von { WORDS($from_live) } Spielern { $live ->
    [one] blieb einer
   *[other] blieben { WORDS($live) }
    }, { $revived ->
    [0] und keiner der Gefallenen kehrte zurück
    [one] obgleich die Nachbarn einen der Gefallenen zurückholten
   *[other] obgleich die Nachbarn { WORDS($revived) } der Gefallenen zurückholten
    }.
narrate-gap-grow-1 = In { $deals ->
    [one] der nächsten Runde
   *[other] den nächsten { WORDS($deals) } Runden
    } kehrten die Toten schneller zurück, als die Lebenden fielen, und der Tisch wuchs von { WORDS($from_live) } Spielern auf { WORDS($live) }.
narrate-gap-same-1 = { $deals ->
    [one] Eine Runde lang
   *[other] { WORDS($deals) } Runden lang
    } hielten sich Tod und Wiederkehr die Waage: { $died ->
    [one] Einer fiel, und einer stand wieder auf
   *[other] { WORDS($died) } fielen, und ebenso viele standen wieder auf
    }, sodass am Ende { $live ->
    [one] nur noch einer spielte
   *[other] noch { WORDS($live) } spielten
    }.
narrate-box-rise-1 = Der Pot schwoll derweil von { WORDS($before) } Jetons auf { WORDS($pool) } an.
narrate-box-rise-2 = Unterdessen wuchs die Tontine von { WORDS($before) } auf { WORDS($pool) } Jetons.
narrate-box-fall-1 = Unterdessen { $pool ->
    [0] leerten Könige, Damen und Buben den Pot, in dem zuvor { $before ->
        [one] ein Jeton gelegen hatte
       *[other] { WORDS($before) } Jetons gelegen hatten
        }, bis auf den Grund
   *[other] brachten Könige, Damen und Buben den Pot von { WORDS($before) } auf { WORDS($pool) } Jetons herunter
    }.
narrate-box-fall-2 = Die Tontine gab mehr her, als sie nahm, und sank von { WORDS($before) } Jetons auf { $pool ->
    [0] nichts
    [one] einen
   *[other] { WORDS($pool) }
    }.
narrate-box-even = Der Pot stand trotz allem, wo er gestanden hatte, bei { $pool ->
    [0] nichts
    [one] einem Jeton
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

narrate-chart-caption = Oben die Jetons im Pot nach jeder Runde; unten das Leben jedes Spielers: ein Balken, solange er Jetons hat, ein Kreuz, wo sein letzter Jeton ging, ein Ring, wo ein Nachbar ihn zurückholte.
narrate-chart-alt = Ein Schaubild in zwei Teilen: der Pot, Runde für Runde, und ein Streifen je Spieler, der zeigt, wann er lebte, starb und zurückkehrte.
narrate-chart-box = der Pot
narrate-chart-deal = Runde
narrate-chart-counters = Jetons im Pot
narrate-chart-died = gestorben
narrate-chart-revived = zurückgekehrt

narrate-length-error = unbekannte Länge { $value-text }: scene, chapter oder full
