# The browser pages, their log and every refusal the server sends (ids start with web-).
# Card, rank, suit and preset words come from common.ftl.

web-app-title = Tontine
web-app-tagline = Das Glücksspiel mit Karten aus dem 18. Jahrhundert, für eine ganze Gesellschaft.
web-lang-label = Sprache
web-skip = Zum Tisch springen
web-create-heading = Einen Tisch eröffnen
web-create-preset = Regeln
web-create-stake = Jetons je Spieler
web-create-ante = Einsatz in die Kasse
web-create-deck = Kartenspiel
web-deck-fresh = Jede Runde neu mischen
web-deck-talon = Den Talon behalten, bis er nicht mehr reicht
web-create-seats = Plätze
web-create-limit = Nach so vielen Runden enden (freiwillig)
web-create-submit = Tisch eröffnen
web-create-done = Ihr Tisch ist eröffnet
web-join-heading = An einen Tisch
web-join-code = Tisch-Code
web-join-go = Zum Tisch
web-join-name = Ihr Name
web-join-emblem = Ihr Wappen
web-join-submit = Platz nehmen
web-join-replace = Diesen Platz nehmen
web-join-closed = Das Spiel hat begonnen: Sie schauen zu.
web-join-full = Der Tisch ist voll: Sie schauen zu.
web-verify-link = Ein Protokoll prüfen
web-verify-heading = Das Protokoll eines Spiels prüfen
web-verify-intro = Wählen Sie ein von einem Tisch geladenes Protokoll. Die Seite prüft die Festlegung des Servers und berechnet die Karten jeder Runde in Ihrem Browser neu; dann spielt der Server das Spiel nach den Regeln nach.
web-verify-file = Protokolldatei (JSON)
web-verify-run = Prüfen
web-verify-commit-ok = Der Server-Seed passt zu seiner Festlegung.
web-verify-replay-ok = Nach den Regeln nachgespielt: das Protokoll ist ehrlich.
web-verify-replay-bad = Nachspielen abgelehnt: { $text }
web-table-code = Tisch-Code
web-table-link = Link
web-table-share = Teilen
web-table-copied = Link kopiert
web-table-qr = QR-Code zum Mitspielen
web-table-joinat = Mitspielen unter
web-view-label = Ansicht
web-view-player = Mein Platz
web-view-spectator = Ganzer Tisch
web-view-tv = Großbild
web-host-heading = Gastgeber
web-host-start = Beginnen: Einsätze
web-host-deal = Geben
web-host-auto = Von selbst geben
web-host-pace = Sekunden zwischen den Runden
web-host-pause = Pause
web-host-fill = Leere Plätze mit Automaten füllen
web-host-remove = { $name } entfernen
web-host-handover = { $name } zum Gastgeber machen
web-host-end = Tisch schließen
web-host-again = Noch einmal
web-host-confirm-end = Den Tisch für alle schließen?
web-status-lobby = Warten auf Spieler
web-status-playing = Im Spiel
web-status-finished = Spiel vorbei
web-status-ended = Der Tisch wurde geschlossen
web-pool = Kasse
web-deal-n = Runde { $n }
web-dealer = Geber
web-seat-out = ausgeschieden
web-seat-in = im Spiel
web-seat-bot = Automat
web-seat-offline = getrennt
web-seat-host = Gastgeber
web-seat-you = Sie
web-you-watching = Sie schauen zu
web-you-seat = Ihr Platz
web-record-download = Protokoll herunterladen
web-record-verify = Prüfen
web-react-label = Reaktionen
web-react-sent = { $name }: { $emotetext }
web-log-heading = Spielverlauf
web-shuffle-commitment = Festlegung der Mischung (SHA-256)
web-shuffle-seed = Server-Seed (offengelegt)
web-conn-lost = Verbindung verloren: verbinde neu…
web-conn-ok = Verbunden
web-error = Fehler: { $text }
web-ev-first-dealer = { $name } gibt zuerst
web-ev-reshuffled = Die Karten werden gemischt
web-ev-deal-started = Runde { $deal }: { $name } gibt
web-ev-died = { $name } scheidet aus
web-ev-revived = { $name } ist wieder im Spiel
web-ev-deal-voided = Alle sind gefallen: Runde { $deal } ist ungültig und wird neu gegeben
web-ev-pool-shared = Die Kasse wird geteilt: { $sharelist }
web-error-name-needed = Zum Platznehmen braucht es einen Namen.
web-error-name-long = Der Name ist zu lang: höchstens { $max } Zeichen.
web-error-name-control = Der Name enthält Steuerzeichen.
web-error-name-taken = Der Name { $name } ist an diesem Tisch vergeben: bitte einen anderen wählen.
web-error-no-table = Es gibt keinen Tisch mit dem Code { $code }.
web-error-lookup-rate = Zu viele unbekannte Tisch-Codes von dieser Adresse: bitte einige Minuten warten.
web-error-host-only = Das darf nur der Gastgeber.
web-error-started = Das Spiel hat begonnen: Sie können ohne Platz zuschauen.
web-error-join-rate = Zu viele Plätze von dieser Adresse: bitte eine Minute warten.
web-error-full = Der Tisch ist voll ({ $max } Plätze): Sie können zuschauen.
web-error-two-seats = Ein Spiel braucht mindestens 2 Plätze: füllen Sie leere mit Automaten.
web-error-dealt = Runde { $n } wurde schon gegeben.
web-error-pace = Das Tempo muss { $low } bis { $high } Sekunden betragen.
web-error-handover-first = Übergeben Sie die Gastgeberrolle, bevor Sie den Tisch verlassen.
web-error-too-large = Nachricht zu groß.
web-error-slow = Zu viele Nachrichten: bitte langsamer.
web-error-react = Reaktionen sind den Spielern am Tisch vorbehalten.
web-error-sockets = Zu viele offene Verbindungen: bitte einen Tab schließen und erneut versuchen.

