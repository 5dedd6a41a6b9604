# Die Rundenuhr und die Wandanzeige.

## Ablehnungen und Protokolleinträge der Uhr.
clock-err-no-length = keine Rundenlänge eingestellt: erst eine einstellen (turnier clock TURNIER --length MINUTEN, oder < und > in der Uhransicht)
clock-err-not-started = noch keine Rundenuhr gestartet
clock-err-paused = die Uhr ist schon angehalten
clock-err-not-paused = die Uhr ist nicht angehalten
clock-err-zero = eine Verlängerung um 0 Minuten ändert nichts
clock-err-no-round = noch keine Runde veröffentlicht: erst eine veröffentlichen
clock-unit-minutes = Minuten
clock-audit-start = Rundenuhr gestartet ({ $minutes } Min.)
clock-audit-pause = Rundenuhr angehalten
clock-audit-resume = Rundenuhr läuft wieder
clock-audit-extend = Verlängerung { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    }
clock-audit-length = Rundenlänge { $minutes } Min.
clock-audit-no-length = Rundenlänge: keine
# Die Feldnamen der Ablehnungen (als err-field-<Feld> nachgeschlagen).
err-field-clock = Uhr
err-field-minutes = Minuten

## Die Statuszeile.
clock-status-running = Runde { $round } · noch { $left }
clock-status-paused = Runde { $round } · { $left } angehalten
clock-status-expired = Runde { $round } · Zeit
clock-status-extra-turns = Runde { $round } · Zeit · { $turns } Zusatzzüge

## Die Uhr im Vollbild (C, F7).
clock-view-round = Runde { $round }
clock-view-no-clock = Noch keine Rundenuhr: s startet sie für die veröffentlichte Runde.
clock-view-running = läuft · Ende { $end }
clock-view-paused = angehalten
clock-view-expired = Zeit ist um
clock-view-extra-turns = Zeit ist um · { $turns } Zusatzzüge
clock-view-over = { $over } drüber
clock-view-length = Runde { $minutes } Min.
clock-view-extension = Verlängerung { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    }
clock-view-next-length = nächste Runden: { $minutes } Min.
clock-view-next-no-length = keine Rundenlänge eingestellt
clock-key-clock = Rundenuhr
clock-key-start = starten
clock-key-pause = Pause
clock-key-more = +1 Min.
clock-key-less = −1 Min.
clock-key-longer = Länge +5
clock-key-shorter = Länge −5
clock-key-close = zurück
clock-context = Rundenuhr
clock-started = Uhr der Runde { $round } gestartet

## Die Kommandozeile: turnier clock.
clock-cli-none = keine Rundenuhr: { $length }
clock-cli-length = Rundenlänge { $minutes } Min.
clock-cli-no-length = keine Rundenlänge eingestellt
cli-clock-about = Die Rundenuhr ausgeben (Restzeit, angehalten, Zeit um); mit einer Option starten, anhalten, weiterlaufen lassen oder verlängern, oder die Rundenlänge einstellen
cli-clock-event = Das Turnier
cli-clock-json = JSON ausgeben: `{"{"}round, length_minutes, extension_minutes, state, remaining_seconds, started_at, paused_at, extra_turns, next_length_minutes{"}"}`
cli-clock-start = Die Uhr der veröffentlichten Runde jetzt starten
cli-clock-pause = Die Uhr jetzt anhalten
cli-clock-resume = Die angehaltene Uhr jetzt weiterlaufen lassen
cli-clock-extend = Eine Verlängerung in Minuten (negativ nimmt Minuten zurück)
cli-clock-length = Die Rundenlänge in Minuten für die ab jetzt gestarteten Runden (0: die Vorgabe des Systems)
cli-open-wall-html = Nach jeder Änderung eine sich selbst aktualisierende HTML-Seite der Wandanzeige in diesen Ordner schreiben

## Die Wandanzeige (V, F8) und ihre HTML-Seite.
wall-pairings = Paarungen nach Namen
wall-round = Runde { $round }
wall-after-round = nach Runde { $round }
wall-col-bobbl-tore = Bobbl · Tore
wall-standings = Tabelle
wall-ranking = Rangliste
wall-page = { $page }/{ $pages }
wall-col-player = Spieler
wall-col-table = Tisch
wall-col-opponent = Gegner
wall-col-rank = Platz
wall-col-points = Punkte
wall-bye = Freilos
wall-record = { $points } ({ $record }{ $byes ->
        [0] {""}
        [one] {" "}+1 Freilos
       *[other] {" "}+{ $byes } Freilose
    })
wall-sits-out = setzt aus
wall-nothing = Noch nichts zu zeigen: die Wandanzeige zeigt die veröffentlichte Runde und die Tabelle.
wall-key-wall = Wandanzeige
wall-html-written = Wandseite { $path }
wall-html-failed = Wandseite nicht geschrieben: { $error }
wall-html-clock = Runde { $round } · Ende { $end }
