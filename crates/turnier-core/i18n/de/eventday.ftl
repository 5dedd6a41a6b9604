# Der Turniertag: geplante Runden, Runde 1 ausgelost,
# Nachzügler, das Zeitlimit beim Muck, der Muck-Ergebnisexport, der Stand oben auf dem Blatt.

## Einstellungen
day-setting-rounds = Schweizer Runden
day-setting-unit-rounds = Runden
day-setting-rounds-usually = MTR Anh. E: 9-16 Spieler 4, 17-32 5, 33-64 6
day-setting-round-one = Runde 1

## Befehle in Ablehnungen
day-cmd-seat = das Setzen eines Nachzüglers

## Nachzügler (R-S20)
day-err-seat-no-round = es gibt keine Runde, in die { $name } gesetzt werden kann: erst Runde 1 paaren
day-err-seat-dropped = { $name } ist abgemeldet: erst wieder anmelden
day-err-seat-seated = { $name } sitzt schon in Runde { $round }
day-err-seat-complete = Runde { $round } ist abgeschlossen: { $name } wird ab Runde { $next } gepaart
day-err-seat-playoff = der Top Cut ist gemacht: { $name } kann nicht ins Playoff gesetzt werden (R-S20 setzt Nachzügler nur in Schweizer Runden)
day-audit-seat-table = Runde { $round }: Nachzügler { $name } gegen { $opponent } gesetzt (aus dem Freilos wurde Tisch { $table })
day-audit-seat-out = Runde { $round }: Nachzügler { $name } setzt diese Runde aus (kein Freilos als Gegner); wird ab Runde { $next } gepaart
day-cli-seat-out = kein Ergebnis, keine Punkte; wird ab Runde { $next } gepaart

## Geplante Runden (MTR Appendix E)
day-cli-created-rounds = geplant: { $rounds } Schweizer Runden
day-cli-created-lot = Runde 1: ausgelost (R-S21)
day-plan-regular = Runde { $round } von { $planned }
day-plan-final = letzte Runde ({ $round } von { $round })
day-plan-beyond = über Plan ({ $planned } Runden)
day-form-rounds = Schweizer Runden
day-form-round-one = Runde 1
day-about-rounds = Geplante Schweizer Runden; MTR Anhang E: 9-16 Spieler 4, 17-32 5, 33-64 6, 65-128 7, 129-226 8
day-about-round-one = R-S21: in der Reihenfolge der Anmeldung, oder ausgelost aus dem gespeicherten Startwert
day-choice-not-planned = nicht geplant
day-choice-registration = Anmeldung
day-choice-lot = Los
day-desk-swiss-complete = Schweizer Runden fertig nach Runde { $round }: Top Cut? (4 Tabelle, dann c)
day-desk-ask-pair-beyond = Alle { $planned } geplanten Schweizer Runden sind gespielt. Runde { $round } trotzdem paaren?
day-desk-ask-publish-unseated = Runde { $round } veröffentlichen? Nicht gesetzt: { $names }. Ja setzt { $count ->
        [one] diesen Nachzügler
       *[other] diese Nachzügler
    } vorher: { $plan }.
day-desk-plan-seat-table = { $name } gegen { $opponent }, der das Freilos hat (Tisch { $table })
day-desk-plan-seat-out = { $name } setzt diese Runde aus (kein Freilos als Gegner, keine Punkte), wird ab Runde { $next } gepaart
day-desk-ask-seat-table = { $name } in Runde { $round } gegen { $opponent } setzen, der das Freilos hat (Tisch { $table })? (n: { $opponent } behält das Freilos, { $name } wird ab Runde { $next } gepaart)
day-desk-ask-seat-out = Runde { $round } hat kein Freilos als Gegner: { $name } setzt sie aus (kein Ergebnis, keine Punkte, nie ein Freilos) und wird ab Runde { $next } gepaart. Im Protokoll vermerken? (n: dasselbe, ohne Vermerk)
day-desk-recommended = { $players } Spieler: MTR Anh. E empfiehlt { $rounds } Runden

## Hilfe der Kommandozeile
cli-new-round-one = Runde 1: `registration` (Reihenfolge der Anmeldung) oder `lot` (ausgelost aus dem gespeicherten Startwert, R-S21)
cli-vn-round-one = RUNDE_EINS
cli-seat-about = Einen Nachzügler in die letzte Runde setzen, Entwurf oder veröffentlicht. Swiss (R-S20): gegen den Spieler mit dem Freilos; ohne Freilos als Gegner setzt der Nachzügler diese Runde aus (keine Punkte) und wird ab der nächsten Runde gepaart. Muck: ein spätes Paar oder einen Einzelspieler gegen den, der aussetzt, sonst setzt er selbst die Runde aus. Zeigt den Tisch oder das
cli-seat-event = Das Turnier
cli-seat-player = Nummer oder Name (Muck: ein Paar als `Berta / Else` oder ein Spieler)

## Das Zeitlimit beim Muck (R-M9)
day-setting-time-limit = Zeitlimit
day-setting-unit-minutes = Minuten
day-form-time-limit = Zeitlimit (Minuten)
day-about-time-limit = R-M9: ein vom Zeitlimit abgebrochener Bobbl wird mit den Punkten beider Seiten eingetragen
day-time-limit-note = leer: keins, R-M9
day-cli-created-time-limit = Zeitlimit: { $minutes } Minuten je Runde (R-M9)
day-sheets-aborted = † { $count ->
        [one] 1 Bobbl
       *[other] { $count } Bobbl
    } vom Zeitlimit abgebrochen (R-M9): die Punkte jeder Seite zählen als ihre Tore
