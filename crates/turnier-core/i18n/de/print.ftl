# Gedruckte Dokumente: der gemeinsame Rahmen (Seitenköpfe, Ergebniszettel, Spielstandzettel,
# Tischkarten) und die Swiss-Dokumente. Die Wörter des Fachs (OMW%, GW%, OGW%, Bobbl) bleiben.

## Der Rahmen (Text und HTML).
print-page = Seite { $page } von { $pages }
print-cut-here = hier abschneiden
print-slip-head = Runde { $round }   Tisch { $table }
print-slip-points = { $name } ({ $points } Pkt.)
print-slip-pts = ({ $points } Pkt.)
print-slip-round = Runde { $round }
print-slip-table = Tisch { $table }
print-slip-player = Spieler
print-slip-games-won = Siege
print-slip-games-lost = Niederlagen
print-slip-drawn = Unentsch.
print-slip-drop = Abmelden
print-signature = Unterschrift
print-sheet-head = Spielstandzettel   Runde { $round }   Tisch { $table }
print-sheet-game = Spiel
print-sheet-bobbl = Bobbl { $bobbl }
print-sheet-won = Sieg
print-sheet-target = Ein Bobbl geht bis { $target } Punkte: nach jedem Spiel den Stand eintragen.
print-sheet-signatures = Unterschriften
print-sheet-side-a = Seite A
print-sheet-side-b = Seite B
print-card-table = TISCH
print-card-label = Tisch
print-draw-slip-seat = Tisch { $table } · Seite { $side }
print-draw-slip-sits-out = Setzt diese Runde aus

## Swiss-Dokumente.
print-swiss-round = Runde { $round }
print-swiss-round-draft = Runde { $round } (Entwurf, nicht veröffentlicht)
print-swiss-pairings-title = Paarungen nach Tisch
print-swiss-by-name-title = Paarungen nach Namen
print-swiss-slips-title = Ergebniszettel
print-swiss-standings-title = Tabelle
print-swiss-bye = Freilos
print-swiss-col-table = Tisch
print-swiss-col-player = Spieler
print-swiss-col-pts = Pkt.
print-swiss-col-opponent = Gegner
print-swiss-col-rank = Platz
print-swiss-col-record = Bilanz
print-swiss-col-sep = Wertung
print-swiss-pairings-note = Pkt.: Matchpunkte vor dieser Runde.
print-swiss-by-name-note = Pkt.: deine Matchpunkte vor dieser Runde.
print-swiss-dropped = { $name } (abgemeldet)
print-swiss-after = Nach Runde { $round }
print-swiss-after-provisional = Nach Runde { $round }, vorläufig: in Runde { $open } { $tables ->
        [one] ist { $tables } Tisch offen
       *[other] sind { $tables } Tische offen
    }
print-swiss-standings-note = Pkt.: Matchpunkte (Sieg 3, Unentschieden 1, Freilos 3). Bilanz: gewonnene-verlorene-unentschiedene Matches, Freilose extra. Bei Gleichstand entscheiden OMW%, GW%, OGW%, dann die Reihenfolge der Anmeldung; „Wertung“ nennt den Wert, der einen Spieler hinter den darüber gesetzt hat.
print-swiss-bye-note-exclude = Ein Freilos ist ein Matchsieg, 2-0: 3 Matchpunkte; die Spiele zählen nicht in GW%.
print-swiss-bye-note-count = Ein Freilos ist ein Matchsieg, 2-0: 3 Matchpunkte; in GW% als 2-0 gezählt.
print-swiss-record = { $record }{ $byes ->
        [0] {""}
        [one] {" "}+1 Freilos
       *[other] {" "}+{ $byes } Freilose
    }
print-swiss-sep-points = Punkte
print-swiss-sep-registration = Anmeldung

## Wohin ein Dokument ging (in der Sprache des Pults oder der Kommandozeile).
print-wrote = geschrieben: { $path }
print-sent = an den Drucker geschickt: { $answer }
print-no-lp = lp: auf diesem System gibt es keinen Befehl `lp` (er kommt mit CUPS; unter Debian `apt-get install cups-client`)
print-no-lp-cli = das Dokument mit -o DATEI schreiben und diese Datei drucken
print-no-lp-desk = „Senden an: Datei“ wählen (←/→ in dieser Zeile) und diese Datei drucken
print-lp-cannot-send = das Dokument lässt sich nicht schicken: { $why }
print-lp-failed = lp ist gescheitert ({ $status })

## Warum sich ein Dokument nicht erstellen ließ.
print-error-unknown = Dokument: kein Dokument { $name }; erlaubt: pairings, pairings-by-name, slips, standings (Swiss), draw, score-sheets, table-cards, draw-slips, stickers, ranking (Muck), table, anti-table, ranking (Turnierfußball), round, standings (Deich)
print-error-wrong-system = Dokument: { $document } ist kein { $system }-Dokument; erlaubt bei diesem Turnier: { $allowed }
print-error-no-round = Runde: { $document } braucht eine Runde, und es gibt noch keine
print-error-no-anti = Runde: Runde { $round } hat kein Antiturnier; erlaubt: { $allowed }
print-error-no-such-round = Runde: es gibt keine Runde { $round } (erlaubt: 1..{ $last })
print-error-takes-no-round = Runde: { $document } hat keine Runde, es entsteht aus den jetzt Angemeldeten (--round weglassen)
print-error-too-few = Teilnehmer: { $document } braucht mindestens { $pairs ->
    [pairs] { $needed ->
        [one] ein aktives Paar
       *[other] { $needed } aktive Paare
    }
   *[players] { $needed ->
        [one] einen aktiven Spieler
       *[other] { $needed } aktive Spieler
    }
}, angemeldet: { $have }
print-error-format = Format: { $format } ist kein Format; erlaubt: text, html, bbcode, markdown
print-css-page = Seite
print-css-of = von

# Die gedruckten Dokumente eines geteilten Turniers, solange Rechner abweichen.
print-desk = Rechner { $desk }
print-desks-differ = ≠ nicht endgültig: Runde { $round }, Tisch { $table }: Rechner weichen ab: { $values }
print-slip-report = Ergebnis per Handy melden mit Code { $code }:
