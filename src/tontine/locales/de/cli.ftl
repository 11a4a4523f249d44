# Die Meldungen des Terminals: tontine play, keep, replay, rules, und die Fehler.
# Das Protokoll der Runden und die Tabellen behalten Ziffern; Sätze schreiben ihre Zahlen aus.

## Präfixe der Zeilen auf stderr

cli-error = tontine: Fehler: { $text }
cli-warning = tontine: Warnung: { $text }
cli-stopped = tontine: abgebrochen
cli-needs-package = „tontine { $command-name }“ braucht das Paket „{ $package-name }“, das nicht installiert ist: pip install 'tontine[all]'
cli-needs-dask = „tontine sweep“ braucht Dask (dask.distributed), das nicht installiert ist: pip install 'tontine[sweep]'
cli-os-error = „{ $file-name }“: { $reason-text }

## Optionen und Hilfe

cli-help-preset = Regeln einer Quelle: { $preset-list } (Standard { $preset }).
cli-help-rules-file = Eine TOML-Datei mit Hausregeln (siehe docs/rules.md); Optionen gehen ihr vor.
cli-help-stake = Jetons, mit denen jeder Spieler beginnt.
cli-help-ante = Jetons, die jeder Spieler zu Beginn in die Kasse zahlt.
cli-help-deck = fresh: jede Runde neu gemischt; talon: der Talon bleibt liegen, bis er nicht mehr reicht.
cli-help-first-dealer = Wie der erste Geber bestimmt wird.
cli-help-all-fall = Wenn die Letzten in derselben Runde fallen: last-to-fall (der zuletzt Gefallene gewinnt), share (teilen) oder replay (Runde wiederholen).
cli-help-deal-limit = Nach so vielen Runden erhält der größte Bestand die Kasse.
cli-help-card = Ändert die Kartentabelle, z. B. --card 'K=take 4' --card '2=give 2 to 1'. Wiederholbar.
cli-help-names = Die Namen der Spieler in der Reihenfolge der Plätze, durch Kommas getrennt.
cli-help-players = Zahl der Spieler, mit Namen aus der Zeit ({ $low } bis { $high }; Standard { $count }).
cli-help-seed = Startwert des Mischens; derselbe Startwert spielt dieselbe Partie (Standard: ein zufälliger, der aufgezeichnet wird).
cli-help-lang = Sprache der Meldungen: { $lang-list } (Standard: TONTINE_LANG, sonst LANG, sonst en).
cli-help-record = Schreibt die Partie als JSON in die Datei FILE (auch wenn sie abgebrochen wird).
cli-help-auto = Gibt von selbst, mit einer kurzen Pause je Runde, statt auf die Eingabetaste zu warten.
cli-help-delay = Die Pause je Runde mit --auto (Standard eine Sekunde); wer sie angibt, meint --auto.
cli-help-fast = Gibt von selbst, ohne jede Pause.
cli-help-max-deals = Hört nach so vielen Runden auf (die Aufzeichnung hält dann eine unvollendete Partie).
cli-help-dealer = Der erste Geber, mit Namen oder Platznummer 0..n-1 (Standard: wie die Regeln es wählen, mit dem Startwert).
cli-help-keep-record = Schreibt die Partie (Quelle 'typed') am Ende als JSON in die Datei FILE.
cli-help-force = Schreibt die Datei von --record auch, wenn es sie schon gibt (sonst wird eine vorhandene Datei abgelehnt).
cli-help-show = Zeigt die Partie Runde für Runde, wie 'tontine play' es tut, wenn die Ausgabe umgeleitet ist.

## Fehler, die ein Benutzer verursachen kann

cli-error-card-option = --card „{ $item-text }“: Schreiben Sie RANG=WIRKUNG, z. B. 'K=take 4'
cli-error-names-count = --players { $players }, aber --names nennt { $count ->
    [one] einen Namen
   *[other] { WORDS($count) } Namen
    }
cli-error-dealer = --dealer „{ $dealer-text }“ ist weder ein Platz von 0 bis { $last } noch der Name eines Spielers ({ $names })
cli-error-presets-disagree = Die Variante „{ $preset-name }“ und --preset „{ $flag-name }“ widersprechen sich: Geben Sie nur eine an
cli-error-record-folder = „{ $file-name }“ ist ein Ordner, keine Datei
cli-error-record-exists = „{ $file-name }“ gibt es schon: mit --force wird die Partie darüber geschrieben
cli-error-record-no-folder = „{ $file-name }“ kann nicht geschrieben werden: Der Ordner „{ $folder-name }“ existiert nicht
cli-error-record-denied = „{ $file-name }“ kann nicht geschrieben werden: keine Berechtigung
cli-error-record-file = Aufzeichnung „{ $file-name }“: { $reason-text }
cli-error-record-unknown-field = { $field-text }: dieses Feld hat keine Aufzeichnung
cli-error-record-unknown-deal-field = { $field-text }: dieses Feld hat keine Runde
cli-error-record-rules-missing = { $field-text }: fehlt: eine Aufzeichnung schreibt jede Regel
cli-error-record-card-table-missing = { $field-text }: fehlt: eine Aufzeichnung schreibt die ganze Kartentabelle
cli-error-record-preset-label = { $field-text }: die Regeln sind die der Vorgabe { $preset-name }, nicht die der Vorgabe { $label-text }
cli-error-record-field = { $field-text }: die Aufzeichnung sagt { $value-text }; die Partie ergibt { $expected-text }
cli-error-record-source = { $field-text }: { $value-text } ist keine Quelle, die diese Version kennt ({ $known-list })
cli-error-record-algorithm-no-seed = { $field-text }: nennt einen Algorithmus ohne Seed
cli-error-unknown-preset = unbekannte Variante „{ $preset-name }“: Möglich sind { $preset-list }
cli-error-stake-ante = Der Einsatz ({ $stake }) muss größer sein als der Grundeinsatz ({ $ante }): Jeder Spieler zahlt { $ante } in die Kasse und muss danach noch mindestens einen Jeton haben, um zu spielen
cli-error-unknown-effect = unbekannte Kartenwirkung „{ $effect-text }“: Schreiben Sie 'take N', 'pay N', 'give N to D' oder 'nothing'
cli-error-bad-card = unbekannte Karte „{ $card }“: Schreiben Sie einen Rang (A 2-10 J Q K, T für Zehn) und eine Farbe (S H D C), z. B. KS oder 10h
cli-error-card-out = Die Karte { $card } ist aus diesem Paket schon aufgedeckt worden (Runde { $deal })
cli-error-language = unbekannte Sprache „{ $lang-text }“ in TONTINE_LANG: Möglich sind { $lang-list }