web-how = { $how ->
    [last-standing] niemand sonst mehr im Spiel
    [last-to-fall] zuletzt gefallen
    [deal-limit] Rundengrenze erreicht
   *[all-fell] alle gefallen
    }
web-counters = { $n ->
    [one] { $n } Jeton
   *[other] { $n } Jetons
    }
# Akkusativ mit Artikel: „den Kreuz-König“, „den Pik-Buben“, „das Herz-Ass“, „die Karo-Dame“.
web-card-acc = { $rank ->
    [A] das { card-bare }
    [J] den { suit-name }-Buben
    [K] den { card-bare }
   *[other] die { card-bare }
    }
web-verify-cards-ok = { $n ->
    [one] Die Karten der einen Runde neu berechnet: sie stimmen.
   *[other] Die Karten aller { $n } Runden neu berechnet: sie stimmen.
    }
web-seat-holding = { web-counters }
web-seats-count = { $n } von { $max } Plätzen
web-status-auto = Gibt von selbst alle { $pace } s
web-result-won = { $name } gewinnt: { $pool ->
    [one] { $pool } Jeton
   *[other] { $pool } Jetons
    } aus der Kasse ({ web-how })
web-result-shared = Die Kasse wird geteilt ({ web-how })
web-ev-seat-drawn = { $playername } zieht { web-card-acc } und sitzt auf Platz { $seat }
web-ev-ante = { $name } setzt { $amount ->
    [one] { $amount } Jeton
   *[other] { $amount } Jetons
    } in die Kasse
web-ev-card-dealt = { $name } deckt { web-card-acc } auf
web-ev-take-from-pool = { $name } nimmt { $taken ->
    [one] { $taken } Jeton
   *[other] { $taken } Jetons
    } aus der Kasse
