# Was die Werkzeuge zum Studium ausgeben: tontine simulate, sweep und exact. Die Tabellen behalten
# Ziffern, mit den Trennzeichen der Sprache; die Zahlen in den Zellen setzt der Code.
# Die Kasse: „Kasse“, wie in cli.ftl, rules.ftl und beim Erzähler.

## tontine simulate: die Kopfzeilen

study-rules = Tontine, { preset-title }: Einsatz { $stake }, Grundeinsatz { $ante }, { $deck ->
    [talon] der Talon bleibt liegen
   *[fresh] jede Runde neu gemischt
    }, erster Geber { $first-dealer ->
    [lot] ausgelost
    [fan] mit dem Fächer gezogen
   *[first-seat] auf dem ersten Platz
    }, wenn alle fallen: { $all-fall ->
    [share] Kasse geteilt
    [replay] Runde wiederholt
   *[last-to-fall] wer zuletzt fällt, gewinnt
    }{ $deal-limit ->
    [0] {""}
   *[other] , höchstens { $deal-limit } { $deal-limit ->
        [one] Runde
       *[other] Runden
        }
    }
study-run = { $players } Spieler, { $games } { $games ->
    [one] Partie
   *[other] Partien
    }, Startwert { NUMBER($seed, useGrouping: 0) }, { $jobs } { $jobs ->
    [one] Thread
   *[other] Threads
    }: { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } s
study-run-speed = { study-run }, { NUMBER($speed, minimumFractionDigits: 1, maximumFractionDigits: 1) } Millionen Karten je Sekunde

## tontine simulate: die Tabellen

study-range = { $low-text } – { $high-text }
study-deals-title = Runden bis zum Ende
study-deals-mean = Mittelwert
study-deals-interval = 95-%-Intervall
study-deals-median = Median
study-deals-p90 = 90-%-Quantil
study-deals-p99 = 99-%-Quantil
study-deals-max = Maximum
study-seats-title = Siegesanteil je Platz (Abstand 0 = der erste Geber)
study-seats-offset = Abstand
study-seats-wins = Siege
study-seats-share = Anteil
study-seats-interval = 95-%-Intervall
study-seats-fair = gegen 1/n
study-seats-points = { $points-text } Pkt.
study-chi-square = Chi-Quadrat-Test von „kein Platz ist begünstigt“: Prüfgröße { NUMBER($statistic, minimumFractionDigits: 2, maximumFractionDigits: 2) }, { $df } { $df ->
    [one] Freiheitsgrad
   *[other] Freiheitsgrade
    }, p = { $p-text } ({ $verdict-text } bei 5 %)
study-verdict-fair = nichts spricht dafür, dass ein Platz begünstigt ist
study-verdict-favoured = ein Platz ist begünstigt
study-course-title = Der Verlauf der Partien
study-course-figure = Größe
study-course-value = Wert
study-course-revivals = Wiedererweckungen je Partie
study-course-revived = Partien mit mindestens einer Wiedererweckung
study-course-once-dead = gewonnen von jemandem, der einmal tot war
study-course-last-to-fall = entschieden durch „wer zuletzt fällt, gewinnt“
study-course-shared = Kasse geteilt
study-course-deal-limit = beendet durch das Rundenlimit
study-course-largest-pool = größte Kasse (Mittel der größten jeder Partie)
study-course-largest-pool-value = { $max-text } ({ $mean-text })
study-course-capped = durch die Grenze abgebrochene Partien
study-course-capped-value = { $capped } von { $games } (Grenze { $cap } { $cap ->
    [one] Runde
   *[other] Runden
    })
study-course-player-deals = gespielte Karten
study-capped-warning = { $capped } { $capped ->
    [one] Partie hat
   *[other] Partien haben
    } die Grenze von { $cap } { $cap ->
    [one] Runde
   *[other] Runden
    } erreicht: Sie zählen in jedem Anteil oben als Partien ohne Sieger, nicht aber in den Zahlen der Runden.

## tontine simulate: die sehenswerten Partien, jede mit dem Befehl, der sie wiederholt

study-watch-heading = Sehenswerte Partien
study-watch-how = (jede lässt sich nachspielen: „tontine play“, „tontine narrate --seed“, „tontine replay“)
study-watch-longest = die längste: Partie { $game }, { $deals } { $deals ->
    [one] Runde
   *[other] Runden
    }
study-watch-shortest = die kürzeste: Partie { $game }, { $deals } { $deals ->
    [one] Runde
   *[other] Runden
    }
study-watch-comeback-revived = die größte Aufholjagd: Partie { $game }, { $deals } { $deals ->
    [one] Runde
   *[other] Runden
    }, der Sieger wurde { $times ->
    [one] einmal
   *[other] { $times }-mal
    } wiedererweckt und hatte zuletzt in Runde { $deal } nichts mehr
study-watch-comeback-low = die größte Aufholjagd: Partie { $game }, { $deals } { $deals ->
    [one] Runde
   *[other] Runden
    }, der Sieger war in Runde { $deal } auf { $low } gefallen
study-figures-written = geschriebene Diagramme: { $file-list }

## der Fortschrittsbalken (auf der Fehlerausgabe)

study-progress-players = { $players } Spieler
study-progress-sweep = Raster
study-progress-games = Partien
study-progress-eta = Rest