## Anführungszeichen, und die Gründe, die das System nennt

cli-quoted = „{ $quoted-text }“
cli-os-enoent = Datei oder Ordner nicht gefunden
cli-os-eacces = keine Berechtigung
cli-os-eperm = Vorgang nicht erlaubt
cli-os-eisdir = Das ist ein Ordner
cli-os-enotdir = Ein Teil des Pfades ist kein Ordner
cli-os-enospc = kein Platz mehr auf dem Datenträger
cli-os-erofs = Das Dateisystem ist schreibgeschützt
cli-os-eexist = Die Datei existiert bereits
cli-os-enametoolong = Der Dateiname ist zu lang
cli-os-eloop = zu viele verkettete symbolische Links
cli-os-eio = Ein-/Ausgabefehler
cli-os-edquot = Das Speicherkontingent ist überschritten
cli-os-efbig = Die Datei ist zu groß
cli-os-ebusy = Das Gerät oder die Ressource ist belegt
cli-os-enxio = Gerät oder Adresse nicht gefunden

## Fehler, die ein Benutzer verursachen kann: Spieler, Karten, Hausregeln

cli-error-player-count = { $count ->
    [0] kein Spieler
    [one] { $count } Spieler
   *[other] { $count } Spieler
    }: An einem Tisch sitzen { $low } bis { $high } Spieler (jeder erhält eine Karte aus einem einzigen Paket)
cli-error-player-range = { $count ->
    [0] kein Spieler
    [one] { $count } Spieler
   *[other] { $count } Spieler
    }: An einem Tisch sitzen { $low } bis { $high } Spieler
cli-error-cast-count = { $count ->
    [0] kein Spieler
    [one] { $count } Spieler
   *[other] { $count } Spieler
    }: Die Besetzung „{ $lang-code }“ hat 1 bis { $high } Namen
cli-error-name-empty = leerer Spielername „{ $name-text }“: Jeder Spieler braucht einen Namen
cli-error-name-long = Der Spielername „{ $name-text }…“ ist { $length } Zeichen lang (höchstens { $most })
cli-error-name-control = Der Spielername „{ $name-text }“ enthält Steuerzeichen
cli-error-name-twice = Der Spielername „{ $name-text }“ kommt doppelt vor: Jeder Spieler braucht einen anderen Namen
cli-error-not-a-seat = Der nächste Geber { $seat-text } ist kein Platz von 0 bis { $last }
cli-error-first-dealer-seat = Der erste Geber { $seat-text } ist kein Platz von 0 bis { $last }
cli-error-seat-draw = Die Platzziehung { $draw-text } passt nicht zu den Spielern in der Reihenfolge der Plätze
cli-error-unknown-rank = unbekannter Rang „{ $rank-text }“: Möglich sind A 2 3 4 5 6 7 8 9 T J Q K
cli-error-unknown-suit = unbekannte Farbe „{ $suit-text }“: Möglich sind S H D C
cli-error-card-twice = Die Karte { $card } kommt in einem Paket doppelt vor
cli-error-effect = Kartenwirkung „{ $effect-text }“: { $reason-text }
cli-error-effect-amount = Die Zahl der Jetons einer Kartenwirkung, { $amount }, muss zwischen { $low } und { $high } liegen
cli-error-effect-distance = Der Abstand einer Kartenwirkung, { $distance }, muss zwischen { $low } und { $high } liegen
cli-error-rules-whole = Der Schlüssel „{ $key-text }“ muss eine ganze Zahl sein, nicht „{ $value-text }“
cli-error-ante-negative = Der Grundeinsatz ({ $ante }) darf nicht negativ sein
cli-error-stake-large = Ein Einsatz von { $stake } ist zu groß (höchstens { $most })
cli-error-deal-limit = Das Rundenlimit muss eine ganze Zahl von mindestens 1 sein, nicht „{ $value-text }“
cli-error-rules-key = unbekannter Regelschlüssel „{ $key-text }“: Möglich sind { $key-list }
cli-error-preset-name = Der Schlüssel „preset“ muss der Name einer Variante sein, nicht „{ $value-text }“
cli-error-card-table = Der Schlüssel „card_table“ muss eine Tabelle sein, die Rängen Wirkungen zuordnet, nicht „{ $value-text }“
cli-error-card-table-text = Der Schlüssel „{ $key-text }“ muss eine Zeichenkette sein, nicht „{ $value-text }“
cli-error-card-table-rank = card_table: { $reason-text }
cli-error-card-table-rank-twice = card_table nennt den Rang { $rank-text } zweimal, als „{ $first-text }“ und als „{ $second-text }“
cli-error-rules-read = Die Regeldatei „{ $file-name }“ lässt sich nicht lesen: { $reason-text }
cli-error-rules-large = Die Regeldatei „{ $file-name }“ ist größer als { $size } KB
cli-error-rules-utf8 = Die Regeldatei „{ $file-name }“ ist kein UTF-8-Text
# $detail-text ist die englische Einzelheit des Parsers: Eine Auswahl nur mit Standardvariante lässt sie weg.
cli-error-rules-toml = Die Regeldatei „{ $file-name }“ ist kein gültiges TOML{ $line ->
    [0] {""}
   *[other] {" "}(Zeile { $line }, Spalte { $column })
    }{ $detail-text ->
   *[other] {""}
    }
cli-error-rules-deep = Die Regeldatei „{ $file-name }“ ist zu tief verschachtelt
cli-error-rules-file = Regeldatei „{ $file-name }“: { $reason-text }
cli-error-rules-choice = unbekannter Wert „{ $value-text }“ für den Schlüssel „{ $key-text }“: Möglich sind { $choice-list }

## Fehler, die ein Benutzer verursachen kann: Aufzeichnungen

cli-error-record-read = Die Aufzeichnung „{ $file-name }“ lässt sich nicht lesen: { $reason-text }
cli-error-record-large = Die Aufzeichnung „{ $file-name }“ ist größer als { $size } MB: Das ist keine Aufzeichnung einer Partie
cli-error-record-deep = Die Aufzeichnung „{ $file-name }“ ist zu tief verschachtelt für die Aufzeichnung einer Partie
cli-error-record-utf8 = Die Aufzeichnung „{ $file-name }“ ist kein UTF-8-Text
cli-error-record-json = Die Aufzeichnung „{ $file-name }“ ist kein gültiges JSON{ $line ->
    [0] {""}
   *[other] {" "}(Zeile { $line }, Spalte { $column })
    }{ $detail-text ->
   *[other] {""}
    }
