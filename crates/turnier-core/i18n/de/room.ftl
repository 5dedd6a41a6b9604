# Der Saal: die TV-Seite, die Seiten der Spieler und ihre Meldungen (turnier serve).
room-time-up = Die Zeit ist um
room-paused = angehalten
room-extra-turns = Die Zeit ist um: { $turns } Zusatzzüge
room-provisional = { $title } (vorläufig: Runde läuft)
room-find-your-table = Tisch und Ergebnisse auf dem Handy:
room-no-tables = Dieses Turnier hat keine Tische, die der Saal zeigen könnte.
room-nothing-yet = Es ist noch keine Runde veröffentlicht.
room-search-label = Dein Name (oder ein Teil davon)
room-search = Suchen
room-no-match = Kein Name enthält „{ $query }“.
room-your-table = Tisch { $table }
room-against = gegen { $opponent }
room-result-entered = Ergebnis eingetragen: { $result }
room-dropped = Du bist aus dem Turnier ausgestiegen.
room-not-in-round = Du sitzt in dieser Runde an keinem Tisch. Bitte frag an der Turnierleitung.
room-standing = Platz { $rank } · { $points }
room-your-rounds = Deine Runden
room-col-round = Runde
room-col-result = Ergebnis
room-report-title = Ergebnis melden
room-report-table = Tisch { $table }: { $a } gegen { $b }
room-code = Code vom Zettel
room-result-label = Ergebnis, die zuerst genannte Seite zuerst (zum Beispiel { $example })
room-report-note = Die Turnierleitung prüft jedes gemeldete Ergebnis, bevor es zählt.
room-report-send = Senden
room-report-taken = Danke: Tisch { $table }, { $result } ist bei der Turnierleitung. Es zählt, sobald sie es bestätigt.
room-report-closed = Ergebnisse werden gerade nicht per Handy angenommen. Bitte gib den Zettel an der Turnierleitung ab.
room-report-no-table = In dieser Runde gibt es keinen Tisch { $table }.
room-report-wrong-code = Das ist nicht der Code von Tisch { $table }. { $left ->
    [one] Noch ein Versuch, dann wird das Melden an diesem Tisch gesperrt.
   *[other] Noch { $left } Versuche, dann wird das Melden an diesem Tisch gesperrt.
}
room-report-locked = Das Melden an Tisch { $table } ist nach falschen Codes gesperrt. Bitte gib den Zettel an der Turnierleitung ab.
room-report-too-long = Code oder Ergebnis sind zu lang.
room-report-again = Noch einmal
room-to-players = Spieler suchen
room-not-found = Diese Seite gibt es nicht.
room-err-listen = listen: „{ $value }“ ist keine Adresse (erlaubt: HOST:PORT, HOST oder :PORT, z. B. 192.168.1.20:8080)
room-err-bind = an { $addr } kann nicht gelauscht werden: { $error }
room-serving = Die Seiten für den Saal laufen (beenden mit Strg-C):
room-serving-tv = TV-Seite: { $url }/
room-serving-players = Spieler: { $url }/players
room-serving-reports = Spieler melden Ergebnisse unter { $url }/report (Codes: turnier reports { $event } --codes).
room-serving-read-only = Nur lesen: Spieler können keine Ergebnisse melden (mit --reports starten, um es zu erlauben).
# Die Meldungen an der Turnierleitung und auf der Kommandozeile.
report-err-not-result = das ist kein Ergebnis eines Tisches der gezeigten Runde
report-err-locked = das Melden an Tisch { $table } ist gesperrt (zu viele falsche Codes); erst entsperren
report-err-same = dasselbe Ergebnis von Tisch { $table } ist schon gemeldet
report-err-differ = die Spieler haben an Tisch { $table } verschiedene Ergebnisse gemeldet ({ $results }); bitte das Ergebnis selbst eintragen
report-err-none = für Tisch { $table } in Runde { $round } wartet keine Meldung
report-err-not-locked = das Melden an Tisch { $table } ist nicht gesperrt
report-none = Es warten keine Meldungen.
report-line = Tisch { $table }: { $a } gegen { $b } · gemeldet { $result }
report-line-differs = Tisch { $table }: { $a } gegen { $b } · gemeldet { $results } (verschieden: bitte selbst eintragen)
report-line-entered = { $line } · eingetragen ist { $entered }
report-line-locked = Tisch { $table }: Melden nach falschen Codes gesperrt (turnier reports { $event } --unlock { $table })
report-codes-head = Codes der Runde { $round } (für die Zettel; erst mit den Zetteln an die Spieler geben):
report-code-line = Tisch { $table }: { $code }
report-accepted = Tisch { $table }: { $result } übernommen.
# Die Turnierleitung.
desk-key-accept-report = Meldung übernehmen
desk-no-report-here = Für Tisch { $table } wartet keine Meldung der Spieler.
desk-reported = Spieler haben gemeldet (? am Tisch, R übernimmt): { $tables }
desk-reported-table = Tisch { $table } { $result }
wall-room-url = Dein Tisch auf dem Handy: { $url }
desk-report-came = Spieler haben gemeldet: { $tables } (R am Tisch übernimmt)
room-key-serve = Seiten für den Saal (TV, Handys der Spieler) starten oder beenden
room-started = Die Seiten für den Saal laufen: Spieler öffnen { $url } (nur lesen; F9 beendet sie)
room-stopped = Die Seiten für den Saal sind beendet.
room-desk-silent = Die Turnierleitung hat nicht geantwortet. Bitte gib den Zettel an der Turnierleitung ab.
room-report-same = Danke: die Turnierleitung hat an Tisch { $table } schon { $result } eingetragen.
desk-key-dismiss-reports = Meldungen der Spieler verwerfen
desk-ask-accept-report = Tisch { $table } hat { $entered } (von der Turnierleitung eingetragen). Stattdessen { $reported } der Spieler übernehmen?
desk-ask-dismiss-reports = Meldungen der Spieler für Tisch { $table } ({ $reported }) verwerfen?
room-bye-result = gewonnen (Freilos)
room-swiss-points = { $points } Matchpunkte ({ $record }{ $byes ->
        [0] {""}
        [one] {" "}+1 Freilos
       *[other] {" "}+{ $byes } Freilose
    })
room-muck-points = { $bobbl } Bobbl, { $tore } Tore
room-beside-desk = Die Seiten für den Saal laufen neben dem Pult: Spieler öffnen { $url } (F9 beendet sie)