web-ev-pay-into-pool = { $name } zahlt { $paid ->
    [one] { $paid } Jeton
   *[other] { $paid } Jetons
    } in die Kasse
web-ev-pay-neighbour = { $name } zahlt { $paid ->
    [one] { $paid } Jeton
   *[other] { $paid } Jetons
    } an { $toname }
web-ev-payment-void = Die Zahlung von { $name } ginge an denselben Platz zurück: ungültig
web-ev-deal-ended = Runde { $deal } abgerechnet: { $pool ->
    [0] die Kasse ist leer
    [one] in der Kasse liegt { $pool } Jeton
   *[other] in der Kasse liegen { $pool } Jetons
    }
web-ev-won = { $name } gewinnt die Kasse mit { $pool ->
    [one] { $pool } Jeton
   *[other] { $pool } Jetons
    } ({ web-how })
web-result-summary = { $deals ->
    [one] { $deals } Runde
   *[other] { $deals } Runden
    }, { $players } Spieler.
web-error-create-rate = { $n ->
    [one] Diese Adresse hat in der letzten Stunde { $n } Tisch eröffnet: bitte warten oder ihn wiederverwenden.
   *[other] Diese Adresse hat in der letzten Stunde { $n } Tische eröffnet: bitte warten oder einen wiederverwenden.
    }
web-error-unknown = Der Server hat abgelehnt.
web-error-network = Der Server ist nicht erreichbar: neuer Versuch von selbst.
web-preset-summary = { $preset ->
    [english] The Sporting Magazine, Oktober 1797: jede Runde neu gemischt.
    [french] La Tontine: Plätze und erster Geber aus einem Fächer passender Karten gezogen, der König gibt; der Talon bleibt, solange er reicht.
   *[german] Der deutsche Artikel, nach der Académie universelle (1760) und Anton (1889): 20 Jetons, bis zu 20 Spieler, die Karten nach jeder Runde eingesammelt.
    }
web-warn-players = { $preset ->
    [english] Der englische Text von 1797 (übersetzt): Tontine „kann von zwölf oder fünfzehn Personen gespielt werden; aber je mehr, desto lustiger“. Dieser Tisch hat { $players } Plätze.
    [french] Der Fächer der französischen Platzwahl hat eine Karte je Rang: höchstens 13 Spieler können ihren Platz ziehen.
   *[german] Der deutsche Artikel: „von i. A. 12 – 15 Personen“, bis zu 20. Dieser Tisch hat { $players } Plätze.
    }

## Das Großbild
web-tv-fullscreen = Vollbild
web-tv-scan = Scannen zum Mitspielen, oder unter
web-tv-dealing = Es gibt: { $name }
web-tv-winner = Sieg für { $name }!

## Das Telefon: Ihr Platz in dieser Runde
web-you-nocard = Noch keine Karte in dieser Runde.
web-you-card = Sie haben { web-card-acc } aufgedeckt.
web-you-take = Sie haben { web-card-acc } aufgedeckt und { web-counters } aus der Kasse genommen.
web-you-pay-pool = Sie haben { web-card-acc } aufgedeckt und { web-counters } in die Kasse gezahlt.
web-you-pay-neighbour = Sie haben { web-card-acc } aufgedeckt und { web-counters } an { $toname } gezahlt.
web-you-void = Sie haben { web-card-acc } aufgedeckt: die Zahlung wäre an Sie zurückgegangen, sie ist ungültig.
web-you-received = Die Karte von { $name } hat Ihnen { web-counters } gebracht.
web-you-died = Sie sind ausgeschieden.
web-you-revived = Sie sind wieder im Spiel.
web-you-nothing = Sonst hat nichts Ihre Jetons berührt.
web-announce-died = Ausgeschieden: { $namelist }.
web-announce-revived = Wieder im Spiel: { $namelist }.
web-cardtable = Was jede Karte bewirkt
web-cardtable-close = Schließen
web-effect = { $kind ->
    [take] nimmt { web-counters } aus der Kasse
    [pay] zahlt { web-counters } in die Kasse
    [give] { $distance ->
        [one] gibt dem Nachbarn { web-counters }
       *[other] gibt { web-counters } an den Spieler { $distance } Plätze weiter
        }
   *[nothing] nichts
    }