cli-error-record-object = Die Aufzeichnung „{ $file-name }“ muss ein JSON-Objekt enthalten
cli-error-record-list = Das Feld „{ $key-text }“ muss { $key-text ->
    [players] eine Liste von Namen
   *[other] eine Liste
    } sein, nicht { $value-text }
cli-error-record-malformed = fehlerhafte Aufzeichnung ({ $kind-text }: { $detail-text })
cli-error-record-deal = Runde { $deal }: { $reason-text }
cli-error-record-part = Feld „{ $part-text }“: { $reason-text }
cli-error-record-missing = Das Feld „{ $key-text }“ fehlt
cli-error-record-whole = Das Feld „{ $key-text }“ muss eine ganze Zahl sein, nicht { $value-text }
cli-error-record-type = Das Feld „{ $key-text }“ hat den falschen Typ: { $value-text }
cli-error-record-format = Das Aufzeichnungsformat { $version-text } wird nicht unterstützt (diese Version liest die Formate { $known-list })
cli-error-record-players = Das Feld „players“ muss eine Liste von Namen sein
cli-error-record-seat-draw = Die Einträge von „seat_draw“ müssen Objekte sein
cli-error-record-winner = Die Aufzeichnung nennt Platz { $winner-text } als Sieger; nachgespielt gewinnt Platz { $seat-text }
cli-error-record-no-winner = Die Aufzeichnung nennt keinen Sieger; nachgespielt gewinnt Platz { $seat }
cli-error-record-algorithm = Das Feld „seed_algorithm“ nennt das Verfahren „{ $name-text }“, das diese Version nicht kennt ({ $known-list })
cli-error-record-deal-object = Das ist kein JSON-Objekt
cli-error-record-won = Die Partie war schon nach Runde { $deal } gewonnen
cli-error-record-dealer = In der Aufzeichnung gibt Platz { $dealer }; an der Reihe ist Platz { $seat }
cli-error-record-card-object = Karte { $position } muss ein Objekt sein
cli-error-record-cards-extra = { $cards } Karten aufgezeichnet; die Runde hat { $took } gebraucht
cli-error-record-card-seat = Karte { $position } ist für Platz { $seat } aufgezeichnet; sie geht an Platz { $next }
cli-error-record-cards-short = { $cards ->
    [0] keine Karte aufgezeichnet
    [one] { $cards } Karte aufgezeichnet
   *[other] { $cards } Karten aufgezeichnet
    }; die Runde braucht mehr
cli-error-record-holdings = Das Feld „holdings_after“ hat den Wert { $holdings-text }; die Karten ergeben { $expected-text }
cli-error-record-pool = Das Feld „{ $key-text }“ hat den Wert { $pool }; die Karten ergeben { $expected }
cli-error-record-seed-dealer = Der Startwert { $seed-code } bestimmt Platz { $seat } zum ersten Geber, nicht Platz { $given }
cli-error-record-seed-cards = Die Karten sind nicht die, die der Startwert { $seed-code } ergibt

## Fehler, die ein Benutzer verursachen kann: narrate, simulate, sweep, exact

cli-error-gender = --names „{ $item-text }“: unbekanntes Geschlecht „{ $code-text }“: Schreiben Sie f, m oder o (oder nichts)
cli-error-record-options = --record erzählt eine aufgezeichnete Partie: Lassen Sie { $flag-list } weg
cli-error-narrate-lang = unbekannte Sprache „{ $lang-text }“: Möglich sind { $lang-list }
cli-error-cannot-write = „{ $file-name }“ kann nicht geschrieben werden: { $reason-text }
cli-error-cannot-create = „{ $file-name }“ kann nicht angelegt werden: { $reason-text }
cli-error-not-a-folder = „{ $file-name }“ ist eine Datei, kein Ordner
cli-error-at-least-one = mindestens 1, nicht { $value }
cli-error-jobs = { $jobs } muss zwischen 1 und { $limit } liegen (der Zahl der verfügbaren Kerne)
cli-error-not-one-of = „{ $name-text }“ ist keiner der Werte { $choice-list }
cli-error-lists-nothing = „{ $list-text }“ enthält keinen Wert
cli-error-scheduler = Der Dask-Scheduler unter „{ $address-text }“ ist nicht erreichbar: { $reason-text }
cli-error-exact-talon = tontine exact braucht jede Runde neu gemischte Karten (--deck fresh): Bleibt der Talon liegen, müsste der Zustand auch die Zusammensetzung des Talons enthalten
cli-error-exact-share = tontine exact kennt nur einen Sieger je Partie: Wählen Sie --all-fall last-to-fall oder replay, nicht share
cli-error-exact-limit = tontine exact akzeptiert kein Rundenlimit ({ $deals }): Der Zustand müsste auch die Nummer der Runde enthalten; lassen Sie --deal-limit weg
cli-error-exact-too-large = Bei { $players ->
    [one] einem Spieler
   *[other] { $players } Spielern
    } mit einem Einsatz von { $stake } ergeben sich etwa { $states } Zustände und { $work } Abfolgen von Runden, mehr als der exakte Löser bewältigt; { $ante ->
    [0] ohne Grundeinsatz
   *[other] mit einem Grundeinsatz von { $ante }
    } schafft er { $can-list } (für größere Tische: tontine simulate)
cli-exact-can = { $players ->
    [one] ein Spieler
   *[other] { $players } Spieler
    } bis zu einem Einsatz von { $stake }
cli-exact-none = keinen Tisch dieser Größe

## Die Meldungen von Click (siehe tontine/cli/click_text.py): jedes $x-text ist ein Platzhalter von Click

cli-click-usage = Aufruf:
cli-click-options = Optionen
cli-click-commands = Befehle
cli-click-help-option = Zeigt diese Hilfe und beendet das Programm.
cli-click-version-option = Zeigt die Version und beendet das Programm.
cli-click-version = { $prog-text }, Version { $version-text }
cli-click-default = Standard: { $default-text }
cli-click-env-var = Umgebungsvariable: { $var-text }
cli-click-required = erforderlich
cli-click-deprecated = veraltet
cli-click-try-help = „{ $command-text } { $option-text }“ zeigt die Hilfe.
cli-click-missing-command = Es fehlt ein Befehl.
cli-click-no-such-command = Unbekannter Befehl „{ $name-text }“.
cli-click-no-such-option = Unbekannte Option „{ $name-text }“.
cli-click-did-you-mean = { $count ->
    [one] Meinten Sie { $possibility-text }?
   *[other] (Meinten Sie vielleicht: { $possibilities-text }?)
    }