day-aborted-counted = † { $count ->
        [one] 1 Bobbl wurde
       *[other] { $count } Bobbl wurden
    } vom Zeitlimit abgebrochen (R-M9): niemand hat { $count ->
        [one] ihn
       *[other] sie
    } gewonnen, die Punkte jeder Seite zählen als ihre Tore{ $unstarted ->
        [0] {""}
        [one] ; 1 nicht begonnen (0:0, zählt nichts)
       *[other] ; { $unstarted } nicht begonnen (0:0, zählen nichts)
    }
day-print-aborted-counted = † { $count ->
        [one] 1 Bobbl wurde
       *[other] { $count } Bobbl wurden
    } vom Zeitlimit abgebrochen: niemand hat { $count ->
        [one] ihn
       *[other] sie
    } gewonnen, die Punkte jeder Seite zählen als ihre Tore{ $unstarted ->
        [0] {""}
        [one] ; 1 nicht begonnen (0:0, zählt nichts)
       *[other] ; { $unstarted } nicht begonnen (0:0, zählen nichts)
    }
day-print-time-limit = Zeitlimit { $minutes } Minuten: ein dadurch abgebrochener Bobbl wird mit den Punkten beider Seiten eingetragen
cli-new-time-limit = Muck: Zeitlimit je Runde in Minuten (R-M9): ein dadurch abgebrochener Bobbl wird mit den Punkten beider Seiten eingetragen (Standard: keins)
cli-vn-minutes = MINUTEN

## Der Stand oben auf dem Blatt, die Auslosung nach Namen
day-print-provisional = Nach Runde { $round }, vorläufig: { $tables ->
        [one] 1 Tisch offen
       *[other] { $tables } Tische offen
    }
day-print-draw-by-name = Auslosung nach Namen
day-print-col-player = Spieler
day-print-col-table = Tisch
day-print-col-side = Seite
day-print-col-partner = Partner
day-print-col-opponents = Gegner
day-print-sits-out = setzt aus
day-print-by-name-note = Jeder Spieler der Runde einmal, nach Namen: der Tisch, Seite A oder B, der Partner und die Gegner.

## Die Frage zum abgebrochenen Bobbl und die Anmerkungen (R-M9)
day-desk-aborted-at = Bobbl { $bobbl } bei { $score }
day-desk-ask-aborted = Tisch { $table } ({ $sides }): { $which } vom Zeitlimit abgebrochen? (R-M9: niemand gewinnt { $count ->
        [one] ihn
       *[other] sie
    }; vertippt? n und neu tippen)
day-cli-aborted-saved = † { $which }: als vom Zeitlimit abgebrochen gespeichert (R-M9): niemand gewinnt { $count ->
        [one] ihn
       *[other] sie
    } (vertippt? das Ergebnis neu eingeben)
day-desk-seat-declined = { $name } angemeldet, in Runde { $round } nicht gesetzt: wird ab Runde { $next } gepaart (später setzen mit `turnier seat { $event } { $id }`)
day-desk-seat-out-declined = { $name } angemeldet: setzt Runde { $round } aus (kein Freilos als Gegner), wird ab Runde { $next } gepaart
day-score-one-side = genau eine Seite muss { $target } erreichen (das Ziel; ein Wert darüber zählt als { $target }); eingetragen ist { $a }:{ $b }{ $why }
day-score-no-time-limit = , keine am Ziel: das Turnier hat kein Zeitlimit (Einstellung `time-limit`, R-M9), ein abgebrochener Bobbl geht hier nicht
day-err-score-no-time-limit = , keine am Ziel: das Turnier hat kein Zeitlimit (Einstellung `time-limit`, R-M9), ein abgebrochener Bobbl geht hier nicht
day-profile-seed = Regeln

## Ein Turnier umziehen: die Spielerliste (export players, import --players)
day-cmd-import-players = das Einlesen von Spielern mit Einstiegs- und Ausstiegsrunde
day-err-import-entered = { $name }: Runde { $round } kann nicht die Einstiegsrunde sein; wer jetzt angemeldet wird, steigt in Runde { $first } oder später ein
day-err-import-dropped = { $name }: abgemeldet nach Runde { $round }, aber die letzte gespielte Runde ist { $last } (erlaubt: 0..{ $last })
day-audit-import-players = { $count } Spieler aus einer Spielerliste angemeldet (Nachmeldungen: { $late }, abgemeldet: { $dropped })
day-err-import-registration = muss eine ganze Zahl ab 1 sein: der Platz des Spielers in der Reihenfolge der Anmeldung
day-err-import-entered-zero = Runden beginnen bei 1: die erste Runde, in der der Spieler gepaart werden kann, oder leer für einen Spieler, der ab Runde 1 dabei ist
day-err-import-registration-twice = Platz { $place } der Anmeldereihenfolge steht schon in Zeile { $first }
day-err-import-id = { $name } bekäme hier die Nummer #{ $gets }, die Datei sagt #{ $id }: eine Spielerliste behält ihre Nummern, also in ein Turnier ohne Spieler einlesen (dieses hat { $registered }) oder die Spalte id leeren
day-cli-imported-late-dropped = ; davon { $late } { $late ->
        [one] Nachmeldung
       *[other] Nachmeldungen
    }, { $dropped } abgemeldet

## Ein Nachzügler, mit import --players angemeldet, während eine Runde veröffentlicht ist (R-S20)
day-cli-import-seat-table = { $name } kam während Runde { $round }: `turnier seat { $event } "{ $name }"` setzt { $name } gegen { $opponent }, der das Freilos hat (Tisch { $table }); sonst wird { $name } ab Runde { $next } gepaart
day-cli-import-seat-out = { $name } kam während Runde { $round }, die kein Freilos als Gegner hat: { $name } setzt sie aus (kein Ergebnis, keine Punkte) und wird ab Runde { $next } gepaart