web-settings-sound = Ton
web-settings-vibrate = Vibration
web-confirm-remove = { $name } vom Tisch entfernen?
web-confirm-yes = Ja
web-confirm-no = Nein

## Niemand bleibt hängen
web-host-now = Gastgeberrolle jetzt bei { $name }.
web-host-away = Der Gastgeber ist weg: die Rolle geht gleich an eine anwesende Person.
web-conn-retry = Der Server ist nicht erreichbar: neuer Versuch in { $n } s…
web-notfound-heading = Kein Tisch mit diesem Code
web-notfound-text = Es gibt keinen offenen Tisch mit dem Code { $code }: vielleicht vertippt, oder der Tisch ist geschlossen.
web-notfound-back = Zurück zur Startseite
web-error-bad-request = Der Server hat diese Anfrage nicht verstanden.
web-error-no-game = An diesem Tisch läuft kein Spiel.
web-error-no-record = Das Spiel hat nicht begonnen: es gibt noch kein Protokoll.
web-error-not-bot = Dieser Platz gehört keinem Automaten.
web-error-lobby-only = Das geht nur vor dem Beginn.
web-error-no-empty-seat = Es gibt keinen leeren Platz zu füllen.
web-error-no-seat = Diesen Platz gibt es an diesem Tisch nicht.
web-error-host-person = Die Gastgeberrolle geht an den Platz einer Person.
web-error-over = Der Tisch ist schon vorbei.
web-error-not-over = Noch einmal spielen geht erst nach dem Spiel.
web-error-busy = Kein freier Tisch-Code gefunden: bitte noch einmal.
web-error-table-busy = Der Tisch ist gerade beschäftigt: bitte gleich noch einmal.
web-error-database = Der Server erreicht seine Datenbank gerade nicht: bitte gleich noch einmal.
web-error-heavy = Der Server ist mit anderen langen Anfragen beschäftigt: bitte in ein paar Sekunden noch einmal.
web-verify-not-json = Die Datei ist kein Spielprotokoll (kein JSON).
web-verify-replay-reason = das Protokoll folgt nicht den Regeln
web-error-not-found = Hier gibt es nichts mit diesem Namen.
web-error-conflict = Das geht in diesem Moment des Spiels nicht.
web-error-rate = Zu viele Anfragen von dieser Adresse: bitte etwas warten.