cli-click-extra-arguments = { $count ->
    [one] Überzähliges Argument: { $args-text }
   *[other] Überzählige Argumente: { $args-text }
    }
cli-click-option-needs-value = { $count ->
    [one] Die Option „{ $name-text }“ erwartet einen Wert.
   *[other] Die Option „{ $name-text }“ erwartet { $nargs-text } Werte.
    }
cli-click-option-takes-no-value = Die Option „{ $name-text }“ erwartet keinen Wert.
cli-click-argument-values = Das Argument „{ $name-text }“ erwartet { $nargs-text } Werte.
cli-click-takes-values = { $count ->
    [one] Erforderlich sind { $nargs-text } Werte, angegeben wurde nur einer.
   *[other] Erforderlich sind { $nargs-text } Werte, angegeben wurden { $len-text }.
    }
cli-click-values-required = { $count ->
    [one] Erforderlich sind { $len-type-text } Werte, angegeben wurde { $len-value-text }.
   *[other] Erforderlich sind { $len-type-text } Werte, angegeben wurden { $len-value-text }.
    }
cli-click-missing-argument = Fehlendes Argument
cli-click-missing-option = Fehlende Option
cli-click-missing-parameter = Fehlender Parameter
cli-click-missing-other = Es fehlt: { $param-type-text }
cli-click-missing-named = Fehlender Parameter: { $param-name-text }
cli-click-invalid-value-for = Ungültiger Wert für { $param-hint-text }: { $message-text }
cli-click-invalid-value = Ungültiger Wert: { $message-text }
cli-click-error = Fehler: { $message-text }
cli-click-cannot-open = Die Datei „{ $filename-text }“ lässt sich nicht öffnen: { $message-text }
cli-click-unknown-error = unbekannter Fehler
cli-click-aborted = Abgebrochen!
# $number-type-text ist der englische Name des Typs („integer“, „float“): weggelassen.
cli-click-not-a-number = „{ $value-text }“ ist keine gültige Zahl.{ $number-type-text ->
   *[other] {""}
    }
cli-click-not-a-boolean = „{ $value-text }“ ist kein gültiger Wahrheitswert. Erkannte Werte: { $states-text }
cli-click-not-a-uuid = „{ $value-text }“ ist keine gültige UUID.
cli-click-out-of-range = { $value-text } liegt nicht im Bereich { $range-text }.
cli-click-not-a-choice = { $count ->
    [one] „{ $value-text }“ ist nicht { $choice-text }.
   *[other] „{ $value-text }“ ist keiner der Werte { $choices-text }.
    }
cli-click-date-format = { $count ->
    [one] „{ $value-text }“ passt nicht zum Format { $format-text }.
   *[other] „{ $value-text }“ passt zu keinem der Formate { $formats-text }.
    }
cli-click-file = Datei
cli-click-directory = Ordner
cli-click-path = Pfad
cli-click-path-is-file = { $name-text } „{ $filename-text }“: Das ist eine Datei.
cli-click-path-is-directory = { $name-text } „{ $filename-text }“: Das ist ein Ordner.
cli-click-path-not-readable = { $name-text } „{ $filename-text }“: nicht lesbar.
cli-click-path-not-writable = { $name-text } „{ $filename-text }“: nicht beschreibbar.
cli-click-path-not-executable = { $name-text } „{ $filename-text }“: nicht ausführbar.
cli-click-path-missing = { $name-text } „{ $filename-text }“: nicht gefunden.
cli-click-repeat = Zur Bestätigung wiederholen
cli-click-no-match = Fehler: Die beiden Eingaben stimmen nicht überein.
cli-click-invalid-input = Fehler: ungültige Eingabe
cli-click-press-key = Eine beliebige Taste drücken, um fortzufahren …
cli-click-continue = Möchten Sie fortfahren?
cli-click-yes-option = Bestätigt die Aktion ohne Rückfrage.

## Die Partie, wie sie gegeben wird (ein Protokoll: Ziffern)

cli-seat-draw-intro = Die Plätze werden gezogen: Von jedem Rang wird eine Karte ausgelegt, { -rank-K }, { -rank-Q }, { -rank-J }, { -rank-T } usw., und die gleichen Karten liegen verdeckt im Fächer (von einer anderen Farbe: unsere Lesart von „un roi quelconque“); der { -rank-K } gibt.
cli-seat-drawn = { $player-name } zieht { $card } aus dem Fächer und setzt sich dorthin, wo { $laid-card } liegt: Platz { $seat }.
cli-first-dealer = Erster Geber: { $player-name }.
cli-first-dealer-how = Erster Geber ({ $method ->
    [first-seat] der erste Platz
    [lot] ausgelost
   *[fan] der { -rank-K } des Fächers gibt
    }): { $player-name }.
cli-ante = Jeder zahlt { $amount } in die Kasse.
cli-ante-none = Niemand zahlt etwas in die Kasse (kein Grundeinsatz).
cli-reshuffled = Der Talon reicht nicht für alle: Alle Karten werden gesammelt und neu gemischt.
cli-deal-started = Runde { $deal }, { $player-name } gibt.
cli-card-nothing = { $player-name } erhält { $card }: nimmt nichts und zahlt nichts.
cli-card = { $player-name } erhält { $card }:
cli-took-empty = würde { $asked } nehmen, aber die Kasse ist leer.
cli-took = nimmt { $taken } aus der Kasse -> { $holding } (Kasse { $pool }).
cli-took-short = nimmt { $taken } aus der Kasse (mehr war nicht darin) -> { $holding } (Kasse { $pool }).
cli-paid = zahlt { $paid } in die Kasse -> { $holding } (Kasse { $pool }).
cli-paid-short = zahlt { $paid } von { $asked } (alles, was übrig war) in die Kasse -> { $holding } (Kasse { $pool }).
cli-gave = zahlt { $paid } an { $to-name } -> { $holding } ({ $to-name } { $to-holding }).
cli-gave-short = zahlt { $paid } von { $asked } (alles, was übrig war) an { $to-name } -> { $holding } ({ $to-name } { $to-holding }).
cli-payment-void = würde { $asked } um den kleinen Tisch herum an sich selbst zahlen: verfällt.
cli-died = { $player-name } hat den letzten Jeton verloren und scheidet aus.
cli-revived = { $player-name } ist wieder im Spiel, dank { $by-name }.
cli-revived-by-box = { $player-name } ist wieder im Spiel, dank der Kasse.
cli-deal-voided = Alle sind gefallen: Die Runde gilt nicht und wird neu gegeben.
cli-shared = Die Kasse wird geteilt ({ cli-how }): { $shares-list }.
cli-won = Sieg für { $player-name } ({ cli-how }), mit der Kasse von { $pool }: { $holding ->
    [one] { $holding } Jeton
   *[other] { $holding } Jetons
    }.
