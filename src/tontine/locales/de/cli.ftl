# Die Meldungen des Terminals: tontine play, keep, replay, rules, und die Fehler.
# Das Protokoll der Runden und die Tabellen behalten Ziffern; Sätze schreiben ihre Zahlen aus.

## Präfixe der Zeilen auf stderr

cli-error = tontine: Fehler: { $text }
cli-warning = tontine: Warnung: { $text }
cli-stopped = tontine: abgebrochen
cli-needs-package = 'tontine { $command-name }' braucht das Paket '{ $package-name }', das nicht installiert ist: pip install 'tontine[all]'
cli-os-error = { $file-name } { $reason-text }

## Optionen und Hilfe

cli-help-preset = Regeln einer Quelle: { $preset-list } (Standard { $preset }).
cli-help-rules-file = Eine TOML-Datei mit Hausregeln (siehe docs/rules.md); Optionen gehen ihr vor.
cli-help-stake = Jetons, mit denen jeder Spieler beginnt.
cli-help-ante = Jetons, die jeder Spieler zu Beginn in den Pot zahlt.
cli-help-deck = fresh: jede Runde neu gemischt; talon: der Talon bleibt liegen, bis er nicht mehr reicht.
cli-help-first-dealer = Wie der erste Geber bestimmt wird.
cli-help-all-fall = Wenn die Letzten in derselben Runde fallen: last-to-fall (der zuletzt Gefallene gewinnt), share (teilen) oder replay (Runde wiederholen).
cli-help-deal-limit = Nach so vielen Runden erhält der größte Bestand den Pot.
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
cli-help-show = Zeigt die Partie Runde für Runde, wie 'tontine play' es tut, wenn die Ausgabe umgeleitet ist.

## Fehler, die ein Benutzer verursachen kann

cli-error-card-option = --card '{ $item-text }': schreiben Sie RANG=WIRKUNG, z. B. 'K=take 4'
cli-error-names-count = --players { $players }, aber --names nennt { $count ->
    [one] einen Namen
   *[other] { WORDS($count) } Namen
    }
cli-error-dealer = --dealer '{ $dealer-text }' ist weder ein Platz 0..{ $last } noch der Name eines Spielers ({ $names })
cli-error-presets-disagree = die Variante '{ $preset-name }' und --preset '{ $flag-name }' widersprechen sich: geben Sie nur eine an
cli-error-record-folder = '{ $file-name }' ist ein Ordner, keine Datei
cli-error-record-no-folder = '{ $file-name }' kann nicht geschrieben werden: der Ordner '{ $folder-name }' existiert nicht
cli-error-record-denied = '{ $file-name }' kann nicht geschrieben werden: keine Berechtigung
cli-error-record-file = Aufzeichnung '{ $file-name }': { $reason-text }
cli-error-unknown-preset = unbekannte Variante '{ $preset-name }': wählen Sie eine von { $preset-list }
cli-error-stake-ante = der Einsatz { $stake } muss über dem Grundeinsatz { $ante } liegen: Jeder Spieler zahlt { $ante } in den Pot und muss einen Jeton behalten, um zu spielen
cli-error-unknown-effect = unbekannte Kartenwirkung '{ $effect-text }': schreiben Sie 'take N', 'pay N', 'give N to D' oder 'nothing'
cli-error-bad-card = die Karte '{ $card }' ist nicht lesbar: schreiben Sie einen Rang (A 2-10 J Q K, T für Zehn) und eine Farbe (S H D C), z. B. KS oder 10h
cli-error-card-out = { $card } ist aus diesem Paket schon aufgedeckt worden
cli-error-language = unbekannte Sprache '{ $lang-text }' in TONTINE_LANG: wählen Sie eine von { $lang-list }

## Die Partie, wie sie gegeben wird (ein Protokoll: Ziffern)

cli-seat-draw-intro = Die Plätze werden gezogen: Von jedem Rang wird eine Karte ausgelegt, { -rank-K }, { -rank-Q }, { -rank-J }, { -rank-T } usw., und die gleichen Karten einer anderen Farbe liegen verdeckt im Fächer; der { -rank-K } gibt.
cli-seat-drawn = { $player-name } zieht { $card } aus dem Fächer und setzt sich dorthin, wo { $laid-card } liegt: Platz { $seat }.
cli-first-dealer = Erster Geber: { $player-name }.
cli-first-dealer-how = Erster Geber ({ $method ->
    [first-seat] der erste Platz
    [lot] ausgelost
   *[fan] der { -rank-K } des Fächers gibt
    }): { $player-name }.