## Ein echtes Kartenspiel auf dem Tisch: der Gastgeber gibt jede Karte ein
web-create-hand = Ein echtes Kartenspiel: die Karten werden hier von Hand eingegeben, wie sie aufgedeckt werden
web-hand-for = Nächste Karte: die von { $name }
web-hand-rank = Rang
web-hand-suit = Farbe
web-hand-type = Oder eintippen (KS, 10H)
web-hand-turn = Aufdecken
web-hand-undo = Letzte Karte zurücknehmen
web-hand-mode = Karten von Hand eingegeben
web-verify-by-hand = Die Karten dieses Spiels wurden von Hand eingegeben: es gibt keine Mischung zu prüfen.
web-verify-not-record = Die Datei ist kein Spielprotokoll (kein JSON-Objekt).
web-verify-no-shuffle = Das Protokoll hat keinen Block der Mischung: es stammt nicht von einem Tontine-Tisch.
web-verify-algorithm = Das Protokoll nutzt die Mischung { $value-text }, die diese Seite nicht kennt.
web-verify-version = Der Block der Mischung nennt Version { $value-text }, ihr Algorithmus ist aber Version { $version }.
web-verify-no-seed = Der Server-Seed ist noch nicht offengelegt: das Spiel läuft noch.
web-verify-server-seed = Der Server-Seed „{ $value-text }“ besteht nicht aus 64 kleingeschriebenen Hexadezimalziffern.
web-verify-player-seeds = Der Block der Mischung hat keine Liste der Spieler-Seeds.
web-verify-player-seed = Der Spieler-Seed { $n } „{ $value-text }“ ist keine gerade Anzahl kleingeschriebener Hexadezimalziffern von 16 bis 64.
web-verify-commitment = Der Server-Seed passt NICHT zur Festlegung.
web-verify-entrants = Der Block der Mischung nennt { $entrants } Teilnehmer für { $seeds } Spieler-Seeds: nötig ist ein Name je Seed, mindestens 2.
web-verify-rules = Die Regeln des Protokolls sagen nicht, wie das Spiel geführt und wie der erste Geber bestimmt wird.
web-verify-seats = Die Spieler sitzen NICHT auf den Plätzen, die die Mischung zulost.
web-verify-first-dealer = Der erste Geber ist NICHT der, den die Mischung zieht (Platz { $seat }).
web-verify-seats-ok = Die Plätze und der erste Geber sind die, die die Mischung zieht.
web-verify-no-deals = Das Protokoll hat keine Liste der Runden.
web-verify-deal = Runde { $n } ist keine Runde: sie braucht eine Liste von Karten und eine Marke „reshuffled“.
web-verify-deal-number = Runde { $n } nennt sich Nummer { $number-text }: die Runden sind der Reihe nach 1, 2, 3 … nummeriert.
web-verify-mark-missing = Runde { $n } brauchte ein neues Spiel, ist aber NICHT mit „reshuffled“ markiert.
web-verify-mark-extra = Runde { $n } ist mit „reshuffled“ markiert, obwohl das Spiel noch genug Karten für sie hatte.
web-verify-cards = Runde { $n }: das sind NICHT die Karten der Mischung.
web-verify-replay = Nachspielen abgelehnt: das Protokoll folgt nicht den Regeln.
web-verify-note-names = Hinweis: dieses Protokoll nutzt tontine-hmac-fy/1, deren Mischung nicht von den Namen abhängt: es beweist die Karten, nicht wer auf welchem Platz saß.
web-error-bad-card = { $text } ist keine Karte: Rang und Farbe schreiben, etwa KS oder 10H.
web-error-card-out = Diese Karte, { card-name }, ist schon aus diesem Spiel heraus.
web-error-not-hand = Dieser Tisch gibt seine Karten selbst.
web-error-hand = Die Karten dieses Tisches werden von Hand eingegeben.
web-error-no-undo = In dieser Runde gibt es keine Karte zurückzunehmen.
web-error-history = Die gespeicherten Runden dieses Tisches führen nicht zu seinem gespeicherten Stand: Er gibt nicht mehr.

## Die Aussichten: wie lange ein Spiel dauert und ob der Platz zählt (die Lobby und /odds)
web-odds-link = Wie lange ein Spiel dauert, und ob Ihr Platz zählt
web-odds-title = Tontine: die Aussichten
web-odds-heading = Wie lange, und zählt mein Platz?
web-odds-intro = Wählen Sie die Regeln, den Tisch und das Tempo: die Seite sagt, wie viele Runden ein Spiel dauert und ob ein Platz mehr als seinen Anteil gewinnt.
web-odds-players = Spieler
web-odds-pace = Sekunden je Runde
web-odds-show = Aussichten zeigen
web-odds-lobby-heading = Was dieser Tisch bedeutet
web-odds-summary = Ein Spiel von { $players } Spielern mit je { $stake } Marken dauert { $median } Runden (von { $low } bis { $high } in acht von zehn Spielen): { $duration } bei { NUMBER($pace, maximumFractionDigits: 1) } Sekunden je Runde.
web-odds-seconds = etwa { $n } Sekunden ({ $low } bis { $high })
web-odds-minutes = etwa { $n } Minuten ({ $low } bis { $high })
web-odds-hours = etwa { NUMBER($n, maximumFractionDigits: 1) } Stunden ({ NUMBER($low, maximumFractionDigits: 1) } bis { NUMBER($high, maximumFractionDigits: 1) })
web-odds-verdict-fair = Kein Platz ist begünstigt: jeder gewinnt etwa { NUMBER($fair, style: "percent", maximumFractionDigits: 1) } der Spiele, auf { NUMBER($tolerance, style: "percent", maximumFractionDigits: 1) } genau.
web-odds-verdict-favoured = { $count ->
    [one] Platz { $seats } ist begünstigt
   *[other] Die Plätze { $seats } sind begünstigt
  }: bis zu { NUMBER($best, style: "percent", maximumFractionDigits: 1) } der Spiele gegen einen gerechten Anteil von { NUMBER($fair, style: "percent", maximumFractionDigits: 1) }.