cli-event = { $kind-code }
cli-how = { $how-key ->
    [last-standing] als einzige Person mit Jetons
    [last-to-fall] zuletzt gefallen, als alle fielen
    [all-fell] alle sind gefallen
    [deal-limit] der größte Bestand am Rundenlimit
   *[other] { $how-key }
    }

## Tabellen und Listen (Ziffern)

cli-holding = { $player-name } { $holding }
cli-holding-dead = { $player-name } ausgeschieden
cli-holding-pool = Kasse { $pool }
cli-seats = Plätze (gespielt wird nach rechts, von Platz i zu Platz i+1): { $seats-list }
cli-seat = { $seat } { $player-name }
cli-table-title = Nach Runde { $deal }
cli-table-title-start = Der Tisch
cli-table-seat = Platz
cli-table-player = Person
cli-table-counters = Jetons
cli-table-winner = Sieg
cli-table-dealer = gibt
cli-table-dead = ausgeschieden
cli-table-pool = Kasse { $pool }
cli-share = { $player-name } { $amount }
cli-ranked = { $place }. { $player-name } ({ $holding })
cli-ranked-out = { $place }. { $player-name } (ausgeschieden in Runde { $deal })

## Sätze über die Partie (Zahlen ausgeschrieben)

cli-header = Tontine, { preset-title }, { $players ->
    [one] ein Spieler
   *[other] { WORDS($players) } Spieler
    }: je { $stake ->
    [one] ein Jeton
   *[other] { WORDS($stake) } Jetons
    }, { $ante ->
    [0] kein Grundeinsatz
   *[other] { WORDS($ante) } in die Kasse
    }, { $deck ->
    [talon] der Talon bleibt liegen
   *[fresh] jede Runde neu gemischt
    }, der erste Geber { $first-dealer ->
    [fan] mit dem Fächer gezogen
    [lot] ausgelost
   *[first-seat] auf dem ersten Platz
    }, { $all-fall ->
    [share] die Kasse geteilt, wenn alle fallen
    [replay] die Runde wiederholt, wenn alle fallen
   *[last-to-fall] wer zuletzt fällt, gewinnt, wenn alle fallen
    }{ $deal-limit ->
    [0] {""}
    [one] , höchstens eine Runde
   *[other] , höchstens { WORDS($deal-limit) } Runden
    }.
cli-winner = Sieg für { $player-name } ({ cli-how }), mit { $holding ->
    [one] einem Jeton
   *[other] { WORDS($holding) } Jetons
    }.
cli-no-winner = Kein einzelner Sieg: Die Kasse wurde geteilt ({ cli-how }): { $shares-list }.
cli-unfinished = Die Partie war nicht zu Ende.
cli-summary = { $deals ->
    [one] Eine Runde
   *[other] { WORDS($deals) } Runden
    }, { $revivals ->
    [0] keine Wiedererweckung
    [one] eine Wiedererweckung
   *[other] { WORDS($revivals) } Wiedererweckungen
    }, { $packs ->
    [0] kein Paket gemischt
    [one] ein Paket gemischt
   *[other] { WORDS($packs) } Pakete gemischt
    }.
cli-held-out = Am längsten durchgehalten: { $ranked-list }.

## tontine play

cli-seed-play = Startwert { $seed-code } (dieselbe Partie noch einmal mit --seed { $seed-code }).
cli-prompt-deal = Eingabetaste für die { ORDINAL($deal) } Runde, q zum Beenden
cli-stopped-game = Abgebrochen.
cli-record-written = Aufzeichnung in { $file-name } geschrieben.

## tontine keep

# Die Wörter, die man an der Eingabeaufforderung tippt (die englischen und ihre Anfangsbuchstaben gelten auch)
cli-keep-word-undo = zurück
cli-keep-word-show = zeigen
cli-keep-word-help = hilfe
cli-keep-word-quit = ende
cli-keep-yes = j, ja
cli-keep-no = n, nein
cli-keep-yes-no-default-yes = [J/n]
cli-keep-yes-no-default-no = [j/N]
cli-keep-yes-or-no = Bitte mit j (ja) oder n (nein) antworten.
cli-keep-help = Tippen Sie die Karte, die jeder Spieler erhalten hat, Rang und dann Farbe: KS, 10h, td, qd, 2c, as (Ränge A 2-10 J Q K, T für Zehn; Farben S Pik, H Herz, D Karo, C Kreuz; groß oder klein). Befehle: „{ cli-keep-word-undo }“ (die letzte Karte zurücknehmen), „{ cli-keep-word-show }“ (den Tisch zeigen), „{ cli-keep-word-help }“, „{ cli-keep-word-quit }“.
cli-keep-seed = { $fan ->
    [yes] Startwert { $seed-code } (er zieht die Plätze und den ersten Geber).
   *[no] Startwert { $seed-code } (er zieht den ersten Geber).
    }
cli-keep-start = Tippen Sie die Karte, die jeder Spieler erhält („{ cli-keep-word-help }“ für die Befehle).
cli-keep-prompt-over = Partie zu Ende („{ cli-keep-word-undo }“, „{ cli-keep-word-show }“, „{ cli-keep-word-quit }“):
cli-keep-prompt = Karte für { $player-name }:
cli-keep-after-deal = Nach der { ORDINAL($deal, ending: "en") } Runde:
cli-keep-nothing-to-undo = Nichts zurückzunehmen.
cli-keep-took-back = { $card } für { $player-name } zurückgenommen.
cli-keep-dealing = Die { ORDINAL($deal) } Runde, { $player-name } gibt; { $cards ->
    [0] noch keine Karte
    [one] bisher eine Karte
   *[other] bisher { WORDS($cards) } Karten
    }.