## tontine sweep

study-sweep-done = { $cells } { $cells ->
    [one] Zelle
   *[other] Zellen
    } mit je { $games } { $games ->
    [one] Partie
   *[other] Partien
    }, Startwert { NUMBER($seed, useGrouping: 0) }: { $file-list }
study-sweep-no-parquet = (keine Parquet-Datei: pyarrow ist nicht installiert)

## tontine exact

study-exact-heading = Tontine, exakt: { $players } Spieler, Einsatz { $stake }, Grundeinsatz { $ante } ({ $preset ->
    [french] französische Variante
    [german] deutsche Variante
   *[english] englische Variante
    }, jede Runde neu gemischt, wenn alle fallen: { $all-fall ->
    [share] Kasse geteilt
    [replay] Runde wiederholt
   *[last-to-fall] wer zuletzt fällt, gewinnt
    })
study-exact-expected = erwartete Zahl der Runden: { $deals-text }
study-exact-seat = Platz (vom ersten Geber an)
study-exact-win = Gewinnwahrscheinlichkeit
study-exact-first-dealer = { $offset } (erster Geber)
study-exact-states = Zustände: { $states } ({ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s; Wahrscheinlichkeiten auf { $error-text } genau, Runden auf { $deals-error-text } genau)
study-exact-dealer-chosen = (der erste Geber wird { $first-dealer ->
    [lot] ausgelost
    [fan] mit dem Fächer gezogen
   *[first-seat] durch den ersten Platz bestimmt
    }; die Abstände zählen von ihm an)
study-exact-fraction-deals = erwartete Zahl der Runden, exakt: { $fraction-text }
study-exact-fraction-seat = Platz { $offset } gewinnt, exakt: { $fraction-text }
study-exact-progress = exakt: { $line-text }

## Fehler, die ein Benutzer verursachen kann

study-error-int-list = { $option-name } „{ $list-text }“: Schreiben Sie Zahlen und Bereiche, z. B. 5..20 oder 12,15,20
study-error-range-down = { $option-name } „{ $list-text }“: Ein Bereich muss aufsteigen, z. B. 5..20
study-error-list-empty = { $option-name } „{ $list-text }“ enthält nichts
study-error-never-ends = Nach diesen Regeln kann eine Partie ewig dauern (von manchen Beständen aus beendet keine Runde sie): Es gibt keinen exakten Erwartungswert ihrer Länge; ändern Sie die Kartentabelle
study-error-fractions-too-large = { $players } Spieler mit Einsatz { $stake } brauchen mehr als { NUMBER($states, useGrouping: 0) } Zustände: zu viele für exakte Brüche; lassen Sie --fractions weg
study-error-option = { $option-name }: { $reason-text }

## tontine exact: der Fortschritt einer langen Rechnung (auf der Fehlerausgabe)

study-exact-progress-size = { $players } Spieler, Einsatz { $stake }: etwa { $states } Zustände, { $work } Abfolgen von Runden
study-exact-progress-settling = Abrechnung der Runden: { $done }/{ $of } Zustände ({ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s)
study-exact-progress-solving = Lösung für { $states } erreichbare Zustände, { $transitions } Übergänge ({ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s)
study-exact-progress-pass = Durchgang { $attempt }: { $products } Produkte, Rest { NUMBER($ratio, minimumFractionDigits: 1, maximumFractionDigits: 1) }-mal die Rundung
study-exact-progress-timed = { $line-text } ({ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s)
study-exact-progress-done = fertig nach { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s ({ $products } Produkte)

## tontine simulate --plot: Titel, Achsen und Legenden der Diagramme

study-plot-title = Regeln: { preset-title }, { $players } Spieler, Einsatz { $stake }, { $deck ->
    [talon] Talon behalten
   *[fresh] jede Runde neu gemischt
    } ({ $games } Partien)
study-plot-mean = Mittel { NUMBER($value, minimumFractionDigits: 1, maximumFractionDigits: 1) }
study-plot-median = Median { $value }
study-plot-length-x = Runden bis zum Ende
study-plot-length-y = Anteil der Partien
study-plot-length-title = { $capped ->
    [0] Partiedauer
    [one] Partiedauer (eine Partie an der Grenze abgebrochen, nicht gezeigt)
   *[other] Partiedauer ({ $capped } Partien an der Grenze abgebrochen, nicht gezeigt)
    }
study-plot-deal = Runde
study-plot-survival-y = Spieler, die noch Jetons haben (Mittel)
study-plot-survival-title = Überleben: Spieler, die nach jeder Runde noch Jetons haben
study-plot-fair-share = gerechter Anteil 1/n
study-plot-seat-x = Platz, vom ersten Geber an gezählt (0 = erster Geber)
study-plot-win-share-y = Anteil der gewonnenen Partien (95-%-Intervall)
study-plot-win-share-title = Siegesanteil nach Platz
study-plot-win-share-title-p = Siegesanteil nach Platz (Chi-Quadrat, p = { NUMBER($p, maximumSignificantDigits: 3) })
study-plot-all-counters = alle Jetons
study-plot-pool-y = Kasse nach der Runde (Mittel der noch laufenden Partien)
study-plot-pool-title = Die Kasse im Lauf des Spiels