web-odds-method-exact = Der Anteil jedes Platzes ist genau (die exakte Rechnung); die Runden stammen aus { $games } simulierten Spielen.
web-odds-method-simulated = Aus { $games } simulierten Spielen; die Balken zeigen das 95-%-Intervall jedes Anteils.
web-odds-computed = Diese Hausregeln wurden eben berechnet.
web-odds-plot = Der Gewinnanteil jedes Platzes, Platz 1 gibt zuerst; die Linie ist der gerechte Anteil.
web-odds-seat = Platz { $seat }: { NUMBER($share, style: "percent", maximumFractionDigits: 1) }
web-odds-working = Die Aussichten werden berechnet…
web-error-odds-lang = Die Sprache „{ $value }“ gibt es hier nicht: en, fr oder de.
web-error-odds-field = Das Feld „{ $value }“ gibt es in dieser Frage nicht: verwenden Sie { $fields }.
web-error-odds-preset = Die Regeln „{ $value }“ gibt es nicht: wählen Sie Englisch, Französisch oder Deutsch.
web-error-odds-players = Die Spieler müssen eine ganze Zahl von { $low } bis { $high } sein, nicht „{ $value }“.
web-error-odds-stake = Die Marken je Spieler müssen eine ganze Zahl von { $low } bis { $high } sein, nicht „{ $value }“.
web-error-odds-ante = Der Einsatz muss eine ganze Zahl von { $low } bis { $high } sein, nicht „{ $value }“.
web-error-odds-deck = Das Blatt „{ $value }“ gibt es nicht: fresh oder talon.
web-error-odds-rules = Diese Hausregeln ergeben kein Spiel: { $value }.
web-error-odds-pace = Das Tempo muss von { $low } bis { $high } Sekunden je Runde sein, nicht „{ $value }“.
web-error-odds-no-simulator = Die Aussichten von Hausregeln brauchen den Simulator, den dieser Server nicht hat: die Voreinstellungen mit 10, 15 und 20 Marken werden beantwortet.
web-error-odds-timeout = Die Berechnung dieser Hausregeln hat zu lange gedauert: versuchen Sie weniger Marken je Spieler.
web-error-odds-rate = Diese Adresse hat in der letzten Minute { $n } Hausregeln berechnen lassen: bitte einen Moment warten.
web-error-odds-deal-limit = Die Rundengrenze muss eine ganze Zahl von { $low } bis { $high } sein, nicht „{ $value }“.