cli-keep-over = Die Partie ist zu Ende: { $result-text } Tippen Sie „{ cli-keep-word-undo }“, „{ cli-keep-word-show }“ oder „{ cli-keep-word-quit }“.
cli-keep-bad-card = ! { $error-text }; bitte noch einmal („{ cli-keep-word-help }“ für die Befehle).
cli-keep-stopped = Abgebrochen nach { $deals ->
    [0] keiner Runde
    [one] einer Runde
   *[other] { WORDS($deals) } Runden
    }.
cli-keep-rescued = die Aufzeichnung wurde in „{ $file-name }“ gesichert, damit die getippten Karten nicht verloren gehen
cli-keep-confirm = Die Aufzeichnung in { $file-name } speichern?
cli-keep-ask = Die Aufzeichnung in eine Datei speichern (Eingabetaste für nein)
cli-keep-ask-again = In eine andere Datei speichern (Eingabetaste für nein)

## tontine replay

cli-replay-seed = Startwert { $seed-code }.
cli-replay-drew = { $player-name } zog { $card } aus dem Fächer: Platz { $seat }.
cli-replay-confirmed = { $deals ->
    [one] Eine Runde
   *[other] { WORDS($deals) } Runden
    }, { $result-text }: Aufzeichnung bestätigt.
cli-replay-winner = Sieg für { $player-name } (Platz { $seat }, { cli-how })
cli-replay-shared = Kasse geteilt zwischen { $names }
cli-replay-unfinished = Partie nicht zu Ende
cli-replay-unchecked = { $deals ->
    [one] Eine Runde
   *[other] { WORDS($deals) } Runden
    }, { $result-text }: jedes Feld stimmt, aber { $reason-text }.
cli-replay-reason-no-seed = die Aufzeichnung nennt keinen Seed, seine Karten ließen sich mit keinem Mischen vergleichen
cli-replay-reason-stacked = seine Karten wurden vorab gelegt, kein Mischen hat sie gegeben
cli-replay-reason-entered-by-hand = seine Karten wurden von Hand eingegeben, es gibt kein Mischen zu prüfen
cli-replay-reason-server = seine Karten stammen aus dem Mischen eines Servers, das tontine verify prüft

## Hilfe der Befehle

cli-help-command-group = Tontine, das Glücksspiel mit Karten aus dem 18. Jahrhundert für eine große Runde. Spielen Sie es im Terminal, untersuchen Sie es mit dem Simulator, erzählen Sie es als Szene.
cli-help-command-play = Spielt eine Partie Tontine im Terminal. Die Karten kommen aus einem Mischen mit dem Startwert --seed (er wird angezeigt, damit sich die Partie wiederholen lässt). Ist die Ausgabe umgeleitet, wird die ganze Partie als Text geschrieben.
cli-help-command-keep = Führt Buch für einen wirklichen Tisch: Tippen Sie die Karte, die jeder Spieler erhält. Nach jeder Karte werden die Abrechnung, die Jetons aller und die Kasse gezeigt. Mit „{ cli-keep-word-undo }“ nehmen Sie die letzte Karte zurück; außerdem „{ cli-keep-word-show }“, „{ cli-keep-word-help }“ oder „{ cli-keep-word-quit }“.
cli-help-command-replay = Spielt die Aufzeichnung FILE mit der Engine nach und prüft jedes ihrer Felder: jedes wird neu hergeleitet und verglichen, ein unbekanntes abgelehnt. Jeder Fehler ist eine Zeile, die das Feld nennt, mit dem Exitcode 1. „Aufzeichnung bestätigt“ nur, wenn auch das Mischen geprüft wurde; sonst sagt das Urteil, was sich nicht prüfen ließ (Exitcode 0). Eine Datei, die keine Aufzeichnung ist (fehlerhaftes JSON), ist eine Zeile und der Exitcode 2.
cli-help-command-rules = Zeigt die Regeln der Tontine für die Variante PRESET (english, french, german). Ohne PRESET: alle Varianten in Kürze und der Standard. Optionen für Hausregeln (--stake 20 --deck talon ...) zeigen die Regeln mit diesen Änderungen.
cli-help-command-simulate = Spielt sehr viele Partien mit dem schnellen Simulator und zeigt, was sich daraus ergibt.

    Ausgewertet werden die Zahl der Runden bis zum Ende, der Anteil jedes Platzes an den Siegen, vom ersten Geber aus gezählt (mit einem Chi-Quadrat-Test der Annahme „kein Platz ist bevorzugt“), die Wiedererweckungen, die Partien, die der zuletzt Gefallene entscheidet, die größte Kasse und die Partien, die an der Sicherheitsgrenze abgebrochen werden.
cli-help-command-sweep = Simuliert ein Raster von Tischen (Spieler × Einsätze × Varianten × Hausregeln) mit Dask.

    Jede Zelle wird auf einem Kern eines Dask-Workers gespielt, standardmäßig auf einem lokalen Cluster mit allen Kernen oder auf dem Cluster, den --scheduler angibt. Schreibt eine CSV-Zeile je Zelle sowie Heatmaps der mittleren Partiedauer und des Vorteils des ersten Gebers.
cli-help-command-exact = Die exakte Gewinnwahrscheinlichkeit jedes Platzes und der exakte Erwartungswert der Rundenzahl.

    Löst das Spiel als absorbierende Markow-Kette mit den Zuständen (Bestände, Geber); die Karten jeder Runde werden ohne Zurücklegen aus einem neu gemischten Paket gezogen. Die Plätze werden vom ersten Geber aus gezählt (Abstand 0), gleich, wer das ist. Nur für kleine Tische: mit drei Spielern bis zu einem Einsatz von 24, mit vier bis zu 8 (bei einem Grundeinsatz von 3); für größere Tische dient „tontine simulate“.
cli-help-command-narrate = Erzählt eine ganze Partie Tontine als Szene, in der Sprache ihrer Zeit.

    Bei --names kann hinter einem Namen ein Geschlecht stehen (Ann:f,Ben:m,Sam); mit --lang fr oder de gelten die französischen oder deutschen Regeln, sofern weder --preset noch --rules angegeben ist. Spielt eine neue Partie mit --seed (ohne Angabe mit einem zufälligen Startwert, den die Schlusszeile nennt) oder erzählt mit --record eine aufgezeichnete.
cli-help-command-serve = Öffnet den Tisch im Netz: Ihre Freunde setzen sich mit einem Code, einem Link oder einem QR-Code von ihrem Telefon aus dazu.

    Ohne --redis bedient ein Prozess eine Datenbank allein; mit --redis bedienen sie beliebig viele Prozesse gemeinsam (--workers N auf einem Rechner oder einer je Rechner hinter einem Proxy).