cli-ante = Jeder zahlt { $amount } in den Pot.
cli-ante-none = Niemand zahlt etwas in den Pot (kein Grundeinsatz).
cli-reshuffled = Der Talon reicht nicht für alle: Alle Karten werden gesammelt und neu gemischt.
cli-deal-started = Runde { $deal }, { $player-name } gibt.
cli-card-nothing = { $player-name } erhält { $card }: nimmt nichts und zahlt nichts.
cli-card = { $player-name } erhält { $card }:
cli-took-empty = würde { $asked } nehmen, aber der Pot ist leer.
cli-took = nimmt { $taken } aus dem Pot -> { $holding } (Pot { $pool }).
cli-took-short = nimmt { $taken } aus dem Pot (mehr war nicht darin) -> { $holding } (Pot { $pool }).
cli-paid = zahlt { $paid } in den Pot -> { $holding } (Pot { $pool }).
cli-paid-short = zahlt { $paid } von { $asked } (alles, was übrig war) in den Pot -> { $holding } (Pot { $pool }).
cli-gave = zahlt { $paid } an { $to-name } -> { $holding } ({ $to-name } { $to-holding }).
cli-gave-short = zahlt { $paid } von { $asked } (alles, was übrig war) an { $to-name } -> { $holding } ({ $to-name } { $to-holding }).
cli-payment-void = würde { $asked } um den kleinen Tisch herum an sich selbst zahlen: verfällt.
cli-died = { $player-name } hat den letzten Jeton verloren und scheidet aus.
cli-revived = { $player-name } ist wieder im Spiel, dank { $by-name }.
cli-revived-by-box = { $player-name } ist wieder im Spiel, dank dem Pot.
cli-deal-voided = Alle sind gefallen: Die Runde gilt nicht und wird neu gegeben.
cli-shared = Der Pot wird geteilt ({ cli-how }): { $shares-list }.
cli-won = Sieg für { $player-name } ({ cli-how }), mit dem Pot von { $pool }: { $holding ->
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
cli-holding-pool = Pot { $pool }
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
cli-table-pool = Pot { $pool }
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
   *[other] { WORDS($ante) } in den Pot
    }, { $deck ->
    [talon] der Talon bleibt liegen
   *[fresh] jede Runde neu gemischt
    }, der erste Geber { $first-dealer ->
    [fan] mit dem Fächer gezogen
    [lot] ausgelost
   *[first-seat] auf dem ersten Platz
    }, { $all-fall ->
    [share] der Pot geteilt, wenn alle fallen
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
cli-no-winner = Kein einzelner Sieg: Der Pot wurde geteilt ({ cli-how }): { $shares-list }.
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

cli-keep-help = Tippen Sie die Karte, die jeder Spieler erhalten hat, Rang und dann Farbe: KS, 10h, td, qd, 2c, as (Ränge A 2-10 J Q K, T für Zehn; Farben S Pik, H Herz, D Karo, C Kreuz; groß oder klein). Befehle: undo (die letzte Karte zurücknehmen), show (der Tisch), help, quit.
cli-keep-seed = { $fan ->
    [yes] Startwert { $seed-code } (er zieht die Plätze und den ersten Geber).
   *[no] Startwert { $seed-code } (er zieht den ersten Geber).
    }
cli-keep-start = Tippen Sie die Karte, die jeder Spieler erhält (help für die Befehle).
cli-keep-prompt-over = Partie zu Ende (undo, show, quit):
cli-keep-prompt = Karte für { $player-name }:
cli-keep-after-deal = Nach der { ORDINAL($deal, ending: "en") } Runde:
cli-keep-nothing-to-undo = Nichts zurückzunehmen.
cli-keep-took-back = { $card } für { $player-name } zurückgenommen.
cli-keep-dealing = Die { ORDINAL($deal) } Runde, { $player-name } gibt; { $cards ->
    [0] noch keine Karte
    [one] bisher eine Karte
   *[other] bisher { WORDS($cards) } Karten
    }.
cli-keep-over = Die Partie ist zu Ende: { $result-text } Tippen Sie undo, show oder quit.
cli-keep-bad-card = ! { $error-text }; bitte noch einmal (help für die Befehle).
cli-keep-stopped = Abgebrochen nach { $deals ->
    [0] keiner Runde
    [one] einer Runde
   *[other] { WORDS($deals) } Runden
    }.
cli-keep-rescued = die Aufzeichnung wurde in '{ $file-name }' gesichert, damit die getippten Karten nicht verloren gehen
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
cli-replay-shared = Pot geteilt zwischen { $names }
cli-replay-unfinished = Partie nicht zu Ende

## Hilfe der Befehle

cli-help-command-group = Tontine, das Glücksspiel mit Karten aus dem 18. Jahrhundert für eine große Runde. Spielen Sie es im Terminal, untersuchen Sie es mit dem Simulator, erzählen Sie es als Szene.
cli-help-command-play = Spielt eine Partie Tontine im Terminal. Die Karten kommen aus einem Mischen mit dem Startwert --seed (er wird angezeigt, damit sich die Partie wiederholen lässt). Ist die Ausgabe umgeleitet, wird die ganze Partie als Text geschrieben.
cli-help-command-keep = Führt Buch für einen wirklichen Tisch: Tippen Sie die Karte, die jeder Spieler erhält. Nach jeder Karte werden die Abrechnung, die Jetons aller und der Pot gezeigt. Mit undo nehmen Sie die letzte Karte zurück; außerdem show, help oder quit.
cli-help-command-replay = Spielt die Aufzeichnung FILE mit der Engine nach und bestätigt jede Runde. Eine Aufzeichnung, die sich nicht nachspielen lässt (ein geänderter Bestand, eine doppelte Karte in einem Paket, fehlerhaftes JSON), wird mit einer Zeile abgelehnt, die die Runde nennt, und dem Exitcode 2.
cli-help-command-rules = Zeigt die Regeln der Tontine für die Variante PRESET (english, french, german). Ohne PRESET: alle Varianten in Kürze und der Standard. Optionen für Hausregeln (--stake 20 --deck talon ...) zeigen die Regeln mit diesen Änderungen.