## Die Seite für Schreibende (/tell): ein neues Spiel als Szene erzählt, zum Lesen, Kopieren, Herunterladen oder Teilen
web-tell-link = Ein Spiel als Szene erzählen, für eine eigene Geschichte
web-tell-title = Tontine: ein Spiel erzählt
web-tell-heading = Ein Spiel als Szene erzählt
web-tell-intro = Wählen Sie die Gesellschaft, die Regeln und einen Startwert: Ein Spiel wird bis zu seinem Ende gegeben und in der Art seiner Zeit erzählt, mit seinem Diagramm. Dieselbe Wahl ergibt dieselbe Szene; nichts wird gespeichert.
web-tell-company = Die Gesellschaft
web-tell-names = Namen, durch Kommas getrennt
web-tell-names-help = Nach einem Namen sagt :f oder :m, wie die Erzählung diese Person anredet (Anna:f, Bernd:m); eine Anrede sagt es ebenso (Frau Wendland, Herr Albrecht). Leer lassen für erfundene Namen der Zeit.
web-tell-players = Spieler, wenn keine Namen angegeben sind
web-tell-cast = Oder eine Besetzung, in TOML
web-tell-cast-help = Je Person eine Tabelle [[person]], wie tontine narrate --cast sie liest: „name“, „gender“ (f, m oder o), „temper“, „stake“ und unter [person.bond] ein „kind“ („rivals“, „courtship“, „siblings“, „chaperone“, „debt“) und „with“, der Name des anderen.
web-tell-story = Die Erzählung
web-tell-lang = Sprache der Szene
web-tell-length = Länge
web-tell-length-scene = Eine Szene (500 bis 1.500 Wörter)
web-tell-length-chapter = Ein Kapitel (2.000 bis 4.000 Wörter)
web-tell-length-full = Jede Karte jeder Runde
web-tell-counter = Was ein Jeton wert ist (freiwillig)
web-tell-counter-help = Zum Beispiel „ein Groschen“ oder „ein Pfennig/Pfennige“ mit der Mehrzahl.
web-tell-title-field = Titel (freiwillig)
web-tell-place = Ort (freiwillig)
web-tell-rules = Die Regeln
web-tell-seed = Startwert
web-tell-seed-help = Eine ganze Zahl: Derselbe Startwert gibt dasselbe Spiel. Leer lassen für einen neuen.
web-tell-new-seed = Neuer Startwert
web-tell-submit = Das Spiel erzählen
web-tell-working = Es wird gegeben und erzählt…
web-tell-facts = { $deals ->
    [one] Das Spiel dauerte eine Runde
   *[other] Das Spiel dauerte { $deals } Runden
}, mit dem Startwert { $seed }.
web-tell-actions = Die Szene mitnehmen
web-tell-copy = Text kopieren
web-tell-copied = Der Text ist kopiert.
web-tell-copy-failed = Der Browser wollte nicht kopieren: Markieren Sie den Text und kopieren Sie ihn von Hand.
web-tell-download-html = Als HTML herunterladen
web-tell-download-markdown = Als Markdown herunterladen
web-tell-download-text = Als reinen Text herunterladen
web-tell-share = Verweis auf diese Szene
web-tell-share-help = Dieser Verweis erzeugt dieselbe Szene wieder, überall.
web-tell-odds-heading = Die Aussichten dieses Tisches
web-tell-no-chart = Dieser Server kann das Diagramm nicht zeichnen (matplotlib ist nicht installiert).
web-error-tell-field = Das Feld „{ $value }“ gibt es auf dieser Seite nicht: verwenden Sie { $fields }.
web-error-tell-lang = Die Sprache „{ $value }“ gibt es hier nicht: en, fr oder de.
web-error-tell-format = Das Format „{ $value }“ gibt es nicht: verwenden Sie { $formats }.
web-error-tell-length = Die Länge „{ $value }“ gibt es nicht: verwenden Sie { $lengths }.
web-error-tell-seed = Der Startwert muss eine ganze Zahl von 0 bis { $high } sein, nicht „{ $value }“.
web-error-tell-preset = Die Regeln „{ $value }“ gibt es nicht: wählen Sie Englisch, Französisch oder Deutsch.
web-error-tell-stake = Die Jetons je Spieler müssen eine ganze Zahl von { $low } bis { $high } sein, nicht „{ $value }“.
web-error-tell-ante = Der Einsatz muss eine ganze Zahl von { $low } bis { $high } sein, nicht „{ $value }“.
web-error-tell-deal-limit = Die Rundengrenze muss eine ganze Zahl von { $low } bis { $high } sein, nicht „{ $value }“.
web-error-tell-deck = Das Blatt „{ $value }“ gibt es nicht: fresh oder talon.
web-error-tell-rules = Diese Hausregeln ergeben kein Spiel: { $value }.
web-error-tell-players = Die Spieler müssen eine ganze Zahl von { $low } bis { $high } sein, nicht „{ $value }“.
web-error-tell-players-count = { $count ->
    [one] Verlangt sind { $value } Spieler, aber die Gesellschaft hat nur einen Namen.
   *[other] Verlangt sind { $value } Spieler, aber die Gesellschaft hat { $count } Namen.
}
web-error-tell-cast-names = Geben Sie Namen oder eine Besetzung an, nicht beides.
web-error-tell-cast-size = Die Besetzung ist { $value } Zeichen lang: höchstens { $high }.
web-error-tell-names-size = Die Namen sind { $value } Zeichen lang: höchstens { $high }.
web-error-tell-cast = Die Besetzung lässt sich nicht lesen: { $value }
web-error-tell-names-count = An einem Tisch sitzen { $low } bis { $high } Spieler, nicht { $value }.
web-error-tell-gender = „{ $value }“: Nach einem Namen steht :f, :m oder :o (oder nichts).
web-error-tell-name-empty = Jeder Spieler braucht einen Namen: einer ist leer.
web-error-tell-name-long = Der Name „{ $value }…“ ist zu lang: höchstens { $high } Zeichen.
web-error-tell-name-control = Der Name „{ $value }“ enthält Zeichen, die sich nicht drucken lassen.
web-error-tell-name-twice = Der Name „{ $value }“ steht zweimal da: Jeder Spieler braucht einen anderen Namen.
web-error-tell-text-long = { $field ->
    [counter] Der Wert des Jetons ist
    [title] Der Titel ist
   *[place] Der Ort ist
} { $length } Zeichen lang: höchstens { $high }.
web-error-tell-text-control = { $field ->
    [counter] Der Wert des Jetons enthält
    [title] Der Titel enthält
   *[place] Der Ort enthält
} Zeichen, die sich nicht drucken lassen.
web-error-tell-rate = Diese Adresse hat in der letzten Minute { $n } Szenen erzählen lassen: bitte einen Moment warten.