cli-help-command-verify = Prüft eine Aufzeichnung, die von einem Tisch heruntergeladen wurde: die Festlegung des Servers, die Karten jeder Runde, die Regeln.

    Bei einer ehrlichen Aufzeichnung gibt der Befehl eine Zeile aus und endet mit dem Exitcode 0; sonst nennt eine Zeile, was nicht stimmt, und der Exitcode ist 2.

## tontine simulate und tontine sweep: Optionen

cli-help-simulate-games = Zahl der Partien.
cli-help-simulate-jobs = Zahl der Threads (Standard: einer je Kern). Die Ergebnisse hängen nicht davon ab.
cli-help-simulate-json = Gibt statt der Tabellen ein einziges JSON-Objekt aus (docs/simulate-json.md).
cli-help-simulate-plot = Schreibt Diagramme (Partiedauer, Überleben, Siegesanteile, Kasse) als PNG und SVG in den Ordner DIR.
cli-help-simulate-max-deals = Sicherheitsgrenze: Eine Partie, die nach so vielen Runden noch läuft, wird abgebrochen und als gekappt gezählt.
cli-help-progress = Zeigt einen Fortschrittsbalken auf der Fehlerausgabe (Standard: wenn die Fehlerausgabe ein Terminal ist).
cli-help-sweep-players = Tischgrößen: ein Bereich, eine Liste oder beides, z. B. 5..20 oder 3,4,8.
cli-help-sweep-stakes = Einsätze, z. B. 12,15,20 oder 4..20 (Standard: der Einsatz der Variante oder --stake).
cli-help-sweep-presets = Varianten, z. B. english,french,german (Standard: --preset, sonst english).
cli-help-sweep-decks = Jede Runde neu mischen oder den Talon liegen lassen, z. B. fresh,talon (Standard: wie es jede Variante vorsieht, oder --deck).
cli-help-sweep-all-falls = Regeln für den Fall, dass alle fallen, z. B. last-to-fall,share,replay (Standard: wie es jede Variante vorsieht, oder --all-fall).
cli-help-sweep-games = Zahl der Partien je Zelle des Rasters.
cli-help-sweep-max-deals = Sicherheitsgrenze für die Runden je Partie; gekappte Partien werden in der CSV-Datei mitgezählt.
cli-help-sweep-out = Ordner für sweep.csv, sweep.parquet (wenn pyarrow installiert ist) und die Heatmaps.
cli-help-sweep-scheduler = Rechnet auf einem bestehenden Dask-Cluster (z. B. tcp://host:8786; seine Worker brauchen tontine[sim]).
cli-help-sweep-workers = Zahl der Worker-Prozesse des lokalen Dask-Clusters (Standard: einer je Kern).

## tontine exact: Optionen

cli-help-exact-players = Zahl der Spieler ({ $low } oder mehr; nur kleine Tische, die Grenze nennt die Fehlermeldung).
cli-help-exact-json = Gibt die Antwort als ein einziges JSON-Objekt aus.
cli-help-exact-fractions = Löst das Spiel zusätzlich mit exakter rationaler Arithmetik und gibt die Brüche aus (nur sehr kleine Tische).
cli-help-exact-quiet = Keine Fortschrittszeilen auf der Fehlerausgabe.

## tontine narrate: Optionen

cli-help-narrate-record = Erzählt die Partie dieser Aufzeichnung (aus „tontine play“, vom Tisch im Browser oder aus „tontine keep“).
cli-help-narrate-lang = Sprache der Erzählung: eine der vorhandenen Sprachen (en, fr, de …).
cli-help-narrate-length = scene: fünf bis acht Schlüsselmomente; chapter: mehr davon, ausführlicher; full: jede Karte.
cli-help-narrate-counter = Was ein Jeton wert ist, z. B. „ein Groschen“, „un sou“, „a shilling“; eine unregelmäßige Mehrzahl folgt nach einem Schrägstrich („a penny/pence“).
cli-help-narrate-title = Der Titel der Erzählung (Standard: einer, der sich aus dem Schauplatz ergibt).
cli-help-narrate-place = Wo die Gesellschaft spielt (Standard: eine Stadt, die zu den Figuren passt).
cli-help-narrate-format = text, markdown oder html; markdown und html enden mit einem Diagramm der Jetons.
cli-help-narrate-out = Schreibt die Erzählung in die Datei FILE (Standard: auf die Standardausgabe). Bei Markdown liegt das Diagramm daneben.

## tontine serve: Optionen

cli-help-serve-host = Adresse, an der der Server Verbindungen annimmt (0.0.0.0 für das ganze Netz).
cli-help-serve-port = Port, an dem der Server Verbindungen annimmt.
cli-help-serve-db = Datenbank-URL: eine SQLite-Datei oder postgresql+psycopg://user@host/dbname.
cli-help-serve-schema = PostgreSQL-Schema der Tabellen (wird bei Bedarf angelegt; Standard: das der Datenbank).
cli-help-serve-redis = Redis-URL (redis://host:6379/0): bedient die Datenbank gemeinsam mit den anderen Prozessen, die mit denselben --db und --redis gestartet wurden, auf diesem Rechner oder auf anderen. Ohne sie bedient dieser Prozess die Datenbank allein.
cli-help-serve-workers = Zahl der Prozesse auf diesem Rechner, die sich den Port teilen (mehr als einer erfordert --redis).
cli-help-serve-max-seats = Höchstzahl der Plätze an einem Tisch (die Regeln erlauben bis zu 52).
cli-help-serve-per-address = Offene Verbindungen und WebSockets, die eine einzelne Adresse halten darf (Standard 200 und 40; für Lasttests höher setzen oder wenn viele Spieler sich eine Adresse teilen).
cli-help-serve-forwarded-allow-ips = Durch Kommas getrennte Adressen (oder Netze, oder *) der Reverse-Proxys, deren Angaben in X-Forwarded-For und X-Forwarded-Proto vertraut wird: Sie liefern die Adresse des Spielers und das Schema der Links und QR-Codes. Geben Sie hier die Adresse des Proxys an, wenn er auf einem anderen Rechner läuft.
cli-help-serve-log-level = Detailgrad des Serverprotokolls.

## Platzhalter der Hilfe, die Wörter sind (FILE, NAME, DIR, URL und N sind die von Click und bleiben)

cli-metavar-card = RANG=WIRKUNG
cli-metavar-list = LISTE
cli-metavar-address = ADRESSE
cli-metavar-addresses = ADRESSEN
cli-metavar-worth = WERT

## tontine serve and tontine verify
cli-serve-workers-redis = --workers N (mehr als 1) braucht --redis URL: Die Prozesse teilen sich die Tische über Redis
cli-serve-schema-sqlite = --schema gilt nur für PostgreSQL: Eine SQLite-Datenbank hat keine Schemas (lassen Sie --schema weg)
cli-serve-needs-package = „tontine serve“ braucht das Paket „{ $package-name }“: pip install 'tontine[server]'
cli-serve-database = Die Datenbank „{ $url-text }“ lässt sich nicht öffnen: { $reason-text }
cli-serve-open = Der Tontine-Tisch ist offen unter { $address-text }  (Datenbank: { $url-text }{ $together ->
        [yes] ; mit den anderen Prozessen über { $redis-text }
       *[no] {""}
    }{ $workers ->
        [1] {""}
       *[other] ; { $workers } Prozesse
    }; Strg+C zum Beenden)
cli-serve-claim-shared = Ein anderer „tontine serve“ ohne --redis benutzt die Datenbank „{ $url-text }“: Ein Prozess ohne --redis bedient seine Datenbank allein (beenden Sie ihn und starten Sie jeden Prozess mit demselben --redis)
cli-serve-claim-redis = Die Datenbank „{ $url-text }“ wird von Prozessen „tontine serve --redis“ bedient: Starten Sie diesen mit derselben --redis-URL, um sie gemeinsam mit ihnen zu bedienen
cli-serve-claim-alone = Ein anderer „tontine serve“ benutzt die Datenbank „{ $url-text }“ bereits: Ein Prozess bedient genau eine Datenbank (beenden Sie den anderen, geben Sie diesem eine eigene Datenbank oder starten Sie jeden Prozess mit --redis)
cli-serve-redis-package = „tontine serve --redis“ braucht das Paket „redis“: pip install 'tontine[server]'
cli-serve-redis-unreachable = Redis ist unter „{ $url-text }“ nicht erreichbar: { $reason-text }
cli-serve-resolve = Der Name „{ $host-text }“ lässt sich nicht auflösen: { $reason-text }
cli-serve-listen = Die Adresse { $address-text } ist nicht verfügbar: { $reason-text }
cli-verify-honest = { $file-text }: Aufzeichnung einwandfrei: Die Festlegung des Servers, die Karten { $deals ->
        [one] der Runde
       *[other] der { $deals } Runden
    } und die Regeln stimmen überein; { $outcome-text }
cli-verify-won = Platz { $seat } ({ $player-name }) hat gewonnen
cli-verify-shared = die Kasse wurde geteilt
cli-verify-ended = die Partie wurde vorzeitig beendet
cli-verify-not-json = die Aufzeichnung ist kein JSON
cli-verify-not-record = die Aufzeichnung ist kein JSON-Objekt
cli-verify-by-hand = die Karten dieses Spiels wurden von Hand eingegeben: es gibt keine Mischung zu prüfen
cli-verify-no-shuffle = die Aufzeichnung hat keinen Block „shuffle“: sie stammt nicht von einem Tontine-Tisch
cli-verify-algorithm = die Aufzeichnung nutzt die Mischung „{ $value-text }“, die diese Version nicht kennt (sie kennt tontine-hmac-fy/1 und tontine-hmac-fy/2)
cli-verify-version = der Block der Mischung nennt Version „{ $value-text }“, ihr Algorithmus ist aber Version { $version }
cli-verify-no-seed = der Server-Seed ist noch nicht offengelegt: das Spiel läuft noch
cli-verify-server-seed = der Server-Seed „{ $value-text }“ besteht nicht aus 64 kleingeschriebenen Hexadezimalziffern
cli-verify-player-seeds = der Block der Mischung hat keine Liste der Spieler-Seeds
cli-verify-player-seed = der Spieler-Seed { $n } „{ $value-text }“ ist keine gerade Anzahl kleingeschriebener Hexadezimalziffern von 16 bis 64
cli-verify-commitment = der Server-Seed passt nicht zur Festlegung: sein SHA-256 ist ein anderer
cli-verify-entrants = der Block der Mischung nennt { $entrants } Teilnehmer für { $seeds } Spieler-Seeds: nötig ist ein Name je Seed, mindestens 2
cli-verify-rules = die Regeln der Aufzeichnung sagen nicht, wie das Spiel geführt wird („deck“: fresh oder talon) und wie der erste Geber bestimmt wird („first_dealer“: lot, fan oder first-seat)
cli-verify-seats = die Spieler sitzen nicht auf den Plätzen, die die Mischung den Teilnehmern zulost
cli-verify-first-dealer = der erste Geber ist nicht der, den die Mischung zieht (Platz { $seat })
cli-verify-no-deals = die Aufzeichnung hat keine Liste der Runden
cli-verify-deal = Runde { $n } ist keine Runde: sie braucht eine Liste von Karten und eine Marke „reshuffled“, true oder false
cli-verify-deal-number = Runde { $n } nennt sich Nummer „{ $number-text }“: die Runden sind der Reihe nach 1, 2, 3 … nummeriert
cli-verify-mark-missing = Runde { $n } brauchte ein neues Spiel, ist aber nicht mit „reshuffled“: true markiert
cli-verify-mark-extra = Runde { $n } ist mit „reshuffled“: true markiert, obwohl das Spiel noch genug Karten für sie hatte
cli-verify-cards = Runde { $n }: das sind nicht die Karten der Mischung
cli-verify-replay = das Nachspielen nach den Regeln hat sie abgelehnt: { $reason-text }
cli-verify-note-names = Hinweis: diese Aufzeichnung nutzt tontine-hmac-fy/1, deren Mischung nicht von den Namen abhängt: sie beweist die Karten, nicht wer auf welchem Platz saß
cli-help-narrate-cast = Eine TOML-Besetzungsdatei: jede [[person]] mit Name, Geschlecht, Gemüt, Einsatz und einer Bindung an eine andere.
cli-help-narrate-width = Reinen Text an Leerzeichen auf so viele Spalten umbrechen (0: eine Zeile je Absatz).
cli-help-narrate-colophon = Reinen Text mit dem Kolophon beenden: Regeln, Zahl der Runden und Startwert.
cli-error-cast-file = Besetzungsdatei { $file-name }: { $reason-text }
cli-error-cast-names = --cast und --names schließen einander aus