# Das Spiel als Erzählung (tontine.server.http.story), und die Anrede, die sie jedem Spieler gibt
web-join-address = Wie die Erzählung Sie nennt
web-join-address-help = Ist das Spiel aus, wird es erzählt: diese Anrede steht dort vor Ihrem Namen, und im Französischen wie im Deutschen richten sich auch die Wortformen nach ihr.
web-address-none = Ohne Anrede
web-address-mr = Herr
web-address-mrs = Frau
web-address-miss = Demoiselle
web-story-heading = Das Spiel als Erzählung
web-story-read = Die Erzählung lesen
web-story-download = Die Erzählung herunterladen
web-story-html = HTML
web-story-markdown = Markdown
web-story-text = Reiner Text
web-story-refused = Die Erzählung ist nicht zu haben
web-error-address = Die Anrede „{ $value }“ gibt es nicht: wählen Sie keine, Herr, Frau oder Demoiselle.
web-error-story-lang = Die Sprache „{ $value }“ gibt es hier nicht: en, fr oder de.
web-error-story-format = Eine Erzählung gibt es als HTML, Markdown oder reinen Text, nicht „{ $value }“.
web-error-story-unfinished = Das Spiel ist noch nicht zu Ende: erzählt wird es, sobald es vorbei ist.
# der Moment der großen Anzeige, in dem ein Spieler allein die meisten Jetons hält
web-moment-lead = { $name } führt mit { web-counters }
